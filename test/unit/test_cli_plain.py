"""A plain run read without click (pyopt/cli.py ``plain_request``, issue 27's start-up).

A command line of one input, pass flags and ``--triton-version`` (or ``--version``)
is read by :func:`pyopt.cli.plain_request` and run by the same ``_run`` that click
calls, with :data:`pyopt.cli.PLAIN_PARAMS` for every other option.  These tests
hold the two paths to the same behaviour: the defaults are click's, no pass is
named as a driver option, and each command line gives the same exit status,
standard output and standard error through either path (the click path is the
reference: it is how every other command line runs, and test_cli.py and the lit
suites compare it with Triton's output).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyopt import cli
from pyopt.passes import available_passes

REPO = Path(__file__).resolve().parents[2]

SIMPLE = ("#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>\n"
          "module attributes {\"ttg.num-warps\" = 4 : i32, \"ttg.threads-per-warp\" = 32 : i32} {\n"
          "  tt.func @f(%p: !tt.ptr<f32>) {\n"
          "    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>\n"
          "    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>\n"
          "    %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>\n"
          "    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>\n"
          "    tt.store %2, %3 : tensor<128x!tt.ptr<f32>, #blocked>\n"
          "    tt.return\n  }\n}\n")
BAD = "module {\n  tt.func @f() {\n    %0 = arith.constant 1 : i32 i32\n    tt.return\n  }\n}\n"


def _run(args: list, stdin: str, plain: bool, monkeypatch) -> tuple:
    out, err = io.StringIO(), io.StringIO()
    with monkeypatch.context() as m:
        if not plain:
            m.setattr(cli, "plain_request", lambda args: None)
        m.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8"))
        m.setattr(sys, "stdout", out)
        m.setattr(sys, "stderr", err)
        code = cli.main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def files(tmp_path):
    good = tmp_path / "good.mlir"
    good.write_text(SIMPLE)
    bad = tmp_path / "bad.mlir"
    bad.write_text(BAD)
    return good, bad


PLAIN_LINES = [
    ["{good}"],
    ["{good}", "-tritongpu-coalesce"],
    ["{good}", "--coalesce", "-remove-layout-conversions"],
    ["-coalesce", "{good}", "-coalesce"],  # flags before the input; a repeated pass runs again
    ["{good}", "--triton-version=3.9", "-coalesce"],
    ["--triton-version", "3.8", "{good}", "-tritongpu-remove-layout-conversions"],
    ["-triton-version=3.7", "{good}"],
    ["{good}", "-canonicalize=max-iterations=3"],  # a pass flag with options
    ["{good}", "-canonicalize=nosuchoption=1"],  # ... a bad option: the pass's error
    ["{good}", "--triton-version=2.0"],  # an unsupported release
    ["{good}", "--triton-version="],
    ["{bad}", "-coalesce"],  # invalid IR: the diagnostic
    ["{tmp}/missing.mlir", "-coalesce"],  # no such file
    ["-", "-coalesce"],  # standard input
    [],  # standard input, no pass
    ["--version"],
    ["-version"],
    ["--triton-version=3.9", "--version"],
    ["--version", "--triton-version", "3.8"],
    ["--version", "--triton-version=1.0"],
]

CLICK_LINES = [  # command lines plain_request leaves to click
    ["{good}", "{bad}"],  # two inputs
    ["{good}", "--", "-coalesce"],
    ["{good}", "-o", "{tmp}/out.mlir"],
    ["{good}", "--nosuchflag"],
    ["{good}", "-axis-info", "--axis-info-format=table"],  # a pass option flag
    ["{good}", "--triton-version"],  # no value
    ["{good}", "--triton-version=3.9", "--triton-version=3.8"],
    ["--version", "{good}"],
    ["--version=true"],
    ["--help"],
    ["-h"],
    ["--list-passes"],
]


def _expand(line: list, files, tmp_path) -> list:
    good, bad = files
    return [a.format(good=good, bad=bad, tmp=tmp_path) for a in line]


@pytest.mark.parametrize("line", PLAIN_LINES, ids=lambda line: " ".join(line) or "(none)")
def test_plain_lines_run_as_click_runs_them(line, files, tmp_path, monkeypatch):
    args = _expand(line, files, tmp_path)
    assert cli.plain_request(args) is not None
    stdin = SIMPLE if "-" in args or not any(a.endswith(".mlir") for a in args) else ""
    monkeypatch.delenv("PYOPT_TRITON_VERSION", raising=False)
    plain = _run(args, stdin, True, monkeypatch)
    with_click = _run(args, stdin, False, monkeypatch)
    assert plain == with_click
    assert plain[1] or plain[2]  # (each line prints something)


@pytest.mark.parametrize("line", CLICK_LINES, ids=lambda line: " ".join(line))
def test_other_lines_go_to_click(line, files, tmp_path):
    assert cli.plain_request(_expand(line, files, tmp_path)) is None


def test_the_environment_release_is_read_alike(files, tmp_path, monkeypatch):
    for value in ("3.9", "0.1"):
        monkeypatch.setenv("PYOPT_TRITON_VERSION", value)
        for line in (["{good}", "-coalesce"], ["--version"]):
            args = _expand(line, files, tmp_path)
            assert _run(args, "", True, monkeypatch) == _run(args, "", False, monkeypatch)


def test_plain_params_are_clicks_defaults():
    """PLAIN_PARAMS is what click gives _run for a command line of no option."""
    from pyopt.cli_command import cli as command

    assert command.make_context("pyopt", ["--"]).params == cli.PLAIN_PARAMS
    given = command.make_context("pyopt", ["--triton-version=3.9", "--", "x.mlir"]).params
    request = cli.plain_request(["x.mlir", "--triton-version=3.9"])
    assert request is not None and given == request.params


def test_no_pass_is_named_as_a_driver_option():
    """plain_request takes a pass's name (or alias) as a pass flag: split_argv
    would take it as the option were an option so named."""
    import click

    from pyopt.cli_command import cli as command

    options = {name.lstrip("-") for p in command.get_params(click.Context(command))
               for name in (*getattr(p, "opts", ()), *getattr(p, "secondary_opts", ()))}
    names = {n for info in available_passes() for n in (info.name, *info.aliases)}
    assert names and not names & options
    assert not {"version", "triton-version"} - options


@pytest.mark.parametrize("flag", ["FILE", "--version"])
def test_a_plain_run_imports_no_click(flag, files):
    """``pyopt FILE -coalesce`` and ``pyopt --version`` start without click."""
    argv = [str(files[0]), "-tritongpu-coalesce"] if flag == "FILE" else [flag]
    code = ("import sys, runpy\nsys.argv = ['pyopt'] + %r\n"
            "try:\n    runpy.run_module('pyopt', run_name='__main__')\nexcept SystemExit as e:\n"
            "    sys.stderr.write('rc=%%s ' %% e.code)\n"
            "sys.stderr.write(repr(sorted(m for m in sys.modules if m.split('.')[0] == 'click')))\n") % argv
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("PYOPT_TRITON_VERSION", None)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert p.stderr == "rc=0 []", p.stderr
    code = code.replace(repr(argv), repr(["--help"]))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert p.stderr.startswith("rc=0 ['click'"), p.stderr


def test_version_imports_no_driver():
    """``pyopt --version`` reads the release and prints: no driver, pass registry,
    diagnostics or dump-log module, and no dataclasses (start-up)."""
    code = ("import sys, runpy\nsys.argv = ['pyopt', '--version']\n"
            "try:\n    runpy.run_module('pyopt', run_name='__main__')\nexcept SystemExit as e:\n"
            "    sys.stderr.write('rc=%s ' % e.code)\n"
            "names = ('pyopt.driver', 'pyopt.passes', 'pyopt.diagnostics', 'pyopt.dumplog', 'dataclasses', 'click')\n"
            "sys.stderr.write(repr([n for n in names if n in sys.modules]))\n")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("PYOPT_TRITON_VERSION", None)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert p.stderr == "rc=0 []", p.stderr
    assert p.stdout.startswith("pyopt ")


def test_the_driver_is_reachable_as_cli():
    """The driver's names are reachable as pyopt.cli's (tools and tests use them so)."""
    from pyopt import driver

    assert cli.Driver is driver.Driver and cli._resolve_passes is driver._resolve_passes
    assert cli.Output is driver.Output  # (the output is the command line's own)
    with pytest.raises(AttributeError):
        cli.no_such_name
