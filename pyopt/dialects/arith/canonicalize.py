"""Canonicalization patterns of the arith dialect.

* The declarative (DRR) patterns of mlir/lib/Dialect/Arith/IR/ArithCanonicalization.td;
* the two hand-written ones of mlir/lib/Dialect/Arith/IR/ArithOps.cpp
  (``SelectToExtUI``, ``CmpFIntToFPConst``);

as Triton 3.6.0's LLVM (f6ded0be) has them.  The pattern set and each op's
order were read from libtriton 3.6.0's greedy-rewriter debug log: its LLVM
still has ``IndexCastOfIndexCast`` / ``IndexCastUIOfIndexCastUI`` as patterns
(later LLVM moved them into the folders with a width check) and has no
``SIToFPOfExtSI`` / ``SIToFPOfExtUI`` / ``UIToFPOfExtUI`` yet.

A DRR pattern's benefit is the number of operations in its source DAG
(``Pattern::getBenefit``): ``ConstantLikeMatcher`` operands are native
matchers, not operations, so ``addi(addi(x, c0), c1)`` has benefit 2.
Hand-written patterns have benefit 1.  The functions at the end list each
op's patterns in the C++ registration order.

The DRR matchers' semantics are followed exactly: ``ConstantLikeMatcher
APIntAttr`` only accepts a scalar ``IntegerAttr`` (not a splat), ``AnyAttr``
any constant, ``ConstantAttr<I1Attr, "1">`` exactly ``true : i1``; a
variable bound twice must be the same value.  Ops the rewrite creates are
built innermost first (constants, then their users) at the fused location of
the matched ops, then the root is replaced (``rewriter.replaceOp``).
"""

from __future__ import annotations

import math
from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir import floats as F
from pyopt.ir import common_folders as C
from pyopt.ir.core import Operation, Value
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.dialects.arith.ops import (
    AddIOp, AddUIExtendedOp, SubUIExtendedOp, AndIOp, BitcastOp, CmpFOp, CmpIOp, ConstantOp, DivFOp, ExtSIOp,
    ExtUIOp, IndexCastOp, IndexCastUIOp, IntegerOverflowAttr, MulFOp, MulIOp, MulSIExtendedOp,
    MulUIExtendedOp, NegFOp, OrIOp, SelectOp, ShRSIOp, ShRUIOp, SIToFPOp, SubIOp, TruncFOp,
    TruncIOp, UIToFPOp, XOrIOp, CAST_OF_CAST_FOLD, ITOFP_OF_EXT,
)
from pyopt.ir.version import resolve

__all__ = [
    "AddIAddConstant", "AddISubConstantRHS", "AddISubConstantLHS", "AddIMulNegativeOneRhs",
    "AddIMulNegativeOneLhs", "MulIMulIConstant", "AddUIExtendedToAddI", "SubUIExtendedToSubI", "SubIRHSAddConstant",
    "SubILHSAddConstant", "SubIRHSSubConstantRHS", "SubIRHSSubConstantLHS",
    "SubILHSSubConstantRHS", "SubILHSSubConstantLHS", "SubISubILHSRHSLHS", "MulSIExtendedToMulI",
    "MulSIExtendedRHSOne", "MulUIExtendedToMulI", "XOrINotCmpI", "XOrIOfExtUI", "XOrIOfExtSI",
    "CmpIExtSI", "CmpIExtUI", "SelectNotCond", "RedundantSelectTrue", "RedundantSelectFalse",
    "SelectI1ToNot", "SelectToExtUI", "IndexCastOfIndexCast", "IndexCastOfExtSI",
    "IndexCastUIOfIndexCastUI", "IndexCastUIOfExtUI", "SIToFPOfExtSI", "SIToFPOfExtUI", "UIToFPOfExtUI",
    "BitcastOfBitcast", "ExtSIOfExtUI",
    "AndOfExtUI", "AndOfExtSI", "OrOfExtUI", "OrOfExtSI", "TruncIExtSIToExtSI",
    "TruncIExtUIToExtUI", "TruncIShrSIToTrunciShrUI", "TruncFSIToFPToSIToFP",
    "TruncFUIToFPToUIToFP", "MulFOfNegF", "DivFOfNegF", "CmpFIntToFPConst",
]

# CmpIPredicate / CmpFPredicate values (ArithBase.td)
_EQ, _NE, _SLT, _SLE, _SGT, _SGE, _ULT, _ULE, _UGT, _UGE = range(10)
_INVERT = {_EQ: _NE, _NE: _EQ, _SLT: _SGE, _SLE: _SGT, _SGT: _SLE, _SGE: _SLT, _ULT: _UGE,
           _ULE: _UGT, _UGT: _ULE, _UGE: _ULT}
_F_ORD, _F_UNO = 7, 14


# =============================================================================
# Matching helpers (the code DRR generates for a source DAG)
# =============================================================================
def _def(v: Value, cls) -> Optional[Operation]:
    """``v.getDefiningOp()`` when it is exactly a ``cls`` op."""
    d = v.defining_op
    return d if d is not None and type(d) is cls else None


def _apint(v: Value) -> Optional[A.Attribute]:
    """``ConstantLikeMatcher APIntAttr``: a scalar integer constant (``true`` is ``1 : i1``)."""
    a = C.value_constant(v)
    return a if isinstance(a, (A.IntegerAttr, A.BoolAttr)) else None


def _int_of(a) -> int:
    """The APInt of a scalar integer attribute, as its unsigned bit pattern."""
    return C.unsigned(C.const_int(a), C.int_width(C.attr_type(a)))


def _is_i1(v: Value, bit: int) -> bool:
    """``ConstantLikeMatcher ConstantAttr<I1Attr, "bit">``: exactly ``bit : i1``."""
    a = _apint(v)
    return a is not None and C.attr_type(a) == T.i1 and _int_of(a) == bit


def _splat_neg_one(a) -> bool:
    """``IsScalarOrSplatNegativeOne``: an integer or integer splat of all ones."""
    return a is not None and C.const_int(a) is not None and C.m_all_ones(a)


def _width(t: T.Type) -> int:
    """``getScalarOrElementWidth``: the element's bit width, -1 for others."""
    e = t.element_type()
    if isinstance(e, T.IntegerType):
        return e.width
    if isinstance(e, T.FloatType):
        return F.get_format(e.name).width
    return -1


def _flags(op: Operation) -> int:
    f = op.attributes.get("overflowFlags")
    return getattr(f, "bits", 0)


def _merge(a: Operation, b: Operation) -> dict:
    """``MergeOverflow``: the flags both ops carry."""
    return {"overflowFlags": IntegerOverflowAttr(_flags(a) & _flags(b))}


_NO_FLAGS = {"overflowFlags": IntegerOverflowAttr(0)}


def _fused(*ops: Operation):
    """``rewriter.getFusedLoc`` of the matched ops' locations."""
    return A.FusedLoc.get(o.loc for o in ops)


def _int_attr(t: T.Type, value: int):
    """``IntegerAttr::get(t, value)`` (``true``/``false`` for i1)."""
    if t == T.i1:
        return A.BoolAttr(bool(value & 1))
    return C.int_attr(value, t)


def _const(rewriter: Rewriter, attr, loc) -> Value:
    """``arith::ConstantOp::create(rewriter, loc, attr)``."""
    return rewriter.create(ConstantOp, [], [C.attr_type(attr)], {"value": attr}, loc=loc).results[0]


def _new(rewriter: Rewriter, cls, operands, result_types, attributes=None, loc=None) -> Value:
    return rewriter.create(cls, operands, result_types, attributes or {}, loc=loc).results[0]


class _DRRPattern(RewritePattern):
    source = "mlir/lib/Dialect/Arith/IR/ArithCanonicalization.td"


# =============================================================================
# addi
# =============================================================================
class _BinaryConstants(_DRRPattern):
    """``root(inner(...), c)`` / ``root(c, inner(...))`` over scalar integer
    constants, with the new constant computed from both and typed as the root's result."""

    inner: type = AddIOp
    inner_const_rhs = True   # inner is (x, c0) rather than (c0, x)
    outer_const_rhs = True   # root is (inner, c1) rather than (c1, inner)
    benefit = 2

    def compute(self, c0: int, c1: int) -> int:
        raise NotImplementedError

    def build(self, rewriter, op, x, cst, inner, loc) -> Value:
        raise NotImplementedError

    def check(self, op, c0, c1) -> bool:
        return True

    def match_and_rewrite(self, op, rewriter) -> bool:
        inner_v, c1_v = (op.operand(0), op.operand(1)) if self.outer_const_rhs else \
            (op.operand(1), op.operand(0))
        inner = _def(inner_v, self.inner)
        if inner is None:
            return False
        x_v, c0_v = (inner.operand(0), inner.operand(1)) if self.inner_const_rhs else \
            (inner.operand(1), inner.operand(0))
        c0 = _apint(c0_v)
        if c0 is None:
            return False
        c1 = _apint(c1_v)
        if c1 is None or not self.check(op, c0, c1):
            return False
        loc = _fused(op, inner)
        t = op.results[0].type
        cst = _const(rewriter, _int_attr(t, self.compute(_int_of(c0), _int_of(c1))), loc)
        rewriter.replace_op(op, [self.build(rewriter, op, x_v, cst, inner, loc)])
        return True


def _addi(rewriter, x, y, attrs, loc):
    return _new(rewriter, AddIOp, [x, y], [x.type], attrs, loc)


class AddIAddConstant(_BinaryConstants):
    """addi(addi(x, c0), c1) -> addi(x, c0 + c1)"""

    root = AddIOp
    inner = AddIOp

    def compute(self, c0, c1):
        return c0 + c1

    def build(self, rewriter, op, x, cst, inner, loc):
        return _addi(rewriter, x, cst, _merge(inner, op), loc)


class AddISubConstantRHS(_BinaryConstants):
    """addi(subi(x, c0), c1) -> addi(x, c1 - c0)"""

    root = AddIOp
    inner = SubIOp

    def compute(self, c0, c1):
        return c1 - c0

    def build(self, rewriter, op, x, cst, inner, loc):
        return _addi(rewriter, x, cst, _merge(inner, op), loc)


class AddISubConstantLHS(_BinaryConstants):
    """addi(subi(c0, x), c1) -> subi(c0 + c1, x)"""

    root = AddIOp
    inner = SubIOp
    inner_const_rhs = False

    def compute(self, c0, c1):
        return c0 + c1

    def build(self, rewriter, op, x, cst, inner, loc):
        return _new(rewriter, SubIOp, [cst, x], [x.type], _merge(inner, op), loc)


class _AddIMulNegativeOne(_DRRPattern):
    root = AddIOp
    benefit = 2
    mul_rhs = True  # the muli is the addi's rhs

    def match_and_rewrite(self, op, rewriter) -> bool:
        mul_v, other = (op.operand(1), op.operand(0)) if self.mul_rhs else \
            (op.operand(0), op.operand(1))
        mul = _def(mul_v, MulIOp)
        if mul is None:
            return False
        c0 = C.value_constant(mul.operand(1))
        if c0 is None or not _splat_neg_one(c0):
            return False
        y = mul.operand(0)
        loc = _fused(op, mul)
        # TODO in the .td: the overflow flags are dropped.
        rewriter.replace_op(op, [_new(rewriter, SubIOp, [other, y], [other.type], _NO_FLAGS, loc)])
        return True


class AddIMulNegativeOneRhs(_AddIMulNegativeOne):
    """addi(x, muli(y, -1)) -> subi(x, y)"""

    mul_rhs = True


class AddIMulNegativeOneLhs(_AddIMulNegativeOne):
    """addi(muli(x, -1), y) -> subi(y, x)"""

    mul_rhs = False


# =============================================================================
# muli
# =============================================================================
class MulIMulIConstant(_BinaryConstants):
    """muli(muli(x, c0), c1) -> muli(x, c0 * c1), when both constants have
    the result's type."""

    root = MulIOp
    inner = MulIOp

    def check(self, op, c0, c1):
        t = op.results[0].type
        return C.attr_type(c0) == t and C.attr_type(c1) == t

    def compute(self, c0, c1):
        return c0 * c1

    def build(self, rewriter, op, x, cst, inner, loc):
        return _new(rewriter, MulIOp, [x, cst], [x.type], _merge(inner, op), loc)


# =============================================================================
# subi
# =============================================================================
class SubIRHSAddConstant(_BinaryConstants):
    """subi(addi(x, c0), c1) -> addi(x, c0 - c1)"""

    root = SubIOp
    inner = AddIOp

    def compute(self, c0, c1):
        return c0 - c1

    def build(self, rewriter, op, x, cst, inner, loc):
        # TODO in the .td: the overflow flags are dropped.
        return _addi(rewriter, x, cst, _NO_FLAGS, loc)


class SubILHSAddConstant(_BinaryConstants):
    """subi(c1, addi(x, c0)) -> subi(c1 - c0, x)"""

    root = SubIOp
    inner = AddIOp
    outer_const_rhs = False

    def compute(self, c0, c1):
        return c1 - c0

    def build(self, rewriter, op, x, cst, inner, loc):
        return _new(rewriter, SubIOp, [cst, x], [x.type], _merge(inner, op), loc)


class SubIRHSSubConstantRHS(_BinaryConstants):
    """subi(subi(x, c0), c1) -> subi(x, c0 + c1)"""

    root = SubIOp
    inner = SubIOp

    def compute(self, c0, c1):
        return c0 + c1

    def build(self, rewriter, op, x, cst, inner, loc):
        return _new(rewriter, SubIOp, [x, cst], [x.type], _merge(inner, op), loc)


class SubIRHSSubConstantLHS(_BinaryConstants):
    """subi(subi(c0, x), c1) -> subi(c0 - c1, x)"""

    root = SubIOp
    inner = SubIOp
    inner_const_rhs = False

    def compute(self, c0, c1):
        return c0 - c1

    def build(self, rewriter, op, x, cst, inner, loc):
        return _new(rewriter, SubIOp, [cst, x], [x.type], _merge(inner, op), loc)


class SubILHSSubConstantRHS(_BinaryConstants):
    """subi(c1, subi(x, c0)) -> subi(c0 + c1, x)"""

    root = SubIOp
    inner = SubIOp
    outer_const_rhs = False

    def compute(self, c0, c1):
        return c0 + c1

    def build(self, rewriter, op, x, cst, inner, loc):
        return _new(rewriter, SubIOp, [cst, x], [x.type], _merge(inner, op), loc)


class SubILHSSubConstantLHS(_BinaryConstants):
    """subi(c1, subi(c0, x)) -> addi(x, c1 - c0)"""

    root = SubIOp
    inner = SubIOp
    inner_const_rhs = False
    outer_const_rhs = False

    def compute(self, c0, c1):
        return c1 - c0

    def build(self, rewriter, op, x, cst, inner, loc):
        return _addi(rewriter, x, cst, _merge(inner, op), loc)


class SubISubILHSRHSLHS(_DRRPattern):
    """subi(subi(a, b), a) -> subi(0, b)"""

    root = SubIOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        inner = _def(op.operand(0), SubIOp)
        if inner is None or inner.operand(0) is not op.operand(1):
            return False
        y = inner.operand(1)
        loc = _fused(op, inner)
        zero = _const(rewriter, C.zero_attr(y.type), loc)
        rewriter.replace_op(op, [_new(rewriter, SubIOp, [zero, y], [y.type], _merge(inner, op), loc)])
        return True


# =============================================================================
# addui_extended, mulsi_extended, mului_extended
# =============================================================================
class _ExtendedToPlain(_DRRPattern):
    """``op(x, y) -> [plain(x, y), x]`` when the second result is unused."""

    plain: type = AddIOp
    benefit = 1

    def match_and_rewrite(self, op, rewriter) -> bool:
        if op.results[1].uses:
            return False
        x, y = op.operand(0), op.operand(1)
        new = _new(rewriter, self.plain, [x, y], [x.type], _NO_FLAGS, _fused(op))
        rewriter.replace_op(op, [new, x])
        return True


class AddUIExtendedToAddI(_ExtendedToPlain):
    """addui_extended(x, y) -> [addi(x, y), x] when the overflow result is unused."""

    root = AddUIExtendedOp
    plain = AddIOp


class SubUIExtendedToSubI(_ExtendedToPlain):
    """subui_extended(x, y) -> [subi(x, y), x] when the borrow result is unused
    (the MLIR of Triton 3.8 on; read from Triton 3.9.0's canonicalizer)."""

    root = SubUIExtendedOp
    plain = SubIOp


class MulSIExtendedToMulI(_ExtendedToPlain):
    """mulsi_extended(x, y) -> [muli(x, y), x] when the high result is unused."""

    root = MulSIExtendedOp
    plain = MulIOp


class MulUIExtendedToMulI(_ExtendedToPlain):
    """mului_extended(x, y) -> [muli(x, y), x] when the high result is unused."""

    root = MulUIExtendedOp
    plain = MulIOp


class MulSIExtendedRHSOne(_DRRPattern):
    """mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]"""

    root = MulSIExtendedOp
    benefit = 1

    def match_and_rewrite(self, op, rewriter) -> bool:
        x = op.operand(0)
        c1 = C.value_constant(op.operand(1))
        v = C.const_int(c1) if c1 is not None else None
        # IsScalarOrSplatOne: strictly positive (signed) and equal to 1.
        if v is None or C.signed(v, C.int_width(C.attr_type(c1))) != 1:
            return False
        loc = _fused(op)
        zero = _const(rewriter, C.zero_attr(x.type), loc)
        cmp = _new(rewriter, CmpIOp, [x, zero], [C.i1_same_shape(x.type)],
                   {"predicate": A.IntegerAttr(_SLT, T.i64)}, loc)
        high = _new(rewriter, ExtSIOp, [cmp], [op.results[1].type], {}, loc)
        rewriter.replace_op(op, [x, high])
        return True


# =============================================================================
# xori, andi, ori
# =============================================================================
class XOrINotCmpI(_DRRPattern):
    """not(cmpi(pred, a, b)) -> cmpi(~pred, a, b), where not(x) is xori(x, true)"""

    root = XOrIOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        cmp = _def(op.operand(0), CmpIOp)
        if cmp is None or not _is_i1(op.operand(1), 1):
            return False
        pred = _INVERT[cmp.attributes["predicate"].value]
        a, b = cmp.operand(0), cmp.operand(1)
        new = _new(rewriter, CmpIOp, [a, b], [C.i1_same_shape(a.type)],
                   {"predicate": A.IntegerAttr(pred, T.i64)}, _fused(op, cmp))
        rewriter.replace_op(op, [new])
        return True


class _OpOfExt(_DRRPattern):
    """``op(ext(x), ext(y)) -> ext(op(x, y))`` when x and y have one type."""

    ext: type = ExtUIOp
    benefit = 3

    def match_and_rewrite(self, op, rewriter) -> bool:
        e1 = _def(op.operand(0), self.ext)
        if e1 is None:
            return False
        e2 = _def(op.operand(1), self.ext)
        if e2 is None:
            return False
        x, y = e1.operand(0), e2.operand(0)
        if x.type != y.type:
            return False
        loc = _fused(op, e1, e2)
        inner = _new(rewriter, self.root, [x, y], [x.type], {}, loc)
        rewriter.replace_op(op, [_new(rewriter, self.ext, [inner], [op.results[0].type], {}, loc)])
        return True


class XOrIOfExtUI(_OpOfExt):
    """xori(extui(x), extui(y)) -> extui(xori(x, y))"""

    root = XOrIOp
    ext = ExtUIOp


class XOrIOfExtSI(_OpOfExt):
    """xori(extsi(x), extsi(y)) -> extsi(xori(x, y))"""

    root = XOrIOp
    ext = ExtSIOp


class AndOfExtUI(_OpOfExt):
    """andi(extui(x), extui(y)) -> extui(andi(x, y))"""

    root = AndIOp
    ext = ExtUIOp


class AndOfExtSI(_OpOfExt):
    """andi(extsi(x), extsi(y)) -> extsi(andi(x, y))"""

    root = AndIOp
    ext = ExtSIOp


class OrOfExtUI(_OpOfExt):
    """ori(extui(x), extui(y)) -> extui(ori(x, y))"""

    root = OrIOp
    ext = ExtUIOp


class OrOfExtSI(_OpOfExt):
    """ori(extsi(x), extsi(y)) -> extsi(ori(x, y))"""

    root = OrIOp
    ext = ExtSIOp


# =============================================================================
# cmpi
# =============================================================================
class _CmpIExt(_DRRPattern):
    """cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b) when a and b have one type."""

    root = CmpIOp
    ext: type = ExtSIOp
    benefit = 3

    def match_and_rewrite(self, op, rewriter) -> bool:
        e1 = _def(op.operand(0), self.ext)
        if e1 is None:
            return False
        e2 = _def(op.operand(1), self.ext)
        if e2 is None:
            return False
        a, b = e1.operand(0), e2.operand(0)
        pred = op.attributes["predicate"].value
        if a.type != b.type or pred not in (_EQ, _NE):
            return False
        new = _new(rewriter, CmpIOp, [a, b], [C.i1_same_shape(a.type)],
                   {"predicate": A.IntegerAttr(pred, T.i64)}, _fused(op, e1, e2))
        rewriter.replace_op(op, [new])
        return True


class CmpIExtSI(_CmpIExt):
    ext = ExtSIOp


class CmpIExtUI(_CmpIExt):
    ext = ExtUIOp


# =============================================================================
# select
# =============================================================================
def _select(rewriter, cond, a, b, loc) -> Value:
    return _new(rewriter, SelectOp, [cond, a, b], [a.type], {}, loc)


class SelectNotCond(_DRRPattern):
    """select(not(pred), a, b) -> select(pred, b, a)"""

    root = SelectOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        xor = _def(op.operand(0), XOrIOp)
        if xor is None:
            return False
        ones = _apint(xor.operand(1))
        if ones is None or not _splat_neg_one(ones):
            return False
        rewriter.replace_op(op, [_select(rewriter, xor.operand(0), op.operand(2), op.operand(1),
                                         _fused(op, xor))])
        return True


class RedundantSelectTrue(_DRRPattern):
    """select(pred, select(pred, a, b), c) -> select(pred, a, c)"""

    root = SelectOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        inner = _def(op.operand(1), SelectOp)
        if inner is None or inner.operand(0) is not op.operand(0):
            return False
        rewriter.replace_op(op, [_select(rewriter, op.operand(0), inner.operand(1), op.operand(2),
                                         _fused(op, inner))])
        return True


class RedundantSelectFalse(_DRRPattern):
    """select(pred, a, select(pred, b, c)) -> select(pred, a, c)"""

    root = SelectOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        inner = _def(op.operand(2), SelectOp)
        if inner is None or inner.operand(0) is not op.operand(0):
            return False
        rewriter.replace_op(op, [_select(rewriter, op.operand(0), op.operand(1), inner.operand(2),
                                         _fused(op, inner))])
        return True


class SelectI1ToNot(_DRRPattern):
    """select(pred, false, true) -> xori(pred, true)"""

    root = SelectOp
    benefit = 1

    def match_and_rewrite(self, op, rewriter) -> bool:
        if not (_is_i1(op.operand(1), 0) and _is_i1(op.operand(2), 1)):
            return False
        pred = op.operand(0)
        loc = _fused(op)
        true = _const(rewriter, A.BoolAttr(True), loc)
        rewriter.replace_op(op, [_new(rewriter, XOrIOp, [pred, true], [pred.type], {}, loc)])
        return True


class SelectToExtUI(RewritePattern):
    """select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, true)),
    for a scalar integer result wider than i1 (ArithOps.cpp)."""

    root = SelectOp
    benefit = 1
    source = "mlir/lib/Dialect/Arith/IR/ArithOps.cpp"

    def match_and_rewrite(self, op, rewriter) -> bool:
        t = op.results[0].type
        if not isinstance(t, T.IntegerType) or t.width == 1:
            return False
        tv, fv = C.value_constant(op.operand(1)), C.value_constant(op.operand(2))
        cond = op.operand(0)
        if C.m_one(tv) and C.m_zero(fv):
            rewriter.replace_op(op, [_new(rewriter, ExtUIOp, [cond], [t], {}, op.loc)])
            return True
        if C.m_zero(tv) and C.m_one(fv):
            one = _const(rewriter, _int_attr(cond.type, 1), op.loc)
            not_cond = _new(rewriter, XOrIOp, [cond, one], [cond.type], {}, op.loc)
            rewriter.replace_op(op, [_new(rewriter, ExtUIOp, [not_cond], [t], {}, op.loc)])
            return True
        return False


# =============================================================================
# casts
# =============================================================================
class _CastOfCast(_DRRPattern):
    """``outer(inner(x)) -> new(x)`` typed as the root, or x itself."""

    inner: type = IndexCastOp
    new: Optional[type] = None  # None: replace with x (when the types agree)
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        inner = _def(op.operand(0), self.inner)
        if inner is None:
            return False
        x = inner.operand(0)
        if self.new is None:
            if op.results[0].type != x.type:
                return False
            rewriter.replace_op(op, [x])
            return True
        rewriter.replace_op(op, [_new(rewriter, self.new, [x], [op.results[0].type], {},
                                      _fused(op, inner))])
        return True


class IndexCastOfIndexCast(_CastOfCast):
    """index_cast(index_cast(x)) -> x, when the types agree."""

    root = IndexCastOp
    inner = IndexCastOp


class IndexCastOfExtSI(_CastOfCast):
    """index_cast(extsi(x)) -> index_cast(x)"""

    root = IndexCastOp
    inner = ExtSIOp
    new = IndexCastOp


class IndexCastUIOfIndexCastUI(_CastOfCast):
    """index_castui(index_castui(x)) -> x, when the types agree."""

    root = IndexCastUIOp
    inner = IndexCastUIOp


class IndexCastUIOfExtUI(_CastOfCast):
    """index_castui(extui(x)) -> index_castui(x)"""

    root = IndexCastUIOp
    inner = ExtUIOp
    new = IndexCastUIOp


class SIToFPOfExtSI(_CastOfCast):
    """sitofp(extsi(x)) -> sitofp(x) (Triton 3.8's LLVM: :data:`~pyopt.dialects.arith.ops.ITOFP_OF_EXT`)"""

    root = SIToFPOp
    inner = ExtSIOp
    new = SIToFPOp


class SIToFPOfExtUI(_CastOfCast):
    """sitofp(extui(x)) -> uitofp(x) (Triton 3.8's LLVM)"""

    root = SIToFPOp
    inner = ExtUIOp
    new = UIToFPOp


class UIToFPOfExtUI(_CastOfCast):
    """uitofp(extui(x)) -> uitofp(x) (Triton 3.8's LLVM)"""

    root = UIToFPOp
    inner = ExtUIOp
    new = UIToFPOp


class BitcastOfBitcast(_CastOfCast):
    """bitcast(bitcast(x)) -> bitcast(x)"""

    root = BitcastOp
    inner = BitcastOp
    new = BitcastOp


class ExtSIOfExtUI(_CastOfCast):
    """extsi(extui(x)) -> extui(x)"""

    root = ExtSIOp
    inner = ExtUIOp
    new = ExtUIOp


class _TruncIOfExt(_DRRPattern):
    """trunci(ext(x)) -> ext(x) when only extension bits are truncated
    (``ValueWiderThan ext, tr`` and ``ValueWiderThan tr, x``)."""

    root = TruncIOp
    ext: type = ExtSIOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        ext = _def(op.operand(0), self.ext)
        if ext is None:
            return False
        x = ext.operand(0)
        we, wt, wx = _width(ext.results[0].type), _width(op.results[0].type), _width(x.type)
        if not (we > wt > 0 and wt > wx > 0):
            return False
        rewriter.replace_op(op, [_new(rewriter, self.ext, [x], [op.results[0].type], {},
                                      _fused(op, ext))])
        return True


class TruncIExtSIToExtSI(_TruncIOfExt):
    ext = ExtSIOp


class TruncIExtUIToExtUI(_TruncIOfExt):
    ext = ExtUIOp


class TruncIShrSIToTrunciShrUI(_DRRPattern):
    """trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of
    truncated bits."""

    root = TruncIOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        shr = _def(op.operand(0), ShRSIOp)
        if shr is None:
            return False
        c0 = C.value_constant(shr.operand(1))
        if c0 is None or C.attr_type(c0) is None:  # TypedAttrInterface
            return False
        x = shr.operand(0)
        v = C.const_int(c0)
        if v is None:
            return False
        if C.unsigned(v, C.int_width(C.attr_type(c0))) != _width(x.type) - _width(op.results[0].type):
            return False
        loc = _fused(op, shr)
        cst = _const(rewriter, c0, loc)
        shrui = _new(rewriter, ShRUIOp, [x, cst], [x.type], {}, loc)
        attrs = {"overflowFlags": op.attributes.get("overflowFlags", IntegerOverflowAttr(0))}
        rewriter.replace_op(op, [_new(rewriter, TruncIOp, [shrui], [op.results[0].type], attrs, loc)])
        return True


class _TruncFOfIToFP(_DRRPattern):
    """truncf(itofp(x)) -> itofp(x) with the default rounding mode."""

    root = TruncFOp
    itofp: type = SIToFPOp
    benefit = 2

    def match_and_rewrite(self, op, rewriter) -> bool:
        fp = _def(op.operand(0), self.itofp)
        if fp is None or op.attributes.get("roundingmode") is not None:
            return False
        rewriter.replace_op(op, [_new(rewriter, self.itofp, [fp.operand(0)], [op.results[0].type],
                                      {}, _fused(op, fp))])
        return True


class TruncFSIToFPToSIToFP(_TruncFOfIToFP):
    itofp = SIToFPOp


class TruncFUIToFPToUIToFP(_TruncFOfIToFP):
    itofp = UIToFPOp


# =============================================================================
# mulf, divf
# =============================================================================
class _OfNegF(_DRRPattern):
    """op(negf(x), negf(y)) -> op(x, y), keeping the op's fastmath flags."""

    benefit = 3

    def match_and_rewrite(self, op, rewriter) -> bool:
        n1 = _def(op.operand(0), NegFOp)
        if n1 is None:
            return False
        n2 = _def(op.operand(1), NegFOp)
        if n2 is None:
            return False
        x, y = n1.operand(0), n2.operand(0)
        if x.type != y.type:
            return False
        attrs = {}
        if "fastmath" in op.attributes:
            attrs["fastmath"] = op.attributes["fastmath"]
        rewriter.replace_op(op, [_new(rewriter, self.root, [x, y], [x.type], attrs,
                                      _fused(op, n1, n2))])
        return True


class MulFOfNegF(_OfNegF):
    """mulf(negf(x), negf(y)) -> mulf(x, y)"""

    root = MulFOp


class DivFOfNegF(_OfNegF):
    """divf(negf(x), negf(y)) -> divf(x, y)"""

    root = DivFOp


# =============================================================================
# cmpf (ArithOps.cpp)
# =============================================================================
# CmpFPredicate -> CmpIPredicate (signed, unsigned): oeq/ueq, ogt/ugt, oge/uge,
# olt/ult, ole/ule, one/une.
_CMPF_TO_CMPI = {1: (_EQ, _EQ), 8: (_EQ, _EQ), 2: (_SGT, _UGT), 9: (_SGT, _UGT),
                 3: (_SGE, _UGE), 10: (_SGE, _UGE), 4: (_SLT, _ULT), 11: (_SLT, _ULT),
                 5: (_SLE, _ULE), 12: (_SLE, _ULE), 6: (_NE, _NE), 13: (_NE, _NE)}


def _ilogb(x: float) -> int:
    """``ilogb`` of a finite non-zero value (exact: every float pyopt models
    is exact in a double)."""
    return math.frexp(x)[1] - 1


def _int_as_float(v: int, name: str) -> float:
    """``APFloat::convertFromAPInt(v, rmNearestTiesToEven)`` as a double."""
    return F.bits_to_float(C.int_to_float_bits(v, name), name)


class CmpFIntToFPConst(RewritePattern):
    """cmpf(pred, itofp(x), c) -> cmpi(pred', x, int(c)), or a constant,
    when the conversion cannot change the comparison (ArithOps.cpp)."""

    root = CmpFOp
    benefit = 1
    source = "mlir/lib/Dialect/Arith/IR/ArithOps.cpp"

    def match_and_rewrite(self, op, rewriter) -> bool:
        flt = C.value_constant(op.operand(1))
        if not isinstance(flt, A.FloatAttr):
            return False
        name = flt.type.name
        if C.is_nan_bits(flt.bits, name):
            return False
        rhs = F.bits_to_float(flt.bits, name)
        fmt = F.get_format(name)
        mantissa_width = fmt.precision
        if mantissa_width <= 0:
            return False
        lhs_def = op.operand(0).defining_op
        if type(lhs_def) is SIToFPOp:
            is_unsigned = False
        elif type(lhs_def) is UIToFPOp:
            is_unsigned = True
        else:
            return False
        int_val = lhs_def.operand(0)
        int_width = int_val.type.width
        value_bits = int_width if is_unsigned else int_width - 1
        if int_width > mantissa_width:
            if math.isinf(rhs):
                largest = F.bits_to_float(F._largest_bits(fmt, 0), name)
                if _ilogb(largest) < value_bits:
                    return False
            elif rhs != 0:
                exponent = _ilogb(rhs)
                if mantissa_width <= exponent <= value_bits:
                    return False
        fpred = op.attributes["predicate"].value
        if fpred == _F_ORD:
            return self._constant(op, rewriter, True)
        if fpred == _F_UNO:
            return self._constant(op, rewriter, False)
        if fpred not in _CMPF_TO_CMPI:
            return False  # always-false / always-true: unreachable in the C++
        pred = _CMPF_TO_CMPI[fpred][is_unsigned]
        if not is_unsigned:
            if _int_as_float((1 << (int_width - 1)) - 1, name) < rhs:
                return self._constant(op, rewriter, pred in (_NE, _SLT, _SLE))
            if _int_as_float(-(1 << (int_width - 1)), name) > rhs:
                return self._constant(op, rewriter, pred in (_NE, _SGT, _SGE))
        else:
            if _int_as_float((1 << int_width) - 1, name) < rhs:
                return self._constant(op, rewriter, pred in (_NE, _ULT, _ULE))
            if _int_as_float(0, name) > rhs:
                return self._constant(op, rewriter, pred in (_NE, _UGT, _UGE))
        # convertToInteger(rmTowardZero): fails when the truncated value does not fit.
        if math.isinf(rhs):
            return False
        t = math.trunc(rhs)
        if is_unsigned:
            if (rhs < 0 and t != 0) or t >= (1 << int_width):
                return False
        elif t >= (1 << (int_width - 1)) or t < -(1 << (int_width - 1)):
            return False
        rhs_int = int(t)
        if rhs != 0:
            if _int_as_float(rhs_int, name) != rhs:
                negative = math.copysign(1.0, rhs) < 0
                if pred == _NE:
                    return self._constant(op, rewriter, True)
                if pred == _EQ:
                    return self._constant(op, rewriter, False)
                if pred == _ULE:
                    if negative:
                        return self._constant(op, rewriter, False)
                elif pred == _SLE:
                    if negative:
                        pred = _SLT
                elif pred == _ULT:
                    if negative:
                        return self._constant(op, rewriter, False)
                    pred = _ULE
                elif pred == _SLT:
                    if not negative:
                        pred = _SLE
                elif pred == _UGT:
                    if negative:
                        return self._constant(op, rewriter, True)
                elif pred == _SGT:
                    if negative:
                        pred = _SGE
                elif pred == _UGE:
                    if negative:
                        return self._constant(op, rewriter, True)
                    pred = _UGT
                elif pred == _SGE:
                    if not negative:
                        pred = _SGT
        cst = _const(rewriter, _int_attr(int_val.type, rhs_int), op.loc)
        new = _new(rewriter, CmpIOp, [int_val, cst], [T.i1],
                   {"predicate": A.IntegerAttr(pred, T.i64)}, op.loc)
        rewriter.replace_op(op, [new])
        return True

    @staticmethod
    def _constant(op, rewriter, value: bool) -> bool:
        """``replaceOpWithNewOp<ConstantIntOp>(op, value, 1)``."""
        rewriter.replace_op(op, [_const(rewriter, A.BoolAttr(value), op.loc)])
        return True


# =============================================================================
# Each op's patterns, in the C++ registration order
# =============================================================================
def addi_patterns() -> list:
    return [AddIAddConstant(), AddISubConstantRHS(), AddISubConstantLHS(),
            AddIMulNegativeOneRhs(), AddIMulNegativeOneLhs()]


def addui_extended_patterns() -> list:
    return [AddUIExtendedToAddI()]


def subui_extended_patterns() -> list:
    return [SubUIExtendedToSubI()]


def subi_patterns() -> list:
    return [SubIRHSAddConstant(), SubILHSAddConstant(), SubIRHSSubConstantRHS(),
            SubIRHSSubConstantLHS(), SubILHSSubConstantRHS(), SubILHSSubConstantLHS(),
            SubISubILHSRHSLHS()]


def muli_patterns() -> list:
    return [MulIMulIConstant()]


def mulsi_extended_patterns() -> list:
    return [MulSIExtendedToMulI(), MulSIExtendedRHSOne()]


def mului_extended_patterns() -> list:
    return [MulUIExtendedToMulI()]


def xori_patterns() -> list:
    return [XOrINotCmpI(), XOrIOfExtUI(), XOrIOfExtSI()]


def andi_patterns() -> list:
    return [AndOfExtUI(), AndOfExtSI()]


def ori_patterns() -> list:
    return [OrOfExtUI(), OrOfExtSI()]


def mulf_patterns() -> list:
    return [MulFOfNegF()]


def divf_patterns() -> list:
    return [DivFOfNegF()]


def extsi_patterns() -> list:
    return [ExtSIOfExtUI()]


def trunci_patterns() -> list:
    return [TruncIExtSIToExtSI(), TruncIExtUIToExtUI(), TruncIShrSIToTrunciShrUI()]


def truncf_patterns() -> list:
    return [TruncFSIToFPToSIToFP(), TruncFUIToFPToUIToFP()]


def index_cast_patterns() -> list:
    if resolve(CAST_OF_CAST_FOLD):  # (the folder has the cast of a cast from 3.8)
        return [IndexCastOfExtSI()]
    return [IndexCastOfIndexCast(), IndexCastOfExtSI()]


def index_castui_patterns() -> list:
    if resolve(CAST_OF_CAST_FOLD):
        return [IndexCastUIOfExtUI()]
    return [IndexCastUIOfIndexCastUI(), IndexCastUIOfExtUI()]


def sitofp_patterns() -> list:
    return [SIToFPOfExtSI(), SIToFPOfExtUI()] if resolve(ITOFP_OF_EXT) else []


def uitofp_patterns() -> list:
    return [UIToFPOfExtUI()] if resolve(ITOFP_OF_EXT) else []


def bitcast_patterns() -> list:
    return [BitcastOfBitcast()]


def cmpi_patterns() -> list:
    return [CmpIExtSI(), CmpIExtUI()]


def cmpf_patterns() -> list:
    return [CmpFIntToFPConst()]


def select_patterns() -> list:
    return [RedundantSelectFalse(), RedundantSelectTrue(), SelectNotCond(), SelectI1ToNot(),
            SelectToExtUI()]
