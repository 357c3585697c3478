"""The math dialect (mlir/include/mlir/Dialect/Math/IR/MathOps.td).

Float ops carry an optional ``fastmath`` flag set (``#arith.fastmath<...>``,
default ``none``), printed ``fastmath<fast>`` after the operands.
"""

from __future__ import annotations

from pyopt.ir.opdef import AnyType, FloatLike, IntLike, Op, attr, irdl_op, operand, result
from pyopt.ir import types as T
from pyopt.dialects.arith.ops import FASTMATH, FASTMATH_NONE
_FM = "(`fastmath` `` $fastmath^)?"


def _fastmath():
    return attr(FASTMATH, default=FASTMATH_NONE)


def _cls_name(name: str) -> str:
    return "".join(w.capitalize() for w in name.split("_")) + "Op"


def _i1_like(t):
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1, t.encoding)
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    return T.i1


def _define(name: str, fields: dict, fmt: str, traits, doc: str, **extra):
    ns = {"__slots__": (), "__doc__": doc, "__module__": __name__, "format": fmt,
          "traits": frozenset(traits)}
    ns.update(fields)
    ns.update(extra)
    cls = irdl_op("math." + name)(type(_cls_name(name), (Op,), ns))
    globals()[cls.__name__] = cls
    return cls


_ELEMENTWISE = ("Pure", "Elementwise", "SameOperandsAndResultType")

# Math_FloatUnaryOp
for _n in ("absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos",
           "cosh", "erf", "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p",
           "log2", "round", "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"):
    _define(_n, {"operand_": operand(FloatLike), "fastmath": _fastmath(), "result": result(FloatLike)},
            f"$operand_ {_FM} attr-dict `:` type($result)", _ELEMENTWISE,
            f"``math.{_n}``.  Example: %1 = math.{_n} %0 : tensor<128xf32>")

# Math_FloatBinaryOp
for _n in ("atan2", "copysign", "powf"):
    _define(_n, {"lhs": operand(FloatLike), "rhs": operand(FloatLike), "fastmath": _fastmath(),
                 "result": result(FloatLike)},
            f"$lhs `,` $rhs {_FM} attr-dict `:` type($result)", _ELEMENTWISE,
            f"``math.{_n}``.  Example: %2 = math.{_n} %0, %1 : f32")

_define("fma", {"a": operand(FloatLike), "b": operand(FloatLike), "c": operand(FloatLike),
                "fastmath": _fastmath(), "result": result(FloatLike)},
        f"$a `,` $b `,` $c {_FM} attr-dict `:` type($result)", _ELEMENTWISE,
        "Fused multiply-add.  Example: %3 = math.fma %0, %1, %2 : tensor<128xf32>")

# Math_IntegerUnaryOp
for _n in ("absi", "ctlz", "cttz", "ctpop"):
    _define(_n, {"operand_": operand(IntLike), "result": result(IntLike)},
            "$operand_ attr-dict `:` type($result)", _ELEMENTWISE,
            f"``math.{_n}``.  Example: %1 = math.{_n} %0 : i32")

_define("ipowi", {"lhs": operand(IntLike), "rhs": operand(IntLike), "result": result(IntLike)},
        "$lhs `,` $rhs attr-dict `:` type($result)", _ELEMENTWISE,
        "Integer power.  Example: %2 = math.ipowi %0, %1 : i32")

_define("fpowi", {"lhs": operand(FloatLike), "rhs": operand(IntLike), "fastmath": _fastmath(),
                  "result": result(FloatLike)},
        f"$lhs `,` $rhs {_FM} attr-dict `:` type($lhs) `,` type($rhs)",
        ("Pure", "Elementwise", "SameOperandsAndResultShape"),
        "Float to an integer power.  Example: %2 = math.fpowi %0, %1 : f32, i32",
        infer_result_types=classmethod(lambda cls, ops, attrs, regs: [ops[0].type]))

# Math_FloatClassificationOp
for _n in ("isfinite", "isinf", "isnan", "isnormal"):
    _define(_n, {"operand_": operand(FloatLike), "fastmath": _fastmath(), "result": result(AnyType)},
            f"$operand_ {_FM} attr-dict `:` type($operand_)",
            ("Pure", "Elementwise", "SameOperandsAndResultShape"),
            f"``math.{_n}``.  Example: %1 = math.{_n} %0 : f32",
            infer_result_types=classmethod(lambda cls, ops, attrs, regs: [_i1_like(ops[0].type)]))

_define("clampf", {"value": operand(FloatLike), "min": operand(FloatLike),
                   "max": operand(FloatLike), "fastmath": _fastmath(), "result": result(FloatLike)},
        f"$value `to` ` ` `[` $min `,` $max `]` {_FM} attr-dict `:` type($result)", _ELEMENTWISE,
        "Clamp to [min, max].  Example: %1 = math.clampf %0 to [%a, %b] : f32")
