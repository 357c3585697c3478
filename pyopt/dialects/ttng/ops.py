"""The TritonNvidiaGPU dialect ``ttng``
(include/triton/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.td, custom
directives ``Token`` and ``BarriersAndPreds`` from
lib/Dialect/TritonNvidiaGPU/IR/Ops.cpp; Triton 3.6.0 = 4b184ccc).
"""

from __future__ import annotations

from pyopt.ir.constraints import (
    BOOL_ATTR, I1_ATTR, I1_T, I32_ATTR, I32_T, I64_T, UNIT_ATTR,
)
from pyopt.ir.opdef import (
    Op, attr, irdl_op, operand, opt_attr, opt_operand, result, var_operand, var_result,
)
from pyopt.ir.opdef import result as result_def
from pyopt.dialects.tt.constraints import (
    TT_FpIntTensor, TT_I32RankedTensor, TT_Ptr, TT_PtrType, TT_Tensor, TT_TensorDescType,
)
from pyopt.dialects.tt.ops import (
    CACHE_MODIFIERS, DESCRIPTOR_REDUCE_KINDS, EVICTION_POLICIES, INPUT_PRECISIONS,
    SCALE_DOT_ELEM_TYPES, enum_attr, i32, same_as,
)
from pyopt.dialects.ttg.ops import ASYNC_TOKEN, TTG_AsyncToken, TTG_MemDesc, TensorOrMemDesc
from pyopt.dialects.tt.ops import GLOBAL_MEMORY
from pyopt.dialects.ttg.ops import SHARED_MEMORY, memdesc_alloc_effects
from pyopt.dialects.ttg.attrs import SharedMemorySpace
from pyopt.dialects.arith.ops import ConstantOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.traits import AllTypesMatch, AttrSizedOperandSegments, Pure
from pyopt.ir.interfaces import InferTypeOpInterface
from pyopt.ir.effects import READ, WRITE, EffectInstance, MemRead, MemWrite, Resource
from pyopt.dialects.tt.interfaces import DotOpInterface
from pyopt.dialects.ttng.interfaces import MMAv5OpInterface
from pyopt.dialects.ttg.traits import MemWaitOpTrait
from pyopt.dialects.tt.traits import VerifyTensorLayoutsTrait

#: TTNG_Op appends these to every op's traits
DIALECT_TRAITS = (VerifyTensorLayoutsTrait(),)


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


def _token_result(cls, operands, attributes, regions):
    return [ASYNC_TOKEN]


@irdl_op("ttng.fence_async_shared")
class FenceAsyncSharedOp(Op):
    """Fence between generic and async proxies.  Example: ttng.fence_async_shared {bCluster = false}"""

    bCluster = attr(BOOL_ATTR)
    format = "attr-dict"


@irdl_op("ttng.cluster_arrive")
class ClusterArriveOp(Op):
    """Example: ttng.cluster_arrive {relaxed = false}"""

    relaxed = attr(I1_ATTR)
    format = "attr-dict"


@irdl_op("ttng.cluster_wait")
class ClusterWaitOp(Op):
    """Example: ttng.cluster_wait"""

    format = "attr-dict"


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
    traits = ()
    type_rules = {"c": same_as("d")}

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


@irdl_op("ttng.init_barrier")
class InitBarrierOp(Op):
    """Example: ttng.init_barrier %0, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    count = attr(I32_ATTR)
    format = "$alloc `,` $count attr-dict `:` qualified(type($alloc))"
    effects = (MemWrite("alloc", SHARED_MEMORY),)


@irdl_op("ttng.inval_barrier")
class InvalBarrierOp(Op):
    """Example: ttng.inval_barrier %0 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    format = "$alloc attr-dict `:` qualified(type($alloc))"
    effects = (MemWrite("alloc", SHARED_MEMORY),)


@irdl_op("ttng.barrier_expect")
class BarrierExpectOp(Op):
    """Example: ttng.barrier_expect %0, 16384, %true : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    size = attr(I32_ATTR)
    pred = operand(I1_T)
    format = "$alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))"
    effects = (MemWrite("alloc", SHARED_MEMORY),)


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


@irdl_op("ttng.arrive_barrier")
class ArriveBarrierOp(Op):
    """Example: ttng.arrive_barrier %0, 1, %true : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    alloc = operand(TTG_MemDesc)
    count = attr(I32_ATTR)
    pred = opt_operand(I1_T)
    format = "$alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))"
    effects = (MemRead("alloc", SHARED_MEMORY), MemWrite("alloc", SHARED_MEMORY))


@irdl_op("ttng.async_copy_mbarrier_arrive")
class AsyncCopyMbarrierArriveOp(Op):
    """Example: ttng.async_copy_mbarrier_arrive %0 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    barrier = operand(TTG_MemDesc)
    noIncrement = opt_attr(UNIT_ATTR)
    format = "$barrier attr-dict `:` qualified(type($barrier))"
    effects = (MemWrite("barrier", SHARED_MEMORY),)


@irdl_op("ttng.async_tma_copy_global_to_local")
class AsyncTMACopyGlobalToLocalOp(Op):
    """TMA load into shared memory.
    Example: ttng.async_tma_copy_global_to_local %0[%c0_i32, %c0_i32] %1, %2, %true : !tt.tensordesc<tensor<64x64xf32, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>"""

    desc = operand(TT_TensorDescType)
    coord = var_operand(I32_T)
    barrier = operand(TTG_MemDesc)
    result = operand(TTG_MemDesc)
    pred = operand(I1_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1)
    evict = enum_attr(EVICTION_POLICIES, default=1)
    isVolatile = attr(BOOL_ATTR, default=A.BoolAttr(False))
    format = ("$desc `[` $coord `]` $result `,` $barrier `,` $pred"
              " oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"
              " attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->`"
              " qualified(type($result))")
    effects = (
        MemRead("desc", GLOBAL_MEMORY),
        MemWrite("barrier", SHARED_MEMORY),
        MemWrite("result", SHARED_MEMORY),
    )


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
    format = ("$desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred"
              " attr-dict `:` type(operands)")
    effects = (
        MemRead("desc", GLOBAL_MEMORY),
        MemWrite("barrier", SHARED_MEMORY),
        MemWrite("result", SHARED_MEMORY),
    )


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


@irdl_op("ttng.async_tma_store_wait")
class TMAStoreWaitOp(Op):
    """Example: ttng.async_tma_store_wait {pendings = 0 : i32}"""

    pendings = attr(I32_ATTR)
    format = "attr-dict"
    traits = (MemWaitOpTrait(),)


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
    traits = (AttrSizedOperandSegments(),)

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
    traits = (AttrSizedOperandSegments(),)

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


@irdl_op("ttng.tmem_load")
class TMEMLoadOp(Op):
    """Load from tensor memory.
    Example: %result, %token = ttng.tmem_load %0[%1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked2>"""

    src = operand(TTG_MemDesc)
    dep = opt_operand(TTG_AsyncToken)
    result = result(TT_Tensor)
    token = result_def(TTG_AsyncToken, kind="optional")
    custom_directives = {"Token": _Token}
    format = ("$src `` custom<Token>($dep, type($token))"
              " attr-dict `:` qualified(type($src)) `->` type($result)")
    effects = (MemRead("src", TENSOR_MEMORY),)

    def asm_result_names(self):
        names = [(self.results[0], "result")]
        if len(self.results) > 1:
            names.append((self.results[1], "token"))
        return names


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


@irdl_op("ttng.tmem_alloc")
class TMEMAllocOp(Op):
    """Allocate tensor memory.
    Example: %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)"""

    src = opt_operand(TT_Tensor)
    result = result(TTG_MemDesc)
    token = result_def(TTG_AsyncToken, kind="optional")
    format = "($src^)? attr-dict `:` functional-type(operands, results)"
    traits = ()

    def get_effects(self) -> list:
        """``TMEMAllocOp::getEffects``."""
        return memdesc_alloc_effects(self, TENSOR_MEMORY, "tensor_memory_col_offset")

    def asm_result_names(self):
        names = [(self.results[0], "result")]
        if len(self.results) > 1:
            names.append((self.results[1], "token"))
        return names


@irdl_op("ttng.tmem_subslice")
class TMEMSubSliceOp(Op):
    """A column slice of a tensor-memory allocation.
    Example: %1 = ttng.tmem_subslice %0 {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>"""

    src = operand(TTG_MemDesc)
    N = attr(I32_ATTR)
    result = result(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"
    traits = (Pure(),)


@irdl_op("ttng.tmem_copy")
class TMEMCopyOp(Op):
    """Copy from shared to tensor memory.
    Example: ttng.tmem_copy %0, %1 : !ttg.memdesc<128x4xi8, #shared2, #smem>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>"""

    src = operand(TTG_MemDesc)
    dst = operand(TTG_MemDesc)
    barrier = opt_operand(TTG_MemDesc)
    format = "$src `,` $dst (`,` $barrier^)? attr-dict `:` qualified(type(operands))"
    effects = (MemRead("src", SHARED_MEMORY), MemWrite("dst", TENSOR_MEMORY))


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
    elem_type = attr(I32_ATTR)
    interleave_layout = attr(I32_ATTR)
    swizzle_mode = attr(I32_ATTR)
    fill_mode = attr(I32_ATTR)
    format = ("$desc_ptr `,` $global_address `,` `[` $box_dim `]` `,` `[` $global_dim `]` `,`"
              " `[` $global_stride `]` `,` `[` $element_stride `]`"
              " attr-dict `:` functional-type(operands, results)")
    effects = (MemRead(None, GLOBAL_MEMORY), MemWrite(None, GLOBAL_MEMORY))
    traits = (AttrSizedOperandSegments(),)


@irdl_op("ttng.tensormap_fenceproxy_acquire")
class TensormapFenceproxyAcquireOp(Op):
    """Example: ttng.tensormap_fenceproxy_acquire %0 : !tt.ptr<i8>"""

    desc_ptr = operand(TT_PtrType)
    format = "$desc_ptr attr-dict `:` qualified(type($desc_ptr))"
    effects = (MemWrite(None, GLOBAL_MEMORY),)
