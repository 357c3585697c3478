"""pyopt's Python API (``pyopt.api``, issue 26 item 4).

What the API returns is compared with what the command line prints for the same input and
release (``pyopt.cli.main`` in-process): the module's text, passes' output, diagnostics, the
``format=json`` documents of the analyses, ``pyopt layout``'s thread map.  Where a real Triton
wheel wrote the reference (``test/corpus/`` by 3.6.0, ``test/corpus-releases/<release>/`` by
3.7.1, 3.8.0 and 3.9.0: ``asm.ttgir`` and each pass position's ``.after.mlir``), the API's
output is compared with that file too.  Error messages are pyopt's (the CLI's), which the CLI's
own tests compare with each release."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from dataclasses import field
from pathlib import Path

import pytest

import pyopt
from pyopt import api, cli
from pyopt.passes import ModulePass, register_pass, unregister_pass

REPO = Path(__file__).resolve().parents[2]
CORPORA = {"3.6": REPO / "test/corpus", "3.7": REPO / "test/corpus-releases/3.7.1",
           "3.8": REPO / "test/corpus-releases/3.8.0", "3.9": REPO / "test/corpus-releases/3.9.0"}
COPY = REPO / "examples/copy.ttgir"
SOFTMAX = REPO / "examples/softmax.ttgir"


def run(args: list) -> tuple[int, str, str]:
    """``pyopt args`` in-process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main([str(a) for a in args])
    finally:
        sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def cli_output(args: list) -> str:
    code, out, err = run(args)
    assert code == 0, err
    return out


# ---------------------------------------------------------------------------
# Module.parse and str(module): the CLI's text, the wheels' text
# ---------------------------------------------------------------------------

PRINT_CASES = [(v, kernel, config) for v in CORPORA for kernel, config in
               (("attention_fwd", "cuda90-w4"), ("atomic_add_sum", "gfx942-w4"), ("desc_matmul", "cuda90-w4"))]


@pytest.mark.parametrize("version,kernel,config", PRINT_CASES)
def test_str_of_a_parsed_module_is_what_the_cli_prints(version, kernel, config):
    path = CORPORA[version] / kernel / config / "asm.ttgir"
    text = path.read_text()
    module = pyopt.Module.parse(text, triton_version=version, source_name=str(path))
    assert str(module) == cli_output([f"--triton-version={version}", path])
    # Triton's own dump (debug info, names from locations) is what the wheel wrote, byte for byte
    assert module.get_asm(enable_debug_info=True, use_name_loc_as_prefix=True) == text
    assert module.triton_version.startswith(version + ".")


@pytest.mark.parametrize("flag,keyword", [
    ("--mlir-print-debuginfo", "enable_debug_info"), ("--mlir-print-op-generic", "print_generic_op_form"),
    ("--mlir-print-local-scope", "use_local_scope"), ("--mlir-use-nameloc-as-prefix", "use_name_loc_as_prefix")])
def test_get_asm_takes_the_cli_printing_flags(flag, keyword):
    path = CORPORA["3.9"] / "attention_fwd/gfx942-w4/asm.ttgir"
    module = pyopt.Module.parse_file(str(path), triton_version="3.9")
    assert module.get_asm(**{keyword: True}) == cli_output(["--triton-version=3.9", flag, path])
    assert module.get_asm(**{keyword: True}) != str(module)


def test_get_asm_elides_large_elements_as_the_cli_does(tmp_path):
    f = tmp_path / "c.mlir"
    f.write_text("module {\n  tt.func @f() -> tensor<4xi32> {\n"
                 "    %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>\n    tt.return %c : tensor<4xi32>\n"
                 "  }\n}\n")
    module = pyopt.Module.parse_file(str(f), triton_version="3.6")
    assert module.get_asm(large_elements_limit=2) == cli_output(
        ["--triton-version=3.6", "--mlir-elide-elementsattrs-if-larger=2", f])
    assert "__elided__" in module.get_asm(large_elements_limit=2)


def test_the_file_metadata_block_is_printed_back(tmp_path):
    text = COPY.read_text() + '\n{-#\n  external_resources: {\n    mlir_reproducer: {\n' \
        '      pipeline: "builtin.module(cse)",\n      disable_threading: false,\n      verify_each: true\n' \
        '    }\n  }\n#-}\n'
    f = tmp_path / "r.mlir"
    f.write_text(text)
    module = pyopt.Module.parse(text, triton_version="3.6", source_name=str(f))
    assert str(module) == cli_output(["--triton-version=3.6", f])
    assert "mlir_reproducer" in str(module)


def test_each_release_prints_its_own_spelling():
    # !tt.tensordesc: an inner tensor type up to 3.7, a shape from 3.8 (triton-lang/triton#9851)
    text = ("module {\n  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16>>) {\n    tt.return\n  }\n}\n")
    assert "!tt.tensordesc<tensor<64x64xf16>>" in str(pyopt.Module.parse(text, triton_version="3.7"))
    m = pyopt.Module.parse(text, triton_version="3.8")
    assert "!tt.tensordesc<64x64xf16>" in str(m)
    t = m.functions()[0].regions[0].blocks[0].arguments[0].type
    assert isinstance(t, pyopt.TensorDescType) and t.shape == [64, 64] and str(t.element_type) == "f16"
    assert t.encoding is None


def test_the_default_release_is_the_command_lines(monkeypatch):
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "3.7")
    assert pyopt.Module.parse("module {\n}\n").triton_version == "3.7.1"
    assert pyopt.PassManager.parse("builtin.module(cse)").triton_version == "3.7.1"


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------

BAD = "module {\n  tt.func @f() {\n    %0 = arith.addi %x, %x : i32\n    tt.return\n  }\n}\n"
INVALID = ("module {\n  tt.func @f() {\n    %0 = tt.make_range {end = 2 : i32, start = 4 : i32} : tensor<4xi32>\n"
           "    tt.return\n  }\n}\n")


@pytest.mark.parametrize("text", [BAD, INVALID], ids=["syntax", "verifier"])
def test_bad_text_raises_parse_error_with_the_cli_diagnostics(tmp_path, text):
    f = tmp_path / "bad.mlir"
    f.write_text(text)
    code, out, err = run(["--triton-version=3.9", f])
    assert code == 1 and out == ""
    with pytest.raises(pyopt.ParseError) as info:
        pyopt.Module.parse(text, triton_version="3.9", source_name=str(f))
    e = info.value
    assert isinstance(e, pyopt.Error) and isinstance(e, Exception)
    assert isinstance(e, pyopt.VerificationError) == (text is INVALID)
    assert str(e) + "\n" == err
    [d] = e.errors
    assert (d.severity, d.file, d.line) == ("error", str(f), 3)
    assert err.startswith(f"{f}:3:{d.column}: error: {d.message}\n") and str(d) + "\n" == err


def test_an_op_a_release_lacks_is_refused_with_a_note():
    text = ("module {\n  tt.func @f(%a: f32, %b: f32) -> f32 {\n"
            "    %0 = tt.approx_divf %a, %b : f32\n    tt.return %0 : f32\n  }\n}\n")
    assert pyopt.Module.parse(text, triton_version="3.9")
    with pytest.raises(pyopt.ParseError) as info:
        pyopt.Module.parse(text, triton_version="3.8", source_name="a.mlir")
    [d] = info.value.errors
    assert d.notes and "--triton-version=3.9" in d.notes[0].message
    assert "--triton-version=3.9" in str(info.value)


def test_a_bad_release_is_an_error():
    with pytest.raises(pyopt.Error, match=r"invalid value '3\.5'.*Triton 3\.6, 3\.7, 3\.8 and 3\.9"):
        pyopt.Module.parse("module {\n}\n", triton_version="3.5")
    with pytest.raises(pyopt.Error):
        pyopt.PassManager.parse("builtin.module(cse)", triton_version="4.0")


def test_nesting_too_deep_is_the_cli_error(tmp_path):
    depth = 10_001  # (pyopt.support.MAX_NESTING + 1)
    text = ("module {\n  tt.func @f(%c: i1) {\n" + "    scf.if %c {\n" * depth + "    }\n" * depth
            + "    tt.return\n  }\n}\n")
    f = tmp_path / "deep.mlir"
    f.write_text(text)
    code, out, err = run(["--triton-version=3.6", f])
    with pytest.raises(pyopt.ParseError) as info:
        pyopt.Module.parse(text, triton_version="3.6", source_name=str(f))
    assert code == 1 and str(info.value) + "\n" == err and "nesting too deep" in err


def test_a_recursion_error_is_reported_as_the_cli_reports_it():
    def deep() -> None:
        raise RecursionError("maximum recursion depth exceeded")

    with pytest.raises(pyopt.PassFailure) as info:
        api._guarded(deep, pyopt.PassFailure, None, "k.mlir")
    assert str(info.value).startswith("pyopt: error: while processing k.mlir: nesting too deep: ")
    assert info.value.__cause__ is None and not isinstance(info.value, RecursionError)


# ---------------------------------------------------------------------------
# PassManager: the CLI's output, the wheels' output
# ---------------------------------------------------------------------------

PASS_CASES = [
    ("3.6", "attention_fwd/cuda90-w4/01-coalesce", "builtin.module(tritongpu-coalesce)", ["-coalesce"]),
    ("3.9", "attention_fwd/cuda90-w4/01-coalesce", "builtin.module(coalesce)", ["-tritongpu-coalesce"]),
    ("3.8", "attention_fwd/cuda90-w4/04-remove-layout-conversions-1",
     "builtin.module(tritongpu-remove-layout-conversions)", ["-remove-layout-conversions"]),
    ("3.9", "attention_fwd/gfx942-w4/27-canonicalize", "builtin.module(canonicalize)", ["-canonicalize"]),
    ("3.7", "atomic_add_sum/gfx942-w4/01-coalesce", "builtin.module(tritongpu-coalesce)", ["-coalesce"]),
]


@pytest.mark.parametrize("version,position,pipeline,flags", PASS_CASES)
def test_a_pass_run_is_what_the_cli_and_the_wheel_give(version, position, pipeline, flags):
    before = CORPORA[version] / f"{position}.before.mlir"
    after = CORPORA[version] / f"{position}.after.mlir"
    expected = cli_output([f"--triton-version={version}", before] + flags)
    # the wheel's output, reprinted without locations as the CLI prints it
    assert expected == str(pyopt.Module.parse(after.read_text(), triton_version=version))
    for pm in (pyopt.PassManager.parse(pipeline, triton_version=version),
               pyopt.PassManager.from_flags(flags, triton_version=version)):
        module = pyopt.Module.parse(before.read_text(), triton_version=version, source_name=str(before))
        assert pm.run(module) == []
        assert str(module) == expected


def test_a_nested_pipeline_runs_as_the_cli_runs_it():
    pipeline = "builtin.module(tt.func(canonicalize),cse)"
    path = CORPORA["3.9"] / "attention_fwd/gfx942-w4/32-canonicalize.before.mlir"
    module = pyopt.Module.parse_file(str(path), triton_version="3.9")
    pm = pyopt.PassManager.parse(pipeline, triton_version="3.9")
    code, out, err = run(["--triton-version=3.9", "--dump-pass-pipeline", f"--pass-pipeline={pipeline}", path])
    assert str(pm) == err.splitlines()[1] and str(pm).startswith("builtin.module(tt.func(canonicalize{")
    pm.run(module)
    assert str(module) == cli_output(["--triton-version=3.9", f"--pass-pipeline={pipeline}", path])
    assert str(module) != path.read_text()


def test_str_of_a_pass_manager_is_the_dumped_pipeline():
    pm = pyopt.PassManager.from_flags(["-coalesce", "-p", "canonicalize{max-iterations=3}"], triton_version="3.6")
    code, out, err = run(["--triton-version=3.6", "--dump-pass-pipeline", "-coalesce", "-p",
                          "canonicalize{max-iterations=3}", COPY])
    assert err.splitlines()[1] == str(pm)
    assert str(pm).startswith("builtin.module(tritongpu-coalesce,canonicalize{")


def test_remarks_come_back_as_the_cli_prints_them():
    module = pyopt.Module.parse_file(str(COPY), triton_version="3.9")
    remarks = pyopt.PassManager.from_flags(["-coalesce=explain=true"], triton_version="3.9").run(module)
    code, out, err = run(["--triton-version=3.9", COPY, "-coalesce=explain=true"])
    assert "\n".join(r.text for r in remarks) + "\n" == err
    assert {r.severity for r in remarks} == {"remark"} and remarks[0].line == 16
    assert str(module) == out


@pytest.mark.parametrize("pipeline,flags", [
    ("builtin.module(no-such-pass)", ["-no-such-pass"]),
    ("builtin.module(optimize-buffer-op-ptr)", ["-optimize-buffer-op-ptr"]),
    ("builtin.module(coalesce{bogus=1})", ["-coalesce=bogus=1"]),
    ("cse", None),
    ("builtin.module(tt.func(symbol-dce))", None),
])
def test_a_bad_pipeline_raises_pipeline_error_with_the_cli_text(pipeline, flags):
    code, out, err = run(["--triton-version=3.6", f"--pass-pipeline={pipeline}", COPY])
    assert code == 1
    with pytest.raises(pyopt.PipelineError) as info:
        pyopt.PassManager.parse(pipeline, triton_version="3.6")
    assert str(info.value) + "\n" == err
    if flags is not None:
        code, out, err = run(["--triton-version=3.6", *flags, COPY])
        with pytest.raises(pyopt.PipelineError) as info:
            pyopt.PassManager.from_flags(flags, triton_version="3.6")
        assert str(info.value) + "\n" == err


def test_from_flags_takes_pass_flags_only():
    with pytest.raises(pyopt.PipelineError, match="not a pass flag"):
        pyopt.PassManager.from_flags(["-cse", "--mlir-print-debuginfo"], triton_version="3.6")
    with pytest.raises(pyopt.PipelineError, match="not a pass flag"):
        pyopt.PassManager.from_flags(["-cse", "in.mlir"], triton_version="3.6")
    with pytest.raises(pyopt.PipelineError, match="needs a value"):
        pyopt.PassManager.from_flags(["-p"], triton_version="3.6")


def test_an_older_release_option_name_gives_a_note():
    # convert-to-buffer-ops' arch-generation-name is gfx-arch from 3.8 (triton-lang/triton#10138)
    pm = pyopt.PassManager.from_flags(["-convert-to-buffer-ops=arch-generation-name=gfx942"], triton_version="3.9")
    [note] = pm.notes
    code, out, err = run(["--triton-version=3.9", "-convert-to-buffer-ops=arch-generation-name=gfx942", COPY])
    assert note.text in err.splitlines() and note.severity == "note"


def test_a_failing_pass_raises_pass_failure_with_the_cli_text():
    flags = ["-access-report=args=nope=1 format=remarks"]
    code, out, err = run(["--triton-version=3.6", COPY, *flags])
    assert code == 1
    module = pyopt.Module.parse_file(str(COPY), triton_version="3.6")
    with pytest.raises(pyopt.PassFailure) as info:
        pyopt.PassManager.from_flags(flags, triton_version="3.6").run(module)
    assert str(info.value) + "\n" == err
    assert info.value.errors[0].line == 3


def test_a_ttgir_pass_on_ttir_gets_the_cli_note(tmp_path):
    text = ("module {\n  tt.func public @f(%arg0: tensor<128x!tt.ptr<f32>>) {\n"
            "    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>>\n    tt.return\n  }\n}\n")
    f = tmp_path / "t.mlir"
    f.write_text(text)
    code, out, err = run(["--triton-version=3.6", f, "-coalesce"])
    assert code == 1
    module = pyopt.Module.parse(text, triton_version="3.6", source_name=str(f))
    with pytest.raises(pyopt.PassFailure) as info:
        pyopt.PassManager.from_flags(["-coalesce"], triton_version="3.6").run(module)
    assert str(info.value) + "\n" == err
    assert info.value.diagnostics[-1].severity == "note" and "is TTIR" in info.value.diagnostics[-1].message


def test_a_release_mismatch_is_refused():
    module = pyopt.Module.parse_file(str(COPY), triton_version="3.6")
    with pytest.raises(pyopt.Error, match="read as Triton 3.6.0 and the passes for Triton 3.9.0"):
        pyopt.PassManager.parse("builtin.module(cse)", triton_version="3.9").run(module)


def test_a_bug_in_a_pass_is_an_internal_error_with_its_cause():
    @register_pass
    class Crash(ModulePass):
        """A pass that raises (a bug)."""

        name = "test-api-crash"
        summary = "raises"

        def run(self, module, ctx) -> None:
            raise RuntimeError("boom")

    try:
        module = pyopt.Module.parse_file(str(COPY), triton_version="3.6")
        with pytest.raises(pyopt.InternalError) as info:
            pyopt.PassManager.from_flags(["-test-api-crash"], triton_version="3.6").run(module)
        assert isinstance(info.value.__cause__, RuntimeError)
        assert "RuntimeError: boom" in str(info.value) and "internal error" in str(info.value)
    finally:
        unregister_pass("test-api-crash")


def test_verify_each_off_lets_invalid_ir_through():
    @register_pass
    class Break(ModulePass):
        """Changes an op's result type to one its verifier refuses."""

        name = "test-api-break"
        summary = "breaks the IR"

        def run(self, module, ctx) -> None:
            from pyopt.dialects.arith.ops import MulIOp
            from pyopt.ir.types import IntegerType

            for op in module.walk():
                if isinstance(op, MulIOp):
                    op.results[0].type = IntegerType(64)

    try:
        module = pyopt.Module.parse_file(str(COPY), triton_version="3.6")
        with pytest.raises(pyopt.PassFailure) as info:
            pyopt.PassManager.from_flags(["-test-api-break"], triton_version="3.6").run(module)
        code, out, err = run(["--triton-version=3.6", COPY, "-test-api-break"])
        assert str(info.value) + "\n" == err
        module = pyopt.Module.parse_file(str(COPY), triton_version="3.6")
        pm = pyopt.PassManager.from_flags(["-test-api-break"], triton_version="3.6")
        pm.verify_each = False
        pm.run(module)
        with pytest.raises(pyopt.VerificationError) as info:
            module.operation.verify()
        assert "'arith.muli' op requires the same type for all operands and results" in str(info.value)
    finally:
        unregister_pass("test-api-break")


# ---------------------------------------------------------------------------
# Walking the IR
# ---------------------------------------------------------------------------


def test_walking_ops_regions_blocks_and_values():
    module = pyopt.Module.parse_file(str(COPY), triton_version="3.9")
    top = module.operation
    assert top.name == "builtin.module" and top.parent is None
    assert [r.owner for r in top.regions] == [top]
    assert module.body == top.regions[0].blocks[0] and module.body.owner == top
    [func] = module.functions()
    assert func.parent == top and func in module.body.operations
    names = [op.name for op in module.walk()]
    assert names[:3] == ["builtin.module", "tt.func", "arith.constant"] and names[-1] == "tt.return"
    assert [op.name for op in module.walk(pre_order=False)][-2:] == ["tt.func", "builtin.module"]
    entry = func.regions[0].blocks[0]
    args = entry.arguments
    assert [a.get_name() for a in args] == ["%arg0", "%arg1", "%arg2"]
    assert all(a.is_block_argument and a.owner == entry for a in args) and args[2].index == 2
    load = next(op for op in func.walk() if op.name == "tt.load")
    assert str(load) == "%11 = tt.load %10, %6 : tensor<1024x!tt.ptr<f32>, " \
        "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>"
    assert [v.get_name() for v in load.operands] == ["%10", "%6"]
    assert load.result.owner == load and not load.result.is_block_argument and load.result.index == 0
    assert [u.name for u in load.result.uses] == ["tt.store"]
    assert load.operands[0].owner.name == "tt.addptr"
    assert load.location.line == 16 and load.location.column == 11 and load.location.kind == "file"
    assert load.result.location.line == 16
    assert load.successors == [] and load.regions == []
    with pytest.raises(ValueError, match="'tt.store' has 0 results"):
        _ = next(op for op in func.walk() if op.name == "tt.store").result
    assert len({pyopt.Operation(load.raw, module), load}) == 1
    assert str(top) == str(module)
    assert repr(load).startswith("Operation(tt.load at loc(")


def test_attributes_as_python_values():
    module = pyopt.Module.parse_file(str(COPY), triton_version="3.9")
    attrs = module.operation.attributes
    assert list(attrs) == sorted(attrs)
    assert attrs["ttg.num-warps"].value == 4 and attrs["ttg.target"].value == "cuda:90"
    assert str(attrs["ttg.num-warps"]) == "4 : i32"
    [func] = module.functions()
    fa = func.attributes
    assert fa["sym_name"].value == "copy_contig" and fa["noinline"].value is False
    assert fa["arg_attrs"].value == [{"tt.divisibility": 16}] * 3
    assert isinstance(fa["function_type"], pyopt.Attribute)
    make_range = next(op for op in func.walk() if op.name == "tt.make_range")
    assert {k: v.value for k, v in make_range.attributes.items()} == {"end": 1024, "start": 0}


def test_attribute_values_of_every_builtin_kind():
    text = ('module {\n  tt.func @f() attributes {a = 1.5 : f32, b = "s", c, d = [1, "x"], e = array<i32: 1, 2>, '
            'f = {g = 2 : i64}, h = i32, i = @sym::@nested, j = true} {\n    tt.return\n  }\n}\n')
    attrs = pyopt.Module.parse(text, triton_version="3.6").functions()[0].attributes
    values = {k: v.value for k, v in attrs.items()}
    assert values["a"] == 1.5 and values["b"] == "s" and values["c"] is True and values["d"] == [1, "x"]
    assert values["e"] == [1, 2] and values["f"] == {"g": 2} and values["i"] == "sym::nested"
    assert values["j"] is True
    assert isinstance(values["h"], pyopt.IntegerType) and values["h"].width == 32


def test_types_and_layouts():
    module = pyopt.Module.parse_file(str(SOFTMAX), triton_version="3.9")
    [func] = module.functions()
    ptr = func.regions[0].blocks[0].arguments[0].type
    assert isinstance(ptr, pyopt.PointerType) and ptr.address_space == 1
    assert isinstance(ptr.pointee_type, pyopt.FloatType) and ptr.pointee_type.width == 32
    tensors = [r.type for op in func.walk() for r in op.results if isinstance(r.type, pyopt.RankedTensorType)]
    t = tensors[0]
    assert t.rank == len(t.shape) and isinstance(t.element_type, pyopt.Type)
    layout = t.encoding
    assert isinstance(layout, pyopt.Layout) and layout.kind == "distributed" and layout.name == "ttg.blocked"
    p = layout.parameters
    assert set(p) >= {"sizePerThread", "threadsPerWarp", "warpsPerCTA", "order"}
    assert str(layout).startswith("#ttg.blocked<{sizePerThread = " + str(p["sizePerThread"]).replace("'", ""))
    assert t == tensors[0] and hash(t) == hash(tensors[0])
    i32 = pyopt.parse_type("i32", "3.9")
    assert isinstance(i32, pyopt.IntegerType) and i32.width == 32 and i32.signedness == ""
    assert pyopt.parse_type("ui8", "3.9").signedness == "ui"
    assert isinstance(pyopt.parse_type("index", "3.9"), pyopt.IndexType)
    assert type(pyopt.parse_type("!ttg.async.token", "3.9")) is pyopt.Type


def test_a_dot_operand_layout_has_its_parent_as_a_layout():
    dot = pyopt.parse_attribute(
        "#ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, "
        "warpsPerCTA = [2, 2], instrShape = [16, 8]}>, kWidth = 2}>", "3.6")
    assert isinstance(dot, pyopt.Layout) and dot.name == "ttg.dot_op" and dot.kind == "distributed"
    parent = dot.parameters["parent"]
    assert isinstance(parent, pyopt.Layout) and parent.name == "ttg.nvidia_mma"
    assert parent.parameters["warpsPerCTA"] == [2, 2] and dot.parameters["opIdx"] == 0
    shared = pyopt.parse_attribute("#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
                                   "3.6")
    assert isinstance(shared, pyopt.Layout) and shared.kind == "shared" and shared.parameters["vec"] == 8


def test_memdesc_types():
    text = ("#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>\n"
            "#smem = #ttg.shared_memory\n"
            'module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, '
            '"ttg.threads-per-warp" = 32 : i32} {\n'
            "  tt.func @f() {\n    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>\n"
            "    tt.return\n  }\n}\n")
    module = pyopt.Module.parse(text, triton_version="3.6")
    t = next(op for op in module.walk() if op.name == "ttg.local_alloc").result.type
    assert isinstance(t, pyopt.MemDescType) and t.shape == [2, 16, 16] and t.mutable
    assert t.alloc_shape == [2, 16, 16] and str(t.memory_space) == "#ttg.shared_memory"
    assert isinstance(t.encoding, pyopt.Layout) and t.encoding.kind == "shared"


def test_locations_of_a_triton_dump():
    path = CORPORA["3.9"] / "attention_fwd/cuda90-w4/asm.ttgir"
    module = pyopt.Module.parse_file(str(path), triton_version="3.9")
    [func] = module.functions()
    kinds = {op.location.kind for op in func.walk()}
    assert kinds == {"name", "unknown", "file", "callsite"}
    named = [op.location for op in func.walk() if op.location.kind == "name"]
    assert named[0].name and named[0].file == "tools/kernels/linalg.py" and named[0].line
    assert str(named[0]).startswith('loc("' + named[0].name + '"(')
    unknown = next(op.location for op in func.walk() if op.location.kind == "unknown")
    assert str(unknown) == "loc(unknown)" and unknown.file is None and unknown.line is None and unknown.name is None
    assert func.location.kind == "file" and (func.location.file, func.location.line) == ("tools/kernels/linalg.py", 159)
    arg = func.regions[0].blocks[0].arguments[0]
    assert arg.location.kind == "name" and arg.location.name == "Q" and arg.get_name() == "%arg0"
    nameloc = module.get_asm(use_name_loc_as_prefix=True)
    assert "%Q: " in nameloc


# ---------------------------------------------------------------------------
# Analyses: the JSON documents' content
# ---------------------------------------------------------------------------


def json_of(args: list) -> dict:
    code, out, err = run(args)
    assert code == 0, err
    return json.loads(err)


AXIS_CASES = [("3.6", COPY), ("3.9", SOFTMAX), ("3.8", CORPORA["3.8"] / "attention_fwd/cuda90-w4/01-coalesce.before.mlir")]


@pytest.mark.parametrize("version,path", AXIS_CASES)
def test_axis_info_is_what_the_json_says(version, path):
    doc = json_of([f"--triton-version={version}", path, "-axis-info=format=json", "-o", "/dev/null"])
    module = pyopt.Module.parse_file(str(path), triton_version=version)
    analysis = pyopt.axis_info(module)
    rows = [v for f in doc["functions"] for v in f["values"]]
    items = analysis.items()
    assert len(items) == len(rows) > 0
    for (value, info), row in zip(items, rows):
        assert value.get_name() == row["value"] and str(value.type) == row["type"]
        got = None if info is None else {"contiguity": list(info.contiguity), "divisibility": list(info.divisibility),
                                         "constancy": list(info.constancy), "constant_value": info.constant_value}
        assert got == row["axis_info"]
        assert analysis[value] == info
    assert analysis.warnings == []


def test_axis_info_warnings_and_errors(tmp_path):
    text = ("module {\n  tt.func @f(%a: i32 {tt.divisibility = dense<[16, 16]> : tensor<2xi32>}) {\n"
            "    tt.return\n  }\n}\n")
    f = tmp_path / "w.mlir"
    f.write_text(text)
    code, out, err = run(["--triton-version=3.6", f, "-axis-info=format=json", "-o", "/dev/null"])
    warnings = pyopt.axis_info(pyopt.Module.parse_file(str(f), triton_version="3.6")).warnings
    expected = [line for line in err.splitlines() if ": warning: " in line]
    assert expected and [w.text.splitlines()[0] for w in warnings] == expected
    # a call graph cycle that a root reaches: Triton's "Cycle detected in call graph"
    recursive = ("module {\n  tt.func @m() {\n    tt.call @f() : () -> ()\n    tt.return\n  }\n"
                 "  tt.func @f() {\n    tt.call @g() : () -> ()\n    tt.return\n  }\n"
                 "  tt.func @g() {\n    tt.call @f() : () -> ()\n    tt.return\n  }\n}\n")
    f.write_text(recursive)
    code, out, err = run(["--triton-version=3.6", f, "-axis-info=format=json"])
    assert code == 1
    with pytest.raises(pyopt.AnalysisError) as info:
        pyopt.axis_info(pyopt.Module.parse_file(str(f), triton_version="3.6"))
    assert str(info.value) + "\n" == err and "Cycle detected" in err


RANGE = """\
module {
  tt.func @f(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %pid = tt.get_program_id x : i32
    %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %pid) -> (i32) : i32 {
      %a = arith.addi %acc, %i : i32
      scf.yield %a : i32
    }
    tt.return %r : i32
  }
}
"""


@pytest.mark.parametrize("version", ["3.6", "3.9"])
def test_integer_ranges_are_what_the_json_says(tmp_path, version):
    f = tmp_path / "r.mlir"
    f.write_text(RANGE)
    doc = json_of([f"--triton-version={version}", f, "-test-amd-range-analysis=format=json", "-o", "/dev/null"])
    module = pyopt.Module.parse_file(str(f), triton_version=version)
    analysis = pyopt.integer_ranges(module)
    [fn] = doc["functions"]
    assert len(analysis.items()) == len(fn["values"])
    for (value, r), row in zip(analysis.items(), fn["values"]):
        assert value.get_name() == row["value"]
        got = None if r is None else {"unsigned": [r.umin, r.umax], "signed": [r.smin, r.smax],
                                      "non_negative": r.non_negative}
        assert got == row["range"] and analysis[value] == r
    assert [(l.operation.name, l.trip_count, l.total_trip_count) for l in analysis.loops] == \
        [(l["op"], l["trip_count"], l["total_trip_count"]) for l in fn["loops"]]
    assert [r.message for r in analysis.remarks] == [r["message"] for r in doc["remarks"]]


def test_integer_ranges_read_pid_bounds_from_3_8():
    # TritonIntegerRangeAnalysis::setPidBound from the test.pid-bound-x attribute (triton-lang/triton#9814)
    text = RANGE.replace("module {", "module attributes {test.pid-bound-x = 7 : i32} {")
    ranges = {}
    for version in ("3.7", "3.8"):
        module = pyopt.Module.parse(text, triton_version=version)
        analysis = pyopt.integer_ranges(module)
        pid = next(op for op in module.walk() if op.name == "tt.get_program_id").result
        ranges[version] = analysis[pid]
    assert ranges["3.8"].smax < ranges["3.7"].smax


@pytest.mark.parametrize("version,path,kwargs,flag", [
    ("3.6", COPY, {}, "format=json"),
    ("3.9", COPY, {"pid": (3,), "grid": (8,), "args": {"arg2": 3000}, "base_align": 16},
     "format=json pid=3 grid=8 args=arg2=3000 base-align=16"),
    ("3.9", SOFTMAX, {"max_steps": 50}, "format=json max-steps=50"),
    ("3.8", CORPORA["3.8"] / "attention_fwd/cuda90-w4/27-remove-layout-conversions-3.after.mlir", {}, "format=json"),
])
def test_the_access_report_is_what_the_json_says(version, path, kwargs, flag):
    doc = json_of([f"--triton-version={version}", path, f"-access-report={flag}", "-o", "/dev/null"])
    module = pyopt.Module.parse_file(str(path), triton_version=version)
    report = pyopt.access_report(module, **kwargs)
    assert report.document == doc
    assert report.triton_version == doc["triton_version"] and list(report.program_id) == doc["program_id"]
    assert report.base_align == doc["base_align"]
    assert (None if report.grid is None else list(report.grid)) == doc["grid"]
    for fn, fdoc in zip(report.functions, doc["functions"], strict=True):
        assert (fn.name, fn.num_warps, fn.stopped) == (fdoc["name"], fdoc["num_warps"], fdoc["stopped"])
        assert [a.__dict__ for a in fn.arguments] == fdoc["arguments"]
        for a, o in zip(fn.accesses, fdoc["ops"], strict=True):
            assert a.operation.name == o["op"] and a.text == o["text"]
            assert {"line": a.line, "column": a.column} == o["location"] and a.operation.location.line == a.line
            assert (a.kind, a.counter, a.costed, a.executions, a.instructions_per_thread) == \
                (o["kind"], o["counter"], o["costed"], o["executions"], o["instructions_per_thread"])
            assert a.vector.__dict__ == o["vector"] and a.exact.__dict__ == o["exact"]
            assert list(a.requests_per_warp) == o["requests_per_warp"] and list(a.notes) == o["notes"]
            assert (None if a.bound is None else a.bound.__dict__) == o["bound"]
            if a.exact.requests:
                assert a.exact.sectors_per_request == a.exact.sectors / a.exact.requests
                assert a.exact.efficiency == a.exact.bytes_used / (32 * a.exact.sectors)


def test_access_report_errors():
    module = pyopt.Module.parse_file(str(COPY), triton_version="3.6")
    with pytest.raises(pyopt.AnalysisError) as info:
        pyopt.access_report(module, args={"nope": 1})
    code, out, err = run(["--triton-version=3.6", COPY, "-access-report=args=nope=1 format=json"])
    assert str(info.value) + "\n" == err
    with pytest.raises(pyopt.AnalysisError, match="option 'base-align' must be a power of two"):
        pyopt.access_report(module, base_align=3)
    with pytest.raises(pyopt.AnalysisError, match="option 'pid' takes up to 3"):
        pyopt.access_report(module, pid=(1, 2, 3, 4))


def test_access_report_warnings_are_the_hint_warnings(tmp_path):
    text = COPY.read_text().replace("%arg2: i32 {tt.divisibility = 16 : i32}", "%arg2: i32 {tt.divisibility = 3 : i32}")
    f = tmp_path / "w.mlir"
    f.write_text(text)
    code, out, err = run(["--triton-version=3.6", f, "-access-report=format=json", "-o", "/dev/null"])
    report = pyopt.access_report(pyopt.Module.parse_file(str(f), triton_version="3.6"))
    assert [w.text.splitlines()[0] for w in report.warnings] == [l for l in err.splitlines() if ": warning: " in l]


# ---------------------------------------------------------------------------
# Layout maps: pyopt layout's thread map
# ---------------------------------------------------------------------------

LAYOUTS = [
    ("tensor<16x16xf16>", "#ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], "
                          "order = [1, 0]}>"),
    ("tensor<32x32xf16>", "#ttg.dot_op<{opIdx = 1, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, "
                          "warpsPerCTA = [2, 2], instrShape = [16, 8]}>, kWidth = 2}>"),
    ("tensor<16x32xf16>", "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>"),
]


@pytest.mark.parametrize("version", ["3.6", "3.9"])
@pytest.mark.parametrize("type_text,layout_text", LAYOUTS)
def test_a_layout_map_is_pyopt_layouts_map(version, type_text, layout_text):
    for hw in (False, True):
        args = ["layout", f"--triton-version={version}", "-t", type_text, "-l", layout_text] + (["-use-hw-view"] if hw else [])
        text = cli_output(args)
        lmap = pyopt.layout_map(type_text, layout_text, triton_version=version)
        assert text == f"Print layout attribute: {pyopt.parse_attribute(layout_text, version)}\n" + lmap.text(hw)
    shape = lmap.shape
    assert len(lmap.elements) == (lmap.in_dims.get("register", 1) * lmap.in_dims.get("lane", 1)
                                  * lmap.in_dims.get("warp", 1) * lmap.in_dims.get("offset", 1)
                                  * lmap.in_dims.get("block", 1))
    assert all(len(c) == len(shape) and all(0 <= x < s for x, s in zip(c, shape)) for c in lmap.elements)
    assert {tuple(c) for c in lmap.elements} == {(i, j) for i in range(shape[0]) for j in range(shape[1])}


def test_layout_map_lookups_agree_with_the_text():
    type_text, layout_text = LAYOUTS[0]
    lmap = pyopt.layout_map(type_text, layout_text, triton_version="3.6")
    # a CTA tile of 8x32 over 16x16: two registers per repetition along dim 0, dim 1 broadcast
    assert lmap.kind == "distributed" and lmap.in_dims == {"register": 4, "lane": 32, "warp": 4, "block": 1}
    # the text's first row: T0:0|T32:0, T0:1|T32:1, T1:0|T33:0, ... (sizePerThread [1, 2])
    assert [lmap.element(register=r) for r in range(4)] == [(0, 0), (0, 1), (8, 0), (8, 1)]
    assert lmap.element(lane=1) == (0, 2) and lmap.element(thread=8) == (1, 0)
    assert lmap.element(warp=1) == (0, 0) and lmap.owners((0, 0))[1] == {"register": 0, "lane": 0, "warp": 1,
                                                                          "block": 0}
    assert lmap.element(thread=33) == lmap.element(lane=1, warp=1)
    first_row = lmap.text().splitlines()[0]
    for k, cell in enumerate(first_row.strip("[ ").split(",")[:4]):
        owner = lmap.owners((0, k))[0]
        assert cell.strip().split("|")[0].strip() == f"T{owner['lane'] + 32 * owner['warp']}:{owner['register']}"
    with pytest.raises(ValueError, match="lane 32 is out of range"):
        lmap.element(lane=32)
    with pytest.raises(ValueError, match="unknown input dimension"):
        lmap.element(offset=1)
    shared = pyopt.layout_map(*LAYOUTS[2], triton_version="3.6")
    assert shared.kind == "shared" and set(shared.in_dims) == {"offset", "block"}
    assert shared.element(offset=1) == (0, 1)


def test_layout_maps_from_the_ir():
    module = pyopt.Module.parse_file(str(COPY), triton_version="3.9")
    t = next(op for op in module.walk() if op.name == "tt.make_range").result.type
    lmap = t.layout_map()
    assert lmap.shape == [1024] and lmap.element(register=1) == (128,) and lmap.element(thread=1) == (1,)
    assert t.encoding.layout_map([64]).shape == [64]
    assert pyopt.layout_map(t).elements == lmap.elements
    code, out, err = run(["layout", "--triton-version=3.9", "-t", "tensor<1024xi32>", "-l", str(t.encoding)])
    assert out.split("\n", 1)[1] == lmap.text()


def test_layout_map_errors():
    with pytest.raises(pyopt.AnalysisError, match="Unsupported tensor layout attribute: none"):
        pyopt.layout_map("tensor<16xf32>", triton_version="3.6")
    with pytest.raises(pyopt.AnalysisError, match="Invalid tensor type argument: i32"):
        pyopt.layout_map("i32", triton_version="3.6")
    with pytest.raises(pyopt.AnalysisError, match="cannot map"):
        pyopt.layout_map("tensor<16x16x16xf32>", LAYOUTS[0][1], triton_version="3.6")
    with pytest.raises(pyopt.ParseError) as info:
        pyopt.layout_map("tensor<16xf32>", "#ttg.blocked<{", triton_version="3.6")
    assert info.value.errors[0].file == "<string>"
    with pytest.raises(pyopt.ParseError):
        pyopt.parse_type("tensor<16x", "3.6")


# ---------------------------------------------------------------------------
# The package: lazy exports, __all__, docstrings, types
# ---------------------------------------------------------------------------


def test_the_package_exports_the_api_lazily():
    code = ("import sys, pyopt\nassert 'pyopt.api' not in sys.modules\nm = pyopt.Module\n"
            "assert 'pyopt.api' in sys.modules and m is sys.modules['pyopt.api'].Module\n"
            "try:\n    pyopt.nothing\nexcept AttributeError as e:\n    print(e)\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert p.returncode == 0, p.stderr
    assert p.stdout == "module 'pyopt' has no attribute 'nothing'\n"
    assert pyopt.__all__ == api.__all__
    assert set(api.__all__) <= set(dir(pyopt))


def test_every_public_name_has_a_docstring():
    missing = []
    for name in api.__all__:
        obj = getattr(api, name)
        if not (obj.__doc__ or "").strip():
            missing.append(name)
        if isinstance(obj, type):
            for attr, member in vars(obj).items():
                if attr.startswith("_") or not (callable(member) or isinstance(member, (property, classmethod,
                                                                                         staticmethod))):
                    continue
                fn = member.fget if isinstance(member, property) else getattr(member, "__func__", member)
                if not (getattr(fn, "__doc__", None) or "").strip():
                    missing.append(f"{name}.{attr}")
    assert missing == []


def test_the_api_passes_mypy_strict():
    from mypy import api as mypy  # (the test extra installs it)

    out, err, status = mypy.run(["--strict", "--follow-imports=skip", "--cache-dir=/dev/null",
                                 str(REPO / "pyopt/api.py"), str(REPO / "pyopt/__init__.py")])
    assert status == 0, out + err


def test_blocks_successors_and_block_arguments():
    text = ("module {\n  tt.func @f(%a: i32) -> i32 {\n    cf.br ^bb1(%a : i32)\n"
            "  ^bb1(%x: i32):\n    tt.return %x : i32\n  }\n}\n")
    module = pyopt.Module.parse(text, triton_version="3.9")
    [func] = module.functions()
    entry, bb1 = func.regions[0].blocks
    br = entry.operations[0]
    assert br.name == "cf.br" and br.successors == [bb1] and bb1.owner == func
    [x] = bb1.arguments
    assert x.owner == bb1 and x.is_block_argument and x.get_name() == "%0"
    assert [v.get_name() for v in br.operands] == ["%arg0"]
    assert str(br) == "cf.br ^bb1(%arg0 : i32)"


def test_access_report_arguments_by_position_as_the_cli_takes_them():
    doc = json_of(["--triton-version=3.9", COPY, "-access-report=format=json args=2=100", "-o", "/dev/null"])
    report = pyopt.access_report(pyopt.Module.parse_file(str(COPY), triton_version="3.9"), args={2: 100})
    assert report.document == doc
    assert report.functions[0].arguments[2] == pyopt.ArgumentValue("%arg2", 2, "i32", 100, True)


def test_dialect_attributes_other_than_layouts():
    # #tt.cache_policy is registered from Triton 3.9 (pyopt/dialects/tt/attrs.py)
    policy = pyopt.parse_attribute("#tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal>", "3.9")
    assert type(policy) is pyopt.DialectAttribute and policy.name == "tt.cache_policy"
    assert policy.parameters == {"cache_modifier": "cg", "eviction_policy": "evict_normal"}
    with pytest.raises(pyopt.ParseError) as info:
        pyopt.parse_attribute("#tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal>", "3.8")
    [d] = info.value.errors
    assert d.notes[0].message == "'#tt.cache_policy' is a Triton 3.9 attribute: --triton-version=3.9"
    space = pyopt.parse_attribute("#ttg.shared_memory", "3.9")
    assert type(space) is pyopt.DialectAttribute and space.name == "ttg.shared_memory" and space.parameters == {}


def test_parse_file_of_a_missing_file_is_the_cli_error(tmp_path):
    missing = tmp_path / "none.mlir"
    code, out, err = run(["--triton-version=3.9", missing])
    with pytest.raises(pyopt.Error) as info:
        pyopt.Module.parse_file(str(missing), triton_version="3.9")
    assert code == 1 and str(info.value) + "\n" == err
