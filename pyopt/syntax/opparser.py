"""The cursor custom op parsers use (the counterpart of MLIR's OpAsmParser).

Op declarations read their syntax through these methods, either from a
compiled assembly format (pyopt/syntax/format.py) or from a hand-written
``parse`` classmethod.  Every ``expect_*`` raises a positioned diagnostic;
every ``optional_*`` returns None/False without consuming anything when the
next token does not match.
"""

from __future__ import annotations

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.opdef import declared_attrs
from pyopt.syntax.attrparser import AttrSyntaxError, AttrVerifyError, unquote
from pyopt.syntax.stream import region_of
from pyopt.syntax.tokens import Tok, wrong_token_offset

_TYPE_KINDS = ("bare", "typeish", "alias")


class OpParser:
    # True when the op's text is not cut out by lines: its syntax ends it,
    # and what follows is the next op (pyopt/syntax/stream.py).
    stream = False

    def __init__(self, parser, toks: list[Tok], start: int, end: int):
        self.parser = parser
        self.toks = toks
        self.i = start
        self.end = end
        # where the op's name is (MLIR's getNameLoc)
        self.name_pos = toks[start - 1].pos if 0 < start <= len(toks) else 0

    # -- cursor ------------------------------------------------------------------
    def peek(self, k: int = 0) -> Tok | None:
        j = self.i + k
        return self.toks[j] if j < self.end else None

    def at_end(self) -> bool:
        return self.i >= self.end

    def next(self) -> Tok:
        if self.i >= self.end:
            raise self.error("unexpected end of operation")
        t = self.toks[self.i]
        self.i += 1
        return t

    def pos(self) -> int:
        if self.i < self.end:
            return self.toks[self.i].pos
        last = self.toks[self.end - 1]
        return last.pos + len(last.text)

    def error(self, msg: str, tok: Tok | None = None):
        return self.parser.error(tok.pos if tok is not None else self.pos(), msg)

    def expect_end(self) -> None:
        """Nothing may follow the op's syntax on its line.  MLIR, which does
        not see lines, reads what follows as the start of the next op, so
        its messages are about that."""
        if self.i < self.end and not self.stream:
            t = self.toks[self.i]
            if t.kind == "bare" and not _is_builtin_type_keyword(t.text):
                self.parser.custom_op_class(t.text, t.pos)  # MLIR's error for the next op's name, if any
                raise self.error(f"custom op '{t.text}' is unknown", t)
            raise self.parser.error(self.wrong_token_pos(t), "expected operation name in quotes")

    def wrong_token_pos(self, t: Tok) -> int:
        """Where MLIR reports a wrong token (Parser::emitWrongTokenError):
        just after the last non-blank character before it."""
        return wrong_token_offset(self.parser.src.text, t.pos)

    def _describe(self) -> str:
        t = self.peek()
        return "end of operation" if t is None else f"'{t.text}'"

    # -- punctuation and keywords -------------------------------------------------------
    def optional_punct(self, p: str) -> bool:
        t = self.peek()
        # (a `dict` token's text is cut from the source when read: compared
        # only with what may be a whole group, `{}`)
        if t is not None and (t.kind == "punct" or (t.kind == "dict" and p[0] == "{")) and t.text == p:
            self.i += 1
            return True
        return False

    def expect_punct(self, p: str) -> None:
        if not self.optional_punct(p):
            t = self.peek()
            if t is None:
                raise self.error(f"expected '{p}'")
            # (MLIR's parseToken reports it as emitWrongTokenError does)
            raise self.parser.error(self.wrong_token_pos(t), f"expected '{p}'")

    def at_punct(self, p: str) -> bool:
        t = self.peek()
        return t is not None and t.kind == "punct" and t.text == p

    def optional_keyword(self, k: str | None = None) -> str | None:
        t = self.peek()
        if t is not None and t.kind == "bare" and (k is None or t.text == k):
            self.i += 1
            return t.text
        return None

    def expect_keyword(self, k: str | None = None) -> str:
        r = self.optional_keyword(k)
        if r is None:
            raise self.error(f"expected '{k}'" if k else "expected keyword")
        return r

    def at_keyword(self, k: str) -> bool:
        t = self.peek()
        return t is not None and t.kind == "bare" and t.text == k

    def expect_kind(self, kind: str) -> Tok:
        t = self.peek()
        if t is None or t.kind != kind:
            what = {"value": "SSA operand", "symbol": "symbol name", "caret": "block name"}.get(kind, kind)
            raise self.error(f"expected {what}")
        self.i += 1
        return t

    # -- operands ---------------------------------------------------------------------
    def at_operand(self) -> bool:
        t = self.peek()
        return t is not None and t.kind == "value"

    def parse_operand(self, type=None):
        t = self.peek()
        if t is None or t.kind != "value":
            raise self.error("expected SSA operand")
        self.i += 1
        return self.parser.lookup(t, type)

    def parse_operand_tok(self) -> Tok:
        return self.expect_kind("value")

    def resolve(self, tok: Tok, type=None):
        return self.parser.lookup(tok, type)

    def parse_optional_operand(self):
        return self.parse_operand() if self.at_operand() else None

    def parse_paren_operand_toks(self) -> list:
        """``(%a, %b)`` (possibly empty): the operand tokens, unresolved."""
        self.expect_punct("(")
        toks = []
        if not self.optional_punct(")"):
            while True:
                toks.append(self.parse_operand_tok())
                if self.optional_punct(")"):
                    break
                self.expect_punct(",")
        return toks

    def parse_operand_list(self) -> list:
        """Zero or more comma-separated operands."""
        out = []
        if not self.at_operand():
            return out
        out.append(self.parse_operand())
        while self.at_punct(",") and self._tok_kind(1) == "value":
            self.i += 1
            out.append(self.parse_operand())
        return out

    def _tok_kind(self, k: int):
        t = self.peek(k)
        return t.kind if t is not None else None

    # -- types ------------------------------------------------------------------------
    def at_type(self) -> bool:
        t = self.peek()
        if t is None:
            return False
        if t.kind == "typeish" or (t.kind == "alias" and t.text[0] == "!"):
            return True
        if t.kind == "bare":
            return _is_builtin_type_keyword(t.text)
        return t.kind == "punct" and t.text == "("

    def parse_type(self) -> T.Type:
        t = self.peek()
        if t is None:  # (MLIR's parseNonFunctionType: a wrong token)
            raise self.parser.error(wrong_token_offset(self.parser.src.text, self.pos()), "expected non-function type")
        if t.kind == "punct" and t.text == "(":
            return self._function_type()
        if t.kind in _TYPE_KINDS:
            self.i += 1
            nxt = self.peek()
            if t.kind == "bare" and nxt is not None and nxt.text == "<" and nxt.pos > t.pos + len(t.text):
                # `tensor <4xi32>`: MLIR's lexer allows space before the '<'
                j = self._balanced_end("<", ">")
                last = self.toks[j]
                self.i = j + 1
                return self._type_text(self._span_text(t, last), t.pos)
            return self._type_text(t.text, t.pos)
        raise self.parser.error(self.wrong_token_pos(t), "expected non-function type")

    def _type_text(self, text: str, pos: int) -> T.Type:
        try:
            return self.parser.attrs.parse_type(text)
        except AttrSyntaxError as e:
            raise self.parser.error(pos + e.offset, e.message) from None

    def _function_type(self) -> T.FunctionType:
        ins = self.parse_paren_type_list()
        self.expect_punct("->")
        return T.FunctionType(ins, self.parse_function_result_types())

    def parse_function_result_types(self) -> list:
        if self.at_punct("("):
            return self.parse_paren_type_list()
        return [self.parse_type()]

    def parse_paren_type_list(self) -> list:
        self.expect_punct("(")
        out = []
        if self.optional_punct(")"):
            return out
        while True:
            out.append(self.parse_type())
            if self.optional_punct(")"):
                return out
            self.expect_punct(",")

    def parse_optional_type(self):
        return self.parse_type() if self.at_type() else None

    def parse_type_list(self) -> list:
        """One or more comma-separated types."""
        out = [self.parse_type()]
        while self.at_punct(",") and self._type_follows(1):
            self.i += 1
            out.append(self.parse_type())
        return out

    def _type_follows(self, k: int) -> bool:
        save = self.i
        self.i += k
        try:
            return self.at_type()
        finally:
            self.i = save

    def parse_stripped_type(self, prefix: str) -> T.Type:
        """A dialect type printed without its ``!dialect.mnemonic`` (``<f32>``
        for ``!tt.ptr<f32>``), as MLIR's parseCustomTypeWithFallback reads it;
        the full spelling is accepted too."""
        if not self.at_punct("<"):
            return self.parse_type()
        first = self.peek()
        j = self._balanced_end("<", ">")
        last = self.toks[j]
        self.i = j + 1
        text = self._span_text(first, last)
        try:
            return self.parser.attrs.parse_type(prefix + text)
        except AttrSyntaxError as e:
            raise self.parser.error(first.pos + max(0, e.offset - len(prefix)), e.message) from None

    def parse_stripped_attr(self, prefix: str) -> A.Attribute:
        """A dialect attribute printed without its ``#dialect.mnemonic``."""
        first = self.peek()
        if first is None or not (first.kind == "punct" and first.text == "<"):
            return self.parse_attribute()
        j = self._balanced_end("<", ">")
        last = self.toks[j]
        self.i = j + 1
        return self.attr_from_text(prefix + self._span_text(first, last), first.pos)

    def attr_from_text(self, text: str, pos: int) -> A.Attribute:
        """An attribute from its text; dialect attributes the attribute grammar
        cannot read are kept as opaque text."""
        try:
            return self.parser.attrs.parse_attr(text)
        except AttrSyntaxError as e:
            if text.startswith("#") and "<" in text and not isinstance(e, AttrVerifyError):
                return A.OpaqueAttr(text)
            raise self.parser.error(pos + e.offset, e.message) from None

    # -- attributes -----------------------------------------------------------------
    def _span_text(self, first: Tok, last: Tok) -> str:
        return self.parser.src.text[first.pos: last.pos + len(last.text)]

    def _balanced_end(self, open_: str, close: str) -> int:
        depth = 0
        j = self.i
        while j < self.end:
            t = self.toks[j]
            if t.kind == "punct":
                if t.text == open_:
                    depth += 1
                elif t.text == close:
                    depth -= 1
                    if depth == 0:
                        return j
            j += 1
        raise self.error(f"expected '{close}'")

    def parse_attribute(self, type=None) -> A.Attribute:
        """An attribute value; a literal's ``: type`` suffix is consumed."""
        t = self.peek()
        if t is None:
            raise self.error("expected attribute value")
        first = t
        if t.kind == "punct" and t.text == "[":
            j = self._balanced_end("[", "]")
            last = self.toks[j]
            self.i = j + 1
        elif t.kind == "punct" and t.text == "(":
            ty = self.parse_type()
            return A.TypeAttr(ty)
        else:
            self.i += 1
            last = t
            if t.kind in ("number", "typeish", "string") and self.at_punct(":") and self._type_follows(1):
                if t.kind == "number" or t.text.startswith("dense<") or t.text.startswith("sparse<"):
                    self.i += 1
                    last = self.next()
            elif t.kind == "number" and type is not None:
                return self._attr_text(t.text + " : " + str(type), t.pos)
        return self._attr_text(self._span_text(first, last), first.pos)

    def _attr_text(self, text: str, pos: int) -> A.Attribute:
        try:
            return self.parser.attrs.parse_attr(text)
        except AttrSyntaxError as e:
            raise self.parser.error(pos + e.offset, e.message) from None

    def parse_attr_dict(self) -> dict:
        """An optional ``{...}`` attribute dictionary."""
        t = self.peek()
        if t is None or t.kind != "dict":
            return {}
        self.i += 1
        d = self._attr_text(t.text, t.pos)
        return dict(d.items)

    def verify_inherent_attrs(self, cls, attrs: dict, pos: int) -> None:
        """The check MLIR's generated parsers make right after an op's
        ``attr-dict``: each of the op's own attributes given there satisfies
        its constraint (``verifyInherentAttrs``); ``pos`` is where the
        dictionary starts."""
        for d in declared_attrs(cls):
            v = attrs.get(d.attr_name)
            if v is not None:
                c = d.value_constraint
                if c is not None and not c(v):
                    name = cls.OP_NAME
                    raise self.parser.error(pos, f"custom op '{name}' '{name}' op attribute '{d.attr_name}' "
                                                 f"failed to satisfy constraint: {c.name}")

    def parse_attr_dict_with_keyword(self) -> dict:
        if self.optional_keyword("attributes"):
            t = self.peek()
            if t is None or t.kind != "dict":
                raise self.error("expected attribute dictionary")
            return self.parse_attr_dict()
        return {}

    def parse_dict_token(self) -> A.DictAttr:
        t = self.expect_kind("dict")
        return self._attr_text(t.text, t.pos)

    def parse_symbol_name(self) -> str:
        t = self.expect_kind("symbol")
        s = t.text[1:]
        if s.startswith('"'):

            s = unquote(s)
        return s

    # -- regions and successors -------------------------------------------------------
    def at_region(self) -> bool:
        """At a region: one over lines, or a ``{...}`` within a line (MLIR
        takes any ``{`` where a region may stand as one)."""
        t = self.peek()
        return t is not None and (t.kind == "region" or t.kind == "dict")

    def parse_region(self, entry_args=None, isolated: bool = False):
        t = self.peek()
        if t is None or (t.kind != "region" and t.kind != "dict"):
            raise self.error("expected '{' to begin a region")
        self.i += 1
        raw = t.value if t.kind == "region" else region_of(t, self.parser.error)
        return self.parser.build_region(raw, entry_args, isolated)

    def parse_optional_region(self, entry_args=None):
        return self.parse_region(entry_args) if self.at_region() else None

    def parse_successor(self):
        t = self.expect_kind("caret")
        return self.parser.block_ref(t.text)

    def parse_optional_loc(self):
        t = self.peek()
        if t is not None and t.kind == "loc":
            self.i += 1
            return self.parser.parse_loc_tok(t)
        return None

    # -- argument lists: (%a: type {attrs} loc(...), ...) -------------------------------
    def parse_argument(self, with_attrs: bool = False):
        nt = self.expect_kind("value")
        self.expect_punct(":")
        ty = self.parse_type()
        attrs = self.parse_attr_dict() if with_attrs else {}
        lc = self.parse_optional_loc()
        return nt, ty, attrs, lc


_TYPE_KEYWORDS = frozenset(["index", "none", "bf16", "tf32", "f16", "f32", "f64", "f80", "f128"])


def _is_builtin_type_keyword(s: str) -> bool:
    if s in _TYPE_KEYWORDS:
        return True
    c = s[0]
    if c == "i":
        return s[1:].isdigit()
    if c in "su" and s[1:2] == "i":
        return s[2:].isdigit()
    if c == "f" and len(s) > 2 and s[1] in "864" and s[2] == "E":
        return True
    return False
