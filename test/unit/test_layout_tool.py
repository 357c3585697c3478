"""``pyopt layout`` and ``triton-tensor-layout`` (pyopt/layout_tool.py): Triton 3.6.0's
bin/triton-tensor-layout.cpp, its flags, output, messages and exit codes.

Most tests run the command in-process (``pyopt.cli.main(["layout", ...])`` and
``pyopt.layout_tool.main``); a few start ``python -m pyopt`` as a user would.  Where Triton
is installed, the output is compared with libtriton's own ``getLayoutStr`` and attribute
printing (tools/oracle.py); Triton's lit test of the tool, test/Tools/tensor_layout_print.mlir,
is read from a Triton checkout (never copied here) and run with its RUN lines' tool replaced.
"""

from __future__ import annotations

import io
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from pyopt import cli, layout_tool
from pyopt.dialects.ttg.layout_str import get_layout_str
from pyopt.syntax.attrparser import AttrParser

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tools import oracle  # noqa: E402

needs_triton = pytest.mark.skipif(not oracle.triton_available(), reason="triton is not installed: the expected "
                                  "output is libtriton's getLayoutStr")

BLOCKED = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"
MMA = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>"
SHARED = "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>"
SLICE = ("#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], "
         "warpsPerCTA = [4, 1], order = [1, 0]}>}>")
FILE = (f"#blocked = {BLOCKED}\n#mma = {MMA}\n#shared = {SHARED}\n"
        "module {\n  tt.func @f(%a: tensor<16x16xf16, #blocked>) {\n    tt.return\n  }\n}\n")
T = "tensor<16x16xf16>"


class Result:
    def __init__(self, code: int, out: str, err: str):
        self.code, self.out, self.err = code, out, err

    def __repr__(self) -> str:
        return f"Result(code={self.code}, out={self.out!r}, err={self.err!r})"


def run(args: list, stdin: str = "", entry: str = "pyopt") -> Result:
    """``pyopt layout ARGS`` (or the ``triton-tensor-layout`` entry's ``main``) in-process."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        if entry == "pyopt":
            code = cli.main(["layout"] + [str(a) for a in args])
        else:
            code = layout_tool.main([str(a) for a in args])
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return Result(code, out.getvalue(), err.getvalue())


def layout_text(attr: str, type_text: str = T, hw: bool = False) -> str:
    return get_layout_str(AttrParser().parse_type(type_text[:-1] + ", " + attr + ">"), hw)


@pytest.fixture
def layouts(tmp_path):
    path = tmp_path / "layouts.mlir"
    path.write_text(FILE)
    return path


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("entry", ["pyopt", "triton-tensor-layout"])
def test_layout_string(entry):
    r = run(["-l", BLOCKED, "-t", T], entry=entry)
    assert (r.code, r.err) == (0, "")
    assert r.out == f"Print layout attribute: {BLOCKED}\n" + layout_text(BLOCKED)


def test_named_aliases_in_the_order_given_each_followed_by_a_blank_line(layouts):
    r = run(["-i", layouts, "-alias-names=mma,blocked", "-t", T])
    assert r.code == 0, r
    assert r.out == (f"Print layout attribute: #mma = {MMA}\n" + layout_text(MMA) + "\n"
                     f"Print layout attribute: #blocked = {BLOCKED}\n" + layout_text(BLOCKED) + "\n")


def test_every_alias_of_the_file_in_its_order_without_blank_lines(layouts):
    r = run(["-i", layouts, "-t", T])
    assert r.code == 0, r
    assert r.out == "".join(f"Print layout attribute: #{n} = {a}\n" + layout_text(a)
                            for n, a in (("blocked", BLOCKED), ("mma", MMA), ("shared", SHARED)))


def test_file_then_string_and_hardware_view(layouts):
    r = run(["-i", layouts, "-alias-names", "shared", "-l", MMA, "-t", T, "-use-hw-view"])
    assert r.code == 0, r
    assert r.out == (f"Print layout attribute: #shared = {SHARED}\n" + layout_text(SHARED, hw=True) + "\n"
                     f"Print layout attribute: {MMA}\n" + layout_text(MMA, hw=True))
    assert "Offset: 0 -> " in r.out and "Warp3:" in r.out
    r = run(["-l", SLICE, "-t", "tensor<16xf16>", "--use-hw-view=true"])
    assert r.out == f"Print layout attribute: {SLICE}\n" + layout_text(SLICE, "tensor<16xf16>", hw=True)
    assert r.out.splitlines()[1] == "Warp0:"
    r = run(["-l", SLICE, "-t", "tensor<16xf16>", "-use-hw-view=false"])
    assert r.out == f"Print layout attribute: {SLICE}\n" + layout_text(SLICE, "tensor<16xf16>")


def test_file_comes_before_string(layouts):
    r = run(["-l", MMA, "-i", layouts, "-alias-names=shared", "-t", T])
    assert r.code == 0, r
    assert r.out == (f"Print layout attribute: #shared = {SHARED}\n" + layout_text(SHARED) + "\n"
                     f"Print layout attribute: {MMA}\n" + layout_text(MMA))


@pytest.mark.parametrize("spelling", [["-alias-names=blocked,mma"], ["--alias-names=blocked,mma"],
                                      ["-alias-names", "blocked,mma"], ["--alias-names", "blocked,mma"],
                                      ["-alias-names=blocked", "-alias-names=mma"],
                                      ["-alias-names", "blocked", "--alias-names=mma"]])
def test_alias_names_spellings(layouts, spelling):
    r = run(["-i", layouts, "-t", T] + spelling)
    assert r.code == 0, r
    assert [line for line in r.out.splitlines() if line.startswith("Print")] == [
        f"Print layout attribute: #blocked = {BLOCKED}", f"Print layout attribute: #mma = {MMA}"]


@pytest.mark.parametrize("spelling", [["-i=FILE", "-t=T"], ["--i", "FILE", "--t", "T"], ["--i=FILE", "-t", "T"]])
def test_value_options_take_one_or_two_dashes_and_equals(layouts, spelling):
    args = [a.replace("FILE", str(layouts)).replace("=T", "=" + T) for a in spelling]
    args = [T if a == "T" else a for a in args]
    r = run(args + ["-alias-names=mma"])
    assert r.code == 0 and r.out.startswith("Print layout attribute: #mma"), r


def test_type_encoding_is_replaced_by_each_layout():
    r = run(["-l", BLOCKED, "-t", f"tensor<16x16xf16, {MMA}>"])
    assert r.out == f"Print layout attribute: {BLOCKED}\n" + layout_text(BLOCKED)


def test_output_file(layouts, tmp_path):
    out = tmp_path / "out.txt"
    r = run(["-i", layouts, "-t", T, "-o", out])
    assert (r.code, r.out, r.err) == (0, "", "")
    assert out.read_text() == run(["-i", layouts, "-t", T]).out


def test_output_dash_is_stdout(layouts, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = run(["-l", BLOCKED, "-t", T, "-o", "-"])
    assert r.out.startswith("Print layout attribute") and not (tmp_path / "-").exists()


def test_stdin_input():
    r = run(["-i", "-", "-t", T, "-alias-names=mma"], stdin=FILE)
    assert r.code == 0, r
    assert r.out == f"Print layout attribute: #mma = {MMA}\n" + layout_text(MMA) + "\n"


def test_nothing_to_print_is_success():
    assert (run(["-t", T]).code, run(["-t", T]).out) == (0, "")


DUMP = REPO / "test" / "dumps" / "while_loop" / "cuda-90" / "asm.ttgir"  # Triton 3.6.0's asm["ttgir"]


def test_triton_dump_prints_its_layouts_and_skips_its_location_aliases():
    """Triton's asm["ttgir"] holds `#locN = loc(...)` aliases; MLIR's getAttributeAliasDefs lists
    them too and the C++ tool stops at the first ("Unsupported tensor layout attribute: loc(...)").
    pyopt prints the layouts and says nothing of the rest."""
    blocked = "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>"
    r = run(["-i", DUMP, "-t", "tensor<128xf32>"])
    assert (r.code, r.err) == (0, "")
    assert r.out == f"Print layout attribute: #blocked = {blocked}\n" + layout_text(blocked, "tensor<128xf32>")


def test_aliases_that_are_not_layouts_are_skipped(tmp_path):
    path = tmp_path / "mixed.mlir"
    path.write_text(f'#loc = loc("x.py":1:2)\n#blocked = {BLOCKED}\n#smem = #ttg.shared_memory\n'
                    f'#one = 1 : i32\n#mma = {MMA}\n#loc1 = loc("y"(#loc))\nmodule {{\n}}\n')
    r = run(["-i", path, "-t", T])
    assert (r.code, r.err) == (0, "")
    assert r.out == (f"Print layout attribute: #blocked = {BLOCKED}\n" + layout_text(BLOCKED)
                     + f"Print layout attribute: #mma = {MMA}\n" + layout_text(MMA))


def test_a_named_alias_that_is_not_a_layout_is_refused_as_triton_does(tmp_path):
    path = tmp_path / "locs.mlir"
    path.write_text(f'#blocked = {BLOCKED}\n#loc = loc("x.py":1:2)\n#smem = #ttg.shared_memory\nmodule {{\n}}\n')
    r = run(["-i", path, "-t", T, "-alias-names=blocked,loc"])
    assert (r.code, r.out) == (1, "")
    assert r.err == 'Unsupported tensor layout attribute: loc("x.py":1:2)\n'
    r = run(["-i", path, "-t", T, "-alias-names=smem"])
    assert (r.code, r.err) == (1, "Unsupported tensor layout attribute: #ttg.shared_memory\n")


def test_a_layout_alias_that_does_not_fit_the_tensor_type_is_still_an_error(tmp_path):
    path = tmp_path / "ranks.mlir"
    path.write_text(f'#loc = loc("x.py":1:2)\n#blocked = {BLOCKED}\nmodule {{\n}}\n')
    r = run(["-i", path, "-t", "tensor<128xf32>"])
    assert (r.code, r.out) == (1, "")
    assert "error: cannot map #ttg.blocked<" in r.err


def test_help():
    r = run(["--help"])
    assert r.code == 0 and r.out.startswith("OVERVIEW: tensor layout printer\n\nUSAGE: pyopt layout [options]")
    for flag in ("--alias-names=<name1,name2,name3,...>", "-i <filename>", "-l <layout-string>", "-o <filename>",
                 "-t <tensor-type>", "--use-hw-view", "--svg=<filename>", "--png=<filename>", "--html=<filename>"):
        assert flag in r.out
    assert run(["-h"]).out == r.out
    assert run(["-help"], entry="triton-tensor-layout").out.startswith("OVERVIEW")


# ---------------------------------------------------------------------------
# Errors: Triton's messages, exit status 1, nothing on stdout
# ---------------------------------------------------------------------------


def test_missing_tensor_type():
    r = run(["-l", BLOCKED])
    assert (r.code, r.out, r.err) == (1, "", "Must specify the tensor type argument\n")


def test_bad_tensor_type():
    r = run(["-t", "tensor<16x16xf16", "-l", BLOCKED])
    assert (r.code, r.out) == (1, "")
    assert r.err.startswith("tensor<16x16xf16:1:17: error: ")
    assert r.err.endswith("\ntensor<16x16xf16\n                ^\nFail to parse the tensor type argument: "
                          "tensor<16x16xf16\n")


def test_not_a_tensor_type():
    r = run(["-t", "i32", "-l", BLOCKED])
    assert (r.code, r.out, r.err) == (1, "", "Invalid tensor type argument: i32\n")


def test_bad_layout_attribute():
    r = run(["-t", T, "-l", "#ttg.blocked<{foo}>"])
    assert (r.code, r.out) == (1, "")
    assert r.err == ("#ttg.blocked<{foo}>:1:6: error: unexpected key: foo\n#ttg.blocked<{foo}>\n     ^\n"
                     "Invalid layout attribute: #ttg.blocked<{foo}>\n")


def test_unsupported_layout_attribute():
    r = run(["-t", T, "-l", "1 : i32"])
    assert (r.code, r.out, r.err) == (1, "", "Unsupported tensor layout attribute: 1 : i32\n")
    tmem = "#ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>"
    r = run(["-t", T, "-l", tmem])
    assert (r.code, r.err) == (1, f"Unsupported tensor layout attribute: {tmem}\n")


def test_unknown_alias(layouts):
    r = run(["-i", layouts, "-t", T, "-alias-names=blocked,nope"])
    assert (r.code, r.out, r.err) == (1, "", "Can't find the layout attribute: nope\n")


def test_missing_input_file(tmp_path):
    r = run(["-i", tmp_path / "missing.mlir", "-t", T])
    assert (r.code, r.out, r.err) == (1, "", "Could not open input file: No such file or directory\n")


def test_unparsable_input_file(tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_text(f"#blocked = {BLOCKED}\ntt.func @f( {{\n")
    r = run(["-i", path, "-t", T])
    assert (r.code, r.out) == (1, "")
    # (Triton 3.6.0's parser: "expected non-function type" at 2:12)
    assert r.err == (f"{path}:2:12: error: expected non-function type\ntt.func @f( {{\n           ^\n"
                     f"Fail to parse the input file: {path}\n")
    r = run(["-i", "-", "-t", T], stdin=path.read_text())
    assert r.code == 1 and r.err.startswith("<stdin>:2:12: error: ")
    assert r.err.endswith("Fail to parse the input file: -\n")


def test_bad_alias_definition_in_the_file(tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_text("#blocked = #ttg.blocked<{sizePerThread = [1]}>\n")
    r = run(["-i", path, "-t", T])
    assert r.code == 1 and r.err.startswith(f"{path}:1:")
    assert r.err.endswith(f"Fail to parse the input file: {path}\n")


@pytest.mark.parametrize("target", ["missing-dir/out.txt", "."])
def test_unwritable_output(tmp_path, target):
    out = tmp_path / target
    r = run(["-l", BLOCKED, "-t", T, "-o", out])
    reason = "No such file or directory" if target != "." else "Is a directory"
    assert (r.code, r.out, r.err) == (1, "", f"Error: {reason} : unable to open {out} for output\n")


def test_output_file_is_not_written_on_failure(tmp_path, layouts):
    out = tmp_path / "out.txt"
    assert run(["-i", layouts, "-t", T, "-alias-names=nope", "-o", out]).code == 1
    assert not out.exists()


@pytest.mark.parametrize("args, lines", [
    (["-x"], ["pyopt: Unknown command line argument '-x'.  Try: 'pyopt layout --help'"]),
    (["-alias-name=a"], ["pyopt: Unknown command line argument '-alias-name=a'.  Try: 'pyopt layout --help'",
                         "pyopt: Did you mean '--alias-names'?"]),
    (["-i"], ["pyopt: for the -i option: requires a value!"]),
    (["-i", "a", "-i", "b"], ["pyopt: for the -i option: may only occur zero or one times!"]),
    (["-use-hw-view=2"], ["pyopt: for the --use-hw-view option: '2' is invalid value for boolean argument! "
                          "Try 0 or 1"]),
    (["file.mlir"], ["pyopt: Too many positional arguments specified!",
                     "Can specify at most 0 positional arguments: See: pyopt layout --help"]),
])
def test_command_line_errors(args, lines):
    r = run(["-t", T] + args)
    assert (r.code, r.out, r.err) == (1, "", "\n".join(lines) + "\n")


def test_command_line_errors_of_the_entry_point():
    r = run(["-t", T, "-x"], entry="triton-tensor-layout")
    assert (r.code, r.err) == (1, "triton-tensor-layout: Unknown command line argument '-x'.  "
                                  "Try: 'triton-tensor-layout --help'\n")


def test_layout_that_does_not_fit_the_tensor_type():
    r = run(["-l", BLOCKED, "-t", "tensor<16xf16>"])
    assert (r.code, r.out) == (1, "")
    assert r.err.startswith("pyopt layout: error: cannot map #ttg.blocked<")


# ---------------------------------------------------------------------------
# The subcommand and a file named `layout`; the installed entry point
# ---------------------------------------------------------------------------


def test_a_file_named_layout_is_reachable(tmp_path):
    (tmp_path / "layout").write_text("module {\n}\n")
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for args in (["./layout"], ["--", "layout"]):
        r = subprocess.run([sys.executable, "-m", "pyopt", *args], capture_output=True, text=True, cwd=tmp_path,
                           env=env)
        assert (r.returncode, r.stdout) == (0, "module {\n}\n"), r.stderr
    r = subprocess.run([sys.executable, "-m", "pyopt", "layout", "-t", T], capture_output=True, text=True,
                       cwd=tmp_path, env=env)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    r = subprocess.run([sys.executable, "-m", "pyopt", "layout", "-l", BLOCKED], capture_output=True, text=True,
                       cwd=tmp_path, env=env)
    assert (r.returncode, r.stderr) == (1, "Must specify the tensor type argument\n")


def test_entry_point_is_declared():
    text = (REPO / "pyproject.toml").read_text()
    assert 'triton-tensor-layout = "pyopt.layout_tool:console_main"' in text
    assert callable(layout_tool.console_main)


def test_pyopt_help_mentions_the_subcommand():
    out = io.StringIO()
    old = sys.stdout
    sys.stdout = out
    try:
        cli.main(["--help"])
    finally:
        sys.stdout = old
    assert "pyopt layout" in out.getvalue()


# ---------------------------------------------------------------------------
# Against real Triton
# ---------------------------------------------------------------------------

#: (alias, layout, tensor type) printed through the tool and through libtriton
TRITON_CASES = [
    ("blocked", BLOCKED, "tensor<16x16xf16>"),
    ("mma", MMA, "tensor<32x32xf16>"),
    ("mma3", "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>",
     "tensor<64x64xf16>"),
    ("dot", "#ttg.dot_op<{opIdx = 1, parent = " + MMA + ", kWidth = 2}>", "tensor<16x32xf16>"),
    ("slice", SLICE, "tensor<64xf32>"),
    ("linear", "#ttg.linear<{register = [[0, 1], [0, 2]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 4]], "
               "warp = [[16, 0], [0, 8]], block = []}>", "tensor<32x16xf32>"),
    ("ctas", "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 2], order = [1, 0], "
             "CGALayout = [[1, 0]]}>", "tensor<16x16xf32>"),
    ("shared", SHARED, "tensor<8x16xf16>"),
    ("shlinear", "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]], block = []}, alignment = 16>",
     "tensor<4x4xf16>"),
]


def _triton_attr_text(attr: str, type_text: str) -> str:
    """How Triton prints ``attr`` (the value of the alias it prints for it)."""
    full = type_text[:-1] + ", " + attr + ">"
    text = oracle.triton_roundtrip(f"module {{\n  tt.func @f(%a: {full}) {{\n    tt.return\n  }}\n}}\n")
    defs = dict(line[1:].split(" = ", 1) for line in text.splitlines() if re.match(r"#\w+ = ", line))

    def expand(value: str) -> str:  # Triton prints a nested layout (a dot_op's parent) through its alias
        return re.sub(r"#(\w+)(?![\w.])", lambda m: expand(defs[m.group(1)]) if m.group(1) in defs else m.group(0),
                      value)

    m = re.search(r"tt\.func @f\(%\w+: tensor<[^,]*, (.*)>\)", text)
    assert m, text
    return expand(m.group(1))


@needs_triton
@pytest.mark.parametrize("hw", [False, True], ids=["element-view", "hw-view"])
@pytest.mark.parametrize("name, attr, type_text", TRITON_CASES, ids=[c[0] for c in TRITON_CASES])
def test_matches_triton(tmp_path, name, attr, type_text, hw):
    path = tmp_path / "in.mlir"
    path.write_text(f"#{name} = {attr}\nmodule {{\n}}\n")
    flags = ["-use-hw-view"] if hw else []
    want_str = oracle.triton_layout_strs([type_text[:-1] + ", " + attr + ">"], hw)[0]
    want_attr = _triton_attr_text(attr, type_text)
    r = run(["-i", path, "-t", type_text, f"-alias-names={name}"] + flags)
    assert r.code == 0, r
    assert r.out == f"Print layout attribute: #{name} = {want_attr}\n{want_str}\n"
    r = run(["-l", attr, "-t", type_text] + flags)
    assert r.out == f"Print layout attribute: {want_attr}\n{want_str}"


# ---------------------------------------------------------------------------
# Triton's lit test of the tool
# ---------------------------------------------------------------------------

TRITON_TEST = "test/Tools/tensor_layout_print.mlir"
DEFAULT_TRITON_GIT = "/work/.mirror/yangshuxin+triton/repo@4b184ccc"


def triton_test_text() -> str | None:
    """Triton 3.6.0's test/Tools/tensor_layout_print.mlir from ``$PYOPT_TRITON_SRC`` (a Triton
    checkout, or GITDIR@COMMIT of a Triton git repository), else from the Triton mirror this
    project was developed beside; None where neither is present (as in CI)."""
    for source in (os.environ.get("PYOPT_TRITON_SRC"), DEFAULT_TRITON_GIT):
        if not source:
            continue
        if Path(source).is_dir():
            path = Path(source) / TRITON_TEST
            if path.is_file():
                return path.read_text()
            continue
        gitdir, _, commit = source.rpartition("@")
        if gitdir and Path(gitdir).exists():
            r = subprocess.run(["git", "-C", gitdir, "show", f"{commit}:{TRITON_TEST}"], capture_output=True,
                               text=True, check=False)
            if r.returncode == 0:
                return r.stdout
    return None


def _triton_run_lines() -> list[str]:
    text = triton_test_text()
    return [m.group(1).strip() for m in re.finditer(r"^// RUN:(.*)$", text, re.M)] if text else []


@pytest.mark.skipif(triton_test_text() is None, reason="no Triton checkout: set PYOPT_TRITON_SRC to one (or to "
                    "GITDIR@COMMIT) to run Triton's test/Tools/tensor_layout_print.mlir")
@pytest.mark.parametrize("entry", ["pyopt layout", "triton-tensor-layout"])
def test_triton_tensor_layout_print(tmp_path, entry):
    """Each RUN line of Triton's test, ``triton-tensor-layout`` replaced by ``pyopt layout`` (or
    by the entry point's function), piped into FileCheck (the filecheck package)."""
    path = tmp_path / "tensor_layout_print.mlir"
    path.write_text(triton_test_text())
    runs = _triton_run_lines()
    assert len(runs) == 4
    tool = ([sys.executable, "-m", "pyopt", "layout"] if entry == "pyopt layout" else
            [sys.executable, "-c", "import sys; from pyopt.layout_tool import console_main; sys.exit(console_main())"])
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for line in runs:
        words = [str(path) if w == "%s" else w for w in shlex.split(line)]
        bar = words.index("|")
        tool_args, check = words[1:bar], words[bar + 1:]
        assert words[0] == "triton-tensor-layout" and check[0] == "FileCheck"
        produced = subprocess.run(tool + tool_args, capture_output=True, text=True, env=env)
        assert produced.returncode == 0, (line, produced.stderr)
        checked = subprocess.run([sys.executable, "-m", "filecheck"] + check[1:], input=produced.stdout,
                                 capture_output=True, text=True)
        assert checked.returncode == 0, (line, checked.stdout + checked.stderr)


def test_fuzz_layouts_finds_no_crash_in_a_short_run(capsys):
    # tools/fuzz_layouts: mutated corpus layouts on random shapes; a crash (internal error)
    # makes it return 1 and name the case.
    import importlib.machinery
    import importlib.util

    path = str(Path(__file__).resolve().parents[2] / "tools" / "fuzz_layouts")
    loader = importlib.machinery.SourceFileLoader("fuzz_layouts", path)
    spec = importlib.util.spec_from_loader("fuzz_layouts", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    assert mod.main(["--seed", "3", "--cases", "150", "--timeout", "20"]) == 0
    out = capsys.readouterr().out
    assert "150 cases" in out and "0 crash" in out


@pytest.mark.parametrize("release", ["3.6", "3.9"])
def test_file_of_a_later_release(tmp_path, monkeypatch, release):
    """A file in Triton 3.8+'s spelling (a TTGIR dump with a tensor descriptor,
    `!tt.tensordesc<16x16xf16, #shared>`) is read under every release; its
    layouts print as the same layouts given with -l (compared with libtriton
    by the tests above)."""
    monkeypatch.setenv("PYOPT_TRITON_VERSION", release)
    f = tmp_path / "desc.ttgir"
    f.write_text(f"#shared = {SHARED}\nmodule {{\n  tt.func @f(%d: !tt.tensordesc<16x16xf16, #shared>) {{\n"
                 "    tt.return\n  }\n}\n", encoding="utf-8")
    from_file = run(["-i", f, "-alias-names=shared", "-t", T])
    direct = run(["-l", SHARED, "-t", T])
    assert from_file.code == 0 == direct.code, (from_file, direct)
    assert from_file.out.split("\n", 1)[1].rstrip() == direct.out.split("\n", 1)[1].rstrip()
