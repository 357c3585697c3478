"""Folders of TritonGPU ops (``hasFolder`` in TritonGPUOps.td; the bodies are
lib/Dialect/TritonGPU/IR/Ops.cpp's, Triton 3.6.0 = 4b184ccc).

Three ttg ops fold: ``ttg.local_alloc``, ``ttg.memdesc_trans`` and
``ttg.memdesc_reinterpret``.  ``ttg.convert_layout`` has no folder: a convert
to its own type is removed by the ``CanonicalizeConvertFromConvert`` pattern
(:mod:`pyopt.dialects.ttg.canonicalize`).
"""

from __future__ import annotations

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.rewrite.folding import IN_PLACE, register_folder


@register_folder("ttg.local_alloc")
def fold_local_alloc(op, constants):
    """``LocalAllocOp::fold``: ``local_alloc(local_load(buf))`` of an immutable
    buffer of ``buf``'s type is ``buf``."""
    if op.result.type.mutable:
        return None
    if op.num_operands == 0:
        return None
    load = op.operand(0).defining_op
    if load is None or load.name != "ttg.local_load":
        return None
    load_src = load.operand(0)
    if load_src.type != op.result.type:
        return None
    return [load_src]


@register_folder("ttg.memdesc_trans")
def fold_memdesc_trans(op, constants):
    """``MemDescTransOp::fold``: a transpose by the identity order is its
    source; a transpose of a transpose becomes one transpose of the inner
    source by the composed order (in place)."""
    order = list(op.attributes["order"].values)
    # transpose(x, order=[0, 1, ...]) -> x
    if order == list(range(len(order))):
        return [op.operand(0)]
    # transpose(transpose(x)) -> transpose(x)
    inner = op.operand(0).defining_op
    if inner is not None and inner.name == "ttg.memdesc_trans":
        inner_order = list(inner.attributes["order"].values)
        # applyPermutation(innerOrder, order)[i] = innerOrder[order[i]]
        op.attributes["order"] = A.DenseArrayAttr(T.i32, [inner_order[i] for i in order])
        op.set_operand(0, inner.operand(0))
        return IN_PLACE
    return None


@register_folder("ttg.memdesc_reinterpret")
def fold_memdesc_reinterpret(op, constants):
    """``MemDescReinterpretOp::fold``: a reinterpret to the source's own type
    is the source."""
    if op.result.type == op.operand(0).type:
        return [op.operand(0)]
    return None
