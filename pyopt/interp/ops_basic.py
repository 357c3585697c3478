"""The interpreter's handlers of the elementwise, shape, control-flow and
plain memory ops: ``arith``, ``math``, ``tt``'s elementwise and shape ops,
loads, stores and atomics through pointers, calls, ``scf``, ``cf``,
``ttg.convert_layout`` and the ops with no effect on values (issue 28).

Semantics, where LLVM leaves a result undefined, are what Triton's NVIDIA
lowering gives on the GPU (PTX): a shift by the width or more gives 0 (the
sign for an arithmetic right shift); an integer division by zero gives all
ones (a remainder the dividend); a float-to-integer conversion saturates
and gives 0 for NaN; ``ub.poison`` is zero.  Floats are computed in the
element type (``f16`` in ``float16``; ``bf16`` and fp8 rounded after each op);
``math`` functions of ``f16``/``bf16`` are computed in ``float32`` and rounded,
as Triton's lowering does.
"""

from __future__ import annotations

import math as _pymath
import weakref

import numpy as np

from pyopt.dialects.arith import ops as arith
from pyopt.dialects.cf import ops as cf
from pyopt.dialects.gpu import ops as gpu
from pyopt.dialects.llvm import ops as llvm
from pyopt.dialects.math import ops as math_
from pyopt.dialects.rocdl import ops as rocdl
from pyopt.dialects.scf import ops as scf
from pyopt.dialects.tt import ops as tt
from pyopt.dialects.ttg import ops as ttg
from pyopt.dialects.ub import ops as ub
from pyopt.interp.core import MAX_LOOP_ITERATIONS, BlockPointer, Jump, handler
from pyopt.interp.gpu_order import NotEmulated, reshape_registers
from pyopt.interp.values import codec, element_type, np_dtype, round_directed, round_to
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import elements, splat_value

__all__: list = []


def _t(op, i: int = 0):
    """The type of result ``i``."""
    return op.results[i].type


# ---------------------------------------------------------------------------
# Integers: signed and unsigned views, wrap-around
# ---------------------------------------------------------------------------


def _width(a: np.ndarray) -> int:
    return 1 if a.dtype == np.bool_ else a.dtype.itemsize * 8


def _s(a) -> np.ndarray:
    """Signed values (an i1's true is -1)."""
    a = np.asarray(a)
    if a.dtype == np.bool_:
        return -(a.astype(np.int8))
    return a


def _u(a) -> np.ndarray:
    """Unsigned values."""
    a = np.asarray(a)
    if a.dtype == np.bool_:
        return a.astype(np.uint8)
    if a.dtype.kind == "i":
        return a.view(np.dtype(f"uint{a.dtype.itemsize * 8}")) if a.ndim else a.astype(
            np.dtype(f"uint{a.dtype.itemsize * 8}"))
    return a


def _back(r, t) -> np.ndarray:
    """An integer result in the dtype of ``t``, wrapped."""
    dt = np_dtype(t)
    r = np.asarray(r)
    if dt == np.bool_:
        return (r.astype(np.int64) & 1).astype(np.bool_)
    return r.astype(dt)


def _wide(a) -> np.ndarray:
    """Signed values in int64 (exact for every width up to 32; i64 as is)."""
    return _s(a).astype(np.int64)


def _uwide(a) -> np.ndarray:
    return _u(a).astype(np.uint64)


def _binop(fn):
    def run(interp, op, v):
        a, b = v
        dt = np_dtype(_t(op))
        if dt.kind == "i" and a.dtype == dt and b.dtype == dt:
            return [np.asarray(fn(a, b))]   # two's complement in the type itself: the same wrap-around
        return [_back(fn(_wide(a), _wide(b)), _t(op))]
    return run


for _cls, _fn in ((arith.AddIOp, np.add), (arith.SubIOp, np.subtract), (arith.MulIOp, np.multiply),
                  (arith.AndIOp, np.bitwise_and), (arith.OrIOp, np.bitwise_or), (arith.XOrIOp, np.bitwise_xor),
                  (arith.MaxSIOp, np.maximum), (arith.MinSIOp, np.minimum)):
    handler(_cls)(_binop(_fn))


@handler(arith.MaxUIOp, arith.MinUIOp)
def _max_min_u(interp, op, v):
    a, b = _uwide(v[0]), _uwide(v[1])
    pick_a = (a >= b) if isinstance(op, arith.MaxUIOp) else (a <= b)
    return [np.where(pick_a, v[0], v[1]).astype(np_dtype(_t(op)))]


@handler(arith.ShLIOp, arith.ShRSIOp, arith.ShRUIOp)
def _shift(interp, op, v):
    w = _width(np.asarray(v[0]))
    amount = _uwide(v[1])
    big = amount >= w
    amt = np.where(big, 0, amount).astype(np.int64)
    if isinstance(op, arith.ShLIOp):
        r = np.where(big, 0, np.left_shift(_uwide(v[0]), amt.astype(np.uint64)))
    elif isinstance(op, arith.ShRUIOp):
        r = np.where(big, 0, np.right_shift(_uwide(v[0]) & np.uint64((1 << w) - 1 if w < 64 else ~0 & (2**64 - 1)),
                                             amt.astype(np.uint64)))
    else:
        a = _wide(v[0])
        r = np.where(big, np.where(a < 0, -1, 0), np.right_shift(a, amt))
    return [_back(r, _t(op))]


def _div_parts(a, b):
    """Truncating quotient of int64 ``a`` by ``b`` (b != 0 where used), and the remainder."""
    bb = np.where(b == 0, 1, b)
    q = np.floor_divide(a, bb)
    r = a - q * bb
    fix = (r != 0) & ((a < 0) != (bb < 0))
    q = np.where(fix, q + 1, q)
    return q, a - q * bb, bb


@handler(arith.DivSIOp, arith.RemSIOp, arith.CeilDivSIOp, arith.FloorDivSIOp)
def _sdiv(interp, op, v):
    a, b = _wide(v[0]), _wide(v[1])
    q, r, bb = _div_parts(a, b)
    if isinstance(op, arith.DivSIOp):
        out = np.where(b == 0, -1, q)
    elif isinstance(op, arith.RemSIOp):
        out = np.where(b == 0, a, r)
    elif isinstance(op, arith.CeilDivSIOp):
        out = np.where(b == 0, -1, np.where((r != 0) & ((a < 0) == (bb < 0)), q + 1, q))
    else:
        out = np.where(b == 0, -1, np.where((r != 0) & ((a < 0) != (bb < 0)), q - 1, q))
    return [_back(out, _t(op))]


@handler(arith.DivUIOp, arith.RemUIOp, arith.CeilDivUIOp)
def _udiv(interp, op, v):
    a, b = _uwide(v[0]), _uwide(v[1])
    bb = np.where(b == 0, np.uint64(1), b)
    q, r = a // bb, a % bb
    if isinstance(op, arith.DivUIOp):
        out = np.where(b == 0, np.uint64(2**64 - 1), q)
    elif isinstance(op, arith.RemUIOp):
        out = np.where(b == 0, a, r)
    else:
        out = np.where(b == 0, np.uint64(2**64 - 1), q + (r != 0).astype(np.uint64))
    return [_back(out.astype(np.int64) if out.dtype == np.uint64 else out, _t(op))]


@handler(arith.MulSIExtendedOp, arith.MulUIExtendedOp)
def _mul_extended(interp, op, v):
    t = _t(op)
    w = _width(np.asarray(v[0]))
    signed = not isinstance(op, arith.MulUIExtendedOp)
    if w <= 32:
        a, b = (_wide(v[0]), _wide(v[1])) if signed else (_uwide(v[0]).astype(np.int64), _uwide(v[1]).astype(np.int64))
        p = a * b
        return [_back(p, t), _back(p >> w, t)]
    # 64 bits: the 128-bit product from 32-bit halves (vectorised, no Python integer per element)
    a, b = _uwide(v[0]), _uwide(v[1])
    low, high = _mul128(a, b)
    if signed:  # the signed high word: subtract b where a < 0 and a where b < 0 (mod 2^64)
        high = high - np.where(a >> np.uint64(63), b, np.uint64(0)) - np.where(b >> np.uint64(63), a, np.uint64(0))
    return [np.asarray(low.view(np.int64)).astype(np_dtype(t)), np.asarray(high.view(np.int64)).astype(np_dtype(t))]


def _mul128(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The low and high 64-bit words of the unsigned products ``a * b`` (uint64 arrays)."""
    a, b = np.asarray(a, dtype=np.uint64), np.asarray(b, dtype=np.uint64)
    m32, s32 = np.uint64(0xFFFFFFFF), np.uint64(32)
    a0, a1, b0, b1 = a & m32, a >> s32, b & m32, b >> s32
    p00, p01, p10, p11 = a0 * b0, a0 * b1, a1 * b0, a1 * b1
    mid = (p00 >> s32) + (p01 & m32) + (p10 & m32)
    low = (p00 & m32) | ((mid & m32) << s32)
    high = p11 + (p01 >> s32) + (p10 >> s32) + (mid >> s32)
    return low, high


@handler(arith.AddUIExtendedOp)
def _add_extended(interp, op, v):
    t = _t(op)
    w = _width(np.asarray(v[0]))
    mask = np.uint64((1 << w) - 1) if w < 64 else np.uint64(2**64 - 1)
    a, b = _uwide(v[0]) & mask, _uwide(v[1]) & mask
    s = (a + b) & mask
    return [_back(s.astype(np.int64), t), (s < a).astype(np.bool_)]


_CMPI = {0: np.equal, 1: np.not_equal, 2: np.less, 3: np.less_equal, 4: np.greater, 5: np.greater_equal}


@handler(arith.CmpIOp)
def _cmpi(interp, op, v):
    pred = op.attributes["predicate"].value
    if pred < 6:
        a, b = (_s(v[0]), _s(v[1])) if pred > 1 else (np.asarray(v[0]), np.asarray(v[1]))
        return [np.asarray(_CMPI[pred](a, b))]
    return [np.asarray(_CMPI[pred - 4](_u(v[0]), _u(v[1])))]


@handler(arith.SelectOp)
def _select(interp, op, v):
    return [np.asarray(np.where(v[0], v[1], v[2])).astype(np_dtype(_t(op)), copy=False)]


@handler(arith.ConstantOp)
def _constant(interp, op, v):
    a = op.attributes["value"]
    t = _t(op)
    if isinstance(a, A.DenseElementsAttr):
        cached = _DENSE.get(op)
        if cached is None:
            cached = _DENSE[op] = _dense_value(a, t)
        return [cached]
    if isinstance(a, A.FloatAttr):
        return [_from_bits(np.array(a.bits, dtype=np.uint64), a.type).reshape(())]
    if isinstance(a, A.BoolAttr):
        return [np.array(bool(a.value))]
    if isinstance(a, A.IntegerAttr):
        return [_back(np.array(int(a.value), dtype=np.int64), t)]
    raise ValueError(f"constant {a} has no value the interpreter knows")


#: the value of each dense constant op run so far (read-only arrays; the op is the key, held weakly)
_DENSE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _dense_value(a, t) -> np.ndarray:
    e = element_type(t)
    shape = tuple(t.shape)
    splat = splat_value(a) if a.splat or a.hex is not None else None
    vals = [splat] if splat is not None else elements(a)
    if vals is None:
        raise ValueError("a dense constant the interpreter cannot read")
    if isinstance(e, T.FloatType):
        arr = _from_bits(np.array([int(x) for x in vals], dtype=np.uint64), e)
    else:
        arr = _back(np.array([int(x) for x in vals], dtype=np.int64), e)
    arr = np.broadcast_to(arr, shape) if splat is not None else arr.reshape(shape)
    arr = np.array(arr)
    arr.flags.writeable = False
    return arr


def _from_bits(bits: np.ndarray, e) -> np.ndarray:
    c = codec(e)
    return c.decode(bits.astype(np.dtype(f"uint{c.size * 8}")).view(c.storage))


# ---------------------------------------------------------------------------
# Floats
# ---------------------------------------------------------------------------


def _fres(r, t) -> np.ndarray:
    return np.asarray(round_to(r, t))


def _fbin(fn):
    def run(interp, op, v):
        return [_fres(fn(np.asarray(v[0]), np.asarray(v[1])), _t(op))]
    return run


def _maximum(a, b):
    return np.maximum(a, b)  # NaN propagates; +0 > -0 as IEEE-754 2019 maximum


def _minimum(a, b):
    return np.minimum(a, b)


for _cls, _fn in ((arith.AddFOp, np.add), (arith.SubFOp, np.subtract), (arith.MulFOp, np.multiply),
                  (arith.DivFOp, np.divide), (arith.RemFOp, np.fmod), (arith.MaximumFOp, _maximum),
                  (arith.MinimumFOp, _minimum), (arith.MaxNumFOp, np.fmax), (arith.MinNumFOp, np.fmin),
                  (math_.PowFOp, np.power), (math_.Atan2Op, np.arctan2), (math_.CopySignOp, np.copysign)):
    handler(_cls)(_fbin(_fn))


@handler(arith.NegFOp)
def _negf(interp, op, v):
    return [np.negative(v[0])]


# cmpf: ordered predicates are false on NaN, unordered ones true
_CMPF = {1: np.equal, 2: np.greater, 3: np.greater_equal, 4: np.less, 5: np.less_equal, 6: np.not_equal,
         8: np.equal, 9: np.greater, 10: np.greater_equal, 11: np.less, 12: np.less_equal, 13: np.not_equal}


@handler(arith.CmpFOp)
def _cmpf(interp, op, v):
    pred = op.attributes["predicate"].value
    a, b = np.asarray(v[0]), np.asarray(v[1])
    unordered = np.isnan(a) | np.isnan(b)
    if pred == 0:
        return [np.zeros(np.broadcast(a, b).shape, dtype=bool)]
    if pred == 15:
        return [np.ones(np.broadcast(a, b).shape, dtype=bool)]
    if pred == 7:
        return [~unordered]
    if pred == 14:
        return [unordered]
    r = _CMPF[pred](a, b)
    if pred <= 6:
        return [np.asarray(r & ~unordered)]
    return [np.asarray(r | unordered)]


# ---------------------------------------------------------------------------
# Casts
# ---------------------------------------------------------------------------


@handler(arith.ExtSIOp, arith.IndexCastOp)
def _extsi(interp, op, v):
    return [_back(_wide(v[0]), _t(op))]


@handler(arith.ExtUIOp, arith.IndexCastUIOp)
def _extui(interp, op, v):
    return [_back(_uwide(v[0]).astype(np.int64), _t(op))]


@handler(arith.TruncIOp)
def _trunci(interp, op, v):
    return [_back(_wide(v[0]) if _width(np.asarray(v[0])) < 64 else np.asarray(v[0]), _t(op))]


@handler(arith.SIToFPOp)
def _sitofp(interp, op, v):
    t = _t(op)
    a = _s(v[0])
    dt = np_dtype(t)
    return [_fres(a.astype(dt) if element_type(t).name in ("f16", "f32", "f64") else a.astype(np.float64), t)]


@handler(arith.UIToFPOp)
def _uitofp(interp, op, v):
    t = _t(op)
    a = _u(v[0])
    dt = np_dtype(t)
    return [_fres(a.astype(dt) if element_type(t).name in ("f16", "f32", "f64") else a.astype(np.float64), t)]


def _saturating_int(x, t, unsigned: bool) -> np.ndarray:
    """Float -> integer as the GPU's cvt.rzi: toward zero, saturating, NaN -> 0."""
    x = np.asarray(x, dtype=np.float64)
    e = element_type(t)
    w = e.width if isinstance(e, T.IntegerType) else 64
    if unsigned:
        lo, hi = 0.0, float(2**w - 1)
    else:
        lo, hi = float(-(2 ** (w - 1))), float(2 ** (w - 1) - 1)
    r = np.trunc(np.where(np.isnan(x), 0.0, x))
    if w == 64:
        big = r >= 2.0**63 if not unsigned else r >= 2.0**64
        r = np.clip(r, lo, hi)
        if unsigned:
            out = np.where(big, np.uint64(2**64 - 1), r.astype(np.uint64)).astype(np.int64)
        else:
            out = np.where(big, np.int64(2**63 - 1), r.astype(np.int64))
        return _back(out, t)
    r = np.clip(r, lo, hi).astype(np.int64)
    return _back(r, t)


@handler(arith.FPToSIOp)
def _fptosi(interp, op, v):
    return [_saturating_int(v[0], _t(op), False)]


@handler(arith.FPToUIOp)
def _fptoui(interp, op, v):
    return [_saturating_int(v[0], _t(op), True)]


@handler(arith.ExtFOp)
def _extf(interp, op, v):
    return [_fres(v[0], _t(op))]


@handler(arith.TruncFOp)
def _truncf(interp, op, v):
    rm = op.attributes.get("roundingmode")
    mode = arith.ROUNDING_MODES[rm.value] if rm is not None else "to_nearest_even"
    if mode == "to_nearest_even":
        return [_fres(v[0], _t(op))]
    if mode == "toward_zero":
        return [np.asarray(round_to(v[0], _t(op), rtz=True))]
    return [round_directed(v[0], _t(op), mode)]


def _bitcast(x, src_t, dst_t) -> np.ndarray:
    se, de = element_type(src_t), element_type(dst_t)
    if isinstance(se, T.PointerType) or isinstance(de, T.PointerType):
        return np.asarray(x).astype(np.int64)
    cs, cd = codec(se), codec(de)
    raw = np.ascontiguousarray(cs.encode(np.asarray(x)))
    if cs.size != cd.size:
        raise ValueError(f"bitcast between {cs.size}- and {cd.size}-byte elements")
    return cd.decode(raw.view(cd.storage)).reshape(np.shape(x))


@handler(arith.BitcastOp, tt.BitcastOp)
def _bitcast_op(interp, op, v):
    return [_bitcast(v[0], op.operands[0].type, _t(op))]


@handler(tt.FpToFpOp)
def _fp_to_fp(interp, op, v):
    rm = op.attributes.get("rounding")
    rtz = rm is not None and rm.value == 0  # tt's RoundingMode: rtz = 0, rtne = 1
    return [np.asarray(round_to(np.asarray(v[0]).astype(np.float64) if np.asarray(v[0]).dtype == np.float64
                                else np.asarray(v[0]).astype(np.float32), _t(op), rtz=rtz))]


# ---------------------------------------------------------------------------
# math
# ---------------------------------------------------------------------------


#: math.erf per element (numpy has no erf; a ufunc loop, in C, calls it)
_ERF = np.frompyfunc(_pymath.erf, 1, 1)
_ERFC = np.frompyfunc(_pymath.erfc, 1, 1)

_UNARY = {
    math_.AbsFOp: np.abs, math_.AcosOp: np.arccos, math_.AcoshOp: np.arccosh, math_.AsinOp: np.arcsin,
    math_.AsinhOp: np.arcsinh, math_.AtanOp: np.arctan, math_.AtanhOp: np.arctanh, math_.CbrtOp: np.cbrt,
    math_.CeilOp: np.ceil, math_.CosOp: np.cos, math_.CoshOp: np.cosh,
    math_.ErfOp: lambda x: _ERF(x.astype(np.float64)).astype(np.float64),
    math_.ErfcOp: lambda x: _ERFC(x.astype(np.float64)).astype(np.float64),
    math_.ExpOp: np.exp, math_.Exp2Op: np.exp2, math_.ExpM1Op: np.expm1, math_.FloorOp: np.floor,
    math_.LogOp: np.log, math_.Log10Op: np.log10, math_.Log1pOp: np.log1p, math_.Log2Op: np.log2,
    math_.RoundOp: lambda x: np.trunc(x + np.copysign(np.asarray(0.5, dtype=x.dtype), x)) if x.dtype != np.float64
    else np.where(np.abs(x) >= 2.0**52, x, np.trunc(x + np.copysign(0.5, x))),
    math_.RoundEvenOp: np.rint, math_.RsqrtOp: lambda x: 1 / np.sqrt(x), math_.SinOp: np.sin,
    math_.SinhOp: np.sinh, math_.SqrtOp: np.sqrt, math_.TanOp: np.tan, math_.TanhOp: np.tanh,
    math_.TruncOp: np.trunc,
}


def _compute_dtype(a: np.ndarray):
    return np.float64 if a.dtype == np.float64 else np.float32


def _unary(fn):
    def run(interp, op, v):
        a = np.asarray(v[0])
        return [_fres(fn(a.astype(_compute_dtype(a))), _t(op))]
    return run


for _cls, _fn in _UNARY.items():
    handler(_cls)(_unary(_fn))


@handler(tt.PreciseSqrtOp)
def _precise_sqrt(interp, op, v):
    return [_fres(np.sqrt(np.asarray(v[0])), _t(op))]


@handler(tt.PreciseDivFOp)
def _precise_div(interp, op, v):
    return [_fres(np.divide(np.asarray(v[0]), np.asarray(v[1])), _t(op))]


@handler(tt.ApproxDivFOp)
def _approx_div(interp, op, v):
    # the GPU's div.approx.f32 is within 2 ulp of the quotient; the interpreter gives the quotient
    return [_fres(np.divide(np.asarray(v[0]), np.asarray(v[1])), _t(op))]


def _fma_f64_round_to_odd(a, b, c) -> np.ndarray:
    """a * b + c of float32 (or narrower) values, in float64 rounded to odd:
    the product is exact in float64; the sum's rounding error (TwoSum) says
    where the exact value lies, and of the two float64 values around it the
    odd one is taken, so that rounding it to float32 rounds the exact value
    once (53 >= 24 + 2 bits)."""
    p = a.astype(np.float64) * b.astype(np.float64)
    c = c.astype(np.float64)
    s = np.asarray(p + c)
    bp = s - p
    err = (p - (s - bp)) + (c - bp)
    odd = (s.view(np.uint64) & np.uint64(1)).astype(bool)
    toward = np.where(err > 0, np.inf, -np.inf)
    return np.where((err != 0) & ~odd & np.isfinite(s), np.nextafter(s, toward), s)


@handler(math_.FmaOp)
def _fma(interp, op, v):
    a, b, c = (np.asarray(x) for x in v)
    if a.dtype == np.float64:
        r = a * b + c   # float64: no wider type here; correct where the product is exact
    else:
        r = _fma_f64_round_to_odd(a, b, c)
    return [_fres(r, _t(op))]


@handler(math_.SinCosOp)
def _sincos(interp, op, v):
    a = np.asarray(v[0])
    x = a.astype(_compute_dtype(a))
    return [_fres(np.sin(x), _t(op, 0)), _fres(np.cos(x), _t(op, 1))]


@handler(math_.AbsIOp)
def _absi(interp, op, v):
    return [_back(np.abs(_wide(v[0])), _t(op))]


@handler(math_.CtPopOp)
def _ctpop(interp, op, v):
    return [_back(np.bitwise_count(_u(v[0])).astype(np.int64), _t(op))]


@handler(math_.CountLeadingZerosOp)
def _ctlz(interp, op, v):
    u = _uwide(v[0])
    w = _width(np.asarray(v[0]))
    top = np.full(u.shape, -1, dtype=np.int64)
    for k in range(w):  # over bit positions, vectorised over elements
        top = np.where((u >> np.uint64(k)) & np.uint64(1), k, top)
    return [_back(w - 1 - top, _t(op))]


@handler(math_.CountTrailingZerosOp)
def _cttz(interp, op, v):
    u = _uwide(v[0])
    w = _width(np.asarray(v[0]))
    low = np.full(u.shape, w, dtype=np.int64)
    for k in reversed(range(w)):
        low = np.where((u >> np.uint64(k)) & np.uint64(1), k, low)
    return [_back(low, _t(op))]


@handler(math_.IPowIOp)
def _ipowi(interp, op, v):
    base, exp = _wide(v[0]), _wide(v[1])
    r = np.ones(np.broadcast(base, exp).shape, dtype=np.int64)
    b = np.broadcast_to(base, r.shape).copy()
    e = np.broadcast_to(exp, r.shape).copy()
    neg = e < 0
    e = np.where(neg, 0, e)
    while (e > 0).any():
        r = np.where(e & 1, r * b, r)
        b = b * b
        e >>= 1
    # negative exponents: 1 for base 1, +-1 for base -1, else 0 (MLIR's expansion)
    r = np.where(neg, np.where(base == 1, 1, np.where(base == -1, np.where(exp & 1, -1, 1), 0)), r)
    return [_back(r, _t(op))]


@handler(math_.FPowIOp)
def _fpowi(interp, op, v):
    a = np.asarray(v[0])
    return [_fres(np.power(a.astype(_compute_dtype(a)), _wide(v[1]).astype(_compute_dtype(a))), _t(op))]


@handler(math_.IsNaNOp, math_.IsInfOp, math_.IsFiniteOp, math_.IsNormalOp)
def _classify(interp, op, v):
    a = np.asarray(v[0])
    if isinstance(op, math_.IsNaNOp):
        return [np.isnan(a)]
    if isinstance(op, math_.IsInfOp):
        return [np.isinf(a)]
    if isinstance(op, math_.IsFiniteOp):
        return [np.isfinite(a)]
    tiny = np.finfo(a.dtype).tiny
    return [np.isfinite(a) & (np.abs(a) >= tiny)]


@handler(tt.ClampFOp)
def _clampf(interp, op, v):
    x, lo, hi = (np.asarray(a) for a in v)
    prop = op.attributes.get("propagateNan")
    r = np.minimum(np.maximum(x, lo), hi) if prop is not None and prop.value else np.fmin(np.fmax(x, lo), hi)
    return [_fres(r, _t(op))]


@handler(tt.MulhiUIOp)
def _mulhiui(interp, op, v):
    w = _width(np.asarray(v[0]))
    if w <= 32:
        p = _uwide(v[0]) * _uwide(v[1])
        return [_back((p >> np.uint64(w)).astype(np.int64), _t(op))]
    _, hi = _mul128(_uwide(v[0]), _uwide(v[1]))
    return [np.asarray(hi.view(np.int64)).astype(np_dtype(_t(op)))]


# ---------------------------------------------------------------------------
# tt: shapes
# ---------------------------------------------------------------------------


@handler(tt.MakeRangeOp)
def _make_range(interp, op, v):
    s, e = op.attributes["start"].value, op.attributes["end"].value
    return [np.arange(s, e, dtype=np.int32)]


def _filled(a, shape) -> np.ndarray:
    """``a`` broadcast to ``shape`` (a new array: cheaper than numpy's broadcast view for small tensors)."""
    out = np.empty(shape, dtype=a.dtype)
    out[...] = a
    return out


@handler(tt.SplatOp)
def _splat(interp, op, v):
    return [_filled(np.asarray(v[0]), tuple(_t(op).shape))]


@handler(tt.UnsplatOp)
def _unsplat(interp, op, v):
    return [np.asarray(v[0]).reshape(-1)[0].copy().reshape(())]


@handler(tt.BroadcastOp)
def _broadcast(interp, op, v):
    return [_filled(np.asarray(v[0]), tuple(_t(op).shape))]


@handler(tt.ExpandDimsOp)
def _expand_dims(interp, op, v):
    return [np.asarray(v[0]).reshape(tuple(_t(op).shape))]


@handler(tt.ReshapeOp)
def _reshape(interp, op, v):
    src, dst = op.operands[0].type, _t(op)
    if interp.gpu_order and op.allow_reorder is not None and getattr(src, "encoding", None) is not None \
            and getattr(dst, "encoding", None) is not None:
        # TTGIR: the elements go where the layouts put each thread's registers (the GPU's order)
        try:
            return [reshape_registers(v[0], src.encoding, src.shape, dst.encoding, dst.shape)]
        except (NotEmulated, NotImplementedError, ValueError):
            pass
    return [np.asarray(v[0]).reshape(tuple(dst.shape))]


@handler(tt.TransOp)
def _trans(interp, op, v):
    order = list(op.attributes["order"].values)
    return [np.transpose(np.asarray(v[0]), order)]


@handler(tt.CatOp)
def _cat(interp, op, v):
    return [np.concatenate([np.asarray(v[0]), np.asarray(v[1])], axis=0)]


@handler(tt.JoinOp)
def _join(interp, op, v):
    return [np.stack([np.asarray(v[0]), np.asarray(v[1])], axis=-1)]


@handler(tt.SplitOp)
def _split(interp, op, v):
    a = np.asarray(v[0])
    return [a[..., 0], a[..., 1]]


@handler(ttg.ConvertLayoutOp)
def _convert_layout(interp, op, v):
    return [v[0]]


# ---------------------------------------------------------------------------
# tt: pointers, programs, memory
# ---------------------------------------------------------------------------


def _pointee_bytes(t) -> int:
    e = element_type(t)
    p = e.pointee
    if isinstance(p, T.PointerType):
        return 8
    return codec(p).size


@handler(tt.AddPtrOp)
def _addptr(interp, op, v):
    size = interp.static.get(op)
    if size is None:
        size = interp.static[op] = _pointee_bytes(_t(op))
    return [np.asarray(v[0], dtype=np.int64) + _wide(v[1]) * size]


@handler(tt.IntToPtrOp)
def _int_to_ptr(interp, op, v):
    return [np.asarray(v[0]).astype(np.int64)]


@handler(tt.PtrToIntOp)
def _ptr_to_int(interp, op, v):
    return [_back(np.asarray(v[0], dtype=np.int64), _t(op))]


@handler(tt.GetProgramIdOp)
def _program_id(interp, op, v):
    return [np.array(interp.program[op.attributes["axis"].value], dtype=np.int32)]


@handler(tt.GetNumProgramsOp)
def _num_programs(interp, op, v):
    return [np.array(interp.grid[op.attributes["axis"].value], dtype=np.int32)]


def _elem_of_ptr(t):
    e = element_type(t)
    return e.pointee


def _operand_value(op, v, name):
    """The value of optional operand ``name`` (None when absent)."""
    operand = getattr(op, name)
    if operand is None:
        return None
    return v[op.operands.index(operand)]


def _memory_operands(interp, op):
    """(position of the mask operand or None, of ``other`` or None, the pointee
    type) of a load, store or atomic: found once per op and run."""
    st = interp.static.get(op)
    if st is None:
        ops = list(op.operands)
        pos = [ops.index(x) if x is not None else None
               for x in (getattr(op, "mask", None), getattr(op, "other", None))]
        ptr_t = op.ptr.type
        elem = None if isinstance(element_type(ptr_t).pointee, T.RankedTensorType) else _elem_of_ptr(ptr_t)
        st = interp.static[op] = (pos[0], pos[1], elem)
    return st


def _block_access(op, bp: BlockPointer, mask):
    """Addresses of a block pointer's elements and the mask its boundary
    check gives (the dimensions of ``boundaryCheck``: elements outside the
    parent tensor there are not accessed)."""
    if mask is not None:
        raise ValueError("a block pointer access takes no mask")
    addr, inside = bp.addresses()
    checked = list(op.attributes["boundaryCheck"].values) if "boundaryCheck" in op.attributes else []
    m = None
    for d in checked:
        m = inside[d] if m is None else m & inside[d]
    return addr, m


@handler(tt.MakeTensorPtrOp)
def _make_tensor_ptr(interp, op, v):
    rank = len(op.shape)
    base, rest = v[0], v[1:]
    t = _t(op)
    block = t.pointee
    return [BlockPointer(int(base), tuple(int(x) for x in rest[:rank]), tuple(int(x) for x in rest[rank:2 * rank]),
                         tuple(int(x) for x in rest[2 * rank:]), tuple(block.shape), block.element)]


@handler(tt.AdvanceOp)
def _advance(interp, op, v):
    bp = v[0]
    offsets = tuple(o + int(x) for o, x in zip(bp.offsets, v[1:]))
    return [BlockPointer(bp.base, bp.shape, bp.strides, offsets, bp.block_shape, bp.element)]


@handler(tt.LoadOp)
def _load(interp, op, v):
    mi, oi, elem = _memory_operands(interp, op)
    mask = None if mi is None else v[mi]
    other = None if oi is None else v[oi]
    if isinstance(v[0], BlockPointer):
        bp = v[0]
        addr, m = _block_access(op, bp, mask)
        pad = op.attributes.get("padding")
        fill = np.nan if pad is not None and tt.PADDING_OPTIONS[pad.value] == "nan" else 0
        res = interp.memory.read(addr, bp.element, m, op, None if m is None else fill)
        return [res]
    ptr = np.asarray(v[0])
    res = interp.memory.read(ptr, elem, mask, op, other)
    return [res.reshape(ptr.shape)]


@handler(tt.StoreOp)
def _store(interp, op, v):
    mi, _, elem = _memory_operands(interp, op)
    mask = None if mi is None else v[mi]
    if isinstance(v[0], BlockPointer):
        addr, m = _block_access(op, v[0], mask)
        interp.memory.write(addr, v[1], v[0].element, m, op)
        return []
    interp.memory.write(np.asarray(v[0]), v[1], elem, mask, op)
    return []


@handler(tt.AtomicRMWOp)
def _atomic_rmw(interp, op, v):
    elem = _elem_of_ptr(op.ptr.type)
    kind = tt.RMW_OPS[op.attributes["atomic_rmw_op"].value]
    mask = _operand_value(op, v, "mask")
    return [interp.memory.atomic(kind, np.asarray(v[0]), v[1], elem, mask, op)]


@handler(tt.AtomicCASOp)
def _atomic_cas(interp, op, v):
    elem = _elem_of_ptr(op.ptr.type)
    return [interp.memory.atomic("cas", np.asarray(v[0]), v[2], elem, None, op, cmp=v[1])]


@handler(tt.AtomicLoadOp)
def _atomic_load(interp, op, v):
    ptr = np.asarray(v[0])
    res = interp.memory.read(ptr, _elem_of_ptr(op.ptr.type), _operand_value(op, v, "mask"), op)
    return [res.reshape(ptr.shape)]


@handler(tt.AtomicStoreOp)
def _atomic_store(interp, op, v):
    interp.memory.write(np.asarray(v[0]), v[1], _elem_of_ptr(op.ptr.type), _operand_value(op, v, "mask"), op)
    return []


@handler(tt.AtomicPollOp)
def _atomic_poll(interp, op, v):
    """Programs run one after another, so the value polled cannot change while
    it waits: true where it already equals the expected one; elsewhere false
    after a timeout, and without one the GPU would wait forever: an error."""
    ptr = np.asarray(v[0])
    seen = interp.memory.read(ptr, _elem_of_ptr(op.ptr.type), None, op) == np.asarray(v[1])
    if not np.all(seen) and op.timeout is None:
        raise interp.error(op, "'tt.atomic_poll' waits forever: the value it polls is not the expected one, and "
                               "no later program runs before this one ends (programs run one after another)")
    return [np.asarray(seen)]


@handler(tt.CallOp)
def _call(interp, op, v):
    name = op.attributes["callee"].path[0]
    fn = interp.lookup_func(name)
    if fn is None or not fn.regions or not fn.regions[0].blocks:
        raise interp.error(op, f"'tt.call' of '{name}': no function body to run")
    return interp.call(fn, v)


@handler(tt.AssertOp)
def _assert(interp, op, v):
    c = np.asarray(v[0])
    if not c.all():
        bad = int(np.argmin(c.reshape(-1)))
        raise interp.error(op, f"assertion failed: {op.attributes['message'].value!r} (element {bad})")
    return []


@handler(cf.AssertOp)
def _cf_assert(interp, op, v):
    if not bool(np.asarray(v[0])):
        raise interp.error(op, f"assertion failed: {op.attributes['msg'].value!r}")
    return []


@handler(tt.PrintOp)
def _print(interp, op, v):
    prefix = op.attributes["prefix"].value
    hexa = bool(op.attributes["hex"].value)
    x, y, z = interp.program
    for arg in v:
        a = np.asarray(arg).reshape(-1)
        for i, e in enumerate(a.tolist()):
            text = (f"{int(e) & 0xFFFFFFFFFFFFFFFF:#x}" if hexa and not isinstance(e, float)
                    else repr(e) if isinstance(e, float) else str(int(e)))
            interp.prints.append(f"pid ({x}, {y}, {z}) idx ({i}){prefix}{text}")
    if not v:
        interp.prints.append(f"pid ({x}, {y}, {z}){prefix}")
    return []


#: PTX instructions with no effect on values: programmatic dependent launch, which Triton up to 3.8
#: emits as inline assembly (``tl.extra.cuda.gdc_wait`` / ``gdc_launch_dependents``, with a dummy
#: result) and 3.9 as tt.grid_dependency_wait / _launch_dependents
NO_EFFECT_PTX = frozenset({"griddepcontrol.wait", "griddepcontrol.launch_dependents"})


def _asm_instructions(text: str) -> list[str]:
    """The instructions of an inline assembly string (``//`` comments dropped)."""
    lines = [line.split("//")[0] for line in text.splitlines()]
    return [i.strip() for i in ";".join(lines).split(";") if i.strip()]


def _tf32_rna(x) -> np.ndarray:
    """PTX ``cvt.rna.tf32.f32``: an f32 rounded to tf32's 10 mantissa bits, to
    nearest with ties away from zero (half an ulp added to the magnitude),
    kept as an f32 (its low 13 bits zero); NaN stays NaN."""
    b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    r = ((b + np.uint32(0x1000)) & np.uint32(0xFFFFE000)).view(np.float32)
    return np.where(np.isnan(x), np.float32(np.nan), r)


#: Elementwise inline assembly the interpreter knows, by its instructions: Triton's F32DotTC pass
#: (tf32x3 dots) splits each f32 operand with ``cvt.rna.tf32.f32`` (one f32 in, one out)
KNOWN_PTX = {("cvt.rna.tf32.f32 $0, $1",): _tf32_rna}


@handler(tt.ElementwiseInlineAsmOp, ttg.InlineAsmOp)
def _inline_asm(interp, op, v):
    asm = op.attributes.get("asm_string")
    text = getattr(asm, "value", "")
    if isinstance(text, str) and text and all(i in NO_EFFECT_PTX for i in _asm_instructions(text)):
        return [np.zeros(tuple(r.type.shape) if isinstance(r.type, T.RankedTensorType) else (), np_dtype(r.type))
                for r in op.results]
    fn = KNOWN_PTX.get(tuple(_asm_instructions(text))) if isinstance(text, str) else None
    packed = op.attributes.get("packed_element")
    if (fn is not None and len(v) == 1 and len(op.results) == 1 and getattr(packed, "value", 1) == 1
            and str(getattr(op.results[0].type, "element", op.results[0].type)) == "f32"
            and np.asarray(v[0]).dtype == np.float32):
        return [fn(np.asarray(v[0]))]
    raise interp.error(op, f"'{op.name}' is not interpretable: inline assembly has no semantics the "
                           "interpreter knows")


# ---------------------------------------------------------------------------
# Control flow
# ---------------------------------------------------------------------------


@handler(scf.YieldOp, scf.ConditionOp, tt.ReturnOp, tt.ReduceReturnOp, tt.ScanReturnOp,
         tt.MapElementwiseReturnOp)
def _terminator(interp, op, v):
    """A region's exit: its operands are the region's results."""
    return v


@handler(cf.BranchOp)
def _br(interp, op, v):
    return Jump(op.successors[0], v)


@handler(cf.CondBranchOp)
def _cond_br(interp, op, v):
    n_true = len(op.trueDestOperands)
    if bool(np.asarray(v[0])):
        return Jump(op.successors[0], v[1:1 + n_true])
    return Jump(op.successors[1], v[1 + n_true:])


@handler(scf.ForOp)
def _for(interp, op, v):
    lb, ub, step = (int(_s(x)) for x in v[:3])
    carried = list(v[3:])
    iv_t = op.operands[0].type
    dt = np_dtype(iv_t)
    if "unsignedCmp" in op.attributes:
        w = _width(np.asarray(v[0]))
        m = (1 << w) - 1
        lb, ub, step = lb & m, ub & m, step & m
    if step <= 0 and ub > lb:
        raise interp.error(op, f"scf.for with step {step}: the loop would not end")
    if ub > lb and -(-(ub - lb) // step) > MAX_LOOP_ITERATIONS:
        raise interp.error(op, f"scf.for would run {-(-(ub - lb) // step)} iterations, more than the "
                               f"{MAX_LOOP_ITERATIONS} the interpreter runs")
    body = op.regions[0]
    for iv in range(lb, ub, step) if ub > lb else ():
        carried = interp.run_region(body, [np.array(iv).astype(dt), *carried])
    return carried


@handler(scf.IfOp)
def _if(interp, op, v):
    region = op.regions[0] if bool(np.asarray(v[0])) else op.regions[1]
    if not region.blocks:
        return []
    return interp.run_region(region, [])


@handler(scf.WhileOp)
def _while(interp, op, v):
    args = list(v)
    before, after = op.regions
    for _ in range(MAX_LOOP_ITERATIONS):
        res = interp.run_region(before, args)
        if not bool(np.asarray(res[0])):
            return res[1:]
        args = interp.run_region(after, res[1:])
    raise interp.error(op, f"scf.while ran {MAX_LOOP_ITERATIONS} iterations: the run stops")


@handler(scf.ExecuteRegionOp)
def _execute_region(interp, op, v):
    return interp.run_region(op.regions[0], [])


@handler(scf.IndexSwitchOp)
def _index_switch(interp, op, v):
    x = int(np.asarray(v[0]))
    cases = list(op.attributes["cases"].values)
    region = op.regions[1 + cases.index(x)] if x in cases else op.regions[0]
    return interp.run_region(region, [])


# ---------------------------------------------------------------------------
# No effect on values
# ---------------------------------------------------------------------------


@handler(llvm.AssumeOp, gpu.BarrierOp, rocdl.SetPrioOp, rocdl.SchedBarrier, rocdl.SBarrierOp,
         ttg.BarrierOp, tt.GridDependencyWaitOp, tt.GridDependencyLaunchDependentsOp)
def _no_effect(interp, op, v):
    return []


@handler(ub.PoisonOp)
def _poison(interp, op, v):
    t = _t(op)
    shape = tuple(t.shape) if isinstance(t, T.RankedTensorType) else ()
    return [np.zeros(shape, dtype=np_dtype(t))]
