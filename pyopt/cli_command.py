"""The command line's click declarations: the driver's options (:data:`cli`)
and ``pyopt equiv``'s (:data:`equiv_cli`), with the callbacks in :mod:`pyopt.cli` and
:mod:`pyopt.driver`.

Imported only where click reads the command line: ``--help``, an option of
the driver, a subcommand, an error to report.  A plain run -- an input, pass
flags, ``--triton-version`` -- is read by :func:`pyopt.cli.plain_request` without
click, whose import costs a tenth of such a run (start-up); its defaults are
:data:`pyopt.cli.PLAIN_PARAMS`, which ``test/unit/test_cli.py`` checks against
:data:`cli`'s.
"""

from __future__ import annotations

import click

from pyopt.cli import DEFAULT_SPLIT_MARKER, _print_version, _take_triton_version, split_argv
from pyopt.driver import _equiv, _run
from pyopt.passes import available_passes


class PassRequestOption(click.Option):
    """``-p/--pass`` and ``--pass-pipeline``: :func:`split_argv` takes their
    values, in order with the pass flags (``kind`` names the request); click
    only documents them."""

    def __init__(self, param_decls: list[str], kind: str, **attrs) -> None:
        super().__init__(param_decls, multiple=True, expose_value=False, **attrs)
        self.kind = kind


def _option_index(params: list[click.Parameter]) -> dict[str, click.Option]:
    """The driver's options by each of their names, without dashes."""
    return {name.lstrip("-"): p for p in params if isinstance(p, click.Option)
            for name in (*p.opts, *p.secondary_opts)}


class PyoptCommand(click.Command):
    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        click_args, passes = split_argv(list(args), self.get_params(ctx))
        ctx.meta["pyopt.passes"] = passes
        # --triton-version before --version: click processes eager options in
        # the order given, and --version reports the release it chooses (--help
        # stays first: help is shown whatever the rest says).
        end = click_args.index("--")  # (then the positionals)
        options = click_args[:end]
        first = [a for a in options if a == "--help"] + [a for a in options if a.startswith("--triton-version=")]
        rest = [a for a in options if a not in first]
        return super().parse_args(ctx, first + rest + click_args[end:])

    def shell_complete(self, ctx: click.Context, incomplete: str) -> list:
        """click's shell completion (``eval "$(_PYOPT_COMPLETE=bash_source pyopt)"``): the
        driver's options, and pass flags (names and triton-opt aliases)."""
        # Imported here, not at the top: only completion needs it (start-up).
        from click.shell_completion import CompletionItem

        items = super().shell_complete(ctx, incomplete)
        if incomplete.startswith("-"):
            for info in available_passes():
                for name in (info.name, *info.aliases):
                    if ("-" + name).startswith(incomplete) or ("--" + name).startswith(incomplete):
                        items.append(CompletionItem(("--" if incomplete.startswith("--") else "-") + name,
                                                    help=info.summary))
        return items

    def format_usage(self, ctx, formatter) -> None:
        formatter.write_usage("pyopt", "[INPUT|-] [-o FILE] [OPTIONS] [PASS FLAGS]...")


_EPILOG = """\b
Pass flags run in the order given (repeats run again):
  -NAME | --NAME                  a pass by its pyopt name or triton-opt flag
  -NAME=OPTIONS                   e.g. -NAME="k1=v1 k2=v2"
  -p/--pass NAME[=OPTIONS]        or NAME{OPTIONS}
  --pass-pipeline=PIPELINE        e.g. 'builtin.module(a,b{k=v})'
  --NAME-OPTION=VALUE             set a pass option on every run of that pass,
                                  e.g. -axis-info --axis-info-format=table
Boolean pass options take true/false/1/0.  See --list-passes.
Inspecting passes: -axis-info, -access-report (memory requests per warp).
Options may be spelled with one dash or two, as in triton-opt.
\b
pyopt layout -t TYPE -l LAYOUT|-i FILE ...  prints a layout's thread map, as
  triton-tensor-layout does, or draws it (--svg/--png/--html); see 'pyopt layout --help'.
  A file named 'layout' is ./layout.
pyopt run KERNEL.mlir [--grid X,Y,Z] [--arg N=1000] [--inputs in.npz] [--save out.npz] ...
  runs the kernel on the CPU and summarises what it stored; see 'pyopt run --help'.
  A file named 'run' is ./run.
"""


cli = PyoptCommand(
    name="pyopt",
    callback=click.pass_context(_run),
    help="Parse Triton MLIR, run passes on it and print the result, as triton-opt does.",
    epilog=_EPILOG,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    params=[
        click.Argument(["input"], required=False, default="-", metavar="[INPUT|-]"),
        click.Option(["-o", "--output"], metavar="FILE", help="Write the output here (only on success)."),
        click.Option(["--split-input-file"], is_flag=False, flag_value=DEFAULT_SPLIT_MARKER,
                     metavar="[=MARKER]", help="Process each chunk between '// -----' lines on its own."),
        click.Option(["--output-split-marker"], default=DEFAULT_SPLIT_MARKER, show_default=True,
                     metavar="TEXT", help="Line put between the outputs of chunks."),
        click.Option(["--verify-diagnostics"], type=click.Choice(["all", "only-expected", ""]),
                     is_flag=False, flag_value="all", metavar="[=all|only-expected]",
                     help="Check diagnostics against expected-* comments instead of printing them."),
        click.Option(["--verify-each"], default="true", is_flag=False, flag_value="true", metavar="[=BOOL]",
                     help="Verify the IR after each pass (default true)."),
        PassRequestOption(["-p", "--pass", "pass_"], "pass", metavar="NAME[=OPTIONS]",
                          help="Run a pass (repeatable, ordered)."),
        PassRequestOption(["--pass-pipeline"], "pipeline", metavar="PIPELINE",
                          help="Run passes given as 'builtin.module(a,b{k=v})'."),
        click.Option(["--list-passes"], is_flag=True, help="List the passes pyopt implements."),
        click.Option(["--list-release-rules"], is_flag=True,
                     help="List what differs between the Triton releases pyopt supports, and why."),
        click.Option(["--list-dumps"], is_flag=True,
                     help="List the IR dumps of an MLIR_ENABLE_DUMP / --mlir-print-ir-* log given as INPUT."),
        click.Option(["--json", "json_"], is_flag=True,
                     help="With --list-passes or --list-dumps: write the listing as JSON "
                          "(schemas pyopt.passes, pyopt.dumps; see pyopt/schemas/)."),
        click.Option(["--dump"], metavar="N|'before PASS'|'after PASS'",
                     help="Take one dump of an IR dump log as the input (see --list-dumps)."),
        click.Option(["--verify-semantics"], is_flag=True,
                     help="After each pass, run the kernel before and after it on the same inputs "
                          "(pyopt equiv's trials) and fail at the first pass that changed what it stores."),
        click.Option(["--dump-pass-pipeline"], is_flag=True,
                     help="Print the pass pipeline (with every option) to stderr before running it."),
        click.Option(["--run-reproducer"], is_flag=True,
                     help="Run the pipeline named in the input's {-# mlir_reproducer #-} block."),
        click.Option(["--run-reproducer-partial"], is_flag=True,
                     help="--run-reproducer up to the first pass pyopt does not implement: print the IR "
                          "there and say on stderr where it stopped."),
        click.Option(["--triton-version"], metavar="3.6|3.7|3.8|3.9", is_eager=True,
                     callback=_take_triton_version,
                     help="The Triton release to follow (its syntax, ops and pass behaviour). "
                          "Default: $PYOPT_TRITON_VERSION, else the release of the triton package "
                          "installed with pyopt, else the newest; --version says which is in force."),
        click.Option(["--load-pass-plugin"], multiple=True, metavar="MODULE|FILE.py",
                     help="Import a Python module that registers passes."),
        click.Option(["--allow-unregistered-dialect"], is_flag=True,
                     help="Accepted for triton-opt compatibility (pyopt always allows them)."),
        click.Option(["--mlir-print-debuginfo"], is_flag=True, help="Print locations."),
        click.Option(["--mlir-print-op-generic"], is_flag=True, help="Print operations in generic form."),
        click.Option(["--mlir-use-nameloc-as-prefix"], is_flag=True,
                     help="Name values after their locations' names (%offs, %X), as Triton prints."),
        click.Option(["--mlir-print-local-scope"], is_flag=True,
                     help="Print attributes, types and locations inline, without aliases."),
        click.Option(["--mlir-elide-elementsattrs-if-larger"], type=click.IntRange(min=0), metavar="N",
                     help="Elide elements attributes with more than N elements."),
        click.Option(["--mlir-disable-threading"], is_flag=True, hidden=True),
        # MLIR's pass-manager instrumentation and LLVM's debug output (pyopt.instrument, pyopt.debuglog).
        click.Option(["--mlir-print-ir-before-all"], is_flag=True, help="Print the IR before every pass (stderr)."),
        click.Option(["--mlir-print-ir-after-all"], is_flag=True, help="Print the IR after every pass (stderr)."),
        click.Option(["--mlir-print-ir-before"], multiple=True, metavar="PASS[,PASS]",
                     help="Print the IR before the passes named."),
        click.Option(["--mlir-print-ir-after"], multiple=True, metavar="PASS[,PASS]",
                     help="Print the IR after the passes named."),
        click.Option(["--mlir-print-ir-after-change"], is_flag=True,
                     help="Print the IR after a pass only if the pass changed it."),
        click.Option(["--mlir-print-ir-after-failure"], is_flag=True,
                     help="Print the IR after a pass only if it failed."),
        click.Option(["--mlir-print-ir-module-scope"], is_flag=True,
                     help="Print the whole module when a pass runs on an op inside it."),
        click.Option(["--mlir-timing"], is_flag=True, help="Report the time of parsing, each pass and printing."),
        click.Option(["--mlir-timing-display"], type=click.Choice(["list", "tree"]), default="tree",
                     show_default=True, help="Timing report as a list (by time) or a tree."),
        click.Option(["--mlir-pass-statistics"], is_flag=True,
                     help="Report the passes' statistics (stderr), as mlir-opt does."),
        click.Option(["--mlir-pass-statistics-display"], type=click.Choice(["list", "pipeline"]),
                     default="pipeline", show_default=True,
                     help="Statistics as a list (merged by pass) or as the pipeline ran."),
        click.Option(["--debug-only"], multiple=True, metavar="TYPE[,TYPE]",
                     help="Print the debug log of these debug types (e.g. tritongpu-coalesce)."),
        click.Option(["--color"], type=click.Choice(["auto", "always", "never"]), default="auto",
                     is_flag=False, flag_value="always", show_default=True, help="Colour diagnostics."),
        click.Option(["--debug"], is_flag=True,
                     help="Show Python tracebacks of internal errors, and every debug log."),
        click.Option(["--version"], is_flag=True, expose_value=False, is_eager=True,
                     callback=_print_version, help="Show the version and exit."),
    ],
)


def _grid_value(text: str) -> tuple[int, int, int]:
    """``4``, ``4,2`` or ``4,2,1``: a grid of programs (missing sizes are 1)."""
    try:
        sizes = [int(x) for x in text.split(",")]
    except ValueError:
        sizes = []
    if not 1 <= len(sizes) <= 3 or any(n < 1 for n in sizes):
        raise click.BadParameter(f"'{text}' is not a grid (1 to 3 positive sizes, e.g. 4,1,1)")
    return tuple(sizes + [1] * (3 - len(sizes)))  # type: ignore[return-value]


def _arg_value(text: str) -> tuple[str, object]:
    """``NAME=VALUE`` or ``POSITION=VALUE``: a scalar argument (an integer or a float)."""
    name, eq, value = text.partition("=")
    if not eq or not name.strip():
        raise click.BadParameter(f"'{text}' is not NAME=VALUE")
    try:
        return name.strip(), int(value, 0)
    except ValueError:
        try:
            return name.strip(), float(value)
        except ValueError:
            raise click.BadParameter(f"'{value}' is not a number (in '{text}')") from None


equiv_cli = click.Command(
    "equiv",
    callback=click.pass_context(_equiv),
    help="Run two kernels (A, B: e.g. the IR before and after a pass) on the same inputs and compare "
         "every buffer after the runs: exit 0 equivalent, 1 different (the first differing element and "
         "the store op in each file that wrote it), 2 error (invalid IR, or a kernel that cannot run).",
    params=[
        click.Argument(["a"], metavar="A.mlir"),
        click.Argument(["b"], metavar="B.mlir"),
        click.Option(["--func"], metavar="NAME", help="The kernel to run (default: the first public tt.func)."),
        click.Option(["--trials"], type=click.IntRange(min=1, max=1000), default=3, show_default=True,
                     help="Runs of both kernels, each with its own seed and grid (at most 1000)."),
        click.Option(["--grid"], multiple=True, type=_grid_value, metavar="X[,Y[,Z]]",
                     help="The grids trials take in turn (repeat for several; default 1, 2 and 2,2)."),
        click.Option(["--arg"], multiple=True, type=_arg_value, metavar="NAME=VALUE",
                     help="A scalar argument, by name or position (repeat for several)."),
        click.Option(["--seed"], type=int, default=0, show_default=True,
                     help="The first trial's seed of the random buffers (then seed+1, ...)."),
        click.Option(["--rtol"], type=click.FloatRange(min=0), metavar="R",
                     help="Relative tolerance of floats where reassociation is allowed "
                          "(a float reduce/scan or a dot; default 16 ulp of the element type)."),
        click.Option(["--atol"], type=click.FloatRange(min=0), metavar="A",
                     help="Absolute tolerance of floats where reassociation is allowed (default 16 ulp)."),
        click.Option(["--triton-version"], metavar="3.6|3.7|3.8|3.9", is_eager=True, expose_value=False,
                     callback=_take_triton_version, help="The Triton release to follow."),
        click.Option(["--color"], type=click.Choice(["auto", "always", "never"]), default="auto",
                     show_default=True, help="Colour diagnostics."),
        click.Option(["--debug"], is_flag=True, expose_value=False,
                     help="Show Python tracebacks of internal errors."),
    ],
)
