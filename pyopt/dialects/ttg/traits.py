"""Traits of the TritonGPU dialect (include/triton/Dialect/TritonGPU/IR/TritonGPUOps.td,
Traits.h)."""

from __future__ import annotations

from pyopt.ir.traits import Trait

__all__ = ["MemDescViewTrait", "MemWaitOpTrait", "LocalLoadTrait", "AsyncRegions"]


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
