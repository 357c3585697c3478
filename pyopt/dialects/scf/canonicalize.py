"""Canonicalization patterns of ``scf.for`` and ``scf.if``, and Triton's dead
loop-argument elimination.

* ``scf::ForOp::getCanonicalizationPatterns`` and ``scf::IfOp::getCanonicalizationPatterns``
  (mlir/lib/Dialect/SCF/IR/SCF.cpp at Triton 3.6.0's LLVM, f6ded0be): the pattern
  list and each pattern's behaviour were checked against libtriton 3.6.0.
* ``populateForOpDeadArgumentElimination`` (lib/Dialect/TritonGPU/Transforms/Utility.cpp,
  Triton 3.6.0 = 4b184ccc).

Every pattern has benefit 1; the functions at the end return them in the C++
registration order.  Where the C++ changes IR behind the rewriter's back
(``Value::replaceAllUsesWith``, ``Region::takeBody``) the port does the same
through the rewriter's unreported variants, so the greedy driver's worklist
evolves as MLIR's does.

``ForOpTensorCastFolder`` (the third ``scf.for`` pattern) is not ported: it
only matches ``tensor.cast`` producers, an op of MLIR's tensor dialect that
TTGIR never contains and pyopt does not model.
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, Region, Value
from pyopt.ir.effects import would_op_be_trivially_dead
from pyopt.ir.common_folders import attr_type, const_int, int_width, m_one, signed, unsigned, value_constant
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.dialects.arith.ops import AddIOp, AndIOp, CmpIOp, ConstantOp, SelectOp, XOrIOp
from pyopt.dialects.cf.ops import BranchOp
from pyopt.dialects.scf.ops import ConditionOp, ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp
from pyopt.ir.interfaces import FunctionOpInterface

__all__ = [
    "ForOpDeadArgElimination", "ForOpIterArgsFolder", "SimplifyTrivialLoops",
    "CombineIfs", "CombineNestedIfs", "ConditionPropagation", "ConvertTrivialIfToSelect",
    "RemoveEmptyElseBranch", "RemoveStaticCondition", "RemoveUnusedResults",
    "ReplaceIfYieldWithConditionOrValue",
    "RemoveLoopInvariantArgsFromBeforeBlock", "RemoveLoopInvariantValueYielded", "WhileCmpCond",
    "WhileConditionTruth", "WhileOpAlignBeforeArgs", "WhileRemoveDuplicatedResults",
    "WhileRemoveUnusedArgs", "WhileUnusedResult", "while_op_canonicalization_patterns",
    "SingleBlockExecuteInliner", "MultiBlockExecuteInliner", "FoldConstantCase",
    "execute_region_op_canonicalization_patterns", "index_switch_op_canonicalization_patterns",
    "for_op_dead_argument_elimination_patterns", "for_op_canonicalization_patterns",
    "if_op_canonicalization_patterns", "static_trip_count",
]


# =============================================================================
# Helpers: IR queries
# =============================================================================
def _parent_region(v: Value) -> Optional[Region]:
    """``Value::getParentRegion``."""
    if isinstance(v, BlockArgument):
        return v.block.parent
    return v.defining_op.parent_region


def _region_is_ancestor(region: Region, other: Optional[Region]) -> bool:
    """``Region::isAncestor``: ``other`` is ``region`` or nested in it."""
    while other is not None:
        if other is region:
            return True
        parent = other.parent
        other = parent.parent_region if parent is not None else None
    return False


def _is_defined_outside(op: Operation, v: Value) -> bool:
    """``LoopLikeOpInterface::isDefinedOutsideOfLoop``."""
    return not op.is_ancestor_of(_parent_region(v).parent)


def _value_loc(v: Value):
    """``Value::getLoc``."""
    if isinstance(v, BlockArgument):
        return v.loc
    return v.defining_op.loc


def _bool_constant(v: Value) -> Optional[bool]:
    """``matchPattern(v, m_Constant(&boolAttr))``: an ``i1`` integer constant."""
    a = value_constant(v)
    if isinstance(a, A.BoolAttr):
        return a.value
    if isinstance(a, A.IntegerAttr) and a.type == T.i1:
        return bool(a.value & 1)
    return None


def _int_constant(v: Value) -> Optional[int]:
    """``matchPattern(v, m_ConstantInt(&apint))`` as the unsigned bit pattern
    of the APInt (``index`` is 64 bits wide)."""
    a = value_constant(v)
    c = const_int(a)
    return None if c is None else unsigned(c, int_width(attr_type(a)))


# =============================================================================
# Helpers: building
# =============================================================================
def _yield(operands, loc) -> Operation:
    return YieldOp(list(operands), [], {}, loc=loc)


def _create_for(rewriter: Rewriter, old: Operation, inits: list) -> Operation:
    """``ForOp::create(rewriter, loc, lb, ub, step, inits, nullptr, unsignedCmp)``
    followed by ``setAttrs(old->getAttrs())``: the body block has the induction
    variable (at the loop's location) and one argument per init (at the init's
    location), and a terminator only when there are no inits."""
    lb, ub, step = old.operands[:3]
    block = Block([lb.type] + [v.type for v in inits], [old.loc] + [_value_loc(v) for v in inits])
    region = Region(blocks=[block])
    if not inits:
        # ForOp::ensureTerminator goes through the rewriter: the listener hears
        # of the implicit scf.yield before it hears of the scf.for.
        _insert_detached(rewriter, block, _yield([], old.loc))
    return rewriter.create(ForOp, [lb, ub, step, *inits], [v.type for v in inits],
                           dict(old.attributes), regions=[region], loc=old.loc)


def _insert_detached(rewriter: Rewriter, block: Block, op: Operation) -> None:
    """Insert ``op`` at the end of ``block``, which belongs to an op not built
    yet, through the rewriter (reported as inserted), keeping its insertion
    point (``OpBuilder::InsertionGuard`` in the C++ builders)."""
    ip = rewriter.save()
    rewriter.set_insertion_point_to_end(block)
    rewriter.insert(op)
    rewriter.restore(ip)


def _create_if_then_erased(rewriter: Rewriter, loc, types, cond: Value) -> Operation:
    """``IfOp::create(rewriter, loc, types, cond, /*withElseRegion=*/false)``
    followed by ``rewriter.eraseBlock`` of the then block it makes: both
    regions end up empty.  Without result types the builder puts an implicit
    ``scf.yield`` in that block (``ensureTerminator``, through the rewriter),
    so the listener hears of its insertion before the ``scf.if``'s and of its
    erasure after."""
    then_region = Region()
    then_block = then_region.add_block(Block())
    if not types:
        _insert_detached(rewriter, then_block, _yield([], loc))
    if_op = rewriter.create(IfOp, [cond], list(types), {}, regions=[then_region, Region()],
                            loc=loc)
    rewriter.erase_block(if_op.regions[0].blocks[0])
    return if_op


def _create_if(rewriter: Rewriter, loc, types, cond: Value) -> Operation:
    """``IfOp::create(rewriter, loc, types, cond)``: both regions empty."""
    return rewriter.create(IfOp, [cond], list(types), {}, regions=[Region(), Region()],
                           loc=loc)


def _replace_op_with_region(rewriter: Rewriter, op: Operation, region: Region,
                            block_args=()) -> None:
    """``replaceOpWithRegion`` (SCF.cpp): inline the single block of ``region``
    before ``op``, replace ``op`` by what its terminator yields, erase the
    terminator."""
    block = region.blocks[0]
    terminator = block.terminator
    rewriter.inline_block_before(block, op, block_args)
    rewriter.replace_op(op, terminator.operands)
    rewriter.erase_op(terminator)


def _then_block(if_op: Operation) -> Block:
    return if_op.regions[0].blocks[-1]


def _else_block(if_op: Operation) -> Optional[Block]:
    r = if_op.regions[1]
    return r.blocks[-1] if r.blocks else None


# =============================================================================
# Triton: ForOpDeadArgElimination
# =============================================================================
class ForOpDeadArgElimination(RewritePattern):
    """Find the iteration arguments of an ``scf.for`` whose values never reach
    a used result or an op with side effects (liveness propagated backwards
    from the used results and from every op that would not be trivially dead,
    through nested loops and ifs), and make their ``scf.yield`` operand the
    block argument itself.  The now unused computations, arguments and results
    are left for dead-code elimination and :class:`ForOpIterArgsFolder`."""

    root = ForOp
    benefit = 1
    source = "mlir::(anonymous namespace)::ForOpDeadArgElimination"

    def match_and_rewrite(self, for_op: Operation, rewriter: Rewriter) -> bool:
        block = for_op.regions[0].blocks[0]
        yield_op = block.terminator
        # Assume that nothing is live at the beginning and mark values as live
        # based on uses.
        alive: set = set()
        queue: list = []

        def mark_live(v: Value) -> None:
            if not for_op.is_ancestor_of(_parent_region(v).parent):
                return
            if v not in alive:
                alive.add(v)
                queue.append(v)

        # Mark all yield operands as live if the associated result has any use.
        for i, r in enumerate(for_op.results):
            if r.uses:
                mark_live(yield_op.operand(i))
        if len(alive) == len(for_op.results):
            return False
        # Operations with side-effects are always live.  Mark all their operands as live.
        for region_op in for_op.regions[0].blocks[0].ops:
            for op in region_op.walk(pre_order=False):
                if not isinstance(op, (YieldOp, ForOp)) and not would_op_be_trivially_dead(op):
                    for v in op.operands:
                        mark_live(v)
        # Propagate the live property until reaching a fixed point.
        while queue:
            value = queue.pop()
            d = value.defining_op
            if isinstance(d, ForOp):
                n = value.index
                mark_live(d.operand(3 + n))  # the tied init
                mark_live(d.regions[0].blocks[0].terminator.operand(n))
                continue
            if isinstance(d, IfOp):
                n = value.index
                # mark condition as live.
                mark_live(d.operand(0))
                mark_live(_then_block(d).terminator.operand(n))
                mark_live(_else_block(d).terminator.operand(n))
                continue
            if d is not None:
                if isinstance(d, WhileOp):  # TODO (upstream): support while ops.
                    return False
                for v in d.operands:
                    mark_live(v)
                continue
            # If a block argument is live then the associated yield operand
            # and loop operand are live.
            owner = value.block.parent_op
            if isinstance(owner, ForOp):
                if value.index < 1:
                    continue
                it = value.index - 1
                mark_live(owner.regions[0].blocks[0].terminator.operand(it))
                mark_live(owner.operand(3 + it))
        dead = []
        for i, v in enumerate(yield_op.operands):
            if v in alive:
                continue
            if v is block.args[i + 1]:
                continue
            # A yield operand defined outside the loop is only dead when it is
            # the init itself: otherwise the result depends on whether the
            # loop runs at all.
            if (not for_op.is_ancestor_of(_parent_region(v).parent)
                    and v is not for_op.operand(3 + i)):
                continue
            dead.append(i)
        if not dead:
            return False

        def set_dead_yields() -> None:
            # Yield the argument itself; operations and arguments are left to
            # dead code elimination.
            for i in dead:
                yield_op.set_operand(i, block.args[i + 1])

        rewriter.modify_op_in_place(for_op, set_dead_yields)
        return True


# =============================================================================
# scf.for
# =============================================================================
class ForOpIterArgsFolder(RewritePattern):
    """Drop iteration arguments that are forwarded unchanged (the body yields
    the argument itself, or the loop's init), that nobody uses (neither the
    argument nor the result), or that duplicate an earlier kept argument (same
    init and same yielded value).  Builds a new ``scf.for`` and moves the body."""

    root = ForOp
    benefit = 1
    source = "(anonymous namespace)::ForOpIterArgsFolder"

    def match_and_rewrite(self, for_op: Operation, rewriter: Rewriter) -> bool:
        block = for_op.regions[0].blocks[0]
        yield_op = block.terminator
        canonicalize = False
        keep_mask: list = []
        transfer: list = [None]  # induction variable placeholder
        new_iter_args: list = []
        new_yields: list = []
        new_results: list = []
        init_yield_to_arg: dict = {}
        for i, r in enumerate(for_op.results):
            init, arg = for_op.operand(3 + i), block.args[1 + i]
            # Read live, as the C++ range over the yield's operands: an earlier
            # duplicate's replacement may have changed it.
            yielded = yield_op.operand(i)
            # Forwarded: the argument is yielded, the init is yielded, or
            # neither the argument nor the result is used.
            if arg is yielded or init is yielded or (not arg.uses and not r.uses):
                canonicalize = True
                keep_mask.append(False)
                transfer.append(init)
                new_results.append(init)
                continue
            # A previous kept argument always has the same values for init and
            # yielded values.
            same = init_yield_to_arg.get((init, yielded))
            if same is not None:
                canonicalize = True
                keep_mask.append(False)
                rewriter.replace_all_uses_with(arg, same[0])
                rewriter.replace_all_uses_with(r, same[1])
                # The replacement value doesn't matter because there are no uses.
                transfer.append(init)
                new_results.append(init)
                continue
            init_yield_to_arg[(init, yielded)] = (arg, r)
            keep_mask.append(True)
            new_iter_args.append(init)
            new_yields.append(yielded)
            transfer.append(None)
            new_results.append(None)
        if not canonicalize:
            return False

        rewriter.set_insertion_point(for_op)
        new_for = _create_for(rewriter, for_op, new_iter_args)
        new_block = new_for.regions[0].blocks[0]
        transfer[0] = new_block.args[0]
        collapsed = 0
        for idx in range(len(new_results)):
            if transfer[1 + idx] is None:
                transfer[1 + idx] = new_block.args[1 + collapsed]
                new_results[idx] = new_for.results[collapsed]
                collapsed += 1

        if not new_iter_args:
            # The new loop already has an empty terminator: move the body in
            # front of it and drop the old one.
            new_yield = new_block.terminator
            rewriter.inline_block_before(block, new_yield, transfer)
            rewriter.erase_op(new_yield.prev)
            rewriter.replace_op(for_op, new_results)
            return True

        rewriter.merge_blocks(block, new_block, transfer)
        merged_yield = new_block.terminator
        ip = rewriter.save()
        rewriter.set_insertion_point(merged_yield)
        filtered = [merged_yield.operand(i) for i, keep in enumerate(keep_mask) if keep]
        rewriter.insert(_yield(filtered, merged_yield.loc))
        rewriter.restore(ip)
        rewriter.erase_op(merged_yield)
        rewriter.replace_op(for_op, new_results)
        return True


def _compute_ub_minus_lb(lb: Value, ub: Value, is_signed: bool, width: int) -> Optional[int]:
    """``computeUbMinusLb`` (SCF.cpp): ``ub = arith.addi lb, C`` with the
    no-wrap flag of the comparison's signedness gives ``C``."""
    add = ub.defining_op
    if not isinstance(add, AddIOp):
        return None
    flags = add.attributes.get("overflowFlags")
    bits = getattr(flags, "bits", 0)
    if (is_signed and not bits & 1) or (not is_signed and not bits & 2):  # nsw / nuw
        return None
    if add.operand(0) is not lb:
        return None
    c = _int_constant(add.operand(1))
    return None if c is None else c & ((1 << width) - 1)


def static_trip_count(for_op: Operation) -> Optional[int]:
    """``ForOp::getStaticTripCount``: ``constantTripCount(lb, ub, step,
    isSigned = !unsignedCmp, computeUbMinusLb)`` (mlir/lib/Dialect/Utils/
    StaticValueUtils.cpp), as the unsigned bit pattern of the bounds' width, or
    None when unknown.  Integer arithmetic wraps at that width as APInt's does
    (a signed difference that overflows counts as negative: zero trips)."""
    lb, ub, step = for_op.operands[:3]
    is_signed = "unsignedCmp" not in for_op.attributes
    width = int_width(lb.type)
    mask = (1 << width) - 1
    if lb is ub:
        return 0
    step_c = _int_constant(step)
    if step_c is not None:
        if step_c == 0:
            return 0
        if signed(step_c, width) < 0:
            return 0
    lb_c, ub_c = _int_constant(lb), _int_constant(ub)
    if lb_c is not None:
        # If one of the bounds is not a constant, we can't compute the trip count.
        if ub_c is None:
            return None
        lo = signed(lb_c, width) if is_signed else lb_c
        hi = signed(ub_c, width) if is_signed else ub_c
        if hi <= lo:
            return 0
        diff, diff_signed = (ub_c - lb_c) & mask, is_signed
    else:
        if ub_c is not None:
            return None
        diff = _compute_ub_minus_lb(lb, ub, is_signed, width)
        if diff is None:
            return None
        diff_signed = True  # a default-constructed APSInt is signed
    if diff_signed and signed(diff, width) < 0:
        return 0
    if step_c is None:
        return None
    # APInt::sdiv / srem: truncating signed division.
    a, b = signed(diff, width), signed(step_c, width)
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    r = a - q * b
    trip = q & mask
    if r != 0:
        trip = (trip + 1) & mask
    return trip


class SimplifyTrivialLoops(RewritePattern):
    """Erase a loop with a static trip count of 0 (its results are its inits),
    inline the body of a loop that runs once, and replace an empty loop that
    only yields values defined outside it by those values."""

    root = ForOp
    benefit = 1
    source = "(anonymous namespace)::SimplifyTrivialLoops"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        trip = static_trip_count(op)
        if trip is None:
            return False  # can't compute constant trip count
        inits = op.operands[3:]
        if trip == 0:
            rewriter.replace_op(op, inits)
            return True
        if signed(trip, int_width(op.operand(0).type)) == 1:
            _replace_op_with_region(rewriter, op, op.regions[0], [op.operand(0), *inits])
            return True
        # Now we are left with loops that have more than 1 iterations.
        block = op.regions[0].blocks[0]
        if len(block) != 1:
            return False
        # The loop is empty and iterates at least once: if it only returns
        # values defined outside of the loop, replace it by them.
        yielded = block.terminator.operands
        if any(not _is_defined_outside(op, v) for v in yielded):
            return False
        rewriter.replace_op(op, yielded)
        return True


# =============================================================================
# scf.if
# =============================================================================
class RemoveUnusedResults(RewritePattern):
    """Rebuild an ``scf.if`` without its unused results."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::RemoveUnusedResults"

    @staticmethod
    def _transfer_body(source: Block, dest: Block, used: list, rewriter: Rewriter) -> None:
        # Move all operations to the destination block.
        rewriter.merge_blocks(source, dest)
        # Replace the yield op by one that returns only the used values.
        y = dest.terminator
        used_operands = [y.operand(r.index) for r in used]
        rewriter.modify_op_in_place(y, lambda: y.set_operands(used_operands))

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        used = [r for r in op.results if r.uses]
        # Replace the operation if only a subset of its results have uses.
        if len(used) == len(op.results):
            return False
        # A replacement with empty then and else blocks.
        rewriter.set_insertion_point(op)
        new_op = _create_if(rewriter, op.loc, [r.type for r in used], op.operand(0))
        new_then = rewriter.create_block(new_op.regions[0])
        new_else = rewriter.create_block(new_op.regions[1])
        # Move the bodies and replace the terminators (there is an else
        # region since the operation returns results).
        self._transfer_body(op.regions[0].blocks[0], new_then, used, rewriter)
        self._transfer_body(op.regions[1].blocks[0], new_else, used, rewriter)
        rep: list = [None] * len(op.results)
        for i, r in enumerate(used):
            rep[r.index] = new_op.results[i]
        rewriter.replace_op(op, rep)
        return True


class RemoveStaticCondition(RewritePattern):
    """``scf.if`` on a constant condition: inline the region taken (or erase
    the op when that is a missing else)."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::RemoveStaticCondition"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        cond = _bool_constant(op.operand(0))
        if cond is None:
            return False
        if cond:
            _replace_op_with_region(rewriter, op, op.regions[0])
        elif op.regions[1].blocks:
            _replace_op_with_region(rewriter, op, op.regions[1])
        else:
            rewriter.erase_op(op)
        return True


class ConvertTrivialIfToSelect(RewritePattern):
    """Hoist the results whose yielded values are both defined outside the
    ``scf.if`` to an ``arith.select`` (or to the value itself when both sides
    yield the same value); the if keeps the other results."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::ConvertTrivialIfToSelect"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        if not op.results:
            return False
        cond = op.operand(0)
        then_args = _then_block(op).terminator.operands
        else_args = _else_block(op).terminator.operands
        then_region, else_region = op.regions
        non_hoistable = [t.type for t, f in zip(then_args, else_args)
                         if _parent_region(t) is then_region or _parent_region(f) is else_region]
        # Early exit if there aren't any yielded values we can hoist outside the if.
        if len(non_hoistable) == len(op.results):
            return False

        # IfOp::create(.., withElseRegion=false) then erasing its then block:
        # both regions end up empty before taking the old bodies.
        rewriter.set_insertion_point(op)
        replacement = _create_if_then_erased(rewriter, op.loc, non_hoistable, cond)
        rewriter.take_body(replacement.regions[0], then_region)
        rewriter.take_body(replacement.regions[1], else_region)

        results: list = [None] * len(op.results)
        true_yields: list = []
        false_yields: list = []
        rewriter.set_insertion_point(replacement)
        for i, (t, f) in enumerate(zip(then_args, else_args)):
            if (_parent_region(t) is replacement.regions[0]
                    or _parent_region(f) is replacement.regions[1]):
                results[i] = replacement.results[len(true_yields)]
                true_yields.append(t)
                false_yields.append(f)
            elif t is f:
                results[i] = t
            else:
                results[i] = rewriter.create(SelectOp, [cond, t, f], [t.type],
                                             loc=op.loc).result

        for region, yields in ((replacement.regions[0], true_yields),
                               (replacement.regions[1], false_yields)):
            old_yield = region.blocks[-1].terminator
            rewriter.set_insertion_point_to_end(region.blocks[-1])
            rewriter.insert(_yield(yields, old_yield.loc))
            rewriter.replace_op(old_yield, [])
        rewriter.replace_op(op, results)
        return True


class ConditionPropagation(RewritePattern):
    """Inside the then (else) region of an ``scf.if``, uses of its condition
    become ``true`` (``false``) constants."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::ConditionPropagation"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        cond = op.operand(0)
        # Early exit if the condition is constant since replacing a constant
        # in the body with another constant isn't a simplification.
        if value_constant(cond) is not None:
            return False
        changed = False
        constants: dict = {}  # at most one true and one false constant
        rewriter.set_insertion_point(op)
        then_region, else_region = op.regions[0], op.regions[1]
        branch_of = _BranchOf(op)
        for use in cond.mlir_uses():
            owner = use.owner
            # (Region::isAncestor of each branch, answered for all uses in one pass up the tree)
            region = branch_of(owner.parent_region)
            if region is None:
                continue
            value = region is then_region
            changed = True
            c = constants.get(value)
            if c is None:
                c = constants[value] = rewriter.create(
                    ConstantOp, [], [T.i1], {"value": A.BoolAttr(value)},
                    loc=op.loc).result
            idx = use.index
            rewriter.modify_op_in_place(owner, lambda o=owner, i=idx, c=c: o.set_operand(i, c))
        return changed


class _BranchOf:
    """Which region of ``op`` (then or else) holds a region: the region itself or one
    of its ancestors, as ``Region::isAncestor`` asks of each branch; None if neither.
    Each region's answer is kept, so classifying all the uses of a value climbs each
    level of nesting once, not once per use (asking ``isAncestor`` per use and
    branch takes time quadratic in the depth for one scf.if, cubic for a nest of
    them; the answers are the same).  Valid while the nesting does not change."""

    def __init__(self, op: Operation):
        self.known: dict = {id(r): r for r in op.regions}
        # the regions around op hold nothing of op's
        r = op.parent_region
        while r is not None and id(r) not in self.known:
            self.known[id(r)] = None
            p = r.parent
            r = p.parent_region if p is not None else None

    def __call__(self, region: Optional[Region]) -> Optional[Region]:
        known = self.known
        path = []
        while region is not None and id(region) not in known:
            path.append(region)
            p = region.parent
            region = p.parent_region if p is not None else None
        found = known[id(region)] if region is not None else None
        for r in path:
            known[id(r)] = found
        return found


class ReplaceIfYieldWithConditionOrValue(RewritePattern):
    """A result both branches yield the same value for becomes that value; a
    result yielding ``true``/``false`` (``false``/``true``) becomes the
    condition (its negation).  The if keeps the results, now unused."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        # Early exit if there are no results that could be replaced.
        if not op.results:
            return False
        true_yield = op.regions[0].blocks[-1].terminator
        false_yield = op.regions[1].blocks[-1].terminator
        rewriter.set_insertion_point(op)
        changed = False
        for t, f, r in zip(true_yield.operands, false_yield.operands, op.results):
            # The C++ calls Value::replaceAllUsesWith, which the driver is not told about.
            if t is f:
                if r.uses:
                    rewriter.replace_all_uses_unreported(r, t)
                    changed = True
                continue
            tv, fv = _bool_constant(t), _bool_constant(f)
            if tv is None or fv is None:
                continue
            if not tv and fv:
                if r.uses:
                    # The true constant is materialized by the dialect of the
                    # yielded constant (arith), then the xor is built.
                    one = rewriter.create(ConstantOp, [], [T.i1],
                                          {"value": A.BoolAttr(True)}, loc=op.loc)
                    not_cond = rewriter.create(XOrIOp, [op.operand(0), one.result], [T.i1],
                                               loc=op.loc)
                    rewriter.replace_all_uses_unreported(r, not_cond.result)
                    changed = True
            if tv and not fv:
                if r.uses:
                    rewriter.replace_all_uses_unreported(r, op.operand(0))
                    changed = True
        return changed


class CombineIfs(RewritePattern):
    """Merge an ``scf.if`` into the immediately preceding one when they test
    the same condition (or one tests its negation, ``xori c, 1``): the new if
    runs the first body then the second in each branch and yields both sets
    of results."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::CombineIfs"

    def match_and_rewrite(self, next_if: Operation, rewriter: Rewriter) -> bool:
        prev_if = next_if.prev
        if not isinstance(prev_if, IfOp):
            return False
        next_cond, prev_cond = next_if.operand(0), prev_if.operand(0)
        # The logical then/else blocks when prev_if's condition is used; None
        # means the block does not exist in that case (e.g. empty else).
        next_then: Optional[Block] = None
        next_else: Optional[Block] = None
        if next_cond is prev_cond:
            next_then = _then_block(next_if)
            next_else = _else_block(next_if)
        for xor_cond, other in ((next_cond, prev_cond), (prev_cond, next_cond)):
            notv = xor_cond.defining_op
            if (isinstance(notv, XOrIOp) and notv.operand(0) is other
                    and m_one(value_constant(notv.operand(1)))):
                next_else = _then_block(next_if)
                if next_if.regions[1].blocks:
                    next_then = _else_block(next_if)
        if next_then is None and next_else is None:
            return False

        prev_else_yielded = _else_block(prev_if).terminator.operands if prev_if.regions[1].blocks else []
        # Replace all uses of prev_if's results inside next_if by the values yielded.
        for r, then_v, else_v in zip(prev_if.results, _then_block(prev_if).terminator.operands,
                                     prev_else_yielded):
            for use in r.mlir_uses():
                owner_region = use.owner.parent_region
                if next_then is not None and _region_is_ancestor(next_then.parent, owner_region):
                    new = then_v
                elif next_else is not None and _region_is_ancestor(next_else.parent, owner_region):
                    new = else_v
                else:
                    continue
                rewriter.modify_op_in_place(
                    use.owner, lambda o=use.owner, i=use.index, v=new: o.set_operand(i, v))

        merged_types = prev_if.result_types + next_if.result_types
        # IfOp::create(.., hasElse=false) then erasing its then block.
        rewriter.set_insertion_point(next_if)
        combined = _create_if_then_erased(rewriter, next_if.loc, merged_types, prev_cond)
        c_then, c_else = combined.regions
        rewriter.inline_region_before(prev_if.regions[0], c_then, None)
        if next_then is not None:
            self._merge_into(rewriter, next_then, c_then.blocks[-1])
        rewriter.inline_region_before(prev_if.regions[1], c_else, None)
        if next_else is not None:
            if not c_else.blocks:
                rewriter.inline_region_before(next_else.parent, c_else, None)
            else:
                self._merge_into(rewriter, next_else, c_else.blocks[-1])

        n_prev = len(prev_if.results)
        rewriter.replace_op(prev_if, combined.results[:n_prev])
        rewriter.replace_op(next_if, combined.results[n_prev:])
        return True

    @staticmethod
    def _merge_into(rewriter: Rewriter, source: Block, dest: Block) -> None:
        """Append ``source`` to ``dest``; one yield of both yields' operands."""
        first, second = dest.terminator, source.terminator
        rewriter.merge_blocks(source, dest)
        rewriter.set_insertion_point_to_end(dest)
        rewriter.insert(_yield(first.operands + second.operands, second.loc))
        rewriter.erase_op(first)
        rewriter.erase_op(second)


class RemoveEmptyElseBranch(RewritePattern):
    """Drop the else region of a result-less ``scf.if`` when it only yields."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::RemoveEmptyElseBranch"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        # Cannot remove else region when there are operation results.
        if op.results:
            return False
        else_block = _else_block(op)
        if else_block is None or len(else_block) != 1:
            return False
        rewriter.set_insertion_point(op)
        # cloneWithoutRegions
        new_if = rewriter.create(type(op), op.operands, [], dict(op.attributes),
                                 regions=[Region(), Region()], loc=op.loc)
        rewriter.inline_region_before(op.regions[0], new_if.regions[0], None)
        rewriter.erase_op(op)
        return True


class CombineNestedIfs(RewritePattern):
    """``scf.if %a { scf.if %b {..} }`` -> ``scf.if (%a and %b) {..}`` when the
    outer then block holds only the inner if and both else blocks (if any)
    only yield.  Results the outer if yields from outside become selects on
    ``%a``."""

    root = IfOp
    benefit = 1
    source = "(anonymous namespace)::CombineNestedIfs"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        then_block = _then_block(op)
        # Nested `if` must be the only op in block.
        if len(then_block) != 2:
            return False
        # If there is an else block, it can only yield
        else_block = _else_block(op)
        if else_block is not None and len(else_block) != 1:
            return False
        nested_if = then_block.first
        if not isinstance(nested_if, IfOp):
            return False
        nested_else = _else_block(nested_if)
        if nested_else is not None and len(nested_else) != 1:
            return False

        then_yield = list(then_block.terminator.operands)
        else_yield = list(else_block.terminator.operands) if else_block is not None else []
        # Indices whose value yielded in the else becomes a select.
        upgrade_to_select = []
        # A value of the inner if may only be yielded when the inner else
        # yields what the outer else yields; then the combined if yields the
        # inner then value.
        for i, v in enumerate(then_yield):
            if v.defining_op is nested_if:
                if nested_else.terminator.operand(v.index) is not else_yield[i]:
                    return False
                then_yield[i] = _then_block(nested_if).terminator.operand(v.index)
                continue
            # Otherwise the then value must be defined outside the outer if,
            # and a select on the outer condition keeps the result right when
            # the inner condition is false.
            if _parent_region(v) is op.regions[0]:
                return False
            upgrade_to_select.append(i)

        loc = op.loc
        rewriter.set_insertion_point(op)
        new_cond = rewriter.create(AndIOp, [op.operand(0), nested_if.operand(0)], [T.i1],
                                   loc=loc)
        new_if = _create_if(rewriter, loc, op.result_types, new_cond.result)
        new_then = rewriter.create_block(new_if.regions[0])
        results = list(new_if.results)
        rewriter.set_insertion_point(new_if)
        for idx in upgrade_to_select:
            results[idx] = rewriter.create(SelectOp, [op.operand(0), then_yield[idx],
                                                            else_yield[idx]],
                                           [then_yield[idx].type], loc=op.loc).result
        rewriter.merge_blocks(_then_block(nested_if), new_then)
        old_yield = new_then.terminator
        rewriter.set_insertion_point_to_end(new_then)
        rewriter.insert(_yield(then_yield, old_yield.loc))
        rewriter.replace_op(old_yield, [])
        if else_yield:
            rewriter.create_block(new_if.regions[1])
            rewriter.insert(_yield(else_yield, loc))
        rewriter.replace_op(op, results)
        return True


# =============================================================================
# scf.while
# =============================================================================
def _replace_condition(rewriter: Rewriter, cond_op: Operation, args) -> None:
    """``replaceOpWithNewOp<ConditionOp>(cond, cond.getCondition(), args)``
    at the old terminator, the builder's insertion point kept."""
    ip = rewriter.save()
    rewriter.set_insertion_point(cond_op)
    new = rewriter.insert(ConditionOp([cond_op.operand(0), *args], [], {}, loc=cond_op.loc))
    rewriter.replace_op(cond_op, new.results)
    rewriter.restore(ip)


def _replace_yield(rewriter: Rewriter, yield_op: Operation, args) -> None:
    """``replaceOpWithNewOp<YieldOp>(yield, args)`` at the old terminator."""
    ip = rewriter.save()
    rewriter.set_insertion_point(yield_op)
    new = rewriter.insert(_yield(args, yield_op.loc))
    rewriter.replace_op(yield_op, new.results)
    rewriter.restore(ip)


def _create_while(rewriter: Rewriter, loc, result_types, inits, with_blocks: bool) -> Operation:
    """``WhileOp::create(rewriter, loc, resultTypes, inits)``: the ODS builder
    leaves both regions empty; with ``with_blocks`` (the custom builder with
    null body builders) the before block gets one argument per init (at the
    init's location) and the after block one per result (at ``loc``)."""
    if with_blocks:
        before = Region(blocks=[Block([v.type for v in inits], [_value_loc(v) for v in inits])])
        after = Region(blocks=[Block(list(result_types), [loc] * len(result_types))])
        regions = [before, after]
    else:
        regions = [Region(), Region()]
    return rewriter.create(WhileOp, list(inits), list(result_types), {}, regions=regions, loc=loc)


class RemoveLoopInvariantArgsFromBeforeBlock(RewritePattern):
    """A before-block argument is loop invariant when the after block yields
    the while's init for it, or yields an after-block argument that the
    condition forwarded from that very before argument (or from its init):
    such arguments are dropped and their uses take the init."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::RemoveLoopInvariantArgsFromBeforeBlock"

    @staticmethod
    def _invariant(i, init, yielded, after_block, cond_args, before_args) -> bool:
        if yielded is init:
            return True
        if isinstance(yielded, BlockArgument) and yielded.block is after_block:
            c = cond_args[yielded.index]
            return c is before_args[i] or c is init
        return False

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        after_block = op.regions[1].blocks[0]
        before_block = op.regions[0].blocks[0]
        before_args = list(before_block.args)
        cond_args = before_block.terminator.operands[1:]
        yield_op = after_block.terminator
        yield_args = yield_op.operands
        pairs = list(zip(op.operands, yield_args))
        if not any(self._invariant(i, init, y, after_block, cond_args, before_args)
                   for i, (init, y) in enumerate(pairs)):
            return False
        new_inits, new_yields, new_locs = [], [], []
        invariant: dict = {}
        for i, (init, y) in enumerate(pairs):
            if self._invariant(i, init, y, after_block, cond_args, before_args):
                invariant[i] = init
                continue
            new_inits.append(init)
            new_yields.append(y)
            new_locs.append(before_args[i].loc)
        _replace_yield(rewriter, yield_op, new_yields)
        new_while = _create_while(rewriter, op.loc, op.result_types, new_inits, False)
        new_before = rewriter.create_block(new_while.regions[0], [v.type for v in new_yields],
                                           new_locs)
        repl, j = [], 0
        for i in range(len(before_args)):
            if i in invariant:
                repl.append(invariant[i])
            else:
                repl.append(new_before.args[j])
                j += 1
        rewriter.merge_blocks(before_block, new_before, repl)
        rewriter.inline_region_before(op.regions[1], new_while.regions[1], None)
        rewriter.replace_op(op, new_while.results)
        return True


class RemoveLoopInvariantValueYielded(RewritePattern):
    """Values the condition forwards from outside the before block are loop
    invariant: the matching after-block argument and result become the value
    itself."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::RemoveLoopInvariantValueYielded"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        before_block = op.regions[0].blocks[0]
        cond_op = before_block.terminator
        cond_args = cond_op.operands[1:]
        if all(v.parent_block is before_block for v in cond_args):
            return False
        after_block = op.regions[1].blocks[0]
        after_args = list(after_block.args)
        new_cond_args, new_types, new_locs = [], [], []
        invariant: dict = {}
        for i, v in enumerate(cond_args):
            if v.parent_block is not before_block:
                invariant[i] = v
            else:
                new_cond_args.append(v)
                new_types.append(v.type)
                new_locs.append(after_args[i].loc)
        _replace_condition(rewriter, cond_op, new_cond_args)
        new_while = _create_while(rewriter, op.loc, new_types, op.operands, False)
        new_after = rewriter.create_block(new_while.regions[1], new_types, new_locs)
        arg_repl, results, j = [], [], 0
        for i in range(len(after_args)):
            if i in invariant:
                arg_repl.append(invariant[i])
                results.append(invariant[i])
            else:
                arg_repl.append(new_after.args[j])
                results.append(new_while.results[j])
                j += 1
        rewriter.merge_blocks(after_block, new_after, arg_repl)
        rewriter.inline_region_before(op.regions[0], new_while.regions[0],
                                      None)
        rewriter.replace_op(op, results)
        return True


class WhileConditionTruth(RewritePattern):
    """An after-block argument that receives the condition itself is ``true``
    in the after block."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::WhileConditionTruth"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        term = op.regions[0].blocks[0].terminator
        cond = term.operand(0)
        true_v = None
        replaced = False
        for v, arg in zip(term.operands[1:], op.regions[1].blocks[0].args):
            if v is cond and arg.uses:
                if true_v is None:
                    true_v = rewriter.create(ConstantOp, [], [cond.type],
                                             {"value": A.BoolAttr(True)}, loc=op.loc).result
                rewriter.replace_all_uses_with(arg, true_v)
                replaced = True
        return replaced


# arith.cmpi predicate -> its negation (arith::invertPredicate)
_INVERT_CMPI = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}


class WhileCmpCond(RewritePattern):
    """When the condition is ``cmpi pred, a, b`` and ``a`` (or ``b``) is
    forwarded to the after block, a ``cmpi`` there of that argument against
    the same other operand with the same (inverse) predicate is ``true``
    (``false``)."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::WhileCmpCond"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        term = op.regions[0].blocks[0].terminator
        cmp = term.operand(0).defining_op
        if not isinstance(cmp, CmpIOp):
            return False
        pred = cmp.attributes["predicate"].value
        changed = False
        for v, arg in zip(term.operands[1:], op.regions[1].blocks[0].args):
            for idx in range(2):
                if v is not cmp.operand(idx):
                    continue
                for use in arg.mlir_uses():
                    cmp2 = use.owner
                    if not isinstance(cmp2, CmpIOp) or cmp2.parent is None:
                        continue
                    if cmp2.operand(1 - idx) is not cmp.operand(1 - idx):
                        continue
                    pred2 = cmp2.attributes["predicate"].value
                    if pred2 == pred:
                        same = True
                    elif pred2 == _INVERT_CMPI[pred]:
                        same = False
                    else:
                        continue
                    # arith.constant (ConstantIntOp, i1) at the rewriter's
                    # insertion point: before the while.
                    c = rewriter.create(ConstantOp, [], [T.i1], {"value": A.BoolAttr(same)},
                                        loc=cmp2.loc)
                    rewriter.replace_op(cmp2, c.results)
                    changed = True
        return changed


class WhileUnusedResult(RewritePattern):
    """Drop the forwarded values whose result and after-block argument are
    both unused."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::WhileUnusedResult"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        term = op.regions[0].blocks[0].terminator
        after_block = op.regions[1].blocks[0]
        kept, new_types, new_args = [], [], []
        need = False
        for i, (r, a, t) in enumerate(zip(op.results, after_block.args, term.operands[1:])):
            if not r.uses and not a.uses:
                need = True
            else:
                kept.append(i)
                new_args.append(t)
                new_types.append(r.type)
        if not need:
            return False
        _replace_condition(rewriter, term, new_args)
        new_while = _create_while(rewriter, op.loc, new_types, op.operands, False)
        new_after = rewriter.create_block(new_while.regions[1], new_types, [op.loc] * len(new_types))
        results: list = [None] * len(op.results)
        arg_repl: list = [None] * len(op.results)
        for k, i in enumerate(kept):
            results[i] = new_while.results[k]
            arg_repl[i] = new_after.args[k]
        rewriter.inline_region_before(op.regions[0], new_while.regions[0],
                                      None)
        rewriter.merge_blocks(after_block, new_after, arg_repl)
        rewriter.replace_op(op, results)
        return True


class WhileRemoveDuplicatedResults(RewritePattern):
    """Forward each distinct condition argument once."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::WhileRemoveDuplicatedResults"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        cond_op = op.regions[0].blocks[0].terminator
        cond_args = cond_op.operands[1:]
        pos: dict = {}
        new_args = []
        for v in cond_args:
            if v not in pos:
                pos[v] = len(new_args)
                new_args.append(v)
        if len(new_args) == len(cond_args):
            return False
        new_while = _create_while(rewriter, op.loc, [v.type for v in new_args], op.operands, True)
        new_before = new_while.regions[0].blocks[0]
        new_after = new_while.regions[1].blocks[0]
        arg_map = [new_after.args[pos[v]] for v in cond_args]
        results = [new_while.results[pos[v]] for v in cond_args]
        _replace_condition(rewriter, cond_op, new_args)
        rewriter.merge_blocks(op.regions[0].blocks[0], new_before, new_before.args)
        rewriter.merge_blocks(op.regions[1].blocks[0], new_after, arg_map)
        rewriter.replace_op(op, results)
        return True


class WhileRemoveUnusedArgs(RewritePattern):
    """Drop the before-block arguments nobody uses, with their inits and
    yielded values."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::WhileRemoveUnusedArgs"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        before_block = op.regions[0].blocks[0]
        if all(a.uses for a in before_block.args):
            return False  # No args to remove
        after_block = op.regions[1].blocks[0]
        yield_op = after_block.terminator
        new_yields, new_inits, erase = [], [], []
        for i, (a, y, init) in enumerate(zip(before_block.args, yield_op.operands, op.operands)):
            if not a.uses:
                erase.append(i)
            else:
                new_yields.append(y)
                new_inits.append(init)
        # Block::eraseArguments, behind the rewriter's back as in the C++.
        for i in reversed(erase):
            before_block.erase_arg(i)
        new_while = _create_while(rewriter, op.loc, op.result_types, new_inits, True)
        new_before = new_while.regions[0].blocks[0]
        new_after = new_while.regions[1].blocks[0]
        _replace_yield(rewriter, yield_op, new_yields)
        rewriter.merge_blocks(before_block, new_before, new_before.args)
        rewriter.merge_blocks(after_block, new_after, new_after.args)
        rewriter.replace_op(op, new_while.results)
        return True


class WhileOpAlignBeforeArgs(RewritePattern):
    """When the condition forwards exactly the before-block arguments (each
    once, in another order), reorder the forwarded values (and so the after
    block's arguments and the results) to the before block's order."""

    root = WhileOp
    benefit = 1
    source = "(anonymous namespace)::WhileOpAlignBeforeArgs"

    def match_and_rewrite(self, loop: Operation, rewriter: Rewriter) -> bool:
        old_before = loop.regions[0].blocks[0]
        old_term = old_before.terminator
        before_args = list(old_before.args)
        term_args = old_term.operands[1:]
        if len(before_args) == len(term_args) and all(a is b for a, b in zip(before_args, term_args)):
            return False
        if len(set(term_args)) != len(term_args):
            return False
        if len(before_args) != len(term_args):
            return False
        # mapping[k] = index in before_args of term_args[k]
        mapping: list = [0] * len(term_args)
        for i, a in enumerate(before_args):
            k = next((k for k, t in enumerate(term_args) if t is a), None)
            if k is None:
                return False
            mapping[k] = i
        _replace_condition(rewriter, old_term, before_args)
        old_after = loop.regions[1].blocks[0]
        new_types: list = [None] * len(before_args)
        for i, j in enumerate(mapping):
            new_types[j] = loop.results[i].type
        new_loop = _create_while(rewriter, loop.loc, new_types, loop.operands, True)
        new_before = new_loop.regions[0].blocks[0]
        new_after = new_loop.regions[1].blocks[0]
        new_results = [new_loop.results[j] for j in mapping]
        new_after_args = [new_after.args[j] for j in mapping]
        rewriter.inline_block_before(old_before, new_before, new_before.args)
        rewriter.inline_block_before(old_after, new_after, new_after_args)
        rewriter.replace_op(loop, new_results)
        return True


# =============================================================================
# scf.execute_region
# =============================================================================
class SingleBlockExecuteInliner(RewritePattern):
    """Inline the single block of an ``scf.execute_region`` (not marked
    ``no_inline``) in place of the op."""

    root = ExecuteRegionOp
    benefit = 1
    source = "SingleBlockExecuteInliner"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        if "no_inline" in op.attributes or len(op.regions[0].blocks) != 1:
            return False
        _replace_op_with_region(rewriter, op, op.regions[0])
        return True


class MultiBlockExecuteInliner(RewritePattern):
    """Inline the blocks of an ``scf.execute_region`` (not marked
    ``no_inline``) whose parent is a function or another execute_region: the
    block is split at the op, branches enter the region and its yields
    branch to the split-off block, whose arguments replace the results."""

    root = ExecuteRegionOp
    benefit = 1
    source = "MultiBlockExecuteInliner"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        if "no_inline" in op.attributes:
            return False
        if not isinstance(op.parent_op, (FunctionOpInterface, ExecuteRegionOp)):
            return False
        prev_block = op.parent
        post_block = rewriter.split_block(prev_block, op)
        rewriter.set_insertion_point_to_end(prev_block)
        rewriter.insert(BranchOp([], [], {}, successors=[op.regions[0].blocks[0]], loc=op.loc))
        for blk in list(op.regions[0].blocks):
            y = blk.terminator
            if isinstance(y, YieldOp):
                rewriter.set_insertion_point(y)
                rewriter.insert(BranchOp(list(y.operands), [], {}, successors=[post_block],
                                         loc=y.loc))
                rewriter.erase_op(y)
        rewriter.inline_region_before(op.regions[0], post_block.parent, post_block)
        args = [post_block.add_arg(r.type, op.loc) for r in op.results]
        rewriter.replace_op(op, args)
        return True


# =============================================================================
# scf.index_switch
# =============================================================================
class FoldConstantCase(RewritePattern):
    """A switch on a constant runs the matching case (or the default) in
    place of the op."""

    root = IndexSwitchOp
    benefit = 1
    source = "(anonymous namespace)::FoldConstantCase"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        c = _int_constant(op.operand(0))
        if c is None:
            return False
        c = signed(c, 64)
        cases = op.attributes.get("cases")
        values = list(cases.values) if cases is not None else []
        region = op.regions[0]
        for v, r in zip(values, op.regions[1:]):
            if v == c:
                region = r
                break
        source = region.blocks[0]
        terminator = source.terminator
        results = list(terminator.operands)
        rewriter.inline_block_before(source, op)
        rewriter.erase_op(terminator)
        rewriter.replace_op(op, results)
        return True


# =============================================================================
# Pattern sets
# =============================================================================
def for_op_dead_argument_elimination_patterns() -> list:
    """Triton's ``populateForOpDeadArgumentElimination``."""
    return [ForOpDeadArgElimination()]


def for_op_canonicalization_patterns() -> list:
    """``scf::ForOp::getCanonicalizationPatterns`` (without ``ForOpTensorCastFolder``,
    see the module docstring)."""
    return [ForOpIterArgsFolder(), SimplifyTrivialLoops()]


def if_op_canonicalization_patterns() -> list:
    """``scf::IfOp::getCanonicalizationPatterns``."""
    return [CombineIfs(), CombineNestedIfs(), ConditionPropagation(), ConvertTrivialIfToSelect(),
            RemoveEmptyElseBranch(), RemoveStaticCondition(), RemoveUnusedResults(),
            ReplaceIfYieldWithConditionOrValue()]


def while_op_canonicalization_patterns() -> list:
    """``scf::WhileOp::getCanonicalizationPatterns``."""
    return [RemoveLoopInvariantArgsFromBeforeBlock(), RemoveLoopInvariantValueYielded(),
            WhileConditionTruth(), WhileCmpCond(), WhileUnusedResult(),
            WhileRemoveDuplicatedResults(), WhileRemoveUnusedArgs(), WhileOpAlignBeforeArgs()]


def execute_region_op_canonicalization_patterns() -> list:
    """``scf::ExecuteRegionOp::getCanonicalizationPatterns``."""
    return [SingleBlockExecuteInliner(), MultiBlockExecuteInliner()]


def index_switch_op_canonicalization_patterns() -> list:
    """``scf::IndexSwitchOp::getCanonicalizationPatterns``."""
    return [FoldConstantCase()]
