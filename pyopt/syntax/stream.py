"""Op text read as a stream of tokens, as MLIR reads it: an op ends where its
syntax ends, not at the end of its line.

The line-based reader (grammar/module.lark, pyopt/syntax/parser.py) splits
IR as MLIR prints it into ops by lines, which is fast and keeps each op's
text for reuse.  MLIR itself is free-form: a module on one line
(``module {}``), a region on one line (``tt.func @f() { tt.return }``),
several ops on a line, a ``{`` on the next line.  This module reads such text:

* :func:`flat_tokens` cuts a text into tokens once (braces are punctuation
  here, not groups), and :class:`TokenText` pairs each ``{`` with its ``}``.
* :meth:`TokenText.view` gives the tokens of one region with each nested
  brace group folded into one ``dict`` token, whose ``value`` is the range
  of tokens inside it, so an op's syntax sees ``{...}`` as an attribute
  dictionary or a region, as it asks (MLIR: ``parseOptionalRegion`` takes
  any ``{``).  Folding each level once keeps the work linear in the text,
  however deep regions nest.
* :class:`StreamRegion` is a region's tokens in the shape the parser's
  region builder reads (blocks, each a label and ops), produced lazily: an
  op's extent is known once its syntax has read it.

The parser uses this for a region written inside a line (a ``dict`` token
where a region is expected) and, when the line-based reader rejects a text,
for the whole text.
"""

from __future__ import annotations


from lark import Token

from pyopt.syntax.tokens import Lexer, Tok, wrong_token_offset

# The tokens of tokens.py with braces as punctuation (no `dict` groups);
# its patterns are compiled when the stream reader first runs.
_FLAT = Lexer(skip=("dict", "deep_dict"))


def flat_tokens(text: str, base: int) -> list:
    """The tokens of ``text`` (which starts at offset ``base`` of the
    source), braces as punctuation."""
    out: list = []
    _FLAT.tokenize(text, base, out)
    return out


class TokenText:
    """The tokens of a text with each ``{`` paired with its ``}``.
    ``error(offset, message)`` makes the parser's error."""

    def __init__(self, source: str, start: int, end: int, base: int, error):
        self.source = source  # holds the text from offset `base` of the source on
        self.base = base
        self.error = error
        self.toks = flat_tokens(source[start:end], base + start)
        self.close: dict[int, int] = {}
        opens = []
        for i, t in enumerate(self.toks):
            if t.kind == "punct":
                if t.text == "{":
                    opens.append(i)
                elif t.text == "}":
                    if not opens:  # MLIR looks for an op there; reported after the text before
                        raise error(self._after_text(t.pos), "expected operation name in quotes")
                    self.close[opens.pop()] = i
        # A '{' never closed holds the rest of the text: MLIR reads its ops up
        # to the end, where it looks for one more (reported when the region
        # is read to its end: an error in it comes first).
        self.unclosed: int | None = None
        if opens:
            self.unclosed = self._after_text(base + end)
            for i in opens:
                self.close[i] = len(self.toks)

    def _after_text(self, pos: int) -> int:
        """Where MLIR reports a token it did not expect at offset ``pos``."""
        return wrong_token_offset(self.source, pos - self.base) + self.base

    def view(self, i: int, j: int) -> list:
        """Tokens ``i`` to ``j`` with each brace group folded into a ``dict``
        token (its text, and in ``value`` the range of tokens inside)."""
        toks, close, src, base = self.toks, self.close, self.source, self.base
        out = []
        k = i
        while k < j:
            t = toks[k]
            if t.kind == "punct" and t.text == "{":
                c = close[k]
                stop = toks[c].pos - base + 1 if c < len(toks) else len(src)
                out.append(GroupTok(src, t.pos - base, stop, t.pos, (self, k + 1, c)))
                k = c + 1
            else:
                out.append(t)
                k += 1
        return out


class GroupTok(Tok):
    """A ``dict`` token of a :class:`TokenText` view: its text is cut from
    the source only when asked for (an attribute dictionary), not when the
    group is a region.  Holding each nested region's text would copy the
    rest of a one-line nest at each level: memory quadratic in the depth."""

    __slots__ = ("_src", "_start", "_end")

    def __init__(self, src: str, start: int, end: int, pos: int, value):
        self.kind = "dict"
        self.pos = pos
        self.value = value
        self._src, self._start, self._end = src, start, end

    @property
    def text(self) -> str:
        return self._src[self._start:self._end]


def region_of(t: Tok, error) -> "StreamRegion":
    """The region a ``dict`` token holds (``{`` ops ``}`` written inline)."""
    if t.value is None:  # from the line-based reader: read the text inside
        text = TokenText(t.text, 1, len(t.text) - 1, t.pos, error)
        return StreamRegion(text.view(0, len(text.toks)), t.pos, text)
    text, i, j = t.value
    region = StreamRegion(text.view(i, j), t.pos, text)
    region.unclosed = j == len(text.toks) and text.unclosed is not None
    return region


class StreamOp:
    """An op of a :class:`StreamRegion`: the parser reads it from the
    region's tokens, at the region's cursor (Parser.build_op)."""

    __slots__ = ("region",)

    def __init__(self, region: "StreamRegion"):
        self.region = region


class _Blocks:
    def __init__(self, region: "StreamRegion"):
        self.region = region

    def __bool__(self) -> bool:
        return bool(self.region.toks)

    def __iter__(self):
        return self.region.iter_blocks()


class StreamRegion:
    """A region's tokens, read as the parser's RawRegion is: ``blocks`` are
    (label token or None, ops), produced as the ops are built."""

    def __init__(self, toks: list, pos: int, text: TokenText):
        self.toks = toks
        self.pos = pos
        self.k = 0  # the cursor: the next token to read
        self.text = text
        self.blocks = _Blocks(self)
        self.unclosed = False  # its '{' is never closed

    def _text(self, start: int, end: int) -> str:
        base = self.text.base
        return self.text.source[start - base:end - base]

    def iter_blocks(self):
        toks = self.toks
        while self.k < len(toks):
            label = None
            t = toks[self.k]
            if t.kind == "caret":
                label = self._label()
            yield label, self._ops()
        if self.unclosed:  # MLIR reaches the end looking for an op of the region
            raise self.text.error(self.text.unclosed, "expected operation name in quotes")

    def _label(self) -> Token:
        """``^name``, its ``(args)`` and ``:`` as the line reader's LABEL token."""
        toks = self.toks
        start = toks[self.k]
        k = self.k + 1
        args = ""
        if k < len(toks) and toks[k].kind == "punct" and toks[k].text == "(":
            first = k
            depth = 0
            while k < len(toks):
                t = toks[k]
                if t.kind == "punct":
                    if t.text == "(":
                        depth += 1
                    elif t.text == ")":
                        depth -= 1
                        if depth == 0:
                            break
                k += 1
            if k >= len(toks):
                raise self.text.error(toks[-1].pos + len(toks[-1].text), "expected ')' to end argument list")
            # what stands between the name and '(' (space, comments) as spaces:
            # the arguments keep their offsets from the label's start
            gap = toks[first].pos - start.pos - len(start.text)
            args = " " * gap + self._text(toks[first].pos, toks[k].pos + 1)
            k += 1
        if k >= len(toks) or toks[k].text != ":" or toks[k].kind != "punct":
            at = toks[k].pos if k < len(toks) else toks[-1].pos + len(toks[-1].text)
            raise self.text.error(self.text._after_text(at), "expected ':' after block name")
        self.k = k + 1
        # the line reader's LABEL: `^name(args):`
        return Token("LABEL", start.text + args + ":", start_pos=start.pos)

    def _ops(self):
        toks = self.toks
        while self.k < len(toks) and toks[self.k].kind != "caret":
            yield StreamOp(self)
