"""IR helpers of Triton's lib/Dialect/TritonGPU/Transforms/Utility.cpp that
rewrite scf ops or walk layouts: ``replaceForOpWithNewSignature``,
``replaceIfOpWithNewSignature``, ``getConvertBackwardSlice``, and the per-op
layout inference ``inferSrcEncoding``/``inferDstEncoding`` (which know ops of
every dialect, NVIDIA's ``ttng.warp_group_dot_wait`` included).

The layout inference they are built on is the TritonGPU dialect's
(:mod:`pyopt.dialects.ttg.layout_infer`); the other cost helpers
(``canFoldIntoConversion``, ...) are in :mod:`pyopt.transforms.layout_utils`.
"""

from __future__ import annotations

import functools
from typing import Callable, Optional

from pyopt.dialects.arith.ops import ConstantOp
from pyopt.dialects.scf.ops import ConditionOp, ForOp, IfOp, WhileOp, YieldOp
from pyopt.dialects.tt.interfaces import TransposeOpInterface
from pyopt.dialects.tt.ops import (
    BroadcastOp, CallOp, CatOp, ExpandDimsOp, FuncOp, GatherOp, JoinOp, ReduceOp, ReshapeOp, ReturnOp,
    ScanOp, SplitOp,
)
from pyopt.dialects.tt.traits import SameLoadStoreOperandsAndResultEncoding, SameOperandsAndResultEncoding
from pyopt.dialects.ttg.attrs import BlockedEncoding, SliceEncoding
from pyopt.dialects.ttg.interfaces import UpcastFpOpInterface
from pyopt.dialects.ttg.layout_infer import (
    infer_default_join_encoding, infer_expand_dims_encoding, infer_fp4_to_fp_encoding,
    infer_reshape_encoding, infer_split_encoding, infer_trans_encoding, upcast_infer_src_encoding,
)
from pyopt.dialects.ttg.ops import ConvertLayoutOp, Fp4ToFpOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import splat_value
from pyopt.ir.version import resolve_active
from pyopt.ir.core import BlockArgument, Operation, Region, Use, Value
from pyopt.ir.effects import would_op_be_trivially_dead
from pyopt.ir.traits import Elementwise
from pyopt.ir.printer import print_op_fragment, render_standalone
from pyopt.transforms.layout_utils import (
    broadcast_moves_no_data, can_fold_into_conversion, cvt_reorders_registers, with_encoding,
)

__all__ = [
    "replace_for_op_with_new_signature", "replace_if_op_with_new_signature",
    "get_convert_backward_slice", "SliceFailure", "take_regions",
    "infer_src_encoding", "infer_dst_encoding",
]


def replace_for_op_with_new_signature(builder, loop: Operation, new_inits: list,
                                      replacements: list) -> Operation:
    """A new ``scf.for`` before ``loop`` with ``new_inits`` appended to its
    iteration arguments, owning ``loop``'s body (which gains matching block
    arguments).  ``(old result, new result)`` pairs go to ``replacements``;
    ``loop`` is left empty for the caller to erase."""
    inits = list(loop.operands[3:]) + list(new_inits)
    body = loop.regions[0].blocks[0]
    loop.regions[0].blocks.clear()
    region = Region()
    region.add_block(body)
    new = ForOp(list(loop.operands[:3]) + inits, [v.type for v in inits],
                dict(loop.attributes), [region], loc=loop.loc)
    saved = builder.save()
    builder.set_insertion_point(loop)
    builder.insert(new)
    builder.restore(saved)
    for v in new_inits:
        body.add_arg(v.type, _value_loc(v))
    replacements.extend(zip(loop.results, new.results[:len(loop.results)]))
    return new


def replace_if_op_with_new_signature(builder, if_op: Operation, new_types: list,
                                     replacements: list) -> Operation:
    """A new ``scf.if`` before ``if_op`` with ``new_types`` appended to its
    results, owning its regions (``replaceIfOpWithNewSignature``)."""
    regions = take_regions(if_op)
    new = IfOp([if_op.operands[0]], [r.type for r in if_op.results] + list(new_types),
               dict(if_op.attributes), regions, loc=if_op.loc)
    saved = builder.save()
    builder.set_insertion_point(if_op)
    builder.insert(new)
    builder.restore(saved)
    replacements.extend(zip(if_op.results, new.results[:len(if_op.results)]))
    return new


def take_regions(op: Operation) -> list:
    """New regions holding ``op``'s blocks (``Region::takeBody`` into a new
    op); ``op``'s regions are left empty."""
    regions = []
    for r in op.regions:
        nr = Region()
        for b in list(r.blocks):
            nr.add_block(b)
        r.blocks.clear()
        regions.append(nr)
    return regions


def _value_loc(v: Value):
    if isinstance(v, BlockArgument):
        return v.loc
    return v.defining_op.loc


class SliceFailure(Exception):
    """Why a backward slice could not be built (for ``--explain``)."""

    def __init__(self, reason: str, value: Optional[Value] = None):
        super().__init__(reason)
        self.reason = reason
        self.value = value


def get_convert_backward_slice(root: Use, slice_: dict, root_encoding, layout: dict,
                               stop_propagation: Optional[Callable] = None,
                               get_existing_conversion: Optional[Callable] = None,
                               explain: bool = False, existing_mode: str = "3.6",
                               absorb_broadcast: bool = False, record_kept: bool = False) -> bool:
    """``getConvertBackwardSlice``: the values that must change layout for
    the value used at ``root`` to be produced in ``root_encoding``.

    ``slice_`` is an insertion-ordered dict used as a SetVector (values ->
    None) and ``layout`` maps each value to the encoding it would get.
    Returns False on failure (or raises :class:`SliceFailure` with the reason
    when ``explain``).

    At a value with an existing conversion (``get_existing_conversion``),
    per ``existing_mode``: "3.6", the conversion joins the slice too and the
    walk goes on from it; "3.7", the walk stops there (the value stays in
    the slice); "3.8", the walk stops and the value stays out of the slice
    (it keeps its layout entry).

    With ``record_kept`` (Triton 3.8, triton-lang/triton#9953) an operand
    that would keep its own encoding is walked to as well: its layout is
    recorded, out of the slice, so that another use needing a different one
    fails the slice (before, it was not followed at all).

    With ``absorb_broadcast`` (Triton 3.9, triton-lang/triton#11760) the walk
    stops at a ``tt.broadcast`` whose source layout already gives the wanted
    result layout without moving data: the broadcast alone changes layout.
    """
    def fail(reason: str, v: Optional[Value] = None) -> bool:
        if explain:
            raise SliceFailure(reason, v)
        return False

    # enqueue and updateLayout are inlined below (this loop runs for every
    # convert of every rematerialisation round).  Encodings are uniqued:
    # ``is not`` is their inequality.
    root_key = (root, root_encoding)
    seen = {root_key}
    queue: list[tuple[Use, object]] = [root_key]
    ranked = T.RankedTensorType
    layout_get = layout.get

    def enqueue(use: Use, enc) -> None:
        key = (use, enc)
        if key not in seen:
            seen.add(key)
            queue.append(key)

    while queue:
        use, enc = queue.pop()
        cur = use.value
        if type(cur.type) is not ranked:
            continue
        d = cur.defining_op
        if existing_mode != "3.8" and isinstance(d, (ForOp, WhileOp)):
            return fail(f"it would have to change the layout of a {d.name} result", cur)
        existing = layout_get(cur)
        if existing is not None and existing is not enc:
            return fail("a value would need two different layouts", cur)
        layout[cur] = enc
        if record_kept and cur.type.encoding is enc:
            continue
        if existing_mode == "3.8":
            # triton-lang/triton#11029: a loop result with an existing
            # conversion is reused, not refused.
            if get_existing_conversion(use, enc) is not None:
                continue
            if isinstance(d, (ForOp, WhileOp)):
                return fail(f"it would have to change the layout of a {d.name} result", cur)
        slice_[cur] = None
        if existing_mode == "3.7" and get_existing_conversion(use, enc) is not None:
            continue
        if get_existing_conversion is not None and existing_mode == "3.6":
            existing = get_existing_conversion(use, enc)
            if existing is not None:
                slice_[existing] = None
                known = layout_get(existing)
                if known is not None and known is not enc:
                    return fail("a value would need two different layouts", existing)
                layout[existing] = enc
                cur = existing
                d = cur.defining_op
        if d is None:
            block = cur.block
            parent = block.parent_op
            if isinstance(parent, ForOp):
                n = cur.index - 1  # one induction variable
                enqueue(parent.operand_uses[3 + n], enc)
                enqueue(block.terminator.operand_uses[n], enc)
                continue
            where = parent.name if parent is not None else "a function"
            return fail(f"it would have to change the layout of an argument of {where}", cur)
        cls = type(d)
        if cls is IfOp:
            if stop_propagation is not None and stop_propagation(d):
                continue
            idx = cur.index
            enqueue(d.regions[0].blocks[0].terminator.operand_uses[idx], enc)
            enqueue(d.regions[1].blocks[0].terminator.operand_uses[idx], enc)
            continue
        results = d.results
        if len(results) > 1:
            for r in results:
                if r is cur or type(r.type) is not ranked:
                    continue
                slice_[r] = None
                known = layout_get(r)
                if known is not None and known is not enc:
                    return fail("a value would need two different layouts", r)
                layout[r] = enc
        if cls is ConvertLayoutOp and cvt_reorders_registers(d.operands[0].type, d.results[0].type):
            enqueue(d.operand_uses[0], enc)
            continue
        if can_fold_into_conversion(d, enc):
            continue
        if stop_propagation is not None and stop_propagation(d):
            continue
        if absorb_broadcast and cls is BroadcastOp and broadcast_moves_no_data(
                d.operand(0).type, with_encoding(cur.type, enc)):
            continue  # the broadcast takes the layout; its source stays as it is
        if cls is CatOp:
            return fail("tt.cat cannot be rematerialised in another layout", cur)
        if cls is GatherOp:
            src = infer_src_encoding(d, enc)
            if src is None:
                return fail("no layout of the gather indices gives this layout", cur)
            enqueue(d.operand_uses[type(d).indices.index], src)
            continue
        uses = d.operand_uses
        if not uses:
            continue
        if isinstance(d, UpcastFpOpInterface):
            for i, u in enumerate(uses):
                src = upcast_infer_src_encoding(d, i, enc)
                if src is None:
                    return fail(f"{d.name} cannot produce this layout from any operand layout", cur)
                ot = u.value.type
                if not record_kept and type(ot) is ranked and src is ot.encoding:
                    continue
                enqueue(u, src)
            continue
        # inferSrcEncoding does not depend on the operand: asked once.
        src = infer_src_encoding(d, enc)
        if src is None:
            return fail(f"{d.name} cannot produce this layout from any operand layout", cur)
        for u in uses:
            ot = u.value.type
            if not record_kept and type(ot) is ranked and src is ot.encoding:
                continue
            key = (u, src)
            if key not in seen:
                seen.add(key)
                queue.append(key)
    return True


def constant_attr(v: Optional[Value]):
    """The ``value`` attribute of the ``arith.constant`` defining ``v``, else None."""
    op = v.defining_op if v is not None else None
    return op.attributes.get("value") if isinstance(op, ConstantOp) else None


def is_zero_const(v: Value) -> bool:
    """``isZeroConst`` (triton/Analysis/Utility.h): an ``arith.constant`` dense splat of zero
    (an integer 0, or a float +0 or -0)."""
    attr = constant_attr(v)
    if not isinstance(attr, A.DenseElementsAttr):
        return False
    val = splat_value(attr)
    if val is None:
        return False
    et = attr.type.element_type()
    if isinstance(et, T.FloatType):
        return val & ~(1 << (et.width - 1)) == 0 if isinstance(val, int) else val == 0
    return val == 0


def debug_text(x, verifies=None) -> str:
    """What ``llvm::dbgs() << x`` writes for an op or a value, for the passes' LDBG lines:
    an op as the printer prints it (numbered within its function, aliases inline; with
    ``verifies``, generic where the module fails to verify, as MLIR's printer checks); a
    value, its defining op, or MLIR's ``<block argument> of type 'T' at index: N``."""
    if isinstance(x, Operation):
        return print_op_fragment(x, verifies=verifies)
    if isinstance(x, BlockArgument):
        return f"<block argument> of type '{render_standalone(x.type)}' at index: {x.index}"
    return print_op_fragment(x.defining_op, verifies=verifies)


# =============================================================================
# inferSrcEncoding / inferDstEncoding
# =============================================================================
def _shape_of(v) -> list[int]:
    return list(v.type.shape)


def _int_attr(attributes: dict, name: str) -> int:
    return attributes[name].value


def _inverse_permutation(perm) -> list[int]:
    """``inversePermutation``: inv[perm[i]] = i."""
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return inv


_SAME_ENCODING_TRAITS = (SameOperandsAndResultEncoding, SameLoadStoreOperandsAndResultEncoding, Elementwise)
_PASS_THROUGH_SRC = frozenset((WhileOp, YieldOp, ConditionOp))
_PASS_THROUGH_DST = frozenset((WhileOp, ForOp, YieldOp, ConditionOp))


@functools.cache
def _warp_group_dot_wait_op() -> type:
    # Imported here for start-up speed: the AMD passes use this module and
    # need not load the NVIDIA dialect.
    from pyopt.dialects.ttng.ops import WarpGroupDotWaitOp

    return WarpGroupDotWaitOp


def _passes_encoding(op: Operation, pass_through: frozenset) -> bool:
    """Whether ``op``'s result and operand encodings are the same (a question of its class,
    answered once per class and direction: ``inferSrcEncoding``/``inferDstEncoding`` ask it
    for every op of every slice)."""
    key = (type(op), pass_through)
    r = _PASSES_ENCODING.get(key)
    if r is None:
        cls = type(op)
        r = _PASSES_ENCODING[key] = (any(cls.has_trait(t) for t in _SAME_ENCODING_TRAITS) or cls in pass_through
                                     or cls is _warp_group_dot_wait_op())
    return r


_PASSES_ENCODING: dict = {}


def _reshape_dst_encoding(src_shape, src_enc, dst_shape, allow_reorder: bool, hint=None):
    """``inferReshapeOpDstEncoding``: up to Triton 3.7 nothing for allow-reorder
    reshapes; from 3.8 (``ReshapeOp.REORDER_VERIFIED``) their inferred encoding,
    ``hint`` (the encoding the other side has now) where it moves no data."""
    if allow_reorder and not resolve_active(ReshapeOp.REORDER_VERIFIED):
        return None
    return infer_reshape_encoding(src_shape, src_enc, dst_shape, hint, allow_reorder)


def infer_src_encoding(op: Operation, enc):
    """``inferSrcEncoding(Operation *, Attribute)``: the operand encoding
    that gives ``op``'s result the encoding ``enc``, or None."""
    if type(op) is ScanOp and not isinstance(enc, BlockedEncoding):
        return None  # scan only supports blocked layouts
    if isinstance(op, UpcastFpOpInterface):
        return None
    if _passes_encoding(op, _PASS_THROUGH_SRC):
        return enc
    cls = type(op)
    attrs = op.attributes
    if cls is ReduceOp:
        if not isinstance(enc, SliceEncoding) or enc.dim != _int_attr(attrs, "axis"):
            return None
        return enc.parent
    if cls is ExpandDimsOp:
        return SliceEncoding(_int_attr(attrs, "axis"), enc)
    if cls is JoinOp:
        return infer_split_encoding(enc, _shape_of(op.results[0]))
    if cls is SplitOp:
        return infer_default_join_encoding(enc, _shape_of(op.results[0]))
    if isinstance(op, TransposeOpInterface):
        return infer_trans_encoding(enc, _shape_of(op.results[0]),
                                    _inverse_permutation(list(attrs["order"].values)))
    if cls is ReshapeOp:
        return _reshape_dst_encoding(_shape_of(op.results[0]), enc, _shape_of(op.operand(0)),
                                     "allow_reorder" in attrs, op.operand(0).type.encoding)
    if cls is GatherOp:
        return enc  # the indices' encoding is the result's
    if cls is Fp4ToFpOp:
        return infer_fp4_to_fp_encoding(_shape_of(op.results[0]), _int_attr(attrs, "axis"), enc, False)
    return None


def infer_dst_encoding(op: Operation, enc):
    """``inferDstEncoding(Operation *, Attribute)``: the result encoding of
    ``op`` when its operand has encoding ``enc``, or None."""
    if type(op) is ScanOp and not isinstance(enc, BlockedEncoding):
        return None
    if isinstance(op, UpcastFpOpInterface):
        return None
    if _passes_encoding(op, _PASS_THROUGH_DST):
        return enc
    cls = type(op)
    attrs = op.attributes
    if cls is ReduceOp:
        return SliceEncoding(_int_attr(attrs, "axis"), enc)
    if cls is ExpandDimsOp:
        return infer_expand_dims_encoding(enc, _int_attr(attrs, "axis"))
    if cls is JoinOp:
        return infer_default_join_encoding(enc, _shape_of(op.operand(0)))
    if cls is SplitOp:
        return infer_split_encoding(enc, _shape_of(op.operand(0)))
    if isinstance(op, TransposeOpInterface):
        return infer_trans_encoding(enc, _shape_of(op.operand(0)), list(attrs["order"].values))
    if cls is ReshapeOp:
        return _reshape_dst_encoding(_shape_of(op.operand(0)), enc, _shape_of(op.results[0]),
                                     "allow_reorder" in attrs, op.results[0].type.encoding)
    if cls is GatherOp:
        return enc  # assumes ``enc`` is the indices' encoding, as Triton does
    if cls is Fp4ToFpOp:
        return infer_fp4_to_fp_encoding(_shape_of(op.operand(0)), _int_attr(attrs, "axis"), enc, True)
    return None


# -- dead loop-carried values (Triton 3.8+) -------------------------------------------------
def _forwarding_terminator(op: Operation) -> bool:
    """An ``scf.yield``/``scf.condition`` whose operands flow to the
    successors of the scf op around it (the sparse backward analysis forwards
    them instead of visiting the terminator as an op)."""
    return type(op) in (YieldOp, ConditionOp) and isinstance(op.parent_op, (ForOp, IfOp, WhileOp))


def _executable_funcs(top: Operation) -> tuple:
    """(functions by name, the calls in each function, the functions that
    may run): the public ones and, transitively, the private ones they call
    (MLIR's DeadCodeAnalysis over the call graph)."""
    funcs: dict = {}
    calls: dict = {}
    for op in top.walk():
        if type(op) is FuncOp:
            funcs[op.attributes["sym_name"].value] = op
            calls[op] = [c for c in op.walk() if type(c) is CallOp]
    live = [f for f in funcs.values() if _is_public(f)]
    executable = set(live)
    while live:
        for c in calls[live.pop()]:
            g = funcs.get(c.attributes["callee"].path[0])
            if g is not None and g not in executable:
                executable.add(g)
                live.append(g)
    return funcs, calls, executable


def _is_public(func: Operation) -> bool:
    vis = func.attributes.get("sym_visibility")
    return vis is None or vis.value == "public"


def live_values(top: Operation) -> set:
    """The values MLIR's ``LivenessAnalysis`` finds live under ``top`` (a
    module): those used by an op that would not be trivially dead (side
    effects, a terminator not forwarding to an scf successor), and those
    needed to compute a live value.  Through the scf ops: a live result or
    region argument makes live every value that flows into it (an init, a
    yielded value), and a live result or an op not trivially dead (effects
    nested in its regions) makes its non-forwarded operands live (a loop's
    bounds and step, a condition).  Across calls: a public function's
    results are live, a private function's as far as its calls' results
    are; a call's operands are as live as the callee's arguments (all of
    them for a callee without a body).  Functions that cannot run (private
    and never called from one that can) have nothing live."""
    funcs, calls, executable = _executable_funcs(top)
    callers: dict = {}  # private function -> its calls from functions that may run
    for f in executable:
        for c in calls[f]:
            g = funcs.get(c.attributes["callee"].path[0])
            if g is not None:
                callers.setdefault(g, []).append(c)
    deps: dict[Value, list] = {}  # value -> the values it makes live
    live: set = set()
    work: list = []

    def need(v: Value) -> None:
        if v not in live:
            live.add(v)
            work.append(v)

    def edge(src: Value, dst: Value) -> None:
        deps.setdefault(src, []).append(dst)

    for func in executable:
        for op in func.walk():
            if op is func:
                continue
            cls = type(op)
            if cls is ReturnOp and op.parent_op is func:
                if _is_public(func):
                    for v in op.operands:
                        need(v)
                else:
                    for c in callers.get(func, ()):
                        for r, v in zip(c.results, op.operands):
                            edge(r, v)
                continue
            if cls is CallOp:
                g = funcs.get(op.attributes["callee"].path[0])
                if g is None or not g.regions[0].blocks:
                    for v in op.operands:
                        need(v)
                else:
                    for a, v in zip(g.regions[0].blocks[0].args, op.operands):
                        edge(a, v)
                continue
            if _forwarding_terminator(op):
                parent = op.parent_op
                if cls is ConditionOp:  # while before region -> after args and results
                    block = parent.regions[1].blocks[0]
                    for i, v in enumerate(op.operands[1:]):
                        edge(parent.results[i], v)
                        edge(block.args[i], v)
                    # the condition: non-forwarded, visited as the while op
                    cond = op.operands[0]
                    if not would_op_be_trivially_dead(parent):
                        need(cond)
                    for r in parent.results:
                        edge(r, cond)
                elif type(parent) is ForOp:  # -> the iteration arguments and the results
                    args = parent.regions[0].blocks[0].args
                    for i, v in enumerate(op.operands):
                        edge(parent.results[i], v)
                        edge(args[i + 1], v)
                elif type(parent) is IfOp:  # -> the results
                    for i, v in enumerate(op.operands):
                        edge(parent.results[i], v)
                else:  # while after region -> before args
                    args = parent.regions[0].blocks[0].args
                    for i, v in enumerate(op.operands):
                        edge(args[i], v)
                continue
            if cls is ForOp:
                args = op.regions[0].blocks[0].args
                for i, v in enumerate(op.operands[3:]):
                    edge(args[i + 1], v)
                    edge(op.results[i], v)
                others = op.operands[:3]
            elif cls is WhileOp:
                args = op.regions[0].blocks[0].args
                for i, v in enumerate(op.operands):
                    edge(args[i], v)
                others = []
            elif cls is IfOp:
                others = op.operands[:1]
            else:
                others = op.operands
            if not would_op_be_trivially_dead(op):
                for v in others:
                    need(v)
            for r in op.results:
                for v in others:
                    edge(r, v)
    while work:
        for v in deps.get(work.pop(), ()):
            need(v)
    return live


def run_dead_iter_arg_elimination(top: Operation) -> None:
    """Triton 3.8's ``runDeadIterArgElimination`` (triton-lang/triton#9136):
    each loop-carried argument (``scf.for`` iteration argument, ``scf.while``
    before-region argument) that :func:`live_values` finds dead has its uses
    replaced by the loop's init value; dead-code elimination does the rest."""
    live = live_values(top)
    for op in top.walk():
        cls = type(op)
        if cls is ForOp:
            args = op.regions[0].blocks[0].args[1:]
            inits = op.operands[3:]
        elif cls is WhileOp:
            args = op.regions[0].blocks[0].args
            inits = op.operands
        else:
            continue
        for arg, init in zip(list(args), list(inits)):
            if arg not in live and arg.uses:
                arg.replace_all_uses_with(init)
