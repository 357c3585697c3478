"""The ``axis-info`` pass (triton-opt's ``-test-print-alignment``): show the
AxisInfo analysis (:mod:`pyopt.analysis.axis_info`) without changing the IR.

Port of Triton 3.6.0's ``TestAxisInfoPass`` (test/include/Analysis/TestAxisInfo.h,
commit 4b184ccc): for every ``tt.func`` of the module, every op in it
(post-order, nested ops before the op holding them) and every result of the op,
a remark at the op's location::

    <the op, printed with its function's value names> => contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>

so Triton's ``test/Analysis/test-alignment.mlir`` runs unchanged with
``--verify-diagnostics``.  Block arguments get no remark (as in Triton).

``format=table`` (``-axis-info=format=table``, ``--axis-info="format=table"``
or ``--axis-info-format=table``) prints, instead of remarks, one table per
function: every block argument and op result with its defining op and
AxisInfo, and a legend.  The table goes to stderr, so stdout stays the IR (as
with remarks, and also under ``-o``).  ``format=json`` prints the same rows
as one JSON document on stderr (schema ``pyopt.axis-info`` version 1,
``pyopt/schemas/axis-info.schema.json``).

Deviation: MLIR elides dense attributes of more than 16 (non-splat) elements
in the op text of a remark; pyopt prints them in full.
"""

from __future__ import annotations

import json
import sys
from dataclasses import field
from typing import Literal

from pyopt.analysis.axis_info import CallGraphCycleError, ModuleAxisInfoAnalysis, hint_warnings
from pyopt.ir.attrs import render_symbol
from pyopt.support import escape_controls, terminal_safe
from pyopt.dialects.tt.ops import FuncOp
from pyopt.ir.printer import Namer, Printer
from pyopt.transforms.pass_base import ModulePass, register_pass

LEGEND = """\
contiguity[d]    length of the shortest run of consecutive integers (x, x+1, x+2, ...) along dim d
divisibility[d]  largest power of two dividing the first element of every such run; for pointers
                 it is in bytes (an address divisible by 16 is 16-byte aligned). 2^62 =
                 4611686018427387904 means "any power of two" (the constant 0).  A function
                 argument's comes from its tt.divisibility attribute (1 without one).
constancy[d]     length of the shortest run of equal values along dim d
constant         the value when known (integers zero-extended to 64 bits, as Triton stores them)
Vector width of a load/store along d = min(contiguity[d], divisibility[d] / element bytes)."""


@register_pass
class AxisInfoPass(ModulePass):
    """Print the result of the alignment analysis pass (AxisInfo)."""

    name = "axis-info"
    aliases = ("test-print-alignment",)
    summary = "Print the AxisInfo (contiguity, divisibility, constancy) of every value"
    mirrors = "test/include/Analysis/TestAxisInfo.h"
    mlir_name = "mlir::test::TestAxisInfoPass"

    format: Literal["remarks", "table", "json"] = field(default="remarks", metadata={
        "pyopt_only": True,
        "help": "remarks: one remark per op result (triton-opt -test-print-alignment); "
                "table: a table per function on stderr; json: the table as JSON on stderr "
                "(schema pyopt.axis-info)"})

    def run(self, module, ctx) -> None:
        try:
            analysis = ModuleAxisInfoAnalysis(module)
        except CallGraphCycleError as e:
            ctx.error(module, str(e))
            return
        for op, msg in hint_warnings(module):  # hints whose meaning pyopt defines
            ctx.warning(op, msg)
        funcs = [op for op in module.walk(pre_order=False) if isinstance(op, FuncOp)]
        if self.format == "table":
            print_tables(analysis, funcs, sys.stderr)
            return
        if self.format == "json":
            doc = json_document(analysis, funcs, ".".join(map(str, self.context.release)))
            sys.stderr.write(json.dumps(doc, indent=2) + "\n")
            sys.stderr.flush()
            return

        for func in funcs:
            printer = Printer(Namer(func))
            for op in func.walk(pre_order=False):
                if not op.results:
                    continue
                text = printer.op(op)
                for r in op.results:
                    info = analysis.get_axis_info(r)
                    ctx.remark(op, f"{text} => {info if info is not None else ''}")


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
    # imported here, not at the top, to keep start-up fast: the scf dialect is
    # loaded only by files holding scf ops
    from pyopt.dialects.scf.ops import ForOp

    if isinstance(op, ForOp):
        return "scf.for induction variable" if arg.index == 0 else f"scf.for iter_arg #{arg.index - 1}"
    return f"{op.name} region argument #{arg.index}"


def _cells(info) -> tuple[str, str, str, str]:
    if info is None:
        return ("?", "?", "?", "?")

    def vec(v):
        return "[" + ", ".join(str(x) for x in v) + "]"

    cv = "" if info.constant_value is None else str(info.constant_value)
    return vec(info.contiguity), vec(info.divisibility), vec(info.constancy), cv


def _json_info(info):
    if info is None:
        return None
    return {"contiguity": list(info.contiguity), "divisibility": list(info.divisibility),
            "constancy": list(info.constancy), "constant_value": info.constant_value}


def json_document(analysis, funcs, release: str) -> dict:
    """The ``pyopt.axis-info`` document (version 1): per function, every block
    argument and op result, in the table's order, with its AxisInfo (null
    where the analysis has none)."""
    functions = []
    for func in funcs:
        namer = Namer(func)
        values = []

        def block_args(op):
            for region in op.regions:
                for block in region.blocks:
                    for a in block.args:
                        values.append({"value": namer.value(a), "defined_by": _arg_owner(a, namer),
                                       "kind": "block_argument", "type": str(a.type),
                                       "axis_info": _json_info(analysis.get_axis_info(a))})

        for op in func.walk():
            if op is not func:
                for r in op.results:
                    values.append({"value": namer.value(r), "defined_by": op.name, "kind": "result",
                                   "type": str(r.type), "axis_info": _json_info(analysis.get_axis_info(r))})
            block_args(op)
        sym = func.attributes.get("sym_name")
        functions.append({"name": sym.value if sym is not None else None, "values": values})
    return {"schema": "pyopt.axis-info", "version": 1, "triton_version": release, "functions": functions}


def table_rows(analysis, func) -> list[tuple[str, str, str, str, str, str]]:
    """(value, defining op, contiguity, divisibility, constancy, constant) for
    every block argument and op result of ``func``, in program order."""
    namer = Namer(func)
    rows = []

    def block_args(op):
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    rows.append((namer.value(a), _arg_owner(a, namer)) + _cells(analysis.get_axis_info(a)))

    for op in func.walk():
        if op is func:
            block_args(op)
            continue
        for r in op.results:
            rows.append((namer.value(r), op.name) + _cells(analysis.get_axis_info(r)))
        block_args(op)
    return rows


def print_tables(analysis, funcs, stream) -> None:
    """One rich table per function, then the legend, on ``stream``."""
    # rich is imported only for the table format (start-up of the common case)
    from rich.console import Console
    from rich.markup import escape as escape_markup
    from rich.table import Table
    from rich.text import Text

    tty = bool(getattr(stream, "isatty", None) and stream.isatty())
    # names in the table come from the input: each cell is plain text (not
    # markup) with its control characters escaped, and the stream is guarded
    console = Console(file=terminal_safe(stream, styled=tty), width=None if tty else 160, force_terminal=tty,
                      no_color=not tty, highlight=False, emoji=False)
    for func in funcs:
        sym = func.attributes.get("sym_name")
        title = f"AxisInfo of {render_symbol(sym.value) if sym is not None else '@?'}"
        table = Table(title=escape_markup(escape_controls(title)), title_justify="left")
        for col, justify in (("value", "left"), ("defined by", "left"), ("contiguity", "right"),
                             ("divisibility", "right"), ("constancy", "right"), ("constant", "right")):
            table.add_column(col, justify=justify, overflow="fold")
        for row in table_rows(analysis, func):
            table.add_row(*(Text(escape_controls(cell)) for cell in row))
        console.print(table)
    console.print(LEGEND, markup=False)
