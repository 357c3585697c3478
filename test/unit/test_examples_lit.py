"""The user lit-suite recipe (examples/lit/lit.cfg.py) works with the installed lit and filecheck."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_example_lit_suite(tmp_path):
    """Every test passes, triton-opt.mlir's `triton-opt ... | FileCheck` RUN line included: the
    config maps `triton-opt` to pyopt (a `triton-opt` on PATH, here one that fails, is not run)."""
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "triton-opt").write_text("#!/bin/sh\necho not pyopt >&2\nexit 3\n")
    (fake / "triton-opt").chmod(0o755)
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               PATH=str(fake) + os.pathsep + os.environ.get("PATH", ""))
    code = "import sys; from lit.main import main; sys.argv = ['lit'] + sys.argv[1:]; main()"
    r = subprocess.run([sys.executable, "-c", code, "-v", str(REPO / "examples" / "lit")],
                       capture_output=True, text=True, env=env, cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "PASS: my-pyopt-tests :: triton-opt.mlir" in r.stdout
    subprocess.run(["rm", "-rf", str(REPO / "examples" / "lit" / "Output")])


def test_readme_first_example():
    """The README's first command line (after `pip install . &&`) runs and shows coalescing at work."""
    import shlex

    first = next(line for line in (REPO / "README.md").read_text().splitlines() if line.startswith("pip install . && "))
    args = shlex.split(first.partition("&&")[2].partition("#")[0])
    assert args[0] == "pyopt"
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-m", "pyopt", *args[1:]], capture_output=True, text=True, env=env, cwd=REPO)
    assert r.returncode == 0, r.stderr
    assert "sizePerThread = [4]" in r.stdout and "sizePerThread = [1]" not in r.stdout
    assert r.stderr.count("remark: coalesce:") == 2
