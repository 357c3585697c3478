"""The TritonNvidiaGPU tensor-memory attributes: ``#ttng.tensor_memory``
(the memory space) and the ``#ttng.tensor_memory_encoding`` /
``#ttng.tensor_memory_scales_encoding`` layouts.

Mirrors Triton 3.6.0's include/triton/Dialect/TritonNvidiaGPU/IR/
TritonNvidiaGPUAttrDefs.td (``TensorMemorySpaceAttr``,
``TensorMemoryEncodingAttr``, ``TensorMemoryScalesEncodingAttr``: TableGen
``<struct(params)>`` formats, defaulted parameters elided).  Their linear
layouts are at the end of this module (Triton gives them in the TritonGPU dialect's
LinearLayoutConversions.cpp); what is stored to tensor memory is in
:mod:`pyopt.dialects.ttng.tmem`.
"""

from __future__ import annotations

from pyopt.ir.attrdef import BOOL, UINT, AttrDef, AttrInvalid, Param
from pyopt.dialects.ttg.attrs.base import is_pow2
from pyopt.dialects.ttg.linear_layout import LinearLayout, ensure_layout_not_larger_than
from pyopt.ir.version import Since, Versioned

ROW, COL, DIM0, DIM1 = "row", "col", "dim0", "dim1"


def _id(size: int, in_dim: str, out_dim: str) -> LinearLayout:
    return LinearLayout.identity_1d(size, in_dim, out_dim)


def _zeros(size: int, in_dim: str, out_dim: str, out_size: int = 1) -> LinearLayout:
    return LinearLayout.zeros_1d(size, in_dim, out_dim, out_size)


def _bases(layout: LinearLayout) -> dict:
    return {d: [list(v) for v in vecs] for d, vecs in layout.bases.items()}


__all__ = ["TensorMemorySpace", "TensorMemoryEncoding", "TensorMemoryScalesEncoding",
           "tensor_memory_to_linear_layout", "tensor_memory_scales_to_linear_layout"]


class TensorMemorySpace(AttrDef):
    """``#ttng.tensor_memory`` (no alias)."""

    NAME = "ttng.tensor_memory"
    assembly = "none"


#: Whether #ttng.tensor_memory_encoding has an ``fp4Padded`` parameter (an MMA operand of
#: 4-bit elements padded to bytes).
TMEM_FP4_PADDED = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#10202 ([gluon][nvidia] Add support for fp4 and fp8 in TMEM for "
                               "MMA LHS): DefaultValuedParameter<bool, false> fp4Padded, which needs colStride 1"),
    name="#ttng.tensor_memory_encoding: fp4Padded")


class TensorMemoryEncoding(AttrDef):
    """``#ttng.tensor_memory_encoding<blockM = M, blockN = N, colStride = S
    [, CTASplitM = a][, CTASplitN = b][, twoCTAs = true][, fp4Padded = true]>``
    (alias ``#tmem``; ``fp4Padded`` from Triton 3.8, :data:`TMEM_FP4_PADDED`; 3.8's
    CGALayout in place of CTASplitM/N is not modelled)."""

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
        Param("fp4Padded", "fp4_padded", BOOL, False, elide_default=True, declared=TMEM_FP4_PADDED),
    )
    assembly = "params"

    def verify_(self) -> None:
        """``TensorMemoryEncodingAttr::verify`` (from 3.8 ``fp4Padded`` too)."""
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
        if self.fp4_padded and self.col_stride != 1:
            raise AttrInvalid(f"fp4Padded tensor memory layout requires colStride 1 but got {self.col_stride}")

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


# =============================================================================
# Linear layouts of tensor memory (lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp)
# =============================================================================
def tensor_memory_to_linear_layout(shape, enc: TensorMemoryEncoding) -> LinearLayout:
    """``tensorMemoryToLinearLayout``: (row, col) -> (dim0, dim1) of a 2-D
    shape.  A zero basis in rows 32/64 broadcasts; elsewhere it marks an
    undefined element."""
    m, n = shape
    # The CTA order is [0, 1]: split N first so the result is (tile * splitM) * splitN.
    if enc.cta_split_n > 1:
        inner = TensorMemoryEncoding(enc.block_m, enc.block_n, enc.col_stride, enc.cta_split_m, 1,
                                     enc.two_ctas)
        return (tensor_memory_to_linear_layout((m, n // enc.cta_split_n), inner)
                * _id(enc.cta_split_n, COL, DIM1))
    if enc.cta_split_m > 1:
        split_m, block_m = enc.cta_split_m, enc.block_m
        m64_two_cta = block_m == 64 and enc.two_ctas
        if m64_two_cta:
            # blockM 64 with two CTAs is laid out as the transpose of 128 x blockN
            block_m *= 2
            split_m //= 2
        inner = TensorMemoryEncoding(block_m, enc.block_n, enc.col_stride, 1, enc.cta_split_n,
                                     enc.two_ctas)
        ret = tensor_memory_to_linear_layout((m // split_m, n), inner) * _id(split_m, COL, DIM0)
        if m64_two_cta:
            # swap the last row and last column bases
            b = _bases(ret)
            b[ROW][-1], b[COL][-1] = b[COL][-1], b[ROW][-1]
            ret = LinearLayout(b, ret.get_out_dims(), ret.is_surjective())
        return ret

    block_m, block_n = enc.block_m, min(enc.block_n, n)
    tile = _zeros(enc.col_stride, COL, DIM1)
    if block_m == 64:
        tile = tile * (_id(16, ROW, DIM0) * _id(block_n, COL, DIM1))
        b = _bases(tile)
        if m > block_m:
            b[ROW].append([64, 0])
        elif n > block_n:
            b[ROW].append([0, block_n])
        else:
            b[ROW].append([0, 0])  # empty: the element is not defined
        b[ROW].append([16, 0])
        b[ROW].append([32, 0])
        tile = LinearLayout.from_bases(b, [DIM0, DIM1])
    else:
        tile = tile * (_id(block_m, ROW, DIM0) * _id(block_n, COL, DIM1))
    reps_m = m // tile.get_out_dim_size(DIM0)
    reps_n = n // tile.get_out_dim_size(DIM1)
    # Broadcast the remaining dimensions in order [0, 1]
    return tile * _id(reps_m, COL, DIM0) * _id(reps_n, COL, DIM1)


def tensor_memory_scales_to_linear_layout(shape, enc: TensorMemoryScalesEncoding) -> LinearLayout:
    """``tensorMemoryScalesToLinearLayout``: the tcgen05 scale-factor layout
    (32 rows broadcast over 4 warps, 4 columns, then 2 along dim0)."""
    m, n = shape
    if enc.cta_split_n > 1:
        inner = TensorMemoryScalesEncoding(enc.cta_split_m, 1)
        return (tensor_memory_scales_to_linear_layout((m, n // enc.cta_split_n), inner)
                * _id(enc.cta_split_n, COL, DIM1))
    if enc.cta_split_m > 1:
        inner = TensorMemoryScalesEncoding(1, enc.cta_split_n)
        return (tensor_memory_scales_to_linear_layout((m // enc.cta_split_m, n), inner)
                * _id(enc.cta_split_m, COL, DIM0))
    tile = _id(32, ROW, DIM0) * _zeros(4, ROW, DIM0) * _id(4, COL, DIM1) * _id(2, COL, DIM0)
    tile = tile * (_id(-(-m // tile.get_out_dim_size(DIM0)), COL, DIM0)
                   * _id(-(-n // tile.get_out_dim_size(DIM1)), COL, DIM1))
    # Rows/columns beyond a shape smaller than 64 x 4 become zeros.
    return ensure_layout_not_larger_than(tile, {DIM0: m, DIM1: n})
