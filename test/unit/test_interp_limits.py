"""The interpreter's stated limits (issue 28: "loops with huge trip counts, huge grids, huge
tensors must be diagnosed rather than hang or exhaust memory"): each is an MLIR-style
diagnostic at the op (``pyopt run``, exit 1; ``pyopt equiv``, exit 2), never a traceback.
pyopt's own behaviour (no Triton release interprets IR); the limits are lowered here with
monkeypatch so that the tests run quickly: what is tested is that the limit is checked."""

from __future__ import annotations

import re

import pytest

from pyopt.cli import main
from pyopt.interp import core, memory

LOOP = """tt.func public @k(%out: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.constant 600 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %t = arith.addi %acc, %i : i32
    scf.yield %t : i32
  }
  tt.store %out, %s : !tt.ptr<i32>
  tt.return
}
"""

WHILE = """tt.func public @k(%out: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %c = arith.cmpi sge, %x, %c0 : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %c1 : i32
    scf.yield %z : i32
  }
  tt.store %out, %r : !tt.ptr<i32>
  tt.return
}
"""

SMEM = """#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%out: !tt.ptr<f32>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<65536x65536xf32, #shared, #smem, mutable>
    tt.return
  }
}
"""

BUFFERS = """tt.func public @k(%a: !tt.ptr<f32>, %b: !tt.ptr<f32>) {
  %g = arith.constant 60000 : i32
  %pa = tt.addptr %a, %g : !tt.ptr<f32>, i32
  %va = tt.load %pa : !tt.ptr<f32>
  %pb = tt.addptr %b, %g : !tt.ptr<f32>, i32
  %vb = tt.load %pb : !tt.ptr<f32>
  tt.return
}
"""

DIAG = re.compile(r"^\S+\.mlir:\d+:\d+: error: ")


def run(capsys, tmp_path, text, *args):
    f = tmp_path / "k.mlir"
    f.write_text(text)
    rc = main(["run", str(f), *args])
    out, err = capsys.readouterr()
    return rc, out, err


def test_ops_executed_are_limited(capsys, tmp_path, monkeypatch):
    # 600 iterations of a 2-op body, with a limit of 1000 ops: stopped in the loop
    monkeypatch.setattr(core, "MAX_STEPS", 1000)
    rc, out, err = run(capsys, tmp_path, LOOP)
    assert rc == 1 and DIAG.match(err), err
    assert "error: the run executed more than 1000 ops: it stops" in err and "Traceback" not in err
    assert ":6:" in err.splitlines()[0]   # at the loop body's first op
    # the same loop of 400 iterations runs
    rc, out, err = run(capsys, tmp_path, LOOP.replace("600", "400"))
    assert rc == 0 and "1 written" in out


def test_a_while_loop_that_never_ends_is_stopped(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(core, "MAX_STEPS", 5000)
    rc, out, err = run(capsys, tmp_path, WHILE)
    assert rc == 1 and DIAG.match(err) and "more than 5000 ops" in err, err


def test_grids_are_limited(capsys, tmp_path):
    rc, out, err = run(capsys, tmp_path, LOOP, "--grid", "100000,100000")
    assert rc == 1 and DIAG.match(err), err
    assert f"grid 100000x100000x1 has 10000000000 programs, more than the {core.MAX_PROGRAMS}" in err


def test_huge_shared_memory_is_refused(capsys, tmp_path):
    # the verifier limits tensors to 2^20 elements; a memdesc it does not: the interpreter does
    rc, out, err = run(capsys, tmp_path, SMEM)
    assert rc == 1 and DIAG.match(err), err
    assert (f"'ttg.local_alloc' gives a value of 4294967296 elements, more than the {core.MAX_TENSOR_ELEMENTS} "
            "the interpreter holds") in err


def test_growing_buffers_together_are_limited(capsys, tmp_path, monkeypatch):
    # two random buffers of 240 KB each, with a limit of 300 KB together: the second load stops the run
    monkeypatch.setattr(memory, "GROW_TOTAL_LIMIT", 300_000)
    rc, out, err = run(capsys, tmp_path, BUFFERS)
    assert rc == 1 and DIAG.match(err), err
    assert ":6:" in err.splitlines()[0] and "'tt.load' stops the run: the random buffers would hold" in err


@pytest.mark.parametrize("text", [LOOP, SMEM])
def test_equiv_diagnoses_the_limits_too(capsys, tmp_path, monkeypatch, text):
    monkeypatch.setattr(core, "MAX_STEPS", 1000)
    f = tmp_path / "k.mlir"
    f.write_text(text)
    rc = main(["equiv", str(f), str(f)])
    out, err = capsys.readouterr()
    assert rc == 2 and "Traceback" not in err and "internal error" not in err, err
    assert "error:" in err
