"""LLVM's debug output (``LLVM_DEBUG``, ``-debug``, ``-debug-only=TYPE``) for pyopt's passes.

A pass module names its debug type as its C++ twin does (``DEBUG_TYPE``) and logs
as Triton's ``LDBG`` macro does, one ``[TYPE]: message`` line each::

    from pyopt import debuglog

    DEBUG_TYPE = "tritongpu-coalesce"
    ...
    if debuglog.enabled(DEBUG_TYPE):
        debuglog.ldbg(DEBUG_TYPE, f"order={...}")

Off by default; :func:`enabled` is one set lookup, so a pass builds its message
only when it will be written.  The command line turns types on
(``--debug-only=a,b``; ``--debug`` turns on every type, as LLVM's ``-debug``);
output goes to stderr (``llvm::dbgs()``), or to the stream :func:`configure`
is given.
"""

from __future__ import annotations

import sys
from typing import Iterable, Optional, TextIO

from pyopt.support import escape_controls

__all__ = ["configure", "enabled", "ldbg", "dbgs", "write"]

_types: frozenset = frozenset()
_all = False
_on = False
_stream: Optional[TextIO] = None


def configure(types: Iterable[str] = (), all_types: bool = False, stream: Optional[TextIO] = None) -> None:
    """Turn on the debug ``types`` (or every type); ``configure()`` turns all off."""
    global _types, _all, _on, _stream
    _types = frozenset(t for t in types if t)
    _all = bool(all_types)
    _on = _all or bool(_types)
    _stream = stream


def enabled(debug_type: str) -> bool:
    """Is ``debug_type`` on (LLVM's ``DEBUG_WITH_TYPE`` test)?"""
    return _on and (_all or debug_type in _types)


def dbgs() -> TextIO:
    """The debug stream (``llvm::dbgs()``): stderr unless configured."""
    return _stream if _stream is not None else sys.stderr


def write(text: str) -> None:
    """Write ``text`` to the debug stream, control characters other than
    newline and tab escaped (:func:`pyopt.support.escape_controls`: logs
    quote names from the input)."""
    s = dbgs()
    s.write(escape_controls(text, multiline=True))
    s.flush()


def ldbg(debug_type: str, message: str) -> None:
    """Triton's ``LDBG(message)``: ``[TYPE]: message`` and a newline, when
    ``debug_type`` is on."""
    if enabled(debug_type):
        write(f"[{debug_type}]: {message}\n")
