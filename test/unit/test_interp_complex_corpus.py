"""Corpus kernels whose TTGIR runs through the interpreter's complex ops
(issue 28, pyopt/interp/ops_complex.py), over their whole grids: matmuls
(mma.sync with shared memory on cuda:80, wgmma with pipelined cp.async on
cuda:90, buffer loads and MFMA on gfx942), tensor descriptors (tensor maps
and TMA on cuda:90, descriptor ops elsewhere), reductions, scans, histograms.

Each output is compared with a numpy reference written here from the
kernel's Python source (tools/kernels/*.py), on inputs chosen so that the
exact result is representable (small integers, quarters): exact equality, so
the comparison also holds the GPU to it.  The files are what Triton 3.6.0
(test/corpus/<kernel>/<config>/ttgir.mlir) and 3.9.0 (test/corpus-releases/
3.9.0/<kernel>/<config>/ttgir.mlir, whose arguments are named by position)
compiled.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pyopt.interp import run_kernel
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source

ROOT = Path(__file__).resolve().parents[2]
rng = np.random.default_rng(2828)


def run(kernel, config, grid, args: dict, release="3.6.0"):
    """Run ``kernel``'s TTGIR of ``release`` for ``config``; ``args`` in the
    kernel's argument order (the files name their arguments by position)."""
    corpus = ROOT / "test" / ("corpus" if release == "3.6.0" else f"corpus-releases/{release}")
    path = corpus / kernel / config / "ttgir.mlir"
    keys = [str(i) for i in range(len(args))]
    ctx = Context(release[:3])
    module = parse_source(path.read_text(), str(path), context=ctx)
    func = next(op for op in module.walk() if op.name == "tt.func")
    assert len(func.regions[0].blocks[0].args) == len(args)
    named = dict(zip(keys, args.values()))
    scalars = {k: v for k, v in named.items() if not isinstance(v, np.ndarray)}
    buffers = {k: v for k, v in named.items() if isinstance(v, np.ndarray)}
    out = run_kernel(module, grid=grid, scalars=scalars, buffers=buffers, triton_version=ctx).buffers_after
    return {name: out[key] for name, key in zip(args, keys) if key in out}


def cdiv(a, b):
    return -(-a // b)


def quarters(shape, lo=-8, hi=8):
    return (rng.integers(lo, hi + 1, shape) / 4).astype(np.float16)


MATMUL_CONFIGS = [("3.6.0", "cuda80-w4"), ("3.6.0", "cuda90-w4"), ("3.6.0", "cuda90-w8"), ("3.6.0", "gfx942-w4"),
                  ("3.9.0", "cuda90-w4"), ("3.9.0", "gfx950-w4")]


@pytest.mark.parametrize("release,config", MATMUL_CONFIGS)
def test_matmul_fp16(release, config):
    # C = (A @ B).to(f16), f32 accumulator; M, N, K not multiples of the 64x64x32 blocks
    M, N, K = 80, 96, 48
    a, b = quarters((M, K)), quarters((K, N))
    out = run("matmul_fp16", config, (cdiv(M, 64), cdiv(N, 64), 1),
              {"A": a, "B": b, "C": np.zeros((M, N), np.float16), "M": M, "N": N, "K": K,
               "stride_am": K, "stride_bk": N, "stride_cm": N}, release)
    np.testing.assert_array_equal(out["C"], (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float16))


@pytest.mark.parametrize("config", ["cuda80-w4", "cuda90-w4", "gfx942-w4"])
def test_matmul_int8(config):
    M, N, K = 64, 128, 192
    a = rng.integers(-128, 128, (M, K)).astype(np.int8)
    b = rng.integers(-128, 128, (K, N)).astype(np.int8)
    out = run("matmul_int8", config, (cdiv(M, 64), cdiv(N, 64), 1),
              {"A": a, "B": b, "C": np.zeros((M, N), np.int32), "M": M, "N": N, "K": K,
               "stride_am": K, "stride_bk": N, "stride_cm": N})
    np.testing.assert_array_equal(out["C"], a.astype(np.int64) @ b.astype(np.int64))


@pytest.mark.parametrize("config", ["cuda80-w4", "cuda90-w4"])
def test_matmul_tf32_drops_the_low_mantissa_bits(config):
    # integers plus a fraction below tf32's precision: the MMA sees the integers
    M, N, K = 64, 64, 32
    ai = rng.integers(-16, 17, (M, K))
    bi = rng.integers(-16, 17, (K, N))
    # 3 * 2^-12 is below tf32's ulp for |a| >= 1 (2^-10 at 1): truncation drops it, while rounding
    # to nearest would take +-1 to +-(1 + 2^-10)
    a = (ai + np.sign(ai) * 3 * 2.0 ** -12).astype(np.float32)
    b = (bi + np.sign(bi) * 3 * 2.0 ** -12).astype(np.float32)
    out = run("matmul_tf32", config, (1, 1, 1),
              {"A": a, "B": b, "C": np.zeros((M, N), np.float32), "M": M, "N": N, "K": K,
               "stride_am": K, "stride_bk": N, "stride_cm": N})
    np.testing.assert_array_equal(out["C"], (ai @ bi).astype(np.float32))


@pytest.mark.parametrize("config", ["cuda80-w4", "cuda90-w4", "gfx942-w4"])
def test_dot_trans(config):
    M, N, K = 128, 96, 64
    a, b = quarters((M, K)), quarters((N, K))
    out = run("dot_trans", config, (cdiv(M, 64), cdiv(N, 32), 1),
              {"A": a, "B": b, "C": np.zeros((M, N), np.float32), "M": M, "N": N,
               "stride_am": K, "stride_bn": K, "stride_cm": N})
    np.testing.assert_array_equal(out["C"], a.astype(np.float64) @ b.astype(np.float64).T)


@pytest.mark.parametrize("config", ["cuda90-w4", "gfx942-w4"])
def test_bmm_3d(config):
    a, b = quarters((4, 32, 32)), quarters((4, 32, 32))
    out = run("bmm_3d", config, (1, 1, 1), {"A": a, "B": b, "C": np.zeros((4, 32, 32), np.float32)})
    np.testing.assert_array_equal(out["C"], np.matmul(a.astype(np.float64), b.astype(np.float64)))


@pytest.mark.parametrize("release,config", [("3.6.0", "cuda80-w4"), ("3.6.0", "cuda90-w4"), ("3.6.0", "gfx942-w4"),
                                            ("3.9.0", "cuda90-w4"), ("3.9.0", "gfx950-w4")])
def test_desc_matmul(release, config):
    # every operand through a tensor descriptor (tensor maps and TMA on cuda:90); 80 x 96 x 48
    # leaves partial blocks, read as zeros and stored clipped
    M, N, K = 80, 96, 48
    a, b = quarters((M, K)), quarters((K, N))
    out = run("desc_matmul", config, (cdiv(M, 64), cdiv(N, 64), 1),
              {"A": a, "B": b, "C": np.zeros((M, N), np.float16), "M": M, "N": N, "K": K}, release)
    np.testing.assert_array_equal(out["C"], (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float16))


@pytest.mark.parametrize("config", ["cuda80-w4", "cuda90-w4", "gfx942-w4"])
def test_desc_atomic_add_and_copy(config):
    M, N = 48, 80
    x = (rng.integers(-64, 64, (M, N)) / 8).astype(np.float32)
    out = run("desc_atomic_add", config, (cdiv(M, 32), cdiv(N, 64), 1),
              {"X": x, "Y": np.ones((M, N), np.float32), "M": M, "N": N})
    np.testing.assert_array_equal(out["Y"], x + 1)
    out = run("desc_copy_2d", config, (cdiv(M, 64), cdiv(N, 64), 1),
              {"X": x, "Y": np.zeros((M, N), np.float32), "M": M, "N": N})
    np.testing.assert_array_equal(out["Y"], x * 2)           # the kernel stores tile * 2.0


@pytest.mark.parametrize("config", ["cuda80-w4", "gfx942-w4"])
def test_desc_gather_scatter(config):
    M, N = 64, 128
    x = (rng.integers(-64, 64, (M, N)) / 8).astype(np.float32)
    idx = rng.permutation(M)[:32].astype(np.int32)
    out = run("desc_gather_scatter", config, (cdiv(N, 64), 1, 1),
              {"X": x, "IDX": idx, "Y": np.zeros((M, N), np.float32), "M": M, "N": N})
    want = np.zeros((M, N), np.float32)
    want[idx] = x[idx] * 2
    np.testing.assert_array_equal(out["Y"], want)


@pytest.mark.parametrize("config", ["cuda90-w4", "gfx942-w4"])
def test_reductions_scans_histogram(config):
    m, n = 40, 100
    x = rng.integers(-50, 50, (m, n)).astype(np.int32)
    out = run("cumsum_rows", config, (cdiv(m, 8), 1, 1),
              {"X": x, "Y": np.zeros((m, n), np.int32), "M": m, "N": n, "stride": n})
    np.testing.assert_array_equal(out["Y"], np.cumsum(x, axis=1))

    m, n = 40, 300                                  # quarters: every partial sum is exact in f32
    xf = (rng.integers(-64, 64, (m, n)) / 4).astype(np.float32)
    out = run("reduce_rows", config, (cdiv(m, 16), 1, 1),
              {"X": xf, "Y": np.zeros(m, np.float32), "M": m, "N": n, "stride_xm": n})
    np.testing.assert_array_equal(out["Y"], xf.astype(np.float64).sum(axis=1))

    xa = rng.integers(-20, 20, (m, n)).astype(np.float32)   # ties: the first index wins
    out = run("argmax_rows", config, (m, 1, 1),
              {"X": xa, "VAL": np.zeros(m, np.float32), "IDX": np.zeros(m, np.int32), "N": n, "stride": n})
    np.testing.assert_array_equal(out["VAL"], xa.max(axis=1))
    np.testing.assert_array_equal(out["IDX"], xa.argmax(axis=1))

    v = rng.integers(0, 300, 1000).astype(np.int32)
    out = run("histogram_atomic", config, (cdiv(1000, 512), 1, 1),
              {"X": v, "H": np.zeros(64, np.int32), "N": 1000})
    # tl.histogram bins by the low bits of each value (value & 63); the blocks' counts added atomically
    np.testing.assert_array_equal(out["H"], np.bincount(v & 63, minlength=64))


@pytest.mark.parametrize("release,config", [("3.6.0", "cuda90-w4"), ("3.9.0", "gfx950-w4")])
def test_attention_fwd(release, config):
    # online softmax over key blocks: floats all the way, compared within f16's precision
    # (P is rounded to f16 before its dot, as the kernel's p.to(tl.float16) says)
    n_ctx, d = 128, 64
    q, k, v = (rng.standard_normal((n_ctx, d)).astype(np.float16) for _ in range(3))
    scale = d ** -0.5
    out = run("attention_fwd", config, (n_ctx // 64, 1, 1),
              {"Q": q, "K": k, "V": v, "O": np.zeros((n_ctx, d), np.float16), "sm_scale": scale, "N_CTX": n_ctx,
               "stride_q": d, "stride_k": d, "stride_v": d, "stride_o": d}, release)
    s = (q.astype(np.float64) @ k.astype(np.float64).T) * scale
    p = np.exp(s - s.max(axis=1, keepdims=True))
    ref = (p / p.sum(axis=1, keepdims=True)) @ v.astype(np.float64)
    np.testing.assert_allclose(out["O"].astype(np.float64), ref, rtol=2e-2, atol=2e-2)
