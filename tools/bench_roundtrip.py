#!/usr/bin/env python3
"""Benchmark pyopt's parse and print against real Triton's (issue 2's targets).

1. Whole-process wall time of ``pyopt FILE`` on a ~340-line TTGIR (best of N).
2. In-process parse, verify and print of a ~30,000-line TTGIR built from the
   corpus, beside libtriton's own parse + print of the same file in the same
   run, and their ratio.

    python tools/bench_roundtrip.py [--small FILE] [--lines 30000] [--repeat 5]

Prints a rich table and writes JSON to --json (default bench-roundtrip.json).
"""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def pick_small(target: int = 340) -> Path:
    """The corpus TTGIR whose line count is closest to ``target``."""
    best = None
    for p in sorted((ROOT / "test" / "corpus").rglob("ttgir.mlir")):
        n = p.read_text().count("\n")
        if best is None or abs(n - target) < abs(best[0] - target):
            best = (n, p)
    if best is None:
        raise SystemExit("no corpus: run tools/gen_corpus.py")
    return best[1]


def build_big(lines: int) -> str:
    """Concatenate corpus TTGIR functions (renamed) into one module of about
    ``lines`` lines; all pieces share one target so the module is valid."""
    from pyopt.syntax.parser import parse_source
    from pyopt.syntax.printer import print_op

    files = sorted((ROOT / "test" / "corpus").rglob("cuda90-w4/ttgir.mlir"))
    if not files:
        raise SystemExit("no cuda90-w4 corpus files")
    module = None
    count = 0
    k = 0
    while count < lines:
        src = files[k % len(files)]
        m = parse_source(src.read_text(), str(src))
        body = m.regions[0].blocks[0]
        if module is None:
            module = m
            for op in body.ops:
                count += print_op(op).count("\n")
        else:
            from pyopt.ir.attrs import StringAttr, SymbolRefAttr

            # give this copy's functions fresh names, and its calls too
            renamed = {}
            for op in body.ops:
                if "sym_name" in op.attributes:
                    old = op.attributes["sym_name"].value
                    renamed[old] = f"{old}_{k}"
                    op.attributes["sym_name"] = StringAttr(renamed[old])
            for op in m.walk():
                callee = op.attributes.get("callee")
                if isinstance(callee, SymbolRefAttr) and callee.root in renamed:
                    op.attributes["callee"] = SymbolRefAttr(renamed[callee.root], *callee.path[1:])
            for op in list(body.ops):
                op.detach()
                module.regions[0].blocks[0].append(op)
                count += print_op(op).count("\n")
        k += 1
    return print_op(module)


def time_process(path: Path, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pyopt", str(path)], check=True,
                       stdout=subprocess.DEVNULL, cwd=ROOT)
        best = min(best, time.perf_counter() - t)
    return best


def time_pyopt(text: str, repeat: int) -> dict:
    from pyopt.syntax.parser import parse_source
    from pyopt.syntax.printer import print_op
    from pyopt.verifier import verify

    out = {"parse": float("inf"), "verify": float("inf"), "print": float("inf")}
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        m = parse_source(text, "big.mlir")
        t1 = time.perf_counter()
        verify(m)
        t2 = time.perf_counter()
        s = print_op(m)
        t3 = time.perf_counter()
        assert s == text, "round trip of the benchmark input is not exact"
        out["parse"] = min(out["parse"], t1 - t0)
        out["verify"] = min(out["verify"], t2 - t1)
        out["print"] = min(out["print"], t3 - t2)
    return out


def time_triton(path: Path, repeat: int) -> dict | None:
    try:
        from triton._C.libtriton import amd, ir
    except Exception:
        return None
    ctx = ir.context()
    ir.load_dialects(ctx)
    amd.load_dialects(ctx)
    out = {"parse": float("inf"), "print": float("inf")}
    for _ in range(repeat):
        t0 = time.perf_counter()
        m = ir.parse_mlir_module(str(path), ctx)
        t1 = time.perf_counter()
        m.str_nodebug()
        t2 = time.perf_counter()
        out["parse"] = min(out["parse"], t1 - t0)
        out["print"] = min(out["print"], t2 - t1)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--small", type=Path)
    ap.add_argument("--lines", type=int, default=30000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", type=Path, default=Path("bench-roundtrip.json"))
    args = ap.parse_args()

    small = args.small or pick_small()
    small_lines = small.read_text().count("\n")
    proc = time_process(small, max(args.repeat, 5))

    text = build_big(args.lines)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        big = Path(f.name)
    py = time_pyopt(text, args.repeat)
    tr = time_triton(big, args.repeat)
    result = {
        "small_file": str(small), "small_lines": small_lines, "process_wall_s": proc,
        "big_lines": text.count("\n"), "pyopt": py, "triton": tr,
    }
    if tr:
        result["ratio_parse_print"] = (py["parse"] + py["print"]) / (tr["parse"] + tr["print"])
    args.json.write_text(json.dumps(result, indent=2))

    from rich.console import Console
    from rich.table import Table

    t = Table(title="pyopt round trip")
    t.add_column("measure")
    t.add_column("pyopt", justify="right")
    t.add_column("triton", justify="right")
    t.add_column("ratio", justify="right")
    t.add_row(f"process, {small_lines}-line file", f"{proc:.3f} s", "", "")
    for k in ("parse", "verify", "print"):
        tv = tr.get(k) if tr else None
        t.add_row(f"{k}, {result['big_lines']} lines", f"{py[k]:.3f} s",
                  f"{tv:.3f} s" if tv is not None else "-",
                  f"{py[k] / tv:.1f}x" if tv else "")
    if tr:
        t.add_row("parse + print", f"{py['parse'] + py['print']:.3f} s",
                  f"{tr['parse'] + tr['print']:.3f} s", f"{result['ratio_parse_print']:.1f}x")
    Console().print(t)


if __name__ == "__main__":
    main()
