#!/usr/bin/env python3
"""Triton's coalesce debug log, parsed; and pyopt's AxisInfo set beside it.

With ``TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce`` (read when libtriton loads, hence the child
process in :mod:`tools.oracle`), Triton 3.6.0's coalesce pass writes, for each memory op it
visits (``moduleOp.walk`` order: ``tt.load``, ``tt.store``, ``tt.atomic_rmw``, ``tt.atomic_cas``,
``ttg.async_copy_global_to_local`` whose pointer is a ranked tensor of pointers; scalar pointers
and descriptor ops are not logged)::

    [tritongpu-coalesce]: Considering op: <the op, custom form, aliases inline>
    [tritongpu-coalesce]: axis info of pointer: contiguity = [..], divisibility = [..], constancy = [..], constant_value = N|<none>
    [tritongpu-coalesce]: order=[..]                                  (argsort of contiguity)
    [tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder <op>      (0..n times)
    [tritongpu-coalesce]: shapePerCTA=[..]
    [ttg-utility]: elemNumBytes: B, divisibility: D, contig: C, alignment: A        (ttg-utility only)
    [tritongpu-coalesce]: perThread for op: P
    [tritongpu-coalesce]: perThread for opSameOrder: P                (one per multi-root-slice op)
    [tritongpu-coalesce]: perThread: P                                (after the numElems/numThreads cap)

``[ttg-utility]`` lines (from ``getNumElementsPerThread``) appear only when that debug type is
enabled too; one precedes each ``perThread for ...`` line, and non-loads get one more after
``perThread:`` (the 128-bit cap for writes).  The layout the pass then builds has
``sizePerThread[order[0]] = final_per_thread`` (see :attr:`CoalesceRecord.final_per_thread`).

Command line::

    python tools/axisinfo_log.py FILE.mlir     # run Triton's coalesce on the IR, table of its records
                                               # with pyopt's AxisInfo beside them (when available)
    python tools/axisinfo_log.py LOG [--ir FILE.mlir]   # a saved log (from `tools/oracle.py axisinfo-log`)
    python tools/axisinfo_log.py --corpus      # every test/corpus/*/*/01-coalesce.before.mlir: summary
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "test" / "corpus"
COALESCE_INPUT_GLOB = "*/*/01-coalesce.before.mlir"

#: Ops whose pointer the pass considers (``getMemAccessPtr``); the pointer is operand 0 of each.

_PREFIX = re.compile(r"^\[(tritongpu-coalesce|ttg-utility)\]: (.*)$")
_AXIS = re.compile(r"contiguity = \[([^\]]*)\], divisibility = \[([^\]]*)\], constancy = \[([^\]]*)\], "
                   r"constant_value = (<none>|-?\d+)")
# (Triton 3.8 adds "maximum: N, " before the alignment: the elements a thread may move, capped for atomics)
_UTIL = re.compile(r"elemNumBytes: (\d+), divisibility: (\d+), contig: (\d+), (?:maximum: (\d+), )?alignment: (\d+)")
_OP_NAME = re.compile(r'^(?:%[\w.$#:-]+(?:, %[\w.$#:-]+)* = )?(?:"([\w.$]+)"|([\w.$]+))')


def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(",") if x.strip())


def op_name_of(op_text: str) -> str:
    """``%8 = tt.load %7 ...`` -> ``tt.load`` (generic form ``"tt.load"(...)`` too)."""
    m = _OP_NAME.match(op_text.strip())
    return (m.group(1) or m.group(2)) if m else ""


@dataclass
class Alignment:
    """One ``[ttg-utility]`` line: ``getNumElementsPerThread``'s inputs and result."""

    elem_num_bytes: int
    divisibility: int  # of the pointer along order[0], in bytes
    contig: int  # contiguity along order[0]
    alignment: int  # min(divisibility / elemNumBytes, min(contig, shapePerCTA[order[0]]))
    maximum: Optional[int] = None  # (3.8+) getMaxElementsPerThread: 128 bits, or an atomic's cap


@dataclass
class CoalesceRecord:
    """What the coalesce pass logged for one memory op."""

    index: int  # position among the logged ops (walk order)
    op_text: str
    contiguity: tuple[int, ...] = ()
    divisibility: tuple[int, ...] = ()
    constancy: tuple[int, ...] = ()
    constant_value: Optional[int] = None
    axis_info_text: str = ""  # exactly as printed: "contiguity = [..], ..., constant_value = .."
    order: tuple[int, ...] = ()
    same_order_ops: list[str] = field(default_factory=list)  # multi-root-slice ops (text)
    shape_per_cta: tuple[int, ...] = ()
    per_thread_op: Optional[int] = None  # "perThread for op"
    per_thread_same_order: list[int] = field(default_factory=list)
    per_thread: Optional[int] = None  # after the numElems / numThreads cap
    alignments: list[Alignment] = field(default_factory=list)  # ttg-utility lines, in order

    @property
    def op_name(self) -> str:
        return op_name_of(self.op_text)

    @property
    def is_load(self) -> bool:
        return self.op_name == "tt.load"

    @property
    def final_per_thread(self) -> Optional[int]:
        """``sizePerThread[order[0]]`` of the layout the pass builds (writes capped at 128 bits)."""
        if self.per_thread is None:
            return None
        if self.is_load or self.per_thread_op is None:
            return self.per_thread
        return min(self.per_thread, self.per_thread_op)

    def axis_info(self) -> tuple:
        return (self.contiguity, self.divisibility, self.constancy, self.constant_value)


@dataclass
class ParsedLog:
    records: list[CoalesceRecord]
    other: list[str]  # lines that belong to no record (diagnostics, other debug types)


def parse_coalesce_log(text: str) -> ParsedLog:
    """Parse the stderr of coalesce run with ``TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce[,ttg-utility]``."""
    records: list[CoalesceRecord] = []
    other: list[str] = []
    cur: Optional[CoalesceRecord] = None
    last_text: Optional[tuple[Any, str]] = None  # (owner, attr/index) of the op text a continuation extends

    for line in text.splitlines():
        m = _PREFIX.match(line)
        if not m:
            if last_text is not None and line.strip():
                # An op printed over several lines (an op with regions): extend its text.
                rec, where = last_text
                if where == "op_text":
                    rec.op_text += "\n" + line
                else:
                    rec.same_order_ops[-1] += "\n" + line
                continue
            if line.strip():
                other.append(line)
            continue
        last_text = None
        kind, body = m.groups()
        if kind == "ttg-utility":
            u = _UTIL.fullmatch(body.strip())
            if u and cur is not None:
                b, d, c, most, a = u.groups()
                cur.alignments.append(Alignment(int(b), int(d), int(c), int(a), int(most) if most else None))
            else:
                other.append(line)
            continue
        if body.startswith("Considering op: "):
            cur = CoalesceRecord(index=len(records), op_text=body[len("Considering op: "):])
            records.append(cur)
            last_text = (cur, "op_text")
        elif cur is None:
            other.append(line)
        elif body.startswith("axis info of pointer: "):
            info = body[len("axis info of pointer: "):].strip()
            a = _AXIS.fullmatch(info)
            if not a:
                raise ValueError(f"cannot parse AxisInfo: {info!r}")
            cur.axis_info_text = info
            cur.contiguity, cur.divisibility, cur.constancy = (_ints(a.group(i)) for i in (1, 2, 3))
            cur.constant_value = None if a.group(4) == "<none>" else int(a.group(4))
        elif body.startswith("order=["):
            cur.order = _ints(body[len("order=["):].rstrip("]"))
        elif body.startswith("multi-root-slice: insert to memAccessesSameOrder "):
            cur.same_order_ops.append(body[len("multi-root-slice: insert to memAccessesSameOrder "):])
            last_text = (cur, "same_order_ops")
        elif body.startswith("shapePerCTA=["):
            cur.shape_per_cta = _ints(body[len("shapePerCTA=["):].rstrip("]"))
        elif body.startswith("perThread for op: "):
            cur.per_thread_op = int(body.split(":")[1])
        elif body.startswith("perThread for opSameOrder: "):
            cur.per_thread_same_order.append(int(body.split(":")[1]))
        elif body.startswith("perThread: "):
            cur.per_thread = int(body.split(":")[1])
        else:
            other.append(line)
    return ParsedLog(records, other)


# --------------------------------------------------------------------------- pyopt's side
def is_tensor_of_pointers(t) -> bool:
    from pyopt.ir.types import PointerType, RankedTensorType

    return isinstance(t, RankedTensorType) and isinstance(t.element, PointerType)


def coalesce_memory_ops(module) -> list:
    """The ops the coalesce pass logs, in its visiting order (``moduleOp.walk``): memory ops
    whose pointer (``getMemAccessPtr``) is a ranked tensor of pointers."""
    from pyopt.analysis.axis_info import get_mem_access_ptr

    out = []
    for op in module.walk():
        ptr = get_mem_access_ptr(op)
        if ptr is not None and is_tensor_of_pointers(ptr.type):
            out.append(op)
    return out


def format_axis_info(contiguity, divisibility, constancy, constant_value) -> str:
    """The text ``AxisInfo::print`` writes."""
    cv = "<none>" if constant_value is None else str(constant_value)
    j = lambda v: ", ".join(str(x) for x in v)  # noqa: E731
    return (f"contiguity = [{j(contiguity)}], divisibility = [{j(divisibility)}], "
            f"constancy = [{j(constancy)}], constant_value = {cv}")


def pyopt_analysis_available() -> bool:
    try:
        from pyopt.analysis.axis_info import ModuleAxisInfoAnalysis  # noqa: F401
    except ImportError:
        return False
    return True


@dataclass
class Row:
    """One memory op: Triton's record beside pyopt's AxisInfo of the same op's pointer."""

    index: int
    triton: Optional[CoalesceRecord]
    op_name: str  # pyopt's op name ("" where pyopt has fewer ops)
    op_text: str  # pyopt's text of the op (print_op_fragment), "" if none
    pyopt: Optional[tuple]  # (contiguity, divisibility, constancy, constant_value)
    pyopt_error: str = ""

    @property
    def op_matches(self) -> bool:
        return self.triton is not None and self.op_name == self.triton.op_name

    @property
    def text_matches(self) -> bool:
        return self.triton is not None and self.op_text == self.triton.op_text

    @property
    def axis_matches(self) -> bool:
        return (self.triton is not None and self.pyopt is not None
                and tuple(map(_norm, self.pyopt)) == tuple(map(_norm, self.triton.axis_info())))

    @property
    def ok(self) -> bool:
        return self.op_matches and self.axis_matches

    @property
    def pyopt_text(self) -> str:
        return format_axis_info(*self.pyopt) if self.pyopt is not None else self.pyopt_error


def _norm(x):
    if x is None or isinstance(x, int):
        return x
    return tuple(int(v) for v in x)


def pyopt_axis_infos(module, ops: Sequence) -> list[tuple[Optional[tuple], str]]:
    """pyopt's AxisInfo of each op's pointer: ``[(info tuple | None, error text)]``."""
    from pyopt.analysis.axis_info import ModuleAxisInfoAnalysis

    try:
        analysis = ModuleAxisInfoAnalysis(module)
    except Exception as exc:  # report it on every row rather than dying
        return [(None, f"analysis failed: {type(exc).__name__}: {exc}")] * len(ops)
    out = []
    for op in ops:
        try:
            info = analysis.get(op.operand(0))
            if info is None:
                out.append((None, "no AxisInfo"))
                continue
            out.append(((tuple(info.contiguity), tuple(info.divisibility), tuple(info.constancy),
                         info.constant_value), ""))
        except Exception as exc:
            out.append((None, f"{type(exc).__name__}: {exc}"))
    return out


def compare(module, records: Sequence[CoalesceRecord], with_analysis: bool = True) -> list[Row]:
    """Pair Triton's records with pyopt's memory ops by position (both in walk order)."""
    from pyopt.ir.printer import print_op_fragment

    ops = coalesce_memory_ops(module)
    infos = pyopt_axis_infos(module, ops) if with_analysis else [(None, "pyopt analysis not available")] * len(ops)
    rows = []
    for i in range(max(len(ops), len(records))):
        rec = records[i] if i < len(records) else None
        if i < len(ops):
            info, err = infos[i]
            rows.append(Row(i, rec, ops[i].name, print_op_fragment(ops[i]), info, err))
        else:
            rows.append(Row(i, rec, "", "", None, "pyopt found no memory op here"))
    return rows


def parse_module(path_or_text: str | Path, name: str = "<input>"):
    from pyopt.syntax.parser import parse_source

    if isinstance(path_or_text, Path):
        return parse_source(path_or_text.read_text(), str(path_or_text))
    return parse_source(path_or_text, name)


def corpus_files(corpus: Path = CORPUS) -> list[Path]:
    return sorted(corpus.glob(COALESCE_INPUT_GLOB))


def triton_records_for(texts: Sequence[str], utility: bool = False) -> list:
    """Triton's parsed logs for many modules (one child process); an OracleError per failure."""
    from tools.oracle import OracleError, triton_coalesce_axisinfo_logs

    types = ("tritongpu-coalesce", "ttg-utility") if utility else ("tritongpu-coalesce",)
    out = []
    for log in triton_coalesce_axisinfo_logs(list(texts), debug_types=types):
        out.append(log if isinstance(log, OracleError) else parse_coalesce_log(log))
    return out


# --------------------------------------------------------------------------- command line
def _fmt(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, tuple):
        return "[" + ", ".join(map(str, v)) + "]"
    return str(v)


def _print_table(console, title: str, records: Sequence[CoalesceRecord], rows: Optional[Sequence[Row]],
                 show_text: bool) -> None:
    from rich.table import Table
    from rich.text import Text

    table = Table(title=title, show_lines=show_text, title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("op")
    for col in ("contig", "div", "const", "cval"):
        table.add_column(col)
    table.add_column("order")
    table.add_column("shape")
    table.add_column("perThr op/same/cap/final")
    if rows is not None:
        table.add_column("pyopt (contig | div | const | cval)")
    n = max(len(records), len(rows) if rows is not None else 0)
    for i in range(n):
        rec = records[i] if i < len(records) else None
        row = rows[i] if rows is not None and i < len(rows) else None
        if rec is not None:
            same = ",".join(map(str, rec.per_thread_same_order)) or "-"
            cells: list[Any] = [str(i), rec.op_name + (f"\n{rec.op_text}" if show_text else ""),
                                _fmt(rec.contiguity), _fmt(rec.divisibility), _fmt(rec.constancy),
                                _fmt(rec.constant_value), _fmt(rec.order), _fmt(rec.shape_per_cta),
                                f"{_fmt(rec.per_thread_op)}/{same}/{_fmt(rec.per_thread)}/{_fmt(rec.final_per_thread)}"]
        else:
            cells = [str(i), Text("(not logged by Triton)", style="red")] + [""] * 7
        if row is not None:
            if row.pyopt is None:
                cells.append(Text(row.pyopt_error or "-", style="bold red"))
            else:
                parts = []
                names = ("contiguity", "divisibility", "constancy", "constant_value")
                tri = rec.axis_info() if rec is not None else (None,) * 4
                txt = Text()
                for k, (mine, theirs) in enumerate(zip(row.pyopt, tri)):
                    if k:
                        txt.append(" | ")
                    bad = _norm(mine) != _norm(theirs)
                    txt.append(_fmt(mine), style="bold red" if bad else "green")
                    parts.append(names[k])
                if not row.op_matches:
                    txt.append(f"  (pyopt op: {row.op_name or 'none'})", style="bold red")
                elif show_text and not row.text_matches:
                    txt.append(f"\npyopt text differs: {row.op_text}", style="yellow")
                cells.append(txt)
        table.add_row(*cells)
    console.print(table)


def _summary(console, results: list[tuple[str, Any, Optional[list[Row]]]], max_examples: int) -> int:
    total = bad = files_bad = text_diff = logged = 0
    by_field = {"op": 0, "contiguity": 0, "divisibility": 0, "constancy": 0, "constant_value": 0, "no info": 0}
    examples = []
    failures = []
    for name, parsed, rows in results:
        if not isinstance(parsed, ParsedLog):
            failures.append(f"{name}: Triton: {parsed}")
            continue
        logged += len(parsed.records)
        if rows is None:
            continue
        file_bad = False
        for row in rows:
            total += 1
            if not row.ok:
                bad += 1
                file_bad = True
                if not row.op_matches:
                    by_field["op"] += 1
                elif row.pyopt is None:
                    by_field["no info"] += 1
                else:
                    for k, (mine, theirs) in enumerate(zip(row.pyopt, row.triton.axis_info())):
                        if _norm(mine) != _norm(theirs):
                            by_field[list(by_field)[k + 1]] += 1
                if len(examples) < max_examples:
                    examples.append((name, row))
            elif not row.text_matches:
                text_diff += 1
        files_bad += file_bad
    console.print(f"{len(results)} files, {logged} memory ops logged by Triton, {total} compared, [bold]{bad}[/bold] mismatches "
                  f"in {files_bad} files; {text_diff} matching ops whose printed text differs")
    if bad:
        console.print("mismatched fields: " + ", ".join(f"{k} {v}" for k, v in by_field.items() if v))
    for f in failures:
        console.print(f"[red]{f}[/red]")
    for name, row in examples:
        tri = row.triton.axis_info_text if row.triton else "(not logged)"
        op = row.triton.op_name if row.triton else row.op_name
        console.print(f"[bold]{name}[/bold] #{row.index} {op}\n  triton: {tri}\n  pyopt:  "
                      f"[red]{row.pyopt_text}[/red]" + ("" if row.op_matches else f"  (pyopt op: {row.op_name})"))
    return 1 if bad or failures else 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from rich.console import Console

    ap = argparse.ArgumentParser(description="Triton's coalesce AxisInfo log, with pyopt's numbers beside it.")
    ap.add_argument("files", nargs="*", type=Path, help="TTGIR (.mlir: run Triton on it) or a saved log")
    ap.add_argument("--ir", type=Path, help="the IR a saved log came from (to compare pyopt)")
    ap.add_argument("--corpus", action="store_true", help=f"summary over test/corpus/{COALESCE_INPUT_GLOB}")
    ap.add_argument("--no-pyopt", action="store_true", help="Triton's records only")
    ap.add_argument("--utility", action="store_true", help="also log ttg-utility (elemNumBytes/alignment)")
    ap.add_argument("--text", action="store_true", help="show each op's printed text")
    ap.add_argument("--raw", action="store_true", help="print Triton's raw log too")
    ap.add_argument("--examples", type=int, default=20, help="mismatch examples in the summary")
    args = ap.parse_args(argv)
    console = Console()
    if not console.is_terminal:
        console = Console(width=200)
    use_pyopt = not args.no_pyopt and pyopt_analysis_available()
    if not args.no_pyopt and not use_pyopt:
        console.print("[yellow]pyopt.analysis.axis_info is not importable: Triton's records only[/yellow]")

    files = list(args.files)
    if args.corpus:
        files += corpus_files()
    if not files:
        ap.error("give a file or --corpus")

    ir_files = [f for f in files if f.suffix == ".mlir"]
    log_files = [f for f in files if f.suffix != ".mlir"]
    parsed_by_file: dict[Path, Any] = {}
    raw_by_file: dict[Path, str] = {}
    if ir_files:
        from tools.oracle import OracleError, triton_available, triton_coalesce_axisinfo_logs

        if not triton_available():
            console.print("[red]Triton is not importable: cannot produce logs for .mlir inputs[/red]")
            return 2
        types = ("tritongpu-coalesce", "ttg-utility") if args.utility else ("tritongpu-coalesce",)
        logs = triton_coalesce_axisinfo_logs([f.read_text() for f in ir_files], debug_types=types)
        for f, log in zip(ir_files, logs):
            parsed_by_file[f] = log if isinstance(log, OracleError) else parse_coalesce_log(log)
            raw_by_file[f] = log.diagnostics if isinstance(log, OracleError) else log
    for f in log_files:
        raw_by_file[f] = f.read_text()
        parsed_by_file[f] = parse_coalesce_log(raw_by_file[f])

    results = []
    for f in files:
        parsed = parsed_by_file[f]
        ir = f if f.suffix == ".mlir" else args.ir
        rows = None
        if isinstance(parsed, ParsedLog) and ir is not None:
            try:
                rows = compare(parse_module(ir), parsed.records, with_analysis=use_pyopt)
            except Exception as exc:
                console.print(f"[red]{f}: pyopt failed on {ir}: {type(exc).__name__}: {exc}[/red]")
        name = str(f.resolve().relative_to(CORPUS)) if f.resolve().is_relative_to(CORPUS) else str(f)
        results.append((name, parsed, rows if use_pyopt else None))
        if args.corpus:
            continue
        if args.raw:
            console.print(raw_by_file[f], markup=False, highlight=False)
        if not isinstance(parsed, ParsedLog):
            console.print(f"[red]{name}: Triton failed: {parsed}[/red]")
            continue
        _print_table(console, name, parsed.records, rows if use_pyopt else None, args.text)
        for line in parsed.other:
            console.print(line, style="dim", markup=False, highlight=False)
    if args.corpus or use_pyopt:
        return _summary(console, results, args.examples)
    return 0


if __name__ == "__main__":
    sys.exit(main())
