"""Pictures of large layouts (issue 26 item 8): summaries, ``--full``, ``--region`` and the
canvas page (pyopt/layout_render.py).

A tensor of more than ``FULL_ELEMENTS`` (4096) elements is summarised in the SVG and PNG: a
cell per tile of elements.  Each summary cell's label is checked against the thread map that
Triton 3.6.0's own ``getLayoutStr`` prints (libtriton, through ``tools/oracle.py``, in a
child process), element by element: the set of threads and of registers (or of shared-memory
offsets) of the tile's elements.  Where libtriton is missing, pyopt's ``get_layout_str`` (itself
compared with libtriton in test_layout_tool.py) stands in, saying so in the test's id.

Sizes are checked as bounds on the files (no timings).  The canvas page in a real browser is
test/browser/test_layout_page.py.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyopt import cli, layout_render
from pyopt.dialects.ttg.layout_str import get_layout_str
from pyopt.syntax.attrparser import AttrParser

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.oracle import triton_available  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
MMA3 = "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>"
MMA2 = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>"
MFMA = "#ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>"
DOT_MMA3 = f"#ttg.dot_op<{{opIdx = 0, parent = {MMA3}, kWidth = 2}}>"
DOT_MMA2_B = f"#ttg.dot_op<{{opIdx = 1, parent = {MMA2}, kWidth = 2}}>"
DOT_MFMA_A = f"#ttg.dot_op<{{opIdx = 0, parent = {MFMA}, kWidth = 4}}>"
DOT_MFMA_B = f"#ttg.dot_op<{{opIdx = 1, parent = {MFMA}, kWidth = 4}}>"
BLOCKED = "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>"
BLOCKED_CGA = ("#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0], "
               "CGALayout = [[1, 0]]}>")
BLOCKED3 = ("#ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], "
            "order = [2, 1, 0]}>")
SLICE = ("#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], "
         "warpsPerCTA = [4, 1], order = [1, 0]}>}>")
SHARED = "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"
LINEAR = ("#ttg.linear<{register = [[0, 1], [0, 2], [0, 32], [0, 64], [16, 0], [32, 0], [64, 0]], "
          "lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>")

CASES = [  # (layout, type): the dot operands of the issue, and the other families
    (DOT_MMA3, "tensor<128x128xf16>"),
    (DOT_MMA2_B, "tensor<128x128xf16>"),
    (DOT_MFMA_A, "tensor<128x128xf16>"),
    (DOT_MFMA_B, "tensor<128x128xf16>"),
    (BLOCKED, "tensor<256x256xf16>"),
    (BLOCKED_CGA, "tensor<128x128xf32>"),
    (BLOCKED3, "tensor<4x64x64xf32>"),
    (SLICE, "tensor<8192xf32>"),
    (SHARED, "tensor<128x128xf16>"),
    (LINEAR, "tensor<128x128xf16>"),
]

_CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from tools.oracle import triton_layout_strs
types, views = json.load(sys.stdin)
json.dump([triton_layout_strs([t], v)[0] for t, v in zip(types, views)], sys.stdout)
"""


def full_type(attr: str, type_text: str) -> str:
    return type_text[:-1] + ", " + attr + ">"


@pytest.fixture(scope="module")
def maps() -> dict[tuple[str, str], str]:
    """getLayoutStr of each case: the element view (distributed), the hardware view (shared);
    libtriton's where Triton is installed, else pyopt's."""
    views = [attr.startswith("#ttg.swizzled_shared") for attr, _ in CASES]
    if triton_available():
        proc = subprocess.run([sys.executable, "-c", _CHILD, str(ROOT)], capture_output=True, text=True, timeout=600,
                              input=json.dumps([[full_type(a, t) for a, t in CASES], views]))
        assert proc.returncode == 0, proc.stderr[-2000:]
        texts = json.loads(proc.stdout)
    else:
        texts = [get_layout_str(AttrParser().parse_type(full_type(a, t)), v) for (a, t), v in zip(CASES, views)]
    return dict(zip(CASES, texts))


def element_owners(text: str, shape: tuple[int, ...]) -> dict[tuple[int, ...], list[str]]:
    """Each element's owners from getLayoutStr's element view (rows of ``[...]``, row-major)."""
    cells = []
    for line in text.splitlines():
        body = line.strip().strip("[]").strip()
        if body:
            cells += [[p.strip() for p in cell.split("|")] for cell in body.split(",")]
    out = {}
    for k, who in enumerate(cells):
        coord, rest = [], k
        for s in reversed(shape):
            coord.insert(0, rest % s)
            rest //= s
        out[tuple(coord)] = who
    assert len(out) == len(cells)
    return out


def offsets_of(text: str) -> dict[tuple[int, ...], list[int]]:
    """Each element's offsets from getLayoutStr's hardware view of a shared layout."""
    out: dict[tuple[int, ...], list[int]] = {}
    for m in re.finditer(r"^Offset: (\d+) -> \(([\d, ]+)\)$", text, re.M):
        out.setdefault(tuple(int(v) for v in m.group(2).split(",")), []).append(int(m.group(1)))
    return out


def parse_set(text: str) -> tuple[list[list[int]], int | None]:
    """The pieces of a label's set (each piece's values) and, where it was shortened, the count."""
    pieces, count = [], None
    for piece in text.split(","):
        m = re.fullmatch(r"\.\.\((\d+)\)", piece)
        if m:
            count = int(m.group(1))
            pieces.append(None)
            continue
        m = re.fullmatch(r"(\d+)-(\d+)(?:/(\d+))?", piece)
        if m:
            a, b, s = int(m.group(1)), int(m.group(2)), int(m.group(3) or 1)
            assert a < b and (b - a) % s == 0, piece
            pieces.append(list(range(a, b + 1, s)))
        else:
            pieces.append([int(piece)])
    return pieces, count


def assert_label_is(text: str, expected: set[int]) -> None:
    """``text`` (set_text's format) names exactly ``expected``: every value when whole; when
    shortened, the smallest values, the largest, and how many."""
    pieces, count = parse_set(text)
    values = sorted(expected)
    if count is None:
        flat = [v for p in pieces for v in p]
        assert flat == values, (text, values)
        return
    cut = pieces.index(None)
    head = [v for p in pieces[:cut] for v in p]
    tail = [v for p in pieces[cut + 1:] for v in p]
    assert count == len(values), (text, len(values))
    assert values[:len(head)] == head and values[len(values) - len(tail):] == tail, (text, values)


def run(args: list) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main(["layout"] + [str(a) for a in args])
    finally:
        sys.stdout, sys.stderr = old
    return code, out.getvalue(), err.getvalue()


def groups(path: Path, cls: str) -> list[ET.Element]:
    """The cells (``cell``) or summary cells (``tile``) of an SVG picture; a tile carries its
    layout's index from the group holding the layout's tiles."""
    out = []
    for parent in ET.parse(path).getroot().iter(SVG + "g"):
        for g in parent.findall(SVG + "g"):
            if g.get("class") == cls:
                if cls == "tile":
                    assert parent.get("class") == "tiles" and parent.get("data-layout") is not None
                out.append(g)
    if cls == "cell":
        out = [g for g in ET.parse(path).getroot().iter(SVG + "g") if g.get("class") == cls]
    return out


def span(text: str) -> range:
    a, b = text.split(":")
    return range(int(a), int(b))


def expected_colour(warp: int) -> str:
    return layout_render.hex_colour(layout_render.group_colour(warp))


# ---------------------------------------------------------------------------
# Summaries
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=[f"{t}-{a[:24]}" for a, t in CASES])
def test_each_summary_cell_names_what_the_map_says_of_its_elements(tmp_path, maps, case):
    attr, type_text = case
    path = tmp_path / "l.svg"
    assert run(["-l", attr, "-t", type_text, "--svg", path]) == (0, "", "")
    shape = AttrParser().parse_type(type_text).shape
    tiles = groups(path, "tile")
    assert tiles and not groups(path, "cell")
    covered = set()
    shared = attr.startswith("#ttg.swizzled_shared")
    owners = offsets_of(maps[case]) if shared else element_owners(maps[case], shape)
    lanes = 64 if "amd_mfma" in attr else 32
    for g in tiles:
        lead = tuple(int(v) for v in g.get("data-lead", "").split(",") if v)
        rs, cs = span(g.get("data-rows")), span(g.get("data-cols"))
        elems = [lead + ((r, c) if len(shape) >= 2 else (c,)) for r in rs for c in cs]
        covered.update(elems)
        lines = [t.text for t in g.iter(SVG + "tspan")]
        if shared:
            assert len(lines) == 1
            assert_label_is(lines[0], {o for e in elems for o in owners[e]})
            continue
        who = [o for e in elems for o in owners[e]]
        blocks = {int(o.split(":")[0][1:]) for o in who if o.startswith("B")}
        threads = {int(o.split(":")[-2][1:]) for o in who}
        registers = {int(o.split(":")[-1]) for o in who}
        if blocks:
            assert lines[0].startswith("B")
            assert_label_is(lines.pop(0)[1:], blocks)
        assert lines[0].startswith("T") and lines[1].startswith("r") and len(lines) == 2
        assert_label_is(lines[0][1:], threads)
        assert_label_is(lines[1][1:], registers)
        warps = sorted({t // lanes for t in threads})
        assert g.find(SVG + "rect").get("fill") == expected_colour(warps[0])
        bar = [r.get("fill") for r in g.findall(SVG + "rect")[1:]]
        assert bar == ([expected_colour(w) for w in warps] if len(warps) > 1 else [])
        assert g.find(SVG + "title").text.endswith("]: " + " ".join([t.text for t in g.iter(SVG + "tspan")]))
    # the tiles cover every element, in at most 32x32 cells a 2-D slice
    assert covered == set(owners)
    assert len(tiles) // len({g.get("data-lead") for g in tiles}) <= 32 * 32


def test_the_tile_is_a_run_of_registers_times_a_group_of_threads(tmp_path):
    # sizePerThread [1, 8]: a thread's 8 registers run along a row; lanes 0, 8, 16, 24 then go down
    # the rows, and warps below them: 256x256 elements in 32x32 tiles of 8 rows and 8 columns
    path = tmp_path / "l.svg"
    assert run(["-l", BLOCKED, "-t", "tensor<256x256xf16>", "--svg", path])[0] == 0
    first = groups(path, "tile")[0]
    assert (first.get("data-rows"), first.get("data-cols")) == ("0:8", "0:8")
    assert [t.text for t in first.iter(SVG + "tspan")] == ["T0-56/8", "r0-7"]  # lanes 0-24/8 of warps 0, 1
    text = path.read_text()
    assert "summarised: a cell per 8x8 tile of elements (65536 elements, 1024 cells)" in text
    assert "every element: --full (up to 65536 elements), a crop such as --region=0:32,0:32, or --html" in text


@pytest.mark.parametrize("attr", [DOT_MMA3, DOT_MFMA_A, DOT_MFMA_B])
def test_a_128x128_dot_operand_picture_is_small(tmp_path, attr):
    svg, png, page = tmp_path / "l.svg", tmp_path / "l.png", tmp_path / "l.html"
    args = ["-l", attr, "-t", "tensor<128x128xf16>", "--svg", svg, "--html", page]
    if layout_render.have_pillow():
        args += ["--png", png]
    assert run(args) == (0, "", "")
    assert svg.stat().st_size < 450_000  # 0.31-0.42 MB; was 4.5-7.9 MB: a cell per element
    assert len(groups(svg, "tile")) <= 32 * 32
    assert page.stat().st_size < 40_000  # was 0.7-2.5 MB: a table cell per element
    assert "<td" not in page.read_text()
    if layout_render.have_pillow():
        assert png.stat().st_size < 800_000  # was 1.4-9.3 MB


def test_summary_png_cells_have_the_tiles_colours(tmp_path):
    pytest.importorskip("PIL")
    from PIL import Image

    path = tmp_path / "l.png"
    assert run(["-l", DOT_MFMA_B, "-t", "tensor<128x128xf16>", "--png", path])[0] == 0
    model = layout_render.layout_model(AttrParser().parse_type(full_type(DOT_MFMA_B, "tensor<128x128xf16>")))
    geometry, _ = layout_render.png_scene([model])
    img = Image.open(path).convert("RGB")
    assert img.size == (geometry.width, geometry.height)
    items = [it for it in geometry.items if it[0] == "tile"]
    assert len(items) == len(model.tiles) == 32 * 32
    for _, x, y, w, h, t, _ in items:
        assert img.getpixel((round(x) + 1, round(y) + 1)) == model.tiles[t].fill


def test_full_draws_every_element(tmp_path):
    path = tmp_path / "l.svg"
    assert run(["-l", DOT_MFMA_A, "-t", "tensor<128x128xf16>", "--full", "--svg", path]) == (0, "", "")
    assert len(groups(path, "cell")) == 128 * 128 and not groups(path, "tile")
    page = tmp_path / "l.html"
    assert run(["-l", BLOCKED, "-t", "tensor<64x128xf16>", "--full", "--html", page])[0] == 0
    assert page.read_text().count("<td") == 64 * 128


# ---------------------------------------------------------------------------
# --region
# ---------------------------------------------------------------------------


def test_region_draws_the_elements_of_a_crop(tmp_path, maps):
    case = (DOT_MFMA_A, "tensor<128x128xf16>")
    path = tmp_path / "l.svg"
    assert run(["-l", case[0], "-t", case[1], "--region=64:80,32::", "--svg", path])[0] == 1  # bad syntax
    assert run(["-l", case[0], "-t", case[1], "--region=64:80,32:", "--svg", path]) == (0, "", "")
    owners = element_owners(maps[case], (128, 128))
    cells = groups(path, "cell")
    coords = [tuple(int(v) for v in g.get("data-coord").split(",")) for g in cells]
    assert coords == [(r, c) for r in range(64, 80) for c in range(32, 128)]
    for g, coord in zip(cells, coords):
        who = owners[coord]
        assert [t.text for t in g.iter(SVG + "tspan")] == (who if len(who) <= 4 else who[:3] + [f"+{len(who) - 3}"])
    root = ET.parse(path).getroot()
    texts = [t.text for t in root.iter(SVG + "text") if t.get("fill") == "#505050"]
    assert texts[:2] == ["32", "33"] and "64" in texts and "0" not in texts  # headers: the tensor's indices
    assert "a crop of the tensor: --region=64:80,32:128" in path.read_text()


def test_a_large_region_is_summarised_within_it(tmp_path):
    path = tmp_path / "l.svg"
    assert run(["-l", BLOCKED, "-t", "tensor<256x256xf16>", "--region=128:256,8:136", "--svg", path])[0] == 0
    tiles = groups(path, "tile")
    # 128x128 elements: tiles of 4x4 (registers 0-3 of a row; lanes 0, 8, 16, 24 down 4 rows), 32x32 of them
    spans = [(g.get("data-rows"), g.get("data-cols")) for g in tiles]
    assert len(spans) == 32 * 32 and spans[0] == ("128:132", "8:12") and spans[-1] == ("252:256", "132:136")
    # columns 8-11: lane 1's registers 0-3 of a row, repeated from row 128 on as registers 128-131
    assert [t.text for t in tiles[0].iter(SVG + "tspan")] == ["T1-25/8", "r128-131"]


@pytest.mark.parametrize("region, message", [
    ("0:8", "--region=0:8 gives 1 range; the tensor has 2 dimensions (one start:stop each, e.g. --region=0:32,0:32)"),
    ("", "--region= gives no range; the tensor has 2 dimensions (one start:stop each, e.g. --region=0:32,0:32)"),
    ("0:8,x", "--region=0:8,x: 'x' is not start:stop (dimension 1)"),
    ("0:8,0:200", "--region=0:8,0:200: 0:200 is not a non-empty range of dimension 1 (size 128)"),
    ("8:8,:", "--region=8:8,:: 8:8 is not a non-empty range of dimension 0 (size 128)"),
])
def test_region_errors(tmp_path, region, message):
    code, out, err = run(["-l", BLOCKED, "-t", "tensor<128x128xf16>", f"--region={region}", "--svg",
                          tmp_path / "l.svg"])
    assert (code, out) == (1, "")
    assert err == f"pyopt layout: error: {message}\n"
    assert not (tmp_path / "l.svg").exists()


def test_full_and_region_need_a_picture():
    for flag in ("--full", "--region=0:8,0:8"):
        code, out, err = run(["-l", BLOCKED, "-t", "tensor<128x128xf16>", flag])
        assert (code, out) == (1, "")
        assert err == ("pyopt layout: error: --full and --region choose what a picture shows; give --svg, --png or "
                       "--html as well\n")


def test_small_pictures_are_not_summarised(tmp_path):
    # 64x64 elements (FULL_ELEMENTS): still a cell per element
    path = tmp_path / "l.svg"
    assert run(["-l", BLOCKED, "-t", "tensor<64x64xf16>", "--svg", path])[0] == 0
    assert len(groups(path, "cell")) == 4096 and "summarised" not in path.read_text()


# ---------------------------------------------------------------------------
# The canvas page's data
# ---------------------------------------------------------------------------


def page_data(text: str) -> list[dict]:
    m = re.search(r'<script id="layout-data" type="application/json">(.*?)</script>', text, re.S)
    return json.loads(m.group(1))


def test_canvas_page_carries_the_layout_not_the_map(tmp_path):
    path = tmp_path / "l.html"
    assert run(["-l", DOT_MFMA_A, "-t", "tensor<128x128xf16>", "--region=0:128,32:96", "--html", path])[0] == 0
    (data,) = page_data(path.read_text())
    assert "owners" not in data and data["region"] == [[0, 128], [32, 96]]
    model = layout_render.layout_model(AttrParser().parse_type(full_type(DOT_MFMA_A, "tensor<128x128xf16>")))
    assert data["bases"] == {d: [list(v) for v in vs] for d, vs in model.bases.items()}
    assert data["in_dims"] == [list(d) for d in model.in_dims]
    # the colour of warp w, lane l is colours[(w % period) * steps + l]: shade_colour's
    assert (data["steps"], data["period"], len(data["colours"])) == (64, 4, 4 * 64)
    for w in range(4):
        for lane in (0, 17, 63):
            assert data["colours"][w * 64 + lane] == layout_render.hex_colour(layout_render.shade_colour(w, lane, 64))
    # 32 warps: the colours repeat after 24
    page = tmp_path / "w.html"
    many = "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [32, 1], order = [1, 0]}>"
    assert run(["-l", many, "-t", "tensor<256x64xf16>", "--html", page])[0] == 0
    (data,) = page_data(page.read_text())
    assert (data["steps"], data["period"]) == (32, 24)
    for w in (0, 23, 24, 31):
        assert data["colours"][(w % 24) * 32 + 5] == layout_render.hex_colour(layout_render.shade_colour(w, 5, 32))
    assert path.read_text().count('<div class="view"') == 1


# ---------------------------------------------------------------------------
# set_text
# ---------------------------------------------------------------------------


def test_set_text_examples():
    assert layout_render.set_text([3, 0, 1, 2]) == "0-3"
    assert layout_render.set_text([0, 8, 16, 24, 32, 40]) == "0-40/8"
    assert layout_render.set_text([0, 1, 4, 5]) == "0-1,4-5"
    assert layout_render.set_text([0, 4, 5, 6]) == "0,4-6"
    assert layout_render.set_text([7]) == "7"
    assert layout_render.set_text([0, 2]) == "0,2"
    assert layout_render.set_text([0, 1, 4, 5, 8, 9, 12, 13]) == "0-1,4-5,..(8),12-13"


@settings(max_examples=300, deadline=None)
@given(st.sets(st.integers(0, 300), min_size=1, max_size=40))
def test_set_text_names_the_set(values):
    assert_label_is(layout_render.set_text(values), values)


# ---------------------------------------------------------------------------
# Pictures follow the run's release (--triton-version), as the text does
# ---------------------------------------------------------------------------
# Triton 3.9.0's BlockedEncodingAttr::toLinearLayout drops the register bases beyond the tensor
# (a release rule, BROADCAST_REGISTERS): sizePerThread [2, 8] on a tensor 4 columns wide holds
# each element in one register of a thread where 3.6-3.8 hold it in two.  Each picture is compared with the
# map that release's own wheel prints (tools/oracle.py's getLayoutStr, run in the release's venv).

NARROW = "#ttg.blocked<{sizePerThread = [2, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>"
RELEASE_PYTHON = {"3.6": sys.executable, "3.9": "/work/venvs/triton-3.9.0/bin/python"}


def wheel_map(release: str, type_text: str) -> str:
    python = RELEASE_PYTHON[release]
    if not Path(python).exists() or (release == "3.6" and not triton_available()):
        pytest.skip(f"no Triton {release} wheel here (its venv: {python})")
    proc = subprocess.run([python, "-c", _CHILD, str(ROOT)], capture_output=True, text=True, timeout=600,
                          input=json.dumps([[full_type(NARROW, type_text)], [False]]))
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout)[0]


@pytest.mark.parametrize("release", ["3.6", "3.9"])
def test_pictures_follow_the_release(tmp_path, release):
    # every element (16x32) and a summary (256x32)
    for type_text, cls in (("tensor<16x4xf16>", "cell"), ("tensor<2048x4xf16>", "tile")):
        shape = AttrParser().parse_type(type_text).shape
        owners = element_owners(wheel_map(release, type_text), shape)
        path = tmp_path / f"{cls}.svg"
        assert run([f"--triton-version={release}", "-l", NARROW, "-t", type_text, "--svg", path]) == (0, "", "")
        cells = groups(path, cls)
        assert cells
        for g in cells:
            if cls == "cell":
                coord = tuple(int(v) for v in g.get("data-coord").split(","))
                assert g.find(SVG + "title").text == f"({coord[0]}, {coord[1]}): " + " ".join(owners[coord])
                continue
            who = [o for r in span(g.get("data-rows")) for c in span(g.get("data-cols")) for o in owners[(r, c)]]
            t_line, r_line = [t.text for t in g.iter(SVG + "tspan")]
            assert_label_is(t_line[1:], {int(o.split(":")[0][1:]) for o in who})
            assert_label_is(r_line[1:], {int(o.split(":")[1]) for o in who})
        # the releases differ here: a thread holds (0, 0) in two registers up to 3.8, in one from 3.9
        threads = [o.split(":")[0] for o in owners[(0, 0)]]
        assert (len(set(threads)) < len(threads)) == (release != "3.9")
    page = tmp_path / "l.html"
    assert run([f"--triton-version={release}", "-l", NARROW, "-t", "tensor<2048x4xf16>", "--html", page])[0] == 0
    (data,) = page_data(page.read_text())
    assert any(not any(b) for b in data["bases"]["register"]) == (release != "3.9")  # a broadcast register


def test_a_summary_of_many_slices_has_at_most_4096_cells(tmp_path):
    blocked = ("#ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], "
               "order = [2, 1, 0]}>")
    path = tmp_path / "l.svg"
    assert run(["-l", blocked, "-t", "tensor<64x128x128xf16>", "--svg", path]) == (0, "", "")
    tiles = groups(path, "tile")
    assert len({g.get("data-lead") for g in tiles}) == 64 and len(tiles) <= 4096
    assert path.stat().st_size < 2_000_000
    code, _, err = run(["-l", blocked, "-t", "tensor<8192x4x8xf16>", "--svg", path])
    assert code == 1
    assert err == ("pyopt layout: error: cannot draw the layout: the region has 8192 2-D slices; a summary draws at "
                   "most 4096 cells (crop the leading dimensions with --region, e.g. --region=0:1,:,:)\n")
