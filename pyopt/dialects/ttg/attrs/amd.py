"""The AMD matrix-core layouts: ``#ttg.amd_mfma`` and ``#ttg.amd_wmma``.

Mirrors Triton 3.6.0's ``AMDMfmaEncodingAttr`` and ``AMDWmmaEncodingAttr``
(include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td; parsers, printers
and verifiers in lib/Dialect/TritonGPU/IR/Dialect.cpp;
``AMDMfmaEncodingAttr::toLinearLayout`` in
lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.attrdef import BOOL, UINT, UINT_ARRAY, AttrBodyError, AttrInvalid, Param, ParamKind, parse_uints
from pyopt.dialects.ttg.attrs.base import CTALayout, cga_layout_param
from pyopt.dialects.ttg.attrs.mma import MmaEncoding
from pyopt.dialects.ttg.linear_layout import LinearLayout, combine_cta_cga_with_shape, standard_out_dim_names

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
        has_batch = rank == 3
        m_index, n_index = int(has_batch), 1 + int(has_batch)
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
        tpw_m, tpw_n = self.tiles_per_warp[m_index], self.tiles_per_warp[n_index]
        wpc_m, wpc_n = self.warps_per_cta[m_index], self.warps_per_cta[n_index]
        tile = tile * LinearLayout.identity_1d(tpw_n, "register", dim_n)
        tile = tile * LinearLayout.identity_1d(wpc_n, "warp", dim_n)
        tile = tile * LinearLayout.identity_1d(shape[n_index] // (n_dim * wpc_n * tpw_n), "register", dim_n)
        tile = tile * LinearLayout.identity_1d(tpw_m, "register", dim_m)
        tile = tile * LinearLayout.identity_1d(wpc_m, "warp", dim_m)
        if has_batch:
            tile = tile * LinearLayout.identity_1d(1, "register", names[order[2]])
            tile = tile * LinearLayout.identity_1d(1, "lane", names[order[2]])
            tile = tile * LinearLayout.identity_1d(self.warps_per_cta[0], "warp", names[order[2]])
        return combine_cta_cga_with_shape(tile, self.CTALayout.linear_layout, shape)


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
