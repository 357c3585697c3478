"""remove-layout-conversions against real Triton: for every corpus case,
pyopt's output from the IR right before one of Triton's remove-layout-
conversions runs in make_ttgir (``NN-remove-layout-conversions-K.before.mlir``:
the first after coalesce, and the later ones where MMA and dot-operand layouts
are present) must be byte for byte what Triton 3.6.0's pass printed (the
``.after.mlir`` beside it, written by tools/gen_corpus.py from the real pass)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.ir.printer import print_op
from pyopt.transforms.remove_layout_conversions import RemoveLayoutConversions
from pyopt.verifier import verify

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
CASES = sorted(CORPUS.glob("*/*/*-remove-layout-conversions-*.before.mlir"))


def test_cases_present():
    assert len(CASES) >= 900


@pytest.mark.parametrize("before", CASES, ids=lambda p: str(p.relative_to(CORPUS)).replace(".before.mlir", ""))
def test_remove_layout_conversions_matches_triton(before: Path):
    module = parse_source(before.read_text(), str(before))
    RemoveLayoutConversions().run(module, PassContext())
    verify(module)
    assert print_op(module) == Path(str(before).replace(".before.", ".after.")).read_text()
