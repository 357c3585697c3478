"""The layout cost helpers of remove-layout-conversions (Triton 3.6.0,
commit 4b184ccc): what a pass asks before it rematerialises or folds ops into
a new layout.

Mirrors lib/Dialect/TritonGPU/Transforms/Utility.cpp (``isView``, ``isNoop``,
``isExpensiveLoadOrStore``, ``isExpensiveToRemat``, ``canFoldIntoConversion``)
and lib/Analysis/Utility.cpp (``minimalCvtLayout``, ``cvtReordersRegisters``).
The layout inference they build on (``inferSrcEncoding``,
``isExpensiveCat``, ``isExpensiveView``, ...) belongs to the TritonGPU dialect,
:mod:`pyopt.dialects.ttg.layout_infer`.
"""

from __future__ import annotations

import functools
from typing import Optional

from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.dialects.arith.ops import ConstantOp
from pyopt.dialects.scf.ops import ConditionOp, ForOp, IfOp, WhileOp, YieldOp
from pyopt.dialects.tt.ops import (
    AtomicCASOp, AtomicRMWOp, CatOp, DotOp, ExpandDimsOp, HistogramOp, JoinOp, LoadOp, MakeRangeOp,
    ReshapeOp, SplatOp, SplitOp, StoreOp, TransOp,
)
from pyopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp, ConvertLayoutOp, LocalAllocOp, LocalLoadOp, LocalStoreOp
from pyopt.dialects.ttg.attrs import NvidiaMmaEncoding
from pyopt.dialects.ttg.context import lookup_num_warps, parent_module, threads_per_warp
from pyopt.dialects.tt.dialect_interfaces import infer_layout_interface
from pyopt.dialects.ttg.attrs.linear import to_linear_layout
from pyopt.dialects.ttg.layout_infer import is_expensive_cat, is_expensive_view, type_linear_layout
from pyopt.dialects.ttg.linear_layout import LinearLayout

__all__ = [
    "is_view", "is_noop", "is_expensive_load_or_store", "is_expensive_to_remat",
    "can_fold_into_conversion", "minimal_cvt_layout", "cvt_reorders_registers",
    "unique_elems_per_thread", "broadcast_moves_no_data",
]


_VIEW_OPS = frozenset((ExpandDimsOp, ReshapeOp, TransOp, JoinOp, SplitOp))
_NOOP_OPS = frozenset((ReshapeOp, TransOp))


def is_view(op: Operation) -> bool:
    """``isView``."""
    return type(op) in _VIEW_OPS


def is_noop(op: Operation) -> bool:
    """``isNoop``: reshapes, transposes, and conversions whose minimal
    conversion layout is empty."""
    if type(op) in _NOOP_OPS:
        return True
    if type(op) is ConvertLayoutOp:
        return minimal_cvt_layout(op.operand(0).type, op.results[0].type) == LinearLayout.empty()
    return False


def _is_single_value(v) -> bool:
    """``isSingleValue``: a one-element tensor, or anything not a tensor."""
    if isinstance(v.type, T.RankedTensorType):
        return v.type.num_elements() == 1
    return True


def is_expensive_load_or_store(op: Operation) -> bool:
    """``isExpensiveLoadOrStore``: loads/stores through a tensor pointer; or
    of a tensor of pointers with at least one element per thread of the CTA."""
    t = op.operand(0).type
    if isinstance(t, T.PointerType) and isinstance(t.pointee, T.RankedTensorType):
        return True
    if _is_single_value(op.operand(0)):
        return False
    if t.num_elements() < lookup_num_warps(op) * threads_per_warp(parent_module(op)):
        return False
    return True


_LOAD_STORE_OPS = frozenset((LoadOp, StoreOp))
_ALWAYS_EXPENSIVE_OPS = frozenset((AsyncCopyGlobalToLocalOp, AtomicRMWOp, AtomicCASOp, DotOp))
_CONTROL_FLOW_OPS = frozenset((YieldOp, ForOp, IfOp, WhileOp, ConditionOp))


def is_expensive_to_remat(op: Optional[Operation], target_enc) -> bool:
    """``isExpensiveToRemat``."""
    if op is None:
        return True
    cls = type(op)
    if cls in _LOAD_STORE_OPS:
        return is_expensive_load_or_store(op)
    if cls is CatOp:
        return is_expensive_cat(op, target_enc)
    if cls in _ALWAYS_EXPENSIVE_OPS:
        return True
    return cls in _CONTROL_FLOW_OPS


#: (tensor type, encoding) -> the type with that encoding: the passes rebuild
#: the same few types thousands of times (types are uniqued, so a hit gives the
#: object the construction would; cleared when it grows, to stay small).
_RETYPED: dict = {}


def with_encoding(t: T.RankedTensorType, enc) -> T.RankedTensorType:
    """``t.with_encoding(enc)``, without building the type again when the pair
    was seen (or ``t`` has ``enc`` already)."""
    if t.encoding is enc:
        return t
    key = (t, enc)
    r = _RETYPED.get(key)
    if r is None:
        if len(_RETYPED) >= 4096:
            _RETYPED.clear()
        r = _RETYPED[key] = t.with_encoding(enc)
    return r


_FOLDABLE_OPS = frozenset((ConvertLayoutOp, ConstantOp, MakeRangeOp, SplatOp, HistogramOp,
                           LocalAllocOp, LocalLoadOp, LocalStoreOp))


def can_fold_into_conversion(op: Operation, target_enc) -> bool:
    """``canFoldIntoConversion``: ops that can be rebuilt directly in
    ``target_enc`` (or whose conversion to it is free)."""
    cls = type(op)
    if cls is CatOp:
        return not is_expensive_cat(op, target_enc)
    if cls is ConvertLayoutOp:
        if isinstance(target_enc, NvidiaMmaEncoding) and target_enc != op.operand(0).type.encoding:
            return False
        return True
    if cls is ReshapeOp:
        new_dst = with_encoding(op.results[0].type, target_enc)
        return ("allow_reorder" in op.attributes and "efficient_layout" not in op.attributes
                and not is_expensive_view(op.operand(0).type, new_dst))
    return cls in _FOLDABLE_OPS


@functools.lru_cache(maxsize=4096)
def minimal_cvt_layout(src_type: T.RankedTensorType, dst_type: T.RankedTensorType) -> LinearLayout:
    """``minimalCvtLayout``: ``dst^-1 . src`` with the trailing input dims
    (block, then warp, then lane, ...) that it maps by the identity quotiented
    out, slowest first, stopping at the first that is not.  (Cached: types
    are immutable.)"""
    src_ll = type_linear_layout(src_type)
    dst_ll = type_linear_layout(dst_type)
    s_dims = src_ll.in_dim_names
    d_dims = dst_ll.in_dim_names
    dims = []
    for i in range(min(len(s_dims), len(d_dims))):
        if s_dims[-1 - i] != d_dims[-1 - i]:
            break
        dims.append(s_dims[-1 - i])
    comp = dst_ll.invert_and_compose(src_ll)
    for dim in dims:
        quotient = comp.quotient([dim])
        if quotient is None:
            break
        comp = quotient
    return comp


def cvt_reorders_registers(src_type: T.RankedTensorType, dst_type: T.RankedTensorType) -> bool:
    """``cvtReordersRegisters``: the conversion only permutes each thread's
    registers."""
    outs = minimal_cvt_layout(src_type, dst_type).out_dim_names
    return not outs or outs == ["register"]


@functools.lru_cache(maxsize=4096)
def unique_elems_per_thread(encoding, shape: tuple) -> int:
    """``getUniqueElemsPerThread(layout, shape)`` (Triton 3.8 on): the registers
    of a thread that hold distinct elements (register bases that broadcast are
    not counted)."""
    stripped = to_linear_layout(encoding, list(shape)).remove_zero_bases_along_dim("register")
    return stripped.get_in_dim_size("register")


def broadcast_moves_no_data(src_type: T.RankedTensorType, dst_type: T.RankedTensorType) -> bool:
    """Whether a ``tt.broadcast`` from ``src_type`` to ``dst_type`` moves no
    data (Triton 3.9's rule for a broadcast that changes encoding: the two
    layouts agree up to the registers that hold broadcast copies)."""
    a, b = src_type.encoding, dst_type.encoding
    if a is b:
        return True
    if a is None or b is None:
        return False
    try:
        return infer_layout_interface(a).equal_up_to_broadcast_registers(src_type.shape, a, b)
    except Exception:  # an encoding without the interface: Triton's cast fails; not a match
        return False
