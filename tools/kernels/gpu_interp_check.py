#!/usr/bin/env python3
"""Check pyopt's interpreter against GPU runs, bit for bit (issue 28, check (a)).

Reads the ``.npz`` files :mod:`tools.kernels.gpu_capture` writes (one per
``num_warps``; per launch ``K/ttgir``, ``K/meta``, ``K/before/NAME``,
``K/after/NAME``, optionally ``K/ptx``), runs each launch's TTGIR in
``pyopt.interp.run_kernel`` with the same grid and scalars and with buffers
made from the "before" bytes, and compares every tensor argument after the run
with the GPU's "after" bytes.  Per launch the verdict is one of

* ``bit-equal``: every byte of every tensor argument equal;
* ``within-tolerance``: floats differ, but the kernel holds ops that cannot be
  bit-exact (:data:`INEXACT_OPS`: approximate PTX instructions, tensor-core
  dots) and the largest difference is within the tolerance stated for them;
* ``differs``: anything else that differs (the buffer, how many elements, the
  largest difference in ulp and the first elements);
* ``error``: the interpreter (or the parser) failed; the message.

A table by kernel class (the classes of ``tools/equiv_corpus.py``) and, with
``--json``, every verdict.

Usage::

    python -m tools.kernels.gpu_interp_check DIR_OR_NPZ... [--json OUT] [--kernels a,b] [-v]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Optional

import numpy as np

REPO = Path(__file__).resolve().parent.parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.equiv_corpus import kernel_class  # noqa: E402

#: TTGIR ops whose NVIDIA lowering (Triton 3.6.0, cuda:90) is not correctly rounded, so the
#: interpreter (numpy: correctly rounded or libm) cannot match the GPU bit for bit; each with the
#: tolerance the check allows, in ulp of the stored element type at the GPU's value, and the PTX
#: the 3.6.0 wheel emits for it on f32 (read from ``CompiledKernel.asm["ptx"]``).  ``.ftz``
#: flushes subnormal inputs and results to zero (a subnormal there is far off in ulp).  A
#: kernel's tolerance is the largest of its ops' (differences propagate through later ops).
INEXACT_OPS: dict[str, tuple[int, str]] = {
    "math.exp": (64, "mul.f32 by log2(e), then ex2.approx.f32 (2 ulp; the product's rounding grows with |x|)"),
    "math.exp2": (4, "ex2.approx.ftz.f32 (2 ulp)"),
    "math.log": (4, "libdevice __nv_logf (fma.rn.ftz polynomial; 1 ulp)"),
    "math.log2": (4, "libdevice __nv_log2f (1 ulp)"),
    "math.sin": (4, "libdevice __nv_sinf (2 ulp)"),
    "math.cos": (4, "libdevice __nv_cosf (2 ulp)"),
    "math.sqrt": (4, "sqrt.approx.ftz.f32 (tl.sqrt; tl.sqrt_rn is tt.precise_sqrt: sqrt.rn.f32, exact)"),
    "math.rsqrt": (4, "rsqrt.approx.ftz.f32 (2 ulp)"),
    "math.erf": (4, "libdevice __nv_erff (ex2.approx.ftz inside; 2 ulp)"),
    "math.tanh": (1 << 13, "not read from the wheel: taken as tanh.approx.f32 (relative error 2^-11)"),
    "arith.divf": (4, "div.full.f32 (2 ulp; tl.div_rn is tt.precise_divf: div.rn.f32, exact)"),
    "tt.extern_elementwise": (4, "libdevice call (1-2 ulp)"),
    "tt.dot": (64, "tensor-core mma/wgmma: products summed in an unspecified order and width"),
    "ttng.warp_group_dot": (64, "wgmma: products summed in an unspecified order and width"),
}

#: PTX instructions that are not correctly rounded (reported when the capture holds the PTX).
_PTX_INEXACT = re.compile(r"\b(ex2\.approx|lg2\.approx|sin\.approx|cos\.approx|rsqrt\.approx|sqrt\.approx|"
                          r"tanh\.approx|rcp\.approx|div\.full|div\.approx|mma\.sync|wgmma\.mma_async)[\w.]*")

VERDICTS = ["bit-equal", "within-tolerance", "differs", "error"]


# ---------------------------------------------------------------------------
# Reading a capture
# ---------------------------------------------------------------------------


def launches(npz) -> list[str]:
    """The launch keys (``<kernel>.s<seed>``) of one capture file, in order."""
    keys = []
    for k in npz.files:
        if k.endswith("/meta"):
            keys.append(k[:-len("/meta")])
    return keys


def _text(npz, key: str) -> str:
    return bytes(np.asarray(npz[key], dtype=np.uint8)).decode()


def _ttgir_args(meta: dict, nargs: int) -> Optional[list]:
    """The TTGIR function's arguments as ``(meta arg, part)``: Triton drops ``None`` arguments and
    integers equal to 1 (specialised as constexprs; unless ``do_not_specialize``), and expands a
    host tensor descriptor into the descriptor, its shape and its strides.  None when no reading
    gives ``nargs`` arguments."""
    def expand(drop_ones: bool) -> list:
        out = []
        for a in meta["args"]:
            k = a["kind"]
            if k == "none" or (drop_ones and k == "int" and a["value"] == 1):
                continue
            if k == "desc":
                r = len(a["shape"])
                out.append((a, "desc"))
                out += [(a, ("shape", i)) for i in range(r)] + [(a, ("stride", i)) for i in range(r)]
            else:
                out.append((a, None))
        return out

    for drop in (True, False):
        got = expand(drop)
        if len(got) == nargs:
            return got
    return None


def _by_name(meta: dict, fargs) -> Optional[list]:
    """The mapping by the TTGIR arguments' names (``loc("X")``, which Triton writes), where every
    argument has one that names a launch argument that is not a descriptor."""
    from pyopt.interp.core import arg_name

    named = {a["name"]: a for a in meta["args"]}
    out = []
    for farg in fargs:
        a = named.get(arg_name(farg) or "")
        if a is None or a["kind"] == "desc":
            return None
        out.append((a, None))
    return out


def bind(meta: dict, func, npz, key: str):
    """``(mapping, scalars, buffers)`` for ``run_kernel`` from one launch: buffers hold the
    "before" bytes as the storage type of the TTGIR argument's element type, keyed ``argN``."""
    from pyopt.interp.values import codec
    from pyopt.ir import types as T

    fargs = func.regions[0].blocks[0].args
    mapping = _by_name(meta, fargs) or _ttgir_args(meta, len(fargs))
    if mapping is None:
        raise ValueError(f"the TTGIR function has {len(fargs)} arguments; the launch's "
                         f"{len(meta['args'])} runtime arguments do not map onto them")
    scalars, buffers = {}, {}
    for farg, (a, part) in zip(fargs, mapping):
        t = farg.type
        k = f"arg{farg.index}"
        if a["kind"] == "tensor":
            c = codec(t.pointee)
            raw = np.asarray(npz[f"{key}/before/{a['name']}"], dtype=np.uint8)
            buffers[k] = raw.view(c.storage).copy()
        elif a["kind"] == "desc":
            if part == "desc":
                c = codec(t.block_type.element)
                raw = np.asarray(npz[f"{key}/before/{a['name']}"], dtype=np.uint8)
                buffers[k] = raw.view(c.storage).reshape(a["base_shape"]).copy()
            else:
                what, i = part
                scalars[k] = a["shape"][i] if what == "shape" else a["strides"][i]
        elif a["kind"] in ("int", "float", "bool"):
            v = a["value"]
            scalars[k] = int(v) if a["kind"] == "bool" else v
        else:
            raise ValueError(f"argument {a['name']}: kind {a['kind']!r} is not modelled")
        if isinstance(t, T.PointerType) and a["kind"] != "tensor":
            raise ValueError(f"argument {a['name']} ({a['kind']}) is a pointer in the TTGIR")
    return mapping, scalars, buffers


# ---------------------------------------------------------------------------
# Comparing
# ---------------------------------------------------------------------------


def ordered(bits: np.ndarray, width: int) -> np.ndarray:
    """Sign-magnitude float bit patterns as integers that order as the floats do (adjacent
    floats differ by 1; +0 and -0 are both 0)."""
    b = bits.astype(np.int64) & ((1 << width) - 1)
    sign = 1 << (width - 1)
    mag = b & (sign - 1)
    return np.where(b & sign, -mag, mag)


def compare_buffer(elem, gpu: np.ndarray, cpu: np.ndarray) -> dict:
    """Compare one buffer's bytes (``uint8``): ``{"equal": bool, "elements", "differing",
    "max_ulp" (floats), "nan_payload" (elements both NaN with other bits), "first": [(index,
    gpu, cpu)...]}``."""
    from pyopt.interp.values import codec
    from pyopt.ir import types as T

    c = codec(elem)
    out: dict = {"type": str(elem), "elements": int(gpu.size // c.size)}
    if gpu.size != cpu.size:
        out.update(equal=False, differing=out["elements"], error=f"sizes differ: GPU {gpu.size} bytes, "
                                                                  f"interpreter {cpu.size}")
        return out
    if np.array_equal(gpu, cpu):
        out.update(equal=True, differing=0)
        return out
    g = gpu.view(c.storage)
    p = cpu.view(c.storage)
    gi = g.view(f"u{c.size}") if c.storage.kind != "b" else g.view(np.uint8)
    pi = p.view(f"u{c.size}") if c.storage.kind != "b" else p.view(np.uint8)
    diff = gi != pi
    idx = np.flatnonzero(diff)
    out.update(equal=False, differing=int(idx.size))
    gv, pv = c.decode(g), c.decode(p)
    if isinstance(elem, T.FloatType):
        width = 8 * c.size
        if elem.name == "tf32":
            width = 32
        both_nan = np.isnan(gv.astype(np.float64)) & np.isnan(pv.astype(np.float64))
        one_nan = np.isnan(gv.astype(np.float64)) ^ np.isnan(pv.astype(np.float64))
        ulp = np.abs(ordered(gi, width) - ordered(pi, width))
        ulp = np.where(both_nan, 0, ulp)
        out["nan_payload"] = int((both_nan & diff).sum())
        out["nan_mismatch"] = int(one_nan.sum())
        out["max_ulp"] = None if out["nan_mismatch"] else int(ulp[idx].max())
        order = idx[np.argsort(-ulp[idx], kind="stable")]
    else:
        order = idx
    out["first"] = [(int(i), _show(gv[i]), _show(pv[i])) for i in order[:5]]
    return out


def _show(v):
    v = np.asarray(v).item()
    return v if not isinstance(v, float) or np.isfinite(v) else repr(v)


def inexact_ops(module) -> dict[str, int]:
    """The ops of :data:`INEXACT_OPS` a module holds (on float values), with their tolerance."""
    from pyopt.ir import types as T

    found = {}
    for op in module.walk():
        name = op.name
        if name in INEXACT_OPS:
            types = [r.type for r in op.results]
            if any(isinstance(getattr(t, "element", t), T.FloatType) for t in types):
                found[name] = INEXACT_OPS[name][0]
    return found


def check_launch(npz, key: str, release: str = "3.6") -> dict:
    """Run one captured launch in the interpreter and compare it with the GPU's."""
    from pyopt.interp import run_kernel
    from pyopt.interp.core import InterpError, find_kernel
    from pyopt.ir.context import Context

    meta = json.loads(_text(npz, f"{key}/meta"))
    r: dict = {"launch": key, "kernel": meta["kernel"], "seed": meta.get("seed"),
               "num_warps": meta.get("num_warps"), "target": meta.get("target"), "grid": meta["grid"]}
    ctx = Context(release)
    try:
        with ctx:
            from tools.equiv_corpus import parse_module

            module = parse_module(_text(npz, f"{key}/ttgir"), f"{key}.ttgir", ctx)
            func = find_kernel(module)
            mapping, scalars, buffers = bind(meta, func, npz, key)
            inexact = inexact_ops(module)
            t0 = time.time()
            res = run_kernel(module, func=func, grid=tuple(meta["grid"]), scalars=scalars, buffers=buffers,
                             triton_version=ctx)
            r["seconds"] = round(time.time() - t0, 2)
    except InterpError as exc:
        r.update(verdict="error", message=f"{type(exc).__name__}: {exc}")
        return r
    except Exception as exc:  # noqa: BLE001 - a verdict, not a crash: parse errors, unmapped args, gaps
        msg = str(exc).strip().splitlines()
        r.update(verdict="error", message=f"{type(exc).__name__}: {msg[0] if msg else ''}")
        return r
    if f"{key}/ptx" in npz.files:
        r["ptx_inexact"] = sorted(set(m.group(1) for m in _PTX_INEXACT.finditer(_text(npz, f"{key}/ptx"))))
    r["inexact_ops"] = inexact
    buffers_out = {}
    fargs = func.regions[0].blocks[0].args
    for farg, (a, part) in zip(fargs, mapping):
        if a["kind"] == "tensor" or (a["kind"] == "desc" and part == "desc"):
            elem = farg.type.pointee if a["kind"] == "tensor" else farg.type.block_type.element
            gpu = np.asarray(npz[f"{key}/after/{a['name']}"], dtype=np.uint8)
            cpu = np.ascontiguousarray(res.buffers_after[f"arg{farg.index}"]).view(np.uint8).reshape(-1)
            buffers_out[a["name"]] = compare_buffer(elem, gpu, cpu)
    r["buffers"] = buffers_out
    r["verdict"] = verdict(buffers_out, inexact)
    return r


def verdict(buffers: dict, inexact: dict) -> str:
    if all(b["equal"] for b in buffers.values()):
        return "bit-equal"
    tol = max(inexact.values(), default=None)
    for b in buffers.values():
        if b["equal"]:
            continue
        if tol is None or b.get("max_ulp") is None or b["max_ulp"] > tol:
            return "differs"
    return "within-tolerance"


def check_files(paths, kernels=(), release: str = "3.6") -> list[dict]:
    out = []
    for path in paths:
        with np.load(path) as npz:
            for key in launches(npz):
                if kernels and key.rsplit(".s", 1)[0] not in kernels:
                    continue
                r = check_launch(npz, key, release)
                r["file"] = str(path)
                out.append(r)
    return out


def _files(args) -> list[Path]:
    files = []
    for a in args:
        p = Path(a)
        files += sorted(p.glob("*.npz")) if p.is_dir() else [p]
    return files


def report(results: list[dict], verbose: bool = False) -> str:
    lines = []
    by_class: dict = defaultdict(Counter)
    for r in results:
        by_class[kernel_class(r["kernel"])][r["verdict"]] += 1
    lines.append(f"{'kernel class':<16}" + "".join(f"{v:>18}" for v in VERDICTS))
    total: Counter = Counter()
    for c in sorted(by_class):
        total.update(by_class[c])
        lines.append(f"{c:<16}" + "".join(f"{by_class[c][v]:>18}" for v in VERDICTS))
    lines.append(f"{'all':<16}" + "".join(f"{total[v]:>18}" for v in VERDICTS))
    lines.append("")
    for r in results:
        if r["verdict"] == "bit-equal" and not verbose:
            continue
        head = f"{r['launch']} w{r['num_warps']}: {r['verdict']}"
        if r["verdict"] == "error":
            lines.append(f"{head}: {r['message']}")
            continue
        if r.get("inexact_ops"):
            head += " (inexact: " + ", ".join(f"{k} {v} ulp" for k, v in sorted(r["inexact_ops"].items())) + ")"
        lines.append(head)
        for name, b in r["buffers"].items():
            if b["equal"]:
                continue
            s = f"  {name} ({b['type']}): {b['differing']}/{b['elements']} elements differ"
            if "max_ulp" in b:
                s += f", max {b['max_ulp']} ulp" if b["max_ulp"] is not None else ", NaN on one side"
                if b.get("nan_payload"):
                    s += f", {b['nan_payload']} NaN payloads"
            if b.get("error"):
                s += f": {b['error']}"
            s += "; first (index, GPU, interpreter): " + ", ".join(str(t) for t in b.get("first", []))
            lines.append(s)
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("inputs", nargs="+", help="capture .npz files or folders of them")
    ap.add_argument("--kernels", default="")
    ap.add_argument("--release", default="3.6", help="the Triton release that compiled the capture")
    ap.add_argument("--json", help="write every verdict here")
    ap.add_argument("-v", action="store_true", help="list bit-equal launches too")
    args = ap.parse_args(argv)
    kernels = set(filter(None, args.kernels.split(",")))
    results = check_files(_files(args.inputs), kernels, args.release)
    print(report(results, args.v))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
