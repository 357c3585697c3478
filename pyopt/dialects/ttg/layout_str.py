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


def flat_images(ll: LinearLayout, in_dims: list[str]) -> list[tuple[int, ...]]:
    """L(x) for every input of ``in_dims`` (fastest first), in order: entry ``i`` is the
    image of the input whose ``in_dims[0]`` coordinate is the low bits of ``i``, and so on.
    (One XOR per input: the image of ``i`` is that of ``i`` without its lowest set bit,
    XOR the basis of that bit.)"""
    basis = [tuple(v) for d in in_dims for v in ll.bases[d]]
    n_out = ll.num_out_dims
    images = [(0,) * n_out] * (1 << len(basis))
    for i in range(1, len(images)):
        low = i & -i
        prev = images[i ^ low]
        b = basis[low.bit_length() - 1]
        images[i] = tuple(p ^ q for p, q in zip(prev, b))
    return images


def _pad(value: int, limit: int) -> int:
    """``numCharacterPadding``: how many spaces make ``value`` as wide as ``limit``."""
    return len(str(limit)) - len(str(value))


def _padded(value: int, limit: int) -> str:
    return " " * max(_pad(value, limit), 0) + str(value)


def _delinearize(idx: int, shape: list[int]) -> list[int]:
    ret = [0] * len(shape)
    for i in range(len(shape) - 1, -1, -1):
        ret[i] = idx % shape[i]
        idx //= shape[i]
    return ret


def _tensor_view(cells: list[str], shape: list[int], sep: str) -> str:
    """The element view's nesting: ``[`` where an index starts a dimension, ``]`` where
    the next one does, a new line after each innermost row, ``sep`` between elements."""
    rank = len(shape)
    out: list[str] = []
    new_line = True
    for i, cell in enumerate(cells):
        idx = _delinearize(i, shape)
        opened = 0
        for j in range(rank - 1, -1, -1):
            if idx[j] % shape[j] != 0:
                break
            out.append("[")
            opened += 1
        if new_line:
            out.append(" " * (rank - opened))
            new_line = False
        out.append(cell)
        nxt = _delinearize(i + 1, shape)
        for j in range(rank - 1, -1, -1):
            if nxt[j] % shape[j] != 0:
                break
            out.append("]")
        if nxt[-1] % shape[-1] == 0:
            out.append("\n")
            new_line = True
        else:
            out.append(sep)
    return "".join(out)


def distributed_layout_str(ll: LinearLayout, use_hw_view: bool) -> str:
    """``getDistributedLayoutStr``."""
    shape = ll.get_out_dim_sizes()
    regs, lanes = ll.get_in_dim_size("register"), ll.get_in_dim_size("lane")
    warps, blocks = ll.get_in_dim_size("warp"), ll.get_in_dim_size("block")
    images = flat_images(ll, ["register", "lane", "warp", "block"])
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    total = 1
    for s in shape:
        total *= s
    cells = [""] * total
    threads = warps * lanes
    flat = 0
    for block in range(blocks):
        for warp in range(warps):
            for lane in range(lanes):
                tid = lane + warp * lanes
                for reg in range(regs):
                    coords = images[flat]
                    flat += 1
                    k = sum(c * s for c, s in zip(coords, strides))
                    pad = _pad(block, blocks) + _pad(tid, threads) + _pad(reg, regs)
                    text = " " * max(pad, 0)
                    if blocks > 1:
                        text += f"B{block}:"
                    text += f"T{tid}:{reg}"
                    cells[k] = cells[k] + "|" + text if cells[k] else text
    if not use_hw_view:
        return _tensor_view(cells, shape, ", ")
    thread_info = ["(" + ",".join(_padded(c, s) for c, s in zip(coords, shape)) + ")" for coords in images]
    out: list[str] = []
    for block in range(blocks):
        if blocks > 1:
            out.append(f"Block{block}:\n")
        for warp in range(warps):
            out.append(f"Warp{warp}:\n")
            base = (block * warps + warp) * lanes * regs
            for reg in range(regs):
                out.append(", ".join(thread_info[base + lane * regs + reg] for lane in range(lanes)))
                out.append("\n")
    return "".join(out)


def shared_layout_str(ll: LinearLayout, use_hw_view: bool) -> str:
    """``getSharedLayoutStr``: offsets in order, each with its coordinates."""
    shape = ll.get_out_dim_sizes()
    total = 1
    for s in shape:
        total *= s
    blocks = ll.get_in_dim_size("block")
    block_size = total // blocks
    images = flat_images(ll, ["offset", "block"])
    offset_size = ll.get_in_dim_size("offset")
    cells = [""] * total
    offset_info: list[str] = []
    idx = 0
    for block in range(blocks):
        for offset in range(block_size):
            coords = images[block * offset_size + offset]
            padded = [_padded(c, s) for c, s in zip(coords, shape)]
            cell = cells[idx]
            cells[idx] = (cell + "|" if cell else "") + "(" + ":".join(padded) + ")"
            offset_info.append("(" + ",".join(padded) + ")")
            idx += 1
    if not use_hw_view:
        return _tensor_view(cells, shape, ",")
    out: list[str] = []
    idx = 0
    for block in range(blocks):
        out.append(f"Block: {block}:\n")
        for offset in range(total // blocks):
            out.append(f"Offset: {offset} -> {offset_info[idx]}\n")
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
