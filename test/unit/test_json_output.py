"""pyopt's machine-readable output (issue 26 item 3): ``-access-report``,
``-axis-info`` and ``-test-amd-range-analysis`` with ``format=json``, and
``--list-passes --json`` / ``--list-dumps --json``.

Every document is validated against its JSON Schema (``pyopt/schemas/``,
draft 2020-12) with ``jsonschema`` (the ``test`` extra), and its content is
checked against what the text forms of the same run say.  These outputs are
pyopt's own (real Triton has no JSON form): the numbers they carry are those
of the text tables, which the other tests compare with Triton and Nsight
Compute."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import jsonschema
import pytest

from dataclasses import field
from typing import Literal

from pyopt import cli
from pyopt.passes import ModulePass, register_pass, unregister_pass

REPO = Path(__file__).resolve().parents[2]
SCHEMAS = REPO / "pyopt" / "schemas"
NAMES = ("access-report", "axis-info", "range-analysis", "passes", "dumps")

HEADER = """\
#bl4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
"""

# a masked copy, a load whose address depends on a loaded value (bounded by AxisInfo), a float argument
KERNEL = HEADER + """\
  tt.func public @copy(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %y: !tt.ptr<i32>, %n: i32 {tt.divisibility = 16 : i32}, %s: f32) {
    %c1024 = arith.constant 1024 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c1024 : i32
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #bl4>
    %3 = tt.splat %1 : i32 -> tensor<1024xi32, #bl4>
    %4 = arith.addi %3, %2 : tensor<1024xi32, #bl4>
    %5 = tt.splat %n : i32 -> tensor<1024xi32, #bl4>
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32, #bl4>
    %7 = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #bl4>
    %8 = tt.addptr %7, %4 : tensor<1024x!tt.ptr<f32>, #bl4>, tensor<1024xi32, #bl4>
    %9 = tt.load %8, %6 : tensor<1024x!tt.ptr<f32>, #bl4>
    %10 = tt.splat %y : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #bl4>
    %11 = tt.addptr %10, %4 : tensor<1024x!tt.ptr<i32>, #bl4>, tensor<1024xi32, #bl4>
    %12 = tt.load %11 : tensor<1024x!tt.ptr<i32>, #bl4>
    %13 = tt.addptr %7, %12 : tensor<1024x!tt.ptr<f32>, #bl4>, tensor<1024xi32, #bl4>
    tt.store %13, %9, %6 : tensor<1024x!tt.ptr<f32>, #bl4>
    tt.return
  }
}
"""

LOOP = """\
module {
  tt.func @sum(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %q = tt.addptr %p, %i : !tt.ptr<i32>, i32
      %v = tt.load %q : !tt.ptr<i32>
      %a = arith.addi %acc, %i : i32
      scf.yield %a : i32
    }
    tt.return %r : i32
  }
}
"""


def run(args: list, stdin: str = ""):
    """``pyopt args`` in-process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main([str(a) for a in args])
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def documents(text: str) -> list:
    """The JSON documents written one after another in ``text``."""
    dec, docs, i = json.JSONDecoder(), [], 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        doc, i = dec.raw_decode(text, i)
        docs.append(doc)
    return docs


def valid(name: str, doc) -> dict:
    validator(name).validate(doc)
    assert doc["schema"] == f"pyopt.{name}"
    assert doc["version"] == validator(name).schema["properties"]["version"]["const"]
    return doc


@pytest.mark.parametrize("name", NAMES)
def test_schemas_are_draft_2020_12_and_reject_other_documents(name):
    v = validator(name)
    schema = v.schema
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["properties"]["schema"] == {"const": f"pyopt.{name}"}
    assert not v.is_valid({"schema": f"pyopt.{name}", "version": 99})
    assert not v.is_valid({"schema": "pyopt.other", "version": 1})


# ---------------------------------------------------------------------------
# -access-report=format=json
# ---------------------------------------------------------------------------


def test_access_report_json_matches_the_remarks(tmp_path):
    f = tmp_path / "k.mlir"
    f.write_text(KERNEL)
    code, out, err = run([f, "-access-report=format=json args=arg2=1000,3=2.5", "-o", tmp_path / "ir.mlir"])
    assert code == 0, err
    [doc] = documents(err)
    valid("access-report", doc)
    assert doc["report"] == 1 and doc["program_id"] == [0, 0, 0] and doc["grid"] is None
    assert doc["triton_version"] == "3.6.0"
    [fn] = doc["functions"]
    assert fn["name"] == "copy" and fn["num_warps"] == 4 and fn["stopped"] is None
    args = {a["name"]: a for a in fn["arguments"]}
    assert args["%arg2"]["value"] == 1000 and args["%arg2"]["given"]
    assert args["%arg3"]["value"] is None and args["%arg3"]["given"]          # floats are not evaluated
    assert args["%arg1"]["value"] == 2 * 2**32 + 256 and not args["%arg1"]["given"]
    ld, ld2, st = fn["ops"]
    assert [o["op"] for o in fn["ops"]] == ["tt.load", "tt.load", "tt.store"]
    assert ld["location"] == {"line": 14, "column": 10}
    # the masked copy: as test_access_report's n=1000 case (8 requests, 7*16+13 sectors)
    assert ld["vector"]["elements"] == 4 and ld["vector"]["bits"] == 128
    assert ld["exact"]["requests"] == 8 and ld["exact"]["sectors"] == 7 * 16 + 13
    assert sum(ld["requests_per_warp"]) == 8 and ld["bound"] is None
    # the store's addresses depend on a loaded value: an AxisInfo bound
    assert st["exact"]["requests"] == 0 and st["bound"]["executions"] == 1
    assert st["bound"]["sectors_min"] <= st["bound"]["sectors_max"] and st["notes"]

    # the same run with remarks says the same numbers
    code, _, remarks = run([f, "-access-report=format=remarks args=arg2=1000,3=2.5", "-o", tmp_path / "ir2.mlir"])
    assert code == 0
    assert f"{ld['exact']['requests']} in all" in remarks
    assert f"({ld['exact']['sectors']} sectors, {ld['exact']['lines']} lines in all)" in remarks
    # and the IR is unchanged
    assert (tmp_path / "ir.mlir").read_text() == (tmp_path / "ir2.mlir").read_text()


def test_access_report_json_goes_where_the_table_goes_and_numbers_each_run(tmp_path):
    f = tmp_path / "k.mlir"
    f.write_text(KERNEL)
    out_file = tmp_path / "report.json"
    code, out, err = run([f, "-access-report=format=json pid=1 grid=2",
                          f"-access-report=format=json output={out_file}", "-o", tmp_path / "ir.mlir"])
    assert code == 0, err
    docs = documents(out_file.read_text())
    assert [valid("access-report", d)["report"] for d in docs] == [2]
    [first] = documents(err)
    assert first["report"] == 1 and first["program_id"] == [1, 0, 0] and first["grid"] == [2, 1, 1]
    code, out, err = run([f, "-access-report=format=json output=-", "-o", tmp_path / "ir.mlir"])
    assert code == 0 and valid("access-report", documents(out)[0])
    assert err == ""


def test_access_report_json_under_another_release(tmp_path):
    f = tmp_path / "k.mlir"
    f.write_text(KERNEL)
    code, _, err = run(["--triton-version=3.9", f, "-access-report=format=json", "-o", tmp_path / "ir.mlir"])
    assert code == 0, err
    assert valid("access-report", documents(err)[0])["triton_version"] == "3.9.0"


# ---------------------------------------------------------------------------
# -axis-info=format=json
# ---------------------------------------------------------------------------


def test_axis_info_json_has_the_table_rows(tmp_path):
    f = tmp_path / "k.mlir"
    f.write_text(KERNEL)
    code, out, err = run([f, "-axis-info=format=json", "-o", tmp_path / "ir.mlir"])
    assert code == 0, err
    [doc] = documents(err)
    valid("axis-info", doc)
    [fn] = doc["functions"]
    rows = {v["value"]: v for v in fn["values"]}
    assert rows["%arg0"]["kind"] == "block_argument" and rows["%arg0"]["defined_by"] == "tt.func @copy argument #0"
    assert rows["%arg0"]["axis_info"]["divisibility"] == [16]
    assert rows["%c1024_i32"]["axis_info"]["constant_value"] == 1024
    assert rows["%2"]["type"] == ("tensor<1024xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], "
                                  "warpsPerCTA = [4], order = [0]}>>")          # no aliases
    assert rows["%2"]["axis_info"]["contiguity"] == [1024]
    # the table lists the same values in the same order
    code, _, table = run([f, "-axis-info=format=table", "-o", tmp_path / "ir2.mlir"])
    positions = [table.index(f"{v['value']} ") for v in fn["values"]]
    assert positions == sorted(positions)


def test_axis_info_json_block_arguments_of_a_loop(tmp_path):
    code, out, err = run(["-", "-axis-info=format=json"], stdin=LOOP)
    assert code == 0, err
    doc = valid("axis-info", documents(err)[0])
    rows = {v["value"]: v for v in doc["functions"][0]["values"]}
    assert rows["%arg2"]["defined_by"] == "scf.for induction variable"
    assert rows["%arg3"]["defined_by"] == "scf.for iter_arg #0"
    assert out.startswith("module {")                      # stdout stays the IR


# ---------------------------------------------------------------------------
# -test-amd-range-analysis=format=json
# ---------------------------------------------------------------------------


def test_range_analysis_json(tmp_path):
    code, out, err = run(["-", "-test-amd-range-analysis=format=json"], stdin=LOOP)
    assert code == 0, err
    doc = valid("range-analysis", documents(err)[0])
    fn = doc["functions"][0]
    rows = {v["value"]: v for v in fn["values"]}
    assert rows["%c8_i32"]["range"] == {"unsigned": [8, 8], "signed": [8, 8], "non_negative": True}
    assert rows["%arg2"]["range"]["signed"] == [0, 7]
    assert rows["%2"]["range"]["signed"] == [-2**31, 2**31 - 1]
    assert rows["%arg0"]["range"] is None                     # not an integer
    [loop] = fn["loops"]
    assert loop == {"op": "scf.for", "results": ["%0"], "line": 6, "trip_count": 8, "total_trip_count": 8}
    assert doc["remarks"] == []


def test_range_analysis_json_one_document_per_split_chunk():
    code, out, err = run(["-", "--split-input-file", "-test-amd-range-analysis=format=json"],
                         stdin=LOOP + "// -----\n" + LOOP.replace("@sum", "@sum2"))
    assert code == 0, err
    docs = documents(err)
    assert [valid("range-analysis", d)["functions"][0]["name"] for d in docs] == ["sum", "sum2"]


# ---------------------------------------------------------------------------
# --list-passes --json, --list-dumps --json
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("release", ["3.6", "3.8"])
def test_list_passes_json_matches_the_text_listing(release):
    code, out, _ = run([f"--triton-version={release}", "--list-passes", "--json"])
    assert code == 0
    doc = valid("passes", json.loads(out))
    code, text, _ = run([f"--triton-version={release}", "--list-passes"])
    names = [p["name"] for p in doc["passes"]]
    assert names == [line.split()[0][1:] for line in text.splitlines() if line.startswith("  -")]
    for p in doc["passes"]:
        for o in p["options"]:
            assert f"        {o['name']}=<{o['type']}>" in text
    buffer = next(p for p in doc["passes"] if p["name"] == "convert-to-buffer-ops")
    # the option Triton 3.8 renamed (a release rule) is listed under the release's name
    names = {o["name"] for o in buffer["options"]}
    assert ("arch-generation-name" in names) == (release == "3.6")


def test_list_passes_json_with_a_plugin_pass():
    @register_pass
    class Plugin(ModulePass):
        name = "unit-json-plugin"

        ratio: float = 0.5
        items: list[int] = field(default_factory=lambda: [1, 2])
        mode: Literal["a", "b"] = "a"
        flag: bool = True

        def run(self, module, ctx):
            pass

    try:
        code, out, err = run(["--list-passes", "--json"])
    finally:
        unregister_pass("unit-json-plugin")
    assert code == 0, err
    doc = valid("passes", json.loads(out))
    [p] = [p for p in doc["passes"] if p["name"] == "unit-json-plugin"]
    assert p["aliases"] == [] and p["mirrors"] == ""
    assert {o["name"]: o["default"] for o in p["options"]} == {"ratio": 0.5, "items": [1, 2], "mode": "a",
                                                                 "flag": True}


# Real kernels: Triton 3.6.0's and 3.9.0's corpora, NVIDIA and AMD targets
CORPUS = [("3.6", REPO / "test/corpus/argmax_rows/cuda80-w4/01-coalesce.before.mlir"),
          ("3.6", REPO / "test/corpus/assume_bounds/cuda90-w4/01-coalesce.before.mlir"),
          ("3.9", REPO / "test/corpus-releases/3.9.0/argmax_rows/gfx942-w4/01-coalesce.before.mlir"),
          ("3.9", REPO / "test/corpus-releases/3.9.0/approx_div/cuda90-w8/01-coalesce.before.mlir")]


@pytest.mark.parametrize("release, path", CORPUS, ids=lambda x: str(x).split("test/")[-1])
@pytest.mark.parametrize("flag, name", [("-access-report=format=json", "access-report"),
                                        ("-axis-info=format=json", "axis-info"),
                                        ("-test-amd-range-analysis=format=json", "range-analysis")])
def test_corpus_kernels_give_valid_documents(release, path, flag, name, tmp_path):
    code, _, err = run([f"--triton-version={release}", path, flag, "-o", tmp_path / "ir.mlir"])
    assert code == 0, err
    [doc] = documents(err)
    assert valid(name, doc)["triton_version"].startswith(release)
    assert doc["functions"]


def test_list_dumps_json():
    log = REPO / "test" / "cli" / "Inputs" / "copy_contig.gfx942.triton38.dump.log"
    code, out, err = run(["--list-dumps", "--json", log])
    assert code == 0, err
    doc = valid("dumps", json.loads(out))
    code, text, _ = run(["--list-dumps", log])
    assert len(doc["dumps"]) == len(text.splitlines()) - 1 > 2
    first = doc["dumps"][0]
    assert first["index"] == 1 and first["when"] == "before" and first["pass"] == "canonicalize"
    assert first["op"] == "tt.func" and first["symbol"] == "copy_contig"
    assert first["options"].startswith("{")                # 3.8's headers print the options
    code, out, _ = run(["--list-dumps", "--json", "-"], stdin="module {}\n")
    assert code == 0 and valid("dumps", json.loads(out))["dumps"] == []


def test_json_without_a_listing_is_an_error():
    code, out, err = run(["--json", "-"], stdin="module {}\n")
    assert code == 1 and out == ""
    assert err == "pyopt: error: --json goes with --list-passes or --list-dumps\n"
