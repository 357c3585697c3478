"""The interpreter's complex ops end to end (issue 28, pyopt/interp/ops_complex.py):
kernels of our own, run by ``run_kernel``, their stored values compared with
references computed here independently with numpy (cumsum, explicit loops,
bincount, slicing), never through the interpreter.

The kernels' syntax is what the wheels print (TTIR of Triton 3.6.0, TTGIR of
cuda:80/cuda:90 and gfx942); the semantics each test pins are named in it.
"""

from __future__ import annotations

import numpy as np
import pytest

from pyopt.interp import InterpError, run_kernel
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify


def run(src, version="3.6", **kw):
    """Parse and verify ``src`` as ``version`` does, then run it."""
    ctx = Context(version)
    module = parse_source(src, "test.mlir", context=ctx)
    verify(module, context=ctx)
    return run_kernel(module, triton_version=ctx, **kw)


def tile(name, ptr, rows, cols, elem):
    """SSA lines making ``%{name}``: a rows x cols tensor of pointers ptr + r*cols + c."""
    t = f"{rows}x{cols}"
    return f"""
    %{name}_r = tt.make_range {{end = {rows} : i32, start = 0 : i32}} : tensor<{rows}xi32>
    %{name}_c = tt.make_range {{end = {cols} : i32, start = 0 : i32}} : tensor<{cols}xi32>
    %{name}_re = tt.expand_dims %{name}_r {{axis = 1 : i32}} : tensor<{rows}xi32> -> tensor<{rows}x1xi32>
    %{name}_ce = tt.expand_dims %{name}_c {{axis = 0 : i32}} : tensor<{cols}xi32> -> tensor<1x{cols}xi32>
    %{name}_n = arith.constant dense<{cols}> : tensor<{rows}x1xi32>
    %{name}_rm = arith.muli %{name}_re, %{name}_n : tensor<{rows}x1xi32>
    %{name}_rb = tt.broadcast %{name}_rm : tensor<{rows}x1xi32> -> tensor<{t}xi32>
    %{name}_cb = tt.broadcast %{name}_ce : tensor<1x{cols}xi32> -> tensor<{t}xi32>
    %{name}_o = arith.addi %{name}_rb, %{name}_cb : tensor<{t}xi32>
    %{name}_s = tt.splat {ptr} : !tt.ptr<{elem}> -> tensor<{t}x!tt.ptr<{elem}>>
    %{name} = tt.addptr %{name}_s, %{name}_o : tensor<{t}x!tt.ptr<{elem}>>, tensor<{t}xi32>
"""


# ---------------------------------------------------------------------------
# tt.reduce, tt.scan
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("reverse", ["false", "true"])
def test_scan_rows_non_commutative(reverse):
    # (m, c) pairs are maps x -> m*x + c; the combine region composes them
    # (first the earlier, then the later): associative, not commutative, so
    # the scan's order shows
    src = f"""module {{
  tt.func public @k(%x: !tt.ptr<i32>, %y: !tt.ptr<i32>, %z: !tt.ptr<i32>) {{
    {tile("px", "%x", 4, 8, "i32")}
    {tile("py", "%y", 4, 8, "i32")}
    {tile("pz", "%z", 4, 8, "i32")}
    %m = tt.load %px : tensor<4x8x!tt.ptr<i32>>
    %c = tt.load %py : tensor<4x8x!tt.ptr<i32>>
    %s:2 = "tt.scan"(%m, %c) <{{axis = 1 : i32, reverse = {reverse}}}> ({{
    ^bb0(%m1: i32, %c1: i32, %m2: i32, %c2: i32):
      %mm = arith.muli %m1, %m2 : i32
      %cm = arith.muli %c1, %m2 : i32
      %cc = arith.addi %cm, %c2 : i32
      tt.scan.return %mm, %cc : i32, i32
    }}) : (tensor<4x8xi32>, tensor<4x8xi32>) -> (tensor<4x8xi32>, tensor<4x8xi32>)
    tt.store %px, %s#0 : tensor<4x8x!tt.ptr<i32>>
    tt.store %pz, %s#1 : tensor<4x8x!tt.ptr<i32>>
    tt.return
  }}
}}"""
    rng = np.random.default_rng(0)
    m = rng.integers(-3, 4, (4, 8)).astype(np.int32)
    c = rng.integers(-3, 4, (4, 8)).astype(np.int32)
    res = run(src, buffers={"0": m.copy(), "1": c, "2": np.zeros((4, 8), np.int32)}).buffers_after
    em, ec = np.zeros_like(m), np.zeros_like(c)
    for r in range(4):
        acc = None
        for j in (range(7, -1, -1) if reverse == "true" else range(8)):
            acc = (m[r, j], c[r, j]) if acc is None else (acc[0] * m[r, j], acc[1] * m[r, j] + c[r, j])
            em[r, j], ec[r, j] = acc
    assert (res["0"] == em).all() and (res["2"] == ec).all()


def test_reduce_argmax_rows_and_rank1_sum():
    src = f"""module {{
  tt.func public @k(%x: !tt.ptr<f32>, %vmax: !tt.ptr<f32>, %imax: !tt.ptr<i32>, %total: !tt.ptr<f32>) {{
    {tile("px", "%x", 4, 8, "f32")}
    %v = tt.load %px : tensor<4x8x!tt.ptr<f32>>
    %r = tt.make_range {{end = 8 : i32, start = 0 : i32}} : tensor<8xi32>
    %re = tt.expand_dims %r {{axis = 0 : i32}} : tensor<8xi32> -> tensor<1x8xi32>
    %idx = tt.broadcast %re : tensor<1x8xi32> -> tensor<4x8xi32>
    %red:2 = "tt.reduce"(%v, %idx) <{{axis = 1 : i32}}> ({{
    ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
      %eq = arith.cmpf oeq, %a, %b : f32
      %lt = arith.cmpi slt, %ai, %bi : i32
      %tie = arith.andi %eq, %lt : i1
      %gt = arith.cmpf ogt, %a, %b : f32
      %keep = arith.ori %gt, %tie : i1
      %rv = arith.select %keep, %a, %b : f32
      %ri = arith.select %keep, %ai, %bi : i32
      tt.reduce.return %rv, %ri : f32, i32
    }}) : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    %o = tt.make_range {{end = 4 : i32, start = 0 : i32}} : tensor<4xi32>
    %pv0 = tt.splat %vmax : !tt.ptr<f32> -> tensor<4x!tt.ptr<f32>>
    %pv = tt.addptr %pv0, %o : tensor<4x!tt.ptr<f32>>, tensor<4xi32>
    tt.store %pv, %red#0 : tensor<4x!tt.ptr<f32>>
    %pi0 = tt.splat %imax : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
    %pi = tt.addptr %pi0, %o : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
    tt.store %pi, %red#1 : tensor<4x!tt.ptr<i32>>
    %sum = "tt.reduce"(%red#0) <{{axis = 0 : i32}}> ({{
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }}) : (tensor<4xf32>) -> f32
    tt.store %total, %sum : !tt.ptr<f32>
    tt.return
  }}
}}"""
    x = np.array([[1, 5, 5, 0, 2, 3, 4, 5],
                  [-1, -2, -3, -4, -5, -6, -7, -8],
                  [0, 0, 0, 0, 0, 0, 0, 9],
                  [7, 7, 7, 7, 7, 7, 7, 7]], dtype=np.float32)
    res = run(src, buffers={"0": x, "1": np.zeros(4, np.float32), "2": np.zeros(4, np.int32),
                            "3": np.zeros(1, np.float32)}).buffers_after
    assert res["1"].tolist() == [5, -1, 9, 7]
    assert res["2"].tolist() == [1, 0, 7, 0]          # ties: the first index
    assert res["3"][0] == 5 - 1 + 9 + 7


# ---------------------------------------------------------------------------
# tt.dot
# ---------------------------------------------------------------------------

DOT_TTIR = """module {{
  tt.func public @k(%a: !tt.ptr<{ea}>, %b: !tt.ptr<{ea}>, %d: !tt.ptr<{ed}>) {{
    {pa}
    {pb}
    {pd}
    %av = tt.load %pa : tensor<16x16x!tt.ptr<{ea}>>
    %bv = tt.load %pb : tensor<16x16x!tt.ptr<{ea}>>
    %c = arith.constant dense<{zero}> : tensor<16x16x{ed}>
    %dv = tt.dot %av, %bv, %c{prec} : tensor<16x16x{ea}> * tensor<16x16x{ea}> -> tensor<16x16x{ed}>
    tt.store %pd, %dv : tensor<16x16x!tt.ptr<{ed}>>
    tt.return
  }}
}}"""


def dot_kernel(ea, ed, prec=""):
    zero = "0" if ed.startswith("i") else "0.000000e+00"
    return DOT_TTIR.format(ea=ea, ed=ed, zero=zero, prec=prec, pa=tile("pa", "%a", 16, 16, ea),
                           pb=tile("pb", "%b", 16, 16, ea), pd=tile("pd", "%d", 16, 16, ed))


def test_dot_f16_in_f32():
    rng = np.random.default_rng(1)
    a = rng.integers(-8, 8, (16, 16)).astype(np.float16) / 4
    b = rng.integers(-8, 8, (16, 16)).astype(np.float16) / 4
    out = run(dot_kernel("f16", "f32"), buffers={"0": a, "1": b, "2": np.zeros((16, 16), np.float32)})
    assert (out.buffers_after["2"] == a.astype(np.float64) @ b.astype(np.float64)).all()


def test_dot_i8_in_i32():
    rng = np.random.default_rng(2)
    a = rng.integers(-128, 128, (16, 16)).astype(np.int8)
    b = rng.integers(-128, 128, (16, 16)).astype(np.int8)
    out = run(dot_kernel("i8", "i32"), buffers={"0": a, "1": b, "2": np.zeros((16, 16), np.int32)})
    assert (out.buffers_after["2"] == a.astype(np.int64) @ b.astype(np.int64)).all()


@pytest.mark.parametrize("prec,expect", [(", inputPrecision = tf32", 16.0), ("", 16 * (1 + 2 ** -12))])
def test_dot_f32_tf32_and_ieee(prec, expect):
    a = np.full((16, 16), 1 + 2 ** -12, dtype=np.float32)
    b = np.ones((16, 16), dtype=np.float32)
    out = run(dot_kernel("f32", "f32", prec), buffers={"0": a, "1": b, "2": np.zeros((16, 16), np.float32)})
    assert (out.buffers_after["2"] == np.float32(expect)).all()


# ---------------------------------------------------------------------------
# tt.histogram, tt.gather
# ---------------------------------------------------------------------------


def test_histogram_with_mask_and_gather():
    src = f"""module {{
  tt.func public @k(%x: !tt.ptr<i32>, %h: !tt.ptr<i32>, %g: !tt.ptr<f32>, %t: !tt.ptr<f32>) {{
    %r = tt.make_range {{end = 16 : i32, start = 0 : i32}} : tensor<16xi32>
    %px0 = tt.splat %x : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
    %px = tt.addptr %px0, %r : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
    %v = tt.load %px : tensor<16x!tt.ptr<i32>>
    %ten = arith.constant dense<10> : tensor<16xi32>
    %m = arith.cmpi slt, %r, %ten : tensor<16xi32>
    %hist = tt.histogram %v, %m : tensor<16xi32> -> tensor<8xi32>
    %r8 = tt.make_range {{end = 8 : i32, start = 0 : i32}} : tensor<8xi32>
    %ph0 = tt.splat %h : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
    %ph = tt.addptr %ph0, %r8 : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
    tt.store %ph, %hist : tensor<8x!tt.ptr<i32>>
    {tile("pt", "%t", 4, 8, "f32")}
    %tv = tt.load %pt : tensor<4x8x!tt.ptr<f32>>
    %seven = arith.constant dense<7> : tensor<16xi32>
    %i1 = arith.andi %v, %seven : tensor<16xi32>
    %i2 = tt.reshape %i1 : tensor<16xi32> -> tensor<4x4xi32>
    %gv = tt.gather %tv[%i2] {{axis = 1 : i32}} : (tensor<4x8xf32>, tensor<4x4xi32>) -> tensor<4x4xf32>
    {tile("pg", "%g", 4, 4, "f32")}
    tt.store %pg, %gv : tensor<4x4x!tt.ptr<f32>>
    tt.return
  }}
}}"""
    x = np.array([0, 1, 1, 3, 7, 15, 9, -1, 2, 2, 5, 5, 5, 5, 5, 5], dtype=np.int32)
    table = np.arange(32, dtype=np.float32).reshape(4, 8) * 10
    res = run(src, buffers={"0": x, "1": np.zeros(8, np.int32), "2": np.zeros((4, 4), np.float32),
                            "3": table}).buffers_after
    want = np.zeros(8, np.int64)
    for v in x[:10]:
        want[v & 7] += 1                      # the low bits of each value: 15 -> 7, 9 -> 1, -1 -> 7
    assert res["1"].tolist() == want.tolist()
    idx = (x & 7).reshape(4, 4)
    assert (res["2"] == np.array([[table[i, idx[i, j]] for j in range(4)] for i in range(4)])).all()


def test_gather_index_out_of_range_is_an_error():
    src = """module {
  tt.func public @k(%t: !tt.ptr<f32>) {
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %p0 = tt.splat %t : !tt.ptr<f32> -> tensor<4x!tt.ptr<f32>>
    %p = tt.addptr %p0, %r : tensor<4x!tt.ptr<f32>>, tensor<4xi32>
    %v = tt.load %p : tensor<4x!tt.ptr<f32>>
    %c = arith.constant dense<3> : tensor<4xi32>
    %i = arith.addi %r, %c : tensor<4xi32>
    %g = tt.gather %v[%i] {axis = 0 : i32} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
    tt.store %p, %g : tensor<4x!tt.ptr<f32>>
    tt.return
  }
}"""
    with pytest.raises(InterpError, match=r"gather index 4 out of range \[0, 4\) \(element 1"):
        run(src, buffers={"0": np.zeros(4, np.float32)})


# ---------------------------------------------------------------------------
# Shared memory (TTGIR, Triton 3.9's syntax)
# ---------------------------------------------------------------------------

SMEM_HEADER = """#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {"""


def test_shared_memory_views_and_async_copy():
    src = SMEM_HEADER + f"""
  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %z: !tt.ptr<f32>, %w: !tt.ptr<f32>) {{
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    {tile("px", "%x", 8, 4, "f32")}
    {tile("py", "%y", 4, 8, "f32")}
    {tile("pz", "%z", 4, 4, "f32")}
    {tile("pw", "%w", 8, 4, "f32")}
    %v = tt.load %px : tensor<8x4x!tt.ptr<f32>>
    %a = ttg.local_alloc %v : (tensor<8x4xf32>) -> !ttg.memdesc<8x4xf32, #shared, #smem>
    %t = ttg.memdesc_trans %a {{order = array<i32: 1, 0>}} : !ttg.memdesc<8x4xf32, #shared, #smem> -> !ttg.memdesc<4x8xf32, #shared1, #smem>
    %tv = ttg.local_load %t : !ttg.memdesc<4x8xf32, #shared1, #smem> -> tensor<4x8xf32>
    tt.store %py, %tv : tensor<4x8x!tt.ptr<f32>>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x8x4xf32, #shared, #smem, mutable>
    %b1 = ttg.memdesc_index %buf[%c1] : !ttg.memdesc<2x8x4xf32, #shared, #smem, mutable> -> !ttg.memdesc<8x4xf32, #shared, #smem, mutable>
    ttg.local_store %v, %b1 : tensor<8x4xf32> -> !ttg.memdesc<8x4xf32, #shared, #smem, mutable>
    %s = ttg.memdesc_subslice %b1[4, 0] : !ttg.memdesc<8x4xf32, #shared, #smem, mutable> -> !ttg.memdesc<4x4xf32, #shared, #smem, mutable, 8x4>
    %sv = ttg.local_load %s : !ttg.memdesc<4x4xf32, #shared, #smem, mutable, 8x4> -> tensor<4x4xf32>
    tt.store %pz, %sv : tensor<4x4x!tt.ptr<f32>>
    %b0 = ttg.memdesc_index %buf[%c0] : !ttg.memdesc<2x8x4xf32, #shared, #smem, mutable> -> !ttg.memdesc<8x4xf32, #shared, #smem, mutable>
    %five = arith.constant dense<5> : tensor<8x1xi32>
    %rows = arith.cmpi slt, %px_re, %five : tensor<8x1xi32>
    %m = tt.broadcast %rows : tensor<8x1xi1> -> tensor<8x4xi1>
    %other = arith.constant dense<-1.000000e+00> : tensor<8x4xf32>
    %tok = ttg.async_copy_global_to_local %px, %b0 mask %m other %other : tensor<8x4x!tt.ptr<f32>> -> <8x4xf32, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %tok
    %wt = ttg.async_wait %g {{num = 0 : i32}}
    %lv = ttg.local_load %b0 token %wt : !ttg.memdesc<8x4xf32, #shared, #smem, mutable> -> tensor<8x4xf32>
    tt.store %pw, %lv : tensor<8x4x!tt.ptr<f32>>
    ttg.local_dealloc %buf : !ttg.memdesc<2x8x4xf32, #shared, #smem, mutable>
    tt.return
  }}
}}"""
    x = np.arange(32, dtype=np.float32).reshape(8, 4) + 0.5
    res = run(src, "3.9", buffers={"0": x, "1": np.zeros((4, 8), np.float32), "2": np.zeros((4, 4), np.float32),
                                   "3": np.zeros((8, 4), np.float32)}).buffers_after
    assert (res["1"] == x.T).all()
    assert (res["2"] == x[4:8]).all()
    want = x.copy()
    want[5:] = -1
    assert (res["3"] == want).all()


def test_local_store_rounds_to_the_element_type_and_index_checked():
    src = SMEM_HEADER + """
  tt.func public @k(%x: !tt.ptr<f32>, %i: i32) {
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %p0 = tt.splat %x : !tt.ptr<f32> -> tensor<4x!tt.ptr<f32>>
    %p = tt.addptr %p0, %r : tensor<4x!tt.ptr<f32>>, tensor<4xi32>
    %v = tt.load %p : tensor<4x!tt.ptr<f32>>
    %h = arith.truncf %v : tensor<4xf32> to tensor<4xbf16>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x4xbf16, #shared2, #smem, mutable>
    %b = ttg.memdesc_index %buf[%i] : !ttg.memdesc<2x4xbf16, #shared2, #smem, mutable> -> !ttg.memdesc<4xbf16, #shared2, #smem, mutable>
    ttg.local_store %h, %b : tensor<4xbf16> -> !ttg.memdesc<4xbf16, #shared2, #smem, mutable>
    %l = ttg.local_load %b : !ttg.memdesc<4xbf16, #shared2, #smem, mutable> -> tensor<4xbf16>
    %e = arith.extf %l : tensor<4xbf16> to tensor<4xf32>
    tt.store %p, %e : tensor<4x!tt.ptr<f32>>
    tt.return
  }
}"""
    x = np.array([1.0, 1 + 2 ** -9, 3.0, -2 ** -20], dtype=np.float32)
    out = run(src, "3.9", buffers={"0": x.copy()}, scalars={"1": 1}).buffers_after["0"]
    # bf16 keeps 8 significant bits: 1 + 2^-9 rounds to 1 (nearest even)
    assert out.tolist() == [1.0, 1.0, 3.0, -2 ** -20]
    with pytest.raises(InterpError, match=r"index 2 out of range \[0, 2\)"):
        run(src, "3.9", buffers={"0": x.copy()}, scalars={"1": 2})


# ---------------------------------------------------------------------------
# Tensor descriptors (TTIR of Triton 3.6.0)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("padding,fill", [("", 0.0), (" {padding = 2 : i32}", np.nan)])
def test_descriptor_load_store_reduce_out_of_bounds(padding, fill):
    # a 6x5 tensor (row stride 8) read in 4x4 blocks at (4, 3): rows 4..7 and
    # columns 3..6 of which rows 6, 7 and columns 5, 6 are outside: they read
    # as the padding and are neither stored nor reduced into
    src = f"""module {{
  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %out: !tt.ptr<f32>) {{
    %c6 = arith.constant 6 : i32
    %c5 = arith.constant 5 : i32
    %c4 = arith.constant 4 : i32
    %c3 = arith.constant 3 : i32
    %c0 = arith.constant 0 : i32
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %x, [%c6, %c5], [%c8_i64, %c1_i64]{padding} : <f32>, <tensor<4x4xf32>>
    %e = tt.make_tensor_descriptor %y, [%c6, %c5], [%c8_i64, %c1_i64] : <f32>, <tensor<4x4xf32>>
    %v = tt.descriptor_load %d[%c4, %c3] : !tt.tensordesc<tensor<4x4xf32>> -> tensor<4x4xf32>
    {tile("po", "%out", 4, 4, "f32")}
    tt.store %po, %v : tensor<4x4x!tt.ptr<f32>>
    %w = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<4x4xf32>> -> tensor<4x4xf32>
    tt.descriptor_store %e[%c4, %c3], %w : !tt.tensordesc<tensor<4x4xf32>>, tensor<4x4xf32>
    tt.descriptor_reduce add, %e[%c3, %c3], %w : !tt.tensordesc<tensor<4x4xf32>>, tensor<4x4xf32>
    tt.return
  }}
}}"""
    x = np.arange(48, dtype=np.float32).reshape(6, 8)
    y = np.full((6, 8), 100, dtype=np.float32)
    res = run(src, buffers={"0": x, "1": y.copy(), "2": np.zeros((4, 4), np.float32)}).buffers_after
    want = np.full((4, 4), fill, dtype=np.float32)
    want[:2, :2] = x[4:6, 3:5]
    np.testing.assert_array_equal(res["2"], want)
    ref = y.copy()
    ref[4:6, 3:5] = x[0:2, 0:2]                 # the store, clipped to the 6x5 tensor
    ref[3:6, 3:5] += x[0:3, 0:2]                # the reduction, clipped
    np.testing.assert_array_equal(res["1"], ref)


# ---------------------------------------------------------------------------
# AMD buffer ops (gfx942 TTGIR, Triton 3.6.0's syntax)
# ---------------------------------------------------------------------------

AMD_HEADER = """module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {"""


def test_buffer_ops_offsets_masks_and_out_of_range_lanes():
    # lane offsets: 0..7 shifted by %shift; a negative offset is outside the
    # buffer resource (the byte offset is unsigned): loads read 0 there
    # (BufferOpsEmitter.cpp: num_records = INT32_MAX - 1 bytes) and stores
    # and atomics skip the lane
    src = AMD_HEADER + """
  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %cnt: !tt.ptr<i32>, %shift: i32) {
    %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %s = tt.splat %shift : i32 -> tensor<8xi32>
    %o = arith.addi %r, %s : tensor<8xi32>
    %six = arith.constant dense<6> : tensor<8xi32>
    %m = arith.cmpi slt, %r, %six : tensor<8xi32>
    %other = arith.constant dense<-7.000000e+00> : tensor<8xf32>
    %v = amdg.buffer_load %x[%o], %m, %other : tensor<8xf32>
    amdg.buffer_store %v, %y[%r] : tensor<8xf32>
    %w = amdg.buffer_load %x[%o] : tensor<8xf32>
    %ten = arith.constant dense<10> : tensor<8xi32>
    %o2 = arith.addi %r, %ten : tensor<8xi32>
    amdg.buffer_store %w, %y[%o2], %m : tensor<8xf32>
    %one = arith.constant dense<1> : tensor<8xi32>
    %z = arith.constant dense<0> : tensor<8xi32>
    %old = amdg.buffer_atomic_rmw add, acq_rel, gpu, %one, %cnt[%z], %m : tensor<8xi32>
    %neg = arith.constant dense<-1> : tensor<8xi32>
    %old2 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %one, %cnt[%neg] : tensor<8xi32>
    %sum = arith.addi %old, %old2 : tensor<8xi32>
    %c1 = arith.constant 1 : i32
    %c1s = tt.splat %c1 : i32 -> tensor<8xi32>
    %o3 = arith.addi %r, %c1s : tensor<8xi32>
    amdg.buffer_store %sum, %cnt[%o3] : tensor<8xi32>
    tt.return
  }
}"""
    x = np.arange(16, dtype=np.float32) + 1
    res = run(src, buffers={"0": x, "1": np.zeros(20, np.float32), "2": np.zeros(9, np.int32)},
              scalars={"3": -2}).buffers_after
    lanes = np.arange(8) - 2
    want = np.zeros(20, np.float32)
    want[:8] = np.where(np.arange(8) < 6, np.where(lanes >= 0, x[np.maximum(lanes, 0)], 0.0), -7.0)
    w = np.where(lanes >= 0, x[np.maximum(lanes, 0)], 0.0)
    want[10:16] = w[:6]
    np.testing.assert_array_equal(res["1"], want)
    cnt = res["2"]
    assert cnt[0] == 6                                 # six unmasked lanes added 1, in lane order
    assert cnt[1:].tolist() == list(range(6)) + [0, 0]  # old values (masked-off lanes: 0); the -1 lanes: 0


# ---------------------------------------------------------------------------
# NVIDIA: tensor maps, TMA, wgmma (cuda:90 TTGIR, Triton 3.9's syntax)
# ---------------------------------------------------------------------------

HOPPER_HEADER = """#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {"""


@pytest.mark.parametrize("use_c,cast", [(True, False), (False, False), (True, True)])
def test_tma_and_warp_group_dot(use_c, cast):
    # A (64x16) and B (16x32) come through tensor maps and TMA; B's map covers
    # only 12 of its 16 rows, so rows 12..15 arrive as zeros; D = A @ B (+ C)
    # leaves through a TMA store whose block overhangs the 70x32 output (with ``cast``, its tensor
    # map is made from an i8 pointer: the strides are bytes whatever the pointer's type)
    dptr, dty = ("%d8", "!tt.ptr<i8>") if cast else ("%d", "!tt.ptr<f32>")
    src = HOPPER_HEADER + f"""
  tt.func public @k(%a: !tt.ptr<f16>, %b: !tt.ptr<f16>, %d: !tt.ptr<f32>, %c: !tt.ptr<f32>) {{
    %true = arith.constant true
    %useC = arith.constant {"true" if use_c else "false"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c12 = arith.constant 12 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c70 = arith.constant 70 : i32
    %c8 = arith.constant 8 : i32
    %s32 = arith.constant 32 : i64
    %s64 = arith.constant 64 : i64
    %s128 = arith.constant 128 : i64
    %ma = ttg.global_scratch_alloc {{alignment = 128 : i32, nbytes = 128 : i32}} : !tt.ptr<i8>
    ttng.tensormap_create %ma, %a, [%c16, %c64], [%c16, %c64], [%s32], [%c1, %c1] {{elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 1 : i32}} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %ma : !tt.ptr<i8>
    %da = ttng.reinterpret_tensor_descriptor %ma : !tt.ptr<i8> to !tt.tensordesc<64x16xf16, #shared>
    %mb = ttg.global_scratch_alloc {{alignment = 128 : i32, nbytes = 128 : i32}} : !tt.ptr<i8>
    ttng.tensormap_create %mb, %b, [%c32, %c16], [%c32, %c12], [%s64], [%c1, %c1] {{elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 1 : i32}} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    %db = ttng.reinterpret_tensor_descriptor %mb : !tt.ptr<i8> to !tt.tensordesc<16x32xf16, #shared>
    %md = ttg.global_scratch_alloc {{alignment = 128 : i32, nbytes = 128 : i32}} : !tt.ptr<i8>
    %d8 = tt.bitcast %d : !tt.ptr<f32> -> !tt.ptr<i8>
    ttng.tensormap_create %md, {dptr}, [%c32, %c64], [%c32, %c70], [%s128], [%c1, %c1] {{elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 0 : i32}} : (!tt.ptr<i8>, {dty}, i32, i32, i32, i32, i64, i32, i32) -> ()
    %dd = ttng.reinterpret_tensor_descriptor %md : !tt.ptr<i8> to !tt.tensordesc<64x32xf32, #shared>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %sa = ttg.local_alloc : () -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable>
    %sb = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    ttng.barrier_expect %bar, 3072, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %da[%c0, %c0] %sa, %bar, %true : !tt.tensordesc<64x16xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %db[%c0, %c0] %sb, %bar, %true : !tt.tensordesc<16x32xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    {tile("pc", "%c", 64, 32, "f32")}
    %cv0 = tt.load %pc : tensor<64x32x!tt.ptr<f32>>
    %cv = ttg.convert_layout %cv0 : tensor<64x32xf32> -> tensor<64x32xf32, #mma>
    %acc = ttng.warp_group_dot %sa, %sb, %cv, %useC {{inputPrecision = 0 : i32, isAsync = true}} : !ttg.memdesc<64x16xf16, #shared, #smem, mutable> * !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> tensor<64x32xf32, #mma>
    %w:3 = ttng.warp_group_dot_wait %acc, %sa, %sb {{pendings = 0 : i32}} : tensor<64x32xf32, #mma>, !ttg.memdesc<64x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %so = ttg.local_alloc %w#0 : (tensor<64x32xf32, #mma>) -> !ttg.memdesc<64x32xf32, #shared, #smem>
    ttng.fence_async_shared {{bCluster = false}}
    ttng.async_tma_copy_local_to_global %dd[%c8, %c0] %so : !tt.tensordesc<64x32xf32, #shared>, !ttg.memdesc<64x32xf32, #shared, #smem>
    ttng.async_tma_reduce add, %dd[%c0, %c0] %so : !tt.tensordesc<64x32xf32, #shared>, !ttg.memdesc<64x32xf32, #shared, #smem>
    ttng.async_tma_store_wait {{pendings = 0 : i32}}
    tt.return
  }}
}}"""
    rng = np.random.default_rng(7)
    a = rng.integers(-4, 5, (64, 16)).astype(np.float16)
    b = rng.integers(-4, 5, (16, 32)).astype(np.float16)
    c = rng.integers(-4, 5, (64, 32)).astype(np.float32)
    res = run(src, "3.9", buffers={"0": a, "1": b, "2": np.zeros((70, 32), np.float32), "3": c}).buffers_after
    bb = b.astype(np.float64)
    bb[12:] = 0                                     # outside the 12-row tensor map: zero fill
    d = a.astype(np.float64) @ bb + (c if use_c else 0)
    want = np.zeros((70, 32))
    want[8:70] = d[:62]                             # the store's block clipped at row 70
    want[0:64] += d                                 # then the reduction at (0, 0)
    np.testing.assert_array_equal(res["2"], want)


def test_amd_extract_slice_and_concat():
    # concat's sources fill a grid of tiles in row-major order (TritonAMDGPUOps.td's ConcatOp)
    src = """#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
""" + AMD_HEADER + f"""
  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %z: !tt.ptr<f32>) {{
    {tile("px", "%x", 16, 16, "f32")}
    {tile("py", "%y", 8, 8, "f32")}
    {tile("pz", "%z", 16, 32, "f32")}
    %v0 = tt.load %px : tensor<16x16x!tt.ptr<f32>>
    %v = ttg.convert_layout %v0 : tensor<16x16xf32> -> tensor<16x16xf32, #blocked>
    %e = amdg.extract_slice %v [8, 8] : tensor<16x16xf32, #blocked> to tensor<8x8xf32, #blocked>
    %e0 = ttg.convert_layout %e : tensor<8x8xf32, #blocked> -> tensor<8x8xf32>
    tt.store %py, %e0 : tensor<8x8x!tt.ptr<f32>>
    %top = amdg.extract_slice %v [0, 0] : tensor<16x16xf32, #blocked> to tensor<8x16xf32, #blocked>
    %bot = amdg.extract_slice %v [8, 0] : tensor<16x16xf32, #blocked> to tensor<8x16xf32, #blocked>
    %c = amdg.concat %bot, %top, %top, %bot : tensor<8x16xf32, #blocked>, tensor<8x16xf32, #blocked>, tensor<8x16xf32, #blocked>, tensor<8x16xf32, #blocked> -> tensor<16x32xf32, #blocked>
    %c0 = ttg.convert_layout %c : tensor<16x32xf32, #blocked> -> tensor<16x32xf32>
    tt.store %pz, %c0 : tensor<16x32x!tt.ptr<f32>>
    tt.return
  }}
}}"""
    x = np.arange(256, dtype=np.float32).reshape(16, 16)
    res = run(src, buffers={"0": x, "1": np.zeros((8, 8), np.float32), "2": np.zeros((16, 32), np.float32)}).buffers_after
    np.testing.assert_array_equal(res["1"], x[8:, 8:])
    top, bot = x[:8], x[8:]
    np.testing.assert_array_equal(res["2"], np.block([[bot, top], [top, bot]]))


def test_descriptor_gather_and_scatter():
    src = f"""module {{
  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %out: !tt.ptr<f32>, %rows: !tt.ptr<i32>) {{
    %c10 = arith.constant 10 : i32
    %c16 = arith.constant 16 : i32
    %c4 = arith.constant 4 : i32
    %c16_i64 = arith.constant 16 : i64
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %x, [%c10, %c16], [%c16_i64, %c1_i64] : <f32>, <tensor<1x8xf32>>
    %e = tt.make_tensor_descriptor %y, [%c10, %c16], [%c16_i64, %c1_i64] : <f32>, <tensor<1x8xf32>>
    %r = tt.make_range {{end = 8 : i32, start = 0 : i32}} : tensor<8xi32>
    %pr0 = tt.splat %rows : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
    %pr = tt.addptr %pr0, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
    %idx = tt.load %pr : tensor<8x!tt.ptr<i32>>
    %g = tt.descriptor_gather %d[%idx, %c4] : (!tt.tensordesc<tensor<1x8xf32>>, tensor<8xi32>, i32) -> tensor<8x8xf32>
    {tile("po", "%out", 8, 8, "f32")}
    tt.store %po, %g : tensor<8x8x!tt.ptr<f32>>
    tt.descriptor_scatter %e[%idx, %c10], %g : !tt.tensordesc<tensor<1x8xf32>>, tensor<8xi32>, i32, tensor<8x8xf32>
    tt.return
  }}
}}"""
    x = np.arange(160, dtype=np.float32).reshape(10, 16)
    rows = np.array([0, 9, 3, 12, -1, 3, 5, 2], dtype=np.int32)   # 12 and -1 are outside the 10 rows
    res = run(src, "3.6", buffers={"0": x, "1": np.zeros((10, 16), np.float32), "2": np.zeros((8, 8), np.float32),
                                   "3": rows}).buffers_after
    want = np.zeros((8, 8), np.float32)
    for i, r in enumerate(rows):
        for j in range(8):
            if 0 <= r < 10 and 4 + j < 16:
                want[i, j] = x[r, 4 + j]
    np.testing.assert_array_equal(res["2"], want)
    y = np.zeros((10, 16), np.float32)
    for i, r in enumerate(rows):                   # in row order: the later of two rows 3 wins
        for j in range(8):
            if 0 <= r < 10 and 10 + j < 16:
                y[r, 10 + j] = want[i, j]
    np.testing.assert_array_equal(res["1"], y)


def test_memdesc_reshape_views_the_same_storage():
    # (accepted by the parsers and verifiers of the Triton 3.6.0 and 3.9.0 wheels)
    src = """#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>) {
""" + tile("px", "%x", 16, 4, "f32") + tile("py", "%y", 16, 4, "f32") + """
    %v = tt.load %px : tensor<16x4x!tt.ptr<f32>>
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x8x4xf32, #shared, #smem, mutable>
    %b = ttg.memdesc_reshape %a : !ttg.memdesc<2x8x4xf32, #shared, #smem, mutable> -> !ttg.memdesc<16x4xf32, #shared, #smem, mutable>
    ttg.local_store %v, %b : tensor<16x4xf32> -> !ttg.memdesc<16x4xf32, #shared, #smem, mutable>
    %c1 = arith.constant 1 : i32
    %a1 = ttg.memdesc_index %a[%c1] : !ttg.memdesc<2x8x4xf32, #shared, #smem, mutable> -> !ttg.memdesc<8x4xf32, #shared, #smem, mutable>
    %w = ttg.local_load %a1 : !ttg.memdesc<8x4xf32, #shared, #smem, mutable> -> tensor<8x4xf32>
    %w2 = tt.join %w, %w : tensor<8x4xf32> -> tensor<8x4x2xf32>
    %w3 = tt.trans %w2 {order = array<i32: 2, 0, 1>} : tensor<8x4x2xf32> -> tensor<2x8x4xf32>
    %w4 = tt.reshape %w3 : tensor<2x8x4xf32> -> tensor<16x4xf32>
    tt.store %py, %w4 : tensor<16x4x!tt.ptr<f32>>
    tt.return
  }
}"""
    x = np.arange(64, dtype=np.float32).reshape(16, 4)
    out = run(src, buffers={"0": x, "1": np.zeros((16, 4), np.float32)}).buffers_after["1"]
    # rows 8..15 of the 16x4 view are buffer 1 of the 2x8x4 allocation, read back twice
    np.testing.assert_array_equal(out, np.concatenate([x[8:], x[8:]]))


@pytest.mark.parametrize("version,target,dropped", [
    ("3.6", "cuda:90", False), ("3.7", "cuda:90", False), ("3.8", "cuda:90", True), ("3.9", "cuda:90", True),
    ("3.8", "hip:gfx942", False), ("3.9", "hip:gfx942", False), ("3.9", None, True)])
def test_histogram_out_of_range_values_by_release_and_target(version, target, dropped):
    # The rule HISTOGRAM_RANGE_CHECK (triton-lang/triton#9517), read from each wheel's LLVM IR of
    # tl.histogram: NVIDIA's lowering ballots on the low bits up to 3.7 and compares
    # value <u num_bins from 3.8; AMD's ballots in every release; TTIR (no target) as NVIDIA
    attrs = "" if target is None else (
        f' attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "{target}", '
        f'"ttg.threads-per-warp" = {64 if target.startswith("hip") else 32} : i32}}')
    src = f"""module{attrs} {{
  tt.func public @k(%x: !tt.ptr<i32>, %h: !tt.ptr<i32>) {{
    %r = tt.make_range {{end = 8 : i32, start = 0 : i32}} : tensor<8xi32>
    %px0 = tt.splat %x : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
    %px = tt.addptr %px0, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
    %v = tt.load %px : tensor<8x!tt.ptr<i32>>
    %hist = tt.histogram %v : tensor<8xi32> -> tensor<4xi32>
    %r4 = tt.make_range {{end = 4 : i32, start = 0 : i32}} : tensor<4xi32>
    %ph0 = tt.splat %h : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
    %ph = tt.addptr %ph0, %r4 : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
    tt.store %ph, %hist : tensor<4x!tt.ptr<i32>>
    tt.return
  }}
}}"""
    x = np.array([0, 1, 3, 4, 5, -1, -4, 2], dtype=np.int32)
    out = run(src, version, buffers={"0": x, "1": np.zeros(4, np.int32)}).buffers_after["1"]
    if dropped:
        want = [1, 1, 1, 1]                    # 4, 5, -1, -4 are outside [0, 4)
    else:
        want = [3, 2, 1, 2]                    # by value & 3: 0,1,3,0,1,3,0,2
    assert out.tolist() == want


def test_histogram_rule_is_listed_and_listing_survives_without_numpy(monkeypatch):
    import importlib

    from pyopt import release_rules
    from pyopt.interp.ops_complex import HISTOGRAM_RANGE_CHECK

    assert "tt.histogram: out-of-range values dropped on NVIDIA" in release_rules.listing()
    assert "pyopt.interp" in release_rules.RULE_PACKAGES
    real = importlib.import_module

    def no_numpy(name, *a, **k):
        if name == "pyopt.interp":
            raise ModuleNotFoundError("No module named 'numpy'", name="numpy")
        return real(name, *a, **k)

    monkeypatch.setattr(importlib, "import_module", no_numpy)
    release_rules.load_rule_modules()          # the run extra missing: the interpreter's rules are skipped
    assert HISTOGRAM_RANGE_CHECK.name


@pytest.mark.parametrize("kind,expect", [("max", "max"), ("inc", None)])
def test_descriptor_reduce_kinds(kind, expect):
    src = """module {
  tt.func public @k(%y: !tt.ptr<i32>, %x: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %d = tt.make_tensor_descriptor %y, [%c8, %c8], [%c8_i64, %c1_i64] : <i32>, <tensor<8x8xi32>>
    %e = tt.make_tensor_descriptor %x, [%c8, %c8], [%c8_i64, %c1_i64] : <i32>, <tensor<8x8xi32>>
    %v = tt.descriptor_load %e[%c0, %c0] : !tt.tensordesc<tensor<8x8xi32>> -> tensor<8x8xi32>
    tt.descriptor_reduce KIND, %d[%c0, %c0], %v : !tt.tensordesc<tensor<8x8xi32>>, tensor<8x8xi32>
    tt.return
  }
}""".replace("KIND", kind)
    y = np.random.default_rng(1).integers(-50, 50, (8, 8)).astype(np.int32)
    x = np.random.default_rng(2).integers(-50, 50, (8, 8)).astype(np.int32)
    if expect is None:
        with pytest.raises(InterpError, match="the 'inc' reduction is not modelled"):
            run(src, buffers={"0": y, "1": x})
        return
    out = run(src, buffers={"0": y.copy(), "1": x}).buffers_after["0"]
    np.testing.assert_array_equal(out, np.maximum(x, y))


def test_buffer_atomic_cas_lanes_in_order_and_out_of_range_lane():
    # lanes 0..3 all compare-and-swap element 0 (cmp = lane, val = lane + 1): taking turns in
    # lane order, each finds the value the lane before it left, so all succeed; lane 4's offset is
    # negative (outside the buffer resource): it changes nothing and reads 0
    src = AMD_HEADER + """
  tt.func public @k(%x: !tt.ptr<i32>, %old: !tt.ptr<i32>) {
    %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %z = arith.constant dense<[0, 0, 0, 0, -5, 1, 1, 2]> : tensor<8xi32>
    %one = arith.constant dense<1> : tensor<8xi32>
    %v = arith.addi %r, %one : tensor<8xi32>
    %o = amdg.buffer_atomic_cas acq_rel, gpu, %r, %v, %x[%z] : tensor<8xi32>
    amdg.buffer_store %o, %old[%r] : tensor<8xi32>
    tt.return
  }
}"""
    res = run(src, buffers={"0": np.array([0, 5, 7], np.int32), "1": np.zeros(8, np.int32)}).buffers_after
    # element 0: lanes 0..3 succeed in turn (0->1->2->3->4); element 1: lane 5 (cmp 5) swaps 5->6,
    # lane 6 (cmp 6) then swaps 6->7; element 2: lane 7 (cmp 7) swaps 7->8
    assert res["0"].tolist() == [4, 7, 8]
    assert res["1"].tolist() == [0, 1, 2, 3, 0, 5, 6, 7]
