"""Integer ranges: MLIR's ``ConstantIntRanges`` and ``IntegerValueRange``
(mlir/include/mlir/Interfaces/InferIntRangeInterface.h,
mlir/lib/Interfaces/InferIntRangeInterface.cpp) and the transfer functions
of mlir/lib/Interfaces/Utils/InferIntRangeCommon.cpp, as of the LLVM Triton
3.6.0 builds with.

A :class:`ConstantIntRanges` holds, for a ``width``-bit integer, two ranges
at once: ``[umin, umax]`` read as unsigned and ``[smin, smax]`` read as
signed.  Here the bounds are Python ints in their own reading (``umin``,
``umax`` in ``[0, 2**width)``; ``smin``, ``smax`` in ``[-2**(width-1),
2**(width-1))``), where MLIR keeps ``APInt`` bit patterns; constructors
accept either reading of a bit pattern and normalise it.  Width 0 stands for
"not an integer" (MLIR's zero-width ``APInt``s): every bound is 0.

``index`` is 64 bits wide (``IndexType::kInternalStorageBitWidth``).
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir import types as T

__all__ = [
    "INDEX_BITWIDTH", "ConstantIntRanges", "IntegerValueRange", "storage_bitwidth",
]

#: ``IndexType::kInternalStorageBitWidth``.
INDEX_BITWIDTH = 64


def _mask(width: int) -> int:
    return (1 << width) - 1


def _u(v: int, width: int) -> int:
    """The unsigned reading of the low ``width`` bits of ``v``."""
    return v & ((1 << width) - 1)


def _s(v: int, width: int) -> int:
    """The signed reading of the low ``width`` bits of ``v``."""
    if width == 0:
        return 0
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


def _smin(width: int) -> int:
    return -(1 << (width - 1)) if width else 0


def _smax(width: int) -> int:
    return (1 << (width - 1)) - 1 if width else 0


def storage_bitwidth(t: T.Type) -> int:
    """``ConstantIntRanges::getStorageBitwidth``: the width ranges of values
    of type ``t`` are kept in: that of its element type (``getElementTypeOrSelf``),
    64 for ``index``, 0 for a non-integer."""
    t = t.element_type()
    if isinstance(t, T.IndexType):
        return INDEX_BITWIDTH
    if isinstance(t, T.IntegerType):
        return t.width
    return 0


class ConstantIntRanges:
    """``ConstantIntRanges``: the unsigned range ``[umin, umax]`` and the
    signed range ``[smin, smax]`` of a ``width``-bit integer.  Immutable.

    Each bound may be given as either reading of its bit pattern; it is
    stored in its own reading (``umin``/``umax`` unsigned, ``smin``/``smax``
    signed)."""

    __slots__ = ("umin", "umax", "smin", "smax", "width")

    def __init__(self, umin: int, umax: int, smin: int, smax: int, width: int):
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "umin", _u(umin, width))
        object.__setattr__(self, "umax", _u(umax, width))
        object.__setattr__(self, "smin", _s(smin, width))
        object.__setattr__(self, "smax", _s(smax, width))

    def __setattr__(self, name, value):
        raise AttributeError("ConstantIntRanges is immutable")

    # -- constructors (MLIR's static methods) -------------------------------
    @classmethod
    def max_range(cls, width: int) -> "ConstantIntRanges":
        """``maxRange``: every ``width``-bit value."""
        return cls.from_unsigned(0, _mask(width), width)

    @classmethod
    def constant(cls, value: int, width: int) -> "ConstantIntRanges":
        """``constant``: the one value ``value`` (either reading)."""
        return cls(value, value, value, value, width)

    @classmethod
    def range(cls, lo: int, hi: int, is_signed: bool, width: int) -> "ConstantIntRanges":
        """``range``: ``[lo, hi]`` read as signed or unsigned."""
        if is_signed:
            return cls.from_signed(lo, hi, width)
        return cls.from_unsigned(lo, hi, width)

    @classmethod
    def from_signed(cls, smin: int, smax: int, width: int) -> "ConstantIntRanges":
        """``fromSigned``: the signed range ``[smin, smax]``; the unsigned one is
        the same bounds when both have the same sign, else everything."""
        smin = _s(smin, width)
        smax = _s(smax, width)
        if (smin >= 0) == (smax >= 0):
            a, b = _u(smin, width), _u(smax, width)
            umin, umax = (a if a < b else b), (a if a > b else b)
        else:
            umin, umax = 0, _mask(width)
        return cls(umin, umax, smin, smax, width)

    @classmethod
    def from_unsigned(cls, umin: int, umax: int, width: int) -> "ConstantIntRanges":
        """``fromUnsigned``: the unsigned range ``[umin, umax]``; the signed one
        is the same bounds when both have the same sign bit, else everything."""
        umin = _u(umin, width)
        umax = _u(umax, width)
        if (_s(umin, width) >= 0) == (_s(umax, width) >= 0):
            a, b = _s(umin, width), _s(umax, width)
            smin, smax = (a if a < b else b), (a if a > b else b)
        else:
            smin, smax = _smin(width), _smax(width)
        return cls(umin, umax, smin, smax, width)

    # -- queries -------------------------------------------------------------
    def range_union(self, other: "ConstantIntRanges") -> "ConstantIntRanges":
        """``rangeUnion``: the smallest ranges holding both, bound by bound
        (a width-0 "not an integer" side wins)."""
        if self.width == 0:
            return self
        if other.width == 0:
            return other
        return ConstantIntRanges(min(self.umin, other.umin), max(self.umax, other.umax),
                                 min(self.smin, other.smin), max(self.smax, other.smax),
                                 self.width)

    def intersection(self, other: "ConstantIntRanges") -> "ConstantIntRanges":
        """``intersection``: bound by bound (a width-0 side wins)."""
        if self.width == 0:
            return self
        if other.width == 0:
            return other
        return ConstantIntRanges(max(self.umin, other.umin), min(self.umax, other.umax),
                                 max(self.smin, other.smin), min(self.smax, other.smax),
                                 self.width)

    def get_constant_value(self) -> Optional[int]:
        """``getConstantValue``: the one value of the range as an unsigned bit
        pattern (from the unsigned bounds, else the signed ones), or None;
        never for width 0."""
        if self.width == 0:
            return None
        if self.umin == self.umax:
            return self.umin
        if self.smin == self.smax:
            return _u(self.smin, self.width)
        return None

    # -- Python protocol -----------------------------------------------------
    def _key(self) -> tuple:
        return (self.width, self.umin, self.umax, self.smin, self.smax)

    def __eq__(self, other) -> bool:
        return isinstance(other, ConstantIntRanges) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        """As MLIR's ``operator<<``: unsigned bounds read as unsigned, signed
        ones as signed."""
        return f"unsigned : [{self.umin}, {self.umax}] signed : [{self.smin}, {self.smax}]"

    def __repr__(self) -> str:
        return f"ConstantIntRanges(i{self.width}: {self})"

    def __reduce__(self):
        return (ConstantIntRanges, (self.umin, self.umax, self.smin, self.smax, self.width))


class IntegerValueRange:
    """``IntegerValueRange``: the lattice value of integer range analysis, a
    :class:`ConstantIntRanges` or uninitialized (``value`` None).  Immutable."""

    __slots__ = ("value",)

    def __init__(self, value: Optional[ConstantIntRanges] = None):
        object.__setattr__(self, "value", value)

    def __setattr__(self, name, value):
        raise AttributeError("IntegerValueRange is immutable")

    @staticmethod
    def get_max_range(value) -> "IntegerValueRange":
        """``getMaxRange``: every value of ``value``'s type (an SSA value or a
        type); for a non-integer type the width-0 range."""
        t = value if isinstance(value, T.Type) else value.type
        width = storage_bitwidth(t)
        return IntegerValueRange(ConstantIntRanges(0, _mask(width), _smin(width), _smax(width), width))

    def is_uninitialized(self) -> bool:
        return self.value is None

    def get_value(self) -> ConstantIntRanges:
        """``getValue``: the ranges (asserting they are initialized)."""
        assert self.value is not None, "uninitialized IntegerValueRange"
        return self.value

    @staticmethod
    def join(lhs: "IntegerValueRange", rhs: "IntegerValueRange") -> "IntegerValueRange":
        """``join``: the union, where an uninitialized side yields the other."""
        if lhs.value is None:
            return rhs
        if rhs.value is None:
            return lhs
        return IntegerValueRange(lhs.value.range_union(rhs.value))

    def __eq__(self, other) -> bool:
        return isinstance(other, IntegerValueRange) and self.value == other.value

    def __hash__(self) -> int:
        return hash(self.value)

    def __str__(self) -> str:
        return "<uninitialized>" if self.value is None else str(self.value)

    def __repr__(self) -> str:
        return f"IntegerValueRange({self.value!r})"

    def __reduce__(self):
        return (IntegerValueRange, (self.value,))
