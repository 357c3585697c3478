"""Immutable, structurally compared values: the common base of types and attributes.

A subclass lists its fields in ``__slots__`` (values must be hashable: tuples,
not lists) and implements ``render(p)``, which returns its text and asks the
printer ``p`` for nested attributes and types (``p.attr(x)``, ``p.type(x)``) so
that aliases are substituted and collected in the order MLIR's printer visits
them.  Equality and hashing are by class and fields.
"""

from __future__ import annotations


_set_field = object.__setattr__


class Immutable:
    __slots__ = ("_hash", "_key")

    def _fields(self) -> tuple:
        """The values that identify the object (default: the fields, in
        ``__slots__`` order).  Computed once, when first needed, into ``_key``."""
        return tuple([getattr(self, s) for s in self.__slots__])

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _init(self, **fields) -> None:
        # Run for every type, attribute and location made (one location per
        # op parsed): kept lean, and the key is made when first compared or
        # hashed (most locations never are).
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

    def __eq__(self, other) -> bool:
        if self is other:
            return True
        if type(other) is not type(self) or hash(self) != hash(other):
            return False
        return self._keyed() == other._keyed()

    def __ne__(self, other) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((type(self).__name__, self._keyed()))
            object.__setattr__(self, "_hash", h)
        return h

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


def _rebuild(cls, fields):
    obj = cls.__new__(cls)
    obj._init(**fields)
    return obj
