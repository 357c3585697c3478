"""Memory effects of ops, and which ops are trivially dead.

Mirrors MLIR's side-effect utilities (mlir/lib/Interfaces/SideEffectInterfaces.cpp:
``isOpTriviallyDead``, ``wouldOpBeTriviallyDead``, ``isMemoryEffectFree``,
``getEffectsRecursively``) over the effects Triton 3.6.0 declares for its ops.

How MLIR decides an op's effects, and how this module reads them:

* An op either implements ``MemoryEffectOpInterface`` (then it lists its
  effects, possibly none) or it does not (then its effects are *unknown* and
  it is never dead).  :func:`get_effects` returns ``None`` for the latter.
* ``Pure`` and ``NoMemoryEffect`` (traits on the declaration class,
  ``type(op).traits``) implement the interface with no effects.
* Effects declared in ODS (``Arg<..., [MemRead<...>]>`` on operands/results,
  ``MemoryEffects<[...]>`` on the op) and effects computed by a C++
  ``getEffects`` are listed per op name in :data:`_DECLARED` and
  :data:`_COMPUTED` below (from TritonOps.td, TritonGPUOps.td,
  TritonNvidiaGPUOps.td, TritonAMDGPUOps.td and lib/Dialect/*/IR/Ops.cpp).
* ``RecursiveMemoryEffects`` ops have the effects of the ops nested in them.
* Unregistered ops (plain :class:`Operation`) have unknown effects and might
  be terminators, as MLIR's ``mightHaveTrait`` says.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.ir.traits import IsTerminator, NoMemoryEffect, Pure, RecursiveMemoryEffects, Symbol

__all__ = [
    "READ", "WRITE", "ALLOCATE", "FREE", "EffectInstance", "get_effects",
    "get_effects_recursively", "might_have_trait", "is_memory_effect_free",
    "would_op_be_trivially_dead", "is_op_trivially_dead",
]

# MemoryEffects::Read / Write / Allocate / Free
READ, WRITE, ALLOCATE, FREE = "read", "write", "allocate", "free"
# Resources (SideEffects::DefaultResource and Triton's memory resources)
DEFAULT, GLOBAL, SHARED, TENSOR = "default", "global", "shared", "tensor"


class EffectInstance(NamedTuple):
    """One effect (``MemoryEffects::EffectInstance``): its kind, the value it
    acts on (``None``: the whole resource) and the resource."""

    effect: str
    value: Optional[Value]
    resource: str


def might_have_trait(op: Operation, trait: type) -> bool:
    """``op->mightHaveTrait<T>()``: an unregistered op might have any trait."""
    return type(op) is Operation or op.has_trait(trait)


# -- effects declared in ODS -----------------------------------------------------
RESULT = object()  # the op's first result (an ``Arg`` on a result in ODS)
# op name -> (effect, where, resource); ``where`` is an operand group's Python
# name, RESULT (result #0) or None (no value).  ODS emits one effect per
# decorated operand (each value of a variadic group).
_DECLARED: dict[str, tuple] = {
    # Triton (TritonOps.td)
    "tt.store": ((WRITE, "ptr", GLOBAL),),
    "tt.atomic_rmw": ((READ, "ptr", GLOBAL), (WRITE, "ptr", GLOBAL)),
    "tt.atomic_cas": ((READ, "ptr", GLOBAL), (WRITE, "ptr", GLOBAL)),
    "tt.print": ((WRITE, None, GLOBAL),),
    "tt.assert": ((WRITE, None, GLOBAL),),
    "tt.descriptor_load": ((READ, "desc", GLOBAL),),
    "tt.descriptor_gather": ((READ, "desc", GLOBAL),),
    "tt.descriptor_store": ((READ, "desc", GLOBAL), (WRITE, "desc", GLOBAL)),
    "tt.descriptor_reduce": ((READ, "desc", GLOBAL), (WRITE, "desc", GLOBAL)),
    "tt.descriptor_scatter": ((READ, "desc", GLOBAL), (WRITE, "desc", GLOBAL)),
    # TritonGPU (TritonGPUOps.td)
    "ttg.async_copy_global_to_local": ((READ, "src", GLOBAL), (WRITE, "result", SHARED)),
    "ttg.local_dealloc": ((FREE, "src", SHARED),),
    "ttg.local_load": ((READ, "src", SHARED),),
    "ttg.local_store": ((WRITE, "dst", SHARED),),
    "ttg.global_scratch_alloc": ((ALLOCATE, RESULT, GLOBAL),),
    # TritonNvidiaGPU (TritonNvidiaGPUOps.td)
    "ttng.init_barrier": ((WRITE, "alloc", SHARED),),
    "ttng.inval_barrier": ((WRITE, "alloc", SHARED),),
    "ttng.barrier_expect": ((WRITE, "alloc", SHARED),),
    "ttng.wait_barrier": ((READ, "alloc", SHARED), (WRITE, "alloc", SHARED)),
    "ttng.arrive_barrier": ((READ, "alloc", SHARED), (WRITE, "alloc", SHARED)),
    "ttng.async_copy_mbarrier_arrive": ((WRITE, "barrier", SHARED),),
    "ttng.async_tma_copy_global_to_local": ((READ, "desc", GLOBAL), (WRITE, "barrier", SHARED),
                                            (WRITE, "result", SHARED)),
    "ttng.async_tma_copy_local_to_global": ((READ, "desc", GLOBAL), (WRITE, "desc", GLOBAL),
                                            (READ, "src", SHARED)),
    "ttng.async_tma_reduce": ((READ, None, GLOBAL), (WRITE, None, GLOBAL),
                              (READ, "desc", GLOBAL), (READ, "src", SHARED)),
    "ttng.async_tma_gather": ((READ, "desc", GLOBAL), (WRITE, "barrier", SHARED),
                              (WRITE, "result", SHARED)),
    "ttng.async_tma_scatter": ((READ, "desc", GLOBAL), (WRITE, "desc", GLOBAL),
                               (READ, "src", SHARED)),
    "ttng.tc_gen5_commit": ((WRITE, "barrier", SHARED),),
    "ttng.tmem_load": ((READ, "src", TENSOR),),
    "ttng.tmem_store": ((WRITE, "dst", TENSOR),),
    "ttng.tmem_copy": ((READ, "src", SHARED), (WRITE, "dst", TENSOR)),
    "ttng.tensormap_create": ((READ, None, GLOBAL), (WRITE, None, GLOBAL)),
    "ttng.tensormap_fenceproxy_acquire": ((WRITE, None, GLOBAL),),
    # TritonAMDGPU (TritonAMDGPUOps.td)
    "amdg.buffer_load": ((READ, "ptr", GLOBAL),),
    "amdg.buffer_load_to_local": ((WRITE, "dest", SHARED), (READ, "ptr", GLOBAL)),
    "amdg.buffer_store": ((WRITE, "ptr", GLOBAL),),
    "amdg.buffer_atomic_rmw": ((READ, "ptr", GLOBAL), (WRITE, "ptr", GLOBAL)),
    "amdg.buffer_atomic_cas": ((READ, "ptr", GLOBAL), (WRITE, "ptr", GLOBAL)),
    "amdg.local_load_packed_tranposed": ((READ, "src", SHARED),),
    "amdg.async_tdm_copy_global_to_local": ((READ, "desc", GLOBAL), (WRITE, "result", SHARED)),
    "amdg.async_tdm_copy_local_to_global": ((WRITE, "desc", GLOBAL), (READ, "src", SHARED)),
    "amdg.init_barrier": ((WRITE, "alloc", SHARED),),
    "amdg.wait_barrier": ((READ, "alloc", SHARED), (WRITE, "alloc", SHARED)),
    "amdg.arrive_barrier": ((READ, "alloc", SHARED), (WRITE, "alloc", SHARED)),
    "amdg.async_copy_mbarrier_arrive": ((READ, "barrier", SHARED), (WRITE, "barrier", SHARED)),
}


def _values_of(op: Operation, where) -> list:
    if where is None:
        return [None]
    if where is RESULT:
        return [op.results[0]]
    v = getattr(op, where)
    if isinstance(v, list):
        return v
    return [] if v is None else [v]


def _declared_effects(op: Operation) -> list:
    out = []
    for effect, where, resource in _DECLARED[op.name]:
        for v in _values_of(op, where):
            out.append(EffectInstance(effect, v, resource))
    return out


# -- effects computed by a C++ getEffects --------------------------------------------
def _load_effects(op: Operation) -> list:
    """``LoadOp::getEffects`` (lib/Dialect/Triton/IR/Ops.cpp): reads through
    its pointer; a volatile load also writes (the default resource)."""
    out = [EffectInstance(READ, op.ptr, GLOBAL)]
    v = op.attributes.get("isVolatile")
    if isinstance(v, A.BoolAttr) and v.value:
        out.append(EffectInstance(WRITE, None, DEFAULT))
    return out


def _pure_attr_effects(op: Operation) -> list:
    """``ElementwiseInlineAsmOp/ExternElementwiseOp::getEffects``: nothing
    when ``pure``, else a write and a read of the default resource."""
    pure = op.attributes.get("pure")
    if isinstance(pure, A.BoolAttr) and pure.value:
        return []
    return [EffectInstance(WRITE, None, DEFAULT), EffectInstance(READ, None, DEFAULT)]


def _alloc_effects(resource: str, placed_attr: str) -> Callable:
    """``LocalAllocOp/TMEMAllocOp::getEffects``: an immutable allocation has
    no effect until the allocator placed it (``placed_attr`` set); otherwise
    it allocates its result and, with a source, writes it."""

    def effects(op: Operation) -> list:
        t = op.results[0].type
        if not (isinstance(t, T.MemDescType) and t.mutable) and placed_attr not in op.attributes:
            return []
        alloc = op.results[0]
        out = [EffectInstance(ALLOCATE, alloc, resource)]
        if op.src is not None:
            out.append(EffectInstance(WRITE, alloc, resource))
        return out

    return effects


def _warp_group_dot_effects(op: Operation) -> list:
    """``WarpGroupDotOp::getEffects``: reads the operands held in shared memory."""
    return [EffectInstance(READ, v, SHARED) for v in (op.a, op.b)
            if isinstance(v.type, T.MemDescType)]


def _is_constant_false(v: Value) -> bool:
    d = v.defining_op
    if d is None or d.name != "arith.constant":
        return False
    c = d.attributes.get("value")
    return A.int_value(c) == 0


def _mma_effects(op: Operation) -> list:
    """``TCGen5MMAOp/TCGen5MMAScaledOp::getEffects``: reads the accumulator
    unless ``useD`` is a constant false, writes it, reads A (shared or tensor
    memory), B and the scales."""
    out = []
    if not _is_constant_false(op.useD):
        out.append(EffectInstance(READ, op.d, TENSOR))
    out.append(EffectInstance(WRITE, op.d, TENSOR))
    from pyopt.dialects.ttg.attrs import SharedMemorySpace

    a_shared = isinstance(getattr(op.a.type, "memory_space", None), SharedMemorySpace)
    out.append(EffectInstance(READ, op.a, SHARED if a_shared else TENSOR))
    out.append(EffectInstance(READ, op.b, SHARED))
    if op.name == "ttng.tc_gen5_mma_scaled":
        out.append(EffectInstance(READ, op.a_scale, TENSOR))
        out.append(EffectInstance(READ, op.b_scale, TENSOR))
    return out


_COMPUTED: dict[str, Callable[[Operation], list]] = {
    "tt.load": _load_effects,
    "tt.elementwise_inline_asm": _pure_attr_effects,
    "tt.extern_elementwise": _pure_attr_effects,
    "ttg.local_alloc": _alloc_effects(SHARED, "allocation.offset"),
    "ttng.tmem_alloc": _alloc_effects(TENSOR, "tensor_memory_col_offset"),
    "ttng.warp_group_dot": _warp_group_dot_effects,
    "ttng.tc_gen5_mma": _mma_effects,
    "ttng.tc_gen5_mma_scaled": _mma_effects,
}


def get_effects(op: Operation) -> Optional[list]:
    """The op's own effects (``MemoryEffectOpInterface::getEffects``), or
    ``None`` when it does not implement the interface (effects unknown).
    Effects of nested ops are not included (see :func:`get_effects_recursively`)."""
    fn = _COMPUTED.get(op.name)
    if fn is not None:
        return fn(op)
    if op.name in _DECLARED:
        return _declared_effects(op)
    if op.has_trait(Pure) or op.has_trait(NoMemoryEffect):
        return []
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


def _would_be_dead_impl(root: Operation) -> bool:
    """``wouldOpBeTriviallyDeadImpl``: only reads, and allocations of the
    op's own results, are allowed, in the op and (recursively) nested ops."""
    stack = [root]
    while stack:
        op = stack.pop()
        recursive = op.has_trait(RecursiveMemoryEffects)
        if recursive:
            for region in op.regions:
                for block in region.blocks:
                    stack.extend(block.ops)
        effects = get_effects(op)
        if effects is not None:
            allocated = {id(e.value) for e in effects
                         if e.effect == ALLOCATE and e.value is not None
                         and e.value.defining_op is op}
            for e in effects:
                if e.value is not None and id(e.value) in allocated:
                    continue
                if e.effect != READ:
                    return False
            continue
        if recursive:
            continue
        return False
    return True


_DEAD_BY_CLASS: dict = {}


def _dead_by_class(cls) -> Optional[bool]:
    """The answer of :func:`would_op_be_trivially_dead` that holds for every
    op of class ``cls`` (True/False), or None when it depends on the op."""
    try:
        return _DEAD_BY_CLASS[cls]
    except KeyError:
        pass
    name = getattr(cls, "OP_NAME", "")
    if cls is Operation or cls.has_trait(IsTerminator) or cls.has_trait(Symbol):
        answer = False  # (unregistered ops might be terminators)
    elif name in _COMPUTED or name in _DECLARED or cls.has_trait(RecursiveMemoryEffects):
        answer = None
    else:
        answer = cls.has_trait(NoMemoryEffect)
    _DEAD_BY_CLASS[cls] = answer
    return answer


def would_op_be_trivially_dead(op: Operation) -> bool:
    """``wouldOpBeTriviallyDead``: erasing the op would change nothing if its
    results were unused.  Terminators and symbols never are."""
    answer = _dead_by_class(type(op))
    if answer is not None:
        return answer
    return _would_be_dead_impl(op)


def is_op_trivially_dead(op: Operation) -> bool:
    """``isOpTriviallyDead``: unused and :func:`would_op_be_trivially_dead`."""
    for r in op.results:
        if r.uses:
            return False
    return would_op_be_trivially_dead(op)
