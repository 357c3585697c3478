"""The few ROCDL ops that TTGIR carries (mlir/include/mlir/Dialect/LLVMIR/ROCDLOps.td):
they come from the AMD block-pingpong pass."""

from __future__ import annotations

from pyopt.ir.constraints import I16_ATTR, I32_ATTR
from pyopt.ir.opdef import Op, attr, irdl_op, opt_attr, result
from pyopt.ir.traits import Pure


@irdl_op("rocdl.s.setprio")
class SetPrioOp(Op):
    """Set wave priority.  Example: rocdl.s.setprio 1"""

    priority = attr(I16_ATTR)
    format = "$priority attr-dict"


@irdl_op("rocdl.sched.barrier")
class SchedBarrier(Op):
    """Scheduling barrier.  Example: rocdl.sched.barrier 0"""

    mask = attr(I32_ATTR)
    format = "$mask attr-dict"


@irdl_op("rocdl.s.barrier")
class SBarrierOp(Op):
    """Workgroup barrier.  Example: rocdl.s.barrier"""

    format = "attr-dict"


class SpecialRegisterOp(Op):
    """ROCDL_SpecialIdRegisterOp: a work-item or work-group id, with an optional range."""

    __slots__ = ()
    range = opt_attr()
    res = result()
    format = "(`range` $range^)? attr-dict `:` type($res)"
    traits = (Pure(),)


@irdl_op("rocdl.workitem.id.x")
class WorkitemIdXOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workitem.id.x : i32"""

    __slots__ = ()


@irdl_op("rocdl.workitem.id.y")
class WorkitemIdYOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workitem.id.y : i32"""

    __slots__ = ()


@irdl_op("rocdl.workitem.id.z")
class WorkitemIdZOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workitem.id.z : i32"""

    __slots__ = ()


@irdl_op("rocdl.workgroup.id.x")
class WorkgroupIdXOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workgroup.id.x : i32"""

    __slots__ = ()


@irdl_op("rocdl.workgroup.id.y")
class WorkgroupIdYOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workgroup.id.y : i32"""

    __slots__ = ()


@irdl_op("rocdl.workgroup.id.z")
class WorkgroupIdZOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workgroup.id.z : i32"""

    __slots__ = ()
