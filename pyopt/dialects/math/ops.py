"""The math dialect (mlir/include/mlir/Dialect/Math/IR/MathOps.td).

Float ops carry an optional ``fastmath`` flag set (``#arith.fastmath<...>``,
default ``none``), printed ``fastmath<fast>`` after the operands.  Ops share
their declaration by family (``Math_FloatUnaryOp``, ``Math_FloatBinaryOp``,
``Math_IntegerUnaryOp``, ``Math_FloatClassificationOp``), as in MathOps.td.
"""

from __future__ import annotations

from pyopt.dialects.arith.ops import FASTMATH, FASTMATH_NONE, ConstantOp
from pyopt.dialects.ub.ops import materialize_constant as ub_materialize_constant
from pyopt.ir.common_folders import i1_same_shape
from pyopt.ir.constraints import AnyType
# MLIR's own constraints (MathOps.td), not Triton's
from pyopt.ir.constraints import MLIRFloatLike as FloatLike, SignlessIntegerOrIndexLike as IntLike
from pyopt.ir.opdef import Op, attr, irdl_op, operand, result
from pyopt.ir.common_folders import is_poison
from pyopt.ir.traits import (
    AllTypesMatch, Elementwise, Idempotent, Pure, SameOperandsAndResultShape, SameOperandsAndResultType,
)
from pyopt.ir.version import Since, Versioned, resolve


class FloatUnaryOp(Op):
    """Math_FloatUnaryOp."""

    __slots__ = ()
    operand_ = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


class FloatBinaryOp(Op):
    """Math_FloatBinaryOp."""

    __slots__ = ()
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


class IntegerUnaryOp(Op):
    """Math_IntegerUnaryOp."""

    __slots__ = ()
    operand_ = operand(IntLike)
    result = result(IntLike)
    format = "$operand_ attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


class FloatClassificationOp(Op):
    """Math_FloatClassificationOp: an i1-like result of the operand's shape."""

    __slots__ = ()
    operand_ = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(AnyType)
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($operand_)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape())

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [i1_same_shape(operands[0].type)]


@irdl_op("math.absf")
class AbsFOp(FloatUnaryOp):
    """``math.absf``.  Example: %1 = math.absf %0 : tensor<128xf32>"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())


@irdl_op("math.acos")
class AcosOp(FloatUnaryOp):
    """``math.acos``.  Example: %1 = math.acos %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.acosh")
class AcoshOp(FloatUnaryOp):
    """``math.acosh``.  Example: %1 = math.acosh %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.asin")
class AsinOp(FloatUnaryOp):
    """``math.asin``.  Example: %1 = math.asin %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.asinh")
class AsinhOp(FloatUnaryOp):
    """``math.asinh``.  Example: %1 = math.asinh %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.atan")
class AtanOp(FloatUnaryOp):
    """``math.atan``.  Example: %1 = math.atan %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.atanh")
class AtanhOp(FloatUnaryOp):
    """``math.atanh``.  Example: %1 = math.atanh %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.cbrt")
class CbrtOp(FloatUnaryOp):
    """``math.cbrt``.  Example: %1 = math.cbrt %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.ceil")
class CeilOp(FloatUnaryOp):
    """``math.ceil``.  Example: %1 = math.ceil %0 : tensor<128xf32>"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())


@irdl_op("math.cos")
class CosOp(FloatUnaryOp):
    """``math.cos``.  Example: %1 = math.cos %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.cosh")
class CoshOp(FloatUnaryOp):
    """``math.cosh``.  Example: %1 = math.cosh %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.erf")
class ErfOp(FloatUnaryOp):
    """``math.erf``.  Example: %1 = math.erf %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.erfc")
class ErfcOp(FloatUnaryOp):
    """``math.erfc``.  Example: %1 = math.erfc %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.exp")
class ExpOp(FloatUnaryOp):
    """``math.exp``.  Example: %1 = math.exp %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.exp2")
class Exp2Op(FloatUnaryOp):
    """``math.exp2``.  Example: %1 = math.exp2 %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.expm1")
class ExpM1Op(FloatUnaryOp):
    """``math.expm1``.  Example: %1 = math.expm1 %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.floor")
class FloorOp(FloatUnaryOp):
    """``math.floor``.  Example: %1 = math.floor %0 : tensor<128xf32>"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())


@irdl_op("math.log")
class LogOp(FloatUnaryOp):
    """``math.log``.  Example: %1 = math.log %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.log10")
class Log10Op(FloatUnaryOp):
    """``math.log10``.  Example: %1 = math.log10 %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.log1p")
class Log1pOp(FloatUnaryOp):
    """``math.log1p``.  Example: %1 = math.log1p %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.log2")
class Log2Op(FloatUnaryOp):
    """``math.log2``.  Example: %1 = math.log2 %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.round")
class RoundOp(FloatUnaryOp):
    """``math.round``.  Example: %1 = math.round %0 : tensor<128xf32>"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())


@irdl_op("math.roundeven")
class RoundEvenOp(FloatUnaryOp):
    """``math.roundeven``.  Example: %1 = math.roundeven %0 : tensor<128xf32>"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())


@irdl_op("math.rsqrt")
class RsqrtOp(FloatUnaryOp):
    """``math.rsqrt``.  Example: %1 = math.rsqrt %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.sin")
class SinOp(FloatUnaryOp):
    """``math.sin``.  Example: %1 = math.sin %0 : tensor<128xf32>"""

    __slots__ = ()


#: How ``math.sincos`` requires one type: ODS's ``AllTypesMatch<["operand",
#: "sin", "cos"]>`` in the MLIR of Triton 3.7, ``SameOperandsAndResultType``
#: from 3.8 (a predicate with the invariants, then a trait: other messages).
SINCOS_SAME_TYPE_TRAIT = Versioned(
    False, Since((3, 8), True, "Triton 3.8.0 (its MLIR; the change itself not found: the op came in "
                 "llvm/llvm-project#160772 with AllTypesMatch): math.sincos says 'requires the same type "
                 "for all operands and results' (3.7.1: 'failed to verify that all of {operand, sin, cos} "
                 "have same type')"),
    name="math.sincos: SameOperandsAndResultType")


class _SinCosAllTypesMatch(AllTypesMatch):
    """``AllTypesMatch<["operand", "sin", "cos"]>`` where the release's sincos
    has it (ODS's names: the Python field is ``operand_``)."""

    __slots__ = ()

    def __init__(self):
        super().__init__("operand_", "sin", "cos")

    def verify(self, op):
        if resolve(SINCOS_SAME_TYPE_TRAIT) or not super().verify(op):
            return None
        return "failed to verify that all of {operand, sin, cos} have same type"


class _SinCosSameOperandsAndResultType(SameOperandsAndResultType):
    """``SameOperandsAndResultType`` where the release's sincos has it."""

    __slots__ = ()

    def verify(self, op):
        return super().verify(op) if resolve(SINCOS_SAME_TYPE_TRAIT) else None


@irdl_op("math.sincos")
class SinCosOp(Op):
    """Sine and cosine of one operand (the MLIR of Triton 3.7 on;
    llvm/llvm-project#160772).  No folder is modelled (MLIR folds constants;
    pyopt folds no math op).
    Example: %sin, %cos = math.sincos %0 : tensor<128xf32>"""

    __slots__ = ()
    operand_ = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    sin = result(FloatLike)
    cos = result(FloatLike)
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($operand_)"
    traits = (_SinCosAllTypesMatch(), Pure(), Elementwise(),
              _SinCosSameOperandsAndResultType())

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [operands[0].type, operands[0].type]

    def asm_result_names(self):
        return [(self.results[0], "sin"), (self.results[1], "cos")]


@irdl_op("math.sinh")
class SinhOp(FloatUnaryOp):
    """``math.sinh``.  Example: %1 = math.sinh %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.sqrt")
class SqrtOp(FloatUnaryOp):
    """``math.sqrt``.  Example: %1 = math.sqrt %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.tan")
class TanOp(FloatUnaryOp):
    """``math.tan``.  Example: %1 = math.tan %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.tanh")
class TanhOp(FloatUnaryOp):
    """``math.tanh``.  Example: %1 = math.tanh %0 : tensor<128xf32>"""

    __slots__ = ()


@irdl_op("math.trunc")
class TruncOp(FloatUnaryOp):
    """``math.trunc``.  Example: %1 = math.trunc %0 : tensor<128xf32>"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())


@irdl_op("math.atan2")
class Atan2Op(FloatBinaryOp):
    """``math.atan2``.  Example: %2 = math.atan2 %0, %1 : f32"""

    __slots__ = ()


@irdl_op("math.copysign")
class CopySignOp(FloatBinaryOp):
    """``math.copysign``.  Example: %2 = math.copysign %0, %1 : f32"""

    __slots__ = ()


@irdl_op("math.powf")
class PowFOp(FloatBinaryOp):
    """``math.powf``.  Example: %2 = math.powf %0, %1 : f32"""

    __slots__ = ()


@irdl_op("math.fma")
class FmaOp(Op):
    """Fused multiply-add.  Example: %3 = math.fma %0, %1, %2 : tensor<128xf32>"""

    __slots__ = ()
    a = operand(FloatLike)
    b = operand(FloatLike)
    c = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


@irdl_op("math.absi")
class AbsIOp(IntegerUnaryOp):
    """``math.absi``.  Example: %1 = math.absi %0 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())


@irdl_op("math.ctlz")
class CountLeadingZerosOp(IntegerUnaryOp):
    """``math.ctlz``.  Example: %1 = math.ctlz %0 : i32"""

    __slots__ = ()


@irdl_op("math.cttz")
class CountTrailingZerosOp(IntegerUnaryOp):
    """``math.cttz``.  Example: %1 = math.cttz %0 : i32"""

    __slots__ = ()


@irdl_op("math.ctpop")
class CtPopOp(IntegerUnaryOp):
    """``math.ctpop``.  Example: %1 = math.ctpop %0 : i32"""

    __slots__ = ()


@irdl_op("math.ipowi")
class IPowIOp(Op):
    """Integer power.  Example: %2 = math.ipowi %0, %1 : i32"""

    __slots__ = ()
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    result = result(IntLike)
    format = "$lhs `,` $rhs attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


@irdl_op("math.fpowi")
class FPowIOp(Op):
    """Float to an integer power.  Example: %2 = math.fpowi %0, %1 : f32, i32"""

    __slots__ = ()
    lhs = operand(FloatLike)
    rhs = operand(IntLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape())

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [operands[0].type]


@irdl_op("math.isfinite")
class IsFiniteOp(FloatClassificationOp):
    """``math.isfinite``.  Example: %1 = math.isfinite %0 : f32"""

    __slots__ = ()


@irdl_op("math.isinf")
class IsInfOp(FloatClassificationOp):
    """``math.isinf``.  Example: %1 = math.isinf %0 : f32"""

    __slots__ = ()


@irdl_op("math.isnan")
class IsNaNOp(FloatClassificationOp):
    """``math.isnan``.  Example: %1 = math.isnan %0 : f32"""

    __slots__ = ()


@irdl_op("math.isnormal")
class IsNormalOp(FloatClassificationOp):
    """``math.isnormal``.  Example: %1 = math.isnormal %0 : f32"""

    __slots__ = ()


@irdl_op("math.clampf")
class ClampFOp(Op):
    """Clamp to [min, max].  Example: %1 = math.clampf %0 to [%a, %b] : f32"""

    __slots__ = ()
    value = operand(FloatLike)
    min = operand(FloatLike)
    max = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = ("$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict"
              " `:` type($result)")
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


def materialize_constant(builder, attr, type, loc):
    """``MathDialect::materializeConstant``: ``ub.poison`` for a poison
    attribute, else ``arith.constant``."""
    if is_poison(attr):
        return ub_materialize_constant(builder, attr, type, loc)
    return ConstantOp.materialize(builder, attr, type, loc)
