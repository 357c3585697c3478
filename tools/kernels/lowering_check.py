#!/usr/bin/env python3
"""The interpreter against each Triton release's NVIDIA lowering, without a GPU (issue 28,
check (a)).

For each kernel of :data:`DEFAULT` (our reductions, scans and ``ieee`` f32 dot of
:mod:`tools.kernels.interp_kernels`, and the corpus's reductions that use no approximate math)
and each release whose wheel is installed (3.6.0 in this environment, 3.7.1/3.8.0/3.9.0 in
``/work/venvs/triton-X``), the kernel is compiled by that release for ``cuda:90`` (or
``--arch``) with each ``--warps``; its LLVM IR is run on the CPU by
:mod:`tools.kernels.llir_sim` (every thread in lockstep, shuffles and shared memory modelled) and
its TTGIR by pyopt's interpreter under that release, on the same inputs (values of very
different magnitudes, so that the order of a float sum shows in its bits); every buffer is
compared bit for bit.  A launch is ``bit-equal``, ``differs`` (buffer, count, first elements),
``not simulated`` (an instruction the simulator lacks: tensor cores, approximate math, atomics)
or ``not compiled`` (the release refuses the kernel).

Usage::

    python -m tools.kernels.lowering_check [--releases 3.6.0,3.9.0] [--kernels a,b] [--warps 1,4,8]
                                           [--json OUT] [--cache DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

#: where each release's wheel is (its Python)
PYTHONS = {"3.6.0": sys.executable, **{r: f"/work/venvs/triton-{r}/bin/python" for r in ("3.7.1", "3.8.0", "3.9.0")}}

#: the kernels checked by default: our own reductions and scans, and the corpus kernels of the
#: reduction class that use no approximate math (their inputs: :data:`CORPUS_INPUTS`)
DEFAULT = ("interp_red_sum_", "interp_red_max_argmin_", "interp_scan_", "interp_dot_fp32_ieee",
           "reduce_rows", "reduce_cols", "cumsum_rows", "argmax_rows", "minmax_reduce", "block_ptr_rowsum")


def _cdiv(a, b):
    return -(-a // b)


#: numpy inputs for corpus kernels, as their ``make_args`` shape them (which needs PyTorch):
#: name -> rng -> (runtime arguments in order, grid)
CORPUS_INPUTS = {
    "reduce_rows": lambda rng: ([_mixed(rng, (200, 500), np.float32), np.zeros(200, np.float32), 200, 500, 500],
                                (_cdiv(200, 16), 1, 1)),
    "reduce_cols": lambda rng: ([_mixed(rng, (300, 160), np.float32), np.zeros(160, np.float32), 300, 160, 160],
                                (_cdiv(160, 64), 1, 1)),
    "block_ptr_rowsum": lambda rng: ([_mixed(rng, (100, 300), np.float32), np.zeros(100, np.float32), 100, 300,
                                      300], (_cdiv(100, 32), 1, 1)),
    "cumsum_rows": lambda rng: ([rng.integers(-50, 50, (40, 100)).astype(np.int32), np.zeros((40, 100), np.int32),
                                 40, 100, 100], (_cdiv(40, 8), 1, 1)),
    "argmax_rows": lambda rng: ([rng.permutation(32 * 300).astype(np.float32).reshape(32, 300),
                                 np.zeros(32, np.float32), np.zeros(32, np.int32), 300, 300], (32, 1, 1)),
    "minmax_reduce": lambda rng: ([_mixed(rng, (1000,), np.float32), np.zeros(2 * _cdiv(1000, 128), np.float32),
                                   1000], (_cdiv(1000, 128), 1, 1)),
}

_COMPILE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import triton
from triton.backends.compiler import GPUTarget
from tools.kernels import KERNELS as CORPUS
from tools.kernels.interp_kernels import KERNELS as OWN
KERNELS = {**CORPUS, **OWN}
out, arch = sys.argv[2], int(sys.argv[3])
for item in json.loads(sys.argv[4]):
    spec = KERNELS[item["kernel"]]
    try:
        c = triton.compile(spec.ast_source("cuda"), target=GPUTarget("cuda", arch, 32),
                           options=dict(spec.options, num_warps=item["warps"]))
        open(f"{out}/{item['kernel']}-w{item['warps']}.ttgir", "w").write(c.asm["ttgir"])
        open(f"{out}/{item['kernel']}-w{item['warps']}.llir", "w").write(c.asm["llir"])
    except Exception as exc:
        open(f"{out}/{item['kernel']}-w{item['warps']}.error", "w").write(f"{type(exc).__name__}: {exc}")
"""


def compile_all(release: str, kernels, warps, arch: int, cache: Path) -> Path:
    """Compile ``kernels`` x ``warps`` with ``release``'s wheel into ``cache/release``."""
    out = cache / release
    out.mkdir(parents=True, exist_ok=True)
    todo = [{"kernel": k, "warps": w} for k in kernels for w in warps
            if not (out / f"{k}-w{w}.llir").exists() and not (out / f"{k}-w{w}.error").exists()]
    if todo:
        env = dict(os.environ, TRITON_DEFAULT_FP_FUSION="1", TRITON_CACHE_DIR=str(cache / "triton-cache"))
        subprocess.run([PYTHONS[release], "-c", _COMPILE, str(REPO), str(out), str(arch), json.dumps(todo)],
                       check=True, env=env, capture_output=True)
    return out


def _mixed(rng, shape, dtype):
    """Magnitudes far apart (10^-3 to 10^6; to 10^2 for f16, whose largest value is 65504)."""
    hi = 3 if np.dtype(dtype) == np.float16 else 7
    return (rng.standard_normal(shape) * 10.0 ** rng.integers(-3, hi, shape)).astype(dtype)


def inputs(spec, seed: int = 0) -> list:
    """The arguments of one launch (numpy arrays for pointers, numbers), in signature order, and
    the grid: what ``spec.make_args`` gives on a GPU, without PyTorch."""
    rng = np.random.default_rng(seed)
    if spec.name in CORPUS_INPUTS:
        return CORPUS_INPUTS[spec.name](rng)
    sig = {k: v for k, v in spec.signature.items() if v != "constexpr"}
    c = spec.constexprs
    ty = {"*fp32": np.float32, "*fp16": np.float16, "*i32": np.int32}
    if spec.name.startswith(("interp_red_sum_", "interp_scan_", "interp_red_max_argmin_")):
        bm, bn = c["BM"], c["BN"]
        m = (2 if spec.name.startswith("interp_scan_") else 4) * bm
        dt = ty[sig["X"]]
        if spec.name.startswith("interp_red_max_argmin_"):
            x = rng.integers(-20, 20, (m, bn)).astype(dt)
        elif dt == np.int32:
            x = rng.integers(-1000, 1000, (m, bn)).astype(dt)
        else:
            x = _mixed(rng, (m, bn), dt)
        args = [x]
        for name, t in list(sig.items())[1:]:
            size = {"ROWS": m, "MAX": m, "COLS": (m // bm) * bn, "ARGMIN": (m // bm) * bn}.get(name, m * bn)
            args.append(np.zeros(size, ty[t]))
        return args, (m // bm, 1, 1)
    if spec.name.startswith("interp_dot_"):
        dt = {"*fp16": np.float16, "*fp32": np.float32}.get(sig["A"])
        if dt is None:
            raise KeyError(spec.name)          # bf16: no numpy type here
        a = rng.standard_normal((c["BM"], c["BK"])).astype(dt)
        b = rng.standard_normal((c["BK"], c["BN"])).astype(dt)
        return [a, b, np.zeros((c["BM"], c["BN"]), np.float32)], (1, 1, 1)
    if spec.name == "interp_ew_math":
        n = 3000
        x, y, z = (rng.standard_normal(n).astype(np.float32) for _ in range(3))
        return [x, y, z, np.zeros(5 * n, np.float32), np.zeros(3 * n, np.float32), n], (3, 1, 1)
    if spec.name == "interp_atomics":
        n = 5000
        return [rng.standard_normal(n).astype(np.float32), rng.integers(0, 1000, n).astype(np.int32),
                np.zeros(16, np.int32), np.full(8, -1e30, np.float32), n], (10, 1, 1)
    raise KeyError(spec.name)


def check_one(spec, release: str, warps: int, folder: Path, seed: int = 0) -> dict:
    from pyopt.interp import run_kernel
    from pyopt.ir.context import Context
    from tools.equiv_corpus import parse_module
    from tools.kernels.llir_sim import SimError, simulate

    stem = folder / f"{spec.name}-w{warps}"
    r = {"kernel": spec.name, "release": release, "num_warps": warps}
    if stem.with_suffix(".error").exists():
        r.update(verdict="not compiled", message=stem.with_suffix(".error").read_text()[:200])
        return r
    args, grid = inputs(spec, seed)
    sim_args = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    try:
        simulate(stem.with_suffix(".llir").read_text(), num_warps=warps, args=sim_args, grid=grid)
    except SimError as exc:
        r.update(verdict="not simulated", message=str(exc)[:200])
        return r
    ctx = Context(".".join(release.split(".")[:2]))
    with ctx:
        module = parse_module(stem.with_suffix(".ttgir").read_text(), str(stem), ctx)
    buffers = {f"arg{i}": a.copy() for i, a in enumerate(args) if isinstance(a, np.ndarray)}
    scalars = {f"arg{i}": a for i, a in enumerate(args) if not isinstance(a, np.ndarray)}
    res = run_kernel(module, grid=grid, scalars=scalars, buffers=buffers, triton_version=ctx)
    diffs = {}
    for i, a in enumerate(args):
        if not isinstance(a, np.ndarray):
            continue
        got = np.ascontiguousarray(res.buffers_after[f"arg{i}"]).reshape(-1)
        want = sim_args[i].reshape(-1)
        bad = np.flatnonzero(got.view(f"u{got.itemsize}") != want.view(f"u{want.itemsize}"))
        if bad.size:
            diffs[list(spec.signature)[i]] = {"differing": int(bad.size), "elements": int(want.size),
                                              "first": [(int(j), want[j].item(), got[j].item()) for j in bad[:3]]}
    r.update(verdict="differs" if diffs else "bit-equal", buffers=diffs)
    return r


def main(argv=None) -> int:
    from tools.kernels import KERNELS as CORPUS
    from tools.kernels.interp_kernels import KERNELS as OWN

    KERNELS = {**CORPUS, **OWN}

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--releases", default=",".join(PYTHONS))
    ap.add_argument("--kernels", default="")
    ap.add_argument("--warps", default="1,4,8")
    ap.add_argument("--arch", type=int, default=90)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "pyopt-lowering-check")
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    names = [k for k in (a.kernels.split(",") if a.kernels else KERNELS)
             if a.kernels or k.startswith(DEFAULT[:4]) or k in DEFAULT]
    warps = [int(w) for w in a.warps.split(",")]
    results = []
    for release in a.releases.split(","):
        if not Path(PYTHONS[release]).exists():
            print(f"{release}: no wheel at {PYTHONS[release]}")
            continue
        folder = compile_all(release, names, warps, a.arch, a.cache / f"sm{a.arch}")
        for k in names:
            for w in warps:
                r = check_one(KERNELS[k], release, w, folder, a.seed)
                results.append(r)
                line = f"{release} {k} w{w}: {r['verdict']}"
                if r["verdict"] == "differs":
                    line += " " + "; ".join(f"{b}: {d['differing']}/{d['elements']} first {d['first']}"
                                            for b, d in r["buffers"].items())
                elif "message" in r:
                    line += f" ({r['message'][:120]})"
                print(line, flush=True)
    counts: dict = {}
    for r in results:
        counts.setdefault(r["release"], {}).setdefault(r["verdict"], 0)
        counts[r["release"]][r["verdict"]] += 1
    print("\n" + "\n".join(f"{rel}: " + ", ".join(f"{v} {n}" for v, n in sorted(c.items())) for rel, c in counts.items()))
    if a.json:
        Path(a.json).write_text(json.dumps(results, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
