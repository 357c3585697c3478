"""The parser builds repeated op shapes from a record (pyopt/syntax/parser.py,
"op templates"); the ops it builds that way must be exactly the ops a full
parse builds: the right operands in the right slots, results named, types
and attributes equal."""

from __future__ import annotations

from pyopt.syntax.parser import parse_source
from pyopt.ir.printer import print_op
from pyopt.verifier import verify

SRC = """module {
  tt.func @f(%arg0: i32, %arg1: i32, %arg2: !tt.ptr<f32>) -> i32 {
    %0 = arith.subi %arg0, %arg1 : i32
    %1 = arith.subi %arg1, %arg0 : i32
    %2 = arith.subi %0, %0 : i32
    %3 = arith.subi %1, %2 : i32
    %4 = tt.addptr %arg2, %3 : !tt.ptr<f32>, i32
    %5 = tt.addptr %4, %0 : !tt.ptr<f32>, i32
    %6 = tt.load %5 {isVolatile = true} : !tt.ptr<f32>
    %7 = tt.load %4 {isVolatile = true} : !tt.ptr<f32>
    %8 = "test.op"(%6, %7) {k = 1 : i32} : (f32, f32) -> i32
    %9 = "test.op"(%7, %6) {k = 1 : i32} : (f32, f32) -> i32
    %10 = arith.subi %8, %9 : i32
    tt.return %10 : i32
  }
}
"""


def body(module):
    return list(module.regions[0].blocks[0].first.regions[0].blocks[0].ops)


def test_repeated_shapes_get_their_own_operands():
    m = parse_source(SRC, "t.mlir")
    verify(m)
    assert print_op(m) == SRC
    ops = body(m)
    args = m.regions[0].blocks[0].first.regions[0].blocks[0].args
    sub0, sub1, sub2, sub3 = ops[0:4]
    assert sub0.operands == [args[0], args[1]]
    assert sub1.operands == [args[1], args[0]]
    assert sub2.operands == [sub0.result, sub0.result]
    assert sub3.operands == [sub1.result, sub2.result]
    assert ops[5].operands == [ops[4].result, sub0.result]
    assert ops[9].operands == [ops[7].result, ops[6].result]
    # each op has its own attribute dictionary
    assert ops[8].attributes is not ops[9].attributes
    ops[8].attributes["k"] = ops[0].attributes.get("overflowFlags")
    assert "k = 1 : i32" in print_op(m).splitlines()[11]  # %9 is unchanged


def test_printing_repeated_shapes_uses_each_ops_names():
    # the printer also reuses the text of an op shape (printer.py, _leaf_body):
    # `%2 = arith.subi %0, %0` is printed before `%3 = arith.subi %1, %2`
    m = parse_source(SRC, "t.mlir")
    lines = print_op(m).splitlines()
    assert lines[4] == "    %2 = arith.subi %0, %0 : i32"
    assert lines[5] == "    %3 = arith.subi %1, %2 : i32"


def test_locations_of_repeated_shapes():
    m = parse_source(SRC, "t.mlir")
    locs = [(op.loc.line, op.loc.col) for op in body(m)]
    assert locs[:4] == [(3, 10), (4, 10), (5, 10), (6, 10)]


def test_use_before_definition_in_another_block():
    src = """module {
  tt.func @g(%arg0: i32) -> i32 {
    cf.br ^bb2
  ^bb1:  // pred: ^bb2
    %0 = arith.addi %1, %1 : i32
    tt.return %0 : i32
  ^bb2:  // pred: ^bb0
    %1 = arith.addi %arg0, %arg0 : i32
    cf.br ^bb1
  }
}
"""
    m = parse_source(src, "g.mlir")
    assert print_op(m) == src
    f = m.regions[0].blocks[0].first
    bb1, bb2 = f.regions[0].blocks[1:]
    assert bb1.first.operands == [bb2.first.result, bb2.first.result]
