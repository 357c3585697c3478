"""Immutable values, uniqued: the common base of types and attributes.

A subclass lists its fields in ``__slots__`` (values must be hashable: tuples,
not lists) and implements ``render(p)``, which returns its text and asks the
printer ``p`` for nested attributes and types (``p.attr(x)``, ``p.type(x)``) so
that aliases are substituted and collected in the order MLIR's printer visits
them.

As in MLIR's context, types and attributes are uniqued: making one whose class
and fields equal those of a live one gives that object back, so equality is
identity and hashing is by address (C speed, no field tuple compared).  The
table holds the objects weakly: one nobody uses any more goes away.  Every way
of making one goes through :func:`unique` (the class's call, ``_rebuild`` for
pickling and copying, builders that fill ``object.__new__(cls)`` themselves).

The class's call is plain ``type.__call__`` (no metaclass: a metaclass would
take ``isinstance`` off CPython's fast path for every type and attribute
class): ``Immutable.__new__`` runs the class's ``__init__``, moved to
``_build`` when the class is made, and returns the unique object; the
``__init__`` left is ``object.__init__``, which does nothing.

Locations stay structural values (:class:`Structural`): one is made per op
parsed, and few are ever compared, so uniquing them would cost more than it
saves.
"""

from __future__ import annotations

from weakref import ref as _weakref


_set_field = object.__setattr__

#: (class, fields) -> weak reference to the one live object with them
_UNIQUED: dict = {}


def unique(obj):
    """The live object equal to ``obj`` (its class and fields), or ``obj``
    itself, recorded as the one from now on."""
    key = (type(obj), obj._fields())
    try:
        r = _UNIQUED.get(key)
    except TypeError:  # a field that cannot be hashed: the object stays alone
        return obj
    if r is not None:
        found = r()
        if found is not None:
            return found
    _UNIQUED[key] = _weakref(obj, lambda r, key=key: _UNIQUED.pop(key, None) if _UNIQUED.get(key) is r else None)
    return obj


class Immutable:
    __slots__ = ("__weakref__",)
    _uniqued = True

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        init = cls.__dict__.get("__init__")
        if init is not None and cls._uniqued:
            cls._build = init
            del cls.__init__  # object.__init__ is left: the fields are set once

    def __new__(cls, *args, **kwargs):
        obj = object.__new__(cls)
        obj._build(*args, **kwargs)
        return unique(obj)

    def _build(self) -> None:
        self._init()

    def _fields(self) -> tuple:
        """The values that identify the object (default: the fields, in
        ``__slots__`` order)."""
        return tuple([getattr(self, s) for s in self.__slots__])

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _init(self, **fields) -> None:
        set_field = _set_field
        for k, v in fields.items():
            set_field(self, k, v)

    # Uniqued: equality is identity and the hash is the address's.
    __eq__ = object.__eq__
    __ne__ = object.__ne__
    __hash__ = object.__hash__

    def __reduce__(self):
        return (_rebuild, (type(self), {s: getattr(self, s) for s in self.__slots__}))

    def render(self, p) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def __str__(self) -> str:
        # Imported here: the printer imports the types and attributes built on
        # this class (a cycle inside the core), and plain use never prints.
        from pyopt.ir.printer import render_standalone

        return render_standalone(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)})"


class Structural(Immutable):
    """A value compared by class and fields, not uniqued (locations: one per
    op parsed).  The field tuple and hash are made when compared or hashed
    (most locations never are); :class:`CachedStructural` keeps them, for
    values that nest others."""

    __slots__ = ()
    _uniqued = False

    def __new__(cls, *args, **kwargs):
        return object.__new__(cls)

    def _init(self, **fields) -> None:
        set_field = _set_field
        for k, v in fields.items():
            set_field(self, k, v)

    def _keyed(self) -> tuple:
        return self._fields()

    def __eq__(self, other) -> bool:
        if self is other:
            return True
        if type(other) is not type(self) or hash(self) != hash(other):
            return False
        return self._keyed() == other._keyed()

    def __ne__(self, other) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._keyed()))


class CachedStructural(Structural):
    """A :class:`Structural` value that keeps its field tuple and hash once
    made: comparing or hashing one that nests others (a call-site location
    of call-site locations) then never walks what it nests again."""

    __slots__ = ("_hash", "_key")

    def _init(self, **fields) -> None:
        set_field = _set_field
        for k, v in fields.items():
            set_field(self, k, v)
        set_field(self, "_hash", None)
        set_field(self, "_key", None)

    def _keyed(self) -> tuple:
        key = self._key
        if key is None:
            key = self._fields()
            _set_field(self, "_key", key)
        return key

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((type(self).__name__, self._keyed()))
            _set_field(self, "_hash", h)
        return h


def _rebuild(cls, fields):
    obj = object.__new__(cls)
    obj._init(**fields)
    return obj if isinstance(obj, Structural) else unique(obj)
