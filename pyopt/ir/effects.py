"""Memory effects of ops, and which ops are trivially dead.

Mirrors MLIR's side-effect utilities (mlir/include/mlir/Interfaces/SideEffectInterfaces.h
and mlir/lib/Interfaces/SideEffectInterfaces.cpp: ``EffectInstance``,
``SideEffects::Resource``, ``isOpTriviallyDead``, ``wouldOpBeTriviallyDead``,
``isMemoryEffectFree``, ``getEffectsRecursively``, ``isSpeculatable``, ``isPure``).  Nothing here knows an
op: each op answers for itself.

How MLIR decides an op's effects, and where pyopt keeps each part:

* An op either implements ``MemoryEffectOpInterface`` (then it lists its
  effects, possibly none) or it does not (then its effects are *unknown* and
  it is never dead).  ``op.get_effects()`` returns ``None`` for the latter.
* ``Pure`` and ``NoMemoryEffect`` (traits of the op class) implement the
  interface with no effects.
* Effects declared in ODS (``Arg<..., [MemRead<GlobalMemory>]>`` on an
  operand or result, ``MemoryEffects<[MemWrite<GlobalMemory>]>`` on the op)
  are the op class's ``effects`` declaration, written with :func:`MemRead`,
  :func:`MemWrite`, :func:`MemAlloc` and :func:`MemFree`; the default
  :meth:`pyopt.ir.opdef.Op.get_effects` expands them.
* Ops with a C++ ``getEffects`` override :meth:`~pyopt.ir.opdef.Op.get_effects`.
* ``RecursiveMemoryEffects`` ops have the effects of the ops nested in them.
* Unregistered ops (plain :class:`Operation`) have unknown effects and might
  be terminators, as MLIR's ``mightHaveTrait`` says.

Resources are objects (:class:`Resource`); the core has
:data:`DEFAULT_RESOURCE`, dialects declare theirs (Triton's global, shared
and tensor memory live in the tt, ttg and ttng dialects).
"""

from __future__ import annotations

from typing import NamedTuple, Optional

from pyopt.ir.core import Operation, Value
from pyopt.ir.opdef import Op
from pyopt.ir.traits import (
    RECURSIVELY_SPECULATABLE, SPECULATABLE, IsTerminator, NoMemoryEffect, RecursiveMemoryEffects, Symbol,
)

__all__ = [
    "Effect", "READ", "WRITE", "ALLOCATE", "FREE", "Resource", "DefaultResource",
    "DEFAULT_RESOURCE", "EffectInstance", "EffectDecl", "MemRead", "MemWrite", "MemAlloc",
    "MemFree", "get_effects", "get_effects_recursively", "might_have_trait",
    "is_memory_effect_free", "is_speculatable", "is_pure", "dead_by_class", "would_op_be_trivially_dead", "is_op_trivially_dead",
]


# -- effects and resources (SideEffectInterfaces.h) ------------------------------------
class Effect:
    """``MemoryEffects::Effect``: what an effect does (one instance per kind)."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __repr__(self) -> str:
        return self.name


# MemoryEffects::Read / Write / Allocate / Free
READ, WRITE, ALLOCATE, FREE = Effect("read"), Effect("write"), Effect("allocate"), Effect("free")


class Resource:
    """``SideEffects::Resource``: what an effect acts on.  Dialects subclass it
    for their memories and make one instance each."""

    __slots__ = ()
    name = "<resource>"

    def __repr__(self) -> str:
        return self.name


class DefaultResource(Resource):
    """``SideEffects::DefaultResource``: any memory the op could reach."""

    __slots__ = ()
    name = "DefaultResource"


DEFAULT_RESOURCE = DefaultResource()


class EffectInstance(NamedTuple):
    """One effect (``MemoryEffects::EffectInstance``): its kind, the value it
    acts on (``None``: the whole resource) and the resource."""

    effect: Effect
    value: Optional[Value]
    resource: Resource


# -- effects declared in ODS ----------------------------------------------------------------
class EffectDecl(NamedTuple):
    """One ODS effect declaration: ``MemRead<Resource>`` and friends, on the
    operand or result named ``on`` (its Python field name) or, with ``on``
    None, on the op (``MemoryEffects<[...]>``)."""

    effect: Effect
    on: Optional[str]
    resource: Resource

    def instances(self, op: Operation) -> list:
        """The effect instances on ``op``: one per value of the decorated
        operand or result group (each value of a variadic group, none for an
        absent optional one), as ODS emits them."""
        if self.on is None:
            return [EffectInstance(self.effect, None, self.resource)]
        v = getattr(op, self.on)
        if isinstance(v, list):
            return [EffectInstance(self.effect, x, self.resource) for x in v]
        return [] if v is None else [EffectInstance(self.effect, v, self.resource)]


def MemRead(on: Optional[str], resource: Resource = DEFAULT_RESOURCE) -> EffectDecl:
    """``MemRead<resource>`` on ``on`` (an operand/result field name, or None: the op)."""
    return EffectDecl(READ, on, resource)


def MemWrite(on: Optional[str], resource: Resource = DEFAULT_RESOURCE) -> EffectDecl:
    """``MemWrite<resource>``."""
    return EffectDecl(WRITE, on, resource)


def MemAlloc(on: Optional[str], resource: Resource = DEFAULT_RESOURCE) -> EffectDecl:
    """``MemAlloc<resource>``."""
    return EffectDecl(ALLOCATE, on, resource)


def MemFree(on: Optional[str], resource: Resource = DEFAULT_RESOURCE) -> EffectDecl:
    """``MemFree<resource>``."""
    return EffectDecl(FREE, on, resource)


# -- queries --------------------------------------------------------------------------------
def might_have_trait(op: Operation, trait: type) -> bool:
    """``op->mightHaveTrait<T>()``: an unregistered op might have any trait."""
    return type(op) is Operation or op.has_trait(trait)


def get_effects(op: Operation) -> Optional[list]:
    """The op's own effects (``MemoryEffectOpInterface::getEffects``), or
    ``None`` when it does not implement the interface (effects unknown; always
    so for unregistered ops).  Effects of nested ops are not included (see
    :func:`get_effects_recursively`)."""
    if isinstance(op, Op):
        return op.get_effects()
    return None


def get_effects_recursively(op: Operation) -> Optional[list]:
    """``getEffectsRecursively``: the effects of ``op`` and, through
    ``RecursiveMemoryEffects``, of the ops nested in it; ``None`` if any of
    them is unknown.  The list may hold duplicates."""
    effects: list = []
    stack = [op]
    while stack:
        o = stack.pop()
        recursive = o.has_trait(RecursiveMemoryEffects)
        if recursive:
            for region in o.regions:
                for block in region.blocks:
                    stack.extend(block.ops)
        own = get_effects(o)
        if own is not None:
            effects.extend(own)
        elif not recursive:
            return None
    return effects


def is_memory_effect_free(op: Operation) -> bool:
    """``isMemoryEffectFree``: the op (and, through ``RecursiveMemoryEffects``,
    everything nested in it) has no memory effect."""
    own = get_effects(op)
    recursive = op.has_trait(RecursiveMemoryEffects)
    if own is not None:
        if own:
            return False
        if not recursive:
            return True
    elif not recursive:
        return False
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                if not is_memory_effect_free(nested):
                    return False
    return True


def is_speculatable(op: Operation) -> bool:
    """``isSpeculatable``: the op may run where it would not have run (its
    :meth:`~pyopt.ir.opdef.Op.get_speculatability`; a recursively speculatable
    op only when every op of its regions is).  Unregistered ops are not."""
    stack = [op]
    while stack:
        o = stack.pop()
        s = o.get_speculatability() if isinstance(o, Op) else None
        if s == RECURSIVELY_SPECULATABLE:
            for region in o.regions:
                for block in region.blocks:
                    stack.extend(block.ops)
        elif s != SPECULATABLE:
            return False
    return True


def is_pure(op: Operation) -> bool:
    """``isPure``: speculatable and free of memory effects."""
    return is_speculatable(op) and is_memory_effect_free(op)


_EFFECT_FREE: dict = {}


def _effect_free_class(cls) -> bool:
    """Whether every op of ``cls`` has no memory effect and no nested op that
    could have one (``Pure``/``NoMemoryEffect`` without a declaration or a
    ``get_effects`` of its own, and not ``RecursiveMemoryEffects``)."""
    try:
        return _EFFECT_FREE[cls]
    except KeyError:
        pass
    free = _EFFECT_FREE[cls] = (
        cls is not Operation and not cls.effects and cls.get_effects is Op.get_effects
        and cls.has_trait(NoMemoryEffect) and not cls.has_trait(RecursiveMemoryEffects))
    return free


def _would_be_dead_impl(root: Operation) -> bool:
    """``wouldOpBeTriviallyDeadImpl``: only reads, and allocations of the
    op's own results, are allowed, in the op and (recursively) nested ops."""
    stack = [root]
    while stack:
        op = stack.pop()
        if _EFFECT_FREE.get(type(op)) or _effect_free_class(type(op)):
            continue
        recursive = op.has_trait(RecursiveMemoryEffects)
        if recursive:
            for region in op.regions:
                for block in region.blocks:
                    stack.extend(block.ops)
        effects = get_effects(op)
        if effects is not None:
            allocated = {id(e.value) for e in effects
                         if e.effect is ALLOCATE and e.value is not None
                         and e.value.defining_op is op}
            for e in effects:
                if e.value is not None and id(e.value) in allocated:
                    continue
                if e.effect is not READ:
                    return False
            continue
        if recursive:
            continue
        return False
    return True


_DEAD_BY_CLASS: dict = {}


def dead_by_class(cls) -> Optional[bool]:
    """The answer of :func:`would_op_be_trivially_dead` that holds for every
    op of class ``cls`` (True/False), or None when it depends on the op (its
    effects are computed, allocate, or fall on an optional or variadic
    operand or result, or nested ops decide)."""
    try:
        return _DEAD_BY_CLASS[cls]
    except KeyError:
        pass
    if cls is Operation or cls.has_trait(IsTerminator) or cls.has_trait(Symbol):
        answer = False  # (unregistered ops might be terminators)
    elif cls.get_effects is not Op.get_effects or cls.has_trait(RecursiveMemoryEffects):
        answer = None
    elif cls.effects:
        # The declaration alone decides when nothing is allocated (only an
        # allocation excuses an effect): all reads, or a write/free that
        # every op of the class has (on the op or on a single operand/result).
        decls = cls.effects
        always = {d.pyname for d in cls.OPERANDS + cls.RESULTS if d.kind == "single"}
        if any(d.effect is ALLOCATE for d in decls):
            answer = None
        elif all(d.effect is READ for d in decls):
            answer = True
        elif any(d.effect is not READ and (d.on is None or d.on in always) for d in decls):
            answer = False
        else:
            answer = None
    else:
        answer = cls.has_trait(NoMemoryEffect)
    _DEAD_BY_CLASS[cls] = answer
    return answer


def would_op_be_trivially_dead(op: Operation) -> bool:
    """``wouldOpBeTriviallyDead``: erasing the op would change nothing if its
    results were unused.  Terminators and symbols never are."""
    answer = dead_by_class(type(op))
    if answer is not None:
        return answer
    return _would_be_dead_impl(op)


def is_op_trivially_dead(op: Operation) -> bool:
    """``isOpTriviallyDead``: unused and :func:`would_op_be_trivially_dead`."""
    for r in op.results:
        if r.has_uses():
            return False
    return would_op_be_trivially_dead(op)
