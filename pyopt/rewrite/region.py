"""Region simplification: unreachable blocks, dead code, identical blocks.

Mirrors mlir/lib/Transforms/Utils/RegionUtils.cpp: ``simplifyRegions``
(``eraseUnreachableBlocks`` then ``runRegionDCE``, and with ``merge_blocks``
``mergeIdenticalBlocks`` and ``dropRedundantArguments``).  Branch operands
are read and changed through ``BranchOpInterface``
(:meth:`~pyopt.ir.interfaces.BranchOpInterface.get_successor_operands`).

The greedy driver merges blocks at ``GreedySimplifyRegionLevel::Aggressive``,
which is ``GreedyRewriteConfig``'s default (passes that call
``applyPatternsGreedily`` with the default config, as
remove-layout-conversions does); the canonicalizer pass asks for ``Normal``
(no merging).
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir.core import Block, BlockArgument, Operation, OpResult, Region, Use, Value
from pyopt.ir.effects import dead_by_class, would_op_be_trivially_dead
from pyopt.ir.interfaces import BranchOpInterface
from pyopt.ir.traits import IsTerminator
from pyopt.ir.pattern import Rewriter, block_successors, drop_all_uses, post_order_blocks
from pyopt.ir.version import Since, Versioned, resolve_active

__all__ = [
    "simplify_regions", "erase_unreachable_blocks", "run_region_dce", "merge_identical_blocks",
    "drop_redundant_arguments",
]


# -- CFG helpers ------------------------------------------------------------------------
def _reachable(entry: Block) -> set:
    seen = {entry}
    stack = [entry]
    while stack:
        for s in block_successors(stack.pop()):
            if s not in seen:
                seen.add(s)
                stack.append(s)
    return seen


def _drop_all_defined_value_uses(op: Operation) -> None:
    """``Operation::dropAllDefinedValueUses``: its results and every value
    defined in its regions lose their uses."""
    for r in op.results:
        drop_all_uses(r)
    for region in op.regions:
        for block in region.blocks:
            for a in block.args:
                drop_all_uses(a)
            for nested in block.ops:
                _drop_all_defined_value_uses(nested)


# -- unreachable blocks -------------------------------------------------------------------
def erase_unreachable_blocks(rewriter: Rewriter, regions: list) -> bool:
    """``eraseUnreachableBlocks``: erase the blocks no path from the entry
    block reaches, in these regions and all nested ones.  True if any was."""
    erased = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        if not region.blocks:
            continue
        if len(region.blocks) == 1:
            op = region.blocks[0].first
            while op is not None:
                if op.regions:
                    worklist.extend(op.regions)
                op = op.next
            continue
        reachable = _reachable(region.blocks[0])
        for block in list(region.blocks):
            if block not in reachable:
                for a in block.args:
                    drop_all_uses(a)
                for op in block.ops:
                    _drop_all_defined_value_uses(op)
                rewriter.erase_block(block)
                erased = True
                continue
            for op in block.ops:
                worklist.extend(op.regions)
    return erased


# -- dead code ------------------------------------------------------------------------------
class _LiveMap:
    """Values (block arguments) and ops proven live (runRegionDCE's ``LiveMap``)."""

    def __init__(self):
        self.values: set = set()
        self.ops: set = set()

    def value_live(self, v: Value) -> bool:
        if isinstance(v, BlockArgument):
            return v in self.values
        d = v.defining_op
        return d is not None and d in self.ops


_TERM_KIND: dict = {}  # op class -> 0 (not a terminator), 1 (terminator), 2 (branch terminator)


def _term_kind(op: Operation) -> int:
    k = _TERM_KIND.get(type(op))
    return _term_kind_of(type(op)) if k is None else k


def _term_kind_of(cls) -> int:
    k = _TERM_KIND.get(cls)
    if k is None:
        if cls.has_trait(IsTerminator):
            k = 2 if issubclass(cls, BranchOpInterface) else 1
        else:
            k = 0
        _TERM_KIND[cls] = k
    return k


# How an op of a class enters the liveness sweep: a terminator (branch or
# not), live (it would not be trivially dead), dead unless used, or ask the op.
_TERMINATOR, _BRANCH, _LIVE, _DEAD_IF_UNUSED, _MAYBE_DEAD = range(5)
_ROOT_KIND: dict = {}


def _root_kind(cls) -> int:
    kind = _term_kind_of(cls)
    if kind == 1:
        k = _TERMINATOR
    elif kind == 2:
        k = _BRANCH
    else:
        dead = dead_by_class(cls)
        k = _MAYBE_DEAD if dead is None else _DEAD_IF_UNUSED if dead else _LIVE
    _ROOT_KIND[cls] = k
    return k


def _mark_live(regions: list, live: _LiveMap, candidates: Optional[list] = None) -> bool:
    """The liveness ``runRegionDCE`` computes, in one sweep.

    MLIR iterates ``propagateLiveness`` over the regions until nothing
    changes, starting from nothing live; every step only adds what the rules
    prove, so the result is the least solution of the rules:

    * a terminator is live, and so are the successor arguments it does not
      forward operands to (all of them without BranchOpInterface, else the
      ones the branch produces itself);
    * an op that would not be trivially dead is live;
    * a value (op result or block argument) is live if a live op uses it,
      except for a branch operand forwarded to a successor argument that is
      not live (``isUseSpeciallyKnownDead``); an op is live if a result is.

    That least solution is found here directly: the ops of the walk MLIR
    does (each region's blocks reachable from its entry, and the regions of
    those ops) seed it, then the operands of every live op are marked, each
    op once; a branch operand waits until its successor argument is live.

    With ``candidates`` (a list), the walk stops at the first region with
    more than one block and returns False (nothing is computed then);
    otherwise the ops that are not roots (those that die unless used) are
    appended to it, and True is returned."""
    live_ops = live.ops
    live_args = live.values
    root_kind = _ROOT_KIND
    work: list = []  # live ops whose operands are not marked yet
    branches: list = []  # live branch terminators (their operands wait for their successor arguments)
    stack = list(regions)
    while stack:
        region = stack.pop()
        blocks = region.blocks
        if not blocks:
            continue
        if len(blocks) > 1:
            if candidates is not None:
                return False
            blocks = post_order_blocks(blocks[0])
        for block in blocks:
            op = block.first
            while op is not None:
                if op.regions:
                    stack.extend(op.regions)
                kind = root_kind.get(type(op))
                if kind is None:
                    kind = _root_kind(type(op))
                if kind == _DEAD_IF_UNUSED:
                    if candidates is not None:
                        candidates.append(op)
                elif kind == _LIVE or (kind == _MAYBE_DEAD and not would_op_be_trivially_dead(op)):
                    live_ops.add(op)
                    work.append(op)
                elif kind == _MAYBE_DEAD:
                    if candidates is not None:
                        candidates.append(op)
                elif kind == _TERMINATOR:
                    for succ in op.successors:
                        live_args.update(succ.args)
                    live_ops.add(op)
                    work.append(op)
                elif kind == _BRANCH:
                    for i, succ in enumerate(op.successors):
                        live_args.update(succ.args[:op.get_successor_operands(i).produced_operand_count])
                    live_ops.add(op)
                    branches.append(op)
                op = op.next
    waiting: dict = {}  # successor argument -> values branch operands forward to it
    values: list = []  # values found live, not yet marked (block arguments and placeholders)
    for op in branches:
        for use in op._operands:
            arg = op.get_successor_block_argument(use.index)
            if arg is not None and arg not in live_args:
                waiting.setdefault(arg, []).append(use.value)
            else:
                values.append(use.value)
    while True:
        while work:
            for use in work.pop()._operands:
                v = use.value
                if type(v) is OpResult:
                    d = v.op
                    if d not in live_ops:
                        live_ops.add(d)
                        work.append(d)
                else:
                    values.append(v)
        if not values:
            break
        while values:
            v = values.pop()
            if type(v) is OpResult:
                d = v.op
                if d not in live_ops:
                    live_ops.add(d)
                    work.append(d)
            elif type(v) is BlockArgument and v not in live_args:
                live_args.add(v)
                values.extend(waiting.pop(v, ()))
    return True


def _erase_terminator_successor_operands(term: Operation, live: _LiveMap) -> None:
    """``eraseTerminatorSuccessorOperands``: a branch stops passing values to
    dead successor arguments (last successor and last argument first)."""
    if not isinstance(term, BranchOpInterface):
        return
    for succ in reversed(range(len(term.successors))):
        block = term.successors[succ]
        operands = term.get_successor_operands(succ)
        for arg in reversed(range(len(operands))):
            if not live.value_live(block.args[arg]):
                operands.erase(arg)


def _delete_deadness(rewriter: Rewriter, regions: list, live: _LiveMap) -> bool:
    erased = False
    live_ops = live.ops
    for region in regions:
        if not region.blocks:
            continue
        single = len(region.blocks) == 1
        for block in (region.blocks if single else post_order_blocks(region.blocks[0])):
            if not single:
                _erase_terminator_successor_operands(block.last, live)
            op = block.last
            while op is not None:
                prev = op.prev
                if op not in live_ops:
                    erased = True
                    for r in op.results:
                        drop_all_uses(r)
                    rewriter.erase_op(op)
                elif op.regions:
                    erased |= _delete_deadness(rewriter, op.regions, live)
                op = prev
        for block in region.blocks[1:]:
            for i in reversed(range(len(block.args))):
                if not live.value_live(block.args[i]):
                    block.erase_arg(i)
    return erased


def run_region_dce(rewriter: Rewriter, regions: list) -> bool:
    """``runRegionDCE``: erase ops and non-entry block arguments that nothing
    live needs (dead cycles included).  True if an op was erased."""
    live = _LiveMap()
    _mark_live(regions, live)
    return _delete_deadness(rewriter, regions, live)


# -- identical blocks (Aggressive level) -------------------------------------------------
def _op_key(op: Operation) -> tuple:
    """What ``OperationEquivalence::computeHash`` hashes (ignoring operand
    and result values and locations): name, attributes, result types."""
    return (op.name, tuple(sorted(op.attributes.items(), key=lambda kv: kv[0])),
            tuple(op.result_types))


class _BlockData:
    """``BlockEquivalenceData``: the block's ops' keys and the order index
    of each value it defines."""

    def __init__(self, block: Block):
        self.block = block
        self.key = tuple(_op_key(op) for op in block.ops)
        self.order: dict = {}
        n = len(block.args)
        for op in block.ops:
            if op.results:
                self.order[op] = n
                n += len(op.results)

    def order_of(self, v: Value) -> int:
        if isinstance(v, BlockArgument):
            return v.index
        return self.order[v.defining_op] + v.index


def _equivalent_ops(a: Operation, b: Operation) -> bool:
    """``OperationEquivalence::isEquivalentTo`` with value equivalence
    ignored and locations ignored (regions are empty here)."""
    if a is b:
        return True
    return (a.name == b.name and a.attributes == b.attributes
            and len(a.regions) == len(b.regions) and len(a.successors) == len(b.successors)
            and a.num_operands == b.num_operands and len(a.results) == len(b.results)
            and all(x is y or x.type == y.type for x, y in zip(a.operands, b.operands))
            and a.result_types == b.result_types)


def _used_outside(v_or_op, block: Block) -> bool:
    values = v_or_op.results if isinstance(v_or_op, Operation) else [v_or_op]
    for v in values:
        for use in v.uses:
            if use.owner.parent is not block:
                return True
    return False


def _valid_successor_arg(block: Block, v: Value) -> bool:
    """The value is not the result of a predecessor's terminator."""
    d = v.defining_op
    if d is None or d is not d.parent.last:
        return True
    return all(term.parent is not d.parent for term, _ in block.predecessor_edges())


class _MergeCluster:
    """``BlockMergeCluster``: a leader block and the blocks equal to it."""

    def __init__(self, leader: _BlockData):
        self.leader = leader
        self.blocks: list = []
        self.operands: set = set()  # (op index, operand index) to turn into arguments

    def add(self, data: _BlockData) -> bool:
        """``addToCluster``."""
        if self.leader.key != data.key:
            return False
        lb, mb = self.leader.block, data.block
        if [a.type for a in lb.args] != [a.type for a in mb.args]:
            return False
        mismatched = []
        lops, rops = list(lb.ops), list(mb.ops)
        for i, (lo, ro) in enumerate(zip(lops, rops)):
            if not _equivalent_ops(lo, ro):
                return False
            for k, (lv, rv) in enumerate(zip(lo.operands, ro.operands)):
                if lv is rv:
                    continue
                if lv.type != rv.type:
                    return False
                l_in, r_in = lv.parent_block is lb, rv.parent_block is mb
                if l_in != r_in:
                    return False
                if not l_in:
                    if not _valid_successor_arg(lb, lv) or not _valid_successor_arg(mb, rv):
                        return False
                    mismatched.append((i, k))
                    continue
                if self.leader.order_of(lv) != data.order_of(rv):
                    return False
            if _used_outside(ro, mb) or _used_outside(lo, lb):
                return False
        if len(lops) != len(rops):
            return False
        self.operands.update(mismatched)
        if mb not in self.blocks:
            self.blocks.append(mb)
        return True

    def merge(self, rewriter: Rewriter) -> bool:
        """``BlockMergeCluster::merge``."""
        if not self.blocks:
            return False
        leader = self.leader.block
        if self.operands:
            for b in [leader] + self.blocks:
                if not all(isinstance(term, BranchOpInterface) for term, _ in b.predecessor_edges()):
                    return False
            all_blocks = [leader] + self.blocks
            ops_of = [list(b.ops) for b in all_blocks]
            new_args = [[] for _ in all_blocks]
            n_old = len(leader.args)
            for op_i, operand_i in sorted(self.operands):
                for c, ops in enumerate(ops_of):
                    v = ops[op_i].operand(operand_i)
                    new_args[c].append(v)
                    if c == 0:
                        ops[op_i].set_operand(operand_i, leader.add_arg(v.type, _value_loc(v)))
            new_args = _prune_redundant_arguments(new_args, rewriter, n_old, leader)
            for c, b in enumerate(all_blocks):
                for term, succ in b.predecessor_edges():
                    term.get_successor_operands(succ).append(new_args[c])
        for b in self.blocks:
            for term in [blk.last for blk in b.parent.blocks]:
                if term is not None and b in term.successors:
                    term.successors = [leader if s is b else s for s in term.successors]
            rewriter.erase_block(b)
        return True


def _value_loc(v: Value):
    return v.loc if isinstance(v, BlockArgument) else v.defining_op.loc


def _prune_redundant_arguments(new_args: list, rewriter: Rewriter, n_old: int,
                               block: Block) -> list:
    """``pruneRedundantArguments``: a new argument that repeats an earlier
    one in every predecessor list is replaced by it."""
    if not new_args or not new_args[0]:
        return new_args
    first = {}
    for j, v in enumerate(new_args[0]):
        first.setdefault(v, j)
    replace = {}
    for j, v in enumerate(new_args[0]):
        k = first[v]
        if k != j and all(lst[k] is lst[j] for lst in new_args[1:]):
            replace[j] = k
    pruned = [[v for j, v in enumerate(lst) if j not in replace] for lst in new_args]
    to_erase = []
    for j in range(len(new_args[0])):
        if j in replace:
            rewriter.replace_all_uses_with(block.args[n_old + j], block.args[n_old + replace[j]])
            to_erase.append(n_old + j)
    for i in reversed(to_erase):
        block.erase_arg(i)
    return pruned


def _merge_identical_blocks_in(rewriter: Rewriter, region: Region) -> bool:
    """``mergeIdenticalBlocks`` of one region."""
    if len(region.blocks) <= 1:
        return False
    groups: dict = {}
    for b in region.blocks[1:]:
        groups.setdefault(tuple(id(s) for s in block_successors(b)), []).append(b)
    merged = False
    for blocks in groups.values():
        if len(blocks) == 1:
            continue
        clusters: list = []
        for b in blocks:
            if any(r.blocks for op in b.ops for r in op.regions):
                continue
            if any(_used_outside(a, b) for a in b.args):
                continue
            data = _BlockData(b)
            if not any(c.add(data) for c in clusters):
                clusters.append(_MergeCluster(data))
        for c in clusters:
            merged |= c.merge(rewriter)
    return merged


def merge_identical_blocks(rewriter: Rewriter, regions: list) -> bool:
    """``mergeIdenticalBlocks``: merge equal blocks (same ops, same
    successors), turning differing outside operands into block arguments;
    in these regions and all nested ones."""
    worklist = dict.fromkeys(regions)  # a set-vector: a region queued once at a time
    changed = False
    while worklist:
        region = worklist.popitem()[0]
        if _merge_identical_blocks_in(rewriter, region):
            worklist[region] = None
            changed = True
        for block in region.blocks:
            op = block.first
            while op is not None:
                for r in op.regions:
                    worklist[r] = None
                op = op.next
    return changed


def _drop_redundant_block_arguments(rewriter: Rewriter, block: Block, single_pred: bool = True) -> bool:
    """``dropRedundantArguments`` of one block: an argument every predecessor
    passes the same value for is replaced by that value.  ``single_pred``
    False leaves a block with one predecessor edge alone."""
    preds = block.predecessor_edges()
    if not single_pred and len(preds) == 1:
        return False
    to_erase = []
    for i, arg in enumerate(block.args):
        common = None
        same = True
        for term, succ in preds:
            if not isinstance(term, BranchOpInterface):
                same = False
                break
            v = term.get_successor_operands(succ).get_forwarded_operands()[i]
            if common is None:
                common = v
            elif v is not common:
                same = False
                break
        if common is not None and same:
            to_erase.append(i)
            rewriter.replace_all_uses_with(arg, common)
    for i in reversed(to_erase):
        block.erase_arg(i)
        for term, succ in block.predecessor_edges():
            term.get_successor_operands(succ).erase(i)
    return bool(to_erase)


def drop_redundant_arguments(rewriter: Rewriter, regions: list, single_pred: bool = True) -> bool:
    """``dropRedundantArguments`` over these regions and all nested ones
    (``single_pred``: see :func:`_drop_redundant_block_arguments`)."""
    worklist = dict.fromkeys(regions)  # a set-vector: a region queued once at a time
    changed = False
    while worklist:
        region = worklist.popitem()[0]
        for block in region.blocks:
            if block.args:
                changed = _drop_redundant_block_arguments(rewriter, block, single_pred) or changed
            op = block.first
            while op is not None:
                for r in op.regions:
                    worklist[r] = None
                op = op.next
    return changed


#: Whether the ``Normal`` level of region simplification drops redundant block
#: arguments (an argument every predecessor passes the same value for) of the
#: blocks with more than one predecessor edge (a block reached only from one
#: ``cf.cond_br`` edge keeps its arguments); up to 3.7 only the ``Aggressive``
#: level drops them, with identical-block merging.
DROP_ARGUMENTS_NORMAL = Versioned(
    False, Since((3, 8), True, "the LLVM of Triton 3.8.0 (upstream change not found): simplifyRegions runs "
                               "dropRedundantArguments without mergeBlocks too, on blocks with several "
                               "predecessors (checked with the 3.7.1, 3.8.0 and 3.9.0 wheels' canonicalizer)"),
    name="region simplification: redundant block arguments at the normal level")


def simplify_regions(rewriter: Rewriter, regions: list, merge_blocks: bool = False) -> bool:
    """``simplifyRegions``: True if anything was simplified.  ``merge_blocks``
    adds identical-block merging and redundant-argument dropping (the
    ``Aggressive`` level); from Triton 3.8 arguments are dropped at the
    ``Normal`` level too (:data:`DROP_ARGUMENTS_NORMAL`).

    When every region (nested ones included) has one block, there is no
    unreachable block, no block to merge and no argument to drop (an entry
    block has no predecessor): one sweep then computes liveness, and the
    deletion walk only runs if some op is dead."""
    live = _LiveMap()
    candidates: list = []
    if _mark_live(regions, live, candidates):
        live_ops = live.ops
        for op in candidates:
            if op not in live_ops:
                return _delete_deadness(rewriter, regions, live)
        return False
    erased_blocks = erase_unreachable_blocks(rewriter, regions)
    erased_ops = run_region_dce(rewriter, regions)
    merged = dropped = False
    if merge_blocks:
        merged = merge_identical_blocks(rewriter, regions)
    if merge_blocks:
        dropped = drop_redundant_arguments(rewriter, regions)
    elif resolve_active(DROP_ARGUMENTS_NORMAL):
        dropped = drop_redundant_arguments(rewriter, regions, single_pred=False)
    return erased_blocks or erased_ops or merged or dropped
