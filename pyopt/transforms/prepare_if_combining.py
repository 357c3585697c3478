"""``-prepare-if-combining``: AMD's pass that moves pure ops out from between two ``scf.if``
of one condition, so that the canonicalizer can merge the two ifs; a port of Triton's
third_party/amd/lib/TritonAMDGPUTransforms/PrepareIfCombining.cpp (Triton 3.7.1 to 3.9.0;
3.6.0 has no such pass: triton-lang/triton#9253 added it).

For each function:

1. Collect its ``scf.if`` ops in MLIR's (post-order) walk and pair each with the next one:
   Triton 3.7 pairs consecutive ifs of the whole walk, and a pair whose ifs lie in different
   blocks is skipped; from 3.8 the ifs are grouped by their block and only consecutive ifs of
   one block are paired (:data:`PAIRS_PER_BLOCK`, triton-lang/triton#9731).  The two differ
   where an if holds ifs, or an op between two ifs does: 3.7 then never pairs the outer ones.
2. For a pair of one condition: every op between the two must be pure (``isPure``:
   speculatable and free of memory effects, :func:`pyopt.ir.effects.is_pure`), there must be
   at least one, and each operand of theirs must be defined by one of them or by an op that
   properly dominates the first if (block arguments always pass).  Then all of them move, in
   order, before the first if.  Values their regions capture are not checked (no release up to
   3.9.0 does, triton-lang/triton#11346 is later): a moved op whose region uses the first if's
   result breaks dominance, and the verifier then rejects the output, as under Triton.
"""

from __future__ import annotations

from pyopt.analysis.dominance import DominanceInfo
from pyopt.dialects.scf.ops import IfOp
from pyopt.dialects.tt.ops import FuncOp
from pyopt.ir.effects import is_pure
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.transforms.pass_base import ModulePass, register_pass

__all__ = ["PrepareIfCombining", "PAIRS_PER_BLOCK", "if_pairs", "handle_if_pair"]

#: Whether the ifs are paired per block (3.8 on) or along the function's whole walk (3.7).
PAIRS_PER_BLOCK = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9731: PrepareIfCombining groups scf.if ops by their parent "
                 "block and pairs only sibling ifs, so nested ifs are not paired with their parent"),
    name="prepare-if-combining: pairs per block")


def if_pairs(func) -> list:
    """The ``(current, next)`` pairs of ``scf.if`` ops of ``func`` the release considers."""
    ifs = [op for op in func.walk(pre_order=False) if isinstance(op, IfOp)]
    if not resolve(PAIRS_PER_BLOCK):
        return [(a, b) for a, b in zip(ifs, ifs[1:]) if a.parent is b.parent]
    by_block: dict = {}
    for op in ifs:
        by_block.setdefault(id(op.parent), []).append(op)
    return [(a, b) for group in by_block.values() for a, b in zip(group, group[1:])]


def handle_if_pair(current: IfOp, nxt: IfOp, dom: DominanceInfo) -> bool:
    """Move the ops between ``current`` and ``nxt`` (one block, one condition)
    before ``current`` when every one is pure and its operands are available
    there; whether anything moved."""
    if current.operand(0) is not nxt.operand(0):
        return False
    between = []
    op = current.next
    while op is not None and op is not nxt:
        if not is_pure(op):
            return False
        between.append(op)
        op = op.next
    if not between:
        return False
    inside = set(map(id, between))
    for op in between:
        for value in op.operands:
            defining = value.defining_op
            if defining is None or id(defining) in inside:
                continue
            if not dom.properly_dominates(defining, current):
                return False
    for op in between:
        op.move_before(current)
    return True


@register_pass
class PrepareIfCombining(ModulePass):
    """Move pure ops from between two scf.if of one condition to before the first (AMD)."""

    name = "prepare-if-combining"
    aliases = ("tritonamdgpu-prepare-if-combining",)
    summary = "Prepare scf.if ops for combining: move the pure ops between two ifs of one condition before them"
    mirrors = "third_party/amd/lib/TritonAMDGPUTransforms/PrepareIfCombining.cpp"
    mlir_name = "TritonAMDGPUPrepareIfCombining"
    anchor = "tt.func"
    registered = Versioned(False, Since((3, 7), True, "triton-lang/triton#9253: the AMD pass "
                                        "tritonamdgpu-prepare-if-combining (make_ttgir runs it after fold-true-cmpi)"),
                           name="pass prepare-if-combining")

    def run(self, module, ctx) -> None:
        for op in module.walk():
            if isinstance(op, FuncOp):
                self.run_on_operation(op, ctx)

    def run_on_operation(self, op, ctx) -> None:
        dom = DominanceInfo()
        for current, nxt in if_pairs(op):
            handle_if_pair(current, nxt, dom)
