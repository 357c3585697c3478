"""The undefined-behaviour dialect ``ub`` (mlir/include/mlir/Dialect/UB/IR/UBOps.td)."""

from __future__ import annotations

from pyopt.ir.opdef import Op, attr, irdl_op, result
from pyopt.ir import attrs as A
from pyopt.ir.common_folders import is_poison
from pyopt.ir.traits import ConstantLike, IsTerminator, Pure


@irdl_op("ub.poison")
class PoisonOp(Op):
    """A poison value.  Example: %0 = ub.poison : tensor<128xi32>"""

    value = attr(default=A.OpaqueAttr("#ub.poison"))
    result = result()
    format = "attr-dict `:` type($result)"
    traits = (ConstantLike(), Pure())

    def fold(self, constants):
        """``PoisonOp::fold``: the poison attribute."""
        return [self.attributes["value"]]


@irdl_op("ub.unreachable")
class UnreachableOp(Op):
    """Marks a point control never reaches (UB_UnreachableOp, a terminator with
    no successors).  Triton 3.7 on register it (the MLIR they are built
    against); Triton 3.6 refuses it (``release_ops.json``).  No memory effects
    declared, so its effects are unknown.
    Example: cf.cond_br %0, ^bb1, ^bb2
    ^bb1:
      ub.unreachable
    ^bb2:"""

    __slots__ = ()
    format = "attr-dict"
    traits = (IsTerminator(),)


def materialize_constant(builder, attr, type, loc):
    """``UBDialect::materializeConstant``: ``ub.poison`` for a poison attribute."""
    if not is_poison(attr):
        return None
    return builder.create("ub.poison", [], [type], {"value": attr}, loc=loc)
