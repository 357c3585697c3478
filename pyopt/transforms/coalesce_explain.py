"""``-coalesce=explain=true`` (``--coalesce-explain``): one remark per memory
op saying why coalesce chose its layout, and what the choice buys.

The pass hands over what it decided (the AxisInfo analysis, the op, the new
layout and the notes :func:`pyopt.transforms.coalesce.build_coalesced_encoding`
traced); this module turns them into words, with memory transactions per warp
before and after under the 128-byte line model.  It imports the pass module;
the pass loads it through its ``explainer`` declaration, only when asked.
"""

from __future__ import annotations

from pyopt.analysis.axis_info import (
    ATOMIC_WIDTH_CAP, atomic_write_cap_and_reason, get_mask_alignment, get_mem_access_ptr,
    max_elements_per_thread,
)
from pyopt.ir.version import resolve
from pyopt.ir import types as T
from pyopt.dialects.tt.ops import LoadOp, StoreOp
from pyopt.ir.core import Operation
from pyopt.transforms.coalesce import element_bit_width

__all__ = ["explain", "access_cost"]


def explain(analysis, op: Operation, layout, notes: dict) -> str:
    """One remark: the pointer's facts, the choice, and memory transactions
    per warp before and after under the 128-byte line model."""
    ptr = get_mem_access_ptr(op)
    info = analysis.get_axis_info(ptr)
    t = ptr.type
    bits = element_bit_width(t)
    order = notes.get("order", [])
    d = order[0] if order else t.rank - 1
    before = t.encoding
    parts = [
        f"pointer contiguity = {list(info.contiguity)}, divisibility = {list(info.divisibility)} bytes",
        f"element = {bits} bits",
        f"order = {order} (fastest dimension {d})",
        f"elements per thread: this op {notes.get('own')}, best of {notes.get('same_order')} "
        f"same-shape same-order accesses in its slice {notes.get('slice_best')}, "
        f"capped by {notes.get('num_elems')} elements / {notes.get('num_threads')} threads -> "
        f"{notes.get('per_thread')}",
    ]
    most = max_elements_per_thread(op)
    if resolve(ATOMIC_WIDTH_CAP) and most < max(1, 128 // bits):
        # (Triton 3.8) the reason this op's own width is lower than its pointer allows
        parts.append(f"{op.name}: at most {most} element{'s' if most > 1 else ''} a thread "
                     f"({atomic_write_cap_and_reason(op)[1]}; Triton 3.8's atomic cap)")
    mask_note = _mask_note(analysis, op)
    if mask_note:
        parts.append(mask_note)
    before_cost = access_cost(before, t, info, bits, most)
    after_cost = access_cost(layout, t, info, bits, most)
    if before_cost and after_cost:
        parts.append("per warp, before -> after: {} -> {} access instructions, {} -> {} "
                     "128-byte lines".format(before_cost[0], after_cost[0], before_cost[1], after_cost[1]))
    return "coalesce: " + "; ".join(parts)


def _mask_note(analysis, op: Operation):
    mask = op.mask if isinstance(op, (LoadOp, StoreOp)) else None
    if mask is None:
        return None
    try:
        return f"mask alignment = {get_mask_alignment(analysis, mask)}"
    except ValueError:  # a mask without a distributed layout (TTIR)
        return None


def access_cost(encoding, t: T.RankedTensorType, info, bits: int, most: int = 0):
    """(instructions, 128-byte lines) one warp needs to access its share of
    the tensor with a blocked ``encoding``, under the line model of
    shared/reference/coalescing-reference.md: along the fastest dimension d
    elements are contiguous in runs of ``contiguity[d]`` (each run starting a
    line), other rows of lanes touch other lines; a thread moves
    min(sizePerThread[d], aligned run, ``most``) elements per instruction (``most``: the op's
    maximum, 128 bits unless the release caps an atomic).
    None for layouts other than blocked."""
    spt = getattr(encoding, "size_per_thread", None)
    tpw = getattr(encoding, "threads_per_warp", None)
    wpc = getattr(encoding, "warps_per_cta", None)
    order = getattr(encoding, "order", None)
    if spt is None or tpw is None or wpc is None or order is None:
        return None
    d = order[0]
    elem_bytes = max(bits // 8, 1)
    contig = max(1, min(info.contiguity[d], t.shape[d]))
    aligned = max(1, min(contig, info.divisibility[d] // elem_bytes))
    vec = max(1, min(spt[d], aligned, most or max(1, 128 // bits)))
    elems = 1
    for k in range(t.rank):
        tile = spt[k] * tpw[k] * wpc[k]
        elems *= -(-t.shape[k] // tile) * spt[k]
    instructions = max(1, elems // vec)
    rows = _prod(tpw) // tpw[d]
    lines_per_row = set()
    for lane in range(tpw[d]):
        for e in range(vec):
            i = lane * spt[d] + e
            run, within = divmod(i, contig)
            lines_per_row.add((run, within * elem_bytes // 128))
    return instructions, instructions * rows * len(lines_per_row)


def _prod(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n
