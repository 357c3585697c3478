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

from pyopt.ir.core import Block, BlockArgument, Operation, Region, Use, Value
from pyopt.ir.effects import would_op_be_trivially_dead
from pyopt.ir.interfaces import BranchOpInterface
from pyopt.ir.traits import IsTerminator
from pyopt.ir.pattern import Rewriter, block_successors, drop_all_uses, post_order_blocks

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
            for op in region.blocks[0].ops:
                worklist.extend(op.regions)
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
    """Values and ops proven live so far (the optimistic lattice of runRegionDCE)."""

    def __init__(self):
        self.values: set = set()
        self.ops: set = set()
        self.changed = False

    def value_live(self, v: Value) -> bool:
        if isinstance(v, BlockArgument):
            return v in self.values
        d = v.defining_op
        return d is not None and d in self.ops

    def set_value_live(self, v: Value) -> None:
        if isinstance(v, BlockArgument):
            if v not in self.values:
                self.values.add(v)
                self.changed = True
        elif v.defining_op is not None:
            self.set_op_live(v.defining_op)

    def set_op_live(self, op: Operation) -> None:
        if op not in self.ops:
            self.ops.add(op)
            self.changed = True


_TERM_KIND: dict = {}  # op class -> 0 (not a terminator), 1 (terminator), 2 (branch terminator)


def _term_kind(op: Operation) -> int:
    cls = type(op)
    k = _TERM_KIND.get(cls)
    if k is None:
        if cls.has_trait(IsTerminator):
            k = 2 if issubclass(cls, BranchOpInterface) else 1
        else:
            k = 0
        _TERM_KIND[cls] = k
    return k


def _use_specially_known_dead(use: Use, live: _LiveMap) -> bool:
    """``isUseSpeciallyKnownDead``: a branch operand feeding a dead successor
    argument."""
    owner = use.owner
    if _term_kind(owner) == 2:
        arg = owner.get_successor_block_argument(use.index)
        if arg is not None:
            return not live.value_live(arg)
    return False


def _process_value(v: Value, live: _LiveMap) -> None:
    live_ops = live.ops
    for use in v.uses:
        if use.owner in live_ops and not _use_specially_known_dead(use, live):
            live.set_value_live(v)
            return


def _propagate_terminator(op: Operation, live: _LiveMap) -> None:
    """``propagateTerminatorLiveness``: terminators are live; so are the
    successor arguments it cannot reason about (all of them without
    BranchOpInterface, else those the branch produces itself)."""
    live.set_op_live(op)
    if not isinstance(op, BranchOpInterface):
        for succ in op.successors:
            for a in succ.args:
                live.set_value_live(a)
        return
    for i, succ in enumerate(op.successors):
        for k in range(op.get_successor_operands(i).produced_operand_count):
            live.set_value_live(succ.args[k])


def _propagate_op(op: Operation, live: _LiveMap) -> None:
    for region in op.regions:
        _propagate_region(region, live)
    if _term_kind(op):
        _propagate_terminator(op, live)
        return
    if op in live.ops:
        return
    if not would_op_be_trivially_dead(op):
        live.set_op_live(op)
        return
    for r in op.results:
        _process_value(r, live)


def _propagate_region(region: Region, live: _LiveMap) -> None:
    if not region.blocks:
        return
    entry = region.blocks[0]
    live_ops = live.ops
    blocks = [entry] if len(region.blocks) == 1 else post_order_blocks(entry)
    for block in blocks:
        op = block.last
        while op is not None:
            if op.regions or op not in live_ops or _term_kind(op):
                _propagate_op(op, live)
            op = op.prev
        if block is entry:
            continue
        for a in block.args:
            if not live.value_live(a):
                _process_value(a, live)


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
    for region in regions:
        if not region.blocks:
            continue
        single = len(region.blocks) == 1
        for block in post_order_blocks(region.blocks[0]):
            if not single:
                _erase_terminator_successor_operands(block.last, live)
            op = block.last
            while op is not None:
                prev = op.prev
                if op not in live.ops:
                    erased = True
                    for r in op.results:
                        drop_all_uses(r)
                    rewriter.erase_op(op)
                else:
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
    while True:
        live.changed = False
        for region in regions:
            _propagate_region(region, live)
        if not live.changed:
            break
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
    worklist = list(dict.fromkeys(regions))
    changed = False
    while worklist:
        region = worklist.pop()
        if _merge_identical_blocks_in(rewriter, region):
            if region not in worklist:
                worklist.append(region)
            changed = True
        for block in region.blocks:
            for op in block.ops:
                for r in op.regions:
                    if r not in worklist:
                        worklist.append(r)
    return changed


def _drop_redundant_block_arguments(rewriter: Rewriter, block: Block) -> bool:
    """``dropRedundantArguments`` of one block: an argument every predecessor
    passes the same value for is replaced by that value."""
    preds = block.predecessor_edges()
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


def drop_redundant_arguments(rewriter: Rewriter, regions: list) -> bool:
    """``dropRedundantArguments`` over these regions and all nested ones."""
    worklist = list(dict.fromkeys(regions))
    changed = False
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            changed = _drop_redundant_block_arguments(rewriter, block) or changed
            for op in block.ops:
                for r in op.regions:
                    if r not in worklist:
                        worklist.append(r)
    return changed


def simplify_regions(rewriter: Rewriter, regions: list, merge_blocks: bool = False) -> bool:
    """``simplifyRegions``: True if anything was simplified.  ``merge_blocks``
    adds identical-block merging and redundant-argument dropping (the
    ``Aggressive`` level)."""
    erased_blocks = erase_unreachable_blocks(rewriter, regions)
    erased_ops = run_region_dce(rewriter, regions)
    merged = dropped = False
    if merge_blocks:
        merged = merge_identical_blocks(rewriter, regions)
        dropped = drop_redundant_arguments(rewriter, regions)
    return erased_blocks or erased_ops or merged or dropped
