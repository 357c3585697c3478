"""``-convert-to-buffer-ops=explain=true``: one remark per memory op (``tt.load``, ``tt.store``,
``tt.atomic_rmw``, ``tt.atomic_cas``, ``ttg.async_copy_global_to_local``) saying whether the pass
made it a buffer op, and if not, why -- the answer Triton gives only in its ``LLVM_DEBUG`` log.

For an op it converted: the new op, the scalar base and the offsets, and what settled the
32-bit question (the base's ``tt.pointer_range = 32``, or the offsets' range and the largest
byte offset it reaches), and what the buffer op kept or dropped (mask, ``other``, block stride).

For an op it left alone, the first check that failed, as the pass makes them: the pointer's
shape (not ``tt.addptr(tt.splat(base), offsets)``), 64-bit offsets, no range for the offsets,
a range that may be negative -- naming the value the negative values come from (the first one,
going up the offsets' definitions, whose own range may be negative while its operands' do not
or which has none), its range, and what could have bounded it (``tt.pointer_range`` on the
base, ``llvm.intr.assume`` on the value) --, a largest byte offset over 2 GB, and the atomic and
per-architecture rules (scope, element type, kind, alignment, targets without buffer atomics or
``buffer_load_to_local``), or the f32-load-into-``tt.dot`` exception.

The pass hands over the decisions its patterns recorded
(:class:`~pyopt.transforms.convert_to_buffer_ops.Decision`, with the
:class:`~pyopt.transforms.convert_to_buffer_ops.BufferCheck` made) and its range facts; this
module turns them into words.  It imports the pass module; the pass loads it through its
``explainer`` declaration, only when asked.
"""

from __future__ import annotations

from typing import Optional

from pyopt.analysis.axis_info import function_arg_attr
from pyopt.dialects.amdg.target import deduce_isa_family, get_amd_arch
from pyopt.dialects.arith.ops import ConstantOp, TruncIOp
from pyopt.dialects.tt.ops import AtomicRMWOp, FuncOp, MEM_SYNC_SCOPES, RMW_OPS
from pyopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import BlockArgument, Operation, Value
from pyopt.ir.printer import render_standalone
from pyopt.ir.version import resolve
from pyopt.transforms.convert_to_buffer_ops import (
    ASYNC_COPY_ARCH, ASYNC_COPY_FAMILIES, ATOMIC_FAMILIES, LIMIT_2GB, BufferCheck, Decision, RangeFacts,
    offset_widths,
)

__all__ = ["explain_module", "explain_op", "name_of", "blame_negative"]

PREFIX = "convert-to-buffer-ops: "


def name_of(v: Optional[Value]) -> str:
    """How the input names a value: ``%12``, ``%arg0`` (the name it was parsed with), else a
    description (a constant's value, or the op that makes it)."""
    if v is None:
        return "none"
    if v.name_hint:
        return "%" + v.name_hint
    if isinstance(v, BlockArgument):
        owner = v.block.parent_op
        return f"argument {v.index} of {owner.name}" if owner is not None else f"block argument {v.index}"
    op = v.defining_op
    if isinstance(op, ConstantOp):
        value = op.attributes.get("value")
        if isinstance(value, A.IntegerAttr):
            return str(value.value)
    return f"the {op.name} result"


def _shape(t: T.Type) -> str:
    if isinstance(t, T.RankedTensorType):
        return "tensor<" + "".join(f"{d}x" for d in t.shape) + render_standalone(t.element) + ">"
    return render_standalone(t)


def _range(r) -> str:
    """A range as the remarks show it: the signed bounds (offsets are signed)."""
    return f"[{r.smin}, {r.smax}]"


def _is_func_arg(v: Value) -> bool:
    return isinstance(v, BlockArgument) and isinstance(v.block.parent_op, FuncOp) \
        and v.block is v.block.parent_op.regions[0].blocks[0]


def _pointer_range(v: Value) -> Optional[int]:
    if not _is_func_arg(v):
        return None
    attr = function_arg_attr(v.block.parent_op, v.index, "tt.pointer_range")
    return attr.value if isinstance(attr, A.IntegerAttr) else None


def blame_negative(offset: Value, facts: RangeFacts) -> Optional[tuple[Value, object]]:
    """The value the offsets' possibly negative values come from: going up the definitions
    from ``offset`` (operands in order, depth first), the first value whose range may be
    negative (or is unknown) while no operand of its defining op has such a range -- a block
    argument, an op without operands, or an op whose own arithmetic makes it so.  Returns
    (value, its ranges or None)."""
    seen: set = set()

    def may_be_negative(v: Value):
        found, r = facts.lookup(v)
        return (r is None or r.smin < 0), r

    def visit(v: Value):
        if id(v) in seen:
            return None
        seen.add(id(v))
        neg, r = may_be_negative(v)
        if not neg:
            return None
        op = v.defining_op
        if op is not None:
            for operand in op.operands:
                if not isinstance(operand.type.element_type(), (T.IntegerType, T.IndexType)):
                    continue
                inner = visit(operand)
                if inner is not None:
                    return inner
        return v, r

    return visit(offset)


def _made_by(v: Value, facts: RangeFacts) -> str:
    """``arith.muli of %pid [0, 2147483647] and 1024 [1024, 1024]``: the op and its integer
    operands' ranges (none of them may be negative: the op's arithmetic makes the result so)."""
    op = v.defining_op
    shown = []
    for operand in op.operands:
        if not isinstance(operand.type.element_type(), (T.IntegerType, T.IndexType)):
            continue
        _, r = facts.lookup(operand)
        shown.append(f"{name_of(operand)} {_range(r) if r is not None else '(no range)'}")
    return op.name + (" of " + " and ".join(shown) if shown else "")


def _base_note(base: Value) -> str:
    bits = _pointer_range(base)
    if bits is not None:
        return f"the base {name_of(base)} has tt.pointer_range = {bits}"
    if _is_func_arg(base):
        return f"no tt.pointer_range on the base {name_of(base)}"
    return f"the base {name_of(base)} is no function argument"


def _assume_note(v: Value, facts: RangeFacts) -> str:
    if facts.assumptions.get(v):
        return f"the llvm.intr.assume facts on {name_of(v)} do not bound it below by 0"
    return f"no llvm.intr.assume on {name_of(v)}"


def explain_check(check: BufferCheck, facts: RangeFacts, analyze_small: bool) -> str:
    """Why the pointer check passed or failed, in words."""
    r = check.reason
    if r == "no-addptr":
        return "its pointer is not made by tt.addptr (buffer ops need tt.addptr(tt.splat(base), offsets))"
    if r == "no-splat":
        return "its pointer is a tt.addptr whose pointer operand is not a tt.splat of a scalar base"
    base, off = check.base, check.offset
    if r == "offset-bits":
        return (f"the offsets {name_of(off)} ({_shape(off.type)}) are {check.offset_bits}-bit; buffer ops take "
                + ("32-bit offsets" if offset_widths() == (32,) else "32-bit offsets (64-bit ones truncated)"))
    if r == "pointer-range":
        return (f"the base {name_of(base)} has tt.pointer_range = {_pointer_range(base)}: the offsets "
                f"{name_of(off)} need no range proof")
    why_proof = (" (analyze-small-tensor-ofst=true asks for the proof though the base has "
                 f"tt.pointer_range = {_pointer_range(base)})" if analyze_small and _pointer_range(base) is not None
                 and _pointer_range(base) <= 32 else f" ({_base_note(base)}, so the offsets need a range proof)")
    if r in ("no-lattice", "no-range"):
        return f"the range analysis knows no range for the offsets {name_of(off)}{why_proof}"
    rng = check.range
    if r == "negative":
        text = f"the offsets {name_of(off)} may be negative: range {_range(rng)}"
        culprit = blame_negative(off, facts)
        if culprit is not None and culprit[0] is not off:
            v, vr = culprit
            vtext = "no known range" if vr is None else f"range {_range(vr)}"
            text += f" from {name_of(v)} ({vtext}"
            if isinstance(v, BlockArgument):
                text += f"; {_base_note(base)}, {_assume_note(v, facts)})"
            else:
                text += f", made by {_made_by(v, facts)}; {_base_note(base)})"
        else:
            text += f" ({_base_note(base)}, {_assume_note(off, facts)})"
        return text
    if r == "element-type":
        return f"the pointee type {render_standalone(check.element)} has no bit width"
    bits = T.bit_width(check.element)
    reach = (f"the offsets {name_of(off)} have range {_range(rng)}: the largest index ({rng.smax}) of "
             f"{render_standalone(check.element)} ({bits} bits) ends at byte {check.byte_offset}")
    if r == "too-large":
        return f"{reach}, over the 2 GB a buffer op reaches ({LIMIT_2GB}){why_proof}"
    return f"{reach}, within 2 GB{why_proof}"


def _kept(d: Decision) -> list:
    parts = []
    det = d.details
    if det.get("mask") is not None:
        parts.append(f"mask {name_of(det['mask'])} kept")
    elif det.get("mask_dropped"):
        parts.append("mask dropped (a constant splat of true)")
    if det.get("other") is not None:
        parts.append(f"other {name_of(det['other'])} kept")
    elif det.get("other_dropped"):
        parts.append("other dropped (a constant splat of zero)")
    if det.get("stride") is not None:
        stride = det["stride"]
        trunc = stride.defining_op
        if isinstance(trunc, TruncIOp) and not stride.name_hint:  # made by the pass (Triton 3.8's i64 strides)
            parts.append(f"block stride {name_of(trunc.operand(0))} truncated to i32")
        else:
            parts.append(f"block stride {name_of(stride)}")
    if det.get("contiguity") is not None:
        parts.append(f"contiguity {det['contiguity']} (the pointer's vector size"
                     + (", at most the mask's alignment)" if det.get("mask") is not None else ")"))
    return parts


def explain_op(op: Operation, decision: Optional[Decision], pass_, module: Operation, facts: RangeFacts) -> str:
    """The remark for one memory op."""
    small = pass_.analyze_small_tensor_ofst
    if decision is None:
        if isinstance(op, AtomicRMWOp):
            arch = pass_.arch_generation_name
            if not pass_.allow_buffer_atomics:
                return PREFIX + "not converted: allow-buffer-atomics=false"
            fam = deduce_isa_family(arch)
            families = resolve(ATOMIC_FAMILIES)
            if fam not in families:
                option = pass_.option_named("arch_generation_name").name  # as the run's release names it
                shown = f"{option}={arch}" if arch else f"no {option}"
                names = [f.value for f in families]
                listed = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
                return PREFIX + f"not converted: {shown} ({fam.value}): buffer atomics are for {listed}"
        if isinstance(op, AsyncCopyGlobalToLocalOp):
            if resolve(ASYNC_COPY_ARCH) == "module target":
                arch = get_amd_arch(module)
                shown = f"the module's target hip:{arch}" if arch else "the module has no hip: ttg.target, so its target"
            else:
                arch = pass_.arch_generation_name
                option = pass_.option_named("arch_generation_name").name
                shown = f"{option}={arch}" if arch else f"no {option}, so the architecture"
            fam = deduce_isa_family(arch or "")
            if fam not in ASYNC_COPY_FAMILIES:
                return (PREFIX + f"not converted: {shown} ({fam.value}) has no buffer_load_to_local "
                        "(CDNA3 and CDNA4 only)")
        if op.parent is None:
            return PREFIX + "erased: its result is unused (the rewrite driver removes dead ops)"
        return PREFIX + "not converted: no pattern applied"
    if decision.converted:
        new = decision.new_op
        parts = [f"converted to {new.name}: base {name_of(decision.check.base)}, offsets "
                 f"{name_of(decision.check.offset)} ({_shape(decision.check.offset.type)})",
                 explain_check(decision.check, facts, small)]
        if decision.check.offset_bits == 64:
            parts.append("the i64 offsets truncated to i32 by an arith.trunci before it")
        det = decision.details
        if "vector" in det:
            parts.append(f"{det['vector']} element(s) a vector, {det['bits']} bits")
        parts.extend(_kept(decision))
        return PREFIX + "; ".join(parts)
    if decision.details.get("dodge"):
        return (PREFIX + "not converted: an f32 load in a function holding a tt.dot (Triton keeps these off "
                "buffer loads to dodge an LLVM backend bug)")
    check = decision.check
    if check is not None and not check.ok:
        return PREFIX + "not converted: " + explain_check(check, facts, small)
    msg = decision.message
    det = decision.details
    why = {
        "CAS with unsupported scope": lambda: f"scope {MEM_SYNC_SCOPES[_scope(op)]} (buffer atomics take gpu or cta)",
        "RMW with unsupported scope": lambda: f"scope {MEM_SYNC_SCOPES[_scope(op)]} (buffer atomics take gpu or cta)",
        "AtomicCAS with unsupported type": lambda: (f"element type {render_standalone(det['element'])} "
                                                   "(buffer atomic_cas takes i32 or i64)"),
        "RMW with unsupported type": lambda: (f"element type {render_standalone(det['element'])} (buffer atomics "
                                             "take f16, bf16, f32, f64, i32 or i64)"),
        "RMW FADD does not support bf16": lambda: "bf16 fadd has no buffer atomic on CDNA3 (gfx942)",
        "RMW FADD does not support F64": lambda: "f64 fadd has no buffer atomic on RDNA4",
        "RMW FADD unsupported for this type on target": lambda: (
            f"{render_standalone(det['element'])} fadd has no buffer atomic on {det['isa'].value}"),
        "no native buffer atomic supports this floating-point min/max target/type combination": lambda: (
            f"{render_standalone(det['element'])} max/min has no buffer atomic on {det['isa'].value}"),
        "signed integer min/max RMW operations use generic atomic lowering": lambda: (
            f"atomic kind {RMW_OPS[_kind(op)]} on integers stays a generic atomic (use umax/umin)"),
        "RMW float 16 dtypes must be aligned by 2": lambda: (
            f"{render_standalone(det['element'])} atomics go by pairs, and the pointer's AxisInfo gives vectors "
            f"of {det['vector']} element(s)" + (" (at most the mask's alignment)" if det.get("mask_capped") else "")),
        "RMW requires opBitWidth >= 32": lambda: f"{det['vector']} element(s) a vector make {det['bits']} bits, under 32",
        "BufferAtomicCAS requires opBitWidth >= 32": lambda: (
            f"{det['vector']} element(s) a vector make {det['bits']} bits, under 32"),
    }.get(msg)
    if why is None and msg.startswith("RMW with unsupported op: "):
        kind = msg.rpartition(": ")[2]
        text = f"atomic kind {kind} has no buffer atomic"
        if kind in ("max", "min"):
            text += " for integers (only float max/min; use umax/umin)"
        return PREFIX + "not converted: " + text
    detail = why() if why is not None else msg
    return PREFIX + "not converted: " + detail + (f"; {explain_check(check, facts, small)}" if check else "")


def _kind(op: Operation) -> int:
    a = op.attributes.get("atomic_rmw_op")
    return a.value if isinstance(a, A.IntegerAttr) else int(a)


def _scope(op: Operation) -> int:
    a = op.attributes.get("scope")
    return a.value if isinstance(a, A.IntegerAttr) else int(a)


def explain_module(pass_, module: Operation, memory_ops: list, decisions: dict, facts: RangeFacts, diag) -> None:
    """One remark per memory op of ``memory_ops`` (the module's, before rewriting, in order)."""
    for op in memory_ops:
        diag.remark(op, explain_op(op, decisions.get(op), pass_, module, facts))
