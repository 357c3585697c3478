"""The few LLVM-dialect ops that appear in TTGIR
(mlir/include/mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td, LLVMOps.td).

``llvm.intr.assume`` comes from tl.assume (AMD range analysis reads it).
Other LLVM ops are read and printed in the generic form.  The ``rocdl.*``
ops are their own dialect (:mod:`pyopt.dialects.rocdl`).
"""

from __future__ import annotations

from pyopt.ir.constraints import DENSE_I32_ARRAY, I1_T, Constraint
from pyopt.ir.opdef import Op, attr, irdl_op, operand, opt_attr, result, var_operand
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.traits import ConstantLike, Pure

# -- type constraints (LLVMOpBase.td); LLVM's own types are opaque to pyopt -----------------
_LLVM_FLOATS = frozenset(T.FloatType(n) for n in ("bf16", "f16", "f32", "f64", "f80", "f128"))


def _is_llvm_dialect_type(t) -> bool:
    return isinstance(t, T.OpaqueType) and t.text.startswith("!llvm.")


def _is_llvm_pointer(t) -> bool:
    return isinstance(t, T.OpaqueType) and (t.text == "!llvm.ptr" or t.text.startswith("!llvm.ptr<"))


def _is_llvm_compatible(t) -> bool:
    """``LLVM::isCompatibleType``: signless integers, the floats LLVM has,
    1-D vectors (of any element a vector takes), LLVM's own types."""
    if isinstance(t, T.IntegerType):
        return not t.signedness
    if isinstance(t, T.FloatType):
        return t in _LLVM_FLOATS
    if isinstance(t, T.VectorType):
        return len(t.shape) == 1
    return _is_llvm_dialect_type(t)


LLVM_AnyPointer = Constraint("LLVM pointer type", _is_llvm_pointer)
LLVM_Type = Constraint("LLVM dialect-compatible type", _is_llvm_compatible)


@irdl_op("llvm.intr.assume")
class AssumeOp(Op):
    """An assumption for the optimizer; operand bundles
    (``["align"(%p, %c : !llvm.ptr, i64)]``) are kept in the generic form only.
    Example: llvm.intr.assume %0 : i1"""

    cond = operand(I1_T)
    op_bundle_operands = var_operand()
    op_bundle_sizes = attr(DENSE_I32_ARRAY)
    op_bundle_tags = opt_attr()

    @classmethod
    def parse(cls, p):
        c = p.parse_operand_tok()
        if p.at_punct("["):
            raise p.error("llvm.intr.assume with operand bundles is only supported in the generic form")
        p.expect_punct(":")
        t = p.parse_type()
        attrs = p.parse_attr_dict()
        attrs.setdefault("op_bundle_sizes", A.DenseArrayAttr(T.i32, ()))
        return cls([p.resolve(c, t)], [], attrs)

    def print_body(self, p) -> str:
        return (" " + p.operand(self.operands[0]) + " : " + p.type(self.operands[0].type)
                + p.attr_dict(self, frozenset({"op_bundle_sizes", "op_bundle_tags"})))


@irdl_op("llvm.mlir.undef")
class UndefOp(Op):
    """An undefined value (LLVM_UndefOp).
    Example: %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>"""

    res = result()
    format = "attr-dict `:` type($res)"
    traits = (Pure(), ConstantLike())

    def fold(self, constants):
        """``UndefOp::fold``: ``#llvm.undef``."""
        return [_UNDEF]


_UNDEF = A.OpaqueAttr("#llvm.undef")
