"""The TritonGPU dialect ``ttg`` (include/triton/Dialect/TritonGPU/IR/TritonGPUOps.td,
custom syntax from lib/Dialect/TritonGPU/IR/Ops.cpp; Triton 3.6.0 = 4b184ccc).

Formats are TritonGPUOps.td's.  ``ttg.warp_specialize`` (custom parser and
printer) and ``ttg.memdesc_subslice`` (``custom<Offsets>``) are written by
hand; ``ttg.mask`` and ``ttg.warp_specialize.partitions`` have no assembly
format.
"""

from __future__ import annotations

import math
from typing import Optional

from pyopt.ir.constraints import (
    bit_enum_constraint,
    BOOL_ATTR, STR_ATTR, UNIT_ATTR, DENSE_I32_ARRAY, I1_T, I32_ATTR, I32_T, I8, AnyRankedTensor, AnySignlessIntegerOrIndex,
    any_type_of, dialect_type, ranked_tensor_of,
)
from pyopt.ir.opdef import (
    Op, attr, irdl_op, operand, opt_attr, opt_operand, region, result, var_operand, var_result,
)
from pyopt.ir.opdef import result as result_def
from pyopt.ir.format import type_rule
from pyopt.dialects.tt.constraints import (
    TT_IntTensor, I1Tensor, TT_FloatTensor, TT_Ptr, TT_PtrTensor, TT_Tensor, TT_Type,
)
from pyopt.dialects.tt.ops import (
    pure_attr_effects, RMW_OPS, CACHE_MODIFIERS, EVICTION_POLICIES, enum_attr, i1_like, i32, pointee_like, same_as,
)
from pyopt.dialects.tt.ops import GLOBAL_MEMORY, MEMORY_CACHE_POLICY
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region
from pyopt.ir.common_folders import IN_PLACE
from pyopt.ir.traits import (
    AllTypesMatch, AttrSizedOperandSegments, HasParent, IsTerminator, IsolatedFromAbove, Pure,
    RecursiveMemoryEffects, RecursivelySpeculatable, ReturnLike, SameOperandsAndResultElementType,
    SameOperandsAndResultShape, SingleBlock, TypesMatchWith,
)
from pyopt.ir.interfaces import (
    InferTypeOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor, incompatible_return_types,
)
from pyopt.ir.effects import (
    ALLOCATE, WRITE, EffectInstance, MemAlloc, MemFree, MemRead, MemWrite, Resource,
)
from pyopt.dialects.tt.interfaces import InferTypeOpWithLayoutEquivalence, TransposeOpInterface
from pyopt.dialects.ttg.traits import AsyncRegions, LocalLoadTrait, MemDescViewTrait, MemWaitOpTrait
from pyopt.dialects.tt.traits import VerifyTransposeOpInterface, equivalent_types
from pyopt.ir.traits import TraitError
from pyopt.dialects.ttg.attrs import (
    CTALayout, LayoutEncoding, NVMMASharedEncoding, PaddedSharedEncoding, SharedEncoding, SharedLinearEncoding,
    SharedMemorySpace, TensorMemoryEncoding, to_linear_layout,
)
from pyopt.dialects.ttg.attrs.base import join_ints
from pyopt.dialects.ttg.attrs.tmem import tensor_memory_to_linear_layout
from pyopt.dialects.ttg.linear_layout import LinearLayoutError, reshape_layout, standard_out_dim_names
from pyopt.dialects.ttg.context import num_ctas, verifier_num_warps, verifier_parent_module
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.dialects.ttg.layout_infer import (
    LayoutInferenceError, infer_fp4_to_fp_encoding, infer_trans_encoding_checked, layouts_equivalent,
)

ASYNC_TOKEN = T.OpaqueType("!ttg.async.token")


# -- memory resources ----------------------------------------------------------------
class SharedMemory(Resource):
    """``SharedMemory`` (TritonGPUOps.td): the CTA's shared memory."""

    __slots__ = ()
    name = "::mlir::triton::gpu::SharedMemory"


SHARED_MEMORY = SharedMemory()


def memdesc_alloc_effects(op: Op, resource: Resource, placed_attr: str) -> list:
    """``LocalAllocOp/TMEMAllocOp::getEffects``: an immutable allocation has
    no effect until the allocator placed it (``placed_attr`` set); otherwise
    it allocates its result and, with a source, writes it."""
    t = op.results[0].type
    if not (isinstance(t, T.MemDescType) and t.mutable) and placed_attr not in op.attributes:
        return []
    alloc = op.results[0]
    out = [EffectInstance(ALLOCATE, alloc, resource)]
    if op.src is not None:
        out.append(EffectInstance(WRITE, alloc, resource))
    return out


# -- type constraints (TritonGPUTypes.td: the TypeDefs' summaries) ---------------------------
TTG_MemDesc = dialect_type("memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system",
                           "!ttg.memdesc", lambda t: isinstance(t, T.MemDescType))
TTG_AsyncToken = dialect_type("async token type", "!ttg.async.token", lambda t: t == ASYNC_TOKEN)
TTG_AsyncToken.buildable = ASYNC_TOKEN
#: ``TTG_TensorOrMemDesc``: a type interface (TritonGPUTypeInterfaces.td) Triton attaches
#: to every ranked tensor and memdesc
TensorOrMemDesc = any_type_of(AnyRankedTensor, TTG_MemDesc, summary="TensorOrMemDesc instance")
#: ttg.fp4_to_fp's packed source: RankedTensorOf<[I8]>
I8RankedTensor = ranked_tensor_of(I8)


def async_token_result(cls, operands, attributes, regions):
    """``infer_result_types`` of an op whose one result is ``!ttg.async.token``
    (ttg's and amdg's async copies, commits and waits)."""
    return [ASYNC_TOKEN]


# -- verifier helpers shared with ttng and amdg (lib/Dialect/TritonGPU/IR/Ops.cpp) -------
def int_or_float_width(t) -> int:
    """``getIntOrFloatBitWidth`` of a scalar type, 0 for other types (where
    Triton asserts)."""
    return t.width if isinstance(t, (T.IntegerType, T.FloatType)) else 0


def verify_memory_op_types(src, dst):
    """``verifyMemoryOpTypes``: equal element types and shapes."""
    if src.element != dst.element:
        return f"source element type '{src}' must match destination element type '{dst.element}'"
    if tuple(src.shape) != tuple(dst.shape):
        return f"source shape [{join_ints(src.shape)}] must match [destination shape {join_ints(dst.shape)}]"
    return None


def verify_alloc_op(src, dst: T.MemDescType):
    """``verifyAllocOp``: an allocation of its whole shape, mutable unless
    initialised, of the source's element type and shape."""
    if tuple(dst.shape) != tuple(dst.alloc_shape):
        return "result shape and its alloc shape must match"
    if src is None:
        if not dst.mutable:
            return "uninitialized alloc must have a mutable memdesc type"
        return None
    return verify_memory_op_types(src.type, dst)


def verify_shared_memory_rank(t, memdesc: T.MemDescType, reg_name: str):
    """``verifySharedMemoryRank``: a layout encoding of the tensor's rank."""
    enc = memdesc.encoding
    if not isinstance(enc, LayoutEncoding):
        return "expected memdesc to have a shared memory encoding"
    if t.rank != enc.rank:
        return f"{reg_name} has rank {t.rank} but memdesc encoding has rank {enc.rank}"
    return None


#: ``verifyBarrierType``: one i64 word up to Triton 3.6; from 3.7 a barrier may
#: hold one word per CTA of the cluster (N <= ttg.num-ctas), with the message to match.
BARRIER_PER_CTA = Versioned(
    False, Since((3, 7), True, "Triton 3.7.1 (upstream change not found): verifyBarrierType accepts an "
                 "Nxi64 descriptor with N <= the number of CTAs, 'barrier allocation must be a descriptor "
                 "of Nxi64 type with N <= number of CTAs' (3.6: 'of 1xi64 type')"),
    name="ttg: barrier allocation of N <= num-ctas i64 words")


#: How verifyBarrierType checks the block bases of a barrier: not at all (3.6, 3.7), those of the
#: barrier's linear layout (3.8), those of its CGA layout (3.9).
BARRIER_BLOCK_BASES = Versioned(
    None, Since((3, 8), "linear-layout", "triton-lang/triton#9474 ([BACKEND][NFC] Tighten the verifier of "
                "mbarriers): the block bases of the barrier's linear layout are 1, 2, 4, ... with zero bases "
                "interleaved"),
    Since((3, 9), "cga-layout", "Triton 3.9.0 (upstream change not found): the bases of the barrier's CGA layout "
          "are checked instead (a 4xi64 barrier of CGALayout [[1], [0]] passes), the message reads 'sequence 1, "
          "2, ...'"),
    name="ttg: barrier block bases")


def _barrier_block_bases_error(t: T.MemDescType, rule: str):
    """The block bases of a barrier (:data:`BARRIER_BLOCK_BASES`): 1, 2, 4, ...
    with zero bases interleaved."""
    if rule == "cga-layout":
        cta_layout = getattr(t.encoding, "cta_layout", None)
        bases = [list(b) for b in cta_layout.block_bases] if cta_layout is not None else []
        sep = " "
    else:
        try:
            ll = to_linear_layout(t.encoding, list(t.alloc_shape[-len(t.shape):])).flatten_outs()
        except LinearLayoutError:
            return None  # (an invalid layout: the layout verifier reports it)
        bases = ll.bases.get("block", ())
        sep = ""
    i = 0
    for basis in bases:
        if basis[0] != 0 and basis[0] != 1 << i:
            return ("broadcasted cluster barriers require bases to be the sequence"
                    f"{sep}1, 2, 4, 8, ... perhaps with zero bases interleaved.")
        if basis[0] != 0:
            i += 1
    return None


def verify_barrier_type(t: T.MemDescType, op: Optional[Operation] = None):
    """``verifyBarrierType`` (lib/Dialect/TritonGPU/Transforms/Utility.cpp);
    ``op`` gives the module whose ``ttg.num-ctas`` bounds N (1 without it)."""
    if resolve(BARRIER_PER_CTA):
        n_ctas = num_ctas(verifier_parent_module(op)) if op is not None else 1
        if t.element != T.i64 or len(t.shape) != 1 or t.shape[0] > n_ctas:
            return "barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs"
        rule = resolve(BARRIER_BLOCK_BASES)
        if rule is not None and t.encoding is not None:
            return _barrier_block_bases_error(t, rule)
        return None
    if t.element != T.i64 or tuple(t.shape) != (1,):
        return "barrier allocation must be a descriptor of 1xi64 type"
    return None


def _no_prefix(msg: str) -> TraitError:
    """A message of ``emitError`` (no ``'op' op`` prefix)."""
    return TraitError(msg, op_prefix=False)


@irdl_op("ttg.convert_layout")
class ConvertLayoutOp(Op):
    """Change a tensor's layout.
    Example: %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked2>"""

    src = operand(TT_Tensor)
    result = result(TT_Tensor)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(), SameOperandsAndResultShape(), SameOperandsAndResultElementType())

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``ConvertLayoutOp::getCanonicalizationPatterns`` (rooted at the
        convert and at the ops whose converts it folds)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.ttg.canonicalize import convert_layout_canonicalization_patterns

        return convert_layout_canonicalization_patterns()


@irdl_op("ttg.async_wait")
class AsyncWaitOp(Op):
    """Wait until at most ``num`` async copy groups are in flight.
    Example: %2 = ttg.async_wait %0, %1 {num = 2 : i32}"""

    asyncToken = var_operand(TTG_AsyncToken)
    num = attr(I32_ATTR)
    retToken = result(TTG_AsyncToken)
    format = "($asyncToken^)? attr-dict"
    traits = (MemWaitOpTrait(),)
    infer_result_types = classmethod(async_token_result)


@irdl_op("ttg.async_commit_group")
class AsyncCommitGroupOp(Op):
    """Close a group of async copies.  Example: %1 = ttg.async_commit_group tokens %0"""

    inputTokens = var_operand(TTG_AsyncToken)
    asyncToken = result(TTG_AsyncToken)
    format = "(`tokens` $inputTokens^)? attr-dict"
    infer_result_types = classmethod(async_token_result)


@irdl_op("ttg.async_copy_global_to_local")
class AsyncCopyGlobalToLocalOp(Op):
    """Asynchronous copy from global to shared memory.
    Example: %3 = ttg.async_copy_global_to_local %0, %1 mask %2 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>"""

    src = operand(TT_PtrTensor)
    result = operand(TTG_MemDesc)
    mask = opt_operand(I1Tensor)
    other = opt_operand(TT_Type)
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(MEMORY_CACHE_POLICY, False))
    evict = enum_attr(EVICTION_POLICIES, default=1, declared=(MEMORY_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=MEMORY_CACHE_POLICY)
    isVolatile = attr(BOOL_ATTR, default=A.BoolAttr(False))
    contiguity = attr(I32_ATTR, default=i32(1))
    token = result_def(TTG_AsyncToken)
    format = Versioned(
        "$src `,` $result (`mask` $mask^)? (`other` $other^)?"
        " oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"
        " attr-dict `:` type($src) `->` type($result)",
        Since((3, 9), "$src `,` $result (`mask` $mask^)? (`other` $other^)? attr-dict `:` type($src) `->` type($result)",
              "triton-lang/triton#11482 (as tt.load's MEMORY_CACHE_POLICY): the cache modifier and eviction policy "
              "became an optional cachePolicy in the attribute dictionary; `cacheModifier = ...` is gone from the "
              "syntax (3.9.0 wheel)"),
        name="ttg.async_copy_global_to_local format")
    effects = (MemRead("src", GLOBAL_MEMORY), MemWrite("result", SHARED_MEMORY))
    traits = (AttrSizedOperandSegments(), TypesMatchWith("infer mask type from src type", "src", "mask", i1_like),
              TypesMatchWith("infer other type from src type", "src", "other", pointee_like))
    type_rules = {"mask": type_rule("src", lambda k, st: [i1_like(k["src"][0])] * len(st.operands.get("mask", []))),
                  "other": type_rule("src", lambda k, st: [pointee_like(k["src"][0])] * len(st.operands.get("other", [])))}
    infer_result_types = classmethod(async_token_result)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``AsyncCopyGlobalToLocalOp::verify``."""
        if not self.result.type.mutable:
            return "Cannot store into immutable memory"
        return None


@irdl_op("ttg.local_alloc")
class LocalAllocOp(Op):
    """Allocate a shared-memory buffer, optionally initialised from a tensor.
    Example: %1 = ttg.local_alloc %0 : (tensor<64x16xf32, #blocked>) -> !ttg.memdesc<64x16xf32, #shared, #smem>"""

    src = opt_operand(TT_Tensor)
    alignment = opt_attr(I32_ATTR)
    result = result(TTG_MemDesc)
    format = "($src^)? attr-dict `:` functional-type(operands, results)"
    traits = ()

    verify_types_and_attrs_only = True
    #: Triton 3.8 refuses sub-byte elements here (3.9 in ``!ttg.memdesc`` itself, MEMDESC_ELEMENT_WIDTH)
    BYTE_ELEMENTS = Versioned(
        False, Since((3, 8), True, "Triton 3.8.0 (upstream change not found): LocalAllocOp::verify wants the element "
                     "bit width (a pointer's 64) to be a multiple of 8"),
        Since((3, 9), False, "triton-lang/triton#11422 ([TritonGPU] Require byte-addressable shared-memory "
                             "descriptors): the check moves to MemDescType::verify"),
        name="ttg.local_alloc: byte elements")

    def verify_(self):
        """``LocalAllocOp::verify``."""
        t = self.result.type
        if not isinstance(t.memory_space, SharedMemorySpace):
            return "should create a buffer of shared memory"
        if resolve(self.BYTE_ELEMENTS):
            el = t.element
            bits = 64 if isinstance(el, T.PointerType) else getattr(el, "width", None)
            if bits is not None and bits % 8 != 0:  # (other element types: Triton asserts)
                return "element type bit width must be a multiple of 8"
        if self.src is not None:
            err = verify_shared_memory_rank(self.src.type, t, "source")
            if err:
                return err
        return verify_alloc_op(self.src, t)

    def get_effects(self) -> list:
        """``LocalAllocOp::getEffects``."""
        return memdesc_alloc_effects(self, SHARED_MEMORY, "allocation.offset")

    def fold(self, constants):
        """``LocalAllocOp::fold``: ``local_alloc(local_load(buf))`` of an immutable
        buffer of ``buf``'s type is ``buf``."""
        if self.result.type.mutable:
            return None
        if self.num_operands == 0:
            return None
        load = self.operand(0).defining_op
        if not isinstance(load, LocalLoadOp):
            return None
        load_src = load.operand(0)
        if load_src.type != self.result.type:
            return None
        return [load_src]


@irdl_op("ttg.local_dealloc")
class LocalDeallocOp(Op):
    """Free a shared-memory buffer.
    Example: ttg.local_dealloc %0 : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable>"""

    src = operand(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src))"
    effects = (MemFree("src", SHARED_MEMORY),)


@irdl_op("ttg.memdesc_index")
class MemDescIndexOp(Op):
    """Take one slice of the leading dimension.
    Example: %2 = ttg.memdesc_index %0[%1] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>"""

    src = operand(TTG_MemDesc)
    index = operand(I32_T)
    result = result(TTG_MemDesc)
    format = ("$src `[` $index `]` attr-dict `:` qualified(type($src)) `->`"
              " qualified(type($result))")
    traits = (Pure(), MemDescViewTrait())

    verify_types_and_attrs_only = True

    #: MemDescIndexOp::verify's encoding check
    SAME_ENCODING = Versioned(
        False, Since((3, 8), True, "Triton 3.8.0 (upstream change not confirmed; it arrived with memdesc_subslice's "
                                   "equal-encoding check, triton-lang/triton#9507): the source and result encodings "
                                   "must be equal ('src and result must have the same encoding'), checked right "
                                   "after the element type; 3.6 and 3.7 accept different ones"),
        name="ttg.memdesc_index: equal encodings")

    def verify_(self):
        """``MemDescIndexOp::verify``."""
        src, dst = self.src.type, self.result.type
        if src.element != dst.element:
            return _no_prefix("result element type must match desc element type")
        if resolve(self.SAME_ENCODING) and src.encoding != dst.encoding:
            return _no_prefix("src and result must have the same encoding")
        if src.rank != dst.rank + 1:
            return _no_prefix("result rank must be input rank - 1")
        if len(src.alloc_shape) != src.rank:
            return _no_prefix("We don't allow taking memdesc_index of a memdesc_index")
        if tuple(src.shape[1:]) != tuple(dst.shape):
            return _no_prefix("result shape must equal to srcShape[1:]")
        if src.alloc_shape != src.shape:
            return _no_prefix("We don't support memdesc_index of a subview")
        if (src.encoding is None) != (dst.encoding is None):
            return _no_prefix("src and result must both have or not have an encoding")
        if isinstance(src.encoding, SharedEncoding) != isinstance(dst.encoding, SharedEncoding):
            return _no_prefix("src and dst must have the same type of encoding")
        if dst.alloc_shape != dst.shape or src.alloc_shape != src.shape:
            return _no_prefix("alloc shape must match shape for both result and src")
        if isinstance(src.encoding, TensorMemoryEncoding) and (src.rank != 3 or dst.rank != 2):
            return _no_prefix("only 3D -> 2D subviews are supported for TensorMemoryEncodingAttr")
        return None


class _Offsets:
    """``custom<Offsets>``: a comma-separated list of integers (no brackets)."""

    @staticmethod
    def parse(p, st, args):
        vals = []
        while True:
            t = p.expect_kind("number")
            vals.append(int(t.text, 0))
            if not (p.at_punct(",") and p._tok_kind(1) == "number"):
                break
            p.next()
        st.attrs[args[0].attr_name] = A.DenseArrayAttr(T.i32, vals)

    @staticmethod
    def print(op, p, args):
        a = op.attributes.get(args[0].attr_name)
        return ", ".join(str(v) for v in a.values) if a is not None else ""


@irdl_op("ttg.memdesc_subslice")
class MemDescSubsliceOp(Op):
    """Take a subview at constant offsets.
    Example: %1 = ttg.memdesc_subslice %0[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem, 64x64>"""

    src = operand(TTG_MemDesc)
    offsets = attr(DENSE_I32_ARRAY)
    result = result(TTG_MemDesc)
    custom_directives = {"Offsets": _Offsets}
    format = ("$src `[` custom<Offsets>($offsets) `]` attr-dict `:` qualified(type($src))"
              " `->` qualified(type($result))")
    traits = (Pure(), MemDescViewTrait())

    verify_types_and_attrs_only = True

    #: What MemDescSubsliceOp::verify allows across releases
    RULES = Versioned(
        "3.6", Since((3, 8), "cta", "triton-lang/triton#9507 ([TRITONGPU] Allow memory slicing on non-CTA "
                     "dimensions): a layout with a block dimension may be split along dims its CTAs do not split "
                     "(pseudoinverse; 'We don't support splitting along CTA dimensions'), the encodings must be "
                     "equal, an offset may not exceed the source shape"),
        Since((3, 9), "alloc", "Triton 3.9.0 (upstream change not found): the result keeps the source's "
                               "allocation shape ('source and result must have the same allocation shape'), and "
                               "splitting along CTA dimensions is allowed"),
        name="ttg.memdesc_subslice: what it allows")

    def verify_(self):
        """``MemDescSubsliceOp::verify`` (as ``RULES`` says for the release)."""
        rule = resolve(self.RULES)
        src, dst = self.src.type, self.result.type
        offsets = list(self.attributes["offsets"].values)
        if src.element != dst.element:
            return _no_prefix("result element type must match desc element type")
        if rule != "3.6" and src.encoding != dst.encoding:
            return _no_prefix("src and result must have the same encoding")
        if len(offsets) != src.rank:
            return _no_prefix("offsets must have the same rank as input")
        if src.rank != dst.rank:
            return _no_prefix("result rank must equal to input rank")
        if (src.encoding is None) != (dst.encoding is None):
            return _no_prefix("src and result must both have or not have an encoding")
        if not isinstance(src.encoding, SharedEncoding) or not isinstance(dst.encoding, SharedEncoding):
            return _no_prefix("src and dst must both be of shared memory encoding")
        if rule == "alloc" and tuple(src.alloc_shape) != tuple(dst.alloc_shape):
            return _no_prefix("source and result must have the same allocation shape")
        split = [i for i in range(src.rank) if src.shape[i] != dst.shape[i]]
        if not split:
            return None
        for dim, offset in enumerate(offsets):
            if dim not in split:
                if offset != 0:
                    return _no_prefix("A non zero offset found in a dimension that is not being split")
            elif offset & (dst.shape[dim] - 1):
                return _no_prefix("The split offset may not touch the tile")
            elif rule != "3.6" and offset >= src.shape[dim]:
                return _no_prefix("The split offset may not exceed the source shape")
        enc = src.encoding
        try:
            if isinstance(enc, PaddedSharedEncoding):
                if enc.rank < src.rank:
                    return _no_prefix("SubSlice of low rank PaddedSharedEncoding from higher rank tensors "
                                      "is not supported yet")
                ll = enc.linear_component  # (3.8's paddedLinearLayout is not modelled)
            else:
                ll = to_linear_layout(enc, src.alloc_shape[len(src.alloc_shape) - src.rank:])
            if rule == "3.6":
                if ll.get_in_dim_size("block") != 1:
                    return _no_prefix("non-trivial block dimension not supported")
                inv = ll.invert()
            else:
                inv = ll.pseudoinvert()
        except LinearLayoutError:
            return None  # (Triton asserts building or inverting it; other checks report the layout)
        names = standard_out_dim_names(src.rank)
        for dim in split:
            size = dst.shape[dim]
            while size < src.shape[dim]:
                point = [(n, size if i == dim else 0) for i, n in enumerate(names)]
                values = dict(inv.apply(point))
                v = values.get("offset", 0)
                if rule == "3.6" and (v <= 0 or v & (v - 1)):
                    return _no_prefix("We don't support splitting along the swizzling pattern")
                if rule != "3.6" and v != 0 and v & (v - 1):
                    return _no_prefix("We don't support splitting along the swizzling pattern")
                if rule == "cta" and values.get("block", 0) != 0:
                    return _no_prefix("We don't support splitting along CTA dimensions")
                size *= 2
        return None

    #: Whether ``memdesc_subslice(memdesc_subslice(x, o1), o2)`` folds in place to
    #: ``memdesc_subslice(x, o1 + o2)``.
    FOLD_CHAIN = Versioned(False, Since((3, 7), True, "triton-lang/triton#8755: MemDescSubsliceOp::fold folds a "
                                                      "chain of subslices (checked with the 3.7.1 wheel)"),
                           name="ttg.memdesc_subslice: fold a subslice of a subslice")

    def fold(self, constants):
        """``MemDescSubsliceOp::fold`` (Triton 3.7, :attr:`FOLD_CHAIN`)."""
        src = self.src.defining_op
        if not isinstance(src, MemDescSubsliceOp) or not resolve(self.FOLD_CHAIN):
            return None
        outer = src.attributes["offsets"].values
        combined = [((a + b + 2**31) % 2**32) - 2**31 for a, b in zip(outer, self.attributes["offsets"].values)]
        self.set_operand(0, src.src)
        self.attributes["offsets"] = A.DenseArrayAttr(T.i32, combined)
        return IN_PLACE


@irdl_op("ttg.memdesc_trans")
class MemDescTransOp(TransposeOpInterface, InferTypeOpWithLayoutEquivalence, Op):
    """Transpose a memory descriptor.
    Example: %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<32x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared1, #smem>"""

    src = operand(TTG_MemDesc)
    order = attr(DENSE_I32_ARRAY)
    result = result(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"
    traits = (Pure(), MemDescViewTrait(), VerifyTransposeOpInterface(), SameOperandsAndResultElementType())

    verify_types_and_attrs_only = True

    def verify_(self):
        """``MemDescTransOp::inferReturnTypes`` checked against the result
        (``InferTypeOpWithLayoutEquivalence``)."""
        src = self.src.type
        order = list(self.attributes["order"].values)
        enc = None
        if src.encoding is not None:
            try:
                enc = infer_trans_encoding_checked(src.encoding, list(src.shape), order)
            except LayoutInferenceError as e:
                return _no_prefix(str(e))
            except LinearLayoutError:
                return None  # (Triton asserts building the layout)
        n = len(order)
        alloc = list(src.alloc_shape)
        head, tail = alloc[:len(alloc) - n], alloc[len(alloc) - n:]
        inferred = T.MemDescType([src.shape[i] for i in order], src.element, enc, src.memory_space,
                                 src.mutable, head + [tail[i] for i in order])
        return self.verify_return_types([inferred])

    def fold(self, constants):
        """``MemDescTransOp::fold``: a transpose by the identity order is its
        source; a transpose of a transpose becomes one transpose of the inner
        source by the composed order (in place)."""
        order = list(self.attributes["order"].values)
        # transpose(x, order=[0, 1, ...]) -> x
        if order == list(range(len(order))):
            return [self.operand(0)]
        # transpose(transpose(x)) -> transpose(x)
        inner = self.operand(0).defining_op
        if isinstance(inner, MemDescTransOp):
            inner_order = list(inner.attributes["order"].values)
            # applyPermutation(innerOrder, order)[i] = innerOrder[order[i]]
            self.attributes["order"] = A.DenseArrayAttr(T.i32, [inner_order[i] for i in order])
            self.set_operand(0, inner.operand(0))
            return IN_PLACE
        return None


@irdl_op("ttg.memdesc_reshape")
class MemDescReshapeOp(Op):
    """Reshape a memory descriptor.
    Example: %1 = ttg.memdesc_reshape %0 : !ttg.memdesc<2x64xf16, #shared3, #smem> -> !ttg.memdesc<128xf16, #shared2, #smem>"""

    src = operand(TTG_MemDesc)
    result = result(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"
    traits = (Pure(), MemDescViewTrait(), SameOperandsAndResultElementType())

    verify_types_and_attrs_only = True

    def verify_(self):
        """``MemDescReshapeOp::verify``: the element count and type, a whole
        allocation, and the result type its ``inferReturnTypes`` gives
        (``verifyEquivalentType``; a mismatch fails without a message in
        Triton, ``InferTypeOpInterface``'s here)."""
        src, dst = self.src.type, self.result.type
        if math.prod(dst.shape) != math.prod(src.shape):
            return _no_prefix("number of src and dst elements of reshape must be the same")
        if dst.element != src.element:
            return _no_prefix("result element type must match src element type")
        if tuple(src.alloc_shape[len(src.alloc_shape) - src.rank:]) != tuple(src.shape):
            return _no_prefix("NYI: memdesc_reshape of memdesc_subslice")
        try:
            enc = _infer_memdesc_reshape_encoding(list(src.shape), src.encoding, list(dst.shape))
        except LinearLayoutError:
            return None  # (Triton asserts building the layout)
        alloc = list(src.alloc_shape[:len(src.alloc_shape) - src.rank]) + list(dst.shape)
        inferred = T.MemDescType(dst.shape, src.element, enc, src.memory_space, src.mutable, alloc)
        if not equivalent_types(inferred, dst):
            return incompatible_return_types([inferred], [dst])
        return None


def _infer_memdesc_reshape_encoding(src_shape, src_enc, dst_shape):
    """``inferMemDescReshapeOpEncoding``: an NVMMA-shared layout of one CTA
    stays one when the reshape keeps its inner dimension and its linear
    layout; a padded layout reshapes its linear component; otherwise the
    reshaped linear layout as ``#ttg.shared_linear``."""
    if src_enc is None:
        return None
    if isinstance(src_enc, NVMMASharedEncoding) and src_enc.num_ctas == 1:
        inner_dst = dst_shape[0] if src_enc.transposed else dst_shape[-1]
        inner_src = src_shape[0] if src_enc.transposed else src_shape[-1]
        if inner_dst == inner_src:
            cand = NVMMASharedEncoding(src_enc.swizzling_byte_width, src_enc.transposed,
                                       src_enc.element_bit_width, src_enc.fp4_padded,
                                       CTALayout.get_default(len(dst_shape)))
            if reshape_layout(to_linear_layout(src_enc, src_shape), dst_shape) == \
                    to_linear_layout(cand, dst_shape):
                return cand
    elif isinstance(src_enc, PaddedSharedEncoding):
        return PaddedSharedEncoding(src_enc.intervals, src_enc.paddings,
                                    reshape_layout(src_enc.linear_component, dst_shape))
    ll = reshape_layout(to_linear_layout(src_enc, src_shape), dst_shape)
    return SharedLinearEncoding(ll, src_enc.get_alignment())


def _layout_rank(t: T.MemDescType) -> int:
    """``LayoutEncodingTrait::getRank`` of a memdesc's encoding (tensor memory: 2)."""
    enc = t.encoding
    return 2 if isinstance(enc, TensorMemoryEncoding) else enc.rank


def _is_subview(t: T.MemDescType) -> bool:
    rank = _layout_rank(t)
    return list(t.shape)[-rank:] != list(t.alloc_shape)[-rank:]


def _view_num_bits(t: T.MemDescType) -> int:
    """The bits a memdesc's allocation holds: its layout's offsets (shared memory)
    or columns (tensor memory), once per leading allocation dimension."""
    rank = _layout_rank(t)
    shape = list(t.alloc_shape)[-rank:]
    enc = t.encoding
    if isinstance(enc, PaddedSharedEncoding):
        ll = enc.linear_component  # (paddedLinearLayout)
    elif isinstance(enc, TensorMemoryEncoding):
        ll = tensor_memory_to_linear_layout(shape, enc)
    else:
        ll = to_linear_layout(enc, shape)
    copies = math.prod(list(t.alloc_shape)[:-rank])
    dim = "offset" if isinstance(t.memory_space, SharedMemorySpace) else "col"
    return copies * ll.get_in_dim_size(dim) * int_or_float_width(t.element)


@irdl_op("ttg.memdesc_reinterpret")
class MemDescReinterpretOp(Op):
    """Reinterpret a memory descriptor as another type and shape.
    Example: %1 = ttg.memdesc_reinterpret %0 : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf32, #shared, #smem>"""

    src = operand(TTG_MemDesc)
    result = result(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"
    traits = (Pure(), MemDescViewTrait())
    VERIFIED = Versioned(None, Since((3, 8), "storage", "triton-lang/triton#10139, #10184 and #10243 "
                                     "(MemDescReinterpretOp::verify): the same padding pattern, memory space and "
                                     "mutability, no subviews, and the same logical storage size"),
                         Since((3, 9), "footprint", "Triton 3.9.0 (PR not found): after the same padding, memory "
                                                    "space and mutability checks, 'result must not be a subview' and "
                                                    "'result shared-memory footprint (N bytes) exceeds the source "
                                                    "view (M bytes)' (a source subview may be reinterpreted within "
                                                    "what it owns; modelled for a source that is no subview and "
                                                    "unpadded layouts only)"),
                         name="ttg.memdesc_reinterpret: verified (3.8's rules)")

    def verify_(self):
        """``MemDescReinterpretOp::verify`` (Triton 3.8 on; its errors have no op prefix)."""
        rule = resolve(self.VERIFIED)
        if rule is None:
            return None
        src, dst = self.src.type, self.result.type
        padded = isinstance(src.encoding, PaddedSharedEncoding)
        if padded != isinstance(dst.encoding, PaddedSharedEncoding):
            return TraitError("cannot reinterpret between padded and non-padded layouts", op_prefix=False)
        if padded:
            def pattern(t):
                size = int_or_float_width(t.element) // 8
                return list(dict((i * size, q * size) for i, q in zip(t.encoding.intervals, t.encoding.paddings)).items())
            if pattern(src) != pattern(dst):
                return TraitError("cannot reinterpret with different padding pattern", op_prefix=False)
        if src.memory_space != dst.memory_space:
            return TraitError("source and result must have the same memory space", op_prefix=False)
        if src.mutable != dst.mutable:
            return TraitError("source and result must have the same mutability", op_prefix=False)
        if rule == "footprint":
            return self._verify_footprint(src, dst, padded)
        if _is_subview(src) or _is_subview(dst):
            return TraitError("source and result must not be subviews; reinterpret the parent descriptor and then "
                              "take a subview", op_prefix=False)
        try:
            bits = [_view_num_bits(t) for t in (src, dst)]
        except LinearLayoutError:  # (a layout Triton cannot build: it asserts)
            return None
        if bits[0] != bits[1]:
            return TraitError(f"source and result must have the same logical storage size ({bits[0]} vs {bits[1]})",
                              op_prefix=False)
        return None

    def _verify_footprint(self, src, dst, padded: bool):
        """Triton 3.9's rest: the result no subview, its shared-memory footprint within the source
        view's (for unpadded layouts and a source that is no subview: what pyopt models)."""
        if _is_subview(dst):
            return TraitError("result must not be a subview", op_prefix=False)
        if padded or _is_subview(src) or not isinstance(src.memory_space, SharedMemorySpace):
            return None
        try:
            nbytes = [_view_num_bits(t) // 8 for t in (src, dst)]
        except LinearLayoutError:
            return None
        if nbytes[1] > nbytes[0]:
            return TraitError(f"result shared-memory footprint ({nbytes[1]} bytes) exceeds the source view "
                              f"({nbytes[0]} bytes)", op_prefix=False)
        return None

    def fold(self, constants):
        """``MemDescReinterpretOp::fold``: a reinterpret to the source's own type
        is the source."""
        if self.result.type == self.operand(0).type:
            return [self.operand(0)]
        return None


@irdl_op("ttg.local_load")
class LocalLoadOp(Op):
    """Load a shared-memory buffer into a distributed tensor.
    Example: %1 = ttg.local_load %0 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #blocked>"""

    src = operand(TTG_MemDesc)
    token = opt_operand(TTG_AsyncToken)
    result = result(TT_Tensor)
    format = "$src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)"
    effects = (MemRead("src", SHARED_MEMORY),)
    traits = (LocalLoadTrait(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``LocalLoadOp::verify``."""
        return (verify_shared_memory_rank(self.result.type, self.src.type, "result")
                or verify_memory_op_types(self.src.type, self.result.type))


def _verify_axis_indexed(mem: T.MemDescType, indices: T.RankedTensorType, data: T.RankedTensorType,
                         axis: int, mem_name: str, data_name: str) -> Optional[TraitError]:
    """The checks ``ttg.local_gather`` and ``ttg.local_scatter`` share (Triton 3.7 on; ``emitError``: no op
    prefix): the axis within the buffer's rank, the buffer and the indices of
    one rank, the data (result or values) of the indices' shape and of the
    buffer's element type."""
    if axis < 0 or axis >= len(mem.shape):
        return _no_prefix(f"axis {axis} is out of bounds for {mem_name} rank {len(mem.shape)}")
    if len(mem.shape) != indices.rank:
        return _no_prefix(f"{mem_name} and indices must have the same rank")
    if tuple(data.shape) != tuple(indices.shape):
        return _no_prefix(f"{data_name} shape must match indices shape")
    if data.element != mem.element:
        return _no_prefix(f"{data_name} element type must match {mem_name} element type")
    return None


@irdl_op("ttg.local_gather")
class LocalGatherOp(Op):
    """Gather from a shared-memory buffer along ``axis`` (Triton 3.7 on):
    ``result[I] = src[I with I[axis] replaced by indices[I]]``; the result has
    the indices' shape.
    Example: %2 = ttg.local_gather %0[%1] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared2, #smem, mutable>, tensor<128xi32, #blocked1> -> tensor<128xf32, #blocked1>"""

    src = operand(TTG_MemDesc)
    indices = operand(TT_IntTensor)
    axis = attr(I32_ATTR)
    token = opt_operand(TTG_AsyncToken)
    result = result(TT_Tensor)
    format = ("$src `[` $indices `]` (`token` $token^)? attr-dict `:` qualified(type($src)) `,`"
              " type($indices) `->` type($result)")
    effects = (MemRead("src", SHARED_MEMORY),)
    traits = (LocalLoadTrait(),)
    verify_types_and_attrs_only = True

    def verify_(self):
        """``LocalGatherOp::verify``."""
        return _verify_axis_indexed(self.src.type, self.indices.type, self.result.type,
                                    self.axis.value, "source", "result")


@irdl_op("ttg.local_scatter")
class LocalScatterOp(Op):
    """Scatter into a shared-memory buffer along ``axis`` (Triton 3.7 on):
    ``dst[I with I[axis] replaced by indices[I]] = values[I]``.
    Example: ttg.local_scatter %0[%1], %2 {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared2, #smem, mutable>, tensor<128xi32, #blocked1>, tensor<128xf32, #blocked1>"""

    dst = operand(TTG_MemDesc)
    values = operand(TT_Tensor)
    indices = operand(TT_IntTensor)
    axis = attr(I32_ATTR)
    token = opt_operand(TTG_AsyncToken)
    format = ("$dst `[` $indices `]` `,` $values (`token` $token^)? attr-dict `:` qualified(type($dst)) `,`"
              " type($indices) `,` type($values)")
    effects = (MemWrite("dst", SHARED_MEMORY),)
    verify_types_and_attrs_only = True

    def verify_(self):
        """``LocalScatterOp::verify``."""
        return _verify_axis_indexed(self.dst.type, self.indices.type, self.values.type,
                                    self.axis.value, "destination", "values")


@irdl_op("ttg.local_atomic_scatter_rmw")
class LocalAtomicScatterRMWOp(InferTypeOpInterface, Op):
    """Atomic read-modify-write of a shared-memory buffer along ``axis``,
    where ``mask`` holds (Triton 3.8 on); returns the old values.
    Example: %3 = ttg.local_atomic_scatter_rmw fadd, %0[%1], %2 {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared2, #smem, mutable>, tensor<128xf32, #blocked1>, tensor<128xi32, #blocked1>) -> tensor<128xf32, #blocked1>"""

    atomic_rmw_op = enum_attr(RMW_OPS)
    dst = operand(TTG_MemDesc)
    values = operand(TT_Tensor)
    indices = operand(TT_IntTensor)
    mask = opt_operand(I1Tensor)
    axis = attr(I32_ATTR)
    result = result(TT_Tensor)
    format = ("$atomic_rmw_op `,` $dst `[` $indices `]` `,` $values (`,` $mask^)? attr-dict `:`"
              " functional-type(operands, results)")
    traits = (TypesMatchWith("result type matches values type", "values", "result"),
              TypesMatchWith("mask type matches values type", "values", "mask", i1_like))
    effects = (MemRead("dst", SHARED_MEMORY), MemWrite("dst", SHARED_MEMORY))
    verify_types_and_attrs_only = True

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [operands[1].type]

    def verify_(self):
        """``LocalAtomicScatterRMWOp::verify`` (its own order: the element kinds, then the rank, the
        shapes, the axis, the layouts and the element type)."""
        dst, values, indices = self.dst.type, self.values.type, self.indices.type
        mask = self.mask.type if self.mask is not None else None
        if not dst.mutable:
            return "Cannot store into immutable memory"
        if not isinstance(dst.encoding, SharedEncoding):
            return _no_prefix("destination must have shared memory encoding")
        if not isinstance(values.element, (T.IntegerType, T.FloatType)):
            return _no_prefix("values must have integer or floating element type")
        if not isinstance(indices.element, T.IntegerType):
            return _no_prefix("indices must have integer element type")
        err = verify_shared_memory_rank(values, dst, "values")
        if err:
            return err
        if tuple(values.shape) != tuple(indices.shape):
            return _no_prefix("values shape must match indices shape")
        if mask is not None and tuple(values.shape) != tuple(mask.shape):
            return _no_prefix("values shape must match mask shape")
        axis = self.axis.value & 0xFFFFFFFF  # (an unsigned)
        if axis >= len(dst.shape):
            return _no_prefix(f"axis {axis} is out of bounds for destination rank {len(dst.shape)}")
        if values.encoding != indices.encoding:
            return _no_prefix("values must have the same layout as indices")
        if mask is not None and values.encoding != mask.encoding:
            return _no_prefix("values must have the same layout as mask")
        if dst.element != values.element:
            return _no_prefix("values element type must match destination element type")
        return None


@irdl_op("ttg.local_store")
class LocalStoreOp(Op):
    """Store a distributed tensor into a shared-memory buffer.
    Example: ttg.local_store %0, %1 : tensor<64x16xf32, #blocked> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>"""

    src = operand(TT_Tensor)
    dst = operand(TTG_MemDesc)
    format = "$src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))"
    effects = (MemWrite("dst", SHARED_MEMORY),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``LocalStoreOp::verify``."""
        if not self.dst.type.mutable:
            return "Cannot store into immutable memory"
        return (verify_shared_memory_rank(self.src.type, self.dst.type, "source")
                or verify_memory_op_types(self.src.type, self.dst.type))


@irdl_op("ttg.predicate_stage")
class PredicateStageOp(Op):
    """Pipeliner stage predicate.
    Example: %0 = ttg.predicate_stage %arg0, %arg1, %arg2 maxStage 2 stage 0 : i32 -> i1"""

    iv = operand(AnySignlessIntegerOrIndex)
    ub = operand(AnySignlessIntegerOrIndex)
    step = operand(AnySignlessIntegerOrIndex)
    maxStage = attr(I32_ATTR)
    stage = attr(I32_ATTR)
    result = result(I1_T)
    format = ("$iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict `:` type($iv)"
              " `->` type($result)")
    traits = (Pure(), AllTypesMatch("iv", "ub", "step"))
    type_rules = {"ub": same_as("iv", verify_source=False), "step": same_as("iv", verify_source=False)}


@irdl_op("ttg.mask")
class MaskOp(Op):
    """Predicated region for pipelining (generic form).
    Example: %1 = "ttg.mask"(%0) ({
      ttg.mask.return %2 : i32
    }) : (i1) -> i32"""

    pred = operand(I1_T)
    result = var_result()
    region_ = region()
    traits = (SingleBlock(),)


@irdl_op("ttg.mask.return")
class MaskReturnOp(RegionBranchTerminatorOpInterface, Op):
    """Example: ttg.mask.return %0 : i32"""

    result = var_operand()
    format = "$result attr-dict `:` type($result)"
    traits = (HasParent("ttg.mask"), Pure(), IsTerminator(), ReturnLike())


@irdl_op("ttg.fp4_to_fp")
class Fp4ToFpOp(Op):
    """Upcast packed e2m1 values.
    Example: %1 = ttg.fp4_to_fp %0 {axis = 1 : i32} : tensor<64x32xi8> -> tensor<64x64xbf16>"""

    src = operand(I8RankedTensor)
    axis = attr(I32_ATTR)
    result = result(TT_FloatTensor)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``Fp4ToFpOp::verify``."""
        res = self.result.type
        if res.element not in (T.bf16, T.f16):
            return _no_prefix(f"only bf16 or f16 is supported for now, got '{res.element}'")
        return verify_fp4_to_fp(self, self.src.type, res, self.attributes["axis"].value)


def verify_fp4_to_fp(op, src, res, axis: int):
    """``Fp4ToFpOp::verifyFp4ToFp``: the shapes (:func:`fp4_to_fp_shape_error`),
    and encodings on both or neither; with encodings, the result's is the one
    inferred from the source's (``inferFp4ToFpOpEncoding`` backwards, compared
    by linear layout)."""
    err = fp4_to_fp_shape_error(src, res, axis)
    if err:
        return err
    if (res.encoding is None) != (src.encoding is None):
        return _no_prefix("source and result must both have an encoding, or neither")
    if res.encoding is None:
        return None
    try:
        inferred = infer_fp4_to_fp_encoding(list(res.shape), axis, res.encoding, False)
        if inferred is None:
            return _no_prefix("failed to infer encoding")
        if not layouts_equivalent(list(src.shape), inferred, src.encoding):
            return _no_prefix("Src and Dst encodings are not compatible:\n"
                              + to_linear_layout(inferred, list(src.shape)).to_string() + "\n"
                              + to_linear_layout(src.encoding, list(src.shape)).to_string())
    except LinearLayoutError:
        return None  # (Triton asserts building a layout; the layout verifier reports it)
    return None


def fp4_to_fp_shape_error(src, res, axis: int):
    """The shape rules of ``Fp4ToFpOp::verifyFp4ToFp``, which
    ``ScaledUpcastFp4Op::verify`` (amdg) repeats: equal ranks, the axis in
    range, the result's ``axis`` dimension twice the source's and the others
    equal."""
    rank = src.rank
    if rank != res.rank:
        return _no_prefix(f"source rank {rank} != result rank {res.rank}")
    # (Triton reads the axis as unsigned)
    uaxis = axis & 0xFFFFFFFF
    if not uaxis < rank:
        return _no_prefix(f"axis {uaxis} out of range for rank {rank}")
    for i in range(rank):
        if i == axis:
            if res.shape[i] != src.shape[i] * 2:
                return _no_prefix(f"axis {axis} dimension must be 2x source dimension "
                                  f"(src={src.shape[i]}, dst={res.shape[i]})")
        elif res.shape[i] != src.shape[i]:
            return _no_prefix(f"dimension {i} mismatch (src={src.shape[i]}, dst={res.shape[i]}, axis={axis})")
    return None


@irdl_op("ttg.global_scratch_alloc")
class GlobalScratchAllocOp(Op):
    """Allocate a global scratch buffer.
    Example: %0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>"""

    nbytes = attr(I32_ATTR)
    alignment = attr(I32_ATTR)
    result = result(TT_Ptr)
    format = "attr-dict `:` qualified(type($result))"
    effects = (MemAlloc("result", GLOBAL_MEMORY),)


# ---------------------------------------------------------------------------
# Warp specialization
# ---------------------------------------------------------------------------
#: Which op checks the partition regions' arguments against the captures.
CAPTURES_ON_PARTITIONS = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9133 (Pass explicit captures to WarpSpecializePartitionsOp): "
                 "the captures are the partitions op's operands and its verifier checks the regions' arguments "
                 "against them; pyopt keeps them on ttg.warp_specialize (the generic form of 3.7's partitions op, "
                 "with the captures as operands, is not modelled)"),
    name="ttg.warp_specialize: captures checked by ttg.warp_specialize.partitions")


def _partition_arguments_error(regions, captures) -> Optional[str]:
    """Each partition region takes the captures' types, in order."""
    captures = list(captures)
    for i, r in enumerate(regions):
        args = r.blocks[0].args if r.blocks else []
        if len(args) != len(captures):
            return f"partition region #{i} has {len(args)} arguments but expected {len(captures)}"
        for k, (a, v) in enumerate(zip(args, captures)):
            if a.type != v.type:
                return (f"partition region #{i} argument #{k} has type '{a.type}' but corresponding "
                        f"capture has type '{v.type}'")
    return None


@irdl_op("ttg.warp_specialize")
class WarpSpecializeOp(RegionBranchOpInterface, Op):
    """Run a default region and partitions on separate warp groups.
    Example: %0 = ttg.warp_specialize(%arg0) attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield %arg0 : i32
    }
    partition0(%arg1: i32) num_warps(4) {
      ttg.warp_return
    } : (i32) -> i32"""

    explicitCaptures = var_operand()
    partitionNumWarps = attr(DENSE_I32_ARRAY)
    warpGroupStartIds = opt_attr(DENSE_I32_ARRAY)
    requestedRegisters = opt_attr(DENSE_I32_ARRAY)
    actualRegisters = opt_attr(DENSE_I32_ARRAY)
    defaultPassthrough = var_result()
    defaultRegion = region(blocks=">=1")
    partitionOpHolder = region(blocks=1)
    traits = (RecursiveMemoryEffects(), RecursivelySpeculatable(), AsyncRegions())

    def get_successor_regions(self, point):
        """``WarpSpecializeOp::getSuccessorRegions``: the op enters the default
        region, which goes to the results."""
        if point is None:
            return [RegionSuccessor(self.regions[0])]
        return [RegionSuccessor(None, self.results)]

    def verify_(self):
        """``WarpSpecializeOp::verify``."""
        holder = self.regions[1]
        first = holder.blocks[0].first if holder.blocks else None
        if not isinstance(first, WarpSpecializePartitionsOp):
            return ("expected to find only a `ttg.warp_specialize.partitions` op inside "
                    "its second region")
        regions = self.partition_regions
        num_warps = list(self.attributes["partitionNumWarps"].values)
        if len(regions) != len(num_warps):
            return f"has {len(regions)} partitions but `partitionNumWarps` has {len(num_warps)} elements"
        for i, n in enumerate(num_warps):
            n &= 0xFFFFFFFF  # (isPowerOf2_32 of the int32)
            if not (n and n & (n - 1) == 0):
                return f"partition #{i} number of warps ({num_warps[i]}) must be a power of 2"
        start = self.attributes.get("warpGroupStartIds")
        if start is not None and len(start.values) != len(num_warps):
            return f"has {len(start.values)} warp group start IDs but expected {len(num_warps)}"
        if not resolve(CAPTURES_ON_PARTITIONS):
            msg = _partition_arguments_error(regions, self.operands)
            if msg:
                return msg
        parent = self.parent_op
        while parent is not None:
            if isinstance(parent, WarpSpecializeOp):
                return "cannot be nested inside another `ttg.warp_specialize` op"
            parent = parent.parent_op
        n = verifier_num_warps(self)
        if n is not None and n % 4 != 0:
            return _no_prefix("warp-specialized kernels requires num_warps to be a multiple of 4")
        return None

    @property
    def partition_regions(self) -> list:
        holder = self.regions[1]
        if not holder.blocks or holder.blocks[0].first is None:
            return []
        return holder.blocks[0].first.regions

    @classmethod
    def parse(cls, p):
        toks = p.parse_paren_operand_toks()
        attrs = p.parse_attr_dict_with_keyword()
        p.expect_keyword("default")
        default = p.parse_region()
        # the partitions op is located where the parser is after the default region
        where = p.parser.src.line_col(p.pos())
        partitions_loc = A.FileLineColLoc(p.parser.src.name, *where)
        partitions, num_warps = [], []
        while p.optional_keyword(f"partition{len(partitions)}"):
            p.expect_punct("(")
            args = []
            if not p.optional_punct(")"):
                while True:
                    nt, ty, _, lc = p.parse_argument(with_attrs=True)
                    args.append((nt, ty, lc))
                    if p.optional_punct(")"):
                        break
                    p.expect_punct(",")
            p.expect_keyword("num_warps")
            p.expect_punct("(")
            num_warps.append(int(p.expect_kind("number").text))
            p.expect_punct(")")
            partitions.append(p.parse_region(entry_args=args, isolated=True))
        p.expect_punct(":")
        ft = p.parse_type()
        if not isinstance(ft, T.FunctionType) or len(ft.inputs) != len(toks):
            raise p.error("expected a function type with one input per capture")
        operands = [p.resolve(t, ty) for t, ty in zip(toks, ft.inputs)]
        attrs["partitionNumWarps"] = A.DenseArrayAttr(T.i32, num_warps)
        holder = Region()
        blk = Block()
        holder.add_block(blk)
        blk.append(WarpSpecializePartitionsOp([], [], {}, partitions, loc=partitions_loc))
        return cls(operands, list(ft.results), attrs, [default, holder])

    def print_body(self, p) -> str:
        nl = "\n" + " " * p.indent
        s = "(" + p.operands(self.operands) + ")"
        s += p.attr_dict(self, frozenset({"partitionNumWarps"}), with_keyword=True)
        s += nl + "default " + p.region(self.regions[0], print_entry_args=False)
        nw = self.attributes.get("partitionNumWarps")
        for i, r in enumerate(self.partition_regions):
            args = r.blocks[0].args if r.blocks else []
            s += nl + f"partition{i}(" + ", ".join(
                p.operand(a) + ": " + p.type(a.type) for a in args) + ")"
            s += f" num_warps({nw.values[i] if nw is not None else '?'}) "
            s += p.region(r, print_entry_args=False)
        ins = "(" + ", ".join(p.type(v.type) for v in self.operands) + ")"
        return s + " : " + ins + " -> " + T.render_result_types(p, [r.type for r in self.results])

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``WarpSpecializeOp::canonicalize`` (``hasCanonicalizeMethod``)."""
        # The pattern loads lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.ttg.canonicalize import WarpSpecializeOpCanonicalize

        return [WarpSpecializeOpCanonicalize()]


@irdl_op("ttg.warp_specialize.partitions")
class WarpSpecializePartitionsOp(Op):
    """Holds the partition regions of ``ttg.warp_specialize`` (printed by it).
    Example: "ttg.warp_specialize.partitions"() ({
    ^bb0(%arg1: i32):
      ttg.warp_return
    }) : () -> ()"""

    partitionRegions = region("variadic", blocks=">=1")  # VariadicRegion<MinSizedRegion<1>>
    traits = (IsolatedFromAbove(), RecursiveMemoryEffects(), RecursivelySpeculatable(), IsTerminator(), HasParent("ttg.warp_specialize"))

    def verify_(self):
        """``WarpSpecializePartitionsOp::verify`` (Triton 3.7 on): the partition
        regions' arguments against the captures (its operands in Triton, the
        parent's here, see :data:`CAPTURES_ON_PARTITIONS`)."""
        if not resolve(CAPTURES_ON_PARTITIONS):
            return None
        parent = self.parent_op
        return _partition_arguments_error(self.regions, parent.operands if parent is not None else [])


@irdl_op("ttg.warp_yield")
class WarpYieldOp(RegionBranchTerminatorOpInterface, Op):
    """Terminator of the default region.  Example: ttg.warp_yield %0 : i32"""

    values = var_operand()
    format = "($values^)? attr-dict (`:` type($values)^)?"
    traits = (Pure(), IsTerminator(), ReturnLike(), HasParent("ttg.warp_specialize"))

    def verify_(self):
        """``WarpYieldOp::verify``: the parent's result types."""
        parent = self.parent_op
        if self.num_operands != len(parent.results):
            return f"has {self.num_operands} operands but parent op expected {len(parent.results)}"
        for i, (r, v) in enumerate(zip(parent.results, self.operands)):
            if r.type != v.type:
                return f"operand #{i} has type '{v.type}' but parent op expected '{r.type}'"
        return None


@irdl_op("ttg.warp_return")
class WarpReturnOp(RegionBranchTerminatorOpInterface, Op):
    """Terminator of partition regions.  Example: ttg.warp_return"""

    format = "attr-dict"
    traits = (Pure(), IsTerminator(), ReturnLike(), HasParent("ttg.warp_specialize.partitions"))


@irdl_op("ttg.local_barrier")
class LocalBarrierOp(Op):
    """CTA-wide barrier for shared memory.  Example: ttg.local_barrier"""

    format = "attr-dict"


#: ``AddrSpace`` (TritonGPUAttrDefs.td, Triton 3.7): the memories a
#: ``ttg.barrier`` orders, a bit set printed as keywords joined by ``|``
#: in this order; every bit is ``all``, none ``none``.
ADDR_SPACES = {1: "local", 2: "global_read", 4: "global_write", 8: "tensor_read", 16: "tensor_write"}
_ADDR_SPACE_ALL = 31
_ADDR_SPACE_OF = {v: k for k, v in ADDR_SPACES.items()}


@irdl_op("ttg.inline_asm")
class InlineAsmOp(Op):
    """Inline assembly on whole values, scalars or tensors with their layouts
    (Triton 3.9).  ``pure`` says whether it has side effects (as
    ``tt.elementwise_inline_asm``); a ``packed_element`` is a discardable
    attribute here.  Format and messages read from the 3.9.0 wheel; the
    traits beyond its effects were not established.
    Example: %1 = ttg.inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", pure = true} %0 : (i32) -> i32"""

    asm_string = attr(STR_ATTR)
    constraints = attr(STR_ATTR)
    pure = attr(BOOL_ATTR)
    args = var_operand()
    result = var_result()
    format = "$asm_string attr-dict ($args^)? `:` functional-type($args, $result)"
    verify_types_and_attrs_only = True

    def verify_(self):
        """A tensor operand or result must carry its layout."""
        for v in (*self.operands, *self.results):
            if isinstance(v.type, T.RankedTensorType) and v.type.encoding is None:
                return "requires explicit distributed tensor layouts"
        return None

    def get_effects(self) -> list:
        """Nothing when ``pure``, else a read and a write of memory."""
        return pure_attr_effects(self)


@irdl_op("ttg.warp_id")
class WarpIdOp(Op):
    """The id of the executing warp (Triton 3.7 on, where ``nvg.warp_id`` is
    gone); ``omitUniformHint`` leaves out the hint that it is warp-uniform.
    Example: %0 = ttg.warp_id {omitUniformHint}"""

    omitUniformHint = opt_attr(UNIT_ATTR)
    result = result(I32_T)
    format = "attr-dict"
    traits = (Pure(),)

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        """The result is i32 (ODS builds a buildable result type)."""
        return [T.i32]


@irdl_op("ttg.barrier")
class BarrierOp(Op):
    """CTA-wide barrier over the memories ``addrSpace`` names; Triton 3.7
    replaced ``ttg.local_barrier`` with it (``tl.debug_barrier`` emits
    ``ttg.barrier all``).  The syntax is the op's own: keywords joined by
    ``|``, in any order and repeated (``global_read|local``), printed in bit
    order; ``all`` and ``none`` as such.  No attribute dictionary.
    Example: ttg.barrier local|global_read"""

    addrSpace = attr(bit_enum_constraint(ADDR_SPACES, T.i32))

    @classmethod
    def parse(cls, p):
        bits = 0
        while True:
            t = p.peek()
            word = p.optional_keyword()
            if word == "all":
                bits |= _ADDR_SPACE_ALL
            elif word != "none":
                if word not in _ADDR_SPACE_OF:
                    # (Triton reports it at the op's name)
                    raise p.parser.error(p.name_pos, "custom op 'ttg.barrier' unknown addrSpace "
                                                     f"'{t.text if t is not None else ''}'")
                bits |= _ADDR_SPACE_OF[word]
            if not p.optional_punct("|"):
                break
        return cls([], [], {"addrSpace": A.IntegerAttr(bits, T.i32)})

    def print_body(self, p) -> str:
        bits = self.addrSpace.value if self.addrSpace is not None else 0
        if bits == _ADDR_SPACE_ALL:
            return " all"
        if bits == 0:
            return " none"
        return " " + "|".join(w for v, w in ADDR_SPACES.items() if bits & v)


# ---------------------------------------------------------------------------
# TritonGPUDialect::verifyOperationAttribute (lib/Dialect/TritonGPU/IR/Dialect.cpp)
# ---------------------------------------------------------------------------
_MODULE_ONLY_ATTRS = ("ttg.num-ctas", "ttg.target", "ttg.threads-per-warp")
PARTITION_ATTR = "ttg.partition"
PARTITION_OUTPUTS_ATTR = "ttg.partition.outputs"


def _partition_ids_error(name: str, ids) -> Optional[str]:
    """Partition ids are non-empty, without duplicates, and sorted."""
    seen = []
    for i in ids:
        if i in seen:
            return f'has duplicated partition ids in attribute "{name}"'
        seen.append(i)
    if not seen:
        return f'has no partition ids in attribute "{name}"'
    if seen != sorted(seen):
        return f'partition ids not in sorted order in attribute "{name}"'
    return None


def _i32_array(v):
    return list(v.values) if isinstance(v, A.DenseArrayAttr) and v.element == T.i32 else None


def verify_operation_attribute(op, name: str, value):
    """``TritonGPUDialect::verifyOperationAttribute``: module-level
    attributes only on modules (``ttg.num-warps`` also on functions), and
    the partition attributes of warp specialization: sorted unique ids, a
    parent's ids covering its children's, output partition sets on
    ``scf.for``/``scf.if``/``tt.reduce`` (one per result, within the op's
    ids).  (Its check of ``tt.warp_specialize`` never runs: that name is the
    ``tt`` dialect's.)"""
    # Imported here: the builtin, scf and ub dialects import nothing of ttg, but the
    # module-level imports of this module stay those its ops need (start-up speed).
    from pyopt.dialects.builtin.ops import ModuleOp
    from pyopt.dialects.scf.ops import ForOp, IfOp, YieldOp
    from pyopt.dialects.tt.ops import FuncOp, ReduceOp
    from pyopt.dialects.ub.ops import PoisonOp

    if name in _MODULE_ONLY_ATTRS and not isinstance(op, ModuleOp):
        return f'has unexpected attribute "{name}" which is expected only on `module` ops'
    if name == "ttg.num-warps" and not isinstance(op, (ModuleOp, FuncOp)):
        return f'has unexpected attribute "{name}" which is expected only on `module` or `tt.func` ops'
    if name == PARTITION_ATTR:
        ids = _i32_array(value)
        if ids is None:
            # (Triton casts unchecked: undefined behaviour)
            return f'attribute "{name}" must be an array<i32: ...> of partition ids'
        err = _partition_ids_error(name, ids)
        if err:
            return err
    if name == PARTITION_OUTPUTS_ATTR:
        sets = [_i32_array(v) for v in value.elements] if isinstance(value, A.ArrayAttr) else [None]
        if any(s is None for s in sets):
            # (Triton casts unchecked: undefined behaviour)
            return f'attribute "{name}" must be an array of array<i32: ...> partition sets'
        for ids in sets:
            err = _partition_ids_error(name, ids)
            if err:
                return err
    if name == PARTITION_ATTR and op.regions:
        expected = []
        for region in op.regions:
            for block in region.blocks:
                child = block.first
                while child is not None:
                    if not isinstance(child, (YieldOp, PoisonOp)):
                        ids = _i32_array(child.attributes.get(PARTITION_ATTR))
                        if PARTITION_ATTR not in child.attributes:
                            return (child, f"does not have expected attribute {PARTITION_ATTR} which is "
                                           "expected for ops whose parent has partitions")
                        expected += ids or []
                    child = child.next
        own = _i32_array(value)
        if any(i not in own for i in expected):
            return f'partition ids in attr "{name}" does not contain partition ids of all child ops'
    if name == PARTITION_OUTPUTS_ATTR:
        if not isinstance(op, (ForOp, IfOp, ReduceOp)):
            return f'has unexpected attribute "{name}"'
        if len(value.elements) != len(op.results):
            return (f'does not have expected number of output partition sets in attr "{name}"; '
                    "should match number of results")
        own = _i32_array(op.attributes.get(PARTITION_ATTR))
        if PARTITION_ATTR not in op.attributes:
            return (f"does not have expected attribute {PARTITION_ATTR} which is expected for ops with "
                    f"attr {PARTITION_OUTPUTS_ATTR}")
        if any(i not in (own or []) for v in value.elements for i in v.values):
            return f'partition ids in attr {PARTITION_ATTR} must be the union of all partition ids in "{name}"'
    return None

