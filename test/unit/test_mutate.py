"""The planted bugs of ``pyopt/interp/mutate.py`` (issue 28): each mutator
finds its sites in a kernel of our own, the mutant verifies, says what it
changed, and ``pyopt equiv`` (pyopt's interpreter) tells it from the
original -- except ``store-convert``, which changes no stored value.
pyopt's own feature (no Triton release has it); the kernels are valid
Triton 3.6.0 TTGIR."""

from __future__ import annotations

import pytest

from pyopt.interp import equiv, mutate
from pyopt.ir.context import Context
from pyopt.ir.printer import print_op
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify

CTX = Context("3.6")

# a masked copy with an offset (pid * 64 + 2 + range), and a store of a value converted between layouts
KERNEL = """\
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32) {
    %c64 = arith.constant 64 : i32
    %c2 = arith.constant dense<2> : tensor<64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64xf32, #blocked>
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c64 : i32
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %b = tt.splat %base : i32 -> tensor<64xi32, #blocked>
    %o = arith.addi %b, %r : tensor<64xi32, #blocked>
    %o2 = arith.addi %o, %c2 : tensor<64xi32, #blocked>
    %n = tt.splat %arg2 : i32 -> tensor<64xi32, #blocked>
    %m = arith.cmpi slt, %o2, %n : tensor<64xi32, #blocked>
    %p = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %p, %o2 : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    %x = tt.load %pa, %m, %zero : tensor<64x!tt.ptr<f32>, #blocked>
    %y = arith.addf %x, %x : tensor<64xf32, #blocked>
    %q = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked1>
    %o3 = ttg.convert_layout %o : tensor<64xi32, #blocked> -> tensor<64xi32, #blocked1>
    %qa = tt.addptr %q, %o3 : tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xi32, #blocked1>
    %m1 = ttg.convert_layout %m : tensor<64xi1, #blocked> -> tensor<64xi1, #blocked1>
    %y1 = ttg.convert_layout %y : tensor<64xf32, #blocked> -> tensor<64xf32, #blocked1>
    tt.store %qa, %y1, %m1 : tensor<64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
"""


def parse(text=KERNEL, name="k.mlir"):
    m = parse_source(text, name, context=CTX)
    verify(m, context=CTX)
    return m


def mutant(name, site=0):
    original = parse()
    m = [x for x in mutate.mutants(original, [name])][site]
    fresh = parse()
    change = mutate.apply(fresh, m)
    text = print_op(fresh, context=CTX)
    return m, change, text, parse(text, "mutant.mlir")


def judge(b):
    return equiv.check_equivalence(parse(), b, equiv.InterpRunner("3.6"), equiv.make_trials(3),
                                   pointee=equiv.pointee_types(b))


def test_sites_of_every_mutator():
    counts = {}
    for m in mutate.mutants(parse()):
        counts[m.mutator] = counts.get(m.mutator, 0) + 1
    assert counts == {"addi-to-subi": 2, "offset-constant": 2, "cmpi-predicate": 1, "drop-mask": 2,
                      "load-other": 1, "store-convert": 1}  # no store-reinterpret: 128 slots, then 256
    lines = [m.loc.line for m in mutate.mutants(parse(), ["offset-constant"])]
    assert lines == [5, 6]  # %c64 (through muli, splat, addi) and %c2; not the float %zero


@pytest.mark.parametrize("name, site, change, text", [
    ("addi-to-subi", 1, "arith.addi -> arith.subi", "arith.subi %"),
    ("offset-constant", 0, "offset constant 64 -> 65 (i32)", "arith.constant 65 : i32"),
    ("offset-constant", 1, "offset constant 2 -> 3 (a tensor of i32)", "dense<3>"),
    ("cmpi-predicate", 0, "arith.cmpi slt -> sle", "arith.cmpi sle"),
    ("drop-mask", 0, "tt.load: mask and other dropped", "tt.load %"),
    ("drop-mask", 1, "tt.store: mask dropped", "tt.store %"),
])
def test_each_mutant_is_valid_and_caught(name, site, change, text):
    m, got, mutant_text, b = mutant(name, site)
    assert got == change and text in mutant_text
    v = judge(b)
    assert v.status == "different", (name, site)


def test_a_changed_other_matters_only_where_masked_off_lanes_are_stored():
    *_, b = mutant("load-other")
    assert judge(b).status == "equivalent"  # the store has the load's mask: no other value is stored
    unmasked = KERNEL.replace("tt.store %qa, %y1, %m1 :", "tt.store %qa, %y1 :")
    original = parse(unmasked)
    fresh = parse(unmasked)
    mutate.apply(fresh, next(iter(mutate.mutants(original, ["load-other"]))))
    b = parse(print_op(fresh, context=CTX), "mutant.mlir")
    v = equiv.check_equivalence(original, b, equiv.InterpRunner("3.6"), equiv.make_trials(3))
    assert v.status == "different" and v.difference.value_b == 14.0  # 7 + 7 where the load was masked off


def test_a_dropped_load_mask_reads_past_what_the_original_read():
    *_, b = mutant("drop-mask", 0)
    v = judge(b)
    # trial 1 (one program, %arg2 = 1008: the mask is on everywhere) shows nothing; the partial block of
    # trial 3 (%arg2 = 48) reads past the 50 elements the original read: out of bounds
    assert v.failed_side == "B" and v.failure.kind == "out-of-bounds"


def test_removing_a_stores_conversion_keeps_every_stored_value():
    _, change, text, b = mutant("store-convert")
    assert change.startswith("tt.store: the value's ttg.convert_layout removed")
    # the 3 conversions stay (%y1 unused now), the pointer's and the mask's are added
    assert "tt.store %" in text and text.count("ttg.convert_layout") == 5
    assert judge(b).status == "equivalent"


def test_mutants_never_change_the_callers_module():
    original = parse()
    before = print_op(original, context=CTX)
    list(mutate.mutants(original))
    assert print_op(original, context=CTX) == before


def test_default_scalars_vary_by_trial_and_respect_hints():
    text = KERNEL.replace("%arg2: i32)", "%arg2: i32, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i1)")
    f = equiv.kernel(parse(text))
    got = [equiv.default_scalars(f, {}, v) for v in range(5)]
    assert [g["arg2"] for g in got] == [4095, 1001, 37, 5, 2049]
    assert [g["arg3"] for g in got] == [4096, 1040, 80, 144, 2096]  # multiples of the hint, the second
    assert [g["arg4"] for g in got] == [0.5, -1.25, 3.0, 0.75, -0.5]
    assert {g["arg5"] for g in got} == {1}
    assert equiv.default_scalars(f, {"arg2": 7}, 1)["arg2"] == 7


def test_buffers_updated_by_atomics_start_at_zero():
    text = KERNEL.replace("tt.store %qa, %y1, %m1 : tensor<64x!tt.ptr<f32>, #blocked1>",
                          "%old = tt.atomic_rmw fadd, relaxed, gpu, %qa, %y1, %m1 : "
                          "(tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xf32, #blocked1>, tensor<64xi1, #blocked1>)"
                          " -> tensor<64xf32, #blocked1>")
    m = parse(text)
    assert equiv.atomic_buffers(equiv.kernel(m)) == {1}
    runner = equiv.InterpRunner("3.6")
    _, buffers = runner.inputs(m, func=None, grid=(1, 1, 1), scalars={}, seed=0, variant=1)
    assert not buffers["arg1"].any() and buffers["arg0"].any()


def test_a_stores_conversion_dropped_where_the_registers_differ_is_caught():
    """256 elements: one per register of 128 threads twice (#blocked) vs two adjacent ones (#blocked1):
    the same 256 (register, lane, warp) slots, holding other elements. Read as #blocked1, thread t's
    registers give element 2t+r the value of element 128r+t."""
    text = KERNEL.replace("64", "256")
    original = parse(text)
    sites = list(mutate.mutants(original, ["store-reinterpret"]))
    assert [m.loc.line for m in sites] == [25]
    fresh = parse(text)
    change = mutate.apply(fresh, sites[0])
    assert change == ("tt.store: the value's ttg.convert_layout dropped, its registers read in the new layout "
                      "(254 of 256 elements move)")
    out = print_op(fresh, context=CTX)
    assert "tt.gather %11[%cst_1] {axis = 0 : i32} : (tensor<256xf32, #blocked>, tensor<256xi32, #blocked1>)" in out
    assert 'dense<"0x00000000800000000100000081000000' in out  # 0, 128, 1, 129, ... (i32, little-endian)
    v = equiv.check_equivalence(original, parse(out, "mutant.mlir"), equiv.InterpRunner("3.6"), equiv.make_trials(3))
    assert v.status == "different" and v.difference.index == (1,)


# a 4x8 copy through a conversion between two layouts of one warp, one element per lane:
# #row puts lane t at (t // 8, t % 8), #col at (t % 4, t // 4)
KERNEL_2D = """\
#row = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#col = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c8 = arith.constant dense<8> : tensor<4x1xi32, #row>
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #row}>>
    %c = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #row}>>
    %r2 = tt.expand_dims %r {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #row}>> -> tensor<4x1xi32, #row>
    %c2 = tt.expand_dims %c {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #row}>> -> tensor<1x8xi32, #row>
    %rs = arith.muli %r2, %c8 : tensor<4x1xi32, #row>
    %rb = tt.broadcast %rs : tensor<4x1xi32, #row> -> tensor<4x8xi32, #row>
    %cb = tt.broadcast %c2 : tensor<1x8xi32, #row> -> tensor<4x8xi32, #row>
    %off = arith.addi %rb, %cb : tensor<4x8xi32, #row>
    %px = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x8x!tt.ptr<f32>, #row>
    %pa = tt.addptr %px, %off : tensor<4x8x!tt.ptr<f32>, #row>, tensor<4x8xi32, #row>
    %v = tt.load %pa : tensor<4x8x!tt.ptr<f32>, #row>
    %py = tt.splat %arg1 : !tt.ptr<f32> -> tensor<4x8x!tt.ptr<f32>, #row>
    %pb = tt.addptr %py, %off : tensor<4x8x!tt.ptr<f32>, #row>, tensor<4x8xi32, #row>
    %pc = ttg.convert_layout %pb : tensor<4x8x!tt.ptr<f32>, #row> -> tensor<4x8x!tt.ptr<f32>, #col>
    %vc = ttg.convert_layout %v : tensor<4x8xf32, #row> -> tensor<4x8xf32, #col>
    tt.store %pc, %vc : tensor<4x8x!tt.ptr<f32>, #col>
    tt.return
  }
}
"""


@pytest.mark.parametrize("version", ["3.6", "3.9"])
def test_a_2d_conversion_dropped_reads_the_registers_in_the_other_layout(version):
    """Reference, by hand from the two layouts: read as #col, lane t's register puts at (t % 4, t // 4)
    the element it held under #row, flat t; so out[r][c] = x.flat[4c + r] (30 of 32 elements move:
    all but (0, 0) and (3, 7)).  The mutant verifies under 3.6 and under 3.9 (whose verifier checks
    an allow_reorder reshape's encoding: the flat view's are the inferred ones)."""
    import numpy as np

    from pyopt.interp import run_kernel

    ctx = Context(version)
    original = parse_source(KERNEL_2D, "k.mlir", context=ctx)
    verify(original, context=ctx)
    sites = list(mutate.mutants(original, ["store-reinterpret"]))
    assert [m.loc.line for m in sites] == [21]
    fresh = parse_source(KERNEL_2D, "k.mlir", context=ctx)
    change = mutate.apply(fresh, sites[0])
    assert change == ("tt.store: the value's ttg.convert_layout dropped, its registers read in the new layout "
                      "(30 of 32 elements move)")
    out = print_op(fresh, context=ctx)
    assert "tt.reshape" in out and "allow_reorder" in out and "tt.gather" in out
    b = parse_source(out, "mutant.mlir", context=ctx)
    verify(b, context=ctx)
    x = np.arange(32, dtype=np.float32)
    # (in the layout-free order pyopt equiv runs kernels in, which judges mutants: there the
    # allow_reorder reshapes read row-major)
    res = run_kernel(b, buffers={"arg0": x, "arg1": np.zeros(32, np.float32)}, triton_version=ctx,
                     gpu_order=False)
    want = [x[4 * c + r] for r in range(4) for c in range(8)]
    assert res.buffers_after["arg1"].tolist() == want
    v = equiv.check_equivalence(original, b, equiv.InterpRunner(version), equiv.make_trials(3))
    assert v.status == "different" and v.difference.index == (1,)
