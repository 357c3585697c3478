"""``counters``: each prepared kernel's global-memory sectors and requests, read from the
GPU's hardware counters with Nsight Compute (``ncu``).

    python -m tools.gpu_bench counters --dir DIR --json OUT.json [--kernels a,b]
                                       [--variants none,pyopt,triton] [--ncu PATH]

The outer call starts ``ncu`` on an inner call of this module, which compiles each
(kernel, variant) file of the manifest written by ``prepare``, builds the kernel's inputs and
launches it once.  ``ncu`` profiles only the Triton kernels (by function name), in launch
order, so its N-th result is the inner call's N-th launch.  Per launch the JSON keeps:

- ``l1tex__t_sectors_pipe_lsu_mem_global_op_{ld,st}.sum``: 32-byte sectors the L1TEX unit
  served for global loads / stores;
- ``l1tex__t_requests_pipe_lsu_mem_global_op_{ld,st}.sum``: the requests (one per
  warp-level memory instruction);
- ``smsp__sass_inst_executed_op_global_{ld,st}.sum``: warp-level instructions executed;
- the grid, the warps, and the scalar arguments, so that a CPU test can ask pyopt's
  ``-access-report`` for the same launch and compare its sectors per request.

Needs Triton, PyTorch, a CUDA GPU and ``ncu``; nothing of pyopt.
"""

from __future__ import annotations

import csv
import io
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

METRICS = (
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    "smsp__sass_inst_executed_op_global_ld.sum",
    "smsp__sass_inst_executed_op_global_st.sum",
)
DEFAULT_VARIANTS = ("none", "pyopt", "triton")


def _func_name(ttgir: str) -> str:
    for line in ttgir.splitlines():
        s = line.strip()
        if s.startswith("tt.func"):
            return s.split("@", 1)[1].split("(", 1)[0]
    raise ValueError("no tt.func in the file")


def plan(root: Path, kernels: list[str] | None, variants: tuple[str, ...]) -> list[dict[str, Any]]:
    """The launches, in order: one per (kernel, variant) file the manifest has."""
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    out = []
    for entry in manifest["kernels"]:
        if kernels and entry["kernel"] not in kernels:
            continue
        for v in variants:
            f = entry.get("files", {}).get(v)
            if f:
                out.append({"kernel": entry["kernel"], "variant": v, "file": f,
                            "function": _func_name((root / f).read_text(encoding="utf-8"))})
    return out


def inner(root: Path, launches: list[dict[str, Any]]) -> int:
    """Launch each planned (kernel, variant) once (under ncu)."""
    import torch

    from .kernels import fill_sentinel, make_tensors
    from .run import _triton_compile

    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    entries = {e["kernel"]: e for e in manifest["kernels"]}
    arch = int(manifest.get("arch", 90))
    tensors_for: dict[str, Any] = {}
    for item in launches:
        entry = entries[item["kernel"]]
        if item["kernel"] not in tensors_for:
            tensors_for.clear()
            torch.cuda.empty_cache()
            tensors_for[item["kernel"]] = make_tensors(entry["args"], "cuda")
        tensors = tensors_for[item["kernel"]]
        positional = [tensors[a["name"]] for a in entry["args"]]
        grid = tuple(entry["grid"]) + (1,) * (3 - len(entry["grid"]))
        kernel = _triton_compile(root / item["file"], arch)
        runner = kernel[grid]
        for o in entry["outputs"]:
            fill_sentinel(tensors[o])
        torch.cuda.synchronize()
        runner(*positional)
        torch.cuda.synchronize()
        print(f"launched {item['kernel']} {item['variant']}", file=sys.stderr, flush=True)
    return 0


def parse_ncu_csv(text: str) -> list[dict[str, Any]]:
    """ncu's ``--csv --page details`` output -> one dict per profiled launch, in ID order."""
    start = text.find('"ID"')
    if start < 0:
        raise ValueError("no CSV table in ncu's output:\n" + text[-2000:])
    rows = list(csv.DictReader(io.StringIO(text[start:])))
    by_id: dict[int, dict[str, Any]] = {}
    for row in rows:
        try:
            rid = int(row["ID"])
        except (KeyError, TypeError, ValueError):
            continue
        rec = by_id.setdefault(rid, {"ncu_kernel_name": row.get("Kernel Name"),
                                     "block_size": row.get("Block Size"), "grid_size": row.get("Grid Size"),
                                     "metrics": {}})
        name = row.get("Metric Name")
        if name in METRICS:
            value = (row.get("Metric Value") or "").replace(",", "")
            rec["metrics"][name] = float(value) if value not in ("", "n/a") else None
    return [by_id[k] for k in sorted(by_id)]


def main(args) -> int:
    root = Path(args.dir)
    variants = tuple(v for v in (args.variants or ",".join(DEFAULT_VARIANTS)).split(",") if v)
    kernels = [k for k in args.kernels.split(",") if k] if args.kernels else None
    launches = plan(root, kernels, variants)
    if args.inner:
        return inner(root, launches)
    ncu = args.ncu or shutil.which("ncu") or "/usr/local/cuda/bin/ncu"
    names = sorted({item["function"] for item in launches})
    cmd = [ncu, "--csv", "--page", "details", "--print-units", "base", "--target-processes", "all",
           "--metrics", ",".join(METRICS), "--kernel-name", "regex:^(" + "|".join(names) + ")$",
           sys.executable, "-m", "tools.gpu_bench", "counters", "--dir", str(root), "--inner",
           "--variants", ",".join(variants)]
    if kernels:
        cmd += ["--kernels", ",".join(kernels)]
    print("running: " + " ".join(cmd), file=sys.stderr, flush=True)
    proc = subprocess.run(cmd, cwd=str(REPO), capture_output=True, text=True)
    sys.stderr.write(proc.stderr[-4000:])
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout[-4000:])
        print(f"ncu exited with {proc.returncode}", file=sys.stderr)
        return 1
    results = parse_ncu_csv(proc.stdout)
    if len(results) != len(launches):
        print(f"ncu profiled {len(results)} launches, expected {len(launches)}", file=sys.stderr)
        sys.stderr.write(proc.stdout[-3000:])
        return 1
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    entries = {e["kernel"]: e for e in manifest["kernels"]}
    import torch
    import triton

    out: dict[str, Any] = {
        "format": 1,
        "description": "Nsight Compute counters of one launch of each tools/gpu_bench kernel and variant "
                       "(python -m tools.gpu_bench counters)",
        "device": torch.cuda.get_device_name(),
        "capability": ".".join(map(str, torch.cuda.get_device_capability())),
        "triton_version": triton.__version__,
        "ncu_version": subprocess.run([ncu, "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1],
        "host": platform.node(),
        "metrics": list(METRICS),
        "launches": [],
    }
    for item, res in zip(launches, results):
        if res["ncu_kernel_name"] != item["function"]:
            print(f"launch order mismatch: ncu {res['ncu_kernel_name']} vs {item['function']}", file=sys.stderr)
            return 1
        entry = entries[item["kernel"]]
        ttgir = (root / item["file"]).read_text(encoding="utf-8")
        out["launches"].append({
            "kernel": item["kernel"], "variant": item["variant"], "function": item["function"],
            "grid": entry["grid"], "num_warps": entry.get("num_warps"),
            "scalars": {a["name"]: a["value"] for a in entry["args"] if a.get("kind") == "scalar"},
            "args": entry["args"],
            "ttgir": ttgir,
            "block_size": res["block_size"], "grid_size": res["grid_size"],
            "counters": res["metrics"],
        })
    text = json.dumps(out, indent=1) + "\n"
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(text, encoding="utf-8")
    for rec in out["launches"]:
        c = rec["counters"]

        def ratio(kind: str) -> str:
            req = c.get(f"l1tex__t_requests_pipe_lsu_mem_global_op_{kind}.sum") or 0
            sec = c.get(f"l1tex__t_sectors_pipe_lsu_mem_global_op_{kind}.sum") or 0
            return f"{sec / req:6.2f}" if req else "     -"

        print(f"{rec['kernel']:24} {rec['variant']:7} ld {ratio('ld')} st {ratio('st')} sectors/request")
    return 0
