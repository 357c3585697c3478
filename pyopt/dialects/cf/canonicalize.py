"""Canonicalization patterns of the ``cf`` dialect.

* ``AssertOp::canonicalize``, ``BranchOp::canonicalize`` (ops with
  ``hasCanonicalizeMethod``: one pattern each, benefit 1, rooted at the op)
* ``CondBranchOp::getCanonicalizationPatterns``

(mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp).  Checked against
libtriton 3.6.0 with one case per pattern (test/canonicalize/cf.mlir).

``cf.switch`` has patterns too (``SwitchOp::getCanonicalizationPatterns``);
pyopt reads that op generically (Triton never produces it), so they are not
ported.
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, Value
from pyopt.ir.common_folders import constant_value
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.dialects.arith.ops import ConstantOp, SelectOp
from pyopt.dialects.cf.ops import AssertOp, BranchOp, CondBranchOp

__all__ = [
    "AssertOpCanonicalize", "BranchOpCanonicalize", "SimplifyConstCondBranchPred",
    "SimplifyPassThroughCondBranch", "SimplifyCondBranchIdenticalSuccessors",
    "SimplifyCondBranchFromCondBranchOnSameCondition", "CondBranchTruthPropagation",
    "cond_branch_op_canonicalization_patterns",
]


# =============================================================================
# Helpers
# =============================================================================
def _int_constant(v: Value) -> Optional[int]:
    a = constant_value(v.defining_op)
    if isinstance(a, (A.IntegerAttr, A.BoolAttr)):
        return A.int_value(a)
    return None


def _br(dest: Block, operands, loc) -> Operation:
    return BranchOp(list(operands), [], {}, successors=[dest], loc=loc)


def _cond_br(cond: Value, true_dest: Block, true_ops, false_dest: Block, false_ops,
             weights, loc) -> Operation:
    """``CondBranchOp::create(cond, trueDest, trueOps, falseDest, falseOps)``
    with the given branch weights (None: none)."""
    attrs = {} if weights is None else {"branch_weights": weights}
    return CondBranchOp.build({"condition": cond, "trueDestOperands": list(true_ops),
                               "falseDestOperands": list(false_ops)}, attributes=attrs,
                              successors=[true_dest, false_dest], loc=loc)


def _replace_with(rewriter: Rewriter, op: Operation, new: Operation) -> None:
    """``replaceOpWithNewOp``: the new op goes at the rewriter's insertion
    point, then replaces ``op``."""
    rewriter.insert(new)
    rewriter.replace_op(op, new.results)


def _collapse_branch(successor: Block, operands: list):
    """``collapseBranch``: when ``successor`` holds nothing but a ``cf.br``
    elsewhere whose only users of the block's arguments are that branch,
    the branch's destination and operands (arguments of ``successor`` mapped
    to ``operands``); None otherwise."""
    if len(successor) != 1:
        return None
    branch = successor.terminator
    if not isinstance(branch, BranchOp):
        return None
    for arg in successor.args:
        if any(u.owner is not branch for u in arg.mlir_uses()):
            return None
    # Don't try to collapse branches to infinite loops.
    dest = branch.successors[0]
    if dest is successor:
        return None
    new_ops = list(branch.operands)
    if successor.args:
        new_ops = [operands[v.index] if isinstance(v, BlockArgument) and v.block is successor else v
                   for v in new_ops]
    return dest, new_ops


# =============================================================================
# cf.assert
# =============================================================================
class AssertOpCanonicalize(RewritePattern):
    """``AssertOp::canonicalize``: erase an assertion of constant true."""

    # an op's canonicalize method: MLIR wraps it in a pattern with no debug name
    debug_name = ""
    root = AssertOp
    benefit = 1
    source = "mlir::cf::AssertOp::canonicalize"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        c = _int_constant(op.operand(0))
        if c is None or c & 1 != 1:
            return False
        rewriter.erase_op(op)
        return True


# =============================================================================
# cf.br
# =============================================================================
class BranchOpCanonicalize(RewritePattern):
    """``BranchOp::canonicalize``: merge the destination into this block when
    this branch is its only predecessor (simplifyBrToBlockWithSinglePred);
    otherwise branch straight to where a pass-through destination block
    branches (simplifyPassThroughBr)."""

    # an op's canonicalize method: MLIR wraps it in a pattern with no debug name
    debug_name = ""
    root = BranchOp
    benefit = 1
    source = "mlir::cf::BranchOp::canonicalize"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        succ = op.successors[0]
        parent = op.parent
        if succ is not parent and len(succ.predecessor_edges()) == 1:
            # The branch goes first, then the successor's ops are appended
            # (libtriton 3.6.0's order of events).
            operands = list(op.operands)
            rewriter.erase_op(op)
            rewriter.merge_blocks(succ, parent, operands)
            return True
        if succ is parent:
            return False
        collapsed = _collapse_branch(succ, list(op.operands))
        if collapsed is None:
            return False
        dest, operands = collapsed
        _replace_with(rewriter, op, _br(dest, operands, op.loc))
        return True


# =============================================================================
# cf.cond_br
# =============================================================================
class SimplifyConstCondBranchPred(RewritePattern):
    """``cf.cond_br true/false, ^a, ^b`` -> ``cf.br`` to the taken one."""

    root = CondBranchOp
    benefit = 1
    source = "(anonymous namespace)::SimplifyConstCondBranchPred"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        c = _int_constant(op.operand(0))
        if c is None:
            return False
        idx = 0 if c != 0 else 1
        _replace_with(rewriter, op, _br(op.successors[idx], op.operand_group(1 + idx), op.loc))
        return True


class SimplifyPassThroughCondBranch(RewritePattern):
    """Branch straight to where pass-through destination blocks branch."""

    root = CondBranchOp
    benefit = 1
    source = "(anonymous namespace)::SimplifyPassThroughCondBranch"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        true_dest, false_dest = op.successors
        true_ops, false_ops = op.operand_group(1), op.operand_group(2)
        t = _collapse_branch(true_dest, true_ops)
        f = _collapse_branch(false_dest, false_ops)
        if t is None and f is None:
            return False
        if t is not None:
            true_dest, true_ops = t
        if f is not None:
            false_dest, false_ops = f
        # The branch weights stay (libtriton 3.6.0 keeps them).
        _replace_with(rewriter, op, _cond_br(op.operand(0), true_dest, true_ops, false_dest,
                                             false_ops, op.attributes.get("branch_weights"), op.loc))
        return True


class SimplifyCondBranchIdenticalSuccessors(RewritePattern):
    """Both edges to one block: a ``cf.br``, with ``arith.select`` for the
    operands that differ (only when this block is the destination's unique
    predecessor)."""

    root = CondBranchOp
    benefit = 1
    source = "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        true_dest, false_dest = op.successors
        if true_dest is not false_dest:
            return False
        true_ops, false_ops = op.operand_group(1), op.operand_group(2)
        if len(true_ops) == len(false_ops) and all(a is b for a, b in zip(true_ops, false_ops)):
            _replace_with(rewriter, op, _br(true_dest, true_ops, op.loc))
            return True
        if true_dest.unique_predecessor() is not op.parent:
            return False
        cond = op.operand(0)
        merged = []
        for a, b in zip(true_ops, false_ops):
            if a is b:
                merged.append(a)
            else:
                merged.append(rewriter.create(SelectOp, [cond, a, b], [a.type], loc=op.loc).result)
        _replace_with(rewriter, op, _br(true_dest, merged, op.loc))
        return True


class SimplifyCondBranchFromCondBranchOnSameCondition(RewritePattern):
    """A block whose single predecessor branched to it on the same condition
    knows the condition: its ``cf.cond_br`` becomes a ``cf.br``."""

    root = CondBranchOp
    benefit = 1
    source = "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        current = op.parent
        pred = current.single_predecessor()
        if pred is None:
            return False
        pred_branch = pred.terminator
        if not isinstance(pred_branch, CondBranchOp) or pred_branch.operand(0) is not op.operand(0):
            return False
        idx = 0 if current is pred_branch.successors[0] else 1
        _replace_with(rewriter, op, _br(op.successors[idx], op.operand_group(1 + idx), op.loc))
        return True


class CondBranchTruthPropagation(RewritePattern):
    """In a destination whose only predecessor edge is this branch, uses of
    the condition (by ops directly in that block) become ``true`` /
    ``false``."""

    root = CondBranchOp
    benefit = 1
    source = "(anonymous namespace)::CondBranchTruthPropagation"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        replaced = False
        cond = op.operand(0)
        for dest, value in ((op.successors[0], True), (op.successors[1], False)):
            if dest.single_predecessor() is None:
                continue
            constant = None
            for use in cond.mlir_uses():
                owner = use.owner
                if owner.parent is not dest:
                    continue
                replaced = True
                if constant is None:
                    constant = rewriter.create(ConstantOp, [], [T.i1],
                                               {"value": A.BoolAttr(value)}, loc=op.loc).result
                rewriter.modify_op_in_place(
                    owner, lambda o=owner, i=use.index, c=constant: o.set_operand(i, c))
        return replaced


def cond_branch_op_canonicalization_patterns() -> list:
    """``CondBranchOp::getCanonicalizationPatterns``."""
    return [SimplifyConstCondBranchPred(), SimplifyPassThroughCondBranch(),
            SimplifyCondBranchIdenticalSuccessors(),
            SimplifyCondBranchFromCondBranchOnSameCondition(), CondBranchTruthPropagation()]
