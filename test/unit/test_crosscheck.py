"""tools/crosscheck: pyopt and real Triton on the same input."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CROSSCHECK = ROOT / "tools" / "crosscheck"

pytest.importorskip("triton", reason="triton is not installed: crosscheck needs real Triton")


def run(*args):
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, str(CROSSCHECK), *map(str, args)],
                          capture_output=True, text=True, env=env, cwd=ROOT)


def test_round_trips_agree():
    r = run(ROOT / "test" / "corpus" / "attention_fwd" / "cuda90-w4" / "ttgir.mlir")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "AGREE" in r.stdout


def test_split_input_file_chunks(tmp_path):
    f = tmp_path / "two.mlir"
    f.write_text((ROOT / "examples" / "softmax.ttgir").read_text() + "// -----\n"
                 + (ROOT / "test" / "corpus" / "copy_2d" / "gfx942-w4" / "ttgir.mlir").read_text())
    r = run(f, "--split-input-file")
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.count("AGREE") >= 2


def test_missing_input_is_a_tool_error(tmp_path):
    r = run(tmp_path / "nope.mlir")
    assert r.returncode == 2
