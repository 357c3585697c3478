"""Global memory for the interpreter: buffers bound to a kernel's pointer
arguments, each at its own base address, read, written and updated
atomically through tensors of byte addresses, like a memory checker: an
access (where its mask is on) outside every buffer is :class:`OutOfBounds`.

Buffers are byte arrays (``uint8``); an element is read and written as its
bit pattern (:class:`pyopt.interp.values.Codec`), so a kernel may read a
buffer through a pointer of another element type, as the GPU does.

A buffer bound with ``grow=True`` has no fixed end: it extends as the kernel
accesses it, the new elements filled by ``fill(first_element, count)``
(``pyopt run``'s random inputs, sized from the accesses of the run itself).
Such buffers sit 2^40 bytes apart; fixed ones 256-byte aligned, with a
4 KiB gap after each.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Callable, Optional

import numpy as np

from pyopt.interp.values import codec, combine

__all__ = ["Memory", "Buffer", "OutOfBounds", "MemoryLimit", "BASE", "ALIGN", "GAP"]

BASE = 1 << 32        # the first buffer's address (0 and small addresses are never valid)
ALIGN = 256
GAP = 4096
GROW_SPAN = 1 << 40   # the address range of a growing buffer
GROW_CHUNK = 1 << 12  # elements a growing buffer is extended by at least
GROW_LIMIT = 1 << 28  # bytes a growing buffer may reach (256 MiB): an access beyond is out of bounds
GROW_TOTAL_LIMIT = 1 << 30  # bytes the growing buffers of one run may reach together (1 GiB)


class MemoryLimit(Exception):
    """The growing buffers of a run would together hold more than :data:`GROW_TOTAL_LIMIT` bytes."""


class OutOfBounds(Exception):
    """An access outside every bound buffer: the op, the program id, the flat
    element index (row-major in the op's tensor) and the address."""

    def __init__(self, op, program, index: int, address: int, what: str, detail: str = ""):
        self.op = op
        self.program = tuple(program)
        self.index = index
        self.address = address
        self.what = what
        msg = (f"out-of-bounds {what} at address {address:#x} (element {index} of the op's tensor, "
               f"program {self.program})")
        if detail:
            msg += f": {detail}"
        super().__init__(msg)


@dataclass
class Buffer:
    name: str
    base: int
    data: np.ndarray                     # uint8 bytes (a growing buffer's: a view of its capacity)
    grow: Optional[Callable] = None      # fill(first_byte, nbytes) -> uint8 bytes, for a growing buffer
    written_bytes: Optional[np.ndarray] = None  # bool per byte: stored by the kernel (made at the first store)
    accessed_end: int = 0                # one past the last byte accessed
    _capacity: Optional[np.ndarray] = None  # a growing buffer's storage, ``data`` its first bytes

    @property
    def nbytes(self) -> int:
        return self.data.size

    @property
    def written(self) -> np.ndarray:
        """Bool per byte: stored by the kernel."""
        n = self.data.size
        if self.written_bytes is None or self.written_bytes.size < n:
            w = np.zeros(n if self._capacity is None else self._capacity.size, dtype=bool)
            if self.written_bytes is not None:
                w[:self.written_bytes.size] = self.written_bytes
            self.written_bytes = w
        return self.written_bytes[:n]

    def written_elements(self, n: int, size: int) -> np.ndarray:
        """Bool per element of ``size`` bytes, of the first ``n``: stored to (in part)."""
        if self.written_bytes is None:
            return np.zeros(n, dtype=bool)
        w = self.written_bytes[:n * size]
        if size in (2, 4, 8):
            return w.view(np.dtype(f"u{size}")) != 0
        return w.reshape(-1, size).any(axis=1)

    def mark_written(self, idx) -> None:
        self.written[idx] = True

    def any_written(self) -> bool:
        return self.written_bytes is not None


@dataclass
class Memory:
    buffers: list = field(default_factory=list)
    #: the program being run (for error messages), set by the interpreter
    program: tuple = (0, 0, 0)
    #: (op, buffer name, element indices of the buffer's element type) of every store and atomic
    stores: list = field(default_factory=list)
    _next: int = BASE
    _bases: Optional[np.ndarray] = None
    _base_list: list = field(default_factory=list)

    # -- binding -----------------------------------------------------------------
    def bind(self, name: str, array: Optional[np.ndarray] = None, *, nbytes: int = 0,
             grow: Optional[Callable] = None) -> int:
        """Place a buffer holding ``array``'s bytes (or ``nbytes`` zero bytes;
        with ``grow``, an empty buffer that extends as accessed); returns its base address."""
        if grow is not None:
            base = ((self._next + GROW_SPAN - 1) // GROW_SPAN) * GROW_SPAN
            data = np.zeros(0, dtype=np.uint8)
            self._next = base + GROW_SPAN
        else:
            base = self._next
            data = (np.ascontiguousarray(array).view(np.uint8).reshape(-1).copy() if array is not None
                    else np.zeros(nbytes, dtype=np.uint8))
            self._next = ((base + data.size + GAP + ALIGN - 1) // ALIGN) * ALIGN
        buf = Buffer(name, base, data, grow)
        self.buffers.append(buf)
        self._base_list = [b.base for b in self.buffers]
        self._bases = np.array(self._base_list, dtype=np.int64)
        return base

    def buffer(self, name: str) -> Buffer:
        for b in self.buffers:
            if b.name == name:
                return b
        raise KeyError(name)

    # -- locating ----------------------------------------------------------------
    def _locate(self, addresses: np.ndarray, size: int, mask: Optional[np.ndarray], op, what: str):
        """Flat addresses and mask -> (active flat indices, their buffer numbers, byte offsets)."""
        addr = np.asarray(addresses, dtype=np.int64).reshape(-1)
        if mask is None:
            active = np.arange(addr.size)
            a = addr
        else:
            m = np.asarray(mask, dtype=bool)
            m = (m if m.shape == np.shape(addresses) else np.broadcast_to(m, np.shape(addresses))).reshape(-1)
            active = np.nonzero(m)[0]
            a = addr[active]
        if a.size and self.buffers:
            # the common case, every address in one buffer: found from the lowest and highest address
            lo, hi = int(a.min()), int(a.max())
            bi = bisect.bisect_right(self._base_list, lo) - 1
            if bi >= 0:
                b = self.buffers[bi]
                if hi - b.base + size <= (GROW_LIMIT if b.grow is not None else b.nbytes):
                    end = hi - b.base + size
                    if end > b.accessed_end:
                        b.accessed_end = end
                    if b.grow is not None and end > b.nbytes:
                        self._extend(b, end)
                    return active, np.full(a.size, bi, dtype=np.int64), a - b.base
        if not self.buffers:
            if a.size:
                raise OutOfBounds(op, self.program, int(active[0]), int(a[0]), what, "no buffer is bound")
            return active, np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        which = np.searchsorted(self._bases, a, side="right") - 1
        bad = which < 0
        which = np.maximum(which, 0)
        off = a - self._bases[which]
        ends = np.array([GROW_LIMIT if b.grow else b.nbytes for b in self.buffers], dtype=np.int64)
        bad |= off + size > ends[which]
        if bad.any():
            k = int(np.nonzero(bad)[0][0])
            b = self.buffers[int(which[k])]
            detail = (f"byte {int(off[k])} of buffer '{b.name}', whose random contents grow to at most "
                      f"{GROW_LIMIT} bytes" if b.grow is not None and 0 <= off[k] < GROW_SPAN
                      else self._near(int(a[k])))
            raise OutOfBounds(op, self.program, int(active[k]), int(a[k]), what, detail)
        for bi in np.unique(which):
            b = self.buffers[bi]
            end = int((off[which == bi]).max()) + size
            b.accessed_end = max(b.accessed_end, end)
            if b.grow is not None and end > b.nbytes:
                self._extend(b, end)
        return active, which, off

    def _near(self, address: int) -> str:
        """Where ``address`` is relative to the nearest buffer."""
        best = None
        for b in self.buffers:
            end = b.base + b.nbytes
            d = b.base - address if address < b.base else address - end if address >= end else 0
            if best is None or d < best[0]:
                best = (d, b, address < b.base)
        if best is None:
            return ""
        d, b, before = best
        if before:
            return f"{d} bytes before buffer '{b.name}' ({b.nbytes} bytes)"
        return f"byte {address - b.base} of buffer '{b.name}', which has {b.nbytes} bytes"

    def _extend(self, b: Buffer, end: int) -> None:
        # geometric growth of the capacity (untouched memory until filled): a kernel that walks a
        # buffer reallocates it O(log n) times; each new part is filled once, up to the access
        # (the fill depends only on the position)
        new = min(max(end, b.nbytes + GROW_CHUNK * 8), max(end, GROW_LIMIT))
        total = sum(x.nbytes for x in self.buffers if x.grow is not None) - b.nbytes + new
        if total > GROW_TOTAL_LIMIT:
            raise MemoryLimit(f"the random buffers would hold {total} bytes together, more than the "
                              f"{GROW_TOTAL_LIMIT} a run may use (buffer '{b.name}' grows to {new} bytes)")
        cap = b._capacity
        if cap is None or cap.size < new:
            cap = np.empty(min(max(new, 2 * (0 if cap is None else cap.size)), max(new, GROW_LIMIT)), dtype=np.uint8)
            cap[:b.nbytes] = b.data
            b._capacity = cap
        cap[b.nbytes:new] = b.grow(b.nbytes, new - b.nbytes)
        b.data = cap[:new]

    # -- access ------------------------------------------------------------------
    def _gather(self, which, off, size) -> np.ndarray:
        out = np.empty((off.size, size), dtype=np.uint8)
        span = np.arange(size)
        for bi in np.unique(which):
            sel = which == bi
            out[sel] = self.buffers[bi].data[off[sel][:, None] + span]
        return out

    def _gather_stored(self, which, off, storage: np.dtype) -> np.ndarray:
        """The elements (bit patterns of ``storage``) at byte offsets ``off`` of buffers ``which``."""
        size = storage.itemsize
        if off.size and which[0] == which[-1] and (which.size < 3 or (which == which[0]).all()) \
                and not (off & (size - 1)).any():
            data = self.buffers[int(which[0])].data   # one buffer, aligned elements: one numpy gather
            return data[:data.size - data.size % size].view(storage)[off // size]
        raw = self._gather(which, off, size)
        return raw.reshape(-1).view(storage) if raw.size else np.zeros(0, dtype=storage)

    def _read_one_buffer(self, addr: np.ndarray, c, mask) -> Optional[np.ndarray]:
        """:meth:`read`'s common case, every active address an aligned element of one
        buffer: the values read (masked-off lanes unset in the result, ``out[~mask]``),
        or None for the general path (which also reports what is out of bounds)."""
        size = c.size
        if mask is None:
            a = addr.reshape(-1)
        else:
            a = addr[mask]
        if not a.size:
            return None
        lo, hi = int(a.min()), int(a.max())
        bi = bisect.bisect_right(self._base_list, lo) - 1
        if bi < 0:
            return None
        b = self.buffers[bi]
        end = hi - b.base + size
        if end > (GROW_LIMIT if b.grow is not None else b.nbytes) or (a & (size - 1)).any():
            return None
        if end > b.accessed_end:
            b.accessed_end = end
        if b.grow is not None and end > b.nbytes:
            self._extend(b, end)
        data = b.data
        return c.decode(data[:data.size - data.size % size].view(c.storage)[(a - b.base) // size])

    def read(self, addresses, elem, mask=None, op=None, other=None) -> np.ndarray:
        """The values of element type ``elem`` at ``addresses`` (an array of
        byte addresses); where ``mask`` is off, ``other`` (default zero)."""
        c = codec(elem)
        shape = np.shape(addresses)
        if self.buffers and shape:
            addr = np.asarray(addresses, dtype=np.int64)
            m = None
            if mask is not None:
                m = np.asarray(mask, dtype=bool)
                if m.shape != shape:
                    m = np.broadcast_to(m, shape)
            got = self._read_one_buffer(addr, c, m)
            if got is not None:
                if m is None:
                    return np.array(got.reshape(shape), dtype=c.value_dtype)
                if other is None:
                    out = np.zeros(shape, dtype=c.value_dtype)
                else:
                    out = np.empty(shape, dtype=c.value_dtype)
                    out[...] = np.asarray(other, dtype=c.value_dtype)
                out[m] = got
                return out
        active, which, off = self._locate(addresses, c.size, mask, op, "load")
        got = self._gather_stored(which, off, c.storage)
        if mask is None:
            return np.array(c.decode(got).reshape(shape), dtype=c.value_dtype)
        if other is None:
            out = np.zeros(shape, dtype=c.value_dtype)
        else:
            out = np.empty(shape, dtype=c.value_dtype)
            out[...] = np.asarray(other, dtype=c.value_dtype)
        out.reshape(-1)[active] = c.decode(got)
        return out

    def write(self, addresses, values, elem, mask=None, op=None) -> None:
        """Store ``values`` at ``addresses`` where ``mask`` is on; lanes in
        element order (a later element wins an address written twice)."""
        c = codec(elem)
        shape = np.shape(addresses)
        active, which, off = self._locate(addresses, c.size, mask, op, "store")
        vals = np.broadcast_to(np.asarray(values), shape).reshape(-1)[active]
        raw = np.ascontiguousarray(c.encode(vals)).view(np.uint8).reshape(-1, c.size)
        span = np.arange(c.size)
        for bi in np.unique(which):
            sel = np.nonzero(which == bi)[0]
            b = self.buffers[bi]
            offs = off[sel]
            # numpy leaves the winner of a repeated index unspecified: keep each address's last lane
            _, last = np.unique(offs[::-1], return_index=True)
            keep = np.sort(offs.size - 1 - last)
            idx = offs[keep][:, None] + span
            b.data[idx] = raw[sel[keep]]
            b.mark_written(idx)
            self.stores.append((op, b.name, offs // c.size))

    def atomic(self, kind: str, addresses, values, elem, mask=None, op=None, cmp=None) -> np.ndarray:
        """An atomic read-modify-write of every active lane, one after another in
        element order; returns the old values (zero where the mask is off).
        ``kind``: add, fadd, and, or, xor, max, min, umax, umin, exch, cas (with
        ``cmp``); the new value is computed in the element type."""
        c = codec(elem)
        shape = np.shape(addresses)
        active, which, off = self._locate(addresses, c.size, mask, op, "atomic")
        n = int(np.prod(shape, dtype=np.int64))
        vals = np.broadcast_to(np.asarray(values, dtype=c.value_dtype), shape).reshape(-1)[active]
        cmps = (np.broadcast_to(np.asarray(cmp, dtype=c.value_dtype), shape).reshape(-1)[active]
                if cmp is not None else None)
        old = np.zeros(n, dtype=c.value_dtype)
        # Lanes on distinct addresses are independent; lanes sharing an address take turns in
        # element order: process them in rounds, each round the next lane of every address.
        key = which.astype(np.int64) * (1 << 48) + off
        order = np.argsort(key, kind="stable")
        sk = key[order]
        first = np.ones(sk.size, dtype=bool)
        first[1:] = sk[1:] != sk[:-1]
        start = np.maximum.accumulate(np.where(first, np.arange(sk.size), 0))
        rank = np.empty(sk.size, dtype=np.int64)
        rank[order] = np.arange(sk.size) - start
        span = np.arange(c.size)
        if kind == "add" and c.value_dtype.kind == "i" and rank.size and rank.max() > 0:
            # integer adds commute: each lane's old value is the first value plus the earlier lanes'
            # (a prefix sum per address, wrapping as the element type does), at once
            group = np.cumsum(first) - 1
            init = c.decode(self._gather(which[order][first], off[order][first], c.size).reshape(-1).view(c.storage))
            sv = vals[order].astype(np.int64)
            before = np.cumsum(sv) - sv
            olds = init.astype(np.int64)[group] + before - before[start]
            old[active[order]] = olds.astype(c.value_dtype)
            last = np.append(first[1:], True)
            final = (olds[last] + sv[last]).astype(c.value_dtype)
            raw = np.ascontiguousarray(c.encode(final)).view(np.uint8).reshape(-1, c.size)
            lw, lo = which[order][last], off[order][last]
            for bi in np.unique(lw):
                sel = lw == bi
                b = self.buffers[bi]
                idx = lo[sel][:, None] + span
                b.data[idx] = raw[sel]
                b.mark_written(idx)
            rank = rank[:0]  # done: no rounds left
        for r in range(int(rank.max()) + 1 if rank.size else 0):
            lanes = np.nonzero(rank == r)[0]
            cur_raw = self._gather(which[lanes], off[lanes], c.size)
            cur = c.decode(cur_raw.reshape(-1).view(c.storage))
            old[active[lanes]] = cur
            new = combine(kind, cur, vals[lanes], elem, None if cmps is None else cmps[lanes])
            raw = np.ascontiguousarray(c.encode(new)).view(np.uint8).reshape(-1, c.size)
            for bi in np.unique(which[lanes]):
                sel = which[lanes] == bi
                b = self.buffers[bi]
                idx = off[lanes][sel][:, None] + span
                b.data[idx] = raw[sel]
                b.mark_written(idx)
        for bi in np.unique(which):
            self.stores.append((op, self.buffers[bi].name, off[which == bi] // c.size))
        return old.reshape(shape)

    # -- results -----------------------------------------------------------------
    def contents(self, name: str, dtype: np.dtype, shape=None) -> np.ndarray:
        """Buffer ``name``'s bytes as an array of ``dtype`` (``shape``: reshaped)."""
        b = self.buffer(name)
        size = b.nbytes - b.nbytes % np.dtype(dtype).itemsize
        a = b.data[:size].view(dtype).copy()
        return a.reshape(shape) if shape is not None else a
