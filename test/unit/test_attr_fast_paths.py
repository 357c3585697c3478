"""The attribute parser's Lark-free readings of common type texts and dense
splats (pyopt/syntax/attrparser.py: ``_SIMPLE_TYPE``, ``_DENSE_SPLAT``) give
exactly what the grammar gives: the same value, or the same error at the same
position.  Hypothesis writes the texts, near-misses and invalid ones included."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from pyopt.syntax import attrparser as AP

_NEVER = re.compile(r"(?!)")

_HEADER = """#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
"""

scalars = st.sampled_from(["i1", "i8", "i32", "i64", "i0", "i16777215", "i16777216", "i07", "si8", "ui16",
                           "index", "f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E4M3FN", "f33",
                           "x32", "i", "f"])
elements = st.one_of(scalars, scalars.map(lambda s: f"!tt.ptr<{s}>"),
                     scalars.map(lambda s: f"!tt.ptr<{s}, 1>"))
dims = st.lists(st.sampled_from(["0", "1", "4", "128", "0004", "?"]), max_size=3).map(lambda ds: "".join(d + "x" for d in ds))
encodings = st.sampled_from(["", ", #blocked", ", #mma", ", #undefined", ", #ttg.slice<{dim = 0, parent = #blocked}>",
                             ", #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>", ",#blocked", ", #blocked, #mma",
                             ", #ttg.slice<{dim = 0}>", ", 3", ", #loc"])
types = st.one_of(elements, st.builds(lambda d, e, enc: f"tensor<{d}{e}{enc}>", dims, elements, encodings),
                  st.builds(lambda d, e: f"vector<{d}{e}>", dims, scalars))
values = st.sampled_from(["0", "1", "-1", "1.5", "-0.0", "1e5", "1.0e+5", "0x7F", "0xFFFF", "true", "false",
                          "300", "-129", "nan", "+1", "1.", "0x1p3", "[1]"])


def _read(text: str, start: str):
    parser = AP.AttrParser()
    for line in _HEADER.splitlines()[:2]:  # the aliases, as the module parser defines them
        name, _, value = line.partition(" = ")
        parser.attr_aliases[name] = parser.parse(value, "attr")
    try:
        value = parser.parse(text, start)
        # by its class and printed form (a location reference is a new object per parser)
        return "ok", type(value), str(value), value if "#loc" not in text else None
    except AP.AttrSyntaxError as e:
        return "error", str(e), getattr(e, "pos", None)


def _both(text: str, start: str):
    fast = _read(text, start)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(AP, "_SIMPLE_TYPE", _NEVER)
        m.setattr(AP, "_DENSE_SPLAT", _NEVER)
        m.setattr(AP, "_SHARED", {})
        slow = _read(text, start)
    return fast, slow


@settings(max_examples=400, deadline=None)
@given(types)
def test_type_fast_path_is_the_grammar(text):
    fast, slow = _both(text, "type")
    assert fast == slow, text


@settings(max_examples=400, deadline=None)
@given(values, types)
def test_dense_splat_fast_path_is_the_grammar(value, type_text):
    text = f"dense<{value}> : {type_text}"
    fast, slow = _both(text, "attr")
    assert fast == slow, text


@pytest.mark.parametrize("text", ["tensor<128x4xf32, #blocked>", "!tt.ptr<f16>", "i32", "tensor<0xi1>",
                                  "tensor<64x!tt.ptr<bf16>, #blocked>"])
def test_fast_path_taken_for_common_types(monkeypatch, text):
    """The common texts are read without Lark at all (an alias encoding is looked up)."""
    def no_lark():
        raise AssertionError("Lark was asked")
    monkeypatch.setattr(AP, "_SHARED", {})
    monkeypatch.setattr(AP, "_parser", no_lark)
    parser = AP.AttrParser()
    parser.attr_aliases["#blocked"] = object()  # an alias is looked up, not read
    assert parser.parse(text, "type") is not None
