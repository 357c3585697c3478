"""MLIR's file metadata block (``{-# ... #-}``) and ``--run-reproducer``.

A crash reproducer (``TRITON_REPRODUCER_PATH``, MLIR's ``--mlir-pass-pipeline-crash-reproducer``)
ends with a file metadata dictionary::

    {-#
      external_resources: {
        mlir_reproducer: {
          pipeline: "builtin.module(tritongpu-coalesce)",
          disable_threading: false,
          verify_each: true
        }
      }
    #-}

Triton 3.7, 3.8 and 3.9 write the same keys; their pipelines name passes and
options as that release does (``gfx-arch`` from 3.8), which the run's release
reads (:class:`pyopt.transforms.pass_base.PassOption`).

The parser skips the block.  mlir-opt (MlirOptMain) keeps external resources it has
no handler for and prints them back after the output module, in the layout above;
under ``--run-reproducer`` the ``mlir_reproducer`` entry is its handler's: it names
the pipeline to run (and whether to verify after each pass), and is not printed
back.  This module reads the block (:func:`read_metadata`), turns the reproducer
entry into pass requests (:func:`reproducer_pipeline`) and prints what is left
(:func:`format_metadata`) as MLIR's printer does.  The metadata values MLIR writes
are strings (blobs too, as ``"0x..."`` hex strings) and booleans.

A reproducer Triton writes names passes pyopt does not implement (make_ttgir's
pipeline holds dozens).  ``--run-reproducer`` refuses it, naming the first such
pass, its position in the pipeline and all the others
(:meth:`Reproducer.missing_error`); ``--run-reproducer-partial`` runs the passes
before it, prints the IR there and, in place of the consumed ``mlir_reproducer``
entry, one whose pipeline is the rest (:meth:`Reproducer.rest_pipeline`: the
original's text from that pass on, nested as it was: what ``triton-opt
--run-reproducer`` would go on with); a note on stderr says where it stopped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional, Union

from pyopt.passes import (PassError, PassSpec, parse_pass_pipeline, pass_info, unknown_pass_error,
                          unknown_pass_reason)
from pyopt.support import quote_string

Value = Union[str, bool]

_BLOCK = re.compile(r"^\{-#.*?#-\}", re.S | re.M)
_KEY = re.compile(r"[A-Za-z_][\w$.-]*")
_BARE_KEY = re.compile(r"[A-Za-z_][\w$.]*")  # printed without quotes (MLIR's keyword characters)


class MetadataError(Exception):
    """A file metadata block that cannot be read."""


@dataclass
class Metadata:
    """A ``{-# ... #-}`` block: ``sections`` maps "external_resources" (and
    "dialect_resources") to its groups, each group's entries in order."""

    sections: dict[str, dict[str, dict[str, Value]]] = field(default_factory=dict)

    def is_empty(self) -> bool:
        return not any(group for sec in self.sections.values() for group in sec.values())


class _Reader:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def error(self, what: str) -> MetadataError:
        return MetadataError(f"file metadata: expected {what} at '{self.text[self.pos:self.pos + 20]}'")

    def skip(self) -> None:
        while True:
            m = re.compile(r"\s*(//[^\n]*)?").match(self.text, self.pos)
            if m.end() == self.pos:
                return
            self.pos = m.end()

    def eat(self, s: str) -> bool:
        self.skip()
        if self.text.startswith(s, self.pos):
            self.pos += len(s)
            return True
        return False

    def expect(self, s: str) -> None:
        if not self.eat(s):
            raise self.error(f"'{s}'")

    def key(self) -> str:
        self.skip()
        if self.text.startswith('"', self.pos):
            return self.quoted()
        m = _KEY.match(self.text, self.pos)
        if not m:
            raise self.error("a key")
        self.pos = m.end()
        return m.group()

    def quoted(self) -> str:
        m = re.compile(r'"((?:[^"\\\n]|\\.)*)"', re.S).match(self.text, self.pos)
        if not m:
            raise self.error("a string")
        self.pos = m.end()
        return _unescape(m.group(1))

    def value(self) -> Value:
        self.skip()
        if self.text.startswith('"', self.pos):
            return self.quoted()
        for word, v in (("true", True), ("false", False)):
            if self.text.startswith(word, self.pos):
                self.pos += len(word)
                return v
        raise self.error("a string or true/false")

    def dictionary(self, item) -> dict:
        out: dict = {}
        self.expect("{")
        if self.eat("}"):
            return out
        while True:
            k = self.key()
            self.expect(":")
            out[k] = item()
            if self.eat("}"):
                return out
            self.expect(",")


def _unescape(body: str) -> str:
    """The characters of an MLIR string literal's body (\\\\, \\", \\n, \\t, \\XX)."""
    out = bytearray()
    i = 0
    raw = body.encode("utf-8", "surrogateescape")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):
            nxt = chr(raw[i + 1])
            if nxt in '\\"':
                out.append(raw[i + 1])
                i += 2
                continue
            if nxt in "nt":
                out.append(10 if nxt == "n" else 9)
                i += 2
                continue
            hexpair = raw[i + 1:i + 3].decode("ascii", "replace")
            if len(hexpair) == 2 and all(h in "0123456789abcdefABCDEF" for h in hexpair):
                out.append(int(hexpair, 16))
                i += 3
                continue
        out.append(c)
        i += 1
    return out.decode("utf-8", "surrogateescape")


def find_block(text: str) -> Optional[tuple[int, int]]:
    """The (start, end) offsets of the file metadata block of ``text``, if any."""
    m = _BLOCK.search(text)
    return (m.start(), m.end()) if m else None


def read_metadata(text: str) -> Optional[Metadata]:
    """The file metadata block of ``text`` (None without one)."""
    span = find_block(text)
    if span is None:
        return None
    r = _Reader(text[span[0] + 3:span[1] - 3])
    meta = Metadata()
    r.skip()
    if r.pos == len(r.text):
        return meta
    while True:
        section = r.key()
        r.expect(":")
        meta.sections[section] = r.dictionary(lambda: r.dictionary(r.value))
        r.skip()
        if r.pos == len(r.text):
            return meta
        r.expect(",")


def _print_key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else quote_string(key)


def format_metadata(meta: Metadata) -> str:
    """The block as MLIR's printer writes it after the top-level op ("" when
    nothing is left in it): ``{-#`` on a line of its own, two spaces per level."""
    sections = [(name, [(g, entries) for g, entries in groups.items() if entries])
                for name, groups in meta.sections.items()]
    sections = [(name, groups) for name, groups in sections if groups]
    if not sections:
        return ""
    lines = ["{-#"]
    for s, (name, groups) in enumerate(sections):
        lines.append(f"  {name}: {{")
        for g, (group, entries) in enumerate(groups):
            lines.append(f"    {_print_key(group)}: {{")
            items = list(entries.items())
            for e, (key, value) in enumerate(items):
                text = ("true" if value else "false") if isinstance(value, bool) else quote_string(value)
                lines.append(f"      {_print_key(key)}: {text}" + ("," if e + 1 < len(items) else ""))
            lines.append("    }" + ("," if g + 1 < len(groups) else ""))
        lines.append("  }" + ("," if s + 1 < len(sections) else ""))
    lines.append("#-}")
    return "\n".join(lines) + "\n"


def append_metadata(printed: str, meta: Optional[Metadata]) -> str:
    """``printed`` (a module as pyopt prints it) followed by ``meta``'s block,
    as mlir-opt writes it: the block on the lines after the module (and its
    location aliases), then an empty line (mlir-opt ends its output with one
    more newline)."""
    if meta is None:
        return printed
    block = format_metadata(meta)
    if not block:
        return printed
    return printed.rstrip("\n") + "\n" + block + "\n"


#: the flag that runs a reproducer up to the first pass pyopt lacks
PARTIAL_FLAG = "--run-reproducer-partial"


@dataclass
class Reproducer:
    """What a reproducer's ``mlir_reproducer`` entry asks for.  ``specs`` are
    the pipeline's passes in the order its text names them (nested ones
    included); ``first_missing`` is the index of the first one pyopt lacks
    (None: pyopt has them all)."""

    specs: list[PassSpec]
    verify_each: Optional[bool]
    disable_threading: Optional[bool]
    pipeline: str
    first_missing: Optional[int] = None
    wrapped_any: bool = False  # the pipeline was one any(...) group (Triton's pass manager)

    @property
    def root(self) -> str:
        """The op the pipeline is anchored on (``builtin.module``, ``any``)."""
        return self.pipeline.strip().partition("(")[0].strip() or "builtin.module"

    def runnable(self) -> list[PassSpec]:
        """The passes before the first one pyopt lacks (all of them when it has them all)."""
        return self.specs if self.first_missing is None else self.specs[:self.first_missing]

    def _stop(self) -> tuple[str, PassError]:
        """Where the pipeline stops (``pass 2 of 27``) and why (the missing pass's error)."""
        assert self.first_missing is not None
        return (f"pass {self.first_missing + 1} of {len(self.specs)}",
                unknown_pass_error(self.specs[self.first_missing].flag))

    def missing_error(self, name: str) -> PassError:
        """``--run-reproducer`` on a pipeline with a pass pyopt lacks: the first
        one, with notes naming all of them and the flag that runs the passes
        before it."""
        where, why = self._stop()
        missing = list(dict.fromkeys(s.flag for s in self.specs if pass_info(s.flag) is None))
        before = self.first_missing
        notes = list(why.notes)
        notes.append(f"pyopt lacks {len(missing)} of the pipeline's passes: {', '.join(missing)}")
        notes.append(f"{PARTIAL_FLAG} runs the {before} pass{'' if before == 1 else 'es'} before it "
                     "and prints the IR there" if before else
                     f"{PARTIAL_FLAG} prints the input IR, as no pass comes before it")
        return PassError(f"--run-reproducer: cannot run {where} of the pipeline of the reproducer in "
                         f"'{name}': {why}", notes)

    def stop_note(self) -> Optional[str]:
        """Under ``--run-reproducer-partial``: where the run stops, and what it
        prints (None when pyopt has every pass)."""
        if self.first_missing is None:
            return None
        where, _ = self._stop()
        flag = self.specs[self.first_missing].flag
        if self.first_missing:
            last = self.specs[self.first_missing - 1].flag
            shown = f"the IR after pass {self.first_missing}, '{last}'"
        else:
            shown = "the input IR (no pass ran)"
        return (f"{PARTIAL_FLAG}: stopped before {where} of the reproducer's pipeline, '{flag}' "
                f"({unknown_pass_reason(flag)}); the output is {shown}, with a reproducer of the "
                "passes left")

    def rest_pipeline(self) -> str:
        """The textual pipeline of the passes from the first one pyopt lacks
        on, nested as the reproducer nests them (the reproducer pyopt writes
        after a partial run, for ``triton-opt --run-reproducer`` to go on with)."""
        assert self.first_missing is not None
        rest = self.specs[self.first_missing:]
        root = self.root

        def render(items: list, depth: int) -> list[str]:
            out: list[str] = []
            i = 0
            while i < len(items):
                s = items[i]
                if len(s.nesting) == depth:
                    out.append(s.origin)
                    i += 1
                    continue
                key = (s.nesting[depth], s.nest_ids[depth])
                j = i
                while j < len(items) and len(items[j].nesting) > depth and \
                        (items[j].nesting[depth], items[j].nest_ids[depth]) == key:
                    j += 1
                out.append(f"{key[0]}(" + ",".join(render(items[i:j], depth + 1)) + ")")
                i = j
            return out

        body = ",".join(render(rest, 0))
        if self.wrapped_any:
            body = f"any({body})"
        return f"{root}({body})"


def _unwrap_any(specs: list[PassSpec]) -> bool:
    """A reproducer of a pass manager anchored on ``any`` (Triton's
    ``ir.pass_manager``: make_ttgir's reproducer reads
    ``builtin.module(any(tritongpu-coalesce,...,tt.func(...),...))``) names
    the passes that manager ran on the module: one ``any`` group holding the
    whole pipeline is the manager itself, so its passes run on the module.
    Whether the specs were unwrapped so."""
    if specs and all(s.nesting[:1] == ("any",) for s in specs) and len({s.nest_ids[0] for s in specs}) == 1:
        for s in specs:
            s.nesting, s.nest_ids = s.nesting[1:], s.nest_ids[1:]
        return True
    return False


def take_reproducer(meta: Optional[Metadata], name: str) -> Reproducer:
    """Remove the ``mlir_reproducer`` entry from ``meta`` and read it; raises
    :class:`PassError` when there is none or its pipeline does not parse.
    The first pass pyopt lacks is recorded (:attr:`Reproducer.first_missing`)."""
    groups = meta.sections.get("external_resources", {}) if meta is not None else {}
    entry = groups.pop("mlir_reproducer", None)
    if entry is None:
        raise PassError(f"--run-reproducer: '{name}' has no reproducer (no {{-# external_resources: "
                        "{ mlir_reproducer: { pipeline: ... } } #-} block)")
    pipeline = entry.get("pipeline")
    if not isinstance(pipeline, str):
        raise PassError(f"--run-reproducer: the reproducer in '{name}' names no pipeline")
    # The pipeline is the input's, not the user's: it may not name files to write.
    specs = parse_pass_pipeline(pipeline, read_from=f"the reproducer in '{name}'", require_anchor=True)
    wrapped_any = _unwrap_any(specs)
    first_missing = next((i for i, s in enumerate(specs) if pass_info(s.flag) is None), None)
    verify = entry.get("verify_each")
    threading = entry.get("disable_threading")
    return Reproducer(specs, verify if isinstance(verify, bool) else None,
                      threading if isinstance(threading, bool) else None, pipeline, first_missing,
                      wrapped_any)
