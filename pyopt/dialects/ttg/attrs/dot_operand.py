"""``#ttg.dot_op``: the layout of a dot operand, relative to its parent
(blocked, NVIDIA MMA, AMD MFMA/WMMA) layout.

Mirrors Triton 3.6.0's ``DotOperandEncodingAttr`` (include/triton/Dialect/
TritonGPU/IR/TritonGPUAttrDefs.td; verifier and queries in
lib/Dialect/TritonGPU/IR/Dialect.cpp; ``fmaDotToLinearLayout``,
``nvidiaDotToLinearLayout``, ``mfmaDotToLinearLayout`` in
lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.version import resolve
from pyopt.ir.attrdef import ATTR, UINT, AttrBodyError, AttrInvalid, Param
from pyopt.dialects.ttg.attrs.amd import WMMA_32X16, WMMA_OPERAND_CGA, AMDMfmaEncoding, AMDWmmaEncoding
from pyopt.dialects.ttg.attrs.base import CTALayout, get_matrix_order, get_order_for_dot_operand
from pyopt.dialects.ttg.attrs.blocked import BlockedEncoding
from pyopt.dialects.ttg.attrs.linear import DistributedEncoding
from pyopt.dialects.ttg.attrs.mma import MmaEncoding, NvidiaMmaEncoding, nvidia_mma_tile
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    LinearLayoutError,
    combine_cta_cga_with_shape,
    identity_standard_nd,
    standard_out_dim_names,
)

__all__ = ["DotOperandEncoding"]


class DotOperandEncoding(DistributedEncoding):
    """``#ttg.dot_op<{opIdx = I, parent = #p[, kWidth = K]}>`` (TableGen
    ``struct(params)``; kWidth omitted when 0; no alias)."""

    NAME = "ttg.dot_op"
    declarative = True  # an ODS assemblyFormat: errors at its `<` (pyopt.syntax.attrparser)
    parameters = (
        Param("opIdx", "op_idx", UINT),
        Param("parent", "parent", ATTR),
        Param("kWidth", "k_width", UINT, 0, elide_default=True),
    )

    def verify_(self) -> None:
        """``DotOperandEncodingAttr::verify``."""
        if self.op_idx not in (0, 1):
            raise AttrInvalid(f"ttg.dot_op opIdx parameter can be 0 or 1, got: {self.op_idx}")
        p, k = self.parent, self.k_width
        if isinstance(p, NvidiaMmaEncoding):
            amp_hop = p.is_ampere() or p.is_hopper()
            if k != 0 and not amp_hop:
                raise AttrInvalid("ttg.dot_op kWidth parameter can only be non-zero for Ampere or Hopper MMA parent")
            if k == 0 and amp_hop:
                raise AttrInvalid("ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent")
            if self.op_idx != 0 and p.is_hopper():
                raise AttrInvalid("ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, since Hopper "
                                  "WGMMA only allows first operand to be in registers")
        elif isinstance(p, AMDWmmaEncoding):
            if p.version == 1 and k not in (8, 16):
                raise AttrInvalid("ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 "
                                  "(including packed cases for `scaled_dot`)")
            if p.version == 2 and k not in (4, 8, 16):
                raise AttrInvalid("ttg.dot_op kWidth parameter must be 4/8/16 for WMMA v2 "
                                  "(including packed cases for `scaled_dot`)")
            if p.version == 3 and k not in (2, 8, 16):
                # (the installed Triton 3.6.0; commit 4b184ccc's source only asks for a kWidth)
                raise AttrInvalid("ttg.dot_op kWidth parameter must be 2/8/16 for WMMA v3")
        elif isinstance(p, AMDMfmaEncoding):
            if k == 0:
                raise AttrInvalid("ttg.dot_op kWidth parameter is mandatory for MFMA parent")
        elif isinstance(p, BlockedEncoding):
            if k != 0:
                raise AttrInvalid("ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout")
        else:
            raise AttrInvalid(f"ttg.dot_op unexpected parent layout: {p}")

    @property
    def cta_layout(self) -> CTALayout:
        """``DotOperandEncodingAttr::getCTALayout``: the parent's with the K
        dim's block bases zeroed."""
        ll = self.parent.cta_layout.linear_layout
        rank = ll.num_out_dims
        kdim = rank - 1 if self.op_idx == 0 else rank - 2
        bases = [tuple(0 if i == kdim else x for i, x in enumerate(v)) for v in ll.bases["block"]]
        dims = ll.get_out_dims()
        dims[kdim] = (dims[kdim][0], 1)
        return CTALayout(LinearLayout([("block", bases)], dims, True))

    def get_rep_order(self) -> list[int]:
        """``DotOperandEncodingAttr::getRepOrder``."""
        if isinstance(self.parent, MmaEncoding):
            return self.parent.get_rep_order_for_operand(self.op_idx)
        if isinstance(self.parent, BlockedEncoding):
            return list(self.parent.order)
        raise NotImplementedError("getRepOrder not implemented for DotOperandEncodingAttr")

    def to_linear_layout(self, shape) -> LinearLayout:
        """``DotOperandEncodingAttr::toLinearLayout``."""
        p = self.parent
        if isinstance(p, BlockedEncoding):
            return _fma_dot_to_ll(self, shape)
        if isinstance(p, AMDMfmaEncoding):
            return _mfma_dot_to_ll(self, shape)
        if isinstance(p, AMDWmmaEncoding):
            return _wmma_dot_to_ll(self, shape)
        if isinstance(p, NvidiaMmaEncoding):
            return _nvidia_dot_to_ll(self, shape)
        raise LinearLayoutError(f"no linear layout for a dot operand of {type(p).__name__}")


def _broadcasted_dot_operand_layout(shape, order, k_dim: int, in_dim: str) -> LinearLayout:
    """``broadcastedDotOperandLayout``."""
    names = standard_out_dim_names(len(shape))
    layout = LinearLayout.empty()
    for d in order:
        if d == k_dim:
            layout = layout * LinearLayout.zeros_1d(shape[d], in_dim, names[d])
        else:
            layout = layout * LinearLayout.identity_1d(shape[d], in_dim, names[d])
    return layout


def _fma_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """``fmaDotToLinearLayout``."""
    rank = len(shape)
    blocked: BlockedEncoding = op.parent
    order = list(blocked.order)
    rep_order = blocked.get_rep_order()
    thread_size = list(blocked.size_per_thread)
    k_dim = rank - 1 if op.op_idx == 0 else rank - 2
    thread_size[k_dim] = shape[k_dim]
    names = standard_out_dim_names(rank)
    rep_names = [names[i] for i in rep_order]
    regs = identity_standard_nd("register", thread_size, order)
    lanes = _broadcasted_dot_operand_layout(blocked.threads_per_warp, order, k_dim, "lane")
    warps = _broadcasted_dot_operand_layout(blocked.warps_per_cta, order, k_dim, "warp")
    cta = regs.transpose_outs(rep_names) * lanes.transpose_outs(rep_names) * warps.transpose_outs(rep_names)
    return combine_cta_cga_with_shape(cta, op.cta_layout.linear_layout, shape)


def _nvidia_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """``nvidiaDotToLinearLayout``."""
    rank = len(shape)
    mma: NvidiaMmaEncoding = op.parent
    k = op.k_width
    is_a = op.op_idx == 0
    tile = [1] * rank
    if is_a:
        tile[rank - 2] = 16
        tile[rank - 1] = k * 8
    else:
        tile[rank - 2] = k * 8
        tile[rank - 1] = 8
    order = get_order_for_dot_operand(op.op_idx, rank, True)
    cta = nvidia_mma_tile(tile, k, order, op.get_rep_order())
    k_dim = rank - 1 if is_a else rank - 2
    warp_order = get_matrix_order(rank, not mma.is_hopper())
    cta = cta * _broadcasted_dot_operand_layout(mma.warps_per_cta, warp_order, k_dim,
                                                "warp").transpose_outs(cta.out_dim_names)
    return combine_cta_cga_with_shape(cta, op.cta_layout.linear_layout, shape)


def _wmma_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """``wmmaDotOperandToLinearLayout``: kWidth registers along K, the non-K dim over 16 lanes,
    the other lanes along K (version 1: the same K elements again; versions 2 and 3: the next
    ones), registers filling the instruction's K (with more than one tile per warp along the
    non-K dim: the whole of K first, then the tiles), then the warps of the non-K dim (broadcast
    along K), all in the operand's repetition order."""
    wmma: AMDWmmaEncoding = op.parent
    rank = len(shape)
    if wmma.cta_ll is not None:
        return _wmma_cta_dot_to_ll(op, shape)
    _check_amd_parent_rank(wmma, rank)
    names = standard_out_dim_names(rank)
    order = get_order_for_dot_operand(op.op_idx, rank, True)
    dim_k, dim_non_k = names[order[0]], names[order[1]]
    k_dim = wmma.instr_shape[2]
    non_k_index = rank - 2 if op.op_idx == 0 else rank - 1
    k_index = rank - 1 if op.op_idx == 0 else rank - 2
    tiles_non_k = wmma.tiles_per_warp[non_k_index]
    non_k_dim = wmma.instr_shape[0] if op.op_idx == 0 else wmma.instr_shape[1]
    depth = 32 // non_k_dim
    tile = (LinearLayout.identity_1d(op.k_width, "register", dim_k)
            * LinearLayout.identity_1d(non_k_dim, "lane", dim_non_k))
    if wmma.version == 1:
        tile = tile * LinearLayout.zeros_1d(depth, "lane", dim_k)
    else:
        tile = tile * LinearLayout.identity_1d(depth, "lane", dim_k)
    k_tile = depth * op.k_width
    if tiles_non_k > 1:
        tile = tile * LinearLayout.identity_1d(max(shape[k_index], k_dim) // k_tile, "register", dim_k)
        tile = tile * LinearLayout.identity_1d(tiles_non_k, "register", dim_non_k)
    else:
        tile = tile * LinearLayout.identity_1d(k_dim // k_tile, "register", dim_k)
    if rank == 3:
        tile = tile * LinearLayout.identity_1d(1, "register", names[order[2]])
        tile = tile * LinearLayout.identity_1d(1, "lane", names[order[2]])
    warps = _broadcasted_dot_operand_layout(wmma.warps_per_cta, wmma._default_mma_order(), k_index, "warp")
    rep_names = [names[d] for d in wmma.get_rep_order_for_operand(op.op_idx)]
    cta = tile.transpose_outs(rep_names) * warps.transpose_outs(rep_names)
    return combine_cta_cga_with_shape(cta, wmma.cta_layout.linear_layout, shape)


def _wmma_cta_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """Triton 3.7's ``wmmaDotOperandToLinearLayout`` (a parent with a ctaLayout,
    ``WMMA_CTA_LAYOUT``): kWidth registers along K, the non-K dim over nonKDim lanes, the
    other lanes along K (version 1: the same K elements again), registers filling K (the
    instruction's, or the tensor's where longer), then the parent's ctaLayout with its K
    components dropped (and its registers that then go nowhere)."""
    wmma: AMDWmmaEncoding = op.parent
    rank = len(shape)
    cta = wmma.cta_ll
    if cta.num_out_dims != rank:
        raise LinearLayoutError(f"the ctaLayout has rank {cta.num_out_dims}, the tensor {rank}")
    names = standard_out_dim_names(rank)
    order = get_order_for_dot_operand(op.op_idx, rank, True)
    dim_k, dim_non_k = names[order[0]], names[order[1]]
    k_index = rank - 1 if op.op_idx == 0 else rank - 2
    k_dim = wmma.instr_shape[2]
    new_tile = resolve(WMMA_32X16)
    if new_tile:  # 3.8's: 16 lanes on the non-K dim, registers for a 32-wide one
        non_k_dim = wmma.get_operand_non_k_dim(op.op_idx)
        lanes = 16
    else:
        non_k_dim = wmma.instr_shape[0] if op.op_idx == 0 else wmma.instr_shape[1]
        lanes = non_k_dim
    depth = 32 // lanes
    tile = (LinearLayout.identity_1d(op.k_width, "register", dim_k)
            * LinearLayout.identity_1d(lanes, "lane", dim_non_k))
    if wmma.version == 1:
        tile = tile * LinearLayout.zeros_1d(depth, "lane", dim_k)
    else:
        tile = tile * LinearLayout.identity_1d(depth, "lane", dim_k)
    k_span = k_dim if new_tile else max(shape[k_index], k_dim)
    tile = tile * LinearLayout.identity_1d(k_span // (depth * op.k_width), "register", dim_k)
    if new_tile and non_k_dim // lanes > 1:
        tile = tile * LinearLayout.identity_1d(non_k_dim // lanes, "register", dim_non_k)
    k_pos = cta.get_out_dim_index(dim_k)
    projected = LinearLayout.from_bases(
        [(d, [tuple(0 if i == k_pos else x for i, x in enumerate(v)) for v in vecs]) for d, vecs in cta.bases.items()],
        names)
    projected = projected.remove_zero_bases_along_dim("register")
    layout = (tile * projected).transpose_outs([names[d] for d in order])
    cga = op.cta_layout if resolve(WMMA_OPERAND_CGA) else wmma.cta_layout
    return combine_cta_cga_with_shape(layout, cga.linear_layout, shape)


def _check_amd_parent_rank(parent, rank: int) -> None:
    """The AMD parents' per-dim parameters must match the operand's rank (Triton reads them
    unchecked)."""
    if rank not in (2, 3):
        raise LinearLayoutError(f"dot operands of {parent.NAME} are of rank 2 or 3, not {rank}")
    if len(parent.warps_per_cta) != rank:
        raise LinearLayoutError(f"the parent's warpsPerCTA has {len(parent.warps_per_cta)} entries for a tensor "
                                f"of rank {rank}")
    if len(parent.tiles_per_warp) < rank:
        raise LinearLayoutError(f"the parent's tilesPerWarp has {len(parent.tiles_per_warp)} entries for a tensor "
                                f"of rank {rank}")


def _mfma_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """``mfmaDotToLinearLayout``."""
    mfma: AMDMfmaEncoding = op.parent
    rank = len(shape)
    _check_amd_parent_rank(mfma, rank)
    has_batch = rank == 3
    k_width = op.k_width
    non_k_index = rank - 2 if op.op_idx == 0 else rank - 1
    warps = mfma.warps_per_cta
    tile_per_warp_non_k = mfma.tiles_per_warp[non_k_index]
    m_dim, n_dim = mfma.instr_shape[0], mfma.instr_shape[1]
    non_k_dim = m_dim if op.op_idx == 0 else n_dim
    warp_size = 64
    k_index = rank - 1 if op.op_idx == 0 else rank - 2
    k_size = shape[k_index]
    names = standard_out_dim_names(rank)
    order = get_order_for_dot_operand(op.op_idx, rank, True)
    dim_k, dim_non_k = names[order[0]], names[order[1]]
    warp_order = mfma._default_mma_order()
    regs = LinearLayout.identity_1d(k_width, "register", dim_k)
    lanes = (LinearLayout.identity_1d(non_k_dim, "lane", dim_non_k)
             * LinearLayout.identity_1d(warp_size // non_k_dim, "lane", dim_k))
    tile = regs * lanes
    k_tile = warp_size // non_k_dim * k_width
    if (m_dim == 64 and n_dim == 4 and op.op_idx == 0) or (m_dim == 4 and n_dim == 64 and op.op_idx == 1):
        tile = tile * LinearLayout.identity_1d(16, "register", dim_k)
        k_tile *= 16
    if k_size > k_tile:
        tile = tile * LinearLayout.identity_1d(k_size // k_tile, "register", dim_k)
    tile = tile * LinearLayout.identity_1d(tile_per_warp_non_k, "register", dim_non_k)
    tile = tile.transpose_outs([dim_k, dim_non_k])
    if has_batch:
        tile = tile * LinearLayout.identity_1d(1, "register", names[order[2]])
        tile = tile * LinearLayout.identity_1d(1, "lane", names[order[2]])
    warp_layout = identity_standard_nd("warp", warps, warp_order)
    cta = tile * warp_layout
    return combine_cta_cga_with_shape(cta, mfma.cta_layout.linear_layout, shape).transpose_outs(names)

