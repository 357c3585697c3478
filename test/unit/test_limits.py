"""pyopt's limits on work and memory (issue 23, items 5 and 6): inputs that would take minutes
or gigabytes get a diagnostic and exit status 1, within bounded time and memory.

* ``pyopt layout`` maps at most 2^20 elements and 2^20 hardware slots per layout
  (``pyopt.dialects.ttg.layout_str.MAX_MAPPED``, Triton's ``TRITON_MAX_TENSOR_NUMEL``), and
  draws every element of at most 2^16 (``pyopt.layout_render.MAX_ELEMENTS``, ``--full``), and
  summarises larger tensors in at most 32x32 cells.  Triton 3.6.0's
  ``getLayoutStr`` has no limit (it allocates a string per element: on 2^60 elements it dies of
  std::bad_alloc), so these limits and their messages are pyopt's own; below them the text is
  Triton's (compared with libtriton in test_layout_str.py and test_layout_tool.py).
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from pyopt import cli

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.oracle import triton_available  # noqa: E402

needs_triton = pytest.mark.skipif(not triton_available(), reason="triton is not installed: the expected text "
                                  "is libtriton's getLayoutStr")

BLOCKED = "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>"
SHARED = "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>"
MMA = ("#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], CGALayout = [[0, 1], [1, 0]], "
       "instrShape = [16, 8]}>")


def layout(*args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main(["layout", *map(str, args)])
    finally:
        sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


# ---------------------------------------------------------------------------
# pyopt layout
# ---------------------------------------------------------------------------


def test_layout_of_a_huge_tensor_is_refused_with_a_smaller_shape_to_try():
    # was: "pyopt: internal error: MemoryError"
    code, out, err = layout("-t", "tensor<1073741824x1073741824xf32>", "-l", BLOCKED)
    assert code == 1 and out == ""
    assert err == (f"pyopt layout: error: tensor<1073741824x1073741824xf32> with {BLOCKED} is too large to "
                   "print: it maps 1152921504606846976 elements; pyopt maps at most 1048576 (Triton's largest "
                   "tensor); try a smaller shape, e.g. -t 'tensor<1024x1024xf32>'\n")


def test_layout_8192x8192_is_refused_in_both_views_and_for_shared_layouts():
    # was: minutes and 3.4 GB
    for view in ([], ["-use-hw-view"]):
        code, out, err = layout("-t", "tensor<8192x8192xf16>", "-l", BLOCKED, *view)
        assert code == 1 and out == ""
        assert "it maps 67108864 elements; pyopt maps at most 1048576" in err
        assert err.endswith("try a smaller shape, e.g. -t 'tensor<1024x1024xf16>'\n")
    code, out, err = layout("-t", "tensor<4096x1024xf16>", "-l", SHARED)
    assert code == 1 and out == ""
    assert err == (f"pyopt layout: error: tensor<4096x1024xf16> with {SHARED} is too large to print: it maps "
                   "4194304 elements; pyopt maps at most 1048576 (Triton's largest tensor); try a smaller "
                   "shape, e.g. -t 'tensor<1024x1024xf16>'\n")


def test_layout_whose_hardware_alone_is_too_large_gets_no_shape_to_try():
    big = BLOCKED.replace("warpsPerCTA = [2, 2]", "warpsPerCTA = [65536, 1]")
    code, out, err = layout("-t", "tensor<1x1xf32>", "-l", big)
    assert code == 1 and out == ""
    assert err == (f"pyopt layout: error: tensor<1x1xf32> with {big} is too large to print: it maps 2097152 "
                   "hardware slots; pyopt maps at most 1048576 (Triton's largest tensor)\n")


_CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from tools.oracle import triton_layout_strs
types = json.load(sys.stdin)
json.dump([triton_layout_strs(types, False), triton_layout_strs(types, True)], sys.stdout)
"""


@needs_triton
def test_layouts_at_the_limit_are_printed_whole_as_triton_prints_them():
    types = [("tensor<1024x1024xf32>", BLOCKED), ("tensor<1024x1024xf16>", SHARED), ("tensor<1024x1024xf16>", MMA)]
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(ROOT)], capture_output=True, text=True, timeout=600,
                          input=json.dumps([t[:-1] + ", " + attr + ">" for t, attr in types]))
    assert proc.returncode == 0, proc.stderr[-2000:]
    for view, expected in zip(([], ["-use-hw-view"]), json.loads(proc.stdout)):
        for (t, attr), text in zip(types, expected):
            code, out, err = layout("-t", t, "-l", attr, *view)
            assert (code, err) == (0, "")
            assert out == f"Print layout attribute: {attr}\n" + text, (t, attr, view)


def test_layout_output_of_one_run_is_bounded(monkeypatch, tmp_path):
    # a file of many large layouts: each fits, all of them would be gigabytes held in memory
    from pyopt import layout_tool

    monkeypatch.setattr(layout_tool, "MAX_OUTPUT_CHARS", 200_000)  # the real one: 2^27
    path = tmp_path / "many.mlir"
    path.write_text("".join(f"#b{i} = {BLOCKED}\n" for i in range(4)) + "module {\n}\n")
    one = layout("-t", "tensor<64x128xf32>", "-l", BLOCKED)[1]
    assert 70_000 < len(one) < 100_000
    code, out, err = layout("-t", "tensor<64x128xf32>", "-i", path, "-alias-names=b0,b1")
    assert (code, err) == (0, "")
    code, out, err = layout("-t", "tensor<64x128xf32>", "-i", path)
    assert code == 1 and out == ""
    assert err == ("pyopt layout: error: the layouts printed would pass 200000 characters (pyopt layout keeps the "
                   "text until every layout succeeded); print fewer layouts (-alias-names) or smaller shapes (-t)\n")


def test_every_element_is_drawn_up_to_2_to_the_16_elements(tmp_path):
    code, _, err = layout("-t", "tensor<512x256xf32>", "-l", BLOCKED, "--full", "--svg", tmp_path / "l.svg")
    assert code == 1
    assert err == ("pyopt layout: error: cannot draw the layout: the tensor has 131072 elements; every element is "
                   "drawn (--full) up to 65536 elements (leave out --full for a summary, or crop with --region)\n")
    assert not (tmp_path / "l.svg").exists()


def test_pictures_of_the_largest_tensors_are_summaries_of_bounded_size(tmp_path):
    # 2^20 elements (MAX_MAPPED): a summary of at most 32x32 cells, and a canvas page of a few kilobytes
    pictures = [tmp_path / "l.svg", tmp_path / "l.html"]
    code, _, err = layout("-t", "tensor<1024x1024xf16>", "-l", BLOCKED, "--svg", pictures[0], "--html", pictures[1])
    assert (code, err) == (0, "")
    svg = pictures[0].read_text()
    assert svg.count('<g class="tile"') == 32 * 32 and "<g class=\"cell\"" not in svg
    assert len(svg) < 1_200_000  # 1.1 MB: labels such as r7998-7999,8062-8063,..(8),8190-8191
    assert len(pictures[1].read_text()) < 40_000 and "<td" not in pictures[1].read_text()


# ---------------------------------------------------------------------------
# Recursive tt.call: passes that need AxisInfo
# ---------------------------------------------------------------------------
# Triton 3.6.0 (tools/oracle.py run FILE --pass=...) fails each pass below with "A signal was
# caught while processing the MLIR module ... marking pass as failed": its CallGraph walk aborts
# on a cycle reached from a root, and a cycle no root reaches is never analysed, so the pass
# dereferences a null AxisInfo.  pyopt reports "Cycle detected in call graph" (Triton's
# report_fatal_error text) as a diagnostic; -axis-info on a root-less cycle still succeeds with
# empty facts, as Triton's does.

_MODULE = """#blocked = #ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
module attributes {{"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
{main}  tt.func @f(%p: !tt.ptr<f32>) {{
    %r = tt.make_range {{end = 128 : i32, start = 0 : i32}} : tensor<128xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %s, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %v = tt.load %a : tensor<128x!tt.ptr<f32>, #blocked>
    tt.call @{callee}(%p) : (!tt.ptr<f32>) -> ()
    tt.return
  }}
{other}}}
"""
_MAIN = "  tt.func @main(%p: !tt.ptr<f32>) {\n    tt.call @f(%p) : (!tt.ptr<f32>) -> ()\n    tt.return\n  }\n"
_G = "  tt.func @g(%p: !tt.ptr<f32>) {\n    tt.call @f(%p) : (!tt.ptr<f32>) -> ()\n    tt.return\n  }\n"
SELF = _MODULE.format(main="", callee="f", other="")          # @f calls itself; no root
MUTUAL = _MODULE.format(main="", callee="g", other=_G)        # @f -> @g -> @f; no root
FROM_ROOT = _MODULE.format(main=_MAIN, callee="f", other="")  # @main -> @f -> @f

ROOTLESS = ("error: Cycle detected in call graph: @f is only called from a cycle of calls that no other "
            "function calls, so its AxisInfo is not computed")


def pyopt(text: str, *args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode()), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main(["-", *args])
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def test_coalesce_on_recursion_is_a_diagnostic():
    # was: "pyopt: internal error: ... AttributeError: 'NoneType' object has no attribute 'contiguity'"
    for text in (SELF, MUTUAL):
        code, out, err = pyopt(text, "-coalesce")
        assert code == 1 and out == ""
        assert err.startswith(f"<stdin>:3:3: {ROOTLESS}\n  tt.func @f(%p: !tt.ptr<f32>) {{\n  ^\n"), err
        assert "internal error" not in err
    code, out, err = pyopt(FROM_ROOT, "-coalesce")
    # was: "pyopt: internal error: ... CallGraphCycleError: Cycle detected in call graph"
    assert code == 1 and out == ""
    assert err.startswith("<stdin>:2:1: error: Cycle detected in call graph\n"), err


def test_convert_to_buffer_ops_checks_the_call_graph_without_atomics():
    # was: exit 0 (the analysis was built only for atomics); Triton builds it and fails
    code, out, err = pyopt(FROM_ROOT, "-tritonamdgpu-convert-buffer-ops")
    assert code == 1 and out == ""
    assert err.startswith("<stdin>:2:1: error: Cycle detected in call graph\n"), err
    for text in (SELF, MUTUAL):  # nothing dereferences the missing facts: Triton succeeds too
        assert pyopt(text, "-tritonamdgpu-convert-buffer-ops")[0] == 0


def test_other_passes_on_recursion_keep_their_answers():
    for text in (SELF, MUTUAL):
        for p in ("-axis-info", "-canonicalize-pointers", "-remove-layout-conversions", "-access-report"):
            code, _, err = pyopt(text, p)
            assert code == 0 and "internal error" not in err, (p, err)
    for p in ("-axis-info", "-access-report"):
        code, _, err = pyopt(FROM_ROOT, p)
        assert code == 1 and err.startswith("<stdin>:2:1: error: Cycle detected in call graph\n"), (p, err)


@needs_triton
def test_triton_fails_the_same_passes(tmp_path):
    for name, text, passes in (("self", SELF, ["coalesce"]), ("mutual", MUTUAL, ["coalesce"]),
                               ("root", FROM_ROOT, ["coalesce", "convert-to-buffer-ops"])):
        path = tmp_path / f"{name}.mlir"
        path.write_text(text)
        for p in passes:
            proc = subprocess.run([sys.executable, str(ROOT / "tools" / "oracle.py"), "run", str(path), f"--pass={p}"],
                                  capture_output=True, text=True, timeout=600)
            assert proc.returncode != 0 and "marking pass as failed" in proc.stdout + proc.stderr, (name, p)


# ---------------------------------------------------------------------------
# -access-report's step budget
# ---------------------------------------------------------------------------
# pyopt's own pass (Triton has no counterpart): the budget and its wording are pyopt's.

ENDLESS = """module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @k(%p: !tt.ptr<f32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %r = scf.while (%i = %c0) : (i32) -> i32 {
      scf.condition(%true) %i : i32
    } do {
    ^bb0(%j: i32):
      %n = arith.addi %j, %c1 : i32
      %q = tt.addptr %p, %n : !tt.ptr<f32>, i32
      %v = tt.load %q : !tt.ptr<f32>
      scf.yield %n : i32
    }
    tt.return
  }
}
"""
STOPPED = ("stopped early: the step budget ran out (max-steps=10000000); the counts cover only what ran "
           "before")


def test_access_report_on_an_endless_loop_stops_early_and_says_so():
    # was: 20,000,000 steps counted by elements only, about 4,000,000 executions of the
    # load (3 minutes); now each op, access and iteration has its weight, and the costing of
    # each warp's access counts too: 33,445 executions (2 s)
    code, _, err = pyopt(ENDLESS, "-access-report")
    assert code == 0
    remark = next(line for line in err.splitlines() if "remark: access-report" in line)
    assert "33445 executions" in remark and remark.endswith(f"[{STOPPED}]")
    assert "(stopped early: see below)" in next(line for line in err.splitlines() if "access report #1" in line)
    assert f"evaluation {STOPPED}\n" in err


def test_access_report_default_budget_covers_the_largest_corpus_kernel_with_a_margin(monkeypatch):
    from pyopt.analysis import access_eval

    evaluators = []
    init = access_eval.Evaluator.__init__

    def recording_init(self, *args, **kwargs):
        init(self, *args, **kwargs)
        evaluators.append(self)

    monkeypatch.setattr(access_eval.Evaluator, "__init__", recording_init)
    path = ROOT / "test/corpus/matmul_tf32/cuda90-w4/asm.ttgir"  # the most steps of test/corpus
    code, _, err = pyopt(path.read_text(), "-access-report")
    assert code == 0 and "stopped" not in err
    steps = max(ev.steps for ev in evaluators)
    assert 3_000_000 < steps < access_eval.DEFAULT_MAX_STEPS / 2


# ---------------------------------------------------------------------------
# Many small functions: memory
# ---------------------------------------------------------------------------


def test_axis_info_keeps_no_solver_per_function_with_the_garbage_collector_off(monkeypatch):
    # pyopt runs with gc off; each function's solver was kept alive by its cycles (18 KB a
    # function: 90,000 functions under -coalesce peaked at 3.1 GB, now 2.0 GB)
    import gc
    import weakref

    from pyopt.analysis import dataflow
    from pyopt.analysis.axis_info import ModuleAxisInfoAnalysis
    from pyopt.syntax.parser import parse_source

    made = []
    init = dataflow.DataFlowSolver.__init__

    def recording_init(self, *args, **kwargs):
        init(self, *args, **kwargs)
        made.append(weakref.ref(self))

    monkeypatch.setattr(dataflow.DataFlowSolver, "__init__", recording_init)
    text = "".join(f"tt.func @f{i}(%p: !tt.ptr<f32>, %n: i32) {{\n  %0 = tt.addptr %p, %n : !tt.ptr<f32>, i32\n"
                   "  %1 = tt.load %0 : !tt.ptr<f32>\n  tt.return\n}\n" for i in range(20))
    module = parse_source(text, "<test>")
    was = gc.isenabled()
    gc.disable()
    try:
        analysis = ModuleAxisInfoAnalysis(module)
        assert len(made) == 20
        assert [r for r in made if r() is not None] == []
        assert analysis.get_axis_info(next(op for op in module.walk() if op.name == "tt.load").results[0])
    finally:
        if was:
            gc.enable()


def test_access_report_on_empty_endless_loops_stops_early(monkeypatch):
    # an iteration costs as much as an op: an empty scf.while stops after 625,000 iterations
    # (it was 20,000,000 at one step each: 21 s even after the weights)
    from pyopt.analysis import access_eval

    iterations = []
    tick = access_eval.Evaluator._tick

    def counting_tick(self, n):
        iterations.append(n)
        tick(self, n)

    monkeypatch.setattr(access_eval.Evaluator, "_tick", counting_tick)
    text = ENDLESS.split("    %r = scf.while")[0] + (
        "    scf.while : () -> () {\n      scf.condition(%true)\n    } do {\n      scf.yield\n    }\n"
        "    tt.return\n  }\n}\n")
    code, _, err = pyopt(text, "-access-report")
    assert code == 0 and f"evaluation {STOPPED}\n" in err
    assert sum(iterations) > 10_000_000 and len(iterations) == 625_000  # 3 constants, then iterations


def test_access_report_work_is_linear_in_the_functions(monkeypatch):
    # each entry function's evaluation walked the whole module twice (its function table, and
    # the callees' ops): 5,000 small kernels took 140 s, now 17 s
    from pyopt.ir import core

    seen = [0]
    walk = core.Operation.walk

    def counting_walk(self, *args, **kwargs):
        for op in walk(self, *args, **kwargs):
            seen[0] += 1
            yield op

    text = ('module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {\n'
            + "".join(f"tt.func @f{i}(%p: !tt.ptr<f32>, %n: i32) {{\n  %0 = tt.addptr %p, %n : !tt.ptr<f32>, i32\n"
                      "  %1 = tt.load %0 : !tt.ptr<f32>\n  tt.return\n}\n" for i in range(200)) + "}\n")
    monkeypatch.setattr(core.Operation, "walk", counting_walk)
    code, _, err = pyopt(text, "-access-report=format=remarks")
    assert code == 0 and err.count("remark: access-report") == 200
    ops = 1 + 200 * 4
    assert seen[0] < 40 * ops, seen[0]  # was about 2 x 200 x ops
