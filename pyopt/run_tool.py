"""``pyopt run KERNEL.mlir``: run a TTIR/TTGIR kernel on the CPU with the
interpreter (:mod:`pyopt.interp`, issue 28), and say what it stored.

    pyopt run KERNEL.mlir [--func NAME] [--grid 4,1,1] [--arg N=1000 | --arg 0=1000]
                          [--inputs in.npz] [--seed S] [--save out.npz] [--triton-version X]

Pointer arguments get the arrays of ``--inputs`` (an ``.npz`` whose keys
name arguments: the name Triton prints, ``argN`` or ``N``), else
deterministic random buffers from ``--seed`` that grow as the kernel
accesses them (:func:`pyopt.interp.random_inputs`): sized from the run's own
accesses.  Scalar arguments are ``--arg KEY=VALUE``.  Standard output gets a
summary: per buffer its elements (and their type as the IR spells it), how many the kernel wrote and a CRC-32 of
its final bytes, and what ``tt.print`` printed; ``--save`` writes every
buffer after the run to an ``.npz``.  Bad input, an op the interpreter
cannot run and an out-of-bounds access are MLIR-style diagnostics (exit 1).
"""

from __future__ import annotations

import sys
import time
import zlib
from typing import Optional

import click

from pyopt.diagnostics import Diagnostic, DiagnosticError, SourceFile, SourceManager, render_diagnostic
from pyopt.ir.context import Context, ReleaseError, supported_text
from pyopt.ir.printer import render_standalone
from pyopt.support import escape_controls, terminal_safe
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify

__all__ = ["main", "parse_grid", "parse_arg_value"]

PROG = "pyopt run"


class Failure(Exception):
    """A message already written; exit 1."""


def parse_grid(text: str) -> tuple[int, int, int]:
    """``4``, ``4,2`` or ``4,2,1`` -> (x, y, z)."""
    try:
        dims = [int(p) for p in text.split(",")]
    except ValueError:
        raise click.BadParameter(f"'{text}' is not a grid: give X[,Y[,Z]] (positive integers)") from None
    if not 1 <= len(dims) <= 3 or any(d < 1 for d in dims):
        raise click.BadParameter(f"'{text}' is not a grid: give X[,Y[,Z]] (positive integers)")
    return tuple(dims + [1] * (3 - len(dims)))  # type: ignore[return-value]


def parse_arg_value(text: str):
    """``KEY=VALUE`` -> (key, int or float)."""
    key, eq, value = text.partition("=")
    if not eq or not key:
        raise click.BadParameter(f"'{text}' is not KEY=VALUE")
    for conv in (int, float):
        try:
            return key, conv(value)
        except ValueError:
            pass
    if value.lower() in ("true", "false"):
        return key, int(value.lower() == "true")
    raise click.BadParameter(f"'{value}' (for {key}) is not a number")


@click.command(name="run", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("kernel", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--func", "func", metavar="NAME", help="the tt.func to run (default: the public one)")
@click.option("--grid", default="1", metavar="X[,Y[,Z]]", help="programs to run (default 1)")
@click.option("--arg", "args", multiple=True, metavar="KEY=VALUE",
              help="a scalar argument, by name (as Triton prints it), argN or N")
@click.option("--inputs", type=click.Path(dir_okay=False, exists=False), metavar="IN.npz",
              help="arrays for pointer arguments, keyed by argument name, argN or N")
@click.option("--seed", default=0, type=int, help="seed of the random buffers (default 0)")
@click.option("--save", type=click.Path(dir_okay=False), metavar="OUT.npz",
              help="write every buffer after the run")
@click.option("--triton-version", "triton_version", metavar="3.6|3.7|3.8|3.9",
              help="the Triton release whose IR the file is")
def command(kernel, func, grid, args, inputs, seed, save, triton_version):
    """Run KERNEL (TTIR or TTGIR) on the CPU and summarise what it stored."""
    grid_t = parse_grid(grid)
    scalars = dict(parse_arg_value(a) for a in args)
    raise SystemExit(run(kernel, func=func, grid=grid_t, scalars=scalars, inputs=inputs, seed=seed,
                         save=save, triton_version=triton_version))


def _err(stderr, text: str) -> None:
    stderr.write(text + "\n")


def run(kernel: str, *, func=None, grid=(1, 1, 1), scalars=None, inputs=None, seed=0, save=None,
        triton_version=None, stdout=None, stderr=None) -> int:
    # Imported here: numpy (the `run` extra) is needed only by this subcommand.
    try:
        import numpy as np
    except ImportError:
        _err(stderr or sys.stderr, f"{PROG}: error: the interpreter needs numpy: pip install 'pyopt-triton[run]'")
        return 1
    from pyopt import interp

    stdout = terminal_safe(stdout or sys.stdout)
    stderr = terminal_safe(stderr or sys.stderr)
    try:
        ctx = Context.from_options(triton_version)
    except ReleaseError as e:
        _err(stderr, f"{PROG}: error: invalid value '{e.given}' for {e.source} (pyopt supports Triton {supported_text()})")
        return 1
    try:
        if kernel == "-":
            data = sys.stdin.buffer.read()
            name = "<stdin>"
        else:
            with open(kernel, "rb") as fh:
                data = fh.read()
            name = kernel
    except OSError as e:
        _err(stderr, f"{PROG}: error: could not open input file '{kernel}': {e.strerror or e}")
        return 1
    text = data.decode("utf-8", errors="surrogateescape")
    source = SourceFile(text, name)
    sources = SourceManager(source)

    def diag(d: Diagnostic) -> None:
        _err(stderr, render_diagnostic(d, sources))

    try:
        module = parse_source(text, name, context=ctx)
        verify(module, source, context=ctx)
    except DiagnosticError as e:
        for d in e.diagnostics():
            diag(d)
        return 1

    buffers = {}
    if inputs:
        try:
            with np.load(inputs, allow_pickle=False) as z:
                buffers = {k: z[k] for k in z.files}
        except (OSError, ValueError) as e:
            _err(stderr, f"{PROG}: error: cannot read inputs '{inputs}': {e}")
            return 1
        for k, a in buffers.items():
            if a.dtype.kind not in "biuf":  # strings, complex numbers, dates, structures: no element value
                _err(stderr, f"{PROG}: error: the array '{k}' of '{inputs}' holds {a.dtype} values: give "
                             f"booleans, integers or floats")
                return 1
    try:
        f = interp.find_kernel(module, func)
    except KeyError as e:
        _err(stderr, f"{PROG}: error: {e.args[0]}")
        return 1
    known = {k for a in f.regions[0].blocks[0].args for k in interp.arg_keys(a)}
    for what, keys in (("--arg", scalars or {}), ("--inputs", buffers)):
        for k in keys:
            if k not in known:
                names = ", ".join(interp.arg_keys(a)[0] for a in f.regions[0].blocks[0].args)
                _err(stderr, f"{PROG}: error: {what} names '{k}', which is no argument of "
                             f"@{f.attributes['sym_name'].value} (its arguments: {names})")
                return 1
    # the buffers are named as the arguments (Triton's name, else argN), whatever key gave them
    for a in f.regions[0].blocks[0].args:
        for k in interp.arg_keys(a):
            if k in buffers:
                buffers[interp.arg_name(a) or f"arg{a.index}"] = buffers.pop(k)
                break
    start = time.perf_counter()
    try:
        result = interp.run_kernel(module, func=f, grid=grid, scalars=scalars, buffers=buffers,
                                   triton_version=ctx, random_buffers=interp.random_inputs(seed))
    except interp.InterpError as e:
        diag(e.diagnostic().diag)
        return 1
    except interp.OutOfBounds as e:
        diag(Diagnostic("error", str(e), getattr(e.op, "loc", None)))
        return 1
    except KeyError as e:
        _err(stderr, f"{PROG}: error: {e.args[0]}: give it with --arg KEY=VALUE")
        return 1
    seconds = time.perf_counter() - start
    kname = f.attributes["sym_name"].value
    out = [f"@{kname}: grid {grid[0]},{grid[1]},{grid[2]}: {result.programs} program(s), "
           f"{seconds / max(result.programs, 1):.3f} s per program"]
    elements = {}  # buffer name -> the element type its argument points to, as the IR spells it
    for a in f.regions[0].blocks[0].args:
        t = a.type
        e = getattr(t, "pointee", None) or getattr(getattr(t, "block_type", None), "element", None)
        if e is not None:
            elements[interp.arg_name(a) or f"arg{a.index}"] = render_standalone(e)
    for bname, arr in result.buffers_after.items():
        written = int(result.written[bname].sum())
        crc = zlib.crc32(np.ascontiguousarray(arr).view(np.uint8).tobytes())
        out.append(f"  {bname}: {arr.size} x {elements.get(bname, arr.dtype)}, {written} written, crc32 {crc:08x}")
    for line in result.prints:
        out.append(f"  print: {line}")
    stdout.write("\n".join(out) + "\n")
    if save:
        try:
            np.savez(save, **result.buffers_after)
        except OSError as e:
            _err(stderr, f"{PROG}: error: cannot write '{save}': {e.strerror or e}")
            return 1
    return 0


def main(argv: Optional[list[str]] = None) -> int:
    """``pyopt run ARGS``; returns the exit status."""
    try:
        command.main(args=list(sys.argv[1:] if argv is None else argv), prog_name=PROG, standalone_mode=False)
    except SystemExit as e:
        return int(e.code or 0)
    except click.exceptions.Exit as e:
        return e.exit_code
    except click.ClickException as e:
        sys.stderr.write(escape_controls(f"{PROG}: error: {e.format_message()}", multiline=True) + "\n")
        if isinstance(e, click.UsageError):
            sys.stderr.write(f"Try '{PROG} --help' for help.\n")
        return 1
    return 0
