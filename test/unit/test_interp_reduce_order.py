"""Float tt.reduce / tt.scan of TTGIR combined in the GPU's order (issue 28, check (a)):
pyopt.interp.gpu_order, through the interpreter's handlers.

The expected bits come from an independent model written here from the description of Triton
3.6.0's lowering (ReduceOpToLLVM.cpp, ScanOpToLLVM.cpp): along the reduced axis a blocked layout
gives each thread ``s`` contiguous elements per repetition, ``t`` lanes and ``w`` warps; element
``i`` of a line is ``((rep * w + warp) * t + lane) * s + e``.  The model works on those indices
(no linear layouts).  The inputs mix magnitudes (1e8 next to 1) so that the tree order, the
sequential order and the GPU's order give different f32 bits; each test also checks that the
layout-free order differs, so it fails if the GPU order is removed.  The TTGIR files are our own,
in Triton 3.6.0's cuda:90 form (layouts, module attributes as its wheel writes them); the order
model was checked on integers (exact for any order) against numpy for many layouts.
"""

from __future__ import annotations

import numpy as np
import pytest

from pyopt.dialects.ttg import attrs as L
from pyopt.interp import run_kernel
from pyopt.interp.gpu_order import Threads, reduce_in_gpu_order, scan_in_gpu_order
from pyopt.interp.ops_complex import inclusive_scan, tree_reduce
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify

f32 = np.float32


def _add(a, b):
    if isinstance(a, np.float16):
        return np.float16(a + b)
    return f32(f32(a) + f32(b))


# --- the independent model ----------------------------------------------------------------


def _butterfly(vals):
    """Lane (or warp) 0's value after ``acc = acc + shuffleXor(acc, N)``, N = n/2 .. 1."""
    v = list(vals)
    n = len(v) // 2
    while n:
        v = [_add(v[j], v[j ^ n]) for j in range(len(v))]
        n //= 2
    return v[0]


def _pairwise(vals):
    """A binary tree: neighbours first, level by level."""
    while len(vals) > 1:
        vals = [_add(vals[i], vals[i + 1]) for i in range(0, len(vals), 2)]
    return vals[0]


def model_reduce(line, s, t, w, in_thread="chain"):
    """``in_thread``: a thread's values combined as a running chain (Triton 3.6, 3.7) or a
    binary tree (3.8, 3.9)."""
    reps = len(line) // (s * t * w)
    part = np.empty((w, t), line.dtype)
    for warp in range(w):
        for lane in range(t):
            mine = [line[((rep * w + warp) * t + lane) * s + e] for rep in range(reps) for e in range(s)]
            acc = mine[0]
            if in_thread == "tree":
                acc = _pairwise(mine)
            elif in_thread == "pairs":       # f16x2: registers (0,1), (2,3)... as pairs, halves last
                acc = _add(_pairwise(mine[0::2]), _pairwise(mine[1::2]))
            else:
                for x in mine[1:]:
                    acc = _add(acc, x)
            part[warp, lane] = acc
    return _butterfly([_butterfly(part[warp]) for warp in range(w)])


def model_scan(line, s, t, w):
    reps = len(line) // (s * t * w)
    out = np.empty(len(line), f32)
    idx = lambda rep, warp, lane, e: ((rep * w + warp) * t + lane) * s + e  # noqa: E731
    total = None                       # the warps' totals so far, in (rep, warp) order
    for rep in range(reps):
        pre = np.empty((w, t, s), f32)
        for warp in range(w):
            for lane in range(t):
                acc = None
                for e in range(s):
                    x = line[idx(rep, warp, lane, e)]
                    acc = f32(x) if acc is None else _add(acc, x)
                    pre[warp, lane, e] = acc
        scanned = np.empty((w, t), f32)           # Hillis-Steele across lanes on the chunk totals
        for warp in range(w):
            v = list(pre[warp, :, s - 1])
            d = 1
            while d < t:
                v = [_add(v[j - d], v[j]) if j >= d else v[j] for j in range(t)]
                d *= 2
            scanned[warp] = v
        for warp in range(w):
            prefix = total
            if w > 1:
                for k in range(warp):
                    prefix = scanned[k, t - 1] if prefix is None else _add(prefix, scanned[k, t - 1])
            for lane in range(t):
                last = scanned[warp, lane] if prefix is None else _add(prefix, scanned[warp, lane])
                out[idx(rep, warp, lane, s - 1)] = last
            for lane in range(t):
                before = out[idx(rep, warp, lane - 1, s - 1)] if lane else prefix
                for e in range(s - 1):
                    x = pre[warp, lane, e]
                    out[idx(rep, warp, lane, e)] = x if before is None else _add(before, x)
        if w > 1:
            for k in range(w):
                total = scanned[k, t - 1] if total is None else _add(total, scanned[k, t - 1])
        else:
            total = out[idx(rep, 0, t - 1, s - 1)]
    return out


def mixed(n, seed):
    """Values of very different magnitudes: the order of the additions shows in the bits."""
    rng = np.random.default_rng(seed)
    return (rng.standard_normal(n) * 10.0 ** rng.integers(-3, 8, size=n)).astype(f32)


# --- the order functions on layouts -------------------------------------------------------


ADD = lambda l, r: [l[0] + r[0]]  # noqa: E731


@pytest.mark.parametrize("s,w,n", [(1, 4, 1024), (4, 4, 1024), (2, 4, 1024), (2, 8, 512), (8, 1, 256), (1, 1, 32)])
def test_1d_reduce_and_scan_bits_match_the_model(s, w, n):
    separated = [0, 0]       # inputs on which the layout-free order gives other bits
    with Context("3.6"):
        enc = L.BlockedEncoding([s], [32], [w], [0])
        for seed in range(4):
            x = mixed(n, seed)
            got = reduce_in_gpu_order(ADD, [x], 0, enc, (n,))[0]
            want = np.asarray(model_reduce(x, s, 32, w))
            assert got.view(np.uint32) == want.view(np.uint32)
            separated[0] += tree_reduce(ADD, [x], 0)[0].view(np.uint32) != want.view(np.uint32)
            sc = scan_in_gpu_order(ADD, [x], 0, False, enc, (n,))[0]
            ms = model_scan(x, s, 32, w)
            assert np.array_equal(sc.view(np.uint32), ms.view(np.uint32))
            separated[1] += not np.array_equal(inclusive_scan(ADD, [x], 0)[0].view(np.uint32), ms.view(np.uint32))
            rev = scan_in_gpu_order(ADD, [x], 0, True, enc, (n,))[0]
            # reverse: the lowering flips registers and lanes (and warps): the model on the flipped line
            assert np.array_equal(rev.view(np.uint32), model_scan(x[::-1].copy(), s, 32, w)[::-1].view(np.uint32))
    assert separated[0]
    # one element per lane and one warp: the lowering's scan is Hillis-Steele over all elements,
    # the layout-free order; otherwise the orders differ
    assert separated[1] or (s, w) == (1, 1)


@pytest.mark.parametrize("spt,tpw,wpc,order,shape", [
    ([1, 4], [4, 8], [4, 1], [1, 0], (32, 64)),
    ([1, 4], [4, 8], [1, 4], [1, 0], (8, 256)),
    ([4, 1], [8, 4], [2, 2], [0, 1], (128, 16)),
    ([2, 2], [2, 16], [2, 2], [1, 0], (16, 128)),
])
def test_2d_each_axis_matches_the_model(spt, tpw, wpc, order, shape):
    with Context("3.6"):
        enc = L.BlockedEncoding(spt, tpw, wpc, order)
        x = mixed(shape[0] * shape[1], 7).reshape(shape)
        for axis in (0, 1):
            got = reduce_in_gpu_order(ADD, [x], axis, enc, shape)[0]
            lines = np.moveaxis(x, axis, -1)
            want = np.array([model_reduce(line, spt[axis], tpw[axis], wpc[axis]) for line in lines], f32)
            assert np.array_equal(got.view(np.uint32), want.view(np.uint32)), axis
            sc = scan_in_gpu_order(ADD, [x], axis, False, enc, shape)[0]
            ms = np.moveaxis(np.array([model_scan(line, spt[axis], tpw[axis], wpc[axis]) for line in lines]), -1, axis)
            assert np.array_equal(sc.view(np.uint32), ms.view(np.uint32)), axis


@pytest.mark.parametrize("spt,tpw,wpc,order,shape", [
    ([1, 4], [4, 8], [4, 1], [1, 0], (64, 64)),
    ([1, 1], [1, 32], [8, 1], [1, 0], (16, 256)),
    ([2, 2], [2, 16], [2, 4], [1, 0], (8, 8)),     # the layout covers more than the tensor
    ([1, 8], [32, 1], [1, 8], [0, 1], (128, 16)),
])
def test_integer_results_are_exact_for_any_layout(spt, tpw, wpc, order, shape):
    rng = np.random.default_rng(3)
    x = rng.integers(-1000, 1000, size=shape).astype(np.int32)
    with Context("3.6"):
        enc = L.BlockedEncoding(spt, tpw, wpc, order)
        for axis in (0, 1):
            assert np.array_equal(reduce_in_gpu_order(ADD, [x], axis, enc, shape)[0], x.sum(axis=axis))
            for rev in (False, True):
                want = np.flip(np.cumsum(np.flip(x, axis) if rev else x, axis=axis), axis) if rev else \
                    np.cumsum(x, axis=axis)
                assert np.array_equal(scan_in_gpu_order(ADD, [x], axis, rev, enc, shape)[0], want.astype(np.int32))


@pytest.mark.parametrize("release", ["3.7", "3.8", "3.9"])
def test_in_thread_order_follows_the_release(release):
    # 8 registers a thread: a chain up to 3.7, a tree from 3.8 (triton-lang/triton#9220); the
    # shuffles and the warps' butterfly are the same in every release
    kind = "tree" if release in ("3.8", "3.9") else "chain"
    other = "chain" if kind == "tree" else "tree"
    separated = 0
    with Context(release):
        enc = L.BlockedEncoding([4], [32], [4], [0])
        for seed in range(4):
            x = mixed(1024, seed)
            got = np.asarray(reduce_in_gpu_order(ADD, [x], 0, enc, (1024,))[0])
            assert got.view(np.uint32) == np.asarray(model_reduce(x, 4, 32, 4, kind)).view(np.uint32)
            separated += got.view(np.uint32) != np.asarray(model_reduce(x, 4, 32, 4, other)).view(np.uint32)
    assert separated


@pytest.mark.parametrize("release,kind", [("3.6", "chain"), ("3.8", "pairs"), ("3.9", "pairs")])
def test_f16_sums_use_register_pairs_from_38(release, kind):
    # one f16 add, 8 consecutive registers a thread: from 3.8 the tree runs on f16x2 pairs
    separated = 0
    with Context(release):
        enc = L.BlockedEncoding([8], [32], [4], [0])
        for seed in range(4):
            x = (np.random.default_rng(seed).standard_normal(1024) * 10.0 ** np.random.default_rng(seed + 9)
                 .integers(-2, 3, 1024)).astype(np.float16)
            got = np.asarray(reduce_in_gpu_order(ADD, [x], 0, enc, (1024,), packs=True)[0])
            assert got.view(np.uint16) == np.asarray(model_reduce(x, 8, 32, 4, kind)).view(np.uint16)
            separated += got.view(np.uint16) != np.asarray(model_reduce(x, 8, 32, 4, "tree")).view(np.uint16)
    assert separated or kind != "pairs"


def test_threads_map_a_blocked_layout():
    with Context("3.6"):
        th = Threads(L.BlockedEncoding([4], [32], [4], [0]), (1024,))
        assert th.flat.shape == (4, 32, 8)      # two repetitions of 4 registers
        assert list(th.flat[1, 2]) == [rep * 512 + 1 * 128 + 2 * 4 + e for rep in range(2) for e in range(4)]


# --- through the interpreter: TTGIR of our own ----------------------------------------------

_TTGIR = """#blocked = #ttg.blocked<{{sizePerThread = [{s}], threadsPerWarp = [32], warpsPerCTA = [{w}], order = [0]}}>
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {w} : i32, ttg.target = "{target}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %z: !tt.ptr<f32>) {{
    %r = tt.make_range {{end = {n} : i32, start = 0 : i32}} : tensor<{n}xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<{n}x!tt.ptr<f32>, #blocked>
    %xp = tt.addptr %xs, %r : tensor<{n}x!tt.ptr<f32>, #blocked>, tensor<{n}xi32, #blocked>
    %v = tt.load %xp : tensor<{n}x!tt.ptr<f32>, #blocked>
    %sum = "tt.reduce"(%v) <{{axis = 0 : i32}}> ({{
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }}) : (tensor<{n}xf32, #blocked>) -> f32
    tt.store %y, %sum : !tt.ptr<f32>
    %cs = "tt.scan"(%v) <{{axis = 0 : i32, reverse = false}}> ({{
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.scan.return %c : f32
    }}) : (tensor<{n}xf32, #blocked>) -> tensor<{n}xf32, #blocked>
    %zs = tt.splat %z : !tt.ptr<f32> -> tensor<{n}x!tt.ptr<f32>, #blocked>
    %zp = tt.addptr %zs, %r : tensor<{n}x!tt.ptr<f32>, #blocked>, tensor<{n}xi32, #blocked>
    tt.store %zp, %cs : tensor<{n}x!tt.ptr<f32>, #blocked>
    tt.return
  }}
}}
"""


def _run(s, w, n, target, x, release="3.6"):
    ctx = Context(release)
    with ctx:
        m = parse_source(_TTGIR.format(s=s, w=w, n=n, target=target), "k.mlir", context=ctx)
        verify(m, context=ctx)
    r = run_kernel(m, buffers={"x": x, "y": np.zeros(1, f32), "z": np.zeros(n, f32), "arg0": x,
                               "arg1": np.zeros(1, f32), "arg2": np.zeros(n, f32)}, triton_version=ctx)
    return r.buffers_after["arg1"][0], r.buffers_after["arg2"]


def test_the_interpreter_reduces_and_scans_ttgir_in_the_gpu_order():
    x = mixed(1024, 11)
    total, scan = _run(2, 4, 1024, "cuda:90", x)
    assert np.asarray(total).view(np.uint32) == np.asarray(model_reduce(x, 2, 32, 4)).view(np.uint32)
    assert np.array_equal(scan.view(np.uint32), model_scan(x, 2, 32, 4).view(np.uint32))


def test_amd_ttgir_keeps_the_layout_free_order():
    # AMD's lowering reduces with DPP row operations: not modelled; the tree order stays
    x = mixed(1024, 11)
    total, scan = _run(2, 4, 1024, "hip:gfx942", x)
    assert np.asarray(total).view(np.uint32) == tree_reduce(ADD, [x], 0)[0].view(np.uint32)
    assert np.array_equal(scan.view(np.uint32), inclusive_scan(ADD, [x], 0)[0].view(np.uint32))


@pytest.mark.parametrize("text,shape", [
    ("#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>",
     (64, 64)),
    ("#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>", (64, 32)),
    ("#ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4, 1], threadsPerWarp = [2, 4, 4], "
     "warpsPerCTA = [1, 2, 2], order = [2, 1, 0]}>}>", (16, 32)),
    ("#ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], "
     "warp = [[16, 0], [0, 8]], block = []}>", (32, 16)),
])
def test_reductions_over_mma_slice_and_linear_layouts_are_exact_on_integers(text, shape):
    from pyopt.syntax.attrparser import AttrParser

    x = np.random.default_rng(5).integers(-1000, 1000, size=shape).astype(np.int32)
    with Context("3.6"):
        enc = AttrParser().parse_attr(text)
        for axis in (0, 1):
            assert np.array_equal(reduce_in_gpu_order(ADD, [x], axis, enc, shape)[0], x.sum(axis=axis))


def test_reorder_reshape_keeps_each_threads_registers():
    # reduce_rows at num_warps=1 (Triton 3.6.0's TTGIR): a 16x128 tile, 4 registers a thread
    # along the row, reshaped allow_reorder to 16x32x4: register k of lane l holds column l + 32k,
    # which lands at (row, l, k), not at row-major (row, l // 4 ... )
    from pyopt.interp.gpu_order import reshape_registers

    x = np.arange(16 * 128, dtype=np.float32).reshape(16, 128)
    with Context("3.6"):
        src = L.BlockedEncoding([1, 1], [1, 32], [1, 1], [1, 0])
        dst = L.BlockedEncoding([1, 1, 1], [1, 32, 1], [1, 1, 1], [2, 1, 0])
        got = reshape_registers(x, src, (16, 128), dst, (16, 32, 4))
    rows, lanes, regs = np.meshgrid(np.arange(16), np.arange(32), np.arange(4), indexing="ij")
    assert np.array_equal(got, x[rows, lanes + 32 * regs])
    assert not np.array_equal(got, x.reshape(16, 32, 4))


def test_gpu_order_off_gives_the_layout_free_order():
    x = mixed(1024, 11)
    ctx = Context("3.6")
    with ctx:
        m = parse_source(_TTGIR.format(s=2, w=4, n=1024, target="cuda:90"), "k.mlir", context=ctx)
    bufs = lambda: {"arg0": x, "arg1": np.zeros(1, f32), "arg2": np.zeros(1024, f32)}  # noqa: E731
    r = run_kernel(m, buffers=bufs(), triton_version=ctx, gpu_order=False)
    assert r.buffers_after["arg1"].view(np.uint32)[0] == tree_reduce(ADD, [x], 0)[0].view(np.uint32)
    assert np.array_equal(r.buffers_after["arg2"].view(np.uint32), inclusive_scan(ADD, [x], 0)[0].view(np.uint32))


def test_equiv_runs_both_kernels_in_the_layout_free_order(monkeypatch):
    # a pass that only changes a reduction's layout changes the GPU's order of the sum, not its
    # meaning: pyopt equiv compares in the layout-free order
    from pyopt.interp import core
    from pyopt.interp.equiv import InterpRunner

    seen = []
    real = core.run_kernel
    monkeypatch.setattr(core, "run_kernel", lambda *a, **k: seen.append(k.get("gpu_order")) or real(*a, **k))
    ctx = Context("3.6")
    with ctx:
        m = parse_source(_TTGIR.format(s=2, w=4, n=1024, target="cuda:90"), "k.mlir", context=ctx)
    runner = InterpRunner("3.6")
    runner.run(m, func=None, grid=(1, 1, 1), scalars={},
               buffers={"arg0": mixed(1024, 1), "arg1": np.zeros(1, f32), "arg2": np.zeros(1024, f32)})
    assert seen == [False]


@pytest.mark.parametrize("target,kind", [("cuda:80", "tree"), ("cuda:90", "tree"), ("cuda:100", "pairs")])
def test_f32_pairs_only_where_the_target_packs_f32(target, kind):
    # Triton 3.8's LLVM IR: fadd <2 x float> for cuda:100, single fadds for cuda:80 and cuda:90
    separated = 0
    for seed in range(4):
        x = mixed(1024, seed)
        total, _ = _run(4, 4, 1024, target, x, release="3.8")
        want = np.asarray(model_reduce(x, 4, 32, 4, kind)).view(np.uint32)
        assert np.asarray(total).view(np.uint32) == want
        other = "pairs" if kind == "tree" else "tree"
        separated += np.asarray(total).view(np.uint32) != np.asarray(model_reduce(x, 4, 32, 4, other)).view(np.uint32)
    assert separated
