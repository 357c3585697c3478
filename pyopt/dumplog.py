"""MLIR IR-dump logs as pyopt's input (``--list-dumps``, ``--dump``).

``MLIR_ENABLE_DUMP=1`` makes Triton print the IR before each pass on stderr,
each dump under a header that MLIR's IR-printing instrumentation writes.  The
LLVM of Triton 3.6 and 3.7 names the pass by its name and argument::

    // -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) ('builtin.module' operation) //----- //
    // -----// IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: @kernel) //----- //
    // -----// IR Dump After TritonGPUCoalesce Failed (tritongpu-coalesce) ('builtin.module' operation) //----- //

and the LLVM of Triton 3.8 and later by its name and the pass as a textual
pipeline, options included (llvm/llvm-project#195198)::

    // -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //
    // -----// IR Dump Before CanonicalizerPass: canonicalize{cse-between-iterations=false ...} ('tt.func' operation: @kernel) //----- //
    // -----// IR Dump After TritonGPUCoalesce Failed: tritongpu-coalesce ('builtin.module' operation) //----- //

The two forms do not clash, so both are read whatever release the run targets
(``pyopt.instrument`` writes the target release's).

``--mlir-print-ir-before-all``/``-after-all`` write the same headers.  Triton
passes add a few dumps of their own (``// -----// SoftwarePipeliner internal IR
Dump After: LowerLoops``), and a log captured from a real run may hold other
lines between dumps (the user's prints, debug logs, warnings).

A dump runs from the line after its header to the end of its IR: alias
definitions, then one top-level operation (up to the ``}`` that closes it at
the start of a line, or a one-line op), then the location aliases and file
metadata (``{-# ... #-}``) printed after it.  Any other line ends it.

The chosen dump is handed to the parser in place: every line of the log outside
it is blanked (kept as an empty line), so that diagnostics name the log file's
own line and column numbers.

This module reads text only; it imports nothing else of pyopt's but the pass
registry (to accept pyopt's pass names in ``--dump 'before coalesce'``) and
:func:`pyopt.support.escape_controls` (what the log's headers hold is shown
escaped in ``--list-dumps``).
"""

from __future__ import annotations

import re
from typing import Optional

from pyopt.support import Record, escape_controls

HEADER_PREFIX = "// -----// "

# The patterns below are compiled when first used (by re's cache): a run whose input is
# no dump log never reads a header (start-up).

# MLIR's header: "IR Dump Before|After NAME [Failed] (ARGUMENT) ('OP' operation[: @SYMBOL]) //----- //";
# the "('OP' operation...)" part is there under module scope (Triton's MLIR_ENABLE_DUMP) and
# missing without it (mlir-opt's and pyopt's --mlir-print-ir-* by default).
_MLIR_HEADER = (
    r"// -----// IR Dump (?P<when>Before|After) (?P<name>.*?)(?P<failed> Failed)?"
    r" \((?P<arg>[^()]*)\)(?: \('(?P<op>[^']*)' operation(?:: @(?P<sym>.*))?\))? //----- //[ \t]*$")
# The header of the LLVM that Triton 3.8+ builds with (llvm/llvm-project#195198): "IR Dump
# Before|After NAME[ Failed]: ARGUMENT[{OPTIONS}] [('OP' operation[: @SYMBOL])] //----- //".  NAME is
# a C++ class name (no space, colon or parenthesis), so the older form never reads as this one;
# OPTIONS hold any text between braces (the op part never holds a brace).
_MLIR_HEADER_PIPELINE = (
    r"// -----// IR Dump (?P<when>Before|After) (?P<name>[^\s:()]+)(?P<failed> Failed)?: (?P<arg>[^\s{}()']+)"
    r"(?P<opts>\{.*\})?(?: \('(?P<op>[^']*)' operation(?:: @(?P<sym>.*))?\))? //----- //[ \t]*$")
# Other dumps in Triton's logs, e.g. "// -----// SoftwarePipeliner internal IR Dump After: LowerLoops".
_OTHER_HEADER = r"// -----// (?P<title>.*?IR Dump (?P<when>Before|After):? ?(?P<name>.*?))[ \t]*$"
# Lines that may stand before or after the top-level op of a dump.
_ALIAS_LINE = r"[#!][\w.$-]+ = "


class DumpLogError(Exception):
    """A problem with a dump log or a ``--dump`` selection; the message says what."""


class Dump(Record):
    """One IR dump of a log (a :class:`~pyopt.support.Record`: start-up)."""

    _FIELDS = ("index", "when", "name", "argument", "op", "symbol", "failed", "line", "start", "end", "source",
               "options")

    def __init__(self, index: int, when: str, name: str, argument: str, op: str, symbol: Optional[str],
                 failed: bool, line: int, start: int, end: int, source: str = "", options: str = "") -> None:
        self.index = index  # 1-based position in the log
        self.when = when  # "before" or "after"
        self.name = name  # the pass's name ("TritonGPUCoalesce"), or the dump's title for other dumps
        self.argument = argument  # the pass's argument ("tritongpu-coalesce"); "" for other dumps
        self.op = op  # the operation the pass ran on ("builtin.module", "tt.func"); "" if unknown
        self.symbol = symbol  # its symbol name, if it has one
        self.failed = failed  # an "IR Dump After ... Failed" dump
        self.line = line  # 1-based line number of the header
        self.start = start  # offset of the IR's first character (the line after the header)
        self.end = end  # offset just past the IR's last line
        self.source = source  # for other dumps, who wrote it ("SoftwarePipeliner internal")
        self.options = options  # the pass's options as 3.8+ headers print them ("{gfx-arch=gfx942}"), else ""

    @property
    def pass_label(self) -> str:
        return self.argument or self.name

    @property
    def op_label(self) -> str:
        if not self.op:
            return "-"
        return f"{self.op} @{self.symbol}" if self.symbol else self.op


def _header(line: str) -> Optional[dict]:
    if not line.startswith(HEADER_PREFIX):
        return None
    m = re.match(_MLIR_HEADER_PIPELINE, line)
    if m is not None:
        return dict(when=m["when"].lower(), name=m["name"], argument=m["arg"], op=m["op"] or "", symbol=m["sym"],
                    failed=m["failed"] is not None, options=m["opts"] or "")
    m = re.match(_MLIR_HEADER, line)
    if m is not None:
        return dict(when=m["when"].lower(), name=m["name"], argument=m["arg"], op=m["op"] or "", symbol=m["sym"],
                    failed=m["failed"] is not None)
    m = re.match(_OTHER_HEADER, line)
    if m is not None:
        source = m["title"][:m["title"].find("IR Dump")].strip()
        return dict(when=m["when"].lower(), name=m["name"] or m["title"], argument="", op="", symbol=None,
                    failed=False, source=source)
    return None


def looks_like_log(text: str) -> bool:
    """Whether ``text`` holds at least two IR dumps (a file with one dump is an
    ordinary MLIR file whose first line is a comment)."""
    if text.count("IR Dump ") < 2:
        return False
    return len(read_dumps(text, limit=2)) >= 2


def _ir_end(lines: list[str], first: int) -> int:
    """The index of the first line after the IR that starts at line ``first``."""
    i, n = first, len(lines)
    # Alias definitions and blank lines before the op.
    while i < n and (not lines[i].strip() or re.match(_ALIAS_LINE, lines[i])):
        i += 1
    if i >= n or lines[i].startswith(HEADER_PREFIX) or lines[i][:1] in (" ", "\t", "}"):
        return i
    # The top-level op: up to the "}" that closes it at the start of a line.
    opener = lines[i].rstrip()
    i += 1
    if opener.endswith("{"):
        while i < n and not lines[i].startswith("}"):
            if lines[i].startswith(HEADER_PREFIX):
                return i
            i += 1
        i += 1
    # Location aliases and file metadata after the op.
    last = i
    while i < n:
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if re.match(_ALIAS_LINE, line):
            i += 1
            last = i
            continue
        if line.startswith("{-#"):
            while i < n and "#-}" not in lines[i]:
                i += 1
            i += 1
            last = i
            continue
        break
    return min(last, n)


def read_dumps(text: str, limit: Optional[int] = None) -> list[Dump]:
    """The IR dumps of ``text``, in order (at most ``limit``)."""
    lines = text.split("\n")
    offsets = [0] * (len(lines) + 1)
    pos = 0
    for k, line in enumerate(lines):
        offsets[k] = pos
        pos += len(line) + 1
    offsets[len(lines)] = len(text)
    dumps: list[Dump] = []
    for k, line in enumerate(lines):
        if not line.startswith(HEADER_PREFIX):
            continue
        info = _header(line.rstrip("\r"))
        if info is None:
            continue
        end = _ir_end(lines, k + 1)
        dumps.append(Dump(index=len(dumps) + 1, line=k + 1, start=offsets[k + 1] if k + 1 < len(lines)
                          else len(text), end=min(offsets[end], len(text)), **info))
        if limit is not None and len(dumps) >= limit:
            break
    return dumps


def format_listing(dumps: list[Dump], name: str) -> str:
    """``--list-dumps``: one line per dump (index, header line, before/after, pass, op)."""
    if not dumps:
        return f"{escape_controls(name)}: no IR dumps (headers '// -----// IR Dump Before|After ...')\n"
    rows = [("#", "line", "when", "pass", "name", "op")]
    for d in dumps:
        when = d.when + (" (failed)" if d.failed else "")
        rows.append((str(d.index), str(d.line), when, escape_controls(d.pass_label),
                     escape_controls(d.name if d.argument else f"({d.source})" if d.source else ""),
                     escape_controls(d.op_label)))
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [r[0].rjust(widths[0]), r[1].rjust(widths[1])] + [r[c].ljust(widths[c]) for c in range(2, 6)]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out) + "\n"


def json_listing(dumps: list[Dump], name: str) -> str:
    """``--list-dumps --json``: the ``pyopt.dumps`` document (version 1), one
    entry per dump with the fields of :func:`format_listing`'s row and more."""
    import json  # here, for start-up: only this listing writes JSON

    entries = [{"index": d.index, "line": d.line, "when": d.when, "failed": d.failed,
                "pass": d.argument or None, "name": d.name, "source": d.source or None,
                "options": d.options or None, "op": d.op or None, "symbol": d.symbol}
               for d in dumps]
    return json.dumps({"schema": "pyopt.dumps", "version": 1, "input": name, "dumps": entries}, indent=2) + "\n"


def _pass_names(word: str) -> set[str]:
    """The names a pass is known by: the word itself and, if pyopt knows the
    pass, its pyopt name and aliases (so 'coalesce' finds tritongpu-coalesce)."""
    from pyopt.passes import pass_info  # here, not at the top: only --dump needs the registry (start-up)

    names = {word.lower()}
    info = pass_info(word)
    if info is not None:
        names |= {info.name.lower(), *(a.lower() for a in info.aliases)}
    return names


def closest(word: str, names: list[str], n: int = 3) -> list[str]:
    """The ``names`` closest to ``word`` (a misspelling, or a name without its
    dialect prefix such as 'coalesce' for 'tritongpu-coalesce')."""
    import difflib  # here, not at the top: only error messages need it (start-up)

    def score(name: str) -> float:
        tail = name.split("-", 1)[1] if "-" in name else name
        best = max(difflib.SequenceMatcher(None, word, name).ratio(),
                   difflib.SequenceMatcher(None, word, tail).ratio())
        return best + (0.1 if word in name else 0.0)

    scored = sorted(((score(x), x) for x in names), key=lambda t: -t[0])
    return [x for sc, x in scored[:n] if sc >= 0.75]


def select(dumps: list[Dump], spec: str) -> tuple[Dump, Optional[str]]:
    """The dump ``spec`` names, and a note when the choice was ambiguous.

    ``spec`` is an index (1-based; negative counts from the end), or
    ``before|after PASS`` where PASS is the pass's argument, its name or a
    pyopt pass name, optionally ``PASS#K`` for its K-th such dump and
    ``PASS@SYMBOL`` for the dump of one function."""
    spec = spec.strip()
    if not dumps:
        raise DumpLogError("the input holds no IR dumps")
    if re.fullmatch(r"[+-]?\d+", spec):
        k = int(spec)
        if k == 0 or abs(k) > len(dumps):
            raise DumpLogError(f"no dump {k}: the input has {len(dumps)} (numbered 1 to {len(dumps)}; "
                               "-1 is the last)")
        return dumps[k - 1 if k > 0 else k], None
    when, _, rest = spec.partition(" ")
    when = when.lower()
    if when not in ("before", "after") or not rest.strip():
        raise DumpLogError(f"--dump takes a number or 'before PASS' / 'after PASS', got '{spec}'")
    rest = rest.strip()
    nth = None
    m = re.fullmatch(r"(.*?)#(\d+)", rest)
    if m:
        rest, nth = m[1], int(m[2])
    symbol = None
    if "@" in rest:
        rest, _, symbol = rest.partition("@")
        rest = rest.strip()
    names = _pass_names(rest)
    found = [d for d in dumps if d.when == when and (d.argument.lower() in names or d.name.lower() in names)
             and (symbol is None or d.symbol == symbol)]
    if not found:
        passes = sorted({d.pass_label for d in dumps if d.when == when})
        close = closest(rest, passes)
        same_pass = [d for d in dumps if d.when == when and (d.argument.lower() in names or d.name.lower() in names)]
        if symbol is not None and same_pass:
            symbols = sorted({"@" + d.symbol for d in same_pass if d.symbol})
            hint = f"; its '{when} {rest}' dumps are of {', '.join(symbols) if symbols else 'whole modules'}"
        elif close:
            hint = f"; did you mean {' or '.join(repr(c) for c in close)}?"
        elif passes:
            hint = f"; see pyopt --list-dumps for the {len(passes)} passes it has '{when}' dumps of"
        else:
            hint = f"; it has no '{when}' dumps"
        raise DumpLogError(f"no dump {when} '{rest}'{'@' + symbol if symbol else ''} in the input{hint}")
    if nth is not None:
        if nth < 1 or nth > len(found):
            raise DumpLogError(f"'{spec}': there are {len(found)} such dumps")
        return found[nth - 1], None
    note = None
    if len(found) > 1:
        others = ", ".join(str(d.index) for d in found)
        note = (f"{len(found)} dumps match '{spec}' (dumps {others}); taking the first, dump {found[0].index} "
                f"(say '{spec}#2' or --dump N for another)")
    return found[0], note


def blank_outside(text: str, dump: Dump) -> str:
    """``text`` with everything but ``dump``'s IR replaced by empty lines, so
    that line and column numbers stay those of the log."""
    return "\n" * text.count("\n", 0, dump.start) + text[dump.start:dump.end]


def describe(dump: Dump) -> str:
    state = f"{dump.when} {dump.pass_label}"
    return f"dump {dump.index} ({state}, line {dump.line})"


def choose_input(text: str, name: str, spec: Optional[str], split: bool) -> tuple[str, Optional[str]]:
    """The text to parse from the input ``text`` (named ``name``), and a note
    to show.  With ``spec`` (``--dump``), the dump it names; without, the
    input itself, unless it is a log of several dumps (an error saying so)."""
    if spec is None:
        if not split and looks_like_log(text):
            count = len(read_dumps(text))
            raise DumpLogError(
                f"'{name}' is an IR dump log (MLIR_ENABLE_DUMP or --mlir-print-ir-*) with {count} dumps, "
                f"not one module: take one with --dump N or --dump 'before PASS' "
                f"(pyopt --list-dumps {name if name != '<stdin>' else '-'} lists them)")
        return text, None
    dumps = read_dumps(text)
    if not dumps:
        raise DumpLogError(f"--dump: '{name}' holds no IR dumps (no '// -----// IR Dump ...' header lines)")
    dump, note = select(dumps, spec)
    if dump.start >= dump.end or not text[dump.start:dump.end].strip():
        raise DumpLogError(f"{describe(dump)} of '{name}' holds no IR")
    return blank_outside(text, dump), note
