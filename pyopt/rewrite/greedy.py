"""MLIR's greedy pattern rewrite driver (``applyPatternsGreedily``).

Mirrors mlir/lib/Transforms/Utils/GreedyPatternRewriteDriver.cpp at
Triton 3.6.0's LLVM (f6ded0be): ``Worklist``, ``GreedyPatternRewriteDriver``
(``processWorklist``, ``addToWorklist``, ``addOperandsToWorklist`` and the
listener hooks) and ``RegionPatternRewriteDriver::simplify``, with
``PatternApplicator``'s ordering (mlir/lib/Rewrite/PatternApplicator.cpp).

Each region of the root op is simplified on its own (the region is the
driver's scope).  An iteration

1. seeds the worklist with every op of the region, in post-order (or
   pre-order, reversed, for ``top_down``), uniquing constants on the way
   (:class:`~pyopt.rewrite.folding.OperationFolder`);
2. erases unreachable blocks (the driver at this LLVM never processes their
   ops, as Triton's ``-debug-only=greedy-rewriter`` log shows);
3. pops ops (last in, first out) and, for each, erases it if trivially dead,
   else folds it, else tries the patterns rooted at it by decreasing benefit;
   changes made through the rewriter push the ops they touch back on the
   worklist;
4. simplifies the region (unreachable blocks, dead code and, at the default
   level, identical blocks).

Iterations repeat while anything changed, at most ``max_iterations`` times.
Within one iteration, step 3 stops once ``max_num_rewrites`` patterns have
applied (MLIR's ``maxNumRewrites``: a per-iteration count of successful
pattern applications; folds and dead-op erasures are not counted); ops left
on the worklist wait for the next iteration's seeding.

The canonicalizer pass is this driver with every canonicalization pattern,
``top_down=True`` and ``region_simplification="normal"``; passes that call
``applyPatternsGreedily`` with the default config (remove-layout-conversions)
use the defaults (bottom-up, block merging).
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from pyopt.ir.core import Block, Operation, OpResult, Region, Value
from pyopt.ir.effects import dead_by_class, would_op_be_trivially_dead
from pyopt.ir.common_folders import (IN_PLACE, USE_ORDER_FOLDERS, constant_value, fold_op,
                                     folders_of, operand_constants)
from pyopt.rewrite.folding import OperationFolder, dialect_of, materialize_constant
from pyopt.ir.pattern import Listener, RewritePattern, Rewriter
from pyopt.rewrite.region import erase_unreachable_blocks, simplify_regions
from pyopt.ir.traits import ConstantLike

__all__ = ["apply_patterns_greedily", "rewrite_greedily", "GreedyRewriteResult", "Worklist",
           "GreedyPatternRewriteDriver"]


class Worklist:
    """A LIFO worklist with set semantics and removal in place (MLIR's
    ``Worklist``).  One insertion-ordered dict holds it: pushing an op that is
    already queued leaves it where it is, as MLIR's map lookup does, and a
    removed op leaves no hole (MLIR's null entries are skipped by ``pop``)."""

    __slots__ = ("map",)

    def __init__(self):
        self.map: dict = {}

    def clear(self) -> None:
        self.map.clear()

    def empty(self) -> bool:
        return not self.map

    def push(self, op: Operation) -> None:
        # an op already queued keeps its place (a dict update does not move the key)
        self.map[op] = None

    def pop(self) -> Operation:
        return self.map.popitem()[0]

    def remove(self, op: Operation) -> None:
        self.map.pop(op, None)

    def reverse(self) -> None:
        ops = list(self.map)
        ops.reverse()
        self.map.clear()
        self.map.update(dict.fromkeys(ops))


class _DriverRewriter(Rewriter):
    """The driver's rewriter: tells the driver while it inlines a block, whose moved ops
    all land in one block (see ``add_to_worklist``)."""

    def inline_block_before(self, source, dest_op_or_block, args=(), before=None) -> None:
        driver = self.listener
        driver._inlining, driver._ancestors_queued = True, None
        try:
            super().inline_block_before(source, dest_op_or_block, args, before)
        finally:
            driver._inlining, driver._ancestors_queued = False, None


class _Applicator:
    """``PatternApplicator`` with the default cost model: the patterns rooted
    at an op's class and the any-op patterns, each sorted by decreasing
    benefit (stable), tried interleaved by benefit (at equal benefit the
    class's patterns first).  An unregistered op (a plain :class:`Operation`)
    has only the any-op patterns.  As ``FrozenRewritePatternSet`` does, the
    merged order is computed once per op class."""

    def __init__(self, patterns: Iterable[RewritePattern]):
        self.by_class: dict[type, list] = {}
        self.any_op: list = []
        for p in patterns:
            if p.root is None:
                self.any_op.append(p)
            else:
                self.by_class.setdefault(p.root, []).append(p)
        for lst in self.by_class.values():
            lst.sort(key=lambda p: -p.benefit)
        self.any_op.sort(key=lambda p: -p.benefit)
        self._merged: dict[type, tuple] = {}

    def patterns_for(self, cls: type) -> list:
        """The patterns rooted at ``cls`` (none for unregistered ops)."""
        if cls is Operation:
            return []
        return self.by_class.get(cls, [])

    def ordered(self, cls: type) -> tuple:
        """Every pattern an op of ``cls`` meets, in the order they are tried."""
        merged = self._merged.get(cls)
        if merged is None:
            own, any_op = self.patterns_for(cls), self.any_op
            out = []
            i = j = 0
            while i < len(own) or j < len(any_op):
                if j < len(any_op) and (i == len(own) or own[i].benefit < any_op[j].benefit):
                    out.append(any_op[j])
                    j += 1
                else:
                    out.append(own[i])
                    i += 1
            merged = self._merged[cls] = tuple(out)
        return merged

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter, trace=None) -> bool:
        for pattern in self.ordered(type(op)):
            rewriter.set_insertion_point(op)
            matched = pattern.match_and_rewrite(op, rewriter)
            if trace is not None:
                trace("pattern", op, (pattern.debug_name, bool(matched)))
            if matched:
                return True
        return False


class GreedyPatternRewriteDriver(Listener):
    """The driver of one region (``RegionPatternRewriteDriver``); it is the
    listener of the rewriter it hands to patterns.

    ``trace``, if given, is called with each event MLIR's ``-debug-only=
    greedy-rewriter`` log shows, in the same order: ``("process", op, None)``
    when an op is popped, ``("result", op, outcome)`` with outcome "dead",
    "folded", "pattern" or "failure", ``("insert"|"modified"|"replace"|
    "erase", op, None)`` for every notification, and ``("pattern", op,
    (debug_name, matched))`` after each pattern tried on ``op`` (the log's
    ``* Pattern NAME`` ... ``} -> success|failure`` pair).
    """

    def __init__(self, region: Region, patterns: list, *, max_iterations: int, top_down: bool,
                 region_simplification, cse_constants: bool, fold: bool, trace=None,
                 max_num_rewrites: int = -1):
        self.trace = trace
        self.region = region  # also the scope: ops outside it are never queued
        self.applicator = _Applicator(patterns)
        self.max_iterations = max_iterations
        self.max_num_rewrites = max_num_rewrites
        self.top_down = top_down
        if region_simplification not in (True, False, "aggressive", "normal", "disabled"):
            raise ValueError(f"bad region_simplification {region_simplification!r}")
        self.region_simplification = region_simplification not in (False, "disabled")
        self.merge_blocks = region_simplification in (True, "aggressive")
        self.cse_constants = cse_constants
        self.fold = fold
        self.worklist = Worklist()
        self.rewriter = _DriverRewriter(self)
        # op class -> (dead, own_fold, trait_folders, patterns, reorders):
        # what processing an op of the class can do, decided once per class
        # (see _plan)
        self._plans: dict = {}
        #: whether the last iteration left the IR exactly as it found it
        #: (see simplify)
        self.idle = False
        self._use_lists: dict = {}  # value -> its uses before this iteration's folds touched them
        #: while the rewriter inlines a block (_DriverRewriter.inline_block_before): the
        #: block whose ancestors, up to the scope, add_to_worklist has queued
        self._inlining = False
        self._ancestors_queued = None
        self._seed_changes = 0

    def _plan(self, cls: type) -> tuple:
        """``dead``: :func:`dead_by_class` (True/False: every unused op of the
        class is / is not trivially dead; None: ask the op); ``own_fold``,
        ``trait_folders``: the class's folders (:func:`folders_of`; none
        when folding is off or the op is ConstantLike, which is never
        folded); ``patterns``: the patterns to try, in order; ``reorders``:
        a trait folder may reorder use lists without folding."""
        if self.fold and not cls.has_trait(ConstantLike):
            own_fold, trait_folders = folders_of(cls)
        else:
            own_fold, trait_folders = False, ()
        reorders = not USE_ORDER_FOLDERS.isdisjoint(trait_folders)
        plan = self._plans[cls] = (dead_by_class(cls), own_fold, trait_folders,
                                   self.applicator.ordered(cls), reorders)
        return plan

    # -- worklist maintenance ----------------------------------------------------
    def add_to_worklist(self, op: Operation) -> None:
        """``addToWorklist``: the op and its ancestors up to the scope; nothing
        if the op is not inside the scope."""
        block = op.parent
        if block is None:
            return
        region = block.parent
        if region is self.region:  # the common case: a op of the scope's own blocks
            self.worklist.map[op] = None
            return
        if self._inlining and block is self._ancestors_queued:
            # Inlining moves a block's ops one by one into this block, which changes
            # nothing else: its ancestors were queued for the first op moved, and no op
            # has left the worklist since (MLIR climbs to the scope again for each op,
            # time quadratic in the depth for a nest; queuing an op already queued
            # changes nothing).
            self.worklist.map[op] = None
            return
        first_block = block
        ancestors = [op]
        while region is not None:
            op = region.parent
            if op is None:
                return
            ancestors.append(op)
            block = op.parent
            if block is None:
                return
            region = block.parent
            if region is self.region:
                wl = self.worklist.map
                for o in ancestors:
                    wl[o] = None
                self._ancestors_queued = first_block
                return

    def _add_operands_to_worklist(self, op: Operation) -> None:
        """``addOperandsToWorklist``: defining ops of operands that will have
        at most one other user once ``op`` is gone."""
        for use in op._operands:
            v = use.value
            d = v.defining_op
            if d is None:
                continue
            other = None
            more = False
            for u in v.iter_uses():
                user = u.owner
                if user is op or user is other:
                    continue
                if other is None:
                    other = user
                    continue
                more = True
                break
            if not more:
                self.add_to_worklist(d)

    # -- listener hooks ---------------------------------------------------------------
    def notify_op_inserted(self, op: Operation) -> None:
        if self.trace is not None:
            self.trace("insert", op, None)
        self.add_to_worklist(op)

    def notify_op_modified(self, op: Operation) -> None:
        if self.trace is not None:
            self.trace("modified", op, None)
        self.add_to_worklist(op)

    def notify_op_replaced(self, op: Operation, values: list) -> None:
        if self.trace is not None:
            self.trace("replace", op, None)

    def notify_op_erased(self, op: Operation) -> None:
        if self.trace is not None:
            self.trace("erase", op, None)
        self._add_operands_to_worklist(op)
        self.worklist.map.pop(op, None)

    # -- the loop -----------------------------------------------------------------------
    def _process_worklist(self) -> bool:
        """``processWorklist``: returns whether anything changed.  Stops early
        once ``max_num_rewrites`` (unless -1) patterns have applied in this
        call.

        Each popped op is erased if trivially dead, else folded, else matched
        against its patterns; what its class allows is looked up once per
        class (:meth:`_plan`), so an op that has no folder and no pattern
        costs one use-list check."""
        changed = False
        rewriter = self.rewriter
        trace = self.trace
        plans = self._plans
        wl = self.worklist.map
        limit = self.max_num_rewrites
        num_rewrites = 0
        use_lists = self._use_lists
        while wl and (limit == -1 or num_rewrites < limit):
            op = wl.popitem()[0]
            if trace is not None:
                trace("process", op, None)
            plan = plans.get(type(op))
            if plan is None:
                plan = self._plan(type(op))
            dead, own_fold, trait_folders, patterns, reorders = plan
            # isOpTriviallyDead
            if dead is not False:
                for r in op.results:
                    if r.has_uses():
                        break
                else:
                    if dead or would_op_be_trivially_dead(op):
                        rewriter.erase_op(op)
                        if trace is not None:
                            trace("result", op, "dead")
                        changed = True
                        continue
            if own_fold or trait_folders:
                # Operation::fold: the constant of each operand (operand_constants),
                # then the folders (fold_with), both inlined: this runs per op visit
                constants = []
                some_constant = False
                for use in op._operands:
                    v = use.value
                    if type(v) is OpResult and ConstantLike in type(v.op)._trait_types:
                        c = constant_value(v.op)
                        constants.append(c)
                        if c is not None:
                            some_constant = True
                    else:
                        constants.append(None)
                if reorders and some_constant:
                    # what the use lists were before (see simplify's ``idle``; the
                    # folders that reorder them touch no operand unless one is constant)
                    for use in op._operands:
                        v = use.value
                        if v not in use_lists:
                            use_lists[v] = tuple(v.uses)
                result = op.fold(constants) if own_fold else None
                # a single result folded to itself, or no results, means "in place"
                if isinstance(result, list) and (not result or (len(op.results) == 1
                                                            and result[0] is op.results[0])):
                    result = IN_PLACE
                if result is None or result is IN_PLACE:
                    for fold_trait in trait_folders:
                        r = fold_trait(op, constants)
                        if r is not None:
                            result = r
                            break
                if result is not None and self._apply_fold(op, result):
                    changed = True
                    continue
            matched = False
            for pattern in patterns:
                rewriter.block, rewriter.before = op.parent, op  # set_insertion_point(op)
                matched = pattern.match_and_rewrite(op, rewriter)
                if trace is not None:
                    trace("pattern", op, (pattern.debug_name, bool(matched)))
                if matched:
                    break
            if trace is not None:
                trace("result", op, "pattern" if matched else "failure")
            if matched:
                changed = True
                num_rewrites += 1
        return changed

    def _try_fold(self, op: Operation) -> bool:
        """Fold ``op``: in place (the op goes back on the worklist), or by
        replacing its results with values and materialised constants.
        False when the op did not fold or a constant could not be made."""
        result = fold_op(op, operand_constants(op))
        return result is not None and self._apply_fold(op, result)

    def _apply_fold(self, op: Operation, result) -> bool:
        """The rest of :meth:`_try_fold`, once the op folded to ``result``."""
        if self.trace is not None:
            self.trace("result", op, "folded")
        if result is IN_PLACE:
            self.notify_op_modified(op)
            return True
        rewriter = self.rewriter
        # the common case, every result folded to an existing value: no
        # constant to materialise, so no insertion point to move
        replacements = []
        for r, _ in zip(result, op.results):
            if not isinstance(r, Value):
                break
            replacements.append(r)
        else:
            rewriter.replace_op(op, replacements)
            return True
        ip = rewriter.save()
        rewriter.set_insertion_point(op)
        replacements: list = []
        ok = True
        for r, res in zip(result, op.results):
            if isinstance(r, Value):
                replacements.append(r)
                continue
            const = materialize_constant(rewriter, r, res.type, op.loc, dialect=dialect_of(op))
            if const is None:
                made = []
                for v in replacements:
                    d = v.defining_op
                    if d is not None and d not in made and not v.has_uses():
                        made.append(d)
                for d in made:
                    rewriter.erase_op(d)
                ok = False
                break
            replacements.append(const.results[0])
        rewriter.restore(ip)
        if not ok:
            return False
        rewriter.replace_op(op, replacements)
        return True

    def _seed(self) -> bool:
        """Fill the worklist for a new iteration: every op of the scope, in
        post-order (or pre-order, then reversed, for ``top_down``), each with
        its ancestors up to the scope (``addToWorklist``: in post-order an
        op's first queued descendant queues them, innermost first).

        Constants are handed to a fresh :class:`OperationFolder` on the way:
        a constant equal to one already seen in its insertion region is
        replaced by it (and not queued); the others move to the front of that
        region's entry block.  Only the constant being visited moves or goes,
        so the walk reads each op's successor before visiting it.

        Returns whether some region walked has more than one block (else
        there is no unreachable block to erase)."""
        folder = self._folder = OperationFolder(self)
        cse = self.cse_constants
        wl = self.worklist.map

        def is_known_duplicate(op: Operation) -> bool:
            value = constant_value(op)
            return value is not None and not folder.insert_known_constant(op, value)

        cfg = [len(self.region.blocks) > 1]  # whether some region has several blocks
        if not self.top_down:
            add = self.add_to_worklist

            def visit(block: Block, ancestors: tuple) -> None:
                # ancestors: the ops enclosing ``block``, innermost first
                op = block.first
                while op is not None:
                    nxt = op.next
                    if op.regions:
                        inner = (op,) + ancestors
                        for region in op.regions:
                            blocks = region.blocks
                            if len(blocks) > 1:
                                cfg[0] = True
                            for b in blocks:
                                visit(b, inner)
                    if cse and ConstantLike in type(op)._trait_types:
                        # the folder may have moved it (to an outer block)
                        if not is_known_duplicate(op):
                            add(op)
                    else:
                        wl[op] = None
                        if ancestors and ancestors[0] not in wl:
                            for a in ancestors:
                                wl[a] = None
                    op = nxt

            for block in self.region.blocks:
                visit(block, ())
        else:
            def visit_pre(block: Block) -> None:
                # the enclosing ops are queued already (pre-order)
                op = block.first
                while op is not None:
                    nxt = op.next
                    if not (cse and ConstantLike in type(op)._trait_types and is_known_duplicate(op)):
                        wl[op] = None
                        for region in op.regions:
                            blocks = region.blocks
                            if len(blocks) > 1:
                                cfg[0] = True
                            for b in blocks:
                                visit_pre(b)
                    op = nxt

            for block in self.region.blocks:
                visit_pre(block)
            self.worklist.reverse()
        return cfg[0]

    def simplify(self) -> bool:
        """``RegionPatternRewriteDriver::simplify``: True if the last
        iteration changed nothing (the rewrite converged).

        ``idle`` is then also set when that iteration left the IR exactly as
        it found it: its seeding moved and replaced no constant, and the use
        lists that failed folds rewrote (commutative ops) came out in their
        order.  Another run of the same patterns on the IR, unchanged since,
        would then change nothing either (it would repeat that iteration)."""
        iteration = 0
        continue_rewrites = False
        self.idle = False
        # whether the last simplify_regions call found nothing to simplify
        simplified_nothing = False
        while True:
            iteration += 1
            if 0 <= self.max_iterations < iteration:
                break
            self.worklist.clear()
            self._use_lists = {}
            cfg = self._seed()
            # Ops of unreachable blocks are not processed: those blocks go
            # first (their ops leave the worklist as they are erased).
            continue_rewrites = False
            if self.region_simplification and cfg:
                continue_rewrites = erase_unreachable_blocks(self.rewriter, [self.region])
            continue_rewrites |= self._process_worklist()
            if not continue_rewrites:
                idle = not self._folder.changes and all(
                    tuple(v.uses) == uses for v, uses in self._use_lists.items())
            if self.region_simplification:
                if not (simplified_nothing and not continue_rewrites and idle):
                    simplified = simplify_regions(self.rewriter, [self.region],
                                                  merge_blocks=self.merge_blocks)
                    simplified_nothing = not simplified
                    continue_rewrites |= simplified
                # else: this iteration left the IR exactly as the last
                # simplify_regions call found it, and that call simplified
                # nothing; a deterministic repeat would find nothing either
            if not continue_rewrites:
                self.idle = idle
                break
        return not continue_rewrites


class GreedyRewriteResult(NamedTuple):
    """What :func:`rewrite_greedily` reports: ``converged`` (as
    ``applyPatternsGreedily``'s result) and ``idle``: the root has one region
    and the rewrite's last iteration left the IR exactly as it found it, so
    running the same patterns again on the IR, unchanged since, would change
    nothing (a caller may skip that run)."""

    converged: bool
    idle: bool


def rewrite_greedily(root: Operation, patterns: list, *, max_iterations: int = 10,
                     top_down: bool = False, region_simplification=True,
                     cse_constants: bool = True, fold: bool = True, trace=None,
                     max_num_rewrites: int = -1) -> GreedyRewriteResult:
    """:func:`apply_patterns_greedily`, reporting also whether the IR is now
    a fixpoint of the rewrite (:class:`GreedyRewriteResult`)."""
    converged = True
    idle = len(root.regions) == 1
    for region in root.regions:
        driver = GreedyPatternRewriteDriver(
            region, list(patterns), max_iterations=max_iterations, top_down=top_down,
            region_simplification=region_simplification, cse_constants=cse_constants,
            fold=fold, trace=trace, max_num_rewrites=max_num_rewrites)
        converged &= driver.simplify()
        idle = idle and driver.idle
    return GreedyRewriteResult(converged, idle and converged)


def apply_patterns_greedily(root: Operation, patterns: list, *, max_iterations: int = 10,
                            top_down: bool = False, region_simplification=True,
                            cse_constants: bool = True, fold: bool = True, trace=None,
                            max_num_rewrites: int = -1) -> bool:
    """``applyPatternsGreedily(root, patterns, config)``: simplify each region
    of ``root`` (which must be IsolatedFromAbove) with ``patterns``, folding
    and region simplification; True if every region converged within
    ``max_iterations`` (-1: no limit).  ``max_num_rewrites`` caps the pattern
    applications of each iteration (-1: no limit).

    The defaults are ``GreedyRewriteConfig``'s.  ``region_simplification``:
    True or "aggressive" (the default config's level: identical blocks are
    merged too), "normal" (the canonicalizer pass's level), False or
    "disabled".  ``trace``: see :class:`GreedyPatternRewriteDriver`."""
    return rewrite_greedily(root, patterns, max_iterations=max_iterations, top_down=top_down,
                            region_simplification=region_simplification,
                            cse_constants=cse_constants, fold=fold, trace=trace,
                            max_num_rewrites=max_num_rewrites).converged
