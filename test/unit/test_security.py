"""What an input file can and cannot make pyopt do (issue 23: items 1, 2, 7 and
part of 5; the README's "Security" section).

* No input chooses a file to write: a pass option that names a file to write
  is declared so (``writes_file``), a pipeline carries where it was read, and
  a pipeline read from an input (``--run-reproducer``) that sets such an
  option is refused, before anything runs; the same option on the command line
  works.
* No control character from the input reaches the terminal: names, strings,
  op names, location file names and source lines are shown escaped, as MLIR's
  printEscapedString escapes them (``\\1B`` for ESC), in tables, remarks,
  diagnostics, logs and listings, and a last guard on every such stream
  escapes whatever is left (SGR sequences pass only where rich colours a
  terminal).
* Output errors (a closed pipe, a full disk, an unwritable folder) are short
  messages with exit 1, never tracebacks.

Compared with real Triton 3.6.0: Triton (``tools/oracle.py roundtrip``) prints
the test kernel's symbol as ``@"x\\0Aecho INJECTED\\0A\\1B]0;OWNED\\07\\1B[2J"``,
which is how pyopt's tables and remarks now name it (NAME_AS_TRITON_PRINTS_IT
below).  Triton's diagnostics quote source lines and names raw; pyopt escapes
their control characters only (a deliberate difference: text without control
characters is shown byte for byte as Triton shows it), so no expected message
here differs from Triton's but in those escapes.  access-report, the dump-log
listing and the reproducer rule are pyopt's own.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from pyopt import cli, debuglog
from pyopt.diagnostics import Diagnostic, SourceFile, SourceLoc, render_diagnostic
from pyopt.passes import PassError, lookup_pass, parse_pass_pipeline, pass_info, resolve_pass, PassSpec
from pyopt.support import TerminalSafeStream, escape_controls, quote_string

REPO = Path(__file__).resolve().parents[2]

# What may not leave pyopt in text meant for a terminal: C0 controls but
# newline and tab, DEL, C1 controls, surrogates (bytes that were not UTF-8).
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")

NAME = 'x\\0Aecho INJECTED\\0A\\1B]0;OWNED\\07\\1B[2J'  # as written in the input
NAME_AS_TRITON_PRINTS_IT = '@"x\\0Aecho INJECTED\\0A\\1B]0;OWNED\\07\\1B[2J"'

KERNEL = """\
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @"NAME"(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %2, %3 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @other(%arg0: !tt.ptr<f32>) {
    tt.return
  }
}
""".replace("NAME", NAME)

REPRODUCER = KERNEL + """\
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(PIPELINE)",
      disable_threading: false,
      verify_each: true
    }
  }
#-}
"""


from test_cli import Result, run  # noqa: E402  (pyopt in-process: test/unit is on pytest's path)


def run_process(args: list, **kw) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    kw.setdefault("capture_output", True)
    return subprocess.run([sys.executable, "-m", "pyopt", *map(str, args)], env=env, cwd=REPO, **kw)


def clean(text: str) -> bool:
    return FORBIDDEN.search(text) is None


# ---------------------------------------------------------------------------
# 1. No input chooses a file to write
# ---------------------------------------------------------------------------


def test_access_report_output_is_declared_as_writing_a_file():
    declared = {o.name: o for o in pass_info("access-report").options}  # from the pass index
    assert declared["output"].writes_file
    assert not declared["format"].writes_file
    registered = {o.name: o for o in lookup_pass("access-report").options()}  # the class's fields
    assert registered["output"].writes_file


def test_every_pass_that_opens_a_file_to_write_declares_the_option():
    """The rule holds for every built-in pass: a pass module that opens a file
    to write declares the option that names it (writes_file)."""
    import importlib.util

    from pyopt.passes import builtin_passes

    opens = re.compile(r"""\bopen\([^)]*["'][wax]b?\+?["']""")
    writers = []
    for info in builtin_passes():
        module = info.target.partition(":")[0]
        source = Path(importlib.util.find_spec(module).origin).read_text(encoding="utf-8")
        if opens.search(source):
            writers.append(module)
            assert any(o.writes_file for o in info.options), module
    assert writers == ["pyopt.transforms.access_report"]


def test_reproducer_cannot_write_a_file(tmp_path):
    victim = tmp_path / "victim"
    repro = tmp_path / "repro.mlir"
    repro.write_text(REPRODUCER.replace("PIPELINE", f"access-report{{format=table output={victim}}}"))
    r = run([repro, "--run-reproducer"])
    assert r.code == 1
    assert not victim.exists()
    assert ("pass 'access-report': option 'output' names a file to write "
            f"(\"{victim}\"), and a pipeline read from the reproducer in '{repro}' may not choose "
            "where pyopt writes: give the pass and this option on the command line "
            "(e.g. -access-report=output=FILE)") in r.err
    assert r.out == ""


def test_reproducer_does_not_touch_an_existing_file(tmp_path):
    victim = tmp_path / ".bashrc"
    victim.write_text("kept\n")
    repro = tmp_path / "repro.mlir"
    repro.write_text(REPRODUCER.replace("PIPELINE", f"canonicalize, access-report{{output=\\22{victim}\\22}}"))
    assert run([repro, "--run-reproducer"]).code == 1
    assert victim.read_text() == "kept\n"


@pytest.mark.parametrize("value", ["-", "\\22\\22"])
def test_reproducer_may_name_the_standard_streams(tmp_path, value):
    repro = tmp_path / "repro.mlir"
    repro.write_text(REPRODUCER.replace("PIPELINE", f"access-report{{format=remarks output={value}}}"))
    r = run([repro, "--run-reproducer"])
    assert r.code == 0, r
    assert "remark: access-report" in r.err


def test_command_line_may_write_the_file(tmp_path):
    src = tmp_path / "k.mlir"
    src.write_text(KERNEL)
    table = tmp_path / "table.txt"
    r = run([src, f"-access-report=format=table output={table}"])
    assert r.code == 0, r
    assert "access report #1" in table.read_text()
    table2 = tmp_path / "table2.txt"
    r = run([src, f"--pass-pipeline=builtin.module(access-report{{format=table output={table2}}})"])
    assert r.code == 0, r
    assert "access report #1" in table2.read_text()


def test_pipeline_read_from_input_is_refused_by_the_option_machinery():
    with pytest.raises(PassError, match="option 'output' names a file to write"):
        resolve_pass(PassSpec("access-report", [("output", "/tmp/x")], read_from="a dump"))
    specs = parse_pass_pipeline("builtin.module(access-report{output=/tmp/x})", read_from="the log")
    assert specs[0].read_from == "the log"
    with pytest.raises(PassError, match="read from the log"):
        resolve_pass(specs[0])
    resolve_pass(parse_pass_pipeline("builtin.module(access-report{output=/tmp/x})")[0])  # command line


# ---------------------------------------------------------------------------
# Part of 5: the pipeline parser and access-report's output (no internal errors)
# ---------------------------------------------------------------------------


def test_deeply_nested_pipeline():
    specs = parse_pass_pipeline("builtin.module(" * 5000 + "cse" + ")" * 5000)
    assert [s.flag for s in specs] == ["cse"]
    with pytest.raises(PassError, match="5000 '\\(' not closed"):
        parse_pass_pipeline("builtin.module(" * 5000)


def test_deeply_nested_pipeline_on_the_command_line():
    r = run(["--pass-pipeline=" + "builtin.module(" * 5000 + "cse" + ")" * 4999], stdin="module {\n}\n")
    assert r.code == 1
    assert "internal error" not in r.err and "Recursion" not in r.err
    assert "pyopt: error: unbalanced parentheses" in r.err


@pytest.mark.parametrize("where,reason", [("DIR", "Is a directory"), ("DIR/missing/t.txt", "No such file or directory"),
                                          ("/dev/full", "No space left on device")])
def test_access_report_output_errors(tmp_path, where, reason):
    if where == "/dev/full" and not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    path = where.replace("DIR", str(tmp_path))
    src = tmp_path / "k.mlir"
    src.write_text(KERNEL)
    r = run([src, f"-access-report=format=table output={path}"])
    assert r.code == 1
    assert "internal error" not in r.err
    assert f"{src}:2:1: error: access-report: cannot write the table to '{path}': {reason}" in r.err


# ---------------------------------------------------------------------------
# 2. No control character from the input reaches the terminal
# ---------------------------------------------------------------------------


def test_escape_controls():
    assert escape_controls("plain @name [x] é") == "plain @name [x] é"
    assert escape_controls("a\x1b]0;T\x07b\x00\r\x7f\x9b\udc9b\n\t") == "a\\1B]0;T\\07b\\00\\0D\\7F\\C2\\9B\\9B\\0A\\09"
    assert escape_controls("line\n\ttab\x1b", multiline=True) == "line\n\ttab\\1B"
    assert escape_controls("\u202e") == "\\E2\\80\\AE"  # a bidi override
    # the same escapes as the IR's strings (printEscapedString)
    assert quote_string("\x1b\x07") == '"' + escape_controls("\x1b\x07") + '"'


def test_terminal_safe_stream():
    out = io.StringIO()
    TerminalSafeStream(out).write("a\x1b[31mb\n\x9bc\x00")
    assert out.getvalue() == "a\\1B[31mb\n\\C2\\9Bc\\00"
    styled = io.StringIO()
    TerminalSafeStream(styled, styled=True).write("\x1b[1mbold\x1b[0m \x1b]0;x\x07 \x1b[2J")
    assert styled.getvalue() == "\x1b[1mbold\x1b[0m \\1B]0;x\\07 \\1B[2J"


def test_access_report_table_and_remarks(tmp_path):
    src = tmp_path / "k.mlir"
    src.write_text(KERNEL)
    r = run([src, "-access-report"])
    assert r.code == 0, r
    assert clean(r.err)
    assert f"access report #1 (the input IR): {NAME_AS_TRITON_PRINTS_IT}, program" in r.err
    assert f"{NAME_AS_TRITON_PRINTS_IT} loads: 4 requests" in r.err
    # two kernels: each remark names its function
    assert f"remark: access-report {NAME_AS_TRITON_PRINTS_IT}: load," in r.err
    assert "\necho INJECTED" not in r.err
    table = tmp_path / "t.txt"
    assert run([src, f"-access-report=format=table output={table}"]).code == 0
    text = table.read_text()
    assert clean(text) and NAME_AS_TRITON_PRINTS_IT in text and "\necho INJECTED" not in text


def test_axis_info_table(tmp_path):
    src = tmp_path / "k.mlir"
    src.write_text(KERNEL)
    r = run([src, "-axis-info", "--axis-info-format=table"])
    assert r.code == 0, r
    assert clean(r.err)
    assert f"AxisInfo of {NAME_AS_TRITON_PRINTS_IT}" in r.err
    assert f"tt.func {NAME_AS_TRITON_PRINTS_IT} argument #0" in r.err


RAW_LINE = 'module {\n  "foo.op"() {s = "\x1b]0;OWNED\x07\x1b[2J\x00"} : () -> () junk\n}\n'


def test_diagnostic_source_line_is_escaped(tmp_path):
    src = tmp_path / "raw.mlir"
    src.write_text(RAW_LINE)
    r = run([src])
    assert r.code == 1
    assert clean(r.err)
    lines = r.err.splitlines()
    shown = next(i for i, line in enumerate(lines) if "foo.op" in line)
    assert lines[shown] == '  "foo.op"() {s = "\\1B]0;OWNED\\07\\1B[2J\\00"} : () -> () junk'
    # the caret stays under the character it points at, after the escapes
    assert lines[shown + 1] == " " * lines[shown].index("junk") + "^"


def test_diagnostic_message_and_file_name_are_escaped():
    loc = SourceLoc(SourceFile("a\rb\x9b\tc = 1\n", "in\x1b[2J.mlir"), 1, 7)
    text = render_diagnostic(Diagnostic("error", "'@a\nb\x07' is wrong", loc))
    assert text.splitlines() == ["in\\1B[2J.mlir:1:7: error: '@a\\0Ab\\07' is wrong",
                                 "a\\0Db\\C2\\9B     c = 1",
                                 " " * 16 + "^"]  # column 7 is a byte offset (U+009B is two)
    assert clean(text)
    text = render_diagnostic(Diagnostic("error", "m", SourceLoc(SourceFile("a\rb = 1\n", "f"), 1, 3)))
    assert text.splitlines()[1:] == ["a\\0Db = 1", "    ^"]
    # a byte that was not UTF-8 (kept as a surrogate): shown as the byte, one byte of the column
    text = render_diagnostic(Diagnostic("error", "m", SourceLoc(SourceFile("s = \"\udc9b\" junk\n", "f"), 1, 9)))
    assert text.splitlines()[1:] == ['s = "\\9B" junk', " " * 10 + "^"]


def test_remark_names_are_escaped_with_colour(tmp_path):
    src = tmp_path / "k.mlir"
    src.write_text(KERNEL)
    r = run([src, "-access-report=format=remarks", "--color=always"])
    assert r.code == 0
    without_sgr = re.sub("\x1b\\[[0-9;]*m", "", r.err)
    assert clean(without_sgr)
    assert NAME_AS_TRITON_PRINTS_IT in without_sgr


def test_list_dumps_is_escaped(tmp_path):
    log = tmp_path / "dump.log"
    header = "// -----// IR Dump {} Canonicalizer (canonicalize) ('tt.func' operation: @k\x1b[2J\x07) //----- //\n"
    log.write_text(header.format("Before") + "module {\n}\n" + header.format("After") + "module {\n}\n")
    r = run(["--list-dumps", log])
    assert r.code == 0, r
    assert clean(r.out)
    assert "tt.func @k\\1B[2J\\07" in r.out


def test_ir_dump_header_is_escaped(tmp_path):
    src = tmp_path / "k.mlir"
    src.write_text(KERNEL)
    r = run([src, "-canonicalize-pointers", "--mlir-print-ir-before-all", "--mlir-print-ir-module-scope"])
    assert r.code == 0, r
    assert clean(r.err)
    assert "('tt.func' operation: @x\\0Aecho INJECTED\\0A\\1B]0;OWNED\\07\\1B[2J) //----- //" in r.err


def test_debug_log_is_escaped():
    out = io.StringIO()
    debuglog.configure(["t"], stream=out)
    try:
        debuglog.ldbg("t", "name=a\x1b[2Jb")
    finally:
        debuglog.configure()
    assert out.getvalue() == "[t]: name=a\\1B[2Jb\n"


def test_progress_line_is_escaped():
    from pyopt.progress import ProgressDisplay

    display = ProgressDisplay(io.StringIO(), delay=3600)
    try:
        display.step("pass\x1b]0;T\x07[bold]")
        assert display._describe().startswith("pyopt: pass\\1B]0;T\\07\\[bold]  [dim](")
    finally:
        display.close()


def test_click_errors_are_escaped(tmp_path):
    log = tmp_path / "dump.log"
    header = "// -----// IR Dump {} Canonicalizer (canonicalize) //----- //\n"
    log.write_text(header.format("Before") + "module {\n}\n" + header.format("After") + "module {\n}\n")
    r = run([log, "--dump", "before pass\x1b[2J"])
    assert r.code == 1
    assert clean(r.err) and "\\1B[2J" in r.err


def test_reproducer_errors_are_one_line(tmp_path):
    repro = tmp_path / "repro.mlir"
    repro.write_text(REPRODUCER.replace("PIPELINE", "cse, foo\\0Aecho INJECTED\\07\\1BM"))
    r = run([repro, "--run-reproducer"])
    assert r.code == 1
    assert clean(r.err) and "\necho INJECTED" not in r.err
    assert "unknown pass 'foo\\0Aecho INJECTED\\07\\1BM' (see pyopt --list-passes)" in r.err
    assert "pyopt lacks 1 of the pipeline's passes: foo\\0Aecho INJECTED\\07\\1BM\n" in r.err
    r = run([repro, "--run-reproducer-partial"])  # the note on where it stopped, and the rest kept
    assert r.code == 0 and clean(r.err) and clean(r.out) and "\necho INJECTED" not in r.err + r.out
    assert "before pass 2 of 2 of the reproducer's pipeline, 'foo\\0Aecho INJECTED\\07\\1BM'" in r.err


def test_layout_tool_is_escaped():
    r = run(["layout", "-t", "tensor<4x4xf32>", "-l", "#ttg.blocked<{sizePerThread = [1, 1]}\x1b[2J>"])
    assert r.code == 1
    assert clean(r.err) and "\\1B[2J" in r.err


# ---------------------------------------------------------------------------
# 7. I/O
# ---------------------------------------------------------------------------


def _big_input(tmp_path) -> Path:
    src = tmp_path / "big.mlir"
    body = "".join(f"  tt.func @f{i}() {{\n    tt.return\n  }}\n" for i in range(3000))
    src.write_text("module {\n" + body + "}\n")
    return src


def test_closed_pipe_is_exit_1_without_traceback(tmp_path):
    src = _big_input(tmp_path)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    p = subprocess.Popen([sys.executable, "-m", "pyopt", str(src)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env, cwd=REPO)
    p.stdout.read(10)
    p.stdout.close()
    err = p.stderr.read().decode()
    code = p.wait()
    assert code == 1
    assert "Traceback" not in err and "Exception ignored" not in err
    assert err.strip() == "pyopt: error: cannot write to standard output: its reader closed the pipe"


def test_output_file_in_unwritable_folder(tmp_path, monkeypatch):
    """-o FILE where FILE is writable and its folder is not: no temporary file
    can be made beside it, so FILE is written in place, on success only.
    (The folder is made unwritable by refusing mkstemp there, as the system
    does: these tests may run as root, whom permissions do not stop.)"""
    folder = tmp_path / "ro"
    folder.mkdir()
    out = folder / "out.mlir"
    out.write_text("old\n")
    real_mkstemp = tempfile.mkstemp

    def mkstemp(*args, dir=None, **kw):
        if dir is not None and Path(dir) == folder:
            raise PermissionError(13, "Permission denied")
        return real_mkstemp(*args, dir=dir, **kw)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    r = run(["-", "-o", out], stdin="module {\n  bad\n}\n")  # a failed run leaves the file as it was
    assert r.code == 1
    assert out.read_text() == "old\n"
    r = run(["-", "-o", out], stdin="module {\n}\n")
    assert r.code == 0, r
    assert out.read_text() == "module {\n}\n"
    assert os.listdir(folder) == ["out.mlir"]
    r = run(["-", "-o", folder / "new.mlir"], stdin="module {\n}\n")  # a new file cannot be made there
    assert r.code == 1
    assert f"pyopt: error: cannot open output file '{folder / 'new.mlir'}': Permission denied" in r.err


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_output_to_dev_full():
    r = run(["-", "-o", "/dev/full"], stdin="module {\n}\n")
    assert r.code == 1
    assert "pyopt: error: cannot write output file '/dev/full': No space left on device" in r.err
    with open("/dev/full", "wb") as full:
        p = run_process(["-"], input=b"module {\n}\n", stdout=full, capture_output=False, stderr=subprocess.PIPE)
    assert p.returncode == 1
    assert p.stderr.decode().strip() == "pyopt: error: cannot write to standard output: No space left on device"
