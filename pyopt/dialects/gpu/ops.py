"""Ops of MLIR's gpu dialect that appear in Triton's IR (mlir/include/mlir/Dialect/GPU/IR/GPUOps.td):
``gpu.barrier``, which Triton's TritonGPU passes and lit tests use as a CTA-wide barrier."""

from __future__ import annotations

from pyopt.ir.opdef import Op, irdl_op


@irdl_op("gpu.barrier")
class BarrierOp(Op):
    """Synchronise the threads of a workgroup (GPU_BarrierOp).  It declares no
    memory effects, so its effects are unknown: it is never dead and nothing
    moves across it.  Example: gpu.barrier"""

    __slots__ = ()
    format = "attr-dict"
