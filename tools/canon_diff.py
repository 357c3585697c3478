#!/usr/bin/env python3
"""pyopt's ``-canonicalize`` against Triton 3.6.0's canonicalizer on the corpus.

    python tools/canon_diff.py [--sample] [--jobs N] [--show N] [--json OUT] [GLOB...]

Runs real Triton's ``passes.common.add_canonicalizer`` (in-process libtriton, one fresh
context a file) and pyopt's ``Canonicalize`` pass (in-process) on every corpus file
(``test/corpus/<kernel>/<config>/*.mlir``, or the files matching the GLOBs, relative to
``test/corpus``), compares the printed modules byte for byte, and prints how many files
agree and differ and, for each differing file, its first differing line on both sides, so
the helpers porting canonicalization patterns see what is missing.  ``--sample`` restricts
the run to the deterministic sample that test/unit/test_canonicalize_corpus.py checks.

Importable helpers: :func:`corpus_files`, :func:`sample_files`, :func:`triton_canonicalize`,
:func:`pyopt_canonicalize`, :func:`compare_file`, :func:`first_difference`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPUS = REPO / "test" / "corpus"
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.oracle import OracleError, triton_run_passes  # noqa: E402  (imports Triton lazily)

__all__ = ["corpus_files", "sample_files", "config_and_role", "triton_canonicalize", "pyopt_canonicalize", "compare_file",
           "first_difference", "SAMPLE_SIZE"]

#: How many files :func:`sample_files` picks (at least; every config x role is covered).
SAMPLE_SIZE = 640


def corpus_files(patterns: list[str] | None = None) -> list[Path]:
    """Every corpus ``.mlir`` file (or those matching ``patterns``), sorted."""
    if not patterns:
        return sorted(CORPUS.glob("*/*/*.mlir"))
    found: set[Path] = set()
    for pat in patterns:
        found.update(CORPUS.glob(pat))
    return sorted(found)


def config_and_role(path: Path) -> tuple[str, str]:
    """(config, role) of a corpus file: role is ``ttir``, ``ttgir`` or ``<pass>.<before|after>``
    (the pass without its position and occurrence numbers)."""
    name = path.name[:-len(".mlir")]
    if name in ("ttir", "ttgir"):
        role = name
    else:
        stem, when = name.rsplit(".", 1)
        pass_name = stem.split("-", 1)[1]
        if pass_name.startswith("remove-layout-conversions"):
            pass_name = "remove-layout-conversions"
        role = f"{pass_name}.{when}"
    return path.parent.name, role


def _key(path: Path) -> str:
    return hashlib.sha256(str(path.relative_to(CORPUS)).encode()).hexdigest()


def sample_files(size: int = SAMPLE_SIZE) -> list[Path]:
    """A fixed, deterministic sample of the corpus: for every (config, role) the file with
    the smallest hash of its path, then the files with the smallest hashes overall until
    ``size`` files are picked.  Sorted by path."""
    files = corpus_files()
    picked: dict[tuple[str, str], Path] = {}
    for f in files:
        cr = config_and_role(f)
        if cr not in picked or _key(f) < _key(picked[cr]):
            picked[cr] = f
    chosen = set(picked.values())
    for f in sorted(files, key=_key):
        if len(chosen) >= size:
            break
        chosen.add(f)
    return sorted(chosen)


def triton_canonicalize(text: str) -> str:
    """Triton 3.6.0's ``add_canonicalizer`` on ``text``, printed without locations."""
    return triton_run_passes(text, ["canonicalize"])


def pyopt_canonicalize(text: str, **options) -> str:
    """pyopt's ``-canonicalize`` (in-process; ``options`` are the pass's fields)."""
    # Imported here, not at the top, so that --help and the Triton side stay light.
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source
    from pyopt.transforms.canonicalize import Canonicalize
    from pyopt.transforms.pass_base import PassContext

    module = parse_source(text, "input.mlir")
    ctx = PassContext()
    Canonicalize(**options).run(module, ctx)
    if ctx.failed:
        raise RuntimeError("pyopt's canonicalize failed")
    return print_op(module)


def first_difference(expected: str, got: str) -> tuple[int, str, str]:
    """(1-based line number, Triton's line, pyopt's line) of the first differing line."""
    a, b = expected.splitlines(), got.splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end of output>"
        y = b[i] if i < len(b) else "<end of output>"
        if x != y:
            return i + 1, x, y
    return 0, "", ""


def compare_file(path: Path) -> dict:
    """Compare both canonicalizers on one file: ``{"file", "status", ...}`` with status
    ``agree``, ``differ`` (with ``line``, ``triton``, ``pyopt``), ``triton-error`` or
    ``pyopt-error`` (with ``error``)."""
    rel = str(path.relative_to(CORPUS)) if path.is_relative_to(CORPUS) else str(path)
    text = path.read_text()
    try:
        expected = triton_canonicalize(text)
    except OracleError as exc:
        return {"file": rel, "status": "triton-error", "error": str(exc)[:500]}
    try:
        got = pyopt_canonicalize(text)
    except Exception as exc:  # a crash is a finding, reported like a difference
        return {"file": rel, "status": "pyopt-error", "error": f"{type(exc).__name__}: {exc}"[:500]}
    if got == expected:
        return {"file": rel, "status": "agree"}
    line, t, p = first_difference(expected, got)
    return {"file": rel, "status": "differ", "line": line, "triton": t, "pyopt": p}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("globs", nargs="*", help="corpus files to check, as globs under test/corpus")
    ap.add_argument("--sample", action="store_true", help="only the sample the unit test checks")
    ap.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    ap.add_argument("--show", type=int, default=-1, help="differing files to list (-1: all)")
    ap.add_argument("--json", help="write every file's result to this JSON file")
    args = ap.parse_args(argv)
    files = sample_files() if args.sample else corpus_files(args.globs)
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as ex:
            results = list(ex.map(compare_file, files, chunksize=8))
    else:
        results = [compare_file(f) for f in files]
    counts = Counter(r["status"] for r in results)
    bad = [r for r in results if r["status"] != "agree"]
    for r in bad[:None if args.show < 0 else args.show]:
        if r["status"] == "differ":
            print(f"{r['file']}: line {r['line']}\n  triton: {r['triton'].strip()}\n  pyopt:  {r['pyopt'].strip()}")
        else:
            print(f"{r['file']}: {r['status']}: {r['error'].splitlines()[0] if r['error'] else ''}")
    print(f"{len(files)} files: {counts['agree']} agree, {counts['differ']} differ, "
          f"{counts['pyopt-error']} pyopt errors, {counts['triton-error']} Triton errors")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
