"""Interfaces of the TritonAMDGPU dialect (third_party/amd/include/Dialect/TritonAMDGPU/IR/TritonAMDGPUOpInterfaces.td)."""

from __future__ import annotations

__all__ = ["BufferOpInterface"]


class BufferOpInterface:
    """``BufferOpInterface``: a buffer op addressed by a scalar base and a tensor of offsets."""

    __slots__ = ()
