"""The access report against an H100 (CPU only): for each launch in
tools/gpu_bench/h100-counters.json (24 kernels x the uncoalesced ``none`` and
coalesced ``pyopt`` TTGIR), run ``-access-report`` on the launch's TTGIR for
program 0 with the launch's scalar arguments and compare, for loads and for
stores, its sectors per request with Nsight Compute's
``l1tex__t_sectors_pipe_lsu_mem_global_op_{ld,st}.sum /
l1tex__t_requests_pipe_lsu_mem_global_op_{ld,st}.sum`` (within 5%) and its
requests with the counted requests per program (every grid is uniform, so
``requests.sum / programs`` is an integer; equal exactly).

``python test/unit/test_access_report_gpu.py`` prints the comparison table.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.transforms.access_report import AccessReport

COUNTERS = Path(__file__).resolve().parents[2] / "tools" / "gpu_bench" / "h100-counters.json"
DATA = json.loads(COUNTERS.read_text())
LAUNCHES = DATA["launches"]
KINDS = ("ld", "st")


def _scalar_args(launch) -> str:
    """The launch's integer scalars as ``position=value`` (floats are not
    evaluated; pointers take the pass's aligned bases)."""
    items = []
    for i, a in enumerate(launch["args"]):
        if a["kind"] == "scalar" and str(a["type"]).startswith(("i", "u")):
            items.append(f"{i}={int(a['value'])}")
    return ",".join(items)


def report(launch) -> dict:
    """{kind: (requests, sectors)} of the report for program 0."""
    module = parse_source(launch["ttgir"])
    options = [("format", "remarks"), ("grid", ",".join(str(g) for g in launch["grid"]))]
    args = _scalar_args(launch)
    if args:
        options.append(("args", args))
    ctx = PassContext()
    AccessReport.from_options(options).run(module, ctx)
    assert not ctx.failed
    (rep,) = ctx.access_report_runs[-1]
    out = {k: [0, 0] for k in KINDS}
    for st in rep["stats"]:
        assert not st.bound_executions, (st.op.name, st.notes)  # every address evaluated
        if st.plan.counter in out:
            out[st.plan.counter][0] += st.exact.requests
            out[st.plan.counter][1] += st.exact.sectors
    return out


def measured(launch) -> dict:
    """{kind: (requests per program, sectors per request)} from the counters."""
    c = launch["counters"]
    programs = math.prod(launch["grid"])
    out = {}
    for k in KINDS:
        req = c[f"l1tex__t_requests_pipe_lsu_mem_global_op_{k}.sum"]
        sec = c[f"l1tex__t_sectors_pipe_lsu_mem_global_op_{k}.sum"]
        out[k] = (req / programs, sec / req if req else 0.0)
    return out


@pytest.mark.parametrize("launch", LAUNCHES, ids=[f"{x['kernel']}-{x['variant']}" for x in LAUNCHES])
def test_report_matches_h100_counters(launch):
    mine = report(launch)
    hw = measured(launch)
    for k in KINDS:
        req, sec = mine[k]
        hw_req, hw_spr = hw[k]
        assert hw_req == int(hw_req), "the grid is uniform: whole requests per program"
        assert req == hw_req, f"{k}: {req} requests per program, the H100 made {hw_req}"
        spr = sec / req if req else 0.0
        assert spr == pytest.approx(hw_spr, rel=0.05), f"{k}: {spr:.3f} sectors/request vs {hw_spr:.3f}"


def test_every_launch_is_covered():
    # 24 kernels, two variants each, as the counters were taken
    assert len(LAUNCHES) == 48
    assert {x["variant"] for x in LAUNCHES} == {"none", "pyopt"}


def comparison_table() -> str:
    rows = ["| kernel | variant | ld req/prog (report / H100) | ld sectors/req (report / H100) | "
            "st req/prog (report / H100) | st sectors/req (report / H100) |",
            "| --- | --- | --- | --- | --- | --- |"]
    for launch in LAUNCHES:
        mine, hw = report(launch), measured(launch)
        cells = []
        for k in KINDS:
            req, sec = mine[k]
            cells.append(f"{req} / {hw[k][0]:g}")
            cells.append(f"{(sec / req if req else 0):.3f} / {hw[k][1]:.3f}")
        rows.append(f"| {launch['kernel']} | {launch['variant']} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(comparison_table())
