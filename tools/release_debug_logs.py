#!/usr/bin/env python3
"""pyopt's ``--debug-only`` logs against each release's wheel, on that release's corpus.

    python tools/release_debug_logs.py --release 3.9.0 --triton-python PY [--passes coalesce,...]
                                       [--kernels a,b] [-v]

For each captured position of the release's corpus (``test/corpus-releases/<release>/``;
``test/corpus/`` for 3.6.0) of a pass whose LLVM debug output pyopt writes, the pass runs twice:
in the release's wheel (``--triton-python``: a Python whose ``triton`` is that release; default:
this one's) with ``TRITON_LLVM_DEBUG_ONLY=TYPES``, through ``tools/oracle.py batch`` in one child
process, and in pyopt (``--triton-version`` of the release, ``--debug-only=TYPES``, in this
process).  A position counts as equal when the two logs are the same lines; the first line that
differs is shown for the others (``-v``: every one).

The debug types per pass (Triton's ``DEBUG_TYPE``s that pyopt writes):
coalesce: ``tritongpu-coalesce``, ``ttg-utility``; canonicalize-pointers:
``tritonamdgpu-canonicalize-pointers``; convert-to-buffer-ops: ``tritonamdgpu-convert-buffer-ops``.
The wheels are built with LLVM's debug output on (3.6.0 to 3.9.0 all log).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import release_pass_report as report  # noqa: E402
import triton_lit_check as lit  # noqa: E402

DEBUG_TYPES = {
    "coalesce": ("tritongpu-coalesce", "ttg-utility"),
    "canonicalize-pointers": ("tritonamdgpu-canonicalize-pointers",),
    "convert-to-buffer-ops": ("tritonamdgpu-convert-buffer-ops",),
}


def corpus_root(release: str) -> Path:
    return ROOT / "test" / "corpus" if release == "3.6.0" else ROOT / "test" / "corpus-releases" / release


def triton_pass(pass_name: str, config: str) -> list:
    """The oracle's pass for ``pass_name`` as make_ttgir runs it in ``config``."""
    if pass_name == "convert-to-buffer-ops":
        return [pass_name, {"arch-generation-name": config.split("-")[0], "allow-buffer-atomics": True,
                            "analyze-small-tensor-ofst": False}]
    return [pass_name, {}]


def triton_logs(python: str, jobs: list[tuple[str, list, str]], types: tuple[str, ...]) -> list[str]:
    """The wheel's log of each ``(text, pass, filename)`` job, in one child process."""
    payload = json.dumps({"jobs": [{"op": "run_with_diagnostics", "text": text, "passes": [p], "filename": name}
                                   for text, p, name in jobs]})
    env = dict(os.environ, TRITON_LLVM_DEBUG_ONLY=",".join(types))
    r = subprocess.run([python, str(HERE / "oracle.py"), "batch"], input=payload, capture_output=True, text=True,
                       env=env, check=False)
    if r.returncode:
        raise SystemExit(f"the wheel's child process failed:\n{r.stderr[-3000:]}")
    return [res.get("diagnostics", "") if res["ok"] else f"<{res['error']}>" for res in json.loads(r.stdout)["results"]]


def pyopt_log(path: Path, release: str, flags: list[str], types: tuple[str, ...]) -> str:
    code, _, err = lit.run_pyopt(None, [str(path), f"--triton-version={lit.release_of(release)}", *flags,
                                        f"--debug-only={','.join(types)}", "-o", os.devnull])
    return err if code == 0 else f"<pyopt failed ({code})>\n{err}"


def first_difference(a: list[str], b: list[str]) -> str:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"line {i + 1}:\n      wheel: {x}\n      pyopt: {y}"
    if len(a) != len(b):
        extra = a[len(b)] if len(a) > len(b) else b[len(a)]
        who = "wheel" if len(a) > len(b) else "pyopt"
        return f"line {min(len(a), len(b)) + 1}: only the {who} writes: {extra}"
    return ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--release", required=True, help="3.6.0, 3.7.1, 3.8.0 or 3.9.0")
    ap.add_argument("--triton-python", default=sys.executable, metavar="PY")
    ap.add_argument("--passes", default=",".join(DEBUG_TYPES))
    ap.add_argument("--kernels", default="", help="comma-separated kernel names (default: all)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    kernels = {k for k in args.kernels.split(",") if k}
    total: Counter = Counter()
    status = 0
    for pass_name in [p for p in args.passes.split(",") if p]:
        types = DEBUG_TYPES[pass_name]
        todo = [(cfg, before) for p, cfg, before in report.positions(corpus_root(args.release))
                if p == pass_name and (not kernels or before.parent.parent.name in kernels)]
        wheel = triton_logs(args.triton_python,
                            [(b.read_text(), triton_pass(pass_name, cfg), "before.mlir") for cfg, b in todo], types)
        diffs = Counter()
        for (cfg, before), w in zip(todo, wheel):
            flags = report.pass_flags(pass_name, cfg, args.release)
            mine = pyopt_log(before, args.release, flags, types)
            a, b = w.strip("\n").splitlines(), mine.strip("\n").splitlines()
            total[pass_name, "positions"] += 1
            if a == b:
                total[pass_name, "equal"] += 1
                continue
            diff = first_difference(a, b)
            where = f"{before.parent.parent.name}/{cfg}/{before.name}"
            key = diff.split("\n", 1)[-1] if not args.verbose else where
            if args.verbose or not diffs[key]:
                print(f"  {pass_name}: {where}: {diff}")
            diffs[key] += 1
        n, eq = total[pass_name, "positions"], total[pass_name, "equal"]
        print(f"{args.release} {pass_name}: logs equal at {eq}/{n} positions", flush=True)
        status |= eq != n
    return status


if __name__ == "__main__":
    sys.exit(main())
