"""-access-report on kernels whose global memory traffic goes through TMA or
tensor descriptors (issue 26 item 6): those ops are named as not modelled,
with their locations, in the remarks, under the table and in the JSON
(schema pyopt.access-report version 2), instead of an empty table.

The kernel is test/corpus/desc_matmul/cuda90-w4/ttgir.mlir (real Triton 3.6.0's
TTGIR of a tensor-descriptor matmul for cuda:90: six
ttng.async_tma_copy_global_to_local, one ttng.async_tma_copy_local_to_global, no
tt.load or tt.store)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema

from pyopt.transforms.access_report import not_modelled
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source

ROOT = Path(__file__).resolve().parents[2]
TMA = ROOT / "test/corpus/desc_matmul/cuda90-w4/ttgir.mlir"
LOADS = [52, 54, 58, 60, 83, 85]  # the input's ttng.async_tma_copy_global_to_local lines
STORE = 98  # its ttng.async_tma_copy_local_to_global


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyopt", *map(str, args)], capture_output=True, text=True, cwd=ROOT)


def test_remarks_and_table_name_each_tma_op():
    r = run(TMA, "-access-report")
    assert r.returncode == 0
    remarks = [line for line in r.stderr.splitlines() if ": remark: access-report:" in line]
    want = [(n, "ttng.async_tma_copy_global_to_local") for n in LOADS] + \
        [(STORE, "ttng.async_tma_copy_local_to_global")]
    assert remarks == [f"{TMA}:{n}:{5 if n not in (83, 85) else 7}: remark: access-report: {op} "
                       "is not modelled: a TMA or tensor-descriptor copy (its global memory traffic is not in "
                       "the report)" for n, op in want]
    table = r.stderr[r.stderr.index("access report #1"):]
    assert ("not modelled: 7 ops of @desc_matmul access global memory through a TMA or tensor-descriptor copy "
            "engine; their traffic is not in the table:\n") in table
    for n, op in want:
        assert f"  line {n}:{5 if n not in (83, 85) else 7}: {op}\n" in table


def test_json_lists_them():
    r = run(TMA, "-access-report=format=json")
    assert r.returncode == 0
    doc = json.loads(r.stderr)
    schema = json.loads((ROOT / "pyopt/schemas/access-report.schema.json").read_text())
    jsonschema.Draft202012Validator(schema).validate(doc)
    assert doc["version"] == 2
    (func,) = doc["functions"]
    assert func["ops"] == []
    assert [(e["location"]["line"], e["op"]) for e in func["not_modelled"]] == \
        [(n, "ttng.async_tma_copy_global_to_local") for n in LOADS] + [(STORE, "ttng.async_tma_copy_local_to_global")]


def test_a_kernel_without_them_says_nothing():
    plain = ROOT / "test/corpus/copy_contig/cuda90-w4/ttgir.mlir"
    r = run(plain, "-access-report=format=json")
    assert r.returncode == 0
    (func,) = json.loads(r.stderr)["functions"]
    assert func["not_modelled"] == [] and len(func["ops"]) == 2
    r = run(plain, "-access-report")
    assert r.returncode == 0 and "not modelled" not in r.stderr


SRC = """
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @k(%d: !tt.tensordesc<tensor<16x16xf16>>, %p: !tt.ptr<f32>, %i: i32) {
    %v = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
    tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<16x16xf16>>, tensor<16x16xf16>
    %x = tt.load %p : !tt.ptr<f32>
    tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x : f32
    tt.return
  }
}
"""


def test_the_rule():
    # tensor descriptors' loads and stores are not modelled; loads are; tt.print's
    # effect on the whole of global memory is no access
    with Context("3.6") as ctx:
        module = parse_source(SRC, "k.mlir", context=ctx)
        got = {op.name: not_modelled(op) for op in module.walk() if op.name != "builtin.module"}
    assert got["tt.descriptor_load"] and got["tt.descriptor_store"]
    assert not got["tt.load"] and not got["tt.print"] and not got["tt.func"]
