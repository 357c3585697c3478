#!/usr/bin/env python3
"""How many of each release's captured pass positions pyopt's pass reproduces exactly (issue 25).

    python tools/release_pass_report.py [--releases 3.6.0,3.7.1,3.8.0,3.9.0] [--passes coalesce,...]
                                        [--jobs N] [-v] [--by-target]

For each release's corpus (``test/corpus/`` for 3.6.0, ``test/corpus-releases/<release>/``; the
release's own wheel wrote both files) and each captured pass position
``<kernel>/<config>/NN-<pass>[-K].before.mlir``, pyopt runs that one pass under the release
(``with Context(release):``: parse, verify, the pass, verify, print without locations, as the
3.6 pass-corpus tests compare) and compares the result with the ``.after.mlir`` beside it, byte
for byte.  The pass runs with the options make_ttgir gave it (``manifest.json``'s ``make_ttgir``):
``convert-to-buffer-ops`` with the config's architecture, allowing buffer atomics, no small-tensor
offset analysis.

The table prints, per release and pass, ``N/M``: of the M positions (files with the same
``.before`` text and pass options are run once but each counted), N equal.  A position where pyopt
fails (an error, or a Python exception) counts as not equal and is listed under ``errors``.
A captured pass pyopt does not implement would be shown as ``-`` (none now: 3.7's
``prepare-if-combining`` and 3.8's ``optimize-buffer-op-ptr`` are pyopt passes too, run without
options as make_ttgir runs them).  ``-v`` lists every differing position with its first differing line.
Exit status 0 (a measurement, not a test).
"""

from __future__ import annotations

import argparse
import multiprocessing
import re
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools import release_corpus_report as rc  # noqa: E402

_POSITION = re.compile(r"^(\d+)-(?P<pass>[a-z-]+?)(?:-(?P<k>\d+))?\.before\.mlir$")


def pass_flags(pass_name: str, config: str, release: str) -> Optional[list[str]]:
    """pyopt's command-line flags for ``pass_name`` as make_ttgir runs it in ``config``
    (``gfx942-w4``) of ``release``; None for a pass pyopt does not implement."""
    from pyopt.ir.context import parse_release
    from pyopt.passes import pass_info

    info = pass_info(pass_name)
    if info is None:
        return None
    if pass_name == "convert-to-buffer-ops":
        arch = config.split("-")[0]
        # the architecture option as the release names it (gfx-arch from 3.8)
        name = next(o for o in info.options if o.base_name == "arch-generation-name").name_at(parse_release(release))
        return [f"-convert-to-buffer-ops={name}={arch} allow-buffer-atomics=true analyze-small-tensor-ofst=false"]
    return [f"-{pass_name}"]


def target_of(config: str) -> str:
    """The target of a corpus config directory: ``cuda90`` of ``cuda90-w4``."""
    return config.split("-")[0]


def positions(root: Path) -> list[tuple[str, str, Path]]:
    """``(pass, config, .before path)`` of every captured pass position of the corpus at ``root``."""
    out = []
    for before in sorted(root.glob("*/*/*.before.mlir")):
        m = _POSITION.match(before.name)
        if m:
            out.append((m["pass"], before.parent.name, before))
    return out


def run_pass(release: str, flags: list[str], text: str) -> tuple[str, str]:
    """(``ok``/``error``, pyopt's output or the error) of the pass ``flags`` on ``text`` under ``release``."""
    from pyopt.cli import _resolve_passes, split_argv
    from pyopt.diagnostics import DiagnosticEngine, DiagnosticError
    from pyopt.ir.context import Context
    from pyopt.ir.printer import print_op
    from pyopt.passes import PassContext, PassManager
    from pyopt.support import run_deep
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    def work() -> tuple[str, str]:
        with Context(release) as ctx:
            notes: list = []
            factories = _resolve_passes(split_argv(flags)[1], notes)
            assert not notes, notes  # the release's own option names
            module = parse_source(text, "before.mlir")
            verify(module)
            engine = DiagnosticEngine()
            pm = PassManager([make() for make in factories], context=ctx)
            if not pm.run(module, PassContext(diag=engine, source_name="before.mlir")):
                errors = [d.message for d in engine.diagnostics if d.severity == "error"]
                return "error", errors[0] if errors else "pass failed"
            return "ok", print_op(module)

    try:
        return run_deep(work)
    except DiagnosticError as e:
        return "error", e.diag.message
    except Exception as e:  # noqa: BLE001 - a crash is a result to report
        return "error", f"crash: {type(e).__name__}: {e}"


def _job(job: tuple) -> tuple:
    release, pass_name, flags, before = job
    status, out = run_pass(release, flags, Path(before).read_text(encoding="utf-8"))
    return job, status, out


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/release_pass_report.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--releases", default="", help="comma-separated (default: every release with a corpus)")
    ap.add_argument("--passes", default="", help="comma-separated pass names (default: every captured pass)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every differing position")
    ap.add_argument("--by-target", action="store_true",
                    help="also print, per release, a pass x target table (cuda80, cuda90, gfx942, gfx950)")
    args = ap.parse_args(argv)

    roots = rc.releases()
    releases = [r.strip() for r in args.releases.split(",") if r.strip()] or list(roots)
    for r in releases:
        if r not in roots:
            ap.error(f"no corpus for release {r} (known: {', '.join(roots)})")
    only = {p.strip() for p in args.passes.split(",") if p.strip()}

    # Positions that run the same pass with the same options on the same text are run once.
    groups: dict[tuple, list[Path]] = defaultdict(list)
    unimplemented: dict[tuple[str, str], int] = defaultdict(int)
    passes_seen: list[str] = []
    first_index: dict[str, int] = {}
    for r in releases:
        for pass_name, config, before in positions(roots[r]):
            if only and pass_name not in only:
                continue
            if pass_name not in passes_seen:
                passes_seen.append(pass_name)
            index = int(_POSITION.match(before.name).group(1))
            first_index[pass_name] = min(first_index.get(pass_name, index), index)
            flags = pass_flags(pass_name, config, r)
            if flags is None:
                unimplemented[(r, pass_name)] += 1
                continue
            groups[(r, pass_name, tuple(flags), before.read_bytes())].append(before)

    jobs = [(r, p, list(f), str(files[0])) for (r, p, f, _), files in groups.items()]
    files_of = {(r, p, tuple(f), str(files[0])): files for (r, p, f, _), files in groups.items()}
    t0 = time.monotonic()
    import pyopt.cli  # noqa: F401 - loaded once before forking

    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(_job, jobs, chunksize=4)
    else:
        results = [_job(j) for j in jobs]

    equal: dict[tuple[str, str], int] = defaultdict(int)
    total: dict[tuple[str, str], int] = defaultdict(int)
    by_target: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])  # (r, p, target) -> [equal, total]
    differs: dict[tuple[str, str], list[tuple[Path, str]]] = defaultdict(list)
    errors: list[tuple[str, str, Path, str]] = []
    for (r, p, flags, first), status, out in results:
        for before in files_of[(r, p, tuple(flags), first)]:
            total[(r, p)] += 1
            cell = by_target[(r, p, target_of(before.parent.name))]
            cell[1] += 1
            if status != "ok":
                errors.append((r, p, before, out))
                differs[(r, p)].append((before, f"error: {out}"))
                continue
            want = before.with_name(before.name.replace(".before.", ".after.")).read_text(encoding="utf-8")
            if out == want:
                equal[(r, p)] += 1
                cell[0] += 1
            else:
                differs[(r, p)].append((before, rc.first_difference(out, want)))

    order = sorted(passes_seen, key=lambda p: first_index[p])  # make_ttgir's order
    width = max(len(p) for p in order) if order else 10
    print(f"pyopt's pass on each captured position of each release's corpus, under that release: "
          f"equal to the release's .after / positions ({len(jobs)} distinct runs, {time.monotonic() - t0:.0f} s)")
    print(f"{'pass':<{width}}" + "".join(f"{r:>14}" for r in releases))
    for p in order:
        cells = []
        for r in releases:
            if unimplemented.get((r, p)):
                cells.append(f"{'- (' + str(unimplemented[(r, p)]) + ')':>14}")
            elif total.get((r, p)):
                cells.append(f"{equal[(r, p)]:>8}/{total[(r, p)]:<5}")
            else:
                cells.append(f"{'':>14}")
        print(f"{p:<{width}}" + "".join(cells))
    print(f"{'all':<{width}}" + "".join(
        f"{sum(equal[(r, p)] for p in order):>8}/{sum(total[(r, p)] for p in order):<5}" for r in releases))
    print("-: no pyopt pass (positions in parentheses)")
    if args.by_target:
        targets = sorted({t for (_, _, t) in by_target})
        for r in releases:
            print(f"\n{r}: equal / positions per target")
            print(f"{'pass':<{width}}" + "".join(f"{t:>12}" for t in targets))
            for p in order:
                if not total.get((r, p)):
                    continue
                print(f"{p:<{width}}" + "".join(
                    f"{by_target[(r, p, t)][0]:>6}/{by_target[(r, p, t)][1]:<5}" if (r, p, t) in by_target
                    else f"{'':>12}" for t in targets))
    if errors:
        print(f"\nerrors ({len(errors)} positions):")
        for r, p, before, msg in errors:
            print(f"  {r} {p}: {before.relative_to(roots[r])}: {msg.splitlines()[0][:200]}")
    if args.verbose:
        for (r, p), items in sorted(differs.items()):
            print(f"\n{r} {p}: {len(items)} positions differ")
            for before, diff in items:
                print(f"  {before.relative_to(roots[r])}: {diff}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
