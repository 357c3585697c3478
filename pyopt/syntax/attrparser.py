"""Parse types, attributes and locations with the Lark grammar
grammar/attribute.lark.

An :class:`AttrParser` belongs to one parse of one source: it knows that
source's alias definitions and caches each distinct text it has parsed, so the
thousands of repeated ``tensor<...>`` and ``{axis = 0 : i32}`` tokens of a big
file cost one Lark parse each.
"""

from __future__ import annotations

import re
import threading
from typing import Optional

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError, UnexpectedInput

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir import version as _version
from pyopt.ir.attrdef import REQUIRED, AttrInvalid, build_dialect_attr
from pyopt.ir.context import current
from pyopt.ir.floats import float_to_bits, parse_float_literal
from pyopt.ir.context import current
from pyopt.syntax.grammar import load_grammar
from pyopt.syntax.tokens import STRING, balanced_end


class Message(str):
    """A diagnostic's text with the notes MLIR attaches to it (the parser
    reports them at the same place); ``wrong_token``: reported where MLIR's
    emitWrongTokenError reports the token it is given (the parser moves it:
    ``tokens.wrong_token_offset``)."""

    notes: tuple = ()
    wrong_token = False

    def __new__(cls, text: str, notes=(), wrong_token: bool = False):
        self = super().__new__(cls, text)
        self.notes = tuple(notes)
        self.wrong_token = wrong_token
        return self


class AttrSyntaxError(Exception):
    """A syntax error at ``offset`` into the parsed text; ``notes`` are
    MLIR's notes on it."""

    def __init__(self, message: str, offset: int = 0, notes=()):
        super().__init__(message)
        self.message = Message(message, notes) if notes else message
        self.offset = offset


class AttrVerifyError(AttrSyntaxError):
    """A dialect attribute Triton rejects (its parser or verifier), at its
    mnemonic: never kept as opaque text."""


_DECIMAL_FOR_FLOAT = ("unexpected decimal integer literal for a floating point value",
                      ("add a trailing dot to make the literal a float",))


_PARSER: Lark | None = None


def _attrs_complete(ctx, dialect: str) -> bool:
    """Whether ``dialect`` registers every attribute it has (another mnemonic
    is MLIR's "unknown attribute")."""
    d = ctx.get_dialect(dialect)
    return d is not None and d.attrs_complete


def _parser() -> Lark:
    """The attribute grammar's LALR parser.  It builds the IR objects as it
    reduces (the transformer runs inside the parser, on its own stack), so
    that no tree is made and nothing recurses on deeply nested text."""
    global _PARSER
    if _PARSER is None:
        _PARSER = load_grammar("attribute.lark", transformer=_Build())
        lexer = _PARSER.parser.lexer
        lexer.match = _LexerFixes(lexer.match).match
    return _PARSER


class _LexerFixes:
    """What the attribute grammar's one lexer cannot tell by itself.

    * ``0xf32`` right after ``tensor<`` (``vector<``, ``memdesc<``) is a
      dimension list (``0x``) and a type, not a hexadecimal number: MLIR's
      parser splits such a literal in a dimension list (a zero-sized tensor
      of ``f32``, ``f16``, ``bf16``...).
    * The parameters of a dialect type kept as text (``!foo.bar<...>``) and
      of an affine map, set, strided layout or ``distinct[N]<...>`` nested
      deeper than the patterns reach are scanned to their balancing ``>``.
    """

    _DIMS = re.compile(r"(?:(?:\d+|\?|\[\d+\])x)+")
    _SHAPED = ("tensor<", "vector<", "memdesc<")
    _OPAQUE = re.compile(r"(?:affine_map|affine_set|strided|distinct\[\d+\])(?=<)")

    def __init__(self, base):
        self.base = base

    _INT = re.compile(r"[-+]?\d+")
    _NEG_HEX = re.compile(r"-0x[0-9a-fA-F]+")

    def match(self, text, pos):
        res = self.base(text, pos)
        if res is None:
            return None
        value, kind = res
        if kind == "FLOAT":
            if "." not in value:  # `1e5`: MLIR's float literals have a dot (`1`, then `e5`)
                return self._INT.match(text.text, pos).group(), "INT"
        elif kind == "INT":
            if value == "-0":  # `-0x10`: a minus and a hexadecimal literal
                m = self._NEG_HEX.match(text.text, pos)
                if m is not None:
                    return m.group(), "HEX"
        elif kind == "BARE" and (value == "dense" or value == "array"):
            _current.keywords.append(pos)  # where literal errors are reported
        if kind == "HEX":
            s = text.text
            if s[:pos].rstrip().endswith(self._SHAPED):
                m = self._DIMS.match(s, pos)
                if m is not None:
                    return m.group(), "DIMS"
        elif kind == "DIALECT_ATTR":
            # an attribute of a dialect pyopt does not know: its body verbatim,
            # whatever it holds, as MLIR keeps it
            if not current().is_registered(value[1:].split(".")[0]) and text.text.startswith("<", pos + len(value)):
                after = balanced_end(text.text, pos + len(value))
                if after > 0:
                    return text.text[pos:after], "OPAQUE_ATTR"
        elif (kind == "ALIAS" or kind == "TYPE_ALIAS") and text.text.startswith("<", pos + len(value)):
            # `#foo<"...">` / `!foo<"...">`: a dialect's attribute or type kept as text
            after = balanced_end(text.text, pos + len(value))
            if after > 0:
                return text.text[pos:after], ("OPAQUE_ATTR" if kind == "ALIAS" else "DIALECT_TYPE")
        elif kind == "DIALECT_TYPE" or kind == "BARE":
            s = text.text
            end = pos + len(value)
            if kind == "BARE":
                m = self._OPAQUE.match(s, pos)
                if m is None:
                    return res
                end, kind = m.end(), "OPAQUE_ATTR"
            if s.startswith("<", end):
                after = balanced_end(s, end)
                if after > 0:
                    return s[pos:after], kind
        return res


# The AttrParser whose text the parser in this thread is reading (its
# aliases resolve the names the text uses).
_current = threading.local()


_ESCAPE = re.compile(rb'\\(?:[\\"nt]|[0-9a-fA-F]{2})')
_ESCAPED = {b"\\\\": b"\\", b'\\"': b'"', b"\\n": b"\n", b"\\t": b"\t"}


_WELL_FORMED = re.compile(rb'(?:[^\\]++|\\(?:[\\"nt]|[0-9a-fA-F]{2}))*+')
_CUT = re.compile(rb"[^\\]\\")
_PIECE = 1 << 16


def _unescape(m: re.Match) -> bytes:
    text = m.group()
    return _ESCAPED.get(text) or bytes((int(text[1:], 16),))


def unquote(tok: str) -> str:
    """Decode an MLIR string literal (with its quotes)."""
    body = tok[1:-1]
    if "\\" not in body:
        return body
    raw = body.encode("utf-8", "surrogateescape")  # (raw input bytes arrive as surrogates)
    if _WELL_FORMED.fullmatch(raw) is None:
        return _unquote_slowly(raw)
    # Only well-formed escapes: substitute them piece by piece (re.sub keeps
    # a few objects per escape until it joins them), cutting each piece
    # before a backslash that follows another character, which always starts
    # an escape.
    out = []
    start = 0
    while start < len(raw):
        cut = _CUT.search(raw, start + _PIECE) if len(raw) - start > _PIECE else None
        end = cut.start() + 1 if cut is not None else len(raw)
        out.append(_ESCAPE.sub(_unescape, raw[start:end]))
        start = end
    return b"".join(out).decode("utf-8", errors="surrogateescape")


def _unquote_slowly(raw: bytes) -> str:
    out = bytearray()
    i = 0
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):
            n = chr(raw[i + 1])
            if n in "\\\"":
                out.append(raw[i + 1]); i += 2; continue
            if n == "n":
                out.append(10); i += 2; continue
            if n == "t":
                out.append(9); i += 2; continue
            try:
                out.append(int(raw[i + 1:i + 3].decode(), 16)); i += 3; continue
            except ValueError:
                pass
        out.append(c)
        i += 1
    return out.decode("utf-8", errors="surrogateescape")


def _fits(value: int, t, negative: bool) -> bool:
    """Whether an integer literal is in range for ``t`` as MLIR's
    ``buildAttributeAPInt`` decides: its magnitude fits the width; a negative
    one must come out negative (so ``-0`` does not fit); a positive one must
    not set the sign bit of a signed or index type."""
    if isinstance(t, T.IntegerType):
        w, signed = t.width, t.signedness == "si"
    elif isinstance(t, T.IndexType):
        w, signed = 64, True
    else:
        return True
    m = -value if value < 0 else value
    if m >> w:
        return False
    if w == 0:
        return not negative
    if negative:
        return ((1 << w) - m) % (1 << w) >= 1 << (w - 1)
    if signed:
        return m < 1 << (w - 1)
    return True


def _int(tok) -> int:
    s = str(tok)
    return int(s, 16) if s.lower().startswith(("0x", "-0x")) else int(s)


# -- literals as MLIR reads them -------------------------------------------------
# The grammar reads any number anywhere a literal may stand; MLIR's parser
# then decides whether the literal suits its type (AttributeParser.cpp:
# parseDecOrHexAttr, parseFloatAttr, TensorLiteralParser,
# DenseArrayElementParser).  The checks below are MLIR's; where a dense or
# array literal fails one, the literal is read again, token by token as MLIR
# reads it, to report MLIR's first error where MLIR reports it.


class _Entry(tuple):
    """A dictionary entry (name, attr) that remembers where its name stands."""

    def __new__(cls, name, value, pos):
        self = super().__new__(cls, (name, value))
        self.pos = pos
        return self


_HEX_DATA = re.compile(r"0x(?:[0-9a-fA-F]{2})*\Z")


def _dense_from_hex(type, data: str, data_at: int, at: int):
    """``dense<"0x...">``: the raw little-endian data of the elements (MLIR's
    getHexAttr): one element's worth is a splat; i1 elements are bits."""
    et = type.element_type()
    if not isinstance(et, (T.IntegerType, T.IndexType, T.FloatType)):
        return A.DenseElementsAttr(type, (), splat=False, hex=data)
    if not _HEX_DATA.match(data):
        raise AttrSyntaxError("expected string containing hex digits starting with `0x`", data_at)
    raw = bytes.fromhex(data[2:])
    n = type.num_elements()
    if isinstance(et, T.IntegerType) and et.width == 1:
        if len(raw) == 1 and raw[0] in (0, 0xFF) and n != 8 * len(raw):
            return A.DenseElementsAttr(type, (bool(raw[0]),), splat=True)
        if len(raw) != (n + 7) // 8:
            raise AttrSyntaxError(f"elements hex data size is invalid for provided type: '{type}'", at)
        return A.DenseElementsAttr(type, [bool(raw[k // 8] >> (k % 8) & 1) for k in range(n)], splat=False)
    width = 64 if isinstance(et, T.IndexType) else et.width
    size = (width + 7) // 8
    if len(raw) == size and n:
        return A.DenseElementsAttr(type, (int.from_bytes(raw, "little"),), splat=True)
    if len(raw) != size * n:
        raise AttrSyntaxError(f"elements hex data size is invalid for provided type: '{type}'", at)
    return A.DenseElementsAttr(type, [int.from_bytes(raw[k * size:(k + 1) * size], "little") for k in range(n)],
                               splat=False)


class _BadLiteral(Exception):
    """A dense or array literal MLIR rejects (reported by a rescan)."""


def _int_fits(magnitude: int, negative: bool, type) -> bool:
    """Whether MLIR's buildAttributeAPInt accepts the literal: it must fit
    the type's width; a negative one its signed range; a positive one the
    unsigned range, or the signed one for ``si`` types and ``index``."""
    width = 64 if isinstance(type, T.IndexType) else type.width
    if magnitude.bit_length() > width:
        return False
    if width == 0:
        return not negative
    if negative:
        return 0 < magnitude <= 1 << (width - 1)
    if isinstance(type, T.IndexType) or type.signedness == "si":
        return magnitude < 1 << (width - 1)
    return True


_SPACE = re.compile(r"\s*")
_TYPE_WORD = re.compile(r"[!#]?[\w$.\-]+")


def _skip_space(s: str, i: int) -> int:
    return _SPACE.match(s, i).end()


def _group_end(s: str, i: int) -> int:
    """Past the group that opens at ``s[i]``, or the end of ``s``."""
    end = balanced_end(s, i)
    return end if end >= 0 else len(s)


def _after_type(s: str, i: int) -> int:
    """Where the token after ``: type`` (which follows offset ``i``) starts:
    MLIR reports a literal that does not suit its type there."""
    i = _skip_space(s, i)
    if s.startswith(":", i):
        i = _skip_space(s, i + 1)
    while True:
        if s.startswith("(", i):
            i = _skip_space(s, _group_end(s, i))
            if s.startswith("->", i):
                i = _skip_space(s, i + 2)
                continue
            return i
        m = _TYPE_WORD.match(s, i)
        if m is None:
            return i
        i = m.end()
        if s.startswith("<", i):
            i = _group_end(s, i)
        return _skip_space(s, i)


def _literal_shape(body: list, flat: list):
    """The shape of a nested dense literal (its scalars appended to
    ``flat``), or None when its ranks are not consistent."""
    stack = [[iter(body), None, 0]]  # [elements, dims of the first, count]
    while True:
        frame = stack[-1]
        for x in frame[0]:
            if isinstance(x, list):
                stack.append([iter(x), None, 0])
                break
            flat.append(x)
            frame[2] += 1
            if frame[1] is None:
                frame[1] = ()
            elif frame[1] != ():
                return None
        else:
            stack.pop()
            dims = (frame[2],) + (frame[1] or ())
            if not stack:
                return dims
            parent = stack[-1]
            parent[2] += 1
            if parent[1] is None:
                parent[1] = dims
            elif parent[1] != dims:
                return None


_LITERAL_TOKEN = re.compile(
    r'\s*(?:(?P<float>\d+\.\d*(?:[eE][-+]?\d+)?)|(?P<int>0x[0-9a-fA-F]+|\d+)|(?P<kw>true|false)\b'
    r'|(?P<string>' + STRING + r')|(?P<punct>[\[\](),<>:+-])|(?P<other>\S))')


def _literal_tokens(s: str, i: int) -> list:
    """MLIR's tokens of a literal from offset ``i`` up to its closing '>':
    (kind, text, offset) with kind one of float/int/kw/string/other or the
    punctuation itself."""
    out = []
    while True:
        m = _LITERAL_TOKEN.match(s, i)
        if m is None:
            out.append(("end", "", len(s)))
            return out
        kind = m.lastgroup
        text = m.group(kind)
        start = m.start(kind)
        out.append((text if kind == "punct" else kind, text, start))
        i = m.end()
        if text == ">" and kind == "punct":
            return out


def _float_literal_error(kind: str, text: str, negative: bool, et) -> Optional[tuple]:
    """MLIR's parseFloatFromLiteral: (message, notes) for a token that does
    not give a value of float type ``et``, else None."""
    if kind == "float":
        return None
    if kind == "int":
        if "x" not in text:
            return _DECIMAL_FOR_FLOAT
        if negative:
            return ("hexadecimal float literal should not have a leading minus", ())
        if int(text, 16).bit_length() > T.FLOAT_WIDTHS.get(et.name, 64):
            return ("hexadecimal float constant out of range for type", ())
        return None
    return ("expected floating point literal", ())


def _dense_literal_error(s: str, at: int, type) -> AttrSyntaxError:
    """The error MLIR reports for the ``dense<...>`` literal at ``at``
    (MLIR's TensorLiteralParser: its structure, then its shape against the
    type, then each element)."""
    toks = _literal_tokens(s, s.index("<", at) + 1)
    k = 0
    storage = []  # (negative, kind, text, offset)
    shape = ()

    def element():
        nonlocal k
        kind, text, off = toks[k]
        negative = kind == "-"
        if negative:
            k += 1
            kind, text, off = toks[k]
            if kind not in ("float", "int"):
                raise AttrSyntaxError("expected integer or floating point literal", off)
        elif kind not in ("float", "int", "kw", "string"):
            if kind == "(":
                return None  # complex numbers: pyopt does not check them
            raise AttrSyntaxError("expected element literal of primitive type", off)
        storage.append((negative, kind, text, off))
        k += 1
        return ()

    if toks[0][0] == "[":
        stack = [[None, 0]]  # per open list: [dims of its first element, count]
        k = 1
        state = "open"
        while stack:
            kind, text, off = toks[k]
            if state == "open" and kind == "]":
                state = "after"
                k += 1
                frame = stack.pop()
                dims = (0,)
            elif state in ("open", "elem"):
                if kind == "[":
                    stack.append([None, 0])
                    k += 1
                    state = "open"
                    continue
                dims = element()
                if dims is None:
                    break
                frame = None
            elif kind == ",":
                k += 1
                state = "elem"
                continue
            else:  # "]"
                k += 1
                frame = stack.pop()
                dims = (frame[1],) + (frame[0] or ())
            state = "after"
            if not stack:
                shape = dims
                break
            parent = stack[-1]
            parent[1] += 1
            if parent[0] is None:
                parent[0] = dims
            elif parent[0] != dims:
                raise AttrSyntaxError("tensor literal is invalid; ranks are not consistent between elements",
                                      toks[k][2])
    else:
        element()
    if shape and tuple(shape) != tuple(type.shape):
        return AttrSyntaxError(f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) "
                               f"does not match type ([{', '.join(map(str, type.shape))}])", at)
    if not storage and type.num_elements():
        return AttrSyntaxError(f"parsed zero elements, but type ({type}) expected at least 1", at)
    et = type.element_type()
    for negative, kind, text, off in storage:
        if isinstance(et, T.FloatType):
            bad = _float_literal_error(kind, text, negative, et)
            if bad is not None:
                return AttrSyntaxError(bad[0], off, bad[1])
        elif isinstance(et, (T.IntegerType, T.IndexType)):
            if negative and getattr(et, "signedness", "") == "ui":
                return AttrSyntaxError("expected unsigned integer elements, but parsed negative value", off)
            if kind == "float":
                return AttrSyntaxError("expected integer elements, but parsed floating-point", off)
            if kind == "kw":
                if not (isinstance(et, T.IntegerType) and et.width == 1):
                    return AttrSyntaxError("expected i1 type for 'true' or 'false' values", off)
            elif kind == "int" and not _int_fits(int(text, 0), negative, et):
                return AttrSyntaxError("integer constant out of range for type", off)
    return AttrSyntaxError("invalid dense elements literal", at)


def _array_literal_error(s: str, at: int, et) -> AttrSyntaxError:
    """The error MLIR reports for the ``array<...>`` literal at ``at``
    (MLIR's DenseArrayElementParser, element by element)."""
    toks = _literal_tokens(s, s.index(":", s.index("<", at)) + 1)
    k = 0
    is_int = isinstance(et, T.IntegerType)
    i1 = is_int and et.width == 1
    while True:
        kind, text, off = toks[k]
        negative = kind == "-"
        if negative:
            k += 1
            kind, text, off = toks[k]
        if is_int:
            if kind == "kw":
                if not i1:
                    return AttrSyntaxError("expected i1 type for 'true' or 'false' values", off)
            elif kind == "int":
                after = toks[k + 1][2]  # MLIR reports these at the next token
                if i1:
                    return AttrSyntaxError("expected 'true' or 'false' values for i1 type", after)
                if not _int_fits(int(text, 0), negative, et):
                    return AttrSyntaxError("integer constant out of range", after)
            else:
                return AttrSyntaxError("expected integer literal", off)
        else:
            bad = _float_literal_error(kind, text, negative, et)
            if bad is not None:
                return AttrSyntaxError(bad[0], off, bad[1])
        k += 1
        if toks[k][0] != ",":
            return AttrSyntaxError("invalid array literal", at)
        k += 1


# -- constants and dense<[...]> payloads without Lark ----------------------------
# Lark costs ~20 us a token: most constants (``1 : i32``, ``-1.5 : f32``) and
# big ``dense<[...]>`` payloads of plain numbers are read without it, where
# the text is certainly valid and its meaning certain by the rules above
# (the grammar's terminals, MLIR's lexer and literal checks).  Anything else
# (an error, a form the fast paths do not know) is left to Lark, which builds
# it or reports MLIR's error: the fast paths change no result and no message.

# A decimal integer or float literal (no '+'; an exponent only after a '.',
# as MLIR lexes it), then maybe ':' and a builtin integer, index or float type.
_SCALAR_ATTR = re.compile(
    r"(-?\d+(?:\.\d*(?:[eE][-+]?\d+)?)?)"
    r"(?:[ \t]*:[ \t]*([su]?i\d+|index|bf16|tf32|f16|f32|f64|f80|f128))?\Z")

# dense<[...]> : type.  An element as the terminals HEX, FLOAT, INT and the
# keywords true/false read it, less the forms the grammar or _LexerFixes read
# otherwise or MLIR rejects ('+', `1e5`, `-0x1`): their text is left over.
_DENSE_HEAD = re.compile(r"dense<\s*+(?=\[)")
# dense<value> : type, as printed (a splat)
_DENSE_ITEM_RE = r"0x[0-9a-fA-F]+|-?\d+(?:\.\d*(?:[eE][-+]?\d+)?)?|true|false"
_DENSE_ITEM = re.compile(_DENSE_ITEM_RE)
_DENSE_SPLAT = re.compile(rf"dense<({_DENSE_ITEM_RE})> : (\S(?:.*\S)?)\Z", re.S)

# The types most of a TTGIR file's type texts are, as printed: a builtin
# integer, index or float type (the grammar's INT_TYPE/FLOAT_TYPE; their
# ``\b`` holds before the `>`, `,` or end that must follow), `!tt.ptr<T>`
# of one, or a ranked tensor of either with static dimensions (DIMS; the
# `0x` of `0xf32` as _LexerFixes reads it) and maybe an encoding: an
# attribute alias (ALIAS less names with a '.', which are DIALECT_ATTR), or
# another attribute starting with '#', read on its own (as the grammar's
# `"," attr` reads it).
# (an integer type of up to 7 digits: a wider one may be over MLIR's limit,
# which the grammar's int_type reports)
_SCALAR_TYPE_RE = r"(?:[su]?i\d{1,7}|index|bf16|tf32|f16|f32|f64|f80|f128)"
_SIMPLE_TYPE = re.compile(
    rf"({_SCALAR_TYPE_RE})\Z|!tt\.ptr<({_SCALAR_TYPE_RE})>\Z"
    rf"|tensor<((?:\d+x)*)(?:({_SCALAR_TYPE_RE})|!tt\.ptr<({_SCALAR_TYPE_RE})>)(?:, (#.+))?>\Z", re.S)
_ALIAS_NAME = re.compile(r"#[A-Za-z_][\w$\-]*\Z")

# The locations a file printed with its locations holds on every line, as
# printed: `loc(#name)` (an alias: ALIAS less names with a '.', which are
# DIALECT_ATTR), `loc("file":L:C)`, `loc("name")` (strings without escapes)
# and `loc(unknown)`; anything else (white space, ranges, nesting, call
# sites, fused locations, errors) is left to Lark.
LOC_FAST_RE = r'loc\((?:(#[A-Za-z_][\w$\-]*)|"([^"\\]*)":(\d+):(\d+)|"([^"\\]*)"|(unknown))\)'
_LOC_FAST = re.compile(LOC_FAST_RE)


def _scalar_type(text: str) -> T.Type:
    """A builtin type matched by _SCALAR_TYPE_RE, as the grammar's rules build it."""
    if text == "index":
        return T.index
    if text[0] == "i":
        return T.IntegerType(int(text[1:]))
    if text[0] in "su":
        return T.IntegerType(int(text[2:]), text[:2])
    return T.FloatType(text)

# an innermost list, whole (one match per list, not per element)
_FLAT_LIST_RE = rf"\[\s*+(?:(?:{_DENSE_ITEM_RE})\s*+(?:,\s*+(?:{_DENSE_ITEM_RE})\s*+)*+)?\]"
_FLAT_LIST: Optional[re.Pattern] = None  # compiled when first used (milliseconds of start-up)
_DENSE_TAIL = re.compile(r"\s*+>\s*+:\s*+(\S(?:.*\S)?)\s*+\Z", re.S)
_DENSE_SPACE = re.compile(r"\s++")
_NOT_DECIMAL = re.compile(r"[.eExtf]")
_NEG_ZERO = re.compile(r"-0++(?![0-9])")
# The marks of complete lists, one per level (innermost first): not ASCII,
# so never in a payload taken (which is).
_LEVEL_MARKS = "".join(chr(0xE000 + k) for k in range(64))
# The longest stretch of a dense payload read at once (cut after a comma):
# the texts of a few million elements are never all alive together.
_DENSE_PIECE = 1 << 16


def _dense_shape_is(body: str, shape: tuple) -> bool:
    """Whether ``body`` (``[...]``, ASCII) is a well-formed list literal of
    plain elements whose shape is exactly ``shape`` (no zero dimension): the
    innermost lists, each whole, must hold ``shape[-1]`` elements; then level
    by level, lists of exactly ``shape[k]`` complete lists of the level below
    are marked complete, until the whole payload is one mark."""
    rank = len(shape)
    inner = shape[-1] - 1  # commas in an innermost list
    mark = _LEVEL_MARKS[0]

    def innermost(m: re.Match) -> str:
        text = m.group()
        return mark if text.count(",") == inner and text[1:-1].strip() else "!"

    global _FLAT_LIST
    if _FLAT_LIST is None:
        _FLAT_LIST = re.compile(_FLAT_LIST_RE)
    reduced = _DENSE_SPACE.sub("", _FLAT_LIST.sub(innermost, body))
    for k in range(rank - 2, -1, -1):
        below, mark = mark, _LEVEL_MARKS[rank - 1 - k]
        reduced = reduced.replace("[" + ",".join([below] * shape[k]) + "]", mark)
    return reduced == mark


def _item_kind(text: str) -> tuple:
    """A dense element as the grammar's scalar rules hand it to _scalar."""
    if text[0] in "tf":
        return ("bool", text == "true")
    if text.startswith("0x"):
        return ("hex", text)
    if "." in text:
        return ("float", text)
    return ("int", text)


def _ints_fit(values: list, et) -> bool:
    """Whether each of ``values`` (decimal integer elements, no
    ``-0`` among them) suits integer or index type ``et`` as _scalar checks
    it, found with min/max (in C)."""
    w = 64 if isinstance(et, T.IndexType) else et.width
    signedness = getattr(et, "signedness", "")
    if w == 0:
        lo = hi = 0
    elif signedness == "ui":
        lo, hi = 0, (1 << w) - 1
    elif signedness == "si" or isinstance(et, T.IndexType):
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    else:
        lo, hi = -(1 << (w - 1)), (1 << w) - 1
    return not values or (lo <= min(values) and max(values) <= hi)


def _dense_elements(text: str, et) -> Optional[list]:
    """The flattened values of a dense payload ``text`` (well-formed, of the
    right shape) for element type ``et`` as the grammar's dense_attr rule
    reads them; None where one of them is not valid for ``et``."""
    decimal = isinstance(et, (T.IntegerType, T.IndexType)) and _NOT_DECIMAL.search(text) is None
    if decimal and _NEG_ZERO.search(text) is not None:
        return None  # MLIR has no negative integer zero
    out: list = []
    start, n = 0, len(text)
    while start < n:
        end = text.find(",", start + _DENSE_PIECE) if n - start > _DENSE_PIECE else -1
        if end == -1:
            end = n
        items = _DENSE_ITEM.findall(text, start, end)
        if decimal:
            out.extend(map(int, items))
        else:
            scalar = _ELEMENTS._scalar
            try:
                out.extend([scalar(_item_kind(t), et, "dense") for t in items])
            except _BadLiteral:
                return None
        start = end
    if decimal and not _ints_fit(out, et):
        return None
    return out


_BLANKS_AND_COMMENTS = re.compile(r"(?:\s+|//[^\n]*)*")


def next_token_pos(text: str, pos: int) -> int:
    """Where the token after offset ``pos`` starts (white space and comments
    skipped): where MLIR's emitError() reports, at the current token."""
    return _BLANKS_AND_COMMENTS.match(text, pos).end()


def _closing_angle(text: str, open_pos: int) -> int:
    """The offset of the ``>`` that closes the ``<`` at ``open_pos`` in ``text`` (brackets and
    strings inside skipped; ``->`` is not a bracket); ``open_pos`` if there is none."""
    depth, i, n = 0, open_pos, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "<([{":
            depth += 1
        elif c in ")]}" or (c == ">" and text[i - 1] != "-"):
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return open_pos


@v_args(inline=True)
class _Build(Transformer):
    """Lark rules -> pyopt.ir types and attributes."""

    @property
    def owner(self) -> "AttrParser":
        return _current.owner

    # -- types ---------------------------------------------------------------
    def int_type(self, tok):
        s = str(tok)
        signedness = s[:2] if s[0] in "su" else ""
        width = int(s[len(signedness) or 1:])
        # MLIR's Parser::parseNonFunctionType: the width is read as an
        # unsigned 32-bit number, and IntegerType::kMaxWidth bounds it
        if width >= 1 << 32:
            raise AttrSyntaxError("invalid integer width", tok.start_pos)
        if width > T.IntegerType.MAX_WIDTH:
            raise AttrSyntaxError(f"integer bitwidth is limited to {T.IntegerType.MAX_WIDTH} bits", tok.start_pos)
        return T.IntegerType(width, signedness)

    def float_type(self, tok):
        return T.FloatType(str(tok))

    def index_type(self):
        return T.index

    def none_type(self):
        return T.NoneType()

    def tensor_type(self, *args):
        dims, elem, enc = self._shaped(args)
        return T.RankedTensorType(dims, elem, enc)

    def _shaped(self, args):
        args = list(args)
        dims = ()
        if args and isinstance(args[0], Token) and args[0].type == "DIMS":
            dims = tuple(T.DYNAMIC if d == "?" else int(d) for d in str(args.pop(0)).split("x")[:-1])
        elem = args.pop(0)
        enc = args.pop(0) if args else None
        return dims, elem, enc

    def vector_type(self, kw, *args):
        *dims, elem = args  # `vector<f32>`: no dimensions (a 0-D vector)
        shape, scal = [], []
        for d in (str(dims[0]).split("x")[:-1] if dims else ()):
            scal.append(d.startswith("["))
            shape.append(int(d.strip("[]")))
        t = T.VectorType(shape, elem, scal if any(scal) else ())
        msg = T.verify_type(t)
        if msg:  # MLIR reports VectorType::verify at the `vector` keyword
            raise AttrVerifyError(msg, kw.start_pos or 0)
        return t

    def tuple_type(self, *ts):
        return T.TupleType([t for t in ts if t is not None])

    def function_type(self, *args):
        *ins, res = args
        return T.FunctionType([t for t in ins if t is not None], res)

    def single_result(self, t):
        return (t,)

    def result_list(self, *ts):
        return tuple(t for t in ts if t is not None)

    def ptr_type(self, pointee, space=None):
        """The address space as the release spells it (``T.PTR_ADDRESS_SPACE_SPELLING``)."""
        if space is None:
            return T.PointerType(pointee, 1)
        named = _version.resolve(T.PTR_ADDRESS_SPACE_SPELLING) == "name"
        if space.type == "STRING":
            if not named:
                raise AttrSyntaxError("expected integer value", space.start_pos or 0)
            name = space[1:-1]
            if name not in T.PTR_ADDRESS_SPACE_NAMES:
                raise AttrSyntaxError(f"invalid pointer address space '{name}'", (space.start_pos or 0) + len(space))
            return T.PointerType(pointee, T.PTR_ADDRESS_SPACE_NAMES[name])
        if named:
            raise AttrSyntaxError("expected string", space.start_pos or 0)
        return T.PointerType(pointee, int(space))

    def tensordesc_type(self, kw, *args):
        """Both spellings, whatever the release (they do not clash): Triton
        3.6/3.7's ``!tt.tensordesc<tensor<64x64xf16, #shared>>`` and 3.8's
        ``!tt.tensordesc<64x64xf16, #shared>`` (shape, element type, layout;
        triton-lang/triton#9851).  Both make the same type, printed in the
        target release's spelling (``TensorDescType.render``)."""
        args = [a for a in args if a is not None]
        dims = args.pop(0) if args and isinstance(args[0], Token) and args[0].type == "DIMS" else None
        inner, layout = args[0], (args[1] if len(args) > 1 else None)
        at = (kw.end_pos or 0) + 1  # MLIR reports these errors at the parameters, after the `<`
        if str(kw).startswith("!ttng."):
            return self._im2col_type(kw, dims, inner, layout, at)
        if dims is None and layout is None and isinstance(inner, T.RankedTensorType):
            return T.TensorDescType(inner)  # the 3.6 spelling
        if isinstance(inner, T.RankedTensorType):
            raise AttrVerifyError("tensor descriptors must not wrap tensor types; use "
                                  "!tt.tensordesc<shape x element-type[, layout]> instead", at)
        text = str(dims or "")
        if "?" in text:  # Triton 3.8's parser asks for a static shape
            raise AttrVerifyError("expected static shape", (dims.start_pos or at) + text.index("?") + 1)
        shape = tuple(int(d) for d in text.split("x")[:-1])
        return T.TensorDescType(T.RankedTensorType(shape, inner, layout))

    def _im2col_type(self, kw, dims, inner, layout, at):
        """``!ttng.tensordesc_im2col`` (3.7 on, ``types.TENSORDESC_IM2COL``):
        either spelling of ``!tt.tensordesc``'s block, of rank 2."""
        named = _version.resolve(T.TENSORDESC_IM2COL)
        if named is None:  # (at the mnemonic, past `!ttng.`)
            raise AttrVerifyError("dialect 'ttng' provides no type parsing hook", (kw.start_pos or 0) + len("!ttng."))
        if dims is None and layout is None and isinstance(inner, T.RankedTensorType):
            block = inner
        else:
            block = self.tensordesc_type(Token.new_borrow_pos("TENSORDESC_KW", "!tt.tensordesc", kw), dims, inner,
                                         layout).block_type
        if len(block.shape) != 2:
            # (3.7 reports it at the `<`, 3.8 past the closing `>`)
            text = getattr(_current, "text", "")
            lt = text.find("<", kw.end_pos or 0)
            end = balanced_end(text, lt) if named == "shape" and lt >= 0 else -1
            raise AttrVerifyError(f"TensorDescIm2ColType requires rank-2 {named}, got rank {len(block.shape)}",
                                  end if end >= 0 else at - 1)
        return T.TensorDescIm2ColType(block)

    def memdesc_type(self, *args):
        args = list(args)
        dims = ()
        at = 0  # MLIR reports the type's errors at its `<`
        if isinstance(args[0], Token) and args[0].type == "DIMS":
            at = max(0, (args[0].start_pos or 1) - 1)
            dims = tuple(int(d) for d in str(args.pop(0)).split("x")[:-1])
        elem = args.pop(0)
        enc = space = None
        mutable = False
        alloc = None
        plain = []
        for a in args:
            if a == "mutable":
                mutable = True
            elif isinstance(a, tuple):
                alloc = a
            elif isinstance(a, A.IntegerAttr):  # a one-dimensional allocation shape
                alloc = (a.value,)
            else:
                plain.append(a)
        if len(args) < 2 and len(plain) == len(args):
            # MemDescType::parse requires `, encoding, memory-space` (parseComma): the `>` is
            # where its comma was expected
            raise AttrSyntaxError("expected ','", _closing_angle(getattr(_current, "text", ""), at))
        if plain:
            enc = plain[0]
        if len(plain) > 1:
            space = plain[1]
        t = T.MemDescType(dims, elem, enc, space, mutable, alloc)
        msg = T.verify_type(t)
        if msg:
            raise AttrVerifyError(msg, at)
        return t

    def memdesc_param(self, a):
        return a

    def mutable(self):
        return "mutable"

    def alloc_shape(self, tok):
        return tuple(int(d) for d in str(tok).split("x"))

    def type_alias(self, tok):
        return self.owner.resolve_alias(str(tok), is_type=True, end=tok.end_pos or 0)

    def dialect_type(self, tok):
        return T.OpaqueType(str(tok))

    # -- attributes ----------------------------------------------------------
    def int_attr(self, tok, type=None):
        return self._int_literal(tok, type)

    def float_attr(self, tok, type=None):
        if type is None:
            type = T.f64
        if not isinstance(type, T.FloatType):
            raise AttrSyntaxError("floating point value not valid for specified type",
                                  _after_type(_current.text, tok.end_pos))
        return A.FloatAttr(parse_float_literal(str(tok), type.name), type)

    def hex_attr(self, tok, type=None):
        return self._int_literal(tok, type)

    def _int_literal(self, tok, type):
        """An integer or hexadecimal literal with its type (MLIR's
        parseDecOrHexAttr): a float's bit pattern, or an integer in range."""
        text = str(tok)
        negative = text[0] == "-"
        pos = tok.start_pos + (1 if text[0] in "-+" else 0)
        if text[0] == "+":  # no unary plus: reported after what comes before
            raise AttrSyntaxError("expected attribute value", len(_current.text[:tok.start_pos].rstrip()))
        hexa = "x" in text
        if type is None:
            type = T.i64
        if isinstance(type, T.FloatType):
            if not hexa:
                raise AttrSyntaxError(_DECIMAL_FOR_FLOAT[0], pos, _DECIMAL_FOR_FLOAT[1])
            if negative:
                raise AttrSyntaxError("hexadecimal float literal should not have a leading minus", pos)
            bits = int(text, 16)
            if bits.bit_length() > T.FLOAT_WIDTHS.get(type.name, 64):
                raise AttrSyntaxError("hexadecimal float constant out of range for type", pos)
            return A.FloatAttr(parse_float_literal(text, type.name), type)
        if not isinstance(type, (T.IntegerType, T.IndexType)):
            raise AttrSyntaxError("integer literal not valid for specified type", pos)
        if negative and getattr(type, "signedness", "") == "ui":
            raise AttrSyntaxError("negative integer literal not valid for unsigned integer type", pos)
        value = _int(text)
        if not _int_fits(abs(value), negative, type):
            raise AttrSyntaxError("integer constant out of range for attribute", pos)
        return A.IntegerAttr(value, type)

    def true(self):
        return A.BoolAttr(True)

    def false(self):
        return A.BoolAttr(False)

    def unit(self):
        return A.UnitAttr()

    def string_attr(self, tok, type=None):
        if type is not None:
            return A.OpaqueAttr(f"{tok} : {type}")
        return A.StringAttr(unquote(str(tok)))

    def array_attr(self, *elems):
        return A.ArrayAttr([e for e in elems if e is not None])

    def dict(self, *entries):
        seen = set()
        for e in entries:
            if e is not None:
                if e[0] in seen:
                    raise AttrSyntaxError(f"duplicate key '{e[0]}' in dictionary attribute", e.pos)
                seen.add(e[0])
        return [(e[0], e[1]) for e in entries if e is not None]

    def dict_attr(self, entries):
        return A.DictAttr(entries)

    def dict_key(self, tok):
        return tok

    def dict_entry(self, key, value=None):
        k = unquote(str(key)) if str(key).startswith('"') else str(key)
        if not k:
            raise AttrSyntaxError("expected valid attribute name", key.start_pos)
        return _Entry(k, value if value is not None else A.UnitAttr(), key.start_pos)

    struct_entry = dict_entry

    def keyword_value(self, tok):
        return A.KeywordAttr(str(tok))

    def dense_attr(self, *args):
        at = _current.keywords[-1] if _current.keywords else 0  # the `dense` keyword
        type = args[-1]
        if not isinstance(type, (T.RankedTensorType, T.VectorType)):
            raise AttrSyntaxError("elements literal must be a shaped type", at)
        if any(d < 0 for d in type.shape):
            raise AttrSyntaxError("elements literal type must have static shape", at)
        if len(args) == 1:
            if type.num_elements():
                raise AttrSyntaxError(f"parsed zero elements, but type ({type}) expected at least 1", at)
            return A.DenseElementsAttr(type, (), splat=False)
        body = args[0]
        et = type.element_type()
        if isinstance(body, tuple) and body and body[0] == "hexstr":
            return _dense_from_hex(type, body[1], body[2], at)
        try:
            if isinstance(body, list):
                flat: list = []
                shape = _literal_shape(body, flat)
                if shape is None or tuple(shape) != tuple(type.shape):
                    raise _BadLiteral
                if not flat and type.num_elements():
                    raise _BadLiteral
                return A.DenseElementsAttr(type, [self._scalar(x, et, "dense") for x in flat], splat=False)
            return A.DenseElementsAttr(type, (self._scalar(body, et, "dense"),), splat=True)
        except _BadLiteral:
            raise _dense_literal_error(_current.text, at, type) from None

    def dense_body(self, x):
        return x

    def dense_hex(self, tok):
        return ("hexstr", unquote(str(tok)), tok.start_pos)

    def dense_list(self, *elems):
        return [e for e in elems if e is not None]

    def _scalar(self, x, et, where: str):
        """A dense element's value (``where`` is "dense" or "array"), as
        MLIR's TensorLiteralParser and DenseArrayElementParser read it;
        _BadLiteral where they report an error."""
        kind, text = x[0], x[1]
        if isinstance(et, T.FloatType):
            if kind == "float" or kind == "hex":
                if text[0] == "+":
                    raise _BadLiteral
                try:
                    return parse_float_literal(text, et.name)
                except ValueError:
                    raise _BadLiteral from None
            raise _BadLiteral  # decimal integers, booleans
        if kind == "complex":
            return text
        if not isinstance(et, (T.IntegerType, T.IndexType)):
            if kind == "bool":
                return bool(text)
            return _int(text) if kind != "float" else float(text)
        i1 = isinstance(et, T.IntegerType) and et.width == 1
        if kind == "bool":
            if not i1:
                raise _BadLiteral
            return bool(text)
        if kind == "float" or text[0] == "+" or (where == "array" and i1):
            raise _BadLiteral
        negative = text[0] == "-"
        if negative and where == "dense" and getattr(et, "signedness", "") == "ui":
            raise _BadLiteral
        value = _int(text)
        if not _int_fits(abs(value), negative, et):
            raise _BadLiteral
        return value

    def s_int(self, tok):
        return ("int", str(tok))

    def s_float(self, tok):
        return ("float", str(tok))

    def s_hex(self, tok):
        return ("hex", str(tok))

    def s_true(self):
        return ("bool", True)

    def s_false(self):
        return ("bool", False)

    def s_complex(self, a, b):
        return ("complex", (a, b))

    def dense_array(self, type, *vals):
        at = _current.keywords[-1] if _current.keywords else 0  # the `array` keyword
        type_at = _skip_space(_current.text, _current.text.index("<", at) + 1)
        if not isinstance(type, (T.IntegerType, T.FloatType)):
            raise AttrSyntaxError(f"expected integer or float type, got: {type}", type_at)
        if not (isinstance(type, T.IntegerType) and type.width == 1) and type.width % 8:
            raise AttrSyntaxError("element type bitwidth must be a multiple of 8", type_at)
        try:
            values = [self._scalar(v, type, "array") for v in vals if v is not None]
        except _BadLiteral:
            raise _array_literal_error(_current.text, at, type) from None
        if isinstance(type, T.IntegerType) and type.width > 1:
            values = [A.wrap_int(v, type) for v in values]  # as MLIR stores them
        return A.DenseArrayAttr(type, values)

    def symbol_ref(self, *toks):
        names = []
        for t in toks:
            s = str(t)[1:]
            names.append(unquote(s) if s.startswith('"') else s)
        return A.SymbolRefAttr(*names)

    def attr_alias(self, tok):
        return self.owner.resolve_alias(str(tok), is_type=False, end=tok.end_pos or 0)

    def dialect_attr(self, tok, body=None):
        name = str(tok)[1:]
        kind, payload = body if body is not None else (None, None)
        dialect, _, mnemonic = name.partition(".")
        # MLIR reports errors at the mnemonic (`blocked` of `#ttg.blocked`)
        at = (tok.start_pos or 0) + len(dialect) + 2
        ctx = current()
        cls = ctx.lookup_attr(name)
        if cls is None and _attrs_complete(ctx, dialect):
            raise _unknown_attr(ctx, dialect, mnemonic, at)
        if cls is not None and kind is None and getattr(cls, "assembly", "none") != "none" \
                and _attrs_complete(ctx, dialect):
            raise AttrVerifyError("expected '<'", (tok.start_pos or 0) + len(tok))
        if getattr(cls, "declarative", False):
            # an ODS assemblyFormat's parser reports its checks at the `<` after the
            # mnemonic (the generated `odsLoc`), not at the mnemonic
            at = tok.end_pos or at
            if kind is not None:
                _check_struct_params(cls, payload, tok.end_pos or 0)
        try:
            return build_dialect_attr(cls, name, kind, payload)
        except AttrInvalid as e:
            if e.at_end:
                at = _closing_angle(getattr(_current, "text", ""), tok.end_pos or at)
            raise AttrVerifyError(str(e), at) from None

    def dict_body(self, d):
        return ("dict", d)

    def dict_kv_body(self, d, key, value):
        return ("dict_kv", (d, str(key), _int(value)))

    def padded_body(self, *args):
        *pairs, d = args
        return ("padded", (tuple(p for p in pairs if p is not None), d))

    def pad_pair(self, interval, padding):
        if not str(padding).startswith("+"):
            raise AttrSyntaxError("expected '+' in padded_shared interval:+padding pair")
        return (_int(interval), _int(str(padding)[1:]))

    def struct_body(self, *entries):
        return ("struct", [e for e in entries if e is not None])

    def opaque_attr(self, tok):
        return A.OpaqueAttr(str(tok))

    def loc_attr(self, body):
        return body

    def type_attr(self, t):
        return A.TypeAttr(t)

    # -- locations -------------------------------------------------------------
    def unknown_loc(self):
        return A.UnknownLoc()

    def file_loc(self, f, line, col):
        return A.FileLineColLoc(unquote(str(f)), int(line), int(col))

    def file_range_loc(self, f, line, col, *end):
        """``"f":L:C to [L2]:C2``, as MLIR prints a FileLineColRange: the end
        line only where it differs, an empty range as a plain location."""
        end_line, end_col = (int(end[0]), int(end[1])) if len(end) == 2 else (int(line), int(end[0]))
        if (end_line, end_col) == (int(line), int(col)):
            return A.FileLineColLoc(unquote(str(f)), int(line), int(col))
        to = f"{end_line}:{end_col}" if end_line != int(line) else f":{end_col}"
        return A.OpaqueLoc(f"{f}:{int(line)}:{int(col)} to {to}")

    def name_loc(self, name, child=None):
        return A.NameLoc(unquote(str(name)), child)

    def callsite_loc(self, callee, caller):
        return A.CallSiteLoc(callee, caller)

    def fused_loc(self, *args):
        args = [a for a in args if a is not None]
        meta = None
        if args and not isinstance(args[0], A.Location) and not isinstance(args[0], LocRef):
            meta = args.pop(0)
        return A.FusedLoc.get(args, meta)  # (MLIR's parser builds it with FusedLoc::get)

    def loc_alias(self, tok):
        owner = self.owner
        if owner.loc_as_attr:  # (an alias definition's value: MLIR reads an attribute)
            return owner.nested_loc_alias(str(tok), tok.end_pos or 0)
        return owner.loc_ref(str(tok))

    def nested_loc_alias(self, tok):
        return self.owner.nested_loc_alias(str(tok), tok.end_pos or 0)

    def loc_dialect_attr(self, tok, body=None):
        """``#dialect.name<...>`` where a location goes (parseLocationInstance:
        read as an attribute, which must be a location)."""
        attr = self.dialect_attr(tok, body)
        if isinstance(attr, A.Location):
            return attr
        text = getattr(_current, "text", "")
        end = tok.end_pos or 0
        if body is not None:
            end = _closing_angle(text, text.index("<", end)) + 1
        raise AttrSyntaxError(f"expected location attribute, but got{attr}", next_token_pos(text, end))


def _unknown_attr(ctx, dialect: str, mnemonic: str, at: int) -> AttrVerifyError:
    """MLIR's error for an attribute ``dialect`` does not register in the run's
    release: "unknown attribute", or, where the dialect registers none at all
    (Triton's tt before 3.9), that it has no parsing hook; with a note naming
    the releases that have it (``#tt.cache_policy``: 3.9)."""
    d = ctx.get_dialect(dialect)
    name = f"{dialect}.{mnemonic}"
    if not any(ctx.lookup_attr(n) is not None for n in d.attrs):
        msg = f"dialect '{dialect}' provides no attribute parsing hook"
    else:
        msg = f"unknown attribute `{mnemonic}` in dialect `{dialect}`"
    cls = d.attrs.get(name)
    notes = ()
    if cls is not None:
        others = [r for r in _version.SUPPORTED if _version.resolve(cls.REGISTERED, r)]
        if others:
            names = [_version.short(r) for r in others]
            listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            notes = (f"'#{name}' is a Triton {listed} attribute: --triton-version={names[-1]}",)
    return AttrVerifyError(msg, at, notes)


def _check_struct_params(cls, payload, start: int) -> None:
    """An ODS ``struct(params)`` body (MLIR's parseStructParams), entry by
    entry: each key one of the parameters, once (else "duplicate or unknown
    struct parameter name", at the key's value), a value its kind accepts
    (``value_error``: an enum's "expected ... to be one of"), and every
    parameter without a default given (else "struct is missing required
    parameter", at the body's last token; where all are required, MLIR reads
    a fixed count of entries: "expected ','")."""
    text = getattr(_current, "text", "")
    lt = text.find("<", start)
    end = balanced_end(text, lt) if lt >= 0 else -1
    if end < 0:
        return
    known = {p.key: p for p in cls.parameters if p.declared_now()}
    seen = set()
    at = lt  # where the entry's key is searched from: past the previous entry's
    for e in payload if isinstance(payload, list) else ():
        k = e[0]
        m = re.compile(r"(?<![\w$.\-])" + re.escape(k) + r"\s*=\s*").search(text, at, end)
        value_at = m.end() if m else at
        at = value_at
        if k not in known or k in seen:
            raise AttrVerifyError(f"duplicate or unknown struct parameter name: {k}", value_at)
        check = getattr(known[k].kind, "value_error", None)  # EnumKind, TypedAttrKind
        msg = check(e[1]) if check is not None else None
        if msg is not None:
            # (MLIR follows it with a second error, "failed to parse ...
            # parameter", which pyopt does not report)
            raise AttrVerifyError(msg, value_at)
        seen.add(k)
    if getattr(cls, "assembly", "") == "params" and all(p.default is REQUIRED for p in cls.parameters) \
            and len(seen) < len(cls.parameters):
        # every parameter required: MLIR's parser reads that many `key = value`,
        # a comma between them (#tt.cache_policy<cache_modifier = cg> is "expected ','")
        raise AttrVerifyError("expected ','" if seen else "expected valid keyword", end - 1)
    for p in cls.parameters:
        if p.default is REQUIRED and p.key not in seen:
            # at the body's last token: the `}` of `<{...}>`, the `>` of `<...>`
            close = text.rfind("}", lt, end - 1) if getattr(cls, "assembly", "") == "struct" else -1
            raise AttrVerifyError(f"struct is missing required parameter: {p.key}",
                                  close if close >= 0 else end - 1)


class LocRef(A.Location):
    """A reference to a ``#loc`` alias that may be defined later in the file;
    the parser resolves it once the whole file is read."""

    __slots__ = ("name", "table")

    def __init__(self, name: str, table: dict):
        self._init(name=name, table=table)

    def __eq__(self, other):
        return isinstance(other, LocRef) and other.name == self.name and other.table is self.table

    def __hash__(self):
        return hash(("LocRef", self.name, id(self.table)))

    def resolve(self):
        return self.table.get(self.name)

    def render(self, p) -> str:
        target = self.resolve()
        return target.render(p) if target is not None else f"loc({self.name})"

    def body(self, p) -> str:
        target = self.resolve()
        return target.body(p) if target is not None else self.name


# The grammar's rules, for the dense elements read without Lark.
_ELEMENTS = _Build()


# Texts parsed by any AttrParser of this process, per target release (what a
# text means may differ between releases, and one process may parse for
# several: the lit format runs RUN lines of different releases in one worker):
# release -> (start, text) -> list of (aliases used, result).  A later source
# of that release reuses a result when its own aliases of those names are equal
# (split-input-file chunks, test suites, many files).  Results that refer to
# #loc aliases depend on their source and are not shared.
_SHARED: dict = {}


class AttrParser:
    """Parses types/attributes/locations of one source, with its aliases, for
    the active context's release."""

    def __init__(self):
        self._shared = _SHARED.setdefault(current().release, {})
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.loc_aliases: dict[str, A.Location] = {}
        self._cache: dict[tuple[str, str], object] = {}
        self._used: Optional[list] = None  # aliases the parse in progress used
        # reading an alias definition's `loc(...)`: an attribute (an alias in
        # it must be defined before), not an op's trailing location
        self.loc_as_attr = False

    def resolve_alias(self, name: str, is_type: bool, end: int = 0):
        table = self.type_aliases if is_type else self.attr_aliases
        try:
            value = table[name]
        except KeyError:
            if not is_type and name in self.loc_aliases:
                # (a location alias is an attribute alias: one name space)
                self._used = None  # (the #loc table is this source's: not shareable)
                return self.loc_aliases[name]
            # MLIR reports the position just after the alias name
            raise AttrSyntaxError(f"undefined symbol alias id '{name[1:]}'", end) from None
        if self._used is not None:
            self._used.append((is_type, name, value))
        return value

    def nested_loc_alias(self, name: str, end: int) -> A.Location:
        """``#name`` inside a location, or in an attribute's ``loc(...)``
        (MLIR's parseLocationInstance reads an attribute there): an alias
        defined before it, whose value is a location."""
        self._used = None  # (the #loc table is this source's: not shareable)
        loc = self.loc_aliases.get(name)
        if loc is not None:
            return loc
        attr = self.attr_aliases.get(name)
        if attr is None:
            raise AttrSyntaxError(f"undefined symbol alias id '{name[1:]}'", end)
        # (reported at the token after it: emitError())
        raise AttrSyntaxError(f"expected location attribute, but got{attr}",
                              next_token_pos(getattr(_current, "text", ""), end))

    def loc_ref(self, name: str) -> LocRef:
        self._used = None  # depends on this source's #loc table: not shareable
        return LocRef(name, self.loc_aliases)

    def _shared_hit(self, key):
        for used, result in self._shared.get(key, ()):
            for is_type, name, value in used:
                table = self.type_aliases if is_type else self.attr_aliases
                if table.get(name) != value:
                    break
            else:
                return result
        return None

    def parse(self, text: str, start: str):
        if start == "loc":
            m = _LOC_FAST.fullmatch(text)
            if m is not None:
                # (what the grammar's loc_alias, file_loc, name_loc and
                # unknown_loc rules build; not cached: a file printed with its
                # locations has a distinct one on every line, and locations
                # are compared by their fields, not uniqued)
                alias, file, line, col, name, _ = m.groups()
                if alias is not None:
                    if self.loc_as_attr:
                        return self.nested_loc_alias(alias, 4 + len(alias))
                    return self.loc_ref(alias)
                if file is not None:
                    return A.FileLineColLoc(file, int(line), int(col))
                if name is not None:
                    return A.NameLoc(name, None)
                return A.UnknownLoc()
        key = (start, text) if not self.loc_as_attr else ("loc=", text)
        try:
            return self._cache[key]
        except KeyError:
            pass
        if start == "type":
            m = _SIMPLE_TYPE.match(text)
            if m is not None:
                result = self._simple_type(m)
                if result is not None:
                    self._cache[key] = result
                    return result
        elif start == "attr":
            scalar = _SCALAR_ATTR.match(text)
            if scalar is not None:
                result = self._scalar_attr(scalar)
                if result is not None:
                    return result
            elif text.startswith("dense<"):
                splat = _DENSE_SPLAT.match(text)
                if splat is not None:
                    result = self._dense_splat(splat)
                    if result is not None:
                        self._cache[key] = result
                        return result
                else:
                    result = self._dense_attr(text)
                    if result is not None:
                        return result
        result = self._shared_hit(key)
        if result is not None:
            self._cache[key] = result
            return result
        self._used = []
        outer = getattr(_current, "owner", None), getattr(_current, "text", ""), getattr(_current, "keywords", None)
        _current.owner, _current.text, _current.keywords = self, text, []
        try:
            result = _parser().parse(text, start=start)
        except AttrSyntaxError:
            raise
        except UnexpectedInput as e:
            tok = getattr(e, "token", None)
            if tok is not None and getattr(tok, "type", None) == "$END":
                raise AttrSyntaxError(f"unexpected end of {start}", len(text)) from None
            pos = getattr(e, "pos_in_stream", 0) or 0
            if tok is not None:
                err = self._context_error(text, pos, getattr(e, "expected", ()))
                if err is not None:
                    raise err from None
            what = f"'{tok}'" if tok is not None else "character"
            raise AttrSyntaxError(f"unexpected {what} in {start}", pos) from None
        except LarkError as e:
            raise AttrSyntaxError(f"invalid {start}: {e}") from None
        except RecursionError:
            raise
        except Exception as e:  # noqa: BLE001 - a rule's builder rejected its values
            raise AttrSyntaxError(f"invalid {start}: {e}") from None
        finally:
            _current.owner, _current.text, _current.keywords = outer
            used, self._used = self._used, None
        self._cache[key] = result
        if used is not None and start != "loc":
            self._shared.setdefault(key, []).append((tuple(used), result))
        return result

    def _scalar_attr(self, m: re.Match) -> Optional[A.Attribute]:
        """``1 : i32``, ``-1.5 : f32``, ``3`` (the texts of most constants):
        what the grammar's int_attr/float_attr rules build, without Lark;
        None where they would report an error (Lark then reads the text and
        reports it).  Not cached: a million distinct constants would only
        fill the caches."""
        number, type_text = m.group(1, 2)
        try:
            type = self.parse(type_text, "type") if type_text is not None else None
            if "." in number:
                if type is None:
                    type = T.f64
                if not isinstance(type, T.FloatType):
                    return None
                return A.FloatAttr(parse_float_literal(number, type.name), type)
            if type is None:
                type = T.i64
            if not isinstance(type, (T.IntegerType, T.IndexType)):
                return None  # (a decimal literal for a float type: an error)
            negative = number[0] == "-"
            if negative and getattr(type, "signedness", "") == "ui":
                return None
            value = int(number)
            if not _int_fits(abs(value), negative, type):
                return None
            return A.IntegerAttr(value, type)
        except Exception:  # noqa: BLE001 - Lark reads it again and reports it
            return None

    def _simple_type(self, m: re.Match) -> Optional[T.Type]:
        """A builtin scalar type, ``!tt.ptr<scalar>``, or a ranked tensor of
        either with static dimensions and maybe an encoding (most types of a
        TTGIR file), as printed: what the grammar's int_type/float_type/
        index_type/ptr_type/tensor_type rules build, without Lark for the
        type; None where the encoding is an undefined alias or is not an
        attribute (Lark then reads the whole text and reports it)."""
        scalar, ptr, dims, elem, elem_ptr, alias = m.groups()
        if scalar is not None:
            return _scalar_type(scalar)
        if ptr is not None:
            return T.PointerType(_scalar_type(ptr), 1)
        if elem is not None:
            elem = _scalar_type(elem)
        else:
            elem = T.PointerType(_scalar_type(elem_ptr), 1)
        enc = None
        if alias is not None:
            if _ALIAS_NAME.match(alias):
                enc = self.attr_aliases.get(alias)
                if enc is None:
                    return None
            else:
                try:
                    enc = self.parse(alias, "attr")
                except AttrSyntaxError:
                    return None
        shape = tuple([int(d) for d in dims.split("x")[:-1]]) if dims else ()
        return T.RankedTensorType(shape, elem, enc)

    def _dense_splat(self, m: re.Match) -> Optional[A.Attribute]:
        """``dense<value> : type``, one plain number or boolean valid for the
        element type of a static shaped type: the grammar's dense_attr rule's
        splat, without Lark; else None (Lark then reads the text, and
        reports any error)."""
        try:
            type = self.parse(m.group(2), "type")
        except AttrSyntaxError:
            return None
        if not isinstance(type, (T.RankedTensorType, T.VectorType)) or any(d < 0 for d in type.shape):
            return None
        et = type.element_type()
        if not isinstance(et, (T.IntegerType, T.IndexType, T.FloatType)):
            return None
        values = _dense_elements(m.group(1), et)
        if values is None or len(values) != 1:
            return None
        return A.DenseElementsAttr(type, (values[0],), splat=True)

    def _dense_attr(self, text: str) -> Optional[A.Attribute]:
        """``dense<[...]> : type`` with a payload of plain numbers and
        booleans of exactly the type's shape, each valid for its element
        type: what the grammar's dense_attr rule builds, without Lark; else
        None (Lark then reads the text, and reports any error).  Not cached."""
        head = _DENSE_HEAD.match(text)
        if head is None:
            return None
        end = text.find(">", head.end())
        tail = _DENSE_TAIL.match(text, end) if end != -1 else None
        if tail is None:
            return None
        body = text[head.end():end]
        if "/" in body or not body.isascii():  # (comments; the level marks)
            return None
        try:
            type = self.parse(tail.group(1), "type")
            if not isinstance(type, (T.RankedTensorType, T.VectorType)):
                return None
            shape = tuple(type.shape)
            if not 0 < len(shape) <= len(_LEVEL_MARKS) or min(shape) <= 0:
                return None
            et = type.element_type()
            if not isinstance(et, (T.IntegerType, T.IndexType, T.FloatType)):
                return None
            if not _dense_shape_is(body, shape):
                return None
            values = _dense_elements(body, et)
            if values is None:
                return None
            return A.DenseElementsAttr(type, values, splat=False)
        except Exception:  # noqa: BLE001 - Lark reads it again and reports it
            return None

    # What MLIR says where a list or dictionary goes on with a token that can
    # neither continue nor close it: by the innermost open bracket, the
    # closing token the grammar expects there, and the message.
    _CLOSERS = {"{": ("RBRACE", "expected '}' in attribute dictionary"),
                "[": ("RSQB", "expected ',' or ']'"),
                "dense[": ("RSQB", "expected ']'"),
                "dense<": ("MORETHAN", "expected '>'"),
                "array<": ("MORETHAN", "expected '>' to close an array attribute")}
    _OPENERS = re.compile(STRING + r'|->|(?:dense|array)\s*<|[\[\]{}<>()]')

    def _context_error(self, text: str, pos: int, expected) -> Optional[AttrSyntaxError]:
        stack: list = []
        for m in self._OPENERS.finditer(text, 0, pos):
            c = m.group()
            if c[0] == '"' or c == "->":
                continue
            if c[0] in "[{(" or c[-1] == "<":
                if c.startswith("dense"):
                    stack.append(("dense<", m.start()))
                elif c.startswith("array"):
                    stack.append(("array<", m.start()))
                elif c == "[" and stack and stack[-1][0] in ("dense<", "dense["):
                    stack.append(("dense[", m.start()))
                else:
                    stack.append((c, m.start()))
            elif stack:
                stack.pop()
        if not stack or stack[-1][0] not in self._CLOSERS:
            return None
        kind, at = stack[-1]
        closer, message = self._CLOSERS[kind]
        message = Message(message, wrong_token=True)  # (parseToken's error)
        if closer not in expected:
            return None
        if kind == "array<":
            # MLIR checks each element as it reads it: one before this token
            # may fail first (`array<f32: 1e5>`: the `1`)
            head = text[at:pos].rstrip().rstrip(",")
            colon = head.find(":")
            if colon > 0:
                try:
                    et = self.parse_type(head[head.index("<") + 1:colon].strip())
                except AttrSyntaxError:
                    et = None
                if isinstance(et, (T.IntegerType, T.FloatType)):
                    err = _array_literal_error(head + ">", 0, et)
                    if err.message != "invalid array literal":
                        err.offset += at
                        return err
        return AttrSyntaxError(message, pos)

    def parse_type(self, text: str) -> T.Type:
        return self.parse(text, "type")

    def parse_attr(self, text: str) -> A.Attribute:
        return self.parse(text, "attr")

    def parse_loc(self, text: str) -> A.Location:
        return self.parse(text, "loc")

    def parse_loc_attr(self, text: str) -> A.Location:
        """``loc(...)`` as the value of an alias definition (an attribute:
        a ``#name`` in it must be defined before)."""
        self.loc_as_attr = True
        try:
            return self.parse(text, "loc")
        finally:
            self.loc_as_attr = False
