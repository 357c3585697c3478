"""pyopt's AxisInfo of each memory op's pointer equals real Triton's, over the corpus.

Triton's numbers come live from real Triton 3.6.0: its coalesce pass, run with
``TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce,ttg-utility``, logs the AxisInfo of the pointer of
every memory op it visits (``tools/axisinfo_log.py`` describes the log and parses it).  All
``test/corpus/*/*/01-coalesce.before.mlir`` files (the IR right before coalesce) go through one
child process (``tools.oracle.triton_coalesce_axisinfo_logs``, ~3 s for ~300 files).  Records
are paired with pyopt's memory ops by position (both in walk order), and the printed op text
must agree too, so a pairing can never drift silently.

Without Triton the corpus tests skip (the log-parser tests still run); before
``pyopt.analysis.axis_info`` exists, only the AxisInfo comparison skips.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.axisinfo_log import (  # noqa: E402
    CORPUS,
    COALESCE_INPUT_GLOB,
    ParsedLog,
    compare,
    corpus_files,
    format_axis_info,
    parse_coalesce_log,
    parse_module,
    pyopt_analysis_available,
    triton_records_for,
)
from tools.oracle import triton_available  # noqa: E402

FILES = corpus_files()
HAVE_TRITON = triton_available()
needs_triton = pytest.mark.skipif(not HAVE_TRITON, reason="triton is not installed: Triton's AxisInfo log "
                                  "comes from running real Triton 3.6.0 (pip install triton==3.6.0)")


def _id(p: Path) -> str:
    return str(p.parent.relative_to(CORPUS))


@pytest.fixture(scope="module")
def triton_logs() -> dict[Path, ParsedLog]:
    """Triton's parsed coalesce logs for every corpus file, from one child process."""
    results = triton_records_for([f.read_text() for f in FILES], utility=True)
    return dict(zip(FILES, results))


def _parsed(triton_logs, path: Path) -> ParsedLog:
    parsed = triton_logs[path]
    assert isinstance(parsed, ParsedLog), f"Triton failed on {path}: {parsed}"
    return parsed


# --------------------------------------------------------------------------- the log parser (no Triton needed)
SYNTHETIC_LOG = """\
[tritongpu-coalesce]: Considering op: %5 = tt.load %4 : tensor<8x4x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>>
[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 4], divisibility = [8, 16], constancy = [1, 1], constant_value = <none>
[tritongpu-coalesce]: order=[1, 0]
[tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder tt.store %9, %5 : tensor<8x4x!tt.ptr<f16>>
[tritongpu-coalesce]: shapePerCTA=[8, 4]
[ttg-utility]: elemNumBytes: 2, divisibility: 16, contig: 4, alignment: 4
[tritongpu-coalesce]: perThread for op: 4
[ttg-utility]: elemNumBytes: 2, divisibility: 4, contig: 2, alignment: 2
[tritongpu-coalesce]: perThread for opSameOrder: 2
[tritongpu-coalesce]: perThread: 1
[tritongpu-coalesce]: Considering op: tt.store %9, %5 : tensor<8x4x!tt.ptr<f16>>
[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 2], divisibility = [2, 4], constancy = [4, 1], constant_value = -7
[tritongpu-coalesce]: order=[1, 0]
[tritongpu-coalesce]: shapePerCTA=[8, 4]
[tritongpu-coalesce]: perThread for op: 2
[tritongpu-coalesce]: perThread: 2
some diagnostic
"""


def test_parse_synthetic_log():
    parsed = parse_coalesce_log(SYNTHETIC_LOG)
    assert parsed.other == ["some diagnostic"]
    load, store = parsed.records
    assert (load.index, load.op_name, store.op_name) == (0, "tt.load", "tt.store")
    assert load.axis_info() == ((1, 4), (8, 16), (1, 1), None)
    assert store.axis_info() == ((1, 2), (2, 4), (4, 1), -7)
    assert format_axis_info(*store.axis_info()) == store.axis_info_text
    assert load.order == (1, 0) and load.shape_per_cta == (8, 4)
    assert load.same_order_ops == ["tt.store %9, %5 : tensor<8x4x!tt.ptr<f16>>"]
    assert (load.per_thread_op, load.per_thread_same_order, load.per_thread) == (4, [2], 1)
    assert [a.alignment for a in load.alignments] == [4, 2]
    assert load.final_per_thread == 1
    assert store.final_per_thread == 2 and store.alignments == []


# --------------------------------------------------------------------------- against real Triton
def test_corpus_present():
    assert len(FILES) > 100, f"no {COALESCE_INPUT_GLOB} under {CORPUS}: run tools/gen_corpus.py"


@needs_triton
def test_triton_log_complete(triton_logs):
    """Every record is complete, nothing unexpected is logged, and the ttg-utility lines
    line up with the perThread lines (one per getNumElementsPerThread call)."""
    total = 0
    for path in FILES:
        parsed = _parsed(triton_logs, path)
        assert parsed.other == [], f"{path}: unparsed log lines {parsed.other[:3]}"
        for rec in parsed.records:
            total += 1
            assert rec.axis_info_text and rec.order and rec.shape_per_cta and rec.per_thread is not None, rec
            assert len(rec.order) == len(rec.contiguity) == len(rec.shape_per_cta)
            assert len(rec.per_thread_same_order) == len(rec.same_order_ops)
            assert len(rec.alignments) == 1 + len(rec.same_order_ops) + (0 if rec.is_load else 1), rec
    assert total > 500


@needs_triton
@pytest.mark.parametrize("path", FILES, ids=_id)
def test_axis_info_matches_triton(path: Path, triton_logs):
    parsed = _parsed(triton_logs, path)
    have_analysis = pyopt_analysis_available()
    rows = compare(parse_module(path), parsed.records, with_analysis=have_analysis)
    # The pairing: the same ops in the same order, printed the same way.
    assert len(rows) == len(parsed.records), (
        f"pyopt finds {sum(bool(r.op_name) for r in rows)} memory ops, Triton logged {len(parsed.records)}")
    for row in rows:
        assert row.text_matches, f"op #{row.index}:\n triton: {row.triton.op_text}\n pyopt:  {row.op_text}"
    if not have_analysis:
        pytest.skip("pyopt.analysis.axis_info (ModuleAxisInfoAnalysis) is not importable yet "
                    "(only the pairing of memory ops with Triton's log was checked)")
    bad = [r for r in rows if not r.axis_matches]
    assert not bad, "AxisInfo of the pointer differs from Triton's:\n" + "\n".join(
        f"  #{r.index} {r.triton.op_name}: {r.triton.op_text[:160]}\n"
        f"     triton: {r.triton.axis_info_text}\n     pyopt:  {r.pyopt_text}" for r in bad)
