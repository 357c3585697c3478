"""``ReduceOpHelper`` (include/triton/Analysis/Utility.h, lib/Analysis/Utility.cpp,
Triton 3.6.0): the queries on a ``tt.reduce`` that remove-layout-conversions'
rematerialisation cost model uses.
"""

from __future__ import annotations

from pyopt.dialects.arith.ops import AddFOp, MulFOp
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.dialects.ttg.attrs import to_linear_encoding

__all__ = ["ReduceOpHelper", "is_float"]

#: ``triton::type::isFloat`` (include/triton/Conversion/MLIRTypes.h): f16, bf16,
#: f32, f64, f128 and the fp8 types Triton's dot supports; not tf32 and not the
#: other fp8/fp6/fp4 types.
_FLOATS = frozenset({"f16", "bf16", "f32", "f64", "f128", "f8E4M3B11FNUZ", "f8E4M3FN", "f8E4M3FNUZ",
                     "f8E5M2", "f8E5M2FNUZ"})


def is_float(t: T.Type) -> bool:
    """``triton::type::isFloat``."""
    return isinstance(t, T.FloatType) and t.name in _FLOATS


class ReduceOpHelper:
    """Queries on a ``tt.reduce`` over its first operand's shape and encoding
    (all operands have the same ones: the op's verifier checks it)."""

    def __init__(self, op: Operation):
        self.op = op
        self.axis: int = op.attributes["axis"].value
        src = op.operand(0).type
        self.src_shape = list(src.shape)
        self.src_encoding = src.encoding
        self.src_element_types = [v.type.element for v in op.operands]

    def is_associative(self) -> bool:
        """``isAssociative``: false only for a float reduction over more than
        two elements whose combiner contains ``arith.addf`` or ``arith.mulf``."""
        if not is_float(self.src_element_types[0]):
            return True
        if self.src_shape[self.axis] <= 2:
            return True
        return not any(isinstance(o, (AddFOp, MulFOp)) for o in self.op.walk())

    def get_intra_warp_size_with_unique_data(self) -> int:
        """``getIntraWarpSizeWithUniqueData``: lanes along the reduced axis
        holding distinct data (``getThreadsPerWarp(layout, shape)[axis]``)."""
        return to_linear_encoding(self.src_encoding, self.src_shape).get_threads_per_warp()[self.axis]

    def get_inter_warp_size_with_unique_data(self) -> int:
        """``getInterWarpSizeWithUniqueData``: warps along the reduced axis
        holding distinct data (``getWarpsPerCTA(layout, shape)[axis]``)."""
        return to_linear_encoding(self.src_encoding, self.src_shape).get_warps_per_cta()[self.axis]
