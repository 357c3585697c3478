"""The ``tt`` dialect's canonicalization patterns.

Ports of what Triton 3.6.0 (4b184ccc) registers for ``tt`` ops, in each op's
registration order:

* ``tt.load``: ``CanonicalizeMaskedLoadPattern`` (lib/Dialect/Triton/IR/Ops.cpp);
* ``tt.store``: ``CanonicalizeMaskedStorePattern`` (same file);
* ``tt.expand_dims`` and ``tt.reshape``: their ``canonicalize`` methods
  (``hasCanonicalizeMethod``; ODS registers the method as a pattern of benefit 1);
* ``tt.int_to_ptr`` (from Triton 3.8): a round trip through ``tt.ptr_to_int``, with a
  constant byte offset, becomes the pointer or a ``tt.addptr`` (``IntToPtrOfPtrToInt``);
* ``tt.broadcast``: ``BroadcastSplatPattern`` and ``BroadcastBroadcastPattern``,
  declarative patterns of lib/Dialect/Triton/IR/Canonicalize.td.  A DRR pattern's
  benefit is the number of ops its source matches (2 here), and the op it builds
  takes the fused location of the matched ops, the root's first.

Like ``replaceOpWithNewOp``, a replacement op is built from the operands and
attributes the C++ builder is given (discardable attributes are dropped) and
takes the old op's location.
"""

from __future__ import annotations

from typing import Optional

from pyopt.dialects.arith.ops import AddIOp, ConstantOp
from pyopt.dialects.tt.ops import (
    MEMORY_CACHE_POLICY, AddPtrOp, BitcastOp, BroadcastOp, ExpandDimsOp, IntToPtrOp, LoadOp, PtrToIntOp, ReshapeOp,
    SplatOp, StoreOp,
)
from pyopt.dialects.tt.dialect_interfaces import LayoutInferenceError, infer_layout_interface
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import splat_value
from pyopt.ir.core import Operation
from pyopt.ir.format import with_defaults
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.ir.version import Since, Versioned, resolve

__all__ = [
    "CanonicalizeMaskedLoadPattern", "CanonicalizeMaskedStorePattern", "ExpandDimsOpCanonicalize",
    "ReshapeOpCanonicalize", "BroadcastSplatPattern", "BroadcastBroadcastPattern", "IntToPtrOfPtrToInt",
]


#: Whether a scalar ``arith.constant`` mask (``true``/``false``) counts as a constant
#: mask, as a splat tensor does; up to 3.8 only a splat mask does.
SCALAR_MASKS = Versioned(False, Since((3, 9), True, "Triton 3.9.0 (upstream change not found): "
                                      "CanonicalizeMaskedLoadPattern/CanonicalizeMaskedStorePattern fold a scalar "
                                      "constant mask as they fold a splat one (checked with the 3.9.0 wheel)"),
                         name="tt.load/tt.store canonicalization: scalar constant masks")


def _cache_attrs() -> tuple:
    """The cache attributes a rebuilt load or store keeps: ``cache`` and ``evict``, or
    from 3.9 ``cachePolicy`` (:data:`~pyopt.dialects.tt.ops.MEMORY_CACHE_POLICY`)."""
    return ("cachePolicy",) if resolve(MEMORY_CACHE_POLICY) else ("cache", "evict")


def _splat_mask(op: Operation, mask_index: int) -> Optional[bool]:
    """The value of a mask defined by an ``arith.constant`` splat
    (``SplatElementsAttr``), or from 3.9 a scalar ``arith.constant``
    (:data:`SCALAR_MASKS`); None for any other mask."""
    if mask_index >= op.num_operands:
        return None
    const = op.operand(mask_index).defining_op
    if not isinstance(const, ConstantOp):
        return None
    value = const.attributes.get("value")
    if isinstance(value, (A.BoolAttr, A.IntegerAttr)) and resolve(SCALAR_MASKS):
        return bool(value.value)
    if not isinstance(value, A.DenseElementsAttr):
        return None
    v = splat_value(value)
    if v is None:
        return None
    return v != 0


def _inherent(op: Operation, names) -> dict:
    return {n: op.attributes[n] for n in names if n in op.attributes}


class CanonicalizeMaskedLoadPattern(RewritePattern):
    """``load(ptr, splat(1), ...) -> load(ptr, ...)`` (the mask and ``other`` go);
    ``load(ptr, splat(0), other, ...) -> other``."""

    root = LoadOp
    benefit = 1
    source = "mlir::triton::CanonicalizeMaskedLoadPattern"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        sizes = op.attributes["operandSegmentSizes"].values
        if not sizes[1]:
            return False
        mask = _splat_mask(op, 1)
        if mask is None:
            return False
        if mask:
            attrs = with_defaults(LoadOp, _inherent(op, ("boundaryCheck", "padding", *_cache_attrs(), "isVolatile")))
            new = rewriter.insert(LoadOp.build({"ptr": op.operand(0)}, [op.result.type], attrs,
                                               loc=op.loc))
            rewriter.replace_op(op, new.results)
            return True
        # With no `other` the loaded value is undefined; left alone.
        if not sizes[2]:
            return False
        rewriter.replace_op(op, [op.operand(2)])
        return True


class CanonicalizeMaskedStorePattern(RewritePattern):
    """``store(ptr, value, splat(1), ...) -> store(ptr, value, ...)``;
    ``store(ptr, value, splat(0), ...)`` is erased."""

    root = StoreOp
    benefit = 1
    source = "mlir::triton::CanonicalizeMaskedStorePattern"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        mask = _splat_mask(op, 2)
        if mask is None:
            return False
        if mask:
            # StoreOp::build(ptr, value, cache, evict), from 3.9 (ptr, value, cachePolicy):
            # no boundary check either.
            attrs = with_defaults(StoreOp, _inherent(op, _cache_attrs()))
            rewriter.create(StoreOp, [op.operand(0), op.operand(1)], [], attrs, loc=op.loc)
            rewriter.replace_op(op, [])
        else:
            rewriter.erase_op(op)
        return True


class ExpandDimsOpCanonicalize(RewritePattern):
    """``ExpandDimsOp::canonicalize``: ``expand_dims(splat(x)) -> splat(x)``;
    ``expand_dims(broadcast(x)) -> broadcast(expand_dims(x))``, which lets
    ``broadcast(expand_dims(broadcast(x)))`` become ``broadcast(expand_dims(x))``."""

    # an op's canonicalize method: MLIR wraps it in a pattern with no debug name
    debug_name = ""
    root = ExpandDimsOp
    benefit = 1
    source = "mlir::triton::ExpandDimsOp::canonicalize"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        src_op = op.operand(0).defining_op
        if src_op is None:
            return False
        if isinstance(src_op, SplatOp):
            new = rewriter.create(SplatOp, [src_op.operand(0)], [op.result.type], loc=op.loc)
            rewriter.replace_op(op, new.results)
            return True
        if isinstance(src_op, BroadcastOp):
            src = src_op.operand(0)
            src_ty = src.type
            axis = op.attributes["axis"].value
            shape = list(src_ty.shape)
            shape.insert(axis, 1)
            enc = src_ty.encoding
            if enc is not None:
                try:
                    enc = infer_layout_interface(enc).infer_expand_dims_op_encoding(enc, axis)
                except LayoutInferenceError:
                    return False
            new_expand = rewriter.create(ExpandDimsOp, [src], [T.RankedTensorType(shape, src_ty.element, enc)],
                                         {"axis": op.attributes["axis"]}, loc=op.loc)
            new_broadcast = rewriter.create(BroadcastOp, [new_expand.result], [op.result.type],
                                            loc=src_op.loc)
            rewriter.replace_op(op, new_broadcast.results)
            return True
        return False


class ReshapeOpCanonicalize(RewritePattern):
    """``ReshapeOp::canonicalize`` (not for an ``efficient_layout`` reshape):
    ``reshape(reshape(x)) -> reshape(x)``, allowing reorder if either did;
    ``reshape(splat(x)) -> splat(x)``."""

    # an op's canonicalize method: MLIR wraps it in a pattern with no debug name
    debug_name = ""
    root = ReshapeOp
    benefit = 1
    source = "mlir::triton::ReshapeOp::canonicalize"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        if "efficient_layout" in op.attributes:
            return False
        src_op = op.operand(0).defining_op
        if src_op is None:
            return False
        if isinstance(src_op, ReshapeOp):
            attrs = {}
            if "allow_reorder" in op.attributes or "allow_reorder" in src_op.attributes:
                attrs["allow_reorder"] = A.UnitAttr()
            new = rewriter.create(ReshapeOp, [src_op.operand(0)], [op.result.type], attrs, loc=op.loc)
            rewriter.replace_op(op, new.results)
            return True
        if isinstance(src_op, SplatOp):
            new = rewriter.create(SplatOp, [src_op.operand(0)], [op.result.type], loc=op.loc)
            rewriter.replace_op(op, new.results)
            return True
        return False


class BroadcastSplatPattern(RewritePattern):
    """``broadcast(splat(x)) -> splat(x)`` (Canonicalize.td)."""

    root = BroadcastOp
    benefit = 2
    source = "BroadcastSplatPattern"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        splat = op.operand(0).defining_op
        if not isinstance(splat, SplatOp):
            return False
        new = rewriter.create(SplatOp, [splat.operand(0)], [op.result.type],
                              loc=A.FusedLoc.get([op.loc, splat.loc]))
        rewriter.replace_op(op, new.results)
        return True


class BroadcastBroadcastPattern(RewritePattern):
    """``broadcast(broadcast(x)) -> broadcast(x)`` (Canonicalize.td)."""

    root = BroadcastOp
    benefit = 2
    source = "BroadcastBroadcastPattern"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        inner = op.operand(0).defining_op
        if not isinstance(inner, BroadcastOp):
            return False
        new = rewriter.create(BroadcastOp, [inner.operand(0)], [op.result.type],
                              loc=A.FusedLoc.get([op.loc, inner.loc]))
        rewriter.replace_op(op, new.results)
        return True


def _int_constant(v) -> Optional[int]:
    """The value of an integer ``arith.constant``, scalar or splat; None otherwise."""
    const = v.defining_op
    if not isinstance(const, ConstantOp):
        return None
    value = const.attributes.get("value")
    if isinstance(value, A.IntegerAttr):
        return value.value
    if isinstance(value, A.DenseElementsAttr):
        return splat_value(value)
    return None


class IntToPtrOfPtrToInt(RewritePattern):
    """Triton 3.8's ``tt.int_to_ptr`` canonicalization (:attr:`IntToPtrOp.PTR_ROUND_TRIP`):
    ``int_to_ptr(ptr_to_int(p)) -> p`` and ``int_to_ptr(addi(ptr_to_int(p), c)) ->
    addptr(p, c / size)`` (``addi`` either way round) where the byte offset ``c``, a scalar
    or splat constant, is a multiple of the result pointee's size in bytes; ``p`` is first
    bitcast to the result type when its type differs.  (On a pointer to pointers Triton 3.8
    asserts, reading a bit width; pyopt leaves the op.)"""

    root = IntToPtrOp
    benefit = 1
    source = "Triton 3.8.0's IntToPtrOp canonicalization (lib/Dialect/Triton/IR/Ops.cpp)"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        src = op.operand(0)
        d = src.defining_op
        offset = None
        if isinstance(d, PtrToIntOp):
            base = d.operand(0)
        elif isinstance(d, AddIOp):
            for a, b in ((d.operand(0), d.operand(1)), (d.operand(1), d.operand(0))):
                if isinstance(a.defining_op, PtrToIntOp):
                    c = _int_constant(b)
                    if c is not None:
                        base, offset = a.defining_op.operand(0), c
                        break
            else:
                return False
        else:
            return False
        rt = op.results[0].type
        if offset is not None:
            pointee = rt.element_type().pointee
            if isinstance(pointee, T.PointerType):
                return False
            size = (T.bit_width(pointee) + 7) // 8
            if offset % size:
                return False
        if base.type != rt:
            base = rewriter.create(BitcastOp, [base], [rt], loc=op.loc).results[0]
        if offset is None:
            rewriter.replace_op(op, [base])
            return True
        it = src.type
        elems = offset // size if offset >= 0 else -((-offset) // size)
        value = A.DenseElementsAttr(it, [elems], True) if isinstance(it, T.RankedTensorType) else A.IntegerAttr(elems, it)
        const = rewriter.create(ConstantOp, [], [it], {"value": value}, loc=op.loc).results[0]
        new = rewriter.create(AddPtrOp, [base, const], [rt], loc=op.loc)
        rewriter.replace_op(op, new.results)
        return True
