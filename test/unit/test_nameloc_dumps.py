"""MLIR's printing flags as Triton users meet them.

* ``--mlir-use-nameloc-as-prefix`` with ``--mlir-print-debuginfo``: Triton's own dumps
  (``kernel.asm["ttir"]``/``["ttgir"]``, the cache's files) print back byte for byte, location
  aliases included; value names follow MLIR's rules (checked against real Triton);
* ``--mlir-print-local-scope``, ``--mlir-elide-elementsattrs-if-larger=N``: as real MLIR prints
  them (through :mod:`tools.mlir_print_flags`);
* ``-strip-debuginfo``: every location unknown.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pyopt.ir import attrs as A
from pyopt.ir.printer import name_from_loc, print_op, sanitize_name
from pyopt.syntax.parser import parse_source
from pyopt.transforms.strip_debuginfo import strip_debuginfo

TEST = Path(__file__).resolve().parents[1]
SAMPLE = sorted((TEST / "dumps").rglob("asm.tt*"))
CORPUS_DUMPS = sorted((TEST / "corpus").rglob("asm.ttgir"))


def _reprint(text: str, name: str = "<dump>", **flags) -> str:
    return print_op(parse_source(text, name), debuginfo=True, nameloc=True, **flags)


def _triton():
    oracle = pytest.importorskip("tools.oracle", reason="tools/oracle.py not importable")
    if not oracle.triton_available():
        pytest.skip("triton is not installed: comparison with real Triton skipped")
    return oracle


# -- the sample of dumps kept in the repository (every target, TTIR and TTGIR) --------------------
def test_sample_is_present():
    targets = {p.parent.name for p in SAMPLE}
    assert targets == {"cuda-80", "cuda-90", "hip-gfx942", "hip-gfx950"}
    assert {p.name for p in SAMPLE} == {"asm.ttir", "asm.ttgir"}


@pytest.mark.parametrize("path", SAMPLE + CORPUS_DUMPS, ids=lambda p: str(p.relative_to(TEST)))
def test_dump_reprints_byte_for_byte(path: Path):
    text = path.read_text(encoding="utf-8")
    assert _reprint(text, str(path)) == text


def test_dump_without_nameloc_names_values_by_number():
    text = (TEST / "dumps/argmax_rows/cuda-90/asm.ttgir").read_text(encoding="utf-8")
    out = print_op(parse_source(text, "x"), debuginfo=True)
    assert "%row" not in out and "tt.func public @argmax_rows(%arg0:" in out
    assert _reprint(text) != out


# -- the naming rules, against real Triton --------------------------------------------------------
NAMES = """\
#loc = loc("f.py":1:0)
module {
  tt.func public @k(%a: i32 loc("a b"(#loc)), %b: i32 loc("1x"(#loc)), %c: i32 loc(callsite("cs"(#loc) at "caller"(#loc))), %d: i32 loc("[a"(#loc)), %e: i32 loc("-x"(#loc))) {
    %0 = arith.addi %a, %b : i32 loc("outer"("inner"(#loc)))
    %1 = arith.addi %0, %b : i32 loc(callsite("callee"(#loc) at "callr"(#loc)))
    %2 = arith.addi %1, %b : i32 loc(fused["f1"(#loc), "f2"(#loc)])
    %3 = arith.addi %2, %b : i32 loc(callsite(#loc at "callr2"(#loc)))
    %4 = arith.addi %3, %b : i32 loc("x.y$z-w")
    %5 = arith.addi %4, %b : i32 loc("\\C3\\A9[0]")
    %6 = arith.addi %5, %b : i32 loc("")
    %c1 = arith.constant 1 : i32 loc("one")
    %c2 = arith.constant 2 : i32 loc(#loc)
    %7 = arith.addi %6, %c1 : i32 loc("arg0")
    %8 = arith.addi %7, %c2 : i32 loc("_")
    %9 = arith.addi %8, %c2 : i32 loc("5")
    %10 = arith.addi %9, %c2 : i32 loc(fused<"meta">["fm"(#loc)])
    %11 = arith.addi %10, %c2 : i32 loc("\\09t")
    %12 = arith.addi %11, %c2 : i32 loc("outer")
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
"""


def test_names_as_triton_gives_them():
    out = _reprint(NAMES)
    for piece in ("@k(%a_b: i32", "%_1x: i32", "%cs: i32", "%_5Ba: i32", "%-x: i32", "%outer = arith.addi %a_b",
                  "%callee = ", "%f1 = ", "%callr2 = ", "%x.y$z-w = ", "%_C3A95B05D = ", "%0 = arith.addi %_C3A95B05D",
                  "%one = arith.constant 1", "%c2_i32 = arith.constant 2", "%arg0 = ", "%_ = ", "%_5 = ", "%fm = ",
                  "%_9t = ", "%outer_0 = "):
        assert piece in out, piece


def test_names_match_real_triton():
    oracle = _triton()
    assert print_op(parse_source(NAMES, "input.mlir"), debuginfo=True, nameloc=True) == \
        oracle.triton_roundtrip(NAMES, keep_locations=True)


@pytest.mark.parametrize("name, want", [
    ("a b", "a_b"), ("1x", "_1x"), ("[a", "_5Ba"), ("a[", "a5B"), ("-x", "-x"), ("$y", "$y"), ("é", "_C3A9"),
    ("\tt", "_9t"), ("a__1", "a__1"), ("é[0]", "_C3A95B05D"), (" x", "_x"), ("_", "_"), ("5", "_5"),
])
def test_sanitize_name(name: str, want: str):
    assert sanitize_name(name) == want


def test_name_from_loc_walks_name_first_callee_before_caller():
    f = A.FileLineColLoc("f.py", 1, 0)
    assert name_from_loc(A.NameLoc("outer", A.NameLoc("inner", f))) == "outer"
    assert name_from_loc(A.CallSiteLoc(A.NameLoc("callee", f), A.NameLoc("caller", f))) == "callee"
    assert name_from_loc(A.CallSiteLoc(f, A.NameLoc("caller", f))) == "caller"
    assert name_from_loc(A.FusedLoc([f, A.NameLoc("b", f), A.NameLoc("c", f)])) == "b"
    assert name_from_loc(A.FusedLoc([f], A.StringAttr("meta"))) is None
    assert name_from_loc(A.UnknownLoc()) is None


LOOP = """\
#loc = loc("f.py":1:0)
module {
  tt.func public @k(%a: i32 loc("n"(#loc)), %b: i32 loc("acc"(#loc))) {
    %acc = scf.for %acc_0 = %a to %a step %a iter_args(%acc_1 = %b) -> (i32) : i32 {
      %acc_2 = arith.addi %acc_1, %acc_0 : i32 loc("acc"(#loc))
      scf.yield %acc_2 : i32 loc(#loc)
    } loc("acc"(#loc))
    %i:2 = scf.while (%x = %a, %i_3 = %b) : (i32, i32) -> (i32, i32) {
      %true = arith.constant true loc(#loc)
      scf.condition(%true) %x, %i_3 : i32, i32 loc(#loc)
    } do {
    ^bb0(%x_4: i32, %arg9: i32):
      scf.yield %x_4, %arg9 : i32, i32 loc(#loc)
    } loc("i"(#loc))
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
"""


def test_loop_arguments_keep_the_dumps_names():
    # scf.for and scf.while print no locations for their arguments: the names the dump gave
    # them come back where a location's name, uniqued now, gives the same name (%acc_1 is
    # `acc` uniqued, %x is free); others are made up as MLIR makes them (%acc_0 is the loop's
    # result by now, %arg9 a made-up name).
    out = _reprint(LOOP)
    assert "%acc_0 = scf.for %arg2 = %n to %n step %n iter_args(%acc_1 = %acc)" in out
    assert "scf.while (%x = %n, %i_3 = %acc)" in out
    assert "^bb0(%x_4: i32 loc(" in out and "%arg3: i32 loc(" in out
    assert _reprint(out) == out


def test_loop_arguments_real_triton_loses_the_names():
    # real Triton lost those locations when it parsed the text: it prints %argN there
    oracle = _triton()
    out = oracle.triton_roundtrip(LOOP, keep_locations=True)
    assert "scf.for %arg2 = %n to %n step %n iter_args(%arg3 = %acc)" in out


# -- --mlir-print-local-scope and --mlir-elide-elementsattrs-if-larger, against real MLIR ---------
ELEMENTS = """\
module {
  tt.func public @k() {
    %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %1 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %2 = arith.constant dense<7> : tensor<128xi32>
    %3 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %4 = arith.constant {foo = array<i32: 1, 2, 3, 4, 5>, bar = dense<[true, false, true]> : tensor<3xi1>} dense<"0x0100000002000000030000000400000005000000"> : tensor<5xi32>
    %5 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
    %6 = arith.constant dense<"0x07000000"> : tensor<8xi32>
    tt.return
  }
}
"""


def test_elide_elements_attrs():
    out = print_op(parse_source(ELEMENTS, "x"), elide_limit=2)
    assert "dense_resource<__elided__> : tensor<4xi32>" in out
    assert "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>" in out
    assert "dense<7> : tensor<128xi32>" in out and "dense<7> : tensor<8xi32>" in out
    assert "{bar = dense_resource<__elided__> : tensor<3xi1>, foo = array<i32: 1, 2, 3, 4, 5>}" in out
    assert print_op(parse_source(ELEMENTS, "x"), elide_limit=5) == print_op(parse_source(ELEMENTS, "x"))


@pytest.mark.parametrize("options", [["--mlir-elide-elementsattrs-if-larger=2"],
                                     ["--mlir-elide-elementsattrs-if-larger=0", "--mlir-print-local-scope"]])
def test_elide_matches_real_mlir(options):
    _triton()
    from tools.mlir_print_flags import triton_print_with_flags

    limit = int(options[0].partition("=")[2])
    local = "--mlir-print-local-scope" in options
    got = print_op(parse_source(ELEMENTS, "input.mlir"), debuginfo=True, nameloc=True, elide_limit=limit,
                   local_scope=local)
    want = triton_print_with_flags(ELEMENTS, options)
    assert got == want


LOCAL_SCOPE = [TEST / "dumps/argmax_rows/hip-gfx950/asm.ttgir", TEST / "dumps/minmax_reduce/cuda-80/asm.ttir",
               TEST / "corpus/attention_fwd/cuda90-w4/ttgir.mlir", TEST / "corpus/matmul_fp16/gfx942-w4/ttgir.mlir"]


@pytest.mark.parametrize("path", LOCAL_SCOPE, ids=lambda p: str(p.relative_to(TEST)))
def test_local_scope_matches_real_mlir(path: Path):
    _triton()
    from tools.mlir_print_flags import triton_print_with_flags

    text = path.read_text(encoding="utf-8")
    got = print_op(parse_source(text, "input.mlir"), debuginfo=True, nameloc=True, local_scope=True)
    assert "#loc" not in got and "#blocked" not in got
    assert got == triton_print_with_flags(text, ["--mlir-print-local-scope"])


# -- -strip-debuginfo ------------------------------------------------------------------------------
def test_strip_debuginfo_leaves_unknown_locations():
    path = TEST / "dumps/while_loop/hip-gfx942/asm.ttgir"
    module = parse_source(path.read_text(encoding="utf-8"), str(path))
    strip_debuginfo(module)
    out = print_op(module, debuginfo=True, nameloc=True)
    assert [line for line in out.splitlines() if line.startswith("#loc")] == ["#loc = loc(unknown)"]
    assert "%arg0: !tt.ptr<f32>" in out and "loc(unknown)" in out
    # real Triton prints IR whose every location is unknown the same way
    oracle = _triton()
    assert oracle.triton_roundtrip(out, keep_locations=True) == out


# -- every dump Triton makes of the corpus kernels, regenerated (needs Triton) --------------------
def _kernels() -> list:
    try:
        from tools.kernels import KERNELS
    except Exception:  # noqa: BLE001 - no triton: the test skips
        return []
    names = list(KERNELS)
    return names if os.environ.get("PYOPT_FULL_CORPUS") else names[::6]


@pytest.mark.parametrize("target", ["cuda:80", "cuda:90", "hip:gfx942", "hip:gfx950"])
def test_regenerated_dumps_reprint(target: str):
    _triton()
    from tools import gen_dumps

    kernels = _kernels()
    dumps = list(gen_dumps.all_dumps(kernels, [target]))
    assert {d.stage for d in dumps} == {"ttir", "ttgir"} and {d.origin for d in dumps} == {"asm", "cache"}
    bad = []
    for d in dumps:
        got = gen_dumps.reprint(d.text, d.relpath)
        if got != d.text:
            bad.append(f"{d.relpath}: {gen_dumps.first_difference(got, d.text)}")
    assert not bad, "\n".join(bad)
