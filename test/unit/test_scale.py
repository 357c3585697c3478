"""Big inputs (issue 13, item 6): long string and dense lines, many ops.

The inputs are generated here at a small scale, so the suite stays fast; the
tests check behaviour (round trips, fast paths equal to the general paths,
memory that grows with the input, not with each character of it).  Timings
and the full-size figures are tools/bench's (``tools/bench --scale``)."""

from __future__ import annotations

import random
import re
import tracemalloc

import pytest

from pyopt.diagnostics import SourceFile
from pyopt.ir import attrs as A
from pyopt.ir import printer as P
from pyopt.ir import types as T
from pyopt.ir.printer import print_op, render_standalone
from pyopt.support import quote_string
from pyopt.syntax import attrparser as AP
from pyopt.syntax import parser as SP
from pyopt.syntax.parser import parse_source
from pyopt.syntax.tokens import STRING, TOKEN_RE
from pyopt.verifier import verify


def roundtrip(text: str) -> str:
    module = parse_source(text, "big.mlir")
    verify(module)
    return print_op(module)


def func_module(lines: list[str], args: str = "") -> str:
    return "module {\n  tt.func @f(" + args + ") {\n" + "".join(lines) + "    tt.return\n  }\n}\n"


def traced_peak(fn) -> int:
    """Peak bytes Python allocates while ``fn`` runs (the regex engine's
    backtracking stack included)."""
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


# ---------------------------------------------------------------------------
# Strings
# ---------------------------------------------------------------------------


def _reference_quote(s: str) -> str:
    out = ['"']
    for b in s.encode("utf-8", errors="surrogateescape"):
        c = chr(b)
        if c == "\\":
            out.append("\\\\")
        elif 0x20 <= b < 0x7F and c != '"':  # the quote too as hex, as MLIR prints it
            out.append(c)
        else:
            out.append("\\%02X" % b)
    out.append('"')
    return "".join(out)


def test_quote_string_matches_llvm_escaping():
    rng = random.Random(1)
    cases = ["", "abc", 'a"b', "a\\b", "\n\t\x00\x7f", "é€😀", "x" * 1000, "\udcff"]
    cases += ["".join(chr(rng.randrange(0, 400)) for _ in range(40)) for _ in range(500)]
    for s in cases:
        assert quote_string(s) == _reference_quote(s), repr(s)


def test_unquote_fast_path_equals_byte_loop(monkeypatch):
    rng = random.Random(2)
    alphabet = ["a", "\\", '"', "n", "t", "4", "F", "g", "é", "\\\\", "\\n", "\\41", "\\C3\\A9", "\\ff", "\\t"]
    for piece in (1, 2, 3, 7, 1 << 16):  # the pieces of a long string: cut anywhere
        monkeypatch.setattr(AP, "_PIECE", piece)
        for _ in range(800):
            body = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 30)))
            assert AP.unquote('"' + body + '"') == AP._unquote_slowly(body.encode()), repr(body)


@pytest.mark.parametrize("body", [
    "".join(chr(0x20 + (i * 7) % 90) for i in range(300_000)).replace("\\", "/").replace('"', "'"),
    '\\0A\\22ab' * 40_000,
], ids=["plain", "escapes"])
def test_long_string_attribute_line_round_trips(body):
    text = 'module attributes {test.payload = "' + body + '"} {\n}\n'
    out = roundtrip(text)
    assert out == text
    assert roundtrip(out) == out


def test_string_scanning_memory_does_not_grow_per_character():
    """A 2 MB string (plain, then all escapes) is matched by the tokenizer and
    the attribute grammar with a stack that does not grow with its length
    (the old patterns took ~130 bytes per character)."""
    for body in ("x" * 2_000_000, "\\0A" * 700_000):
        literal = '"' + body + '"'
        assert re.compile(STRING).fullmatch(literal)
        braced = "{a = " + literal + "}"
        assert traced_peak(lambda: TOKEN_RE.match(literal)) < 1_000_000
        assert traced_peak(lambda: TOKEN_RE.match(braced)) < 1_000_000
    # the parse keeps a few copies of the text (line, token, attribute), no
    # more: also with escapes (their check before parsing) and CRLF line ends
    # (carriage returns outside strings made spaces)
    for body, end in (("y" * 2_000_000, "\n"), ("\\0A" * 700_000, "\n"), ("y" * 2_000_000, "\r\n"),
                      ("\\0A" * 700_000, "\r\n")):
        text = 'module attributes {test.s = "' + body + '"} {' + end + '}' + end
        assert traced_peak(lambda: parse_source(text, "s.mlir")) < 12 * len(text), (body[:4], end)


# ---------------------------------------------------------------------------
# dense<[...]>
# ---------------------------------------------------------------------------


def _outcome(text: str) -> str:
    AP._SHARED.clear()
    try:
        return "ok " + render_standalone(AP.AttrParser().parse_attr(text))
    except AP.AttrSyntaxError as e:
        return f"error {e.message} @{e.offset}"
    except Exception as e:  # noqa: BLE001 - compared between the two paths
        return f"{type(e).__name__}: {e}"


def _both_ways(text: str, monkeypatch) -> tuple[str, str]:
    """``text`` read with the dense fast path and by the grammar alone."""
    fast = _outcome(text)
    with monkeypatch.context() as m:
        m.setattr(AP.AttrParser, "_dense_attr", lambda self, text: None)
        slow = _outcome(text)
    return fast, slow


def test_dense_fast_path_equals_grammar(monkeypatch):
    """`dense<[...]> : type` of plain numbers is read without Lark; the
    result (or the error, from the grammar) is the grammar's."""
    rng = random.Random(3)
    atoms = ["1", "-2", "+3", "0x1F", "1.5", "-2.e3", "1e5", "true", "false", "0", "99999999999", "1.", "0x8000"]
    odd = ["0xg", "1e", "1_0", "(1, 2)", "- 1", ".5", "inf", "// c\n", "-0x1"]
    types = ["i32", "i1", "i8", "ui8", "f32", "f16", "bf16", "index", "i64", "f64"]

    def flat(n, pool):
        return "[" + ", ".join(rng.choice(pool) for _ in range(n)) + "]"

    # elements valid for each element type (MLIR's literal rules reject most
    # mixes of the atoms above)
    valid = {"i1": ["true", "false", "1", "0"], "ui8": ["1", "0", "200", "0x1F"],
             "int": ["1", "-2", "0", "7", "100", "0x1F"], "float": ["1.5", "-2.e3", "1.", "0.25", "0x3C00"]}

    fast = 0
    for _ in range(1500):
        et = rng.choice(types)
        r = rng.random()
        if r < 0.5:
            pool = valid.get(et, valid["float" if et[0] in "fb" else "int"])
        else:
            pool = atoms if r < 0.85 else atoms + odd
        shape = [rng.randrange(1, 4) for _ in range(rng.randrange(1, 5))]

        def build(dims):
            if len(dims) == 1:
                return flat(dims[0], pool)
            return "[" + ", ".join(build(dims[1:]) for _ in range(dims[0])) + "]"

        body = build(shape)
        if rng.random() < 0.2:
            body = body.replace(", ", rng.choice([",", " ,", ",  ", "\n,"]))
        n = 1
        for d in shape:
            n *= d
        ty = f"tensor<{'x'.join(map(str, shape)) if rng.random() < 0.7 else n}x{et}>"
        a, b = _both_ways(f"dense<{body}> : {ty}", monkeypatch)
        assert a == b, (body, ty)
        fast += a.startswith("ok")
    assert fast > 500
    for text in ("dense<[]> : tensor<0xi32>", "dense<[1, 2]>:tensor<2xi32>", "dense< [1 , 2] > : tensor<2xf32>",
                 "dense<[1, 2]> : i32", "dense<[1, 2]> : tensor<2xi32> x", "dense<[[1], 2]> : tensor<2xi32>",
                 "dense<[1 2]> : tensor<2xi32>", "dense<[1,,2]> : tensor<2xi32>", "dense<[[1, 2]]] : tensor<2xi32>",
                 "dense<[1, 2] // c\n> : tensor<2xi32>", "dense<[1, 2]> : tensor<2x!tt.ptr<f32>>",
                 "dense<[1, 2]> : tensor<2xi32, #undefined>", "dense<[1e999, -1e999]> : tensor<2xf32>",
                 "dense<[s, 1]> : tensor<2xi32>", "dense<[@, 1]> : tensor<2xi32>", "dense<[[s], [1]]> : tensor<2xi32>",
                 # MLIR's literal rules: shapes exactly the type's, elements in range
                 "dense<[1, 2]> : tensor<1x2xi32>", "dense<[[1, 2]]> : tensor<2xi32>", "dense<[1]> : tensor<i32>",
                 "dense<[1, [2]]> : tensor<2x1xi32>", "dense<[[1], [2, 3]]> : tensor<2x2xi32>",
                 "dense<[[1], 2]> : tensor<2x1xi32>", "dense<[[[1]], [[2]]]> : tensor<2x1x1xi32>",
                 "dense<[1, -0]> : tensor<2xi32>", "dense<[-00, 1]> : tensor<2xi32>", "dense<[-01, 1]> : tensor<2xi32>",
                 "dense<[256, 1]> : tensor<2xi8>", "dense<[255, -128]> : tensor<2xi8>", "dense<[-129]> : tensor<1xi8>",
                 "dense<[-1, 1]> : tensor<2xui8>", "dense<[128, 1]> : tensor<2xsi8>", "dense<[0, 0]> : tensor<2xi0>",
                 "dense<[1, 0]> : tensor<2xi0>", "dense<[-1, 1]> : tensor<2xi1>", "dense<[2]> : tensor<1xi1>",
                 "dense<[9223372036854775808]> : tensor<1xindex>", "dense<[1, 2]> : tensor<2xf32>",
                 "dense<[1.5, 2]> : tensor<2xf32>", "dense<[0x7F800000, 1.0]> : tensor<2xf32>",
                 "dense<[0x1FFFF, 1.0]> : tensor<2xf16>", "dense<[-0x1, 1.0]> : tensor<2xf32>",
                 "dense<[1.5]> : tensor<1xi32>", "dense<[true, 1]> : tensor<2xi32>", "dense<[1, 1]> : tensor<2xi32>",
                 "dense<[7]> : tensor<1xi32>", "dense<[1, 2]> : vector<2xi32>", "dense<[1, 2]> : tensor<?xi32>",
                 "dense<[]> : tensor<2x0xi32>", "dense<[[], []]> : tensor<2x0xi32>"):
        a, b = _both_ways(text, monkeypatch)
        assert a == b, text


def test_dense_elements_read_in_pieces(monkeypatch):
    monkeypatch.setattr(AP, "_DENSE_PIECE", 5)
    for et, vals in (("i32", ["1", "-2", "300", "4"] * 50), ("f32", ["1.5", "-2.e3", "1.e5", "0x3F800000"] * 50),
                     ("i1", ["true", "false", "1", "0"] * 50)):
        text = f"dense<[{', '.join(vals)}]> : tensor<{len(vals)}x{et}>"
        a, b = _both_ways(text, monkeypatch)
        assert a == b and a.startswith("ok")


@pytest.mark.parametrize("et, make", [
    ("i32", lambda r: str(r.randrange(-2 ** 31, 2 ** 31))),
    ("i8", lambda r: str(r.randrange(-128, 256))),  # (what MLIR takes for i8)
    ("f32", lambda r: f"{r.uniform(-1e3, 1e3):.6e}"),
], ids=["i32", "i8", "f32"])
def test_long_dense_line_round_trips(et, make, monkeypatch):
    rng = random.Random(4)
    vals = [make(rng) for _ in range(15_000)]
    text = func_module([f"    %cst = arith.constant dense<[{', '.join(vals)}]> : tensor<{len(vals)}x{et}>\n"])
    out = roundtrip(text)
    assert 'dense<"0x' in out  # MLIR prints big payloads as hex
    assert roundtrip(out) == out
    monkeypatch.setattr(AP.AttrParser, "_dense_attr", lambda self, text: None)  # element by element
    assert roundtrip(text) == out


def test_dense_elements_attr_wraps_splats_and_packs_as_per_element():
    rng = random.Random(5)
    tys = [T.IntegerType(w, s) for w in (1, 7, 8, 16, 32, 33, 64) for s in (None, "si", "ui")] + [T.index]
    for t in tys:
        for _ in range(120):
            n = rng.choice([1, 2, 5, 120])
            vals = [rng.choice([0, 1, -1, 255, 127, -128, 2 ** 31, -2 ** 63, 2 ** 64 - 1,
                                rng.randrange(-2 ** 70, 2 ** 70), True, False]) for _ in range(n)]
            if rng.random() < 0.3:
                vals = [vals[0]] * n
            d = A.DenseElementsAttr(T.RankedTensorType((n,), t), vals, splat=False)
            want = tuple(A.wrap_int(v, t) for v in vals)
            splat = bool(want) and all(isinstance(v, int) and v == want[0] for v in want)
            if splat:
                want = want[:1]
            assert d.values == want and [type(v) for v in d.values] == [type(v) for v in want]
            assert d.splat == splat
            for nbytes in (1, 2, 4, 8):
                mask = (1 << (8 * nbytes)) - 1
                assert A._raw_data(want, nbytes) == b"".join((v & mask).to_bytes(nbytes, "little") for v in want)


# ---------------------------------------------------------------------------
# Scalar attributes (`1 : i32`) without Lark
# ---------------------------------------------------------------------------


def test_scalar_attribute_fast_path_equals_grammar(monkeypatch):
    rng = random.Random(6)
    nums = ["0", "1", "-1", "+7", "007", "99999999999999999999", "1.5", "-2.", "1e5", "1.5e-3", "1E+2", "0x10",
            "1.5e", "1_0", "-0", "3.4028235e38", "1e400", "-1e400"]
    tys = ["i32", "i1", "i8", "si8", "ui8", "i64", "index", "f32", "f16", "bf16", "f64", "f80", "f128", "tf32",
           "i0", "ui1", "si1", "f8E4M3FN", ""]
    seps = [" : ", ":", " :", ": ", "  :  ", "\t:\t", " :\n"]
    never = type("NoMatch", (), {"match": staticmethod(lambda text: None)})
    for _ in range(1500):
        n, t = rng.choice(nums), rng.choice(tys)
        text = n if not t else n + rng.choice(seps) + t
        fast = _outcome(text)
        with monkeypatch.context() as m:
            m.setattr(AP, "_SCALAR_ATTR", never)
            slow = _outcome(text)
        assert fast == slow, text


# ---------------------------------------------------------------------------
# Many ops
# ---------------------------------------------------------------------------


def _constants(n: int) -> str:
    return func_module([f"    %c{i} = arith.constant {i} : i32\n" for i in range(n)])


def _expected_constants(n: int) -> str:
    return func_module([f"    %c{i}_i32 = arith.constant {i} : i32\n" for i in range(n)])


def test_many_distinct_constants(monkeypatch):
    """More distinct op shapes than the parser remembers plans for, and than
    the printer keeps templates for: the output does not change."""
    text = _constants(3000)
    want = roundtrip(text)
    assert want == _expected_constants(3000)
    monkeypatch.setattr(SP, "_PLAN_LIMIT", 10)
    monkeypatch.setattr(P, "_SHAPE_LIMIT", 10)
    assert roundtrip(text) == want


def test_many_ops_of_one_shape():
    n = 20_000
    lines = [f"    %{i} = arith.addi {'%a' if i == 0 else f'%{i - 1}'}, %a : i32\n" for i in range(n)]
    out = roundtrip(func_module(lines, "%a: i32"))
    want = func_module([f"    %{i} = arith.addi {'%arg0' if i == 0 else f'%{i - 1}'}, %arg0 : i32\n"
                        for i in range(n)], "%arg0: i32")
    assert out == want


def test_raw_ops_are_freed_while_the_ir_is_built():
    items = [object(), object(), object()]
    seen = []
    for x in SP._consume(items):
        seen.append(x)
        assert items[len(seen) - 1] is None
    assert len(seen) == 3 and items == [None, None, None]


def test_line_starts_of_a_long_file():
    text = "a\n" * 100_000 + "last"
    src = SourceFile(text, "f.mlir")
    assert src.line_col(0) == (1, 1)
    assert src.line_col(2 * 50_000 + 1) == (50_001, 2)
    assert src.line_text(100_001) == "last"
    assert src.line_starts.itemsize == 8  # machine integers, not a list of int objects
    # line_col remembers the last line found: positions in any order give the same answers
    rng = random.Random(7)
    text = "".join(rng.choice("ab\n") for _ in range(3000))
    src = SourceFile(text, "g.mlir", line_offset=4)
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    for pos in list(range(len(text) + 1)) + [rng.randrange(len(text) + 1) for _ in range(3000)]:
        line = max(i for i, s in enumerate(starts) if s <= pos)
        assert src.line_col(pos) == (line + 5, pos - starts[line] + 1)
