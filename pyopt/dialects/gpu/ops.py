"""Ops of MLIR's gpu dialect that appear in Triton's IR (mlir/include/mlir/Dialect/GPU/IR/GPUOps.td):
``gpu.barrier``, which Triton's TritonGPU passes and lit tests use as a CTA-wide barrier, and
``gpu.ballot`` (the MLIR of Triton 3.8 on)."""

from __future__ import annotations

from pyopt.ir.constraints import I1_T, AnySignlessInteger
from pyopt.ir.opdef import Op, irdl_op, operand, result
from pyopt.ir.traits import Pure


@irdl_op("gpu.barrier")
class BarrierOp(Op):
    """Synchronise the threads of a workgroup (GPU_BarrierOp).  It declares no
    memory effects, so its effects are unknown: it is never dead and nothing
    moves across it.  Example: gpu.barrier"""

    __slots__ = ()
    format = "attr-dict"


@irdl_op("gpu.ballot")
class BallotOp(Op):
    """The bits of the lanes whose predicate holds (the MLIR of Triton 3.8
    on).  Removed when unused, as Triton's canonicalizer does.
    Example: %1 = gpu.ballot %0 : i32"""

    __slots__ = ()
    predicate = operand(I1_T)
    result = result(AnySignlessInteger)
    format = "$predicate attr-dict `:` type($result)"
    traits = (Pure(),)
