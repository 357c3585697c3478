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

   and, when asked for (``--variants``; not made by default), two more from ``triton``'s
   final TTGIR:

   * ``pr32``: Triton's file with ``tt.pointer_range = 32 : i32`` added to every pointer
     argument of every ``tt.func`` (what Triton's AMD launcher specialises on when each
     tensor is below 2 GB; here only a control: the NVIDIA backend ignores the attribute);
   * ``cp``: ``pr32`` after pyopt's ``-canonicalize-pointers -canonicalize`` (the AMD pass
     rewrites pointer chains into a scalar base and a 32-bit tensor offset; it only emits
     ``tt``/``arith``/``scf`` ops, so the result still lowers for NVIDIA).  Real Triton's
     ``canonicalize-pointers`` + canonicalizer (through its Python binding) is run on the same
     input, and the manifest says whether it printed the same module (``cp_same_as_triton``)
     and whether the pass changed anything (``cp_changed``);

3. write ``<kernel>/<variant>.ttgir`` (printed without locations), note whether
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

VARIANTS = ("triton", "pyopt", "none")  # what prepare makes by default
#: Variants made from the ``triton`` file (see the module docstring); prepare makes them on request.
POINTER_VARIANTS = ("pr32", "cp")
ALL_VARIANTS = VARIANTS + POINTER_VARIANTS
#: pyopt's pipeline for the ``cp`` variant, run on the ``pr32`` file.
CP_PIPELINE = ("canonicalize-pointers", "canonicalize")
POINTER_RANGE = "tt.pointer_range"
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
    cp: dict[str, Any] = field(default_factory=dict)  # the cp variant's checks (see prepare_pointer_variants)


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


def add_pointer_range(text: str, source_name: str, bits: int = 32) -> str:
    """``text`` with ``tt.pointer_range = <bits> : i32`` on every pointer argument of every
    ``tt.func`` (printed by pyopt, which prints as Triton does)."""
    from pyopt.dialects.tt.ops import FuncOp
    from pyopt.ir import attrs as A
    from pyopt.ir import types as T
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    module = parse_source(text, source_name)
    for op in module.walk():
        if not isinstance(op, FuncOp) or not op.regions[0].blocks:
            continue
        args = op.regions[0].blocks[0].args
        old = op.attributes.get("arg_attrs")
        dicts = [dict(old[i].items) if isinstance(old, A.ArrayAttr) and isinstance(old[i], A.DictAttr) else {}
                 for i in range(len(args))]
        for i, arg in enumerate(args):
            if isinstance(arg.type, T.PointerType):
                dicts[i][POINTER_RANGE] = A.IntegerAttr(bits, T.i32)
        op.attributes["arg_attrs"] = A.ArrayAttr([A.DictAttr(d) for d in dicts])
    verify(module)
    return print_op(module)


def run_pyopt_pipeline(text: str, flags: tuple[str, ...], source_name: str) -> str:
    """pyopt's passes ``flags`` (as on its command line, in order) on ``text``; the printed result."""
    from pyopt.passes import PassManager, lookup_pass
    from pyopt.transforms.pass_base import PassContext
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    module = parse_source(text, source_name)
    verify(module)
    ctx = PassContext(source_name=source_name)
    if not PassManager([lookup_pass(f)() for f in flags]).run(module, ctx) or ctx.failed:
        raise PyoptPassError(f"pyopt {' '.join('-' + f for f in flags)} failed on {source_name}")
    return print_op(module)


def triton_canonicalize_pointers(text: str, context: Any, tmpdir: str, name: str) -> str:
    """Real Triton's ``tritonamdgpu-canonicalize-pointers`` then its canonicalizer on ``text``."""
    from triton._C.libtriton import amd, ir, passes

    mod = _parse(text, context, tmpdir, name)
    pm = ir.pass_manager(context)
    pm.enable_debug()
    amd.passes.ttgpuir.add_canonicalize_pointers(pm)
    passes.common.add_canonicalizer(pm)
    pm.run(mod, "canonicalize-pointers")
    return mod.str_nodebug()


def prepare_pointer_variants(triton_text: str, name: str, context: Any, tmpdir: str, wanted: tuple[str, ...],
                             texts: dict[str, str], errors: dict[str, str], cp: dict[str, Any]) -> None:
    """Make the ``pr32`` and ``cp`` texts (those in ``wanted``) from Triton's final TTGIR."""
    try:
        pr32 = _parse(add_pointer_range(triton_text, f"{name}.pr32"), context, tmpdir,
                      f"{name}.pr32.ttgir").str_nodebug()
    except Exception as exc:
        for v in POINTER_VARIANTS:
            if v in wanted:
                errors[v] = f"{type(exc).__name__}: {exc}".strip()
        return
    if "pr32" in wanted:
        texts["pr32"] = pr32
    if "cp" not in wanted:
        return
    try:
        t0 = time.perf_counter()
        ours = run_pyopt_pipeline(pr32, CP_PIPELINE, f"{name}.cp")
        cp["seconds"] = round(time.perf_counter() - t0, 3)
        texts["cp"] = _parse(ours, context, tmpdir, f"{name}.cp.ttgir").str_nodebug()
    except Exception as exc:
        errors["cp"] = f"{type(exc).__name__}: {exc}".strip()
        return
    cp["pipeline"] = " ".join("-" + f for f in CP_PIPELINE)
    cp["changed"] = texts["cp"] != pr32
    try:
        theirs = triton_canonicalize_pointers(pr32, context, tmpdir, f"{name}.cp-ref.ttgir")
        cp["same_as_triton"] = theirs == texts["cp"]
        if not cp["same_as_triton"]:
            cp["diff"] = _diff(theirs, texts["cp"])
    except Exception as exc:
        cp["same_as_triton"] = None
        cp["triton_error"] = f"{type(exc).__name__}: {exc}".strip()[-1000:]


# --------------------------------------------------------------------------- the three replays
def prepare_kernel(bk: Any, arch: int, tmpdir: str, log: Callable[[str], None] = lambda s: None,
                   variants: tuple[str, ...] = VARIANTS) -> Prepared:
    """Compile ``bk`` for ``cuda:<arch>`` and replay make_ttgir three ways (then make the
    pointer variants of ``variants`` from the ``triton`` replay)."""
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
    if any(v in POINTER_VARIANTS for v in variants):
        from triton._C.libtriton import amd

        amd.load_dialects(context)  # canonicalize-pointers is an AMD pass
    calls = record_make_ttgir(backend, options, context)
    ttir = _parse(compiled.asm["ttir"], context, tmpdir, f"{bk.name}.ttir").str_nodebug()

    texts: dict[str, str] = {}
    errors: dict[str, str] = {}
    records: list[PassRecord] = []
    for variant in VARIANTS:
        if variant != "triton" and variant not in variants:
            continue
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

    cp: dict[str, Any] = {}
    if any(v in POINTER_VARIANTS for v in variants):
        if "triton" in texts:
            prepare_pointer_variants(texts["triton"], bk.name, context, tmpdir, variants, texts, errors, cp)
        else:
            errors.update({v: "no triton replay to start from" for v in POINTER_VARIANTS if v in variants})
        for v in POINTER_VARIANTS:
            if v in errors:
                log(f"  {bk.name}: {v} failed: {errors[v].splitlines()[0] if errors[v] else ''}")
    expected = _parse(compiled.asm["ttgir"], context, tmpdir, f"{bk.name}.asm.ttgir").str_nodebug()
    return Prepared(ttir, texts, [c.describe() for c in calls], records, texts.get("triton") == expected, errors, cp)


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
            "ptx_sha": _sha(k.asm["ptx"]), "ptx_code_sha": _sha(ptx_code(k.asm["ptx"]))}


def ptx_code(ptx: str) -> str:
    """``ptx`` without its debug information (``.loc``/``.file`` lines, which name the source
    file, and the DWARF sections), so that two files that differ only in name or line numbers
    compare equal."""
    ptx = ptx.split("\t.section\t.debug", 1)[0]
    keep = []
    for line in ptx.splitlines():
        stripped = line.strip()
        if stripped.startswith((".loc", ".file", "//")) or not stripped:
            continue
        keep.append(line.split("//", 1)[0].rstrip())
    return "\n".join(keep)


def _sha(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()[:16]


# --------------------------------------------------------------------------- driver
def prepare(out: Path, names: list[str], arch: int = 90, compile_check: bool = True,
            log: Callable[[str], None] = lambda s: print(s, file=sys.stderr, flush=True),
            variants: tuple[str, ...] = VARIANTS) -> dict[str, Any]:
    """Write the TTGIR files and ``manifest.json`` under ``out``; return the manifest.

    ``variants``: which files to make, of :data:`ALL_VARIANTS` (the ``triton``, ``pyopt``
    and ``none`` replays are always run; the others are made from ``triton``'s)."""
    unknown = [v for v in variants if v not in ALL_VARIANTS]
    if unknown:
        raise ValueError(f"unknown variants {unknown}; known: {', '.join(ALL_VARIANTS)}")
    variants = tuple(v for v in ALL_VARIANTS if v in variants)
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
                    res = prepare_kernel(bk, arch, tmpdir, log, variants)
                except Exception as exc:
                    entry.update(files={}, errors={"compile": f"{type(exc).__name__}: {exc}".strip()},
                                 identical=False)
                    log(f"{name}: FAILED to compile: {str(exc).strip().splitlines()[:1]}")
                    entries.append(entry)
                    continue
                (kdir / "ttir.mlir").write_text(res.ttir + ("" if res.ttir.endswith("\n") else "\n"))
                files = {}
                for variant, text in res.texts.items():
                    if variant not in variants:
                        continue
                    fname = f"{variant}.ttgir"  # triton.compile picks the stage from the suffix
                    (kdir / fname).write_text(text if text.endswith("\n") else text + "\n")
                    files[variant] = f"{name}/{fname}"
                entry["files"] = files
                entry["errors"] = {v: e for v, e in res.errors.items() if v in variants}
                entry["identical"] = "pyopt" in res.texts and res.texts.get("pyopt") == res.texts.get("triton")
                entry["none_identical"] = "none" in res.texts and res.texts.get("none") == res.texts.get("triton")
                entry["replay_matches_compile"] = res.replay_matches_compile
                entry["pyopt_passes"] = [r.to_json() for r in res.pyopt_passes]
                entry["pass_list"] = res.pass_list
                if "cp" in variants:
                    entry["cp"] = res.cp
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
                notes = ([f"pyopt passes {sum(p.seconds for p in passes):.2f}s"
                          + (f"; differs at {', '.join(differing)}" if differing else "")]
                         if "pyopt" in variants else [])
                log(f"{name}: "
                    + (f"{'identical' if entry['identical'] else 'DIFFERENT'} " if "pyopt" in variants else "")
                    + "(" + "; ".join(notes)
                    + (f"{'; ' if notes else ''}cp {'changed' if res.cp.get('changed') else 'unchanged'}, "
                       f"{'same as' if res.cp.get('same_as_triton') else 'DIFFERENT from'} Triton's pass"
                       if "cp" in variants and "cp" in res.texts else "")
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
                       "remove-layout-conversions; none: without those passes)"
                       + ("; pr32: triton's with tt.pointer_range = 32 on every pointer argument"
                          if "pr32" in variants else "")
                       + ("; cp: triton's with tt.pointer_range = 32 after pyopt -canonicalize-pointers "
                          "-canonicalize" if "cp" in variants else ""),
        "format": 1,
        "triton_version": triton.__version__,
        "target": f"cuda:{arch}",
        "arch": arch,
        "variants": list(variants),
        "compile_checked": compile_check,
        "seconds": round(time.perf_counter() - start, 1),
        "kernels": entries,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


def summary_lines(manifest: dict[str, Any]) -> list[str]:
    ks = manifest["kernels"]
    ident = [k["kernel"] for k in ks if k.get("identical")]
    diff = [k["kernel"] for k in ks if not k.get("identical")] if "pyopt" in manifest.get("variants", ()) else []
    errs = [k["kernel"] for k in ks if k.get("errors")]
    lines = [(f"{len(ks)} kernels prepared for {manifest['target']} in {manifest['seconds']}s: "
             + (f"{len(ident)} with pyopt.ttgir == triton.ttgir, {len(diff)} different, "
                if "pyopt" in manifest.get("variants", ()) else "")
             + f"{len(errs)} with errors")]
    if diff:
        lines.append("different: " + ", ".join(diff))
    if errs:
        lines.append("errors: " + ", ".join(errs))
    if "cp" in manifest.get("variants", ()):
        made = [k for k in ks if "cp" in k.get("files", {})]
        changed = [k["kernel"] for k in made if k.get("cp", {}).get("changed")]
        unlike = [k["kernel"] for k in made if k.get("cp", {}).get("same_as_triton") is not True]
        lines.append(f"cp ({' '.join('-' + f for f in CP_PIPELINE)} on triton + tt.pointer_range = 32): "
                     f"{len(made)} made, {len(changed)} changed by the pass"
                     + (f" (unchanged: {', '.join(k['kernel'] for k in made if k['kernel'] not in changed)})"
                        if len(changed) < len(made) else "")
                     + (f"; same as Triton's pass on all {len(made)}" if not unlike else
                        f"; DIFFERENT from Triton's pass on {', '.join(unlike)}"))
    return lines
