"""Dominance and post-dominance between ops and values (mlir/IR/Dominance.h).

Only what the ported passes ask: ``properlyDominates(Value, Operation*)``,
``properlyDominates(Operation*, Operation*)`` and
``postDominates(Operation*, Operation*)``.  Within one block the answer is
the order of the ops; across blocks of one region it is block (post-)
dominance, computed on demand per region.  Nothing here changes IR, and the
answers are computed from the IR as it is when asked, so a pass may keep one
instance while it rewrites (as Triton's passes keep ``DominanceInfo``).
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir.core import Block, BlockArgument, Operation, Region, Value

__all__ = ["DominanceInfo", "PostDominanceInfo", "block_dominators", "topological_sort"]


def _ancestor_in_block(block: Block, op: Operation) -> Optional[Operation]:
    """``Block::findAncestorOpInBlock``: ``op`` or the op enclosing it that
    lies directly in ``block``."""
    cur = op
    while cur is not None:
        if cur.parent is block:
            return cur
        cur = cur.parent_op
    return None


def block_dominators(region, post: bool = False) -> dict:
    """Block -> set of blocks (post-)dominating it (iterative data-flow;
    regions are small)."""
    blocks = region.blocks
    succs = {b: [s for s in (b.terminator.successors if b.terminator else [])] for b in blocks}
    preds = {b: [] for b in blocks}
    for b in blocks:
        for s in succs[b]:
            preds.setdefault(s, []).append(b)
    edges_in = succs if post else preds
    if post:
        roots = [b for b in blocks if not succs[b]]
    else:
        roots = blocks[:1]
    full = set(blocks)
    dom = {b: ({b} if b in roots else set(full)) for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if b in roots:
                continue
            ins = [dom[p] for p in edges_in[b]]
            new = set.intersection(*ins) if ins else set()
            new = new | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    return dom


class _Base:
    post = False

    def __init__(self):
        self._cache: dict = {}

    def _block_dominates(self, a: Block, b: Block) -> bool:
        """Whether block ``a`` (post-)dominates block ``b`` (same region or
        ``b`` nested in it)."""
        if a is b:
            return True
        region = a.parent
        # Walk b up to the region of a.
        cur = b
        while cur is not None and cur.parent is not region:
            op = cur.parent.parent if cur.parent is not None else None
            cur = op.parent if op is not None else None
        if cur is None:
            return False
        if cur is a:
            return True
        key = id(region)
        doms = self._cache.get(key)
        if doms is None or doms[0] is not region:
            doms = (region, block_dominators(region, self.post))
            self._cache[key] = doms
        return a in doms[1].get(cur, ())


class DominanceInfo(_Base):
    """``mlir::DominanceInfo`` for structured and CFG regions."""

    def dominates_block(self, a: Block, b: Block) -> bool:
        """``dominates(Block *a, Block *b)``: ``a`` is ``b``, or ``a`` dominates
        the block of ``a``'s region that holds ``b``."""
        return self._block_dominates(a, b)

    def properly_dominates_op(self, a: Operation, b: Operation, enclosing_ok: bool = True) -> bool:
        if a is b:
            return False
        ablock = a.parent
        anc = _ancestor_in_block(ablock, b)
        if anc is not None:
            if anc is a:
                return enclosing_ok
            return a.is_before_in_block(anc)
        # Different blocks: block dominance in a's region.
        bblock = b.parent
        return bblock is not None and self._block_dominates(ablock, bblock) and ablock is not bblock

    def properly_dominates(self, a: Value | Operation, b: Operation) -> bool:
        """``properlyDominates(Value, Operation*)`` (block arguments dominate
        every op of their block) or between two ops."""
        if isinstance(a, Operation):
            return self.properly_dominates_op(a, b)
        if isinstance(a, BlockArgument):
            return b.parent is not None and self._block_dominates(a.block, b.parent)
        return self.properly_dominates_op(a.defining_op, b, enclosing_ok=False)


class PostDominanceInfo(_Base):
    """``mlir::PostDominanceInfo``."""

    post = True

    def post_dominates(self, a: Operation, b: Operation) -> bool:
        if a is b:
            return True
        ablock = a.parent
        anc = _ancestor_in_block(ablock, b)
        if anc is not None:
            if anc is a:
                return True
            return anc.is_before_in_block(a)
        bblock = b.parent
        return bblock is not None and ablock is not bblock and self._block_dominates(ablock, bblock)


def topological_sort(ops) -> list[Operation]:
    """``mlir::topologicalSort`` of a set of ops: their order in a pre-order,
    dominance-respecting walk of the IR (structured regions: program order).

    As MLIR's TopoSortHelper, only the regions and blocks that hold one of the
    ops are visited, starting from their closest common ancestor region.
    ``ops`` is an insertion-ordered collection; one op or none is returned as
    given."""
    ops = list(ops)
    if len(ops) <= 1:
        return ops
    wanted = set(ops)
    # Ancestor regions/blocks of every op, and their closest common region.
    region_count: dict = {}
    ancestor_blocks = set()
    root = None
    for op in ops:
        block = op.parent
        ancestor_blocks.add(block)
        region = block.parent
        while region is not None:
            n = region_count.get(region, 0) + 1
            region_count[region] = n
            if n == len(ops):
                root = region
                break
            parent = region.parent
            if parent is None or parent.parent is None:
                break
            ancestor_blocks.add(parent.parent)
            region = parent.parent.parent
    assert root is not None, "expected all ops to have a common ancestor"
    # The walk below the common region (blocks in order; an op, then its regions, the last one
    # first) meets the ops in the order of their paths from it: (block's place in its region,
    # op's order in its block, minus its region's index, ...), an ancestor's path a prefix of
    # its descendants'.  Sorting by the paths reads no op that is not an ancestor of one of
    # them (the walk reads every op of the blocks on the way: quadratic where a pass sorts
    # many small slices of one big block).
    paths = []
    for op in ops:  # the ops on the paths, each given its order index
        path = []
        cur = op
        while True:
            cur.order_in_block()
            path.append(cur)
            region = cur.parent.parent
            if region is root:
                break
            cur = region.parent
        paths.append(path)
    # (read after all were given one: giving one may number a whole block again)
    keys: dict = {}
    for op, path in zip(ops, paths):
        key: list = []
        for cur in path:
            block = cur.parent
            region = block.parent
            key.append(cur.order_in_block())  # (all valid now: no renumbering)
            blocks = region.blocks
            key.append(0 if blocks[0] is block else blocks.index(block))
            if region is not root:
                key.append(-region.parent.regions.index(region))
        key.reverse()
        keys[op] = key
    return sorted(wanted, key=keys.__getitem__)
