"""What the ``pyopt`` command runs (MLIR's ``MlirOptMain`` past its options): the input
read and split, each chunk parsed, verified, passed through the pass pipeline and
printed, diagnostics reported; the listings (``--list-passes``, ``--list-dumps``,
``--list-release-rules``), ``--verify-semantics`` and ``pyopt equiv``'s run.

:mod:`pyopt.cli` reads the command line and calls :func:`_run`; it imports this
module only when something runs (``pyopt --version`` does not: start-up).
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from contextlib import nullcontext
from typing import TYPE_CHECKING, Callable, Optional

from pyopt import hints
from pyopt.cli import (DEFAULT_SPLIT_MARKER, Output, OutputError, PlainContext, RawPass, _run_context, _silence,
                       decode_input)
from pyopt.dumplog import DumpLogError, choose_input, format_listing, json_listing, read_dumps
from pyopt.diagnostics import (Diagnostic, DiagnosticEngine, DiagnosticError, SourceFile, SourceManager,
                               render_at, render_diagnostic)
from pyopt import progress as progress_display
from pyopt.passes import dump_pass_pipeline as render_pass_pipeline
from pyopt.passes import (PassContext, PassError, PassInstrumentation, PassManager, PassSpec, available_passes, parse_bool,
                          release_refusal,
                          parse_pass_arg, parse_pass_options, parse_pass_pipeline, pass_info,
                          resolve_pass, statistics_report, unknown_pass_error)
from pyopt.support import Record, escape_controls, run_deep, terminal_safe, too_deep
from pyopt.reproducer import MetadataError, append_metadata, read_metadata, take_reproducer

if TYPE_CHECKING:  # (annotations only: a plain run imports no click, a run without
    import click  # --verify-diagnostics no verifier of expected diagnostics)

    from pyopt.verify_diagnostics import DiagnosticVerifier

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


class Config(Record):
    """What a run does (a :class:`~pyopt.support.Record`: start-up)."""

    _FIELDS = ("input", "output", "split_marker", "output_split_marker", "verify_diagnostics", "verify_each",
               "debuginfo", "generic", "print_flags", "debug", "passes", "instrument", "dump", "run_reproducer",
               "run_reproducer_partial", "dump_pass_pipeline", "progress", "pass_statistics", "verify_semantics")

    def __init__(self, input: str = "-", output: Optional[str] = None, split_marker: Optional[str] = None,
                 output_split_marker: str = DEFAULT_SPLIT_MARKER, verify_diagnostics: Optional[str] = None,
                 verify_each: bool = True, debuginfo: bool = False, generic: bool = False,
                 print_flags: Optional[dict] = None, debug: bool = False, passes: Optional[list] = None,
                 instrument: Optional[object] = None, dump: Optional[str] = None, run_reproducer: bool = False,
                 run_reproducer_partial: bool = False, dump_pass_pipeline: bool = False, progress: bool = False,
                 pass_statistics: Optional[str] = None, verify_semantics: bool = False) -> None:
        self.input = input
        self.output = output
        self.split_marker = split_marker
        self.output_split_marker = output_split_marker
        self.verify_diagnostics = verify_diagnostics  # None, "all", "only-expected"
        self.verify_each = verify_each
        self.debuginfo = debuginfo
        self.generic = generic
        self.print_flags = {} if print_flags is None else print_flags  # print_op's other flags (printing_flags)
        self.debug = debug
        self.passes = [] if passes is None else passes  # factories of ModulePass
        self.instrument = instrument  # pyopt.instrument.DriverInstrumentation
        self.dump = dump  # --dump: which dump of an IR dump log to take (pyopt.dumplog)
        self.run_reproducer = run_reproducer  # --run-reproducer: the passes come from the input (pyopt.reproducer)
        self.run_reproducer_partial = run_reproducer_partial  # --run-reproducer-partial: up to the first pass pyopt lacks
        # --dump-pass-pipeline: written when a reproducer's pipeline is read
        self.dump_pass_pipeline = dump_pass_pipeline
        self.progress = progress  # a progress display on a terminal, for long runs (pyopt.progress)
        self.pass_statistics = pass_statistics  # --mlir-pass-statistics: its display, "pipeline" or "list"
        self.verify_semantics = verify_semantics  # --verify-semantics: each pass's output run against its input


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
            import click  # here, not at the top: start-up (a plain run needs no click)

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
                import click  # here, not at the top: start-up (a plain run needs no click)

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
            from pyopt.verify_diagnostics import DiagnosticVerifier  # here: start-up (only this option)

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
                    from pyopt.cli_command import cli  # here, not at the top: start-up (an error)

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


def _run(ctx: click.Context | PlainContext, input: str, output: Optional[str], split_input_file: Optional[str],
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
        import click  # here, not at the top: start-up (these listings are asked for with options)

        with context:  # options are named as the run's release names them
            click.echo(_list_passes_json() if json_ else _list_passes(), nl=False)
        return 0
    if list_release_rules:
        # Imported here, for start-up: only this listing loads every module that declares rules.
        import click

        from pyopt.release_rules import listing

        with context:
            click.echo(listing(), nl=False)
        return 0
    if list_dumps:  # --list-dumps LOG: the IR dumps of a log (pyopt.dumplog)
        import click  # here, not at the top: start-up

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
        import click  # here, not at the top: start-up (as in the other branches, click is loaded)

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

