"""``-canonicalize-pointers``: AMD's pointer canonicalization, a port of Triton
3.6.0's third_party/amd/lib/TritonAMDGPUTransforms/CanonicalizePointers.cpp.

Each ``tt.func`` is converted on its own.  Every pointer argument that is
canonicalized (one with ``tt.pointer_range = 32``, or any pointer argument
with ``enable-large-tensor-ptr-canon``) becomes a *fat pointer*: a scalar base
and an offset (``i32`` for a 32-bit pointer range, else ``i64``), starting as
``(arg, 0)``.  A 1:N dialect conversion (:mod:`pyopt.rewrite.conversion`) then
rewrites the ops reached from those arguments (the forward slice of their
uses) so that each pointer value is carried as its (base, offset) pair:

* ``tt.splat`` / ``tt.broadcast`` / ``tt.expand_dims`` / ``ttg.convert_layout`` /
  ``amdg.extract_slice`` keep the base and apply the op to the offset;
* ``tt.addptr`` splits its offset into a uniform part (a scalar, moved into the
  base) and a non-uniform part (added to the offset).  For a 32-bit pointer
  range the base is never advanced: both parts accumulate in a 32-bit offset
  so that the original base stays visible (what ``convert-to-buffer-ops``
  needs);
* ``scf.for`` / ``scf.while`` / ``scf.if`` / ``scf.yield`` / ``scf.condition`` /
  ``cf.br`` / ``cf.cond_br`` / ``arith.select`` / ``tt.return`` carry both halves;
* memory ops and the other users of a pointer (``tt.load``, ``tt.store``, atomics,
  ``tt.bitcast``, ``ttg.async_copy_global_to_local``, ``tt.ptr_to_int``,
  ``tt.call``, ``tt.extern_elementwise``, ``tt.elementwise_inline_asm``,
  ``tt.print``) rebuild the pointer right before themselves:
  ``tt.addptr(tt.splat(base), offset)``.

Remaining ``unrealized_conversion_cast`` s are then materialised by a second
conversion, the pass's marker attributes are dropped and dead ops erased.

Later releases differ by release rules declared below: a zero uniform offset where a
small-tensor addptr has none (:data:`EMPTY_UNIFORM_SUM`, 3.7), how fat pointers that meet in a
select or ``scf.if`` combine (:data:`MERGE_DIFFERENT_BASES`, 3.7; :data:`SELECT_ONE_FAT_SIDE`,
:data:`SELECT_TENSOR_CONDITION`, 3.8), blocks with several predecessors
(:data:`MULTI_PREDECESSOR_BLOCKS`, 3.8), ``tt.make_tensor_descriptor`` (:data:`MAKE_TENSOR_DESC`,
3.7) and ``tt.reshape`` (:data:`DECOMPOSE_RESHAPE`, 3.9).

With ``explain=true`` (pyopt only) the pass also reports, for each memory op it
rewrote, the scalar base and tensor offset it ended with (see
:mod:`pyopt.transforms.canonicalize_pointers_explain`).
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import field
from typing import Optional

from pyopt import debuglog
from pyopt.diagnostics import DiagnosticError
from pyopt.dialects.amdg.ops import ExtractSliceOp
from pyopt.dialects.arith.ops import AddIOp, ConstantOp, ExtSIOp, MulIOp, SelectOp, TruncIOp
from pyopt.dialects.builtin.ops import UnrealizedConversionCastOp
from pyopt.dialects.cf.ops import BranchOp, CondBranchOp
from pyopt.dialects.scf.ops import ConditionOp, ForOp, IfOp, WhileOp, YieldOp
from pyopt.dialects.tt.ops import (
    AddPtrOp, AtomicCASOp, AtomicLoadOp, AtomicPollOp, AtomicRMWOp, AtomicStoreOp, BitcastOp, BroadcastOp, CallOp, ElementwiseInlineAsmOp,
    ExpandDimsOp, ExternElementwiseOp, FuncOp, LoadOp, MakeTensorDescOp, PrintOp, PtrToIntOp, ReshapeOp, ReturnOp, SplatOp,
    StoreOp,
)
from pyopt.dialects.ttg.layout_infer import infer_expand_dims_encoding
from pyopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp, ConvertLayoutOp
from pyopt.dialects.ub.ops import PoisonOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import splat_value
from pyopt.ir.core import Block, BlockArgument, Operation, Value
from pyopt.ir.effects import is_op_trivially_dead
from pyopt.ir.pattern import Rewriter
from pyopt.ir.printer import print_op_fragment
from pyopt.ir.version import Since, Versioned, resolve_active
from pyopt.rewrite.conversion import (
    ConversionConfig, ConversionPattern, ConversionPatternRewriter, ConversionTarget, SignatureConversion,
    apply_partial_conversion,
)
from pyopt.transforms.pass_base import ModulePass, register_pass
from pyopt.transforms.utility import constant_attr, debug_text, is_zero_const

__all__ = ["CanonicalizePointers", "FatPointers", "FatPtrAttrs", "canonicalize_function", "pointer_bitness"]

PREFIX = "__amdpointercanonicalize."
THEN_REWRITTEN = PREFIX + "scf-then-rewritten__"
ELSE_REWRITTEN = PREFIX + "scf-else-rewritten__"
IF_YIELD_FATPTR_OFFSETS = PREFIX + "scf-if-yield-fatptr-offsets__"
INIT_FUNC_ARGS_REWRITTEN = PREFIX + "init-func-ptr-args"
_PROPAGATED = ("tt.divisibility", "tt.contiguity", "tt.constancy")

#: Whether the pass rebuilds the pointer a ``tt.make_tensor_descriptor`` takes (its base's fat
#: pointer materialized before it, as before a load); Triton 3.6.0 has no pattern for it, so its
#: conversion fails on a descriptor whose base it rewrites (a large-tensor pointer argument).
MAKE_TENSOR_DESC = Versioned(False, Since((3, 7), True, "triton-lang/triton#9228: CanonicalizePointers supports "
                                          "MakeTensorDescOp (checked with the 3.7.1 wheel)"),
                             name="canonicalize-pointers: tt.make_tensor_descriptor")

#: Whether the pass handles ``tt.reshape`` as it handles ``tt.expand_dims``: an offset is decomposed
#: through it (the uniform part of its source kept, the non-uniform part reshaped to the original
#: result's shape and encoding, with its ``allow_reorder``/``efficient_layout``), and a reshape of a
#: fat pointer keeps the base and reshapes the offset (:class:`ConvertReshapeOp`).  Up to 3.8 a
#: reshape is an opaque offset (uniform part 0) and a reshape of a fat pointer fails to legalize.
DECOMPOSE_RESHAPE = Versioned(False, Since((3, 9), True, "Triton 3.9.0 (the AMD pass's PR not found; 3.9's frontend writes "
                                           "expand_dims as tt.reshape, likely triton-lang/triton#10797): CanonicalizePointers decomposes "
                                           "offsets through any tt.reshape and converts a reshape of a pointer "
                                           "(checked with the 3.9.0 wheel)"),
                              name="canonicalize-pointers: offsets through tt.reshape")

#: Whether a ``tt.addptr`` of a small-tensor fat pointer whose offsets are all splats (no uniform
#: part) takes a zero uniform offset of the fat pointer's offset width; Triton 3.6.0 reads the
#: missing sum and crashes (pyopt reports an error there).
EMPTY_UNIFORM_SUM = Versioned(False, Since((3, 7), True, "triton-lang/triton#8991: CanonicalizePointers initializes an "
                                          "empty uniformSum to 0 (checked with the 3.7.1 wheel)"),
                              name="canonicalize-pointers: addptr with splat offsets only")

#: How fat pointers that meet (``arith.select``, ``scf.if`` results) combine.  Up to 3.6 a fat
#: pointer keeps the base of the small tensor it points into, a scalar select keeps the true side's
#: offset and selects the base against the original false pointer, and a tensor select or an
#: ``scf.if`` takes the true side's attributes (asserting that both sides' are equal); from 3.7 a fat
#: pointer only knows whether it is a small tensor (the debug log's ``isSmallTensor``), every
#: select selects base and offset, and the two sides' attributes are intersected
#: (:meth:`FatPtrAttrs.intersect`).
MERGE_DIFFERENT_BASES = Versioned(False, Since((3, 7), True, "triton-lang/triton#9541: CanonicalizePointers handles "
                                              "different base pointers and offsets (isSmallTensor, "
                                              "FatPtrAttrs::intersect; checked with the 3.7.1 wheel)"),
                                  name="canonicalize-pointers: select/if of different fat pointers")

#: Whether an ``arith.select`` of a fat pointer and a pointer the pass does not rewrite
#: materializes the fat pointer (``tt.addptr`` of base and offset) and selects the pointers;
#: up to 3.7 the C++ asserts that both sides are fat pointers (pyopt reports an error).
SELECT_ONE_FAT_SIDE = Versioned(False, Since((3, 8), True, "triton-lang/triton#8779: arith.select handling in "
                                            "CanonicalizePointers made more robust (checked with the 3.8.0 wheel)"),
                                name="canonicalize-pointers: select of one fat pointer")

#: Whether a select under a tensor condition of fat pointers with different bases
#: materializes both tensor pointers and selects them, and a select of fat pointers with the
#: same base selects only the offsets; up to 3.7 base and offset are always selected (an
#: invalid select of scalar bases under a tensor condition).
SELECT_TENSOR_CONDITION = Versioned(False, Since((3, 8), True, "triton-lang/triton#10535: CanonicalizePointers handles "
                                                "select of pointers under tensor condition (checked with the "
                                                "3.8.0 wheel)"),
                                    name="canonicalize-pointers: select under a tensor condition")

#: Whether a block that several branches pass fat pointers to is converted once (the later
#: branches only record their fat pointers for its arguments); up to 3.7 the second branch
#: converts it again and crashes (pyopt reports an error).
MULTI_PREDECESSOR_BLOCKS = Versioned(False, Since((3, 8), True, "triton-lang/triton#10369: CanonicalizePointers for "
                                                 "blocks with multiple predecessors (checked with the 3.8.0 wheel)"),
                                     name="canonicalize-pointers: blocks with several predecessors")

#: The debug type of Triton's LDBG lines (``--debug-only=tritonamdgpu-canonicalize-pointers``).
DEBUG_TYPE = "tritonamdgpu-canonicalize-pointers"


#: Does an op verify?  The pass manager's verifier while the pass runs (``PassContext.verifier``):
#: the conversion's IR need not verify mid-way, and MLIR's printer then prints ops generically.
_VERIFIES: ContextVar = ContextVar("canonicalize_pointers_verifies", default=None)


def _dbg_text(x) -> str:
    """``llvm::dbgs() << x`` for an op, a value or a null value."""
    return "<<NULL VALUE>>" if x is None else debug_text(x, _VERIFIES.get())


# ---------------------------------------------------------------------------
# Types and small value helpers
# ---------------------------------------------------------------------------
def _elem(v: Value) -> T.Type:
    return v.type.element_type()


def _is_int_type(t, width: Optional[int] = None) -> bool:
    return isinstance(t, T.IntegerType) and not t.signedness and (width is None or t.width == width)


def _width(t) -> int:
    return 64 if isinstance(t, T.IndexType) else t.width


def _is_ptr(t) -> bool:
    return isinstance(t, T.PointerType)


def _tensor(t) -> Optional[T.RankedTensorType]:
    return t if isinstance(t, T.RankedTensorType) else None


def _like(shaped: T.RankedTensorType, element) -> T.RankedTensorType:
    return T.RankedTensorType(shaped.shape, element, shaped.encoding)


def _int_attr_value(attr) -> Optional[int]:
    if isinstance(attr, A.BoolAttr):
        return int(attr.value)
    if isinstance(attr, A.IntegerAttr):
        return attr.value
    return None


def is_scalar_int_const(v: Value) -> bool:
    return _int_attr_value(constant_attr(v)) is not None


def is_scalar_int_zero(v: Value) -> bool:
    return _int_attr_value(constant_attr(v)) == 0


def is_tensor_int_zero(v: Value) -> bool:
    if not isinstance(_elem(v), (T.IntegerType, T.IndexType)):
        return False
    d = v.defining_op
    if isinstance(d, SplatOp):
        return is_scalar_int_zero(d.operand(0))
    return is_zero_const(v)


def is_int_zero(v: Value) -> bool:
    return is_tensor_int_zero(v) or is_scalar_int_zero(v)


# ---------------------------------------------------------------------------
# Building offsets
# ---------------------------------------------------------------------------
#: Types and attributes are immutable values: the ones the pass makes over and over are
#: made once.  (value, width) -> IntegerAttr; tensor type -> its dense zero.
_INT_ATTRS: dict = {}
_ZERO_TENSORS: dict = {}


def _int_attr(value: int, width: int) -> A.IntegerAttr:
    attr = _INT_ATTRS.get((value, width))
    if attr is None:
        attr = _INT_ATTRS[(value, width)] = A.IntegerAttr(value, T.IntegerType(width))
    return attr


class _Build:
    """Op creation at the rewriter's insertion point, as the C++ builders do."""

    def __init__(self, rw: ConversionPatternRewriter, loc):
        self.rw, self.loc = rw, loc

    def create(self, cls, operands: list, result_types: list, attrs=None) -> Operation:
        return self.rw.insert(cls(operands, result_types, attrs, loc=self.loc))

    def fold(self, cls, operands, result_types, attrs=None) -> Value:
        return self.rw.create_or_fold(cls(list(operands), list(result_types), attrs, loc=self.loc))

    def int_const(self, value: int, width: int) -> Value:
        attr = _int_attr(value, width)
        return self.create(ConstantOp, [], [attr.type], {"value": attr}).results[0]

    def splat(self, type, src: Value) -> Value:
        return self.create(SplatOp, [src], [type]).results[0]

    def muli(self, a: Value, b: Value) -> Value:
        return self.create(MulIOp, [a, b], [a.type]).results[0]

    def addi(self, a: Value, b: Value) -> Value:
        return self.create(AddIOp, [a, b], [a.type]).results[0]

    def tensor_zero(self, t: T.RankedTensorType) -> Value:
        attr = _ZERO_TENSORS.get(t)
        if attr is None:
            attr = _ZERO_TENSORS[t] = A.DenseElementsAttr(t, [0], True)
        return self.create(ConstantOp, [], [t], {"value": attr}).results[0]

    def extsi(self, offset: Value, to) -> Value:
        tt_ = _tensor(offset.type)
        return self.fold(ExtSIOp, [offset], [_like(tt_, to) if tt_ else to])

    def trunci(self, offset: Value, to) -> Value:
        if _is_int_type(_elem(offset), 32):
            return offset
        tt_ = _tensor(offset.type)
        return self.fold(TruncIOp, [offset], [_like(tt_, to) if tt_ else to])

    def cast(self, offset: Value, to) -> Value:
        a, b = _width(_elem(offset)), _width(to)
        if a == b:
            return offset
        return self.extsi(offset, to) if a < b else self.trunci(offset, to)

    def add_same_kind(self, v1: Value, v2: Value) -> Value:
        """``createAddOffsetsOfSameKind``: both scalars or both tensors."""
        t1, t2 = _elem(v1), _elem(v2)
        rt = t1 if _width(t1) > _width(t2) else t2
        if is_int_zero(v1):
            return self.cast(v2, rt)
        if is_int_zero(v2):
            return self.cast(v1, rt)
        v1 = self.cast(v1, rt)
        v2 = self.cast(v2, rt)
        return self.fold(AddIOp, [v1, v2], [v1.type])

    def add_uniform_and_non_uniform(self, uniform: Value, non_uniform: Value) -> Value:
        t1, t2 = _elem(uniform), _elem(non_uniform)
        rt = t1 if _width(t1) > _width(t2) else t2
        if is_scalar_int_zero(uniform):
            return self.cast(non_uniform, rt)
        cu = self.cast(uniform, rt)
        cn = self.cast(non_uniform, rt)
        splat = self.splat(cn.type, cu)
        if is_tensor_int_zero(non_uniform):
            return splat
        return self.fold(AddIOp, [splat, cn], [splat.type])

    # -- maybeGetOrCreateScalarConstant ---------------------------------------------
    def scalar_constant(self, expr: Value, splat_map: Optional[dict] = None) -> Optional[Value]:
        op = expr.defining_op
        if isinstance(op, SplatOp):
            if splat_map is not None:
                splat_map[(op.operand(0), op.results[0].type)] = expr
            return op.operand(0)
        if isinstance(op, ConstantOp):
            attr = op.attributes.get("value")
            if isinstance(attr, A.DenseElementsAttr) and isinstance(attr.type.element_type(),
                                                                     (T.IntegerType, T.IndexType)):
                val = splat_value(attr)
                if val is not None:
                    et = attr.type.element_type()
                    return self.create(ConstantOp, [], [et], {"value": A.IntegerAttr(val, et)}).results[0]
        if isinstance(expr, BlockArgument) and not isinstance(expr.type, T.RankedTensorType):
            return expr
        return None

    # -- createDecomposeOffsetFromExpr ------------------------------------------------
    def decompose(self, expr: Value, bitness: int, splat_map: Optional[dict] = None) -> tuple:
        """(uniform scalar, non-uniform tensor) with ``uniform + nonuniform == expr``."""
        scalar = self.scalar_constant(expr, splat_map)
        if scalar is not None:
            return scalar, self.tensor_zero(expr.type)
        if isinstance(expr, BlockArgument):
            return self.int_const(0, bitness), expr
        op = expr.defining_op
        if isinstance(op, BroadcastOp):
            u, nu = self.decompose(op.operand(0), bitness, splat_map)
            return u, self.create(BroadcastOp, [nu], [op.results[0].type]).results[0]
        if isinstance(op, ExpandDimsOp):
            u, nu = self.decompose(op.operand(0), bitness, splat_map)
            axis = op.attributes["axis"]
            return u, self.create(ExpandDimsOp, [nu], [_expand_dims_type(nu.type, axis.value)],
                                  {"axis": axis}).results[0]
        if isinstance(op, ReshapeOp) and resolve_active(DECOMPOSE_RESHAPE):
            u, nu = self.decompose(op.operand(0), bitness, splat_map)
            return u, self.create(ReshapeOp, [nu], [_like(op.results[0].type, _elem(nu))], _reshape_flags(op)).results[0]
        if isinstance(op, AddIOp):
            ul, nul = self.decompose(op.operand(0), bitness, splat_map)
            ur, nur = self.decompose(op.operand(1), bitness, splat_map)
            u = self.add_same_kind(ul, ur)
            nu = self.add_same_kind(nul, nur)
            return u, nu
        if isinstance(op, MulIOp):
            ul, nul = self.decompose(op.operand(0), bitness, splat_map)
            ur, nur = self.decompose(op.operand(1), bitness, splat_map)
            u = self.muli(ul, ur)
            ul_splat = self.splat(nul.type, ul)
            ur_splat = self.splat(nur.type, ur)
            nu_nu = self.muli(nul, nur)
            nu_u = self.muli(ul_splat, nur)
            u_nu = self.muli(nul, ur_splat)
            tmp = self.addi(nu_nu, nu_u)
            return u, self.addi(tmp, u_nu)
        return self.int_const(0, bitness), expr

    # -- createTensorPointer -----------------------------------------------------------
    def tensor_pointer(self, base: Value, offset: Value, attrs: "FatPtrAttrs") -> Value:
        tt_ = _tensor(offset.type)
        if tt_ is None:
            op = self.create(AddPtrOp, [base, offset], [base.type])
            for k, v in attrs.attributes.items():
                op.attributes[k] = v
            return op.results[0]
        ptr_type = _like(tt_, base.type)
        if attrs.can_narrow and _width(_elem(offset)) > 32:
            offset = self.trunci(offset, T.i32)
        splat = self.splat(ptr_type, base)
        op = self.create(AddPtrOp, [splat, offset], [ptr_type])
        for k, v in attrs.attributes.items():
            op.attributes[k] = v
        return op.results[0]


def _expand_dims_type(src: T.RankedTensorType, axis: int) -> T.RankedTensorType:
    shape = list(src.shape)
    shape.insert(axis, 1)
    enc = src.encoding
    if enc is not None:
        enc = infer_expand_dims_encoding(enc, axis)
    return T.RankedTensorType(shape, src.element, enc)


#: MLIR's IntegerType::kMaxWidth.
MAX_INT_WIDTH = (1 << 24) - 1


class UnsupportedInput(Exception):
    """Input on which Triton 3.6.0's pass crashes: pyopt reports an error at ``op``."""

    def __init__(self, op: Operation, message: str):
        super().__init__(message)
        self.op, self.message = op, message


# ---------------------------------------------------------------------------
# The fat pointer table
# ---------------------------------------------------------------------------
class FatPtrAttrs:
    """What the pass knows of a fat pointer: attributes to put on the
    ``tt.addptr`` that rebuilds it, whether a 64-bit offset may be narrowed to
    32 bits, and the base of the small tensor it points into."""

    __slots__ = ("attributes", "small_tensor_base", "can_narrow")

    def __init__(self):
        self.attributes: dict = {}
        self.small_tensor_base: Optional[Value] = None
        self.can_narrow = False

    def copy(self) -> "FatPtrAttrs":
        c = FatPtrAttrs()
        c.attributes = dict(self.attributes)
        c.small_tensor_base = self.small_tensor_base
        c.can_narrow = self.can_narrow
        return c

    def same_as(self, other: "FatPtrAttrs") -> bool:
        """Triton 3.6.0's ``operator==``."""
        return (self.can_narrow == other.can_narrow and self.attributes == other.attributes
                and self.small_tensor_base is other.small_tensor_base)

    @staticmethod
    def intersect(lhs: "FatPtrAttrs", rhs: "FatPtrAttrs") -> "FatPtrAttrs":
        """What two fat pointers that meet both have (Triton 3.7's ``FatPtrAttrs::intersect``,
        :data:`MERGE_DIFFERENT_BASES`): narrowing and small-tensor only if both, the
        attributes both carry with the same value, in ``lhs``'s order.  From 3.7 a fat pointer
        only knows that it is in a small tensor: ``small_tensor_base`` stays a base of one side."""
        r = FatPtrAttrs()
        r.can_narrow = lhs.can_narrow and rhs.can_narrow
        if lhs.small_tensor_base is not None and rhs.small_tensor_base is not None:
            r.small_tensor_base = lhs.small_tensor_base
        r.attributes = {k: v for k, v in lhs.attributes.items() if k in rhs.attributes and rhs.attributes[k] == v}
        return r


class FatPointers:
    """(base, offset) -> :class:`FatPtrAttrs` (the C++ ``FatPointers``)."""

    def __init__(self):
        self._table: dict[tuple, FatPtrAttrs] = {}
        #: the blocks whose signatures the patterns converted (the C++ ``convertedBlocks`` the
        #: patterns share from Triton 3.8: :data:`MULTI_PREDECESSOR_BLOCKS`)
        self.converted_blocks: set = set()

    def get(self, key: tuple) -> FatPtrAttrs:
        """``operator[]``: the entry, created (with the attributes collected
        from the base) if missing."""
        entry = self._table.get(key)
        if entry is None:
            entry = self._table[key] = FatPtrAttrs()
            self._collect(key, entry)
        return entry

    def set(self, key: tuple, attrs: FatPtrAttrs) -> None:
        """``fatPtrs[key] = attrs``."""
        self.get(key)
        self._table[key] = attrs.copy()

    def at(self, key: tuple) -> FatPtrAttrs:
        entry = self._table.get(key)
        if entry is None:
            raise KeyError("expected fatPtrs to contain remapped fat pointer")
        return entry

    def __contains__(self, key: tuple) -> bool:
        return key in self._table

    def _collect(self, key: tuple, entry: FatPtrAttrs) -> None:
        base, offset = key
        if isinstance(base, BlockArgument):
            op = base.block.parent_op
            suffix = f"_arg{base.index}"
            for name, value in list(op.attributes.items()):
                if not name.endswith(suffix):
                    continue
                new_name = name[:-len(suffix)]
                entry.attributes[new_name] = value
                if isinstance(offset, BlockArgument):
                    op.attributes[f"{new_name}_arg{offset.index}"] = value
            return
        for name, value in base.defining_op.attributes.items():
            entry.attributes[name] = value


# ---------------------------------------------------------------------------
# The conversion patterns
# ---------------------------------------------------------------------------
class PointerCanonicalizationPattern(ConversionPattern):
    """Removes the op from the ops to rewrite when it succeeds."""

    def __init__(self, ops_to_rewrite: dict, fat_ptrs: FatPointers):
        self.ops_to_rewrite = ops_to_rewrite
        self.fat_ptrs = fat_ptrs

    def convert(self, op, operands, rewriter) -> bool:
        if not self.rewrite(op, operands, rewriter):
            return False
        self.ops_to_rewrite.pop(op, None)
        return True

    def rewrite(self, op, operands, rewriter) -> bool:
        raise NotImplementedError


def _flatten(groups) -> list:
    return [v for g in groups for v in g]


def _group(op: Operation, operands: list, index: int) -> list:
    lo, hi = op._operand_range(index)
    return operands[lo:hi]


class _KeepBaseConvertOffset(PointerCanonicalizationPattern):
    """``op(base, offset) -> (base, op'(offset))``: the view-like ops keep the
    scalar base and apply themselves to the offset.  ``offset_kind`` is the
    offset the C++ pattern accepts ("scalar", "tensor", or None for any);
    :meth:`offset_op` builds the op on the offset."""

    offset_kind: Optional[str] = "tensor"

    def rewrite(self, op, operands, rw) -> bool:
        src = operands[0]
        if len(src) != 2:
            return True  # a prior op materialized the fat pointer (e.g. a tt.bitcast)
        base, offset = src
        if not _is_ptr(base.type):
            return False  # "non tt.ptr base unimplemented"
        if self.offset_kind == "scalar" and not isinstance(offset.type, T.IntegerType):
            return False  # "non-integer offset unimplemented"
        if self.offset_kind == "tensor" and _tensor(offset.type) is None:
            return False  # "non-tensor offset unimplemented"
        new = self.offset_op(op, offset, rw)
        if new is None:
            return False
        rw.replace_op_with_multiple(op, [[base, new]])
        self.fat_ptrs.set((base, new), self.fat_ptrs.at((base, offset)))
        return True

    def offset_op(self, op, offset: Value, rw) -> Optional[Value]:
        raise NotImplementedError

    @staticmethod
    def _offset_type(op, offset: Value) -> T.RankedTensorType:
        """The op's result type with the offset's element type."""
        return _like(op.results[0].type, offset.type.element_type())


class ConvertSplatOp(_KeepBaseConvertOffset):
    """splat(base, offset) -> (base, splat(offset))."""
    root = SplatOp
    offset_kind = "scalar"

    def offset_op(self, op, offset, rw):
        return rw.create(SplatOp, [offset], [self._offset_type(op, offset)], loc=op.loc).results[0]


class ConvertBroadcastOp(_KeepBaseConvertOffset):
    """broadcast(base, offset) -> (base, broadcast(offset))."""
    root = BroadcastOp

    def offset_op(self, op, offset, rw):
        return rw.create(BroadcastOp, [offset], [self._offset_type(op, offset)], loc=op.loc).results[0]


class ConvertExtractSliceOp(_KeepBaseConvertOffset):
    """extract_slice(base, offset) -> (base, extract_slice(offset))."""
    root = ExtractSliceOp

    def offset_op(self, op, offset, rw):
        return rw.create(ExtractSliceOp, [offset], [self._offset_type(op, offset)],
                         {"static_offsets": op.attributes["static_offsets"]}, loc=op.loc).results[0]


class ConvertExpandDims(_KeepBaseConvertOffset):
    """expand_dims(base, offset) -> (base, expand_dims(offset))."""
    root = ExpandDimsOp
    offset_kind = None

    def offset_op(self, op, offset, rw):
        if not _is_ptr(op.results[0].type.element_type()):
            return None  # "expected expand_dim result to be tensor of tt.ptr"
        return rw.create(ExpandDimsOp, [offset], [self._offset_type(op, offset)],
                         {"axis": op.attributes["axis"]}, loc=op.loc).results[0]


class ConvertReshapeOp(_KeepBaseConvertOffset):
    """reshape(base, offset) -> (base, reshape(offset)), keeping ``allow_reorder`` and
    ``efficient_layout`` (Triton 3.9: :data:`DECOMPOSE_RESHAPE`)."""
    root = ReshapeOp

    def offset_op(self, op, offset, rw):
        return rw.create(ReshapeOp, [offset], [self._offset_type(op, offset)], _reshape_flags(op), loc=op.loc).results[0]


def _reshape_flags(op: Operation) -> dict:
    """A ``tt.reshape``'s ``allow_reorder`` and ``efficient_layout``, which the pass's copies keep."""
    return {k: v for k, v in op.attributes.items() if k in ("allow_reorder", "efficient_layout")}


class ConvertConvertLayoutOp(_KeepBaseConvertOffset):
    """convert_layout(base, offset) -> (base, convert_layout(offset))."""
    root = ConvertLayoutOp

    def offset_op(self, op, offset, rw):
        return rw.create(ConvertLayoutOp, [offset], [self._offset_type(op, offset)], loc=op.loc).results[0]


class ConvertAddPtrOp(PointerCanonicalizationPattern):
    """Three cases: a scalar pointer bumps the base; a constant tensor offset
    bumps the base; otherwise the offset is split into uniform (base) and
    non-uniform (offset) parts.  Small-tensor pointers accumulate the offset
    instead (``rewriteSmallTensorPtr``)."""
    root = AddPtrOp

    def rewrite(self, op, operands, rw) -> bool:
        ptr, off = operands
        if len(ptr) != 2:
            return True
        if len(off) != 1:
            return False
        base, fat_offset = ptr
        orig_offset = off[0]
        saved = rw.save()
        try:
            rw.set_insertion_point(op)
            if self.fat_ptrs.at((base, fat_offset)).small_tensor_base is not None:
                return self._small_tensor(op, base, fat_offset, orig_offset, rw)
            return self._general(op, base, fat_offset, orig_offset, rw)
        finally:
            rw.restore(saved)

    def _general(self, op, base, fat_offset, orig_offset, rw) -> bool:
        b = _Build(rw, op.loc)
        propagated = {k: op.attributes[k] for k in _PROPAGATED if k in op.attributes}
        cur_t = _tensor(op.results[0].type)
        cur_rank = cur_t.rank if cur_t else 1

        def new_addptr(offset: Value) -> Operation:
            new = b.create(AddPtrOp, [base, offset], [base.type])
            nt = _tensor(new.results[0].type)
            if (nt.rank if nt else 1) == cur_rank:
                new.attributes.update(propagated)
            return new

        old = self.fat_ptrs.at((base, fat_offset))
        if _is_ptr(op.operand(0).type):
            new = new_addptr(orig_offset)
            rw.replace_op_with_multiple(op, [[new.results[0], fat_offset]])
            self.fat_ptrs.set((new.results[0], fat_offset), old)
            return True
        scalar = b.scalar_constant(orig_offset)
        if scalar is not None:
            new = new_addptr(scalar)
            rw.replace_op_with_multiple(op, [[new.results[0], fat_offset]])
            self.fat_ptrs.set((new.results[0], fat_offset), old)
            return True
        bitness = _width(orig_offset.type.element)
        uniform, non_uniform = b.decompose(orig_offset, bitness)
        new = new_addptr(uniform)
        can_narrow = old.can_narrow
        propagate = True
        new_offset = fat_offset
        if not is_tensor_int_zero(non_uniform):
            add_t, fat_t = _elem(non_uniform), _elem(fat_offset)
            can_narrow = can_narrow and isinstance(fat_offset.defining_op, SplatOp) and _is_int_type(add_t, 32)
            if _width(add_t) < _width(fat_t):
                non_uniform = b.extsi(non_uniform, fat_t)
            elif _width(add_t) > _width(fat_t):
                non_uniform = b.trunci(non_uniform, fat_t)
            new_offset = b.add_same_kind(non_uniform, fat_offset)
            propagate = False
        rw.replace_op_with_multiple(op, [[new.results[0], new_offset]])
        key = (new.results[0], new_offset)
        self.fat_ptrs.get(key).can_narrow = can_narrow
        if propagate:
            self.fat_ptrs.get(key).attributes = dict(old.attributes)
        return True

    def _small_tensor(self, op, base, fat_offset, orig_offset, rw) -> bool:
        b = _Build(rw, op.loc)
        old = self.fat_ptrs.at((base, fat_offset)).copy()
        log = debuglog.enabled(DEBUG_TYPE)
        if log:
            debuglog.ldbg(DEBUG_TYPE, f"smal-tensor addPtr: {_dbg_text(op)}")
            if resolve_active(MERGE_DIFFERENT_BASES):
                debuglog.ldbg(DEBUG_TYPE, f"   - isSmallTensor: {int(old.small_tensor_base is not None)}")
            else:
                debuglog.ldbg(DEBUG_TYPE, f"   - with tensor-base: {_dbg_text(old.small_tensor_base)}")
            debuglog.ldbg(DEBUG_TYPE, f"   - with originl offset: {_dbg_text(orig_offset)}")
            debuglog.ldbg(DEBUG_TYPE, f"   - fatPtr base: {_dbg_text(base)}")
            debuglog.ldbg(DEBUG_TYPE, f"   - fatPtr offst: {_dbg_text(fat_offset)}")
        uniforms: list = []
        non_uniforms: list = []
        splat_tensors: list = []
        splat_map: dict = {}
        for expr in (fat_offset, orig_offset):
            if isinstance(expr.type, (T.IntegerType, T.IndexType)):
                uniforms.append(expr)
                continue
            scalar = b.scalar_constant(expr, splat_map)
            if scalar is not None:
                splat_tensors.append((expr, scalar))
                continue
            u, nu = b.decompose(expr, _width(expr.type.element), splat_map)
            uniforms.append(u)
            non_uniforms.append(nu)
        uniform_sum: Optional[Value] = None
        non_uniform_sum: Optional[Value] = None
        while True:
            for u in uniforms:
                uniform_sum = u if uniform_sum is None else b.add_same_kind(uniform_sum, u)
            for nu in non_uniforms:
                non_uniform_sum = nu if non_uniform_sum is None else b.add_same_kind(non_uniform_sum, nu)
            if not splat_tensors:
                break
            as_scalar = (uniform_sum is not None and is_scalar_int_const(uniform_sum)
                         and not is_scalar_int_zero(uniform_sum))
            if as_scalar and not non_uniforms:
                as_scalar = False
            if log:
                debuglog.ldbg(DEBUG_TYPE, f"   -- consider const-tensor as uniform: {int(as_scalar)}")
            uniforms, non_uniforms = [], []
            for tensor, scalar in splat_tensors:
                (uniforms if as_scalar else non_uniforms).append(scalar if as_scalar else tensor)
            splat_tensors = []
        if log:
            debuglog.ldbg(DEBUG_TYPE, f"   -- new uniform offset: {_dbg_text(uniform_sum)}")
            debuglog.ldbg(DEBUG_TYPE, f"   -- new non-uniform offset: {_dbg_text(non_uniform_sum)}")
        if uniform_sum is None and resolve_active(EMPTY_UNIFORM_SUM):
            uniform_sum = b.int_const(0, _width(_elem(fat_offset)))
        if uniform_sum is None:
            # Both the fat pointer's offset and the added one are splats: the C++
            # reads the missing uniform sum and crashes (an assertion in builds
            # with assertions, as the triton wheel is).
            raise UnsupportedInput(op, "canonicalize-pointers cannot handle a tt.addptr whose pointer offset and "
                                       "added offset are both splats (Triton 3.6.0 crashes here)")
        if non_uniform_sum is None:
            new_offset = uniform_sum
        else:
            existing = splat_map.get((uniform_sum, non_uniform_sum.type))
            if existing is not None:
                new_offset = b.add_same_kind(existing, non_uniform_sum)
            else:
                new_offset = b.add_uniform_and_non_uniform(uniform_sum, non_uniform_sum)
        if _width(_elem(new_offset)) > 32:
            new_offset = b.trunci(new_offset, T.i32)
        remapped = rw.get_remapped_value(new_offset)
        if remapped is not None and remapped is not new_offset:
            new_offset = remapped
        if log:
            debuglog.ldbg(DEBUG_TYPE, f"   -- new offset: {_dbg_text(new_offset)}")
        rw.replace_op_with_multiple(op, [[base, new_offset]])
        key = (base, new_offset)
        self.fat_ptrs.set(key, old)
        self.fat_ptrs.get(key).can_narrow = False
        return True


class ConvertSCFForOp(PointerCanonicalizationPattern):
    """The loop's inits, results and iteration arguments carry both halves."""
    root = ForOp

    def rewrite(self, op, operands, rw) -> bool:
        inits = operands[3:]
        body = op.regions[0].blocks[0]
        conv = SignatureConversion(len(body.args))
        conv.add_inputs(0, [body.args[0].type])
        for i in range(1, len(body.args)):
            conv.add_inputs(i, [v.type for v in inits[i - 1]])
        new_body = rw.apply_signature_conversion(body, conv)
        idx = 1
        for group in inits:
            if len(group) == 2:
                self.fat_ptrs.set((new_body.args[idx], new_body.args[idx + 1]),
                                  self.fat_ptrs.at((group[0], group[1])))
            idx += len(group)
        flat = _flatten(inits)
        new = ForOp([operands[0][0], operands[1][0], operands[2][0], *flat], [v.type for v in flat],
                    dict(op.attributes), 1, loc=op.loc)
        # the builder's body block (induction variable only), erased right away
        new.regions[0].add_block(Block([body.args[0].type], [body.args[0].loc]))
        rw.insert(new)
        rw.erase_block(new.regions[0].blocks[0])
        rw.inline_region_before(op.regions[0], new.regions[0], None)
        packed, pos = [], 0
        for group in inits:
            vals = new.results[pos:pos + len(group)]
            if len(vals) == 2:
                self.fat_ptrs.set((vals[0], vals[1]), self.fat_ptrs.at((group[0], group[1])))
            packed.append(list(vals))
            pos += len(group)
        rw.replace_op_with_multiple(op, packed)
        return True


class ConvertSCFYieldOp(PointerCanonicalizationPattern):
    """Yield both halves; inside an ``scf.if``, mark the arm as rewritten."""
    root = YieldOp

    def rewrite(self, op, operands, rw) -> bool:
        flat = _flatten(operands)
        rw.modify_op_in_place(op, lambda: op.set_operands(flat))
        parent = op.parent_op
        if isinstance(parent, IfOp):
            then_block = parent.regions[0].blocks[0]
            mark = THEN_REWRITTEN if op.parent is then_block else ELSE_REWRITTEN
            rw.modify_op_in_place(parent, lambda: parent.attributes.__setitem__(mark, A.UnitAttr()))
            offsets, pos = [], 0
            for g in operands:
                if len(g) == 2:
                    offsets.append(pos)
                pos += len(g)
            if offsets:
                op.attributes[IF_YIELD_FATPTR_OFFSETS] = A.DenseArrayAttr(T.i64, offsets)
        return True


def _convert_simple_block_signature(block, remapped: list, rw, fat_ptrs: FatPointers, op=None) -> None:
    """Give ``block`` the arguments of the values a branch passes it (both halves of each fat
    pointer), recording the fat pointers its new arguments are.  From 3.8 a block converted
    for an earlier branch only gets the records (:data:`MULTI_PREDECESSOR_BLOCKS`)."""
    if resolve_active(MULTI_PREDECESSOR_BLOCKS):
        if block in fat_ptrs.converted_blocks:
            _record_block_fat_ptrs(block, remapped, fat_ptrs)
            return
    elif len(remapped) != len(block.args):
        # A block reached by two branches: the second finds it converted already
        # (the C++ indexes past the operand list and crashes).
        raise UnsupportedInput(op, "canonicalize-pointers cannot convert a block that more than one branch "
                                   "passes fat pointers to (Triton crashes here up to 3.7)")
    conv = SignatureConversion(len(block.args))
    for i in range(len(block.args)):
        conv.add_inputs(i, [v.type for v in remapped[i]])
    new = rw.apply_signature_conversion(block, conv)
    fat_ptrs.converted_blocks.add(new)
    _record_block_fat_ptrs(new, remapped, fat_ptrs)


def _record_block_fat_ptrs(block, remapped: list, fat_ptrs: FatPointers) -> None:
    pos = 0
    for g in remapped:
        if len(g) == 2:
            fat_ptrs.set((block.args[pos], block.args[pos + 1]), fat_ptrs.at((g[0], g[1])))
        pos += len(g)


class ConvertSCFWhileOp(PointerCanonicalizationPattern):
    """Inits, results and both regions' arguments carry both halves."""
    root = WhileOp

    def rewrite(self, op, operands, rw) -> bool:
        inits = operands
        _convert_simple_block_signature(op.regions[0].blocks[0], inits, rw, self.fat_ptrs, op)
        _convert_simple_block_signature(op.regions[1].blocks[0], inits, rw, self.fat_ptrs, op)
        flat = _flatten(inits)
        result_types = [v.type for v in flat if not _is_int_type(v.type, 1)]
        new = WhileOp(flat, result_types, dict(op.attributes), 2, loc=op.loc)
        rw.insert(new)
        rw.inline_region_before(op.regions[0], new.regions[0], None)
        rw.inline_region_before(op.regions[1], new.regions[1], None)
        packed, pos = [], 0
        for group in inits:
            if len(group) == 1 and _is_int_type(group[0].type, 1):
                continue
            vals = new.results[pos:pos + len(group)]
            if len(vals) == 2:
                self.fat_ptrs.set((vals[0], vals[1]), self.fat_ptrs.at((group[0], group[1])))
            packed.append(list(vals))
            pos += len(group)
        rw.replace_op_with_multiple(op, packed)
        return True


class ConvertSCFConditionOp(PointerCanonicalizationPattern):
    root = ConditionOp

    def rewrite(self, op, operands, rw) -> bool:
        args = _flatten(operands[1:])
        cond = op.operand(0)
        rw.modify_op_in_place(op, lambda: op.set_operands([cond, *args]))
        return True


class ConvertCFCondBranch(PointerCanonicalizationPattern):
    root = CondBranchOp

    def rewrite(self, op, operands, rw) -> bool:
        true_ops = _group(op, operands, 1)
        false_ops = _group(op, operands, 2)
        t_flat, f_flat = _flatten(true_ops), _flatten(false_ops)
        # the C++ builder is given no branch weights: they are dropped
        attrs = {"operandSegmentSizes": A.DenseArrayAttr(T.i32, [1, len(t_flat), len(f_flat)])}
        new = CondBranchOp([op.operand(0), *t_flat, *f_flat], [], attrs, 0,
                           successors=list(op.successors), loc=op.loc)
        rw.insert(new)
        _convert_simple_block_signature(op.successors[0], true_ops, rw, self.fat_ptrs, op)
        _convert_simple_block_signature(op.successors[1], false_ops, rw, self.fat_ptrs, op)
        rw.replace_op(op, new)
        return True


class ConvertCFBranch(PointerCanonicalizationPattern):
    root = BranchOp

    def rewrite(self, op, operands, rw) -> bool:
        flat = _flatten(operands)
        new = BranchOp(flat, [], {}, 0, successors=list(op.successors), loc=op.loc)
        rw.insert(new)
        _convert_simple_block_signature(op.successors[0], operands, rw, self.fat_ptrs, op)
        rw.replace_op(op, new)
        return True


class ConvertArithSelectOp(PointerCanonicalizationPattern):
    """select(c, (bT, oT), (bF, oF)) as each release rewrites it (:data:`MERGE_DIFFERENT_BASES`,
    :data:`SELECT_ONE_FAT_SIDE`, :data:`SELECT_TENSOR_CONDITION`)."""
    root = SelectOp

    def rewrite(self, op, operands, rw) -> bool:
        t, f = operands[1], operands[2]
        if len(t) != 2 or len(f) != 2:
            if len(t) == len(f):
                return True
            if not resolve_active(SELECT_ONE_FAT_SIDE):
                raise UnsupportedInput(op, "canonicalize-pointers cannot handle an arith.select of a pointer it "
                                           "rewrites and one it does not (Triton asserts here up to 3.7)")
            sides = [rw.create(AddPtrOp, list(g), [op.results[0].type], loc=op.loc).results[0] if len(g) == 2
                     else g[0] for g in (t, f)]
            new = rw.create(SelectOp, [op.operand(0), *sides], [op.results[0].type], loc=op.loc)
            rw.replace_op(op, new)
            return True
        cond = op.operand(0)
        if not resolve_active(MERGE_DIFFERENT_BASES):
            return self._rewrite_3_6(op, cond, t, f, rw)
        (base_t, off_t), (base_f, off_f) = t, f
        attrs_t, attrs_f = self.fat_ptrs.at((base_t, off_t)), self.fat_ptrs.at((base_f, off_f))
        if resolve_active(SELECT_TENSOR_CONDITION):
            if isinstance(cond.type, T.RankedTensorType) and base_t is not base_f:
                b = _Build(rw, op.loc)
                ptr_t = b.tensor_pointer(base_t, off_t, attrs_t)
                ptr_f = b.tensor_pointer(base_f, off_f, attrs_f)
                rw.replace_op(op, rw.create(SelectOp, [cond, ptr_t, ptr_f], [op.results[0].type], loc=op.loc))
                return True
            base = base_t if base_t is base_f else \
                rw.create(SelectOp, [cond, base_t, base_f], [base_t.type], loc=op.loc).results[0]
        else:
            base = rw.create(SelectOp, [cond, base_t, base_f], [base_t.type], loc=op.loc).results[0]
        offset = rw.create(SelectOp, [cond, off_t, off_f], [off_t.type], loc=op.loc).results[0]
        rw.replace_op_with_multiple(op, [[base, offset]])
        self.fat_ptrs.set((base, offset), FatPtrAttrs.intersect(attrs_t, attrs_f))
        return True

    def _rewrite_3_6(self, op, cond, t, f, rw) -> bool:
        """Triton 3.6.0: a scalar select keeps the true side's offset and selects its base
        against the original false pointer; a tensor select selects both halves, the true
        side's attributes asserted equal to the false side's."""
        if not isinstance(op.results[0].type, T.RankedTensorType):
            new = rw.create(SelectOp, [cond, t[0], op.operand(2)], [op.results[0].type], loc=op.loc)
            rw.replace_op_with_multiple(op, [[new.results[0], t[1]]])
            self.fat_ptrs.set((new.results[0], t[1]), self.fat_ptrs.at((t[0], t[1])))
            return True
        base = rw.create(SelectOp, [cond, t[0], f[0]], [t[0].type], loc=op.loc).results[0]
        offset = rw.create(SelectOp, [cond, t[1], f[1]], [t[1].type], loc=op.loc).results[0]
        if not self.fat_ptrs.at((t[0], t[1])).same_as(self.fat_ptrs.at((f[0], f[1]))):
            raise UnsupportedInput(op, "canonicalize-pointers cannot handle an arith.select of fat pointers that "
                                       "differ in narrowing, attributes or small-tensor base (Triton 3.6.0 asserts here)")
        rw.replace_op_with_multiple(op, [[base, offset]])
        self.fat_ptrs.set((base, offset), self.fat_ptrs.at((t[0], t[1])))
        return True


class ConvertSCFIfOp(PointerCanonicalizationPattern):
    """Runs once both arms' yields were rewritten: the results carry both halves."""
    root = IfOp

    def rewrite(self, op, operands, rw) -> bool:
        with_else = bool(op.regions[1].blocks)
        then_yield = op.regions[0].blocks[0].terminator
        types = [v.type for v in then_yield.operands]
        new = IfOp([op.operand(0)], types, {}, 2, loc=op.loc)
        new.regions[0].add_block(Block())
        if with_else:
            new.regions[1].add_block(Block())
        rw.insert(new)
        rw.inline_block_before(op.regions[0].blocks[0], new.regions[0].blocks[0], [], None)
        if with_else:
            rw.inline_block_before(op.regions[1].blocks[0], new.regions[1].blocks[0], [], None)
        new_then_yield = new.regions[0].blocks[0].terminator
        idxs = list(new_then_yield.attributes[IF_YIELD_FATPTR_OFFSETS].values)
        merge = resolve_active(MERGE_DIFFERENT_BASES)
        for i in idxs:
            attrs = self.fat_ptrs.at((new_then_yield.operand(i), new_then_yield.operand(i + 1)))
            if with_else:
                else_yield = new.regions[1].blocks[0].terminator
                else_attrs = self.fat_ptrs.at((else_yield.operand(i), else_yield.operand(i + 1)))
                if merge:
                    attrs = FatPtrAttrs.intersect(attrs, else_attrs)
                elif not attrs.same_as(else_attrs):
                    raise UnsupportedInput(op, "canonicalize-pointers cannot handle an scf.if whose branches yield fat "
                                               "pointers that differ in narrowing, attributes or small-tensor base "
                                               "(Triton 3.6.0 asserts here)")
            self.fat_ptrs.set((new.results[i], new.results[i + 1]), attrs)
        repl, i = [], 0
        while i < len(new.results):
            if i in idxs:
                repl.append(list(new.results[i:i + 2]))
                i += 2
            else:
                repl.append([new.results[i]])
                i += 1
        rw.replace_op_with_multiple(op, repl)
        return True


class MaterializeFatPointer(PointerCanonicalizationPattern):
    """Rebuild the pointer operand ``ptr_index`` before the op.  ``trace`` (for
    explain) receives the new op and the fat pointer it was given."""
    ptr_index = 0

    def __init__(self, root, ops_to_rewrite, fat_ptrs, trace=None):
        super().__init__(ops_to_rewrite, fat_ptrs)
        self.root = root
        self.trace = trace
        self.debug_name = f"MaterializeFatPointer<{root.__name__}>"

    def rewrite(self, op, operands, rw) -> bool:
        if not _is_ptr(op.operand(self.ptr_index).type.element_type()):
            return False
        fat = operands[self.ptr_index]
        if len(fat) != 2:
            return True
        base, offset = fat
        new_operands = list(op.operands)
        attrs = self.fat_ptrs.at((base, offset))
        new_operands[self.ptr_index] = _Build(rw, op.loc).tensor_pointer(base, offset, attrs)
        new = rw.insert(type(op)(new_operands, op.result_types, dict(op.attributes), loc=op.loc))
        rw.replace_op(op, new)
        if self.trace is not None:
            self.trace(new, base, offset, attrs)
        return True


class MaterializeFatPointerVariadic(MaterializeFatPointer):
    """Rebuild every fat pointer operand before the op."""

    def __init__(self, root, ops_to_rewrite, fat_ptrs):
        super().__init__(root, ops_to_rewrite, fat_ptrs)
        self.debug_name = f"MaterializeFatPointerVariadic<{root.__name__}>"
        self.trace = None

    def rewrite(self, op, operands, rw) -> bool:
        new_operands = list(op.operands)
        b = _Build(rw, op.loc)
        for i, fat in enumerate(operands):
            if len(fat) != 2:
                continue
            base, offset = fat
            new_operands[i] = b.tensor_pointer(base, offset, self.fat_ptrs.at((base, offset)))
        new = rw.insert(type(op)(new_operands, op.result_types, dict(op.attributes), loc=op.loc))
        rw.replace_op(op, new)
        return True


class ConvertReturnOp(PointerCanonicalizationPattern):
    root = ReturnOp

    def rewrite(self, op, operands, rw) -> bool:
        new = rw.insert(ReturnOp(_flatten(operands), [], {}, loc=op.loc))
        rw.replace_op(op, new)
        return True


class ConvertFuncOpArgsUnrealizedCasts(PointerCanonicalizationPattern):
    """The casts made for the pointer arguments become (arg, 0)."""
    root = UnrealizedConversionCastOp

    def __init__(self, ops_to_rewrite, fat_ptrs, diag):
        super().__init__(ops_to_rewrite, fat_ptrs)
        self.diag = diag

    def rewrite(self, op, operands, rw) -> bool:
        if not any(r.uses for r in op.results):
            func = op.parent_op
            while func is not None and not isinstance(func, FuncOp):
                func = func.parent_op
            if self.diag is not None:
                self.diag.remark(func, "expected at least 1 use of unrealized_cast")
            return True
        if len(operands) != 2 or len(operands[0]) != 1 or len(operands[1]) != 1:
            return False
        base = operands[0][0]
        if (not isinstance(base, BlockArgument) or not isinstance(base.block.parent_op, FuncOp)
                or not _is_ptr(base.type)):
            return False
        offset = operands[1][0]
        if not isinstance(offset.defining_op, ConstantOp):
            return False
        if _int_attr_value(offset.defining_op.attributes.get("value")) == 0 and \
                isinstance(offset.defining_op.attributes.get("value"), A.IntegerAttr):
            rw.replace_op_with_multiple(op, [[base, offset]])
            return True
        return False


class ConvertUnimplementedOpUnrealizedCasts(PointerCanonicalizationPattern):
    """Casts left for ops the pass does not handle: rebuild the pointer."""
    root = UnrealizedConversionCastOp

    def rewrite(self, op, operands, rw) -> bool:
        if not any(r.uses for r in op.results):
            op.erase()
            return True
        if len(operands) != 2:
            return False
        base, offset = operands[0][0], operands[1][0]
        if not _is_ptr(base.type):
            return False
        rw.set_insertion_point_after(op)
        attr = constant_attr(offset)
        if isinstance(attr, A.IntegerAttr) and attr.value == 0:
            rw.replace_all_uses_with(op.results[0], base)
            rw.erase_op(op)
            return True
        new_ptr = _Build(rw, op.loc).tensor_pointer(base, offset, self.fat_ptrs.at((base, offset)))
        # Triton 3.6.0 replaces the uses of the new pointer (it has none) with the
        # base, then erases the cast: its users see a cast with no inputs.
        rw.replace_all_uses_with(new_ptr, base)
        rw.erase_op(op)
        return True


# ---------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------
def pointer_bitness(func: FuncOp, idx: int) -> int:
    arg_attrs = func.attributes.get("arg_attrs")
    if isinstance(arg_attrs, A.ArrayAttr) and idx < len(arg_attrs):
        d = arg_attrs[idx]
        v = d.get("tt.pointer_range") if isinstance(d, A.DictAttr) else None
        if isinstance(v, A.IntegerAttr):
            return v.value
    return 64


def _init_func_ptr_args(func: FuncOp, fat_ptrs: FatPointers, large: bool) -> None:
    if INIT_FUNC_ARGS_REWRITTEN in func.attributes:
        return
    body = func.regions[0].blocks[0]
    rw = Rewriter()
    rw.set_insertion_point_to_start(body)
    for idx, arg in enumerate(body.args):
        if not _is_ptr(arg.type):
            continue
        # C++ keeps the width in an `unsigned`: -32 is 4294967264.
        bitness = pointer_bitness(func, idx) & 0xFFFFFFFF
        if debuglog.enabled(DEBUG_TYPE):
            debuglog.ldbg(DEBUG_TYPE, f"{idx}-th argument: {_dbg_text(arg)}, bitness: {bitness}")
        if not large and bitness == 64:
            if debuglog.enabled(DEBUG_TYPE):
                debuglog.ldbg(DEBUG_TYPE, f"Do not init argument of large-tensor pointer: {_dbg_text(arg)}")
            continue
        if bitness > MAX_INT_WIDTH:  # Triton asserts in IntegerType::get
            raise UnsupportedInput(func, f"'tt.pointer_range' of argument #{idx} asks for {bitness}-bit offsets: "
                                   f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")
        t = T.IntegerType(bitness)
        zero = rw.create(ConstantOp, [], [t], {"value": A.IntegerAttr(0, t)}, loc=func.loc).results[0]
        cast = rw.create(UnrealizedConversionCastOp, [arg, zero], [arg.type], loc=arg.loc)
        for use in arg.mlir_uses():
            if use.owner is not cast:
                use.owner.set_operand(use.index, cast.results[0])
        entry = fat_ptrs.get((arg, zero))
        entry.can_narrow = True
        if bitness != 64:
            entry.small_tensor_base = arg
    func.attributes[INIT_FUNC_ARGS_REWRITTEN] = A.UnitAttr()


def _forward_slice(start_uses, ops: dict) -> None:
    """The C++ ``getForwardSliceImpl`` from each use: the ops reached from a
    pointer through its uses, loop and branch arguments, and ``scf.if``
    results (through the yields).  Each use is followed once (the C++ follows
    a use again each time it meets it, which only takes longer, or forever
    around a ``cf`` loop)."""
    seen: set = set()
    stack = list(reversed(start_uses))
    while stack:
        use = stack.pop()
        op = use.owner
        key = (op, use.index)
        if key in seen:
            continue
        seen.add(key)
        if not _is_ptr(use.value.type.element_type()):
            continue
        nxt = []
        if isinstance(op, WhileOp):
            nxt += _block_arg_uses(op.regions[0].blocks[0].args, use.index, 0)
            nxt += _block_arg_uses(op.regions[1].blocks[0].args, use.index, 0)
        elif isinstance(op, ForOp):
            # iteration arguments follow the induction variable; inits follow lb, ub, step
            nxt += _block_arg_uses(op.regions[0].blocks[0].args[1:], use.index - 3, 0)
        elif isinstance(op, BranchOp):
            nxt += _block_arg_uses(op.successors[0].args, use.index, 0)
        elif isinstance(op, CondBranchOp):
            # operand 0 is the condition
            nxt += _block_arg_uses(op.successors[0].args, use.index - 1, 0)
            nxt += _block_arg_uses(op.successors[1].args, use.index - 1, 0)
        owner = op
        if isinstance(op, YieldOp):
            ops[op] = None
            if isinstance(op.parent_op, IfOp):
                owner = op.parent_op
        for r in owner.results:
            nxt += r.mlir_uses()
        ops[owner] = None
        stack.extend(reversed(nxt))


def _block_arg_uses(args, position: int, _unused: int = 0) -> list:
    """The uses of the argument at ``position`` (C++ compares each argument's
    number, less an offset, with the use's operand number, less an offset)."""
    return list(args[position].mlir_uses()) if 0 <= position < len(args) else []


def canonicalize_function(func: FuncOp, large: bool, diag=None, trace=None) -> bool:
    """Run the pass on one ``tt.func``; False if the conversion failed.
    ``trace(op, base, offset, attrs)`` hears of each memory op whose pointer was
    rebuilt (for explain)."""
    if debuglog.enabled(DEBUG_TYPE):
        module = func
        while module.parent_op is not None:
            module = module.parent_op
        # the C++ dumps the module (Operation::dump: local scope, aliases inline) to llvm::errs()
        debuglog.write(f"before {DEBUG_TYPE}\n{print_op_fragment(module)}\n\n")
    poison = next((op for op in func.walk() if isinstance(op, PoisonOp)), None)
    if poison is not None:
        if diag is not None:
            diag.remark(poison, "skipping canonicalize-pointers due to ub.poison")
        return True
    fat_ptrs = FatPointers()
    try:
        _init_func_ptr_args(func, fat_ptrs, large)
    except UnsupportedInput as e:
        if diag is not None:
            diag.error(e.op, e.message)
        return False
    ops_to_rewrite: dict = {}
    body = func.regions[0].blocks[0]
    for idx, arg in enumerate(body.args):
        if not _is_ptr(arg.type):
            continue
        if not large and pointer_bitness(func, idx) == 64:
            if debuglog.enabled(DEBUG_TYPE):
                debuglog.ldbg(DEBUG_TYPE, f"ignore {idx}-th argument of large-tensor ptr: {_dbg_text(arg)}")
            continue
        _forward_slice(arg.mlir_uses(), ops_to_rewrite)

    def is_legal(op: Operation) -> bool:
        if isinstance(op, IfOp):
            return not (THEN_REWRITTEN in op.attributes and ELSE_REWRITTEN in op.attributes)
        return op not in ops_to_rewrite

    target = ConversionTarget()
    target.add_dynamically_legal_dialect(is_legal, "tt", "ttg", "scf", "cf", "arith", "amdg")
    config = ConversionConfig(allow_pattern_rollback=False, build_materializations=False)
    args = (ops_to_rewrite, fat_ptrs)
    patterns = [
        ConvertFuncOpArgsUnrealizedCasts(*args, diag), ConvertBroadcastOp(*args), ConvertSplatOp(*args),
        ConvertConvertLayoutOp(*args), ConvertAddPtrOp(*args), ConvertExtractSliceOp(*args),
        MaterializeFatPointer(AtomicCASOp, *args, trace), MaterializeFatPointer(AtomicRMWOp, *args, trace),
        MaterializeFatPointer(BitcastOp, *args, trace), MaterializeFatPointer(LoadOp, *args, trace),
        MaterializeFatPointer(AsyncCopyGlobalToLocalOp, *args, trace), MaterializeFatPointer(PtrToIntOp, *args, trace),
        MaterializeFatPointer(StoreOp, *args, trace),
        # Triton 3.9's atomic load, store and poll, as 3.9.0's pass rewrites them (no release
        # rule: the ops exist only from 3.9, whose libtriton registers them; checked with the
        # 3.9.0 wheel on the corpus's atomic_flag_handoff position)
        MaterializeFatPointer(AtomicLoadOp, *args, trace), MaterializeFatPointer(AtomicStoreOp, *args, trace),
        MaterializeFatPointer(AtomicPollOp, *args, trace),
        MaterializeFatPointerVariadic(CallOp, *args),
        MaterializeFatPointerVariadic(ExternElementwiseOp, *args),
        MaterializeFatPointerVariadic(ElementwiseInlineAsmOp, *args),
        MaterializeFatPointerVariadic(PrintOp, *args), ConvertSCFForOp(*args), ConvertExpandDims(*args),
        ConvertSCFYieldOp(*args), ConvertSCFIfOp(*args), ConvertSCFConditionOp(*args),
        ConvertSCFWhileOp(*args), ConvertCFCondBranch(*args), ConvertCFBranch(*args),
        ConvertArithSelectOp(*args), ConvertReturnOp(*args),
    ]
    if resolve_active(MAKE_TENSOR_DESC):
        patterns.append(MaterializeFatPointer(MakeTensorDescOp, *args, trace))
    if resolve_active(DECOMPOSE_RESHAPE):
        patterns.append(ConvertReshapeOp(*args))
    try:
        ok = apply_partial_conversion(func, target, patterns, config, diag)
    except UnsupportedInput as e:
        if diag is not None:
            diag.error(e.op, e.message)
        return False
    if not ok:
        return False
    target.add_illegal_op(UnrealizedConversionCastOp)
    # A conversion in which every op is legal changes nothing: it runs only when some op
    # (a cast left over, an op not rewritten, an op of a dialect the target does not know) is not.
    if any(target.is_legal(o) is None for o in func.walk()) and \
            not apply_partial_conversion(func, target, [ConvertUnimplementedOpUnrealizedCasts(*args)], config, diag):
        return False
    for op in func.walk():
        attributes = op.attributes
        for key in attributes:
            if key.startswith(PREFIX):
                for name in [k for k in attributes if k.startswith(PREFIX)]:
                    del attributes[name]
                break
    debuglog.ldbg(DEBUG_TYPE, "Remove some dead ops:")
    _erase_dead(func)
    debuglog.ldbg(DEBUG_TYPE, "Done")
    return True


def _erase_dead(op: Operation) -> None:
    """Post-order, reverse walk erasing trivially dead ops."""
    for region in reversed(op.regions):
        for block in reversed(region.blocks):
            o = block.last
            while o is not None:
                prev = o.prev
                if o.regions:
                    _erase_dead(o)
                for r in o.results:
                    if r.uses:
                        break  # used: not dead (without asking for effects)
                else:
                    if is_op_trivially_dead(o):
                        if debuglog.enabled(DEBUG_TYPE):
                            debuglog.ldbg(DEBUG_TYPE, f"Remove op:{_dbg_text(o)}")
                        o.erase()
                o = prev


@register_pass
class CanonicalizePointers(ModulePass):
    """Split tensors of pointers into a scalar base and a tensor offset (AMD)."""

    name = "canonicalize-pointers"
    aliases = ("tritonamdgpu-canonicalize-pointers",)
    summary = "Canonicalize pointers: rewrite pointers passed to load/store operation as a <base, offset> pair"
    mirrors = "third_party/amd/lib/TritonAMDGPUTransforms/CanonicalizePointers.cpp"
    mlir_name = "TritonAMDGPUCanonicalizePointers"
    anchor = "tt.func"

    explainer = "pyopt.transforms.canonicalize_pointers_explain:explain_function"

    enable_large_tensor_ptr_canon: bool = field(default=False, metadata={
        "help": "also canonicalize pointer arguments without tt.pointer_range = 32 (64-bit offsets)"})
    explain: bool = field(default=False, metadata={
        "pyopt_only": True,
        "help": "(pyopt only) a remark per memory op: the base and offset its pointer became, what moved "
                "to the base and the offset's width, or why the op was left alone"})

    def run(self, module, ctx) -> None:
        for op in module.walk():
            if isinstance(op, FuncOp):
                self.run_on_operation(op, ctx)

    def run_on_operation(self, op, ctx) -> None:
        if not op.regions[0].blocks:
            return
        large = self.enable_large_tensor_ptr_canon
        records: dict = {}
        trace = (lambda new, base, offset, attrs: records.__setitem__(new, (base, offset, attrs))) \
            if self.explain else None
        verifies = None
        if ctx.verifier is not None and debuglog.enabled(DEBUG_TYPE):
            verifier = ctx.verifier

            def verifies(root) -> bool:
                try:
                    verifier(root)
                except DiagnosticError:
                    return False
                return True
        token = _VERIFIES.set(verifies)
        try:
            ok = canonicalize_function(op, large, ctx.diag, trace)
        finally:
            _VERIFIES.reset(token)
        if not ok:
            ctx.signal_failure()
            return
        if self.explain:
            poisoned = any(isinstance(o, PoisonOp) for o in op.walk())
            self.load_explainer()(op, records, poisoned, large, ctx.diag)
