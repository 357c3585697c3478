"""Layout inference for the view ops (Triton 3.6.0, commit 4b184ccc).

Three layers, each naming the C++ it mirrors:

1. Triton's ``DialectInferLayoutInterface`` for the TritonGPU dialect
   (lib/Dialect/TritonGPU/IR/Dialect.cpp, ``TritonGPUInferLayoutInterface``):
   given an operand encoding, the encoding that makes a ``tt.trans``,
   ``tt.reshape``, ``tt.join``, ``tt.split``, ``tt.expand_dims``, ``tt.reduce``
   or ``ttg.fp4_to_fp`` a no-op.  Each returns the encoding or ``None`` where
   Triton returns ``failure()``.  Where Triton produces a ``#ttg.linear``
   encoding, so does pyopt, with the same bases.
   :class:`TritonGPUInferLayoutInterface` is the dialect interface the
   ``tt`` ops ask (:mod:`pyopt.dialects.tt.dialect_interfaces`), registered
   on the TritonGPU dialect: it raises Triton's messages where these fail.
2. The builder of ``ttg.fp4_to_fp`` (lib/Dialect/TritonGPU/IR/Ops.cpp), and
   ``UpcastFpOpInterface``'s inference for the AMD scaled upcasts.
3. The layout queries of Dialect.cpp the canonicalization patterns use
   (``isExpensiveView``, ``isExpensiveCat``, ``areLayoutsEquivalent``),
   taking pyopt operations and types.  The per-op inference of
   lib/Dialect/TritonGPU/Transforms/Utility.cpp (``inferSrcEncoding``,
   ``inferDstEncoding``), which knows NVIDIA ops, and the cost helpers only
   passes use (``isExpensiveToRemat``, ``canFoldIntoConversion``,
   ``minimalCvtLayout``, ...) are in :mod:`pyopt.transforms.utility` and
   :mod:`pyopt.transforms.layout_utils`.

Encodings are the structured attributes of :mod:`pyopt.dialects.ttg.attrs`; results
compare equal (``==``) to what the parser builds from Triton's printed text.
"""

from __future__ import annotations

import math
from typing import Optional, Sequence

from pyopt.ir import types as T
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir.core import Operation
from pyopt.dialects.ttg.attrs.amd import WMMA_OPERAND_CGA
from pyopt.dialects.ttg.attrs import (
    AMDWmmaEncoding,
    AMDRotatingSharedEncoding,
    BlockedEncoding,
    CTALayout,
    DistributedEncoding,
    DotOperandEncoding,
    LinearEncoding,
    NvidiaMmaEncoding,
    NVMMASharedEncoding,
    PaddedSharedEncoding,
    SharedLinearEncoding,
    SliceEncoding,
    SwizzledSharedEncoding,
    get_default_blocked_encoding,
    to_linear_encoding,
    to_linear_layout,
)
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    reshape_layout,
    standard_out_dim_names,
    standard_out_dim_pairs,
    transpose_linear_layout,
)
from pyopt.dialects.tt.dialect_interfaces import DialectInferLayoutInterface, LayoutInferenceError
from pyopt.dialects.ttg.context import lookup_num_warps
from pyopt.dialects.ttg.linear_layout import LinearLayoutError
from pyopt.dialects.tt.traits import SameOperandsAndResultEncoding

__all__ = [
    "LayoutInferenceError",
    # DialectInferLayoutInterface
    "infer_reduce_encoding", "infer_trans_encoding", "infer_trans_encoding_checked", "infer_expand_dims_encoding",
    "infer_reshape_encoding", "infer_default_join_encoding", "infer_split_encoding",
    "infer_fp4_to_fp_encoding", "layouts_equivalent", "verify_layouts_are_equal",
    "infer_dot_operand_encoding_error", "dot_encoding_compatibility_error", "support_mma",
    # result types
    "fp4_to_fp_result_type", "TritonGPUInferLayoutInterface",
    # TritonGPU/Transforms/Utility.cpp and friends
    "upcast_infer_src_encoding",
    "upcast_infer_dst_encoding", "is_expensive_cat", "is_expensive_view", "get_total_elems_per_thread",
    "type_linear_layout",
    "get_reshape_decomposition",
]


# =============================================================================
# Permutation helpers (include/triton/Dialect/Triton/IR/Utility.h)
# =============================================================================
def _is_iota(xs: Sequence[int]) -> bool:
    """``isIota``: [0, 1, ..., n-1] (true for an empty list)."""
    return all(x == i for i, x in enumerate(xs))


def _inverse_permutation(perm: Sequence[int]) -> list[int]:
    """``inversePermutation``: inv[perm[i]] = i."""
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return inv


def _apply_permutation(xs: Sequence[int], perm: Sequence[int]) -> list[int]:
    """``applyPermutation(vec, perm)``: [vec[perm[0]], vec[perm[1]], ...]."""
    return [xs[p] for p in perm]


def _is_consecutive(xs: Sequence[int]) -> bool:
    """``isConsecutive``: [i, i+1, ..., i+n] (true for an empty list)."""
    return all(xs[i] == xs[i - 1] + 1 for i in range(1, len(xs)))


def get_reshape_decomposition(src_shape: Sequence[int], dst_shape: Sequence[int]):
    """``getReshapeDecomposition`` (lib/Analysis/Utility.cpp): split a reshape
    into independent chunks, each a list of source dims and a list of
    destination dims with the same number of elements (dims of size 1 go with
    the chunk they are met in)."""
    ret: list[tuple[list[int], list[int]]] = []
    if not src_shape:
        return ret
    ret.append(([], []))
    src_idx = dst_idx = 0
    src_n = dst_n = 1
    while src_idx < len(src_shape) or dst_idx < len(dst_shape):
        if (src_n < dst_n or (src_idx < len(src_shape) and src_n == 1)
                or (src_idx < len(src_shape) and src_shape[src_idx] == 1)):
            src_n *= src_shape[src_idx]
            ret[-1][0].append(src_idx)
            src_idx += 1
        elif dst_n < src_n or (dst_idx < len(dst_shape) and dst_shape[dst_idx] == 1):
            dst_n *= dst_shape[dst_idx]
            ret[-1][1].append(dst_idx)
            dst_idx += 1
        else:
            ret.append(([], []))
            src_n = dst_n = 1
    return ret


# =============================================================================
# DialectInferLayoutInterface (TritonGPUInferLayoutInterface, Dialect.cpp)
# =============================================================================
def layouts_equivalent(shape: Sequence[int], a, b) -> bool:
    """``areLayoutsEquivalent``: the two encodings give the same linear layout
    for ``shape`` (with ``verifyLayoutsAreEqual``'s shortcut for equal
    attributes)."""
    if a == b:
        return True
    return to_linear_layout(a, shape) == to_linear_layout(b, shape)


def verify_layouts_are_equal(shape: Sequence[int], expected, got) -> Optional[str]:
    """``verifyLayoutsAreEqual`` with a location: None when the encodings
    are equal or equivalent for ``shape``, else its message (no text when
    only one of them is given: Triton fails without one)."""
    if expected == got:
        return None
    if expected is None or got is None:
        return ""
    if layouts_equivalent(shape, expected, got):
        return None
    from pyopt.ir.printer import render_standalone  # messages only: keep it off the import path

    return f"Expected result encoding {render_standalone(expected)} but was {render_standalone(got)}"


# -- tt.dot's encodings (inferDotOpEncoding, verifyDotOpEncodingCompatibility) --
#: Triton 3.7 lets a WMMA dot's operands and result differ in their CGA layouts, as long as
#: the accumulator's does not broadcast and A's (B's) is it broadcast along dim1 (dim0)
WMMA_MULTI_CTA_DOT = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9340 ([AMD][BACKEND] Support multi-CTA for "
                 "AMDWmmaEncodingAttr): inferDotOpEncoding compares a WMMA parent with the result ignoring the "
                 "CGA layout; verifyDotOpEncodingCompatibility checks the CGA layouts of A, B and the result"),
    name="tt.dot: WMMA multi-CTA")


def infer_dot_operand_encoding_error(operand_enc, op_idx: int, ret_enc) -> Optional[str]:
    """``inferDotOpEncoding``: what is wrong with operand ``op_idx``'s
    encoding of a dot whose result has ``ret_enc`` (None if nothing)."""
    if isinstance(ret_enc, NvidiaMmaEncoding) and ret_enc.is_hopper():
        if not isinstance(operand_enc, (NVMMASharedEncoding, SharedLinearEncoding)) and not (
                op_idx == 0 and isinstance(operand_enc, DotOperandEncoding) and operand_enc.op_idx == 0
                and isinstance(operand_enc.parent, NvidiaMmaEncoding)):
            return "unexpected operand layout for NvidiaMmaEncodingAttr v3"
    elif isinstance(operand_enc, DotOperandEncoding):
        if op_idx != operand_enc.op_idx:
            return "Wrong opIdx"
        if ret_enc != operand_enc.parent:
            parent = operand_enc.parent
            if (resolve(WMMA_MULTI_CTA_DOT) and isinstance(ret_enc, AMDWmmaEncoding)
                    and isinstance(parent, AMDWmmaEncoding) and ret_enc.is_equal_ignoring_cga_layout(parent)):
                return None
            return "Incompatible parent encoding"
    else:
        return "Dot's a/b's encoding should be of DotOperandEncodingAttr"
    return None


def dot_encoding_compatibility_error(dot: Operation, a_enc, b_enc) -> Optional[str]:
    """``verifyDotOpEncodingCompatibility`` for a ``tt.dot`` whose operands
    A and B have encodings ``a_enc`` and ``b_enc``: None if compatible."""
    a = a_enc if isinstance(a_enc, DotOperandEncoding) else None
    b = b_enc if isinstance(b_enc, DotOperandEncoding) else None
    if a is None and b is None:
        return None
    if a is None or b is None:
        return "mismatching encoding between A and B operands"
    if a.k_width != b.k_width:
        return "mismatching kWidth between A and B operands"
    mma_a = a.parent if isinstance(a.parent, NvidiaMmaEncoding) else None
    mma_b = b.parent if isinstance(b.parent, NvidiaMmaEncoding) else None
    res = dot.results[0].type.encoding
    mma_res = res if isinstance(res, NvidiaMmaEncoding) else None
    if mma_a is not None or mma_b is not None or mma_res is not None:
        if mma_a is None or mma_b is None or mma_res is None:
            return "mismatching MMA encoding"
        if mma_a.version_major != mma_b.version_major or mma_a.version_major != mma_res.version_major:
            return "mismatched MMA version."
        if not support_mma(dot, mma_res.version_major):
            return "unsupported MMA version"
    if (resolve(WMMA_MULTI_CTA_DOT) and isinstance(a.parent, AMDWmmaEncoding)
            and isinstance(b.parent, AMDWmmaEncoding) and isinstance(res, AMDWmmaEncoding)):
        res_ll = res.CTALayout.linear_layout
        if not res_ll.is_invertible():
            return "Accumulator CGA layout should not broadcast or have repeated rows"
        # (3.8's: the operands' own CGA layouts, WMMA_OPERAND_CGA)
        a_cga, b_cga = (a.cta_layout, b.cta_layout) if resolve(WMMA_OPERAND_CGA) else (a.parent.CTALayout, b.parent.CTALayout)
        if a_cga.linear_layout != _broadcast_along(res_ll, "dim1"):
            return "Incompatible CGA layout for operand 0"
        if b_cga.linear_layout != _broadcast_along(res_ll, "dim0"):
            return "Incompatible CGA layout for operand 1"
    return None


def _unique_elems_per_thread(t) -> int:
    """``getUniqueElemsPerThread``: a thread's registers that hold distinct elements."""
    ll = to_linear_layout(t.encoding, list(t.shape)).remove_zero_bases_along_dim("register")
    return ll.get_in_dim_size("register")


def _broadcast_along(ll, out_dim: str):
    """``ll.resizeOutDim(out_dim, 1)`` as Triton 3.7 has it (only ``out_dim`` resized: 3.6's
    resizes every out dim, which ``LinearLayout.resize_out_dim`` mirrors for the passes)."""
    idx = ll.get_out_dim_index(out_dim)
    bases = [(d, [tuple(0 if i == idx else x for i, x in enumerate(v)) for v in vecs]) for d, vecs in ll.bases.items()]
    return type(ll)(bases, [(d, 1 if d == out_dim else n) for d, n in ll.get_out_dims()], False)


_FP8_MMA = ("f8E5M2", "f8E4M3FN")


def _float_named(t, *names) -> bool:
    return isinstance(t, T.FloatType) and t.name in names


def support_mma(dot: Operation, version: int) -> bool:
    """``supportMMA(DotOp, version)`` (lib/Analysis/Utility.cpp), with the
    ``DISABLE_MMA_V3``/``V5`` environment switches unset."""
    a_t, b_t, ret_t = dot.operand(0).type, dot.operand(1).type, dot.results[0].type
    a_el, b_el = a_t.element, b_t.element
    if version == 5:
        k = a_t.shape[-1]
        per_cta = ret_t.encoding.get_shape_per_cta(ret_t.shape)
        num_warps = lookup_num_warps(dot)
        if any(isinstance(t, T.IntegerType) for t in (a_el, b_el, ret_t.element)):
            return False
        if len(ret_t.shape) != 2 or num_warps not in (4, 8):
            return False
        if k < 256 // a_el.width:
            return False
        return per_cta[-2] % 64 == 0 and per_cta[-1] % 16 == 0
    if version == 3:
        k = a_t.shape[-1]
        if k < 256 // a_el.width:
            return False
        per_cta = ret_t.encoding.get_shape_per_cta(ret_t.shape)
        num_warps = lookup_num_warps(dot)
        if len(per_cta) == 3:
            return False
        if not (num_warps % 4 == 0 and per_cta[-2] % 64 == 0 and per_cta[-1] % 16 == 0
                and (_float_named(a_el, *_FP8_MMA, "f16", "bf16", "f32") or _is_i8(a_el))):
            return False
        imprecise = dot.attributes.get("maxNumImpreciseAcc")
        if ((imprecise.value if imprecise is not None else 0) < 32 and _float_named(a_el, *_FP8_MMA)
                and _float_named(ret_t.element, "f32")):
            return False
    if _float_named(a_el, "f32") and _float_named(b_el, "f32"):
        precision = dot.attributes.get("inputPrecision")
        return (precision.value if precision is not None else 2) == 0 and version >= 2  # TF32
    return support_mma_operand(a_el, version) and support_mma_operand(b_el, version)


def support_mma_operand(el, version: int) -> bool:
    """``supportMMA(Value, version)``: one operand's element type ``el``
    (for tt.dot here, and for ttng.warp_group_dot)."""
    return (_float_named(el, "f8E5M2", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f16", "bf16")
            or (_float_named(el, "f32", "f64") and version >= 2)
            or (_is_i8(el) and version >= 2))


def _is_i8(t) -> bool:
    """``Type::isInteger(8)`` (any signedness)."""
    return isinstance(t, T.IntegerType) and t.width == 8


def infer_reduce_encoding(enc, axis: int) -> SliceEncoding:
    """``inferReduceOpEncoding``: the operand encoding sliced along ``axis``."""
    return SliceEncoding(axis, enc)


def infer_expand_dims_encoding(enc, axis: int):
    """``inferExpandDimsOpEncoding``: the parent of a slice along ``axis``;
    None for anything else."""
    if not isinstance(enc, SliceEncoding) or enc.dim != axis:
        return None
    return enc.parent


def _permute_cta_layout(cta: CTALayout, order: Sequence[int]) -> CTALayout:
    return CTALayout(transpose_linear_layout(cta.linear_layout, order))


def infer_trans_encoding(src_enc, shape: Sequence[int], order: Sequence[int]):
    """``inferTransOpEncoding`` without a location: the encoding of
    :func:`infer_trans_encoding_checked`, or None where it fails."""
    try:
        return infer_trans_encoding_checked(src_enc, shape, order)
    except LayoutInferenceError:
        return None


def infer_trans_encoding_checked(src_enc, shape: Sequence[int], order: Sequence[int]):
    """``inferTransOpEncoding``: the encoding that makes ``trans(x, order)``
    a renaming of ``x``'s elements.  Blocked and swizzled-shared layouts (and
    NVMMA-shared ones for order [1, 0]) stay in their family with permuted
    parameters; other distributed layouts become ``#ttg.linear``, other
    shared ones ``#ttg.shared_linear`` (``#ttg.padded_shared`` keeps its
    padding).  A rank that is not the order's raises
    :class:`LayoutInferenceError` with Triton's message (tt.trans and
    ttg.memdesc_trans report it)."""
    order = list(order)
    if _is_iota(order):
        return src_enc
    if len(shape) != len(order):
        raise LayoutInferenceError(f"shape and order rank do not match: {len(shape)} vs {len(order)}")

    def check_rank(rank: int) -> None:
        if rank != len(order):
            raise LayoutInferenceError(f"rank of encoding does not match order: {rank} vs {len(order)}")

    inv = _inverse_permutation(order)
    # AMDRotatingSharedEncoding is a subclass here but its own attribute in Triton.
    if isinstance(src_enc, SwizzledSharedEncoding) and not isinstance(src_enc, AMDRotatingSharedEncoding):
        check_rank(src_enc.cta_layout.rank)
        return SwizzledSharedEncoding(src_enc.vec, src_enc.per_phase, src_enc.max_phase,
                                      _apply_permutation(inv, src_enc.order),
                                      _permute_cta_layout(src_enc.cta_layout, order))
    if isinstance(src_enc, NVMMASharedEncoding) and order == [1, 0]:
        check_rank(src_enc.cta_layout.rank)
        return NVMMASharedEncoding(src_enc.swizzling_byte_width, not src_enc.transposed,
                                   src_enc.element_bit_width, src_enc.fp4_padded,
                                   _permute_cta_layout(src_enc.cta_layout, order))
    if isinstance(src_enc, BlockedEncoding):
        check_rank(src_enc.cta_layout.rank)
        return BlockedEncoding(_apply_permutation(src_enc.size_per_thread, order),
                               _apply_permutation(src_enc.threads_per_warp, order),
                               _apply_permutation(src_enc.warps_per_cta, order),
                               _apply_permutation(inv, src_enc.order),
                               _permute_cta_layout(src_enc.cta_layout, order))
    # Generic case
    padded = isinstance(src_enc, PaddedSharedEncoding)
    ll = src_enc.linear_component if padded else to_linear_layout(src_enc, shape)
    check_rank(ll.num_out_dims)
    transposed = transpose_linear_layout(ll, order)
    if isinstance(src_enc, DistributedEncoding):
        return LinearEncoding(transposed)
    if padded:
        return PaddedSharedEncoding(src_enc.intervals, src_enc.paddings, transposed)
    return SharedLinearEncoding(transposed, src_enc.get_alignment())


#: Whether the reshape inference first tries the encoding a reshape that adds or
#: drops one size-1 dimension keeps: restoring a ``#ttg.slice``'s dimension gives its
#: parent, dropping a size-1 dimension of a layout other than ``#ttg.linear`` gives its
#: slice along that dimension; either only where it is no expensive view (the same
#: broadcasting and elements per thread, ``isExpensiveView``), else the rules below.
RESHAPE_UNIT_DIM_SLICES = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11799 (reland of #10796 on the legacy path): "
                               "inferReshapeOpEncoding keeps slice encodings when a reshape adds or removes a "
                               "unit dimension, where broadcasting and elements per thread are preserved"),
    name="tt.reshape inference: size-1 dimensions as slices")


def _unit_dim_slice(src_shape, src_enc, dst_shape):
    """Triton 3.9's first reshape rules (:data:`RESHAPE_UNIT_DIM_SLICES`), or None."""
    src_shape, dst_shape = list(src_shape), list(dst_shape)
    candidate = None
    if (isinstance(src_enc, SliceEncoding) and len(dst_shape) == len(src_shape) + 1
            and dst_shape[src_enc.dim] == 1 and dst_shape[:src_enc.dim] + dst_shape[src_enc.dim + 1:] == src_shape):
        candidate = src_enc.parent
    elif (isinstance(src_enc, DistributedEncoding) and not isinstance(src_enc, LinearEncoding)
          and len(dst_shape) + 1 == len(src_shape)):
        for d, n in enumerate(src_shape):  # (the first size-1 dimension whose removal fits)
            if n == 1 and src_shape[:d] + src_shape[d + 1:] == dst_shape:
                candidate = SliceEncoding(d, src_enc)
                break
    if candidate is None or _is_expensive_view(src_shape, src_enc, dst_shape, candidate):
        return None
    return candidate


def infer_reshape_encoding(src_shape: Sequence[int], src_enc, dst_shape: Sequence[int],
                           hint=None, allow_reorder: bool = False):
    """``inferReshapeOpEncoding``: for an ``allow_reorder`` reshape, the ``hint``
    (the result encoding there is) where it is no expensive view; from Triton 3.9
    the size-1 dimension rules (:data:`RESHAPE_UNIT_DIM_SLICES`); the legacy blocked
    inference when it succeeds, else the source linear layout reshaped
    row-major as a ``#ttg.linear`` (``inferReshapeLinearLayout``).  None when
    the element counts differ, or for a shared layout the legacy inference rejects."""
    if math.prod(src_shape) != math.prod(dst_shape):
        return None
    if allow_reorder and hint is not None and not _is_expensive_view(src_shape, src_enc, dst_shape, hint):
        return hint
    if resolve(RESHAPE_UNIT_DIM_SLICES):
        sliced = _unit_dim_slice(src_shape, src_enc, dst_shape)
        if sliced is not None:
            return sliced
    legacy = _infer_reshape_legacy_encoding(src_shape, src_enc, dst_shape)
    if legacy is not None:
        return legacy
    if not isinstance(src_enc, DistributedEncoding):
        return None
    return LinearEncoding(reshape_layout(to_linear_layout(src_enc, src_shape), dst_shape))


def _infer_reshape_legacy_encoding(src_shape, src, dst_shape) -> Optional[BlockedEncoding]:
    """``inferReshapeOpLegacyEncoding``: a blocked destination holding the
    same elements in the same threads, when one exists."""
    if not isinstance(src, BlockedEncoding):
        return None
    src_shape, dst_shape = list(src_shape), list(dst_shape)
    if src_shape == dst_shape:
        return src
    num_warps = math.prod(src.warps_per_cta)
    threads_per_warp = math.prod(src.threads_per_warp)
    num_ctas = math.prod(src.cta_layout.ctas_per_cga)
    if src == get_default_blocked_encoding(src_shape, num_warps, threads_per_warp, num_ctas):
        return get_default_blocked_encoding(dst_shape, num_warps, threads_per_warp, num_ctas)
    cta = src.cta_layout
    if any(x != 1 for x in cta.ctas_per_cga) or any(x != 1 for x in cta.cta_split_num):
        return None
    subblocks = (src.size_per_thread, src.threads_per_warp, src.warps_per_cta)
    for sub in subblocks:
        for dim, size in enumerate(src_shape):
            if size >= sub[dim] and size % sub[dim] != 0:
                return None

    decomp = get_reshape_decomposition(src_shape, dst_shape)
    src_inv_order = _inverse_permutation(src.order)
    # Merged source dims must be consecutive in physical order, the first the
    # most major.
    for src_dims, _ in decomp:
        if not _is_consecutive(list(reversed([src_inv_order[d] for d in src_dims]))):
            return None
    # A more major dim of a chunk may only be split across threads/warps
    # once the more minor ones are used up; the subblock may exceed the
    # shape only in the most major dim.  The remaining shape carries over
    # from sizePerThread to threadsPerWarp to warpsPerCTA.
    for src_dims, _ in decomp:
        shape_remaining = [src_shape[d] for d in src_dims]
        for sub in subblocks:
            for i in range(len(src_dims) - 1, -1, -1):
                dim = src_dims[i]
                if sub[dim] == 1:
                    continue
                if any(shape_remaining[j] != 1 for j in range(i + 1, len(src_dims))):
                    return None
                if shape_remaining[i] >= sub[dim]:
                    shape_remaining[i] //= sub[dim]
                else:
                    shape_remaining[i] = 0
                if shape_remaining[i] == 0 and i != 0:
                    return None

    # Fill each destination subblock greedily from the most minor dim; the
    # shape left over carries to the next field.
    dst_shape_remaining = list(dst_shape)

    def compute_subblock(src_sub) -> list[int]:
        dst_sub = [0] * len(dst_shape)
        for src_dims, dst_dims in decomp:
            remaining = math.prod(src_sub[d] for d in src_dims)
            for i in range(len(dst_dims) - 1, -1, -1):
                d = dst_dims[i]
                val = min(remaining, dst_shape_remaining[d])
                dst_sub[d] = val
                remaining //= val
                dst_shape_remaining[d] //= val
            dst_sub[dst_dims[0]] *= remaining
        return dst_sub

    dst_spt = compute_subblock(src.size_per_thread)
    dst_tpw = compute_subblock(src.threads_per_warp)
    dst_wpc = compute_subblock(src.warps_per_cta)

    # Destination dims take the physical order of their source chunks.
    decomp.sort(key=lambda chunk: src_inv_order[chunk[0][0]])
    dst_inv_order = [0] * len(dst_shape)
    i = 0
    for _, dst_dims in decomp:
        for d in reversed(dst_dims):
            dst_inv_order[d] = i
            i += 1
    return BlockedEncoding(dst_spt, dst_tpw, dst_wpc, _inverse_permutation(dst_inv_order),
                           CTALayout.get_default(len(dst_shape)))


def _try_join_on_axis(ll: LinearLayout, fwd: bool, axis: int) -> Optional[LinearLayout]:
    """``tryJoinOnAxis``: forwards, prepend a register basis of 2 along
    ``axis``; backwards, drop the register bases that are 1 along ``axis``
    and halve the ``axis`` component of every other basis (None if there is
    no such register basis)."""
    out_dims = ll.out_dim_names
    if fwd:
        return LinearLayout.identity_1d(2, "register", out_dims[axis]) * ll
    found = False
    new_bases = []
    for in_dim, vecs in ll.bases.items():
        kept = []
        for v in vecs:
            if v[axis] == 1 and in_dim == "register":
                found = True
                continue
            kept.append(tuple(x // 2 if i == axis else x for i, x in enumerate(v)))
        new_bases.append((in_dim, kept))
    if not found:
        return None
    return LinearLayout.from_bases(new_bases, out_dims)


def infer_split_encoding(src_enc, shape: Sequence[int]):
    """``inferSplitOpEncoding``: a blocked layout with 2 registers (and one
    thread, warp and CTA) along the last dim loses that dim; otherwise the
    last dim's register basis of 1 is removed from the linear layout (None
    if the last dim is not 2 or no register holds both halves)."""
    enc = src_enc
    if (isinstance(enc, BlockedEncoding) and enc.size_per_thread[-1] == 2 and enc.threads_per_warp[-1] == 1
            and enc.warps_per_cta[-1] == 1 and enc.cta_layout.ctas_per_cga[-1] == 1):
        split_dim = len(enc.order) - 1
        ctall = enc.cta_layout.linear_layout
        # LinearLayout::unsqueezeOut drops the out dim but keeps the bases
        # whole: with block bases (several CTAs) the layout is ill-formed and
        # Triton aborts; LinearLayout raises LinearLayoutError here.
        ctall = LinearLayout(ctall.bases, ctall.get_out_dims()[:-1], ctall.is_surjective())
        return BlockedEncoding(enc.size_per_thread[:-1], enc.threads_per_warp[:-1], enc.warps_per_cta[:-1],
                               [o for o in enc.order if o != split_dim], CTALayout(ctall))
    axis = len(shape) - 1
    if shape[axis] != 2:
        return None
    new_ll = _try_join_on_axis(to_linear_layout(src_enc, shape), False, axis)
    if new_ll is None:
        return None
    return LinearEncoding(new_ll.reshape_outs(standard_out_dim_pairs(list(shape)[:-1])))


def infer_default_join_encoding(src_enc, shape: Sequence[int]):
    """``inferDefaultJoinOpEncoding``: the encoding of ``join(a, b)`` given
    that of ``a``: the parent of a slice along the new dim when splitting it
    gives back an equivalent layout; a blocked layout with 2 registers along
    the new, most minor, dim; otherwise a ``#ttg.linear`` with a register
    basis of 1 along the new dim.  Never fails."""
    shape = list(shape)
    if isinstance(src_enc, SliceEncoding) and src_enc.dim == len(shape):
        parent = src_enc.parent
        split = infer_split_encoding(parent, shape + [2])
        if split is not None and layouts_equivalent(shape, split, src_enc):
            return parent
    elif isinstance(src_enc, BlockedEncoding):
        ctall = src_enc.cta_layout.linear_layout
        new_dim = standard_out_dim_names(ctall.num_out_dims + 1)[-1]
        ctall = ctall * LinearLayout.identity_1d(1, "block", new_dim)
        rank = len(src_enc.order)
        return BlockedEncoding(list(src_enc.size_per_thread) + [2], list(src_enc.threads_per_warp) + [1],
                               list(src_enc.warps_per_cta) + [1], [rank] + list(src_enc.order),
                               CTALayout(ctall))
    dst_shape = shape + [1]
    ll = to_linear_layout(src_enc, shape).reshape_outs(standard_out_dim_pairs(dst_shape))
    return LinearEncoding(_try_join_on_axis(ll, True, len(dst_shape) - 1))


def infer_fp4_to_fp_encoding(shape: Sequence[int], axis: int, enc, fwd: bool):
    """``inferFp4ToFpOpEncoding``: forwards (``fwd``), the encoding of the
    unpacked result given the packed operand's; backwards, the operand's
    given the result's.  When ``getOrder(enc, shape)[axis] == 0`` (as Triton
    tests it), dot operands double/halve kWidth and blocked layouts
    sizePerThread[axis]; otherwise a register basis along ``axis`` is added
    or removed in the linear layout.  None where Triton fails (backwards with
    a single element per thread along ``axis``)."""
    if enc.get_order(list(shape))[axis] == 0:
        if isinstance(enc, DotOperandEncoding):
            k_width = enc.k_width
            if fwd:
                k_width *= 2
            elif k_width > 1:
                k_width //= 2
            else:
                return None
            return DotOperandEncoding(enc.op_idx, enc.parent, k_width)
        if isinstance(enc, BlockedEncoding):
            spt = list(enc.size_per_thread)
            if fwd:
                spt[axis] *= 2
            elif spt[axis] > 1:
                spt[axis] //= 2
            else:
                return None
            return BlockedEncoding(spt, enc.threads_per_warp, enc.warps_per_cta, enc.order, enc.cta_layout)
    new_ll = _try_join_on_axis(to_linear_layout(enc, shape), fwd, axis)
    if new_ll is None:
        return None
    return LinearEncoding(new_ll)


class TritonGPUInferLayoutInterface(DialectInferLayoutInterface):
    """``TritonGPUInferLayoutInterface`` (lib/Dialect/TritonGPU/IR/Dialect.cpp):
    the functions above, raising :class:`LayoutInferenceError` with Triton's
    message where they fail (and where building a linear layout fails, where
    Triton asserts)."""

    def infer_trans_op_encoding(self, operand_enc, shape, order):
        return _checked(infer_trans_encoding_checked, operand_enc, shape, order)

    def infer_reduce_op_encoding(self, operand_enc, axis):
        return infer_reduce_encoding(operand_enc, axis)

    def infer_expand_dims_op_encoding(self, operand_enc, axis):
        if not isinstance(operand_enc, SliceEncoding):
            raise LayoutInferenceError("ExpandDimsOp operand encoding must be SliceEncodingAttr")
        if operand_enc.dim != axis:
            raise LayoutInferenceError("Incompatible slice dimension for ExpandDimsOp operand")
        return operand_enc.parent

    def infer_dot_op_encoding(self, operand_enc, op_idx, ret_enc):
        _raise_if(infer_dot_operand_encoding_error(operand_enc, op_idx, ret_enc))

    def verify_dot_op_encoding_compatibility(self, op, a_enc, b_enc):
        _raise_if(dot_encoding_compatibility_error(op, a_enc, b_enc))

    def verify_cat_op_encoding_compatibility(self, op):
        """``verifyCatOpEncodingCompatibility``: the result's threads hold, without their
        broadcast registers, twice the operands' distinct registers."""
        lhs, res = op.operand(0).type, op.results[0].type
        try:
            operand_regs = _unique_elems_per_thread(lhs) * 2
            result_regs = _unique_elems_per_thread(res)
        except LinearLayoutError:
            return  # (Triton asserts building a layout; the layout verifier reports it)
        if result_regs != operand_regs:
            raise LayoutInferenceError(f"tt.cat result encoding requires {result_regs} non-broadcast register "
                                       f"values, but operands provide {operand_regs}")

    def infer_reshape_op_encoding(self, src_shape, src_enc, dst_shape, hint=None, allow_reorder=False):
        inferred = _checked(infer_reshape_encoding, src_shape, src_enc, dst_shape, hint, allow_reorder)
        if inferred is None:
            if math.prod(src_shape) == math.prod(dst_shape) and not isinstance(src_enc, DistributedEncoding):
                raise LayoutInferenceError("Failed MemDescReshapeOp encoding inference")
            raise LayoutInferenceError("numel of dst shape does not match numel of src shape")
        return inferred

    def verify_layouts_are_equal(self, shape, expected, got):
        _raise_if(_checked(verify_layouts_are_equal, shape, expected, got))

    def equal_up_to_broadcast_registers(self, shape, a, b):
        try:
            la = a.to_linear_layout(shape).remove_zero_bases_along_dim("register")
            lb = b.to_linear_layout(shape).remove_zero_bases_along_dim("register")
        except (AttributeError, LinearLayoutError):  # an encoding without a linear layout
            return False
        return la == lb

    def infer_default_join_op_encoding(self, src_enc, shape):
        return _checked(infer_default_join_encoding, src_enc, shape)

    def infer_split_op_encoding(self, src_enc, shape):
        enc = _checked(infer_split_encoding, src_enc, shape)
        if enc is None:
            raise LayoutInferenceError(
                "Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension")
        return enc

    def infer_fp4_to_fp_op_encoding(self, shape, axis, in_enc, fwd):
        enc = _checked(infer_fp4_to_fp_encoding, shape, axis, in_enc, fwd)
        if enc is None:
            raise LayoutInferenceError(
                "Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension")
        return enc


def _checked(fn, *args):
    """``fn(*args)``, a failure to build a linear layout (Triton asserts)
    raised as :class:`LayoutInferenceError`."""
    try:
        return fn(*args)
    except LinearLayoutError as e:
        raise LayoutInferenceError(str(e)) from None


def _raise_if(message: Optional[str]) -> None:
    if message is not None:
        raise LayoutInferenceError(message)


# =============================================================================
# Result types (inferReturnTypes and the inferring builders)
# =============================================================================
def _with_encoding(shape, element, enc) -> T.RankedTensorType:
    return T.RankedTensorType(shape, element, enc)


def fp4_to_fp_result_type(src_type: T.RankedTensorType, element: T.Type, axis: int) -> T.RankedTensorType:
    """``Fp4ToFpOp::build(src, elemType, axis)``: the ``axis`` dim doubled;
    the encoding inferred forwards from the source encoding with the
    *result* shape, as the builder passes it."""
    shape = list(src_type.shape)
    shape[axis] *= 2
    enc = src_type.encoding
    if enc is not None:
        enc = infer_fp4_to_fp_encoding(shape, axis, enc, True)
    return _with_encoding(shape, element, enc)


def _int_attr(attributes: dict, name: str) -> int:
    return attributes[name].value


# =============================================================================
# Upcasts (UpcastFpOpInterface of the AMD dialect's scaled upcasts)
# =============================================================================
def _shape_of(v) -> list[int]:
    """The shape of a value's tensor (or memdesc) type."""
    return list(v.type.shape)


def _keeps_encoding(op: Operation, op_idx: int) -> bool:
    """Whether an upcast's operand ``op_idx`` has the result's layout: the
    scale (operand 1) always does; the input does where the op declares
    ``SameOperandsAndResultEncoding`` (``amdg.scaled_upcast_fp8``, whose C++
    ``inferDstEncoding``/``inferSrcEncoding`` return the layout they are
    given), and not where it unpacks along ``axis`` (``amdg.scaled_upcast_fp4``)."""
    return op_idx == 1 or op.has_trait(SameOperandsAndResultEncoding)


def upcast_infer_dst_encoding(op: Operation, op_idx: int, src_enc):
    """``UpcastFpOpInterface::inferDstEncoding`` of ``amdg.scaled_upcast_fp4``
    (operand 1, the scale, keeps its layout; operand 0 unpacks forwards along
    ``axis``) and ``amdg.scaled_upcast_fp8`` (the same layout)."""
    if _keeps_encoding(op, op_idx):
        return src_enc
    return infer_fp4_to_fp_encoding(_shape_of(op.operand(0)), _int_attr(op.attributes, "axis"), src_enc, True)


def upcast_infer_src_encoding(op: Operation, op_idx: int, dst_enc):
    """``UpcastFpOpInterface::inferSrcEncoding`` of ``amdg.scaled_upcast_fp4``
    and ``amdg.scaled_upcast_fp8``.  As in Triton, the fp4 op infers
    backwards with the *input* shape."""
    if _keeps_encoding(op, op_idx):
        return dst_enc
    return infer_fp4_to_fp_encoding(_shape_of(op.operand(0)), _int_attr(op.attributes, "axis"), dst_enc, False)


# =============================================================================
# Dialect.cpp and lib/Analysis/Utility.cpp
# =============================================================================
def get_total_elems_per_thread(t: T.Type) -> int:
    """``getTotalElemsPerThread(Type)``: 1 for scalars."""
    if not isinstance(t, T.RankedTensorType):
        return 1
    return to_linear_encoding(t.encoding, t.shape).get_total_elems_per_thread(t.shape)


#: Which result encodings a tt.cat may take (folding a convert of its result
#: into it, or a backward slice through it): "3.6", any that holds at least as
#: many elements per thread as its own (``isExpensiveCat``); "3.8", exactly
#: those whose unique (non-broadcast) registers are the operands' together, as
#: its lowering needs (``isLegalCatEncoding``).
CAT_ENCODING = Versioned(
    "3.6", Since((3, 8), "3.8", "triton-lang/triton#9995 (Fix constraints in isExpensiveCat): "
                 "isLegalCatEncoding, the result's non-broadcast registers equal twice an "
                 "operand's"),
    name="tt.cat result encodings a convert may fold into")


def _non_broadcast_registers(shape, enc) -> int:
    ll = to_linear_layout(enc, shape).remove_zero_bases_along_dim("register")
    return ll.get_in_dim_size("register")


def is_expensive_cat(cat: Operation, target_enc) -> bool:
    """Whether ``cat`` may not take ``target_enc`` as its result encoding
    (:data:`CAT_ENCODING`): up to 3.7 ``isExpensiveCat``, the target holds
    fewer elements per thread than the result's encoding (the conversion
    would go through shared memory); from 3.8 ``!isLegalCatEncoding``."""
    t = cat.results[0].type
    if resolve(CAT_ENCODING) == "3.8":
        lhs = cat.operands[0].type
        return (_non_broadcast_registers(t.shape, target_enc)
                != 2 * _non_broadcast_registers(lhs.shape, lhs.encoding))
    new_total = to_linear_encoding(target_enc, t.shape).get_total_elems_per_thread(t.shape)
    return new_total < get_total_elems_per_thread(t)


def type_linear_layout(t: T.RankedTensorType) -> LinearLayout:
    """``toLinearLayout(RankedTensorType)``: the type's encoding for its shape."""
    return to_linear_layout(t.encoding, t.shape)


def is_expensive_view(src_type: T.RankedTensorType, dst_type: T.RankedTensorType) -> bool:
    """``isExpensiveView``: the two layouts broadcast differently (free
    variable masks per input dim), or hold a different number of elements
    per thread."""
    return _is_expensive_view(src_type.shape, src_type.encoding, dst_type.shape, dst_type.encoding)


def _is_expensive_view(src_shape, src_enc, dst_shape, dst_enc) -> bool:
    """``isExpensiveView(srcShape, srcEncoding, dstShape, dstEncoding)``."""
    src_masks = to_linear_layout(src_enc, src_shape).get_free_variable_masks()
    dst_masks = to_linear_layout(dst_enc, dst_shape).get_free_variable_masks()
    for (_, sm), (_, dm) in zip(src_masks.items(), dst_masks.items()):
        if sm != dm:
            return True
    return (to_linear_encoding(src_enc, src_shape).get_total_elems_per_thread(src_shape)
            != to_linear_encoding(dst_enc, dst_shape).get_total_elems_per_thread(dst_shape))
