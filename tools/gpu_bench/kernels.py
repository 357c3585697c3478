"""The memory-bound kernels of ``tools/gpu_bench``, with sizes for an H100-class GPU.

Each :class:`BenchKernel` couples a ``@triton.jit`` function with a declarative *argument
recipe* (:class:`Tensor` and :class:`Scalar` entries, in the function's runtime-argument
order), its constexpr values, ``num_warps``, the launch grid, the number of bytes it moves
(:attr:`BenchKernel.bytes_moved`: bytes of the tensor elements it reads plus those it writes,
each counted once -- the *useful* traffic, so a strided read that wastes part of each DRAM
sector, or a layernorm that reads its row three times, shows as a lower GB/s) and a PyTorch
reference.

The recipe is plain data: ``prepare`` writes it into the manifest, and ``run`` builds the
inputs from it (:func:`make_tensors`) without needing anything of pyopt.  Importing this
module imports ``triton`` (for the ``@triton.jit`` functions) but not ``torch``; only
:func:`make_tensors` and the ``reference`` functions need PyTorch, and they import it inside.

Integer arguments are specialised the way Triton's launcher would specialise them for these
values: a value divisible by 16 gets ``tt.divisibility = 16`` (every pointer gets it too, the
tensors being 16-byte aligned); no integer argument equals 1 (the launcher would turn it
into a constant).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import triton
import triton.language as tl

from tools.kernels.spec import KernelSpec

# --------------------------------------------------------------------------- recipes

#: torch dtype name -> Triton pointer element type string.
TRITON_DTYPE = {"float32": "fp32", "float16": "fp16", "bfloat16": "bf16", "int8": "i8", "int32": "i32",
                "int16": "i16", "int64": "i64", "uint8": "u8"}
ITEMSIZE = {"float32": 4, "float16": 2, "bfloat16": 2, "int8": 1, "int32": 4, "int16": 2, "int64": 8, "uint8": 1}


@dataclass(frozen=True)
class Tensor:
    """A tensor argument: a contiguous ``shape`` of ``dtype`` (torch's name).

    ``init``: ``"randn"`` (normal samples times ``scale``), ``"randint"`` (integers in
    ``[low, high)``) or ``"empty"`` (an output; filled with a sentinel before each checked
    launch).  ``output``: compared with the reference after the launch.
    """

    name: str
    shape: tuple[int, ...]
    dtype: str
    init: str = "randn"
    output: bool = False
    scale: float = 1.0
    low: int = -128
    high: int = 128
    seed: int = 0

    @property
    def numel(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def nbytes(self) -> int:
        return self.numel * ITEMSIZE[self.dtype]

    @property
    def triton_type(self) -> str:
        return "*" + TRITON_DTYPE[self.dtype]

    def to_json(self) -> dict[str, Any]:
        return {"kind": "tensor", "name": self.name, "shape": list(self.shape), "dtype": self.dtype,
                "init": self.init, "output": self.output, "scale": self.scale, "low": self.low, "high": self.high,
                "seed": self.seed, "type": self.triton_type}


@dataclass(frozen=True)
class Scalar:
    """A scalar argument: ``type`` is ``"i32"`` or ``"fp32"``."""

    name: str
    value: int | float
    type: str = "i32"

    def to_json(self) -> dict[str, Any]:
        return {"kind": "scalar", "name": self.name, "value": self.value, "type": self.type}


Arg = Tensor | Scalar


@dataclass(frozen=True)
class BenchKernel:
    """One benchmark kernel.

    Attributes:
        name: unique name (a directory name under ``prepare``'s output).
        category: ``copy``, ``strided``, ``transpose``, ``reduction``, ``softmax``,
            ``layernorm`` or ``elementwise`` (for the table).
        fn: the ``@triton.jit`` function.
        args: the runtime arguments, in the function's order (constexprs excluded).
        constexprs: values of the constexpr arguments.
        grid: launch grid (1 to 3 dimensions).
        num_warps: ``num_warps`` to compile with.
        reference: ``reference(tensors: dict) -> {output name: expected tensor}`` (PyTorch);
            called on the inputs before the launch; it must not modify them.
        bytes_moved: bytes read plus bytes written (see the module docstring); by default the
            sum of every tensor argument's size.
        atol, rtol: tolerances of the check (``torch.testing.assert_close``).
        description: one line.
        options: extra compile options.
    """

    name: str
    category: str
    fn: Any
    args: tuple[Arg, ...]
    constexprs: Mapping[str, Any]
    grid: tuple[int, ...]
    num_warps: int
    reference: Callable[[dict[str, Any]], dict[str, Any]]
    bytes_moved: int = 0
    atol: float = 1e-5
    rtol: float = 1e-5
    description: str = ""
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.bytes_moved:
            object.__setattr__(self, "bytes_moved", sum(a.nbytes for a in self.args if isinstance(a, Tensor)))
        runtime = [n for n in self.fn.arg_names if n not in self.constexprs]
        if runtime != [a.name for a in self.args]:
            raise ValueError(f"{self.name}: recipe {[a.name for a in self.args]} != runtime arguments {runtime}")
        for a in self.args:
            if isinstance(a, Scalar) and a.type.startswith("i") and a.value == 1:
                raise ValueError(f"{self.name}: integer argument {a.name} = 1 would be specialised away")

    @property
    def outputs(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.args if isinstance(a, Tensor) and a.output)

    @property
    def signature(self) -> dict[str, str]:
        types = {a.name: (a.triton_type if isinstance(a, Tensor) else a.type) for a in self.args}
        return {n: ("constexpr" if n in self.constexprs else types[n]) for n in self.fn.arg_names}

    @property
    def aligned_ints(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.args
                     if isinstance(a, Scalar) and a.type.startswith("i") and a.value % 16 == 0)

    def kernel_spec(self) -> KernelSpec:
        """The project's :class:`~tools.kernels.spec.KernelSpec` (for ``ASTSource``)."""
        return KernelSpec(self.name, self.fn, self.signature, dict(self.constexprs), launch_like=True,
                          aligned_ints=self.aligned_ints, description=self.description,
                          options=dict(self.options), atol=self.atol, rtol=self.rtol)

    def manifest_entry(self) -> dict[str, Any]:
        """JSON-able launch recipe (everything ``run`` needs except the reference)."""
        return {"kernel": self.name, "category": self.category, "description": self.description,
                "args": [a.to_json() for a in self.args], "constexprs": dict(self.constexprs),
                "grid": list(self.grid), "num_warps": self.num_warps, "outputs": list(self.outputs),
                "bytes_moved": self.bytes_moved, "atol": self.atol, "rtol": self.rtol}


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


# --------------------------------------------------------------------------- inputs (PyTorch)
def make_tensors(args: list[dict[str, Any]], device: str = "cuda") -> dict[str, Any]:
    """Build the launch arguments from a manifest recipe (``BenchKernel.manifest_entry()["args"]``).

    Returns ``{name: value}`` in argument order: tensors on ``device`` and Python scalars.
    """
    import torch

    out: dict[str, Any] = {}
    for a in args:
        if a["kind"] == "scalar":
            out[a["name"]] = int(a["value"]) if a["type"].startswith("i") else float(a["value"])
            continue
        dtype = getattr(torch, a["dtype"])
        shape = tuple(a["shape"])
        gen = torch.Generator(device=device)
        gen.manual_seed(int(a["seed"]))
        if a["init"] == "randn":
            t = torch.randn(shape, generator=gen, device=device, dtype=torch.float32)
            if a["scale"] != 1.0:
                t.mul_(a["scale"])
            t = t.to(dtype)
        elif a["init"] == "randint":
            t = torch.randint(int(a["low"]), int(a["high"]), shape, generator=gen, device=device,
                              dtype=torch.int64).to(dtype)
        elif a["init"] == "empty":
            t = torch.empty(shape, device=device, dtype=dtype)
        else:
            raise ValueError(f"unknown init {a['init']!r} for {a['name']}")
        out[a["name"]] = t
    return out


def fill_sentinel(t) -> None:
    """Overwrite an output so that a kernel that does not write it fails the check."""
    if t.dtype.is_floating_point:
        t.fill_(float("nan"))
    else:
        t.fill_(91)


# --------------------------------------------------------------------------- kernels
@triton.jit
def copy_1d(X, Y, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    tl.store(Y + offs, tl.load(X + offs, mask=mask), mask=mask)


@triton.jit
def add_1d(X, Y, Z, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = tl.load(Y + offs, mask=mask)
    tl.store(Z + offs, x + y, mask=mask)


@triton.jit
def silu_mul_1d(A, B, Y, N, BLOCK: tl.constexpr):
    # Y = silu(A) * B, computed in fp32 (a gated-MLP activation).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    a = tl.load(A + offs, mask=mask).to(tl.float32)
    b = tl.load(B + offs, mask=mask).to(tl.float32)
    y = a * tl.sigmoid(a) * b
    tl.store(Y + offs, y.to(Y.dtype.element_ty), mask=mask)


@triton.jit
def scale_cast_1d(X, Y, N, scale, BLOCK: tl.constexpr):
    # Y = (X * scale) converted to Y's element type (int8 -> fp16 dequantisation, fp32 -> fp16).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask).to(tl.float32)
    tl.store(Y + offs, (x * scale).to(Y.dtype.element_ty), mask=mask)


@triton.jit
def copy_strided_1d(X, Y, N, stride, BLOCK: tl.constexpr):
    # Y[i] = X[i * stride]: the read cannot be vectorised.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    tl.store(Y + offs, tl.load(X + offs * stride, mask=mask), mask=mask)


@triton.jit
def copy_2d(X, Y, M, N, stride_xm, stride_ym, BM: tl.constexpr, BN: tl.constexpr):
    # Y[m, n] = X[m, n] with different row strides (X is a column window of a wider matrix).
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask)
    tl.store(Y + rm[:, None] * stride_ym + rn[None, :], x, mask=mask)


@triton.jit
def transpose_trans(X, Y, M, N, stride_xm, stride_yn, BM: tl.constexpr, BN: tl.constexpr):
    # Y (N x M) = X (M x N)^T with tl.trans on the tile.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    x = tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N))
    tl.store(Y + rn[:, None] * stride_yn + rm[None, :], tl.trans(x), mask=(rn[:, None] < N) & (rm[None, :] < M))


@triton.jit
def transpose_ptr(X, Y, M, N, stride_xm, stride_yn, BM: tl.constexpr, BN: tl.constexpr):
    # Y (N x M) = X (M x N)^T by pointer arithmetic: the store's fastest dimension is dim 0.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask)
    tl.store(Y + rn[None, :] * stride_yn + rm[:, None], x, mask=mask)


@triton.jit
def row_sum(X, Y, M, N, stride_xm, BM: tl.constexpr, BN: tl.constexpr):
    # Y[m] = sum_n X[m, n]; a 2D fp32 accumulator, reduced once after the loop.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for n0 in range(0, N, BN):
        rn = n0 + tl.arange(0, BN)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        acc += tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask, other=0.0).to(tl.float32)
    tl.store(Y + rm, tl.sum(acc, axis=1), mask=rm < M)


@triton.jit
def col_sum(X, Y, M, N, stride_xm, BM: tl.constexpr, BN: tl.constexpr):
    # Y[n] = sum_m X[m, n]; a 2D fp32 accumulator, reduced once after the loop.
    rn = tl.program_id(0) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for m0 in range(0, M, BM):
        rm = m0 + tl.arange(0, BM)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        acc += tl.load(X + rm[:, None] * stride_xm + rn[None, :], mask=mask, other=0.0).to(tl.float32)
    tl.store(Y + rn, tl.sum(acc, axis=0), mask=rn < N)


@triton.jit
def row_max_1d(X, Y, N, stride_xm, BLOCK: tl.constexpr):
    # Y[row] = max_n X[row, n]; one row per program, BLOCK >= N.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(X + row * stride_xm + cols, mask=cols < N, other=-float("inf"))
    tl.store(Y + row, tl.max(x.to(tl.float32), axis=0))


@triton.jit
def softmax_rows(X, Y, N, stride_xm, stride_ym, BLOCK: tl.constexpr):
    # One row per program, BLOCK >= N; statistics in fp32.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride_xm + cols, mask=mask, other=-float("inf")).to(tl.float32)
    e = tl.exp(x - tl.max(x, axis=0))
    y = e / tl.sum(e, axis=0)
    tl.store(Y + row * stride_ym + cols, y.to(Y.dtype.element_ty), mask=mask)


@triton.jit
def layernorm_rows(X, W, B, Y, Mean, Rstd, N, stride, eps, BLOCK: tl.constexpr):
    # One row per program held in registers, BLOCK >= N; fp32 statistics.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(mask, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(xc * xc, axis=0) / N + eps)
    w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(B + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(Y + row * stride + cols, (xc * rstd * w + b).to(Y.dtype.element_ty), mask=mask)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)


@triton.jit
def layernorm_loop(X, W, B, Y, Mean, Rstd, N, stride, eps, BLOCK: tl.constexpr):
    # One row per program, in BLOCK-wide chunks: a pass for the mean, one for the variance,
    # one to normalise (the row is read three times; the second and third mostly hit L2).
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for n0 in range(0, N, BLOCK):
        cols = n0 + tl.arange(0, BLOCK)
        acc += tl.load(X + row * stride + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for n0 in range(0, N, BLOCK):
        cols = n0 + tl.arange(0, BLOCK)
        x = tl.load(X + row * stride + cols, mask=cols < N, other=0.0).to(tl.float32)
        xc = tl.where(cols < N, x - mean, 0.0)
        acc += xc * xc
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / N + eps)
    for n0 in range(0, N, BLOCK):
        cols = n0 + tl.arange(0, BLOCK)
        mask = cols < N
        x = tl.load(X + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(B + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(Y + row * stride + cols, ((x - mean) * rstd * w + b).to(Y.dtype.element_ty), mask=mask)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)


# --------------------------------------------------------------------------- references (PyTorch)
def _ref_copy(t):
    return {"Y": t["X"].clone()}


def _ref_add(t):
    return {"Z": t["X"] + t["Y"]}


def _ref_silu_mul(t):
    import torch

    a, b = t["A"].float(), t["B"].float()
    return {"Y": (a * torch.sigmoid(a) * b).to(t["Y"].dtype)}


def _ref_scale_cast(t):
    return {"Y": (t["X"].float() * t["scale"]).to(t["Y"].dtype)}


def _ref_strided(t):
    n = t["N"]
    return {"Y": t["X"][: n * t["stride"]: t["stride"]].clone()}


def _ref_copy_2d(t):
    return {"Y": t["X"][: t["M"], : t["N"]].clone()}


def _ref_transpose(t):
    return {"Y": t["X"].t().contiguous()}


def _ref_row_sum(t):
    return {"Y": t["X"].float().sum(dim=1)}


def _ref_col_sum(t):
    return {"Y": t["X"].float().sum(dim=0)}


def _ref_row_max(t):
    return {"Y": t["X"].float().amax(dim=1)}


def _ref_softmax(t):
    import torch

    return {"Y": torch.softmax(t["X"].float(), dim=1).to(t["Y"].dtype)}


def _ref_layernorm(t):
    import torch

    x = t["X"].float()
    mean = x.mean(dim=1)
    var = ((x - mean[:, None]) ** 2).mean(dim=1)
    rstd = 1.0 / torch.sqrt(var + t["eps"])
    y = (x - mean[:, None]) * rstd[:, None] * t["W"].float() + t["B"].float()
    return {"Y": y.to(t["Y"].dtype), "Mean": mean, "Rstd": rstd}


# --------------------------------------------------------------------------- the list
def _copy(name: str, dtype: str, n: int, block: int, warps: int) -> BenchKernel:
    return BenchKernel(name, "copy", copy_1d,
                       (Tensor("X", (n,), dtype), Tensor("Y", (n,), dtype, "empty", True), Scalar("N", n)),
                       {"BLOCK": block}, (cdiv(n, block),), warps, _ref_copy, atol=0, rtol=0,
                       description=f"1D masked copy, {dtype}, {n} elements")


def _add(name: str, dtype: str, n: int, block: int, warps: int) -> BenchKernel:
    init = "randint" if dtype.startswith("int") else "randn"
    return BenchKernel(name, "elementwise", add_1d,
                       (Tensor("X", (n,), dtype, init), Tensor("Y", (n,), dtype, init, seed=1),
                        Tensor("Z", (n,), dtype, "empty", True), Scalar("N", n)),
                       {"BLOCK": block}, (cdiv(n, block),), warps, _ref_add,
                       atol=1e-3 if dtype == "float16" else 0, rtol=1e-3 if dtype == "float16" else 0,
                       description=f"Z = X + Y, {dtype}, {n} elements")


def _strided(name: str, dtype: str, n: int, stride: int, block: int, warps: int) -> BenchKernel:
    x = Tensor("X", (n * stride,), dtype)
    y = Tensor("Y", (n,), dtype, "empty", True)
    return BenchKernel(name, "strided", copy_strided_1d, (x, y, Scalar("N", n), Scalar("stride", stride)),
                       {"BLOCK": block}, (cdiv(n, block),), warps, _ref_strided, bytes_moved=2 * y.nbytes,
                       atol=0, rtol=0, description=f"Y[i] = X[i * {stride}] (runtime stride), {dtype}, {n} elements")


def _copy_2d(name: str, dtype: str, m: int, n: int, ld: int, bm: int, bn: int, warps: int) -> BenchKernel:
    x = Tensor("X", (m, ld), dtype)
    y = Tensor("Y", (m, n), dtype, "empty", True)
    return BenchKernel(name, "strided", copy_2d,
                       (x, y, Scalar("M", m), Scalar("N", n), Scalar("stride_xm", ld), Scalar("stride_ym", n)),
                       {"BM": bm, "BN": bn}, (cdiv(m, bm), cdiv(n, bn)), warps, _ref_copy_2d,
                       bytes_moved=2 * y.nbytes, atol=0, rtol=0,
                       description=f"2D tile copy of a {m}x{n} window of a {m}x{ld} {dtype} matrix")


def _transpose(name: str, fn, dtype: str, m: int, n: int, bm: int, bn: int, warps: int) -> BenchKernel:
    return BenchKernel(name, "transpose", fn,
                       (Tensor("X", (m, n), dtype), Tensor("Y", (n, m), dtype, "empty", True),
                        Scalar("M", m), Scalar("N", n), Scalar("stride_xm", n), Scalar("stride_yn", m)),
                       {"BM": bm, "BN": bn}, (cdiv(m, bm), cdiv(n, bn)), warps, _ref_transpose, atol=0, rtol=0,
                       description=f"{m}x{n} {dtype} transpose, "
                                   + ("tl.trans" if fn is transpose_trans else "by pointer arithmetic"))


def _reduce(name: str, fn, dtype: str, m: int, n: int, bm: int, bn: int, warps: int) -> BenchKernel:
    rows = fn is row_sum
    out = m if rows else n
    return BenchKernel(name, "reduction", fn,
                       (Tensor("X", (m, n), dtype), Tensor("Y", (out,), "float32", "empty", True),
                        Scalar("M", m), Scalar("N", n), Scalar("stride_xm", n)),
                       {"BM": bm, "BN": bn}, (cdiv(m, bm) if rows else cdiv(n, bn),), warps,
                       _ref_row_sum if rows else _ref_col_sum, atol=2e-2, rtol=1e-3,
                       description=f"{'row' if rows else 'column'} sums of a {m}x{n} {dtype} matrix (fp32 accumulator)")


def _row_max(name: str, dtype: str, m: int, n: int, warps: int) -> BenchKernel:
    return BenchKernel(name, "reduction", row_max_1d,
                       (Tensor("X", (m, n), dtype), Tensor("Y", (m,), "float32", "empty", True),
                        Scalar("N", n), Scalar("stride_xm", n)),
                       {"BLOCK": triton.next_power_of_2(n)}, (m,), warps, _ref_row_max, atol=0, rtol=0,
                       description=f"row maxima of a {m}x{n} {dtype} matrix, one row per program")


def _softmax(name: str, dtype: str, m: int, n: int, warps: int) -> BenchKernel:
    tol = 1e-6 if dtype == "float32" else 1e-4
    return BenchKernel(name, "softmax", softmax_rows,
                       (Tensor("X", (m, n), dtype), Tensor("Y", (m, n), dtype, "empty", True),
                        Scalar("N", n), Scalar("stride_xm", n), Scalar("stride_ym", n)),
                       {"BLOCK": triton.next_power_of_2(n)}, (m,), warps, _ref_softmax, atol=tol,
                       rtol=1e-4 if dtype == "float32" else 1e-2,
                       description=f"row softmax of a {m}x{n} {dtype} matrix, one row per program")


def _layernorm(name: str, fn, dtype: str, m: int, n: int, block: int, warps: int) -> BenchKernel:
    args = (Tensor("X", (m, n), dtype), Tensor("W", (n,), dtype, seed=1), Tensor("B", (n,), dtype, seed=2),
            Tensor("Y", (m, n), dtype, "empty", True), Tensor("Mean", (m,), "float32", "empty", True),
            Tensor("Rstd", (m,), "float32", "empty", True), Scalar("N", n), Scalar("stride", n),
            Scalar("eps", 1e-5, "fp32"))
    tol = 1e-4 if dtype == "float32" else 2e-2
    kind = "row in registers" if fn is layernorm_rows else f"{block}-wide chunks, three passes"
    return BenchKernel(name, "layernorm", fn, args, {"BLOCK": block}, (m,), warps, _ref_layernorm, atol=tol,
                       rtol=tol, description=f"layernorm forward of a {m}x{n} {dtype} matrix ({kind})")


def _elementwise_extra(small: bool) -> list[BenchKernel]:
    n16 = 5000 if small else 1 << 27
    silu = BenchKernel("silu_mul_f16", "elementwise", silu_mul_1d,
                       (Tensor("A", (n16,), "float16"), Tensor("B", (n16,), "float16", seed=1),
                        Tensor("Y", (n16,), "float16", "empty", True), Scalar("N", n16)),
                       {"BLOCK": 4096}, (cdiv(n16, 4096),), 8, _ref_silu_mul, atol=2e-3, rtol=2e-3,
                       description=f"Y = silu(A) * B in fp32, fp16 in/out, {n16} elements")
    n8 = 9000 if small else 1 << 28
    dequant = BenchKernel("dequant_i8_f16", "elementwise", scale_cast_1d,
                          (Tensor("X", (n8,), "int8", "randint"), Tensor("Y", (n8,), "float16", "empty", True),
                           Scalar("N", n8), Scalar("scale", 0.0625, "fp32")),
                          {"BLOCK": 4096}, (cdiv(n8, 4096),), 4, _ref_scale_cast, atol=0, rtol=0,
                          description=f"Y = fp16(X * scale), int8 in, fp16 out, {n8} elements")
    n32 = 3000 if small else 1 << 26
    cast = BenchKernel("cast_f32_f16", "elementwise", scale_cast_1d,
                       (Tensor("X", (n32,), "float32"), Tensor("Y", (n32,), "float16", "empty", True),
                        Scalar("N", n32), Scalar("scale", 2.0, "fp32")),
                       {"BLOCK": 2048}, (cdiv(n32, 2048),), 4, _ref_scale_cast, atol=0, rtol=0,
                       description=f"Y = fp16(X * 2), fp32 in, fp16 out, {n32} elements")
    return [silu, dequant, cast]


def build_kernels(small: bool = False) -> list[BenchKernel]:
    """The benchmark kernels; ``small=True`` gives the same kernels (names, blocks, warps) on
    small, block-unaligned sizes, for checking kernels and references with Triton's
    interpreter (``TRITON_INTERPRET=1``) on a CPU."""

    def z(big: int, little: int) -> int:
        return little if small else big

    ks = [
        _copy("copy_f32", "float32", z(1 << 26, 5000), 2048, 4),
        _copy("copy_f16", "float16", z(1 << 27, 5000), 4096, 4),
        _copy("copy_i8", "int8", z(1 << 28, 9000), 8192, 4),
        _strided("copy_strided_f32", "float32", z(1 << 25, 3000), 2, 1024, 4),
        _copy_2d("copy_2d_window_f16", "float16", z(8192, 40), z(6144, 300), z(8192, 320), 32, 256, 4),
        _transpose("transpose_trans_f32", transpose_trans, "float32", z(8192, 100), z(8192, 70), 64, 64, 4),
        _transpose("transpose_trans_f16", transpose_trans, "float16", z(8192, 70), z(8192, 100), 64, 64, 4),
        _transpose("transpose_ptr_f32", transpose_ptr, "float32", z(8192, 100), z(8192, 70), 64, 64, 4),
        _transpose("transpose_ptr_f16", transpose_ptr, "float16", z(8192, 70), z(8192, 100), 64, 64, 4),
        _reduce("row_sum_f32", row_sum, "float32", z(8192, 10), z(8192, 2500), 4, 1024, 4),
        _reduce("row_sum_f16", row_sum, "float16", z(16384, 10), z(8192, 2500), 4, 1024, 4),
        _reduce("col_sum_f32", col_sum, "float32", z(8192, 300), z(8192, 70), 64, 32, 4),
        _reduce("col_sum_f16", col_sum, "float16", z(16384, 300), z(8192, 70), 128, 32, 4),
        _row_max("row_max_f16", "float16", z(32768, 6), z(4096, 3000), 4),
        _softmax("softmax_f32", "float32", z(8192, 6), z(8192, 3000), 8),
        _softmax("softmax_f16", "float16", z(16384, 6), z(8192, 3000), 8),
        _layernorm("layernorm_f16", layernorm_rows, "float16", z(16384, 6), z(8192, 300), z(8192, 512), 8),
        _layernorm("layernorm_loop_f32", layernorm_loop, "float32", z(8192, 6), z(8192, 2500), 1024, 4),
        _add("add_f32", "float32", z(1 << 26, 5000), 2048, 4),
        _add("add_f16", "float16", z(1 << 27, 5000), 4096, 4),
        _add("add_i8", "int8", z(1 << 28, 9000), 8192, 4),
        *_elementwise_extra(small),
    ]
    seen = set()
    for k in ks:
        if k.name in seen:
            raise ValueError(f"duplicate benchmark kernel {k.name}")
        seen.add(k.name)
    return ks


BENCH_KERNELS: dict[str, BenchKernel] = {k.name: k for k in build_kernels()}


def get(name: str) -> BenchKernel:
    try:
        return BENCH_KERNELS[name]
    except KeyError:
        raise KeyError(f"unknown benchmark kernel {name!r}; known: {', '.join(BENCH_KERNELS)}") from None
