"""Support code below every layer (LLVM's Support library, for pyopt): string
escaping as MLIR prints it (and the same escapes for control characters in
any text pyopt shows: :func:`escape_controls`, :class:`TerminalSafeStream`), pausing the garbage collector around bulk IR work,
running deeply recursive work on a large stack (:func:`run_deep`),
deferring the load of a module that is imported but rarely used
(:func:`load_when_used`), and plain records (:class:`Record`)."""

from __future__ import annotations

import contextvars
import gc
import os
import queue
import re
import sys
import threading
from contextlib import contextmanager
from typing import Optional


@contextmanager
def gc_paused():
    """Pause Python's cyclic garbage collector.

    Building or walking IR allocates many objects that stay alive (ops,
    values, uses) and form reference cycles; the collector's passes over them
    find nothing to free and cost a third of a large parse.  Collection
    resumes (if it was on) when the block ends.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _escape_table() -> dict[int, str]:
    table = {b: chr(b) if 0x20 <= b < 0x7F else "\\%02X" % b for b in range(256)}
    table[ord("\\")] = "\\\\"
    table[ord('"')] = "\\22"  # as MLIR prints it
    return table


# Byte -> its text in a string literal; applied to the UTF-8 bytes read as
# Latin-1 (one character per byte), so str.translate does the work in C.
_ESCAPES = _escape_table()


def quote_string(s: str) -> str:
    """MLIR string literal escaping (llvm::printEscapedString): printable ASCII
    except '"' and '\\' verbatim, '\\' doubled, everything else (the quote
    too) as \\XX hex.  Bytes that are not UTF-8 (kept as surrogates when the
    string was read) print as the bytes they were."""
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return '"' + s + '"'
    data = s.encode("utf-8", errors="surrogateescape").decode("latin-1")
    return '"' + data.translate(_ESCAPES) + '"'


def _escape_char(ch: str) -> str:
    """One character as printEscapedString writes it: ``\\XX`` per UTF-8
    byte (a byte that was not UTF-8, kept as a surrogate, as itself)."""
    try:
        data = ch.encode("utf-8", errors="surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate that stands for no byte
        data = ch.encode("utf-8", errors="surrogatepass")
    return "".join(_ESCAPES[b] for b in data)


# Characters that must not reach a terminal (or a file a terminal shows)
# raw: C0 controls, DEL, C1 controls (U+0080-U+009F; CSI is U+009B),
# surrogates (bytes of the input that were not UTF-8: 0x9B is CSI on a
# terminal that reads Latin-1), and the Unicode bidirectional controls
# that reorder what is shown ("Trojan Source").
_CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff"
# The patterns, by what they guard: one line of text (tabs and newlines escaped too),
# text of several lines (tabs and newlines kept), and rich's styled text (its SGR
# sequences, ESC [ ... m, pass whole).  Compiled on first use (their character
# classes take a millisecond to compile: start-up), which text of printable ASCII,
# having nothing to escape, never needs.
_CONTROL_TEXTS = {"line": f"[\t\n{_CONTROLS}]", "lines": f"[{_CONTROLS}]",
                  "styled": f"(\x1b\\[[0-9;:]*m)|[{_CONTROLS}]"}
_CONTROL_PATTERNS: dict = {}


def _control_pattern(kind: str) -> "re.Pattern":
    pattern = _CONTROL_PATTERNS.get(kind)
    if pattern is None:
        pattern = _CONTROL_PATTERNS[kind] = re.compile(_CONTROL_TEXTS[kind])
    return pattern


def escape_controls(text: str, multiline: bool = False) -> str:
    """``text`` with every control character escaped as MLIR's
    printEscapedString escapes it (``\\1B`` for ESC, ``\\C2\\9B`` for U+009B,
    ``\\9B`` for a byte that was not UTF-8); everything else is kept, so
    text without control characters comes back unchanged.

    Use it on any text derived from the input (a name, a string, a source
    line) that pyopt interpolates into a message, a table or a remark: one
    line of it, so newlines and tabs are escaped too (a name cannot start a
    line of its own).  ``multiline`` keeps newlines and tabs: the final
    guard on whole messages and tables (:class:`TerminalSafeStream`)."""
    if text.isascii() and text.isprintable():  # (nothing to escape: no pattern compiled)
        return text
    pattern = _control_pattern("lines" if multiline else "line")
    if pattern.search(text) is None:
        return text
    return pattern.sub(lambda m: _escape_char(m.group()), text)


def _escape_unstyled(m: "re.Match") -> str:
    return m.group(1) or _escape_char(m.group())


class TerminalSafeStream:
    """A text stream that writes to ``stream`` what it is given, with every
    control character other than newline and tab escaped
    (:func:`escape_controls`): the last guard where pyopt writes
    diagnostics, remarks, tables and logs, so that nothing the input holds
    can drive the terminal.  ``styled`` (rich colouring a terminal) lets
    SGR sequences (``ESC [ ... m``) through whole; text from the input has
    been escaped before it reached rich, so only rich's own styling passes.
    Other attributes (``flush``, ``isatty``, ``fileno``) are the stream's."""

    def __init__(self, stream, styled: bool = False):
        self.stream = stream
        self.styled = styled

    def write(self, text: str):
        if self.styled:
            styled = _control_pattern("styled")
            if styled.search(text) is not None:
                text = styled.sub(_escape_unstyled, text)
        else:
            text = escape_controls(text, multiline=True)
        return self.stream.write(text)

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


def terminal_safe(stream, styled: bool = False) -> TerminalSafeStream:
    """``stream`` behind a :class:`TerminalSafeStream` (once: a guarded
    stream is returned as it is, with ``styled`` as asked)."""
    if isinstance(stream, TerminalSafeStream):
        stream = stream.stream
    return TerminalSafeStream(stream, styled)


# ---------------------------------------------------------------------------
# Deep nesting
# ---------------------------------------------------------------------------

#: The nesting depth pyopt handles: regions in regions (inside a function
#: inside a module), and brackets in a type, attribute or location
#: (``[[...]]``, ``tuple<tuple<...>>``, ``loc(callsite(...))``) are parsed,
#: verified, walked, transformed and printed at 10,000 levels
#: (test/unit/test_nesting.py).  Deeper regions are refused by the parser
#: ("nesting too deep", pyopt/syntax/parser.py), which bounds the time of the
#: algorithms that are quadratic in the depth; deeper brackets work up to the
#: recursion limit below (each level takes at most six Python frames: about
#: 60,000 levels), past which pyopt stops with "nesting too deep", never a
#: crash.  MLIR sets no limit; real Triton 3.6.0's parser overflows its 8 MB
#: stack at 3,000 to 4,000 nested regions (SIGSEGV).
MAX_NESTING = 10_000

#: The stack of the thread :func:`run_deep` runs work on, and the Python
#: recursion limit it sets meanwhile.  A Python frame takes under 1 KiB of C
#: stack (measured: at most 0.8 KiB, for a structural ``__eq__`` through
#: tuples), so RecursionError always comes before the stack runs out (2.6 KiB
#: a frame).  The stack is reserved, not used: only the pages deep work
#: touches become memory.
DEEP_STACK_BYTES = 1 << 30
DEEP_RECURSION_LIMIT = 400_000

_deep = threading.local()
_limit_lock = threading.Lock()
_limit_users = 0
_saved_limit = 0


class NestingTooDeep(RecursionError):
    """Input nested deeper than pyopt's stack allows (a RecursionError, as
    :func:`run_deep` and the command line report it)."""


def _raise_limit() -> None:
    global _limit_users, _saved_limit
    with _limit_lock:
        if _limit_users == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, DEEP_RECURSION_LIMIT))
        _limit_users += 1


def _restore_limit() -> None:
    global _limit_users
    with _limit_lock:
        _limit_users -= 1
        if _limit_users == 0:
            sys.setrecursionlimit(_saved_limit)


def in_deep_stack() -> bool:
    """Whether this thread is the one :func:`run_deep` runs work on."""
    return getattr(_deep, "active", False)


class _Worker:
    """The thread with the large stack: it runs the work callers hand it, one
    piece at a time (a thread started once costs far less per call than one
    started per call)."""

    def __init__(self):
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        old = threading.stack_size(DEEP_STACK_BYTES)
        try:
            thread = threading.Thread(target=self._loop, name="pyopt-deep", daemon=True)
            thread.start()
        finally:
            threading.stack_size(old)

    def _loop(self) -> None:
        _deep.active = True
        while True:
            fn, args, kwargs, box, done = self.jobs.get()
            try:
                box.append((True, _call(fn, args, kwargs)))
            except BaseException as e:  # noqa: BLE001 - handed to the caller
                box.append((False, e))
            done.set()
            del fn, args, kwargs, box, done


_worker: Optional[_Worker] = None
_worker_lock = threading.Lock()


def _forget_worker() -> None:  # a forked child has no such thread
    global _worker
    _worker = None


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_worker)


def _get_worker() -> Optional[_Worker]:
    global _worker
    if _worker is None:
        with _worker_lock:
            if _worker is None:
                try:
                    _worker = _Worker()
                except (ValueError, RuntimeError, MemoryError):
                    return None  # no thread with that stack: the caller's stack does
    return _worker


def run_deep(fn, *args, **kwargs):
    """``fn(*args, **kwargs)`` on a thread with a large stack
    (DEEP_STACK_BYTES) and a high recursion limit (DEEP_RECURSION_LIMIT),
    so that deeply nested IR can be parsed, verified, transformed and
    printed by plain recursive code.  Returns what ``fn`` returns and raises
    what it raises (a RecursionError as :class:`NestingTooDeep`).

    The thread is started once and runs one piece of work at a time; work
    it runs that calls run_deep just calls ``fn``.  (So ``fn`` must not wait
    for another thread that calls run_deep.)  Where no thread with that
    stack can be started (a tight address-space limit), ``fn`` runs on the
    calling thread with the usual limit: shallow IR is unaffected, deep IR
    ends in NestingTooDeep.

    The recursion limit is process-wide in CPython: it is raised while work
    runs and restored after.  The calling thread waits meanwhile, so its own
    (smaller) stack is not exposed to the higher limit; other threads of a
    program that embeds pyopt are, while pyopt works.  Python 3.12 and later
    also cap recursion through C code (``map``, ``__eq__`` through tuples) at
    a fixed depth whatever the limit; there very deep input may end in
    NestingTooDeep sooner.

    ``fn`` runs in a copy of the caller's context variables (as
    :func:`contextvars.copy_context` gives them): what the caller made active
    (the run's :class:`pyopt.ir.context.Context`) is active for ``fn`` too, and
    nothing ``fn`` sets outlives the call.
    """
    if in_deep_stack():
        return _call(fn, args, kwargs)
    worker = _get_worker()
    if worker is None:
        return _call(fn, args, kwargs)
    box: list = []
    done = threading.Event()
    _raise_limit()
    try:
        # (in a copy of the caller's context variables: the active pyopt
        # Context, pyopt.ir.context.current(), is the caller's there too)
        worker.jobs.put((contextvars.copy_context().run, (fn, *args), kwargs, box, done))
        done.wait()
    finally:
        _restore_limit()
    ok, value = box[0]
    if ok:
        return value
    try:
        raise value
    finally:
        value = None  # no cycle through the traceback


def too_deep(e: RecursionError) -> NestingTooDeep:
    """``e`` as a NestingTooDeep, with pyopt's message."""
    if isinstance(e, NestingTooDeep):
        return e
    return NestingTooDeep("nesting too deep: the input nests deeper than pyopt's stack allows "
                          f"({MAX_NESTING} levels are supported)")


def _call(fn, args, kwargs):
    try:
        return fn(*args, **kwargs)
    except RecursionError as e:
        raise too_deep(e) from None


def load_when_used(name: str) -> None:
    """Let ``import name`` (by pyopt's dependencies) cost nothing until the
    module is used: an empty module object stands in ``sys.modules`` for
    it, and the first access to an attribute it lacks (PEP 562's module
    ``__getattr__``) runs the module's code in it, as importing would have.
    Code that uses the module sees no difference; code that only imports it
    no longer pays for it.  A module already imported, or not installed, is
    left alone.  (The standard library's ``importlib.util.LazyLoader`` loads
    on the next ``import name`` already, which reads ``__spec__``.)

    Lark imports the third-party ``regex`` module whenever it is installed
    (about a twentieth of a small run's start-up), for its ``regex=True``
    option, which pyopt never sets."""
    if name in sys.modules:
        return
    import importlib.util  # here, not at the top: start-up (only this needs it)

    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
        return
    module = importlib.util.module_from_spec(spec)

    def __getattr__(attr: str):
        # first use: the module's own code runs, in this module object
        del module.__dict__["__getattr__"]
        spec.loader.exec_module(module)
        return getattr(module, attr)

    module.__getattr__ = __getattr__
    sys.modules[name] = module


def dist_info_version(name: str) -> Optional[str]:
    """The ``Version:`` of the first ``<name>-*.dist-info`` (or ``.egg-info``)
    directory on ``sys.path``, the one :func:`importlib.metadata.version`
    finds, read without importing :mod:`importlib.metadata` and its e-mail
    parser (start-up); None when there is none, or it is not plain.  Names are
    compared normalized (PEP 503: ``pyopt-triton`` is ``pyopt_triton-*.dist-info``)."""
    name = re.sub(r"[-_.]+", "_", name).lower()
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for child in names:
            stem, _, suffix = child.rpartition(".")
            if suffix not in ("dist-info", "egg-info") or \
                    re.sub(r"[-_.]+", "_", stem.partition("-")[0]).lower() != name:
                continue
            meta = os.path.join(entry, child, "METADATA" if suffix == "dist-info" else "PKG-INFO")
            try:
                with open(meta, encoding="utf-8") as f:
                    for line in f:
                        if not line.strip():
                            break
                        key, colon, value = line.partition(":")
                        if colon and key == "Version":
                            return value.strip()
            except OSError:
                pass
            return None
    return None


class Record:
    """Plain data compared and shown as a dataclass is (``__eq__``: same class and
    equal fields; ``__repr__``: ``Name(field=value, ...)``; unhashable), for the
    classes the command line imports on every run: ``@dataclass`` compiles each
    class's methods when its module is imported, a millisecond for a few classes
    (start-up).  A subclass lists its fields in ``_FIELDS`` and writes ``__init__``."""

    __slots__ = ()
    _FIELDS: tuple = ()

    def _values(self) -> tuple:
        return tuple(getattr(self, f) for f in self._FIELDS)

    def __repr__(self) -> str:
        return f"{self.__class__.__qualname__}(" + ", ".join(
            f"{f}={getattr(self, f)!r}" for f in self._FIELDS) + ")"

    def __eq__(self, other: object):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]


class FrozenRecord(Record):
    """A :class:`Record` whose fields cannot be assigned after ``__init__`` (which sets
    them with ``object.__setattr__``), hashed by its fields, as a frozen dataclass."""

    __slots__ = ()

    def __setattr__(self, name: str, value) -> None:
        raise _frozen(name)

    def __delattr__(self, name: str) -> None:
        raise _frozen(name)

    def __hash__(self) -> int:
        return hash(self._values())


def _frozen(name: str) -> Exception:
    from dataclasses import FrozenInstanceError  # here: only a misuse needs it (start-up)

    return FrozenInstanceError(f"cannot assign to field {name!r}")
