"""The run's context is passed (issue 24): parse_source, verify, PassManager and print_op
take a ``context`` (default: the active one) and make it the active one for all they do, on
the large-stack thread too; the driver makes one per run; nothing reads a release at import
time; what is cached across runs is kept per release; no context outlives its run.

The release-dependent behaviour used as a probe is the unknown-op rule (real Triton 3.6.0
and 3.8.0 refuse ``tt.approx_divf``, 3.9.0 registers it: checked with each wheel through
tools/oracle.py) and coalesce's contiguity ties (3.6.0 ascending, 3.7.1 row-major: see
test/cli/triton-version.mlir, whose outputs are those of the real releases)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyopt import cli
from pyopt.diagnostics import DiagnosticError
from pyopt.ir import context as context_module
from pyopt.ir.context import Context, current
from pyopt.ir.version import resolve
from pyopt.passes import ModulePass, PassContext, PassManager
from pyopt.support import run_deep
from pyopt.transforms.coalesce import CONTIGUITY_TIES

REPO = Path(__file__).resolve().parents[2]

DIVF = """tt.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "tt.approx_divf"(%a, %b) : (f32, f32) -> f32
  tt.return %0 : f32
}
"""
DIVF_CUSTOM = DIVF.replace('"tt.approx_divf"(%a, %b) : (f32, f32) -> f32', "tt.approx_divf %a, %b : f32")
SIMPLE = "tt.func @f() {\n  tt.return\n}\n"


def _parse(text, **kw):
    from pyopt.syntax.parser import parse_source

    return parse_source(text, "in.mlir", **kw)


def _unknown_op_refused(fn) -> bool:
    try:
        fn()
    except DiagnosticError as e:
        assert "unregistered operation 'tt.approx_divf'" in e.diag.message
        return True
    return False


# ---------------------------------------------------------------------------
# The four entry points use the context they are given
# ---------------------------------------------------------------------------


def _names_later_release(fn) -> bool:
    """Whether ``fn`` fails with the note that another release has tt.approx_divf."""
    try:
        fn()
    except DiagnosticError as e:
        return "'tt.approx_divf' is a Triton 3.9 op: --triton-version=3.9" in [n.message for n in e.diag.notes]
    return False


def test_parse_source_reads_for_its_context():
    """The parser's unknown custom op: the note names the release that has it, for a
    target that lacks it (none under 3.9, which registers it)."""
    with Context("3.6"):
        assert not _names_later_release(lambda: _parse(DIVF_CUSTOM, context=Context("3.9")))
        assert _names_later_release(lambda: _parse(DIVF_CUSTOM))
    with Context("3.9"):
        assert _names_later_release(lambda: _parse(DIVF_CUSTOM, context=Context("3.8")))
        assert not _names_later_release(lambda: _parse(DIVF_CUSTOM))


def test_verify_checks_for_its_context():
    from pyopt.verifier import verify

    module = _parse(DIVF, context=Context("3.9"))
    with Context("3.9"):
        assert _unknown_op_refused(lambda: verify(module, context=Context("3.6")))
        verify(module)
    with Context("3.6"):
        verify(module, context=Context("3.9"))
        assert _unknown_op_refused(lambda: verify(module))


def test_print_op_prints_under_its_context(monkeypatch):
    """print_op makes its context the active one for all the printing does (on the
    large-stack thread, where the printer runs): no printing rule differs between
    releases yet, so the printer's body reports what it sees."""
    from pyopt.ir import printer

    seen = []
    original = printer._print_op

    def probe(*args, **kwargs):
        seen.append(current())
        return original(*args, **kwargs)

    monkeypatch.setattr(printer, "_print_op", probe)
    module = _parse(SIMPLE)
    c9 = Context("3.9")
    with Context("3.6") as c6:
        text = printer.print_op(module, context=c9)
        assert printer.print_op(module) == text
    assert seen == [c9, c6]
    assert text == "module {\n  tt.func @f() {\n    tt.return\n  }\n}\n"


class _Probe(ModulePass):
    name = "unit-context-probe"

    def __init__(self):
        self.seen = []

    def run(self, module, ctx: PassContext) -> None:
        self.seen.append((self.context, ctx.context, current(), resolve(CONTIGUITY_TIES)))


def test_pass_manager_hands_its_context_to_the_passes():
    module = _parse(SIMPLE)
    c7 = Context("3.7")
    probe = _Probe()
    with Context("3.6"):
        assert PassManager([probe], context=c7).run(module, PassContext())
    assert probe.seen == [(c7, c7, c7, "row-major")]
    with Context("3.9") as c9:  # default: the context active when the manager is made
        pm = PassManager([probe])
    with Context("3.6"):
        assert pm.run(module, PassContext())
    assert probe.seen[1] == (c9, c9, c9, "row-major")
    with Context("3.6") as c6:
        assert PassManager([probe]).run(module, PassContext())
    assert probe.seen[2] == (c6, c6, c6, "ascending")


def test_pass_manager_verifies_under_its_context():
    """The verifier after each pass checks for the manager's release."""
    module = _parse(DIVF, context=Context("3.9"))
    probe = _Probe()
    with Context("3.9"):
        assert PassManager([probe], context=Context("3.9")).run(module, PassContext())
    failed = PassContext()
    with Context("3.9"):
        ok = PassManager([_Probe()], context=Context("3.6")).run(module, failed)
    assert not ok and failed.failed


# ---------------------------------------------------------------------------
# Activation: the large-stack thread, no leaks
# ---------------------------------------------------------------------------


def test_run_deep_runs_in_the_callers_context():
    outer = current()
    with Context("3.8") as c8:
        assert run_deep(current) is c8

        def enter_and_stay():
            Context("3.9").__enter__()  # never left: must not outlive the call
            return current().release

        assert run_deep(enter_and_stay) == (3, 9, 0)
        assert current() is c8 and run_deep(current) is c8
    assert current() is outer and run_deep(current) is outer


def test_one_context_active_in_two_threads_at_once():
    """Threads that share a context (a program parsing on a pool) enter and leave
    it in any interleaving."""
    import threading

    shared = Context("3.9")
    entered, left = threading.Event(), threading.Event()
    seen, errors = [], []

    def first():
        try:
            with shared:
                entered.set()
                left.wait(10)
                seen.append(current())
            seen.append(current())
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    t = threading.Thread(target=first)
    t.start()
    assert entered.wait(10)
    outer = current()
    with shared:  # entered here while the other thread holds it
        left.set()
        t.join(10)
        assert current() is shared
    assert current() is outer
    assert errors == [] and seen[0] is shared and seen[1] is not shared


def test_default_context_follows_the_environment(monkeypatch):
    """Outside every run, current() is the environment's choice, made once per value of
    PYOPT_TRITON_VERSION (the lit format changes the environment between RUN lines)."""
    assert context_module._ACTIVE.get() is None
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "3.7")
    c7 = current()
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "3.9")
    assert current().release == (3, 9, 0) and current().reason == "PYOPT_TRITON_VERSION=3.9"
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "3.7")
    assert current() is c7 and c7.release == (3, 7, 1)


def test_caches_are_kept_per_release():
    """What outlives a run (the attribute parser's shared results, the verifier's
    per-class plans) is kept per release: one process may serve several."""
    from pyopt import verifier
    from pyopt.syntax import attrparser

    for release in ("3.6", "3.9"):
        _parse(SIMPLE, context=Context(release))
        verifier.verify(_parse(SIMPLE), context=Context(release))
    assert attrparser._SHARED[(3, 6, 0)] is not attrparser._SHARED[(3, 9, 0)]
    assert verifier._PLANS[(3, 6, 0)] is not verifier._PLANS[(3, 9, 0)]
    with Context("3.9"):
        assert attrparser.AttrParser()._shared is attrparser._SHARED[(3, 9, 0)]
        assert verifier.Verifier()._plans is verifier._PLANS[(3, 9, 0)]


def test_nothing_reads_a_release_at_import_time():
    """Importing every pyopt module asks no context for its release."""
    code = r"""
import importlib, pkgutil, sys, traceback
import pyopt.ir.context as c
calls = []
def spy(*args, **kwargs):
    calls.append("".join(traceback.format_stack(limit=6)))
    raise SystemExit("a release was read at import time:\n" + calls[-1])
c.current = spy
c.choose_release = spy
c.default_release = spy
import pyopt
skip = {"pyopt.__main__"}
for m in pkgutil.walk_packages(pyopt.__path__, "pyopt."):
    if m.name in skip:
        continue
    try:
        importlib.import_module(m.name)
    except ImportError as e:  # an optional third-party package (Pillow, ...)
        if (e.name or "").startswith("pyopt"):
            raise
import pyopt.transforms
for name in pyopt.transforms.PASS_MODULES:
    importlib.import_module(name)
print(len(sys.modules), "modules, no release read")
"""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "no release read" in p.stdout


# ---------------------------------------------------------------------------
# The driver: one context per run, handed to each step
# ---------------------------------------------------------------------------


def _run(args):
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(""), out, err
    try:
        code = cli.main([str(a) for a in args])
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def test_driver_prints_an_output_file_in_the_run_context(tmp_path, monkeypatch):
    """An -o file takes the text as it is printed (print_op_to): printed as the
    run's release, with the run's context."""
    from pyopt.ir import printer

    got = []
    original = printer.print_op_to

    def wrapper(*args, **kwargs):
        got.append((kwargs.get("context"), current()))
        return original(*args, **kwargs)

    monkeypatch.setattr(printer, "print_op_to", wrapper)
    path = tmp_path / "in.mlir"
    path.write_text(SIMPLE + "// -----\n" + SIMPLE)
    dst = tmp_path / "out.mlir"
    code, out, err = _run([path, "--split-input-file", "-cse", "--triton-version=3.8", "-o", dst])
    assert (code, err, out) == (0, "", "")
    assert len(got) == 2 and len({id(c) for pair in got for c in pair}) == 1
    assert got[0][0].release == (3, 8, 0)
    code, expected, err = _run([path, "--split-input-file", "-cse", "--triton-version=3.8"])
    assert dst.read_text() == expected


def test_driver_passes_one_context_to_every_step(tmp_path, monkeypatch):
    from pyopt import passes
    from pyopt.ir import printer
    from pyopt.syntax import parser
    from pyopt import verifier

    got = []

    def spy(module, name, fn):
        original = getattr(module, name)

        def wrapper(*args, **kwargs):
            got.append((name, kwargs.get("context"), current()))
            return original(*args, **kwargs)

        monkeypatch.setattr(module, name, wrapper)

    spy(parser, "parse_source", None)
    spy(verifier, "verify", None)
    spy(printer, "print_op_pieces", None)  # (standard output: the text in pieces)
    managers = []
    original_init = passes.PassManager.__init__

    def init(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        managers.append(self.context)

    monkeypatch.setattr(passes.PassManager, "__init__", init)
    path = tmp_path / "in.mlir"
    path.write_text(SIMPLE + "// -----\n" + SIMPLE)
    code, out, err = _run([path, "--split-input-file", "-cse", "--triton-version=3.8"])
    assert (code, err) == (0, "")
    contexts = {id(c) for _, c, _ in got} | {id(c) for _, _, c in got} | {id(c) for c in managers}
    assert len(contexts) == 1 and len(managers) == 2
    assert [name for name, _, _ in got] == ["parse_source", "verify", "verify", "print_op_pieces"] * 2  # (verify-each)
    assert got[0][1].release == (3, 8, 0) and got[0][1].reason == "--triton-version=3.8"
    assert context_module._ACTIVE.get() is None  # and none is left active after it


def test_driver_context_from_the_environment(tmp_path, monkeypatch):
    path = tmp_path / "in.mlir"
    path.write_text(DIVF)
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "3.9")
    assert _run([path])[0] == 0
    code, out, err = _run([path, "--triton-version=3.6"])
    assert code == 1 and "note: 'tt.approx_divf' is a Triton 3.9 op: --triton-version=3.9" in err
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "3.6")
    assert _run([path])[0] == 1
    assert _run([path, "--triton-version=3.9"])[0] == 0


def test_version_reports_the_release_given_after_it():
    """--version and --triton-version are both eager: the release is taken first,
    wherever it stands on the command line."""
    for args in (["--version", "--triton-version=3.8"], ["--triton-version=3.8", "--version"],
                 ["-version", "-triton-version", "3.8.0"]):
        code, out, _ = _run(args)
        assert code == 0 and "  targets Triton 3.8.0 (--triton-version=3.8" in out, args


def test_help_wins_over_a_bad_release():
    for args in (["--triton-version=2.0", "--help"], ["-h", "--triton-version=2.0"]):
        code, out, err = _run(args)
        assert (code, err) == (0, "") and "--triton-version" in out, args


def test_a_positional_named_like_the_option_stays_a_positional(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "--triton-version=3.9").write_text(SIMPLE)
    code, out, err = _run(["--triton-version=3.7", "--", "--triton-version=3.9"])
    assert (code, err) == (0, "") and "tt.func @f()" in out


def test_bad_release_is_a_tool_error(tmp_path, monkeypatch):
    code, out, err = _run(["--triton-version=3.10", "x.mlir"])
    assert (code, out) == (1, "")
    assert err == "pyopt: error: invalid value '3.10' for --triton-version (pyopt supports Triton 3.6, 3.7, 3.8 and 3.9)\n"
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "nightly")
    code, out, err = _run(["--list-passes"])
    assert code == 1
    assert err == "pyopt: error: invalid value 'nightly' for PYOPT_TRITON_VERSION (pyopt supports Triton 3.6, 3.7, 3.8 and 3.9)\n"
    assert _run(["--list-passes", "--triton-version=3.9"])[0] == 0


def test_layout_tool_parses_for_its_release(tmp_path, monkeypatch):
    from pyopt import layout_tool

    seen = []
    original = layout_tool.parse_source

    def spy(*args, **kwargs):
        seen.append((kwargs.get("context"), current()))
        return original(*args, **kwargs)

    monkeypatch.setattr(layout_tool, "parse_source", spy)
    path = tmp_path / "layouts.mlir"
    path.write_text("#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>\n")
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    assert layout_tool.main(["-t", "tensor<32xf32>", "-i", str(path), "--triton-version=3.9"]) == 0
    assert seen and seen[0][0] is seen[0][1] and seen[0][0].release == (3, 9, 0)
    assert layout_tool.main(["-t", "tensor<32xf32>", "--triton-version=2.0"]) == 1
    assert err.getvalue().endswith("triton-tensor-layout: error: invalid value '2.0' for --triton-version "
                                   "(pyopt supports Triton 3.6, 3.7, 3.8 and 3.9)\n")


@pytest.mark.parametrize("release", ["3.6", "3.7", "3.8", "3.9"])
def test_every_supported_release_runs(release, tmp_path):
    path = tmp_path / "in.mlir"
    path.write_text(SIMPLE)
    assert _run([path, "-canonicalize", f"--triton-version={release}"])[:2] == (
        0, "module {\n  tt.func @f() {\n    tt.return\n  }\n}\n")


def test_a_format_compiled_under_one_release_prints_right_under_another():
    """One process, two releases (as a lit worker runs RUN lines): Triton 3.9 no
    longer declares amdg.buffer_load's `cache` attribute, and the parser under
    3.9 compiles the 3.6 form too (to read another release's syntax); that
    compiled form must not then print a 3.6 op's `cache` in its attribute
    dictionary.  (It did: the compiled format, and which attributes it treats
    as inherent, were kept per format text only.)"""
    from pyopt.ir.printer import print_op

    text = """#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%arg0: !tt.ptr<f32>, %arg1: tensor<64xi32, #blocked>) {
    %0 = amdg.buffer_load %arg0[%arg1] cacheModifier = cg : tensor<64xf32, #blocked>
    tt.return
  }
}
"""
    from pyopt.diagnostics import DiagnosticError

    c39 = Context("3.9")
    try:  # 3.9 refuses the 3.6 form's cacheModifier, after trying that form
        _parse(text, context=c39)
    except DiagnosticError:
        pass
    c36 = Context("3.6")
    out = print_op(_parse(text, context=c36), context=c36)
    assert "cacheModifier = cg : tensor<64xf32, #blocked>" in out and "cache = 3" not in out
