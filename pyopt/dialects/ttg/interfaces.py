"""Interfaces of the TritonGPU dialect (include/triton/Dialect/TritonGPU/IR/TritonGPUInterfaces.td)."""

from __future__ import annotations

__all__ = ["UpcastFpOpInterface"]


class UpcastFpOpInterface:
    """``UpcastFpOpInterface``: an op that upcasts packed low-precision floats
    (ttg.fp4_to_fp, amdg.scaled_upcast_*); its result layout follows its source's."""

    __slots__ = ()
