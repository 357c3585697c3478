"""remove-layout-conversions: Triton's TritonGPURemoveLayoutConversions.

Mirrors lib/Dialect/TritonGPU/Transforms/RemoveLayoutConversions.cpp of
Triton 3.6.0, with the helpers it takes from Transforms/Utility.cpp
(:mod:`pyopt.transforms.utility`, :mod:`pyopt.transforms.layout_utils`, :mod:`pyopt.dialects.ttg.layout_infer`).  The pass:

1. **Forward propagation** (:class:`LayoutPropagation`): the layouts of
   *anchors* (function arguments, expensive loads and stores, dots, atomics,
   descriptor ops, efficient gathers, reordering reshapes -- from 3.9
   efficient ones) flow to their users
   through ops whose layout follows their operands'.  A value reached by more
   than one layout keeps one (blocked for memory ops, MMA otherwise, else the
   first that arrived), and the function is rewritten region by region with
   converts where layouts still disagree.
2. **Canonicalisation** of ``ttg.convert_layout`` (greedy driver).
3. **Backward rematerialisation** to a fixpoint
   (:class:`LayoutRematerialization`): for each remaining convert, the ops
   producing its source are recomputed in the target layout when the
   estimated cost is not above the convert's.
4. **Hoisting** of converts above extensions/broadcasts, into conditionals,
   and next to the loads feeding dot operands.
5. **Cleanup**: dead loop arguments, scf.for/scf.if and convert_layout
   canonicalisation.

Like the C++, the analysis maps are keyed by values and keep insertion order
(MapVector/SetVector become dicts), users are visited in MLIR's use-list
order, and every "walk" is post-order unless the C++ says otherwise.

Each later release's algorithm is the 3.6 one with these release rules (issue
25; ``pyopt --list-release-rules``), every one checked against that release's
wheel and its debug log:

- 3.7: hoisting above an ext/broadcast is costed (:data:`HOIST_EXT_COST_GATE`);
  backward slices stop at existing rematerialisations (:data:`EXISTING_REMATS`);
  hoisting into conditionals extends the slice so far with each branch's
  (:data:`CONDITIONAL_SLICES_EXTEND`); the final cleanup runs the convert
  patterns, then the scf ones (:data:`CLEANUP_SPLIT`, 3.7.1).
- 3.8: a register-reordering convert is free (:data:`CONVERT_COST_REORDER_FREE`);
  the cost model follows values out of the slice, through scf ops, and weighs
  arith/math ops by the growth of their elements per thread
  (:data:`REMAT_COST`, :func:`_remat_cost_38`); values with existing
  rematerialisations stay out of the slice, loop results included, and the
  early reuse check is gone (:data:`EXISTING_REMATS`); slices record operands
  that keep their encoding (:data:`KEPT_LAYOUTS_RECORDED`); rewritten ops are
  erased at once (:data:`ERASE_AT_ONCE`); an efficient_layout reshape is not
  rematerialised (:data:`EFFICIENT_RESHAPE_KEPT`); dead loop-carried values are
  found by a liveness analysis (:data:`DEAD_ITER_ARGS`); a cat takes only
  result encodings its lowering can give (``layout_infer.CAT_ENCODING``).
- 3.9: the option ``disable-remat-splitting``; a ``tt.broadcast`` absorbs a
  compatible layout (:data:`ABSORB_BROADCAST`); an scf.while body's yield
  propagates to the before region only (:data:`WHILE_YIELD_TO_BEFORE_ONLY`);
  ``tt.atomic_load`` (a 3.9 op) is an anchor; only efficient_layout reshapes
  are anchors (:data:`RESHAPE_ANCHOR`).

``--debug-only=tritongpu-remove-layout-conversions`` writes Triton's log:
propagation, the backward and hoisting decisions with their costs,
``addRematValue``, and the module after each phase, in each release's words.
"""

from __future__ import annotations

import functools
from collections import deque
from dataclasses import field
from typing import Optional

from pyopt import debuglog
from pyopt.analysis.dominance import DominanceInfo, PostDominanceInfo, topological_sort
from pyopt.analysis.reduce_helper import ReduceOpHelper
from pyopt.diagnostics import op_error
from pyopt.dialects.arith.ops import ConstantOp, DivFOp, ExtFOp, ExtSIOp, ExtUIOp
from pyopt.dialects.scf.canonicalize import for_op_dead_argument_elimination_patterns
from pyopt.dialects.scf.ops import ConditionOp, ForOp, IfOp, WhileOp, YieldOp
from pyopt.dialects.tt.interfaces import DescriptorOpInterface, DotOpInterface
from pyopt.dialects.tt.ops import (
    AssertOp, AtomicCASOp, AtomicLoadOp, AtomicRMWOp, BroadcastOp, DescriptorGatherOp, DescriptorLoadOp,
    DotOp, DotScaledOp, ExpandDimsOp, FpToFpOp, FuncOp, GatherOp, JoinOp, LoadOp, ReduceOp, ReshapeOp,
    SplitOp, StoreOp, TransOp,
)
from pyopt.dialects.tt.traits import SameOperandsAndResultEncoding
from pyopt.dialects.ttg.attrs import BlockedEncoding, DotOperandEncoding, MmaEncoding
from pyopt.dialects.ttg.interfaces import UpcastFpOpInterface
from pyopt.dialects.ttg.ops import ConvertLayoutOp, Fp4ToFpOp, LocalLoadOp
from pyopt.dialects.ttng.ops import TMEMLoadOp, WarpGroupDotOp, WarpGroupDotWaitOp
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, Region, Value
from pyopt.ir.effects import is_memory_effect_free
from pyopt.ir.interfaces import LoopLikeOpInterface
from pyopt.ir.pattern import Builder, IRMapping, clone_op
from pyopt.ir.printer import print_op, render_standalone
from pyopt.ir.traits import Elementwise
from pyopt.rewrite.greedy import apply_patterns_greedily, rewrite_greedily
from pyopt.transforms.layout_utils import (
    can_fold_into_conversion, cvt_reorders_registers, is_expensive_load_or_store, is_view,
    unique_elems_per_thread, with_encoding,
)
from pyopt.ir.version import Since, Versioned, resolve_active
from pyopt.transforms.pass_base import ModulePass, register_pass
from pyopt.transforms.utility import (
    SliceFailure, debug_text, get_convert_backward_slice, infer_dst_encoding, infer_src_encoding,
    replace_for_op_with_new_signature, replace_if_op_with_new_signature, run_dead_iter_arg_elimination,
    take_regions,
)


DEBUG_TYPE = "tritongpu-remove-layout-conversions"


def _debugging() -> bool:
    return debuglog.enabled(DEBUG_TYPE)


def _ldbg(message: str) -> None:
    debuglog.ldbg(DEBUG_TYPE, message)


def _dump_module(what: str, module: Operation) -> None:
    """``DBGS() << "Module after ...:\n"; m.dump();`` (MLIR's dump: local
    scope, then a newline)."""
    if _debugging():
        _ldbg(f"Module after {what}:")
        debuglog.write(print_op(module, local_scope=True).rstrip("\n") + "\n")


#: The message of a rewrite that is not worth it (``backwardRematerialization``).
NOT_BENEFICIAL_MESSAGE = Versioned(
    "  skipped rematerialization due to higher cost",
    Since((3, 9), "  skipped rematerialization because it is not beneficial",
          "triton-lang/triton#10834 (disable-remat-splitting; the message names either reason "
          "isRematBeneficial refuses)"),
    name="remove-layout-conversions: the debug message of a rematerialisation not done")

#: The loads hoistConvertDotOperand moves a dot-operand convert next to, and
#: its debug message for a leaf of another kind.
DOT_OPERAND_LEAVES = Versioned(
    ((LoadOp, DescriptorLoadOp), "  Leaves must be Load, DescriptorLoad or Constant. Got "),
    Since((3, 8), ((LoadOp, DescriptorLoadOp, DescriptorGatherOp),
                   "  Leaves must be Load, descriptor load-like ops, or Constant. Got "),
          "Triton 3.8.0: a leaf is tt.load or a DescriptorLoadLikeOpInterface op (which 3.8 adds: "
          "tt.descriptor_load and tt.descriptor_gather); upstream change not found"),
    name="remove-layout-conversions: the leaves of dot-operand hoisting")


def _is_tensor(v: Value) -> bool:
    return isinstance(v.type, T.RankedTensorType)


def _enc(v: Value):
    return v.type.encoding


def _new_cvt(builder: Builder, src: Value, enc, loc) -> Operation:
    return builder.insert(ConvertLayoutOp([src], [with_encoding(src.type, enc)], {}, loc=loc))


def _funcs(module: Operation) -> list:
    """The functions ``module.walk(FuncOp)`` visits, in order; nested modules
    are searched, function bodies are not (functions do not nest)."""
    out: list = []

    def visit(op: Operation) -> None:
        for r in op.regions:
            for b in r.blocks:
                for o in b.ops:
                    if isinstance(o, FuncOp):
                        out.append(o)
                    elif o.regions:
                        visit(o)

    visit(module)
    return out


def _is_mma(enc) -> bool:
    return isinstance(enc, MmaEncoding)


def _is_blocked(enc) -> bool:
    return isinstance(enc, BlockedEncoding)


def _is_dot_operand(enc) -> bool:
    return isinstance(enc, DotOperandEncoding)


def _is_within(op: Operation, ancestor: Operation) -> bool:
    """Whether ``op`` is ``ancestor`` or nested in one of its regions."""
    while op is not None:
        if op is ancestor:
            return True
        op = op.parent_op
    return False


# ops whose results take the layout of their operands (propagateToUsers /
# rewriteOp's final case)
_FOLLOWERS = frozenset({ReduceOp, ExpandDimsOp, ReshapeOp, TransOp, JoinOp, SplitOp, ConvertLayoutOp})


def _follows_operands(op: Operation) -> bool:
    return (op.has_trait(SameOperandsAndResultEncoding) or op.has_trait(Elementwise)
            or type(op) in _FOLLOWERS)


# =============================================================================
# Anchors
# =============================================================================
def is_layout_anchor(op: Operation) -> bool:
    """``isLayoutAnchor``: ops whose layout the pass keeps."""
    kind = _ANCHOR_KIND.get(type(op))
    if kind is None:
        kind = _ANCHOR_KIND[type(op)] = _anchor_kind(op)
    if kind is True or kind is False:
        return kind
    if kind == "load/store":
        return is_expensive_load_or_store(op)
    if kind == "reshape":
        return resolve_active(RESHAPE_ANCHOR) in op.attributes
    return kind in op.attributes  # an attribute that makes the op an anchor


def _anchor_kind(op: Operation):
    """What ``isLayoutAnchor`` answers for ops of ``op``'s class: True,
    False, "load/store" (ask is_expensive_load_or_store), or the name of the
    attribute that makes an op of the class an anchor."""
    if isinstance(op, DescriptorOpInterface):
        return True
    if isinstance(op, (LoadOp, StoreOp)):
        return "load/store"
    # tt.atomic_load (an op of Triton 3.9) is an anchor as the other atomics are (the 3.9
    # wheel propagates from one whatever its size)
    if isinstance(op, (DotOp, DotScaledOp, WarpGroupDotOp, AtomicRMWOp, AtomicCASOp, AtomicLoadOp,
                       TMEMLoadOp)):
        return True
    if isinstance(op, GatherOp):
        return "efficient_layout"
    # A permuting reshape's result can be anything: it stops the forward pass
    # and the backward pass fixes it up (up to 3.8; from 3.9 only one marked
    # efficient_layout, :data:`RESHAPE_ANCHOR`).
    if isinstance(op, ReshapeOp):
        return "reshape"
    return False


#: The attribute that makes a tt.reshape a layout anchor.
RESHAPE_ANCHOR = Versioned(
    "allow_reorder", Since((3, 9), "efficient_layout", "triton-lang/triton#11275 (Only anchor "
                           "efficient layout reshapes): since #9997 infers allow_reorder reshapes, "
                           "only a reshape with efficient_layout stops the forward propagation"),
    name="remove-layout-conversions: which reshapes are layout anchors")


#: op class -> :func:`_anchor_kind` of its ops
_ANCHOR_KIND: dict = {}


# =============================================================================
# 1. Forward propagation
# =============================================================================
class LayoutPropagation:
    """``LayoutPropagation`` for one function."""

    def __init__(self, func: Operation):
        self.func = func
        # value -> ordered set of candidate encodings (LayoutInfo)
        self.layouts: dict[Value, dict] = {}
        self.rewrite_mapping: dict[tuple, Value] = {}
        self.op_to_delete: dict[Operation, None] = {}

    # -- analysis ------------------------------------------------------------
    def init_anchor_layout(self) -> None:
        def add_anchor(v: Value) -> None:
            if _is_tensor(v):
                # MapVector::insert keeps an existing entry
                self.layouts.setdefault(v, {_enc(v): None})

        body = self.func.regions[0]
        for a in body.blocks[0].args if body.blocks else ():  # (Region::getArguments: none on a declaration)
            add_anchor(a)
        for op in self.func.walk(pre_order=False):
            if is_layout_anchor(op):
                for r in op.results:
                    add_anchor(r)

    def set_encoding(self, values, info: dict, changed: list, op: Operation) -> None:
        for v in values:
            if not _is_tensor(v):
                continue
            has_changed = False
            for enc in info:
                dst = enc if isinstance(op, ConvertLayoutOp) else infer_dst_encoding(op, enc)
                if dst is not None:
                    encs = self.layouts.setdefault(v, {})
                    if dst not in encs:
                        encs[dst] = None
                        has_changed = True
            if has_changed:
                changed.append(v)

    def propagate_to_users(self, value: Value, info: dict) -> list:
        changed: list = []
        for use in value.mlir_uses():
            user = use.owner
            cls = type(user)
            if cls is ForOp:
                n = use.index - 3
                body = user.regions[0].blocks[0]
                self.set_encoding([body.args[1 + n], user.results[n]], info, changed, user)
                continue
            if cls is WhileOp:
                self.set_encoding([user.regions[0].blocks[0].args[use.index]], info, changed, user)
                continue
            if cls is YieldOp:
                parent = user.parent_op
                vals = []
                if isinstance(parent, (ForOp, IfOp)) or (
                        isinstance(parent, WhileOp) and not resolve_active(WHILE_YIELD_TO_BEFORE_ONLY)):
                    vals.append(parent.results[use.index])
                if isinstance(parent, ForOp):
                    vals.append(parent.regions[0].blocks[0].args[1 + use.index])
                if isinstance(parent, WhileOp):
                    vals.append(parent.regions[0].blocks[0].args[use.index])
                if isinstance(parent, (ForOp, IfOp, WhileOp)):
                    self.set_encoding(vals, info, changed, user)
                continue
            if cls is ConditionOp:
                w = user.parent_op
                i = use.index - 1
                self.set_encoding([w.regions[1].blocks[0].args[i], w.results[i]], info, changed, user)
                continue
            if cls is WarpGroupDotWaitOp:
                self.set_encoding([user.results[use.index]], info, changed, user)
                continue
            if cls is GatherOp:
                if "efficient_layout" not in user.attributes and use.index == type(user).indices.index:
                    self.set_encoding([user.results[0]], info, changed, user)
                    continue
            if _follows_operands(user):
                self.set_encoding(user.results, info, changed, user)
                continue
        return changed

    def propagate_layout(self) -> None:
        queue = list(self.layouts)
        debugging = _debugging()
        while queue:
            v = queue.pop()
            info = dict(self.layouts[v])
            changed = self.propagate_to_users(v, info)
            if debugging:
                _ldbg(f"propagateLayout considering {debug_text(v)}, which has {len(info)} "
                      "candidate encoding(s):")
                for enc in info:
                    _ldbg(f"  {render_standalone(enc)}")
                _ldbg(f"changed: {len(changed)}")
            queue.extend(changed)

    def resolve_conflicts(self) -> None:
        for v, info in self.layouts.items():
            if len(info) <= 1:
                continue
            op = v.defining_op
            encoding = next(iter(info))
            mem = isinstance(op, (LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp, AtomicLoadOp))
            for e in info:
                if (mem and _is_blocked(e)) or (not mem and _is_mma(e)):
                    encoding = e
                    break
            info.clear()
            info[encoding] = None

    # -- rewrite ---------------------------------------------------------------
    def _picked(self, v: Value):
        return next(iter(self.layouts[v]))

    def rewrite(self) -> None:
        queue = deque([self.func.regions[0]])
        while queue:
            region = queue.popleft()
            for block in region.blocks:
                op = block.first
                while op is not None:
                    self._visit(op, queue)
                    op = op.next
        for op in reversed(list(self.op_to_delete)):
            op.erase()

    def _visit(self, op: Operation, queue) -> None:
        need_rewrite = False
        layouts_get = self.layouts.get
        for r in op.results:
            info = layouts_get(r)
            if info is not None and _enc(r) is not next(iter(info)):  # (uniqued encodings)
                need_rewrite = True
                break
        cls = type(op)  # (the ops below have no subclasses)
        if need_rewrite:
            new_op = self.rewrite_op(op)
            queue.extend(new_op.regions)
        elif cls is YieldOp:
            self.rewrite_yield_op(op)
        elif cls is ConditionOp:
            self.rewrite_condition_op(op)
        elif cls is ReduceOp and not isinstance(op.results[0].type, T.RankedTensorType):
            self.rewrite_reduce_to_scalar(op)
        elif cls is AssertOp:
            self.rewrite_assert_op(op)
        else:
            layouts = self.layouts
            # set_operand keeps each use in its slot: the uses are read in place
            for i, u in enumerate(op.operand_uses):
                v = u.value
                if v not in layouts:
                    continue
                op.set_operand(i, self.get_value_as(v, _enc(v)))
            if op.regions:
                queue.extend(op.regions)

    def map(self, old: Value, new: Value) -> None:
        self.rewrite_mapping[(old, _enc(new))] = new

    def remap(self, olds, news) -> None:
        """Old values of a rebuilt op: replaced where the type is unchanged,
        else recorded in the mapping (their users are rewritten later)."""
        for old, new in zip(olds, news):
            if old.type == new.type:
                old.replace_all_uses_with(new)
            else:
                self.map(old, new)

    def get_rewritten_value(self, v: Value) -> Value:
        if not _is_tensor(v):
            return v
        info = self.layouts.get(v)
        if info is None:
            return v
        picked = next(iter(info))
        if picked == _enc(v):
            return v
        return self.rewrite_mapping[(v, picked)]

    def get_value_as(self, v: Value, encoding) -> Value:
        if not _is_tensor(v):
            return v
        rewritten = self.get_rewritten_value(v)
        if _enc(rewritten) == encoding:
            return rewritten
        b = Builder()
        b.set_insertion_point_after_value(rewritten)
        return _new_cvt(b, rewritten, encoding, _loc(v)).results[0]

    def clone_elementwise(self, b: Builder, op: Operation, encoding) -> Operation:
        new_op = b.clone(op)
        operand_enc = None
        if op.operands:
            for v in op.operands:
                t = self.get_rewritten_value(v).type
                if not isinstance(t, T.RankedTensorType):
                    continue
                if infer_dst_encoding(op, t.encoding) == encoding:
                    operand_enc = t.encoding
                    break
            if operand_enc is None:
                operand_enc = infer_src_encoding(op, encoding)
            assert operand_enc is not None
        for i, v in enumerate(op.operands):
            new_op.set_operand(i, self.get_value_as(v, operand_enc))
        for old, new in zip(op.results, new_op.results):
            if isinstance(old.type, T.RankedTensorType):
                new.type = with_encoding(old.type, encoding)
        return new_op

    def rewrite_for_op(self, for_op: Operation) -> Operation:
        b = Builder()
        b.set_insertion_point(for_op)
        inits = []
        for v, r in zip(for_op.operands[3:], for_op.results):
            if r in self.layouts:
                v = self.get_value_as(v, self._picked(r))
            inits.append(v)
        old_body = for_op.regions[0].blocks[0]
        region = Region()
        new_body = region.add_block(_new_block([old_body.args[0].type] + [v.type for v in inits],
                                               [for_op.loc] + [_loc(v) for v in inits]))
        new_for = b.insert(type(for_op)(list(for_op.operands[:3]) + inits, [v.type for v in inits],
                                        dict(for_op.attributes), [region], loc=for_op.loc))
        _splice_ops(old_body, new_body)
        self.remap(for_op.results, new_for.results)
        self.remap(old_body.args, new_body.args)
        return new_for

    def rewrite_while_op(self, w: Operation) -> Operation:
        b = Builder()
        b.set_insertion_point(w)
        before, after = (r.blocks[0] for r in w.regions)
        operands = []
        for v, a in zip(w.operands, before.args):
            if a in self.layouts:
                v = self.get_value_as(v, self._picked(a))
            operands.append(v)
        ret_types = []
        for r in w.results:
            info = self.layouts.get(r)
            ret_types.append(r.type if info is None else with_encoding(r.type, next(iter(info))))
        r0, r1 = Region(), Region()
        nb = r0.add_block(_new_block([v.type for v in operands], [w.loc] * len(operands)))
        na = r1.add_block(_new_block(ret_types, [w.loc] * len(ret_types)))
        # rewriteWhileOp does not copy the op's attributes
        new_w = b.insert(type(w)(operands, ret_types, {}, [r0, r1], loc=w.loc))
        _splice_ops(before, nb)
        _splice_ops(after, na)

        self.remap(w.results, new_w.results)
        self.remap(before.args, nb.args)
        self.remap(after.args, na.args)
        return new_w

    def rewrite_if_op(self, if_op: Operation) -> Operation:
        b = Builder()
        b.set_insertion_point(if_op)
        types = [r.type for r in if_op.results]
        for i, r in enumerate(if_op.results):
            info = self.layouts.get(r)
            if info is not None:
                types[i] = with_encoding(r.type, next(iter(info)))
        regions = take_regions(if_op)
        # scf::IfOp::create(..., withElseRegion=true) then takeBody: attributes
        # of the old op are not copied.
        new_if = b.insert(type(if_op)([if_op.operands[0]], types, {}, regions, loc=if_op.loc))
        self.remap(if_op.results, new_if.results)
        return new_if

    def rewrite_yield_op(self, y: Operation) -> None:
        parent = y.parent_op
        for i, v in enumerate(y.operands):
            t = v.type
            if isinstance(parent, (ForOp, IfOp)):
                t = parent.results[i].type
            if isinstance(parent, WhileOp):
                t = parent.regions[0].blocks[0].args[i].type
            if not isinstance(t, T.RankedTensorType):
                continue
            y.set_operand(i, self.get_value_as(v, t.encoding))

    def rewrite_condition_op(self, c: Operation) -> None:
        w = c.parent_op
        for i in range(1, c.num_operands):
            t = w.results[i - 1].type
            if not isinstance(t, T.RankedTensorType):
                continue
            c.set_operand(i, self.get_value_as(c.operands[i], t.encoding))

    def rewrite_reduce_to_scalar(self, op: Operation) -> None:
        src = None
        for v in op.operands:
            info = self.layouts.get(v)
            if info is not None:
                src = next(iter(info))
                break
        if src is None:
            return
        for i, v in enumerate(op.operands):
            op.set_operand(i, self.get_value_as(v, src))

    def rewrite_assert_op(self, op: Operation) -> None:
        v = op.operands[0]
        info = self.layouts.get(v)
        if info is None:
            return
        op.set_operand(0, self.get_value_as(v, next(iter(info))))

    def rewrite_op(self, op: Operation) -> Operation:
        self.op_to_delete[op] = None
        if isinstance(op, ForOp):
            return self.rewrite_for_op(op)
        if isinstance(op, WhileOp):
            return self.rewrite_while_op(op)
        if isinstance(op, IfOp):
            return self.rewrite_if_op(op)
        b = Builder()
        b.set_insertion_point(op)
        encoding = self._picked(op.results[0])
        if isinstance(op, ConvertLayoutOp):
            src_v = op.operands[0]
            src_enc = _enc(src_v)
            info = self.layouts.get(src_v)
            if info is not None:
                src_enc = next(iter(info))
            src = self.get_value_as(src_v, src_enc)
            cvt = _new_cvt(b, src, encoding, op.loc)
            self.map(op.results[0], cvt.results[0])
            return cvt
        if can_fold_into_conversion(op, encoding):
            new_op = b.clone(op)
            cvt = _new_cvt(b, new_op.results[0], encoding, op.loc)
            self.map(op.results[0], cvt.results[0])
            return cvt
        if _follows_operands(op) or isinstance(op, (GatherOp, WarpGroupDotWaitOp)):
            new_op = self.clone_elementwise(b, op, encoding)
            self.remap(op.results, new_op.results)
            return new_op
        # Triton: llvm::report_fatal_error("unexpected op in rewrite")
        raise op_error(op, f"'{op.name}' op: unexpected op in rewrite (remove-layout-conversions)")


def _new_block(types, locs):
    return Block(types, locs)


def _splice_ops(src, dst) -> None:
    """Move every op of block ``src`` to the start of block ``dst``."""
    anchor = dst.first
    for o in list(src.ops):
        o.detach()
        if anchor is None:
            dst.append(o)
        else:
            dst.insert_before(anchor, o)


def _loc(v: Value):
    if isinstance(v, BlockArgument):
        return v.loc
    return v.defining_op.loc


# =============================================================================
# 3./4. Backward rematerialisation and hoisting
# =============================================================================
def _dialect(op: Operation) -> str:
    """``op->getDialect()->getNamespace()``: the prefix of the op's name
    (also for an unregistered op of a loaded dialect, as in MLIR)."""
    return op.name.partition(".")[0]


@functools.cache
def _expensive_math_ops() -> tuple:
    # imported here, not at the top, to keep start-up fast: the math dialect is
    # loaded only by files holding math ops, and only a math op asks
    from pyopt.dialects.math import ops as M

    return (M.ErfcOp, M.SinhOp, M.CoshOp, M.TanhOp, M.AsinhOp, M.AcoshOp, M.AtanhOp, M.CtPopOp,
            M.CountLeadingZerosOp, M.CountTrailingZerosOp, M.ExpOp, M.Exp2Op, M.ExpM1Op, M.LogOp,
            M.Log2Op, M.Log10Op, M.Log1pOp, M.SinOp, M.CosOp, M.TanOp, M.AsinOp, M.AcosOp, M.AtanOp,
            M.Atan2Op, M.PowFOp, M.SqrtOp, M.RsqrtOp, M.ErfOp, M.CbrtOp)


def _is_expensive_math(op: Operation, dialect: str) -> bool:
    """``isExpensiveMathOp``: divf and the math ops of many instructions or
    low throughput (``dialect`` is the op's, "arith" or "math")."""
    if dialect == "math":
        return isinstance(op, _expensive_math_ops())
    return isinstance(op, DivFOp)


def _byte_count(v: Value, min_elems: int = 0, min_bits: int = 0) -> int:
    """``getByteCount``."""
    elems = bits = 0
    t = v.type
    if isinstance(t, T.RankedTensorType):
        elems = t.num_elements()
        e = t.element
        if isinstance(e, (T.IntegerType, T.FloatType)):
            bits = T.bit_width(e)
    elems = max(elems, min_elems)
    bits = max(bits, min_bits)
    return (elems * bits) >> 3


def can_be_remat(op: Operation) -> bool:
    """``canBeRemat``."""
    kind = _REMAT_KIND.get(type(op))
    if kind is None:
        kind = _REMAT_KIND[type(op)] = _remat_kind(op)
    if kind is True or kind is False:
        return kind
    if kind == "load/store":
        return not is_expensive_load_or_store(op)
    if kind == "reshape":
        return not resolve_active(EFFICIENT_RESHAPE_KEPT) or "efficient_layout" not in op.attributes
    return "efficient_layout" not in op.attributes  # gather


def _remat_kind(op: Operation):
    """What ``canBeRemat`` answers for ops of ``op``'s class: True, False, or
    the question to ask of each op ("load/store", "gather")."""
    if isinstance(op, (LoadOp, StoreOp)):
        return "load/store"
    if isinstance(op, (AtomicRMWOp, AtomicCASOp, AtomicLoadOp, DotOp)):
        return False
    if isinstance(op, GatherOp):
        return "gather"
    if isinstance(op, ReshapeOp):
        return "reshape"
    if isinstance(op, (WhileOp, ConditionOp)):
        return False
    return True


#: op class -> :func:`_remat_kind` of its ops (the answer depends on the class only)
_REMAT_KIND: dict = {}

#: Whether a tt.reshape marked efficient_layout cannot be rematerialised (its
#: layout was chosen on purpose), as a gather so marked.
EFFICIENT_RESHAPE_KEPT = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9997 ([RELAND] Infer src/dst of allowReorder "
                 "reshape): canBeRemat refuses a reshape with efficient_layout"),
    name="remove-layout-conversions: efficient_layout reshapes are not rematerialised")


#: Whether forward propagation from a value an scf.while's after-region yields
#: reaches only the before-region's argument (the loop's results come from
#: scf.condition), not also the loop's result.
WHILE_YIELD_TO_BEFORE_ONLY = Versioned(
    False, Since((3, 9), True, "Triton 3.9.0: propagateToUsers sends an scf.while body's yielded "
                 "layout to the before-region argument only (its debug log: one value changed, "
                 "3.6-3.8 two; upstream change not found)"),
    name="remove-layout-conversions: an scf.while yield propagates to the before region only")

#: Whether dot-operand hoisting makes the converts after its leaf loads only
#: once the slice proved hoistable (else as it meets each load, leaving dead
#: converts behind when it gives up).
DOT_LEAF_CONVERTS_LAST = Versioned(
    False, Since((3, 9), True, "Triton 3.9.0: hoistConvertDotOperand inserts no convert after a "
                 "leaf load when there is nothing to hoist (its debug log's module after hoisting "
                 "has none; 3.6-3.8 leave a dead one for the cleanup); upstream change not found"),
    name="remove-layout-conversions: dot-operand leaf converts are made last")

#: Whether a backward slice may change only a tt.broadcast's result layout,
#: keeping its source, where the source's layout already gives that layout
#: without moving data (3.9's tt.broadcast may change encoding).
ABSORB_BROADCAST = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11760 (Absorb compatible layouts into "
                 "broadcasts): the slice records a compatible broadcast source as fixed"),
    name="remove-layout-conversions: broadcasts absorb compatible layouts")

#: Whether LayoutRematerialization erases a convert it removed, and an scf op
#: it rebuilt, at once (else all at the end of the step, in reverse order).
ERASE_AT_ONCE = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9511 (LayoutRematerialization erases ops as it "
                 "goes; with triton-lang/triton#10646, a removed convert leaves the remat state "
                 "first)"),
    name="remove-layout-conversions: rewritten ops are erased at once")

#: What a backward slice does at a value that has a dominating conversion to
#: the layout it needs: "3.6", the conversion joins the slice and the walk goes
#: on through it; "3.7", the walk stops there (the value stays in the slice);
#: "3.8", the walk stops and the value stays out of the slice (a loop result
#: too, which is refused only without one), and a convert
#: whose source has one is removed through that empty slice, not by a check
#: of its own first.
EXISTING_REMATS = Versioned(
    "3.6",
    Since((3, 7), "3.7", "triton-lang/triton#8291 (Skip values with existing conversions in "
          "getConvertBackwardSlice): the walk stops at a value with a valid rematerialisation, "
          "which is reused as found while the slice was built"),
    Since((3, 8), "3.8", "triton-lang/triton#11029 (Fix missed updateRematMapping in backward "
          "remat): values with existing rematerialisations stay out of the slice, checked before a "
          "loop result is refused; the early reuse of the convert source's rematerialisation is "
          "removed"),
    name="remove-layout-conversions: backward slices at existing rematerialisations")

#: How the final cleanup finds dead loop-carried values: "pattern", Triton's
#: ForOpDeadArgElimination pattern among the cleanup patterns (its liveness
#: follows a nested loop's results, not its bounds); "liveness", MLIR's
#: LivenessAnalysis over the module first, each dead iteration argument
#: replaced by its init (:func:`run_dead_iter_arg_elimination`).
DEAD_ITER_ARGS = Versioned(
    "pattern", Since((3, 8), "liveness", "triton-lang/triton#9136 (Use LivenessAnalysis for dead "
                     "block arg elimination): runDeadIterArgElimination before the cleanup "
                     "patterns replaces populateForOpDeadArgumentElimination"),
    name="remove-layout-conversions: dead loop-carried values found by liveness analysis")

#: Whether a backward slice records the layout of an operand that keeps its
#: own encoding (out of the slice), so that a use needing another one fails it.
KEPT_LAYOUTS_RECORDED = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9953 (Handle conflicts with existing type during "
                 "backward remat): an operand already in the wanted encoding is recorded in the "
                 "slice's layouts, not skipped"),
    name="remove-layout-conversions: slices record operands that keep their encoding")

#: Whether hoisting a convert into a conditional takes each branch's slice as
#: an extension of the slice so far (then the else branch after the then
#: branch), so that conflicting layouts fail it; else each branch's slice is
#: taken alone and merged, the first layout found for a value kept.
CONDITIONAL_SLICES_EXTEND = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9083 (Fix handling conflicting layouts when "
                 "hoisting convert into conditionals)"),
    name="remove-layout-conversions: conditional hoisting extends the slice")

#: Whether the final cleanup runs the convert patterns first, to a fixed
#: point, and then the scf patterns (whose non-convergence is tolerated): a
#: convert the scf cleanup makes foldable is left; else all together.
CLEANUP_SPLIT = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#10132 (Split RemoveLayoutConversions cleanup; "
                 "tolerate SCF non-convergence), in the 3.7.1 wheel already"),
    name="remove-layout-conversions: the final cleanup runs convert, then scf patterns")

#: Whether hoisting a convert above an extension or broadcast must pay for
#: itself: the slice rewritten plus the new convert may cost no more than the
#: convert removed (``isRematBeneficial`` with the new convert's cost).
HOIST_EXT_COST_GATE = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9194 (Consider rematerialisation cost when "
                 "hoisting over ext)"),
    name="remove-layout-conversions: hoisting above ext/broadcast is costed")

#: How a ttg.convert_layout is costed (``getConvertCost``).
CONVERT_COST_REORDER_FREE = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#10128 (Treat pure register reorder as free in "
                 "backward remat): a convert that only permutes each thread's registers costs 0"),
    name="remove-layout-conversions: a register-reordering convert is free")

#: The cost of rematerialising a slice (``isRematBeneficial``), per release:
#: "3.6" counts each op the rewrite duplicates (one used outside the slice);
#: "3.8" finds the values used outside the slice by a worklist over their
#: operands, and costs every arith/math op by the growth of its elements per
#: thread in the new layout.
REMAT_COST = Versioned(
    "3.6", Since((3, 8), "3.8", "triton-lang/triton#10129 (Account for duplicated elementwise ops "
                 "in backward remat cost): an arith/math op costs its bytes times the growth of its "
                 "unique elements per thread in the new layout, less one time when only the slice "
                 "uses it"),
    name="remove-layout-conversions: the rematerialisation cost model")


def convert_cost(src: Value, dst_enc) -> int:
    """``getConvertCost``: 32 per byte converted (at least 32 elements of 32
    bits: a round trip through shared memory); from Triton 3.8 nothing for a
    convert that only reorders registers (:data:`CONVERT_COST_REORDER_FREE`)."""
    if resolve_active(CONVERT_COST_REORDER_FREE):
        t = src.type
        if cvt_reorders_registers(t, with_encoding(t, dst_enc)):
            return 0
    return 32 * _byte_count(src, 32, 32)


def _slice_ops(slice_: dict) -> dict:
    ops: dict[Operation, None] = {}
    for v in slice_:
        d = v.defining_op
        if d is not None:
            ops[d] = None
    return ops


def _remat_cost_36(cvt: Operation, slice_: dict):
    """Triton 3.6's cost: each op of the slice whose results something
    outside the slice (other than ``cvt``) uses, directly or through other
    ops of the slice, is duplicated and counted (``isOpSingleUse``)."""
    slice_ops = _slice_ops(slice_)
    memo: dict[Operation, bool] = {}

    def single_use(op: Operation) -> bool:
        if op in memo:
            return memo[op]
        single = True
        for r in op.results:
            for user in r.mlir_users():
                if user is cvt:
                    continue
                if user in slice_ops:
                    if not single_use(user):
                        single = False
                        break
                else:
                    single = False
                    break
            if not single:
                break
        memo[op] = single
        return single

    cost = 0
    for op in slice_ops:
        if single_use(op):
            continue
        if isinstance(op, ConstantOp):
            continue
        dialect = _dialect(op)
        if isinstance(op, (LoadOp, LocalLoadOp)):
            for r in op.results:
                cost += 8 * _byte_count(r)
        elif dialect in ("arith", "math"):
            mult = 8 if _is_expensive_math(op, dialect) else 1
            for r in op.results:
                cost += mult * _byte_count(r)
        elif isinstance(op, ReduceOp):
            helper = ReduceOpHelper(op)
            if not helper.is_associative():
                return None
            cost += helper.get_intra_warp_size_with_unique_data()
            cost += 8 * helper.get_inter_warp_size_with_unique_data()
    return cost


def _flows_into(use) -> Optional[list]:
    """``RegionBranchOpInterface::getSuccessorOperandInputMapping`` for the
    scf ops, at one use: the values an operand forwarded to a region or to the
    op's results flows into (None where the use forwards nothing)."""
    user, i = use.owner, use.index
    cls = type(user)
    if cls is YieldOp:
        parent = user.parent_op
        if isinstance(parent, ForOp):
            return [parent.regions[0].blocks[0].args[1 + i], parent.results[i]]
        if isinstance(parent, IfOp):
            return [parent.results[i]]
        if isinstance(parent, WhileOp):
            return [parent.regions[0].blocks[0].args[i]]
        return None
    if cls is ConditionOp:
        if i == 0:
            return None
        w = user.parent_op
        return [w.regions[1].blocks[0].args[i - 1], w.results[i - 1]]
    if cls is ForOp:
        if i < 3:
            return None
        return [user.regions[0].blocks[0].args[1 + i - 3], user.results[i - 3]]
    if cls is WhileOp:
        return [user.regions[0].blocks[0].args[i]]
    return None


def _flows_from(v: Value) -> Optional[list]:
    """The inverse mapping (``getSuccessorInputOperandMapping``): the operands
    that flow into ``v``, a result or region argument of an scf op (None
    for any other value)."""
    if isinstance(v, BlockArgument):
        op = v.block.parent_op
        if isinstance(op, ForOp):
            if v.index == 0:
                return None
            n = v.index - 1
            return [op.operands[3 + n], v.block.terminator.operands[n]]
        if isinstance(op, WhileOp):
            if v.block is op.regions[0].blocks[0]:
                return [op.operands[v.index], op.regions[1].blocks[0].terminator.operands[v.index]]
            return [op.regions[0].blocks[0].terminator.operands[1 + v.index]]
        return None
    op = v.defining_op
    n = v.index
    if isinstance(op, ForOp):
        return [op.operands[3 + n], op.regions[0].blocks[0].terminator.operands[n]]
    if isinstance(op, IfOp):
        return [r.blocks[0].terminator.operands[n] for r in op.regions if r.blocks]
    if isinstance(op, WhileOp):
        return [op.regions[0].blocks[0].terminator.operands[1 + n]]
    return None


def _non_slice_only_values(cvt: Operation, slice_: dict, slice_ops: dict, dead: dict) -> dict:
    """Triton 3.8's ``nonSliceOnlyValues``: the values of the slice used
    outside it (other than by ``cvt``; a value forwarded by an scf op counts
    only where what it flows into is neither in the slice nor unused), and,
    transitively, the operands in the slice that produce them (through the
    operands an scf op forwards into a region argument or result).  Ops
    already rewritten and waiting to be erased (``dead``) use nothing: Triton
    3.8 erases them at once."""
    out: dict[Value, None] = {}
    for v in slice_:
        for use in v.mlir_uses():
            user = use.owner
            if user is cvt or user in slice_ops or user in dead:
                continue
            into = _flows_into(use)
            if into is not None and all(x in slice_ or not x.uses for x in into):
                continue
            out[v] = None
            break
    work = list(out)
    i = 0
    while i < len(work):
        v = work[i]
        i += 1
        sources = _flows_from(v)
        if sources is None:
            d = v.defining_op
            sources = d.operands if d is not None else v.block.parent_op.operands
        for operand in sources:
            if operand in slice_ and operand not in out:
                out[operand] = None
                work.append(operand)
    return out


#: What :func:`_remat_cost_38` answers, under disable-remat-splitting, for a
#: slice some of whose values stay in use outside it.
SPLITS = "splits"


def _remat_cost_38(cvt: Operation, slice_: dict, layout: dict, dead: dict,
                   disable_splitting: bool = False):
    """Triton 3.8's cost (:data:`REMAT_COST`); under Triton 3.9's
    disable-remat-splitting, :data:`SPLITS` where a value of the slice is used
    outside it."""
    slice_ops = _slice_ops(slice_)
    outside = _non_slice_only_values(cvt, slice_, slice_ops, dead)
    if disable_splitting and outside:
        return SPLITS
    cost = 0
    for op in slice_ops:
        used_outside = any(r in outside for r in op.results)
        if isinstance(op, ConstantOp):
            continue
        dialect = _dialect(op)
        if dialect in ("arith", "math"):
            mult = 8 if _is_expensive_math(op, dialect) else 1
            for r in op.results:
                t = r.type
                factor = 1
                enc = layout.get(r)
                if isinstance(t, T.RankedTensorType) and enc is not None:
                    shape = tuple(t.shape)
                    factor = max(1, unique_elems_per_thread(enc, shape)
                                 // unique_elems_per_thread(t.encoding, shape))
                if not used_outside:
                    factor -= 1
                cost += mult * _byte_count(r) * factor
            continue
        if not used_outside:
            continue
        if isinstance(op, (LoadOp, LocalLoadOp)):
            for r in op.results:
                cost += 8 * _byte_count(r)
        elif isinstance(op, ReduceOp):
            helper = ReduceOpHelper(op)
            if not helper.is_associative():
                return None
            cost += helper.get_intra_warp_size_with_unique_data()
            cost += 8 * helper.get_inter_warp_size_with_unique_data()
    return cost


class LayoutRematerialization:
    """``LayoutRematerialization`` for one function."""

    def __init__(self, func: Operation, disable_splitting: bool = False):
        self.func = func
        #: Triton 3.9's disable-remat-splitting
        self.disable_splitting = disable_splitting
        self.mapped_values: dict[Value, object] = {}
        self.remat_mapping: dict[tuple, Value] = {}
        self.op_to_delete: dict[Operation, None] = {}
        #: the converts this object removed
        self.removed: set = set()
        self.dom = DominanceInfo()
        self.post_dom = PostDominanceInfo()
        #: the MMA dots of the function during a dot-operand hoisting phase (_mma_dot_ops)
        self._mma_dots: Optional[tuple] = None

    def add_remat_value(self, old: Value, encoding, new: Value) -> None:
        if _debugging():
            _ldbg(f"addRematValue {debug_text(old)} encoding {render_standalone(encoding)} "
                  f"{debug_text(new)}")
        self.remat_mapping[(old, encoding)] = new
        self.mapped_values[old] = encoding

    def get_remat_value(self, v: Value, encoding) -> Optional[Value]:
        return self.remat_mapping.get((v, encoding))

    def discard(self, op: Operation) -> None:
        """Erase ``op``, now from Triton 3.8 (:data:`ERASE_AT_ONCE`), else
        with the others at :meth:`cleanup`."""
        if type(op) is ConvertLayoutOp:
            self.removed.add(op)
        if resolve_active(ERASE_AT_ONCE):
            if type(op) is ConvertLayoutOp:
                # triton-lang/triton#10646: the convert leaves the remat state first
                res = op.results[0]
                for key in [k for k, v in self.remat_mapping.items() if v is res]:
                    del self.remat_mapping[key]
                    if self.mapped_values.get(key[0], _MISSING) is key[1]:
                        del self.mapped_values[key[0]]
            op.erase()
        else:
            self.op_to_delete[op] = None

    def cleanup(self) -> None:
        for op in reversed(list(self.op_to_delete)):
            op.erase()

    def _converts(self) -> list:
        """``funcOp.walk([](ConvertLayoutOp) ...)`` (post-order), as a list
        taken before anything changes."""
        out: list = []
        cvt_cls = ConvertLayoutOp  # (no subclasses)

        def visit(region: Region) -> None:
            for b in region.blocks:
                o = b.first
                while o is not None:
                    if o.regions:
                        for r in o.regions:
                            visit(r)
                    if type(o) is cvt_cls:
                        out.append(o)
                    o = o.next

        visit(self.func.regions[0])
        return out

    # -- slices ---------------------------------------------------------------
    def get_convert_backward_slice(self, root, root_encoding, slice_, layout, stop=None,
                                   explain: bool = False,
                                   existing_remats: Optional[dict] = None) -> bool:
        """``getConvertBackwardSlice`` reusing the conversions made so far
        that dominate the use.  Where the release stops at them
        (:data:`EXISTING_REMATS`: from 3.7), ``existing_remats`` collects them,
        ``(value, encoding) -> conversion`` (None once one did not dominate)."""
        remat_get = self.remat_mapping.get
        properly_dominates = self.dom.properly_dominates
        existing_mode = resolve_active(EXISTING_REMATS)
        if existing_remats is None:
            existing_remats = {}

        def existing(use, enc):
            remat = remat_get((use.value, enc))
            if remat is None:
                return None
            if properly_dominates(remat, use.owner):
                existing_remats.setdefault((use.value, enc), remat)
                return remat
            existing_remats[(use.value, enc)] = None
            return None

        return get_convert_backward_slice(root, slice_, root_encoding, layout, stop, existing,
                                          explain=explain, existing_mode=existing_mode,
                                          absorb_broadcast=resolve_active(ABSORB_BROADCAST),
                                          record_kept=resolve_active(KEPT_LAYOUTS_RECORDED))

    def get_rematerializable_slice(self, root, root_encoding, slice_, layout, stop=None,
                                   explain: bool = False,
                                   existing_remats: Optional[dict] = None) -> bool:
        """``getRematerializableSlice``: the slice, when every op of it can be
        recomputed in another layout.  Up to 3.7 an empty slice fails too; from
        3.8 a slice that ends at existing conversions at once is empty and
        succeeds."""
        if existing_remats is None:
            existing_remats = {}
        ok = self.get_convert_backward_slice(root, root_encoding, slice_, layout, stop, explain,
                                             existing_remats)
        if not ok or (not slice_ and resolve_active(EXISTING_REMATS) != "3.8"):
            if explain and ok:
                raise SliceFailure("nothing to rematerialise")
            return False
        for v in slice_:
            d = v.defining_op
            if d is not None and not can_be_remat(d):
                if explain:
                    raise SliceFailure(f"the slice reaches {d.name}, which cannot be recomputed "
                                       "in another layout (anchor)", v)
                return False
        return True

    # -- driver loops -----------------------------------------------------------
    def _each_convert(self, fn) -> bool:
        changed = False
        for cvt in self._converts():
            fn(cvt)
            if cvt not in self.removed:
                # Kept: reuse it in later backward slices.
                self.add_remat_value(cvt.operands[0], _enc(cvt.results[0]), cvt.results[0])
            else:
                changed = True
        return changed

    def backward_rematerialization_all(self) -> bool:
        return self._each_convert(self.backward_rematerialization)

    def hoist_convert_on_top_of_ext_or_broadcast_all(self) -> None:
        self._each_convert(self.hoist_convert_on_top_of_ext_or_broadcast)

    def hoist_convert_into_conditionals_all(self) -> None:
        self._each_convert(self.hoist_convert_into_conditionals)

    def hoist_convert_dot_operand_all(self) -> None:
        self._mma_dots = None
        self._each_convert(self.hoist_convert_dot_operand)
        self._mma_dots = None

    def _mma_dot_ops(self) -> tuple[set, list[Operation]]:
        """The dot-like ops of the function whose first operand has a dot
        operand encoding with an MMA parent (what ``canBePipelined`` looks
        for), and the last of them in each block, found once per hoisting phase: the phase
        creates, erases and moves no dot (its slices hold only ops without data movement), so
        one walk stands for Triton's walk of the convert's parent at every convert."""
        if self._mma_dots is None:
            dots = set()
            last: dict = {}  # block -> its last dot (a walk meets a block's ops in order)
            for op in self.func.walk(pre_order=False):
                if not isinstance(op, DotOpInterface):
                    continue
                t = op.operands[0].type
                if isinstance(t, T.RankedTensorType) and _is_dot_operand(t.encoding) and _is_mma(t.encoding.parent):
                    dots.add(op)
                    last[op.parent] = op
            self._mma_dots = (dots, list(last.values()))
        return self._mma_dots

    # -- the cost model -----------------------------------------------------------
    def remat_cost(self, cvt: Operation, slice_: dict, layout: Optional[dict] = None,
                   new_cvt_cost: int = 0):
        """(rematerialisation cost, convert cost) of rewriting ``slice_`` to
        remove ``cvt`` (``isRematBeneficial``'s two sides; ``new_cvt_cost`` is
        the cost of a convert the rewrite adds), or None when the slice holds a
        non-associative reduce that is used elsewhere.  Each release's
        algorithm: :data:`REMAT_COST`."""
        cvt_cost = convert_cost(cvt.operands[0], _enc(cvt.results[0]))
        if resolve_active(REMAT_COST) == "3.8":
            cost = _remat_cost_38(cvt, slice_, layout if layout is not None else {}, self.op_to_delete,
                                  self.disable_splitting)
        else:
            cost = _remat_cost_36(cvt, slice_)
        if cost is None or cost == SPLITS:
            return cost
        return cost + new_cvt_cost, cvt_cost

    # -- backward rematerialisation -------------------------------------------------
    def backward_rematerialization(self, cvt: Operation) -> None:
        target = _enc(cvt.results[0])
        if _is_dot_operand(target):
            return  # hoistConvertDotOperand's job
        old = cvt.operands[0]
        debugging = _debugging()
        if debugging:
            _ldbg(f"check backward remat with source {debug_text(old)} encoding "
                  f"{render_standalone(target)}")
        if resolve_active(EXISTING_REMATS) != "3.8":
            # Up to 3.7: a conversion of the source to the target made before
            # replaces this one at once.
            new = self.get_remat_value(old, target)
            if new is not None and self.dom.properly_dominates(new, cvt):
                cvt.results[0].replace_all_uses_with(new)
                self.discard(cvt)
                if debugging:
                    _ldbg(f"found remat'ed value{debug_text(new)}")
                return
        slice_: dict = {}
        layout: dict = {}
        existing: dict = {}
        if not self.get_rematerializable_slice(cvt.operand_uses[0], target, slice_, layout,
                                               existing_remats=existing):
            _ldbg("  getRematerializableSlice failed")
            return
        if not self.beneficial(cvt, slice_, layout):
            _ldbg(resolve_active(NOT_BENEFICIAL_MESSAGE))
            return
        if debugging:
            _ldbg(f"  remat convert op {debug_text(cvt)}")
            for v in slice_:
                _ldbg(f"    {debug_text(v)}")
        self.rewrite_slice(slice_, layout, cvt, IRMapping(), existing)

    def beneficial(self, cvt: Operation, slice_: dict, layout: dict, new_cvt_cost: int = 0) -> bool:
        """``isRematBeneficial``, with its debug lines."""
        costs = self.remat_cost(cvt, slice_, layout, new_cvt_cost)
        if costs is None:
            _ldbg("  skipped rematerialization due to non-associative reduce in the slice")
            return False
        if costs == SPLITS:
            _ldbg("  skipped rematerialization because it would split the slice")
            return False
        cost, cvt_cost = costs
        if _debugging():
            _ldbg(f"  convert layout cost: {cvt_cost}")
            _ldbg(f"  rematerialisation cost: {cost}")
        return cost <= cvt_cost

    def rewrite_slice(self, slice_: dict, layout: dict, cvt: Operation, mapping: IRMapping,
                      existing_remats: Optional[dict] = None) -> None:
        """``rewriteSlice``.  The values with a conversion made before are
        mapped to it: up to 3.7 each value of the slice that has one (it stays
        out of the rewrite); from 3.8 the values the slice stopped at
        (``existing_remats``, collected with the slice)."""
        ops_to_rewrite: dict[Operation, None] = {}
        yield_operands: dict[Operation, list] = {}
        existing_remat = []
        mode = resolve_active(EXISTING_REMATS)
        if mode == "3.6":
            remat_get = self.remat_mapping.get
        else:
            existing_remats = existing_remats or {}
            if mode == "3.8":
                for v, enc in layout.items():
                    remat = existing_remats.get((v, enc))
                    if remat is not None:
                        mapping.map(v, remat)
            remat_get = existing_remats.get
        for v in slice_:
            enc = layout[v]
            remat = remat_get((v, enc))
            if remat is not None:
                mapping.map(v, remat)
                existing_remat.append(v)
                continue
            d = v.defining_op
            if d is not None:
                ops_to_rewrite[d] = None
                if type(d) is IfOp:
                    idx = v.index
                    for region in d.regions:
                        y = region.blocks[0].terminator
                        ops_to_rewrite[y] = None
                        yield_operands.setdefault(y, []).append(idx)
            else:
                parent = v.block.parent_op
                if not isinstance(parent, LoopLikeOpInterface):
                    # Triton: cast<LoopLikeOpInterface> asserts
                    raise op_error(parent, f"'{parent.name}' op: its block argument cannot be "
                                           "rematerialised (not a loop; remove-layout-conversions)")
                ops_to_rewrite[parent] = None
                y = v.block.terminator
                yield_operands.setdefault(y, []).append(_tied_yield_index(parent, v))
                ops_to_rewrite[y] = None
        for v in existing_remat:
            slice_.pop(v, None)
        ordered = topological_sort(ops_to_rewrite)

        replacements: list = []
        dead_ops: list = []
        remat_mapping = self.remat_mapping
        mapped_values = self.mapped_values
        debugging = _debugging()
        b = Builder()
        for op in ordered:
            cls = type(op)  # (the scf ops and arith.constant have no subclasses)
            if cls is ForOp:
                arg_mapping = []
                new_operands = []
                body = op.regions[0].blocks[0]
                n_init = op.num_operands - 3
                for arg in body.args[1:]:
                    if arg in slice_:
                        init = op.operands[3 + arg.index - 1]
                        arg_mapping.append((arg.index - 1, n_init + len(new_operands)))
                        mv = mapping.lookup_or_none(init)
                        assert mv is not None, "expected the init value to be mapped"
                        new_operands.append(mv)
                new_for = replace_for_op_with_new_signature(b, op, new_operands, replacements)
                dead_ops.append(op)
                body = new_for.regions[0].blocks[0]
                for old_i, new_i in arg_mapping:
                    mapping.map(op.results[old_i], new_for.results[new_i])
                    mapping.map(body.args[old_i + 1], body.args[new_i + 1])
                    if _debugging():
                        _ldbg(f"mapping forOp {debug_text(body.args[old_i + 1])} to "
                              f"{debug_text(body.args[new_i + 1])}")
                    old_arg = body.args[old_i + 1]
                    self.add_remat_value(new_for.results[old_i], layout[old_arg], new_for.results[new_i])
                    self.add_remat_value(old_arg, layout[old_arg], body.args[new_i + 1])
                continue
            if cls is IfOp:
                new_types = []
                for r in op.results:
                    if r in slice_:
                        new_types.append(with_encoding(r.type, layout[r]))
                new_if = replace_if_op_with_new_signature(b, op, new_types, replacements)
                new_idx = len(op.results)
                for r in op.results:
                    if r in slice_:
                        mapping.map(r, new_if.results[new_idx])
                        self.add_remat_value(r, layout[r], new_if.results[new_idx])
                        new_idx += 1
                dead_ops.append(op)
                continue
            b.set_insertion_point(op)
            if cls is YieldOp:
                operands = list(op.operands)
                for idx in sorted(yield_operands.get(op, [])):
                    mv = mapping.lookup_or_none(op.operands[idx])
                    assert mv is not None, "expected the yielded value to be mapped"
                    operands.append(mv)
                b.insert(type(op)(operands, [], dict(op.attributes), loc=op.loc))
                op.erase()
                continue
            if cls is ConstantOp:
                new_op = b.clone(op)
                r = op.results[0]
                c = _new_cvt(b, new_op.results[0], layout[r], op.loc)
                mapping.map(r, c.results[0])
                self.add_remat_value(r, layout[r], c.results[0])
                continue
            # The clone gets the results' new types as it is made (the
            # builder has no listener: inserting is all OpBuilder::clone adds).
            encs = [layout.get(r) for r in op.results]
            new_op = b.insert(clone_op(op, mapping, [
                r.type if enc is None else with_encoding(r.type, enc)
                for r, enc in zip(op.results, encs)]))
            for old, new, enc in zip(op.results, new_op.results, encs):
                if enc is not None:
                    if debugging:
                        self.add_remat_value(old, enc, new)
                        continue
                    remat_mapping[(old, enc)] = new  # add_remat_value, inlined
                    mapped_values[old] = enc
        cvt.results[0].replace_all_uses_with(mapping.lookup(cvt.operands[0]))
        self.update_remat_mapping(replacements)
        for old, new in replacements:
            old.replace_all_uses_with(new)
        self.discard(cvt)
        for op in dead_ops:
            self.discard(op)

    def update_remat_mapping(self, values: list) -> None:
        for old, new in values:
            enc = self.mapped_values.get(old, _MISSING)
            if enc is _MISSING:
                continue
            replaced = self.remat_mapping.pop((old, enc))
            del self.mapped_values[old]
            for before, after in values:
                if before is replaced:
                    replaced = after
                    break
            self.remat_mapping[(new, enc)] = replaced
            self.mapped_values[new] = enc

    # -- hoisting --------------------------------------------------------------------
    def hoist_convert_dot_operand(self, cvt: Operation) -> None:
        target = _enc(cvt.results[0])

        def can_be_pipelined() -> bool:
            parent = cvt.parent_op
            if parent is None:
                return False
            # Whether a dot nested in (or being) the convert's parent op post-dominates it.  Of
            # the dots of one block, the last post-dominates the convert if any does (where the
            # convert lies in that block, at its place or inside an op before it; elsewhere
            # the answer is the blocks'), and all of them are in the parent or none (but the
            # parent itself): one dot per block is asked, not every dot at every convert
            # (time quadratic in a loop of many dots).
            dots, last_per_block = self._mma_dot_ops()
            if parent in dots and self.post_dom.post_dominates(parent, cvt):
                return True
            return any(_is_within(d, parent) and self.post_dom.post_dominates(d, cvt)
                       for d in last_per_block)

        if not can_be_pipelined():
            return

        def no_data_movement(op: Operation) -> bool:
            return ((op.has_trait(Elementwise) and is_memory_effect_free(op))
                    or isinstance(op, (BroadcastOp, Fp4ToFpOp, ConvertLayoutOp))
                    or isinstance(op, UpcastFpOpInterface) or is_view(op))

        slice_: dict = {}
        layout: dict = {}
        existing: dict = {}
        if not self.get_convert_backward_slice(cvt.operand_uses[0], target, slice_, layout,
                                               lambda op: not no_data_movement(op),
                                               existing_remats=existing):
            return
        mapping = IRMapping()
        b = Builder()
        inner: dict = {}
        leaves = resolve_active(DOT_OPERAND_LEAVES)[0]
        deferred = resolve_active(DOT_LEAF_CONVERTS_LAST)
        leaf_values: list = []
        for v in slice_:
            d = v.defining_op
            if d is None:
                if _debugging():
                    _ldbg(f"  Block arguments not supported. Got {debug_text(v)}")
                return
            if not isinstance(d, leaves):
                if isinstance(d, ConstantOp) or no_data_movement(d):
                    inner[v] = None
                    continue
                if _debugging():
                    _ldbg(f"{resolve_active(DOT_OPERAND_LEAVES)[1]}{debug_text(v)}")
                return
            r0 = d.results[0]
            if not isinstance(r0.type, T.RankedTensorType):
                continue
            if deferred:
                leaf_values.append(r0)
                continue
            b.set_insertion_point_after(d)
            c = _new_cvt(b, r0, layout[r0], cvt.loc)
            mapping.map(r0, c.results[0])
        if not inner:
            return
        for r0 in leaf_values:
            b.set_insertion_point_after(r0.defining_op)
            mapping.map(r0, _new_cvt(b, r0, layout[r0], cvt.loc).results[0])
        if _debugging():
            _ldbg(f"  Hoisting {debug_text(cvt)}")
            for v in inner:
                _ldbg(f"    {debug_text(v)}")
        self.rewrite_slice(inner, layout, cvt, mapping, existing)

    def hoist_convert_on_top_of_ext_or_broadcast(self, cvt: Operation) -> None:
        target = _enc(cvt.results[0])
        if _is_dot_operand(target):
            return

        def is_ext_or_broadcast(op: Operation) -> bool:
            if isinstance(op, (ExtSIOp, ExtUIOp, ExtFOp, BroadcastOp, ExpandDimsOp)):
                return True
            if isinstance(op, FpToFpOp):
                return (T.bit_width(op.operands[0].type.element)
                        < T.bit_width(op.results[0].type.element))
            return False

        slice_: dict = {}
        layout: dict = {}
        existing: dict = {}
        if not self.get_rematerializable_slice(cvt.operand_uses[0], target, slice_, layout,
                                               is_ext_or_broadcast, existing_remats=existing):
            return
        ext_op = None
        values = list(slice_)
        for v in values:
            op = v.defining_op
            if op is None:
                continue
            if is_ext_or_broadcast(op):
                temp_slice: dict = {}
                temp_layout: dict = {}
                temp_existing = dict(existing)
                src_enc = infer_src_encoding(op, layout[v])
                if src_enc is None:
                    return
                ok = self.get_rematerializable_slice(op.operand_uses[0], src_enc, temp_slice, temp_layout,
                                                     existing_remats=temp_existing)
                for val, enc in temp_layout.items():
                    pre = layout.get(val)
                    if pre is not None and pre != enc:
                        ok = False
                        break
                if ok:
                    for val in temp_slice:
                        slice_[val] = None
                    for val, enc in temp_layout.items():
                        layout.setdefault(val, enc)
                    existing = temp_existing
                    continue
                if ext_op is not None:
                    return
                ext_op = op
        if ext_op is None:
            return
        dst_enc = layout[ext_op.results[0]]
        src_enc = infer_src_encoding(ext_op, dst_enc)
        if src_enc is None:
            return
        if resolve_active(HOIST_EXT_COST_GATE) and not self.beneficial(
                cvt, slice_, layout, new_cvt_cost=convert_cost(ext_op.operands[0], src_enc)):
            return
        b = Builder()
        b.set_insertion_point(ext_op)
        c = _new_cvt(b, ext_op.operands[0], src_enc, cvt.loc)
        new_ext = b.clone(ext_op)
        new_ext.set_operand(0, c.results[0])
        new_ext.results[0].type = with_encoding(ext_op.results[0].type, dst_enc)
        mapping = IRMapping()
        mapping.map(ext_op.results[0], new_ext.results[0])
        slice_.pop(ext_op.results[0], None)
        self.rewrite_slice(slice_, layout, cvt, mapping, existing)

    def hoist_convert_into_conditionals(self, cvt: Operation) -> None:
        def is_if(op: Operation) -> bool:
            return isinstance(op, IfOp)

        slice_: dict = {}
        layout: dict = {}
        existing: dict = {}
        if not self.get_rematerializable_slice(cvt.operand_uses[0], _enc(cvt.results[0]), slice_,
                                               layout, is_if, existing_remats=existing):
            return
        hoist_above: list = []
        terminals: list = []
        extend = resolve_active(CONDITIONAL_SLICES_EXTEND)
        i = 0
        while i < len(slice_):
            v = list(slice_)[i]
            i += 1
            if_op = v.defining_op
            if not isinstance(if_op, IfOp):
                continue
            root_layout = layout[v]
            idx = v.index
            then_res = if_op.regions[0].blocks[0].terminator.operand_uses[idx]
            else_res = if_op.regions[1].blocks[0].terminator.operand_uses[idx]
            if extend:
                # From 3.7 both branches extend (copies of) the slice so far,
                # the else branch after the then branch: a layout one of them
                # needs that conflicts with one already chosen fails it.
                ext = (dict(slice_), dict(layout), dict(existing))
                then_ok = else_ok = False
                for res in (then_res, else_res):
                    tried = (dict(ext[0]), dict(ext[1]), dict(ext[2]))
                    ok = self.get_rematerializable_slice(res, root_layout, tried[0], tried[1], is_if,
                                                         existing_remats=tried[2])
                    if ok:
                        ext = tried
                    if res is then_res:
                        then_ok = ok
                    else:
                        else_ok = ok
                if then_ok and else_ok:
                    slice_, layout, existing = ext
                    continue
                if (not then_ok and not else_ok) or not isinstance(if_op.parent_op, ForOp):
                    terminals.append(v)
                    continue
                slice_, layout, existing = ext
                hoist_above.append((v, else_res if then_ok else then_res))
                continue
            then_slice: dict = {}
            then_layout: dict = {}
            else_slice: dict = {}
            else_layout: dict = {}
            then_existing = dict(existing)
            else_existing = dict(existing)
            then_ok = self.get_rematerializable_slice(then_res, root_layout, then_slice, then_layout, is_if,
                                                      existing_remats=then_existing)
            else_ok = self.get_rematerializable_slice(else_res, root_layout, else_slice, else_layout, is_if,
                                                      existing_remats=else_existing)
            if then_ok:
                existing.update(then_existing)
            if else_ok:
                existing.update(else_existing)
            if then_ok and else_ok:
                for s, lay in ((then_slice, then_layout), (else_slice, else_layout)):
                    for val in s:
                        slice_[val] = None
                for lay in (then_layout, else_layout):
                    for val, enc in lay.items():
                        layout.setdefault(val, enc)
                continue
            if not then_ok and not else_ok:
                terminals.append(v)
                continue
            if not isinstance(if_op.parent_op, ForOp):
                terminals.append(v)
                continue
            if then_ok:
                hoist_above.append((v, else_res))
                for val in then_slice:
                    slice_[val] = None
                for val, enc in then_layout.items():
                    layout.setdefault(val, enc)
            else:
                hoist_above.append((v, then_res))
                for val in else_slice:
                    slice_[val] = None
                for val, enc in else_layout.items():
                    layout.setdefault(val, enc)
        if not hoist_above:
            return
        mapping = IRMapping()

        def hoist_remat(b: Builder, v: Value, enc) -> None:
            c = _new_cvt(b, v, enc, cvt.loc)
            mapping.map(v, c.results[0])
            slice_.pop(v, None)

        for v in terminals:
            b = Builder()
            b.set_insertion_point_after(v.defining_op)
            hoist_remat(b, v, layout[v])
        for result, edge in hoist_above:
            b = Builder()
            b.set_insertion_point(edge.owner)
            hoist_remat(b, edge.value, layout[result])
        self.rewrite_slice(slice_, layout, cvt, mapping, existing)


_MISSING = object()


def _tied_yield_index(loop: Operation, arg: BlockArgument) -> int:
    """``getTiedLoopYieldedValue(arg)->getOperandNumber()``."""
    if isinstance(loop, ForOp):
        return arg.index - 1
    return arg.index


# =============================================================================
# The pass
# =============================================================================
@register_pass
class RemoveLayoutConversions(ModulePass):
    """Remove ttg.convert_layout ops by propagating and rematerialising layouts."""

    name = "remove-layout-conversions"
    aliases = ("tritongpu-remove-layout-conversions",)
    summary = "Remove superfluous layout conversions (TritonGPURemoveLayoutConversions)"
    mirrors = "lib/Dialect/TritonGPU/Transforms/RemoveLayoutConversions.cpp"
    mlir_name = "TritonGPURemoveLayoutConversions"
    explainer = "pyopt.transforms.remove_layout_conversions_explain:explain_surviving_converts"

    explain: bool = field(default=False, metadata={
        "pyopt_only": True,
        "help": "emit a remark for each ttg.convert_layout that survives, saying why"})
    # Triton 3.9's option (the sanitizers' cleanup runs the pass with it): a rewrite that
    # would leave any value of the slice in use outside it is not done
    # (LayoutRematerialization.remat_cost).
    disable_remat_splitting: bool = field(default=False, metadata={
        "name": Versioned(None, Since((3, 9), "disable-remat-splitting",
                                      "triton-lang/triton#10834 ([SANITIZER] Avoid split "
                                      "rematerialization and handle exp)"),
                          name="remove-layout-conversions: the disable-remat-splitting option"),
        "help": "prevent rematerialization from splitting or duplicating convert-layout work"})

    def run(self, module, ctx) -> None:
        # 1. Forward propagation from the anchors.
        for func in _funcs(module):
            prop = LayoutPropagation(func)
            prop.init_anchor_layout()
            prop.propagate_layout()
            prop.resolve_conflicts()
            prop.rewrite()
        _dump_module("propagating layouts forward", module)
        cvt_patterns = ConvertLayoutOp.get_canonicalization_patterns()
        idle = rewrite_greedily(module, cvt_patterns).idle
        _dump_module("canonicalizing", module)

        # 2. Backward rematerialisation to a fixpoint.
        while True:
            changed = False
            for func in _funcs(module):
                remat = LayoutRematerialization(func, self.disable_remat_splitting)
                changed |= remat.backward_rematerialization_all()
                remat.cleanup()
            _dump_module("backward remat", module)
            # A round that rematerialised nothing changed no IR (every rewrite
            # deletes its convert): after an idle rewrite, running the same
            # patterns again would change nothing, so it is skipped.
            if changed or not idle:
                idle = rewrite_greedily(module, cvt_patterns).idle
            _dump_module("canonicalizing", module)
            if not changed:
                break

        # 3. Hoisting.
        for func in _funcs(module):
            for step in ("hoist_convert_on_top_of_ext_or_broadcast_all",
                         "hoist_convert_into_conditionals_all", "hoist_convert_dot_operand_all"):
                remat = LayoutRematerialization(func, self.disable_remat_splitting)
                getattr(remat, step)()
                remat.cleanup()
        _dump_module("hoisting converts", module)

        # 4. Cleanup.
        if resolve_active(DEAD_ITER_ARGS) == "liveness":
            run_dead_iter_arg_elimination(module)
            dead_arg_patterns = []
        else:
            dead_arg_patterns = for_op_dead_argument_elimination_patterns()
        scf_patterns = (dead_arg_patterns + ForOp.get_canonicalization_patterns()
                        + IfOp.get_canonicalization_patterns())
        if resolve_active(CLEANUP_SPLIT):
            apply_patterns_greedily(module, ConvertLayoutOp.get_canonicalization_patterns())
            if not apply_patterns_greedily(module, scf_patterns):
                _ldbg("scf cleanup did not converge")
        else:
            apply_patterns_greedily(module, scf_patterns + ConvertLayoutOp.get_canonicalization_patterns())
        _dump_module("final cleanups", module)

        if self.explain:
            self.load_explainer()(module, ctx)
