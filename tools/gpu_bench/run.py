"""``run``: compile, check and time the prepared TTGIR files on a GPU.

Needs Triton, PyTorch and a CUDA GPU; nothing of pyopt (only the standard library, and
``tools.gpu_bench.kernels`` for the PyTorch references, which imports ``triton`` only).

Steps:

1. the machine's device-to-device copy bandwidth: ``dst.copy_(src)`` on 1 GiB tensors
   timed with ``triton.testing.do_bench`` (2 x 1 GiB moved per copy);
2. for each kernel of the manifest: build its inputs from the recipe, compute the PyTorch
   reference, then for each variant (``triton``, ``pyopt``, ``none``, and ``pr32``, ``cp``
   where prepared) compile the ``.ttgir``
   with ``triton.compile(path, target=...)``, fill the outputs with a sentinel (NaN / 91),
   launch once and compare with the reference (``torch.testing.assert_close``), then time it;
3. timing: ``do_bench(..., return_mode="median")`` (it flushes L2 before each launch), done
   in ``--rounds`` rounds with the variants in a rotating order, so that clock and thermal
   drift hit every variant alike; a variant's time is the median of its round medians;
   GB/s = ``bytes_moved / time``;
4. print the table (:mod:`tools.gpu_bench.report`) and write the JSON (rewritten after each
   kernel, so an interrupted run still leaves what it measured).

Exit status: 0 when every launched variant matched its reference, 1 otherwise (and 2 when
``--min-ratio`` is given and some kernel's pyopt/triton GB/s ratio is below it).
"""

from __future__ import annotations

import json
import platform
import statistics
import sys
import time
import traceback
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def _short(exc: BaseException, limit: int = 400) -> str:
    text = f"{type(exc).__name__}: {exc}".strip()
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) > 6:
        lines = lines[:3] + ["..."] + lines[-2:]
    text = " | ".join(lines)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _gbs(nbytes: int, ms: float | None) -> float | None:
    if not ms or ms <= 0:
        return None
    return nbytes / (ms * 1e-3) / 1e9


def measure_copy_bandwidth(nbytes: int, rounds: int, warmup: int, rep: int) -> dict[str, Any]:
    """Device-to-device ``copy_`` bandwidth (GB/s, 1e9 bytes) of two ``nbytes`` buffers."""
    import torch
    from triton.testing import do_bench

    def timed() -> list[float]:
        src = torch.randn(nbytes // 4, device="cuda")
        dst = torch.empty_like(src)
        dst.copy_(src)
        torch.cuda.synchronize()
        return [do_bench(lambda: dst.copy_(src), warmup=warmup, rep=rep, return_mode="median")
                for _ in range(rounds)]

    ms = timed()
    torch.cuda.empty_cache()  # the buffers died with timed()
    med = statistics.median(ms)
    return {"bytes": 2 * nbytes, "ms_rounds": ms, "ms": med, "gbs": _gbs(2 * nbytes, med)}


def _compare(got: dict[str, Any], expected: dict[str, Any], names: list[str], atol: float, rtol: float) -> list[str]:
    import torch

    problems = []
    for name in names:
        if name not in expected:
            problems.append(f"{name}: no reference value")
            continue
        try:
            torch.testing.assert_close(got[name], expected[name], atol=atol, rtol=rtol, equal_nan=False,
                                       check_dtype=True, check_device=False)
        except AssertionError as exc:
            lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
            problems.append(f"{name}: " + " ".join(lines[:3]))
    return problems


def _sync(device: str) -> None:
    import torch

    if device.startswith("cuda"):
        torch.cuda.synchronize()


def _triton_compile(path: Path, arch: int):
    import triton
    from triton.backends.compiler import GPUTarget

    return triton.compile(str(path), target=GPUTarget("cuda", arch, 32))


def _do_bench(fn, warmup: int, rep: int) -> float:
    from triton.testing import do_bench

    return do_bench(fn, warmup=warmup, rep=rep, return_mode="median")


def bench_kernel(entry: dict[str, Any], root: Path, variants: list[str], arch: int, rounds: int, warmup: int,
                 rep: int, log, device: str = "cuda", compile_fn=None, bench_fn=None,
                 references: dict[str, Any] | None = None) -> dict[str, Any]:
    """Check and time every variant of one manifest entry.

    ``compile_fn(path, arch)`` (default ``triton.compile``), ``bench_fn(fn, warmup, rep) -> ms``
    (default ``do_bench``, median), ``references`` (kernel name -> BenchKernel, default
    :data:`~tools.gpu_bench.kernels.BENCH_KERNELS`) and ``device`` are there for tests.
    """
    import torch

    rec = _bench_kernel(entry, root, variants, arch, rounds, warmup, rep, log, device, compile_fn, bench_fn,
                        references)
    if device.startswith("cuda"):
        torch.cuda.empty_cache()  # the kernel's tensors died with _bench_kernel's frame
    return rec


def _bench_kernel(entry, root, variants, arch, rounds, warmup, rep, log, device, compile_fn, bench_fn,
                  references) -> dict[str, Any]:
    import torch

    from .kernels import BENCH_KERNELS, fill_sentinel, make_tensors

    compile_fn = compile_fn or _triton_compile
    bench_fn = bench_fn or _do_bench
    references = BENCH_KERNELS if references is None else references

    name = entry["kernel"]
    rec: dict[str, Any] = {"kernel": name, "category": entry.get("category", ""),
                           "description": entry.get("description", ""), "bytes_moved": entry["bytes_moved"],
                           "identical_ir": entry.get("identical"), "variants": {}}
    if "cp" in entry:  # what prepare found out about the cp variant (changed, same as Triton's pass)
        rec["cp"] = {k: v for k, v in entry["cp"].items() if k != "diff"}
    compiled = entry.get("compile") or {}
    if compiled.get("triton", {}).get("ptx_code_sha"):
        # Which files compiled (at prepare time) to the same PTX as triton's, debug info aside.
        rec["ptx_code_same_as_triton"] = {
            v: c.get("ptx_code_sha") == compiled["triton"]["ptx_code_sha"]
            for v, c in compiled.items() if v != "triton" and v in variants and c.get("ptx_code_sha")}
    files = entry.get("files", {})
    grid = tuple(entry["grid"]) + (1,) * (3 - len(entry["grid"]))
    outputs = list(entry["outputs"])
    atol, rtol = entry.get("atol", 1e-5), entry.get("rtol", 1e-5)

    tensors = make_tensors(entry["args"], device)
    positional = [tensors[a["name"]] for a in entry["args"]]
    bk = references.get(name)
    expected = None
    if bk is not None:
        expected = bk.reference(tensors)
    _sync(device)

    runners: dict[str, Any] = {}
    first_out: dict[str, dict[str, Any]] = {}
    for variant in variants:
        vrec: dict[str, Any] = {"status": "skipped"}
        rec["variants"][variant] = vrec
        if variant not in files:
            vrec["message"] = entry.get("errors", {}).get(variant, "not prepared")
            continue
        try:
            t0 = time.perf_counter()
            kernel = compile_fn(root / files[variant], arch)
            vrec["compile_s"] = round(time.perf_counter() - t0, 2)
            nparams = len(getattr(kernel.src, "signature", {}) or {})
            if nparams and nparams != len(positional):
                raise RuntimeError(f"the kernel takes {nparams} arguments, the recipe has {len(positional)}")
            runner = kernel[grid]  # loads the cubin (and builds the launcher)
            vrec.update(shared=kernel.metadata.shared, num_warps=kernel.metadata.num_warps,
                        n_regs=getattr(kernel, "n_regs", None), n_spills=getattr(kernel, "n_spills", None))
            for o in outputs:
                fill_sentinel(tensors[o])
            runner(*positional)
            _sync(device)
        except Exception as exc:
            vrec.update(status="error", message=_short(exc))
            log(f"  {name} {variant}: {vrec['message']}")
            traceback.print_exc(limit=3, file=sys.stderr)
            try:
                _sync(device)
            except Exception:  # a broken CUDA context: later kernels will say so too
                pass
            continue
        if expected is None:
            vrec.update(status="unchecked", message="no reference for this kernel name")
        else:
            problems = _compare(tensors, expected, outputs, atol, rtol)
            vrec.update(status="fail" if problems else "ok")
            if problems:
                vrec["message"] = "; ".join(problems)[:1000]
                log(f"  {name} {variant}: check FAILED: {vrec['message'][:300]}")
        # Bitwise agreement with the first variant checked (triton's, normally).
        if not first_out:
            first_out = {"variant": variant, **{o: tensors[o].clone() for o in outputs}}
        else:
            vrec[f"bitwise_equal_to_{first_out['variant']}"] = all(
                torch.equal(tensors[o], first_out[o]) for o in outputs)
        runners[variant] = runner

    ms_rounds: dict[str, list[float]] = {v: [] for v in runners}
    order = list(runners)
    for r in range(rounds):
        k = r % len(order) if order else 0
        for variant in order[k:] + order[:k]:
            run = runners[variant]
            try:
                ms_rounds[variant].append(bench_fn(lambda run=run: run(*positional), warmup, rep))
            except Exception as exc:
                rec["variants"][variant].update(status="error", message="timing: " + _short(exc))
    for variant, ms in ms_rounds.items():
        if ms:
            med = statistics.median(ms)
            rec["variants"][variant].update(ms_rounds=ms, ms=med, gbs=_gbs(entry["bytes_moved"], med))
    return rec


def add_ratios(rec: dict[str, Any], copy_gbs: float | None) -> None:
    """``<variant>_over_triton`` for every variant but triton (always ``pyopt`` and ``none``),
    ``cp_over_pr32`` when both ran, and the pyopt and triton GB/s over the copy bandwidth."""
    g = {v: d.get("gbs") for v, d in rec["variants"].items()}
    t, p = g.get("triton"), g.get("pyopt")
    for v in ["pyopt", "none"] + [v for v in g if v not in ("triton", "pyopt", "none")]:
        x = g.get(v)
        rec[f"{v}_over_triton"] = x / t if x and t else None
    if "cp" in g and "pr32" in g:
        rec["cp_over_pr32"] = g["cp"] / g["pr32"] if g["cp"] and g["pr32"] else None
    rec["pyopt_over_copy"] = p / copy_gbs if p and copy_gbs else None
    rec["triton_over_copy"] = t / copy_gbs if t and copy_gbs else None


def main(args) -> int:
    import torch
    import triton

    from . import report

    root = Path(args.dir)
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    arch = int(manifest.get("arch", 90))
    variants = args.variants.split(",") if args.variants else list(manifest.get("variants", ["triton", "pyopt", "none"]))
    entries = manifest["kernels"]
    if args.kernels:
        wanted = args.kernels.split(",")
        unknown = set(wanted) - {e["kernel"] for e in entries}
        if unknown:
            print(f"unknown kernels: {', '.join(sorted(unknown))}", file=sys.stderr)
            return 1
        entries = [e for e in entries if e["kernel"] in wanted]

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    if not torch.cuda.is_available():
        log("run: no CUDA device")
        return 1
    cap = torch.cuda.get_device_capability()
    if cap[0] * 10 + cap[1] != arch:
        log(f"warning: the files were prepared for sm_{arch}, this GPU is sm_{cap[0]}{cap[1]}")

    result: dict[str, Any] = {
        "format": 1,
        "device": torch.cuda.get_device_name(),
        "capability": f"{cap[0]}.{cap[1]}",
        "torch_version": torch.__version__,
        "triton_version": triton.__version__,
        "prepared_with": {k: manifest.get(k) for k in ("triton_version", "target")},
        "host": platform.node(),
        "settings": {"rounds": args.rounds, "warmup_ms": args.warmup, "rep_ms": args.rep, "variants": variants},
        "copy": None,
        "kernels": [],
    }
    out_path = Path(args.json) if args.json else None

    def save() -> None:
        if out_path is not None:
            out_path.parent.mkdir(parents=True, exist_ok=True)
            out_path.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")

    start = time.perf_counter()
    try:
        result["copy"] = measure_copy_bandwidth(args.copy_mib << 20, args.rounds, args.warmup, args.rep)
        log(f"device-to-device copy: {result['copy']['gbs']:.0f} GB/s ({result['device']})")
    except Exception as exc:
        log(f"copy bandwidth: {_short(exc)}")
        result["copy"] = {"error": _short(exc)}
    save()
    copy_gbs = (result["copy"] or {}).get("gbs")
    for entry in entries:
        t0 = time.perf_counter()
        try:
            rec = bench_kernel(entry, root, variants, arch, args.rounds, args.warmup, args.rep, log)
        except Exception as exc:  # inputs or reference failed: report and go on
            traceback.print_exc(limit=4, file=sys.stderr)
            rec = {"kernel": entry["kernel"], "category": entry.get("category", ""),
                   "bytes_moved": entry["bytes_moved"], "identical_ir": entry.get("identical"),
                   "variants": {v: {"status": "error", "message": _short(exc)} for v in variants}}
            try:
                torch.cuda.empty_cache()
            except Exception:
                pass
        add_ratios(rec, copy_gbs)
        rec["seconds"] = round(time.perf_counter() - t0, 1)
        result["kernels"].append(rec)
        save()
        log(report.one_line(rec))
    result["seconds"] = round(time.perf_counter() - start, 1)
    save()
    report.print_report(result, min_ratio=args.min_ratio)
    bad = [r for r in result["kernels"] for v in r["variants"].values() if v.get("status") in ("fail", "error")]
    if bad:
        return 1
    if args.min_ratio is not None and any((r.get("pyopt_over_triton") or 0) < args.min_ratio
                                          for r in result["kernels"]):
        return 2
    return 0
