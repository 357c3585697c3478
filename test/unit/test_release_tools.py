"""tools/release_smoke.py and tools/release_pass_report.py (issue 24): every pass pipeline on
every release's corpus, and how many captured pass positions pyopt reproduces per release.

The corpora are the wheels' own output (test/corpus-releases/<release>/, test/corpus/ for 3.6.0),
so no wheel is needed here.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools import release_pass_report as rpr  # noqa: E402
from tools import release_smoke as smoke  # noqa: E402

ATOMICS_39 = "atomic_flag_handoff/gfx942-w4/26-canonicalize-pointers.before.mlir"


def test_smoke_files_are_the_ttgir_of_the_corpus():
    files = smoke.ttgir_files(REPO / "test" / "corpus-releases" / "3.9.0")
    paths = [p for ps in files.values() for p in ps]
    assert ATOMICS_39 in paths
    assert "dumps/softmax/cuda-90/asm.ttgir" in paths
    assert not any(p.endswith(("ttir.mlir", ".ttir", ".log")) for p in paths)


def test_smoke_runs_every_pipeline_on_triton_39_atomics():
    """The 3.9.0 corpus file that canonicalize-pointers failed on (tt.atomic_load, tt.atomic_store
    and tt.atomic_poll, which only 3.9 has): every pipeline and layout is clean under 3.9."""
    text = (REPO / "test" / "corpus-releases" / "3.9.0" / ATOMICS_39).read_text()
    result = smoke.do_file(("3.9.0", ATOMICS_39, text), smoke.fuzz.PIPELINES, 20.0, True)
    assert result["findings"] == []
    assert result["runs"] == len(smoke.fuzz.PIPELINES) and result["layouts"] > 0


def test_smoke_reports_a_pass_failure():
    """A file a pipeline cannot run on is a finding (Triton 3.9.0 fails the same way: buffer
    loads are no input for canonicalize-pointers)."""
    rel = "softmax/gfx942-w4/28-convert-to-buffer-ops.after.mlir"
    text = (REPO / "test" / "corpus-releases" / "3.9.0" / rel).read_text()
    result = smoke.do_file(("3.9.0", rel, text), [("canonicalize-pointers", ["-canonicalize-pointers"])], 20.0, False)
    assert [(f["check"], f["class"]) for f in result["findings"]] == [("canonicalize-pointers", "diagnosed")]
    assert "failed to legalize operation 'amdg.buffer_load'" in result["findings"][0]["message"]


def test_layout_cases_take_the_types_of_each_alias():
    text = ("#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>\n"
            "%0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>\n"
            "%1 = tt.splat %a : f16 -> tensor<128xf16, #blocked>\n")
    layout = "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>"
    assert smoke.layout_cases(text) == [(layout, "tensor<128xi32>"), (layout, "tensor<128xf16>")]


def test_pass_flags_follow_the_release():
    """convert-to-buffer-ops as make_ttgir runs it, its architecture option as the release names
    it (gfx-arch from 3.8); the AMD passes 3.7 and 3.8 add take no options; a pass pyopt lacks has none."""
    assert rpr.pass_flags("convert-to-buffer-ops", "gfx950-w4", "3.7.1") == [
        "-convert-to-buffer-ops=arch-generation-name=gfx950 allow-buffer-atomics=true analyze-small-tensor-ofst=false"]
    assert rpr.pass_flags("convert-to-buffer-ops", "gfx942-w4", "3.9.0")[0].startswith(
        "-convert-to-buffer-ops=gfx-arch=gfx942 ")
    assert rpr.pass_flags("optimize-buffer-op-ptr", "gfx942-w4", "3.8.0") == ["-optimize-buffer-op-ptr"]
    assert rpr.pass_flags("prepare-if-combining", "gfx950-w4", "3.7.1") == ["-prepare-if-combining"]
    assert rpr.pass_flags("tritonamdgpu-no-such-pass", "gfx942-w4", "3.8.0") is None
    assert rpr.pass_flags("cse", "gfx942-w4", "3.8.0") == ["-cse"]


def test_pass_report_counts_positions(capsys):
    """symbol-dce ends make_ttgir on AMD: every 3.9.0 position (one per AMD kernel and
    config) is reproduced; so is every position of 3.8.0's optimize-buffer-op-ptr (which leaves
    every corpus kernel as it is)."""
    assert rpr.main(["--releases", "3.9.0", "--passes", "symbol-dce"]) == 0
    out = capsys.readouterr().out
    n = len(list((REPO / "test/corpus-releases/3.9.0").glob("*/*/*-symbol-dce.before.mlir")))
    assert n > 100
    assert [line.split() for line in out.splitlines() if line.startswith("symbol-dce")] == [["symbol-dce", f"{n}/{n}"]]
    assert rpr.main(["--releases", "3.8.0", "--passes", "optimize-buffer-op-ptr"]) == 0
    out = capsys.readouterr().out
    m = len(list((REPO / "test/corpus-releases/3.8.0").glob("*/*/*-optimize-buffer-op-ptr.before.mlir")))
    assert m > 100
    assert [line.split() for line in out.splitlines() if line.startswith("optimize")] == [
        ["optimize-buffer-op-ptr", f"{m}/{m}"]]


def test_pass_report_by_target(capsys):
    """--by-target splits each release's positions by the config's target: symbol-dce runs only
    on the AMD targets, and the per-target counts add up to the release's total."""
    assert rpr.main(["--releases", "3.9.0", "--passes", "symbol-dce", "--by-target"]) == 0
    out = capsys.readouterr().out
    root = REPO / "test/corpus-releases/3.9.0"
    want = {t: len(list(root.glob(f"*/{t}-*/*-symbol-dce.before.mlir"))) for t in ("gfx942", "gfx950")}
    table = out.split("3.9.0: equal / positions per target\n", 1)[1].splitlines()
    assert table[0].split() == ["pass", "gfx942", "gfx950"]
    assert table[1].split() == ["symbol-dce", f"{want['gfx942']}/{want['gfx942']}", f"{want['gfx950']}/{want['gfx950']}"]
