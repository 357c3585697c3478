"""MLIR's instrumentation in pyopt (pyopt.instrument, pyopt.debuglog), against real Triton.

Triton 3.6.0 shows MLIR's instrumentation through environment variables, read by its pass
manager: ``MLIR_ENABLE_DUMP=1`` (with ``pm.enable_debug()``: the IR before every pass, module
scope, locations), ``MLIR_ENABLE_TIMING=1`` (the tree report) and ``TRITON_LLVM_DEBUG_ONLY``
(the passes' LDBG lines).  These tests run the same passes on corpus inputs in a Triton child
process and in pyopt, and compare what both write to stderr.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pyopt import debuglog
from pyopt.instrument import TimingManager

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "test" / "corpus"

_HAS_TRITON = subprocess.run([sys.executable, "-c", "import triton._C.libtriton"],
                             capture_output=True).returncode == 0
needs_triton = pytest.mark.skipif(not _HAS_TRITON, reason="real Triton is not installed")

# Triton's pass-adding bindings for pyopt's pass flags.
_TRITON_ADD = {
    "canonicalize-pointers": "amd.passes.ttgpuir.add_canonicalize_pointers(pm)",
    "coalesce": "passes.ttgpuir.add_coalesce(pm)",
    "remove-layout-conversions": "passes.ttgpuir.add_remove_layout_conversions(pm)",
    "convert-to-buffer-ops=arch-generation-name=gfx942":
        'amd.passes.ttgpuir.add_convert_to_buffer_ops(pm, "gfx942", True, False)',
    "fold-true-cmpi": "amd.passes.ttgpuir.add_fold_true_cmpi(pm)",
    "canonicalize": "passes.common.add_canonicalizer(pm)",
    "cse": "passes.common.add_cse(pm)",
    "symbol-dce": "passes.common.add_symbol_dce(pm)",
}

_CHILD = """
import sys
from triton._C.libtriton import ir, passes, amd
ctx = ir.context(); ir.load_dialects(ctx); amd.load_dialects(ctx)
mod = ir.parse_mlir_module(sys.argv[1], ctx)
pm = ir.pass_manager(ctx)
pm.enable_debug()
{adds}
pm.run(mod, "instrument-test")
"""


def triton_stderr(path: Path, flags: list[str], env: dict) -> str:
    code = _CHILD.format(adds="\n".join(_TRITON_ADD[f] for f in flags))
    r = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                       env=dict(os.environ, **env), timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stderr


def pyopt_stderr(path: Path, args: list[str]) -> str:
    r = subprocess.run([sys.executable, "-m", "pyopt", str(path), "-o", os.devnull, *args],
                       capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stderr


CASES = [
    ("argmax_rows/cuda80-w4/01-coalesce.before.mlir", ["coalesce", "remove-layout-conversions", "canonicalize", "cse"]),
    ("attention_fwd/cuda90-w4/01-coalesce.before.mlir", ["coalesce", "remove-layout-conversions", "cse"]),
    ("argmax_rows/gfx942-w4/01-coalesce.before.mlir",
     ["canonicalize-pointers", "coalesce", "convert-to-buffer-ops=arch-generation-name=gfx942", "fold-true-cmpi",
      "symbol-dce"]),
    ("attention_fwd/gfx942-w4/01-coalesce.before.mlir",
     ["canonicalize-pointers", "coalesce", "remove-layout-conversions",
      "convert-to-buffer-ops=arch-generation-name=gfx942", "canonicalize", "cse"]),
]


@needs_triton
@pytest.mark.parametrize("rel,flags", CASES, ids=[c[0].split("/0")[0] for c in CASES])
def test_print_ir_before_all_matches_triton_dump(rel, flags):
    """Triton's MLIR_ENABLE_DUMP is MLIR's IR printing with before-all, module scope and
    locations: pyopt's --mlir-print-ir-before-all --mlir-print-ir-module-scope
    --mlir-print-debuginfo writes the same bytes (the corpus inputs have no NameLocs,
    so Triton's use-nameloc-as-prefix changes nothing)."""
    path = CORPUS / rel
    expected = triton_stderr(path, flags, {"MLIR_ENABLE_DUMP": "1"})
    got = pyopt_stderr(path, ["-" + f for f in flags] + [
        "--mlir-print-ir-before-all", "--mlir-print-ir-module-scope", "--mlir-print-debuginfo"])
    assert expected.count("// -----// IR Dump Before") == len(flags)
    assert got == expected


@needs_triton
@pytest.mark.parametrize("rel,flags", CASES, ids=[c[0].split("/0")[0] for c in CASES])
def test_timing_tree_matches_triton(rel, flags):
    """MLIR_ENABLE_TIMING's tree report: the same header and rows (names, nesting, order);
    pyopt's also has the driver's Parser and Output rows, as mlir-opt's does.  Triton's
    analysis rows (``(A) DominanceInfo`` under CSE and the AMD passes) are not timed by
    pyopt, whose passes compute their analyses themselves."""
    path = CORPUS / rel
    expected = triton_stderr(path, flags, {"MLIR_ENABLE_TIMING": "1"})
    got = pyopt_stderr(path, ["-" + f for f in flags] + ["--mlir-timing"])
    row = re.compile(r"^  +\d+\.\d{4} \( *\d+\.\d%\)  (.*)$")

    def shape(text):
        lines = text.splitlines()
        names = [m.group(1) for m in map(row.match, lines) if m and "(A) " not in m.group(1)]
        head = [re.sub(r"\d+\.\d{4}", "N", x) for x in lines[:6]]
        return head, names

    t_head, t_names = shape(expected)
    p_head, p_names = shape(got)
    assert p_head == t_head
    assert p_names[0] == "Parser" and p_names[-3] == "Output"
    assert p_names[1:-3] + p_names[-2:] == t_names


def _coalesce_inputs():
    return sorted(CORPUS.glob("*/*/01-coalesce.before.mlir"))[::25]


@needs_triton
@pytest.mark.parametrize("path", _coalesce_inputs(), ids=lambda p: f"{p.parts[-3]}-{p.parts[-2]}")
def test_coalesce_debug_log_matches_triton(path):
    """--debug-only=tritongpu-coalesce,ttg-utility writes Triton's LDBG lines byte for byte."""
    types = "tritongpu-coalesce,ttg-utility"
    expected = triton_stderr(path, ["coalesce"], {"TRITON_LLVM_DEBUG_ONLY": types})
    got = pyopt_stderr(path, ["-coalesce", f"--debug-only={types}"])
    assert got == expected


def test_debuglog_is_off_by_default_and_formats_as_ldbg():
    stream = io.StringIO()
    try:
        debuglog.configure(stream=stream)
        assert not debuglog.enabled("tritongpu-coalesce")
        debuglog.ldbg("tritongpu-coalesce", "not written")
        debuglog.configure(["a", "b"], stream=stream)
        assert debuglog.enabled("a") and debuglog.enabled("b") and not debuglog.enabled("c")
        debuglog.ldbg("b", "order=[0, 1]")
        debuglog.configure(all_types=True, stream=stream)
        assert debuglog.enabled("anything")
    finally:
        debuglog.configure()
    assert stream.getvalue() == "[b]: order=[0, 1]\n"


def test_timing_report_layout():
    """MLIR's OutputTextStrategy: banner centred in 80 columns, '%8.4f (%5.1f%%)' rows,
    tree rows indented two spaces per level under their parent, list rows merged by name
    and sorted by time with the root first."""
    tm = TimingManager("tree")
    parser = tm.root.nest("Parser", "Parser")
    parser.wall = 0.5
    pipe = tm.root.nest("p", "'tt.func' Pipeline")
    pipe.wall = 0.25
    inner = pipe.nest(1, "Pass")
    inner.wall = 0.25
    again = tm.root.nest(2, "Pass")
    again.wall = 0.125
    tm.root._start = None
    tm.root.wall = 1.0
    text = tm.report()
    assert text == (
        "===-------------------------------------------------------------------------===\n"
        "                         ... Execution time report ...\n"
        "===-------------------------------------------------------------------------===\n"
        "  Total Execution Time: 1.0000 seconds\n"
        "\n"
        "  ----Wall Time----  ----Name----\n"
        "    0.5000 ( 50.0%)  Parser\n"
        "    0.2500 ( 25.0%)  'tt.func' Pipeline\n"
        "    0.2500 ( 25.0%)    Pass\n"
        "    0.1250 ( 12.5%)  Pass\n"
        "    0.1250 ( 12.5%)  Rest\n"
        "    1.0000 (100.0%)  Total\n")
    tm.display = "list"
    assert [r[1:] for r in tm.rows()] == [("root", 1.0), ("Parser", 0.5), ("Pass", 0.375),
                                          ("'tt.func' Pipeline", 0.25)]


def _buffer_ops_inputs():
    return sorted(CORPUS.glob("*/gfx9*/*-convert-to-buffer-ops.before.mlir"))[::12]


@needs_triton
@pytest.mark.parametrize("path", _buffer_ops_inputs(), ids=lambda p: f"{p.parts[-3]}-{p.parts[-2]}")
def test_convert_buffer_ops_debug_log_matches_triton(path):
    """--debug-only=tritonamdgpu-convert-buffer-ops writes Triton's LDBG lines byte for byte,
    ops numbered as the IR stands when each is written (after earlier conversions)."""
    flag = "convert-to-buffer-ops=arch-generation-name=gfx942"
    expected = triton_stderr(path, [flag], {"TRITON_LLVM_DEBUG_ONLY": "tritonamdgpu-convert-buffer-ops"})
    got = pyopt_stderr(path, ["-" + flag, "--debug-only=tritonamdgpu-convert-buffer-ops"])
    assert "Try to convert: " in expected
    assert got == expected


# Inputs whose canonicalize-pointers log matches Triton's byte for byte.  On the others the
# lines are the same but op numbers differ: MLIR's one-shot conversion (allowPatternRollback =
# false) erases a replaced op at once (its users get an unrealized_conversion_cast), while
# pyopt's conversion keeps replaced ops in the IR until the conversion commits, so ops printed
# after an earlier replacement are numbered higher.
_CANON_PTR_MATCHING = ["atomic_add_sum", "bf16_ops", "copy_contig", "hinted_copy"]


@needs_triton
@pytest.mark.parametrize("kernel", _CANON_PTR_MATCHING)
def test_canonicalize_pointers_debug_log_matches_triton(kernel):
    """--debug-only=tritonamdgpu-canonicalize-pointers writes Triton's module dump and LDBG
    lines (argument bitness, small-tensor addptr decomposition, dead-op removal) byte for byte."""
    path = next((CORPUS / kernel / "gfx942-w4").glob("*-canonicalize-pointers.before.mlir"))
    debug_type = "tritonamdgpu-canonicalize-pointers"
    expected = triton_stderr(path, ["canonicalize-pointers"], {"TRITON_LLVM_DEBUG_ONLY": debug_type})
    got = pyopt_stderr(path, ["-canonicalize-pointers", f"--debug-only={debug_type}"])
    assert expected.startswith("before tritonamdgpu-canonicalize-pointers\nmodule")
    assert "-th argument: <block argument> of type" in expected and expected.endswith("]: Done\n")
    assert got == expected


@needs_triton
def test_canonicalize_pointers_debug_log_same_lines_modulo_numbers():
    """argmax_rows: the same lines as Triton's once SSA numbers are masked (see above)."""
    path = next((CORPUS / "argmax_rows" / "gfx942-w4").glob("*-canonicalize-pointers.before.mlir"))
    debug_type = "tritonamdgpu-canonicalize-pointers"
    expected = triton_stderr(path, ["canonicalize-pointers"], {"TRITON_LLVM_DEBUG_ONLY": debug_type})
    got = pyopt_stderr(path, ["-canonicalize-pointers", f"--debug-only={debug_type}"])
    assert "<<NULL VALUE>>" in expected and "smal-tensor addPtr: " in expected
    mask = re.compile(r"%\d+")
    assert mask.sub("%N", got) == mask.sub("%N", expected)


# The header of each release's MLIR (IRPrinting.cpp's printIRHeader): 3.6 and 3.7 "NAME (ARGUMENT)",
# 3.8+ "NAME: PIPELINE" (llvm/llvm-project#195198), as the 3.7.1 and 3.8.0 wheels print the
# convert-buffer-ops and canonicalize dumps of MLIR_ENABLE_DUMP=1 logs; the pass names are the
# release's (Canonicalizer, CanonicalizerPass).
@pytest.mark.parametrize("release,failed,want", [
    ("3.7", False, "// -----// IR Dump Before TritonAMDGPUConvertToBufferOps (tritonamdgpu-convert-buffer-ops) "
                   "('builtin.module' operation) //----- //\n"),
    ("3.7", True, "// -----// IR Dump After TritonAMDGPUConvertToBufferOps Failed (tritonamdgpu-convert-buffer-ops) "
                  "('builtin.module' operation) //----- //\n"),
    ("3.8", False, "// -----// IR Dump Before TritonAMDGPUConvertToBufferOps: tritonamdgpu-convert-buffer-ops"
                   "{allow-buffer-atomics=true analyze-small-tensor-ofst=false gfx-arch=gfx942} "
                   "('builtin.module' operation) //----- //\n"),
    ("3.9", True, "// -----// IR Dump After TritonAMDGPUConvertToBufferOps Failed: tritonamdgpu-convert-buffer-ops"
                  "{allow-buffer-atomics=true analyze-small-tensor-ofst=false gfx-arch=gfx942} "
                  "('builtin.module' operation) //----- //\n"),
])
def test_ir_header_per_release(release, failed, want):
    from pyopt.dialects.builtin.ops import ModuleOp
    from pyopt.instrument import print_ir_header
    from pyopt.ir.context import Context
    from pyopt.passes import lookup_pass

    with Context(release):
        cls = lookup_pass("convert-to-buffer-ops")
        p = cls.from_options([(cls.options()[0].name, "gfx942")])
        module = ModuleOp.build({}, [], {})
        title = "After" if failed else "Before"
        assert print_ir_header(title, p, module, module_scope=True, failed=failed) == want
        canon = lookup_pass("canonicalize").from_options([])
        name = "CanonicalizerPass" if release >= "3.8" else "Canonicalizer"
        assert print_ir_header("Before", canon, module, module_scope=False).startswith(
            f"// -----// IR Dump Before {name}")
