"""convert-to-buffer-ops and the AMD cleanup after it against real Triton on the corpus.

For every AMD corpus case (``NN-convert-to-buffer-ops.before.mlir``, the module right before
Triton 3.6.0's make_ttgir runs ``amd.passes.ttgpuir.add_convert_to_buffer_ops(arch, True,
False)``, with ``tt.pointer_range = 32`` on the pointer arguments of the kernels compiled as
Triton's launcher specialises them, none on the others, whose offsets the range analysis
must bound):

* pyopt's pass alone (``arch-generation-name`` of the config) must print the ``.after.mlir``
  beside it (real Triton's output);
* each pass of the cleanup that follows (``NN+1``-fold-true-cmpi, ``NN+2``-canonicalize,
  ``NN+3``-cse, ``NN+4``-symbol-dce) run alone on Triton's ``.before`` must print Triton's
  ``.after``;
* the pass and the whole cleanup run by pyopt one after the other must print Triton's
  final ``NN+4``-symbol-dce ``.after`` (make_ttgir's result, ``ttgir.mlir``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pyopt.ir.printer import print_op
from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.transforms.canonicalize import Canonicalize
from pyopt.transforms.convert_to_buffer_ops import ConvertToBufferOps
from pyopt.transforms.cse import CSE
from pyopt.transforms.fold_true_cmpi import FoldTrueCmpI
from pyopt.transforms.symbol_dce import SymbolDCE
from pyopt.verifier import verify

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
CASES = sorted(CORPUS.glob("*/gfx9*/*-convert-to-buffer-ops.before.mlir"))
CLEANUP = ("fold-true-cmpi", "canonicalize", "cse", "symbol-dce")
CLEANUP_PASSES = {"fold-true-cmpi": FoldTrueCmpI, "canonicalize": Canonicalize, "cse": CSE,
                  "symbol-dce": SymbolDCE}


def _ids(p: Path) -> str:
    return str(p.relative_to(CORPUS)).replace(".before.mlir", "")


def _arch(before: Path) -> str:
    return re.match(r"(gfx\d+)-", before.parent.name).group(1)


def _position(before: Path) -> int:
    return int(re.match(r"(\d+)-", before.name).group(1))


def _stage(before: Path, k: int, role: str) -> Path:
    """The ``role`` file of the k-th cleanup pass after the case's convert-to-buffer-ops."""
    return before.parent / f"{_position(before) + 1 + k:02d}-{CLEANUP[k]}.{role}.mlir"


def _run(path: Path, *passes) -> str:
    module = parse_source(path.read_text(), str(path))
    for p in passes:
        ctx = PassContext()
        p.run(module, ctx)
        assert not ctx.failed
        verify(module)
    return print_op(module)


def _convert(before: Path) -> ConvertToBufferOps:
    return ConvertToBufferOps(arch_generation_name=_arch(before))


def test_cases_present():
    assert len(CASES) >= 99
    for c in CASES:
        previous = Path(str(c).replace(".before.", ".after."))
        for k in range(len(CLEANUP)):
            # each cleanup pass starts where the previous one ended
            assert _stage(c, k, "before").read_text() == previous.read_text()
            previous = _stage(c, k, "after")
        # symbol-dce ends make_ttgir
        assert previous.read_text() == (c.parent / "ttgir.mlir").read_text()


@pytest.mark.parametrize("before", CASES, ids=_ids)
def test_convert_to_buffer_ops_matches_triton(before: Path):
    got = _run(before, _convert(before))
    assert got == Path(str(before).replace(".before.", ".after.")).read_text()


@pytest.mark.parametrize("k", range(len(CLEANUP)), ids=CLEANUP)
@pytest.mark.parametrize("before", CASES, ids=_ids)
def test_cleanup_pass_matches_triton(before: Path, k: int):
    got = _run(_stage(before, k, "before"), CLEANUP_PASSES[CLEANUP[k]]())
    assert got == _stage(before, k, "after").read_text()


@pytest.mark.parametrize("before", CASES, ids=_ids)
def test_convert_then_cleanup_matches_triton(before: Path):
    got = _run(before, _convert(before), *(CLEANUP_PASSES[n]() for n in CLEANUP))
    assert got == _stage(before, len(CLEANUP) - 1, "after").read_text()


def test_the_pass_changes_most_cases():
    # A guard against an idle corpus: most kernels' pointer arguments carry tt.pointer_range = 32,
    # so most memory ops become buffer ops (79 of the 99 modules change; in the others, kernels
    # compiled without launch hints, the range analysis cannot bound the offsets).
    changed = sum(Path(str(c).replace(".before.", ".after.")).read_text() != c.read_text() for c in CASES)
    assert changed >= 75
