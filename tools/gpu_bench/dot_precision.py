"""``dot_precision``: what ``tl.dot`` computes on the GPU, for the interpreter's
precision rules (issue 28, ``pyopt/interp/ops_complex.py``).

    python -m tools.gpu_bench.dot_precision --out DIR

One Triton kernel, ``dot_kernel``, loads A (MxK) and B (KxN), computes
``tl.dot(a, b, input_precision=..., out_dtype=...)`` and stores D, for each
case of ``CASES`` (f16/bf16/fp8/i8 inputs, f32 inputs under tf32, tf32x3 and
ieee, f16 accumulation; wgmma-sized 64x64 tiles and mma.sync-sized 16x16 ones),
on inputs that separate the rules (values whose low mantissa bits a tf32 MMA
drops, sums that lose bits in f16) and random ones.  It writes
``DIR/dot_precision.npz`` (each case's A, B and D as their bit patterns) and
``DIR/dot_precision.json`` (each case's TTGIR and parameters), which
``test/unit/test_interp_complex_gpu.py`` runs through pyopt's interpreter.

Needs Triton 3.6.0, PyTorch and a CUDA GPU; nothing of pyopt.
"""

from __future__ import annotations

import argparse
import json
import platform
from pathlib import Path

import numpy as np

# name: (input dtype, out dtype, input_precision, M, N, K, num_warps, data)
CASES = {
    "f16_f32_64": ("float16", "float32", None, 64, 64, 32, 4, "normal"),
    "f16_f32_16": ("float16", "float32", None, 16, 16, 32, 4, "normal"),
    "f16_sum_f32": ("float16", "float32", None, 64, 64, 64, 4, "big_plus_ones"),
    "f16_f16_64": ("float16", "float16", None, 64, 64, 64, 4, "normal"),
    "f16_sum_f16": ("float16", "float16", None, 64, 64, 64, 4, "big_plus_ones"),
    "bf16_f32_64": ("bfloat16", "float32", None, 64, 64, 32, 4, "normal"),
    "e4m3_f32_64": ("float8_e4m3fn", "float32", None, 64, 64, 64, 4, "small_ints"),
    "i8_i32_64": ("int8", "int32", None, 64, 64, 64, 4, "int8"),
    "tf32_64": ("float32", "float32", "tf32", 64, 64, 32, 4, "low_bits"),
    "tf32_16": ("float32", "float32", "tf32", 16, 16, 32, 4, "low_bits"),
    "tf32x3_64": ("float32", "float32", "tf32x3", 64, 64, 32, 4, "normal"),
    "ieee_64": ("float32", "float32", "ieee", 64, 64, 32, 4, "normal"),
    "ieee_16": ("float32", "float32", "ieee", 16, 16, 32, 4, "cancel"),
}


def _inputs(kind: str, M: int, N: int, K: int, rng):
    if kind == "normal":
        return rng.standard_normal((M, K)), rng.standard_normal((K, N))
    if kind == "big_plus_ones":   # 2048 + ones: in f16 each +1 is lost alone, kept in 16s
        a = np.ones((M, K))
        a[:, 0] = 2048
        return a, np.ones((K, N))
    if kind == "small_ints":
        return rng.integers(-8, 9, (M, K)).astype(np.float64), rng.integers(-8, 9, (K, N)).astype(np.float64)
    if kind == "int8":
        return rng.integers(-128, 128, (M, K)), rng.integers(-128, 128, (K, N))
    if kind == "low_bits":        # f32 values whose low 13 mantissa bits are set: rounding != truncation
        a = (1 + rng.integers(0, 1 << 10, (M, K)) / 1024.0 + (0x1FFF / 2.0 ** 23)) * rng.choice([-1, 1], (M, K))
        b = (1 + rng.integers(0, 1 << 10, (K, N)) / 1024.0 + (0x1000 / 2.0 ** 23))
        return a, b
    if kind == "cancel":          # large terms that cancel: the summation order shows
        a = rng.standard_normal((M, K)) * np.where(rng.random((M, K)) < 0.2, 1e6, 1.0)
        return a, rng.standard_normal((K, N))
    raise ValueError(kind)


def main(argv=None) -> int:
    import torch
    import triton
    import triton.language as tl

    @triton.jit
    def dot_kernel(a_ptr, b_ptr, d_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
                   PREC: tl.constexpr, OUT: tl.constexpr):
        rm = tl.arange(0, M)
        rn = tl.arange(0, N)
        rk = tl.arange(0, K)
        a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
        b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
        d = tl.dot(a, b, input_precision=PREC, out_dtype=OUT)
        tl.store(d_ptr + rm[:, None] * N + rn[None, :], d)

    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(28)
    arrays, meta = {}, {"gpu": torch.cuda.get_device_name(), "triton": triton.__version__,
                        "torch": torch.__version__, "host": platform.node(), "cases": {}}
    tl_out = {"float32": tl.float32, "float16": tl.float16, "int32": tl.int32}
    for name, (ein, eout, prec, M, N, K, warps, kind) in CASES.items():
        a, b = _inputs(kind, M, N, K, rng)
        tdt = getattr(torch, ein)
        ta = torch.tensor(a, dtype=torch.float32).to(tdt) if ein != "int8" else torch.tensor(a, dtype=torch.int8)
        tb = torch.tensor(b, dtype=torch.float32).to(tdt) if ein != "int8" else torch.tensor(b, dtype=torch.int8)
        ta, tb = ta.cuda(), tb.cuda()
        td = torch.zeros((M, N), dtype=getattr(torch, eout), device="cuda")
        k = dot_kernel[(1,)](ta, tb, td, M, N, K, prec, tl_out[eout], num_warps=warps)
        torch.cuda.synchronize()
        bits = {1: torch.uint8, 2: torch.int16, 4: torch.int32}
        for key, t in (("a", ta), ("b", tb), ("d", td)):
            arrays[f"{name}.{key}"] = t.cpu().view(bits[t.element_size()]).numpy()
        meta["cases"][name] = {"in": ein, "out": eout, "precision": prec, "M": M, "N": N, "K": K,
                               "num_warps": warps, "data": kind, "ttgir": k.asm["ttgir"]}
    np.savez_compressed(out / "dot_precision.npz", **arrays)
    (out / "dot_precision.json").write_text(json.dumps(meta, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
