"""Result types of tt's view ops with encodings: ``inferReturnTypes`` of
``TransOp``, ``SplitOp``, ``ExpandDimsOp`` and ``ReduceOp``, and the
inferring builders of ``JoinOp`` and ``ReshapeOp`` (lib/Dialect/Triton/IR/Ops.cpp,
Triton 3.6.0), for passes that re-create these ops.  Each asks the dialect of
the operand's encoding (:func:`~pyopt.dialects.tt.dialect_interfaces.infer_layout_interface`)
and raises :class:`~pyopt.dialects.tt.dialect_interfaces.LayoutInferenceError`
where Triton fails.
"""

from __future__ import annotations

from typing import Optional, Sequence

from pyopt.dialects.tt.dialect_interfaces import LayoutInferenceError, infer_layout_interface
from pyopt.dialects.tt.ops import ExpandDimsOp, JoinOp, ReduceOp, ReshapeOp, SplitOp, TransOp
from pyopt.ir import types as T

__all__ = ["infer_result_types", "reshape_result_type", "join_result_type"]


def reshape_result_type(src_type: T.RankedTensorType, shape: Sequence[int]) -> T.RankedTensorType:
    """``ReshapeOp::build(shape, src, allowReorder)``: ``shape`` with the
    inferred encoding (none without a source encoding)."""
    enc = src_type.encoding
    if enc is not None:
        enc = infer_layout_interface(enc).infer_reshape_op_encoding(src_type.shape, enc, shape)
    return T.RankedTensorType(shape, src_type.element, enc)


def join_result_type(lhs_type: T.RankedTensorType) -> T.RankedTensorType:
    """``JoinOp::build(lhs, rhs)``: shape + [2], the default join encoding."""
    enc = lhs_type.encoding
    if enc is not None:
        enc = infer_layout_interface(enc).infer_default_join_op_encoding(enc, lhs_type.shape)
    return T.RankedTensorType(list(lhs_type.shape) + [2], lhs_type.element, enc)


def _trans(src, operand_types, attributes, shape):
    enc = src.encoding
    order = list(attributes["order"].values)
    ret_shape = [src.shape[i] for i in order]
    if enc is not None:
        enc = infer_layout_interface(enc).infer_trans_op_encoding(enc, src.shape, order)
    return [T.RankedTensorType(ret_shape, src.element, enc)]


def _split(src, operand_types, attributes, shape):
    enc = src.encoding
    if not src.shape or src.shape[-1] != 2:
        raise LayoutInferenceError("last dimension of input tensor must be 2")
    if enc is not None:
        enc = infer_layout_interface(enc).infer_split_op_encoding(enc, src.shape)
    t = T.RankedTensorType(src.shape[:-1], src.element, enc)
    return [t, t]


def _expand_dims(src, operand_types, attributes, shape):
    enc = src.encoding
    axis = attributes["axis"].value
    ret_shape = list(src.shape)
    ret_shape.insert(axis, 1)
    if enc is not None:
        try:
            enc = infer_layout_interface(enc).infer_expand_dims_op_encoding(enc, axis)
        except LayoutInferenceError:
            raise LayoutInferenceError("failed to infer layout for ExpandDimsOp") from None
    return [T.RankedTensorType(ret_shape, src.element, enc)]


def _reduce(src, operand_types, attributes, shape):
    axis = attributes["axis"].value
    out: list = []
    for t in operand_types:
        ret_shape = [s for i, s in enumerate(t.shape) if i != axis]
        if not ret_shape:
            out.append(t.element)
            continue
        enc = t.encoding
        if enc is not None:
            enc = infer_layout_interface(enc).infer_reduce_op_encoding(enc, axis)
        out.append(T.RankedTensorType(ret_shape, t.element, enc))
    return out


def _join(src, operand_types, attributes, shape):
    return [join_result_type(src)]


def _reshape(src, operand_types, attributes, shape):
    if shape is None:
        raise LayoutInferenceError("tt.reshape: the result shape must be given")
    return [reshape_result_type(src, shape)]


_RESULT_TYPES = {
    TransOp: _trans, SplitOp: _split, ExpandDimsOp: _expand_dims, ReduceOp: _reduce,
    JoinOp: _join, ReshapeOp: _reshape,
}


def infer_result_types(op_cls: type, operand_types: Sequence[T.Type], attributes: dict,
                       shape: Optional[Sequence[int]] = None) -> list:
    """Result types Triton gives an op of class ``op_cls`` from its operands
    and attributes (``inferReturnTypes`` of ``TransOp``, ``SplitOp``,
    ``ExpandDimsOp``, ``ReduceOp``; the builders of ``JoinOp`` and of
    ``ReshapeOp``, whose result ``shape`` must be given).  Raises
    :class:`LayoutInferenceError` where Triton fails."""
    infer = _RESULT_TYPES.get(op_cls)
    if infer is None:
        raise LayoutInferenceError(f"{op_cls.OP_NAME}: no result type inference")
    return infer(operand_types[0], operand_types, attributes, shape)
