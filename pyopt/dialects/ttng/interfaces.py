"""Interfaces of the TritonNvidiaGPU dialect (include/triton/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOpInterfaces.td)."""

from __future__ import annotations

__all__ = ["MMAv5OpInterface"]


class MMAv5OpInterface:
    """``MMAv5OpInterface``: a Blackwell tensor-core MMA (ttng.tc_gen5_mma, tc_gen5_mma_scaled)."""

    __slots__ = ()
