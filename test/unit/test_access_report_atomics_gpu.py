"""The access report's atomics against an H100 (CPU only): for each launch in
tools/gpu_bench/h100-atomics.json (``python -m tools.gpu_bench.atomics``: one
program of 4 warps doing a 1,024-element ``tl.atomic_add``/``max``/``xchg``/
``cas`` on a family of address patterns, for f32, f16, bf16, i32 and f64, its
result unused or stored), run ``-access-report`` on the launch's TTGIR and
compare its atomics' requests and sectors with Nsight Compute's
``l1tex__t_{requests,sectors}_pipe_lsu_mem_global_op_{red,atom}.sum`` (an
atomic whose result is unused is a ``RED``, else an ``ATOM``; the report
counts both as atomics), exactly, except where the warps of the program
contend (below).

A 16-bit float add without a vector form runs as a loop of 32-bit
compare-and-swaps on the GPU (its request count varies from run to run where
warps hit the same words): the report counts the rounds the lanes of one warp
force (``AccessPlan._atomic_request``), a lower bound, which equals the counters
where no two warps of the program touch the same 32-bit word. The launches
where they do (``CONTENDED``: a pattern whose warps' elements share words) are
checked as bounds.

``python test/unit/test_access_report_atomics_gpu.py`` prints the comparison table.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.transforms.access_report import AccessReport

COUNTERS = Path(__file__).resolve().parents[2] / "tools" / "gpu_bench" / "h100-atomics.json"
DATA = json.loads(COUNTERS.read_text())
LAUNCHES = DATA["launches"]


#: (dtype, pattern) of 16-bit adds whose warps hit the same 32-bit words: ``div32`` (warp w's
#: element r*4+w shares a word with warp w^1's), ``mod32x2`` and ``zero`` (every warp on the
#: same addresses)
CONTENDED = {("float16", "div32"), ("float16", "mod32x2"), ("float16", "zero"), ("bfloat16", "zero")}


def _id(x) -> str:
    return f"{x['op']}-{x['dtype']}-{x['pattern']}-{'atom' if x['ret'] else 'red'}"


def report(launch) -> tuple[int, int]:
    """(requests, sectors) of the atomics in the report of program 0."""
    module = parse_source(launch["ttgir"])
    ctx = PassContext()
    AccessReport.from_options([("format", "remarks")]).run(module, ctx)
    assert not ctx.failed
    (rep,) = ctx.access_report_runs[-1]
    req = sec = 0
    for st in rep["stats"]:
        assert not st.bound_executions, (st.op.name, st.notes)
        if st.plan.counter == "atom":
            req += st.exact.requests
            sec += st.exact.sectors
    return req, sec


def measured(launch) -> tuple[int, int]:
    c = launch["counters"]
    req = sum(c.get(f"l1tex__t_requests_pipe_lsu_mem_global_op_{k}.sum") or 0 for k in ("red", "atom"))
    sec = sum(c.get(f"l1tex__t_sectors_pipe_lsu_mem_global_op_{k}.sum") or 0 for k in ("red", "atom"))
    return int(req), int(sec)


@pytest.mark.parametrize("launch", LAUNCHES, ids=[_id(x) for x in LAUNCHES])
def test_atomics_match_h100_counters(launch):
    (req, sec), (hw_req, hw_sec) = report(launch), measured(launch)
    if (launch["dtype"], launch["pattern"]) in CONTENDED:
        assert req <= hw_req and sec <= hw_sec, "the report counts the rounds one warp forces"
        assert req < hw_req, "these launches contend between warps: the counters show more rounds"
    else:
        assert (req, sec) == (hw_req, hw_sec)


def test_contended_launches_are_16_bit_adds():
    # the bound holds only for the compare-and-swap loop of 16-bit adds
    names = {(x["dtype"], x["pattern"]) for x in LAUNCHES if x["op"] == "add"}
    assert CONTENDED <= names
    assert all(d in ("float16", "bfloat16") for d, _p in CONTENDED)


def comparison_table() -> str:
    rows = ["| op | dtype | pattern | result | requests (report / H100) | sectors (report / H100) |",
            "| --- | --- | --- | --- | --- | --- |"]
    for launch in LAUNCHES:
        (rq, sc), (hq, hs) = report(launch), measured(launch)
        flag = "" if (rq, sc) == (hq, hs) else " **differs**"
        rows.append(f"| {launch['op']} | {launch['dtype']} | {launch['pattern']} | "
                    f"{'stored' if launch['ret'] else 'unused'} | {rq} / {hq} | {sc} / {hs}{flag} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(comparison_table())
