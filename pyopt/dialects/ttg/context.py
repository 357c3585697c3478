"""What an op's surroundings say about the GPU it runs on: the TritonGPU
dialect helpers of Triton's lib/Dialect/TritonGPU/IR/Dialect.cpp
(``maybeLookupNumWarps``, ``lookupNumWarps``, ``getThreadsPerWarp``), used by
the verifier, the layout queries and the passes.  Plain functions over the IR
matched by op class as Triton matches them with ``isa<>``."""

from __future__ import annotations

import functools
from typing import Optional

from pyopt.ir.attrs import BoolAttr, IntegerAttr
from pyopt.ir.core import Operation
from pyopt.ir.traits import run_memo
from pyopt.dialects.builtin.ops import ModuleOp
from pyopt.dialects.tt.ops import FuncOp

__all__ = ["parent_module", "maybe_lookup_num_warps", "lookup_num_warps", "threads_per_warp",
           "verifier_parent_module", "verifier_num_warps"]


def parent_module(op: Operation, memo: Optional[dict] = None) -> Optional[Operation]:
    """``op->getParentOfType<ModuleOp>()`` (or ``op`` itself if a module).

    ``memo`` (op -> its answer), for callers that ask about many ops of an
    IR that does not change meanwhile: the ops climbed through keep their
    answers, so that asking about every block of a nest D deep climbs each
    level once, not D times."""
    o = op
    if memo is None:
        while o is not None and type(o) is not ModuleOp:
            o = o.parent_op
        return o
    path = []
    while o is not None and type(o) is not ModuleOp:
        found = memo.get(o, _NOT_KNOWN)
        if found is not _NOT_KNOWN:
            o = found
            break
        path.append(o)
        o = o.parent_op
    for p in path:
        memo[p] = o
    return o


_NOT_KNOWN = object()


_NUM_WARPS_HOLDERS = frozenset((ModuleOp, FuncOp))


@functools.cache
def _warp_specialize_partitions_op() -> type:
    # Imported here for a genuine cycle: ttg's ops import its traits, whose
    # layout check imports this module.  (Cached: this is on a hot path.)
    from pyopt.dialects.ttg.ops import WarpSpecializePartitionsOp

    return WarpSpecializePartitionsOp


def maybe_lookup_num_warps(op: Operation, memo: Optional[dict] = None) -> Optional[int]:
    """``maybeLookupNumWarps``: ``ttg.num-warps`` of the nearest enclosing
    module or function, or the partition's warps inside
    ``ttg.warp_specialize``; None when nothing says.  ``memo`` as for
    :func:`parent_module` (op -> its answer)."""
    partitions_op = _warp_specialize_partitions_op()
    o = op
    path = []
    n = None
    while o is not None:
        if memo is not None:
            found = memo.get(o, _NOT_KNOWN)
            if found is not _NOT_KNOWN:
                n = found
                break
            path.append(o)
        parent = o.parent_op
        if type(o) in _NUM_WARPS_HOLDERS:
            n = _int_attr(o.attributes.get("ttg.num-warps"))
            if n is not None:
                break
        elif type(parent) is partitions_op:
            idx = parent.regions.index(o.parent_region)
            n = parent.parent_op.attributes["partitionNumWarps"].values[idx]
            break
        o = parent
    for p in path:
        memo[p] = n
    return n


def lookup_num_warps(op: Operation, memo: Optional[dict] = None) -> int:
    """``lookupNumWarps``: as :func:`maybe_lookup_num_warps`, but required;
    without a context it is an error at ``op`` (Triton emits it, then
    aborts), e.g. for TTIR given to a TritonGPU pass."""
    n = maybe_lookup_num_warps(op, memo)
    if n is None:
        from pyopt.diagnostics import op_error

        raise op_error(op, f"'{op.name}' op is not contained within a context that specifies the number of warps")
    return n


def verifier_parent_module(op: Operation) -> Optional[Operation]:
    """:func:`parent_module` for a check in the verifier: the climbs of one
    verifier run (which changes no IR) share their steps, so that the checks
    of a nest D deep climb each level once, not D times (outside a run, the
    plain climb)."""
    return parent_module(op, run_memo("ttg.parent-module"))


def verifier_num_warps(op: Operation) -> Optional[int]:
    """:func:`maybe_lookup_num_warps` for a check in the verifier (as
    :func:`verifier_parent_module`)."""
    return maybe_lookup_num_warps(op, run_memo("ttg.num-warps"))


def threads_per_warp(module: Operation) -> int:
    """``TritonGPUDialect::getThreadsPerWarp`` (32 when not set)."""
    n = _int_attr(module.attributes.get("ttg.threads-per-warp")) if module is not None else None
    return n if n is not None else 32


def num_ctas(module: Operation) -> int:
    """``TritonGPUDialect::getNumCTAs`` (1 when not set)."""
    n = _int_attr(module.attributes.get("ttg.num-ctas")) if module is not None else None
    return n if n is not None else 1


def _int_attr(a) -> Optional[int]:
    """``getAttrOfType<IntegerAttr>(...).getInt()``: an attribute of another
    kind counts as absent; an i1 reads signed (a BoolAttr is an IntegerAttr
    of i1 in MLIR: true, or 1 : i1, reads as -1)."""
    if isinstance(a, BoolAttr):
        return -1 if a.value else 0
    if not isinstance(a, IntegerAttr):
        return None
    t = a.type
    if getattr(t, "width", None) == 1 and not getattr(t, "signedness", "") and a.value:
        return -1
    return a.value
