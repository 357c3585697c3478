"""The TritonNvidiaGPU tensor-memory attributes: ``#ttng.tensor_memory``
(the memory space) and the ``#ttng.tensor_memory_encoding`` /
``#ttng.tensor_memory_scales_encoding`` layouts.

Mirrors Triton 3.6.0's include/triton/Dialect/TritonNvidiaGPU/IR/
TritonNvidiaGPUAttrDefs.td (``TensorMemorySpaceAttr``,
``TensorMemoryEncodingAttr``, ``TensorMemoryScalesEncodingAttr``: TableGen
``<struct(params)>`` formats, defaulted parameters elided).  Their linear
layouts are in :mod:`pyopt.dialects.ttng.tmem`.
"""

from __future__ import annotations

from pyopt.ir.attrdef import BOOL, UINT, AttrDef, AttrInvalid, Param
from pyopt.dialects.ttg.attrs.base import is_pow2

__all__ = ["TensorMemorySpace", "TensorMemoryEncoding", "TensorMemoryScalesEncoding"]


class TensorMemorySpace(AttrDef):
    """``#ttng.tensor_memory`` (no alias)."""

    NAME = "ttng.tensor_memory"
    assembly = "none"


class TensorMemoryEncoding(AttrDef):
    """``#ttng.tensor_memory_encoding<blockM = M, blockN = N, colStride = S
    [, CTASplitM = a][, CTASplitN = b][, twoCTAs = true]>`` (alias ``#tmem``)."""

    ALIAS = "tmem"
    NAME = "ttng.tensor_memory_encoding"
    declarative = True  # an ODS assemblyFormat: errors at its `<` (pyopt.syntax.attrparser)
    parameters = (
        Param("blockM", "block_m", UINT),
        Param("blockN", "block_n", UINT),
        Param("colStride", "col_stride", UINT),
        Param("CTASplitM", "cta_split_m", UINT, 1, elide_default=True),
        Param("CTASplitN", "cta_split_n", UINT, 1, elide_default=True),
        Param("twoCTAs", "two_ctas", BOOL, False, elide_default=True),
    )
    assembly = "params"

    def verify_(self) -> None:
        """``TensorMemoryEncodingAttr::verify``."""
        if not (is_pow2(self.cta_split_m) and is_pow2(self.cta_split_n)):
            raise AttrInvalid("CTASplitM and CTASplitN must be greater than 0 and a power of 2")
        if self.block_m not in (64, 128):
            raise AttrInvalid(f"blockM must be 64 or 128 but got {self.block_m}")
        if not is_pow2(self.block_n):
            raise AttrInvalid(f"blockN must be a power of 2 but got {self.block_n}")
        if self.block_n > 512:
            raise AttrInvalid(f"blockN must be less than or equal to 512 but got {self.block_n}")
        if self.col_stride not in (1, 2, 4):
            raise AttrInvalid(f"colStride must be 1, 2, or 4 but got but got {self.col_stride}")

    @property
    def cta_split_num(self) -> list[int]:
        """``getCTASplitNum``: [CTASplitM, CTASplitN]."""
        return [self.cta_split_m, self.cta_split_n]


class TensorMemoryScalesEncoding(AttrDef):
    """``#ttng.tensor_memory_scales_encoding<[CTASplitM = a][, CTASplitN = b]>``
    (alias ``#tmem_scales``)."""

    ALIAS = "tmem_scales"
    NAME = "ttng.tensor_memory_scales_encoding"
    declarative = True  # an ODS assemblyFormat: errors at its `<` (pyopt.syntax.attrparser)
    parameters = (
        Param("CTASplitM", "cta_split_m", UINT, 1, elide_default=True),
        Param("CTASplitN", "cta_split_n", UINT, 1, elide_default=True),
    )
    assembly = "params"

    @property
    def cta_split_num(self) -> list[int]:
        return [self.cta_split_m, self.cta_split_n]
