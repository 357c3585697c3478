"""Traits of the TritonGPU dialect (include/triton/Dialect/TritonGPU/IR/TritonGPUOps.td,
Traits.h), and the dialect's check of the layouts that ``VerifyTensorLayoutsTrait``
asks it about (``TritonGPUDialect::verifyTensorLayout``, lib/Dialect/TritonGPU/IR/Dialect.cpp)."""

from __future__ import annotations

import math
from typing import Optional

from pyopt.ir import types as T
from pyopt.ir.traits import Trait, TraitError, run_memo
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.dialects.tt.dialect_interfaces import DialectVerifyTensorLayoutInterface
from pyopt.ir.dialect import dialect_namespace
from pyopt.dialects.tt.traits import _value_text
from pyopt.dialects.ttg.linear_layout import LinearLayoutError, standard_out_dim_names
from pyopt.dialects.ttg.context import num_ctas, threads_per_warp, verifier_num_warps, verifier_parent_module
from pyopt.dialects.ttg.attrs import (
    BlockedEncoding, DistributedEncoding, PaddedSharedEncoding, SharedEncoding, SharedLinearEncoding, SharedMemorySpace,
    SliceEncoding, TensorMemoryEncoding, TensorMemoryScalesEncoding, TensorMemorySpace, to_linear_layout,
)
from pyopt.dialects.ttg.attrs.base import is_pow2, join_ints
from pyopt.dialects.ttg.attrs.tmem import tensor_memory_to_linear_layout

__all__ = ["MemDescViewTrait", "MemWaitOpTrait", "LocalLoadTrait", "AsyncRegions", "verify_tensor_layout", "tensor_layout_error",
           "TritonGPUVerifyTensorLayoutInterface", "VerifyMemDescLayoutsTrait", "MEMDESC_LAYOUTS_CHECKED"]


class MemDescViewTrait(Trait):
    """``MemDescViewTrait``: the result is a view of the source memory descriptor."""

    __slots__ = ()


class MemWaitOpTrait(Trait):
    """``MemWaitOpTrait``: waits for outstanding asynchronous memory operations."""

    __slots__ = ()


class LocalLoadTrait(Trait):
    """``LocalLoadTrait``: loads from shared memory into registers."""

    __slots__ = ()


class AsyncRegions(Trait):
    """``AsyncRegions``: the op's regions run asynchronously (ttg.warp_specialize)."""

    __slots__ = ()


#: Whether TritonGPU and TritonNvidiaGPU ops check the layouts of their memdesc operands and
#: results (``VerifyMemDescLayoutsTrait``).
MEMDESC_LAYOUTS_CHECKED = Versioned(
    None, Since((3, 7), "3.7", "triton-lang/triton#9040 ([BACKEND] Fix uses of CGAEncodingAttr::getDefault): "
                "VerifyMemDescLayoutsTrait on every TritonGPU and TritonNvidiaGPU op: a memdesc's TritonGPU "
                "layout has the module's CTAs per CGA and no more CTA tiles than the memdesc has elements"),
    Since((3, 8), "3.8", "triton-lang/triton#9557 ([LAYOUTS] Add `block` dimension to TMEM layouts): "
          "verifyMemDescLayout checks the CTAs per CGA (and rank and shape, which the type has checked) "
          "but no longer the tile count"),
    name="ttg/ttng ops: memdesc layouts checked (VerifyMemDescLayoutsTrait)")


def memdesc_layout_error(t: T.MemDescType, num_ctas_in_module: int) -> Optional[str]:
    """``TritonGPUVerifyTensorLayoutInterface::verifyMemDescLayout`` as the
    release has it (:data:`MEMDESC_LAYOUTS_CHECKED`): the CTAs of the layout's
    CGA layout (a shared linear layout's ``block`` bases) against the
    module's; in 3.7 then the layout's CTA tiles against the elements of the
    memdesc's last allocation dimensions.  (3.8's rank and shared-linear
    shape checks repeat MemDescType::verify's, which has run.)"""
    enc = t.encoding
    try:
        ll = enc.linear_layout if isinstance(enc, SharedLinearEncoding) else enc.cta_layout.linear_layout
    except (AttributeError, LinearLayoutError):  # (not a layout with a CGA layout: Triton asserts)
        return None
    n_ctas = ll.get_in_dim_size("block")
    if n_ctas != num_ctas_in_module:
        return (f"{enc}.\nLayout has {n_ctas} CTAs per CGA, but the context requires {num_ctas_in_module} "
                "CTAs per CGA.")
    if resolve(MEMDESC_LAYOUTS_CHECKED) == "3.7":
        size = math.prod(ll.get_out_dim_sizes())
        alloc = list(t.alloc_shape)
        elements = math.prod(alloc[len(alloc) - ll.num_out_dims:]) if ll.num_out_dims else 1
        if size > elements:
            return f"{enc}.\nLayout has tensor size at least {size}, but the memdesc type has {elements} elements."
    return None


class VerifyMemDescLayoutsTrait(Trait):
    """``VerifyMemDescLayoutsTrait`` (Triton 3.7's TritonGPU Traits.h, on every
    TTG_Op and TTNG_Op after ``VerifyTensorLayoutsTrait``): the TritonGPU
    layouts of memdesc operands, then results, where the op uses them
    (:data:`MEMDESC_LAYOUTS_CHECKED`; nothing before 3.7)."""

    __slots__ = ()
    types_and_block_only = True

    def block_context(self, op):
        return layout_context(op)

    def verify(self, op) -> Optional[str]:
        if resolve(MEMDESC_LAYOUTS_CHECKED) is None:
            return None
        ctx = layout_context(op)
        if ctx is False:
            return None  # (outside a module Triton has no CTA count to compare with)
        for i, u in enumerate(op._operands):
            t = u.value.type
            if isinstance(t, T.MemDescType) and _is_ttg_layout(t.encoding):
                err = memdesc_layout_error(t, ctx[2])
                if err:
                    return TraitError(f"Operand {i} ({_value_text(u.value)}) has an invalid layout: {err}",
                                      op_prefix=False)
        results = op.results
        for i, r in enumerate(results):
            t = r.type
            if isinstance(t, T.MemDescType) and _is_ttg_layout(t.encoding):
                err = memdesc_layout_error(t, ctx[2])
                if err:
                    head = "Result has an invalid layout: " if len(results) == 1 else f"Result {i} has an invalid layout: "
                    return TraitError(head + err, op_prefix=False)
        return None


def _is_ttg_layout(enc) -> bool:
    """A layout of the TritonGPU dialect (whose interface checks memdesc layouts in 3.7;
    the TritonNvidiaGPU dialect's tensor memory layouts are not checked)."""
    return enc is not None and dialect_namespace(enc) == "ttg"


def verify_tensor_layout(t: T.RankedTensorType, op) -> Optional[str]:
    """``TritonGPUDialect::verifyTensorLayout``: the layout of ``t`` checked
    against the context of ``op`` (nothing outside a module)."""
    ctx = layout_context(op)
    if ctx is False:
        return None
    return tensor_layout_error(t, *ctx)


def layout_context(op):
    """What :func:`verify_tensor_layout` reads of the surroundings of ``op``:
    (warps, threads per warp, CTAs), or False outside a module.  It depends
    only on the op's ancestors: one lookup per block and verifier run."""
    block = op.parent
    memo = run_memo("ttg.tensor-layout-context")
    ctx = memo.get(block) if block is not None else None
    if ctx is None:
        # (the climbs to the module and to what sets the warps stop at the
        # ops an earlier block's climb passed: linear in the nesting depth)
        module = verifier_parent_module(op)
        ctx = False if module is None else (verifier_num_warps(op), threads_per_warp(module), num_ctas(module))
        if block is not None:
            memo[block] = ctx
    return ctx


_LAYOUT_ERRORS: dict = {}


def tensor_layout_error(t: T.RankedTensorType, num_warps: Optional[int], threads: int,
                        num_ctas: int = 1) -> Optional[str]:
    """What is wrong with the layout of ``t`` in a context of ``num_warps``
    warps (None: unknown) of ``threads`` threads and ``num_ctas`` CTAs, or
    None.  Memoised: types are immutable (and uniqued)."""
    key = (t, num_warps, threads, num_ctas)
    try:
        return _LAYOUT_ERRORS[key]
    except KeyError:
        err = _LAYOUT_ERRORS[key] = _compute_layout_error(t, num_warps, threads, num_ctas)
        return err


def _compute_layout_error(t, num_warps, threads: int, num_ctas: int = 1) -> Optional[str]:
    """``TritonGPUVerifyTensorLayoutInterface::verifyTensorLayout``: a
    distributed layout of the tensor's rank, a power-of-two shape, and a
    linear layout with the module's threads per warp, the context's warps
    per CTA and the module's CTAs."""
    enc = t.encoding
    if not isinstance(enc, DistributedEncoding):
        return "Non-distributed layout is not allowed in tensor type."
    try:
        rank = len(enc.get_rep_order())
    except Exception:  # a layout pyopt cannot query: leave it to the passes
        return None
    if rank != t.rank:
        return f"Layout has rank {rank}, but the tensor it's attached to has rank {t.rank}."
    if any(not is_pow2(d) for d in t.shape):
        shape = ", ".join(str(d) for d in t.shape)
        return (f"Layout has shape [{shape}], but the tensor it's attached to has shape [{shape}] "
                "which is not a power of two.")
    try:
        lanes, warps, blocks = _hardware_sizes(enc, tuple(t.shape))
    except LinearLayoutError as e:
        # Triton 3.6.0 aborts here (an assertion in its linear layouts)
        shape = ", ".join(str(d) for d in t.shape)
        return f"{enc}.\nLayout has no linear layout for a tensor of shape [{shape}]: {e}."
    n = lanes
    if n != threads:
        return f"{enc}.\nLayout has {n} threads per warp, but the module specifies {threads} threads per warp."
    if num_warps is None:
        return ("Could not determine the number of warps per CTA. Operation is not in a context "
                "with `ttg.num-warps`.")
    n = warps
    if n != num_warps:
        return f"{enc}.\nLayout has {n} warps per CTA, but the context requires {num_warps} warps per CTA."
    n = blocks
    if n != num_ctas:
        return f"{enc}.\nLayout has {n} CTAs per CGA, but the context requires {num_ctas} CTAs per CGA."
    return None


def _hardware_sizes(enc, shape: tuple) -> tuple:
    """The lane, warp and block sizes of the layout's linear layout for
    ``shape``: read off a blocked layout (the products of its threads and
    warps, and its CTA layout's size) and a slice's parent, without building
    the linear layout; other layouts build it."""
    if isinstance(enc, BlockedEncoding):
        return math.prod(enc.threads_per_warp), math.prod(enc.warps_per_cta), enc.CTALayout.num_ctas
    if isinstance(enc, SliceEncoding) and isinstance(enc.parent, (BlockedEncoding, SliceEncoding)):
        return _hardware_sizes(enc.parent, shape[:enc.dim] + (1,) + shape[enc.dim:])
    ll = to_linear_layout(enc, list(shape))
    return ll.get_in_dim_size("lane"), ll.get_in_dim_size("warp"), ll.get_in_dim_size("block")


class TritonGPUVerifyTensorLayoutInterface(DialectVerifyTensorLayoutInterface):
    """``TritonGPUVerifyTensorLayoutInterface`` (lib/Dialect/TritonGPU/IR/Dialect.cpp),
    registered on the TritonGPU dialect."""

    def verify_tensor_layout(self, tensor_type, op):
        return verify_tensor_layout(tensor_type, op)

    def layout_context(self, op):
        return layout_context(op)



#: What MemDescType::verify checks of a tensor-memory allocation beyond its layout's shape.
TMEM_ALLOC_CHECKS = Versioned(
    "columns", Since((3, 7), "shape-only", "triton-lang/triton#8782 (Remove verification of tmem allocation "
                                          "size): no 'nCol / (CTASplitM * CTASplitN)' limit"),
    Since((3, 8), "subslice-block-n", "triton-lang/triton#9611 ([BACKEND] Fix uses of blockN in subslices): the "
                                      "least allocation takes min(blockN, the memdesc's last dimension) columns"),
    name="ttg.memdesc of tensor memory: allocation checks")


def verify_memdesc_type(t: T.MemDescType) -> Optional[str]:
    """``MemDescType::verify`` (lib/Dialect/TritonGPU/IR/Types.cpp): the
    shape, the allocation shape, and the encoding: tensor memory (its memory
    space, rank, element width, allocation shape and columns), shared memory
    (its memory space and rank, and a padded layout's shape), or tensor-memory
    scales; nothing else is an encoding of a memdesc."""
    shape, alloc = list(t.shape), list(t.alloc_shape)
    bits = _bit_width(t.element)
    if resolve(MEMDESC_ELEMENT_WIDTH) and bits is not None and bits != 1 and bits < 8:
        return f"element type bit width must be 1 or at least 8; got {bits}"
    if not shape:
        return "rank 0 memdesc is not allowed"
    if not all(is_pow2(d) for d in shape[1:]):
        return f"shape must have power-of-2 and non-zero dimensions; got {join_ints(shape)}"
    if len(alloc) < len(shape):
        return "alloc shape must have at least as many dimensions as shape"
    if any(a > b for a, b in zip(shape, alloc[len(alloc) - len(shape):])):
        return f"shape must be less than or equal to allocShape. shape = {join_ints(shape)}, allocShape = {join_ints(alloc)}"
    enc = t.encoding
    if isinstance(enc, TensorMemoryEncoding):
        if not isinstance(t.memory_space, TensorMemorySpace):
            return "memorySpace must be TensorMemorySpace"
        if len(shape) not in (2, 3):
            return "rank must be 2 or 3"
        if resolve(MEMDESC_ELEMENT_WIDTH) and bits is not None and bits < 8:
            return f"tensor-memory element type bit width must be at least 8; got {bits}"
        if bits is None:
            return None  # (Triton asserts: not an integer or float)
        if bits * enc.col_stride > 32:
            return f"bitwidth * colStride must be less than or equal to 32. Got {bits} and {enc.col_stride}"
        alloc2 = alloc[-2:]
        checks = resolve(TMEM_ALLOC_CHECKS)
        block_n = min(enc.block_n, shape[-1]) if checks == "subslice-block-n" else enc.block_n
        min_m, min_n = enc.block_m * enc.cta_split_m, block_n * enc.cta_split_n
        if alloc2[0] < min_m or alloc2[1] < min_n:
            return f"the allocation shape must be at least {min_m}x{min_n}. Got {join_ints(alloc2)}"
        try:
            ll = tensor_memory_to_linear_layout(alloc2, enc)
        except LinearLayoutError:
            return None  # (Triton asserts building it)
        m, n = ll.get_out_dim_size("dim0"), ll.get_out_dim_size("dim1")
        if m != alloc2[0] or n != alloc2[1]:
            return f"allocation shape must be equal to {m}x{n}"
        cols = ll.get_in_dim_size("col") // (enc.cta_split_m * enc.cta_split_n)
        if checks == "columns" and cols > 512 * 32 // bits:
            return ("nCol / (CTASplitM * CTASplitN) must be less than or equal to 512 * 32 / bitwidth "
                    f"but got {cols}")
    elif isinstance(enc, SharedEncoding):
        if not isinstance(t.memory_space, SharedMemorySpace):
            return f"memorySpace must be SharedMemorySpace for shared encoding. Got {t.memory_space}"
        rank = enc.rank
        if rank != len(shape) and rank != len(shape) - 1:
            return f"rank must be equal to or one less than the shape size. Got {rank} and {len(shape)}"
        if resolve(MEMDESC_ELEMENT_WIDTH) and bits is not None and bits % 8 != 0:
            return f"shared-memory element type bit width must be a multiple of 8; got {bits}"
    elif isinstance(enc, TensorMemoryScalesEncoding):
        if not isinstance(t.memory_space, TensorMemorySpace):
            return "memorySpace must be TensorMemorySpace"
        if len(alloc) != 2:
            return "Scales don't currently support multibuffering"
        if _bit_width(t.element) != 8:
            return "bitwidth must be 8"
    else:
        return f"{enc} is not a valid encoding"
    if isinstance(enc, PaddedSharedEncoding):
        rank = enc.rank
        ll = enc.linear_component
        expected = alloc[1:] if rank == len(alloc) - 1 else alloc
        for d, name in enumerate(standard_out_dim_names(rank)):
            got = ll.get_out_dim_size(name) if name in ll.out_dim_names else 1
            if d >= len(expected):
                break  # (Triton reads past the shape)
            if got != expected[d]:
                return f"Mismatch in expected shape for dimension {d}. Expected: {expected[d]}, got: {got}"
    elif isinstance(enc, SharedLinearEncoding) and resolve(SHARED_LINEAR_SHAPE_CHECKED):
        sizes = enc.linear_layout.get_out_dim_sizes()
        block = alloc[len(alloc) - len(sizes):] if len(sizes) <= len(alloc) else alloc
        for d, (size, ll_size) in enumerate(zip(block, sizes)):
            if size != ll_size:
                return f"Mismatch in expected shape for dimension {d}. Expected: {size}, got: {ll_size}"
    return None


#: Triton 3.9's memdesc elements are whole bytes in shared memory, at least a byte in tensor
#: memory, and 1 bit or at least a byte anywhere.
MEMDESC_ELEMENT_WIDTH = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11422 ([TritonGPU] Require byte-addressable shared-memory "
                 "descriptors): MemDescType::verify wants an element of 1 bit or at least 8 (first), a multiple "
                 "of 8 bits in shared memory and at least 8 in tensor memory"),
    name="!ttg.memdesc: element width")


#: Whether MemDescType::verify checks a shared linear layout's shape against the allocation.
SHARED_LINEAR_SHAPE_CHECKED = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9018 ([Gluon][Dialect] More fixes and verifier improvements): "
                 "MemDescType::verify asks a shared linear layout's out-dim sizes to be the allocation's last "
                 "dimensions ('Mismatch in expected shape for dimension D')"),
    name="!ttg.memdesc: shared linear layout shape checked")


def _bit_width(t) -> Optional[int]:
    """``getIntOrFloatBitWidth``, or None for other types."""
    if isinstance(t, (T.IntegerType, T.FloatType)):
        return t.width
    return None


T.register_type_verifier(T.MemDescType, verify_memdesc_type)
