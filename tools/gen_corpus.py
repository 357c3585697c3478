#!/usr/bin/env python3
"""Generate pyopt's test corpus from a real Triton release (no GPU needed).

It runs under the Python environment of the release it records (Triton 3.6.0 in pyopt's own
venv; 3.7.1, 3.8.0, 3.9.0 in one venv each, holding nothing but triton) and needs Triton alone,
not pyopt.  By default Triton 3.6.x writes ``test/corpus/`` and any other release
``test/corpus-releases/<release>/`` (same layout; see that folder's README).

For every kernel of ``tools/kernels`` and every target configuration of :data:`CONFIGS`:

1. compile the kernel with ``triton.compile(ASTSource(...), target=GPUTarget(...))`` and take
   its TTIR (``asm["ttir"]``);
2. replay the backend's ``make_ttgir`` on that TTIR one pass at a time.  The pass list is
   not copied from Triton: it is *recorded* by calling the installed backend's own
   ``make_ttgir`` stage with stand-ins for the ``passes``/``amd``/``nvidia`` binding modules
   and the pass manager, so the replay follows whatever the installed backend does
   (options, knobs and target conditions included);
3. write the module, printed without locations (``module.str_nodebug()``), right before and
   right after each occurrence of the captured passes (coalesce, every
   remove-layout-conversions, AMD canonicalize-pointers and convert-to-buffer-ops, the
   canonicalizer run that make_ttgir adds right after canonicalize-pointers, and the AMD
   cleanup after convert-to-buffer-ops: fold-true-cmpi, canonicalizer, cse, symbol-dce; see
   :data:`CAPTURED_AFTER`; later releases add prepare-if-combining and optimize-buffer-op-ptr
   to that cleanup), plus the final TTIR and TTGIR;
4. check that the replay's final module equals ``asm["ttgir"]`` (both printed without
   locations) and record any difference in the manifest.

Layout (``NN`` is the pass's 0-based index in make_ttgir's pass list)::

    test/corpus/<kernel>/<config>/ttir.mlir
    test/corpus/<kernel>/<config>/ttgir.mlir
    test/corpus/<kernel>/<config>/<NN>-<pass>[-<occurrence>].{before,after}.mlir
    test/corpus/manifest.json

where ``<config>`` is ``cuda80-w4``, ``cuda90-w1``, ``cuda90-w4``, ``cuda90-w8``,
``gfx942-w4`` or ``gfx950-w4`` and ``-<occurrence>`` (1, 2, ...) is added for
remove-layout-conversions.  The canonicalizer after canonicalize-pointers is
``<NN+1>-canonicalize.{before,after}.mlir`` (its ``.before`` equals canonicalize-pointers'
``.after``); after convert-to-buffer-ops at ``NN`` come ``<NN+1>-fold-true-cmpi``,
``<NN+2>-canonicalize``, ``<NN+3>-cse`` and ``<NN+4>-symbol-dce``, each ``.before`` equal to
the previous ``.after``.  Releases that put more passes into that cleanup (3.7: prepare-if-combining
between fold-true-cmpi and the canonicalizer; 3.8: optimize-buffer-op-ptr between
convert-to-buffer-ops and fold-true-cmpi) have them captured too, so the chain stays unbroken.

A kernel the release cannot compile (Triton 3.9 removed block pointers) is listed under
``"skipped"`` in the manifest with Triton's message, not an error.  Paths of this checkout and of
the Python environment (``site-packages``) are removed from everything written
(:func:`scrub_paths`), so no machine path is committed.

The output is deterministic; running with ``--kernels`` regenerates only those kernels and
updates their entries in an existing manifest.

Usage::

    python tools/gen_corpus.py [--kernels a,b] [--configs cuda90-w4,gfx942-w4] [--out DIR]
    /work/venvs/triton-3.9.0/bin/python tools/gen_corpus.py      # -> test/corpus-releases/3.9.0
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable
from unittest import mock

REPO = Path(__file__).resolve().parent.parent
#: Where Triton 3.6.x writes its corpus; other releases write under RELEASES_OUT/<release>.
DEFAULT_OUT = REPO / "test" / "corpus"
RELEASES_OUT = REPO / "test" / "corpus-releases"

if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


@dataclass(frozen=True)
class Config:
    """A compilation target: ``backend`` ("cuda"/"hip"), ``arch`` (80, 90, "gfx942"), warps."""

    backend: str
    arch: int | str
    num_warps: int

    @property
    def target(self) -> str:
        """Triton's target string, as in the ``ttg.target`` module attribute."""
        return f"{self.backend}:{self.arch}"

    @property
    def warp_size(self) -> int:
        return 32 if self.backend == "cuda" else 64

    @property
    def dirname(self) -> str:
        prefix = f"cuda{self.arch}" if self.backend == "cuda" else str(self.arch)
        return f"{prefix}-w{self.num_warps}"


CONFIGS: list[Config] = [
    Config("cuda", 80, 4),
    Config("cuda", 90, 1),
    Config("cuda", 90, 4),
    Config("cuda", 90, 8),
    Config("hip", "gfx942", 4),
    Config("hip", "gfx950", 4),
]

#: Binding function name -> corpus pass name (pyopt's name) for the passes we capture.
CAPTURED: dict[str, str] = {
    "passes.ttgpuir.add_coalesce": "coalesce",
    "passes.ttgpuir.add_remove_layout_conversions": "remove-layout-conversions",
    "amd.passes.ttgpuir.add_canonicalize_pointers": "canonicalize-pointers",
    "amd.passes.ttgpuir.add_convert_to_buffer_ops": "convert-to-buffer-ops",
}
NUMBERED = {"remove-layout-conversions"}
#: Binding function name -> (corpus pass name, captured passes it must directly follow): passes
#: captured only where they run right after one of those passes (make_ttgir runs the
#: canonicalizer, cse and symbol-dce several times).  The canonicalizer after
#: canonicalize-pointers cleans up what that pass leaves (make_ttgir's pair; Triton's lit tests
#: run ``-tritonamdgpu-canonicalize-pointers -canonicalize``); on AMD, convert-to-buffer-ops is
#: followed by the backend's cleanup, fold-true-cmpi, the canonicalizer, cse and symbol-dce,
#: each captured (the last one's ``.after`` is make_ttgir's result, ``ttgir.mlir``).
#: Triton 3.7 runs prepare-if-combining between fold-true-cmpi and the canonicalizer, and 3.8
#: optimize-buffer-op-ptr between convert-to-buffer-ops and fold-true-cmpi: both are captured
#: where they stand in that chain.  The manifest's ``captured_after`` lists only the rules (and
#: predecessors) whose passes the release's make_ttgir runs.
CAPTURED_AFTER: dict[str, tuple[str, tuple[str, ...]]] = {
    "passes.common.add_canonicalizer": ("canonicalize", ("canonicalize-pointers", "fold-true-cmpi",
                                                         "prepare-if-combining")),
    "amd.passes.ttgpuir.add_optimize_buffer_op_ptr": ("optimize-buffer-op-ptr", ("convert-to-buffer-ops",)),
    "amd.passes.ttgpuir.add_fold_true_cmpi": ("fold-true-cmpi", ("convert-to-buffer-ops", "optimize-buffer-op-ptr")),
    "amd.passes.ttgpuir.add_prepare_if_combining": ("prepare-if-combining", ("fold-true-cmpi",)),
    "passes.common.add_cse": ("cse", ("canonicalize",)),
    "passes.common.add_symbol_dce": ("symbol-dce", ("cse",)),
}


def triton_release() -> str:
    """The installed Triton's version (``3.9.0``), read without importing it."""
    from importlib.metadata import version

    return version("triton")


def default_out(release: str) -> Path:
    """``test/corpus`` for Triton 3.6.x, ``test/corpus-releases/<release>`` for the others."""
    return DEFAULT_OUT if release.startswith("3.6.") else RELEASES_OUT / release


def _machine_prefixes() -> list[str]:
    """The folders whose paths must not reach committed files: this checkout and the
    ``site-packages`` holding the installed triton (``triton/language/standard.py`` is where
    Triton's own inlined functions come from)."""
    prefixes = [str(REPO) + os.sep]
    try:
        import triton

        prefixes.append(str(Path(triton.__file__).resolve().parent.parent) + os.sep)
        prefixes.append(str(Path(triton.__file__).parent.parent) + os.sep)
    except ImportError:  # pragma: no cover - the generators need triton anyway
        pass
    return sorted(set(prefixes), key=len, reverse=True)


def scrub_paths(text: str) -> str:
    """``text`` with the paths of this checkout made relative to it (``tools/kernels/memory.py``)
    and those of the Python environment relative to its ``site-packages``
    (``triton/language/standard.py``)."""
    for prefix in _machine_prefixes():
        text = text.replace(prefix, "")
    return text


# --------------------------------------------------------------------------- recording make_ttgir
@dataclass
class PassCall:
    """One ``add_*`` call that make_ttgir made on a pass manager."""

    qualname: str  # e.g. "passes.ttgpuir.add_coalesce"
    func: Callable[..., Any]  # the real binding function
    args: tuple[Any, ...]  # arguments after the pass manager
    pipeline: str = ""  # the name make_ttgir gave to pm.run(...)

    def describe(self) -> str:
        shown = ", ".join(repr(a) for a in self.args)
        return f"{self.qualname}({shown})" if shown else self.qualname


@dataclass
class _Recording:
    calls: list[PassCall] = field(default_factory=list)
    open_calls: list[PassCall] = field(default_factory=list)  # added to a pm not yet run


class _RecordingPassManager:
    """Stands in for ``ir.pass_manager`` inside make_ttgir."""

    def __init__(self, recording: _Recording, debug_enabled: bool) -> None:
        self._recording = recording
        self._debug_enabled = debug_enabled

    def enable_debug(self) -> bool:
        return self._debug_enabled

    def run(self, mod: Any, name: str) -> None:
        for call in self._recording.open_calls:
            call.pipeline = name
        self._recording.open_calls = []


class _ModuleProxy:
    """Stands in for a binding module (``passes``, ``amd``, ``nvidia``, ``ir``).

    Functions whose first argument is a pass manager (``add_*``, ``insert_*``) are recorded
    rather than called; ``ir.pass_manager`` returns a :class:`_RecordingPassManager`;
    everything else is the real attribute.
    """

    def __init__(self, real: Any, path: str, recording: _Recording, debug_enabled: bool) -> None:
        self._real, self._path, self._recording, self._debug = real, path, recording, debug_enabled

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._real, name)
        path = f"{self._path}.{name}"
        if type(attr).__name__ == "module":
            return _ModuleProxy(attr, path, self._recording, self._debug)
        if path == "ir.pass_manager":
            return lambda ctx: _RecordingPassManager(self._recording, self._debug)
        if callable(attr) and (name.startswith("add_") or name.startswith("insert_")):
            def record(pm: Any, *args: Any, _attr=attr, _path=path) -> None:
                if not isinstance(pm, _RecordingPassManager):
                    raise TypeError(f"{_path}: expected a pass manager, got {pm!r}")
                call = PassCall(_path, _attr, args)
                self._recording.calls.append(call)
                self._recording.open_calls.append(call)
            return record
        return attr


class _StandInModule:
    """What make_ttgir receives instead of the real module while its passes are recorded."""

    def __init__(self, context: Any) -> None:
        self.context = context

    def get_tensordesc_metadata(self) -> list:
        return []

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(f"gen_corpus cannot record make_ttgir: it used module.{name}")


def record_make_ttgir(backend: Any, options: Any, context: Any) -> list[PassCall]:
    """The passes the installed backend's make_ttgir adds, in order, with their arguments."""
    from triton._C.libtriton import ir
    from triton.backends.compiler import Language

    backend_module = sys.modules[type(backend).__module__]
    debug_enabled = ir.pass_manager(context).enable_debug()
    recording = _Recording()
    patches = [mock.patch.object(backend_module, name, _ModuleProxy(getattr(backend_module, name), name, recording,
                                                                    debug_enabled))
               for name in ("ir", "passes", "amd", "nvidia") if hasattr(backend_module, name)]
    stages: dict[str, Callable[..., Any]] = {}
    for p in patches:
        p.start()
    try:
        backend.add_stages(stages, options, Language.TRITON)
        stages["ttgir"](_StandInModule(context), {})
    finally:
        for p in reversed(patches):
            p.stop()
    if recording.open_calls:
        raise RuntimeError("make_ttgir added passes that it never ran")
    return recording.calls


# --------------------------------------------------------------------------- replay
@dataclass
class Snapshot:
    position: int
    pass_name: str
    occurrence: int  # 0 when the pass is not numbered
    before: str
    after: str

    @property
    def stem(self) -> str:
        suffix = f"-{self.occurrence}" if self.occurrence else ""
        return f"{self.position:02d}-{self.pass_name}{suffix}"


@dataclass
class Result:
    ttir: str
    ttgir: str  # compile(...).asm["ttgir"] printed without locations
    snapshots: list[Snapshot]
    pass_list: list[str]
    mismatch: str | None  # None when the replay's final module equals ttgir
    dump: str = ""  # compile(...).asm["ttgir"] as Triton gives it: with locations


#: Configs whose ``asm["ttgir"]`` (with locations, as users dump it) is kept as
#: ``asm.ttgir``, so parsing location-carrying dumps is tested too.
DUMP_CONFIGS = {"cuda90-w4", "gfx942-w4"}


def _parse_text(text: str, context: Any, tmpdir: str, name: str) -> Any:
    from triton._C.libtriton import ir

    path = os.path.join(tmpdir, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return ir.parse_mlir_module(path, context)


def _first_difference(a: str, b: str) -> str:
    import difflib

    diff = list(difflib.unified_diff(a.splitlines(), b.splitlines(), "replay", "asm[ttgir]", lineterm="", n=1))
    return "\n".join(diff[:40])


def process(spec: Any, cfg: Config, tmpdir: str) -> Result:
    """Compile ``spec`` for ``cfg``, replay make_ttgir and capture the snapshots."""
    import triton
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.compiler.compiler import make_backend

    target = GPUTarget(cfg.backend, cfg.arch, cfg.warp_size)
    compile_options = dict(spec.options, num_warps=cfg.num_warps)
    compiled = triton.compile(spec.ast_source(cfg.backend), target=target, options=compile_options)

    backend = make_backend(target)
    options = backend.parse_options(compile_options)
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)

    calls = record_make_ttgir(backend, options, context)
    mod = _parse_text(compiled.asm["ttir"], context, tmpdir, f"{spec.name}.ttir")
    ttir = mod.str_nodebug()

    counts: dict[str, int] = {}
    snapshots: list[Snapshot] = []
    previous: str | None = None  # the corpus name of the previous call, if it was captured
    for position, call in enumerate(calls):
        pm = ir.pass_manager(context)
        pm.enable_debug()
        call.func(pm, *call.args)
        captured = CAPTURED.get(call.qualname)
        if captured is None and call.qualname in CAPTURED_AFTER:
            name, follows = CAPTURED_AFTER[call.qualname]
            captured = name if previous in follows else None
        previous = captured
        before = mod.str_nodebug() if captured else ""
        pm.run(mod, call.pipeline or "make_ttgir")
        if captured:
            counts[captured] = counts.get(captured, 0) + 1
            occurrence = counts[captured] if captured in NUMBERED else 0
            snapshots.append(Snapshot(position, captured, occurrence, before, mod.str_nodebug()))
    replayed = mod.str_nodebug()

    expected = _parse_text(compiled.asm["ttgir"], context, tmpdir, f"{spec.name}.ttgir").str_nodebug()
    mismatch = None if replayed == expected else _first_difference(replayed, expected)
    dump = scrub_paths(compiled.asm["ttgir"])
    return Result(ttir, expected, snapshots, [c.describe() for c in calls], mismatch, dump)


# --------------------------------------------------------------------------- output
def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not text.endswith("\n"):
        text += "\n"
    path.write_text(text, encoding="utf-8")


def short_error(exc: BaseException) -> str:
    """A short, path-independent reason for a failed compilation.

    Triton's ``CompilationError`` quotes the kernel source between an ``at L:C:`` header and
    the message; only the header and the message are kept.
    """
    text = scrub_paths(f"{type(exc).__name__}: {exc}".strip())
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) > 2 and lines[-2].strip() == "^":
        lines = [lines[0], lines[-1]]
    return " ".join(lines) if len(lines) <= 2 else "\n".join(lines[:1] + ["..."] + lines[-3:])


def generate(kernels: list[str], configs: list[Config], out: Path, log: Callable[[str], None]) -> dict[str, Any]:
    from tools.kernels import KERNELS

    files: list[dict[str, Any]] = []
    skipped: list[dict[str, Any]] = []
    mismatches: list[dict[str, Any]] = []
    pass_lists: dict[str, list[str]] = {}
    timings: dict[str, float] = {}

    with tempfile.TemporaryDirectory(prefix="pyopt-corpus-") as tmpdir:
        for name in kernels:
            spec = KERNELS[name]
            kdir = out / name
            t_kernel = time.perf_counter()
            for cfg in configs:
                key = {"kernel": name, "target": cfg.target, "warps": cfg.num_warps}
                cdir = kdir / cfg.dirname
                if cdir.exists():  # drop stale files of an earlier run
                    shutil.rmtree(cdir)
                if not spec.supports(cfg.target):
                    skipped.append(dict(key, reason="not meant for this target (KernelSpec.targets)"))
                    continue
                try:
                    res = process(spec, cfg, tmpdir)
                except Exception as exc:  # a compile failure is data, not a crash
                    reason = short_error(exc)
                    skipped.append(dict(key, reason=reason))
                    log(f"  SKIP {name} {cfg.dirname}: {reason.splitlines()[0]}")
                    if os.environ.get("GEN_CORPUS_TRACEBACK"):
                        traceback.print_exc()
                    continue
                pass_lists[cfg.dirname] = res.pass_list
                entries = [("ttir", None, None, 0, res.ttir), ("ttgir", None, None, 0, res.ttgir)]
                for snap in res.snapshots:
                    entries.append(("before", snap, snap.stem, snap.position, snap.before))
                    entries.append(("after", snap, snap.stem, snap.position, snap.after))
                if cfg.dirname in DUMP_CONFIGS:
                    _write(cdir / "asm.ttgir", res.dump)
                    files.append(dict(key, path=f"{name}/{cfg.dirname}/asm.ttgir", role="dump",
                                      **{"pass": None, "occurrence": None, "position": None}))
                for role, snap, stem, position, text in entries:
                    fname = f"{role}.mlir" if snap is None else f"{stem}.{role}.mlir"
                    _write(cdir / fname, text)
                    files.append(dict(
                        key, path=f"{name}/{cfg.dirname}/{fname}", role=role,
                        **({"pass": snap.pass_name, "occurrence": snap.occurrence or 1, "position": position}
                           if snap else {"pass": None, "occurrence": None, "position": None})))
                if res.mismatch:
                    mismatches.append(dict(key, diff=res.mismatch))
                    log(f"  MISMATCH {name} {cfg.dirname}: replay differs from asm['ttgir']")
            timings[name] = time.perf_counter() - t_kernel
            log(f"{name}: {timings[name]:.1f}s")
    return {"files": files, "skipped": skipped, "replay_mismatches": mismatches, "make_ttgir": pass_lists,
            "timings": timings}


def _merge_manifest(out: Path, kernels: list[str], configs: list[Config], result: dict[str, Any]) -> dict[str, Any]:
    """Combine the new results with the entries of other kernels in an existing manifest."""
    import triton
    from tools.kernels import KERNELS

    path = out / "manifest.json"
    old: dict[str, Any] = {}
    if path.exists():
        old = json.loads(path.read_text(encoding="utf-8"))
    redo = {(k, c.target, c.num_warps) for k in kernels for c in configs}

    def keep(entry: dict[str, Any]) -> bool:
        return (entry["kernel"], entry["target"], entry["warps"]) not in redo and entry["kernel"] in KERNELS

    order = {name: i for i, name in enumerate(KERNELS)}
    cfg_order = {(c.target, c.num_warps): i for i, c in enumerate(CONFIGS)}
    role_order = {"ttir": 0, "ttgir": 1, "before": 2, "after": 3}

    def sort_key(e: dict[str, Any]) -> tuple:
        return (order[e["kernel"]], cfg_order.get((e["target"], e["warps"]), 99), e.get("position") or -1,
                role_order.get(e.get("role"), 9), e.get("path", ""))

    make_ttgir = dict(sorted({**old.get("make_ttgir", {}), **result["make_ttgir"]}.items()))
    merged: dict[str, Any] = {
        "description": "Triton IR snapshots around selected make_ttgir passes; see tools/gen_corpus.py.",
        "triton_version": triton.__version__,
        "configs": [{"dir": c.dirname, "target": c.target, "warps": c.num_warps} for c in CONFIGS],
        "captured_passes": sorted(set(CAPTURED.values())),
        "captured_after": captured_after_rules(make_ttgir),
        "make_ttgir": make_ttgir,
    }
    for section in ("files", "skipped", "replay_mismatches"):
        entries = [e for e in old.get(section, []) if keep(e)] + result[section]
        merged[section] = sorted(entries, key=sort_key)
    merged["kernels"] = sorted({e["kernel"] for e in merged["files"]}, key=order.__getitem__)
    return merged


def captured_after_rules(make_ttgir: dict[str, list[str]]) -> dict[str, list[str]]:
    """The :data:`CAPTURED_AFTER` rules as they apply to the recorded pass lists: a rule whose
    pass make_ttgir never runs is left out, and so is a predecessor it never runs."""
    ran = {call.partition("(")[0] for calls in make_ttgir.values() for call in calls}
    present = {name for qualname, name in CAPTURED.items() if qualname in ran}
    present |= {name for qualname, (name, _) in CAPTURED_AFTER.items() if qualname in ran}
    return {name: [f for f in follows if f in present]
            for qualname, (name, follows) in CAPTURED_AFTER.items() if qualname in ran}


def _remove_unknown_kernel_dirs(out: Path, known: set[str]) -> None:
    """Delete corpus directories of kernels that no longer exist (only directories that hold
    nothing but config directories, so that nothing else in ``out`` is touched)."""
    config_dirs = {c.dirname for c in CONFIGS}
    for child in out.iterdir():
        if child.is_dir() and child.name not in known and all(
                grand.is_dir() and grand.name in config_dirs for grand in child.iterdir()):
            shutil.rmtree(child)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    parser.add_argument("--configs", help="comma-separated config dirs, e.g. cuda90-w4,gfx942-w4 (default: all)")
    parser.add_argument("--out", type=Path, help=f"output directory (default: {DEFAULT_OUT.relative_to(REPO)} for "
                        f"Triton 3.6.x, {RELEASES_OUT.relative_to(REPO)}/<release> for the others)")
    parser.add_argument("--list", action="store_true", help="list kernels and configs, then exit")
    args = parser.parse_args(argv)

    # A private, throw-away Triton cache: every run compiles afresh and leaves ~/.triton alone.
    cache = tempfile.mkdtemp(prefix="pyopt-triton-cache-")
    os.environ["TRITON_CACHE_DIR"] = cache
    try:
        from tools.kernels import KERNELS

        if args.list:
            for name, spec in KERNELS.items():
                print(f"{name:20s} {spec.description}")
            print("configs:", ", ".join(c.dirname for c in CONFIGS))
            return 0
        kernels = args.kernels.split(",") if args.kernels else list(KERNELS)
        unknown = [k for k in kernels if k not in KERNELS]
        by_dir = {c.dirname: c for c in CONFIGS}
        configs = [by_dir[c] for c in args.configs.split(",")] if args.configs else list(CONFIGS)
        if unknown:
            parser.error(f"unknown kernels: {', '.join(unknown)}")
        if args.out is None:
            args.out = default_out(triton_release())

        def log(msg: str) -> None:
            print(msg, file=sys.stderr, flush=True)

        args.out.mkdir(parents=True, exist_ok=True)
        if not args.kernels and not args.configs:
            _remove_unknown_kernel_dirs(args.out, set(KERNELS))
        start = time.perf_counter()
        result = generate(kernels, configs, args.out, log)
        manifest = _merge_manifest(args.out, kernels, configs, result)
        (args.out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=False) + "\n",
                                                encoding="utf-8")
        elapsed = time.perf_counter() - start
        total = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
        nfiles = sum(1 for p in args.out.rglob("*") if p.is_file())
        print(f"generated {len(result['files'])} files for {len(kernels)} kernels x {len(configs)} configs in "
              f"{elapsed:.1f}s; skipped {len(result['skipped'])}; replay mismatches "
              f"{len(result['replay_mismatches'])}; corpus now {nfiles} files, {total / 1e6:.1f} MB")
        return 1 if result["replay_mismatches"] else 0
    finally:
        shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
