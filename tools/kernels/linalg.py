"""Kernels built on ``tl.dot``: matmuls with a K loop (fp16, int8, fp32/tf32), ``tl.dot``
with ``tl.trans``, a batched 3D dot and a small flash-attention forward."""

from __future__ import annotations

import triton
import triton.language as tl

from .spec import KernelSpec, Launch, cdiv, randint, randn

_MATMUL_SIG = {"A": None, "B": None, "C": None, "M": "i32", "N": "i32", "K": "i32", "stride_am": "i32",
               "stride_bk": "i32", "stride_cm": "i32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}


def _matmul_sig(a: str, b: str, c: str) -> dict[str, str]:
    sig = dict(_MATMUL_SIG)
    sig.update(A=a, B=b, C=c)
    return sig


# The three matmuls share a shape: row-major A (M x K), B (K x N), C (M x N) with unit inner
# strides (a launch would specialise a stride of 1 to a constant anyway).
@triton.jit
def matmul_fp16(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        k_left = K - k * BK
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    c_mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16), mask=c_mask)


@triton.jit
def matmul_int8(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k), other=0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < K - k) & (rn[None, :] < N), other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    c_mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=c_mask)


@triton.jit
def matmul_tf32(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(A + rm[:, None] * stride_am + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(B + kk[:, None] * stride_bk + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="tf32")
    c_mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=c_mask)


def _matmul_args(dtype_in: str, dtype_out: str, m: int, n: int, k: int, bm: int, bn: int):
    def make(device):
        import torch

        if dtype_in == "int8":
            a = randint(-8, 8, (m, k), "int8", device, seed=1)
            b = randint(-8, 8, (k, n), "int8", device, seed=2)
        else:
            a = randn((m, k), dtype_in, device, seed=1)
            b = randn((k, n), dtype_in, device, seed=2)
        c = torch.empty((m, n), dtype=getattr(torch, dtype_out), device=device)
        args = {"A": a, "B": b, "C": c, "M": m, "N": n, "K": k, "stride_am": a.stride(0), "stride_bk": b.stride(0),
                "stride_cm": c.stride(0)}
        return Launch(args, (cdiv(m, bm), cdiv(n, bn)), ("C",))

    return make


def _matmul_ref(launch):
    a, b, c = launch.args["A"], launch.args["B"], launch.args["C"]
    if a.is_floating_point():
        out = a.float() @ b.float()
    else:  # exact in fp64 for these small integer ranges
        out = (a.double() @ b.double()).round()
    return {"C": out.to(c.dtype)}


@triton.jit
def dot_trans(A, B, C, M, N, stride_am, stride_bn, stride_cm,
              BM: tl.constexpr, BN: tl.constexpr, K: tl.constexpr):
    # C = A @ B^T with B stored N x K: tl.dot(a, tl.trans(b)).
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, K)
    a = tl.load(A + rm[:, None] * stride_am + rk[None, :], mask=rm[:, None] < M, other=0.0)
    b = tl.load(B + rn[:, None] * stride_bn + rk[None, :], mask=rn[:, None] < N, other=0.0)
    c = tl.dot(a, tl.trans(b))
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], c, mask=(rm[:, None] < M) & (rn[None, :] < N))


def _dot_trans_args(device, m=128, n=96, k=64):
    import torch

    a = randn((m, k), "float16", device, seed=1)
    b = randn((n, k), "float16", device, seed=2)
    c = torch.empty((m, n), device=device)
    args = {"A": a, "B": b, "C": c, "M": m, "N": n, "stride_am": a.stride(0), "stride_bn": b.stride(0),
            "stride_cm": c.stride(0)}
    return Launch(args, (cdiv(m, 64), cdiv(n, 32)), ("C",))


@triton.jit
def bmm_3d(A, B, C, NB: tl.constexpr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    # One program computes all NB small products with a 3D tl.dot: [NB, M, K] x [NB, K, N].
    rb = tl.arange(0, NB)[:, None, None]
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    a = tl.load(A + rb * (M * K) + rm[None, :, None] * K + rk[None, None, :])
    b = tl.load(B + rb * (K * N) + rk[None, :, None] * N + rn[None, None, :])
    c = tl.dot(a, b)
    tl.store(C + rb * (M * N) + rm[None, :, None] * N + rn[None, None, :], c)


def _bmm_args(device, nb=4, m=32, n=32, k=32):
    import torch

    a = randn((nb, m, k), "float16", device, seed=1)
    b = randn((nb, k, n), "float16", device, seed=2)
    return Launch({"A": a, "B": b, "C": torch.empty((nb, m, n), device=device)}, (1,), ("C",))


@triton.jit
def attention_fwd(Q, K, V, O, sm_scale, N_CTX, stride_q, stride_k, stride_v, stride_o,
                  BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    # Single-head flash attention forward (online softmax over BN-wide key blocks).
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rd = tl.arange(0, D)
    q = tl.load(Q + rm[:, None] * stride_q + rd[None, :])
    m_i = tl.full((BM,), -float("inf"), dtype=tl.float32)
    l_i = tl.zeros((BM,), dtype=tl.float32)
    acc = tl.zeros((BM, D), dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504  # log2(e)
    for start in range(0, N_CTX, BN):
        kt = tl.load(K + (start + rn)[None, :] * stride_k + rd[:, None])  # D x BN
        qk = tl.dot(q, kt) * qk_scale
        m_new = tl.maximum(m_i, tl.max(qk, axis=1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(V + (start + rn)[:, None] * stride_v + rd[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(O + rm[:, None] * stride_o + rd[None, :], out.to(tl.float16))


def _attention_args(device, n_ctx=256, d=64):
    import torch

    q = randn((n_ctx, d), "float16", device, seed=1)
    k = randn((n_ctx, d), "float16", device, seed=2)
    v = randn((n_ctx, d), "float16", device, seed=3)
    o = torch.empty_like(q)
    args = {"Q": q, "K": k, "V": v, "O": o, "sm_scale": d ** -0.5, "N_CTX": n_ctx, "stride_q": q.stride(0),
            "stride_k": k.stride(0), "stride_v": v.stride(0), "stride_o": o.stride(0)}
    return Launch(args, (n_ctx // 64,), ("O",))


def _attention_ref(launch):
    a = launch.args
    s = (a["Q"].float() @ a["K"].float().t()) * a["sm_scale"]
    return {"O": (s.softmax(dim=1) @ a["V"].float()).half()}


_MM_INTS = ("M", "N", "K", "stride_am", "stride_bk", "stride_cm")

SPECS = [
    KernelSpec("matmul_fp16", matmul_fp16, _matmul_sig("*fp16", "*fp16", "*fp16"), {"BM": 64, "BN": 64, "BK": 32},
               aligned_ints=_MM_INTS, description="fp16 matmul, K loop, fp32 accumulator",
               make_args=_matmul_args("float16", "float16", 192, 256, 320, 64, 64), reference=_matmul_ref,
               atol=2e-2, rtol=1e-2),
    KernelSpec("matmul_int8", matmul_int8, _matmul_sig("*i8", "*i8", "*i32"), {"BM": 64, "BN": 64, "BK": 64},
               aligned_ints=_MM_INTS, description="int8 matmul, K loop, int32 accumulator",
               make_args=_matmul_args("int8", "int32", 128, 128, 256, 64, 64), reference=_matmul_ref, atol=0, rtol=0),
    KernelSpec("matmul_tf32", matmul_tf32, _matmul_sig("*fp32", "*fp32", "*fp32"), {"BM": 64, "BN": 64, "BK": 16},
               aligned_ints=_MM_INTS, description="fp32 matmul with input_precision='tf32', K loop",
               make_args=_matmul_args("float32", "float32", 128, 192, 160, 64, 64), reference=_matmul_ref,
               atol=5e-2, rtol=1e-2),
    KernelSpec("dot_trans", dot_trans,
               {"A": "*fp16", "B": "*fp16", "C": "*fp32", "M": "i32", "N": "i32", "stride_am": "i32",
                "stride_bn": "i32", "stride_cm": "i32", "BM": "constexpr", "BN": "constexpr", "K": "constexpr"},
               {"BM": 64, "BN": 32, "K": 64}, aligned_ints=("stride_am", "stride_bn", "stride_cm"),
               description="tl.dot(a, tl.trans(b))", make_args=_dot_trans_args,
               reference=lambda l: {"C": l.args["A"].float() @ l.args["B"].float().t()}, atol=1e-2, rtol=1e-2),
    KernelSpec("bmm_3d", bmm_3d,
               {"A": "*fp16", "B": "*fp16", "C": "*fp32", "NB": "constexpr", "M": "constexpr", "N": "constexpr",
                "K": "constexpr"}, {"NB": 4, "M": 32, "N": 32, "K": 32}, description="3D (batched) tl.dot",
               make_args=_bmm_args, reference=lambda l: {"C": l.args["A"].float() @ l.args["B"].float()},
               atol=1e-2, rtol=1e-2),
    KernelSpec("attention_fwd", attention_fwd,
               {"Q": "*fp16", "K": "*fp16", "V": "*fp16", "O": "*fp16", "sm_scale": "fp32", "N_CTX": "i32",
                "stride_q": "i32", "stride_k": "i32", "stride_v": "i32", "stride_o": "i32", "BM": "constexpr",
                "BN": "constexpr", "D": "constexpr"}, {"BM": 64, "BN": 32, "D": 64},
               aligned_ints=("N_CTX", "stride_q", "stride_k", "stride_v", "stride_o"),
               description="flash-attention forward with a key-block loop (two dots, exp2)",
               make_args=_attention_args, reference=_attention_ref, atol=2e-2, rtol=2e-2),
]
