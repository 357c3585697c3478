"""How the interpreter holds values (issue 28's shared design).

* A tensor is a numpy array of the tensor's shape; a scalar a 0-d array.
* Element types: ``i1`` -> ``bool``; ``iN`` -> ``intN`` (wrap-around; N in
  8/16/32/64); ``index`` -> ``int64``; ``f16`` -> ``float16``, ``f32`` ->
  ``float32``, ``f64`` -> ``float64``; ``bf16``, ``tf32`` and the 8-bit (and
  narrower) float types -> ``float32`` values rounded to the type after every
  op (:func:`round_to`); a pointer -> ``int64`` byte addresses.
* In memory an element is its bit pattern (:class:`Codec`: ``bf16`` as
  ``uint16``, an fp8 as ``uint8``, ``i1`` as one byte, a pointer as 8 bytes).
* A layout carries no data; a token is None.

Nothing here knows an op.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from pyopt.ir import types as T
from pyopt.ir.floats import bits_to_float

__all__ = ["element_type", "np_dtype", "round_to", "Codec", "codec", "as_value", "NotInterpretable", "combine"]


class NotInterpretable(Exception):
    """A type the interpreter has no numpy form for."""


def element_type(t):
    """The element type of a tensor type, or the type itself."""
    return t.element if isinstance(t, T.RankedTensorType) else t


_INT = {1: np.bool_, 8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}
_FLOAT = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


def np_dtype(t) -> np.dtype:
    """The numpy dtype holding values of (the element type of) ``t``."""
    return _np_dtype(element_type(t))


@lru_cache(maxsize=None)
def _np_dtype(e) -> np.dtype:
    if isinstance(e, T.IntegerType):
        try:
            return np.dtype(_INT[e.width])
        except KeyError:
            raise NotInterpretable(f"integer type {e} has no numpy form") from None
    if isinstance(e, (T.IndexType, T.PointerType)):
        return np.dtype(np.int64)
    if isinstance(e, T.FloatType):
        if e.name in _FLOAT:
            return np.dtype(_FLOAT[e.name])
        if e.name in _SMALL or e.name in ("bf16", "tf32"):
            return np.dtype(np.float32)
        raise NotInterpretable(f"float type {e} has no numpy form")
    raise NotInterpretable(f"type {e} holds no numbers")


# ---------------------------------------------------------------------------
# Rounding to the narrow float types
# ---------------------------------------------------------------------------

#: float types narrower than 16 bits, held as float32 values, stored as one byte
_SMALL = ("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3", "f8E3M4",
          "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN")


def _bf16_bits(x: np.ndarray, rtz: bool = False) -> np.ndarray:
    """The bf16 bit patterns of float32 values: round to nearest even (or
    toward zero), NaN kept quiet."""
    b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    if rtz:
        r = b >> 16
    else:
        r = (b + (np.uint32(0x7FFF) + ((b >> 16) & np.uint32(1)))) >> 16
    r = np.where(np.isnan(x), np.uint32(0x7FC0), r)
    return r.astype(np.uint16)


def _bf16_values(bits: np.ndarray) -> np.ndarray:
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


@lru_cache(maxsize=None)
def _small_table(name: str):
    """(value of every bit pattern, the non-negative finite values sorted, their
    bit patterns, the largest finite value) of a float type narrower than 16 bits."""
    width = T.FLOAT_WIDTHS[name]
    values = np.array([bits_to_float(b, name) for b in range(1 << width)], dtype=np.float64)
    finite = [(v, b) for b, v in enumerate(values) if np.isfinite(v) and v >= 0 and not (v == 0 and np.signbit(v))]
    finite.sort()
    pos = np.array([v for v, _ in finite])
    codes = np.array([b for _, b in finite], dtype=np.int64)
    nan_codes = [b for b, v in enumerate(values) if np.isnan(v)]
    neg_zero = [b for b, v in enumerate(values) if v == 0 and np.signbit(v)]
    sign_bit = 1 << (width - 1)
    signed = bool(neg_zero) or any(v < 0 for v in values if np.isfinite(v))
    return values.astype(np.float32), pos, codes, (nan_codes[0] if nan_codes else None), sign_bit, signed


def _small_bits(x: np.ndarray, name: str, rtz: bool = False) -> np.ndarray:
    """The bit patterns of ``x`` in the narrow float type ``name``: nearest
    (ties to the even pattern) or toward zero; values beyond the largest
    finite one saturate to it (NVIDIA's ``cvt.rn.satfinite``), NaN to NaN."""
    values, pos, codes, nan_code, sign_bit, signed = _small_table(name)
    x = np.asarray(x, dtype=np.float64)
    a = np.abs(x)
    i = np.searchsorted(pos, a, side="right") - 1          # pos[i] <= a < pos[i+1]
    i = np.clip(i, 0, len(pos) - 1)
    lo = pos[i]
    j = np.minimum(i + 1, len(pos) - 1)
    hi = pos[j]
    if rtz:
        pick = i
    else:
        dlo, dhi = a - lo, hi - a
        up = (dhi < dlo) | ((dhi == dlo) & (codes[i] & 1).astype(bool))
        pick = np.where(up & (j != i), j, i)
    pick = np.where(a < pos[0], 0, pick)
    bits = codes[pick]
    neg = np.signbit(x) if signed else np.zeros(x.shape, dtype=bool)
    if signed:
        bits = np.where(neg & ~((bits == codes[0]) & (name.endswith("FNUZ"))), bits | sign_bit, bits)
    if nan_code is not None:
        bits = np.where(np.isnan(x), nan_code, bits)
    return bits.astype(np.uint8)


def round_to(x, t, rtz: bool = False) -> np.ndarray:
    """``x`` as values of (the element type of) ``t``, rounded to nearest even
    (``rtz``: toward zero) where the type is narrower than the array's."""
    e = element_type(t)
    dt = np_dtype(e)
    if isinstance(e, T.FloatType):
        if e.name == "bf16":
            return _bf16_values(_bf16_bits(np.asarray(x, dtype=np.float32), rtz))
        if e.name == "tf32":
            b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
            r = b & np.uint32(0xFFFFE000) if rtz else (b + np.uint32(0xFFF) + ((b >> 13) & np.uint32(1))) & np.uint32(0xFFFFE000)
            return np.where(np.isnan(x), np.float32(np.nan), r.view(np.float32))
        if e.name in _SMALL:
            return _small_table(e.name)[0][_small_bits(x, e.name, rtz)]
        if rtz:
            return round_directed(x, e, "toward_zero")
    return np.asarray(x).astype(dt)


def round_directed(x, t, mode: str) -> np.ndarray:
    """``x`` rounded to the float type ``t`` (f16, f32, f64) in a directed
    mode: ``toward_zero``, ``downward``, ``upward`` (the nearest value, then one
    step back where it went the wrong way)."""
    e = element_type(t)
    dt = np_dtype(e)
    if getattr(e, "name", "") not in _FLOAT:
        raise NotInterpretable(f"rounding {mode} to {e}")
    src = np.asarray(x)
    wide = src.astype(np.float64) if src.dtype != np.float64 else src
    r = np.asarray(src.astype(dt))
    rw = r.astype(np.float64)
    if mode == "toward_zero":
        back = np.abs(rw) > np.abs(wide)
        toward = np.zeros((), dtype=dt)
    elif mode == "downward":
        back = rw > wide
        toward = np.array(-np.inf, dtype=dt)
    elif mode == "upward":
        back = rw < wide
        toward = np.array(np.inf, dtype=dt)
    else:
        raise NotInterpretable(f"rounding mode {mode}")
    if dt == np.float64 and src.dtype == np.float64:
        return r
    return np.where(back & np.isfinite(wide), np.nextafter(r, toward), r).astype(dt)


def as_value(x, t) -> np.ndarray:
    """A Python number or array as a value of type ``t`` (a 0-d array for a scalar)."""
    a = np.asarray(x)
    if isinstance(t, T.RankedTensorType) and a.shape != tuple(t.shape):
        a = np.broadcast_to(a, tuple(t.shape))
    return np.array(round_to(a, t), copy=True)


# ---------------------------------------------------------------------------
# In memory
# ---------------------------------------------------------------------------


class Codec:
    """How an element type sits in memory: ``storage`` (the numpy dtype of its
    bit pattern), ``size`` (bytes), ``encode(values) -> storage``,
    ``decode(storage) -> values``."""

    def __init__(self, t):
        e = element_type(t)
        self.type = e
        self.value_dtype = np_dtype(e)
        name = getattr(e, "name", "")
        if isinstance(e, T.IntegerType) and e.width == 1:
            self.storage = np.dtype(np.uint8)
        elif name == "bf16":
            self.storage = np.dtype(np.uint16)
        elif name in _SMALL:
            self.storage = np.dtype(np.uint8)
        elif name == "tf32":
            self.storage = np.dtype(np.float32)
        else:
            self.storage = self.value_dtype
        self.size = self.storage.itemsize

    def encode(self, values: np.ndarray) -> np.ndarray:
        name = getattr(self.type, "name", "")
        if name == "bf16":
            return _bf16_bits(np.asarray(values, dtype=np.float32))
        if name in _SMALL:
            return _small_bits(values, name)
        return np.asarray(values).astype(self.storage)

    def decode(self, stored: np.ndarray) -> np.ndarray:
        name = getattr(self.type, "name", "")
        if name == "bf16":
            return _bf16_values(stored)
        if name in _SMALL:
            return _small_table(name)[0][stored]
        if self.value_dtype == np.bool_:
            return stored != 0
        return stored.astype(self.value_dtype, copy=False)


@lru_cache(maxsize=None)
def _codec(e) -> Codec:
    return Codec(e)


def codec(t) -> Codec:
    """The (cached) :class:`Codec` of (the element type of) ``t``."""
    return _codec(element_type(t))


# ---------------------------------------------------------------------------
# Atomic updates
# ---------------------------------------------------------------------------

def combine(kind: str, cur: np.ndarray, val: np.ndarray, elem, cmp=None) -> np.ndarray:
    """The value an atomic of ``kind`` leaves where memory held ``cur``,
    computed in the element type ``elem`` (integers wrap around; a float add
    is rounded to the element type; ``max``/``min`` of floats compare as
    numbers, NaN not propagated, as the GPU's atom.max.f32 does)."""
    dt = np_dtype(elem)
    cur = np.asarray(cur, dtype=dt)
    val = np.asarray(val, dtype=dt)
    if kind == "cas":
        return np.where(cur == np.asarray(cmp, dtype=dt), val, cur)
    if kind == "exch":
        return val
    if kind in ("add", "fadd"):
        with np.errstate(over="ignore"):
            return round_to(cur + val, elem)
    if kind == "and":
        return cur & val
    if kind == "or":
        return cur | val
    if kind == "xor":
        return cur ^ val
    if kind in ("max", "min"):
        if dt.kind == "f":
            return (np.fmax if kind == "max" else np.fmin)(cur, val)
        return np.maximum(cur, val) if kind == "max" else np.minimum(cur, val)
    if kind in ("umax", "umin"):
        u = np.dtype(f"uint{dt.itemsize * 8}") if dt != np.bool_ else np.dtype(np.uint8)
        cu, vu = cur.astype(u), val.astype(u)
        pick = (vu > cu) if kind == "umax" else (vu < cu)
        return np.where(pick, val, cur)
    raise ValueError(f"unknown atomic kind {kind!r}")
