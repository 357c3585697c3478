"""Interfaces of the TritonAMDGPU dialect (third_party/amd/include/Dialect/TritonAMDGPU/IR/TritonAMDGPUOpInterfaces.td)."""

from __future__ import annotations

__all__ = ["BufferOpInterface"]


class BufferOpInterface:
    """``BufferOpInterface``: a buffer op addressed by a scalar base and a tensor of offsets."""

    __slots__ = ()

    def _set_named_operand(self, name: str, value) -> None:
        """Set the operand the declaration names ``name`` (a single operand)."""
        index = next(i for i, d in enumerate(self.OPERANDS) if d.pyname == name)
        lo, _ = self._operand_range(index)
        self.set_operand(lo, value)

    def set_ptr(self, value) -> None:
        """``getPtrMutable().assign(value)``: the base pointer."""
        self._set_named_operand("ptr", value)

    def set_offsets(self, value) -> None:
        """``getOffsetsMutable().assign(value)``: the offsets."""
        self._set_named_operand("offsets", value)
