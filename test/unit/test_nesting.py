"""Deep nesting (issue 13, item 3): 10,000 nested regions, attributes, types and
locations are parsed, verified, walked, printed and run through passes.

pyopt's parser, verifier, printer and passes recurse once or a few times per
level of nesting; they run on a thread with a 1 GiB stack and a high
recursion limit (pyopt.support.run_deep), and the algorithms that ran in time
quadratic in the depth (the walk, the printer's region text, the verifier's
visible values) are linear.  Past what the stack allows pyopt stops with
"nesting too deep", never a crash.  (Real Triton 3.6.0's parser crashes on
10,000 nested scf.if or [[...]] attributes; it parses the 10,000-deep types
and locations below.)
"""

from __future__ import annotations

import threading

import pytest

import pyopt.support as support
from pyopt.cli import main
from pyopt.ir.core import Operation
from pyopt.ir.printer import Namer, Printer, print_op
from pyopt.passes import PassContext, PassManager, PassSpec, resolve_pass
from pyopt.diagnostics import DiagnosticEngine
from pyopt.support import MAX_NESTING, NestingTooDeep, run_deep
from pyopt.syntax.parser import parse_source
from pyopt.syntax.tokens import tokenize
from pyopt.verifier import verify

N = MAX_NESTING  # 10,000


# -- inputs ----------------------------------------------------------------------


def nested_generic(n: int) -> str:
    return '"foo.r"() ({\n' * n + "}) : () -> ()\n" * n


def nested_if(n: int) -> str:
    """scf.if in scf.if, each with its own condition (a value defined in the
    region around it), in a function."""
    return ("tt.func @f() {\n" + "".join(f"%c{i} = arith.constant true\nscf.if %c{i} {{\n" for i in range(n))
            + "}\n" * n + "tt.return\n}\n")


def nested_if_outer_condition(n: int) -> str:
    """scf.if in scf.if, all on the function's argument."""
    return "tt.func @f(%c: i1) {\n" + "scf.if %c {\n" * n + "}\n" * n + "tt.return\n}\n"


def func_with_arg(type_text: str) -> str:
    return f"tt.func @f(%a: {type_text}) {{\n  tt.return\n}}\n"


def callsite(n: int) -> str:
    s = '"a":1:2'
    for i in range(n):
        s = f'callsite({s} at "b":{i}:1)'
    return s


DEEP_INPUTS = {
    "array attribute": lambda n: 'module attributes {d.x = ' + "[" * n + "]" * n + "} {\n}\n",
    "dictionary attribute": lambda n: '"foo.op"() {a = ' + "{a = " * n + "1" + "}" * n + "} : () -> ()\n",
    "tuple type": lambda n: func_with_arg("tuple<" * n + "i32" + ">" * n),
    "pointer type": lambda n: func_with_arg("!tt.ptr<" * n + "i32" + ">" * n),
    "function type": lambda n: func_with_arg("(" * n + "i32" + ") -> i32" * n),
    "type alias": lambda n: "!t = " + "tuple<" * n + "i32" + ">" * n + '\n"foo.op"() : () -> !t\n',
    "attribute alias": lambda n: "#a = " + "{a = " * n + "1" + "}" * n + '\n"foo.op"() {k = #a} : () -> ()\n',
    "dense literal": lambda n: ('"foo.op"() {a = dense<' + "[" * n + "1" + "]" * n + "> : tensor<"
                                + "1x" * n + "i32>} : () -> ()\n"),
    "op location": lambda n: "module {\n  tt.func @f() {\n    tt.return loc(" + callsite(n) + ")\n  }\n}\n",
    "block argument location": lambda n: ('"foo.region"() ({\n^bb0(%x: i32 loc(' + callsite(n)
                                          + ')):\n  "foo.op"() : () -> ()\n}) : () -> ()\n'),
    "dialect type": lambda n: '"foo.op"() : () -> !foo.t<' + "<" * n + ">" * n + ">\n",
}


def _process(text: str) -> tuple[str, int]:
    m = parse_source(text, "deep.mlir")
    verify(m)
    return print_op(m), sum(1 for _ in m.walk())


@pytest.mark.parametrize("kind", sorted(DEEP_INPUTS))
def test_deep_attributes_types_locations(kind):
    """10,000 levels: parsed, verified, walked, printed; the output reads back
    to itself."""
    out, ops = _process(DEEP_INPUTS[kind](N))
    assert _process(out) == (out, ops)


def test_deep_regions():
    """10,000 nested regions: parsed, verified, walked (pre- and post-order)
    and printed.  The output's indentation makes it quadratic in the depth
    (200 MB here), so its shape is checked rather than read back."""
    m = parse_source(nested_generic(N), "deep.mlir")
    verify(m)
    pre = [op for op in m.walk()]
    post = [op for op in m.walk(pre_order=False)]
    assert len(pre) == len(post) == N + 1 and pre[0] is m and post[-1] is m
    assert pre[1:] == post[-2::-1]  # a chain: post-order is pre-order reversed
    text = print_op(m)
    lines = text.split("\n")
    assert len(lines) == 2 * N + 3
    assert lines[N] == " " * (2 * N) + '"foo.r"() ({'
    assert lines[N + 1] == " " * (2 * N) + "}) : () -> ()"
    del text, lines
    out, ops = _process(nested_generic(1000))
    assert _process(out) == (out, ops)


def test_deep_regions_with_values():
    """10,000 nested scf.if, each reading a value defined around it."""
    m = parse_source(nested_if(N), "deep.mlir")
    verify(m)
    assert sum(1 for op in m.walk() if op.name == "scf.if") == N
    out, ops = _process(nested_if(300))
    assert _process(out) == (out, ops)


def _run_pass(text: str, name: str) -> Operation:
    def work():
        m = parse_source(text, "deep.mlir")
        pm = PassManager([resolve_pass(PassSpec(name, [], name))()], verify_each=True, verifier=verify)
        assert pm.run(m, PassContext(diag=DiagnosticEngine(lambda d: None), source_name="deep.mlir"))
        return m
    return run_deep(work)


@pytest.mark.parametrize("name", ["canonicalize-pointers", "coalesce", "symbol-dce", "test-amd-range-analysis"])
def test_passes_on_deep_regions(name):
    """Passes whose work grows linearly with the ops, at 10,000 levels
    (canonicalize-pointers also erases the empty scf.if, all 10,000)."""
    m = _run_pass(nested_if(N), name)
    assert m.regions[0].blocks[0].first.name == "tt.func"


@pytest.mark.parametrize("name", ["axis-info", "canonicalize", "canonicalize-pointers", "coalesce",
                                  "convert-to-buffer-ops", "cse", "fold-true-cmpi",
                                  "remove-layout-conversions", "symbol-dce", "test-amd-range-analysis"])
def test_every_pass_on_nested_regions(name):
    """Every pass on 300 nested scf.if (some passes take time quadratic in the
    depth, as their MLIR counterparts do: CSE's and the canonicalizer's
    dead-op test walks what each region op nests)."""
    _run_pass(nested_if(300), name)


# -- tokens nest as deep as the text ----------------------------------------------


@pytest.mark.parametrize("depth", [6, 7, 8, 50])
def test_token_nesting_has_no_limit(depth):
    """A type or location nested deeper than the tokenizer's patterns is one
    token all the same (Triton's IR nests !tt.ptr and callsite locations 7
    deep)."""
    ptr = "!tt.ptr<" * depth + "i32" + ">" * depth
    loc = "loc(" + callsite(depth) + ")"
    d = "{a = " * depth + "1" + "}" * depth
    toks: list = []
    tokenize(f"%0 = foo.op {ptr} {loc} {d}", 0, toks)
    assert [(t.kind, t.text) for t in toks[3:]] == [("typeish", ptr), ("loc", loc), ("dict", d)]


@pytest.mark.parametrize("depth", [7, 8, 50])
def test_deep_pointer_and_callsite_print_back(depth):
    ptr = "!tt.ptr<" * depth + "f32" + ">" * depth
    src = (f"module {{\n  tt.func @f(%arg0: {ptr}) {{\n    tt.return loc({callsite(depth)})\n  }}\n}}\n")
    m = parse_source(src, "t.mlir")
    verify(m)
    assert print_op(m) == f"module {{\n  tt.func @f(%arg0: {ptr}) {{\n    tt.return\n  }}\n}}\n"
    assert print_op(m, debuginfo=True).count("callsite(") == depth


def test_unbalanced_deep_group_is_tokenized_as_before():
    toks: list = []
    tokenize("!tt.ptr<" * 9 + "i32", 0, toks)
    assert toks[0].kind == "alias" and toks[1].text == "<"


# -- deeper than the stack ---------------------------------------------------------


def test_nesting_too_deep_is_a_clean_error(tmp_path, capsys, monkeypatch):
    """Past the recursion limit, an error naming the file, exit status 1, no
    traceback (here the limit is lowered so that 3,000 levels exceed it)."""
    monkeypatch.setattr(support, "DEEP_RECURSION_LIMIT", 4000)
    path = tmp_path / "deep.mlir"
    path.write_text(DEEP_INPUTS["function type"](3000))
    assert main([str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"pyopt: error: while processing {path}: nesting too deep:")
    assert "Traceback" not in err and "internal error" not in err


def test_run_deep():
    def depth(n):
        return 0 if n == 0 else 1 + depth(n - 1)

    limit = __import__("sys").getrecursionlimit()
    assert run_deep(depth, 100_000) == 100_000
    assert __import__("sys").getrecursionlimit() == limit
    with pytest.raises(NestingTooDeep):
        run_deep(depth, 10**7)
    with pytest.raises(ZeroDivisionError):
        run_deep(lambda: 1 / 0)
    assert run_deep(lambda: run_deep(depth, 10)) == 10  # nested: runs in place
    # callers on several threads share the one worker
    results = []
    threads = [threading.Thread(target=lambda: results.append(run_deep(depth, 50_000))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [50_000] * 4


# -- the algorithms that became iterative ---------------------------------------------


def _recursive_walk(op, pre_order):
    if pre_order:
        yield op
    for region in op.regions:
        for block in region.blocks:
            o = block.first
            while o is not None:
                nxt = o.next
                yield from _recursive_walk(o, pre_order)
                o = nxt
    if not pre_order:
        yield op


def test_walk_order_is_the_recursive_one():
    src = ("module {\n  tt.func @f(%c: i1) {\n    scf.if %c {\n      %a = arith.constant 1 : i32\n"
           "      scf.if %c {\n      } else {\n        %b = arith.constant 2 : i32\n      }\n    }\n"
           "    %d = arith.constant 3 : i32\n    tt.return\n  }\n  tt.func @g() {\n    tt.return\n  }\n}\n")
    m = parse_source(src, "t.mlir")
    for pre in (True, False):
        assert [id(o) for o in m.walk(pre)] == [id(o) for o in _recursive_walk(m, pre)]
    body = m.regions[0].blocks[0].first.regions[0]
    assert [id(o) for o in body.post_order_ops()] == [id(o) for b in body.blocks for top in b.ops
                                                      for o in _recursive_walk(top, False)]
    # erasing the op just yielded, in post-order, does not disturb the walk
    names = []
    for op in m.walk(pre_order=False):
        names.append(op.name)
        if op.name == "arith.constant":
            op.detach()
    assert names.count("arith.constant") == 3 and names[-1] == "builtin.module"


def test_printer_region_markers_stay_inside():
    """Printer.op (used by axis-info's remarks) gives the op's whole text."""
    m = parse_source(nested_if(3), "t.mlir")
    func = m.regions[0].blocks[0].first
    text = Printer(Namer(func)).op(func)
    assert "\x01" not in text and text.count("scf.if") == 3
    assert "  " + text.replace("\n", "\n  ") in print_op(m)


# -- memory of one-line nesting and of printing (issue 23, item 6) --------------------------------


def _traced_peak(fn, *args):
    """(result, the peak of Python memory ``fn`` allocated, in bytes)."""
    import tracemalloc

    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        out = fn(*args)
        return out, tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()


def test_one_line_nesting_takes_the_memory_of_nesting_on_lines():
    """Regions nested on one line are read token by token; each level once
    held a copy of the text of what it nests (memory quadratic in the depth:
    100,000 levels took 9.8 GB).  Now one line costs what separate lines cost."""
    n = 1000
    on_lines = "tt.func @f(%c: i1) {\n" + "scf.if %c {\n" * n + "}\n" * n + "tt.return\n}\n"
    one_line = on_lines.replace("\n", " ")
    _, lines_peak = _traced_peak(parse_source, on_lines, "x.mlir")
    module, one_line_peak = _traced_peak(parse_source, one_line, "x.mlir")
    assert one_line_peak < 2 * lines_peak, (one_line_peak, lines_peak)
    assert print_op(module) == print_op(parse_source(on_lines, "x.mlir"))


def test_printing_deep_nesting_holds_little_beyond_its_text():
    """IR nested n deep prints O(n^2) spaces of indentation (as MLIR does);
    the printer keeps them as shared pieces until the final text is joined,
    instead of a copy of each line besides the text (2.3 times the text at
    1,000 levels before; 1.7 now, most of it the pieces' list)."""
    n = 1000
    module = parse_source(nested_generic(n), "x.mlir")
    text, peak = _traced_peak(print_op, module)
    assert text.count("\n") == 2 * n + 2  # (and the module around them)
    assert peak < 2 * len(text), (peak, len(text))


def test_regions_deeper_than_the_limit_are_refused_where_they_open(tmp_path, capsys):
    """A module, a function and MAX_NESTING levels inside it are read; one
    level more is a located error, exit status 1, nothing written (the limit
    bounds the algorithms that take time quadratic in the depth; Triton's
    parser dies of a stack overflow at 3,000 to 4,000 levels)."""
    path, out = tmp_path / "deep.mlir", tmp_path / "out.mlir"
    path.write_text("module {\n" + nested_if(N) + "}\n")
    assert main([str(path), "-o", str(out)]) == 0
    out.unlink()
    capsys.readouterr()
    path.write_text("module {\n" + nested_if(N + 1) + "}\n")
    assert main([str(path), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    line = 2 * (N + 1) + 2  # the innermost scf.if's region opens on this line
    assert err.startswith(f"{path}:{line}:")
    assert f"error: nesting too deep: regions nest more than {N + 2} levels deep, pyopt's limit" in err
    assert not out.exists()
    # a module written without braces counts as one all the same
    path.write_text(nested_generic(N + 2))
    assert main([str(path), "-o", str(out)]) == 0
    path.write_text(nested_generic(N + 3))
    assert main([str(path), "-o", str(out)]) == 1
