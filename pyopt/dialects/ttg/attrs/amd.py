"""The AMD matrix-core layouts: ``#ttg.amd_mfma`` and ``#ttg.amd_wmma``.

Mirrors Triton 3.6.0's ``AMDMfmaEncodingAttr`` and ``AMDWmmaEncodingAttr``
(include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td; parsers, printers
and verifiers in lib/Dialect/TritonGPU/IR/Dialect.cpp;
``AMDMfmaEncodingAttr::toLinearLayout`` in
lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.attrdef import (
    ATTR,
    BOOL,
    UINT,
    UINT_ARRAY,
    AttrBodyError,
    AttrInvalid,
    Param,
    ParamError,
    ParamKind,
    parse_bool,
    parse_uint,
    parse_uints,
)
from pyopt.ir.attrs import DictAttr
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.dialects.ttg.attrs.base import (
    CTALayout,
    bases_per_dim,
    cga_layout_param,
    fmt_bases,
    get_matrix_order,
    parse_cta,
    parse_linear_layout,
)
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


#: Triton 3.7's WMMA layout places its tiles by a linear layout, ``ctaLayout``, instead of
#: warpsPerCTA and tilesPerWarp
WMMA_CTA_LAYOUT = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#8946 ([AMD] Generalize CTA layout fields in WMMA layout): "
                 "#ttg.amd_wmma<{version, isTranspose, ctaLayout = {register = [..], warp = [..]}[, CGALayout]"
                 "[, instrShape][, rank]}>, a linear layout from registers and warps to WMMA tiles, replaces "
                 "warpsPerCTA and tilesPerWarp (which are then ignored; without ctaLayout the attribute does "
                 "not parse)"),
    name="ttg.amd_wmma: ctaLayout")


#: Triton 3.8's WMMA v3 also has 32x16 instructions (two 16x16 tiles stacked, in registers),
#: and a dot operand's tile is then 16 lanes along its non-K dim, repeated in registers
WMMA_32X16 = Versioned(
    False, Since((3, 8), True, "Triton 3.8.0 (upstream change not found): WMMA v3 instrShape [32, 16, 64] and "
                 "[32, 16, 128]; AMDWmmaEncodingAttr::getTileLayout stacks two 16x16 tiles in registers, "
                 "wmmaDotOperandToLinearLayout puts 16 lanes on the non-K dim (getOperandNonKDim: swapped for a "
                 "transposed 32x16), registers repeat the instruction's K only (3.7: the tensor's K where "
                 "longer)"),
    name="ttg.amd_wmma: 32x16 tiles")


#: Triton 3.8 takes a WMMA dot operand's CGA layout as the operand's own (the parent's with its
#: K dim broadcast), not the parent's
WMMA_OPERAND_CGA = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9694 ([AMD] Fix CGA layout bugs about AMDWmmaEncodingAttr): "
                 "wmmaDotOperandToLinearLayout and tt.dot's multi-CTA check use DotOperandEncodingAttr::getCGALayout "
                 "(the parent's with the K dim's block bases zeroed) instead of the parent's CGA layout"),
    name="ttg.dot_op: WMMA operand CGA layout")


def wmma_instr_shapes(version: int):
    """The instruction shapes of a WMMA version (``AMDWmmaEncodingAttr::verify``)."""
    shapes = _WMMA_INSTR.get(version, [])
    if version == 3 and resolve(WMMA_32X16):
        shapes = shapes + [(32, 16, 64), (32, 16, 128)]
    return shapes


def _read(parse, a, desc: str):
    """A parameter read as Triton's parser does (its message on a value of the wrong kind)."""
    try:
        return parse(a)
    except ParamError as e:
        raise AttrInvalid(e.template.format(desc)) from None


def choose_wmma_cta_layout(rank: int, warps_per_cta, tiles_per_warp) -> LinearLayout:
    """``chooseWmmaCTALinearLayout``: the ctaLayout of warpsPerCTA and tilesPerWarp (the tiles of
    a warp, then the warps, along each dim from the most minor)."""
    names = standard_out_dim_names(rank)
    ll = LinearLayout.empty()
    for d in get_matrix_order(rank, True):
        ll = ll * LinearLayout.identity_1d(tiles_per_warp[d], "register", names[d])
        ll = ll * LinearLayout.identity_1d(warps_per_cta[d], "warp", names[d])
    return ll.transpose_outs(names)


class AMDWmmaEncoding(MmaEncoding):
    """``#ttg.amd_wmma<{version, isTranspose, warpsPerCTA[, CGALayout][, tilesPerWarp]
    [, instrShape]}>`` (instrShape printed unless [16, 16, 16]; other keys are
    ignored); from Triton 3.7 ``ctaLayout = {register, warp}`` replaces warpsPerCTA and
    tilesPerWarp (``WMMA_CTA_LAYOUT``): ``cta_ll`` holds it (None in a 3.6 attribute), and
    warps_per_cta / tiles_per_warp are then the counts its bases give per dim."""

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
        Param("ctaLayout", "cta_ll", ATTR, None, print_if=lambda a: False),
    )
    unknown_keys = "ignore"
    strict = True

    def __init__(self, version: int, is_transposed: bool, warps_per_cta, tiles_per_warp=(),
                 cta_layout=None, instr_shape=_WMMA_DEFAULT_INSTR):
        """The C++ builder (tilesPerWarp before CTALayout; empty tilesPerWarp
        -> all 1, rank of warpsPerCTA); from 3.7 the ctaLayout they give."""
        w = tuple(warps_per_cta)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(w))
        tiles = tuple(tiles_per_warp) or (1,) * len(w)
        cta_ll = choose_wmma_cta_layout(len(w), w, tiles) if resolve(WMMA_CTA_LAYOUT) else None
        self._init(version=int(version), is_transposed=bool(is_transposed), warps_per_cta=w,
                   tiles_per_warp=tiles, CTALayout=cta_layout, instr_shape=tuple(instr_shape), cta_ll=cta_ll)

    @classmethod
    def parse_entries(cls, d):
        """Up to 3.6 the declaration's parser (a ``ctaLayout`` key is ignored); from 3.7
        ``AMDWmmaEncodingAttr::parse`` with ``ctaLayout``."""
        if not resolve(WMMA_CTA_LAYOUT):
            return super().parse_entries({k: v for k, v in d.items() if k != "ctaLayout"})
        version, rank, transposed, instr = 0, 2, False, _WMMA_DEFAULT_INSTR
        for k in sorted(d):  # (the dictionary's order)
            if k == "version":
                version = _read(parse_uint, d[k], "version")
            elif k == "rank":
                rank = _read(parse_uint, d[k], "rank")
            elif k == "isTranspose":
                transposed = _read(parse_bool, d[k], "isTranspose")
            elif k == "instrShape":
                instr = _read(parse_uints, d[k], "instrShape")
        if "ctaLayout" not in d:
            # (Triton's parser fails here without a message)
            raise AttrInvalid("expected a 'ctaLayout' entry: from Triton 3.7 it replaces warpsPerCTA and "
                              "tilesPerWarp")
        body = d["ctaLayout"]
        if not isinstance(body, DictAttr):
            raise AttrInvalid("expected dictionary value for 'ctaLayout'")
        entries = dict(body.items)
        # (the register bases may be left out: one register)
        in_dims = ("register", "warp") if "register" in entries else ("warp",)
        ll = parse_linear_layout(entries, in_dims, rank)
        names = standard_out_dim_names(ll.num_out_dims)
        if "register" not in entries:
            ll = (LinearLayout.identity_1d(1, "register", names[-1]) * ll).transpose_outs(names)
        n = ll.num_out_dims
        return cls.from_values({
            "version": version, "is_transposed": transposed,
            "warps_per_cta": tuple(bases_per_dim(ll.bases, "warp", n, False)),
            "CTALayout": parse_cta(d.get("CGALayout"), n),
            "tiles_per_warp": tuple(bases_per_dim(ll.bases, "register", n, False)),
            "instr_shape": tuple(instr), "cta_ll": ll})

    def print_entries(self, p) -> list[str]:
        """``AMDWmmaEncodingAttr::print``: from 3.7 the ctaLayout's non-empty bases."""
        if not resolve(WMMA_CTA_LAYOUT):
            return super().print_entries(p)
        ll = self.get_cta_ll()
        bases = ", ".join(f"{d} = {fmt_bases(v)}" for d, v in ll.bases.items() if v)
        out = [f"version = {self.version}", f"isTranspose = {'true' if self.is_transposed else 'false'}",
               f"ctaLayout = {{{bases}}}"]
        if not self.CTALayout.is_default():
            out.append(f"CGALayout = {fmt_bases(self.CTALayout.block_bases)}")
        if tuple(self.instr_shape) != _WMMA_DEFAULT_INSTR:
            out.append(f"instrShape = [{', '.join(str(x) for x in self.instr_shape)}]")
        return out

    def get_cta_ll(self) -> LinearLayout:
        """``getCtaLayout`` (3.7's ctaLayout; for a 3.6 attribute the one its warpsPerCTA and
        tilesPerWarp give)."""
        if self.cta_ll is not None:
            return self.cta_ll
        return choose_wmma_cta_layout(len(self.warps_per_cta), self.warps_per_cta, self.tiles_per_warp)

    def get_operand_non_k_dim(self, op_idx: int) -> int:
        """``getOperandNonKDim`` (3.8): M for A, N for B, swapped for a transposed 32x16."""
        m, n = self.instr_shape[0], self.instr_shape[1]
        flip = self.is_transposed and m != n
        return m if (1 - op_idx if flip else op_idx) == 0 else n

    def is_equal_ignoring_cga_layout(self, other: "AMDWmmaEncoding") -> bool:
        """``isEqualIgnoringCGALayout`` (3.7)."""
        return (self.version == other.version and self.get_cta_ll() == other.get_cta_ll()
                and tuple(self.instr_shape) == tuple(other.instr_shape)
                and self.is_transposed == other.is_transposed)

    def verify_(self) -> None:
        """``AMDWmmaEncodingAttr::verify``."""
        if self.version not in _WMMA_INSTR:
            raise AttrInvalid("WMMA version must be in the [1, 3] range")
        if tuple(self.instr_shape) not in wmma_instr_shapes(self.version):
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
        if self.cta_ll is not None and self.cta_ll.num_out_dims != rank:
            raise LinearLayoutError(f"the ctaLayout has rank {self.cta_ll.num_out_dims}, the tensor {rank}")
        _check_mma_rank(self, rank)
        m_index, n_index = rank - 2, rank - 1
        m_dim, n_dim = self.instr_shape[0], self.instr_shape[1]
        for index, size in ((m_index, m_dim), (n_index, n_dim)):
            # (3.8 drops the assertion, WMMA_32X16: the CGA combination cuts the tile)
            if shape[index] != 1 and shape[index] < size and not (self.cta_ll is not None and resolve(WMMA_32X16)):
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
        elif (m_dim, n_dim) == (32, 16):  # (3.8's, WMMA_32X16: a second 16x16 tile in registers)
            regs, gap = ((0, 1), (0, 2), (0, 4), (0, 16)), (0, 8)
        else:
            regs, gap = ((0, 1), (0, 2), (0, 4)), (0, 8)
        lanes = ((1, 0), (2, 0), (4, 0), (8, 0), gap)
        tile = LinearLayout.from_bases([("register", regs), ("lane", lanes)],
                                       [names[thread_order[0]], names[thread_order[1]]])
        if self.cta_ll is not None:
            # 3.7's: the tile (a batch dim of size 1), then the ctaLayout over the tiles
            if rank == 3:
                tile = tile * LinearLayout.identity_1d(1, "register", names[0])
                tile = tile * LinearLayout.identity_1d(1, "lane", names[0])
            wmma = tile.transpose_outs(names) * self.cta_ll
            wmma = wmma.transpose_outs([names[d] for d in get_matrix_order(rank, True)])
            return combine_cta_cga_with_shape(wmma, self.CTALayout.linear_layout, shape)
        order = self._default_mma_order()
        dim_m, dim_n = names[order[1]], names[order[0]]
        tile = tile.transpose_outs([dim_n, dim_m])
        return _extend_mma_tile(self, tile, shape, n_dim, dim_m, dim_n, names[0] if rank == 3 else None)
