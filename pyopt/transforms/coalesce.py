"""The coalesce pass: port of Triton 3.6.0's TritonGPUCoalesce
(lib/Dialect/TritonGPU/Transforms/Coalesce.cpp, CoalesceUtils.cpp
``buildCoalescedEncoding`` and Utility.cpp ``getOrderFromContiguity``, ``getMemAccessPtr``,
``convertDistributedOpEncoding``; commit 4b184ccc).

1. AxisInfo over the module (pyopt.analysis.axis_info).
2. For every memory op reading or writing a tensor of pointers (tt.load,
   tt.store, tt.atomic_rmw, tt.atomic_cas, ttg.async_copy_global_to_local),
   decide a blocked encoding (:func:`build_coalesced_encoding`):
   order from the pointer's contiguity; elements per thread from its
   divisibility and contiguity, capped at 128 bits; the best of the memory
   ops of the same shape and order in the op's def-use slice; at most
   elements/threads; stores capped at their own width.
   Descriptor loads/stores get a fixed row-major layout vectorised up to
   16 bytes (:func:`descriptor_layout`).
3. Rewrite each op (decide first, then mutate): tensor operands converted
   into the new layout with ``ttg.convert_layout`` (even when it does not
   change), the op recreated with results in the new layout, results
   converted back.

Deviation from the source at 4b184ccc: none.  (The release's
``getOrderFromContiguity`` keeps ties in ascending dimension order: the
row-major default of PR #8920 was reverted on the 3.6.x branch, and the
3.6.0 wheel, the reference, orders ties [0, 1, 2, ...].)

Later releases (each a release rule, ``pyopt --list-release-rules``): 3.7 breaks ties row-major
(:data:`CONTIGUITY_TIES`); 3.8 caps the width of atomics
(``pyopt.analysis.axis_info.ATOMIC_WIDTH_CAP``, in ``getNumElementsPerThread``); 3.9's
``tt.atomic_load``/``tt.atomic_store`` are memory ops (``axis_info.MEMORY_OPS``); and the AxisInfo
the pass reads follows each release (the rules of :mod:`pyopt.analysis.axis_info`).  The wheels'
own pass positions: ``python tools/release_pass_report.py --passes coalesce``.
"""

from __future__ import annotations

from dataclasses import field
from typing import Optional

from pyopt import debuglog
from pyopt.ir.printer import print_op_fragment
from pyopt.analysis.axis_info import (
    CallGraphCycleError, ModuleAxisInfoAnalysis, get_mem_access_ptr, get_num_elements_per_thread,
    hint_warnings,
)
from pyopt.dialects.tt.ops import (
    DescriptorGatherOp, DescriptorLoadOp, DescriptorReduceOp, DescriptorScatterOp,
    DescriptorStoreOp, LoadOp,
)
from pyopt.dialects.ttg.attrs import BlockedEncoding, CTALayout, get_matrix_order
from pyopt.dialects.ttg.context import lookup_num_warps, threads_per_warp
from pyopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp, ConvertLayoutOp
from pyopt.ir import types as T
from pyopt.ir.context import current
from pyopt.ir.core import Operation, OpResult
from pyopt.ir.traits import IsolatedFromAbove
from pyopt.ir.version import Since, Versioned, resolve_active
from pyopt.transforms.pass_base import ModulePass, register_pass

DESCRIPTOR_LOADS = (DescriptorLoadOp, DescriptorGatherOp)
DESCRIPTOR_STORES = (DescriptorStoreOp, DescriptorScatterOp, DescriptorReduceOp)
DESCRIPTOR_OPS = DESCRIPTOR_LOADS + DESCRIPTOR_STORES


# ---------------------------------------------------------------------------
# Utilities (Utility.cpp)
# ---------------------------------------------------------------------------


#: How ``getOrderFromContiguity`` breaks ties in contiguity: 3.6.0 keeps
#: ascending dimension order; 3.7 (PR #8920) starts from row-major order.
CONTIGUITY_TIES = Versioned("ascending", Since((3, 7), "row-major", "triton-lang/triton#8920: getOrderFromContiguity starts from row-major order"), name="coalesce: contiguity ties")


def get_order_from_contiguity(contiguity) -> list[int]:
    """``getOrderFromContiguity``: dimensions by decreasing contiguity, a
    stable sort of [0, 1, ..., n-1] (of [n-1, ..., 0] where ties are
    row-major)."""
    dims = range(len(contiguity))
    if resolve_active(CONTIGUITY_TIES) == "row-major":
        dims = reversed(dims)
    return sorted(dims, key=lambda d: -contiguity[d])


def element_bit_width(t: T.RankedTensorType) -> int:
    """``getElementBitWidth``: bits of the pointee (or element) type."""
    e = t.element
    if isinstance(e, T.PointerType):
        e = e.pointee
    return T.bit_width(e)


def get_slice(op: Operation, backward: Optional[dict] = None) -> list[Operation]:
    """``mlir::getSlice(op)`` with default options: the closure of backward
    slices (definitions of operands, of values used inside an op's regions,
    and the parent of single-block regions whose arguments are used, stopping
    at IsolatedFromAbove ops) and forward slices (users of results, and every
    op nested in a region), from every op reached.  Order is irrelevant to
    coalesce, which only takes a maximum over it.

    ``backward``, a dict kept while the IR does not change, caches each op's
    backward neighbours.  Each op reached costs its operands and uses: linear in
    the slice, at any nesting depth (:func:`_backward_neighbours`)."""
    # (ops hash by identity: a set of them is the visited set; the list keeps the order)
    seen = {op}
    out = [op]
    work = [op]
    pop, push, add, keep = work.pop, work.append, seen.add, out.append
    while work:
        cur = pop()
        if backward is None:
            before = _backward_neighbours(cur)
        else:
            before = backward.get(cur)
            if before is None:
                before = backward[cur] = list(_backward_neighbours(cur))
        for nxt in before:
            if nxt not in seen:
                add(nxt)
                keep(nxt)
                push(nxt)
        if cur.regions:
            for nxt in _forward_neighbours(cur):
                if nxt not in seen:
                    add(nxt)
                    keep(nxt)
                    push(nxt)
        else:  # (_forward_neighbours of an op without regions: its results' users)
            for res in cur.results:
                for u in res.uses:
                    nxt = u.owner
                    if nxt not in seen:
                        add(nxt)
                        keep(nxt)
                        push(nxt)
    return out


class SliceReach:
    """The memory ops of every op's :func:`get_slice`, by strongly connected components.

    ``getSlice``'s steps (:func:`_backward_neighbours`, :func:`_forward_neighbours`) make a
    directed graph of ops, and ``get_slice(op)`` is the set of ops reachable from ``op``.  Two
    ops of one strongly connected component have the same slice, and a def-use chain is one
    component (a use steps back to its definition, the definition forward to the use), so
    Triton's slice per memory op (time quadratic in the memory ops of a function: each slice
    holds them all) is computed here once per component: Tarjan's algorithm, iterative, over
    the ops reached from the memory ops asked about, then a walk of the components reachable
    from one (the condensation) for each (component, shape, order, shape per CTA) asked.
    Valid while the IR does not change (coalesce decides every layout before it rewrites)."""

    def __init__(self, analysis, backward: Optional[dict] = None):
        self.analysis = analysis
        self.backward = {} if backward is None else backward
        self.comp: dict = {}  # op -> its component's index
        self.members: list[list] = []  # per component: its memory ops (pointer, op)
        self.succ: list = []  # per component: the components it steps to
        self.orders: dict = {}  # memory op -> its order (getOrderFromContiguity)
        self.best: dict = {}  # (component, shape, order, shape per CTA) -> (max perThread, count)

    def _neighbours(self, op: Operation):
        """An iterator over the ops ``getSlice`` steps to from ``op``: backward, then forward
        (a list's: cheaper to resume than a generator)."""
        before = self.backward.get(op)
        if before is None:
            before = self.backward[op] = list(_backward_neighbours(op))
        if op.regions:
            return iter(before + list(_forward_neighbours(op)))
        return iter(before + [u.owner for res in op.results for u in res.uses])

    def _components(self, root: Operation) -> None:
        """Tarjan's strongly connected components of the ops reachable from ``root``, each
        completed after every component it reaches (so its successors are known then)."""
        comp = self.comp
        comp_get = comp.get
        index: dict = {root: 0}
        index_get = index.get
        low = [0]
        stack = [root]
        on_stack = {root}
        out: dict = {}  # op -> the completed components it steps to
        neighbours = self._neighbours
        work = [(root, neighbours(root))]
        while work:
            v, it = work[-1]
            iv = index[v]
            for w in it:
                c = comp_get(w)
                if c is not None:
                    steps = out.get(v)
                    if steps is None:
                        steps = out[v] = set()
                    steps.add(c)
                    continue
                iw = index_get(w)
                if iw is None:
                    index[w] = len(low)
                    low.append(len(low))
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, neighbours(w)))
                    break
                if w in on_stack and iw < low[iv]:
                    low[iv] = iw
            else:  # every neighbour done: v is complete
                work.pop()
                if work:
                    iu = index[work[-1][0]]
                    if low[iv] < low[iu]:
                        low[iu] = low[iv]
                if low[iv] == iv:
                    c = len(self.members)
                    succ: set = set()
                    mem = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        comp[w] = c
                        steps = out.get(w)
                        if steps:
                            succ.update(steps)
                        ptr = get_mem_access_ptr(w)
                        if ptr is not None and isinstance(ptr.type, T.RankedTensorType):
                            mem.append((ptr, w))
                        if w is v:
                            break
                    mem.reverse()
                    succ.discard(c)
                    self.members.append(mem)
                    self.succ.append(succ)
                    if work:  # the parent steps to this completed component
                        steps = out.get(work[-1][0])
                        if steps is None:
                            steps = out[work[-1][0]] = set()
                        steps.add(c)

    def order_of(self, op: Operation, ptr) -> list[int]:
        order = self.orders.get(op)
        if order is None:
            order = self.orders[op] = get_order_from_contiguity(
                self.analysis.require_axis_info(ptr).contiguity)
        return order

    def best_per_thread(self, op: Operation, shape, order, shape_per_cta) -> tuple[int, int]:
        """The largest ``getNumElementsPerThread`` (with ``order`` and ``shape_per_cta``) of
        the memory ops in ``op``'s slice whose pointers have ``shape`` and ``order``, ``op``
        included, and how many they are."""
        c = self.comp.get(op)
        if c is None:
            self._components(op)
            c = self.comp[op]
        key = (c, tuple(shape), tuple(order), tuple(shape_per_cta))
        found = self.best.get(key)
        if found is None:
            best, count = 0, 0
            seen = {c}
            work = [c]
            while work:
                cur = work.pop()
                for ptr, m in self.members[cur]:
                    if ptr.type.shape == shape and self.order_of(m, ptr) == order:
                        best = max(best, get_num_elements_per_thread(m, order, self.analysis,
                                                                     shape_per_cta))
                        count += 1
                for nxt in self.succ[cur]:
                    if nxt not in seen:
                        seen.add(nxt)
                        work.append(nxt)
            found = self.best[key] = (best, count)
        return found


def _isolated(op: Operation) -> bool:
    return op.has_trait(IsolatedFromAbove)  # builtin.module included


def _backward_neighbours(op: Operation) -> list:
    """The ops ``getBackwardSlice`` steps to from ``op``: its operands' definitions (or, for a
    block argument, the parent of a single-block region that is not IsolatedFromAbove).

    ``getBackwardSliceImpl`` also steps through every value used inside ``op``'s regions and
    defined above them, a walk of ``op``'s whole subtree for each region op (time quadratic
    in the nesting depth).  Within :func:`get_slice` those steps add nothing: an op with
    regions in the slice brings its whole subtree with it (``getForwardSlice`` enters every
    nested op), and each nested op steps through its own operands, which include every use
    from above, by the same rule.  So the closure is the same without them.  (The
    IsolatedFromAbove ops, which step nowhere, have no operands: tt.func, builtin.module,
    ttg.warp_specialize.partitions.)"""
    if IsolatedFromAbove in type(op)._trait_types:  # (_isolated, inlined)
        return []
    out = []
    for use in op._operands:
        v = use.value
        if type(v) is OpResult:  # (v.defining_op, inlined for the common case)
            out.append(v.op)
            continue
        d = v.defining_op
        if d is not None:
            out.append(d)
        else:
            parent = v.block.parent_op if v.block.parent is not None else None
            # an IsolatedFromAbove parent (tt.func) ends the walk and is not
            # part of the slice (getBackwardSliceImpl returns before adding it)
            if (parent is not None and not _isolated(parent) and len(parent.regions) == 1
                    and len(parent.regions[0].blocks) == 1):
                out.append(parent)
    return out


def _parent_region(v):
    b = v.parent_block
    return b.parent if b is not None else None


def _forward_neighbours(op: Operation):
    for r in op.regions:
        for b in r.blocks:
            yield from b.ops
    for res in op.results:
        for u in res.uses:
            yield u.owner


# ---------------------------------------------------------------------------
# Layout decisions (CoalesceUtils.cpp)
# ---------------------------------------------------------------------------


def build_coalesced_encoding(analysis, op: Operation, num_warps: int, threads: int,
                             cta_layout, shape_per_cta, trace=None, reach: Optional[SliceReach] = None):
    """``buildCoalescedEncoding``.  ``trace``, if given, is called with
    (name, value) pairs describing each decision (for --explain).  ``reach``, if given, a
    :class:`SliceReach` kept while the IR does not change, answers the slice's best
    ``perThread`` once per strongly connected component (the same value; used unless the
    debug logs, which list each op of the slice, are on)."""
    ptr = get_mem_access_ptr(op)
    ref = ptr.type
    log = debuglog.enabled(DEBUG_TYPE)  # Triton's LDBG lines (--debug-only=tritongpu-coalesce)
    if reach is not None and not log and not debuglog.enabled("ttg-utility"):
        return _coalesced_encoding_by_components(analysis, op, ptr, num_warps, threads, cta_layout,
                                                 shape_per_cta, trace, reach)

    if log:
        debuglog.ldbg(DEBUG_TYPE, f"Considering op: {print_op_fragment(op)}")
        debuglog.ldbg(DEBUG_TYPE, f"axis info of pointer: {analysis.get_axis_info(ptr)}")
    contiguity = analysis.require_axis_info(ptr).contiguity
    order = get_order_from_contiguity(contiguity)
    if log:
        debuglog.ldbg(DEBUG_TYPE, f"order=[{', '.join(map(str, order))}]")
    same_order = [op]  # (Triton's SetVector: get_slice gives each op once, so only op can repeat)
    if ptr.defining_op is not None:
        slice_ops = get_slice(op, reach.backward if reach is not None else None)
        if log:  # the log lists them in getSlice's order (topological: the IR's order)
            top = op
            while top.parent_op is not None and not _isolated(top):
                top = top.parent_op
            position = {id(o): i for i, o in enumerate(top.walk())}
            slice_ops.sort(key=lambda o: position.get(id(o), -1))
        for use in slice_ops:
            val = get_mem_access_ptr(use)
            if (val is None or not isinstance(val.type, T.RankedTensorType)
                    or val.type.shape != ref.shape or use is op):
                continue
            if get_order_from_contiguity(analysis.require_axis_info(val).contiguity) == order:
                if log:
                    debuglog.ldbg(DEBUG_TYPE, f"multi-root-slice: insert to memAccessesSameOrder "
                                  f"{print_op_fragment(use)}")
                same_order.append(use)
    if log:
        debuglog.ldbg(DEBUG_TYPE, f"shapePerCTA=[{', '.join(map(str, shape_per_cta))}]")
    num_elems = 1
    for d in shape_per_cta:
        num_elems *= d
    num_threads = num_warps * threads
    own = get_num_elements_per_thread(op, order, analysis, shape_per_cta)
    if log:
        debuglog.ldbg(DEBUG_TYPE, f"perThread for op: {own}")
    per_thread = own
    for other in same_order[1:]:
        cur = get_num_elements_per_thread(other, order, analysis, shape_per_cta)
        if log:
            debuglog.ldbg(DEBUG_TYPE, f"perThread for opSameOrder: {cur}")
        per_thread = max(per_thread, cur)
    slice_best = per_thread
    per_thread = min(per_thread, max(num_elems // num_threads, 1))
    if log:
        debuglog.ldbg(DEBUG_TYPE, f"perThread: {per_thread}")
    if not isinstance(op, LoadOp):
        # writes: at most 128 bits a thread, or the warp's store has gaps
        if debuglog.enabled("ttg-utility"):  # Triton asks again, which logs again
            get_num_elements_per_thread(op, order, analysis, shape_per_cta)
        per_thread = min(per_thread, own)
    size_per_thread = [1] * ref.rank
    size_per_thread[order[0]] = per_thread
    if trace is not None:
        trace(order=order, own=own, slice_best=slice_best, same_order=len(same_order),
              num_elems=num_elems, num_threads=num_threads, per_thread=per_thread)
    return _blocked(ref.shape, size_per_thread, order, num_warps, threads, cta_layout)


def _coalesced_encoding_by_components(analysis, op, ptr, num_warps, threads, cta_layout,
                                      shape_per_cta, trace, reach: SliceReach):
    """:func:`build_coalesced_encoding` without its logs, the slice's best taken from
    ``reach``: the same decisions."""
    ref = ptr.type
    order = reach.order_of(op, ptr)
    own = get_num_elements_per_thread(op, order, analysis, shape_per_cta)
    if ptr.defining_op is not None:
        per_thread, same_order = reach.best_per_thread(op, ref.shape, order, shape_per_cta)
    else:
        per_thread, same_order = own, 1
    num_elems = 1
    for d in shape_per_cta:
        num_elems *= d
    num_threads = num_warps * threads
    slice_best = per_thread
    per_thread = min(per_thread, max(num_elems // num_threads, 1))
    if not isinstance(op, LoadOp):
        per_thread = min(per_thread, own)
    size_per_thread = [1] * ref.rank
    size_per_thread[order[0]] = per_thread
    if trace is not None:
        trace(order=order, own=own, slice_best=slice_best, same_order=same_order,
              num_elems=num_elems, num_threads=num_threads, per_thread=per_thread)
    return _blocked(ref.shape, size_per_thread, order, num_warps, threads, cta_layout)


#: BlockedEncoding.get's results by its arguments (and the run's context): coalesce asks for the
#: same few layouts once per memory op; the attribute is uniqued, so a hit is the object
#: the builder would give.  Cleared when it grows, to stay small.
_BLOCKED: dict = {}


def _blocked(shape, size_per_thread, order, num_warps: int, threads: int, cta_layout):
    key = (tuple(shape), tuple(size_per_thread), tuple(order), num_warps, threads, cta_layout, current())
    enc = _BLOCKED.get(key)
    if enc is None:
        if len(_BLOCKED) >= 4096:
            _BLOCKED.clear()
        enc = _BLOCKED[key] = BlockedEncoding.get(shape, size_per_thread, order, num_warps, threads, cta_layout)
    return enc


def descriptor_layout(num_warps: int, threads: int, t: T.RankedTensorType):
    """``pickDescriptorLoadStoreLayout``: row-major, vectorised up to 16
    bytes, at most the elements each thread holds."""
    cta = t.encoding.cta_layout if t.encoding is not None and hasattr(t.encoding, "cta_layout") \
        else CTALayout.get_default(t.rank)
    shape_per_cta = cta_shape(t)
    num_elems = 1
    for d in shape_per_cta:
        num_elems *= d
    per_thread = max(num_elems // (num_warps * threads), 1)
    vector = min(per_thread, 128 // T.bit_width(t.element))
    size_per_thread = [1] * t.rank
    size_per_thread[-1] = vector
    return BlockedEncoding.get(t.shape, size_per_thread, get_matrix_order(t.rank, True),
                               num_warps, threads, cta)


def cta_shape(t: T.RankedTensorType) -> list[int]:
    """``getShapePerCTA(type)``."""
    enc = t.encoding
    if enc is not None and hasattr(enc, "get_shape_per_cta"):
        return list(enc.get_shape_per_cta(t.shape))
    return list(t.shape)


# ---------------------------------------------------------------------------
# The rewrite (Utility.cpp convertDistributedOpEncoding)
# ---------------------------------------------------------------------------


def convert_distributed_op_encoding(encoding, op: Operation) -> Operation:
    """Recreate ``op`` with its tensor operands converted into ``encoding``
    and its results produced in it, converted back for the old users."""
    block = op.parent
    new_args = []
    for i, v in enumerate(op.operands):
        if isinstance(v.type, T.RankedTensorType) and not _skip_operand(op, i):
            c = ConvertLayoutOp([v], [v.type.with_encoding(encoding)], {}, loc=op.loc)
            block.insert_before(op, c)
            new_args.append(c.result)
        else:
            new_args.append(v)
    is_async = isinstance(op, AsyncCopyGlobalToLocalOp)
    new_types = [t if is_async or not isinstance(t, T.RankedTensorType) else t.with_encoding(encoding)
                 for t in op.result_types]
    new_op = type(op)(new_args, new_types, dict(op.attributes), loc=op.loc) \
        if type(op) is not Operation else \
        Operation(op.name, new_args, new_types, dict(op.attributes), loc=op.loc,
                  properties=dict(op.properties) if op.properties is not None else None)
    block.insert_before(op, new_op)
    for old, new, t in zip(op.results, new_op.results, new_types):
        value = new
        if t != old.type:
            c = ConvertLayoutOp([new], [old.type], {}, loc=op.loc)
            block.insert_before(op, c)
            value = c.result
        old.replace_all_uses_with(value)
    op.erase()
    return new_op


def _skip_operand(op: Operation, index: int) -> bool:
    """``skipOperand``: the x offsets of descriptor gathers/scatters keep
    their layout."""
    if isinstance(op, (DescriptorGatherOp, DescriptorScatterOp)):
        return index == type(op).x_offsets.index  # operands before it are single
    return False


# ---------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------


# The debug type of Triton's Coalesce.cpp / CoalesceUtils.cpp (--debug-only).
DEBUG_TYPE = "tritongpu-coalesce"


@register_pass
class Coalesce(ModulePass):
    """Give every global memory access the blocked layout that coalesces it."""

    name = "coalesce"
    aliases = ("tritongpu-coalesce",)
    summary = "Coalesce global memory accesses (TritonGPUCoalesce)"
    mirrors = "lib/Dialect/TritonGPU/Transforms/Coalesce.cpp"
    mlir_name = "TritonGPUCoalesce"
    explainer = "pyopt.transforms.coalesce_explain:explain"

    explain: bool = field(default=False, metadata={
        "pyopt_only": True,
        "help": "emit a remark per memory op saying why its layout was chosen"})

    def run(self, module, ctx) -> None:
        try:
            self._run(module, ctx)
        except CallGraphCycleError as e:  # Triton: report_fatal_error, or a null AxisInfo
            ctx.error(e.op or module, str(e))

    def _run(self, module, ctx) -> None:
        analysis = ModuleAxisInfoAnalysis(module)
        for op, msg in hint_warnings(module):  # hints whose meaning pyopt defines
            ctx.warning(op, msg)
        # Triton's ModuleAxisInfoAnalysis writes the facts it carried into
        # called functions onto their arguments (tt.divisibility, ...); the
        # analysis here never mutates IR, so the pass does it.
        analysis.write_callee_arg_hints()
        threads = threads_per_warp(module)
        layouts: dict[int, tuple] = {}  # insertion-ordered, as MapVector
        # the IR does not change until the layouts are all chosen
        reach = SliceReach(analysis)
        # (op -> its warps, for the same reason: each level of a nest is climbed once)
        warps_memo: dict = {}
        descriptor_ops = []  # (the IR does not change in this walk: the next loop visits them in its order)
        for op in module.walk(pre_order=False):
            ptr = get_mem_access_ptr(op)
            if ptr is None:
                if isinstance(op, DESCRIPTOR_OPS):
                    descriptor_ops.append(op)
                continue
            t = ptr.type
            if not (isinstance(t, T.RankedTensorType) and isinstance(t.element, T.PointerType)):
                continue
            num_warps = lookup_num_warps(op, warps_memo)
            cta = t.encoding.cta_layout
            notes = {}
            layout = build_coalesced_encoding(analysis, op, num_warps, threads, cta, cta_shape(t),
                                              trace=notes.update if self.explain else None,
                                              reach=reach)
            layouts[id(op)] = (op, layout)
            if self.explain:
                ctx.remark(op, self.load_explainer()(analysis, op, layout, notes))
        for op in descriptor_ops:
            num_warps = None
            if isinstance(op, DESCRIPTOR_LOADS) and len(op.results) == 1:
                num_warps = lookup_num_warps(op, warps_memo)
                layouts[id(op)] = (op, descriptor_layout(num_warps, threads, op.results[0].type))
            elif isinstance(op, DESCRIPTOR_STORES):
                num_warps = lookup_num_warps(op, warps_memo)
                layouts[id(op)] = (op, descriptor_layout(num_warps, threads, op.src.type))
        for op, layout in layouts.values():
            convert_distributed_op_encoding(layout, op)
