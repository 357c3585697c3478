"""Run pyopt's pass output through the rest of Triton's real pipeline, then on the GPU.

For each kernel: take pyopt's output for one pass (files named ``--ir-file`` under
``--ir-dir/<kernel>/<config>/``, made from the corpus's ``NN-<pass>.before.mlir``), run
the backend's own ``make_ttgir`` passes that come after that pass (from ``--after``, the
pass's position), compile the result with ``triton.compile`` and compare the kernel's
outputs with the PyTorch reference.  So a pyopt pass is checked the way Triton would use
its output, including kernels (dots) that only lower once later passes have run.

    python -m tools.kernels.gpu_pipeline_check --config cuda90-w4 --ir-dir gpu-check \\
        --ir-file pyopt-coalesce.mlir --after 1
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import traceback
from pathlib import Path

from . import KERNELS
from .gpu_check import run_one

REPO = Path(__file__).resolve().parents[2]


def finish_pipeline(spec, cfg, text: str, after: int, tmpdir: Path) -> Path:
    """Parse ``text`` with libtriton, run make_ttgir's passes after position
    ``after`` and write the resulting TTGIR file."""
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.compiler.compiler import make_backend

    sys.path.insert(0, str(REPO))
    from tools.gen_corpus import record_make_ttgir

    target = GPUTarget(cfg.backend, cfg.arch, cfg.warp_size)
    backend = make_backend(target)
    options = backend.parse_options(dict(spec.options, num_warps=cfg.num_warps))
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    calls = record_make_ttgir(backend, options, context)
    src = tmpdir / f"{spec.name}.in.mlir"
    src.write_text(text)
    mod = ir.parse_mlir_module(str(src), context)
    for call in calls[after + 1:]:
        pm = ir.pass_manager(context)
        call.func(pm, *call.args)
        pm.run(mod, call.pipeline or "make_ttgir")
    out = tmpdir / f"{spec.name}.final.ttgir"
    out.write_text(str(mod))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default="cuda90-w4")
    ap.add_argument("--ir-dir", type=Path, required=True)
    ap.add_argument("--ir-file", required=True)
    ap.add_argument("--after", type=int, required=True, help="make_ttgir position of the pass pyopt ran")
    ap.add_argument("--kernels")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(REPO))
    from tools.gen_corpus import CONFIGS

    cfg = {c.dirname: c for c in CONFIGS}[args.config]
    names = args.kernels.split(",") if args.kernels else list(KERNELS)
    by_name = KERNELS
    passed = failed = 0
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for name in names:
            spec = by_name[name]
            path = args.ir_dir / name / args.config / args.ir_file
            if not path.exists():
                continue
            try:
                final = finish_pipeline(spec, cfg, path.read_text(), args.after, tmp)
                problems = run_one(spec, "cuda", cfg.num_warps, "ir", final, tmp)
            except Exception as exc:  # report and go on with the next kernel
                problems = [f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"]
                traceback.print_exc()
            if problems:
                failed += 1
                print(f"FAIL {name}: {'; '.join(problems)}")
            else:
                passed += 1
                print(f"PASS {name}")
    print(f"{passed}/{passed + failed} passed ({args.config}, {args.ir_file} + make_ttgir after {args.after})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
