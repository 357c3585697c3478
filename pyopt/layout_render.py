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
"""

from __future__ import annotations

import html
import io
import json
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
#: The largest tensors drawn (elements), and the largest PNG (pixels).  At 2^16 elements
#: (256x256) a picture takes about 3 s (SVG: 110 MB of memory, an 18 MB file), 2 s (HTML:
#: 70 MB) or 11 s (PNG: 390 MB); at 2^20 they took 26-42 s and up to 1.4 GB, for files (a
#: 300 MB SVG) no viewer opens.
MAX_ELEMENTS = 1 << 16
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


def group_colour(group: int) -> Colour:
    """The base colour of warp (or shared line) ``group``: the palette, darker on each round."""
    base = PALETTE[group % len(PALETTE)]
    return _darken(base, (0.0, 0.3, 0.5)[(group // len(PALETTE)) % 3])


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
        """The leading indices of each 2-D slice (one empty tuple up to rank 2)."""
        lead = self.shape[:-2]
        out: list[tuple[int, ...]] = [()]
        for s in lead:
            out = [t + (i,) for t in out for i in range(s)]
        return out

    def label_lines(self) -> int:
        return max((len(lines) for lines in self.labels), default=1)


def layout_model(tensor, name: Optional[str] = None) -> LayoutModel:
    """The owners of every element of ``tensor`` (a ranked tensor type with a distributed or
    shared encoding), from its linear layout."""
    layout = tensor.encoding
    shape = tuple(tensor.shape)
    total = math.prod(shape)
    if total > MAX_ELEMENTS:
        raise PictureError(f"the tensor has {total} elements; pictures are drawn up to {MAX_ELEMENTS} "
                           "(draw a smaller shape given with -t, or print the layout as text)")
    ll = to_linear_layout(layout, list(shape))
    shared = isinstance(layout, SharedEncoding)
    dims = ["offset", "block"] if shared else ["register", "lane", "warp", "block"]
    in_dims = [(d, ll.get_in_dim_size(d)) for d in dims]
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    owners: list[list[int]] = [[] for _ in range(total)]
    for flat, coords in enumerate(flat_images(ll, dims)):
        owners[sum(c * s for c, s in zip(coords, strides))].append(flat)
    bases = {d: [tuple(v) for v in ll.bases.get(d, [])] for d in dims}
    try:
        bits = bit_width(tensor.element)
    except TypeError:
        bits = 32
    model = LayoutModel(name, render_standalone(layout), render_standalone(tensor.with_encoding(None)),
                        shape, "shared" if shared else "distributed", in_dims, bases, owners, bits)
    white = (255, 255, 255)
    for flats in owners:
        model.fills.append(model.owner_colour(flats[0]) if flats else white)
        groups: list[Colour] = []
        if not shared:
            for f in flats:
                c = group_colour(model.decode(f)["warp"])
                if c not in groups:
                    groups.append(c)
        model.stripes.append(groups if len(groups) > 1 else [])
        names = [model.owner_label(f) for f in flats]
        if len(names) > MAX_LINES:
            names = names[:MAX_LINES - 1] + [f"+{len(names) - MAX_LINES + 1}"]
        model.labels.append(names or ["-"])
    return model


def legend_entries(model: LayoutModel) -> list[tuple[str, list[Colour]]]:
    """(text, colour ramp) for each colour group of the legend."""
    if model.kind == "shared":
        lines = max(1, (max((f for fl in model.owners for f in fl), default=0) + 1) * model.elem_bits // 1024)
        return [(f"shared line {g} (bytes {g * 128}-{g * 128 + 127}), banks 0-31",
                 [shade_colour(g, b, 32) for b in range(0, 32, 4)]) for g in range(min(lines, len(PALETTE)))]
    lanes = model.size("lane")
    step = max(1, lanes // 8)
    return [(f"warp {w}, lanes 0-{lanes - 1}", [shade_colour(w, ln, lanes) for ln in range(0, lanes, step)])
            for w in range(model.size("warp"))]


def legend_note(model: LayoutModel) -> list[str]:
    """The lines that say what a cell shows."""
    if model.kind == "shared":
        return ["cell: its offset in shared memory",
                f"colour: the 128-byte line of the offset ({model.elem_bits}-bit elements), lighter for higher "
                f"4-byte banks; colours repeat every {len(PALETTE)} lines"]
    lines = ["cell: T<thread>:<register> of each thread holding the element",
             "colour: the warp of the first, lighter for higher lanes"]
    if any(model.stripes):
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
    widest = max(measure(line) for lines in model.labels for line in lines)
    return math.ceil(widest) + 2 * pad, model.label_lines() * line_h + 2 * pad + _bar_room(model)


def _bar_room(model: LayoutModel) -> int:
    """Extra height at the bottom of each cell where some cell has a bar of owner warps."""
    return STRIPE + 1 if any(model.stripes) else 0


def layout_scene(models: list[LayoutModel], measure: Callable[[str], float], line_h: int = 12) -> Geometry:
    """The picture of ``models``, one under the other: title, legend, then each 2-D slice
    with its row and column indices."""
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
        rows, cols = model.rows, model.cols
        head_w = math.ceil(measure(str(rows - 1))) + 2 * g.pad if len(model.shape) >= 2 else 0
        for lead in model.slices:
            if lead:
                g.text(g.margin, y, "[" + ", ".join(map(str, lead)) + ", :, :]", bold=True)
                y += line_h + 2
            x0 = g.margin + head_w
            for c in range(cols):
                g.text(x0 + c * cw + cw / 2, y, str(c), anchor="middle", colour=(80, 80, 80))
            y += line_h + 2
            base = 0
            for i, s in enumerate(lead):
                base = base * model.shape[i] + s
            base *= rows * cols
            for r in range(rows):
                if head_w:
                    g.text(x0 - g.pad, y + r * ch + (ch - line_h) / 2, str(r), anchor="end", colour=(80, 80, 80))
                for c in range(cols):
                    k = base + r * cols + c
                    g.items.append(("cell", x0 + c * cw, y + r * ch, cw, ch, k, m_index))
            g.width = max(g.width, x0 + cols * cw + g.margin)
            y += rows * ch + 10
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


def render_svg(models: list[LayoutModel]) -> str:
    """An SVG picture of ``models``: each cell a ``<g class="cell">`` holding its ``<title>``
    (coordinates and owners), ``<rect>`` (the fill) and ``<text>`` (a ``<tspan>`` a label line),
    with ``data-coord`` and ``data-layout`` attributes."""
    g = layout_scene(models, _svg_measure)
    lh = g.line_h
    rooms = [_bar_room(m) for m in models]  # once per model: each is a pass over its cells
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{g.width}" height="{g.height}" '
           f'viewBox="0 0 {g.width} {g.height}" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" '
           f'font-size="{SVG_FONT}">',
           f'<rect x="0" y="0" width="{g.width}" height="{g.height}" fill="#ffffff"/>']
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
        else:
            _, x, y, w, h, k, mi = it
            model = models[mi]
            fill = model.fills[k]
            coord = model.coord(k)
            lines = model.labels[k]
            owners = " ".join(model.owner_label(f) for f in model.owners[k])
            tops = _cell_lines_y(y, h - rooms[mi], len(lines), lh)
            spans = "".join(f'<tspan x="{x + w / 2:g}" y="{t + lh - 3:g}">{html.escape(s)}</tspan>'
                            for s, t in zip(lines, tops))
            bars = "".join(f'<rect class="warps" x="{bx:g}" y="{y + h - STRIPE - 1:g}" width="{bw:g}" '
                           f'height="{STRIPE}" fill="{hex_colour(c)}"/>' for bx, bw, c in _stripes(x, w, model.stripes[k]))
            out.append(f'<g class="cell" data-layout="{mi}" data-coord="{",".join(map(str, coord))}">'
                       f'<title>({", ".join(map(str, coord))}): {html.escape(owners)}</title>'
                       f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" fill="{hex_colour(fill)}" '
                       f'stroke="#ffffff" stroke-width="1"/>{bars}'
                       f'<text text-anchor="middle" fill="{hex_colour(text_colour(fill))}">{spans}</text></g>')
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
            fill = model.fills[k]
            x0, y0 = round(x), round(y)
            draw.rectangle([x0, y0, x0 + round(w) - 2, y0 + round(h) - 2], fill=fill)
            for bx, bw, c in _stripes(x, w, model.stripes[k]):
                draw.rectangle([round(bx), y0 + round(h) - 2 - STRIPE, round(bx + bw) - 1, y0 + round(h) - 3], fill=c)
            ink = text_colour(fill)
            lines = model.labels[k]
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
