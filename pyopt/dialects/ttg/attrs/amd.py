"""The AMD matrix-core layouts: ``#ttg.amd_mfma`` and ``#ttg.amd_wmma``.

Mirrors Triton 3.6.0's ``AMDMfmaEncodingAttr`` and ``AMDWmmaEncodingAttr``
(include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td; parsers, printers
and verifiers in lib/Dialect/TritonGPU/IR/Dialect.cpp;
``AMDMfmaEncodingAttr::toLinearLayout`` in
lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.attrdef import BOOL, UINT, UINT_ARRAY, AttrBodyError, AttrInvalid, Param, ParamKind, parse_uints
from pyopt.dialects.ttg.attrs.base import CTALayout, cga_layout_param, get_matrix_order
from pyopt.dialects.ttg.attrs.mma import MmaEncoding
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    LinearLayoutError,
    combine_cta_cga_with_shape,
    standard_out_dim_names,
)

__all__ = ["AMDMfmaEncoding", "AMDWmmaEncoding"]


class _TilesPerWarp(ParamKind):
    """``tilesPerWarp``: an empty list means all 1, one per ``instrShape``
    entry (as the parsers size the default)."""

    def __init__(self):
        super().__init__(parse_uints, lambda v, p: "[" + ", ".join(str(x) for x in v) + "]", tuple)

    def parse(self, attr, get):
        return parse_uints(attr) or _unit_tiles(get)


def _unit_tiles(get) -> tuple:
    return (1,) * len(get("instr_shape"))


_TILES = _TilesPerWarp()
_MFMA_INSTR = ((32, 32), (16, 16), (64, 4), (4, 64))


# =============================================================================
# #ttg.amd_mfma
# =============================================================================
class AMDMfmaEncoding(MmaEncoding):
    """``#ttg.amd_mfma<{version, warpsPerCTA, instrShape, isTransposed[, CGALayout]
    [, tilesPerWarp][, elementBitWidth]}>`` (tilesPerWarp printed unless all 1,
    elementBitWidth unless 32; other keys are ignored)."""

    NAME = "ttg.amd_mfma"
    parameters = (
        Param("version", "version", UINT, 0, desc="version"),
        Param("warpsPerCTA", "warps_per_cta", UINT_ARRAY, (), desc="warpsPerCTA"),
        Param("instrShape", "instr_shape", UINT_ARRAY, (), desc="instrShape"),
        Param("isTransposed", "is_transposed", BOOL, desc="isTransposed"),
        cga_layout_param(rank=lambda get: len(get("warps_per_cta"))),
        Param("tilesPerWarp", "tiles_per_warp", _TILES, _unit_tiles,
              print_if=lambda a: not a.has_unit_tiles_per_warp(), desc="tilesPerWarp"),
        Param("elementBitWidth", "element_bit_width", UINT, 32, elide_default=True, desc="elementBitWidth"),
    )
    unknown_keys = "ignore"
    strict = True

    def verify_(self) -> None:
        """``AMDMfmaEncodingAttr::verify``."""
        if not 0 <= self.version <= 4:
            raise AttrInvalid("version must be in the [0, 4] range")
        shape = self.instr_shape
        if len(shape) < 2:
            # Triton reads instrShape[0] and [1] unchecked (a crash): an error here
            raise AttrInvalid(f"instrShape must have at least 2 elements, but has {len(shape)}")
        if (shape[0], shape[1]) not in _MFMA_INSTR:
            raise AttrInvalid(f"invalid (mDim, nDim) combination: ({shape[0]}, {shape[1]})")
        if self.element_bit_width not in (32, 64):
            raise AttrInvalid("elementBitWidth must be 32 or 64")

    def __init__(self, version: int, warps_per_cta, instr_shape, is_transposed: bool, cta_layout=None,
                 tiles_per_warp=(), element_bit_width: int = 0):
        """The C++ builder: empty tilesPerWarp -> all 1 (rank of warpsPerCTA),
        elementBitWidth 0 -> 32."""
        w = tuple(warps_per_cta)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(w))
        tiles = tuple(tiles_per_warp) or (1,) * len(w)
        self._init(version=int(version), warps_per_cta=w, instr_shape=tuple(instr_shape),
                   is_transposed=bool(is_transposed), CTALayout=cta_layout, tiles_per_warp=tiles,
                   element_bit_width=int(element_bit_width) or 32)

    def has_unit_tiles_per_warp(self) -> bool:
        """``hasUnitTilesPerWarp``."""
        return all(x == 1 for x in self.tiles_per_warp)

    def to_linear_layout(self, shape) -> LinearLayout:
        """``AMDMfmaEncodingAttr::toLinearLayout``."""
        rank = len(shape)
        _check_mma_rank(self, rank)
        if tuple(self.instr_shape[:2]) == (64, 4) and not self.is_transposed:
            # (Triton asserts: it swaps the operands of a 64x4 MFMA to use a 4x64 one)
            raise LinearLayoutError("a 64x4 MFMA layout must be transposed (isTransposed = true)")
        names = standard_out_dim_names(rank)
        order = self._default_mma_order()
        dim_m, dim_n = names[order[1]], names[order[0]]
        m_dim, n_dim = self.instr_shape[0], self.instr_shape[1]
        height = 1 if self.element_bit_width == 64 else 4
        warp_size = 64
        tiles = (m_dim * n_dim) // (warp_size * height)
        if not self.is_transposed:
            regs = LinearLayout.identity_1d(height, "register", dim_m)
            lanes = (LinearLayout.identity_1d(n_dim, "lane", dim_n)
                     * LinearLayout.identity_1d(warp_size // n_dim, "lane", dim_m))
            tile = regs * lanes
            if tiles > 0:
                tile = tile * LinearLayout.identity_1d(tiles, "register", dim_m)
        else:
            regs = LinearLayout.identity_1d(height, "register", dim_n)
            lanes = (LinearLayout.identity_1d(m_dim, "lane", dim_m)
                     * LinearLayout.identity_1d(warp_size // m_dim, "lane", dim_n))
            tile = regs * lanes
            if tiles > 0:
                tile = tile * LinearLayout.identity_1d(tiles, "register", dim_n)
        tile = tile.transpose_outs([dim_n, dim_m])
        return _extend_mma_tile(self, tile, shape, n_dim, dim_m, dim_n, names[order[2]] if rank == 3 else None)


def _check_mma_rank(layout, rank: int) -> None:
    """The parameters an AMD MMA conversion reads per dim must match the tensor's rank (Triton
    asserts ``rank == getRank()`` and reads the rest unchecked)."""
    if rank not in (2, 3):
        raise LinearLayoutError(f"{layout.NAME} layouts are for tensors of rank 2 or 3, not {rank}")
    if len(layout.warps_per_cta) != rank:
        raise LinearLayoutError(f"warpsPerCTA has {len(layout.warps_per_cta)} entries for a tensor of rank {rank}")
    if len(layout.tiles_per_warp) < rank:  # (the parser's default has one per instrShape entry)
        raise LinearLayoutError(f"tilesPerWarp has {len(layout.tiles_per_warp)} entries for a tensor of rank {rank}")


def _extend_mma_tile(layout, tile: LinearLayout, shape, n_dim: int, dim_m: str, dim_n: str,
                     batch_dim) -> LinearLayout:
    """What MFMA and WMMA do after their one-instruction tile: tiles per warp then warps along N,
    the rest of N in registers, tiles per warp then warps along M (N-contiguous tiles over the
    whole tensor, as the dot lowering expects), the batch dim's warps, then the CTA layout."""
    rank = len(shape)
    m_index, n_index = rank - 2, rank - 1
    tpw_m, tpw_n = layout.tiles_per_warp[m_index], layout.tiles_per_warp[n_index]
    wpc_m, wpc_n = layout.warps_per_cta[m_index], layout.warps_per_cta[n_index]
    # (a 0 elsewhere is a size-0 identity, the empty layout, as in Triton; N's divide the shape)
    if wpc_n == 0 or tpw_n == 0:  # (Triton divides by zero: SIGFPE)
        name = "warpsPerCTA" if wpc_n == 0 else "tilesPerWarp"
        raise LinearLayoutError(f"{name} is 0 in the N dimension (dim {n_index})")
    tile = tile * LinearLayout.identity_1d(tpw_n, "register", dim_n)
    tile = tile * LinearLayout.identity_1d(wpc_n, "warp", dim_n)
    tile = tile * LinearLayout.identity_1d(shape[n_index] // (n_dim * wpc_n * tpw_n), "register", dim_n)
    tile = tile * LinearLayout.identity_1d(tpw_m, "register", dim_m)
    tile = tile * LinearLayout.identity_1d(wpc_m, "warp", dim_m)
    if batch_dim is not None:
        tile = tile * LinearLayout.identity_1d(1, "register", batch_dim)
        tile = tile * LinearLayout.identity_1d(1, "lane", batch_dim)
        tile = tile * LinearLayout.identity_1d(layout.warps_per_cta[0], "warp", batch_dim)
    return combine_cta_cga_with_shape(tile, layout.CTALayout.linear_layout, shape)


# =============================================================================
# #ttg.amd_wmma
# =============================================================================
_WMMA_DEFAULT_INSTR = (16, 16, 16)
_WMMA_INSTR = {1: [(16, 16, 16)], 2: [(16, 16, 16), (16, 16, 32)],
               3: [(16, 16, 4), (16, 16, 32), (16, 16, 64), (16, 16, 128)]}


class AMDWmmaEncoding(MmaEncoding):
    """``#ttg.amd_wmma<{version, isTranspose, warpsPerCTA[, CGALayout][, tilesPerWarp]
    [, instrShape]}>`` (instrShape printed unless [16, 16, 16]; other keys are
    ignored)."""

    NAME = "ttg.amd_wmma"
    parameters = (
        Param("version", "version", UINT, 0, desc="version"),
        Param("isTranspose", "is_transposed", BOOL, False, desc="isTranspose"),
        Param("warpsPerCTA", "warps_per_cta", UINT_ARRAY, (), desc="warpsPerCTA"),
        cga_layout_param(rank=lambda get: len(get("warps_per_cta"))),
        Param("tilesPerWarp", "tiles_per_warp", _TILES, _unit_tiles,
              print_if=lambda a: not a.has_unit_tiles_per_warp(), desc="tilesPerWarp"),
        Param("instrShape", "instr_shape", UINT_ARRAY, _WMMA_DEFAULT_INSTR, elide_default=True,
              desc="instrShape"),
    )
    unknown_keys = "ignore"
    strict = True

    def __init__(self, version: int, is_transposed: bool, warps_per_cta, tiles_per_warp=(),
                 cta_layout=None, instr_shape=_WMMA_DEFAULT_INSTR):
        """The C++ builder (tilesPerWarp before CTALayout; empty tilesPerWarp
        -> all 1, rank of warpsPerCTA)."""
        w = tuple(warps_per_cta)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(w))
        self._init(version=int(version), is_transposed=bool(is_transposed), warps_per_cta=w,
                   tiles_per_warp=tuple(tiles_per_warp) or (1,) * len(w), CTALayout=cta_layout,
                   instr_shape=tuple(instr_shape))

    def verify_(self) -> None:
        """``AMDWmmaEncodingAttr::verify``."""
        if self.version not in _WMMA_INSTR:
            raise AttrInvalid("WMMA version must be in the [1, 3] range")
        if tuple(self.instr_shape) not in _WMMA_INSTR[self.version]:
            raise AttrInvalid(f"invalid WMMA v{self.version} instruction shape")

    def has_unit_tiles_per_warp(self) -> bool:
        return all(x == 1 for x in self.tiles_per_warp)

    def to_linear_layout(self, shape) -> LinearLayout:
        """``AMDWmmaEncodingAttr::toLinearLayout``: one 16x16 result tile of a 32-lane warp, then
        extended over tiles per warp, warps and the tensor as MFMA's is.

        Each lane holds 8 elements of a column (M) of the tile and 16 lanes cover a row (N);
        version 1 keeps every other row (lanes 16-31 take the odd rows), versions 2 and 3 keep
        8 consecutive rows (lanes 16-31 take rows 8-15).  ``isTranspose`` swaps M and N."""
        rank = len(shape)
        _check_mma_rank(self, rank)
        m_index, n_index = rank - 2, rank - 1
        m_dim, n_dim = self.instr_shape[0], self.instr_shape[1]
        for index, size in ((m_index, m_dim), (n_index, n_dim)):
            if shape[index] != 1 and shape[index] < size:
                # (Triton asserts "Unsupported tensor shape for given wmma layout")
                raise LinearLayoutError(f"tensor shape [{', '.join(str(s) for s in shape)}] is too small for the "
                                        f"{m_dim}x{n_dim} WMMA tile: each of M and N must be 1 or at least the "
                                        "tile's")
        if self.version not in _WMMA_INSTR:
            raise LinearLayoutError(f"no linear layout for WMMA version {self.version} (only 1 to 3)")
        names = standard_out_dim_names(rank)
        thread_order = get_matrix_order(rank, not self.is_transposed)
        if self.version == 1:
            regs, gap = ((0, 2), (0, 4), (0, 8)), (0, 1)
        else:
            regs, gap = ((0, 1), (0, 2), (0, 4)), (0, 8)
        lanes = ((1, 0), (2, 0), (4, 0), (8, 0), gap)
        tile = LinearLayout.from_bases([("register", regs), ("lane", lanes)],
                                       [names[thread_order[0]], names[thread_order[1]]])
        order = self._default_mma_order()
        dim_m, dim_n = names[order[1]], names[order[0]]
        tile = tile.transpose_outs([dim_n, dim_m])
        return _extend_mma_tile(self, tile, shape, n_dim, dim_m, dim_n, names[0] if rank == 3 else None)
