"""The TritonAMDGPU dialect ``amdg``
(third_party/amd/include/Dialect/TritonAMDGPU/IR/TritonAMDGPUOps.td, Triton
3.6.0 = 4b184ccc).  Buffer ops address memory as a scalar base pointer plus a
tensor of i32 offsets: ``amdg.buffer_load %base[%off], %mask, %other : tensor<...>``.
"""

from __future__ import annotations

from pyopt.ir.constraints import (
    BF16, BOOL_ATTR, DENSE_I32_ARRAY, DENSE_I64_ARRAY, F16, F32, F8E4M3FN, F8E5M2, I1, I16, I16_T, I1_T,
    I32, I32_ATTR, I32_T, I64, I8, UNIT_ATTR, AnyRankedTensor, VersionedConstraint, any_type_of, ranked_tensor_of,
    tensor_of,
)
from pyopt.ir.interfaces import incompatible_return_types
from pyopt.ir.opdef import Op, attr, irdl_op, operand, opt_attr, opt_operand, result, var_operand
from pyopt.ir.opdef import result as result_def
from pyopt.ir.attrdef import ATTR, AttrBodyError, AttrDef, Param
from pyopt.ir.format import type_rule
from pyopt.dialects.llvm.ops import LLVM_AnyPointer, LLVM_Type
from pyopt.dialects.tt.attrs import is_cache_policy
from pyopt.dialects.tt.constraints import I32Tensor, TT_BoolTensor, TT_Ptr, TT_Tensor, TT_TensorDescType
from pyopt.dialects.tt.ops import (
    CACHE_MODIFIERS, EVICTION_POLICIES, MEM_SEMANTICS, MEM_SYNC_SCOPES, RMW_OPS, SCALE_DOT_ELEM_TYPES, enum_attr,
    i1_like, i32, same_as,
)
from pyopt.dialects.ttg.ops import TTG_AsyncToken, TTG_MemDesc
from pyopt.dialects.tt.ops import GLOBAL_MEMORY
from pyopt.dialects.ttg.ops import SHARED_MEMORY
from pyopt.ir.effects import MemRead, MemWrite
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir.traits import (
    AllTypesMatch, AttrSizedOperandSegments, SameVariadicOperandSize, Elementwise, Pure, SameOperandsAndResultShape, TraitError, TypesMatchWith,
)
from pyopt.dialects.tt.traits import (
    SameLoadStoreOperandsAndResultEncoding, SameLoadStoreOperandsEncoding,
    SameOperandsAndResultEncoding,
)
from pyopt.dialects.ttg.traits import LocalLoadTrait, MemWaitOpTrait
from pyopt.dialects.ttg.interfaces import UpcastFpOpInterface
from pyopt.dialects.ttg.attrs import (
    AMDRotatingSharedEncoding, BlockedEncoding, DotOperandEncoding, LinearEncoding, PaddedSharedEncoding,
    SharedMemorySpace, SwizzledSharedEncoding, to_linear_layout,
)
from pyopt.dialects.ttg.linear_layout import LinearLayout, LinearLayoutError, identity_standard_nd
from pyopt.dialects.ttg.ops import (
    async_token_result, fp4_to_fp_shape_error, int_or_float_width, verify_barrier_type, verify_fp4_to_fp,
)
from pyopt.dialects.ttg.layout_infer import layouts_equivalent
from pyopt.dialects.ttg.context import num_ctas, threads_per_warp, verifier_num_warps, verifier_parent_module
from pyopt.dialects.ttg.attrs.blocked import get_default_blocked_encoding
from pyopt.dialects.amdg.interfaces import BufferOpInterface
from pyopt.dialects.amdg.target import TARGET_ATTR, ISAFamily, deduce_isa_family


class SchedHintVariantAttr(AttrDef):
    """``#amdg.SchedHintVariant<none|attention>`` (TritonAMDGPUAttrDefs.td: an
    I32EnumAttr printed as its keyword)."""

    NAME = "amdg.SchedHintVariant"
    parameters = (Param("value", kind=ATTR),)
    assembly = "params"
    VALUES = {0: "none", 2: "attention"}

    @classmethod
    def parse_payload(cls, payload):
        """The one keyword of ``<attention>``."""
        if len(payload) == 1 and isinstance(payload[0][1], A.UnitAttr) \
                and payload[0][0] in cls.VALUES.values():
            return cls(payload[0][0])
        raise AttrBodyError("expected one of " + ", ".join(cls.VALUES.values()))

    def render(self, p) -> str:
        return f"#amdg.SchedHintVariant<{self.value}>"


# -- verifier helpers (third_party/amd/lib/Dialect/TritonAMDGPU/IR/Dialect.cpp) ----------
def _no_prefix(msg: str) -> TraitError:
    return TraitError(msg, op_prefix=False)


def _missing_source_register(ll_src, ll_dst, locate):
    """The first destination element (``getElemCoordinatesFromRegisters`` of
    each register, lane, warp and block 0) that no register of the source
    holds (``getRegFromCoordinates``: the source's pseudo-inverse gives lane,
    warp and block 0), as Triton prints its coordinates; ``locate`` maps the
    destination coordinates into the source's.  None when all are held."""
    inverse = ll_src.pseudoinvert()
    for reg in range(1 << len(ll_dst.bases.get("register", ()))):
        coords = ll_dst.apply([("register", reg), ("lane", 0), ("warp", 0), ("block", 0)])
        coords = locate([v for _, v in coords])
        named = [(d, v) for (d, _), v in zip(ll_dst.get_out_dims(), coords)]
        hw = dict(inverse.apply(named))
        if hw.get("lane", 0) or hw.get("warp", 0) or hw.get("block", 0):
            return "[" + ", ".join(str(v) for v in coords) + "]"
    return None


def _lane_warp_bases_differ(ll_src, ll_dst) -> bool:
    return any(ll_src.bases.get(d) != ll_dst.bases.get(d) for d in ("lane", "warp"))


def _is_swizzled(enc) -> bool:
    """``isa<SwizzledSharedEncodingAttr>`` (the rotating layout is its own attribute in Triton)."""
    return isinstance(enc, SwizzledSharedEncoding) and not isinstance(enc, AMDRotatingSharedEncoding)


def _verify_tdm_block_size(desc_type):
    """``verifyTDMBlockSize``: each block dimension at most 65535."""
    for i, d in enumerate(desc_type.block_type.shape):
        if d > 65535:
            return f"TDM block dimension {i} ({d}) exceeds maximum size of 65535"
    return None


# -- type rules (TypesMatchWith in the op definitions) -------------------------------
def _elem_ptr(name):
    """getPointerTypeToElement: ``!tt.ptr<elem>`` of field ``name``'s element."""
    return type_rule(name, lambda k, st: [T.PointerType(k[name][0].element)])


def _i32_like(name):
    """getI32SameShape of field ``name``."""
    return type_rule(name, lambda k, st: [k[name][0].with_element(T.i32)])


def _mask_like(name, field="mask"):
    return type_rule(name, lambda k, st: [i1_like(k[name][0])] * len(st.operands.get(field, [])))


def _same_if_present(name, field):
    return type_rule(name, lambda k, st: k[name] * len(st.operands.get(field, [])))


def _to_elem_ptr(t):
    """getPointerTypeToElement: ``!tt.ptr<elem>`` of ``t``'s element."""
    return T.PointerType(t.element)


def _i32_same_shape(t):
    """getI32SameShape."""
    return t.with_element(T.i32)


_RESULT_PTR = TypesMatchWith("result element type matches the pointed type of ptr", "result", "ptr", _to_elem_ptr)
_RESULT_OFFSETS = TypesMatchWith("result and offsets have the same shape", "result", "offsets", _i32_same_shape)
_RESULT_MASK = TypesMatchWith("result and mask have the same shape", "result", "mask", i1_like)


# -- type constraints the ops spell out (TritonAMDGPUOps.td) ---------------------------------
_I8RankedTensor = ranked_tensor_of(I8)
_F8RankedTensor = ranked_tensor_of(any_type_of(F8E4M3FN, F8E5M2))
#: the scaled upcasts' scale: RankedTensorOf<[BF16]>, from 3.7 RankedTensorOf<[BF16, I8]>
_UpcastScale = VersionedConstraint(Versioned(
    ranked_tensor_of(BF16), Since((3, 7), ranked_tensor_of(BF16, I8), "Triton 3.7.1 (upstream change not found): "
                                  "the scaled upcasts' scale may be i8 as well as bf16"),
    name="amdg.scaled_upcast_fp4/fp8: scale types"))
#: the scaled upcasts' result: RankedTensorOf<[AnyTypeOf<[F16, BF16, F32]>]>, from 3.8 without F32
_UpcastResult = VersionedConstraint(Versioned(
    ranked_tensor_of(any_type_of(F16, BF16, F32)),
    Since((3, 8), ranked_tensor_of(any_type_of(F16, BF16)), "Triton 3.8.0 (upstream change not found): the scaled "
          "upcasts' result is f16 or bf16 (no f32)"),
    name="amdg.scaled_upcast_fp4/fp8: result types"))
#: ScaledUpcastFp4Op::verify's encoding checks: none up to 3.7 (the shapes only); from 3.8 the
#: scale's layout is the output's and the whole of Fp4ToFpOp::verifyFp4ToFp; 3.9 words the scale's
UPCAST_FP4_ENCODINGS = Versioned(
    None, Since((3, 8), "scale and output encodings are not compatible", "Triton 3.8.0 (upstream change not "
                "found): ScaledUpcastFp4Op::verify wants scale and output both with an encoding or neither, "
                "their layouts equivalent, then Fp4ToFpOp::verifyFp4ToFp with its encoding checks"),
    Since((3, 9), "scale encoding is not compatible with the inferred scale layout", "Triton 3.9.0 (upstream "
          "change not found): the same checks, the scale's mismatch worded as against the inferred scale layout "
          "(checked on our inputs: an equivalent layout is still accepted)"),
    name="amdg.scaled_upcast_fp4: encodings")


@irdl_op("amdg.extract_slice")
class ExtractSliceOp(Op):
    """Static slice of a tensor.
    Example: %1 = amdg.extract_slice %0 [0, 32] : tensor<128x64xf16, #blocked> to tensor<128x32xf16, #blocked>"""

    source = operand(AnyRankedTensor)
    static_offsets = attr(DENSE_I64_ARRAY)
    result = result(AnyRankedTensor)
    format = "$source $static_offsets attr-dict `:` type($source) `to` type($result)"
    traits = (Pure(),)

    def verify_(self):
        """``ExtractSliceOp::verify``: the slice lies in the source, and every
        element of the result is held, in the same thread, by a register of
        the source (lane and warp bases equal)."""
        src, dst = self.source.type, self.result.type
        if src.element != dst.element:
            return TraitError("result element type must match source element type", op_prefix=False)
        if len(src.shape) != len(dst.shape):
            return TraitError("result rank must be equal to source rank", op_prefix=False)
        offsets = list(self.attributes["static_offsets"].values)
        rank = len(src.shape)
        if len(offsets) != rank:
            # Triton reads offsets[i] unchecked: an error instead
            return TraitError(f"expected {rank} offsets, but got {len(offsets)}", op_prefix=False)
        for i in range(rank):
            if dst.shape[i] > src.shape[i]:
                return TraitError(f"result shape cannot exceed source shape at dimension {i}", op_prefix=False)
            if offsets[i] + dst.shape[i] > src.shape[i]:
                return TraitError(f"invalid offset at dimension {i}", op_prefix=False)
        if src.encoding is None or dst.encoding is None:
            return None
        ll_src = to_linear_layout(src.encoding, src.shape)
        ll_dst = to_linear_layout(dst.encoding, dst.shape)
        where = _missing_source_register(ll_src, ll_dst, lambda c: [v + o for v, o in zip(c, offsets)])
        if where:
            return TraitError(f"No source register holds the element for destination index {where}",
                              op_prefix=False)
        if _lane_warp_bases_differ(ll_src, ll_dst):
            return TraitError("Lane and warp dim basis must match between source and destination layout.",
                              op_prefix=False)
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``ExtractSliceOp::getCanonicalizationPatterns``."""
        # The pattern loads lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.amdg.canonicalize import CononicalizeExtractSliceAndConcat

        return [CononicalizeExtractSliceAndConcat()]


@irdl_op("amdg.concat")
class ConcatOp(Op):
    """Concatenate tensors along tiles.
    Example: %2 = amdg.concat %0, %1 : tensor<64x32xf16, #blocked>, tensor<64x32xf16, #blocked> -> tensor<128x32xf16, #blocked>"""

    sources = var_operand(TT_Tensor)
    result = result(AnyRankedTensor)
    format = "$sources attr-dict `:` type($sources) `->` type($result)"
    traits = (Pure(),)

    def verify_(self):
        """``ConcatOp::verify``: the result is tiled by the sources (in
        row-major tile order), all of one type, and each element of the
        result is held, in the same thread, by a register of its tile."""
        src, dst = self.sources[0].type, self.result.type
        rank = len(src.shape)
        if rank != len(dst.shape):
            return _no_prefix("Source and destination tensors must have the same rank.")
        tiles = 1
        for a, b in zip(src.shape, dst.shape):
            if a == 0 or b % a:
                return _no_prefix("Source and destination tensor shapes don't match.")
            tiles *= b // a
        if tiles != len(self.sources):
            return _no_prefix(f"Number of source tiles ({len(self.sources)}) doesn't match required count ({tiles}).")
        if any(v.type != src for v in self.sources):
            return _no_prefix("All sources must have identical tensor types.")
        if dst.element != src.element:
            return _no_prefix("Element types of sources and destination must match.")
        if src.encoding is None or dst.encoding is None:
            return None  # (Triton asserts building the layouts)
        try:
            ll_src = to_linear_layout(src.encoding, src.shape)
            ll_dst = to_linear_layout(dst.encoding, dst.shape)
            where = _missing_source_register(
                ll_src, ll_dst, lambda c: [v - (v // n) * n for v, n in zip(c, src.shape)])
        except LinearLayoutError:
            return None  # (Triton asserts building the layouts; the layout verifier reports it)
        if where:
            return _no_prefix(f"No source register holds the element for destination index {where}")
        if _lane_warp_bases_differ(ll_src, ll_dst):
            return _no_prefix("Lane and warp dim basis must match between source and destination layout.")
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``ConcatOp::getCanonicalizationPatterns`` (a function pattern)."""
        # The pattern loads lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.amdg.canonicalize import FoldConcatOpFromSingleSource

        return [FoldConcatOpFromSingleSource()]


@irdl_op("amdg.instruction_sched_hint")
class InstructionSchedHint(Op):
    """Scheduling-hint placeholder.
    Example: amdg.instruction_sched_hint {variant = #amdg.SchedHintVariant<attention>}"""

    variant = attr()
    format = "attr-dict"


@irdl_op("amdg.cond_barrier")
class CondBarrierOp(Op):
    """Barrier for a subset of threads.  Example: amdg.cond_barrier %0"""

    pred = operand(I1_T)
    format = "$pred attr-dict"


# -- the buffer ops' differences between Triton releases -----------------------------
#: buffer_load and buffer_store declare ``contiguity`` (I32Attr, default 1:
#: ``{contiguity = 4 : i32}``, left out at 1); before, such an attribute is a
#: discardable one.  (buffer_load_to_local declares it in every release.)
BUFFER_CONTIGUITY = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9089: buffer_load/buffer_store take the contiguity hint "
                               "of their offsets as a declared `contiguity` attribute (I32Attr, default 1)"),
    name="amdg.buffer_load/buffer_store: contiguity attribute")
#: the cache modifier (``cacheModifier = cg``, an I32 enum ``cache``) becomes
#: an optional ``cachePolicy`` attribute of any kind (``#tt.cache_policy<...>``):
#: in buffer_load_to_local's syntax (``cachePolicy = ...``), in the others'
#: attribute dictionary
BUFFER_CACHE_POLICY = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11482: the cache_modifier/eviction_policy pair became one "
                               "cachePolicy attribute; the buffer ops' `cacheModifier = ...` is gone"),
    name="amdg buffer ops: cachePolicy replaces cache")
_PTR_TYPE_NO_CACHE = "triton-lang/triton#11379 (the base pointer's type is spelled, `: !tt.ptr<f32> -> tensor<...>`) " \
                "and triton-lang/triton#11482 (no `cacheModifier = ...`)"


@irdl_op("amdg.buffer_load")
class BufferLoadOp(BufferOpInterface, Op):
    """Load from a scalar base pointer and i32 offsets.
    Example: %2 = amdg.buffer_load %arg0[%0], %1 cacheModifier = cg stride = %c64_i32 : tensor<64xf32, #blocked1>"""

    ptr = operand(TT_Ptr)
    offsets = operand(I32Tensor)
    stride = opt_operand(I32_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(BUFFER_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=BUFFER_CACHE_POLICY)
    contiguity = attr(I32_ATTR, default=i32(1), declared=BUFFER_CONTIGUITY)
    mask = opt_operand(TT_BoolTensor)
    other = opt_operand(TT_Tensor)
    result = result(TT_Tensor)
    format = Versioned(
        "$ptr `[` $offsets `]` (`,` $mask^)? (`,` $other^)? oilist(`cacheModifier` `=` $cache)"
        " (`stride` `=` $stride^)? attr-dict `:` type($result)",
        Since((3, 9), "$ptr `[` $offsets `]` (`,` $mask^)? (`,` $other^)? (`stride` `=` $stride^)?"
                      " attr-dict `:` qualified(type($ptr)) `->` type($result)", _PTR_TYPE_NO_CACHE),
        name="amdg.buffer_load format")
    effects = (MemRead("ptr", GLOBAL_MEMORY),)
    traits = (SameLoadStoreOperandsAndResultEncoding(), AttrSizedOperandSegments(), _RESULT_PTR, _RESULT_OFFSETS,
              _RESULT_MASK, TypesMatchWith("result and other have the same type", "result", "other"))
    type_rules = {"ptr": _elem_ptr("result"), "offsets": _i32_like("result"),
                  "mask": _mask_like("result"), "other": _same_if_present("result", "other")}


@irdl_op("amdg.buffer_load_to_local")
class BufferLoadToLocalOp(BufferOpInterface, Op):
    """Asynchronous buffer load into shared memory.
    Example: %2 = amdg.buffer_load_to_local %arg0[%0] mask = %1 into %3 : <f16>[tensor<64x64xi32, #blocked>]  -> <64x64xf16, #shared, #smem, mutable>"""

    dest = operand(TTG_MemDesc)
    ptr = operand(TT_Ptr)
    offsets = operand(I32Tensor)
    mask = opt_operand(TT_BoolTensor)
    other = opt_operand(TT_Tensor)
    stride = opt_operand(I32_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(BUFFER_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=BUFFER_CACHE_POLICY)
    contiguity = attr(I32_ATTR, default=i32(1))
    token = result(TTG_AsyncToken)
    format = Versioned(
        "$ptr `[` $offsets `]` (`mask` `=` $mask^)? (`other` `=` $other^)? (`stride` `=` $stride^)?"
        " oilist(`cacheModifier` `=` $cache) `into` $dest"
        " attr-dict `:` type($ptr) `[` type($offsets) `]` type($other) `->` type($dest)",
        Since((3, 9), "$ptr `[` $offsets `]` (`mask` `=` $mask^)? (`other` `=` $other^)? (`stride` `=` $stride^)?"
                      " (`cachePolicy` `=` $cachePolicy^)? `into` $dest"
                      " attr-dict `:` qualified(type($ptr)) `[` type($offsets) `]` type($other) `->` type($dest)",
              _PTR_TYPE_NO_CACHE),
        name="amdg.buffer_load_to_local format")
    effects = (MemWrite("dest", SHARED_MEMORY), MemRead("ptr", GLOBAL_MEMORY))
    traits = (AttrSizedOperandSegments(),
              TypesMatchWith("dest element type matches pointee type of ptr", "dest", "ptr", _to_elem_ptr),
              TypesMatchWith("infer mask shape from offsets", "offsets", "mask", i1_like))
    type_rules = {"mask": _mask_like("offsets")}
    infer_result_types = classmethod(async_token_result)

    #: Whether the op checks that its module's target has it (from Triton 3.8).
    CHECKS_TARGET = Versioned(
        False, Since((3, 8), True, "triton-lang/triton#9512: BufferLoadToLocalOp::verify refuses a module whose "
                                   "hip: target's ISA family is not CDNA3 or CDNA4"),
        name="amdg.buffer_load_to_local: the module's target must have it")

    def verify_(self):
        """The last ``TypesMatchWith`` of the op (its transform reads ``ptr``
        too): ``other`` has the offsets' shape and layout and the pointee type;
        then, from Triton 3.8, ``BufferLoadToLocalOp::verify``: a module
        whose ``ttg.target`` names an AMD processor must name a CDNA3 or
        CDNA4 one (a module with no target, or ``hip:`` alone, passes; one
        that is not ``hip:`` fails Triton's assertion)."""
        if self.other is not None and self.other.type != self.offsets.type.with_element(self.ptr.type.pointee):
            return ("failed to verify that other matches shape and layout of offsets and the element type "
                    "matches the pointee type of ptr")
        if resolve(self.CHECKS_TARGET):
            module = verifier_parent_module(self)
            target = module.attributes.get(TARGET_ATTR) if module is not None else None
            if isinstance(target, A.StringAttr):
                if not target.value.startswith("hip:"):
                    # (Triton 3.8/3.9 abort here: TargetFeatures::fromModuleOp's assertion)
                    return _no_prefix('expected target attribute to be prefixed with "hip:"')
                arch = target.value[4:]
                if arch and deduce_isa_family(arch) not in (ISAFamily.CDNA3, ISAFamily.CDNA4):
                    return _no_prefix("BufferLoadToLocal unsupported on target architecture")
        return None


@irdl_op("amdg.buffer_atomic_rmw")
class BufferAtomicRMWOp(BufferOpInterface, Op):
    """Atomic read-modify-write at base + offsets.
    Example: %2 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %1, %arg0[%0] : tensor<64xi32, #blocked1>"""

    atomic_rmw_op = enum_attr(RMW_OPS)
    ptr = operand(TT_Ptr)
    offsets = operand(I32Tensor)
    value = operand(TT_Tensor)
    stride = opt_operand(I32_T)
    sem = enum_attr(MEM_SEMANTICS)
    scope = enum_attr(MEM_SYNC_SCOPES)
    mask = opt_operand(TT_BoolTensor)
    result = result(TT_Tensor)
    format = Versioned(
        "$atomic_rmw_op `,` $sem `,` $scope `,` $value `,` $ptr `[` $offsets `]` (`,` $mask^)?"
        " (`stride` `=` $stride^)? attr-dict `:` type($result)",
        Since((3, 9), "$atomic_rmw_op `,` $sem `,` $scope `,` $value `,` $ptr `[` $offsets `]` (`,` $mask^)?"
                      " (`stride` `=` $stride^)? attr-dict `:` qualified(type($ptr)) `->` type($result)",
              "triton-lang/triton#11379: the base pointer's type is spelled (`: !tt.ptr<i32> -> tensor<...>`)"),
        name="amdg.buffer_atomic_rmw format")
    effects = (MemRead("ptr", GLOBAL_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    traits = (AttrSizedOperandSegments(), SameLoadStoreOperandsAndResultEncoding(),
              TypesMatchWith("result element type matches the value type", "result", "value"),
              _RESULT_PTR, _RESULT_OFFSETS, _RESULT_MASK,
              TypesMatchWith("value element type matches the pointed type of ptr", "value", "ptr", _to_elem_ptr),
              TypesMatchWith("value and offsets have the same shape", "value", "offsets", _i32_same_shape),
              TypesMatchWith("value and mask have the same shape", "value", "mask", i1_like))
    type_rules = {"value": same_as("result"), "ptr": _elem_ptr("result"),
                  "offsets": _i32_like("result"), "mask": _mask_like("result")}


@irdl_op("amdg.buffer_atomic_cas")
class BufferAtomicCASOp(BufferOpInterface, Op):
    """Atomic compare-and-swap at base + offsets.
    Example: %3 = amdg.buffer_atomic_cas acq_rel, gpu, %1, %2, %arg0[%0] : tensor<64xi32, #blocked1>"""

    ptr = operand(TT_Ptr)
    offsets = operand(I32Tensor)
    cmp = operand(TT_Tensor)
    val = operand(TT_Tensor)
    stride = opt_operand(I32_T)
    sem = enum_attr(MEM_SEMANTICS)
    scope = enum_attr(MEM_SYNC_SCOPES)
    result = result(TT_Tensor)
    format = Versioned(
        "$sem `,` $scope `,` $cmp `,` $val `,` $ptr `[` $offsets `]` (`stride` `=` $stride^)?"
        " attr-dict `:` type($result)",
        Since((3, 9), "$sem `,` $scope `,` $cmp `,` $val `,` $ptr `[` $offsets `]` (`stride` `=` $stride^)?"
                      " attr-dict `:` qualified(type($ptr)) `->` type($result)",
              "triton-lang/triton#11379: the base pointer's type is spelled (`: !tt.ptr<i32> -> tensor<...>`)"),
        name="amdg.buffer_atomic_cas format")
    effects = (MemRead("ptr", GLOBAL_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    traits = (SameLoadStoreOperandsAndResultEncoding(),
              TypesMatchWith("result element type matches the val type", "result", "val"),
              TypesMatchWith("result element type matches the cmp type", "result", "cmp"),
              _RESULT_PTR, _RESULT_OFFSETS,
              TypesMatchWith("val and offsets have the same shape", "val", "offsets", _i32_same_shape),
              TypesMatchWith("val and cmp have the same shape", "val", "cmp"))
    type_rules = {"cmp": same_as("result"), "val": same_as("result"), "ptr": _elem_ptr("result"),
                  "offsets": _i32_like("result")}


@irdl_op("amdg.buffer_store")
class BufferStoreOp(BufferOpInterface, Op):
    """Store at base + offsets.
    Example: amdg.buffer_store %1, %arg0[%0], %2 : tensor<64xf32, #blocked1>"""

    value = operand(TT_Tensor)
    ptr = operand(TT_Ptr)
    offsets = operand(I32Tensor)
    stride = opt_operand(I32_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(BUFFER_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=BUFFER_CACHE_POLICY)
    contiguity = attr(I32_ATTR, default=i32(1), declared=BUFFER_CONTIGUITY)
    mask = opt_operand(TT_BoolTensor)
    format = Versioned(
        "$value `,` $ptr `[` $offsets `]` (`,` $mask^)? oilist(`cacheModifier` `=` $cache)"
        " (`stride` `=` $stride^)? attr-dict `:` type($value)",
        Since((3, 9), "$value `,` $ptr `[` $offsets `]` (`,` $mask^)? (`stride` `=` $stride^)?"
                      " attr-dict `:` qualified(type($ptr)) `->` type($value)", _PTR_TYPE_NO_CACHE),
        name="amdg.buffer_store format")
    effects = (MemWrite("ptr", GLOBAL_MEMORY),)
    traits = (AttrSizedOperandSegments(), SameLoadStoreOperandsEncoding(),
              TypesMatchWith("value element type matches the pointed type of ptr", "value", "ptr", _to_elem_ptr),
              TypesMatchWith("value and offsets have the same shape", "value", "offsets", _i32_same_shape),
              TypesMatchWith("value and mask have the same shape", "value", "mask", i1_like))
    type_rules = {"ptr": _elem_ptr("value"), "offsets": _i32_like("value"),
                  "mask": _mask_like("value")}


@irdl_op("amdg.upcast_mxfp")
class UpcastMXFPOp(Op):
    """Convert an mxfp tensor to bf16/fp16.
    Example: %2 = amdg.upcast_mxfp %0, %1 fp_type = e2m1 {fastMath = false} : tensor<32x32xi8>, tensor<32x2xi8> -> tensor<32x64xbf16>"""

    src = operand(TT_Tensor)
    scale = operand(TT_Tensor)
    fp_type = enum_attr(SCALE_DOT_ELEM_TYPES)
    fastMath = attr(BOOL_ATTR)
    result = result(TT_Tensor)
    format = ("$src `,` $scale  `fp_type` `=` $fp_type attr-dict `:` type($src) `,` type($scale)"
              " `->` type($result)")
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``UpcastMXFPOp::verify``."""
        x, scale = self.src.type, self.scale.type
        fp_type = self.attributes["fp_type"].value
        if x.element not in (T.bf16, T.f16, T.i8) and getattr(x.element, "name", None) not in ("f8E4M3FN", "f8E5M2"):
            return "element type of the first operand must be bf16/fp16, OCP fp8/bf8 or i8"
        if scale.element != T.i8:
            return "element type of the second operand must be uint8"
        xs, ss = x.shape, scale.shape
        if len(xs) != len(ss) or len(xs) < 2:
            return "operands must have the same number of dimensions, at least 2"
        e2m1, e4m3, e5m2 = 4, 0, 1  # ScaleDotElemType
        if fp_type not in (e2m1, e4m3, e5m2):
            return "NYI: fpType must be E2M1, E4M3, or E5M2"
        if (x.encoding is None) != (scale.encoding is None):
            return "Expected either both or neither operands to have an encoding"
        if x.encoding is None:
            return None
        if not isinstance(x.encoding, DotOperandEncoding):
            return "Expected a DotOperandEncodingAttr for values"
        if not isinstance(scale.encoding, (BlockedEncoding, LinearEncoding)):
            return "Expected a BlockOperandEncoding or LinearOperandEncoding for scales"
        packed = 2 if fp_type == e2m1 else 1
        op_idx = x.encoding.op_idx
        batch = len(xs) == 3
        k_idx = (1 if op_idx == 0 else 0) + batch
        if xs[k_idx] != (32 // packed) * ss[-1]:
            return "K dimension of first operand must be 16 times larger than last/K dimension of the second operand"
        mn_idx = (0 if op_idx == 0 else 1) + batch
        if batch and xs[0] != ss[0]:
            return "batch dimension must match between operands"
        if xs[mn_idx] != ss[int(batch)]:
            return "M/N dimension must match between operands"
        return None


@irdl_op("amdg.masked_load")
class MaskedLoadOp(Op):
    """LLVM-level masked load.
    Example: %2 = amdg.masked_load %0, %1, %cst : (!llvm.ptr<1>, i1, f32) -> f32"""

    ptr = operand(LLVM_AnyPointer)
    mask = operand(I1_T)
    falseVal = operand(LLVM_Type)
    multicastMask = opt_operand(I16_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1)
    forceNoAlias = attr(BOOL_ATTR, default=A.BoolAttr(False))
    result = result(LLVM_Type)
    format = ("$ptr `,` $mask `,` $falseVal (`,` $multicastMask^)?"
              " oilist(`cacheModifier` `=` $cache) (`forceNoAlias` $forceNoAlias^)?"
              " attr-dict `:` functional-type(operands, results)")


@irdl_op("amdg.masked_store")
class MaskedStoreOp(Op):
    """LLVM-level masked store.
    Example: amdg.masked_store %0, %cst, %1 : !llvm.ptr<1>, f32, i1"""

    ptr = operand(LLVM_AnyPointer)
    value = operand(LLVM_Type)
    mask = operand(I1_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1)
    forceNoAlias = attr(BOOL_ATTR, default=A.BoolAttr(False))
    format = ("$ptr `,` $value `,` $mask oilist(`cacheModifier` `=` $cache)"
              " (`forceNoAlias` $forceNoAlias^)? attr-dict `:` type(operands)")


@irdl_op("amdg.scaled_upcast_fp4")
class ScaledUpcastFp4Op(UpcastFpOpInterface, Op):
    """Upcast fp4 and multiply by a scale.
    Example: %2 = amdg.scaled_upcast_fp4 %0 scale %1 {axis = 1 : i32} : tensor<32x32xi8>, tensor<32x64xbf16> -> tensor<32x64xbf16>"""

    input = operand(_I8RankedTensor)
    scale = operand(_UpcastScale)
    axis = attr(I32_ATTR)
    output = result(_UpcastResult)
    format = "$input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)"
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``ScaledUpcastFp4Op::verify``: up to 3.7 Fp4ToFpOp's shape rules; from 3.8 the
        encodings too (``UPCAST_FP4_ENCODINGS``)."""
        inp, out, scale = self.input.type, self.output.type, self.scale.type
        axis = self.attributes["axis"].value
        if tuple(out.shape) != tuple(scale.shape):
            return _no_prefix("scale and output should have the same shape")
        mismatch = resolve(UPCAST_FP4_ENCODINGS)
        if mismatch is None:
            return fp4_to_fp_shape_error(inp, out, axis)
        if (scale.encoding is None) != (out.encoding is None):
            return _no_prefix("scale and output must both have an encoding, or neither")
        if scale.encoding is not None:
            try:
                if not layouts_equivalent(list(out.shape), scale.encoding, out.encoding):
                    if mismatch.startswith("scale and output"):  # (3.8's lists both layouts)
                        mismatch += (":\n" + to_linear_layout(out.encoding, list(out.shape)).to_string() + "\n"
                                     + to_linear_layout(scale.encoding, list(out.shape)).to_string())
                    return _no_prefix(mismatch)
            except LinearLayoutError:
                return None  # (Triton asserts building a layout; the layout verifier reports it)
        return verify_fp4_to_fp(self, inp, out, axis)


@irdl_op("amdg.scaled_upcast_fp8")
class ScaledUpcastFp8Op(UpcastFpOpInterface, Op):
    """Upcast fp8 and multiply by a scale.
    Example: %2 = amdg.scaled_upcast_fp8 %0 scale %1 : tensor<32x64xf8E4M3FN>, tensor<32x64xbf16> -> tensor<32x64xbf16>"""

    input = operand(_F8RankedTensor)
    scale = operand(_UpcastScale)
    output = result(_UpcastResult)
    format = "$input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape(), SameOperandsAndResultEncoding())


@irdl_op("amdg.in_thread_transpose")
class InThreadTransposeOp(Op):
    """Transpose register values within each thread.
    Example: %1 = amdg.in_thread_transpose %0 : tensor<32x64xf16, #blocked2> -> tensor<32x64xf16, #linear>"""

    src = operand(TT_Tensor)
    result = result(TT_Tensor)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``InThreadTransposeOp::verify``: a 2-D blocked source, and a result
        whose linear layout is the source's with each thread's register tile
        transposed (``deduceOutputLayout``)."""
        src, dst = self.src.type, self.result.type
        if src.element != dst.element:
            return "Expect input and output tensor to have same dtype"
        if tuple(src.shape) != tuple(dst.shape):
            return "Expect equal input and output shapes"
        if len(src.shape) != 2:
            return "Expect 2d tensor"
        enc = src.encoding
        if not isinstance(enc, BlockedEncoding):
            return "Expect input tensor in Blocked encoding"
        try:
            expected = deduce_in_thread_transpose_layout(list(src.shape), enc)
            got = to_linear_layout(dst.encoding, list(dst.shape)) if dst.encoding is not None else None
        except LinearLayoutError:
            return None  # (Triton asserts building the layouts; the layout verifier reports it)
        if got != expected:
            return "Expect output layout to be transposed per thread: " + expected.to_string()
        return None


def deduce_in_thread_transpose_layout(shape, enc) -> LinearLayout:
    """``InThreadTransposeOp::deduceOutputLayout``: the source's linear
    layout with its register bases replaced by the size-per-thread tile in
    the order whose two minor dimensions are swapped."""
    src_ll = to_linear_layout(enc, shape)
    order = list(enc.order)
    order[-2], order[-1] = order[-1], order[-2]
    tile = identity_standard_nd("register", list(enc.size_per_thread), order)
    tile = tile.transpose_outs(src_ll.out_dim_names)
    bases = {k: [list(v) for v in vs] for k, vs in src_ll.bases.items()}
    for i, b in enumerate(tile.bases.get("register", ())):
        bases["register"][i] = list(b)
    return LinearLayout(bases, src_ll.get_out_dims(), src_ll.is_surjective())


@irdl_op("amdg.local_load_packed_tranposed")
class LocalLoadPackedTransposedOp(Op):
    """Load a transposed packed tensor from shared memory.
    Example: %1 = amdg.local_load_packed_tranposed %0 : !ttg.memdesc<64x64xi8, #shared2, #smem> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>"""

    src = operand(TTG_MemDesc)
    token = opt_operand(TTG_AsyncToken)
    result = result(TT_Tensor)
    format = "$src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)"
    effects = (MemRead("src", SHARED_MEMORY),)
    traits = (LocalLoadTrait(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``LocalLoadPackedTransposedOp::verify``."""
        src, dst = self.src.type, self.result.type
        dot = dst.encoding
        if not isinstance(dot, DotOperandEncoding):
            return "only works with DotOperandEncodingAttr dst encoding"
        shared = src.encoding
        if not _is_swizzled(shared):
            return "only works with SwizzledSharedEncodingAttr src encoding"
        order = list(shared.order)
        batch = len(src.shape) == 3
        expected = list(dst.shape)
        if dot.op_idx == 0:
            if not (order == [0, 1] or (batch and order == [1, 2, 0])):
                return "Order of dimensions don't match expected"
            expected[1 if batch else 0] //= 2
            expected[2 if batch else 1] *= 2
        else:
            if not (order == [1, 0] or (batch and order == [2, 1, 0])):
                return "Order of dimensions don't match expected"
            expected[1 if batch else 0] *= 2
            expected[2 if batch else 1] //= 2
        if list(src.shape) != expected:
            return "Input and output dimensions don't match after packing changes"
        return None


@irdl_op("amdg.local_load_packed_transposed")
class LocalLoadPackedTransposedRenamedOp(LocalLoadPackedTransposedOp):
    """``amdg.local_load_packed_tranposed`` under its corrected name (Triton
    3.9.0's wheel registers only this one; the rename's pull request was not
    found; release_ops.json says which name a release has), with the same
    syntax and verifier (both checked against the 3.9.0 wheel).
    Example: %1 = amdg.local_load_packed_transposed %0 : !ttg.memdesc<64x64xi8, #shared2, #smem> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>"""


@irdl_op("amdg.async_tdm_copy_global_to_local")
class AsyncTDMCopyGlobalToLocalOp(Op):
    """Tensor-data-mover load into shared memory.
    Example: %2 = amdg.async_tdm_copy_global_to_local %0[%c0_i32, %c0_i32] into %1, %true : !tt.tensordesc<tensor<64x64xf16, #shared>> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>"""

    desc = operand(TT_TensorDescType)
    indices = var_operand(I32_T)
    result = operand(TTG_MemDesc)
    pred = operand(I1_T)
    barrier = opt_operand(TTG_MemDesc)
    token = result_def(TTG_AsyncToken)
    format = ("$desc `[` $indices `]` `into` $result `,` $pred (`,` `barrier` `=` $barrier^)?"
              " attr-dict `:` qualified(type($desc)) (`,` qualified(type($barrier))^)? `->`"
              " qualified(type($result))")
    effects = (MemRead("desc", GLOBAL_MEMORY), MemWrite("result", SHARED_MEMORY))
    traits = (AttrSizedOperandSegments(),)
    infer_result_types = classmethod(async_token_result)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``AsyncTDMCopyGlobalToLocalOp::verify``."""
        err = _verify_tdm_block_size(self.desc.type)
        if err:
            return err
        smem = self.result.type
        enc = smem.encoding
        swizzled = _is_swizzled(enc)
        if swizzled and enc.max_phase != 1:
            return "TDM does not support swizzling"
        padded = isinstance(enc, PaddedSharedEncoding)
        if not padded and not swizzled:
            return "Invalid shared memory layout for TDM"
        if padded:
            bits = int_or_float_width(smem.element)
            for interval, padding in zip(enc.intervals, enc.paddings):
                if interval * bits // 32 < 2:
                    return "TDM padding interval must be at least 2 dwords"
                if padding * bits // 32 < 1:
                    return "TDM padding amount must be at least 1 dword"
        return None


@irdl_op("amdg.async_tdm_copy_local_to_global")
class AsyncTDMCopyLocalToGlobalOp(Op):
    """Tensor-data-mover store from shared memory.
    Example: amdg.async_tdm_copy_local_to_global %0[%c0_i32, %c0_i32] from %1 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<tensor<64x64xf16, #shared>>"""

    desc = operand(TT_TensorDescType)
    indices = var_operand(I32_T)
    src = operand(TTG_MemDesc)
    format = ("$desc `[` $indices `]` `from` $src attr-dict `:` qualified(type($src)) `->`"
              " qualified(type($desc))")
    effects = (MemWrite("desc", GLOBAL_MEMORY), MemRead("src", SHARED_MEMORY))

    verify_types_and_attrs_only = True

    #: whether a padded layout may be stored
    PADDED_STORE = Versioned(False, Since((3, 7), True, "triton-lang/triton#9360 ([AMD][BACKEND] Support padding in "
                                                        "TDM store if interval equals the inner dimension)"),
                             name="amdg.async_tdm_copy_local_to_global: padded source")

    def verify_(self):
        """``AsyncTDMCopyLocalToGlobalOp::verify``."""
        err = _verify_tdm_block_size(self.desc.type)
        if err:
            return err
        enc = self.src.type.encoding
        swizzled = _is_swizzled(enc)
        if swizzled and enc.max_phase != 1:
            return "TDM does not support swizzling"
        if isinstance(enc, PaddedSharedEncoding):
            if not resolve(self.PADDED_STORE):
                return "TDM store does not support padding"
            block = self.desc.type.block_type.shape
            if len(enc.intervals) != 1:
                return "TDM store only supports single interval paddings."
            if enc.intervals[0] != block[-1]:
                return ("TDM store padding is only supported when padding interval equals the innermost block "
                        f"dimension (got padInterval={enc.intervals[0]}, innermost dimension={block[-1]})")
        elif not swizzled:
            return "Invalid shared memory layout for TDM"
        return None


@irdl_op("amdg.async_tdm_wait")
class AsyncTDMWait(Op):
    """Wait for tensor-data-mover operations.  Example: %1 = amdg.async_tdm_wait %0 {num = 0 : i32}"""

    asyncToken = var_operand(TTG_AsyncToken)
    num = attr(I32_ATTR)
    retToken = result(TTG_AsyncToken)
    format = "$asyncToken attr-dict"
    traits = (MemWaitOpTrait(),)
    infer_result_types = classmethod(async_token_result)


@irdl_op("amdg.async_wait")
class AsyncWaitOp(Op):
    """Wait for async intrinsics.  Example: %1 = amdg.async_wait %0 {num_inst = 0 : i32}"""

    asyncToken = var_operand(TTG_AsyncToken)
    num_inst = attr(I32_ATTR)
    retToken = result(TTG_AsyncToken)
    format = "($asyncToken^)? attr-dict"
    traits = (MemWaitOpTrait(),)
    infer_result_types = classmethod(async_token_result)


@irdl_op("amdg.memory_counter_wait")
class MemoryCounterWaitOp(Op):
    """Wait on hardware memory counters.  Example: amdg.memory_counter_wait load(0) ds(1)"""

    load = opt_attr(I32_ATTR)
    store = opt_attr(I32_ATTR)
    ds = opt_attr(I32_ATTR)
    format = "oilist( `load` `(` $load `)` | `store` `(` $store `)` | `ds` `(` $ds `)` ) attr-dict"


@irdl_op("amdg.init_barrier")
class InitBarrierOp(Op):
    """Example: amdg.init_barrier %0, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    count = attr(I32_ATTR)
    format = "$alloc `,` $count attr-dict `:` qualified(type($alloc))"
    effects = (MemWrite("alloc", SHARED_MEMORY),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``InitBarrierOp::verify``."""
        return verify_barrier_type(self.alloc.type) or (
            "count must be greater than or equal to 1" if self.attributes["count"].value < 1 else None)


@irdl_op("amdg.wait_barrier")
class WaitBarrierOp(Op):
    """Example: amdg.wait_barrier %0, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    phase = operand(I32_T)
    format = "$alloc `,` $phase attr-dict `:` qualified(type($alloc))"
    effects = (MemRead("alloc", SHARED_MEMORY), MemWrite("alloc", SHARED_MEMORY))

    verify_types_and_attrs_only = True

    def verify_(self):
        """``WaitBarrierOp::verify``."""
        return verify_barrier_type(self.alloc.type)


@irdl_op("amdg.arrive_barrier")
class ArriveBarrierOp(Op):
    """Example: %1 = amdg.arrive_barrier %0, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> i32"""

    alloc = operand(TTG_MemDesc)
    count = attr(I32_ATTR)
    result = result(I32_T)
    format = "$alloc `,` $count attr-dict `:` qualified(type($alloc)) `->` type($result)"
    effects = (MemRead("alloc", SHARED_MEMORY), MemWrite("alloc", SHARED_MEMORY))

    verify_types_and_attrs_only = True

    def verify_(self):
        """``ArriveBarrierOp::verify``."""
        return verify_barrier_type(self.alloc.type) or (
            "count must be greater than or equal to 1" if self.attributes["count"].value < 1 else None)


@irdl_op("amdg.async_copy_mbarrier_arrive")
class AsyncCopyMbarrierArriveOp(Op):
    """Example: amdg.async_copy_mbarrier_arrive %0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>"""

    barrier = operand(TTG_MemDesc)
    format = "$barrier attr-dict `:` qualified(type($barrier))"
    effects = (MemRead("barrier", SHARED_MEMORY), MemWrite("barrier", SHARED_MEMORY))

    verify_types_and_attrs_only = True

    def verify_(self):
        """``AsyncCopyMbarrierArriveOp::verify``."""
        return verify_barrier_type(self.barrier.type)


# -- ops Triton 3.7-3.9 add (release_ops.json says which release registers each) ----------
# Their formats and messages were read off each release's wheel (parsing their
# generic forms with triton._C.libtriton and printing the module; wrong types
# and attributes for the messages): test/parser/new-ops-amdg-*.mlir.

#: async_copy_local_to_global's cache modifier and eviction policy became one
#: optional ``cachePolicy`` attribute (``cachePolicy = #tt.cache_policy<...>``)
#: in 3.9, as the buffer ops' did
ASYNC_COPY_CACHE_POLICY = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11482 (as for the buffer ops: the cache_modifier/eviction_policy "
                               "pair became one cachePolicy attribute; seen in the 3.9.0 wheel's "
                               "amdg.async_copy_local_to_global)"),
    name="amdg.async_copy_local_to_global: cachePolicy replaces cache and evict")


def _cache_policy_error(op, name="cachePolicy"):
    """The 3.9 verifier's rule on a ``cachePolicy`` attribute that is not a
    cache policy (``#tt.cache_policy<...>`` or ``#ttng.cache_policy<...>``)."""
    a = op.attributes.get(name)
    if a is not None and not is_cache_policy(a):
        return f"unsupported cache policy attribute {a}"
    return None


@irdl_op("amdg.async_copy_local_to_global")
class AsyncCopyLocalToGlobalOp(Op):
    """Asynchronous copy from shared memory to global memory through a tensor of pointers (Triton 3.7+).
    Example: %1 = amdg.async_copy_local_to_global %0, %arg0 mask %2 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>"""

    src = operand(TTG_MemDesc)
    ptr = operand(ranked_tensor_of(TT_Ptr))
    mask = opt_operand(tensor_of(I1))
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(ASYNC_COPY_CACHE_POLICY, False))
    evict = enum_attr(EVICTION_POLICIES, default=1, declared=(ASYNC_COPY_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=ASYNC_COPY_CACHE_POLICY)
    token = result_def(TTG_AsyncToken)
    format = Versioned(
        "$src `,` $ptr (`mask` $mask^)? oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"
        " attr-dict `:` qualified(type($src)) `->` type($ptr)",
        Since((3, 9), "$src `,` $ptr (`mask` $mask^)? (`cachePolicy` `=` $cachePolicy^)?"
                      " attr-dict `:` qualified(type($src)) `->` type($ptr)",
              "triton-lang/triton#11482 (`cachePolicy = #tt.cache_policy<...>` for `cacheModifier = ...`)"),
        name="amdg.async_copy_local_to_global format")
    effects = (MemRead("src", SHARED_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    type_rules = {"mask": type_rule("ptr", lambda k, st: [i1_like(k["ptr"][0])] * len(st.operands.get("mask", [])))}
    infer_result_types = classmethod(async_token_result)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``AsyncCopyLocalToGlobalOp::verify``: the source is shared memory."""
        if resolve(ASYNC_COPY_CACHE_POLICY):
            err = _cache_policy_error(self)
            if err:
                return err
        if not isinstance(self.src.type.memory_space, SharedMemorySpace):
            return "source must be in shared memory"
        return None


@irdl_op("amdg.async_tdm_intrinsic_wait")
class AsyncTDMIntrinsicWait(Op):
    """Wait until at most ``count`` tensor-data-mover intrinsics are outstanding (Triton 3.7+).
    Example: %1 = amdg.async_tdm_intrinsic_wait %0 {count = 0 : i32}"""

    asyncToken = var_operand(TTG_AsyncToken)
    count = attr(I32_ATTR)
    retToken = result(TTG_AsyncToken)
    format = "($asyncToken^)? attr-dict"
    traits = (MemWaitOpTrait(),)
    infer_result_types = classmethod(async_token_result)


@irdl_op("amdg.tdm_prefetch")
class TDMPrefetchOp(Op):
    """Prefetch a tensor descriptor's block into L2 (Triton 3.7+); with ``returnOffsets``
    (testing only) it returns the prefetched offsets.
    Example: amdg.tdm_prefetch %arg0[%c0_i32, %arg1], %true, speculative = false : !tt.tensordesc<64x64xf16, #shared>"""

    desc = operand(TT_TensorDescType)
    indices = var_operand(I32_T)
    pred = operand(I1_T)
    speculative = attr(BOOL_ATTR)
    returnOffsets = opt_attr(UNIT_ATTR)
    result = result(ranked_tensor_of(I64), "optional")
    format = ("$desc `[` $indices `]` `,` $pred `,` `speculative` `=` $speculative"
              " (`returnOffsets` $returnOffsets^)? attr-dict `:` qualified(type($desc)) (`->` type($result)^)?")
    # (no declared memory effects: unknown, so the canonicalizer keeps it, as Triton's does)

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        """``TDMPrefetchOp::inferReturnTypes`` without ``returnOffsets``: no
        result (with it, the format spells the result's type)."""
        if "returnOffsets" not in attributes:
            return []
        raise NotImplementedError("amdg.tdm_prefetch: cannot infer result types")

    def verify_(self):
        """``inferReturnTypes`` (checked by InferTypeOpInterface): no result
        without ``returnOffsets``; with it, the i64 offsets, one per 256-byte
        prefetch, in the default blocked layout of the module."""
        inferred = []
        if "returnOffsets" in self.attributes:
            warps = verifier_num_warps(self)
            if warps is None:
                return None  # (Triton's lookupNumWarps aborts)
            mod = verifier_parent_module(self)
            desc = self.desc.type.block_type
            shape = list(desc.shape)
            shape[-1] = -(-shape[-1] // (256 * 8 // int_or_float_width(desc.element)))
            enc = get_default_blocked_encoding(shape, warps, threads_per_warp(mod), num_ctas(mod))
            inferred = [T.RankedTensorType(shape, T.i64, enc)]
        actual = [r.type for r in self.results]
        if actual != inferred:
            return incompatible_return_types(inferred, actual)
        return None


def _tdm_layout_consistency_error(desc_type, smem_type):
    """``verifyTDMLayoutConsistency`` (3.8+): the descriptor's shared layout
    is the allocation's (padded layouts: the same intervals and paddings;
    swizzled ones: the same parameters, the allocation's order that of the
    descriptor's trailing dimensions where a rank-reducing access dropped
    leading ones)."""
    d, a = desc_type.block_type.encoding, smem_type.encoding
    if d is None or d == a:
        return None
    if isinstance(d, PaddedSharedEncoding) and isinstance(a, PaddedSharedEncoding):
        if tuple(d.intervals) == tuple(a.intervals) and tuple(d.paddings) == tuple(a.paddings):
            return None
    elif _is_swizzled(d) and _is_swizzled(a) and len(smem_type.shape) < len(desc_type.block_type.shape):
        drop = len(desc_type.block_type.shape) - len(smem_type.shape)
        trailing = [o - drop for o in d.order if o >= drop]
        if (d.vec, d.per_phase, d.max_phase) == (a.vec, a.per_phase, a.max_phase) and list(a.order) == trailing:
            return None
    return (f"shared layout of the tensor descriptor ({d}) is inconsistent with the shared memory allocation "
            f"layout ({a}); " + resolve(TDM_LAYOUT_CONSISTENCY_REASON))


#: the reason the layout-consistency message gives
TDM_LAYOUT_CONSISTENCY_REASON = Versioned(
    "TDM uses a single shared layout so they must match",
    Since((3, 9), "TDM accesses shared memory through the descriptor's layout, so the allocation must describe "
                  "the same physical layout, up to leading unit dimensions dropped by a rank-reducing access",
          "Triton 3.9.0 (PR not found; the rule itself is triton-lang/triton#10568's): the TDM layout-consistency "
          "message explains rank-reducing accesses"),
    name="amdg TDM ops: the layout-consistency message")


def _tdm_row_indices_error(kind: str, name: str, desc_type, smem_type, idx_type):
    """The checks ``AsyncTDMGatherOp::verify`` and ``AsyncTDMScatterOp::verify``
    share (3.8+): a 2-D block, 8-bit or wider elements, a 1-D power-of-two
    index tensor."""
    shape = desc_type.block_type.shape
    if len(shape) != 2:
        return f"TDM {kind} only supports 2D tensors, got {len(shape)}D"
    err = _verify_tdm_block_size(desc_type)
    if err:
        return err
    enc = smem_type.encoding
    if _is_swizzled(enc) and enc.max_phase != 1:
        return "TDM does not support swizzling"
    err = _tdm_layout_consistency_error(desc_type, smem_type)
    if err:
        return err
    if not isinstance(enc, (PaddedSharedEncoding, SwizzledSharedEncoding)):
        return "Invalid shared memory layout for TDM"
    if int_or_float_width(smem_type.element) < 8:
        return f"TDM {kind} requires element types of at least 8 bits"
    if len(idx_type.shape) != 1:
        return f"{name} must be a 1D tensor"
    n = idx_type.shape[0]
    if n <= 0 or n & (n - 1):
        return f"{name} size must be a power of 2, got {n}"
    return None


_TDM_INDICES = tensor_of(I16, I32)

#: Triton 3.7's gather and scatter also take the column offset (an i32 operand
#: after the row indices: ``%desc[%rows, %col] to %dst``); pyopt models the
#: form of 3.8 on, and keeps 3.7's op unverified, as an op it lacks
TDM_GATHER_SCATTER_MODELLED = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#10685: async_tdm_gather/scatter drop their column-offset "
                               "operand (the descriptor, positioned by update_tensor_descriptor, carries it)"),
    name="amdg.async_tdm_gather/scatter: the form pyopt models")


@irdl_op("amdg.async_tdm_gather")
class AsyncTDMGatherOp(Op):
    """Tensor-data-mover gather of rows into shared memory (the form of Triton 3.8+).
    Example: %1 = amdg.async_tdm_gather %arg0[%arg1] to %arg2 : tensor<64xi32, #blocked3>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>"""

    desc = operand(TT_TensorDescType)
    src_row_indices = operand(_TDM_INDICES)
    dst = operand(TTG_MemDesc)
    barrier = opt_operand(TTG_MemDesc)
    token = result_def(TTG_AsyncToken)
    MODELLED = TDM_GATHER_SCATTER_MODELLED
    format = ("$desc `[` $src_row_indices `]` `to` $dst (`,` `barrier` `=` $barrier^)? attr-dict `:`"
              " type($src_row_indices) `,` qualified(type($dst)) (`,` qualified(type($barrier))^)? `->`"
              " qualified(type($desc))")
    effects = (MemRead("desc", GLOBAL_MEMORY), MemWrite("dst", SHARED_MEMORY))
    infer_result_types = classmethod(async_token_result)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``AsyncTDMGatherOp::verify`` (3.9.0's messages; the block-basis rules
        of multi-CTA layouts are not modelled)."""
        desc_t, smem_t, idx_t = self.desc.type, self.dst.type, self.src_row_indices.type
        err = _tdm_row_indices_error("gather", "src_row_indices", desc_t, smem_t, idx_t)
        if err:
            return err
        enc, shape = smem_t.encoding, desc_t.block_type.shape
        if isinstance(enc, PaddedSharedEncoding):
            if len(enc.intervals) != 1 or len(enc.paddings) != 1:
                return "TDM gather does not support multiple interval-padding pairs"
            if shape[-1] % enc.intervals[0]:
                return ("TDM gather padding interval must divide the innermost block dimension "
                        f"(got padInterval={enc.intervals[0]}, innermost dimension={shape[-1]})")
        order = enc.get_order(list(smem_t.shape))
        if order[0] != len(order) - 1:
            return "TDM gather only supports row-major shared order"
        if idx_t.encoding is not None:
            try:
                ll = to_linear_layout(idx_t.encoding, idx_t.shape)
            except LinearLayoutError as e:  # (Triton 3.9.0 aborts)
                return f"index layout: {e}"
            if ll.get_free_variable_masks().get("lane", 0) != ll.get_in_dim_size("lane") - 1:
                return ("index layout distributes values across lanes, which is incompatible with the "
                        "warp-level TDM instruction. Change layout to broadcast the same indices to all "
                        "lanes in a warp.")
        return None


@irdl_op("amdg.async_tdm_scatter")
class AsyncTDMScatterOp(Op):
    """Tensor-data-mover scatter of shared memory to rows of global memory (the form of Triton 3.8+).
    Example: %1 = amdg.async_tdm_scatter %arg0[%arg1] from %arg2 : tensor<64xi32, #blocked3>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>"""

    desc = operand(TT_TensorDescType)
    dst_row_indices = operand(_TDM_INDICES)
    src = operand(TTG_MemDesc)
    barrier = opt_operand(TTG_MemDesc)
    token = result_def(TTG_AsyncToken)
    MODELLED = TDM_GATHER_SCATTER_MODELLED
    format = ("$desc `[` $dst_row_indices `]` `from` $src (`,` `barrier` `=` $barrier^)? attr-dict `:`"
              " type($dst_row_indices) `,` qualified(type($src)) (`,` qualified(type($barrier))^)? `->`"
              " qualified(type($desc))")
    effects = (MemWrite("desc", GLOBAL_MEMORY), MemRead("src", SHARED_MEMORY))
    infer_result_types = classmethod(async_token_result)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``AsyncTDMScatterOp::verify`` (3.9.0's messages)."""
        desc_t, smem_t = self.desc.type, self.src.type
        err = _tdm_row_indices_error("scatter", "dst_row_indices", desc_t, smem_t, self.dst_row_indices.type)
        if err:
            return err
        enc, shape = smem_t.encoding, desc_t.block_type.shape
        if isinstance(enc, PaddedSharedEncoding):
            if len(enc.intervals) != 1:
                return "TDM scatter only supports single interval paddings."
            if enc.intervals[0] != shape[-1]:
                return ("TDM scatter padding is only supported when padding interval equals the innermost "
                        f"block dimension (got padInterval={enc.intervals[0]}, innermost dimension={shape[-1]})")
        return None


@irdl_op("amdg.update_tensor_descriptor")
class UpdateTensorDescriptorOp(Op):
    """A tensor descriptor with its tile position, bounds or predicate updated (Triton 3.8+).
    Example: %1 = amdg.update_tensor_descriptor %arg0 add_offsets = [%c0_i32, %c64_i32] pred = %c1_i32 : !tt.tensordesc<64x64xf16, #shared>"""

    desc = operand(TT_TensorDescType)
    add_offsets = var_operand(I32_T)
    set_bounds = var_operand(I32_T)
    pred = opt_operand(I32_T)
    clamp_bounds = opt_attr(UNIT_ATTR)
    result = result(TT_TensorDescType)
    format = ("$desc (`add_offsets` `=` `[` $add_offsets^ `]`)? (`set_bounds` `=` `[` $set_bounds^ `]`)?"
              " (`pred` `=` $pred^)? attr-dict `:` qualified(type($desc))")
    traits = (Pure(), AttrSizedOperandSegments(), AllTypesMatch("desc", "result"))

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [operands[0].type]

    verify_types_and_attrs_only = True

    def verify_(self):
        """``UpdateTensorDescriptorOp::verify``."""
        rank = len(self.desc.type.block_type.shape)
        offsets, bounds = self.add_offsets, self.set_bounds
        if offsets and len(offsets) != rank:
            return f"expected {rank} add_offsets to match descriptor rank, got {len(offsets)}"
        if bounds and len(bounds) != rank:
            return f"expected {rank} set_bounds to match descriptor rank, got {len(bounds)}"
        if not offsets and not bounds and self.pred is None:
            return "must provide at least one of add_offsets, set_bounds, or pred"
        if "clamp_bounds" in self.attributes:
            if not offsets:
                return "clamp_bounds requires add_offsets"
            if bounds:
                return "clamp_bounds and set_bounds are mutually exclusive"
        return None


def _warp_used_hint_error(hint: int, num_warps: int):
    """``validateWarpUsedHint``: a legal, axis-aligned bitmask of warps."""
    if num_warps <= 0 or num_warps & (num_warps - 1):
        return f"num_warps must be a power of two when using warp_used_hint, got {num_warps}"
    if num_warps >= 32:
        return f"num_warps must be less than 32 when using warp_used_hint, got {num_warps}"
    if hint == 0:
        return "warp_used_hint must have at least one bit set"
    if hint & ~((1 << num_warps) - 1):
        return f"warp_used_hint = {hint:#x} sets bits beyond num_warps = {num_warps}"
    k = bin(hint).count("1")
    if k & (k - 1):
        return f"popcount(warp_used_hint) = {k} must be a power of two (got hint {hint:#x})"
    low = (hint & -hint).bit_length() - 1
    support, mask = 0, hint
    while mask:
        w = (mask & -mask).bit_length() - 1
        support |= w ^ low
        mask &= mask - 1
    log_k, spanned = k.bit_length() - 1, bin(support).count("1")
    if spanned != log_k:
        return (f"warp_used_hint = {hint:#x} is not axis-aligned: K = {k} active warps must span exactly "
                f"log2(K) = {log_k} warpId bit positions")
    return None


@irdl_op("amdg.async_tdm_fused_copy_global_to_local")
class AsyncTDMFusedCopyGlobalToLocalOp(Op):
    """One tensor-data-mover load of 2 to 4 descriptor/destination pairs, each by its warps (Triton 3.9).
    Example: %2 = amdg.async_tdm_fused_copy_global_to_local %arg0, %arg1 into %0, %1 {warp_used_hints = array<i32: 3, 12>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>"""

    descs = var_operand(TT_TensorDescType)
    dests = var_operand(TTG_MemDesc)
    warp_used_hints = attr(DENSE_I32_ARRAY)
    cacheModifier = enum_attr(CACHE_MODIFIERS, default=1)
    token = result_def(TTG_AsyncToken)
    format = "$descs `into` $dests attr-dict `:` qualified(type($descs)) `->` qualified(type($dests))"
    traits = (SameVariadicOperandSize(),)
    effects = (MemRead("descs", GLOBAL_MEMORY), MemWrite("dests", SHARED_MEMORY))
    infer_result_types = classmethod(async_token_result)

    def verify_(self):
        """``AsyncTDMFusedCopyGlobalToLocalOp::verify`` (3.9.0's messages)."""
        descs, dests = self.descs, self.dests
        hints = list(self.attributes["warp_used_hints"].values)
        n = len(descs)
        if n < 2 or n > 4:
            return "requires 2 to 4 members"
        if len(dests) != n:
            return "requires the same number of descriptors and destinations"
        if len(hints) != n:
            return "requires one warp_used_hint per member"
        rank = len(descs[0].type.block_type.shape)
        num_warps = verifier_num_warps(self)
        union = 0
        for desc, dest, hint in zip(descs, dests, hints):
            err = _verify_tdm_block_size(desc.type)
            if err:
                return err
            enc = dest.type.encoding
            if _is_swizzled(enc) and enc.max_phase != 1:
                return "TDM does not support swizzling"
            err = _tdm_layout_consistency_error(desc.type, dest.type)
            if err:
                return err
            if len(desc.type.block_type.shape) != rank:
                return "requires all member descriptors to have the same rank"
            hint &= 0xFFFFFFFF
            if num_warps is not None:
                err = _warp_used_hint_error(hint, num_warps)
                if err:
                    return err
            if union & hint:
                return "requires pairwise-disjoint warp_used_hint values"
            union |= hint
        return None


class _ClusterBarrierOp(Op):
    """``ClusterBarrierArriveOp``/``ClusterBarrierWaitOp``: only in a module of several CTAs."""

    format = "attr-dict"

    def verify_(self):
        """``lookupNumCTAs(op) <= 1`` is an error."""
        if num_ctas(verifier_parent_module(self)) <= 1:
            return "requires ttg.num-ctas > 1"
        return None


@irdl_op("amdg.cluster_barrier_arrive")
class ClusterBarrierArriveOp(_ClusterBarrierOp):
    """Signal arrival at the cluster barrier (Triton 3.7+).  Example: amdg.cluster_barrier_arrive"""


@irdl_op("amdg.cluster_barrier_wait")
class ClusterBarrierWaitOp(_ClusterBarrierOp):
    """Wait on the cluster barrier (Triton 3.7+).  Example: amdg.cluster_barrier_wait"""


_DowncastInput = ranked_tensor_of(any_type_of(F16, BF16, F32))


def _downcast_shape_error(inp, scale, out, axis: int, packed: bool):
    """The shape rules of the scaled downcasts' verifiers (3.9.0's messages;
    the check of the scale's layout against the one Triton infers is not
    modelled)."""
    rank = len(inp.shape)
    axis &= 0xFFFFFFFF  # read unsigned
    if axis >= rank:
        return _no_prefix(f"axis out of range: {axis} for rank {rank}")
    if not packed and tuple(inp.shape) != tuple(out.shape):
        return _no_prefix("input and output must have the same shape")
    if len(scale.shape) != len(out.shape) or any(
            s != o for i, (s, o) in enumerate(zip(scale.shape, out.shape)) if i != axis):
        return _no_prefix("scale and output must match on non-axis dimensions")
    return None


@irdl_op("amdg.scaled_downcast_fp8")
class ScaledDowncastFp8Op(Op):
    """Divide by an E8M0 scale and convert to fp8 (Triton 3.9).
    Example: %2 = amdg.scaled_downcast_fp8 %0 scale %1 {axis = 1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x64xf8E4M3FN, #blocked>"""

    input = operand(_DowncastInput)
    scale = operand(_I8RankedTensor)
    axis = attr(I32_ATTR)
    output = result(_F8RankedTensor)
    format = "$input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)"
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        return _downcast_shape_error(self.input.type, self.scale.type, self.output.type,
                                     self.attributes["axis"].value, packed=False)


@irdl_op("amdg.scaled_downcast_fp4")
class ScaledDowncastFp4Op(Op):
    """Divide by an E8M0 scale and convert to fp4, two values packed per i8 along ``axis`` (Triton 3.9).
    Example: %2 = amdg.scaled_downcast_fp4 %0 scale %1 {axis = 1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x1xi8, #blocked> -> tensor<64x32xi8, #linear1>"""

    input = operand(_DowncastInput)
    scale = operand(_I8RankedTensor)
    axis = attr(I32_ATTR)
    output = result(_I8RankedTensor)
    format = "$input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)"
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        return _downcast_shape_error(self.input.type, self.scale.type, self.output.type,
                                     self.attributes["axis"].value, packed=True)
