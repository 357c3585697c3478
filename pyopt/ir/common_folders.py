"""Shared pieces of folding: ``Operation::fold`` (the op's ``fold`` method,
then its traits' folders), constant values, matchers and the common
element-wise constant folders.

Mirrors ``Operation::fold`` and the traits' ``foldTrait``
(mlir/lib/IR/Operation.cpp, mlir/include/mlir/IR/OpDefinition.h), the
``m_Constant`` matcher and the attribute matchers of
mlir/include/mlir/IR/Matchers.h (``m_Zero``, ``m_One``, ``m_ConstantInt``,
``m_PosZeroFloat``, ...), mlir/include/mlir/Dialect/CommonFolders.h
(``constFoldBinaryOp``, ``constFoldUnaryOp``, ``constFoldCastOp``) and the
APInt/APFloat arithmetic they rely on.

An op folds through its class's ``fold(self, constants)`` method
(``constants``: the constant attribute of each operand, or None), which
returns None (failure), :data:`IN_PLACE` (the op was updated in place) or a
list with one entry per result: an existing Value, or an Attribute to
materialise as a constant.

Values are carried the way pyopt's attributes carry them: integers as Python
``int`` (normalised to the signed value of their width, as MLIR prints
signless integers; ``index`` is 64 bits wide), floats as bit patterns, i1
elements of dense attributes as ``bool``.  Float arithmetic is done on exact
Python floats (f64) and rounded once to the element type, which gives the
correctly rounded result of +, -, *, / for every type narrower than f64.
"""

from __future__ import annotations

import math
from typing import Callable, Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir import floats as F
from pyopt.ir.core import Operation, OpResult
from pyopt.ir.interfaces import InferIntRangeInterface
from pyopt.ir.int_range import ConstantIntRanges, IntegerValueRange, storage_bitwidth
from pyopt.ir.opdef import Op
from pyopt.ir.traits import Commutative, ConstantLike, Idempotent, Involution

POISON_TEXT = "#ub.poison"


class _InPlace:
    """The sentinel a fold method returns after updating its op in place
    (the C++ hook returns the op's own result, or success with no results)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "IN_PLACE"


IN_PLACE = _InPlace()


# ---------------------------------------------------------------------------
# Types and values
# ---------------------------------------------------------------------------
def int_width(t: T.Type) -> int:
    """Bit width of an integer or index (element) type."""
    t = t.element_type()
    return 64 if isinstance(t, T.IndexType) else t.width


def signed(v: int, width: int) -> int:
    """The signed value of the low ``width`` bits of ``v``."""
    v &= (1 << width) - 1
    return v - (1 << width) if width and v >> (width - 1) else v


def unsigned(v: int, width: int) -> int:
    return v & ((1 << width) - 1)


def is_poison(attr) -> bool:
    """``isa<ub::PoisonAttr>(attr)``."""
    return isinstance(attr, A.OpaqueAttr) and attr.text == POISON_TEXT


def attr_type(attr) -> Optional[T.Type]:
    """The type of a TypedAttr (None for untyped attributes)."""
    if isinstance(attr, A.BoolAttr):
        return T.i1
    if isinstance(attr, (A.IntegerAttr, A.FloatAttr, A.DenseElementsAttr)):
        return attr.type
    return None


def int_attr(value: int, t: T.Type) -> A.IntegerAttr:
    """``IntegerAttr::get(t, value)``; an i1 holds 0 or 1 (printed false/true)."""
    w = int_width(t)
    return A.IntegerAttr(value & 1 if w == 1 else signed(value, w), t)


def dense(t: T.Type, values: list) -> A.DenseElementsAttr:
    """``DenseElementsAttr::get(t, values)``: a splat when all values are
    equal, as MLIR detects.  ``values`` are ints (bools for i1) or float bits."""
    et = t.element_type()
    if isinstance(et, T.IntegerType) and et.width == 1:
        values = [bool(v & 1) for v in values]
    elif isinstance(et, (T.IntegerType, T.IndexType)):
        w = int_width(et)
        values = [signed(v, w) for v in values]
    if values and all(v == values[0] for v in values):
        return A.DenseElementsAttr(t, (values[0],), True)
    return A.DenseElementsAttr(t, tuple(values), False)


def splat_of(t: T.Type, value) -> A.DenseElementsAttr:
    """``SplatElementsAttr::get`` / ``DenseElementsAttr::get`` of one value."""
    return dense(t, [value])


def num_elements(t: T.Type) -> int:
    n = 1
    for d in t.shape:
        n *= d
    return n


def _hex_elements(attr: A.DenseElementsAttr) -> Optional[list]:
    """Elements of a ``dense<"0x...">`` payload (raw little-endian storage)."""
    et = attr.type.element_type()
    if isinstance(et, T.IntegerType) and et.width == 1:
        return None
    width = int_width(et) if isinstance(et, (T.IntegerType, T.IndexType)) else et.width
    nbytes = (width + 7) // 8
    data = bytes.fromhex(attr.hex[2:])
    raw = [int.from_bytes(data[i:i + nbytes], "little") for i in range(0, len(data), nbytes)]
    if isinstance(et, T.FloatType):
        return raw
    return [signed(v, width) for v in raw]


def elements(attr: A.DenseElementsAttr) -> Optional[list]:
    """All elements of a dense attribute in row-major order (ints, or float
    bits), or None when they cannot be read."""
    if attr.hex is not None:
        vals = _hex_elements(attr)
        if vals is None:
            return None
        if len(vals) == 1:
            return vals * num_elements(attr.type)
        return vals
    vals = [int(v) if isinstance(v, bool) else v for v in attr.values]
    if attr.splat:
        return vals * num_elements(attr.type)
    return vals


def splat_value(attr):
    """The value of a splat dense attribute (int or float bits), else None."""
    if not isinstance(attr, A.DenseElementsAttr):
        return None
    if attr.splat and attr.hex is None and attr.values:
        v = attr.values[0]  # one stored value: no need to expand the tensor
        return int(v) if isinstance(v, bool) else v
    vals = elements(attr)
    if not vals or any(v != vals[0] for v in vals):
        return None
    return vals[0]


def is_splat(attr) -> bool:
    """``isa<SplatElementsAttr>(attr)``."""
    return isinstance(attr, A.DenseElementsAttr) and splat_value(attr) is not None


# ---------------------------------------------------------------------------
# Attribute matchers (Matchers.h)
# ---------------------------------------------------------------------------
def const_int(attr) -> Optional[int]:
    """``m_ConstantInt``: an integer attribute or an integer splat."""
    if attr is None:  # a non-constant operand: the common case of a failing fold
        return None
    if isinstance(attr, A.BoolAttr):
        return int(attr.value)
    if isinstance(attr, A.IntegerAttr):
        return attr.value
    if isinstance(attr, A.DenseElementsAttr) and isinstance(
            attr.type.element_type(), (T.IntegerType, T.IndexType)):
        return splat_value(attr)
    return None


def constant_int_range(value):
    """The range MLIR's ``constant_int_range_predicate_matcher`` (``m_IntRangeWithoutZeroU``
    and its siblings) tests, a :class:`~pyopt.ir.int_range.ConstantIntRanges`: that of
    ``m_ConstantInt``'s value, else the one the defining op infers for ``value``
    (``InferIntRangeInterface``, its first result only) with every operand unknown
    (``getMaxRange``); None when neither gives one."""
    op = value.defining_op
    v = const_int(constant_value(op))
    if v is not None:
        return ConstantIntRanges.constant(v, storage_bitwidth(value.type))
    if not isinstance(op, InferIntRangeInterface) or not op.results or value is not op.results[0]:
        return None
    ranges = op.infer_result_ranges([IntegerValueRange.get_max_range(o) for o in op.operands])
    return None if not ranges or ranges[0].is_uninitialized() else ranges[0].get_value()


def m_zero(attr) -> bool:
    """``m_Zero``: integer zero (scalar or splat)."""
    return const_int(attr) == 0


def m_one(attr) -> bool:
    """``m_One``: integer one (scalar or splat; ``true`` for i1)."""
    v = const_int(attr)
    if v is None:
        return False
    t = attr_type(attr)
    return unsigned(v, int_width(t)) == 1


def m_all_ones(attr) -> bool:
    """``m_ConstantInt`` whose value ``isAllOnes``."""
    v = const_int(attr)
    return v is not None and unsigned(v, int_width(attr_type(attr))) == (
        1 << int_width(attr_type(attr))) - 1


def const_float(attr):
    """``m_ConstantFloat``-like: (bits, element type name) of a float
    attribute or float splat, else None."""
    if attr is None:  # a non-constant operand: the common case of a failing fold
        return None
    if isinstance(attr, A.FloatAttr):
        return attr.bits, attr.type.name
    if isinstance(attr, A.DenseElementsAttr) and isinstance(attr.type.element_type(), T.FloatType):
        v = splat_value(attr)
        if v is not None:
            return v, attr.type.element_type().name
    return None


def _float_matcher(pred: Callable[[float, int, str], bool]):
    def match(attr) -> bool:
        c = const_float(attr)
        if c is None:
            return False
        bits, name = c
        return pred(F.bits_to_float(bits, name), bits, name)

    return match


def _sign(bits: int, name: str) -> int:
    fmt = F.get_format(name)
    return (bits >> (fmt.width - 1)) & 1 if fmt.signed else 0


m_pos_zero_float = _float_matcher(lambda x, b, n: x == 0.0 and not _sign(b, n))
m_neg_zero_float = _float_matcher(lambda x, b, n: x == 0.0 and bool(_sign(b, n)))
m_one_float = _float_matcher(lambda x, b, n: x == 1.0)
m_nan_float = _float_matcher(lambda x, b, n: math.isnan(x))
m_pos_inf_float = _float_matcher(lambda x, b, n: x == math.inf)
m_neg_inf_float = _float_matcher(lambda x, b, n: x == -math.inf)


# ---------------------------------------------------------------------------
# Element arithmetic
# ---------------------------------------------------------------------------
def is_nan_bits(bits: int, name: str) -> bool:
    return math.isnan(F.bits_to_float(bits, name))


def quiet_nan_bits(bits: int, name: str) -> int:
    """``APFloat::makeQuiet``: set the quiet bit of an IEEE NaN."""
    fmt = F.get_format(name)
    if fmt.kind == F.IEEE:
        return bits | (1 << (fmt.man_bits - 1))
    return bits


def default_nan_bits(name: str) -> int:
    """The NaN APFloat produces for an invalid operation (positive, quiet)."""
    return F.float_to_bits(math.copysign(math.nan, 1.0), name)


def float_binary(fn: Callable[[float, float], float]):
    """An APFloat binary operation (+, -, *, /) on bit patterns: a NaN operand
    propagates (quieted), an invalid operation gives the default NaN."""

    def calc(a: int, b: int, name: str) -> int:
        if is_nan_bits(a, name):
            return quiet_nan_bits(a, name)
        if is_nan_bits(b, name):
            return quiet_nan_bits(b, name)
        x, y = F.bits_to_float(a, name), F.bits_to_float(b, name)
        try:
            r = fn(x, y)
        except ZeroDivisionError:
            if x == 0.0 or math.isnan(x):
                return default_nan_bits(name)
            neg = (math.copysign(1.0, x) < 0) != (math.copysign(1.0, y) < 0)
            r = -math.inf if neg else math.inf
        if math.isnan(r):
            return default_nan_bits(name)
        return F.float_to_bits(r, name)

    return calc


def int_to_float_bits(v: int, name: str) -> int:
    """``APFloat::convertFromAPInt`` (round to nearest, ties to even)."""
    if name == "f64" or abs(v) < (1 << 53):
        return F.float_to_bits(float(v), name)
    # Round to the type's precision first: the rounded value is exact in f64.
    p = F.get_format(name).precision
    mag = abs(v)
    shift = mag.bit_length() - p
    q, r = divmod(mag, 1 << shift)
    half = 1 << (shift - 1)
    if r > half or (r == half and q & 1):
        q += 1
    x = float(q << shift)
    return F.float_to_bits(-x if v < 0 else x, name)


def float_to_int(bits: int, name: str, width: int, is_unsigned: bool) -> Optional[int]:
    """``APFloat::convertToInteger`` toward zero; None for ``opInvalidOp``
    (NaN, infinity, out of range)."""
    x = F.bits_to_float(bits, name)
    if math.isnan(x) or math.isinf(x):
        return None
    i = int(x)  # truncates toward zero
    lo, hi = (0, (1 << width) - 1) if is_unsigned else (-(1 << (width - 1)), (1 << (width - 1)) - 1)
    if i < lo or i > hi:
        return None
    return i


def convert_float_exact(bits: int, src: str, dst: str) -> Optional[int]:
    """``convertFloatValue``: the value in ``dst`` when ``APFloat::convert``
    loses nothing (status opOK, no info lost), else None.  A quiet NaN of
    an IEEE format keeps its sign and payload (shifted to the new
    significand width; truncating away set payload bits loses info); a
    signaling NaN does not convert."""
    sfmt, dfmt = F.get_format(src), F.get_format(dst)
    x = F.bits_to_float(bits, src)
    if math.isnan(x):
        if sfmt.kind != F.IEEE or dfmt.kind != F.IEEE:
            return None
        man = bits & ((1 << sfmt.man_bits) - 1)
        if not man >> (sfmt.man_bits - 1):
            return None  # signaling
        shift = dfmt.man_bits - sfmt.man_bits
        if shift >= 0:
            man <<= shift
        else:
            if man & ((1 << -shift) - 1):
                return None
            man >>= -shift
        sign = (bits >> (sfmt.width - 1)) & 1
        return (sign << (dfmt.width - 1)) | (((1 << dfmt.exp_bits) - 1) << dfmt.man_bits) | man
    if math.isinf(x) and dfmt.kind != F.IEEE:
        return None
    out = F.float_to_bits(x, dst)
    back = F.bits_to_float(out, dst)
    if back != x or math.copysign(1.0, back) != math.copysign(1.0, x):
        return None
    return out


# ---------------------------------------------------------------------------
# CommonFolders.h
# ---------------------------------------------------------------------------
def _element_kind(attr) -> Optional[str]:
    if isinstance(attr, (A.IntegerAttr, A.BoolAttr)):
        return "int"
    if isinstance(attr, A.FloatAttr):
        return "float"
    return None


def _dense_kind(attr) -> Optional[str]:
    if not isinstance(attr, A.DenseElementsAttr):
        return None
    et = attr.type.element_type()
    if isinstance(et, (T.IntegerType, T.IndexType)):
        return "int"
    if isinstance(et, T.FloatType):
        return "float"
    return None


def _scalar(attr):
    if isinstance(attr, A.BoolAttr):
        return int(attr.value)
    if isinstance(attr, A.IntegerAttr):
        return attr.value
    return attr.bits


def _make_scalar(kind: str, t: T.Type, v):
    if kind == "int":
        return int_attr(v, t)
    return A.FloatAttr(v, t)


def const_fold_binary(operands, kind: str, calc, result_type: Optional[T.Type] = None,
                      poison: bool = True):
    """``constFoldBinaryOp(Conditional)<IntegerAttr|FloatAttr>``.

    ``calc(a, b, elem_type)`` returns the element result or None (the fold
    fails).  Without ``result_type`` the result has the operands' type and a
    poison operand is propagated (the ``ub::PoisonAttr`` default); with it,
    poison is not looked at (``PoisonAttr = void``).
    """
    lhs, rhs = operands
    if lhs is None and rhs is None:  # no constant operand: the common case
        return None
    if poison and result_type is None:
        if is_poison(lhs):
            return lhs
        if is_poison(rhs):
            return rhs
    if lhs is None or rhs is None:
        return None
    if result_type is None:
        lt, rt = attr_type(lhs), attr_type(rhs)
        if lt is None or rt is None or lt != rt:
            return None
        result_type = lt
    if _element_kind(lhs) == kind and _element_kind(rhs) == kind:
        if attr_type(lhs) != attr_type(rhs):
            return None
        r = calc(_scalar(lhs), _scalar(rhs), attr_type(lhs))
        return None if r is None else _make_scalar(kind, result_type, r)
    if _dense_kind(lhs) == kind and _dense_kind(rhs) == kind:
        if lhs.type != rhs.type:
            return None
        et = lhs.type.element_type()
        ls, rs = splat_value(lhs), splat_value(rhs)
        if ls is not None and rs is not None:
            r = calc(ls, rs, et)
            return None if r is None else splat_of(result_type, r)
        la, ra = elements(lhs), elements(rhs)
        if la is None or ra is None:
            return None
        out = []
        for a, b in zip(la, ra):
            r = calc(a, b, et)
            if r is None:
                return None
            out.append(r)
        return dense(result_type, out)
    return None


def const_fold_unary(operands, kind: str, calc):
    """``constFoldUnaryOp(Conditional)``: ``calc(a, elem_type)`` -> value or None."""
    (x,) = operands
    if x is None:
        return None
    if is_poison(x):
        return x
    if _element_kind(x) == kind:
        r = calc(_scalar(x), attr_type(x))
        return None if r is None else _make_scalar(kind, attr_type(x), r)
    if _dense_kind(x) == kind:
        et = x.type.element_type()
        s = splat_value(x)
        if s is not None:
            r = calc(s, et)
            return None if r is None else splat_of(x.type, r)
        vals = elements(x)
        if vals is None:
            return None
        out = []
        for a in vals:
            r = calc(a, et)
            if r is None:
                return None
            out.append(r)
        return dense(x.type, out)
    return None


def const_fold_cast(operands, result_type: T.Type, src_kind: str, dst_kind: str, calc):
    """``constFoldCastOp<From, To>``: ``calc(a, src_elem_type)`` -> value, or
    None for a failed cast (``castStatus = false``)."""
    (x,) = operands
    if x is None:
        return None
    if is_poison(x):
        return x
    if _element_kind(x) == src_kind:
        r = calc(_scalar(x), attr_type(x))
        return None if r is None else _make_scalar(dst_kind, result_type, r)
    if _dense_kind(x) == src_kind:
        et = x.type.element_type()
        s = splat_value(x)
        if s is not None:
            r = calc(s, et)
            return None if r is None else splat_of(result_type, r)
        vals = elements(x)
        if vals is None:
            return None
        out = []
        for a in vals:
            r = calc(a, et)
            if r is None:
                return None
            out.append(r)
        return dense(result_type, out)
    return None


def zero_attr(t: T.Type):
    """``Builder::getZeroAttr(t)``."""
    if isinstance(t, (T.RankedTensorType, T.VectorType)):
        return splat_of(t, 0)
    if isinstance(t, T.FloatType):
        return A.FloatAttr(0, t)
    return int_attr(0, t)


def bool_attr(t: T.Type, value: bool):
    """``getBoolAttribute``: a BoolAttr, or a splat for a shaped type."""
    if isinstance(t, (T.RankedTensorType, T.VectorType)):
        return splat_of(t, value)
    return A.BoolAttr(value)


def i1_same_shape(t: T.Type) -> T.Type:
    """``getI1SameShape``."""
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1, t.encoding)
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    return T.i1


# ---------------------------------------------------------------------------
# Operation::fold: the op's fold method, then its traits' folders
# ---------------------------------------------------------------------------
def _fold_commutative(op, constants: list):
    """``OpTrait::impl::foldCommutative``: move the constant operands after
    the others, keeping their order; in place.

    MLIR does this with ``std::stable_partition`` over the operands from the
    first constant one.  Each move of an ``OpOperand`` re-inserts it at the
    head of its value's use list, so the partition reorders use lists even
    when the operand order does not change; the operand slots are set here
    in the order libstdc++'s algorithm (with its temporary buffer) sets them.
    """
    n = len(constants)
    if n < 2:
        return None
    first = 0
    for c in constants:
        if c is not None:
            break
        first += 1
    if first == n:  # no constant operand
        return None
    values = op.operands
    # The temporary buffer is seeded by moving the first element through it
    # and back.
    sets = [(first, values[first])]
    slot = first
    if n - first > 1:
        buffered = [values[first]]
        for i in range(first + 1, n):
            if constants[i] is None:
                sets.append((slot, values[i]))
                slot += 1
            else:
                buffered.append(values[i])
        changed = slot != first
        for v in buffered:
            sets.append((slot, v))
            slot += 1
    else:
        changed = False
    for i, v in sets:
        op.set_operand(i, v)
    return IN_PLACE if changed else None


def _fold_idempotent(op, constants: list):
    """``OpTrait::impl::foldIdempotent``: ``f(f(x)) = f(x)``, ``f(x, x) = x``."""
    if op.num_operands == 1:
        d = op.operand(0).defining_op
        if d is not None and type(d) is type(op):
            return [op.operand(0)]
    elif op.num_operands == 2 and op.operand(0) is op.operand(1):
        return [op.operand(0)]
    return None


def _fold_involution(op, constants: list):
    """``OpTrait::impl::foldInvolution``: ``f(f(x)) = x``."""
    d = op.operand(0).defining_op
    if d is not None and type(d) is type(op):
        return [d.operand(0)]
    return None


#: Trait folders that may reorder use lists even when they fail (they set
#: operands to the values they already hold, as MLIR's stable_partition does).
#: Each sets no operand unless some operand is constant (the greedy driver
#: relies on it: it records use lists only then).
USE_ORDER_FOLDERS = frozenset({_fold_commutative})

#: The folding traits with their ``foldTrait``, in the order
#: ``op_definition_impl::foldTraits`` tries them for the ops that have them.
_TRAIT_FOLDERS = ((Commutative, _fold_commutative), (Idempotent, _fold_idempotent),
                  (Involution, _fold_involution))


def _has_own_fold(cls) -> bool:
    """Whether the class overrides ``Op.fold`` (unregistered ops have none)."""
    fold = getattr(cls, "fold", None)
    return fold is not None and fold is not Op.fold


#: op class -> (has its own fold, the trait folders that apply), or None when
#: the class has no folder at all
_FOLDERS: dict = {}


def _folders(cls):
    try:
        return _FOLDERS[cls]
    except KeyError:
        pass
    traits = () if cls is Operation else tuple(f for t, f in _TRAIT_FOLDERS if cls.has_trait(t))
    own = _has_own_fold(cls)
    r = _FOLDERS[cls] = (own, traits) if own or traits else None
    return r


def may_fold(cls) -> bool:
    """Whether ops of class ``cls`` have a folder at all (their own ``fold``
    or a folding trait), so callers can skip gathering operand constants."""
    return _folders(cls) is not None


def fold_op(op, constants: list):
    """``Operation::fold(constants, results)``: the op's ``fold`` method,
    then (when it failed or folded in place) its traits' folders.

    Returns None (failure), :data:`IN_PLACE`, or a list with one Value or
    Attribute per result.
    """
    cls = type(op)
    folders = _FOLDERS.get(cls, _MISSING)
    if folders is _MISSING:
        folders = _folders(cls)
    if folders is None:
        return None
    return fold_with(op, constants, folders[0], folders[1])


def folders_of(cls) -> tuple:
    """(whether ``cls`` has its own ``fold``, the trait folders that apply)
    for :func:`fold_with`; ``(False, ())`` when the class has no folder."""
    return _folders(cls) or (False, ())


def fold_with(op, constants: list, own: bool, trait_folders: tuple):
    """:func:`fold_op` with the class's folders (:func:`folders_of`) known."""
    result = op.fold(constants) if own else None
    # A single result folded to itself, or no results, means "in place".
    if isinstance(result, list) and (not result or (len(op.results) == 1
                                                     and result[0] is op.results[0])):
        result = IN_PLACE
    if result is None or result is IN_PLACE:
        for fold_trait in trait_folders:
            r = fold_trait(op, constants)
            if r is not None:
                return r
    return result


_MISSING = object()


# ---------------------------------------------------------------------------
# m_Constant and constant identity
# ---------------------------------------------------------------------------
def constant_value(op):
    """``matchPattern(op, m_Constant(&attr))``: the attribute a ConstantLike
    op (no operands, one result) folds to, else None."""
    if op is None:
        return None
    cls = type(op)
    if ConstantLike not in cls._trait_types or op._operands or len(op.results) != 1:
        return None
    folders = _FOLDERS.get(cls, _MISSING)
    if folders is _MISSING:
        folders = _folders(cls)
    if folders is None:
        return None
    own, trait_folders = folders
    if own and not trait_folders:
        # fold_with without trait folders: the fold's list as it is (an
        # attribute is never the op's own result), else nothing constant
        r = op.fold([])
    else:
        r = fold_with(op, [], own, trait_folders)
    if isinstance(r, list) and r and isinstance(r[0], A.Attribute):
        return r[0]
    return None


def value_constant(v):
    """The constant a value is (``matchPattern(v, m_Constant(&attr))``)."""
    return constant_value(v.defining_op)


def operand_constants(op) -> list:
    """The constant value of each operand (None where not constant), as
    ``Operation::fold`` gathers them for the FoldAdaptor."""
    out = []
    for use in op._operands:
        v = use.value
        if type(v) is OpResult and ConstantLike in type(v.op)._trait_types:
            out.append(constant_value(v.op))
        else:
            out.append(None)
    return out


def constant_key(attr):
    """A hashable value equal exactly when MLIR's uniqued attributes are
    equal (``true`` is ``1 : i1``; a dense attribute whose elements are all
    equal is a splat)."""
    if isinstance(attr, A.BoolAttr):
        return ("int", int(attr.value), T.i1)
    if isinstance(attr, A.IntegerAttr):
        t = attr.type
        if isinstance(t, (T.IntegerType, T.IndexType)):
            w = int_width(t)
            return ("int", attr.value & 1 if w == 1 else signed(attr.value, w), t)
        return ("int", attr.value, t)
    if isinstance(attr, A.DenseElementsAttr):
        if attr.splat and attr.hex is None:
            v = attr.values[0]
            return ("dense", attr.type, (int(v) if isinstance(v, bool) else v,))
        vals = elements(attr)
        if vals is None:
            return attr
        if vals and all(v == vals[0] for v in vals):
            vals = vals[:1]
        return ("dense", attr.type, tuple(vals))
    return attr
