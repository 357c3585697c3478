"""coalesce against real Triton: for every corpus case, pyopt's output from
the IR right before Triton's coalesce (``01-coalesce.before.mlir``) must be
byte for byte what Triton 3.6.0's pass printed (``01-coalesce.after.mlir``,
written by tools/gen_corpus.py from the real pass)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.ir.printer import print_op
from pyopt.transforms.coalesce import Coalesce
from pyopt.verifier import verify

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
CASES = sorted(CORPUS.glob("*/*/01-coalesce.before.mlir"))


def test_cases_present():
    assert len(CASES) >= 250


@pytest.mark.parametrize("before", CASES, ids=lambda p: str(p.parent.relative_to(CORPUS)))
def test_coalesce_matches_triton(before: Path):
    module = parse_source(before.read_text(), str(before))
    Coalesce().run(module, PassContext())
    verify(module)
    assert print_op(module) == before.with_name("01-coalesce.after.mlir").read_text()
