"""The line reader's shortcuts around Lark (pyopt/syntax/parser.py) give what
reading the whole text with grammar/module.lark gives: the alias lines that
start and end a file, cut by the grammar's ALIAS_DEF pattern
(``_module_items``), are the items Lark makes of them, and the text between
reads as it reads inside the whole text; where Lark fails, the failure is the
one the whole text gives.  (Outputs and messages of such files are compared
with Triton 3.6.0 in test/parser/locations-printed.mlir and
test_parse_errors.py; here the line reader itself is checked, since a source
it fails on is read again token by token.)"""

from __future__ import annotations

import pytest
from lark import Token
from lark.exceptions import UnexpectedInput

from pyopt.syntax import parser as P

MODULE = """module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%arg0: i32 loc("k.py":1:7)) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32 loc(#loc2)
    tt.return %0 : i32 loc(#loc3)
  } loc(#loc)
} loc(#loc)
"""

HEAD = """#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32],
                         warpsPerCTA = [4], order = [0]}>
// a comment

#loc = loc("k.py":1:0)
"""

TAIL = """#loc2 = loc("k.py":3:4)

// a comment
#loc3 = loc("outer"(#loc2))   // and another
#loc4 = loc("/a//b.py":4:4)
"""

TEXTS = [
    HEAD + MODULE + TAIL,
    HEAD + MODULE,
    MODULE + TAIL,
    MODULE + TAIL.rstrip("\n"),  # (no line end at the end)
    "\n  " + HEAD + MODULE + "\n\n" + TAIL + "\n  \n",
    # an op after the module: no tail is cut
    MODULE + TAIL + "tt.func @g() {\n  tt.return\n}\n",
    # a '}' line holding a brace: no tail is cut
    MODULE.replace("} loc(#loc)\n", "} {a = 1}\n") + TAIL,
    # an alias definition going on over lines at the end
    MODULE + "#b = #ttg.blocked<{sizePerThread = [1],\n threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>\n",
    # only aliases, and no module
    HEAD + TAIL,
]


def _norm(item):
    """An item of the raw tree as plain data."""
    if isinstance(item, tuple):
        return item
    if isinstance(item, Token):
        return ("token", item.type, str(item), item.start_pos)
    if item.__class__ is P._Run:
        return ("run", item.text, item.pos)
    if isinstance(item, P.RawOp):
        return ("op", [_norm(p) for p in item.parts])
    if isinstance(item, P.RawRegion):
        return ("region", item.pos, [(_norm(label) if label is not None else None, [_norm(o) for o in ops])
                                     for label, ops in item.blocks])
    if isinstance(item, list):
        return [_norm(i) for i in item]
    raise AssertionError(f"unexpected raw item {item!r}")


@pytest.mark.parametrize("text", TEXTS)
def test_cut_items_are_larks(text):
    assert _norm(P._module_items(text)) == _norm(P._module_parser().parse(text))


def test_cuts_happen():
    # (the cases above do cut: the head's and the tail's aliases are not Lark's)
    head: list = []
    text = HEAD + MODULE + TAIL
    assert P._alias_lines(text, 0, len(text), head) == len(HEAD)
    assert [name.split(" ")[0] for _, name, _ in head] == ["#blocked", "#loc"]
    tail: list = []
    start = len(HEAD + MODULE)
    assert P._alias_lines(text, start, len(text), tail) == len(text)
    assert [name.split(" ")[0] for _, name, _ in tail] == ["#loc2", "#loc3", "#loc4"]


@pytest.mark.parametrize("text", [
    HEAD + MODULE.replace("} loc(#loc)\n", "", 1) + TAIL,  # a region left open
    HEAD + MODULE + "}\n" + TAIL,  # a '}' closing nothing
    HEAD + "^bb1:\n" + MODULE + TAIL,  # a block label outside a region
])
def test_lark_failure_is_the_whole_texts(text):
    with pytest.raises(UnexpectedInput) as whole:
        P._module_parser().parse(text)
    with pytest.raises(UnexpectedInput) as cut:
        P._module_items(text)
    assert type(cut.value) is type(whole.value)
    assert getattr(cut.value, "pos_in_stream", None) == getattr(whole.value, "pos_in_stream", None)
    assert str(getattr(cut.value, "token", "")) == str(getattr(whole.value, "token", ""))


@pytest.mark.parametrize("text, expected", [
    ("%0 = arith.addi %a, %a : i32 loc(#loc3)", ("%0 = arith.addi %a, %a : i32", "loc(#loc3)", 29)),
    ("tt.return loc(\"k.py\":1:2)  ", ("tt.return", 'loc("k.py":1:2)', 10)),
    ("tt.return\tloc(unknown)", ("tt.return", "loc(unknown)", 10)),
    ('tt.return loc("name")', ("tt.return", 'loc("name")', 10)),
    # the general way: white space inside, nesting, a range, a name with a '.',
    # no white space before, a string before, another loc( before, not last
    ("tt.return loc( #loc3 )", None),
    ('tt.return loc("n"(#loc3))', None),
    ('tt.return loc("k.py":1:2 to 3:4)', None),
    ("tt.return loc(#a.b)", None),
    ("tt.return,loc(#loc3)", None),
    ('%0 = tt.foo "s" loc(#loc3)', None),
    ("%0 = tt.foo loc(#a) loc(#loc3)", None),
    ("%0 = tt.foo loc(#loc3) : i32", None),
])
def test_trailing_loc(text, expected):
    assert P._trailing_loc(text) == expected
