#!/usr/bin/env python3
"""Collect the IR dumps a real Triton release leaves a user, and check that pyopt reprints them.

Triton prints its IR with MLIR's ``--mlir-print-debuginfo --mlir-use-nameloc-as-prefix``: values
are named after their locations (``%pid``, ``%offs_2``, arguments ``%X``) and ``#loc`` aliases
close the file.  Users meet that text in two places: ``kernel.asm["ttir"]`` /
``kernel.asm["ttgir"]`` of a compiled kernel, and the ``.ttir`` / ``.ttgir`` files of Triton's
cache (``TRITON_CACHE_DIR``).  This tool compiles the corpus kernels (``tools/kernels``) on the
CPU for every target of :data:`TARGETS` and gathers both kinds, then checks that

    pyopt DUMP --mlir-print-debuginfo --mlir-use-nameloc-as-prefix

prints each one back byte for byte.

Usage::

    python tools/gen_dumps.py [--kernels a,b] [--targets cuda:80,hip:gfx942] [--out DIR] [--check]

``--out DIR`` writes the dumps there as ``<kernel>/<target>/{asm,cache}.{ttir,ttgir}`` (paths of
this checkout and of the Python environment in locations are made relative, by
:func:`tools.gen_corpus.scrub_paths`), and ``DIR/manifest.json``: the Triton release, the
targets, the files, and the kernels a target could not compile with Triton's message (Triton
3.9 removed block pointers); ``--check`` reprints every dump with pyopt and reports ``N of M``
per target, with the first differing line of each dump that does not reprint.

Writing needs Triton only, so it runs under any release's venv
(``/work/venvs/triton-3.9.0/bin/python tools/gen_dumps.py --out test/corpus-releases/3.9.0/dumps``);
``--check`` needs pyopt (and reprints under pyopt's default release).
``test/dumps/`` holds a sample of Triton 3.6.0's made with ``--out``;
``test/unit/test_nameloc_dumps.py`` reprints it, and regenerates and checks all of them when
Triton is installed (marked slow).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.gen_corpus import short_error, scrub_paths  # noqa: E402

#: The targets users compile for: (backend, arch, warp size).
TARGETS: dict[str, tuple[str, object, int]] = {
    "cuda:80": ("cuda", 80, 32),
    "cuda:90": ("cuda", 90, 32),
    "hip:gfx942": ("hip", "gfx942", 64),
    "hip:gfx950": ("hip", "gfx950", 64),
}
NUM_WARPS = 4
#: The IR stages a dump is kept for.
STAGES = ("ttir", "ttgir")


@dataclass
class Dump:
    kernel: str
    target: str
    origin: str  # "asm" (kernel.asm[stage]) or "cache" (the file in TRITON_CACHE_DIR)
    stage: str  # "ttir" or "ttgir"
    text: str

    @property
    def relpath(self) -> str:
        return f"{self.kernel}/{self.target.replace(':', '-')}/{self.origin}.{self.stage}"


def compile_dumps(kernel: str, target: str) -> list[Dump]:
    """The dumps one compilation leaves: ``asm[stage]`` and the cache's files."""
    import triton
    from triton.backends.compiler import GPUTarget

    from tools.kernels import KERNELS

    spec = KERNELS[kernel]
    backend, arch, warp = TARGETS[target]
    out: list[Dump] = []
    with tempfile.TemporaryDirectory(prefix="pyopt-dumps-") as cache:
        old = os.environ.get("TRITON_CACHE_DIR")
        os.environ["TRITON_CACHE_DIR"] = cache
        try:
            compiled = triton.compile(spec.ast_source(backend), target=GPUTarget(backend, arch, warp),
                                      options=dict(spec.options, num_warps=NUM_WARPS))
        finally:
            if old is None:
                os.environ.pop("TRITON_CACHE_DIR", None)
            else:
                os.environ["TRITON_CACHE_DIR"] = old
        for stage in STAGES:
            out.append(Dump(kernel, target, "asm", stage, scrub_paths(compiled.asm[stage])))
        for stage in STAGES:
            found = sorted(Path(cache).rglob(f"*.{stage}"))
            for path in found[:1]:
                out.append(Dump(kernel, target, "cache", stage, scrub_paths(path.read_text(encoding="utf-8"))))
    return out


def all_dumps(kernels: Iterable[str], targets: Iterable[str],
              log: Callable[[str], None] = lambda s: None, skipped: list[dict] | None = None) -> Iterator[Dump]:
    """The dumps of every kernel and target; a kernel a target cannot compile is logged and,
    with ``skipped``, recorded there (kernel, target, reason)."""
    from tools.kernels import KERNELS

    for kernel in kernels:
        spec = KERNELS[kernel]
        for target in targets:
            if not spec.supports(target):
                if skipped is not None:
                    skipped.append(dict(kernel=kernel, target=target,
                                        reason="not meant for this target (KernelSpec.targets)"))
                continue
            try:
                yield from compile_dumps(kernel, target)
            except Exception as exc:  # a kernel a target cannot compile is no dump
                reason = short_error(exc)
                log(f"  SKIP {kernel} {target}: {reason.splitlines()[0]}")
                if skipped is not None:
                    skipped.append(dict(kernel=kernel, target=target, reason=reason))


def reprint(text: str, name: str = "<dump>") -> str:
    """``pyopt --mlir-print-debuginfo --mlir-use-nameloc-as-prefix`` on ``text``."""
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source

    return print_op(parse_source(text, name), debuginfo=True, nameloc=True)


def first_difference(got: str, want: str) -> str:
    for i, (a, b) in enumerate(zip(got.splitlines(), want.splitlines()), 1):
        if a != b:
            return f"line {i}: pyopt {a[:120]!r} / Triton {b[:120]!r}"
    return "length differs"


def write_manifest(out: Path, targets: list[str], files: list[str], skipped: list[dict]) -> None:
    """``out/manifest.json``: the release, targets and warps, the files written, and the
    kernels not compiled for a target and why."""
    from importlib.metadata import version

    manifest = {
        "description": "Triton's own dumps (asm and cache, with locations); see tools/gen_dumps.py.",
        "triton_version": version("triton"),
        "targets": targets,
        "num_warps": NUM_WARPS,
        "files": files,
        "skipped": skipped,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    ap.add_argument("--targets", default=",".join(TARGETS), help="comma-separated targets")
    ap.add_argument("--out", type=Path, help="write the dumps under this folder")
    ap.add_argument("--check", action="store_true", help="reprint each dump with pyopt and report")
    args = ap.parse_args(argv)

    from tools.kernels import KERNELS

    kernels = args.kernels.split(",") if args.kernels else list(KERNELS)
    targets = args.targets.split(",")
    counts: dict[str, list[int]] = {t: [0, 0] for t in targets}
    failures: list[str] = []
    written: list[str] = []
    skipped: list[dict] = []
    log = lambda s: print(s, file=sys.stderr)  # noqa: E731
    for dump in all_dumps(kernels, targets, log, skipped):
        if args.out:
            path = args.out / dump.relpath
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(dump.text, encoding="utf-8")
            written.append(dump.relpath)
        if args.check:
            counts[dump.target][1] += 1
            try:
                got = reprint(dump.text, dump.relpath)
            except Exception as exc:  # noqa: BLE001 - reported, not fatal
                failures.append(f"{dump.relpath}: {type(exc).__name__}: {exc}")
                continue
            if got == dump.text:
                counts[dump.target][0] += 1
            else:
                failures.append(f"{dump.relpath}: {first_difference(got, dump.text)}")
    if args.out:
        write_manifest(args.out, targets, written, skipped)
    if args.check:
        for target, (ok, total) in counts.items():
            print(f"{target}: {ok} of {total} dumps reprint byte for byte")
        for line in failures:
            print("  DIFF " + line)
        return 1 if failures else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
