"""The arith dialect (mlir/include/mlir/Dialect/Arith/IR/ArithOps.td).

Formats are ArithOps.td's; the optional ``overflow<...>`` / ``fastmath<...>``
groups are kept as attributes and printed in the attribute dictionary when set.
"""

from __future__ import annotations

from pyopt.dialects.opdef import (
    AnyType, BoolLike, FloatLike, IntLike, Op, attr, irdl_op, operand, result,
)
from pyopt.ir import attrs as A
from pyopt.ir import types as T


def _bool_like(t: T.Type) -> T.Type:
    """i1 of the same shape and encoding as ``t`` (getI1SameShape)."""
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1, t.encoding)
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    return T.i1


# -- constant -------------------------------------------------------------------
@irdl_op("arith.constant")
class ConstantOp(Op):
    """Example: %c0_i32 = arith.constant 0 : i32"""

    value = attr()
    result = result()
    traits = frozenset({"Pure", "ConstantLike"})

    @classmethod
    def parse(cls, p):
        attrs = p.parse_attr_dict()
        v = p.parse_attribute()
        attrs["value"] = v
        t = _attr_type(v)
        if t is None:
            raise p.error("expected a typed attribute for arith.constant")
        return cls([], [t], attrs)

    def print_body(self, p) -> str:
        return p.attr_dict(self, frozenset({"value"})) + " " + p.attr(self.attributes["value"])

    def asm_result_names(self):
        v = self.attributes.get("value")
        t = self.results[0].type
        if isinstance(v, A.BoolAttr):
            return [(self.results[0], "true" if v.value else "false")]
        if isinstance(v, A.IntegerAttr):
            if isinstance(t, T.IntegerType) and t.width == 1:
                return [(self.results[0], "true" if v.value else "false")]
            name = f"c{v.value}"
            if isinstance(t, T.IntegerType):
                name += "_" + t.render(None)
            return [(self.results[0], name)]
        return [(self.results[0], "cst")]

    def verify_(self):
        t = _attr_type(self.attributes.get("value"))
        if t is not None and t != self.results[0].type:
            return "value type must match result type"
        return None


def _attr_type(a):
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        return a.type
    if isinstance(a, A.BoolAttr):
        return T.i1
    if isinstance(a, A.DenseElementsAttr):
        return a.type
    return getattr(a, "type", None)


# -- binary ops -------------------------------------------------------------------
_BIN_FMT = "$lhs `,` $rhs attr-dict `:` type($result)"
_BIN_TRAITS = frozenset({"Pure", "Elementwise", "SameOperandsAndResultType"})


def _binary(name: str, constraint, extra_traits=()):
    cls = type(
        "".join(w.capitalize() for w in name.split(".")[1].split("_")) + "Op",
        (Op,),
        {
            "__slots__": (),
            "__doc__": f"``{name}``: elementwise binary op (ArithOps.td).",
            "__module__": __name__,
            "lhs": operand(constraint),
            "rhs": operand(constraint),
            "result": result(constraint),
            "format": _BIN_FMT,
            "traits": _BIN_TRAITS | frozenset(extra_traits),
        },
    )
    return irdl_op(name)(cls)


for _n in ("addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori",
           "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui", "ceildivsi",
           "ceildivui", "floordivsi", "mulhisi", "mulhiui"):
    globals()[_n] = _binary("arith." + _n, IntLike, ("Commutative",) if _n in ("addi", "muli", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui") else ())
for _n in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf", "powf"):
    globals()[_n] = _binary("arith." + _n, FloatLike)


@irdl_op("arith.negf")
class NegFOp(Op):
    operand_ = operand(FloatLike)
    result = result(FloatLike)
    format = "$operand_ attr-dict `:` type($result)"
    traits = frozenset({"Pure", "Elementwise", "SameOperandsAndResultType"})


# -- casts -------------------------------------------------------------------------
def _cast(name: str):
    cls = type(
        "".join(w.capitalize() for w in name.split(".")[1].split("_")) + "Op",
        (Op,),
        {
            "__slots__": (),
            "__doc__": f"``{name}``: elementwise cast (ArithOps.td). Example: %1 = {name} %0 : i32 to i64",
            "__module__": __name__,
            "in_": operand(),
            "out": result(),
            "format": "$in_ attr-dict `:` type($in_) `to` type($out)",
            "traits": frozenset({"Pure", "Elementwise", "SameOperandsAndResultShape"}),
        },
    )
    return irdl_op(name)(cls)


for _n in ("extsi", "extui", "trunci", "extf", "truncf", "sitofp", "uitofp", "fptosi", "fptoui",
           "bitcast", "index_cast", "index_castui", "scaling_extf", "scaling_truncf"):
    globals()[_n] = _cast("arith." + _n)

# -- comparisons ---------------------------------------------------------------------
CMPI_PREDICATES = {0: "eq", 1: "ne", 2: "slt", 3: "sle", 4: "sgt", 5: "sge", 6: "ult", 7: "ule", 8: "ugt", 9: "uge"}
CMPF_PREDICATES = {0: "false", 1: "oeq", 2: "ogt", 3: "oge", 4: "olt", 5: "ole", 6: "one", 7: "ord",
                   8: "ueq", 9: "ugt", 10: "uge", 11: "ult", 12: "ule", 13: "une", 14: "uno", 15: "true"}


@irdl_op("arith.cmpi")
class CmpIOp(Op):
    """Example: %2 = arith.cmpi slt, %0, %1 : tensor<128xi32, #blocked>"""

    predicate = attr(enum=CMPI_PREDICATES, storage=T.i64)
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    result = result(BoolLike)
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    traits = frozenset({"Pure", "Elementwise", "SameTypeOperands"})

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [_bool_like(operands[0].type)]


@irdl_op("arith.cmpf")
class CmpFOp(Op):
    predicate = attr(enum=CMPF_PREDICATES, storage=T.i64)
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    result = result(BoolLike)
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    traits = frozenset({"Pure", "Elementwise", "SameTypeOperands"})

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [_bool_like(operands[0].type)]


# -- select --------------------------------------------------------------------------
@irdl_op("arith.select")
class SelectOp(Op):
    """Example: %3 = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
    (the condition type is printed only when it is not i1)."""

    condition = operand(BoolLike)
    true_value = operand()
    false_value = operand()
    result = result()
    traits = frozenset({"Pure", "Elementwise"})

    @classmethod
    def parse(cls, p):
        c = p.parse_operand_tok()
        p.expect_punct(",")
        a = p.parse_operand_tok()
        p.expect_punct(",")
        b = p.parse_operand_tok()
        attrs = p.parse_attr_dict()
        p.expect_punct(":")
        t1 = p.parse_type()
        if p.optional_punct(","):
            ct, rt = t1, p.parse_type()
        else:
            ct, rt = T.i1, t1
        return cls([p.resolve(c, ct), p.resolve(a, rt), p.resolve(b, rt)], [rt], attrs)

    def print_body(self, p) -> str:
        s = " " + p.operands(self.operands) + p.attr_dict(self) + " : "
        ct = self.operand(0).type
        if isinstance(ct, (T.RankedTensorType, T.VectorType)):
            s += p.type(ct) + ", "
        return s + p.type(self.results[0].type)
