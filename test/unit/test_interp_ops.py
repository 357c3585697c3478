"""Each op the interpreter's ops_basic claims, run on small inputs of this
file (issue 28).  The reference in each test is stated there: numpy or
Python computing the op's definition by hand (MLIR's arith/math semantics,
Triton's op definitions; where LLVM leaves a result undefined, what the
interpreter documents: PTX's behaviour), never the interpreter itself."""

from __future__ import annotations

import math

import numpy as np
import pytest

from pyopt.interp import InterpError, OutOfBounds, run_kernel
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify

N = 8

# the references compute with NaN and infinities on purpose
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")


def kernel(body: str, args: str, version: str = "3.6"):
    text = f"tt.func public @k({args}) {{\n{body}\n  tt.return\n}}\n"
    ctx = Context(version)
    m = parse_source(text, "k.mlir", context=ctx)
    verify(m, context=ctx)
    return m, ctx


def elementwise(op: str, a, b=None, ty="i32", out="i32", n=N, c=None):
    """Run ``%r = OP`` on loaded tensors %a (and %b, %c) of ``ty``; the stored result."""
    ins = [("a", a)] + ([("b", b)] if b is not None else []) + ([("c", c)] if c is not None else [])
    args = ", ".join(f"%p{k}: !tt.ptr<{ty}>" for k, _ in ins) + f", %po: !tt.ptr<{out}>"
    body = [f"  %r0 = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>"]
    for k, _ in ins:
        body += [f"  %s{k} = tt.splat %p{k} : !tt.ptr<{ty}> -> tensor<{n}x!tt.ptr<{ty}>>",
                 f"  %q{k} = tt.addptr %s{k}, %r0 : tensor<{n}x!tt.ptr<{ty}>>, tensor<{n}xi32>",
                 f"  %{k} = tt.load %q{k} : tensor<{n}x!tt.ptr<{ty}>>"]
    body += [f"  %r = {op}",
             f"  %so = tt.splat %po : !tt.ptr<{out}> -> tensor<{n}x!tt.ptr<{out}>>",
             f"  %qo = tt.addptr %so, %r0 : tensor<{n}x!tt.ptr<{out}>>, tensor<{n}xi32>",
             f"  tt.store %qo, %r : tensor<{n}x!tt.ptr<{out}>>"]
    m, ctx = kernel("\n".join(body), args)
    dt = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "f16": np.float16,
          "f32": np.float32, "f64": np.float64, "bf16": np.float32}
    bufs = {f"arg{i}": np.asarray(v, dtype=dt[ty]) for i, (_, v) in enumerate(ins)}
    bufs[f"arg{len(ins)}"] = np.zeros(n, dtype=dt[out])
    res = run_kernel(m, buffers=bufs, triton_version=ctx)
    return res.buffers_after[f"arg{len(ins)}"]


I32 = np.array([0, 1, -1, 7, -7, 2**31 - 1, -(2**31), 100], dtype=np.int32)
J32 = np.array([3, -3, 2, 2, 2, 1, -1, 0], dtype=np.int32)


def wrap32(x):
    return np.array([((int(v) + 2**31) % 2**32) - 2**31 for v in x], dtype=np.int32)


def test_addi_subi_muli_wrap():
    # reference: Python integers reduced modulo 2^32
    a, b = [int(v) for v in I32], [int(v) for v in J32]
    T = "tensor<8xi32>"
    np.testing.assert_array_equal(elementwise(f"arith.addi %a, %b : {T}", I32, J32), wrap32([x + y for x, y in zip(a, b)]))
    np.testing.assert_array_equal(elementwise(f"arith.subi %a, %b : {T}", I32, J32), wrap32([x - y for x, y in zip(a, b)]))
    np.testing.assert_array_equal(elementwise(f"arith.muli %a, %b : {T}", I32, J32), wrap32([x * y for x, y in zip(a, b)]))


def _tdiv(x, y):  # C's truncating division
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def test_signed_division():
    # reference: truncating division by hand; division by zero gives -1 (PTX), remainder the dividend;
    # INT_MIN / -1 wraps to INT_MIN
    T = "tensor<8xi32>"
    a, b = [int(v) for v in I32], [int(v) for v in J32]
    div = [(-1 if y == 0 else _tdiv(x, y)) for x, y in zip(a, b)]
    rem = [(x if y == 0 else x - y * _tdiv(x, y)) for x, y in zip(a, b)]
    ceil = [(-1 if y == 0 else -((-x) // y)) for x, y in zip(a, b)]
    floor = [(-1 if y == 0 else x // y) for x, y in zip(a, b)]
    np.testing.assert_array_equal(elementwise(f"arith.divsi %a, %b : {T}", I32, J32), wrap32(div))
    np.testing.assert_array_equal(elementwise(f"arith.remsi %a, %b : {T}", I32, J32), wrap32(rem))
    np.testing.assert_array_equal(elementwise(f"arith.ceildivsi %a, %b : {T}", I32, J32), wrap32(ceil))
    np.testing.assert_array_equal(elementwise(f"arith.floordivsi %a, %b : {T}", I32, J32), wrap32(floor))


def test_unsigned_division_and_minmax():
    # reference: the operands as unsigned 32-bit Python integers
    T = "tensor<8xi32>"
    ua, ub = [int(v) % 2**32 for v in I32], [int(v) % 2**32 for v in J32]
    div = [(2**32 - 1 if y == 0 else x // y) for x, y in zip(ua, ub)]
    rem = [(x if y == 0 else x % y) for x, y in zip(ua, ub)]
    ceil = [(2**32 - 1 if y == 0 else -(-x // y)) for x, y in zip(ua, ub)]
    np.testing.assert_array_equal(elementwise(f"arith.divui %a, %b : {T}", I32, J32), wrap32(div))
    np.testing.assert_array_equal(elementwise(f"arith.remui %a, %b : {T}", I32, J32), wrap32(rem))
    np.testing.assert_array_equal(elementwise(f"arith.ceildivui %a, %b : {T}", I32, J32), wrap32(ceil))
    np.testing.assert_array_equal(elementwise(f"arith.maxui %a, %b : {T}", I32, J32), wrap32([max(x, y) for x, y in zip(ua, ub)]))
    np.testing.assert_array_equal(elementwise(f"arith.minui %a, %b : {T}", I32, J32), wrap32([min(x, y) for x, y in zip(ua, ub)]))
    np.testing.assert_array_equal(elementwise(f"arith.maxsi %a, %b : {T}", I32, J32), np.maximum(I32, J32))
    np.testing.assert_array_equal(elementwise(f"arith.minsi %a, %b : {T}", I32, J32), np.minimum(I32, J32))


def test_bitwise_and_shifts():
    # reference: Python integers; a shift by 32 or more gives 0 (-1 for a negative shrsi), as PTX's shl/shr clamp
    T = "tensor<8xi32>"
    a = np.array([1, -1, 0x12345678, -256, 5, 5, -5, 1 << 30], dtype=np.int32)
    s = np.array([1, 4, 8, 4, 31, 32, 40, -1], dtype=np.int32)
    ua = [int(v) % 2**32 for v in a]
    us = [int(v) % 2**32 for v in s]
    shl = [0 if k >= 32 else (x << k) for x, k in zip(ua, us)]
    shru = [0 if k >= 32 else (x >> k) for x, k in zip(ua, us)]
    shrs = [(-1 if x < 0 else 0) if k >= 32 else (x >> k) for x, k in zip([int(v) for v in a], us)]
    np.testing.assert_array_equal(elementwise(f"arith.shli %a, %b : {T}", a, s), wrap32(shl))
    np.testing.assert_array_equal(elementwise(f"arith.shrui %a, %b : {T}", a, s), wrap32(shru))
    np.testing.assert_array_equal(elementwise(f"arith.shrsi %a, %b : {T}", a, s), wrap32(shrs))
    np.testing.assert_array_equal(elementwise(f"arith.andi %a, %b : {T}", a, s), a & s)
    np.testing.assert_array_equal(elementwise(f"arith.ori %a, %b : {T}", a, s), a | s)
    np.testing.assert_array_equal(elementwise(f"arith.xori %a, %b : {T}", a, s), a ^ s)


def test_i8_wraps_and_i1_arith():
    # reference: modulo 2^8 by hand; i1 addition is xor, multiplication and
    a = np.array([127, -128, 100, -1, 0, 1, 64, -64], dtype=np.int8)
    b = np.array([1, -1, 100, -1, 0, 1, 2, 2], dtype=np.int8)
    T = "tensor<8xi8>"
    expect = np.array([((int(x) + int(y) + 128) % 256) - 128 for x, y in zip(a, b)], dtype=np.int8)
    np.testing.assert_array_equal(elementwise(f"arith.addi %a, %b : {T}", a, b, ty="i8", out="i8"), expect)
    expect = np.array([((int(x) * int(y) + 128) % 256) - 128 for x, y in zip(a, b)], dtype=np.int8)
    np.testing.assert_array_equal(elementwise(f"arith.muli %a, %b : {T}", a, b, ty="i8", out="i8"), expect)
    p = np.array([0, 0, 1, 1, 0, 1, 0, 1], dtype=bool)
    q = np.array([0, 1, 0, 1, 1, 1, 0, 0], dtype=bool)
    np.testing.assert_array_equal(elementwise("arith.addi %a, %b : tensor<8xi1>", p, q, ty="i1", out="i1"), p ^ q)
    np.testing.assert_array_equal(elementwise("arith.muli %a, %b : tensor<8xi1>", p, q, ty="i1", out="i1"), p & q)


@pytest.mark.parametrize("pred", ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
def test_cmpi(pred):
    # reference: Python comparisons of the signed or unsigned (mod 2^32) values
    sa, sb = [int(v) for v in I32], [int(v) for v in J32]
    ua, ub = [v % 2**32 for v in sa], [v % 2**32 for v in sb]
    x, y = (ua, ub) if pred[0] == "u" else (sa, sb)
    op = {"eq": "__eq__", "ne": "__ne__", "lt": "__lt__", "le": "__le__", "gt": "__gt__", "ge": "__ge__"}
    key = pred if pred in ("eq", "ne") else pred[1:]
    expect = [getattr(u, op[key])(v) for u, v in zip(x, y)]
    got = elementwise(f"arith.cmpi {pred}, %a, %b : tensor<8xi32>", I32, J32, out="i1")
    assert got.tolist() == expect


def test_cmpi_i1_is_signed():
    # reference: i1's true is -1 signed, 1 unsigned
    t = np.array([1] * 8, dtype=bool)
    f = np.array([0] * 8, dtype=bool)
    assert elementwise("arith.cmpi slt, %a, %b : tensor<8xi1>", t, f, ty="i1", out="i1").all()
    assert not elementwise("arith.cmpi ult, %a, %b : tensor<8xi1>", t, f, ty="i1", out="i1").any()


F1 = np.array([1.0, np.nan, -2.0, 0.0, np.inf, 3.0, np.nan, -0.0], dtype=np.float32)
F2 = np.array([1.0, 1.0, 2.0, -0.0, np.inf, np.nan, np.nan, 5.0], dtype=np.float32)


@pytest.mark.parametrize("pred", ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                                  "ult", "ule", "une", "uno", "true"])
def test_cmpf(pred):
    # reference: IEEE comparisons by hand; ordered predicates false on NaN, unordered ones true
    rel = {"eq": lambda x, y: x == y, "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y, "lt": lambda x, y: x < y,
           "le": lambda x, y: x <= y, "ne": lambda x, y: x != y}
    expect = []
    for x, y in zip(F1.tolist(), F2.tolist()):
        nan = math.isnan(x) or math.isnan(y)
        if pred in ("false", "true"):
            expect.append(pred == "true")
        elif pred == "ord":
            expect.append(not nan)
        elif pred == "uno":
            expect.append(nan)
        elif pred[0] == "o":
            expect.append(not nan and rel[pred[1:]](x, y))
        else:
            expect.append(nan or rel[pred[1:]](x, y))
    got = elementwise(f"arith.cmpf {pred}, %a, %b : tensor<8xf32>", F1, F2, ty="f32", out="i1")
    assert got.tolist() == expect


def test_float_binary_ops_f32():
    # reference: numpy float32 (IEEE, correctly rounded); maximumf/minimumf propagate NaN, maxnumf/minnumf do not
    a = np.array([1.5, -2.0, 3.25, 1e30, np.nan, 0.1, 7.0, -0.0], dtype=np.float32)
    b = np.array([0.5, 4.0, -1.0, 1e30, 1.0, 0.2, 2.0, 0.0], dtype=np.float32)
    T = "tensor<8xf32>"
    for op, ref in (("addf", a + b), ("subf", a - b), ("mulf", a * b), ("divf", a / b), ("remf", np.fmod(a, b)),
                    ("maximumf", np.maximum(a, b)), ("minimumf", np.minimum(a, b)), ("maxnumf", np.fmax(a, b)),
                    ("minnumf", np.fmin(a, b))):
        got = elementwise(f"arith.{op} %a, %b : {T}", a, b, ty="f32", out="f32")
        np.testing.assert_array_equal(got, ref, err_msg=op)
    np.testing.assert_array_equal(elementwise(f"arith.negf %a : {T}", a, ty="f32", out="f32"), -a)


def test_f16_arith_in_f16():
    # reference: each f16 op is the exact result (float64) rounded once to f16
    a = np.array([1.0009765625, 2048.0, 0.1, 65504.0, -3.0, 1e-4, 0.333, 7.0], dtype=np.float16)
    b = np.array([1.0009765625, 1.0, 0.2, 65504.0, 0.5, 1e-4, 3.0, 1e-3], dtype=np.float16)
    T = "tensor<8xf16>"
    A, B = a.astype(np.float64), b.astype(np.float64)
    np.testing.assert_array_equal(elementwise(f"arith.addf %a, %b : {T}", a, b, ty="f16", out="f16"), (A + B).astype(np.float16))
    np.testing.assert_array_equal(elementwise(f"arith.mulf %a, %b : {T}", a, b, ty="f16", out="f16"), (A * B).astype(np.float16))


def _bf16_round(x):
    """Round to nearest even bf16, by hand on the bits."""
    out = []
    for v in np.asarray(x, dtype=np.float32).tolist():
        bits = np.array(v, dtype=np.float32).view(np.uint32).item()
        lsb = (bits >> 16) & 1
        r = ((bits + 0x7FFF + lsb) >> 16) << 16
        out.append(np.array(r & 0xFFFFFFFF, dtype=np.uint32).view(np.float32).item())
    return np.array(out, dtype=np.float32)


def test_bf16_addf_rounds():
    # reference: the float32 sum rounded to bf16 by hand (ties to even)
    a = _bf16_round(np.array([1.0, 1.0, 256.0, 3.0, -1.0, 0.1, 100.0, 1.5], dtype=np.float32))
    b = _bf16_round(np.array([2**-8, 3 * 2**-8, 1.0, 2**-7, 2**-9, 0.2, 0.25, 2**-8], dtype=np.float32))
    got = elementwise("arith.addf %a, %b : tensor<8xbf16>", a, b, ty="bf16", out="bf16")
    np.testing.assert_array_equal(got, _bf16_round(a + b))
    assert got[0] == 1.0 and got[1] == 1.015625 and got[2] == 256.0


def test_casts():
    # reference: numpy conversions; fptosi truncates and saturates, NaN -> 0 (PTX cvt.rzi)
    f = np.array([1.7, -1.7, 3e9, -3e9, np.nan, 0.5, -0.5, 100.25], dtype=np.float32)
    assert elementwise("arith.fptosi %a : tensor<8xf32> to tensor<8xi32>", f, ty="f32").tolist() == \
        [1, -1, 2**31 - 1, -(2**31), 0, 0, 0, 100]
    assert elementwise("arith.fptoui %a : tensor<8xf32> to tensor<8xi32>", f, ty="f32").tolist() == \
        [1, 0, -1294967296, 0, 0, 0, 0, 100]  # 3e9 as u32 is 3000000000, read back as i32
    i = np.array([1, -1, 2**31 - 1, -(2**31), 16777217, 0, 3, -3], dtype=np.int32)
    np.testing.assert_array_equal(elementwise("arith.sitofp %a : tensor<8xi32> to tensor<8xf32>", i, out="f32"),
                                  i.astype(np.float32))
    np.testing.assert_array_equal(elementwise("arith.uitofp %a : tensor<8xi32> to tensor<8xf32>", i, out="f32"),
                                  i.view(np.uint32).astype(np.float32))
    np.testing.assert_array_equal(elementwise("arith.extsi %a : tensor<8xi32> to tensor<8xi64>", i, out="i64"),
                                  i.astype(np.int64))
    np.testing.assert_array_equal(elementwise("arith.extui %a : tensor<8xi32> to tensor<8xi64>", i, out="i64"),
                                  i.view(np.uint32).astype(np.int64))
    np.testing.assert_array_equal(elementwise("arith.trunci %a : tensor<8xi32> to tensor<8xi8>", i, out="i8"),
                                  np.array([((int(v) + 128) % 256) - 128 for v in i], dtype=np.int8))
    np.testing.assert_array_equal(elementwise("arith.truncf %a : tensor<8xf32> to tensor<8xf16>", f, ty="f32", out="f16"),
                                  f.astype(np.float16))
    np.testing.assert_array_equal(elementwise("arith.truncf %a : tensor<8xf32> to tensor<8xbf16>", f, ty="f32", out="bf16"),
                                  np.where(np.isnan(f), np.nan, _bf16_round(f)))
    h = np.array([1.5, -2.0, 65504, 0.1, 1e-7, 3, 4, 5], dtype=np.float16)
    np.testing.assert_array_equal(elementwise("arith.extf %a : tensor<8xf16> to tensor<8xf32>", h, ty="f16", out="f32"),
                                  h.astype(np.float32))
    np.testing.assert_array_equal(elementwise("arith.bitcast %a : tensor<8xf32> to tensor<8xi32>", f, ty="f32"),
                                  f.view(np.int32))
    np.testing.assert_array_equal(elementwise("tt.bitcast %a : tensor<8xi32> -> tensor<8xf32>", i, out="f32"),
                                  i.view(np.float32))


def test_select():
    # reference: np.where
    m, ctx = kernel("""
  %r0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %c3 = arith.constant dense<3> : tensor<8xi32>
  %c = arith.cmpi slt, %r0, %c3 : tensor<8xi32>
  %n = arith.subi %c3, %r0 : tensor<8xi32>
  %s = arith.select %c, %r0, %n : tensor<8xi1>, tensor<8xi32>
  %p = tt.splat %po : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %q = tt.addptr %p, %r0 : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  tt.store %q, %s : tensor<8x!tt.ptr<i32>>""", "%po: !tt.ptr<i32>")
    out = run_kernel(m, buffers={"arg0": np.zeros(8, np.int32)}, triton_version=ctx).buffers_after["arg0"]
    r = np.arange(8)
    np.testing.assert_array_equal(out, np.where(r < 3, r, 3 - r))


X = np.array([0.5, -1.25, 2.0, 0.1, 3.7, -0.9, 10.0, 1e-3], dtype=np.float32)


@pytest.mark.parametrize("op,ref", [
    ("exp", np.exp), ("exp2", np.exp2), ("log", lambda x: np.log(np.abs(x))), ("sqrt", lambda x: np.sqrt(np.abs(x))),
    ("rsqrt", lambda x: 1 / np.sqrt(np.abs(x))), ("sin", np.sin), ("cos", np.cos), ("tanh", np.tanh),
    ("erf", lambda x: np.array([math.erf(v) for v in x])), ("floor", np.floor), ("ceil", np.ceil),
    ("absf", np.abs), ("log2", lambda x: np.log2(np.abs(x))), ("trunc", np.trunc),
    ("round", lambda x: np.array([math.copysign(math.floor(abs(v) + 0.5), v) for v in x])),
    ("roundeven", np.rint)])
def test_math_unary_f32(op, ref):
    # reference: float64 numpy (or Python's math) rounded to float32; within 1 float32 ulp
    x = np.abs(X) if op in ("log", "sqrt", "rsqrt", "log2") else X
    got = elementwise(f"math.{op} %a : tensor<8xf32>", x, ty="f32", out="f32")
    expect = np.asarray(ref(x.astype(np.float64)), dtype=np.float64).astype(np.float32)
    np.testing.assert_allclose(got, expect, rtol=2.5e-7, atol=0)


def test_math_f16_computed_in_f32():
    # reference: the f32 function of the f16 input, rounded to f16
    h = np.array([0.5, 1.0, 2.0, 3.0, -1.0, 0.25, 4.0, 0.1], dtype=np.float16)
    got = elementwise("math.exp %a : tensor<8xf16>", h, ty="f16", out="f16")
    np.testing.assert_array_equal(got, np.exp(h.astype(np.float32)).astype(np.float16))


def test_fma_rounds_once():
    # reference: a*b+c exactly (float64: a product of two f32 is exact there), rounded to f32 once
    a = np.array([1 + 2**-23] * 8, dtype=np.float32)
    b = np.array([1 - 2**-23] * 8, dtype=np.float32)
    c = np.array([-1.0] * 8, dtype=np.float32)
    got = elementwise("math.fma %a, %b, %c : tensor<8xf32>", a, b, ty="f32", out="f32", c=c)
    assert got[0] == np.float32(-(2.0**-46))  # an unfused a*b+c in f32 gives 0


def test_integer_math():
    # reference: bit counting by hand with Python integers (32-bit)
    a = np.array([0, 1, -1, 0x00F0, -(1 << 31), 12345, 7, 256], dtype=np.int32)
    u = [int(v) % 2**32 for v in a]
    assert elementwise("math.ctpop %a : tensor<8xi32>", a).tolist() == [bin(v).count("1") for v in u]
    assert elementwise("math.ctlz %a : tensor<8xi32>", a).tolist() == [32 - v.bit_length() for v in u]
    assert elementwise("math.cttz %a : tensor<8xi32>", a).tolist() == [
        32 if v == 0 else (v & -v).bit_length() - 1 for v in u]
    assert elementwise("math.absi %a : tensor<8xi32>", a).tolist() == wrap32([abs(int(v)) for v in a]).tolist()


def store_kernel(body: str, result: str, rtype: str, n: int, extra_args: str = "", version="3.6"):
    """A kernel whose body computes %``result`` of type ``rtype`` (a tensor of ``n``
    elements) and stores it, flat, to its last argument."""
    args = (extra_args + ", " if extra_args else "") + "%po: !tt.ptr<" + rtype.split("x")[-1].rstrip(">") + ">"
    e = rtype.split("x")[-1].rstrip(">")
    flat = f"tensor<{n}x{e}>"
    text = body + f"""
  %flat = tt.reshape %{result} : {rtype} -> {flat}
  %ro = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32>
  %so = tt.splat %po : !tt.ptr<{e}> -> tensor<{n}x!tt.ptr<{e}>>
  %qo = tt.addptr %so, %ro : tensor<{n}x!tt.ptr<{e}>>, tensor<{n}xi32>
  tt.store %qo, %flat : tensor<{n}x!tt.ptr<{e}>>"""
    return kernel(text, args, version)


def test_shape_ops():
    # reference: numpy's arange/reshape/transpose/broadcast/concatenate/stack/expand_dims
    m, ctx = store_kernel("""
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %m = tt.reshape %r : tensor<8xi32> -> tensor<2x4xi32>
  %t = tt.trans %m {order = array<i32: 1, 0>} : tensor<2x4xi32> -> tensor<4x2xi32>
  %e = tt.expand_dims %r {axis = 0 : i32} : tensor<8xi32> -> tensor<1x8xi32>
  %b = tt.broadcast %e : tensor<1x8xi32> -> tensor<2x8xi32>
  %tf = tt.reshape %t : tensor<4x2xi32> -> tensor<8xi32>
  %c = tt.cat %r, %tf : tensor<8xi32> -> tensor<16xi32>
  %j = tt.join %r, %tf : tensor<8xi32> -> tensor<8x2xi32>
  %jf = tt.reshape %j : tensor<8x2xi32> -> tensor<16xi32>
  %sa, %sb = tt.split %j : tensor<8x2xi32> -> tensor<8xi32>
  %d = arith.subi %sb, %sa : tensor<8xi32>
  %bf = tt.reshape %b : tensor<2x8xi32> -> tensor<16xi32>
  %x1 = arith.addi %c, %jf : tensor<16xi32>
  %c100 = arith.constant dense<100> : tensor<16xi32>
  %x2 = arith.muli %x1, %c100 : tensor<16xi32>
  %x3 = arith.addi %x2, %bf : tensor<16xi32>
  %e2 = tt.expand_dims %d {axis = 1 : i32} : tensor<8xi32> -> tensor<8x1xi32>
  %b2 = tt.broadcast %e2 : tensor<8x1xi32> -> tensor<8x2xi32>
  %b2f = tt.reshape %b2 : tensor<8x2xi32> -> tensor<16xi32>
  %c10000 = arith.constant dense<10000> : tensor<16xi32>
  %x4 = arith.muli %b2f, %c10000 : tensor<16xi32>
  %out = arith.addi %x3, %x4 : tensor<16xi32>""", "out", "tensor<16xi32>", 16)
    got = run_kernel(m, buffers={"arg0": np.zeros(16, np.int32)}, triton_version=ctx).buffers_after["arg0"]
    r = np.arange(8)
    tf = r.reshape(2, 4).T.reshape(-1)
    c = np.concatenate([r, tf])
    j = np.stack([r, tf], axis=-1)
    d = j[:, 1] - j[:, 0]
    b = np.broadcast_to(r[None, :], (2, 8)).reshape(-1)
    expect = (c + j.reshape(-1)) * 100 + b + np.repeat(d, 2) * 10000
    np.testing.assert_array_equal(got, expect)


def test_load_mask_other_store_mask_addptr_i64():
    # reference: numpy indexing; masked-off lanes load `other` and store nothing
    m, ctx = kernel("""
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %r64 = arith.extsi %r : tensor<8xi32> to tensor<8xi64>
  %c2 = arith.constant dense<2> : tensor<8xi64>
  %off = arith.muli %r64, %c2 : tensor<8xi64>
  %px = tt.splat %x : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %qx = tt.addptr %px, %off : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  %c5 = arith.constant dense<5> : tensor<8xi32>
  %mask = arith.cmpi slt, %r, %c5 : tensor<8xi32>
  %other = arith.constant dense<-1.0> : tensor<8xf32>
  %v = tt.load %qx, %mask, %other : tensor<8x!tt.ptr<f32>>
  %py = tt.splat %y : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %qy = tt.addptr %py, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.store %qy, %v : tensor<8x!tt.ptr<f32>>
  %c3 = arith.constant dense<3> : tensor<8xi32>
  %m2 = arith.cmpi sge, %r, %c3 : tensor<8xi32>
  %pz = tt.splat %z : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %qz = tt.addptr %pz, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.store %qz, %v, %m2 : tensor<8x!tt.ptr<f32>>""", "%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %z: !tt.ptr<f32>")
    x = np.arange(10, dtype=np.float32) * 1.5
    res = run_kernel(m, buffers={"arg0": x, "arg1": np.zeros(8, np.float32), "arg2": np.full(8, 9, np.float32)},
                     triton_version=ctx)
    v = np.array([x[2 * i] if i < 5 else -1 for i in range(8)], dtype=np.float32)
    np.testing.assert_array_equal(res.buffers_after["arg1"], v)
    np.testing.assert_array_equal(res.buffers_after["arg2"], np.where(np.arange(8) >= 3, v, 9))
    assert res.written["arg2"].tolist() == [False] * 3 + [True] * 5


def test_out_of_bounds_names_op_program_element():
    # reference: the buffer holds 6 floats; element 6 of the load (program 1) is past its end
    m, ctx = kernel("""
  %pid = tt.get_program_id x : i32
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %c3 = arith.constant dense<3> : tensor<8xi32>
  %p = tt.splat %pid : i32 -> tensor<8xi32>
  %m = arith.cmpi slt, %r, %c3 : tensor<8xi32>
  %big = arith.cmpi sge, %r, %c3 : tensor<8xi32>
  %ok = arith.select %m, %m, %big : tensor<8xi1>, tensor<8xi1>
  %c0 = arith.constant dense<0> : tensor<8xi32>
  %keep = arith.cmpi sgt, %p, %c0 : tensor<8xi32>
  %mask = arith.ori %m, %keep : tensor<8xi1>
  %px = tt.splat %x : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %qx = tt.addptr %px, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  %v = tt.load %qx, %mask : tensor<8x!tt.ptr<f32>>""", "%x: !tt.ptr<f32>")
    with pytest.raises(OutOfBounds) as e:
        run_kernel(m, grid=(2, 1, 1), buffers={"arg0": np.zeros(6, np.float32)}, triton_version=ctx)
    assert e.value.program == (1, 0, 0) and e.value.index == 6
    assert e.value.op.name == "tt.load"
    assert "byte 24 of buffer 'arg0', which has 24 bytes" in str(e.value)


def test_program_ids_and_grid_order():
    # reference: programs run x fastest; each stores x + 10 y + 100 z + 1000 * num_programs(x) at its linear id
    m, ctx = kernel("""
  %x = tt.get_program_id x : i32
  %y = tt.get_program_id y : i32
  %z = tt.get_program_id z : i32
  %nx = tt.get_num_programs x : i32
  %ny = tt.get_num_programs y : i32
  %c10 = arith.constant 10 : i32
  %c100 = arith.constant 100 : i32
  %c1000 = arith.constant 1000 : i32
  %a = arith.muli %y, %c10 : i32
  %b = arith.muli %z, %c100 : i32
  %c = arith.muli %nx, %c1000 : i32
  %s1 = arith.addi %x, %a : i32
  %s2 = arith.addi %s1, %b : i32
  %s = arith.addi %s2, %c : i32
  %l1 = arith.muli %z, %ny : i32
  %l2 = arith.addi %l1, %y : i32
  %l3 = arith.muli %l2, %nx : i32
  %lin = arith.addi %l3, %x : i32
  %q = tt.addptr %o, %lin : !tt.ptr<i32>, i32
  tt.store %q, %s : !tt.ptr<i32>
  %cnt = tt.atomic_rmw add, acq_rel, gpu, %o, %c10 : (!tt.ptr<i32>, i32) -> i32
  %q2 = tt.addptr %order, %lin : !tt.ptr<i32>, i32
  tt.store %q2, %cnt : !tt.ptr<i32>""", "%o: !tt.ptr<i32>, %order: !tt.ptr<i32>")
    res = run_kernel(m, grid=(3, 2, 2), buffers={"arg0": np.zeros(12, np.int32), "arg1": np.zeros(12, np.int32)},
                     triton_version=ctx)
    expect = [3000 + x + 10 * y + 100 * z for z in range(2) for y in range(2) for x in range(3)]
    out = res.buffers_after["arg0"].copy()
    assert out[1:].tolist() == expect[1:]
    # element 0 was stored by program (0,0,0), then every program added 10 atomically, in order
    assert out[0] == expect[0] + 12 * 10
    assert res.buffers_after["arg1"].tolist() == [expect[0] + 10 * k for k in range(12)]


@pytest.mark.parametrize("kind,ty", [("add", "i32"), ("fadd", "f32"), ("max", "i32"), ("min", "i32"),
                                     ("umax", "i32"), ("umin", "i32"), ("and", "i32"), ("or", "i32"),
                                     ("xor", "i32"), ("exch", "i32"), ("fadd", "f16"), ("max", "f32")])
def test_atomic_rmw(kind, ty):
    # reference: lanes applied one after another in element order by hand, in Python, rounding a
    # float add to the element type after each lane; the result is each lane's old value
    n = 8
    idx = np.array([0, 1, 0, 2, 1, 0, 3, 3])
    dt = {"i32": np.int32, "f32": np.float32, "f16": np.float16}[ty]
    vals = np.array([5, -3, 7, 1, -8, 2, 9, -1], dtype=dt) if ty == "i32" else \
        np.array([0.1, 1e4, 0.2, 3.0, 1e-3, 0.3, -2.0, 5.0], dtype=dt)
    mask = np.array([1, 1, 1, 1, 1, 0, 1, 1], dtype=bool)
    m, ctx = kernel(f"""
  %r = tt.make_range {{end = 8 : i32, start = 0 : i32}} : tensor<8xi32>
  %pi = tt.splat %pidx : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %qi = tt.addptr %pi, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  %idx = tt.load %qi : tensor<8x!tt.ptr<i32>>
  %pv = tt.splat %pval : !tt.ptr<{ty}> -> tensor<8x!tt.ptr<{ty}>>
  %qv = tt.addptr %pv, %r : tensor<8x!tt.ptr<{ty}>>, tensor<8xi32>
  %v = tt.load %qv : tensor<8x!tt.ptr<{ty}>>
  %pm = tt.splat %pmask : !tt.ptr<i1> -> tensor<8x!tt.ptr<i1>>
  %qm = tt.addptr %pm, %r : tensor<8x!tt.ptr<i1>>, tensor<8xi32>
  %mask = tt.load %qm : tensor<8x!tt.ptr<i1>>
  %pd = tt.splat %pdst : !tt.ptr<{ty}> -> tensor<8x!tt.ptr<{ty}>>
  %qd = tt.addptr %pd, %idx : tensor<8x!tt.ptr<{ty}>>, tensor<8xi32>
  %old = tt.atomic_rmw {kind}, acq_rel, gpu, %qd, %v, %mask : (tensor<8x!tt.ptr<{ty}>>, tensor<8x{ty}>, tensor<8xi1>) -> tensor<8x{ty}>
  %po = tt.splat %pold : !tt.ptr<{ty}> -> tensor<8x!tt.ptr<{ty}>>
  %qo = tt.addptr %po, %r : tensor<8x!tt.ptr<{ty}>>, tensor<8xi32>
  tt.store %qo, %old : tensor<8x!tt.ptr<{ty}>>""",
                    f"%pidx: !tt.ptr<i32>, %pval: !tt.ptr<{ty}>, %pmask: !tt.ptr<i1>, %pdst: !tt.ptr<{ty}>, "
                    f"%pold: !tt.ptr<{ty}>")
    init = np.array([10, -20, 1 << 31 - 1, 6], dtype=dt) if ty == "i32" else np.array([1.0, 2.0, np.nan, 4.0], dtype=dt)
    res = run_kernel(m, buffers={"arg0": idx.astype(np.int32), "arg1": vals, "arg2": mask, "arg3": init.copy(),
                                 "arg4": np.zeros(n, dt)}, triton_version=ctx)
    mem = [v.item() for v in init]
    old = []
    for i in range(n):
        if not mask[i]:
            old.append(0)
            continue
        cur, v = mem[idx[i]], vals[i].item()
        old.append(cur)
        if ty == "i32":
            cu, vu = cur % 2**32, v % 2**32
            new = {"add": cur + v, "max": max(cur, v), "min": min(cur, v), "umax": cur if cu >= vu else v,
                   "umin": cur if cu <= vu else v, "and": cur & v, "or": cur | v, "xor": cur ^ v, "exch": v}[kind]
            new = ((new + 2**31) % 2**32) - 2**31
        elif kind == "fadd":
            new = float(np.array(cur + v, dtype=np.float64).astype(dt))
        else:  # float max: the number where one side is NaN
            new = v if math.isnan(cur) else max(cur, v)
        mem[idx[i]] = new
    np.testing.assert_array_equal(res.buffers_after["arg3"], np.array(mem, dtype=dt))
    np.testing.assert_array_equal(res.buffers_after["arg4"], np.array(old, dtype=dt))


def test_atomic_cas():
    # reference: lanes in element order: lane 0 swaps 0 -> 5; lane 1 (cmp 0) sees 5 and fails; lane 2 (cmp 5) swaps -> 7
    m, ctx = kernel("""
  %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %z = arith.constant dense<0> : tensor<4xi32>
  %p = tt.splat %d : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
  %q = tt.addptr %p, %z : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
  %cmp = arith.constant dense<[0, 0, 5, 0]> : tensor<4xi32>
  %val = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi32>
  %old = tt.atomic_cas acq_rel, gpu, %q, %cmp, %val : (tensor<4x!tt.ptr<i32>>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %po = tt.splat %o : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
  %qo = tt.addptr %po, %r : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
  tt.store %qo, %old : tensor<4x!tt.ptr<i32>>""", "%d: !tt.ptr<i32>, %o: !tt.ptr<i32>")
    res = run_kernel(m, buffers={"arg0": np.zeros(1, np.int32), "arg1": np.zeros(4, np.int32)}, triton_version=ctx)
    assert res.buffers_after["arg0"].tolist() == [7]
    assert res.buffers_after["arg1"].tolist() == [0, 5, 5, 7]


def test_pointer_int_casts_and_fp_to_fp():
    # reference: ptr_to_int/int_to_ptr keep the address; fp_to_fp f32 -> f8E5M2 rounds to nearest even
    # (1.1 -> 1.0, 1.2 -> 1.25: 2 mantissa bits), rtz truncates (1.2 -> 1.0), f16 -> f32 is exact
    m, ctx = kernel("""
  %i = tt.ptr_to_int %x : !tt.ptr<f32> -> i64
  %c4 = arith.constant 4 : i64
  %j = arith.addi %i, %c4 : i64
  %p = tt.int_to_ptr %j : i64 -> !tt.ptr<f32>
  %v = tt.load %p : !tt.ptr<f32>
  %s = tt.splat %v : f32 -> tensor<4xf32>
  %k = arith.constant dense<[1.1, 1.2, 0.0, -3.3]> : tensor<4xf32>
  %a = arith.addf %s, %k : tensor<4xf32>
  %f8 = tt.fp_to_fp %a, rounding = rtne : tensor<4xf32> -> tensor<4xf8E5M2>
  %f8z = tt.fp_to_fp %a, rounding = rtz : tensor<4xf32> -> tensor<4xf8E5M2>
  %b = tt.fp_to_fp %f8 : tensor<4xf8E5M2> -> tensor<4xf32>
  %bz = tt.fp_to_fp %f8z : tensor<4xf8E5M2> -> tensor<4xf32>
  %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %po = tt.splat %o : !tt.ptr<f32> -> tensor<4x!tt.ptr<f32>>
  %qo = tt.addptr %po, %r : tensor<4x!tt.ptr<f32>>, tensor<4xi32>
  tt.store %qo, %b : tensor<4x!tt.ptr<f32>>
  %c4i = arith.constant dense<4> : tensor<4xi32>
  %r4 = arith.addi %r, %c4i : tensor<4xi32>
  %qz = tt.addptr %po, %r4 : tensor<4x!tt.ptr<f32>>, tensor<4xi32>
  tt.store %qz, %bz : tensor<4x!tt.ptr<f32>>""", "%x: !tt.ptr<f32>, %o: !tt.ptr<f32>")
    res = run_kernel(m, buffers={"arg0": np.array([9.0, 0.0], np.float32), "arg1": np.zeros(8, np.float32)},
                     triton_version=ctx)
    assert res.buffers_after["arg1"].tolist() == [1.0, 1.25, 0.0, -3.5, 1.0, 1.0, 0.0, -3.0]


def test_scf_for_if_while_execute_region_and_cf():
    # reference: the loops by hand in Python: sum_{i=1,4,7} i = 12; if odd -> +100; while doubling 1 until >= 50 -> 64;
    # a cf loop counting down from 5 adds 5+4+3+2+1 = 15
    m, ctx = kernel("""
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %s = scf.for %i = %c1 to %c9 step %c3 iter_args(%acc = %c0) -> (i32) : i32 {
    %n = arith.addi %acc, %i : i32
    scf.yield %n : i32
  }
  %odd = arith.andi %s, %c1 : i32
  %isodd = arith.cmpi ne, %odd, %c0 : i32
  %t = scf.if %isodd -> (i32) {
    %a = arith.addi %s, %c9 : i32
    scf.yield %a : i32
  } else {
    scf.yield %s : i32
  }
  %c50 = arith.constant 50 : i32
  %w = scf.while (%x = %c1) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %c50 : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    %d = arith.addi %y, %y : i32
    scf.yield %d : i32
  }
  %e = scf.execute_region -> i32 {
    %c5 = arith.constant 5 : i32
    cf.br ^bb1(%c5, %c0 : i32, i32)
  ^bb1(%k: i32, %sum: i32):
    %done = arith.cmpi eq, %k, %c0 : i32
    cf.cond_br %done, ^bb2, ^bb3
  ^bb2:
    scf.yield %sum : i32
  ^bb3:
    %sum2 = arith.addi %sum, %k : i32
    %k2 = arith.subi %k, %c1 : i32
    cf.br ^bb1(%k2, %sum2 : i32, i32)
  }
  tt.store %o, %t : !tt.ptr<i32>
  %o1 = tt.addptr %o, %c1 : !tt.ptr<i32>, i32
  tt.store %o1, %w : !tt.ptr<i32>
  %c2 = arith.constant 2 : i32
  %o2 = tt.addptr %o, %c2 : !tt.ptr<i32>, i32
  tt.store %o2, %e : !tt.ptr<i32>""", "%o: !tt.ptr<i32>")
    res = run_kernel(m, buffers={"arg0": np.zeros(3, np.int32)}, triton_version=ctx)
    assert res.buffers_after["arg0"].tolist() == [12, 64, 15]


def test_call_print_assume_barrier_poison_convert_layout():
    # reference: @sq(3) = 9 by hand; tt.print's text lists the program and element; no-op ops leave values as they are
    text = """#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @sq(%x: i32) -> i32 {
    %y = arith.muli %x, %x : i32
    tt.return %y : i32
  }
  tt.func public @k(%o: !tt.ptr<i32>) {
    %c3 = arith.constant 3 : i32
    %r = tt.call @sq(%c3) : (i32) -> i32
    %t = arith.constant true
    llvm.intr.assume %t : i1
    gpu.barrier
    %p = ub.poison : i32
    %v = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #blocked>
    %w = ttg.convert_layout %v : tensor<2xi32, #blocked> -> tensor<2xi32, #blocked1>
    tt.print " v: " {hex = false, isSigned = array<i32: 1>} : %w : tensor<2xi32, #blocked1>
    %s = tt.splat %o : !tt.ptr<i32> -> tensor<2x!tt.ptr<i32>, #blocked1>
    %q = tt.addptr %s, %w : tensor<2x!tt.ptr<i32>, #blocked1>, tensor<2xi32, #blocked1>
    %rr = tt.splat %r : i32 -> tensor<2xi32, #blocked1>
    %sum = arith.addi %rr, %w : tensor<2xi32, #blocked1>
    tt.store %q, %sum : tensor<2x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}
"""
    ctx = Context("3.6")
    m = parse_source(text, "k.mlir", context=ctx)
    verify(m, context=ctx)
    res = run_kernel(m, buffers={"arg0": np.zeros(2, np.int32)}, triton_version=ctx)
    assert res.buffers_after["arg0"].tolist() == [9, 10]
    assert res.prints == ["pid (0, 0, 0) idx (0) v: 0", "pid (0, 0, 0) idx (1) v: 1"]


def test_assert_and_inline_asm_and_unknown_op_are_errors():
    # reference: tt.assert fails on a false element; inline assembly and an op without a handler are
    # errors naming the op
    m, ctx = kernel("""
  %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %c2 = arith.constant dense<2> : tensor<4xi32>
  %ok = arith.cmpi slt, %r, %c2 : tensor<4xi32>
  tt.assert %ok, "r < 2" : tensor<4xi1>""", "")
    with pytest.raises(InterpError, match=r"assertion failed: 'r < 2' \(element 2\)"):
        run_kernel(m, triton_version=ctx)
    m, ctx = kernel("""
  %c = arith.constant 7 : i32
  %a = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %c : i32 -> i32""", "")
    with pytest.raises(InterpError, match="'tt.elementwise_inline_asm' is not interpretable"):
        run_kernel(m, triton_version=ctx)
    m, ctx = kernel("""
  %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %h = tt.histogram %r : tensor<4xi32> -> tensor<4xi32>""", "")
    from pyopt.dialects.tt import ops as tt
    from pyopt.interp import HANDLERS

    HANDLERS_SAVED = HANDLERS.pop(tt.HistogramOp, None)  # an op without a handler, whatever ops_complex holds
    try:
        with pytest.raises(InterpError, match="'tt.histogram' is not interpretable"):
            run_kernel(m, triton_version=ctx)
    finally:
        if HANDLERS_SAVED is not None:
            HANDLERS[tt.HistogramOp] = HANDLERS_SAVED


def test_atomic_poll_without_timeout_that_would_wait_forever_39():
    # reference: the flag is 0, the poll expects 1; with a timeout the poll gives false, without one the
    # GPU would wait forever (no other program runs meanwhile): an error naming the op
    body = """
  %c1 = arith.constant 1 : i32
  %t = arith.constant 10 : i64
  %ok = tt.atomic_poll acquire, gpu, %f, %c1 timeout %t : !tt.ptr<i32>, i32 -> i1
  %v = arith.extui %ok : i1 to i32
  tt.atomic_store relaxed, gpu, %o, %v : !tt.ptr<i32>"""
    m, ctx = kernel(body, "%f: !tt.ptr<i32>, %o: !tt.ptr<i32>", version="3.9")
    res = run_kernel(m, buffers={"arg0": np.zeros(1, np.int32), "arg1": np.full(1, 5, np.int32)}, triton_version=ctx)
    assert res.buffers_after["arg1"].tolist() == [0]
    m, ctx = kernel(body.replace(" timeout %t", ""), "%f: !tt.ptr<i32>, %o: !tt.ptr<i32>", version="3.9")
    with pytest.raises(InterpError, match="'tt.atomic_poll' waits forever"):
        run_kernel(m, buffers={"arg0": np.zeros(1, np.int32), "arg1": np.zeros(1, np.int32)}, triton_version=ctx)


def test_host_tensor_descriptor_arguments():
    # reference: Triton passes a host TensorDescriptor as the descriptor and then its shape and strides
    # (rank of each); bound to a 3x5 array, they are 3, 5 and the row-major strides 5, 1
    m, ctx = kernel("""
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  tt.store %o, %s0 : !tt.ptr<i32>
  %o1 = tt.addptr %o, %c1 : !tt.ptr<i32>, i32
  tt.store %o1, %s1 : !tt.ptr<i32>
  %t0 = arith.trunci %t0w : i64 to i32
  %t1 = arith.trunci %t1w : i64 to i32
  %o2 = tt.addptr %o, %c2 : !tt.ptr<i32>, i32
  tt.store %o2, %t0 : !tt.ptr<i32>
  %o3 = tt.addptr %o, %c3 : !tt.ptr<i32>, i32
  tt.store %o3, %t1 : !tt.ptr<i32>""",
                    "%d: !tt.tensordesc<tensor<2x4xf32>>, %s0: i32, %s1: i32, %t0w: i64, %t1w: i64, %o: !tt.ptr<i32>",
                    version="3.9")
    res = run_kernel(m, buffers={"arg0": np.zeros((3, 5), np.float32), "arg5": np.zeros(4, np.int32)},
                     triton_version=ctx)
    assert res.buffers_after["arg5"].tolist() == [3, 5, 5, 1]
    assert res.buffers_after["arg0"].shape == (3, 5)


def test_inputs_that_try_to_break_it():
    # reference, by hand: an index loop with a negative-range (no iteration) and an i64 loop near 2^62;
    # a recursive call (factorial 5 = 120); a pointer loaded from memory; masked-off lanes at address 0
    # read `other` (7, summed over 4 lanes through reshape/split/trans) and are never checked; a store of a splat pointer keeps the last lane's value
    text = """module {
  tt.func private @fact(%n: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %le = arith.cmpi sle, %n, %c1 : i32
    %r = scf.if %le -> (i32) {
      scf.yield %c1 : i32
    } else {
      %m = arith.subi %n, %c1 : i32
      %f = tt.call @fact(%m) : (i32) -> i32
      %p = arith.muli %n, %f : i32
      scf.yield %p : i32
    }
    tt.return %r : i32
  }
  tt.func public @k(%pp: !tt.ptr<!tt.ptr<i32>>, %o: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %cm1 = arith.constant -1 : index
    %z = arith.constant 0 : i32
    %none = scf.for %i = %c10 to %c0 step %c10 iter_args(%a = %z) -> (i32) {
      %b = arith.constant 99 : i32
      scf.yield %b : i32
    }
    %big = arith.constant 4611686018427387904 : i64
    %big2 = arith.constant 4611686018427387907 : i64
    %one = arith.constant 1 : i64
    %cnt = scf.for %j = %big to %big2 step %one iter_args(%a = %z) -> (i32) : i64 {
      %c1 = arith.constant 1 : i32
      %b = arith.addi %a, %c1 : i32
      scf.yield %b : i32
    }
    %c5 = arith.constant 5 : i32
    %f = tt.call @fact(%c5) : (i32) -> i32
    %c5i = arith.constant 5 : i32
    %o5 = tt.addptr %o, %c5i : !tt.ptr<i32>, i32
    tt.store %pp, %o5 : !tt.ptr<!tt.ptr<i32>>
    %p = tt.load %pp : !tt.ptr<!tt.ptr<i32>>
    %v = tt.load %p : !tt.ptr<i32>
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %null = arith.constant dense<0> : tensor<4xi64>
    %np = tt.int_to_ptr %null : tensor<4xi64> -> tensor<4x!tt.ptr<i32>>
    %off = arith.constant dense<false> : tensor<4xi1>
    %other = arith.constant dense<7> : tensor<4xi32>
    %w = tt.load %np, %off, %other : tensor<4x!tt.ptr<i32>>
    %w2 = tt.reshape %w : tensor<4xi32> -> tensor<2x2xi32>
    %wa, %wb = tt.split %w2 : tensor<2x2xi32> -> tensor<2xi32>
    %wab = arith.addi %wa, %wb : tensor<2xi32>
    %wr = tt.reshape %wab : tensor<2xi32> -> tensor<2x1xi32>
    %wx = tt.trans %wr {order = array<i32: 1, 0>} : tensor<2x1xi32> -> tensor<1x2xi32>
    %wy, %wz = tt.split %wx : tensor<1x2xi32> -> tensor<1xi32>
    %wsum = arith.addi %wy, %wz : tensor<1xi32>
    %sp = tt.splat %o : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
    tt.store %sp, %r : tensor<4x!tt.ptr<i32>>
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %o1 = tt.addptr %o, %c1 : !tt.ptr<i32>, i32
    tt.store %o1, %none : !tt.ptr<i32>
    %o2 = tt.addptr %o, %c2 : !tt.ptr<i32>, i32
    tt.store %o2, %cnt : !tt.ptr<i32>
    %o3 = tt.addptr %o, %c3 : !tt.ptr<i32>, i32
    tt.store %o3, %f : !tt.ptr<i32>
    %o4 = tt.addptr %o, %c4 : !tt.ptr<i32>, i32
    %vt = tt.splat %v : i32 -> tensor<1xi32>
    %sv = arith.addi %wsum, %vt : tensor<1xi32>
    %o4t = tt.splat %o4 : !tt.ptr<i32> -> tensor<1x!tt.ptr<i32>>
    tt.store %o4t, %sv : tensor<1x!tt.ptr<i32>>
    tt.return
  }
}
"""
    ctx = Context("3.6")
    m = parse_source(text, "k.mlir", context=ctx)
    verify(m, context=ctx)
    # the kernel stores the address of the output's element 5 in the pointer buffer and loads it back
    out = np.zeros(6, np.int32)
    out[5] = 42
    res = run_kernel(m, buffers={"arg0": np.zeros(1, np.int64), "arg1": out}, triton_version=ctx)
    assert res.buffers_after["arg1"].tolist() == [3, 0, 3, 120, 4 * 7 + 42, 42]


def test_limits_loops_and_growing_buffers():
    # reference: a loop of 2^40 iterations is refused before it starts; a random buffer accessed 1 GiB
    # past its start is out of bounds (random buffers grow to 256 MiB at most)
    m, ctx = kernel("""
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %big = arith.constant 1099511627776 : i64
  scf.for %i = %c0 to %big step %c1 : i64 {
    gpu.barrier
  }""", "")
    with pytest.raises(InterpError, match="scf.for would run 1099511627776 iterations"):
        run_kernel(m, triton_version=ctx)
    from pyopt.interp import random_inputs
    m, ctx = kernel("""
  %g = arith.constant 268435456 : i32
  %p = tt.addptr %x, %g : !tt.ptr<f32>, i32
  %v = tt.load %p : !tt.ptr<f32>""", "%x: !tt.ptr<f32>")
    with pytest.raises(OutOfBounds, match="whose random contents grow to at most 268435456 bytes"):
        run_kernel(m, triton_version=ctx, random_buffers=random_inputs(0))


@pytest.mark.parametrize("op,ref", [
    ("acos", np.arccos), ("acosh", lambda x: np.arccosh(x + 1)), ("asin", np.arcsin), ("asinh", np.arcsinh),
    ("atan", np.arctan), ("atanh", np.arctanh), ("cbrt", np.cbrt), ("cosh", np.cosh), ("sinh", np.sinh),
    ("tan", np.tan), ("erfc", lambda x: np.array([math.erfc(v) for v in x])), ("expm1", np.expm1),
    ("log10", lambda x: np.log10(np.abs(x))), ("log1p", lambda x: np.log1p(np.abs(x)))])
def test_more_math_unary_f32(op, ref):
    # reference: float64 numpy (or Python's math) rounded to float32; within 1 float32 ulp
    x = np.array([0.5, -0.25, 0.75, 0.1, -0.9, 0.3, 0.0, 0.6], dtype=np.float32)
    if op == "acosh":
        x1 = x + np.float32(1) + np.abs(x)
        got = elementwise("math.acosh %a : tensor<8xf32>", x1, ty="f32", out="f32")
        np.testing.assert_allclose(got, np.arccosh(x1.astype(np.float64)).astype(np.float32), rtol=2.5e-7)
        return
    if op in ("log10", "log1p"):
        x = np.abs(x) + np.float32(0.5)
    got = elementwise(f"math.{op} %a : tensor<8xf32>", x, ty="f32", out="f32")
    np.testing.assert_allclose(got, np.asarray(ref(x.astype(np.float64))).astype(np.float32), rtol=2.5e-7, atol=1e-45)


def test_float_binary_math_and_classification():
    # reference: numpy float64 of the float32 inputs, rounded to float32
    a = np.array([1.5, -2.0, 0.5, 3.0, 2.0, -0.5, 4.0, 9.0], dtype=np.float32)
    b = np.array([2.0, 3.0, -1.0, 0.5, -2.0, 2.0, 0.5, 0.5], dtype=np.float32)
    T = "tensor<8xf32>"
    A, B = a.astype(np.float64), b.astype(np.float64)
    for op, ref in (("atan2", np.arctan2(A, B)), ("copysign", np.copysign(A, B)), ("powf", np.power(np.abs(A), B))):
        x = np.abs(a) if op == "powf" else a
        got = elementwise(f"math.{op} %a, %b : {T}", x, b, ty="f32", out="f32")
        np.testing.assert_allclose(got, ref.astype(np.float32), rtol=2.5e-7, err_msg=op)
    f = np.array([1.0, np.nan, np.inf, -np.inf, 1e-40, 0.0, -2.0, 3e38], dtype=np.float32)
    assert elementwise(f"math.isnan %a : {T}", f, ty="f32", out="i1").tolist() == [math.isnan(v) for v in f.tolist()]
    assert elementwise(f"math.isinf %a : {T}", f, ty="f32", out="i1").tolist() == [math.isinf(v) for v in f.tolist()]
    assert elementwise(f"math.isfinite %a : {T}", f, ty="f32", out="i1").tolist() == [math.isfinite(v) for v in f.tolist()]
    # normal: finite, not zero, not subnormal (|x| >= 2^-126)
    assert elementwise(f"math.isnormal %a : {T}", f, ty="f32", out="i1").tolist() == [
        math.isfinite(v) and abs(v) >= 2.0**-126 for v in f.tolist()]


def test_integer_extended_ops_and_index_casts():
    # reference: Python integers: the full 64-bit products and sums split into low and high halves
    a = np.array([7, -1, 2**31 - 1, -(2**31), 65536, 3, -5, 0], dtype=np.int32)
    b = np.array([-3, -1, 2, -1, 65536, 0, 7, 9], dtype=np.int32)
    m, ctx = kernel("""
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %pa = tt.splat %xa : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %qa = tt.addptr %pa, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  %a = tt.load %qa : tensor<8x!tt.ptr<i32>>
  %pb = tt.splat %xb : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %qb = tt.addptr %pb, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  %b = tt.load %qb : tensor<8x!tt.ptr<i32>>
  %sl, %sh = arith.mulsi_extended %a, %b : tensor<8xi32>
  %ul, %uh = arith.mului_extended %a, %b : tensor<8xi32>
  %s, %c = arith.addui_extended %a, %b : tensor<8xi32>, tensor<8xi1>
  %hi = tt.mulhiui %a, %b : tensor<8xi32>
  %ix = arith.index_cast %a : tensor<8xi32> to tensor<8xindex>
  %back = arith.index_castui %ix : tensor<8xindex> to tensor<8xi32>
  %ce = arith.extui %c : tensor<8xi1> to tensor<8xi32>
  %j = tt.join %sl, %sh : tensor<8xi32> -> tensor<8x2xi32>
  %k = tt.join %ul, %uh : tensor<8xi32> -> tensor<8x2xi32>
  %l = tt.join %s, %ce : tensor<8xi32> -> tensor<8x2xi32>
  %n = tt.join %hi, %back : tensor<8xi32> -> tensor<8x2xi32>
  %jk = tt.join %j, %k : tensor<8x2xi32> -> tensor<8x2x2xi32>
  %ln = tt.join %l, %n : tensor<8x2xi32> -> tensor<8x2x2xi32>
  %all = tt.join %jk, %ln : tensor<8x2x2xi32> -> tensor<8x2x2x2xi32>
  %flat = tt.reshape %all : tensor<8x2x2x2xi32> -> tensor<64xi32>
  %r64 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %po = tt.splat %o : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
  %qo = tt.addptr %po, %r64 : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
  tt.store %qo, %flat : tensor<64x!tt.ptr<i32>>""", "%xa: !tt.ptr<i32>, %xb: !tt.ptr<i32>, %o: !tt.ptr<i32>")
    res = run_kernel(m, buffers={"arg0": a, "arg1": b, "arg2": np.zeros(64, np.int32)}, triton_version=ctx)
    # all[i, p, q, r]: r picks (j, k) or (l, n), q the first or second of those, p the first or second result
    got = res.buffers_after["arg2"].reshape(8, 2, 2, 2)

    def s32(v):
        return ((v + 2**31) % 2**32) - 2**31

    for i in range(8):
        x, y = int(a[i]), int(b[i])
        ux, uy = x % 2**32, y % 2**32
        assert got[i, :, 0, 0].tolist() == [s32(x * y), s32((x * y) >> 32)]          # mulsi_extended (low, high) -> joined
        assert got[i, :, 1, 0].tolist() == [s32(ux * uy), s32((ux * uy) >> 32)]      # mului_extended
        assert got[i, :, 0, 1].tolist() == [s32(ux + uy), int(ux + uy >= 2**32)]    # addui_extended (sum, carry)
        assert got[i, :, 1, 1].tolist() == [s32((ux * uy) >> 32), x]                 # mulhiui, index_cast round trip


def test_clampf_precise_ops_ipowi_fpowi():
    # reference: clamp by hand (NaN kept only with propagateNan = all); sqrt and division correctly rounded
    # in float32; integer and float powers by repeated multiplication in Python
    x = np.array([-2.0, 0.5, 3.0, np.nan, 1.0, -0.5, 2.0, 0.25], dtype=np.float32)
    got = elementwise("tt.clampf %a, %b, %c, propagateNan = none : tensor<8xf32>", x,
                      np.full(8, -1, np.float32), ty="f32", out="f32", c=np.full(8, 1, np.float32))
    assert got.tolist()[:3] == [-1.0, 0.5, 1.0] and got[3] == -1.0
    got = elementwise("tt.clampf %a, %b, %c, propagateNan = all : tensor<8xf32>", x,
                      np.full(8, -1, np.float32), ty="f32", out="f32", c=np.full(8, 1, np.float32))
    assert math.isnan(got[3])
    y = np.abs(x[[0, 1, 2, 4, 5, 6, 7, 0]])
    np.testing.assert_array_equal(elementwise("tt.precise_sqrt %a : tensor<8xf32>", y, ty="f32", out="f32"),
                                  np.sqrt(y.astype(np.float64)).astype(np.float32))
    np.testing.assert_array_equal(elementwise("tt.precise_divf %a, %b : tensor<8xf32>", y, y + 3, ty="f32", out="f32"),
                                  (y.astype(np.float64) / (y + 3)).astype(np.float32))
    base = np.array([2, -3, 5, 1, -1, 0, 7, 10], dtype=np.int32)
    exp = np.array([10, 3, 0, -4, -3, 5, 2, 9], dtype=np.int32)

    def ipow(b, e):
        if e < 0:
            return 1 if b == 1 else (-1 if e % 2 else 1) if b == -1 else 0
        return ((b ** e + 2**31) % 2**32) - 2**31

    assert elementwise("math.ipowi %a, %b : tensor<8xi32>", base, exp).tolist() == [
        ipow(int(b), int(e)) for b, e in zip(base, exp)]
    fb = np.array([2.0, -1.5, 0.5, 3.0, 1.0, 10.0, -2.0, 0.1], dtype=np.float32)
    m, ctx = kernel("""
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %pa = tt.splat %xa : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %qa = tt.addptr %pa, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  %a = tt.load %qa : tensor<8x!tt.ptr<f32>>
  %c3 = arith.constant dense<3> : tensor<8xi32>
  %p = math.fpowi %a, %c3 : tensor<8xf32>, tensor<8xi32>
  tt.store %qa, %p : tensor<8x!tt.ptr<f32>>""", "%xa: !tt.ptr<f32>")
    res = run_kernel(m, buffers={"arg0": fb}, triton_version=ctx)
    np.testing.assert_allclose(res.buffers_after["arg0"], (fb.astype(np.float64) ** 3).astype(np.float32), rtol=2.5e-7)


def test_index_switch_cf_assert_and_no_op_ops():
    # reference: index_switch picks case 2 for 2 and the default for 9; a passing cf.assert and the
    # scheduling/barrier ops change nothing; ub.poison is zero; a failing cf.assert names its message
    m, ctx = kernel("""
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %a = scf.index_switch %c2 -> i32
  case 1 {
    %v = arith.constant 10 : i32
    scf.yield %v : i32
  }
  case 2 {
    %v = arith.constant 20 : i32
    scf.yield %v : i32
  }
  default {
    %v = arith.constant 30 : i32
    scf.yield %v : i32
  }
  %b = scf.index_switch %c9 -> i32
  case 2 {
    %v = arith.constant 20 : i32
    scf.yield %v : i32
  }
  default {
    %v = arith.constant 30 : i32
    scf.yield %v : i32
  }
  %t = arith.constant true
  cf.assert %t, "never"
  rocdl.s.setprio 1
  rocdl.sched.barrier 0
  rocdl.s.barrier
  ttg.barrier local
  %p = ub.poison : i32
  %s1 = arith.addi %a, %b : i32
  %s = arith.addi %s1, %p : i32
  tt.store %o, %s : !tt.ptr<i32>""", "%o: !tt.ptr<i32>", version="3.9")
    res = run_kernel(m, buffers={"arg0": np.zeros(1, np.int32)}, triton_version=ctx)
    assert res.buffers_after["arg0"].tolist() == [50]
    m, ctx = kernel("""
  %f = arith.constant false
  cf.assert %f, "it failed"
""", "")
    with pytest.raises(InterpError, match="assertion failed: 'it failed'"):
        run_kernel(m, triton_version=ctx)


def test_sincos_39():
    # reference: numpy float32 sin and cos of the input (math.sincos: Triton 3.9's MLIR)
    m, ctx = kernel("""
  %x = tt.load %px : !tt.ptr<f32>
  %s, %c = math.sincos %x : f32
  %c1 = arith.constant 1 : i32
  tt.store %px, %s : !tt.ptr<f32>
  %p1 = tt.addptr %px, %c1 : !tt.ptr<f32>, i32
  tt.store %p1, %c : !tt.ptr<f32>""", "%px: !tt.ptr<f32>", version="3.9")
    res = run_kernel(m, buffers={"arg0": np.array([0.7, 0.0], np.float32)}, triton_version=ctx)
    np.testing.assert_allclose(res.buffers_after["arg0"], [np.sin(np.float32(0.7)), np.cos(np.float32(0.7))],
                               rtol=2.5e-7)


@pytest.mark.parametrize("mode,expect", [
    ("", [1 + 2**-10, -(1 + 2**-10), 65504.0]), ("to_nearest_even", [1 + 2**-10, -(1 + 2**-10), 65504.0]),
    ("toward_zero", [1.0, -1.0, 65504.0]), ("downward", [1.0, -(1 + 2**-10), 65504.0]),
    ("upward", [1 + 2**-10, -1.0, np.inf])])
def test_truncf_rounding_modes(mode, expect):
    # reference by hand: 1 + 2^-11 + 2^-12 lies between the f16 neighbours 1 and 1 + 2^-10, above the
    # midpoint; 65504.5 is just above f16's largest finite value
    x = np.array([1 + 2**-11 + 2**-12, -(1 + 2**-11 + 2**-12), 65504.5] + [0] * 5, dtype=np.float32)
    got = elementwise(f"arith.truncf %a {mode} : tensor<8xf32> to tensor<8xf16>", x, ty="f32", out="f16")
    assert got[:3].tolist() == expect


def test_fp_to_fp_rtz_to_f16():
    # reference: as above, toward zero
    x = np.array([1 + 2**-11 + 2**-12, -(1 + 2**-11 + 2**-12), 1e6] + [0] * 5, dtype=np.float32)
    got = elementwise("tt.fp_to_fp %a, rounding = rtz : tensor<8xf32> -> tensor<8xf16>", x, ty="f32", out="f16")
    assert got[:3].tolist() == [1.0, -1.0, 65504.0]
    got = elementwise("tt.fp_to_fp %a, rounding = rtne : tensor<8xf32> -> tensor<8xf16>", x, ty="f32", out="f16")
    assert got[:3].tolist() == [1 + 2**-10, -(1 + 2**-10), np.inf]


def test_unsplat_39():
    # reference: tt.unsplat of a one-element tensor is its element (41 + 1)
    m, ctx = kernel("""
  %c = arith.constant dense<41> : tensor<1x1xi32>
  %s = tt.unsplat %c : tensor<1x1xi32>
  %one = arith.constant 1 : i32
  %v = arith.addi %s, %one : i32
  tt.store %o, %v : !tt.ptr<i32>""", "%o: !tt.ptr<i32>", version="3.9")
    res = run_kernel(m, buffers={"arg0": np.zeros(1, np.int32)}, triton_version=ctx)
    assert res.buffers_after["arg0"].tolist() == [42]


@pytest.mark.parametrize("padding,fill", [(1, 0.0), (2, np.nan)])
def test_block_pointers(padding, fill):
    # reference by numpy slicing: a 4x4 block at offsets (3, 4) of a 5x6 row-major tensor, both dimensions
    # boundary-checked (elements outside read the padding); tt.advance by (-3, -4) moves it to (0, 0),
    # where it is stored with only dimension 1 checked (every element inside)
    m, ctx = kernel(f"""
  %c5 = arith.constant 5 : i64
  %c6 = arith.constant 6 : i64
  %c1 = arith.constant 1 : i64
  %o3 = arith.constant 3 : i32
  %o4 = arith.constant 4 : i32
  %m3 = arith.constant -3 : i32
  %m4 = arith.constant -4 : i32
  %p = tt.make_tensor_ptr %x, [%c5, %c6], [%c6, %c1], [%o3, %o4] {{order = array<i32: 1, 0>}} : <tensor<4x4xf32>>
  %v = tt.load %p {{boundaryCheck = array<i32: 0, 1>, padding = {padding} : i32}} : !tt.ptr<tensor<4x4xf32>>
  %q = tt.make_tensor_ptr %y, [%c5, %c6], [%c6, %c1], [%o3, %o4] {{order = array<i32: 1, 0>}} : <tensor<4x4xf32>>
  %q0 = tt.advance %q, [%m3, %m4] : <tensor<4x4xf32>>
  tt.store %q0, %v {{boundaryCheck = array<i32: 1>}} : !tt.ptr<tensor<4x4xf32>>""",
                    "%x: !tt.ptr<f32>, %y: !tt.ptr<f32>")
    x = np.arange(30, dtype=np.float32).reshape(5, 6)
    res = run_kernel(m, buffers={"arg0": x, "arg1": np.full((5, 6), -1, np.float32)}, triton_version=ctx)
    block = np.full((4, 4), fill, np.float32)
    block[:2, :2] = x[3:5, 4:6]
    expect = np.full((5, 6), -1, np.float32)
    expect[:4, :4] = block
    np.testing.assert_array_equal(res.buffers_after["arg1"], expect)


def test_block_pointer_unchecked_dimension_is_out_of_bounds():
    # reference by hand: block element (1, 2) at (4, 6) of a 5x6 tensor is its 31st element (byte 120 of 120):
    # without a boundary check the access is out of bounds, element 6 of the block
    m, ctx = kernel("""
  %c5 = arith.constant 5 : i64
  %c6 = arith.constant 6 : i64
  %c1 = arith.constant 1 : i64
  %o3 = arith.constant 3 : i32
  %o4 = arith.constant 4 : i32
  %p = tt.make_tensor_ptr %x, [%c5, %c6], [%c6, %c1], [%o3, %o4] {order = array<i32: 1, 0>} : <tensor<4x4xf32>>
  %v = tt.load %p : !tt.ptr<tensor<4x4xf32>>""", "%x: !tt.ptr<f32>")
    with pytest.raises(OutOfBounds) as e:
        run_kernel(m, buffers={"arg0": np.zeros((5, 6), np.float32)}, triton_version=ctx)
    assert e.value.index == 6 and "byte 120 of buffer 'arg0', which has 120 bytes" in str(e.value)


def test_fma_rounds_once_where_float64_would_round_twice():
    # reference: Python fractions, the exact a*b + c rounded once to float32 (ties to even) by hand
    from fractions import Fraction
    rng = np.random.default_rng(5)
    a = rng.standard_normal(4096).astype(np.float32)
    b = rng.standard_normal(4096).astype(np.float32)
    # c chosen so that a*b + c is near a float32 midpoint: -(a*b) rounded to float32, plus half an ulp
    ab = a.astype(np.float64) * b
    c = (-(ab.astype(np.float32)) + np.spacing(np.abs(ab).astype(np.float32)) * np.float32(0.5) * 1e-3).astype(np.float32)
    c[:8] = [1.0, 3e-8, -1.0, 2.0**-24, 5.0, 2.0**-80, 1e30, 0.5]  # [5]: (1 + 2^-12)^2 is an f32 midpoint
    a[:8] = [1 + 2**-23, 1.0, 3.0, 1 + 2**-12, 1.0, 1 + 2**-12, 1.0, 2**-13]
    b[:8] = [1 + 2**-22, 2**-25 + 2**-49, 7.0, 1 - 2**-12, 2**-30, 1 + 2**-12, 1.0, 1 + 2**-11]

    def exact(x, y, z):
        q = Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z))
        lo = np.float32(float(q))
        lo_f = Fraction(float(lo))
        if lo_f == q:
            return lo
        other = np.nextafter(lo, np.float32(np.inf) if q > lo_f else np.float32(-np.inf))
        d_lo, d_other = abs(q - lo_f), abs(q - Fraction(float(other)))
        if d_lo != d_other:
            return lo if d_lo < d_other else other
        return lo if not (lo.view(np.uint32) & 1) else other

    n = 8
    for start in range(0, 64, n):
        sl = slice(start, start + n)
        got = elementwise("math.fma %a, %b, %c : tensor<8xf32>", a[sl], b[sl], ty="f32", out="f32", c=c[sl])
        expect = np.array([exact(x, y, z) for x, y, z in zip(a[sl], b[sl], c[sl])], dtype=np.float32)
        np.testing.assert_array_equal(got, expect)


def test_runaway_recursion_is_an_error():
    # reference: @f calls itself without end; the run stops at the call depth limit with an error, not a crash
    text = """module {
  tt.func private @f(%n: i32) -> i32 {
    %r = tt.call @f(%n) : (i32) -> i32
    tt.return %r : i32
  }
  tt.func public @k(%o: !tt.ptr<i32>) {
    %c = arith.constant 1 : i32
    %r = tt.call @f(%c) : (i32) -> i32
    tt.store %o, %r : !tt.ptr<i32>
    tt.return
  }
}
"""
    ctx = Context("3.6")
    m = parse_source(text, "k.mlir", context=ctx)
    with pytest.raises(InterpError, match="calls nest more than 64 deep"):
        run_kernel(m, buffers={"arg0": np.zeros(1, np.int32)}, triton_version=ctx)


@pytest.mark.parametrize("ty,dt", [(8, np.int8), (32, np.int32), (64, np.int64)])
def test_integer_atomic_add_many_lanes_per_address(ty, dt):
    # reference: the lanes one after another in element order, in Python integers wrapped to the width
    from pyopt.interp.memory import Memory
    from pyopt.ir import types as T
    rng = np.random.default_rng(ty)
    mem = Memory()
    init = rng.integers(np.iinfo(dt).min, np.iinfo(dt).max, 5, dtype=dt)
    base = mem.bind("x", init.copy())
    size = np.dtype(dt).itemsize
    idx = rng.integers(0, 5, 3000)
    vals = rng.integers(np.iinfo(dt).min, np.iinfo(dt).max, 3000, dtype=dt)
    mask = rng.integers(0, 4, 3000) > 0
    old = mem.atomic("add", base + size * idx, vals, T.IntegerType(ty), mask)
    cur = [int(v) for v in init]
    expect = []
    for i in range(3000):
        if not mask[i]:
            expect.append(0)
            continue
        expect.append(cur[idx[i]])
        w = 2**ty
        cur[idx[i]] = ((cur[idx[i]] + int(vals[i]) + w // 2) % w) - w // 2
    assert old.tolist() == expect
    assert mem.contents("x", dt).tolist() == cur


I64 = [0, 1, -1, 2**63 - 1, -(2**63), 0x123456789ABCDEF0 - 2**64 + 2**63, 2**32, -(2**32) + 7]
J64 = [5, -1, -1, 2**63 - 1, -1, 0x7EDCBA9876543210, 2**32 + 1, 2**40 - 3]


def _s64(x: int) -> int:
    return ((x + 2**63) % 2**64) - 2**63


@pytest.mark.parametrize("op, which, ref", [
    ("arith.mulsi_extended", 0, lambda x, y: x * y),
    ("arith.mulsi_extended", 1, lambda x, y: (x * y) >> 64),
    ("arith.mului_extended", 0, lambda x, y: (x % 2**64) * (y % 2**64)),
    ("arith.mului_extended", 1, lambda x, y: ((x % 2**64) * (y % 2**64)) >> 64),
    ("tt.mulhiui", 0, lambda x, y: ((x % 2**64) * (y % 2**64)) >> 64),
])
def test_64_bit_extended_products(op, which, ref):
    # reference: Python's exact integers, the 128-bit product's low or high word as i64
    results = "%r0, %r1" if "extended" in op else "%r0"
    body = f"""
  %i = tt.make_range {{end = 8 : i32, start = 0 : i32}} : tensor<8xi32>
  %pa = tt.splat %x : !tt.ptr<i64> -> tensor<8x!tt.ptr<i64>>
  %qa = tt.addptr %pa, %i : tensor<8x!tt.ptr<i64>>, tensor<8xi32>
  %a = tt.load %qa : tensor<8x!tt.ptr<i64>>
  %pb = tt.splat %y : !tt.ptr<i64> -> tensor<8x!tt.ptr<i64>>
  %qb = tt.addptr %pb, %i : tensor<8x!tt.ptr<i64>>, tensor<8xi32>
  %b = tt.load %qb : tensor<8x!tt.ptr<i64>>
  {results} = {op} %a, %b : tensor<8xi64>
  %po = tt.splat %o : !tt.ptr<i64> -> tensor<8x!tt.ptr<i64>>
  %qo = tt.addptr %po, %i : tensor<8x!tt.ptr<i64>>, tensor<8xi32>
  tt.store %qo, %r{which} : tensor<8x!tt.ptr<i64>>"""
    m, ctx = kernel(body, "%x: !tt.ptr<i64>, %y: !tt.ptr<i64>, %o: !tt.ptr<i64>")
    res = run_kernel(m, buffers={"arg0": np.array(I64, dtype=np.int64), "arg1": np.array(J64, dtype=np.int64),
                                 "arg2": np.zeros(8, np.int64)}, triton_version=ctx)
    assert res.buffers_after["arg2"].tolist() == [_s64(ref(x, y)) for x, y in zip(I64, J64)]
