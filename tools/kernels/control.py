"""Control flow: a data-dependent ``if`` on a scalar (scf.if), ``while`` loops (scf.while),
nested ``for`` loops, ``tl.static_range`` unrolling, ``tl.range`` with loop attributes,
``tl.assume`` and a call to a non-inlined ``@triton.jit(noinline=True)`` helper."""

from __future__ import annotations

import triton
import triton.language as tl

from .spec import KernelSpec, Launch, cdiv, randint, randn


@triton.jit
def scf_if_scalar(FLAG, X, Y, N, BLOCK: tl.constexpr):
    # The branch depends on a value loaded from memory: Y = X * 2 if FLAG[0] > 0 else X - 1.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    flag = tl.load(FLAG)
    x = tl.load(X + offs, mask=mask)
    if flag > 0:
        y = x * 2.0
    else:
        y = x - 1.0
    tl.store(Y + offs, y, mask=mask)


def _if_args(device, n=2000, flag=1):
    import torch

    x = randn((n,), "float32", device)
    fl = torch.tensor([flag], dtype=torch.int32, device=device)
    return Launch({"FLAG": fl, "X": x, "Y": torch.empty_like(x), "N": n}, (cdiv(n, 256),), ("Y",))


def _if_ref(launch):
    x = launch.args["X"]
    return {"Y": x * 2.0 if int(launch.args["FLAG"][0]) > 0 else x - 1.0}


@triton.jit
def while_loop(X, COUNTS, Y, BLOCK: tl.constexpr):
    # Y[pid, :] = sum over i < COUNTS[pid] of X[i, :]: a while loop with a loaded trip count.
    pid = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    n = tl.load(COUNTS + pid)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    i = 0
    while i < n:
        acc += tl.load(X + i * BLOCK + cols)
        i += 1
    tl.store(Y + pid * BLOCK + cols, acc)


def _while_args(device, rows=20, progs=8, block=128):
    import torch

    x = randn((rows, block), "float32", device)
    counts = randint(0, rows + 1, (progs,), "int32", device, seed=6)
    return Launch({"X": x, "COUNTS": counts, "Y": torch.empty((progs, block), device=device)}, (progs,), ("Y",))


def _while_ref(launch):
    import torch

    x = launch.args["X"]
    csum = torch.cat([torch.zeros_like(x[:1]), x.cumsum(dim=0)])
    return {"Y": csum[launch.args["COUNTS"].long()]}


@triton.jit
def nested_loops(X, Y, M, N, stride_xm, BM: tl.constexpr, BN: tl.constexpr):
    # Total of a whole matrix with two nested loops (a candidate for fuse-nested-loops).
    rm0 = tl.arange(0, BM)
    rn0 = tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for m0 in range(0, M, BM):
        rm = m0 + rm0
        for n0 in range(0, N, BN):
            rn = n0 + rn0
            mask = (rm[:, None] < M) & (rn[None, :] < N)
            acc += tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask, other=0.0)
    tl.store(Y, tl.sum(tl.sum(acc, axis=1), axis=0))


def _nested_args(device, m=70, n=90):
    import torch

    x = randn((m, n), "float32", device)
    return Launch({"X": x, "Y": torch.empty(1, device=device), "M": m, "N": n, "stride_xm": x.stride(0)}, (1,),
                  ("Y",))


@triton.jit
def static_unroll(X, Y, N, BLOCK: tl.constexpr, UNROLL: tl.constexpr):
    # Each program handles UNROLL consecutive blocks, unrolled at compile time.
    pid = tl.program_id(0)
    for u in tl.static_range(UNROLL):
        offs = (pid * UNROLL + u) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < N
        x = tl.load(X + offs, mask=mask)
        tl.store(Y + offs, x * (u + 1), mask=mask)


def _unroll_args(device, n=3000, block=256, unroll=3):
    import torch

    x = randn((n,), "float32", device)
    return Launch({"X": x, "Y": torch.empty_like(x), "N": n}, (cdiv(n, block * unroll),), ("Y",))


def _unroll_ref(launch, block=256, unroll=3):
    import torch

    x = launch.args["X"]
    scale = (torch.arange(x.numel(), device=x.device) // block) % unroll + 1
    return {"Y": x * scale.to(x.dtype)}


@triton.jit
def range_loop_attrs(X, Y, N, BLOCK: tl.constexpr):
    # A strided loop written with tl.range and loop attributes (tt.loop_unroll_factor, num_stages).
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    for start in tl.range(pid * BLOCK, N, nprog * BLOCK, num_stages=2, loop_unroll_factor=2):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < N
        x = tl.load(X + offs, mask=mask)
        tl.store(Y + offs, tl.abs(x), mask=mask)


@triton.jit
def assume_bounds(X, Y, N, BLOCK: tl.constexpr):
    # tl.assume facts (llvm.intr.assume) feed AMD's range analysis for buffer ops.
    pid = tl.program_id(0)
    tl.assume(N > 0)
    tl.assume(N < 1 << 20)
    tl.assume(pid >= 0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    tl.store(Y + offs, x * x, mask=mask)


@triton.jit(noinline=True)
def _axpy_block(X, Y, Z, N, alpha, start, BLOCK: tl.constexpr):
    # Noinline helpers take scalars only: pointers and offsets in, a scalar out.
    offs = start + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask, other=0.0)
    y = tl.load(Y + offs, mask=mask, other=0.0)
    z = alpha * x + y
    tl.store(Z + offs, z, mask=mask)
    return tl.sum(z, axis=0)


@triton.jit
def noinline_call(X, Y, Z, PARTIAL, N, alpha, BLOCK: tl.constexpr):
    # Z = alpha * X + Y and per-block sums of Z, computed by a non-inlined helper
    # (tt.call to a private tt.func that survives into TTGIR).
    pid = tl.program_id(0)
    total = _axpy_block(X, Y, Z, N, alpha, pid * BLOCK, BLOCK)
    tl.store(PARTIAL + pid, total)


def _noinline_args(device, n=2500, block=512):
    import torch

    x = randn((n,), "float32", device, seed=1)
    y = randn((n,), "float32", device, seed=2)
    nb = cdiv(n, block)
    args = {"X": x, "Y": y, "Z": torch.empty_like(x), "PARTIAL": torch.empty(nb, device=device), "N": n,
            "alpha": 0.5}
    return Launch(args, (nb,), ("Z", "PARTIAL"))


def _noinline_ref(launch, block=512):
    import torch.nn.functional as F

    a = launch.args
    z = a["alpha"] * a["X"] + a["Y"]
    nb = a["PARTIAL"].numel()
    return {"Z": z, "PARTIAL": F.pad(z, (0, nb * block - z.numel())).reshape(nb, block).sum(dim=1)}


def _elementwise_args(n=3000, progs=None, block=256):
    def make(device):
        import torch

        x = randn((n,), "float32", device)
        return Launch({"X": x, "Y": torch.empty_like(x), "N": n}, (progs or cdiv(n, block),), ("Y",))

    return make


SPECS = [
    KernelSpec("scf_if_scalar", scf_if_scalar,
               {"FLAG": "*i32", "X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"}, {"BLOCK": 256},
               description="data-dependent if on a loaded scalar (scf.if with results)", make_args=_if_args,
               reference=_if_ref),
    KernelSpec("while_loop", while_loop, {"X": "*fp32", "COUNTS": "*i32", "Y": "*fp32", "BLOCK": "constexpr"},
               {"BLOCK": 128}, description="while loop with a trip count loaded from memory (scf.while)",
               make_args=_while_args, reference=_while_ref, atol=1e-4, rtol=1e-4),
    KernelSpec("nested_loops", nested_loops,
               {"X": "*fp32", "Y": "*fp32", "M": "i32", "N": "i32", "stride_xm": "i32", "BM": "constexpr",
                "BN": "constexpr"}, {"BM": 16, "BN": 32}, launch_like=False,
               description="two nested scf.for loops with a tensor accumulator", make_args=_nested_args,
               reference=lambda l: {"Y": l.args["X"].sum().reshape(1)}, atol=1e-3, rtol=1e-4),
    KernelSpec("static_unroll", static_unroll,
               {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr", "UNROLL": "constexpr"},
               {"BLOCK": 256, "UNROLL": 3}, description="tl.static_range unrolled at compile time",
               make_args=_unroll_args, reference=_unroll_ref),
    KernelSpec("range_loop_attrs", range_loop_attrs, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 256}, aligned_ints=("N",),
               description="grid-stride tl.range loop with num_stages and loop_unroll_factor",
               make_args=_elementwise_args(n=4096, progs=5), reference=lambda l: {"Y": l.args["X"].abs()}),
    KernelSpec("assume_bounds", assume_bounds, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 256}, description="tl.assume facts on arguments and program id",
               make_args=_elementwise_args(), reference=lambda l: {"Y": l.args["X"] * l.args["X"]}),
    KernelSpec("noinline_call", noinline_call,
               {"X": "*fp32", "Y": "*fp32", "Z": "*fp32", "PARTIAL": "*fp32", "N": "i32", "alpha": "fp32",
                "BLOCK": "constexpr"}, {"BLOCK": 512},
               description="call to a @triton.jit(noinline=True) helper returning a scalar (tt.call)",
               make_args=_noinline_args, reference=_noinline_ref, atol=1e-4, rtol=1e-4),
]
