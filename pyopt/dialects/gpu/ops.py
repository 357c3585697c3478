"""Ops of MLIR's gpu dialect that appear in Triton's IR (mlir/include/mlir/Dialect/GPU/IR/GPUOps.td):
``gpu.barrier``, which Triton's TritonGPU passes and lit tests use as a CTA-wide barrier, and
``gpu.ballot`` (the MLIR of Triton 3.8 on)."""

from __future__ import annotations

from pyopt.ir import types as T
from pyopt.ir.constraints import I1_T, AnySignlessInteger, Constraint, buildable, with_type_class
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


#: ``!gpu.named_barrier`` (the MLIR of Triton 3.8 on)
NAMED_BARRIER = T.OpaqueType("!gpu.named_barrier")
#: (a whole type in formats: MLIR reads any type there, then checks it)
GPU_NamedBarrier = Constraint("named barrier type", lambda t: t == NAMED_BARRIER)
#: ``I32``, whose C++ type ``IntegerType`` a format's ``type($x)`` reads
_I32 = with_type_class(buildable("32-bit signless integer", T.i32), T.IntegerType, "builtin.integer")


@irdl_op("gpu.initialize_named_barrier")
class InitializeNamedBarrierOp(Op):
    """A named barrier for ``memberCount`` threads (the MLIR of Triton 3.8
    on; format and messages read from the 3.8.0/3.9.0 wheels).
    Example: %1 = gpu.initialize_named_barrier %0 : i32 -> !gpu.named_barrier"""

    __slots__ = ()
    memberCount = operand(_I32)
    result = result(GPU_NamedBarrier)
    format = "$memberCount attr-dict `:` type($memberCount) `->` type($result)"
