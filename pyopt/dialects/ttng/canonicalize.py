"""Canonicalization patterns rooted at the NVIDIA dialect's ops.

``CanonicalizeConvertFromTMEMStore`` is one of the patterns Triton's
``ConvertLayoutOp::getCanonicalizationPatterns`` registers
(lib/Dialect/TritonGPU/IR/Ops.cpp, Triton 3.6.0 = 4b184ccc), last, with
benefit 1.  It is rooted at ``ttng.tmem_store``, so it lives with that op's
dialect, which adds it to ``ttg.convert_layout``'s patterns through
:class:`~pyopt.dialects.ttg.interfaces.ConvertLayoutCanonicalizationInterface`
(the TritonGPU dialect does not import this one).
"""

from __future__ import annotations

from pyopt.dialects.ttg.interfaces import ConvertLayoutCanonicalizationInterface
from pyopt.dialects.ttg.ops import ConvertLayoutOp
from pyopt.dialects.ttng.ops import TMEMStoreOp
from pyopt.dialects.ttng.tmem import is_distributed_layout_tmem_compatible
from pyopt.ir.core import Operation
from pyopt.ir.pattern import RewritePattern, Rewriter

__all__ = ["CanonicalizeConvertFromTMEMStore", "NvidiaConvertLayoutPatterns"]


class CanonicalizeConvertFromTMEMStore(RewritePattern):
    """``tmem_store(cvt(x)) -> tmem_store(x)`` when ``x``'s layout can be
    stored to tensor memory directly (``isDistributedLayoutTMemCompatible``)."""

    root = TMEMStoreOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromTMEMStore"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        src_index = op.num_operands - 2  # operands: dst, dep (optional), src, pred
        convert = op.operand(src_index).defining_op
        if not isinstance(convert, ConvertLayoutOp):
            return False
        # bail for incompatible layouts
        if not is_distributed_layout_tmem_compatible(op, convert.operand(0).type,
                                                     op.operand(0).type):
            return False
        rewriter.modify_op_in_place(op, lambda: op.set_operand(src_index, convert.operand(0)))
        return True


class NvidiaConvertLayoutPatterns(ConvertLayoutCanonicalizationInterface):
    """The NVIDIA dialect's addition to ``ttg.convert_layout``'s patterns."""

    def patterns(self) -> list:
        return [CanonicalizeConvertFromTMEMStore()]
