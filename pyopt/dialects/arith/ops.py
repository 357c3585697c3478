"""The arith dialect (mlir/include/mlir/Dialect/Arith/IR/ArithOps.td, with the
attributes of ArithBase.td: ``#arith.fastmath<...>`` and ``#arith.overflow<...>``).

Formats are ArithOps.td's: integer ops with overflow flags print
``overflow<nsw>``, float ops ``fastmath<fast>`` (both omitted when ``none``,
their default).  ``arith.constant`` and ``arith.select`` are written by hand.
"""

from __future__ import annotations

from pyopt.ir.opdef import (
    BoolLike, FloatLike, IntLike, Op, attr, irdl_op, operand, opt_attr, result,
)
from pyopt.ir.opdef import result as result_def
from pyopt.ir.registry import register_attr
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.format import dialect_attr


# ---------------------------------------------------------------------------
# Bit-enum attributes
# ---------------------------------------------------------------------------
class BitEnumAttr(A.Attribute):
    """A dialect bit-enum attribute (``#arith.fastmath<nnan,ninf>``): the set
    bits, printed in bit order with the enum's separator; ``none`` for 0 and
    the all-bits keyword (``fast``) when it has one."""

    __slots__ = ("name", "bits")
    NAME = ""
    FLAGS: tuple = ()  # (keyword, bit) in printing order
    ALL: str | None = None
    SEP = ","

    def __init__(self, bits: int):
        self._init(name=self.NAME, bits=bits)

    def _fields(self) -> tuple:
        return (self.name, self.bits)

    def __reduce__(self):
        return (type(self), (self.bits,))

    @classmethod
    def of(cls, *words: str) -> "BitEnumAttr":
        table = dict(cls.FLAGS)
        bits = 0
        for w in words:
            if w == "none":
                continue
            if w == cls.ALL:
                bits |= sum(b for _, b in cls.FLAGS)
                continue
            bits |= table[w]
        return cls(bits)

    @classmethod
    def from_body(cls, name, kind, payload):
        if kind != "struct":
            return None
        words = []
        for entry in payload:
            key, value = entry
            if not isinstance(value, A.UnitAttr):
                return None
            words.append(key)
        try:
            return cls.of(*words)
        except KeyError:
            return None

    @classmethod
    def from_params(cls, name, params):
        return None

    def keywords(self) -> list:
        if self.bits == 0:
            return ["none"]
        if self.ALL is not None and self.bits == sum(b for _, b in self.FLAGS):
            return [self.ALL]
        return [w for w, b in self.FLAGS if self.bits & b]

    def render(self, p) -> str:
        return f"#{self.NAME}<{self.SEP.join(self.keywords())}>"


class FastMathAttr(BitEnumAttr):
    """``#arith.fastmath<...>`` (Arith_FastMathAttr)."""

    __slots__ = ()
    NAME = "arith.fastmath"
    FLAGS = (("reassoc", 1), ("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16),
             ("contract", 32), ("afn", 64))
    ALL = "fast"
    SEP = ","


class IntegerOverflowAttr(BitEnumAttr):
    """``#arith.overflow<...>`` (Arith_IntegerOverflowAttr)."""

    __slots__ = ()
    NAME = "arith.overflow"
    FLAGS = (("nsw", 1), ("nuw", 2))
    SEP = ", "


register_attr("arith.fastmath", FastMathAttr)
register_attr("arith.overflow", IntegerOverflowAttr)

FASTMATH = dialect_attr("#arith.fastmath", "fastmath flags")
OVERFLOW = dialect_attr("#arith.overflow", "integer overflow flags")
FASTMATH_NONE = FastMathAttr(0)
OVERFLOW_NONE = IntegerOverflowAttr(0)

# I32EnumAttr (printed as keywords, stored as i32 / i64 integers)
ROUNDING_MODES = {0: "to_nearest_even", 1: "downward", 2: "upward", 3: "toward_zero",
                  4: "to_nearest_away"}
CMPI_PREDICATES = {0: "eq", 1: "ne", 2: "slt", 3: "sle", 4: "sgt", 5: "sge", 6: "ult", 7: "ule",
                   8: "ugt", 9: "uge"}
CMPF_PREDICATES = {0: "false", 1: "oeq", 2: "ogt", 3: "oge", 4: "olt", 5: "ole", 6: "one", 7: "ord",
                   8: "ueq", 9: "ugt", 10: "uge", 11: "ult", 12: "ule", 13: "une", 14: "uno",
                   15: "true"}


def _fastmath():
    return attr(FASTMATH, default=FASTMATH_NONE)


def _overflow():
    return attr(OVERFLOW, name="overflowFlags", default=OVERFLOW_NONE)


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


# -- op factories -------------------------------------------------------------------
def _cls_name(name: str) -> str:
    return "".join(w.capitalize() for w in name.split(".")[1].split("_")) + "Op"


def _define(name: str, fields: dict, fmt: str, traits, doc: str, **extra):
    ns = {"__slots__": (), "__doc__": doc, "__module__": __name__, "format": fmt,
          "traits": frozenset(traits)}
    ns.update(fields)
    ns.update(extra)
    cls = irdl_op(name)(type(_cls_name(name), (Op,), ns))
    globals()[cls.__name__] = cls
    return cls


_BIN_TRAITS = frozenset({"Pure", "Elementwise", "SameOperandsAndResultType"})
_COMMUTATIVE = {"addi", "muli", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui",
                "addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"}


def _binary(name: str, constraint, flags=None):
    short = name.split(".")[1]
    fields = {"lhs": operand(constraint), "rhs": operand(constraint)}
    group = ""
    if flags == "overflow":
        fields["overflowFlags"] = _overflow()
        group = " (`overflow` `` $overflowFlags^)?"
    elif flags == "fastmath":
        fields["fastmath"] = _fastmath()
        group = " (`fastmath` `` $fastmath^)?"
    fields["result"] = result(constraint)
    traits = _BIN_TRAITS | ({"Commutative"} if short in _COMMUTATIVE else set())
    ty = "f32" if constraint is FloatLike else "i32"
    extra = {"overflow": " overflow<nsw>", "fastmath": " fastmath<fast>"}.get(flags, "")
    return _define(name, fields, f"$lhs `,` $rhs{group} attr-dict `:` type($result)", traits,
                   f"``{name}``: elementwise binary op.  Example: %2 = {name} %0, %1{extra} : {ty}")


for _n in ("addi", "subi", "muli", "shli"):
    _binary("arith." + _n, IntLike, "overflow")
for _n in ("divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shrsi", "shrui", "maxsi",
           "maxui", "minsi", "minui", "ceildivsi", "ceildivui", "floordivsi"):
    _binary("arith." + _n, IntLike)
for _n in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"):
    _binary("arith." + _n, FloatLike, "fastmath")


def _same_type_twice(cls, operands, attributes, regions):
    return [operands[0].type, operands[0].type]


for _n, _a, _b in (("mulsi_extended", "low", "high"), ("mului_extended", "low", "high")):
    _define("arith." + _n, {"lhs": operand(IntLike), "rhs": operand(IntLike),
                            "low": result(IntLike), "high": result_def(IntLike)},
            "$lhs `,` $rhs attr-dict `:` type($lhs)", {"Pure", "Elementwise", "Commutative"},
            f"Full-width multiply.  Example: %low, %high = arith.{_n} %0, %1 : i32",
            infer_result_types=classmethod(_same_type_twice),
            type_rules={"rhs": lambda k, st: k["lhs"]},
            asm_result_names=lambda self: [(self.results[0], "low"), (self.results[1], "high")])

_define("arith.addui_extended", {"lhs": operand(IntLike), "rhs": operand(IntLike),
                                 "sum": result(IntLike), "overflow": result_def(BoolLike)},
        "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
        {"Pure", "Elementwise", "Commutative"},
        "Add with carry out.  Example: %sum, %overflow = arith.addui_extended %0, %1 : i32, i1",
        type_rules={"lhs": lambda k, st: k["sum"], "rhs": lambda k, st: k["sum"]},
        asm_result_names=lambda self: [(self.results[0], "sum"), (self.results[1], "overflow")])

_define("arith.negf", {"operand_": operand(FloatLike), "fastmath": _fastmath(),
                       "result": result(FloatLike)},
        "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", _BIN_TRAITS,
        "Float negation.  Example: %1 = arith.negf %0 : f32")


# -- casts -------------------------------------------------------------------------
_CAST_TRAITS = frozenset({"Pure", "Elementwise", "SameOperandsAndResultShape", "CastOpInterface"})


_CAST_EXAMPLES = {
    "extsi": "%0 : i32 to i64", "extui": "%0 : i32 to i64", "trunci": "%0 overflow<nsw> : i64 to i32",
    "sitofp": "%0 : i32 to f32", "uitofp": "%0 : i32 to f32", "fptosi": "%0 : f32 to i32",
    "fptoui": "%0 : f32 to i32", "bitcast": "%0 : f32 to i32", "index_cast": "%0 : i32 to index",
    "index_castui": "%0 : i32 to index", "extf": "%0 : f16 to f32",
    "truncf": "%0 to_nearest_even : f32 to f16",
}


def _cast(name: str, flags: str = ""):
    fields = {"in_": operand()}
    group = ""
    if flags == "overflow":
        fields["overflowFlags"] = _overflow()
        group = " (`overflow` `` $overflowFlags^)?"
    elif flags == "fastmath":
        fields["fastmath"] = opt_attr(FASTMATH)  # OptionalAttr: printed even when `none`
        group = " (`fastmath` `` $fastmath^)?"
    elif flags == "round+fastmath":
        fields["roundingmode"] = attr(enum=ROUNDING_MODES, storage=T.i32, optional=True)
        fields["fastmath"] = opt_attr(FASTMATH)
        group = " ($roundingmode^)? (`fastmath` `` $fastmath^)?"
    fields["out"] = result()
    return _define(name, fields, f"$in_{group} attr-dict `:` type($in_) `to` type($out)",
                   _CAST_TRAITS,
                   f"``{name}``: elementwise cast.  Example: %1 = {name} {_CAST_EXAMPLES[name[6:]]}")


for _n in ("extsi", "extui", "sitofp", "uitofp", "fptosi", "fptoui", "bitcast", "index_cast",
           "index_castui"):
    _cast("arith." + _n)
_cast("arith.trunci", "overflow")
_cast("arith.extf", "fastmath")
_cast("arith.truncf", "round+fastmath")

_define("arith.scaling_extf", {"in_": operand(FloatLike), "scale": operand(FloatLike),
                               "fastmath": opt_attr(FASTMATH), "out": result(FloatLike)},
        "$in_ `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale)"
        " `to` type($out)", _CAST_TRAITS,
        "Scaled extension.  Example: %2 = arith.scaling_extf %0, %1 : f8E4M3FN, f8E8M0FNU to f32")
_define("arith.scaling_truncf", {"in_": operand(FloatLike), "scale": operand(FloatLike),
                                 "roundingmode": attr(enum=ROUNDING_MODES, storage=T.i32,
                                                      optional=True),
                                 "fastmath": opt_attr(FASTMATH), "out": result(FloatLike)},
        "$in_ `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_)"
        " `,` type($scale) `to` type($out)", _CAST_TRAITS,
        "Scaled truncation.  Example: %2 = arith.scaling_truncf %0, %1 : f32, f8E8M0FNU to f8E4M3FN")


# -- comparisons ---------------------------------------------------------------------
def _infer_cmp(cls, operands, attributes, regions):
    return [_bool_like(operands[0].type)]


@irdl_op("arith.cmpi")
class CmpIOp(Op):
    """Example: %2 = arith.cmpi slt, %0, %1 : tensor<128xi32>"""

    predicate = attr(enum=CMPI_PREDICATES, storage=T.i64)
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    result = result(BoolLike)
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    traits = frozenset({"Pure", "Elementwise", "SameTypeOperands", "InferTypeOpInterface"})
    type_rules = {"rhs": lambda k, st: k["lhs"]}
    infer_result_types = classmethod(_infer_cmp)


@irdl_op("arith.cmpf")
class CmpFOp(Op):
    """Example: %2 = arith.cmpf olt, %0, %1 : f32"""

    predicate = attr(enum=CMPF_PREDICATES, storage=T.i64)
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    fastmath = _fastmath()
    result = result(BoolLike)
    format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"
    traits = frozenset({"Pure", "Elementwise", "SameTypeOperands", "InferTypeOpInterface"})
    type_rules = {"rhs": lambda k, st: k["lhs"]}
    infer_result_types = classmethod(_infer_cmp)


# -- select --------------------------------------------------------------------------
@irdl_op("arith.select")
class SelectOp(Op):
    """Choose between two values; the condition type is printed only when it
    is a tensor.  Example: %3 = arith.select %0, %1, %2 : tensor<4xi1>, tensor<4xf32>"""

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
