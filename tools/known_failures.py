#!/usr/bin/env python3
"""Write test/corpus/known-roundtrip-failures.txt: the corpus files pyopt
does not yet reprint byte for byte (used as strict xfails by
test/unit/test_roundtrip_corpus.py), and print a summary of the causes."""

from __future__ import annotations

import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyopt.diagnostics import DiagnosticError  # noqa: E402
from pyopt.syntax.parser import parse_source  # noqa: E402
from pyopt.ir.printer import print_op  # noqa: E402
from pyopt.verifier import verify  # noqa: E402


def check(path: Path):
    text = path.read_text()
    try:
        m = parse_source(text, str(path))
        verify(m)
        out = print_op(m)
    except DiagnosticError as e:
        return e.diag.message
    except Exception as e:  # noqa: BLE001 - a crash is a failure to report
        return f"crash: {type(e).__name__}: {e}"
    if out != text:
        for a, b in zip(out.splitlines(), text.splitlines()):
            if a != b:
                return "differs"
        return "differs (length)"
    return None


def main() -> None:
    corpus = ROOT / "test" / "corpus"
    fails = {}
    files = sorted(corpus.rglob("*.mlir"))
    for p in files:
        why = check(p)
        if why:
            fails[str(p.relative_to(corpus))] = why
    (corpus / "known-roundtrip-failures.txt").write_text("".join(f + "\n" for f in sorted(fails)))
    print(f"{len(files) - len(fails)}/{len(files)} files round-trip")
    for why, n in collections.Counter(fails.values()).most_common(25):
        print(f"{n:6d}  {why}")


if __name__ == "__main__":
    main()
