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

``index`` is 64 bits wide (``IndexType::kInternalStorageBitWidth``); the
width of a shaped type's range is its element type's
(``getStorageBitwidth``); ``IntegerValueRange.get_max_range`` of a
non-integer is the width-0 range, not "uninitialized".

The transfer functions are MLIR's of Triton 3.6.0's LLVM (f6ded0be,
September 2025): before MLIR's poison ranges (``propagatePoison``, an empty
range for poison) and its later ``arith.select`` change (an uninitialized
operand no longer ignored; Triton 3.7's LLVM has it: a release rule on
``arith.select``'s class).  Operands may be empty ranges (umin > umax), as
when ``nsw`` / ``nuw`` prove an overflow: the rules then compute what the C++
does, without special cases.

Ported beside the interface's types: ``getIntValueRanges``; everything in
InferIntRangeCommon.cpp (``inferIndexOp`` and ``CmpMode`` too, for the
``index`` dialect's ops pyopt lacks).  Not ported: ``inferShapedDimOpInterface``
(``tensor.dim`` / ``memref.dim``, absent from pyopt's dialects).
"""

from __future__ import annotations

import enum
from typing import Callable, Optional, Sequence

from pyopt.ir import attrs as A
from pyopt.ir import types as T

__all__ = [
    "INDEX_BITWIDTH", "INDEX_MIN_WIDTH", "INDEX_MAX_WIDTH", "ConstantIntRanges",
    "IntegerValueRange", "storage_bitwidth", "get_int_value_ranges", "OverflowFlags", "CmpPredicate", "CmpMode",
    "infer_index_op", "ext_range", "ext_ui_range", "ext_si_range", "trunc_range",
    "infer_add", "infer_sub", "infer_mul", "infer_div_u", "infer_ceil_div_u", "infer_div_s",
    "infer_ceil_div_s", "infer_floor_div_s", "infer_rem_s", "infer_rem_u", "infer_max_s",
    "infer_max_u", "infer_min_s", "infer_min_u", "infer_and", "infer_or", "infer_xor",
    "infer_shl", "infer_shr_s", "infer_shr_u", "evaluate_pred", "infer_cmp",
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


def get_int_value_ranges(values: Sequence, get_int_range: Callable, index_bitwidth: int) -> list:
    """``getIntValueRanges``: the range of each of ``values`` (MLIR's
    ``OpFoldResult``s): ``get_int_range(value)`` for an SSA value, the
    constant (sign-extended or truncated to ``index_bitwidth``) for an
    ``IntegerAttr``."""
    out = []
    for v in values:
        if isinstance(v, A.IntegerAttr):
            width = storage_bitwidth(v.type)
            out.append(IntegerValueRange(ConstantIntRanges.constant(_s(v.value, width), index_bitwidth)))
        else:
            out.append(get_int_range(v))
    return out


# ===========================================================================
# Transfer functions (mlir/lib/Interfaces/Utils/InferIntRangeCommon.cpp)
# ===========================================================================
#
# MLIR computes on APInt bit patterns; here each helper reads its operands in
# the reading the C++ compares them in (``ult``: unsigned, ``slt``: signed)
# and wraps results to the width where APInt arithmetic wraps.


class OverflowFlags(enum.IntFlag):
    """``intrange::OverflowFlags``: ``nsw`` / ``nuw`` of the op (from arith's
    ``#arith.overflow<...>``): bounds are then computed with saturating
    arithmetic instead of giving up on overflow."""

    NONE = 0
    NSW = 1
    NUW = 2


class CmpPredicate(enum.IntEnum):
    """``intrange::CmpPredicate`` (numbered as ``arith::CmpIPredicate``)."""

    eq = 0
    ne = 1
    slt = 2
    sle = 3
    sgt = 4
    sge = 5
    ult = 6
    ule = 7
    ugt = 8
    uge = 9


class CmpMode(enum.Enum):
    """``intrange::CmpMode``: which half of the ranges :func:`infer_index_op`
    compares between its 32- and 64-bit results."""

    Both = 0
    Signed = 1
    Unsigned = 2


#: ``intrange::indexMinWidth`` / ``indexMaxWidth``: index ops are inferred at both.
INDEX_MIN_WIDTH = 32
INDEX_MAX_WIDTH = 64

_ArithFn = Callable[[int, int], Optional[int]]


def _compute_bounds_by(op: _ArithFn, min_l: int, min_r: int, max_l: int, max_r: int,
                       is_signed: bool, width: int) -> ConstantIntRanges:
    """``computeBoundsBy``: ``[op(min_l, min_r), op(max_l, max_r)]``, or the
    maximal range if either overflows (``op`` returns None)."""
    lo = op(min_l, min_r)
    hi = op(max_l, max_r)
    if lo is not None and hi is not None:
        return ConstantIntRanges.range(lo, hi, is_signed, width)
    return ConstantIntRanges.max_range(width)


def _min_max_by(op: _ArithFn, lhs: Sequence[int], rhs: Sequence[int], is_signed: bool,
                width: int) -> ConstantIntRanges:
    """``minMaxBy``: the least and greatest ``op(l, r)`` over the given
    operand values, compared in the signed or unsigned reading; the maximal
    range if one overflows."""
    read = _s if is_signed else _u
    lo = _smax(width) if is_signed else _mask(width)
    hi = _smin(width) if is_signed else 0
    for a in lhs:
        for b in rhs:
            r = op(a, b)
            if r is None:
                return ConstantIntRanges.max_range(width)
            r = read(r, width)
            if r < lo:
                lo = r
            if r > hi:
                hi = r
    return ConstantIntRanges.range(lo, hi, is_signed, width)


# -- APInt operations (LLVM's APInt.cpp semantics) --------------------------------
def _clamp_s(v: int, width: int) -> int:
    return max(_smin(width), min(_smax(width), v))


def _fits_s(v: int, width: int) -> bool:
    return _smin(width) <= v <= _smax(width)


def sdiv(a: int, b: int) -> int:
    """Signed division rounding toward zero, of signed readings."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def srem(a: int, b: int) -> int:
    """``APInt::srem`` of signed readings: the remainder takes the dividend's sign."""
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def _countl_zero(v: int, width: int) -> int:
    return width - _u(v, width).bit_length()


def _countl_one(v: int, width: int) -> int:
    return _countl_zero(~v, width)


def _ushl_ov(a: int, r: int, width: int) -> Optional[int]:
    """``APInt::ushl_ov``: None when the amount is the width or more, or a set
    bit is shifted out."""
    a = _u(a, width)
    if r >= width or r > _countl_zero(a, width):
        return None
    return _u(a << r, width)


def _sshl_ov(a: int, r: int, width: int) -> Optional[int]:
    """``APInt::sshl_ov``: None when the amount is the width or more, or the
    sign would change."""
    a = _s(a, width)
    if r >= width:
        return None
    if a >= 0:
        if r >= _countl_zero(a, width):
            return None
    elif r >= _countl_one(a, width):
        return None
    return _u(a << r, width)


def _low_bits(n: int) -> int:
    return (1 << n) - 1


# -- Ext, trunc, index op handling ------------------------------------------------
def infer_index_op(infer_fn: Callable[[list], ConstantIntRanges], arg_ranges: Sequence[ConstantIntRanges],
                   mode: CmpMode) -> ConstantIntRanges:
    """``inferIndexOp``: infer an ``index`` op at 64 bits and at 32 bits (its
    arguments truncated); if the 32-bit result differs from the 64-bit one
    truncated (in the halves ``mode`` names), the union of the 64-bit
    result and the 32-bit one extended."""
    sixty_four = infer_fn(list(arg_ranges))
    truncated = [trunc_range(r, INDEX_MIN_WIDTH) for r in arg_ranges]
    thirty_two = infer_fn(truncated)
    thirty_two_as_64 = ext_range(thirty_two, INDEX_MAX_WIDTH)
    sixty_four_as_32 = trunc_range(sixty_four, INDEX_MIN_WIDTH)
    if mode is CmpMode.Both:
        equal = thirty_two == sixty_four_as_32
    elif mode is CmpMode.Signed:
        equal = (thirty_two.smin == sixty_four_as_32.smin
                 and thirty_two.smax == sixty_four_as_32.smax)
    else:
        equal = (thirty_two.umin == sixty_four_as_32.umin
                 and thirty_two.umax == sixty_four_as_32.umax)
    if equal:
        return sixty_four
    return sixty_four.range_union(thirty_two_as_64)


def ext_range(r: ConstantIntRanges, dest_width: int) -> ConstantIntRanges:
    """``extRange``: unsigned bounds zero-extended, signed ones sign-extended."""
    return ConstantIntRanges(r.umin, r.umax, r.smin, r.smax, dest_width)


def ext_ui_range(r: ConstantIntRanges, dest_width: int) -> ConstantIntRanges:
    """``extUIRange``: the unsigned bounds zero-extended (``arith.extui``)."""
    return ConstantIntRanges.from_unsigned(r.umin, r.umax, dest_width)


def ext_si_range(r: ConstantIntRanges, dest_width: int) -> ConstantIntRanges:
    """``extSIRange``: the signed bounds sign-extended (``arith.extsi``)."""
    return ConstantIntRanges.from_signed(r.smin, r.smax, dest_width)


def trunc_range(r: ConstantIntRanges, dest_width: int) -> ConstantIntRanges:
    """``truncRange``: bounds truncated where the truncation cannot wrap
    within the range (the bits above ``dest_width`` of both unsigned bounds
    agree; the bits from the new sign bit up of both signed bounds agree or
    are all ones for the lower and all zeros for the upper), else the whole
    half."""
    unsigned_rollover = (r.umin >> dest_width) != (r.umax >> dest_width)
    if unsigned_rollover:
        umin, umax = 0, _mask(dest_width)
    else:
        umin, umax = r.umin, r.umax
    lo_high = r.smin >> (dest_width - 1)
    hi_high = r.smax >> (dest_width - 1)
    signed_overflow = (lo_high != hi_high and not (lo_high == -1 and hi_high in (-1, 0))
                       and not (lo_high == 0 and hi_high == 0))
    if signed_overflow:
        smin, smax = _smin(dest_width), _smax(dest_width)
    else:
        smin, smax = r.smin, r.smax
    return ConstantIntRanges(umin, umax, smin, smax, dest_width)


# -- Addition, subtraction, multiplication ------------------------------------
def infer_add(arg_ranges: Sequence[ConstantIntRanges],
              ovf_flags: OverflowFlags = OverflowFlags.NONE) -> ConstantIntRanges:
    """``inferAdd``: the unsigned range from the unsigned bounds and the
    signed range from the signed ones, each the maximal range if its bounds
    overflow (saturating instead under ``nuw`` / ``nsw``), intersected."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = lhs.width
    nuw = bool(ovf_flags & OverflowFlags.NUW)
    nsw = bool(ovf_flags & OverflowFlags.NSW)

    def uadd(a, b):
        v = a + b
        if v > _mask(w):
            return _mask(w) if nuw else None
        return v

    def sadd(a, b):
        v = a + b
        if not _fits_s(v, w):
            return _clamp_s(v, w) if nsw else None
        return v

    urange = _compute_bounds_by(uadd, lhs.umin, rhs.umin, lhs.umax, rhs.umax, False, w)
    srange = _compute_bounds_by(sadd, lhs.smin, rhs.smin, lhs.smax, rhs.smax, True, w)
    return urange.intersection(srange)


def infer_sub(arg_ranges: Sequence[ConstantIntRanges],
              ovf_flags: OverflowFlags = OverflowFlags.NONE) -> ConstantIntRanges:
    """``inferSub``: as :func:`infer_add`, with ``[lmin - rmax, lmax - rmin]``."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = lhs.width
    nuw = bool(ovf_flags & OverflowFlags.NUW)
    nsw = bool(ovf_flags & OverflowFlags.NSW)

    def usub(a, b):
        v = a - b
        if v < 0:
            return 0 if nuw else None
        return v

    def ssub(a, b):
        v = a - b
        if not _fits_s(v, w):
            return _clamp_s(v, w) if nsw else None
        return v

    urange = _compute_bounds_by(usub, lhs.umin, rhs.umax, lhs.umax, rhs.umin, False, w)
    srange = _compute_bounds_by(ssub, lhs.smin, rhs.smax, lhs.smax, rhs.smin, True, w)
    return urange.intersection(srange)


def infer_mul(arg_ranges: Sequence[ConstantIntRanges],
              ovf_flags: OverflowFlags = OverflowFlags.NONE) -> ConstantIntRanges:
    """``inferMul``: the extreme products of the bounds, in each reading (the
    maximal range if one overflows, unless saturating under the flag),
    intersected."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = lhs.width
    nuw = bool(ovf_flags & OverflowFlags.NUW)
    nsw = bool(ovf_flags & OverflowFlags.NSW)

    def umul(a, b):
        v = a * b
        if v > _mask(w):
            return _mask(w) if nuw else None
        return v

    def smul(a, b):
        v = a * b
        if not _fits_s(v, w):
            return _clamp_s(v, w) if nsw else None
        return v

    urange = _min_max_by(umul, (lhs.umin, lhs.umax), (rhs.umin, rhs.umax), False, w)
    srange = _min_max_by(smul, (lhs.smin, lhs.smax), (rhs.smin, rhs.smax), True, w)
    return urange.intersection(srange)


# -- Division -----------------------------------------------------------------
_DivFixup = Callable[[int, int, int], Optional[int]]


def _no_fixup(a: int, b: int, q: int) -> Optional[int]:
    return q


def _infer_div_u_range(lhs: ConstantIntRanges, rhs: ConstantIntRanges,
                       fixup: _DivFixup) -> ConstantIntRanges:
    """``inferDivURange``: the extreme quotients of the unsigned bounds when
    the divisor cannot be 0; else ``[lmin / rmax (or 0), lmax]``."""
    w = lhs.width
    if rhs.umin != 0:
        return _min_max_by(lambda a, b: fixup(a, b, a // b), (lhs.umin, lhs.umax),
                           (rhs.umin, rhs.umax), False, w)
    umin = 0
    if lhs.umin >= rhs.umax and rhs.umax != 0:
        umin = lhs.umin // rhs.umax
    return ConstantIntRanges.from_unsigned(umin, lhs.umax, w)


def infer_div_u(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferDivU`` (``arith.divui``)."""
    return _infer_div_u_range(arg_ranges[0], arg_ranges[1], _no_fixup)


def infer_ceil_div_u(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferCeilDivU`` (``arith.ceildivui``): quotients rounded up (the
    maximal range where that overflows)."""
    w = arg_ranges[0].width

    def fix(a, b, q):
        if a % b:
            return None if q + 1 > _mask(w) else q + 1
        return q

    return _infer_div_u_range(arg_ranges[0], arg_ranges[1], fix)


def _infer_div_s_range(lhs: ConstantIntRanges, rhs: ConstantIntRanges,
                       fixup: _DivFixup) -> ConstantIntRanges:
    """``inferDivSRange``: the extreme quotients of the signed bounds when the
    divisor's sign is known (the maximal range if ``INT_MIN / -1`` or the
    fixup overflows); else the maximal range."""
    w = lhs.width
    if rhs.smin > 0 or rhs.smax < 0:
        def fixed_sdiv(a, b):
            if a == _smin(w) and b == -1:
                return None
            return fixup(a, b, sdiv(a, b))

        return _min_max_by(fixed_sdiv, (lhs.smin, lhs.smax), (rhs.smin, rhs.smax), True, w)
    return ConstantIntRanges.max_range(w)


def infer_div_s(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferDivS`` (``arith.divsi``)."""
    return _infer_div_s_range(arg_ranges[0], arg_ranges[1], _no_fixup)


def infer_ceil_div_s(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferCeilDivS`` (``arith.ceildivsi``): quotients rounded up where
    dividend and divisor have the same sign; ``INT_MIN / b`` (``b > 1``) is
    negated as arith's folder computes it; and a dividend range holding
    ``INT_MIN`` and more also takes the quotients from ``INT_MIN + 1``."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = lhs.width

    def fix(a, b, q):
        if srem(a, b) != 0 and (a >= 0) == (b >= 0):
            return None if q + 1 > _smax(w) else q + 1
        if a == _smin(w) and b > 1:
            return _s(-q, w)
        return q

    result = _infer_div_s_range(lhs, rhs, fix)
    if lhs.smin == _smin(w) and lhs.smax > lhs.smin:
        new_lhs = ConstantIntRanges.from_signed(lhs.smin + 1, lhs.smax, w)
        result = result.range_union(_infer_div_s_range(new_lhs, rhs, fix))
    return result


def infer_floor_div_s(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferFloorDivS`` (``arith.floordivsi``): quotients rounded down where
    dividend and divisor have different signs."""
    w = arg_ranges[0].width

    def fix(a, b, q):
        if srem(a, b) != 0 and (a >= 0) != (b >= 0):
            return None if q - 1 < _smin(w) else q - 1
        return q

    return _infer_div_s_range(arg_ranges[0], arg_ranges[1], fix)


# -- Remainders ---------------------------------------------------------------
def infer_rem_s(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferRemS`` (``arith.remsi``): when the divisor's sign is known,
    ``(-d, d)`` for the largest divisor magnitude ``d``, cut to the
    dividend's signs; with a constant divisor and a dividend range narrower
    than it, the remainders of the bounds if they do not wrap."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = rhs.width
    smin, smax = _smin(w), _smax(w)
    if rhs.smin > 0 or rhs.smax < 0:
        # APInt::abs wraps: |INT_MIN| stays INT_MIN's bit pattern.
        max_divisor = rhs.smax if rhs.smin > 0 else _s(-rhs.smin, w)
        max_positive = _s(max_divisor - 1, w)
        min_negative = _s(-max_positive, w)
        smin = min_negative if lhs.smin < 0 else 0
        smax = max_positive if lhs.smax > 0 else 0
        if rhs.smin == rhs.smax:
            if _u(lhs.smax - lhs.smin, w) < _u(max_divisor, w):
                min_rem = srem(lhs.smin, max_divisor)
                max_rem = srem(lhs.smax, max_divisor)
                if min_rem <= max_rem:
                    smin, smax = min_rem, max_rem
    return ConstantIntRanges.from_signed(smin, smax, w)


def infer_rem_u(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferRemU`` (``arith.remui``): ``[0, min(rmax - 1, lmax)]``; with a
    constant non-zero divisor and a dividend range narrower than it, the
    remainders of the bounds if they do not wrap."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = rhs.width
    umin = 0
    umax = min(_u(rhs.umax - 1, w), lhs.umax)
    if rhs.umin != 0 and rhs.umin == rhs.umax:
        if _u(lhs.umax - lhs.umin, w) < rhs.umax:
            min_rem = lhs.umin % rhs.umax
            max_rem = lhs.umax % rhs.umax
            if min_rem <= max_rem:
                umin, umax = min_rem, max_rem
    return ConstantIntRanges.from_unsigned(umin, umax, w)


# -- Max and min --------------------------------------------------------------
def infer_max_s(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferMaxS`` (``arith.maxsi``)."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    return ConstantIntRanges.from_signed(max(lhs.smin, rhs.smin), max(lhs.smax, rhs.smax), lhs.width)


def infer_max_u(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferMaxU`` (``arith.maxui``)."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    return ConstantIntRanges.from_unsigned(max(lhs.umin, rhs.umin), max(lhs.umax, rhs.umax), lhs.width)


def infer_min_s(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferMinS`` (``arith.minsi``)."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    return ConstantIntRanges.from_signed(min(lhs.smin, rhs.smin), min(lhs.smax, rhs.smax), lhs.width)


def infer_min_u(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferMinU`` (``arith.minui``)."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    return ConstantIntRanges.from_unsigned(min(lhs.umin, rhs.umin), min(lhs.umax, rhs.umax), lhs.width)


# -- Bitwise operators --------------------------------------------------------
def _widen_bitwise_bounds(r: ConstantIntRanges) -> tuple:
    """``widenBitwiseBounds``: the unsigned bounds with the bits below their
    highest differing bit cleared (lower) and set (upper)."""
    low = _low_bits((r.umin ^ r.umax).bit_length())
    return r.umin & ~low, r.umax | low


def infer_and(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferAnd`` (``arith.andi``): extreme ``&`` of the widened bounds."""
    lz, lo = _widen_bitwise_bounds(arg_ranges[0])
    rz, ro = _widen_bitwise_bounds(arg_ranges[1])
    return _min_max_by(lambda a, b: a & b, (lz, lo), (rz, ro), False, arg_ranges[0].width)


def infer_or(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferOr`` (``arith.ori``): extreme ``|`` of the widened bounds."""
    lz, lo = _widen_bitwise_bounds(arg_ranges[0])
    rz, ro = _widen_bitwise_bounds(arg_ranges[1])
    return _min_max_by(lambda a, b: a | b, (lz, lo), (rz, ro), False, arg_ranges[0].width)


def infer_xor(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferXor`` (``arith.xori``): the ``^`` of the lower bounds with every
    bit that varies in either range cleared (lower) or set (upper)."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    mask = _low_bits((lhs.umin ^ lhs.umax).bit_length()) | _low_bits((rhs.umin ^ rhs.umax).bit_length())
    res = lhs.umin ^ rhs.umin
    return ConstantIntRanges.from_unsigned(res & ~mask, res | mask, lhs.width)


# -- Shifts -------------------------------------------------------------------
def infer_shl(arg_ranges: Sequence[ConstantIntRanges],
              ovf_flags: OverflowFlags = OverflowFlags.NONE) -> ConstantIntRanges:
    """``inferShl`` (``arith.shli``): as a multiplication by ``2**rhs``, with
    the shift amounts' unsigned bounds; an overflowing shift gives the
    maximal range, or saturates under ``nuw`` / ``nsw`` (LLVM's
    ``ushl_sat`` / ``sshl_sat``)."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = lhs.width
    nuw = bool(ovf_flags & OverflowFlags.NUW)
    nsw = bool(ovf_flags & OverflowFlags.NSW)

    def ushl(a, r):
        v = _ushl_ov(a, r, w)
        if v is None and nuw:
            return _mask(w)
        return v

    def sshl(a, r):
        v = _sshl_ov(a, r, w)
        if v is None and nsw:
            return _smin(w) if _s(a, w) < 0 else _smax(w)
        return v

    urange = _min_max_by(ushl, (lhs.umin, lhs.umax), (rhs.umin, rhs.umax), False, w)
    srange = _min_max_by(sshl, (lhs.smin, lhs.smax), (rhs.umin, rhs.umax), True, w)
    return urange.intersection(srange)


def infer_shr_s(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferShrS`` (``arith.shrsi``): extreme arithmetic shifts of the signed
    bounds by the unsigned shift bounds; the maximal range if an amount may
    reach the width."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = lhs.width
    return _min_max_by(lambda a, r: None if r >= w else a >> r, (lhs.smin, lhs.smax),
                       (rhs.umin, rhs.umax), True, w)


def infer_shr_u(arg_ranges: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    """``inferShrU`` (``arith.shrui``): as :func:`infer_shr_s`, logical, on the
    unsigned bounds."""
    lhs, rhs = arg_ranges[0], arg_ranges[1]
    w = lhs.width
    return _min_max_by(lambda a, r: None if r >= w else a >> r, (lhs.umin, lhs.umax),
                       (rhs.umin, rhs.umax), False, w)


# -- Comparisons --------------------------------------------------------------
_INVERSE = {
    CmpPredicate.eq: CmpPredicate.ne, CmpPredicate.ne: CmpPredicate.eq,
    CmpPredicate.slt: CmpPredicate.sge, CmpPredicate.sle: CmpPredicate.sgt,
    CmpPredicate.sgt: CmpPredicate.sle, CmpPredicate.sge: CmpPredicate.slt,
    CmpPredicate.ult: CmpPredicate.uge, CmpPredicate.ule: CmpPredicate.ugt,
    CmpPredicate.ugt: CmpPredicate.ule, CmpPredicate.uge: CmpPredicate.ult,
}


def _is_statically_true(pred: CmpPredicate, lhs: ConstantIntRanges, rhs: ConstantIntRanges) -> bool:
    """``isStaticallyTrue``: ``pred`` holds for every pair of values."""
    if pred == CmpPredicate.sle:
        return lhs.smax <= rhs.smin
    if pred == CmpPredicate.slt:
        return lhs.smax < rhs.smin
    if pred == CmpPredicate.ule:
        return lhs.umax <= rhs.umin
    if pred == CmpPredicate.ult:
        return lhs.umax < rhs.umin
    if pred == CmpPredicate.sge:
        return lhs.smin >= rhs.smax
    if pred == CmpPredicate.sgt:
        return lhs.smin > rhs.smax
    if pred == CmpPredicate.uge:
        return lhs.umin >= rhs.umax
    if pred == CmpPredicate.ugt:
        return lhs.umin > rhs.umax
    if pred == CmpPredicate.eq:
        a, b = lhs.get_constant_value(), rhs.get_constant_value()
        return a is not None and b is not None and a == b
    # ne: the ranges are disjoint in both readings.
    sne = (_is_statically_true(CmpPredicate.slt, lhs, rhs)
           or _is_statically_true(CmpPredicate.sgt, lhs, rhs))
    une = (_is_statically_true(CmpPredicate.ult, lhs, rhs)
           or _is_statically_true(CmpPredicate.ugt, lhs, rhs))
    return sne and une


def evaluate_pred(pred: CmpPredicate, lhs: ConstantIntRanges, rhs: ConstantIntRanges) -> Optional[bool]:
    """``evaluatePred``: True if ``pred`` holds for all values of the ranges,
    False if it holds for none, None if not known."""
    pred = CmpPredicate(pred)
    if _is_statically_true(pred, lhs, rhs):
        return True
    if _is_statically_true(_INVERSE[pred], lhs, rhs):
        return False
    return None


def infer_cmp(pred: CmpPredicate, lhs: ConstantIntRanges, rhs: ConstantIntRanges) -> ConstantIntRanges:
    """What ``arith.cmpi`` infers (``CmpIOp::inferResultRanges``): the i1
    constant of :func:`evaluate_pred`, or ``[0, 1]`` (signed ``[-1, 0]``)."""
    lo, hi = 0, 1
    truth = evaluate_pred(pred, lhs, rhs)
    if truth is True:
        lo = hi
    elif truth is False:
        hi = lo
    return ConstantIntRanges.from_unsigned(lo, hi, 1)
