"""The ``amdg`` dialect's canonicalization patterns.

Ports of what Triton 3.6.0 (4b184ccc) registers in
third_party/amd/lib/Dialect/TritonAMDGPU/IR/Dialect.cpp, benefit 1 each:

* ``amdg.extract_slice``: ``CononicalizeExtractSliceAndConcat`` (the C++ name's
  spelling is kept);
* ``amdg.concat``: ``foldConcatOpFromSingleSource``, a function registered as a
  pattern.  It replaces the uses of the concat's result directly
  (``Value::replaceAllUsesWith``, which the driver does not hear of) and leaves
  the op, now dead, to the driver's next iteration.
"""

from __future__ import annotations

from pyopt.dialects.amdg.ops import ConcatOp, ExtractSliceOp
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.pattern import RewritePattern, Rewriter

__all__ = ["CononicalizeExtractSliceAndConcat", "FoldConcatOpFromSingleSource"]


class CononicalizeExtractSliceAndConcat(RewritePattern):
    """``extract_slice(concat(x0, x1, ...))`` whose result has the type of the
    concat's operands -> the operand the slice's offsets fall in (operands tile
    the concat's result in row-major order)."""

    root = ExtractSliceOp
    benefit = 1
    source = "CononicalizeExtractSliceAndConcat"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        concat = op.operand(0).defining_op
        if not isinstance(concat, ConcatOp):
            return False
        item_type = concat.operand(0).type
        if not isinstance(item_type, T.RankedTensorType) or op.result.type != item_type:
            return False
        offsets = op.attributes["static_offsets"].values
        src_shape = item_type.shape
        dst_shape = concat.result.type.shape
        # The tile index of the offsets, linearised with the last dimension fastest.
        index = 0
        for off, src, dst in zip(offsets, src_shape, dst_shape):
            index = index * (dst // src) + off // src
        assert index < concat.num_operands, "concat index must be in bounds"
        rewriter.replace_op(op, [concat.operand(index)])
        return True


class FoldConcatOpFromSingleSource(RewritePattern):
    """``foldConcatOpFromSingleSource``: a concat of one operand is that
    operand (its uses are replaced behind the rewriter's back)."""

    root = ConcatOp
    benefit = 1
    source = "foldConcatOpFromSingleSource"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        if op.num_operands != 1:
            return False
        rewriter.replace_all_uses_unreported(op.result, op.operand(0))
        return True
