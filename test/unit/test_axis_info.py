"""AxisInfo (pyopt/analysis/axis_info.py) and its dataflow solver (pyopt/analysis/dataflow.py).

Expected numbers are derived by hand in the comments, from the rules of Triton 3.6.0's
lib/Analysis/AxisInfo.cpp.  Property tests use seeded random inputs (no hypothesis):
the join is commutative, associative, idempotent and monotone; constant folding agrees
with C++ int64 arithmetic; and, for random straight-line integer code, every fact the
analysis claims holds for the concrete values (checked by evaluating the code).

The end-to-end comparison with real Triton over the corpus is test_axis_info_vs_triton.py.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyopt.analysis import dataflow as DF  # noqa: E402
from pyopt.analysis.axis_info import (  # noqa: E402
    K_MAX_DIVISOR,
    AxisInfo,
    AxisInfoVisitorList,
    CallGraphCycleError,
    ModuleAxisInfoAnalysis,
    add_amd_visitors,
    divisibility_from_contiguity,
    gcd,
    get_mask_alignment,
    get_num_elements_per_thread,
    get_ptr_alignment,
    get_ptr_contiguity,
    highest_pow2_divisor,
    multiply_divisor,
)
from pyopt.syntax.parser import parse_source  # noqa: E402
from pyopt.ir.printer import print_op  # noqa: E402


def analyse(text: str, **kw):
    """(module, analysis, {value name in the text: AxisInfo})."""
    module = parse_source(text, "test.mlir")
    analysis = ModuleAxisInfoAnalysis(module, check_monotonic=kw.pop("check_monotonic", True), **kw)
    infos = {}
    for op in module.walk():
        for r in op.results:
            infos.setdefault(r.name_hint, analysis.get(r))
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    infos.setdefault(a.name_hint, analysis.get(a))
    return module, analysis, infos


def info(c, d, k, v=None) -> AxisInfo:
    return AxisInfo(c, d, k, v)


# ---------------------------------------------------------------------------
# Helpers with C++ semantics
# ---------------------------------------------------------------------------


def test_gcd_zero_is_identity_only_for_the_first_two():
    assert gcd(0, 12) == 12 and gcd(12, 0) == 12
    assert gcd(8, 12) == 4 and gcd(8, 12, 2) == 2
    # Triton's variadic gcd returns b when a == 0, ignoring the rest
    assert gcd(0, 8, 2) == 8


@pytest.mark.parametrize("n, expected", [
    (0, 1 << 62),                 # 0 is divisible by everything: kMaxDivisor
    (-(1 << 63), 1 << 62),        # INT64_MIN: the next best power
    (12, 4), (-12, 4), (1, 1), (1 << 40, 1 << 40),
])
def test_highest_pow2_divisor(n, expected):
    assert highest_pow2_divisor(n) == expected


def test_multiply_divisor_caps_at_2_62():
    assert multiply_divisor(16, 4) == 64
    assert multiply_divisor(1 << 40, 1 << 30) == K_MAX_DIVISOR  # 2^70 overflows
    assert multiply_divisor(1 << 31, 1 << 31) == K_MAX_DIVISOR  # 2^62 > kMax / 2^31 = 2^31? no: equal -> not >
    assert multiply_divisor(1 << 30, 1 << 31) == 1 << 61


def test_print_format():
    assert str(info([128], [1073741824], [1])) == \
        "contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>"
    assert str(info([1, 1], [4, 4], [2, 8], 4)).endswith("constancy = [2, 8], constant_value = 4")


# ---------------------------------------------------------------------------
# The join: laws, with seeded random values
# ---------------------------------------------------------------------------


def _random_info(rng: random.Random, rank: int, allow_max: bool = False) -> AxisInfo:
    def p():
        return 1 << rng.randrange(0, 9)
    cv = rng.choice([None, None, 0, 4, 16])
    cont = [p() for _ in range(rank)]
    if allow_max and rng.random() < 0.2:
        cont[0] = K_MAX_DIVISOR
    return AxisInfo(cont, [p() for _ in range(rank)], [p() for _ in range(rank)], cv)


@pytest.mark.parametrize("seed", range(5))
def test_join_laws(seed):
    rng = random.Random(seed)
    J = AxisInfo.join
    for _ in range(400):
        rank = rng.randrange(1, 4)
        a, b, c = (_random_info(rng, rank) for _ in range(3))
        assert J(a, b) == J(b, a)                       # commutative
        assert J(J(a, b), c) == J(a, J(b, c))           # associative
        assert J(a, a) == a                             # idempotent
        n = J(a, b)
        assert J(n, a) == n and J(n, b) == n            # monotone (what MLIR asserts)
        assert J(AxisInfo(), a) == a and J(a, AxisInfo()) == a   # rank 0: no information
        for d in range(rank):                          # the join is no stronger than either side
            assert a.contiguity[d] % n.contiguity[d] == 0 and b.constancy[d] % n.constancy[d] == 0
            assert a.divisibility[d] % n.divisibility[d] == 0


def test_join_is_not_monotone_with_unresolved_contiguity():
    # With the "unresolved" contiguity 2^62 (ub.poison, warp_specialize arguments) and a
    # contiguity that is not a power of two (only a hint can make one), the join is not
    # monotone: join(a, b) = ([1], [2]) (divisibility gcd(2, 2), as one side is
    # unresolved), but join(that, a) takes the contiguities into the gcd: divisibility 1.
    # Triton's release builds do not check; pyopt asserts only when asked (check_monotonic).
    a = info([3], [2], [1])
    b = info([K_MAX_DIVISOR], [2], [1])
    n = AxisInfo.join(a, b)
    assert n == info([1], [2], [1]) and AxisInfo.join(n, a) == info([1], [1], [1])
    lat = _AxisLattice(None)
    lat.value = a
    with pytest.raises(AssertionError, match="monotonic"):
        lat.join(b, check_monotonic=True)
    lat.value = a
    assert lat.join(b) and lat.value == n              # unchecked: just joins


class _AxisLattice(DF.Lattice):
    __slots__ = ()
    initial = staticmethod(AxisInfo)
    join_values = staticmethod(AxisInfo.join)


def test_divisibility_from_contiguity():
    # lhs [[0, 1], [4, 5]]: contiguity 2, divisibility 4; rhs [16, 17, 18, 19]:
    # contiguity 4, divisibility 16.  Either: runs of 2 may start at 18 -> 2.
    assert divisibility_from_contiguity(info([2], [4], [1]), info([4], [16], [1]), 0) == 2
    # equal contiguity: the runs start together: gcd(4, 16) = 4
    assert divisibility_from_contiguity(info([4], [4], [1]), info([4], [16], [1]), 0) == 4


# ---------------------------------------------------------------------------
# Rules, one module each, numbers derived by hand
# ---------------------------------------------------------------------------

def test_sources():
    _, _, i = analyse("""
tt.func @f(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %t: tensor<8xi32> {tt.contiguity = 8 : i32}) {
  %r = tt.make_range {end = 160 : i32, start = 32 : i32} : tensor<128xi32>
  %m1 = arith.constant -1 : i32
  %m1_64 = arith.constant -1 : i64
  %t1 = arith.constant true
  %z = arith.constant dense<0> : tensor<4x8xi32>
  %f = arith.constant 1.0 : f32
  %poison = ub.poison : tensor<4xi32>
  %pid = tt.get_program_id x : i32
  tt.return
}""")
    assert i["p"] == info([1], [16], [1])                       # the argument's hint
    assert i["t"] == info([8], [1], [1])                        # an integer hint on a 1-D tensor
    assert i["r"] == info([128], [32], [1])                     # 160 - 32 = 128, 32 = 2^5
    assert i["m1"] == info([1], [1], [1], 4294967295)           # -1 : i32 zero-extended
    assert i["m1_64"] == info([1], [1], [1], -1)                # all 64 bits: int64 -1
    assert i["t1"] == info([1], [1], [1], 1)
    assert i["z"] == info([1, 1], [1 << 62] * 2, [4, 8], 0)    # splat 0: constancy = shape
    assert i["f"] == info([1], [1], [1])                        # no rule for floats: pessimistic
    assert i["poison"] == info([1 << 62], [1 << 62], [1 << 62])
    assert i["pid"] == info([1], [1], [1])                      # unknown op


def test_add_sub_addptr():
    _, _, i = analyse("""
tt.func @f(%p: !tt.ptr<i64> {tt.divisibility = 16 : i32}, %q: !tt.ptr<i1> {tt.divisibility = 16 : i32}) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %c4 = arith.constant dense<4> : tensor<128xi32>
  %c12 = arith.constant dense<12> : tensor<128xi32>
  %a = arith.addi %r, %c4 : tensor<128xi32>
  %s = arith.subi %c4, %r : tensor<128xi32>
  %k = arith.addi %c4, %c12 : tensor<128xi32>
  %ps = tt.splat %p : !tt.ptr<i64> -> tensor<128x!tt.ptr<i64>>
  %pa = tt.addptr %ps, %r : tensor<128x!tt.ptr<i64>>, tensor<128xi32>
  %c3 = arith.constant 3 : i32
  %qa = tt.addptr %q, %c3 : !tt.ptr<i1>, i32
  tt.return
}""")
    # range + const: contiguity max(gcd(1, 1), gcd(128, 128)) = 128; divisibility gcd(2^30, 4) = 4
    assert i["a"] == info([128], [4], [1])
    # const - range is decreasing: contiguity gcd(cont_l = 1, cst_r = 1) = 1
    assert i["s"] == info([1], [4], [1])
    # 4 + 12 = 16, a constant: divisibility 16, constancy the shape
    assert i["k"] == info([1], [16], [128], 16)
    # ptr<i64>: offsets scale by 8 bytes: gcd(16, 2^30 * 8) = 16; contiguity 128 (in elements)
    assert i["pa"] == info([128], [16], [1])
    # ptr<i1>: element size max(1, 1 / 8) = 1: gcd(16, 1) = 1
    assert i["qa"] == info([1], [1], [1])


def test_mul_div_rem():
    _, _, i = analyse("""
tt.func @f(%n: i32 {tt.divisibility = 16 : i32}) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %c1 = arith.constant dense<1> : tensor<128xi32>
  %c8 = arith.constant dense<8> : tensor<128xi32>
  %c48 = arith.constant dense<48> : tensor<128xi32>
  %m1 = arith.muli %r, %c1 : tensor<128xi32>
  %m8 = arith.muli %r, %c8 : tensor<128xi32>
  %d8 = arith.divsi %r, %c8 : tensor<128xi32>
  %r48 = arith.remsi %r, %c48 : tensor<128xi32>
  %r1 = arith.remui %r, %c1 : tensor<128xi32>
  %c4 = arith.constant 4 : i32
  %nd = arith.divsi %n, %c4 : i32
  tt.return
}""")
    assert i["m1"] == info([128], [1 << 30], [1])     # x * 1 = x
    # contiguous * 8: contiguity 1, divisibility 1 (a run counts as 1) * 8 = 8
    assert i["m8"] == info([1], [8], [1])
    # runs of 8 equal quotients: gcd(128, 2^30, 8) = 8; divisibility 1 (lhs is contiguous)
    assert i["d8"] == info([1], [1], [8])
    # remainder runs of gcd(128, 2^30, 16) = 16 consecutive values, each starting at a multiple
    # of gcd(2^30, 16) = 16
    assert i["r48"] == info([16], [16], [1])
    assert i["r1"] == info([1], [1 << 62], [128], 0)  # x % 1 = 0
    assert i["nd"] == info([1], [4], [1])             # 16k / 4 = 4k


def test_shape_ops():
    _, _, i = analyse("""
tt.func @f(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %b = tt.broadcast %e : tensor<1x64xi32> -> tensor<32x64xi32>
  %t = tt.trans %b {order = array<i32: 1, 0>} : tensor<32x64xi32> -> tensor<64x32xi32>
  %s = tt.splat %p : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>>
  %c2 = arith.constant dense<2> : tensor<64xi32>
  %m = arith.muli %r, %c2 : tensor<64xi32>
  %e2 = tt.expand_dims %m {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  tt.return
}""")
    # new axis 0: contiguity 1, constancy 1, divisibility 1 (the only dim is contiguous)
    assert i["e"] == info([1, 64], [1, 1 << 30], [1, 1])
    # broadcast dim 0 (size 1 -> 32): one constant run of 32
    assert i["b"] == info([1, 64], [1, 1 << 30], [32, 1])
    assert i["t"] == info([64, 1], [1 << 30, 1], [1, 32])
    assert i["s"] == info([1, 1], [16, 16], [32, 64])
    # r * 2: divisibility 2, contiguity 1 -> the new dim gets divisibility 2
    assert i["e2"] == info([1, 1], [2, 2], [1, 1])


def test_compare_select_logic_shift_minmax():
    _, _, i = analyse("""
tt.func @f(%c: i1, %s: i32 {tt.divisibility = 4 : i32}) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %c16 = arith.constant dense<16> : tensor<128xi32>
  %c2 = arith.constant dense<2> : tensor<128xi32>
  %lt = arith.cmpi slt, %r, %c16 : tensor<128xi32>
  %gt = arith.cmpi sgt, %c16, %r : tensor<128xi32>
  %eq = arith.cmpi eq, %r, %c16 : tensor<128xi32>
  %kk = arith.cmpi ult, %c2, %c16 : tensor<128xi32>
  %scalar = arith.cmpi ult, %s, %s : i32
  %sel = arith.select %c, %r, %c16 : tensor<128xi32>
  %tsel = arith.select %lt, %r, %c16 : tensor<128xi1>, tensor<128xi32>
  %and = arith.andi %c16, %c2 : tensor<128xi32>
  %shl = arith.shli %r, %c2 : tensor<128xi32>
  %shr = arith.shrui %c16, %c2 : tensor<128xi32>
  %max = arith.maxsi %r, %c16 : tensor<128xi32>
  tt.return
}""")
    # contiguous lhs < constant rhs: constant over runs of gcd(128, 2^30, 16) = 16
    assert i["lt"] == info([1], [1], [16])
    assert i["gt"] == info([1], [1], [16])             # const lhs > contiguous rhs: the same
    assert i["eq"] == info([1], [1], [1])              # eq gets no such help
    assert i["kk"] == info([1], [1], [128], 1)         # 2 <u 16: known
    assert i["scalar"] == info([1], [1], [1])          # scalar compares get no rule
    # i1 condition: gcd per dim; divisibility: contiguities differ -> gcd(2^30, 16, 128, 1) = 1
    assert i["sel"] == info([1], [1], [1])
    # tensor condition: constancy gcd(1, 128, 16) = 1, contiguity gcd(128, 1, 16) = 1
    assert i["tsel"] == info([1], [1], [1])
    assert i["and"] == info([1], [1 << 62], [128], 0)  # 16 & 2 = 0
    # r << 2: contiguity 1, divisibility 1 (contiguous lhs) * 2^2 = 4
    assert i["shl"] == info([1], [4], [1])
    assert i["shr"] == info([1], [4], [128], 4)
    # max: gcd of contiguity (128, 1) and constancy (1, 128); divisibility gcd(2^30, 16, 128, 1)
    assert i["max"] == info([1], [1], [1])


def test_casts_and_load():
    _, _, i = analyse("""
tt.func @f(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<tensor<4x8xf32>>) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %x = arith.extsi %r : tensor<128xi32> to tensor<128xi64>
  %y = arith.trunci %x : tensor<128xi64> to tensor<128xi16>
  %b = tt.bitcast %r : tensor<128xi32> -> tensor<128xf32>
  %c16 = arith.constant dense<16> : tensor<128xi32>
  %d = arith.divsi %r, %c16 : tensor<128xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %pd = tt.addptr %ps, %d : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %l = tt.load %pd : tensor<128x!tt.ptr<f32>>
  %lq = tt.load %q : !tt.ptr<tensor<4x8xf32>>
  tt.return
}""")
    assert i["x"] == i["y"] == i["b"] == info([128], [1 << 30], [1])
    # loads of equal pointers (constancy 16) are equal
    assert i["l"] == info([1], [1], [16])
    assert i["lq"] == info([1, 1], [1, 1], [1, 1])     # a block pointer: rank of the pointee


def test_op_hints_override_and_unrealized_cast():
    _, _, i = analyse("""
tt.func @f(%a: i32) {
  %c0 = arith.constant 0 : i32
  %h = arith.addi %a, %c0 {tt.divisibility = 64 : i32} : i32
  %s = tt.splat %h {tt.divisibility = dense<[32, 8]> : tensor<2xi32>} : i32 -> tensor<4x8xi32>
  %u = builtin.unrealized_conversion_cast %s : tensor<4x8xi32> to tensor<32xi32>
  tt.return
}""")
    assert i["h"] == info([1], [64], [1])
    assert i["s"] == info([1, 1], [32, 8], [4, 8])
    assert i["u"] == info([1], [1], [1])     # rank 2 -> 1: pessimistic, not the operand's info


# ---------------------------------------------------------------------------
# Control flow and calls
# ---------------------------------------------------------------------------


def test_for_induction_variable_and_iter_args():
    _, _, i = analyse("""
tt.func @f(%lb: i32 {tt.divisibility = 32 : i32}, %n: i32) {
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %res = scf.for %iv = %lb to %n step %c64 iter_args(%acc = %c64) -> (i32) : i32 {
    %next = arith.addi %acc, %c8 : i32
    scf.yield %next : i32
  }
  tt.return
}""")
    assert i["iv"] == info([1], [32], [1])            # gcd(div lb = 32, div step = 64)
    # iter arg: 64 (constant) joined with acc + 8 (divisibility gcd(., 8))
    assert i["acc"] == info([1], [8], [1])
    assert i["res"] == info([1], [8], [1])


def test_dead_code_is_pessimistic_and_constant_branches_prune():
    _, _, i = analyse("""
tt.func @f(%x: i32) {
  %c16 = arith.constant 16 : i32
  %c3 = arith.constant 3 : i32
  %false = arith.constant false
  %v = scf.if %false -> (i32) {
    %dead = arith.addi %c16, %c16 : i32
    scf.yield %c3 : i32
  } else {
    scf.yield %c16 : i32
  }
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.cmpi slt, %c0, %c1 : i32
  cf.cond_br %t, ^bb1(%c16 : i32), ^bb2(%c3 : i32)
^bb1(%a: i32):
  tt.return
^bb2(%b: i32):
  %dead2 = arith.muli %b, %c16 : i32
  tt.return
}""")
    assert i["dead"] == info([1], [1], [1])            # never visited: pessimistic
    assert i["v"] == info([1], [16], [1], 16)         # only the else branch runs
    assert i["a"] == info([1], [16], [1], 16)         # 0 < 1 folds to true: ^bb1 only
    assert i["b"] == info([1], [1], [1])              # dead block argument
    assert i["dead2"] == info([1], [1], [1])


def test_while_and_cf_loop():
    _, _, i = analyse("""
tt.func @f(%n: i32, %c: i1) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %w:2 = scf.while (%x = %c0, %k = %c4) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi slt, %x, %n : i32
    scf.condition(%go) %x, %k : i32, i32
  } do {
  ^bb0(%y: i32, %z: i32):
    %y2 = arith.addi %y, %c4 : i32
    scf.yield %y2, %z : i32, i32
  }
  cf.br ^bb1(%c0 : i32)
^bb1(%l: i32):
  %l2 = arith.addi %l, %c4 : i32
  cf.cond_br %c, ^bb1(%l2 : i32), ^bb2
^bb2:
  tt.return
}""")
    assert i["x"] == info([1], [4], [1])               # 0 joined with y + 4
    assert i["k"] == info([1], [4], [1], 4)            # loop invariant: stays the constant 4
    assert i["w#0"] == info([1], [4], [1]) and i["w#1"] == info([1], [4], [1], 4)
    assert i["l"] == info([1], [4], [1])               # 0 joined with l + 4 around the cf loop


CALLS = """
module {
  tt.func private @callee(%arg0: i32, %arg1: tensor<8xi32>, %arg2: tensor<2x4xi32>) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1 : i32
    tt.return %0 : i32
  }
  tt.func @a(%x: i32 {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %z = arith.constant dense<0> : tensor<2x4xi32>
    %res = tt.call @callee(%x, %r, %z) : (i32, tensor<8xi32>, tensor<2x4xi32>) -> i32
    tt.return
  }
  tt.func @b(%y: i32 {tt.divisibility = 8 : i32}) {
    %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %z = arith.constant dense<0> : tensor<2x4xi32>
    %res2 = tt.call @callee(%y, %r, %z) : (i32, tensor<8xi32>, tensor<2x4xi32>) -> i32
    tt.return
  }
}"""


def test_calls_join_call_sites_and_never_touch_the_ir():
    module, analysis, i = analyse(CALLS)
    before = print_op(module)
    assert i["arg0"] == info([1], [8], [1])            # gcd(16, 8) over both call sites
    assert i["arg1"] == info([8], [1 << 30], [1])      # 1-D tensors are carried too
    assert i["arg2"] == info([1, 1], [1, 1], [1, 1])   # rank 2: not carried
    assert i["res"] == info([1], [1], [1])             # call results: pessimistic
    assert print_op(module) == before
    callee = next(op for op in module.walk() if op.name == "tt.func")
    assert analysis.callee_arg_hints[(callee, 0)] == {
        "tt.contiguity": 1, "tt.divisibility": 8, "tt.constancy": 1}
    analysis.write_callee_arg_hints()                  # what triton-opt prints after the analysis
    text = print_op(module)
    assert ("%arg0: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 8 : i64}, "
            "%arg1: tensor<8xi32> {tt.constancy = 1 : i64, tt.contiguity = 8 : i64, "
            "tt.divisibility = 1073741824 : i64}, %arg2: tensor<2x4xi32>") in text


def test_recursion_is_an_error():
    with pytest.raises(CallGraphCycleError, match="Cycle detected in call graph"):
        analyse("""
tt.func @f(%x: i32) {
  tt.call @g(%x) : (i32) -> ()
  tt.return
}
tt.func @g(%x: i32) {
  tt.call @f(%x) : (i32) -> ()
  tt.return
}
tt.func @main(%x: i32) {
  tt.call @f(%x) : (i32) -> ()
  tt.return
}""")


# ---------------------------------------------------------------------------
# The API passes use
# ---------------------------------------------------------------------------

TTGIR = """
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @k(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask = arith.cmpi slt, %r, %ns : tensor<1024xi32, #blocked>
    %l = tt.load %pa, %mask : tensor<1024x!tt.ptr<f16>, #blocked>
    tt.return
  }
}"""


def test_alignment_api():
    module, a, i = analyse(TTGIR)
    load = next(op for op in module.walk() if op.name == "tt.load")
    pa, mask = load.operand(0), load.operand(1)
    assert i["pa"] == info([1024], [16], [1])
    # alignment: min(16 bytes / 2 bytes, contiguity 1024) = 8
    assert a.get_alignment(pa) == get_ptr_alignment(a, pa) == 8
    # contiguity: min(alignment 8, 4 contiguous elements per thread) = 4
    assert a.get_contiguity(pa) == get_ptr_contiguity(a, pa) == 4
    # offsets with the pointee's width (AMD buffer ops): divisibility 2^30 taken as is -> 1024
    assert a.get_alignment(load.operand(0).defining_op.operand(1), 16) == 1024
    # mask constancy: contiguous r < splat(n): gcd(1024, 2^30, 16) = 16
    assert a.get_mask_alignment(mask) == get_mask_alignment(a, mask) == 16
    # coalesce's getNumElementsPerThread: min(16 / 2, min(1024, 1024), 128 / 16) = 8
    assert get_num_elements_per_thread(load, [0], a, [1024]) == 8
    scalar = next(op for op in module.walk() if op.name == "tt.func").regions[0].blocks[0].args[1]
    assert a.get_alignment(scalar) == 1 and a.get_contiguity(scalar) == 1


def test_num_elements_per_thread_uses_32_bit_divisibility():
    module, a, _ = analyse(TTGIR.replace("%pa = tt.addptr %ps, %r", "%pa = tt.addptr %ps, %z")
                           .replace("%ps = tt.splat", "%z = arith.constant dense<0> : tensor<1024xi32, #blocked>\n"
                                    "    %ps = tt.splat").replace("{tt.divisibility = 16 : i32}, %n",
                                                              "{tt.divisibility = 4611686018427387904 : i64}, %n"))
    load = next(op for op in module.walk() if op.name == "tt.load")
    # divisibility 2^62 is 0 as a 32-bit unsigned: max(0 / 2, 1) = 1
    assert a.get(load.operand(0)).divisibility == (1 << 62,)
    assert get_num_elements_per_thread(load, [0], a, [1024]) == 1


def test_callback_adds_visitors():
    text = """
tt.func @f() {
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %s = "test.copy"(%r) : (tensor<8xi32>) -> tensor<8xi32>
  tt.return
}"""
    _, _, plain = analyse(text)
    assert plain["s"] == info([1], [1], [1])

    def cb(visitors: AxisInfoVisitorList):
        visitors.append(lambda op: op.name == "test.copy", lambda op, operands: operands[0])
        add_amd_visitors(visitors)

    _, _, extended = analyse(text, callback=cb)
    assert extended["s"] == info([8], [1 << 30], [1])


# ---------------------------------------------------------------------------
# The solver
# ---------------------------------------------------------------------------


def test_constant_propagation_folds():
    module = parse_source("""
tt.func @f(%x: i32) {
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %m = arith.muli %x, %c0 : i32
  %s = arith.subi %x, %x : i32
  %q = arith.divsi %c3, %c0 : i32
  %neg = arith.constant -7 : i32
  %d = arith.divsi %neg, %c3 : i32
  %r = arith.remsi %neg, %c3 : i32
  %cmp = arith.cmpi ult, %neg, %c3 : i32
  %sp = tt.splat %c3 : i32 -> tensor<4xi32>
  tt.return
}""", "t.mlir")
    func = next(op for op in module.walk() if op.name == "tt.func")
    solver = DF.create_dataflow_solver(check_monotonic=True)
    solver.initialize_and_run(func)
    consts = {}
    for op in func.walk():
        for r in op.results:
            lat = solver.lookup(r, DF.ConstantLattice)
            consts[r.name_hint] = lat.value.constant[1] if lat.value.constant is not None else None
    assert consts["m"] == 0 and consts["s"] == 0          # x * 0, x - x
    assert consts["q"] is None                            # division by zero: no fold
    assert consts["d"] == (1 << 32) - 2                   # -7 / 3 = -2 (truncating), as i32 bits
    assert consts["r"] == (1 << 32) - 1                   # -7 % 3 = -1 (sign of the dividend)
    assert consts["cmp"] == 0                             # 0xFFFFFFF9 <u 3 is false
    assert consts["sp"] == 3


# ---------------------------------------------------------------------------
# Soundness: the facts hold for the values (random straight-line code)
# ---------------------------------------------------------------------------

N = 64


def _facts_hold(values: list[int], ai: AxisInfo, check_divisibility: bool = True) -> str:
    c, d, k = ai.contiguity[0], ai.divisibility[0], ai.constancy[0]
    if not check_divisibility:
        d = 1
    if N % c or N % k:
        return f"run lengths {c}, {k} do not divide {N}"
    for s in range(0, N, c):
        if any(values[s + j + 1] != values[s + j] + 1 for j in range(c - 1)):
            return f"contiguity {c} broken at {s}"
        if values[s] % d:
            return f"divisibility {d} broken at {s} ({values[s]})"
    for s in range(0, N, k):
        if any(values[s + j] != values[s] for j in range(k)):
            return f"constancy {k} broken at {s}"
    if ai.constant_value is not None and any(v != ai.constant_value for v in values):
        return f"constant {ai.constant_value} wrong"
    return ""


def _random_program(rng: random.Random):
    """MLIR text, each value's elements (non-negative, small, i32) and, per value, its
    op and operands."""
    lines, vals = [], {}
    names = []
    defs: dict = {}

    def new(name, text, value, *operands):
        lines.append(f"  %{name} = {text}")
        vals[name] = value
        if not name.startswith("m"):  # masks (i1) are no operands of the i32 ops
            names.append(name)
        defs[name] = (text.split()[0], operands)

    start = rng.choice([0, 16, 32, 64, 128, 1024, 5, 48])
    new("r", f"tt.make_range {{end = {start + N} : i32, start = {start} : i32}} : tensor<{N}xi32>",
        list(range(start, start + N)))
    for k in (1, 2, 3, 4, 8, 12, 16, 32, 48, 64):
        new(f"c{k}", f"arith.constant dense<{k}> : tensor<{N}xi32>", [k] * N)
    n = rng.choice([16, 32, 64, 256])
    new("sn", f"tt.splat %n : i32 -> tensor<{N}xi32>", [n * 7] * N)
    pos_ops = [("arith.addi", lambda a, b: a + b), ("arith.muli", lambda a, b: a * b),
               ("arith.maxsi", max), ("arith.minsi", min), ("arith.maxui", max), ("arith.minui", min),
               ("arith.andi", lambda a, b: a & b), ("arith.ori", lambda a, b: a | b),
               ("arith.xori", lambda a, b: a ^ b)]
    by_const = [("arith.divsi", lambda a, b: a // b), ("arith.divui", lambda a, b: a // b),
                ("arith.remsi", lambda a, b: a % b), ("arith.remui", lambda a, b: a % b),
                ("arith.shli", lambda a, b: a << b), ("arith.shrsi", lambda a, b: a >> b),
                ("arith.subi", lambda a, b: a - b)]
    for j in range(8):
        a = rng.choice(names)
        kind = rng.random()
        if kind < 0.45:
            op, f = rng.choice(pos_ops)
            b = rng.choice(names)
        elif kind < 0.85:
            op, f = rng.choice(by_const)
            b = rng.choice(["c1", "c2", "c3", "c4", "c8", "c12", "c16", "c48"])
            if op == "arith.subi":   # keep values non-negative: x - 1 only on large ranges
                if min(vals[a]) < 48:
                    continue
                b = rng.choice(["c1", "c16", "c48"])
        else:
            cond = rng.choice(["slt", "sle", "sgt", "sge", "eq", "ne"])
            x, y = rng.choice(names), rng.choice(names)
            cmp = {"slt": lambda p, q: p < q, "sle": lambda p, q: p <= q, "sgt": lambda p, q: p > q,
                   "sge": lambda p, q: p >= q, "eq": lambda p, q: p == q, "ne": lambda p, q: p != q}[cond]
            new(f"m{j}", f"arith.cmpi {cond}, %{x}, %{y} : tensor<{N}xi32>",
                [int(cmp(p, q)) for p, q in zip(vals[x], vals[y])], x, y)
            mask = vals[f"m{j}"]
            b = rng.choice(names)
            new(f"v{j}", f"arith.select %m{j}, %{a}, %{b} : tensor<{N}xi1>, tensor<{N}xi32>",
                [p if m else q for m, p, q in zip(mask, vals[a], vals[b])], f"m{j}", a, b)
            continue
        value = [f(p, q) for p, q in zip(vals[a], vals[b])]
        if max(value) >= 1 << 31 or min(value) < 0:
            continue
        new(f"v{j}", f"{op} %{a}, %{b} : tensor<{N}xi32>", value, a, b)
    text = ("tt.func @f(%n: i32 {tt.divisibility = 16 : i32}) {\n" + "\n".join(lines)
            + "\n  tt.return\n}\n")
    return text, vals, defs


def _unguaranteed_divisibility(defs: dict, infos: dict) -> set:
    """Values whose divisibility Triton's rules do not guarantee, and all computed from
    them.  A divisibility is a fact about the first element of each contiguous run; these
    rules keep it while the runs get shorter (every element of a contiguity-1 value
    starts a run):

    * ``select`` with a tensor condition (test_select_with_tensor_condition_is_unsound);
    * ``addi``/``subi``/``remsi``/``remui`` whose result has shorter runs than an operand
      ([16, 17, ...] twice summed is [32, 34, ...]: contiguity 1, yet divisibility
      gcd(16, 16) = 16; [0..15, 16..31, ...] % 12: contiguity 1, divisibility
      gcd(16, 4) = 4, but 1 is an element).

    pyopt mirrors Triton (test_axis_info_vs_triton.py checks that), so the soundness test
    leaves these out."""
    out: set = set()
    for name, (op, operands) in defs.items():
        ins = [infos[o] for o in operands if o in infos]
        res = infos[name]
        shortened = op in ("arith.addi", "arith.subi", "arith.remsi", "arith.remui") \
            and any(x.contiguity[0] > res.contiguity[0] for x in ins)
        if any(o in out for o in operands) or op == "arith.select" or shortened:
            out.add(name)
    return out


def test_select_with_tensor_condition_is_unsound():
    # Triton's select rule takes the condition's constancy into contiguity but not into
    # divisibility: picking between r = [32, 33, ...] (contiguity 64, divisibility 32) and
    # r % 8 (contiguity 8, divisibility 8) element by element gives contiguity
    # gcd(64, 8, 1) = 1 - every element starts a run - yet divisibility
    # gcd(32, 8, 64, 8) = 8, although 33 may be picked.  pyopt mirrors Triton.
    _, _, i = analyse("""
tt.func @f() {
  %r = tt.make_range {end = 96 : i32, start = 32 : i32} : tensor<64xi32>
  %c8 = arith.constant dense<8> : tensor<64xi32>
  %v = arith.remsi %r, %c8 : tensor<64xi32>
  %m = arith.cmpi eq, %r, %v : tensor<64xi32>
  %s = arith.select %m, %r, %v : tensor<64xi1>, tensor<64xi32>
  tt.return
}""")
    assert i["s"] == info([1], [8], [1])


def test_add_and_rem_keep_divisibility_of_longer_runs():
    # Also Triton's, mirrored (see _unguaranteed_divisibility): [16, 17, ...] twice summed
    # is [32, 34, ...]: contiguity max(gcd(1, 64), gcd(64, 1)) = 1 but divisibility
    # gcd(16, 16) = 16; [0..15, 16..31, ...] % 12 has contiguity 1 (the lhs is not one run)
    # but divisibility gcd(16, 4) = 4.
    _, _, i = analyse("""
tt.func @f() {
  %r = tt.make_range {end = 80 : i32, start = 16 : i32} : tensor<64xi32>
  %a = arith.addi %r, %r : tensor<64xi32>
  %c16 = arith.constant dense<16> : tensor<64xi32>
  %c12 = arith.constant dense<12> : tensor<64xi32>
  %m = arith.remui %r, %c16 : tensor<64xi32>
  %b = arith.remui %m, %c12 : tensor<64xi32>
  tt.return
}""")
    assert i["a"] == info([1], [16], [1])
    assert i["m"] == info([16], [16], [1])
    assert i["b"] == info([1], [4], [1])


@pytest.mark.parametrize("seed", range(40))
def test_claimed_facts_hold_for_the_values(seed):
    rng = random.Random(seed)
    for _ in range(10):
        text, vals, defs = _random_program(rng)
        _, _, infos = analyse(text)
        tainted = _unguaranteed_divisibility(defs, infos)
        for name, values in vals.items():
            problem = _facts_hold(values, infos[name], name not in tainted)
            assert not problem, f"%{name}: {problem}: {infos[name]}\n{text}"


# ---------------------------------------------------------------------------
# The pass on the command line
# ---------------------------------------------------------------------------

PASS_INPUT = """tt.func @f(%n: i32 {tt.divisibility = 16 : i32}) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %s = tt.splat %n : i32 -> tensor<128xi32>
  %a = arith.addi %s, %r : tensor<128xi32>
  tt.return
}
"""


def _pyopt(args, stdin=""):
    import io

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


def test_pass_remarks_and_unchanged_ir():
    code, plain, _ = _pyopt(["-"], PASS_INPUT)
    assert code == 0
    for flag in ("-axis-info", "-test-print-alignment", "--axis-info=format=remarks"):
        code, out, err = _pyopt(["-", flag], PASS_INPUT)
        assert code == 0 and out == plain
        # one remark per result, at the op, with the op printed as its function names it
        assert ("<stdin>:4:8: remark: %2 = arith.addi %1, %0 : tensor<128xi32> => "
                "contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>") in err
        assert err.count("remark:") == 3


@pytest.mark.parametrize("flags", [["-axis-info", "--axis-info-format=table"],
                                   ["--axis-info-format=table", "-axis-info"],
                                   ["-axis-info=format=table"], ["--axis-info=format=table"], ["-p", "axis-info{format=table}"],
                                   ["-test-print-alignment", "--axis-info-format=table"]])
def test_pass_table(flags):
    _, plain, _ = _pyopt(["-"], PASS_INPUT)
    code, out, err = _pyopt(["-"] + flags, PASS_INPUT)
    assert code == 0 and out == plain            # the table goes to stderr
    assert "AxisInfo of @f" in err and "remark" not in err
    row = next(line for line in err.splitlines() if "arith.addi" in line)
    assert "[128]" in row and "[16]" in row
    assert "divisibility[d]" in err               # the legend


def test_pass_option_flag_errors():
    code, _, err = _pyopt(["-", "--axis-info-format=table"], PASS_INPUT)
    assert code == 1 and "option '--axis-info-format' is for pass 'axis-info'" in err
    code, _, err = _pyopt(["-", "-axis-info", "--axis-info-format=wide"], PASS_INPUT)
    assert code == 1 and "invalid value 'wide' for option 'format'" in err
    code, _, err = _pyopt(["-", "-axis-info", "--axis-info-colour=red"], PASS_INPUT)
    assert code == 1 and "unknown option or pass '--axis-info-colour'" in err


def test_pass_reports_recursion():
    text = "tt.func @f() {\n  tt.call @f() : () -> ()\n  tt.return\n}\n"
    code, _, err = _pyopt(["-", "-axis-info"], text)
    # a single self-recursive function has no root: nothing is analysed, as in Triton
    assert code == 0
    text2 = ("tt.func @m() {\n  tt.call @f() : () -> ()\n  tt.return\n}\n"
             "tt.func @f() {\n  tt.call @g() : () -> ()\n  tt.return\n}\n"
             "tt.func @g() {\n  tt.call @f() : () -> ()\n  tt.return\n}\n")
    code, _, err = _pyopt(["-", "-axis-info"], text2)
    assert code == 1 and "Cycle detected in call graph" in err
