"""``atomics``: how an H100 counts the sectors of global atomics, measured.

    python -m tools.gpu_bench.atomics --json OUT.json [--ncu PATH]

One Triton kernel, ``atom_kernel``, does a tensor ``tl.atomic_add`` (or ``atomic_max`` /
``atomic_xchg`` / ``atomic_cas``) of BLOCK=1024 elements by 4 warps, on addresses
``OUT + f(offs)`` for a family of index patterns ``f`` (distinct, modulo 8..128, halves,
strided, permuted, all one address), for f32, f16, bf16, i32 and f64, with its result unused
(``red``) or stored (``atom``).  The outer call runs ``ncu`` on an inner call of this module,
which compiles and launches each configuration once (one program) and records its TTGIR and
the PTX atomics; per launch the JSON keeps the L1TEX sectors and requests of the ``red`` and
``atom`` pipes, the warp-level instructions executed, and the TTGIR, so that a CPU test can
ask pyopt's ``-access-report`` for the same launch (test/unit/test_access_report_atomics.py).

Needs Triton 3.6.0, PyTorch, a CUDA GPU and ``ncu``; nothing of pyopt.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

BASE_METRICS = (
    "l1tex__t_sectors_pipe_lsu_mem_global_op_red",
    "l1tex__t_requests_pipe_lsu_mem_global_op_red",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_atom",
    "l1tex__t_requests_pipe_lsu_mem_global_op_atom",
    "smsp__sass_inst_executed_op_global_red",
    "smsp__sass_inst_executed_op_global_atom",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st",
    "lts__t_sectors_srcunit_tex_op_red",
    "lts__t_sectors_srcunit_tex_op_atom",
    "lts__t_requests_srcunit_tex_op_red",
    "lts__t_requests_srcunit_tex_op_atom",
)

# index patterns: name -> a Triton expression of offs (arange(0, 1024))
PATTERNS = {
    "dense": 0, "mod128": 1, "mod64": 2, "mod32": 3, "mod16": 4, "mod8": 5, "div2": 6, "div4": 7,
    "div32": 8, "x2": 9, "x8": 10, "x32": 11, "xor1": 12, "mod32x2": 13, "zero": 14, "perm7": 15,
    "rev": 16, "arg": 17, "load": 18, "zero_masked": 19, "div32": 8,
}

BLOCK = 1024
WARPS = 4


def _configs(which: str = "patterns"):
    out = []
    if which == "uniform":
        # one address for the whole warp: ptxas may combine the lanes of an integer atomic
        for dtype, ops in (("int32", ("add", "max", "min", "and", "or", "xor", "xchg")),
                           ("uint32", ("max", "min")), ("int64", ("add", "max")),
                           ("float32", ("add", "max"))):
            for op in ops:
                for pat in ("zero", "arg", "load", "zero_masked", "div32"):
                    for ret in (0, 1):
                        out.append({"dtype": dtype, "pattern": pat, "ret": ret, "op": op})
        return out
    for dtype in ("float32", "int32", "float16"):
        for pat in PATTERNS:
            for ret in (0, 1):
                out.append({"dtype": dtype, "pattern": pat, "ret": ret, "op": "add"})
    for dtype in ("bfloat16", "float64"):
        for pat in ("dense", "mod64", "mod32", "x2", "zero"):
            for ret in (0, 1):
                out.append({"dtype": dtype, "pattern": pat, "ret": ret, "op": "add"})
    for op in ("max", "xchg", "cas"):
        for pat in ("dense", "mod64", "mod32", "x8", "zero"):
            out.append({"dtype": "int32", "pattern": pat, "ret": 1 if op == "cas" else 0, "op": op})
    return out


def _kernel():
    import triton
    import triton.language as tl

    @triton.jit
    def atom_kernel(OUT, RET, X, IDX, N, PAT: tl.constexpr, OP: tl.constexpr, USE_RET: tl.constexpr,
                    BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        mask = offs < BLOCK
        if PAT == 0:
            idx = offs
        elif PAT == 1:
            idx = offs % 128
        elif PAT == 2:
            idx = offs % 64
        elif PAT == 3:
            idx = offs % 32
        elif PAT == 4:
            idx = offs % 16
        elif PAT == 5:
            idx = offs % 8
        elif PAT == 6:
            idx = offs // 2
        elif PAT == 7:
            idx = offs // 4
        elif PAT == 8:
            idx = offs // 32
        elif PAT == 9:
            idx = offs * 2
        elif PAT == 10:
            idx = offs * 8
        elif PAT == 11:
            idx = offs * 32
        elif PAT == 12:
            idx = offs ^ 1
        elif PAT == 13:
            idx = (offs % 32) * 2
        elif PAT == 14:
            idx = offs * 0
        elif PAT == 15:
            idx = (offs * 7) % BLOCK
        elif PAT == 16:
            idx = BLOCK - 1 - offs
        elif PAT == 17:
            idx = offs * 0 + N
        elif PAT == 18:
            idx = offs * 0 + tl.load(IDX)
        else:
            idx = offs * 0
            mask = offs % 64 < 16
        x = tl.load(X + offs)
        if OP == 0:
            r = tl.atomic_add(OUT + idx, x, mask=mask)
        elif OP == 1:
            r = tl.atomic_max(OUT + idx, x, mask=mask)
        elif OP == 2:
            r = tl.atomic_xchg(OUT + idx, x, mask=mask)
        elif OP == 3:
            r = tl.atomic_cas(OUT + idx, x, x + 1)
        elif OP == 4:
            r = tl.atomic_min(OUT + idx, x, mask=mask)
        elif OP == 5:
            r = tl.atomic_and(OUT + idx, x, mask=mask)
        elif OP == 6:
            r = tl.atomic_or(OUT + idx, x, mask=mask)
        else:
            r = tl.atomic_xor(OUT + idx, x, mask=mask)
        if USE_RET:
            tl.store(RET + offs, r)

    return atom_kernel


OPS = {"add": 0, "max": 1, "xchg": 2, "cas": 3, "min": 4, "and": 5, "or": 6, "xor": 7}
N_ARG = 5


def inner(record: Path, which: str) -> int:
    import torch
    kernel = _kernel()
    recs = []
    idx = torch.full((1,), 3, dtype=torch.int32, device="cuda")
    for cfg in _configs(which):
        dt = getattr(torch, cfg["dtype"])
        # (uint32 tensors: made as int32 and viewed, torch fills few unsigned types on the GPU)
        base = torch.int32 if cfg["dtype"] == "uint32" else dt
        out = torch.zeros(BLOCK * 40, dtype=base, device="cuda").view(dt)
        ret = torch.zeros(BLOCK, dtype=base, device="cuda").view(dt)
        x = torch.ones(BLOCK, dtype=base, device="cuda").view(dt)
        op = OPS[cfg["op"]]
        ck = kernel[(1,)](out, ret, x, idx, N_ARG, PAT=PATTERNS[cfg["pattern"]], OP=op, USE_RET=cfg["ret"], BLOCK=BLOCK,
                          num_warps=WARPS)
        torch.cuda.synchronize()
        ptx = ck.asm["ptx"]
        recs.append(dict(cfg, ttgir=ck.asm["ttgir"],
                         ptx_atomics=[ln.strip() for ln in ptx.splitlines()
                                      if re.search(r"\b(atom|red)\.", ln)]))
    record.write_text(json.dumps(recs), encoding="utf-8")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", required=False)
    ap.add_argument("--ncu")
    ap.add_argument("--inner")
    ap.add_argument("--set", default="patterns", choices=("patterns", "uniform"),
                    help="the address patterns of every dtype (default), or one address per warp")
    args = ap.parse_args(argv)
    if args.inner:
        return inner(Path(args.inner), args.set)
    ncu = args.ncu or shutil.which("ncu") or "/usr/local/cuda/bin/ncu"
    known = subprocess.run([ncu, "--query-metrics"], capture_output=True, text=True).stdout
    metrics = [m + ".sum" for m in BASE_METRICS if re.search(r"^" + re.escape(m) + r"\b", known, re.M)]
    print("metrics:", metrics, file=sys.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        rec = Path(tmp) / "rec.json"
        cmd = [ncu, "--csv", "--page", "details", "--print-units", "base", "--target-processes", "all",
               "--metrics", ",".join(metrics), "--kernel-name", "atom_kernel",
               sys.executable, "-m", "tools.gpu_bench.atomics", "--inner", str(rec), "--set", args.set]
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=str(Path(__file__).resolve().parents[2]))
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr[-4000:] + proc.stdout[-4000:])
            return 1
        recs = json.loads(rec.read_text(encoding="utf-8"))
    text = proc.stdout
    start = text.index('"ID"')
    by_id: dict = {}
    for row in csv.DictReader(io.StringIO(text[start:])):
        name = row.get("Metric Name")
        if name in metrics:
            v = (row.get("Metric Value") or "").replace(",", "")
            by_id.setdefault(int(row["ID"]), {})[name] = float(v) if v not in ("", "n/a") else None
    results = [by_id[k] for k in sorted(by_id)]
    if len(results) != len(recs):
        print(f"ncu profiled {len(results)} launches, expected {len(recs)}", file=sys.stderr)
        return 1
    import torch
    import triton
    doc = {"format": 1, "description": __doc__.splitlines()[0], "device": torch.cuda.get_device_name(),
           "triton_version": triton.__version__, "host": platform.node(), "block": BLOCK, "num_warps": WARPS,
           "set": args.set, "scalars": {"N": N_ARG},
           "metrics": metrics, "launches": [dict(r, counters=c) for r, c in zip(recs, results)]}
    if args.json:
        Path(args.json).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    for r in doc["launches"]:
        c = r["counters"]
        cols = []
        for k in ("red", "atom"):
            req = c.get(f"l1tex__t_requests_pipe_lsu_mem_global_op_{k}.sum") or 0
            sec = c.get(f"l1tex__t_sectors_pipe_lsu_mem_global_op_{k}.sum") or 0
            inst = c.get(f"smsp__sass_inst_executed_op_global_{k}.sum") or 0
            cols.append(f"{k} req {req:5.0f} sec {sec:6.0f} inst {inst:5.0f}")
        print(f"{r['op']:4} {r['dtype']:8} {r['pattern']:8} ret={r['ret']}  " + "  ".join(cols)
              + "  " + (r["ptx_atomics"][0] if r["ptx_atomics"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
