"""Attributes: builtin attributes and locations.

Rendering follows MLIR's printer (mlir/lib/IR/AsmPrinter.cpp,
printAttributeImpl).  Layout encodings live in ``pyopt.dialects.ttg.attrs``;
attributes pyopt does not model are kept as :class:`OpaqueAttr` text.
"""

from __future__ import annotations

import re
import struct

from pyopt.ir.base import CachedStructural, Immutable, Structural, _set_field
from pyopt.ir.floats import bits_to_float, float_to_bits, format_dense_floats, format_float_attr
from pyopt.ir.types import FloatType, IndexType, IntegerType, Type, i32
from pyopt.support import quote_string


class Attribute(Immutable):
    __slots__ = ()


_BARE_ID = re.compile(r"[A-Za-z_][\w$.]*\Z", re.ASCII)  # MLIR's isBareIdentifier: ASCII only


def render_key(name: str) -> str:
    """A dictionary key: bare if it is a valid bare identifier, else quoted."""
    return name if _BARE_ID.match(name) else quote_string(name)


class IntegerAttr(Attribute):
    """An integer of ``type`` (i64 by default; the type is elided only inside
    arrays, where MLIR prints with AttrTypeElision::May)."""

    __slots__ = ("value", "type")

    def __init__(self, value: int, type: Type):
        self._init(value=wrap_int(value, type), type=type)

    def render(self, p) -> str:
        t = self.type
        if isinstance(t, IntegerType) and t.width == 1 and not t.signedness:
            return "true" if self.value else "false"
        return f"{self.value} : {p.type(t)}"

    def render_elided(self, p) -> str:
        t = self.type
        if isinstance(t, IntegerType) and t.width == 64 and not t.signedness:
            return str(self.value)
        return self.render(p)


def wrap_int(value: int, t: Type) -> int:
    """``value`` as MLIR holds it for type ``t``: an APInt of the type's width,
    read as unsigned for ``ui`` types and as signed otherwise (so
    ``255 : i8`` is ``-1 : i8``); index is 64-bit."""
    if isinstance(value, bool):
        value = int(value)
    if isinstance(t, IntegerType):
        w = t.width
    elif isinstance(t, IndexType):
        w = 64
    else:
        return value
    value &= (1 << w) - 1
    if w == 0:  # i0 holds only 0
        return 0
    if w == 1 and not (isinstance(t, IntegerType) and t.signedness == "si"):
        return value
    if not (isinstance(t, IntegerType) and t.signedness == "ui") and value >= 1 << (w - 1):
        value -= 1 << w
    return value


class BoolAttr(Attribute):
    __slots__ = ("value",)

    def __init__(self, value: bool):
        self._init(value=bool(value))

    def render(self, p) -> str:
        return "true" if self.value else "false"


class FloatAttr(Attribute):
    """A float of ``type``.  ``bits`` is the raw bit pattern (lossless: NaN
    payloads, -0); build from a Python float with :meth:`get`."""

    __slots__ = ("bits", "type")

    def __init__(self, bits: int, type: FloatType):
        self._init(bits=bits, type=type)

    @staticmethod
    def get(value: float, type: FloatType) -> "FloatAttr":
        return FloatAttr(float_to_bits(value, type.name), type)

    @property
    def value(self) -> float:
        return bits_to_float(self.bits, self.type.name)

    def render(self, p) -> str:
        return f"{format_float_attr(self.bits, self.type.name)} : {p.type(self.type)}"

    def render_elided(self, p) -> str:
        if self.type.name == "f64":
            text = format_float_attr(self.bits, self.type.name)
            if not text.startswith("0x"):  # a bit pattern keeps its type: it reads as an integer
                return text
        return self.render(p)


class StringAttr(Attribute):
    __slots__ = ("value",)

    def __init__(self, value: str):
        self._init(value=value)

    def render(self, p) -> str:
        return quote_string(self.value)


class UnitAttr(Attribute):
    __slots__ = ()

    def __init__(self):
        self._init()

    def render(self, p) -> str:
        return "unit"


class KeywordAttr(Attribute):
    """A bare keyword given as a ``struct(params)`` value (``cg`` of
    ``#tt.cache_policy<cache_modifier = cg, ...>``): an enum parameter's
    spelling, which the attribute's declaration reads."""

    __slots__ = ("word",)

    def __init__(self, word: str):
        self._init(word=word)

    def render(self, p) -> str:
        return self.word


class ArrayAttr(Attribute):
    __slots__ = ("elements",)

    def __init__(self, elements):
        self._init(elements=tuple(elements))

    def render(self, p) -> str:
        parts = []
        for e in self.elements:
            if isinstance(e, (IntegerAttr, FloatAttr)) and not p.collecting:
                parts.append(e.render_elided(p))
            else:
                parts.append(p.attr(e))
        return "[" + ", ".join(parts) + "]"

    def __iter__(self):
        return iter(self.elements)

    def __len__(self):
        return len(self.elements)

    def __getitem__(self, i):
        return self.elements[i]


class DenseArrayAttr(Attribute):
    """``array<i32: 1, 2>``; ``values`` are ints, floats or bools."""

    __slots__ = ("element", "values")

    def __init__(self, element: Type, values):
        self._init(element=element, values=tuple(values))

    def render(self, p) -> str:
        if not self.values:
            return f"array<{p.type(self.element)}>"
        return f"array<{p.type(self.element)}: " + ", ".join(
            _render_scalar(v, self.element) for v in self.values) + ">"


def _render_scalar(v, t: Type) -> str:
    if isinstance(t, IntegerType) and t.width == 1:
        return "true" if v else "false"
    if isinstance(t, FloatType):
        return format_float_attr(v, t.name)
    return str(v)


class DictAttr(Attribute):
    """A dictionary; ``items`` is a tuple of (name, attr) sorted by name, as
    MLIR's DictionaryAttr keeps them."""

    __slots__ = ("items",)

    def __init__(self, items):
        if isinstance(items, dict):
            items = items.items()
        self._init(items=tuple(sorted(items, key=lambda kv: kv[0])))

    def get(self, name, default=None):
        for k, v in self.items:
            if k == name:
                return v
        return default

    def as_dict(self) -> dict:
        return dict(self.items)

    def render(self, p) -> str:
        return "{" + render_dict_body(p, self.items) + "}"


def render_dict_body(p, items) -> str:
    parts = []
    for k, v in items:
        if isinstance(v, UnitAttr):
            parts.append(render_key(k))
        else:
            parts.append(f"{render_key(k)} = {p.attr(v)}")
    return ", ".join(parts)


class TypeAttr(Attribute):
    __slots__ = ("type",)

    def __init__(self, type: Type):
        self._init(type=type)

    def render(self, p) -> str:
        return p.type(self.type)


class SymbolRefAttr(Attribute):
    """``@root::@nested``; ``path`` holds the names without '@'."""

    __slots__ = ("path",)

    def __init__(self, *path: str):
        self._init(path=tuple(path))

    @property
    def root(self) -> str:
        return self.path[0]

    def render(self, p) -> str:
        return "::".join(render_symbol(s) for s in self.path)


def render_symbol(name: str) -> str:
    """``@name``, bare as a dictionary key would be (MLIR's isBareIdentifier), else quoted."""
    return "@" + render_key(name)


class DenseElementsAttr(Attribute):
    """``dense<...> : tensor<...>``.  ``splat`` is True when one value fills
    the tensor; ``values`` is then a 1-tuple, else the flat row-major values.
    ``hex`` keeps a hex-string payload (``dense<"0x...">``) verbatim."""

    __slots__ = ("type", "splat", "values", "hex")

    def __init__(self, type: Type, values, splat: bool, hex: str | None = None):
        values = tuple(values)
        et = type.element_type() if hasattr(type, "element_type") else None
        if hex is None and isinstance(et, (IntegerType, IndexType)) and not _held_as_is(values, et):
            # As DenseElementsAttr::get: integers are stored at the element width
            values = tuple(wrap_int(v, et) for v in values)
        if (hex is None and isinstance(et, (IntegerType, IndexType, FloatType)) and not splat
                and values and values.count(values[0]) == len(values)
                and all(isinstance(v, int) for v in values)):
            # ... and equal elements (integers, or float bit patterns; a
            # single element too) make a splat
            values, splat = values[:1], True
        self._init(type=type, values=values, splat=splat, hex=hex)

    def render(self, p) -> str:
        limit = getattr(p, "elide_limit", None)
        if limit is not None and self._elided(limit):
            return f"dense_resource<__elided__> : {p.type(self.type)}"
        return f"dense<{self.body()}> : {p.type(self.type)}"

    def _elided(self, limit: int) -> bool:
        """Whether ``--mlir-elide-elementsattrs-if-larger=limit`` elides this:
        more elements than ``limit`` and not a splat (OpPrintingFlags::
        shouldElideElementsAttr)."""
        n = 1
        for d in getattr(self.type, "shape", ()):
            n *= d
        if n <= limit or self.splat:
            return False
        if self.hex is not None:  # a hex payload of one element is a splat
            et = self.type.element_type()
            width = _storage_bits(et) if isinstance(et, (IntegerType, IndexType, FloatType)) else 0
            if width and (len(self.hex) - 2) // 2 == width // 8:
                return False
        return True

    def body(self) -> str:
        if self.hex is not None:
            return quote_string(self.hex)
        et = self.type.element_type()
        if self.splat:
            return _render_scalar(self.values[0], et)
        shape = getattr(self.type, "shape", (len(self.values),))
        if isinstance(et, FloatType):
            return format_dense_floats(self.values, shape, et.name)
        if len(self.values) > 100 and isinstance(et, (IntegerType, IndexType)) and _storage_bits(et) >= 8:
            # MLIR prints large non-splat integer payloads as raw little-endian hex
            return '"0x' + _raw_data(self.values, _storage_bits(et) // 8).hex().upper() + '"'
        if not self.values:
            return ""  # no elements: `dense<>`, as MLIR prints it
        it = iter(self.values)
        shape = tuple(shape)
        rank = len(shape)

        def nest(k: int) -> str:
            if k == rank:
                return _render_scalar(next(it), et)
            return "[" + ", ".join(nest(k + 1) for _ in range(shape[k])) + "]"

        return nest(0)


def _held_as_is(values: tuple, t: Type) -> bool:
    """Whether :func:`wrap_int` leaves each of ``values`` as it is (plain ints
    in the type's range), checked in C: a dense attribute may hold millions."""
    if not values or set(map(type, values)) != {int}:
        return not values
    w = 64 if isinstance(t, IndexType) else t.width
    signedness = getattr(t, "signedness", None)
    if w == 0:  # i0 holds only 0
        lo = hi = 0
    elif (w == 1 and signedness != "si") or signedness == "ui":
        lo, hi = 0, (1 << w) - 1
    else:
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    return lo <= min(values) and max(values) <= hi


_PACK = {1: "b", 2: "h", 4: "i", 8: "q"}


def _raw_data(values: tuple, nbytes: int) -> bytes:
    """The little-endian two's-complement bytes of ``values`` (ints), each
    ``nbytes`` wide; packed in C when the values fit a standard width."""
    code = _PACK.get(nbytes)
    if code is not None and set(map(type, values)) <= {int, bool}:
        lo, hi = min(values), max(values)
        if -(1 << (8 * nbytes - 1)) <= lo and hi < (1 << (8 * nbytes - 1)):
            return struct.pack(f"<{len(values)}{code}", *values)
        if 0 <= lo and hi < (1 << (8 * nbytes)):
            return struct.pack(f"<{len(values)}{code.upper()}", *values)
    mask = (1 << (8 * nbytes)) - 1
    return b"".join((v & mask).to_bytes(nbytes, "little") for v in values)


def _storage_bits(t: Type) -> int:
    """Bits one element takes in a dense attribute's raw data."""
    w = 64 if isinstance(t, IndexType) else t.width
    return ((w + 7) // 8) * 8


class OpaqueAttr(Attribute):
    """An attribute pyopt does not model (an unregistered dialect's, an affine
    map, ...), kept as its text."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self._init(text=text)

    def render(self, p) -> str:
        return self.text


# -- Locations -----------------------------------------------------------------
class Location(Attribute, Structural):
    """Locations are structural values, not uniqued (see pyopt.ir.base)."""

    __slots__ = ()


class UnknownLoc(Location):
    __slots__ = ()

    def __init__(self):
        self._init()

    def render(self, p) -> str:
        return "loc(unknown)"

    def body(self, p) -> str:
        return "unknown"


class FileLineColLoc(Location):
    __slots__ = ("file", "line", "col")

    def __init__(self, file: str, line: int, col: int):
        # One per op parsed: set directly (what _init does, without its loop).
        set_field = _set_field
        set_field(self, "file", file)
        set_field(self, "line", line)
        set_field(self, "col", col)

    def render(self, p) -> str:
        return f"loc({self.body(p)})"

    def body(self, p) -> str:
        return f"{quote_string(self.file)}:{self.line}:{self.col}"


# An op's FileLineColLoc as one int (``Operation.loc`` makes the location when it is read):
# the parser gives every op one, and the object with its line number costs about 90 bytes
# where the int costs 32 (memory: one per op of a big module).  The file is an index into a
# table of the file names seen, kept for the process (one per source parsed).
_COMPACT_BITS = 31
_COMPACT_MASK = (1 << _COMPACT_BITS) - 1
_COMPACT_FILE_IDS: dict[str, int] = {}
_COMPACT_FILES: list[str] = []


def compact_file_line_col(file: str, line: int, col: int):
    """``FileLineColLoc(file, line, col)`` in the compact form an op's ``loc`` may hold
    (an int), or the location itself where a field does not fit."""
    if not (0 <= line <= _COMPACT_MASK and 0 <= col <= _COMPACT_MASK):
        return FileLineColLoc(file, line, col)
    fid = _COMPACT_FILE_IDS.get(file)
    if fid is None:
        fid = _COMPACT_FILE_IDS[file] = len(_COMPACT_FILES)
        _COMPACT_FILES.append(file)
    return (((fid << _COMPACT_BITS) | line) << _COMPACT_BITS) | col


def expand_compact_loc(packed: int) -> FileLineColLoc:
    """The location :func:`compact_file_line_col` packed."""
    return FileLineColLoc(_COMPACT_FILES[packed >> (2 * _COMPACT_BITS)],
                          (packed >> _COMPACT_BITS) & _COMPACT_MASK, packed & _COMPACT_MASK)


class NameLoc(Location, CachedStructural):  # (nests locations: keeps its hash)
    __slots__ = ("name", "child")

    def __init__(self, name: str, child: Location | None = None):
        self._init(name=name, child=child)

    def render(self, p) -> str:
        return f"loc({self.body(p)})"

    def body(self, p) -> str:
        s = quote_string(self.name)
        if self.child is not None and not isinstance(self.child, UnknownLoc):
            s += "(" + p.loc_ref(self.child) + ")"
        return s


class CallSiteLoc(Location, CachedStructural):  # (nests locations: keeps its hash)
    __slots__ = ("callee", "caller")

    def __init__(self, callee: Location, caller: Location):
        self._init(callee=callee, caller=caller)

    def render(self, p) -> str:
        return f"loc({self.body(p)})"

    def body(self, p) -> str:
        return f"callsite({p.loc_ref(self.callee)} at {p.loc_ref(self.caller)})"


class FusedLoc(Location, CachedStructural):  # (nests locations: keeps its hash)
    __slots__ = ("locs", "metadata")

    def __init__(self, locs, metadata: Attribute | None = None):
        self._init(locs=tuple(locs), metadata=metadata)

    @staticmethod
    def get(locs, metadata: Attribute | None = None) -> "Location":
        """``FusedLoc::get(locs, metadata)`` (what ``rewriter.getFusedLoc`` gives a
        pattern's new op, and MLIR's parser builds of ``fused<m>[...]``): nested
        fused locations with the same metadata are flattened, unknown (or missing)
        ones dropped, duplicates kept once; without metadata, a single location
        left is itself and none is ``loc(unknown)``; with it, none is
        ``fused<m>[unknown]``."""
        out: list = []
        for loc in locs:
            parts = loc.locs if isinstance(loc, FusedLoc) and loc.metadata == metadata else (loc,)
            for part in parts:
                if part is None or isinstance(part, UnknownLoc) or part in out:
                    continue
                out.append(part)
        if not out:
            return UnknownLoc() if metadata is None else FusedLoc([UnknownLoc()], metadata)
        if len(out) == 1 and metadata is None:
            return out[0]
        return FusedLoc(out, metadata)

    def render(self, p) -> str:
        return f"loc({self.body(p)})"

    def body(self, p) -> str:
        s = "fused"
        if self.metadata is not None:
            s += "<" + p.attr(self.metadata) + ">"
        return s + "[" + ", ".join(p.loc_ref(l) for l in self.locs) + "]"


class OpaqueLoc(Location):
    """A location form pyopt does not model, kept as its text inside loc(...)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self._init(text=text)

    def render(self, p) -> str:
        return f"loc({self.text})"

    def body(self, p) -> str:
        return self.text


# -- helpers -------------------------------------------------------------------
def i32_attr(v: int) -> IntegerAttr:
    return IntegerAttr(v, i32)


def int_value(a) -> int | None:
    if isinstance(a, IntegerAttr):
        return a.value
    if isinstance(a, BoolAttr):
        return int(a.value)
    return None


def index_attr(v: int) -> IntegerAttr:
    return IntegerAttr(v, IndexType())
