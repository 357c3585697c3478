"""Capture GPU runs of the corpus kernels for the interpreter's GPU check (issue 28, check (a)).

On a machine with an NVIDIA GPU, PyTorch and Triton, each kernel of :mod:`tools.kernels` that
supports the GPU's target is launched through its ``@triton.jit`` function with the inputs of
its ``make_args`` (``torch.manual_seed(seed)`` first, for kernels that draw from torch's global
generator), and one ``.npz`` per ``num_warps`` keeps, per launch, what the CPU side needs to run
the same kernel with ``pyopt run`` and compare:

* ``K/ttgir``: the TTGIR Triton compiled for this launch (``CompiledKernel.asm["ttgir"]``);
* ``K/meta``: JSON: kernel, seed, num_warps, target, grid, and per runtime argument (signature
  order, which is the TTGIR function's argument order) its kind (``tensor``, ``int``,
  ``float``, ``bool``, ``desc``, ``none``), value for scalars, and for tensors the torch dtype,
  shape and strides (descriptors: the base tensor's, plus the descriptor's shape, strides,
  block shape and padding);
* ``K/before/NAME`` and ``K/after/NAME``: every tensor argument's bytes (``uint8``, the tensor's
  contiguous storage) before and after the launch;
* ``K/ptx``: the PTX (which instructions are approximate: ``ex2.approx``, ``div.full``, ...).

``K`` is ``<kernel>.s<seed>``.  Nothing here needs pyopt; the comparison runs on the CPU
(``tools/kernels/gpu_interp_check.py``).

Usage::

    python -m tools.kernels.gpu_capture --out DIR [--set corpus|interp|all] [--kernels a,b] [--warps 4,8] [--seeds 0,1]

``--set corpus`` (the default) launches the corpus kernels (``tools.kernels.KERNELS``),
``--set interp`` the interpreter-check kernels (``tools.kernels.interp_kernels``: reductions,
scans, dots, exact and approximate math, casts, atomics), ``--set all`` both.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from pathlib import Path

from . import KERNELS


def _tensor_bytes(t):
    import torch

    return t.detach().contiguous().cpu().view(torch.uint8).reshape(-1).numpy().copy()


def _describe(name, value, arrays, prefix):
    import torch

    if isinstance(value, torch.Tensor):
        arrays[f"{prefix}/{name}"] = _tensor_bytes(value)
        return {"name": name, "kind": "tensor", "dtype": str(value.dtype).replace("torch.", ""),
                "shape": list(value.shape), "strides": list(value.stride())}
    if isinstance(value, bool):
        return {"name": name, "kind": "bool", "value": value}
    if isinstance(value, int):
        return {"name": name, "kind": "int", "value": value}
    if isinstance(value, float):
        return {"name": name, "kind": "float", "value": value}
    if value is None:
        return {"name": name, "kind": "none"}
    base = getattr(value, "base", None)
    if isinstance(base, torch.Tensor):  # triton.tools.tensor_descriptor.TensorDescriptor
        arrays[f"{prefix}/{name}"] = _tensor_bytes(base)
        return {"name": name, "kind": "desc", "dtype": str(base.dtype).replace("torch.", ""),
                "base_shape": list(base.shape), "base_strides": list(base.stride()),
                "shape": [int(x) for x in value.shape], "strides": [int(x) for x in value.strides],
                "block_shape": [int(x) for x in value.block_shape],
                "padding": str(getattr(value, "padding", "zero"))}
    return {"name": name, "kind": "other", "repr": repr(value)[:200]}


def capture(spec, seed: int, warps: int, target: str, arrays: dict) -> dict:
    import torch

    torch.manual_seed(seed)
    launch = spec.make_args("cuda")
    key = f"{spec.name}.s{seed}"
    meta = {"kernel": spec.name, "seed": seed, "num_warps": warps, "target": target,
            "grid": list(launch.grid) + [1] * (3 - len(launch.grid)), "outputs": list(launch.outputs),
            "constexprs": {k: repr(v) for k, v in spec.constexprs.items()}, "args": []}
    for name, value in launch.args.items():
        meta["args"].append(_describe(name, value, arrays, f"{key}/before"))
    torch.cuda.synchronize()
    kernel = spec.fn[launch.grid](**launch.args, **spec.constexprs, num_warps=warps, **spec.options)
    torch.cuda.synchronize()
    for name, value in launch.args.items():
        base = getattr(value, "base", None)
        if isinstance(value, torch.Tensor):
            arrays[f"{key}/after/{name}"] = _tensor_bytes(value)
        elif isinstance(base, torch.Tensor):
            arrays[f"{key}/after/{name}"] = _tensor_bytes(base)
    arrays[f"{key}/ttgir"] = __import__("numpy").frombuffer(kernel.asm["ttgir"].encode(), dtype="uint8").copy()
    if "ptx" in kernel.asm:
        arrays[f"{key}/ptx"] = __import__("numpy").frombuffer(kernel.asm["ptx"].encode(), dtype="uint8").copy()
    arrays[f"{key}/meta"] = __import__("numpy").frombuffer(json.dumps(meta).encode(), dtype="uint8").copy()
    return meta


def main(argv=None) -> int:
    import numpy as np
    from triton.runtime.driver import driver

    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--set", choices=("corpus", "interp", "all"), default="corpus")
    p.add_argument("--kernels")
    p.add_argument("--warps", default="4,8")
    p.add_argument("--seeds", default="0,1")
    a = p.parse_args(argv)
    t = driver.active.get_current_target()
    target = f"{t.backend}:{t.arch}"
    a.out.mkdir(parents=True, exist_ok=True)
    from .interp_kernels import KERNELS as INTERP

    pool = {"corpus": dict(KERNELS), "interp": dict(INTERP), "all": {**KERNELS, **INTERP}}[a.set]
    names = a.kernels.split(",") if a.kernels else list(pool)
    log = []
    for warps in [int(w) for w in a.warps.split(",")]:
        arrays: dict = {}
        for name in names:
            spec = pool[name]
            if not spec.supports(target):
                log.append(f"SKIP {name} w{warps}: not for {target}")
                continue
            for seed in [int(s) for s in a.seeds.split(",")]:
                try:
                    capture(spec, seed, warps, target, arrays)
                    log.append(f"OK {name} s{seed} w{warps}")
                except Exception as exc:  # noqa: BLE001 - report and go on
                    msg = str(exc).strip().splitlines()
                    log.append(f"FAIL {name} s{seed} w{warps}: {type(exc).__name__}: {msg[-1] if msg else ''}")
                    traceback.print_exc(limit=3, file=sys.stderr)
        np.savez_compressed(a.out / f"capture-{a.set}-{t.arch}-w{warps}.npz", **arrays)
    (a.out / "capture.log").write_text("\n".join(log) + "\n")
    print("\n".join(log))
    return 0


if __name__ == "__main__":
    sys.exit(main())
