"""The ``tti`` dialect's canonicalization patterns (Triton 3.8+,
lib/Dialect/TritonInstrument/IR/Ops.cpp): the FPSan ops register, each,
``PushFPSanThroughViewPattern`` for ``ttg.convert_layout``, ``tt.trans``,
``tt.reshape``, ``tt.broadcast`` and ``tt.expand_dims`` (benefit 1): a view of
an FPSan op's result is the FPSan op of the same view of its operand, so the
FPSan pair can meet and fold."""

from __future__ import annotations

from pyopt.dialects.tt.ops import BroadcastOp, ExpandDimsOp, ReshapeOp, TransOp
from pyopt.dialects.ttg.ops import ConvertLayoutOp
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.pattern import RewritePattern, Rewriter

__all__ = ["PushFPSanThroughViewPattern", "push_fpsan_through_view_patterns"]

#: the view ops, in the order Triton adds their patterns
VIEW_OPS = (ConvertLayoutOp, TransOp, ReshapeOp, BroadcastOp, ExpandDimsOp)


class PushFPSanThroughViewPattern(RewritePattern):
    """``view(fpsan(x))`` -> ``fpsan(view'(x))``: the view op, with its
    attributes, on the FPSan op's operand (its result of the operand's element
    type), then the FPSan op to the view's result type."""

    benefit = 1
    source = "PushFPSanThroughViewPattern"
    debug_name = "PushFPSanThroughViewPattern"

    def __init__(self, view_cls, fpsan_cls):
        self.root = view_cls
        self.fpsan_cls = fpsan_cls

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        fpsan = op.operand(0).defining_op
        if not isinstance(fpsan, self.fpsan_cls):
            return False
        result_type, payload_type = op.results[0].type, fpsan.operand(0).type
        if not isinstance(result_type, T.RankedTensorType) or not isinstance(payload_type, T.RankedTensorType):
            return False
        rewriter.set_insertion_point(op)
        view = rewriter.create(type(op), [fpsan.operand(0)], [result_type.with_element(payload_type.element)],
                               dict(op.attributes), loc=op.loc)
        moved = rewriter.create(self.fpsan_cls, [view.results[0]], [result_type], loc=op.loc)
        rewriter.replace_op(op, list(moved.results))
        return True


def push_fpsan_through_view_patterns(fpsan_cls) -> list:
    """``addPushFPSanThroughViewPatterns<FPSanOp>``."""
    return [PushFPSanThroughViewPattern(view, fpsan_cls) for view in VIEW_OPS]
