"""The thread map of a layout as text: Triton's ``getLayoutStr`` (TritonGPU's
``Dialect.cpp``, "Layout debug printing"), printed by ``triton-tensor-layout`` and
``pyopt layout``.

A distributed layout maps (block, warp, lane, register) to tensor coordinates.  The
*element view* prints the tensor as nested ``[...]`` rows, each element naming every
hardware slot that holds it (``T<thread>:<register>``, ``B<block>:`` when there are several
CTAs, ``|`` between copies); the *hardware view* prints, for each warp and register, the
coordinates each lane holds.  A shared layout maps (block, offset) to coordinates; its
element view lists the coordinates of offset 0, 1, ... laid out in the tensor's shape, its
hardware view ``Offset: n -> (coords)`` per block.
"""

from __future__ import annotations

from pyopt.dialects.ttg.attrs import DistributedEncoding, SharedEncoding, to_linear_layout
from pyopt.dialects.ttg.linear_layout import LinearLayout, LinearLayoutError


MAX_MAPPED = 1 << 20
"""The most tensor elements, and the most hardware slots (registers x lanes x warps x
blocks, or offsets x blocks), that :func:`get_layout_str` maps: Triton's largest tensor
(``TRITON_MAX_TENSOR_NUMEL``, 2^20).  Larger layouts are refused (:class:`LayoutTooLarge`),
as their text alone takes gigabytes; at the limit the map takes about a second."""


class LayoutTooLarge(LinearLayoutError):
    """The layout maps more than :data:`MAX_MAPPED` elements or hardware slots."""

    def __init__(self, elements: int, slots: int):
        self.elements, self.slots = elements, slots
        what = f"{elements} elements" if elements > MAX_MAPPED else f"{slots} hardware slots"
        super().__init__(f"it maps {what}; pyopt maps at most {MAX_MAPPED} (Triton's largest tensor)")


def check_size(ll: LinearLayout, in_dims: list[str]) -> None:
    """Raise :class:`LayoutTooLarge` if ``ll`` has more than :data:`MAX_MAPPED` outputs or
    inputs of ``in_dims``; counts bases, maps nothing."""
    elements = ll.get_total_out_dim_size()
    slots = 1 << sum(len(ll.bases[d]) for d in in_dims)
    if elements > MAX_MAPPED or slots > MAX_MAPPED:
        raise LayoutTooLarge(elements, slots)


def flat_images(ll: LinearLayout, in_dims: list[str]) -> list[tuple[int, ...]]:
    """L(x) for every input of ``in_dims`` (fastest first), in order: entry ``i`` is the
    image of the input whose ``in_dims[0]`` coordinate is the low bits of ``i``, and so on.
    (The images of the first ``2^k`` inputs, then each XOR the next basis.)"""
    images = [(0,) * ll.num_out_dims]
    for d in in_dims:
        for b in ll.bases[d]:
            b = tuple(b)
            images += [tuple(p ^ q for p, q in zip(prev, b)) for prev in images]
    return images


def _dim_images(ll: LinearLayout, in_dims: list[str]) -> list[list[int]]:
    """For each output dimension, its coordinate of the image of every input of ``in_dims``
    (in :func:`flat_images`' order): one list of ints per dimension, built by doubling."""
    out = []
    for o in range(ll.num_out_dims):
        images = [0]
        for d in in_dims:
            for b in ll.bases[d]:
                c = b[o]
                images += [p ^ c for p in images] if c else images
        out.append(images)
    return out


def _flat_index(ll: LinearLayout, in_dims: list[str]) -> list[int]:
    """The row-major index of the image of every input of ``in_dims`` (the output sizes are
    powers of two, so the index of an XOR of images is the XOR of their indices)."""
    shape = ll.get_out_dim_sizes()
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    images = [0]
    for d in in_dims:
        for b in ll.bases[d]:
            k = sum(c * s for c, s in zip(b, strides))
            images += [p ^ k for p in images]
    return images


def _pad(value: int, limit: int) -> int:
    """``numCharacterPadding``: how many spaces make ``value`` as wide as ``limit``."""
    return len(str(limit)) - len(str(value))


def _padded(value: int, limit: int) -> str:
    return " " * max(_pad(value, limit), 0) + str(value)


def _zeros_from_last(idx: int, shape: list[int]) -> int:
    """How many of the last dimensions of ``shape`` have coordinate 0 at row-major ``idx``
    (all of them at ``idx`` 0)."""
    n = 0
    for s in reversed(shape):
        if idx % s:
            break
        idx //= s
        n += 1
    return n


def _tensor_view(cells: list[str], shape: list[int], sep: str) -> str:
    """The element view's nesting: ``[`` where an index starts a dimension, ``]`` where
    the next one does, a new line after each innermost row, ``sep`` between elements.
    (Row by row: a row opens one ``[`` more than the outer dimensions it starts, and closes
    one more than those the next row starts; the last row closes all.)"""
    rank = len(shape)
    if rank == 0:
        return ""
    width = shape[-1]
    outer = shape[:-1]
    rows = len(cells) // width
    out: list[str] = []
    for r in range(rows):
        opened = 1 + _zeros_from_last(r, outer) if r else rank
        closed = 1 + _zeros_from_last(r + 1, outer) if r + 1 < rows else rank
        out.append("[" * opened + " " * (rank - opened) + sep.join(cells[r * width:(r + 1) * width])
                   + "]" * closed + "\n")
    return "".join(out)


def distributed_layout_str(ll: LinearLayout, use_hw_view: bool) -> str:
    """``getDistributedLayoutStr``."""
    in_dims = ["register", "lane", "warp", "block"]
    check_size(ll, in_dims)
    shape = ll.get_out_dim_sizes()
    regs, lanes = ll.get_in_dim_size("register"), ll.get_in_dim_size("lane")
    warps, blocks = ll.get_in_dim_size("warp"), ll.get_in_dim_size("block")
    total = 1
    for s in shape:
        total *= s
    threads = warps * lanes
    index = _flat_index(ll, in_dims)
    # each slot's text: padding (of block, thread and register), [B<block>:]T<thread>:<register>
    reg_pad = [_pad(reg, regs) for reg in range(regs)]
    reg_text = [f":{reg}" for reg in range(regs)]
    cells: list = [None] * total
    flat = 0
    for block in range(blocks):
        block_pad = _pad(block, blocks)
        block_text = f"B{block}:" if blocks > 1 else ""
        for tid in range(threads):
            pad = block_pad + _pad(tid, threads)
            head = f"{block_text}T{tid}"
            for reg in range(regs):
                k = index[flat]
                flat += 1
                text = " " * (pad + reg_pad[reg]) + head + reg_text[reg]
                cell = cells[k]
                cells[k] = text if cell is None else cell + "|" + text
    if not use_hw_view:
        return _tensor_view([c or "" for c in cells], shape, ", ")
    del cells
    columns = [[_padded(c, s) for c in range(s)] for s in shape]
    per_dim = [list(map(col.__getitem__, images)) for col, images in zip(columns, _dim_images(ll, in_dims))]
    thread_info = ["(" + ",".join(t) + ")" for t in zip(*per_dim)]
    out: list[str] = []
    for block in range(blocks):
        if blocks > 1:
            out.append(f"Block{block}:\n")
        for warp in range(warps):
            out.append(f"Warp{warp}:\n")
            base = (block * warps + warp) * lanes * regs
            for reg in range(regs):
                out.append(", ".join(thread_info[base + reg:base + lanes * regs:regs]))
                out.append("\n")
    return "".join(out)


def shared_layout_str(ll: LinearLayout, use_hw_view: bool) -> str:
    """``getSharedLayoutStr``: offsets in order, each with its coordinates."""
    in_dims = ["offset", "block"]
    check_size(ll, in_dims)
    shape = ll.get_out_dim_sizes()
    total = 1
    for s in shape:
        total *= s
    blocks = ll.get_in_dim_size("block")
    block_size = total // blocks
    offset_size = ll.get_in_dim_size("offset")
    columns = [[_padded(c, s) for c in range(s)] for s in shape]
    per_dim = [list(map(col.__getitem__, images)) for col, images in zip(columns, _dim_images(ll, in_dims))]
    coords = list(zip(*per_dim))
    # offsets past ``block_size`` in a block are not shown (as Triton's loop)
    shown = [coords[block * offset_size + offset] for block in range(blocks) for offset in range(block_size)]
    if not use_hw_view:
        cells = ["(" + ":".join(c) + ")" for c in shown]
        return _tensor_view(cells + [""] * (total - len(cells)), shape, ",")
    out: list[str] = []
    idx = 0
    for block in range(blocks):
        out.append(f"Block: {block}:\n")
        for offset in range(block_size):
            out.append(f"Offset: {offset} -> ({','.join(shown[idx])})\n")
            idx += 1
    return "".join(out)


def get_layout_str(tensor_type, use_hw_view: bool = False) -> str:
    """``getLayoutStr(tensorType, useHWPointOfView)`` for a ranked tensor type with a
    distributed or shared encoding; raises :class:`LinearLayoutError` for other
    encodings (Triton aborts: "Unimplemented usage of getLayoutStr")."""
    layout = tensor_type.encoding
    if isinstance(layout, SharedEncoding):
        return shared_layout_str(to_linear_layout(layout, tensor_type.shape), use_hw_view)
    if isinstance(layout, DistributedEncoding):
        return distributed_layout_str(to_linear_layout(layout, tensor_type.shape), use_hw_view)
    raise LinearLayoutError("Unimplemented usage of getLayoutStr")
