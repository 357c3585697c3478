"""Round trip over the corpus: every file Triton 3.6.0 printed (without
locations) must be reprinted byte for byte, and real Triton must accept
pyopt's generic form and print it back as the same custom form."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pyopt.syntax.parser import parse_source
from pyopt.ir.printer import print_op
from pyopt.verifier import verify

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
FILES = sorted(CORPUS.rglob("*.mlir"))


def _id(p: Path) -> str:
    return str(p.relative_to(CORPUS))


# Files that do not round-trip yet (ops or syntax pyopt does not handle yet).
# They are strict xfails: once one passes, the test fails until the line is
# removed, so the list only shrinks.  Regenerate with
# `python tools/known_failures.py`.
KNOWN_FAILURES_FILE = CORPUS / "known-roundtrip-failures.txt"
KNOWN_FAILURES = (
    set(KNOWN_FAILURES_FILE.read_text().split()) if KNOWN_FAILURES_FILE.exists() else set()
)


def _params(files):
    out = []
    for p in files:
        if _id(p) in KNOWN_FAILURES:
            out.append(pytest.param(p, id=_id(p), marks=pytest.mark.xfail(strict=True, reason="known round-trip failure")))
        else:
            out.append(pytest.param(p, id=_id(p)))
    return out


def test_corpus_is_present():
    assert len(FILES) > 100, "test/corpus is missing: run tools/gen_corpus.py"


@pytest.mark.parametrize("path", _params(FILES))
def test_roundtrip(path: Path):
    text = path.read_text()
    module = parse_source(text, str(path))
    verify(module)
    assert print_op(module) == text


# Real Triton parses our generic form back to the same custom form.  A
# deterministic sample keeps CI time bounded; PYOPT_FULL_CORPUS=1 runs all.
SAMPLE = FILES if os.environ.get("PYOPT_FULL_CORPUS") else FILES[::7]


@pytest.mark.parametrize("path", _params(SAMPLE))
def test_triton_accepts_generic_form(path: Path, tmp_path):
    oracle = pytest.importorskip("tools.oracle", reason="tools/oracle.py not importable")
    if not oracle.triton_available():
        pytest.skip("triton is not installed: comparison with real Triton skipped")
    text = path.read_text()
    generic = print_op(parse_source(text, str(path)), generic=True)
    assert oracle.triton_roundtrip(generic) == text


# Dumps as users get them (kernel.asm["ttgir"]): locations, name locations,
# #loc aliases after the module.  Without --mlir-print-debuginfo pyopt prints
# what Triton prints without locations; with it, real Triton reads pyopt's
# output back to the same module.
DUMPS = sorted(CORPUS.rglob("asm.ttgir"))


def test_dumps_are_present():
    assert len(DUMPS) >= 50


@pytest.mark.parametrize("path", DUMPS, ids=_id)
def test_dump_without_locations(path: Path):
    module = parse_source(path.read_text(), str(path))
    verify(module)
    assert print_op(module) == (path.parent / "ttgir.mlir").read_text()


@pytest.mark.parametrize("path", DUMPS[::5], ids=_id)
def test_dump_with_locations_read_by_triton(path: Path):
    oracle = pytest.importorskip("tools.oracle", reason="tools/oracle.py not importable")
    if not oracle.triton_available():
        pytest.skip("triton is not installed: comparison with real Triton skipped")
    text = print_op(parse_source(path.read_text(), str(path)), debuginfo=True)
    assert "loc(" in text
    assert oracle.triton_roundtrip(text) == (path.parent / "ttgir.mlir").read_text()
