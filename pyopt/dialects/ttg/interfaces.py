"""Interfaces of the TritonGPU dialect (include/triton/Dialect/TritonGPU/IR/TritonGPUInterfaces.td)."""

from __future__ import annotations

from pyopt.ir.dialect import DialectInterface

__all__ = ["UpcastFpOpInterface", "ConvertLayoutCanonicalizationInterface"]


class ConvertLayoutCanonicalizationInterface(DialectInterface):
    """A dialect interface (pyopt's): the canonicalization patterns a dialect
    adds to ``ttg.convert_layout``'s.  Triton's
    ``ConvertLayoutOp::getCanonicalizationPatterns`` (lib/Dialect/TritonGPU/IR/Ops.cpp)
    registers ``CanonicalizeConvertFromTMEMStore``, rooted at the NVIDIA
    dialect's ``ttng.tmem_store``: its C++ sees that dialect, but pyopt's
    TritonGPU dialect does not import it, so the NVIDIA dialect implements
    this interface to add the pattern."""

    def patterns(self) -> list:
        """Fresh pattern objects, in Triton's registration order."""
        return []


class UpcastFpOpInterface:
    """``UpcastFpOpInterface``: an op that upcasts packed low-precision floats
    (ttg.fp4_to_fp, amdg.scaled_upcast_*); its result layout follows its source's."""

    __slots__ = ()
