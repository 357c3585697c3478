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
from pyopt.dialects.ttg.attrs import NvidiaMmaEncoding
from pyopt.dialects.ttg.context import lookup_num_warps, parent_module, threads_per_warp
from pyopt.dialects.ttg.layout_infer import is_expensive_cat, is_expensive_view, type_linear_layout
from pyopt.dialects.ttg.linear_layout import LinearLayout

__all__ = [
    "is_view", "is_noop", "is_expensive_load_or_store", "is_expensive_to_remat",
    "can_fold_into_conversion", "minimal_cvt_layout", "cvt_reorders_registers",
]


def is_view(op: Operation) -> bool:
    """``isView``."""
    return op.name in ("tt.expand_dims", "tt.reshape", "tt.trans", "tt.join", "tt.split")


def is_noop(op: Operation) -> bool:
    """``isNoop``: reshapes, transposes, and conversions whose minimal
    conversion layout is empty."""
    if op.name in ("tt.reshape", "tt.trans"):
        return True
    if op.name == "ttg.convert_layout":
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


def is_expensive_to_remat(op: Optional[Operation], target_enc) -> bool:
    """``isExpensiveToRemat``."""
    if op is None:
        return True
    name = op.name
    if name in ("tt.load", "tt.store"):
        return is_expensive_load_or_store(op)
    if name == "tt.cat":
        return is_expensive_cat(op, target_enc)
    if name in ("ttg.async_copy_global_to_local", "tt.atomic_rmw", "tt.atomic_cas", "tt.dot"):
        return True
    return name in ("scf.yield", "scf.for", "scf.if", "scf.while", "scf.condition")


_FOLDABLE = ("ttg.convert_layout", "arith.constant", "tt.make_range", "tt.splat", "tt.histogram",
             "ttg.local_alloc", "ttg.local_load", "ttg.local_store")


def can_fold_into_conversion(op: Operation, target_enc) -> bool:
    """``canFoldIntoConversion``: ops that can be rebuilt directly in
    ``target_enc`` (or whose conversion to it is free)."""
    name = op.name
    if name == "tt.cat":
        return not is_expensive_cat(op, target_enc)
    if name == "ttg.convert_layout":
        if isinstance(target_enc, NvidiaMmaEncoding) and target_enc != op.operand(0).type.encoding:
            return False
        return True
    if name == "tt.reshape":
        new_dst = op.results[0].type.with_encoding(target_enc)
        return ("allow_reorder" in op.attributes and "efficient_layout" not in op.attributes
                and not is_expensive_view(op.operand(0).type, new_dst))
    return name in _FOLDABLE


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
