"""The ``access-report`` pass: how each global memory access of a kernel
reaches memory, warp by warp, for one program; the IR is left unchanged (as
``-axis-info`` leaves it).

For every ``tt.load``, ``tt.store``, ``tt.atomic_rmw``/``tt.atomic_cas``,
``ttg.async_copy_global_to_local`` and AMD buffer op, it evaluates the
addresses each thread accesses (:mod:`pyopt.analysis.access_eval`: the
function interpreted for the chosen program id and argument values, each
element's owner thread from the tensor's layout) and models what Triton
3.6.0's NVIDIA lowering issues (``LoadStoreOpToLLVM.cpp``): the vector width
per thread, the memory instructions per thread and per warp, and for each
warp-level instruction that has an active lane (a *request*) the distinct
32-byte sectors and 128-byte lines it touches; efficiency is bytes used /
bytes moved (sectors x 32).  Sectors per request match an H100's Nsight
Compute counters ``l1tex__t_sectors_pipe_lsu_mem_global_op_{ld,st}.sum /
l1tex__t_requests_...`` (``tools/gpu_bench/h100-counters.json``,
``test/unit/test_access_report_gpu.py``).

Options (``-access-report="pid=1,0,0 args=N=4096,arg3=8"``):

* ``pid``: the program id (x,y,z; 0,0,0 by default); ``grid``: the number of
  programs, for ``tt.get_num_programs`` (unknown by default).
* ``args``: scalar argument values, ``name=value`` with the argument's name
  as Triton prints it (its name location: ``loc("stride"(#loc))`` in Triton's
  dumps, printed ``%stride`` under ``--mlir-use-nameloc-as-prefix``), its name
  without name locations (``arg2``) or its position (``2=4096``); where none of
  those answer, the name location's own text or the name the input wrote.  A
  name two arguments answer to is an error, and so is an unknown one (the
  error lists the function's arguments).  An integer argument not given takes 4096 if it has a
  ``tt.divisibility`` hint (a larger hint: the hint), 4095 without one, 1
  for an i1; the report lists every value and says which were assumed.
  Pointer arguments get distinct bases, ``(i+1)*2^32 + base-align`` for the
  i-th argument: aligned to ``base-align`` bytes (256 by default, the least
  torch's allocator gives) and to no larger power of two.
* ``format``: ``both`` (default), ``remarks`` (one remark per memory op, at
  the op), ``table``, or ``json``: the table's content as one JSON document
  per run (schema ``pyopt.access-report`` version 2,
  ``pyopt/schemas/access-report.schema.json``), written where the table goes.
* ``output``: where the table goes: stderr by default, so that stdout stays
  the IR (as ``-axis-info=format=table``); ``-`` for stdout (for use with
  ``-o FILE``, when the IR goes elsewhere); or a file name (appended to).
* ``max-steps``: the step budget (``pyopt.analysis.access_eval``: an op costs
  16 steps and one per result element, a memory access 100 more and one per
  address): the default, 10,000,000, is a few seconds of evaluation and
  covers every kernel of test/corpus; an evaluation that runs out of it
  stops early and says so in every remark and in the table.

Each run numbers its table (``access report #1``, ``#2``, ...):
``-access-report -coalesce -access-report`` prints the input's table, then
the coalesced IR's with a line comparing their totals.

Where an address cannot be computed (it depends on loaded values, floats,
or an op the evaluator does not model), the op's line says so and gives a
bound from AxisInfo (contiguity, divisibility) instead.

Ops that read or write global memory through an operand but are not costed
(:func:`not_modelled`: TMA copies ``ttng.async_tma_*``, tensor descriptors
``tt.descriptor_*``, AMD's TDM copies ``amdg.async_tdm_*`` and
``amdg.async_copy_local_to_global``: the copy engines move their tiles, not
the threads' load/store instructions this report models) are named with
their locations: a remark each, a "not modelled" list under the function's
table, and ``not_modelled`` in the JSON (schema version 2).
"""

from __future__ import annotations

import difflib
import json
import sys
from dataclasses import field
from typing import Literal

from pyopt.analysis.access_eval import (
    LINE, MEMORY_OP_CLASSES, SECTOR, UNKNOWN, EvalConfig, EvalError, Evaluator,
    default_scalar, function_table, pointer_base,
)
from pyopt.analysis.axis_info import CallGraphCycleError, ModuleAxisInfoAnalysis, arg_hint, hint_warnings
from pyopt.diagnostics import SourceLoc, find_file_loc
from pyopt.dialects.tt.ops import CallOp, FuncOp
from pyopt.dialects.tt.ops import GLOBAL_MEMORY
from pyopt.ir import types as T
from pyopt.ir.effects import READ, WRITE, get_effects
from pyopt.ir.attrs import render_symbol
from pyopt.ir.printer import Namer, name_from_loc
from pyopt.support import TerminalSafeStream, escape_controls, terminal_safe
from pyopt.transforms.pass_base import ModulePass, PassError, register_pass

LEGEND = """\
vec        elements (and bits) one thread accesses with one instruction: min(pointer alignment and
           contiguous elements per thread (AxisInfo, layout), mask alignment, 128 bits), as Triton
           3.6.0's NVIDIA lowering decides
instr/thr  memory instructions per thread per execution (registers that copy others are skipped)
req/warp   requests per warp (warp-level instructions with at least one active lane), all executions
sect/req   distinct 32-byte sectors per request (what Nsight Compute's l1tex__t_sectors / _requests gives)
lines/req  distinct 128-byte lines per request
eff        bytes used / bytes moved (sectors x 32)
~          a bound from AxisInfo (addresses unknown): sectors per request between the two numbers"""


def _arg_names(func) -> list[tuple[list[str], list[str]]]:
    """Per argument of ``func``, the names ``args=`` accepts for it: first the
    names pyopt and Triton print, the name Triton prints (its name location,
    ``loc("N"(#loc))``, as ``--mlir-use-nameloc-as-prefix`` names it, uniqued:
    ``X``, ``x_0``) and ``argN`` (MLIR's name without name locations); then,
    where those do not answer, the name location's own text and the name the
    input wrote (``%n``)."""
    printed = Namer(func, nameloc=True)
    out = []
    for i, a in enumerate(func.regions[0].blocks[0].args):
        first = list(dict.fromkeys([printed.value(a).lstrip("%"), f"arg{i}"]))
        loc_name = name_from_loc(a.loc) if a.loc is not None else None
        out.append((first, [n for n in (loc_name, a.name_hint) if n and n not in first]))
    return out


def _shown(i: int, names) -> str:
    """How the list of known arguments shows argument ``i``: ``X (arg0)``."""
    first, then = names
    name = first[0] if first[0] != f"arg{i}" else (then[-1] if then else None)
    return f"{name} (arg{i})" if name else f"arg{i}"


def _parse_args(items, func) -> tuple[dict, list[str]]:
    """``name=value`` items -> {argument index: value}; errors as text.  A name
    is an argument's position (``2``) or one of its names (:func:`_arg_names`);
    a name that two arguments answer to is an error."""
    args = func.regions[0].blocks[0].args
    known = _arg_names(func)
    tiers: list[dict[str, set]] = [{}, {}]
    for i, both in enumerate(known):
        for tier, ns in zip(tiers, both):
            for n in ns:
                tier.setdefault(n, set()).add(i)
    out, errors = {}, []
    for item in items:
        key, eq, value = item.partition("=")
        key, value = key.strip().lstrip("%"), value.strip()
        if not eq or not key or not value:
            errors.append(f"expected name=value in '{item}'")
            continue
        found = next((tier[key] for tier in tiers if key in tier), set())
        if key.isdigit():
            idx = int(key)
            if idx >= len(args):
                errors.append(f"argument position {idx} out of range (the function has {len(args)})")
                continue
        elif len(found) == 1:
            (idx,) = found
        elif found:
            errors.append(f"argument name '{key}' is ambiguous (arguments "
                          + ", ".join(str(i) for i in sorted(found)) + "): give the position")
            continue
        else:
            if not known:
                errors.append(f"no argument '{key}' (the function has none)")
                continue
            listed = ", ".join(_shown(i, both) for i, both in enumerate(known))
            close = difflib.get_close_matches(key, [n for tier in tiers for n in tier], n=1, cutoff=0.75)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            errors.append(f"no argument '{key}' (arguments: {listed}){hint}")
            continue
        try:
            out[idx] = int(value, 0)
        except ValueError:
            try:
                out[idx] = float(value)
            except ValueError:
                errors.append(f"'{value}' is not a number (argument '{key}')")
    return out, errors


def _divisibility(func, i):
    """The argument's ``tt.divisibility`` hint as AxisInfo reads it, or None
    (a hint that is not an integer, such as a string, is none)."""
    hint = arg_hint(func, i, "tt.divisibility")
    return hint[0] if hint else None


#: the version of the JSON document (schema pyopt.access-report)
JSON_VERSION = 2


def not_modelled(op) -> bool:
    """Whether ``op`` reads or writes global memory through one of its
    operands (its declared effects) but is none of the ops the report costs
    (``MEMORY_OP_CLASSES``): a TMA or tensor-descriptor copy, an AMD TDM copy.
    Effects on the whole of global memory (``tt.print``, ``tt.assert``, a
    tensormap's creation) are not accesses the report would cost."""
    if isinstance(op, MEMORY_OP_CLASSES):
        return False
    effects = get_effects(op)
    return bool(effects) and any(e.resource is GLOBAL_MEMORY and e.effect in (READ, WRITE) and e.value is not None
                                 for e in effects)


NOT_MODELLED_REMARK = ("access-report: {name} is not modelled: a TMA or tensor-descriptor copy (its global "
                       "memory traffic is not in the report)")


def _where(op) -> str:
    loc = getattr(op, "loc", None)
    if isinstance(loc, SourceLoc):
        return f"{loc.line}:{loc.col}"
    f = find_file_loc(loc)
    if f is not None:
        return f"{f.line}:{f.col}"
    return "?"


def _location(op):
    """The op's file position as JSON (``{"line", "column"}``), or None."""
    loc = getattr(op, "loc", None)
    f = loc if isinstance(loc, SourceLoc) else find_file_loc(loc)
    return None if f is None else {"line": f.line, "column": f.col}


def _op_text(op, namer) -> str:
    ptr = op.operands[0] if op.operands else None
    base = f"{op.name} {namer.value(ptr)}" if ptr is not None else op.name
    if op.results:
        return f"{namer.value(op.results[0])} = {base}"
    return base


def _fmt(x: float) -> str:
    return f"{x:.2f}"


class _Totals:
    def __init__(self):
        self.requests = 0
        self.sectors = 0
        self.bytes_used = 0
        self.bound = False

    def add(self, st) -> None:
        self.requests += st.exact.requests
        self.sectors += st.exact.sectors
        self.bytes_used += st.exact.bytes_used
        if st.bound_executions:
            self.bound = True

    def text(self) -> str:
        if not self.requests:
            return "no requests"
        return (f"{self.requests} requests, {self.sectors} sectors, {self.sectors / self.requests:.2f} "
                f"sectors/request, efficiency {100 * self.bytes_used / (self.sectors * SECTOR):.1f}%"
                + (" (exact ops only; some ops bounded)" if self.bound else ""))


@register_pass
class AccessReport(ModulePass):
    """Report, per warp of one program, how each global memory access reaches memory."""

    name = "access-report"
    summary = "Report each global memory access's vector width, requests, sectors and lines per warp"
    mirrors = "third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/LoadStoreOpToLLVM.cpp"
    mlir_name = "pyopt::AccessReportPass"

    pid: tuple[int, ...] = field(default=(), metadata={
        "help": "the program id x,y,z (missing ones are 0)"})
    grid: tuple[int, ...] = field(default=(), metadata={
        "help": "the number of programs x,y,z, for tt.get_num_programs (empty: unknown)"})
    args: tuple[str, ...] = field(default=(), metadata={
        "help": "scalar argument values name=value,... (names as printed: arg2; or positions: 2=64)"})
    base_align: int = field(default=256, metadata={
        "help": "pointer arguments' base alignment in bytes (a power of two)"})
    format: Literal["both", "remarks", "table", "json"] = field(default="both", metadata={
        "help": "remarks (one per memory op), table (stderr, or output=), both, or json "
                "(the table as a JSON document, schema pyopt.access-report)"})
    output: str = field(default="", metadata={
        "help": "where the table goes: stderr (default), - for stdout, or a file (command line only)",
        "writes_file": True})
    max_steps: int = field(default=10000000, metadata={  # access_eval.DEFAULT_MAX_STEPS
        "help": "the step budget, a few seconds by default: an op costs 16 steps plus one per "
                "result element, a memory access 100 more plus one per address"})

    def __post_init__(self) -> None:
        """Check the options' values when the pass is built (before the input
        is read): a bad one is a command-line error."""
        if len(self.pid) > 3 or any(p < 0 for p in self.pid):
            raise PassError(f"pass 'access-report': option 'pid' takes up to 3 non-negative integers, "
                            f"got '{','.join(map(str, self.pid))}'")
        pid = list(self.pid) + [0] * (3 - len(self.pid))
        if self.grid and (len(self.grid) > 3 or any(g <= p for g, p in zip(self.grid, pid))):
            raise PassError("pass 'access-report': option 'grid' takes up to 3 integers, each above the "
                            "program id's")
        if self.base_align <= 0 or self.base_align & (self.base_align - 1):
            raise PassError(f"pass 'access-report': option 'base-align' must be a power of two, "
                            f"got {self.base_align}")
        if self.max_steps <= 0:
            raise PassError("pass 'access-report': option 'max-steps' must be positive")

    def run(self, module, ctx) -> None:
        pid = list(self.pid) + [0] * (3 - len(self.pid))
        reports = self.evaluate(module, ctx)
        if reports is None:
            return
        runs = ctx.__dict__.setdefault("access_report_runs", [])
        number = len(runs) + 1
        runs.append(reports)
        if self.format in ("remarks", "both"):
            for rep in reports:
                for st in rep["stats"]:
                    ctx.remark(st.op, self._remark(st, rep, len(reports) > 1))
                for op in rep["not_modelled"]:
                    ctx.remark(op, NOT_MODELLED_REMARK.format(name=op.name))
        if self.format == "json":
            self._print_json(reports, number, pid, module, ctx)
        if self.format in ("table", "both"):
            self._print_tables(reports, number, runs[-2] if len(runs) > 1 else None, pid, ctx, module)

    # -- evaluation --------------------------------------------------------------------
    def evaluate(self, module, ctx):
        """The report of each entry function of ``module`` (one per function no call
        names), or None after an error on ``ctx``; warnings about hints go to ``ctx``.
        :meth:`run` prints them; :func:`pyopt.api.access_report` returns them as data."""
        pid = list(self.pid) + [0] * (3 - len(self.pid))
        try:
            analysis = ModuleAxisInfoAnalysis(module)
        except CallGraphCycleError as e:
            ctx.error(module, str(e))
            return None
        for op, msg in hint_warnings(module):  # hints whose meaning pyopt defines
            ctx.warning(op, msg)
        grid = tuple(self.grid) + (1,) * (3 - len(self.grid)) if self.grid else None
        funcs = [op for op in module.walk() if isinstance(op, FuncOp)]
        called = {getattr(c.attributes.get("callee"), "root", None) for c in module.walk()
                  if isinstance(c, CallOp)}
        entries = [f for f in funcs if f.regions and f.regions[0].blocks
                   and f.attributes.get("sym_name").value not in called]
        reports = []
        table = function_table(module)
        for func in entries:
            report = self._run_function(module, func, analysis, ctx, pid, grid, table)
            if report is None:
                return None
            reports.append(report)
        return reports

    def _run_function(self, module, func, analysis, ctx, pid, grid, table):
        namer = Namer(func)
        given, errors = _parse_args(self.args, func)
        if errors:
            ctx.error(func, "access-report: " + "; ".join(errors))
            return None
        values, described, arguments = [], [], []
        for i, a in enumerate(func.regions[0].blocks[0].args):
            name = namer.value(a)
            t = a.type
            if isinstance(t, T.PointerType):
                v = given.get(i, pointer_base(i, self.base_align))
                how = "given" if i in given else f"{self.base_align}-byte aligned base"
                described.append(f"{name} = {v:#x} ({how})")
            elif isinstance(t, (T.IntegerType, T.IndexType)):
                w = t.width if isinstance(t, T.IntegerType) else 64
                if i in given:
                    v = int(given[i])
                    described.append(f"{name} = {v}")
                else:
                    div = _divisibility(func, i)
                    v = default_scalar(w, div)
                    described.append(f"{name} = {v} (assumed: " + (
                        f"tt.divisibility = {div})" if div else "no tt.divisibility hint)"))
            else:
                v = UNKNOWN
                if i in given:
                    described.append(f"{name} = {given[i]} (not used: floats are not evaluated)")
            arguments.append({"name": name, "index": i, "type": str(t),
                              "value": v if isinstance(v, int) and not isinstance(v, bool) else None,
                              "given": i in given})
            values.append(v)
        ev = Evaluator(module, analysis, EvalConfig(pid=tuple(pid), grid=grid, max_steps=self.max_steps), table)
        stopped = ""
        try:
            ev.run_function(func, values)
        except EvalError as e:
            stopped = str(e)
        ops = [op for op in func.walk() if isinstance(op, MEMORY_OP_CLASSES)]
        for callee in ev._funcs.values():  # in the module's order; only those that ran have stats
            if callee is not func and callee in ev.ran:
                ops += [op for op in callee.walk() if isinstance(op, MEMORY_OP_CLASSES) and op in ev.stats]
        stats = []
        for op in ops:
            st = ev.stats_of(op)
            if stopped:
                st.note(stopped)
            stats.append(st)
        skipped = [op for op in func.walk() if not_modelled(op)]
        for callee in ev._funcs.values():  # as above
            if callee is not func and callee in ev.ran:
                skipped += [op for op in callee.walk() if not_modelled(op)]
        sym = func.attributes.get("sym_name").value
        return {"func": func, "name": sym, "namer": namer, "stats": stats, "args": described,
                "not_modelled": skipped,
                "arguments": arguments,
                "stopped": stopped, "num_warps": stats[0].plan.num_warps if stats else None}

    # -- remarks ----------------------------------------------------------------------------
    def _remark(self, st, rep, many: bool) -> str:
        plan = st.plan
        head = f"access-report{' ' + render_symbol(rep['name']) if many else ''}: {plan.kind}"
        vec = (f"{plan.vec * plan.packed} x {plan.elem_name} ({plan.access_bytes * 8} bits; {plan.vec_reason})")
        if not st.executions:
            return f"{head}, {vec}: not executed by this program"
        if plan.too_large:
            return f"{head}, {vec}: {plan.too_large}"
        parts = [f"{head}, vector {vec}",
                 f"{plan.instructions_per_thread} instruction(s) per thread"
                 + (f" per execution, {st.executions} executions" if st.executions > 1 else "")]
        c = st.exact
        if c.requests:
            pw = st.per_warp
            per_warp = str(pw[0]) if len(set(pw)) == 1 else f"{min(pw)}-{max(pw)}"
            parts.append(f"{per_warp} request(s) per warp ({c.requests} in all)")
            parts.append(f"{c.sectors / c.requests:.2f} sectors and {c.lines / c.requests:.2f} lines per "
                         f"request ({c.sectors} sectors, {c.lines} lines in all)")
            parts.append(f"efficiency {100 * c.bytes_used / (c.sectors * SECTOR):.1f}%")
        elif not st.bound_executions:
            parts.append("no requests (every lane masked off)")
        if st.bound_executions:
            n = max(st.bound_requests, 1)
            parts.append(f"AxisInfo bound for {st.bound_executions} execution(s): {st.bound_requests} "
                         f"request(s), {st.bound_lo / n:.2f} to {st.bound_hi / n:.2f} sectors per request")
        text = ", ".join(parts)
        if st.notes:
            text += " [" + "; ".join(st.notes) + "]"
        return text

    # -- the table ------------------------------------------------------------------------------
    def _print_tables(self, reports, number, previous, pid, ctx, module) -> None:
        # rich is imported only when a table is printed (start-up of the common case)
        import io

        from rich.console import Console
        from rich.markup import escape as escape_markup
        from rich.table import Table
        from rich.text import Text

        if self.output == "-":
            stream = sys.stdout
        elif self.output:
            stream = None  # the file, opened once the table is ready
        else:
            stream = sys.stderr
        tty = bool(stream is not None and getattr(stream, "isatty", None) and stream.isatty())
        # The table is rendered in memory, then written at once: a file that
        # cannot be written gets nothing, and the error is a diagnostic.
        buffer = io.StringIO()
        console = Console(file=buffer, width=None if tty else 170, force_terminal=tty, no_color=not tty,
                          highlight=False, emoji=False)
        if tty:
            console.width = Console(file=stream).width
        kernel = {"ld": _Totals(), "st": _Totals(), "atom": _Totals()}
        for rep in reports:
            title = (f"access report #{number}"
                     + (" (the input IR)" if number == 1 else " (the IR after the passes before it)")
                     + f": {render_symbol(rep['name'])}, program ({pid[0]}, {pid[1]}, {pid[2]})"
                     + (f", {rep['num_warps']} warps" if rep["num_warps"] else "")
                     + (" (stopped early: see below)" if rep["stopped"] else ""))
            table = Table(title=escape_markup(escape_controls(title)), title_justify="left")
            for col, justify in (("line", "right"), ("op", "left"), ("vec", "left"), ("exec", "right"),
                                 ("instr/thr", "right"), ("req/warp", "right"), ("requests", "right"),
                                 ("sect/req", "right"), ("lines/req", "right"), ("eff", "right"),
                                 ("notes", "left")):
                table.add_column(col, justify=justify, overflow="fold")
            totals = {"ld": _Totals(), "st": _Totals(), "atom": _Totals()}
            for st in rep["stats"]:
                plan, c = st.plan, st.exact
                vec = f"{plan.vec * plan.packed}x{plan.elem_name} ({plan.access_bytes * 8}b)"
                pw = st.per_warp
                per_warp = "" if not pw else str(pw[0]) if len(set(pw)) == 1 else f"{min(pw)}-{max(pw)}"
                if c.requests:
                    spr = _fmt(c.sectors / c.requests)
                    lpr = _fmt(c.lines / c.requests)
                    eff = f"{100 * c.bytes_used / (c.sectors * SECTOR):.0f}%"
                else:
                    spr = lpr = eff = ""
                reqs = str(c.requests) if st.executions else "-"
                if st.bound_executions:
                    n = max(st.bound_requests, 1)
                    spr = (spr + " + " if spr else "") + f"~{st.bound_lo / n:.1f}-{st.bound_hi / n:.1f}"
                    reqs = (f"{c.requests} + " if c.requests else "") + f"~{st.bound_requests}"
                notes = "; ".join(st.notes) if st.executions else "not executed"
                cells = (_where(st.op), _op_text(st.op, rep["namer"]), vec, str(st.executions),
                         str(plan.instructions_per_thread), per_warp, reqs, spr, lpr, eff, notes)
                # cells are plain text (Text, not markup), escaped: names come from the input
                table.add_row(*(Text(escape_controls(cell)) for cell in cells))
                totals[plan.counter].add(st)
                kernel[plan.counter].add(st)
            console.print(table)
            if rep["not_modelled"]:
                skipped = rep["not_modelled"]
                console.print(escape_controls(
                    f"not modelled: {len(skipped)} op{'s' if len(skipped) > 1 else ''} of "
                    f"{render_symbol(rep['name'])} access global memory through a TMA or tensor-descriptor "
                    "copy engine; their traffic is not in the table:"), markup=False)
                for op in skipped:
                    console.print(escape_controls(f"  line {_where(op)}: {op.name}"), markup=False)
            console.print(escape_controls("arguments: " + ", ".join(rep["args"])), markup=False)
            for key, label in (("ld", "loads"), ("st", "stores"), ("atom", "atomics")):
                if totals[key].requests or totals[key].bound:
                    console.print(escape_controls(f"{render_symbol(rep['name'])} {label}: {totals[key].text()}"),
                                  markup=False)
            if rep["stopped"]:
                console.print(escape_controls(f"evaluation {rep['stopped']}"), markup=False)
        if len(reports) > 1:
            for key, label in (("ld", "loads"), ("st", "stores"), ("atom", "atomics")):
                if kernel[key].requests:
                    console.print(f"kernel {label}: {kernel[key].text()}", markup=False)
        if previous is not None:
            console.print(self._compare(previous, reports, number), markup=False)
        if number == 1:
            console.print(LEGEND, markup=False)
        self._write_table(buffer.getvalue(), stream, tty, ctx, module)

    # -- JSON ---------------------------------------------------------------------------------
    def _print_json(self, reports, number, pid, module, ctx) -> None:
        """The table's content as one JSON document (schema ``pyopt.access-report``,
        version :data:`JSON_VERSION`), written where the table would go."""
        doc = self.json_document(reports, number, pid)
        stream = sys.stdout if self.output == "-" else None if self.output else sys.stderr
        self._write_table(json.dumps(doc, indent=2) + "\n", stream, False, ctx, module)

    def json_document(self, reports, number, pid) -> dict:
        """The ``pyopt.access-report`` document (version :data:`JSON_VERSION`) of :meth:`evaluate`'s
        reports: report ``number`` of the run, for program ``pid``; its ops are
        in the order of the reports' stats."""
        functions = []
        for rep in reports:
            ops = []
            for st in rep["stats"]:
                plan, c = st.plan, st.exact
                ops.append({
                    "location": _location(st.op), "op": st.op.name, "text": _op_text(st.op, rep["namer"]),
                    "kind": plan.kind, "counter": plan.counter,
                    "vector": {"elements": plan.vec * plan.packed, "element_type": plan.elem_name,
                               "bits": plan.access_bytes * 8, "reason": plan.vec_reason},
                    "costed": not plan.too_large,
                    "executions": st.executions,
                    "instructions_per_thread": plan.instructions_per_thread,
                    "requests_per_warp": list(st.per_warp),
                    "exact": {"requests": c.requests, "sectors": c.sectors, "lines": c.lines,
                              "bytes_used": c.bytes_used},
                    "bound": ({"executions": st.bound_executions, "requests": st.bound_requests,
                               "sectors_min": st.bound_lo, "sectors_max": st.bound_hi}
                              if st.bound_executions else None),
                    "notes": ([plan.too_large] if plan.too_large else []) + list(st.notes),
                })
            functions.append({"name": rep["name"], "num_warps": rep["num_warps"], "arguments": rep["arguments"],
                              "stopped": rep["stopped"] or None, "ops": ops,
                              "not_modelled": [{"location": _location(op), "op": op.name}
                                               for op in rep["not_modelled"]]})
        doc = {"schema": "pyopt.access-report", "version": JSON_VERSION, "report": number,
               "triton_version": ".".join(map(str, self.context.release)),
               "program_id": list(pid), "grid": list(self.grid) + [1] * (3 - len(self.grid)) if self.grid else None,
               "base_align": self.base_align, "functions": functions}
        return doc

    def _write_table(self, text: str, stream, tty: bool, ctx, module) -> None:
        """Write the rendered tables to ``stream``, or append them to the
        ``output`` file; a failure (a folder, a missing folder, a full disk)
        is an error at the module, not an internal error."""
        where = "standard output" if self.output == "-" else "standard error" if stream is not None \
            else f"'{escape_controls(self.output)}'"
        try:
            if stream is not None:
                terminal_safe(stream, styled=tty).write(text)
                stream.flush()
            else:
                with open(self.output, "a", encoding="utf-8") as f:
                    TerminalSafeStream(f).write(text)
        except OSError as e:
            ctx.error(module, f"access-report: cannot write the table to {where}: {e.strerror or e}")

    @staticmethod
    def _compare(previous, reports, number) -> str:
        def sums(reps):
            out = {"ld": [0, 0], "st": [0, 0]}
            for rep in reps:
                for st in rep["stats"]:
                    if st.plan.counter in out:
                        out[st.plan.counter][0] += st.exact.requests
                        out[st.plan.counter][1] += st.exact.sectors
            return out

        a, b = sums(previous), sums(reports)
        parts = []
        for key, label in (("ld", "loads"), ("st", "stores")):
            (ra, sa), (rb, sb) = a[key], b[key]
            if ra or rb:
                spa = f"{sa / ra:.2f}" if ra else "-"
                spb = f"{sb / rb:.2f}" if rb else "-"
                parts.append(f"{label} {spa} -> {spb} sectors/request, {ra} -> {rb} requests")
        return f"report #{number} vs #{number - 1}: " + ("; ".join(parts) if parts else "no requests")


__all__ = ["AccessReport", "LEGEND", "LINE"]
