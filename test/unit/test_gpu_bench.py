"""tools/gpu_bench, CPU side: the kernel recipes, ``prepare`` (real Triton's make_ttgir
replayed with and without pyopt, files compiled on to cubins without a GPU), the report, and
that the GPU stage needs nothing of pyopt.  ``run`` itself needs a GPU; where PyTorch is
installed (a CPU build is enough) its checking code is tested with stand-in kernels, and the
kernels against their references under Triton's interpreter."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

pytest.importorskip("triton", reason="triton is not installed: tools/gpu_bench compiles with real Triton")

from tools.gpu_bench import prepare as prep
from tools.gpu_bench import report
from tools.gpu_bench.kernels import BENCH_KERNELS, Scalar, Tensor
from tools.gpu_bench.run import add_ratios

KERNELS = ["copy_f16", "transpose_ptr_f16"]


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    out = tmp_path_factory.mktemp("gpu-bench")
    manifest = prep.prepare(out, KERNELS, arch=90, compile_check=True, log=lambda s: None)
    return out, manifest


# --------------------------------------------------------------------------- kernels
def test_kernel_list_covers_the_issue():
    cats = {k.category for k in BENCH_KERNELS.values()}
    assert {"copy", "strided", "transpose", "reduction", "softmax", "layernorm", "elementwise"} <= cats
    elementwise_dtypes = {a.dtype for k in BENCH_KERNELS.values() if k.category == "elementwise"
                          for a in k.args if isinstance(a, Tensor)}
    assert {"float16", "float32", "int8"} <= elementwise_dtypes


@pytest.mark.parametrize("name", list(BENCH_KERNELS))
def test_recipe_is_consistent(name):
    k = BENCH_KERNELS[name]
    entry = json.loads(json.dumps(k.manifest_entry()))  # JSON-able
    assert [a["name"] for a in entry["args"]] == [n for n in k.fn.arg_names if n not in k.constexprs]
    assert entry["outputs"] and all(any(a["name"] == o and a["init"] == "empty" for a in entry["args"])
                                    for o in entry["outputs"])
    assert k.bytes_moved >= 100 << 20, "too small to measure bandwidth"
    assert 1 <= len(k.grid) <= 3 and all(g >= 1 for g in k.grid) and k.grid[0] < 2 ** 31
    assert all(g < 65536 for g in k.grid[1:])
    # Launch-like specialisation: every integer argument that is a multiple of 16 is marked.
    ints = [a for a in k.args if isinstance(a, Scalar) and a.type == "i32"]
    assert set(k.aligned_ints) == {a.name for a in ints if a.value % 16 == 0}
    assert all(abs(a.value) < 2 ** 31 for a in ints)
    # Every tensor is addressable with 32-bit offsets.
    assert all(a.numel < 2 ** 31 for a in k.args if isinstance(a, Tensor))


# --------------------------------------------------------------------------- prepare
def test_prepare_writes_three_variants(prepared):
    out, manifest = prepared
    assert manifest["target"] == "cuda:90" and manifest["variants"] == ["triton", "pyopt", "none"]
    assert [k["kernel"] for k in manifest["kernels"]] == KERNELS
    on_disk = json.loads((out / "manifest.json").read_text())
    assert on_disk == json.loads(json.dumps(manifest))
    for k in manifest["kernels"]:
        assert not k["errors"], k["errors"]
        assert set(k["files"]) == {"triton", "pyopt", "none"}
        texts = {v: (out / f).read_text() for v, f in k["files"].items()}
        for text in texts.values():
            assert 'ttg.target = "cuda:90"' in text and "loc(" not in text
        # The replay of all of Triton's passes is what triton.compile produced.
        assert k["replay_matches_compile"]
        # pyopt ran at coalesce and at every remove-layout-conversions of make_ttgir.
        coalesce = [i for i, p in enumerate(k["pass_list"]) if p == prep.COALESCE]
        rlc = [i for i, p in enumerate(k["pass_list"]) if p == prep.RLC]
        assert [p["position"] for p in k["pyopt_passes"]] == coalesce + rlc
        assert k["identical"] == (texts["pyopt"] == texts["triton"])
        assert k["identical"] and all(p["same_as_triton"] for p in k["pyopt_passes"])
        # Without coalesce the global accesses are not vectorised.
        assert texts["none"] != texts["triton"] and not k["none_identical"]
        c = k["compile"]
        assert all(c[v]["ok"] for v in ("triton", "pyopt", "none"))
        assert c["pyopt"]["ptx_sha"] == c["triton"]["ptx_sha"]
        assert "v4x32" in c["triton"]["ptx"]["ld_global_widths"]
        assert "v4x32" not in c["none"]["ptx"]["ld_global_widths"]
        assert c["triton"]["num_warps"] == k["num_warps"]


def test_transpose_goes_through_shared_memory(prepared):
    _, manifest = prepared
    k = {e["kernel"]: e for e in manifest["kernels"]}["transpose_ptr_f16"]
    assert k["compile"]["triton"]["shared"] > 0
    assert k["compile"]["triton"]["ptx"]["st_shared"] > 0 and k["compile"]["triton"]["ptx"]["bar_sync"] > 0


def test_a_different_pyopt_pass_is_reported(tmp_path, monkeypatch):
    """If pyopt's coalesce did nothing, the pyopt file differs and the pass is flagged."""
    real = prep.run_pyopt_pass

    def fake(qualname, text, source_name):
        return text if qualname == prep.COALESCE else real(qualname, text, source_name)

    monkeypatch.setattr(prep, "run_pyopt_pass", fake)
    manifest = prep.prepare(tmp_path, ["copy_f32"], compile_check=False, log=lambda s: None)
    k = manifest["kernels"][0]
    assert not k["identical"] and "compile" not in k
    first = k["pyopt_passes"][0]
    assert first["pass"] == "coalesce" and not first["same_as_triton"] and first["diff"].startswith("--- triton")
    # Without coalesce, pyopt's file is the "none" file.
    assert (tmp_path / k["files"]["pyopt"]).read_text() == (tmp_path / k["files"]["none"]).read_text()
    assert any("different" in line for line in prep.summary_lines(manifest))


def test_a_failing_pyopt_pass_is_an_error_of_that_variant(tmp_path, monkeypatch):
    def boom(qualname, text, source_name):
        raise prep.PyoptPassError("no")

    monkeypatch.setattr(prep, "run_pyopt_pass", boom)
    manifest = prep.prepare(tmp_path, ["copy_f32"], compile_check=False, log=lambda s: None)
    k = manifest["kernels"][0]
    assert set(k["files"]) == {"triton", "none"} and "pyopt" in k["errors"] and not k["identical"]


def test_ptx_stats():
    ptx = """
	@%p1 ld.global.v4.b32 { %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];
	ld.global.b16 %rs1, [ %rd2 + 0 ];
	@%p2 st.global.v2.b32 [ %rd3 + 0 ], { %r5, %r6 };
	st.shared.v4.b32 [ %r7 + 0 ], { %r1, %r2, %r3, %r4 };
	bar.sync 	0;
	ld.shared.b32 %r8, [ %r9 + 0 ];
"""
    s = prep.ptx_stats(ptx)
    assert s["ld_global"] == 2 and s["ld_global_widths"] == {"v1x16": 1, "v4x32": 1}
    assert s["st_global"] == 1 and s["st_global_widths"] == {"v2x32": 1}
    assert (s["st_shared"], s["ld_shared"], s["bar_sync"]) == (1, 1, 1)


# --------------------------------------------------------------------------- report
def _result(ratios):
    ks = []
    for i, r in enumerate(ratios):
        rec = {"kernel": f"k{i}", "category": "copy", "bytes_moved": 2 << 28, "identical_ir": i % 2 == 0,
               "variants": {"triton": {"status": "ok", "gbs": 2000.0}, "pyopt": {"status": "ok", "gbs": 2000.0 * r},
                            "none": {"status": "ok", "gbs": 1000.0}}}
        add_ratios(rec, 2500.0)
        ks.append(rec)
    return {"device": "GPU", "capability": "9.0", "copy": {"gbs": 2500.0}, "kernels": ks}


def test_ratios():
    rec = _result([0.99])["kernels"][0]
    assert rec["pyopt_over_triton"] == pytest.approx(0.99)
    assert rec["pyopt_over_copy"] == pytest.approx(2000 * 0.99 / 2500)
    assert rec["none_over_triton"] == pytest.approx(0.5)
    rec["variants"]["pyopt"].pop("gbs")
    add_ratios(rec, None)
    assert rec["pyopt_over_triton"] is None and rec["triton_over_copy"] is None


def test_report_plain_and_rich(tmp_path):
    import io

    res = _result([1.0, 0.95, 1.01])
    res["kernels"][2]["variants"]["pyopt"]["status"] = "fail"
    buf = io.StringIO()
    report.print_report(res, file=buf, plain=True)
    text = buf.getvalue()
    assert "k0" in text and "0.950" in text and "2500 GB/s" in text
    assert "1 below (k1)" in text and "checks failed or not run: k2" in text and "pyopt FAIL" in text
    buf = io.StringIO()
    report.print_report(res, file=buf)  # rich if installed, plain otherwise
    assert "k1" in buf.getvalue() and "0.950" in buf.getvalue()
    path = tmp_path / "r.json"
    path.write_text(json.dumps(res))
    from tools.gpu_bench.__main__ import main

    assert main(["report", str(path), "--plain"]) == 0


def test_report_all_met():
    lines = report.summary(_result([1.0, 0.99]))
    assert any("met on every kernel" in ln for ln in lines)
    assert any("every variant of every kernel matched" in ln for ln in lines)


# --------------------------------------------------------------------------- the GPU stage's imports
def test_gpu_stage_needs_no_pyopt():
    code = ("import sys; import tools.gpu_bench.__main__, tools.gpu_bench.run, tools.gpu_bench.report, "
            "tools.gpu_bench.kernels; "
            "bad = sorted(m for m in sys.modules if m == 'pyopt' or m.startswith(('pyopt.', 'lark', 'torch'))); "
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stdout + r.stderr


# --------------------------------------------------------------------------- pointer variants (pr32, cp)
def test_prepare_pointer_variants(tmp_path):
    """pr32 = triton's file + tt.pointer_range = 32 on the pointer arguments; cp = pr32 after
    pyopt -canonicalize-pointers -canonicalize, checked against Triton's pass; both lower for NVIDIA."""
    manifest = prep.prepare(tmp_path, ["add_f16"], compile_check=True, log=lambda s: None,
                            variants=("triton", "pr32", "cp"))
    assert manifest["variants"] == ["triton", "pr32", "cp"]
    k = manifest["kernels"][0]
    assert not k["errors"], k["errors"]
    assert set(k["files"]) == {"triton", "pr32", "cp"}
    texts = {v: (tmp_path / f).read_text() for v, f in k["files"].items()}
    # Every pointer argument (X, Y, Z) carries the attribute; nothing else changes.
    assert texts["pr32"].count("tt.pointer_range = 32 : i32") == 3
    assert "tt.pointer_range" not in texts["triton"]
    assert texts["pr32"].replace("tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32",
                                 "tt.divisibility = 16 : i32") == texts["triton"]
    assert k["cp"]["changed"] and k["cp"]["same_as_triton"] and texts["cp"] != texts["pr32"]
    # The pointer is rebuilt from the scalar argument right before each memory op.
    assert texts["cp"].count("tt.splat %arg") >= 3
    c = k["compile"]
    assert all(c[v]["ok"] for v in ("triton", "pr32", "cp"))
    assert c["pr32"]["ptx_code_sha"] == c["triton"]["ptx_code_sha"]  # NVIDIA ignores the attribute
    assert any("1 made, 1 changed by the pass; same as Triton's pass on all 1" in ln
               for ln in prep.summary_lines(manifest))


def test_add_pointer_range_keeps_other_attributes():
    text = ("module {\n  tt.func @f(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32, "
            "%arg2: !tt.ptr<f16>) {\n    tt.return\n  }\n}\n")
    out = prep.add_pointer_range(text, "t")
    assert ("%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: i32, "
            "%arg2: !tt.ptr<f16> {tt.pointer_range = 32 : i32}") in out


def test_ptx_code_drops_debug_info():
    a = "\t.loc\t1 3 0 // a.ttgir:3:0\n\tld.global.b32 %r1, [%rd1]; // x\n\t.file\t1 \"a.ttgir\"\n\t.section\t.debug_info\n{ .b8 1 }"
    b = "\t.loc\t1 4 0 // b.ttgir:4:0\n\tld.global.b32 %r1, [%rd1];\n\t.file\t1 \"b.ttgir\"\n\t.section\t.debug_info\n{ .b8 2 }"
    assert prep.ptx_code(a) == prep.ptx_code(b) == "\tld.global.b32 %r1, [%rd1];"


def test_report_with_pointer_variants():
    import io

    res = _result([1.0, 0.99])
    res["settings"] = {"variants": ["triton", "pr32", "cp"]}
    for rec in res["kernels"]:
        rec["variants"] = {"triton": {"status": "ok", "gbs": 2000.0}, "pr32": {"status": "ok", "gbs": 2000.0},
                           "cp": {"status": "ok", "gbs": 1900.0}}
        rec["cp"] = {"changed": True, "same_as_triton": True}
        rec["ptx_code_same_as_triton"] = {"pr32": True, "cp": False}
        add_ratios(rec, 2500.0)
    assert res["kernels"][0]["cp_over_triton"] == pytest.approx(0.95)
    assert res["kernels"][0]["cp_over_pr32"] == pytest.approx(0.95)
    buf = io.StringIO()
    report.print_report(res, file=buf, plain=True)
    text = buf.getvalue()
    assert "cp GB/s" in text and "cp/triton" in text and "pyopt" not in text.splitlines()[0]
    assert "changed, =Triton's pass, new PTX" in text
    assert "cp/triton over 2 kernels: geomean 0.950" in text
    assert "the pass changed the TTGIR of 2/2 kernels" in text
    assert "cp 1900" in report.one_line(res["kernels"][0])
