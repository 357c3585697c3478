"""Tokens of an operation's text.

The Lark grammar (grammar/module.lark) splits a file into operations, regions
and blocks, and hands each operation's own text (the part outside its regions)
here.  This module cuts that text into tokens with one compiled regular
expression (so the scanning runs in C); the op's declared assembly format then
consumes them (pyopt/syntax/opparser.py).  Nested types and attributes are kept
as single tokens (``tensor<64xf32, #blocked>``, ``{axis = 0 : i32}``) and parsed
by the attribute grammar (grammar/attribute.lark), once per distinct text.
"""

from __future__ import annotations

import re


# A string literal.  Written as runs (not one character per repetition), so
# that matching a 10 MB string neither recurses nor stacks per character or escape.
STRING = r'"[^"\\]*+(?:\\.[^"\\]*+)*+"'


def _nested(open_: str, close: str, inner_extra: str, depth: int) -> str:
    """A regex for text balanced in ``open_``/``close`` up to ``depth`` levels
    (Python's re has no recursion; IR never nests deeper than a few levels).
    Plain text is matched in possessive runs, a '-' on its own (it may start
    ``inner_extra``'s '->'), so that a long body costs no memory per character."""
    o, c = re.escape(open_), re.escape(close)
    plain = rf"[^{o}{c}\"\-]++|-"
    body = rf"(?:{STRING}|{inner_extra}{plain})*+"
    for _ in range(depth):
        body = rf"(?:{STRING}|{inner_extra}{plain}|{o}{body}{c})*+"
    return rf"{o}{body}{c}"


# '->' may appear inside <...> (function types, affine maps); it must not close it.
ANGLE = _nested("<", ">", r"->|", 6)
BRACE = _nested("{", "}", "", 6)
PAREN = _nested("(", ")", "", 6)

# Order matters: the first alternative that matches wins.
TOKEN_SPEC = [
    ("value", r"%[\w$.\-]+(?:#\d+)?"),
    ("loc", r"loc" + PAREN),
    ("typeish", r"[!#]?[A-Za-z_][\w$.]*" + ANGLE),
    ("alias", r"[#!][\w$.\-]+"),
    ("symbol", r'@(?:[\w$.\-]+|' + STRING + ")"),
    ("caret", r"\^[\w$.\-]+"),
    ("number", r"-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)"),
    ("bare", r"[A-Za-z_][\w$.]*"),
    ("string", STRING),
    ("dict", BRACE),
    ("punct", r"->|::|\.\.\.|[()\[\],:=*<>?+\-|{}]"),
    ("ws", r"\s+|//[^\n]*"),
    ("error", r"."),
]

TOKEN_RE = re.compile("|".join(f"(?P<{k}>{v})" for k, v in TOKEN_SPEC), re.S)


class Tok:
    """A token: ``kind`` (one of TOKEN_SPEC's names, or 'region'), ``text`` and
    ``pos`` (absolute offset into the source).  A 'region' token carries the
    parsed Region in ``value``."""

    __slots__ = ("kind", "text", "pos", "value")

    def __init__(self, kind, text, pos, value=None):
        self.kind = kind
        self.text = text
        self.pos = pos
        self.value = value

    def __repr__(self):
        return f"Tok({self.kind}, {self.text!r})"


def tokenize(text: str, base: int, out: list) -> None:
    """Append the tokens of ``text`` (which starts at offset ``base`` of the
    source) to ``out``."""
    for m in TOKEN_RE.finditer(text):
        kind = m.lastgroup
        if kind == "ws":
            continue
        out.append(Tok(kind, m.group(), base + m.start()))
