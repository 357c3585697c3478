"""Declaring dialect attributes: the attribute side of ODS (MLIR's
``AttrDef`` with ``parameters`` and ``assemblyFormat``, mlir/include/mlir/IR/
AttrTypeBase.td; the ``struct(params)`` directive of
mlir/tools/mlir-tblgen/AttrOrTypeFormatGen.cpp).

An attribute class derives from :class:`AttrDef` and declares

- ``NAME``: ``dialect.mnemonic`` (collected by its dialect's :class:`~pyopt.ir.dialect.Dialect`
  package is loaded) and ``ALIAS``, the stem of the ``#alias`` the
  printer gives it (None: printed inline);
- ``parameters``: a tuple of :class:`Param` (key in the text, Python field,
  kind, default) in the order of the assembly form;
- ``assembly``: ``"struct"`` (``#d.a<{k = v, ...}>``), ``"params"``
  (``#d.a<k = v, ...>``) or ``"none"`` (``#d.a``); other bodies the grammar
  knows (``"dict_kv"``: ``<{...}, key = N>``, ``"padded"``: ``<[I:+P] {...}>``)
  are custom forms whose class overrides :meth:`AttrDef.parse_payload` and
  :meth:`AttrDef.render`;
- ``verify_()``: the attribute's verifier, run on every parsed instance
  (raise :class:`AttrBodyError`).

The class gets ``__slots__`` for its stored parameters, a constructor taking
them in declaration order (unless it writes its own, the ODS ``builders``),
structural equality over them, a parser and a printer.  A body that does not
fit the declaration (unknown key, wrong value, a value the verifier rejects)
is kept verbatim as :class:`DialectDictAttr` / :class:`DialectBodyAttr`, so
the round trip stays lossless; :func:`build_dialect_attr` is the entry point
the attribute parser calls with the class the context found for the name.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from pyopt.ir.attrs import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    IntegerAttr,
    KeywordAttr,
    OpaqueAttr,
    TypeAttr,
    render_dict_body,
    render_key,
)
from pyopt.ir.base import unique
from pyopt.ir.context import current
from pyopt.ir.version import resolve

__all__ = [
    "AttrBodyError", "ParamError", "AttrInvalid", "ParamKind", "UINT", "SINT", "BOOL", "UINT_ARRAY", "ATTR", "AttrOf", "EnumKind", "TypedAttrKind",
    "REQUIRED", "Param", "AttrDef", "DialectDictAttr", "DialectBodyAttr", "build_dialect_attr",
    "entries_dict", "parse_uint", "parse_sint", "parse_bool", "parse_uints",
]


class AttrBodyError(Exception):
    """The body does not fit the declaration (Triton's parser or verifier
    would reject it); the body is kept verbatim."""


class ParamError(AttrBodyError):
    """A parameter's value is not of its kind; ``template`` is Triton's
    message, with ``{}`` for the parameter's description."""

    def __init__(self, template: str):
        super().__init__(template)
        self.template = template


class AttrInvalid(Exception):
    """Triton rejects the attribute while parsing it (its parser or its
    ``verify``); the message is Triton's.  Unlike :class:`AttrBodyError`, the
    parse fails.  Reported at the mnemonic, or with ``at_end`` at the body's
    closing ``>`` (where a parser that has read the body reports)."""

    def __init__(self, message: str = "", at_end: bool = False):
        super().__init__(message)
        self.at_end = at_end


# =============================================================================
# Parameter kinds: how one ``key = value`` entry reads and prints
# =============================================================================
def parse_uint(a) -> int:
    """A non-negative integer (``parseIntAttrValue``): an IntegerAttr (``true``
    and ``false`` are ``i1`` ones, read signed: ``true`` is -1), kept as a
    32-bit unsigned (so 4294967296 is 0)."""
    if isinstance(a, BoolAttr):
        if a.value:
            raise ParamError("expected an unsigned integer value in {}")
        return 0
    if isinstance(a, IntegerAttr):
        t = a.type
        if getattr(t, "width", None) == 1 and not getattr(t, "signedness", ""):
            if a.value:
                raise ParamError("expected an unsigned integer value in {}")
            return 0
        if a.value < 0:
            raise ParamError("expected an unsigned integer value in {}")
        return int(a.value) & 0xFFFFFFFF  # Triton keeps an `unsigned`
    raise ParamError("expected an integer type in {}")


def parse_sint(a) -> int:
    """Any integer (``IntegerAttr::getInt``)."""
    if isinstance(a, IntegerAttr):
        return int(a.value)
    raise ParamError("expected an integer type in {}")


def parse_bool(a) -> bool:
    """``true``/``false`` or an ``i1`` (``parseBoolAttrValue``)."""
    if isinstance(a, BoolAttr):
        return a.value
    if isinstance(a, IntegerAttr) and getattr(a.type, "width", None) == 1 \
            and not getattr(a.type, "signedness", ""):
        return bool(a.value)
    raise ParamError("expected a bool type in {}")


def parse_uints(a) -> tuple:
    """An array of non-negative integers (``parseIntArrayAttr``)."""
    if not isinstance(a, ArrayAttr):
        raise ParamError("expected an array for {}")
    return tuple(parse_uint(x) for x in a.elements)


def _join(xs) -> str:
    return ", ".join(str(x) for x in xs)


class ParamKind:
    """How a parameter's value is read from its attribute (``parse``; ``get``
    gives the other parameters' values, for kinds that depend on them),
    printed (``print``) and normalised when built (``convert``)."""

    def __init__(self, parse: Callable, print: Callable, convert: Callable = lambda v: v):
        self._parse, self._print, self.convert = parse, print, convert

    def parse(self, attr, get):
        return self._parse(attr)

    def print(self, value, p) -> str:
        return self._print(value, p)


UINT = ParamKind(parse_uint, lambda v, p: str(v), int)
SINT = ParamKind(parse_sint, lambda v, p: str(v), int)
BOOL = ParamKind(parse_bool, lambda v, p: "true" if v else "false", bool)
UINT_ARRAY = ParamKind(parse_uints, lambda v, p: f"[{_join(v)}]", tuple)
ATTR = ParamKind(lambda a: a, lambda v, p: p.attr(v))


def AttrOf(cls, what: str) -> ParamKind:
    """An attribute parameter that must be an instance of ``cls``."""
    def parse(a):
        if not isinstance(a, cls):
            raise AttrBodyError(f"expected {what}")
        return a
    return ParamKind(parse, lambda v, p: p.attr(v))


class EnumKind(ParamKind):
    """An ODS ``EnumParameter``: the enum's keyword (``cg``), stored as the
    keyword.  ``cpp`` is the enum's C++ name, as Triton's parser names it in
    "expected ::mlir::triton::CacheModifier to be one of: ..." (``message``)."""

    def __init__(self, values: tuple, cpp: str):
        self.values, self.cpp = tuple(values), cpp
        super().__init__(self._read, lambda v, p: v, str)

    @property
    def message(self) -> str:
        return f"expected {self.cpp} to be one of: {', '.join(self.values)}"

    def value_error(self, a) -> Optional[str]:
        """Triton's parser's error for ``a`` as this parameter's value, or None."""
        return None if self.word(a) in self.values else self.message

    def word(self, a) -> Optional[str]:
        """The keyword ``a`` spells (``none`` reads as the none type), or None."""
        if isinstance(a, KeywordAttr):
            return a.word
        if isinstance(a, TypeAttr) and str(a.type) == "none":
            return "none"
        return None

    def _read(self, a):
        w = self.word(a)
        if w not in self.values:
            raise ParamError(self.message)
        return w


class TypedAttrKind(ParamKind):
    """An ODS attribute parameter of one attribute class (``FloatAttr``): a
    value of another kind is Triton's parser's "invalid kind of attribute
    specified"."""

    def __init__(self, cls):
        self.cls = cls
        super().__init__(self._read, lambda v, p: p.attr(v))

    def value_error(self, a) -> Optional[str]:
        return None if isinstance(a, self.cls) else "invalid kind of attribute specified"

    def _read(self, a):
        if not isinstance(a, self.cls):
            raise ParamError("invalid kind of attribute specified")
        return a


REQUIRED = object()


class Param:
    """One parameter of an attribute declaration.

    - ``key``: its name in the text; ``field``: the Python attribute holding it;
    - ``kind``: a :class:`ParamKind`;
    - ``default``: the value when the key is absent (a value, or a callable
      taking ``get(field)`` for defaults that depend on other parameters);
      :data:`REQUIRED`: the key must be given;
    - ``elide_default``: not printed when equal to ``default``;
      ``print_if(attr)``: printed only when true;
    - ``check(value)``: a constraint on the parsed value (``message`` when not);
    - ``parse_only``: read from the text but not stored (``value(attr)``
      gives what to print);
    - ``desc``: how Triton's parser names it in its messages ("number of
      warps per CTA"); in a ``strict`` declaration a value of the wrong kind
      is then Triton's error rather than a body kept verbatim;
    - ``declared``: for a parameter only some Triton releases declare, a
      ``Versioned`` rule saying whether the run's release does: elsewhere its
      key is unknown, it is not printed, and it holds its default.
    """

    __slots__ = ("key", "field", "kind", "default", "elide_default", "print_if", "check", "message",
                 "parse_only", "value", "desc", "declared")

    def __init__(self, key: str, field: Optional[str] = None, kind: ParamKind = ATTR, default: Any = REQUIRED,
                 *, elide_default: bool = False, print_if: Optional[Callable] = None,
                 check: Optional[Callable] = None, message: str = "", parse_only: bool = False,
                 value: Optional[Callable] = None, desc: Optional[str] = None, declared=None):
        self.key, self.field, self.kind, self.default = key, field or key, kind, default
        self.elide_default, self.print_if, self.check, self.message = elide_default, print_if, check, message
        self.parse_only, self.value = parse_only, value
        self.desc = desc
        self.declared = declared

    def declared_now(self) -> bool:
        """Whether the active context's release declares the parameter."""
        return self.declared is None or bool(resolve(self.declared))

    def default_value(self, get):
        if self.default is REQUIRED:
            raise AttrBodyError(f"missing parameter '{self.key}'")
        return self.default(get) if callable(self.default) else self.default

    def printed(self, attr) -> bool:
        if not self.declared_now():
            return False
        if self.print_if is not None and not self.print_if(attr):
            return False
        if self.elide_default and getattr(attr, self.field) == self.default:
            return False
        return True


def entries_dict(entries) -> dict:
    """``key -> attr`` of a parsed body; a repeated key is an error."""
    d = {}
    for k, v in entries or ():
        if k in d:
            raise AttrBodyError(f"duplicate key {k}")
        d[k] = v
    return d


# =============================================================================
# AttrDef
# =============================================================================
_FORMS = {"struct": "dict", "params": "struct", "none": None}  # assembly -> the grammar's body kind


class _AttrDefMeta(type):
    """Gives each declaration its ``__slots__`` (the stored parameters a base
    does not already slot).  Its dialect's :class:`~pyopt.ir.dialect.Dialect`
    collects it under ``NAME``."""

    def __new__(mcls, cls_name, bases, ns):
        params = ns.get("parameters")
        if "__slots__" not in ns:
            inherited = set()
            for b in bases:
                for k in b.__mro__:
                    inherited.update(getattr(k, "__slots__", ()))
            ns["__slots__"] = tuple(p.field for p in params or () if not p.parse_only
                                    and p.field not in inherited)
        cls = super().__new__(mcls, cls_name, bases, ns)
        cls._stored = tuple(p for p in cls.parameters if not p.parse_only)
        cls._field_names = tuple(p.field for p in cls._stored)
        return cls


class AttrDef(Attribute, metaclass=_AttrDefMeta):
    """The base of declared dialect attributes (see the module docstring)."""

    __slots__ = ()
    NAME: str = ""
    ALIAS: Optional[str] = None
    parameters: tuple = ()
    assembly: str = "struct"
    #: "error": an unknown key rejects the body; "ignore": it is dropped
    unknown_keys: str = "error"
    #: the exceptions that mean "the body does not fit" when parsing
    parse_errors: tuple = (AttrBodyError,)
    #: the declaration is Triton's whole parser: an unknown key, or a value of
    #: the wrong kind for a parameter with a ``desc``, is Triton's error
    #: (:class:`AttrInvalid`) instead of a body kept verbatim
    strict: bool = False
    #: the releases whose dialect registers the attribute (a release rule, see
    #: ARCHITECTURE.md "Triton releases"); elsewhere its name is unknown
    REGISTERED: Any = True

    # -- construction ------------------------------------------------------------
    def __init__(self, *args, **kwargs):
        """The default builder: the stored parameters in declaration order,
        with their defaults (also for an argument given as None), normalised
        by their kinds."""
        if len(args) > len(self._field_names):
            raise TypeError(f"{type(self).__name__}: too many arguments")
        given = dict(zip(self._field_names, args))
        for k, v in kwargs.items():
            if k not in self._field_names or k in given:
                raise TypeError(f"{type(self).__name__}: unexpected argument {k}")
            given[k] = v
        self._init(**self._resolve(given))

    @classmethod
    def _resolve(cls, given: dict) -> dict:
        """All stored values: ``given`` ones normalised, the others their
        defaults, resolved on demand (a default may depend on other values)."""
        by_field = {p.field: p for p in cls.parameters}
        done: dict = {}

        def get(field):
            if field not in done:
                p = by_field[field]
                if given.get(field) is not None:
                    v = given[field]
                else:
                    v = p.default_value(get)
                done[field] = p.kind.convert(v)
            return done[field]

        return {f: get(f) for f in cls._field_names}

    def _fields(self) -> tuple:
        return tuple(getattr(self, f) for f in self._field_names)

    def __reduce__(self):
        return (_rebuild, (type(self), {f: getattr(self, f) for f in self._field_names}))

    # -- parsing -------------------------------------------------------------------
    @classmethod
    def parse_body(cls, name: str, kind: Optional[str], payload):
        """The attribute for a parsed body of grammar kind ``kind`` (None: no
        body), or None when it does not fit (the caller keeps it verbatim)."""
        if kind != _FORMS.get(cls.assembly, cls.assembly):
            return None
        try:
            r = cls() if kind is None else cls.parse_payload(payload)
            r.verify_()
            return r
        except cls.parse_errors:
            return None

    @classmethod
    def parse_payload(cls, payload):
        """The attribute for the body's payload (for ``struct``/``params``:
        its entries)."""
        return cls.parse_entries(entries_dict(payload))

    @classmethod
    def parse_entries(cls, d: dict):
        """Each parameter from its key (parsed by its kind; its default when
        absent), then the builder."""
        known = {p.key for p in cls.parameters if p.declared_now()}
        if cls.strict:
            cls._check_strict(d)
        if cls.unknown_keys == "error":
            for k in d:
                if k not in known:
                    raise AttrBodyError(f"unexpected key: {k}")
        by_field = {p.field: p for p in cls.parameters}
        values: dict = {}

        def get(field):
            if field not in values:
                p = by_field[field]
                if p.key in d and p.declared_now():
                    v = p.kind.parse(d[p.key], get)
                else:
                    v = p.default_value(get)
                if p.check is not None and not p.check(v):
                    raise AttrBodyError(p.message or f"invalid '{p.key}'")
                values[field] = v
            return values[field]

        for p in cls.parameters:
            get(p.field)
        return cls.from_values(values)

    @classmethod
    def _check_strict(cls, d: dict) -> None:
        """Triton's parser walks the dictionary in its (sorted) key order:
        an unknown key, or a described parameter's value of the wrong kind,
        is its error."""
        by_key = {p.key: p for p in cls.parameters if p.declared_now()}
        for k in sorted(d):
            p = by_key.get(k)
            if p is None:
                if cls.unknown_keys == "error":
                    raise AttrInvalid(f"unexpected key: {k}")
                continue
            if p.desc is not None:
                try:
                    p.kind.parse(d[k], lambda field: None)
                except ParamError as e:
                    raise AttrInvalid(e.template.format(p.desc)) from None

    @classmethod
    def from_values(cls, values: dict):
        """The attribute with these parameter values (by field), normalised
        by their kinds: what the parser builds (ODS's default ``get``; a
        class's own ``__init__`` is one of its extra builders)."""
        obj = object.__new__(cls)
        obj._init(**{p.field: p.kind.convert(values[p.field]) for p in cls._stored})
        return unique(obj)

    def verify_(self) -> None:
        """The attribute's verifier (``Attr::verify``): raise
        :class:`AttrBodyError` when Triton would reject the attribute."""

    # -- printing ------------------------------------------------------------------
    def print_entries(self, p) -> list[str]:
        """``key = value`` of each printed parameter, in declaration order."""
        out = []
        for prm in self.parameters:
            if not prm.printed(self):
                continue
            v = prm.value(self) if prm.value is not None else getattr(self, prm.field)
            out.append(f"{prm.key} = {prm.kind.print(v, p)}")
        return out

    def render(self, p) -> str:
        if self.assembly == "none":
            return "#" + self.NAME
        body = ", ".join(self.print_entries(p))
        if self.assembly == "struct":
            return f"#{self.NAME}<{{{body}}}>"
        return f"#{self.NAME}<{body}>"


def _rebuild(cls, fields):
    obj = object.__new__(cls)
    obj._init(**fields)
    return unique(obj)


# =============================================================================
# Bodies pyopt does not model, kept verbatim
# =============================================================================
def _registered_alias(name: str):
    return getattr(current().lookup_attr(name), "ALIAS", None)


class DialectDictAttr(Attribute):
    """A dialect attribute with a dictionary body that pyopt does not model
    (``#ttg.foo<{a = 1, b = [2]}>``); keeps the entries in their order.  Its
    alias is that of the attribute registered under its name, if any."""

    __slots__ = ("name", "items")

    def __init__(self, name: str, dict_attr):
        items = dict_attr.items if hasattr(dict_attr, "items") else tuple(dict_attr)
        self._init(name=name, items=tuple(items))

    @property
    def ALIAS(self):
        return _registered_alias(self.name)

    def render(self, p) -> str:
        return f"#{self.name}<{{{render_dict_body(p, self.items)}}}>"


class DialectBodyAttr(Attribute):
    """A dialect attribute with one of the other bodies of grammar/attribute.lark
    ``attr_body`` that pyopt does not model, kept as parsed:

    - ``struct``: ``#d.a<k = v, word>`` (``payload`` = entries)
    - ``dict_kv``: ``#d.a<{...}, key = N>`` (``payload`` = (entries, key, N))
    - ``padded``: ``#d.a<[I:+P, ...] {...}>`` (``payload`` = (pairs, entries))
    """

    __slots__ = ("name", "kind", "payload")

    def __init__(self, name: str, kind: str, payload):
        if kind == "struct":
            payload = tuple(payload)
        elif kind == "dict_kv":
            payload = (tuple(payload[0]), payload[1], payload[2])
        elif kind == "padded":
            payload = (tuple(tuple(x) for x in payload[0]), tuple(payload[1]))
        self._init(name=name, kind=kind, payload=payload)

    @property
    def ALIAS(self):
        return _registered_alias(self.name)

    def render(self, p) -> str:
        if self.kind == "struct":
            return f"#{self.name}<{render_dict_body(p, self.payload)}>"
        if self.kind == "dict_kv":
            items, key, val = self.payload
            return f"#{self.name}<{{{render_dict_body(p, items)}}}, {render_key(key)} = {val}>"
        pairs, items = self.payload
        return (f"#{self.name}<[" + ", ".join(f"{i}:+{q}" for i, q in pairs)
                + f"] {{{render_dict_body(p, items)}}}>")


def build_dialect_attr(cls, name: str, kind: Optional[str], payload) -> Attribute:
    """The attribute ``#name`` with a parsed body (``kind`` None: no body;
    ``dict``, ``struct``, ``dict_kv`` or ``padded`` with its payload, see
    pyopt/syntax/attrparser.py); ``cls`` is the class registered under
    ``name`` (None if none), which builds itself (:meth:`AttrDef.parse_body`).
    Whatever is not built is kept verbatim."""
    if cls is not None:
        r = cls.parse_body(name, kind, payload)
        if r is not None:
            return r
    if kind is None:
        return OpaqueAttr("#" + name)
    if kind == "dict":
        return DialectDictAttr(name, payload)
    return DialectBodyAttr(name, kind, payload)
