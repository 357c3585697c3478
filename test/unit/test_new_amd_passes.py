"""The AMD passes Triton 3.7 and 3.8 add (issue 25): ``prepare-if-combining`` (3.7.1 on) and
``optimize-buffer-op-ptr`` (3.8.0 on), registered per release, and the speculation rules the
first one asks (MLIR's ``isPure``).

Expected values come from the wheels: each release's ``amd.passes.ttgpuir`` has
``add_prepare_if_combining`` from 3.7.1 and ``add_optimize_buffer_op_ptr`` from 3.8.0 (neither
in 3.6.0), and ``pass_manager.get_pipeline_str()`` prints them as
``tritonamdgpu-prepare-if-combining`` and ``tritonamdgpu-optimize-buffer-op-ptr`` (no options)
in 3.7.1/3.8.0/3.9.0.  Which ops the prepare-if-combining of each wheel moves is in
test/prepare-if-combining/ (lit, each case compared with the wheels); the cases here are the
same ops, asked directly."""

from __future__ import annotations

import io
import sys

import pytest

from pyopt import cli
from pyopt.ir.context import Context
from pyopt.ir.effects import is_pure, is_speculatable
from pyopt.passes import available_passes, builtin_passes, lookup_pass, pass_info
from pyopt.syntax.parser import parse_source

FIRST = {"prepare-if-combining": "3.7", "optimize-buffer-op-ptr": "3.8"}
RELEASES = ["3.6", "3.7", "3.8", "3.9"]


def run(args: list) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main([str(a) for a in args])
    finally:
        sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def _has(name: str, release: str) -> bool:
    return tuple(map(int, release.split("."))) >= tuple(map(int, FIRST[name].split(".")))


@pytest.mark.parametrize("name", sorted(FIRST))
@pytest.mark.parametrize("release", RELEASES)
def test_the_index_records_the_releases_of_each_pass(name, release):
    """The generated index says which releases have the pass, without importing its module."""
    info = next(i for i in builtin_passes() if i.name == name)
    r = Context(release).release
    assert info.registered_at(r) == _has(name, release)
    assert [i.name for i in available_passes(r)].count(name) == int(_has(name, release))


def test_passes_every_release_has_record_no_releases():
    assert all(not i.registered for i in builtin_passes() if i.name not in FIRST)


@pytest.mark.parametrize("name", sorted(FIRST))
@pytest.mark.parametrize("release", RELEASES)
def test_the_command_line_refuses_a_pass_the_release_lacks(tmp_path, name, release):
    src = tmp_path / "in.mlir"
    src.write_text("module {\n}\n")
    flag = pass_info(name).aliases[0]
    for args in ([f"-{name}"], [f"-{flag}"], [f"--pass-pipeline=builtin.module({name})"]):
        code, out, err = run([f"--triton-version={release}", src, *args])
        if _has(name, release):
            assert (code, err) == (0, ""), err
            assert out == "module {\n}\n"
            continue
        spelled = args[0].lstrip("-").split("(")[-1].rstrip(")") if "pipeline" in args[0] else args[0][1:]
        listed = {"3.7": "3.7, 3.8 and 3.9", "3.8": "3.8 and 3.9"}[FIRST[name]]
        assert code == 1
        assert out == ""
        assert err == (f"pyopt: error: unknown pass '{spelled}' in Triton {release} (see pyopt --list-passes)\n"
                       f"pyopt: note: pass '{name}' is a Triton {listed} pass: --triton-version=3.9\n")


@pytest.mark.parametrize("release", RELEASES)
def test_list_passes_shows_the_release_s_passes(release):
    code, out, _ = run([f"--triton-version={release}", "--list-passes"])
    assert code == 0
    for name in FIRST:
        assert (f"  -{name}  (-tritonamdgpu-{name})" in out) == _has(name, release)


@pytest.mark.parametrize("name", sorted(FIRST))
@pytest.mark.parametrize("release", ["3.8", "3.9"])
def test_pipeline_text_is_the_wheel_s(name, release):
    """``get_pipeline_str()`` of each wheel: the flag, no options."""
    with Context(release):
        assert lookup_pass(name)().pipeline_text() == f"tritonamdgpu-{name}"


def test_release_rules_name_the_pull_requests():
    code, out, _ = run(["--triton-version=3.9", "--list-release-rules"])
    assert code == 0
    assert "pass prepare-if-combining" in out and "triton-lang/triton#9253" in out
    assert "pass optimize-buffer-op-ptr" in out and "triton-lang/triton#8464" in out
    assert "prepare-if-combining: pairs per block" in out and "triton-lang/triton#9731" in out
    assert "arith.remsi/remui: conditionally speculatable" in out and "llvm/llvm-project#188263" in out


# -- speculation (isSpeculatable / isPure), as each wheel's prepare-if-combining shows it ---------

_OPS = """
tt.func @f(%a: i32, %b: i32, %t: tensor<4xi32>, %p: !tt.ptr<i32>, %c: i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %cm1 = arith.constant -1 : i32
  %c4 = arith.constant 4 : i32
  %d = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %dpm = arith.constant dense<[-1, 1, 2, 3]> : tensor<4xi32>
  %divsi_var = arith.divsi %a, %b : i32
  %divsi_c4 = arith.divsi %a, %c4 : i32
  %divsi_cm1 = arith.divsi %a, %cm1 : i32
  %divui_cm1 = arith.divui %a, %cm1 : i32
  %divui_c0 = arith.divui %a, %c0 : i32
  %ceildivsi_cm1 = arith.ceildivsi %a, %cm1 : i32
  %ceildivui_c4 = arith.ceildivui %a, %c4 : i32
  %floordivsi_var = arith.floordivsi %a, %b : i32
  %divsi_dense = arith.divsi %t, %d : tensor<4xi32>
  %remsi_var = arith.remsi %a, %b : i32
  %remsi_cm1 = arith.remsi %a, %cm1 : i32
  %remsi_dpm = arith.remsi %t, %dpm : tensor<4xi32>
  %remui_dpm = arith.remui %t, %dpm : tensor<4xi32>
  %remui_c0 = arith.remui %a, %c0 : i32
  %for_step1 = scf.for %i = %c0 to %b step %c1 iter_args(%s = %a) -> (i32) : i32 {
    %n = arith.addi %s, %i : i32
    scf.yield %n : i32
  }
  %for_step2 = scf.for %i = %c0 to %b step %c2 iter_args(%s = %a) -> (i32) : i32 {
    scf.yield %s : i32
  }
  %for_div = scf.for %i = %c0 to %b step %c1 iter_args(%s = %a) -> (i32) : i32 {
    %n = arith.divsi %s, %i : i32
    scf.yield %n : i32
  }
  %asm_pure = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %a : i32 -> i32
  %asm_impure = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = false} %a : i32 -> i32
  %load = tt.load %p : !tt.ptr<i32>
  tt.return
}
"""

# name -> (3.7.1, 3.8.0 and 3.9.0): whether the wheel's prepare-if-combining moves the op
_PURE = {
    "divsi_var": (False, False), "divsi_c4": (True, True), "divsi_cm1": (False, False),
    "divui_cm1": (True, True), "divui_c0": (False, False), "ceildivsi_cm1": (False, False),
    "ceildivui_c4": (True, True), "floordivsi_var": (True, True), "divsi_dense": (True, True),
    "remsi_var": (True, False), "remsi_cm1": (True, True), "remsi_dpm": (True, False),
    "remui_dpm": (True, True), "remui_c0": (True, False),
    "for_step1": (True, True), "for_step2": (False, False), "for_div": (False, False),
    "asm_pure": (True, True), "asm_impure": (False, False), "load": (False, False),
}


@pytest.mark.parametrize("release", ["3.6", "3.7", "3.8", "3.9"])
def test_is_pure_per_release(release):
    """3.6 (no pass asks it there) has 3.7's rules: the remainders are Pure up to 3.7."""
    with Context(release):
        module = parse_source(_OPS, "ops.mlir")
        ops = {op.results[0].name_hint: op for op in module.walk()
               if op.results and getattr(op.results[0], "name_hint", None) in _PURE}
        assert sorted(ops) == sorted(_PURE)
        got = {name: is_pure(op) for name, op in ops.items()}
    want = {name: v[0 if release in ("3.6", "3.7") else 1] for name, v in _PURE.items()}
    assert got == want


def test_an_unregistered_op_is_not_speculatable():
    with Context("3.9"):
        module = parse_source('"foo.bar"() : () -> ()\n', "x.mlir")
        op = next(o for o in module.walk() if o.name == "foo.bar")
        assert not is_speculatable(op)


@pytest.mark.parametrize("flag", ["--mlir-print-ir-before", "--mlir-print-ir-after"])
def test_ir_printing_refuses_a_pass_the_release_lacks(tmp_path, flag):
    src = tmp_path / "in.mlir"
    src.write_text("module {\n}\n")
    code, out, err = run(["--triton-version=3.7", src, f"{flag}=optimize-buffer-op-ptr"])
    assert (code, out) == (1, "")
    assert err == (f"pyopt: error: for the {flag} option: unknown pass 'optimize-buffer-op-ptr' in Triton 3.7 "
                   "(see pyopt --list-passes)\n"
                   "pyopt: note: pass 'optimize-buffer-op-ptr' is a Triton 3.8 and 3.9 pass: --triton-version=3.9\n")
    code, out, err = run(["--triton-version=3.8", src, f"{flag}=optimize-buffer-op-ptr", "-optimize-buffer-op-ptr"])
    assert code == 0 and out == "module {\n}\n"


def test_a_reproducer_naming_a_pass_the_release_lacks_is_refused(tmp_path):
    src = tmp_path / "repro.mlir"
    src.write_text('module {\n}\n\n{-#\n  external_resources: {\n    mlir_reproducer: {\n'
                   '      pipeline: "builtin.module(tritonamdgpu-prepare-if-combining)",\n'
                   '      disable_threading: false,\n      verify_each: true\n    }\n  }\n#-}\n')
    code, out, err = run(["--triton-version=3.6", "--run-reproducer", src])
    assert (code, out) == (1, "")
    assert err == ("pyopt: error: unknown pass 'tritonamdgpu-prepare-if-combining' in Triton 3.6 "
                   "(see pyopt --list-passes)\n"
                   "pyopt: note: pass 'prepare-if-combining' is a Triton 3.7, 3.8 and 3.9 pass: --triton-version=3.9\n")
    code, out, err = run(["--triton-version=3.7", "--run-reproducer", src])
    assert (code, out, err) == (0, "module {\n}\n", "")
