"""pyopt.litformat.PyoptTest: RUN lines of pyopt and filecheck run inside lit's workers, the
rest by lit's shell, with the verdicts and the failure reports of lit's ShTest."""

from __future__ import annotations

import gc
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("lit")
pytest.importorskip("filecheck")

from pyopt import litformat  # noqa: E402

REPO = Path(__file__).resolve().parents[2]

CFG = r'''
import os, sys
import lit.formats
config.name = "fmt"
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs"]
sys.path.insert(0, {repo!r})
if lit_config.params.get("format") == "shtest":
    config.test_format = lit.formats.ShTest()
else:
    from pyopt.litformat import PyoptTest
    config.test_format = PyoptTest()
config.environment["PYTHONPATH"] = {repo!r}
for name in ("PYOPT_LIT_TRACE", "PYOPT_LIT_COMPARE"):
    if name in os.environ:
        config.environment[name] = os.environ[name]
py = sys.executable
word = r"(?<![\w./%-]){{}}(?![\w./-])"
config.substitutions.append((word.format("pyopt"), py + " -m pyopt"))
config.substitutions.append((word.format("filecheck"), py + " -m filecheck"))
'''

GOOD = """tt.func @f(%arg0: i32) -> i32 {
  tt.return %arg0 : i32
}
"""

TESTS = {
    # in process
    "pass.mlir": "// RUN: pyopt %s | filecheck %s\n// CHECK: tt.func @f\n" + GOOD,
    "fail.mlir": "// RUN: pyopt %s | filecheck %s\n// CHECK: tt.func @not_there\n" + GOOD,
    "not.mlir": ("// RUN: not pyopt %s 2>&1 | filecheck %s\n// CHECK: error: custom op 'tt.bogus' is unknown\n"
                 "tt.func @f() {\n  tt.bogus\n  tt.return\n}\n"),
    "not-fails.mlir": "// RUN: not pyopt %s | filecheck %s --allow-empty\n" + GOOD,
    "stdin.mlir": "// RUN: pyopt < %s | filecheck %s\n// CHECK: tt.func @f\n" + GOOD,
    "files.mlir": ("// RUN: pyopt %s -o %t && filecheck %s < %t\n"
                   "// RUN: pyopt %s > %t.2 && filecheck %s --input-file %t.2\n// CHECK: tt.func @f\n" + GOOD),
    "stderr-only.mlir": ("// RUN: not pyopt %s 2>&1 >/dev/null | filecheck %s\n// CHECK: error:\n"
                         "tt.func @f() {\n  tt.bogus\n  tt.return\n}\n"),
    "debug-state.mlir": (
        # --debug-only turns the log on for one run only: the next run in the same worker is quiet
        "// RUN: pyopt DEBUG_INPUT -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=LOG\n"
        "// RUN: pyopt DEBUG_INPUT -coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=QUIET --allow-empty\n"
        "// LOG: [tritongpu-coalesce]\n// QUIET-NOT: tritongpu-coalesce\n" + GOOD),
    "filecheck-error.mlir": "// RUN: pyopt %s | filecheck %s --no-such-option\n// CHECK: tt.func\n" + GOOD,
    # lit's shell (fallback)
    "shell-cat.mlir": "// RUN: pyopt %s -o %t && cat %t | filecheck %s\n// CHECK: tt.func @f\n" + GOOD,
    "shell-env.mlir": "// RUN: env FOO=1 pyopt %s | filecheck %s\n// CHECK: tt.func @f\n" + GOOD,
    "shell-fail.mlir": "// RUN: pyopt %s | grep not_there\n" + GOOD,
}

EXPECTED_FAIL = {"fail.mlir", "not-fails.mlir", "filecheck-error.mlir", "shell-fail.mlir"}


def _suite(tmp_path: Path) -> Path:
    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "lit.cfg.py").write_text(CFG.format(repo=str(REPO)))
    for name, text in TESTS.items():
        (suite / name).write_text(text.replace("DEBUG_INPUT", str(REPO / "test" / "instrument" / "debug-only.mlir")))
    return suite


def _lit(suite: Path, *args: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, **(env_extra or {}))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    code = "import sys; from lit.main import main; sys.argv = ['lit'] + sys.argv[1:]; main()"
    return subprocess.run([sys.executable, "-c", code, "-v", *args, str(suite)], capture_output=True, text=True,
                          env=env, cwd=suite.parent)


def _verdicts(output: str) -> dict[str, str]:
    return {m.group(2): m.group(1) for m in re.finditer(r"^(PASS|FAIL|UNRESOLVED|XFAIL|XPASS): fmt :: (\S+)",
                                                        output, re.M)}


def _reports(output: str) -> dict[str, str]:
    """Each failed test's report, without timings."""
    out = {}
    for m in re.finditer(r"\*{20} TEST 'fmt :: (\S+)' FAILED \*{20}\n(.*?)\n\*{20}\n", output, re.S):
        out[m.group(1)] = m.group(2)
    return out


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    suite = _suite(tmp_path_factory.mktemp("litformat"))
    trace = suite.parent / "trace.txt"
    mine = _lit(suite, "-j1", env_extra={"PYOPT_LIT_TRACE": str(trace)})
    theirs = _lit(suite, "-j1", "--param", "format=shtest")
    return suite, mine, theirs, trace.read_text()


def test_same_verdicts_as_shtest(runs):
    _, mine, theirs, _ = runs
    got = _verdicts(mine.stdout)
    assert got == _verdicts(theirs.stdout), mine.stdout + mine.stderr
    assert set(got) == set(TESTS)
    assert {name for name, v in got.items() if v == "FAIL"} == EXPECTED_FAIL, mine.stdout


def test_failure_reports_match_shtest(runs):
    """A failure reads as it does under ShTest: the same commands, exit statuses and
    FileCheck messages (filecheck's own error's traceback aside)."""
    _, mine, theirs, _ = runs
    a, b = _reports(mine.stdout), _reports(theirs.stdout)
    assert set(a) == set(b) == EXPECTED_FAIL
    for name in ("fail.mlir", "not-fails.mlir", "shell-fail.mlir"):
        assert a[name] == b[name], name
    assert "Couldn't match \"tt.func @not_there\"" in a["fail.mlir"]
    assert "# error: command failed with exit status: 1" in a["fail.mlir"]
    assert "Unconsumed arguments" in a["filecheck-error.mlir"]


def test_pipelines_run_in_process_and_fall_back(runs):
    _, _, _, trace = runs
    lines = trace.splitlines()
    inproc = [line for line in lines if line.startswith("in-process: ")]
    shell = [line for line in lines if line.startswith("shell: ")]
    # every pyopt/filecheck pipeline of the in-process tests, the pyopt -o of shell-cat
    assert len(inproc) == 14, trace
    assert any(" cat " in line for line in shell)
    assert any(line.startswith("shell: env FOO=1") for line in shell)
    assert any("grep not_there" in line for line in shell)
    assert not any("not_there" in line and "grep" in line for line in inproc)


def test_compare_mode_finds_no_difference(runs):
    suite = runs[0]
    r = _lit(suite, "-j2", env_extra={"PYOPT_LIT_COMPARE": "1"})
    assert _verdicts(r.stdout) == _verdicts(runs[2].stdout), r.stdout
    assert "by lit's shell" not in r.stdout


def test_compare_reports_differences():
    from lit.ShellEnvironment import ShellCommandResult

    from lit.ShCommands import Command

    cmd = Command(["pyopt", "x"], [])
    a = [ShellCommandResult(cmd, "one\n", "", 0, False)]
    b = [ShellCommandResult(cmd, "two\n", "", 0, False)]
    assert "stdout differs" in litformat._compare(a, 0, b, 0)
    assert "exit status" in litformat._compare(a, 0, a, 1)
    assert litformat._compare(a, 0, a, 0) == ""


class _Env:
    def __init__(self, cwd, env):
        self.cwd, self.env = cwd, env
        self.umask = -1  # (none set by the script)


def test_in_process_call_restores_the_process(tmp_path):
    """stdio, argv, cwd, the environment and the garbage collector are as before a run;
    what the tool wrote went to the pipe's buffer."""
    (tmp_path / "in.mlir").write_text(GOOD)
    before = (sys.stdin, sys.stdout, sys.stderr, list(sys.argv), os.getcwd(), dict(os.environ), gc.isenabled())
    out, err = litformat._KeepOpen(), litformat._KeepOpen()
    code = litformat._call("pyopt", ["in.mlir", "-coalesce"], b"", out, err,
                           _Env(str(tmp_path), {"PATH": os.environ.get("PATH", ""), "ONLY_HERE": "1"}))
    assert code == 0
    assert b"tt.func @f" in out.getvalue() and err.getvalue() == b""
    assert (sys.stdin, sys.stdout, sys.stderr, list(sys.argv), os.getcwd(), dict(os.environ),
            gc.isenabled()) == before
    assert "ONLY_HERE" not in os.environ
    # an error: exit status 1, the diagnostic on stderr; filecheck reads its stdin
    out, err = litformat._KeepOpen(), litformat._KeepOpen()
    assert litformat._call("pyopt", ["missing.mlir"], b"", out, err, _Env(str(tmp_path), {})) == 1
    assert b"cannot open input file 'missing.mlir'" in err.getvalue()
    (tmp_path / "check.mlir").write_text("// CHECK: hello\n")
    for text, status in ((b"hello\n", 0), (b"bye\n", 1)):
        out, err = litformat._KeepOpen(), litformat._KeepOpen()
        assert litformat._call("filecheck", ["check.mlir"], text, out, err, _Env(str(tmp_path), {})) == status
    assert isinstance(sys.stdout, (io.TextIOBase, type(before[1])))


def test_recognises_pyopt_and_filecheck_commands(tmp_path):
    """``PYTHON -m pyopt`` with lit's own Python, or an installed script whose #! names it; not
    another interpreter, another script, nor a PYTHONPATH whose pyopt is not this one."""
    fmt = litformat.PyoptTest()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "pyopt").write_text(f"#!{sys.executable}\nfrom pyopt.cli import console_main\n")
    (bin_dir / "filecheck").write_text("#!/bin/sh\nexit 0\n")
    for f in bin_dir.iterdir():
        f.chmod(0o755)
    env = {"PATH": str(bin_dir), "PYTHONPATH": str(REPO)}
    shenv = _Env(str(tmp_path), env)
    assert fmt._tool([sys.executable, "-m", "pyopt", "x.mlir"], shenv) == ("pyopt", ["x.mlir"])
    assert fmt._tool([sys.executable, "-m", "filecheck", "x.mlir"], shenv) == ("filecheck", ["x.mlir"])
    assert fmt._tool(["pyopt", "-coalesce"], shenv) == ("pyopt", ["-coalesce"])
    assert fmt._tool(["filecheck", "x.mlir"], shenv) is None  # a shell script
    assert fmt._tool([sys.executable, "-m", "other", "x"], shenv) is None
    assert fmt._tool([sys.executable + "-not-this-one", "-m", "pyopt"], shenv) is None
    assert fmt._tool(["sed", "-e", "s/a/b/"], shenv) is None
    other = tmp_path / "other"
    (other / "pyopt").mkdir(parents=True)
    (other / "pyopt" / "__init__.py").write_text("")
    assert fmt._tool([sys.executable, "-m", "pyopt"], _Env(str(tmp_path), dict(env, PYTHONPATH=str(other)))) is None


# ---------------------------------------------------------------------------
# The Triton release per RUN line (pyopt.ir.context)
# ---------------------------------------------------------------------------


def _version_line(args, env, tmp_path) -> str:
    out, err = litformat._KeepOpen(), litformat._KeepOpen()
    assert litformat._call("pyopt", ["--version", *args], b"", out, err, _Env(str(tmp_path), env)) == 0, err.getvalue()
    return out.getvalue().decode().splitlines()[-1]


def test_in_process_runs_take_their_own_release(tmp_path):
    """Each in-process run chooses its release from its own command line and
    environment, as a process of its own would; none stays active after it."""
    from pyopt.ir import context

    before = context.current()
    runs = [([], {"PYOPT_TRITON_VERSION": "3.9"}, "  targets Triton 3.9.0 (PYOPT_TRITON_VERSION=3.9)"),
            ([], {"PYOPT_TRITON_VERSION": "3.7"}, "  targets Triton 3.7.1 (PYOPT_TRITON_VERSION=3.7)"),
            (["--triton-version=3.8"], {"PYOPT_TRITON_VERSION": "3.7"}, "  targets Triton 3.8.0 (--triton-version=3.8)"),
            ([], {"PYOPT_TRITON_VERSION": "3.7"}, "  targets Triton 3.7.1 (PYOPT_TRITON_VERSION=3.7)"),
            ([], {"PYOPT_TRITON_VERSION": "3.9"}, "  targets Triton 3.9.0 (PYOPT_TRITON_VERSION=3.9)")]
    for args, env, expected in runs:
        assert _version_line(args, env, tmp_path) == expected, (args, env)
        assert context._ACTIVE.get() is None
    assert context.current() is before
    # the pass rules follow too: coalesce's contiguity ties (real 3.6.0 and 3.7.1 differ)
    tie = REPO / "test" / "cli" / "Inputs" / "coalesce-ties-reproducer.mlir"
    orders = []
    for env in ({"PYOPT_TRITON_VERSION": "3.7"}, {"PYOPT_TRITON_VERSION": "3.6"}):
        out, err = litformat._KeepOpen(), litformat._KeepOpen()
        assert litformat._call("pyopt", [str(tie), "-coalesce"], b"", out, err, _Env(str(tmp_path), env)) == 0
        orders.append(re.search(r"#blocked1 = .*order = (\[[0-9, ]+\])", out.getvalue().decode()).group(1))
    assert orders == ["[1, 0]", "[0, 1]"]


def test_release_named_by_the_format():
    with pytest.raises(ValueError, match="Triton 3.5 is not supported"):
        litformat.PyoptTest(triton_version="3.5")
    assert litformat.PyoptTest(triton_version="3.9").triton_version == "3.9"


def test_default_release_from_another_triton_goes_to_the_shell(tmp_path):
    """Where a pyopt command names no release and its PYTHONPATH holds a triton
    distribution, its default release could differ from this process's: lit's shell."""
    from lit.ShCommands import Command, Pipeline

    fmt = litformat.PyoptTest()
    other = tmp_path / "site"
    (other / "triton-3.9.0.dist-info").mkdir(parents=True)
    line = Pipeline([Command([sys.executable, "-m", "pyopt", "x.mlir"], [])], False)
    plain = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO)}
    with_triton = dict(plain, PYTHONPATH=os.pathsep.join([str(REPO), str(other)]))
    assert fmt._plan(line, _Env(str(tmp_path), plain)) is not None
    assert fmt._plan(line, _Env(str(tmp_path), with_triton)) is None
    assert fmt._plan(line, _Env(str(tmp_path), dict(with_triton, PYOPT_TRITON_VERSION="3.6"))) is not None
    named = Pipeline([Command([sys.executable, "-m", "pyopt", "x.mlir", "--triton-version", "3.6"], [])], False)
    assert fmt._plan(named, _Env(str(tmp_path), with_triton)) is not None


RELEASE_CFG = CFG.replace("PyoptTest()", "PyoptTest(triton_version='3.7')").replace(
    "config.test_format = lit.formats.ShTest()",
    "config.test_format = lit.formats.ShTest()\n    config.environment['PYOPT_TRITON_VERSION'] = '3.7'")

RELEASE_TEST = """// RUN: pyopt --version | filecheck %s --check-prefix=SUITE
// RUN: pyopt --version --triton-version=3.9 | filecheck %s --check-prefix=FLAG
// RUN: pyopt --version | filecheck %s --check-prefix=SUITE
// SUITE: targets Triton 3.7.1 (PYOPT_TRITON_VERSION=3.7)
// FLAG: targets Triton 3.9.0 (--triton-version=3.9)
"""


def test_a_suite_names_its_release(tmp_path):
    """PyoptTest(triton_version=...) sets the release of every RUN line where
    config.environment names none (a lit.local.cfg may name another); the RUN lines
    run in process, with the output lit's shell gives (compare mode)."""
    suite = tmp_path / "suite"
    (suite / "sub").mkdir(parents=True)
    (suite / "lit.cfg.py").write_text(RELEASE_CFG.format(repo=str(REPO)))
    (suite / "release.mlir").write_text(RELEASE_TEST)
    (suite / "sub" / "lit.local.cfg").write_text("config.environment['PYOPT_TRITON_VERSION'] = '3.8'\n")
    (suite / "sub" / "local.mlir").write_text("// RUN: pyopt --version | filecheck %s\n"
                                             "// CHECK: targets Triton 3.8.0 (PYOPT_TRITON_VERSION=3.8)\n")
    trace = tmp_path / "trace.txt"
    r = _lit(suite, "-j1", env_extra={"PYOPT_LIT_COMPARE": "1", "PYOPT_LIT_TRACE": str(trace)})
    assert _verdicts(r.stdout) == {"release.mlir": "PASS", "sub/local.mlir": "PASS"}, r.stdout + r.stderr
    assert [line.startswith("in-process: ") for line in trace.read_text().splitlines()] == [True] * 4
