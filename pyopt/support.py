"""Support code below every layer (LLVM's Support library, for pyopt): string
escaping as MLIR prints it, and pausing the garbage collector around bulk IR work."""

from __future__ import annotations

import gc
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
