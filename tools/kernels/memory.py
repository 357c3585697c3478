"""Data-movement kernels: copies (contiguous, strided, 2D, 3D), transpose, gather/scatter,
masked loads with ``other``, scalar loads/stores, alignment hints, block pointers and
tensor descriptors."""

from __future__ import annotations

import triton
import triton.language as tl

from .spec import KernelSpec, Launch, cdiv, randint, randn


# --------------------------------------------------------------------------- copies
@triton.jit
def copy_contig(X, Y, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    tl.store(Y + offs, tl.load(X + offs, mask=mask), mask=mask)


def _copy_args(device, n=4000, block=1024):
    import torch

    x = randn((n,), "float32", device)
    return Launch({"X": x, "Y": torch.empty_like(x), "N": n}, (cdiv(n, block),), ("Y",))


@triton.jit
def copy_strided(X, Y, N, stride_x, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs * stride_x, mask=mask)
    tl.store(Y + offs, x, mask=mask)


def _strided_args(device, n=3000, stride=3, block=512):
    import torch

    x = randn((n * stride,), "float32", device)
    return Launch({"X": x, "Y": torch.empty(n, device=device), "N": n, "stride_x": stride}, (cdiv(n, block),), ("Y",))


@triton.jit
def copy_strided_cx(X, Y, N, STRIDE: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs * STRIDE, mask=mask)
    tl.store(Y + offs, x, mask=mask)


def _strided_cx_args(device):
    launch = _strided_args(device, n=3000, stride=2, block=256)
    del launch.args["stride_x"]
    return launch


@triton.jit
def copy_2d(X, Y, M, N, stride_xm, stride_ym, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask)
    tl.store(Y + rm[:, None] * stride_ym + rn[None, :], x, mask=mask)


def _copy_2d_args(device, m=100, n=200, bm=32, bn=64):
    import torch

    x = randn((m, n), "float32", device)
    y = torch.empty_like(x)
    args = {"X": x, "Y": y, "M": m, "N": n, "stride_xm": x.stride(0), "stride_ym": y.stride(0)}
    return Launch(args, (cdiv(m, bm), cdiv(n, bn)), ("Y",))


@triton.jit
def transpose_2d(X, Y, M, N, stride_xm, stride_ym, BM: tl.constexpr, BN: tl.constexpr):
    # Y (N x M) = X (M x N) transposed.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask)
    xt = tl.trans(x)
    mask_t = (rn[:, None] < N) & (rm[None, :] < M)
    tl.store(Y + rn[:, None] * stride_ym + rm[None, :], xt, mask=mask_t)


def _transpose_args(device, m=96, n=160, bm=32, bn=32):
    import torch

    x = randn((m, n), "float16", device)
    y = torch.empty((n, m), dtype=torch.float16, device=device)
    args = {"X": x, "Y": y, "M": m, "N": n, "stride_xm": x.stride(0), "stride_ym": y.stride(0)}
    return Launch(args, (cdiv(m, bm), cdiv(n, bn)), ("Y",))


@triton.jit
def copy_3d(X, Y, A, B, C, sxa, sxb, sya, syb, BA: tl.constexpr, BB: tl.constexpr, BC: tl.constexpr):
    pid = tl.program_id(0)
    ra = pid * BA + tl.arange(0, BA)
    rb = tl.arange(0, BB)
    rc = tl.arange(0, BC)
    a3 = ra[:, None, None]
    b3 = rb[None, :, None]
    c3 = rc[None, None, :]
    mask = (a3 < A) & (b3 < B) & (c3 < C)
    x = tl.load(X + a3 * sxa + b3 * sxb + c3, mask=mask, other=0.0)
    tl.store(Y + a3 * sya + b3 * syb + c3, x * 2.0, mask=mask)


def _copy_3d_args(device, a=10, b=8, c=30, ba=4):
    import torch

    x = randn((a, b, c), "float32", device)
    y = torch.empty_like(x)
    args = {"X": x, "Y": y, "A": a, "B": b, "C": c, "sxa": x.stride(0), "sxb": x.stride(1),
            "sya": y.stride(0), "syb": y.stride(1)}
    return Launch(args, (cdiv(a, ba),), ("Y",))


# --------------------------------------------------------------------------- gather / scatter
@triton.jit
def gather_indirect(X, IDX, Y, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    idx = tl.load(IDX + offs, mask=mask, other=0)
    tl.store(Y + offs, tl.load(X + idx, mask=mask), mask=mask)


def _gather_args(device, n=2000, src=5000):
    import torch

    x = randn((src,), "float32", device)
    idx = randint(0, src, (n,), "int32", device, seed=1)
    return Launch({"X": x, "IDX": idx, "Y": torch.empty(n, device=device), "N": n}, (cdiv(n, 256),), ("Y",))


@triton.jit
def scatter_indirect(X, IDX, Y, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    idx = tl.load(IDX + offs, mask=mask, other=0)
    x = tl.load(X + offs, mask=mask)
    tl.store(Y + idx, x, mask=mask)


def _scatter_args(device, n=3000):
    import torch

    g = torch.Generator().manual_seed(2)
    perm = torch.randperm(n, generator=g).to(torch.int64).to(device)
    x = randn((n,), "float32", device)
    return Launch({"X": x, "IDX": perm, "Y": torch.zeros(n, device=device), "N": n}, (cdiv(n, 128),), ("Y",))


def _scatter_ref(launch):
    y = launch.args["Y"].clone()
    y[launch.args["IDX"]] = launch.args["X"]
    return {"Y": y}


@triton.jit
def tl_gather_rows(X, IDX, Y, BM: tl.constexpr, BN: tl.constexpr):
    # Y[i, j] = X[i, IDX[i, j]] within one BM x BN tile, using tl.gather (tt.gather).
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    offs = rm[:, None] * BN + rn[None, :]
    src = tl.load(X + offs)
    idx = tl.load(IDX + offs)
    tl.store(Y + offs, tl.gather(src, idx, axis=1))


def _tl_gather_args(device, bm=32, bn=64):
    import torch

    x = randn((bm, bn), "float32", device)
    idx = randint(0, bn, (bm, bn), "int32", device, seed=3)
    return Launch({"X": x, "IDX": idx, "Y": torch.empty_like(x)}, (1,), ("Y",))


# --------------------------------------------------------------------------- masks, scalars, hints
@triton.jit
def masked_other(X, Y, N, BLOCK: tl.constexpr):
    # Padding past N reads -1.0; every lane of every block is written.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < N, other=-1.0)
    tl.store(Y + offs, x)


def _masked_other_args(device, n=1000, block=256):
    import torch

    x = randn((n,), "float32", device)
    y = torch.empty(cdiv(n, block) * block, device=device)
    return Launch({"X": x, "Y": y, "N": n}, (cdiv(n, block),), ("Y",))


def _masked_other_ref(launch):
    import torch

    x, y = launch.args["X"], launch.args["Y"]
    out = torch.full_like(y, -1.0)
    out[: x.numel()] = x
    return {"Y": out}


@triton.jit
def scalar_ops(X, OUT, N):
    # Scalar loads and stores only: OUT[pid] = X[pid] * X[pid + 1] + N.
    pid = tl.program_id(0)
    a = tl.load(X + pid)
    b = tl.load(X + pid + 1)
    tl.store(OUT + pid, a * b + N)


def _scalar_args(device, n=33):
    import torch

    x = randn((n + 1,), "float32", device)
    return Launch({"X": x, "OUT": torch.empty(n, device=device), "N": n}, (n,), ("OUT",))


@triton.jit
def hinted_copy(X, Y, N, BLOCK: tl.constexpr):
    # Alignment information comes only from tl.multiple_of / tl.max_contiguous
    # (the spec compiles this kernel without argument attributes).
    pid = tl.program_id(0)
    start = tl.multiple_of(pid * BLOCK, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(start + tl.arange(0, BLOCK), BLOCK), BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    tl.store(Y + offs, x + 1.0, mask=mask)


# --------------------------------------------------------------------------- block pointers / descriptors
@triton.jit
def block_ptr_rowsum(X, Y, M, N, stride_xm, BM: tl.constexpr, BN: tl.constexpr):
    # Row sums with a block pointer advanced along the columns (tt.make_tensor_ptr / tt.advance).
    pid = tl.program_id(0)
    ptr = tl.make_block_ptr(base=X, shape=(M, N), strides=(stride_xm, 1), offsets=(pid * BM, 0),
                            block_shape=(BM, BN), order=(1, 0))
    acc = tl.zeros((BM,), dtype=tl.float32)
    for _ in range(0, tl.cdiv(N, BN)):
        x = tl.load(ptr, boundary_check=(0, 1), padding_option="zero")
        acc += tl.sum(x, axis=1)
        ptr = tl.advance(ptr, (0, BN))
    rm = pid * BM + tl.arange(0, BM)
    tl.store(Y + rm, acc, mask=rm < M)


def _block_ptr_args(device, m=100, n=300):
    import torch

    x = randn((m, n), "float32", device)
    return Launch({"X": x, "Y": torch.empty(m, device=device), "M": m, "N": n, "stride_xm": x.stride(0)},
                  (cdiv(m, 32),), ("Y",))


@triton.jit
def desc_copy_2d(X, Y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    # Tile copy through tensor descriptors (TMA on sm90; rewritten to pointers elsewhere).
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    xd = tl.make_tensor_descriptor(X, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    yd = tl.make_tensor_descriptor(Y, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    tile = xd.load([pid_m * BM, pid_n * BN])
    yd.store([pid_m * BM, pid_n * BN], tile * 2.0)


def _desc_args(device, m=128, n=192, bm=64, bn=64):
    import torch
    import triton as _triton

    # Device-side descriptors need a scratch allocator.
    _triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device))
    x = randn((m, n), "float32", device)
    return Launch({"X": x, "Y": torch.empty_like(x), "M": m, "N": n}, (cdiv(m, bm), cdiv(n, bn)), ("Y",))


# --------------------------------------------------------------------------- specs
def _identity_ref(src, dst):
    return lambda launch: {dst: launch.args[src].clone()}


@triton.jit
def copy_cache_policy(X, Y, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    # (PTX refuses an eviction policy together with a cache modifier on one access: one of each)
    x = tl.load(X + offs, mask=mask, cache_modifier=".cg")
    z = tl.load(X + offs, mask=mask, eviction_policy="evict_last")
    tl.store(Y + offs, x, mask=mask, cache_modifier=".cs")
    tl.store(Y + offs, z, mask=mask, eviction_policy="evict_first")


SPECS = [
    KernelSpec("copy_contig", copy_contig, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 1024}, aligned_ints=("N",), description="contiguous masked copy, aligned launch",
               make_args=_copy_args, reference=_identity_ref("X", "Y")),
    KernelSpec("copy_contig_plain", copy_contig, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 1024}, launch_like=False, description="contiguous masked copy, no argument attributes",
               make_args=_copy_args, reference=_identity_ref("X", "Y")),
    KernelSpec("copy_strided", copy_strided,
               {"X": "*fp32", "Y": "*fp32", "N": "i32", "stride_x": "i32", "BLOCK": "constexpr"}, {"BLOCK": 512},
               description="copy with a runtime stride", make_args=_strided_args,
               reference=lambda l: {"Y": l.args["X"][:: l.args["stride_x"]][: l.args["N"]].clone()}),
    KernelSpec("copy_strided_cx", copy_strided_cx,
               {"X": "*fp32", "Y": "*fp32", "N": "i32", "STRIDE": "constexpr", "BLOCK": "constexpr"},
               {"STRIDE": 2, "BLOCK": 256}, description="copy with a constexpr stride", make_args=_strided_cx_args,
               reference=lambda l: {"Y": l.args["X"][::2][: l.args["N"]].clone()}),
    KernelSpec("copy_2d", copy_2d,
               {"X": "*fp32", "Y": "*fp32", "M": "i32", "N": "i32", "stride_xm": "i32", "stride_ym": "i32",
                "BM": "constexpr", "BN": "constexpr"}, {"BM": 32, "BN": 64}, aligned_ints=(),
               description="2D tile copy with row strides", make_args=_copy_2d_args,
               reference=_identity_ref("X", "Y")),
    KernelSpec("transpose_2d", transpose_2d,
               {"X": "*fp16", "Y": "*fp16", "M": "i32", "N": "i32", "stride_xm": "i32", "stride_ym": "i32",
                "BM": "constexpr", "BN": "constexpr"}, {"BM": 32, "BN": 32}, aligned_ints=("M", "N", "stride_xm",
                                                                                         "stride_ym"),
               description="fp16 tile transpose (tt.trans)", make_args=_transpose_args,
               reference=lambda l: {"Y": l.args["X"].t().contiguous()}),
    KernelSpec("copy_3d", copy_3d,
               {"X": "*fp32", "Y": "*fp32", "A": "i32", "B": "i32", "C": "i32", "sxa": "i32", "sxb": "i32",
                "sya": "i32", "syb": "i32", "BA": "constexpr", "BB": "constexpr", "BC": "constexpr"},
               {"BA": 4, "BB": 8, "BC": 32}, description="3D tensors, masked load with other, scaled store",
               make_args=_copy_3d_args, reference=lambda l: {"Y": l.args["X"] * 2.0}),
    KernelSpec("gather_indirect", gather_indirect,
               {"X": "*fp32", "IDX": "*i32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"}, {"BLOCK": 256},
               aligned_ints=("N",), description="load through indices loaded from memory",
               make_args=_gather_args, reference=lambda l: {"Y": l.args["X"][l.args["IDX"].long()]}),
    KernelSpec("scatter_indirect", scatter_indirect,
               {"X": "*fp32", "IDX": "*i64", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"}, {"BLOCK": 128},
               launch_like=False, description="store through i64 indices loaded from memory (no attributes)",
               make_args=_scatter_args, reference=_scatter_ref),
    KernelSpec("tl_gather_rows", tl_gather_rows,
               {"X": "*fp32", "IDX": "*i32", "Y": "*fp32", "BM": "constexpr", "BN": "constexpr"},
               {"BM": 32, "BN": 64}, description="tl.gather along axis 1 (tt.gather)", make_args=_tl_gather_args,
               reference=lambda l: {"Y": l.args["X"].gather(1, l.args["IDX"].long())}),
    KernelSpec("masked_other", masked_other, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 256}, description="masked load with other=-1.0, unmasked store",
               make_args=_masked_other_args, reference=_masked_other_ref),
    KernelSpec("scalar_ops", scalar_ops, {"X": "*fp32", "OUT": "*fp32", "N": "i32"},
               description="scalar loads and stores only", make_args=_scalar_args,
               reference=lambda l: {"OUT": l.args["X"][:-1] * l.args["X"][1:] + l.args["N"]}),
    KernelSpec("hinted_copy", hinted_copy, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 512}, launch_like=False, description="tl.multiple_of / tl.max_contiguous hints",
               make_args=lambda d: _copy_args(d, n=3000, block=512), reference=lambda l: {"Y": l.args["X"] + 1.0}),
    KernelSpec("block_ptr_rowsum", block_ptr_rowsum,
               {"X": "*fp32", "Y": "*fp32", "M": "i32", "N": "i32", "stride_xm": "i32", "BM": "constexpr",
                "BN": "constexpr"}, {"BM": 32, "BN": 64},
               description="tl.make_block_ptr + tl.advance in a loop (rewrite-tensor-pointer)",
               make_args=_block_ptr_args, reference=lambda l: {"Y": l.args["X"].sum(dim=1)}, atol=1e-4, rtol=1e-4),
    KernelSpec("desc_copy_2d", desc_copy_2d,
               {"X": "*fp32", "Y": "*fp32", "M": "i32", "N": "i32", "BM": "constexpr", "BN": "constexpr"},
               {"BM": 64, "BN": 64}, aligned_ints=("M", "N"),
               description="tl.make_tensor_descriptor load/store (TMA on cuda:90)", make_args=_desc_args,
               reference=lambda l: {"Y": l.args["X"] * 2.0}),
    KernelSpec("copy_cache_policy", copy_cache_policy, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 1024}, aligned_ints=("N",),
               description="masked copy: two loads and two stores, one with a cache modifier, one with an eviction policy "
                           "(cacheModifier/evictionPolicy up to 3.8, #tt.cache_policy from 3.9)",
               make_args=_copy_args, reference=_identity_ref("X", "Y")),
]
