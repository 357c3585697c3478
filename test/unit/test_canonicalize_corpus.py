"""``-canonicalize`` against Triton 3.6.0's canonicalizer on the corpus.

Each corpus file (test/corpus/<kernel>/<config>/*.mlir: TTIR, final TTGIR, and the module
before and after each captured pass, for every target) goes through real Triton's
``passes.common.add_canonicalizer`` (in-process libtriton, see tools/oracle.py) and pyopt's
``Canonicalize`` pass; the printed modules must be byte-identical.

Every file is checked by default (all 3,476 agree); ``PYOPT_CANON_CORPUS=sample`` checks
a fixed, deterministic sample instead (``tools/canon_diff.py``'s ``sample_files``: at least
one file of every config and every before/after role, 640 files in all) for quick runs, and
``python tools/canon_diff.py -j 2`` prints counts and each difference's first line.

Files that differ today because a canonicalization pattern is not ported yet are listed
in :data:`EXPECTED_FAILURES` with the reason; they are strict xfails, so a file that starts
to agree fails the test until its entry is removed.  Without Triton, everything skips.
"""

from __future__ import annotations

import collections
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.canon_diff import (  # noqa: E402
    CORPUS, config_and_role, corpus_files, first_difference, pyopt_canonicalize, sample_files,
    triton_canonicalize,
)
from tools.oracle import triton_available  # noqa: E402

needs_triton = pytest.mark.skipif(not triton_available(), reason="triton is not installed: the expected "
                                  "output comes from real Triton 3.6.0 (pip install triton==3.6.0)")

#: Corpus file (relative to test/corpus) -> why pyopt's output differs from Triton's today
#: (strict xfails: an entry must be removed once the file agrees).  Empty: every file agrees.
EXPECTED_FAILURES: dict[str, str] = {}

FULL = os.environ.get("PYOPT_CANON_CORPUS", "all") != "sample"
FILES = corpus_files() if FULL else sample_files()


def _param(path: Path):
    rel = str(path.relative_to(CORPUS))
    marks = [pytest.mark.xfail(strict=True, reason=EXPECTED_FAILURES[rel])] if rel in EXPECTED_FAILURES else []
    return pytest.param(path, id=rel, marks=marks)


def test_sample_covers_everyconfig_and_role():
    every = corpus_files()
    assert len(every) >= 3400
    sample = sample_files()
    assert len(sample) >= 600 and sample == sorted(set(sample))
    assert {config_and_role(f) for f in sample} == {config_and_role(f) for f in every}
    configs = collections.Counter(f.parent.name for f in sample)
    assert set(configs) == {"cuda80-w4", "cuda90-w1", "cuda90-w4", "cuda90-w8", "gfx942-w4", "gfx950-w4"}
    roles = {r for _, r in map(config_and_role, sample)}
    for passname in ("coalesce", "remove-layout-conversions", "canonicalize-pointers", "convert-to-buffer-ops"):
        assert {f"{passname}.before", f"{passname}.after"} <= roles
    assert sample == sample_files()  # deterministic


def test_expected_failures_name_corpus_files():
    missing = [p for p in EXPECTED_FAILURES if not (CORPUS / p).is_file()]
    assert not missing


@needs_triton
@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_canonicalize_matches_triton(path):
    text = path.read_text()
    expected = triton_canonicalize(text)
    got = pyopt_canonicalize(text)
    if got != expected:
        line, t, p = first_difference(expected, got)
        pytest.fail(f"first difference at line {line}:\n  triton: {t.strip()}\n  pyopt:  {p.strip()}")
