"""``tt.reduce`` and ``tt.scan`` of TTGIR combined in the order the GPU combines them
(issue 28, check (a)): the interpreter's float results equal to the bit.

A float combine (``addf``) is not associative, so the result depends on the order in which
elements meet.  On NVIDIA the order is fixed by the value's layout and by Triton's lowering,
which this module emulates thread by thread: a distributed tensor is held as an array per
register of shape ``(warps, lanes)`` (which element each register of each thread holds comes
from the layout's linear layout), and the lowering's steps are run on those arrays, shuffles
as index permutations of the lane axis and shared memory as an array, each combine through the
op's region (``combine(left, right)``, the operands in the lowering's order).

* :func:`reduce_in_gpu_order`: Triton 3.6.0's ``ReduceOpToLLVM.cpp``: within each thread the
  registers of one output element in register order (``acc = combine(acc, reg)``; from 3.8 a
  binary tree, :data:`IN_THREAD_REDUCE_ORDER`); then
  across the lanes along the axis by butterfly shuffles, ``N = lanes/2 .. 1`` times the lane
  stride, ``acc = combine(acc, shuffleXor(acc, N))``; when warps lie along the axis, the lane
  whose axis coordinate is 0 of every warp writes to shared memory and the warps' partial
  results meet by the same butterfly (``accumulatePartialReductions``), the first warp's
  result kept.  The element is read from the lane and warp whose axis coordinates are 0.
* :func:`scan_in_gpu_order`: Triton 3.6.0's ``ScanOpToLLVM.cpp`` (blocked layouts, the only
  ones it lowers): a running combine over each thread's contiguous chunk; a Hillis-Steele scan
  of each chunk's last element across the lanes (``shuffleUp``, ``combine(earlier, later)``);
  across warps the warps' totals in shared memory, combined in warp order, then
  ``combine(prefix, element)`` for every element; ``reverse`` flips registers and lanes
  (and the warp index) before and after, as the lowering does.

Both raise :class:`NotEmulated` where the layout is outside what the lowering handles
(several CTAs along the values, a non-blocked scan, a register count that does not match the
helper's arithmetic); the caller then keeps its layout-free order.
"""

from __future__ import annotations

from collections import OrderedDict
from math import prod

import numpy as np

from pyopt.dialects.ttg.attrs import BlockedEncoding
from pyopt.dialects.ttg.attrs.linear import to_linear_encoding, to_linear_layout
from pyopt.ir.context import current
from pyopt.ir.version import Since, Versioned, resolve

__all__ = ["NotEmulated", "Threads", "reduce_in_gpu_order", "scan_in_gpu_order", "reshape_registers",
           "IN_THREAD_REDUCE_ORDER"]

#: How ``tt.reduce``'s lowering combines one thread's registers of an output element: a running
#: chain in register order up to 3.7 (``acc = combine(acc, reg)``), a binary tree from 3.8
#: (neighbours first, level by level).  Read from each wheel's LLVM IR for cuda:90 (a 1024-element
#: sum, 8 registers a thread: 3.6.0/3.7.1 a chain of ``fadd``, 3.8.0/3.9.0 pairs then pairs of
#: pairs); the butterfly shuffles across lanes and the warps' butterfly through shared memory
#: are the same in all four.
IN_THREAD_REDUCE_ORDER = Versioned(
    "chain", Since((3, 8), "tree", "triton-lang/triton#9220 ([BACKEND] Perform tree reductions on in-thread "
                                   "values): a thread's registers combine as a binary tree"),
    name="tt.reduce: a thread's registers combined as a chain or a tree (NVIDIA lowering)")


class NotEmulated(Exception):
    """The layout is not one the emulated lowering handles."""


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


class Threads:
    """Which element of a ``shape`` tensor each register of each thread holds under
    ``encoding``: :attr:`flat` ``(warps, lanes, registers)`` flat element indices."""

    def __init__(self, encoding, shape):
        self.shape = tuple(int(s) for s in shape)
        self.rank = len(self.shape)
        self.ll = to_linear_layout(encoding, self.shape)
        self.enc = to_linear_encoding(encoding, self.shape)
        bases = self.ll.bases
        if any(any(x) for x in bases.get("block", [])):
            raise NotEmulated("values spread over several CTAs")
        self.R = self.ll.get_in_dim_size("register")
        self.L = self.ll.get_in_dim_size("lane")
        self.W = self.ll.get_in_dim_size("warp")
        reg, lane, warp = (self._table(d) for d in ("register", "lane", "warp"))
        coords = warp[:, None, None, :] ^ lane[None, :, None, :] ^ reg[None, None, :, :]
        self.coords = coords                                   # (W, L, R, rank)
        self.reg_offsets = reg                                 # (R, rank): thread 0's offsets
        self.flat = np.ravel_multi_index(tuple(np.moveaxis(coords, -1, 0)), self.shape) if self.rank else \
            np.zeros(coords.shape[:3], dtype=np.int64)

    def _table(self, dim: str) -> np.ndarray:
        """``L(dim = i)`` for every ``i``, as ``(size, rank)`` coordinates."""
        vecs = self.ll.bases.get(dim, [])
        out = np.zeros((1 << len(vecs), self.rank), dtype=np.int64)
        for bit, v in enumerate(vecs):
            step = 1 << bit
            out[step:2 * step] = out[:step] ^ np.asarray(v, dtype=np.int64)
        return out

    def gather(self, array) -> np.ndarray:
        """The ``(W, L, R)`` register file of ``array``."""
        return np.asarray(array).reshape(-1)[self.flat]

    def scatter(self, regs, dtype) -> np.ndarray:
        """The tensor a ``(W, L, R)`` register file holds; an element held by several threads or
        registers takes the value of its first holder (warp, lane, register order)."""
        out = np.empty(prod(self.shape), dtype=dtype)
        idx = self.flat.reshape(-1)[::-1]
        out[idx] = np.asarray(regs).reshape(-1)[::-1]
        return out.reshape(self.shape)

    def delinearize(self, dim: str, ids: np.ndarray):
        """``delinearize(layout, shape, dim, id)`` (TritonGPUToLLVM/Utility.cpp): the multi-dim
        id of each ``ids`` along the layout's ``dim`` bases (free bits removed), and whether the
        id is the representative one (its free bits zero)."""
        free = self.ll.get_free_variable_masks()[dim]
        size = self.ll.get_in_dim_size(dim)
        rep = (ids & free) == 0
        keep = ~free & (size - 1)
        lin = np.zeros_like(ids)
        j = 0
        for bit in range(size.bit_length()):
            if keep & (1 << bit):
                lin |= ((ids >> bit) & 1) << j
                j += 1
        order = self.enc.order_per_dim(dim, self.enc.get_order())
        shape_dim = self.enc.bases_per_dim(dim)
        multi = [None] * self.rank
        rem = lin
        for d in order:
            multi[d] = rem % shape_dim[d]
            rem = rem // shape_dim[d]
        return multi, rep


_THREADS: dict = {}


def threads(encoding, shape) -> Threads:
    """:class:`Threads` of ``encoding`` over ``shape``, kept per release (a loop's reduction
    maps its layout once)."""
    key = (encoding, tuple(shape), current().release)
    th = _THREADS.get(key)
    if th is None:
        if len(_THREADS) > 256:
            _THREADS.clear()
        th = _THREADS[key] = Threads(encoding, shape)
    return th


def _take(values: list, index) -> list:
    return [np.asarray(v)[index] for v in values]


def _tree(combine, vals: list) -> list:
    """A binary tree over ``vals``: neighbours first, level by level (an odd one out carried)."""
    while len(vals) > 1:
        nxt = [list(combine(vals[i], vals[i + 1])) for i in range(0, len(vals) - 1, 2)]
        vals = nxt + vals[len(vals) - len(vals) % 2:]
    return vals[0]


def reduce_in_gpu_order(combine, arrays: list, axis: int, encoding, shape, packs: bool = False) -> list:
    """Reduce ``arrays`` (one per operand; ``shape``, layout ``encoding``) along ``axis`` as
    ``ReduceOpToLLVM.cpp`` does; ``combine(lefts, rights) -> results``.  Returns one array per
    operand, of ``shape`` without ``axis`` (0-d for a rank-1 input).  ``packs``: the combine is
    one add or multiply the target runs on pairs (``{add,mul}.f16x2`` from sm_90, ``.f32x2`` from
    sm_100), which the tree lowering (3.8 on) uses: where registers ``2k`` and ``2k+1`` hold elements of the same output,
    they form a pair, the tree runs over the pairs, and the pair's two halves are combined last
    (read from the 3.8.0 and 3.9.0 wheels' LLVM IR, and checked by
    ``tools/kernels/lowering_check.py``)."""
    th = threads(encoding, shape)
    regs = [th.gather(a) for a in arrays]
    # Within each thread: unique offsets in register order, grouped by the output element.
    groups: "OrderedDict[tuple, list]" = OrderedDict()
    seen = set()
    for r in range(th.R):
        off = tuple(int(x) for x in th.reg_offsets[r])
        if off in seen:
            continue
        seen.add(off)
        key = off[:axis] + (0,) + off[axis + 1:]
        groups.setdefault(key, []).append(r)
    members = list(groups.values())
    if len({len(m) for m in members}) != 1:
        raise NotEmulated("output elements with different register counts")
    table = np.array(members)                                   # (G, m)
    vals = [_take(regs, (slice(None), slice(None), table[:, i])) for i in range(table.shape[1])]  # (W, L, G)
    if resolve(IN_THREAD_REDUCE_ORDER) == "tree":
        # registers 2k and 2k+1 of one output element form the f16x2 pairs; where they belong to
        # different outputs (the axis is not the registers' fastest dim), each output's tree is plain
        paired = table.shape[1] % 2 == 0 and bool(np.all(table[:, 1::2] == table[:, 0::2] + 1))
        if packs and paired and len(vals) >= 2:
            lo = _tree(combine, vals[0::2])       # lane 0 of each pair: registers 0, 2, 4, ...
            hi = _tree(combine, vals[1::2])       # lane 1: registers 1, 3, 5, ...
            acc = list(combine(lo, hi))
        else:
            acc = _tree(combine, vals)
    else:
        acc = vals[0]
        for v in vals[1:]:
            acc = list(combine(acc, v))
    # Across lanes: butterfly shuffles along the axis.
    lane_ll = th.ll.bases["lane"]
    interleave = 1
    for v in lane_ll:
        if v[axis] != 0:
            break
        interleave *= 2
    tpw = th.enc.get_threads_per_warp()
    wpc = th.enc.get_warps_per_cta()
    lanes = np.arange(th.L)
    n = tpw[axis] // 2
    while n > 0:
        acc = list(combine(acc, _take(acc, (slice(None), lanes ^ (n * interleave), slice(None)))))
        n //= 2
    # The lane (and warp) whose axis coordinate is 0 holds each output element's partial result.
    lane_multi, lane_rep = th.delinearize("lane", lanes)
    warp_multi, warp_rep = th.delinearize("warp", np.arange(th.W))
    write = warp_rep[:, None] & (lane_rep & (lane_multi[axis] == 0))[None, :]       # (W, L)
    inter = wpc[axis]
    out_shape = th.shape[:axis] + th.shape[axis + 1:]
    first = th.coords[:, :, table[:, 0], :]                    # (W, L, G, rank)
    rest = np.delete(first, axis, axis=-1)
    cflat = np.ravel_multi_index(tuple(np.moveaxis(rest, -1, 0)), out_shape) if out_shape else \
        np.zeros(first.shape[:3], dtype=np.int64)
    size = prod(out_shape)
    w_idx, l_idx = np.nonzero(write)
    j = np.broadcast_to(np.asarray(warp_multi[axis])[w_idx][:, None], (w_idx.size, table.shape[0]))
    c = cflat[w_idx, l_idx, :]
    filled = np.zeros((inter, size), dtype=bool)
    filled[j, c] = True
    if not filled.all():
        raise NotEmulated("output elements no thread writes")
    part = []
    for a in acc:
        p = np.empty((inter, size), dtype=a.dtype)
        p[j, c] = a[w_idx, l_idx, :]
        part.append(p)
    # Across warps: the warps' partial results meet by a butterfly; warp 0's result is read.
    warps = np.arange(inter)
    n = inter // 2
    while n > 0:
        part = list(combine(part, _take(part, warps ^ n)))
        n //= 2
    return [np.asarray(p)[0].reshape(out_shape) for p in part]


def _linearize(multi, shape, order):
    """``linearize(multiDim, shape, order)``: ``order[0]`` the fastest."""
    lin = 0
    for d in reversed(order):
        lin = lin * shape[d] + multi[d]
    return lin


def scan_in_gpu_order(combine, arrays: list, axis: int, reverse: bool, encoding, shape) -> list:
    """Inclusive scan of ``arrays`` along ``axis`` as ``ScanOpToLLVM.cpp`` does (blocked
    layouts); ``combine(lefts, rights) -> results``.  Returns one array per operand."""
    if not isinstance(encoding, BlockedEncoding):
        raise NotEmulated("the lowering scans blocked layouts only")
    th = threads(encoding, shape)
    enc = th.enc
    order = list(encoding.order)
    contig = enc.get_contig_per_thread()
    tpw = enc.get_threads_per_warp()
    wpc = enc.get_warps_per_cta()
    shp = th.shape
    E = contig[axis]
    par_e = prod(contig) // E
    scan_dim = tpw[axis]
    axis_warps = wpc[axis]
    par_threads_warp = prod(tpw) // scan_dim
    par_lanes = (prod(wpc) // axis_warps) * par_threads_warp
    n_scan_blocks = _cdiv(shp[axis], E * tpw[axis] * wpc[axis])
    n_par_blocks = prod(_cdiv(shp[i], contig[i] * tpw[i] * wpc[i]) for i in range(th.rank) if i != axis)

    def stride_of(per_dim):
        s = 1
        for d in order:
            if d == axis:
                return s
            s *= per_dim[d]
        raise NotEmulated("axis not in order")

    elem_stride = stride_of(contig)
    thread_stride = stride_of(enc.bases_per_dim("lane", skip_broadcast=False))
    block_stride = stride_of([_cdiv(shp[i], contig[i] * tpw[i] * wpc[i]) for i in range(th.rank)])
    if n_scan_blocks * n_par_blocks * par_e * E != th.R:
        raise NotEmulated("the register count does not match the lowering's blocks")

    lanes = np.arange(th.L)[None, :]
    warps = np.arange(th.W)[:, None]
    lane_multi, lane_rep = th.delinearize("lane", np.arange(th.L))
    warp_multi, warp_rep = th.delinearize("warp", np.arange(th.W))
    lane_axis = np.asarray(lane_multi[axis])[None, :]
    warp_axis = np.asarray(warp_multi[axis])[:, None]
    lm = list(lane_multi)
    lm[axis] = 0
    tpw1 = list(tpw)
    tpw1[axis] = 1
    wm = list(warp_multi)
    wm[axis] = 0
    wpc1 = list(wpc)
    wpc1[axis] = 1
    flat_par = (np.broadcast_to(_linearize(lm, tpw1, order), (th.L,))[None, :]
                + np.broadcast_to(_linearize(wm, wpc1, order), (th.W,))[:, None] * par_threads_warp)
    is_rep = warp_rep[:, None] & lane_rep[None, :]

    def shuffle_up(v, d):
        """``shfl.up``: lane ``l`` reads lane ``l - d``, its own value below ``d``."""
        src_lane = np.where(lanes[0] >= d, lanes[0] - d, lanes[0])
        return np.broadcast_to(np.asarray(v), (th.W, th.L))[:, src_lane]

    def shuffle_idx(v, idx):
        return np.broadcast_to(np.asarray(v), (th.W, th.L))[:, np.broadcast_to(idx, (1, th.L))[0]]

    def where(mask, a, b):
        return [np.where(mask, x, y) for x, y in zip(a, b)]

    def comb(a, b):
        return [np.broadcast_to(np.asarray(r), (th.W, th.L)) for r in combine(list(a), list(b))]

    full = [th.gather(a) for a in arrays]
    src = [[f[:, :, r] for f in full] for r in range(th.R)]     # per register: per operand (W, L)

    def flip(values):
        return [[v[:, lanes[0] ^ (th.L - 1)] for v in values[th.R - 1 - i]] for i in range(th.R)]

    if reverse:
        warp_axis = (axis_warps - 1) - warp_axis
        src = flip(src)
    # Within each thread: a running combine over each contiguous chunk.
    accs: dict = {}
    for i in range(th.R):
        k = (i % elem_stride) + ((i // elem_stride) // E) * elem_stride
        accs[k] = src[i] if k not in accs else comb(accs[k], src[i])
        src[i] = accs[k]
    lasts = [i for i in range(th.R) if (i // elem_stride) % E == E - 1]
    # Across lanes: Hillis-Steele on each chunk's last element.
    for i in lasts:
        acc = src[i]
        d = 1
        while d <= scan_dim // 2:
            shfl = [shuffle_up(a, d * thread_stride) for a in acc]
            acc = where(lane_axis >= d, comb(shfl, acc), acc)
            d <<= 1
        src[i] = acc
    if axis_warps > 1:
        nops = len(arrays)
        elems = prod(wpc) * par_threads_warp * par_e * n_scan_blocks * n_par_blocks
        smem = [np.zeros(elems, dtype=np.asarray(src[0][k]).dtype) for k in range(nops)]
        write = (lane_axis == scan_dim - 1) & is_rep
        for chunk, i in enumerate(lasts):
            index = flat_par + warp_axis * par_lanes + chunk * par_lanes * axis_warps
            idx = np.broadcast_to(index, (th.W, th.L))[np.broadcast_to(write, (th.W, th.L))]
            for k in range(nops):
                smem[k][idx] = np.broadcast_to(src[i][k], (th.W, th.L))[np.broadcast_to(write, (th.W, th.L))]
        not_first_warp = np.broadcast_to(warp_axis != 0, (th.W, th.L))
        not_first_lane = np.broadcast_to(lane_axis != 0, (th.W, th.L))
        not_first_thread = not_first_warp | not_first_lane
        accum: dict = {}
        for chunk, i in enumerate(lasts):
            block = chunk // par_e
            par_block = block % block_stride + ((block // block_stride) // n_scan_blocks) * block_stride
            ai = chunk % par_e + par_block * par_e
            axis_block = (block // block_stride) % n_scan_blocks
            st = accum.setdefault(ai, {"acc": None, "masked": None})
            for wi in range(axis_warps):
                index = np.broadcast_to(flat_par + par_lanes * (wi + chunk * axis_warps), (th.W, th.L))
                partial = [smem[k][index] for k in range(nops)]
                if st["acc"] is None:
                    st["acc"] = partial
                    st["masked"] = partial
                    continue
                st["acc"] = comb(st["acc"], partial)
                st["masked"] = where(warp_axis >= wi + 1, st["acc"], st["masked"])
            temp = comb(st["masked"], src[i])
            if axis_block == 0:
                temp = where(not_first_warp, temp, src[i])
            src[i] = temp
            last = where(not_first_lane, [shuffle_up(t, thread_stride) for t in temp], st["masked"])
            for e in range(1, E):
                lv = src[i - e * elem_stride]
                new = comb(last, lv)
                if axis_block == 0:
                    new = where(not_first_thread, new, lv)
                src[i - e * elem_stride] = new
            st["masked"] = st["acc"]
    elif th.R > 1:
        lm_last = list(lane_multi)
        lm_last[axis] = np.full(th.L, scan_dim - 1)
        lane_last = np.broadcast_to(_linearize(lm_last, tpw, order), (th.L,))[None, :]
        first_lane = np.broadcast_to(lane_axis == 0, (th.W, th.L))
        first_thread = np.broadcast_to((warp_axis == 0) & (lane_axis == 0), (th.W, th.L))
        accum = {}
        for chunk, i in enumerate(lasts):
            block = chunk // par_e
            par_block = block % block_stride + ((block // block_stride) // n_scan_blocks) * block_stride
            ai = chunk % par_e + par_block * par_e
            axis_block = (block // block_stride) % n_scan_blocks
            if axis_block == 0:
                accum[ai] = src[i]
            else:
                src[i] = comb(accum[ai], src[i])
            last = src[i]
            if scan_dim > 1:
                up = [shuffle_up(v, thread_stride) for v in src[i]]
                last = where(first_lane, accum[ai], up)
                if n_scan_blocks > 1:
                    accum[ai] = [shuffle_idx(v, lane_last) for v in src[i]]
            elif n_scan_blocks > 1:
                accum[ai] = src[i]
            for e in range(1, E):
                lv = src[i - e * elem_stride]
                new = comb(last, lv)
                if axis_block == 0:
                    new = where(first_thread, lv, new)
                src[i - e * elem_stride] = new
    if reverse:
        src = flip(src)
    out = []
    for k, a in enumerate(arrays):
        file = np.stack([np.broadcast_to(src[r][k], (th.W, th.L)) for r in range(th.R)], axis=-1)
        out.append(th.scatter(file, np.asarray(a).dtype))
    return out


def reshape_registers(array, src_encoding, src_shape, dst_encoding, dst_shape) -> np.ndarray:
    """``tt.reshape ... allow_reorder`` of a tensor with layouts, as the lowering does it
    (ViewOpToLLVM.cpp's ``ReshapeOpConversion`` repacks each thread's registers unchanged):
    register ``r`` of every thread holds the same value before and after, whatever element the
    two layouts give it."""
    src, dst = threads(src_encoding, src_shape), threads(dst_encoding, dst_shape)
    if src.flat.shape != dst.flat.shape:
        raise NotEmulated("the layouts give threads different register counts")
    regs = src.gather(array)
    return dst.scatter(regs, np.asarray(array).dtype)

