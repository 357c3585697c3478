"""Kernels for the interpreter's GPU check (issue 28, check (a)); not corpus kernels.

``gpu_capture.py --set interp`` launches them; ``gpu_interp_check.py`` runs each launch's TTGIR
in pyopt's interpreter and compares the stored bytes.  They are chosen to show where the
interpreter must match the GPU to the bit, and where it cannot:

* reductions (sum, max, argmin; f32, f16, i32) along each axis of 2-D tiles of several shapes,
  so that Triton picks several layouts (and ``num_warps`` 1/4/8 more), over values of very
  different magnitudes, so that the order of the additions shows in the bits;
* scans (``tl.cumsum``, forward and reverse, f32 and i32) along each axis;
* ``tl.dot`` fp16, bf16 (fp32 accumulator) and tf32/ieee fp32 (tensor cores: within tolerance);
* correctly rounded elementwise math (add, mul, ``tl.fma``, ``tl.sqrt_rn``, ``tl.div_rn``:
  bit-equal) next to approximate ones (``tl.exp``, ``tl.sqrt``, ``/``: within tolerance);
* casts f32 -> f16 / bf16 / fp8 (e4m3, e5m2) and back;
* atomics: integer add and float max (order-independent results).

``SPECS`` lists them, as ``tools.kernels.KERNELS`` lists the corpus (a separate list: the
corpus generators do not see these).
"""

from __future__ import annotations

import triton
import triton.language as tl

from .spec import KernelSpec, Launch, cdiv, randint, randn


def _mixed(shape, dtype_name, device, seed=0, lo=-3, hi=7):
    """Normal values times 10**k, k uniform in [lo, hi): magnitudes far apart (for f16, whose
    largest value is 65504, k below 3)."""
    import torch

    if dtype_name == "float16":
        hi = min(hi, 3)
    x = randn(shape, "float32", "cpu", seed=seed)
    k = randint(lo, hi, shape, "int32", "cpu", seed=seed + 1).to(torch.float32)
    return (x * torch.pow(10.0, k)).to(getattr(torch, dtype_name)).to(device)


# --- reductions ---------------------------------------------------------------------------


@triton.jit
def red_sum(X, ROWS, COLS, BM: tl.constexpr, BN: tl.constexpr):
    # One BM x BN tile per program: ROWS[m] = sum_n X[m, n], COLS[pid, n] = sum_m X[m, n].
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(X + rm[:, None] * BN + rn[None, :])
    tl.store(ROWS + rm, tl.sum(x, axis=1))
    tl.store(COLS + pid * BN + rn, tl.sum(x, axis=0))


@triton.jit
def red_max_argmin(X, MAX, ARGMIN, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(X + rm[:, None] * BN + rn[None, :])
    tl.store(MAX + rm, tl.max(x, axis=1))
    tl.store(ARGMIN + pid * BN + rn, tl.argmin(x, axis=0))


def _red_args(dtype, m, bm, bn, out_dtype=None):
    def make(device):
        import torch

        x = (_mixed((m, bn), dtype, device) if dtype != "int32"
             else randint(-1000, 1000, (m, bn), "int32", device))
        od = getattr(torch, out_dtype or dtype)
        return Launch({"X": x, "ROWS": torch.zeros(m, dtype=od, device=device),
                       "COLS": torch.zeros((m // bm, bn), dtype=od, device=device)}, (m // bm,), ("ROWS", "COLS"))
    return make


def _argmin_args(dtype, m, bm, bn):
    def make(device):
        import torch

        # small integers as floats: ties, which the argmin's combine breaks by index
        x = randint(-20, 20, (m, bn), "int32", device).to(getattr(torch, dtype))
        return Launch({"X": x, "MAX": torch.zeros(m, dtype=x.dtype, device=device),
                       "ARGMIN": torch.zeros((m // bm, bn), dtype=torch.int32, device=device)},
                      (m // bm,), ("MAX", "ARGMIN"))
    return make


# --- scans --------------------------------------------------------------------------------


@triton.jit
def scan_2d(X, FWD1, REV1, FWD0, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    offs = rm[:, None] * BN + rn[None, :]
    x = tl.load(X + offs)
    tl.store(FWD1 + offs, tl.cumsum(x, axis=1))
    tl.store(REV1 + offs, tl.cumsum(x, axis=1, reverse=True))
    tl.store(FWD0 + offs, tl.cumsum(x, axis=0))


def _scan_args(dtype, m, bm, bn):
    def make(device):
        import torch

        x = (_mixed((m, bn), dtype, device) if dtype != "int32"
             else randint(-1000, 1000, (m, bn), "int32", device))
        outs = {k: torch.zeros_like(x) for k in ("FWD1", "REV1", "FWD0")}
        return Launch({"X": x, **outs}, (m // bm,), tuple(outs))
    return make


# --- dots ---------------------------------------------------------------------------------


@triton.jit
def dot_tile(A, B, C, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, PREC: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(A + rm[:, None] * BK + rk[None, :])
    b = tl.load(B + rk[:, None] * BN + rn[None, :])
    c = tl.dot(a, b, input_precision=PREC, out_dtype=tl.float32)
    tl.store(C + rm[:, None] * BN + rn[None, :], c)


def _dot_args(dtype, bm, bn, bk):
    def make(device):
        import torch

        a = randn((bm, bk), dtype, device, seed=1)
        b = randn((bk, bn), dtype, device, seed=2)
        return Launch({"A": a, "B": b, "C": torch.zeros((bm, bn), dtype=torch.float32, device=device)}, (1,), ("C",))
    return make


# --- elementwise and casts ----------------------------------------------------------------


@triton.jit
def ew_math(X, Y, Z, EXACT, APPROX, N, BLOCK: tl.constexpr):
    # EXACT: correctly rounded ops (bit-equal expected); APPROX: approximate PTX (tolerance).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(X + offs, mask=m, other=1.0)
    y = tl.load(Y + offs, mask=m, other=1.0)
    z = tl.load(Z + offs, mask=m, other=1.0)
    ax = tl.abs(x)
    tl.store(EXACT + offs, x + y, mask=m)
    tl.store(EXACT + N + offs, x * y, mask=m)
    tl.store(EXACT + 2 * N + offs, tl.fma(x, y, z), mask=m)
    tl.store(EXACT + 3 * N + offs, tl.sqrt_rn(ax), mask=m)
    tl.store(EXACT + 4 * N + offs, tl.div_rn(x, y), mask=m)
    tl.store(APPROX + offs, tl.exp(x), mask=m)
    tl.store(APPROX + N + offs, tl.sqrt(ax), mask=m)
    tl.store(APPROX + 2 * N + offs, x / y, mask=m)


def _ew_args(device, n=3000, block=1024):
    import torch

    x, y, z = (randn((n,), "float32", device, seed=s) for s in (1, 2, 3))
    return Launch({"X": x, "Y": y, "Z": z, "EXACT": torch.zeros(5 * n, device=device),
                   "APPROX": torch.zeros(3 * n, device=device), "N": n}, (cdiv(n, block),), ("EXACT", "APPROX"))


@triton.jit
def casts(X, H, BF, E4, E5, BACK, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(X + offs, mask=m)
    h = x.to(tl.float16)
    bf = x.to(tl.bfloat16)
    e4 = x.to(tl.float8e4nv)
    e5 = x.to(tl.float8e5)
    tl.store(H + offs, h, mask=m)
    tl.store(BF + offs, bf, mask=m)
    tl.store(E4 + offs, e4, mask=m)
    tl.store(E5 + offs, e5, mask=m)
    tl.store(BACK + offs, h.to(tl.float32) + bf.to(tl.float32) + e4.to(tl.float32) + e5.to(tl.float32), mask=m)


def _cast_args(device, n=2048, block=512):
    import torch

    x = _mixed((n,), "float32", device, lo=-4, hi=3)
    return Launch({"X": x, "H": torch.zeros(n, dtype=torch.float16, device=device),
                   "BF": torch.zeros(n, dtype=torch.bfloat16, device=device),
                   "E4": torch.zeros(n, dtype=torch.float8_e4m3fn, device=device),
                   "E5": torch.zeros(n, dtype=torch.float8_e5m2, device=device),
                   "BACK": torch.zeros(n, device=device), "N": n}, (cdiv(n, block),), ("H", "BF", "E4", "E5", "BACK"))


# --- atomics ------------------------------------------------------------------------------


@triton.jit
def atomics(X, I, SUM, MAX, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(X + offs, mask=m)
    i = tl.load(I + offs, mask=m)
    tl.atomic_add(SUM + (i % 16), i, mask=m)
    tl.atomic_max(MAX + (i % 8), x, mask=m)


def _atomic_args(device, n=5000, block=512):
    import torch

    return Launch({"X": randn((n,), "float32", device), "I": randint(0, 1000, (n,), "int32", device),
                   "SUM": torch.zeros(16, dtype=torch.int32, device=device),
                   "MAX": torch.full((8,), -1e30, device=device), "N": n}, (cdiv(n, block),), ("SUM", "MAX"))


def _reds():
    out = []
    for dt, ty in (("float32", "fp32"), ("float16", "fp16"), ("int32", "i32")):
        for bm, bn in ((32, 128), (128, 16), (64, 64), (8, 512)):
            out.append(KernelSpec(
                f"interp_red_sum_{ty}_{bm}x{bn}", red_sum,
                {"X": f"*{ty}", "ROWS": f"*{ty}", "COLS": f"*{ty}", "BM": "constexpr", "BN": "constexpr"},
                {"BM": bm, "BN": bn}, description=f"tl.sum along each axis of {bm}x{bn} {ty} tiles",
                make_args=_red_args(dt, 4 * bm, bm, bn), targets=("cuda:80", "cuda:90")))
        out.append(KernelSpec(
            f"interp_red_max_argmin_{ty}", red_max_argmin,
            {"X": f"*{ty}", "MAX": f"*{ty}", "ARGMIN": "*i32", "BM": "constexpr", "BN": "constexpr"},
            {"BM": 64, "BN": 64}, description=f"tl.max along axis 1, tl.argmin along axis 0 ({ty}, ties)",
            make_args=_argmin_args(dt, 256, 64, 64), targets=("cuda:80", "cuda:90")))
    return out


def _scans():
    out = []
    for dt, ty in (("float32", "fp32"), ("int32", "i32")):
        for bm, bn in ((32, 128), (128, 16), (16, 256)):
            out.append(KernelSpec(
                f"interp_scan_{ty}_{bm}x{bn}", scan_2d,
                {"X": f"*{ty}", "FWD1": f"*{ty}", "REV1": f"*{ty}", "FWD0": f"*{ty}", "BM": "constexpr",
                 "BN": "constexpr"}, {"BM": bm, "BN": bn},
                description=f"tl.cumsum along each axis (and reversed) of {bm}x{bn} {ty} tiles",
                make_args=_scan_args(dt, 2 * bm, bm, bn), targets=("cuda:80", "cuda:90")))
    return out


def _dots():
    out = []
    for dt, ty, prec in (("float16", "fp16", "ieee"), ("bfloat16", "bf16", "ieee"), ("float32", "fp32", "tf32"),
                         ("float32", "fp32", "ieee")):
        out.append(KernelSpec(
            f"interp_dot_{ty}_{prec}", dot_tile,
            {"A": f"*{ty}", "B": f"*{ty}", "C": "*fp32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr",
             "PREC": "constexpr"}, {"BM": 64, "BN": 64, "BK": 32, "PREC": prec},
            description=f"tl.dot {ty} ({prec}) with an fp32 accumulator",
            make_args=_dot_args(dt, 64, 64, 32), targets=("cuda:80", "cuda:90")))
    return out


SPECS = _reds() + _scans() + _dots() + [
    KernelSpec("interp_ew_math", ew_math,
               {"X": "*fp32", "Y": "*fp32", "Z": "*fp32", "EXACT": "*fp32", "APPROX": "*fp32", "N": "i32",
                "BLOCK": "constexpr"}, {"BLOCK": 1024},
               description="add, mul, fma, sqrt_rn, div_rn (exact); exp, sqrt, fdiv (approximate)",
               make_args=_ew_args, targets=("cuda:80", "cuda:90")),
    KernelSpec("interp_casts", casts,
               {"X": "*fp32", "H": "*fp16", "BF": "*bf16", "E4": "*fp8e4nv", "E5": "*fp8e5", "BACK": "*fp32",
                "N": "i32", "BLOCK": "constexpr"}, {"BLOCK": 512},
               description="f32 to f16, bf16, fp8e4nv, fp8e5 and back", make_args=_cast_args,
               targets=("cuda:90",)),
    KernelSpec("interp_atomics", atomics,
               {"X": "*fp32", "I": "*i32", "SUM": "*i32", "MAX": "*fp32", "N": "i32", "BLOCK": "constexpr"},
               {"BLOCK": 512}, description="atomic_add i32, atomic_max f32 (order-independent results)",
               make_args=_atomic_args, targets=("cuda:80", "cuda:90")),
]

KERNELS = {s.name: s for s in SPECS}
