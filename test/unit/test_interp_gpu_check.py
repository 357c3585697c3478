"""tools/kernels/gpu_interp_check.py's plumbing, without a GPU (issue 28, check (a)).

A synthetic capture is built here on the CPU in the format of tools/kernels/gpu_capture.py: the
TTGIR is Triton 3.6.0's for cuda:90 (test/corpus/K/cuda90-w4/ttgir.mlir, written by the 3.6.0
wheel), the "after" bytes come from an independent numpy computation of what the kernel does
(a copy; a softmax in float64 rounded to float32), or are deliberately wrong, and the check must
say bit-equal, within the stated tolerance, differs, or error.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numpy")

from tools.kernels import gpu_interp_check as gic  # noqa: E402

REPO = Path(__file__).resolve().parents[2]


def _u8(a) -> np.ndarray:
    return np.ascontiguousarray(a).view(np.uint8).reshape(-1).copy()


def _launch(arrays: dict, key: str, kernel: str, ttgir: str, grid, args, before, after, warps=4):
    meta = {"kernel": kernel, "seed": 0, "num_warps": warps, "target": "cuda:90",
            "grid": list(grid) + [1] * (3 - len(grid)), "outputs": [], "constexprs": {}, "args": args}
    arrays[f"{key}/ttgir"] = np.frombuffer(ttgir.encode(), dtype=np.uint8).copy()
    arrays[f"{key}/meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8).copy()
    for name, a in before.items():
        arrays[f"{key}/before/{name}"] = _u8(a)
    for name, a in after.items():
        arrays[f"{key}/after/{name}"] = _u8(a)


def _tensor(name, a):
    return {"name": name, "kind": "tensor", "dtype": str(a.dtype), "shape": list(a.shape), "strides": []}


def _copy(arrays, key, y_after, n=4000):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n).astype(np.float32)
    y = np.full(n, np.nan, np.float32)
    text = (REPO / "test/corpus/copy_contig/cuda90-w4/ttgir.mlir").read_text()
    args = [_tensor("X", x), _tensor("Y", y), {"name": "N", "kind": "int", "value": n}]
    _launch(arrays, key, "copy_contig", text, (4,), args, {"X": x, "Y": y}, {"X": x, "Y": y_after(x)})


def _softmax(arrays, key, m=4, n=781):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((m, n)).astype(np.float32)
    y = np.zeros_like(x)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    ref = (e / e.sum(axis=1, keepdims=True)).astype(np.float32)
    text = (REPO / "test/corpus/softmax/cuda90-w4/ttgir.mlir").read_text()
    args = [_tensor("X", x), _tensor("Y", y), {"name": "N", "kind": "int", "value": n},
            {"name": "stride_x", "kind": "int", "value": n}, {"name": "stride_y", "kind": "int", "value": n}]
    _launch(arrays, key, "softmax", text, (m,), args, {"X": x, "Y": y}, {"X": x, "Y": ref})


def _check(tmp_path, arrays):
    path = tmp_path / "capture-90-w4.npz"
    np.savez_compressed(path, **arrays)
    return {r["launch"]: r for r in gic.check_files([path])}


def test_copy_bit_equal_and_a_wrong_copy_differs(tmp_path):
    arrays: dict = {}
    _copy(arrays, "copy_contig.s0", lambda x: x.copy())

    def wrong(x):
        y = x.copy()
        y[17] = np.nextafter(y[17], np.float32(np.inf))     # one ulp off
        y[3999] = -y[3999]                                  # the last element, far off
        return y

    _copy(arrays, "copy_bad.s0", wrong)
    res = _check(tmp_path, arrays)
    assert res["copy_contig.s0"]["verdict"] == "bit-equal"
    bad = res["copy_bad.s0"]
    assert bad["verdict"] == "differs"
    yb = bad["buffers"]["Y"]
    assert yb["differing"] == 2 and yb["elements"] == 4000
    assert sorted(i for i, _, _ in yb["first"]) == [17, 3999]
    assert yb["first"][0][0] == 3999            # the largest difference first
    assert bad["buffers"]["X"]["equal"]
    table = gic.report(list(res.values()))
    assert "copy_bad.s0 w4: differs" in table
    assert "2/4000 elements differ" in table


def test_softmax_is_within_the_stated_tolerance(tmp_path):
    arrays: dict = {}
    _softmax(arrays, "softmax.s0")
    r = _check(tmp_path, arrays)["softmax.s0"]
    # exp (ex2.approx) and divf (div.full) are in the kernel: its tolerance is theirs
    assert set(r["inexact_ops"]) == {"math.exp", "arith.divf"}
    assert r["verdict"] in ("bit-equal", "within-tolerance")
    y = r["buffers"]["Y"]
    assert y["equal"] or 0 < y["max_ulp"] <= max(r["inexact_ops"].values())


def test_tolerance_only_for_kernels_with_inexact_ops():
    off = {"Y": {"equal": False, "max_ulp": 1}}
    assert gic.verdict(off, {}) == "differs"
    assert gic.verdict(off, {"math.exp": 64}) == "within-tolerance"
    assert gic.verdict({"Y": {"equal": False, "max_ulp": 65}}, {"math.exp": 64}) == "differs"
    assert gic.verdict({"Y": {"equal": False, "max_ulp": None}}, {"math.exp": 64}) == "differs"


def test_unmapped_arguments_are_an_error_verdict(tmp_path):
    arrays: dict = {}
    _copy(arrays, "copy_contig.s0", lambda x: x.copy())
    meta = json.loads(bytes(arrays["copy_contig.s0/meta"]).decode())
    meta["args"].append({"name": "extra", "kind": "int", "value": 7})
    meta["args"].append({"name": "extra2", "kind": "int", "value": 8})
    arrays["copy_contig.s0/meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8).copy()
    r = _check(tmp_path, arrays)["copy_contig.s0"]
    assert r["verdict"] == "error"
    assert "do not map" in r["message"]


def test_integer_one_arguments_are_dropped_as_triton_specialises_them():
    meta = {"args": [{"name": "X", "kind": "tensor"}, {"name": "s", "kind": "int", "value": 1},
                     {"name": "n", "kind": "int", "value": 5}, {"name": "o", "kind": "none"}]}
    assert [a["name"] for a, _ in gic._ttgir_args(meta, 2)] == ["X", "n"]
    assert [a["name"] for a, _ in gic._ttgir_args(meta, 3)] == ["X", "s", "n"]
    assert gic._ttgir_args(meta, 4) is None


def test_ordered_bits_count_ulps_across_zero():
    f = np.array([-1.0, -0.0, 0.0, 1e-45, 1.0], np.float32)
    o = gic.ordered(f.view(np.uint32), 32)
    assert list(o[1:4]) == [0, 0, 1]
    one_up = np.nextafter(np.float32(1.0), np.float32(2)).view(np.uint32)
    assert int(gic.ordered(np.array([one_up]), 32)[0] - o[4]) == 1
    assert int(o[4] + o[0]) == 0


def test_host_descriptors_map_to_the_descriptor_and_its_shape_and_strides(tmp_path):
    # desc_host_copy (Triton 3.6.0's cuda:90 TTGIR): each descriptor argument is the descriptor,
    # then its shape (i32) and strides (i64) in the TTGIR; Y = X + 1 tile by tile
    rng = np.random.default_rng(2)
    x = rng.standard_normal((128, 128)).astype(np.float32)
    y = np.zeros_like(x)

    def desc(name, a):
        return {"name": name, "kind": "desc", "dtype": "float32", "base_shape": [128, 128],
                "base_strides": [128, 1], "shape": [128, 128], "strides": [128, 1], "block_shape": [32, 64],
                "padding": "zero"}

    arrays: dict = {}
    text = (REPO / "test/corpus/desc_host_copy/cuda90-w4/ttgir.mlir").read_text()
    _launch(arrays, "desc_host_copy.s0", "desc_host_copy", text, (4, 2), [desc("X", x), desc("Y", y)],
            {"X": x, "Y": y}, {"X": x, "Y": x + np.float32(1)})
    r = _check(tmp_path, arrays)["desc_host_copy.s0"]
    assert r["verdict"] == "bit-equal", r
