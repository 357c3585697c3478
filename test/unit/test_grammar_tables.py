"""The Lark parser tables shipped in the package (pyopt/syntax/grammar.py).

pyopt never unpickles a parser-table cache: the tables are generated into
pyopt/syntax/parser_tables.json (JSON: no code can ride in it) and read from
the package.  These tests check that the shipped tables are current, that
they are what Lark builds from the grammars, and that no file outside the
package (a cache folder another user could write) is ever read."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from lark import Lark

from pyopt.syntax import grammar as G

REPO = Path(__file__).resolve().parents[2]


def _plain(x):
    """JSON's view of ``x`` (tuples become lists, keys strings)."""
    return json.loads(json.dumps(x))


@pytest.mark.parametrize("name", sorted(G.GRAMMARS))
def test_shipped_tables_are_current(name):
    entry = G._shipped(name)
    assert entry is not None, f"{G.TABLES_FILE} has no tables for {name}"
    assert entry["key"] == G.table_key(name), (
        f"the parser tables of grammar/{name} are stale: run `python -m pyopt.syntax.grammar`")


def test_tables_file_is_what_the_generator_writes():
    assert Path(G.TABLES_FILE).read_text(encoding="utf-8") == G.render_tables(), (
        "pyopt/syntax/parser_tables.json differs from the generator's output: "
        "run `python -m pyopt.syntax.grammar`")


@pytest.mark.parametrize("name", sorted(G.GRAMMARS))
def test_loaded_tables_equal_a_fresh_build(name):
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    loaded = G.load_grammar(name)
    assert loaded.source_path == "<deserialized>"  # read from the shipped tables, not built
    fresh = Lark((Path(G.grammar_dir()) / name).read_text(encoding="utf-8"), **G._options(name))
    a = loaded.memo_serialize([TerminalDef, Rule])
    b = fresh.memo_serialize([TerminalDef, Rule])
    for data, _ in (a, b):
        data["options"].pop("transformer", None)
        G._canonical_numbers(data["parser"]["parser"])  # Lark numbers states differently each run
    assert _plain(a) == _plain(b)


def test_stale_tables_are_built_in_memory(monkeypatch):
    entry = dict(G._shipped("attribute.lark"), key="stale", made_from={"text": "a grammar since edited"})
    monkeypatch.setitem(G._TABLES, "attribute.lark", entry)
    parser = G.load_grammar("attribute.lark")
    assert parser.source_path != "<deserialized>"
    assert parser.parse("tensor<4xi32>", start="type") is not None


def test_parsing_never_unpickles_or_reads_a_cache(tmp_path):
    """A fresh process parses a file with pickle disabled and an empty cache
    folder it must not touch; a planted cache file (what Lark's ``cache=``
    option would load, with a payload that would run) stays unread."""
    cache = tmp_path / "cache"
    (cache / "pyopt").mkdir(parents=True)
    marker = tmp_path / "pwned"
    payload = pickle.dumps(eval, protocol=2)  # never loaded: would be a callable, not tables
    for stem in ("module", "attribute"):
        (cache / "pyopt" / f"{stem}-0000000000000000.lark.cache").write_bytes(b"x\n" + payload)
    src = tmp_path / "in.mlir"
    src.write_text("module {\n  tt.func @f(%a: i32) -> i32 {\n    tt.return %a : i32\n  }\n}\n")
    script = (
        "import pickle, sys\n"
        "def refuse(*a, **k):\n"
        f"    open({str(marker)!r}, 'w').close()\n"
        "    raise AssertionError('pickle used')\n"
        "pickle.load = pickle.loads = pickle.Unpickler = refuse\n"
        "from pyopt.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), XDG_CACHE_HOME=str(cache), HOME=str(tmp_path))
    before = sorted(p.name for p in (cache / "pyopt").iterdir())
    r = subprocess.run([sys.executable, "-c", script, str(src)], env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "tt.return %arg0 : i32" in r.stdout
    assert not marker.exists()
    assert sorted(p.name for p in (cache / "pyopt").iterdir()) == before
