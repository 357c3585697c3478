"""Op traits: properties of an op class that verify themselves.

Mirrors MLIR's ``OpTrait`` templates (mlir/include/mlir/IR/OpDefinition.h,
mlir/lib/IR/Operation.cpp ``OpTrait::impl::verify*``) and the side-effect
traits of mlir/include/mlir/Interfaces/SideEffectInterfaces.td.  An op class
lists trait *objects*::

    class AddIOp(IntBinaryOp):
        traits = (Pure(), Commutative(), SameOperandsAndResultType())

The declaration machinery (:func:`pyopt.ir.opdef.irdl_op`) collects them, the
verifier calls each trait's :meth:`Trait.verify` on every op of the class, and
passes ask ``op.has_trait(Pure)`` (``op->hasTrait<OpTrait::...>()``).
Dialect-specific traits (Triton's ``SameOperandsAndResultEncoding`` and
friends) live in their dialect's package and subclass :class:`Trait`.

Adding a trait: subclass :class:`Trait`; give it ``__init__`` parameters only
if the C++ trait is a template with arguments (``HasParent<"scf.for">``),
returned by :meth:`Trait.params`; implement :meth:`Trait.verify` with MLIR's
message.
"""

from __future__ import annotations

from typing import Optional

__all__ = [
    "Trait", "Pure", "NoMemoryEffect", "RecursiveMemoryEffects", "RecursivelySpeculatable",
    "ConditionallySpeculatable", "Elementwise", "SameOperandsAndResultType",
    "SameOperandsAndResultShape", "SameOperandsAndResultElementType", "SameOperandsShape",
    "SameTypeOperands", "AllTypesMatch", "SameVariadicOperandSize", "SameVariadicResultSize",
    "AttrSizedOperandSegments", "Commutative", "Idempotent", "Involution", "ConstantLike",
    "IsTerminator", "ReturnLike", "NoTerminator", "SingleBlock", "SingleBlockImplicitTerminator",
    "HasParent", "IsolatedFromAbove", "SymbolTable", "Symbol", "AffineScope",
    "AutomaticAllocationScope", "OneRegion", "NoRegionArguments",
]


class Trait:
    """Base of op traits.  Traits without parameters are equal when of the same
    class; parameterised ones also compare their :meth:`params`."""

    __slots__ = ()

    def params(self) -> tuple:
        return ()

    def verify(self, op) -> Optional[str]:
        """The trait's check on ``op`` (``verifyTrait``): an error message, or None."""
        return None

    def __eq__(self, other) -> bool:
        return type(self) is type(other) and self.params() == other.params()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.params()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(map(repr, self.params()))})"


# -- side effects and speculation (SideEffectInterfaces.td) -----------------------
class NoMemoryEffect(Trait):
    """The op has no memory effect (``MemoryEffects<[]>``)."""

    __slots__ = ()


class Pure(NoMemoryEffect):
    """``Pure``: no memory effect and always speculatable."""

    __slots__ = ()


class RecursiveMemoryEffects(Trait):
    """The op's effects are those of the ops nested in its regions."""

    __slots__ = ()


class RecursivelySpeculatable(Trait):
    __slots__ = ()


class ConditionallySpeculatable(Trait):
    __slots__ = ()


# -- operand/result shapes and types --------------------------------------------------
class Elementwise(Trait):
    """``ElementwiseMappable``'s ``Elementwise``: tensor/vector operands and
    results all have the same shape."""

    __slots__ = ()


class SameOperandsAndResultType(Trait):
    __slots__ = ()


class SameOperandsAndResultShape(Trait):
    __slots__ = ()


class SameOperandsAndResultElementType(Trait):
    __slots__ = ()


class SameOperandsShape(Trait):
    __slots__ = ()


class SameTypeOperands(Trait):
    __slots__ = ()


class AllTypesMatch(Trait):
    """``AllTypesMatch<[names]>``: the named operands/results have one type."""

    __slots__ = ("names",)

    def __init__(self, *names: str):
        object.__setattr__(self, "names", tuple(names))

    def params(self) -> tuple:
        return self.names


class SameVariadicOperandSize(Trait):
    __slots__ = ()


class SameVariadicResultSize(Trait):
    __slots__ = ()


class AttrSizedOperandSegments(Trait):
    __slots__ = ()


# -- folding traits -----------------------------------------------------------------
class Commutative(Trait):
    __slots__ = ()


class Idempotent(Trait):
    __slots__ = ()


class Involution(Trait):
    __slots__ = ()


class ConstantLike(Trait):
    __slots__ = ()


# -- structure ------------------------------------------------------------------------
class IsTerminator(Trait):
    __slots__ = ()


class ReturnLike(Trait):
    __slots__ = ()


class NoTerminator(Trait):
    __slots__ = ()


class SingleBlock(Trait):
    __slots__ = ()


class SingleBlockImplicitTerminator(Trait):
    """``SingleBlockImplicitTerminator<"op">``: single block, ended by ``op``
    (which the custom form may leave out)."""

    __slots__ = ("terminator",)

    def __init__(self, terminator: str = ""):
        object.__setattr__(self, "terminator", terminator)

    def params(self) -> tuple:
        return (self.terminator,)


class HasParent(Trait):
    """``HasParent<"a", "b">``: the op's parent op is one of these."""

    __slots__ = ("parents",)

    def __init__(self, *parents: str):
        object.__setattr__(self, "parents", tuple(parents))

    def params(self) -> tuple:
        return self.parents


class IsolatedFromAbove(Trait):
    __slots__ = ()


class SymbolTable(Trait):
    __slots__ = ()


class Symbol(Trait):
    __slots__ = ()


class AffineScope(Trait):
    __slots__ = ()


class AutomaticAllocationScope(Trait):
    __slots__ = ()


class OneRegion(Trait):
    __slots__ = ()


class NoRegionArguments(Trait):
    __slots__ = ()
