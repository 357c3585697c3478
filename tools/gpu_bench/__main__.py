"""Command line of tools/gpu_bench: ``prepare`` (CPU), ``run`` (GPU), ``report``, ``list``.

    python -m tools.gpu_bench prepare --out DIR [--arch 90] [--kernels a,b] [--no-compile]
                                      [--variants triton,pyopt,none,pr32,cp]
    python -m tools.gpu_bench run --dir DIR [--json OUT.json] [--kernels a,b] [--variants triton,pyopt]
                                  [--rounds 5] [--warmup 25] [--rep 100] [--min-ratio 0.98]
    python -m tools.gpu_bench report OUT.json [--plain] [--min-ratio 0.98]
    python -m tools.gpu_bench counters --dir DIR --json OUT.json [--kernels a,b] [--variants none,pyopt]
                                                  # GPU + Nsight Compute: sectors and requests per launch
    python -m tools.gpu_bench selfcheck [--kernels a,b]     # CPU, Triton's interpreter; needs torch, numpy
    python -m tools.gpu_bench list
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def _kernel_names(arg: str | None) -> list[str]:
    from tools.gpu_bench.kernels import BENCH_KERNELS

    if not arg:
        return list(BENCH_KERNELS)
    names = [n for n in arg.split(",") if n]
    unknown = [n for n in names if n not in BENCH_KERNELS]
    if unknown:
        raise SystemExit(f"unknown kernels: {', '.join(unknown)}; known: {', '.join(BENCH_KERNELS)}")
    return names


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.gpu_bench", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)

    p = sub.add_parser("prepare", help="lower the kernels to triton/pyopt/none (and pr32/cp) TTGIR files (CPU)")
    p.add_argument("--out", type=Path, required=True, help="output directory")
    p.add_argument("--arch", type=int, default=90, help="CUDA compute capability (default 90)")
    p.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    p.add_argument("--no-compile", dest="compile", action="store_false",
                   help="do not compile the TTGIR files on to cubins (a check that they lower)")
    p.add_argument("--variants", default="triton,pyopt,none",
                   help="comma-separated variants to write, of triton, pyopt, none, pr32 (triton's file with "
                        "tt.pointer_range = 32 on every pointer argument), cp (pr32 after pyopt "
                        "-canonicalize-pointers -canonicalize) (default: triton,pyopt,none)")

    r = sub.add_parser("run", help="compile, check and time the prepared files (GPU)")
    r.add_argument("--dir", required=True, help="directory written by prepare")
    r.add_argument("--json", help="write the results here")
    r.add_argument("--kernels", help="comma-separated kernel names (default: all in the manifest)")
    r.add_argument("--variants", help="comma-separated variants (default: triton,pyopt,none)")
    r.add_argument("--rounds", type=int, default=5, help="timing rounds per variant (default 5)")
    r.add_argument("--warmup", type=int, default=25, help="do_bench warm-up, ms (default 25)")
    r.add_argument("--rep", type=int, default=100, help="do_bench repetition time, ms (default 100)")
    r.add_argument("--copy-mib", type=int, default=1024, help="copy-bandwidth buffer size, MiB (default 1024)")
    r.add_argument("--min-ratio", type=float, help="exit 2 if some pyopt/triton GB/s ratio is below this")

    s = sub.add_parser("report", help="print the table of a run's JSON")
    s.add_argument("json", type=Path)
    s.add_argument("--plain", action="store_true", help="plain text even if rich is installed")
    s.add_argument("--min-ratio", type=float, help="target ratio for the summary (default 0.98)")

    n = sub.add_parser("counters", help="global-memory sectors and requests of one launch per file, by ncu (GPU)")
    n.add_argument("--dir", required=True, help="directory written by prepare")
    n.add_argument("--json", help="write the counters here")
    n.add_argument("--kernels", help="comma-separated kernel names (default: all in the manifest)")
    n.add_argument("--variants", help="comma-separated variants (default: none,pyopt,triton)")
    n.add_argument("--ncu", help="path of ncu (default: from PATH, else /usr/local/cuda/bin/ncu)")
    n.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)

    sub.add_parser("list", help="list the kernels")
    c = sub.add_parser("selfcheck", help="kernels vs references under Triton's interpreter (CPU; needs torch, numpy)")
    c.add_argument("--kernels", help="comma-separated kernel names (default: all)")

    args = ap.parse_args(argv)
    if args.cmd == "prepare":
        from tools.gpu_bench.prepare import prepare, summary_lines

        from tools.gpu_bench.prepare import ALL_VARIANTS

        variants = tuple(v for v in args.variants.split(",") if v)
        unknown = [v for v in variants if v not in ALL_VARIANTS]
        if unknown:
            raise SystemExit(f"unknown variants: {', '.join(unknown)}; known: {', '.join(ALL_VARIANTS)}")
        manifest = prepare(args.out, _kernel_names(args.kernels), args.arch, args.compile, variants=variants)
        for line in summary_lines(manifest):
            print(line)
        return 1 if any(k.get("errors") for k in manifest["kernels"]) else 0
    if args.cmd == "run":
        from tools.gpu_bench.run import main as run_main

        return run_main(args)
    if args.cmd == "report":
        from tools.gpu_bench.report import print_report

        print_report(json.loads(args.json.read_text(encoding="utf-8")), min_ratio=args.min_ratio, plain=args.plain)
        return 0
    if args.cmd == "counters":
        from tools.gpu_bench.counters import main as counters_main

        return counters_main(args)
    if args.cmd == "selfcheck":
        from tools.gpu_bench.selfcheck import main as selfcheck_main

        return selfcheck_main(["--kernels", args.kernels] if args.kernels else [])
    if args.cmd == "list":
        from tools.gpu_bench.kernels import BENCH_KERNELS

        for k in BENCH_KERNELS.values():
            print(f"{k.name:22s} {k.category:12s} {k.bytes_moved / 1e6:6.0f} MB  {k.description}")
        return 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
