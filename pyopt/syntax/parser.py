"""Parse MLIR text into pyopt IR.

1. grammar/module.lark (Lark, LALR) splits the source into alias definitions
   and operations; an operation is its text plus nested regions.  The Lark
   transformer only builds that raw tree.
2. :class:`Parser` walks the raw tree top-down, so that an op's own syntax
   (which may declare its regions' arguments, as ``scf.for`` does) is read
   before its regions.  Each op's text is tokenized (pyopt/syntax/tokens.py)
   and read by the op's declared assembly format through :class:`OpParser`,
   or by the generic-form reader for ``"name"(...)`` ops and unregistered ops.
3. Names are resolved in scopes; uses before definitions get placeholders
   that are replaced when the definition is seen.

Errors raise :class:`~pyopt.diagnostics.DiagnosticError` with the position.
"""

from __future__ import annotations

import re
from typing import Optional

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from pyopt.diagnostics import DiagnosticError, SourceFile, error_at
from pyopt.ir import attrs as A
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.registry import DIALECT_MODULES, lookup_op
from pyopt.syntax.attrparser import AttrParser, AttrSyntaxError
from pyopt.syntax.grammar import load_grammar
from pyopt.syntax.tokens import Tok, tokenize
from pyopt.syntax.opparser import OpParser
from pyopt.syntax.generic import parse_generic_op
from pyopt.support import gc_paused

# ---------------------------------------------------------------------------
# 1. Raw structure
# ---------------------------------------------------------------------------


class RawOp:
    __slots__ = ("parts",)  # Tokens (OP_TEXT) and RawRegions, in order

    def __init__(self, parts):
        self.parts = parts


class RawRegion:
    __slots__ = ("blocks", "pos")  # blocks: list of (label Token | None, [RawOp])

    def __init__(self, blocks, pos):
        self.blocks = blocks
        self.pos = pos


@v_args(inline=True)
class _Raw(Transformer):
    def op(self, *parts):
        out = []
        region_pos = None
        for p in parts:
            if isinstance(p, Token):
                if p.type == "REGION_OPEN":
                    region_pos = p.start_pos
                    continue
                if p.type == "OP_TEXT":
                    out.append(p)
                    continue
                if p.type == "CLOSE":
                    if len(p) > 1:
                        out.append(Token("OP_TEXT", str(p)[1:], start_pos=p.start_pos + 1))
                    continue
            elif p is None:
                continue
            else:  # region body
                p.pos = region_pos
                out.append(p)
        return RawOp(out)

    def region_body(self, *items):
        blocks: list = []
        cur_label, cur_ops = None, []
        started = False
        for it in _merge_continuations(items):
            if it is None:
                continue
            if isinstance(it, Token):  # LABEL
                if started or cur_ops:
                    blocks.append((cur_label, cur_ops))
                cur_label, cur_ops = it, []
                started = True
            else:
                cur_ops.append(it)
                started = True
        if started:
            blocks.append((cur_label, cur_ops))
        return RawRegion(blocks, None)

    def alias_def(self, tok):
        return ("alias", tok)

    def op_lines(self, tok):
        """Cut a run of one-line ops into ops (an OP_TEXT token each)."""
        base = tok.start_pos
        return [RawOp([Token("OP_TEXT", m.group(1), start_pos=base + m.start(1))])
                for m in _op_line_re().finditer(tok)]

    def start(self, *items):
        return [i for i in _merge_continuations(items) if i is not None]


_OP_START = re.compile(r"%|\"|module\b|[A-Za-z_][\w$]*\.")


_OP_LINE_RE = None


def _op_line_re():
    """One op line of an OP_LINES run, built from the grammar's own OP_TEXT
    terminal so that the two can never disagree."""
    global _OP_LINE_RE
    if _OP_LINE_RE is None:
        op_text = _module_parser().get_terminal("OP_TEXT").pattern.to_regexp()
        _OP_LINE_RE = re.compile(rf"({op_text})[ \t]*(?://[^\n]*)?\n[ \t\n]*(?://[^\n]*\n[ \t\n]*)*")
    return _OP_LINE_RE


def _flatten(items):
    for it in items:
        if isinstance(it, list):
            yield from it
        else:
            yield it


def _merge_continuations(items):
    """An op's syntax may go on over several lines (``ttg.warp_specialize``'s
    ``default {`` and ``partition0(...) {`` lines, or a hand-written op broken
    before its ``: type``).  A line that cannot start an op (a result list,
    a quoted name, or a dotted op name) continues the op before it."""
    out = []
    for it in _flatten(items):
        if (isinstance(it, RawOp) and out and isinstance(out[-1], RawOp)
                and (not _OP_START.match(str(it.parts[0])) or _unfinished(out[-1]))):
            out[-1].parts.extend(it.parts)
        else:
            out.append(it)
    return out


_STRING_RE = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"')


def _unfinished(raw: RawOp) -> bool:
    """Whether an op's text so far leaves a bracket open or ends in a
    separator, so that the next line goes on with it (a hand-written
    ``tt.func @f(%a: i32,`` broken over lines)."""
    last = raw.parts[-1]
    if not isinstance(last, Token):
        return False
    text = "".join(str(p) for p in raw.parts if isinstance(p, Token))
    if '"' in text:
        text = _STRING_RE.sub("\"\"", text)
    if text.count("(") > text.count(")") or text.count("[") > text.count("]"):
        return True
    return text.rstrip().endswith((",", ":", "->", "="))


_MODULE_PARSER: Lark | None = None


def _module_parser() -> Lark:
    global _MODULE_PARSER
    if _MODULE_PARSER is None:
        _MODULE_PARSER = load_grammar("module.lark", transformer=_Raw())
    return _MODULE_PARSER


# ---------------------------------------------------------------------------
# 2. Building IR
# ---------------------------------------------------------------------------


class ForwardRef(Value):
    """A use of a value whose definition comes later in the text."""

    __slots__ = ("ref_name", "ref_pos")


# -- op templates ---------------------------------------------------------------
# IR repeats itself: the same op with the same types and attributes, differing
# only in its value names (`%7 = arith.addi %5, %6 : tensor<128xi32, #blocked>`).
# The parser remembers, for each op text with its value names blanked out and
# the types of the values it reads, how the op's own syntax built the op; the
# next op of that shape is then built from the record without tokenizing or
# interpreting its assembly format again.  Only ops without regions,
# successors or locations, whose operands are all defined before them and
# distinct, are remembered.
_VALUE_RE = re.compile(r"%[\w$.\-]+(?:#\d+)?")
_HEAD_RE = re.compile(r"(?:%[\w$.\-]+(?::\d+)?[ \t]*,[ \t]*)*%[\w$.\-]+(?::\d+)?[ \t]*=[ \t]*")
_RESULT_NAME_RE = re.compile(r"(%[\w$.\-]+)(?::(\d+))?")


# Op shapes remembered per source at most: a file of a million distinct ops
# (constants of a million values) would otherwise keep a plan for each.
_PLAN_LIMIT = 20_000


class _Plan:
    __slots__ = ("cls", "name", "operand_map", "result_types", "attributes", "properties")

    def __init__(self, op, operand_map):
        self.cls = type(op)
        self.name = op.name
        self.operand_map = operand_map
        self.result_types = [r.type for r in op.results]
        self.attributes = dict(op.attributes)
        self.properties = dict(op.properties) if op.properties is not None else None

    def build(self, values):
        operands = [values[j] for j in self.operand_map]
        if self.cls is Operation:
            return Operation(self.name, operands, self.result_types, self.attributes,
                             properties=dict(self.properties) if self.properties is not None else None)
        return self.cls(operands, self.result_types, self.attributes)


class Parser:
    """Parses one source (a file or one ``// -----`` chunk of it)."""

    def __init__(self, source: SourceFile):
        self.src = source
        self.attrs = AttrParser()
        self.scopes: list[dict[str, list[Value]]] = []
        self.forward: dict[str, list[ForwardRef]] = {}
        self.block_scopes: list[dict[str, Block]] = []
        self._plans: dict[str, dict[tuple, _Plan]] = {}
        self._lookups: Optional[list] = None

    # -- errors -------------------------------------------------------------------
    def error(self, pos: int, msg: str) -> DiagnosticError:
        return error_at(self.src.loc(pos), msg)

    # -- entry -----------------------------------------------------------------------
    def parse_module(self) -> Operation:
        text = self.src.text
        try:
            items = _module_parser().parse(text)
        except UnexpectedCharacters as e:
            raise self.error(e.pos_in_stream, f"unexpected character '{text[e.pos_in_stream]}'") from None
        except UnexpectedToken as e:
            tok = e.token
            if tok.type == "$END":
                # MLIR reports EOF inside a region where it looks for an op
                raise self.error(len(text.rstrip()), "expected operation name in quotes") from None
            if tok.type == "_NL" or tok.type == "}":
                pos = tok.start_pos if tok.start_pos is not None else 0
                raise self.error(pos, "unbalanced '}' or missing operation") from None
            raise self.error(tok.start_pos or 0, f"unexpected '{str(tok).strip()}'") from None
        except UnexpectedInput as e:
            raise self.error(getattr(e, "pos_in_stream", 0) or 0, "syntax error") from None

        ops = []
        k = 0
        while k < len(items):
            it = items[k]
            k += 1
            if isinstance(it, tuple):
                self._alias_def(it[1])
            else:
                ops.append(it)
        del items
        self.scopes.append({})
        self.block_scopes.append({})
        top = Block()
        for raw in _consume(ops):
            top.append(self.build_op(raw))
        self._check_forward()
        # MLIR wraps top-level ops in an implicit module unless the file is
        # exactly one module (parseSourceFile<ModuleOp>: dyn_cast to the
        # container class).
        container = lookup_op("builtin.module")
        first = top.first
        if first is not None and first is top.last and isinstance(first, container):
            first.detach()
            return first
        module = container.create_empty(
            loc=A.FileLineColLoc(self.src.name, 1 + self.src.line_offset, 1))
        body = module.regions[0].blocks[0]
        for op in list(top.ops):
            op.detach()
            body.append(op)
        return module

    def _check_forward(self) -> None:
        for name, refs in self.forward.items():
            if refs and refs[0].uses:
                raise self.error(refs[0].ref_pos, "use of undeclared SSA value name")

    def _alias_def(self, tok: Token) -> None:
        text = str(tok)
        name, _, value = text.partition("=")
        name = name.strip()
        vpos = tok.start_pos + len(text) - len(value.lstrip())
        value = value.strip()
        try:
            if name.startswith("!"):
                self.attrs.type_aliases[name] = self.attrs.parse_type(value)
            elif value.startswith("loc("):
                self.attrs.loc_aliases[name] = self.attrs.parse_loc(value)
            else:
                if name in self.attrs.attr_aliases:
                    raise self.error(tok.start_pos, f"redefinition of attribute alias id '{name[1:]}'")
                self.attrs.attr_aliases[name] = self.attrs.parse_attr(value)
        except AttrSyntaxError as e:
            raise self.error(vpos + e.offset, e.message) from None

    # -- values ------------------------------------------------------------------------
    def define(self, name: str, values: list[Value], pos: int) -> None:
        scope = self.scopes[-1]
        if name in scope:
            raise self.error(pos, f"redefinition of SSA value '{name}'")
        scope[name] = values
        for i, v in enumerate(values):
            v.name_hint = name[1:] if len(values) == 1 else f"{name[1:]}#{i}"
        refs = self.forward.pop(name, None)
        if refs:
            for ref in refs:
                idx = _result_index(ref.ref_name)
                if idx >= len(values):
                    raise self.error(ref.ref_pos, f"result number {idx} out of range")
                ref.replace_all_uses_with(values[idx])
        # group uses written before definition (%x#1) are stored under the full name
        for key in [k for k in self.forward if k.startswith(name + "#")]:
            for ref in self.forward.pop(key):
                idx = _result_index(ref.ref_name)
                if idx >= len(values):
                    raise self.error(ref.ref_pos, f"result number {idx} out of range")
                ref.replace_all_uses_with(values[idx])

    def lookup(self, tok: Tok, type=None) -> Value:
        v = self._lookup(tok, type)
        if self._lookups is not None:
            self._lookups.append((tok.pos, v))
        return v

    def _find(self, text: str) -> Optional[Value]:
        """The value a name denotes in scope, or None (no forward references)."""
        base, _, idx = text.partition("#")
        for scope in reversed(self.scopes):
            vals = scope.get(base)
            if vals is not None:
                i = int(idx) if idx else 0
                return vals[i] if i < len(vals) else None
        return None

    def _lookup(self, tok: Tok, type=None) -> Value:
        text = tok.text
        base, _, idx = text.partition("#")
        for scope in reversed(self.scopes):
            vals = scope.get(base)
            if vals is not None:
                if idx:
                    i = int(idx)
                    if i >= len(vals):
                        raise self.error(tok.pos, f"result number {i} out of range for '{base}'")
                    return vals[i]
                if len(vals) != 1:
                    return vals[0]
                return vals[0]
        ref = ForwardRef(type)
        ref.ref_name = text
        ref.ref_pos = tok.pos
        self.forward.setdefault(base if not idx else text, []).append(ref)
        return ref

    # -- blocks ----------------------------------------------------------------------------
    def block_ref(self, name: str) -> Block:
        table = self.block_scopes[-1]
        b = table.get(name)
        if b is None:
            b = table[name] = Block()
        return b

    # -- operations ----------------------------------------------------------------------
    def build_op(self, raw: RawOp) -> Operation:
        parts = raw.parts
        if len(parts) == 1 and isinstance(parts[0], Token) and "loc(" not in parts[0]:
            text = str(parts[0])
            shape = _VALUE_RE.sub("%", text)
            by_types = self._plans.get(shape)
            if by_types is not None:
                op = self._build_from_plan(by_types, text, parts[0].start_pos)
                if op is not None:
                    return op
            elif len(self._plans) >= _PLAN_LIMIT:
                return self._build_op(raw)
            self._lookups = []
            try:
                op = self._build_op(raw)
                self._remember(shape, text, parts[0].start_pos, op)
            finally:
                self._lookups = None
            return op
        return self._build_op(raw)

    def _build_from_plan(self, by_types: dict, text: str, base: int) -> Optional[Operation]:
        head = _HEAD_RE.match(text)
        hlen = head.end() if head else 0
        values = []
        for name in _VALUE_RE.findall(text, hlen):
            v = self._find(name)
            if v is None:
                return None
            values.append(v)
        plan = by_types.get(tuple([v.type for v in values]))
        if plan is None:
            return None
        op = plan.build(values)
        line, col = self.src.line_col(base + hlen)
        op.loc = A.FileLineColLoc(self.src.name, line, col)
        if head:
            k = 0
            for m in _RESULT_NAME_RE.finditer(text, 0, hlen):
                count = int(m.group(2)) if m.group(2) else 1
                self.define(m.group(1), op.results[k:k + count], base + m.start())
                k += count
        return op

    def _remember(self, shape: str, text: str, base: int, op: Operation) -> None:
        if op.regions or op.successors:
            return
        head = _HEAD_RE.match(text)
        hlen = head.end() if head else 0
        positions = [base + m.start() for m in _VALUE_RE.finditer(text, hlen)]
        looked = self._lookups
        if len(looked) != len(positions) or len(positions) != op.num_operands:
            return
        index_of_pos = {pos: j for j, pos in enumerate(positions)}
        by_value: dict[int, int] = {}
        for pos, v in looked:
            if isinstance(v, ForwardRef) or id(v) in by_value or pos not in index_of_pos:
                return
            by_value[id(v)] = index_of_pos[pos]
        try:
            operand_map = [by_value[id(v)] for v in op.operands]
        except KeyError:
            return
        types = [None] * len(positions)
        for pos, v in looked:
            types[index_of_pos[pos]] = v.type
        self._plans.setdefault(shape, {})[tuple(types)] = _Plan(op, operand_map)

    def _build_op(self, raw: RawOp) -> Operation:
        toks: list[Tok] = []
        for part in raw.parts:
            if isinstance(part, Token):
                tokenize(str(part), part.start_pos, toks)
            else:
                toks.append(Tok("region", "{", part.pos, part))
        if not toks:
            raise self.error(raw.parts[0].start_pos if raw.parts else 0, "expected operation")
        op_pos = toks[0].pos
        # result names: %a, %b:2 =
        results: list[tuple[str, int, int]] = []
        i = 0
        if toks[0].kind == "value":
            while True:
                t = toks[i]
                if t.kind != "value" or "#" in t.text:
                    raise self.error(t.pos, "expected SSA value name")
                count = 1
                i += 1
                if i + 1 < len(toks) and toks[i].text == ":" and toks[i + 1].kind == "number":
                    count = int(toks[i + 1].text)
                    i += 2
                results.append((t.text, count, t.pos))
                if i < len(toks) and toks[i].text == ",":
                    i += 1
                    continue
                break
            if i >= len(toks) or toks[i].text != "=":
                raise self.error(toks[min(i, len(toks) - 1)].pos, "expected '=' after operation result list")
            i += 1
        if i >= len(toks):
            raise self.error(toks[-1].pos, "expected operation name")
        name_tok = toks[i]
        # trailing location
        loc = None
        end = len(toks)
        if end - 1 > i and toks[-1].kind == "loc":
            loc = self.parse_loc_tok(toks[-1])
            end -= 1
        if loc is None:
            line, col = self.src.line_col(name_tok.pos)
            loc = A.FileLineColLoc(self.src.name, line, col)
        p = OpParser(self, toks, i + 1, end)
        if name_tok.kind == "string":
            name = name_tok.text[1:-1]
            op = parse_generic_op(p, name, name_tok)
        elif name_tok.kind == "bare":
            name = name_tok.text

            cls = lookup_op(name)
            if cls is None and "." not in name:
                cls = lookup_op("builtin." + name)
            if cls is None or getattr(cls, "parse", None) is None:
                dialect = name.split(".")[0] if "." in name else ""

                if dialect and dialect not in DIALECT_MODULES:
                    raise self.error(name_tok.pos, f"Dialect `{dialect}' not found for custom op '{name}' ")
                raise self.error(name_tok.pos, f"custom op '{name}' is unknown")
            op = cls.parse(p)
            p.expect_end()
        elif name_tok.kind == "error":
            raise self.error(name_tok.pos, "unexpected character")
        else:
            raise self.error(name_tok.pos, "expected operation name in quotes")
        op.loc = loc
        n = sum(c for _, c, _ in results)
        if results and n != len(op.results):
            raise self.error(op_pos, f"operation defines {len(op.results)} results but was provided {n} to bind")
        k = 0
        for rname, count, rpos in results:
            self.define(rname, op.results[k:k + count], rpos)
            k += count
        return op

    def parse_loc_tok(self, tok: Tok):
        try:
            return self.attrs.parse_loc(tok.text)
        except AttrSyntaxError as e:
            raise self.error(tok.pos + e.offset, e.message) from None

    # -- regions ---------------------------------------------------------------------------
    def build_region(self, raw: RawRegion, entry_args=None, isolated: bool = False) -> Region:
        """Build a region; ``entry_args`` are (name-token, type, loc) triples the
        op's own syntax declared for the entry block."""
        region = Region()
        self.scopes.append({})
        self.block_scopes.append({})
        try:
            if not raw.blocks:
                if entry_args:
                    b = Block()
                    for nt, ty, lc in entry_args:
                        b.add_arg(ty, lc)
                    region.add_block(b)
                return region
            for bi, (label, ops) in enumerate(raw.blocks):
                if label is None:
                    block = Block()
                else:
                    lname = str(label).split("(")[0].rstrip(": \t")
                    block = self.block_ref(lname)
                    if block.parent is not None:
                        raise self.error(label.start_pos, f"redefinition of block '{lname}'")
                region.add_block(block)
                if bi == 0 and entry_args:
                    if label is not None and "(" in str(label):
                        raise self.error(label.start_pos, "entry block arguments were already defined")
                    for nt, ty, lc in entry_args:
                        a = block.add_arg(ty, self._arg_loc(nt, lc))
                        if nt is not None:
                            self.define(nt.text, [a], nt.pos)
                elif label is not None:
                    self._block_args(label, block)
                for rop in _consume(ops):
                    block.append(self.build_op(rop))
            for name, b in self.block_scopes[-1].items():
                if b.parent is None:
                    raise self.error(raw.pos or 0, f"reference to an undefined block '{name}'")
        finally:
            self.scopes.pop()
            self.block_scopes.pop()
        return region

    def _arg_loc(self, name_tok, loc):
        """A block argument's location: its trailing ``loc(...)``, else where
        its name is written (as MLIR's parser gives it)."""
        if loc is not None or name_tok is None:
            return loc
        line, col = self.src.line_col(name_tok.pos)
        return A.FileLineColLoc(self.src.name, line, col)

    def _block_args(self, label: Token, block: Block) -> None:
        text = str(label)
        if "(" not in text:
            return
        toks: list[Tok] = []
        tokenize(text, label.start_pos, toks)
        p = OpParser(self, toks, 1, len(toks))
        p.expect_punct("(")
        if not p.optional_punct(")"):
            while True:
                nt = p.expect_kind("value")
                p.expect_punct(":")
                ty = p.parse_type()
                lc = p.parse_optional_loc()
                a = block.add_arg(ty, self._arg_loc(nt, lc))
                self.define(nt.text, [a], nt.pos)
                if p.optional_punct(")"):
                    break
                p.expect_punct(",")
        p.expect_punct(":")


def _consume(raws: list):
    """The items of ``raws``, each dropped from the list as it is handed out:
    the raw text of an op is freed once its IR is built, so that the raw
    tree of a big file and its IR are not both alive at the end."""
    for k in range(len(raws)):
        raw = raws[k]
        raws[k] = None
        yield raw


def _result_index(name: str) -> int:
    _, _, idx = name.partition("#")
    return int(idx) if idx else 0


def parse_source(text: str, name: str = "<stdin>", line_offset: int = 0) -> Operation:
    """Parse ``text`` (a whole file or one chunk) into a top-level module op."""
    with gc_paused():
        return Parser(SourceFile(text, name, line_offset)).parse_module()
