"""Parse errors: the message and the (line, column); each case was compared
with what Triton 3.6.0's parser reports for the same input."""

from __future__ import annotations

import pytest

from pyopt.diagnostics import DiagnosticError
from pyopt.syntax.parser import parse_source

CASES = [
    # (source, line, col, message substring)
    ("module {\n  tt.func @f() {\n    %0 = arith.addi %a, %b : i32\n    tt.return\n  }\n}\n", 3, 21, "use of undeclared SSA value name"),
    ("module {\n  %0 = foo.bar : i32\n}\n", 2, 8, "Dialect `foo' not found for custom op 'foo.bar'"),
    ("module {\n  %0 = tt.foo : i32\n}\n", 2, 8, "custom op 'tt.foo' is unknown"),
    ("module {\n  $\n}\n", 2, 3, "unexpected character"),
    ("module {\n  tt.func @f() {\n    %0 = arith.constant 1 : i32 i32\n    tt.return\n  }\n}\n", 3, 32, "expected operation name in quotes"),
    ("module {\n  tt.func @f() {\n    %0 = arith.constant 1 : tensor<4xi32, #nope>\n    tt.return\n  }\n}\n", 3, 48, "undefined symbol alias id 'nope'"),
    ("module {\n  tt.func @f() {\n    %0, %1 = arith.constant 1 : i32\n    tt.return\n  }\n}\n", 3, 5, "operation defines 1 results but was provided 2 to bind"),
    ("module {\n  tt.func @f() {\n    tt.return\n  }\n", 4, 4, "expected operation name in quotes"),
    # issue 13: what MLIR's parser checks (each compared with Triton 3.6.0's parser)
    ("tt.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i64\n  tt.return\n}\n", 2, 19,
     "use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"),
    ("tt.func @f(%a: i32) {\n  %0 = arith.addi %1, %1 : i64\n  %1 = arith.addi %a, %a : i32\n  tt.return\n}\n",
     3, 3, "definition of SSA value '%1#0' has type 'i32'"),
    ("tt.func @f(%a: i32) {\n  %0 = arith.addi %1, %1 : i64\n  %2 = arith.addi %1, %1 : i32\n"
     "  %1 = arith.addi %a, %a : i32\n  tt.return\n}\n", 3, 19,
     "use of value '%1' expects different type than prior uses: 'i32' vs 'i64'"),
    ("tt.func @f(%a: i32, %c: i1) {\n  scf.if %c {\n    %a = arith.addi %a, %a : i32\n  }\n  tt.return\n}\n",
     3, 5, "redefinition of SSA value '%a'"),
    ("tt.func @f(%a: i32) {\n  %0 = scf.for %i = %a to %a step %a iter_args(%a = %a) -> (i32) : i32 {\n"
     "    scf.yield %a : i32\n  }\n  tt.return\n}\n", 2, 48, "region entry argument '%a' is already in use"),
    ("tt.func @f(%p: i32) {\n  %0 = tt.load %p : i32\n  tt.return\n}\n", 2, 8,
     "custom op 'tt.load' 'ptr' must be ptr or ranked tensor of ptr values or ptr, but got 'i32'"),
    ("tt.func @f(%a: f32) {\n  %0 = tt.splat %a : f32 -> f32\n  tt.return\n}\n", 2, 29,
     "custom op 'tt.splat' invalid kind of type specified: expected builtin.tensor, but found 'f32'"),
    ("tt.func @f() {\n  %0 = tt.make_range {end = 2.5 : f32, start = 0 : i32} : tensor<4xi32>\n  tt.return\n}\n",
     2, 22, "custom op 'tt.make_range' 'tt.make_range' op attribute 'end' failed to satisfy constraint: "
     "32-bit signless integer attribute"),
    ("tt.func @f() {\n  %c = arith.constant -0 : i32\n  tt.return\n}\n", 2, 24,
     "integer constant out of range for attribute"),
    ("#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = []}>\nmodule {\n}\n",
     1, 11, "sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank."),
]


@pytest.mark.parametrize("src,line,col,msg", CASES)
def test_parse_error_position(src, line, col, msg):
    with pytest.raises(DiagnosticError) as ei:
        parse_source(src, "e.mlir")
    d = ei.value.diag
    assert msg in d.message
    assert (d.loc.line, d.loc.col) == (line, col), d.message


def test_line_offset_under_split():
    src = "module {\n  $\n}\n"
    with pytest.raises(DiagnosticError) as ei:
        parse_source(src, "e.mlir", line_offset=10)
    assert (ei.value.diag.loc.line, ei.value.diag.loc.col) == (12, 3)
