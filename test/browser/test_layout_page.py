"""The HTML page of ``pyopt layout --html`` in a real browser: headless Chromium.

    python -m pytest test/browser

Chromium (Debian's package ``chromium``; or the binary ``$PYOPT_CHROMIUM`` names) loads the
page written into a temporary folder, then

* takes screenshots (kept in the temporary folder, never in the repository) whose pixels must
  show every warp's colours, and cells twice as wide at ``#zoom=2``;
* dumps the DOM after the page's script ran (``--dump-dom``): the cells, the element selected
  by ``#cell=0:3,5``, and the hover details of a cell a ``mouseover`` event reached.

Without a Chromium binary every test is skipped, saying so.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from pyopt import cli, layout_render  # noqa: E402

BLOCKED = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"
TYPE = "tensor<32x32xf16>"


def chromium() -> str | None:
    for name in (os.environ.get("PYOPT_CHROMIUM"), "chromium", "chromium-browser", "google-chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


pytestmark = pytest.mark.skipif(chromium() is None, reason="no Chromium: install Debian's `chromium` package "
                                "(or set PYOPT_CHROMIUM) to run the browser tests")


def browse(tmp_path: Path, url: str, *flags: str) -> subprocess.CompletedProcess:
    cmd = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
           "--disable-extensions", f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1200,900",
           "--force-device-scale-factor=1", *flags, url]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    return r


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("layout-page")
    path = folder / "layout.html"
    assert cli.main(["layout", "-l", BLOCKED, "-t", TYPE, "--html", str(path)]) == 0
    return path


def screenshot(tmp_path: Path, page: Path, fragment: str = "") -> "Image":
    from PIL import Image

    shot = tmp_path / "shot.png"
    browse(tmp_path, page.as_uri() + fragment, f"--screenshot={shot}")
    return Image.open(shot).convert("RGB")


def warp_shades(warp: int) -> set[tuple[int, int, int]]:
    return {layout_render.shade_colour(warp, lane, 32) for lane in range(32)}


def near(c, palette, tol: int = 2) -> bool:
    return any(all(abs(a - b) <= tol for a, b in zip(c, p)) for p in palette)


def test_screenshot_shows_every_warp(tmp_path, page):
    pytest.importorskip("PIL")
    img = screenshot(tmp_path, page)
    img.save("/tmp/pics/shot-b.png")
    counts = {c: n for n, c in img.getcolors(maxcolors=1 << 20)}  # colour -> pixels
    for warp in range(4):
        shades = warp_shades(warp)
        pixels = sum(n for c, n in counts.items() if near(c, shades))
        assert pixels > 2000, f"warp {warp}: {pixels} pixels of its colours"
    # the legend and the cells: lane 0 of warp 0 (Okabe-Ito's sky blue) is drawn as given
    assert counts.get((0x56, 0xB4, 0xE9), 0) > 100


def _run_length(img, colour) -> int:
    """The longest horizontal run of ``colour`` in ``img``."""
    w, h = img.size
    px = img.load()
    best = 0
    for y in range(0, h, 2):
        run = 0
        for x in range(w):
            run = run + 1 if px[x, y] == colour else 0
            best = max(best, run)
    return best


def test_zoom_doubles_the_cells(tmp_path, page):
    pytest.importorskip("PIL")
    colour = layout_render.shade_colour(1, 0, 32)  # lane 0 of warp 1: cells T32:0-3, side by side
    one = _run_length(screenshot(tmp_path, page), colour)
    two = _run_length(screenshot(tmp_path, page, "#zoom=2"), colour)
    assert one > 20
    assert 1.8 < two / one < 2.2, (one, two)


def dump_dom(tmp_path: Path, url: str) -> str:
    return browse(tmp_path, url, "--dump-dom", "--virtual-time-budget=3000").stdout


def test_dom_has_the_cells_and_the_selected_element(tmp_path, page):
    dom = dump_dom(tmp_path, page.as_uri() + "#cell=0:3,5")
    assert re.search(r'<body[^>]*data-ready="1"', dom), "the page's script did not finish"
    assert len(re.findall(r"<td\b", dom)) == 32 * 32
    selected = re.findall(r'<td class="c\d+ sel" title="([^"]*)"', dom)
    assert len(selected) == 1
    info = html.unescape(re.search(r'<div id="info">(.*?)</div>', dom, re.S).group(1))
    assert html.unescape(selected[0]) == info
    lines = info.splitlines()
    assert lines[0] == f"element (3, 5) of {TYPE}" and lines[1] == BLOCKED
    # T25:1 holds (3, 5): register 1, lane 25 = 1 + 8 + 16, warp 0
    assert "T25:1: register 1, lane 25, warp 0, block 0" in lines
    for basis in ("register bit 0 (1) -> (0, 1)", "lane bit 0 (1) -> (0, 4)", "lane bit 3 (8) -> (1, 0)",
                  "lane bit 4 (16) -> (2, 0)", "XOR of these = (3, 5)"):
        assert "  " + basis in lines, info


def test_hover_shows_owners_and_bases(tmp_path, page):
    """A ``mouseover`` on the cell (17, 30), dispatched by a script added to a copy of the page."""
    probe = tmp_path / "probe.html"
    text = page.read_text()
    hover = ("<script>const td = document.querySelector('table.grid').tBodies[0].rows[17].cells[31];"
             "td.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));</script>\n</body>")
    probe.write_text(text.replace("</body>", hover))
    dom = dump_dom(tmp_path, probe.as_uri())
    info = html.unescape(re.search(r'<div id="info">(.*?)</div>', dom, re.S).group(1))
    lines = info.splitlines()
    assert lines[0] == f"element (17, 30) of {TYPE}"
    assert "1 owner:" in lines
    # (17, 30): warp 0's tile repeats every 16 rows: register 4 + 2 (row 16, column bit 1), lane 7 + 8 = 15, warp 0
    owner = next(line for line in lines if re.match(r"T\d+:\d+: ", line))
    assert owner == "T15:6: register 6, lane 15, warp 0, block 0", info
    assert "  register bit 2 (4) -> (16, 0)" in lines and "  XOR of these = (17, 30)" in lines


# ---------------------------------------------------------------------------
# The canvas page of large layouts (issue 26 item 8)
# ---------------------------------------------------------------------------
# A tensor of more than 4096 elements, or a crop (--region), gets a page whose canvases draw the
# cells in sight; the script computes each element's owners from the linear layout's bases.  Its
# hover details are read back here for elements of each layout and compared with the thread map
# getLayoutStr prints (pyopt's, compared with libtriton's in test_layout_tool.py).

MFMA3 = "#ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>"
MMA3 = "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>"
LARGE = {  # alias -> layout, all drawn over LARGE_TYPE
    "dot_a": f"#ttg.dot_op<{{opIdx = 0, parent = {MFMA3}, kWidth = 4}}>",
    "dot_b": f"#ttg.dot_op<{{opIdx = 1, parent = {MFMA3}, kWidth = 4}}>",
    "wgmma_a": f"#ttg.dot_op<{{opIdx = 0, parent = {MMA3}, kWidth = 2}}>",
}
LARGE_TYPE = "tensor<128x128xf16>"
BLOCKED3 = ("#ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], "
            "order = [2, 1, 0]}>")
PROBES = {0: [(0, 0), (70, 33), (127, 127), (31, 100)], 1: [(5, 64), (100, 3)], 2: [(64, 17), (127, 0)]}


@pytest.fixture(scope="module")
def large_page(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("large-page")
    src = folder / "layouts.mlir"
    src.write_text("".join(f"#{name} = {attr}\n" for name, attr in LARGE.items()))
    path = folder / "large.html"
    assert cli.main(["layout", "-i", str(src), "-t", LARGE_TYPE, "--html", str(path)]) == 0
    return path


def owners_from_map(attr: str, type_text: str) -> dict[tuple[int, ...], list[str]]:
    """Each element's owners, from getLayoutStr's element view."""
    from pyopt.dialects.ttg.layout_str import get_layout_str
    from pyopt.syntax.attrparser import AttrParser

    ranked = AttrParser().parse_type(type_text[:-1] + ", " + attr + ">")
    cells = []
    for line in get_layout_str(ranked, False).splitlines():
        body = line.strip().strip("[]").strip()
        if body:
            cells += [[p.strip() for p in cell.split("|")] for cell in body.split(",")]
    out = {}
    for k, who in enumerate(cells):
        coord, rest = [], k
        for s in reversed(ranked.shape):
            coord.insert(0, rest % s)
            rest //= s
        out[tuple(coord)] = who
    return out


def hover_probe(page: Path, tmp_path: Path, probes: dict[int, list[tuple[int, ...]]], fragment: str = "") -> list:
    """Hover (a ``mousemove`` at the cell's centre, on whatever element is there) over each probed
    element of each layout, after scrolling it into view; the details shown, and the element
    under the pointer, as the page's DOM records them."""
    probe = tmp_path / "probe.html"
    script = ("<script>{const out = []; document.getElementById('info').style.visibility = 'hidden';"
              f"for (const [li, coords] of {json.dumps([[li, cs] for li, cs in probes.items()])})"
              " for (const coord of coords) {"
              "  const at = window.pyoptLayout.cellBox(li, coord);"
              "  const target = document.elementFromPoint(at.x, at.y);"
              "  target.dispatchEvent(new MouseEvent('mousemove', {bubbles: true, clientX: at.x, clientY: at.y}));"
              "  out.push([li, coord, target.tagName, document.getElementById('info').textContent]);"
              " }"
              "const pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = JSON.stringify(out);"
              "document.body.appendChild(pre);}</script>\n</body>")
    probe.write_text(page.read_text().replace("</body>", script))
    dom = dump_dom(tmp_path, probe.as_uri() + fragment)
    assert re.search(r'<body[^>]*data-ready="1"', dom), "the page's script did not finish"
    return json.loads(html.unescape(re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S).group(1)))


def expected_details(coord, attr: str, type_text: str, owners: list[str], lanes: int) -> list[str]:
    lines = [f"element ({', '.join(map(str, coord))}) of {type_text}", attr, "",
             f"{len(owners)} owner{'s' if len(owners) > 1 else ''}:"]
    for who in owners:
        tid, reg = (int(v) for v in who.lstrip("T").split(":"))
        lines.append(f"{who}: register {reg}, lane {tid % lanes}, warp {tid // lanes}, block 0")
    return lines


def test_canvas_page_is_small_and_has_no_cell_nodes(large_page):
    text = large_page.read_text()
    assert len(text) < 40_000 and "<td" not in text
    assert text.count("<canvas>") == 3


def test_canvas_page_hover_tells_each_elements_owners(tmp_path, large_page):
    results = hover_probe(large_page, tmp_path, PROBES)
    assert len(results) == sum(len(c) for c in PROBES.values())
    names = list(LARGE)
    maps = {li: owners_from_map(LARGE[names[li]], LARGE_TYPE) for li in PROBES}
    for li, coord, tag, info in results:
        attr = LARGE[names[li]]
        assert tag == "CANVAS"
        lines = info.splitlines()
        owners = maps[li][tuple(coord)]
        want = expected_details(coord, f"#{names[li]} = {attr}", LARGE_TYPE, owners, 64 if "amd" in attr else 32)
        assert [ln for ln in lines if not ln.startswith("  ")] == want, info
        assert lines.count(f"  XOR of these = ({coord[0]}, {coord[1]})") == len(owners)


def test_canvas_page_of_a_3d_crop(tmp_path):
    path = tmp_path / "crop.html"
    type_text = "tensor<4x64x64xf32>"
    assert cli.main(["layout", "-l", BLOCKED3, "-t", type_text, "--region=1:3,:,16:48", "--html", str(path)]) == 0
    text = path.read_text()
    assert text.count("<canvas>") == 2 and "[1, 0:64, 16:48]" in text and "[2, 0:64, 16:48]" in text
    owners = owners_from_map(BLOCKED3, type_text)
    results = hover_probe(path, tmp_path, {0: [(2, 40, 20), (1, 0, 16), (2, 63, 47)]})
    for _, coord, tag, info in results:
        assert tag == "CANVAS"
        want = expected_details(coord, BLOCKED3, type_text, owners[tuple(coord)], 32)
        assert [ln for ln in info.splitlines() if not ln.startswith("  ")] == want, info
    # an element outside the crop is not drawn: no box, no details
    probe = tmp_path / "outside.html"
    probe.write_text(text.replace("</body>", "<script>document.body.dataset.outside = "
                                  "String(window.pyoptLayout.cellBox(0, [0, 5, 5]));</script>\n</body>"))
    assert 'data-outside="null"' in dump_dom(tmp_path, probe.as_uri())


def test_canvas_page_selects_the_element_in_the_address_and_draws_its_colour(tmp_path, large_page):
    fragment = "#cell=0:70,33&zoom=0.5"  # zoom 0.5: no labels, each cell a block of its colour
    probe = tmp_path / "where.html"
    # the canvas's pixels at the centres of cells around (70, 33), read back by the page
    pixel = ("(() => {const b = window.pyoptLayout.cellBox(0, [ROW, COL]), c = document.querySelector('canvas'),"
             " r = c.getBoundingClientRect();"
             " return Array.from(c.getContext('2d').getImageData(Math.floor(b.x - r.left), Math.floor(b.y - r.top),"
             " 1, 1).data.slice(0, 3)).join(',');})()")
    cells = {"below": (71, 33), "left": (70, 35), "right": (70, 36), "at": (70, 33)}  # (70, 33) last: its view
    reads = "".join(f"document.body.dataset.{k} = {pixel.replace('ROW', str(r)).replace('COL', str(c))};"
                    for k, (r, c) in cells.items())
    probe.write_text(large_page.read_text().replace(
        "</body>", "<script>{const info = document.getElementById('info').textContent;"
        f"{reads}document.body.dataset.info = info.split('\\n')[0];}}</script>\n</body>"))
    dom = dump_dom(tmp_path, probe.as_uri() + fragment)
    # selected by the address before the probe ran
    assert html.unescape(re.search(r'data-info="([^"]*)"', dom).group(1)) == f"element (70, 33) of {LARGE_TYPE}"
    got = {k: tuple(int(v) for v in re.search(rf'data-{k}="(\d+,\d+,\d+)"', dom).group(1).split(","))
           for k in cells}
    # (70, 33) of the mfma A operand: T6:81 first (lane 6 of warp 0), then T70:81 (warp 1); below it
    # lane 7's; columns 32-35 are lane 6's registers, 36-39 lane 38's
    assert got == {"at": layout_render.shade_colour(0, 6, 64), "below": layout_render.shade_colour(0, 7, 64),
                   "left": layout_render.shade_colour(0, 6, 64), "right": layout_render.shade_colour(0, 38, 64)}


def test_canvas_page_screenshot_shows_the_warps(tmp_path, large_page):
    """The wgmma A operand (warps [4, 1]: each warp its own rows) fills its view at the page's
    first zoom with every warp's colours; the other layouts are hidden."""
    pytest.importorskip("PIL")
    page = tmp_path / "wgmma.html"
    text = large_page.read_text()
    for li in (0, 1):
        section = f'<section class="layout" data-layout="{li}"'
        text = text.replace(section + ">", section + " hidden>", 1)
    page.write_text(text)
    img = screenshot(tmp_path, page)
    counts = {c: n for n, c in img.getcolors(maxcolors=1 << 20)}
    for warp in range(4):
        shades = {layout_render.shade_colour(warp, lane, 32) for lane in range(32)}
        assert sum(n for c, n in counts.items() if c in shades) > 20_000, warp


def test_canvas_page_of_a_shared_layout(tmp_path):
    shared = "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"
    type_text = "tensor<128x128xf16>"
    path = tmp_path / "shared.html"
    assert cli.main(["layout", "-l", shared, "-t", type_text, "--html", str(path)]) == 0
    from pyopt.dialects.ttg.layout_str import get_layout_str
    from pyopt.syntax.attrparser import AttrParser

    offsets: dict[tuple[int, ...], list[int]] = {}
    hw = get_layout_str(AttrParser().parse_type(type_text[:-1] + ", " + shared + ">"), True)
    for m in re.finditer(r"^Offset: (\d+) -> \(([\d, ]+)\)$", hw, re.M):
        offsets.setdefault(tuple(int(v) for v in m.group(2).split(",")), []).append(int(m.group(1)))
    coords = [(0, 0), (3, 17), (100, 64), (127, 127)]
    for _, coord, tag, info in hover_probe(path, tmp_path, {0: coords}):
        (offset,) = offsets[tuple(coord)]
        assert tag == "CANVAS"
        assert [ln for ln in info.splitlines() if not ln.startswith("  ")] == [
            f"element ({coord[0]}, {coord[1]}) of {type_text}", shared, "", "1 owner:",
            f"{offset}: offset {offset}, block 0"]
