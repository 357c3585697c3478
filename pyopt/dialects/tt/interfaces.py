"""Interfaces of the Triton dialect (include/triton/Dialect/Triton/IR/TritonOpInterfaces.td,
TritonInterfaces.td)."""

from __future__ import annotations

__all__ = [
    "DotOpInterface", "TransposeOpInterface", "DescriptorOpInterface",
    "DescriptorStoreLikeOpInterface", "InferTypeOpWithLayoutEquivalence",
]


class DotOpInterface:
    """``DotOpInterface``: a matrix multiply (tt.dot, tt.dot_scaled, ttng's MMAs)."""

    __slots__ = ()


class TransposeOpInterface:
    """``TransposeOpInterface``: an op that permutes dimensions (tt.trans,
    ttg.memdesc_trans); its ``order`` attribute is the permutation."""

    __slots__ = ()


class DescriptorOpInterface:
    """``DescriptorOpInterface``: an op reading or writing through a tensor descriptor."""

    __slots__ = ()


class DescriptorStoreLikeOpInterface(DescriptorOpInterface):
    """``DescriptorStoreLikeOpInterface``: a descriptor op that stores (store, reduce, scatter)."""

    __slots__ = ()


class InferTypeOpWithLayoutEquivalence:
    """``InferTypeOpWithLayoutEquivalence``: result types are inferred, and a
    written encoding equivalent to the inferred one is accepted."""

    __slots__ = ()
