"""Text laid out otherwise than MLIR prints it (issue 13, item 4).

MLIR reads IR token by token: line breaks, '\\r' and comments are white space.
pyopt reads IR as MLIR prints it by lines, and reads the rest as MLIR does
(pyopt/syntax/stream.py); test/parser/free-form.mlir holds the layouts, with
Triton's output for each.  Here: line endings, the characters MLIR's lexer
rejects, errors in free-form text (message and position as Triton 3.6.0
reports them, compared with tools/oracle.py), and corpus files re-laid-out
every which way, which must print exactly as the original does.
"""

from __future__ import annotations

import glob
import random
import re
from pathlib import Path

import pytest

from pyopt.diagnostics import DiagnosticError
from pyopt.ir.printer import print_op
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify

REPO = Path(__file__).resolve().parents[2]

MODULE = "module {\n  tt.func @f(%a: i32) -> i32 {\n    %0 = arith.addi %a, %a : i32\n    tt.return %0 : i32\n  }\n}\n"
PRINTED = ("module {\n  tt.func @f(%arg0: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg0 : i32\n"
           "    tt.return %0 : i32\n  }\n}\n")


def _print(text: str) -> str:
    m = parse_source(text, "input.mlir")
    verify(m)
    return print_op(m)


def _error(text: str) -> tuple:
    with pytest.raises(DiagnosticError) as ei:
        _print(text)
    d = ei.value.diag
    return d.loc.line, d.loc.col, d.message


@pytest.mark.parametrize("newline", ["\r\n", "\r", "\n\r\n"])
def test_carriage_returns_are_white_space(newline):
    assert _print(MODULE.replace("\n", newline)) == PRINTED


def test_crlf_positions_are_those_of_the_lines():
    text = "module {\r\n  tt.func @f() {\r\n    %0 = arith.constant 1 : i32 i32\r\n    tt.return\r\n  }\r\n}\r\n"
    assert _error(text) == (3, 32, "expected operation name in quotes")


def test_carriage_return_inside_a_string_is_kept():
    assert _print('module {\r\n  "foo.op"() {s = "a\rb"} : () -> ()\r\n}\r\n') == \
        'module {\n  "foo.op"() {s = "a\\0Db"} : () -> ()\n}\n'


# (text, line, column, message): Triton 3.6.0's for each
REJECTED = [
    ("\ufeffmodule {\n}\n", 1, 1, "unexpected character"),  # a UTF-8 byte-order mark
    ('module {\n  "foo.op"()\x0b : () -> ()\n}\n', 2, 13, "unexpected character"),
    ('module {\n  "foo.op"()\x0c : () -> ()\n}\n', 2, 13, "unexpected character"),
    ('module {\n  "foo.op"()\xa0: () -> ()\n}\n', 2, 13, "unexpected character"),
    ('module {\n  "foo.op"() {s = "a\x0cb"} : () -> ()\n}\n', 2, 21, "expected '\"' in string literal"),
    ("module { tt.func @f() { %0 = arith.addi %x, %x : i32 tt.return } }", 1, 41,
     "use of undeclared SSA value name"),
    ("module { tt.func @f() { tt.return }\n", 1, 36, "expected operation name in quotes"),
    ("module { tt.func @f() { tt.return } } }\n", 1, 38, "expected operation name in quotes"),
    ("module {\n}\n}\n", 2, 2, "expected operation name in quotes"),
    ("tt.func @f() { %0 = arith.constant 1 : i32 i32 tt.return }", 1, 43, "expected operation name in quotes"),
    ('"foo.bar"() ({ ^bb0 "foo.baz"() : () -> () }) : () -> ()\n', 1, 20, "expected ':' after block name"),
]


@pytest.mark.parametrize("text,line,col,msg", REJECTED)
def test_rejected_as_mlir_rejects(text, line, col, msg):
    assert _error(text) == (line, col, msg)


def test_comment_may_hold_any_character():
    assert _print('module {\n  "foo.op"() : () -> () // \x0c\x0b\xa0\ufeff\n}\n') == \
        'module {\n  "foo.op"() : () -> ()\n}\n'


# -- corpus files laid out anew -------------------------------------------------------

_STRING_OR_COMMENT = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*')


def _without_comments(text: str) -> str:
    return _STRING_OR_COMMENT.sub(lambda m: m.group() if m.group()[0] == '"' else "", text)


def _layouts(text: str, rng: random.Random) -> dict:
    plain = _without_comments(text)
    outside = [m.start() for m in re.finditer(" ", plain)
               if plain.count('"', plain.rfind("\n", 0, m.start()) + 1, m.start()) % 2 == 0]
    breaks = set(rng.sample(outside, min(len(outside), 40)))
    return {
        "crlf": text.replace("\n", "\r\n"),
        "one line": re.sub(r"\s*\n\s*", " ", plain),
        "comments at line ends": plain.replace("\n", " // a note { } \" ( \n"),
        "breaks and comments between tokens": "".join("\n  // c\n " if i in breaks else ch
                                                      for i, ch in enumerate(plain)),
    }


CORPUS = sorted(glob.glob(str(REPO / "test" / "corpus" / "*" / "*" / "*.mlir")))


@pytest.mark.parametrize("path", random.Random(13).sample(CORPUS, 24) if CORPUS else [],
                         ids=lambda p: "/".join(Path(p).parts[-3:]))
def test_corpus_laid_out_anew_prints_the_same(path):
    text = Path(path).read_text()
    expected = _print(text)
    for name, variant in _layouts(text, random.Random(path)).items():
        assert _print(variant) == expected, name
