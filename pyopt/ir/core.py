"""The in-memory IR: operations, values with use lists, blocks and regions.

The model follows MLIR's (mlir/include/mlir/IR/Operation.h, Value.h, Block.h,
Region.h): an :class:`Operation` owns its result values and regions, a
:class:`Region` owns blocks, a :class:`Block` owns its arguments and an ordered
list of operations.  Every operand is a :class:`Use` registered on the used
value, so replacing all uses or erasing an op is cheap and keeps use lists
exact.  Types and attributes are immutable values (see ``types.py`` and
``attrs.py``); nothing here knows about syntax.

A registered op is an instance of its declaration class (a subclass of
:class:`Operation` made by ``pyopt.ir.opdef.irdl_op``), which drives its
parsing, printing and verification.  Ops that pyopt does not know are plain
:class:`Operation` objects and round-trip in the generic form.
"""

from __future__ import annotations

from typing import Iterable, Iterator, Optional, Sequence

from pyopt.diagnostics import Diagnostic, DiagnosticError, location_of
from pyopt.ir.attrs import expand_compact_loc

__all__ = ["Use", "Value", "OpResult", "BlockArgument", "Operation", "Block", "Region", "SharedAttributes"]


class SharedAttributes(dict):
    """An attribute dictionary that ops share, copy-on-write (ops parsed from the same
    text share one; ops without attributes share :data:`NO_ATTRIBUTES`): it is never
    changed (each change raises), and an op's :attr:`Operation.attributes` gives the op
    its own copy first.  Readers that never change it take :attr:`Operation.attr_dict`.
    A constructor given one shares it rather than copy it (memory: one dictionary per op
    of a big module, most of them alike)."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("a shared attribute dictionary is never changed: change op.attributes")

    __setitem__ = __delitem__ = __ior__ = _refuse
    pop = popitem = setdefault = update = clear = _refuse  # type: ignore[assignment]

    def __reduce__(self):
        return (SharedAttributes, (dict(self),))


#: the attributes of every op made without any (until one is given to it)
NO_ATTRIBUTES = SharedAttributes()
#: the operand uses of every op made without operands (until one is added)
_NO_OPERANDS: tuple = ()


class Use:
    """One operand slot of ``owner`` (operand number ``index``) that reads ``value``.

    A use is also a link of its value's use list, which is intrusive and doubly
    linked as MLIR's (``IROperand``'s ``nextUse``/``back``): ``_next`` is the use
    after it in MLIR's order (older), ``_prev`` the one before it (newer), so a
    use is put at the head or taken out of the list in constant time.

    Four fields, no more (memory: an object of four fields takes 64 bytes, one of
    five 80; one per operand of a big module): the operand number is found in the
    owner's operand list when asked for (``index``), as MLIR's ``getOperandNumber``."""

    __slots__ = ("owner", "value", "_prev", "_next")

    def __init__(self, owner: "Operation", value: "Value"):
        self.owner = owner
        self.value = value
        # Value._add_use, inlined
        head = value._first_use
        self._prev = None
        self._next = head
        if head is not None:
            head._prev = self
        value._first_use = self

    @property
    def index(self) -> int:
        """The operand number of this use in its owner (``OpOperand::getOperandNumber``)."""
        uses = self.owner._operands
        if uses[0] is self:
            return 0
        return uses.index(self)

    def _unlink(self) -> None:
        """Take this use out of its value's use list (nothing if it is in none)."""
        prev, nxt = self._prev, self._next
        if prev is None:
            value = self.value
            if value._first_use is not self:
                return  # not linked
            value._first_use = nxt
        else:
            prev._next = nxt
        if nxt is not None:
            nxt._prev = prev
        self._prev = self._next = None

    def _link(self, value: "Value") -> None:
        """Point this (unlinked) use at ``value``, at the head of its use list (MLIR's
        ``IROperand::insertIntoCurrent``)."""
        self.value = value
        head = value._first_use
        self._prev = None
        self._next = head
        if head is not None:
            head._prev = self
        value._first_use = self

    def __repr__(self) -> str:
        return f"Use({self.owner.name}#{self.index})"


class Value:
    """An SSA value.  ``uses`` lists every :class:`Use` that reads it.

    The value holds MLIR's use list itself (``_first_use``, the head: the most
    recent use; see :class:`Use`).  ``uses`` is that list in reverse, a new list
    each time (the oldest use first: pyopt's order, as when uses were appended),
    and replacing uses moves them exactly as MLIR's ``IROperand::set`` does.
    Passes ported from MLIR/Triton whose result depends on the order of
    ``getUses()``/``getUsers()`` iterate :meth:`mlir_uses` / :meth:`mlir_users`.
    Ask :meth:`has_uses` / :meth:`has_one_use` rather than building ``uses`` to
    test for them (constant time, where a constant may have thousands of uses).
    """

    __slots__ = ("type", "_first_use", "written_name")  # (no weak references: memory, one per value)

    def __init__(self, type):
        self.type = type
        self._first_use: Optional[Use] = None
        # The name the value had in the parsed text, as written (``%x``, or
        # ``%x#1`` for a result of a group): the parser's own string, kept
        # rather than a copy without its '%' (memory: one per value).
        self.written_name: Optional[str] = None

    @property
    def name_hint(self) -> Optional[str]:
        """The name the value had in the parsed text, without '%'; printers
        ignore it, as MLIR's does, but diagnostics may show it."""
        n = self.written_name
        return n[1:] if n is not None else None

    @name_hint.setter
    def name_hint(self, hint: Optional[str]) -> None:
        self.written_name = None if hint is None else "%" + hint

    # -- use-list manipulation -------------------------------------------
    @property
    def uses(self) -> list[Use]:
        """The uses, the oldest first (MLIR's use list in reverse): a new list."""
        out = []
        u = self._first_use
        while u is not None:
            out.append(u)
            u = u._next
        out.reverse()
        return out

    @property
    def users(self) -> list["Operation"]:
        seen: dict[int, Operation] = {}
        for u in self.uses:
            seen.setdefault(id(u.owner), u.owner)
        return list(seen.values())

    def mlir_uses(self) -> list[Use]:
        """The uses in MLIR's ``getUses()`` order (most recent first)."""
        out = []
        u = self._first_use
        while u is not None:
            out.append(u)
            u = u._next
        return out

    def mlir_users(self) -> list["Operation"]:
        """The owners of :meth:`mlir_uses`, one per use (as ``getUsers()``)."""
        out = []
        u = self._first_use
        while u is not None:
            out.append(u.owner)
            u = u._next
        return out

    def iter_uses(self) -> Iterator[Use]:
        """The uses in MLIR's order (most recent first), one at a time, for a caller that
        may stop early (the use list must not change while it is walked)."""
        u = self._first_use
        while u is not None:
            yield u
            u = u._next

    def has_uses(self) -> bool:
        """``!use_empty()``, in constant time."""
        return self._first_use is not None

    def has_one_use(self) -> bool:
        u = self._first_use
        return u is not None and u._next is None

    def reorder_uses(self, uses: Sequence[Use]) -> None:
        """Put this value's uses in the order ``uses`` gives (pyopt's order, the oldest
        first; a permutation of :attr:`uses`), as MLIR's ``shuffleUseList``."""
        assert len(uses) == len(self.uses) and {id(u) for u in uses} == {id(u) for u in self.uses}
        self._first_use = None
        for u in uses:
            u._link(self)

    def replace_all_uses_with(self, new: "Value") -> None:
        if new is self:
            return
        # MLIR takes uses from the head of the list and puts each at the head
        # of the new value's list, which reverses them.
        u = self._first_use
        self._first_use = None
        while u is not None:
            nxt = u._next
            u._link(new)
            u = nxt

    def replace_uses_if(self, new: "Value", pred) -> None:
        if new is self:
            return
        for use in self.mlir_uses():
            if pred(use):
                use._unlink()
                use._link(new)

    @property
    def defining_op(self) -> Optional["Operation"]:
        return None

    @property
    def parent_block(self) -> Optional["Block"]:
        raise NotImplementedError

class OpResult(Value):
    """A result of ``op``.  Four fields (see :class:`Use`): the result number is found
    in the op's results when asked for (``index``)."""

    __slots__ = ("op",)

    def __init__(self, type, op: "Operation"):
        # Value.__init__, inlined (one result per op made)
        self.type = type
        self._first_use = None
        self.written_name = None
        self.op = op

    @property
    def index(self) -> int:
        """The result number (``OpResult::getResultNumber``)."""
        results = self.op.results
        if results[0] is self:
            return 0
        return results.index(self)

    @property
    def defining_op(self) -> "Operation":
        return self.op

    @property
    def parent_block(self) -> Optional["Block"]:
        return self.op.parent

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.op.name}>"


class BlockArgument(Value):
    __slots__ = ("block", "index", "_loc")

    def __init__(self, type, block: "Block", index: int, loc=None):
        super().__init__(type)
        self.block = block
        self.index = index
        self._loc = loc

    @property
    def loc(self):
        """The argument's location, or None; held compactly as :attr:`Operation.loc`."""
        loc = self._loc
        if loc.__class__ is int:
            return expand_compact_loc(loc)
        return loc

    @loc.setter
    def loc(self, loc) -> None:
        self._loc = loc

    @property
    def parent_block(self) -> "Block":
        return self.block

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}>"



class ErasedWithUsesError(DiagnosticError, ValueError):
    """An op erased while a result is still used: MLIR's "operation destroyed
    but still has uses", a note at each user (where C++ Triton aborts, a
    pass that does this fails with the error)."""

    def __init__(self, op: "Operation", result: "Value"):
        diag = Diagnostic("error", f"'{op.name}' op operation destroyed but still has uses", location_of(op))
        for use in result.uses:
            user = use.owner
            diag.attach_note(f"- use: '{getattr(user, 'name', '?')}'", location_of(user))
        super().__init__(diag)

class Operation:
    """A generic operation.

    ``attributes`` holds every attribute, inherent and discardable, in insertion
    order (printers sort, as MLIR's DictionaryAttr does): the op's own dict, made when
    first asked for where the op shares one (:class:`SharedAttributes`);
    ``attr_dict`` is the same for reading only, without the copy.  ``properties`` is only
    used by unregistered ops parsed from the generic form, whose ``<{...}>``
    dictionary must be printed back where it was.
    """

    __slots__ = (
        "name", "_operands", "results", "_attributes", "properties",
        "regions", "successors", "_loc", "parent", "prev", "next", "_order",
    )  # (no weak references: memory, one per op)
    #: The op's traits (:mod:`pyopt.ir.traits` objects, declared by registered
    #: ops' classes; an unregistered op has none) and the trait classes they
    #: are instances of, for :meth:`has_trait`.
    traits: frozenset = frozenset()
    _trait_types: frozenset = frozenset()

    @classmethod
    def has_trait(cls, trait: type) -> bool:
        """``op->hasTrait<T>()``: does the op's class declare trait ``T`` (or
        a trait derived from it, as ``Pure`` includes ``NoMemoryEffect``)?"""
        return trait in cls._trait_types

    def __init__(
        self,
        name: str,
        operands: Iterable[Value] = (),
        result_types: Iterable = (),
        attributes: Optional[dict] = None,
        regions: int | Iterable["Region"] = 0,
        successors: Iterable["Block"] = (),
        loc=None,
        properties: Optional[dict] = None,
    ):
        self.name = name
        # The operand list is made at its exact size (a list grown by appending
        # keeps room for four), the results are a tuple, and an op without
        # operands, results, regions or successors shares the empty tuple
        # there (memory: one op per line of a big module).
        if operands.__class__ is not list and operands.__class__ is not tuple:
            operands = list(operands)
        if operands:
            uses: list = [None] * len(operands)
            for i, v in enumerate(operands):  # _append_operand, inlined
                uses[i] = Use(self, v)
            self._operands = uses
        else:
            self._operands = _NO_OPERANDS
        if result_types.__class__ is not list and result_types.__class__ is not tuple:
            result_types = list(result_types)
        # a tuple (results are fixed when the op is made), the shared empty one for none
        if len(result_types) == 1:
            self.results = (OpResult(result_types[0], self),)
        elif result_types:
            self.results = tuple([OpResult(t, self) for t in result_types])
        else:
            self.results = ()
        if not attributes:
            self._attributes: dict = NO_ATTRIBUTES
        elif attributes.__class__ is SharedAttributes:
            self._attributes = attributes
        else:
            self._attributes = dict(attributes)
        self.properties: Optional[dict] = properties
        if isinstance(regions, int):
            self.regions: Sequence[Region] = [Region(self) for _ in range(regions)] if regions else ()
        else:
            rs = []
            for r in regions:
                r.parent = self
                rs.append(r)
            self.regions = rs or ()
        self.successors: Sequence[Block] = list(successors) if successors else ()
        self._loc = loc
        self.parent: Optional[Block] = None
        self.prev: Optional[Operation] = None
        self.next: Optional[Operation] = None

    @property
    def attributes(self) -> dict:
        """The op's attributes, its own dict (to read or change)."""
        attrs = self._attributes
        if attrs.__class__ is SharedAttributes:
            attrs = self._attributes = dict(attrs)
        return attrs

    @attributes.setter
    def attributes(self, attrs: dict) -> None:
        self._attributes = attrs

    #: ``attr_dict``: the op's attributes, to read only (never change it: it may be shared);
    #: the ``_attributes`` field itself (set below the class: a read costs no call)
    attr_dict: dict

    @property
    def loc(self):
        """The op's location (a ``pyopt.ir.attrs`` location, or None).  The op may hold
        it compactly (:func:`pyopt.ir.attrs.compact_file_line_col`, as the parser gives
        it): then each read makes the ``FileLineColLoc`` (equal, not the same object)."""
        loc = self._loc
        if loc.__class__ is int:
            return expand_compact_loc(loc)
        return loc

    @loc.setter
    def loc(self, loc) -> None:
        self._loc = loc

    # -- operands ----------------------------------------------------------
    def _append_operand(self, v: Value) -> None:
        uses = self._operands
        if uses.__class__ is tuple:  # (none yet: the shared empty tuple)
            uses = self._operands = []
        uses.append(Use(self, v))

    @property
    def operands(self) -> list[Value]:
        return [u.value for u in self._operands]

    @property
    def operand_uses(self) -> list[Use]:
        return self._operands

    def operand(self, i: int) -> Value:
        return self._operands[i].value

    def set_operand(self, i: int, v: Value) -> None:
        # As MLIR's IROperand::set, even to the same value: the use moves to
        # the head of the value's use list.
        use = self._operands[i]
        use._unlink()
        use._link(v)

    def set_operands(self, values: Iterable[Value]) -> None:
        self._drop_operands()
        for v in values:
            self._append_operand(v)

    def erase_operands(self, erase: set) -> None:
        """``Operation::eraseOperands(BitVector)``: drop the operands at the indices
        in ``erase``.  As MLIR's operand storage does, each kept operand after the
        first erased one is moved down a slot, and moving an operand re-inserts its
        use at the head of its value's use list."""
        if not erase:
            return
        uses = self._operands
        first = min(erase)
        n = first
        for i in range(first + 1, len(uses)):
            if i in erase:
                continue
            dst, src = uses[n], uses[i]
            dst._unlink()
            src._unlink()
            uses[n] = Use(self, src.value)
            n += 1
        for use in uses[n:]:
            use._unlink()
        del uses[n:]

    def _drop_operands(self) -> None:
        for use in self._operands:
            use._unlink()
        self._operands = []

    @property
    def num_operands(self) -> int:
        return len(self._operands)

    # -- results -------------------------------------------------------------
    @property
    def result(self) -> OpResult:
        assert len(self.results) == 1, f"{self.name} has {len(self.results)} results"
        return self.results[0]

    @property
    def result_types(self) -> list:
        return [r.type for r in self.results]

    # -- structure ----------------------------------------------------------
    @property
    def parent_op(self) -> Optional["Operation"]:
        b = self.parent
        if b is None or b.parent is None:
            return None
        return b.parent.parent

    @property
    def parent_region(self) -> Optional["Region"]:
        return self.parent.parent if self.parent is not None else None

    def is_ancestor_of(self, other: "Operation") -> bool:
        o: Optional[Operation] = other
        while o is not None:
            if o is self:
                return True
            o = o.parent_op
        return False

    def walk(self, pre_order: bool = True) -> Iterator["Operation"]:
        """All ops nested in (and including) this one.  Safe against erasing
        the op just yielded in post-order.

        Iterative (a stack of the ops being walked, not nested generators), so
        that any depth of nesting is walked in time linear in the ops: an op's
        regions are read when its turn comes (after it is yielded, in
        pre-order), and the op after each child is read before the child is
        walked, as the recursive definition does."""
        # one frame per op being walked: [op, its regions, the blocks of the
        # current region, the next op of the current block]
        op = self
        stack: list = []
        while True:
            if pre_order:
                yield op
            stack.append([op, iter(op.regions), None, None])
            while stack:
                frame = stack[-1]
                child = frame[3]
                while child is None:
                    blocks = frame[2]
                    if blocks is not None:
                        block = next(blocks, None)
                        if block is not None:
                            child = block.first
                            continue
                    region = next(frame[1], None)
                    if region is None:
                        break
                    frame[2] = iter(region.blocks)
                if child is not None:
                    frame[3] = child.next
                    if not child.regions:  # a leaf: no frame of its own
                        yield child
                        continue
                    op = child
                    break
                stack.pop()
                if not pre_order:
                    yield frame[0]
            else:
                return

    def attr(self, name: str, default=None):
        return self._attributes.get(name, default)

    def is_before_in_block(self, other: "Operation") -> bool:
        """``Operation::isBeforeInBlock``: by the ops' order indices in their block (kept
        as MLIR keeps them: :meth:`order_in_block`), constant time amortised."""
        assert self.parent is other.parent
        self.order_in_block()
        other.order_in_block()  # (which may number the block again: read both after it)
        return self._order < other._order

    def order_in_block(self) -> int:
        """The op's order index in its block (MLIR's ``orderIndex``): increasing along the
        block.  Indices are given lazily (``updateOrderIfNecessary``): an op linked into a
        block has none until asked; it takes one between its neighbours' where there is
        room, else the block is numbered again (``recomputeOpOrder``).  (Unlike MLIR, ops
        inserted in a row take theirs together, without numbering the whole block.)"""
        block = self.parent
        if not block._order_valid:
            block._recompute_order()
        elif self._order < 0:
            # the run of ops without one around this op (ops inserted one after another), spread
            # over the gap between the indices around it, or the block numbered again where the
            # gap is too narrow (MLIR numbers the block again where a neighbour has none)
            first = last = self
            count = 1
            while first.prev is not None and first.prev._order < 0:
                first = first.prev
                count += 1
            while last.next is not None and last.next._order < 0:
                last = last.next
                count += 1
            lo = first.prev._order if first.prev is not None else 0
            if last.next is None:
                step = _ORDER_STRIDE
            elif last.next._order - lo > count:
                step = (last.next._order - lo) // (count + 1)
            else:
                block._recompute_order()
                return self._order
            op = first
            while True:
                lo += step
                op._order = lo
                if op is last:
                    break
                op = op.next
        return self._order

    # -- mutation ------------------------------------------------------------
    def detach(self) -> "Operation":
        if self.parent is not None:
            self.parent._unlink(self)
        return self

    def erase(self) -> None:
        """Remove this op and everything nested in it.  Its results must be
        unused (as in MLIR)."""
        for r in self.results:
            if r._first_use is not None:
                raise ErasedWithUsesError(self, r)
        if self.parent is not None:
            self.parent._unlink(self)
        if self.regions:
            self._drop_references()
        else:
            self._drop_operands()

    def _drop_references(self) -> None:
        for region in self.regions:
            for block in region.blocks:
                for op in list(block.ops):
                    op._drop_references()
        self._drop_operands()

    def move_before(self, other: "Operation") -> None:
        self.detach()
        other.parent.insert_before(other, self)

    def move_after(self, other: "Operation") -> None:
        self.detach()
        other.parent.insert_after(other, self)

    def replace_all_uses_with(self, values: Iterable[Value]) -> None:
        values = list(values)
        assert len(values) == len(self.results)
        for r, v in zip(self.results, values):
            r.replace_all_uses_with(v)

    def __repr__(self) -> str:
        return f"<Operation {self.name}>"


Operation.attr_dict = Operation.__dict__["_attributes"]  # type: ignore[assignment]


#: the gap between consecutive order indices of a block's ops (MLIR's ``kOrderStride`` is 5;
#: a wider gap takes more insertions at one place before the block is numbered again: 20)
_ORDER_STRIDE = 1 << 20


class Block:
    """A basic block: arguments and a doubly linked list of operations."""

    __slots__ = ("args", "parent", "first", "last", "_count", "_order_valid", "__weakref__")

    def __init__(self, arg_types: Iterable = (), arg_locs: Optional[list] = None):
        self.args: list[BlockArgument] = []
        for i, t in enumerate(arg_types):
            self.args.append(BlockArgument(t, self, i, arg_locs[i] if arg_locs else None))
        self.parent: Optional[Region] = None
        self.first: Optional[Operation] = None
        self.last: Optional[Operation] = None
        self._count = 0
        self._order_valid = False  # whether its ops' order indices may be read (Operation.order_in_block)

    # -- predecessors (Block::getPredecessors: the uses of the block by
    # successor lists of its region's terminators) --------------------------------
    def predecessor_edges(self) -> list:
        """(terminator, successor index) of every edge into this block, in
        MLIR's use-list order (the most recently created branch first)."""
        edges = []
        if self.parent is None:
            return edges
        for b in self.parent.blocks:
            term = b.last
            if term is None:
                continue
            for i, s in enumerate(term.successors):
                if s is self:
                    edges.append((term, i))
        edges.reverse()
        return edges

    def single_predecessor(self) -> Optional["Block"]:
        """``Block::getSinglePredecessor``: the predecessor when exactly one edge enters."""
        edges = self.predecessor_edges()
        return edges[0][0].parent if len(edges) == 1 else None

    def unique_predecessor(self) -> Optional["Block"]:
        """``Block::getUniquePredecessor``: the predecessor when every edge into
        this block comes from the same block."""
        blocks = {t.parent for t, _ in self.predecessor_edges()}
        return blocks.pop() if len(blocks) == 1 else None

    def add_arg(self, type, loc=None) -> BlockArgument:
        a = BlockArgument(type, self, len(self.args), loc)
        self.args.append(a)
        return a

    def erase_arg(self, index: int) -> None:
        a = self.args.pop(index)
        if a._first_use is not None:
            raise ValueError("erasing a block argument that still has uses")
        for i, b in enumerate(self.args):
            b.index = i

    @property
    def ops(self) -> Iterator[Operation]:
        op = self.first
        while op is not None:
            nxt = op.next
            yield op
            op = nxt

    def __len__(self) -> int:
        return self._count

    @property
    def terminator(self) -> Optional[Operation]:
        return self.last

    @property
    def parent_op(self) -> Optional[Operation]:
        return self.parent.parent if self.parent is not None else None

    def index_of(self, op: Operation) -> int:
        for i, o in enumerate(self.ops):
            if o is op:
                return i
        raise ValueError("op not in block")

    def _recompute_order(self) -> None:
        """``Block::recomputeOpOrder``."""
        i = 0
        op = self.first
        while op is not None:
            i += _ORDER_STRIDE
            op._order = i
            op = op.next
        self._order_valid = True

    def _link(self, op: Operation, prev: Optional[Operation], nxt: Optional[Operation]) -> None:
        assert op.parent is None, "op is already in a block"
        op.parent = self
        op._order = -1  # none yet (Operation.order_in_block)
        op.prev = prev
        op.next = nxt
        if prev is None:
            self.first = op
        else:
            prev.next = op
        if nxt is None:
            self.last = op
        else:
            nxt.prev = op
        self._count += 1

    def _unlink(self, op: Operation) -> None:
        if op.prev is None:
            self.first = op.next
        else:
            op.prev.next = op.next
        if op.next is None:
            self.last = op.prev
        else:
            op.next.prev = op.prev
        op.parent = op.prev = op.next = None
        self._count -= 1

    def append(self, op: Operation) -> Operation:
        self._link(op, self.last, None)
        return op

    def prepend(self, op: Operation) -> Operation:
        self._link(op, None, self.first)
        return op

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        assert anchor.parent is self
        self._link(op, anchor.prev, anchor)
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        assert anchor.parent is self
        self._link(op, anchor, anchor.next)
        return op

    def __repr__(self) -> str:
        return f"<Block with {self._count} ops>"


class Region:
    __slots__ = ("blocks", "parent", "__weakref__")

    def __init__(self, parent: Optional[Operation] = None, blocks: Iterable[Block] = ()):
        self.parent = parent
        self.blocks: list[Block] = []
        for b in blocks:
            self.add_block(b)

    def add_block(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    @property
    def block(self) -> Block:
        assert len(self.blocks) == 1
        return self.blocks[0]

    @property
    def empty(self) -> bool:
        return not self.blocks

    def ops(self) -> Iterator[Operation]:
        for b in self.blocks:
            yield from b.ops

    def post_order_ops(self) -> list[Operation]:
        """Every op in this region, nested ones included, in post-order
        (``Region::walk``), as a list taken before the caller changes
        anything."""
        out: list[Operation] = []
        for b in self.blocks:
            o = b.first
            while o is not None:
                if o.regions:
                    out.extend(o.walk(pre_order=False))
                else:
                    out.append(o)
                o = o.next
        return out
