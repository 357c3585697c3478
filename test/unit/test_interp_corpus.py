"""Whole corpus kernels run by the interpreter (issue 28): Triton 3.6.0's
TTGIR for cuda:90, 4 warps (test/corpus/<kernel>/cuda90-w4/asm.ttgir), run
over their whole grid on inputs of this file, each output compared with a
numpy reference of what the kernel computes, written here by hand from the
kernel's Python source (tools/kernels/*.py; their ``reference`` functions
state the same math in PyTorch).  Integer results are compared exactly;
float results exactly where the kernel's arithmetic is exact or correctly
rounded in the element type, else within the tolerance the kernel's
KernelSpec states."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from pyopt.interp import run_kernel
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source

ROOT = Path(__file__).resolve().parents[2]


def load(kernel: str, config: str = "cuda90-w4"):
    path = ROOT / "test" / "corpus" / kernel / config / "asm.ttgir"
    ctx = Context("3.6")
    return parse_source(path.read_text(), str(path), context=ctx), ctx


def run(kernel, grid, scalars, buffers, config="cuda90-w4"):
    module, ctx = load(kernel, config)
    return run_kernel(module, grid=(grid, 1, 1), scalars=scalars, buffers=buffers, triton_version=ctx).buffers_after


def cdiv(a, b):
    return -(-a // b)


rng = np.random.default_rng(1234)


def test_int8_ops():
    n = 3000
    x = rng.integers(-128, 128, n).astype(np.int8)
    y = rng.integers(-128, 128, n).astype(np.int8)
    out = run("int8_ops", cdiv(n, 256), {"N": n}, {"X": x, "Y": y, "Z": np.zeros(n, np.int8)})
    # int8 wrap-around: (x + y) ^ (x >> 1), computed in int16 and wrapped by hand
    expect = (((x.astype(np.int16) + y) & 0xFF) ^ ((x.astype(np.int16) >> 1) & 0xFF)).astype(np.uint8).view(np.int8)
    np.testing.assert_array_equal(out['Z' if 'Z' in out else 'arg2'], expect)


def test_fp16_fma():
    n = 3000
    x = rng.standard_normal(n).astype(np.float16)
    y = rng.standard_normal(n).astype(np.float16)
    out = run("fp16_fma", cdiv(n, 256), {"N": n}, {"X": x, "Y": y, "Z": np.zeros(n, np.float16)})
    # x * y + 1.5 in f16: each op rounded to f16 (a product of two f16 is exact in f64)
    expect = ((x.astype(np.float64) * y).astype(np.float16).astype(np.float64) + 1.5).astype(np.float16)
    np.testing.assert_array_equal(out['Z' if 'Z' in out else 'arg2'], expect)


def test_bf16_ops():
    n = 3000
    # multiples of 1/8 in [-8, 8]: exact in bf16, and so is 2x + y
    x = (rng.integers(-64, 65, n) / 8).astype(np.float32)
    y = (rng.integers(-64, 65, n) / 8).astype(np.float32)
    out = run("bf16_ops", cdiv(n, 512), {"N": n}, {"X": x, "Y": y, "Z": np.zeros(n, np.float32)})
    np.testing.assert_array_equal(out["Z"], np.maximum(2 * x + y, 0))


def test_fp64_math():
    n = 1000
    x = rng.standard_normal(n)
    y = rng.standard_normal(n)
    out = run("fp64_math", cdiv(n, 128), {"N": n}, {"X": x, "Y": y, "Z": np.zeros(n)})
    expect = np.sqrt(np.abs(x)) + np.exp(y * 0.25) / (1.0 + x * x)
    np.testing.assert_allclose(out["Z"], expect, rtol=1e-12, atol=1e-12)


def test_int64_ops():
    n = 4096
    x = rng.integers(-(2 ** 40), 2 ** 40, n)
    y = rng.integers(-(2 ** 40), 2 ** 40, n)
    out = run("int64_ops", cdiv(n, 256), {"N": n}, {"X": x, "Y": y, "Z": np.zeros(n, np.int64)})
    np.testing.assert_array_equal(out["Z"], x * 3 + (y >> 2) - np.arange(n))


def _e4m3fn(v: float) -> float:
    """fp32 -> float8e4nv (E4M3FN) -> fp32 by hand: the nearest of the finite values
    (ties to the even mantissa), saturating at 448."""
    vals = []
    for e in range(16):
        for m in range(8):
            if e == 15 and m == 7:
                continue  # NaN
            mag = (m / 8) * 2.0 ** -6 if e == 0 else (1 + m / 8) * 2.0 ** (e - 7)
            vals.append((mag, m))
    a = abs(v)
    best = min(vals, key=lambda p: (abs(p[0] - a), p[1] & 1))
    return math.copysign(best[0], v)


def test_fp8_roundtrip():
    n = 2048
    x = rng.standard_normal(n).astype(np.float32) * 4
    x[:4] = [0.3, 1000.0, 2.0 ** -10, -0.0009765625]
    out = run("fp8_roundtrip", cdiv(n, 256), {"N": n}, {"X": x, "Y": np.zeros(n, np.float32)})
    expect = np.array([_e4m3fn(float(v)) for v in x], dtype=np.float32)
    np.testing.assert_array_equal(out["Y"], expect)
    assert list(out["Y"][:3]) == [0.3125, 448.0, 0.0]


def test_where_select():
    n = 3000
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    out = run("where_select", cdiv(n, 256), {"N": n}, {"X": x, "Y": y, "Z": np.zeros(n, np.float32)})
    z = np.where(x > 0, x, y * np.float32(0.5))
    z[np.arange(n) % 7 == 0] = 0
    np.testing.assert_array_equal(out["Z"], z)


def _bf16(x: np.ndarray) -> np.ndarray:
    b = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) << 16
    return r.astype(np.uint32).view(np.float32)


def test_casts():
    n = 2000
    x = rng.standard_normal(n).astype(np.float32) * 100
    bufs = {"X": x, "I": np.zeros(n, np.int32), "H": np.zeros(n, np.float16), "B": np.zeros(n, np.float32),
            "BITS": np.zeros(n, np.int32)}
    out = run("casts", cdiv(n, 128), {"N": n}, bufs)
    np.testing.assert_array_equal(out["I"], np.trunc(x).astype(np.int32))
    np.testing.assert_array_equal(out["H"], x.astype(np.float16))
    np.testing.assert_array_equal(out["B"], _bf16(x))
    np.testing.assert_array_equal(out["BITS"], x.view(np.int32))


def test_math_fp32():
    n = 3000
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    out = run("math_fp32", cdiv(n, 256), {"N": n}, {"X": x, "Y": y, "Z": np.zeros(n, np.float32)})
    xd, yd = x.astype(np.float64), y.astype(np.float64)
    a = np.exp(xd * 0.5) + np.log(np.abs(yd) + 1.0)
    b = np.sin(xd) * np.cos(yd) + 1 / np.sqrt(xd * xd + 1.0)
    erf = np.array([math.erf(v) for v in xd])
    np.testing.assert_allclose(out["Z"], erf * np.floor(yd) + a / (b * b + 2.0), rtol=1e-4, atol=1e-5)


def test_atomic_cas_lock():
    progs = 64
    out = run("atomic_cas_lock", progs, {}, {"LOCK": np.zeros(1, np.int32), "COUNT": np.zeros(1, np.int32),
                                             "OUT": np.zeros(progs, np.int32)})
    assert out["LOCK"].tolist() == [0] and out["COUNT"].tolist() == [progs]
    assert out["OUT"].tolist() == [1] * progs


def test_atomic_max_bins():
    n, bins = 3000, 16
    x = rng.integers(-1000, 1000, n).astype(np.int32)
    out = run("atomic_max_bins", cdiv(n, 256), {"N": n},
              {"X": x, "OUT": np.full(bins, -(2 ** 31), np.int32)})
    expect = np.array([x[b::bins].max() for b in range(bins)], dtype=np.int32)
    np.testing.assert_array_equal(out["OUT"], expect)


def test_join_split():
    n = 1500
    x = rng.standard_normal(2 * n).astype(np.float32)
    out = run("join_split", cdiv(n, 256), {"N": n},
              {"X": x, "SWAP": np.zeros(2 * n, np.float32), "SUM": np.zeros(n, np.float32)})
    p = x.reshape(-1, 2)
    np.testing.assert_array_equal(out["SWAP"], p[:, ::-1].reshape(-1))
    np.testing.assert_array_equal(out["SUM"], p[:, 0] + p[:, 1])


@pytest.mark.parametrize("file", ["cuda90-w4/ttir.mlir", "gfx942-w4/ttir.mlir", "cuda80-w4/ttgir.mlir",
                                  "cuda90-w1/ttgir.mlir", "cuda90-w8/ttgir.mlir"])
def test_other_stages_and_targets(file):
    """The same kernel as TTIR and as the TTGIR of other targets and warp counts (the
    AMD TTGIR holds amdg buffer ops: ops_complex's)."""
    n = 3000
    x = rng.integers(-128, 128, n).astype(np.int8)
    y = rng.integers(-128, 128, n).astype(np.int8)
    path = ROOT / "test" / "corpus" / "int8_ops" / file
    ctx = Context("3.6")
    module = parse_source(path.read_text(), str(path), context=ctx)
    # these files print no argument names: the arguments are keyed by position
    out = run_kernel(module, grid=(cdiv(n, 256), 1, 1), scalars={"3": n},
                     buffers={"arg0": x, "arg1": y, "arg2": np.zeros(n, np.int8)}, triton_version=ctx).buffers_after
    expect = (((x.astype(np.int16) + y) & 0xFF) ^ ((x.astype(np.int16) >> 1) & 0xFF)).astype(np.uint8).view(np.int8)
    np.testing.assert_array_equal(out['Z' if 'Z' in out else 'arg2'], expect)


def run39(kernel, grid, scalars, buffers):
    """A kernel of Triton 3.9.0's corpus (test/corpus-releases/3.9.0; its files name no
    arguments: they are keyed by position)."""
    path = ROOT / "test" / "corpus-releases" / "3.9.0" / kernel / "cuda90-w4" / "ttgir.mlir"
    ctx = Context("3.9")
    module = parse_source(path.read_text(), str(path), context=ctx)
    return run_kernel(module, grid=(grid, 1, 1), scalars=scalars, buffers=buffers, triton_version=ctx).buffers_after


def test_atomic_flag_handoff_39():
    # tt.atomic_store / tt.atomic_poll / tt.atomic_load: program 0 publishes 2*i and raises the flag; every
    # program then sees it and copies the data
    n, progs = 200, 4
    out = run39("atomic_flag_handoff", progs, {"3": n},
                {"arg0": np.zeros(256, np.float32), "arg1": np.zeros(1, np.int32), "arg2": np.full(progs * 256, 7, np.float32)})
    expect = np.full((progs, 256), 7, np.float32)
    expect[:, :n] = np.arange(n) * 2.0
    np.testing.assert_array_equal(out["arg2"], expect.reshape(-1))
    assert out["arg1"].tolist() == [1]


def test_gdc_copy_and_approx_div_39():
    # tt.grid_dependency_wait / _launch_dependents leave values alone: Y = 3 X; tt.approx_divf: x / y
    # (the interpreter's quotient is the exact one, within the GPU's 2 ulp)
    n = 3000
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32) + 4
    out = run39("gdc_copy", cdiv(n, 1024), {"2": n}, {"arg0": x, "arg1": np.zeros(n, np.float32)})
    np.testing.assert_array_equal(out["arg1"], x * np.float32(3))
    out = run39("approx_div", cdiv(n, 1024), {"3": n}, {"arg0": x, "arg1": y, "arg2": np.zeros(n, np.float32)})
    np.testing.assert_array_equal(out["arg2"], x / y)


def test_gdc_copy_36_inline_ptx_without_effect():
    # Triton 3.6 emits gdc_wait / gdc_launch_dependents as inline PTX (griddepcontrol.*, a dummy
    # result): no effect on values, Y = 3 X
    n = 3000
    x = rng.standard_normal(n).astype(np.float32)
    out = run("gdc_copy", cdiv(n, 1024), {"N": n}, {"X": x, "Y": np.zeros(n, np.float32)})
    np.testing.assert_array_equal(out["Y"], x * np.float32(3))
