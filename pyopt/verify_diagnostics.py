"""``--verify-diagnostics``: check emitted diagnostics against ``expected-*``
comments in the input, with the semantics and messages of MLIR's
``SourceMgrDiagnosticVerifierHandler`` (mlir/lib/IR/Diagnostics.cpp).

A comment ``expected-<kind>[-re] [@<where>] {{<text>}}`` (kind: error,
warning, remark, note) expects a diagnostic of that kind whose message
contains ``<text>``, on:

- no ``@``: the comment's own line;
- ``@+N`` / ``@-N``: N lines below / above the comment;
- ``@above``: the last line above that is not itself an ``expected-*`` line;
- ``@below``: the next line below that is not itself an ``expected-*`` line;
- ``@unknown``: a diagnostic with no file location.

With ``-re``, the pieces of ``<text>`` inside ``{{...}}`` are regular
expressions and the rest is literal.  A diagnostic matches the first
expectation (in file order) on its line whose text matches and whose kind is
the same; an expectation can match several diagnostics.  Failures print:

- ``unexpected <kind>: <message>`` (at the diagnostic's location);
- ``'<kind>' diagnostic emitted when expecting a '<kind>'`` (a near miss, at
  the expectation);
- ``expected <kind> "<text>" was not produced`` (at the expectation, once
  everything has run).

With ``only-expected`` unexpected diagnostics and near misses are ignored.
One verifier checks the whole input, also under ``--split-input-file``
(mlir-opt's MlirOptMain shares one handler between the chunks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional

from pyopt.diagnostics import (Diagnostic, SourceFile, SourceLoc, SourceManager, render_at,
                               render_diagnostic)

__all__ = ["ExpectedDiag", "DiagnosticVerifier", "parse_expectations", "EXPECTED_RE"]

# The regex of SourceMgrDiagnosticVerifierHandlerImpl::expected.
EXPECTED_RE = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$"
)

# POSIX bracket classes (llvm::Regex is POSIX ERE) that Python's re lacks.
_POSIX_CLASSES = {
    "[:alpha:]": "a-zA-Z",
    "[:digit:]": "0-9",
    "[:alnum:]": "a-zA-Z0-9",
    "[:upper:]": "A-Z",
    "[:lower:]": "a-z",
    "[:space:]": r" \t\n\r\f\v",
    "[:blank:]": r" \t",
    "[:xdigit:]": "0-9A-Fa-f",
    "[:punct:]": r"!-/:-@\[-`{-~",
    "[:word:]": r"\w",
}


def _posix_to_python(regex: str) -> str:
    for k, v in _POSIX_CLASSES.items():
        regex = regex.replace(k, v)
    return regex


@dataclass
class ExpectedDiag:
    """One ``expected-*`` comment."""

    kind: str
    line: int  # the line the diagnostic must be on (original-file numbering)
    loc: Optional[SourceLoc]  # where the comment's "expected-" starts (None for @unknown)
    substring: str
    regex: Optional[re.Pattern] = None
    matched: bool = False

    def match(self, message: str) -> bool:
        if self.regex is not None:
            return self.regex.search(message) is not None
        return self.substring in message


def _compile(substring: str) -> tuple[Optional[re.Pattern], Optional[str]]:
    """ExpectedDiag::computeRegex: literal text escaped, ``{{re}}`` pieces kept
    (each in a group).  Returns (pattern, None) or (None, error message)."""
    out = []
    rest = substring
    while rest:
        i = rest.find("{{")
        if i == -1:
            out.append(re.escape(rest))
            break
        out.append(re.escape(rest[:i]))
        rest = rest[i + 2:]
        j = rest.find("}}")
        if j == -1:
            return None, "found start of regex with no end '}}'"
        piece = _posix_to_python(rest[:j])
        try:
            re.compile(piece)
        except re.error as e:
            return None, f"invalid regex: {e}"
        out.append("(" + piece + ")")
        rest = rest[j + 2:]
    return re.compile("".join(out), re.DOTALL), None


_RTRIM = " \t\n\v\f\r"


def parse_expectations(source: SourceFile) -> tuple[list[ExpectedDiag], list[ExpectedDiag],
                                                     list[tuple[ExpectedDiag, str]]]:
    """SourceMgrDiagnosticVerifierHandlerImpl::computeExpectedDiags.
    Returns (expectations with a line, @unknown expectations, bad ones with
    their error message)."""
    expected: list[ExpectedDiag] = []
    unknown: list[ExpectedDiag] = []
    bad: list[tuple[ExpectedDiag, str]] = []
    last_non_designator = 0
    pending_below: list[ExpectedDiag] = []
    lines = source.text.split("\n")
    base = source.line_offset
    for idx, raw in enumerate(lines):
        m = EXPECTED_RE.search(raw.rstrip(_RTRIM))
        if m is None:
            for d in pending_below:
                d.line = base + idx + 1
            pending_below = []
            last_non_designator = idx
            continue
        loc = SourceLoc(source, base + idx + 1, m.start() + 1)
        rec = ExpectedDiag(m.group(1), base + idx + 1, loc, m.group(5))
        if m.group(2):
            rec.regex, err = _compile(rec.substring)
            if err is not None:
                bad.append((rec, err))
                continue
        where = m.group(4)
        if where:
            if where[0] in "+-":
                n = int(where[1:])
                rec.line += n if where[0] == "+" else -n
            elif where == "unknown":
                rec.loc = None
                unknown.append(rec)
                continue
            elif where == "above":
                rec.line = base + last_non_designator + 1
            else:  # below
                pending_below.append(rec)
                rec.line = base + len(lines)  # if it ends up dangling
        expected.append(rec)
    return expected, unknown, bad


class DiagnosticVerifier:
    """Checks diagnostics against the expectations in ``source`` (the whole
    input).  Feed it every diagnostic with :meth:`process`; :meth:`finish`
    reports expectations that were not met and returns the verdict.  Its own
    messages go to ``emit`` (one rendered message per call, no newline)."""

    def __init__(self, source: SourceFile, only_expected: bool = False,
                 emit: Optional[Callable[[str], None]] = None,
                 sources: Optional[SourceManager] = None, color: bool = False):
        self.source = source
        self.only_expected = only_expected
        self.sources = sources if sources is not None else SourceManager(source)
        self.color = color
        self.messages: list[str] = []
        self._emit = emit
        self.ok = True
        self._finished = False
        self.per_file: dict[str, list[ExpectedDiag]] = {}
        self.unknown: list[ExpectedDiag] = []
        self._load(source)

    # -- output -------------------------------------------------------------------
    def _print(self, text: str) -> None:
        self.messages.append(text)
        if self._emit is not None:
            self._emit(text)

    def _error_at(self, exp: ExpectedDiag, message: str, with_range: bool = True) -> None:
        self._print(render_at("error", message, exp.loc, self.sources, self.color,
                              range_len=len(exp.substring) if with_range else 0))

    def _load(self, source: SourceFile) -> list[ExpectedDiag]:
        expected, unknown, bad = parse_expectations(source)
        self.per_file[source.name] = expected
        self.unknown.extend(unknown)
        for rec, err in bad:
            self.ok = False
            self._error_at(rec, err)
        return expected

    def _expectations_for(self, name: str) -> list[ExpectedDiag]:
        got = self.per_file.get(name)
        if got is not None:
            return got
        # MLIR loads a file named by a location from disk to read its comments.
        src = self.sources.get(name)
        if src is None:
            try:
                with open(name, encoding="utf-8") as f:
                    src = self.sources.add(SourceFile(f.read(), name))
            except (OSError, UnicodeDecodeError, ValueError):
                self.per_file[name] = []
                return []
        return self._load(src)

    # -- checking -----------------------------------------------------------------
    def process(self, diag: Diagnostic) -> None:
        """Check ``diag`` and then each of its notes."""
        self._process_one(diag)
        for note in diag.notes:
            self._process_one(note)

    __call__ = process

    def _process_one(self, diag: Diagnostic) -> None:
        file, line = self.sources.where(diag.loc)
        candidates = self._expectations_for(file) if file is not None else self.unknown
        near_miss: Optional[ExpectedDiag] = None
        for e in candidates:
            if file is not None and e.line != line:
                continue
            if e.match(diag.message):
                if e.kind == diag.severity:
                    e.matched = True
                    return
                near_miss = e
        if self.only_expected:
            return
        if near_miss is not None:
            self._error_at(near_miss, f"'{diag.severity}' diagnostic emitted when expecting a "
                                      f"'{near_miss.kind}'", with_range=False)
        else:
            self._print(render_diagnostic(
                Diagnostic("error", f"unexpected {diag.severity}: {diag.message}", diag.loc),
                self.sources, self.color))
        self.ok = False

    def finish(self) -> bool:
        """Report every expectation that nothing matched; True if all is well.
        (Reports once; later calls only return the verdict.)"""
        if not self._finished:
            self._finished = True
            for exps in self.per_file.values():
                for e in exps:
                    if not e.matched:
                        self._error_at(e, f'expected {e.kind} "{e.substring}" was not produced')
                        self.ok = False
            for e in self.unknown:
                if not e.matched:
                    self._error_at(e, f'expected {e.kind} "{e.substring}" was not produced')
                    self.ok = False
        return self.ok

    @property
    def expectations(self) -> list[ExpectedDiag]:
        return [e for exps in self.per_file.values() for e in exps] + self.unknown
