"""The IR core: use lists, replace-all-uses, erase, insert and move."""

from __future__ import annotations

import pytest

from pyopt.syntax.parser import parse_source
from pyopt.ir.printer import print_op

SRC = """module {
  tt.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %0 : i32
    %2 = arith.subi %1, %arg0 : i32
    tt.return %2 : i32
  }
}
"""


def ops_of(module):
    func = module.regions[0].blocks[0].first
    return func, list(func.regions[0].blocks[0].ops)


def test_use_lists_are_exact():
    m = parse_source(SRC, "t.mlir")
    func, (add, mul, sub, ret) = ops_of(m)
    assert [u.owner for u in add.result.uses] == [mul, mul]
    assert [u.index for u in add.result.uses] == [0, 1]
    arg0 = func.regions[0].blocks[0].args[0]
    assert {id(u.owner) for u in arg0.uses} == {id(add), id(sub)}


def test_replace_all_uses_and_erase():
    m = parse_source(SRC, "t.mlir")
    func, (add, mul, sub, ret) = ops_of(m)
    arg1 = func.regions[0].blocks[0].args[1]
    add.result.replace_all_uses_with(arg1)
    assert add.result.uses == []
    assert mul.operands == [arg1, arg1]
    add.erase()
    assert print_op(m) == SRC.replace("    %0 = arith.addi %arg0, %arg1 : i32\n", "").replace(
        "%1 = arith.muli %0, %0", "%0 = arith.muli %arg1, %arg1").replace(
        "%2 = arith.subi %1, %arg0", "%1 = arith.subi %0, %arg0").replace("tt.return %2", "tt.return %1")


def test_erase_with_uses_is_refused():
    m = parse_source(SRC, "t.mlir")
    _, (add, *_rest) = ops_of(m)
    with pytest.raises(ValueError):
        add.erase()


def test_move_and_set_operand():
    m = parse_source(SRC, "t.mlir")
    func, (add, mul, sub, ret) = ops_of(m)
    block = func.regions[0].blocks[0]
    sub.set_operand(1, add.result)
    assert add.result.uses[-1].owner is sub
    mul.move_after(sub)  # now sub uses mul's result before it is defined
    assert [o.name for o in block.ops] == ["arith.addi", "arith.subi", "arith.muli", "tt.return"]
    from pyopt.diagnostics import DiagnosticError
    from pyopt.verifier import verify

    with pytest.raises(DiagnosticError, match="does not dominate"):
        verify(m)
    mul.move_before(sub)
    verify(m)
    assert len(block) == 4
