"""``-remove-layout-conversions=explain=true``: why each surviving
``ttg.convert_layout`` could not be removed (the question of triton#4902).

After the pass, every convert left in a function gets one remark.  The reason
is found by asking the pass's own decision procedures again on the final IR,
read-only: the backward slice that rematerialisation would need (and the
first value that stops it), the cost model's two numbers, and whether the
target is a dot-operand layout (which only the dot-operand hoisting moves).
It uses the pass module's public API; the pass loads this module through its
``explainer`` declaration, only when asked.
"""

from __future__ import annotations

from pyopt.diagnostics import find_file_loc
from pyopt.dialects.tt.ops import AtomicCASOp, AtomicRMWOp, DotOp, FuncOp, LoadOp, StoreOp
from pyopt.dialects.ttg.attrs import DotOperandEncoding
from pyopt.dialects.ttg.ops import ConvertLayoutOp
from pyopt.ir import types as T
from pyopt.ir.core import BlockArgument, Operation, Value
from pyopt.ir.printer import alias_names, render_standalone
from pyopt.ir.version import resolve
from pyopt.transforms.remove_layout_conversions import (
    CONVERT_COST_REORDER_FREE, REMAT_COST, LayoutRematerialization, can_be_remat,
)
from pyopt.transforms.layout_utils import is_expensive_load_or_store
from pyopt.transforms.utility import SliceFailure

__all__ = ["explain_convert", "explain_surviving_converts"]


def _describe(v: Value) -> str:
    if isinstance(v, BlockArgument):
        owner = v.block.parent_op
        what = "function" if isinstance(owner, FuncOp) else owner.name
        return f"argument #{v.index} of the {what}{_line(owner)}"
    op = v.defining_op
    return f"the result of {op.name}{_line(op)}"


def _line(op) -> str:
    fl = find_file_loc(op.loc) if op is not None and op.loc is not None else None
    return f" (line {fl.line})" if fl is not None and fl.line else ""


def _anchor_reason(v: Value) -> str:
    op = v.defining_op
    if op is None:
        return ""
    if isinstance(op, (LoadOp, StoreOp)) and is_expensive_load_or_store(op):
        ptr = op.operands[0].type
        n = ptr.num_elements() if isinstance(ptr, T.RankedTensorType) else 0
        return (f" (an anchor: a {op.name.split('.')[1]} of {n} elements, at least one per thread, "
                "keeps the layout coalesce gave it)")
    if isinstance(op, (DotOp, AtomicRMWOp, AtomicCASOp)):
        return f" ({op.name} fixes its result layout)"
    return ""


def explain_convert(func: Operation, cvt: Operation, aliases: dict | None = None) -> str:
    """One sentence on why ``cvt`` stays.  ``aliases`` names layouts as the
    printed module does (``#blocked1``)."""
    aliases = aliases or {}

    def name(enc) -> str:
        return aliases.get(enc) or render_standalone(enc)

    src, dst = cvt.operands[0].type.encoding, cvt.results[0].type.encoding
    head = f"convert_layout from {name(src)} to {name(dst)} kept: "
    source_op = cvt.operands[0].defining_op
    if isinstance(dst, DotOperandEncoding):
        return head + ("converts into a dot-operand layout are not rematerialised backwards; "
                       "they are only moved next to the loads that feed a dot (when nothing "
                       "between needs data movement across threads)")
    if source_op is not None and not can_be_remat(source_op):
        return head + (f"its source is {_describe(cvt.operands[0])}, which is never recomputed in "
                       f"another layout{_anchor_reason(cvt.operands[0])}")
    if source_op is None:
        return head + f"its source is {_describe(cvt.operands[0])}, whose layout is fixed"
    remat = LayoutRematerialization(func)
    slice_: dict = {}
    layout: dict = {}
    try:
        remat.get_rematerializable_slice(cvt.operand_uses[0], dst, slice_, layout, explain=True)
    except SliceFailure as f:
        # An op the slice went through that could never be recomputed is the
        # more useful answer than where the walk happened to stop.
        for v in slice_:
            d = v.defining_op
            if d is not None and not can_be_remat(d):
                return head + (f"its source depends on {_describe(v)}, which is never recomputed "
                               f"in another layout{_anchor_reason(v)}")
        where = f" at {_describe(f.value)}" if f.value is not None else ""
        extra = _anchor_reason(f.value) if f.value is not None else ""
        return head + f"producing its source in the target layout fails{where}: {f.reason}{extra}"
    costs = remat.remat_cost(cvt, slice_, layout)
    n_ops = len({v.defining_op for v in slice_ if v.defining_op is not None})
    if costs is None:
        return head + ("the ops producing its source include a non-associative tt.reduce that is "
                       "also used elsewhere, which is never recomputed")
    cost, cvt_cost = costs
    if cost > cvt_cost:
        return head + (f"recomputing the {n_ops} op(s) producing its source in the target layout "
                       f"would cost {cost}, more than the conversion's {cvt_cost} "
                       f"({_cost_units()})")
    return head + (f"recomputing the {n_ops} op(s) producing its source would cost {cost} "
                   f"(not more than the conversion's {cvt_cost}), but it was not done when the "
                   "pass visited this convert (an earlier rewrite or the hoisting order kept it)")


def _cost_units() -> str:
    """The cost model's units as the run's release counts them."""
    convert = "32 per byte converted, minimum 32x32 bits"
    if resolve(CONVERT_COST_REORDER_FREE):
        convert += ", 0 when it only reorders each thread's registers"
    arith = "arithmetic 1 per byte, 8 if expensive"
    if resolve(REMAT_COST) == "3.8":
        arith += (", times the growth of its elements per thread in the new layout (less one time "
                  "when only the rewritten ops use it)")
    return f"Triton's cost units: {convert}; duplicated loads 8 per byte, {arith}"


def explain_surviving_converts(module: Operation, ctx) -> None:
    """A remark at every ``ttg.convert_layout`` of ``module`` saying why it
    stays (the pass's ``explainer``, called after the pass)."""
    aliases = alias_names(module)
    for func in [op for op in module.walk(pre_order=False) if isinstance(op, FuncOp)]:
        for op in list(func.walk(pre_order=False)):
            if isinstance(op, ConvertLayoutOp):
                ctx.remark(op, explain_convert(func, op, aliases))
