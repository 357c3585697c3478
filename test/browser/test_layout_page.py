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
