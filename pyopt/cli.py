"""The ``pyopt`` command: triton-opt's driver (MLIR's ``MlirOptMain``) in Python;
this module reads the command line and writes the output (:class:`Output`), the
run itself is :mod:`pyopt.driver`'s.

    pyopt [INPUT|-] [-o FILE] [--split-input-file] [--verify-diagnostics]
          [-PASS[=OPTIONS]] [-p PASS[{OPTIONS}]] [--pass-pipeline=PIPELINE] ...

Steps (mlir/lib/Tools/mlir-opt/MlirOptMain.cpp): read the input; split it at
``// -----`` under ``--split-input-file`` (mlir/lib/Support/ToolUtilities.cpp);
for each chunk parse, verify, run the passes (verifying after each) and print;
join the outputs with ``// -----``.  Diagnostics go to stderr in MLIR's format;
under ``--verify-diagnostics`` they are checked against ``expected-*``
comments instead (:mod:`pyopt.verify_diagnostics`).

The driver's options are declared once, as click options
(:data:`pyopt.cli_command.cli`).
Pass flags are not click options: click fires a repeated flag once, and a
single-dash long flag such as ``-tritongpu-coalesce`` would be read as a
cluster of short options.  :class:`PyoptCommand` therefore sorts the raw
arguments itself (:func:`split_argv`, which reads the option names and kinds
from click's parameters), keeping pass flags, ``-p`` values and
``--pass-pipeline`` pieces in order, and hands only the driver's own options to
click.  Like LLVM's command-line library it accepts ``-opt`` and ``--opt``
alike.

Start-up is kept short: the parser (and lark), the printer and pass modules
are imported only when an input is processed, the driver (:mod:`pyopt.driver`)
only when something runs (not for ``--version``), and click only where it reads
the command line: a plain run (an input, pass flags, ``--triton-version``; or
``--version`` alone) is read by :func:`plain_request`, with the defaults of
every other option (:data:`PLAIN_PARAMS`), and run by the same
:func:`pyopt.driver._run`.  The driver's names are reachable from here too
(``pyopt.cli.Output``, ...: :func:`__getattr__`).
"""

from __future__ import annotations

import errno
import gc
import io
import os
import stat
import sys
from typing import TYPE_CHECKING, Optional

from pyopt.support import dist_info_version, escape_controls, load_when_used

if TYPE_CHECKING:  # (annotations only: a plain run imports no click)
    import click

DEFAULT_SPLIT_MARKER = "// -----"

# ---------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------


class RawPass:
    """A pass request from the command line, parsed later (after ``--help``).
    (A plain class, not a dataclass: start-up, ``--version`` imports no dataclasses.)"""

    __slots__ = ("kind", "text", "origin")

    def __init__(self, kind: str, text: str, origin: str) -> None:
        self.kind = kind  # "flag" (-name[=opts]), "pass" (-p value), "pipeline"
        self.text = text
        self.origin = origin

    def __repr__(self) -> str:
        return f"RawPass(kind={self.kind!r}, text={self.text!r}, origin={self.origin!r})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.kind, self.text, self.origin) == (other.kind, other.text, other.origin)  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # (mutable, compared by value)


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
    # Imported here, not at the top: a plain run reads its arguments without click (start-up).
    import click

    from pyopt.cli_command import PassRequestOption, _option_index
    from pyopt.passes import parse_bool

    if params is None:
        from pyopt.cli_command import cli

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


# A plain run, read without click (start-up) -----------------------------------------------------

#: What click gives :func:`_run` for a command line of no option but the input (every option
#: at its default; ``test/unit/test_cli.py`` checks it against the click declarations).
PLAIN_PARAMS: dict = {
    "triton_version": None, "input": "-", "output": None, "split_input_file": None,
    "output_split_marker": DEFAULT_SPLIT_MARKER, "verify_diagnostics": None, "verify_each": "true",
    "list_passes": False, "list_release_rules": False, "list_dumps": False, "json_": False, "dump": None,
    "verify_semantics": False, "dump_pass_pipeline": False, "run_reproducer": False,
    "run_reproducer_partial": False, "load_pass_plugin": (), "allow_unregistered_dialect": False,
    "mlir_print_debuginfo": False, "mlir_print_op_generic": False, "mlir_use_nameloc_as_prefix": False,
    "mlir_print_local_scope": False, "mlir_elide_elementsattrs_if_larger": None,
    "mlir_disable_threading": False, "mlir_print_ir_before_all": False, "mlir_print_ir_after_all": False,
    "mlir_print_ir_before": (), "mlir_print_ir_after": (), "mlir_print_ir_after_change": False,
    "mlir_print_ir_after_failure": False, "mlir_print_ir_module_scope": False, "mlir_timing": False,
    "mlir_timing_display": "tree", "mlir_pass_statistics": False, "mlir_pass_statistics_display": "pipeline",
    "debug_only": (), "color": "auto", "debug": False,
}


class PlainContext:
    """What :func:`_run` and the release's callbacks read of click's context, for a plain run."""

    resilient_parsing = False

    def __init__(self) -> None:
        self.meta: dict = {}


class PlainRequest:
    """A command line that :func:`plain_request` read without click."""

    __slots__ = ("params", "passes", "version")

    def __init__(self, params: dict, passes: list, version: bool) -> None:
        self.params = params  # _run's arguments, as click would give them
        self.passes = passes  # the pass flags, as split_argv gives them
        self.version = version  # --version (alone, or with --triton-version)


def plain_request(args: list[str]) -> Optional[PlainRequest]:
    """``args`` as click would read them, where they are a plain run: at most one
    input (a path or ``-``), pass flags (``-NAME[=OPTIONS]`` or ``--NAME...``,
    NAME a pass pyopt knows or a triton-opt alias: never an option's name, see
    test_cli) and at most one ``--triton-version`` (``=V`` or `` V``); or
    ``--version``, alone or with ``--triton-version``.  None for anything else
    (options, ``--``, a pass option flag, an unknown flag, a missing value, two
    inputs), which click reads."""
    params = dict(PLAIN_PARAMS)
    passes: list[RawPass] = []
    inputs: list[str] = []
    release: list[str] = []
    version = False
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            inputs.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, eq, value = body.partition("=")
        if name == "triton-version":
            if not eq:
                if i >= len(args):
                    return None
                value = args[i]
                i += 1
            release.append(value)
        elif name == "version" and not eq:
            version = True
        elif _is_pass(name):
            passes.append(RawPass("flag", body, arg))
        else:
            return None
    if len(inputs) > 1 or len(release) > 1 or version and (inputs or passes):
        return None
    if inputs:
        params["input"] = inputs[0]
    if release:
        params["triton_version"] = release[0]
    return PlainRequest(params, passes, version)


def _is_pass(name: str) -> bool:
    from pyopt.passes import pass_info  # here, not at the top: --version reads no pass index (start-up)

    return pass_info(name) is not None


def _run_plain(request: PlainRequest) -> int:
    """Run a :func:`plain_request` as click runs the command: the release's callback
    first (as ``--triton-version``'s, eager), then ``--version`` or :func:`_run`."""
    ctx = PlainContext()
    ctx.meta["pyopt.passes"] = request.passes
    _take_triton_version(ctx, None, request.params["triton_version"])
    if request.version:
        sys.stdout.write(version_text(_run_context(ctx)) + "\n")  # (as click.echo writes it)
        sys.stdout.flush()
        return 0
    from pyopt.driver import _run  # here, not at the top: --version runs no driver (start-up)

    return _run(ctx, **request.params)


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


def decode_input(data: bytes) -> str:
    """The text of input bytes: UTF-8, and bytes that are not UTF-8 are kept
    (as lone surrogates, ``surrogateescape``): MLIR reads bytes, and a string
    literal may hold any (printed as ``\\FF``); outside one, the parser
    reports the character as MLIR does.  ``tools/fuzz`` reads its mutants
    through this too."""
    return data.decode("utf-8", errors="surrogateescape")


class OutputError(Exception):
    """Writing the output failed; the message says why."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


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
        path = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "pyproject.toml")
        with open(path, encoding="utf-8") as f:
            text = f.read()
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


def _run_context(ctx: click.Context | PlainContext):
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
            import click  # here, not at the top: start-up (a plain run needs no click)

            raise click.ClickException(f"invalid value '{e.given}' for {e.source} "
                                       f"(pyopt supports Triton {supported_text()})") from None
        ctx.meta["pyopt.context"] = context
    return context


def _take_triton_version(ctx: click.Context | PlainContext, _param, value: Optional[str]) -> Optional[str]:
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
    import click  # here, not at the top: start-up (a plain run needs no click)

    click.echo(version_text(_run_context(ctx)))
    ctx.exit(0)


def version_text(context) -> str:
    """What ``--version`` prints (without the final newline)."""
    return (f"pyopt {package_version()}\n  a Python re-implementation of triton-opt\n"
            f"  targets Triton {context.release_text} ({escape_controls(context.reason)})")


def console_main() -> int:
    """The ``pyopt`` command and ``python -m pyopt``: :func:`main` in a
    process of its own, with Python's cyclic garbage collector off.

    The IR is a graph of reference cycles (ops, values, uses) that stays
    alive until the process ends; the collector's passes over it free
    little and cost a large share of a run (a third of a big parse).  A
    pyopt process is short-lived and its peak memory stays small (under
    100 MB for 30,000 lines), so collecting is not worth it.

    Lark imports modules a pyopt run does not use (:data:`LARK_UNUSED`):
    in a pyopt process of its own each is loaded only if something uses it
    (:func:`pyopt.support.load_when_used`).  A program that imports pyopt as
    a library keeps its modules as they are."""
    gc.disable()
    for name in LARK_UNUSED:
        load_when_used(name)
    return main()


#: What Lark imports for what pyopt never asks of it (a tenth of a small run's imports):
#: ``regex`` (when installed) for its ``regex=True`` option; ``hashlib`` (OpenSSL's
#: start-up), ``pickle``, ``tempfile`` (with ``shutil``, ``random``, ``bz2``, ``lzma``) and
#: ``getpass`` for its grammar caches and ``save``/``load``; ``pkgutil`` for grammars
#: imported from packages.  (Only top-level modules: finding a submodule's spec would
#: import its package.)
LARK_UNUSED = ("regex", "hashlib", "pickle", "tempfile", "getpass", "pkgutil")


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
            # Imported here, not at the top: start-up (a plain run needs no click).
            import click

            from pyopt.cli_command import equiv_cli

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
        # (click's shell completion, asked for through the environment, is click's)
        plain = None if os.environ.get("_PYOPT_COMPLETE") else plain_request(args)
        if plain is not None:
            return _run_plain(plain)
        from pyopt.cli_command import cli  # here, not at the top: a plain run needs no click (start-up)

        rc = cli.main(args=args, prog_name="pyopt", standalone_mode=False)
        return rc if isinstance(rc, int) else 0
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
        rc = _click_exit(e)
        if rc is not None:
            return rc
        if debug:
            raise
        msg = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
        sys.stderr.write(escape_controls(f"pyopt: internal error: {msg}", multiline=True) + "\n"
                         "pyopt: note: this is a bug in pyopt; run with --debug to see the Python traceback\n")
        return 1


def _click_exit(e: Exception) -> Optional[int]:
    """The exit status of click's exceptions (its exit, abort and errors; an error is
    written as pyopt writes its errors), None for any other exception."""
    click = sys.modules.get("click")  # (not loaded: no exception can be click's)
    if click is None:
        return None
    if isinstance(e, click.exceptions.Exit):
        return e.exit_code
    if isinstance(e, click.exceptions.Abort):
        return 130
    if isinstance(e, click.ClickException):
        sys.stderr.write(escape_controls(f"pyopt: error: {e.format_message()}", multiline=True) + "\n")
        if isinstance(e, click.UsageError):
            sys.stderr.write("Try 'pyopt --help' for help.\n")
        return 1
    return None


def __getattr__(name: str):
    """The driver's names as this module's (``pyopt.cli.Output``, ``pyopt.cli._resolve_passes``,
    ...: where they were before the driver had a module of its own), imported on first use."""
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from pyopt import driver

    try:
        return getattr(driver, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
