"""canonicalize-pointers against real Triton on the corpus.

For every AMD corpus case (``NN-canonicalize-pointers.before.mlir``, the module right
before Triton 3.6.0's make_ttgir runs ``amd.passes.ttgpuir.add_canonicalize_pointers``,
with ``tt.pointer_range = 32`` on the kernels' pointer arguments as Triton's launcher
sets it):

* pyopt's pass alone must print the ``.after.mlir`` beside it (real Triton's output);
* the pass followed by ``-canonicalize`` (what make_ttgir runs next) must print
  ``(NN+1)-canonicalize.after.mlir``, real Triton's canonicalizer output at that position
  (which is also what convert-to-buffer-ops, two positions on, starts from).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pyopt.ir.printer import print_op
from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.transforms.canonicalize import Canonicalize
from pyopt.transforms.canonicalize_pointers import CanonicalizePointers
from pyopt.verifier import verify

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
CASES = sorted(CORPUS.glob("*/gfx9*/*-canonicalize-pointers.before.mlir"))


def _ids(p: Path) -> str:
    return str(p.relative_to(CORPUS)).replace(".before.mlir", "")


def _run(before: Path, *passes) -> str:
    module = parse_source(before.read_text(), str(before))
    for p in passes:
        ctx = PassContext()
        p.run(module, ctx)
        assert not ctx.failed
        verify(module)
    return print_op(module)


def _canonicalized(before: Path) -> Path:
    """Triton's canonicalizer output right after canonicalize-pointers."""
    pos = int(re.match(r"(\d+)-", before.name).group(1))
    return before.parent / f"{pos + 1:02d}-canonicalize.after.mlir"


def test_cases_present():
    assert len(CASES) >= 99
    for c in CASES:
        pos = int(re.match(r"(\d+)-", c.name).group(1))
        # the canonicalizer's input is canonicalize-pointers' output, and its output is
        # what convert-to-buffer-ops starts from
        assert Path(str(c).replace(".before.", ".after.")).read_text() == \
            (c.parent / f"{pos + 1:02d}-canonicalize.before.mlir").read_text()
        assert _canonicalized(c).read_text() == \
            (c.parent / f"{pos + 2:02d}-convert-to-buffer-ops.before.mlir").read_text()


@pytest.mark.parametrize("before", CASES, ids=_ids)
def test_canonicalize_pointers_matches_triton(before: Path):
    got = _run(before, CanonicalizePointers())
    assert got == Path(str(before).replace(".before.", ".after.")).read_text()


@pytest.mark.parametrize("before", CASES, ids=_ids)
def test_canonicalize_pointers_then_canonicalize_matches_triton(before: Path):
    got = _run(before, CanonicalizePointers(), Canonicalize())
    assert got == _canonicalized(before).read_text()


def test_the_pass_changes_most_cases():
    # A guard against a silently idle pass: the corpus cases are real kernels whose
    # pointer arguments carry tt.pointer_range = 32.
    changed = sum(_run(c, CanonicalizePointers()) != c.read_text() for c in CASES[:20])
    assert changed >= 15
