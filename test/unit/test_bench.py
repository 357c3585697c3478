"""tools/bench: the CPU benchmark runs, and its JSON has the expected shape (not speed)."""

from __future__ import annotations

import importlib.util
import json
import math
import os
import re
import subprocess
import sys
from importlib.machinery import SourceFileLoader
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "tools" / "bench"


def _load_bench():
    loader = SourceFileLoader("pyopt_tools_bench", str(BENCH))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def _triton_importable() -> bool:
    try:
        from triton._C.libtriton import ir  # noqa: F401
    except Exception:  # noqa: BLE001 - any failure: no Triton
        return False
    return True


def _positive(x) -> bool:
    return isinstance(x, (int, float)) and math.isfinite(x) and x > 0


def test_built_modules_are_deterministic_and_well_formed():
    bench = _load_bench()
    kernels = bench.corpus_kernels()
    assert len(kernels) >= 10
    for lines in (340, 3000):
        text, info = bench.build_module(kernels, lines)
        again, info2 = bench.build_module(kernels, lines)
        assert text == again and info == info2
        assert lines <= info["lines"] < lines + 200
        assert text.count("\nmodule attributes") == 1
        # every function symbol is defined once; every alias once
        names = re.findall(r"^\s*tt\.func\s+(?:public\s+|private\s+)?@(\"[^\"]*\"|[\w$.-]+)", text, re.MULTILINE)
        assert len(names) == len(set(names)) == info["functions"]
        aliases = re.findall(r"^#(\w+) =", text, re.MULTILINE)
        assert len(aliases) == len(set(aliases)) == info["aliases"]
        # every called symbol is defined in the module
        for callee in re.findall(r"tt\.call @(\"[^\"]*\"|[\w$.-]+)", text):
            assert callee in names
    _, big = bench.build_module(kernels, 3000)
    assert big["kernels"] > big["distinct_kernels"] == len(kernels)
    amd = bench.corpus_kernels(bench.AMD_CONFIG, bench.AMD_STAGE_FILE)
    assert len(amd) >= 10
    assert {k.header for k in amd} == {amd[0].header} and '"hip:gfx942"' in amd[0].header
    text, info = bench.build_module(amd, 340)
    assert (text, info) == bench.build_module(amd, 340)
    assert 340 <= info["lines"] < 540 and "tt.pointer_range = 32" in text


def test_quick_run_writes_json(tmp_path):
    out = tmp_path / "bench.json"
    # --triton-lit "": the Triton lit rows say n/a (CI has no Triton checkout)
    r = subprocess.run([sys.executable, str(BENCH), "--quick", "--json", str(out), "--workdir", str(tmp_path / "in"),
                        "--triton-lit", ""], capture_output=True, text=True, cwd=ROOT, timeout=300, check=False)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "targets" in r.stdout
    data = json.loads(out.read_text())
    assert data["quick"] is True
    bytecode = data["config"]["bytecode"]  # the bench's processes run with bytecode
    assert bytecode["pycache_prefix"] is not None or not bytecode["environment_dont_write_bytecode"]

    proc = data["process"]
    for key in ("python_floor", "version", "small", "small_no_passes"):
        assert _positive(proc[key]["best_s"]) and proc[key]["mean_s"] >= proc[key]["best_s"]
    for key in ("python_floor", "version", "small"):
        assert proc[key]["median_s"] >= proc[key]["best_s"]
    assert proc["small"]["lines"] == 248  # the lit-suite-sized module (built from 160 lines)
    assert proc["big"] is None and proc["big_triton"] is None  # no 30,000-line process in --quick
    assert proc["python_floor"]["best_s"] < proc["small"]["best_s"]
    lit = proc["lit_case"]
    assert lit["files"] >= 1 and _positive(lit["per_run_mean_s"])

    with_triton = _triton_importable()
    sizes = data["sizes"]
    assert [s["target_lines"] for s in sizes] == [340, 3000]
    for size in sizes:
        assert size["input"]["lines"] >= size["target_lines"]
        py = size["pyopt"]
        assert py["cold_runs"] >= 1
        for stage in ("parse", "verify-parse", "coalesce", "verify-passes", "remove-layout-conversions", "print",
                      "verify", "whole"):
            assert _positive(py["cold"][stage]), stage
        parts = sum(py["cold"][s] for s in ("parse", "verify", "coalesce", "remove-layout-conversions", "print"))
        assert parts == pytest.approx(py["cold"]["whole"], rel=0.35)  # best-of per stage vs per run
        assert _positive(py["maxrss_cold_mb"]) and py["maxrss_cold_mb"] < 4096
        assert _positive(py["setup_s"])
        if with_triton:
            tr = size["triton"]
            for stage in ("parse", "coalesce", "remove-layout-conversions", "print", "whole", "verify-only"):
                assert _positive(tr["cold"][stage]), stage
            assert _positive(tr["maxrss_cold_mb"])
            assert _positive(size["ratio_cold"]["whole"])
            assert isinstance(size["output_matches_triton"], bool)
            assert size["input"]["triton_parses"] is True
    # the bigger module takes longer to parse
    assert sizes[1]["pyopt"]["cold"]["parse"] > sizes[0]["pyopt"]["cold"]["parse"] * 0.5

    # the AMD suite: canonicalize-pointers, canonicalize and convert-to-buffer-ops, each alone, at 340 lines
    amd = data["amd"]
    assert amd["passes"] == ["canonicalize-pointers", "canonicalize", "convert-to-buffer-ops"]
    assert [s["target_lines"] for s in amd["sizes"]] == [340]
    for size in amd["sizes"]:
        assert size["input"]["lines"] >= size["target_lines"]
        assert set(size["passes"]) == {"canonicalize-pointers", "canonicalize", "convert-to-buffer-ops"}
        for pass_name, sub in size["passes"].items():
            py = sub["pyopt"]
            assert py["passes"] == [pass_name] and py["cold_runs"] >= 1
            for stage in ("parse", "verify-parse", pass_name, "verify-passes", "passes+verify", "print", "whole"):
                assert _positive(py["cold"][stage]), (pass_name, stage)
            assert "coalesce" not in py["cold"]
            assert _positive(py["maxrss_cold_mb"])
            if with_triton:
                tr = sub["triton"]
                for stage in ("parse", pass_name, "passes+verify", "print", "whole", "verify-only"):
                    assert _positive(tr["cold"][stage]), (pass_name, stage)
                assert _positive(sub["ratio_cold"][pass_name]) and _positive(sub["ratio_cold"]["whole"])
                assert isinstance(sub["output_matches_triton"], bool)
                assert size["input"]["triton_parses"] is True
    assert "canonicalize-pointers" in r.stdout

    if with_triton:
        assert _positive(proc["small_triton"]["median_s"]) and proc["small_output_matches_triton"] is True

    # lit suites: Triton's files n/a here; pyopt's own suite (a few folders in --quick) both ways
    lit_rows = data["lit"]
    assert "skipped" in lit_rows[0]
    own = lit_rows[1]
    assert own["same_verdicts"] is True and own["failed"] == []
    assert own["cases"] >= own["tests"] >= 10 and _positive(own["shtest_cases_per_s"])
    assert _positive(own["pyopttest_cases_per_s"]) and _positive(own["speedup"])

    # issue 27's targets, each with its limit: small file, 30k process, 5 + 3 stages, 4 of other sections, 2 lit rows
    targets = data["targets"]
    assert len(targets) == 1 + 1 + 5 + 3 + 4 + 2
    small_limit = 0.6 if (os.cpu_count() or 1) >= 16 else 0.8
    assert [t["limit"] for t in targets[:10]] == [small_limit, 2.5] + [3.0] * 8
    assert (targets[0]["pass"] is None) != with_triton
    assert all(t["pass"] is None and t["measured_text"] == "n/a" for t in targets[1:10])  # 30,000 lines: --quick
    # the chain, scaling and 100 MB targets belong to --scaling and --scale: listed, n/a here
    others = targets[10:14]
    assert all(t["pass"] is None and t["limit"] is None for t in others)
    assert [t["limit_text"] for t in others] == ["<= 2x", "<= 1.5x", "<= 1.5x", "<= 1,024 MB"]
    assert "--scaling" in others[0]["name"] and "--scale)" in others[3]["name"]
    assert targets[14]["pass"] is None and targets[15]["pass"] is True
    assert isinstance(data["all_targets_pass"], bool)


def test_scale_inputs_are_deterministic_and_parse():
    """The --scale inputs, built at a thousandth of their size: the same text
    each time, and pyopt reads each."""
    from pyopt.syntax.parser import parse_source

    bench = _load_bench()
    for kind in bench.SCALE_KINDS:
        text, info = bench.build_scale_input(kind, 0.001)
        assert text == bench.build_scale_input(kind, 0.001)[0]
        assert parse_source(text, kind) is not None
        if info.get("ops") and kind.startswith("ops"):
            assert info["ops"] == 1000


def test_scale_section_writes_json(tmp_path):
    out = tmp_path / "scale.json"
    r = subprocess.run([sys.executable, str(BENCH), "--scale", "--scale-kinds", "string-10mb,dense-i32-10mb,ops-1m-addi",
                        "--scale-factor", "0.001", "--json", str(out), "--workdir", str(tmp_path / "in")],
                       capture_output=True, text=True, cwd=ROOT, timeout=300, check=False)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "peak/input" in r.stdout
    data = json.loads(out.read_text())
    kinds = [e["kind"] for e in data["scale"]]
    assert kinds == ["string-10mb", "dense-i32-10mb", "ops-1m-addi"]
    for e in data["scale"]:
        assert e["rc"] == 0
        for key in ("input_mb", "process_wall_s", "wall_s", "cpu_s", "maxrss_mb", "peak_over_input", "output_mb"):
            assert _positive(e[key]), (e["kind"], key, e[key])
    assert all(e["fixpoint"] for e in data["scale"] if e["kind"] != "ops-1m-addi")
    # issue 27's target of this section: file-100mb at full size only; n/a here
    assert [(t["limit"], t["met"], t["measured"]) for t in data["targets"]] == [(1024, None, None)]
    assert "file-100mb" in data["targets"][0]["name"] and "target <= 1,024 MB" in r.stdout


def test_scale_target_reads_the_100mb_peak():
    bench = _load_bench()
    entries = [{"kind": "string-10mb", "maxrss_mb": 2000.0}, {"kind": "file-100mb", "maxrss_mb": 900.0}]
    assert [(t["measured"], t["met"]) for t in bench.scale_targets(entries, 1.0)] == [(900.0, True)]
    entries[1]["maxrss_mb"] = 1476.0
    assert [(t["measured"], t["met"]) for t in bench.scale_targets(entries, 1.0)] == [(1476.0, False)]
    assert bench.scale_targets(entries, 0.5)[0]["met"] is None  # not the 100 MB module
    assert bench.small_target(2) == 0.8 and bench.small_target(16) == 0.6


def test_scaling_inputs_are_one_function_and_parse():
    """--scaling's one-function inputs: one tt.func holding the kernels' bodies (their
    values renamed apart), verified by pyopt; the chain: N loads and N - 1 converts."""
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    bench = _load_bench()
    for kernels in (bench.corpus_kernels(), bench.corpus_kernels(bench.AMD_CONFIG, bench.AMD_STAGE_FILE)):
        text, info = bench.build_one_function(kernels, 1500)
        assert text == bench.build_one_function(kernels, 1500)[0]
        module = parse_source(text, "one.mlir")
        verify(module)
        funcs = [op for op in module.walk() if op.name == "tt.func"]
        assert len(funcs) == 1 and info["kernels"] > 5
    chain = bench.chain_module(7)
    assert chain.count("tt.load") == 7 and chain.count("ttg.convert_layout") == 6
    verify(parse_source(chain, "chain.mlir"))


def test_scaling_section_writes_json(tmp_path):
    out = tmp_path / "scaling.json"
    cmd = [sys.executable, str(BENCH), "--scaling", "--scaling-chain", "20,40", "--scaling-ops", "300,600",
           "--scaling-families", "chain,cuda one function", "--scaling-passes", "cse,coalesce",
           "--json", str(out), "--workdir", str(tmp_path / "in")]
    if not _triton_importable():
        cmd.append("--no-triton")
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=600, check=False)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "Scaling column" in r.stdout
    data = json.loads(out.read_text())
    entries = data["scaling"]["entries"]
    assert [(e["family"], e["size"], e["pass"]) for e in entries] == [
        (f, s, p) for f, sizes in (("chain", ("N=20", "N=40")), ("cuda one function", ("300 ops", "600 ops")))
        for s in sizes for p in ("coalesce", "cse")]
    for e in entries:
        assert _positive(e["pyopt"]["per_op_cpu_us"]) and e["ops"] > 0
        if "triton" in e:
            assert e["output_matches_triton"], e
    assert {t["name"] for t in data["targets"]} >= {"outputs identical to Triton's"}
