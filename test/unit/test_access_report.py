"""``-access-report`` and its evaluator (pyopt.analysis.access_eval): the
interpreter op by op, the memory model (vector width, redundant registers and
threads, masks, scalar accesses, atomics, loops, branches, calls), the
AxisInfo fallback for addresses it cannot compute, and the pass's options and
diagnostics.  The hardware comparison is test_access_report_gpu.py."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from pyopt.analysis.access_eval import (
    UNKNOWN, EvalConfig, Evaluator, Tensor, default_scalar, pointer_base,
)
from pyopt.analysis.axis_info import ModuleAxisInfoAnalysis
from pyopt.dialects.tt.ops import FuncOp
from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.transforms.access_report import AccessReport

HEADER = """\
#bl = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#bl4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
"""


def _module(body: str):
    return parse_source(HEADER + body + "}\n")


def _run(body: str, args, pid=(0, 0, 0), grid=None, name=None):
    """Evaluate the (first, or named) function; (results, evaluator)."""
    m = _module(body)
    funcs = [op for op in m.walk() if isinstance(op, FuncOp)]
    func = funcs[0] if name is None else next(f for f in funcs if f.attributes["sym_name"].value == name)
    ev = Evaluator(m, ModuleAxisInfoAnalysis(m), EvalConfig(pid=pid, grid=grid))
    return ev.run_function(func, list(args)), ev


def _flat(v):
    return v.flat() if isinstance(v, Tensor) else v


def _stats(ev):
    """[(op name, OpStats)] in program order."""
    return [(op.name, st) for op, st in sorted(ev.stats.items(), key=lambda kv: kv[0].loc.line)]


# ---------------------------------------------------------------------------
# The interpreter, op by op
# ---------------------------------------------------------------------------


def test_scalar_integer_ops_wrap_and_round_as_arith():
    out, _ = _run("""
  tt.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %max = arith.constant 2147483647 : i32
    %one = arith.constant 1 : i32
    %0 = arith.addi %max, %one : i32
    %1 = arith.divsi %a, %b : i32
    %2 = arith.remsi %a, %b : i32
    %3 = arith.divui %a, %b : i32
    %4 = arith.ceildivsi %a, %b : i32
    %5 = arith.floordivsi %a, %b : i32
    %6 = arith.shrsi %a, %one : i32
    %7 = arith.shrui %a, %one : i32
    %8 = arith.muli %a, %b : i32
    %9 = arith.maxui %a, %b : i32
    %10 = arith.xori %a, %b : i32
    %11 = arith.shli %b, %one : i32
    tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
""", [-7, 2])
    assert out == [-2147483648, -3, -1, 2147483644, -3, -4, -4, 2147483644, -14, -7, -7 ^ 2, 4]


def test_compare_select_ext_trunc():
    out, _ = _run("""
  tt.func @f(%a: i32, %b: i32) -> (i1, i1, i32, i64, i64, i8, i1) {
    %0 = arith.cmpi slt, %a, %b : i32
    %1 = arith.cmpi ult, %a, %b : i32
    %2 = arith.select %0, %a, %b : i32
    %3 = arith.extsi %a : i32 to i64
    %4 = arith.extui %a : i32 to i64
    %5 = arith.trunci %b : i32 to i8
    %6 = arith.cmpi uge, %a, %b : i32
    tt.return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i32, i64, i64, i8, i1
  }
""", [-1, 300])
    assert out == [1, 0, -1, -1, (1 << 32) - 1, 44, 1]


def test_division_by_zero_is_unknown():
    out, _ = _run("""
  tt.func @f(%a: i32, %b: i32) -> i32 {
    %0 = arith.divsi %a, %b : i32
    tt.return %0 : i32
  }
""", [5, 0])
    assert out == [UNKNOWN]


def test_program_id_num_programs_make_range_splat_addptr():
    out, _ = _run("""
  tt.func @f(%p: !tt.ptr<f16>) -> (i32, i32, tensor<4x!tt.ptr<f16>, #bl>) {
    %0 = tt.get_program_id y : i32
    %1 = tt.get_num_programs x : i32
    %2 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #bl>
    %3 = tt.splat %0 : i32 -> tensor<4xi32, #bl>
    %4 = arith.addi %2, %3 : tensor<4xi32, #bl>
    %5 = tt.splat %p : !tt.ptr<f16> -> tensor<4x!tt.ptr<f16>, #bl>
    %6 = tt.addptr %5, %4 : tensor<4x!tt.ptr<f16>, #bl>, tensor<4xi32, #bl>
    tt.return %0, %1, %6 : i32, i32, tensor<4x!tt.ptr<f16>, #bl>
  }
""", [1000], pid=(3, 5, 0), grid=(8, 6, 1))
    assert out[0] == 5 and out[1] == 8
    assert _flat(out[2]) == [1000 + 2 * (5 + i) for i in range(4)]   # f16: 2 bytes per element


def test_num_programs_unknown_without_grid():
    out, _ = _run("""
  tt.func @f() -> i32 {
    %0 = tt.get_num_programs x : i32
    tt.return %0 : i32
  }
""", [])
    assert out == [UNKNOWN]


def test_expand_dims_broadcast_trans_convert_layout_reshape():
    out, _ = _run("""
  tt.func @f() -> (tensor<2x3xi32, #b2>, tensor<3x2xi32, #b2>, tensor<2x3xi32, #b2>, tensor<6xi32, #bl>) {
    %r = tt.make_range {end = 3 : i32, start = 0 : i32} : tensor<3xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %c = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 1, parent = #b2}>>
    %ten = arith.constant dense<10> : tensor<2x1xi32, #b2>
    %0 = tt.expand_dims %r {axis = 0 : i32} : tensor<3xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x3xi32, #b2>
    %1 = tt.expand_dims %c {axis = 1 : i32} : tensor<2xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<2x1xi32, #b2>
    %2 = arith.muli %1, %ten : tensor<2x1xi32, #b2>
    %3 = tt.broadcast %0 : tensor<1x3xi32, #b2> -> tensor<2x3xi32, #b2>
    %4 = tt.broadcast %2 : tensor<2x1xi32, #b2> -> tensor<2x3xi32, #b2>
    %5 = arith.addi %3, %4 : tensor<2x3xi32, #b2>
    %6 = tt.trans %5 {order = array<i32: 1, 0>} : tensor<2x3xi32, #b2> -> tensor<3x2xi32, #b2>
    %7 = ttg.convert_layout %5 : tensor<2x3xi32, #b2> -> tensor<2x3xi32, #b2>
    %8 = tt.reshape %5 : tensor<2x3xi32, #b2> -> tensor<6xi32, #bl>
    tt.return %5, %6, %7, %8 : tensor<2x3xi32, #b2>, tensor<3x2xi32, #b2>, tensor<2x3xi32, #b2>, tensor<6xi32, #bl>
  }
""", [])
    assert _flat(out[0]) == [0, 1, 2, 10, 11, 12]
    assert out[1].shape == (3, 2) and _flat(out[1]) == [0, 10, 1, 11, 2, 12]
    assert _flat(out[2]) == [0, 1, 2, 10, 11, 12]
    assert out[3].shape == (6,) and _flat(out[3]) == [0, 1, 2, 10, 11, 12]


def test_floats_and_loaded_values_are_unknown():
    out, _ = _run("""
  tt.func @f(%p: !tt.ptr<i32>, %x: f32) -> (f32, i32) {
    %0 = arith.addf %x, %x : f32
    %1 = tt.load %p : !tt.ptr<i32>
    tt.return %0, %1 : f32, i32
  }
""", [pointer_base(0, 256), UNKNOWN])
    assert out == [UNKNOWN, UNKNOWN]


def test_scf_for_iter_args_if_while_call():
    out, _ = _run("""
  tt.func @g(%x: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %0 = arith.muli %x, %c2 : i32
    tt.return %0 : i32
  }
  tt.func @f(%n: i32) -> (i32, i32, i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %s = scf.for %i = %c0 to %n step %c3 iter_args(%acc = %c0) -> (i32) : i32 {
      %t = arith.addi %acc, %i : i32
      scf.yield %t : i32
    }
    %cond = arith.cmpi sgt, %n, %c3 : i32
    %b = scf.if %cond -> (i32) {
      scf.yield %c1 : i32
    } else {
      scf.yield %c3 : i32
    }
    %w = scf.while (%v = %c1) : (i32) -> i32 {
      %lt = arith.cmpi slt, %v, %n : i32
      scf.condition(%lt) %v : i32
    } do {
    ^bb0(%v2: i32):
      %d = arith.muli %v2, %c3 : i32
      scf.yield %d : i32
    }
    %call = tt.call @g(%n) : (i32) -> i32
    tt.return %s, %b, %w, %call : i32, i32, i32, i32
  }
""", [10], name="f")
    assert out == [0 + 3 + 6 + 9, 1, 27, 20]


# ---------------------------------------------------------------------------
# The memory model
# ---------------------------------------------------------------------------

COPY = """
  tt.func public @copy(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %y: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %c1024 = arith.constant 1024 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c1024 : i32
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #L>
    %3 = tt.splat %1 : i32 -> tensor<1024xi32, #L>
    %4 = arith.addi %3, %2 : tensor<1024xi32, #L>
    %5 = tt.splat %n : i32 -> tensor<1024xi32, #L>
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32, #L>
    %7 = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #L>
    %8 = tt.addptr %7, %4 : tensor<1024x!tt.ptr<f32>, #L>, tensor<1024xi32, #L>
    %9 = tt.load %8, %6 : tensor<1024x!tt.ptr<f32>, #L>
    %10 = tt.splat %y : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #L>
    %11 = tt.addptr %10, %4 : tensor<1024x!tt.ptr<f32>, #L>, tensor<1024xi32, #L>
    tt.store %11, %9, %6 : tensor<1024x!tt.ptr<f32>, #L>
    tt.return
  }
"""


def _copy(layout: str, n: int, pid=0):
    _, ev = _run(COPY.replace("#L", layout), [pointer_base(0, 256), pointer_base(1, 256), n], pid=(pid, 0, 0))
    (_, ld), (_, st) = _stats(ev)
    return ld, st


def test_one_element_per_thread_is_four_sectors_per_request():
    ld, st = _copy("#bl", 4096)
    for s in (ld, st):
        assert s.plan.vec == 1 and s.plan.instructions_per_thread == 8
        assert s.exact.requests == 32 and s.per_warp == [8, 8, 8, 8]
        assert s.exact.sectors == 128 and s.exact.lines == 32            # 4 sectors, 1 line per request
        assert s.exact.bytes_used == 4096                                 # efficiency 100%


def test_four_elements_per_thread_vectorize_to_128_bits():
    ld, st = _copy("#bl4", 4096)
    assert ld.plan.vec == 4 and ld.plan.access_bytes == 16 and ld.plan.instructions_per_thread == 2
    assert ld.exact.requests == 8 and ld.exact.sectors == 8 * 16 and ld.exact.lines == 8 * 4
    assert "pointer alignment 4" in ld.plan.vec_reason and "mask alignment 16" in ld.plan.vec_reason


@pytest.mark.parametrize("n, requests, sectors", [
    (1000, 8, 7 * 16 + 13),   # the last warp's second instruction: 104 elements, 416 bytes
    (900, 8, 7 * 16 + 1),     # ... 4 elements: one lane, one sector
    (896, 7, 7 * 16),         # ... none: a warp whose lanes are all masked off issues nothing
])
def test_masked_off_lanes_access_nothing(n, requests, sectors):
    ld, st = _copy("#bl4", n)
    for s in (ld, st):
        assert s.exact.requests == requests and s.exact.sectors == sectors


def test_program_id_moves_the_window():
    ld, _ = _copy("#bl4", 4096, pid=3)
    assert ld.exact.requests == 8
    ld, _ = _copy("#bl4", 4096, pid=4)   # past N: everything masked off
    assert ld.executions == 1 and ld.exact.requests == 0


BROADCAST = """
  tt.func public @bc(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #bl>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #bl>
    %2 = tt.addptr %1, %0 : tensor<32x!tt.ptr<f32>, #bl>, tensor<32xi32, #bl>
    %3 = tt.load %2 : tensor<32x!tt.ptr<f32>, #bl>
    tt.store %2, %3 : tensor<32x!tt.ptr<f32>, #bl>
    %r = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x2xi32, #b2>
    %b = tt.broadcast %e : tensor<1x2xi32, #b2> -> tensor<128x2xi32, #b2>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x2x!tt.ptr<f32>, #b2>
    %a = tt.addptr %s, %b : tensor<128x2x!tt.ptr<f32>, #b2>, tensor<128x2xi32, #b2>
    %l = tt.load %a : tensor<128x2x!tt.ptr<f32>, #b2>
    tt.return
  }
"""


def test_broadcast_layouts_redundant_warps_and_registers():
    _, ev = _run(BROADCAST, [pointer_base(0, 256)])
    (_, ld), (_, st), (_, ld2) = _stats(ev)
    # 32 elements over 4 warps: every warp loads them (loads are not predicated) ...
    assert ld.exact.requests == 4 and ld.exact.sectors == 16 and ld.per_warp == [1, 1, 1, 1]
    # ... but only warp 0 stores (emitRedundantThreadPredicate)
    assert st.exact.requests == 1 and st.exact.sectors == 4 and st.per_warp == [1, 0, 0, 0]
    assert any("warp mask 0x3" in n for n in st.notes)
    # 2 columns held 4 times in registers: registers 2 and 3 copy 0 and 1, so one 64-bit load per thread
    assert ld2.plan.regs == 4 and ld2.plan.vec == 2 and ld2.plan.instructions_per_thread == 1
    assert ld2.exact.requests == 4 and ld2.exact.sectors == 4       # every lane reads the same 8 bytes
    assert ld2.exact.bytes_used == 4 * 8


SCALAR = """
  tt.func public @sc(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.load %p : !tt.ptr<f32>
    tt.store %p, %0 : !tt.ptr<f32>
    tt.return
  }
"""


def test_scalar_load_by_every_thread_store_by_one():
    _, ev = _run(SCALAR, [pointer_base(0, 256)])
    (_, ld), (_, st) = _stats(ev)
    assert ld.exact.requests == 4 and ld.exact.sectors == 4                # one request per warp
    assert st.exact.requests == 1 and st.exact.sectors == 1 and st.per_warp == [1, 0, 0, 0]
    assert "scalar store: issued by thread 0 alone" in st.notes


LOOP = """
  tt.func public @loop(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c512 = arith.constant 512 : i32
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #bl4>
    %base = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #bl4>
    %ptrs = tt.addptr %base, %r : tensor<512x!tt.ptr<f32>, #bl4>, tensor<512xi32, #bl4>
    %end = scf.for %i = %c0 to %n step %c1 iter_args(%q = %ptrs) -> (tensor<512x!tt.ptr<f32>, #bl4>) : i32 {
      %v = tt.load %q : tensor<512x!tt.ptr<f32>, #bl4>
      %odd = arith.andi %i, %c1 : i32
      %is_odd = arith.cmpi ne, %odd, %c0 : i32
      scf.if %is_odd {
        tt.store %q, %v : tensor<512x!tt.ptr<f32>, #bl4>
      }
      %step = tt.splat %c512 : i32 -> tensor<512xi32, #bl4>
      %next = tt.addptr %q, %step : tensor<512x!tt.ptr<f32>, #bl4>, tensor<512xi32, #bl4>
      scf.yield %next : tensor<512x!tt.ptr<f32>, #bl4>
    }
    tt.return
  }
"""


def test_every_iteration_counts_and_branches_follow_the_condition():
    _, ev = _run(LOOP, [pointer_base(0, 256), 5])
    (_, ld), (_, st) = _stats(ev)
    assert ld.executions == 5 and ld.exact.requests == 5 * 4 and ld.exact.sectors == 5 * 4 * 16
    assert st.executions == 2 and st.exact.requests == 2 * 4                # iterations 1 and 3


def test_unknown_trip_count_evaluates_one_iteration_and_says_so():
    _, ev = _run(LOOP, [pointer_base(0, 256), UNKNOWN])
    (_, ld), (_, st) = _stats(ev)
    assert ld.executions == 1
    assert any("trip count is unknown" in n for n in ld.notes)


GATHER = """
  tt.func public @gather(%idx: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %x: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #bl4>
    %ip = tt.splat %idx : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #bl4>
    %ia = tt.addptr %ip, %r : tensor<512x!tt.ptr<i32>, #bl4>, tensor<512xi32, #bl4>
    %i = tt.load %ia : tensor<512x!tt.ptr<i32>, #bl4>
    %xp = tt.splat %x : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #bl4>
    %xa = tt.addptr %xp, %i : tensor<512x!tt.ptr<f32>, #bl4>, tensor<512xi32, #bl4>
    %v = tt.load %xa : tensor<512x!tt.ptr<f32>, #bl4>
    tt.return
  }
"""


def test_gather_through_loaded_indices_falls_back_to_axis_info():
    _, ev = _run(GATHER, [pointer_base(0, 256), pointer_base(1, 256)])
    (_, idx), (_, gather) = _stats(ev)
    assert idx.exact.requests == 4 and idx.bound_executions == 0
    assert gather.exact.requests == 0 and gather.bound_executions == 1
    assert any("addresses unknown: they depend on tt.load (line 10), a loaded value" in n for n in gather.notes)
    assert gather.plan.vec == 1                       # nothing known of the loaded offsets
    assert gather.bound_requests == 4 * 4             # 4 scalar loads per thread, 4 warps
    # per request: at least 4 sectors (32 lanes x 4 bytes), at most one sector per lane (a 4-byte
    # aligned f32 never straddles two)
    assert gather.bound_lo == 16 * 4 and gather.bound_hi == 16 * 32


ATOMICS = """
  tt.func public @atom(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #bl4>
    %one = arith.constant dense<1.0> : tensor<512xf32, #bl4>
    %ione = arith.constant dense<1> : tensor<512xi32, #bl4>
    %c1 = arith.constant 1 : i32
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #bl4>
    %pa = tt.addptr %pp, %r : tensor<512x!tt.ptr<f32>, #bl4>, tensor<512xi32, #bl4>
    %qp = tt.splat %q : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #bl4>
    %qa = tt.addptr %qp, %r : tensor<512x!tt.ptr<i32>, #bl4>, tensor<512xi32, #bl4>
    %0 = tt.atomic_rmw fadd, relaxed, gpu, %pa, %one : (tensor<512x!tt.ptr<f32>, #bl4>, tensor<512xf32, #bl4>) -> tensor<512xf32, #bl4>
    %1 = tt.atomic_rmw add, relaxed, gpu, %qa, %ione : (tensor<512x!tt.ptr<i32>, #bl4>, tensor<512xi32, #bl4>) -> tensor<512xi32, #bl4>
    %2 = tt.atomic_rmw add, relaxed, gpu, %q, %c1 : (!tt.ptr<i32>, i32) -> i32
    tt.return
  }
"""


def test_atomics_vector_width_and_scalar():
    _, ev = _run(ATOMICS, [pointer_base(0, 256), pointer_base(1, 256)])
    (_, fadd), (_, add), (_, scalar) = _stats(ev)
    assert fadd.plan.counter == "atom" and fadd.plan.vec == 4 and fadd.exact.requests == 4  # sm90: vector fadd
    assert add.plan.vec == 1 and add.plan.instructions_per_thread == 4 and add.exact.requests == 16
    assert scalar.exact.requests == 1


def test_callee_accesses_are_reported():
    body = """
  tt.func private @st(%p: !tt.ptr<f32>, %v: f32) {
    tt.store %p, %v : !tt.ptr<f32>
    tt.return
  }
  tt.func public @k(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: f32) {
    tt.call @st(%p, %v) : (!tt.ptr<f32>, f32) -> ()
    tt.return
  }
"""
    ctx = PassContext()
    AccessReport.from_options([("format", "remarks")]).run(_module(body), ctx)
    (rep,) = ctx.access_report_runs[-1]
    assert rep["name"] == "k"
    (st,) = rep["stats"]
    assert st.exact.requests == 1


def test_defaults_follow_the_hints():
    assert default_scalar(32, 16) == 4096
    assert default_scalar(32, 8192) == 8192
    assert default_scalar(32, None) == 4095 and default_scalar(32, 1) == 4095
    assert default_scalar(1, None) == 1
    b = pointer_base(2, 256)
    assert b % 256 == 0 and b % 512 != 0 and b != pointer_base(1, 256)


# ---------------------------------------------------------------------------
# The pass: output, options, diagnostics
# ---------------------------------------------------------------------------


def _pyopt(args, stdin=""):
    from pyopt import cli

    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main([str(a) for a in args])
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


COPY_IR = HEADER + COPY.replace("#L", "#bl") + "}\n"


def test_remarks_table_and_unchanged_ir():
    _, plain, _ = _pyopt(["-"], COPY_IR)
    code, out, err = _pyopt(["-", "-access-report"], COPY_IR)
    assert code == 0 and out == plain                      # the IR is unchanged; all else on stderr
    assert err.count("remark: access-report: load, vector 1 x f32") == 1
    assert "8 instruction(s) per thread, 8 request(s) per warp (32 in all), 4.00 sectors and 1.00 lines " \
           "per request" in err
    assert "access report #1 (the input IR): @copy, program (0, 0, 0), 4 warps" in err
    assert "%arg2 = 4096 (assumed: tt.divisibility = 16)" in err
    assert "@copy loads: 32 requests, 128 sectors, 4.00 sectors/request" in err
    code, out, err = _pyopt(["-", "-access-report=format=table"], COPY_IR)
    assert "remark" not in err and "access report #1" in err
    code, out, err = _pyopt(["-", "-access-report=format=remarks"], COPY_IR)
    assert "remark" in err and "access report" not in err


def test_before_and_after_coalesce(tmp_path):
    code, out, err = _pyopt(["-", "-access-report=format=table", "-coalesce", "-access-report=format=table",
                             "-o", tmp_path / "out.mlir"], COPY_IR)
    assert code == 0
    assert "access report #1 (the input IR)" in err
    assert "access report #2 (the IR after the passes before it)" in err
    assert ("report #2 vs #1: loads 4.00 -> 16.00 sectors/request, 32 -> 8 requests; "
            "stores 4.00 -> 16.00 sectors/request, 32 -> 8 requests") in err


def test_table_to_stdout_or_a_file(tmp_path):
    code, out, err = _pyopt(["-", "-access-report=format=table output=-", "-o", tmp_path / "o.mlir"], COPY_IR)
    assert code == 0 and "access report #1" in out and "access report" not in err
    f = tmp_path / "report.txt"
    code, out, err = _pyopt(["-", f"-access-report=format=table output={f}"], COPY_IR)
    assert code == 0 and "access report #1" in f.read_text()


@pytest.mark.parametrize("spec", ["args=arg2=1000,1=4294967296", "args=2=1000,arg1=0x100000000",
                                  "args=%arg2=1000 pid=0,0", "--access-report-args=arg2=1000"])
def test_arguments_by_name_or_position(spec):
    flags = ["-access-report", spec] if spec.startswith("--") else [f"-access-report={spec}"]
    code, _, err = _pyopt(["-"] + flags, COPY_IR)
    assert code == 0
    assert "%arg2 = 1000" in err and "assumed" not in err.split("%arg2 = 1000")[1].split("\n")[0]


@pytest.mark.parametrize("spec, message", [
    ("pid=x", "invalid value 'x' for option 'pid'"),
    ("pid=1,2,3,4", "option 'pid' takes up to 3 non-negative integers"),
    ("grid=1,1 pid=2", "option 'grid' takes up to 3 integers"),
    ("base-align=24", "option 'base-align' must be a power of two"),
    ("format=csv", "invalid value 'csv' for option 'format'"),
    ("bogus=1", "no such option 'bogus'"),
])
def test_bad_options_are_command_line_errors(spec, message):
    code, out, err = _pyopt(["-", f"-access-report={spec}"], COPY_IR)
    assert code == 1 and out == ""
    assert f"pyopt: error: pass 'access-report': {message}" in err
    assert "Traceback" not in err and "internal error" not in err


@pytest.mark.parametrize("spec, message", [
    ("args=N=5", "no argument 'N' (arguments: x (arg0), y (arg1), n (arg2))"),
    ("args=arg22=5", "no argument 'arg22' (arguments: x (arg0), y (arg1), n (arg2)); did you mean 'arg2'?"),
    ("args=arg2", "expected name=value in 'arg2'"),
    ("args=9=1", "argument position 9 out of range (the function has 3)"),
    ("args=arg2=lots", "'lots' is not a number (argument 'arg2')"),
])
def test_bad_arguments_are_errors_at_the_function(spec, message):
    code, out, err = _pyopt(["-", f"-access-report={spec}"], COPY_IR)
    assert code == 1 and out == ""
    assert f"<stdin>:6:3: error: access-report: {message}" in err
    assert "Traceback" not in err


REPO = Path(__file__).resolve().parents[2]
ARGMAX_DUMP = REPO / "test" / "dumps" / "argmax_rows" / "cuda-80" / "asm.ttgir"


@pytest.mark.parametrize("nameloc", [[], ["--mlir-use-nameloc-as-prefix"]])
@pytest.mark.parametrize("key", ["stride", "%stride", "arg4", "4"])
def test_arguments_by_the_names_triton_prints(key, nameloc):
    """Triton's asm["ttgir"] names its arguments by name locations (loc("stride"(#loc))): args=
    takes those names as well as argN and positions, with or without nameloc printing."""
    code, _, err = _pyopt([ARGMAX_DUMP, *nameloc, f"-access-report=args={key}=96 format=table", "-o", "/dev/null"])
    assert code == 0, err
    assert "%arg4 = 96" in err and "%arg3 = 4095 (assumed" in err


def test_unknown_argument_name_lists_the_kernels_names():
    code, _, err = _pyopt([ARGMAX_DUMP, "-access-report=args=stride_sm=4096", "-o", "/dev/null"])
    assert code == 1
    assert ("tools/kernels/reductions.py:138:0: error: access-report: no argument 'stride_sm' (arguments: "
            "X (arg0), VAL (arg1), IDX (arg2), N (arg3), stride (arg4)); did you mean 'stride'?") in err


NAMED = """
  tt.func public @named(%p: !tt.ptr<f32> loc("arg1"), %q: !tt.ptr<f32> loc("q"), %r: !tt.ptr<f32> loc("q"), %s: i32 loc("7s")) {
    tt.return
  }
"""


@pytest.mark.parametrize("spec, shown", [
    ("args=q=7", "%arg1 = 0x7 (given)"),            # the first of two loc("q"): printed %q
    ("args=q_0=7", "%arg2 = 0x7 (given)"),          # the second, printed %q_0 (uniqued)
    ("args=_7s=7", "%arg3 = 7"),                    # printed %_7s (sanitized)
    ("args=7s=7", "%arg3 = 7"),                     # the name location's own text
    ("args=s=7", "%arg3 = 7"),                      # the name the input wrote
    ("args=arg0=7", "%arg0 = 0x7 (given)"),
])
def test_argument_names_from_name_locations(spec, shown):
    code, _, err = _pyopt(["-", f"-access-report={spec} format=table"], HEADER + NAMED + "}\n")
    assert code == 0, err
    assert shown in err


def test_an_argument_name_for_a_function_without_arguments():
    ir = HEADER + "  tt.func public @none() {\n    tt.return\n  }\n}\n"
    code, _, err = _pyopt(["-", "-access-report=args=n=1"], ir)
    assert code == 1 and "<stdin>:5:3: error: access-report: no argument 'n' (the function has none)" in err


def test_an_argument_name_two_arguments_answer_to_is_an_error():
    # %p is printed %arg1 (its name location) and the second argument's own name is arg1
    code, _, err = _pyopt(["-", "-access-report=args=arg1=7"], HEADER + NAMED + "}\n")
    assert code == 1
    assert "error: access-report: argument name 'arg1' is ambiguous (arguments 0, 1): give the position" in err


def test_not_executed_and_step_limit():
    ir = HEADER + LOOP + "}\n"
    code, _, err = _pyopt(["-", "-access-report=args=arg1=1 format=table"], ir)
    assert code == 0
    row = next(line for line in err.splitlines() if "tt.store" in line)
    assert "not executed" in row
    code, _, err = _pyopt(["-", "-access-report=args=arg1=100000 max-steps=100000 format=table"], ir)
    assert code == 0 and ("evaluation stopped early: the step budget ran out (max-steps=100000); the counts cover "
                          "only what ran before") in err


BUFFER = """
  tt.func public @buf(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #bl4>
    %v = amdg.buffer_load %p[%r] : tensor<512xf16, #bl4>
    amdg.buffer_store %v, %p[%r] : tensor<512xf16, #bl4>
    tt.return
  }
"""


def test_amd_buffer_ops_base_plus_offsets():
    _, ev = _run(BUFFER, [pointer_base(0, 256)])
    (_, ld), (_, st) = _stats(ev)
    for s in (ld, st):
        # base + offsets x 2 bytes; 4 contiguous f16 per thread: one 64-bit access, 8 sectors per warp
        assert s.plan.vec == 4 and s.plan.access_bytes == 8 and s.exact.requests == 4
        assert s.exact.sectors == 4 * 8
        assert any("AMD buffer op" in n for n in s.notes)


ASYNC = """
  tt.func public @cp(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #bl4>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #bl4>
    %a = tt.addptr %s, %r : tensor<512x!tt.ptr<f32>, #bl4>, tensor<512xi32, #bl4>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<512xf32, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %a, %buf : tensor<512x!tt.ptr<f32>, #bl4> -> <512xf32, #shared, #smem, mutable>
    tt.return
  }
"""


def test_async_copy_is_a_load():
    body = ASYNC
    m = parse_source(HEADER.replace("module attributes", "#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, "
                                    "maxPhase = 1, order = [0]}>\n#smem = #ttg.shared_memory\nmodule attributes")
                     + body + "}\n")
    func = next(op for op in m.walk() if isinstance(op, FuncOp))
    ev = Evaluator(m, ModuleAxisInfoAnalysis(m), EvalConfig())
    ev.run_function(func, [pointer_base(0, 256)])
    ((op, st),) = ev.stats.items()
    assert st.plan.counter == "ld" and st.plan.vec == 4 and st.exact.requests == 4 and st.exact.sectors == 64


# ---------------------------------------------------------------------------
# Fuzzer finds (tools/fuzz --pipelines access-report)
# ---------------------------------------------------------------------------


def test_splat_of_a_tensor_is_unknown_not_a_crash():
    # Triton's parser and verifier take tt.splat of a tensor; the evaluator cannot give
    # it a meaning, so the addresses built from it are unknown (AxisInfo bound).
    ir = HEADER + """
  tt.func public @f(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x4xi32, #b2>
    %s = tt.splat %e : tensor<1x4xi32, #b2> -> tensor<128x4xi32, #b2>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x4x!tt.ptr<i32>, #b2>
    %a = tt.addptr %ps, %s : tensor<128x4x!tt.ptr<i32>, #b2>, tensor<128x4xi32, #b2>
    %v = tt.load %a : tensor<128x4x!tt.ptr<i32>, #b2>
    tt.return
  }
}
"""
    code, out, err = _pyopt(["-", "-access-report"], ir)
    assert code == 0, err
    assert "tt.splat %1 : tensor<1x4xi32, #blocked> -> tensor<128x4xi32, #blocked>" in out
    remark = next(line for line in err.splitlines() if "remark: access-report: load" in line)
    assert "AxisInfo bound" in remark and "addresses unknown" in remark


def test_a_layout_too_large_to_map_is_not_costed_and_says_so():
    # 65536 registers x 32 lanes x 4 warps: mapping them took minutes; now a note.
    ir = HEADER.replace("#bl = #ttg.blocked<{sizePerThread = [1]", "#bl = #ttg.blocked<{sizePerThread = [65536]") + """
  tt.func public @f(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #bl>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #bl>
    %a = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>, #bl>, tensor<128xi32, #bl>
    %v = tt.load %a : tensor<128x!tt.ptr<f32>, #bl>
    tt.store %a, %v : tensor<128x!tt.ptr<f32>, #bl>
    tt.return
  }
}
"""
    code, _, err = _pyopt(["-", "-access-report"], ir)
    assert code == 0, err
    remarks = [line for line in err.splitlines() if "remark: access-report" in line]
    assert len(remarks) == 2
    assert all("not costed: the layout has 8,388,608 (register, lane, warp) slots" in r for r in remarks)


def test_buffer_op_with_unknown_offsets_is_bounded_by_the_offsets_axis_info():
    # The AxisInfo bound reads the offsets' contiguity (rank 2 here), not the scalar base
    # pointer's (rank 0: this crashed with an IndexError).
    ir = HEADER + """
  tt.func public @f(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x4xi32, #b2>
    %b = tt.broadcast %e : tensor<1x4xi32, #b2> -> tensor<128x4xi32, #b2>
    %qs = tt.splat %q : !tt.ptr<i32> -> tensor<128x4x!tt.ptr<i32>, #b2>
    %qa = tt.addptr %qs, %b : tensor<128x4x!tt.ptr<i32>, #b2>, tensor<128x4xi32, #b2>
    %idx = tt.load %qa : tensor<128x4x!tt.ptr<i32>, #b2>
    %v = amdg.buffer_load %p[%idx] : tensor<128x4xf32, #b2>
    amdg.buffer_store %v, %p[%idx] : tensor<128x4xf32, #b2>
    tt.return
  }
}
"""
    code, _, err = _pyopt(["-", "-access-report"], ir)
    assert code == 0, err
    remarks = [line for line in err.splitlines() if "remark: access-report" in line and "AMD buffer op" in line]
    assert len(remarks) == 2
    assert all("AxisInfo bound for 1 execution(s): 16 request(s), 4.00 to 32.00 sectors per request" in r
               for r in remarks), remarks


def test_divisibility_hint_that_is_not_an_integer_is_no_hint():
    """A ``tt.divisibility`` that is not an integer (a string, here) is no hint, as
    AxisInfo reads it (tools/fuzz --seed 99, case 2723: an internal error);
    Triton 3.6.0 accepts the input."""
    text = COPY_IR.replace("tt.divisibility = 16 : i32}", 'tt.divisibility = "x"}', 3)
    assert 'tt.divisibility = "x"' in text
    code, _, err = _pyopt(["-", "-access-report", "-o", "/dev/null"], text)
    assert code == 0, err
    assert "(assumed: no tt.divisibility hint)" in err


MANY_WARPS = """\
#w = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1024], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1024 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @many(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #w>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #w>
    %a = tt.addptr %s, %r : tensor<64x!tt.ptr<f32>, #w>, tensor<64xi32, #w>
    %v = tt.load %a : tensor<64x!tt.ptr<f32>, #w>
    tt.return
  }
}
"""


def test_step_budget_counts_the_costing_of_repeated_elements():
    """A load of 64 elements on 1024 warps: costing it visits every (warp, register) and lane
    (1024 x 32 lanes), not 64 addresses; the budget counts that work, so that a loop of such
    loads stops (tools/fuzz --triton-version 3.8 found a kernel with every 4 made 4096 that ran
    for minutes; the budget counted 64 steps per load)."""
    code, _, err = _pyopt(["-", "-access-report=max-steps=20000 format=table"], MANY_WARPS)
    assert code == 0 and "evaluation stopped early: the step budget ran out (max-steps=20000)" in err
    code, _, err = _pyopt(["-", "-access-report=max-steps=60000 format=table"], MANY_WARPS)
    assert code == 0 and "stopped early" not in err
