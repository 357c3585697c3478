"""``-canonicalize-pointers=explain=true``: one remark per memory op (``tt.load``,
``tt.store``, ``tt.atomic_rmw``, ``tt.atomic_cas``, ``ttg.async_copy_global_to_local``)
saying what the pass made of its pointer, or why it left the op alone.

For an op it rewrote: the scalar base and the offset the pointer is rebuilt from, the
scalar offsets folded into the base on the way (the uniform parts of the ``tt.addptr``
offsets; none under ``tt.pointer_range = 32``, where the base stays the argument and
everything accumulates in the offset), and the offset's width and why.  For an op it
left alone: the reason (``ub.poison`` in the function, a pointer argument the pass does
not canonicalize, a pointer that does not come from an argument).

The pass hands over, for each op it rebuilt a pointer for, the (base, offset) pair and
what it knew of it (:class:`~pyopt.transforms.canonicalize_pointers.FatPtrAttrs`); this
module turns them into words.  It imports the pass module; the pass loads it through its
``explainer`` declaration, only when asked.
"""

from __future__ import annotations

from pyopt.dialects.amdg.ops import ExtractSliceOp
from pyopt.dialects.arith.ops import ConstantOp, SelectOp
from pyopt.dialects.tt.ops import (
    AddPtrOp, AtomicCASOp, AtomicRMWOp, BitcastOp, BroadcastOp, ExpandDimsOp, FuncOp, LoadOp, SplatOp, StoreOp,
)
from pyopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp, ConvertLayoutOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import BlockArgument, Operation, Value
from pyopt.ir.printer import render_standalone
from pyopt.transforms.canonicalize_pointers import FatPtrAttrs, pointer_bitness

__all__ = ["MEMORY_OPS", "explain_function", "explain_rewritten", "explain_skipped"]

#: The ops the remarks are about.
MEMORY_OPS = (LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp, AsyncCopyGlobalToLocalOp)
_VIEWS = (SplatOp, BroadcastOp, ExpandDimsOp, ConvertLayoutOp, ExtractSliceOp, BitcastOp)


def _line(op: Operation) -> str:
    loc = op.loc
    line = getattr(loc, "line", None)
    return f" made at line {line}" if line is not None else ""


def describe(v: Value) -> str:
    """A short name for a value: ``%argN``, a constant's value, or its op."""
    if isinstance(v, BlockArgument):
        owner = v.block.parent_op
        if isinstance(owner, FuncOp):
            return f"%arg{v.index}"
        return f"argument {v.index} of {owner.name}" if owner is not None else f"block argument {v.index}"
    op = v.defining_op
    if isinstance(op, ConstantOp):
        value = op.attributes.get("value")
        if isinstance(value, A.IntegerAttr):
            return str(value.value)
    return f"the {op.name} result{_line(op)}"


def _base_chain(base: Value) -> tuple[Value, list]:
    """The root of a scalar base and the offsets scalar ``tt.addptr`` s added to it."""
    offsets: list = []
    while isinstance(base.defining_op, AddPtrOp) and isinstance(base.type, T.PointerType):
        op = base.defining_op
        offsets.append(op.operand(1))
        base = op.operand(0)
    offsets.reverse()
    return base, offsets


def _shape(t: T.RankedTensorType) -> str:
    """``tensor<512xi32>``: the type without its encoding."""
    return "tensor<" + "x".join(str(d) for d in t.shape) + "x" + render_standalone(t.element) + ">"


def _width_of(v: Value) -> int:
    t = v.type.element_type()
    return 64 if isinstance(t, T.IndexType) else t.width


def explain_rewritten(op: Operation, base: Value, offset: Value, attrs: FatPtrAttrs, large: bool) -> str:
    root, bumps = _base_chain(base)
    root_text = describe(root)
    func = op.parent_op
    while func is not None and not isinstance(func, FuncOp):
        func = func.parent_op
    parts = []
    if isinstance(offset.type, T.RankedTensorType):
        parts.append(f"pointer rebuilt as tt.addptr(tt.splat(base), offset) with base {describe(base)} and "
                     f"offset {_shape(offset.type)} ({describe(offset)})")
    else:
        parts.append(f"scalar pointer rebuilt as tt.addptr(base, offset) with base {describe(base)} and offset "
                     f"{describe(offset)}")
    if bumps:
        parts.append(f"moved to the scalar base: {', '.join(describe(b) for b in bumps)} (the uniform parts of "
                     f"the offsets, added to {root_text})")
    elif attrs.small_tensor_base is not None:
        parts.append(f"nothing moved to the scalar base: the base stays {root_text} and uniform and non-uniform "
                     "parts accumulate in the offset")
    else:
        parts.append("nothing moved to the scalar base")
    width = _width_of(offset)
    bits = None
    if isinstance(root, BlockArgument) and isinstance(root.block.parent_op, FuncOp):
        bits = pointer_bitness(root.block.parent_op, root.index)
    if attrs.small_tensor_base is not None or bits == 32:
        parts.append(f"offset width {width} bits: {root_text} has tt.pointer_range = 32 (it points into a "
                     "tensor under 2 GB), so the offset stays 32-bit")
    else:
        why = (f"{root_text} has no tt.pointer_range = 32 (canonicalized because "
               "enable-large-tensor-ptr-canon=true), so offsets start as 64-bit")
        if attrs.can_narrow and width > 32 and isinstance(offset.type, T.RankedTensorType):
            parts.append(f"offset width {width} bits, narrowed to 32 bits at this op: {why}, and every "
                         "non-uniform part added was a 32-bit offset to a splat")
        else:
            parts.append(f"offset width {width} bits: {why}")
    return "canonicalize-pointers: " + "; ".join(parts)


def _pointer_root(v: Value) -> Value:
    seen = 0
    while seen < 10000:
        seen += 1
        op = v.defining_op
        if isinstance(op, AddPtrOp) or isinstance(op, _VIEWS):
            v = op.operand(0)
            continue
        if isinstance(op, SelectOp):
            v = op.operand(1)
            continue
        return v
    return v


def explain_skipped(op: Operation, func: FuncOp, poisoned: bool, large: bool) -> str:
    if poisoned:
        return "canonicalize-pointers: left alone: the function holds ub.poison"
    ptr = op.operand(0)
    root = _pointer_root(ptr)
    if isinstance(root, BlockArgument) and root.block.parent_op is func:
        bits = pointer_bitness(func, root.index)
        if bits == 64 and not large:
            return (f"canonicalize-pointers: left alone: its pointer comes from %arg{root.index}, which has no "
                    "tt.pointer_range = 32 (enable-large-tensor-ptr-canon=false)")
    where = describe(root) if isinstance(root, BlockArgument) or root.defining_op is not None else "a value"
    if isinstance(ptr.defining_op, AddPtrOp) and isinstance(ptr.defining_op.operand(0).defining_op, SplatOp):
        inner = ptr.defining_op.operand(0).defining_op.operand(0)
        if not isinstance(inner, BlockArgument) or inner.block.parent_op is not func:
            return (f"canonicalize-pointers: left alone: its pointer already is tt.addptr(tt.splat(base), "
                    f"offset), with base {describe(inner)}, which does not come from a pointer argument")
    return f"canonicalize-pointers: left alone: its pointer does not come from a pointer argument (it comes " \
           f"from {where})"


def explain_function(func: FuncOp, records: dict, poisoned: bool, large: bool, diag) -> None:
    """One remark per memory op of ``func``; ``records`` maps each op whose pointer
    the pass rebuilt to its (base, offset, attributes)."""
    for op in func.walk():
        if not isinstance(op, MEMORY_OPS):
            continue
        rec = records.get(op)
        if rec is not None:
            diag.remark(op, explain_rewritten(op, *rec, large))
        else:
            diag.remark(op, explain_skipped(op, func, poisoned, large))
