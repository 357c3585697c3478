"""Memory of the IR and of printing (issue 27): what each op, value and printed
line costs, and that the output of a big module is written out in parts.

These are pyopt's own representation choices, not Triton behaviour: the texts
printed here are pyopt's round trip of its own input (the round-trip corpus
tests compare printing with Triton 3.6.0's)."""

from __future__ import annotations

import io
import sys

from pyopt import cli
from pyopt.ir.core import Operation
from pyopt.ir.pattern import clone_op
from pyopt.ir.printer import Namer, print_op, print_op_pieces
from pyopt.syntax.parser import parse_source

import pytest

SRC = """module {
  tt.func @f(%arg0: i32, %arg1: i1) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1:2 = scf.if %arg1 -> (i32, i32) {
      scf.yield %0, %arg0 : i32, i32
    } else {
      scf.yield %arg0, %0 : i32, i32
    }
    tt.return %1#1 : i32
  }
}
"""


def _ops(module):
    func = module.regions[0].blocks[0].first
    return func, list(func.regions[0].blocks[0].ops)


def test_ops_without_regions_or_successors_share_the_empty_tuple():
    m = parse_source(SRC, "t.mlir")
    func, (add, if_, ret) = _ops(m)
    assert add.regions is () and add.successors is ()
    assert ret.regions is () and ret.successors is ()
    assert isinstance(if_.regions, list) and len(if_.regions) == 2
    generic = Operation("test.op", [], [], regions=0)
    assert generic.regions is () and generic.successors is ()
    assert Operation("test.op", [], [], regions=[]).regions == ()


def test_clone_of_an_op_with_regions_gives_it_its_own_regions():
    m = parse_source(SRC, "t.mlir")
    func, (add, if_, ret) = _ops(m)
    copy = clone_op(if_)
    assert len(copy.regions) == 2 and all(r.parent is copy for r in copy.regions)
    assert copy.regions is not if_.regions
    assert print_op(copy) == print_op(if_)
    assert clone_op(add).regions is ()


def test_operand_and_result_lists_have_their_exact_size():
    m = parse_source(SRC, "t.mlir")
    func, (add, if_, ret) = _ops(m)
    arg0 = func.regions[0].blocks[0].args[0]
    # made from iterators (a list grown by appending keeps room for four)
    op = Operation("test.op", iter([arg0, arg0, arg0]), iter([add.results[0].type]))
    assert sys.getsizeof(op.operand_uses) == sys.getsizeof([None] * 3)
    assert op.results.__class__ is tuple and len(op.results) == 1
    assert [u.index for u in op.operand_uses] == [0, 1, 2]
    assert [u.owner for u in arg0.uses[-3:]] == [op, op, op]
    assert sys.getsizeof(add.operand_uses) == sys.getsizeof([None] * 2)
    assert if_.results.__class__ is tuple and len(if_.results) == 2
    # no operands, no results: the shared empty tuple, until an operand is added
    bare = Operation("test.op", iter(()), iter(()))
    assert bare.operand_uses is () and bare.results is () and ret.results is ()
    bare._append_operand(arg0)
    assert bare.operands == [arg0] and arg0.uses[-1].owner is bare
    assert Operation("test.op", [], []).operand_uses is ()
    # an operand added later still works
    op._append_operand(arg0)
    assert op.num_operands == 4 and op.operand(3) is arg0


def test_values_keep_the_name_as_written():
    m = parse_source(SRC, "t.mlir")
    func, (add, if_, ret) = _ops(m)
    assert add.results[0].written_name == "%0" and add.results[0].name_hint == "0"
    assert [r.written_name for r in if_.results] == ["%1#0", "%1#1"]
    assert [r.name_hint for r in if_.results] == ["1#0", "1#1"]
    arg = func.regions[0].blocks[0].args[0]
    assert arg.written_name == "%arg0" and arg.name_hint == "arg0"
    add.results[0].name_hint = "x"
    assert add.results[0].written_name == "%x"
    add.results[0].name_hint = None
    assert add.results[0].written_name is None and add.results[0].name_hint is None


def test_ops_parsed_alike_share_their_attributes_copy_on_write():
    from pyopt.ir import attrs as A
    from pyopt.ir.core import NO_ATTRIBUTES, SharedAttributes

    m = parse_source(_two_functions(3), "t.mlir")
    f0, f1 = list(m.regions[0].blocks[0].ops)
    adds = [op for f in (f0, f1) for op in f.regions[0].blocks[0].ops if op.name == "arith.addi"]
    stores = [op for f in (f0, f1) for op in f.regions[0].blocks[0].ops if op.name == "tt.store"]
    # tt.store has defaulted properties (cache, evict): one dictionary for the ops built alike
    assert stores[1].attr_dict is stores[2].attr_dict is stores[-1].attr_dict
    assert isinstance(stores[1].attr_dict, SharedAttributes)
    # an op made without attributes shares its class's defaulted ones (overflowFlags)
    a = adds[0].operand(0)
    made = [type(adds[0])([a, a], [a.type]) for _ in range(2)]
    assert made[0].attr_dict is made[1].attr_dict is type(adds[0])._DEFAULTS_ONLY
    assert made[0].attr_dict == adds[0].attr_dict and list(made[0].attr_dict) == ["overflowFlags"]
    made[0].attributes["test.x"] = A.UnitAttr()
    assert "test.x" not in made[1].attr_dict and "test.x" not in type(adds[0])._DEFAULTS_ONLY
    rets = [f.regions[0].blocks[0].last for f in (f0, f1)]
    assert rets[0].attr_dict is NO_ATTRIBUTES and rets[1].attr_dict is NO_ATTRIBUTES
    with pytest.raises(TypeError):
        stores[1].attr_dict["x"] = A.UnitAttr()
    with pytest.raises(TypeError):
        NO_ATTRIBUTES.update(x=A.UnitAttr())
    before = print_op(m)
    # asking for .attributes gives the op its own dictionary: the others keep theirs
    own = stores[1].attributes
    assert type(own) is dict and own == dict(stores[2].attr_dict) and stores[1].attributes is own
    own["test.mark"] = A.UnitAttr()
    rets[0].attributes["test.mark"] = A.UnitAttr()
    after = print_op(m)
    assert after.count("test.mark") == 2 and "test.mark" not in print_op(f1)
    assert "test.mark" not in stores[2].attr_dict and not rets[1].attr_dict and NO_ATTRIBUTES == {}
    assert before.replace("\n", "") != after.replace("\n", "")
    # a clone shares what its original shares; a dictionary given by a caller is copied
    from pyopt.ir.pattern import clone_op as clone

    assert clone(stores[2]).attr_dict is stores[2].attr_dict
    given = {"test.x": A.UnitAttr()}
    op = Operation("test.op", [], [], attributes=given)
    assert op.attr_dict == given and op.attr_dict is not given
    assert Operation("test.op").attr_dict is NO_ATTRIBUTES


def test_parsed_ops_hold_their_location_compactly():
    from pyopt.ir import attrs as A

    m = parse_source(SRC, "some/file.mlir")
    func, (add, if_, ret) = _ops(m)
    for op in (add, if_, ret, func):
        assert op._loc.__class__ is int and sys.getsizeof(op._loc) <= sys.getsizeof(1 << 61)
    lines = SRC.splitlines()

    def at(file, line, name):  # where the op's name is written (MLIR's location of an op)
        return A.FileLineColLoc(file, line, lines[line - 1].index(name) + 1)

    assert add.loc == at("some/file.mlir", 3, "arith.addi")
    assert if_.loc == at("some/file.mlir", 4, "scf.if")
    assert ret.loc == at("some/file.mlir", 9, "tt.return")
    other = parse_source(SRC, "other.mlir")
    assert _ops(other)[1][0].loc == at("other.mlir", 3, "arith.addi")
    assert add.loc == at("some/file.mlir", 3, "arith.addi")
    assert add.loc is not add.loc  # (made when read)
    # a field too wide for the compact form keeps the location object
    big = A.compact_file_line_col("f", 1 << 40, 3)
    assert big == A.FileLineColLoc("f", 1 << 40, 3)
    assert A.expand_compact_loc(A.compact_file_line_col("f", (1 << 31) - 1, 0)) == A.FileLineColLoc("f", (1 << 31) - 1, 0)
    add.loc = A.UnknownLoc()
    assert add.loc == A.UnknownLoc()
    # block arguments too (where the name is written)
    arg = func.regions[0].blocks[0].args[1]
    assert arg._loc.__class__ is int
    assert arg.loc == A.FileLineColLoc("some/file.mlir", 2, lines[1].index("%arg1") + 1)


def test_value_names_are_one_string_per_name_in_the_process():
    m = parse_source(_two_functions(3), "t.mlir")
    f0, f1 = list(m.regions[0].blocks[0].ops)
    first = [f.regions[0].blocks[0].first.results[0] for f in (f0, f1)]
    assert first[0].written_name == "%v0" and first[0].written_name is first[1].written_name
    args = [f.regions[0].blocks[0].args[0] for f in (f0, f1)]
    assert args[0].written_name is args[1].written_name


def _two_functions(n: int) -> str:
    body = "".join(f"    %v{i} = arith.addi %a, %a : i32\n    tt.store %p, %v{i} : !tt.ptr<i32>\n"
                   for i in range(n))
    funcs = "".join(f"  tt.func @f{k}(%p: !tt.ptr<i32>, %a: i32) {{\n{body}    tt.return\n  }}\n"
                    for k in range(2))
    return "module {\n" + funcs + "}\n"


def test_value_numbers_share_their_texts_between_functions():
    m = parse_source(_two_functions(12), "t.mlir")
    funcs = list(m.regions[0].blocks[0].ops)
    namer = Namer(m)
    last = [list(f.regions[0].blocks[0].ops)[-3].results[0] for f in funcs]  # each function's %11
    a, b = (namer.names[v] for v in last)
    assert a == b == "11" and a is b
    assert "%11 = arith.addi" in print_op(m)


def test_print_op_pieces_are_the_printed_text():
    m = parse_source(_two_functions(3), "t.mlir")
    pieces = print_op_pieces(m)
    assert isinstance(pieces, list) and len(pieces) > 10
    assert "".join(pieces) == print_op(m)
    assert "".join(print_op_pieces(m, local_scope=True)) == print_op(m, local_scope=True)


class _Buffer(io.BytesIO):
    def __init__(self):
        super().__init__()
        self.sizes: list[int] = []

    def write(self, data):
        self.sizes.append(len(data))
        return super().write(data)


class _Stdout:
    encoding = "utf-8"

    def __init__(self):
        self.buffer = _Buffer()

    def flush(self):
        pass


def test_output_is_encoded_and_written_in_parts(monkeypatch):
    monkeypatch.setattr(cli, "WRITE_CHUNK", 64)
    m = parse_source(_two_functions(20), "t.mlir")
    text = print_op(m)
    pieces = print_op_pieces(m)
    stdout = _Stdout()
    out = cli.Output(None, stdout)
    out.open()
    out.write(pieces)
    assert stdout.buffer.getvalue().decode() == text
    longest = max(len(p) for p in print_op_pieces(m))
    assert len(stdout.buffer.sizes) > len(text) // (64 + longest)
    assert max(stdout.buffer.sizes) < 64 + longest
    assert pieces == []  # dropped as they were written
    # a string is written in parts too
    stdout = _Stdout()
    out = cli.Output(None, stdout)
    out.open()
    out.write(text)
    assert stdout.buffer.getvalue().decode() == text
    assert max(stdout.buffer.sizes) <= 64 and len(stdout.buffer.sizes) >= len(text) // 64


def test_output_file_written_in_parts_is_the_text(tmp_path, monkeypatch):
    monkeypatch.setattr(cli, "WRITE_CHUNK", 50)
    src = tmp_path / "in.mlir"
    src.write_text(_two_functions(30))
    dst = tmp_path / "out.mlir"
    assert cli.main([str(src), "-o", str(dst)]) == 0
    m = parse_source(_two_functions(30), str(src))
    assert dst.read_text() == print_op(m)


# -- printing as the text is written out (print_op_to): the same text ------------------
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from pyopt.ir import printer as printer_module  # noqa: E402
from pyopt.ir.printer import print_op_to  # noqa: E402
from pyopt.syntax.parser import parse_source as _parse  # noqa: E402

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
KNOWN_FAILURES = set((CORPUS / "known-roundtrip-failures.txt").read_text().split())
CORPUS_FILES = [p for p in sorted(CORPUS.rglob("*.mlir")) if str(p.relative_to(CORPUS)) not in KNOWN_FAILURES]


def _streamed(module, **flags) -> tuple[str, int]:
    parts: list[str] = []
    print_op_to(parts.append, module, **flags)
    return "".join(parts), len(parts)


def test_print_op_to_prints_the_corpus_as_print_op(monkeypatch):
    """Regions printed when their text is reached, handed on every few pieces:
    byte for byte the text print_op gives (the corpus files are Triton 3.6.0's
    output, which the round-trip test reprints exactly)."""
    monkeypatch.setattr(printer_module, "_FLUSH_PIECES", 8)
    assert len(CORPUS_FILES) > 1000
    several = 0
    for path in CORPUS_FILES:
        text = path.read_text()
        module = _parse(text, str(path))
        out, n = _streamed(module)
        assert out == text, path
        several += n > 1
    assert several > 1000  # (handed on in several parts)


FLAG_SETS = [dict(generic=True), dict(debuginfo=True), dict(local_scope=True), dict(nameloc=True, debuginfo=True),
             dict(local_scope=True, debuginfo=True)]


@pytest.mark.parametrize("flags", FLAG_SETS, ids=lambda f: ",".join(sorted(f)))
def test_print_op_to_with_printing_flags(monkeypatch, flags):
    monkeypatch.setattr(printer_module, "_FLUSH_PIECES", 4)
    # corpus files (locations: where each op was read) and Triton's dumps (named locations, aliases)
    dumps = sorted((Path(__file__).resolve().parents[1] / "dumps").glob("*/*/asm.tt*"))
    assert dumps
    for path in CORPUS_FILES[::25] + dumps:
        module = _parse(path.read_text(), str(path))
        assert _streamed(module, **flags)[0] == print_op(module, **flags), path


def test_print_op_to_nested_regions_and_blocks(monkeypatch):
    monkeypatch.setattr(printer_module, "_FLUSH_PIECES", 1)
    src = """module {
  tt.func @f(%arg0: i32, %arg1: i1) -> i32 {
    %0 = scf.if %arg1 -> (i32) {
      %2 = scf.if %arg1 -> (i32) {
        scf.yield %arg0 : i32
      } else {
        %3 = arith.addi %arg0, %arg0 : i32
        scf.yield %3 : i32
      }
      scf.yield %2 : i32
    } else {
      scf.yield %arg0 : i32
    }
    cf.br ^bb1(%0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    tt.return %1 : i32
  }
}
"""
    module = _parse(src, "t.mlir")
    assert _streamed(module)[0] == print_op(module) == src


def _record_writes(monkeypatch) -> list:
    calls: list = []
    original = cli.Output.write

    def write(self, text):
        calls.append(text if isinstance(text, str) else list(text))
        return original(self, text)

    monkeypatch.setattr(cli.Output, "write", write)
    return calls


def test_an_output_file_takes_the_text_as_it_is_printed(tmp_path, monkeypatch):
    monkeypatch.setattr(printer_module, "_FLUSH_PIECES", 2)
    calls = _record_writes(monkeypatch)
    src = tmp_path / "in.mlir"
    src.write_text(_two_functions(5))
    dst = tmp_path / "out.mlir"
    assert cli.main([str(src), "-o", str(dst)]) == 0
    expected = print_op(_parse(_two_functions(5), str(src)))
    assert dst.read_text() == expected
    parts = [c for c in calls if c != []]  # (the chunk's result: already written)
    assert len(parts) > 2 and all(isinstance(c, str) for c in parts)
    assert "".join(parts) == expected


def test_standard_output_takes_each_chunk_whole(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(printer_module, "_FLUSH_PIECES", 2)
    calls = _record_writes(monkeypatch)
    src = tmp_path / "in.mlir"
    src.write_text(_two_functions(5))
    assert cli.main([str(src)]) == 0
    assert len(calls) == 1 and isinstance(calls[0], list)
    assert capsys.readouterr().out == print_op(_parse(_two_functions(5), str(src)))


def test_a_failed_write_of_printed_text_is_a_write_error(tmp_path, monkeypatch, capsys):
    import errno

    class Full:
        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

        def close(self):
            pass

    original = cli.Output.open

    def open_full(self):
        original(self)
        self.stream.close()
        self.stream = Full()

    monkeypatch.setattr(cli.Output, "open", open_full)
    src = tmp_path / "in.mlir"
    src.write_text(_two_functions(5))
    dst = tmp_path / "out.mlir"
    assert cli.main([str(src), "-o", str(dst)]) == 1
    err = capsys.readouterr().err
    assert f"pyopt: error: cannot write output file '{dst}': No space left on device" in err
    assert "internal error" not in err
    assert not dst.exists() and not list(tmp_path.glob(".out.mlir.*"))


def test_a_file_location_keeps_only_its_fields():
    import weakref

    from pyopt.ir.attrs import CallSiteLoc, FileLineColLoc, NameLoc

    a, b = FileLineColLoc("f.py", 300, 4), FileLineColLoc("f.py", 300, 4)
    assert a == b and hash(a) == hash(b) and a != FileLineColLoc("f.py", 301, 4)
    assert not hasattr(a, "_hash") and not hasattr(a, "_key")
    assert sys.getsizeof(a) < sys.getsizeof(NameLoc("x", a))
    # locations that nest others keep their hash (a deep call-site chain is walked once)
    deep = a
    for i in range(50):
        deep = CallSiteLoc(NameLoc(f"n{i}", a), deep)
    assert deep._hash is None and hash(deep) == deep._hash
    m = parse_source(SRC, "t.mlir")
    func, (add, if_, ret) = _ops(m)
    for obj in (add, add.results[0], func.regions[0].blocks[0].args[0]):
        try:
            weakref.ref(obj)
        except TypeError:
            continue
        raise AssertionError(f"{obj!r} takes weak references (a slot per op and value)")
