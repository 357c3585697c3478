"""Traits of the Triton dialect (include/triton/Dialect/Triton/IR/Traits.h,
lib/Dialect/Triton/IR/Traits.cpp): encodings and shapes shared between an op's
operands and results, and between a load/store's pointer, mask and value."""

from __future__ import annotations

from pyopt.ir.traits import Trait

__all__ = [
    "SameOperandsAndResultEncoding", "SameOperandsEncoding", "SameLoadStoreOperandsShape",
    "SameLoadStoreOperandsAndResultShape", "SameLoadStoreOperandsEncoding",
    "SameLoadStoreOperandsAndResultEncoding",
]


class SameOperandsAndResultEncoding(Trait):
    """``OpTrait::SameOperandsAndResultEncoding``."""

    __slots__ = ()


class SameOperandsEncoding(Trait):
    """``OpTrait::SameOperandsEncoding``."""

    __slots__ = ()


class SameLoadStoreOperandsShape(Trait):
    """``OpTrait::SameLoadStoreOperandsShape``: pointer, mask and value (not the
    ``other`` or boundary operands) have one shape."""

    __slots__ = ()


class SameLoadStoreOperandsAndResultShape(Trait):
    """``OpTrait::SameLoadStoreOperandsAndResultShape``."""

    __slots__ = ()


class SameLoadStoreOperandsEncoding(Trait):
    """``OpTrait::SameLoadStoreOperandsEncoding``."""

    __slots__ = ()


class SameLoadStoreOperandsAndResultEncoding(Trait):
    """``OpTrait::SameLoadStoreOperandsAndResultEncoding``."""

    __slots__ = ()
