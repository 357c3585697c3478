"""Triton's AMD range analysis (pyopt/analysis/amd_range_analysis.py): assumptions, trip
counts, the per-op rules, and the run against real Triton.

Expected values follow third_party/amd/lib/Analysis/RangeAnalysis.cpp and
getBoundFromCmpOp (lib/Dialect/Triton/IR/Utility.cpp) at Triton 3.6.0, derived by hand in
the comments.  ``test_debug_log_matches_triton`` runs Triton's convert-to-buffer-ops with
``TRITON_LLVM_DEBUG_ONLY=tritonamdgpu-range-analysis`` and compares every line of its log
(each op visited, each lattice join with its result, each trip count) with pyopt's
(tools/range_log.py), on the lit tests of test/range-analysis and the corpus.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
for p in (ROOT, ROOT / "tools"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from pyopt.analysis.amd_range_analysis import (  # noqa: E402
    K_DEFAULT_MAX_TRIP_COUNT,
    _divide_ceil_signed,
    cmpi_is_statically_true,
    collect_assumptions,
    collect_ranges,
    get_bound_from_cmp_op,
    is_empty_initialized_range,
    range_analysis_of,
    solve,
)
from pyopt.analysis.dominance import DominanceInfo  # noqa: E402
from pyopt.dialects.arith.ops import CmpIOp  # noqa: E402
from pyopt.dialects.scf.ops import ForOp, WhileOp  # noqa: E402
from pyopt.ir.int_range import ConstantIntRanges  # noqa: E402
from pyopt.syntax.parser import parse_source  # noqa: E402
from tools.oracle import triton_available  # noqa: E402

needs_triton = pytest.mark.skipif(not triton_available(), reason="triton is not installed: Triton's range "
                                  "analysis log is the reference")

I32_MAX = 2**31 - 1
I32_MIN = -(2**31)
U32_MAX = 2**32 - 1


def parse(text: str):
    return parse_source(text, "test.mlir")


def by_name(module) -> dict:
    """Value name in the text (without '%') -> value."""
    out = {}
    for op in module.walk():
        for r in op.results:
            out.setdefault(r.name_hint, r)
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    out.setdefault(a.name_hint, a)
    return out


def ops_of(module, cls) -> list:
    return [op for op in module.walk() if isinstance(op, cls)]


def ranges(text: str):
    """(module, solver, {name: ConstantIntRanges or None})."""
    module = parse(text)
    solver = solve(module)
    names = by_name(module)
    return module, solver, {k: collect_ranges(solver, [v])[0] for k, v in names.items()}


def s32(lo, hi):
    return ConstantIntRanges.from_signed(lo, hi, 32)


def u32(lo, hi):
    return ConstantIntRanges.from_unsigned(lo, hi, 32)


# ---------------------------------------------------------------------------
# getBoundFromCmpOp
# ---------------------------------------------------------------------------

BOUND_CASES = [
    # (predicate, anchor on the left?, constant, expected range of the anchor)
    ("eq", True, 128, ConstantIntRanges.constant(128, 32)),
    ("eq", False, 64, ConstantIntRanges.constant(64, 32)),
    ("sge", True, 128, s32(128, I32_MAX)),
    ("sge", False, 128, s32(I32_MIN, 128)),   # 128 >= K
    ("sgt", True, 128, s32(129, I32_MAX)),
    ("sgt", False, 128, s32(I32_MIN, 127)),   # 128 > K
    ("sle", True, 128, s32(I32_MIN, 128)),
    ("sle", False, 128, s32(128, I32_MAX)),   # 128 <= K
    ("slt", True, 128, s32(I32_MIN, 127)),
    ("slt", False, 128, s32(129, I32_MAX)),   # 128 < K
    ("uge", True, 128, u32(128, U32_MAX)),
    ("uge", False, 128, u32(0, 128)),
    ("ugt", True, 128, u32(129, U32_MAX)),
    ("ugt", False, 128, u32(0, 127)),
    ("ule", True, 128, u32(0, 128)),
    ("ule", False, 128, u32(128, U32_MAX)),
    ("ult", True, 128, u32(0, 127)),
    ("ult", False, 128, u32(129, U32_MAX)),
    # apVal + 1 and apVal - 1 wrap as APInt arithmetic does
    ("sgt", True, I32_MAX, s32(I32_MIN, I32_MAX)),
    ("ult", True, 0, u32(0, U32_MAX)),       # [0, 0 - 1]: everything
]


@pytest.mark.parametrize("pred,lhs,const,expected", BOUND_CASES)
def test_bound_from_cmp(pred, lhs, const, expected):
    cmp_text = "%k, %c" if lhs else "%c, %k"
    m = parse(f"""tt.func @f(%k: i32) {{
      %c = arith.constant {const} : i32
      %b = arith.cmpi {pred}, {cmp_text} : i32
      tt.return
    }}""")
    cmp = ops_of(m, CmpIOp)[0]
    assert get_bound_from_cmp_op(cmp, by_name(m)["k"]) == expected


def test_bound_from_cmp_program_id_starts_at_zero():
    # a signed lower end is 0, not INT_MIN, for tt.get_program_id / tt.get_num_programs
    m = parse("""tt.func @f() {
      %c = arith.constant 100 : i32
      %p = tt.get_program_id x : i32
      %n = tt.get_num_programs y : i32
      %b = arith.cmpi slt, %p, %c : i32
      %d = arith.cmpi sle, %n, %c : i32
      tt.return
    }""")
    b, d = ops_of(m, CmpIOp)
    names = by_name(m)
    assert get_bound_from_cmp_op(b, names["p"]) == s32(0, 99)
    assert get_bound_from_cmp_op(d, names["n"]) == s32(0, 100)


def test_bound_from_cmp_needs_a_scalar_constant_and_not_ne():
    m = parse("""tt.func @f(%k: i32, %j: i32, %t: tensor<4xi32>) {
      %c = arith.constant 1 : i32
      %s = arith.constant dense<1> : tensor<4xi32>
      %a = arith.cmpi slt, %k, %j : i32
      %b = arith.cmpi ne, %k, %c : i32
      %d = arith.cmpi slt, %t, %s : tensor<4xi32>
      tt.return
    }""")
    a, b, d = ops_of(m, CmpIOp)
    names = by_name(m)
    seen = []
    assert get_bound_from_cmp_op(a, names["k"]) is None
    assert get_bound_from_cmp_op(b, names["k"], lambda op, msg: seen.append(msg)) is None
    assert seen == ["unsupported cmp predicate for assumption"]
    assert get_bound_from_cmp_op(d, names["t"]) is None


def test_bound_from_cmp_index_is_64_bits():
    m = parse("""tt.func @f(%k: index) {
      %c = arith.constant -1 : index
      %b = arith.cmpi sgt, %k, %c : index
      tt.return
    }""")
    assert get_bound_from_cmp_op(ops_of(m, CmpIOp)[0], by_name(m)["k"]) == \
        ConstantIntRanges.from_signed(0, 2**63 - 1, 64)


# ---------------------------------------------------------------------------
# collectAssumptions, maybeGetAssumedRange
# ---------------------------------------------------------------------------


def test_collect_assumptions():
    m = parse("""tt.func @f(%x: i32, %y: i32, %c: i1) {
      %c0 = arith.constant 0 : i32
      %a = arith.cmpi sge, %x, %c0 : i32
      llvm.intr.assume %a : i1
      %b = arith.cmpi slt, %x, %y : i32
      llvm.intr.assume %b : i1
      %t = arith.constant true
      llvm.intr.assume %t : i1
      llvm.intr.assume %c : i1
      tt.return
    }""")
    names = by_name(m)
    a, b = ops_of(m, CmpIOp)
    got = collect_assumptions(m)
    assert list(got) == [names["x"], names["y"]]
    assert list(got[names["x"]]) == [a, b] and list(got[names["y"]]) == [b]
    unfiltered = collect_assumptions(m, filter_constants=False)
    assert list(unfiltered[names["c0"]]) == [a]


def test_assumed_range_intersects_and_renormalises():
    # x >= 0 gives [0, INT_MAX] signed, unsigned [0, INT_MAX]; x < 1024 gives signed
    # [INT_MIN, 1023] (unsigned everything): the intersection [0, 1023] has a non-negative
    # signed minimum, so it is rebuilt from the signed bounds: unsigned [0, 1023] too.
    _, _, r = ranges("""tt.func @f(%x: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %c1024 = arith.constant 1024 : i32
      %a = arith.cmpi sge, %x, %c0 : i32
      llvm.intr.assume %a : i1
      %b = arith.cmpi slt, %x, %c1024 : i32
      llvm.intr.assume %b : i1
      %y = arith.addi %x, %c0 : i32
      tt.return %y : i32
    }""")
    assert r["x"] == s32(0, 1023) and r["x"].umax == 1023
    assert r["y"] == s32(0, 1023)


def test_assumed_range_needs_dominance():
    m = parse("""tt.func @f(%x: i32, %c: i1) -> i32 {
      %c10 = arith.constant 10 : i32
      %0 = scf.if %c -> (i32) {
        %a = arith.cmpi ult, %x, %c10 : i32
        llvm.intr.assume %a : i1
        %in = arith.addi %x, %c10 : i32
        scf.yield %in : i32
      } else {
        %out = arith.addi %x, %c10 : i32
        scf.yield %out : i32
      }
      tt.return %0 : i32
    }""")
    solver = solve(m)
    analysis = range_analysis_of(solver)
    names = by_name(m)
    x = names["x"]
    then_block = names["in"].parent_block
    else_block = names["out"].parent_block
    assert analysis.maybe_get_assumed_range(x, then_block) == u32(0, 9)
    assert analysis.maybe_get_assumed_range(x, else_block) is None
    assert analysis.maybe_get_assumed_range(x, x.parent_block) is None
    r = {k: collect_ranges(solver, [v])[0] for k, v in names.items()}
    assert r["in"] == s32(10, 19)
    assert r["out"] == s32(I32_MIN, I32_MAX)
    assert DominanceInfo().dominates_block(x.parent_block, then_block)
    assert not DominanceInfo().dominates_block(then_block, x.parent_block)


def test_unsupported_assumptions_remark_each_time_consulted():
    m = parse("""tt.func @f(%x: i32, %y: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %a = arith.cmpi sge, %x, %c0 : i32
      %b = arith.cmpi sge, %y, %c0 : i32
      %ab = arith.andi %a, %b : i1
      llvm.intr.assume %ab : i1
      %s = arith.addi %x, %y : i32
      tt.return %s : i32
    }""")
    seen = []
    solve(m, remark=lambda op, msg: seen.append((op.name, msg)))
    assert seen and set(seen) == {("arith.andi", "unsupported assumption operation")}


# ---------------------------------------------------------------------------
# Trip counts
# ---------------------------------------------------------------------------


def test_divide_ceil_signed_matches_llvm():
    rng = random.Random(12)
    for _ in range(2000):
        n = rng.randint(-1000, 1000)
        d = rng.choice([x for x in range(-40, 41) if x])
        # llvm::divideCeilSigned: the ceiling of the exact quotient
        q = -((-n) // d)
        assert _divide_ceil_signed(n, d) == q, (n, d)


LOOP = """tt.func @f(%v: i32) -> i32 {{
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %lo = arith.constant {lo} : i32
  %hi = arith.constant {hi} : i32
  %st = arith.constant {step} : i32
  %pid = tt.get_program_id x : i32
  %lim = arith.constant 40 : i32
  %a = arith.cmpi sle, %pid, %lim : i32
  llvm.intr.assume %a : i1
  %0 = scf.for %i = {lb} to {ub} step {sv} iter_args(%acc = %c0) -> (i32) : i32 {{
    %1 = arith.addi %acc, %c1 : i32
    scf.yield %1 : i32
  }}
  tt.return %0 : i32
}}"""


@pytest.mark.parametrize("lo,hi,step,lb,ub,sv,own", [
    (0, 10, 3, "%lo", "%hi", "%st", 4),
    (0, 10, 1, "%lo", "%hi", "%st", 10),
    (10, 0, -2, "%lo", "%hi", "%st", -5),     # bounds swapped: ceil(10 / -2)
    (5, 5, 1, "%lo", "%hi", "%st", 0),
    (7, 5, 1, "%lo", "%hi", "%st", None),     # upper below lower
    (0, 100, 1, "%pid", "%hi", "%st", 60),    # the lower bound reads smax(%pid) = 40
    (0, 100, 1, "%lo", "%pid", "%st", 40),    # the upper bound reads smax(%pid) too
    (0, 100, 1, "%lo", "%hi", "%pid", 100),   # the step reads smin(%pid) = 0: counts as 1
    (0, 100, 1, "%lo", "%hi", "%v", None),    # step smin = INT_MIN: swapped, inverted
])
def test_trip_count(lo, hi, step, lb, ub, sv, own):
    m = parse(LOOP.format(lo=lo, hi=hi, step=step, lb=lb, ub=ub, sv=sv))
    analysis = range_analysis_of(solve(m))
    loop = ops_of(m, ForOp)[0]
    assert analysis.maybe_get_trip_count(loop) == own
    total = own if own is not None else K_DEFAULT_MAX_TRIP_COUNT + 1
    assert analysis.get_total_loop_trip_count(loop) == total


def test_trip_count_nested_and_while():
    m = parse("""tt.func @f(%n: i32) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %z = arith.constant 0 : i32
      scf.for %i = %c0 to %c6 step %c1 {
        scf.for %j = %c0 to %c7 step %c1 {
          %w = scf.while (%k = %z) : (i32) -> i32 {
            %c = arith.cmpi slt, %k, %n : i32
            scf.condition(%c) %k : i32
          } do {
          ^bb0(%k2: i32):
            scf.yield %k2 : i32
          }
        }
      }
      tt.return
    }""")
    analysis = range_analysis_of(solve(m))
    outer, inner = ops_of(m, ForOp)
    wh = ops_of(m, WhileOp)[0]
    assert analysis.get_total_loop_trip_count(outer) == 6
    assert analysis.get_total_loop_trip_count(inner) == 42
    assert analysis.maybe_get_trip_count(wh) is None
    assert analysis.get_total_loop_trip_count(wh) == 42 * 1025


def test_loop_carried_values_run_trip_count_times():
    # 5 trips: %acc takes [0,0] (init), then [0,3], [0,6], [0,9], [0,12]: 5 changes;
    # the yielded value is one step ahead.  Above 1024 trips: everything.
    def carried(n):
        _, _, r = ranges(f"""tt.func @f(%x: i32) -> i32 {{
          %c0 = arith.constant 0 : i32
          %c1 = arith.constant 1 : i32
          %c3 = arith.constant 3 : i32
          %n = arith.constant {n} : i32
          %0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {{
            %1 = arith.addi %acc, %c3 : i32
            scf.yield %1 : i32
          }}
          tt.return %0 : i32
        }}""")
        return r["acc"], r["1"], r["0"]

    assert carried(5) == (s32(0, 12), s32(3, 15), s32(0, 12))
    assert carried(1024) == (s32(0, 3069), s32(3, 3072), s32(0, 3069))
    full = s32(I32_MIN, I32_MAX)
    assert carried(1025) == (full, full, full)


# ---------------------------------------------------------------------------
# Per-op rules, readers
# ---------------------------------------------------------------------------


def test_fixed_and_forwarded_ranges():
    _, _, r = ranges("""tt.func @f(%h: tensor<8xi32>, %p: !tt.ptr<f32>) {
      %pid = tt.get_program_id x : i32
      %num = tt.get_num_programs x : i32
      %mr = tt.make_range {end = 20 : i32, start = 4 : i32} : tensor<16xi32>
      %hist = tt.histogram %h : tensor<8xi32> -> tensor<4xi32>
      %e = tt.expand_dims %mr {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
      %b = tt.broadcast %e : tensor<1x16xi32> -> tensor<2x16xi32>
      %j = tt.join %mr, %mr : tensor<16xi32> -> tensor<16x2xi32>
      %sp = tt.splat %p : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
      %f = arith.constant 1.0 : f32
      tt.return
    }""")
    assert r["pid"] == u32(0, I32_MAX)
    assert r["num"] == u32(0, 2**31)
    assert (r["num"].smin, r["num"].smax) == (I32_MIN, I32_MAX)
    assert r["mr"] == u32(4, 19)
    assert (r["hist"].umin, r["hist"].umax, r["hist"].smin, r["hist"].smax) == (0, U32_MAX, 0, -1)
    assert r["e"] == r["b"] == r["j"] == u32(4, 19)
    assert r["sp"] is None and r["f"] is None and r["p"] is None


def test_readers():
    m, solver, r = ranges("""tt.func @f(%x: i32) -> (i1, i1) {
      %c0 = arith.constant 0 : i32
      %c9 = arith.constant 9 : i32
      %pid = tt.get_program_id x : i32
      %t = arith.cmpi sge, %pid, %c0 : i32
      %u = arith.cmpi sle, %x, %c9 : i32
      tt.return %t, %u : i1, i1
    }""")
    t, u = ops_of(m, CmpIOp)
    assert cmpi_is_statically_true(solver, t)
    assert not cmpi_is_statically_true(solver, u)
    assert is_empty_initialized_range(ConstantIntRanges(0, 0, 0, 0, 0))
    assert not is_empty_initialized_range(r["x"])


def test_table_rows():
    from pyopt.transforms.test_amd_range_analysis import loop_rows, table_rows

    m = parse("""tt.func @f(%x: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c4 = arith.constant 4 : i32
      %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
        %1 = arith.addi %acc, %i : i32
        scf.yield %1 : i32
      }
      tt.return %0 : i32
    }""")
    solver = solve(m)
    func = next(iter(m.regions[0].blocks[0].ops))
    rows = table_rows(solver, func)
    assert rows[0] == ("%arg0", "tt.func @f argument #0", "[0, 4294967295]", "[-2147483648, 2147483647]", "")
    assert ("%arg1", "scf.for induction variable", "[0, 3]", "[0, 3]", "yes") in rows
    # 4 trips: [0, 0], then + [0, 3] three more times
    assert ("%arg2", "scf.for iter_arg #0", "[0, 9]", "[0, 9]", "yes") in rows
    assert loop_rows(solver, func) == [("scf.for -> %0", "line 5", "4", "4")]


# ---------------------------------------------------------------------------
# Against real Triton
# ---------------------------------------------------------------------------


def _cases():
    files = sorted((ROOT / "test" / "range-analysis").glob("*.mlir"))
    corpus = sorted((ROOT / "test" / "corpus").glob("*/*/*convert-to-buffer-ops.before.mlir"))
    return files, corpus


@needs_triton
def test_debug_log_matches_triton(capsys):
    import re

    import range_log

    files, corpus = _cases()
    cases = []
    for f in files:
        for i, part in enumerate(re.split(r"^// -----\s*$", f.read_text(), flags=re.M)):
            cases.append((f"{f.name}#{i}", part))
    cases += [(str(f.relative_to(ROOT)), f.read_text()) for f in corpus]
    assert len(cases) > 20
    logs = range_log.triton_logs([t for _, t in cases])
    bad = [name for (name, text), log in zip(cases, logs) if not range_log.compare(text, log, name)]
    assert not bad, capsys.readouterr().out


def test_solve_only_some_functions_matches_the_whole_run():
    """``solve(only=...)`` leaves the other functions unvisited, and gives the functions it
    solves the states of the whole run (each function on its own, and the even ones)."""
    import re

    from pyopt.analysis.dataflow import ConstantLattice
    from pyopt.analysis.int_range_analysis import IntegerValueRangeLattice
    from pyopt.dialects.tt.ops import FuncOp
    from pyopt.ir.interfaces import CallOpInterface

    files, corpus = _cases()
    texts = [part for f in files for part in re.split(r"^// -----\s*$", f.read_text(), flags=re.M)]
    texts += [f.read_text() for f in corpus[:40]]
    checked = 0
    for text in texts:
        module = parse(text)
        funcs = [op for op in module.walk() if isinstance(op, FuncOp)]
        if any(isinstance(op, CallOpInterface) for f in funcs for op in f.walk()):
            continue
        whole = solve(module)
        for only in [{f} for f in funcs] + [set(funcs[::2])]:
            part = solve(module, only=only)
            for f in funcs:
                for op in f.walk():
                    for v in list(op.results) + [a for r in op.regions for b in r.blocks for a in b.args]:
                        for cls in (IntegerValueRangeLattice, ConstantLattice):
                            got = part.lookup(v, cls)
                            if f not in only:
                                assert got is None
                                continue
                            want = whole.lookup(v, cls)
                            assert (got is None) == (want is None)
                            if got is not None:
                                assert got.value == want.value, (text[:200], op.name)
                            checked += 1
    assert checked > 1000
