"""The TritonGPU dialect ``ttg`` (include/triton/Dialect/TritonGPU/IR/TritonGPUOps.td,
custom syntax from lib/Dialect/TritonGPU/IR/Ops.cpp; Triton 3.6.0 = 4b184ccc).

Formats are TritonGPUOps.td's.  ``ttg.warp_specialize`` (custom parser and
printer) and ``ttg.memdesc_subslice`` (``custom<Offsets>``) are written by
hand; ``ttg.mask`` and ``ttg.warp_specialize.partitions`` have no assembly
format.
"""

from __future__ import annotations

from pyopt.ir.constraints import (
    BOOL_ATTR, BoolLike, DENSE_I32_ARRAY, dialect_type, I1_T, I32_ATTR, I32_T, TensorType,
)
from pyopt.ir.opdef import (
    Op, attr, irdl_op, operand, opt_attr, opt_operand, region, result, var_operand, var_result,
)
from pyopt.ir.opdef import result as result_def
from pyopt.ir.format import type_rule
from pyopt.dialects.tt.ops import (
    CACHE_MODIFIERS, EVICTION_POLICIES, TT_Ptr, enum_attr, i1_like, i32, pointee_like, same_as,
)
from pyopt.dialects.tt.ops import GLOBAL_MEMORY
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Region
from pyopt.ir.common_folders import IN_PLACE
from pyopt.ir.traits import (
    AllTypesMatch, AttrSizedOperandSegments, HasParent, IsTerminator, IsolatedFromAbove, Pure,
    RecursiveMemoryEffects, RecursivelySpeculatable, ReturnLike, SameOperandsAndResultElementType,
    SameOperandsAndResultShape, SingleBlock,
)
from pyopt.ir.interfaces import RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor
from pyopt.ir.effects import (
    ALLOCATE, WRITE, EffectInstance, MemAlloc, MemFree, MemRead, MemWrite, Resource,
)
from pyopt.dialects.tt.interfaces import InferTypeOpWithLayoutEquivalence, TransposeOpInterface
from pyopt.dialects.ttg.traits import AsyncRegions, LocalLoadTrait, MemDescViewTrait, MemWaitOpTrait
from pyopt.dialects.tt.traits import VerifyTensorLayoutsTrait

#: TTG_Op appends these to every op's traits
DIALECT_TRAITS = (VerifyTensorLayoutsTrait(),)

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


TTG_MemDesc = dialect_type("memory descriptor", "!ttg.memdesc", lambda t: isinstance(t, T.MemDescType))
TTG_AsyncToken = dialect_type("async token", "!ttg.async.token", lambda t: t == ASYNC_TOKEN)
TTG_AsyncToken.buildable = ASYNC_TOKEN

TensorOrMemDesc = TensorType | TTG_MemDesc


def _token_result(cls, operands, attributes, regions):
    return [ASYNC_TOKEN]


@irdl_op("ttg.convert_layout")
class ConvertLayoutOp(Op):
    """Change a tensor's layout.
    Example: %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked2>"""

    src = operand(TensorType)
    result = result(TensorType)
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
    infer_result_types = classmethod(_token_result)


@irdl_op("ttg.async_commit_group")
class AsyncCommitGroupOp(Op):
    """Close a group of async copies.  Example: %1 = ttg.async_commit_group tokens %0"""

    inputTokens = var_operand(TTG_AsyncToken)
    asyncToken = result(TTG_AsyncToken)
    format = "(`tokens` $inputTokens^)? attr-dict"
    infer_result_types = classmethod(_token_result)


@irdl_op("ttg.async_copy_global_to_local")
class AsyncCopyGlobalToLocalOp(Op):
    """Asynchronous copy from global to shared memory.
    Example: %3 = ttg.async_copy_global_to_local %0, %1 mask %2 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>"""

    src = operand(TensorType)
    result = operand(TTG_MemDesc)
    mask = opt_operand(BoolLike)
    other = opt_operand()
    cache = enum_attr(CACHE_MODIFIERS, default=1)
    evict = enum_attr(EVICTION_POLICIES, default=1)
    isVolatile = attr(BOOL_ATTR, default=A.BoolAttr(False))
    contiguity = attr(I32_ATTR, default=i32(1))
    token = result_def(TTG_AsyncToken)
    format = ("$src `,` $result (`mask` $mask^)? (`other` $other^)?"
              " oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"
              " attr-dict `:` type($src) `->` type($result)")
    effects = (MemRead("src", GLOBAL_MEMORY), MemWrite("result", SHARED_MEMORY))
    traits = (AttrSizedOperandSegments(),)
    type_rules = {"mask": type_rule("src", lambda k, st: [i1_like(k["src"][0])] * len(st.operands.get("mask", []))),
                  "other": type_rule("src", lambda k, st: [pointee_like(k["src"][0])] * len(st.operands.get("other", [])))}
    infer_result_types = classmethod(_token_result)


@irdl_op("ttg.local_alloc")
class LocalAllocOp(Op):
    """Allocate a shared-memory buffer, optionally initialised from a tensor.
    Example: %1 = ttg.local_alloc %0 : (tensor<64x16xf32, #blocked>) -> !ttg.memdesc<64x16xf32, #shared, #smem>"""

    src = opt_operand(TensorType)
    alignment = opt_attr(I32_ATTR)
    result = result(TTG_MemDesc)
    format = "($src^)? attr-dict `:` functional-type(operands, results)"
    traits = ()

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


@irdl_op("ttg.memdesc_trans")
class MemDescTransOp(TransposeOpInterface, InferTypeOpWithLayoutEquivalence, Op):
    """Transpose a memory descriptor.
    Example: %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<32x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared1, #smem>"""

    src = operand(TTG_MemDesc)
    order = attr(DENSE_I32_ARRAY)
    result = result(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"
    traits = (Pure(), MemDescViewTrait(), SameOperandsAndResultElementType())

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


@irdl_op("ttg.memdesc_reinterpret")
class MemDescReinterpretOp(Op):
    """Reinterpret a memory descriptor as another type and shape.
    Example: %1 = ttg.memdesc_reinterpret %0 : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf32, #shared, #smem>"""

    src = operand(TTG_MemDesc)
    result = result(TTG_MemDesc)
    format = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"
    traits = (Pure(), MemDescViewTrait())

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
    result = result(TensorType)
    format = "$src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)"
    effects = (MemRead("src", SHARED_MEMORY),)
    traits = (LocalLoadTrait(),)


@irdl_op("ttg.local_store")
class LocalStoreOp(Op):
    """Store a distributed tensor into a shared-memory buffer.
    Example: ttg.local_store %0, %1 : tensor<64x16xf32, #blocked> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>"""

    src = operand(TensorType)
    dst = operand(TTG_MemDesc)
    format = "$src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))"
    effects = (MemWrite("dst", SHARED_MEMORY),)


@irdl_op("ttg.predicate_stage")
class PredicateStageOp(Op):
    """Pipeliner stage predicate.
    Example: %0 = ttg.predicate_stage %arg0, %arg1, %arg2 maxStage 2 stage 0 : i32 -> i1"""

    iv = operand()
    ub = operand()
    step = operand()
    maxStage = attr(I32_ATTR)
    stage = attr(I32_ATTR)
    result = result(I1_T)
    format = ("$iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict `:` type($iv)"
              " `->` type($result)")
    traits = (Pure(), AllTypesMatch("iv", "ub", "step"))
    type_rules = {"ub": same_as("iv"), "step": same_as("iv")}


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

    src = operand(TensorType)
    axis = attr(I32_ATTR)
    result = result(TensorType)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(),)


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
        blk.append(WarpSpecializePartitionsOp([], [], {}, partitions))
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

    partitionRegions = region("variadic")
    traits = (IsolatedFromAbove(), RecursiveMemoryEffects(), RecursivelySpeculatable(), IsTerminator(), HasParent("ttg.warp_specialize"))


@irdl_op("ttg.warp_yield")
class WarpYieldOp(RegionBranchTerminatorOpInterface, Op):
    """Terminator of the default region.  Example: ttg.warp_yield %0 : i32"""

    values = var_operand()
    format = "($values^)? attr-dict (`:` type($values)^)?"
    traits = (Pure(), IsTerminator(), ReturnLike(), HasParent("ttg.warp_specialize"))


@irdl_op("ttg.warp_return")
class WarpReturnOp(RegionBranchTerminatorOpInterface, Op):
    """Terminator of partition regions.  Example: ttg.warp_return"""

    format = "attr-dict"
    traits = (Pure(), IsTerminator(), ReturnLike(), HasParent("ttg.warp_specialize.partitions"))


@irdl_op("ttg.local_barrier")
class LocalBarrierOp(Op):
    """CTA-wide barrier for shared memory.  Example: ttg.local_barrier"""

    format = "attr-dict"
