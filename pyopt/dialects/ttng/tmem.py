"""Whether a register layout can be stored to (or loaded from) tensor memory
directly: ``nvidia_gpu::isDistributedLayoutTMemCompatible``, the condition of
``CanonicalizeConvertFromTMEMStore`` (:mod:`pyopt.dialects.ttng.canonicalize`).

Ports, for that yes/no question only, of Triton 3.6.0 (4b184ccc):

* lib/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.cpp: ``getContextualMaxNReg``,
  ``getVec``, ``lowerTMemLdSt``, ``computeTMemLdStEncodingInfo``;
* lib/Dialect/TritonNvidiaGPU/IR/Dialect.cpp: ``getTileLayout``;
* lib/Tools/LayoutUtils.cpp: ``regPermForDivide``, ``actionRemoveBroadcastedRegs``,
  ``getReps`` (a ``ColumnAction`` on registers is a list of basis indices here);
* the linear layouts of ``#ttng.tensor_memory_encoding`` and
  ``#ttng.tensor_memory_scales_encoding`` come from
  :mod:`pyopt.dialects.ttg.attrs.tmem` (Triton's LinearLayoutConversions.cpp
  of the TritonGPU dialect).

Linear layouts of tensor memory map (``row``, ``col``) to (``dim0``, ``dim1``).
A C++ ``a *= b * c`` is ``a * (b * c)`` here: the product orders dimensions
by its operands, so the grouping matters.
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir import types as T
from pyopt.dialects.builtin.ops import ModuleOp
from pyopt.dialects.ttg.ops import WarpSpecializeOp, WarpSpecializePartitionsOp
from pyopt.dialects.ttg.attrs import TensorMemoryEncoding, TensorMemoryScalesEncoding, to_linear_layout
# (the shorthands of the tensor memory layouts, shared with the register layouts here)
from pyopt.dialects.ttg.attrs.tmem import (
    _bases, _id, _zeros, tensor_memory_scales_to_linear_layout, tensor_memory_to_linear_layout,
)
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout, divide_left, ensure_layout_not_larger_than,
)

__all__ = ["is_distributed_layout_tmem_compatible", "tmem_ld_st_unpacked", "tensor_memory_to_linear_layout",
           "tensor_memory_scales_to_linear_layout", "contextual_max_nreg"]

REG, LANE, WARP, ROW, COL = "register", "lane", "warp", "row", "col"
DIM0, DIM1 = "dim0", "dim1"
MAX_REGISTERS = 256

# TMemAccessAtom
I32x32b, I16x64b, I16x128b, I16x256b, I16x32bx2 = range(5)


def _memdesc_linear_layout(t: T.MemDescType) -> LinearLayout:
    """``toLinearLayout(MemDescType)``: of the allocation shape's trailing dims."""
    shape = list(t.alloc_shape[-len(t.shape):])
    enc = t.encoding
    if isinstance(enc, TensorMemoryEncoding):
        return tensor_memory_to_linear_layout(shape, enc)
    if isinstance(enc, TensorMemoryScalesEncoding):
        return tensor_memory_scales_to_linear_layout(shape, enc)
    return to_linear_layout(enc, shape)


# =============================================================================
# Register permutations (LayoutUtils.cpp)
# =============================================================================
def _apply_reg_action(action: list, layout: LinearLayout) -> LinearLayout:
    """``ColumnAction::apply``: the register bases picked (and ordered) by ``action``."""
    if action == list(range(layout.get_in_dim_size_log2(REG))):
        return layout
    b = _bases(layout)
    b[REG] = [b[REG][a] for a in action]
    return LinearLayout(b, layout.get_out_dims(), False)


def _reg_perm_for_divide_left(a: LinearLayout, b: LinearLayout) -> Optional[list]:
    """``regPermForDivide(A, B, /*left=*/true)``: the register order that puts
    B's register bases first (each A basis used once), or None."""
    broadcast = LinearLayout.empty()
    for out in a.out_dim_names:
        broadcast = broadcast * _id(1, REG, out)
    b_regs = (broadcast * b).bases[REG]
    a_regs = list(a.bases[REG])
    used = [False] * len(a_regs)
    order = []
    for basis in b_regs:
        for j, candidate in enumerate(a_regs):
            if not used[j] and candidate == basis:
                order.append(j)
                used[j] = True
                break
        else:
            return None  # a basis of B is not in A
    return order + [i for i in range(len(a_regs)) if not used[i]]


def _remove_broadcasted_regs(layout: LinearLayout) -> list:
    """``actionRemoveBroadcastedRegs``: the non-zero register bases."""
    return [i for i, v in enumerate(layout.bases[REG]) if any(v)]


def _get_reps(cvt: LinearLayout, tile: LinearLayout) -> Optional[LinearLayout]:
    """``getReps``: ``cvt`` with the leading ``tile`` bases zeroed, when they
    equal the tile's and no other basis touches the tile's bits; else None."""
    mask = {od: 0 for od in cvt.out_dim_names}
    for vecs in tile.bases.values():
        for v in vecs:
            for od, x in zip(tile.out_dim_names, v):
                mask[od] |= x
    reps = []
    for d in cvt.in_dim_names:
        in_a = cvt.get_in_dim_size_log2(d)
        in_b = tile.get_in_dim_size_log2(d) if tile.has_in_dim(d) else 0
        if in_b > in_a:
            return None
        for i in range(in_b):
            for od in cvt.out_dim_names:
                if cvt.get_basis(d, i, od) != tile.get_basis(d, i, od):
                    return None
        for i in range(in_b, in_a):
            for od in cvt.out_dim_names:
                if mask[od] and cvt.get_basis(d, i, od) & mask[od]:
                    return None
        reps.append((d, [[0] * cvt.num_out_dims] * in_b + [list(v) for v in cvt.bases[d][in_b:]]))
    return LinearLayout(reps, cvt.get_out_dims(), False)


# =============================================================================
# TMEM messages (TensorMemoryUtils.cpp, Dialect.cpp)
# =============================================================================
def _tile_layout(atom: int, unpacked: bool, with_warp: bool) -> LinearLayout:
    """``getTileLayout``: (register, lane[, warp]) -> (row, col) of one message."""
    tile = LinearLayout.from_bases([(REG, []), (LANE, [])], [ROW, COL])
    if unpacked:  # each register moves two columns
        tile = tile * _zeros(1, REG, COL, 2)
    if atom == I32x32b:
        tile = tile * _id(32, LANE, ROW)
    elif atom == I16x32bx2:
        tile = tile * _id(16, LANE, ROW)
    elif atom == I16x64b:
        tile = tile * LinearLayout.from_bases(
            [(LANE, [[8, 0], [0, 1], [1, 0], [2, 0], [4, 0]])], [ROW, COL])
    elif atom == I16x128b:
        tile = tile * (_id(4, LANE, COL) * _id(8, LANE, ROW) * _id(2, REG, ROW))
    else:  # I16x256b
        tile = tile * (_id(2, REG, COL) * _id(4, LANE, COL) * _id(8, LANE, ROW) * _id(2, REG, ROW))
    if with_warp:
        n_col = tile.get_out_dim_size(COL)
        b = _bases(tile)
        b.setdefault(WARP, []).extend([[32, 0], [64, 0]])
        tile = LinearLayout(b, [(ROW, 128), (COL, n_col)], False)
    return tile


def _get_vec(cvt: LinearLayout, tile: LinearLayout, maxnreg: int):
    """``getVec``: the widest ``tile * identity(i, register, col)`` that
    ``cvt`` splits into (after a register permutation): (reps, registers per
    message), or None when not even the tile fits."""
    max_reg = maxnreg // 2  # more than half the registers is prone to spilling
    if maxnreg == 256 and cvt.get_in_dim_size(REG) > max_reg:
        max_reg //= 2
    max_vec = max_reg // tile.get_in_dim_size(REG)
    reps = None
    i = 1
    while i <= max_vec:
        vec_tile = tile * _id(i, REG, COL)
        perm = _reg_perm_for_divide_left(cvt, vec_tile)
        if perm is None:
            break
        new_reps = _get_reps(_apply_reg_action(perm, cvt), vec_tile)
        if new_reps is None:
            break
        reps = new_reps
        i *= 2
    if i == 1:
        return None
    return reps, (i // 2) * tile.get_in_dim_size(REG)


def _lower_tmem_ld_st(cvt: LinearLayout, maxnreg: int, bitwidth: int, is_scales: bool,
                      unpacked: bool = False) -> Optional[bool]:
    """``lowerTMemLdSt``: None where it fails, else whether the message is
    unpacked (``TMemLdStEncodingInfo::unpacked``)."""
    # Remove broadcasting in the registers
    keep = _remove_broadcasted_regs(cvt)
    if len(keep) != cvt.get_in_dim_size_log2(REG):
        return _lower_tmem_ld_st(_apply_reg_action(keep, cvt), maxnreg, bitwidth, is_scales, unpacked)
    if bitwidth < 32:
        quot, best = None, 1
        contig = 1
        while bitwidth * contig <= 32:
            q = divide_left(cvt, _id(contig, REG, COL))
            if q is None:
                break
            quot, best = q, contig
            contig *= 2
        new_bitwidth = bitwidth
        if best > 1:
            # contiguous columns pack into a wider type
            unpacked = False
            new_bitwidth = bitwidth * best
        else:
            q = divide_left(cvt, _zeros(1, REG, COL, 32 // bitwidth) * _id(2, REG, COL))
            if bitwidth == 16 and q is not None:
                unpacked, quot, new_bitwidth = True, q, 32
            else:
                q = divide_left(cvt, _zeros(1, REG, COL, 32 // bitwidth))
                if q is None:
                    return None  # neither packed nor unpacked
                # software padding
                unpacked, quot, new_bitwidth = bitwidth == 16, q, 32
        if unpacked:
            quot = _zeros(1, REG, COL, 32 // bitwidth) * quot
        inner = _lower_tmem_ld_st(quot, maxnreg, new_bitwidth, is_scales, unpacked)
        return None if inner is None else (unpacked or inner)

    for atom in (I32x32b, I16x256b, I16x64b, I16x128b):
        if _get_vec(cvt, _tile_layout(atom, unpacked, True), maxnreg) is not None:
            return False
    found = _get_vec(cvt, _tile_layout(I16x32bx2, unpacked, True), maxnreg)
    if found is None:
        return None
    reps = found[0]
    # The last lane basis is the second half's offset; 0 is only possible
    # for scales (whose allocation is padded).
    second_half = (reps.get_basis(LANE, 4, ROW) << 16) | reps.get_basis(LANE, 4, COL)
    return False if second_half != 0 or is_scales else None


def contextual_max_nreg(op) -> int:
    """``getContextualMaxNReg``: 256, or less when the module's
    ``ttg.maxnreg`` or the nearest warp-specialized region says so."""

    def from_parent(o) -> Optional[int]:
        parent = o.parent_op
        if type(parent) is ModuleOp:
            a = parent.attributes.get("ttg.maxnreg")
            return a.value if a is not None else None
        if type(parent) is WarpSpecializePartitionsOp:
            idx = parent.regions.index(o.parent_region)
            actual = parent.parent_op.attributes.get("actualRegisters")
            return actual.values[1 + idx] if actual is not None else None
        if type(parent) is WarpSpecializeOp:
            actual = parent.attributes.get("actualRegisters")
            return actual.values[0] if actual is not None else None
        return None

    mod = op
    while type(mod) is not ModuleOp:
        mod = mod.parent_op
    maxnreg = MAX_REGISTERS
    o = op
    while o is not mod:
        limit = from_parent(o)
        if limit is not None:
            maxnreg = min(maxnreg, limit)
            break
        o = o.parent_op
    a = mod.attributes.get("ttg.maxnreg")
    if a is not None:
        maxnreg = min(maxnreg, a.value)
    return maxnreg


def is_distributed_layout_tmem_compatible(op, tensor_type: T.RankedTensorType,
                                          mem_type: T.MemDescType) -> bool:
    """``isDistributedLayoutTMemCompatible``: ``computeTMemLdStEncodingInfo``
    succeeds for the register layout of ``tensor_type`` and the tensor memory
    of ``mem_type``, with ``op``'s register budget."""
    return tmem_ld_st_unpacked(op, tensor_type, mem_type) is not None


def tmem_ld_st_unpacked(op, tensor_type: T.RankedTensorType, mem_type: T.MemDescType) -> Optional[bool]:
    """``computeTMemLdStEncodingInfo``: None where it fails, else whether its
    messages are unpacked."""
    mem = _memdesc_linear_layout(mem_type)
    reg = to_linear_layout(tensor_type.encoding, tensor_type.shape)
    cvt = reg.invert_and_compose(mem)
    # Warps 0-3 must map to row=32 and row=64, broadcasting or not.  (With fewer
    # than 4 warps Triton 3.6.0 reads past the warp bases and aborts: not compatible.)
    if reg.get_in_dim_size_log2(WARP) < 2:
        return None
    if reg.get_basis(WARP, 0) != mem.get_basis(ROW, 5) or reg.get_basis(WARP, 1) != mem.get_basis(ROW, 6):
        return None
    # Map the warp bases to rows 32 and 64 in the conversion.
    b = _bases(cvt)
    b[WARP][0] = [32, 0]
    b[WARP][1] = [64, 0]
    cvt = LinearLayout(b, cvt.get_out_dims(), cvt.is_surjective())
    is_scales = isinstance(mem_type.encoding, TensorMemoryScalesEncoding)
    return _lower_tmem_ld_st(cvt, contextual_max_nreg(op), T.bit_width(mem_type.element), is_scales)
