"""The interpreter's complex ops (issue 28, pyopt/interp/ops_complex.py): the
numeric kernels behind tt.dot, tt.reduce, tt.scan and tt.histogram, on inputs
of our own.  Every expected value is computed independently here, with plain
numpy or Python loops (exact float64 sums, sequential scans, explicit bin
counts), never through the interpreter's functions.

Rules compared with Triton's sources (commit 4b184ccc, the 3.6.0 fork):
tf32 MMAs are given the f32 registers as they are (MMAv2.cpp, WGMMA.cpp: no
conversion, the tensor core reads the high 19 bits); tf32x3 splits with
``cvt.rna.tf32.f32`` (F32DotTC.cpp); histograms bin by the low bits of each
value (HistogramOpToLLVM.cpp's ballots).
"""

from __future__ import annotations

import numpy as np
import pytest

from pyopt.interp.ops_complex import (
    dot, histogram, inclusive_scan, split_precision, tree_reduce, truncate_tf32,
)
from pyopt.ir import types as T

F16, BF16, F32, I8, I32 = (T.FloatType("f16"), T.FloatType("bf16"), T.FloatType("f32"),
                           T.IntegerType(8), T.IntegerType(32))


def ttype(shape, elem):
    return T.RankedTensorType(tuple(shape), elem)


def exact_dot(a, b, c):
    """a @ b + c with every product and sum exact enough (float64, small ints)."""
    return np.asarray(a, dtype=np.float64) @ np.asarray(b, dtype=np.float64) + np.asarray(c, dtype=np.float64)


# ---------------------------------------------------------------------------
# tt.dot precision
# ---------------------------------------------------------------------------


def test_f16_dot_accumulates_in_f32():
    # 2048 + 1 + 1 + ... is not representable step by step in f16 (spacing 2
    # above 2048), but the f32 accumulator keeps every unit: 2048 + 31.
    K = 32
    a = np.ones((16, K), dtype=np.float16)
    a[:, 0] = 2048
    b = np.ones((K, 16), dtype=np.float16)
    c = np.zeros((16, 16), dtype=np.float32)
    d = dot(a, b, c, ttype(a.shape, F16), ttype(b.shape, F16), ttype(c.shape, F32))
    assert d.dtype == np.float32
    assert (d == 2048 + 31).all()


def test_f16_dot_random_matches_exact_sum_rounded():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((32, 64)).astype(np.float16)
    b = rng.standard_normal((64, 16)).astype(np.float16)
    c = rng.standard_normal((32, 16)).astype(np.float32)
    d = dot(a, b, c, ttype(a.shape, F16), ttype(b.shape, F16), ttype(c.shape, F32))
    ref = exact_dot(a, b, c)
    # f32 accumulation over 4 MMA steps: a few f32 ulps of the partial sums
    np.testing.assert_allclose(d, ref, rtol=1e-5, atol=1e-5)


def test_f16_result_is_rounded_to_f16():
    a = np.full((16, 16), 0.1, dtype=np.float16)
    b = np.full((16, 16), 0.1, dtype=np.float16)
    c = np.zeros((16, 16), dtype=np.float16)
    d = dot(a, b, c, ttype(a.shape, F16), ttype(b.shape, F16), ttype(c.shape, F16))
    assert d.dtype == np.float16
    assert (d == np.float16(16 * float(np.float16(0.1)) ** 2)).all()


def test_bf16_inputs():
    # bf16 values are float32 arrays holding bf16-representable values
    a = np.array([[1.0078125, 3.0]], dtype=np.float32)     # 1 + 2^-7: exact in bf16
    b = np.array([[1.0078125], [-1.0]], dtype=np.float32)
    c = np.zeros((1, 1), dtype=np.float32)
    d = dot(a, b, c, ttype(a.shape, BF16), ttype(b.shape, BF16), ttype(c.shape, F32))
    assert d[0, 0] == np.float32(1.0078125 ** 2 - 3.0)


def test_tf32_drops_low_mantissa_bits_ieee_keeps_them():
    x = np.float32(1 + 2 ** -12)     # below tf32's 10-bit mantissa
    a = np.full((1, 8), x, dtype=np.float32)
    b = np.ones((8, 1), dtype=np.float32)
    c = np.zeros((1, 1), dtype=np.float32)
    types = (ttype(a.shape, F32), ttype(b.shape, F32), ttype(c.shape, F32))
    assert dot(a, b, c, *types, precision="tf32")[0, 0] == 8.0
    assert dot(a, b, c, *types, precision="ieee")[0, 0] == np.float32(8 * (1 + 2 ** -12))


def test_tf32_truncates_rather_than_rounds():
    # 1 + 2^-10 - 2^-23: the bits below tf32's last (2^-10) are all ones, so
    # rounding would give 1 + 2^-10; the tensor core drops them: 1.0
    x = np.array([np.float32(1 + 2 ** -10) - np.float32(2 ** -23)], dtype=np.float32)
    assert truncate_tf32(x)[0] == 1.0
    assert truncate_tf32(np.array([-3.5, 0.0, np.inf], dtype=np.float32)).tolist() == [-3.5, 0.0, np.inf]
    assert np.isnan(truncate_tf32(np.array([np.nan], dtype=np.float32))[0])


def test_tf32x3_is_close_to_ieee():
    rng = np.random.default_rng(2)
    a = rng.standard_normal((16, 32)).astype(np.float32)
    b = rng.standard_normal((32, 16)).astype(np.float32)
    c = np.zeros((16, 16), dtype=np.float32)
    types = (ttype(a.shape, F32), ttype(b.shape, F32), ttype(c.shape, F32))
    ref = exact_dot(a, b, c)
    err3 = np.abs(dot(a, b, c, *types, precision="tf32x3") - ref).max()
    err1 = np.abs(dot(a, b, c, *types, precision="tf32") - ref).max()
    assert err3 < 1e-5 < err1
    errb3 = np.abs(dot(a, b, c, *types, precision="bf16x3") - ref).max()
    errb6 = np.abs(dot(a, b, c, *types, precision="bf16x6") - ref).max()
    assert errb6 < 1e-5 < errb3 < err1


def test_split_precision_terms_sum_back():
    x = np.array([np.pi, -1e-3, 12345.678], dtype=np.float32)
    big, small = split_precision(x, 2, "tf32")
    assert (big.view(np.uint32) & 0x1FFF == 0).all()
    np.testing.assert_allclose(big.astype(np.float64) + small, x, rtol=2 ** -21)


def test_ieee_f32_dot_is_an_fma_loop():
    # sequential FMA in k order: 1e8 + 1 - 1e8 ... in f32
    a = np.array([[1e8, 1.0, -1e8, 1.0]], dtype=np.float32)
    b = np.ones((4, 1), dtype=np.float32)
    c = np.zeros((1, 1), dtype=np.float32)
    acc = np.float32(0)
    for k in range(4):
        acc = np.float32(np.float64(acc) + np.float64(a[0, k]))
    d = dot(a, b, c, ttype(a.shape, F32), ttype(b.shape, F32), ttype(c.shape, F32), "ieee")
    assert d[0, 0] == acc == 1.0


def test_int8_dot_accumulates_in_i32_with_wraparound():
    a = np.full((2, 4), 127, dtype=np.int8)
    b = np.full((4, 2), -128, dtype=np.int8)
    c = np.array([[0, 2 ** 31 - 1], [-(2 ** 31), 5]], dtype=np.int32)
    d = dot(a, b, c, ttype(a.shape, I8), ttype(b.shape, I8), ttype(c.shape, I32))
    exact = 4 * 127 * -128 + c.astype(np.int64)
    wrapped = ((exact + 2 ** 31) % 2 ** 32) - 2 ** 31
    assert d.dtype == np.int32
    assert (d == wrapped).all()


def test_batched_dot():
    rng = np.random.default_rng(3)
    a = rng.integers(-4, 4, (3, 16, 16)).astype(np.float16)
    b = rng.integers(-4, 4, (3, 16, 8)).astype(np.float16)
    c = np.zeros((3, 16, 8), dtype=np.float32)
    d = dot(a, b, c, ttype(a.shape, F16), ttype(b.shape, F16), ttype(c.shape, F32))
    ref = np.stack([a[i].astype(np.float64) @ b[i].astype(np.float64) for i in range(3)])
    assert (d == ref).all()


# ---------------------------------------------------------------------------
# reduce / scan drivers
# ---------------------------------------------------------------------------


def add(left, right):
    return [left[0] + right[0]]


def test_tree_reduce_sum_every_axis_and_odd_lengths():
    rng = np.random.default_rng(4)
    x = rng.integers(-100, 100, (5, 7, 3)).astype(np.int32)
    for axis in range(3):
        (r,) = tree_reduce(add, [x], axis)
        ref = np.zeros([n for i, n in enumerate(x.shape) if i != axis], dtype=np.int64)
        for idx in np.ndindex(*x.shape):
            ref[tuple(v for i, v in enumerate(idx) if i != axis)] += x[idx]
        assert (r == ref).all()


def test_tree_reduce_two_operands_argmax_keeps_first_index():
    x = np.array([[3, 9, 1, 9, 9, 2, 0]], dtype=np.float32)
    idx = np.broadcast_to(np.arange(7, dtype=np.int32), x.shape)

    def argmax(left, right):
        (lv, li), (rv, ri) = left, right
        take_left = (lv > rv) | ((lv == rv) & (li < ri))
        return [np.where(take_left, lv, rv), np.where(take_left, li, ri)]

    v, i = tree_reduce(argmax, [x, idx], 1)
    assert v[0] == 9 and i[0] == 1


def test_tree_reduce_length_one_and_rank_one():
    (r,) = tree_reduce(add, [np.array([7], dtype=np.int32)], 0)
    assert r.shape == () and r == 7


def affine(left, right):
    """Composition of x -> m*x + c maps: associative, not commutative."""
    m1, c1 = left
    m2, c2 = right
    return [m1 * m2, c1 * m2 + c2]


@pytest.mark.parametrize("reverse", [False, True])
def test_inclusive_scan_non_commutative_matches_sequential(reverse):
    rng = np.random.default_rng(5)
    m = rng.integers(-3, 4, (4, 9)).astype(np.int64)
    c = rng.integers(-3, 4, (4, 9)).astype(np.int64)
    rm, rc = inclusive_scan(affine, [m, c], 1, reverse)
    order = range(8, -1, -1) if reverse else range(9)
    em, ec = np.zeros_like(m), np.zeros_like(c)
    for row in range(4):
        am, ac = None, None
        for j in order:
            if am is None:
                am, ac = m[row, j], c[row, j]
            else:
                am, ac = am * m[row, j], ac * m[row, j] + c[row, j]
            em[row, j], ec[row, j] = am, ac
    assert (rm == em).all() and (rc == ec).all()


def test_inclusive_scan_axis0_cumsum():
    x = np.arange(24, dtype=np.int32).reshape(6, 4)
    (r,) = inclusive_scan(add, [x], 0)
    assert (r == np.cumsum(x, axis=0)).all()


# ---------------------------------------------------------------------------
# histogram
# ---------------------------------------------------------------------------


def test_histogram_counts_with_mask_and_low_bits():
    src = np.array([0, 1, 1, 3, 7, 8, 9, -1, 2], dtype=np.int32)
    mask = np.array([1, 1, 1, 1, 1, 1, 0, 1, 1], dtype=bool)
    h = histogram(src, mask, 8, np.int32)
    # by hand: value & 7 for the unmasked ones: 0,1,1,3,7,0,7,2
    assert h.tolist() == [2, 2, 1, 1, 0, 0, 0, 2]
    assert histogram(src, None, 8, np.int32).sum() == src.size
    # with the range check (NVIDIA from Triton 3.8): 8 and -1 are left out too (9 is masked off)
    assert histogram(src, mask, 8, np.int32, range_check=True).tolist() == [1, 2, 1, 1, 0, 0, 0, 1]


@pytest.mark.parametrize("precision", ["tf32x3", "bf16x3", "bf16x6"])
def test_split_dots_zero_the_nans_of_the_small_terms(precision):
    # F32DotTC.cpp: 1.0 splits into 1.0 and 0.0, +inf into +inf and NaN; the small terms' dots
    # give NaN, which is replaced by zero before the leading terms' dot: the result is +inf
    a = np.ones((1, 8), dtype=np.float32)
    b = np.ones((8, 1), dtype=np.float32)
    b[3, 0] = np.inf
    c = np.zeros((1, 1), dtype=np.float32)
    d = dot(a, b, c, ttype(a.shape, F32), ttype(b.shape, F32), ttype(c.shape, F32), precision)
    assert d[0, 0] == np.inf
    # a plain ieee dot agrees (1 * inf = inf); the NaN comes only from the split
    assert dot(a, b, c, ttype(a.shape, F32), ttype(b.shape, F32), ttype(c.shape, F32), "ieee")[0, 0] == np.inf


def test_tf32x3_small_term_is_the_raw_remainder():
    # the remainder a - cvt.rna(a) is handed to a tf32 dot as it is (truncated there), not rounded
    x = np.array([[1 + 2 ** -11 + 2 ** -20]], dtype=np.float32)
    big, small = split_precision(x, 2, "tf32")
    assert big[0, 0] + small[0, 0] == x[0, 0]
    assert small[0, 0] == np.float32(x[0, 0]) - big[0, 0]
