"""The TritonNvidiaGPU dialect ``ttng``
(include/triton/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.td, custom
directives ``Token`` and ``BarriersAndPreds`` from
lib/Dialect/TritonNvidiaGPU/IR/Ops.cpp; Triton 3.6.0 = 4b184ccc).
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir.constraints import (
    any_type_of, float_type, ranked_tensor_of, I8, F16, BF16, F32, F8E4M3FN, F8E5M2,
    enum_constraint, BOOL_ATTR, I128_T, I16_T, I1_ATTR, I1_T, I32_ATTR, I32_T, I64_T, UNIT_ATTR, i32_attr_in,
    Constraint,
)
from pyopt.ir.opdef import (
    Op, attr, compiled_format, irdl_op, operand, opt_attr, opt_operand, result, var_operand, var_result,
)
from pyopt.ir.opdef import result as result_def
from pyopt.dialects.tt.constraints import (
    TT_FpIntTensor, TT_I32RankedTensor, TT_Ptr, TT_PtrType, TT_Tensor, TT_TensorDescType,
)
from pyopt.dialects.tt.ops import (
    PROGRAM_DIMS, CACHE_MODIFIERS, DESCRIPTOR_REDUCE_KINDS, EVICTION_POLICIES, INPUT_PRECISIONS, DescriptorGatherOp, FuncOp,
    SCALE_DOT_ELEM_TYPES, enum_attr, i32, same_as, _descriptor_load_store_error,
    _gather_scatter_error as descriptor_gather_scatter_error,
)
from pyopt.dialects.ttg.ops import ASYNC_TOKEN, TTG_AsyncToken, TTG_MemDesc, TensorOrMemDesc, WarpSpecializeOp
from pyopt.dialects.tt.ops import GLOBAL_MEMORY
from pyopt.dialects.ttg.ops import SHARED_MEMORY, memdesc_alloc_effects
from pyopt.dialects.ttg.attrs import (
    DotOperandEncoding, NVMMASharedEncoding, NvidiaMmaEncoding, SharedLinearEncoding, SharedMemorySpace,
    TensorMemoryEncoding, TensorMemoryScalesEncoding, TensorMemorySpace, get_shape_per_cta, to_linear_layout,
)
from pyopt.dialects.ttg.attrs.base import bases_per_dim, fmt_bases, join_ints
from pyopt.dialects.ttg.context import num_ctas, verifier_num_warps, verifier_parent_module
from pyopt.dialects.ttg.linear_layout import LinearLayoutError
from pyopt.dialects.ttg.ops import int_or_float_width, verify_alloc_op, verify_barrier_type, verify_memory_op_types
from pyopt.dialects.ttng.tmem import is_distributed_layout_tmem_compatible, tmem_ld_st_unpacked
from pyopt.dialects.ttng.attrs import TMEM_LOAD_REDUCTION
from pyopt.ir.traits import TraitError
from pyopt.dialects.arith.ops import ConstantOp
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.traits import AllTypesMatch, AttrSizedOperandSegments, Pure, TypesMatchWith
from pyopt.ir.interfaces import FunctionOpInterface, InferTypeOpInterface
from pyopt.ir.effects import READ, WRITE, EffectInstance, MemRead, MemWrite, Resource
from pyopt.dialects.tt.interfaces import DotOpInterface, k_dims_match
from pyopt.dialects.ttng.interfaces import MMAv5OpInterface
from pyopt.dialects.ttg.traits import MemWaitOpTrait
from pyopt.dialects.tt.traits import VerifyDotOpInterface
from pyopt.dialects.ttg.layout_infer import infer_dot_operand_encoding_error, support_mma_operand
from pyopt.dialects.ttng.traits import VerifyMMAv5OpInterface


#: TT_AnyTensorDescType: ``!tt.tensordesc`` or (3.7 on) ``!ttng.tensordesc_im2col``
TT_AnyTensorDescType = Constraint(
    "tensor descriptor type", lambda t: isinstance(t, (T.TensorDescType, T.TensorDescIm2ColType)))


# -- memory resources ----------------------------------------------------------------
class TensorMemory(Resource):
    """``TensorMemory`` (TritonNvidiaGPUOps.td): Blackwell's tensor memory."""

    __slots__ = ()
    name = "::mlir::triton::nvidia_gpu::TensorMemory"


TENSOR_MEMORY = TensorMemory()


def _is_constant_false(v) -> bool:
    d = v.defining_op
    return isinstance(d, ConstantOp) and A.int_value(d.attributes.get("value")) == 0


def _mma_effects(op: Op) -> list:
    """``TCGen5MMAOp/TCGen5MMAScaledOp::getEffects``: reads the accumulator
    unless ``useD`` is a constant false, writes it, reads A (shared or tensor
    memory) and B."""
    out = []
    if not _is_constant_false(op.useD):
        out.append(EffectInstance(READ, op.d, TENSOR_MEMORY))
    out.append(EffectInstance(WRITE, op.d, TENSOR_MEMORY))
    a_shared = isinstance(getattr(op.a.type, "memory_space", None), SharedMemorySpace)
    out.append(EffectInstance(READ, op.a, SHARED_MEMORY if a_shared else TENSOR_MEMORY))
    out.append(EffectInstance(READ, op.b, SHARED_MEMORY))
    return out


class _Token:
    """``custom<Token>($dep, type($token))``: ``[%dep]``, ``[]`` or nothing;
    the brackets mean the op returns an async token."""

    @staticmethod
    def parse(p, st, args):
        dep, (_, tok) = args
        st.operands[dep.pyname] = []
        st.types[tok.pyname] = []
        if not p.optional_punct("["):
            return
        st.types[tok.pyname] = [ASYNC_TOKEN]
        if p.optional_punct("]"):
            return
        st.operands[dep.pyname] = [p.parse_operand_tok()]
        st.types[dep.pyname] = [ASYNC_TOKEN]
        p.expect_punct("]")

    @staticmethod
    def print(op, p, args):
        dep, (_, tok) = args
        if getattr(op, tok.pyname) is None:
            return ""
        d = getattr(op, dep.pyname)
        return "[" + (p.operand(d) if d is not None else "") + "]"


class _BarriersAndPreds:
    """``custom<BarriersAndPreds>``: ``(, %barrier[%pred])*``."""

    @staticmethod
    def parse(p, st, args):
        bars, preds = args
        bt, pt = [], []
        while p.optional_punct(","):
            bt.append(p.parse_operand_tok())
            p.expect_punct("[")
            pt.append(p.parse_operand_tok())
            p.expect_punct("]")
        st.operands[bars.pyname] = bt
        st.operands[preds.pyname] = pt
        st.types[preds.pyname] = [T.i1] * len(pt)

    @staticmethod
    def print(op, p, args):
        bars, preds = args
        return "".join(f", {p.operand(b)}[{p.operand(q)}]"
                       for b, q in zip(getattr(op, bars.pyname), getattr(op, preds.pyname)))


# -- verifier helpers (lib/Dialect/TritonNvidiaGPU/IR/Ops.cpp, Dialect.cpp) -------------
#: the fp8 types WGMMA accumulates imprecisely (WarpGroupDotOp::verify)
_FP8 = ("f8E5M2", "f8E4M3FN")


def _float_name(t) -> str:
    return t.name if isinstance(t, T.FloatType) else ""


def _mmav5_dtype_kind(t):
    """``getMMAv5DTypeKindAndAcc``: the kind's name and its accumulators."""
    name = _float_name(t)
    if name == "f32":
        return "tf32", [T.f32]
    if name == "f16":
        return "f16", [T.f16, T.f32]
    if name == "bf16":
        return "f16", [T.f32]
    if name in ("f8E4M3FN", "f8E5M2") or t == T.i8:
        return "f8f6f4", [T.f16, T.f32]
    return None


def _verify_mma_dtype(a, b, d):
    """``verifyMMADType``."""
    ak, bk = _mmav5_dtype_kind(a), _mmav5_dtype_kind(b)
    if ak is None:
        return f"unsupported LHS operand dtype: '{a}'"
    if bk is None:
        return f"unsupported RHS operand dtype: '{b}'"
    if ak[0] != bk[0]:
        return f"LHS and RHS operand dtypes kinds don't match: LHS kind is {ak[0]} but RHS kind is {bk[0]}"
    if d not in ak[1] or d not in bk[1]:
        accs = ", ".join("'" + str(x) + "'" for x in ak[1])
        return (f"unsupported accumulator dtype for operand types '{a}' and '{b}', accumulator dtype is "
                f"'{d}' but must be one of [{accs}]")
    return None


def _cta_split_num(enc) -> list:
    """``getCTASplitNum(Attribute)``."""
    return list(enc.cta_split_num)


def _verify_tmem_operand(op, t, memdesc, reg_name: str):
    """``verifyTMEMOperand``: a 2-D tensor whose layout maps onto tensor
    memory.  (Triton also attaches notes naming layouts that would; pyopt
    names the layout it got only.)"""
    if t.rank != 2:
        return f"{reg_name} must be a 2D tensor"
    if t.encoding is None:
        return None
    try:
        if is_distributed_layout_tmem_compatible(op, t, memdesc):
            return None
    except LinearLayoutError:
        return None  # (Triton asserts building a layout; the layout verifier reports it)
    return TraitError(reg_name, notes=(f"Got: {t.encoding}",))


@irdl_op("ttng.fence_async_shared")
class FenceAsyncSharedOp(Op):
    """Fence between generic and async proxies.  Example: ttng.fence_async_shared {bCluster = false}"""

    bCluster = attr(BOOL_ATTR)
    format = "attr-dict"


#: Whether ttng.cluster_arrive/cluster_wait ask for a module of several CTAs.
CLUSTER_OPS_NEED_CTAS = Versioned(False, Since((3, 7), True, "triton-lang/triton#9076 ([Gluon] Expose finer grained "
                                                             "cluster fences): ClusterArriveOp::verify and "
                                                             "ClusterWaitOp::verify ask for ttg.num-ctas > 1"),
                                  name="ttng.cluster_arrive/cluster_wait: several CTAs")


#: Whether ttng.cluster_arrive's ``relaxed`` defaults to false, and the cluster
#: sync ops refuse a place inside ``ttg.warp_specialize``.
CLUSTER_SYNC_38 = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9456 ([BACKEND] Make cluster barriers be executed by all the "
                               "threads): cluster_arrive's relaxed is DefaultValuedAttr<BoolAttr, \"false\">, and "
                               "cluster_arrive/cluster_wait 'cannot be used inside `ttg.warp_specialize`'"),
    name="ttng.cluster_arrive/cluster_wait: relaxed optional, not in warp_specialize")


@irdl_op("ttng.cluster_arrive")
class ClusterArriveOp(Op):
    """Example: ttng.cluster_arrive {relaxed = false}"""

    relaxed = attr(I1_ATTR, declared=(CLUSTER_SYNC_38, False))
    relaxed_or_false = attr(BOOL_ATTR, name="relaxed", default=A.BoolAttr(False), declared=(CLUSTER_SYNC_38, True))
    format = "attr-dict"

    def verify_(self):
        """``ClusterArriveOp::verify`` (Triton 3.7 on)."""
        return _verify_cluster_sync(self)


@irdl_op("ttng.cluster_wait")
class ClusterWaitOp(Op):
    """Example: ttng.cluster_wait"""

    format = "attr-dict"

    def verify_(self):
        """``ClusterWaitOp::verify`` (Triton 3.7 on)."""
        return _verify_cluster_sync(self)


def _verify_cluster_sync(op) -> Optional[str]:
    """``verifyClusterSyncOp``: several CTAs (3.7 on), and from 3.8 no place
    inside ``ttg.warp_specialize``."""
    if not resolve(CLUSTER_OPS_NEED_CTAS):
        return None
    err = _requires_cluster(op)
    if err or not resolve(CLUSTER_SYNC_38):
        return err
    return _outside_warp_specialize(op)


def _outside_warp_specialize(op) -> Optional[str]:
    """``op->getParentOfType<WarpSpecializeOp>()`` is null (its default region
    and, through ``ttg.warp_specialize.partitions``, its partitions)."""
    parent = op.parent_op
    while parent is not None:
        if isinstance(parent, WarpSpecializeOp):
            return "cannot be used inside `ttg.warp_specialize`"
        parent = parent.parent_op
    return None


def _requires_cluster(op) -> Optional[str]:
    """The check of the cluster ops' verifiers (Triton 3.7 on): a module of
    more than one CTA."""
    if num_ctas(verifier_parent_module(op)) <= 1:
        return "requires ttg.num-ctas > 1"
    return None


@irdl_op("ttng.fence_mbarrier_init_release_cluster")
class FenceMBarrierInitReleaseClusterOp(Op):
    """``fence.mbarrier_init.release.cluster`` (Triton 3.7 on): makes the
    mbarrier inits visible to the cluster; only in a module of several CTAs.
    Example: ttng.fence_mbarrier_init_release_cluster"""

    __slots__ = ()
    format = "attr-dict"

    def verify_(self):
        """``FenceMBarrierInitReleaseClusterOp::verify``."""
        return _requires_cluster(self)


@irdl_op("ttng.cluster_barrier")
class ClusterBarrierOp(Op):
    """Synchronise all warps of the cluster (an arrive/wait pair; Triton 3.8
    on, where 3.9 drops ``ttng.cluster_arrive``/``cluster_wait``).
    ``relaxed`` defaults to false (not printed then).
    Example: ttng.cluster_barrier {relaxed = true}"""

    __slots__ = ()
    relaxed = attr(BOOL_ATTR, default=A.BoolAttr(False))
    format = "attr-dict"

    def verify_(self):
        """``ClusterBarrierOp::verify``: several CTAs, in a kernel (a public
        function) or in a Triton function the inliner will move into one (not
        ``noinline``)."""
        err = _requires_cluster(self)
        if err:
            return err
        func = self.parent_op
        while func is not None and not isinstance(func, FunctionOpInterface):
            func = func.parent_op
        if func is None:
            return "must be inside a kernel function"
        vis = func.attributes.get("sym_visibility")
        if vis is None or vis.value == "public":
            return None
        if isinstance(func, FuncOp):
            noinline = func.attributes.get("noinline")
            if not isinstance(noinline, A.BoolAttr) or not noinline.value:
                return None
        return "must be inside a kernel function"


# -- cluster launch control (Blackwell; Triton 3.8 on) -----------------------------------
def _verify_clc_result_buffer(t: T.MemDescType) -> Optional[TraitError]:
    """The CLC response buffer: a ``2xi64`` memdesc, its element type checked
    first (``emitError``: no op prefix)."""
    if t.element != T.i64:
        return TraitError(f"Expected CLC result buffer to have type int64, but got'{t.element}'", op_prefix=False)
    if len(t.shape) != 1 or t.shape[0] != 2:
        return TraitError("Expected CLC result buffer to have rank 1 and a single dimension equal to 2, "
                          f"but got {join_ints(t.shape)}.", op_prefix=False)
    cta_layout = getattr(t.encoding, "cta_layout", None)
    bases = [list(b) for b in cta_layout.block_bases] if cta_layout is not None else []
    if any(any(b) for b in bases):
        return TraitError(f"Expected CLC result buffer cga_layout bases to be all zeros. Got {fmt_bases(bases)}",
                          op_prefix=False)
    return None


@irdl_op("ttng.clc_try_cancel")
class CLCTryCancelOp(Op):
    """``clusterlaunchcontrol.try_cancel``: cancel a pending cluster launch; the
    response is written to ``result`` (``2xi64`` in shared memory), ``mbarrier``
    is signalled on completion.
    Example: ttng.clc_try_cancel %0, %1 : !ttg.memdesc<2xi64, #shared2, #smem, mutable>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    result = operand(TTG_MemDesc)
    mbarrier = operand(TTG_MemDesc)
    format = "$result `,` $mbarrier attr-dict `:` qualified(type($result)) `,` qualified(type($mbarrier))"
    effects = (MemWrite("result", SHARED_MEMORY), MemWrite("mbarrier", SHARED_MEMORY))

    def verify_(self):
        """``CLCTryCancelOp::verify``: the response buffer (its CGA layout
        broadcast), then the barrier: its type, and its CGA layout the identity
        ``[[1], [2], ...]`` over the CTAs (``verifyCompletionBarrierLayout``)."""
        return _verify_clc_result_buffer(self.result.type) or _completion_barrier_error(self, self.mbarrier)


@irdl_op("ttng.clc_load_result")
class CLCLoadResultOp(Op):
    """Load the 128-bit CLC response from shared memory.
    Example: %2 = ttng.clc_load_result %0 : !ttg.memdesc<2xi64, #shared2, #smem, mutable> -> i128"""

    src = operand(TTG_MemDesc)
    clcResult = result(I128_T)
    format = "$src attr-dict `:` qualified(type($src)) `->` type($clcResult)"
    effects = (MemRead("src", SHARED_MEMORY),)
    verify_types_and_attrs_only = True

    def verify_(self):
        """``CLCLoadResultOp::verify``."""
        return _verify_clc_result_buffer(self.src.type)


@irdl_op("ttng.clc_is_canceled")
class CLCIsCanceledOp(Op):
    """Whether the CLC response cancelled a cluster.
    Example: %1 = ttng.clc_is_canceled %0 : i128 -> i1"""

    clcResult = operand(I128_T)
    is_canceled = result(I1_T)
    format = "$clcResult attr-dict `:` type($clcResult) `->` type($is_canceled)"
    traits = (Pure(),)


@irdl_op("ttng.clc_get_program_id")
class CLCGetProgramIdOp(Op):
    """The program id (``dim``: x, y or z) of the cluster the CLC response cancelled.
    Example: %1 = ttng.clc_get_program_id %0, y : i128 -> i32"""

    clcResult = operand(I128_T)
    dim = enum_attr(PROGRAM_DIMS)
    result = result(I32_T)
    format = "$clcResult `,` $dim attr-dict `:` type($clcResult) `->` type($result)"
    traits = (Pure(),)


@irdl_op("ttng.clc_try_cancel_sync")
class CLCTryCancelSyncOp(Op):
    """A CLC try-cancel whose response is waited for and returned in registers
    (Triton 3.9).  Read from the 3.9.0 wheel: no operands, one ranked tensor of
    integer, float or pointer elements, ``attr-dict : type($result)``; its own
    verifier rules, if any, were not established.
    Example: %0 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked1>"""

    result = result(TT_Tensor)
    format = "attr-dict `:` type($result)"


#: tensor memory wait kinds (TMEMWaitKind, Triton 3.9: read from the 3.9.0 wheel)
TMEM_WAIT_KINDS = {0: "load", 1: "store"}


@irdl_op("ttng.tmem_wait")
class TMEMWaitOp(Op):
    """Wait for the outstanding tensor-memory loads or stores (Triton 3.9;
    ``kind`` is ``load`` or ``store``).
    Example: ttng.tmem_wait store"""

    kind = attr(enum_constraint(TMEM_WAIT_KINDS, T.i32, "tensor memory wait kind"), enum=TMEM_WAIT_KINDS,
                storage=T.i32)
    format = "$kind attr-dict"


@irdl_op("ttng.async_shared_store")
class AsyncSharedStoreOp(Op):
    """``st.async.shared``: store a distributed tensor into shared memory (of a
    peer CTA); its completion decrements ``mbarrier``'s transaction count.
    Only in a cluster of two CTAs or more (Triton 3.8 on).
    Example: ttng.async_shared_store %0, %1, %2 : tensor<128xf32, #blocked1> -> !ttg.memdesc<128xf32, #shared2, #smem, mutable>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    src = operand(TT_Tensor)
    dst = operand(TTG_MemDesc)
    mbarrier = operand(TTG_MemDesc)
    format = ("$src `,` $dst `,` $mbarrier attr-dict `:` type($src) `->`"
              " qualified(type($dst)) `,` qualified(type($mbarrier))")
    effects = (MemWrite("dst", SHARED_MEMORY), MemWrite("mbarrier", SHARED_MEMORY))

    def verify_(self):
        """``AsyncSharedStoreOp::verify``."""
        if num_ctas(verifier_parent_module(self)) < 2:
            return "requires at least two CTAs in the cluster"
        if not self.dst.type.mutable:
            return "cannot store into immutable memory"
        return (verify_memory_op_types(self.src.type, self.dst.type)
                or verify_barrier_type(self.mbarrier.type, self))


#: PackedArithOpKind (Triton 3.8/3.9) and its arity
PACKED_ARITH_KINDS = {0: "add", 1: "sub", 2: "mul", 3: "fma", 4: "min", 5: "max"}
_PACKED_ARITH_ARITY = {"fma": 3}
_F8E8M0FNU = float_type("f8E8M0FNU", "f8E8M0FNU type")
TTNG_PackedArithOperandTensor = ranked_tensor_of(any_type_of(
    I8, _F8E8M0FNU, F8E4M3FN, F8E5M2, F16, BF16, F32, summary="packed arithmetic operand element"))
TTNG_PackedArithResultTensor = ranked_tensor_of(any_type_of(
    F8E4M3FN, F8E5M2, F16, BF16, F32, summary="packed arithmetic result element"))


@irdl_op("ttng.packed_arith")
class PackedArithOp(Op):
    """Elementwise add/sub/mul/fma/min/max issued as packed PTX instructions
    (Triton 3.8 and 3.9's form: the kind, then the operands).  Format, kinds,
    element types and the arity check read from the 3.8.0/3.9.0 wheels; the
    table of supported type signatures ("unsupported add signature ...") and
    the check that the result layout gives each thread a multiple of the
    pack's elements are not modelled.
    Example: %2 = ttng.packed_arith add %0, %1 : (tensor<128xf32, #blocked1>, tensor<128xf32, #blocked1>) -> tensor<128xf32, #blocked1>"""

    op_kind = enum_attr(PACKED_ARITH_KINDS)
    operands_ = var_operand(TTNG_PackedArithOperandTensor)
    result = result(TTNG_PackedArithResultTensor)
    format = "$op_kind $operands_ attr-dict `:` functional-type($operands_, $result)"
    traits = (Pure(),)
    verify_types_and_attrs_only = True

    def verify_(self):
        """``PackedArithOp::verify`` (its operand count per kind)."""
        kind = PACKED_ARITH_KINDS.get(self.op_kind.value)
        want = _PACKED_ARITH_ARITY.get(kind, 2)
        if len(self.operands) != want:
            return f"{kind} expects {want} operands but got {len(self.operands)}"
        return None


@irdl_op("ttng.warp_group_dot")
class WarpGroupDotOp(InferTypeOpInterface, DotOpInterface, Op):
    """Hopper wgmma.
    Example: %2 = ttng.warp_group_dot %0, %1, %cst {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x16xf32, #shared, #smem> * !ttg.memdesc<16x64xf32, #shared1, #smem> -> tensor<64x64xf32, #mma>"""

    a = operand(TensorOrMemDesc)
    b = operand(TTG_MemDesc)
    c = operand(TT_FpIntTensor)
    useC = opt_operand(I1_T)
    inputPrecision = enum_attr(INPUT_PRECISIONS, default=2)
    maxNumImpreciseAcc = attr(I32_ATTR, default=i32(0))
    isAsync = attr(BOOL_ATTR, default=A.BoolAttr(False))
    d = result(TT_FpIntTensor)
    format = ("$a`,` $b`,` $c (`,` $useC^)? attr-dict"
              " `:` type($a) `*` qualified(type($b)) `->` type($d)")
    traits = (VerifyDotOpInterface(), TypesMatchWith("result's type matches accumulator's type", "d", "c"))
    type_rules = {"c": same_as("d")}

    def verify_dims(self) -> bool:
        """``WarpGroupDotOp::verifyDims``."""
        return k_dims_match(self)

    def verify_(self):
        """``WarpGroupDotOp::verify``, then ``WarpGroupDotOp::inferReturnTypes``
        (the operand encodings against the result's; ``InferTypeOpInterface``
        checks it last, with regions)."""
        ret = self.d.type
        a_enc, b_enc, r_enc = self.a.type.encoding, self.b.type.encoding, ret.encoding
        err = self._verify_wgmma(a_enc, b_enc, ret)
        if err:
            return err
        if a_enc is not None:
            for idx, enc in ((0, a_enc), (1, b_enc)):
                err = infer_dot_operand_encoding_error(enc, idx, r_enc)
                if err:
                    return TraitError(err, op_prefix=False)
        return None

    def _verify_wgmma(self, a_enc, b_enc, ret):
        """``WarpGroupDotOp::verify``."""
        r_enc = ret.encoding
        if not (isinstance(r_enc, NvidiaMmaEncoding) and r_enc.is_hopper()):
            return "WGMMA result layout must be Hopper NVMMA"
        if not isinstance(a_enc, (NVMMASharedEncoding, DotOperandEncoding, SharedLinearEncoding)):
            return "WGMMA A operand must have NVMMA shared or dot layout"
        if not isinstance(b_enc, (NVMMASharedEncoding, SharedLinearEncoding)):
            return "WGMMA B operand must have NVMMA shared layout"
        warps = verifier_num_warps(self)
        if warps is not None and warps % 4:
            return "WGMMA requires num_warps to be divisible by 4"
        per_cta = get_shape_per_cta(r_enc.cta_split_num, list(ret.shape))
        if len(per_cta) != 2:
            return "WGMMA result shape must be 2D"
        if per_cta[0] % 64:
            return "WGMMA result M dimension must be divisible by 64"
        if per_cta[1] % 8:
            return "WGMMA result N dimension must be divisible by 8"
        version = r_enc.version_major
        if not (support_mma_operand(self.a.type.element, version)
                and support_mma_operand(self.b.type.element, version)):
            return "unsupported MMA version for the given operands"
        if (self.attributes["maxNumImpreciseAcc"].value < 32 and _float_name(self.a.type.element) in _FP8
                and ret.element == T.f32):
            return ("Cannot use F32 as the accumulator element type when the max_num_imprecise_acc is "
                    "less than 32")
        if isinstance(self.a.type, T.RankedTensorType) and isinstance(a_enc, DotOperandEncoding):
            bits = int_or_float_width(self.a.type.element)
            k_width = 32 // bits if bits else 0
            if a_enc.k_width != k_width:
                return f"in-register LHS operand must have a kWidth of {k_width} but got {a_enc.k_width}"
        return None

    def get_effects(self) -> list:
        """``WarpGroupDotOp::getEffects``: reads the operands held in shared memory."""
        return [EffectInstance(READ, v, SHARED_MEMORY) for v in (self.a, self.b)
                if isinstance(v.type, T.MemDescType)]


@irdl_op("ttng.warp_group_dot_wait")
class WarpGroupDotWaitOp(InferTypeOpInterface, Op):
    """Wait for async wgmma; passes its operands through.
    Example: %1:3 = ttng.warp_group_dot_wait %0, %a, %b {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x16xf32, #shared, #smem>, !ttg.memdesc<16x64xf32, #shared1, #smem>"""

    inputs = var_operand(TensorOrMemDesc)
    pendings = attr(I32_ATTR)
    outputs = var_result(TensorOrMemDesc)
    format = "$inputs attr-dict `:` type($inputs)"
    traits = (AllTypesMatch("inputs", "outputs"),)

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [v.type for v in operands]

    verify_types_and_attrs_only = True

    def verify_(self):
        """``WarpGroupDotWaitOp::verify``."""
        if not self.operands:
            return "expected to be waiting on at least one dependency"
        return None


#: What ttng.init_barrier checks beyond the barrier's type.
INIT_BARRIER_38 = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9591 ([CONSAN] barrier re-initialization: 'count must be "
                               "greater than or equal to 1') and #9615 ([MultiCTA][Membar] Add fence + cluster "
                               "relaxed automatically: a cross-CTA barrier 'cannot be used inside "
                               "`ttg.warp_specialize`')"),
    name="ttng.init_barrier: count >= 1, cross-CTA not in warp_specialize")


@irdl_op("ttng.init_barrier")
class InitBarrierOp(Op):
    """Example: ttng.init_barrier %0, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    count = attr(I32_ATTR)
    format = "$alloc `,` $count attr-dict `:` qualified(type($alloc))"
    effects = (MemWrite("alloc", SHARED_MEMORY),)

    # (verify_ reads the module's ttg.num-ctas from Triton 3.7 on: not a types-only check)

    def verify_(self):
        """``InitBarrierOp::verify``: from 3.8 (:data:`INIT_BARRIER_38`) a count
        of at least 1, and a barrier shared across CTAs (fewer words than
        CTAs) not inside ``ttg.warp_specialize``."""
        err = verify_barrier_type(self.alloc.type, self)
        if err or not resolve(INIT_BARRIER_38):
            return err
        if self.attributes["count"].value < 1:
            return "count must be greater than or equal to 1"
        if self.alloc.type.shape[0] != num_ctas(verifier_parent_module(self)):
            return _outside_warp_specialize(self)
        return None


@irdl_op("ttng.inval_barrier")
class InvalBarrierOp(Op):
    """Example: ttng.inval_barrier %0 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    format = "$alloc attr-dict `:` qualified(type($alloc))"
    effects = (MemWrite("alloc", SHARED_MEMORY),)

    # (verify_ reads the module's ttg.num-ctas from Triton 3.7 on: not a types-only check)

    def verify_(self):
        """``InvalBarrierOp::verify``."""
        return verify_barrier_type(self.alloc.type, self)


@irdl_op("ttng.barrier_expect")
class BarrierExpectOp(Op):
    """Example: ttng.barrier_expect %0, 16384, %true : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    size = attr(I32_ATTR)
    pred = operand(I1_T)
    format = "$alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))"
    effects = (MemWrite("alloc", SHARED_MEMORY),)

    # (verify_ reads the module's ttg.num-ctas from Triton 3.7 on: not a types-only check)

    def verify_(self):
        """``BarrierExpectOp::verify``."""
        return verify_barrier_type(self.alloc.type, self)


@irdl_op("ttng.wait_barrier")
class WaitBarrierOp(Op):
    """Example: ttng.wait_barrier %0, %c0_i32 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    phase = operand(I32_T)
    pred = opt_operand(I1_T)
    deps = var_operand(TTG_MemDesc)
    format = ("$alloc `,` $phase (`,` $pred^)? (`deps` $deps^)?"
              " attr-dict `:` qualified(type($alloc)) (`,` type($deps)^)?")
    effects = (MemRead("alloc", SHARED_MEMORY), MemWrite("alloc", SHARED_MEMORY))
    traits = (AttrSizedOperandSegments(),)

    # (verify_ reads the module's ttg.num-ctas from Triton 3.7 on: not a types-only check)

    def verify_(self):
        """``WaitBarrierOp::verify``."""
        return verify_barrier_type(self.alloc.type, self)


@irdl_op("ttng.arrive_barrier")
class ArriveBarrierOp(Op):
    """Example: ttng.arrive_barrier %0, 1, %true : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    count = attr(I32_ATTR)
    pred = opt_operand(I1_T)
    format = "$alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))"
    effects = (MemRead("alloc", SHARED_MEMORY), MemWrite("alloc", SHARED_MEMORY))

    # (verify_ reads the module's ttg.num-ctas from Triton 3.7 on: not a types-only check)

    def verify_(self):
        """``ArriveBarrierOp::verify``."""
        err = verify_barrier_type(self.alloc.type, self)
        if err:
            return err
        if self.attributes["count"].value < 1:
            return "count must be greater than or equal to 1"
        return None


@irdl_op("ttng.async_copy_mbarrier_arrive")
class AsyncCopyMbarrierArriveOp(Op):
    """Example: ttng.async_copy_mbarrier_arrive %0 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    barrier = operand(TTG_MemDesc)
    noIncrement = opt_attr(UNIT_ATTR)
    format = "$barrier attr-dict `:` qualified(type($barrier))"
    effects = (MemWrite("barrier", SHARED_MEMORY),)


#: How the TMA copies check their operands (3.6: the load its result layout, the
#: stores nothing).
TMA_VERIFIERS = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#8886 ([NVIDIA] Verify encodings on TMA ops), with #9202 (TMA "
                               "im2col mode): async_tma_copy_global_to_local, async_tma_copy_local_to_global and "
                               "async_tma_reduce check the coordinates against the descriptor block's rank, the "
                               "memdesc against the block (verifyDescriptorLoadStoreOp), the load its barrier and a "
                               "mutable result ('cannot store ...'), the stores no fp4_padded source, and the "
                               "descriptor's NVMMA layout against the memdesc's"),
    name="ttng TMA copies: 3.7's verifiers")

#: Whether the TMA gathers and scatters check their x offsets' layout and the memdesc's
#: allocation (verifyAsyncTMAGatherScatterOp).
TMA_GATHER_X_OFFSETS = Versioned(
    False, Since((3, 8), True, "Triton 3.8.0 (verifyAsyncTMAGatherScatterOp; upstream PR not found): the memdesc's "
                               "shape is its allocation's, the x offsets hold at least 4 contiguous elements per "
                               "thread, are broadcast across each warp and have the memdesc's row CGA layout"),
    name="ttng TMA gather/scatter: x offsets layout")

#: Whether the TMA loads and gathers take a ``multicast`` unit attribute.
TMA_MULTICAST = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9615 ([MultiCTA][Membar] Add fence + cluster relaxed "
                               "automatically), where 'multicast requires the shared layout to broadcast across "
                               "CTAs' is first checked: async_tma_copy_global_to_local's and async_tma_gather's "
                               "UnitAttr $multicast"),
    name="ttng TMA loads: multicast")

#: Whether ttng.async_tma_reduce checks its kind against the element type.
TMA_REDUCE_KINDS = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#10013 ([BACKEND] Make TMAReduce more robust): "
                               "AsyncTMAReduceOp::isSupportedReduceKind, 'unsupported reduce kind K for element "
                               "type T'"),
    name="ttng.async_tma_reduce: kind per element type")

#: Whether a TMA load checks its barrier's CGA layout in a module with ``ttng.two-ctas``.
TMA_BARRIER_LAYOUT = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9941 ([BACKEND][EZ] Tighten TMA multicta verifier) and #10324 "
                               "(Allow two_ctas=False barriers in TMA ops in a 2CTA kernel): in a module with a "
                               "ttng.two-ctas attribute the barrier's cga_layout is the 1-D identity over the "
                               "CTAs, or with two-ctas = true the CTA-pair layout"),
    name="ttng TMA loads: barrier cga_layout under ttng.two-ctas")


def _tma_encoding_error(desc, enc):
    """``verifyTMAEncoding`` (3.7 on): the result's layout is NVMMA and agrees
    with the descriptor's, not transposed."""
    if not isinstance(enc, NVMMASharedEncoding):
        return "TMA descriptor must have NVMMA shared layout"
    d = desc.block_type.encoding
    if not isinstance(d, NVMMASharedEncoding) or \
            (d.transposed, d.swizzling_byte_width, d.element_bit_width, d.fp4_padded) != \
            (enc.transposed, enc.swizzling_byte_width, enc.element_bit_width, enc.fp4_padded):
        shown = d if isinstance(d, NVMMASharedEncoding) else "<<NULL ATTRIBUTE>>"
        return ("TMA descriptor layout must match shared layout, but got descriptor layout "
                f"{shown} and shared memory layout {enc}")
    if enc.transposed:
        return "TMA descriptor layout must not be transposed"
    return None


def _tma_coords_error(op) -> Optional[str]:
    """``verifyAsyncTMACoords`` in tiled mode (3.7 on)."""
    rank = len(op.desc.type.block_type.shape)
    if len(op.coord) != rank:
        return f"expected {rank} coordinates, but got {len(op.coord)}"
    if not 1 <= len(op.coord) <= 5:
        return "must have between 1 and 5 coordinates"
    return None


def _im2col_coords_error(op) -> Optional[str]:
    """``verifyAsyncTMACoords`` in im2col mode (3.7 on): coordinates of the
    whole 3-d to 5-d tensor."""
    n = len(op.coord)
    if n < 3:
        return f"IM2COL mode requires at least 3D coordinates, but got {n}D"
    if n > 5:
        return f"IM2COL mode supports at most 5D coordinates, but got {n}D"
    return None


def _tma_mode_error(op, im2col: bool) -> Optional[str]:
    """``verifyTMAMode`` (3.7 on): im2col takes one offset per coordinate
    beyond two, tiled mode none."""
    n_off, n_coord = len(op.offsets), len(op.coord)
    if not im2col:
        return "TILED mode does not support offsets" if n_off else None
    if not n_off:
        return "IM2COL mode requires offsets to be provided"
    if n_off != n_coord - 2:
        return f"IM2COL mode with {n_coord}D coordinates requires {n_coord - 2} offsets, but got {n_off}"
    return None


def _tma_store_error(op) -> Optional[str]:
    """The TMA stores' verifiers (3.7 on): coordinates,
    ``verifyDescriptorLoadStoreOp``, ``verifyAsyncTMAStoreOp``."""
    desc, src = op.desc.type, op.src.type
    err = _tma_coords_error(op) or _descriptor_load_store_error(desc, src)
    if err:
        return err
    if isinstance(src.encoding, NVMMASharedEncoding) and src.encoding.fp4_padded:
        return "does not support fp4_padded operands"
    return _tma_encoding_error(desc, src.encoding)


def _has_cga_broadcast(t: T.MemDescType) -> bool:
    """``hasCGABroadcast``: some CTA of the cluster holds what another does
    (a free variable of the memdesc layout's ``block`` dimension)."""
    try:
        ll = to_linear_layout(t.encoding, list(t.alloc_shape[-len(t.shape):]))
    except LinearLayoutError:
        return True  # (an invalid layout: the layout verifier reports it)
    return ll.get_free_variable_masks().get("block", 0) != 0


def _multicast_error(op, t: T.MemDescType) -> Optional[str]:
    """A ``multicast`` load (3.8 on, :data:`TMA_MULTICAST`) needs a layout
    broadcast across CTAs."""
    if resolve(TMA_MULTICAST) and "multicast" in op.attributes and not _has_cga_broadcast(t):
        return "multicast requires the shared layout to broadcast across CTAs"
    return None


def _gather_scatter_error(op, memdesc: T.MemDescType) -> Optional[str]:
    """``verifyGatherScatterOp`` (3.7), from 3.8 ``verifyAsyncTMAGatherScatterOp``
    (:data:`TMA_GATHER_X_OFFSETS`): the memdesc against the one-row block and
    the x offsets."""
    desc, x = op.desc.type, op.x_offsets.type
    err = descriptor_gather_scatter_error(desc, memdesc, x)
    if err or not resolve(TMA_GATHER_X_OFFSETS):
        return err
    alloc = list(memdesc.alloc_shape)
    if len(alloc) < 2 or list(memdesc.shape) != alloc[-2:]:
        return "memdesc shape must match alloc shape"
    if x.encoding is None:
        return None
    try:
        x_ll = to_linear_layout(x.encoding, list(x.shape))
        if x.encoding.get_contig_per_thread(list(x.shape))[0] < 4:
            return "x offsets must have at least 4 contiguous elements per thread"
        lanes = x_ll.get_in_dim_size("lane")
        if x_ll.get_free_variable_masks().get("lane", 0) != lanes - 1:
            return "x offsets must be broadcasted across each warp"
        rows = getattr(memdesc.encoding, "cta_layout", None)
        x_cga = getattr(x.encoding, "cta_layout", None)
        if rows is not None and x_cga is not None and \
                rows.linear_layout.sublayout(["block"], ["dim0"]) != x_cga.linear_layout:
            return "x offsets must have the same row CGA layout as the memdesc"
    except LinearLayoutError:
        return None  # (an invalid layout: the layout verifier reports it)
    return None


def _reduce_kind_supported(kind: str, t) -> bool:
    """``AsyncTMAReduceOp::isSupportedReduceKind``."""
    is_i32 = isinstance(t, T.IntegerType) and t.width == 32
    is_i64 = isinstance(t, T.IntegerType) and t.width == 64
    f16_or_bf16 = t in (T.f16, T.bf16)
    if kind == "add":
        return is_i32 or (is_i64 and t.signedness != "si") or t == T.f32 or f16_or_bf16
    if kind in ("min", "max"):
        return is_i32 or is_i64 or f16_or_bf16
    if kind in ("and", "or", "xor"):
        return is_i32 or is_i64
    return False  # inc, dec


def _tma_barrier_layout_error(op, barrier_type):
    """``verifyTMABarrierLayout`` (3.8 on)."""
    two_ctas = verifier_parent_module(op).attributes.get("ttng.two-ctas")
    if not isinstance(two_ctas, A.BoolAttr):
        return None
    n = num_ctas(verifier_parent_module(op))
    cta_layout = getattr(barrier_type.encoding, "cta_layout", None)
    got = [list(b) for b in cta_layout.block_bases] if cta_layout is not None else []
    one = [[1 << i] for i in range(n.bit_length() - 1)]
    if got == one:
        return None
    if two_ctas.value:
        pair = [[0]] + [[1 << i] for i in range((n // 2).bit_length() - 1)]
        if got == pair:
            return None
        return f"TMA barrier cga_layout must be {fmt_bases(one)} or {fmt_bases(pair)}, got {fmt_bases(got)}"
    return f"TMA barrier cga_layout must be {fmt_bases(one)}, got {fmt_bases(got)}"


@irdl_op("ttng.async_tma_copy_global_to_local")
class AsyncTMACopyGlobalToLocalOp(Op):
    """TMA load into shared memory.
    Example: ttng.async_tma_copy_global_to_local %0[%c0_i32, %c0_i32] %1, %2, %true : !tt.tensordesc<tensor<64x64xf32, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>"""

    desc = operand(TT_AnyTensorDescType)
    coord = var_operand(I32_T)
    offsets = var_operand(I16_T)
    barrier = operand(TTG_MemDesc)
    result = operand(TTG_MemDesc)
    pred = operand(I1_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1)
    evict = enum_attr(EVICTION_POLICIES, default=1)
    isVolatile = attr(BOOL_ATTR, default=A.BoolAttr(False))
    multicast = opt_attr(UNIT_ATTR, declared=TMA_MULTICAST)
    format = Versioned(
        "$desc `[` $coord `]` $result `,` $barrier `,` $pred"
        " oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"
        " attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->`"
        " qualified(type($result))",
        Since((3, 7), "$desc `[` $coord `]` (`offsets` `=` `[` $offsets^ `]`)? $result `,` $barrier `,` $pred"
                      " oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"
                      " attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->`"
                      " qualified(type($result))",
              "triton-lang/triton#9202 ([Nvidia] Enable TMA im2col mode): the im2col offsets"),
        name="ttng.async_tma_copy_global_to_local: form")

    @classmethod
    def parse(cls, p):
        """The release's form only: before 3.7 (:data:`TENSORDESC_IM2COL`
        none) there are no offsets."""
        return compiled_format(cls).parse(cls, p)

    def print_body(self, p):
        return compiled_format(type(self)).print(self, p)

    def _operand_range(self, index: int) -> tuple[int, int]:
        """The operands' groups, the i32 coordinates told apart from the i16
        offsets by their types (no ``operandSegmentSizes``)."""
        types = [u.value.type for u in self._operands]
        n_coord = 0
        while 1 + n_coord < len(types) and types[1 + n_coord] == T.i32:
            n_coord += 1
        sizes = (1, n_coord, len(types) - 4 - n_coord, 1, 1, 1)
        lo = sum(sizes[:index])
        return lo, lo + sizes[index]
    effects = (
        MemRead("desc", GLOBAL_MEMORY),
        MemWrite("barrier", SHARED_MEMORY),
        MemWrite("result", SHARED_MEMORY),
    )

    # (verify_ reads the module's ttg.num-ctas from Triton 3.7 on: not a types-only check)

    def verify_(self):
        """``AsyncTMACopyGlobalToLocalOp::verify``, as the release checks it
        (:data:`TMA_VERIFIERS`)."""
        if resolve(TMA_VERIFIERS):
            return self._verify_37()
        err = verify_barrier_type(self.barrier.type, self)
        if err:
            return err
        if not 1 <= len(self.coord) <= 5:
            return "TMA copies must have between 1 and 5 coordinates"
        if not self.result.type.mutable:
            return "Cannot store into immutable memory"
        if not isinstance(self.result.type.encoding, NVMMASharedEncoding):
            return "TMA result must have NVMMA shared layout"
        return None

    def _verify_37(self):
        """Triton 3.7's: ``verifyAsyncTMACoords``, ``verifyDescriptorLoadStoreOp``,
        ``verifyAsyncTMALoadOp`` (the barrier, from 3.8 its CGA layout in a
        module with ``ttng.two-ctas``, a mutable result, ``verifyTMAEncoding``),
        ``verifyTMAMode`` (im2col offsets) and from 3.8 multicast."""
        desc, result_type = self.desc.type, self.result.type
        im2col = isinstance(desc, T.TensorDescIm2ColType)
        err = ((_im2col_coords_error(self) if im2col else _tma_coords_error(self))
               or _descriptor_load_store_error(desc, result_type)
               or verify_barrier_type(self.barrier.type, self)
               or (_tma_barrier_layout_error(self, self.barrier.type) if resolve(TMA_BARRIER_LAYOUT) else None))
        if err:
            return err
        if not result_type.mutable:
            return "cannot store into immutable memory"
        return (_tma_encoding_error(desc, result_type.encoding) or _tma_mode_error(self, im2col)
                or _multicast_error(self, result_type))


@irdl_op("ttng.async_tma_copy_local_to_global")
class AsyncTMACopyLocalToGlobalOp(Op):
    """TMA store from shared memory.
    Example: ttng.async_tma_copy_local_to_global %0[%c0_i32, %c0_i32] %1 : !tt.tensordesc<tensor<64x64xf32, #shared>>, !ttg.memdesc<64x64xf32, #shared, #smem>"""

    desc = operand(TT_TensorDescType)
    coord = var_operand(I32_T)
    src = operand(TTG_MemDesc)
    format = "$desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))"
    effects = (
        MemRead("desc", GLOBAL_MEMORY),
        MemWrite("desc", GLOBAL_MEMORY),
        MemRead("src", SHARED_MEMORY),
    )

    def verify_(self):
        """``AsyncTMACopyLocalToGlobalOp::verify`` (3.7 on: :data:`TMA_VERIFIERS`)."""
        return _tma_store_error(self) if resolve(TMA_VERIFIERS) else None


@irdl_op("ttng.async_tma_reduce")
class AsyncTMAReduceOp(Op):
    """TMA reducing store.
    Example: ttng.async_tma_reduce add, %0[%c0_i32, %c0_i32] %1 : !tt.tensordesc<tensor<64x64xf32, #shared>>, !ttg.memdesc<64x64xf32, #shared, #smem>"""

    kind = enum_attr(DESCRIPTOR_REDUCE_KINDS)
    desc = operand(TT_TensorDescType)
    coord = var_operand(I32_T)
    src = operand(TTG_MemDesc)
    format = ("$kind `,` $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,`"
              " qualified(type($src))")
    effects = (
        MemRead(None, GLOBAL_MEMORY),
        MemWrite(None, GLOBAL_MEMORY),
        MemRead("desc", GLOBAL_MEMORY),
        MemRead("src", SHARED_MEMORY),
    )

    def verify_(self):
        """``AsyncTMAReduceOp::verify`` (3.7 on: :data:`TMA_VERIFIERS`; from 3.8
        the kind against the element type, :data:`TMA_REDUCE_KINDS`)."""
        if not resolve(TMA_VERIFIERS):
            return None
        err = _tma_store_error(self)
        if err or not resolve(TMA_REDUCE_KINDS):
            return err
        kind = DESCRIPTOR_REDUCE_KINDS[self.attributes["kind"].value]
        elem = self.desc.type.block_type.element
        if not _reduce_kind_supported(kind, elem):
            return f"unsupported reduce kind {kind} for element type '{elem}'"
        return None


@irdl_op("ttng.async_tma_gather")
class AsyncTMAGatherOp(Op):
    """TMA gather into shared memory.
    Example: ttng.async_tma_gather %0[%1, %c0_i32] %2, %3, %true : !tt.tensordesc<tensor<1x128xf32, #shared>>, tensor<32xi32, #blocked1>, i32, !ttg.memdesc<1xi64, #shared2, #smem, mutable>, !ttg.memdesc<32x128xf32, #shared, #smem, mutable>, i1"""

    desc = operand(TT_TensorDescType)
    x_offsets = operand(TT_I32RankedTensor)
    y_offset = operand(I32_T)
    barrier = operand(TTG_MemDesc)
    result = operand(TTG_MemDesc)
    pred = operand(I1_T)
    multicast = opt_attr(UNIT_ATTR, declared=TMA_MULTICAST)
    format = ("$desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred"
              " attr-dict `:` type(operands)")
    effects = (
        MemRead("desc", GLOBAL_MEMORY),
        MemWrite("barrier", SHARED_MEMORY),
        MemWrite("result", SHARED_MEMORY),
    )

    # (verify_ reads the module's ttg.num-ctas from Triton 3.7 on: not a types-only check)

    def verify_(self):
        """``AsyncTMAGatherOp::verify``, as the release checks it
        (:data:`TMA_VERIFIERS`, :data:`TMA_MULTICAST`, :data:`TMA_GATHER_X_OFFSETS`)."""
        err = verify_barrier_type(self.barrier.type, self)
        if err:
            return err
        result_type = self.result.type
        if not resolve(TMA_VERIFIERS):
            if not result_type.mutable:
                return "cannot store into immutable memory"
            return DescriptorGatherOp.verify_result_type(result_type, self.x_offsets.type)
        if resolve(TMA_BARRIER_LAYOUT):
            err = _tma_barrier_layout_error(self, self.barrier.type)
            if err:
                return err
        if not result_type.mutable:
            return "cannot store into immutable memory"
        err = _tma_encoding_error(self.desc.type, result_type.encoding)
        if err:
            return err
        if isinstance(result_type.encoding, NVMMASharedEncoding) and result_type.encoding.fp4_padded:
            return "does not support fp4_padded operands"
        return _multicast_error(self, result_type) or _gather_scatter_error(self, result_type)


@irdl_op("ttng.async_tma_scatter")
class AsyncTMAScatterOp(Op):
    """TMA scatter from shared memory.
    Example: ttng.async_tma_scatter %0[%1, %c0_i32] %2 : !tt.tensordesc<tensor<1x128xf32, #shared>>, tensor<32xi32, #blocked1>, i32, !ttg.memdesc<32x128xf32, #shared, #smem, mutable>"""

    desc = operand(TT_TensorDescType)
    x_offsets = operand(TT_I32RankedTensor)
    y_offset = operand(I32_T)
    src = operand(TTG_MemDesc)
    format = "$desc `[` $x_offsets `,` $y_offset `]` $src attr-dict `:` type(operands)"
    effects = (
        MemRead("desc", GLOBAL_MEMORY),
        MemWrite("desc", GLOBAL_MEMORY),
        MemRead("src", SHARED_MEMORY),
    )

    verify_types_and_attrs_only = True

    def verify_(self):
        """``AsyncTMAScatterOp::verify``, as the release checks it
        (:data:`TMA_VERIFIERS`, :data:`TMA_GATHER_X_OFFSETS`)."""
        src = self.src.type
        if not resolve(TMA_VERIFIERS):
            return DescriptorGatherOp.verify_result_type(src, self.x_offsets.type)
        if isinstance(src.encoding, NVMMASharedEncoding) and src.encoding.fp4_padded:
            return "does not support fp4_padded operands"
        return _tma_encoding_error(self.desc.type, src.encoding) or _gather_scatter_error(self, src)


@irdl_op("ttng.async_tma_store_wait")
class TMAStoreWaitOp(Op):
    """Example: ttng.async_tma_store_wait {pendings = 0 : i32}"""

    pendings = attr(I32_ATTR)
    format = "attr-dict"
    traits = (MemWaitOpTrait(),)


#: Whether the tcgen05 ops check their completion barriers (type and CGA layout).
MMA_COMPLETION_BARRIERS = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9812 ([BACKEND] Tighten cga_layout barrier verifiers for "
                               "tcgen05 ops): tc_gen5_mma, tc_gen5_mma_scaled (which also refuses a barrier when "
                               "synchronous) and tc_gen5_commit check each barrier's type and that its cga_layout "
                               "is the 1-D identity over the CTAs"),
    name="ttng tcgen05 ops: completion barriers")

#: Whether ttng.tc_gen5_mma_scaled checks its accumulator's layout.
SCALED_MMA_ACCUMULATOR = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9018 ([Gluon][Dialect] More fixes and verifier improvements): "
                               "the accumulator has a tensor memory layout of blockM = 128"),
    name="ttng.tc_gen5_mma_scaled: accumulator layout")


def _completion_barrier_error(op, barrier) -> Optional[str]:
    """``verifyBarrierType`` and ``verifyCompletionBarrierLayout`` (3.8 on): the
    barrier's CGA layout is the 1-D identity over the module's CTAs."""
    err = verify_barrier_type(barrier.type, op)
    if err:
        return err
    n = num_ctas(verifier_parent_module(op))
    want = [[1 << i] for i in range(n.bit_length() - 1)]
    cta_layout = getattr(barrier.type.encoding, "cta_layout", None)
    got = [list(b) for b in cta_layout.block_bases] if cta_layout is not None else []
    if got != want:
        return f"completion barrier cga_layout must be {fmt_bases(want)}, got {fmt_bases(got)}"
    return None


@irdl_op("ttng.tc_gen5_mma")
class TCGen5MMAOp(DotOpInterface, MMAv5OpInterface, Op):
    """Blackwell tcgen05 MMA.
    Example: %3 = ttng.tc_gen5_mma %0, %1, %2[], %true, %true, %4[%true] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    a = operand(TTG_MemDesc)
    b = operand(TTG_MemDesc)
    d = operand(TTG_MemDesc)
    acc_dep = opt_operand(TTG_AsyncToken)
    useD = operand(I1_T)
    pred = operand(I1_T)
    barriers = var_operand(TTG_MemDesc)
    barrier_preds = var_operand(I1_T)
    is_async = opt_attr(UNIT_ATTR)
    two_ctas = opt_attr(UNIT_ATTR)
    token = result_def(TTG_AsyncToken, kind="optional")
    custom_directives = {"Token": _Token, "BarriersAndPreds": _BarriersAndPreds}
    format = ("$a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $useD`,`"
              " $pred `` custom<BarriersAndPreds>($barriers, $barrier_preds)"
              " attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,`"
              " qualified(type($d)) (`,` qualified(type($barriers))^)?")
    traits = (VerifyDotOpInterface(), VerifyMMAv5OpInterface(), AttrSizedOperandSegments())

    def verify_dims(self) -> bool:
        """``TCGen5MMAOp::verifyDims``."""
        return k_dims_match(self)

    def verify_(self):
        """``TCGen5MMAOp::verify``."""
        if "is_async" not in self.attributes and self.barriers:
            return "The op is synchronous but a barrier is present."
        if resolve(MMA_COMPLETION_BARRIERS):
            for barrier in self.barriers:
                err = _completion_barrier_error(self, barrier)
                if err:
                    return err
        err = _verify_mma_dtype(self.a.type.element, self.b.type.element, self.d.type.element)
        if err:
            return err
        a_enc, b_enc = self.a.type.encoding, self.b.type.encoding
        if not isinstance(a_enc, (NVMMASharedEncoding, SharedLinearEncoding, TensorMemoryEncoding)):
            return "LHS operand must have a NVMMAShared or TensorMemory encoding"
        if not isinstance(b_enc, (NVMMASharedEncoding, SharedLinearEncoding)):
            return "RHS operand must have a NVMMAShared encoding"
        ret = self.d.type
        r_enc = ret.encoding
        if not isinstance(r_enc, TensorMemoryEncoding):
            return "Return operand must have a TensorMemory encoding"
        if isinstance(a_enc, TensorMemoryEncoding) and a_enc.col_stride != 1:
            return "The col stride of the LHS operand must be 1"
        bits = int_or_float_width(ret.element)
        if bits and r_enc.col_stride != 32 // bits:
            return f"The col stride of the return operand must be 32 / {bits} but got {r_enc.col_stride}"
        if "two_ctas" in self.attributes:
            for enc, name, expected in ((a_enc, "LHS", [2, 1]), (b_enc, "RHS", [1, 2]),
                                        (r_enc, "returned value", [2, 1])):
                got = _cta_split_num(enc)
                if got != expected:
                    return (f"The op is two CTAs but the split num of the {name} is not {join_ints(expected)}. "
                            f"Got {join_ints(got)}")
            if not r_enc.two_ctas:
                return "The returned value's encoding must have twoCTA=true to be used in a twoCTA matmul"
            if isinstance(a_enc, TensorMemoryEncoding) and not a_enc.two_ctas:
                return "The LHS operand's encoding must have twoCTA=true to be used in a twoCTA matmul"
        return None

    def get_effects(self) -> list:
        """``TCGen5MMAOp::getEffects``."""
        return _mma_effects(self)


@irdl_op("ttng.tc_gen5_mma_scaled")
class TCGen5MMAScaledOp(DotOpInterface, MMAv5OpInterface, Op):
    """Blackwell tcgen05 block-scaled MMA.
    Example: ttng.tc_gen5_mma_scaled %0, %1, %2, %3, %4, %true, %true lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>"""

    a = operand(TTG_MemDesc)
    b = operand(TTG_MemDesc)
    d = operand(TTG_MemDesc)
    acc_dep = opt_operand(TTG_AsyncToken)
    a_scale = operand(TTG_MemDesc)
    b_scale = operand(TTG_MemDesc)
    a_type = enum_attr(SCALE_DOT_ELEM_TYPES)
    b_type = enum_attr(SCALE_DOT_ELEM_TYPES)
    useD = operand(I1_T)
    pred = operand(I1_T)
    barriers = var_operand(TTG_MemDesc)
    barrier_preds = var_operand(I1_T)
    is_async = opt_attr(UNIT_ATTR)
    token = result_def(TTG_AsyncToken, kind="optional")
    custom_directives = {"Token": _Token, "BarriersAndPreds": _BarriersAndPreds}
    format = ("$a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $a_scale `,`"
              " $b_scale `,` $useD `,` $pred `lhs` `=` $a_type `rhs` `=` $b_type"
              " `` custom<BarriersAndPreds>($barriers, $barrier_preds)"
              " attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,`"
              " qualified(type($d)) `,` qualified(type($a_scale)) `,`"
              " qualified(type($b_scale)) (`,` qualified(type($barriers))^)?")
    traits = (VerifyDotOpInterface(), VerifyMMAv5OpInterface(), AttrSizedOperandSegments())

    def _trans(self):
        """Whether A is transposed and B is not (the scaled MMA's K and M/N)."""
        a_enc, b_enc = self.a.type.encoding, self.b.type.encoding
        trans_a = isinstance(a_enc, NVMMASharedEncoding) and a_enc.transposed
        trans_b = isinstance(b_enc, NVMMASharedEncoding) and not b_enc.transposed
        e2m1 = 4  # ScaleDotElemType::E2M1
        return (trans_a, trans_b, self.attributes["a_type"].value == e2m1,
                self.attributes["b_type"].value == e2m1)

    def verify_dims(self) -> bool:
        """``TCGen5MMAScaledOp::verifyDims``: K, doubled for packed e2m1."""
        a, b = self.a.type.shape, self.b.type.shape
        trans_a, trans_b, a_fp4, b_fp4 = self._trans()
        ak, bk = a[-1], b[len(a) - 2]
        if a_fp4 and not trans_a:
            ak *= 2
        if b_fp4 and not trans_b:
            bk *= 2
        return ak == bk

    def verify_output_dims(self) -> bool:
        """``TCGen5MMAScaledOp::verifyOutputDims``."""
        a, b, c = self.a.type.shape, self.b.type.shape, self.d.type.shape
        trans_a, trans_b, a_fp4, b_fp4 = self._trans()
        am, bn = a[-2], b[-1]
        if a_fp4 and trans_a:
            am *= 2
        if b_fp4 and trans_b:
            bn *= 2
        return am == c[-2] and bn == c[-1]

    def verify_(self):
        """``TCGen5MMAScaledOp::verify``: from 3.8 its barriers
        (:data:`MMA_COMPLETION_BARRIERS`), the element types, from 3.7 the
        accumulator's layout (:data:`SCALED_MMA_ACCUMULATOR`)."""
        if resolve(MMA_COMPLETION_BARRIERS):
            if "is_async" not in self.attributes and self.barriers:
                return "The op is synchronous but a barrier is present."
            for barrier in self.barriers:
                err = _completion_barrier_error(self, barrier)
                if err:
                    return err
        err = _verify_mma_dtype(self.a.type.element, self.b.type.element, self.d.type.element)
        if err or not resolve(SCALED_MMA_ACCUMULATOR):
            return err
        enc = self.d.type.encoding
        if not isinstance(enc, TensorMemoryEncoding):
            return "expected accumulator layout to be a TensorMemoryLayout"
        if enc.block_m != 128:
            return "only supports instruction shape blockM=128"
        return None

    def get_effects(self) -> list:
        """``TCGen5MMAScaledOp::getEffects``: those of :func:`_mma_effects` and
        reads of both scales."""
        return _mma_effects(self) + [EffectInstance(READ, self.a_scale, TENSOR_MEMORY),
                                     EffectInstance(READ, self.b_scale, TENSOR_MEMORY)]


@irdl_op("ttng.tc_gen5_commit")
class TCGen5CommitOp(Op):
    """Make a barrier track completion of prior tcgen05 ops.
    Example: ttng.tc_gen5_commit %0, %true : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    barrier = operand(TTG_MemDesc)
    pred = opt_operand(I1_T)
    two_ctas = opt_attr(UNIT_ATTR)
    format = "$barrier (`,` $pred^)? attr-dict `:` qualified(type($barrier))"
    effects = (MemWrite("barrier", SHARED_MEMORY),)

    def verify_(self):
        """``TCGen5CommitOp::verify``: from 3.8 its barrier (:data:`MMA_COMPLETION_BARRIERS`)."""
        return _completion_barrier_error(self, self.barrier) if resolve(MMA_COMPLETION_BARRIERS) else None


@irdl_op("ttng.tmem_load")
class TMEMLoadOp(Op):
    """Load from tensor memory; from Triton 3.7 it may also reduce each row
    (``redOp``, the ``red`` result: :data:`TMEM_LOAD_REDUCTION`).
    Example: %result, %token = ttng.tmem_load %0[%1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked2>"""

    src = operand(TTG_MemDesc)
    dep = opt_operand(TTG_AsyncToken)
    redOp = opt_attr(A.Attribute, declared=TMEM_LOAD_REDUCTION)
    abs = opt_attr(BOOL_ATTR, declared=TMEM_LOAD_REDUCTION)
    NaN = opt_attr(BOOL_ATTR, declared=TMEM_LOAD_REDUCTION)
    result = result(TT_Tensor)
    token = result_def(TTG_AsyncToken, kind="optional")
    red = result_def(TT_Tensor, kind="optional")
    custom_directives = {"Token": _Token}
    format = Versioned(
        "$src `` custom<Token>($dep, type($token)) attr-dict `:` qualified(type($src)) `->` type($result)",
        Since((3, 7), "$src `` custom<Token>($dep, type($token)) attr-dict `:` qualified(type($src)) `->` "
                      "type($result) (`,` type($red)^)?", "triton-lang/triton#9151: the 'red' result's type"),
        name="ttng.tmem_load: form")
    effects = (MemRead("src", TENSOR_MEMORY),)

    @classmethod
    def parse(cls, p):
        """The release's form only: before 3.7 (:data:`TMEM_LOAD_REDUCTION`) no
        form has a second tensor result."""
        return compiled_format(cls).parse(cls, p)

    def print_body(self, p):
        return compiled_format(type(self)).print(self, p)

    def _result_range(self, index: int) -> tuple[int, int]:
        """The results' groups, told apart by their types (result, an async
        token, a tensor), not by a ``resultSegmentSizes`` attribute."""
        has_token = len(self.results) > 1 and self.results[1].type == ASYNC_TOKEN
        sizes = (1, int(has_token), len(self.results) - 1 - int(has_token))
        lo = sum(sizes[:index])
        return lo, lo + sizes[index]

    def verify_(self):
        """``TMEMLoadOp::verify``."""
        src = self.src.type
        if not isinstance(src.memory_space, TensorMemorySpace):
            return "source must be a tensor memory buffer."
        if not isinstance(src.encoding, TensorMemoryEncoding):
            return "should use tensor memory encoding."
        err = _verify_tmem_operand(self, self.result.type, src, "result")
        if err:
            return err
        if resolve(TMEM_LOAD_REDUCTION):
            err = self._verify_reduction(src)
            if err:
                return err
        return verify_memory_op_types(src, self.result.type)

    def _verify_reduction(self, src):
        """The reduction's attributes and result (3.7 on)."""
        red_op, has_red = self.attributes.get("redOp"), self.red is not None
        use_abs = isinstance(self.attributes.get("abs"), A.BoolAttr) and self.attributes["abs"].value
        use_nan = isinstance(self.attributes.get("NaN"), A.BoolAttr) and self.attributes["NaN"].value
        if red_op is not None and not has_red:
            return "redOp is set but 'red' result is not present"
        if has_red and red_op is None:
            return "'red' result is present but redOp is not set"
        if use_abs and red_op is None:
            return "'abs' requires 'redOp' to be set"
        if use_nan and red_op is None:
            return "'NaN' requires 'redOp' to be set"
        if use_abs and src.element != T.f32:
            return "'abs' requires floating-point element type (f32)"
        if use_nan and src.element != T.f32:
            return "'NaN' requires floating-point element type (f32)"
        if red_op is None:
            return None
        reg = self.result.type
        try:
            unpacked = tmem_ld_st_unpacked(self, reg, src)
        except LinearLayoutError:
            return None  # (Triton asserts building a layout; the layout verifier reports it)
        if unpacked is None:
            return "failed to compute TMEM encoding info"
        if unpacked:
            return "tmem_load reduction requires packed format (unpacked=false)"
        # The N dimension lies in the registers whole: not split across threads.
        ll = to_linear_layout(reg.encoding, reg.shape)
        reg_dims = bases_per_dim(ll.bases, "register", 2)
        if reg_dims[1] != reg.shape[1] or reg_dims[0] != 1:
            return "tmem_load reduction with N dimension sharded across threads is not supported."
        return None

    def asm_result_names(self):
        names = [(self.results[0], "result")]
        if self.token is not None:
            names.append((self.token, "token"))
        if self.red is not None:
            names.append((self.red, "red"))
        return names


# (two variadic operand groups, yet no operandSegmentSizes: _operand_range reads the types)
AsyncTMACopyGlobalToLocalOp.attr_sized_operands = False
# (two optional results, yet no resultSegmentSizes: TMEMLoadOp._result_range reads the types)
TMEMLoadOp.attr_sized_results = False


@irdl_op("ttng.tmem_store")
class TMEMStoreOp(Op):
    """Store into tensor memory.
    Example: %2 = ttng.tmem_store %0, %1[], %true : tensor<128x128xf32, #blocked2> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>"""

    dst = operand(TTG_MemDesc)
    dep = opt_operand(TTG_AsyncToken)
    src = operand(TT_Tensor)
    pred = operand(I1_T)
    token = result_def(TTG_AsyncToken, kind="optional")
    custom_directives = {"Token": _Token}
    format = ("$src `,` $dst `` custom<Token>($dep, type($token)) `,` $pred"
              " attr-dict `:` type($src) `->` qualified(type($dst))")
    effects = (MemWrite("dst", TENSOR_MEMORY),)

    def verify_(self):
        """``TMEMStoreOp::verify``."""
        dst = self.dst.type
        if not isinstance(dst.encoding, (TensorMemoryEncoding, TensorMemoryScalesEncoding)):
            return "should use tensor memory encoding."
        if not dst.mutable:
            return "Cannot store into an immutable alloc"
        return (_verify_tmem_operand(self, self.src.type, dst, "source")
                or verify_memory_op_types(self.src.type, dst))


@irdl_op("ttng.tmem_alloc")
class TMEMAllocOp(Op):
    """Allocate tensor memory.
    Example: %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)"""

    src = opt_operand(TT_Tensor)
    result = result(TTG_MemDesc)
    token = result_def(TTG_AsyncToken, kind="optional")
    format = "($src^)? attr-dict `:` functional-type(operands, results)"
    traits = ()

    def verify_(self):
        """``TMEMAllocOp::verify``."""
        t = self.result.type
        if not isinstance(t.encoding, (TensorMemoryEncoding, TensorMemoryScalesEncoding)):
            return "should use tensor memory encoding"
        if self.src is not None:
            err = _verify_tmem_operand(self, self.src.type, t, "source")
            if err:
                return err
        return verify_alloc_op(self.src, t)

    def get_effects(self) -> list:
        """``TMEMAllocOp::getEffects``."""
        return memdesc_alloc_effects(self, TENSOR_MEMORY, "tensor_memory_col_offset")

    def asm_result_names(self):
        names = [(self.results[0], "result")]
        if len(self.results) > 1:
            names.append((self.results[1], "token"))
        return names


#: How ttng.tmem_subslice checks the result against the source: the encodings only
#: (None), as a view with the offset a multiple of the result's width (3.8), or as a
#: view whose columns end inside the source's (3.9).
SUBSLICE_38 = Versioned(
    None, Since((3, 8), "aligned", "Triton 3.8.0 (upstream change not found; its messages date from "
                                   "triton-lang/triton#6886): TMEMSubSliceOp::verify checks element type, "
                                   "encoding, alloc shape, rank 2, rows and the column offset N (a multiple of the "
                                   "result's columns, below the source's), and no longer blockM"),
    Since((3, 9), "inside", "Triton 3.9.0 (upstream change not found): any offset whose result columns end "
                            "inside the source's ('may not touch the tile' is gone)"),
    name="ttng.tmem_subslice: a view of the source")

#: The name of ttng.tmem_subslice's column offset.
SUBSLICE_OFFSET_NAME = Versioned(
    "N", Since((3, 9), "offset", "Triton 3.9.0 (upstream change not found): TMEMSubSliceOp's I32Attr $N is "
                                 "renamed $offset ('requires attribute 'offset'')"),
    name="ttng.tmem_subslice: offset attribute name")


@irdl_op("ttng.tmem_subslice")
class TMEMSubSliceOp(Op):
    """A column slice of a tensor-memory allocation.
    Example: %1 = ttng.tmem_subslice %0 {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>"""

    src = operand(TTG_MemDesc)
    N = attr(I32_ATTR, declared=(SUBSLICE_OFFSET_NAME, "N"))
    offset = attr(I32_ATTR, declared=(SUBSLICE_OFFSET_NAME, "offset"))
    result = result(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``TMEMSubSliceOp::verify``, as the release checks it (:data:`SUBSLICE_38`)."""
        enc = self.src.type.encoding
        if not isinstance(enc, TensorMemoryEncoding):
            return "The source must be a tensor memory buffer."
        if resolve(SUBSLICE_38):
            return self._verify_38(enc)
        if enc.block_m not in (64, 128):
            return ("The source tensor memory descriptor must have a 128xN or 64xN layout, got "
                    f"block_m={enc.block_m}")
        dst = self.result.type.encoding
        if not isinstance(dst, TensorMemoryEncoding):
            return "The destination must be a tensor memory buffer."
        if (dst.block_m, dst.cta_split_m, dst.cta_split_n, dst.col_stride) != \
                (enc.block_m, enc.cta_split_m, enc.cta_split_n, enc.col_stride):
            return "The destination must have the same block size and CTASplit size as the source."
        return None

    def _verify_38(self, enc):
        """Triton 3.8's and 3.9's: the destination's encoding, then element
        type, encoding, alloc shape, rank, rows and the column offset.  (3.8's
        encodings carry a CGA layout where pyopt's carry CTASplitM/N: those are
        compared.)"""
        src, dst = self.src.type, self.result.type
        d = dst.encoding
        if not isinstance(d, TensorMemoryEncoding):
            return "The destination must be a tensor memory buffer."
        if (d.block_m, d.cta_split_m, d.cta_split_n, d.col_stride) != \
                (enc.block_m, enc.cta_split_m, enc.cta_split_n, enc.col_stride):
            return "The destination must have the same block size and CTASplit size as the source."
        if src.element != dst.element:
            return "The source and result must have the same element type."
        if enc != d:
            return "The source and result must have the same encoding."
        if tuple(src.alloc_shape) != tuple(dst.alloc_shape):
            return "The source and result must have the same alloc shape."
        if len(src.shape) != 2 or len(dst.shape) != 2:
            return "The result must be a 2D tensor memory buffer."
        if dst.shape[0] != src.shape[0]:
            return "The result must have the same number of rows as the source."
        offset = self.attributes[resolve(SUBSLICE_OFFSET_NAME)].value
        if resolve(SUBSLICE_38) == "inside":
            end = offset + dst.shape[1]
        else:
            if offset & (dst.shape[1] - 1):
                return TraitError("The split offset may not touch the tile", op_prefix=False)
            end = offset + 1
        if end > src.shape[1]:
            return TraitError("The split offset may not exceed the source shape", op_prefix=False)
        return None


@irdl_op("ttng.tmem_copy")
class TMEMCopyOp(Op):
    """Copy from shared to tensor memory.
    Example: ttng.tmem_copy %0, %1 : !ttg.memdesc<128x4xi8, #shared2, #smem>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>"""

    src = operand(TTG_MemDesc)
    dst = operand(TTG_MemDesc)
    barrier = opt_operand(TTG_MemDesc)
    format = "$src `,` $dst (`,` $barrier^)? attr-dict `:` qualified(type(operands))"
    effects = (MemRead("src", SHARED_MEMORY), MemWrite("dst", TENSOR_MEMORY))

    def verify_(self):
        """``TMEMCopyOp::verify``."""
        src, dst = self.src.type, self.dst.type
        if not isinstance(src.memory_space, SharedMemorySpace):
            return "The source must be a shared memory buffer"
        if tuple(src.shape) != tuple(dst.shape):
            return f"source shape {join_ints(src.shape)} must match destination shape {join_ints(dst.shape)}"
        if self.barrier is not None and not isinstance(self.barrier.type.memory_space, SharedMemorySpace):
            return "The optional barrier should be a shared memory buffer"
        if not dst.mutable:
            return "Cannot copy into an immutable alloc"
        src_enc = src.encoding
        # (a shared-memory memdesc has a shared encoding: the memdesc type verifier says so)
        if src_enc.get_alignment() < 16:
            return ("Source must have at least 16-byte alignment to be representable in a matrix "
                    "descriptor.")
        module = verifier_parent_module(self)
        if module is not None and num_ctas(module) != 1:
            return "NYI: Only one CTA is supported for now."
        nvmma = src_enc if isinstance(src_enc, NVMMASharedEncoding) else None
        if nvmma is not None and (nvmma.transposed or nvmma.fp4_padded):
            return "The source should not be transposed or padded"
        if isinstance(dst.encoding, TensorMemoryScalesEncoding):
            if nvmma is not None and nvmma.swizzling_byte_width != 0:
                return "The source should not be swizzled for now"
        else:
            if not isinstance(dst.encoding, TensorMemoryEncoding):
                return "Incorrect tmem layout."
            if dst.encoding.block_m != 128:
                return "Tmem layout ahouls have M=128."
            if nvmma is not None and nvmma.swizzling_byte_width == 0:
                return "Source layout should be swizzled."
            if int_or_float_width(src.element) != 32:
                return "Source element type should be 32-bit."
        return None


@irdl_op("ttng.reinterpret_tensor_descriptor")
class ReinterpretTensorDescOp(Op):
    """A raw pointer as a tensor descriptor.
    Example: %1 = ttng.reinterpret_tensor_descriptor %0 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf32, #shared>>"""

    rawDesc = operand(TT_Ptr)
    result = result(TT_TensorDescType)
    format = "$rawDesc attr-dict `:` qualified(type($rawDesc))  `to` qualified(type($result))"
    traits = (Pure(),)


@irdl_op("ttng.tensormap_create")
class TensormapCreateOp(Op):
    """Create a TMA descriptor on device.
    Example: ttng.tensormap_create %0, %arg0, [%c32_i32, %c64_i32], [%arg3, %arg2], [%1], [%c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()"""

    desc_ptr = operand(TT_PtrType)
    global_address = operand(TT_PtrType)
    box_dim = var_operand(I32_T)
    global_dim = var_operand(I32_T)
    global_stride = var_operand(I64_T)
    element_stride = var_operand(I32_T)
    elem_type = attr(i32_attr_in(15))
    interleave_layout = attr(i32_attr_in(2))
    swizzle_mode = attr(i32_attr_in(3))
    fill_mode = attr(i32_attr_in(1))
    format = ("$desc_ptr `,` $global_address `,` `[` $box_dim `]` `,` `[` $global_dim `]` `,`"
              " `[` $global_stride `]` `,` `[` $element_stride `]`"
              " attr-dict `:` functional-type(operands, results)")
    effects = (MemRead(None, GLOBAL_MEMORY), MemWrite(None, GLOBAL_MEMORY))
    traits = (AttrSizedOperandSegments(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``TensormapCreateOp::verify``."""
        rank = len(self.box_dim)
        n = len(self.global_dim)
        if n != rank:
            return TraitError(f"Rank mismatch for global dim. Got {n} but expected {rank}", op_prefix=False)
        n = len(self.global_stride)
        if n + 1 != rank:
            return TraitError(f"Rank mismatch for global stride. Got {n} but expected {rank - 1}", op_prefix=False)
        n = len(self.element_stride)
        if n != rank:
            return TraitError(f"Rank mismatch for element stride. Got {n} but expected {rank}", op_prefix=False)
        return None


@irdl_op("ttng.tensormap_fenceproxy_acquire")
class TensormapFenceproxyAcquireOp(Op):
    """Example: ttng.tensormap_fenceproxy_acquire %0 : !tt.ptr<i8>"""

    desc_ptr = operand(TT_PtrType)
    format = "$desc_ptr attr-dict `:` qualified(type($desc_ptr))"
    effects = (MemWrite(None, GLOBAL_MEMORY),)
