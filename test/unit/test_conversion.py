"""The dialect conversion framework (pyopt/rewrite/conversion.py) on its own: legality,
1:1 and 1:N replacements with delayed commit, materializations, signature conversion,
folding before patterns, rollback and the one-shot mode, full/partial/analysis modes.

The semantics follow MLIR's DialectConversion.cpp at Triton 3.6.0's LLVM; the
canonicalize-pointers corpus and lit tests check the same machinery against real Triton.
"""

from __future__ import annotations

import pytest

from pyopt.diagnostics import DiagnosticEngine
from pyopt.dialects.arith.ops import AddIOp, MulIOp, SubIOp, TruncIOp
from pyopt.dialects.builtin.ops import UnrealizedConversionCastOp
from pyopt.dialects.cf.ops import BranchOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.printer import print_op
from pyopt.rewrite.conversion import (
    ConversionConfig, ConversionError, ConversionPattern, ConversionTarget, SignatureConversion, TypeConverter,
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, reconcile_unrealized_casts,
)
from pyopt.syntax.parser import parse_source

SIMPLE = """
tt.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  tt.return %1 : i32
}
"""


def func_of(module: Operation) -> Operation:
    return next(o for o in module.walk() if o.name == "tt.func")


def body(module: Operation) -> str:
    text = print_op(module)
    return "\n".join(line.strip() for line in text.splitlines()[2:-2])


class AddToSub(ConversionPattern):
    """addi(a, b) -> subi(a, b), checking that the old op's uses are untouched
    while the conversion runs (replacements are delayed)."""
    root = AddIOp
    seen_uses_during: list = []

    def convert(self, op, operands, rw):
        (a,), (b,) = operands
        new = rw.create(SubIOp, [a, b], [a.type], loc=op.loc)
        rw.replace_op(op, new)
        AddToSub.seen_uses_during.append(len(op.results[0].uses))
        return True


def illegal(*classes):
    target = ConversionTarget()
    target.add_legal_dialect("arith", "tt")
    target.add_illegal_op(*classes)
    return target


def test_one_to_one_replacement_is_delayed_then_committed():
    m = parse_source(SIMPLE)
    AddToSub.seen_uses_during = []
    assert apply_partial_conversion(func_of(m), illegal(AddIOp), [AddToSub()])
    assert AddToSub.seen_uses_during == [2]  # the muli still used the addi then
    assert body(m) == "%0 = arith.subi %arg0, %arg1 : i32\n%1 = arith.muli %0, %0 : i32\ntt.return %1 : i32"


class SplitAdd(ConversionPattern):
    """1:N: addi(a, b) is represented by the pair (a, b)."""
    root = AddIOp

    def convert(self, op, operands, rw):
        rw.replace_op_with_multiple(op, [[operands[0][0], operands[1][0]]])
        return True


class MulOfPair(ConversionPattern):
    """muli sees the pair each operand was replaced by."""
    root = MulIOp
    got: list = []

    def convert(self, op, operands, rw):
        MulOfPair.got.append([len(g) for g in operands])
        (a, b), _ = operands
        new = rw.create(SubIOp, [a, b], [a.type], loc=op.loc)
        rw.replace_op(op, new)
        return True


def test_one_to_n_operands_reach_the_consumer_pattern():
    m = parse_source(SIMPLE)
    MulOfPair.got = []
    assert apply_partial_conversion(func_of(m), illegal(AddIOp, MulIOp), [SplitAdd(), MulOfPair()])
    assert MulOfPair.got == [[2, 2]]
    assert body(m) == "%0 = arith.subi %arg0, %arg1 : i32\ntt.return %0 : i32"


def test_unconverted_user_gets_a_source_materialization_cast():
    m = parse_source(SIMPLE)
    config = ConversionConfig(build_materializations=False)
    assert apply_partial_conversion(func_of(m), illegal(AddIOp), [SplitAdd()], config)
    # the muli keeps a value of the old type: a cast from the pair, right after the
    # last of its inputs
    assert body(m) == ("%0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i32\n"
                       "%1 = arith.muli %0, %0 : i32\ntt.return %1 : i32")


def test_source_materialization_callback_builds_real_ops():
    m = parse_source(SIMPLE)
    conv = TypeConverter()
    conv.add_conversion(lambda t: t)
    conv.add_source_materialization(
        lambda b, t, inputs, loc: b.create(AddIOp, list(inputs), [t], loc=loc).results[0])
    pattern = SplitAdd()
    pattern.type_converter = conv
    assert apply_partial_conversion(func_of(m), illegal(AddIOp), [pattern])
    assert body(m) == "%0 = arith.addi %arg0, %arg1 : i32\n%1 = arith.muli %0, %0 : i32\ntt.return %1 : i32"


def test_unresolvable_materialization_fails_with_mlir_message():
    m = parse_source(SIMPLE)
    diag = DiagnosticEngine()
    conv = TypeConverter()
    conv.add_conversion(lambda t: t)
    pattern = SplitAdd()
    pattern.type_converter = conv
    assert not apply_partial_conversion(func_of(m), illegal(AddIOp), [pattern], diag=diag)
    assert [d.message for d in diag.diagnostics] == [
        "failed to legalize unresolved materialization from (i32, i32) to (i32) that remained live after "
        "conversion"]


class CreateThenFail(ConversionPattern):
    root = AddIOp

    def convert(self, op, operands, rw):
        rw.create(MulIOp, [operands[0][0], operands[1][0]], [op.results[0].type], loc=op.loc)
        rw.modify_op_in_place(op, lambda: op.attributes.__setitem__("touched", A.UnitAttr()))
        return False


def test_failed_pattern_is_rolled_back():
    m = parse_source(SIMPLE)
    before = print_op(m)
    unlegalized: set = set()
    config = ConversionConfig(unlegalized_ops=unlegalized)
    target = ConversionTarget()
    target.add_legal_dialect("tt")  # arith ops are unknown: neither legal nor illegal
    assert apply_partial_conversion(func_of(m), target, [CreateThenFail()], config)
    assert print_op(m) == before
    assert sorted(o.name for o in unlegalized) == ["arith.addi", "arith.muli"]


def test_one_shot_mode_refuses_rollback():
    m = parse_source(SIMPLE)
    with pytest.raises(ConversionError, match="rollback of IR modifications requested"):
        apply_partial_conversion(func_of(m), illegal(AddIOp), [CreateThenFail()],
                                 ConversionConfig(allow_pattern_rollback=False))


def test_explicitly_illegal_op_fails_partial_conversion_and_is_restored():
    m = parse_source(SIMPLE)
    before = print_op(m)
    diag = DiagnosticEngine()
    ok = apply_partial_conversion(func_of(m), illegal(AddIOp, MulIOp), [AddToSub()], diag=diag)
    assert not ok
    assert [d.message for d in diag.diagnostics] == [
        "failed to legalize operation 'arith.muli' that was explicitly marked illegal"]
    assert print_op(m) == before  # the addi's rewrite was undone


def test_full_conversion_needs_every_op_legal():
    m = parse_source(SIMPLE)
    target = ConversionTarget()
    target.add_legal_op(SubIOp, MulIOp)
    target.add_legal_dialect("tt")
    diag = DiagnosticEngine()
    assert not apply_full_conversion(func_of(m), target, [], diag=diag)
    assert diag.diagnostics[0].message == "failed to legalize operation 'arith.addi'"
    m = parse_source(SIMPLE)
    assert apply_full_conversion(func_of(m), target, [AddToSub()])


def test_analysis_conversion_leaves_the_ir_alone():
    m = parse_source(SIMPLE)
    before = print_op(m)
    config = ConversionConfig()
    assert apply_analysis_conversion(func_of(m), illegal(AddIOp), [AddToSub()], config)
    assert print_op(m) == before
    assert {o.name for o in config.legalizable_ops} >= {"arith.addi", "arith.muli", "tt.return"}


FOLDABLE = """
tt.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %c2, %c3 : i32
  %2 = arith.addi %0, %1 : i32
  tt.return %2 : i32
}
"""


def test_illegal_ops_fold_before_patterns_apply():
    m = parse_source(FOLDABLE)
    AddToSub.seen_uses_during = []
    target = illegal(AddIOp, MulIOp)
    assert apply_partial_conversion(func_of(m), target, [AddToSub()])
    # addi(a, 0) folds to a; muli(2, 3) folds to a new constant 6 placed before it;
    # the last addi has no folder result and is rewritten
    assert body(m) == ("%c0_i32 = arith.constant 0 : i32\n%c2_i32 = arith.constant 2 : i32\n"
                       "%c3_i32 = arith.constant 3 : i32\n%c6_i32 = arith.constant 6 : i32\n"
                       "%0 = arith.subi %arg0, %c6_i32 : i32\ntt.return %0 : i32")


def test_recursively_legal_ops_hide_their_bodies():
    text = """
tt.func @h(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  %2 = arith.addi %0, %0 : i32
  tt.return %2 : i32
}
"""
    from pyopt.dialects.scf.ops import ExecuteRegionOp

    m = parse_source(text)
    target = illegal(AddIOp)
    target.add_legal_dialect("scf")
    target.mark_op_recursively_legal(ExecuteRegionOp)
    assert apply_partial_conversion(func_of(m), target, [AddToSub()])
    out = print_op(m)
    assert "arith.addi %arg0, %arg0" in out and "arith.subi %0, %0" in out


BRANCHY = """
tt.func @k(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):
  %1 = arith.muli %x, %x : i32
  tt.return %1 : i32
}
"""


class SplitBranch(ConversionPattern):
    """cf.br passes both halves; the destination block's signature changes."""
    root = BranchOp

    def convert(self, op, operands, rw):
        flat = [v for g in operands for v in g]
        new = rw.insert(BranchOp(flat, [], {}, 0, successors=list(op.successors), loc=op.loc))
        dest = op.successors[0]
        conv = SignatureConversion(len(dest.args))
        for i, g in enumerate(operands):
            conv.add_inputs(i, [v.type for v in g])
        rw.apply_signature_conversion(dest, conv)
        rw.replace_op(op, new)
        return True


def test_signature_conversion_maps_block_arguments_one_to_n():
    m = parse_source(BRANCHY)
    MulOfPair.got = []
    target = illegal(AddIOp, MulIOp)
    # the new branch (two operands) is legal; a pattern never applies to the op it made
    target.add_dynamically_legal_op(lambda op: len(op.operands) == 2, BranchOp)
    assert apply_partial_conversion(func_of(m), target, [SplitAdd(), SplitBranch(), MulOfPair()])
    assert MulOfPair.got == [[2, 2]]
    assert body(m) == ("cf.br ^bb1(%arg0, %arg0 : i32, i32)\n"
                       "^bb1(%0: i32, %1: i32):  // pred: ^bb0\n"
                       "%2 = arith.subi %0, %1 : i32\ntt.return %2 : i32")


def test_unreachable_blocks_are_not_converted():
    text = """
tt.func @u(%a: i32) -> i32 {
  tt.return %a : i32
^bb1:
  %0 = arith.addi %a, %a : i32
  tt.return %0 : i32
}
"""
    m = parse_source(text)
    assert apply_partial_conversion(func_of(m), illegal(AddIOp), [AddToSub()])
    assert "arith.addi" in print_op(m)


def test_reconcile_unrealized_casts_folds_round_trips_and_dead_casts():
    text = """
tt.func @r(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %a : i32 to i16
  %3 = builtin.unrealized_conversion_cast %a : i32 to i8
  tt.return %1 : i32
}
"""
    m = parse_source(text)
    casts = [o for o in m.walk() if isinstance(o, UnrealizedConversionCastOp)]
    remaining = reconcile_unrealized_casts(casts)
    assert remaining == []
    assert body(m) == "tt.return %arg0 : i32"


def test_type_converter_one_to_n_and_caching():
    conv = TypeConverter()
    calls = []

    def split64(t):
        calls.append(t)
        if isinstance(t, T.IntegerType) and t.width == 64:
            return [T.i32, T.i32]
        return None

    conv.add_conversion(lambda t: t)
    conv.add_conversion(split64)
    assert conv.convert_type(T.i64) == [T.i32, T.i32]
    assert conv.convert_type(T.i64) == [T.i32, T.i32]
    assert conv.convert_type(T.i32) == [T.i32]
    assert calls == [T.i64, T.i32]
    assert conv.is_legal_type(T.i32) and not conv.is_legal_type(T.i64)


def test_target_materialization_for_pattern_with_type_converter():
    """A pattern with a type converter sees its operands converted to the legal
    types: an unconverted i64 value reaches it through a target materialization."""
    text = """
tt.func @t(%a: i64) -> i64 {
  %0 = arith.addi %a, %a : i64
  tt.return %0 : i64
}
"""
    conv = TypeConverter()
    conv.add_conversion(lambda t: [T.i32, T.i32] if t == T.i64 else t)
    conv.add_target_materialization(
        lambda b, types, inputs, loc, orig: [b.create(TruncIOp, list(inputs), [ty], loc=loc).results[0]
                                             for ty in types])

    class SeeOperands(ConversionPattern):
        root = AddIOp
        type_converter = conv
        got: list = []

        def convert(self, op, operands, rw):
            SeeOperands.got.append([[v.type for v in g] for g in operands])
            rw.replace_op_with_multiple(op, [operands[0]])
            return True

    m = parse_source(text)
    assert apply_partial_conversion(func_of(m), illegal(AddIOp), [SeeOperands()],
                                    ConversionConfig(build_materializations=False))
    assert SeeOperands.got == [[[T.i32, T.i32], [T.i32, T.i32]]]
    # the argument was cast to the two i32 halves (a target materialization) and the
    # return needed the i64 back (a source materialization): the two casts cancel
    assert body(m) == "tt.return %arg0 : i64"
