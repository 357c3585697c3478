"""The ``test-amd-range-analysis`` pass (triton-opt's
``-test-tritonamdgpu-range-analysis``): show Triton's AMD integer range
analysis (:mod:`pyopt.analysis.amd_range_analysis`) without changing the IR.

Port of Triton 3.6.0's ``TestAMDRangeAnalysisPass``
(third_party/amd/test/lib/Analysis/TestAMDRangeAnalysis.cpp, commit 4b184ccc).
The analysis runs on the module as convert-to-buffer-ops runs it; then, as
remarks:

* for every ``tt.func`` (pre-order), each argument with an integer range, at
  the argument's location: ``arg 2: unsigned : [0, 1] signed : [-1, 0]``
  (without ``arg N:`` when the function has one argument);
* for every op (pre-order), at the op: each result's range (``result N:``
  before it when the op has several results); ``result is true`` for an
  ``arith.cmpi`` the ranges of its operands decide; ``non-neg`` for each
  result whose signed lower bound is at least 0; ``inferred total trip
  count: N`` for every loop (the product of its own trip count and those of
  the loops around it; 1025 for one that cannot be counted).

Values that are not integers get no remark.  The analysis's own remarks
("unsupported assumption operation", "unsupported cmp predicate for
assumption") come as Triton emits them, once per consultation.  Triton's
``test/TritonGPU/amd/amd-range-analysis.mlir`` runs unchanged with
``--verify-diagnostics=only-expected``.

``format=table`` (``--test-amd-range-analysis-format=table``) prints instead,
on stderr, one table per function: every block argument and op result with
its defining op, unsigned and signed range and non-negativity, then every
loop with its own and total trip count, and a legend.  ``format=json`` prints
the same on stderr as one JSON document (schema ``pyopt.range-analysis``
version 1, ``pyopt/schemas/range-analysis.schema.json``).
"""

from __future__ import annotations

import json
import sys
from dataclasses import field
from typing import Literal

from pyopt.analysis.amd_range_analysis import (
    CMPI_EVALUATION, K_DEFAULT_MAX_TRIP_COUNT, cmpi_is_statically_true, collect_ranges, evaluate_cmpi,
    range_analysis_of, solve,
)
from pyopt.analysis.dominance import DominanceInfo
from pyopt.dialects.arith.ops import CmpIOp
from pyopt.dialects.tt.ops import FuncOp
from pyopt.ir.interfaces import LoopLikeOpInterface
from pyopt.ir.attrs import render_symbol
from pyopt.ir import attrs as A
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir.printer import Namer
from pyopt.support import escape_controls, terminal_safe
from pyopt.transforms.pass_base import ModulePass, register_pass

LEGEND = f"""\
unsigned / signed  the range of the value's bits read as unsigned and as signed integers (for a
                   tensor: of all its elements); both hold at once.  Empty: not an integer, or
                   not reached (dead code).
non-neg            the signed lower bound is >= 0 (what convert-to-buffer-ops asks of offsets)
trip count         own: ceil((ub - lb) / step) from the loop's bounds (the signed upper bound of a
                   non-constant lower or upper bound, the signed lower bound of a non-constant
                   step; '?' when it cannot be counted); total: the product over the loop and the
                   loops around it, an uncountable one counting {K_DEFAULT_MAX_TRIP_COUNT + 1}.  Loop-carried values are
                   propagated at most 'total' times; above {K_DEFAULT_MAX_TRIP_COUNT} they get the full range.
Ranges come from tt.get_program_id (< 2^31), tt.get_num_programs (<= 2^31), tt.make_range,
llvm.intr.assume of arith.cmpi with a constant, and the arith ops' range inference."""


#: The module attributes whose integer sets the analysis's bound of ``tt.get_program_id`` on an
#: axis (``setPidBound``), read by the test pass from Triton 3.8 (none before).
PID_BOUND_ATTRS = Versioned(
    (), Since((3, 8), ("test.pid-bound-x", "test.pid-bound-y", "test.pid-bound-z"),
              "triton-lang/triton#9814: TritonIntegerRangeAnalysis::setPidBound, which the test pass calls for "
              "each integer module attribute test.pid-bound-x/y/z"),
    name="test-amd-range-analysis: program id bounds from module attributes")


def pid_bounds(module) -> dict:
    """axis -> the largest program id the module's ``test.pid-bound-*`` attributes give
    (:data:`PID_BOUND_ATTRS`)."""
    out = {}
    for axis, name in enumerate(resolve(PID_BOUND_ATTRS)):
        a = module.attributes.get(name)
        if isinstance(a, A.IntegerAttr):
            out[axis] = a.value
    return out


@register_pass
class TestAMDRangeAnalysisPass(ModulePass):
    """Print the result of Triton's AMD integer range analysis."""

    name = "test-amd-range-analysis"
    aliases = ("test-tritonamdgpu-range-analysis",)
    summary = "Print the AMD integer range analysis (ranges, non-negativity, loop trip counts) of every value"
    mirrors = "third_party/amd/test/lib/Analysis/TestAMDRangeAnalysis.cpp"
    mlir_name = "(anonymous namespace)::TestAMDRangeAnalysisPass"

    format: Literal["remarks", "table", "json"] = field(default="remarks", metadata={
        "pyopt_only": True,
        "help": "remarks: remarks as triton-opt -test-tritonamdgpu-range-analysis emits them; "
                "table: a table per function on stderr; json: the tables as JSON on stderr "
                "(schema pyopt.range-analysis)"})

    def run(self, module, ctx) -> None:
        if self.format in ("table", "json"):
            notes: dict = {}
            solver = solve(module, dom=DominanceInfo(),
                           remark=lambda op, msg: notes.setdefault((id(op), msg), (op, msg)),
                           pid_bounds=pid_bounds(module))
            funcs = [op for op in module.walk() if isinstance(op, FuncOp)]
            if self.format == "table":
                print_tables(solver, funcs, list(notes.values()), sys.stderr)
            else:
                doc = json_document(solver, funcs, list(notes.values()), ".".join(map(str, self.context.release)))
                sys.stderr.write(json.dumps(doc, indent=2) + "\n")
                sys.stderr.flush()
            return

        solver = solve(module, dom=DominanceInfo(), remark=ctx.remark, pid_bounds=pid_bounds(module))
        analysis = range_analysis_of(solver)
        for func in module.walk():
            if not isinstance(func, FuncOp) or not func.regions or not func.regions[0].blocks:
                continue
            args = func.regions[0].blocks[0].args
            for i, (arg, r) in enumerate(zip(args, collect_ranges(solver, args))):
                if r is not None:
                    ctx.remark(arg, f"arg {i}: {r}" if len(args) > 1 else str(r))

        for op in module.walk():
            results = op.results
            ranges = collect_ranges(solver, results)
            for i, r in enumerate(ranges):
                if r is not None:
                    ctx.remark(op, f"result {i}: {r}" if len(results) > 1 else str(r))
            if isinstance(op, CmpIOp):
                if resolve(CMPI_EVALUATION) == "statically true":
                    if cmpi_is_statically_true(solver, op):
                        ctx.remark(op, "result is true")
                elif (value := evaluate_cmpi(solver, op)) is not None:
                    ctx.remark(op, "result is true" if value else "result is false")
            for i, r in enumerate(ranges):
                if r is not None and r.smin >= 0:
                    ctx.remark(op, f"result {i}: non-neg" if len(results) > 1 else "non-neg")
            if isinstance(op, LoopLikeOpInterface):
                ctx.remark(op, f"inferred total trip count: {analysis.get_total_loop_trip_count(op)}")


def _arg_owner(arg, namer) -> str:
    block = arg.block
    region = block.parent
    op = region.parent if region is not None else None
    if op is None:
        return "block argument"
    if region.blocks and region.blocks[0] is not block:
        return f"{namer.block(block)} argument #{arg.index}"
    if isinstance(op, FuncOp):
        sym = op.attributes.get("sym_name")
        return f"tt.func {render_symbol(sym.value) if sym is not None else '@?'} argument #{arg.index}"
    if isinstance(op, LoopLikeOpInterface) and op.get_loop_induction_vars():
        ivs = op.get_loop_induction_vars()
        if any(a is arg for a in ivs):
            return f"{op.name} induction variable"
        return f"{op.name} iter_arg #{arg.index - len(ivs)}"
    return f"{op.name} region argument #{arg.index}"


def _cells(r) -> tuple[str, str, str]:
    if r is None:
        return ("", "", "")
    return (f"[{r.umin}, {r.umax}]", f"[{r.smin}, {r.smax}]", "yes" if r.smin >= 0 else "")


def table_rows(solver, func) -> list[tuple[str, str, str, str, str]]:
    """(value, defining op, unsigned, signed, non-neg) for every block
    argument and op result of ``func``, in program order."""
    namer = Namer(func)
    rows = []

    def block_args(op):
        for region in op.regions:
            for block in region.blocks:
                for a, r in zip(block.args, collect_ranges(solver, block.args)):
                    rows.append((namer.value(a), _arg_owner(a, namer)) + _cells(r))

    for op in func.walk():
        if op is not func:
            for res, r in zip(op.results, collect_ranges(solver, op.results)):
                rows.append((namer.value(res), op.name) + _cells(r))
        block_args(op)
    return rows


def loop_rows(solver, func) -> list[tuple[str, str, str, str]]:
    """(loop, where, own trip count, total trip count) for every loop of ``func``."""
    analysis = range_analysis_of(solver)
    namer = Namer(func)
    rows = []
    for op in func.walk():
        if not isinstance(op, LoopLikeOpInterface):
            continue
        what = op.name
        if op.results:
            what += " -> " + ", ".join(namer.value(r) for r in op.results)
        own = analysis.maybe_get_trip_count(op)
        rows.append((what, _where(op), "?" if own is None else str(own),
                     str(analysis.get_total_loop_trip_count(op))))
    return rows


def _json_range(r):
    if r is None:
        return None
    return {"unsigned": [r.umin, r.umax], "signed": [r.smin, r.smax], "non_negative": r.smin >= 0}


def _json_line(op):
    line = getattr(getattr(op, "loc", None), "line", None)
    return line if isinstance(line, int) else None


def json_document(solver, funcs, notes, release: str) -> dict:
    """The ``pyopt.range-analysis`` document (version 1): per function, every
    block argument and op result in the table's order with its ranges (null:
    not an integer, or not reached), every loop with its trip counts (own:
    null where it cannot be counted), and the analysis's remarks."""
    analysis = range_analysis_of(solver)
    functions = []
    for func in funcs:
        namer = Namer(func)
        values = []

        def block_args(op):
            for region in op.regions:
                for block in region.blocks:
                    for a, r in zip(block.args, collect_ranges(solver, block.args)):
                        values.append({"value": namer.value(a), "defined_by": _arg_owner(a, namer),
                                       "kind": "block_argument", "type": str(a.type), "range": _json_range(r)})

        for op in func.walk():
            if op is not func:
                for res, r in zip(op.results, collect_ranges(solver, op.results)):
                    values.append({"value": namer.value(res), "defined_by": op.name, "kind": "result",
                                   "type": str(res.type), "range": _json_range(r)})
            block_args(op)
        loops = [{"op": op.name, "results": [namer.value(r) for r in op.results], "line": _json_line(op),
                  "trip_count": analysis.maybe_get_trip_count(op),
                  "total_trip_count": analysis.get_total_loop_trip_count(op)}
                 for op in func.walk() if isinstance(op, LoopLikeOpInterface)]
        sym = func.attributes.get("sym_name")
        functions.append({"name": sym.value if sym is not None else None, "values": values, "loops": loops})
    return {"schema": "pyopt.range-analysis", "version": 1, "triton_version": release, "functions": functions,
            "remarks": [{"op": op.name, "line": _json_line(op), "message": msg} for op, msg in notes]}


def _where(op) -> str:
    loc = getattr(op, "loc", None)
    line = getattr(loc, "line", None)
    return f"line {line}" if line is not None else ""


def print_tables(solver, funcs, notes, stream) -> None:
    """One rich table per function (values, then loops), the analysis's
    remarks, then the legend, on ``stream``."""
    # rich is imported only for the table format (start-up of the common case)
    from rich.console import Console
    from rich.markup import escape as escape_markup
    from rich.table import Table
    from rich.text import Text

    def cells(row):  # plain text (not markup), control characters escaped: names come from the input
        return (Text(escape_controls(c)) for c in row)

    tty = bool(getattr(stream, "isatty", None) and stream.isatty())
    console = Console(file=terminal_safe(stream, styled=tty), width=None if tty else 160, force_terminal=tty,
                      no_color=not tty, highlight=False, emoji=False)
    for func in funcs:
        sym = func.attributes.get("sym_name")
        name = escape_markup(escape_controls(render_symbol(sym.value) if sym is not None else "@?"))
        table = Table(title=f"Integer ranges of {name}", title_justify="left")
        for col, justify in (("value", "left"), ("defined by", "left"), ("unsigned", "right"),
                             ("signed", "right"), ("non-neg", "center")):
            table.add_column(col, justify=justify, overflow="fold")
        for row in table_rows(solver, func):
            table.add_row(*cells(row))
        console.print(table)
        loops = loop_rows(solver, func)
        if loops:
            lt = Table(title=f"Loops of {name}", title_justify="left")
            for col, justify in (("loop", "left"), ("at", "left"), ("trip count", "right"),
                                 ("total", "right")):
                lt.add_column(col, justify=justify, overflow="fold")
            for row in loops:
                lt.add_row(*cells(row))
            console.print(lt)
    for op, msg in notes:
        console.print(escape_controls(f"remark ({op.name}, {_where(op)}): {msg}"), markup=False)
    console.print(LEGEND, markup=False)
