"""``pyopt equiv`` (issue 28): the comparison, the verdicts, the messages and
the command line, on kernels of our own run by the stub interpreter
(test_equiv_stub.py).  pyopt's own feature: no Triton release has it, so
the expected messages are pyopt's; the IR is valid Triton 3.6.0 TTGIR (each
kernel parses in 3.6.0's triton-opt)."""

from __future__ import annotations

import numpy as np
import pytest

from pyopt import cli
from pyopt.interp import equiv
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source
from test_equiv_stub import KERNEL, StubRunner

CTX = Context("3.6")


def parse(text, name="k.mlir"):
    return parse_source(text, name, context=CTX)


def check(a, b, trials=3, **kw):
    return equiv.check_equivalence(parse(a, "a.mlir"), parse(b, "b.mlir"), StubRunner(),
                                   equiv.make_trials(trials), **kw)


# a kernel that adds 1 to an offset: variants differ in one op
ADD = KERNEL.replace("%3 = tt.load %2", "%9 = arith.addi %0, %0 : tensor<16xi32, #blocked>\n"
                     "    %3 = tt.load %2").replace("tt.store %5, %3", "tt.store %5, %3")
SHIFTED = KERNEL.replace("%2 = tt.addptr %1, %0 :", "%7 = arith.addi %0, %c16 : tensor<16xi32, #blocked>\n"
                         "    %2 = tt.addptr %1, %7 :")


# -- the comparison of two buffers ---------------------------------------------------------
def test_integers_compare_exactly():
    assert equiv.first_difference(np.array([1, 2, 3]), np.array([1, 2, 3]), None) is None
    assert equiv.first_difference(np.array([1, 2, 3]), np.array([1, 5, 4]), (1.0, 1.0)) == 1


def test_floats_compare_exactly_a_nan_equal_to_a_nan():
    a = np.array([0.5, np.nan, 1.0], np.float32)
    assert equiv.first_difference(a, a.copy(), None) is None
    b = a.copy()
    b[2] = np.nextafter(np.float32(1.0), np.float32(2.0))  # one ulp away
    assert equiv.first_difference(a, b, None) == 2
    b[1] = 0.0
    assert equiv.first_difference(a, b, None) == 1


def test_a_tolerance_allows_a_few_ulps_not_more():
    tol = equiv.Tolerance().for_type("f32")
    assert tol == (16 * 2.0 ** -23, 16 * 2.0 ** -23)
    a = np.array([1.0, 2.0], np.float32)
    close = a * np.float32(1 + 4 * 2.0 ** -23)
    assert equiv.first_difference(a, close, tol) is None
    assert equiv.first_difference(a, a * np.float32(1.001), tol) == 0
    assert equiv.Tolerance(rtol=0.01).for_type("bf16") == (0.01, 16 * 2.0 ** -7)


def test_the_first_difference_is_row_major():
    a = np.zeros((2, 3), np.int32)
    b = a.copy()
    b[1, 0] = 7
    b[0, 2] = 7
    assert equiv.first_difference(a, b, None) == 2


# -- verdicts ------------------------------------------------------------------------------
def test_a_kernel_is_equivalent_to_itself_and_to_one_with_dead_code():
    v = check(KERNEL, ADD)
    assert v.status == "equivalent" and v.exit_code == 0
    assert [t.grid for t in v.trials] == [(1, 1, 1), (2, 1, 1), (2, 2, 1)]
    assert [t.seed for t in v.trials] == [0, 1, 2]
    assert v.tolerance is None  # no reduction, scan or dot: floats exactly
    assert "every value exactly" in equiv.summary(v)


def test_a_changed_offset_is_different_naming_the_element_and_both_stores():
    v = check(KERNEL, SHIFTED)
    assert v.status == "different" and v.exit_code == 1
    d = v.difference
    assert (d.buffer, d.index, d.trial.index) == ("arg1", (0,), 0)
    assert d.store_a.line == 11 and d.store_b.line == 12
    assert d.store_a.file == "a.mlir" and d.store_b.file == "b.mlir"
    diag = equiv.difference_diagnostic(v, "a.mlir", "b.mlir")
    assert diag.loc is d.store_b and diag.notes[0].loc is d.store_a
    assert diag.message.startswith("stored values differ: arg1[0] is ")
    assert "(trial 1: seed 0, grid 1x1x1, scalars of variant 1)" in diag.message


def test_an_element_only_one_kernel_wrote():
    fewer = KERNEL.replace("tt.store %5, %3 :", "%m = arith.cmpi slt, %0, %c16 : tensor<16xi32, #blocked>\n"
                           "    %c8 = arith.constant dense<8> : tensor<16xi32, #blocked>\n"
                           "    %m8 = arith.cmpi slt, %0, %c8 : tensor<16xi32, #blocked>\n"
                           "    tt.store %5, %3, %m8 :")
    v = check(KERNEL, fewer)
    assert v.difference.index == (8,) and v.difference.store_b is None
    diag = equiv.difference_diagnostic(v, "a.mlir", "b.mlir")
    assert diag.message.endswith("; no store of b.mlir wrote it") and diag.loc is v.difference.store_a


def test_an_element_only_the_second_kernel_wrote():
    fewer = KERNEL.replace("tt.store %5, %3 :", "%c8 = arith.constant dense<8> : tensor<16xi32, #blocked>\n"
                           "    %m8 = arith.cmpi slt, %0, %c8 : tensor<16xi32, #blocked>\n"
                           "    tt.store %5, %3, %m8 :")
    v = check(fewer, KERNEL)
    assert v.difference.index == (8,) and v.difference.store_a is None and v.difference.store_b.line == 11
    diag = equiv.difference_diagnostic(v, "a.mlir", "b.mlir")
    assert diag.message.endswith("; no store of a.mlir wrote it") and diag.loc is v.difference.store_b
    assert diag.notes == []


def test_b_out_of_bounds_where_a_is_not_is_different():
    far = KERNEL.replace("dense<16>", "dense<100>").replace(
        "%5 = tt.addptr %4, %0 :", "%8 = arith.addi %0, %c16 : tensor<16xi32, #blocked>\n    %5 = tt.addptr %4, %8 :")
    v = check(KERNEL, far)
    assert v.status == "different" and v.failed_side == "B" and v.failure.kind == "out-of-bounds"
    diag = equiv.difference_diagnostic(v, "a.mlir", "b.mlir")
    assert "outside every buffer" in diag.message and diag.loc.line == 12


def test_a_kernel_the_interpreter_cannot_run_is_an_error_not_a_verdict():
    odd = KERNEL.replace("%3 = tt.load %2 :", "%3 = tt.load %2 {cache = 1 : i32} :").replace(
        "tt.store %5, %3", "%6 = math.exp %3 : tensor<16xf32, #blocked>\n    tt.store %5, %6")
    v = check(KERNEL, odd)
    assert v.status == "error" and v.exit_code == 2 and v.failed_side == "B"
    assert v.failure.kind == "unsupported"


def test_a_float_reduction_allows_reassociation():
    red = """\
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: tensor<16xf32, #blocked>, %arg1: tensor<16xi32, #blocked>) -> (f32, i32) {
    %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<16xf32, #blocked>) -> f32
    %1 = "tt.reduce"(%arg1) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<16xi32, #blocked>) -> i32
    tt.return %0, %1 : f32, i32
  }
}
"""
    ops = equiv.reassociating_ops(parse(red))
    assert len(ops) == 1
    assert str(ops[0].results[0].type) == "f32"  # the integer reduction is exact in any order
    assert equiv.reassociating_ops(parse(KERNEL)) == []


def test_pointee_types_name_the_buffers_element_types():
    m = parse(KERNEL.replace("%arg1: !tt.ptr<f32>", "%arg1: !tt.ptr<f32>, %arg2: i32"))
    assert equiv.pointee_types(m) == {"arg0": "f32", "0": "f32", "arg1": "f32", "1": "f32"}


def test_a_bf16_buffer_gets_the_bf16_tolerance():
    a = np.array([1.0], np.float32)
    assert equiv.tolerance_for(equiv.Tolerance(), a, "bf16") == (16 * 2.0 ** -7,) * 2
    assert equiv.tolerance_for(equiv.Tolerance(), a, None) == (16 * 2.0 ** -23,) * 2
    assert equiv.tolerance_for(None, a, "bf16") is None
    assert equiv.tolerance_for(equiv.Tolerance(), np.array([1], np.int32), "i32") is None


# -- the command line ------------------------------------------------------------------------
@pytest.fixture
def stub(monkeypatch):
    monkeypatch.setattr(equiv, "InterpRunner", lambda version: StubRunner())


def files(tmp_path, a, b):
    pa, pb = tmp_path / "a.mlir", tmp_path / "b.mlir"
    pa.write_text(a)
    pb.write_text(b)
    return str(pa), str(pb)


def test_cli_equivalent(stub, tmp_path, capsys):
    a, b = files(tmp_path, KERNEL, ADD)
    assert cli.main(["equiv", a, b, "--trials", "2"]) == 0
    out = capsys.readouterr().out
    assert out == "equivalent: 2 trials (grids 1x1x1, 2x1x1), 2 buffers compared; every value exactly\n"


def test_cli_different_points_at_both_stores(stub, tmp_path, capsys):
    a, b = files(tmp_path, KERNEL, SHIFTED)
    assert cli.main(["equiv", a, b, "--color", "never"]) == 1
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert lines[0].startswith(f"{b}:12:5: error: stored values differ: arg1[0] is ")
    assert lines[1] == "    tt.store %5, %3 : tensor<16x!tt.ptr<f32>, #blocked>"
    assert lines[2] == "    ^"
    assert lines[3].startswith(f"{a}:11:5: note: {a} stored ")


def test_cli_grids_seeds_and_args(stub, tmp_path, capsys):
    a, b = files(tmp_path, KERNEL, KERNEL)
    assert cli.main(["equiv", a, b, "--trials", "3", "--grid", "3", "--grid", "1,2", "--seed", "5",
                     "--arg", "N=3"]) == 0
    assert "(grids 1x2x1, 3x1x1)" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["--grid", "0"], "'0' is not a grid"),
    (["--grid", "1,2,3,4"], "'1,2,3,4' is not a grid"),
    (["--arg", "N"], "'N' is not NAME=VALUE"),
    (["--arg", "N=x"], "'x' is not a number"),
    (["--trials", "0"], "--trials"),
])
def test_cli_bad_options_are_errors_with_status_2(stub, tmp_path, capsys, argv, message):
    a, b = files(tmp_path, KERNEL, KERNEL)
    assert cli.main(["equiv", a, b, *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pyopt equiv: error: ") and message in err


def test_cli_invalid_ir_and_missing_files_are_errors(stub, tmp_path, capsys):
    a, b = files(tmp_path, KERNEL, KERNEL.replace("tt.return", "tt.bogus"))
    assert cli.main(["equiv", a, b, "--color", "never"]) == 2
    assert f"{b}:" in capsys.readouterr().err
    assert cli.main(["equiv", a, str(tmp_path / "none.mlir")]) == 2
    assert "cannot open input file" in capsys.readouterr().err


def test_cli_a_kernel_that_cannot_run(stub, tmp_path, capsys):
    a, b = files(tmp_path, KERNEL, KERNEL.replace(
        "tt.store %5, %3", "%6 = math.exp %3 : tensor<16xf32, #blocked>\n    tt.store %5, %6"))
    assert cli.main(["equiv", a, b, "--color", "never"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{b}:11:10: error: cannot run {b}: the stub does not run 'math.exp'")
