"""Type and attribute constraints: the vocabulary op declarations use for
operands, results and attributes (ODS's ``TypeConstraint``/``AttrConstraint``:
``I32``, ``RankedTensorOf<[...]>``, ``AnyTypeOf<[...]>``, ``I32Attr``,
``DenseI32ArrayAttr`` ...); dialects compose their own from these
(``pyopt.dialects.tt.constraints``: ``TT_Type``, ``TT_PtrLike`` ...).

A constraint is a named predicate; its name is the TableGen summary MLIR's
verifier quotes ("operand #1 must be <summary>, but got ...").  Attribute
constraints also say how the assembly format stores and prints the attribute
(``attr_kind``, ``storage``, ``prefix``), and :func:`dialect_type` ones how a
type prints stripped of its dialect prefix.
"""

from __future__ import annotations

from typing import Callable

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir import version as _version


# ---------------------------------------------------------------------------
# Type constraints
# ---------------------------------------------------------------------------


class Constraint:
    """A named predicate on a type (or attribute): ``TT_PtrLike`` and friends.
    ``name`` is the constraint's TableGen summary, which MLIR's verifier
    quotes ("operand #1 must be <summary>, but got ...")."""

    def __init__(self, name: str, pred: Callable[[object], bool]):
        self.name = name
        self.pred = pred
        self._memo: dict = {}  # types and attributes are immutable

    def __call__(self, x) -> bool:
        try:
            return self._memo[x]
        except KeyError:
            r = self._memo[x] = bool(self.pred(x))
            return r
        except TypeError:  # not hashable
            return bool(self.pred(x))

    def __or__(self, other: "Constraint") -> "Constraint":
        return Constraint(f"{self.name} or {other.name}", lambda t: self(t) or other(t))

    def __repr__(self):
        return self.name


class VersionedConstraint(Constraint):
    """A constraint a Triton release changes: ``rule`` is a
    :class:`~pyopt.ir.version.Versioned` of constraints, read for the run's release (its
    summary too: MLIR quotes the release's).  Their C++ type classes must agree."""

    def __init__(self, rule):
        self.rule = rule
        first = rule.base
        if hasattr(first, "type_class"):
            self.type_class = first.type_class

    @property
    def name(self) -> str:
        return _version.resolve(self.rule).name

    def __call__(self, x) -> bool:
        return _version.resolve(self.rule)(x)


def _of_class(c: Constraint, cls, name: str) -> Constraint:
    """``c`` whose C++ type is one builtin type class (ODS ``cppType``), named
    ``name`` as MLIR's parser names it (``builtin.tensor``)."""
    c.type_class = (cls, name)
    return c


#: :func:`_of_class` for the dialects (a constraint of a C++ type class they declare)
with_type_class = _of_class


# The Triton dialect's own (TT_Type, TT_PtrLike ...) are in pyopt.dialects.tt.constraints.
AnyType = Constraint("any type", lambda t: True)
I1 = Constraint("1-bit signless integer", lambda t: t == T.i1)
I32 = Constraint("32-bit signless integer", lambda t: t == T.i32)
I64 = Constraint("64-bit signless integer", lambda t: t == T.i64)
Index = Constraint("index", lambda t: isinstance(t, T.IndexType))


# MLIR's own (CommonTypeConstraints.td): a scalar, or a vector or tensor of it
def _scalar_or_container(pred):
    def check(t):
        if isinstance(t, (T.VectorType, T.RankedTensorType)):
            return pred(t.element_type())
        return pred(t)
    return check


def _signless_int(t) -> bool:
    return isinstance(t, T.IntegerType) and not t.signedness


SignlessIntegerOrIndexLike = Constraint(
    "signless-integer-like", _scalar_or_container(lambda e: _signless_int(e) or isinstance(e, T.IndexType)))
SignlessFixedWidthIntegerLike = Constraint("signless-fixed-width-integer-like", _scalar_or_container(_signless_int))
#: the MLIR of Triton 3.8 on (arith.subui_extended)
SignlessNonZeroBitwidthIntegerLike = Constraint(
    "signless-non-zero-bitwidth-integer-like", _scalar_or_container(lambda e: _signless_int(e) and e.width > 0))
MLIRFloatLike = Constraint("floating-point-like", _scalar_or_container(lambda e: isinstance(e, T.FloatType)))
MLIRBoolLike = Constraint("bool-like", _scalar_or_container(lambda e: e == T.i1))


# ---------------------------------------------------------------------------
# ODS's builtin type constraints and combinators (CommonTypeConstraints.td),
# which dialects compose into their own (TritonTypes.td's TT_Type ...)
# ---------------------------------------------------------------------------


def any_type_of(*allowed: Constraint, summary: str = "") -> Constraint:
    """``AnyTypeOf<[...]>``: any of ``allowed``; its summary joins theirs with
    " or " unless one is given.  Its C++ type is ``::mlir::Type``, so it
    keeps neither a dialect prefix nor a builtin type class."""
    allowed = tuple(allowed)

    def pred(t) -> bool:
        for c in allowed:
            if c(t):
                return True
        return False

    return Constraint(summary or " or ".join(c.name for c in allowed), pred)


def ranked_tensor_of(*allowed: Constraint) -> Constraint:
    """``RankedTensorOf<[...]>``: a ranked tensor of an element ``allowed``
    accepts ("ranked tensor of <summaries joined by or> values")."""
    elem = any_type_of(*allowed)
    return _of_class(Constraint(f"ranked tensor of {elem.name} values",
                                lambda t: isinstance(t, T.RankedTensorType) and elem(t.element)),
                     T.RankedTensorType, "builtin.tensor")


def tensor_of(*allowed: Constraint) -> Constraint:
    """``TensorOf<[...]>``: a tensor (ranked or not; pyopt models ranked ones
    only) of an element ``allowed`` accepts."""
    elem = any_type_of(*allowed)
    return Constraint(f"tensor of {elem.name} values",
                      lambda t: isinstance(t, T.RankedTensorType) and elem(t.element))


#: ``AnySignlessInteger`` (its C++ type is ``IntegerType``: a format's ``type($x)`` reads only that)
AnySignlessInteger = _of_class(Constraint("signless integer", lambda t: isinstance(t, T.IntegerType)
                                          and not t.signedness), T.IntegerType, "builtin.integer")


def signless_integer(width: int) -> Constraint:
    """``I<width>``: the signless integer of that width."""
    t = T.IntegerType(width)
    return Constraint(f"{width}-bit signless integer", lambda x: x == t)


def float_type(name: str, summary: str) -> Constraint:
    """One builtin float type (``F16``, ``F8E4M3FN`` ...), by MLIR's spelling."""
    t = T.FloatType(name)
    return Constraint(summary, lambda x: x == t)


I4 = signless_integer(4)
I8 = signless_integer(8)
I16 = signless_integer(16)
F16 = float_type("f16", "16-bit float")
BF16 = float_type("bf16", "bfloat16 type")
F32 = float_type("f32", "32-bit float")
F64 = float_type("f64", "64-bit float")
F8E4M3FN = float_type("f8E4M3FN", "f8E4M3FN type")
F8E4M3FNUZ = float_type("f8E4M3FNUZ", "f8E4M3FNUZ type")
F8E5M2 = float_type("f8E5M2", "f8E5M2 type")
F8E5M2FNUZ = float_type("f8E5M2FNUZ", "f8E5M2FNUZ type")
AnyRankedTensor = ranked_tensor_of(AnyType)
AnySignlessIntegerOrIndex = Constraint(
    "signless integer or index", lambda t: _signless_int(t) or isinstance(t, T.IndexType))


# ---------------------------------------------------------------------------
# Attribute storage classes and dialect types (what ODS's constraint says)
# ---------------------------------------------------------------------------


def _attr_constraint(name: str, kind: str, pred, storage=None, prefix=None, convertible=None) -> Constraint:
    """An attribute constraint; ``convertible(a)`` says whether ``a`` can be
    stored in the op's properties (MLIR's ``setPropertiesFromAttr``: a cast
    to the storage class, which is looser than the constraint: an ``i64``
    integer fits ``I32Attr``'s ``IntegerAttr``)."""
    c = Constraint(name, pred)
    c.attr_kind = kind
    c.storage = storage
    c.prefix = prefix
    c.convertible = convertible if convertible is not None else pred
    return c


def _is_int_attr(a) -> bool:
    """An ``IntegerAttr`` as MLIR sees it (its ``BoolAttr`` is one, of type i1)."""
    return isinstance(a, (A.IntegerAttr, A.BoolAttr))


def _is_bool_attr(a) -> bool:
    """MLIR's ``BoolAttr``: ``true``/``false``, an ``i1`` integer attribute."""
    return isinstance(a, A.BoolAttr) or (isinstance(a, A.IntegerAttr) and a.type == T.i1)


def _int_attr_of(t: T.Type):
    return lambda a: isinstance(a, A.IntegerAttr) and a.type == t


def _dense_array_of(t: T.Type):
    return lambda a: isinstance(a, A.DenseArrayAttr) and a.element == t


UNIT_ATTR = _attr_constraint("unit attribute", "unit", lambda a: isinstance(a, A.UnitAttr))
BOOL_ATTR = _attr_constraint("bool attribute", "bool", _is_bool_attr)
STR_ATTR = _attr_constraint("string attribute", "str", lambda a: isinstance(a, A.StringAttr))
I32_ATTR = _attr_constraint("32-bit signless integer attribute", "int", _int_attr_of(T.i32), T.i32,
                            convertible=_is_int_attr)


def i32_attr_in(max_value: int) -> Constraint:
    """``ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<max_value>]>``."""
    return _attr_constraint(f"{I32_ATTR.name} whose value is non-negative whose maximum value is {max_value}",
                            "int", lambda a: _int_attr_of(T.i32)(a) and 0 <= a.value <= max_value, T.i32,
                            convertible=_is_int_attr)


I16_ATTR = _attr_constraint("16-bit signless integer attribute", "int", _int_attr_of(T.IntegerType(16)),
                            T.IntegerType(16), convertible=_is_int_attr)
I64_ATTR = _attr_constraint("64-bit signless integer attribute", "int", _int_attr_of(T.i64), T.i64,
                            convertible=_is_int_attr)
I1_ATTR = _attr_constraint("1-bit signless integer attribute", "bool", _is_bool_attr, convertible=_is_int_attr)
DENSE_I32_ARRAY = _attr_constraint("i32 dense array attribute", "dense_array", _dense_array_of(T.i32), T.i32)
DENSE_I64_ARRAY = _attr_constraint("i64 dense array attribute", "dense_array", _dense_array_of(T.i64), T.i64)
FLAT_SYMBOL_REF = _attr_constraint("flat symbol reference attribute", "symbol",
                                   lambda a: isinstance(a, A.SymbolRefAttr) and len(a.path) == 1)
TYPE_ATTR = _attr_constraint("type attribute", "type", lambda a: isinstance(a, A.TypeAttr))


def enum_constraint(table: dict, storage: T.Type, summary: str = "") -> Constraint:
    """ODS's ``I32EnumAttr``/``I64EnumAttr``: an integer of ``storage`` type
    whose value is one of the cases (properties hold it only with that type);
    ``summary`` is the enum's where it states one (else ODS's default)."""
    cases = ", ".join(str(k) for k in table)
    width = storage.width
    return _attr_constraint(summary or f"allowed {width}-bit signless integer cases: {cases}", "enum",
                            lambda a: isinstance(a, A.IntegerAttr) and a.type == storage and a.value in table,
                            # (a property holds only a case: another value fails its conversion)
                            storage, convertible=lambda a: isinstance(a, A.IntegerAttr) and a.type == storage
                            and a.value in table)


def bit_enum_constraint(bits: dict, storage: T.Type, summary: str = "") -> Constraint:
    """ODS's ``I32BitEnumAttr``: an integer of ``storage`` type with no bit
    outside the cases' (``bits``: value -> keyword); ``summary`` is the enum's
    (Triton's ``AddrSpace`` has none: its message ends after the colon)."""
    mask = 0
    for v in bits:
        mask |= v
    return _attr_constraint(summary, "enum",
                            lambda a: isinstance(a, A.IntegerAttr) and a.type == storage and not a.value & ~mask,
                            storage, convertible=lambda a: isinstance(a, A.IntegerAttr) and a.type == storage)


def buildable(name: str, t: T.Type) -> Constraint:
    """A type constraint satisfied by exactly one type (ODS's buildable
    types: ``I32``, ``I1``, ``Index``), so formats may leave that type out."""
    c = Constraint(name, lambda x: x == t)
    c.buildable = t
    return c


I1_T = buildable("1-bit signless integer", T.i1)
I16_T = buildable("16-bit signless integer", T.IntegerType(16))
I32_T = buildable("32-bit signless integer", T.i32)
I64_T = buildable("64-bit signless integer", T.i64)
#: ``I128`` (ttng's CLC response); its C++ type is ``IntegerType``, which a format's ``type($x)`` reads
I128_T = _of_class(buildable("128-bit signless integer", T.IntegerType(128)), T.IntegerType, "builtin.integer")
INDEX_T = buildable("index", T.index)


def dialect_attr(prefix: str, name: str = "") -> Constraint:
    """A dialect attribute printed stripped of ``prefix`` in formats:
    ``dialect_attr("#arith.fastmath")`` prints ``<fast>`` for
    ``#arith.fastmath<fast>``; ``name`` is its TableGen summary."""
    mnemonic = prefix[1:]
    return _attr_constraint(name or prefix, "dialect",
                            lambda a: getattr(a, "NAME", None) == mnemonic, prefix=prefix)


def dialect_type(name: str, prefix: str, pred) -> Constraint:
    """A type constraint whose C++ type is one dialect type class, so that a
    single ``type($x)`` prints it stripped of ``prefix`` (``!tt.ptr``)."""
    c = Constraint(name, pred)
    c.type_prefix = prefix
    return c
