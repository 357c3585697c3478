"""The table of a ``run`` result (a JSON file), with rich when it is installed, plain text if not.

Only the standard library is needed (and, optionally, ``rich``).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from typing import Any

TARGET_RATIO = 0.98
VARIANTS = ("triton", "pyopt", "none")
HEADERS = ("kernel", "kind", "MB", "triton GB/s", "pyopt GB/s", "none GB/s", "pyopt/triton", "pyopt/copy",
           "none/triton", "IR", "check")


def _fmt(x: float | None, spec: str) -> str:
    return "-" if x is None else format(x, spec)


def check_text(rec: dict[str, Any]) -> str:
    bad = []
    for v, d in rec.get("variants", {}).items():
        st = d.get("status")
        if st in ("fail", "error"):
            bad.append(f"{v} {'FAIL' if st == 'fail' else 'ERROR'}")
        elif st == "unchecked":
            bad.append(f"{v} unchecked")
    return ", ".join(bad) if bad else "ok"


def row(rec: dict[str, Any]) -> list[str]:
    v = rec.get("variants", {})
    ident = rec.get("identical_ir")
    return [
        rec["kernel"], rec.get("category", ""), f"{rec.get('bytes_moved', 0) / 1e6:.0f}",
        *(_fmt(v.get(name, {}).get("gbs"), ".0f") for name in VARIANTS),
        _fmt(rec.get("pyopt_over_triton"), ".3f"), _fmt(rec.get("pyopt_over_copy"), ".3f"),
        _fmt(rec.get("none_over_triton"), ".3f"),
        "same" if ident else ("diff" if ident is not None else "?"), check_text(rec),
    ]


def one_line(rec: dict[str, Any]) -> str:
    r = row(rec)
    return (f"{r[0]}: triton {r[3]} / pyopt {r[4]} / none {r[5]} GB/s, pyopt/triton {r[6]}, "
            f"pyopt/copy {r[7]}, IR {r[9]}, check {r[10]} ({rec.get('seconds', '?')}s)")


def _geomean(xs: Iterable[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def summary(result: dict[str, Any], min_ratio: float | None = None) -> list[str]:
    target = TARGET_RATIO if min_ratio is None else min_ratio
    ks = result.get("kernels", [])
    copy = (result.get("copy") or {}).get("gbs")
    ratios = {k["kernel"]: k.get("pyopt_over_triton") for k in ks}
    measured = {k: r for k, r in ratios.items() if r is not None}
    below = sorted((k for k, r in measured.items() if r < target), key=lambda k: measured[k])
    failed = [k["kernel"] for k in ks if check_text(k) != "ok"]
    lines = [(f"device: {result.get('device', '?')} (sm {result.get('capability', '?')}), "
             f"triton {result.get('triton_version', '?')}, torch {result.get('torch_version', '?')}; "
             f"device-to-device copy: {_fmt(copy, '.0f')} GB/s")]
    if measured:
        worst = min(measured, key=measured.__getitem__)
        lines.append(f"pyopt/triton over {len(measured)} kernels: geomean {_geomean(measured.values()):.3f}, "
                     f"min {measured[worst]:.3f} ({worst}); target >= {target}: "
                     + ("met on every kernel" if not below and len(measured) == len(ks) else
                        f"{len(below)} below" + (f" ({', '.join(below)})" if below else "")
                        + (f", {len(ks) - len(measured)} not measured" if len(measured) != len(ks) else "")))
        same = [k["kernel"] for k in ks if k.get("identical_ir")]
        line = f"pyopt TTGIR identical to Triton's on {len(same)}/{len(ks)} kernels"
        noise = [abs(1 - measured[k]) for k in same if k in measured]
        if noise:
            line += (f"; these compile to the same binary, so their ratios are timing noise: "
                     f"largest |1 - ratio| {max(noise):.3f}")
        lines.append(line)
    if failed:
        lines.append(f"checks failed or not run: {', '.join(failed)}")
    else:
        lines.append("every variant of every kernel matched its PyTorch reference")
    if result.get("seconds") is not None:
        lines.append(f"run took {result['seconds']}s")
    return lines


def plain_table(rows: list[list[str]], headers: Iterable[str] = HEADERS) -> str:
    headers = list(headers)
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]
    left = {0, 1, 9, 10}

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))

    lines = [fmt(headers), "  ".join("-" * w for w in widths)]
    lines += [fmt(r) for r in rows]
    return "\n".join(lines)


def print_report(result: dict[str, Any], min_ratio: float | None = None, file=None, plain: bool = False) -> None:
    file = file or sys.stdout
    rows = [row(k) for k in result.get("kernels", [])]
    target = TARGET_RATIO if min_ratio is None else min_ratio
    console = None
    if not plain:
        try:
            from rich.console import Console
            from rich.table import Table

            # Wide enough for the whole table even when the output is not a terminal
            # (rich would squeeze it into 80 columns).
            probe = Console(file=file)
            need = len(plain_table(rows).splitlines()[0]) + 3 * len(HEADERS) + 8
            console = Console(file=file, width=max(probe.width, need))
        except ImportError:
            console = None
    if console is None:
        print(plain_table(rows), file=file)
        for line in summary(result, min_ratio):
            print(line, file=file)
        return
    table = Table(title="tools/gpu_bench: GB/s of the TTGIR optimised by Triton, by pyopt, and by no layout pass")
    for i, h in enumerate(HEADERS):
        table.add_column(h, justify="left" if i in (0, 1, 9, 10) else "right", no_wrap=i != 10)
    for k, r in zip(result.get("kernels", []), rows):
        styled = list(r)
        ratio = k.get("pyopt_over_triton")
        if ratio is not None:
            styled[6] = f"[{'green' if ratio >= target else 'red'}]{r[6]}[/]"
        if r[10] != "ok":
            styled[10] = f"[red]{r[10]}[/]"
        if r[9] == "diff":
            styled[9] = f"[yellow]{r[9]}[/]"
        table.add_row(*styled)
    console.print(table)
    for line in summary(result, min_ratio):
        console.print(line, highlight=False, markup=False)
