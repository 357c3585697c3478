"""Parse MLIR text into pyopt IR.

1. grammar/module.lark (Lark, LALR) splits the source into alias definitions
   and operations; an operation is its text plus nested regions.  The Lark
   transformer only builds that raw tree.
2. :class:`Parser` walks the raw tree top-down, so that an op's own syntax
   (which may declare its regions' arguments, as ``scf.for`` does) is read
   before its regions.  Each op's text is tokenized (pyopt/syntax/tokens.py)
   and read by the op's declared assembly format through :class:`OpParser`,
   or by the generic-form reader for ``"name"(...)`` ops and unregistered ops.
3. Names are resolved in one table of the values visible at that point, as
   MLIR's parser does: a name defined in an enclosing region cannot be
   redefined, a region's names are forgotten when it ends.  A use gives the
   type the op's syntax states for it, which must be the value's type ("use
   of value '%x' expects different type than prior uses").  Uses before the
   definition get typed placeholders, checked against each other and, when
   the definition is seen, against it ("definition of SSA value '%x#0' has
   type ...").

Errors raise :class:`~pyopt.diagnostics.DiagnosticError` with the position.
"""

from __future__ import annotations

import re
from sys import intern as _intern
from typing import Optional

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from pyopt.diagnostics import Diagnostic, DiagnosticError, SourceFile, error_at
from pyopt.ir import attrs as A
from pyopt.ir.attrs import compact_file_line_col
from pyopt.ir.context import Context, current
from pyopt.ir.core import Block, Operation, Region, SharedAttributes, Value
from pyopt.ir.context import current
from pyopt.ir.version import other_release_note
from pyopt.syntax.attrparser import LOC_FAST_RE, AttrParser, AttrSyntaxError, LocRef, unquote
from pyopt.syntax.grammar import load_grammar
from pyopt.syntax.tokens import STRING, SUFFIX_ID, Tok, tokenize, wrong_token_offset
from pyopt.syntax.opparser import OpParser, _is_builtin_type_keyword
from pyopt.syntax.generic import parse_generic_op
from pyopt.syntax.stream import StreamOp, StreamRegion, TokenText
from pyopt.support import MAX_NESTING, gc_paused, run_deep

# ---------------------------------------------------------------------------
# 1. Raw structure
# ---------------------------------------------------------------------------


class RawOp:
    __slots__ = ("parts",)  # Tokens (OP_TEXT) and RawRegions, in order

    def __init__(self, parts):
        self.parts = parts


class RawRegion:
    __slots__ = ("blocks", "pos")  # blocks: list of (label Token | None, [RawOp | _Run])

    def __init__(self, blocks, pos):
        self.blocks = blocks
        self.pos = pos


class _Run:
    """A run of one-line ops (an OP_LINES token) in which no line goes on
    over the next (each starts an op, none leaves a bracket open or ends in
    a separator: :func:`_clean_run`).  It is cut into its ops only as its
    region is built, each op an (op text, offset) pair, with no object per
    op in the raw tree."""

    __slots__ = ("text", "pos")

    def __init__(self, text: str, pos: int):
        self.text = text
        self.pos = pos

    def lines(self):
        """Each op's (text, offset), in order."""
        base = self.pos
        for m in _op_line_re().finditer(self.text):
            yield m.group(1), base + m.start(1)

    def raw_ops(self) -> list:
        """The ops as RawOps (for a run that an op before or after it
        continues into: :func:`_merge_continuations`)."""
        return [RawOp([Token("OP_TEXT", text, start_pos=pos)]) for text, pos in self.lines()]


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
        return ("alias", str(tok), tok.start_pos)

    def op_lines(self, tok):
        """A run of one-line ops: a :class:`_Run`, or where a line goes on
        over the next, its ops as RawOps (merged by _merge_continuations)."""
        if _clean_run(tok):
            return _Run(str(tok), tok.start_pos)
        base = tok.start_pos
        return [RawOp([Token("OP_TEXT", m.group(1), start_pos=base + m.start(1))])
                for m in _op_line_re().finditer(tok)]

    def start(self, *items):
        return [i for i in _merge_continuations(items) if i is not None]


_OP_START = re.compile(r"%|\"|module\b|[A-Za-z_][\w$]*\.")

# What may make a line of an OP_LINES run go on over the next (looked for
# in the whole run at once, with substring searches where they suffice; a
# false alarm only costs the general merge): a line that does not start an
# op (after a line end and its indentation), a line that ends in a
# separator (before any comment), and the lines holding an opening bracket
# (their brackets are counted).
_NOT_OP_START_LINE = re.compile(r'\n[ \t]*+(?!%|"|module\b|[A-Za-z_][\w$]*\.|//|\n|\Z)')
_SEPARATOR_END = re.compile(r"[,:=][ \t]*+(?://[^\n]*)?\n")
_ARROW_END = re.compile(r"->[ \t]*+(?://[^\n]*)?\n")
_OPEN_BRACKET = re.compile(r"[(\[][^\n]*")
# A line end after a separator, white space or '->' (where there is none,
# and no comment, _SEPARATOR_END and _ARROW_END cannot match): a search for
# the line ends, each looked behind, rather than for the separators
# (frequent in op text).
_SUSPECT_END = re.compile(r"\n(?:(?<=[,:= \t]\n)|(?<=->\n))")


def _clean_run(text: str) -> bool:
    """Whether each line of an OP_LINES run starts an op and none goes on
    over the next (so the run needs no merging inside, and the op before it
    continues into it only if that op is unfinished): :func:`_unfinished`
    for each line, at the cost of a few searches of the run."""
    if not _OP_START.match(text) or _NOT_OP_START_LINE.search(text):
        return False
    if "//" in text or _SUSPECT_END.search(text):
        if _SEPARATOR_END.search(text) or _ARROW_END.search(text):
            return False
    if "(" in text or "[" in text:
        for m in _OPEN_BRACKET.finditer(text):
            line = text[text.rfind("\n", 0, m.start()) + 1:m.end()]
            if '"' in line:
                line = _STRING_RE.sub('""', line)
            line = line.split("//", 1)[0]
            if line.count("(") > line.count(")") or line.count("[") > line.count("]"):
                return False
    return True


_OP_LINE_RE = None


def _op_line_re():
    """One op line of an OP_LINES run, built from the grammar's own OP_TEXT
    terminal so that the two can never disagree."""
    global _OP_LINE_RE
    if _OP_LINE_RE is None:
        op_text = _module_parser().get_terminal("OP_TEXT").pattern.to_regexp()
        _OP_LINE_RE = re.compile(rf"({op_text})[ \t]*(?://[^\n]*)?\n[ \t\n]*(?://[^\n]*\n[ \t\n]*)*")
    return _OP_LINE_RE


_ALIAS_LINE_RE = None
# a line that closes a region and holds nothing that could go on over its end
_CLOSE_LINE = re.compile(r'\}[^{}"\n]*')


def _alias_line_re():
    """A blank or comment line, or one alias definition (the grammar's own
    ALIAS_DEF terminal, as its token) alone on its line (or lines, as the
    terminal reads it), maybe before a comment."""
    global _ALIAS_LINE_RE
    if _ALIAS_LINE_RE is None:
        alias = _module_parser().get_terminal("ALIAS_DEF").pattern.to_regexp()
        _ALIAS_LINE_RE = re.compile(rf"[ \t]*({alias})?[ \t]*(?://[^\n]*)?(?:\n|\Z)")
    return _ALIAS_LINE_RE


def _alias_lines(text: str, pos: int, end: int, out: list) -> int:
    """Append the ("alias", ALIAS_DEF token's text, offset) items of the alias-definition,
    blank and comment lines of ``text`` from ``pos`` (a line start) on, as
    the grammar makes them, up to ``end`` or the first other line; return
    where they end (a line start)."""
    line_re = _alias_line_re()
    while pos < end:
        m = line_re.match(text, pos)
        if m is None or m.end() > end:
            break
        if m.group(1) is not None:
            out.append(("alias", m.group(1), m.start(1)))
        pos = m.end()
    return pos


def _module_items(text: str) -> list:
    """The top-level items of ``text`` as grammar/module.lark reads it.

    MLIR prints a file's aliases before its first op and, with locations,
    its location aliases after its last '}' line: tens of thousands of lines,
    one definition a line.  The alias lines that start the file, and those
    after its last line starting with a '}' (and holding no brace or quote
    after it) where every line after it is one, are cut by the grammar's
    ALIAS_DEF pattern into its tokens, where they are an eighth of the text
    or more; Lark reads the text between (the head blanked, so that its
    offsets stay those of the file: no token of that text reaches past
    either cut).  Where Lark fails on it, it reads the whole text, and its
    error is the one reported."""
    head: list = []
    head_end = _alias_lines(text, 0, len(text), head)
    tail: list = []
    tail_start = len(text)
    k = text.rfind("\n}")
    if k >= head_end:
        eol = text.find("\n", k + 1)
        if eol >= 0 and _CLOSE_LINE.fullmatch(text, k + 1, eol) is not None:
            if _alias_lines(text, eol + 1, len(text), tail) == len(text):
                tail_start = eol + 1
            else:
                tail = []
    # (only where the alias lines are a good part of the text: Lark then
    # reads a copy of the text between)
    if (head or tail) and (head_end + len(text) - tail_start) * 8 >= len(text):
        blank = "\n".join(" " * len(line) for line in text[:head_end].split("\n"))
        try:
            items = _module_parser().parse(blank + text[head_end:tail_start])
        except UnexpectedInput:
            pass
        else:
            return head + items + tail
    return _module_parser().parse(text)


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
    a quoted name, or a dotted op name) continues the op before it.  A
    :class:`_Run` is kept whole unless the op before it is unfinished or the
    op after it does not start an op; then it is cut into RawOps here."""
    out = []
    for it in _flatten(items):
        if it.__class__ is _Run:
            if out and isinstance(out[-1], RawOp) and _unfinished(out[-1]):
                for raw in it.raw_ops():
                    _push(out, raw)
            else:
                out.append(it)
        elif isinstance(it, RawOp) and out and out[-1].__class__ is _Run \
                and not _OP_START.match(str(it.parts[0])):
            run = out.pop()
            out.extend(run.raw_ops())
            _push(out, it)
        else:
            _push(out, it)
    return out


def _push(out: list, it) -> None:
    if (isinstance(it, RawOp) and out and isinstance(out[-1], RawOp)
            and (not _OP_START.match(str(it.parts[0])) or _unfinished(out[-1]))):
        out[-1].parts.extend(it.parts)
    else:
        out.append(it)


_STRING_RE = re.compile(STRING)


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
        _DeepGroups.install(_MODULE_PARSER)
    return _MODULE_PARSER


# A string literal on one line, matched in runs (possessive): a long one
# costs no memory per character or escape.
_LINE_STRING = r'"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"'


class _DeepGroups:
    """Brackets nested deeper than grammar/module.lark's patterns reach.

    The grammar's terminals match brace groups in an op's text (attribute
    dictionaries, regions written on one line) four levels deep, a block
    label's parentheses four deep and an alias definition's ``<...>`` and
    ``{...}`` four deep: regular expressions cannot count.  This wraps the
    Lark lexer's matcher: where a match stops at a bracket that opens such a
    group, the group is scanned to its balancing bracket, at any depth, and
    the match goes on after it, as the pattern would with enough levels.
    Text the patterns match whole is left as they match it."""

    _STR = _LINE_STRING
    _STEPS = {
        "{": re.compile(_STR + r'|[{}"]'),
        "<": re.compile(_STR + r'|->|[<>"]'),
        "(": re.compile(_STR + r'|[()"\n]'),  # a label's parentheses stay on its line
    }
    _CLOSE = {"{": "}", "<": ">", "(": ")"}
    _REGION_OPEN = re.compile(r"\{(?:[ \t]*(?:\n|//)|-#)")
    _LABEL_HEAD = re.compile(r"\^" + SUFFIX_ID + r"(?=\()")
    _LABEL_TAIL = re.compile(r"[ \t]*:")

    def __init__(self, lexer):
        self.base = lexer.match
        self.pats = {t.name: t.pattern.to_regexp() for t in lexer.terminals}
        self._more: Optional[tuple] = None

    def _more_patterns(self) -> tuple:
        """What may follow a group in an op's text (more op text), and in an
        alias definition (the rest of ALIAS_DEF after its '='): compiled
        when a deep group is first met (a few milliseconds of start-up)."""
        if self._more is None:
            alias = self.pats["ALIAS_DEF"]
            self._more = (re.compile(f"[ \\t]*(?:{self.pats['OP_TEXT']})?"),
                          re.compile(alias[alias.index("=") + 1:]))
        return self._more

    @classmethod
    def install(cls, parser: Lark) -> None:
        lexer = parser.parser.lexer
        lexer.match = cls(lexer).match

    def _group_end(self, s: str, pos: int) -> int:
        open_ = s[pos]
        close = self._CLOSE[open_]
        depth = 0
        for m in self._STEPS[open_].finditer(s, pos):
            c = m.group()
            if c == open_:
                depth += 1
            elif c == close:
                depth -= 1
                if depth == 0:
                    return m.end()
            elif c == '"' or c == "\n":
                return -1
        return -1

    def _op_text_end(self, s: str, end: int) -> int:
        """Past the deep groups (and the op text after them) at ``end``."""
        while s.startswith("{", end) and not self._REGION_OPEN.match(s, end):
            after = self._group_end(s, end)
            if after < 0:
                break
            end = self._more_patterns()[0].match(s, after).end()
        return end

    def _alias_end(self, s: str, end: int) -> int:
        while end < len(s) and s[end] in "<{":
            after = self._group_end(s, end)
            if after < 0:
                break
            end = self._more_patterns()[1].match(s, after).end()
        return end

    def match(self, text, pos):
        res = self.base(text, pos)
        s = text.text
        if res is None:
            end = self._op_text_end(s, pos)
            return (s[pos:end], "OP_TEXT") if end > pos else None
        value, kind = res
        if kind == "OP_TEXT" or kind == "CLOSE":
            if kind == "OP_TEXT" and value[0] == "^":
                m = self._LABEL_HEAD.match(s, pos)
                after = self._group_end(s, m.end()) if m else -1
                tail = self._LABEL_TAIL.match(s, after) if after >= 0 else None
                if tail is not None:
                    return s[pos:tail.end()], "LABEL"
            end = self._op_text_end(s, pos + len(value))
        elif kind == "ALIAS_DEF":
            end = self._alias_end(s, pos + len(value))
        else:
            return res
        return res if end == pos + len(value) else (s[pos:end], kind)


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
_VALUE_RE = re.compile(r"%" + SUFFIX_ID + r"(?:#\d+)?")
_VALUE_SPLIT = re.compile(f"({_VALUE_RE.pattern})")  # keeps the names
_HEAD_RE = re.compile(rf"(?:%{SUFFIX_ID}(?::\d+)?[ \t]*,[ \t]*)*%{SUFFIX_ID}(?::\d+)?[ \t]*=[ \t]*")
_RESULT_NAME_RE = re.compile(rf"(%{SUFFIX_ID})(?::(\d+))?")
# A location as the last token of an op's line, in the forms a file printed
# with its locations has on every line (attrparser's fast path reads them).
_TRAILING_LOC = re.compile(rf"({LOC_FAST_RE})[ \t]*\Z")


def _trailing_loc(text: str) -> Optional[tuple]:
    """(the op's text before it, the location's text, its offset) where
    ``text`` ends in such a location after white space, its only ``loc(``,
    and the text before it holds no string (which could hold or open one):
    the op's tokens are then those of the text before it, and its location
    that token (as _op_from_tokens takes a trailing location); else None."""
    k = text.rfind("loc(")
    if k <= 0 or text.find("loc(") != k:
        return None
    m = _TRAILING_LOC.match(text, k)
    if m is None:
        return None
    head = text[:k]
    op_text = head.rstrip(" \t")
    if len(op_text) == len(head) or '"' in op_text:
        return None
    return op_text, m.group(1), k


# Op shapes remembered per source at most: a file of a million distinct ops
# (constants of a million values) would otherwise keep a plan for each.
_PLAN_LIMIT = 20_000


class _Plan:
    __slots__ = ("cls", "name", "operand_map", "result_types", "attributes", "properties", "direct")

    def __init__(self, op, operand_map):
        self.cls = type(op)
        self.name = op.name
        # None: the operands are the names in the order written (most ops)
        self.operand_map = None if operand_map == list(range(len(operand_map))) else operand_map
        #: the op class, where an op is built by calling it with the operands
        #: in the order written (Parser._build_run's path), else None
        self.direct = self.cls if self.operand_map is None and self.cls is not Operation else None
        self.result_types = [r.type for r in op.results]
        # one dictionary for every op built from the plan (copy-on-write)
        self.attributes = SharedAttributes(op.attr_dict)
        self.properties = dict(op.properties) if op.properties is not None else None

    def build(self, values):
        operands = values if self.operand_map is None else [values[j] for j in self.operand_map]
        if self.cls is Operation:
            return Operation(self.name, operands, self.result_types, self.attributes,
                             properties=dict(self.properties) if self.properties is not None else None)
        return self.cls(operands, self.result_types, self.attributes)


class _Shape:
    """What the ops of one shape share: their result names (``nres`` names
    of ``counts`` values each, as ``%a:2, %b = ``), where the op's name starts
    after the last result name (``tail``: the ``:N = `` between), and the
    op's plan for each tuple of operand types."""

    __slots__ = ("nres", "counts", "tail", "by_types", "first_operand")

    def __init__(self, text: str, hlen: int):
        names = list(_RESULT_NAME_RE.finditer(text, 0, hlen))
        self.nres = len(names)
        self.counts = [int(m.group(2)) if m.group(2) else 1 for m in names]
        self.tail = hlen - names[-1].end(1) if names else 0
        self.by_types: dict[tuple, _Plan] = {}
        #: where the operands' names start in the op's pieces, for an op with
        #: no result name or one (Parser._build_run's path), else None
        self.first_operand = 2 * self.nres + 1 if self.nres < 2 else None


class Parser:
    """Parses one source (a file or one ``// -----`` chunk of it)."""

    def __init__(self, source: SourceFile):
        self.src = source
        self.attrs = AttrParser()
        # MLIR's value table: every name visible at this point of the text
        # (the values of enclosing regions too, as names cannot be reused in
        # nested regions), where each was defined, and the names each open
        # region defined (forgotten when the region ends).
        self.values: dict[str, list[Value]] = {}
        self.def_pos: dict[str, int] = {}
        self.scopes: list[list[str]] = []
        self.forward: dict[str, list[ForwardRef]] = {}
        self.block_scopes: list[dict[str, Block]] = []
        # MLIR's default dialect stack: a custom-form op names a dialect its
        # regions' unprefixed op names are tried in (its class's
        # default_dialect: `builtin` for a module, none for other ops);
        # generic-form ops leave it as it is
        self.default_dialects: list[str] = ["builtin"]
        # `loc(#name)` references, by id: (the reference, where its `#` is)
        self.deferred_locs: dict[int, tuple] = {}
        self._plans: dict[str, dict[tuple, _Plan]] = {}
        self._lookups: Optional[list] = None
        # `#name = value` definitions in the order of the text, locations too (MLIR's
        # AsmParserState::getAttributeAliasDefs, which triton-tensor-layout lists)
        self.attr_alias_defs: list[tuple[str, object]] = []

    # -- errors -------------------------------------------------------------------
    def error(self, pos: int, msg: str) -> DiagnosticError:
        if getattr(msg, "wrong_token", False):  # (attrparser.Message)
            pos = wrong_token_offset(self.src.text, pos)
        err = error_at(self.src.loc(pos), msg)
        for note in getattr(msg, "notes", ()):  # attrparser.Message
            err.diag.notes.append(Diagnostic("note", note, err.diag.loc))
        return err

    # -- entry -----------------------------------------------------------------------
    def parse_module(self, stream: bool = False) -> Operation:
        """The module the source holds: read by lines (fast, as MLIR prints
        IR), or with ``stream``, token by token as MLIR reads it (any layout)."""
        text = self.src.text
        if stream:
            return self._parse_items(self._stream_items())
        try:
            items = _module_items(text)
        except UnexpectedCharacters as e:
            raise self.error(e.pos_in_stream, f"unexpected character '{text[e.pos_in_stream]}'") from None
        except UnexpectedToken as e:
            tok = e.token
            if tok.type == "$END":
                # MLIR reports EOF inside a region where it looks for an op
                err = self.error(wrong_token_offset(text, len(text)), "expected operation name in quotes")
                err.unclosed = True  # (a '{' never closed: the token reader says where MLIR stops)
                raise err from None
            if tok.type == "ALIAS_DEF":  # an alias inside a region: not an op
                raise self.error(wrong_token_offset(text, tok.start_pos), "expected operation name in quotes") from None
            if tok.type == "_NL" or tok.type == "}":
                pos = tok.start_pos if tok.start_pos is not None else 0
                raise self.error(pos, "unbalanced '}' or missing operation") from None
            if tok.type == "CLOSE":  # a '}' closing nothing: MLIR looks for an op there
                raise self.error(wrong_token_offset(text, tok.start_pos), "expected operation name in quotes") from None
            raise self.error(tok.start_pos or 0, f"unexpected '{str(tok).strip()}'") from None
        except UnexpectedInput as e:
            raise self.error(getattr(e, "pos_in_stream", 0) or 0, "syntax error") from None

        # in the order of the text: an alias is defined before its uses (an op's
        # trailing `loc(#name)` excepted: resolved when the file is read)
        return self._parse_items(_consume(items))

    def _parse_items(self, items) -> Operation:
        """The module of the top-level items: ("alias", text, offset) or ops, in order."""
        self.scopes.append([])
        self.block_scopes.append({})
        top = Block()
        for it in items:
            if isinstance(it, tuple):
                self._alias_def(it[1], it[2])
            elif it.__class__ is _Run:
                self._build_run(it, top)
            else:
                top.append(self.build_op(it))
        self._check_forward()
        self._check_deferred_locs(list(top.ops))
        # MLIR wraps top-level ops in an implicit module unless the file is
        # exactly one module (parseSourceFile<ModuleOp>: dyn_cast to the
        # container class).
        container = current().lookup_op("builtin.module")
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

    def _stream_items(self):
        """The top-level items of the source read as a token stream: alias
        definitions (``#name = attr``, ``!name = type``, as a token of their
        text) and ops, as they come."""
        text = self.src.text
        tt = TokenText(text, 0, len(text), 0, self.error)
        top = StreamRegion(tt.view(0, len(tt.toks)), 0, tt)
        toks = top.toks
        while top.k < len(toks):
            t = toks[top.k]
            if t.kind == "alias" and top.k + 1 < len(toks) and toks[top.k + 1].text == "=":
                p = OpParser(self, toks, top.k + 2, len(toks))
                p.stream = True
                if t.text[0] == "!":
                    p.parse_type()
                elif p.peek() is not None and p.peek().kind == "loc":
                    p.next()
                else:
                    p.parse_attribute()
                first, last = toks[top.k + 2], toks[p.i - 1]
                top.k = p.i
                # the line reader's ALIAS_DEF, `#name = value`, the value at its offset
                gap = first.pos - t.pos - len(t.text)
                yield ("alias", t.text + " " * (gap - 1) + "=" + text[first.pos:last.pos + len(last.text)], t.pos)
            elif t.kind == "caret":
                raise self.error(t.pos, "expected operation name in quotes")
            else:
                yield StreamOp(top)

    def _check_forward(self) -> None:
        """Uses of names never defined (MLIR reports the first in the text)."""
        pending = [ref for refs in self.forward.values() for ref in refs if ref.uses]
        if pending:
            raise self.error(min(ref.ref_pos for ref in pending), "use of undeclared SSA value name")

    def _alias_def(self, text: str, start: int) -> None:
        """The definition ``text`` (an ALIAS_DEF token's, at offset ``start``)."""
        name, _, value = text.partition("=")
        name = name.strip()
        vpos = start + len(text) - len(value.lstrip())
        value = value.strip()
        try:
            if name.startswith("!"):
                self.attrs.type_aliases[name] = self.attrs.parse_type(value)
                return
            # (a location alias is an attribute alias: one name space)
            if name in self.attrs.attr_aliases or name in self.attrs.loc_aliases:
                raise self.error(start, f"redefinition of attribute alias id '{name[1:]}'")
            if value.startswith("loc("):
                attr = self.attrs.parse_loc_attr(value)
            else:
                attr = self.attrs.parse_attr(value)
            # (an alias whose value is a location, `#a = #loc1` too, is a location alias)
            table = self.attrs.loc_aliases if isinstance(attr, A.Location) else self.attrs.attr_aliases
            table[name] = attr
            self.attr_alias_defs.append((name[1:], attr))
        except AttrSyntaxError as e:
            raise self.error(vpos + e.offset, e.message) from None

    # -- values ------------------------------------------------------------------------
    def define(self, name: str, values: list[Value], pos: int) -> None:
        """Bind ``name`` (``%x`` or, with several values, ``%x:N``) to ``values``,
        resolving the uses written before (MLIR's ``addDefinition``)."""
        # one string per name in the process (functions number their values alike:
        # memory, one per value of a big module)
        name = _intern(str(name))
        if name in self.values:
            err = self.error(pos, f"redefinition of SSA value '{name}'")
            err.diag.notes.append(self._note(self.def_pos[name], "previously defined here"))
            raise err
        self.values[name] = values
        self.def_pos[name] = pos
        self.scopes[-1].append(name)
        if len(values) == 1:
            values[0].written_name = name
        else:
            for i, v in enumerate(values):
                v.written_name = _intern(f"{name}#{i}")
        if self.forward:
            self._resolve_forward(name, values, pos)

    def _resolve_forward(self, name: str, values: list[Value], pos: int) -> None:
        for i, v in enumerate(values):
            refs = self.forward.pop(name if i == 0 else f"{name}#{i}", None)
            if not refs:
                continue
            first = next((r for r in refs if r.type is not None), None)
            if first is not None and first.type != v.type:
                err = self.error(pos, f"definition of SSA value '{name}#{i}' has type '{v.type}'")
                err.diag.notes.append(self._note(first.ref_pos, f"previously used here with type '{first.type}'"))
                raise err
            for ref in refs:
                ref.replace_all_uses_with(v)

    def _note(self, pos: int, msg: str) -> Diagnostic:
        return Diagnostic("note", msg, self.src.loc(pos))

    def forget_scope(self) -> None:
        """The region being built ends: its names go out of scope."""
        values, def_pos = self.values, self.def_pos
        for name in self.scopes.pop():
            del values[name]
            del def_pos[name]

    def lookup(self, tok: Tok, type=None) -> Value:
        v = self._lookup(tok, type)
        if self._lookups is not None:
            self._lookups.append((tok.pos, v))
        return v

    def _find(self, text: str) -> Optional[Value]:
        """The value a name denotes in scope, or None (no forward references)."""
        base, _, idx = text.partition("#")
        vals = self.values.get(base)
        if vals is not None:
            i = int(idx) if idx else 0
            return vals[i] if i < len(vals) else None
        return None

    def _lookup(self, tok: Tok, type=None) -> Value:
        """The value a use denotes (MLIR's ``resolveSSAUse``): its type must
        be ``type``, the type the op's syntax gives it, where known."""
        text = tok.text
        base, _, idx = text.partition("#")
        i = int(idx) if idx else 0
        vals = self.values.get(base)
        if vals is not None:
            if i >= len(vals):
                raise self.error(tok.pos, "reference to invalid result number")
            v = vals[i]
            if type is not None and v.type is not type and v.type != type:
                raise self._type_mismatch(tok, base, type, v.type, self.def_pos[base])
            return v
        key = base if i == 0 else f"{base}#{i}"
        refs = self.forward.get(key)
        if refs is None:
            refs = self.forward[key] = []
        elif type is not None:
            first = next((r for r in refs if r.type is not None), None)
            if first is not None and first.type != type:
                raise self._type_mismatch(tok, base, type, first.type, first.ref_pos)
        ref = ForwardRef(type)
        ref.ref_name = text
        ref.ref_pos = tok.pos
        refs.append(ref)
        return ref

    def _type_mismatch(self, tok: Tok, name: str, type, prior, prior_pos: int) -> DiagnosticError:
        err = self.error(tok.pos, f"use of value '{name}' expects different type than prior uses: "
                                  f"'{type}' vs '{prior}'")
        err.diag.notes.append(self._note(prior_pos, "prior use here"))
        return err

    # -- blocks ----------------------------------------------------------------------------
    def block_ref(self, name: str) -> Block:
        table = self.block_scopes[-1]
        b = table.get(name)
        if b is None:
            b = table[name] = Block()
        return b

    # -- operations ----------------------------------------------------------------------
    def build_op(self, raw: RawOp) -> Operation:
        if raw.__class__ is StreamOp:
            return self._op_from_tokens(raw.region.toks, raw.region.k, raw.region)
        parts = raw.parts
        if len(parts) == 1 and isinstance(parts[0], Token):
            return self.build_line(str(parts[0]), parts[0].start_pos)
        return self._build_op(raw)

    def build_line(self, text: str, pos: int) -> Operation:
        """The op whose whole text (no regions) is ``text``, at offset ``pos``:
        built from the plan of its shape where there is one (a trailing
        location as printed is read apart: :func:`_trailing_loc`)."""
        loc = None
        if "loc(" in text:
            cut = _trailing_loc(text)
            if cut is None:
                return self._line_op(text, pos)
            text, loc_text, offset = cut
            loc = self.trailing_loc(loc_text, pos + offset)
        return self._build_line(text, pos, loc)

    def _build_line(self, text: str, pos: int, loc) -> Operation:
        """build_line for an op text without a location: the op's location
        is ``loc`` (None: where its name is)."""
        # names and the text between them: [text, name, text, ..., name, text]
        pieces = _VALUE_SPLIT.split(text)
        shape = "%".join(pieces[::2])
        entry = self._plans.get(shape)
        if entry is not None:
            # the plan's path (most ops of a big file): inline, kept lean
            nres = entry.nres
            table = self.values
            operands = []
            for name in pieces[2 * nres + 1::2]:
                vals = table.get(name)
                if vals is None:
                    v = self._find(name)  # `%x#1`, or not defined yet
                    if v is None:
                        break
                else:
                    v = vals[0]
                operands.append(v)
            else:
                plan = entry.by_types.get(tuple([v.type for v in operands]))
                if plan is not None:
                    op = plan.build(operands)
                    if nres == 1:  # (the text starts with the name: pieces[0] is empty)
                        name = pieces[1]
                        if loc is None:
                            line, col = self.src.line_col(pos + len(name) + entry.tail)
                            loc = compact_file_line_col(self.src.name, line, col)
                        op.loc = loc
                        count = entry.counts[0]
                        self.define(name, [op.results[0]] if count == 1 else op.results[:count], pos)
                    else:
                        self._place(op, entry, pieces, pos, loc)
                    return op
        elif len(self._plans) >= _PLAN_LIMIT:
            op = self._line_op(text, pos)
            if loc is not None:
                op.loc = loc
            return op
        self._lookups = []
        try:
            op = self._line_op(text, pos)
            if loc is not None:
                op.loc = loc
            self._remember(shape, text, pos, op)
        finally:
            self._lookups = None
        return op

    def _build_run(self, run: "_Run", block: Block) -> None:
        """The ops of a run of one-line ops, appended to ``block``: what
        :meth:`build_line` does for each, with its plan's path inlined for the
        common ops (one result named ``%x``, or none; operands named ``%x``,
        in the order written).  The run is cut at its line ends, each op's
        line counted, where that cuts it as :meth:`_Run.lines` does: a run
        without comments, each line's text the op's (a line with a brace or
        a quote is matched against the OP_TEXT pattern, and from the first
        one whose op text goes on over its line end, the rest is cut by it)."""
        src = self.src
        run_text, base = run.text, run.pos
        build_line, append = self.build_line, block.append
        if "//" in run_text or not src._ascii():  # (a column counts UTF-8 bytes: line_col)
            for text, pos in run.lines():
                append(build_line(text, pos))
            return
        plans, values, def_pos, scope, forward = self._plans, self.values, self.def_pos, self.scopes[-1], self.forward
        split, fname, line_re = _VALUE_SPLIT.split, src.name, _op_line_re()
        line, col = src.line_col(base)  # the first op's line (the run starts at its text)
        line_start = base - col + 1  # where the current line starts
        local = 0  # the same, in run_text (the first line: where its op starts)
        for whole in run_text.split("\n"):
            text = whole.lstrip(" \t")
            if text:
                pos = base + local + len(whole) - len(text)
                if "{" in text or '"' in text:
                    m = line_re.match(run_text, pos - base)
                    if m is None or m.end(1) != local + len(whole):
                        for m in line_re.finditer(run_text, pos - base):
                            append(build_line(m.group(1), base + m.start(1)))
                        return
                op = loc = None
                if "loc(" in text:
                    cut = _trailing_loc(text)
                    if cut is not None:
                        text, loc_text, offset = cut
                        loc = self.trailing_loc(loc_text, pos + offset)
                if loc is not None or "loc(" not in text:
                    pieces = split(text)
                    entry = plans.get("%".join(pieces[::2]))
                    if entry is not None and entry.first_operand is not None:
                        operands, types = [], []
                        for name in pieces[entry.first_operand::2]:
                            vals = values.get(name)
                            if vals is None:  # `%x#1`, or not defined yet: build_line
                                break
                            v = vals[0]
                            operands.append(v)
                            types.append(v.type)
                        else:
                            plan = entry.by_types.get(tuple(types))
                            cls = plan.direct if plan is not None else None
                            if cls is not None:
                                op = cls(operands, plan.result_types, plan.attributes)
                                if entry.nres:
                                    name = pieces[1]
                                    op.loc = loc if loc is not None else \
                                        compact_file_line_col(fname, line, pos + len(name) + entry.tail - line_start + 1)
                                    count = entry.counts[0]
                                    if count == 1 and name not in values and not forward:
                                        # (define, for the common case)
                                        r = op.results[0]
                                        name = _intern(name)
                                        values[name] = [r]
                                        def_pos[name] = pos
                                        scope.append(name)
                                        r.written_name = name
                                    else:
                                        self.define(name, [op.results[0]] if count == 1 else op.results[:count], pos)
                                else:
                                    op.loc = loc if loc is not None else compact_file_line_col(fname, line, pos - line_start + 1)
                if op is None:
                    op = build_line(text, pos) if loc is None else self._build_line(text, pos, loc)
                append(op)
            local += len(whole) + 1
            line += 1
            line_start = base + local
        # (line_col's guess at the line asked about next: the run's last, where what follows it starts)
        src._last = max(0, min(line - 2 - src.line_offset, len(src.line_starts) - 1))

    def _place(self, op: Operation, entry: "_Shape", pieces: list, base: int, loc=None) -> None:
        """Give an op built from a plan its location (``loc``, else where
        its name is) and its result names (none, or more than one)."""
        nres = entry.nres
        if loc is None:
            at = base
            for k in range(2 * nres):
                at += len(pieces[k])
            line, col = self.src.line_col(at + entry.tail)
            loc = compact_file_line_col(self.src.name, line, col)
        op.loc = loc
        k = 0
        at = base
        for j in range(nres):
            at += len(pieces[2 * j])
            name = pieces[2 * j + 1]
            count = entry.counts[j]
            self.define(name, op.results[k:k + count], at)
            at += len(name)
            k += count

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
        entry = self._plans.get(shape)
        if entry is None:
            entry = self._plans[shape] = _Shape(text, hlen)
        entry.by_types[tuple(types)] = _Plan(op, operand_map)

    def _line_op(self, text: str, pos: int) -> Operation:
        toks: list[Tok] = []
        tokenize(text, pos, toks)
        if not toks:
            raise self.error(pos, "expected operation")
        return self._op_from_tokens(toks, 0)

    def _build_op(self, raw: RawOp) -> Operation:
        toks: list[Tok] = []
        for part in raw.parts:
            if isinstance(part, Token):
                tokenize(str(part), part.start_pos, toks)
            else:
                toks.append(Tok("region", "{", part.pos, part))
        if not toks:
            raise self.error(raw.parts[0].start_pos if raw.parts else 0, "expected operation")
        return self._op_from_tokens(toks, 0)

    def _op_from_tokens(self, toks: list, start: int, stream: Optional[StreamRegion] = None) -> Operation:
        """The op whose text starts at ``toks[start]``: all of ``toks`` (an op
        of the line reader), or, with ``stream``, as much as its syntax reads
        (an op of a :class:`StreamRegion`, whose cursor moves past it)."""
        op_pos = toks[start].pos
        # result names: %a, %b:2 =
        results: list[tuple[str, int, int]] = []
        i = start
        if toks[start].kind == "value":
            while True:
                if i >= len(toks):
                    raise self.error(toks[-1].pos + len(toks[-1].text), "expected SSA value name")
                t = toks[i]
                if t.kind != "value":
                    raise self.error(wrong_token_offset(self.src.text, t.pos), "expected valid ssa identifier")
                if "#" in t.text:  # MLIR's lexer ends the name before '#'
                    raise self.error(t.pos + t.text.index("#"), "expected '=' after SSA name")
                count = 1
                i += 1
                if i < len(toks) and toks[i].text == ":":
                    # MLIR: an integer token, its value a uint64 of at least 1
                    nt = toks[i + 1] if i + 1 < len(toks) else None
                    if nt is None or nt.kind != "number" or not _is_int_token(nt.text):
                        raise self.error(toks[i].pos + 1 if nt is None else wrong_token_offset(self.src.text, nt.pos),
                                         "expected integer number of results")
                    count = int(nt.text, 0)
                    if not 1 <= count < 1 << 64:
                        raise self.error(nt.pos, "expected named operation to have at least 1 result")
                    i += 2
                results.append((t.text, count, t.pos))
                if i < len(toks) and toks[i].text == ",":
                    i += 1
                    continue
                break
            if i >= len(toks) or toks[i].text != "=":
                raise self.error(wrong_token_offset(self.src.text, toks[min(i, len(toks) - 1)].pos),
                                 "expected '=' after SSA name")
            i += 1
        if i >= len(toks):
            raise self.error(toks[-1].pos, "expected operation name")
        name_tok = toks[i]
        # trailing location
        loc = None
        end = len(toks)
        if stream is None and end - 1 > i and toks[-1].kind == "loc":
            loc = self.parse_loc_tok(toks[-1])
            end -= 1
        p = OpParser(self, toks, i + 1, end)
        if stream is not None:
            p.stream = True
            if name_tok.kind != "string" and (name_tok.kind != "bare" or _is_builtin_type_keyword(name_tok.text)):
                # what follows an op is not an op: reported as MLIR does
                raise self.error(p.wrong_token_pos(name_tok), "expected operation name in quotes")
        if name_tok.kind == "string":
            name = unquote(name_tok.text)  # (MLIR's getStringValue: escapes decoded)
            if not name:
                raise self.error(name_tok.pos, "empty operation name is invalid")
            if "\0" in name:
                raise self.error(name_tok.pos, "null character not allowed in operation name")
            op = parse_generic_op(p, name, name_tok)
        elif name_tok.kind == "bare":
            name = name_tok.text

            cls = self.custom_op_class(name, name_tok.pos)
            self.default_dialects.append(getattr(cls, "default_dialect", ""))
            try:
                op = cls.parse(p)
            finally:
                self.default_dialects.pop()
            p.expect_end()
        elif name_tok.kind == "error":
            # a '%' or '^' with no suffix-id after it (MLIR's lexPrefixedIdentifier)
            raise self.error(name_tok.pos, _PREFIX_ERRORS.get(name_tok.text, "unexpected character"))
        else:
            raise self.error(name_tok.pos, "expected operation name in quotes")
        if stream is not None:
            t = p.peek()
            if t is not None and t.kind == "loc":
                loc = self.parse_loc_tok(t)
                p.i += 1
            stream.k = p.i
        if loc is None:
            line, col = self.src.line_col(name_tok.pos)
            loc = compact_file_line_col(self.src.name, line, col)
        op.loc = loc
        n = sum(c for _, c, _ in results)
        if results and n != len(op.results):
            raise self.error(op_pos, f"operation defines {len(op.results)} results but was provided {n} to bind")
        k = 0
        for rname, count, rpos in results:
            self.define(rname, op.results[k:k + count], rpos)
            k += count
        return op

    def trailing_loc(self, text: str, pos: int):
        """The location an op's line ends in (a :func:`_trailing_loc` text at
        ``pos``), as :meth:`parse_loc_tok` reads it: a ``loc(#name)`` is read
        here (its reference to the alias, resolved when the file is read)."""
        if text[4] == "#":
            loc = LocRef(text[4:-1], self.attrs.loc_aliases)
            self._defer_loc(loc, pos + 4)
            return loc
        return self.parse_loc_tok(Tok("loc", text, pos))

    def parse_loc_tok(self, tok: Tok):
        try:
            loc = self.attrs.parse_loc(tok.text)
        except AttrSyntaxError as e:
            raise self.error(tok.pos + e.offset, e.message) from None
        if isinstance(loc, LocRef):
            # `loc(#name)`: resolved when the file is read (MLIR's deferred locations);
            # one reference per use, to know where each was written
            loc = LocRef(loc.name, loc.table)
            self._defer_loc(loc, tok.pos + tok.text.index("#"))
        return loc

    def _defer_loc(self, loc: LocRef, pos: int) -> None:
        """An op's ``loc(#name)`` (MLIR's parseLocationAlias): an alias defined
        before must be a location; one not yet defined is resolved when the
        file is read."""
        self._check_loc_alias(loc, pos)
        self.deferred_locs[id(loc)] = (loc, pos)

    def _check_loc_alias(self, loc: LocRef, pos: int) -> None:
        attr = self.attrs.attr_aliases.get(loc.name)
        if attr is not None:
            raise self.error(pos, f"expected location, but found '{attr}'")

    def _check_deferred_locs(self, ops) -> None:
        """MLIR's OperationParser::finalize: each op's `loc(#name)`, then its
        regions' block arguments', in post-order, names a location alias
        defined somewhere in the file."""
        if not self.deferred_locs:
            return
        pending = self.deferred_locs

        def check(loc):
            entry = pending.get(id(loc)) if loc.__class__ is LocRef else None
            if entry is not None and loc.resolve() is None:
                self._check_loc_alias(loc, entry[1])
                raise self.error(entry[1], "operation location alias was never defined")

        for top in ops:
            for op in top.walk(pre_order=False):
                check(op.loc)
                for region in op.regions:
                    for block in region.blocks:
                        for arg in block.args:
                            check(arg.loc)

    # -- regions ---------------------------------------------------------------------------
    def custom_op_class(self, name: str, pos: int):
        """The op class of a custom-form op name, or MLIR's error: a name with no
        dialect prefix (`a`, `b.`) is tried in the default dialect
        (parseCustomOperationName), and a dialect that is not there, or an op
        its dialect does not have, is reported as parseCustomOperation does."""
        ctx = current()
        cls = ctx.lookup_op(name)
        full = name
        dialect, _, rest = name.partition(".")
        if cls is None and not rest:
            dialect = self.default_dialects[-1]
            full = f"{dialect}.{name}"
            cls = ctx.lookup_op(full)
        if cls is None or getattr(cls, "parse", None) is None:
            tried = f" (tried '{full}' as well)" if full != name else ""
            if not dialect or not ctx.is_registered(dialect):
                raise self.error(pos, f"Dialect `{dialect}' not found for custom op '{name}' {tried}")
            err = self.error(pos, f"custom op '{name}' is unknown{tried}")
            note = other_release_note(full)
            if note is not None:
                err.diag.notes.append(Diagnostic("note", note, err.diag.loc))
            raise err
        return cls

    def build_region(self, raw: RawRegion, entry_args=None, isolated: bool = False) -> Region:
        """Build a region; ``entry_args`` are (name-token, type, loc) triples the
        op's own syntax declared for the entry block.

        Regions nest at most MAX_NESTING + 2 deep (a module, a function and
        MAX_NESTING levels inside it; ``self.scopes`` then holds one scope per
        region open around this one, the top level's standing for a module
        written without its braces): some of MLIR's algorithms take time
        quadratic in the depth, which this bounds.  (Triton's own parser
        overflows its stack at 3,000 to 4,000 levels.)"""
        if len(self.scopes) > MAX_NESTING + 2:
            raise self.error(raw.pos or 0, f"nesting too deep: regions nest more than {MAX_NESTING + 2} "
                                           "levels deep, pyopt's limit")
        region = Region()
        self.scopes.append([])
        self.block_scopes.append({})
        try:
            if not raw.blocks:
                if entry_args:
                    b = Block()
                    self._entry_args(b, entry_args)
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
                    self._entry_args(block, entry_args)
                elif label is not None:
                    self._block_args(label, block)
                for rop in _consume(ops):
                    if rop.__class__ is _Run:
                        self._build_run(rop, block)
                    else:
                        block.append(self.build_op(rop))
            for name, b in self.block_scopes[-1].items():
                if b.parent is None:
                    raise self.error(raw.pos or 0, f"reference to an undefined block '{name}'")
        finally:
            self.forget_scope()
            self.block_scopes.pop()
        return region

    def _entry_args(self, block: Block, entry_args) -> None:
        """Add and define the entry block's arguments the op's syntax named;
        their names must be new (MLIR's parseRegionBody)."""
        for nt, ty, lc in entry_args:
            if nt is not None:
                if nt.text in self.values:
                    prior = self.def_pos[nt.text]
                elif self.forward.get(nt.text):
                    prior = self.forward[nt.text][0].ref_pos
                else:
                    prior = None
                if prior is not None:
                    err = self.error(nt.pos, f"region entry argument '{nt.text}' is already in use")
                    err.diag.notes.append(self._note(prior, "previously referenced here"))
                    raise err
            a = block.add_arg(ty, self._arg_loc(nt, lc))
            if nt is not None:
                self.define(nt.text, [a], nt.pos)

    def _arg_loc(self, name_tok, loc):
        """A block argument's location: its trailing ``loc(...)``, else where
        its name is written (as MLIR's parser gives it)."""
        if loc is not None or name_tok is None:
            return loc
        line, col = self.src.line_col(name_tok.pos)
        return compact_file_line_col(self.src.name, line, col)

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


_PREFIX_ERRORS = {"%": "invalid SSA name", "^": "invalid block name"}


def _is_int_token(text: str) -> bool:
    """Whether a ``number`` token is MLIR's integer token (no sign, no '.')."""
    return text[0] != "-" and "." not in text


def _consume(raws):
    """The items of ``raws``, each dropped from the list as it is handed out:
    the raw text of an op is freed once its IR is built, so that the raw
    tree of a big file and its IR are not both alive at the end.  (A stream
    region's ops, made as they are read, are handed out as they come.)"""
    if not isinstance(raws, list):
        yield from raws
        return
    for k in range(len(raws)):
        raw = raws[k]
        raws[k] = None
        yield raw


def parse_source(text: str, name: str = "<stdin>", line_offset: int = 0,
                 alias_defs: Optional[list] = None, *, context: Optional[Context] = None) -> Operation:
    """Parse ``text`` (a whole file or one chunk) into a top-level module op,
    as the release of ``context`` (default: the active one) reads it; the
    context is active while it parses.
    ``alias_defs``, if given, receives ``(name, attribute)`` of each ``#name = ...``
    definition in the order of the text (MLIR's ``getAttributeAliasDefs``).

    Runs on a large stack (:func:`pyopt.support.run_deep`): IR may nest
    deeply."""
    with context or current():
        return run_deep(_parse_source, text, name, line_offset, alias_defs)


def _parse_source(text: str, name: str, line_offset: int, alias_defs: Optional[list] = None) -> Operation:
    src = SourceFile(text, name, line_offset)
    text = _plain_whitespace(src)
    if text is not src.text:
        src = SourceFile(text, name, line_offset)
    with gc_paused():
        try:
            parser = Parser(src)
            module = parser.parse_module()
        except DiagnosticError as by_lines:
            # Text not laid out as MLIR prints it (several ops on a line, a
            # brace on its own line, ...): read it as MLIR does, token by
            # token.  If that fails too, the reading that got further says why.
            _check_strings(src)
            try:
                parser = Parser(src)
                module = parser.parse_module(stream=True)
            except DiagnosticError as by_tokens:
                # (where a '{' is never closed, the line reader only sees the
                # end; MLIR, reading token by token, may stop before it)
                if _offset(by_tokens) > _offset(by_lines) or getattr(by_lines, "unclosed", False):
                    raise by_tokens from None
                raise by_lines from None
    if alias_defs is not None:
        alias_defs[:] = parser.attr_alias_defs
    return module


def _offset(err: DiagnosticError) -> tuple:
    loc = err.diag.loc
    return (getattr(loc, "line", 0), getattr(loc, "col", 0))


# Characters MLIR's lexer takes only inside a string literal or a comment:
# form feed and vertical tab (which Python's regular expressions would take
# as white space; MLIR's strings end at them), other control characters
# Python takes as space, and every character that is not ASCII (MLIR's
# lexer reads bytes: any byte from 0x80 up is an "unexpected character";
# bytes that are not UTF-8 are read as surrogates).  Found in one pass that
# steps over strings (an unterminated one to its line's end: its error is
# _check_strings') and comments.
_OUTSIDE_ODD = re.compile(_LINE_STRING + r'|"[^\n]*+|//[^\n]*+|[\x0b\x0c\x1c-\x1f\x80-\U0010ffff]')
_ASCII_ODD_SPACE = "\x0b\x0c\x1c\x1d\x1e\x1f"


def _plain_whitespace(src: SourceFile) -> str:
    """The source with each carriage return and NUL byte outside string
    literals as a space (MLIR takes both as white space; offsets, lines and columns are
    unchanged); an error where a character MLIR rejects stands outside a
    string or comment, or a string has an escape MLIR does not know."""
    text = src.text
    if not text.isascii() or any(c in text for c in _ASCII_ODD_SPACE):
        for m in _OUTSIDE_ODD.finditer(text):
            c = m.group()[0]
            if c == '"':
                if "\x0b" in m.group() or "\x0c" in m.group():  # MLIR's strings end at these
                    at = min(i for i in (m.group().find("\x0b"), m.group().find("\x0c")) if i >= 0)
                    raise error_at(src.loc(m.start() + at), "expected '\"' in string literal")
            elif c != "/":
                at = m.start()
                if at and text[at - 1] in _PREFIX_ERRORS:  # `%é`: the name is wrong (lexPrefixedIdentifier)
                    raise error_at(src.loc(at - 1), _PREFIX_ERRORS[text[at - 1]])
                raise error_at(src.loc(at), "unexpected character")
    if "\\" in text:  # (else only the line reader's failure may be a string's: _check_strings)
        _check_strings(src)
    if "\r" not in text and "\0" not in text:
        return text
    return _CR_OUTSIDE_STRINGS.sub(lambda q: q.group() if q.group()[0] == '"' else " ", text)


# Text whose string literals MLIR's lexer takes (comments skipped): it stops
# at a '"' that starts one it does not.  (Possessive, a string's plain
# characters in runs: no backtracking stack on a large file or a long string.)
_GOOD_STRINGS_RE = (r'(?:[^"/]+|/(?!/)|//[^\n]*|"(?:[^"\\\n\x0b\x0c]++'
                    r'|\\(?:["\\nt]|[0-9a-fA-F]{2}))*+")*+')
_GOOD_STRINGS: Optional[re.Pattern] = None  # compiled when first needed (start-up)


def _check_strings(src: SourceFile) -> None:
    """An error where a string literal MLIR's lexer rejects starts."""
    global _GOOD_STRINGS
    if _GOOD_STRINGS is None:
        _GOOD_STRINGS = re.compile(_GOOD_STRINGS_RE)
    good = _GOOD_STRINGS.match(src.text).end()
    if good < len(src.text):
        raise _string_error(src, good)


def _string_error(src: SourceFile, start: int) -> DiagnosticError:
    """MLIR's error for the string literal that opens at ``start``."""
    text = src.text
    i = start + 1
    while i < len(text):
        c = text[i]
        if c in "\n\x0b\x0c":
            return error_at(src.loc(i), "expected '\"' in string literal")
        if c == "\\":
            if text[i + 1:i + 2] in ('"', "\\", "n", "t"):
                i += 2
                continue
            if i + 3 <= len(text) and all(x in "0123456789abcdefABCDEF" for x in text[i + 1:i + 3]):
                i += 3
                continue
            return error_at(src.loc(i), "unknown escape in string literal")
        i += 1
    return error_at(src.loc(len(text)), "expected '\"' in string literal")


# ('\r' and NUL: MLIR's Lexer::lexToken skips a NUL byte as it skips white
# space, unless it is the end of the buffer, which no byte of the file is;
# inside a string literal a NUL is a character of the string)
_CR_OUTSIDE_STRINGS = re.compile(_LINE_STRING + r'|[\r\0]')
