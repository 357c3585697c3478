"""Support code below every layer (LLVM's Support library, for pyopt): string
escaping as MLIR prints it, pausing the garbage collector around bulk IR work,
and running deeply recursive work on a large stack (:func:`run_deep`)."""

from __future__ import annotations

import gc
import sys
import threading
from contextlib import contextmanager


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


def quote_string(s: str) -> str:
    """MLIR string literal escaping (llvm::printEscapedString): printable ASCII
    except '"' and '\\' verbatim, everything else as \\XX hex."""
    out = ['"']
    for ch in s.encode("utf-8"):
        c = chr(ch)
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif 0x20 <= ch < 0x7F:
            out.append(c)
        else:
            out.append("\\%02X" % ch)
    out.append('"')
    return "".join(out)


# ---------------------------------------------------------------------------
# Deep nesting
# ---------------------------------------------------------------------------

#: The deepest nesting pyopt accepts: regions in regions, and brackets in a
#: type, attribute or location (``[[...]]``, ``tuple<tuple<...>>``,
#: ``loc(callsite(...))``).  The parser rejects deeper input with
#: "nesting too deep: more than 10000 levels" (:class:`NestingTooDeep`).
#: MLIR sets no limit; real Triton's parser overflows its stack well below it.
MAX_NESTING = 10_000

#: The stack of the thread :func:`run_deep` runs work on, and the Python
#: recursion limit it sets meanwhile.  The parser, verifier, printer and
#: passes recurse once or a few times per level of nesting, a few tens of
#: frames per level at most; a Python frame takes well under 1 KiB of C
#: stack (measured: under 0.8 KiB for the costliest path, a structural
#: ``__eq__`` through tuples), so RecursionError always comes before the stack
#: runs out (2.6 KiB a frame).  The stack is reserved, not used: only the
#: pages deep work touches become memory.
DEEP_STACK_BYTES = 1 << 30
DEEP_RECURSION_LIMIT = 400_000

_deep = threading.local()
_limit_lock = threading.Lock()
_limit_users = 0
_saved_limit = 0


class NestingTooDeep(RecursionError):
    """Input nested deeper than pyopt can process (a RecursionError that
    reached the top of :func:`run_deep`, or the parser's MAX_NESTING check)."""


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
    """Whether this thread is one :func:`run_deep` started."""
    return getattr(_deep, "active", False)


def run_deep(fn, *args, **kwargs):
    """``fn(*args, **kwargs)`` on a thread with a large stack
    (DEEP_STACK_BYTES) and a high recursion limit (DEEP_RECURSION_LIMIT),
    so that IR nested MAX_NESTING deep can be parsed, verified, transformed
    and printed by plain recursive code.  Returns what ``fn`` returns and
    raises what it raises (a RecursionError as :class:`NestingTooDeep`).

    Called on such a thread already, it just calls ``fn``.  Where no thread
    with that stack can be started (a tight address-space limit), ``fn``
    runs on the calling thread with the usual limit: shallow IR is
    unaffected, deep IR ends in NestingTooDeep.

    The recursion limit is process-wide in CPython: it is raised while any
    run_deep work runs and restored when the last one ends.  The calling
    thread waits meanwhile, so its own (smaller) stack is not exposed to the
    higher limit; other threads of a program that embeds pyopt are, while
    pyopt works.  Python 3.12 and later also cap recursion through C code
    (``map``, ``__eq__`` through tuples) at a fixed depth whatever the limit;
    there very deep input may end in NestingTooDeep below MAX_NESTING.
    """
    if in_deep_stack():
        return _call(fn, args, kwargs)
    box: list = []

    def work() -> None:
        _deep.active = True
        try:
            box.append((True, _call(fn, args, kwargs)))
        except BaseException as e:  # noqa: BLE001 - handed to the caller
            box.append((False, e))

    try:
        old = threading.stack_size(DEEP_STACK_BYTES)
    except (ValueError, RuntimeError):
        return _call(fn, args, kwargs)
    try:
        worker = threading.Thread(target=work, name="pyopt-deep", daemon=True)
        _raise_limit()
        try:
            worker.start()
        except (RuntimeError, MemoryError):
            _restore_limit()
            threading.stack_size(old)
            return _call(fn, args, kwargs)
    finally:
        threading.stack_size(old)
    try:
        worker.join()
    finally:
        if not worker.is_alive():
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
                          f"(pyopt accepts {MAX_NESTING} levels)")


def _call(fn, args, kwargs):
    try:
        return fn(*args, **kwargs)
    except RecursionError as e:
        raise too_deep(e) from None
