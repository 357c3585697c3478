"""Hints (pyopt/hints.py): did-you-mean, TTIR given to a TTGIR pass, no input on a terminal."""

from __future__ import annotations

import io
import sys

from pyopt import cli, hints


class _Tty(io.TextIOWrapper):
    def isatty(self) -> bool:
        return True


def test_did_you_mean():
    opts = ["--split-input-file", "--list-passes", "-o"]
    assert hints.did_you_mean("-coalesc", opts) == "did you mean '-coalesce'?"
    assert hints.did_you_mean("--list-pass", opts) == "did you mean '--list-passes'?"
    assert hints.did_you_mean("-tritongpu-remove-layout-conversion", opts).startswith(
        "did you mean '-tritongpu-remove-layout-conversions'")
    assert hints.did_you_mean("-qqqq", opts) is None


def test_no_input_on_a_terminal(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", _Tty(io.BytesIO(b"module {\n}\n")))
    assert cli.main([]) == 0
    out, err = capsys.readouterr()
    assert out == "module {\n}\n" and err == hints.NO_INPUT_HINT


def test_no_hint_on_a_pipe(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"module {\n}\n")))
    assert cli.main([]) == 0
    assert capsys.readouterr().err == ""


def _complete(words: str) -> list[str]:
    import os
    import subprocess
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, _PYOPT_COMPLETE="bash_complete", COMP_WORDS=words, COMP_CWORD=str(len(words.split()) - 1),
               PYTHONPATH=str(repo))
    r = subprocess.run([sys.executable, "-m", "pyopt"], capture_output=True, text=True, env=env)
    return [line.split(",", 1)[1] for line in r.stdout.splitlines()]


def test_shell_completion():
    assert "-coalesce" in _complete("pyopt -coal")
    assert "-tritongpu-coalesce" in _complete("pyopt -tritongpu-coa")
    assert _complete("pyopt --list-d") == ["--list-dumps"]
