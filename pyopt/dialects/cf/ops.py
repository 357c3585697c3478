"""The control flow dialect ``cf`` (mlir/include/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td).

Successor operands print after their block: ``cf.br ^bb1(%0 : i32)``.
``cf.switch`` (custom syntax, never produced by Triton) is read and printed in
the generic form.
"""

from __future__ import annotations

from pyopt.ir.constraints import DENSE_I32_ARRAY, I1_T, STR_ATTR
from pyopt.ir.opdef import Op, attr, irdl_op, operand, opt_attr, successor, var_operand
from pyopt.ir.traits import AttrSizedOperandSegments, IsTerminator, Pure
from pyopt.ir import attrs as A
from pyopt.ir.interfaces import (
    BranchOpInterface, MutableOperandRange, SuccessorOperands, WeightedBranchOpInterface,
)


@irdl_op("cf.br")
class BranchOp(BranchOpInterface, Op):
    """Unconditional branch.
    Example: cf.br ^bb1(%0 : i32)
    ^bb1(%1: i32):"""

    destOperands = var_operand()
    dest = successor()
    format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"
    traits = (Pure(), IsTerminator())

    def get_successor_operands(self, index: int) -> SuccessorOperands:
        """``BranchOp::getSuccessorOperands``: the dest operands."""
        return SuccessorOperands(MutableOperandRange.of_group(self, "destOperands"))

    def get_successor_for_operands(self, operands: list):
        """``BranchOp::getSuccessorForOperands``: always the dest."""
        return self.successors[0]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``BranchOp::canonicalize`` (hasCanonicalizeMethod)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.cf.canonicalize import BranchOpCanonicalize

        return [BranchOpCanonicalize()]


@irdl_op("cf.cond_br")
class CondBranchOp(BranchOpInterface, WeightedBranchOpInterface, Op):
    """Conditional branch.
    Example: cf.cond_br %0, ^bb1(%1 : i32), ^bb2
    ^bb1(%2: i32):
      cf.br ^bb2
    ^bb2:"""

    condition = operand(I1_T)
    trueDestOperands = var_operand()
    falseDestOperands = var_operand()
    branch_weights = opt_attr(DENSE_I32_ARRAY)
    trueDest = successor()
    falseDest = successor()
    format = ("$condition (`weights` `(` $branch_weights^ `)` )? `,`"
              " $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`"
              " $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?"
              " attr-dict")
    traits = (AttrSizedOperandSegments(), Pure(), IsTerminator())

    def get_successor_operands(self, index: int) -> SuccessorOperands:
        """``CondBranchOp::getSuccessorOperands``: the true or false dest operands."""
        name = "trueDestOperands" if index == 0 else "falseDestOperands"
        return SuccessorOperands(MutableOperandRange.of_group(self, name))

    def get_successor_for_operands(self, operands: list):
        """``CondBranchOp::getSuccessorForOperands``: a constant condition picks
        its dest."""
        c = operands[0] if operands else None
        if isinstance(c, (A.IntegerAttr, A.BoolAttr)):  # (a BoolAttr is an IntegerAttr in MLIR)
            return self.successors[0] if A.int_value(c) == 1 else self.successors[1]
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``CondBranchOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.cf.canonicalize import cond_branch_op_canonicalization_patterns

        return cond_branch_op_canonicalization_patterns()


@irdl_op("cf.assert")
class AssertOp(Op):
    """Runtime assertion.  Example: cf.assert %0, "message" """

    arg = operand(I1_T)
    msg = attr(STR_ATTR)
    format = "$arg `,` $msg attr-dict"

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``AssertOp::canonicalize`` (hasCanonicalizeMethod)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.cf.canonicalize import AssertOpCanonicalize

        return [AssertOpCanonicalize()]
