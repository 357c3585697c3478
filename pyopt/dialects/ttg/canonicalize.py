"""``ttg.convert_layout``'s canonicalization patterns.

Ports of the patterns ``ConvertLayoutOp::getCanonicalizationPatterns`` registers
(lib/Dialect/TritonGPU/IR/Ops.cpp, Triton 3.6.0 = 4b184ccc), in its order, all
of benefit 1.  Most are rooted at a *user* of a convert (``op(cvt(x)) ->
op(x)``); :class:`CanonicalizeConvertFromConvert` is rooted at the convert
itself (``cvt(op(x)) -> op'(x)``).  ``ConvertLayoutOp`` has no folder.  The
last, ``CanonicalizeConvertFromTMEMStore``, is rooted at an NVIDIA op: it lives
in :mod:`pyopt.dialects.ttng.canonicalize`, and that dialect adds it here.

As ``replaceOpWithNewOp`` does, a replacement op is built from the values and
attributes the C++ builder is given (discardable attributes of the old op are
not copied) and takes the old op's location.
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.dialects.ttg.layout_infer import (
    infer_split_encoding, is_expensive_cat, is_expensive_view, layouts_equivalent,
)
from pyopt.dialects.ttg.attrs import DotOperandEncoding, NvidiaMmaEncoding
from pyopt.dialects.arith.ops import ConstantOp
from pyopt.dialects.tt.ops import (
    CatOp, GatherOp, HistogramOp, MakeRangeOp, ReshapeOp, SplatOp, SplitOp, TransOp,
)
from pyopt.dialects.ttg.ops import (
    ConvertLayoutOp, LocalAllocOp, LocalLoadOp, LocalStoreOp, WarpSpecializeOp, WarpYieldOp,
)
from pyopt.ir.common_folders import i1_same_shape, is_splat, splat_of, splat_value
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.ir.context import current
from pyopt.dialects.ttg.interfaces import ConvertLayoutCanonicalizationInterface

__all__ = [
    "CanonicalizeConvertFromConvert", "CanonicalizeConvertFromReshape",
    "CanonicalizeConvertFromTranspose", "CanonicalizeConvertFromGatherSource",
    "CanonicalizeConvertFromHistogram", "CanonicalizeConvertFromAlloc",
    "CanonicalizeConvertFromLocalStore", "CanonicalizeConvertFromSplit",
    "convert_layout_canonicalization_patterns",
    "WarpSpecializeOpCanonicalize",
]


def _producer(v: Value, cls: type) -> Optional[Operation]:
    """``v.getDefiningOp<Op>()``: the defining op if it is a ``cls``."""
    d = v.defining_op
    return d if isinstance(d, cls) else None


def _is_convert_trivial(cvt: Operation) -> bool:
    """``isConvertTrivial``: the source and result layouts are the same layout
    (``verifyLayoutsAreEqual``), so the convert moves no data."""
    src_t, dst_t = cvt.operand(0).type, cvt.result.type
    return layouts_equivalent(src_t.shape, src_t.encoding, dst_t.encoding)


def _has_dot_operand_encoding(v: Value) -> bool:
    """``hasDotOperandEncoding``: a tensor or memdesc whose encoding is a dot operand's."""
    t = v.type
    return (isinstance(t, (T.RankedTensorType, T.MemDescType))
            and isinstance(t.encoding, DotOperandEncoding))


def _replace_with_new(rewriter: Rewriter, op: Operation, cls: type, operands, result_types,
                      attributes=None) -> Operation:
    """``rewriter.replaceOpWithNewOp<Op>(op, ...)``: build a ``cls`` at the
    insertion point with ``op``'s location, then replace ``op``."""
    new = rewriter.create(cls, operands, result_types, attributes, loc=op.loc)
    rewriter.replace_op(op, new.results)
    return new


def _reshape_attrs(allow_reorder: bool, efficient_layout: bool) -> dict:
    """The attributes ``ReshapeOp::build(type, src, allowReorder, efficientLayout)`` sets."""
    attrs = {}
    if allow_reorder:
        attrs["allow_reorder"] = A.UnitAttr()
    if efficient_layout:
        attrs["efficient_layout"] = A.UnitAttr()
    return attrs


class CanonicalizeConvertFromReshape(RewritePattern):
    """``reshape(cvt(x)) -> reshape(x)``: always when the convert is trivial;
    otherwise only for a reshape that may reorder elements and is not an
    expensive view of ``x``."""

    root = ReshapeOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromReshape"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        convert = _producer(op.operand(0), ConvertLayoutOp)
        if convert is None:
            return False
        allow_reorder = "allow_reorder" in op.attributes
        attrs = _reshape_attrs(allow_reorder, "efficient_layout" in op.attributes)
        # If the layouts are structurally the same, the convert is trivial
        if _is_convert_trivial(convert):
            _replace_with_new(rewriter, op, ReshapeOp, [convert.operand(0)], [op.result.type],
                              attrs)
            return True
        if is_expensive_view(convert.operand(0).type, op.result.type):
            return False
        if not allow_reorder:
            return False
        _replace_with_new(rewriter, op, ReshapeOp, [convert.operand(0)], [op.result.type], attrs)
        return True


class CanonicalizeConvertFromTranspose(RewritePattern):
    """``trans(x, order=iota) -> cvt(x)`` (which may then fold away), and
    ``trans(cvt(x)) -> trans(x)`` when the convert is trivial."""

    root = TransOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromTranspose"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        order = list(op.attributes["order"].values)
        # transpose(x, order=[0, 1, ...]) -> x
        # We turn it into a (trivial) convert_layout that may be folded away
        if order == list(range(len(order))):
            _replace_with_new(rewriter, op, ConvertLayoutOp, [op.operand(0)], [op.result.type])
            return True
        # If the layouts are structurally the same, the convert is trivial
        convert = _producer(op.operand(0), ConvertLayoutOp)
        if convert is None or not _is_convert_trivial(convert):
            return False
        _replace_with_new(rewriter, op, TransOp, [convert.operand(0)], [op.result.type],
                          {"order": op.attributes["order"]})
        return True


class CanonicalizeConvertFromHistogram(RewritePattern):
    """``histogram(cvt(x), mask) -> histogram(x, cvt(mask))``: the histogram's
    input layout is free; the mask is converted to the new input layout."""

    root = HistogramOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromHistogram"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        convert = _producer(op.operand(0), ConvertLayoutOp)
        if convert is None:
            return False
        src = convert.operand(0)
        # If mask is present, convert the layout of mask to match new src layout
        operands = [src]
        if op.num_operands > 1:
            shared_type = i1_same_shape(src.type)
            rewriter.set_insertion_point(op)
            mask = rewriter.create(ConvertLayoutOp, [op.operand(1)], [shared_type], loc=op.loc)
            operands.append(mask.result)
        _replace_with_new(rewriter, op, HistogramOp, operands, [op.result.type])
        return True


class CanonicalizeConvertFromGatherSource(RewritePattern):
    """``gather(cvt(src), idx) -> gather(src, idx)`` unless the compiler picked
    an optimized layout (``efficient_layout``): an ordinary gather goes through
    shared memory, so its source layout does not matter."""

    root = GatherOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromGatherSource"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        # Don't do this if the compiler picked an optimized layout.
        if "efficient_layout" in op.attributes:
            return False
        convert = _producer(op.operand(0), ConvertLayoutOp)
        if convert is None:
            return False
        src, indices = convert.operand(0), op.operand(1)
        # GatherOp::inferReturnTypes: the indices' shape and layout, src's element type.
        result_type = indices.type.with_element(src.type.element)
        _replace_with_new(rewriter, op, GatherOp, [src, indices], [result_type],
                          {"axis": op.attributes["axis"]})
        return True


class CanonicalizeConvertFromAlloc(RewritePattern):
    """``local_alloc(cvt(x)) -> local_alloc(x)``."""

    root = LocalAllocOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromAlloc"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        if op.num_operands == 0:
            return False
        convert = _producer(op.operand(0), ConvertLayoutOp)
        if convert is None:
            return False
        _replace_with_new(rewriter, op, LocalAllocOp, [convert.operand(0)],
                          [op.result.type])
        return True


class CanonicalizeConvertFromLocalStore(RewritePattern):
    """``local_store(cvt(x), dst) -> local_store(x, dst)``."""

    root = LocalStoreOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromLocalStore"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        convert = _producer(op.operand(0), ConvertLayoutOp)
        if convert is None:
            return False
        _replace_with_new(rewriter, op, LocalStoreOp, [convert.operand(0), op.operand(1)], [])
        return True


class CanonicalizeConvertFromSplit(RewritePattern):
    """``split(cvt(x)) -> split(x)`` when ``x``'s layout splits to the same
    result layout (several source layouts can give the same output layout)."""

    root = SplitOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromSplit"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        convert = _producer(op.operand(0), ConvertLayoutOp)
        if convert is None:
            return False
        src_encoding = convert.operand(0).type.encoding
        # inferDstEncoding(split, encoding) is inferSplitOpEncoding with the
        # operand's shape (pyopt.transforms.utility.infer_dst_encoding)
        dst_encoding = infer_split_encoding(src_encoding, list(op.operand(0).type.shape))
        if dst_encoding is None or dst_encoding != op.results[0].type.encoding:
            return False
        # SplitOp::inferReturnTypes gives the old result types: same shapes, and
        # the layout just checked.
        _replace_with_new(rewriter, op, SplitOp, [convert.operand(0)], op.result_types)
        return True


class CanonicalizeConvertFromConvert(RewritePattern):
    """``cvt(x)`` with the result type of ``x`` -> ``x``; otherwise fold the
    convert into its producer: a reordering reshape (not an expensive view, no
    dot-operand layout), histogram, local_load, cat (unless expensive), another
    convert, splat, make_range or splat constant is rebuilt directly in the
    convert's result type.  Converts from an NVIDIA MMA layout to a dot operand
    are left alone (a heuristic for fused attention)."""

    root = ConvertLayoutOp
    benefit = 1
    source = "mlir::triton::gpu::CanonicalizeConvertFromConvert"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        # Convert to the same layout is redundant.
        if op.result_types == [v.type for v in op.operands]:
            rewriter.replace_op(op, op.operands)
            return True

        # We don't handle conversions to DotOperandEncodingAttr.  This is a
        # heuristic to accommodate fused attention.
        src_type, dst_type = op.operand(0).type, op.result.type
        if (isinstance(dst_type.encoding, DotOperandEncoding)
                and isinstance(src_type.encoding, NvidiaMmaEncoding)):
            return False

        arg = op.operand(0).defining_op
        if arg is None:
            return False

        # cvt(reshape) -> reshape
        if isinstance(arg, ReshapeOp):
            if ("allow_reorder" not in arg.attributes or "efficient_layout" in arg.attributes
                    or is_expensive_view(arg.operand(0).type, dst_type)):
                return False
            # Values with a dot operand layout are (un)packed as i32 in the
            # lowering of views, so leave those alone.
            if _has_dot_operand_encoding(op.operand(0)) or _has_dot_operand_encoding(op.result):
                return False
            # As the C++, the new reshape reads the old reshape's *result*.
            _replace_with_new(rewriter, op, ReshapeOp, [arg.result], [dst_type],
                              _reshape_attrs(True, False))
            return True

        # cvt(histogram) -> histogram
        if isinstance(arg, HistogramOp):
            # For histogram ops the input and output layouts are independent, so we
            # can always fold convert into the histogram op.
            _replace_with_new(rewriter, op, HistogramOp, arg.operands, [dst_type])
            return True

        # cvt(local_load) -> local_load.
        if isinstance(arg, LocalLoadOp):
            # Shared_load can load to any layout.  Insert at the original load:
            # there could be ops with memory side-effects between it and the convert.
            rewriter.set_insertion_point(arg)
            _replace_with_new(rewriter, op, LocalLoadOp, arg.operands, [dst_type])
            return True

        # cvt(cat) -> cat
        if isinstance(arg, CatOp):
            if is_expensive_cat(arg, dst_type.encoding):
                return False
            _replace_with_new(rewriter, op, CatOp, arg.operands, [dst_type])
            return True

        # cvt(cvt(x, type1), type2) -> cvt(x, type2)
        if isinstance(arg, ConvertLayoutOp):
            _replace_with_new(rewriter, op, ConvertLayoutOp, [arg.operand(0)], [dst_type])
            return True

        # cvt(type1, splat(type2, x)) -> splat(type1, x)
        if isinstance(arg, SplatOp):
            _replace_with_new(rewriter, op, SplatOp, [arg.operand(0)], [dst_type])
            return True

        # cvt(type1, make_range(type2, x)) -> make_range(type1, x)
        if isinstance(arg, MakeRangeOp):
            _replace_with_new(rewriter, op, MakeRangeOp, [], [dst_type],
                              {"start": arg.attributes["start"], "end": arg.attributes["end"]})
            return True

        # cvt(type, constant) -> constant
        if isinstance(arg, ConstantOp):
            value = arg.attributes.get("value")
            if is_splat(value):
                new_value = splat_of(dst_type, splat_value(value))
                _replace_with_new(rewriter, op, ConstantOp, [], [dst_type],
                                  {"value": new_value})
                return True
        return False


def convert_layout_canonicalization_patterns() -> list:
    """``ConvertLayoutOp::getCanonicalizationPatterns``, in registration order:
    the TritonGPU dialect's, then those the active context's loaded dialects
    add (:class:`~pyopt.dialects.ttg.interfaces.ConvertLayoutCanonicalizationInterface`:
    NVIDIA's ``CanonicalizeConvertFromTMEMStore``, rooted at ``ttng.tmem_store``,
    which Triton registers last; it can only match where that dialect is loaded)."""
    patterns = [
        CanonicalizeConvertFromConvert(),
        CanonicalizeConvertFromReshape(),
        CanonicalizeConvertFromTranspose(),
        CanonicalizeConvertFromGatherSource(),
        CanonicalizeConvertFromHistogram(),
        CanonicalizeConvertFromAlloc(),
        CanonicalizeConvertFromLocalStore(),
        CanonicalizeConvertFromSplit(),
    ]
    for dialect in current().loaded_dialects():
        iface = dialect.get_interface(ConvertLayoutCanonicalizationInterface)
        if iface is not None:
            patterns += iface.patterns()
    return patterns


# ---------------------------------------------------------------------------
# ttg.warp_specialize
# ---------------------------------------------------------------------------
class WarpSpecializeOpCanonicalize(RewritePattern):
    """``WarpSpecializeOp::canonicalize`` (``hasCanonicalizeMethod``): drop the
    captures no partition uses, fold duplicate captures into their first
    occurrence, and drop the results nobody uses (the op is rebuilt without them,
    taking the old op's regions)."""

    # an op's canonicalize method: MLIR wraps it in a pattern with no debug name
    debug_name = ""
    root = WarpSpecializeOp
    benefit = 1
    source = "mlir::triton::gpu::WarpSpecializeOp::canonicalize"

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        unused_results = {i for i, r in enumerate(op.results) if not r.uses}
        unused_args: set = set()
        partitions = op.partition_regions
        first_index: dict = {}
        for i, capture in enumerate(op.operands):
            if all(not r.blocks[0].args[i].uses for r in partitions):
                unused_args.add(i)
                continue
            dup = first_index.setdefault(capture, i)
            if dup != i:
                def fold_duplicate(i=i, dup=dup):
                    for r in partitions:
                        rewriter.replace_all_uses_with(r.blocks[0].args[i], r.blocks[0].args[dup])
                rewriter.modify_op_in_place(op, fold_duplicate)
                unused_args.add(i)
        if not unused_args and not unused_results:
            return False

        if unused_args:
            def drop_args():
                for r in partitions:
                    for i in sorted(unused_args, reverse=True):
                        r.blocks[0].erase_arg(i)
                op.erase_operands(unused_args)
            rewriter.modify_op_in_place(op, drop_args)

        if unused_results:
            for block in op.regions[0].blocks:
                term = block.last
                if isinstance(term, WarpYieldOp):
                    rewriter.modify_op_in_place(term, lambda t=term: t.erase_operands(unused_results))
            new_types = [r.type for i, r in enumerate(op.results) if i not in unused_results]
            new = WarpSpecializeOp(op.operands, new_types, dict(op.attributes), 2, loc=op.loc)
            rewriter.take_body(new.regions[0], op.regions[0])
            rewriter.take_body(new.regions[1], op.regions[1])
            rewriter.insert(new)
            kept = iter(new.results)
            for i, r in enumerate(op.results):
                if i not in unused_results:
                    rewriter.replace_all_uses_unreported(r, next(kept))
            rewriter.erase_op(op)
        return True
