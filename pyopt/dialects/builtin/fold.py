"""Folder of ``builtin.unrealized_conversion_cast`` (mlir/lib/IR/BuiltinDialect.cpp,
``UnrealizedConversionCastOp::fold``)."""

from __future__ import annotations

from pyopt.rewrite.folding import register_folder


@register_folder("builtin.unrealized_conversion_cast")
def fold_unrealized_conversion_cast(op, constants):
    """A cast to its own types is its inputs; a cast that undoes the cast
    producing all its inputs is that cast's inputs."""
    inputs = op.operands
    if [v.type for v in inputs] == op.result_types:
        return inputs
    if not inputs:
        return None
    producer = inputs[0].defining_op
    if (producer is None or producer.name != op.name or producer.results != inputs
            or [v.type for v in producer.operands] != op.result_types):
        return None
    return producer.operands
