"""--mlir-pass-statistics compared with real Triton 3.6.0 (the main venv's wheel):
tools/triton_pass_statistics.py turns the statistics of the wheel's pass
manager on (mlir::PassManager::enableStatistics through ctypes) and catches
the report MLIR writes; pyopt's must be the same text, byte for byte, in both
displays, for canonicalize, cse (module-level and nested on tt.func, where
MLIR's CSE reports the last function's counts), symbol-dce and a function
pass nested implicitly, on corpus inputs of the cse position and on the lit
test's input."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PIPELINES = [  # (pyopt's arguments, the wheel's passes)
    (["-canonicalize", "-cse", "-symbol-dce"], ["canonicalize", "cse", "symbol-dce"]),
    (["--pass-pipeline=builtin.module(tt.func(cse,canonicalize),cse,symbol-dce)"],
     ["tt.func:cse", "tt.func:canonicalize", "cse", "symbol-dce"]),
]
LIT_INPUT = ROOT / "test/cli/pass-statistics.mlir"
# on the lit test's input only (the corpus's cse inputs are past canonicalize-pointers)
IMPLICIT = (["-tritonamdgpu-canonicalize-pointers", "-cse", "-cse"], ["canonicalize-pointers", "cse", "cse"])


def _cases() -> list[tuple[Path, list, list]]:
    before = sorted(ROOT.glob("test/corpus/*/*/*-cse*.before.mlir"))
    return [(p, a, t) for p in [LIT_INPUT] + before[::12] for a, t in PIPELINES] + [(LIT_INPUT, *IMPLICIT)]


def test_reports_match_the_wheel():
    jobs, ours = [], []
    for path, args, theirs in _cases():
        for display in ("pipeline", "list"):
            jobs.append([str(path), display, theirs])
            ours.append((path, args, display))
    r = subprocess.run([sys.executable, str(ROOT / "tools/triton_pass_statistics.py"), "--batch"],
                       input=json.dumps(jobs), capture_output=True, text=True, check=True)
    reports = json.loads(r.stdout)
    assert len(reports) == len(jobs) > 30
    nonzero = 0
    for (path, args, display), want in zip(ours, reports):
        got = subprocess.run([sys.executable, "-m", "pyopt", str(path), *args, "--mlir-pass-statistics",
                              f"--mlir-pass-statistics-display={display}"],
                             capture_output=True, text=True, cwd=ROOT)
        assert got.returncode == 0, got.stderr
        assert got.stderr == want, (path, args, display)
        nonzero += bool(re.search(r"\(S\) +[1-9]", want))
    assert nonzero > len(jobs) // 3  # most reports count something
