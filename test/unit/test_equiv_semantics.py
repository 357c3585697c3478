"""``--verify-semantics`` (issue 28): after each pass the module before and
after it run on the same inputs; the first pass that changed what the kernel
stores fails the run.  Kernels of our own, run by the stub interpreter
(test_equiv_stub.py) and, for real passes, by pyopt's interpreter; the
passes that break a kernel are test plugins (pyopt's own feature: no Triton
release has it; the IR is valid Triton 3.6.0 TTGIR)."""

from __future__ import annotations

import pytest

from pyopt import cli
from pyopt.dialects.arith import ops as arith
from pyopt.interp import equiv, mutate
from pyopt.passes import ModulePass, register_pass, unregister_pass
from test_equiv_stub import KERNEL, StubRunner

# a kernel whose offsets go through an addi (which the breaking pass turns into a subi)
ADDI = KERNEL.replace("%2 = tt.addptr %1, %0 :", "%z = arith.constant dense<0> : tensor<16xi32, #blocked>\n"
                      "    %7 = arith.addi %0, %z : tensor<16xi32, #blocked>\n"
                      "    %w = arith.addi %7, %7 : tensor<16xi32, #blocked>\n"
                      "    %2 = tt.addptr %1, %w :")


@pytest.fixture
def stub(monkeypatch):
    monkeypatch.setattr(equiv, "InterpRunner", lambda version: StubRunner())


@pytest.fixture
def breaking_passes():
    """unit-break: the last arith.addi becomes an arith.subi (a wrong pass);
    unit-noop: changes nothing; unit-rename: an equivalent change (an
    attribute on the module)."""
    from pyopt.ir.attrs import UnitAttr

    @register_pass
    class Break(ModulePass):
        name = "unit-break"

        def run(self, module, ctx):
            sites = list(mutate.mutants(module, ["addi-to-subi"]))
            mutate.apply(module, sites[-1])

    @register_pass
    class Noop(ModulePass):
        name = "unit-noop"

        def run(self, module, ctx):
            pass

    @register_pass
    class Mark(ModulePass):
        name = "unit-mark"

        def run(self, module, ctx):
            module.attributes["test.mark"] = UnitAttr()

    yield
    for n in ("unit-break", "unit-noop", "unit-mark"):
        unregister_pass(n)


def write(tmp_path, text):
    p = tmp_path / "k.mlir"
    p.write_text(text)
    return str(p)


def test_the_first_pass_that_changed_the_meaning_is_named(stub, breaking_passes, tmp_path, capsys):
    path = write(tmp_path, ADDI)
    rc = cli.main([path, "-unit-noop", "-unit-mark", "-unit-break", "-unit-mark", "--verify-semantics",
                   "--color=never"])
    captured = capsys.readouterr()
    assert rc == 1 and captured.out == ""
    lines = captured.err.splitlines()
    assert lines[0].startswith(f"{path}:14:5: error: pass 'unit-break' changed the kernel's meaning: "
                               "stored values differ: arg1[1] is ")
    assert "after its output and " in lines[0] and "after the pass's input (trial 1:" in lines[0]
    assert lines[1].strip().startswith("tt.store %5, %3")
    assert lines[3].startswith(f"{path}:14:5: note: the pass's input stored ")


def test_equivalent_passes_pass(stub, breaking_passes, tmp_path, capsys):
    path = write(tmp_path, ADDI)
    assert cli.main([path, "-unit-noop", "-unit-mark", "--verify-semantics"]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and "test.mark" in captured.out


def test_without_the_flag_a_wrong_pass_is_not_noticed(stub, breaking_passes, tmp_path, capsys):
    assert cli.main([write(tmp_path, ADDI), "-unit-break"]) == 0
    assert "arith.subi" in capsys.readouterr().out


def test_a_pass_the_interpreter_cannot_check_gets_one_warning(stub, breaking_passes, tmp_path, capsys):
    text = ADDI.replace("tt.store %5, %3", "%6 = math.exp %3 : tensor<16xf32, #blocked>\n    tt.store %5, %6")
    path = write(tmp_path, text)
    assert cli.main([path, "-unit-mark", "-unit-break", "--verify-semantics", "--color=never"]) == 0
    err = capsys.readouterr().err
    assert err.count("warning: --verify-semantics cannot check pass") == 2  # one per pass name
    assert f"{path}:14:10: warning: --verify-semantics cannot check pass 'unit-mark': the stub does not run " \
           "'math.exp'" in err


def test_real_passes_on_the_real_interpreter(breaking_passes, tmp_path, capsys):
    """coalesce and remove-layout-conversions keep the meaning of a masked copy; a broken pass
    after them is caught (pyopt's interpreter, not the stub)."""
    text = ADDI.replace("%3 = tt.load %2 :", "%m = arith.cmpi slt, %0, %c16 : tensor<16xi32, #blocked>\n"
                        "    %3 = tt.load %2, %m :")
    path = write(tmp_path, text)
    assert cli.main([path, "-tritongpu-coalesce", "-tritongpu-remove-layout-conversions", "--verify-semantics"]) == 0
    assert capsys.readouterr().err == ""
    assert cli.main([path, "-tritongpu-coalesce", "-unit-break", "--verify-semantics", "--color=never"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:15:5: error: pass 'unit-break' changed the kernel's meaning: stored values "
                          "differ: arg1[1] is ")
