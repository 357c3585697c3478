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
