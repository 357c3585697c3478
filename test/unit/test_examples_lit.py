"""The user lit-suite recipe (examples/lit/lit.cfg.py) works with the installed lit and filecheck."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_example_lit_suite(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    code = "import sys; from lit.main import main; sys.argv = ['lit'] + sys.argv[1:]; main()"
    r = subprocess.run([sys.executable, "-c", code, "-q", str(REPO / "examples" / "lit")],
                       capture_output=True, text=True, env=env, cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
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
