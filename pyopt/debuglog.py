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

LLVM accepts any name after ``-debug-only`` and prints nothing for one no code
logs under.  pyopt says so instead (:func:`unemitted_warning`): a type that is
one of Triton's (:data:`TRITON_TYPES`) but not one pyopt logs, or a type that
is not Triton's at all, gets one warning naming the types pyopt emits
(:data:`EMITTED_TYPES`; ``test/unit/test_debuglog.py`` checks it against the
modules that log).
"""

from __future__ import annotations

import sys
from typing import Iterable, Optional, TextIO

from pyopt.support import escape_controls

__all__ = ["configure", "enabled", "ldbg", "dbgs", "write", "EMITTED_TYPES", "TRITON_TYPES",
           "unemitted_warning"]

#: the debug types pyopt's modules log under (their C++ twins' DEBUG_TYPE)
EMITTED_TYPES = ("tritonamdgpu-canonicalize-pointers", "tritonamdgpu-convert-buffer-ops", "tritongpu-coalesce",
                 "tritongpu-remove-layout-conversions", "ttg-utility")

#: Triton's debug types: every ``#define DEBUG_TYPE`` of Triton 3.6.0's sources
#: (lib/, third_party/; the fork's commit 4b184ccc)
TRITON_TYPES = frozenset((
    "allocation-shared-memory", "axis-info", "generic-swizzling", "gluon-infer-coalesced-encodings",
    "gluon-infer-layout-utils", "gluon-resolve-auto-encodings", "linear_layout",
    "lower-insert-instruction-sched-hints", "name-preservation", "nvgpu-warp-specialization", "nvgpu-ws-buffer",
    "nvgpu-ws-code-partition", "nvgpu-ws-data-partition", "nvgpu-ws-lower-mem", "nvgpu-ws-specialize",
    "nvgpu-ws-task-id-propagate", "nvgpu-ws-task-partition", "nvgpu-ws-utility", "nvws-insert-tmem-aref",
    "nvws-lower-aref", "nvws-lower-warp-group", "optimize-amd-lds-usage", "proton-scope-id-allocation",
    "proton-to-proton-gpu", "task-id-propagation", "triton-licm", "triton-loop-pipeline", "triton-loop-pipelining",
    "triton-loop-unroll", "triton-wgmma-pipeline", "tritonamd-accelerate-matmul", "tritonamdgpu-block-pingpong",
    "tritonamdgpu-canonicalize-pointers", "tritonamdgpu-coalesce-async-copy", "tritonamdgpu-convert-buffer-ops",
    "tritonamdgpu-in-thread-transpose", "tritonamdgpu-optimize-dot-operands", "tritonamdgpu-pipeline-expand-loops",
    "tritonamdgpu-pipeline-lower-loops", "tritonamdgpu-range-analysis", "tritonamdgpu-scalarize-packed-fops",
    "tritonamdgpu-schedule-loops", "tritongpu-coalesce", "tritongpu-prefetch", "tritongpu-remove-layout-conversions",
    "tritongpu-warp-spec-lowering", "ttg-utility", "ttgpu_to_llvm",
))

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


def unemitted_warning(types: Iterable[str]) -> Optional[str]:
    """The warning for the ``--debug-only`` types pyopt logs nothing under
    (None when it logs under each): Triton's types it does not emit and
    names no Triton code uses, in the order given, then the types it emits."""
    wanted = list(dict.fromkeys(t for t in types if t))
    triton = [t for t in wanted if t in TRITON_TYPES and t not in EMITTED_TYPES]
    unknown = [t for t in wanted if t not in TRITON_TYPES and t not in EMITTED_TYPES]
    if not triton and not unknown:
        return None

    def names(items: list[str]) -> str:
        return ", ".join(f"'{t}'" for t in items)

    parts = []
    if triton:
        parts.append(f"pyopt does not emit Triton's debug type{'s' if len(triton) > 1 else ''} {names(triton)}")
    if unknown:
        parts.append(f"unknown debug type{'s' if len(unknown) > 1 else ''} {names(unknown)} "
                     "(neither Triton 3.6.0's nor pyopt's)")
    return "--debug-only: " + "; ".join(parts) + f"; pyopt emits {', '.join(EMITTED_TYPES)}"


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
