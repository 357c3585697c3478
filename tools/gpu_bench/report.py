"""The table of a ``run`` result (a JSON file), with rich when it is installed, plain text if not.

Only the standard library is needed (and, optionally, ``rich``).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterable
from typing import Any

TARGET_RATIO = 0.98
VARIANTS = ("triton", "pyopt", "none", "pr32", "cp")  # column order
HEADERS = ("kernel", "kind", "MB", "triton GB/s", "pyopt GB/s", "none GB/s", "pyopt/triton", "pyopt/copy",
           "none/triton", "IR", "check")  # the columns of a run of the three default variants


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


def result_variants(result: dict[str, Any]) -> list[str]:
    """The variants of a result, in column order: those its settings name, else those its
    kernels have; the three default ones when neither says."""
    named = (result.get("settings") or {}).get("variants")
    if not named:
        named = {v for k in result.get("kernels", []) for v in k.get("variants", {})} or ("triton", "pyopt", "none")
    return [v for v in VARIANTS if v in named] + sorted(v for v in named if v not in VARIANTS)


def columns(variants: list[str]) -> list[tuple[str, Callable[[dict[str, Any]], str]]]:
    """(header, cell of a kernel record) of the table for ``variants``."""
    cols: list[tuple[str, Callable[[dict[str, Any]], str]]] = [
        ("kernel", lambda r: r["kernel"]), ("kind", lambda r: r.get("category", "")),
        ("MB", lambda r: f"{r.get('bytes_moved', 0) / 1e6:.0f}")]
    for v in variants:
        cols.append((f"{v} GB/s", lambda r, v=v: _fmt(r.get("variants", {}).get(v, {}).get("gbs"), ".0f")))
    if "pyopt" in variants:
        cols.append(("pyopt/triton", lambda r: _fmt(r.get("pyopt_over_triton"), ".3f")))
        cols.append(("pyopt/copy", lambda r: _fmt(r.get("pyopt_over_copy"), ".3f")))
    for v in variants:
        if v not in ("triton", "pyopt"):
            cols.append((f"{v}/triton", lambda r, v=v: _fmt(r.get(f"{v}_over_triton"), ".3f")))
    if "pyopt" in variants:
        cols.append(("IR", lambda r: "same" if r.get("identical_ir") else
                     ("diff" if r.get("identical_ir") is not None else "?")))
    if "cp" in variants:
        cols.append(("cp IR", cp_text))
    cols.append(("check", check_text))
    return cols


def cp_text(rec: dict[str, Any]) -> str:
    """What prepare found of the cp file: whether the pass changed the IR, whether Triton's
    pass gave the same, whether the PTX (debug info aside) differs from triton's."""
    cp = rec.get("cp")
    if not cp:
        return "?"
    parts = ["changed" if cp.get("changed") else "unchanged"]
    same = cp.get("same_as_triton")
    parts.append("=Triton's pass" if same else ("!=Triton's pass" if same is False else "Triton's pass ?"))
    ptx = (rec.get("ptx_code_same_as_triton") or {}).get("cp")
    if ptx is not None:
        parts.append("same PTX" if ptx else "new PTX")
    return ", ".join(parts)


def row(rec: dict[str, Any], variants: list[str] | None = None) -> list[str]:
    return [cell(rec) for _, cell in columns(list(variants or ("triton", "pyopt", "none")))]


def one_line(rec: dict[str, Any]) -> str:
    vs = [v for v in VARIANTS if v in rec.get("variants", {})] + sorted(
        v for v in rec.get("variants", {}) if v not in VARIANTS)
    cells = dict(zip((h for h, _ in columns(vs)), row(rec, vs)))
    gbs = " / ".join(f"{v} {cells[f'{v} GB/s']}" for v in vs)
    ratios = ", ".join(f"{h} {c}" for h, c in cells.items() if "/" in h and "GB/s" not in h)
    extra = ", ".join(f"{h} {cells[h]}" for h in ("IR", "cp IR") if h in cells)
    return (f"{rec['kernel']}: {gbs} GB/s" + (f", {ratios}" if ratios else "") + (f", {extra}" if extra else "")
            + f", check {cells['check']} ({rec.get('seconds', '?')}s)")


def _geomean(xs: Iterable[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def _ratio_line(ks: list[dict[str, Any]], key: str, label: str) -> str | None:
    measured = {k["kernel"]: k.get(key) for k in ks if k.get(key) is not None}
    if not measured:
        return None
    worst = min(measured, key=measured.__getitem__)
    best = max(measured, key=measured.__getitem__)
    return (f"{label} over {len(measured)} kernels: geomean {_geomean(measured.values()):.3f}, "
            f"min {measured[worst]:.3f} ({worst}), max {measured[best]:.3f} ({best})")


def summary(result: dict[str, Any], min_ratio: float | None = None) -> list[str]:
    target = TARGET_RATIO if min_ratio is None else min_ratio
    ks = result.get("kernels", [])
    variants = result_variants(result)
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
    for v in variants:
        if v not in ("triton", "pyopt", "none"):
            line = _ratio_line(ks, f"{v}_over_triton", f"{v}/triton")
            if line:
                lines.append(line)
    if "cp" in variants:
        with_cp = [k for k in ks if k.get("cp")]
        changed = [k["kernel"] for k in with_cp if k["cp"].get("changed")]
        unlike = [k["kernel"] for k in with_cp if k["cp"].get("same_as_triton") is not True]
        new_ptx = [k["kernel"] for k in with_cp if (k.get("ptx_code_same_as_triton") or {}).get("cp") is False]
        lines.append(f"cp: the pass changed the TTGIR of {len(changed)}/{len(with_cp)} kernels; pyopt's output "
                     + (f"equals Triton's pass on all {len(with_cp)}" if not unlike else
                        f"DIFFERS from Triton's pass on {', '.join(unlike)}")
                     + f"; {len(new_ptx)} compile to PTX unlike triton's (debug info aside)")
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
    left = {i for i, h in enumerate(headers) if h in ("kernel", "kind", "IR", "cp IR", "check")}

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))

    lines = [fmt(headers), "  ".join("-" * w for w in widths)]
    lines += [fmt(r) for r in rows]
    return "\n".join(lines)


def print_report(result: dict[str, Any], min_ratio: float | None = None, file=None, plain: bool = False) -> None:
    file = file or sys.stdout
    variants = result_variants(result)
    headers = [h for h, _ in columns(variants)]
    rows = [row(k, variants) for k in result.get("kernels", [])]
    target = TARGET_RATIO if min_ratio is None else min_ratio
    console = None
    if not plain:
        try:
            from rich.console import Console
            from rich.table import Table

            # Wide enough for the whole table even when the output is not a terminal
            # (rich would squeeze it into 80 columns).
            probe = Console(file=file)
            need = len(plain_table(rows, headers).splitlines()[0]) + 3 * len(headers) + 8
            console = Console(file=file, width=max(probe.width, need))
        except ImportError:
            console = None
    if console is None:
        print(plain_table(rows, headers), file=file)
        for line in summary(result, min_ratio):
            print(line, file=file)
        return
    title = ("tools/gpu_bench: GB/s of the TTGIR optimised by Triton, by pyopt, and by no layout pass"
             if variants == ["triton", "pyopt", "none"] else f"tools/gpu_bench: GB/s of {', '.join(variants)}")
    table = Table(title=title)
    left = {"kernel", "kind", "IR", "cp IR", "check"}
    for h in headers:
        table.add_column(h, justify="left" if h in left else "right", no_wrap=h != "check")
    col = {h: i for i, h in enumerate(headers)}
    for k, r in zip(result.get("kernels", []), rows):
        styled = list(r)
        ratio = k.get("pyopt_over_triton")
        if ratio is not None and "pyopt/triton" in col:
            styled[col["pyopt/triton"]] = f"[{'green' if ratio >= target else 'red'}]{r[col['pyopt/triton']]}[/]"
        if r[col["check"]] != "ok":
            styled[col["check"]] = f"[red]{r[col['check']]}[/]"
        if "IR" in col and r[col["IR"]] == "diff":
            styled[col["IR"]] = f"[yellow]{r[col['IR']]}[/]"
        table.add_row(*styled)
    console.print(table)
    for line in summary(result, min_ratio):
        console.print(line, highlight=False, markup=False)
