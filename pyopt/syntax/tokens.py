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

from pyopt.ir.version import Since, Versioned, resolve


# A string literal.  Written as runs (not one character per repetition), so
# that matching a 10 MB string neither recurses nor stacks per character or escape.
STRING = r'"[^"\\]*+(?:\\.[^"\\]*+)*+"'


def _nested(open_: str, close: str, inner_extra: str, depth: int) -> str:
    """A regex for text balanced in ``open_``/``close`` up to ``depth`` levels
    (Python's re has no recursion).  Real IR rarely nests deeper than a few
    levels; deeper text is matched by :func:`balanced_end` instead.  Plain text
    is matched in possessive runs, a '-' on its own (it may start
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

# The brackets of a group nested deeper than the patterns above, and what
# balanced_end steps over inside it: strings (an unterminated one ends the
# scan) and, inside <...>, '->'.
_GROUP_STEP = {
    "<": re.compile(STRING + r'|->|[<>"]', re.S),
    "{": re.compile(STRING + r'|[{}"]', re.S),
    "(": re.compile(STRING + r'|[()"]', re.S),
}


def balanced_end(text: str, pos: int) -> int:
    """The offset just past the group that opens at ``text[pos]`` (one of
    ``<{(``), balanced at any depth, as the patterns above match it; -1 if it
    does not close."""
    open_ = text[pos]
    depth = 0
    for m in _GROUP_STEP[open_].finditer(text, pos):
        c = m.group()
        if c == open_:
            depth += 1
        elif len(c) == 1 and c != '"':
            depth -= 1
            if depth == 0:
                return m.end()
        elif c == '"':
            return -1
    return -1


# MLIR's suffix-id, the name after '%' or '^' (Lexer::lexPrefixedIdentifier):
# digits only, or a letter or one of `$._-` and then letters, digits and
# `$._-` (ASCII).  `%8a` is `%8` then `a`.
SUFFIX_ID = r"(?:[0-9]++|[A-Za-z$._\-][A-Za-z0-9$._\-]*+)"

# Order matters: the first alternative that matches wins.
TOKEN_SPEC = [
    ("value", r"%" + SUFFIX_ID + r"(?:#\d+)?"),
    ("loc", r"loc" + PAREN),
    ("deep_loc", r"loc(?=\()"),
    ("typeish", r"[!#]?[A-Za-z_][\w$.]*" + ANGLE),
    ("deep_typeish", r"[!#]?[A-Za-z_][\w$.]*(?=<)"),
    ("alias", r"[#!][\w$.\-]+"),
    ("symbol", r'@(?:[\w$.\-]+|' + STRING + ")"),
    ("caret", r"\^" + SUFFIX_ID),
    # MLIR's number literals: an exponent only after a '.' (`1e5` is `1`, `e5`)
    ("number", r"-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d*(?:[eE][-+]?\d+)?)?)"),
    ("bare", r"[A-Za-z_][\w$.]*"),
    ("string", STRING),
    ("dict", BRACE),
    ("deep_dict", r"(?=\{)"),
    ("punct", r"->|::|\.\.\.|[()\[\],:=*<>?+\-|{}]"),
    ("ws", r"\s+|//[^\n]*"),
    ("error", r"."),
]



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


class Lexer:
    """Tokenizes with the patterns of ``TOKEN_SPEC`` but those named in
    ``skip``.  A type, location or dictionary nested deeper than the patterns
    (a ``deep_*`` match: its head, ``!tt.ptr``, ``loc`` or nothing) is scanned
    to its balancing bracket; an unbalanced group is tokenized as the
    patterns without the deep_* fallbacks tokenize it."""

    def __init__(self, skip: tuple = ()):
        self.deep = {k: v for k, v in _DEEP.items() if k not in skip}
        self.spec = [(k, v) for k, v in TOKEN_SPEC if k not in skip]
        # Compiled when first used: compiling such a pattern takes
        # milliseconds, paid at start-up otherwise.
        self._token_re: re.Pattern | None = None
        self._plain_re: re.Pattern | None = None

    @property
    def token_re(self) -> re.Pattern:
        if self._token_re is None:
            self._token_re = re.compile("|".join(f"(?P<{k}>{v})" for k, v in self.spec), re.S)
        return self._token_re

    @property
    def plain_re(self) -> re.Pattern:
        """The patterns without the deep_* fallbacks (for an unbalanced group)."""
        if self._plain_re is None:
            self._plain_re = re.compile("|".join(f"(?P<{k}>{v})" for k, v in self.spec if k not in _DEEP), re.S)
        return self._plain_re

    def tokenize(self, text: str, base: int, out: list) -> None:
        """Append the tokens of ``text`` (which starts at offset ``base`` of
        the source) to ``out``."""
        token_re, deep = self._token_re or self.token_re, self.deep
        pos = 0
        while True:
            for m in token_re.finditer(text, pos):
                kind = m.lastgroup
                if kind == "ws":
                    continue
                if kind in deep:
                    pos = self._deep_token(text, base, m, out)
                    break
                out.append(Tok(kind, m.group(), base + m.start()))
            else:
                return

    def _deep_token(self, text: str, base: int, m: re.Match, out: list) -> int:
        """Append the token that ``m`` (a deep_* match) starts; return where
        tokenizing goes on."""
        start = m.start()
        end = balanced_end(text, m.end())
        if end < 0:
            m = self.plain_re.match(text, start)
            if m.lastgroup != "ws":
                out.append(Tok(m.lastgroup, m.group(), base + start))
            return m.end()
        out.append(Tok(self.deep[m.lastgroup], text[start:end], base + start))
        return end


_DEEP = {"deep_loc": "loc", "deep_typeish": "typeish", "deep_dict": "dict"}
_LEXER = Lexer()
tokenize = _LEXER.tokenize


def __getattr__(name: str):
    # TOKEN_RE, every token pattern in one, compiled when first asked for
    if name == "TOKEN_RE":
        return _LEXER.token_re
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _first_slashes(line: str) -> int:
    """The first ``//`` of ``line`` (Triton 3.6.0's MLIR: even inside a string
    literal), or -1."""
    return line.find("//")


def _comment_start(line: str) -> int:
    """The first ``//`` of ``line`` outside a string literal (escapes skipped
    inside one), or -1."""
    slashes = line.find("//")
    if slashes < 0 or not 0 <= line.find('"') < slashes:
        return slashes
    in_string = False
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "/" and line.startswith("//", i):
            return i
        i += 1
    return -1


# Where the line before a wrong token has a comment (emitWrongTokenError backs
# up over it to the end of the line's text).
WRONG_TOKEN_COMMENT = Versioned(
    _first_slashes,
    Since((3, 7), _comment_start,
          "llvm/llvm-project#174125 (in Triton 3.7's LLVM): emitWrongTokenError's comment "
          "detection skips '//' inside string literals"),
    name="wrong-token-comment")


def wrong_token_offset(text: str, pos: int) -> int:
    """Where MLIR reports a wrong token at ``pos`` (Parser::emitWrongTokenError):
    at the end of the input, one character back; else just after the last
    character before it that is not blank, where a line it backs over into
    is cut before its comment (``WRONG_TOKEN_COMMENT``); where nothing comes
    before, at ``pos``."""
    if pos >= len(text) and pos > 0:
        pos = len(text) - 1
    comment_start = None
    j = pos
    while True:
        while j > 0 and text[j - 1] in " \t":
            j -= 1
        if j == 0:
            return pos
        if text[j - 1] not in "\n\r":
            return j
        j -= 1  # the line end: the line before it, up to its comment
        k = max(text.rfind("\n", 0, j), text.rfind("\r", 0, j)) + 1
        if comment_start is None:
            comment_start = resolve(WRONG_TOKEN_COMMENT)
        c = comment_start(text[k:j])
        if c >= 0:
            j = k + c
