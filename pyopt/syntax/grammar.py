"""Loading the Lark grammars in grammar/, with parser tables shipped in the package.

The grammar files live at the top of the repository and are mapped into the
wheel as ``pyopt/_grammar`` (pyproject.toml, hatch ``force-include``).  Building
a grammar's LALR tables takes tens of milliseconds (about 80 ms for both), too
long to pay on every start, so the tables are generated ahead of time into
``pyopt/syntax/parser_tables.json``: Lark's own serialized form
(``Lark.memo_serialize``: dicts, lists, strings and numbers; the dictionary keys
that are numbers are written as strings of digits and read back as numbers),
loaded with ``Lark._load_from_dict``.  Nothing is unpickled, and no file outside
the package is read, so no other user can put code in front of pyopt (Lark's
``cache=`` option unpickles a file from a cache folder).  JSON rather than a
Python literal: reading it costs a few milliseconds, where compiling a
300-line literal costs 60 ms whenever no ``.pyc`` can be written.

Each table carries what it was made from: the grammar text, the Lark options
and Lark's version (and a key, a hash of the three, for the tests).  When they
do not match (a grammar edited in a checkout, another Lark release), the tables
are built in memory instead; the unit suite fails while the shipped tables are
stale (test/unit/test_grammar_tables.py).
Regenerate them with::

    python -m pyopt.syntax.grammar
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

import lark
from lark import Lark

# Paths as strings: pathlib costs start-up.
_SYNTAX = os.path.dirname(os.path.realpath(__file__))
_HERE = os.path.dirname(_SYNTAX)
TABLES_FILE = os.path.join(_SYNTAX, "parser_tables.json")

# Every grammar pyopt loads, with its Lark options (the transformer, a
# load-time option, is given to load_grammar).
GRAMMARS: dict[str, dict] = {
    "module.lark": dict(lexer="basic"),
    "attribute.lark": dict(start=["type", "attr", "loc"], lexer="basic"),
}
_BASE_OPTIONS = dict(parser="lalr", lexer="contextual", maybe_placeholders=True)


def grammar_dir() -> str:
    for cand in (os.path.join(_HERE, "_grammar"), os.path.join(os.path.dirname(_HERE), "grammar")):
        if os.path.isdir(cand):
            return cand
    raise FileNotFoundError("pyopt's grammar files are missing (expected pyopt/_grammar)")


def _grammar_text(name: str) -> str:
    with open(os.path.join(grammar_dir(), name), encoding="utf-8") as f:
        return f.read()


def _options(name: str) -> dict:
    opts = dict(_BASE_OPTIONS)
    opts.update(GRAMMARS[name])
    return opts


def table_key(name: str, text: str | None = None) -> str:
    """The key of ``name``'s tables: its text, its options and Lark's version."""
    if text is None:
        text = _grammar_text(name)
    stable = repr(sorted(_options(name).items()))
    return hashlib.sha256(f"{lark.__version__}\n{stable}\n{text}".encode()).hexdigest()[:20]


_TABLES: dict | None = None


def _int_keys(d: dict) -> dict:
    return {int(k): v for k, v in d.items()}


def _decode(entry: dict) -> dict:
    """Undo JSON's string keys: Lark's memo, and its parse table's token and
    state numbers, are keyed by numbers (:func:`serialize_tables` checks that
    no other dictionary is)."""
    entry["memo"] = _int_keys(entry["memo"])
    table = entry["data"]["parser"]["parser"]
    table["tokens"] = _int_keys(table["tokens"])
    table["states"] = {int(k): _int_keys(v) for k, v in table["states"].items()}
    return entry


def _shipped(name: str):
    global _TABLES
    if _TABLES is None:
        try:
            with open(TABLES_FILE, encoding="utf-8") as f:
                _TABLES = json.load(f)
        except (OSError, ValueError):
            _TABLES = {}
    entry = _TABLES.get(name)
    if entry is not None and "decoded" not in entry:
        entry = _TABLES[name] = _decode(entry)
        entry["decoded"] = True
    return entry


def _made_from(name: str, text: str) -> dict:
    """What ``name``'s tables were made from: the grammar's text, its
    options and Lark's version (compared as they are at load: no digest to
    compute, so that loading needs no hash function)."""
    return {"text": text, "options": repr(sorted(_options(name).items())), "lark": lark.__version__}


def load_grammar(name: str, transformer=None) -> Lark:
    """The Lark parser of grammar ``name`` (a key of :data:`GRAMMARS`)."""
    text = _grammar_text(name)
    load_opts = {"transformer": transformer} if transformer is not None else {}
    entry = _shipped(name)
    if entry is not None and entry.get("made_from") == _made_from(name, text):
        return Lark._load_from_dict(entry["data"], entry["memo"], **load_opts)
    return Lark(text, **_options(name), **load_opts)


def serialize_tables(name: str) -> dict:
    """``name``'s tables as plain data (dicts, lists, strings, numbers), as
    :func:`load_grammar` reads them back once JSON has made every key a string."""
    from lark.grammar import Rule  # here, not at the top: only the generator needs them
    from lark.lexer import TerminalDef

    parser = Lark(_grammar_text(name), **_options(name))
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["options"] = {k: v for k, v in data["options"].items() if k != "transformer"}
    _canonical_numbers(data["parser"]["parser"])
    text = _grammar_text(name)
    entry = {"key": table_key(name, text), "made_from": _made_from(name, text), "data": data, "memo": memo}
    plain = json.loads(json.dumps(entry))
    if _decode(plain) != json.loads(json.dumps(entry), object_pairs_hook=_digit_keys):
        raise RuntimeError(f"{name}: Lark's serialized tables have number keys where _decode does not expect them")
    return entry


def _canonical_numbers(table: dict) -> None:
    """Renumber a serialized LALR table's tokens (by name) and states (in
    breadth-first order from the start states, tokens in name order).  Lark
    numbers them in an order that changes from run to run; this makes the
    generated file the same for the same grammar."""
    names = table["tokens"]
    states = {s: {names[t]: action for t, action in acts.items()} for s, acts in table["states"].items()}
    number: dict = {}
    queue: list = []
    for start in sorted(table["start_states"]):
        s = table["start_states"][start]
        if s not in number:
            number[s] = len(number)
            queue.append(s)
    for s in queue:  # grows while it is walked
        for tok in sorted(states[s]):
            kind, arg = states[s][tok]
            if kind == 0 and arg not in number:  # a shift to state `arg`
                number[arg] = len(number)
                queue.append(arg)
    if len(number) != len(states):
        raise RuntimeError("the parse table has states no start state reaches")
    order = sorted({tok for acts in states.values() for tok in acts})
    index = {tok: i for i, tok in enumerate(order)}
    table["tokens"] = dict(enumerate(order))
    table["states"] = {
        number[s]: {index[tok]: ((0, number[a[1]]) if a[0] == 0 else a) for tok, a in sorted(states[s].items())}
        for s in sorted(states, key=number.__getitem__)}
    table["start_states"] = {k: number[v] for k, v in sorted(table["start_states"].items())}
    table["end_states"] = {k: number[v] for k, v in sorted(table["end_states"].items())}


def _digit_keys(pairs: list) -> dict:
    return {int(k) if k.isascii() and k.isdigit() else k: v for k, v in pairs}


def render_tables() -> str:
    """The text of ``parser_tables.json`` for the grammars as they are now."""
    tables = {name: serialize_tables(name) for name in GRAMMARS}
    return json.dumps(tables, indent=0, separators=(",", ":")) + "\n"


def main() -> int:
    with open(TABLES_FILE, "w", encoding="utf-8") as f:
        f.write(render_tables())
    print(f"wrote {TABLES_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
