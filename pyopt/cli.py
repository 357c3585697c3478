"""The ``pyopt`` command: triton-opt's driver (MLIR's ``MlirOptMain``) in Python.

    pyopt [INPUT|-] [-o FILE] [--split-input-file] [--verify-diagnostics]
          [-PASS[=OPTIONS]] [-p PASS[{OPTIONS}]] [--pass-pipeline=PIPELINE] ...

Steps (mlir/lib/Tools/mlir-opt/MlirOptMain.cpp): read the input; split it at
``// -----`` under ``--split-input-file`` (mlir/lib/Support/ToolUtilities.cpp);
for each chunk parse, verify, run the passes (verifying after each) and print;
join the outputs with ``// -----``.  Diagnostics go to stderr in MLIR's format;
under ``--verify-diagnostics`` they are checked against ``expected-*``
comments instead (:mod:`pyopt.verify_diagnostics`).

The driver's options are declared once, as click options (:data:`cli`).
Pass flags are not click options: click fires a repeated flag once, and a
single-dash long flag such as ``-tritongpu-coalesce`` would be read as a
cluster of short options.  :class:`PyoptCommand` therefore sorts the raw
arguments itself (:func:`split_argv`, which reads the option names and kinds
from click's parameters), keeping pass flags, ``-p`` values and
``--pass-pipeline`` pieces in order, and hands only the driver's own options to
click.  Like LLVM's command-line library it accepts ``-opt`` and ``--opt``
alike.

Start-up is kept short: the parser (and lark), the printer and pass modules
are imported only when an input is processed.
"""

from __future__ import annotations

import errno
import gc
import importlib
import importlib.util
import io
import os
import stat
import sys
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

import click

from pyopt import hints
from pyopt.dumplog import DumpLogError, choose_input, format_listing, json_listing, read_dumps
from pyopt.diagnostics import (Diagnostic, DiagnosticEngine, DiagnosticError, SourceFile, SourceManager,
                               render_at, render_diagnostic)
from pyopt import progress as progress_display
from pyopt.passes import dump_pass_pipeline as render_pass_pipeline
from pyopt.passes import (PassContext, PassError, PassInstrumentation, PassManager, PassSpec, available_passes, parse_bool,
                          release_refusal,
                          parse_pass_arg, parse_pass_options, parse_pass_pipeline, pass_info,
                          resolve_pass, statistics_report, unknown_pass_error)
from pyopt.support import dist_info_version, escape_controls, load_when_used, run_deep, terminal_safe, too_deep
from pyopt.reproducer import MetadataError, append_metadata, read_metadata, take_reproducer
from pyopt.verify_diagnostics import DiagnosticVerifier

DEFAULT_SPLIT_MARKER = "// -----"

# ---------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------


class PassRequestOption(click.Option):
    """``-p/--pass`` and ``--pass-pipeline``: :func:`split_argv` takes their
    values, in order with the pass flags (``kind`` names the request); click
    only documents them."""

    def __init__(self, param_decls: list[str], kind: str, **attrs) -> None:
        super().__init__(param_decls, multiple=True, expose_value=False, **attrs)
        self.kind = kind


@dataclass
class RawPass:
    """A pass request from the command line, parsed later (after ``--help``)."""

    kind: str  # "flag" (-name[=opts]), "pass" (-p value), "pipeline"
    text: str
    origin: str


def _option_index(params: list[click.Parameter]) -> dict[str, click.Option]:
    """The driver's options by each of their names, without dashes."""
    return {name.lstrip("-"): p for p in params if isinstance(p, click.Option)
            for name in (*p.opts, *p.secondary_opts)}


def split_argv(argv: list[str], params: Optional[list[click.Parameter]] = None
               ) -> tuple[list[str], list[RawPass]]:
    """Sort ``argv`` into click's arguments (the driver's options, normalised
    to ``--name[=value]``, then ``--`` and the positionals) and the ordered
    pass requests.  ``params`` are the command's (default: :data:`cli`'s).

    What an option takes comes from its click declaration: a flag, no value
    (``-flag=true|false`` is also accepted, as LLVM's cl does); an option with
    a ``flag_value`` (click's optional value), a value only from ``=``, else
    that ``flag_value``; any other option, a value from ``=`` or the next
    argument."""
    if params is None:
        params = cli.get_params(click.Context(cli, **cli.context_settings))
    options = _option_index(params)
    opts: list[str] = []
    positionals: list[str] = []
    passes: list[RawPass] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            positionals.extend(argv[i:])
            break
        if arg == "-" or not arg.startswith("-"):
            positionals.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, eq, value = body.partition("=")
        option = options.get(name)
        if option is None:
            passes.append(RawPass("flag", body, arg))
            continue
        long_name = max(option.opts, key=len)
        if option.is_flag:
            if eq:
                try:
                    on = parse_bool(value)
                except ValueError:
                    raise click.UsageError(f"option '{name}' takes no value other than true/false/1/0, "
                                           f"got '{value}'") from None
                if on:
                    opts.append(long_name)
            else:
                opts.append(long_name)
        elif isinstance(option.flag_value, str):  # an optional value
            opts.append(f"{long_name}={value if eq else option.flag_value}")
        else:
            if not eq:
                if i >= len(argv):
                    raise click.UsageError(f"option '{arg}' needs a value")
                value = argv[i]
                i += 1
            if isinstance(option, PassRequestOption):
                passes.append(RawPass(option.kind, value, arg))
            else:
                opts.append(f"{long_name}={value}")
    return opts + ["--"] + positionals, passes


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


# ---------------------------------------------------------------------------
# Output and diagnostics
# ---------------------------------------------------------------------------


class Reporter:
    """Writes diagnostics to stderr, in colour (through rich) when asked or
    when stderr is a terminal under ``--color=auto``.  What it writes passes
    :class:`pyopt.support.TerminalSafeStream`: no control character from the
    input reaches the terminal."""

    def __init__(self, color_mode: str = "auto", stream=None):
        self.stream = stream if stream is not None else sys.stderr
        if color_mode == "always":
            self.color = True
        elif color_mode == "never":
            self.color = False
        else:
            isatty = getattr(self.stream, "isatty", None)
            self.color = bool(isatty and isatty()) and "NO_COLOR" not in os.environ
        self._console = None
        self.progress = None  # the run's progress display (pyopt.progress), erased while we write

    def write(self, text: str) -> None:
        """``text`` is rich markup when colour is on, plain text otherwise."""
        with self.progress.paused() if self.progress is not None else nullcontext():
            self._write(text)

    def _write(self, text: str) -> None:
        if self.color:
            if self._console is None:
                from rich.console import Console  # here, not at the top: start-up

                self._console = Console(file=terminal_safe(self.stream, styled=True), force_terminal=True,
                                        highlight=False, soft_wrap=True, emoji=False)
            self._console.print(text)
        else:
            self.stream.write(escape_controls(text, multiline=True) + "\n")
        self.stream.flush()

    def tool_error_safely(self, message: str) -> None:
        """:meth:`tool_error`, where stderr itself may be closed or full:
        then there is no one to tell, and the exit code says it."""
        try:
            self.tool_error(message)
        except OSError:
            _silence(self.stream)

    def tool_error(self, message: str, severity: str = "error") -> None:
        if self.color:
            from rich.markup import escape  # here, not at the top: start-up

            style = "bold black" if severity == "note" else "bold red"
            self.write(f"[bold]pyopt:[/bold] [{style}]{severity}:[/{style}] {escape(message)}")
        else:
            self.write(f"pyopt: {severity}: {message}")


def split_input(text: str, marker: str = DEFAULT_SPLIT_MARKER,
                warn: Optional[Callable[[int], None]] = None) -> list[tuple[int, int]]:
    """mlir::splitAndProcessBuffer's chunks of ``text``, as (start, end)
    offsets.  The text is cut at ``marker`` minus its last two characters; a
    cut not followed by those two characters is a near miss (``warn(offset)``)
    and does not split."""
    check = 2
    cut = marker[:-check] if len(marker) > check else marker
    tail = marker[-check:] if len(marker) > check else ""
    pieces: list[tuple[int, int]] = []
    start = 0
    while True:
        j = text.find(cut, start)
        if j == -1:
            pieces.append((start, len(text)))
            break
        pieces.append((start, j))
        start = j + len(cut)
    chunks: list[tuple[int, int]] = []
    prev: Optional[tuple[int, int]] = None
    for s, e in pieces:
        if prev is None or prev[0] == prev[1]:
            prev = (s, e)
            continue
        buf = text[s:e]
        if buf.startswith(tail) and len(buf) > check and buf[check] != "0":
            chunks.append(prev)
            prev = (s + check, e)
        else:
            if warn is not None:
                warn(s)
            prev = (prev[0], e)
    if prev is not None and prev[0] != prev[1]:
        chunks.append(prev)
    return chunks


class OutputError(Exception):
    """Writing the output failed; the message says why."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def _silence(stream) -> None:
    """Point ``stream``'s file descriptor at /dev/null, so that what is left
    in its buffer does not fail again when Python flushes it at exit."""
    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(fd, stream.fileno())
        finally:
            os.close(fd)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


#: What pyopt says when the reader of its standard output closed the pipe
#: before it had everything (``pyopt big.mlir | head``; exit code 1).
CLOSED_PIPE = "cannot write to standard output: its reader closed the pipe"


#: Characters of output encoded and written at a time (the encoded copy of a
#: 100 MB output would otherwise double the memory its text takes).
WRITE_CHUNK = 1 << 20


def _output_parts(text: "str | list[str]"):
    """``text`` (a string or a list of pieces) in parts of about
    :data:`WRITE_CHUNK` characters; a list's pieces are dropped from it as
    their part is made."""
    if isinstance(text, str):
        for start in range(0, len(text), WRITE_CHUNK):
            yield text[start:start + WRITE_CHUNK]
        return
    batch: list[str] = []
    size = 0
    for i, piece in enumerate(text):
        text[i] = None
        batch.append(piece)
        size += len(piece)
        if size >= WRITE_CHUNK:
            yield "".join(batch)
            batch, size = [], 0
    text.clear()
    if batch:
        yield "".join(batch)


def _write_all(stream, text: str) -> None:
    """Write ``text`` to ``stream`` (standard output) and flush it, all of it:
    Python's buffered writer returns a short count, without an error, when
    the reader of a pipe goes away in the middle of a write; the rest is
    written again, which raises the error (EPIPE)."""
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a text stream of a program that embeds pyopt
        stream.write(text)
        stream.flush()
        return
    stream.flush()
    data = memoryview(text.encode(getattr(stream, "encoding", None) or "utf-8", "surrogateescape"))
    while data:
        n = buffer.write(data)
        if n is None or n <= 0:
            raise OSError(errno.EIO, "short write")
        data = data[n:]
    buffer.flush()


def decode_input(data: bytes) -> str:
    """The text of input bytes: UTF-8, and bytes that are not UTF-8 are kept
    (as lone surrogates, ``surrogateescape``): MLIR reads bytes, and a string
    literal may hold any (printed as ``\\FF``); outside one, the parser
    reports the character as MLIR does.  ``tools/fuzz`` reads its mutants
    through this too."""
    return data.decode("utf-8", errors="surrogateescape")


class Output:
    """Where the printed IR goes.

    Standard output is written as each chunk is done.  An ``-o`` file is
    written only on success: the text goes to a temporary file beside it
    (``.NAME.XXXX.tmp``, created before any work so that an unwritable
    destination is reported at once, as mlir-opt opens its output first),
    which replaces the file atomically when the run succeeds and is removed
    otherwise, so a failed run leaves an existing file as it was.  The new
    file gets the old file's mode (or the umask's default); a symbolic link is
    written through.  A destination that is not a regular file (``/dev/null``,
    a FIFO) is written in place, at the end, only on success; so is a
    regular file whose folder pyopt may not create files in (the temporary
    file cannot be made there): the whole output is kept in memory and the
    file is truncated and written only once the run has succeeded, so only a
    failing write itself (a full disk) can leave it half written, and that
    is reported.

    Standard output is written in full, or the failure is reported: a
    short write (the buffered stream reports one, without an error, when
    the reader closes the pipe in the middle of it) is continued until the
    system reports the error.  Write errors raise :class:`OutputError`: a full disk or a failed
    device with the system's reason, a reader that closed the pipe with a
    short message (exit code 1).
    """

    def __init__(self, path: Optional[str], stdout):
        self.path = path if path not in (None, "-") else None
        self.stdout = stdout
        self.stream = None
        self.tmp: Optional[str] = None
        self.target: Optional[str] = None
        self.pieces: Optional[list[str]] = None

    def _file_error(self, verb: str, e: OSError) -> OutputError:
        return OutputError(f"cannot {verb} output file '{self.path}': {e.strerror or e}")

    def open(self) -> None:
        if self.path is None:
            self.stream = self.stdout
            return
        target = os.path.realpath(self.path)
        try:
            try:
                st = os.stat(target)
            except FileNotFoundError:
                st = None
            if st is not None and stat.S_ISDIR(st.st_mode):
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
            if st is not None and not os.access(target, os.W_OK):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
            if st is not None and not stat.S_ISREG(st.st_mode):
                # a device or a FIFO: opened only to write (a FIFO's reader
                # would take an open now for the whole output)
                self.target, self.pieces = target, []
                return
            folder, name = os.path.split(target)
            try:
                import tempfile  # here, not at the top: start-up (it imports shutil, random, bz2, lzma)

                fd, self.tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
            except PermissionError:
                if st is None:
                    raise  # a new file in a folder we may not write to: cannot be made
                # the file is writable, its folder is not: write it in place, at the end
                self.target, self.pieces = target, []
                return
        except OSError as e:
            raise self._file_error("open", e) from None
        self.target = target
        try:
            if st is not None:
                mode = stat.S_IMODE(st.st_mode)
            else:
                umask = os.umask(0)
                os.umask(umask)
                mode = 0o666 & ~umask
            os.fchmod(fd, mode)
        except OSError:
            pass
        self.stream = open(fd, "w", encoding="utf-8")

    def write(self, text: "str | list[str]") -> None:
        """Write ``text``: a string, or a list of pieces (emptied as they
        are written, so that a big output's memory is freed as it goes)."""
        if self.pieces is not None:
            self.pieces.append(text if isinstance(text, str) else "".join(text))
            return
        try:
            if self.path is None and not text:
                _write_all(self.stream, "")  # (flushes)
            for part in _output_parts(text):
                if self.path is None:
                    _write_all(self.stream, part)
                else:
                    self.stream.write(part)
        except OSError as e:
            self.abort()
            if self.path is not None:
                raise self._file_error("write", e) from None
            _silence(self.stream)
            if isinstance(e, BrokenPipeError) or e.errno == errno.EPIPE:
                raise OutputError(CLOSED_PIPE) from None
            raise OutputError(f"cannot write to standard output: {e.strerror or e}") from None

    def streams(self) -> bool:
        """Whether what is written goes to a temporary file that replaces the
        output file only when the run succeeds (so a failed run's partial
        text is never seen)."""
        return self.tmp is not None and self.pieces is None

    def commit(self) -> None:
        """The run succeeded: put the output in place."""
        if self.path is None:
            return
        try:
            if self.pieces is not None:
                with open(self.target, "w", encoding="utf-8") as f:
                    f.write("".join(self.pieces))
                return
            self.stream.close()
            os.replace(self.tmp, self.target)
            self.tmp = None
        except OSError as e:
            self.abort()
            raise self._file_error("write", e) from None

    def abort(self) -> None:
        """The run failed: leave the destination as it was."""
        if self.tmp is None:
            return
        try:
            self.stream.close()
        except OSError:
            pass
        try:
            os.unlink(self.tmp)
        except OSError:
            pass
        self.tmp = None


@dataclass
class Config:
    input: str = "-"
    output: Optional[str] = None
    split_marker: Optional[str] = None
    output_split_marker: str = DEFAULT_SPLIT_MARKER
    verify_diagnostics: Optional[str] = None  # None, "all", "only-expected"
    verify_each: bool = True
    debuginfo: bool = False
    generic: bool = False
    print_flags: dict = field(default_factory=dict)  # print_op's other flags (printing_flags)
    debug: bool = False
    passes: list = field(default_factory=list)  # factories of ModulePass
    instrument: Optional[object] = None  # pyopt.instrument.DriverInstrumentation
    dump: Optional[str] = None  # --dump: which dump of an IR dump log to take (pyopt.dumplog)
    run_reproducer: bool = False  # --run-reproducer: the passes come from the input (pyopt.reproducer)
    run_reproducer_partial: bool = False  # --run-reproducer-partial: up to the first pass pyopt lacks
    dump_pass_pipeline: bool = False  # --dump-pass-pipeline: written when a reproducer's pipeline is read
    progress: bool = False  # a progress display on a terminal, for long runs (pyopt.progress)
    pass_statistics: Optional[str] = None  # --mlir-pass-statistics: its display, "pipeline" or "list"
    verify_semantics: bool = False  # --verify-semantics: each pass's output run against its input


class Driver:
    """Processes one input with a :class:`Config`; :meth:`run` returns the exit code.

    ``context`` is the run's :class:`pyopt.ir.context.Context` (its target
    Triton release; default: :meth:`Context.from_options`, the environment's
    choice): one for the whole run, active while it runs and handed to the
    parser, the verifier, the pass manager and the printer of every chunk."""

    def __init__(self, config: Config, reporter: Reporter, out=None, context=None):
        self.cfg = config
        self.rep = reporter
        self.out = out if out is not None else sys.stdout
        self.internal_failure = False
        self.rest_pipeline: Optional[str] = None  # --run-reproducer-partial: the passes left
        self.dump_log: Optional[str] = None  # the IR dump log the input was taken from (--dump)
        # where a chunk's printed text goes as it is printed (None: returned whole; see _process)
        self._stream: Optional[Callable[[str], None]] = None
        if context is None:
            # Imported here, not at the top: start-up (`pyopt --help` loads no IR).
            from pyopt.ir.context import Context

            context = Context.from_options()
        self.context = context

    # -- diagnostics -------------------------------------------------------------
    def _print_diag(self, diag: Diagnostic) -> None:
        self.rep.write(render_diagnostic(diag, self.sources, self.rep.color))

    def _internal_error(self, exc: BaseException, where: str) -> None:
        self.internal_failure = True
        msg = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        self.rep.tool_error(f"while processing {where}: {msg}", "internal error")
        if self.cfg.debug:
            import traceback  # here, not at the top: only --debug needs it (start-up)

            self.rep.stream.write(escape_controls("".join(traceback.format_exception(exc)), multiline=True))
            self.rep.stream.flush()
        else:
            self.rep.tool_error("this is a bug in pyopt; run with --debug to see the Python traceback",
                                "note")

    def _llvm_hint(self, source: SourceFile) -> None:
        """LLVM-dialect input that failed: a note saying pyopt stops at TTGIR (pyopt.hints)."""
        if not self.cfg.verify_diagnostics and hints.is_llvm_dialect(source.text):
            self.rep.tool_error(escape_controls(hints.llvm_note(self.dump_log)), "note")

    # -- the work ----------------------------------------------------------------
    def read_input(self, raw: bool = False) -> tuple[str, str]:
        path = self.cfg.input
        if path == "-":
            if not raw and sys.stdin.isatty():  # a short usage hint, not a silent wait (pyopt.hints)
                self.rep.stream.write(hints.NO_INPUT_HINT)
                self.rep.stream.flush()
            data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()
            name = "<stdin>"
        else:
            with open(path, "rb") as f:
                data = f.read()
            name = path
        if isinstance(data, bytes):
            data = decode_input(data)
        if raw:
            return data, name
        # An IR dump log: take the dump --dump names, or say that it is one (pyopt.dumplog).
        try:
            data, note = choose_input(data, name, self.cfg.dump, self.cfg.split_marker is not None)
            if self.cfg.dump is not None:
                self.dump_log = name
        except DumpLogError as e:  # one line, which may quote the log: escaped (pyopt.support)
            raise click.ClickException(escape_controls(str(e))) from None
        if note:
            self.rep.tool_error(note, "note")
        # --run-reproducer: the pipeline of the input's {-# ... #-} block (pyopt.reproducer).
        if self.cfg.run_reproducer:
            notes: list = []
            try:
                repro = take_reproducer(read_metadata(data), name)
                if repro.first_missing is not None and not self.cfg.run_reproducer_partial:
                    raise repro.missing_error(name)
                self.cfg.passes = [resolve_pass(spec, notes) for spec in repro.runnable()]
            except (PassError, MetadataError) as e:  # one line, which may quote the input: escaped
                # (and its notes: a pass the run's release lacks names the releases that have it)
                raise click.ClickException(escape_controls(str(e)) + "".join(
                    "\npyopt: note: " + escape_controls(n) for n in getattr(e, "notes", ()))) from None
            for note in notes:  # an option named as an older release names it
                self.rep.tool_error(escape_controls(note), "note")
            stop = repro.stop_note()
            if stop is not None:  # --run-reproducer-partial: where it stops, the rest kept
                self.rep.tool_error(escape_controls(stop), "note")
                self.rest_pipeline = repro.rest_pipeline()
            if repro.verify_each is not None:
                self.cfg.verify_each = repro.verify_each
            if self.cfg.dump_pass_pipeline:
                self.rep.stream.write(render_pass_pipeline([make() for make in self.cfg.passes],
                                                           repro.root))
        return data, name

    def process_chunk(self, source: SourceFile, engine: DiagnosticEngine) -> Optional[str]:
        """Parse, verify, transform and print one chunk; None if it failed.
        The work runs on a thread with a large stack (deeply nested IR)."""
        return run_deep(self._process_chunk, source, engine)

    def _process_chunk(self, source: SourceFile, engine: DiagnosticEngine) -> Optional[str]:
        instr = self.cfg.instrument
        if instr is None:
            return self._process_chunk_timed(source, engine, None)
        instr.begin_chunk()
        try:
            return self._process_chunk_timed(source, engine, instr)
        finally:
            instr.end_chunk()

    def _process_chunk_timed(self, source: SourceFile, engine: DiagnosticEngine, instr) -> Optional[list[str]]:
        try:
            # Imported here, not at the top: start-up (`pyopt --help` must not
            # load lark, the parser, the printer, the IR or the verifier).
            from pyopt.syntax.parser import parse_source
            from pyopt.ir.printer import print_op_pieces, print_op_to
            from pyopt.verifier import verify as verify_op

            if self.rep.progress is not None:
                self.rep.progress.step("parse")
            context = self.context
            with instr.timed("Parser") if instr else nullcontext():
                module = parse_source(source.text, source.name, source.line_offset, context=context)
                file = self.sources.get(source.name)

                def verify(op) -> None:
                    verify_op(op, source=file, context=context)

                verify(module)
            ctx = PassContext(diag=engine, source_name=source.name)
            instrumentations = list(instr.pass_instrumentations() if instr else
                                    [self.rep.progress] if self.rep.progress is not None else ())
            if self.cfg.verify_semantics:
                instrumentations.append(SemanticsCheck(self, source.name))
            pm = PassManager([make() for make in self.cfg.passes], verify_each=self.cfg.verify_each,
                             verifier=verify, instrumentations=instrumentations, context=context)
            ok = pm.run(module, ctx)
            if self.cfg.pass_statistics:  # mlir-opt prints them after the run, failed or not
                self.rep.write(statistics_report(pm.passes, self.cfg.pass_statistics)[:-1])  # (write adds a newline)
            if not ok:
                # TTGIR passes that failed on TTIR: say so (pyopt.hints).
                ttgir = [p.name for p in pm.passes if any(a.startswith(("tritongpu-", "tritonamdgpu-"))
                                                          for a in getattr(p, "aliases", ()))]
                if ttgir and hints.is_ttir(module):
                    self.rep.tool_error(hints.ttir_note(ttgir), "note")
                return None
            if self.rep.progress is not None:
                self.rep.progress.step("print")
            # The file metadata block, printed back as mlir-opt does (pyopt.reproducer).
            meta = read_metadata(source.text)
            if meta is not None and self.cfg.run_reproducer:
                entry = meta.sections.get("external_resources", {}).pop("mlir_reproducer", None)
                if entry is not None and self.rest_pipeline is not None:
                    # --run-reproducer-partial: a reproducer of the passes left
                    meta.sections["external_resources"]["mlir_reproducer"] = {**entry, "pipeline": self.rest_pipeline}
            stream = self._stream if meta is None else None
            if stream is not None:
                # written to the output file as it is printed (see _process)
                last = [""]

                def write(part: str) -> None:
                    last[0] = part
                    stream(part)

                with instr.timed("Output") if instr else nullcontext():
                    print_op_to(write, module, debuginfo=self.cfg.debuginfo, generic=self.cfg.generic,
                                context=context, **self.cfg.print_flags)
                if not last[0].endswith("\n"):
                    stream("\n")
                return []
            with instr.timed("Output") if instr else nullcontext():
                pieces = print_op_pieces(module, debuginfo=self.cfg.debuginfo, generic=self.cfg.generic,
                                         context=context, **self.cfg.print_flags)
            del module  # (its memory is free for the output's)
            last = next((x for x in reversed(pieces) if x), "")
            if not last.endswith("\n"):
                pieces.append("\n")
            if meta is None:
                return pieces
            return [append_metadata("".join(pieces), meta)]
        except DiagnosticError as e:
            for diag in e.diagnostics():
                engine.emit(diag)
            self._llvm_hint(source)
            return None
        except (KeyboardInterrupt, OutputError):  # (a failed write of streamed output: see _run)
            raise
        except RecursionError as e:  # NestingTooDeep: deeper than pyopt's stack
            where = source.name if source.line_offset == 0 else f"{source.name}:{source.line_offset + 1}"
            self.rep.tool_error(f"while processing {where}: {too_deep(e)}")
            return None
        except Exception as e:  # noqa: BLE001 - a bug in pyopt: report, go on
            where = source.name if source.line_offset == 0 else f"{source.name}:{source.line_offset + 1}"
            self._internal_error(e, where)
            return None

    def run(self) -> int:
        with self.context:  # (the run's release, for all it does: dump logs, reproducers, chunks)
            return self._run()

    def _run(self) -> int:
        cfg = self.cfg
        try:
            text, name = self.read_input()
        except OSError as e:
            self.rep.tool_error(f"cannot open input file '{cfg.input}': {e.strerror or e}")
            return 1
        whole = SourceFile(text, name)
        self.sources = SourceManager(whole)

        verifier = None
        if cfg.verify_diagnostics:
            verifier = DiagnosticVerifier(whole, only_expected=cfg.verify_diagnostics == "only-expected",
                                          emit=self.rep.write, sources=self.sources, color=self.rep.color)
            engine = DiagnosticEngine(verifier.process)
        else:
            engine = DiagnosticEngine(self._print_diag)

        if cfg.split_marker:
            def near_miss(offset: int) -> None:
                self.rep.write(render_at("warning", "near miss with file split marker", whole.loc(offset),
                                         self.sources, self.rep.color))

            chunks = split_input(text, cfg.split_marker, near_miss)
        else:
            chunks = [(0, len(text))]

        output = Output(cfg.output, self.out)
        self.rep.progress = progress_display.for_run(self.rep.stream, cfg.progress)
        try:
            output.open()
            ok = self._process(text, name, chunks, engine, verifier, output)
            if ok:
                output.commit()
            else:
                output.abort()
        except OutputError as e:
            output.abort()
            self.rep.tool_error_safely(e.message)
            return 1
        except BaseException:
            output.abort()
            raise
        finally:
            if self.rep.progress is not None:
                self.rep.progress.close()
        return 0 if ok else 1

    def _process(self, text: str, name: str, chunks: list[tuple[int, int]], engine: DiagnosticEngine,
                 verifier: Optional[DiagnosticVerifier], output: Output) -> bool:
        cfg = self.cfg
        all_ok = True
        separator = cfg.output_split_marker + "\n"
        # An output file that only a successful run puts in place takes the
        # text as it is printed (a big module's text is then never all in
        # memory); standard output gets each chunk whole, or nothing of a
        # chunk that fails, and --verify-diagnostics keeps what verified.
        self._stream = output.write if output.streams() and verifier is None else None
        for k, (start, end) in enumerate(chunks):
            if k and cfg.split_marker:
                output.write(separator)
            source = SourceFile(text[start:end], name, text.count("\n", 0, start))
            result = self.process_chunk(source, engine)
            if result is None:
                all_ok = False
            else:
                with self.rep.progress.paused() if self.rep.progress is not None else nullcontext():
                    output.write(result)
        if verifier is not None:
            return verifier.finish() and not self.internal_failure
        return all_ok


# ---------------------------------------------------------------------------
# The command
# ---------------------------------------------------------------------------


def _list_passes() -> str:
    from pyopt.ir.context import current  # here, for start-up (the options' names read it too)

    infos = available_passes(current().release)  # the passes the run's release has
    if not infos:
        return "Available passes: none (pyopt implements no passes yet)\n"
    lines = ["Available passes:"]
    for info in infos:
        alias = "  (" + ", ".join("-" + a for a in info.aliases) + ")" if info.aliases else ""
        lines.append(f"  -{info.name}{alias}")
        if info.summary:
            lines.append(f"      {info.summary}")
        if info.mirrors:
            lines.append(f"      mirrors {info.mirrors}")
        for o in info.options:
            default = o.default
            if isinstance(default, bool):
                default = "true" if default else "false"
            elif isinstance(default, (list, tuple)):
                default = ",".join(str(x) for x in default)
            if o.name is None:  # the run's release has no such option
                continue
            text = f"        {o.name}=<{o.type_name}>"
            text += f"  {o.help}" if o.help else ""
            text += f" (default: {default!s})" if default != "" else ' (default: "")'
            lines.append(text)
    return "\n".join(lines) + "\n"


def _list_passes_json() -> str:
    """``--list-passes --json``: the ``pyopt.passes`` document (version 1)."""
    import json  # here, for start-up: only this listing writes JSON

    from pyopt.ir.context import current  # here, for start-up (the options' names read it too)

    def plain(v):  # a default as JSON (tuples as arrays)
        return [plain(x) for x in v] if isinstance(v, (list, tuple)) else v

    release = current().release
    passes = []
    for info in available_passes(release):
        options = [{"name": o.name, "type": o.type_name, "default": plain(o.default), "help": o.help or ""}
                   for o in info.options if o.name is not None]  # None: the run's release has no such option
        passes.append({"name": info.name, "aliases": list(info.aliases), "summary": info.summary or "",
                       "mirrors": info.mirrors or "", "options": options})
    doc = {"schema": "pyopt.passes", "version": 1, "triton_version": ".".join(map(str, release)),
           "passes": passes}
    return json.dumps(doc, indent=2) + "\n"


def _load_plugin(spec: str) -> None:
    if spec.endswith(".py") or os.sep in spec:
        mod_name = "pyopt_plugin_" + os.path.splitext(os.path.basename(spec))[0].replace("-", "_")
        loader = importlib.util.spec_from_file_location(mod_name, spec)
        if loader is None or loader.loader is None:
            raise ImportError(f"no Python module at '{spec}'")
        module = importlib.util.module_from_spec(loader)
        sys.modules[mod_name] = module
        loader.loader.exec_module(module)
    else:
        importlib.import_module(spec)


def pass_option_flag(text: str) -> Optional[tuple[str, str, Optional[str]]]:
    """``PASS-OPTION[=VALUE]`` (a flag such as ``--axis-info-format=table``)
    -> (pass name, option name, value or None) when PASS is a pass (its name
    or an alias) with an option OPTION; the longest pass name wins."""
    name, eq, value = text.partition("=")
    parts = name.split("-")
    for i in range(len(parts) - 1, 0, -1):
        info = pass_info("-".join(parts[:i]))
        if info is None:
            continue
        option = "-".join(parts[i:])
        if any(o.base_name == option or any(n == option for _, n, _ in o.renames) for o in info.options):
            return info.name, option, value if eq else None
    return None


def _resolve_passes(raw: list[RawPass], notes: Optional[list] = None) -> list:
    # --PASS-OPTION=VALUE flags set OPTION on every run of PASS on the command
    # line (options a pass is given itself win over them).
    option_flags: dict[str, list] = {}
    option_origins: dict[str, str] = {}
    passes = []
    for item in raw:
        if item.kind == "flag":
            name = item.text.partition("=")[0]
            if pass_info(name) is None:
                found = pass_option_flag(item.text)
                if found is not None:
                    option_flags.setdefault(found[0], []).append(found[1:])
                    option_origins.setdefault(found[0], item.origin.partition("=")[0])
                    continue
        passes.append(item)

    if any(item.kind == "pipeline" for item in passes) and any(item.kind != "pipeline" for item in passes):
        raise PassError("'-pass-pipeline' option can't be used with individual pass options")  # mlir-opt's
    factories = []
    used: set = set()
    for item in passes:
        if item.kind == "pipeline":
            specs = parse_pass_pipeline(item.text, require_anchor=True)
        elif item.kind == "pass":
            specs = [parse_pass_arg(item.text, item.origin)]
        else:
            name, eq, opts = item.text.partition("=")
            specs = [PassSpec(name, parse_pass_options(opts) if eq else [], item.origin)]
        for spec in specs:
            info = pass_info(spec.flag)
            if info is not None and info.name in option_flags:
                used.add(info.name)
                spec = PassSpec(spec.flag, option_flags[info.name] + list(spec.options), spec.origin)
            try:
                factories.append(resolve_pass(spec, notes))
            except PassError as e:
                if item.kind == "flag" and str(e).startswith("unknown pass") and not e.notes:
                    flag = item.origin.partition('=')[0]
                    guess = hints.did_you_mean(flag, [o for p in cli.params for o in getattr(p, "opts", [])])
                    raise PassError(f"unknown option or pass '{flag}' "
                                    + (f"({guess} see pyopt --help and pyopt --list-passes)" if guess else
                                       "(see pyopt --help and pyopt --list-passes)")) from None
                raise
    for pass_name in option_flags:
        if pass_name not in used:
            raise PassError(f"option '{option_origins[pass_name]}' is for pass '{pass_name}', "
                            "which the command line does not run")
    return factories


def _pipeline_root(raw: list) -> str:
    """The op a ``--pass-pipeline`` is anchored on (``any(cse)``: ``any``), else the module."""
    for item in raw:
        if item.kind == "pipeline":
            return item.text.strip().partition("(")[0].strip() or "builtin.module"
    return "builtin.module"


def _run(ctx: click.Context, input: str, output: Optional[str], split_input_file: Optional[str],
         output_split_marker: str, verify_diagnostics: Optional[str], verify_each: str, list_passes: bool,
         allow_unregistered_dialect: bool, mlir_print_debuginfo: bool, mlir_print_op_generic: bool,
         mlir_disable_threading: bool, debug: bool, color: str, load_pass_plugin: tuple,
         list_dumps: bool = False, dump: Optional[str] = None, run_reproducer: bool = False,
         run_reproducer_partial: bool = False,
         list_release_rules: bool = False, json_: bool = False, dump_pass_pipeline: bool = False,
         **_ignored) -> int:
    context = _run_context(ctx)  # the run's release (--triton-version, PYOPT_TRITON_VERSION, ...)
    reporter = Reporter(color)
    # MLIR's instrumentation (--mlir-print-ir-*, --mlir-timing) and LLVM's
    # debug output (--debug, --debug-only): pyopt.instrument, pyopt.debuglog.
    try:
        with context:  # (a pass the run's release lacks is not a pass to print around)
            instrument = _instrumentation(reporter, _ignored, mlir_print_debuginfo, mlir_print_op_generic, debug)
    except PassError as e:
        reporter.tool_error(str(e))
        for note in e.notes:
            reporter.tool_error(note, "note")
        return 1
    ctx.meta["pyopt.reporter"] = reporter
    for plugin in load_pass_plugin:
        try:
            _load_plugin(plugin)
        except Exception as e:  # noqa: BLE001
            if debug:
                raise
            reporter.tool_error(f"cannot load pass plugin '{plugin}': {type(e).__name__}: {e}")
            return 1
    if list_passes:
        with context:  # options are named as the run's release names them
            click.echo(_list_passes_json() if json_ else _list_passes(), nl=False)
        return 0
    if list_release_rules:
        # Imported here, for start-up: only this listing loads every module that declares rules.
        from pyopt.release_rules import listing

        with context:
            click.echo(listing(), nl=False)
        return 0
    if list_dumps:  # --list-dumps LOG: the IR dumps of a log (pyopt.dumplog)
        with context:
            try:
                text, name = Driver(Config(input=input), reporter, context=context).read_input(raw=True)
            except OSError as e:
                reporter.tool_error(f"cannot open input file '{input}': {e.strerror or e}")
                return 1
            if json_:
                click.echo(json_listing(read_dumps(text), name), nl=False)
            else:
                click.echo(escape_controls(format_listing(read_dumps(text), name), multiline=True), nl=False)
        return 0
    if json_:
        reporter.tool_error("--json goes with --list-passes or --list-dumps")
        return 1
    try:
        verify_each_on = parse_bool(verify_each)
    except ValueError:
        reporter.tool_error(f"invalid value '{verify_each}' for --verify-each (expected true/false/1/0)")
        return 1
    notes: list = []
    try:
        with context:  # (pass options may differ between releases)
            factories = _resolve_passes(ctx.meta.get("pyopt.passes", []), notes)
    except PassError as e:
        reporter.tool_error(str(e))
        for note in e.notes:  # e.g. the releases that have a pass the run's release lacks
            reporter.tool_error(note, "note")
        return 1
    for note in notes:  # an option named as an older release names it
        reporter.tool_error(note, "note")
    run_reproducer = run_reproducer or run_reproducer_partial
    if run_reproducer and factories:
        reporter.tool_error("--run-reproducer runs the pipeline the reproducer names; "
                            "give no passes with it")
        return 1
    if dump_pass_pipeline and not run_reproducer:  # (a reproducer's: when its pipeline is read)
        with context:
            reporter.stream.write(render_pass_pipeline([make() for make in factories],
                                                       _pipeline_root(ctx.meta.get("pyopt.passes", []))))
    cfg = Config(
        input=input,
        output=output,
        split_marker=split_input_file or None,
        output_split_marker=output_split_marker,
        verify_diagnostics=(verify_diagnostics or "all") if verify_diagnostics is not None else None,
        verify_each=verify_each_on,
        debuginfo=mlir_print_debuginfo,
        generic=mlir_print_op_generic,
        print_flags=printing_flags(_ignored),
        debug=debug,
        passes=factories,
        instrument=instrument,
        dump=dump,
        run_reproducer=run_reproducer,
        run_reproducer_partial=run_reproducer_partial,
        pass_statistics=(_ignored.get("mlir_pass_statistics_display") or "pipeline")
        if _ignored.get("mlir_pass_statistics") else None,
        dump_pass_pipeline=dump_pass_pipeline,
        verify_semantics=bool(_ignored.get("verify_semantics")),
        # not where other stderr output could mix with it (pyopt.progress)
        progress=instrument is None and not debug and not _ignored.get("debug_only") and verify_diagnostics is None,
    )
    return Driver(cfg, reporter, context=context).run()


def _instrumentation(reporter: Reporter, opts: dict, debuginfo: bool, generic: bool, debug: bool):
    """The driver's :class:`pyopt.instrument.DriverInstrumentation` for the
    instrumentation options in ``opts`` (None when none is on); turns on the
    debug types of --debug-only (every type under --debug)."""
    from pyopt import debuglog

    debug_only = [t.strip() for v in opts.get("debug_only", ()) for t in v.split(",")]
    debuglog.configure(debug_only, all_types=debug)
    warning = None if debug else debuglog.unemitted_warning(debug_only)
    if warning is not None:  # (LLVM says nothing; pyopt would print nothing under them)
        reporter.tool_error(escape_controls(warning), "warning")
    before = [n.strip() for v in opts.get("mlir_print_ir_before", ()) for n in v.split(",") if n.strip()]
    after = [n.strip() for v in opts.get("mlir_print_ir_after", ()) for n in v.split(",") if n.strip()]
    for flag, names in (("--mlir-print-ir-before", before), ("--mlir-print-ir-after", after)):
        for n in names:
            info = pass_info(n)
            if info is None:
                e = unknown_pass_error(n)
                raise PassError(f"for the {flag} option: {e}", e.notes)
            if info.registered:
                from pyopt.ir.context import current  # here, for start-up: only a pass some release lacks

                refusal = release_refusal(info, n, current().release)
                if refusal is not None:
                    raise PassError(f"for the {flag} option: {refusal}", refusal.notes)
    timing = opts.get("mlir_timing_display") or "tree" if opts.get("mlir_timing") else None
    any_print = (opts.get("mlir_print_ir_before_all") or opts.get("mlir_print_ir_after_all") or before
                 or after or opts.get("mlir_print_ir_after_failure"))
    if not any_print and timing is None:
        return None
    # Imported here, not at the top: start-up (only these options need it).
    from pyopt.instrument import DriverInstrumentation, IRPrinterConfig, printer_for

    printer = IRPrinterConfig.from_flags(
        printer_for(debuginfo, generic, **printing_flags(opts)), before_all=opts.get("mlir_print_ir_before_all", False),
        after_all=opts.get("mlir_print_ir_after_all", False), before=before, after=after,
        after_change=opts.get("mlir_print_ir_after_change", False),
        after_failure=opts.get("mlir_print_ir_after_failure", False),
        module_scope=opts.get("mlir_print_ir_module_scope", False))
    isatty = getattr(reporter.stream, "isatty", None)
    rich_table = bool(isatty and isatty()) and "NO_COLOR" not in os.environ
    return DriverInstrumentation(reporter.stream, printer, timing, rich_table)


def printing_flags(params: dict) -> dict:
    """print_op's keyword arguments for MLIR's printing flags on the command line."""
    return {"nameloc": bool(params.get("mlir_use_nameloc_as_prefix")),
            "local_scope": bool(params.get("mlir_print_local_scope")),
            "elide_limit": params.get("mlir_elide_elementsattrs_if_larger")}


#: the distribution that installs pyopt (``pyopt`` on PyPI is an unrelated package)
DISTRIBUTION = "pyopt-triton"


def package_version() -> str:
    """pyopt's version: the installed distribution's ``dist-info`` (``DISTRIBUTION``), else (a
    source checkout run without installing it) the version in the ``pyproject.toml`` beside
    the package when that file declares ``DISTRIBUTION``, else the distribution's metadata as
    :mod:`importlib.metadata` finds it, else ``unknown``."""
    found = dist_info_version(DISTRIBUTION)
    if found is not None:
        return found
    found = _checkout_version()
    if found is not None:
        return found
    # Imported here, not at the top: only --version needs it, and it costs as
    # much start-up as the rest of the driver (start-up).
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown"


def _checkout_version() -> Optional[str]:
    """The ``[project]`` version of the ``pyproject.toml`` beside the package, if that file
    declares ``DISTRIBUTION`` (read by hand: tomllib costs start-up)."""
    try:
        text = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text(encoding="utf-8")
    except OSError:
        return None
    section, fields = "", {}
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif section == "[project]" and line.partition("=")[0].strip() in ("name", "version"):
            fields[line.partition("=")[0].strip()] = line.partition("=")[2].strip().strip("\"'")
    return fields.get("version") if fields.get("name") == DISTRIBUTION else None


def _run_context(ctx: click.Context):
    """The run's :class:`pyopt.ir.context.Context`: the release that
    ``--triton-version``, else ``PYOPT_TRITON_VERSION``, else the installed
    triton package names, else the newest (:func:`pyopt.ir.context.choose_release`);
    made once per run.  A release pyopt does not support is an error (exit
    status 1) that lists the ones it does."""
    context = ctx.meta.get("pyopt.context")
    if context is None:
        # Imported here, not at the top: `pyopt --help` loads no IR (the
        # context module is small: it reads the release, nothing more).
        from pyopt.ir.context import Context, ReleaseError, supported_text

        try:
            context = Context.from_options(ctx.meta.get("pyopt.triton_version"))
        except ReleaseError as e:
            raise click.ClickException(f"invalid value '{e.given}' for {e.source} "
                                       f"(pyopt supports Triton {supported_text()})") from None
        ctx.meta["pyopt.context"] = context
    return context


def _take_triton_version(ctx: click.Context, _param, value: Optional[str]) -> Optional[str]:
    """``--triton-version``'s callback (eager, and given first: see
    :meth:`PyoptCommand.parse_args`): the run's release is chosen now, so that
    ``--version`` reports it and a bad value is reported before anything runs."""
    if ctx.resilient_parsing:
        return value
    ctx.meta["pyopt.triton_version"] = value
    _run_context(ctx)
    return value


def _print_version(ctx: click.Context, _param, value: bool) -> None:
    if not value or ctx.resilient_parsing:
        return
    context = _run_context(ctx)
    click.echo(f"pyopt {package_version()}\n  a Python re-implementation of triton-opt\n"
               f"  targets Triton {context.release_text} ({escape_controls(context.reason)})")
    ctx.exit(0)


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


class SemanticsCheck(PassInstrumentation):
    """``--verify-semantics``: after each pass that changed the module, the
    module before the pass and after it run in the interpreter on the same
    inputs (``pyopt equiv``'s default trials, :mod:`pyopt.interp.equiv`); the
    first pass that changed what the kernel stores fails the run, with the
    first differing element and the store ops.  A pass whose input the
    interpreter cannot run gets a warning (once per pass name), not a verdict."""

    def __init__(self, driver: "Driver", name: str):
        # Imported here: only --verify-semantics needs numpy and the interpreter.
        from pyopt.interp import equiv

        self.equiv = equiv
        self.driver = driver
        self.name = name
        self.before: Optional[str] = None
        self.warned: set = set()

    def _text(self, op) -> str:
        from pyopt.ir.printer import print_op

        while op.parent_op is not None:  # the whole module, also for a pass run on a function
            op = op.parent_op
        return print_op(op, debuginfo=True, context=self.driver.context)

    def run_before_pass(self, p, op) -> None:
        self.before = self._text(op)

    def run_after_pass(self, p, op) -> None:
        from pyopt.syntax.parser import parse_source

        after = self._text(op)
        if after == self.before:
            return
        context = self.driver.context
        a = parse_source(self.before, self.name, context=context)
        b = parse_source(after, self.name, context=context)
        eq = self.equiv
        runner = eq.InterpRunner(".".join(map(str, context.release[:2])))
        v = run_deep(eq.check_equivalence, a, b, runner, eq.make_trials(3), pointee=eq.pointee_types(a))
        pass_name = getattr(p, "name", type(p).__name__)
        if v.status == "different":
            diag = eq.difference_diagnostic(v, "the pass's input", "its output")
            diag.message = f"pass '{pass_name}' changed the kernel's meaning: {diag.message}"
            raise DiagnosticError(diag)
        if v.status == "error" and pass_name not in self.warned:
            self.warned.add(pass_name)
            e = v.failure
            self.driver._print_diag(Diagnostic(
                "warning", f"--verify-semantics cannot check pass '{pass_name}': {e.message}", e.loc))


# -- pyopt equiv (issue 28): do two kernels mean the same? -------------------------------
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


def load_module(path: str, context, reporter: Reporter, sources: SourceManager):
    """Parse and verify the file ``path`` as ``context``'s release; None
    (diagnostics written) where it cannot be read or is not valid IR."""
    from pyopt.syntax.parser import parse_source  # here: start-up (`pyopt --help` loads no IR)
    from pyopt.verifier import verify

    try:
        with open(path, "rb") as f:
            text = decode_input(f.read())
    except OSError as e:
        reporter.tool_error(f"cannot open input file '{path}': {e.strerror or e}")
        return None
    source = sources.add(SourceFile(text, path))
    try:
        module = parse_source(text, path, context=context)
        verify(module, source=source, context=context)
    except DiagnosticError as e:
        for diag in e.diagnostics():
            reporter.write(render_diagnostic(diag, sources, reporter.color))
        return None
    return module


def _equiv(ctx: click.Context, a: str, b: str, func: Optional[str], trials: int, grid: tuple, arg: tuple,
           seed: int, rtol: Optional[float], atol: Optional[float], color: str) -> int:
    context = _run_context(ctx)
    reporter = Reporter(color)
    # Imported here, not at the top: only `pyopt equiv` needs numpy and the interpreter.
    try:
        from pyopt.interp import equiv
    except ImportError as e:
        reporter.tool_error(f"pyopt equiv needs numpy (pip install 'pyopt-triton[run]'): {e}")
        return 2
    sources = SourceManager()
    with context:
        modules = [load_module(path, context, reporter, sources) for path in (a, b)]
        if any(m is None for m in modules):
            return 2
        runner = equiv.InterpRunner(".".join(map(str, context.release[:2])))
        verdict = run_deep(equiv.check_equivalence, modules[0], modules[1], runner,
                           equiv.make_trials(trials, seed, list(grid) or None), func=func, scalars=dict(arg),
                           rtol=rtol, atol=atol, pointee=equiv.pointee_types(modules[0], func))
    if verdict.status == "equivalent":
        click.echo(equiv.summary(verdict), nl=False)
    elif verdict.status == "different":
        reporter.write(render_diagnostic(equiv.difference_diagnostic(verdict, a, b), sources, reporter.color))
    else:  # a kernel could not run: an input problem or an interpreter gap, not a verdict
        e = verdict.failure
        name = a if verdict.failed_side == "A" else b
        reporter.write(render_diagnostic(
            Diagnostic("error", f"cannot run {name}: {e.message} ({verdict.failed_trial.describe()})", e.loc),
            sources, reporter.color))
    return verdict.exit_code


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


def console_main() -> int:
    """The ``pyopt`` command and ``python -m pyopt``: :func:`main` in a
    process of its own, with Python's cyclic garbage collector off.

    The IR is a graph of reference cycles (ops, values, uses) that stays
    alive until the process ends; the collector's passes over it free
    little and cost a large share of a run (a third of a big parse).  A
    pyopt process is short-lived and its peak memory stays small (under
    100 MB for 30,000 lines), so collecting is not worth it.

    Lark imports ``regex`` (when installed) for an option pyopt does not
    use, and ``hashlib`` for grammar caches pyopt does not use (OpenSSL's
    start-up): in a pyopt process of its own each is loaded only if
    something uses it (:func:`pyopt.support.load_when_used`).  A program
    that imports pyopt as a library keeps its modules as they are."""
    gc.disable()
    load_when_used("regex")
    load_when_used("hashlib")
    return main()


def main(argv: Optional[list[str]] = None) -> int:
    """Run the command line ``argv`` (default: ``sys.argv[1:]``) in this
    process; returns the exit code."""
    args = sys.argv[1:] if argv is None else list(argv)
    debug = any(a in ("-debug", "--debug") for a in args)
    try:
        if args[:1] == ["layout"]:  # the subcommand (a file named layout: ./layout)
            # Imported here, not at the top: only `pyopt layout` needs it (start-up).
            from pyopt.layout_tool import main as layout_main

            return layout_main(args[1:], prog="pyopt layout")
        if args[:1] == ["equiv"]:  # the subcommand (a file named equiv: ./equiv)
            try:
                rc = equiv_cli.main(args=args[1:], prog_name="pyopt equiv", standalone_mode=False)
            except click.ClickException as e:  # equiv's errors are exit status 2 (1: "different")
                sys.stderr.write(escape_controls(f"pyopt equiv: error: {e.format_message()}", multiline=True) + "\n")
                return 2
            except (click.exceptions.Exit, click.exceptions.Abort, KeyboardInterrupt, BrokenPipeError):
                raise
            except Exception as e:  # noqa: BLE001 - never a traceback unless --debug; status 2
                if debug:
                    raise
                sys.stderr.write(escape_controls(f"pyopt: internal error: {type(e).__name__}: {e}", multiline=True)
                                 + "\npyopt: note: this is a bug in pyopt; run with --debug to see the Python "
                                 "traceback\n")
                return 2
            return rc if isinstance(rc, int) else 0
        if args[:1] == ["run"]:  # the interpreter (a file named run: ./run)
            # Imported here, not at the top: only `pyopt run` needs it (start-up, numpy).
            from pyopt.run_tool import main as run_main

            return run_main(args[1:])
        rc = cli.main(args=args, prog_name="pyopt", standalone_mode=False)
        return rc if isinstance(rc, int) else 0
    except click.exceptions.Exit as e:
        return e.exit_code
    except click.exceptions.Abort:
        return 130
    except click.ClickException as e:
        sys.stderr.write(escape_controls(f"pyopt: error: {e.format_message()}", multiline=True) + "\n")
        if isinstance(e, click.UsageError):
            sys.stderr.write("Try 'pyopt --help' for help.\n")
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # what pyopt writes besides the IR (--list-passes ... | head)
        _silence(sys.stdout)  # what is left in its buffer is not flushed again at exit
        try:
            sys.stderr.write(f"pyopt: error: {CLOSED_PIPE}\n")
            sys.stderr.flush()
        except OSError:
            _silence(sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001 - never a traceback unless --debug
        if debug:
            raise
        msg = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
        sys.stderr.write(escape_controls(f"pyopt: internal error: {msg}", multiline=True) + "\n"
                         "pyopt: note: this is a bug in pyopt; run with --debug to see the Python traceback\n")
        return 1
