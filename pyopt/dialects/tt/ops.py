"""The Triton dialect ``tt`` (include/triton/Dialect/Triton/IR/TritonOps.td,
enums from TritonAttrDefs.td, Triton 3.6.0 = commit 4b184ccc).

Operands, results and attributes are declared in ODS order; formats are
copied from TritonOps.td.  ``tt.func`` (FunctionOpInterface syntax) is written
by hand; ``tt.reduce``, ``tt.scan`` and ``tt.map_elementwise`` have no
assembly format and print in the generic form, as in Triton.

Default-valued attributes (``DefaultValuedAttr``) are filled in when an op is
parsed, as MLIR's generated ``populateDefaultProperties`` does: the generic
form shows them and the custom form leaves out those equal to the default.
"""

from __future__ import annotations

import math

from pyopt.dialects.arith.ops import ConstantOp
from pyopt.dialects.tt.attrs import is_cache_policy
from pyopt.dialects.tt.interfaces import (
    DescriptorOpInterface, DescriptorStoreLikeOpInterface, DotOpInterface,
    InferTypeOpWithLayoutEquivalence, TransposeOpInterface, k_dims_match,
)
from pyopt.dialects.tt.traits import (
    SameLoadStoreOperandsAndResultEncoding, SameLoadStoreOperandsAndResultShape,
    SameLoadStoreOperandsEncoding, SameLoadStoreOperandsShape, SameOperandsAndResultEncoding,
    SameOperandsAndResultEncodingWhile,
    SameOperandsEncoding, VerifyDotOpInterface, VerifyFunctionOpInterface,
    VerifyTransposeOpInterface,
)
from pyopt.diagnostics import Diagnostic, DiagnosticError
from pyopt.ir import attrs as A
from pyopt.ir import common_folders as C
from pyopt.ir import floats as F
from pyopt.ir import types as T
from pyopt.ir.common_folders import IN_PLACE
from pyopt.dialects.tt.constraints import (
    TT_F32Like,
    TT_AssertCondition, TT_BoolLike, TT_FloatLike, TT_FloatOrI8Tensor, TT_FloatTensor, TT_FpIntTensor,
    TT_I32RankedTensor, TT_I64Like, TT_IntLike, TT_IntTensor, TT_LoadStorePtr, TT_Ptr, TT_PtrLike,
    TT_Tensor, TT_TensorDescType, TT_TensorPtr, TT_Type, DICT_ARRAY_ATTR, FUNCTION_TYPE_ATTR,
)
from pyopt.ir.constraints import (
    BOOL_ATTR, DENSE_I32_ARRAY, FLAT_SYMBOL_REF, I32_ATTR, I32_T, I64_T, STR_ATTR, UNIT_ATTR,
)
from pyopt.ir.core import Region
from pyopt.ir.effects import (
    DEFAULT_RESOURCE, READ, WRITE, EffectInstance, MemRead, MemWrite, Resource,
)
from pyopt.ir.format import check_source_types, default_elided, type_rule, with_defaults
from pyopt.dialects.tt.dialect_interfaces import LayoutInferenceError, infer_layout_interface
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir.interfaces import (
    CallOpInterface, FunctionOpInterface, InferTypeOpInterface, OpAsmOpInterface, inference_failed,
    RegionBranchTerminatorOpInterface, SymbolUserOpInterface, incompatible_return_types,
)
from pyopt.ir.opdef import (
    Op, attr, irdl_op, operand, opt_attr, opt_operand, region, result, var_operand, var_result,
)
from pyopt.ir.traits import (
    NOT_SPECULATABLE, SPECULATABLE, AffineScope, AttrSizedOperandSegments, AutomaticAllocationScope, ConditionallySpeculatable,
    Elementwise, HasParent, IsolatedFromAbove, IsTerminator, NoMemoryEffect, Pure,
    RecursiveMemoryEffects, ReturnLike, SameOperandsAndResultElementType,
    SameOperandsAndResultShape, SameOperandsAndResultType, SameOperandsShape, SameTypeOperands,
    SameVariadicOperandSize, SingleBlock, Symbol, TraitError, TypesMatchWith,
)

# -- memory resources ----------------------------------------------------------------


class GlobalMemory(Resource):
    """``GlobalMemory`` (TritonOps.td): device global memory."""

    __slots__ = ()
    name = "::mlir::triton::GlobalMemory"


GLOBAL_MEMORY = GlobalMemory()


# -- enums (TritonAttrDefs.td: I32EnumAttr, stored as i32) -------------------------
CACHE_MODIFIERS = {1: "none", 2: "ca", 3: "cg", 4: "wb", 5: "cs", 6: "wt", 7: "cv"}
MEM_SEMANTICS = {1: "relaxed", 2: "acquire", 3: "release", 4: "acq_rel"}
EVICTION_POLICIES = {1: "evict_normal", 2: "evict_first", 3: "evict_last"}
PADDING_OPTIONS = {1: "zero", 2: "nan"}
RMW_OPS = {1: "and", 2: "or", 3: "xor", 4: "add", 5: "fadd", 6: "max", 7: "min", 8: "umax",
           9: "umin", 10: "exch"}
DESCRIPTOR_REDUCE_KINDS = {1: "add", 2: "min", 3: "max", 4: "inc", 5: "dec", 6: "and", 7: "or",
                           8: "xor"}
MEM_SYNC_SCOPES = {1: "gpu", 2: "cta", 3: "sys"}
PROGRAM_DIMS = {0: "x", 1: "y", 2: "z"}
ROUNDING_MODES = {0: "rtz", 1: "rtne"}
PROPAGATE_NAN = {0: "none", 0xFFFF: "all"}
INPUT_PRECISIONS = {0: "tf32", 1: "tf32x3", 2: "ieee", 3: "bf16x3", 4: "bf16x6"}
SCALE_DOT_ELEM_TYPES = {0: "e4m3", 1: "e5m2", 2: "e2m3", 3: "e3m2", 4: "e2m1", 5: "bf16",
                        6: "fp16"}


def i32(v: int) -> A.IntegerAttr:
    return A.IntegerAttr(v, T.i32)


def enum_attr(table, default=None, optional=False, **kw):
    """An I32EnumAttr argument printed as its keyword in formats (``kw``:
    more of :class:`~pyopt.ir.opdef.attr`'s arguments)."""
    return attr(enum=table, storage=T.i32, optional=optional,
                default=i32(default) if default is not None else None, **kw)


# -- type constraints: pyopt.dialects.tt.constraints (TritonTypes.td) ----------------
def _is_tensor_ptr(t) -> bool:
    return isinstance(t, T.PointerType) and isinstance(t.pointee, T.RankedTensorType)


# -- type helpers (TritonTypes / Utility.cpp) -------------------------------------------
def pointee_like(ptr_type: T.Type) -> T.Type:
    """The type a load of ``ptr_type`` produces (getPointeeType)."""
    if isinstance(ptr_type, T.RankedTensorType):
        return T.RankedTensorType(ptr_type.shape, ptr_type.element.pointee, ptr_type.encoding)
    if isinstance(ptr_type, T.PointerType):
        return ptr_type.pointee
    raise TypeError(f"not a pointer type: {ptr_type}")


def i1_like(t: T.Type) -> T.Type:
    """getI1SameShape."""
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1, t.encoding)
    return T.i1


def ptr_like(t: T.Type) -> T.Type:
    """getPointerTypeSameShape: a pointer to ``t``'s element, same shape."""
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.PointerType(t.element), t.encoding)
    return T.PointerType(t)


def same_as(name: str, verify_source: bool = True):
    """A ``type_rules`` entry: the types of field ``name`` (``TypesMatchWith``
    with ``$_self``; ``verify_source=False`` for ``AllTypesMatch`` and
    ``SameTypeOperands``, whose inferred types the parser does not check)."""
    return type_rule(name, lambda known, st: known[name], verify_source)


def _no_prefix(msg: str) -> TraitError:
    """A message Triton emits with ``emitError`` (no ``'op' op`` prefix)."""
    return TraitError(msg, op_prefix=False)


def _elem_bits(t) -> int:
    """``getIntOrFloatBitWidth`` of a (tensor's) element type."""
    e = t.element_type()
    return getattr(e, "width", None) or getattr(e, "bitwidth", 0) or 0


def _incompatible(op, inferred: list):
    """``InferTypeOpInterface``'s verifier: the result types must be those the
    op infers (equal, as its default ``isCompatibleReturnTypes``)."""
    actual = [r.type for r in op.results]
    if inferred != actual:
        return incompatible_return_types(inferred, actual)
    return None


def _layouts_match_up_to_broadcast(src, dst) -> bool:
    """Triton 3.9's broadcast rule: the result's layout, over the source's
    shape, places the source's elements where the source's layout does (its
    registers that hold broadcast copies aside), so that broadcasting moves
    no data.  A side without an encoding matches anything; the encodings'
    dialect compares them (``DialectInferLayoutInterface``)."""
    a, b = src.encoding, dst.encoding
    if a is None or b is None or a == b:
        return True
    try:
        return infer_layout_interface(a).equal_up_to_broadcast_registers(src.shape, a, b)
    except LayoutInferenceError:
        return False


def _signless(t):
    """``getSignlessBlockType``'s element rule: a signed or unsigned integer
    becomes the signless one of its width."""
    if isinstance(t, T.IntegerType) and t.signedness:
        return T.IntegerType(t.width)
    return t


# ---------------------------------------------------------------------------
# Casts
# ---------------------------------------------------------------------------
_CAST_FMT = "$src attr-dict `:` type($src) `->` type($result)"
_CAST_TRAITS = (Pure(), Elementwise(), SameOperandsAndResultShape(), SameOperandsAndResultEncoding())


@irdl_op("tt.int_to_ptr")
class IntToPtrOp(Op):
    """Cast int64 to pointer.
    Example: %1 = tt.int_to_ptr %0 : i64 -> !tt.ptr<f32>"""

    src = operand(TT_I64Like)
    result = result(TT_PtrLike)
    format = _CAST_FMT
    traits = _CAST_TRAITS
    #: Whether canonicalization turns ``int_to_ptr(ptr_to_int(p))`` back into ``p`` and
    #: ``int_to_ptr(addi(ptr_to_int(p), c))`` into ``addptr(p, c / element size)``.
    PTR_ROUND_TRIP = Versioned(False, Since((3, 8), True, "Triton 3.8.0 (upstream change not found): "
                                            "IntToPtrOp has a canonicalization pattern folding a round trip "
                                            "through ptr_to_int, with a constant byte offset, into tt.addptr "
                                            "(checked with the 3.7.1 and 3.8.0 wheels)"),
                               name="tt.int_to_ptr: pointer round trips")

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``IntToPtrOp::getCanonicalizationPatterns`` (from 3.8: :attr:`PTR_ROUND_TRIP`)."""
        if not resolve(cls.PTR_ROUND_TRIP):
            return []
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.tt.canonicalize import IntToPtrOfPtrToInt

        return [IntToPtrOfPtrToInt()]


@irdl_op("tt.ptr_to_int")
class PtrToIntOp(Op):
    """Cast pointer to int64.
    Example: %1 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64"""

    src = operand(TT_PtrLike)
    result = result(TT_I64Like)
    format = _CAST_FMT
    traits = _CAST_TRAITS


@irdl_op("tt.bitcast")
class BitcastOp(Op):
    """Cast between types of the same bit width (also pointers).
    Example: %1 = tt.bitcast %0 : tensor<128xf32> -> tensor<128xi32>"""

    src = operand(TT_Type)
    result = result(TT_Type)
    format = _CAST_FMT
    traits = _CAST_TRAITS

    verify_types_and_attrs_only = True

    def verify_(self):
        """``BitcastOp::verify``: same bit width; pointers only to pointers
        of the same address space."""
        dst, src = self.result.type.element_type(), self.operand(0).type.element_type()
        dst_ptr, src_ptr = isinstance(dst, T.PointerType), isinstance(src, T.PointerType)
        if dst_ptr or src_ptr:
            if dst_ptr and src_ptr:
                if dst.address_space != src.address_space:
                    return _no_prefix("Cannot bitcast pointer between different address spaces")
                return None
            return _no_prefix("Cannot bitcast pointer to non-pointer type")
        sb, db = _elem_bits(self.operand(0).type), _elem_bits(self.result.type)
        if sb != db:
            return _no_prefix(f"Cannot bitcast data-type of size {sb} to data-type of size {db}")
        return None


@irdl_op("tt.fp_to_fp")
class FpToFpOp(Op):
    """Floating-point cast for custom types (f8) and explicit rounding.
    Example: %1 = tt.fp_to_fp %0, rounding = rtne : tensor<256xf32> -> tensor<256xf8E4M3FN>"""

    src = operand(TT_FloatLike)
    rounding = enum_attr(ROUNDING_MODES, optional=True)
    result = result(TT_FloatLike)
    format = "$src attr-dict  (`,` `rounding` `=` $rounding^)? `:` type($src) `->` type($result)"
    traits = _CAST_TRAITS

    verify_types_and_attrs_only = True

    def verify_(self):
        """``FpToFpOp::verify``: a downcast needs a rounding mode."""
        if _elem_bits(self.result.type) < _elem_bits(self.operand(0).type) and "rounding" not in self.attributes:
            return _no_prefix("Rounding mode is required for FP downcast")
        return None

    def fold(self, constants):
        """``FpToFpOp::fold``: a cast to the same type is a no-op; a +0 or -0
        constant becomes the zero of the result type."""
        src, dst_t = self.operand(0), self.result.type
        if src.type == dst_t:
            return [src]
        name = dst_t.element_type().name
        for matcher, negative in ((C.m_pos_zero_float, False), (C.m_neg_zero_float, True)):
            if matcher(constants[0]):
                bits = F.float_to_bits(-0.0 if negative else 0.0, name)
                if isinstance(dst_t, T.RankedTensorType):
                    return [C.splat_of(dst_t, bits)]
                return [A.FloatAttr(bits, dst_t)]
        return None


# ---------------------------------------------------------------------------
# Arithmetic and math
# ---------------------------------------------------------------------------
_ELEMENTWISE_SAME = (Pure(), Elementwise(), SameOperandsAndResultType())


@irdl_op("tt.clampf")
class ClampFOp(Op):
    """Clamp x to [min, max].
    Example: %3 = tt.clampf %0, %1, %2, propagateNan = all : tensor<128xf32>"""

    x = operand(TT_FloatLike)
    min = operand(TT_FloatLike)
    max = operand(TT_FloatLike)
    propagateNan = enum_attr(PROPAGATE_NAN)
    result = result(TT_FloatLike)
    format = "$x `,` $min `,` $max `,` `propagateNan` `=` $propagateNan attr-dict `:` type($result)"
    traits = _ELEMENTWISE_SAME


@irdl_op("tt.precise_sqrt")
class PreciseSqrtOp(Op):
    """Precise sqrt.  Example: %1 = tt.precise_sqrt %0 : tensor<128xf32>"""

    x = operand(TT_FloatLike)
    result = result(TT_FloatLike)
    format = "$x attr-dict `:` type($x)"
    traits = _ELEMENTWISE_SAME


@irdl_op("tt.precise_divf")
class PreciseDivFOp(Op):
    """Precise division.  Example: %2 = tt.precise_divf %0, %1 : tensor<128xf32>"""

    x = operand(TT_FloatLike)
    y = operand(TT_FloatLike)
    result = result(TT_FloatLike)
    format = "$x `,` $y attr-dict `:` type($x)"
    traits = _ELEMENTWISE_SAME


@irdl_op("tt.approx_divf")
class ApproxDivFOp(Op):
    """Approximate (fast) division of 32-bit floats, new in Triton 3.9
    (triton-lang/triton#11900; ``tl.fdiv(x, y, approx=True)``).  Triton 3.6
    to 3.8 do not register it (``release_ops.json``).  No folder.
    Example: %2 = tt.approx_divf %0, %1 : tensor<128xf32>"""

    x = operand(TT_F32Like)
    y = operand(TT_F32Like)
    result = result(TT_F32Like)
    format = "$x `,` $y attr-dict `:` type($x)"
    traits = _ELEMENTWISE_SAME


@irdl_op("tt.mulhiui")
class MulhiUIOp(Op):
    """High half of the 2N-bit product.  Example: %2 = tt.mulhiui %0, %1 : tensor<128xi32>"""

    x = operand(TT_IntLike)
    y = operand(TT_IntLike)
    result = result(TT_IntLike)
    format = "$x `,` $y attr-dict `:` type($x)"
    traits = _ELEMENTWISE_SAME


# ---------------------------------------------------------------------------
# Pointer arithmetic, loads and stores
# ---------------------------------------------------------------------------
@irdl_op("tt.addptr")
class AddPtrOp(Op):
    """Example: %3 = tt.addptr %2, %1 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>"""

    ptr = operand(TT_PtrLike)
    offset = operand(TT_IntLike)
    result = result(TT_PtrLike)
    format = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape(), SameOperandsAndResultEncoding(),
              TypesMatchWith("result type matches ptr type", "result", "ptr"))
    type_rules = {"ptr": same_as("result")}

    def fold(self, constants):
        """``AddPtrOp::fold``: ``addptr(p, 0) -> p``."""
        if C.m_zero(constants[1]):
            return [self.operand(0)]
        return None


@irdl_op("tt.advance")
class AdvanceOp(Op):
    """Advance a tensor pointer by offsets.
    Example: %1 = tt.advance %0, [%c0_i32, %c32_i32] : <tensor<64x32xf16>>"""

    ptr = operand(TT_TensorPtr)
    offsets = var_operand(I32_T)
    result = result(TT_TensorPtr)
    format = "$ptr `,` `[` $offsets `]` attr-dict `:` type($result)"
    traits = (Pure(), TypesMatchWith("result type matches ptr type", "result", "ptr"))
    type_rules = {"ptr": same_as("result")}

    def fold(self, constants):
        """``AdvanceOp::fold``: advancing by constant zeros is a no-op."""
        offsets = constants[1:]
        if any(C.const_int(c) is None for c in offsets):
            return None
        if all(C.const_int(c) == 0 for c in offsets):
            return [self.operand(0)]
        return None


#: tt.load, tt.store and tt.descriptor_load: the cache modifier and eviction
#: policy (I32 enums ``cache``/``evict``, ``cacheModifier = cg`` in the syntax)
#: became one optional ``cachePolicy`` attribute in the attribute dictionary
MEMORY_CACHE_POLICY = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11482 (as found for the AMD buffer ops; not confirmed from "
                               "Triton's history here): tt.load/tt.store/tt.descriptor_load declare an optional "
                               "cachePolicy (#tt.cache_policy or #ttng.cache_policy) for cache and evict; "
                               "`cacheModifier = ...` is gone from their syntax (3.9.0 wheel)"),
    name="tt memory ops: cachePolicy replaces cache and evict")
_OLD_CACHE_SYNTAX = ("cacheModifier", "evictionPolicy")
#: the cache modifiers Triton 3.9's tt.load / tt.store refuse
_UNSUPPORTED_MODIFIERS = {"loads": ("wb", "wt"), "stores": ("ca", "cv")}


def _cache_policy_error(op, access: str):
    """Triton 3.9's check of a load's or store's ``cachePolicy``: a
    ``#tt.cache_policy`` or ``#ttng.cache_policy`` whose cache modifier the
    access supports."""
    a = op.attr_dict.get("cachePolicy")
    if a is None or not resolve(MEMORY_CACHE_POLICY):
        return None
    if not is_cache_policy(a):
        return f"unsupported cache policy attribute {a}"
    if a.cache_modifier in _UNSUPPORTED_MODIFIERS[access]:
        return f"invalid cache policy: cache modifier '{a.cache_modifier}' is not supported for {access}"
    return None


def _expect_type_colon(cls, p):
    """The ``:`` before a load's or store's type; under Triton 3.9 a
    ``cacheModifier = ...`` there is an error with a note naming the releases
    that write it."""
    t = p.peek()
    try:
        p.expect_punct(":")
    except DiagnosticError as err:
        if t is not None and t.text in _OLD_CACHE_SYNTAX and resolve(MEMORY_CACHE_POLICY):
            err.diag.notes.append(Diagnostic(
                "note", f"this '{cls.OP_NAME}' is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8",
                err.diag.loc))
        raise


def _oilist_names(op) -> set:
    """The cache attributes the syntax carries (``cacheModifier = ...``), where
    the release declares them."""
    return {"cache", "evict"} if not resolve(MEMORY_CACHE_POLICY) else set()


def _parse_oilist(p, attrs, clauses=(("cacheModifier", "cache", CACHE_MODIFIERS),
                                      ("evictionPolicy", "evict", EVICTION_POLICIES))):
    """``oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)``."""
    seen = set()
    while True:
        for kw, name, table in clauses:
            if name not in seen and p.optional_keyword(kw):
                seen.add(name)
                p.expect_punct("=")
                t = p.peek()
                word = p.expect_keyword()
                attrs[name] = i32(_enum_value(p, table, word, t))
                break
        else:
            return


def _enum_value(p, table, kw, tok=None):
    for k, v in table.items():
        if v == kw:
            return k
    raise p.error(f"expected one of {', '.join(table.values())}", tok)


def _print_oilist(op) -> str:
    s = ""
    if resolve(MEMORY_CACHE_POLICY):
        return s
    c = op.attributes.get("cache")
    if c is not None and c.value != 1:
        s += f" cacheModifier = {CACHE_MODIFIERS.get(c.value, c.value)}"
    e = op.attributes.get("evict")
    if e is not None and e.value != 1:
        s += f" evictionPolicy = {EVICTION_POLICIES.get(e.value, e.value)}"
    return s


@irdl_op("tt.load")
class LoadOp(Op):
    """Load from a tensor of pointers or a tensor pointer.
    Example: %4 = tt.load %3, %m, %other cacheModifier = ca : tensor<128x!tt.ptr<f32>>"""

    ptr = operand(TT_LoadStorePtr)
    mask = opt_operand(TT_BoolLike)
    other = opt_operand(TT_Type)
    boundaryCheck = attr(DENSE_I32_ARRAY, default=A.DenseArrayAttr(T.i32, ()))
    padding = enum_attr(PADDING_OPTIONS, optional=True)
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(MEMORY_CACHE_POLICY, False))
    evict = enum_attr(EVICTION_POLICIES, default=1, declared=(MEMORY_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=MEMORY_CACHE_POLICY)
    isVolatile = attr(BOOL_ATTR, default=A.BoolAttr(False))
    result = result(TT_Type)
    traits = (SameLoadStoreOperandsAndResultShape(), SameLoadStoreOperandsAndResultEncoding(), AttrSizedOperandSegments(),
              TypesMatchWith("result matches ptr type", "ptr", "result", pointee_like),
              TypesMatchWith("mask type matches ptr type", "ptr", "mask", lambda t: i1_like(pointee_like(t)), 1),
              TypesMatchWith("other matches ptr type", "ptr", "other", pointee_like, 2))

    def verify_(self):
        """ODS's ``TypesMatchWith`` rules of mask and other, with their operand
        counts (the mask rule holds for an op of one operand, the other rule for
        one of at most two).  The generated verifier reads the operand at the
        mask's position even when the mask is absent: `tt.load %p, , %o` (no
        mask, an other) checks the other's type against the mask rule."""
        ops = self.operands
        pt = ops[0].type
        rt = pt.pointee if _is_tensor_ptr(pt) else pointee_like(pt)
        if len(ops) > 1 and ops[1].type != i1_like(rt):
            return "failed to verify that mask type matches ptr type"
        if len(ops) > 2 and ops[2].type != rt:
            return "failed to verify that other matches ptr type"
        return _cache_policy_error(self, "loads")

    def get_effects(self) -> list:
        """``LoadOp::getEffects``: reads through its pointer; a volatile load
        also writes (the default resource)."""
        out = [EffectInstance(READ, self.ptr, GLOBAL_MEMORY)]
        v = self.attributes.get("isVolatile")
        if isinstance(v, A.BoolAttr) and v.value:
            out.append(EffectInstance(WRITE, None, DEFAULT_RESOURCE))
        return out

    @classmethod
    def parse(cls, p):
        ptr = p.parse_operand_tok()
        mask = other = None
        if p.optional_punct(","):
            # Triton's parser accepts a comma with no mask after it (`tt.load %p, :`)
            mask = p.parse_operand_tok() if p.at_operand() else None
            if p.optional_punct(","):  # ... and with no other after it (`tt.load %p,,`)
                other = p.parse_operand_tok() if p.at_operand() else None
        attrs = {}
        if not resolve(MEMORY_CACHE_POLICY):
            _parse_oilist(p, attrs)
        pos = p.pos()
        given = p.parse_attr_dict()
        p.verify_inherent_attrs(cls, given, pos)
        attrs.update(given)
        _expect_type_colon(cls, p)
        pt = p.parse_type()
        check_source_types(cls, p, "ptr", [pt])
        rt = pt.pointee if _is_tensor_ptr(pt) else pointee_like(pt)
        ptr_v = p.resolve(ptr, pt)  # in declaration order, as MLIR resolves them
        mask_v = p.resolve(mask, i1_like(rt)) if mask else None
        other_v = p.resolve(other, rt) if other else None
        return cls.build({"ptr": ptr_v, "mask": mask_v, "other": other_v}, [rt],
                         with_defaults(cls, attrs))

    def print_body(self, p) -> str:
        s = " " + p.operands(self.operands)
        s += _print_oilist(self)
        s += p.attr_dict(self, default_elided(self, _oilist_names(self) | {"operandSegmentSizes"}))
        return s + " : " + p.type(self.ptr.type)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``LoadOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.tt.canonicalize import CanonicalizeMaskedLoadPattern

        return [CanonicalizeMaskedLoadPattern()]


@irdl_op("tt.store")
class StoreOp(Op):
    """Store through a tensor of pointers or a tensor pointer.
    Example: tt.store %3, %4, %m : tensor<128x!tt.ptr<f32>>"""

    ptr = operand(TT_LoadStorePtr)
    value = operand(TT_Type)
    mask = opt_operand(TT_BoolLike)
    boundaryCheck = attr(DENSE_I32_ARRAY, default=A.DenseArrayAttr(T.i32, ()))
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(MEMORY_CACHE_POLICY, False))
    evict = enum_attr(EVICTION_POLICIES, default=1, declared=(MEMORY_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=MEMORY_CACHE_POLICY)
    effects = (MemWrite("ptr", GLOBAL_MEMORY),)
    traits = (SameLoadStoreOperandsShape(), SameLoadStoreOperandsEncoding(),
              TypesMatchWith("value type matches ptr type", "ptr", "value", pointee_like),
              TypesMatchWith("mask type matches ptr type", "ptr", "mask", lambda t: i1_like(pointee_like(t)), 2))

    @classmethod
    def parse(cls, p):
        ptr = p.parse_operand_tok()
        p.expect_punct(",")
        val = p.parse_operand_tok()
        mask = None
        if p.optional_punct(","):
            # Triton's parser accepts a comma with no mask after it (`tt.load %p, :`)
            mask = p.parse_operand_tok() if p.at_operand() else None
        attrs = {}
        if not resolve(MEMORY_CACHE_POLICY):
            _parse_oilist(p, attrs)
        pos = p.pos()
        given = p.parse_attr_dict()
        p.verify_inherent_attrs(cls, given, pos)
        attrs.update(given)
        _expect_type_colon(cls, p)
        pt = p.parse_type()
        check_source_types(cls, p, "ptr", [pt])
        vt = pt.pointee if _is_tensor_ptr(pt) else pointee_like(pt)
        ops = [p.resolve(ptr, pt), p.resolve(val, vt)]
        if mask:
            ops.append(p.resolve(mask, i1_like(vt)))
        return cls(ops, [], with_defaults(cls, attrs))

    def print_body(self, p) -> str:
        s = " " + p.operands(self.operands)
        s += _print_oilist(self)
        s += p.attr_dict(self, default_elided(self, _oilist_names(self)))
        return s + " : " + p.type(self.ptr.type)

    def verify_(self):
        """Triton 3.9's check of its ``cachePolicy``."""
        return _cache_policy_error(self, "stores")

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``StoreOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.tt.canonicalize import CanonicalizeMaskedStorePattern

        return [CanonicalizeMaskedStorePattern()]


@irdl_op("tt.atomic_rmw")
class AtomicRMWOp(Op):
    """Atomic read-modify-write; returns the old value.
    Example: %1 = tt.atomic_rmw fadd, acq_rel, gpu, %arg0, %0, %true : (!tt.ptr<f32>, f32, i1) -> f32"""

    atomic_rmw_op = enum_attr(RMW_OPS)
    ptr = operand(TT_PtrLike)
    val = operand(TT_Type)
    mask = opt_operand(TT_BoolLike)
    sem = enum_attr(MEM_SEMANTICS)
    scope = enum_attr(MEM_SYNC_SCOPES)
    result = result(TT_Type)
    format = ("$atomic_rmw_op `,` $sem `,` $scope `,` $ptr `,` $val (`,` $mask^)?  attr-dict `:`"
              " functional-type(operands, $result)")
    effects = (MemRead("ptr", GLOBAL_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    traits = (SameOperandsAndResultShape(), SameOperandsAndResultEncoding(),
              TypesMatchWith("ptr type matches value type", "val", "ptr", ptr_like),
              TypesMatchWith("mask type matches value type", "val", "mask", i1_like, 2))


@irdl_op("tt.atomic_cas")
class AtomicCASOp(Op):
    """Atomic compare-and-swap; returns the old value.
    Example: %1 = tt.atomic_cas acq_rel, gpu, %arg0, %c0_i32, %c1_i32 : (!tt.ptr<i32>, i32, i32) -> i32"""

    ptr = operand(TT_PtrLike)
    cmp = operand(TT_Type)
    val = operand(TT_Type)
    sem = enum_attr(MEM_SEMANTICS)
    scope = enum_attr(MEM_SYNC_SCOPES)
    result = result(TT_Type)
    format = "$sem `,` $scope `,` $ptr `,` $cmp `,` $val attr-dict `:` functional-type(operands, $result)"
    effects = (MemRead("ptr", GLOBAL_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    traits = (SameOperandsAndResultShape(), SameOperandsAndResultEncoding(),
              TypesMatchWith("ptr type matches cmp type", "cmp", "ptr", ptr_like),
              TypesMatchWith("ptr type matches value type", "val", "ptr", ptr_like))


# Triton 3.9's atomic load, store and poll (tl.atomic_load / atomic_store /
# atomic_poll; the poll: triton-lang/triton#10723, on tensors #11540; the pull
# request that added the load and store was not found).  Triton 3.6 to 3.8 do
# not register them (release_ops.json).
def _sem_only(op, allowed: tuple, words: str):
    """The ops' ``verify``: the memory semantics they support."""
    if op.sem is not None and MEM_SEMANTICS.get(op.sem.value) not in allowed:
        return f"only supports {words} semantics"
    return None


@irdl_op("tt.atomic_load")
class AtomicLoadOp(Op):
    """Atomic load (Triton 3.9), acquire or relaxed.
    Example: %1 = tt.atomic_load acquire, gpu, %arg0 : (!tt.ptr<f32>) -> f32"""

    ptr = operand(TT_PtrLike)
    mask = opt_operand(TT_BoolLike)
    sem = enum_attr(MEM_SEMANTICS)
    scope = enum_attr(MEM_SYNC_SCOPES)
    result = result(TT_Type)
    format = "$sem `,` $scope `,` $ptr (`,` $mask^)? attr-dict `:` functional-type(operands, $result)"
    effects = (MemRead("ptr", GLOBAL_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    traits = (TypesMatchWith("result matches ptr type", "ptr", "result", pointee_like),
              TypesMatchWith("mask type matches ptr type", "ptr", "mask", lambda t: i1_like(pointee_like(t)), 1))

    def verify_(self):
        """``AtomicLoadOp::verify``."""
        return _sem_only(self, ("acquire", "relaxed"), "acquire and relaxed")


@irdl_op("tt.atomic_store")
class AtomicStoreOp(Op):
    """Atomic store (Triton 3.9), release or relaxed.
    Example: tt.atomic_store release, gpu, %arg0, %0 : !tt.ptr<f32>"""

    ptr = operand(TT_PtrLike)
    val = operand(TT_Type)
    mask = opt_operand(TT_BoolLike)
    sem = enum_attr(MEM_SEMANTICS)
    scope = enum_attr(MEM_SYNC_SCOPES)
    format = "$sem `,` $scope `,` $ptr `,` $val (`,` $mask^)? attr-dict `:` type($ptr)"
    type_rules = {"val": type_rule("ptr", lambda k, st: [pointee_like(k["ptr"][0])]),
                  "mask": type_rule("ptr", lambda k, st: [i1_like(pointee_like(k["ptr"][0]))]
                                    * len(st.operands.get("mask", [])))}
    effects = (MemRead("ptr", GLOBAL_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    traits = (TypesMatchWith("value type matches ptr type", "ptr", "val", pointee_like),
              TypesMatchWith("mask type matches ptr type", "ptr", "mask", lambda t: i1_like(pointee_like(t)), 2))

    def verify_(self):
        """``AtomicStoreOp::verify``."""
        return _sem_only(self, ("release", "relaxed"), "release and relaxed")


@irdl_op("tt.atomic_poll")
class AtomicPollOp(Op):
    """Wait until the value at each pointer equals the expected one or the
    optional timeout (i64 nanoseconds) passes (Triton 3.9); true where it was seen.
    Example: %1 = tt.atomic_poll acquire, gpu, %arg0, %c1_i32 timeout %arg1 : !tt.ptr<i32>, i32 -> i1"""

    ptr = operand(TT_PtrLike)
    expected = operand(TT_IntLike)
    timeout = opt_operand(I64_T)
    sem = enum_attr(MEM_SEMANTICS)
    scope = enum_attr(MEM_SYNC_SCOPES)
    result = result(TT_BoolLike)
    format = ("$sem `,` $scope `,` $ptr `,` $expected (`timeout` $timeout^)? attr-dict `:` type($ptr) `,` "
              "type($expected) `->` type($result)")
    type_rules = {"timeout": type_rule("ptr", lambda k, st: [T.i64] * len(st.operands.get("timeout", [])))}
    effects = (MemRead("ptr", GLOBAL_MEMORY), MemWrite("ptr", GLOBAL_MEMORY))
    traits = (TypesMatchWith("ptr type matches expected type", "expected", "ptr", ptr_like),)

    def verify_(self):
        """``AtomicPollOp::verify``."""
        return _sem_only(self, ("acquire", "relaxed"), "acquire and relaxed")


@irdl_op("tt.grid_dependency_wait")
class GridDependencyWaitOp(Op):
    """Wait for the grid this one depends on (programmatic dependent launch;
    Triton 3.9, ``tl.extra.cuda.gdc_wait``, which earlier releases emit as
    inline PTX).  Kept by the canonicalizer (side effects).
    Example: tt.grid_dependency_wait"""

    format = "attr-dict"


@irdl_op("tt.grid_dependency_launch_dependents")
class GridDependencyLaunchDependentsOp(Op):
    """Let the dependent grid launch (Triton 3.9, ``tl.extra.cuda.gdc_launch_dependents``).
    Example: tt.grid_dependency_launch_dependents"""

    format = "attr-dict"


# ---------------------------------------------------------------------------
# Shape manipulation
# ---------------------------------------------------------------------------
@irdl_op("tt.splat")
class SplatOp(Op):
    """Example: %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>"""

    src = operand(TT_Type)
    result = result(TT_Tensor)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(), SameOperandsAndResultElementType(), SameOperandsAndResultEncoding())

    def fold(self, constants):
        """``SplatOp::fold``: a splat of an integer or float constant is a
        constant tensor."""
        v = constants[0]
        if isinstance(v, (A.IntegerAttr, A.BoolAttr)):
            return [C.splat_of(self.result.type, C.const_int(v))]
        if isinstance(v, A.FloatAttr):
            return [C.splat_of(self.result.type, v.bits)]
        return None


@irdl_op("tt.unsplat")
class UnsplatOp(InferTypeOpInterface, Op):
    """A one-element tensor to its scalar.  Example: %1 = tt.unsplat %0 : tensor<1xf32>"""

    src = operand(TT_Tensor)
    result = result(TT_Type)
    format = "$src attr-dict `:` type($src)"
    traits = (Pure(),)

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [operands[0].type.element]

    verify_types_and_attrs_only = True

    def verify_(self):
        """``UnsplatOp::verify``, then its ``inferReturnTypes`` (the element
        type) checked against the result type."""
        n = 1
        for d in self.operand(0).type.shape:
            n *= d
        if n != 1:
            return _no_prefix("source tensor must have exactly one element")
        return _incompatible(self, [self.operand(0).type.element])


@irdl_op("tt.expand_dims")
class ExpandDimsOp(InferTypeOpInterface, Op):
    """Example: %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>"""

    src = operand(TT_Tensor)
    axis = attr(I32_ATTR)
    result = result(TT_Tensor)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(), SameOperandsAndResultElementType())

    verify_types_and_attrs_only = True

    def verify_(self):
        """``ExpandDimsOp::inferReturnTypes`` checked against the result type
        (``InferTypeOpInterface``'s verifier)."""
        src = self.operand(0).type
        axis = self.attributes["axis"].value
        if not 0 <= axis <= len(src.shape):
            # Triton inserts at `axis` unchecked (a crash): an error instead
            return f"axis {axis} is out of range for a result of rank {len(src.shape) + 1}"
        enc = src.encoding
        if enc is not None:
            try:
                enc = infer_layout_interface(enc).infer_expand_dims_op_encoding(enc, axis)
            except LayoutInferenceError as e:
                return inference_failed(str(e))
        shape = list(src.shape)
        shape.insert(axis, 1)
        return _incompatible(self, [T.RankedTensorType(shape, src.element, enc)])

    def fold(self, constants):
        return _fold_view_like(self, constants[0])

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``ExpandDimsOp::canonicalize`` (``hasCanonicalizeMethod``)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.tt.canonicalize import ExpandDimsOpCanonicalize

        return [ExpandDimsOpCanonicalize()]


@irdl_op("tt.reshape")
class ReshapeOp(Op):
    """Example: %1 = tt.reshape %0 allow_reorder efficient_layout : tensor<32x64xf32> -> tensor<32x32x2xf32>"""

    src = operand(TT_Tensor)
    allow_reorder = opt_attr(UNIT_ATTR)
    efficient_layout = opt_attr(UNIT_ATTR)
    result = result(TT_Tensor)
    format = ("$src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)?"
              " attr-dict `:` type($src) `->` type($result)")
    traits = (Pure(), SameOperandsAndResultElementType())
    #: Whether an ``allow_reorder`` reshape's encodings are inferred too: the verifier
    #: keeps the result's where the reshape needs no data movement (not an expensive
    #: view), else it must be the inferred one; the passes' ``inferSrcEncoding`` /
    #: ``inferDstEncoding`` (:mod:`pyopt.transforms.utility`) infer through it.  Up to 3.7
    #: any encoding is accepted and the inference stops there.
    REORDER_VERIFIED = Versioned(False, Since((3, 8), True, "triton-lang/triton#9997 (reland of #9926): "
                                              "inferReshapeOpEncoding infers allow_reorder reshapes, preferring "
                                              "the existing encoding, and ReshapeOp::verify checks them"),
                                 name="tt.reshape: allow_reorder encodings verified")
    verify_types_and_attrs_only = True

    def verify_(self):
        """``ReshapeOp::verify``: element counts, encodings on both sides or
        neither, and the result encoding the layout inference gives (or an
        equivalent one); for ``allow_reorder`` only from 3.8
        (:attr:`REORDER_VERIFIED`), with the result's encoding as the hint."""
        src, dst = self.operand(0).type, self.result.type
        if src.num_elements() != dst.num_elements():
            return _no_prefix("number of src and dst elements of reshape must be the same")
        if (src.encoding is None) != (dst.encoding is None):
            return _no_prefix("Op requires that either (a) src and dst both have encodings, or (b) neither does.")
        reorder = "allow_reorder" in self.attr_dict
        if src.encoding is None or (reorder and not resolve(self.REORDER_VERIFIED)):
            return None
        try:
            layouts = infer_layout_interface(src.encoding)
            inferred = layouts.infer_reshape_op_encoding(src.shape, src.encoding, dst.shape, dst.encoding, reorder)
            layouts.verify_layouts_are_equal(dst.shape, inferred, dst.encoding)
        except LayoutInferenceError as e:
            return _no_prefix(str(e))
        return None

    def fold(self, constants):
        """``ReshapeOp::fold``: a reshape to the source type without
        ``allow_reorder`` is a no-op; a constant source is reshaped."""
        if self.result.type == self.operand(0).type and "allow_reorder" not in self.attributes:
            return [self.operand(0)]
        return _fold_view_like(self, constants[0])

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``ReshapeOp::canonicalize`` (``hasCanonicalizeMethod``)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.tt.canonicalize import ReshapeOpCanonicalize

        return [ReshapeOpCanonicalize()]


@irdl_op("tt.broadcast")
class BroadcastOp(Op):
    """Example: %1 = tt.broadcast %0 : tensor<1x64xf32> -> tensor<32x64xf32>"""

    src = operand(TT_Tensor)
    result = result(TT_Tensor)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    #: Whether source and result have one encoding (the ODS trait
    #: ``SameOperandsAndResultEncoding``); from Triton 3.9 the result's may
    #: differ where broadcasting needs no data movement (:meth:`verify_`).
    SAME_ENCODING = Versioned(True, Since((3, 9), False, "triton-lang/triton#11759 (and #11760): relax broadcast "
                                                        "layouts, the result layout may differ up to broadcasting"),
                              name="tt.broadcast: same encoding")
    traits = (Pure(), SameOperandsAndResultElementType(), SameOperandsAndResultEncodingWhile(SAME_ENCODING))

    verify_types_and_attrs_only = True

    def verify_(self):
        """``BroadcastOp::verify``."""
        src_type, dst_type = self.operand(0).type, self.result.type
        src, dst = src_type.shape, dst_type.shape
        if len(src) != len(dst):
            return _no_prefix("rank of source must be same as rank of result")
        for i, (a, b) in enumerate(zip(src, dst)):
            if a != 1 and a != b:
                return _no_prefix(f"Different dimensions at index {i} between source and result.  "
                                  "Broadcast requires the source dimension to be 1.")
        if not resolve(self.SAME_ENCODING) and not _layouts_match_up_to_broadcast(src_type, dst_type):
            return "requires matching source and result layouts up to broadcasting"
        return None

    def fold(self, constants):
        """``BroadcastOp::fold``: a broadcast to the source type is a no-op; a
        splat constant is resized."""
        if self.result.type == self.operand(0).type:
            return [self.operand(0)]
        v = constants[0]
        if C.is_splat(v):
            return [C.splat_of(self.result.type, C.splat_value(v))]
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``BroadcastOp::getCanonicalizationPatterns`` (Canonicalize.td's DRR patterns)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.tt.canonicalize import BroadcastSplatPattern, BroadcastBroadcastPattern

        return [BroadcastSplatPattern(), BroadcastBroadcastPattern()]


@irdl_op("tt.cat")
class CatOp(Op):
    """Concatenate two tensors.  Example: %2 = tt.cat %0, %1 : tensor<256xi32> -> tensor<512xi32>"""

    lhs = operand(TT_Tensor)
    rhs = operand(TT_Tensor)
    result = result(TT_Tensor)
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"
    traits = (NoMemoryEffect(), SameTypeOperands(), SameOperandsAndResultElementType())
    type_rules = {"rhs": same_as("lhs", verify_source=False)}  # SameTypeOperands
    #: Triton 3.8 gives tt.cat a verifier
    VERIFIED = Versioned(False, Since((3, 8), True, "Triton 3.8.0 (upstream change not found): CatOp::verify wants "
                                      "the result to hold the operands' elements, encodings on all or none, and "
                                      "the result layout's distinct registers twice an operand's "
                                      "(verifyCatOpEncodingCompatibility)"),
                         name="tt.cat: verified")

    def verify_(self):
        """``CatOp::verify`` (3.8 on)."""
        if not resolve(self.VERIFIED):
            return None
        lhs, res = self.lhs.type, self.result.type
        n = math.prod(lhs.shape) * 2
        if math.prod(res.shape) != n:
            return ("result element count must equal the sum of the operand element counts, expected "
                    f"{n} but got {math.prod(res.shape)}")
        if (lhs.encoding is None) != (res.encoding is None):
            return "requires that either (a) operands and result all have encodings, or (b) none do."
        if res.encoding is None:
            return None
        try:
            infer_layout_interface(res.encoding).verify_cat_op_encoding_compatibility(self)
        except LayoutInferenceError as e:
            return _no_prefix(str(e))
        return None


@irdl_op("tt.join")
class JoinOp(Op):
    """Join two tensors along a new minor dimension.
    Example: %2 = tt.join %0, %1 : tensor<256xf32> -> tensor<256x2xf32>"""

    lhs = operand(TT_Tensor)
    rhs = operand(TT_Tensor)
    result = result(TT_Tensor)
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"
    traits = (Pure(), SameTypeOperands())
    type_rules = {"rhs": same_as("lhs", verify_source=False)}  # SameTypeOperands

    verify_types_and_attrs_only = True

    def verify_(self):
        """``JoinOp::verify``: the result shape and element type, and the
        source encoding that splitting the result's gives back (the one
        correct source layout for a result layout) is the operands'."""
        src, ret = self.operand(0).type, self.result.type
        shape = list(src.shape) + [2]
        if list(ret.shape) != shape:
            return (f"result shape must be ({', '.join(str(d) for d in shape)}), "
                    f"but got {', '.join(str(d) for d in ret.shape)}")
        if ret.element != src.element:
            return "result element type must match the input element type"
        if ret.encoding is None:
            if src.encoding is not None:
                return "result encoding must be specified"
            return None
        try:
            layouts = infer_layout_interface(ret.encoding)
            split = layouts.infer_split_op_encoding(ret.encoding, shape)
        except LayoutInferenceError as e:
            return _no_prefix(str(e))
        if src.encoding is None:
            return "incompatible join layout"
        try:
            layouts.verify_layouts_are_equal(src.shape, split, src.encoding)
        except LayoutInferenceError:
            return "incompatible join layout"
        return None


@irdl_op("tt.split")
class SplitOp(InferTypeOpWithLayoutEquivalence, Op):
    """Split a tensor along its last dimension (of size 2).
    Example: %outLHS, %outRHS = tt.split %0 : tensor<256x2xf32> -> tensor<256xf32>"""

    src = operand(TT_Tensor)
    outLHS = result(TT_Tensor)
    outRHS = result(TT_Tensor)
    format = "$src attr-dict `:` type($src) `->` type($outLHS)"
    traits = (Pure(), TypesMatchWith("outLHS and outRHS types match", "outLHS", "outRHS"))
    type_rules = {"outRHS": same_as("outLHS")}

    verify_types_and_attrs_only = True

    def verify_(self):
        """``SplitOp::inferReturnTypes`` checked against the result types up
        to equivalent layouts (``InferTypeOpWithLayoutEquivalence``)."""
        src = self.operand(0).type
        if not src.shape or src.shape[-1] != 2:
            return inference_failed("last dimension of input tensor must be 2")
        if src.encoding is None:
            t = T.RankedTensorType(src.shape[:-1], src.element, None)
            inferred = [t, t]
        else:
            try:
                enc = infer_layout_interface(src.encoding).infer_split_op_encoding(src.encoding, src.shape)
            except LayoutInferenceError as e:
                return inference_failed(str(e))
            t = T.RankedTensorType(src.shape[:-1], src.element, enc)
            inferred = [t, t]
        return self.verify_return_types(inferred)

    def asm_result_names(self):
        return [(self.results[0], "outLHS"), (self.results[1], "outRHS")]


@irdl_op("tt.trans")
class TransOp(TransposeOpInterface, InferTypeOpWithLayoutEquivalence, Op):
    """Permute dimensions.
    Example: %1 = tt.trans %0 {order = array<i32: 1, 0>} : tensor<32x64xf16> -> tensor<64x32xf16>"""

    src = operand(TT_Tensor)
    order = attr(DENSE_I32_ARRAY)
    result = result(TT_Tensor)
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(), VerifyTransposeOpInterface(), SameOperandsAndResultElementType())

    verify_types_and_attrs_only = True

    def verify_(self):
        """``TransOp::verify`` (its checks of ``order`` are unreachable: the
        interface's, with other messages, come first), then
        ``inferReturnTypes`` checked against the result type up to
        equivalent layouts (``InferTypeOpWithLayoutEquivalence``)."""
        order = list(self.attributes["order"].values)
        src = self.operand(0).type
        shape = [src.shape[i] for i in order]
        if shape != list(self.result.type.shape):
            return _no_prefix("result shape must match the permutation of the source shape")
        enc = src.encoding
        if enc is not None:
            try:
                enc = infer_layout_interface(enc).infer_trans_op_encoding(enc, src.shape, order)
            except LayoutInferenceError as e:
                return inference_failed(str(e))
        return self.verify_return_types([T.RankedTensorType(shape, src.element, enc)])

    def fold(self, constants):
        """``TransOp::fold``: the identity order is a no-op (same types only); a
        transpose of a transpose composes in place; a splat constant is reshaped."""
        order = list(self.attributes["order"].values)
        if order == list(range(len(order))) and self.operand(0).type == self.result.type:
            return [self.operand(0)]
        inner = self.operand(0).defining_op
        if isinstance(inner, TransOp):
            inner_order = list(inner.attributes["order"].values)
            # applyPermutation(innerOrder, order)[i] = innerOrder[order[i]]
            self.attributes["order"] = A.DenseArrayAttr(T.i32, [inner_order[i] for i in order])
            self.set_operand(0, inner.operand(0))
            return IN_PLACE
        v = constants[0]
        if C.is_splat(v):
            return [C.splat_of(self.result.type, C.splat_value(v))]
        return None


# ---------------------------------------------------------------------------
# SPMD
# ---------------------------------------------------------------------------
@irdl_op("tt.get_program_id")
class GetProgramIdOp(Op):
    """Example: %0 = tt.get_program_id x : i32"""

    axis = enum_attr(PROGRAM_DIMS)
    result = result(I32_T)
    format = "$axis attr-dict `:` type($result)"
    traits = (Pure(),)


@irdl_op("tt.get_num_programs")
class GetNumProgramsOp(Op):
    """Example: %0 = tt.get_num_programs y : i32"""

    axis = enum_attr(PROGRAM_DIMS)
    result = result(I32_T)
    format = "$axis attr-dict `:` type($result)"
    traits = (Pure(),)


# ---------------------------------------------------------------------------
# Dot
# ---------------------------------------------------------------------------
@irdl_op("tt.dot")
class DotOp(InferTypeOpInterface, DotOpInterface, Op):
    """d = a * b + c.
    Example: %3 = tt.dot %0, %1, %2, inputPrecision = tf32 : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>"""

    a = operand(TT_FpIntTensor)
    b = operand(TT_FpIntTensor)
    c = operand(TT_FpIntTensor)
    inputPrecision = enum_attr(INPUT_PRECISIONS, default=2)
    maxNumImpreciseAcc = attr(I32_ATTR, default=i32(0))
    d = result(TT_FpIntTensor)
    format = ("$a`,` $b`,` $c (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:`"
              " type($a) `*` type($b) `->` type($d)")
    traits = (Pure(), VerifyDotOpInterface(), TypesMatchWith("result's type matches accumulator's type", "d", "c"))
    type_rules = {"c": same_as("d")}

    # (not verify_types_and_attrs_only: whether an MMA layout suits the dot
    # may depend on the number of warps of the enclosing module)

    def verify_dims(self) -> bool:
        """``DotOp::verifyDims``: A's K (last dim) is B's (second to last)."""
        return k_dims_match(self)

    def verify_(self):
        """``DotOp::verify`` with the TritonGPU dialect's
        ``verifyDotOpEncodingCompatibility``, then ``inferReturnTypes``'
        check of A's and B's encodings against the result's
        (``inferDotOpEncoding``; the result type itself is the
        accumulator's, as ``TypesMatchWith`` already checked)."""
        a, b, c = (v.type for v in self.operands[:3])
        if _elem_bits(a) != _elem_bits(b):
            return _no_prefix("element types of operands A and B must have same bit width")
        if a.encoding is None and b.encoding is None:
            return None
        if a.encoding is None or b.encoding is None:
            return _no_prefix("mismatching encoding between A and B operands")
        if c.encoding is None:
            return _no_prefix("miss encoding of C operand")
        layouts = infer_layout_interface(c.encoding)  # the result encoding's dialect, as Triton asks
        try:
            layouts.verify_dot_op_encoding_compatibility(self, a.encoding, b.encoding)
        except LayoutInferenceError as e:
            return _no_prefix(str(e))
        try:
            layouts.infer_dot_op_encoding(a.encoding, 0, c.encoding)
            layouts.infer_dot_op_encoding(b.encoding, 1, c.encoding)
        except LayoutInferenceError as e:  # DotOp::inferReturnTypes failed
            return inference_failed(str(e))
        return None


@irdl_op("tt.dot_scaled")
class DotScaledOp(DotOpInterface, Op):
    """Microscaled dot.
    Example: %4 = tt.dot_scaled %0 scale %1, %2, %3 lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>"""

    a = operand(TT_FloatOrI8Tensor)
    b = operand(TT_FloatOrI8Tensor)
    c = operand(TT_FloatTensor)
    a_scale = opt_operand(TT_FloatOrI8Tensor)
    b_scale = opt_operand(TT_FloatOrI8Tensor)
    a_elem_type = enum_attr(SCALE_DOT_ELEM_TYPES)
    b_elem_type = enum_attr(SCALE_DOT_ELEM_TYPES)
    fastMath = attr(BOOL_ATTR)
    lhs_k_pack = attr(BOOL_ATTR, default=A.BoolAttr(True))
    rhs_k_pack = attr(BOOL_ATTR, default=A.BoolAttr(True))
    d = result(TT_FloatTensor)
    format = ("$a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c"
              " `lhs` `=` $a_elem_type `rhs` `=` $b_elem_type attr-dict"
              " `:` type($a) (`,` type($a_scale)^)? `*` type($b) (`,` type($b_scale)^)? `->` type($d)")
    traits = (Pure(), AttrSizedOperandSegments(), VerifyDotOpInterface(),
              TypesMatchWith("result's type matches accumulator's type", "d", "c"))
    type_rules = {"c": same_as("d")}

    verify_types_and_attrs_only = True

    def _unpacked(self, side: str, k_dim: bool) -> int:
        """How many elements one stored element of operand ``side`` ("a"/"b")
        stands for along K (``k_dim``) or along M/N: 2 for e2m1 packed
        along that dimension, else 1."""
        elem = self.attributes[f"{side}_elem_type"].value
        pack = self.attributes.get("lhs_k_pack" if side == "a" else "rhs_k_pack")
        k_pack = pack.value if pack is not None else True
        return 2 if elem == 4 and k_pack == k_dim else 1  # 4: e2m1

    def verify_dims(self) -> bool:
        """``DotScaledOp::verifyDims``: K counts e2m1 elements packed along K twice."""
        a, b = self.operand(0).type.shape, self.operand(1).type.shape
        return a[-1] * self._unpacked("a", True) == b[len(a) - 2] * self._unpacked("b", True)

    def verify_output_dims(self) -> bool:
        """``DotScaledOp::verifyOutputDims``: M and N count e2m1 elements
        packed along them twice."""
        a, b, c = (self.operand(i).type.shape for i in range(3))
        return (a[-2] * self._unpacked("a", False) == c[-2]
                and b[-1] * self._unpacked("b", False) == c[-1])

    #: How the scale factor (K elements per scale) is found: by the scale's element type up to
    #: 3.7, from the scales' shapes from 3.8
    SCALE_FACTOR = Versioned(
        "element", Since((3, 8), "shape", "triton-lang/triton#9561 ([AMD]Support ScaleFactor=16 and E4M3 Scale for "
                                          "DotScaledOp): deduceScaleFactor reads it off each scale's shape (16 or 32; "
                                          "a one-element scale says nothing; both scales must agree; 32 by default)"),
        name="tt.dot_scaled: scale factor")

    def _deduced_scale_factor(self):
        """``deduceScaleFactor`` (3.8): the factor, or a TraitError."""
        factors = []
        for side, operand, scale, k_index in (("a", self.operand(0), self.a_scale, -1), ("b", self.operand(1), self.b_scale, -2)):
            st = scale.type.shape if scale is not None else None
            if st is None or math.prod(st) == 1 or not st:
                factors.append(0)
                continue
            kdim = operand.type.shape[k_index] * self._unpacked(side, True)
            factor = int(kdim / st[-1]) if st[-1] else 0  # (C++ integer division)
            if factor not in (16, 32):
                return _no_prefix(f"scale factor must be 16 or 32. Got {factor}")
            factors.append(factor)
        fa, fb = factors
        if fa and fb and fa != fb:
            return _no_prefix(f"Operands must have the same scale factor; (lhs: {fa} vs rhs: {fb})")
        return fa or fb or 32

    def verify_(self):
        """``DotScaledOp::verify``: each scale is M (or N) x K / the scale factor, K counted in
        unpacked elements of A; the factor as ``SCALE_FACTOR`` says (up to 3.7: 16 for
        f8E4M3FN scales, else 32)."""
        a = self.operand(0).type.shape
        rank = len(a)
        k = a[-1] * self._unpacked("a", True)
        c = self.operand(2).type.shape
        deduced = None
        if resolve(self.SCALE_FACTOR) == "shape":
            deduced = self._deduced_scale_factor()
            if isinstance(deduced, TraitError):
                return deduced
        for scale, dim, name in ((self.a_scale, c[-2], "M"), (self.b_scale, c[-1], "N")):
            if scale is None:
                continue
            st = scale.type
            # (Triton indexes the scale's shape by A's rank unchecked: a scale
            # of lower rank is refused here as not matching)
            shape = list(st.shape) if len(st.shape) >= rank else [None] * rank
            if shape[rank - 2] != dim:
                return _no_prefix(f"scales {name} dimension must match the operand {name} dimension")
            factor = deduced or (16 if st.element == T.FloatType("f8E4M3FN") else 32)
            if shape[rank - 1] != k // factor:
                return _no_prefix("scales K dimension must match the operand K divided by the scale factor")
        return None


# ---------------------------------------------------------------------------
# Ops with regions
# ---------------------------------------------------------------------------
class _ReduceScanVerify:
    """``verifyReduceScan`` and ``verifyRegionsImpl`` (Triton's Ops.cpp),
    shared by tt.reduce and tt.scan; ``RETURN`` is the combiner's terminator
    class."""

    __slots__ = ()
    RETURN = None
    CHECK_AXIS = False
    AXIS_CHECKED = Versioned(False, Since((3, 7), True, "triton-lang/triton#9061 ([TRITONGPU][IR] Verify reduce/scan "
                                                         "op axis value): verifyReduceScan checks the axis against "
                                                         "each operand's rank and that the ranks agree"),
                             name="tt.reduce/tt.scan: axis checked against each operand's rank")

    def _element_types(self) -> list:
        return [v.type.element_type() for v in self.operands]

    def verify_(self):
        if not self.operands:
            return "must have at least 1 operand"
        if len(self.operands) != len(self.results):
            return "must have the same number of inputs as outputs"
        axis_attr = self.attributes.get("axis")
        if resolve(self.AXIS_CHECKED) and isinstance(axis_attr, A.IntegerAttr):
            axis, first_rank = axis_attr.value, 0
            for v in self.operands:
                rank = len(v.type.shape)
                if not 0 <= axis < rank:
                    return f"axis out of bounds for operand rank {rank}"
                if first_rank == 0:
                    first_rank = rank
                elif rank != first_rank:
                    return f"all operands must have the same rank, but got ranks {first_rank} and {rank}"
        for et, r in zip(self._element_types(), self.results):
            if et != r.type.element_type():
                return "operand types and result types must agree"
        axis = self.attributes.get("axis")
        rank = len(getattr(self.operand(0).type, "shape", ()))
        if self.CHECK_AXIS and isinstance(axis, A.IntegerAttr) and not 0 <= axis.value < rank:
            # Triton erases shape[axis] unchecked (undefined behaviour): say so instead
            return f"axis {axis.value} is out of range for operands of rank {rank}"
        return None

    def _verify_inferred(self):
        return None

    def verify_regions_(self):
        # InferTypeOpInterface's check runs with the region checks, before the op's own
        msg = self._verify_inferred()
        if msg:
            return msg
        elem = self._element_types()
        n = len(self.operands)
        blocks = self.regions[0].blocks
        if not blocks:
            return None
        block = blocks[0]
        if len(block.args) != 2 * n:
            return (f"nested block must take {2 * n} arguments, but given block with "
                    f"{len(block.args)} arguments")
        for i, a in enumerate(block.args):
            if a.type != elem[i % n]:
                return (f"type mismatch on combine operation. Expected argument {i} to have type "
                        f"'{elem[i % n]}' but got '{a.type}'")
        term = block.last
        if not isinstance(term, self.RETURN):
            # Imported here: the printer sits above the op definitions it prints (a cycle).
            from pyopt.ir.printer import print_op_fragment

            return (f"combine operation must be terminated with a ReduceReturnOp but got "
                    f"{print_op_fragment(term) if term is not None else ''}")
        if len(term.operands) != n:
            return f"expected combine operation to return {n} values but got {len(term.operands)}"
        for i, v in enumerate(term.operands):
            if v.type != elem[i]:
                return (f"type mismatch on combine operation. Expected argument {i} to have type "
                        f"'{elem[i]}' but got '{v.type}'")
        return None


@irdl_op("tt.reduce")
class ReduceOp(_ReduceScanVerify, InferTypeOpInterface, Op):
    """Reduction with a combiner region (generic form; no assembly format).
    Example: %1 = "tt.reduce"(%0) <{axis = 0 : i32}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %2 = arith.addf %arg1, %arg2 : f32
      tt.reduce.return %2 : f32
    }) : (tensor<128xf32>) -> f32"""

    srcs = var_operand(TT_Tensor)
    axis = attr(I32_ATTR)
    result = var_result(TT_Type)
    combineOp = region(blocks=1)
    traits = (Pure(), SameOperandsShape(), SameOperandsEncoding(), SingleBlock())

    def _verify_inferred(self):
        """``ReduceOp::inferReturnTypes`` checked against the result types
        (``InferTypeOpInterface``'s verifier): each operand without ``axis``,
        a scalar when nothing is left, its encoding sliced along ``axis``."""
        axis = self.attributes["axis"].value
        inferred = []
        for v in self.operands:
            t = v.type
            shape = [d for i, d in enumerate(t.shape) if i != axis]
            if not shape:
                inferred.append(t.element)
            else:
                enc = t.encoding
                if enc is not None:
                    try:
                        enc = infer_layout_interface(enc).infer_reduce_op_encoding(enc, axis)
                    except LayoutInferenceError as e:
                        return inference_failed(str(e))
                inferred.append(T.RankedTensorType(shape, t.element, enc))
        return _incompatible(self, inferred)


@irdl_op("tt.reduce.return")
class ReduceReturnOp(RegionBranchTerminatorOpInterface, Op):
    """Example: tt.reduce.return %2 : f32"""

    result = var_operand()
    format = "$result attr-dict `:` type($result)"
    traits = (HasParent("tt.reduce"), Pure(), IsTerminator(), ReturnLike())


@irdl_op("tt.scan")
class ScanOp(_ReduceScanVerify, InferTypeOpInterface, Op):
    """Associative scan with a combiner region (generic form).
    Example: %1 = "tt.scan"(%0) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %2 = arith.addf %arg1, %arg2 : f32
      tt.scan.return %2 : f32
    }) : (tensor<128xf32>) -> tensor<128xf32>"""

    srcs = var_operand(TT_Tensor)
    axis = attr(I32_ATTR)
    reverse = attr(BOOL_ATTR)
    result = var_result(TT_Tensor)
    combineOp = region(blocks=1)
    traits = (Pure(), SameOperandsAndResultEncoding(), SameOperandsAndResultShape(), SingleBlock())


@irdl_op("tt.scan.return")
class ScanReturnOp(RegionBranchTerminatorOpInterface, Op):
    """Example: tt.scan.return %2 : f32"""

    result = var_operand()
    format = "$result attr-dict `:` type($result)"
    traits = (HasParent("tt.scan"), Pure(), IsTerminator(), ReturnLike())


ReduceOp.RETURN = ReduceReturnOp
ReduceOp.CHECK_AXIS = True
ScanOp.RETURN = ScanReturnOp


def _post_order(region):
    """The ops nested in ``region``, each after the ops nested in it
    (``Region::walk``'s default order)."""
    out = []
    stack = [(op, False) for block in reversed(list(region.blocks)) for op in reversed(list(block.ops))]
    while stack:
        op, expanded = stack.pop()
        if expanded:
            out.append(op)
            continue
        stack.append((op, True))
        for r in reversed(op.regions):
            for block in reversed(list(r.blocks)):
                stack.extend((o, False) for o in reversed(list(block.ops)))
    return out


@irdl_op("tt.map_elementwise")
class MapElementwiseOp(Op):
    """Map a scalar region over tensors (generic form).
    Example: %1 = "tt.map_elementwise"(%0) <{pack = 1 : i32}> ({
    ^bb0(%arg1: f32):
      tt.map_elementwise.return %arg1 : f32
    }) : (tensor<128xf32>) -> tensor<128xf32>"""

    srcs = var_operand(TT_Tensor)
    pack = attr(I32_ATTR)
    result = var_result(TT_Tensor)
    scalarOp = region()
    traits = (SameOperandsAndResultEncoding(), SameOperandsAndResultShape(), RecursiveMemoryEffects())

    verify_types_and_attrs_only = True

    def verify_(self):
        """``MapElementwiseOp::verify`` (its "at least 1 operand" is the
        declaration's, checked first): ``pack`` is a power of 2 (read
        unsigned)."""
        pack = self.attributes["pack"].value % (1 << 32)
        if pack == 0 or pack & (pack - 1):
            return "Pack must be a power of 2"
        return None

    def verify_regions_(self):
        """``MapElementwiseOp::verifyRegions``: the region takes each
        operand's element type ``pack`` times in a row; no op inside writes
        memory, and every ``tt.map_elementwise.return`` returns each result's
        element type ``pack`` times (both reported at the op inside, in
        post-order)."""
        pack = self.attributes["pack"].value % (1 << 32)
        blocks = self.regions[0].blocks
        if not blocks:
            return None
        args = blocks[0].args
        if len(args) != len(self.operands) * pack:
            return "region has wrong number of arguments"
        expected = [v.type.element_type() for v in self.operands for _ in range(pack)]
        if [a.type for a in args] != expected:
            return _no_prefix("argument types did not match")
        returns = [r.type.element_type() for r in self.results for _ in range(pack)]
        from pyopt.diagnostics import op_error  # (errors at a nested op: rare)
        from pyopt.ir.effects import WRITE, get_effects

        for op in _post_order(self.regions[0]):
            effects = get_effects(op)
            if effects is not None and any(e.effect is WRITE for e in effects):
                raise op_error(op, f"'{op.name}' op Stores are not supported inside map_elementwise")
            if isinstance(op, MapElementwiseReturnOp) and [v.type for v in op.operands] != returns:
                raise op_error(op, "region return does not match map_elementwise result")
        return None


@irdl_op("tt.map_elementwise.return")
class MapElementwiseReturnOp(RegionBranchTerminatorOpInterface, Op):
    """Example: tt.map_elementwise.return %arg1 : f32"""

    result = var_operand()
    format = "attr-dict ($result^ `:` type($result))?"
    traits = (HasParent("tt.map_elementwise"), Pure(), IsTerminator(), ReturnLike())


# ---------------------------------------------------------------------------
# External code
# ---------------------------------------------------------------------------
def pure_attr_effects(op: Op) -> list:
    """The effects of an op with a ``pure`` attribute: nothing when it is
    set, else a write and a read of the default resource."""
    pure = op.attributes.get("pure")
    if isinstance(pure, A.BoolAttr) and pure.value:
        return []
    return [EffectInstance(WRITE, None, DEFAULT_RESOURCE), EffectInstance(READ, None, DEFAULT_RESOURCE)]


def pure_attr_speculatability(op: Op) -> str:
    """The speculatability of an op with a ``pure`` attribute: speculatable when it is set."""
    pure = op.attributes.get("pure")
    return SPECULATABLE if isinstance(pure, A.BoolAttr) and pure.value else NOT_SPECULATABLE


@irdl_op("tt.extern_elementwise")
class ExternElementwiseOp(Op):
    """Call an elementwise library function.
    Example: %1 = tt.extern_elementwise %0 {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<128xf32>) -> tensor<128xf32>"""

    srcs = var_operand(TT_Type)
    libname = attr(STR_ATTR)
    libpath = attr(STR_ATTR)
    symbol = attr(STR_ATTR)
    pure = attr(BOOL_ATTR)
    result = result(TT_Type)
    format = "operands attr-dict `:` functional-type(operands, $result)"
    traits = (Elementwise(), SameOperandsAndResultEncoding(), SameVariadicOperandSize(), ConditionallySpeculatable())

    def get_effects(self) -> list:
        """``ExternElementwiseOp::getEffects``."""
        return pure_attr_effects(self)

    def get_speculatability(self) -> str:
        """``ExternElementwiseOp::getSpeculatability``: speculatable when ``pure``."""
        return pure_attr_speculatability(self)


@irdl_op("tt.make_range")
class MakeRangeOp(Op):
    """Example: %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>"""

    start = attr(I32_ATTR)
    end = attr(I32_ATTR)
    result = result(TT_IntTensor)
    format = "attr-dict `:` type($result)"
    traits = (Pure(),)

    verify_types_and_attrs_only = True

    def verify_(self):
        """``MakeRangeOp::verify``."""
        start, end = self.attributes["start"].value, self.attributes["end"].value
        if start >= end:
            return "start must be less than end"
        ty = self.result.type
        if len(ty.shape) != 1:
            return "return type must be a 1D tensor"
        if end - start != ty.shape[0]:
            return (f"number of elements in returned tensor, {ty.shape[0]}, must match size of range "
                    f"[{start}, {end}), which has {end - start} elements")
        if ty.element != T.i32:
            return "returned tensor must have i32 elements"
        return None

    def fold(self, constants):
        """``MakeRangeOp::fold``: a one-element range is a splat of its start."""
        start = self.attributes["start"].value
        end = self.attributes["end"].value
        if start + 1 == end:
            return [C.splat_of(self.result.type, start)]
        return None


@irdl_op("tt.elementwise_inline_asm")
class ElementwiseInlineAsmOp(Op):
    """Inline assembly applied to packed elements.
    Example: %1 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %0 : tensor<128xi32> -> tensor<128xi32>"""

    asm_string = attr(STR_ATTR)
    constraints = attr(STR_ATTR)
    pure = attr(BOOL_ATTR)
    packed_element = attr(I32_ATTR)
    args = var_operand(TT_Type)
    result = var_result(TT_Type)
    format = "$asm_string attr-dict ($args^ `:` type($args))? `->` type($result)"
    traits = (Elementwise(), SameOperandsAndResultEncoding(), ConditionallySpeculatable())

    verify_types_and_attrs_only = True

    def verify_(self):
        """``ElementwiseInlineAsmOp::verify``: the first operand's element
        count (0 for a scalar) is a multiple of ``packed_element`` (read
        unsigned, as Triton's ``uint32_t``)."""
        if not self.operands:
            return None
        t = self.operand(0).type
        n = t.num_elements() if isinstance(t, T.RankedTensorType) else 0
        packed = self.attributes["packed_element"].value % (1 << 32)
        # (a packed_element of 0 divides by zero in Triton: an error here)
        if packed == 0 or n % packed:
            return _no_prefix(f"number of input elements {n} must be a multiple of the op's "
                              f"packed_element attribute, {packed}")
        return None

    def get_effects(self) -> list:
        """``ElementwiseInlineAsmOp::getEffects``."""
        return pure_attr_effects(self)

    def get_speculatability(self) -> str:
        """``ElementwiseInlineAsmOp::getSpeculatability``: speculatable when ``pure``."""
        return pure_attr_speculatability(self)


@irdl_op("tt.histogram")
class HistogramOp(Op):
    """Histogram of a tensor of bins.
    Example: %2 = tt.histogram %0, %1 : tensor<512xi32> -> tensor<64xi32>"""

    src = operand(TT_IntTensor)
    mask = opt_operand(TT_BoolLike)
    result = result(TT_IntTensor)
    format = "$src (`,` $mask^)? attr-dict `:` type($src) `->` type($result)"
    traits = (Pure(), TypesMatchWith("mask type matches src type", "src", "mask", i1_like, 1))
    type_rules = {"mask": type_rule("src", lambda known, st: [i1_like(known["src"][0])] * len(st.operands.get("mask", [])))}


@irdl_op("tt.gather")
class GatherOp(InferTypeOpInterface, Op):
    """Gather along an axis.
    Example: %2 = tt.gather %0[%1] {axis = 1 : i32} : (tensor<32x64xf32>, tensor<32x64xi32>) -> tensor<32x64xf32>"""

    src = operand(TT_Tensor)
    indices = operand(TT_IntTensor)
    axis = attr(I32_ATTR)
    efficient_layout = opt_attr(UNIT_ATTR)
    result = result(TT_Tensor)
    format = "$src `[` $indices `]` attr-dict `:` functional-type(operands, results)"

    verify_types_and_attrs_only = True

    def verify_(self):
        """``GatherOp::verify``, then its ``inferReturnTypes`` checked against
        the result type."""
        src, idx, res = self.operand(0).type, self.operand(1).type, self.result.type
        if list(idx.shape) != list(res.shape):
            return "indices and output shapes must match"
        if idx.encoding != res.encoding:
            return "indices and output encodings must match"
        if src.element != res.element:
            return "input and output element types must match"
        if len(src.shape) != len(idx.shape):
            return "input and indices ranks must match"
        axis = self.attributes["axis"].value % (1 << 32)  # unsigned in Triton
        if axis >= len(src.shape):
            return "gather dimension must be less than the input rank"
        for dim in range(len(idx.shape)):
            if dim != axis and idx.shape[dim] != src.shape[dim]:
                return f"indices dimension {dim} must match the corresponding input dimension"
        # InferTypeOpInterface's check comes after the op's own (as Triton reports them)
        return _incompatible(self, [idx.with_element(src.element)])
    traits = (Pure(),)


@irdl_op("tt.print")
class PrintOp(Op):
    """Device-side print.
    Example: tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %0 : tensor<128xi32>"""

    prefix = attr(STR_ATTR)
    hex = attr(BOOL_ATTR)
    args = var_operand(TT_Type)
    isSigned = attr(DENSE_I32_ARRAY)
    format = "$prefix attr-dict (`:` $args^ `:` type($args))?"
    effects = (MemWrite(None, GLOBAL_MEMORY),)
    traits = (SameVariadicOperandSize(),)


@irdl_op("tt.assert")
class AssertOp(Op):
    """Device-side assert.  Example: tt.assert %0, "x < 128" : tensor<128xi1>"""

    condition = operand(TT_AssertCondition)
    message = attr(STR_ATTR)
    format = "$condition `,` $message attr-dict `:` type($condition)"
    effects = (MemWrite(None, GLOBAL_MEMORY),)
    traits = ()


# ---------------------------------------------------------------------------
# Block pointers and tensor descriptors
# ---------------------------------------------------------------------------
def _ptr_of_tensor_ptr(known, st):
    t = known["result"][0]
    return [T.PointerType(t.pointee.element, t.address_space)]


type_rule("result", _ptr_of_tensor_ptr)


@irdl_op("tt.make_tensor_ptr")
class MakeTensorPtrOp(Op):
    """A pointer to a block of a parent tensor.
    Example: %0 = tt.make_tensor_ptr %arg0, [%c64_i64, %c64_i64], [%c64_i64, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>"""

    base = operand(TT_Ptr)
    shape = var_operand(I64_T)
    strides = var_operand(I64_T)
    offsets = var_operand(I32_T)
    order = attr(DENSE_I32_ARRAY)
    result = result(TT_TensorPtr)
    format = ("$base `,` `[` $shape `]` `,` `[` $strides `]` `,` `[` $offsets `]` attr-dict"
              " `:` type($result)")
    traits = (Pure(), SameVariadicOperandSize(),
              TypesMatchWith("infer pointer type from the result type", "result", "base",
                             lambda t: T.PointerType(t.pointee.element, t.address_space)))
    type_rules = {"base": _ptr_of_tensor_ptr}


@irdl_op("tt.make_tensor_descriptor")
class MakeTensorDescOp(Op):
    """A tensor descriptor over a global tensor.
    Example: %0 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%c64_i64, %c1_i64] : <f32>, <tensor<64x64xf32>>"""

    base = operand(TT_Ptr)
    shape = var_operand(I32_T)
    strides = var_operand(I64_T)
    padding = enum_attr(PADDING_OPTIONS, default=1)
    result = result(TT_TensorDescType)
    format = "$base `,` `[` $shape `]` `,` `[` $strides `]` attr-dict `:` type($base) `,` type($result)"
    traits = (Pure(), SameVariadicOperandSize())


@irdl_op("tt.descriptor_load")
class DescriptorLoadOp(DescriptorOpInterface, Op):
    """Load a block through a tensor descriptor.
    Example: %2 = tt.descriptor_load %0[%1, %1] : !tt.tensordesc<tensor<64x64xf32>> -> tensor<64x64xf32>"""

    desc = operand(TT_TensorDescType)
    indices = var_operand(I32_T)
    cache = enum_attr(CACHE_MODIFIERS, default=1, declared=(MEMORY_CACHE_POLICY, False))
    evict = enum_attr(EVICTION_POLICIES, default=1, declared=(MEMORY_CACHE_POLICY, False))
    cachePolicy = opt_attr(declared=MEMORY_CACHE_POLICY)  # (3.9: any attribute, unverified)
    result = result(TT_Tensor)
    format = Versioned(
        "$desc `[` $indices `]` oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"
        " attr-dict `:` qualified(type($desc)) `->` type($result)",
        Since((3, 9), "$desc `[` $indices `]` attr-dict `:` qualified(type($desc)) `->` type($result)",
              "triton-lang/triton#11482 (cachePolicy in the attribute dictionary for `cacheModifier = ...`; "
              "as found for the AMD buffer ops, not confirmed here)"),
        name="tt.descriptor_load format")
    effects = (MemRead("desc", GLOBAL_MEMORY),)
    traits = ()

    verify_types_and_attrs_only = True

    def verify_(self):
        """``DescriptorLoadOp::verify``."""
        return _descriptor_load_store_error(self.operand(0).type, self.result.type)


#: How tt.descriptor_load/store/reduce check the tensor against the descriptor's block.
DESCRIPTOR_TENSOR_CHECK = Versioned(
    "same-shape", Since((3, 7), "same-elements", "triton-lang/triton#9112 ([Gluon] Tigthen + cleanup TMA op "
                        "verifiers): verifyDescriptorLoadStoreOp asks for the same element type and the same "
                        "number of elements (any shape), and tt.descriptor_reduce is checked too"),
    name="tt.descriptor_load/store/reduce: tensor against the descriptor block")


def _descriptor_load_store_error(desc, tensor):
    """The tensor of a descriptor load, store (or, from 3.7, reduce) against the
    descriptor's block, as the release checks it (:data:`DESCRIPTOR_TENSOR_CHECK`)."""
    if resolve(DESCRIPTOR_TENSOR_CHECK) == "same-elements":
        return _descriptor_load_store_error_37(desc, tensor)
    return _descriptor_load_store_error_36(desc, tensor)


def _descriptor_load_store_error_37(desc, tensor):
    """``verifyDescriptorLoadStoreOp`` (3.7): the block's (signless) element
    type is the tensor's, and both hold as many elements."""
    block = desc.block_type
    elem = _signless(block.element)
    if elem != tensor.element:
        return (f"descriptor block and tensor element types must match, but got descriptor element type "
                f"'{elem}' and tensor element type '{tensor.element}'")
    block_n = math.prod(block.shape) & 0xFFFFFFFF  # (unsigned in Triton)
    tensor_n = math.prod(tensor.shape) & 0xFFFFFFFF
    if block_n != tensor_n:
        return (f"descriptor block and tensor must have the same number of elements, but got descriptor block "
                f"with {block_n} elements tensor with {tensor_n} elements")
    return None


def _descriptor_load_store_error_36(desc, tensor):
    """``verifyDescriptorLoadStoreType`` (3.6): the tensor is the descriptor's
    block (signless), or the block less leading dimensions of size 1."""
    block = desc.block_type
    block_shape, shape = list(block.shape), list(tensor.shape)
    if len(block_shape) > len(shape):
        if any(d != 1 for d in block_shape[:len(block_shape) - len(shape)]):
            return "ranked reduce load only allowed for unit dimension leading dim."
        block_shape = block_shape[len(block_shape) - len(shape):]
    if block_shape == shape and _signless(block.element) == tensor.element:
        return None
    return "tensor descriptor block and tensor types must match"


def _gather_scatter_error(desc, result, indices):
    """``verifyGatherScatterOp``: rows of a one-row 2-d block gathered by a
    1-d tensor of row offsets (:meth:`DescriptorGatherOp.verify_result_type`)."""
    block = desc.block_type
    block = T.RankedTensorType(block.shape, _signless(block.element), block.encoding)
    named = "descriptor block" if resolve(DESCRIPTOR_TENSOR_CHECK) == "same-elements" else "block"  # (#9112)
    if len(block.shape) != 2:
        return f"{named} must be a 2D tensor, but got '{block}'"
    if block.shape[0] != 1:
        return f"{named} must have exactly 1 row, but got '{block}'"
    err = DescriptorGatherOp.verify_result_type(result, indices)
    if err:
        return err
    cols = result.shape[1]
    if cols != block.shape[1]:
        return f"result tensor number of columns must match block ({block.shape[1]}), but got '{result}'"
    if result.element != block.element:
        return f"result tensor element type must match block ('{block.element}'), but got '{result}'"
    return None


@irdl_op("tt.descriptor_store")
class DescriptorStoreOp(DescriptorStoreLikeOpInterface, Op):
    """Store a block through a tensor descriptor.
    Example: tt.descriptor_store %0[%1, %1], %2 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>"""

    desc = operand(TT_TensorDescType)
    src = operand(TT_Tensor)
    indices = var_operand(I32_T)
    format = "$desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)"
    effects = (MemRead("desc", GLOBAL_MEMORY), MemWrite("desc", GLOBAL_MEMORY))
    traits = ()

    verify_types_and_attrs_only = True

    def verify_(self):
        """``DescriptorStoreOp::verify``."""
        return _descriptor_load_store_error(self.operand(0).type, self.operand(1).type)


@irdl_op("tt.descriptor_reduce")
class DescriptorReduceOp(DescriptorStoreLikeOpInterface, Op):
    """A reducing store through a tensor descriptor.
    Example: tt.descriptor_reduce add, %0[%1, %1], %2 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>"""

    kind = enum_attr(DESCRIPTOR_REDUCE_KINDS)
    desc = operand(TT_TensorDescType)
    src = operand(TT_Tensor)
    indices = var_operand(I32_T)
    format = "$kind `,` $desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)"
    effects = (MemRead("desc", GLOBAL_MEMORY), MemWrite("desc", GLOBAL_MEMORY))
    traits = ()

    def verify_(self):
        """``DescriptorReduceOp::verify``, which Triton 3.7 adds (#9112)."""
        if resolve(DESCRIPTOR_TENSOR_CHECK) == "same-elements":
            return _descriptor_load_store_error_37(self.operand(0).type, self.operand(1).type)
        return None


@irdl_op("tt.descriptor_gather")
class DescriptorGatherOp(DescriptorOpInterface, Op):
    """Gather rows through a tensor descriptor.
    Example: %3 = tt.descriptor_gather %0[%1, %2] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>"""

    desc = operand(TT_TensorDescType)
    x_offsets = operand(TT_I32RankedTensor)
    y_offset = operand(I32_T)
    result = result(TT_Tensor)
    format = "$desc `[` $x_offsets `,` $y_offset `]` attr-dict `:` functional-type(operands, results)"
    effects = (MemRead("desc", GLOBAL_MEMORY),)
    traits = ()

    verify_types_and_attrs_only = True

    def verify_(self):
        """``DescriptorGatherOp::verify``."""
        return _gather_scatter_error(self.operand(0).type, self.result.type, self.operand(1).type)

    @staticmethod
    def verify_result_type(result, indices):
        """``DescriptorGatherOp::verifyResultType``, shared by the gathers and
        scatters of tt and ttng: ``result`` (a tensor or memdesc) has one row
        per offset of the 1-d ``indices``, at least 8 rows, and at least one
        32-byte row of elements of at most 32 bits (8 columns of 32 bits)."""
        if len(indices.shape) != 1:
            return f"x offsets must be a 1D tensor, but got '{indices}'"
        if len(result.shape) != 2:
            return f"result must be a 2D tensor, but got '{result}'"
        rows, cols = result.shape
        if rows < 8:
            return f"gather must have at least 8 rows, but got {rows}"
        bits = _elem_bits(result)
        if bits > 32:
            return "TMA dtype cannot be greater than 32 bits"
        if not bits:
            # (Triton asks a pointer for its bit width, or divides by a width of
            # 0, unchecked: refused here)
            return f"gather of '{result.element}' is not supported: its elements have no bit width"
        min_cols = 32 // bits * 8
        if cols < min_cols:
            return f"gather of '{result.element}' must have at least {min_cols} columns, but got {cols}"
        if rows != indices.shape[0]:
            return f"result tensor must have as many rows as indices ({indices.shape[0]}), but got '{result}'"
        return None


@irdl_op("tt.descriptor_scatter")
class DescriptorScatterOp(DescriptorStoreLikeOpInterface, Op):
    """Scatter rows through a tensor descriptor.
    Example: tt.descriptor_scatter %0[%1, %2], %3 : !tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32, tensor<32x128xf32>"""

    desc = operand(TT_TensorDescType)
    x_offsets = operand(TT_I32RankedTensor)
    y_offset = operand(I32_T)
    src = operand(TT_Tensor)
    format = "$desc `[` $x_offsets `,` $y_offset `]` `,` $src attr-dict `:` type(operands)"
    effects = (MemRead("desc", GLOBAL_MEMORY), MemWrite("desc", GLOBAL_MEMORY))
    traits = ()

    verify_types_and_attrs_only = True

    def verify_(self):
        """``DescriptorScatterOp::verify``."""
        return _gather_scatter_error(self.operand(0).type, self.operand(3).type, self.operand(1).type)


# ---------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------
@irdl_op("tt.call")
class CallOp(CallOpInterface, SymbolUserOpInterface, Op):
    """Direct call.  Example: %2 = tt.call @add(%0, %1) : (f32, f32) -> f32"""

    callee = attr(FLAT_SYMBOL_REF)
    operands_ = var_operand()
    arg_attrs = opt_attr(DICT_ARRAY_ATTR)
    res_attrs = opt_attr(DICT_ARRAY_ATTR)
    results_ = var_result()
    format = "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, results)"
    traits = ()

    def verify_symbol_uses(self, symbol_tables):
        """``CallOp::verifySymbolUses``: the callee is a ``tt.func`` of the
        nearest symbol table whose signature the call's operand and result
        types match."""
        from pyopt.ir.printer import render_standalone  # messages only: keep it off the import path

        name = self.attributes["callee"].path[0]
        fn = symbol_tables.lookup_nearest_symbol_from(self, name)
        if not isinstance(fn, FuncOp):
            return f"'{name}' does not reference a valid function"
        ft = fn.attributes["function_type"].type
        if len(ft.inputs) != self.num_operands:
            return "incorrect number of operands for callee"
        for i, (v, t) in enumerate(zip(self.operands, ft.inputs)):
            if v.type != t:
                return (f"operand type mismatch: expected operand type '{render_standalone(t)}', but provided "
                        f"'{render_standalone(v.type)}' for operand number {i}")
        if len(ft.results) != len(self.results):
            return "incorrect number of results for callee"

        def types(ts) -> str:
            return ", ".join(f"'{render_standalone(t)}'" for t in ts)

        for i, (r, t) in enumerate(zip(self.results, ft.results)):
            if r.type != t:
                return TraitError(f"result type mismatch at index {i}",
                                  notes=(f"      op result types: {types(r.type for r in self.results)}",
                                         f"function result types: {types(ft.results)}"))
        return None


@irdl_op("tt.return")
class ReturnOp(RegionBranchTerminatorOpInterface, Op):
    """Example: tt.return %0 : f32"""

    srcs = var_operand()
    format = "attr-dict ($srcs^ `:` type($srcs))?"
    traits = (Pure(), HasParent("tt.func"), ReturnLike(), IsTerminator())

    def verify_(self):
        """``ReturnOp::verify``: operands match the enclosing function's results."""
        func = self.parent_op
        ft = func.attributes.get("function_type") if func is not None else None
        if not isinstance(ft, A.TypeAttr) or not isinstance(ft.type, T.FunctionType):
            return None
        results = ft.type.results
        name = func.attributes["sym_name"].value
        if self.num_operands != len(results):
            return f"has {self.num_operands} operands, but enclosing function (@{name}) returns {len(results)}"
        from pyopt.ir.printer import render_standalone  # messages only: keep it off the import path

        for i, (v, t) in enumerate(zip(self.operands, results)):
            if v.type != t:
                return TraitError(f"type of return operand {i} ('{render_standalone(v.type)}') doesn't match "
                                  f"function result type ('{render_standalone(t)}') in function @{name}",
                                  op_prefix=False)
        return None


@irdl_op("tt.func")
class FuncOp(FunctionOpInterface, OpAsmOpInterface, Op):
    """FunctionOpInterface syntax.
    Example: tt.func public @f(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {"""

    sym_name = attr(STR_ATTR)
    function_type = attr(FUNCTION_TYPE_ATTR)
    sym_visibility = opt_attr(STR_ATTR)
    arg_attrs = opt_attr(DICT_ARRAY_ATTR)
    res_attrs = opt_attr(DICT_ARRAY_ATTR)
    body = region()
    # (SymbolOpInterface, an interface, verifies after the native traits, as in
    # Triton; FunctionOpInterface, which derives from it, after it)
    traits = (AffineScope(), AutomaticAllocationScope(), IsolatedFromAbove(), HasParent("builtin.module"), Symbol(),
              VerifyFunctionOpInterface())

    @classmethod
    def parse(cls, p):
        attrs = {}
        vis = None
        for v in ("public", "private", "nested"):
            if p.optional_keyword(v):
                vis = v
                break
        name = p.parse_symbol_name()
        p.expect_punct("(")
        args = []
        arg_attrs = []
        if not p.optional_punct(")"):
            while True:
                if p.at_operand():
                    nt, ty, aattrs, lc = p.parse_argument(with_attrs=True)
                else:  # a declaration lists types only
                    nt, ty, aattrs, lc = None, p.parse_type(), p.parse_attr_dict(), p.parse_optional_loc()
                args.append((nt, ty, lc))
                arg_attrs.append(aattrs)
                if p.optional_punct(")"):
                    break
                p.expect_punct(",")
        results, res_attrs = [], []
        if p.optional_punct("->"):
            if p.at_punct("(") and _paren_results(p):
                p.expect_punct("(")
                if not p.optional_punct(")"):
                    while True:
                        results.append(p.parse_type())
                        res_attrs.append(p.parse_attr_dict())
                        if p.optional_punct(")"):
                            break
                        p.expect_punct(",")
            else:  # one result without parentheses takes no attributes: a `{` is the body
                results.append(p.parse_type())
                res_attrs.append({})
        attrs.update(p.parse_attr_dict_with_keyword())
        attrs["sym_name"] = A.StringAttr(name)
        attrs["function_type"] = A.TypeAttr(T.FunctionType([t for _, t, _ in args], results))
        if vis is not None:
            attrs["sym_visibility"] = A.StringAttr(vis)
        if any(arg_attrs):
            attrs["arg_attrs"] = A.ArrayAttr([A.DictAttr(d) for d in arg_attrs])
        if any(res_attrs):
            attrs["res_attrs"] = A.ArrayAttr([A.DictAttr(d) for d in res_attrs])

        if p.at_region():
            r = p.parse_region(entry_args=args, isolated=True)
        else:
            r = Region()
        return cls([], [], attrs, [r])

    def print_body(self, p) -> str:
        s = ""
        vis = self.attributes.get("sym_visibility")
        if vis is not None:
            s += " " + vis.value
        s += " " + A.render_symbol(self.attributes["sym_name"].value) + "("
        ft = self.attributes["function_type"].type
        arg_attrs = self.attributes.get("arg_attrs")
        body = self.regions[0]
        parts = []
        for i, t in enumerate(ft.inputs):
            if body.blocks:
                a = body.blocks[0].args[i]
                part = p.operand(a) + ": " + p.type(t)
            else:
                part = p.type(t)
            if arg_attrs is not None and arg_attrs[i].items:
                part += " " + p.attr(arg_attrs[i])
            if body.blocks and p.debuginfo and body.blocks[0].args[i].loc is not None:
                part += " " + p._inline_loc(body.blocks[0].args[i].loc)
            parts.append(part)
        s += ", ".join(parts) + ")"
        if ft.results:
            res_attrs = self.attributes.get("res_attrs")
            rs = []
            for i, t in enumerate(ft.results):
                r = p.type(t)
                if res_attrs is not None and res_attrs[i].items:
                    r += " " + p.attr(res_attrs[i])
                rs.append(r)
            if len(rs) == 1 and (res_attrs is None or not res_attrs[0].items) and not isinstance(ft.results[0], T.FunctionType):
                s += " -> " + rs[0]
            else:
                s += " -> (" + ", ".join(rs) + ")"
        s += p.attr_dict(self, frozenset({"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"}), with_keyword=True)
        if body.blocks:
            s += " " + p.region(body, print_entry_args=False)
        return s


def _paren_results(p) -> bool:
    """``-> (`` opens a result list unless it starts a function type
    (``-> (i32) -> i32``)."""
    j = p._balanced_end("(", ")")
    nxt = p.toks[j + 1] if j + 1 < p.end else None
    return not (nxt is not None and nxt.kind == "punct" and nxt.text == "->")


# ---------------------------------------------------------------------------
# Folding helpers (the ops' ``fold`` methods follow lib/Dialect/Triton/IR/Ops.cpp)
# ---------------------------------------------------------------------------
def _reshaped(attr: A.DenseElementsAttr, t: T.Type):
    """``DenseElementsAttr::reshape`` / ``resizeSplat``: the same elements
    (or splat value) with type ``t``."""
    vals = C.elements(attr)
    if vals is None:
        return None
    if C.is_splat(attr):
        return C.splat_of(t, vals[0])
    return C.dense(t, vals)


def _fold_view_like(op, value):
    """``foldViewLikeOp``: a constant source gives the constant of the new shape."""
    if isinstance(value, A.DenseElementsAttr):
        r = _reshaped(value, op.result.type)
        return None if r is None else [r]
    return None


def materialize_constant(builder, attr, type, loc):
    """``TritonDialect::materializeConstant``: an ``arith.constant``."""
    return ConstantOp.materialize(builder, attr, type, loc)
