#!/usr/bin/env python3
"""Kernels nested D levels deep, and the time each fuzz pipeline takes on them (issue 23, item 6).

    python tools/deep_nesting.py [--depths 1000,3000,10000,30000] [--shapes fz,if,for,exec]
                                 [--pipelines coalesce-rlc-cse,...] [--print-max 3000]
                                 [--profile SHAPE:DEPTH:PIPELINE] [--json out.json]

:func:`deep_kernel` builds one AMD TTGIR kernel (``hip:gfx942``, 4 warps of 64 threads, pointer
arguments with ``tt.pointer_range = 32``, so that every fuzz pipeline has work) whose body nests
``depth`` region ops of one shape, one level per line and unindented (so that the text, and
the parse, are linear in the depth):

* ``fz``: ops of an unknown dialect, ``"fz.n"() ({ ... }) : () -> ()``;
* ``if``: ``scf.if`` with a result, each level yielding the level inside it (else: the pointer
  from above);
* ``for``: ``scf.for`` with an iter arg carrying the pointer, each level yielding the level
  inside it;
* ``exec``: ``scf.execute_region`` with a result.

Each level advances a pointer tensor defined at the level above with an offset defined at
the top (``tt.addptr``): a value from above and one from outside the nest.  The innermost
level loads and stores through its pointer, with the mask from the top; after the nest the
kernel loads and stores through the nest's result (or the top's pointer for ``fz``).

Timing (one fresh child process per (shape, depth, pipeline), in process, on pyopt's
deep-stack thread as ``pyopt`` runs): parse, verify, the passes each followed by the verifier
(as the command line and ``tools/fuzz`` run them) and print, each stage's wall time
(``time.perf_counter``).  Printing is linear in its output, but the output is indented two
spaces per level (as MLIR prints it), so its size is quadratic in the depth: ``--print-max``
(default 3,000) is the deepest nest printed.  ``--profile`` runs one case under cProfile
and prints the 25 costliest functions (cumulative time).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SHAPES = ("fz", "if", "for", "exec")

_PTR = "tensor<128x!tt.ptr<f32>, #blocked>"
_OFF = "tensor<128xi32, #blocked>"
_VAL = "tensor<128xf32, #blocked>"

_HEAD = f"""\
#blocked = #ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}}>
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32}} {{
tt.func public @deep(%arg0: !tt.ptr<f32> {{tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}}, %arg1: i32, %arg2: i1) attributes {{noinline = false}} {{
%c0 = arith.constant 0 : i32
%c1 = arith.constant 1 : i32
%pid = tt.get_program_id x : i32
%base = arith.muli %pid, %arg1 : i32
%range = tt.make_range {{end = 128 : i32, start = 0 : i32}} : {_OFF}
%bound = tt.splat %arg1 : i32 -> {_OFF}
%mask = arith.cmpi slt, %range, %bound : {_OFF}
%p0 = tt.addptr %arg0, %base : !tt.ptr<f32>, i32
%s0 = tt.splat %p0 : !tt.ptr<f32> -> {_PTR}
%w0 = tt.addptr %s0, %range : {_PTR}, {_OFF}
"""

_TAIL = """\
tt.return
}
}
"""


def _inner(w: str) -> str:
    """The innermost level's memory ops, through its pointer ``w``."""
    return (f"%x = tt.load {w}, %mask : {_PTR}\n"
            f"%y = arith.addf %x, %x : {_VAL}\n"
            f"tt.store {w}, %y, %mask : {_PTR}\n")


def deep_kernel(shape: str, depth: int) -> str:
    """The kernel of ``shape`` (one of :data:`SHAPES`) nested ``depth`` levels."""
    if shape not in SHAPES:
        raise ValueError(f"unknown shape {shape!r}; one of {', '.join(SHAPES)}")
    if depth < 1:
        raise ValueError("depth must be at least 1")
    out = [_HEAD]
    add = out.append
    step = lambda i, src: f"%w{i} = tt.addptr {src}, %range : {_PTR}, {_OFF}\n"  # noqa: E731
    if shape == "fz":
        for i in range(1, depth + 1):
            add('"fz.n"() ({\n')
            add(step(i, f"%w{i - 1}"))
        add(_inner(f"%w{depth}"))
        add("}) : () -> ()\n" * depth)
        result = "%w0"
    elif shape == "if":
        for i in range(1, depth + 1):
            add(f"%r{i} = scf.if %arg2 -> ({_PTR}) {{\n")
            add(step(i, f"%w{i - 1}"))
        add(_inner(f"%w{depth}"))
        add(f"scf.yield %w{depth} : {_PTR}\n")
        for i in range(depth, 0, -1):
            add(f"}} else {{\nscf.yield %w{i - 1} : {_PTR}\n}}\n")
            if i > 1:
                add(f"scf.yield %r{i} : {_PTR}\n")
        result = "%r1"
    else:  # for, exec: one region a level, each yielding the value of the level inside it
        for i in range(1, depth + 1):
            if shape == "for":
                add(f"%r{i} = scf.for %i{i} = %c0 to %arg1 step %c1 iter_args(%a{i} = %w{i - 1}) -> ({_PTR})  : i32 {{\n")
                add(step(i, f"%a{i}"))
            else:
                add(f"%r{i} = scf.execute_region -> {_PTR} {{\n")
                add(step(i, f"%w{i - 1}"))
        add(_inner(f"%w{depth}"))
        add(f"scf.yield %w{depth} : {_PTR}\n")
        for i in range(depth, 0, -1):
            add("}\n")
            if i > 1:
                add(f"scf.yield %r{i} : {_PTR}\n")
        result = "%r1"
    add(f"%z = tt.load {result}, %mask : {_PTR}\n")
    add(f"tt.store {result}, %z, %mask : {_PTR}\n")
    add(_TAIL)
    return "".join(out)


def load_fuzz():
    """``tools/fuzz`` as a module (for its ``PIPELINES``)."""
    name = "pyopt_tools_fuzz_for_deep"
    if name in sys.modules:
        return sys.modules[name]
    loader = SourceFileLoader(name, str(ROOT / "tools" / "fuzz"))
    spec = spec_from_loader(name, loader)
    mod = module_from_spec(spec)
    sys.modules[name] = mod
    loader.exec_module(mod)
    return mod


def pipelines() -> dict[str, list[str]]:
    return dict(load_fuzz().PIPELINES)


def run_case(text: str, flags: list[str], do_print: bool, profiler=None) -> dict:
    """Parse, verify, passes (each verified), print, in this process, as ``pyopt`` does;
    the seconds of each stage."""
    from pyopt.cli import _resolve_passes, split_argv
    from pyopt.diagnostics import DiagnosticEngine
    from pyopt.ir.printer import print_op
    from pyopt.passes import PassContext, PassManager
    from pyopt.support import run_deep
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    factories = _resolve_passes(split_argv(flags)[1]) if flags else []
    times: dict = {}

    def work():
        t = time.perf_counter()
        module = parse_source(text, "deep.mlir")
        times["parse"] = time.perf_counter() - t
        t = time.perf_counter()
        verify(module)
        times["verify"] = time.perf_counter() - t
        if factories:
            t = time.perf_counter()
            engine = DiagnosticEngine(lambda d: None)
            pm = PassManager([make() for make in factories], verify_each=True, verifier=verify)
            ok = pm.run(module, PassContext(diag=engine, source_name="deep.mlir"))
            times["passes"] = time.perf_counter() - t
            times["ok"] = bool(ok)
        if do_print:
            t = time.perf_counter()
            out = print_op(module)
            times["print"] = time.perf_counter() - t
            times["output_bytes"] = len(out)
        return times

    if profiler is not None:  # (on the deep-stack thread, where the work runs)
        plain = work

        def work():
            profiler.enable()
            try:
                return plain()
            finally:
                profiler.disable()

    return run_deep(work)


def _child(args) -> int:
    text = deep_kernel(args.shape, args.depth)
    flags = pipelines()[args.pipeline]
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        res = run_case(text, flags, args.print, prof)
        pstats.Stats(prof, stream=sys.stderr).sort_stats("cumulative").print_stats(25)
    else:
        res = run_case(text, flags, args.print)
    print(json.dumps(res))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--depths", default="1000,3000,10000,30000")
    ap.add_argument("--shapes", default=",".join(SHAPES))
    ap.add_argument("--pipelines", default="", help="names from tools/fuzz's PIPELINES (default: all)")
    ap.add_argument("--print-max", type=int, default=3000, help="the deepest nest that is printed")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per child")
    ap.add_argument("--profile", default="", help="SHAPE:DEPTH:PIPELINE, run in this process under cProfile")
    ap.add_argument("--json", default="")
    ap.add_argument("--emit", default="", help="SHAPE:DEPTH: print the kernel and exit")
    # (a child's arguments)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--shape", help=argparse.SUPPRESS)
    ap.add_argument("--depth", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--pipeline", help=argparse.SUPPRESS)
    ap.add_argument("--print", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if args.emit:
        shape, depth = args.emit.split(":")
        sys.stdout.write(deep_kernel(shape, int(depth)))
        return 0
    if args.child:
        return _child(args)
    if args.profile:
        shape, depth, pipeline = args.profile.split(":")
        args.shape, args.depth, args.pipeline, args.print = shape, int(depth), pipeline, False
        args.profile = True
        return _child(args)
    names = [n for n in args.pipelines.split(",") if n] or list(pipelines())
    results = []
    for shape in args.shapes.split(","):
        for depth in map(int, args.depths.split(",")):
            for name in names:
                cmd = [sys.executable, __file__, "--child", "--shape", shape, "--depth", str(depth),
                       "--pipeline", name] + (["--print"] if name == "none" and depth <= args.print_max else [])
                try:
                    p = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout, cwd=ROOT,
                                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
                    res = json.loads(p.stdout.strip().splitlines()[-1]) if p.returncode == 0 else {
                        "error": p.stderr.strip().splitlines()[-1] if p.stderr.strip() else f"exit {p.returncode}"}
                except subprocess.TimeoutExpired:
                    res = {"error": f"timeout after {args.timeout:.0f} s"}
                res.update(shape=shape, depth=depth, pipeline=name)
                results.append(res)
                stages = " ".join(f"{k}={res[k]:.2f}" for k in ("parse", "verify", "passes", "print") if k in res)
                print(f"{shape:5} {depth:6} {name:28} {stages} {res.get('error', '')}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
