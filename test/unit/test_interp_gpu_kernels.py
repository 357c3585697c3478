"""The GPU check's own kernels (tools/kernels/interp_kernels.py) through
tools/kernels/gpu_interp_check.py, without a GPU (issue 28, check (a)).

Each kernel is compiled here by the installed Triton (3.6.0, the main environment's) for cuda:90
on the CPU, as tools/kernels/gpu_capture.py's launch compiles it on the device; the TTGIR goes
into a synthetic capture whose "after" bytes are computed by independent numpy code for the
correctly rounded operations (IEEE f32 add/mul/fma/sqrt/div; f16, bf16 and fp8 round to nearest
even, fp8 saturating as ``cvt.rn.satfinite`` does), which the interpreter must match to the bit,
and the arguments are mapped by the names Triton gives them.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

triton = pytest.importorskip("triton")

from tools.kernels import gpu_interp_check as gic  # noqa: E402
from tools.kernels.interp_kernels import KERNELS  # noqa: E402


def _ttgir(name: str) -> str:
    from triton.backends.compiler import GPUTarget

    spec = KERNELS[name]
    c = triton.compile(spec.ast_source("cuda"), target=GPUTarget("cuda", 90, 32), options={"num_warps": 4})
    return c.asm["ttgir"]


def _capture(tmp_path, name, grid, args, before, after):
    key = f"{name}.s0"
    meta = {"kernel": name, "seed": 0, "num_warps": 4, "target": "cuda:90", "grid": list(grid) + [1] * (3 - len(grid)),
            "args": args}
    arrays = {f"{key}/ttgir": np.frombuffer(_ttgir(name).encode(), np.uint8).copy(),
              f"{key}/meta": np.frombuffer(json.dumps(meta).encode(), np.uint8).copy()}
    for k, a in before.items():
        arrays[f"{key}/before/{k}"] = np.ascontiguousarray(a).view(np.uint8).reshape(-1)
        arrays[f"{key}/after/{k}"] = np.ascontiguousarray(after.get(k, a)).view(np.uint8).reshape(-1)
    path = tmp_path / "capture-interp-90-w4.npz"
    np.savez_compressed(path, **arrays)
    (r,) = gic.check_files([path])
    return r


def _t(name):
    return {"name": name, "kind": "tensor"}


def test_exact_elementwise_math_is_bit_equal(tmp_path):
    n = 3000
    rng = np.random.default_rng(0)
    x, y, z = (rng.standard_normal(n).astype(np.float32) for _ in range(3))
    exact = np.concatenate([
        x + y, x * y,
        (x.astype(np.float64) * y + z).astype(np.float32),       # x*y is exact in f64; one rounding
        np.sqrt(np.abs(x)), x / y]).astype(np.float32)
    before = {"X": x, "Y": y, "Z": z, "EXACT": np.zeros(5 * n, np.float32), "APPROX": np.zeros(3 * n, np.float32)}
    args = [_t("X"), _t("Y"), _t("Z"), _t("EXACT"), _t("APPROX"), {"name": "N", "kind": "int", "value": n}]
    r = _capture(tmp_path, "interp_ew_math", (3,), args, before, {"EXACT": exact})
    assert r["buffers"]["EXACT"]["equal"], r["buffers"]["EXACT"]
    # exp, sqrt and fdiv lower to approximate PTX: the kernel's tolerance is theirs
    assert set(r["inexact_ops"]) >= {"math.exp", "math.sqrt", "arith.divf"}


def _bf16(x):
    b = x.view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


def _fp8_table(exp_bits, man_bits, bias, fn):
    """Every finite value of an fp8 format, by its bits (decoded here, independently)."""
    vals = {}
    for b in range(256):
        s, e, m = b >> 7, (b >> man_bits) & ((1 << exp_bits) - 1), b & ((1 << man_bits) - 1)
        if fn and e == (1 << exp_bits) - 1 and m == (1 << man_bits) - 1:
            continue                                   # e4m3fn: S.1111.111 is NaN
        if not fn and e == (1 << exp_bits) - 1:
            continue                                   # e5m2: inf and NaN
        v = (m / (1 << man_bits)) * 2.0 ** (1 - bias) if e == 0 else (1 + m / (1 << man_bits)) * 2.0 ** (e - bias)
        vals[b] = -v if s else v
    return vals


def _fp8(x, table):
    bits = np.array(sorted(table, key=lambda b: (table[b], b)), dtype=np.int64)
    vals = np.array([table[b] for b in bits])
    out = np.empty(x.size, np.uint8)
    for i, v in enumerate(x.astype(np.float64)):
        d = np.abs(vals - v)
        best = np.flatnonzero(d == d.min())
        # ties: the even mantissa; beyond the largest finite value: saturate (nearest is the max)
        pick = [b for b in bits[best] if b % 2 == 0] or list(bits[best])
        choice = pick[0] if v >= 0 or len(pick) == 1 else pick[-1]
        out[i] = choice if not (v == 0 and np.signbit(v)) else 0x80
    return out


def test_casts_to_f16_bf16_fp8_are_bit_equal(tmp_path):
    n = 2048
    rng = np.random.default_rng(1)
    x = (rng.standard_normal(n) * 10.0 ** rng.integers(-4, 3, n)).astype(np.float32)
    x[:4] = [1000.0, -1e6, 0.0, 448.0]                     # beyond e4m3's range: saturates
    before = {"X": x, "H": np.zeros(n, np.float16), "BF": np.zeros(n, np.uint16), "E4": np.zeros(n, np.uint8),
              "E5": np.zeros(n, np.uint8), "BACK": np.zeros(n, np.float32)}
    with np.errstate(over="ignore"):          # -1e6 is -inf in f16, as cvt.rn.f16.f32 gives
        h = x.astype(np.float16)
    after = {"H": h, "BF": _bf16(x), "E4": _fp8(x, _fp8_table(4, 3, 7, True)),
             "E5": _fp8(x, _fp8_table(5, 2, 15, False))}
    args = [_t(k) for k in before] + [{"name": "N", "kind": "int", "value": n}]
    r = _capture(tmp_path, "interp_casts", (4,), args, before, after)
    for k in ("H", "BF", "E4", "E5"):
        assert r["buffers"][k]["equal"], (k, r["buffers"][k])
