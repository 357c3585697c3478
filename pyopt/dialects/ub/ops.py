"""The undefined-behaviour dialect ``ub`` (mlir/include/mlir/Dialect/UB/IR/UBOps.td)."""

from __future__ import annotations

from pyopt.ir.opdef import Op, attr, irdl_op, result
from pyopt.ir import attrs as A
from pyopt.ir.traits import ConstantLike, Pure


@irdl_op("ub.poison")
class PoisonOp(Op):
    """A poison value.  Example: %0 = ub.poison : tensor<128xi32>"""

    value = attr(default=A.OpaqueAttr("#ub.poison"))
    result = result()
    format = "attr-dict `:` type($result)"
    traits = (ConstantLike(), Pure())
