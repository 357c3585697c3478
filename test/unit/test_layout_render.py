"""Pictures of layouts (pyopt/layout_render.py, ``pyopt layout --svg/--png/--html``).

The labels are checked against the text Triton's ``getLayoutStr`` prints (pyopt's
``get_layout_str``, itself compared with libtriton in test_layout_tool.py), the colours against
the palette rule written out again here: warp w's colour is Okabe-Ito's colour w, mixed with
white by 0.6 * lane / (lanes - 1).  The browser test of the HTML page is test/browser/.
"""

from __future__ import annotations

import io
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pyopt import cli, layout_render
from pyopt.dialects.ttg.attrs import to_linear_layout
from pyopt.dialects.ttg.layout_str import get_layout_str
from pyopt.syntax.attrparser import AttrParser

SVG = "{http://www.w3.org/2000/svg}"
BLOCKED = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"
MFMA = "#ttg.amd_mfma<{version = 2, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], isTransposed = true}>"
SHARED = "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>"
BLOCKED3 = ("#ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 1, 1], "
            "order = [2, 1, 0]}>")
SLICE = ("#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], "
         "warpsPerCTA = [4, 1], order = [1, 0]}>}>")
OKABE_ITO = ["#56b4e9", "#e69f00", "#009e73", "#cc79a7", "#f0e442", "#0072b2", "#d55e00", "#999999"]


def tensor(attr: str, type_text: str):
    return AttrParser().parse_type(type_text[:-1] + ", " + attr + ">")


def run(args: list) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main(["layout"] + [str(a) for a in args])
    finally:
        sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def expected_owners(attr: str, type_text: str) -> list[list[str]]:
    """Each element's owners (row-major) as getLayoutStr's element view names them."""
    text = get_layout_str(tensor(attr, type_text), False)
    cells = []
    for line in text.splitlines():
        body = line.strip().strip("[]").strip()
        for cell in body.split(","):
            cells.append([p.strip() for p in cell.split("|")])
    return cells


def expected_offsets(attr: str, type_text: str) -> dict[tuple[int, ...], list[str]]:
    """Each element's offsets, from getLayoutStr's hardware view of a shared layout."""
    out: dict[tuple[int, ...], list[str]] = {}
    for m in re.finditer(r"^Offset: (\d+) -> \(([\d, ]+)\)$", get_layout_str(tensor(attr, type_text), True), re.M):
        out.setdefault(tuple(int(v) for v in m.group(2).split(",")), []).append(m.group(1))
    return out


def expected_colour(owner: str, lanes: int) -> str:
    tid = int(owner.split(":")[-2].lstrip("T"))
    warp, lane = divmod(tid, lanes)
    base = OKABE_ITO[warp % 8]
    t = 0.6 * lane / (lanes - 1)
    rgb = [int(base[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join("%02x" % round(v + (255 - v) * t) for v in rgb)


def shown(owners: list[str]) -> list[str]:
    return owners if len(owners) <= 4 else owners[:3] + [f"+{len(owners) - 3}"]


def svg_cells(path) -> list[ET.Element]:
    root = ET.parse(path).getroot()
    return [g for g in root.iter(SVG + "g") if g.get("class") == "cell"]


# ---------------------------------------------------------------------------
# SVG
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("attr, type_text, lanes", [(BLOCKED, "tensor<16x16xf16>", 32),
                                                    (MFMA, "tensor<16x16xf16>", 64),
                                                    (BLOCKED, "tensor<32x64xf32>", 32)])
def test_svg_has_one_cell_per_element_with_label_and_colour(tmp_path, attr, type_text, lanes):
    path = tmp_path / "l.svg"
    code, out, err = run(["-l", attr, "-t", type_text, "--svg", path])
    assert (code, out, err) == (0, "", "")
    cells = svg_cells(path)
    owners = expected_owners(attr, type_text)
    shape = tensor(attr, type_text).shape
    assert len(cells) == len(owners) == shape[0] * shape[1]
    for k, (g, who) in enumerate(zip(cells, owners)):
        assert g.get("data-coord") == f"{k // shape[1]},{k % shape[1]}"
        assert [t.text for t in g.iter(SVG + "tspan")] == shown(who)
        rect = g.find(SVG + "rect")
        assert rect.get("fill") == expected_colour(who[0], lanes)
        assert g.find(SVG + "title").text.endswith(": " + " ".join(who))
    assert cells[0].find(SVG + "rect").get("fill") == OKABE_ITO[0]


def test_svg_broadcast_over_warps_has_a_bar_of_their_colours(tmp_path):
    path = tmp_path / "l.svg"
    assert run(["-l", MFMA, "-t", "tensor<16x16xf16>", "--svg", path])[0] == 0
    bars = [r.get("fill") for r in svg_cells(path)[0].iter(SVG + "rect") if r.get("class") == "warps"]
    assert bars == OKABE_ITO[:4]  # T0, T64, T128, T192: warps 0-3


def test_svg_shared_layout_is_labelled_with_offsets(tmp_path):
    path = tmp_path / "s.svg"
    type_text = "tensor<8x16xf16>"
    assert run(["-l", SHARED, "-t", type_text, "--svg", path])[0] == 0
    cells = svg_cells(path)
    offsets = expected_offsets(SHARED, type_text)
    assert len(cells) == 128 == len(offsets)
    for g in cells:
        coord = tuple(int(v) for v in g.get("data-coord").split(","))
        assert [t.text for t in g.iter(SVG + "tspan")] == offsets[coord]
        offset = int(offsets[coord][0])
        line, bank = divmod(offset * 2, 128)  # f16: 2 bytes an element
        base = OKABE_ITO[line % 8]
        t = 0.6 * (bank // 4) / 31
        want = "#" + "".join("%02x" % round(int(base[i:i + 2], 16) * (1 - t) + 255 * t) for i in (1, 3, 5))
        assert g.find(SVG + "rect").get("fill") == want


def test_svg_higher_rank_is_a_stack_of_slices_and_1d_is_one_row(tmp_path):
    path = tmp_path / "r3.svg"
    assert run(["-l", BLOCKED3, "-t", "tensor<2x4x8xf32>", "--svg", path])[0] == 0
    root = ET.parse(path).getroot()
    captions = [t.text for t in root.iter(SVG + "text") if t.text and t.text.startswith("[")]
    assert captions == ["[0, :, :]", "[1, :, :]"]
    cells = svg_cells(path)
    assert [g.get("data-coord") for g in cells][:2] == ["0,0,0", "0,0,1"] and len(cells) == 64
    assert cells[32].get("data-coord") == "1,0,0"
    path = tmp_path / "r1.svg"
    assert run(["-l", SLICE, "-t", "tensor<64xf32>", "--svg", path])[0] == 0
    cells = svg_cells(path)
    assert len(cells) == 64
    assert len({g.find(SVG + "rect").get("y") for g in cells}) == 1
    owners = expected_owners(SLICE, "tensor<64xf32>")
    assert [t.text for t in cells[5].iter(SVG + "tspan")] == shown(owners[5])


def test_several_layouts_in_one_picture(tmp_path):
    src = tmp_path / "in.mlir"
    src.write_text(f"#blocked = {BLOCKED}\n#mfma = {MFMA}\n")
    path = tmp_path / "two.svg"
    assert run(["-i", src, "-t", "tensor<16x16xf16>", "--svg", path])[0] == 0
    cells = svg_cells(path)
    assert [sum(g.get("data-layout") == str(i) for g in cells) for i in (0, 1)] == [256, 256]
    titles = [t.text for t in ET.parse(path).getroot().iter(SVG + "text") if t.text and t.text.startswith("#")]
    assert titles == [f"#blocked = {BLOCKED}", f"#mfma = {MFMA}"]


# ---------------------------------------------------------------------------
# PNG
# ---------------------------------------------------------------------------


def test_png_size_and_colours(tmp_path):
    pytest.importorskip("PIL")
    from PIL import Image

    path = tmp_path / "l.png"
    type_text = "tensor<16x16xf16>"
    assert run(["-l", BLOCKED, "-t", type_text, "--png", path]) == (0, "", "")
    img = Image.open(path).convert("RGB")
    model = layout_render.layout_model(tensor(BLOCKED, type_text))
    geometry, _ = layout_render.png_scene([model])
    assert img.size == (geometry.width, geometry.height)
    cells = [it for it in geometry.items if it[0] == "cell"]
    assert len(cells) == 256
    owners = expected_owners(BLOCKED, type_text)
    for _, x, y, w, h, k, _ in cells:
        px = img.getpixel((round(x) + 1, round(y) + 1))
        assert "#%02x%02x%02x" % px == expected_colour(owners[k][0], 32)
    colours = {"#%02x%02x%02x" % c for _, c in img.getcolors(maxcolors=1 << 16)}
    assert set(OKABE_ITO[:4]) <= colours  # lane 0 of each of the 4 warps
    # the cells are as wide as the widest label in the PNG's font, plus padding
    font = layout_render.png_font()
    assert cells[0][3] == int(-(-max(font.getlength(s) for c in owners for s in c) // 1)) + 8


def test_png_without_pillow(tmp_path, monkeypatch):
    monkeypatch.setattr(layout_render, "have_pillow", lambda: False)
    path = tmp_path / "l.png"
    code, out, err = run(["-l", BLOCKED, "-t", "tensor<16x16xf16>", "--png", path])
    assert (code, out) == (1, "")
    assert err == ("pyopt layout: error: --png needs Pillow, which is not installed; install it with: "
                   "pip install 'pyopt-triton[png]' (or use --svg or --html)\n")
    assert not path.exists()


# ---------------------------------------------------------------------------
# HTML
# ---------------------------------------------------------------------------


def page_data(text: str) -> list[dict]:
    m = re.search(r'<script id="layout-data" type="application/json">(.*?)</script>', text, re.S)
    return json.loads(m.group(1))


def test_html_has_cells_and_hover_data(tmp_path):
    path = tmp_path / "l.html"
    type_text = "tensor<16x16xf16>"
    assert run(["-l", MFMA, "-t", type_text, "--html", path]) == (0, "", "")
    text = path.read_text()
    owners = expected_owners(MFMA, type_text)
    cells = re.findall(r'<td class="(c\d+)"[^>]*>([^<]*)</td>', text)
    assert len(cells) == 256
    assert [label.split("\n") for _, label in cells] == [shown(o) for o in owners]
    css = dict(re.findall(r"\.(c\d+) \{ background: (#[0-9a-f]{6});", text))
    assert [css[c] for c, _ in cells] == [expected_colour(o[0], 64) for o in owners]
    # hover data: the linear layout's bases, and every owner of every element
    (data,) = page_data(text)
    ll = to_linear_layout(tensor(MFMA, type_text).encoding, [16, 16])
    assert data["in_dims"] == [["register", 4], ["lane", 64], ["warp", 4], ["block", 1]]
    assert data["bases"] == {d: [list(v) for v in ll.bases[d]] for d in ("register", "lane", "warp", "block")}
    assert data["shape"] == [16, 16] and data["type"] == type_text and data["title"] == MFMA
    for k, who in enumerate(owners):
        flats = data["owners"][k] if isinstance(data["owners"][k], list) else [data["owners"][k]]
        assert [data["labels"][f] for f in flats] == who
    # readable when wide: fixed cells, scrolling box, sticky headers, zoom, hover script
    for needle in ('class="scroll"', "position: sticky", 'id="zoom"', 'id="zoom-in"', 'id="info"',
                   "addEventListener('mouseover'", "table-layout: fixed", 'data-cols="16"'):
        assert needle in text
    # the legend: one ramp per warp
    assert text.count('<span class="ramp">') == 4


def test_html_shared_layout(tmp_path):
    path = tmp_path / "s.html"
    assert run(["-l", SHARED, "-t", "tensor<8x16xf16>", "--html", path])[0] == 0
    (data,) = page_data(path.read_text())
    assert data["kind"] == "shared" and data["in_dims"][0] == ["offset", 128]
    offsets = expected_offsets(SHARED, "tensor<8x16xf16>")
    for k, flat in enumerate(data["owners"]):
        assert [data["labels"][flat]] == offsets[(k // 16, k % 16)]


def test_html_escapes_script_end(tmp_path):
    model = layout_render.layout_model(tensor(BLOCKED, "tensor<4x4xf16>"), "x</script>")
    text = layout_render.render_html([model])
    assert text.count("</script>") == 2
    assert page_data(text)[0]["title"].startswith("#x</script> = ")


# ---------------------------------------------------------------------------
# Where the text and pictures go
# ---------------------------------------------------------------------------


def test_pictures_and_text_output(tmp_path):
    svg, txt = tmp_path / "l.svg", tmp_path / "l.txt"
    code, out, err = run(["-l", BLOCKED, "-t", "tensor<16x16xf16>", "--svg", svg, "-o", txt])
    assert (code, out, err) == (0, "", "")
    assert txt.read_text().startswith("Print layout attribute: ") and svg.read_text().startswith("<svg ")
    code, out, _ = run(["-l", BLOCKED, "-t", "tensor<16x16xf16>", "--html", tmp_path / "l.html", "-o", "-"])
    assert code == 0 and out.startswith("Print layout attribute: ")


def test_unwritable_picture(tmp_path):
    code, out, err = run(["-l", BLOCKED, "-t", "tensor<16x16xf16>", "--svg", tmp_path / "no" / "l.svg"])
    assert (code, out) == (1, "")
    assert err == f"Error: No such file or directory : unable to open {tmp_path / 'no' / 'l.svg'} for output\n"


def test_too_large_to_draw_every_element(monkeypatch, tmp_path):
    monkeypatch.setattr(layout_render, "MAX_ELEMENTS", 100)
    code, _, err = run(["-l", BLOCKED, "-t", "tensor<16x16xf16>", "--full", "--svg", tmp_path / "l.svg"])
    assert code == 1
    assert err == ("pyopt layout: error: cannot draw the layout: the tensor has 256 elements; every element is drawn "
                   "(--full) up to 100 elements (leave out --full for a summary, or crop with --region)\n")
    code, _, err = run(["-l", BLOCKED, "-t", "tensor<16x16xf16>", "--full", "--region=0:8,:", "--svg",
                        tmp_path / "l.svg"])
    assert code == 1
    assert err == ("pyopt layout: error: cannot draw the layout: the region has 128 elements; every element is drawn "
                   "(--full) up to 100 elements (crop it with a smaller --region, or leave out --full for a "
                   "summary)\n")
    assert not (tmp_path / "l.svg").exists()
    # without --full, the same picture is a summary
    assert run(["-l", BLOCKED, "-t", "tensor<16x16xf16>", "--svg", tmp_path / "l.svg"])[0] == 0
    assert 'class="tile"' in (tmp_path / "l.svg").read_text()


def test_palette_is_distinct_and_text_stays_readable():
    colours = [layout_render.group_colour(w) for w in range(16)]
    assert len(set(colours)) == 16
    for w in range(16):
        for lane in (0, 31):
            fill = layout_render.shade_colour(w, lane, 32)
            ink = layout_render.text_colour(fill)

            def lum(c):
                lin = [(v / 255) / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
                return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

            hi, lo = sorted((lum(fill), lum(ink)), reverse=True)
            assert (hi + 0.05) / (lo + 0.05) >= 4.5  # WCAG AA contrast for the labels


def test_docs_picture_is_what_the_command_draws(tmp_path):
    """docs/layout-blocked.svg (named in the README, linked from docs/layouts.md) is the first
    command of docs/layouts.md with --svg."""
    repo = Path(__file__).resolve().parents[2]
    assert "docs/layout-blocked.svg" in (repo / "README.md").read_text()
    readme = (repo / "docs" / "layouts.md").read_text()
    m = re.search(r'^\$ pyopt layout -l "([^"]+)" -t "([^"]+)"$', readme, re.M)
    assert m and "--svg docs/layout-blocked.svg" in readme
    path = tmp_path / "l.svg"
    assert run(["-l", m.group(1), "-t", m.group(2), "--svg", path])[0] == 0
    assert path.read_text() == (repo / "docs" / "layout-blocked.svg").read_text()
    # (the map the page shows is checked by test/docs/test_docs.py)
