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


def _escape_table() -> dict[int, str]:
    table = {b: chr(b) if 0x20 <= b < 0x7F else "\\%02X" % b for b in range(256)}
    table[ord("\\")] = "\\\\"
    table[ord('"')] = '\\"'
    return table


# Byte -> its text in a string literal; applied to the UTF-8 bytes read as
# Latin-1 (one character per byte), so str.translate does the work in C.
_ESCAPES = _escape_table()


def quote_string(s: str) -> str:
    """MLIR string literal escaping (llvm::printEscapedString): printable ASCII
    except '"' and '\\' verbatim, everything else as \\XX hex."""
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return '"' + s + '"'
    data = s.encode("utf-8", errors="surrogateescape").decode("latin-1")
    return '"' + data.translate(_ESCAPES) + '"'
