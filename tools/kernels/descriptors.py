"""Kernels whose IR changed between Triton releases: tensor descriptors (made in the
kernel and passed from the host; loads, stores, gather, scatter and reductions through
them, and a matmul whose operands come through descriptors), ``tl.debug_barrier``
(``ttg.local_barrier`` in 3.6, ``ttg.barrier`` from 3.7) and approximate division
(``tt.approx_divf``, Triton 3.9 only: the kernel does not compile for earlier releases,
and ``tools/gen_corpus.py`` skips it there).
"""

from __future__ import annotations

import triton
import triton.language as tl

from .spec import KernelSpec, Launch, cdiv, randint, randn


@triton.jit
def desc_matmul(A, B, C, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # C = A @ B with every operand through a device-side tensor descriptor (TMA on cuda:90).
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_desc = tl.make_tensor_descriptor(A, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(B, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(C, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


def _matmul_args(device, m=128, n=128, k=128):
    import torch
    import triton as _triton

    _triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device))
    a = randn((m, k), "float16", device, seed=1)
    b = randn((k, n), "float16", device, seed=2)
    return Launch({"A": a, "B": b, "C": torch.empty((m, n), dtype=torch.float16, device=device), "M": m, "N": n,
                   "K": k}, (cdiv(m, 64), cdiv(n, 64)), ("C",))


@triton.jit
def desc_host_copy(X, Y, BM: tl.constexpr, BN: tl.constexpr):
    # Tile copy through descriptors made on the host (TensorDescriptor arguments).
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    tile = X.load([pid_m * BM, pid_n * BN])
    Y.store([pid_m * BM, pid_n * BN], tile + 1.0)


def _host_desc_args(device, m=128, n=128, bm=32, bn=64):
    import torch
    from triton.tools.tensor_descriptor import TensorDescriptor

    x = randn((m, n), "float32", device)
    y = torch.empty_like(x)
    return Launch({"X": TensorDescriptor.from_tensor(x, [bm, bn]), "Y": TensorDescriptor.from_tensor(y, [bm, bn])},
                  (cdiv(m, bm), cdiv(n, bn)), ("Y",))


@triton.jit
def desc_gather_scatter(X, IDX, Y, M, N, BR: tl.constexpr, BN: tl.constexpr):
    # Rows gathered through a descriptor (tt.descriptor_gather) and scattered back
    # through another (tt.descriptor_scatter).
    xd = tl.make_tensor_descriptor(X, shape=[M, N], strides=[N, 1], block_shape=[1, BN])
    yd = tl.make_tensor_descriptor(Y, shape=[M, N], strides=[N, 1], block_shape=[1, BN])
    rows = tl.load(IDX + tl.arange(0, BR))
    col = tl.program_id(0) * BN
    tile = xd.gather(rows, col)
    yd.scatter(tile * 2.0, rows, col)


def _gather_scatter_args(device, m=64, n=128):
    import torch
    import triton as _triton

    _triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device))
    x = randn((m, n), "float32", device)
    idx = torch.randperm(m, device=device)[:32].to(torch.int32)
    return Launch({"X": x, "IDX": idx, "Y": torch.zeros_like(x), "M": m, "N": n}, (cdiv(n, 64),), ("Y",))


def _gather_scatter_ref(launch):
    import torch

    x, idx = launch.args["X"], launch.args["IDX"].long()
    y = torch.zeros_like(x)
    y[idx] = x[idx] * 2.0
    return {"Y": y}


@triton.jit
def desc_atomic_add(X, Y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    # Tiles summed into Y through a descriptor reduction (tt.descriptor_reduce add).
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    xd = tl.make_tensor_descriptor(X, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    yd = tl.make_tensor_descriptor(Y, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    yd.atomic_add([pid_m * BM, pid_n * BN], xd.load([pid_m * BM, pid_n * BN]))


def _atomic_add_args(device, m=64, n=128):
    import torch
    import triton as _triton

    _triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device))
    x = randn((m, n), "float32", device)
    return Launch({"X": x, "Y": torch.ones_like(x), "M": m, "N": n}, (cdiv(m, 32), cdiv(n, 64)), ("Y",))


@triton.jit
def barrier_shift(X, Y, BLOCK: tl.constexpr):
    # A value written, a barrier, then read back by the neighbouring element.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs)
    tl.store(Y + offs, x)
    tl.debug_barrier()
    y = tl.load(Y + (offs ^ 1))
    tl.store(Y + offs, x + y)


@triton.jit
def approx_div(X, Y, OUT, N, BLOCK: tl.constexpr):
    # x / y with the approximate division of Triton 3.9 (tt.approx_divf).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = tl.load(Y + offs, mask=mask, other=1.0)
    tl.store(OUT + offs, tl.math.fdiv(x, y, approx=True), mask=mask)


def _approx_div_args(device, n=3000):
    import torch

    return Launch({"X": randn(n, "float32", device, seed=3), "Y": randn(n, "float32", device, seed=4) + 4.0,
                   "OUT": torch.empty(n, device=device), "N": n}, (cdiv(n, 1024),), ("OUT",))


SPECS = [
    KernelSpec("desc_matmul", desc_matmul,
               {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32", "BM": "constexpr",
                "BN": "constexpr", "BK": "constexpr"}, {"BM": 64, "BN": 64, "BK": 32}, aligned_ints=("M", "N", "K"),
               description="matmul with every operand through tl.make_tensor_descriptor", make_args=_matmul_args,
               reference=lambda l: {"C": (l.args["A"].float() @ l.args["B"].float()).half()}, atol=1e-2, rtol=1e-2),
    KernelSpec("desc_host_copy", desc_host_copy,
               {"X": "tensordesc<fp32[32, 64]>", "Y": "tensordesc<fp32[32, 64]>", "BM": "constexpr",
                "BN": "constexpr"}, {"BM": 32, "BN": 64},
               description="host TensorDescriptor arguments, descriptor load and store",
               make_args=_host_desc_args, reference=lambda l: {"Y": l.args["X"].base + 1.0}),
    KernelSpec("desc_gather_scatter", desc_gather_scatter,
               {"X": "*fp32", "IDX": "*i32", "Y": "*fp32", "M": "i32", "N": "i32", "BR": "constexpr",
                "BN": "constexpr"}, {"BR": 32, "BN": 64}, aligned_ints=("M", "N"),
               description="descriptor gather and scatter of rows (TMA gather/scatter needs sm_100: not cuda:90)",
               targets=("cuda:80", "hip:gfx942", "hip:gfx950"), make_args=_gather_scatter_args,
               reference=_gather_scatter_ref),
    KernelSpec("desc_atomic_add", desc_atomic_add,
               {"X": "*fp32", "Y": "*fp32", "M": "i32", "N": "i32", "BM": "constexpr", "BN": "constexpr"},
               {"BM": 32, "BN": 64}, aligned_ints=("M", "N"), description="descriptor atomic_add (descriptor_reduce)",
               make_args=_atomic_add_args, reference=lambda l: {"Y": l.args["Y"] + l.args["X"]}),
    KernelSpec("barrier_shift", barrier_shift, {"X": "*fp32", "Y": "*fp32", "BLOCK": "constexpr"}, {"BLOCK": 256},
               description="tl.debug_barrier between a store and a load",
               make_args=lambda d: Launch({"X": randn(1024, "float32", d), "Y": randn(1024, "float32", d)}, (4,),
                                          ("Y",)),
               reference=lambda l: {"Y": l.args["X"] + l.args["X"].view(-1, 2).flip(1).reshape(-1)}),
    KernelSpec("approx_div", approx_div, {"X": "*fp32", "Y": "*fp32", "OUT": "*fp32", "N": "i32",
                                          "BLOCK": "constexpr"}, {"BLOCK": 1024},
               description="tl.math.fdiv(approx=True): tt.approx_divf (Triton 3.9 only)", make_args=_approx_div_args,
               reference=lambda l: {"OUT": l.args["X"] / l.args["Y"]}, atol=1e-5, rtol=1e-5),
]


@triton.jit
def atomic_flag_handoff(DATA, FLAG, OUT, N, BLOCK: tl.constexpr):
    # Program 0 publishes DATA and raises FLAG; every program waits for the flag and
    # reads DATA atomically (tt.atomic_store / tt.atomic_poll / tt.atomic_load: Triton 3.9).
    offs = tl.arange(0, BLOCK)
    mask = offs < N
    if tl.program_id(0) == 0:
        tl.atomic_store(DATA + offs, offs.to(tl.float32) * 2.0, mask=mask, sem="relaxed")
        tl.atomic_store(FLAG, 1, sem="release")
    ready = tl.atomic_poll(FLAG, 1, sem="acquire", scope="gpu")
    vals = tl.atomic_load(DATA + offs, mask=mask, sem="acquire", scope="gpu")
    tl.store(OUT + tl.program_id(0) * BLOCK + offs, tl.where(ready, vals, -1.0), mask=mask)


def _handoff_args(device, n=200, programs=4):
    import torch

    return Launch({"DATA": torch.zeros(256, device=device), "FLAG": torch.zeros(1, dtype=torch.int32, device=device),
                   "OUT": torch.empty(programs * 256, device=device), "N": n}, (programs,), ("OUT",))


def _handoff_ref(launch):
    import torch

    out = torch.empty_like(launch.args["OUT"]).view(-1, 256)
    n = launch.args["N"]
    out[:, :n] = torch.arange(n, device=out.device, dtype=torch.float32) * 2.0
    out[:, n:] = launch.args["OUT"].view(-1, 256)[:, n:]
    return {"OUT": out.reshape(-1)}


SPECS.append(KernelSpec("atomic_flag_handoff", atomic_flag_handoff,
                        {"DATA": "*fp32", "FLAG": "*i32", "OUT": "*fp32", "N": "i32", "BLOCK": "constexpr"},
                        {"BLOCK": 256}, description="tl.atomic_store / atomic_poll / atomic_load (Triton 3.9 only)",
                        make_args=_handoff_args, reference=_handoff_ref))


@triton.jit
def gdc_copy(X, Y, N, BLOCK: tl.constexpr):
    # Programmatic dependent launch: wait for the previous grid, then let the next one
    # start (inline PTX up to Triton 3.8; tt.grid_dependency_wait / _launch_dependents in 3.9).
    tl.extra.cuda.gdc_wait()
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    tl.extra.cuda.gdc_launch_dependents()
    tl.store(Y + offs, x * 3.0, mask=mask)


SPECS.append(KernelSpec("gdc_copy", gdc_copy, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
                        {"BLOCK": 1024}, description="tl.extra.cuda.gdc_wait / gdc_launch_dependents (sm_90)",
                        targets=("cuda:90",),
                        make_args=lambda d: Launch({"X": randn(3000, "float32", d), "Y": randn(3000, "float32", d),
                                                    "N": 3000}, (3,), ("Y",)),
                        reference=lambda l: {"Y": l.args["X"] * 3.0}))
