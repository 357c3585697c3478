"""The TritonInstrument dialect's ops that Triton 3.7-3.9 add and pyopt models
(include/triton/Dialect/TritonInstrument/IR/TritonInstrumentOps.td).  Their
formats were read off each release's wheel (test/parser/new-ops-tti-*.mlir).
Not modelled yet (kept as ops pyopt lacks): the GSan access, atomic and
tensor-descriptor ops."""

from __future__ import annotations

from pyopt.ir import types as T
from pyopt.ir.constraints import BOOL_ATTR, DENSE_I32_ARRAY, I1_T, I8, I32, I32_ATTR, I32_T, STR_ATTR, ranked_tensor_of
from pyopt.ir.format import type_rule
from pyopt.ir.effects import MemRead, MemWrite
from pyopt.ir.opdef import Op, attr, irdl_op, operand, result, var_operand
from pyopt.ir.traits import Elementwise, Pure, SameOperandsAndResultShape, TraitError, TypesMatchWith
from pyopt.dialects.tt.dialect_interfaces import LayoutInferenceError, infer_layout_interface
from pyopt.dialects.tt.interfaces import DotOpInterface, k_dims_match
from pyopt.dialects.tt.traits import SameOperandsAndResultEncoding, VerifyDotOpInterface
from pyopt.ir.version import Since, Versioned
from pyopt.dialects.tt.constraints import TT_FloatLike, TT_IntLike, TT_IntTensor, TT_Ptr, TT_Tensor
from pyopt.dialects.tt.ops import GLOBAL_MEMORY, enum_attr
from pyopt.dialects.ttg.attrs import DotOperandEncoding, NvidiaMmaEncoding, SharedEncoding
from pyopt.dialects.ttg.ops import SHARED_MEMORY, TTG_MemDesc


#: ``TT_MemTypeAttr`` (TritonInstrumentAttrDefs.td): an I32 enum printed as its keyword
MEM_TYPES = {0: "shared_mem", 1: "tensor_mem"}


@irdl_op("tti.experimental_buffer_descriptors")
class ExperimentalBufferDescriptorsOp(Op):
    """A tensor of buffer descriptors, each a 32-bit offset and a 32-bit length packed in 64 bits (Triton 3.7+).
    Example: %0 = tti.experimental_buffer_descriptors [0, 64], [64, 64], shared_mem : tensor<2xi64, #blocked1>"""

    offsets = attr(DENSE_I32_ARRAY)
    lengths = attr(DENSE_I32_ARRAY)
    memType = enum_attr(MEM_TYPES)
    result = result(TT_Tensor)
    format = "$offsets `,` $lengths `,` $memType attr-dict `:` type($result)"
    traits = (Pure(),)


@irdl_op("tti.experimental_memory_offset_to_i32")
class ExperimentalMemoryOffsetToI32Op(Op):
    """A shared- or tensor-memory offset as an i32 (Triton 3.9).
    Example: %0 = tti.experimental_memory_offset_to_i32 16, shared_mem"""

    offset = attr(I32_ATTR)
    memType = enum_attr(MEM_TYPES)
    result = result(I32)
    format = "$offset `,` $memType attr-dict"
    traits = (Pure(),)

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [T.i32]  # (I32 is a buildable type: the format spells no result type)


@irdl_op("tti.experimental_memdesc_to_i32")
class ExperimentalMemDescToI32Op(Op):
    """A memdesc's base pointer as an i32 (Triton 3.7+; ConSan compares it with its barrier tables).
    Example: %1 = tti.experimental_memdesc_to_i32 %0 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    memdesc = operand(TTG_MemDesc)
    result = result(I32)
    format = "$memdesc attr-dict `:` type($memdesc)"
    traits = (Pure(),)

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [T.i32]  # (I32 is a buildable type: the format spells no result type)


@irdl_op("tti.experimental_cluster_cta_id")
class ExperimentalClusterCTAIdOp(Op):
    """The CTA id within the cluster (Triton 3.8+).  Example: %0 = tti.experimental_cluster_cta_id : i32"""

    result = result(I32)
    format = "attr-dict `:` type($result)"
    traits = (Pure(),)


@irdl_op("tti.experimental_assert_uniform")
class ExperimentalAssertUniformOp(Op):
    """Assert a condition every thread of the warp group holds alike (Triton 3.8+).
    Example: tti.experimental_assert_uniform %0, "barrier misuse\""""

    condition = operand(I1_T)
    message = attr(STR_ATTR)
    format = "$condition `,` $message attr-dict-with-keyword"
    effects = (MemWrite(None, GLOBAL_MEMORY),)


@irdl_op("tti.experimental_gsan_init")
class ExperimentalGSanInitOp(Op):
    """Initialize the GSan state of the thread (Triton 3.8+).  Example: tti.experimental_gsan_init"""

    #: Triton 3.8's op has no custom form (it is read and printed generic, and
    #: its custom form is refused); pyopt models 3.9's, and keeps 3.8's op as
    #: one it lacks
    MODELLED = Versioned(False, Since((3, 9), True, "Triton 3.9.0 (PR not found): tti.experimental_gsan_init has "
                                                    "a custom form, `attr-dict` (3.8.0: none)"),
                         name="tti.experimental_gsan_init: the form pyopt models")
    format = "attr-dict"


@irdl_op("tti.experimental_gsan_kernel_exit")
class ExperimentalGSanKernelExitOp(Op):
    """GSan's work at the kernel's exit (Triton 3.9).  Example: tti.experimental_gsan_kernel_exit"""

    format = "attr-dict"


@irdl_op("tti.experimental_gsan_grid_dependency_wait")
class ExperimentalGSanGridDependencyWaitOp(Op):
    """GSan's record of a grid dependency wait (Triton 3.9).  Example: tti.experimental_gsan_grid_dependency_wait"""

    format = "attr-dict"


@irdl_op("tti.experimental_local_gather")
class ExperimentalLocalGatherOp(Op):
    """Gather from shared memory along ``axis``, the source's coordinates shifted by ``offsets`` (Triton 3.8+).
    Example: %1 = tti.experimental_local_gather %0[%arg0] offsets = [%c0_i32] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared2, #smem, mutable>, tensor<128xi32, #blocked1> -> tensor<128xi32, #blocked1>"""

    src = operand(TTG_MemDesc)
    indices = operand(TT_IntTensor)
    offsets = var_operand(I32_T)
    axis = attr(I32_ATTR)
    result = result(TT_Tensor)
    format = ("$src `[` $indices `]` `offsets` `=` `[` $offsets `]` attr-dict `:` qualified(type($src)) `,`"
              " type($indices) `->` type($result)")
    effects = (MemRead("src", SHARED_MEMORY),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``ExperimentalLocalGatherOp::verify`` (``emitError``: no op prefix)."""
        src, idx, dst = self.src.type, self.indices.type, self.result.type
        axis = self.attributes["axis"].value & 0xFFFFFFFF  # read unsigned
        if not isinstance(src.encoding, SharedEncoding):
            return TraitError("source must have shared memory encoding", op_prefix=False)
        if not isinstance(idx.element, T.IntegerType):
            return TraitError("indices must have integer element type", op_prefix=False)
        if tuple(dst.shape) != tuple(idx.shape):
            return TraitError("result shape must match indices shape", op_prefix=False)
        if len(src.shape) != len(idx.shape):
            return TraitError("source and indices must have the same rank", op_prefix=False)
        if axis >= len(src.shape):
            return TraitError(f"axis {axis} is out of bounds for source rank {len(src.shape)}", op_prefix=False)
        if src.element != dst.element:
            return TraitError("result element type must match source element type", op_prefix=False)
        if idx.encoding != dst.encoding:
            return TraitError("indices and result must have the same layout", op_prefix=False)
        if len(self.offsets) != len(src.shape):
            return TraitError("offset count must match source rank", op_prefix=False)
        return None


class _FPSanOp(Op):
    """``ExperimentalFPSanEmbedOp``/``ExperimentalFPSanUnembedOp``: a float value
    and FPSan's integer payload of it, one into the other (Triton 3.8+)."""

    format = "$val attr-dict `:` functional-type(operands, $result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape(), SameOperandsAndResultEncoding())
    #: the op that undoes this one (set below)
    INVERSE: type = None

    def fold(self, constants):
        """``fold``: embed(unembed(x)) and unembed(embed(x)) are ``x`` where the types agree."""
        inner = self.operand(0).defining_op
        if isinstance(inner, self.INVERSE) and inner.operand(0).type == self.result.type:
            return [inner.operand(0)]
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``addPushFPSanThroughViewPatterns``: view(fpsan(x)) -> fpsan(view(x))."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.tti.canonicalize import push_fpsan_through_view_patterns

        return push_fpsan_through_view_patterns(cls)


@irdl_op("tti.experimental_fpsan_embed")
class ExperimentalFPSanEmbedOp(_FPSanOp):
    """A float value embedded in FPSan's integer ring (Triton 3.8+).
    Example: %1 = tti.experimental_fpsan_embed %0 : (tensor<128xf32, #blocked1>) -> tensor<128xi32, #blocked1>"""

    val = operand(TT_FloatLike)
    result = result(TT_IntLike)


@irdl_op("tti.experimental_fpsan_unembed")
class ExperimentalFPSanUnembedOp(_FPSanOp):
    """FPSan's integer payload read back as a float value (Triton 3.8+).
    Example: %1 = tti.experimental_fpsan_unembed %0 : (tensor<128xi32, #blocked1>) -> tensor<128xf32, #blocked1>"""

    val = operand(TT_IntLike)
    result = result(TT_FloatLike)


ExperimentalFPSanEmbedOp.INVERSE = ExperimentalFPSanUnembedOp
ExperimentalFPSanUnembedOp.INVERSE = ExperimentalFPSanEmbedOp


class _GSanPtrOp(Op):
    """A GSan runtime call on a global pointer (Triton 3.9); no declared memory
    effects (the canonicalizer keeps it, as Triton's does)."""

    ptr = operand(TT_Ptr)
    format = "$ptr attr-dict `:` type($ptr)"


@irdl_op("tti.experimental_gsan_cluster_barrier_init")
class ExperimentalGSanClusterBarrierInitOp(_GSanPtrOp):
    """Initialize GSan's state of a cluster barrier (Triton 3.9).
    Example: tti.experimental_gsan_cluster_barrier_init %arg0 : !tt.ptr<i64>"""


@irdl_op("tti.experimental_gsan_cluster_barrier_sync")
class ExperimentalGSanClusterBarrierSyncOp(_GSanPtrOp):
    """GSan's record of a cluster barrier synchronization (Triton 3.9).
    Example: tti.experimental_gsan_cluster_barrier_sync %arg0 : !tt.ptr<i64>"""


@irdl_op("tti.experimental_gsan_mbarrier_table_init")
class ExperimentalGSanMBarrierTableInitOp(Op):
    """Initialize GSan's table of ``capacity`` mbarriers (Triton 3.9).
    Example: tti.experimental_gsan_mbarrier_table_init %arg0, 4 : !tt.ptr<i64>"""

    ptr = operand(TT_Ptr)
    capacity = attr(I32_ATTR)
    format = "$ptr `,` $capacity attr-dict `:` type($ptr)"


@irdl_op("tti.experimental_gsan_mbarrier_init")
class ExperimentalGSanMBarrierInitOp(Op):
    """GSan's record of an mbarrier's initialization (Triton 3.9).
    Example: tti.experimental_gsan_mbarrier_init %arg0, %0, 1 : !tt.ptr<i64>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    ptr = operand(TT_Ptr)
    barrier = operand(TTG_MemDesc)
    expectedCount = attr(I32_ATTR)
    format = "$ptr `,` $barrier `,` $expectedCount attr-dict `:` type($ptr) `,` qualified(type($barrier))"


@irdl_op("tti.experimental_gsan_mbarrier_wait")
class ExperimentalGSanMBarrierWaitOp(Op):
    """GSan's record of a wait on an mbarrier's phase (Triton 3.9).
    Example: tti.experimental_gsan_mbarrier_wait %arg0, %0, %c0_i32, %true : !tt.ptr<i64>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    ptr = operand(TT_Ptr)
    barrier = operand(TTG_MemDesc)
    phase = operand(I32_T)
    pred = operand(I1_T)
    format = "$ptr `,` $barrier `,` $phase `,` $pred attr-dict `:` type($ptr) `,` qualified(type($barrier))"


@irdl_op("tti.experimental_gsan_mbarrier_arrive")
class ExperimentalGSanMBarrierArriveOp(Op):
    """GSan's record of an arrival on an mbarrier, possibly multicast to other CTAs (Triton 3.9).
    Example: tti.experimental_gsan_mbarrier_arrive %arg0, %0, %true, 1 {multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : !tt.ptr<i64>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    ptr = operand(TT_Ptr)
    barrier = operand(TTG_MemDesc)
    pred = operand(I1_T)
    count = attr(I32_ATTR)
    multicast = attr(BOOL_ATTR)
    multicastMasks = attr(DENSE_I32_ARRAY)
    sourceBroadcastMask = attr(I32_ATTR)
    format = "$ptr `,` $barrier `,` $pred `,` $count attr-dict `:` type($ptr) `,` qualified(type($barrier))"


@irdl_op("tti.dot_i8")
class DotI8Op(DotOpInterface, Op):
    """A wrapping (non-saturating) i8 x i8 -> i32 dot on NVIDIA MMAv2, A and B each signed or
    unsigned: FPSan's (Triton 3.8+).
    Example: %3 = tti.dot_i8 %0, %1, %2, aSigned = true, bSigned = false : tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>, kWidth = 4}>> -> tensor<16x8xi32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>>"""

    a = operand(ranked_tensor_of(I8))
    b = operand(ranked_tensor_of(I8))
    c = operand(ranked_tensor_of(I32))
    aSigned = attr(BOOL_ATTR)
    bSigned = attr(BOOL_ATTR)
    d = result(ranked_tensor_of(I32))
    format = ("$a `,` $b `,` $c `,` `aSigned` `=` $aSigned `,` `bSigned` `=` $bSigned attr-dict `:` type($a) `*` "
              "type($b) `->` type($d)")
    traits = (Pure(), VerifyDotOpInterface(), TypesMatchWith("result's type matches accumulator's type", "d", "c"))
    type_rules = {"c": type_rule("d", lambda known, st: known["d"])}

    def verify_dims(self) -> bool:
        """The interface's default ``verifyDims``."""
        return k_dims_match(self)

    def verify_(self):
        """``DotI8Op::verify``: A and B dot operands of one MMAv2 layout, the result's, then the
        TritonGPU dialect's ``verifyDotOpEncodingCompatibility``."""
        a_enc, b_enc = self.operand(0).type.encoding, self.operand(1).type.encoding
        if not isinstance(a_enc, DotOperandEncoding) or not isinstance(b_enc, DotOperandEncoding):
            return TraitError("requires dot operand encodings for A and B", op_prefix=False)
        mmas = (a_enc.parent, b_enc.parent, self.result.type.encoding)
        if not all(isinstance(m, NvidiaMmaEncoding) and m.version_major == 2 for m in mmas):
            return TraitError("requires NVIDIA MMAv2 operand and result layouts", op_prefix=False)
        if mmas[0] != mmas[1] or mmas[0] != mmas[2]:
            return TraitError("requires matching NVIDIA MMAv2 layouts", op_prefix=False)
        try:
            infer_layout_interface(mmas[2]).verify_dot_op_encoding_compatibility(self, a_enc, b_enc)
        except LayoutInferenceError as e:
            return TraitError(str(e), op_prefix=False)
        return None
