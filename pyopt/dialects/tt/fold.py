"""Folders of the Triton ops (``hasFolder`` in TritonOps.td; the bodies are
lib/Dialect/Triton/IR/Ops.cpp's, Triton 3.6.0 = 4b184ccc).

Nine ops fold: ``tt.splat``, ``tt.expand_dims``, ``tt.reshape``,
``tt.broadcast``, ``tt.trans``, ``tt.make_range``, ``tt.fp_to_fp``,
``tt.addptr`` and ``tt.advance``.  Constants they produce are materialised
as ``arith.constant`` (TritonDialect::materializeConstant).
"""

from __future__ import annotations

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir import common_folders as C
from pyopt.rewrite.folding import IN_PLACE, register_folder
from pyopt.ir import floats as F


def _reshaped(attr: A.DenseElementsAttr, t: T.Type):
    """``DenseElementsAttr::reshape`` / ``resizeSplat``: the same elements
    (or splat value) with type ``t``."""
    vals = C.elements(attr)
    if vals is None:
        return None
    if C.is_splat(attr):
        return C.splat_of(t, vals[0])
    return C.dense(t, vals)


@register_folder("tt.splat")
def fold_splat(op, constants):
    """``SplatOp::fold``: a splat of an integer or float constant is a
    constant tensor."""
    v = constants[0]
    if isinstance(v, (A.IntegerAttr, A.BoolAttr)):
        return [C.splat_of(op.result.type, C.const_int(v))]
    if isinstance(v, A.FloatAttr):
        return [C.splat_of(op.result.type, v.bits)]
    return None


def _fold_view_like(op, value):
    """``foldViewLikeOp``: a constant source gives the constant of the new shape."""
    if isinstance(value, A.DenseElementsAttr):
        r = _reshaped(value, op.result.type)
        return None if r is None else [r]
    return None


@register_folder("tt.expand_dims")
def fold_expand_dims(op, constants):
    return _fold_view_like(op, constants[0])


@register_folder("tt.reshape")
def fold_reshape(op, constants):
    """``ReshapeOp::fold``: a reshape to the source type without
    ``allow_reorder`` is a no-op; a constant source is reshaped."""
    if op.result.type == op.operand(0).type and "allow_reorder" not in op.attributes:
        return [op.operand(0)]
    return _fold_view_like(op, constants[0])


@register_folder("tt.broadcast")
def fold_broadcast(op, constants):
    """``BroadcastOp::fold``: a broadcast to the source type is a no-op; a
    splat constant is resized."""
    if op.result.type == op.operand(0).type:
        return [op.operand(0)]
    v = constants[0]
    if C.is_splat(v):
        return [C.splat_of(op.result.type, C.splat_value(v))]
    return None


@register_folder("tt.trans")
def fold_trans(op, constants):
    """``TransOp::fold``: the identity order is a no-op (same types only); a
    transpose of a transpose composes in place; a splat constant is reshaped."""
    order = list(op.attributes["order"].values)
    if order == list(range(len(order))) and op.operand(0).type == op.result.type:
        return [op.operand(0)]
    inner = op.operand(0).defining_op
    if inner is not None and inner.name == "tt.trans":
        inner_order = list(inner.attributes["order"].values)
        # applyPermutation(innerOrder, order)[i] = innerOrder[order[i]]
        op.attributes["order"] = A.DenseArrayAttr(T.i32, [inner_order[i] for i in order])
        op.set_operand(0, inner.operand(0))
        return IN_PLACE
    v = constants[0]
    if C.is_splat(v):
        return [C.splat_of(op.result.type, C.splat_value(v))]
    return None


@register_folder("tt.make_range")
def fold_make_range(op, constants):
    """``MakeRangeOp::fold``: a one-element range is a splat of its start."""
    start = op.attributes["start"].value
    end = op.attributes["end"].value
    if start + 1 == end:
        return [C.splat_of(op.result.type, start)]
    return None


@register_folder("tt.fp_to_fp")
def fold_fp_to_fp(op, constants):
    """``FpToFpOp::fold``: a cast to the same type is a no-op; a +0 or -0
    constant becomes the zero of the result type."""
    src, dst_t = op.operand(0), op.result.type
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


@register_folder("tt.addptr")
def fold_addptr(op, constants):
    """``AddPtrOp::fold``: ``addptr(p, 0) -> p``."""
    if C.m_zero(constants[1]):
        return [op.operand(0)]
    return None


@register_folder("tt.advance")
def fold_advance(op, constants):
    """``AdvanceOp::fold``: advancing by constant zeros is a no-op."""
    offsets = constants[1:]
    if any(C.const_int(c) is None for c in offsets):
        return None
    if all(C.const_int(c) == 0 for c in offsets):
        return [op.operand(0)]
    return None
