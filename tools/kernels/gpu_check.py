"""Run the corpus kernels on a GPU and compare their outputs with the PyTorch references.

Two ways to get the kernel binary:

* ``--source jit`` (default): launch the ``@triton.jit`` function normally, which checks
  the kernel specs themselves (``make_args``/``reference``);
* ``--source ir``: compile an IR file from the corpus with ``triton.compile(path)``, which
  lowers the file as it is (Triton's own TTGIR passes are skipped), and launch that.  With
  ``--ir-file`` naming another snapshot (e.g. ``01-coalesce.after.mlir``) or ``--ir-dir``
  pointing at a tree of pyopt outputs with the corpus layout, this checks that IR produced by
  pyopt still computes the right answer.

Usage (on a machine with a GPU, Triton and PyTorch)::

    python -m tools.kernels.gpu_check [--kernels a,b] [--warps 4] [--source jit|ir]
                                      [--config cuda90-w4] [--ir-dir test/corpus]
                                      [--ir-file ttgir.mlir]

Exit status 0 if every kernel that ran matched its reference, 1 otherwise.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

from . import KERNELS
from .spec import KernelSpec

REPO = Path(__file__).resolve().parents[2]


def _current_target() -> str:
    from triton.runtime.driver import driver

    t = driver.active.get_current_target()
    return f"{t.backend}:{t.arch}"


def _compare(spec: KernelSpec, launch, expected: dict) -> list[str]:
    import torch

    problems = []
    for name in launch.outputs:
        got, want = launch.args[name], expected[name]
        try:
            torch.testing.assert_close(got.cpu(), want.cpu(), atol=spec.atol, rtol=spec.rtol, equal_nan=True,
                                       check_dtype=True)
        except AssertionError as exc:
            problems.append(f"{name}: {str(exc).splitlines()[0]} | " + " ".join(str(exc).split("\n")[1:3]))
    return problems


def run_one(spec: KernelSpec, device: str, warps: int, source: str, ir_path: Path | None, tmp: Path) -> list[str]:
    """Launch ``spec`` once; return a list of problems (empty when the outputs match)."""
    import torch
    import triton

    launch = spec.make_args(device)
    expected = spec.reference(launch)  # before the launch: outputs may be updated in place
    if source == "jit":
        spec.fn[launch.grid](**launch.args, **spec.constexprs, num_warps=warps, **spec.options)
    else:
        assert ir_path is not None
        ttgir = tmp / f"{spec.name}.ttgir"  # triton.compile picks the stage from the suffix
        shutil.copyfile(ir_path, ttgir)
        kernel = triton.compile(str(ttgir))
        grid = tuple(launch.grid) + (1,) * (3 - len(launch.grid))  # CompiledKernel wants 3 dimensions
        kernel[grid](*launch.positional())
    torch.cuda.synchronize()
    return _compare(spec, launch, expected)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    parser.add_argument("--warps", type=int, default=4, help="num_warps for --source jit (default 4)")
    parser.add_argument("--source", choices=("jit", "ir"), default="jit")
    parser.add_argument("--config", help="corpus config directory for --source ir (default: matches the GPU, w4)")
    parser.add_argument("--ir-dir", type=Path, default=REPO / "test" / "corpus",
                        help="tree with <kernel>/<config>/<file> (default: test/corpus)")
    parser.add_argument("--ir-file", default="ttgir.mlir", help="file name inside each config dir")
    args = parser.parse_args(argv)

    target = _current_target()
    config = args.config or (f"cuda{target.split(':')[1]}-w4" if target.startswith("cuda") else
                             f"{target.split(':')[1]}-w4")
    names = args.kernels.split(",") if args.kernels else list(KERNELS)
    failures = 0
    ran = 0
    with tempfile.TemporaryDirectory(prefix="gpu-check-") as tmpdir:
        for name in names:
            spec = KERNELS[name]
            if not spec.supports(target):
                print(f"SKIP {name}: not for {target}")
                continue
            ir_path = None
            if args.source == "ir":
                ir_path = args.ir_dir / name / config / args.ir_file
                if not ir_path.exists():
                    print(f"SKIP {name}: no {ir_path}")
                    continue
            try:
                problems = run_one(spec, "cuda", args.warps, args.source, ir_path, Path(tmpdir))
            except Exception as exc:  # report and go on with the next kernel
                problems = [f"{type(exc).__name__}: {str(exc).strip().splitlines()[-1] if str(exc).strip() else ''}"]
                traceback.print_exc(limit=2, file=sys.stderr)
            ran += 1
            if problems:
                failures += 1
                print(f"FAIL {name}: " + "; ".join(problems))
            else:
                print(f"PASS {name}")
    print(f"{ran - failures}/{ran} passed on {target} ({args.source}"
          + (f", {config}/{args.ir_file}" if args.source == "ir" else f", num_warps={args.warps}") + ")")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
