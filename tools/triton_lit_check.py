#!/usr/bin/env python3
"""Run one of Triton's own lit tests with pyopt, case by case, beside real Triton.

    python tools/triton_lit_check.py path/to/triton/test/TritonGPU/combine.mlir [-v]

The file's ``// RUN: triton-opt %s FLAGS | FileCheck OPTS %s`` line is read; the file is
cut at ``// -----`` lines, and each case (its IR and its CHECK lines) is checked twice with
LLVM's FileCheck (shipped in the triton wheel):

* pyopt: ``pyopt CASE FLAGS`` (``triton-opt`` flag names are pyopt aliases);
* Triton: the same passes run by real Triton 3.6.0 through ``tools/oracle.py``.

It prints one line per case and a summary; the exit status is 1 if some case passes with
Triton but not with pyopt.  Cases Triton cannot run from Python (unregistered test ops)
count as "Triton n/a".  Use it on a checkout of Triton's tests: the tests themselves are
not part of pyopt.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import oracle  # noqa: E402

SPLIT = re.compile(r"^// -----.*$", re.M)
NOT_PASSES = {"split-input-file", "allow-unregistered-dialect", "verify-diagnostics", "mlir-print-debuginfo"}


def filecheck_binary() -> str:
    import triton

    return str(Path(triton.__file__).parent / "FileCheck")


def parse_run_line(text: str) -> tuple[list[str], list[str], bool]:
    """(triton-opt flags, FileCheck options, stderr merged) of the first RUN line."""
    run = " ".join(m.group(1).rstrip("\\").strip()
                   for m in re.finditer(r"^// RUN:(.*)$", text, re.M))
    opt_part, _, check_part = run.partition("|")
    words = shlex.split(opt_part)
    merged = "2>&1" in words
    flags = [w for w in words[1:] if w not in ("%s", "2>&1")]
    check = [w for w in shlex.split(check_part)[1:] if w != "%s"]
    return flags, check, merged


def pass_list(flags: list[str]) -> list[str]:
    return [f.lstrip("-") for f in flags if f.lstrip("-").split("=")[0] not in NOT_PASSES]


def run_filecheck(check_file: str, output: str, options: list[str]) -> tuple[bool, str]:
    r = subprocess.run([filecheck_binary(), check_file, *options], input=output, text=True,
                       capture_output=True)
    return r.returncode == 0, r.stderr


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("-v", "--verbose", action="store_true", help="show FileCheck's message on failures")
    ap.add_argument("--pyopt", default=f"{sys.executable} -m pyopt", help="command that runs pyopt")
    args = ap.parse_args()
    text = Path(args.file).read_text()
    flags, check_opts, merged = parse_run_line(text)
    pyopt_flags = [f for f in flags if f.lstrip("-") != "split-input-file"]
    passes = pass_list(flags)
    chunks = SPLIT.split(text)
    offsets = [0]
    for c in chunks[:-1]:
        offsets.append(offsets[-1] + c.count("\n") + 1)
    counts = {"both": 0, "pyopt only": 0, "triton only": 0, "neither": 0, "triton n/a, pyopt passes": 0,
              "triton n/a, pyopt fails": 0}
    regressions = []
    with tempfile.TemporaryDirectory(prefix="pyopt-lit-") as tmp:
        for i, (chunk, first_line) in enumerate(zip(chunks, offsets)):
            if "CHECK" not in chunk and not chunk.strip():
                continue
            # Pad with blank lines so FileCheck and diagnostics show the file's line numbers.
            case = os.path.join(tmp, f"case{i}.mlir")
            Path(case).write_text("\n" * first_line + chunk)
            r = subprocess.run(shlex.split(args.pyopt) + [case, *pyopt_flags], capture_output=True, text=True)
            out = r.stdout + (r.stderr if merged else "")
            py_ok, py_msg = run_filecheck(case, out, check_opts)
            try:
                tri_out = oracle.triton_run_passes(chunk, passes)
                tri_ok, _ = run_filecheck(case, tri_out, check_opts)
            except oracle.OracleError:
                tri_ok = None
            label = re.search(r"tt\.func\s+(?:public\s+|private\s+)?@([\w.$]+)", chunk)
            name = f"case {i} (line {first_line + 1}{', @' + label.group(1) if label else ''})"
            if tri_ok is None:
                key = "triton n/a, pyopt passes" if py_ok else "triton n/a, pyopt fails"
            else:
                key = {(True, True): "both", (True, False): "pyopt only", (False, True): "triton only",
                       (False, False): "neither"}[(py_ok, tri_ok)]
            counts[key] += 1
            if key == "triton only":
                regressions.append(name)
            print(f"{name}: pyopt {'PASS' if py_ok else 'FAIL'}, triton "
                  f"{'n/a' if tri_ok is None else 'PASS' if tri_ok else 'FAIL'}")
            if args.verbose and not py_ok:
                print(py_msg[-3000:])
                if r.returncode and not merged:
                    print(r.stderr[-2000:])
    print("summary: " + ", ".join(f"{k}: {v}" for k, v in counts.items() if v))
    if regressions:
        print("cases Triton passes and pyopt fails: " + ", ".join(regressions))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
