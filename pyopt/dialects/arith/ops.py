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
from pyopt.ir.registry import register_attr
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import i1_same_shape
from pyopt.ir.format import dialect_attr
from pyopt.ir.traits import (
    Commutative, ConstantLike, Elementwise, Pure, SameOperandsAndResultShape,
    SameOperandsAndResultType, SameTypeOperands,
)
from pyopt.ir.interfaces import CastOpInterface, InferTypeOpInterface


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


# -- constant -------------------------------------------------------------------
@irdl_op("arith.constant")
class ConstantOp(Op):
    """Example: %c0_i32 = arith.constant 0 : i32"""

    value = attr()
    result = result()
    traits = (Pure(), ConstantLike())

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


# -- binary ops (ArithOps.td: Arith_IntBinaryOp, Arith_FloatBinaryOp) ----------------
class IntBinaryOp(Op):
    """Arith_TotalIntBinaryOp / Arith_IntBinaryOp: two integer-like operands and
    a result of the same type."""

    __slots__ = ()
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    result = result(IntLike)
    format = "$lhs `,` $rhs attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


class IntBinaryOpWithOverflowFlags(IntBinaryOp):
    """Arith_IntBinaryOpWithOverflowFlags: an integer binary op with ``overflow<...>`` flags."""

    __slots__ = ()
    overflowFlags = attr(OVERFLOW, name="overflowFlags", default=OVERFLOW_NONE)
    format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"


class FloatBinaryOp(Op):
    """Arith_FloatBinaryOp: two float-like operands, ``fastmath`` flags, a result of the same type."""

    __slots__ = ()
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


@irdl_op("arith.addi")
class AddIOp(IntBinaryOpWithOverflowFlags):
    """``arith.addi``.  Example: %2 = arith.addi %0, %1 overflow<nsw> : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.subi")
class SubIOp(IntBinaryOpWithOverflowFlags):
    """``arith.subi``.  Example: %2 = arith.subi %0, %1 overflow<nsw> : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.muli")
class MulIOp(IntBinaryOpWithOverflowFlags):
    """``arith.muli``.  Example: %2 = arith.muli %0, %1 overflow<nsw> : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.shli")
class ShLIOp(IntBinaryOpWithOverflowFlags):
    """``arith.shli``.  Example: %2 = arith.shli %0, %1 overflow<nsw> : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.divsi")
class DivSIOp(IntBinaryOp):
    """``arith.divsi``.  Example: %2 = arith.divsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.divui")
class DivUIOp(IntBinaryOp):
    """``arith.divui``.  Example: %2 = arith.divui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.remsi")
class RemSIOp(IntBinaryOp):
    """``arith.remsi``.  Example: %2 = arith.remsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.remui")
class RemUIOp(IntBinaryOp):
    """``arith.remui``.  Example: %2 = arith.remui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.andi")
class AndIOp(IntBinaryOp):
    """``arith.andi``.  Example: %2 = arith.andi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.ori")
class OrIOp(IntBinaryOp):
    """``arith.ori``.  Example: %2 = arith.ori %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.xori")
class XOrIOp(IntBinaryOp):
    """``arith.xori``.  Example: %2 = arith.xori %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.shrsi")
class ShRSIOp(IntBinaryOp):
    """``arith.shrsi``.  Example: %2 = arith.shrsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.shrui")
class ShRUIOp(IntBinaryOp):
    """``arith.shrui``.  Example: %2 = arith.shrui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.maxsi")
class MaxSIOp(IntBinaryOp):
    """``arith.maxsi``.  Example: %2 = arith.maxsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.maxui")
class MaxUIOp(IntBinaryOp):
    """``arith.maxui``.  Example: %2 = arith.maxui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.minsi")
class MinSIOp(IntBinaryOp):
    """``arith.minsi``.  Example: %2 = arith.minsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.minui")
class MinUIOp(IntBinaryOp):
    """``arith.minui``.  Example: %2 = arith.minui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.ceildivsi")
class CeilDivSIOp(IntBinaryOp):
    """``arith.ceildivsi``.  Example: %2 = arith.ceildivsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.ceildivui")
class CeilDivUIOp(IntBinaryOp):
    """``arith.ceildivui``.  Example: %2 = arith.ceildivui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.floordivsi")
class FloorDivSIOp(IntBinaryOp):
    """``arith.floordivsi``.  Example: %2 = arith.floordivsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.addf")
class AddFOp(FloatBinaryOp):
    """``arith.addf``.  Example: %2 = arith.addf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.subf")
class SubFOp(FloatBinaryOp):
    """``arith.subf``.  Example: %2 = arith.subf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.mulf")
class MulFOp(FloatBinaryOp):
    """``arith.mulf``.  Example: %2 = arith.mulf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.divf")
class DivFOp(FloatBinaryOp):
    """``arith.divf``.  Example: %2 = arith.divf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.remf")
class RemFOp(FloatBinaryOp):
    """``arith.remf``.  Example: %2 = arith.remf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

@irdl_op("arith.maximumf")
class MaximumFOp(FloatBinaryOp):
    """``arith.maximumf``.  Example: %2 = arith.maximumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.minimumf")
class MinimumFOp(FloatBinaryOp):
    """``arith.minimumf``.  Example: %2 = arith.minimumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.maxnumf")
class MaxNumFOp(FloatBinaryOp):
    """``arith.maxnumf``.  Example: %2 = arith.maxnumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.minnumf")
class MinNumFOp(FloatBinaryOp):
    """``arith.minnumf``.  Example: %2 = arith.minnumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

@irdl_op("arith.mulsi_extended")
class MulSIExtendedOp(Op):
    """Full-width signed multiply.  Example: %low, %high = arith.mulsi_extended %0, %1 : i32"""

    __slots__ = ()
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    low = result(IntLike)
    high = result(IntLike)
    format = "$lhs `,` $rhs attr-dict `:` type($lhs)"
    traits = (Pure(), Elementwise(), Commutative())
    type_rules = {"rhs": lambda k, st: k["lhs"]}

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [operands[0].type, operands[0].type]

    def asm_result_names(self):
        return [(self.results[0], "low"), (self.results[1], "high")]


@irdl_op("arith.mului_extended")
class MulUIExtendedOp(MulSIExtendedOp):
    """Full-width unsigned multiply.  Example: %low, %high = arith.mului_extended %0, %1 : i32"""

    __slots__ = ()


@irdl_op("arith.addui_extended")
class AddUIExtendedOp(Op):
    """Add with carry out.  Example: %sum, %overflow = arith.addui_extended %0, %1 : i32, i1"""

    __slots__ = ()
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    sum = result(IntLike)
    overflow = result(BoolLike)
    format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"
    traits = (Pure(), Elementwise(), Commutative())
    type_rules = {"lhs": lambda k, st: k["sum"], "rhs": lambda k, st: k["sum"]}

    def asm_result_names(self):
        return [(self.results[0], "sum"), (self.results[1], "overflow")]


@irdl_op("arith.negf")
class NegFOp(Op):
    """Float negation.  Example: %1 = arith.negf %0 : f32"""

    __slots__ = ()
    operand_ = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())


# -- casts (ArithOps.td: Arith_CastOp and its families) ------------------------------
class CastOp(CastOpInterface, Op):
    """Arith_CastOp: one operand, one result of the same shape."""

    __slots__ = ()
    in_ = operand()
    out = result()
    format = "$in_ attr-dict `:` type($in_) `to` type($out)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape())


class CastOpWithOverflowFlags(CastOp):
    """A cast with ``overflow<...>`` flags (arith.trunci)."""

    __slots__ = ()
    overflowFlags = attr(OVERFLOW, name="overflowFlags", default=OVERFLOW_NONE)
    format = "$in_ (`overflow` `` $overflowFlags^)? attr-dict `:` type($in_) `to` type($out)"


class CastOpWithFastMath(CastOp):
    """A cast with optional ``fastmath`` flags, printed even when ``none`` (arith.extf)."""

    __slots__ = ()
    fastmath = opt_attr(FASTMATH)
    format = "$in_ (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` type($out)"


class CastOpWithRoundingMode(CastOp):
    """A cast with an optional rounding mode and fastmath flags (arith.truncf)."""

    __slots__ = ()
    roundingmode = attr(enum=ROUNDING_MODES, storage=T.i32, optional=True)
    fastmath = opt_attr(FASTMATH)
    format = ("$in_ ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_)"
              " `to` type($out)")


@irdl_op("arith.extsi")
class ExtSIOp(CastOp):
    """``arith.extsi``: elementwise cast.  Example: %1 = arith.extsi %0 : i32 to i64"""

    __slots__ = ()

@irdl_op("arith.extui")
class ExtUIOp(CastOp):
    """``arith.extui``: elementwise cast.  Example: %1 = arith.extui %0 : i32 to i64"""

    __slots__ = ()

@irdl_op("arith.sitofp")
class SIToFPOp(CastOp):
    """``arith.sitofp``: elementwise cast.  Example: %1 = arith.sitofp %0 : i32 to f32"""

    __slots__ = ()

@irdl_op("arith.uitofp")
class UIToFPOp(CastOp):
    """``arith.uitofp``: elementwise cast.  Example: %1 = arith.uitofp %0 : i32 to f32"""

    __slots__ = ()

@irdl_op("arith.fptosi")
class FPToSIOp(CastOp):
    """``arith.fptosi``: elementwise cast.  Example: %1 = arith.fptosi %0 : f32 to i32"""

    __slots__ = ()

@irdl_op("arith.fptoui")
class FPToUIOp(CastOp):
    """``arith.fptoui``: elementwise cast.  Example: %1 = arith.fptoui %0 : f32 to i32"""

    __slots__ = ()

@irdl_op("arith.bitcast")
class BitcastOp(CastOp):
    """``arith.bitcast``: elementwise cast.  Example: %1 = arith.bitcast %0 : f32 to i32"""

    __slots__ = ()

@irdl_op("arith.index_cast")
class IndexCastOp(CastOp):
    """``arith.index_cast``: elementwise cast.  Example: %1 = arith.index_cast %0 : i32 to index"""

    __slots__ = ()

@irdl_op("arith.index_castui")
class IndexCastUIOp(CastOp):
    """``arith.index_castui``: elementwise cast.  Example: %1 = arith.index_castui %0 : i32 to index"""

    __slots__ = ()

@irdl_op("arith.trunci")
class TruncIOp(CastOpWithOverflowFlags):
    """``arith.trunci``: elementwise cast.  Example: %1 = arith.trunci %0 overflow<nsw> : i64 to i32"""

    __slots__ = ()

@irdl_op("arith.extf")
class ExtFOp(CastOpWithFastMath):
    """``arith.extf``: elementwise cast.  Example: %1 = arith.extf %0 : f16 to f32"""

    __slots__ = ()

@irdl_op("arith.truncf")
class TruncFOp(CastOpWithRoundingMode):
    """``arith.truncf``: elementwise cast.  Example: %1 = arith.truncf %0 to_nearest_even : f32 to f16"""

    __slots__ = ()



@irdl_op("arith.scaling_extf")
class ScalingExtFOp(CastOpInterface, Op):
    """Scaled extension.  Example: %2 = arith.scaling_extf %0, %1 : f8E4M3FN, f8E8M0FNU to f32"""

    __slots__ = ()
    in_ = operand(FloatLike)
    scale = operand(FloatLike)
    fastmath = opt_attr(FASTMATH)
    out = result(FloatLike)
    format = ("$in_ `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale)"
              " `to` type($out)")
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape())


@irdl_op("arith.scaling_truncf")
class ScalingTruncFOp(CastOpInterface, Op):
    """Scaled truncation.  Example: %2 = arith.scaling_truncf %0, %1 : f32, f8E8M0FNU to f8E4M3FN"""

    __slots__ = ()
    in_ = operand(FloatLike)
    scale = operand(FloatLike)
    roundingmode = attr(enum=ROUNDING_MODES, storage=T.i32, optional=True)
    fastmath = opt_attr(FASTMATH)
    out = result(FloatLike)
    format = ("$in_ `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_)"
              " `,` type($scale) `to` type($out)")
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape())



# -- comparisons ---------------------------------------------------------------------
def _infer_cmp(cls, operands, attributes, regions):
    return [i1_same_shape(operands[0].type)]


@irdl_op("arith.cmpi")
class CmpIOp(InferTypeOpInterface, Op):
    """Example: %2 = arith.cmpi slt, %0, %1 : tensor<128xi32>"""

    predicate = attr(enum=CMPI_PREDICATES, storage=T.i64)
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    result = result(BoolLike)
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    traits = (Pure(), Elementwise(), SameTypeOperands())
    type_rules = {"rhs": lambda k, st: k["lhs"]}
    infer_result_types = classmethod(_infer_cmp)


@irdl_op("arith.cmpf")
class CmpFOp(InferTypeOpInterface, Op):
    """Example: %2 = arith.cmpf olt, %0, %1 : f32"""

    predicate = attr(enum=CMPF_PREDICATES, storage=T.i64)
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    fastmath = _fastmath()
    result = result(BoolLike)
    format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"
    traits = (Pure(), Elementwise(), SameTypeOperands())
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
    traits = (Pure(), Elementwise())

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
