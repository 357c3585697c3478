"""Literals as MLIR reads them (issue 13, item 5).

The attribute grammar reads any number where a literal may stand; what MLIR's
lexer and parser then do with it is ported in pyopt/syntax/attrparser.py: a
float literal has a '.' (``1e309`` is ``1`` then ``e309``), integers must fit
their type, floats and integers are not interchangeable, dense literals have
the shape of their type.  Each rejected case below is an error at the column
and with the message real Triton 3.6.0 reports for the same op; each
accepted case prints as Triton prints it and reads back to itself.  Both
tables were made with tools/oracle.py (``triton_roundtrip``).
"""

from __future__ import annotations

import pytest

from pyopt.diagnostics import DiagnosticError
from pyopt.ir.printer import print_op
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify

# (attribute, column of the error in `"foo.op"() {a = ATTR} : () -> ()`, message)
REJECTED = [
    ('1e309 : f64', 18, "expected '}' in attribute dictionary"),
    ('array<i32: 1, 1e309>', 32, "expected '>' to close an array attribute"),
    ('array<f32: 1e39>', 28, 'unexpected decimal integer literal for a floating point value'),
    ('dense<1e309> : tensor<f64>', 24, "expected '>'"),
    ('dense<[1.5, 1e39]> : tensor<2xf32>', 30, "expected ']'"),
    ('[1, 1e5]', 22, "expected ',' or ']'"),
    ('{b = 1e5}', 23, "expected '}' in attribute dictionary"),
    ('#ttg.blocked<{sizePerThread = [1e5], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>', 49, "expected ',' or ']'"),
    ('array<i32: 1, 2.5>', 31, 'expected integer literal'),
    ('array<f32: 1, 2>', 28, 'unexpected decimal integer literal for a floating point value'),
    ('dense<[1]> : tensor<1xf32>', 24, 'unexpected decimal integer literal for a floating point value'),
    ('1 : f32', 17, 'unexpected decimal integer literal for a floating point value'),
    ('1.0 : i32', 26, 'floating point value not valid for specified type'),
    ('1.0 : index', 28, 'floating point value not valid for specified type'),
    ('1.5 : tensor<2xf32>', 36, 'floating point value not valid for specified type'),
    ('1 : tensor<2xi32>', 17, 'integer literal not valid for specified type'),
    ('dense<true> : tensor<2xf32>', 23, 'expected floating point literal'),
    ('dense<2.5> : tensor<2xi32>', 23, 'expected integer elements, but parsed floating-point'),
    ('array<f32: true>', 28, 'expected floating point literal'),
    ('0x7F80000000 : f32', 17, 'hexadecimal float constant out of range for type'),
    ('dense<0x7F80000000> : tensor<2xf32>', 23, 'hexadecimal float constant out of range for type'),
    ('-0x7F800000 : f32', 18, 'hexadecimal float literal should not have a leading minus'),
    ('array<i8: 300>', 30, 'integer constant out of range'),
    ('array<i8: -129>', 31, 'integer constant out of range'),
    ('dense<300> : tensor<2xi8>', 23, 'integer constant out of range for type'),
    ('300 : i8', 17, 'integer constant out of range for attribute'),
    ('-129 : i8', 18, 'integer constant out of range for attribute'),
    ('256 : ui8', 17, 'integer constant out of range for attribute'),
    ('-1 : ui8', 18, 'negative integer literal not valid for unsigned integer type'),
    ('2 : i1', 17, 'integer constant out of range for attribute'),
    ('18446744073709551616 : i64', 17, 'integer constant out of range for attribute'),
    ('99999999999999999999', 17, 'integer constant out of range for attribute'),
    ('128 : si8', 17, 'integer constant out of range for attribute'),
    ('99999999999999999999999 : index', 17, 'integer constant out of range for attribute'),
    ('0xFFFFFFFFFF : i32', 17, 'integer constant out of range for attribute'),
    ('dense<[1, 2.5]> : tensor<2xi32>', 27, 'expected integer elements, but parsed floating-point'),
    ('dense<[1, 300]> : tensor<2xi8>', 27, 'integer constant out of range for type'),
    ('dense<[1, -1]> : tensor<2xui8>', 28, 'expected unsigned integer elements, but parsed negative value'),
    ('dense<true> : tensor<2xi32>', 23, "expected i1 type for 'true' or 'false' values"),
    ('dense<[1.5, 2]> : tensor<2xf32>', 29, 'unexpected decimal integer literal for a floating point value'),
    ('dense<[1.5, true]> : tensor<2xf32>', 29, 'expected floating point literal'),
    ('array<f32: 1.5, 2>', 33, 'unexpected decimal integer literal for a floating point value'),
    ('array<i8: 1, 300>', 33, 'integer constant out of range'),
    ('+1 : i32', 16, 'expected attribute value'),
    ('dense<2> : tensor<2xi1>', 23, 'integer constant out of range for type'),
    ('dense<[[1, 2], [3]]> : tensor<2x2xi32>', 35, 'tensor literal is invalid; ranks are not consistent between elements'),
    ('dense<[1, 2, 3]> : tensor<2xi32>', 17, 'inferred shape of elements literal ([3]) does not match type ([2])'),
    ('-0 : i32', 18, 'integer constant out of range for attribute'),
    # strings: MLIR's escapes are \\ \" \n \t and two hex digits; a string ends on its line
    ('"\\u1234"', 18, 'unknown escape in string literal'),
    ('"x\\4"', 19, 'unknown escape in string literal'),
    ('"x\ny"', 19, 'expected \'"\' in string literal'),
    # hex payloads of dense literals
    ('dense<"0x0102"> : tensor<2xi1>', 17, "elements hex data size is invalid for provided type: 'tensor<2xi1>'"),
    ('dense<"0xZZ"> : tensor<2xi8>', 23, 'expected string containing hex digits starting with `0x`'),
    ('dense<"0x01"> : tensor<16xi1>', 17, "elements hex data size is invalid for provided type: 'tensor<16xi1>'"),
    ('dense<"0x0"> : tensor<1xi8>', 23, 'expected string containing hex digits starting with `0x`'),
]

# (attribute, as Triton prints it)
ACCEPTED = [
    ('70000.0 : f16', '0x7C00 : f16'),
    ('1.0e+400 : f32', '0x7F800000 : f32'),
    ('-1.0e+400 : f32', '0xFF800000 : f32'),
    ('1.0e+400', '0x7FF0000000000000 : f64'),
    ('[1.0e+400]', '[0x7FF0000000000000 : f64]'),
    ('[1.5, 2]', '[1.500000e+00, 2]'),
    ('-0x10 : i32', '-16 : i32'),
    ('dense<-0x10> : tensor<2xi32>', 'dense<-16> : tensor<2xi32>'),
    ('array<i32: -0x10>', 'array<i32: -16>'),
    ('array<ui8: 1, -1>', 'array<ui8: 1, 255>'),
    ('array<i8: 255, -1>', 'array<i8: -1, -1>'),
    ('array<i16: 65535>', 'array<i16: -1>'),
    ('array<i64: 18446744073709551615>', 'array<i64: -1>'),
    ('-1 : i1', 'true'),
    ('dense<-1> : tensor<2xi1>', 'dense<true> : tensor<2xi1>'),
    ('18446744073709551615 : i64', '-1 : i64'),
    ('-9223372036854775808 : i64', '-9223372036854775808 : i64'),
    ('255 : i8', '-1 : i8'),
    ('dense<[[1]]> : tensor<1x1xi32>', 'dense<1> : tensor<1x1xi32>'),
    ('dense<[true]> : tensor<1xi1>', 'dense<true> : tensor<1xi1>'),
    ('dense<[[5]]> : tensor<1x1xindex>', 'dense<5> : tensor<1x1xindex>'),
    ('dense<[[2.5]]> : tensor<1x1xf16>', 'dense<2.500000e+00> : tensor<1x1xf16>'),
    ('dense<[]> : tensor<0xi32>', 'dense<> : tensor<0xi32>'),
    ('dense<> : tensor<2x0xi32>', 'dense<> : tensor<2x0xi32>'),
    ('dense<[]> : tensor<0xf32>', 'dense<> : tensor<0xf32>'),
    ('dense<0x10> : tensor<2xi32>', 'dense<16> : tensor<2xi32>'),
    ('0x7F800000 : f32', '0x7F800000 : f32'),
    ('array<f32: 0x7F800000>', 'array<f32: 0x7F800000>'),
    ('1. : f32', '1.000000e+00 : f32'),
    ('1.e3 : f32', '1.000000e+03 : f32'),
    ('dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>', 'dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>'),
    ('array<i1: true, false>', 'array<i1: true, false>'),
    ('0xF32 : i32', '3890 : i32'),
    ('[0xf32, 0x10]', '[3890, 16]'),
    # strings print with llvm::printEscapedString (the quote too as \\22)
    ('"tab\\there"', '"tab\\09here"'),
    ('"q\\"x"', '"q\\22x"'),
    ('"\\00\\FF"', '"\\00\\FF"'),
    ('"\u00e9"', '"\\C3\\A9"'),
    ('"nl\\nx"', '"nl\\0Ax"'),
    ('"back\\\\slash"', '"back\\\\slash"'),
    ('"\\41\\42"', '"AB"'),
    # hex payloads are read as the elements (little-endian; one element's worth is a splat; i1 as bits)
    ('dense<"0x0000803F00000040"> : tensor<2xf32>', 'dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>'),
    ('dense<"0x01000200"> : tensor<2xi16>', 'dense<[1, 2]> : tensor<2xi16>'),
    ('dense<"0x01000000"> : tensor<2xi32>', 'dense<1> : tensor<2xi32>'),
    ('dense<"0x01"> : tensor<2xi1>', 'dense<[true, false]> : tensor<2xi1>'),
    ('dense<"0xFF"> : tensor<2xi1>', 'dense<true> : tensor<2xi1>'),
    ('dense<"0x05"> : tensor<3xi1>', 'dense<[true, false, true]> : tensor<3xi1>'),
    ('dense<"0x0100"> : tensor<2xf8E4M3FN>', 'dense<[1.953130e-03, 0.000000e+00]> : tensor<2xf8E4M3FN>'),
    ('dense<"0x"> : tensor<0xi32>', 'dense<> : tensor<0xi32>'),
    ('dense<"0x0102"> : tensor<2xi4>', 'dense<[1, 2]> : tensor<2xi4>'),
    # a dialect's attribute kept as text; narrow integers
    ('#foo<"y">', '#foo<"y">'),
    ('#foo.bar<"x">', '#foo.bar<"x">'),
    ('0 : i0', '0 : i0'),
    ('5 : i3', '-3 : i3'),
    ('-4 : i3', '-4 : i3'),
]


def _op(attr: str) -> str:
    return f'"foo.op"() {{a = {attr}}} : () -> ()'


def _roundtrip(text: str) -> str:
    m = parse_source(text, "t.mlir")
    verify(m)
    return print_op(m)


@pytest.mark.parametrize("attr,col,msg", REJECTED)
def test_rejected_as_mlir_rejects(attr, col, msg):
    with pytest.raises(DiagnosticError) as ei:
        _roundtrip(_op(attr))
    d = ei.value.diag
    assert (d.message, d.loc.line, d.loc.col) == (msg, 1, col)
    if msg.startswith("unexpected decimal integer literal"):
        assert [n.message for n in d.notes] == ["add a trailing dot to make the literal a float"]


@pytest.mark.parametrize("attr,printed", ACCEPTED)
def test_accepted_prints_as_triton_and_is_a_fixpoint(attr, printed):
    out = _roundtrip(_op(attr))
    assert out == f"module {{\n  {_op(printed)}\n}}\n"
    assert _roundtrip(out) == out


def test_float_without_dot_in_op_syntax():
    """`arith.constant 1e5 : f32` is the constant `1`, then an op `e5`."""
    src = "tt.func @f() {\n  %0 = arith.constant 1e5 : f32\n  tt.return\n}\n"
    with pytest.raises(DiagnosticError) as ei:
        parse_source(src, "t.mlir")
    d = ei.value.diag
    assert (d.message, d.loc.line, d.loc.col) == ("Dialect `' not found for custom op 'e5'  (tried '.e5' as well)", 2, 24)


def test_dense_literal_errors_deep_in_a_big_literal():
    """The rescan that reports a dense literal's error reads nested lists
    without recursion."""
    n = 3000
    body = "[" * n + "1, 2" + "]" * n
    shape = "1x" * (n - 1) + "2x"
    out = _roundtrip(_op(f"dense<{body}> : tensor<{shape}i32>"))
    assert out.count("[") == n
    with pytest.raises(DiagnosticError) as ei:
        _roundtrip(_op(f"dense<{body}> : tensor<{shape}f32>"))
    assert ei.value.diag.message == "unexpected decimal integer literal for a floating point value"


@pytest.mark.parametrize("text,col,msg", [
    ('"foo.op"() {"" = 1} : () -> ()', 13, "expected valid attribute name"),
    ('"foo.op"() {a = 1, b = 2, a = 3} : () -> ()', 27, "duplicate key 'a' in dictionary attribute"),
    ('"foo.op"() {a = {b = 1, b = 1}} : () -> ()', 25, "duplicate key 'b' in dictionary attribute"),
])
def test_dictionary_keys(text, col, msg):
    with pytest.raises(DiagnosticError) as ei:
        _roundtrip(text)
    d = ei.value.diag
    assert (d.message, d.loc.line, d.loc.col) == (msg, 1, col)


def test_location_ranges_print_as_mlir_prints_them():
    """A range on one line prints its end column alone; an empty one, as a
    plain location (Triton 3.6.0's printer)."""
    src = ('module {\n  "foo.op"() : () -> () loc("a":1:2 to 1:4)\n  "foo.op"() : () -> () loc("a":1:2 to :5)\n'
           '  "foo.op"() : () -> () loc("a":1:2 to 3:4)\n  "foo.op"() : () -> () loc("a":1:2 to 1:2)\n}\n')
    m = parse_source(src, "t.mlir")
    text = print_op(m, debuginfo=True)
    assert [line for line in text.splitlines() if line.startswith("#loc")][1:] == [
        '#loc1 = loc("a":1:2 to :4)', '#loc2 = loc("a":1:2 to :5)', '#loc3 = loc("a":1:2 to 3:4)', '#loc4 = loc("a":1:2)']
