"""tools/oracle.py: real Triton 3.6.0 as the oracle, and tools/triton_lit_check.py's Triton side.

Covers what the Python bindings lack and the oracle reaches through ctypes (local symbols of
libtriton.so): ``canonicalize-pointers{enable-large-tensor-ptr-canon=true}`` and
``-allow-unregistered-dialect``; the triton-opt spellings of passes with options; the
diagnostics the passes emit (``-verify-diagnostics`` in the lit checker).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import oracle  # noqa: E402
from tools import triton_lit_check as lit_check  # noqa: E402

CORPUS = ROOT / "test" / "corpus"
needs_triton = pytest.mark.skipif(not oracle.triton_available(), reason="triton is not installed: the expected "
                                  "output comes from real Triton 3.6.0 (pip install triton==3.6.0)")

CP_BEFORE = sorted(CORPUS.glob("*/gfx942-w4/23-canonicalize-pointers.before.mlir"))
LARGE = ("canonicalize-pointers", {"enable-large-tensor-ptr-canon": True})

BLOCKED = "#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>"
MODULE = 'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32}'

# A pointer tensor built from ub.poison (the pass skips the function with a remark) and a
# pointer argument nothing uses (a remark too).
REMARKS_INPUT = f"""{BLOCKED}
{MODULE} {{
  tt.func @poisoned(%arg0: !tt.ptr<f32>, %c: i1) -> tensor<256xf32, #b> {{
    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b>
    %1 = ub.poison : tensor<256x!tt.ptr<f32>, #b>
    %2 = arith.select %c, %0, %1 : tensor<256x!tt.ptr<f32>, #b>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #b>
    tt.return %3 : tensor<256xf32, #b>
  }}
  tt.func @unused(%arg0: !tt.ptr<f32> {{tt.pointer_range = 32 : i32}}) {{
    tt.return
  }}
}}
"""


def _strip_pointer_range(text: str) -> str:
    return re.sub(r",? ?tt\.pointer_range = 32 : i32", "", text)


# --------------------------------------------------------------------------- pass spellings
@pytest.mark.parametrize("spec", [
    "canonicalize-pointers{enable-large-tensor-ptr-canon=true}",
    "tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=1}",
    "-tritonamdgpu-canonicalize-pointers=enable-large-tensor-ptr-canon=true",
    '-tritonamdgpu-canonicalize-pointers="enable-large-tensor-ptr-canon=true"',
    "--tritonamdgpu-canonicalize-pointers=enable-large-tensor-ptr-canon",
])
def test_oracle_large_tensor_option_spellings(spec):
    name, options = oracle.split_pass_spec(spec)
    assert name == "canonicalize-pointers"
    assert oracle._normalise_passes([spec]) == [("canonicalize-pointers", {"enable-large-tensor-ptr-canon": True})]
    assert oracle.parse_pass_pipeline(spec)[0][0] == "canonicalize-pointers"


def test_oracle_pass_spellings_without_options():
    assert oracle.split_pass_spec("-tritonamdgpu-canonicalize-pointers") == ("canonicalize-pointers", {})
    assert oracle.split_pass_spec("-canonicalize") == ("canonicalize", {})
    assert oracle._normalise_passes(["-tritonamdgpu-canonicalize-pointers=enable-large-tensor-ptr-canon=false"]) == [
        ("canonicalize-pointers", {"enable-large-tensor-ptr-canon": False})]
    assert oracle.parse_pass_pipeline(
        "builtin.module(tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=true}), canonicalize)"
    ) == [("canonicalize-pointers", {"enable-large-tensor-ptr-canon": "true"}), ("canonicalize", {})]
    with pytest.raises(oracle.OracleError, match="no option 'bogus'"):
        oracle._normalise_passes(["-tritonamdgpu-canonicalize-pointers=bogus=1"])
    with pytest.raises(oracle.OracleError, match="unknown pass"):
        oracle.split_pass_spec("-tritonamdgpu-nope=a=1")


# --------------------------------------------------------------------------- the option through ctypes
@needs_triton
def test_oracle_finds_local_symbols():
    from triton._C import libtriton

    values = oracle.elf_symbol_values(libtriton.__file__, list(oracle.NATIVE_SYMBOLS.values()) + ["_no_such_symbol"])
    assert set(values) == set(oracle.NATIVE_SYMBOLS.values())
    assert all(v > 0 for v in values.values())


@needs_triton
def test_oracle_ctypes_pass_with_false_equals_binding():
    """The pass built through ctypes with the option false prints exactly what the binding's does."""
    from triton._C.libtriton import ir

    assert len(CP_BEFORE) >= 40
    native = oracle._native()
    for path in CP_BEFORE[::5]:
        text = path.read_text()
        expected = oracle.triton_run_passes(text, ["canonicalize-pointers"])
        ctx = oracle._new_context()
        with oracle._input_file(text) as tmp:
            mod = oracle._parse(text, ctx, tmp, "input.mlir")
            pm = ir.pass_manager(ctx)
            native.add_canonicalize_pointers(pm, False)
            assert pm.get_pipeline_str() == \
                "any(tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}))"
            pm.run(mod, "test")
            assert mod.str_nodebug() == expected, path
        assert expected == path.with_name(path.name.replace(".before.", ".after.")).read_text()


@needs_triton
def test_oracle_large_tensor_option_changes_output_without_pointer_range():
    """Without tt.pointer_range the pointer arguments may point into large tensors: only
    enable-large-tensor-ptr-canon=true canonicalizes them."""
    differ = 0
    for path in CP_BEFORE[::5]:
        text = _strip_pointer_range(path.read_text())
        off = oracle.triton_run_passes(text, ["canonicalize-pointers"])
        on = oracle.triton_run_passes(text, [LARGE])
        assert on == oracle.triton_run_passes(
            text, ["-tritonamdgpu-canonicalize-pointers=enable-large-tensor-ptr-canon=true"])
        differ += on != off
    assert differ == len(CP_BEFORE[::5])


@needs_triton
def test_oracle_large_tensor_option_in_a_pipeline_and_batch():
    path = CP_BEFORE[0]
    text = _strip_pointer_range(path.read_text())
    alone = oracle.triton_run_passes(text, [LARGE])
    both = oracle.triton_run_passes(text, [LARGE, "canonicalize"])
    assert both == oracle.triton_run_passes(alone, ["canonicalize"])
    results = oracle._batch([{"op": "run", "text": text, "passes": [["canonicalize-pointers",
                                                                       {"enable-large-tensor-ptr-canon": "true"}]]}])
    assert results == [{"ok": True, "text": alone}]


@needs_triton
def test_oracle_cli_runs_large_tensor_option(tmp_path):
    path = tmp_path / "in.mlir"
    text = _strip_pointer_range(CP_BEFORE[0].read_text())
    path.write_text(text)
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "oracle.py"), "run", str(path),
                        '--pass=-tritonamdgpu-canonicalize-pointers="enable-large-tensor-ptr-canon=true"'],
                       capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    assert r.stdout == oracle.triton_run_passes(text, [LARGE])


@needs_triton
def test_oracle_missing_symbol_is_a_clear_error(monkeypatch):
    monkeypatch.setitem(oracle.NATIVE_SYMBOLS, "createTritonAMDGPUCanonicalizePointers", "_ZN4mlir9NoSuchPassEv")
    monkeypatch.setattr(oracle, "_NATIVE", None)
    text = CP_BEFORE[0].read_text()
    with pytest.raises(oracle.OracleError, match="lacks the symbols createTritonAMDGPUCanonicalizePointers") as info:
        oracle.triton_run_passes(text, [LARGE])
    assert info.value.stage == "native"
    # The binding path (option false) does not need the symbol.
    assert oracle.triton_run_passes(text, ["canonicalize-pointers"])


# --------------------------------------------------------------------------- unregistered dialects, diagnostics
@needs_triton
def test_oracle_allow_unregistered_dialects():
    text = f'{MODULE} {{\n  tt.func @f() -> i1 {{\n    %0 = "dummy.cond"() : () -> i1\n    tt.return %0 : i1\n  }}\n}}\n'
    with pytest.raises(oracle.OracleError) as info:
        oracle.triton_run_passes(text, ["canonicalize"])
    assert info.value.stage == "parse"
    out = oracle.triton_run_passes(text, ["canonicalize"], allow_unregistered_dialects=True)
    assert '"dummy.cond"() : () -> i1' in out


@needs_triton
def test_oracle_diagnostics_carry_the_pass_remarks():
    run = oracle.triton_run_passes_with_diagnostics(REMARKS_INPUT, [LARGE], filename="k.mlir")
    assert run.output is not None and run.error == ""
    assert "k.mlir:5:10: remark: skipping canonicalize-pointers due to ub.poison" in run.diagnostics
    assert "k.mlir:10:3: remark: expected at least 1 use of unrealized_cast" in run.diagnostics
    # triton_run_passes prints the same module and keeps the remarks off stderr.
    assert oracle.triton_run_passes(REMARKS_INPUT, [LARGE]) == run.output
    assert "MLIR_ENABLE_DIAGNOSTICS" not in os.environ or os.environ["MLIR_ENABLE_DIAGNOSTICS"] != "warnings,remarks"
    bad = oracle.triton_run_passes_with_diagnostics("module {\n  %0 = bogus\n}\n", [LARGE])
    assert bad.output is None and bad.stage == "parse"


# --------------------------------------------------------------------------- triton_lit_check's Triton side
LIT_RUN = ('// RUN: triton-opt %s -split-input-file -tritonamdgpu-canonicalize-pointers="enable-large-tensor-ptr-canon=true"'
           ' -canonicalize -verify-diagnostics | FileCheck %s\n\n')


def _lit_case(expect_poison: str, expect_unused: str) -> str:
    lines = REMARKS_INPUT.splitlines()
    # Comments placed so that @+1 / @below / @above each point at the op they mean.
    lines.insert(4, expect_poison)       # above `%1 = ub.poison`
    lines.insert(10, expect_unused)      # above `tt.func @unused`
    return "\n".join(lines) + "\n// CHECK-LABEL: tt.func @poisoned\n// CHECK: tt.load\n"


def _triton_case(tmp_path, chunk: str, first_line: int = 2):
    case = tmp_path / "case.mlir"
    case.write_text("\n" * first_line + chunk)
    flags, check, merged, expect_failure = lit_check.parse_run_line_full(LIT_RUN)
    verify = lit_check.flag_value(flags, "verify-diagnostics")
    return lit_check.triton_case(chunk, first_line, str(case), lit_check.pass_list(flags), verify or "all",
                                 False, merged, check, expect_failure)


def test_lit_check_run_line_flags():
    flags, check, merged, expect_failure = lit_check.parse_run_line_full(LIT_RUN)
    assert lit_check.pass_list(flags) == ["tritonamdgpu-canonicalize-pointers=enable-large-tensor-ptr-canon=true",
                                          "canonicalize"]
    assert lit_check.flag_value(flags, "verify-diagnostics") == ""
    assert lit_check.flag_value(flags, "allow-unregistered-dialect") is None
    assert not merged and not expect_failure and check == []
    flags, _, merged, expect_failure = lit_check.parse_run_line_full(
        "// RUN: not triton-opt %s -verify-diagnostics=only-expected -canonicalize 2>&1 | FileCheck %s\n")
    assert expect_failure and merged and lit_check.flag_value(flags, "verify-diagnostics") == "only-expected"


def test_lit_check_parse_diagnostics():
    src = lit_check.SourceFile("a\nb\nc\n", "/x/case.mlir", 10)
    diags = lit_check.parse_diagnostics(
        "/x/case.mlir:12:3: remark: hello: world\n  b\n  ^\n/other.mlir:1:1: error: elsewhere\n"
        "loc(unknown): warning: nowhere\n/x/case.mlir:11:1: note: see here\n", src)
    assert [(d.severity, d.message, d.loc.line if d.loc else None) for d in diags] == [
        ("remark", "hello: world", 12), ("error", "elsewhere", None), ("warning", "nowhere", None),
        ("note", "see here", 11)]


@needs_triton
@pytest.mark.parametrize("poison, unused", [
    ("    // expected-remark@+1 {{skipping canonicalize-pointers due to ub.poison}}",
     "  // expected-remark@+1 {{expected at least 1 use of unrealized_cast}}"),
    ("    // expected-remark@below {{due to ub.poison}}",
     "  // expected-remark@below {{expected at least 1 use}}"),
    ("    // expected-remark-re@+1 {{skipping {{[a-z-]+}} due to ub.poison}}",
     "  // expected-remark@+1 {{unrealized_cast}}"),
])
def test_lit_check_verify_diagnostics_passes(tmp_path, poison, unused):
    result = _triton_case(tmp_path, _lit_case(poison, unused))
    assert result.ok is True, result.message
    assert result.status_ok and "tt.load" in result.printed


@needs_triton
@pytest.mark.parametrize("poison, unused, message", [
    # the remark is on the next line, not this one
    ("    // expected-remark {{skipping canonicalize-pointers due to ub.poison}}",
     "  // expected-remark@+1 {{expected at least 1 use of unrealized_cast}}", "unexpected remark: skipping"),
    # @-1 points at the line above the comment
    ("    // expected-remark@-1 {{skipping canonicalize-pointers due to ub.poison}}",
     "  // expected-remark@+1 {{expected at least 1 use of unrealized_cast}}", "was not produced"),
    ("    // expected-error@+1 {{skipping canonicalize-pointers due to ub.poison}}",
     "  // expected-remark@+1 {{expected at least 1 use of unrealized_cast}}",
     "'remark' diagnostic emitted when expecting a 'error'"),
    ("    // expected-remark@+1 {{skipping canonicalize-pointers due to ub.poison}}",
     "  // no expectation here", "unexpected remark: expected at least 1 use of unrealized_cast"),
    ("    // expected-remark@+1 {{skipping canonicalize-pointers due to ub.poison}}",
     "  // expected-remark@+1 {{a remark nobody emits}}", 'expected remark "a remark nobody emits" was not produced'),
])
def test_lit_check_verify_diagnostics_failures(tmp_path, poison, unused, message):
    result = _triton_case(tmp_path, _lit_case(poison, unused))
    assert result.ok is False
    assert message in result.message


@needs_triton
def test_lit_check_verify_diagnostics_above(tmp_path):
    chunk = _lit_case("", "").replace(
        "    %1 = ub.poison : tensor<256x!tt.ptr<f32>, #b>\n",
        "    %1 = ub.poison : tensor<256x!tt.ptr<f32>, #b>\n"
        "    // expected-remark@above {{skipping canonicalize-pointers due to ub.poison}}\n").replace(
        "  tt.func @unused(", "  // expected-remark@+1 {{expected at least 1 use of unrealized_cast}}\n  tt.func @unused(")
    assert _triton_case(tmp_path, chunk).ok is True


@needs_triton
def test_lit_check_main_counts_cases(tmp_path):
    good = _lit_case("    // expected-remark@+1 {{skipping canonicalize-pointers due to ub.poison}}",
                     "  // expected-remark@+1 {{expected at least 1 use of unrealized_cast}}")
    bad = _lit_case("    // expected-remark@+1 {{skipping canonicalize-pointers due to ub.poison}}", "")
    path = tmp_path / "lit.mlir"
    path.write_text(LIT_RUN + good + "\n// -----\n\n" + bad)
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "triton_lit_check.py"), str(path)],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    lines = r.stdout.splitlines()
    assert re.match(r"case 0 \(line 1, @poisoned\): pyopt \w+, triton PASS", lines[0]), r.stdout + r.stderr
    assert re.match(r"case 1 \(line \d+, @poisoned\): pyopt \w+, triton FAIL", lines[1]), r.stdout
    assert any(line.startswith("whole file (one FileCheck, as lit runs it):") and line.endswith("triton FAIL")
               for line in lines), r.stdout
