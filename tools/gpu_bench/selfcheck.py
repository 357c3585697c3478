"""``selfcheck``: the kernels, their references and ``run``'s checking code, on a CPU.

Runs :func:`tools.gpu_bench.run.bench_kernel` -- the code ``run`` uses on the GPU: inputs from
the recipe, PyTorch reference, sentinel-filled outputs, launch, comparison, timing rounds --
on the *small* versions of the kernels (:func:`~tools.gpu_bench.kernels.build_kernels`), with
every variant launched by Triton's interpreter (``TRITON_INTERPRET=1``) instead of a compiled
``.ttgir``.  So it checks that each ``@triton.jit`` kernel computes what its reference says,
within the tolerances, and that the checking code runs; it says nothing about the TTGIR
files (``prepare`` compiles those) or about speed.

Needs PyTorch and NumPy (CPU builds are enough); no GPU::

    python -m tools.gpu_bench selfcheck [--kernels a,b]

The interpreter is chosen when ``@triton.jit`` runs, so this module re-runs itself in a child
process with ``TRITON_INTERPRET=1`` when the variable is not set.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

REPO = Path(__file__).resolve().parents[2]


class InterpretedKernel:
    """Looks like the part of ``CompiledKernel`` that ``bench_kernel`` uses."""

    def __init__(self, bk: Any) -> None:
        self.bk = bk
        self.metadata = SimpleNamespace(shared=0, num_warps=bk.num_warps)
        self.src = SimpleNamespace(signature={i: a.name for i, a in enumerate(bk.args)})
        self.n_regs = self.n_spills = None

    def __getitem__(self, grid):
        def runner(*args, stream=None):
            self.bk.fn[tuple(grid)](*args, **self.bk.constexprs)

        return runner


def check(names: list[str] | None = None, log=lambda s: print(s, file=sys.stderr, flush=True)) -> list[dict]:
    """Run ``bench_kernel`` on the small kernels under the interpreter; return the records."""
    import time

    if os.environ.get("TRITON_INTERPRET") != "1":
        raise RuntimeError("set TRITON_INTERPRET=1 before triton is imported")
    from .kernels import build_kernels
    from .run import bench_kernel

    small = {k.name: k for k in build_kernels(small=True)}
    records = []
    for name in names or list(small):
        bk = small[name]
        entry = dict(bk.manifest_entry(), files={v: f"{name}/{v}.ttgir" for v in ("triton", "pyopt", "none")},
                     identical=True)

        def timer(fn, warmup, rep):
            t0 = time.perf_counter()
            fn()
            return (time.perf_counter() - t0) * 1e3

        rec = bench_kernel(entry, REPO, ["triton", "pyopt"], 90, 1, 0, 0, log, device="cpu",
                           compile_fn=lambda path, arch, _bk=bk: InterpretedKernel(_bk), bench_fn=timer,
                           references=small)
        records.append(rec)
        statuses = {v: d["status"] + (f" ({d.get('message', '')})" if d["status"] != "ok" else "")
                    for v, d in rec["variants"].items()}
        log(f"{name}: {statuses}")
    return records


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m tools.gpu_bench selfcheck", description=__doc__.split("\n\n")[0])
    ap.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    args = ap.parse_args(argv)
    if os.environ.get("TRITON_INTERPRET") != "1":
        env = dict(os.environ, TRITON_INTERPRET="1")
        cmd = [sys.executable, "-m", "tools.gpu_bench", "selfcheck"] + (["--kernels", args.kernels]
                                                                          if args.kernels else [])
        return subprocess.run(cmd, env=env, cwd=REPO, check=False).returncode
    records = check(args.kernels.split(",") if args.kernels else None)
    bad = [r["kernel"] for r in records if any(v["status"] != "ok" for v in r["variants"].values())]
    print(f"{len(records) - len(bad)} passed, {len(bad)} failed" + (f": {', '.join(bad)}" if bad else ""))
    return 1 if bad else 0
