"""Diagnostics in MLIR's format: ``file:line:col: error: message``, then the
source line and a caret.

A :class:`SourceFile` maps offsets of a (chunk of a) file to 1-based line and
column numbers of the original file (``line_offset`` is the number of lines
before the chunk under ``--split-input-file``).  Errors travel as
:class:`DiagnosticError`; remarks and warnings are collected by a
:class:`DiagnosticEngine` (or printed at once when none is installed).

A :class:`Diagnostic`'s ``loc`` is either a :class:`SourceLoc` (a position the
parser knows) or an IR location attribute (``op.loc``: ``FileLineColLoc``,
``NameLoc``, ``CallSiteLoc``, ``FusedLoc``, ``UnknownLoc``).  A
:class:`SourceManager` turns the latter into the former when the location names
a file it holds, the way MLIR's ``SourceMgrDiagnosticHandler``
(mlir/lib/IR/Diagnostics.cpp) does.  :func:`render_diagnostic` prints what
LLVM's ``SMDiagnostic::print`` (llvm/lib/Support/SourceMgr.cpp) prints:

    in.mlir:3:5: error: message
        %0 = foo
        ^

With no file location MLIR prints ``<unknown>:0: error: message``, prefixed by
the location's text when it is not ``loc(unknown)``.
"""

from __future__ import annotations

import bisect
import unicodedata
from array import array
from typing import Any, Callable, Optional

from pyopt.support import FrozenRecord, Record, escape_controls, quote_string

__all__ = [
    "SourceFile",
    "SourceLoc",
    "Diagnostic",
    "DiagnosticError",
    "DiagnosticEngine",
    "SourceManager",
    "error_at",
    "op_error",
    "format_diagnostic",
    "render_diagnostic",
    "find_file_loc",
    "find_loc_to_show",
    "loc_text",
    "location_of",
    "render_at",
]

SEVERITIES = ("error", "warning", "remark", "note")


class SourceFile:
    def __init__(self, text: str, name: str = "<stdin>", line_offset: int = 0):
        self.text = text
        self.name = name
        self.line_offset = line_offset
        self._starts: Optional[array] = None
        self._last = 0  # the line index line_col found last
        self._is_ascii: Optional[bool] = None

    @property
    def line_starts(self) -> array:
        """Offsets where lines start (an array of machine integers: a file of
        a million lines would otherwise hold a million int objects)."""
        if self._starts is None:
            starts = array("q", [0])
            find = self.text.find
            i = find("\n")
            while i != -1:
                starts.append(i + 1)
                i = find("\n", i + 1)
            self._starts = starts
        return self._starts

    def line_col(self, pos: int) -> tuple[int, int]:
        """1-based (line, column) of offset ``pos``, in the original file.
        The parser asks in source order: the line of the last answer, or
        the next one, is tried before a binary search."""
        starts = self._starts
        if starts is None:
            starts = self.line_starts
        i = self._last
        n = len(starts)
        if starts[i] <= pos and (i + 1 == n or pos < starts[i + 1]):
            pass
        elif i + 2 <= n and starts[i + 1] <= pos and (i + 2 == n or pos < starts[i + 2]):
            i += 1
        else:
            i = bisect.bisect_right(starts, pos) - 1
        self._last = i
        col = pos - starts[i] + 1
        if col > 1 and not self._ascii():
            # MLIR's column counts bytes (UTF-8; a raw byte that is not UTF-8, kept as a
            # surrogate, is one)
            head = self.text[starts[i]:pos]
            if not head.isascii():
                col = len(head.encode("utf-8", "surrogateescape")) + 1
        return i + 1 + self.line_offset, col

    def _ascii(self) -> bool:
        a = self._is_ascii
        if a is None:
            a = self._is_ascii = self.text.isascii()
        return a

    def has_line(self, line: int) -> bool:
        return 0 <= line - 1 - self.line_offset < len(self.line_starts)

    def line_text(self, line: int) -> str:
        """Text of 1-based original-file line ``line`` (without newline)."""
        i = line - 1 - self.line_offset
        starts = self.line_starts
        if not 0 <= i < len(starts):
            return ""
        end = self.text.find("\n", starts[i])
        text = self.text[starts[i]: end if end != -1 else len(self.text)]
        return text[:-1] if text.endswith("\r") else text

    def loc(self, pos: int) -> "SourceLoc":
        line, col = self.line_col(pos)
        return SourceLoc(self, line, col)


class SourceLoc(FrozenRecord):
    """A position in a source file (what diagnostics point at); frozen (a
    :class:`~pyopt.support.FrozenRecord`: start-up)."""

    _FIELDS = ("source", "line", "col")

    def __init__(self, source: SourceFile, line: int, col: int) -> None:
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "line", line)
        object.__setattr__(self, "col", col)

    def __str__(self) -> str:
        return f"{self.source.name}:{self.line}:{self.col}"


class Diagnostic(Record):
    """One diagnostic (a :class:`~pyopt.support.Record`: start-up)."""

    _FIELDS = ("severity", "message", "loc", "notes")

    def __init__(self, severity: str, message: str, loc: Any = None,
                 notes: Optional[list["Diagnostic"]] = None) -> None:
        self.severity = severity  # "error", "warning", "remark", "note"
        self.message = message
        # A SourceLoc, an IR location attribute (op.loc), or None (unknown).
        self.loc = loc
        self.notes = [] if notes is None else notes

    def attach_note(self, message: str, loc: Any = None) -> "Diagnostic":
        note = Diagnostic("note", message, loc)
        self.notes.append(note)
        return note

    def format(self, color: bool = False) -> str:
        return format_diagnostic(self, color)


class DiagnosticError(Exception):
    """Raised for an error; carries the :class:`Diagnostic` and the errors MLIR emits right
    after it for the same failure (``followups``: ``InferTypeOpInterface``'s "failed to infer
    returned types" after the inference's own error)."""

    def __init__(self, diag: Diagnostic, followups: Optional[list] = None):
        super().__init__(diag.message)
        self.diag = diag
        self.followups: list[Diagnostic] = list(followups or ())

    def diagnostics(self) -> list[Diagnostic]:
        """The error and its follow-ups, in the order they are emitted."""
        return [self.diag, *self.followups]


def error_at(loc: Any, message: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic("error", message, loc))


def op_error(op, message: str) -> DiagnosticError:
    """An error located at ``op`` (its ``loc`` attribute); raise it."""
    return DiagnosticError(Diagnostic("error", message, location_of(op)))


def location_of(where: Any) -> Any:
    """``where`` may be an operation (anything with ``.loc`` that is not itself
    a location), a location, a SourceLoc or None."""
    if where is None or isinstance(where, SourceLoc):
        return where
    if _is_ir_loc(where):
        return where
    loc = getattr(where, "loc", None)
    return loc


# -- IR locations (dispatch by class name: no import of pyopt.ir here) --------
def _kind(loc: Any) -> str:
    return type(loc).__name__


def _deref(loc: Any) -> Any:
    """Follow the parser's references to ``#loc`` aliases (LocRef)."""
    for _ in range(64):
        if _kind(loc) != "LocRef":
            return loc
        loc = loc.resolve()
    return None


def _is_ir_loc(loc: Any) -> bool:
    return _kind(loc) in ("FileLineColLoc", "NameLoc", "CallSiteLoc", "FusedLoc", "UnknownLoc", "OpaqueLoc",
                          "LocRef")


def find_file_loc(loc: Any):
    """The first ``FileLineColLoc`` inside ``loc`` (MLIR's
    ``loc->findInstanceOf<FileLineColLoc>()``), or None."""
    loc = _deref(loc)
    k = _kind(loc)
    if k == "FileLineColLoc":
        return loc
    if k == "NameLoc":
        return find_file_loc(loc.child) if loc.child is not None else None
    if k == "CallSiteLoc":
        return find_file_loc(loc.callee) or find_file_loc(loc.caller)
    if k == "FusedLoc":
        for sub in loc.locs:
            found = find_file_loc(sub)
            if found is not None:
                return found
    return None


def find_loc_to_show(loc: Any):
    """MLIR's ``SourceMgrDiagnosticHandler::findLocToShow``: the location a
    diagnostic is displayed at (a call site shows its callee; a fused location
    its first showable part; a name its child; unknown shows nothing)."""
    loc = _deref(loc)
    k = _kind(loc)
    if k == "FileLineColLoc":
        return loc
    if k == "CallSiteLoc":
        return find_loc_to_show(loc.callee)
    if k == "FusedLoc":
        for sub in loc.locs:
            shown = find_loc_to_show(sub)
            if shown is not None:
                return shown
        return None
    if k == "NameLoc":
        return find_loc_to_show(loc.child) if loc.child is not None else None
    return None


def _call_site_of(loc: Any):
    """MLIR's getCallSiteLoc: the CallSiteLoc a diagnostic location stands for."""
    loc = _deref(loc)
    k = _kind(loc)
    if k == "NameLoc":
        return _call_site_of(loc.child) if loc.child is not None else None
    if k == "CallSiteLoc":
        return loc
    if k == "FusedLoc":
        for sub in loc.locs:
            cs = _call_site_of(sub)
            if cs is not None:
                return cs
    return None


def _loc_body(loc: Any) -> str:
    loc = _deref(loc)
    k = _kind(loc)
    if k == "FileLineColLoc":
        return f"{quote_string(loc.file)}:{loc.line}:{loc.col}"
    if k == "NameLoc":
        s = quote_string(loc.name)
        if loc.child is not None and _kind(loc.child) != "UnknownLoc":
            s += "(" + _loc_body(loc.child) + ")"
        return s
    if k == "CallSiteLoc":
        return f"callsite({_loc_body(loc.callee)} at {_loc_body(loc.caller)})"
    if k == "FusedLoc":
        return "fused[" + ", ".join(_loc_body(x) for x in loc.locs) + "]"
    if k == "UnknownLoc":
        return "unknown"
    if k == "OpaqueLoc":
        return loc.text
    return str(loc)


def loc_text(loc: Any) -> str:
    """The location as MLIR prints it inside messages: ``loc("name")``."""
    return f"loc({_loc_body(loc)})"


# -- Sources -------------------------------------------------------------------
class SourceManager:
    """The source files diagnostics may point into, by name (MLIR's
    ``llvm::SourceMgr`` plus ``getSourceMgrBufferIDForFile``)."""

    def __init__(self, *sources: SourceFile):
        self.files: dict[str, SourceFile] = {}
        for s in sources:
            self.add(s)

    def add(self, source: SourceFile) -> SourceFile:
        self.files[source.name] = source
        return source

    def get(self, name: str) -> Optional[SourceFile]:
        return self.files.get(name)

    def source_loc(self, file_loc) -> Optional[SourceLoc]:
        """A SourceLoc for an IR FileLineColLoc whose file we hold (line and
        column 0 mean "unknown", as in MLIR's convertLocToSMLoc)."""
        if file_loc.line == 0 or file_loc.col == 0:
            return None
        src = self.files.get(file_loc.file)
        if src is None or not src.has_line(file_loc.line):
            return None
        return SourceLoc(src, file_loc.line, file_loc.col)

    def where(self, loc: Any) -> tuple[Optional[str], int]:
        """(file name, line) for matching a diagnostic against expectations;
        (None, 0) when the location has no file position."""
        if isinstance(loc, SourceLoc):
            return loc.source.name, loc.line
        fl = find_file_loc(loc) if loc is not None else None
        if fl is None:
            return None, 0
        return fl.file, fl.line


# -- Rendering -----------------------------------------------------------------
_TAB_STOP = 8
_STYLES = {"error": "bold red", "warning": "bold magenta", "remark": "bold blue", "note": "bold black"}


def _expand_tabs(line: str, caret: str) -> tuple[str, str]:
    """LLVM's printSourceLine: tabs become spaces up to the next multiple of 8;
    the caret line is widened to match.  pyopt also shows each control
    character of the line as MLIR escapes it in a string (``\\1B`` for ESC:
    the input must not drive the terminal), widening the caret line under
    it as under a tab."""
    if "\t" not in line and line.isascii() and escape_controls(line) == line:
        return line, caret
    out_src, out_caret, col = [], [], 0
    for i, ch in enumerate(line):
        c = caret[i] if i < len(caret) else " "
        if ch == "\t":
            while True:
                out_src.append(" ")
                out_caret.append(c)
                col += 1
                if col % _TAB_STOP == 0:
                    break
            continue
        shown = escape_controls(ch)
        width = len(shown) if shown != ch else _cells(ch)
        out_src.append(shown)
        if width:
            out_caret.append(c + (" " if c == "^" else c) * (width - 1))
        elif c == "^":  # a zero-width character: the caret goes under what follows
            caret = caret[:i + 1] + "^" + caret[i + 2:] if i + 1 < len(caret) else caret + "^"
        col += len(shown)
    out_caret.extend(caret[len(line):])
    return "".join(out_src), "".join(out_caret).rstrip(" ")


def _char_index(line: str, byte: int) -> int:
    """The index in ``line`` of the character holding byte offset ``byte``
    (MLIR's columns count UTF-8 bytes; a raw byte kept as a surrogate is one);
    past the end, ``len(line)`` or more."""
    if line.isascii():
        return byte
    at = 0
    for i, ch in enumerate(line):
        at += 1 if ord(ch) < 0x80 or "\udc80" <= ch <= "\udcff" else len(ch.encode("utf-8", "surrogatepass"))
        if at > byte:
            return i
    return len(line) + byte - at


def _cells(ch: str) -> int:
    """Terminal cells a printable character takes: two for East Asian wide and
    full-width ones, none for combining marks and format characters."""
    if ch.isascii():
        return 1
    if unicodedata.east_asian_width(ch) in "WF":
        return 2
    if unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 1


def _message_lines(severity: str, message: str, head: Optional[str], line: Optional[str],
                   col: int, range_len: int) -> list[tuple[str, str]]:
    """The (kind, text) pieces of one SMDiagnostic: 'head', 'source', 'caret'.
    The location's file name and the message are shown on one line, with
    control characters (from names in the input) escaped; so is the source
    line (:func:`_expand_tabs`)."""
    prefix = f"{escape_controls(head)}: " if head else ""
    out = [("head", f"{prefix}{severity}: {escape_controls(message)}", prefix)]
    if line is None:
        return out
    n = len(line)
    first = _char_index(line, col - 1)
    caret = [" "] * (n + 1)
    if range_len > 0:
        for i in range(first, min(_char_index(line, col - 1 + range_len), n)):
            caret[i] = "~"
    caret[min(first, n)] = "^"
    caret_s = "".join(caret).rstrip(" ")
    src, caret_s = _expand_tabs(line, caret_s)
    out.append(("source", src, ""))
    out.append(("caret", caret_s, ""))
    return out


def _colorize(pieces, severity: str) -> str:
    from rich.markup import escape  # here, not at the top: start-up (only a terminal needs colour)

    style = _STYLES.get(severity, "bold")
    lines = []
    for kind, text, prefix in pieces:
        if kind == "head":
            rest = text[len(prefix):]
            sev, _, msg = rest.partition(": ")
            pre = f"[bold]{escape(prefix)}[/bold]" if prefix else ""
            lines.append(f"{pre}[{style}]{sev}:[/{style}] [bold]{escape(msg)}[/bold]")
        elif kind == "caret":
            lines.append(f"[bold green]{escape(text)}[/bold green]")
        else:
            lines.append(escape(text))
    return "\n".join(lines)


def _render_one(severity: str, message: str, loc: Any, sources: Optional[SourceManager],
                color: bool, show_source: bool = True, range_len: int = 0) -> str:
    head: Optional[str]
    line_text: Optional[str] = None
    col = 0
    if isinstance(loc, SourceLoc):
        head = str(loc)
        if show_source and loc.col > 0 and loc.source.has_line(loc.line):
            line_text, col = loc.source.line_text(loc.line), loc.col
    else:
        fl = find_file_loc(loc) if loc is not None else None
        if fl is None:
            # SMDiagnostic with an invalid SMLoc: "<unknown>:0: error: ..."
            head = "<unknown>:0"
            if loc is not None and _kind(_deref(loc)) not in ("UnknownLoc", "NoneType"):
                message = f"{loc_text(loc)}: {message}"
        else:
            sl = sources.source_loc(fl) if sources is not None else None
            if sl is not None:
                head = str(sl)
                if show_source:
                    line_text, col = sl.source.line_text(sl.line), sl.col
            else:
                head = f"{fl.file}:{fl.line}:{fl.col}"
    pieces = _message_lines(severity, message, head, line_text, col, range_len)
    if color:
        return _colorize(pieces, severity)
    return "\n".join(text for _, text, _ in pieces)


def render_diagnostic(d: Diagnostic, sources: Optional[SourceManager] = None, color: bool = False) -> str:
    """The text MLIR's SourceMgrDiagnosticHandler prints for ``d`` and its
    notes (a call-site location adds "called from" notes), without the final
    newline.  With ``color`` the text is rich markup."""
    loc = d.loc
    shown = loc
    call_notes: list = []
    if loc is not None and not isinstance(loc, SourceLoc):
        shown = find_loc_to_show(loc) or loc
        cs = _call_site_of(loc)
        depth = 0
        while cs is not None and depth < 5:  # MLIR's default callStackLimit
            caller = cs.caller
            shown_caller = find_loc_to_show(caller)
            if shown_caller is not None:
                call_notes.append(shown_caller)
            cs = _call_site_of(caller)
            depth += 1
    parts = [_render_one(d.severity, d.message, shown, sources, color)]
    for c in call_notes:
        parts.append(_render_one("note", "called from", c, sources, color))
    prev = loc
    for n in d.notes:
        same = n.loc is not None and n.loc == prev
        parts.append(_render_one(n.severity, n.message, n.loc, sources, color, show_source=not same))
        prev = n.loc
    return "\n".join(parts)


def format_diagnostic(d: Diagnostic, color: bool = False) -> str:
    """Render ``d`` on its own (IR locations are shown without source lines)."""
    return render_diagnostic(d, None, color)


def render_at(severity: str, message: str, loc: Any, sources: Optional[SourceManager] = None,
              color: bool = False, range_len: int = 0) -> str:
    """One message at ``loc`` with an optional ``~~~`` range after the caret
    (LLVM's PrintMessage with an SMRange)."""
    return _render_one(severity, message, loc, sources, color, range_len=range_len)


# -- Engine --------------------------------------------------------------------
class DiagnosticEngine:
    """Collects diagnostics emitted by passes and analyses (remarks, warnings).

    ``handler`` receives each diagnostic; the CLI installs one that prints it
    or, under ``--verify-diagnostics``, checks it against expectations.  The
    ``where`` argument of :meth:`remark` and friends may be an operation, an
    IR location, a :class:`SourceLoc` or None.
    """

    def __init__(self, handler: Optional[Callable[[Diagnostic], None]] = None):
        self.handler = handler
        self.diagnostics: list[Diagnostic] = []

    def emit(self, diag: Diagnostic) -> Diagnostic:
        self.diagnostics.append(diag)
        if self.handler is not None:
            self.handler(diag)
        return diag

    def remark(self, where, message: str) -> Diagnostic:
        return self.emit(Diagnostic("remark", message, location_of(where)))

    def warning(self, where, message: str) -> Diagnostic:
        return self.emit(Diagnostic("warning", message, location_of(where)))

    def error(self, where, message: str) -> Diagnostic:
        return self.emit(Diagnostic("error", message, location_of(where)))

    @property
    def error_count(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")
