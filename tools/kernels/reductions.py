"""Reductions and scans: row/column sums, softmax, layernorm, cumsum (tt.scan), argmax
(multi-result tt.reduce), a custom tuple reduction and tl.histogram."""

from __future__ import annotations

import triton
import triton.language as tl

from .spec import KernelSpec, Launch, cdiv, randint, randn


@triton.jit
def reduce_rows(X, Y, M, N, stride_xm, BM: tl.constexpr, BN: tl.constexpr):
    # Y[m] = sum_n X[m, n], looping over column blocks.
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    acc = tl.zeros((BM,), dtype=tl.float32)
    for n0 in range(0, N, BN):
        rn = n0 + tl.arange(0, BN)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        x = tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask, other=0.0)
        acc += tl.sum(x, axis=1)
    tl.store(Y + rm, acc, mask=rm < M)


def _rows_args(device, m=200, n=500):
    import torch

    x = randn((m, n), "float32", device)
    return Launch({"X": x, "Y": torch.empty(m, device=device), "M": m, "N": n, "stride_xm": x.stride(0)},
                  (cdiv(m, 16),), ("Y",))


@triton.jit
def reduce_cols(X, Y, M, N, stride_xm, BM: tl.constexpr, BN: tl.constexpr):
    # Y[n] = sum_m X[m, n], looping over row blocks.
    pid = tl.program_id(0)
    rn = pid * BN + tl.arange(0, BN)
    acc = tl.zeros((BN,), dtype=tl.float32)
    for m0 in range(0, M, BM):
        rm = m0 + tl.arange(0, BM)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        x = tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask, other=0.0)
        acc += tl.sum(x, axis=0)
    tl.store(Y + rn, acc, mask=rn < N)


def _cols_args(device, m=300, n=160):
    import torch

    x = randn((m, n), "float32", device)
    return Launch({"X": x, "Y": torch.empty(n, device=device), "M": m, "N": n, "stride_xm": x.stride(0)},
                  (cdiv(n, 64),), ("Y",))


@triton.jit
def softmax(X, Y, N, stride_x, stride_y, BLOCK: tl.constexpr):
    # One row per program; BLOCK >= N.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride_x + cols, mask=mask, other=-float("inf"))
    z = x - tl.max(x, axis=0)
    num = tl.exp(z)
    out = num / tl.sum(num, axis=0)
    tl.store(Y + row * stride_y + cols, out, mask=mask)


def _softmax_args(device, m=64, n=781):
    import torch

    x = randn((m, n), "float32", device)
    y = torch.empty_like(x)
    return Launch({"X": x, "Y": y, "N": n, "stride_x": x.stride(0), "stride_y": y.stride(0)}, (m,), ("Y",))


@triton.jit
def layernorm_fwd(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(mask, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(W + cols, mask=mask)
    b = tl.load(B + cols, mask=mask)
    y = xc * rstd * w + b
    tl.store(Y + row * stride + cols, y.to(Y.dtype.element_ty), mask=mask)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)


def _layernorm_args(device, m=48, n=992):
    import torch

    x = randn((m, n), "float16", device)
    w = randn((n,), "float32", device, seed=1)
    b = randn((n,), "float32", device, seed=2)
    args = {"X": x, "Y": torch.empty_like(x), "W": w, "B": b, "Mean": torch.empty(m, device=device),
            "Rstd": torch.empty(m, device=device), "stride": x.stride(0), "N": n, "eps": 1e-5}
    return Launch(args, (m,), ("Y", "Mean", "Rstd"))


def _layernorm_ref(launch):
    import torch

    a = launch.args
    x = a["X"].float()
    mean = x.mean(dim=1)
    var = x.var(dim=1, unbiased=False)
    rstd = 1 / torch.sqrt(var + a["eps"])
    y = (x - mean[:, None]) * rstd[:, None] * a["W"] + a["B"]
    return {"Y": y.to(a["X"].dtype), "Mean": mean, "Rstd": rstd}


@triton.jit
def cumsum_rows(X, Y, M, N, stride, BM: tl.constexpr, BN: tl.constexpr):
    # Inclusive prefix sums along each row (tt.scan), BN >= N.
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * stride + rn[None, :]
    x = tl.load(X + offs, mask=mask, other=0)
    tl.store(Y + offs, tl.cumsum(x, axis=1), mask=mask)


def _cumsum_args(device, m=40, n=100):
    import torch

    x = randint(-50, 50, (m, n), "int32", device)
    return Launch({"X": x, "Y": torch.empty_like(x), "M": m, "N": n, "stride": x.stride(0)}, (cdiv(m, 8),), ("Y",))


@triton.jit
def argmax_rows(X, VAL, IDX, N, stride, BLOCK: tl.constexpr):
    # tl.max with return_indices: a two-result tt.reduce.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(X + row * stride + cols, mask=cols < N, other=-float("inf"))
    val, idx = tl.max(x, axis=0, return_indices=True)
    tl.store(VAL + row, val)
    tl.store(IDX + row, idx)


def _argmax_args(device, m=32, n=300):
    import torch

    g = torch.Generator().manual_seed(4)
    x = torch.randperm(m * n, generator=g).float().reshape(m, n).to(device)  # distinct values: unique argmax
    args = {"X": x, "VAL": torch.empty(m, device=device), "IDX": torch.empty(m, dtype=torch.int32, device=device),
            "N": n, "stride": x.stride(0)}
    return Launch(args, (m,), ("VAL", "IDX"))


def _argmax_ref(launch):
    import torch

    v, i = launch.args["X"].max(dim=1)
    return {"VAL": v, "IDX": i.to(torch.int32)}


@triton.jit
def _minmax_combine(a_min, a_max, b_min, b_max):
    return tl.minimum(a_min, b_min), tl.maximum(a_max, b_max)


@triton.jit
def minmax_reduce(X, OUT, N, BLOCK: tl.constexpr):
    # tl.reduce over a tuple with a user combine function; OUT[2*pid] = min, OUT[2*pid+1] = max.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    lo = tl.load(X + offs, mask=mask, other=float("inf"))
    hi = tl.load(X + offs, mask=mask, other=-float("inf"))
    mn, mx = tl.reduce((lo, hi), 0, _minmax_combine)
    tl.store(OUT + 2 * pid, mn)
    tl.store(OUT + 2 * pid + 1, mx)


def _minmax_args(device, n=1000, block=128):
    import torch

    x = randn((n,), "float32", device)
    return Launch({"X": x, "OUT": torch.empty(2 * cdiv(n, block), device=device), "N": n}, (cdiv(n, block),),
                  ("OUT",))


def _minmax_ref(launch):
    import torch
    import torch.nn.functional as F

    x = launch.args["X"]
    nb = launch.args["OUT"].numel() // 2
    lo = F.pad(x, (0, nb * 128 - x.numel()), value=float("inf")).reshape(nb, 128).amin(dim=1)
    hi = F.pad(x, (0, nb * 128 - x.numel()), value=-float("inf")).reshape(nb, 128).amax(dim=1)
    return {"OUT": torch.stack([lo, hi], dim=1).reshape(-1)}


@triton.jit
def histogram_atomic(X, H, N, BLOCK: tl.constexpr, BINS: tl.constexpr):
    # Per-block tl.histogram merged into global bins with a tensor atomic_add.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < N, other=0)
    hist = tl.histogram(x, BINS, mask=offs < N)
    tl.atomic_add(H + tl.arange(0, BINS), hist)


def _hist_args(device, n=5000, bins=64):
    import torch

    x = randint(0, bins, (n,), "int32", device, seed=5)
    return Launch({"X": x, "H": torch.zeros(bins, dtype=torch.int32, device=device), "N": n}, (cdiv(n, 512),),
                  ("H",))


def _hist_ref(launch):
    import torch

    x = launch.args["X"].long()
    return {"H": torch.bincount(x, minlength=launch.args["H"].numel()).to(torch.int32)}


SPECS = [
    KernelSpec("reduce_rows", reduce_rows,
               {"X": "*fp32", "Y": "*fp32", "M": "i32", "N": "i32", "stride_xm": "i32", "BM": "constexpr",
                "BN": "constexpr"}, {"BM": 16, "BN": 128}, description="row sums with a column loop",
               make_args=_rows_args, reference=lambda l: {"Y": l.args["X"].sum(dim=1)}, atol=1e-4, rtol=1e-4),
    KernelSpec("reduce_cols", reduce_cols,
               {"X": "*fp32", "Y": "*fp32", "M": "i32", "N": "i32", "stride_xm": "i32", "BM": "constexpr",
                "BN": "constexpr"}, {"BM": 32, "BN": 64}, aligned_ints=("N", "stride_xm"),
               description="column sums with a row loop", make_args=_cols_args,
               reference=lambda l: {"Y": l.args["X"].sum(dim=0)}, atol=1e-4, rtol=1e-4),
    KernelSpec("softmax", softmax,
               {"X": "*fp32", "Y": "*fp32", "N": "i32", "stride_x": "i32", "stride_y": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 1024}, description="row softmax (max, exp, sum)", make_args=_softmax_args,
               reference=lambda l: {"Y": l.args["X"].softmax(dim=1)}, atol=1e-6, rtol=1e-4),
    KernelSpec("layernorm_fwd", layernorm_fwd,
               {"X": "*fp16", "Y": "*fp16", "W": "*fp32", "B": "*fp32", "Mean": "*fp32", "Rstd": "*fp32",
                "stride": "i32", "N": "i32", "eps": "fp32", "BLOCK": "constexpr"}, {"BLOCK": 1024},
               aligned_ints=("stride",), description="layernorm forward, fp16 in/out, fp32 statistics",
               make_args=_layernorm_args, reference=_layernorm_ref, atol=1e-2, rtol=1e-2),
    KernelSpec("cumsum_rows", cumsum_rows,
               {"X": "*i32", "Y": "*i32", "M": "i32", "N": "i32", "stride": "i32", "BM": "constexpr",
                "BN": "constexpr"}, {"BM": 8, "BN": 128}, description="tl.cumsum along axis 1 (tt.scan)",
               make_args=_cumsum_args, reference=lambda l: {"Y": l.args["X"].cumsum(dim=1).to(l.args["X"].dtype)}),
    KernelSpec("argmax_rows", argmax_rows,
               {"X": "*fp32", "VAL": "*fp32", "IDX": "*i32", "N": "i32", "stride": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 512}, description="tl.max(return_indices=True): two-result tt.reduce",
               make_args=_argmax_args, reference=_argmax_ref),
    KernelSpec("minmax_reduce", minmax_reduce, {"X": "*fp32", "OUT": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 128}, launch_like=False, description="tl.reduce over a tuple with a custom combine_fn",
               make_args=_minmax_args, reference=_minmax_ref),
    KernelSpec("histogram_atomic", histogram_atomic,
               {"X": "*i32", "H": "*i32", "N": "i32", "BLOCK": "constexpr", "BINS": "constexpr"},
               {"BLOCK": 512, "BINS": 64}, description="tl.histogram + tensor tl.atomic_add",
               make_args=_hist_args, reference=_hist_ref),
]
