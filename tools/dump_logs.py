#!/usr/bin/env python3
"""Write real ``MLIR_ENABLE_DUMP=1`` logs of corpus kernels (on the CPU, no GPU).

Run it with the Python of the Triton release whose logs you want: the main venv's (3.6.0) or a
release's own (``/work/venvs/triton-3.8.0/bin/python tools/dump_logs.py --out DIR``); logs of
3.8 and later have MLIR's newer headers (``IR Dump Before NAME: ARGUMENT{OPTIONS}``).

Each log is what Triton prints on stderr while it compiles one kernel of ``tools/kernels`` for
one target: the IR before every pass of its pipeline, under MLIR's ``// -----// IR Dump Before
...`` headers, plus whatever else the compiler prints.  pyopt reads such logs with
``--list-dumps`` and ``--dump`` (``pyopt/dumplog.py``); ``test/unit/test_dumplog.py`` uses them.

The log is that of the Triton installed where this runs (``sys.executable``), so any release's
venv writes its own: Triton 3.8 and later write ``// -----// IR Dump Before TritonGPUCoalesce:
tritongpu-coalesce ('builtin.module' operation) //----- //`` headers, 3.6 and 3.7
``... TritonGPUCoalesce (tritongpu-coalesce) ...``.  Paths of this checkout and of the Python
environment are made relative (:func:`tools.gen_corpus.scrub_paths`), so logs can be committed
(``test/corpus-releases/<release>/logs/``).

Usage::

    python tools/dump_logs.py --out DIR [--kernels copy_contig,softmax] [--targets cuda:90,hip:gfx942]
    /work/venvs/triton-3.9.0/bin/python tools/dump_logs.py --out test/corpus-releases/3.9.0/logs \
        --kernels softmax,matmul_fp16,while_loop --targets cuda:90,hip:gfx942
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.gen_corpus import scrub_paths  # noqa: E402

TARGETS = ("cuda:80", "cuda:90", "hip:gfx942", "hip:gfx950")

_COMPILE = """
import sys
sys.path.insert(0, {repo!r})
import triton
from triton.backends.compiler import GPUTarget
from tools.kernels import get
spec = get({kernel!r})
backend, arch = {backend!r}, {arch!r}
arch = int(arch) if arch.isdigit() else arch
target = GPUTarget(backend, arch, 32 if backend == "cuda" else 64)
triton.compile(spec.ast_source(backend), target=target, options=dict(spec.options, num_warps={warps}))
"""


def generate(kernel: str, target: str, out: Path, num_warps: int = 4) -> Path:
    """Compile ``kernel`` for ``target`` ("cuda:90", "hip:gfx942") with MLIR_ENABLE_DUMP=1 in a
    fresh Triton cache (a cached kernel dumps nothing) and write its stderr, machine paths
    removed, to ``out``."""
    backend, _, arch = target.partition(":")
    code = _COMPILE.format(repo=str(REPO), kernel=kernel, backend=backend, arch=arch, warps=num_warps)
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, MLIR_ENABLE_DUMP="1", TRITON_CACHE_DIR=cache)
        proc = subprocess.run([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
    # bytes in, bytes out: the log is kept as Triton wrote it, only the paths change
    out.write_bytes(scrub_paths(proc.stderr.decode("utf-8", "surrogateescape")).encode("utf-8", "surrogateescape"))
    if proc.returncode != 0:
        raise RuntimeError(f"compiling {kernel} for {target} failed; see {out}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--kernels", default="copy_contig,softmax")
    ap.add_argument("--targets", default=",".join(TARGETS))
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for kernel in args.kernels.split(","):
        for target in args.targets.split(","):
            path = args.out / f"{kernel}.{target.replace(':', '')}.log"
            generate(kernel, target, path)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
