"""Parse types, attributes and locations with the Lark grammar
grammar/attribute.lark.

An :class:`AttrParser` belongs to one parse of one source: it knows that
source's alias definitions and caches each distinct text it has parsed, so the
thousands of repeated ``tensor<...>`` and ``{axis = 0 : i32}`` tokens of a big
file cost one Lark parse each.
"""

from __future__ import annotations

import re
from typing import Optional

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError, UnexpectedInput, VisitError

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.attrdef import build_dialect_attr
from pyopt.ir.floats import float_to_bits, parse_float_literal
from pyopt.ir.registry import lookup_attr
from pyopt.syntax.grammar import load_grammar


class AttrSyntaxError(Exception):
    """A syntax error at ``offset`` into the parsed text."""

    def __init__(self, message: str, offset: int = 0):
        super().__init__(message)
        self.message = message
        self.offset = offset


_PARSER: Lark | None = None


def _parser() -> Lark:
    global _PARSER
    if _PARSER is None:
        _PARSER = load_grammar("attribute.lark")
    return _PARSER


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
    raw = body.encode("utf-8")
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


# dense<[...]> : type, read without Lark when the payload holds only plain
# numbers and booleans (a token per element costs ~20 us in Lark): the
# elements as the terminals HEX, FLOAT, INT and the keywords true/false read
# them; the payload's shape (each element an `@`) must reduce to one `@` by
# turning innermost lists `[@, @, ...]` into `@`, which is the grammar's
# dense_elem rule.
_DENSE_HEAD = re.compile(r"dense<\s*+(?=\[)")
_DENSE_ITEM_RE = r"0x[0-9a-fA-F]+|[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|true|false"
_DENSE_ITEM = re.compile(_DENSE_ITEM_RE)
# an innermost list, whole: reduced to `s` first, in one match per list
_FLAT_LIST = re.compile(rf"\[\s*+(?:(?:{_DENSE_ITEM_RE})\s*+(?:,\s*+(?:{_DENSE_ITEM_RE})\s*+)*+)?\]")
_DENSE_TAIL = re.compile(r"\s*+>\s*+:\s*+(\S(?:.*\S)?)\s*+\Z", re.S)
_DENSE_SHAPE_OK = re.compile(r"[\[\],@\s]*+\Z")
_SPACE = re.compile(r"\s++")
_INNER_LIST = re.compile(r"\[(?:@(?:,@)*+)?\]")
_NOT_DECIMAL = re.compile(r"[.eExtf]")
# The longest stretch of a dense payload read at once (cut after a comma):
# the texts of a few million elements are never all alive together.
_DENSE_PIECE = 1 << 16


def _dense_elements(text: str, et, scalar) -> list:
    """The flattened values of a dense payload ``text`` (a valid one)."""
    decimal = isinstance(et, (T.IntegerType, T.IndexType)) and _NOT_DECIMAL.search(text) is None
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
            out.extend([scalar(_item_kind(t), et) for t in items])
        start = end
    return out


def _dense_payload_ok(body: str) -> bool:
    if "@" in body:  # the mark of an element below
        return False
    shape = _DENSE_ITEM.sub("@", _FLAT_LIST.sub("@", body))
    if _DENSE_SHAPE_OK.match(shape) is None:
        return False
    shape = _SPACE.sub(" ", shape)
    if "@ @" in shape:  # two elements with no comma between
        return False
    shape = shape.replace(" ", "")
    while True:
        reduced = _INNER_LIST.sub("@", shape)
        if reduced == shape:
            return shape == "@"
        shape = reduced


# A number with an optional builtin integer, index or float type: the INT or
# FLOAT terminal, then ':' and an INT_TYPE, "index" or FLOAT_TYPE (as the
# grammar's terminals match them); AttrParser reads these without Lark.
_SCALAR_ATTR = re.compile(
    r"([-+]?\d+(?:\.\d*(?:[eE][-+]?\d+)?|[eE][-+]?\d+)?)"
    r"(?:[ \t]*:[ \t]*([su]?i\d+|index|bf16|tf32|f16|f32|f64|f80|f128))?\Z")


def _item_kind(text: str) -> tuple:
    if text[0] in "tf":
        return ("bool", text == "true")
    if text.startswith("0x"):
        return ("hex", text)
    if "." in text or "e" in text or "E" in text:
        return ("float", text)
    return ("int", text)


def _int(tok) -> int:
    s = str(tok)
    return int(s, 16) if s.lower().startswith(("0x", "-0x")) else int(s)


def _int_attr(tok, type=None) -> A.Attribute:
    if type is None:
        type = T.i64
    if isinstance(type, T.FloatType):
        return A.FloatAttr.get(float(_int(tok)), type)
    return A.IntegerAttr(_int(tok), type)


def _float_attr(tok, type=None) -> A.Attribute:
    type = type or T.f64
    return A.FloatAttr(parse_float_literal(str(tok), type.name), type)


@v_args(inline=True)
class _Build(Transformer):
    """Lark tree -> pyopt.ir types and attributes."""

    def __init__(self, owner: "AttrParser"):
        super().__init__()
        self.owner = owner

    # -- types ---------------------------------------------------------------
    def int_type(self, tok):
        s = str(tok)
        if s[0] in "su":
            return T.IntegerType(int(s[2:]), s[:2])
        return T.IntegerType(int(s[1:]))

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

    def vector_type(self, dims, elem):
        shape, scal = [], []
        for d in str(dims).split("x")[:-1]:
            scal.append(d.startswith("["))
            shape.append(int(d.strip("[]")))
        return T.VectorType(shape, elem, scal if any(scal) else ())

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
        return T.PointerType(pointee, int(space) if space is not None else 1)

    def tensordesc_type(self, block):
        return T.TensorDescType(block)

    def memdesc_type(self, *args):
        args = list(args)
        dims = ()
        if isinstance(args[0], Token) and args[0].type == "DIMS":
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
        if plain:
            enc = plain[0]
        if len(plain) > 1:
            space = plain[1]
        return T.MemDescType(dims, elem, enc, space, mutable, alloc)

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
        return _int_attr(tok, type)

    def float_attr(self, tok, type=None):
        return _float_attr(tok, type)

    def hex_attr(self, tok, type=None):
        if isinstance(type, T.FloatType):
            return A.FloatAttr(parse_float_literal(str(tok), type.name), type)
        return A.IntegerAttr(_int(tok), type or T.i64)

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
        return [e for e in entries if e is not None]

    def dict_attr(self, entries):
        return A.DictAttr(entries)

    def dict_key(self, tok):
        return tok

    def dict_entry(self, key, value=None):
        k = unquote(str(key)) if str(key).startswith('"') else str(key)
        return (k, value if value is not None else A.UnitAttr())

    def dense_attr(self, *args):
        if len(args) == 1:
            return A.DenseElementsAttr(args[0], (), splat=False)
        body, type = args
        et = type.element_type()
        if isinstance(body, tuple) and body and body[0] == "hexstr":
            return A.DenseElementsAttr(type, (), splat=False, hex=body[1])
        if isinstance(body, list):
            flat: list = []

            def rec(x):
                if isinstance(x, list):
                    for y in x:
                        rec(y)
                else:
                    flat.append(self._scalar(x, et))

            rec(body)
            return A.DenseElementsAttr(type, flat, splat=False)
        return A.DenseElementsAttr(type, (self._scalar(body, et),), splat=True)

    def dense_body(self, x):
        return x

    def dense_hex(self, tok):
        return ("hexstr", unquote(str(tok)))

    def dense_list(self, *elems):
        return [e for e in elems if e is not None]

    def _scalar(self, x, et):
        kind, text = x
        if isinstance(et, T.FloatType):
            if kind == "bool":
                return float_to_bits(float(text), et.name)
            if kind == "int":
                return float_to_bits(float(_int(text)), et.name)
            return parse_float_literal(text, et.name)
        if kind == "bool":
            return bool(text)
        if kind == "float":
            return float(text)
        if kind == "complex":
            return text
        return _int(text)

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
        et = type
        out = []
        for v in vals:
            if v is None:
                continue
            out.append(self._scalar(v, et))
        return A.DenseArrayAttr(type, out)

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
        return build_dialect_attr(lookup_attr(name), name, kind, payload)

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

    def file_range_loc(self, f, *nums):
        text = f"{f}:" + ":".join(str(n) for n in nums[:2]) + " to " + ":".join(str(n) for n in nums[2:])
        return A.OpaqueLoc(text)

    def name_loc(self, name, child=None):
        return A.NameLoc(unquote(str(name)), child)

    def callsite_loc(self, callee, caller):
        return A.CallSiteLoc(callee, caller)

    def fused_loc(self, *args):
        args = [a for a in args if a is not None]
        meta = None
        if args and not isinstance(args[0], A.Location) and not isinstance(args[0], LocRef):
            meta = args.pop(0)
        return A.FusedLoc(args, meta)

    def loc_alias(self, tok):
        return self.owner.loc_ref(str(tok))


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


# Texts parsed by any AttrParser of this process: (start, text) -> list of
# (aliases used, result).  A later source reuses a result when its own aliases
# of those names are equal (split-input-file chunks, test suites, many files).
# Results that refer to #loc aliases depend on their source and are not shared.
_SHARED: dict = {}


class AttrParser:
    """Parses types/attributes/locations of one source, with its aliases."""

    def __init__(self):
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.loc_aliases: dict[str, A.Location] = {}
        self._cache: dict[tuple[str, str], object] = {}
        self._build = _Build(self)
        self._used: Optional[list] = None  # aliases the parse in progress used

    def resolve_alias(self, name: str, is_type: bool, end: int = 0):
        table = self.type_aliases if is_type else self.attr_aliases
        try:
            value = table[name]
        except KeyError:
            if not is_type and name.startswith("#loc"):
                return self.loc_ref(name)
            # MLIR reports the position just after the alias name
            raise AttrSyntaxError(f"undefined symbol alias id '{name[1:]}'", end) from None
        if self._used is not None:
            self._used.append((is_type, name, value))
        return value

    def loc_ref(self, name: str) -> LocRef:
        self._used = None  # depends on this source's #loc table: not shareable
        return LocRef(name, self.loc_aliases)

    def _shared_hit(self, key):
        for used, result in _SHARED.get(key, ()):
            for is_type, name, value in used:
                table = self.type_aliases if is_type else self.attr_aliases
                if table.get(name) != value:
                    break
            else:
                return result
        return None

    def parse(self, text: str, start: str):
        key = (start, text)
        try:
            return self._cache[key]
        except KeyError:
            pass
        if start == "attr":
            scalar = _SCALAR_ATTR.match(text)
            if scalar is not None:
                result = self._scalar_attr(scalar)
                if result is not None:
                    return result
            elif text.startswith("dense<"):
                result = self._dense_attr(text)
                if result is not None:
                    return result
        result = self._shared_hit(key)
        if result is not None:
            self._cache[key] = result
            return result
        self._used = []
        try:
            tree = _parser().parse(text, start=start)
            result = self._build.transform(tree)
        except UnexpectedInput as e:
            tok = getattr(e, "token", None)
            if tok is not None and getattr(tok, "type", None) == "$END":
                raise AttrSyntaxError(f"unexpected end of {start}", len(text)) from None
            what = f"'{tok}'" if tok is not None else "character"
            raise AttrSyntaxError(f"unexpected {what} in {start}", getattr(e, "pos_in_stream", 0) or 0) from None
        except VisitError as e:
            if isinstance(e.orig_exc, AttrSyntaxError):
                raise e.orig_exc from None
            raise AttrSyntaxError(f"invalid {start}: {e.orig_exc}") from None
        except LarkError as e:
            raise AttrSyntaxError(f"invalid {start}: {e}") from None
        finally:
            used, self._used = self._used, None
        self._cache[key] = result
        if used is not None and start != "loc":
            _SHARED.setdefault(key, []).append((tuple(used), result))
        return result

    def _scalar_attr(self, m: re.Match) -> Optional[A.Attribute]:
        """``1 : i32``, ``1.5 : f32``, ``-3`` (the texts of most constants):
        what the grammar's int_attr/float_attr rules build, without Lark; None
        where that fails (Lark then reads the text and reports the error).
        Not cached: a million distinct constants would only fill the caches."""
        number, type_text = m.group(1, 2)
        try:
            type = self.parse(type_text, "type") if type_text is not None else None
            if "." in number or "e" in number or "E" in number:
                return _float_attr(number, type)
            return _int_attr(number, type)
        except Exception:  # noqa: BLE001 - the slow path reports it
            return None

    def _dense_attr(self, text: str) -> Optional[A.Attribute]:
        """``dense<[...]> : type`` with a payload of plain numbers and
        booleans, without Lark: what the grammar's dense_attr rule builds, or
        None (Lark then reads the text, and reports any error).  Not cached."""
        head = _DENSE_HEAD.match(text)
        if head is None:
            return None
        end = text.find(">", head.end())
        tail = _DENSE_TAIL.match(text, end) if end != -1 else None
        if tail is None or "/" in text[:end]:
            return None
        body = text[head.end():end]
        try:
            if not _dense_payload_ok(body):
                return None
            type = self.parse(tail.group(1), "type")
            return A.DenseElementsAttr(type, _dense_elements(body, type.element_type(), self._build._scalar),
                                       splat=False)
        except Exception:  # noqa: BLE001 - the slow path reports it
            return None

    def parse_type(self, text: str) -> T.Type:
        return self.parse(text, "type")

    def parse_attr(self, text: str) -> A.Attribute:
        return self.parse(text, "attr")

    def parse_loc(self, text: str) -> A.Location:
        return self.parse(text, "loc")
