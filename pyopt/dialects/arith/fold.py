"""Folders of the ``arith`` ops (mlir/lib/Dialect/Arith/IR/ArithOps.cpp at
Triton 3.6.0's LLVM), and of the ConstantLike ops of other dialects
(``ub.poison``: UBOps.cpp, ``llvm.mlir.undef``: LLVMDialect.cpp).

Each hook follows its C++ ``fold``: the algebraic identities first, in the
same order, then the element-wise constant fold of
:mod:`pyopt.ir.common_folders`.
"""

from __future__ import annotations

import math

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir import common_folders as C
from pyopt.rewrite.folding import IN_PLACE, constant_value, register_folder
from pyopt.ir import floats as F

_UNDEF = A.OpaqueAttr("#llvm.undef")


def _def(v, name: str):
    """``v.getDefiningOp<Op>()`` for the op called ``name``."""
    d = v.defining_op
    return d if d is not None and d.name == name else None


def _value_attr(v):
    """The constant a value is (``matchPattern(v, m_Constant(&attr))``)."""
    return constant_value(v.defining_op)


def _w(t) -> int:
    return C.int_width(t)


# -- constants ----------------------------------------------------------------------
@register_folder("arith.constant", "ub.poison")
def fold_constant(op, constants):
    """``ConstantOp::fold`` / ``PoisonOp::fold``: the value attribute."""
    return [op.attributes["value"]]


@register_folder("llvm.mlir.undef")
def fold_undef(op, constants):
    """``UndefOp::fold``: ``#llvm.undef``."""
    return [_UNDEF]


# -- integer arithmetic ------------------------------------------------------------------
def _int_calc(fn):
    """An APInt operation on values of the element type (result wrapped)."""
    return lambda a, b, t: fn(a, b, _w(t))


@register_folder("arith.addi")
def fold_addi(op, constants):
    lhs, rhs = op.operand(0), op.operand(1)
    if C.m_zero(constants[1]):  # addi(x, 0) -> x
        return [lhs]
    sub = _def(lhs, "arith.subi")  # addi(subi(a, b), b) -> a
    if sub is not None and rhs is sub.operand(1):
        return [sub.operand(0)]
    sub = _def(rhs, "arith.subi")  # addi(b, subi(a, b)) -> a
    if sub is not None and lhs is sub.operand(1):
        return [sub.operand(0)]
    r = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a + b))
    return None if r is None else [r]


@register_folder("arith.subi")
def fold_subi(op, constants):
    lhs, rhs = op.operand(0), op.operand(1)
    t = op.result.type
    if lhs is rhs:  # subi(x, x) -> 0
        return [C.zero_attr(t)]
    if C.m_zero(constants[1]):  # subi(x, 0) -> x
        return [lhs]
    add = _def(lhs, "arith.addi")
    if add is not None:
        if rhs is add.operand(1):  # subi(addi(a, b), b) -> a
            return [add.operand(0)]
        if rhs is add.operand(0):  # subi(addi(a, b), a) -> b
            return [add.operand(1)]
    r = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a - b))
    return None if r is None else [r]


@register_folder("arith.muli")
def fold_muli(op, constants):
    if C.m_zero(constants[1]):  # muli(x, 0) -> 0
        return [op.operand(1)]
    if C.m_one(constants[1]):  # muli(x, 1) -> x
        return [op.operand(0)]
    r = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a * b))
    return None if r is None else [r]


def _fold_div_mul(lhs, rhs, flag_bit: int):
    """``foldDivMul``: ``(a * b) / b -> a`` when the multiply has the
    overflow flag (nsw: 1, nuw: 2)."""
    mul = _def(lhs, "arith.muli")
    if mul is None:
        return None
    flags = mul.attributes.get("overflowFlags")
    if flags is None or not flags.bits & flag_bit:
        return None
    if mul.operand(0) is rhs:
        return mul.operand(1)
    if mul.operand(1) is rhs:
        return mul.operand(0)
    return None


class _Flag:
    """A sticky failure flag set from inside an element calculation."""

    def __init__(self):
        self.set = False


def _sdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a: int, b: int) -> int:
    return a - _sdiv(a, b) * b


@register_folder("arith.divui")
def fold_divui(op, constants):
    if C.m_one(constants[1]):
        return [op.operand(0)]
    v = _fold_div_mul(op.operand(0), op.operand(1), 2)
    if v is not None:
        return [v]
    div0 = _Flag()

    def calc(a, b, t):
        w = _w(t)
        if div0.set or C.unsigned(b, w) == 0:
            div0.set = True
            return a
        return C.unsigned(a, w) // C.unsigned(b, w)

    r = C.const_fold_binary(constants, "int", calc)
    return None if div0.set or r is None else [r]


@register_folder("arith.divsi")
def fold_divsi(op, constants):
    if C.m_one(constants[1]):
        return [op.operand(0)]
    v = _fold_div_mul(op.operand(0), op.operand(1), 1)
    if v is not None:
        return [v]
    bad = _Flag()

    def calc(a, b, t):
        w = _w(t)
        a, b = C.signed(a, w), C.signed(b, w)
        if bad.set or b == 0:
            bad.set = True
            return a
        if a == -(1 << (w - 1)) and b == -1:  # sdiv_ov overflow
            bad.set = True
        return _sdiv(a, b)

    r = C.const_fold_binary(constants, "int", calc)
    return None if bad.set or r is None else [r]


def _signed_ceil_nonneg(a: int, b: int, w: int, flag: _Flag) -> int:
    """``signedCeilNonnegInputs``: ``(a - 1) / b + 1`` with overflow checks."""
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    t = a - 1
    if not lo <= t <= hi:
        flag.set = True
    t = C.signed(t, w)
    if t == lo and b == -1:
        flag.set = True
    q = C.signed(_sdiv(t, b), w)
    r = q + 1
    if not lo <= r <= hi:
        flag.set = True
    return C.signed(r, w)


@register_folder("arith.ceildivui")
def fold_ceildivui(op, constants):
    if C.m_one(constants[1]):
        return [op.operand(0)]
    bad = _Flag()

    def calc(a, b, t):
        w = _w(t)
        a, b = C.unsigned(a, w), C.unsigned(b, w)
        if bad.set or b == 0:
            bad.set = True
            return a
        q = a // b
        if a % b == 0:
            return q
        if q + 1 >= (1 << w):
            bad.set = True
        return q + 1

    r = C.const_fold_binary(constants, "int", calc)
    return None if bad.set or r is None else [r]


@register_folder("arith.ceildivsi")
def fold_ceildivsi(op, constants):
    if C.m_one(constants[1]):
        return [op.operand(0)]
    bad = _Flag()

    def calc(a, b, t):
        w = _w(t)
        a, b = C.signed(a, w), C.signed(b, w)
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        if bad.set or b == 0:
            bad.set = True
            return a
        if a == 0:
            return a
        if a > 0 and b > 0:
            return _signed_ceil_nonneg(a, b, w, bad)
        f = _Flag()
        if a <= 0 and b <= 0:  # ceil(-a, -b)
            pa, pb = -a, -b
            if not lo <= pa <= hi or not lo <= pb <= hi:
                f.set = True
            res = _signed_ceil_nonneg(C.signed(pa, w), C.signed(pb, w), w, f)
            bad.set = f.set
            return res
        if a <= 0 < b:  # -(-a / b)
            pa = -a
            if not lo <= pa <= hi:
                f.set = True
            pa = C.signed(pa, w)
            if pa == lo and b == -1:
                f.set = True
            res = -C.signed(_sdiv(pa, b), w)
            if not lo <= res <= hi:
                f.set = True
            bad.set = f.set
            return C.signed(res, w)
        pb = -b  # -(a / -b)
        if not lo <= pb <= hi:
            f.set = True
        pb = C.signed(pb, w)
        if a == lo and pb == -1:
            f.set = True
        res = -C.signed(_sdiv(a, pb), w)
        if not lo <= res <= hi:
            f.set = True
        bad.set = f.set
        return C.signed(res, w)

    r = C.const_fold_binary(constants, "int", calc)
    return None if bad.set or r is None else [r]


@register_folder("arith.floordivsi")
def fold_floordivsi(op, constants):
    if C.m_one(constants[1]):
        return [op.operand(0)]
    bad = _Flag()

    def calc(a, b, t):
        w = _w(t)
        a, b = C.signed(a, w), C.signed(b, w)
        if b == 0:
            bad.set = True
            return a
        # sfloordiv_ov assigns the flag: only the last element's overflow counts
        bad.set = a == -(1 << (w - 1)) and b == -1
        return a // b

    r = C.const_fold_binary(constants, "int", calc)
    return None if bad.set or r is None else [r]


@register_folder("arith.remui")
def fold_remui(op, constants):
    if C.m_one(constants[1]):  # remui(x, 1) -> 0
        return [C.zero_attr(op.result.type)]
    div0 = _Flag()

    def calc(a, b, t):
        w = _w(t)
        if div0.set or C.unsigned(b, w) == 0:
            div0.set = True
            return a
        return C.unsigned(a, w) % C.unsigned(b, w)

    r = C.const_fold_binary(constants, "int", calc)
    return None if div0.set or r is None else [r]


@register_folder("arith.remsi")
def fold_remsi(op, constants):
    if C.m_one(constants[1]):  # remsi(x, 1) -> 0
        return [C.zero_attr(op.result.type)]
    div0 = _Flag()

    def calc(a, b, t):
        w = _w(t)
        a, b = C.signed(a, w), C.signed(b, w)
        if div0.set or b == 0:
            div0.set = True
            return a
        return _srem(a, b)

    r = C.const_fold_binary(constants, "int", calc)
    return None if div0.set or r is None else [r]


# -- bitwise -----------------------------------------------------------------------------
def _is_not_of(v, x) -> bool:
    """``m_Op<XOrIOp>(m_Val(x), m_ConstantInt(all ones))``."""
    xor = _def(v, "arith.xori")
    return (xor is not None and xor.operand(0) is x
            and C.m_all_ones(_value_attr(xor.operand(1))))


@register_folder("arith.andi")
def fold_andi(op, constants):
    lhs, rhs = op.operand(0), op.operand(1)
    if C.m_zero(constants[1]):  # and(x, 0) -> 0
        return [rhs]
    if C.m_all_ones(constants[1]):  # and(x, allOnes) -> x
        return [lhs]
    if _is_not_of(rhs, lhs) or _is_not_of(lhs, rhs):  # and(x, not(x)) -> 0
        return [C.zero_attr(op.result.type)]
    for prev_v, other in ((lhs, rhs), (rhs, lhs)):  # and(a, and(a, b)) -> and(a, b)
        prev = _def(prev_v, "arith.andi")
        if prev is not None and (other is prev.operand(0) or other is prev.operand(1)):
            return [prev.result]
    r = C.const_fold_binary(constants, "int", lambda a, b, t: a & b)
    return None if r is None else [r]


@register_folder("arith.ori")
def fold_ori(op, constants):
    lhs, rhs = op.operand(0), op.operand(1)
    v = C.const_int(constants[1])
    if v is not None:
        if v == 0:  # or(x, 0) -> x
            return [lhs]
        if C.m_all_ones(constants[1]):  # or(x, allOnes) -> allOnes
            return [constants[1]]
    if _is_not_of(rhs, lhs):  # or(x, xor(x, 1)) -> 1
        return [rhs.defining_op.operand(1)]
    if _is_not_of(lhs, rhs):  # or(xor(x, 1), x) -> 1
        return [lhs.defining_op.operand(1)]
    r = C.const_fold_binary(constants, "int", lambda a, b, t: a | b)
    return None if r is None else [r]


@register_folder("arith.xori")
def fold_xori(op, constants):
    lhs, rhs = op.operand(0), op.operand(1)
    if C.m_zero(constants[1]):  # xor(x, 0) -> x
        return [lhs]
    if lhs is rhs:  # xor(x, x) -> 0
        return [C.zero_attr(op.result.type)]
    prev = _def(lhs, "arith.xori")
    if prev is not None:
        if prev.operand(1) is rhs:  # xor(xor(x, a), a) -> x
            return [prev.operand(0)]
        if prev.operand(0) is rhs:  # xor(xor(a, x), a) -> x
            return [prev.operand(1)]
    prev = _def(rhs, "arith.xori")
    if prev is not None:
        if prev.operand(1) is lhs:  # xor(a, xor(x, a)) -> x
            return [prev.operand(0)]
        if prev.operand(0) is lhs:  # xor(a, xor(a, x)) -> x
            return [prev.operand(1)]
    r = C.const_fold_binary(constants, "int", lambda a, b, t: a ^ b)
    return None if r is None else [r]


def _shift(fn):
    """``shli``/``shrui``/``shrsi``: ``x >> 0 -> x``; no fold when (the last
    element's) shift amount is not below the bit width."""

    def fold(op, constants):
        if C.m_zero(constants[1]):
            return [op.operand(0)]
        bounded = _Flag()

        def calc(a, b, t):
            w = _w(t)
            bounded.set = C.unsigned(b, w) < w
            return fn(a, C.unsigned(b, w), w) if bounded.set else a

        r = C.const_fold_binary(constants, "int", calc)
        return [r] if bounded.set and r is not None else None

    return fold


register_folder("arith.shli")(_shift(lambda a, s, w: a << s))
register_folder("arith.shrui")(_shift(lambda a, s, w: C.unsigned(a, w) >> s))
register_folder("arith.shrsi")(_shift(lambda a, s, w: C.signed(a, w) >> s))


def _minmax(pick, absorbing, identity):
    """``maxsi/maxui/minsi/minui``: ``f(x, x) -> x``, the absorbing bound
    wins, the identity bound is dropped."""

    def fold(op, constants):
        lhs, rhs = op.operand(0), op.operand(1)
        if lhs is rhs:
            return [rhs]
        v = C.const_int(constants[1])
        if v is not None:
            w = _w(op.result.type)
            if absorbing(v, w):
                return [rhs]
            if identity(v, w):
                return [lhs]
        r = C.const_fold_binary(constants, "int", lambda a, b, t: pick(a, b, _w(t)))
        return None if r is None else [r]

    return fold


def _smax(w):
    return (1 << (w - 1)) - 1


def _smin(w):
    return -(1 << (w - 1))


register_folder("arith.maxsi")(_minmax(
    lambda a, b, w: max(C.signed(a, w), C.signed(b, w)),
    lambda v, w: C.signed(v, w) == _smax(w), lambda v, w: C.signed(v, w) == _smin(w)))
register_folder("arith.maxui")(_minmax(
    lambda a, b, w: max(C.unsigned(a, w), C.unsigned(b, w)),
    lambda v, w: C.unsigned(v, w) == (1 << w) - 1, lambda v, w: C.unsigned(v, w) == 0))
register_folder("arith.minsi")(_minmax(
    lambda a, b, w: min(C.signed(a, w), C.signed(b, w)),
    lambda v, w: C.signed(v, w) == _smin(w), lambda v, w: C.signed(v, w) == _smax(w)))
register_folder("arith.minui")(_minmax(
    lambda a, b, w: min(C.unsigned(a, w), C.unsigned(b, w)),
    lambda v, w: C.unsigned(v, w) == 0, lambda v, w: C.unsigned(v, w) == (1 << w) - 1))


# -- extended arithmetic --------------------------------------------------------------------
@register_folder("arith.addui_extended")
def fold_addui_extended(op, constants):
    overflow_t = op.results[1].type
    if C.m_zero(_value_attr(op.operand(1))):  # addui_extended(x, 0) -> x, false
        return [op.operand(0), C.zero_attr(overflow_t)]
    total = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a + b))
    if total is None or C.attr_type(total) is None:
        return None

    def carry(s, a, t):
        w = _w(t)
        return int(C.unsigned(s, w) < C.unsigned(a, w))

    over = C.const_fold_binary([total, constants[0]], "int", carry,
                               result_type=C.i1_same_shape(C.attr_type(total)), poison=False)
    if over is None:
        return None
    return [total, over]


def _mul_extended(high):
    def fold(op, constants):
        if C.m_zero(constants[1]):  # mul*_extended(x, 0) -> 0, 0
            return [constants[1], constants[1]]
        if op.name == "arith.mului_extended" and C.m_one(constants[1]):
            return [op.operand(0), C.zero_attr(op.operand(0).type)]  # (x, 1) -> x, 0
        low = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a * b))
        if low is None:
            return None
        hi = C.const_fold_binary(constants, "int", lambda a, b, t: high(a, b, _w(t)))
        return [low, hi]

    return fold


register_folder("arith.mulsi_extended")(_mul_extended(
    lambda a, b, w: (C.signed(a, w) * C.signed(b, w)) >> w))
register_folder("arith.mului_extended")(_mul_extended(
    lambda a, b, w: (C.unsigned(a, w) * C.unsigned(b, w)) >> w))


# -- floating point ------------------------------------------------------------------------
def _fcalc(fn):
    b = C.float_binary(fn)
    return lambda x, y, t: b(x, y, t.name)


@register_folder("arith.negf")
def fold_negf(op, constants):
    inner = _def(op.operand(0), "arith.negf")  # negf(negf(x)) -> x
    if inner is not None:
        return [inner.operand(0)]

    def neg(bits, t):
        fmt = F.get_format(t.name)
        if not fmt.signed:
            return None
        return bits ^ (1 << (fmt.width - 1))

    r = C.const_fold_unary(constants, "float", neg)
    return None if r is None else [r]


@register_folder("arith.addf")
def fold_addf(op, constants):
    if C.m_neg_zero_float(constants[1]):  # addf(x, -0) -> x
        return [op.operand(0)]
    r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a + b))
    return None if r is None else [r]


@register_folder("arith.subf")
def fold_subf(op, constants):
    if C.m_pos_zero_float(constants[1]):  # subf(x, +0) -> x
        return [op.operand(0)]
    r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a - b))
    return None if r is None else [r]


@register_folder("arith.mulf")
def fold_mulf(op, constants):
    if C.m_one_float(constants[1]):  # mulf(x, 1) -> x
        return [op.operand(0)]
    r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a * b))
    return None if r is None else [r]


@register_folder("arith.divf")
def fold_divf(op, constants):
    if C.m_one_float(constants[1]):  # divf(x, 1) -> x
        return [op.operand(0)]
    r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a / b))
    return None if r is None else [r]


@register_folder("arith.remf")
def fold_remf(op, constants):
    def mod(a, b, t):
        name = t.name
        if C.is_nan_bits(a, name):
            return C.quiet_nan_bits(a, name)
        if C.is_nan_bits(b, name):
            return C.quiet_nan_bits(b, name)
        x, y = F.bits_to_float(a, name), F.bits_to_float(b, name)
        if math.isinf(x) or y == 0.0:
            return C.default_nan_bits(name)
        if math.isinf(y):
            return a
        return F.float_to_bits(math.fmod(x, y), name)

    r = C.const_fold_binary(constants, "float", mod)
    return None if r is None else [r]


def _fneg(bits: int, name: str) -> bool:
    return math.copysign(1.0, F.bits_to_float(bits, name)) < 0


def _less(a: int, b: int, name: str) -> bool:
    return F.bits_to_float(a, name) < F.bits_to_float(b, name)


def _maxnum(a, b, t):
    """``llvm::maxnum``: a NaN operand loses."""
    n = t.name
    if C.is_nan_bits(a, n):
        return b
    if C.is_nan_bits(b, n):
        return a
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return b if _fneg(a, n) else a
    return b if _less(a, b, n) else a


def _minnum(a, b, t):
    """``llvm::minnum``."""
    n = t.name
    if C.is_nan_bits(a, n):
        return b
    if C.is_nan_bits(b, n):
        return a
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return a if _fneg(a, n) else b
    return b if _less(b, a, n) else a


def _maximum(a, b, t):
    """``llvm::maximum``: a NaN operand wins (quieted)."""
    n = t.name
    if C.is_nan_bits(a, n):
        return C.quiet_nan_bits(a, n)
    if C.is_nan_bits(b, n):
        return C.quiet_nan_bits(b, n)
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return b if _fneg(a, n) else a
    return b if _less(a, b, n) else a


def _minimum(a, b, t):
    """``llvm::minimum``."""
    n = t.name
    if C.is_nan_bits(a, n):
        return C.quiet_nan_bits(a, n)
    if C.is_nan_bits(b, n):
        return C.quiet_nan_bits(b, n)
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return a if _fneg(a, n) else b
    return b if _less(b, a, n) else a


def _float_minmax(calc, identity_matcher):
    def fold(op, constants):
        lhs, rhs = op.operand(0), op.operand(1)
        if lhs is rhs:  # f(x, x) -> x
            return [rhs]
        if identity_matcher(constants[1]):
            return [lhs]
        r = C.const_fold_binary(constants, "float", calc)
        return None if r is None else [r]

    return fold


register_folder("arith.maximumf")(_float_minmax(_maximum, C.m_neg_inf_float))
register_folder("arith.minimumf")(_float_minmax(_minimum, C.m_pos_inf_float))
register_folder("arith.maxnumf")(_float_minmax(_maxnum, C.m_nan_float))
register_folder("arith.minnumf")(_float_minmax(_minnum, C.m_nan_float))


# -- casts ---------------------------------------------------------------------------------
def _elem(t):
    return t.element_type()


@register_folder("arith.extui", "arith.extsi")
def fold_ext(op, constants):
    """``ExtUIOp/ExtSIOp::fold``: ``ext(ext(x)) -> ext(x)`` in place, then
    constant extension."""
    inner = _def(op.operand(0), op.name)
    if inner is not None:
        op.set_operand(0, inner.operand(0))
        return IN_PLACE
    out_w = _w(op.result.type)
    if op.name == "arith.extui":
        calc = lambda a, t: C.unsigned(a, _w(t))  # noqa: E731
    else:
        calc = lambda a, t: C.signed(a, _w(t))  # noqa: E731
    r = C.const_fold_cast(constants, op.result.type, "int", "int",
                          lambda a, t: C.signed(calc(a, t), out_w))
    return None if r is None else [r]


@register_folder("arith.trunci")
def fold_trunci(op, constants):
    src_op = op.operand(0).defining_op
    if src_op is not None and src_op.name in ("arith.extui", "arith.extsi"):
        src = src_op.operand(0)
        src_w, dst_w = _w(src.type), _w(op.result.type)
        if src_w > dst_w:  # trunci(ext(a)) -> trunci(a)
            op.set_operand(0, src)
            return IN_PLACE
        if _elem(src.type) == _elem(op.result.type):  # trunci(ext(a)) -> a
            return [src]
    if src_op is not None and src_op.name == "arith.trunci":  # trunci(trunci(a))
        op.set_operand(0, src_op.operand(0))
        return IN_PLACE
    w = _w(op.result.type)
    r = C.const_fold_cast(constants, op.result.type, "int", "int", lambda a, t: C.signed(a, w))
    return None if r is None else [r]


def _fastmath_has_contract(op) -> bool:
    fm = op.attributes.get("fastmath")
    return fm is not None and bool(fm.bits & 32)


@register_folder("arith.extf")
def fold_extf(op, constants):
    trunc = _def(op.operand(0), "arith.truncf")
    if (trunc is not None and trunc.operand(0).type == op.result.type
            and _fastmath_has_contract(trunc) and _fastmath_has_contract(op)):
        return [trunc.operand(0)]
    dst = _elem(op.result.type).name
    r = C.const_fold_cast(constants, op.result.type, "float", "float",
                          lambda a, t: C.convert_float_exact(a, t.name, dst))
    return None if r is None else [r]


def _representable_by(a: str, b: str) -> bool:
    """``APFloatBase::isRepresentableBy(a, b)``: every value of ``a`` is one
    of ``b`` (exponent range and precision)."""
    fa, fb = F.get_format(a), F.get_format(b)
    return fa.emax <= fb.emax and fa.emin >= fb.emin and fa.precision <= fb.precision


@register_folder("arith.truncf")
def fold_truncf(op, constants):
    """``TruncFOp::fold``: ``truncf(extf(a))`` loses nothing of ``a`` when
    the extension is exact: ``-> truncf(a)`` (in place) if ``a`` is wider
    than the result, ``-> a`` if it has the result's type; then constant
    truncation that loses nothing."""
    dst = _elem(op.result.type).name
    ext = _def(op.operand(0), "arith.extf")
    if ext is not None:
        src = ext.operand(0)
        src_t, mid_t = _elem(src.type), _elem(ext.result.type)
        if _representable_by(src_t.name, mid_t.name):
            if src_t.width > _elem(op.result.type).width:
                op.set_operand(0, src)
                return IN_PLACE
            if src_t == _elem(op.result.type):
                return [src]
    r = C.const_fold_cast(constants, op.result.type, "float", "float",
                          lambda a, t: C.convert_float_exact(a, t.name, dst))
    return None if r is None else [r]


def _int_to_fp(is_signed: bool):
    def fold(op, constants):
        dst = _elem(op.result.type).name

        def calc(a, t):
            w = _w(t)
            v = C.signed(a, w) if is_signed else C.unsigned(a, w)
            return C.int_to_float_bits(v, dst)

        r = C.const_fold_cast(constants, op.result.type, "int", "float", calc)
        return None if r is None else [r]

    return fold


register_folder("arith.sitofp")(_int_to_fp(True))
register_folder("arith.uitofp")(_int_to_fp(False))


def _fp_to_int(is_unsigned: bool):
    def fold(op, constants):
        w = _w(op.result.type)
        r = C.const_fold_cast(constants, op.result.type, "float", "int",
                              lambda a, t: C.float_to_int(a, t.name, w, is_unsigned))
        return None if r is None else [r]

    return fold


register_folder("arith.fptosi")(_fp_to_int(False))
register_folder("arith.fptoui")(_fp_to_int(True))


@register_folder("arith.index_cast", "arith.index_castui")
def fold_index_cast(op, constants):
    """``IndexCastOp/IndexCastUIOp::fold``: sign- (zero-) extend or truncate."""
    w = _w(op.result.type)
    if op.name == "arith.index_cast":
        calc = lambda a, t: C.signed(C.signed(a, _w(t)), w)  # noqa: E731
    else:
        calc = lambda a, t: C.signed(C.unsigned(a, _w(t)), w)  # noqa: E731
    r = C.const_fold_cast(constants, op.result.type, "int", "int", calc)
    return None if r is None else [r]


@register_folder("arith.bitcast")
def fold_bitcast(op, constants):
    """``BitcastOp::fold``: reinterpret the bits of a constant."""
    x = constants[0]
    if x is None:
        return None
    res_t = op.result.type
    if isinstance(x, A.DenseElementsAttr):
        vals = C.elements(x)
        if vals is None:
            return None
        src_e, dst_e = _elem(x.type), _elem(res_t)
        if isinstance(src_e, T.FloatType):
            bits = vals
        else:
            bits = [C.unsigned(v, _w(src_e)) for v in vals]
        out = bits if isinstance(dst_e, T.FloatType) else [C.signed(b, _w(dst_e)) for b in bits]
        return [C.dense(x.type.with_element(dst_e), out)]
    if isinstance(res_t, (T.RankedTensorType, T.VectorType)):
        return None
    if isinstance(x, A.FloatAttr):
        bits = x.bits
    elif isinstance(x, (A.IntegerAttr, A.BoolAttr)):
        bits = C.unsigned(C.const_int(x), _w(C.attr_type(x)))
    else:
        return None
    if isinstance(res_t, T.FloatType):
        return [A.FloatAttr(bits, res_t)]
    return [C.int_attr(bits, res_t)]


# -- comparisons and select -----------------------------------------------------------------
# applyCmpPredicateToEqualOperands: eq, sle, sge, ule, uge hold for x, x
_CMPI_TRUE_WHEN_EQUAL = frozenset({0, 3, 5, 7, 9})
# the predicate after swapping the operands (not invertPredicate)
_CMPI_SWAP = {2: 4, 4: 2, 3: 5, 5: 3, 6: 8, 8: 6, 7: 9, 9: 7, 0: 0, 1: 1}


def _cmpi(pred: int, a: int, b: int, w: int) -> bool:
    """``applyCmpPredicate`` for integers (eq ne slt sle sgt sge ult ule ugt uge)."""
    if pred in (2, 3, 4, 5):
        a, b = C.signed(a, w), C.signed(b, w)
    else:
        a, b = C.unsigned(a, w), C.unsigned(b, w)
    return {0: a == b, 1: a != b, 2: a < b, 3: a <= b, 4: a > b, 5: a >= b,
            6: a < b, 7: a <= b, 8: a > b, 9: a >= b}[pred]


@register_folder("arith.cmpi")
def fold_cmpi(op, constants):
    lhs, rhs = op.operand(0), op.operand(1)
    pred = op.attributes["predicate"].value
    if lhs is rhs:  # cmpi(pred, x, x)
        return [C.bool_attr(op.result.type, pred in _CMPI_TRUE_WHEN_EQUAL)]
    lhs_is_i1 = _elem(lhs.type) == T.i1
    if C.m_zero(constants[1]):
        for ext_name in ("arith.extsi", "arith.extui"):
            ext = _def(lhs, ext_name)
            if ext is not None:
                # ext(%x : i1 -> iN) != 0  ->  %x (getIntegerWidth: integers
                # and vectors only, not tensors)
                src_t = ext.operand(0).type
                if isinstance(src_t, T.VectorType):
                    src_t = src_t.element
                if src_t == T.i1 and pred == 1:
                    return [ext.operand(0)]
        if lhs_is_i1 and pred == 1:  # cmpi ne, %x, false : i1 -> %x
            return [lhs]
    if C.m_one(constants[1]) and lhs_is_i1 and pred == 0:  # cmpi eq, %x, true -> %x
        return [lhs]
    if constants[0] is not None and constants[1] is None:
        # Move the constant to the right side.
        op.attributes["predicate"] = A.IntegerAttr(_CMPI_SWAP[pred], T.i64)
        op.set_operand(0, rhs)
        op.set_operand(1, lhs)
        return IN_PLACE
    lt = C.attr_type(constants[0]) if constants[0] is not None else None
    if lt is not None:
        r = C.const_fold_binary(constants, "int",
                                lambda a, b, t: int(_cmpi(pred, a, b, _w(t))),
                                result_type=C.i1_same_shape(lt), poison=False)
        return None if r is None else [r]
    return None


def _cmpf(pred: int, a: float, b: float) -> bool:
    """``applyCmpPredicate`` for floats (false oeq ogt oge olt ole one ord
    ueq ugt uge ult ule une uno true)."""
    uno = math.isnan(a) or math.isnan(b)
    if pred == 0:
        return False
    if pred == 15:
        return True
    if pred == 7:
        return not uno
    if pred == 14:
        return uno
    ordered = {1: a == b, 2: a > b, 3: a >= b, 4: a < b, 5: a <= b, 6: a != b}
    if pred <= 6:
        return not uno and ordered[pred]
    unordered = {8: a == b, 9: a > b, 10: a >= b, 11: a < b, 12: a <= b, 13: a != b}
    return uno or unordered[pred]


@register_folder("arith.cmpf")
def fold_cmpf(op, constants):
    """``CmpFOp::fold``: scalar float constants only (a NaN decides both)."""
    lhs = constants[0] if isinstance(constants[0], A.FloatAttr) else None
    rhs = constants[1] if isinstance(constants[1], A.FloatAttr) else None
    if lhs is not None and C.is_nan_bits(lhs.bits, lhs.type.name):
        rhs = lhs
    if rhs is not None and C.is_nan_bits(rhs.bits, rhs.type.name):
        lhs = rhs
    if lhs is None or rhs is None:
        return None
    pred = op.attributes["predicate"].value
    a = F.bits_to_float(lhs.bits, lhs.type.name)
    b = F.bits_to_float(rhs.bits, rhs.type.name)
    return [A.BoolAttr(_cmpf(pred, a, b))]


@register_folder("arith.select")
def fold_select(op, constants):
    cond, tv, fv = op.operand(0), op.operand(1), op.operand(2)
    if tv is fv:
        return [tv]
    if C.m_one(constants[0]):  # select true, %0, %1 -> %0
        return [tv]
    if C.m_zero(constants[0]):  # select false, %0, %1 -> %1
        return [fv]
    if C.is_poison(constants[1]):
        return [fv]
    if C.is_poison(constants[2]):
        return [tv]
    if op.result.type == T.i1 and C.m_one(constants[1]) and C.m_zero(constants[2]):
        return [cond]  # select %x, true, false -> %x
    cmp = _def(cond, "arith.cmpi")
    if cmp is not None:
        pred = cmp.attributes["predicate"].value
        if pred in (0, 1):
            a, b = cmp.operand(0), cmp.operand(1)
            if (a is tv and b is fv) or (b is tv and a is fv):
                return [tv if pred == 1 else fv]
    c, t_attr, f_attr = constants
    if all(isinstance(x, A.DenseElementsAttr) for x in (c, t_attr, f_attr)):
        cv, tvals, fvals = C.elements(c), C.elements(t_attr), C.elements(f_attr)
        if cv is None or tvals is None or fvals is None:
            return None
        return [C.dense(t_attr.type, [x if k else y for k, x, y in zip(cv, tvals, fvals)])]
    return None
