"""The interpreter's complex ops (issue 28): dots, reductions and scans with
their combine regions, histograms and gathers, shared memory as value moves,
tensor descriptors and TMA, barriers, and AMD's buffer ops.

Each handler takes ``(interp, op, args)`` (``args``: the operands' values, in
order) and returns the results' values.  What the values are is the shared
design's (:mod:`pyopt.interp.values`): a tensor is a numpy array, a pointer an
int64 array of byte addresses, a ``!ttg.memdesc`` a :class:`SharedBuffer`, a
``!tt.tensordesc`` a :class:`Descriptor`, a token None.

Semantics, op by op, with the Triton code each follows:

* ``tt.dot`` / ``ttng.warp_group_dot``: :func:`dot` (Triton's precision rules,
  accumulation in the result type).  The 3.6.0 and 3.9.0 wheels' LLVM IR for
  cuda:80 and cuda:90 agree: a tf32 dot hands the f32 registers to
  ``mma``/``wgmma`` with no conversion, tf32x3 rounds its terms with
  ``cvt.rna.tf32.f32``, an ieee dot is a loop of ``fma`` in K order.
* ``tt.reduce`` / ``tt.scan`` of a tensor with a layout, for NVIDIA (or no
  target): combined in the order Triton 3.6.0's lowering combines them for
  that layout (:mod:`pyopt.interp.gpu_order`: registers, butterfly shuffles
  across lanes, warps through shared memory; the scan's chunks, Hillis-Steele
  across lanes, warp prefixes), so float results are the GPU's to the bit.
  Without a layout (TTIR), on AMD, or for a layout the lowering does not take:
  ``tt.reduce`` runs the combine region on halves of the reduced axis, a tree;
  ``tt.scan`` is inclusive, Hillis-Steele steps (``combine(earlier, later)``),
  ``reverse`` scanning from the end.
* ``tt.histogram``: bins by the low ``log2(num_bins)`` bits of each value, as
  ``HistogramOpToLLVM.cpp``'s ballots do (a value outside ``[0, num_bins)``
  counts in the bin of its low bits), except on NVIDIA from Triton 3.8, which
  drops such values (:data:`HISTOGRAM_RANGE_CHECK`); masked-off elements do
  not count.
* ``tt.gather``: ``take_along_axis``; an index outside the source is an error.
* Shared memory: a buffer of the alloc shape; ``memdesc_index``/``subslice``/
  ``trans``/``reshape`` are numpy views of it, so a store through a view is seen
  by every other; async copies (``cp.async``, TMA, AMD's buffer_load_to_local)
  move their data at once (the waits are then no-ops for values).
* Descriptors: ``tt.make_tensor_descriptor`` and the host's descriptors;
  ``ttng.tensormap_create`` writes a descriptor at an address that
  ``ttng.reinterpret_tensor_descriptor`` reads.  A block access reads zeros (NaN
  with ``padding = nan``) outside the tensor's bounds and writes nothing there,
  as TMA does.
* AMD buffer ops: ``base + offsets`` in elements; a lane whose byte offset is
  negative or not below ``num_records`` (``INT32_MAX - 1`` bytes,
  ``BufferOpsEmitter.cpp``) reads zero (the hardware's out-of-range value) and
  stores nothing; a lane whose mask is off reads ``other`` (zero without one)
  and stores nothing.
"""

from __future__ import annotations

import weakref

import numpy as np

from pyopt.dialects.amdg import ops as amdg
from pyopt.dialects.arith import ops as arith
from pyopt.dialects.tt import ops as tt
from pyopt.dialects.ttg import ops as ttg
from pyopt.dialects.ttg.context import parent_module
from pyopt.dialects.ttng import ops as ttng
from pyopt.interp.core import Descriptor, SharedBuffer, handler
from pyopt.interp.gpu_order import NotEmulated, reduce_in_gpu_order, scan_in_gpu_order
from pyopt.interp.values import codec, element_type, np_dtype, round_to
from pyopt.ir import types as T
from pyopt.ir.version import Since, Versioned, resolve

__all__ = [
    "dot", "tree_reduce", "inclusive_scan", "histogram",
    "split_precision", "truncate_tf32", "host_descriptor",
]


def _named(op, args, name):
    """The value of operand ``name`` of ``op`` (None for an absent optional
    operand, or one the op does not have; a list for a variadic one)."""
    v = getattr(op, name, None)
    if v is None:
        return None
    operands = op.operands
    if isinstance(v, (list, tuple)):
        return [_value_of(x, operands, args) for x in v]
    return _value_of(v, operands, args)


def _value_of(v, operands, args):
    for i, x in enumerate(operands):
        if x is v:
            return args[i]
    raise KeyError(v)


def _int(x) -> int:
    return int(np.asarray(x).reshape(()))


# ---------------------------------------------------------------------------
# Dots
# ---------------------------------------------------------------------------


def truncate_tf32(x: np.ndarray) -> np.ndarray:
    """f32 values as a tensor core reads them for a tf32 MMA: the low 13
    mantissa bits dropped (``mma.sync ... .tf32`` is given the f32 registers
    as they are: MMAv2.cpp, WGMMA.cpp)."""
    b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32) & np.uint32(0xFFFFE000)
    return np.where(np.isnan(x), np.float32(np.nan), b.view(np.float32))


def _round_tf32_rna(x: np.ndarray) -> np.ndarray:
    """``cvt.rna.tf32.f32``: nearest, ties away from zero (F32DotTC.cpp)."""
    b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    r = (b + np.uint32(0x1000)) & np.uint32(0xFFFFE000)
    return np.where(np.isfinite(x), r.view(np.float32), np.asarray(x, dtype=np.float32))


_BF16 = T.FloatType("bf16")


def split_precision(x: np.ndarray, parts: int, kind: str) -> list:
    """``x`` (f32) as ``parts`` terms, F32DotTC's split: for ``tf32`` the
    ``cvt.rna.tf32.f32`` of ``x`` and the f32 remainder; for ``bf16`` each
    term the bf16 rounding of what the terms before it leave."""
    x = np.asarray(x, dtype=np.float32)
    with np.errstate(invalid="ignore", over="ignore"):   # inf - inf: the NaN F32DotTC zeroes later
        if kind == "tf32":
            big = np.asarray(_round_tf32_rna(x), dtype=np.float32)
            return [big, (x - big).astype(np.float32)]
        out = []
        rest = x
        for _ in range(parts):
            t = np.asarray(round_to(rest, _BF16), dtype=np.float32)
            out.append(t)
            rest = (rest - t).astype(np.float32)
    return out


#: F32DotTC.cpp's decomposition of an f32 dot: (how the inputs are split, the number of terms,
#: the dots of (A term, B term) chained on a zero accumulator in this order, how many of them
#: precede the NaN-to-zero replacement); the last dot is (0, 0), then C is added
_SPLITS = {
    "tf32x3": ("tf32", 2, ((1, 0), (0, 1), (0, 0)), 2),
    "bf16x3": ("bf16", 2, ((1, 0), (0, 1), (0, 0)), 2),
    "bf16x6": ("bf16", 3, ((1, 1), (2, 0), (0, 2), (1, 0), (0, 1), (0, 0)), 5),
}


def _mma_k(a_elem) -> int:
    """The K of one MMA instruction for inputs of ``a_elem`` (m16n8k16 for
    16-bit inputs, k8 for tf32, k32 for 8-bit): the unit the accumulator is
    rounded at."""
    w = a_elem.width if isinstance(a_elem, T.IntegerType) else T.FLOAT_WIDTHS.get(a_elem.name, 32)
    return {8: 32, 16: 16}.get(w, 8)


def _accumulate(a, b, acc, kstep: int, de) -> np.ndarray:
    """``acc + a @ b`` with the products exact, each K step of ``kstep``
    summed exactly and rounded into the accumulator of type ``de``."""
    acc = np.asarray(acc, dtype=np.float64)
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        for k0 in range(0, a.shape[-1], kstep):
            part = np.matmul(a[..., k0:k0 + kstep], b[..., k0:k0 + kstep, :])
            acc = np.asarray(round_to(acc + part, de), dtype=np.float64)
    return acc


def dot(a, b, c, a_type, b_type, d_type, precision: str = "ieee") -> np.ndarray:
    """``d = a @ b + c`` as Triton computes it (batched over leading dims).

    * Inputs are values of their element types (f16, bf16, fp8: exactly
      representable in float64, so products are exact); ``b_type`` has the
      same width as ``a_type`` (the verifier's rule).
    * The accumulator has the result type, rounded after each MMA
      instruction's K step (:func:`_mma_k`).
    * f32 inputs: ``ieee`` is an FMA loop in K order (K step 1); ``tf32``
      gives the tensor core the f32 values, which drops their low 13 mantissa
      bits; ``tf32x3``, ``bf16x3`` and ``bf16x6`` are F32DotTC.cpp's chains of
      dots on split inputs (:data:`_SPLITS`): tf32 dots of the ``cvt.rna``
      term and the raw remainder, or bf16 dots of bf16 terms, on a zero
      accumulator, NaNs of the small terms' sum replaced by zero before the
      leading terms' dot, then C added in f32.
    * Integer dots: exact products, summed and wrapped in the result type (i32).
    """
    ae, de = _element(a_type), _element(d_type)
    if isinstance(de, T.IntegerType):
        acc = np.matmul(np.asarray(a, dtype=np.int64), np.asarray(b, dtype=np.int64))
        acc = acc + np.asarray(c, dtype=np.int64)
        return acc.astype(np_dtype(de))
    a32, b32 = np.asarray(a, dtype=np.float32), np.asarray(b, dtype=np.float32)
    if not (isinstance(ae, T.FloatType) and ae.name == "f32"):
        return np.asarray(round_to(_accumulate(a32, b32, c, _mma_k(ae), de), de), dtype=np_dtype(de))
    if precision == "tf32":
        acc = _accumulate(truncate_tf32(a32), truncate_tf32(b32), c, 8, de)
    elif precision in _SPLITS:
        kind, n, chain, nan_after = _SPLITS[precision]
        pa, pb = split_precision(a32, n, kind), split_precision(b32, n, kind)
        kstep = 8 if kind == "tf32" else 16
        acc = np.zeros(np.shape(c), dtype=np.float64)
        for step, (i, j) in enumerate(chain):
            ta, tb = (truncate_tf32(pa[i]), truncate_tf32(pb[j])) if kind == "tf32" else (pa[i], pb[j])
            acc = _accumulate(ta, tb, acc, kstep, de)
            if step + 1 == nan_after:
                acc = np.where(np.isnan(acc), 0.0, acc)
        acc = np.asarray(round_to(acc + np.asarray(c, dtype=np.float64), de), dtype=np.float64)
    else:
        acc = _accumulate(a32, b32, c, 1, de)
    return np.asarray(round_to(acc, de), dtype=np_dtype(de))


def _element(t):
    """The element type of a tensor or memdesc type (or the type itself)."""
    return getattr(t, "element", t)


def _load_operand(v):
    return _read(v) if isinstance(v, SharedBuffer) else v


@handler(tt.DotOp)
def _dot(interp, op, args):
    a, b, c = args[:3]
    return [dot(a, b, c, op.operand(0).type, op.operand(1).type, op.result.type,
                tt.INPUT_PRECISIONS[_int_attr(op, "inputPrecision", 2)])]


@handler(ttng.WarpGroupDotOp)
def _warp_group_dot(interp, op, args):
    a, b, c = _load_operand(args[0]), _load_operand(args[1]), args[2]
    use_c = _named(op, args, "useC")
    if use_c is not None and not bool(np.asarray(use_c)):
        c = np.zeros_like(c)
    return [dot(a, b, c, op.operand(0).type, op.operand(1).type, op.result.type,
                tt.INPUT_PRECISIONS[_int_attr(op, "inputPrecision", 2)])]


@handler(ttng.WarpGroupDotWaitOp)
def _warp_group_dot_wait(interp, op, args):
    return list(args)


def _int_attr(op, name, default=0) -> int:
    a = op.attributes.get(name)
    if a is None:
        return default
    v = getattr(a, "value", a)
    return int(v)


# ---------------------------------------------------------------------------
# Reductions, scans, histograms, gathers
# ---------------------------------------------------------------------------


def tree_reduce(combine, arrays: list, axis: int) -> list:
    """Reduce ``arrays`` (one per operand, same shape) along ``axis`` with
    ``combine(lefts, rights) -> results``, pairing neighbours level by level
    (the left operand always holds the lower indices)."""
    xs = [np.moveaxis(np.asarray(x), axis, 0) for x in arrays]
    while xs[0].shape[0] > 1:
        n = xs[0].shape[0]
        h = n // 2
        left = [x[0:2 * h:2] for x in xs]
        right = [x[1:2 * h:2] for x in xs]
        out = [np.asarray(r) for r in combine(left, right)]
        out = [np.broadcast_to(r, left[i].shape).astype(left[i].dtype, copy=False) for i, r in enumerate(out)]
        if n % 2:
            out = [np.concatenate([o, x[-1:]]) for o, x in zip(out, xs)]
        xs = out
    return [x[0] for x in xs]


def inclusive_scan(combine, arrays: list, axis: int, reverse: bool = False) -> list:
    """Inclusive scan of ``arrays`` along ``axis``: element ``i`` combines
    elements ``0..i`` (``reverse``: ``i..n-1``), in Hillis-Steele steps, each
    ``combine(earlier, later)`` (for ``reverse``, earlier in the scan's order)."""
    xs = [np.moveaxis(np.array(x), axis, 0) for x in arrays]
    if reverse:
        xs = [x[::-1] for x in xs]
    n = xs[0].shape[0]
    d = 1
    while d < n:
        out = combine([x[:-d] for x in xs], [x[d:] for x in xs])
        new = [x.copy() for x in xs]
        for i, r in enumerate(out):
            new[i][d:] = np.broadcast_to(np.asarray(r), new[i][d:].shape)
        xs = new
        d *= 2
    if reverse:
        xs = [x[::-1] for x in xs]
    return [np.ascontiguousarray(np.moveaxis(x, 0, axis)) for x in xs]


def _combiner(interp, region):
    def combine(left, right):
        out = interp.run_region(region, list(left) + list(right))
        return [np.broadcast_to(np.asarray(r), np.shape(left[0])).astype(np.asarray(left[i]).dtype, copy=False)
                for i, r in enumerate(out)]
    return combine


def _gpu_layout(interp, op):
    """The layout whose lowering fixes ``op``'s combine order (:mod:`pyopt.interp.gpu_order`):
    the operand's encoding in a module for NVIDIA (or for no target), else None (TTIR, AMD)."""
    t = op.operands[0].type
    enc = getattr(t, "encoding", None)
    if not interp.gpu_order or enc is None or not hasattr(enc, "to_linear_layout") or not _nvidia_or_untargeted(op):
        return None
    return enc


#: the least NVIDIA compute capability whose reductions (from Triton 3.8) add or multiply pairs
#: of registers at once, per element type: ``{add,mul}.f16x2`` from sm_90, ``.f32x2`` from sm_100
#: (read from the 3.8.0 and 3.9.0 wheels' LLVM IR for cuda:80, cuda:90 and cuda:100)
PACKED_FROM = {"f16": 90, "f32": 100}


def _packs(op) -> bool:
    """Whether the lowering (from Triton 3.8) reduces ``op``'s registers in pairs: one operand
    whose combine is a single ``arith.addf`` or ``arith.mulf``, of a type the target packs
    (:data:`PACKED_FROM`)."""
    if len(op.operands) != 1:
        return False
    least = PACKED_FROM.get(str(element_type(op.operands[0].type)))
    module = parent_module(op)
    target = module.attributes.get("ttg.target") if module is not None else None
    target = str(getattr(target, "value", target) or "")
    if least is None or not target.startswith("cuda:") or not target[5:].isdigit() or int(target[5:]) < least:
        return False
    body = [o for o in op.regions[0].blocks[0].ops if not isinstance(o, tt.ReduceReturnOp)]
    return len(body) == 1 and isinstance(body[0], (arith.AddFOp, arith.MulFOp))


@handler(tt.ReduceOp)
def _reduce(interp, op, args):
    axis = _int_attr(op, "axis")
    combine = _combiner(interp, op.regions[0])
    enc = _gpu_layout(interp, op)
    res = None
    if enc is not None:
        try:
            res = reduce_in_gpu_order(combine, list(args), axis, enc, op.operands[0].type.shape, _packs(op))
        except NotEmulated:
            res = None
    if res is None:
        res = tree_reduce(combine, list(args), axis)
    return [np.array(round_to(r, t.type), dtype=np_dtype(t.type)) for r, t in zip(res, op.results)]


@handler(tt.ScanOp)
def _scan(interp, op, args):
    axis = _int_attr(op, "axis")
    rev = op.attributes.get("reverse")
    rev = bool(getattr(rev, "value", False)) if rev is not None else False
    combine = _combiner(interp, op.regions[0])
    enc = _gpu_layout(interp, op)
    res = None
    if enc is not None:
        try:
            res = scan_in_gpu_order(combine, list(args), axis, rev, enc, op.operands[0].type.shape)
        except NotEmulated:
            res = None
    if res is None:
        res = inclusive_scan(combine, list(args), axis, rev)
    return [np.array(r, dtype=np_dtype(t.type)) for r, t in zip(res, op.results)]


#: Which values ``tt.histogram`` counts outside ``[0, num_bins)`` on NVIDIA targets.  Up to 3.7
#: the lowering (HistogramOpToLLVM.cpp) ballots on the low ``log2(num_bins)`` bits of each
#: value, so any value lands in the bin of its low bits; from 3.8 NVIDIA's lowering counts a
#: value only where ``value <u num_bins`` (an unsigned compare: negative values are dropped too).
#: AMD's lowering keeps the ballots in every release.  Read from each wheel's LLVM IR for
#: cuda:90 and hip:gfx942 (3.6.0/3.7.1: ballots and ctpop; 3.8.0/3.9.0 cuda: ``icmp ult``).
HISTOGRAM_RANGE_CHECK = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9517 ([BACKEND] Have tl.histogram emit ATOMS.POPC.INC): "
                               "on NVIDIA, values outside [0, num_bins) are predicated out"),
    name="tt.histogram: out-of-range values dropped on NVIDIA")


def histogram(src, mask, num_bins: int, dtype, range_check: bool = False) -> np.ndarray:
    """Counts of ``src``'s values by bin ``value & (num_bins - 1)`` (the low
    bits the warp ballots see), masked-off elements left out; with
    ``range_check``, values outside ``[0, num_bins)`` left out instead."""
    v = np.asarray(src).astype(np.int64).reshape(-1)
    keep = np.ones(v.shape, dtype=bool)
    if mask is not None:
        keep &= np.broadcast_to(np.asarray(mask, dtype=bool), np.shape(src)).reshape(-1)
    if range_check:
        keep &= (v >= 0) & (v < num_bins)
    return np.bincount(v[keep] & (num_bins - 1), minlength=num_bins).astype(dtype)


def _nvidia_or_untargeted(op) -> bool:
    """Whether ``op``'s module targets NVIDIA, or no GPU at all (TTIR, whose
    histograms are taken as NVIDIA's)."""
    module = parent_module(op)
    target = module.attributes.get("ttg.target") if module is not None else None
    return target is None or not str(getattr(target, "value", target)).startswith("hip")


@handler(tt.HistogramOp)
def _histogram(interp, op, args):
    n = op.result.type.shape[0]
    check = resolve(HISTOGRAM_RANGE_CHECK) and _nvidia_or_untargeted(op)
    return [histogram(args[0], _named(op, args, "mask"), n, np_dtype(op.result.type), check)]


@handler(tt.GatherOp)
def _gather(interp, op, args):
    src, idx = np.asarray(args[0]), np.asarray(args[1]).astype(np.int64)
    axis = _int_attr(op, "axis")
    n = src.shape[axis]
    bad = (idx < 0) | (idx >= n)
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        raise interp.error(op, f"gather index {int(idx.reshape(-1)[k])} out of range [0, {n}) "
                              f"(element {k} of the indices)")
    return [np.take_along_axis(src, idx, axis)]


# ---------------------------------------------------------------------------
# Shared memory
# ---------------------------------------------------------------------------


def _read(buf: SharedBuffer) -> np.ndarray:
    """A memdesc's values (a copy)."""
    return np.array(buf.view)


def _write(buf: SharedBuffer, values, elem) -> None:
    """Store ``values`` (rounded to ``elem``) into the memdesc ``buf``."""
    buf.view[...] = np.asarray(round_to(values, elem), dtype=buf.view.dtype)


def _sub(buf: SharedBuffer, view) -> SharedBuffer:
    return SharedBuffer(buf.data, view)


@handler(ttg.LocalAllocOp)
def _local_alloc(interp, op, args):
    """A new allocation (zeros), holding the source tensor if there is one."""
    t = op.result.type
    data = np.zeros(tuple(t.alloc_shape or t.shape), dtype=np_dtype(t.element))
    view = data[tuple(slice(0, s) for s in t.shape)] if data.ndim == len(t.shape) else data.reshape(t.shape)
    buf = SharedBuffer(data, view)
    if args:
        _write(buf, args[0], t.element)
    return [buf]


@handler(ttg.LocalDeallocOp, ttng.InitBarrierOp, ttng.InvalBarrierOp, ttng.BarrierExpectOp,
         ttng.WaitBarrierOp, ttng.ArriveBarrierOp, ttng.FenceAsyncSharedOp, ttng.TMAStoreWaitOp,
         ttng.TensormapFenceproxyAcquireOp, ttg.AsyncCommitGroupOp, ttg.AsyncWaitOp)
def _no_value(interp, op, args):
    """Ops that only order or free memory, and tokens: no effect on values
    (async copies complete when issued)."""
    return [None] * len(op.results)


@handler(ttg.MemDescIndexOp)
def _memdesc_index(interp, op, args):
    buf, i = args[0], _int(args[1])
    n = buf.view.shape[0]
    if not 0 <= i < n:
        raise interp.error(op, f"index {i} out of range [0, {n}) of the shared memory buffer")
    return [_sub(buf, buf.view[i])]


@handler(ttg.MemDescSubsliceOp)
def _memdesc_subslice(interp, op, args):
    buf = args[0]
    offsets = list(op.attributes["offsets"].values)
    shape = op.result.type.shape
    lead = buf.view.ndim - len(offsets)
    sl = (slice(None),) * lead + tuple(slice(o, o + n) for o, n in zip(offsets, shape[lead:]))
    return [_sub(buf, buf.view[sl])]


@handler(ttg.MemDescTransOp)
def _memdesc_trans(interp, op, args):
    return [_sub(args[0], np.transpose(args[0].view, list(op.attributes["order"].values)))]


@handler(ttg.MemDescReshapeOp)
def _memdesc_reshape(interp, op, args):
    src = args[0].view
    new_shape = tuple(op.result.type.shape)
    v = src.view()
    try:
        v.shape = new_shape  # a view, or an error where the elements are not laid out row-major
    except (AttributeError, ValueError):
        raise interp.error(op, f"shared memory of shape {src.shape} viewed through a transposition "
                               f"cannot be reshaped to {new_shape}") from None
    return [_sub(args[0], v)]


@handler(ttg.LocalLoadOp)
def _local_load(interp, op, args):
    return [_read(args[0])]


@handler(ttg.LocalStoreOp)
def _local_store(interp, op, args):
    _write(args[1], args[0], op.operand(1).type.element)
    return []


@handler(ttg.AsyncCopyGlobalToLocalOp)
def _async_copy(interp, op, args):
    """``cp.async`` from the pointers where the mask is on, ``other`` (zero)
    elsewhere, into the memdesc."""
    ptrs, dst = args[0], args[1]
    elem = op.operand(1).type.element
    mask, other = _named(op, args, "mask"), _named(op, args, "other")
    _write(dst, interp.memory.read(ptrs, elem, mask, op, other), elem)
    return [None]


@handler(ttg.GlobalScratchAllocOp)
def _global_scratch(interp, op, args):
    nbytes = _int_attr(op, "nbytes")
    base = interp.memory.bind(f"global_scratch@{_loc(op)}#{len(interp.memory.buffers)}", nbytes=nbytes)
    return [np.array(base, dtype=np.int64)]


def _loc(op) -> str:
    loc = getattr(op, "loc", None)
    return str(loc) if loc is not None else op.name


# ---------------------------------------------------------------------------
# Tensor descriptors and TMA
# ---------------------------------------------------------------------------


def _block_addresses(d: Descriptor, coords, shape):
    """Byte addresses of the block of ``shape`` at ``coords`` of ``d`` and the
    mask of its elements inside the tensor (a block of lower rank than the
    tensor sits in its innermost dimensions)."""
    shape = tuple(shape)
    size = _elem_size(d.element)
    idx = np.indices(shape, dtype=np.int64)
    lead = len(d.shape) - len(shape)
    addr = np.full(shape, d.base, dtype=np.int64)
    inb = np.ones(shape, dtype=bool)
    for k in range(len(d.shape)):
        pos = np.int64(coords[k]) + (idx[k - lead] if k >= lead else np.int64(0))
        inb &= (pos >= 0) & (pos < d.shape[k])
        addr = addr + pos * np.int64(d.strides[k]) * size
    return addr, inb


def _elem_size(elem) -> int:
    return codec(elem).size


def host_descriptor(base: int, shape, strides, desc_type, padding: str = "zero") -> Descriptor:
    """The :class:`Descriptor` of a ``!tt.tensordesc`` kernel argument (its
    base pointer and the shape and strides the host passes after it)."""
    block = desc_type.block_type
    return Descriptor(int(base), tuple(int(s) for s in shape), tuple(int(s) for s in strides),
                      tuple(block.shape), block.element, padding)


def _fill(d: Descriptor, values, inb) -> np.ndarray:
    if d.padding == "nan" and np.issubdtype(values.dtype, np.floating):
        return np.where(inb, values, np.array(np.nan, dtype=values.dtype))
    return values


def _desc_read(interp, op, d: Descriptor, coords, shape):
    addr, inb = _block_addresses(d, coords, shape)
    return _fill(d, interp.memory.read(addr, d.element, inb, op), inb)


def _desc_write(interp, op, d: Descriptor, coords, values, kind=None):
    values = np.asarray(values)
    addr, inb = _block_addresses(d, coords, values.shape)
    if kind is None:
        interp.memory.write(addr, values, d.element, inb, op)
    else:
        interp.memory.atomic(kind, addr, values, d.element, inb, op)


_PADDING = {1: "zero", 2: "nan"}


@handler(tt.MakeTensorDescOp)
def _make_desc(interp, op, args):
    base = _int(args[0])
    shape = [_int(x) for x in _named(op, args, "shape")]
    strides = [_int(x) for x in _named(op, args, "strides")]
    pad = tt.PADDING_OPTIONS[_int_attr(op, "padding", 1)]
    return [host_descriptor(base, shape, strides, op.result.type, pad)]


#: ``ttng.tensormap_create``'s descriptors, by the address it writes them at (per run)
_TENSORMAPS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


@handler(ttng.TensormapCreateOp)
def _tensormap_create(interp, op, args):
    """Record the tensor map written at ``desc_ptr``: the global address, the
    dimensions and the byte strides, innermost first as the op lists them (the
    innermost stride, one element, implied), and the fill mode."""
    at = _int(args[0])
    base = _int(args[1])
    gdim = [_int(x) for x in _named(op, args, "global_dim")]
    gstride = [_int(x) for x in _named(op, args, "global_stride")]
    pad = "nan" if _int_attr(op, "fill_mode") == 1 else "zero"
    _TENSORMAPS.setdefault(interp, {})[at] = (base, tuple(reversed(gdim)), tuple(reversed(gstride)), pad)
    return []


@handler(ttng.ReinterpretTensorDescOp)
def _reinterpret_desc(interp, op, args):
    """The descriptor of the tensor map at the address: its strides in
    elements of the descriptor's block type."""
    at = _int(args[0])
    rec = _TENSORMAPS.get(interp, {}).get(at)
    if rec is None:
        raise interp.error(op, f"no tensor map was created at address {at:#x}")
    base, shape, byte_strides, pad = rec
    size = _elem_size(op.result.type.block_type.element)
    return [host_descriptor(base, shape, tuple(s // size for s in byte_strides) + (1,), op.result.type, pad)]


def _reduce_kind(interp, op, elem) -> str:
    """The memory atomic of a descriptor reduction's ``kind`` (``inc``/``dec``,
    CUDA's wrapping counters, are not modelled: an error at the op)."""
    kind = tt.DESCRIPTOR_REDUCE_KINDS[_int_attr(op, "kind")]
    if kind in ("inc", "dec"):
        raise interp.error(op, f"'{op.name}' is not interpretable: the '{kind}' reduction is not modelled")
    if kind == "add" and isinstance(element_type(elem), T.FloatType):
        return "fadd"
    return kind


@handler(tt.DescriptorLoadOp)
def _desc_load(interp, op, args):
    d = args[0]
    coords = [_int(x) for x in _named(op, args, "indices")]
    return [_desc_read(interp, op, d, coords, op.result.type.shape).reshape(op.result.type.shape)]


@handler(tt.DescriptorStoreOp, tt.DescriptorReduceOp)
def _desc_store(interp, op, args):
    d, src = args[0], args[1]
    coords = [_int(x) for x in _named(op, args, "indices")]
    kind = _reduce_kind(interp, op, d.element) if isinstance(op, tt.DescriptorReduceOp) else None
    _desc_write(interp, op, d, coords, src, kind)
    return []


def _gather_rows(d: Descriptor, rows, col: int, width: int):
    """Addresses and mask of rows ``rows`` (a vector), columns ``col..col+width``."""
    size = _elem_size(d.element)
    r = np.asarray(rows, dtype=np.int64)[:, None]
    c = np.int64(col) + np.arange(width, dtype=np.int64)[None, :]
    inb = (r >= 0) & (r < d.shape[-2]) & (c >= 0) & (c < d.shape[-1])
    addr = np.int64(d.base) + (r * np.int64(d.strides[-2]) + c * np.int64(d.strides[-1])) * size
    return addr, inb


@handler(tt.DescriptorGatherOp)
def _desc_gather(interp, op, args):
    d, rows, col = args[0], args[1], _int(args[2])
    addr, inb = _gather_rows(d, rows, col, op.result.type.shape[-1])
    return [_fill(d, interp.memory.read(addr, d.element, inb, op), inb)]


@handler(tt.DescriptorScatterOp)
def _desc_scatter(interp, op, args):
    d, rows, col, src = args[0], args[1], _int(args[2]), np.asarray(args[3])
    addr, inb = _gather_rows(d, rows, col, src.shape[-1])
    interp.memory.write(addr, src, d.element, inb, op)
    return []


@handler(ttng.AsyncTMACopyGlobalToLocalOp)
def _tma_load(interp, op, args):
    d, dst = _named(op, args, "desc"), _named(op, args, "result")
    if bool(np.asarray(_named(op, args, "pred"))):
        coords = [_int(x) for x in _named(op, args, "coord")]
        _write(dst, _desc_read(interp, op, d, coords, dst.view.shape), d.element)
    return []


@handler(ttng.AsyncTMACopyLocalToGlobalOp, ttng.AsyncTMAReduceOp)
def _tma_store(interp, op, args):
    d, src = _named(op, args, "desc"), _named(op, args, "src")
    coords = [_int(x) for x in _named(op, args, "coord")]
    kind = _reduce_kind(interp, op, d.element) if isinstance(op, ttng.AsyncTMAReduceOp) else None
    _desc_write(interp, op, d, coords, _read(src), kind)
    return []


# ---------------------------------------------------------------------------
# AMD
# ---------------------------------------------------------------------------

#: the buffer resource's size in bytes (BufferOpsEmitter.cpp: INT32_MAX - 1)
NUM_RECORDS = (1 << 31) - 2


def _buffer_lanes(op, args, elem):
    """Byte addresses of a buffer op's lanes, which of them access memory
    (the mask on and the byte offset, wrapped to 32 bits as the lowering
    multiplies in i32, in ``[0, NUM_RECORDS)``), and the mask."""
    base = _int(_named(op, args, "ptr"))
    offs = np.asarray(_named(op, args, "offsets")).astype(np.int64)
    size = _elem_size(elem)
    byte = ((offs * size + (1 << 31)) % (1 << 32)) - (1 << 31)   # i32 wrap-around
    active = (byte >= 0) & (byte + size <= NUM_RECORDS)
    mask = _named(op, args, "mask")
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), offs.shape)
        active &= mask
    return np.int64(base) + byte, active, mask


def _buffer_read(interp, op, args, elem):
    """A buffer load's values: zero where the offset is out of range (the
    hardware's), then ``other`` where the mask is off (BufferOpsEmitter's
    ``select(pred, data, falseVal)``)."""
    addr, active, mask = _buffer_lanes(op, args, elem)
    vals = interp.memory.read(addr, elem, active, op)
    other = _named(op, args, "other")
    if mask is not None and other is not None:
        vals = np.where(mask, vals, np.asarray(other, dtype=vals.dtype))
    return vals


@handler(amdg.BufferLoadOp)
def _buffer_load(interp, op, args):
    return [_buffer_read(interp, op, args, element_type(op.result.type))]


@handler(amdg.BufferLoadToLocalOp)
def _buffer_load_to_local(interp, op, args):
    dst = _named(op, args, "dest")
    elem = op.operand(0).type.element
    _write(dst, _buffer_read(interp, op, args, elem).reshape(dst.view.shape), elem)
    return [None]


@handler(amdg.BufferStoreOp)
def _buffer_store(interp, op, args):
    val = _named(op, args, "value")
    elem = element_type(op.operand(0).type)
    addr, active, _ = _buffer_lanes(op, args, elem)
    interp.memory.write(addr, val, elem, active, op)
    return []


_RMW_KINDS = {"and": "and", "or": "or", "xor": "xor", "add": "add", "fadd": "fadd", "max": "max",
              "min": "min", "umax": "umax", "umin": "umin", "exch": "exch"}


@handler(amdg.BufferAtomicRMWOp)
def _buffer_atomic_rmw(interp, op, args):
    val = _named(op, args, "value")
    elem = element_type(op.result.type)
    addr, active, _ = _buffer_lanes(op, args, elem)
    kind = tt.RMW_OPS[_int_attr(op, "atomic_rmw_op")]
    return [interp.memory.atomic(_RMW_KINDS.get(kind, kind), addr, val, elem, active, op)]


@handler(amdg.BufferAtomicCASOp)
def _buffer_atomic_cas(interp, op, args):
    elem = element_type(op.result.type)
    addr, active, _ = _buffer_lanes(op, args, elem)
    return [interp.memory.atomic("cas", addr, _named(op, args, "val"), elem, active, op,
                                 cmp=_named(op, args, "cmp"))]


@handler(amdg.ExtractSliceOp)
def _extract_slice(interp, op, args):
    offs = list(op.attributes["static_offsets"].values)
    shape = op.result.type.shape
    return [np.array(np.asarray(args[0])[tuple(slice(o, o + s) for o, s in zip(offs, shape))])]


@handler(amdg.ConcatOp)
def _concat(interp, op, args):
    """``amdg.concat``: the sources tile the result, in row-major order of the
    tiles (ConcatOp's verifier and lowering)."""
    srcs = [np.asarray(a) for a in args]
    tile = srcs[0].shape
    shape = tuple(op.result.type.shape)
    grid = tuple(s // t for s, t in zip(shape, tile))
    out = np.empty(shape, dtype=srcs[0].dtype)
    for i, src in enumerate(srcs):
        pos = np.unravel_index(i, grid)
        out[tuple(slice(p * t, (p + 1) * t) for p, t in zip(pos, tile))] = src
    return [out]
