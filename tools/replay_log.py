#!/usr/bin/env python3
"""Replay the steps of a real ``MLIR_ENABLE_DUMP`` log with pyopt, under the log's Triton release.

For every 'before' dump of a pass pyopt implements, run that pass on the dump and compare the
result with the log's next dump (the IR before the next pass, i.e. after this one), both printed
by pyopt with locations and Triton's value names.  A pass whose header (3.8+) names options that
pyopt's pass has (``gfx-arch=gfx942``) runs with them; other options are left at their defaults.
A log of Triton 3.7 or older names no options: convert-buffer-ops then gets the ``ttg.target``
architecture, as Triton's AMD backend gives it.  The inliner's own canonicalize runs (one per
function) and the LLVM lowering are skipped.

Usage::

    python tools/replay_log.py --triton-version 3.8 LOG [LOG ...]

Prints one line per replayed step (``same``/``differs``/``error``) and a count per pass.  The logs
come from ``tools/dump_logs.py`` run with a release's Python (``/work/venvs/triton-3.8.0/bin/python
tools/dump_logs.py --out DIR``).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from pyopt.dumplog import read_dumps  # noqa: E402
from pyopt.ir.context import Context  # noqa: E402
from pyopt.passes import PassContext, PassManager, lookup_pass, parse_pass_options, pass_info  # noqa: E402


def _parse(text: str):
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    module = parse_source(text, "<dump>")
    verify(module)
    return module


def _print(module) -> str:
    from pyopt.ir.printer import print_op

    return print_op(module, debuginfo=True, nameloc=True)


def replay(text: str, dumps, k: int) -> str:
    """'same', 'differs' or 'error: ...' for the step of dump index ``k`` (0-based)."""
    d, nxt = dumps[k], dumps[k + 1]
    cls = lookup_pass(d.argument)
    known = {o.name for o in cls.options() if o.name is not None}
    options = [(key, v) for key, v in parse_pass_options(d.options[1:-1])
               if key in known] if d.options else []
    if cls.name == "convert-to-buffer-ops" and not options:
        arch = re.search(r'ttg\.target = "hip:(\w+)"', text[d.start:d.end])
        options = [(cls.option_named("arch_generation_name").name, arch.group(1))] if arch else []
    try:
        module = _parse(text[d.start:d.end])
        if not PassManager([cls.from_options(options)]).run(module, PassContext()):
            return "error: the pass failed"
        got, want = _print(module), _print(_parse(text[nxt.start:nxt.end]))
    except Exception as e:  # noqa: BLE001 - a report line, not a crash
        return f"error: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    return "same" if got == want else "differs"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triton-version", required=True)
    ap.add_argument("logs", nargs="+", type=Path)
    args = ap.parse_args()
    totals: Counter = Counter()
    with Context(args.triton_version):
        for log in args.logs:
            text = log.read_text(encoding="utf-8", errors="surrogateescape")
            dumps = read_dumps(text)
            inliner = False
            for k, d in enumerate(dumps[:-1]):
                if d.argument.startswith("convert-triton-") and d.argument.endswith("-to-llvm"):
                    break  # LLVM dialect IR from here on: not pyopt's
                # The inliner's own canonicalize runs, one per function, are not steps of the pipeline.
                inliner = d.argument == "inline" or (inliner and d.op != "builtin.module")
                if inliner or d.when != "before" or not d.argument or pass_info(d.argument) is None:
                    continue
                result = replay(text, dumps, k)
                totals[(d.argument, result.split(":")[0])] += 1
                print(f"{log.name} #{d.index} {d.argument}: {result}")
    for (name, result), n in sorted(totals.items()):
        print(f"{name}: {n} {result}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
