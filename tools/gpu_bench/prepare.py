"""``prepare``: lower the benchmark kernels to three final TTGIR files each, on the CPU.

For each kernel of :mod:`tools.gpu_bench.kernels`:

1. compile it with real Triton for ``cuda:<arch>`` (``triton.compile(ASTSource, target=...)``:
   no GPU is needed) and take its TTIR;
2. record the installed backend's ``make_ttgir`` pass list
   (:func:`tools.gen_corpus.record_make_ttgir`) and replay it on the TTIR three times:

   * ``triton``: every pass, as Triton runs them;
   * ``pyopt``: the same list, with pyopt's ``coalesce`` and ``remove-layout-conversions``
     (run in this process) in place of Triton's at every position where make_ttgir runs them;
     the module goes from libtriton to pyopt and back as text (printed without locations);
   * ``none``: the list without coalesce and without any remove-layout-conversions;

3. write ``<kernel>/{triton,pyopt,none}.ttgir`` (printed without locations), note whether
   ``pyopt.ttgir`` and ``triton.ttgir`` are the same text, and, for every pass pyopt ran,
   whether Triton's pass given the same input printed the same output;
4. unless ``--no-compile``: compile each file on to a cubin with ``triton.compile(path,
   target=...)`` (what ``run`` will do on the GPU) and record the shared memory size and
   a few PTX counts (vector widths of the global loads and stores, shared-memory traffic,
   barriers);
5. write ``manifest.json``: per kernel, its launch recipe (arguments, grid, constexprs,
   ``num_warps``), bytes moved, file names and the results above.

Triton runs with a private, throw-away cache (``TRITON_CACHE_DIR``), as tools/gen_corpus.py.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

VARIANTS = ("triton", "pyopt", "none")
COALESCE = "passes.ttgpuir.add_coalesce"
RLC = "passes.ttgpuir.add_remove_layout_conversions"
#: make_ttgir binding -> pyopt pass (module, class).
PYOPT_PASSES = {
    COALESCE: ("pyopt.transforms.coalesce", "Coalesce", "coalesce"),
    RLC: ("pyopt.transforms.remove_layout_conversions", "RemoveLayoutConversions", "remove-layout-conversions"),
}


class PyoptPassError(RuntimeError):
    pass


@dataclass
class PassRecord:
    """One position where pyopt ran instead of Triton (in the ``pyopt`` replay)."""

    position: int
    name: str
    seconds: float
    same_as_triton: bool  # Triton's pass on the same input prints the same module
    diff: str = ""

    def to_json(self) -> dict[str, Any]:
        d = {"position": self.position, "pass": self.name, "seconds": round(self.seconds, 3),
             "same_as_triton": self.same_as_triton}
        if self.diff:
            d["diff"] = self.diff
        return d


@dataclass
class Prepared:
    ttir: str
    texts: dict[str, str]  # variant -> final TTGIR (no locations)
    pass_list: list[str]
    pyopt_passes: list[PassRecord]
    replay_matches_compile: bool
    errors: dict[str, str] = field(default_factory=dict)  # variant -> error


# --------------------------------------------------------------------------- libtriton helpers
def _parse(text: str, context: Any, tmpdir: str, name: str) -> Any:
    from triton._C.libtriton import ir

    path = os.path.join(tmpdir, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return ir.parse_mlir_module(path, context)


def _run_call(call: Any, mod: Any, context: Any) -> None:
    from triton._C.libtriton import ir

    pm = ir.pass_manager(context)
    pm.enable_debug()
    call.func(pm, *call.args)
    pm.run(mod, call.pipeline or "make_ttgir")


def _diff(a: str, b: str, limit: int = 30) -> str:
    import difflib

    lines = list(difflib.unified_diff(a.splitlines(), b.splitlines(), "triton", "pyopt", lineterm="", n=1))
    return "\n".join(lines[:limit])


def run_pyopt_pass(qualname: str, text: str, source_name: str) -> str:
    """Run pyopt's pass standing for make_ttgir's ``qualname`` on ``text``; return its output."""
    import importlib

    from pyopt.transforms.pass_base import PassContext
    from pyopt.syntax.parser import parse_source
    from pyopt.ir.printer import print_op
    from pyopt.verifier import verify

    module_name, class_name, _ = PYOPT_PASSES[qualname]
    cls = getattr(importlib.import_module(module_name), class_name)
    module = parse_source(text, source_name)
    verify(module)
    ctx = PassContext(source_name=source_name)
    cls().run(module, ctx)
    if ctx.failed:
        raise PyoptPassError(f"pyopt {class_name} signalled failure on {source_name}")
    verify(module)
    return print_op(module)


# --------------------------------------------------------------------------- the three replays
def prepare_kernel(bk: Any, arch: int, tmpdir: str, log: Callable[[str], None] = lambda s: None) -> Prepared:
    """Compile ``bk`` for ``cuda:<arch>`` and replay make_ttgir three ways."""
    import triton
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.compiler.compiler import make_backend

    from tools.gen_corpus import record_make_ttgir

    target = GPUTarget("cuda", arch, 32)
    spec = bk.kernel_spec()
    compile_options = dict(bk.options, num_warps=bk.num_warps)
    compiled = triton.compile(spec.ast_source("cuda"), target=target, options=compile_options)

    backend = make_backend(target)
    options = backend.parse_options(compile_options)
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    calls = record_make_ttgir(backend, options, context)
    ttir = _parse(compiled.asm["ttir"], context, tmpdir, f"{bk.name}.ttir").str_nodebug()

    texts: dict[str, str] = {}
    errors: dict[str, str] = {}
    records: list[PassRecord] = []
    for variant in VARIANTS:
        try:
            mod = _parse(ttir, context, tmpdir, f"{bk.name}.{variant}.ttir")
            for position, call in enumerate(calls):
                if call.qualname in PYOPT_PASSES and variant == "none":
                    continue
                if call.qualname in PYOPT_PASSES and variant == "pyopt":
                    before = mod.str_nodebug()
                    t0 = time.perf_counter()
                    out = run_pyopt_pass(call.qualname, before, f"{bk.name}@{position}")
                    seconds = time.perf_counter() - t0
                    mod = _parse(out, context, tmpdir, f"{bk.name}.pyopt.{position}.mlir")
                    ours = mod.str_nodebug()
                    # Triton's pass on the very same input, for the per-pass comparison.
                    ref = _parse(before, context, tmpdir, f"{bk.name}.ref.{position}.mlir")
                    _run_call(call, ref, context)
                    theirs = ref.str_nodebug()
                    same = ours == theirs
                    records.append(PassRecord(position, PYOPT_PASSES[call.qualname][2], seconds, same,
                                              "" if same else _diff(theirs, ours)))
                    continue
                _run_call(call, mod, context)
            texts[variant] = mod.str_nodebug()
        except Exception as exc:  # a failure of one variant is data
            errors[variant] = f"{type(exc).__name__}: {exc}".strip()
            log(f"  {bk.name}: {variant} replay failed: {errors[variant].splitlines()[0]}")
            if os.environ.get("GPU_BENCH_TRACEBACK"):
                traceback.print_exc()

    expected = _parse(compiled.asm["ttgir"], context, tmpdir, f"{bk.name}.asm.ttgir").str_nodebug()
    return Prepared(ttir, texts, [c.describe() for c in calls], records, texts.get("triton") == expected, errors)


# --------------------------------------------------------------------------- compile check
_PTX_PATTERNS = {
    "ld_global": re.compile(r"^\s*(?:@%p\d+\s+)?ld\.global[\w.]*", re.MULTILINE),
    "st_global": re.compile(r"^\s*(?:@%p\d+\s+)?st\.global[\w.]*", re.MULTILINE),
    "ld_shared": re.compile(r"^\s*(?:@%p\d+\s+)?(?:ld\.shared|ldmatrix)[\w.]*", re.MULTILINE),
    "st_shared": re.compile(r"^\s*(?:@%p\d+\s+)?(?:st\.shared|stmatrix)[\w.]*", re.MULTILINE),
    "bar_sync": re.compile(r"^\s*(?:bar\.sync|barrier\.sync)\b", re.MULTILINE),
}


def ptx_stats(ptx: str) -> dict[str, Any]:
    """Counts of memory instructions in ``ptx`` (static, not executed, counts), with the
    global accesses broken down by vector width (``v1``, ``v2``, ``v4``)."""
    out: dict[str, Any] = {}
    for key, pat in _PTX_PATTERNS.items():
        found = pat.findall(ptx)
        out[key] = len(found)
        if key in ("ld_global", "st_global"):
            widths: dict[str, int] = {}
            for ins in found:
                m = re.search(r"\.v(\d)", ins)
                bits = re.search(r"\.[bufs](8|16|32|64|128)\b", ins)
                w = f"v{m.group(1) if m else 1}x{bits.group(1) if bits else '?'}"
                widths[w] = widths.get(w, 0) + 1
            out[key + "_widths"] = dict(sorted(widths.items()))
    return out


def compile_ttgir(path: Path, arch: int) -> dict[str, Any]:
    """Compile a ``.ttgir`` file to a cubin the way ``run`` will (no GPU needed)."""
    import triton
    from triton.backends.compiler import GPUTarget

    t0 = time.perf_counter()
    k = triton.compile(str(path), target=GPUTarget("cuda", arch, 32))
    md = k.metadata
    return {"ok": True, "seconds": round(time.perf_counter() - t0, 2), "name": md.name, "shared": md.shared,
            "num_warps": md.num_warps, "num_ctas": md.num_ctas, "ptx": ptx_stats(k.asm["ptx"]),
            "ptx_sha": _sha(k.asm["ptx"])}


def _sha(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()[:16]


# --------------------------------------------------------------------------- driver
def prepare(out: Path, names: list[str], arch: int = 90, compile_check: bool = True,
            log: Callable[[str], None] = lambda s: print(s, file=sys.stderr, flush=True)) -> dict[str, Any]:
    """Write the TTGIR files and ``manifest.json`` under ``out``; return the manifest."""
    import triton

    from .kernels import BENCH_KERNELS

    out.mkdir(parents=True, exist_ok=True)
    entries: list[dict[str, Any]] = []
    cache = tempfile.mkdtemp(prefix="gpu-bench-triton-cache-")
    old_cache = os.environ.get("TRITON_CACHE_DIR")
    os.environ["TRITON_CACHE_DIR"] = cache
    start = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory(prefix="gpu-bench-") as tmpdir:
            for name in names:
                bk = BENCH_KERNELS[name]
                t0 = time.perf_counter()
                entry = bk.manifest_entry()
                entry["target"] = f"cuda:{arch}"
                kdir = out / name
                if kdir.exists():
                    shutil.rmtree(kdir)
                kdir.mkdir(parents=True)
                try:
                    res = prepare_kernel(bk, arch, tmpdir, log)
                except Exception as exc:
                    entry.update(files={}, errors={"compile": f"{type(exc).__name__}: {exc}".strip()},
                                 identical=False)
                    log(f"{name}: FAILED to compile: {str(exc).strip().splitlines()[:1]}")
                    entries.append(entry)
                    continue
                (kdir / "ttir.mlir").write_text(res.ttir + ("" if res.ttir.endswith("\n") else "\n"))
                files = {}
                for variant, text in res.texts.items():
                    fname = f"{variant}.ttgir"  # triton.compile picks the stage from the suffix
                    (kdir / fname).write_text(text if text.endswith("\n") else text + "\n")
                    files[variant] = f"{name}/{fname}"
                entry["files"] = files
                entry["errors"] = dict(res.errors)
                entry["identical"] = "pyopt" in res.texts and res.texts.get("pyopt") == res.texts.get("triton")
                entry["none_identical"] = "none" in res.texts and res.texts.get("none") == res.texts.get("triton")
                entry["replay_matches_compile"] = res.replay_matches_compile
                entry["pyopt_passes"] = [r.to_json() for r in res.pyopt_passes]
                entry["pass_list"] = res.pass_list
                if compile_check:
                    entry["compile"] = {}
                    for variant in files:
                        try:
                            entry["compile"][variant] = compile_ttgir(out / files[variant], arch)
                        except Exception as exc:
                            msg = f"{type(exc).__name__}: {exc}".strip()
                            entry["compile"][variant] = {"ok": False, "error": msg[-2000:]}
                            entry["errors"][f"compile-{variant}"] = msg[-2000:]
                            log(f"  {name}: {variant}.ttgir does not compile: {msg.splitlines()[0] if msg else ''}")
                entry["prepare_seconds"] = round(time.perf_counter() - t0, 2)
                entries.append(entry)
                passes = res.pyopt_passes
                differing = [f"{p.position}:{p.name}" for p in passes if not p.same_as_triton]
                log(f"{name}: {'identical' if entry['identical'] else 'DIFFERENT'} "
                    f"(pyopt passes {sum(p.seconds for p in passes):.2f}s"
                    + (f"; differs at {', '.join(differing)}" if differing else "")
                    + (f"; errors: {', '.join(entry['errors'])}" if entry["errors"] else "")
                    + f") {entry['prepare_seconds']:.1f}s")
    finally:
        shutil.rmtree(cache, ignore_errors=True)
        if old_cache is None:
            os.environ.pop("TRITON_CACHE_DIR", None)
        else:
            os.environ["TRITON_CACHE_DIR"] = old_cache

    manifest = {
        "description": "tools/gpu_bench: memory-bound kernels, each lowered to TTGIR three ways "
                       "(triton: Triton's make_ttgir; pyopt: the same with pyopt's coalesce and "
                       "remove-layout-conversions; none: without those passes)",
        "format": 1,
        "triton_version": triton.__version__,
        "target": f"cuda:{arch}",
        "arch": arch,
        "variants": list(VARIANTS),
        "compile_checked": compile_check,
        "seconds": round(time.perf_counter() - start, 1),
        "kernels": entries,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


def summary_lines(manifest: dict[str, Any]) -> list[str]:
    ks = manifest["kernels"]
    ident = [k["kernel"] for k in ks if k.get("identical")]
    diff = [k["kernel"] for k in ks if not k.get("identical")]
    errs = [k["kernel"] for k in ks if k.get("errors")]
    lines = [(f"{len(ks)} kernels prepared for {manifest['target']} in {manifest['seconds']}s: "
             f"{len(ident)} with pyopt.ttgir == triton.ttgir, {len(diff)} different, {len(errs)} with errors")]
    if diff:
        lines.append("different: " + ", ".join(diff))
    if errs:
        lines.append("errors: " + ", ".join(errs))
    return lines
