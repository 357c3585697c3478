#!/usr/bin/env python3
"""Judge every captured pass of the corpora with ``pyopt equiv`` (issue 28).

    python tools/equiv_corpus.py [--corpus test/corpus] [--release 3.6] [--kernels a,b] [--configs c,d]
                                 [--passes p,q] [--trials N] [--jobs N] [--json OUT] [-v]

Each ``<kernel>/<config>/NN-<pass>[-K].before.mlir`` and its ``.after.mlir``
(Triton's own input and output of the pass, every target, AMD included) run
in pyopt's interpreter on the same inputs (:mod:`pyopt.interp.equiv`: the
trials of ``pyopt equiv``).  Every pair should be equivalent; the table
counts, per kernel class and per pass, the pairs judged equivalent, those
judged different (a pass bug, or a bug of the interpreter: listed with the
message), and those that could not run (an interpreter gap: the op named).
``--release 3.9.0 --corpus test/corpus-releases/3.9.0`` judges a later
release's corpus.  Exit status 0 (a measurement).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import re
import signal
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

_POSITION = re.compile(r"^(\d+)-(?P<pass>[a-z-]+?)(?:-(?P<k>\d+))?\.before\.mlir$")

#: kernel classes of the corpora's kernels (by name; the first matching pattern)
CLASSES = [
    ("atomics", r"atomic|histogram|desc_atomic"),
    ("dot", r"matmul|dot|bmm|attention|desc_matmul"),
    ("reduce/scan", r"reduce|argmax|cumsum|softmax|layernorm|minmax|rowsum"),
    ("control flow", r"loop|while|scf_if|noinline|static_unroll|range_loop|barrier"),
    ("memory", r"copy|desc_|gather|scatter|transpose|reshape|join_split|masked|assume|hinted|gdc"),
    ("elementwise", r"."),
]


class TimeLimit(Exception):
    pass


@contextlib.contextmanager
def time_limit(seconds: float):
    """Raise :class:`TimeLimit` in this (main) thread after ``seconds`` (0: none)."""
    if not seconds:
        yield
        return

    def stop(signum, frame):
        raise TimeLimit(f"over {seconds:g} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def kernel_class(kernel: str) -> str:
    for name, pattern in CLASSES:
        if re.search(pattern, kernel):
            return name
    return "elementwise"


def parse_module(text: str, name: str, context):
    """Parse and verify; raises DiagnosticError."""
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    m = parse_source(text, name, context=context)
    verify(m, context=context)
    return m


def judge(path_a: str, text_b: Optional[str], name_b: str, release: str, trials: int, seed: int = 0,
          extra_trials=None, text_a: Optional[str] = None, timeout: float = 0) -> dict:
    """The verdict of A (a file) against B (a file, or ``text_b``) as a dict:
    status (equivalent / different / error / invalid), message, failure kind."""
    from pyopt.diagnostics import DiagnosticError, format_diagnostic
    from pyopt.interp import equiv
    from pyopt.ir.context import Context
    context = Context(release)
    with context:
        try:
            a = parse_module(text_a if text_a is not None else Path(path_a).read_text(), path_a, context)
            b = parse_module(text_b if text_b is not None else Path(name_b).read_text(), name_b, context)
        except DiagnosticError as e:
            return {"status": "invalid", "message": format_diagnostic(e.diagnostics()[0]).splitlines()[0]}
        runner = equiv.InterpRunner(release)
        t0 = time.perf_counter()
        try:
            with time_limit(timeout):  # (check_equivalence itself: run_deep's thread would not see the signal)
                v = equiv.check_equivalence(a, b, runner, extra_trials or equiv.make_trials(trials, seed),
                                            pointee=equiv.pointee_types(a))
        except TimeLimit as e:
            return {"status": "error", "kind": "timeout", "message": str(e)}
        except Exception as e:  # noqa: BLE001 - a bug of the interpreter or equiv: counted, listed
            return {"status": "error", "kind": "crash", "message": f"{type(e).__name__}: {e}"}
        out = {"status": v.status, "seconds": round(time.perf_counter() - t0, 3)}
        if v.status == "different":
            diag = equiv.difference_diagnostic(v, path_a, name_b)
            out["message"] = format_diagnostic(diag).splitlines()[0]
        elif v.status == "error":
            out["kind"] = v.failure.kind
            out["side"] = v.failed_side
            out["message"] = v.failure.message
        return out


def positions(corpus: Path, kernels, configs, passes) -> list[tuple[str, str, str, Path]]:
    out = []
    for before in sorted(corpus.glob("*/*/*.before.mlir")):
        m = _POSITION.match(before.name)
        if not m:
            continue
        kernel, config = before.parent.parent.name, before.parent.name
        if (kernels and kernel not in kernels) or (configs and config not in configs) \
                or (passes and m["pass"] not in passes):
            continue
        out.append((kernel, config, m["pass"], before))
    return out


def _work(item):
    kernel, config, pass_name, before, release, trials, timeout = item
    after = str(before).replace(".before.mlir", ".after.mlir")
    rel = str(before.relative_to(REPO)) if before.is_relative_to(REPO) else str(before)
    r = judge(str(before), None, after, release, trials, timeout=timeout)
    return kernel, config, pass_name, rel, r


def gap_op(message: str) -> str:
    """The op an interpreter gap names (``'tt.reduce' is not interpretable``), else the message's head."""
    m = re.search(r"'([a-z_]+\.[a-z_.0-9]+)'", message or "")
    return m.group(1) if m else (message or "")[:60]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default="test/corpus")
    ap.add_argument("--release", default="3.6")
    ap.add_argument("--kernels", default="")
    ap.add_argument("--configs", default="")
    ap.add_argument("--passes", default="")
    ap.add_argument("--trials", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60, help="seconds per pair (0: none)")
    ap.add_argument("--json", help="write every verdict here")
    ap.add_argument("--log", help="write each verdict here as it comes (JSON lines)")
    ap.add_argument("-v", action="store_true", help="list every pair not judged equivalent")
    args = ap.parse_args(argv)
    split = lambda s: set(filter(None, s.split(",")))  # noqa: E731
    release = ".".join(args.release.split(".")[:2])
    items = [(k, c, p, b, release, args.trials, args.timeout) for k, c, p, b in
             positions(REPO / args.corpus, split(args.kernels), split(args.configs), split(args.passes))]
    t0 = time.time()
    results = []
    log = open(args.log, "w") if args.log else None
    with (multiprocessing.Pool(args.jobs) if args.jobs > 1 else contextlib.nullcontext()) as pool:
        for r in (pool.imap_unordered(_work, items, chunksize=1) if pool is not None else map(_work, items)):
            results.append(r)
            if log is not None:  # one line per pair as it is judged (a long run can be read while it goes)
                log.write(json.dumps({"before": r[3], **r[4]}) + "\n")
                log.flush()
    results.sort(key=lambda r: r[3])
    by_class: dict = defaultdict(Counter)
    by_pass: dict = defaultdict(Counter)
    gaps: Counter = Counter()
    for kernel, config, p, before, r in results:
        s = r["status"] if r["status"] != "error" or r.get("kind") != "unsupported" else "gap"
        by_class[kernel_class(kernel)][s] += 1
        by_pass[p][s] += 1
        if s == "gap":
            gaps[gap_op(r.get("message", ""))] += 1
    cols = ["equivalent", "different", "gap", "error", "invalid"]
    print(f"{len(results)} pass pairs of {args.corpus} (Triton {args.release}), {args.trials} trials each, "
          f"{time.time() - t0:.0f} s")
    for title, table in (("kernel class", by_class), ("pass", by_pass)):
        print(f"\n{title:<28}" + "".join(f"{c:>11}" for c in cols))
        for key in sorted(table):
            print(f"{key:<28}" + "".join(f"{table[key][c]:>11}" for c in cols))
        total = Counter()
        for c in table.values():
            total.update(c)
        print(f"{'all':<28}" + "".join(f"{total[c]:>11}" for c in cols))
    if gaps:
        print("\ninterpreter gaps (the op that stopped a run: pairs)")
        for op, n in gaps.most_common():
            print(f"  {op}: {n}")
    if args.v:
        print("\npairs not judged equivalent")
        for kernel, config, p, before, r in results:
            if r["status"] != "equivalent":
                print(f"  {before}: {r['status']} {r.get('kind', '')}: {r.get('message', '')}")
    if args.json:
        Path(args.json).write_text(json.dumps([
            {"kernel": k, "config": c, "pass": p, "before": b, **r} for k, c, p, b, r in results], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
