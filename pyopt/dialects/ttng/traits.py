"""Traits of the TritonNvidiaGPU dialect: the verifier of ``MMAv5OpInterface``
(include/triton/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOpInterfaces.td,
``verifyMMAv5Op`` in lib/Dialect/TritonNvidiaGPU/IR/Ops.cpp) as a trait,
listed where the op's ODS trait list names the interface."""

from __future__ import annotations

from typing import Optional

from pyopt.ir import types as T
from pyopt.ir.traits import Trait
from pyopt.dialects.ttg.attrs import TensorMemoryEncoding
from pyopt.dialects.ttg.linear_layout import LinearLayoutError
from pyopt.dialects.ttng.tmem import tensor_memory_to_linear_layout

__all__ = ["VerifyMMAv5OpInterface"]


class VerifyMMAv5OpInterface(Trait):
    """``MMAv5OpInterface``'s verifier (``verifyMMAv5Op``): A and the
    accumulator D are not both in a blockM=64 tensor-memory layout with
    interleaved blocks."""

    __slots__ = ()

    def verify(self, op) -> Optional[str]:
        if _interleaved(op.a.type) and _interleaved(op.d.type):
            return "does not support blockM=64 with interleaved blocks in TMEM layout"
        return None


def _interleaved(t) -> bool:
    """A blockM=64 tensor-memory layout whose rows are not 64 (its blocks
    interleave)."""
    enc = t.encoding
    if not isinstance(enc, TensorMemoryEncoding) or enc.block_m != 64:
        return False
    try:
        return _tmem_num_rows(t) != 64
    except LinearLayoutError:
        return False


def _tmem_num_rows(t: T.MemDescType) -> int:
    """``getTmemAllocSizes(memdesc).numRows``."""
    ll = tensor_memory_to_linear_layout(list(t.shape[-2:]), t.encoding)
    rows = ll.get_in_dim_size("row")
    if tuple(ll.get_basis("row", 4)) == (0, 0):
        rows //= 2
    return rows
