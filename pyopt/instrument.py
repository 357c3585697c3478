"""MLIR's pass-manager instrumentation, with MLIR's output formats.

* :class:`IRPrinter` -- ``--mlir-print-ir-before(-all)``, ``--mlir-print-ir-after(-all)``,
  ``--mlir-print-ir-after-change``, ``--mlir-print-ir-after-failure``,
  ``--mlir-print-ir-module-scope`` (mlir/lib/Pass/IRPrinting.cpp and
  PassManagerOptions.cpp, as in the LLVM that the run's Triton release builds with).
  Each dump is ``// -----// IR Dump Before NAME (ARGUMENT) //----- //``, the op, and a
  blank line; NAME is the C++ pass's ``getName()`` (``TritonGPUCoalesce``), ARGUMENT
  its triton-opt flag.  From Triton 3.8 the header names the pass as a textual
  pipeline, its options included: ``IR Dump Before NAME: ARGUMENT{OPTIONS}``
  (:data:`HEADER_PASS`).  Under module scope the header names the op the pass ran on,
  ``('builtin.module' operation)`` or ``('tt.func' operation: @name)``, and the
  whole module is printed; otherwise the op itself is printed, a nested one
  with its attributes and types inline (MLIR's local scope).  A failed pass
  (or a failed verification after it) dumps ``// -----// IR Dump After NAME
  Failed (ARGUMENT)`` (3.8+: ``After NAME Failed: ARGUMENT{OPTIONS}``).
* :class:`TimingManager` and :class:`PassTiming` -- ``--mlir-timing`` and
  ``--mlir-timing-display=list|tree`` (mlir/lib/Support/Timing.cpp,
  mlir/lib/Pass/PassTiming.cpp): the driver times ``Parser`` and ``Output``,
  each pass is timed (verification after it included, as in MLIR), passes
  nested on functions sit under ``'tt.func' Pipeline``; the report is MLIR's
  text, or a rich table when asked (a terminal).

This module sits above :mod:`pyopt.passes` (whose :class:`PassManager` calls
the hooks) and below the command line.
"""

from __future__ import annotations

import time
from typing import Callable, Optional, Sequence, TextIO

from pyopt.ir.version import Since, Versioned, resolve
from pyopt.passes import ModulePass, PassInstrumentation
from pyopt.support import escape_controls, terminal_safe

__all__ = [
    "IRPrinterConfig", "IRPrinter", "print_ir_header", "Timer", "TimingManager", "PassTiming",
    "print_nested_op",
]


# ---------------------------------------------------------------------------
# IR printing
# ---------------------------------------------------------------------------


def print_nested_op(op, debuginfo: bool = False, generic: bool = False) -> str:
    """``op->print(os, flags.useLocalScope())`` for an op inside the module: the
    op alone, values named as its enclosing function names them, attributes
    and types written out (no aliases), locations inline."""
    # Imported here, not at the top: start-up (--help loads no printer).
    from pyopt.ir.printer import Namer, Printer

    namer = Namer(op, generic=generic)
    return Printer(namer, debuginfo=debuginfo, generic=generic).op(op)


class IRPrinterConfig:
    """What to dump and how (MLIR's ``IRPrinterConfig`` with the command
    line's filters): ``before``/``after`` are predicates on a pass (None: never),
    ``print_op(op, nested)`` renders an op (the module, or a nested op in
    local scope)."""

    def __init__(self, before: Optional[Callable[[ModulePass], bool]],
                 after: Optional[Callable[[ModulePass], bool]],
                 print_op: Callable[[object, bool], str], module_scope: bool = False,
                 after_only_on_change: bool = False, after_only_on_failure: bool = False):
        self.before = before
        self.after = after
        self.print_op = print_op
        self.module_scope = module_scope
        self.after_only_on_change = after_only_on_change
        self.after_only_on_failure = after_only_on_failure

    @classmethod
    def from_flags(cls, print_op: Callable[[object, bool], str], before_all: bool = False,
                   after_all: bool = False, before: Sequence[str] = (), after: Sequence[str] = (),
                   after_change: bool = False, after_failure: bool = False,
                   module_scope: bool = False) -> Optional["IRPrinterConfig"]:
        """mlir-opt's rules (PassManagerOptions.cpp): ``before``/``after`` hold
        pass names (pyopt's or triton-opt's); after-failure alone prints after
        every failed pass; None when nothing is to be printed."""
        should_before = should_after = None
        if before_all:
            should_before = _always
        elif before:
            should_before = _named(before)
        if after_all or after_failure:
            should_after = _always
        elif after:
            should_after = _named(after)
        if should_before is None and should_after is None:
            return None
        return cls(should_before, should_after, print_op, module_scope, after_change, after_failure)


def _always(_p: ModulePass) -> bool:
    return True


def _named(names: Sequence[str]) -> Callable[[ModulePass], bool]:
    wanted = frozenset(names)
    return lambda p: p.name in wanted or p.get_argument() in wanted or any(a in wanted for a in p.aliases)


#: How a dump's header names the pass after "IR Dump Before|After ": MLIR's printIRHeader.
#: ``{name}`` is its getName(), ``{failed}`` " Failed" or "", ``{argument}`` its flag,
#: ``{pipeline}`` the pass as a textual pipeline (:meth:`ModulePass.pipeline_text`).
HEADER_PASS = Versioned(
    "{name}{failed} ({argument})",
    Since((3, 8), "{name}{failed}: {pipeline}",
          "llvm/llvm-project#195198: IR dump headers print the pass as a textual pipeline, options "
          "included"),
    name="IR dump headers (--mlir-print-ir-*): how the pass is named")


def print_ir_header(title: str, p: ModulePass, op, module_scope: bool, failed: bool = False) -> str:
    """The dump's first line, as the run's release's MLIR writes it (with its newline)."""
    form = resolve(HEADER_PASS)
    head = f"// -----// IR Dump {title} " + form.format(
        name=p.get_name(), failed=" Failed" if failed else "", argument=p.get_argument(),
        pipeline=p.pipeline_text() if "{pipeline}" in form else "")
    if not module_scope:
        return head + " //----- //\n"
    # MLIR writes the op's name and symbol as they are; control characters
    # (from the input) are escaped, so a name cannot end the header's line
    head += f" ('{escape_controls(op.name)}' operation"
    sym = op.attributes.get("sym_name")
    if sym is not None and hasattr(sym, "value") and isinstance(sym.value, str):
        head += f": @{escape_controls(sym.value)}"
    return head + ") //----- //\n"


def _fingerprint(op) -> tuple:
    """What MLIR's OperationFingerPrint hashes, as a comparable value: the
    ops (identity), and their names, attributes, operands, results, successors
    and locations, in walk order."""
    parts = []
    for o in op.walk():
        parts.append((id(o), o.name, tuple(o.attributes.items()), tuple(id(v) for v in o.operands),
                      tuple((id(r), r.type) for r in o.results), tuple(id(b) for b in o.successors),
                      o.loc, tuple(len(r.blocks) for r in o.regions)))
    return tuple(parts)


class IRPrinter(PassInstrumentation):
    """MLIR's IRPrinterInstrumentation: writes the dumps ``config`` asks for
    to ``stream`` (stderr)."""

    def __init__(self, config: IRPrinterConfig, stream: TextIO):
        self.config = config
        self.stream = stream
        self._fingerprints: dict = {}

    def _dump(self, title: str, p: ModulePass, op, failed: bool = False) -> None:
        cfg = self.config
        header = print_ir_header(title, p, op, cfg.module_scope, failed)
        if cfg.module_scope or op.parent is None:
            top = op
            while top.parent_op is not None:
                top = top.parent_op
            body = cfg.print_op(top, False)
        else:
            body = cfg.print_op(op, True)
        self.stream.write(header + body + "\n\n")
        self.stream.flush()

    def run_before_pass(self, p: ModulePass, op) -> None:
        cfg = self.config
        if cfg.after_only_on_change:
            self._fingerprints[id(p)] = _fingerprint(op)
        if cfg.before is not None and cfg.before(p):
            self._dump("Before", p, op)

    def run_after_pass(self, p: ModulePass, op) -> None:
        cfg = self.config
        if cfg.after_only_on_failure:
            return
        if cfg.after_only_on_change:
            before = self._fingerprints.pop(id(p), None)
            if before == _fingerprint(op):
                return
        if cfg.after is not None and cfg.after(p):
            self._dump("After", p, op)

    def run_after_pass_failed(self, p: ModulePass, op) -> None:
        cfg = self.config
        self._fingerprints.pop(id(p), None)
        if cfg.after is not None and cfg.after(p):
            self._dump("After", p, op, failed=True)


# ---------------------------------------------------------------------------
# Timing
# ---------------------------------------------------------------------------

_BANNER = "... Execution time report ..."


class Timer:
    """A timer of MLIR's DefaultTimingManager: accumulated wall time, children
    in the order they were first nested (one per key), possibly hidden (its
    children are shown in its place)."""

    __slots__ = ("name", "wall", "children", "hidden", "_start")

    def __init__(self, name: str, hidden: bool = False):
        self.name = name
        self.wall = 0.0
        self.children: dict = {}
        self.hidden = hidden
        self._start: Optional[float] = None

    def nest(self, key, name: str) -> "Timer":
        child = self.children.get(key)
        if child is None:
            child = self.children[key] = Timer(name)
        return child

    def start(self) -> None:
        self._start = time.perf_counter()

    def stop(self) -> None:
        if self._start is not None:
            self.wall += time.perf_counter() - self._start
            self._start = None


class TimingManager:
    """MLIR's DefaultTimingManager with one root timer (hidden); ``report``
    writes MLIR's ``... Execution time report ...``."""

    def __init__(self, display: str = "tree"):
        self.display = display
        self.root = Timer("root", hidden=True)
        self.root.start()

    def scope(self, name: str, parent: Optional[Timer] = None) -> Timer:
        """A child timer of ``parent`` (default: the root) named ``name``, started."""
        t = (parent or self.root).nest(name, name)
        t.start()
        return t

    def rows(self) -> list[tuple[int, str, float]]:
        """(indent, name, wall seconds) of each line between the header and
        ``Rest``/``Total``, in the display's order."""
        out: list[tuple[int, str, float]] = []
        if self.display == "list":
            merged: dict[str, float] = {}

            def add(t: Timer) -> None:
                merged[t.name] = merged.get(t.name, 0.0) + t.wall
                for c in t.children.values():
                    add(c)

            add(self.root)
            # By wall time, longest first (ties keep the order of first appearance).
            for name, wall in sorted(merged.items(), key=lambda kv: -kv[1]):
                out.append((0, name, wall))
        else:
            def walk(t: Timer, indent: int) -> None:
                child_indent = indent
                if not t.hidden:
                    out.append((indent, t.name, t.wall))
                    child_indent += 2
                for c in t.children.values():
                    walk(c, child_indent)

            walk(self.root, 0)
        return out

    def finish(self) -> tuple[float, float]:
        """Stop the root; (total, rest) in seconds."""
        self.root.stop()
        total = self.root.wall
        rest = total - sum(c.wall for c in self.root.children.values())
        return total, rest

    def report(self) -> str:
        """MLIR's text report (OutputTextStrategy); stops the root timer."""
        total, rest = self.finish()
        pad = (80 - len(_BANNER)) // 2
        lines = ["===" + "-" * 73 + "===", " " * pad + _BANNER, "===" + "-" * 73 + "===",
                 f"  Total Execution Time: {total:.4f} seconds", "", "  ----Wall Time----  ----Name----"]

        def row(indent: int, name: str, wall: float) -> str:
            pct = 100.0 * wall / total if total else float("nan")
            return f"  {wall:8.4f} ({pct:5.1f}%)  " + " " * indent + name

        lines += [row(*r) for r in self.rows()]
        lines.append(row(0, "Rest", rest))
        lines.append(row(0, "Total", total))
        return "\n".join(lines) + "\n"

    def rich_report(self, console) -> None:
        """The report as a rich table (on a terminal)."""
        # Imported here, not at the top: only a terminal's report needs rich.
        from rich.table import Table

        total, rest = self.finish()
        table = Table(title="Execution time report", title_justify="left")
        table.add_column("Wall time (s)", justify="right")
        table.add_column("%", justify="right")
        table.add_column("Name")

        def add(name: str, wall: float, style: Optional[str] = None) -> None:
            pct = 100.0 * wall / total if total else 0.0
            table.add_row(f"{wall:.4f}", f"{pct:.1f}", name, style=style)

        for indent, name, wall in self.rows():
            add(" " * indent + name, wall)
        add("Rest", rest, "dim")
        add("Total", total, "bold")
        console.print(table)


class PassTiming(PassInstrumentation):
    """MLIR's PassTiming instrumentation: a timer per pass (per pass instance,
    named by its ``getName()``), nested under the pipeline timer of passes
    anchored below the module (``'tt.func' Pipeline``)."""

    def __init__(self, manager: TimingManager, parent: Optional[Timer] = None):
        self.manager = manager
        self.parent = parent or manager.root
        self._active: list[Timer] = []
        self._pipelines = 0

    def run_before_pipeline(self, anchor: str) -> None:
        self._pipelines += 1
        t = self.parent.nest(("pipeline", self._pipelines), f"'{anchor}' Pipeline")
        t.start()
        self._active.append(t)

    def run_after_pipeline(self, anchor: str) -> None:
        self._active.pop().stop()

    def run_before_pass(self, p: ModulePass, op) -> None:
        parent = self._active[-1] if self._active else self.parent
        t = parent.nest(id(p), p.get_name())
        t.start()
        self._active.append(t)

    def run_after_pass(self, p: ModulePass, op) -> None:
        self._active.pop().stop()

    run_after_pass_failed = run_after_pass


# ---------------------------------------------------------------------------
# The driver's side
# ---------------------------------------------------------------------------


class DriverInstrumentation:
    """What the command line asked of the instrumentation, for each chunk the
    driver processes: IR dumps (an :class:`IRPrinterConfig`), timing (a
    report per chunk, as mlir-opt's performActions keeps a timing manager per
    buffer), written to ``stream`` (stderr) through
    :class:`pyopt.support.TerminalSafeStream`."""

    def __init__(self, stream: TextIO, printer: Optional[IRPrinterConfig] = None,
                 timing: Optional[str] = None, rich_table: bool = False):
        self.stream = terminal_safe(stream)
        self.printer = printer
        self.timing = timing  # None, "list" or "tree"
        self.rich_table = rich_table
        self.manager: Optional[TimingManager] = None

    def begin_chunk(self) -> None:
        self.manager = TimingManager(self.timing) if self.timing else None

    def timed(self, name: str) -> "_Scope":
        """``with instr.timed("Parser"): ...``"""
        return _Scope(self.manager, name)

    def pass_instrumentations(self) -> list[PassInstrumentation]:
        out: list[PassInstrumentation] = []
        if self.manager is not None:
            out.append(PassTiming(self.manager))
        if self.printer is not None:
            out.append(IRPrinter(self.printer, self.stream))
        return out

    def end_chunk(self) -> None:
        if self.manager is None:
            return
        manager, self.manager = self.manager, None
        if self.rich_table:
            # Imported here, not at the top: only a terminal's report needs rich.
            from rich.console import Console

            manager.rich_report(Console(file=terminal_safe(self.stream, styled=True), force_terminal=True))
        else:
            self.stream.write(manager.report())
        self.stream.flush()


class _Scope:
    def __init__(self, manager: Optional[TimingManager], name: str):
        self.manager = manager
        self.name = name
        self.timer: Optional[Timer] = None

    def __enter__(self) -> "_Scope":
        if self.manager is not None:
            self.timer = self.manager.scope(self.name)
        return self

    def __exit__(self, *exc) -> None:
        if self.timer is not None:
            self.timer.stop()


def printer_for(debuginfo: bool = False, generic: bool = False, **flags) -> Callable[[object, bool], str]:
    """The ``print_op(op, nested)`` of :class:`IRPrinterConfig` for the
    command line's printing flags (``flags``: print_op's others, e.g.
    ``nameloc``): the module as pyopt prints its output, a nested op in
    local scope."""

    def print_op(op, nested: bool) -> str:
        if nested:
            return print_nested_op(op, debuginfo, generic)
        # Imported here, not at the top: start-up (--help loads no printer).
        from pyopt.ir.printer import print_op as print_module

        return print_module(op, debuginfo=debuginfo, generic=generic, **flags)

    return print_op
