"""Building and rewriting IR: MLIR's OpBuilder, IRMapping, RewriterBase and
RewritePattern (mlir/include/mlir/IR/Builders.h, IRMapping.h, PatternMatch.h).

A :class:`Builder` inserts ops at an insertion point.  A :class:`Rewriter` is a
builder that also reports every change (insertion, modification, replacement,
erasure) to a :class:`Listener`; the greedy pattern driver listens to keep its
worklist, exactly as MLIR's does.  A pass that rewrites IR directly (as
Triton's remove-layout-conversions does with ``OpBuilder``) uses a plain
:class:`Builder` and the IR core's methods.

A :class:`RewritePattern` is rooted at one op class (``root``, as
``OpRewritePattern<scf::ForOp>``; ``None`` for any op) and rewrites through the rewriter it is given, returning whether it changed
anything.  Patterns of equal ``benefit`` are tried in the order they were
added, as MLIR's PatternApplicator does.
"""

from __future__ import annotations

from typing import Callable, Iterable, Optional

from pyopt.ir.core import Block, BlockArgument, Operation, Region, Value

__all__ = ["IRMapping", "Listener", "Builder", "Rewriter", "RewritePattern", "clone_op", "drop_all_uses",
           "post_order_blocks", "block_successors"]


class IRMapping:
    """Value (and block) mapping used while cloning (mlir::IRMapping)."""

    __slots__ = ("values", "blocks")

    def __init__(self):
        self.values: dict[Value, Value] = {}
        self.blocks: dict[Block, Block] = {}

    def map(self, old: Value, new: Value) -> None:
        self.values[old] = new

    def map_block(self, old: Block, new: Block) -> None:
        self.blocks[old] = new

    def lookup(self, v: Value) -> Value:
        """``lookupOrDefault``: the mapped value, or ``v`` itself."""
        return self.values.get(v, v)

    def lookup_or_none(self, v: Value) -> Optional[Value]:
        return self.values.get(v)

    def contains(self, v: Value) -> bool:
        return v in self.values


def clone_op(op: Operation, mapping: Optional[IRMapping] = None,
             result_types: Optional[list] = None) -> Operation:
    """A deep copy of ``op`` (regions included), not inserted anywhere.

    Operands are remapped through ``mapping`` (values defined inside the
    cloned regions are mapped as they are cloned); the results of ``op`` and
    of every nested op are mapped to their clones, as ``Operation::clone``.
    ``result_types`` gives the clone's results other types (a clone followed
    by setting each result's type, without the intermediate types).
    """
    if mapping is None:
        mapping = IRMapping()
    values = mapping.values
    get = values.get
    operands = [get(u.value, u.value) for u in op._operands]
    cls = type(op)
    props = dict(op.properties) if op.properties is not None else None
    if result_types is None:
        result_types = [r.type for r in op.results]
    # The constructors copy the attribute dictionary (in its order), or share it
    # where it is shared (copy-on-write: SharedAttributes); the
    # clone's results are fresh values (no name hint).
    if cls is Operation:
        new = Operation(op.name, operands, result_types, op.attr_dict,
                        loc=op.loc, properties=props)
    else:
        new = cls(operands, result_types, op.attr_dict, loc=op.loc, properties=props)
    # Successors are remapped after the regions' blocks exist (cf ops inside
    # cloned regions).
    for old_r, new_r in zip(op.results, new.results):
        values[old_r] = new_r
    if op.regions:
        new.regions = [Region(new) for _ in op.regions]
        for old_region, new_region in zip(op.regions, new.regions):
            clone_region_into(old_region, new_region, mapping)
    if op.successors:
        new.successors = [mapping.blocks.get(b, b) for b in op.successors]
    return new


def clone_region_into(src: Region, dst: Region, mapping: IRMapping) -> None:
    """Append clones of ``src``'s blocks to ``dst`` (Region::cloneInto)."""
    new_blocks = []
    for b in src.blocks:
        nb = Block([a.type for a in b.args], [a.loc for a in b.args])
        mapping.map_block(b, nb)
        for a, na in zip(b.args, nb.args):
            mapping.map(a, na)
        dst.add_block(nb)
        new_blocks.append((b, nb))
    for b, nb in new_blocks:
        for o in b.ops:
            nb.append(clone_op(o, mapping))
    # Fix successors that referred to blocks cloned after their user.
    for _, nb in new_blocks:
        for o in nb.ops:
            if o.successors:
                o.successors = [mapping.blocks.get(s, s) for s in o.successors]


class Listener:
    """Receives notifications of IR changes (RewriterBase::Listener)."""

    def notify_op_inserted(self, op: Operation) -> None: ...
    def notify_op_modified(self, op: Operation) -> None: ...
    def notify_op_replaced(self, op: Operation, values: list) -> None: ...
    def notify_op_erased(self, op: Operation) -> None: ...
    def notify_block_inserted(self, block: Block) -> None: ...
    def notify_block_erased(self, block: Block) -> None: ...


class Builder:
    """Creates ops at an insertion point (mlir::OpBuilder).

    The insertion point is a block and the op to insert before (``None``:
    the end of the block).
    """

    def __init__(self, listener: Optional[Listener] = None):
        self.listener = listener
        self.block: Optional[Block] = None
        self.before: Optional[Operation] = None

    # -- insertion point ---------------------------------------------------
    def set_insertion_point(self, op: Operation) -> None:
        self.block, self.before = op.parent, op

    def set_insertion_point_after(self, op: Operation) -> None:
        self.block, self.before = op.parent, op.next

    def set_insertion_point_after_value(self, v: Value) -> None:
        """After the defining op, or at the start of the argument's block."""
        if isinstance(v, BlockArgument):
            self.set_insertion_point_to_start(v.block)
        else:
            self.set_insertion_point_after(v.defining_op)

    def set_insertion_point_to_start(self, block: Block) -> None:
        self.block, self.before = block, block.first

    def set_insertion_point_to_end(self, block: Block) -> None:
        self.block, self.before = block, None

    def save(self) -> tuple:
        return self.block, self.before

    def restore(self, ip: tuple) -> None:
        self.block, self.before = ip

    # -- creation ---------------------------------------------------------
    def insert(self, op: Operation) -> Operation:
        """Insert a detached op at the insertion point."""
        block = self.block
        if block is not None:
            before = self.before
            if before is None:
                block._link(op, block.last, None)  # Block.append, inlined
            else:
                assert before.parent is block
                block._link(op, before.prev, before)  # Block.insert_before, inlined
        if self.listener is not None:
            self.listener.notify_op_inserted(op)
        return op

    def create(self, name_or_cls, operands: Iterable[Value] = (), result_types: Iterable = (),
               attributes: Optional[dict] = None, regions=0, loc=None) -> Operation:
        """Create an op (by class or registered name) and insert it."""
        if isinstance(name_or_cls, str):
            from pyopt.ir.context import current

            cls = current().lookup_op(name_or_cls)
        else:
            cls = name_or_cls
        if cls is None:
            op = Operation(name_or_cls, operands, result_types, attributes, regions, loc=loc)
        else:
            # The constructor reads each iterable once (no copies needed).
            op = cls(operands, result_types, attributes, regions, loc=loc)
        return self.insert(op)

    def clone(self, op: Operation, mapping: Optional[IRMapping] = None) -> Operation:
        """Clone ``op`` (deeply) and insert the clone (OpBuilder::clone): the
        listener hears of the clone, then of its blocks and, in pre-order, of
        every op nested in it."""
        new = self.insert(clone_op(op, mapping))
        if self.listener is not None:
            self._notify_block_insertions(new)
            for region in new.regions:
                for block in region.blocks:
                    for nested in block.ops:
                        for o in nested.walk(pre_order=True):
                            self.listener.notify_op_inserted(o)
                            self._notify_block_insertions(o)
        return new

    def _notify_block_insertions(self, op: Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                self.listener.notify_block_inserted(block)

    def create_block(self, region: Region, arg_types: Iterable = (), arg_locs=None) -> Block:
        """Append a new block to ``region`` and move the insertion point to its
        end (OpBuilder::createBlock)."""
        block = region.add_block(Block(arg_types, arg_locs))
        if self.listener is not None:
            self.listener.notify_block_inserted(block)
        self.set_insertion_point_to_end(block)
        return block


class Rewriter(Builder):
    """A builder whose every change is reported (mlir::RewriterBase).

    Used directly it is MLIR's ``IRRewriter``; the greedy driver hands it to
    patterns with itself as the listener (``PatternRewriter``).
    """

    # -- replacement and erasure -----------------------------------------
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Point every use of ``old`` at ``new``, one use at a time in MLIR's
        use order, reporting each user as modified (RewriterBase::replaceAllUsesWith)."""
        for use in old.mlir_uses():
            use.owner.set_operand(use.index, new)
            if self.listener is not None:
                self.listener.notify_op_modified(use.owner)

    def replace_uses_with_if(self, old: Value, new: Value, pred: Callable) -> None:
        """RewriterBase::replaceUsesWithIf: only the uses ``pred`` accepts."""
        for use in old.mlir_uses():
            if pred(use):
                use.owner.set_operand(use.index, new)
                if self.listener is not None:
                    self.listener.notify_op_modified(use.owner)

    def replace_op(self, op: Operation, values) -> None:
        """Replace the results of ``op`` with ``values`` (values or an op),
        then erase it (RewriterBase::replaceOp)."""
        if isinstance(values, Operation):
            values = values.results
        values = list(values)
        assert len(values) == len(op.results)
        if self.listener is not None:
            self.listener.notify_op_replaced(op, values)
        for r, v in zip(op.results, values):
            if v is not None:
                self.replace_all_uses_with(r, v)
        self.erase_op(op)

    def erase_op(self, op: Operation) -> None:
        """Erase ``op`` and everything nested in it (RewriterBase::eraseOp).

        With a listener, nested ops are erased one by one before their
        parent, users before definitions: regions in reverse, the blocks of
        a region in post-order of the CFG, the ops of a block in reverse; each
        is reported just before it goes, so the listener always sees
        consistent IR."""
        for r in op.results:
            if r.has_uses():
                raise ValueError(f"erasing {op.name} whose results still have uses")
        listener = self.listener
        if listener is None:
            op.erase()
            return
        if not op.regions:
            # _erase_tree of an op with nothing nested: reported, then erased
            # (its results have no uses: checked above)
            listener.notify_op_erased(op)
            op.erase()
            return
        self._erase_tree(op)

    def _erase_tree(self, op: Operation) -> None:
        for region in reversed(op.regions) if op.regions else ():
            while region.blocks:
                erased = []
                for block in post_order_blocks(region.blocks[0]):
                    o = block.last
                    while o is not None:
                        prev = o.prev
                        self._erase_tree(o)
                        o = prev
                    erased.append(block)
                for block in erased:
                    for a in block.args:
                        drop_all_uses(a)
                    self.erase_block(block)
        self.listener.notify_op_erased(op)
        for r in op.results:
            if r.has_uses():
                drop_all_uses(r)
        op.erase()

    def erase_block(self, block: Block) -> None:
        """Erase ``block`` and its ops, the last op first (RewriterBase::eraseBlock)."""
        o = block.last
        while o is not None:
            prev = o.prev
            self.erase_op(o)
            o = prev
        if self.listener is not None:
            self.listener.notify_block_erased(block)
        block.parent.blocks.remove(block)
        block.parent = None

    # -- in-place modification -------------------------------------------
    def modify_op_in_place(self, op: Operation, fn: Callable[[], None]) -> None:
        fn()
        if self.listener is not None:
            self.listener.notify_op_modified(op)

    def finalize_op_modification(self, op: Operation) -> None:
        if self.listener is not None:
            self.listener.notify_op_modified(op)

    # -- moving -----------------------------------------------------------
    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        op.move_before(anchor)
        if self.listener is not None:
            self.listener.notify_op_inserted(op)

    def move_op_after(self, op: Operation, anchor: Operation) -> None:
        op.move_after(anchor)
        if self.listener is not None:
            self.listener.notify_op_inserted(op)

    def inline_block_before(self, source: Block, dest_op_or_block, args: Iterable[Value] = (),
                            before: Optional[Operation] = None) -> None:
        """Move ``source``'s ops before ``dest_op`` (or into ``dest`` block
        before ``before``), replacing its arguments with ``args``, then erase
        the empty ``source`` (RewriterBase::inlineBlockBefore)."""
        if isinstance(dest_op_or_block, Operation):
            dest_block, anchor = dest_op_or_block.parent, dest_op_or_block
        else:
            dest_block, anchor = dest_op_or_block, before
        args = list(args)
        assert len(args) == len(source.args)
        for a, v in zip(source.args, args):
            self.replace_all_uses_with(a, v)
        while source.first is not None:
            op = source.first
            op.detach()
            if anchor is None:
                dest_block.append(op)
            else:
                dest_block.insert_before(anchor, op)
            if self.listener is not None:
                self.listener.notify_op_inserted(op)
        if self.block is source:
            self.block = dest_block
        self.erase_block(source)

    # -- changes MLIR code makes behind the rewriter's back ------------------
    def replace_all_uses_unreported(self, old: Value, new: Value) -> None:
        """``Value::replaceAllUsesWith`` called directly, as some upstream
        patterns do: the listener (the driver's worklist) is not told."""
        old.replace_all_uses_with(new)

    def take_body(self, dst: Region, src: Region) -> None:
        """``Region::takeBody``: move ``src``'s blocks into the empty ``dst``;
        not reported to the listener, as in MLIR."""
        assert not dst.blocks, "take_body into a non-empty region"
        for b in src.blocks:
            dst.add_block(b)
        src.blocks.clear()

    def merge_blocks(self, source: Block, dest: Block, args: Iterable[Value] = ()) -> None:
        self.inline_block_before(source, dest, args, None)

    def split_block(self, block: Block, before: Operation) -> Block:
        """``RewriterBase::splitBlock``: a new block right after ``block`` gets
        ``before`` and the ops after it, moved one by one from the end of
        ``block`` to the front of the new block, each reported as inserted."""
        region = block.parent
        new = Block()
        region.blocks.insert(region.blocks.index(block) + 1, new)
        new.parent = region
        if self.listener is not None:
            self.listener.notify_block_inserted(new)
        while before.parent is not new:
            op = block.last
            op.detach()
            if new.first is None:
                new.append(op)
            else:
                new.insert_before(new.first, op)
            if self.listener is not None:
                self.listener.notify_op_inserted(op)
        return new

    def inline_region_before(self, region: Region, parent: Region, before: Optional[Block]) -> None:
        """Move all blocks of ``region`` into ``parent`` before ``before``,
        reporting each moved block (RewriterBase::inlineRegionBefore)."""
        blocks = list(region.blocks)
        region.blocks.clear()
        idx = len(parent.blocks) if before is None else parent.blocks.index(before)
        for b in blocks:
            b.parent = parent
            parent.blocks.insert(idx, b)
            idx += 1
            if self.listener is not None:
                self.listener.notify_block_inserted(b)


def post_order_blocks(entry: Block) -> list:
    """The blocks reachable from ``entry`` in post-order of the successor
    graph, successors before predecessors (llvm::post_order)."""
    out, seen = [], {entry}
    stack = [(entry, iter(block_successors(entry)))]
    while stack:
        block, it = stack[-1]
        for s in it:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(block_successors(s))))
                break
        else:
            stack.pop()
            out.append(block)
    return out


def block_successors(block: Block) -> list:
    """The successors of ``block``'s terminator (Block::getSuccessors)."""
    term = block.last
    return list(term.successors) if term is not None else []


def drop_all_uses(v: Value) -> None:
    """``Value::dropAllUses``: the users keep a detached placeholder."""
    if v.has_uses():
        placeholder = Value(v.type)
        for use in v.uses:
            use.owner.set_operand(use.index, placeholder)


class RewritePattern:
    """A rewrite rooted at the ops of class ``root`` (``None``: any op), as
    MLIR's ``OpRewritePattern<OpTy>``; an unregistered op only meets the
    any-op patterns.

    Subclasses implement :meth:`match_and_rewrite`; it must only change IR
    through ``rewriter`` and return True exactly when it changed something.
    ``source`` names the C++ pattern it mirrors.

    ``debug_name`` is the name ``-canonicalize``'s ``disable-patterns`` and
    ``enable-patterns`` options select the pattern by (MLIR's
    ``Pattern::getDebugName``).  It defaults to the Python class name, and
    pyopt's pattern classes are named after the C++ class (or the DRR record,
    e.g. ``AddIAddConstant``) they port, so the name is MLIR's without its
    C++ namespace (MLIR's default is the qualified type name,
    ``(anonymous namespace)::AddIAddConstant``).  A subclass may set it;
    ports of an op's ``canonicalize`` method set it to ``""``, as MLIR gives
    those function patterns no name.
    """

    root: Optional[type] = None
    benefit: int = 1
    source: str = ""
    debug_name: str = "RewritePattern"

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if "debug_name" not in cls.__dict__:
            cls.debug_name = cls.__name__

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} on {self.root.OP_NAME if self.root is not None else '*'}>"
