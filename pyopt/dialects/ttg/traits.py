"""Traits of the TritonGPU dialect (include/triton/Dialect/TritonGPU/IR/TritonGPUOps.td,
Traits.h), and the dialect's check of the layouts that ``VerifyTensorLayoutsTrait``
asks it about (``TritonGPUDialect::verifyTensorLayout``, lib/Dialect/TritonGPU/IR/Dialect.cpp)."""

from __future__ import annotations

from typing import Optional

from pyopt.ir import types as T
from pyopt.ir.traits import Trait, run_memo
from pyopt.dialects.tt.traits import register_layout_verifier
from pyopt.dialects.ttg.context import maybe_lookup_num_warps, parent_module, threads_per_warp
from pyopt.dialects.ttg.attrs import BlockedEncoding, is_shared_encoding

__all__ = ["MemDescViewTrait", "MemWaitOpTrait", "LocalLoadTrait", "AsyncRegions", "verify_tensor_layout", "tensor_layout_error"]


class MemDescViewTrait(Trait):
    """``MemDescViewTrait``: the result is a view of the source memory descriptor."""

    __slots__ = ()


class MemWaitOpTrait(Trait):
    """``MemWaitOpTrait``: waits for outstanding asynchronous memory operations."""

    __slots__ = ()


class LocalLoadTrait(Trait):
    """``LocalLoadTrait``: loads from shared memory into registers."""

    __slots__ = ()


class AsyncRegions(Trait):
    """``AsyncRegions``: the op's regions run asynchronously (ttg.warp_specialize)."""

    __slots__ = ()


def verify_tensor_layout(t: T.RankedTensorType, op) -> Optional[str]:
    """``TritonGPUDialect::verifyTensorLayout``: the layout of ``t`` checked
    against the context of ``op`` (nothing outside a module).  The context
    depends only on the op's ancestors: one lookup per block and verifier
    run."""
    block = op.parent
    memo = run_memo("ttg.tensor-layout-context")
    ctx = memo.get(block) if block is not None else None
    if ctx is None:
        module = parent_module(op)
        ctx = False if module is None else (maybe_lookup_num_warps(op), threads_per_warp(module))
        if block is not None:
            memo[block] = ctx
    if ctx is False:
        return None
    return tensor_layout_error(t, *ctx)


_LAYOUT_ERRORS: dict = {}


def tensor_layout_error(t: T.RankedTensorType, num_warps: Optional[int], threads: int) -> Optional[str]:
    """What is wrong with the layout of ``t`` in a context of ``num_warps``
    warps (None: unknown) of ``threads`` threads, or None.  Triton checks
    blocked layouts only, and rejects shared layouts on tensors.  Memoised:
    types are immutable."""
    key = (t, num_warps, threads)
    try:
        return _LAYOUT_ERRORS[key]
    except KeyError:
        err = _LAYOUT_ERRORS[key] = _compute_layout_error(t, num_warps, threads)
        return err


def _compute_layout_error(t, num_warps, threads: int) -> Optional[str]:
    enc = t.encoding
    if is_shared_encoding(enc):
        return "Shared layout is not allowed on tensor type."
    if not isinstance(enc, BlockedEncoding):
        return None
    tpw, wpc = enc.threads_per_warp, enc.warps_per_cta
    if len(tpw) != t.rank:
        return f"{enc}.\nLayout has rank {len(tpw)}, but the tensor it's attached to has rank {t.rank}."
    n = _prod(tpw)
    if n != threads:
        return f"{enc}.\nLayout has {n} threads per warp, but the module specifies {threads} threads per warp."
    if num_warps is None:
        return ("Could not determine the number of warps per CTA. Operation is not in a context "
                "with `ttg.num-warps`.")
    n = _prod(wpc)
    if n != num_warps:
        return f"{enc}.\nLayout has {n} warps per CTA, but the context requires {num_warps} warps per CTA."
    return None


def _prod(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n


register_layout_verifier(verify_tensor_layout)
