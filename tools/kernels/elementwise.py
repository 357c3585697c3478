"""Element-wise kernels over many element types (int8, fp16, bf16, fp64, int64, fp8),
``tl.where``, casts and bitcasts, math functions, atomics (``atomic_add``, ``atomic_cas``,
``atomic_max``) and shape manipulation (``tl.join``/``tl.split``/``tl.reshape``/``tl.cat``)."""

from __future__ import annotations

import triton
import triton.language as tl

from .spec import KernelSpec, Launch, cdiv, randint, randn


def _binary_args(dtype: str, n: int = 3000, block: int = 256, ints: tuple[int, int] | None = None):
    """Inputs X, Y of ``dtype`` and an output Z like X."""

    def make(device):
        import torch

        if ints is None:
            x = randn((n,), dtype, device, seed=1)
            y = randn((n,), dtype, device, seed=2)
        else:
            x = randint(ints[0], ints[1], (n,), dtype, device, seed=1)
            y = randint(ints[0], ints[1], (n,), dtype, device, seed=2)
        return Launch({"X": x, "Y": y, "Z": torch.empty_like(x), "N": n}, (cdiv(n, block),), ("Z",))

    return make


_BIN_SIG = {"X": None, "Y": None, "Z": None, "N": "i32", "BLOCK": "constexpr"}


def _bin_sig(ty: str) -> dict[str, str]:
    sig = dict(_BIN_SIG)
    sig.update(X=ty, Y=ty, Z=ty)
    return sig


# --------------------------------------------------------------------------- element types
@triton.jit
def int8_ops(X, Y, Z, N, BLOCK: tl.constexpr):
    # Wrapping int8 arithmetic: Z = (X + Y) ^ (X >> 1).
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = tl.load(Y + offs, mask=mask)
    tl.store(Z + offs, (x + y) ^ (x >> 1), mask=mask)


@triton.jit
def fp16_fma(X, Y, Z, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = tl.load(Y + offs, mask=mask)
    tl.store(Z + offs, x * y + 1.5, mask=mask)


@triton.jit
def bf16_ops(X, Y, Z, N, BLOCK: tl.constexpr):
    # bf16 in and out, fp32 arithmetic in between.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask).to(tl.float32)
    y = tl.load(Y + offs, mask=mask).to(tl.float32)
    tl.store(Z + offs, tl.maximum(x * 2.0 + y, 0.0).to(tl.bfloat16), mask=mask)


@triton.jit
def fp64_math(X, Y, Z, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask, other=1.0)
    y = tl.load(Y + offs, mask=mask, other=1.0)
    tl.store(Z + offs, tl.sqrt(tl.abs(x)) + tl.exp(y * 0.25) / (1.0 + x * x), mask=mask)


@triton.jit
def int64_ops(X, Y, Z, N, BLOCK: tl.constexpr):
    # 64-bit values and 64-bit offsets.
    pid = tl.program_id(0).to(tl.int64)
    offs = pid * BLOCK + tl.arange(0, BLOCK).to(tl.int64)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = tl.load(Y + offs, mask=mask)
    tl.store(Z + offs, x * 3 + (y >> 2) - offs, mask=mask)


def _int64_ref(launch):
    import torch

    x, y = launch.args["X"], launch.args["Y"]
    return {"Z": x * 3 + (y >> 2) - torch.arange(x.numel(), device=x.device)}


@triton.jit
def fp8_roundtrip(X, Y, N, BLOCK: tl.constexpr):
    # fp32 -> fp8e4nv -> fp32 (fp8e4nv needs sm89+ on NVIDIA).
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    tl.store(Y + offs, x.to(tl.float8e4nv).to(tl.float32), mask=mask)


def _fp8_args(device, n=2048):
    import torch

    x = randn((n,), "float32", device)
    return Launch({"X": x, "Y": torch.empty_like(x), "N": n}, (cdiv(n, 256),), ("Y",))


def _fp8_ref(launch):
    import torch

    return {"Y": launch.args["X"].to(torch.float8_e4m3fn).float()}


# --------------------------------------------------------------------------- select, casts, math
@triton.jit
def where_select(X, Y, Z, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = tl.load(Y + offs, mask=mask)
    z = tl.where(x > 0, x, y * 0.5)
    z = tl.where(offs % 7 == 0, 0.0, z)
    tl.store(Z + offs, z, mask=mask)


def _where_ref(launch):
    import torch

    x, y = launch.args["X"], launch.args["Y"]
    z = torch.where(x > 0, x, y * 0.5)
    z[torch.arange(x.numel(), device=x.device) % 7 == 0] = 0.0
    return {"Z": z}


@triton.jit
def casts(X, I, H, B, BITS, N, BLOCK: tl.constexpr):
    # fp32 -> int32 (truncation), fp16, bf16 (round to nearest even), and a bitcast to int32.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    tl.store(I + offs, x.to(tl.int32), mask=mask)
    tl.store(H + offs, x.to(tl.float16), mask=mask)
    tl.store(B + offs, x.to(tl.bfloat16), mask=mask)
    tl.store(BITS + offs, x.to(tl.int32, bitcast=True), mask=mask)


def _casts_args(device, n=2000):
    import torch

    x = randn((n,), "float32", device, scale=100.0)
    args = {"X": x, "I": torch.empty(n, dtype=torch.int32, device=device),
            "H": torch.empty(n, dtype=torch.float16, device=device),
            "B": torch.empty(n, dtype=torch.bfloat16, device=device),
            "BITS": torch.empty(n, dtype=torch.int32, device=device), "N": n}
    return Launch(args, (cdiv(n, 128),), ("I", "H", "B", "BITS"))


def _casts_ref(launch):
    import torch

    x = launch.args["X"]
    return {"I": x.to(torch.int32), "H": x.half(), "B": x.bfloat16(), "BITS": x.view(torch.int32)}


@triton.jit
def math_fp32(X, Y, Z, N, BLOCK: tl.constexpr):
    # math dialect ops: exp, log, sin, cos, rsqrt, erf, fma, floor, and an fdiv.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = tl.load(Y + offs, mask=mask)
    a = tl.exp(x * 0.5) + tl.log(tl.abs(y) + 1.0)
    b = tl.sin(x) * tl.cos(y) + tl.rsqrt(x * x + 1.0)
    c = tl.fma(tl.erf(x), tl.floor(y), tl.fdiv(a, b * b + 2.0))
    tl.store(Z + offs, c, mask=mask)


def _math_ref(launch):
    import torch

    x, y = launch.args["X"], launch.args["Y"]
    a = torch.exp(x * 0.5) + torch.log(y.abs() + 1.0)
    b = torch.sin(x) * torch.cos(y) + torch.rsqrt(x * x + 1.0)
    return {"Z": torch.erf(x) * torch.floor(y) + a / (b * b + 2.0)}


# --------------------------------------------------------------------------- atomics
@triton.jit
def atomic_add_sum(X, OUT, N, BLOCK: tl.constexpr):
    # Block sums accumulated with a scalar tl.atomic_add.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < N, other=0.0)
    tl.atomic_add(OUT, tl.sum(x, axis=0))


def _atomic_add_args(device, n=5000):
    import torch

    x = randn((n,), "float32", device)
    return Launch({"X": x, "OUT": torch.zeros(1, device=device), "N": n}, (cdiv(n, 512),), ("OUT",))


@triton.jit
def atomic_cas_lock(LOCK, COUNT, OUT):
    # A spin lock: tl.atomic_cas in a while loop, a guarded read-modify-write, tl.atomic_xchg.
    pid = tl.program_id(0)
    while tl.atomic_cas(LOCK, 0, 1) == 1:
        pass
    c = tl.load(COUNT, volatile=True)
    tl.store(COUNT, c + 1)
    tl.atomic_xchg(LOCK, 0)
    tl.store(OUT + pid, 1)


def _cas_args(device, progs=64):
    import torch

    lock = torch.zeros(1, dtype=torch.int32, device=device)
    count = torch.zeros(1, dtype=torch.int32, device=device)
    out = torch.zeros(progs, dtype=torch.int32, device=device)
    return Launch({"LOCK": lock, "COUNT": count, "OUT": out}, (progs,), ("LOCK", "COUNT", "OUT"))


def _cas_ref(launch):
    import torch

    n = launch.args["OUT"].numel()
    return {"LOCK": torch.zeros_like(launch.args["LOCK"]), "COUNT": torch.full_like(launch.args["COUNT"], n),
            "OUT": torch.ones_like(launch.args["OUT"])}


@triton.jit
def atomic_max_bins(X, OUT, N, BLOCK: tl.constexpr, BINS: tl.constexpr):
    # OUT[b] = max of X[i] over i % BINS == b, with a tensor tl.atomic_max.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    tl.atomic_max(OUT + offs % BINS, x, mask=mask)


def _atomic_max_args(device, n=3000, bins=16):
    import torch

    x = randint(-1000, 1000, (n,), "int32", device, seed=7)
    out = torch.full((bins,), -(2 ** 31), dtype=torch.int32, device=device)
    return Launch({"X": x, "OUT": out, "N": n}, (cdiv(n, 256),), ("OUT",))


def _atomic_max_ref(launch):
    import torch

    x, out = launch.args["X"], launch.args["OUT"]
    bins = torch.arange(x.numel(), device=x.device) % out.numel()
    return {"OUT": out.clone().scatter_reduce(0, bins, x, reduce="amax", include_self=True)}


# --------------------------------------------------------------------------- shape manipulation
@triton.jit
def join_split(X, SWAP, SUM, N, BLOCK: tl.constexpr):
    # X holds N (a, b) pairs: split them, re-join them swapped, and add them.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    pair_offs = 2 * offs[:, None] + tl.arange(0, 2)[None, :]
    pairs = tl.load(X + pair_offs, mask=mask[:, None])
    a, b = tl.split(pairs)
    tl.store(SWAP + pair_offs, tl.join(b, a), mask=mask[:, None])
    tl.store(SUM + offs, a + b, mask=mask)


def _join_split_args(device, n=1500):
    import torch

    x = randn((2 * n,), "float32", device)
    return Launch({"X": x, "SWAP": torch.empty_like(x), "SUM": torch.empty(n, device=device), "N": n},
                  (cdiv(n, 256),), ("SWAP", "SUM"))


def _join_split_ref(launch):
    p = launch.args["X"].reshape(-1, 2)
    return {"SWAP": p.flip(1).reshape(-1), "SUM": p.sum(dim=1)}


@triton.jit
def reshape_cat(X, Y, ROWS, TOTAL, BLOCK: tl.constexpr, R: tl.constexpr):
    # tl.reshape keeps element order; tl.cat(can_reorder=True) may not, so only its sum is used.
    r = tl.arange(0, BLOCK)
    a = tl.load(X + r)
    b = tl.load(Y + r)
    rows = tl.sum(tl.reshape(a, (R, BLOCK // R)), axis=1)
    tl.store(ROWS + tl.arange(0, R), rows)
    both = tl.cat(a, b, can_reorder=True)
    tl.store(TOTAL, tl.sum(both, axis=0))


def _reshape_cat_args(device, block=256, r=8):
    import torch

    x = randint(-100, 100, (block,), "int32", device, seed=1)
    y = randint(-100, 100, (block,), "int32", device, seed=2)
    return Launch({"X": x, "Y": y, "ROWS": torch.empty(r, dtype=torch.int32, device=device),
                   "TOTAL": torch.empty(1, dtype=torch.int32, device=device)}, (1,), ("ROWS", "TOTAL"))


def _reshape_cat_ref(launch):
    import torch

    x, y = launch.args["X"], launch.args["Y"]
    r = launch.args["ROWS"].numel()
    return {"ROWS": x.reshape(r, -1).sum(dim=1).to(torch.int32), "TOTAL": (x.sum() + y.sum()).to(torch.int32).reshape(1)}


SPECS = [
    KernelSpec("int8_ops", int8_ops, _bin_sig("*i8"), {"BLOCK": 256}, aligned_ints=(),
               description="int8 add, shift, xor", make_args=_binary_args("int8", ints=(-128, 128)),
               reference=lambda l: {"Z": (l.args["X"] + l.args["Y"]) ^ (l.args["X"] >> 1)}, atol=0, rtol=0),
    KernelSpec("fp16_fma", fp16_fma, _bin_sig("*fp16"), {"BLOCK": 256}, description="fp16 multiply-add",
               make_args=_binary_args("float16"),
               reference=lambda l: {"Z": (l.args["X"].float() * l.args["Y"].float() + 1.5).half()},
               atol=1e-2, rtol=1e-2),
    KernelSpec("bf16_ops", bf16_ops, _bin_sig("*bf16"), {"BLOCK": 512}, launch_like=False,
               description="bf16 load/store with fp32 math", make_args=_binary_args("bfloat16", block=512),
               reference=lambda l: {"Z": (l.args["X"].float() * 2.0 + l.args["Y"].float()).clamp_min(0.0).bfloat16()},
               atol=1e-2, rtol=1e-2),
    KernelSpec("fp64_math", fp64_math, _bin_sig("*fp64"), {"BLOCK": 128}, description="fp64 sqrt/exp/div",
               make_args=_binary_args("float64", block=128),
               reference=lambda l: {"Z": l.args["X"].abs().sqrt() + (l.args["Y"] * 0.25).exp()
                                    / (1.0 + l.args["X"] * l.args["X"])}, atol=1e-12, rtol=1e-12),
    KernelSpec("int64_ops", int64_ops, _bin_sig("*i64") | {"N": "i64"}, {"BLOCK": 256}, aligned_ints=("N",),
               description="int64 values and int64 offsets",
               make_args=_binary_args("int64", n=4096, ints=(-(2 ** 40), 2 ** 40)), reference=_int64_ref,
               atol=0, rtol=0),
    KernelSpec("fp8_roundtrip", fp8_roundtrip, {"X": "*fp32", "Y": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 256}, aligned_ints=("N",), description="fp32 -> fp8e4nv -> fp32 casts",
               make_args=_fp8_args, reference=_fp8_ref, atol=0, rtol=0),
    KernelSpec("where_select", where_select, _bin_sig("*fp32"), {"BLOCK": 256}, description="tl.where twice",
               make_args=_binary_args("float32"), reference=_where_ref),
    KernelSpec("casts", casts,
               {"X": "*fp32", "I": "*i32", "H": "*fp16", "B": "*bf16", "BITS": "*i32", "N": "i32",
                "BLOCK": "constexpr"}, {"BLOCK": 128}, aligned_ints=("N",),
               description="fp32 to int32/fp16/bf16 and a bitcast", make_args=_casts_args, reference=_casts_ref,
               atol=0, rtol=0),
    KernelSpec("math_fp32", math_fp32, _bin_sig("*fp32"), {"BLOCK": 256},
               description="exp/log/sin/cos/rsqrt/erf/floor/fma/fdiv", make_args=_binary_args("float32"),
               reference=_math_ref, atol=1e-5, rtol=1e-4),
    KernelSpec("atomic_add_sum", atomic_add_sum, {"X": "*fp32", "OUT": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 512}, description="scalar tl.atomic_add of block sums", make_args=_atomic_add_args,
               reference=lambda l: {"OUT": l.args["X"].sum().reshape(1)}, atol=1e-3, rtol=1e-4),
    KernelSpec("atomic_cas_lock", atomic_cas_lock, {"LOCK": "*i32", "COUNT": "*i32", "OUT": "*i32"},
               description="spin lock: tl.atomic_cas in a while loop, tl.atomic_xchg", make_args=_cas_args,
               reference=_cas_ref, atol=0, rtol=0),
    KernelSpec("atomic_max_bins", atomic_max_bins,
               {"X": "*i32", "OUT": "*i32", "N": "i32", "BLOCK": "constexpr", "BINS": "constexpr"},
               {"BLOCK": 256, "BINS": 16}, launch_like=False, description="masked tensor tl.atomic_max",
               make_args=_atomic_max_args, reference=_atomic_max_ref, atol=0, rtol=0),
    KernelSpec("join_split", join_split, {"X": "*fp32", "SWAP": "*fp32", "SUM": "*fp32", "N": "i32",
                                          "BLOCK": "constexpr"}, {"BLOCK": 256},
               description="tl.split of loaded pairs, tl.join of the halves", make_args=_join_split_args,
               reference=_join_split_ref),
    KernelSpec("reshape_cat", reshape_cat, {"X": "*i32", "Y": "*i32", "ROWS": "*i32", "TOTAL": "*i32",
                                            "BLOCK": "constexpr", "R": "constexpr"}, {"BLOCK": 256, "R": 8},
               description="tl.reshape and tl.cat(can_reorder=True)", make_args=_reshape_cat_args,
               reference=_reshape_cat_ref, atol=0, rtol=0),
]
