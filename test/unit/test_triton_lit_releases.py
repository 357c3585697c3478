"""Triton's lit files per release (tools/triton_lit_check.py, tools/triton_lit_suite.py) and the
per-release debug-log comparison (tools/release_debug_logs.py).

The Triton side here is the triton of pyopt's environment (3.6.0), in this process and through
the child-process path that runs another release's wheel (``--triton-python``); the inputs are
our own.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import oracle  # noqa: E402
from tools import release_debug_logs  # noqa: E402
from tools import triton_lit_check as lit  # noqa: E402
from tools import triton_lit_suite as suite  # noqa: E402

needs_triton = pytest.mark.skipif(not oracle.triton_available(), reason="triton is not installed: the expected "
                                  "output comes from real Triton 3.6.0 (pip install triton==3.6.0)")

# Two cases: one both tools pass, one whose CHECK line nobody prints (both fail).
LIT_FILE = """// RUN: triton-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: tt.func @fold_add
// CHECK-NEXT: tt.return %arg0
tt.func @fold_add(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %a, %c0 : i32
  tt.return %r : i32
}

// -----

// CHECK-LABEL: tt.func @never
// CHECK: nothing prints this
tt.func @never() {
  tt.return
}
"""

VERIFY_FILE = """// RUN: triton-opt %s -split-input-file -verify-diagnostics -o /dev/null

tt.func @split_four(%a: tensor<4x4xf32>) {
  // expected-error @+2 {{last dimension of input tensor must be 2}}
  // expected-error @+1 {{'tt.split' op failed to infer returned types}}
  %b, %c = tt.split %a : tensor<4x4xf32> -> tensor<4xf32>
  tt.return
}
"""


def test_parse_diagnostics_reads_the_parser_bindings_form():
    """Triton's parse_mlir_module prints ``loc("FILE":L:C): error: ...``; those are matched
    against expected-* comments like ``FILE:L:C: error: ...``."""
    src = lit.SourceFile("a\nb\n", "/x/case.mlir", 3)
    diags = lit.parse_diagnostics('loc("/x/case.mlir":5:2): error: expected \',\'\n'
                                  'loc("/other.mlir":1:1): error: elsewhere\n', src)
    assert [(d.severity, d.message, d.loc.line if d.loc else None, d.loc.col if d.loc else None)
            for d in diags] == [("error", "expected ','", 5, 2), ("error", "elsewhere", None, None)]


def test_parse_diagnostics_reads_messages_over_several_lines():
    """A message with a line break goes on up to the source excerpt (or the next diagnostic)."""
    src = lit.SourceFile("a\n  %x = op\n", "/x/case.mlir", 0)
    diags = lit.parse_diagnostics(
        'loc("/x/case.mlir":2:3): error: Result has an invalid layout: #l.\nLayout has 1 CTAs per CGA.\n'
        "/x/case.mlir:2:3: error: first\nsecond\n  %x = op\n  ^\n/x/case.mlir:1:1: note: here\n", src)
    assert [d.message for d in diags] == ["Result has an invalid layout: #l.\nLayout has 1 CTAs per CGA.",
                                          "first\nsecond", "here"]


def test_run_line_output_and_pipeline():
    flags, check, merged, fails = lit.parse_run_line_full(
        "// RUN: triton-opt %s -split-input-file --pass-pipeline='builtin.module(tritongpu-coalesce, cse)' "
        "-o /dev/null -mlir-disable-threading | FileCheck %s\n")
    rest, output = lit.take_output(flags)
    assert output == "/dev/null" and "-o" not in rest
    assert lit.pass_list(rest) == [["coalesce", {}], ["cse", {}]]
    assert suite.classify_run("triton-opt %s -tritongpu-coalesce -cse | FileCheck %s") == (
        ["tritongpu-coalesce", "cse"], "")
    assert suite.classify_run("triton-opt %s -tritongpu-pipeline | FileCheck %s") == (None, "pass tritongpu-pipeline")
    assert suite.classify_run("triton-tensor-layout -l x") == (None, "runs triton-tensor-layout")
    assert suite.classify_run("triton-opt %s --pass-pipeline='builtin.module(convert-triton-to-tritongpu)'")[0] is None


def test_oracle_reads_later_option_names():
    """3.8 renamed convert-to-buffer-ops' arch-generation-name to gfx-arch; the bindings take it
    by position, so either name sets the same argument."""
    assert oracle._normalise_passes(['-tritonamdgpu-convert-buffer-ops="gfx-arch=gfx950"']) == \
        oracle._normalise_passes(["-tritonamdgpu-convert-buffer-ops=arch-generation-name=gfx950"])


def test_read_source_folder_and_git(tmp_path):
    folder = tmp_path / "triton"
    (folder / "test" / "TritonGPU").mkdir(parents=True)
    (folder / "test" / "TritonGPU" / "a.mlir").write_text(LIT_FILE)
    (folder / "python").mkdir()
    (folder / "python" / "b.mlir").write_text("not a lit file")
    assert suite.read_source(str(folder)) == {"test/TritonGPU/a.mlir": LIT_FILE}
    git = ["git", "-C", str(folder), "-c", "user.email=a@b", "-c", "user.name=a"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "."], check=True)
    subprocess.run(git + ["commit", "-qm", "x"], check=True)
    head = subprocess.run(git + ["rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    assert suite.read_source(f"{folder / '.git'}@{head}") == {"test/TritonGPU/a.mlir": LIT_FILE}


@needs_triton
@pytest.mark.parametrize("child", [False, True])
def test_check_file_counts_cases(child):
    """Case by case, in process and through a child Python (another release's path)."""
    triton = lit.ChildTriton(sys.executable) if child else lit.InProcessTriton()
    res = lit.check_file("a.mlir", LIT_FILE, release="3.6", triton=triton)
    assert [(c.name, c.key) for c in res.cases] == [
        ("case 0 (line 1, @fold_add)", "both"), ("case 1 (line 12, @never)", "neither")]
    assert res.pyopt_whole == res.triton_whole == "FAIL"


@needs_triton
def test_check_file_verify_diagnostics_with_no_output():
    """-verify-diagnostics and -o /dev/null: both errors of a failed inference, on both sides."""
    res = lit.check_file("v.mlir", VERIFY_FILE, release="3.6")
    assert [c.key for c in res.cases] == ["both"], [c.pyopt_message + c.triton_message for c in res.cases]


def test_first_difference():
    assert release_debug_logs.first_difference(["a", "b"], ["a", "c"]) == "line 2:\n      wheel: b\n      pyopt: c"
    assert release_debug_logs.first_difference(["a"], ["a", "x"]) == "line 2: only the pyopt writes: x"
    assert release_debug_logs.first_difference(["a"], ["a"]) == ""
