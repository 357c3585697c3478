"""Op interfaces: methods an op class implements, which analyses, the greedy
driver and passes call without knowing the op.

Mirrors MLIR's op interfaces (mlir/include/mlir/Interfaces/*.td).  An op class
implements an interface by inheriting from it and overriding its methods;
``isinstance(op, RegionBranchOpInterface)`` is ``isa<RegionBranchOpInterface>(op)``.

Interfaces every op has a default for are methods of
:class:`pyopt.ir.opdef.Op` itself (``fold``, ``get_effects``,
``get_canonicalization_patterns``, ``verify_``); the classes here are the
opt-in ones.  Dialect-specific interfaces (Triton's ``DotOpInterface``,
``TransposeOpInterface`` ...) live in their dialect's package.

Adding an interface: a class here (or in the dialect) with the methods and
their default bodies, documented with the C++ interface it mirrors; ops
inherit it; callers use ``isinstance``.
"""

from __future__ import annotations

__all__ = [
    "MemoryEffectsOpInterface", "RegionBranchOpInterface", "RegionBranchTerminatorOpInterface",
    "BranchOpInterface", "LoopLikeOpInterface", "CastOpInterface", "InferTypeOpInterface",
    "CallOpInterface", "CallableOpInterface", "FunctionOpInterface", "SymbolUserOpInterface",
    "WeightedBranchOpInterface", "OpAsmOpInterface",
]


class MemoryEffectsOpInterface:
    """``MemoryEffectOpInterface`` implemented by a C++ ``getEffects`` (the op
    overrides :meth:`~pyopt.ir.opdef.Op.get_effects`)."""

    __slots__ = ()


class RegionBranchOpInterface:
    """``RegionBranchOpInterface``: control flow between the op and its regions
    (scf.for, scf.if, scf.while, tt.reduce ...)."""

    __slots__ = ()


class RegionBranchTerminatorOpInterface:
    """``RegionBranchTerminatorOpInterface``: a terminator that passes values to
    the parent op or a sibling region (scf.yield, scf.condition)."""

    __slots__ = ()


class BranchOpInterface:
    """``BranchOpInterface``: a terminator with successor blocks (cf.br, cf.cond_br)."""

    __slots__ = ()


class LoopLikeOpInterface:
    """``LoopLikeOpInterface`` (scf.for, scf.while)."""

    __slots__ = ()


class CastOpInterface:
    """``CastOpInterface``."""

    __slots__ = ()


class InferTypeOpInterface:
    """``InferTypeOpInterface``: result types follow from operands and
    attributes (:meth:`~pyopt.ir.opdef.Op.infer_result_types`)."""

    __slots__ = ()


class CallOpInterface:
    """``CallOpInterface`` (tt.call)."""

    __slots__ = ()


class CallableOpInterface:
    """``CallableOpInterface`` (tt.func)."""

    __slots__ = ()


class FunctionOpInterface(CallableOpInterface):
    """``FunctionOpInterface`` (tt.func)."""

    __slots__ = ()


class SymbolUserOpInterface:
    """``SymbolUserOpInterface``."""

    __slots__ = ()


class WeightedBranchOpInterface:
    """``WeightedBranchOpInterface``: branch weights (cf.cond_br)."""

    __slots__ = ()


class OpAsmOpInterface:
    """``OpAsmOpInterface``: the op names its results or block arguments when printed
    (:meth:`~pyopt.ir.opdef.Op.asm_result_names`)."""

    __slots__ = ()
