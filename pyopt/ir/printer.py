"""Print pyopt IR as MLIR text, the way Triton 3.6.0 (MLIR's AsmPrinter) does.

Three parts mirror mlir/lib/IR/AsmPrinter.cpp:

* :class:`Namer` (SSANameState): value names.  Each region is numbered
  breadth-first: block arguments of an entry block are ``%argN``, results get
  ``%N`` unless the op suggests a name (``arith.constant``: ``%c0_i32``,
  ``%cst``, ``%true``), names are uniqued with ``_K`` where K is a conflict
  counter; nested regions start from the counters where their parent region
  ended, and sibling regions start from the same counters.
* :class:`AliasCollector` (AliasInitializer): walks the output in print order,
  records every attribute/type that has an alias name (``#blocked``, ``#mma``,
  ``#shared``, ``#smem``, ``#linear``, ``#loc``), then orders them by alias
  depth, types before attributes, then by name (stable), and numbers equal
  names ``#blocked``, ``#blocked1``, ...
* :class:`Printer`: the text, with 2-space indentation, elided terminators,
  block headers with predecessor comments, and the generic form on request.
"""

from __future__ import annotations

import re

from typing import Callable, Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.context import Context, current
from pyopt.ir.core import Block, Operation, OpResult, Region, Value
from pyopt.support import quote_string
from pyopt.ir.traits import IsTerminator, Symbol
from pyopt.ir.opdef import inherent_attr_names
from pyopt.ir.context import current
from pyopt.support import gc_paused, run_deep

# ---------------------------------------------------------------------------
# Alias names (the dialects' OpAsmDialectInterface::getAlias)
# ---------------------------------------------------------------------------


def alias_name(a) -> Optional[str]:
    """The alias stem MLIR would use for attribute ``a``, or None."""
    f = getattr(a, "ALIAS", None)
    if f is not None:
        return f
    if isinstance(a, A.Location):
        return "loc"
    return None


# ---------------------------------------------------------------------------
# Value names
# ---------------------------------------------------------------------------

_NAME_CHARS = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$._-")


def sanitize_name(name: str) -> str:
    """A value name as MLIR's printer makes it printable (sanitizeIdentifier):
    each byte (UTF-8) other than ASCII letters, digits and ``$._-`` becomes
    its hexadecimal code without leading zeros, a space ``_``; a name whose
    first byte is a digit, or another byte that is neither valid nor a
    space, gets ``_`` in front (it must not read as a number)."""
    data = name.encode("utf-8")
    if all(b in _NAME_CHARS for b in data) and not data[:1].isdigit():
        return name
    parts = []
    for byte in data:
        if byte in _NAME_CHARS:
            parts.append(chr(byte))
        elif byte == 0x20:
            parts.append("_")
        else:
            parts.append(f"{byte:X}")
    out = "".join(parts)
    first = data[:1]
    if first.isdigit() or (first and first[0] not in _NAME_CHARS and first != b" "):
        out = "_" + out
    return out


# Names the printer makes up (%arg3, %12): not names an input chose.
_DEFAULT_NAME = re.compile(r"(arg)?[0-9]+$")


def name_from_loc(loc) -> Optional[str]:
    """The name of the first named location (``NameLoc``) in ``loc``, walking
    it depth-first, a location before what it nests, a call site's callee
    before its caller, a fused location's parts in order
    (``LocationAttr::findInstanceOf<NameLoc>``); None when there is none."""
    stack = [loc]
    while stack:
        cur = stack.pop()
        resolve = getattr(cur, "resolve", None)  # the parser's reference to a #loc alias
        if resolve is not None:
            cur = resolve()
        if isinstance(cur, A.NameLoc):
            return cur.name
        if isinstance(cur, A.CallSiteLoc):
            stack.append(cur.caller)
            stack.append(cur.callee)
        elif isinstance(cur, A.FusedLoc):
            stack.extend(reversed(cur.locs))
    return None


_RESULT_NAME_HOOKS: dict = {}


def _result_name_hook(cls):
    """The op class's ``asm_result_names`` (OpAsmOpInterface::getAsmResultNames), or None."""
    try:
        return _RESULT_NAME_HOOKS[cls]
    except KeyError:
        hook = _RESULT_NAME_HOOKS[cls] = getattr(cls, "asm_result_names", None)
        return hook


#: The texts of value numbers, shared: each isolated region numbers its values
#: from 0 again, so a module of many functions names most of its values with
#: the same few strings (memory: one string per number, not per value).
_NUMBER_TEXTS: list = []


def _number_text(n: int) -> str:
    texts = _NUMBER_TEXTS
    if n < len(texts):
        return texts[n]
    if n < _NUMBER_TEXTS_KEPT:
        texts.extend(str(i) for i in range(len(texts), n + 1))
        return texts[n]
    return str(n)


#: Numbers whose texts are kept (a function of more values names the rest afresh).
_NUMBER_TEXTS_KEPT = 1 << 16


class Namer:
    """Value and block names (SSANameState).  With ``nameloc`` (MLIR's
    ``--mlir-use-nameloc-as-prefix``, what Triton prints with) a value whose
    location holds a name (``loc("offs"(#loc3))``) takes it instead of the
    name it would get: ``%offs``, ``%offs_0``, arguments ``%X``."""

    def __init__(self, top: Operation, generic: bool = False, nameloc: bool = False):
        self.generic = generic
        self.nameloc = nameloc
        self.names: dict = {}  # value -> name without '%' (keyed by the object: no int per value)
        self.block_names: dict[int, str] = {}
        self.block_order: dict[int, int] = {}
        # result groups (SSANameState::opResultGroups): ops whose results
        # other than #0 were named are printed `%a, %b:2 = ...`
        self.groups: dict[int, list[int]] = {}
        self.next_value = 0
        self.next_arg = 0
        self.next_conflict = 0
        # the names used in each open scope (MLIR's ScopedHashTable
        # usedNames), and how many open scopes use each name: a lookup is
        # one dict probe, not a walk of the scopes (quadratic in the depth)
        self.used: list[set] = []
        self._live: dict[str, int] = {}
        self._run(top)

    def _used(self, name: str) -> bool:
        return name in self._live

    def _use(self, name: str) -> None:
        scope = self.used[-1]
        if name not in scope:
            scope.add(name)
            self._live[name] = self._live.get(name, 0) + 1

    def _close_scopes(self, depth: int) -> None:
        """Forget the scopes from ``depth`` on."""
        live = self._live
        while len(self.used) > depth:
            for name in self.used.pop():
                n = live[name] - 1
                if n:
                    live[name] = n
                else:
                    del live[name]

    def unique(self, name: str) -> str:
        name = sanitize_name(name)
        if self._used(name):
            base = name + "_"
            while True:
                probe = base + str(self.next_conflict)
                self.next_conflict += 1
                if not self._used(probe):
                    name = probe
                    break
        self._use(name)
        return name

    def _set_name(self, v: Value, name: str) -> None:
        if name:
            self.names[v] = self.unique(name)
        else:
            self.names[v] = _number_text(self.next_value)
            self.next_value += 1

    def _run(self, top: Operation) -> None:
        self.used.append(set())
        # numberValuesInOp(top)
        self._number_op(top)
        base_scope = len(self.used)
        stack = [(r, self.next_value, self.next_arg, self.next_conflict, base_scope) for r in top.regions]
        while stack:
            region, self.next_value, self.next_arg, self.next_conflict, depth = stack.pop()
            self._close_scopes(depth)
            self.used.append(set())
            nested: list = []
            self._number_region(region, nested)
            here = len(self.used)
            for op in nested:
                for r in op.regions:
                    stack.append((r, self.next_value, self.next_arg, self.next_conflict, here))

    def _number_region(self, region: Region, nested: list) -> None:
        """Number the region's blocks, arguments and results; the ops in it
        with regions go to ``nested``, in order."""
        parent = region.parent
        if parent is not None and not self.generic:
            hook = getattr(parent, "asm_block_arg_names", None)
            if hook is not None:
                for v, name in hook(region):
                    if self.nameloc:
                        name = self._loc_name(v.loc, name)
                    self._set_name(v, name)
        # a function's arguments print their locations: nothing to recover
        symbol_args = parent is not None and parent.has_trait(Symbol)
        names = self.names
        plain = not self.nameloc
        for i, block in enumerate(region.blocks):
            self.block_names[block] = f"^bb{i}"
            self.block_order[block] = i
            entry = i == 0
            for a in block.args:
                if a in names:
                    continue
                name = ""
                if entry:
                    name = f"arg{self.next_arg}"
                    self.next_arg += 1
                if self.nameloc:
                    found = name_from_loc(a.loc) if a.loc is not None else None
                    if found is not None:
                        name = found
                    elif isinstance(a.loc, A.FileLineColLoc) and a.name_hint and not symbol_args:
                        self._recover_name(a, name)
                        continue
                self._set_name(a, name)
            for op in block.ops:
                if op.regions:
                    nested.append(op)
                results = op.results
                if not results:
                    continue
                if plain and _result_name_hook(type(op)) is None:
                    # the common case of _number_op: the first result numbered
                    k = results[0]
                    if k not in names:
                        names[k] = _number_text(self.next_value)
                        self.next_value += 1
                else:
                    self._number_op(op)

    def _number_op(self, op: Operation) -> None:
        if not op.results:
            return
        if not self.generic:
            hook = _result_name_hook(type(op))
            if hook is not None:
                groups = [0]
                for v, name in hook(op):
                    if self.nameloc:
                        name = self._loc_name(op.loc, name)
                    self._set_name(v, name)
                    if v.index:
                        groups.append(v.index)
                if len(groups) > 1:
                    self.groups[op] = sorted(groups)
        first = op.results[0]
        if self.nameloc and first not in self.names:
            name = self._loc_name(op.loc, "")
            if name:
                self._set_name(first, name)
        if first not in self.names:
            self.names[first] = _number_text(self.next_value)
            self.next_value += 1

    def _recover_name(self, arg, default: str) -> None:
        """Name a block argument whose location the input left out (syntax
        such as ``scf.for``'s prints none, and the parser then gives it where
        its name is written) after the name the input gave it, where that name
        is one this printer would make from a location's name: ``%acc`` when
        free, ``%acc_15`` when ``acc`` is taken and uniquing it gives
        ``acc_15`` now.  Triton's dumps name such arguments after the
        locations they had in memory; this lets them reprint as Triton wrote
        them.  MLIR itself (triton-opt) has lost those names and prints
        ``%argN``, as pyopt does for any other name, and for the arguments of
        functions (symbols), whose locations are printed."""
        hint = arg.name_hint
        if _DEFAULT_NAME.match(hint) or sanitize_name(hint) != hint:
            self._set_name(arg, default)
            return
        head, sep, tail = hint.rpartition("_")
        if sep and head and tail.isdigit() and self._used(head):
            probe, after = self._probe_unique(head)
            if probe == hint:
                self._use(hint)
                self.next_conflict = after
                self.names[arg] = hint
                return
        if not self._used(hint):
            self.names[arg] = self.unique(hint)
            return
        self._set_name(arg, default)

    def _probe_unique(self, name: str) -> tuple:
        """(what :meth:`unique` would make of ``name`` now, the conflict
        counter after it), changing nothing."""
        if not self._used(name):
            return name, self.next_conflict
        k = self.next_conflict
        while True:
            probe = f"{name}_{k}"
            k += 1
            if not self._used(probe):
                return probe, k

    @staticmethod
    def _loc_name(loc, default: str) -> str:
        if loc is None:
            return default
        name = name_from_loc(loc)
        return default if name is None else name

    def value(self, v: Value) -> str:
        """``%name`` as a use (``%5#1`` for the second result of a group);
        SSANameState::getResultIDAndNumber."""
        if isinstance(v, OpResult) and len(v.op.results) > 1:
            op = v.op
            groups = self.groups.get(op)
            if groups is None:
                head, num = op.results[0], v.index
            else:
                k = 0
                while k + 1 < len(groups) and groups[k + 1] <= v.index:
                    k += 1
                start = groups[k]
                size = (groups[k + 1] if k + 1 < len(groups) else len(op.results)) - start
                head = op.results[start]
                num = v.index - start if size != 1 else None
            base = self.names.get(head)
            if base is None:
                return "<<UNKNOWN SSA VALUE>>"
            return f"%{base}" if num is None else f"%{base}#{num}"
        n = self.names.get(v)
        return "%" + n if n is not None else "<<UNKNOWN SSA VALUE>>"

    def def_name(self, v: Value) -> str:
        n = self.names.get(v)
        return "%" + n if n is not None else "<<UNKNOWN SSA VALUE>>"

    def block(self, b: Block) -> str:
        return self.block_names.get(b, "<<UNKNOWN BLOCK>>")


# ---------------------------------------------------------------------------
# The printer
# ---------------------------------------------------------------------------


# Op shapes remembered (templates, walked shapes) per print at most: a module
# of a million distinct constants would otherwise keep one of each.
_SHAPE_LIMIT = 20_000


# Attributes that never get an alias and render cheaply from a cached type:
# printed and walked without the printer's caches and records.
_PLAIN_LEAVES = frozenset({A.IntegerAttr, A.BoolAttr, A.UnitAttr})

# Separates the parts of an op's shape key (Printer._shape).
_SEP = object()


class Printer:
    """Renders ops, attributes and types.  ``mode`` 'collect' is the alias
    walk (MLIR's DummyAliasOperationPrinter): same traversal, results thrown
    away, aliases recorded in visit order."""

    def __init__(self, namer: Namer, debuginfo: bool = False, generic: bool = False):
        self.namer = namer
        self.debuginfo = debuginfo
        self.generic = generic
        self.indent = 0
        self._spaces: dict = {}  # indentation width -> its pieces (_indentation)
        self.collecting = False
        self.aliases: dict = {}  # attr -> alias text (after collection)
        self._visit: dict = {}  # attr -> [stem, depth, is_type, deferrable, order]
        self._depth_stack: list = []
        self._nondeferred = 0
        self._cache: dict = {}
        self._preds: Optional[dict] = None
        self._templates: dict = {}
        self._template_op: Optional[Operation] = None
        self._template_used: set = set()
        self._walked: dict = {}  # shapes of leaf ops the alias walk has visited (key -> key)
        self._op_shapes: dict = {}  # op -> its shape, as the alias walk found it
        # attributes and types numbered by equality (see _shape): it -> number
        self._reps: dict = {}
        # The text of each region printed so far (a list of pieces); an op's
        # text holds a marker in its place (see region()).
        self._bodies: list = []
        self._in_op = False
        # Regions printed only when their text is written out (print_op's
        # ``write``): a module's text is then never all in memory at once.
        self.lazy = False
        # --mlir-elide-elementsattrs-if-larger: elements attributes of more
        # elements than this print elided (None: never)
        self.elide_limit: Optional[int] = None
        self._canon: dict = {}  # location -> canonical_loc(location)

    # -- attributes and types ---------------------------------------------------
    def attr(self, a) -> str:
        if self.collecting:
            return self._collect(a, False)
        if type(a) in _PLAIN_LEAVES:
            return a.render(self)
        # types and attributes are uniqued: the caches hash and compare by identity
        s = self._cache.get(a)
        if s is None:
            s = self.aliases.get(a)
            if s is None:
                s = a.render(self)
                if len(s) > _CACHED_TEXT:
                    return s
            self._cache[a] = s
        return s

    def type(self, t) -> str:
        if self.collecting:
            return self._collect(t, True)
        s = self._cache.get(t)
        if s is None:
            s = self.aliases.get(t) or t.render(self)
            if len(s) > _CACHED_TEXT:
                return s
            self._cache[t] = s
        return s

    def canonical_loc(self, loc):
        """``loc`` with the parser's references to ``#loc`` aliases replaced
        by what they name, all the way down: one location, however the input
        spelled it (inline, through an alias, through an alias's alias), is
        one attribute to the alias walk, as MLIR's uniqued attributes are."""
        got = self._canon.get(loc)
        if got is None:
            got = _canonical_loc(loc, self._canon)
        return got

    def loc_ref(self, loc) -> str:
        """A location nested in another location: alias or inline body."""
        loc = self.canonical_loc(loc)
        if self.collecting:
            self._collect(loc, False, deferrable=True)
            return ""
        s = self.aliases.get(loc)
        if s is not None:
            return s
        return loc.body(self)

    def _collect(self, a, is_type: bool, deferrable: bool = False) -> str:
        # Children of an alias that cannot be deferred cannot be either
        # (AliasInitializer::markAliasNonDeferrable).
        deferrable = deferrable and not self._nondeferred
        if type(a) in _PLAIN_LEAVES:
            return self._walk_unrecorded(a, deferrable)
        info = self._visit.get(a)
        if info is not None:
            if not deferrable and info[3]:
                info[3] = False
                self._nondeferred += 1
                try:
                    a.render(self)
                finally:
                    self._nondeferred -= 1
            if self._depth_stack:
                self._depth_stack[-1].append(info[1])
            return ""
        stem = alias_name(a) if not is_type else getattr(a, "ALIAS", None)
        info = [stem, 0, is_type, deferrable, len(self._visit)]
        self._visit[a] = info
        info[1] = self._walk_children(a, deferrable)
        return ""

    def _walk_unrecorded(self, a, deferrable: bool) -> str:
        """The alias walk through an attribute that never gets an alias and
        is cheap to walk again (:data:`_PLAIN_LEAVES`), without recording
        it: walking it again visits its children (types) as a recorded visit
        would, and a module of a million distinct constants does not fill
        the walk's records."""
        self._walk_children(a, deferrable)
        return ""

    def _walk_children(self, a, deferrable: bool) -> int:
        """Walk what ``a`` prints; its alias depth (one more than its
        deepest child's), also told to the attribute being walked around it."""
        self._depth_stack.append([])
        if not deferrable:
            self._nondeferred += 1
        try:
            a.render(self)
        finally:
            if not deferrable:
                self._nondeferred -= 1
        depth = 0
        for d in self._depth_stack.pop():
            depth = max(depth, d + 1)
        if self._depth_stack:
            self._depth_stack[-1].append(depth)
        return depth

    def finish_collection(self) -> list:
        """Assign alias names; return [(text, attr, is_type, deferred)] in
        definition order."""
        entries = [(k, v) for k, v in self._visit.items() if v[0] is not None]
        entries.sort(key=lambda kv: (kv[1][1], not kv[1][2], kv[1][0]))
        counts: dict = {}
        out = []
        for a, (stem, depth, is_type, deferred, order) in entries:
            n = counts.get(stem, 0)
            counts[stem] = n + 1
            text = ("!" if is_type else "#") + stem + (str(n) if n else "")
            self.aliases[a] = text
            out.append((text, a, is_type, deferred))
        self.collecting = False
        self._cache.clear()
        return out

    # -- values, regions, successors --------------------------------------------
    def operand(self, v: Value) -> str:
        op = self._template_op
        if op is not None:
            # the slot of this use: the first operand holding v not yet printed
            # (an op may read one value twice: `arith.mulf %0, %0`)
            first = None
            for i, u in enumerate(op.operand_uses):
                if u.value is v:
                    if first is None:
                        first = i
                    if i not in self._template_used:
                        self._template_used.add(i)
                        return f"{self._MARK}{i}{self._MARK}"
            if first is not None:
                return f"{self._MARK}{first}{self._MARK}"
        return self.namer.value(v)

    def operands(self, vals) -> str:
        return ", ".join(self.operand(v) for v in vals)

    def successor(self, b: Block) -> str:
        return self.namer.block(b)

    def attr_dict(self, op: Operation, elided=frozenset(), with_keyword: bool = False) -> str:
        items = [(k, v) for k, v in op.attr_dict.items() if k not in elided]
        if not items:
            return ""
        items.sort(key=lambda kv: kv[0])
        return (" attributes" if with_keyword else "") + " {" + A.render_dict_body(self, items) + "}"

    def region(self, r: Region, print_entry_args: bool = True, print_terminators: bool = True,
               print_empty_block: bool = False) -> str:
        """The region's text, as a marker that :meth:`op` replaces with it: an
        op's text then never copies the text of the regions it nests, and
        printing takes time linear in the output however deep regions nest."""
        if self.lazy and not self.collecting:
            # printed when its marker is reached (_expand), at this indentation
            self._bodies.append((r, print_entry_args, print_terminators, print_empty_block, self.indent))
            return f"{_REGION_MARK}{len(self._bodies) - 1}{_REGION_MARK}"
        out = self._region_body(r, print_entry_args, print_terminators, print_empty_block)
        if self.collecting:
            return ""
        self._bodies.append(out)
        return f"{_REGION_MARK}{len(self._bodies) - 1}{_REGION_MARK}"

    def _region_body(self, r: Region, print_entry_args: bool, print_terminators: bool,
                     print_empty_block: bool) -> list:
        out = ["{\n"]
        if r.blocks:
            entry = r.blocks[0]
            always = (print_empty_block and len(entry) == 0) or (print_entry_args and bool(entry.args))
            self._block(entry, always, print_terminators, out)
            for b in r.blocks[1:]:
                self._block(b, True, True, out)
        out.extend(self._indentation())
        out.append("}")
        return out

    def _lazy_body(self, bodies: list, deferred: tuple) -> list:
        """The pieces of a region whose printing :meth:`region` deferred, printed
        as it would have been then (its indentation; inside an op's text, the
        regions it holds deferred in turn, onto ``bodies``)."""
        r, entry_args, terminators, empty_block, indent = deferred
        saved = self._bodies, self.indent, self._in_op
        self._bodies, self.indent, self._in_op = bodies, indent, True
        try:
            return self._region_body(r, entry_args, terminators, empty_block)
        finally:
            self._bodies, self.indent, self._in_op = saved

    def _expand(self, text: str, out: Optional[list] = None, flush: Optional[Callable] = None) -> str:
        """``text`` with the regions' markers replaced by their text (appended
        to ``out`` instead, if given; ``flush(out)`` is called, between regions,
        whenever ``out`` holds :data:`_FLUSH_PIECES` pieces or more)."""
        pieces: list = [] if out is None else out
        append = pieces.append
        bodies = self._bodies
        self._bodies = []
        stack = [_marked_pieces((text,))]
        while stack:
            for piece in stack[-1]:
                if piece.__class__ is int:
                    body = bodies[piece]
                    bodies[piece] = None  # freed once written out
                    if body.__class__ is tuple:
                        if flush is not None and len(pieces) >= _FLUSH_PIECES:
                            flush(pieces)
                        body = self._lazy_body(bodies, body)
                    stack.append(_marked_pieces(body))
                    break
                append(piece)
            else:
                stack.pop()
        return "".join(pieces) if out is None else ""

    def _predecessors(self, b: Block) -> list:
        if self._preds is None:
            self._preds = {}
        key = b.parent
        table = self._preds.get(key)
        if table is None:
            table = {}
            for blk in b.parent.blocks:
                term = blk.last
                if term is not None:
                    for s in term.successors:  # one predecessor per use, as Block::getPredecessors
                        table.setdefault(s, []).append(blk)
            self._preds[key] = table
        return table.get(b, [])

    def _block(self, b: Block, print_header: bool, print_terminator: bool, out: list) -> None:
        if print_header:
            out.extend(self._indentation())
            head = self.namer.block(b)
            if b.args:
                parts = []
                for a in b.args:
                    s = self.namer.def_name(a) + ": " + self.type(a.type)
                    if self.debuginfo and a.loc is not None:
                        s += " " + self._inline_loc(a.loc)
                    parts.append(s)
                head += "(" + ", ".join(parts) + ")"
            head += ":"
            if not self.collecting:
                preds = self._predecessors(b)
                if not preds:
                    if b.parent is not None and b.parent.blocks[0] is not b:
                        head += "  // no predecessors"
                elif len(preds) == 1:
                    head += "  // pred: " + self.namer.block(preds[0])
                else:
                    preds = sorted(preds, key=lambda x: self.namer.block_order.get(x, 0))
                    head += f"  // {len(preds)} preds: " + ", ".join(self.namer.block(x) for x in preds)
            out.append(head + "\n")
        self.indent += 2
        ops = list(b.ops)
        if not print_terminator and ops and _is_terminator(ops[-1]):
            ops = ops[:-1]
        indentation = self._indentation()
        for op in ops:
            out.extend(indentation)
            out.append(self._op(op) + "\n")
        self.indent -= 2

    def _indentation(self) -> tuple:
        """The current indentation as pieces of the output: shared strings of
        at most _INDENT_CHUNK spaces, never copied into each line.  IR nested
        n deep prints O(n^2) spaces (as MLIR prints it); only the final text
        holds them, not a copy per line or a string per depth."""
        pieces = self._spaces.get(self.indent)
        if pieces is None:
            full, rest = divmod(self.indent, _INDENT_CHUNK)
            pieces = (_SPACES,) * full + ((_SPACES[:rest],) if rest else ())
            if rest and len(self._spaces) < _INDENT_CHUNK:  # the remainders are shared too
                pieces = pieces[:-1] + (self._spaces.setdefault(("rest", rest), pieces[-1]),)
            self._spaces[self.indent] = pieces
        return pieces

    # -- operations ------------------------------------------------------------
    def op(self, op: Operation) -> str:
        """The op's text (what it nests included)."""
        if self._in_op or self.collecting:
            return self._op(op)
        self._in_op = True
        try:
            text = self._op(op)
        finally:
            self._in_op = False
        return self._expand(text) if self._bodies else text

    def _op(self, op: Operation) -> str:
        if self.collecting and self.debuginfo and op.loc is not None:
            # the alias walk visits an op's location before its contents
            self._collect(self.canonical_loc(op.loc), False, deferrable=True)
        if not op.regions and not op.successors:
            if self.collecting:
                # An op of a shape walked before visits nothing new.
                key = self._shape(op)
                if key is not None:
                    walked = self._walked
                    seen = walked.get(key)
                    if seen is not None:
                        self._op_shapes[op] = seen
                        return ""
                    if len(walked) < _SHAPE_LIMIT:
                        walked[key] = key
                        self._op_shapes[op] = key
                if self._seen_all(op):
                    return ""  # nothing new for the alias walk to find
            else:
                s = self._results(op) + self._leaf_body(op)
                if self.debuginfo and op.loc is not None:
                    s += " " + self.loc(op.loc)
                return s
        s = self._results(op)
        if self.generic or getattr(type(op), "print_body", None) is None:
            s += self.generic_op(op)
        else:
            s += _print_name(op) + op.print_body(self)
        if self.debuginfo and op.loc is not None:
            s += " " + self.loc(op.loc)
        return s

    def _seen_all(self, op: Operation) -> bool:
        """Whether the alias walk has visited every type and attribute this op
        could print (then walking it records nothing): the attributes it
        records, and the types of its operands, results and integer
        attributes.  An attribute it does not record (an elided default such
        as addi's overflowFlags) makes the answer no."""
        for u in op._operands:
            if not self._visited(u.value.type):
                return False
        for r in op.results:
            if not self._visited(r.type):
                return False
        for a in op.attr_dict.values():
            kind = type(a)
            if kind in _PLAIN_LEAVES:
                # walked unrecorded; all it visits is its type, if any
                if kind is A.IntegerAttr and not self._visited(a.type):
                    return False
            elif not self._visited(a):
                return False
        return True

    def _visited(self, x) -> bool:
        """Whether the alias walk has recorded ``x``."""
        try:
            return x in self._visit
        except TypeError:  # not hashable
            return False

    def _shape(self, op: Operation) -> Optional[tuple]:
        """What an op without regions prints, but for its values' names, is
        fixed by its kind, name, attributes and operand and result types: a
        key of those (each attribute and type as the number of its first
        equal one seen), or None where an attribute cannot be hashed."""
        ids = self._reps
        name = op.name
        key = [type(op), name]
        append = key.append
        if name.startswith("builtin."):
            append(_print_name(op))  # the prefix depends on where the op is
        try:
            for k, a in op.attr_dict.items():
                r = ids.get(a)
                append(k)
                append(self._rep(a) if r is None else r)
            append(_SEP)
            for u in op._operands:
                t = u.value.type
                r = ids.get(t)
                append(self._rep(t) if r is None else r)
            append(_SEP)
            for res in op.results:
                t = res.type
                r = ids.get(t)
                append(self._rep(t) if r is None else r)
        except TypeError:  # an unhashable attribute value
            return None
        return tuple(key)

    def _rep(self, x) -> int:
        """The number of the first attribute or type equal to ``x`` seen in
        this print."""
        reps = self._reps
        r = reps.get(x)
        if r is None:
            r = reps[x] = len(reps)
        return r

    # An op without regions prints as text fixed by its kind, attributes and
    # types, with its operands' names filled in: the text is made once per
    # shape, with markers where the names go, and reused.
    _MARK = "\x00"

    def _leaf_body(self, op: Operation) -> str:
        key = self._op_shapes.get(op)
        if key is None:
            key = self._shape(op)
        tmpl = self._templates.get(key) if key is not None else None
        if tmpl is None:
            self._template_op = op
            self._template_used = set()
            try:
                if self.generic or getattr(type(op), "print_body", None) is None:
                    text = self.generic_op(op)
                else:
                    text = _print_name(op) + op.print_body(self)
            finally:
                self._template_op = None
            tmpl = text.split(self._MARK)
            if key is not None and len(self._templates) < _SHAPE_LIMIT:
                self._templates[key] = tmpl
        if len(tmpl) == 1:
            return tmpl[0]
        value = self.namer.value
        uses = op._operands
        out = [tmpl[0]]
        for k in range(1, len(tmpl), 2):
            out.append(value(uses[int(tmpl[k])].value))
            out.append(tmpl[k + 1])
        return "".join(out)

    def _results(self, op: Operation) -> str:
        n = len(op.results)
        if not n:
            return ""
        groups = self.namer.groups.get(op)
        if groups is None:
            name = self.namer.names.get(op.results[0])
            s = "<<UNKNOWN SSA VALUE>>" if name is None else "%" + name
            return s + (f":{n}" if n > 1 else "") + " = "
        parts = []
        for k, start in enumerate(groups):
            size = (groups[k + 1] if k + 1 < len(groups) else n) - start
            parts.append(self.namer.def_name(op.results[start]) + (f":{size}" if size > 1 else ""))
        return ", ".join(parts) + " = "

    def generic_op(self, op: Operation) -> str:
        s = quote_string(op.name) + "(" + self.operands(op.operands) + ")"
        if op.successors:
            s += "[" + ", ".join(self.successor(b) for b in op.successors) + "]"
        props, discardable = _split_props(op)
        if props:
            s += " <" + self.attr(A.DictAttr(props)) + ">"
        if op.regions:
            # (a list, not a generator: a raise, such as a failing getattr,
            # walks every generator running on the stack, so nested regions
            # printed inside generators made printing quadratic in the depth)
            s += " (" + ", ".join([self.region(r, True, True, True) for r in op.regions]) + ")"
        if discardable:
            s += " {" + A.render_dict_body(self, sorted(discardable, key=lambda kv: kv[0])) + "}"
        ins = "(" + ", ".join(self.type(v.type) for v in op.operands) + ")"
        outs = [r.type for r in op.results]
        if len(outs) == 1 and not isinstance(outs[0], T.FunctionType):
            res = self.type(outs[0])
        else:
            res = "(" + ", ".join(self.type(t) for t in outs) + ")"
        return s + " : " + ins + " -> " + res

    def loc(self, loc) -> str:
        loc = self.canonical_loc(loc)
        if self.collecting:
            self._collect(loc, False, deferrable=True)
            return ""
        s = self.aliases.get(loc)
        if s is not None:
            return f"loc({s})"
        return loc.render(self)

    def _inline_loc(self, loc) -> str:
        loc = self.canonical_loc(loc)
        if self.collecting:
            self._collect(loc, False, deferrable=False)
            return ""
        return loc.render(self)


def _canonical_loc(loc, memo: dict):
    """:meth:`Printer.canonical_loc`, memoized in ``memo``."""
    got = memo.get(loc)
    if got is not None:
        return got
    out = loc
    resolve = getattr(loc, "resolve", None)  # the parser's reference to a #loc alias
    if resolve is not None:
        target = resolve()
        if target is not None:
            out = _canonical_loc(target, memo)
    elif isinstance(loc, A.NameLoc):
        if loc.child is not None:
            child = _canonical_loc(loc.child, memo)
            if child is not loc.child:
                out = A.NameLoc(loc.name, child)
    elif isinstance(loc, A.CallSiteLoc):
        callee, caller = _canonical_loc(loc.callee, memo), _canonical_loc(loc.caller, memo)
        if callee is not loc.callee or caller is not loc.caller:
            out = A.CallSiteLoc(callee, caller)
    elif isinstance(loc, A.FusedLoc):
        parts = [_canonical_loc(x, memo) for x in loc.locs]
        if any(a is not b for a, b in zip(parts, loc.locs)):
            out = A.FusedLoc(parts, loc.metadata)
    memo[loc] = out
    return out


# The longest text of an attribute or type the printer keeps for reuse: the
# texts of deeply nested ones (each level's text holds the next's) would
# otherwise take memory quadratic in the depth.
_CACHED_TEXT = 2048

# Indentation is printed in pieces of at most this many spaces (Printer._indentation).
_INDENT_CHUNK = 1024
_SPACES = " " * _INDENT_CHUNK

# Marks a region's place in its op's text: MARK number MARK (a character that
# printed text never holds: strings print control characters escaped).
_REGION_MARK = "\x01"


def _marked_pieces(pieces):
    """The pieces of a text, with each region marker as its region's number."""
    for piece in pieces:
        if _REGION_MARK in piece:
            for i, part in enumerate(piece.split(_REGION_MARK)):
                yield int(part) if i % 2 else part
        else:
            yield piece


def _is_terminator(op: Operation) -> bool:
    return op.has_trait(IsTerminator)


def _print_name(op: Operation) -> str:
    """The op's name, without ``builtin.`` where builtin is the default
    dialect: at the top level and directly in a module (MLIR's default-dialect
    stack; ops such as ``tt.func`` make it empty for what they nest, so a
    ``builtin.unrealized_conversion_cast`` in a function keeps its prefix)."""
    name = op.name
    if name.startswith("builtin."):
        parent = op.parent_op
        if parent is None or isinstance(parent, current().lookup_op("builtin.module")):
            return name[len("builtin."):]
    return name


def _split_props(op: Operation):
    if op.properties is not None:
        return list(op.properties.items()), list(op.attr_dict.items())
    inherent = inherent_attr_names(type(op)) if hasattr(type(op), "ATTRS") else frozenset()
    props, disc = [], []
    for k, v in op.attr_dict.items():
        (props if k in inherent else disc).append((k, v))
    return props, disc


# ---------------------------------------------------------------------------
# Entry points
# ---------------------------------------------------------------------------


def print_op(op: Operation, debuginfo: bool = False, generic: bool = False, *, nameloc: bool = False,
             local_scope: bool = False, elide_limit: Optional[int] = None,
             context: Optional[Context] = None) -> str:
    """The text MLIR prints for ``op`` (a module, usually), with alias
    definitions first and, under ``debuginfo``, location aliases last.

    The other flags are MLIR's printing flags: ``nameloc``
    (``--mlir-use-nameloc-as-prefix``) names values after their locations;
    ``local_scope`` (``--mlir-print-local-scope``) prints every attribute,
    type and location inline, with no aliases; ``elide_limit``
    (``--mlir-elide-elementsattrs-if-larger``) prints an elements attribute
    of more elements than that as ``dense_resource<__elided__>``.
    The text is that of the release of ``context`` (default: the active one),
    which is active while it prints.
    Runs on a large stack (:func:`pyopt.support.run_deep`): IR may nest deeply."""
    return "".join(print_op_pieces(op, debuginfo, generic, nameloc=nameloc, local_scope=local_scope,
                                   elide_limit=elide_limit, context=context))


def print_op_pieces(op: Operation, debuginfo: bool = False, generic: bool = False, *, nameloc: bool = False,
                    local_scope: bool = False, elide_limit: Optional[int] = None,
                    context: Optional[Context] = None) -> list[str]:
    """:func:`print_op`'s text in pieces, in order (their concatenation is
    the text), never joined into one string."""
    with context or current():
        return run_deep(_print_op_paused, op, debuginfo, generic, nameloc, local_scope, elide_limit)


def print_op_to(write: Callable[[str], object], op: Operation, debuginfo: bool = False, generic: bool = False, *,
                nameloc: bool = False, local_scope: bool = False, elide_limit: Optional[int] = None,
                context: Optional[Context] = None) -> None:
    """:func:`print_op`'s text handed to ``write`` in parts, in order, as it
    is printed: each region's text is made only when the text before it has
    been handed on (by :data:`_FLUSH_PIECES` pieces at a time), so a big
    module's text is never all in memory.  ``write`` is called on the
    printing thread (:func:`pyopt.support.run_deep`)."""
    def flush(pieces: list) -> None:
        if pieces:
            text = "".join(pieces)
            pieces.clear()
            write(text)

    with context or current():
        run_deep(_print_op_paused, op, debuginfo, generic, nameloc, local_scope, elide_limit, flush)


#: Pieces of printed text gathered before :func:`print_op_to` hands them on.
_FLUSH_PIECES = 1 << 16


def _print_op_paused(op: Operation, debuginfo: bool, generic: bool, nameloc: bool = False,
                     local_scope: bool = False, elide_limit: Optional[int] = None,
                     flush: Optional[Callable] = None) -> list[str]:
    with gc_paused():
        out = _print_op(op, debuginfo, generic, nameloc, local_scope, elide_limit, flush)
        if flush is not None:
            flush(out)
        return out


def _print_op(op: Operation, debuginfo: bool, generic: bool, nameloc: bool = False,
              local_scope: bool = False, elide_limit: Optional[int] = None,
              flush: Optional[Callable] = None) -> list[str]:
    namer = Namer(op, generic=generic, nameloc=nameloc)
    p = Printer(namer, debuginfo=debuginfo, generic=generic)
    p.elide_limit = elide_limit
    if local_scope:
        p._in_op = True
        p.lazy = flush is not None
        try:
            text = p._op(op)
        finally:
            p._in_op = False
        out: list = []
        p._expand(text, out, flush)  # no newline after it: MLIR ends one only before deferred aliases
        return out
    p.collecting = True
    p.op(op)
    defs = p.finish_collection()
    out = []
    for text, a, is_type, deferred in defs:
        if not deferred:
            out.append(f"{text} = {_render_alias_def(p, a, is_type)}\n")
    p._in_op = True
    p.lazy = flush is not None
    try:
        text = p._op(op)
    finally:
        p._in_op = False
    p._expand(text, out, flush)  # the module's text, in pieces (no copy of it)
    out.append("\n")
    for text, a, is_type, deferred in defs:
        if deferred:
            out.append(f"{text} = {_render_alias_def(p, a, is_type)}\n")
    return out


def alias_names(op: Operation) -> dict:
    """attribute/type -> the alias text (``#blocked1``) printing ``op`` gives it."""
    p = Printer(Namer(op))
    p.collecting = True
    p.op(op)
    p.finish_collection()
    return dict(p.aliases)


def _render_alias_def(p: Printer, a, is_type: bool) -> str:
    saved = p.aliases.pop(a)
    try:
        return a.render(p)
    finally:
        p.aliases[a] = saved


def print_op_fragment(op: Operation, generic: bool = False, verifies: Optional[Callable] = None) -> str:
    """One op (and what it nests) with the names its enclosing function gives
    its values, aliases left inline: for diagnostics.  With ``verifies`` (does
    an op verify?), as MLIR's ``Operation::print`` without ``assumeVerified``
    (``verifyOpAndAdjustFlags``): the generic form if the outermost op around
    ``op`` fails to verify."""
    module = current().lookup_op("builtin.module")
    top = op
    while top.parent_op is not None and not isinstance(top.parent_op, module):
        top = top.parent_op
    if verifies is not None and not generic:
        root = top
        while root.parent_op is not None:
            root = root.parent_op
        generic = not verifies(root)
    namer = Namer(top, generic=generic)
    p = Printer(namer, generic=generic)
    return p.op(op)


def render_standalone(x) -> str:
    """Text of one attribute or type with no aliases (for messages, repr)."""
    p = Printer(Namer.__new__(Namer))
    return x.render(p)
