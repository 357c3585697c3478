"""The arith dialect (mlir/include/mlir/Dialect/Arith/IR/ArithOps.td, with the
attributes of ArithBase.td: ``#arith.fastmath<...>`` and ``#arith.overflow<...>``).

Formats are ArithOps.td's: integer ops with overflow flags print
``overflow<nsw>``, float ops ``fastmath<fast>`` (both omitted when ``none``,
their default).  ``arith.constant`` and ``arith.select`` are written by hand.
"""

from __future__ import annotations

import math

from pyopt.ir.constraints import Constraint, dialect_attr
# MLIR's own constraints (ArithOps.td), not Triton's: "signless-integer-like" ...
from pyopt.ir.constraints import MLIRBoolLike as BoolLike, MLIRFloatLike as FloatLike
from pyopt.ir.constraints import SignlessFixedWidthIntegerLike, SignlessIntegerOrIndexLike as IntLike
from pyopt.ir.constraints import SignlessNonZeroBitwidthIntegerLike
from pyopt.ir.opdef import Op, attr, irdl_op, operand, opt_attr, result
from pyopt.ir.attrdef import UINT, AttrBodyError, AttrDef, Param
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import i1_same_shape
from pyopt.ir.traits import (
    NOT_SPECULATABLE, SPECULATABLE, AllTypesMatch, Commutative, ConditionallySpeculatable, ConstantLike,
    Elementwise, Idempotent, NoMemoryEffect, Pure, SameOperandsAndResultShape, SameOperandsAndResultType,
    SameTypeOperands,
)
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir.interfaces import CastOpInterface, InferIntRangeInterface, InferTypeOpInterface
from pyopt.ir import int_range as IR
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir import common_folders as C
from pyopt.ir import floats as F
from pyopt.ir.common_folders import IN_PLACE
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.dialects.ub.ops import materialize_constant as ub_materialize_constant


# ---------------------------------------------------------------------------
# Bit-enum attributes
# ---------------------------------------------------------------------------
class BitEnumAttr(AttrDef):
    """A dialect bit-enum attribute (``#arith.fastmath<nnan,ninf>``; ODS's
    ``BitEnumAttr`` with its ``<keyword, ...>`` assembly form): the set bits,
    printed in bit order with the enum's separator; ``none`` for 0 and the
    all-bits keyword (``fast``) when it has one."""

    parameters = (Param("bits", kind=UINT),)
    assembly = "params"
    FLAGS: tuple = ()  # (keyword, bit) in printing order
    ALL: str | None = None
    SEP = ","

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
    def parse_payload(cls, payload):
        """The keywords of ``<nnan, ninf>`` (each a key without a value)."""
        words = []
        for key, value in payload:
            if not isinstance(value, A.UnitAttr):
                raise AttrBodyError(f"'{key}' is not a flag")
            words.append(key)
        try:
            return cls.of(*words)
        except KeyError as e:
            raise AttrBodyError(f"unknown flag {e}") from None

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


FASTMATH = dialect_attr("#arith.fastmath", "Floating point fast math flags")
OVERFLOW = dialect_attr("#arith.overflow", "Integer overflow arith flags")
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
class ConstantOp(InferIntRangeInterface, Op):
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
        return p.attr_dict(self, frozenset({"value"})) + " " + p.attr(self.attr_dict["value"])

    def asm_result_names(self):
        v = self.attr_dict.get("value")
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

    verify_types_and_attrs_only = True

    def verify_(self):
        t = _attr_type(self.attributes.get("value"))
        if t is not None and t != self.results[0].type:
            return "value type must match result type"
        return None

    def fold(self, constants):
        """``ConstantOp::fold``: the value attribute."""
        return [self.attributes["value"]]

    @classmethod
    def materialize(cls, builder, attr, type, loc):
        """``arith::ConstantOp::materialize``: an ``arith.constant`` of
        ``type`` holding ``attr``, or None when ``isBuildableWith`` fails."""
        if C.attr_type(attr) != type:
            return None
        if isinstance(type, T.IntegerType) and type.signedness:
            return None
        if not isinstance(attr, (A.IntegerAttr, A.BoolAttr, A.FloatAttr, A.DenseElementsAttr)):
            return None
        return builder.create("arith.constant", [], [type], {"value": attr}, loc=loc)

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``ConstantOp::inferResultRanges``: an integer (or bool) constant, or
        the union of a dense integer constant's elements; nothing for others."""
        v = self.attributes.get("value")
        width = IR.storage_bitwidth(self.results[0].type)
        if isinstance(v, A.BoolAttr):
            return [IR.ConstantIntRanges.constant(int(v.value), 1)]
        if isinstance(v, A.IntegerAttr):
            return [IR.ConstantIntRanges.constant(v.value, width)]
        if isinstance(v, A.DenseElementsAttr) and isinstance(
                v.type.element_type(), (T.IntegerType, T.IndexType)):
            vals = C.elements(v) if not (v.splat and v.hex is None) else [int(v.values[0])]
            if vals:
                out = None
                for x in dict.fromkeys(vals):
                    r = IR.ConstantIntRanges.constant(x, width)
                    out = r if out is None else out.range_union(r)
                return [out]
        return [None]


def _attr_type(a):
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        return a.type
    if isinstance(a, A.BoolAttr):
        return T.i1
    if isinstance(a, A.DenseElementsAttr):
        return a.type
    return getattr(a, "type", None)


# -- binary ops (ArithOps.td: Arith_IntBinaryOp, Arith_FloatBinaryOp) ----------------
class IntBinaryOp(InferIntRangeInterface, Op):
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

    def fold(self, constants):
        lhs, rhs = self.operand(0), self.operand(1)
        if C.m_zero(constants[1]):  # addi(x, 0) -> x
            return [lhs]
        sub = _def(lhs, SubIOp)  # addi(subi(a, b), b) -> a
        if sub is not None and rhs is sub.operand(1):
            return [sub.operand(0)]
        sub = _def(rhs, SubIOp)  # addi(b, subi(a, b)) -> a
        if sub is not None and lhs is sub.operand(1):
            return [sub.operand(0)]
        r = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a + b))
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::AddIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import addi_patterns

        return addi_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``AddIOp::inferResultRanges``."""
        return [IR.infer_add(arg_ranges, _overflow_flags(self))]


@irdl_op("arith.subi")
class SubIOp(IntBinaryOpWithOverflowFlags):
    """``arith.subi``.  Example: %2 = arith.subi %0, %1 overflow<nsw> : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        lhs, rhs = self.operand(0), self.operand(1)
        t = self.result.type
        if lhs is rhs:  # subi(x, x) -> 0
            return [C.zero_attr(t)]
        if C.m_zero(constants[1]):  # subi(x, 0) -> x
            return [lhs]
        add = _def(lhs, AddIOp)
        if add is not None:
            if rhs is add.operand(1):  # subi(addi(a, b), b) -> a
                return [add.operand(0)]
            if rhs is add.operand(0):  # subi(addi(a, b), a) -> b
                return [add.operand(1)]
        r = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a - b))
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::SubIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import subi_patterns

        return subi_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``SubIOp::inferResultRanges``."""
        return [IR.infer_sub(arg_ranges, _overflow_flags(self))]


@irdl_op("arith.muli")
class MulIOp(IntBinaryOpWithOverflowFlags):
    """``arith.muli``.  Example: %2 = arith.muli %0, %1 overflow<nsw> : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        if C.m_zero(constants[1]):  # muli(x, 0) -> 0
            return [self.operand(1)]
        if C.m_one(constants[1]):  # muli(x, 1) -> x
            return [self.operand(0)]
        r = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a * b))
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::MulIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import muli_patterns

        return muli_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``MulIOp::inferResultRanges``."""
        return [IR.infer_mul(arg_ranges, _overflow_flags(self))]


@irdl_op("arith.shli")
class ShLIOp(IntBinaryOpWithOverflowFlags):
    """``arith.shli``.  Example: %2 = arith.shli %0, %1 overflow<nsw> : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        return _fold_shift(self, constants, lambda a, s, w: a << s)

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``ShLIOp::inferResultRanges``."""
        return [IR.infer_shl(arg_ranges, _overflow_flags(self))]


def _without_zero_u(divisor) -> bool:
    """``m_IntRangeWithoutZeroU``: the divisor's range (:func:`common_folders.constant_int_range`)
    holds no zero, read unsigned."""
    r = C.constant_int_range(divisor)
    return r is not None and r.umin > 0


def _without_zero_s(divisor) -> bool:
    """``m_IntRangeWithoutZeroS``: the divisor's signed range holds no zero."""
    r = C.constant_int_range(divisor)
    return r is not None and (r.smin > 0 or r.smax < 0)


def _without_neg_one_s(divisor) -> bool:
    """``m_IntRangeWithoutNegOneS``: the divisor's signed range holds no -1."""
    r = C.constant_int_range(divisor)
    return r is not None and (r.smin > -1 or r.smax < -1)


def div_ui_speculatability(divisor) -> str:
    """``getDivUISpeculatability``: x / 0 is undefined, so only a divisor known not
    to be zero (unsigned) lets the op be speculated."""
    return SPECULATABLE if _without_zero_u(divisor) else NOT_SPECULATABLE


def div_si_speculatability(divisor) -> str:
    """``getDivSISpeculatability``: x / 0 and INT_MIN / -1 are undefined: the divisor's
    signed range must hold neither 0 nor -1."""
    return SPECULATABLE if _without_zero_s(divisor) and _without_neg_one_s(divisor) else NOT_SPECULATABLE


#: Whether arith.remsi and arith.remui are conditionally speculatable (before: Pure).
REMAINDER_SPECULATION = Versioned(
    False, Since((3, 8), True, "llvm/llvm-project#188263 (in the LLVM of Triton 3.8.0): arith.remsi and "
                 "arith.remui are conditionally speculatable, not Pure: a divisor that may be zero is not speculated"),
    name="arith.remsi/remui: conditionally speculatable")


@irdl_op("arith.divsi")
class DivSIOp(IntBinaryOp):
    """``arith.divsi``.  Example: %2 = arith.divsi %0, %1 : i32"""

    __slots__ = ()
    traits = (NoMemoryEffect(), ConditionallySpeculatable(), Elementwise(), SameOperandsAndResultType())

    def get_speculatability(self) -> str:
        """``DivSIOp::getSpeculatability``."""
        return div_si_speculatability(self.operand(1))

    def fold(self, constants):
        if C.m_one(constants[1]):
            return [self.operand(0)]
        v = _fold_div_mul(self.operand(0), self.operand(1), 1)
        if v is not None:
            return [v]
        bad = _Flag()

        def calc(a, b, t):
            w = _w(t)
            a, b = C.signed(a, w), C.signed(b, w)
            if bad.set or b == 0:
                bad.set = True
                return a
            if a == -(1 << (w - 1)) and b == -1:  # sdiv_ov overflow
                bad.set = True
            return IR.sdiv(a, b)

        r = C.const_fold_binary(constants, "int", calc)
        return None if bad.set or r is None else [r]

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``DivSIOp::inferResultRanges``."""
        return [IR.infer_div_s(arg_ranges)]


@irdl_op("arith.divui")
class DivUIOp(IntBinaryOp):
    """``arith.divui``.  Example: %2 = arith.divui %0, %1 : i32"""

    __slots__ = ()
    traits = (NoMemoryEffect(), ConditionallySpeculatable(), Elementwise(), SameOperandsAndResultType())

    def get_speculatability(self) -> str:
        """``DivUIOp::getSpeculatability``."""
        return div_ui_speculatability(self.operand(1))

    def fold(self, constants):
        if C.m_one(constants[1]):
            return [self.operand(0)]
        v = _fold_div_mul(self.operand(0), self.operand(1), 2)
        if v is not None:
            return [v]
        div0 = _Flag()

        def calc(a, b, t):
            w = _w(t)
            if div0.set or C.unsigned(b, w) == 0:
                div0.set = True
                return a
            return C.unsigned(a, w) // C.unsigned(b, w)

        r = C.const_fold_binary(constants, "int", calc)
        return None if div0.set or r is None else [r]

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``DivUIOp::inferResultRanges``."""
        return [IR.infer_div_u(arg_ranges)]


@irdl_op("arith.remsi")
class RemSIOp(IntBinaryOp):
    """``arith.remsi``.  Example: %2 = arith.remsi %0, %1 : i32"""

    __slots__ = ()
    traits = (NoMemoryEffect(), ConditionallySpeculatable(), Elementwise(), SameOperandsAndResultType())

    def get_speculatability(self) -> str:
        """``RemSIOp::getSpeculatability`` (a release rule: Pure before, :data:`REMAINDER_SPECULATION`):
        x % 0 is undefined, so the divisor's signed range must hold no zero."""
        if not resolve(REMAINDER_SPECULATION):
            return SPECULATABLE
        return SPECULATABLE if _without_zero_s(self.operand(1)) else NOT_SPECULATABLE

    def fold(self, constants):
        if C.m_one(constants[1]):  # remsi(x, 1) -> 0
            return [C.zero_attr(self.result.type)]
        div0 = _Flag()

        def calc(a, b, t):
            w = _w(t)
            a, b = C.signed(a, w), C.signed(b, w)
            if div0.set or b == 0:
                div0.set = True
                return a
            return IR.srem(a, b)

        r = C.const_fold_binary(constants, "int", calc)
        return None if div0.set or r is None else [r]

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``RemSIOp::inferResultRanges``."""
        return [IR.infer_rem_s(arg_ranges)]


@irdl_op("arith.remui")
class RemUIOp(IntBinaryOp):
    """``arith.remui``.  Example: %2 = arith.remui %0, %1 : i32"""

    __slots__ = ()
    traits = (NoMemoryEffect(), ConditionallySpeculatable(), Elementwise(), SameOperandsAndResultType())

    def get_speculatability(self) -> str:
        """``RemUIOp::getSpeculatability`` (a release rule: Pure before, :data:`REMAINDER_SPECULATION`)."""
        if not resolve(REMAINDER_SPECULATION):
            return SPECULATABLE
        return div_ui_speculatability(self.operand(1))

    def fold(self, constants):
        if C.m_one(constants[1]):  # remui(x, 1) -> 0
            return [C.zero_attr(self.result.type)]
        div0 = _Flag()

        def calc(a, b, t):
            w = _w(t)
            if div0.set or C.unsigned(b, w) == 0:
                div0.set = True
                return a
            return C.unsigned(a, w) % C.unsigned(b, w)

        r = C.const_fold_binary(constants, "int", calc)
        return None if div0.set or r is None else [r]

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``RemUIOp::inferResultRanges``."""
        return [IR.infer_rem_u(arg_ranges)]


@irdl_op("arith.andi")
class AndIOp(IntBinaryOp):
    """``arith.andi``.  Example: %2 = arith.andi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative(), Idempotent())

    def fold(self, constants):
        lhs, rhs = self.operand(0), self.operand(1)
        if C.m_zero(constants[1]):  # and(x, 0) -> 0
            return [rhs]
        if C.m_all_ones(constants[1]):  # and(x, allOnes) -> x
            return [lhs]
        if _is_not_of(rhs, lhs) or _is_not_of(lhs, rhs):  # and(x, not(x)) -> 0
            return [C.zero_attr(self.result.type)]
        for prev_v, other in ((lhs, rhs), (rhs, lhs)):  # and(a, and(a, b)) -> and(a, b)
            prev = _def(prev_v, AndIOp)
            if prev is not None and (other is prev.operand(0) or other is prev.operand(1)):
                return [prev.result]
        r = C.const_fold_binary(constants, "int", lambda a, b, t: a & b)
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::AndIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import andi_patterns

        return andi_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``AndIOp::inferResultRanges``."""
        return [IR.infer_and(arg_ranges)]


@irdl_op("arith.ori")
class OrIOp(IntBinaryOp):
    """``arith.ori``.  Example: %2 = arith.ori %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative(), Idempotent())

    def fold(self, constants):
        lhs, rhs = self.operand(0), self.operand(1)
        v = C.const_int(constants[1])
        if v is not None:
            if v == 0:  # or(x, 0) -> x
                return [lhs]
            if C.m_all_ones(constants[1]):  # or(x, allOnes) -> allOnes
                return [constants[1]]
        if _is_not_of(rhs, lhs):  # or(x, xor(x, 1)) -> 1
            return [rhs.defining_op.operand(1)]
        if _is_not_of(lhs, rhs):  # or(xor(x, 1), x) -> 1
            return [lhs.defining_op.operand(1)]
        r = C.const_fold_binary(constants, "int", lambda a, b, t: a | b)
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::OrIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import ori_patterns

        return ori_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``OrIOp::inferResultRanges``."""
        return [IR.infer_or(arg_ranges)]


@irdl_op("arith.xori")
class XOrIOp(IntBinaryOp):
    """``arith.xori``.  Example: %2 = arith.xori %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        lhs, rhs = self.operand(0), self.operand(1)
        if C.m_zero(constants[1]):  # xor(x, 0) -> x
            return [lhs]
        if lhs is rhs:  # xor(x, x) -> 0
            return [C.zero_attr(self.result.type)]
        prev = _def(lhs, XOrIOp)
        if prev is not None:
            if prev.operand(1) is rhs:  # xor(xor(x, a), a) -> x
                return [prev.operand(0)]
            if prev.operand(0) is rhs:  # xor(xor(a, x), a) -> x
                return [prev.operand(1)]
        prev = _def(rhs, XOrIOp)
        if prev is not None:
            if prev.operand(1) is lhs:  # xor(a, xor(x, a)) -> x
                return [prev.operand(0)]
            if prev.operand(0) is lhs:  # xor(a, xor(a, x)) -> x
                return [prev.operand(1)]
        r = C.const_fold_binary(constants, "int", lambda a, b, t: a ^ b)
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::XOrIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import xori_patterns

        return xori_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``XOrIOp::inferResultRanges``."""
        return [IR.infer_xor(arg_ranges)]


@irdl_op("arith.shrsi")
class ShRSIOp(IntBinaryOp):
    """``arith.shrsi``.  Example: %2 = arith.shrsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        return _fold_shift(self, constants, lambda a, s, w: C.signed(a, w) >> s)

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``ShRSIOp::inferResultRanges``."""
        return [IR.infer_shr_s(arg_ranges)]


@irdl_op("arith.shrui")
class ShRUIOp(IntBinaryOp):
    """``arith.shrui``.  Example: %2 = arith.shrui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        return _fold_shift(self, constants, lambda a, s, w: C.unsigned(a, w) >> s)

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``ShRUIOp::inferResultRanges``."""
        return [IR.infer_shr_u(arg_ranges)]


@irdl_op("arith.maxsi")
class MaxSIOp(IntBinaryOp):
    """``arith.maxsi``.  Example: %2 = arith.maxsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_int_minmax(
            self, constants, lambda a, b, w: max(C.signed(a, w), C.signed(b, w)),
            lambda v, w: C.signed(v, w) == _smax(w), lambda v, w: C.signed(v, w) == _smin(w))

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``MaxSIOp::inferResultRanges``."""
        return [IR.infer_max_s(arg_ranges)]


@irdl_op("arith.maxui")
class MaxUIOp(IntBinaryOp):
    """``arith.maxui``.  Example: %2 = arith.maxui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_int_minmax(
            self, constants, lambda a, b, w: max(C.unsigned(a, w), C.unsigned(b, w)),
            lambda v, w: C.unsigned(v, w) == (1 << w) - 1, lambda v, w: C.unsigned(v, w) == 0)

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``MaxUIOp::inferResultRanges``."""
        return [IR.infer_max_u(arg_ranges)]


@irdl_op("arith.minsi")
class MinSIOp(IntBinaryOp):
    """``arith.minsi``.  Example: %2 = arith.minsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_int_minmax(
            self, constants, lambda a, b, w: min(C.signed(a, w), C.signed(b, w)),
            lambda v, w: C.signed(v, w) == _smin(w), lambda v, w: C.signed(v, w) == _smax(w))

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``MinSIOp::inferResultRanges``."""
        return [IR.infer_min_s(arg_ranges)]


@irdl_op("arith.minui")
class MinUIOp(IntBinaryOp):
    """``arith.minui``.  Example: %2 = arith.minui %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_int_minmax(
            self, constants, lambda a, b, w: min(C.unsigned(a, w), C.unsigned(b, w)),
            lambda v, w: C.unsigned(v, w) == 0, lambda v, w: C.unsigned(v, w) == (1 << w) - 1)

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``MinUIOp::inferResultRanges``."""
        return [IR.infer_min_u(arg_ranges)]


@irdl_op("arith.ceildivsi")
class CeilDivSIOp(IntBinaryOp):
    """``arith.ceildivsi``.  Example: %2 = arith.ceildivsi %0, %1 : i32"""

    __slots__ = ()
    traits = (NoMemoryEffect(), ConditionallySpeculatable(), Elementwise(), SameOperandsAndResultType())

    def get_speculatability(self) -> str:
        """``CeilDivSIOp::getSpeculatability``."""
        return div_si_speculatability(self.operand(1))

    def fold(self, constants):
        if C.m_one(constants[1]):
            return [self.operand(0)]
        bad = _Flag()

        def calc(a, b, t):
            w = _w(t)
            a, b = C.signed(a, w), C.signed(b, w)
            lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
            if bad.set or b == 0:
                bad.set = True
                return a
            if a == 0:
                return a
            if a > 0 and b > 0:
                return _signed_ceil_nonneg(a, b, w, bad)
            f = _Flag()
            if a <= 0 and b <= 0:  # ceil(-a, -b)
                pa, pb = -a, -b
                if not lo <= pa <= hi or not lo <= pb <= hi:
                    f.set = True
                res = _signed_ceil_nonneg(C.signed(pa, w), C.signed(pb, w), w, f)
                bad.set = f.set
                return res
            if a <= 0 < b:  # -(-a / b)
                pa = -a
                if not lo <= pa <= hi:
                    f.set = True
                pa = C.signed(pa, w)
                if pa == lo and b == -1:
                    f.set = True
                res = -C.signed(IR.sdiv(pa, b), w)
                if not lo <= res <= hi:
                    f.set = True
                bad.set = f.set
                return C.signed(res, w)
            pb = -b  # -(a / -b)
            if not lo <= pb <= hi:
                f.set = True
            pb = C.signed(pb, w)
            if a == lo and pb == -1:
                f.set = True
            res = -C.signed(IR.sdiv(a, pb), w)
            if not lo <= res <= hi:
                f.set = True
            bad.set = f.set
            return C.signed(res, w)

        r = C.const_fold_binary(constants, "int", calc)
        return None if bad.set or r is None else [r]

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``CeilDivSIOp::inferResultRanges``."""
        return [IR.infer_ceil_div_s(arg_ranges)]


@irdl_op("arith.ceildivui")
class CeilDivUIOp(IntBinaryOp):
    """``arith.ceildivui``.  Example: %2 = arith.ceildivui %0, %1 : i32"""

    __slots__ = ()
    traits = (NoMemoryEffect(), ConditionallySpeculatable(), Elementwise(), SameOperandsAndResultType())

    def get_speculatability(self) -> str:
        """``CeilDivUIOp::getSpeculatability``."""
        return div_ui_speculatability(self.operand(1))

    def fold(self, constants):
        if C.m_one(constants[1]):
            return [self.operand(0)]
        bad = _Flag()

        def calc(a, b, t):
            w = _w(t)
            a, b = C.unsigned(a, w), C.unsigned(b, w)
            if bad.set or b == 0:
                bad.set = True
                return a
            q = a // b
            if a % b == 0:
                return q
            if q + 1 >= (1 << w):
                bad.set = True
            return q + 1

        r = C.const_fold_binary(constants, "int", calc)
        return None if bad.set or r is None else [r]

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``CeilDivUIOp::inferResultRanges``."""
        return [IR.infer_ceil_div_u(arg_ranges)]


@irdl_op("arith.floordivsi")
class FloorDivSIOp(IntBinaryOp):
    """``arith.floordivsi``.  Example: %2 = arith.floordivsi %0, %1 : i32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        if C.m_one(constants[1]):
            return [self.operand(0)]
        bad = _Flag()

        def calc(a, b, t):
            w = _w(t)
            a, b = C.signed(a, w), C.signed(b, w)
            if b == 0:
                bad.set = True
                return a
            # sfloordiv_ov assigns the flag: only the last element's overflow counts
            bad.set = a == -(1 << (w - 1)) and b == -1
            return a // b

        r = C.const_fold_binary(constants, "int", calc)
        return None if bad.set or r is None else [r]

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``FloorDivSIOp::inferResultRanges``."""
        return [IR.infer_floor_div_s(arg_ranges)]


@irdl_op("arith.addf")
class AddFOp(FloatBinaryOp):
    """``arith.addf``.  Example: %2 = arith.addf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        if C.m_neg_zero_float(constants[1]):  # addf(x, -0) -> x
            return [self.operand(0)]
        r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a + b))
        return None if r is None else [r]


@irdl_op("arith.subf")
class SubFOp(FloatBinaryOp):
    """``arith.subf``.  Example: %2 = arith.subf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        if C.m_pos_zero_float(constants[1]):  # subf(x, +0) -> x
            return [self.operand(0)]
        r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a - b))
        return None if r is None else [r]


@irdl_op("arith.mulf")
class MulFOp(FloatBinaryOp):
    """``arith.mulf``.  Example: %2 = arith.mulf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        if C.m_one_float(constants[1]):  # mulf(x, 1) -> x
            return [self.operand(0)]
        r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a * b))
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::MulFOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import mulf_patterns

        return mulf_patterns()


@irdl_op("arith.divf")
class DivFOp(FloatBinaryOp):
    """``arith.divf``.  Example: %2 = arith.divf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        if C.m_one_float(constants[1]):  # divf(x, 1) -> x
            return [self.operand(0)]
        r = C.const_fold_binary(constants, "float", _fcalc(lambda a, b: a / b))
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::DivFOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import divf_patterns

        return divf_patterns()


@irdl_op("arith.remf")
class RemFOp(FloatBinaryOp):
    """``arith.remf``.  Example: %2 = arith.remf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        def mod(a, b, t):
            name = t.name
            if C.is_nan_bits(a, name):
                return C.quiet_nan_bits(a, name)
            if C.is_nan_bits(b, name):
                return C.quiet_nan_bits(b, name)
            x, y = F.bits_to_float(a, name), F.bits_to_float(b, name)
            if math.isinf(x) or y == 0.0:
                return C.default_nan_bits(name)
            if math.isinf(y):
                return a
            return F.float_to_bits(math.fmod(x, y), name)

        r = C.const_fold_binary(constants, "float", mod)
        return None if r is None else [r]


@irdl_op("arith.maximumf")
class MaximumFOp(FloatBinaryOp):
    """``arith.maximumf``.  Example: %2 = arith.maximumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_float_minmax(self, constants, _maximum, C.m_neg_inf_float)


@irdl_op("arith.minimumf")
class MinimumFOp(FloatBinaryOp):
    """``arith.minimumf``.  Example: %2 = arith.minimumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_float_minmax(self, constants, _minimum, C.m_pos_inf_float)


@irdl_op("arith.maxnumf")
class MaxNumFOp(FloatBinaryOp):
    """``arith.maxnumf``.  Example: %2 = arith.maxnumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_float_minmax(self, constants, _maxnum, C.m_nan_float)


@irdl_op("arith.minnumf")
class MinNumFOp(FloatBinaryOp):
    """``arith.minnumf``.  Example: %2 = arith.minnumf %0, %1 fastmath<fast> : f32"""

    __slots__ = ()
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())

    def fold(self, constants):
        return _fold_float_minmax(self, constants, _minnum, C.m_nan_float)


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

    def fold(self, constants):
        return _fold_mul_extended(
            self, constants, lambda a, b, w: (C.signed(a, w) * C.signed(b, w)) >> w, False)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::MulSIExtendedOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import mulsi_extended_patterns

        return mulsi_extended_patterns()


@irdl_op("arith.mului_extended")
class MulUIExtendedOp(MulSIExtendedOp):
    """Full-width unsigned multiply.  Example: %low, %high = arith.mului_extended %0, %1 : i32"""

    __slots__ = ()

    def fold(self, constants):
        return _fold_mul_extended(
            self, constants, lambda a, b, w: (C.unsigned(a, w) * C.unsigned(b, w)) >> w, True)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::MulUIExtendedOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import mului_extended_patterns

        return mului_extended_patterns()


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

    def fold(self, constants):
        overflow_t = self.results[1].type
        if C.m_zero(C.value_constant(self.operand(1))):  # addui_extended(x, 0) -> x, false
            return [self.operand(0), C.zero_attr(overflow_t)]
        total = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a + b))
        if total is None or C.attr_type(total) is None:
            return None

        def carry(s, a, t):
            w = _w(t)
            return int(C.unsigned(s, w) < C.unsigned(a, w))

        over = C.const_fold_binary([total, constants[0]], "int", carry,
                                   result_type=C.i1_same_shape(C.attr_type(total)), poison=False)
        if over is None:
            return None
        return [total, over]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::AddUIExtendedOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import addui_extended_patterns

        return addui_extended_patterns()


@irdl_op("arith.subui_extended")
class SubUIExtendedOp(Op):
    """Subtract with borrow out (the MLIR of Triton 3.8 on).
    Example: %diff, %borrow = arith.subui_extended %0, %1 : i32, i1"""

    __slots__ = ()
    lhs = operand(SignlessNonZeroBitwidthIntegerLike)
    rhs = operand(SignlessNonZeroBitwidthIntegerLike)
    diff = result(SignlessNonZeroBitwidthIntegerLike)
    borrow = result(BoolLike)
    format = "$lhs `,` $rhs attr-dict `:` type($diff) `,` type($borrow)"
    traits = (AllTypesMatch("lhs", "rhs", "diff"), Pure(), Elementwise())
    type_rules = {"lhs": lambda k, st: k["diff"], "rhs": lambda k, st: k["diff"]}

    def asm_result_names(self):
        return [(self.results[0], "diff"), (self.results[1], "borrow")]

    def fold(self, constants):
        """``x - 0 -> x, false``; ``x - x -> 0, false``; constants (the borrow:
        ``lhs < rhs`` unsigned).  Read from Triton 3.9.0's canonicalizer."""
        borrow_t = self.results[1].type
        if C.m_zero(C.value_constant(self.operand(1))):
            return [self.operand(0), C.zero_attr(borrow_t)]
        if self.operand(0) is self.operand(1):
            return [C.zero_attr(self.results[0].type), C.zero_attr(borrow_t)]
        diff = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a - b))
        if diff is None or C.attr_type(diff) is None:
            return None

        def borrow(a, b, t):
            w = _w(t)
            return int(C.unsigned(a, w) < C.unsigned(b, w))

        under = C.const_fold_binary(constants, "int", borrow,
                                    result_type=C.i1_same_shape(C.attr_type(diff)), poison=False)
        if under is None:
            return None
        return [diff, under]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``subui_extended`` whose borrow is unused is a ``subi``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import subui_extended_patterns

        return subui_extended_patterns()


@irdl_op("arith.flush_denormals")
class FlushDenormalsOp(Op):
    """Flush denormal floats to zero, keeping the sign (the MLIR of Triton 3.8
    on; idempotent).  Example: %1 = arith.flush_denormals %0 : tensor<128xf32>"""

    __slots__ = ()
    operand_ = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType(), Idempotent())

    def fold(self, constants):
        """A constant: a denormal becomes the zero of its sign, others stay
        (read from Triton 3.9.0's canonicalizer)."""
        def flush(bits, t):
            fmt = F.get_format(t.name)
            exponent = (bits >> fmt.exp_shift) & ((1 << fmt.exp_bits) - 1)
            if fmt.has_subnormals and exponent == 0 and bits & ((1 << fmt.man_bits) - 1):
                return bits & (1 << (fmt.width - 1)) if fmt.signed else 0
            return bits

        r = C.const_fold_unary(constants, "float", flush)
        return None if r is None else [r]


@irdl_op("arith.negf")
class NegFOp(Op):
    """Float negation.  Example: %1 = arith.negf %0 : f32"""

    __slots__ = ()
    operand_ = operand(FloatLike)
    fastmath = attr(FASTMATH, default=FASTMATH_NONE)
    result = result(FloatLike)
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultType())

    def fold(self, constants):
        inner = _def(self.operand(0), NegFOp)  # negf(negf(x)) -> x
        if inner is not None:
            return [inner.operand(0)]

        def neg(bits, t):
            fmt = F.get_format(t.name)
            if not fmt.signed:
                return None
            return bits ^ (1 << (fmt.width - 1))

        r = C.const_fold_unary(constants, "float", neg)
        return None if r is None else [r]


# -- casts (ArithOps.td: Arith_CastOp and its families) ------------------------------
class CastOp(CastOpInterface, Op):
    """Arith_CastOp: one operand, one result of the same shape.  A cast
    family gives the constraints of its operand and result (``IN``, ``OUT``)
    and ``COMPATIBLE(in_elem, out_elem)``, its ``areCastCompatible`` on the
    element types."""

    __slots__ = ()
    in_ = operand()
    out = result()
    format = "$in_ attr-dict `:` type($in_) `to` type($out)"
    traits = (Pure(), Elementwise(), SameOperandsAndResultShape())
    IN = None
    OUT = None
    COMPATIBLE = None

    verify_types_and_attrs_only = True

    def verify_(self):
        """The ODS constraints of the family, then ``CastOpInterface``'s
        verifier: the types must be cast compatible."""
        src, dst = self.operand(0).type, self.result.type
        if self.IN is not None and not self.IN(src):
            return f"operand #0 must be {self.IN.name}, but got '{src}'"
        if self.OUT is not None and not self.OUT(dst):
            return f"result #0 must be {self.OUT.name}, but got '{dst}'"
        compatible = type(self).COMPATIBLE
        if compatible is not None and not compatible(src.element_type(), dst.element_type()):
            return f"operand type '{src}' and result type '{dst}' are cast incompatible"
        return None


def _width(t) -> int:
    return getattr(t, "width", None) or getattr(t, "bitwidth", 0) or 0


def _int_to_int(cmp):
    return staticmethod(lambda a, b: isinstance(a, T.IntegerType) and isinstance(b, T.IntegerType)
                        and cmp(_width(b), _width(a)))


def _float_to_float(cmp):
    return staticmethod(lambda a, b: isinstance(a, T.FloatType) and isinstance(b, T.FloatType)
                        and cmp(_width(b), _width(a)))


_INT_TO_FLOAT = staticmethod(lambda a, b: isinstance(a, T.IntegerType) and isinstance(b, T.FloatType))
_FLOAT_TO_INT = staticmethod(lambda a, b: isinstance(a, T.FloatType) and isinstance(b, T.IntegerType))
_INDEX_CAST = staticmethod(lambda a, b: (isinstance(a, T.IndexType) and isinstance(b, T.IntegerType))
                           or (isinstance(a, T.IntegerType) and isinstance(b, T.IndexType)))
_SAME_WIDTH = staticmethod(lambda a, b: isinstance(a, (T.IntegerType, T.FloatType))
                           and isinstance(b, (T.IntegerType, T.FloatType)) and _width(a) == _width(b))
IndexCastTypeConstraint = Constraint("signless-integer-like or memref of signless-integer",
                                     IntLike.pred)


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
class ExtSIOp(InferIntRangeInterface, CastOp):
    """``arith.extsi``: elementwise cast.  Example: %1 = arith.extsi %0 : i32 to i64"""

    IN = OUT = SignlessFixedWidthIntegerLike
    COMPATIBLE = _int_to_int(lambda w_out, w_in: w_out > w_in)

    __slots__ = ()

    def fold(self, constants):
        return _fold_ext(self, constants, False)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::ExtSIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import extsi_patterns

        return extsi_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``ExtSIOp::inferResultRanges``."""
        return [IR.ext_si_range(arg_ranges[0], IR.storage_bitwidth(self.results[0].type))]


@irdl_op("arith.extui")
class ExtUIOp(InferIntRangeInterface, CastOp):
    """``arith.extui``: elementwise cast.  Example: %1 = arith.extui %0 : i32 to i64"""

    IN = OUT = SignlessFixedWidthIntegerLike
    COMPATIBLE = _int_to_int(lambda w_out, w_in: w_out > w_in)

    __slots__ = ()

    def fold(self, constants):
        return _fold_ext(self, constants, True)

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``ExtUIOp::inferResultRanges``."""
        return [IR.ext_ui_range(arg_ranges[0], IR.storage_bitwidth(self.results[0].type))]


#: Whether ``sitofp``/``uitofp`` of an ``extsi``/``extui`` casts the narrower integer
#: directly (``SIToFPOfExtSI``, ``SIToFPOfExtUI``, ``UIToFPOfExtUI``).
ITOFP_OF_EXT = Versioned(False, Since((3, 8), True, "the LLVM of Triton 3.8.0 (upstream change not found): "
                                      "ArithCanonicalization.td has SIToFPOfExtSI, SIToFPOfExtUI and "
                                      "UIToFPOfExtUI (checked with the 3.7.1 and 3.8.0 wheels)"),
                         name="arith.sitofp/uitofp: casts of extensions")


@irdl_op("arith.sitofp")
class SIToFPOp(CastOp):
    """``arith.sitofp``: elementwise cast.  Example: %1 = arith.sitofp %0 : i32 to f32"""

    IN, OUT, COMPATIBLE = SignlessFixedWidthIntegerLike, FloatLike, _INT_TO_FLOAT
    __slots__ = ()

    def fold(self, constants):
        return _fold_int_to_fp(self, constants, True)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::SIToFPOp::getCanonicalizationPatterns`` (from 3.8: :data:`ITOFP_OF_EXT`)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import sitofp_patterns

        return sitofp_patterns()


@irdl_op("arith.uitofp")
class UIToFPOp(CastOp):
    """``arith.uitofp``: elementwise cast.  Example: %1 = arith.uitofp %0 : i32 to f32"""

    IN, OUT, COMPATIBLE = SignlessFixedWidthIntegerLike, FloatLike, _INT_TO_FLOAT
    __slots__ = ()

    def fold(self, constants):
        return _fold_int_to_fp(self, constants, False)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::UIToFPOp::getCanonicalizationPatterns`` (from 3.8: :data:`ITOFP_OF_EXT`)."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import uitofp_patterns

        return uitofp_patterns()


@irdl_op("arith.fptosi")
class FPToSIOp(CastOp):
    """``arith.fptosi``: elementwise cast.  Example: %1 = arith.fptosi %0 : f32 to i32"""

    IN, OUT, COMPATIBLE = FloatLike, SignlessFixedWidthIntegerLike, _FLOAT_TO_INT
    __slots__ = ()

    def fold(self, constants):
        return _fold_fp_to_int(self, constants, False)


@irdl_op("arith.fptoui")
class FPToUIOp(CastOp):
    """``arith.fptoui``: elementwise cast.  Example: %1 = arith.fptoui %0 : f32 to i32"""

    IN, OUT, COMPATIBLE = FloatLike, SignlessFixedWidthIntegerLike, _FLOAT_TO_INT
    __slots__ = ()

    def fold(self, constants):
        return _fold_fp_to_int(self, constants, True)


@irdl_op("arith.bitcast")
class BitcastOp(CastOp):
    """``arith.bitcast``: elementwise cast.  Example: %1 = arith.bitcast %0 : f32 to i32"""

    COMPATIBLE = _SAME_WIDTH

    __slots__ = ()

    def fold(self, constants):
        """``BitcastOp::fold``: reinterpret the bits of a constant; failing
        that, ``CastOpInterface``'s trait folder (``foldCastInterfaceOp``):
        a cast to the operand's own type is the operand."""
        r = self._fold_constant(constants)
        if r is None and self.operand(0).type == self.result.type:
            return [self.operand(0)]
        return r

    def _fold_constant(self, constants):
        x = constants[0]
        if x is None:
            return None
        res_t = self.result.type
        if isinstance(x, A.DenseElementsAttr):
            vals = C.elements(x)
            if vals is None:
                return None
            src_e, dst_e = _elem(x.type), _elem(res_t)
            if isinstance(src_e, T.FloatType):
                bits = vals
            else:
                bits = [C.unsigned(v, _w(src_e)) for v in vals]
            out = bits if isinstance(dst_e, T.FloatType) else [C.signed(b, _w(dst_e)) for b in bits]
            return [C.dense(x.type.with_element(dst_e), out)]
        if isinstance(res_t, (T.RankedTensorType, T.VectorType)):
            return None
        if isinstance(x, A.FloatAttr):
            bits = x.bits
        elif isinstance(x, (A.IntegerAttr, A.BoolAttr)):
            bits = C.unsigned(C.const_int(x), _w(C.attr_type(x)))
        else:
            return None
        if isinstance(res_t, T.FloatType):
            return [A.FloatAttr(bits, res_t)]
        return [C.int_attr(bits, res_t)]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::BitcastOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import bitcast_patterns

        return bitcast_patterns()


@irdl_op("arith.index_cast")
class IndexCastOp(InferIntRangeInterface, CastOp):
    """``arith.index_cast``: elementwise cast.  Example: %1 = arith.index_cast %0 : i32 to index"""

    IN = OUT = IndexCastTypeConstraint
    COMPATIBLE = _INDEX_CAST

    __slots__ = ()

    def fold(self, constants):
        return _fold_index_cast(self, constants, False)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::IndexCastOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import index_cast_patterns

        return index_cast_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``IndexCastOp::inferResultRanges``: sign-extended, truncated or kept."""
        src = IR.storage_bitwidth(self.operand(0).type)
        dst = IR.storage_bitwidth(self.results[0].type)
        if src < dst:
            return [IR.ext_si_range(arg_ranges[0], dst)]
        if src > dst:
            return [IR.trunc_range(arg_ranges[0], dst)]
        return [arg_ranges[0]]


@irdl_op("arith.index_castui")
class IndexCastUIOp(InferIntRangeInterface, CastOp):
    """``arith.index_castui``: elementwise cast.  Example: %1 = arith.index_castui %0 : i32 to index"""

    IN = OUT = IndexCastTypeConstraint
    COMPATIBLE = _INDEX_CAST

    __slots__ = ()

    def fold(self, constants):
        return _fold_index_cast(self, constants, True)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::IndexCastUIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import index_castui_patterns

        return index_castui_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``IndexCastUIOp::inferResultRanges``: zero-extended, truncated or kept."""
        src = IR.storage_bitwidth(self.operand(0).type)
        dst = IR.storage_bitwidth(self.results[0].type)
        if src < dst:
            return [IR.ext_ui_range(arg_ranges[0], dst)]
        if src > dst:
            return [IR.trunc_range(arg_ranges[0], dst)]
        return [arg_ranges[0]]


@irdl_op("arith.trunci")
class TruncIOp(InferIntRangeInterface, CastOpWithOverflowFlags):
    """``arith.trunci``: elementwise cast.  Example: %1 = arith.trunci %0 overflow<nsw> : i64 to i32"""

    IN = OUT = SignlessFixedWidthIntegerLike
    COMPATIBLE = _int_to_int(lambda w_out, w_in: w_out < w_in)

    __slots__ = ()

    def fold(self, constants):
        src_op = self.operand(0).defining_op
        if isinstance(src_op, (ExtUIOp, ExtSIOp)):
            src = src_op.operand(0)
            src_w, dst_w = _w(src.type), _w(self.result.type)
            if src_w > dst_w:  # trunci(ext(a)) -> trunci(a)
                self.set_operand(0, src)
                return IN_PLACE
            if _elem(src.type) == _elem(self.result.type):  # trunci(ext(a)) -> a
                return [src]
        if isinstance(src_op, TruncIOp):  # trunci(trunci(a))
            self.set_operand(0, src_op.operand(0))
            return IN_PLACE
        w = _w(self.result.type)
        r = C.const_fold_cast(constants, self.result.type, "int", "int", lambda a, t: C.signed(a, w))
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::TruncIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import trunci_patterns

        return trunci_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``TruncIOp::inferResultRanges`` (the overflow flags are not used)."""
        return [IR.trunc_range(arg_ranges[0], IR.storage_bitwidth(self.results[0].type))]


@irdl_op("arith.extf")
class ExtFOp(CastOpWithFastMath):
    """``arith.extf``: elementwise cast.  Example: %1 = arith.extf %0 : f16 to f32"""

    IN = OUT = FloatLike
    COMPATIBLE = _float_to_float(lambda w_out, w_in: w_out > w_in)

    __slots__ = ()

    def fold(self, constants):
        trunc = _def(self.operand(0), TruncFOp)
        if (trunc is not None and trunc.operand(0).type == self.result.type
                and _fastmath_has_contract(trunc) and _fastmath_has_contract(self)):
            return [trunc.operand(0)]
        dst = _elem(self.result.type).name
        r = C.const_fold_cast(constants, self.result.type, "float", "float",
                              lambda a, t: C.convert_float_exact(a, t.name, dst))
        return None if r is None else [r]


@irdl_op("arith.convertf")
class ConvertFOp(CastOpWithRoundingMode):
    """``arith.convertf``: a cast between float types of one width (the MLIR
    of Triton 3.8 on: f16 to bf16 and back).
    Example: %1 = arith.convertf %0 : f16 to bf16"""

    IN = OUT = FloatLike
    COMPATIBLE = staticmethod(lambda a, b: isinstance(a, T.FloatType) and isinstance(b, T.FloatType)
                              and a != b and _width(a) == _width(b))

    __slots__ = ()

    def fold(self, constants):
        """A constant the result type holds exactly (an inexact one is kept,
        whatever the rounding mode: Triton 3.9.0's canonicalizer)."""
        dst = _elem(self.result.type).name
        r = C.const_fold_cast(constants, self.result.type, "float", "float",
                              lambda a, t: C.convert_float_exact(a, t.name, dst))
        return None if r is None else [r]


@irdl_op("arith.truncf")
class TruncFOp(CastOpWithRoundingMode):
    """``arith.truncf``: elementwise cast.  Example: %1 = arith.truncf %0 to_nearest_even : f32 to f16"""

    IN = OUT = FloatLike
    COMPATIBLE = _float_to_float(lambda w_out, w_in: w_out < w_in)

    __slots__ = ()

    def fold(self, constants):
        """``TruncFOp::fold``: ``truncf(extf(a))`` loses nothing of ``a`` when
        the extension is exact: ``-> truncf(a)`` (in place) if ``a`` is wider
        than the result, ``-> a`` if it has the result's type; then constant
        truncation that loses nothing."""
        dst = _elem(self.result.type).name
        ext = _def(self.operand(0), ExtFOp)
        if ext is not None:
            src = ext.operand(0)
            src_t, mid_t = _elem(src.type), _elem(ext.result.type)
            if _representable_by(src_t.name, mid_t.name):
                if src_t.width > _elem(self.result.type).width:
                    self.set_operand(0, src)
                    return IN_PLACE
                if src_t == _elem(self.result.type):
                    return [src]
        r = C.const_fold_cast(constants, self.result.type, "float", "float",
                              lambda a, t: C.convert_float_exact(a, t.name, dst))
        return None if r is None else [r]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::TruncFOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import truncf_patterns

        return truncf_patterns()


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
class CmpIOp(InferIntRangeInterface, InferTypeOpInterface, Op):
    """Example: %2 = arith.cmpi slt, %0, %1 : tensor<128xi32>"""

    predicate = attr(enum=CMPI_PREDICATES, storage=T.i64)
    lhs = operand(IntLike)
    rhs = operand(IntLike)
    result = result(BoolLike)
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    traits = (Pure(), Elementwise(), SameTypeOperands())
    type_rules = {"rhs": lambda k, st: k["lhs"]}
    infer_result_types = classmethod(_infer_cmp)

    def fold(self, constants):
        lhs, rhs = self.operand(0), self.operand(1)
        pred = self.attributes["predicate"].value
        if lhs is rhs:  # cmpi(pred, x, x)
            return [C.bool_attr(self.result.type, pred in _CMPI_TRUE_WHEN_EQUAL)]
        lhs_is_i1 = _elem(lhs.type) == T.i1
        if C.m_zero(constants[1]):
            for ext_cls in (ExtSIOp, ExtUIOp):
                ext = _def(lhs, ext_cls)
                if ext is not None:
                    # ext(%x : i1 -> iN) != 0  ->  %x (getIntegerWidth: integers
                    # and vectors only, not tensors)
                    src_t = ext.operand(0).type
                    if isinstance(src_t, T.VectorType):
                        src_t = src_t.element
                    if src_t == T.i1 and pred == 1:
                        return [ext.operand(0)]
            if lhs_is_i1 and pred == 1:  # cmpi ne, %x, false : i1 -> %x
                return [lhs]
        if C.m_one(constants[1]) and lhs_is_i1 and pred == 0:  # cmpi eq, %x, true -> %x
            return [lhs]
        if constants[0] is not None and constants[1] is None:
            # Move the constant to the right side.
            self.attributes["predicate"] = A.IntegerAttr(_CMPI_SWAP[pred], T.i64)
            self.set_operand(0, rhs)
            self.set_operand(1, lhs)
            return IN_PLACE
        lt = C.attr_type(constants[0]) if constants[0] is not None else None
        if lt is not None:
            r = C.const_fold_binary(constants, "int",
                                    lambda a, b, t: int(_cmpi(pred, a, b, _w(t))),
                                    result_type=C.i1_same_shape(lt), poison=False)
            return None if r is None else [r]
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::CmpIOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import cmpi_patterns

        return cmpi_patterns()

    def infer_result_ranges_from_constant(self, arg_ranges):
        """``CmpIOp::inferResultRanges``: ``[0, 1]``, or the i1 constant when
        the ranges decide the predicate."""
        pred = IR.CmpPredicate(self.attributes["predicate"].value)
        return [IR.infer_cmp(pred, arg_ranges[0], arg_ranges[1])]


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

    def fold(self, constants):
        """``CmpFOp::fold``: scalar float constants only (a NaN decides both)."""
        lhs = constants[0] if isinstance(constants[0], A.FloatAttr) else None
        rhs = constants[1] if isinstance(constants[1], A.FloatAttr) else None
        if lhs is not None and C.is_nan_bits(lhs.bits, lhs.type.name):
            rhs = lhs
        if rhs is not None and C.is_nan_bits(rhs.bits, rhs.type.name):
            lhs = rhs
        if lhs is None or rhs is None:
            return None
        pred = self.attributes["predicate"].value
        a = F.bits_to_float(lhs.bits, lhs.type.name)
        b = F.bits_to_float(rhs.bits, rhs.type.name)
        return [A.BoolAttr(_cmpf(pred, a, b))]

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::CmpFOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import cmpf_patterns

        return cmpf_patterns()


# -- select --------------------------------------------------------------------------
@irdl_op("arith.select")
class SelectOp(InferIntRangeInterface, Op):
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

    def fold(self, constants):
        cond, tv, fv = self.operand(0), self.operand(1), self.operand(2)
        if tv is fv:
            return [tv]
        if C.m_one(constants[0]):  # select true, %0, %1 -> %0
            return [tv]
        if C.m_zero(constants[0]):  # select false, %0, %1 -> %1
            return [fv]
        if C.is_poison(constants[1]):
            return [fv]
        if C.is_poison(constants[2]):
            return [tv]
        if self.result.type == T.i1 and C.m_one(constants[1]) and C.m_zero(constants[2]):
            return [cond]  # select %x, true, false -> %x
        cmp = _def(cond, CmpIOp)
        if cmp is not None:
            pred = cmp.attributes["predicate"].value
            if pred in (0, 1):
                a, b = cmp.operand(0), cmp.operand(1)
                if (a is tv and b is fv) or (b is tv and a is fv):
                    return [tv if pred == 1 else fv]
        c, t_attr, f_attr = constants
        if all(isinstance(x, A.DenseElementsAttr) for x in (c, t_attr, f_attr)):
            cv, tvals, fvals = C.elements(c), C.elements(t_attr), C.elements(f_attr)
            if cv is None or tvals is None or fvals is None:
                return None
            return [C.dense(t_attr.type, [x if k else y for k, x, y in zip(cv, tvals, fvals)])]
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``arith::SelectOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.arith.canonicalize import select_patterns

        return select_patterns()

    #: Whether an uninitialized side makes the result the maximal range of its type (the
    #: width-0 range for a non-integer), rather than yielding the other side.
    UNINITIALIZED_SIDE_IS_MAX = Versioned(
        False, Since((3, 7), True, "llvm/llvm-project#173716 (in Triton 3.7's LLVM): arith.select's range is the "
                                   "maximal one where either side's range is uninitialized"),
        name="arith.select: integer range with an uninitialized side")

    def infer_result_ranges(self, arg_ranges):
        """``SelectOp::inferResultRangesFromOptional``: the chosen operand's
        range when the condition is a known constant, else the join of both
        (where an uninitialized side yields the other; from Triton 3.7's
        LLVM, makes the result's range maximal)."""
        cond = arg_ranges[0].value
        c = None if cond is None else cond.get_constant_value()
        if c is not None:
            return [arg_ranges[2] if c == 0 else arg_ranges[1]]
        if resolve(self.UNINITIALIZED_SIDE_IS_MAX) and (arg_ranges[1].value is None or arg_ranges[2].value is None):
            return [IR.IntegerValueRange.get_max_range(self.result)]
        return [IR.IntegerValueRange.join(arg_ranges[1], arg_ranges[2])]


# ---------------------------------------------------------------------------
# Folding helpers (the shared parts of the ops' ``fold`` methods above, which
# follow mlir/lib/Dialect/Arith/IR/ArithOps.cpp at Triton 3.6.0's LLVM: the
# algebraic identities first, in the same order, then the element-wise
# constant fold of :mod:`pyopt.ir.common_folders`)
# ---------------------------------------------------------------------------
def _def(v, cls):
    """``v.getDefiningOp<cls>()``."""
    d = v.defining_op
    return d if isinstance(d, cls) else None


def _overflow_flags(op) -> "IR.OverflowFlags":
    """``convertArithOverflowFlags``: the op's ``overflow<nsw, nuw>`` as range
    inference's flags (the same bits)."""
    flags = op.attributes.get("overflowFlags")
    return IR.OverflowFlags(flags.bits if flags is not None else 0)


def _w(t) -> int:
    return C.int_width(t)


def _elem(t):
    return t.element_type()


class _Flag:
    """A sticky failure flag set from inside an element calculation."""

    def __init__(self):
        self.set = False


# -- integer arithmetic ------------------------------------------------------------------
def _int_calc(fn):
    """An APInt operation on values of the element type (result wrapped)."""
    return lambda a, b, t: fn(a, b, _w(t))


def _fold_div_mul(lhs, rhs, flag_bit: int):
    """``foldDivMul``: ``(a * b) / b -> a`` when the multiply has the
    overflow flag (nsw: 1, nuw: 2)."""
    mul = _def(lhs, MulIOp)
    if mul is None:
        return None
    flags = mul.attributes.get("overflowFlags")
    if flags is None or not flags.bits & flag_bit:
        return None
    if mul.operand(0) is rhs:
        return mul.operand(1)
    if mul.operand(1) is rhs:
        return mul.operand(0)
    return None


def _signed_ceil_nonneg(a: int, b: int, w: int, flag: _Flag) -> int:
    """``signedCeilNonnegInputs``: ``(a - 1) / b + 1`` with overflow checks."""
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    t = a - 1
    if not lo <= t <= hi:
        flag.set = True
    t = C.signed(t, w)
    if t == lo and b == -1:
        flag.set = True
    q = C.signed(IR.sdiv(t, b), w)
    r = q + 1
    if not lo <= r <= hi:
        flag.set = True
    return C.signed(r, w)


# -- bitwise -----------------------------------------------------------------------------
def _is_not_of(v, x) -> bool:
    """``m_Op<XOrIOp>(m_Val(x), m_ConstantInt(all ones))``."""
    xor = _def(v, XOrIOp)
    return (xor is not None and xor.operand(0) is x
            and C.m_all_ones(C.value_constant(xor.operand(1))))


def _fold_shift(op, constants, fn):
    """``shli``/``shrui``/``shrsi``: ``x >> 0 -> x``; no fold when (the last
    element's) shift amount is not below the bit width."""
    if C.m_zero(constants[1]):
        return [op.operand(0)]
    bounded = _Flag()

    def calc(a, b, t):
        w = _w(t)
        bounded.set = C.unsigned(b, w) < w
        return fn(a, C.unsigned(b, w), w) if bounded.set else a

    r = C.const_fold_binary(constants, "int", calc)
    return [r] if bounded.set and r is not None else None


def _smax(w):
    return (1 << (w - 1)) - 1


def _smin(w):
    return -(1 << (w - 1))


def _fold_int_minmax(op, constants, pick, absorbing, identity):
    """``maxsi/maxui/minsi/minui``: ``f(x, x) -> x``, the absorbing bound
    wins, the identity bound is dropped."""
    lhs, rhs = op.operand(0), op.operand(1)
    if lhs is rhs:
        return [rhs]
    v = C.const_int(constants[1])
    if v is not None:
        w = _w(op.result.type)
        if absorbing(v, w):
            return [rhs]
        if identity(v, w):
            return [lhs]
    r = C.const_fold_binary(constants, "int", lambda a, b, t: pick(a, b, _w(t)))
    return None if r is None else [r]


# -- extended arithmetic --------------------------------------------------------------------
def _fold_mul_extended(op, constants, high, is_unsigned: bool):
    """``MulSIExtendedOp/MulUIExtendedOp::fold``: the low and high halves."""
    if C.m_zero(constants[1]):  # mul*_extended(x, 0) -> 0, 0
        return [constants[1], constants[1]]
    if is_unsigned and C.m_one(constants[1]):
        return [op.operand(0), C.zero_attr(op.operand(0).type)]  # (x, 1) -> x, 0
    low = C.const_fold_binary(constants, "int", _int_calc(lambda a, b, w: a * b))
    if low is None:
        return None
    hi = C.const_fold_binary(constants, "int", lambda a, b, t: high(a, b, _w(t)))
    return [low, hi]


# -- floating point ------------------------------------------------------------------------
def _fcalc(fn):
    b = C.float_binary(fn)
    return lambda x, y, t: b(x, y, t.name)


def _fneg(bits: int, name: str) -> bool:
    return math.copysign(1.0, F.bits_to_float(bits, name)) < 0


def _less(a: int, b: int, name: str) -> bool:
    return F.bits_to_float(a, name) < F.bits_to_float(b, name)


def _maxnum(a, b, t):
    """``llvm::maxnum``: a NaN operand loses."""
    n = t.name
    if C.is_nan_bits(a, n):
        return b
    if C.is_nan_bits(b, n):
        return a
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return b if _fneg(a, n) else a
    return b if _less(a, b, n) else a


def _minnum(a, b, t):
    """``llvm::minnum``."""
    n = t.name
    if C.is_nan_bits(a, n):
        return b
    if C.is_nan_bits(b, n):
        return a
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return a if _fneg(a, n) else b
    return b if _less(b, a, n) else a


def _maximum(a, b, t):
    """``llvm::maximum``: a NaN operand wins (quieted)."""
    n = t.name
    if C.is_nan_bits(a, n):
        return C.quiet_nan_bits(a, n)
    if C.is_nan_bits(b, n):
        return C.quiet_nan_bits(b, n)
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return b if _fneg(a, n) else a
    return b if _less(a, b, n) else a


def _minimum(a, b, t):
    """``llvm::minimum``."""
    n = t.name
    if C.is_nan_bits(a, n):
        return C.quiet_nan_bits(a, n)
    if C.is_nan_bits(b, n):
        return C.quiet_nan_bits(b, n)
    if F.bits_to_float(a, n) == 0.0 == F.bits_to_float(b, n) and _fneg(a, n) != _fneg(b, n):
        return a if _fneg(a, n) else b
    return b if _less(b, a, n) else a


def _fold_float_minmax(op, constants, calc, identity_matcher):
    """``maximumf/minimumf/maxnumf/minnumf``: ``f(x, x) -> x``, the identity
    bound is dropped, then constant folding."""
    lhs, rhs = op.operand(0), op.operand(1)
    if lhs is rhs:  # f(x, x) -> x
        return [rhs]
    if identity_matcher(constants[1]):
        return [lhs]
    r = C.const_fold_binary(constants, "float", calc)
    return None if r is None else [r]


# -- casts ---------------------------------------------------------------------------------
def _fold_ext(op, constants, is_unsigned: bool):
    """``ExtUIOp/ExtSIOp::fold``: ``ext(ext(x)) -> ext(x)`` in place, then
    constant extension."""
    inner = _def(op.operand(0), type(op))
    if inner is not None:
        op.set_operand(0, inner.operand(0))
        return IN_PLACE
    out_w = _w(op.result.type)
    if is_unsigned:
        calc = lambda a, t: C.unsigned(a, _w(t))  # noqa: E731
    else:
        calc = lambda a, t: C.signed(a, _w(t))  # noqa: E731
    r = C.const_fold_cast(constants, op.result.type, "int", "int",
                          lambda a, t: C.signed(calc(a, t), out_w))
    return None if r is None else [r]


def _fastmath_has_contract(op) -> bool:
    fm = op.attributes.get("fastmath")
    return fm is not None and bool(fm.bits & 32)


def _representable_by(a: str, b: str) -> bool:
    """``APFloatBase::isRepresentableBy(a, b)``: every value of ``a`` is one
    of ``b`` (exponent range and precision)."""
    fa, fb = F.get_format(a), F.get_format(b)
    return fa.emax <= fb.emax and fa.emin >= fb.emin and fa.precision <= fb.precision


def _fold_int_to_fp(op, constants, is_signed: bool):
    """``SIToFPOp/UIToFPOp::fold``: convert a constant."""
    dst = _elem(op.result.type).name

    def calc(a, t):
        w = _w(t)
        v = C.signed(a, w) if is_signed else C.unsigned(a, w)
        return C.int_to_float_bits(v, dst)

    r = C.const_fold_cast(constants, op.result.type, "int", "float", calc)
    return None if r is None else [r]


def _fold_fp_to_int(op, constants, is_unsigned: bool):
    """``FPToSIOp/FPToUIOp::fold``: convert a constant that fits."""
    w = _w(op.result.type)
    r = C.const_fold_cast(constants, op.result.type, "float", "int",
                          lambda a, t: C.float_to_int(a, t.name, w, is_unsigned))
    return None if r is None else [r]


#: Whether ``index_cast(index_cast(x))`` (and the ``ui`` pair) folds to x, where x has the
#: result's type and the intermediate type is at least as wide as x's (index: 64 bits);
#: up to 3.7 a canonicalization pattern replaces it whatever the widths.
CAST_OF_CAST_FOLD = Versioned(False, Since((3, 8), True, "the LLVM of Triton 3.8.0 (upstream change not "
                                           "found): IndexCastOfIndexCast and IndexCastUIOfIndexCastUI became "
                                           "IndexCastOp/IndexCastUIOp folds that keep a lossy round trip "
                                           "(checked with the 3.7.1 and 3.8.0 wheels)"),
                              name="arith.index_cast: casts of casts")


def _fold_index_cast(op, constants, is_unsigned: bool):
    """``IndexCastOp/IndexCastUIOp::fold``: sign- (zero-) extend or truncate; from 3.8 a
    lossless round trip through another cast of the same kind (:data:`CAST_OF_CAST_FOLD`)."""
    if resolve(CAST_OF_CAST_FOLD):
        inner = op.operand(0).defining_op
        if type(inner) is type(op):
            x = inner.operand(0)
            if x.type == op.result.type and _w(inner.result.type) >= _w(x.type):
                return [x]
    w = _w(op.result.type)
    if is_unsigned:
        calc = lambda a, t: C.signed(C.unsigned(a, _w(t)), w)  # noqa: E731
    else:
        calc = lambda a, t: C.signed(C.signed(a, _w(t)), w)  # noqa: E731
    r = C.const_fold_cast(constants, op.result.type, "int", "int", calc)
    return None if r is None else [r]


# -- comparisons ----------------------------------------------------------------------------
# applyCmpPredicateToEqualOperands: eq, sle, sge, ule, uge hold for x, x
_CMPI_TRUE_WHEN_EQUAL = frozenset({0, 3, 5, 7, 9})
# the predicate after swapping the operands (not invertPredicate)
_CMPI_SWAP = {2: 4, 4: 2, 3: 5, 5: 3, 6: 8, 8: 6, 7: 9, 9: 7, 0: 0, 1: 1}


def _cmpi(pred: int, a: int, b: int, w: int) -> bool:
    """``applyCmpPredicate`` for integers (eq ne slt sle sgt sge ult ule ugt uge)."""
    if pred in (2, 3, 4, 5):
        a, b = C.signed(a, w), C.signed(b, w)
    else:
        a, b = C.unsigned(a, w), C.unsigned(b, w)
    return {0: a == b, 1: a != b, 2: a < b, 3: a <= b, 4: a > b, 5: a >= b,
            6: a < b, 7: a <= b, 8: a > b, 9: a >= b}[pred]


def _cmpf(pred: int, a: float, b: float) -> bool:
    """``applyCmpPredicate`` for floats (false oeq ogt oge olt ole one ord
    ueq ugt uge ult ule une uno true)."""
    uno = math.isnan(a) or math.isnan(b)
    if pred == 0:
        return False
    if pred == 15:
        return True
    if pred == 7:
        return not uno
    if pred == 14:
        return uno
    ordered = {1: a == b, 2: a > b, 3: a >= b, 4: a < b, 5: a <= b, 6: a != b}
    if pred <= 6:
        return not uno and ordered[pred]
    unordered = {8: a == b, 9: a > b, 10: a >= b, 11: a < b, 12: a <= b, 13: a != b}
    return uno or unordered[pred]


# ---------------------------------------------------------------------------
# Constant materialisation (ArithDialect::materializeConstant)
# ---------------------------------------------------------------------------
def materialize_constant(builder, attr, type, loc):
    """``ArithDialect::materializeConstant``: ``ub.poison`` for a poison
    attribute, else ``arith.constant`` (None when it cannot hold ``attr``)."""
    if C.is_poison(attr):
        return ub_materialize_constant(builder, attr, type, loc)
    return ConstantOp.materialize(builder, attr, type, loc)
