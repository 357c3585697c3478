"""Ops of Triton's NVGPU dialect ``nvg`` (third_party/nvidia/include/Dialect/NVGPU/IR/NVGPUOps.td)."""

from __future__ import annotations

from pyopt.ir import types as T
from pyopt.ir.constraints import I32_T
from pyopt.ir.opdef import Op, irdl_op, result


@irdl_op("nvg.warp_group_barrier_id")
class WarpGroupBarrierIdOp(Op):
    """The id of the named barrier of the executing warp group (Triton 3.9).
    Its format and result constraint are read from the 3.9.0 wheel; it
    declares no memory effects (the canonicalizer keeps it).
    Example: %0 = nvg.warp_group_barrier_id"""

    __slots__ = ()
    result = result(I32_T)
    format = "attr-dict"

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        """The result is i32 (ODS builds a buildable result type)."""
        return [T.i32]
