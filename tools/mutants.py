#!/usr/bin/env python3
"""Plant bugs in pass outputs and count how many ``pyopt equiv`` catches (issue 28).

    python tools/mutants.py [--corpus test/corpus] [--release 3.6] [--kernels a,b] [--configs c,d]
                            [--mutators m,n] [--max-per-file N] [--jobs N] [--json OUT] [-v]

For each kernel and config, the output of the last captured pass (the
highest-numbered ``NN-<pass>.after.mlir``) is mutated at every site of every
mutator of :mod:`pyopt.interp.mutate` (or ``--max-per-file`` sites spread
evenly), the mutant printed and verified, and judged against the original:

* *detected*: ``pyopt equiv``'s default trials (3: seeds 0-2, grids 1, 2, 2x2)
  find a difference (a stored value, or an access out of bounds);
* otherwise a wider search decides whether the mutant changes any stored
  value at all: 10 more trials (seeds 100-109, grids 3, 1x3, 2x2x2, every
  scalar variant of :data:`pyopt.interp.equiv.SCALAR_VARIANTS`, the two
  that ``pyopt equiv``'s default 3 trials do not try included).  A difference found there is a *missed*
  mutant; none is *no change* (an equivalent mutant, left out of the rate).
* *gap*: the interpreter cannot run the original or the mutant; *timeout*:
  over ``--timeout`` seconds; *invalid*: the mutant does not verify.

Detection rate = detected / (detected + missed), per mutator and per kernel
class (classes as ``tools/equiv_corpus.py``).  Exit status 0 (a measurement).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.equiv_corpus import TimeLimit, gap_op, kernel_class, parse_module, time_limit  # noqa: E402

_AFTER = re.compile(r"^(\d+)-[a-z-]+?(?:-\d+)?\.after\.mlir$")
WIDE_GRIDS = ((3, 1, 1), (1, 3, 1), (2, 2, 2))


def pass_outputs(corpus: Path, kernels, configs) -> list[Path]:
    out = []
    for d in sorted(p for p in corpus.glob("*/*") if p.is_dir()):
        if (kernels and d.parent.name not in kernels) or (configs and d.name not in configs):
            continue
        afters = sorted((int(_AFTER.match(f.name).group(1)), f) for f in d.glob("*.after.mlir") if _AFTER.match(f.name))
        if afters:
            out.append(afters[-1][1])
    return out


def _spread(n: int, k: int) -> list[int]:
    if k <= 0 or n <= k:
        return list(range(n))
    return sorted({round(i * (n - 1) / (k - 1)) for i in range(k)}) if k > 1 else [0]


def judge_mutants(path: Path, release: str, mutators, max_per_file: int, timeout: float = 0) -> list[dict]:
    from pyopt.diagnostics import DiagnosticError
    from pyopt.interp import equiv, mutate
    from pyopt.ir.context import Context
    from pyopt.ir.printer import print_op
    context = Context(release)
    text = path.read_text()
    name = str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)
    results = []
    with context:
        original = parse_module(text, name, context)
        by_mutator = defaultdict(list)
        for m in mutate.mutants(original, mutators):
            by_mutator[m.mutator].append(m)
        chosen = [ms[i] for ms in by_mutator.values() for i in _spread(len(ms), max_per_file)]
        for m in chosen:
            row = {"file": name, "mutator": m.mutator, "site": m.site, "line": getattr(m.loc, "line", None)}
            fresh = parse_module(text, name, context)
            row["change"] = mutate.apply(fresh, m)
            mutant_text = print_op(fresh, context=context)
            try:
                a = parse_module(text, name, context)
                b = parse_module(mutant_text, name + ".mutant", context)
            except DiagnosticError as e:
                row["verdict"] = "invalid"
                row["message"] = e.diagnostics()[0].message
                results.append(row)
                continue
            runner = equiv.InterpRunner(release)
            pointee = equiv.pointee_types(a)
            try:
                with time_limit(timeout):
                    v = equiv.check_equivalence(a, b, runner, equiv.make_trials(3), pointee=pointee)
                    if v.status == "different":
                        row["verdict"] = "detected"
                    elif v.status == "error":
                        row["verdict"] = "gap"
                        row["message"] = v.failure.message
                    else:
                        row["verdict"] = _wide(equiv, runner, a, b, pointee)
            except TimeLimit as e:
                row["verdict"] = "timeout"
                row["message"] = str(e)
            results.append(row)
    return results


def _wide(equiv, runner, a, b, pointee) -> str:
    """"missed" where a wider search finds a difference, else "no change"."""
    n = len(equiv.SCALAR_VARIANTS)
    for i in range(2 * n):
        t = equiv.Trial(i, 100 + i, WIDE_GRIDS[i % len(WIDE_GRIDS)], i % n)
        v = equiv.check_equivalence(a, b, runner, [t], pointee=pointee)
        if v.status == "different":
            return "missed"
    return "no change"


def _work(item):
    path, release, mutators, max_per_file, timeout = item
    try:
        return judge_mutants(path, release, mutators, max_per_file, timeout)
    except Exception as e:  # noqa: BLE001 - listed, not fatal
        return [{"file": str(path), "verdict": "crash", "message": f"{type(e).__name__}: {e}"}]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default="test/corpus")
    ap.add_argument("--release", default="3.6")
    ap.add_argument("--kernels", default="")
    ap.add_argument("--configs", default="")
    ap.add_argument("--mutators", default="")
    ap.add_argument("--max-per-file", type=int, default=4, help="sites per mutator and file (0: all)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=30, help="seconds per mutant (0: none)")
    ap.add_argument("--json")
    ap.add_argument("-v", action="store_true", help="list the missed mutants and the gaps")
    args = ap.parse_args(argv)
    split = lambda s: set(filter(None, s.split(",")))  # noqa: E731
    release = ".".join(args.release.split(".")[:2])
    mutators = sorted(split(args.mutators)) or None
    items = [(p, release, mutators, args.max_per_file, args.timeout)
             for p in pass_outputs(REPO / args.corpus, split(args.kernels), split(args.configs))]
    t0 = time.time()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            rows = [r for rs in pool.imap(_work, items, chunksize=1) for r in rs]
    else:
        rows = [r for item in items for r in _work(item)]
    cols = ["detected", "missed", "no change", "gap", "timeout", "invalid", "crash"]
    tables = {"mutator": defaultdict(Counter), "kernel class": defaultdict(Counter)}
    gaps: Counter = Counter()
    for r in rows:
        tables["mutator"][r.get("mutator", "?")][r["verdict"]] += 1
        tables["kernel class"][kernel_class(Path(r["file"]).parent.parent.name)][r["verdict"]] += 1
        if r["verdict"] == "gap":
            gaps[gap_op(r.get("message", ""))] += 1
    print(f"{len(rows)} mutants of {len(items)} pass outputs ({args.corpus}, Triton {args.release}), "
          f"{time.time() - t0:.0f} s")
    for title, table in tables.items():
        print(f"\n{title:<18}" + "".join(f"{c:>10}" for c in cols) + "      rate")
        total = Counter()
        for key in sorted(table):
            c = table[key]
            total.update(c)
            print(f"{key:<18}" + "".join(f"{c[x]:>10}" for x in cols) + _rate(c))
        print(f"{'all':<18}" + "".join(f"{total[x]:>10}" for x in cols) + _rate(total))
    if gaps:
        print("\ninterpreter gaps (the op that stopped a run: mutants)")
        for op, n in gaps.most_common():
            print(f"  {op}: {n}")
    if args.v:
        for r in rows:
            if r["verdict"] in ("missed", "crash", "invalid"):
                print(f"  {r['verdict']}: {r['file']}:{r.get('line')}: {r.get('mutator')} "
                      f"{r.get('change', '')} {r.get('message', '')}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1, default=str))
    return 0


def _rate(c: Counter) -> str:
    n = c["detected"] + c["missed"]
    return f"{100.0 * c['detected'] / n:>9.1f}%" if n else f"{'-':>10}"


if __name__ == "__main__":
    sys.exit(main())
