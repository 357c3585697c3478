"""Pictures of layouts for ``pyopt layout --svg/--png/--html`` (:mod:`pyopt.layout_tool`).

A layout is drawn as its tensor: a grid of cells, one per element (a 2-D tensor as rows and
columns, a 1-D tensor as one row, a higher-rank tensor as a stack of 2-D slices).

* A distributed layout's cell is coloured by the warp of the thread that holds it (a
  colour-blind-friendly palette: Okabe and Ito's, with grey for black; warps 8 and up reuse
  it darker), shaded lighter lane by lane, and labelled ``T<thread>:<register>`` as
  Triton's ``getLayoutStr`` names it (``B<block>:`` first with several CTAs); an element held
  by several threads (a broadcast) lists them, the first colouring the cell.
* A shared layout's cell is labelled with its offset in shared memory, coloured by the
  128-byte line of shared memory the offset falls in and shaded by its 4-byte bank, so
  swizzling shows as a pattern.

SVG and HTML are written by hand; PNG uses Pillow (``pip install 'pyopt-triton[png]'``).  The HTML
page keeps cells a fixed size in a scrolling box with sticky row and column headers and a zoom
control; hovering (or clicking) a cell shows its coordinates, every owner (block, warp, lane,
register, or offset) and the linear-layout bases that make it up: the owner's input bits and
the basis vector of each, whose XOR is the coordinate.  ``page.html#cell=S:i,j`` selects the
element (i, j) of layout S (0 for the first) on load, ``#zoom=Z`` sets the zoom (both:
``#cell=0:3,5&zoom=2``).

Large tensors.  A picture of more than :data:`FULL_ELEMENTS` elements (64x64) is summarised
in the SVG and PNG: a cell per tile of elements (:func:`summary_tile`: a thread's run of
registers, then a group of threads, at most 32x32 cells a 2-D slice), labelled with the exact
sets of threads and registers (or offsets) holding the tile's elements (:func:`set_text`), with a
note naming ``--full`` (every element, up to :data:`MAX_ELEMENTS`) and ``--region`` (a crop,
``region=`` of :func:`layout_model`).  The HTML page of such a tensor, or of a crop, is the
canvas page (:func:`render_canvas_html`): the data is the linear layout itself, the script maps
every input to its element and draws the cells in sight on a canvas, labelled when zoomed in,
with the same hover details; it stays a few tens of kilobytes at any size.
"""

from __future__ import annotations

import html
import io
import json
import functools
import math
from dataclasses import dataclass, field
from typing import Callable, Optional

from pyopt.dialects.ttg.attrs import SharedEncoding, to_linear_layout
from pyopt.dialects.ttg.layout_str import flat_images
from pyopt.ir.printer import render_standalone
from pyopt.ir.types import bit_width

#: Okabe and Ito's colour-blind-safe palette (black replaced by grey), in the order warps take it.
PALETTE = ((0x56, 0xB4, 0xE9),  # sky blue
           (0xE6, 0x9F, 0x00),  # orange
           (0x00, 0x9E, 0x73),  # bluish green
           (0xCC, 0x79, 0xA7),  # reddish purple
           (0xF0, 0xE4, 0x42),  # yellow
           (0x00, 0x72, 0xB2),  # blue
           (0xD5, 0x5E, 0x00),  # vermillion
           (0x99, 0x99, 0x99))  # grey
#: How far the last lane (or bank) is mixed towards white; lane 0 has the palette colour.
SHADE = 0.6
#: Label lines a cell shows at most (the rest of a broadcast is "+N").
MAX_LINES = 4
#: Element-level pictures (a labelled cell per element) are drawn up to ``FULL_ELEMENTS``
#: elements (64x64: an SVG of up to about 2 MB, which a browser shows in a second or two);
#: a larger tensor is summarised (a cell per tile, :func:`summary_tile`), unless ``--full``
#: asks for every element, which is drawn up to ``MAX_ELEMENTS``: at 2^16 elements (256x256)
#: an SVG of 18 MB, which Chromium takes a minute to show; at 2^20 they took 26-42 s and up
#: to 1.4 GB, for files (a 300 MB SVG) no viewer opens.  ``MAX_PNG_PIXELS`` bounds a PNG.
FULL_ELEMENTS = 1 << 12
MAX_ELEMENTS = 1 << 16
#: A summary's cells across, and down, a 2-D slice at most; and in all its slices.
SUMMARY_CELLS = 32
MAX_SUMMARY_CELLS = 4096
#: The pieces (runs, values) of a summary label's set before it is shortened.
SUMMARY_PIECES = 3
MAX_PNG_PIXELS = 120_000_000

Colour = tuple[int, int, int]


class PictureError(Exception):
    """The picture cannot be made (too large, or Pillow is missing)."""


def hex_colour(c: Colour) -> str:
    return "#%02x%02x%02x" % c


def _mix_white(c: Colour, t: float) -> Colour:
    return tuple(round(x + (255 - x) * t) for x in c)  # type: ignore[return-value]


def _darken(c: Colour, t: float) -> Colour:
    return tuple(round(x * (1 - t)) for x in c)  # type: ignore[return-value]


#: How much darker each round of the palette is; colours repeat every GROUP_PERIOD groups.
DARKEN = (0.0, 0.3, 0.5)
GROUP_PERIOD = len(PALETTE) * len(DARKEN)


def group_colour(group: int) -> Colour:
    """The base colour of warp (or shared line) ``group``: the palette, darker on each round."""
    base = PALETTE[group % len(PALETTE)]
    return _darken(base, DARKEN[(group // len(PALETTE)) % len(DARKEN)])


def shade_colour(group: int, step: int, steps: int) -> Colour:
    """``group``'s colour at ``step`` of ``steps`` (a lane of a warp, a bank of a line)."""
    t = SHADE * step / (steps - 1) if steps > 1 else 0.0
    return _mix_white(group_colour(group), t)


def text_colour(c: Colour) -> Colour:
    """Black or white, whichever reads better on ``c`` (relative luminance)."""
    def lin(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    return (0, 0, 0) if lum > 0.18 else (255, 255, 255)


def have_pillow() -> bool:
    try:
        import PIL  # noqa: F401  (imported here: an optional dependency, pyopt-triton[png])
    except ImportError:
        return False
    return True


# ---------------------------------------------------------------------------
# The model: who owns each element
# ---------------------------------------------------------------------------


@dataclass
class LayoutModel:
    """One layout over one tensor type, as the pictures need it."""

    name: Optional[str]  # the alias (``#name``), None for ``-l``
    layout_text: str
    type_text: str  # the tensor type without encoding
    shape: tuple[int, ...]
    kind: str  # "distributed" or "shared"
    in_dims: list[tuple[str, int]]  # fastest first: register, lane, warp, block / offset, block
    bases: dict[str, list[tuple[int, ...]]]
    owners: list[list[int]]  # per element (row-major), the flat inputs that map to it, in order
    elem_bits: int
    fills: list[Colour] = field(default_factory=list)  # per element
    #: per element, the warp colours of all its owners when they are in several warps (else empty)
    stripes: list[list[Colour]] = field(default_factory=list)
    labels: list[list[str]] = field(default_factory=list)  # per element, the lines shown
    #: the part of the tensor drawn: one range per dimension (the whole tensor by default)
    region: tuple[range, ...] = ()
    #: a summary's (rows, columns) of elements per cell; None for an element-level picture
    tile: Optional[tuple[int, int]] = None
    ll: object = field(default=None, repr=False)  # the linear layout

    @functools.cached_property
    def tiles(self) -> list["Tile"]:
        """A summary's cells (:func:`summary_tiles`), made on first use: the HTML page draws
        every element instead."""
        return summary_tiles(self)

    @property
    def title(self) -> str:
        return f"#{self.name} = {self.layout_text}" if self.name else self.layout_text

    def size(self, dim: str) -> int:
        return dict(self.in_dims).get(dim, 1)

    def decode(self, flat: int) -> dict[str, int]:
        """The input (one index per input dimension) of flat input index ``flat``."""
        out = {}
        for name, size in self.in_dims:
            out[name] = flat % size
            flat //= size
        return out

    def owner_label(self, flat: int) -> str:
        """``getLayoutStr``'s name for an owner: ``[B<b>:]T<thread>:<register>``, or the offset."""
        ins = self.decode(flat)
        prefix = f"B{ins['block']}:" if self.size("block") > 1 else ""
        if self.kind == "shared":
            return f"{prefix}{ins['offset']}"
        tid = ins["lane"] + ins["warp"] * self.size("lane")
        return f"{prefix}T{tid}:{ins['register']}"

    def owner_colour(self, flat: int) -> Colour:
        ins = self.decode(flat)
        if self.kind == "shared":
            bits = ins["offset"] * self.elem_bits
            return shade_colour(bits // 1024, (bits // 32) % 32, 32)
        return shade_colour(ins["warp"], ins["lane"], self.size("lane"))

    def coord(self, k: int) -> tuple[int, ...]:
        out = []
        for s in reversed(self.shape):
            out.append(k % s)
            k //= s
        return tuple(reversed(out))

    # -- the grid: slices of rows and columns ---------------------------------------
    @property
    def rows(self) -> int:
        return self.shape[-2] if len(self.shape) >= 2 else 1

    @property
    def cols(self) -> int:
        return self.shape[-1] if self.shape else 1

    @property
    def slices(self) -> list[tuple[int, ...]]:
        """The leading indices of each 2-D slice of the region (one empty tuple up to rank 2)."""
        out: list[tuple[int, ...]] = [()]
        for r in self.region[:-2]:
            out = [t + (i,) for t in out for i in r]
        return out

    @property
    def row_range(self) -> range:
        return self.region[-2] if len(self.shape) >= 2 else range(1)

    @property
    def col_range(self) -> range:
        return self.region[-1] if self.shape else range(1)

    @property
    def cropped(self) -> bool:
        return any(len(r) != s for r, s in zip(self.region, self.shape))

    def slice_base(self, lead: tuple[int, ...]) -> int:
        """The row-major index of element (``lead``, 0, 0)."""
        base = 0
        for i, s in enumerate(lead):
            base = base * self.shape[i] + s
        return base * self.rows * self.cols

    def drawn_elements(self):
        """The row-major indices of the region's elements, in order."""
        cols = self.cols
        for lead in self.slices:
            base = self.slice_base(lead)
            for r in self.row_range:
                for c in self.col_range:
                    yield base + r * cols + c

    def cell_labels(self):
        """The label lines of every cell drawn."""
        if self.tile is not None:
            return [t.labels for t in self.tiles]
        return [self.labels[k] for k in self.drawn_elements()]

    def any_stripes(self) -> bool:
        """Whether some cell drawn has a bar of owner warps."""
        if self.tile is not None:
            return any(t.stripes for t in self.tiles)
        return any(self.stripes[k] for k in self.drawn_elements())

    def label_lines(self) -> int:
        return max((len(lines) for lines in self.cell_labels()), default=1)


def layout_model(tensor, name: Optional[str] = None, *, region: Optional[tuple[range, ...]] = None,
                 full: bool = False) -> LayoutModel:
    """The owners of the elements of ``tensor`` (a ranked tensor type with a distributed or
    shared encoding), from its linear layout, for a picture of ``region`` (one range per
    dimension; the whole tensor by default).

    The picture is element-level (a cell per element, :attr:`LayoutModel.labels`) where the
    region has at most :data:`FULL_ELEMENTS` elements, or with ``full`` (then up to
    :data:`MAX_ELEMENTS`); a larger region is summarised: a cell per tile
    (:attr:`LayoutModel.tiles`, :func:`summary_tile`)."""
    layout = tensor.encoding
    shape = tuple(tensor.shape)
    total = math.prod(shape)
    if region is None:
        region = tuple(range(s) for s in shape)
    drawn = math.prod(len(r) for r in region)
    summarised = not full and drawn > min(FULL_ELEMENTS, MAX_ELEMENTS)
    if not summarised and drawn > MAX_ELEMENTS:
        what, advice = (("tensor", "leave out --full for a summary, or crop with --region") if drawn == total else
                        ("region", "crop it with a smaller --region, or leave out --full for a summary"))
        raise PictureError(f"the {what} has {drawn} elements; every element is drawn (--full) up to "
                           f"{MAX_ELEMENTS} elements ({advice})")
    ll = to_linear_layout(layout, list(shape))
    shared = isinstance(layout, SharedEncoding)
    dims = ["offset", "block"] if shared else ["register", "lane", "warp", "block"]
    in_dims = [(d, ll.get_in_dim_size(d)) for d in dims]
    bases = {d: [tuple(v) for v in ll.bases.get(d, [])] for d in dims}
    try:
        bits = bit_width(tensor.element)
    except TypeError:
        bits = 32
    model = LayoutModel(name, render_standalone(layout), render_standalone(tensor.with_encoding(None)),
                        shape, "shared" if shared else "distributed", in_dims, bases, [], bits, region=region, ll=ll)
    if summarised:
        model.tile = summary_tile(model)
        return model
    images = flat_images(ll, dims)
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    if drawn == total:
        owners: list = [[] for _ in range(total)]
        for flat, coords in enumerate(images):
            owners[sum(c * s for c, s in zip(coords, strides))].append(flat)
    else:  # a crop: only its elements get owners (None elsewhere)
        owners = [None] * total
        for k in model.drawn_elements():
            owners[k] = []
        for flat, coords in enumerate(images):
            o = owners[sum(c * s for c, s in zip(coords, strides))]
            if o is not None:
                o.append(flat)
    model.owners = owners
    white = (255, 255, 255)
    model.fills = [white] * total
    model.stripes = [[]] * total
    model.labels = [["-"]] * total
    for k in model.drawn_elements():
        flats = owners[k]
        model.fills[k] = model.owner_colour(flats[0]) if flats else white
        groups: list[Colour] = []
        if not shared:
            for f in flats:
                c = group_colour(model.decode(f)["warp"])
                if c not in groups:
                    groups.append(c)
        model.stripes[k] = groups if len(groups) > 1 else []
        names = [model.owner_label(f) for f in flats]
        if len(names) > MAX_LINES:
            names = names[:MAX_LINES - 1] + [f"+{len(names) - MAX_LINES + 1}"]
        model.labels[k] = names or ["-"]
    return model


# ---------------------------------------------------------------------------
# Summaries: a cell per tile of elements
# ---------------------------------------------------------------------------


def summary_tile(model: LayoutModel) -> tuple[int, int]:
    """The (rows, columns) of elements a summary cell covers, so that a 2-D slice of the
    region has at most :data:`SUMMARY_CELLS` cells across and down.

    The tile grows along the layout's own structure first: input bits in order (registers,
    then lanes, warps, blocks; for a shared layout, offsets) whose basis is one step along
    the last or second-last dimension, as long as the step is the tile's extent there; so a
    tile is a thread's run of registers, then a group of threads.  Where the layout runs
    out of such bits (a swizzled or broadcasting layout), the tile doubles where it is
    still too small.  All the slices together have at most :data:`MAX_SUMMARY_CELLS` cells."""
    rank = len(model.shape)
    rows = len(model.region[-2]) if rank >= 2 else 1
    cols = len(model.region[-1]) if rank else 1
    tile = [1, 1]

    def over(i: int) -> bool:
        return -(-(rows, cols)[i] // tile[i]) > SUMMARY_CELLS

    grew = True
    while grew and (over(0) or over(1)):
        grew = False
        for d, _ in model.in_dims:
            for b in model.bases[d]:
                nonzero = [i for i, v in enumerate(b) if v]
                if len(nonzero) != 1:
                    continue
                axis = nonzero[0] - (rank - 2)  # 0: rows, 1: columns
                if axis in (0, 1) and b[nonzero[0]] == tile[axis] and over(axis):
                    tile[axis] *= 2
                    grew = True
    for i in (0, 1):
        while over(i):
            tile[i] *= 2
    slices = len(model.slices)
    if slices > MAX_SUMMARY_CELLS:
        raise PictureError(f"the region has {slices} 2-D slices; a summary draws at most {MAX_SUMMARY_CELLS} cells "
                           "(crop the leading dimensions with --region, e.g. --region="
                           + ",".join(["0:1"] * (rank - 2) + [":", ":"]) + ")")

    def cells(i: int) -> int:
        return -(-(rows, cols)[i] // tile[i])

    while slices * cells(0) * cells(1) > MAX_SUMMARY_CELLS:  # many slices: fewer cells each
        tile[0 if cells(0) > cells(1) else 1] *= 2
    return tile[0], tile[1]


@dataclass
class Tile:
    """One summary cell: a tile of elements (the slice's leading indices, its rows and
    columns) and the inputs of the layout (flat indices) that hold any of them."""

    lead: tuple[int, ...]
    rows: range
    cols: range
    flats: list[int]
    labels: list[str] = field(default_factory=list)
    fill: Colour = (255, 255, 255)
    stripes: list[Colour] = field(default_factory=list)


def set_text(values) -> str:
    """A set of integers, exactly and briefly: runs ``a-b``, strided runs ``a-b/s`` (a to b in
    steps of s), single values, joined by commas, in increasing order; past
    :data:`SUMMARY_PIECES` pieces, the first and last pieces with ``..`` and the count
    between them: ``0-3,..(32),60-63``."""
    vs = sorted(set(values))
    pieces: list[str] = []
    i = 0
    while i < len(vs):
        if i + 1 < len(vs):
            step = vs[i + 1] - vs[i]
            j = i + 1
            while j + 1 < len(vs) and vs[j + 1] - vs[j] == step:
                j += 1
            if j - i >= 2 or step == 1:  # three or more values in steps, or two consecutive ones
                pieces.append(f"{vs[i]}-{vs[j]}" + (f"/{step}" if step != 1 else ""))
                i = j + 1
                continue
        pieces.append(str(vs[i]))
        i += 1
    if len(pieces) > SUMMARY_PIECES:
        pieces = pieces[:SUMMARY_PIECES - 1] + [f"..({len(vs)})", pieces[-1]]
    return ",".join(pieces)


def _axis_images(model: LayoutModel, axis: int) -> list[int]:
    """Coordinate ``axis`` of the image of every input, in flat order (as :func:`flat_images`,
    one dimension at a time: ints, no tuples)."""
    images = [0]
    for d, _ in model.in_dims:
        for b in model.bases[d]:
            c = b[axis]
            images += [p ^ c for p in images] if c else images
    return images


def summary_tiles(model: LayoutModel) -> list[Tile]:
    """The tiles of each 2-D slice of a summary's region (slice by slice, row-major), with the
    inputs holding their elements, their labels and colours."""
    th, tw = model.tile
    rank = len(model.shape)
    rrange = model.region[-2] if rank >= 2 else range(1)
    crange = model.region[-1] if rank else range(1)
    nti, ntj = -(-len(rrange) // th), -(-len(crange) // tw)
    leads = model.slices
    slice_of = {lead: s for s, lead in enumerate(leads)}
    tiles = []
    for lead in leads:
        for ti in range(nti):
            rows = range(rrange.start + ti * th, min(rrange.start + (ti + 1) * th, rrange.stop))
            for tj in range(ntj):
                cols = range(crange.start + tj * tw, min(crange.start + (tj + 1) * tw, crange.stop))
                tiles.append(Tile(lead, rows, cols, []))
    r0, r1, c0, c1 = rrange.start, rrange.stop, crange.start, crange.stop
    per_slice = nti * ntj
    if rank == 2 and len(leads) == 1:
        for flat, (r, c) in enumerate(zip(_axis_images(model, 0), _axis_images(model, 1))):
            if r0 <= r < r1 and c0 <= c < c1:
                tiles[(r - r0) // th * ntj + (c - c0) // tw].flats.append(flat)
    else:
        for flat, coords in enumerate(flat_images(model.ll, [d for d, _ in model.in_dims])):
            r = coords[-2] if rank >= 2 else r0
            c = coords[-1] if rank else c0
            s = slice_of.get(tuple(coords[:-2]))
            if s is not None and r0 <= r < r1 and c0 <= c < c1:
                tiles[s * per_slice + (r - r0) // th * ntj + (c - c0) // tw].flats.append(flat)
    shared = model.kind == "shared"
    blocks = model.size("block")
    # a flat input is (register, lane, warp, block) or (offset, block), fastest first
    first = model.in_dims[0][1]  # registers, or offsets
    lanes = model.size("lane")
    threads = lanes * model.size("warp")
    for t in tiles:
        fl = t.flats
        lines = []
        if blocks > 1:
            lines.append("B" + set_text(f // (first * (1 if shared else threads)) for f in fl))
        if shared:
            offsets = {f % first for f in fl}
            lines.append(set_text(offsets))
            if fl:
                t.fill = group_colour(min(offsets) * model.elem_bits // 1024)
        else:
            tids = {f // first % threads for f in fl}
            lines.append("T" + set_text(tids))
            lines.append("r" + set_text(f % first for f in fl))
            warps = sorted({tid // lanes for tid in tids})
            if warps:
                t.fill = group_colour(warps[0])
            if len(warps) > 1:
                t.stripes = [group_colour(w) for w in warps]
        t.labels = lines if fl else ["-"]
    return tiles


def legend_entries(model: LayoutModel) -> list[tuple[str, list[Colour]]]:
    """(text, colour ramp) for each colour group of the legend."""
    if model.kind == "shared":
        lines = max(1, math.prod(size for _, size in model.in_dims) * model.elem_bits // 1024)
        return [(f"shared line {g} (bytes {g * 128}-{g * 128 + 127}), banks 0-31",
                 [shade_colour(g, b, 32) for b in range(0, 32, 4)]) for g in range(min(lines, len(PALETTE)))]
    lanes = model.size("lane")
    step = max(1, lanes // 8)
    return [(f"warp {w}, lanes 0-{lanes - 1}", [shade_colour(w, ln, lanes) for ln in range(0, lanes, step)])
            for w in range(model.size("warp"))]


def region_text(model: LayoutModel) -> str:
    """The region as ``--region`` takes it: ``start:stop`` per dimension."""
    return ",".join(f"{r.start}:{r.stop}" for r in model.region)


def legend_note(model: LayoutModel) -> list[str]:
    """The lines that say what a cell shows."""
    lines = []
    if model.cropped:
        lines.append(f"a crop of the tensor: --region={region_text(model)}")
    if model.tile is not None:
        th, tw = model.tile
        drawn = math.prod(len(r) for r in model.region)
        crop = ",".join(f"{r.start}:{r.start + min(len(r), 32 if i >= len(model.shape) - 2 else 1)}"
                        for i, r in enumerate(model.region))
        lines += [f"summarised: a cell per {th}x{tw} tile of elements ({drawn} elements, {len(model.tiles)} cells); "
                  "each row and column is headed by its first element's index",
                  f"every element: --full (up to {MAX_ELEMENTS} elements), a crop such as --region={crop}, "
                  "or --html (each element on hover)"]
        if model.kind == "shared":
            lines += ["cell: the offsets in shared memory of the tile's elements "
                      "(a-b/s: a to b in steps of s; ..(n): n offsets in all)",
                      f"colour: the 128-byte line of the smallest offset ({model.elem_bits}-bit elements); "
                      f"colours repeat every {len(PALETTE)} lines"]
        else:
            lines += ["cell: T, the threads holding the tile's elements; r, their registers "
                      "(a-b/s: a to b in steps of s; ..(n): n values in all)",
                      "colour: the first of the tile's warps"]
            if model.any_stripes():
                lines.append("bar along the bottom: all the tile's warps")
        return lines
    if model.kind == "shared":
        return lines + ["cell: its offset in shared memory",
                        f"colour: the 128-byte line of the offset ({model.elem_bits}-bit elements), lighter for "
                        f"higher 4-byte banks; colours repeat every {len(PALETTE)} lines"]
    lines += ["cell: T<thread>:<register> of each thread holding the element",
              "colour: the warp of the first, lighter for higher lanes"]
    if model.any_stripes():
        lines.append("bar along the bottom: the warps of all the threads holding it")
    return lines


# ---------------------------------------------------------------------------
# Geometry shared by SVG and PNG
# ---------------------------------------------------------------------------


@dataclass
class Geometry:
    """Where everything goes; ``measure(text)`` is a text's width in pixels."""

    measure: Callable[[str], float]
    line_h: int = 12
    pad: int = 4
    margin: int = 12
    swatch: int = 10
    items: list = field(default_factory=list)  # ("text", x, y, text, anchor, bold) / ("rect", ...) / ("cell", ...)
    width: int = 0
    height: int = 0

    def text(self, x: float, y: float, text: str, anchor: str = "start", bold: bool = False,
             colour: Colour = (0, 0, 0)) -> None:
        """``text`` with its top at ``y``."""
        self.items.append(("text", x, y, text, anchor, bold, colour))
        w = self.measure(text)
        right = x + (w if anchor == "start" else w / 2 if anchor == "middle" else 0)
        self.width = max(self.width, math.ceil(right) + self.margin)

    def rect(self, x: float, y: float, w: float, h: float, fill: Colour, stroke: Optional[Colour] = None) -> None:
        self.items.append(("rect", x, y, w, h, fill, stroke))
        self.width = max(self.width, math.ceil(x + w) + self.margin)


def cell_size(model: LayoutModel, measure: Callable[[str], float], line_h: int, pad: int) -> tuple[int, int]:
    widest = max(measure(line) for lines in model.cell_labels() for line in lines)
    return math.ceil(widest) + 2 * pad, model.label_lines() * line_h + 2 * pad + _bar_room(model)


def _bar_room(model: LayoutModel) -> int:
    """Extra height at the bottom of each cell where some cell has a bar of owner warps."""
    return STRIPE + 1 if model.any_stripes() else 0


def grid_lines(model: LayoutModel) -> tuple[list[int], list[int]]:
    """The index heading each row and each column of cells of a 2-D slice: every element of
    the region, or a summary's tiles' first elements."""
    th, tw = model.tile or (1, 1)
    return list(model.row_range[::th]), list(model.col_range[::tw])


def layout_scene(models: list[LayoutModel], measure: Callable[[str], float], line_h: int = 12) -> Geometry:
    """The picture of ``models``, one under the other: title, legend, then each 2-D slice
    with its row and column indices; a cell per element (``("cell", x, y, w, h, k, model)``,
    k the element's row-major index) or, in a summary, per tile (``("tile", x, y, w, h, t,
    model)``, t the index in ``model.tiles``)."""
    g = Geometry(measure, line_h=line_h)
    y = g.margin
    for m_index, model in enumerate(models):
        g.text(g.margin, y, model.title, bold=True)
        y += line_h + 2
        g.text(g.margin, y, model.type_text)
        y += line_h + 4
        for text, ramp in legend_entries(model):
            x = g.margin
            for c in ramp:
                g.rect(x, y, g.swatch, g.swatch, c)
                x += g.swatch
            g.text(x + 6, y - 1, text)
            y += g.swatch + 3
        for line in legend_note(model):
            g.text(g.margin, y, line)
            y += line_h
        y += 8
        cw, ch = cell_size(model, measure, line_h, g.pad)
        row_heads, col_heads = grid_lines(model)
        head_w = math.ceil(measure(str(row_heads[-1]))) + 2 * g.pad if len(model.shape) >= 2 else 0
        cols = model.cols
        t = 0
        for lead in model.slices:
            if lead:
                tail = ", :, :" if not model.cropped else "".join(f", {r.start}:{r.stop}" for r in model.region[-2:])
                g.text(g.margin, y, "[" + ", ".join(map(str, lead)) + tail + "]", bold=True)
                y += line_h + 2
            x0 = g.margin + head_w
            for j, c in enumerate(col_heads):
                g.text(x0 + j * cw + cw / 2, y, str(c), anchor="middle", colour=(80, 80, 80))
            y += line_h + 2
            base = model.slice_base(lead)
            for i, r in enumerate(row_heads):
                if head_w:
                    g.text(x0 - g.pad, y + i * ch + (ch - line_h) / 2, str(r), anchor="end", colour=(80, 80, 80))
                for j, c in enumerate(col_heads):
                    if model.tile is None:
                        g.items.append(("cell", x0 + j * cw, y + i * ch, cw, ch, base + r * cols + c, m_index))
                    else:
                        g.items.append(("tile", x0 + j * cw, y + i * ch, cw, ch, t, m_index))
                        t += 1
            g.width = max(g.width, x0 + len(col_heads) * cw + g.margin)
            y += len(row_heads) * ch + 10
        y += 8
    g.height = y + g.margin - 10
    return g


STRIPE = 3  # px: the bar of owner warps along a cell's bottom


def _stripes(x: float, w: float, colours: list[Colour]) -> list[tuple[float, float, Colour]]:
    """(x, width, colour) of each piece of a cell's bar of owner warps (inside its border)."""
    if not colours:
        return []
    inner = w - 3
    step = inner / len(colours)
    return [(x + 1 + i * step, step, c) for i, c in enumerate(colours)]


def _cell_lines_y(y: float, h: float, n: int, line_h: int) -> list[float]:
    """The tops of ``n`` label lines centred in a cell."""
    top = y + (h - n * line_h) / 2
    return [top + i * line_h for i in range(n)]


# ---------------------------------------------------------------------------
# SVG
# ---------------------------------------------------------------------------

SVG_FONT = 10  # px, monospace: 0.6 em a character
SVG_CHAR = 6.0


def _svg_measure(text: str) -> float:
    return len(text) * SVG_CHAR


def _svg_cell(x: float, y: float, w: float, h: float, lh: int, room: int, fill: Colour, lines: list[str],
              stripes: list[Colour], attrs: str, title: str, lean: bool = False) -> str:
    """A cell: ``<g ATTRS>`` holding its ``<title>``, ``<rect>`` (the fill), the bar of owner
    warps, and ``<text>`` (a ``<tspan>`` a label line).  ``lean``: the border and the text's
    anchor come from the picture's style sheet (:data:`_SVG_TILE_STYLE`), and the white ink
    from the class ``light``."""
    tops = _cell_lines_y(y, h - room, len(lines), lh)
    spans = "".join(f'<tspan x="{x + w / 2:g}" y="{t + lh - 3:g}">{html.escape(s)}</tspan>'
                    for s, t in zip(lines, tops))
    cls = "" if lean else ' class="warps"'
    bars = "".join(f'<rect{cls} x="{bx:g}" y="{y + h - STRIPE - 1:g}" width="{bw:g}" '
                   f'height="{STRIPE}" fill="{hex_colour(c)}"/>' for bx, bw, c in _stripes(x, w, stripes))
    rect = f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" fill="{hex_colour(fill)}"'
    if lean:
        ink = ' class="light"' if text_colour(fill) != (0, 0, 0) else ""
        return f'<g {attrs}><title>{html.escape(title)}</title>{rect}/>{bars}<text{ink}>{spans}</text></g>'
    return (f'<g {attrs}><title>{html.escape(title)}</title>{rect} stroke="#ffffff" stroke-width="1"/>{bars}'
            f'<text text-anchor="middle" fill="{hex_colour(text_colour(fill))}">{spans}</text></g>')


#: The style of a summary's cells (``lean`` cells of :func:`_svg_cell`).
_SVG_TILE_STYLE = ("<style>.tile>rect{stroke:#ffffff;stroke-width:1}.tile>rect~rect{stroke:none}"
                   ".tile>text{text-anchor:middle;fill:#000000}.tile>text.light{fill:#ffffff}</style>")


def render_svg(models: list[LayoutModel]) -> str:
    """An SVG picture of ``models``: each cell a ``<g class="cell">`` holding its ``<title>``
    (coordinates and owners), ``<rect>`` (the fill) and ``<text>`` (a ``<tspan>`` a label line),
    with ``data-coord`` and ``data-layout`` attributes; a summary's cells are ``<g class="tile">``
    with ``data-rows`` and ``data-cols`` (``start:stop``) and, in a 3-D or larger tensor,
    ``data-lead`` (the slice's leading indices), titled with the tile's span and its labels,
    inside one ``<g class="tiles" data-layout="i">`` a layout."""
    g = layout_scene(models, _svg_measure)
    lh = g.line_h
    rooms = [_bar_room(m) for m in models]  # once per model: each is a pass over its cells
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{g.width}" height="{g.height}" '
           f'viewBox="0 0 {g.width} {g.height}" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" '
           f'font-size="{SVG_FONT}">',
           f'<rect x="0" y="0" width="{g.width}" height="{g.height}" fill="#ffffff"/>']
    if any(m.tile is not None for m in models):
        out.insert(1, _SVG_TILE_STYLE)
    for it in g.items:
        if it[0] == "text":
            _, x, y, text, anchor, bold, colour = it
            weight = ' font-weight="bold"' if bold else ""
            out.append(f'<text x="{x:g}" y="{y + lh - 3:g}" text-anchor="{anchor}" fill="{hex_colour(colour)}"'
                       f'{weight}>{html.escape(text, quote=False)}</text>')
        elif it[0] == "rect":
            _, x, y, w, h, fill, stroke = it
            st = f' stroke="{hex_colour(stroke)}"' if stroke else ""
            out.append(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" fill="{hex_colour(fill)}"{st}/>')
        elif it[0] == "cell":
            _, x, y, w, h, k, mi = it
            model = models[mi]
            coord = ",".join(map(str, model.coord(k)))
            owners = " ".join(model.owner_label(f) for f in model.owners[k])
            out.append(_svg_cell(x, y, w, h, lh, rooms[mi], model.fills[k], model.labels[k], model.stripes[k],
                                 f'class="cell" data-layout="{mi}" data-coord="{coord}"',
                                 f'({", ".join(map(str, model.coord(k)))}): {owners}'))
        else:
            _, x, y, w, h, t, mi = it
            tile = models[mi].tiles[t]
            where = "".join(f"{i}, " for i in tile.lead)
            span = f"{where}{tile.rows.start}:{tile.rows.stop}, {tile.cols.start}:{tile.cols.stop}"
            if t == 0:  # a group of the layout's tiles
                out.append(f'<g class="tiles" data-layout="{mi}">')
            lead = f' data-lead="{",".join(map(str, tile.lead))}"' if tile.lead else ""
            out.append(_svg_cell(x, y, w, h, lh, rooms[mi], tile.fill, tile.labels, tile.stripes,
                                 f'class="tile"{lead} data-rows="{tile.rows.start}:{tile.rows.stop}" '
                                 f'data-cols="{tile.cols.start}:{tile.cols.stop}"',
                                 f"[{span}]: {' '.join(tile.labels)}", lean=True))
            if t == len(models[mi].tiles) - 1:
                out.append("</g>")
    out.append("</svg>\n")
    return "\n".join(out)


# ---------------------------------------------------------------------------
# PNG (Pillow)
# ---------------------------------------------------------------------------


def png_font():
    """The PNG's font: DejaVu Sans Mono when installed, else Pillow's default."""
    from PIL import ImageFont  # here, not at the top: Pillow is optional (pyopt-triton[png])

    for name in ("DejaVuSansMono.ttf", "LiberationMono-Regular.ttf"):
        try:
            return ImageFont.truetype(name, 10)
        except OSError:
            continue
    return ImageFont.load_default()


def png_scene(models: list[LayoutModel]):
    """(geometry, font) of the PNG picture of ``models``."""
    font = png_font()
    return layout_scene(models, lambda s: font.getlength(s)), font


def render_png(models: list[LayoutModel]) -> bytes:
    """A PNG picture of ``models``, drawn as :func:`render_svg` draws them (each cell's fill
    covers it but for a 1-pixel white border on its right and bottom)."""
    if not have_pillow():
        raise PictureError("--png needs Pillow: pip install 'pyopt-triton[png]'")
    from PIL import Image, ImageDraw  # here, not at the top: Pillow is optional (pyopt-triton[png])

    g, font = png_scene(models)
    if g.width * g.height > MAX_PNG_PIXELS:
        raise PictureError(f"the PNG would be {g.width}x{g.height} pixels; use --svg or --html for a tensor "
                           "this large")
    img = Image.new("RGB", (g.width, g.height), (255, 255, 255))
    draw = ImageDraw.Draw(img)
    lh = g.line_h
    rooms = [_bar_room(m) for m in models]  # once per model: each is a pass over its cells
    for it in g.items:
        if it[0] == "text":
            _, x, y, text, anchor, bold, colour = it
            w = font.getlength(text)
            left = x if anchor == "start" else x - w / 2 if anchor == "middle" else x - w
            draw.text((round(left), round(y)), text, fill=colour, font=font)
            if bold:
                draw.text((round(left) + 1, round(y)), text, fill=colour, font=font)
        elif it[0] == "rect":
            _, x, y, w, h, fill, stroke = it
            draw.rectangle([round(x), round(y), round(x + w) - 1, round(y + h) - 1], fill=fill, outline=stroke)
        else:
            _, x, y, w, h, k, mi = it
            model = models[mi]
            if it[0] == "cell":
                fill, stripes, lines = model.fills[k], model.stripes[k], model.labels[k]
            else:
                tile = model.tiles[k]
                fill, stripes, lines = tile.fill, tile.stripes, tile.labels
            x0, y0 = round(x), round(y)
            draw.rectangle([x0, y0, x0 + round(w) - 2, y0 + round(h) - 2], fill=fill)
            for bx, bw, c in _stripes(x, w, stripes):
                draw.rectangle([round(bx), y0 + round(h) - 2 - STRIPE, round(bx + bw) - 1, y0 + round(h) - 3], fill=c)
            ink = text_colour(fill)
            for s, t in zip(lines, _cell_lines_y(y, h - rooms[mi], len(lines), lh)):
                draw.text((round(x + (w - font.getlength(s)) / 2), round(t) + 1), s, fill=ink, font=font)
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=False)
    return buf.getvalue()


# ---------------------------------------------------------------------------
# HTML
# ---------------------------------------------------------------------------


def html_data(model: LayoutModel) -> dict:
    """The data the page's script reads: input dimensions, bases, and the owners of each
    element (row-major; a lone owner as a number)."""
    return {
        "title": model.title,
        "type": model.type_text,
        "kind": model.kind,
        "shape": list(model.shape),
        "in_dims": [[n, s] for n, s in model.in_dims],
        "bases": {d: [list(v) for v in vs] for d, vs in model.bases.items()},
        "owners": [o[0] if len(o) == 1 else o for o in model.owners],
        "labels": [model.owner_label(f) for f in range(math.prod(s for _, s in model.in_dims))],
    }


_CSS = """
:root { --z: 1; }
body { font-family: system-ui, sans-serif; margin: 12px; color: #111; }
h1 { font-size: 18px; margin: 0 0 6px; }
h2 { font-size: 14px; margin: 18px 0 4px; font-family: monospace; word-break: break-all; }
.type { font-family: monospace; margin: 0 0 6px; }
.controls { position: sticky; top: 0; background: #fff; padding: 4px 0; z-index: 10; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 4px 0 8px; font-size: 12px; }
.legend .ramp { display: inline-flex; vertical-align: middle; margin-right: 4px; }
.legend .ramp i { display: inline-block; width: 10px; height: 12px; }
.note { font-size: 12px; color: #444; margin: 2px 0 6px; }
.scroll { overflow: auto; max-height: 70vh; max-width: 100%; border: 1px solid #ccc; }
table.grid { border-collapse: separate; border-spacing: 0; table-layout: fixed;
  font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: calc(10px * var(--z)); }
table.grid td { width: calc(var(--cw) * var(--z)); min-width: calc(var(--cw) * var(--z));
  max-width: calc(var(--cw) * var(--z)); height: calc(var(--ch) * var(--z)); padding: 0;
  text-align: center; white-space: pre; overflow: hidden; line-height: 1.2;
  border-right: 1px solid #fff; border-bottom: 1px solid #fff; cursor: crosshair; }
table.grid td[style] { background-size: 100% 3px; background-repeat: no-repeat;
  background-position: bottom 1px left 0; }
table.grid td.sel { outline: 2px solid #000; outline-offset: -2px; }
table.grid th { background: #f4f4f4; color: #555; font-weight: normal; padding: 0 4px; }
table.grid thead th { position: sticky; top: 0; z-index: 2; }
table.grid tbody th { position: sticky; left: 0; z-index: 1; text-align: right; }
table.grid thead th.corner { left: 0; z-index: 3; }
#info { position: fixed; right: 12px; bottom: 12px; width: 420px; max-height: 55vh; overflow: auto;
  background: #fffffff0; border: 1px solid #888; border-radius: 4px; padding: 8px; font-family: monospace;
  font-size: 12px; white-space: pre-wrap; box-shadow: 0 2px 8px #0003; z-index: 20; }
"""

_JS = r"""
(function () {
  const layouts = JSON.parse(document.getElementById('layout-data').textContent);
  const info = document.getElementById('info');
  const fmt = v => '(' + v.join(', ') + ')';
  function decode(d, flat) {
    const ins = {};
    for (const [name, size] of d.in_dims) { ins[name] = flat % size; flat = Math.floor(flat / size); }
    return ins;
  }
  function describe(li, k) {
    const d = layouts[li];
    let rest = k; const coord = [];
    for (let i = d.shape.length - 1; i >= 0; i--) { coord.unshift(rest % d.shape[i]); rest = Math.floor(rest / d.shape[i]); }
    let owners = d.owners[k]; if (!Array.isArray(owners)) owners = [owners];
    const lines = ['element ' + fmt(coord) + ' of ' + d.type, d.title, '',
                   owners.length + (owners.length === 1 ? ' owner' : ' owners') + ':'];
    for (const f of owners) {
      const ins = decode(d, f);
      const parts = d.in_dims.map(([n]) => n + ' ' + ins[n]);
      lines.push(d.labels[f] + ': ' + parts.join(', '));
      for (const [n, size] of d.in_dims) {
        const bs = d.bases[n] || [];
        for (let b = 0; b < bs.length; b++)
          if ((ins[n] >> b) & 1) lines.push('  ' + n + ' bit ' + b + ' (' + (1 << b) + ') -> ' + fmt(bs[b]));
      }
      lines.push('  XOR of these = ' + fmt(coord));
    }
    return lines.join('\n');
  }
  let selected = null;
  function show(td, pin) {
    const table = td.closest('table');
    const li = +table.dataset.layout, base = +table.dataset.base, cols = +table.dataset.cols;
    const r = td.parentNode.rowIndex - 1, c = td.cellIndex - 1;
    const text = describe(li, base + r * cols + c);
    info.textContent = text;
    td.title = text;
    if (pin) { if (selected) selected.classList.remove('sel'); selected = td; td.classList.add('sel'); }
  }
  for (const table of document.querySelectorAll('table.grid')) {
    table.addEventListener('mouseover', e => { const td = e.target.closest('td'); if (td) show(td, false); });
    table.addEventListener('click', e => { const td = e.target.closest('td'); if (td) show(td, true); });
  }
  const zoom = document.getElementById('zoom'), zval = document.getElementById('zoom-value');
  function setZoom(z) {
    z = Math.min(4, Math.max(0.25, z)); zoom.value = z;
    document.documentElement.style.setProperty('--z', z); zval.textContent = Math.round(z * 100) + '%';
  }
  zoom.addEventListener('input', () => setZoom(+zoom.value));
  document.getElementById('zoom-out').addEventListener('click', () => setZoom(+zoom.value / 1.25));
  document.getElementById('zoom-in').addEventListener('click', () => setZoom(+zoom.value * 1.25));
  document.getElementById('zoom-reset').addEventListener('click', () => setZoom(1));
  function fromHash() {
    const z = /zoom=([\d.]+)/.exec(location.hash);
    if (z) setZoom(+z[1]);
    const m = /cell=(\d+):([\d,]+)/.exec(location.hash);
    if (!m) return;
    const li = +m[1], coord = m[2].split(',').map(Number), d = layouts[li];
    if (!d || coord.length !== Math.max(d.shape.length, 1)) return;
    let k = 0; for (let i = 0; i < d.shape.length; i++) k = k * d.shape[i] + coord[i];
    const cols = d.shape.length ? d.shape[d.shape.length - 1] : 1;
    const rows = d.shape.length >= 2 ? d.shape[d.shape.length - 2] : 1;
    const base = k - k % (rows * cols), r = Math.floor((k - base) / cols), c = (k - base) % cols;
    const table = document.querySelector('table.grid[data-layout="' + li + '"][data-base="' + base + '"]');
    if (!table) return;
    const td = table.tBodies[0].rows[r].cells[c + 1];
    show(td, true); td.scrollIntoView({block: 'nearest', inline: 'nearest'});
  }
  window.addEventListener('hashchange', fromHash);
  fromHash();
  document.body.dataset.ready = '1';
})();
"""


def render_html(models: list[LayoutModel]) -> str:
    """A page of ``models``: the table page (:func:`render_table_html`) where each is drawn
    whole, element by element; else the canvas page (:func:`render_canvas_html`)."""
    if any(m.tile is not None or m.cropped for m in models):
        return render_canvas_html(models)
    return render_table_html(models)


def render_table_html(models: list[LayoutModel]) -> str:
    """A page of ``models``: for each, its title, type and legend, then its 2-D slices as
    tables of fixed-size cells (the labels and colours of :func:`render_svg`) in scrolling
    boxes with sticky headers; a zoom control; hover details from the embedded data
    (``<script id="layout-data" type="application/json">``, :func:`html_data`)."""
    colour_class: dict[Colour, str] = {}

    def cls(c: Colour) -> str:
        if c not in colour_class:
            colour_class[c] = f"c{len(colour_class)}"
        return colour_class[c]

    body: list[str] = []
    for mi, model in enumerate(models):
        cw, ch = cell_size(model, _svg_measure, 12, 4)
        body.append(f'<section class="layout" data-layout="{mi}" style="--cw: {cw}px; --ch: {ch}px">')
        body.append(f"<h2>{html.escape(model.title)}</h2>")
        body.append(f'<p class="type">{html.escape(model.type_text)}</p>')
        body.append('<div class="legend">')
        for text, ramp in legend_entries(model):
            swatches = "".join(f'<i style="background:{hex_colour(c)}"></i>' for c in ramp)
            body.append(f'<span><span class="ramp">{swatches}</span>{html.escape(text)}</span>')
        body.append("</div>")
        body.append(f'<p class="note">{"<br>".join(html.escape(line) for line in legend_note(model))}</p>')
        rows, cols = model.rows, model.cols
        for lead in model.slices:
            base = 0
            for i, s in enumerate(lead):
                base = base * model.shape[i] + s
            base *= rows * cols
            if lead:
                body.append(f'<h3>[{", ".join(map(str, lead))}, :, :]</h3>')
            body.append(f'<div class="scroll"><table class="grid" data-layout="{mi}" data-base="{base}" '
                        f'data-cols="{cols}"><thead><tr><th class="corner"></th>')
            body.append("".join(f"<th>{c}</th>" for c in range(cols)))
            body.append("</tr></thead><tbody>")
            for r in range(rows):
                cells = []
                for c in range(cols):
                    k = base + r * cols + c
                    label = html.escape("\n".join(model.labels[k]))
                    bar = ""
                    if model.stripes[k]:
                        n = len(model.stripes[k])
                        stops = ", ".join(f"{hex_colour(c)} {100 * i / n:.4g}% {100 * (i + 1) / n:.4g}%"
                                          for i, c in enumerate(model.stripes[k]))
                        bar = f' style="background-image: linear-gradient(to right, {stops})"'
                    cells.append(f'<td class="{cls(model.fills[k])}"{bar}>{label}</td>')
                head = str(r) if len(model.shape) >= 2 else ""
                body.append(f"<tr><th>{head}</th>{''.join(cells)}</tr>")
            body.append("</tbody></table></div>")
        body.append("</section>")
    css_rules = "\n".join(f".{name} {{ background: {hex_colour(c)}; color: {hex_colour(text_colour(c))}; }}"
                          for c, name in colour_class.items())
    data = json.dumps([html_data(m) for m in models], separators=(",", ":")).replace("</", "<\\/")
    title = html.escape(models[0].title if len(models) == 1 else f"{len(models)} layouts")
    return "".join([
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n",
        f"<title>pyopt layout: {title}</title>\n<style>{_CSS}{css_rules}\n</style>\n</head>\n<body>\n",
        '<div class="controls"><h1>pyopt layout</h1>',
        '<label>zoom <button id="zoom-out" type="button">&minus;</button> ',
        '<input id="zoom" type="range" min="0.25" max="4" step="0.05" value="1"> ',
        '<button id="zoom-in" type="button">+</button> <span id="zoom-value">100%</span> ',
        '<button id="zoom-reset" type="button">reset</button></label></div>\n',
        "\n".join(body),
        '\n<div id="info">hover over a cell (click to pin it): its coordinates, every thread or offset '
        'holding it, and the linear-layout bases that make it up</div>\n',
        f'<script id="layout-data" type="application/json">{data}</script>\n',
        f"<script>{_JS}</script>\n</body>\n</html>\n",
    ])


# ---------------------------------------------------------------------------
# HTML: the canvas page (large tensors, crops)
# ---------------------------------------------------------------------------


def colour_table(model: LayoutModel) -> tuple[int, int, list[str]]:
    """(steps, period, colours): the fill of an owner in group g (warp, or 128-byte line) at
    step s (lane, or 4-byte bank) is ``colours[(g % period) * steps + s]``
    (:func:`shade_colour`); the table holds the groups the layout has, up to
    :data:`GROUP_PERIOD` (after which group colours repeat)."""
    if model.kind == "shared":
        steps = 32
        groups = -(-math.prod(size for _, size in model.in_dims) * model.elem_bits // 1024)
    else:
        steps, groups = model.size("lane"), model.size("warp")
    period = max(1, min(GROUP_PERIOD, groups))
    return steps, period, [hex_colour(shade_colour(g, s, steps)) for g in range(period) for s in range(steps)]


def canvas_data(model: LayoutModel) -> dict:
    """What the canvas page's script draws from: the linear layout (input dimensions and
    bases: the script maps every input to its element), the region, and the colours."""
    steps, period, colours = colour_table(model)
    return {
        "title": model.title,
        "type": model.type_text,
        "kind": model.kind,
        "shape": list(model.shape),
        "region": [[r.start, r.stop] for r in model.region],
        "in_dims": [[n, s] for n, s in model.in_dims],
        "bases": {d: [list(v) for v in vs] for d, vs in model.bases.items()},
        "elem_bits": model.elem_bits,
        "steps": steps,
        "period": period,
        "colours": colours,
        "max_lines": MAX_LINES,
    }


def canvas_note(model: LayoutModel) -> list[str]:
    """The lines that say what the canvas page shows."""
    lines = []
    if model.cropped:
        lines.append(f"a crop of the tensor: --region={region_text(model)}")
    what = ("its offset in shared memory" if model.kind == "shared"
            else "T<thread>:<register> of each thread holding the element")
    lines += [f"every element is drawn ({math.prod(len(r) for r in model.region)}); zoom in to read each cell's "
              f"label ({what}), hover over a cell (click to pin it) for its owners and bases",
              "colour: " + (f"the 128-byte line of the offset ({model.elem_bits}-bit elements), lighter for higher "
                            f"4-byte banks" if model.kind == "shared" else
                            "the warp of the first owner, lighter for higher lanes; a bar along the bottom: the "
                            "warps of all its owners, where several")]
    return lines


_CANVAS_CSS = """
body { font-family: system-ui, sans-serif; margin: 12px; color: #111; }
h1 { font-size: 18px; margin: 0 0 6px; }
h2 { font-size: 14px; margin: 18px 0 4px; font-family: monospace; word-break: break-all; }
h3 { font-size: 13px; margin: 8px 0 4px; font-family: monospace; }
.type { font-family: monospace; margin: 0 0 6px; }
.controls { position: sticky; top: 0; background: #fff; padding: 4px 0; z-index: 10; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 4px 0 8px; font-size: 12px; }
.legend .ramp { display: inline-flex; vertical-align: middle; margin-right: 4px; }
.legend .ramp i { display: inline-block; width: 10px; height: 12px; }
.note { font-size: 12px; color: #444; margin: 2px 0 6px; }
.view { position: relative; overflow: auto; height: 70vh; max-width: 100%; border: 1px solid #ccc; }
.view canvas { position: absolute; left: 0; top: 0; cursor: crosshair; }
.view .spacer { pointer-events: none; }
#info { position: fixed; right: 12px; bottom: 12px; width: 420px; max-height: 55vh; overflow: auto;
  background: #fffffff0; border: 1px solid #888; border-radius: 4px; padding: 8px; font-family: monospace;
  font-size: 12px; white-space: pre-wrap; box-shadow: 0 2px 8px #0003; z-index: 20; }
"""

_CANVAS_JS = r"""
(function () {
  const layouts = JSON.parse(document.getElementById('layout-data').textContent);
  const info = document.getElementById('info'), controls = document.querySelector('.controls');
  const fmt = v => '(' + v.join(', ') + ')';
  const FONT = '"DejaVu Sans Mono", Menlo, Consolas, monospace', HEAD = 16, PAD = 4, LINE = 12;
  function decode(d, flat) {
    const ins = {};
    for (const [name, size] of d.in_dims) { ins[name] = flat % size; flat = Math.floor(flat / size); }
    return ins;
  }
  function size(d, name) { for (const [n, s] of d.in_dims) if (n === name) return s; return 1; }
  // every input's element (row-major index), by doubling over the bases as the layout adds them
  // up; then the owners of each element, in input order (CSR: start[k] .. start[k + 1])
  function prepare(d) {
    const rank = d.shape.length, strides = new Array(rank).fill(1);
    for (let i = rank - 2; i >= 0; i--) strides[i] = strides[i + 1] * d.shape[i + 1];
    let total = 1; for (const [, s] of d.in_dims) total *= s;
    const coords = [];
    for (let o = 0; o < rank; o++) {
      const img = new Int32Array(total); let n = 1;
      for (const [name] of d.in_dims) for (const b of d.bases[name] || []) {
        for (let i = 0; i < n; i++) img[n + i] = img[i] ^ b[o];
        n *= 2;
      }
      coords.push(img);
    }
    const elems = d.shape.reduce((a, b) => a * b, 1);
    const elemOf = new Int32Array(total), start = new Int32Array(elems + 1);
    for (let f = 0; f < total; f++) {
      let k = 0; for (let o = 0; o < rank; o++) k += coords[o][f] * strides[o];
      elemOf[f] = k; start[k + 1]++;
    }
    for (let k = 0; k < elems; k++) start[k + 1] += start[k];
    const fill = start.slice(0, elems), owners = new Int32Array(total);
    for (let f = 0; f < total; f++) owners[fill[elemOf[f]]++] = f;
    d.start = start; d.ownerList = owners; d.lanes = size(d, 'lane'); d.blocks = size(d, 'block');
    d.strides = strides;
    let most = 1, longest = 1;
    for (let k = 0; k < elems; k++) most = Math.max(most, start[k + 1] - start[k]);
    for (const f of [total - 1]) longest = label(d, f).length;
    d.lines = Math.min(most, d.max_lines);
    d.multiWarp = false;
    if (d.kind !== 'shared') for (let k = 0; k < elems && !d.multiWarp; k++) d.multiWarp = warps(d, k).length > 1;
    d.cw = 6 * longest + 2 * PAD; d.ch = d.lines * LINE + 2 * PAD + (d.multiWarp ? 4 : 0);
  }
  function ownersOf(d, k) { return Array.from(d.ownerList.subarray(d.start[k], d.start[k + 1])); }
  function label(d, f) {
    const ins = decode(d, f), prefix = d.blocks > 1 ? 'B' + ins.block + ':' : '';
    if (d.kind === 'shared') return prefix + ins.offset;
    return prefix + 'T' + (ins.lane + ins.warp * d.lanes) + ':' + ins.register;
  }
  function colourOf(d, f) {
    const ins = decode(d, f);
    if (d.kind === 'shared') {
      const bits = ins.offset * d.elem_bits;
      return d.colours[(Math.floor(bits / 1024) % d.period) * d.steps + Math.floor(bits / 32) % 32];
    }
    return d.colours[(ins.warp % d.period) * d.steps + ins.lane];
  }
  function warps(d, k) {
    const out = [];
    for (let i = d.start[k]; i < d.start[k + 1]; i++) {
      const w = decode(d, d.ownerList[i]).warp, c = d.colours[(w % d.period) * d.steps];
      if (!out.includes(c)) out.push(c);
    }
    return out;
  }
  function coordOf(d, k) {
    const coord = []; let rest = k;
    for (let i = d.shape.length - 1; i >= 0; i--) {
      coord.unshift(rest % d.shape[i]); rest = Math.floor(rest / d.shape[i]);
    }
    return coord;
  }
  function describe(d, k) {
    const coord = coordOf(d, k), owners = ownersOf(d, k);
    const lines = ['element ' + fmt(coord) + ' of ' + d.type, d.title, '',
                   owners.length + (owners.length === 1 ? ' owner' : ' owners') + ':'];
    for (const f of owners) {
      const ins = decode(d, f);
      lines.push(label(d, f) + ': ' + d.in_dims.map(([n]) => n + ' ' + ins[n]).join(', '));
      for (const [n] of d.in_dims) {
        const bs = d.bases[n] || [];
        for (let b = 0; b < bs.length; b++)
          if ((ins[n] >> b) & 1) lines.push('  ' + n + ' bit ' + b + ' (' + (1 << b) + ') -> ' + fmt(bs[b]));
      }
      lines.push('  XOR of these = ' + fmt(coord));
    }
    return lines.join('\n');
  }
  let zoom = 1, selected = null;
  const views = [];
  for (const el of document.querySelectorAll('.view')) {
    const d = layouts[+el.dataset.layout];
    if (!d.start) prepare(d);
    const lead = el.dataset.lead ? el.dataset.lead.split(',').map(Number) : [];
    const rank = d.shape.length;
    const rows = rank >= 2 ? d.region[rank - 2] : [0, 1], cols = rank ? d.region[rank - 1] : [0, 1];
    let base = 0; for (let i = 0; i < lead.length; i++) base = base * d.shape[i] + lead[i];
    base *= (rank >= 2 ? d.shape[rank - 2] : 1) * (rank ? d.shape[rank - 1] : 1);
    const v = {el, d, li: +el.dataset.layout, lead, rows, cols, base, canvas: el.querySelector('canvas'),
               spacer: el.querySelector('.spacer'), headW: 6 * String(rows[1] - 1).length + 2 * PAD};
    if (rank < 2) v.headW = 0;
    views.push(v);
  }
  function elementAt(v, r, c) { return v.base + r * (v.d.shape.length >= 2 ? v.d.shape[v.d.shape.length - 1] : 0) + c; }
  function geometry(v) { return {cw: v.d.cw * zoom, ch: v.d.ch * zoom}; }
  function draw(v) {
    const {el, d, canvas} = v, W = el.clientWidth, H = el.clientHeight, {cw, ch} = geometry(v);
    v.spacer.style.width = (v.headW + (v.cols[1] - v.cols[0]) * cw) + 'px';
    v.spacer.style.height = (HEAD + (v.rows[1] - v.rows[0]) * ch) + 'px';
    const box = el.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) {  // out of sight: no canvas memory
      if (canvas.width) { canvas.width = 0; canvas.height = 0; }
      return;
    }
    if (canvas.width !== W || canvas.height !== H) { canvas.width = W; canvas.height = H; }
    const sx = el.scrollLeft, sy = el.scrollTop;
    canvas.style.left = sx + 'px'; canvas.style.top = sy + 'px';
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff'; ctx.fillRect(0, 0, W, H);
    const c0 = Math.max(0, Math.floor(sx / cw)), c1 = Math.min(v.cols[1] - v.cols[0], Math.ceil((sx + W) / cw));
    const r0 = Math.max(0, Math.floor(sy / ch)), r1 = Math.min(v.rows[1] - v.rows[0], Math.ceil((sy + H) / ch));
    const gap = cw >= 4 && ch >= 4 ? 1 : 0, fs = 10 * zoom, labels = fs >= 6;
    ctx.font = fs + 'px ' + FONT; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    for (let i = r0; i < r1; i++) for (let j = c0; j < c1; j++) {
      const k = elementAt(v, v.rows[0] + i, v.cols[0] + j);
      const x = v.headW + j * cw - sx, y = HEAD + i * ch - sy;
      const n = d.start[k + 1] - d.start[k];
      const fill = n ? colourOf(d, d.ownerList[d.start[k]]) : '#ffffff';
      ctx.fillStyle = fill; ctx.fillRect(x, y, cw - gap, ch - gap);
      if (d.multiWarp && ch >= 8) {
        const ws = warps(d, k);
        if (ws.length > 1) ws.forEach((c, w) => {
          const bw = (cw - 3) / ws.length;
          ctx.fillStyle = c; ctx.fillRect(x + 1 + w * bw, y + ch - 4 * zoom, bw, 3 * zoom);
        });
      }
      if (labels) {
        let names = ownersOf(d, k).map(f => label(d, f));
        if (names.length > d.max_lines)
          names = names.slice(0, d.max_lines - 1).concat(['+' + (names.length - d.max_lines + 1)]);
        if (!names.length) names = ['-'];
        ctx.fillStyle = inkOn(fill);
        const top = y + (ch - (d.multiWarp ? 4 * zoom : 0) - names.length * LINE * zoom) / 2;
        names.forEach((s, l) => ctx.fillText(s, x + cw / 2, top + (l + 0.5) * LINE * zoom));
      }
      if (selected && selected.v === v && selected.k === k) {
        ctx.strokeStyle = '#000000'; ctx.lineWidth = 2; ctx.strokeRect(x + 1, y + 1, cw - 3, ch - 3);
      }
    }
    // the headers: column indices along the top, row indices down the left, as many as fit
    ctx.fillStyle = '#f4f4f4'; ctx.fillRect(0, 0, W, HEAD); if (v.headW) ctx.fillRect(0, 0, v.headW, H);
    ctx.fillStyle = '#555555'; ctx.font = '10px ' + FONT;
    const everyC = Math.pow(2, Math.max(0, Math.ceil(Math.log2(6 * (String(v.cols[1]).length + 1) / cw))));
    ctx.textAlign = everyC === 1 ? 'center' : 'left';
    for (let j = c0; j < c1; j++) if ((v.cols[0] + j) % everyC === 0)
      ctx.fillText(String(v.cols[0] + j), v.headW + j * cw - sx + (everyC === 1 ? cw / 2 : 1), HEAD / 2);
    if (v.headW) {
      ctx.textAlign = 'right';
      const everyR = Math.pow(2, Math.max(0, Math.ceil(Math.log2(LINE / ch))));
      ctx.textBaseline = everyR === 1 ? 'middle' : 'top';
      for (let i = r0; i < r1; i++) if ((v.rows[0] + i) % everyR === 0)
        ctx.fillText(String(v.rows[0] + i), v.headW - PAD, HEAD + i * ch - sy + (everyR === 1 ? ch / 2 : 1));
    }
    ctx.fillStyle = '#f4f4f4'; ctx.fillRect(0, 0, v.headW, HEAD);
  }
  function inkOn(hex) {
    const lin = x => { x /= 255; return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
    const c = [1, 3, 5].map(i => parseInt(hex.substr(i, 2), 16));
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]) > 0.18 ? '#000000' : '#ffffff';
  }
  function hit(v, e) {
    const box = v.canvas.getBoundingClientRect(), {cw, ch} = geometry(v);
    const x = e.clientX - box.left + v.el.scrollLeft - v.headW, y = e.clientY - box.top + v.el.scrollTop - HEAD;
    const j = Math.floor(x / cw), i = Math.floor(y / ch);
    if (x < 0 || y < 0 || j >= v.cols[1] - v.cols[0] || i >= v.rows[1] - v.rows[0]) return null;
    return elementAt(v, v.rows[0] + i, v.cols[0] + j);
  }
  function show(v, k, pin) {
    info.textContent = describe(v.d, k);
    if (pin) { const old = selected && selected.v; selected = {v, k}; if (old && old !== v) draw(old); draw(v); }
  }
  for (const v of views) {
    v.el.addEventListener('scroll', () => draw(v));
    v.canvas.addEventListener('mousemove', e => { const k = hit(v, e); if (k !== null) show(v, k, false); });
    v.canvas.addEventListener('click', e => { const k = hit(v, e); if (k !== null) show(v, k, true); });
  }
  function redraw() { for (const v of views) draw(v); }
  window.addEventListener('resize', redraw);
  let pending = false;  // the views coming into sight as the page scrolls, once a frame
  window.addEventListener('scroll', () => {
    if (!pending) { pending = true; requestAnimationFrame(() => { pending = false; redraw(); }); }
  });
  const zin = document.getElementById('zoom'), zval = document.getElementById('zoom-value');
  function setZoom(z) {
    zoom = Math.min(4, Math.max(0.05, z)); zin.value = zoom;
    zval.textContent = Math.round(zoom * 100) + '%'; redraw();
  }
  zin.addEventListener('input', () => setZoom(+zin.value));
  document.getElementById('zoom-out').addEventListener('click', () => setZoom(zoom / 1.25));
  document.getElementById('zoom-in').addEventListener('click', () => setZoom(zoom * 1.25));
  document.getElementById('zoom-reset').addEventListener('click', () => setZoom(1));
  // the whole width of the widest slice in view at first, at most 100%
  const fit = Math.min(...views.filter(v => v.el.clientWidth > 0)
                               .map(v => (v.el.clientWidth - v.headW) / ((v.cols[1] - v.cols[0]) * v.d.cw)));
  function cellBox(li, coord) {
    // the view holding element coord of layout li, and the cell's position in it (scrolled into view)
    for (const v of views) {
      const d = v.d, rank = d.shape.length;
      if (v.li !== li || coord.length !== Math.max(rank, 1)) continue;
      if (v.lead.some((x, i) => x !== coord[i])) continue;
      const r = rank >= 2 ? coord[rank - 2] : 0, c = rank ? coord[rank - 1] : coord[0];
      if (r < v.rows[0] || r >= v.rows[1] || c < v.cols[0] || c >= v.cols[1]) return null;
      const {cw, ch} = geometry(v), i = r - v.rows[0], j = c - v.cols[0];
      // the view just below the controls, the cell a third of the way across and down it (clear
      // of the details box in the bottom right corner)
      window.scrollBy(0, v.el.getBoundingClientRect().top - controls.getBoundingClientRect().bottom - 4);
      v.el.scrollLeft = Math.max(0, v.headW + (j + 0.5) * cw - v.el.clientWidth / 3);
      v.el.scrollTop = Math.max(0, HEAD + (i + 0.5) * ch - v.el.clientHeight / 3);
      draw(v);
      const box = v.canvas.getBoundingClientRect();
      return {v, k: elementAt(v, r, c), x: box.left + v.headW + (j + 0.5) * cw - v.el.scrollLeft,
              y: box.top + HEAD + (i + 0.5) * ch - v.el.scrollTop};
    }
    return null;
  }
  function fromHash() {
    const z = /zoom=([\d.]+)/.exec(location.hash);
    setZoom(z ? +z[1] : Math.min(1, fit));
    const m = /cell=(\d+):([\d,]+)/.exec(location.hash);
    if (!m) return;
    const at = cellBox(+m[1], m[2].split(',').map(Number));
    if (at) show(at.v, at.k, true);
  }
  window.addEventListener('hashchange', fromHash);
  fromHash();
  window.pyoptLayout = {cellBox: (li, coord) => { const b = cellBox(li, coord); return b && {x: b.x, y: b.y}; }};
  document.body.dataset.ready = '1';
})();
"""


def render_canvas_html(models: list[LayoutModel]) -> str:
    """A page of ``models`` drawn on canvases: for each, its title, type, legend and note, then
    each 2-D slice of its region as a scrolling view whose canvas draws the cells in sight
    (every element, labelled when zoomed in far enough); the script computes each element's
    owners from the embedded linear layouts (``<script id="layout-data"
    type="application/json">``, :func:`canvas_data`), so the page stays small however large
    the tensor; hover details as the table page's."""
    body: list[str] = []
    for mi, model in enumerate(models):
        body.append(f'<section class="layout" data-layout="{mi}">')
        body.append(f"<h2>{html.escape(model.title)}</h2>")
        body.append(f'<p class="type">{html.escape(model.type_text)}</p>')
        body.append('<div class="legend">')
        for text, ramp in legend_entries(model):
            swatches = "".join(f'<i style="background:{hex_colour(c)}"></i>' for c in ramp)
            body.append(f'<span><span class="ramp">{swatches}</span>{html.escape(text)}</span>')
        body.append("</div>")
        body.append(f'<p class="note">{"<br>".join(html.escape(line) for line in canvas_note(model))}</p>')
        for lead in model.slices:
            if lead:
                tail = "".join(f", {r.start}:{r.stop}" for r in model.region[-2:]) if model.cropped else ", :, :"
                body.append(f'<h3>[{", ".join(map(str, lead))}{tail}]</h3>')
            body.append(f'<div class="view" data-layout="{mi}" data-lead="{",".join(map(str, lead))}">'
                        '<div class="spacer"></div><canvas></canvas></div>')
        body.append("</section>")
    data = json.dumps([canvas_data(m) for m in models], separators=(",", ":")).replace("</", "<\\/")
    title = html.escape(models[0].title if len(models) == 1 else f"{len(models)} layouts")
    return "".join([
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n",
        f"<title>pyopt layout: {title}</title>\n<style>{_CANVAS_CSS}</style>\n</head>\n<body>\n",
        '<div class="controls"><h1>pyopt layout</h1>',
        '<label>zoom <button id="zoom-out" type="button">&minus;</button> ',
        '<input id="zoom" type="range" min="0.05" max="4" step="0.01" value="1"> ',
        '<button id="zoom-in" type="button">+</button> <span id="zoom-value">100%</span> ',
        '<button id="zoom-reset" type="button">reset</button></label></div>\n',
        "\n".join(body),
        '\n<div id="info">hover over a cell (click to pin it): its coordinates, every thread or offset '
        'holding it, and the linear-layout bases that make it up</div>\n',
        f'<script id="layout-data" type="application/json">{data}</script>\n',
        f"<script>{_CANVAS_JS}</script>\n</body>\n</html>\n",
    ])
