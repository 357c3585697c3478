#!/usr/bin/env python3
"""Triton's own lit files of one release, every one pyopt's passes can run, case by case.

    python tools/triton_lit_suite.py --source GITDIR@COMMIT [--triton-python PY] [--triton-version X.Y]
                                     [--only SUBSTRING ...] [--json OUT] [-v]

``--source`` is a Triton checkout (a folder) or ``GITDIR@COMMIT`` (a Triton git repository and
a commit, read with ``git show``: nothing is copied into pyopt).  Every ``.mlir`` file under a
``test/`` folder (``test/``, ``third_party/*/test/``) is read; each of its RUN commands that runs
``triton-opt`` with passes pyopt has (names or triton-opt aliases; ``--pass-pipeline``; no pass:
the parser, verifier and printer) goes through ``tools/triton_lit_check.py``'s check: each
``// -----`` case with pyopt under the release and with that release's Triton
(``--triton-python``: a Python whose ``triton`` is that release's wheel; default: this one's).
The other RUN commands are counted by the first pass pyopt lacks.

It prints a table, one row per file and RUN command: its passes and the cases where both
pass, pyopt only, Triton only, neither, and where Triton's side cannot run (a test pass or a
printing flag the wheel's bindings lack: ``n/a+`` pyopt passes, ``n/a-`` pyopt fails), and the
whole-file FileCheck (as lit runs it); then the failing cases by pass.  ``--json`` writes it
all, the failing cases with their messages.  The exit status is 1 where some case passes with
Triton and fails with pyopt.

Which commit is which release.  The wheel is the reference: a release branch is cut from main,
so the lit files of the release are those of main at the cut; the cut is found as the newest
first-parent commit of main where the release's wheel fails no more cases than it fails at
the 3.6.0 cut (three cases the oracle cannot run as triton-opt does: a FileCheck variable
defined in another case, a case with no output, a verifier message printed differently);
bisected with this tool:

========  ==========================================================  =====================
release   commit of triton-lang/triton                                a fork that has it
========  ==========================================================  =====================
3.6.0     4b184cccbb42c3aa5f24e34c39c5358636b3e2bd (2025-11-21, the    yangshuxin/triton
          commit named in DEVELOPERS.md)
3.7.1     9a6af86c948375496f2d79d8a58e9f54ab65a955 (2026-02-15; the    yangshuxin/triton
          wheel lacks the next one's verifier check, #9474; main's
          version string moved to 3.7.0 only on 2026-03-30, #9885)
3.8.0     1859e68dbbfa746c31adc44ddd399975bc03c91b (2026-06-11, the    facebookexperimental/
          parent of "Advance version 3.7.0->3.8.0 (#10583)")           triton
3.9.0     none found: no fork reachable here has main past 2026-06     -
========  ==========================================================  =====================

A source of another release can still be run against a wheel (``--triton-python`` of 3.9.0 on
3.8.0's files): cases whose Triton side fails are tests the later release changed.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import triton_lit_check as lit  # noqa: E402

from pyopt.passes import pass_info  # noqa: E402


def read_source(source: str) -> dict[str, str]:
    """The lit files (``.mlir`` under a ``test/`` folder) of a checkout or ``GITDIR@COMMIT``."""
    if "@" in source and not Path(source).is_dir():
        gitdir, _, commit = source.rpartition("@")
        names = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "--name-only", commit],
                               capture_output=True, text=True, check=True).stdout.split("\n")
        names = [n for n in names if n.endswith(".mlir") and "/test/" in "/" + n]
        # One `git cat-file --batch` for every file.
        r = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                           input="".join(f"{commit}:{n}\n" for n in names).encode(), capture_output=True, check=True)
        out, pos, texts = r.stdout, 0, {}
        for name in names:
            header_end = out.index(b"\n", pos)
            size = int(out[pos:header_end].split()[2])
            texts[name] = out[header_end + 1:header_end + 1 + size].decode("utf-8", "replace")
            pos = header_end + 1 + size + 1
        return texts
    root = Path(source)
    return {str(p.relative_to(root)): p.read_text(encoding="utf-8", errors="replace")
            for p in sorted(root.rglob("*.mlir")) if "test" in p.relative_to(root).parts[:-1]}


def classify_run(command: str) -> tuple[list[str] | None, str]:
    """(the passes of a RUN command pyopt can run, "") or (None, why not)."""
    words = shlex.split(command.partition("|")[0])
    if words[:1] == ["not"]:
        words = words[1:]
    if words[:1] != ["triton-opt"]:
        return None, f"runs {words[0] if words else 'nothing'}"
    flags, _ = lit.take_output([w for w in words[1:] if w not in ("%s", "2>&1")])
    passes = []
    try:
        specs = lit.pass_list(flags)
    except lit.oracle.OracleError as exc:  # a --pass-pipeline with a pass the oracle does not know
        return None, f"pipeline: {exc.message.split(';')[0]}"
    for spec in specs:
        name = spec[0] if isinstance(spec, list) else spec.split("=")[0]
        if pass_info(name) is None:
            return None, f"pass {name}"
        passes.append(name)
    return passes, ""


def label_of(passes: list[str]) -> str:
    """What a RUN command checks: its passes (triton-opt's names) or the parser/verifier/printer."""
    return " ".join(passes) if passes else "parse/verify/print"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", required=True, help="a Triton checkout, or GITDIR@COMMIT")
    ap.add_argument("--triton-python", default="", metavar="PY", help="a Python whose triton is the release's wheel")
    ap.add_argument("--triton-version", default="", metavar="X.Y", help="pyopt's release (default: the wheel's)")
    ap.add_argument("--only", action="append", default=[], metavar="TEXT",
                    help="only files whose path holds TEXT (repeatable)")
    ap.add_argument("--json", default="", metavar="OUT", help="write the results as JSON")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each failing case's messages")
    args = ap.parse_args(argv)
    triton = lit.triton_side(args.triton_python)
    wheel = triton.release()
    release = args.triton_version or lit.release_of(wheel)
    texts = read_source(args.source)
    skipped: Counter = Counter()
    runs = []
    for name, text in sorted(texts.items()):
        if args.only and not any(o in name for o in args.only):
            continue
        for i, command in enumerate(lit.run_commands(text)):
            passes, why = classify_run(command)
            if passes is None:
                skipped[why] += 1
            else:
                runs.append((name, i, passes))
    print(f"Triton's lit files at {args.source}: pyopt --triton-version={release} against Triton {wheel}; "
          f"{len(runs)} RUN commands pyopt can run, {sum(skipped.values())} it cannot")
    head = f"{'file':<66} {'run':>3} {'cases':>5} {'both':>5} {'py':>4} {'tri':>4} {'none':>4} {'n/a+':>4} " \
           f"{'n/a-':>4}  whole(py/tri)  passes"
    print(head)
    rows, failing = [], defaultdict(list)
    totals: Counter = Counter()
    t0 = time.monotonic()
    for name, i, passes in runs:
        try:
            res = lit.check_file(name, texts[name], i, release=release, triton=triton)
        except Exception as exc:  # noqa: BLE001 - one broken file must not stop the table
            print(f"{name:<66} {i:>3} error: {type(exc).__name__}: {exc}")
            rows.append({"file": name, "run": i, "error": f"{type(exc).__name__}: {exc}"})
            continue
        c = res.counts()
        totals.update(c)
        totals["cases"] += len(res.cases)
        whole = f"{res.pyopt_whole or '-'}/{res.triton_whole or '-'}"
        print(f"{name:<66} {i:>3} {len(res.cases):>5} {c['both']:>5} {c['pyopt only']:>4} {c['triton only']:>4} "
              f"{c['neither']:>4} {c['triton n/a, pyopt passes']:>4} {c['triton n/a, pyopt fails']:>4}  "
              f"{whole:<13}  {label_of(passes)}", flush=True)
        row = {"file": name, "run": i, "passes": passes, "flags": res.flags, "counts": c,
               "whole": {"pyopt": res.pyopt_whole, "triton": res.triton_whole}, "cases": []}
        for case in res.cases:
            if case.key in ("triton only", "neither", "triton n/a, pyopt fails", "pyopt only"):
                row["cases"].append({"case": case.name, "key": case.key, "pyopt": case.pyopt_message[-3000:],
                                     "triton": case.triton_message[-3000:]})
            if case.key in ("triton only", "triton n/a, pyopt fails"):
                failing[label_of(passes)].append(f"{name}:{case.name} ({case.key})")
                if args.verbose:
                    print(f"  {case.name}: {case.key}\n" + "\n".join("    " + ln for ln in
                                                                   case.pyopt_message[-2500:].splitlines()))
        rows.append(row)
    print(f"total: {totals['cases']} cases: " + ", ".join(f"{k} {totals[k]}" for k in lit.COUNT_KEYS)
          + f" ({time.monotonic() - t0:.0f} s)")
    if failing:
        print("cases pyopt fails where Triton passes or cannot run, by pass:")
        for label, cases in sorted(failing.items()):
            print(f"  {label}: {len(cases)}")
            for case in cases:
                print(f"    {case}")
    print("RUN commands pyopt cannot run: " + ", ".join(f"{k} ({v})" for k, v in skipped.most_common()))
    if args.json:
        Path(args.json).write_text(json.dumps({"source": args.source, "release": release, "wheel": wheel,
                                               "runs": rows, "skipped": dict(skipped),
                                               "totals": dict(totals)}, indent=1))
    return 1 if totals["triton only"] else 0


if __name__ == "__main__":
    sys.exit(main())
