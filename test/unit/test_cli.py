"""The pyopt command line (pyopt/cli.py), the pass registry and options
(pyopt/passes.py) and diagnostic rendering (pyopt/diagnostics.py).

Most tests call ``pyopt.cli.main(argv)`` in-process with stdin/stdout/stderr
replaced; a few start ``python -m pyopt`` to check what a user sees (exit
codes, no traceback, start-up imports)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from dataclasses import field
from pathlib import Path
from typing import Literal

import click
import pytest

from pyopt import cli
from pyopt.ir.context import Context
from pyopt.diagnostics import Diagnostic, SourceFile, SourceLoc, SourceManager, render_diagnostic
from pyopt.passes import (ModulePass, PassContext, PassError, PassSpec, available_passes, builtin_passes,
                          lookup_pass, parse_bool, parse_pass_arg, parse_pass_options, parse_pass_pipeline,
                          pass_info, register_pass, resolve_pass, unregister_pass)
from pyopt.transforms import PASS_MODULES

REPO = Path(__file__).resolve().parents[2]
#: what choosing the run's Triton release imports (pyopt.ir.context)
RELEASE_CHOICE = ("pyopt.ir", "pyopt.ir.context", "pyopt.ir.version")

SIMPLE = "module {\n  tt.func @f() {\n    tt.return\n  }\n}\n"
BAD = "module {\n  tt.func @f() {\n    %0 = arith.constant 1 : i32 i32\n    tt.return\n  }\n}\n"


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


class Result:
    def __init__(self, code: int, out: str, err: str):
        self.code, self.out, self.err = code, out, err

    def __repr__(self) -> str:
        return f"Result(code={self.code}, out={self.out!r}, err={self.err!r})"


def run(args: list, stdin: str = "") -> Result:
    """Run ``pyopt args`` in-process."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        code = cli.main([str(a) for a in args])
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return Result(code, out.getvalue(), err.getvalue())


def run_process(args: list[str], stdin: str = "") -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return subprocess.run([sys.executable, "-m", "pyopt", *map(str, args)], input=stdin, text=True,
                          capture_output=True, env=env, cwd=REPO)


def _process_to(stdout, args: list) -> subprocess.CompletedProcess:
    """``python -m pyopt args`` with stdout connected to ``stdout`` (a file or
    a file descriptor); stderr captured."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "pyopt", *map(str, args)], stdout=stdout,
                          stderr=subprocess.PIPE, text=True, env=env, cwd=REPO)


@pytest.fixture
def tmp_input(tmp_path):
    def make(text: str, name: str = "in.mlir") -> Path:
        p = tmp_path / name
        p.write_text(text)
        return p

    return make


@pytest.fixture
def trace_pass():
    """A dummy pass that appends its tag to the module's ``test.trace``."""
    from pyopt.ir.attrs import ArrayAttr, StringAttr

    @register_pass
    class Trace(ModulePass):
        """Append a tag."""

        name = "unit-trace"
        aliases = ("unit-trace-alias",)
        summary = "Append a tag to test.trace"

        tag: str = field(default="x", metadata={"help": "the tag"})
        upper: bool = False
        count: int = 1
        ratio: float = 0.5
        items: list[int] = field(default_factory=list)
        mode: Literal["a", "b"] = "a"

        def run(self, module, ctx):
            old = module.attributes.get("test.trace")
            items = list(old.elements) if old is not None else []
            tag = self.tag.upper() if self.upper else self.tag
            items += [StringAttr(tag)] * self.count
            module.attributes["test.trace"] = ArrayAttr(items)

    yield Trace
    unregister_pass("unit-trace")


@pytest.fixture
def crash_pass():
    @register_pass
    class Crash(ModulePass):
        name = "unit-crash"

        def run(self, module, ctx):
            raise ZeroDivisionError("division by zero in a pass")

    yield Crash
    unregister_pass("unit-crash")


@pytest.fixture
def remark_pass():
    @register_pass
    class Remarks(ModulePass):
        name = "unit-remarks"
        fail: bool = False

        def run(self, module, ctx):
            for op in module.walk():
                if op is not module:
                    ctx.remark(op, f"saw {op.name}")
            if self.fail:
                ctx.error(module, "failing on purpose")

    yield Remarks
    unregister_pass("unit-remarks")


# ---------------------------------------------------------------------------
# Argument sorting
# ---------------------------------------------------------------------------


class TestSplitArgv:
    def test_pass_flags_keep_order_and_repeats(self):
        args, passes = cli.split_argv(["in.mlir", "-a", "--b=k=v", "-p", "c{x=1}", "-a",
                                       "--pass-pipeline=builtin.module(d)", "--pass=e"])
        assert args == ["--", "in.mlir"]
        assert [(p.kind, p.text) for p in passes] == [
            ("flag", "a"), ("flag", "b=k=v"), ("pass", "c{x=1}"), ("flag", "a"),
            ("pipeline", "builtin.module(d)"), ("pass", "e")]

    def test_driver_options_one_or_two_dashes(self):
        args, passes = cli.split_argv(["-split-input-file", "--verify-diagnostics", "-o", "out", "x.mlir",
                                       "-mlir-print-debuginfo", "--color=never"])
        assert passes == []
        assert args == ["--split-input-file=// -----", "--verify-diagnostics=all", "--output=out",
                        "--mlir-print-debuginfo", "--color=never", "--", "x.mlir"]

    def test_option_values(self):
        args, _ = cli.split_argv(["-o=a", "--verify-diagnostics=only-expected", "--split-input-file=// ==="])
        assert args == ["--output=a", "--verify-diagnostics=only-expected", "--split-input-file=// ===", "--"]

    def test_bool_flag_values(self):
        args, _ = cli.split_argv(["-allow-unregistered-dialect=false", "-mlir-print-op-generic=1"])
        assert args == ["--mlir-print-op-generic", "--"]
        with pytest.raises(click.UsageError):
            cli.split_argv(["-debug=maybe"])

    def test_stdin_dash_and_double_dash(self):
        args, passes = cli.split_argv(["-", "-a"])
        assert args == ["--", "-"] and passes[0].text == "a"
        args, passes = cli.split_argv(["-a", "--", "-weird-name.mlir"])
        assert args == ["--", "-weird-name.mlir"] and len(passes) == 1

    @pytest.mark.parametrize("argv", [["-o"], ["-p"], ["--pass-pipeline"]])
    def test_missing_value(self, argv):
        with pytest.raises(click.UsageError):
            cli.split_argv(argv)


# ---------------------------------------------------------------------------
# Pass options and pipelines
# ---------------------------------------------------------------------------


class TestPassSyntax:
    def test_options(self):
        assert parse_pass_options("k1=v1 k2=v2 flag") == [("k1", "v1"), ("k2", "v2"), ("flag", None)]
        assert parse_pass_options('name="a b" list={1,2} e=') == [("name", '"a b"'), ("list", "{1,2}"),
                                                                  ("e", "")]
        assert parse_pass_options("  ") == []

    @pytest.mark.parametrize("text,flag,opts", [
        ("p", "p", []),
        ("p=k=v", "p", [("k", "v")]),
        ("p=k=v j=w", "p", [("k", "v"), ("j", "w")]),
        ("p{k=v j}", "p", [("k", "v"), ("j", None)]),
        ("p{}", "p", []),
    ])
    def test_pass_arg(self, text, flag, opts):
        spec = parse_pass_arg(text)
        assert (spec.flag, spec.options) == (flag, opts)

    def test_pipeline(self):
        specs = parse_pass_pipeline("builtin.module(a, b{k=v j=\"x, y\"},builtin.module(c),any(d))")
        assert [(s.flag, s.options) for s in specs] == [
            ("a", []), ("b", [("k", "v"), ("j", '"x, y"')]), ("c", []), ("d", [])]
        assert [s.flag for s in parse_pass_pipeline("a,b")] == ["a", "b"]
        assert parse_pass_pipeline("builtin.module()") == []

    def test_pipeline_nesting(self):
        # Each pass records the anchors it is nested on below the root, and
        # which group (two tt.func groups stay two until the manager merges them); a nested
        # builtin.module is an anchor like any other (its passes run on the nested modules).
        specs = parse_pass_pipeline("builtin.module(a,tt.func(b,any(c)),tt.func(d),builtin.module(e))")
        assert [(s.flag, s.nesting) for s in specs] == [
            ("a", ()), ("b", ("tt.func",)), ("c", ("tt.func", "any")), ("d", ("tt.func",)), ("e", ("builtin.module",))]
        assert specs[1].nest_ids[0] != specs[3].nest_ids[0]
        assert specs[1].nest_ids[0] == specs[2].nest_ids[0]

    @pytest.mark.parametrize("text,msg", [
        ("cse", "expected pass pipeline to be wrapped with the anchor operation type"),
        ("builtin.module(cse", "expected pass pipeline to be wrapped"),
        ("tt.func(cse)", "can't run 'tt.func' pass manager on 'builtin.module' op"),
        ("builtin.module((cse))", "expected an anchor operation name"),
    ])
    def test_pipeline_anchor_required(self, text, msg):
        with pytest.raises(PassError, match=msg):
            parse_pass_pipeline(text, require_anchor=True)

    @pytest.mark.parametrize("text,msg", [
        ("builtin.module(a", "unbalanced"),
        ("a{k=v", "unbalanced"),
        ("a,,b", "empty element"),
    ])
    def test_pipeline_errors(self, text, msg):
        with pytest.raises(PassError, match=msg):
            parse_pass_pipeline(text)

    @pytest.mark.parametrize("text,value", [("true", True), ("1", True), ("TRUE", True), ("True", True),
                                            ("false", False), ("0", False), ("FALSE", False)])
    def test_bool(self, text, value):
        assert parse_bool(text) is value

    def test_bool_rejects(self):
        with pytest.raises(ValueError):
            parse_bool("yes")


class TestRegistry:
    def test_builtin_passes_resolve_to_their_classes(self):
        # What the registry reads from the pass index is what each class
        # declares once imported: name, aliases, summary, mirrors, options.
        infos = builtin_passes()
        assert [i.target.partition(":")[0] for i in infos] == list(PASS_MODULES)
        for info in infos:
            cls = lookup_pass(info.name)
            assert cls is not None and cls.name == info.name
            assert f"{cls.__module__}:{cls.__qualname__}" == info.target
            assert tuple(cls.aliases) == tuple(info.aliases)
            assert (cls.summary, cls.mirrors) == (info.summary, info.mirrors) and info.mirrors
            assert tuple(cls.options()) == info.options
            assert pass_info(info.name) == info
            for alias in info.aliases:
                assert lookup_pass(alias) is cls
                assert pass_info(alias) == info

    def test_explainers_load(self):
        # Explain code sits in modules of its own, named by the pass class.
        for name in ("coalesce", "remove-layout-conversions"):
            cls = lookup_pass(name)
            assert callable(cls.load_explainer())
            assert cls.explainer.partition(":")[0] != cls.__module__

    def test_register_lookup_unregister(self, trace_pass):
        assert lookup_pass("unit-trace") is trace_pass
        assert lookup_pass("unit-trace-alias") is trace_pass
        assert "unit-trace" in [i.name for i in available_passes()]
        unregister_pass("unit-trace")
        assert lookup_pass("unit-trace") is None
        assert lookup_pass("unit-trace-alias") is None
        register_pass(trace_pass)  # for the fixture's teardown

    def test_name_clash(self, trace_pass):
        class Other(ModulePass):
            name = "unit-trace"

        with pytest.raises(ValueError, match="already taken"):
            register_pass(Other)

    def test_option_types(self, trace_pass):
        p = trace_pass.from_options([("tag", "t"), ("upper", None), ("count", "0x3"), ("ratio", "2.5"),
                                     ("items", "{1,2,3}"), ("mode", "b")])
        assert (p.tag, p.upper, p.count, p.ratio, p.items, p.mode) == ("t", True, 3, 2.5, [1, 2, 3], "b")
        assert trace_pass.from_options([("upper", "0")]).upper is False
        assert trace_pass.from_options([("tag", '"a b"')]).tag == "a b"
        assert trace_pass.from_options([]).items == []

    @pytest.mark.parametrize("opts,msg", [
        ([("nope", "1")], "no such option 'nope' (options: tag, upper, count, ratio, items, mode)"),
        ([("upper", "yes")], "invalid value 'yes' for option 'upper' (expected true/false/1/0)"),
        ([("count", "two")], "invalid value 'two' for option 'count' (expected int)"),
        ([("mode", "c")], "invalid value 'c' for option 'mode' (expected one of a, b)"),
        ([("items", "1,x")], "invalid value '1,x' for option 'items'"),
        ([("tag", None)], "option 'tag' needs a value"),
    ])
    def test_option_errors(self, trace_pass, opts, msg):
        with pytest.raises(PassError) as e:
            trace_pass.from_options(opts)
        assert msg in str(e.value)

    def test_pipeline_text(self, trace_pass):
        p = trace_pass.from_options([("tag", "t"), ("items", "1,2")])
        # MLIR's printAsTextualPipeline: the flag, options sorted by name; an empty list prints
        # nothing, an empty string "tag=", spaces in braces (as Triton's pass_manager.get_pipeline_str()
        # prints canonicalize{  max-iterations=10 ...} and convert-buffer-ops{... arch-generation-name=})
        assert p.pipeline_text() == "unit-trace-alias{count=1 items=1,2 mode=a ratio=0.5 tag=t upper=false}"
        p = trace_pass.from_options([("tag", '""')])
        assert p.pipeline_text() == "unit-trace-alias{count=1  mode=a ratio=0.5 tag= upper=false}"
        assert trace_pass.from_options([("tag", "{a b}")]).pipeline_text().endswith(" tag={a b} upper=false}")

    def test_resolve_gives_fresh_instances(self, trace_pass):
        make = resolve_pass(PassSpec("unit-trace-alias", [("tag", "q")]))
        a, b = make(), make()
        assert a is not b and a.tag == b.tag == "q"

    def test_unknown_and_triton_passes(self):
        with pytest.raises(PassError, match="unknown pass 'nope'"):
            resolve_pass(PassSpec("nope"))
        # a pass of Triton's compiler that pyopt lacks (pyopt/transforms/triton_passes.py,
        # from the wheels): named as such, with the binding that adds it
        with Context("3.6"):
            with pytest.raises(PassError, match="^pass 'tritongpu-pipeline' is a Triton pass pyopt "
                                                "does not implement") as info:
                resolve_pass(PassSpec("tritongpu-pipeline"))
            assert list(info.value.notes) == ["Triton 3.6 adds it with passes.ttgpuir.add_pipeline"]
            # one that only later releases have: that release's unknown pass, and which have it
            with pytest.raises(PassError, match=r"^unknown pass 'tritonamdgpu-warp-pipeline' in Triton 3\.6 ") as info:
                resolve_pass(PassSpec("tritonamdgpu-warp-pipeline"))
            assert list(info.value.notes) == ["pass 'tritonamdgpu-warp-pipeline' is a Triton 3.7, 3.8 and 3.9 pass, "
                                        "which pyopt does not implement"]
        with Context("3.9"):
            with pytest.raises(PassError, match="^pass 'tritonamdgpu-warp-pipeline' is a Triton pass"):
                resolve_pass(PassSpec("tritonamdgpu-warp-pipeline"))
        # implemented: both names resolve to the same pass
        assert resolve_pass(PassSpec("tritonamdgpu-canonicalize-pointers"))().name == "canonicalize-pointers"
        assert resolve_pass(PassSpec("canonicalize-pointers"))().name == "canonicalize-pointers"
        assert resolve_pass(PassSpec("tritonamdgpu-convert-buffer-ops"))().name == "convert-to-buffer-ops"
        assert resolve_pass(PassSpec("convert-to-buffer-ops"))().name == "convert-to-buffer-ops"

    def test_pass_context(self):
        ctx = PassContext()
        ctx.remark(None, "r")
        assert not ctx.failed
        ctx.error(None, "e")
        assert ctx.failed and [d.severity for d in ctx.diag.diagnostics] == ["remark", "error"]


# ---------------------------------------------------------------------------
# Running the command
# ---------------------------------------------------------------------------


class TestRun:
    def test_simple(self, tmp_input):
        r = run([tmp_input(SIMPLE)])
        assert (r.code, r.out, r.err) == (0, SIMPLE, "")

    def test_stdin(self):
        assert run([], stdin=SIMPLE).out == SIMPLE
        assert run(["-"], stdin=SIMPLE).out == SIMPLE

    def test_stdin_diagnostics_name(self):
        r = run([], stdin=BAD)
        assert r.code == 1 and r.out == ""
        assert r.err.startswith("<stdin>:3:32: error: expected operation name in quotes\n")

    def test_error_format(self, tmp_input):
        path = tmp_input(BAD)
        r = run([path])
        assert r.code == 1 and r.out == ""
        assert r.err == (f"{path}:3:32: error: expected operation name in quotes\n"
                         "    %0 = arith.constant 1 : i32 i32\n"
                         "                               ^\n")

    def test_missing_input(self, tmp_path):
        r = run([tmp_path / "none.mlir"])
        assert r.code == 1
        assert r.err == f"pyopt: error: cannot open input file '{tmp_path / 'none.mlir'}': " \
                        "No such file or directory\n"

    def test_output_file_only_on_success(self, tmp_input, tmp_path):
        out = tmp_path / "out.mlir"
        r = run([tmp_input(SIMPLE), "-o", out])
        assert (r.code, r.out) == (0, "") and out.read_text() == SIMPLE
        bad = tmp_path / "bad-out.mlir"
        r = run([tmp_input(BAD, "bad.mlir"), "-o", bad])
        assert r.code == 1 and not bad.exists()

    def test_output_file_kept_when_failing(self, tmp_input, tmp_path):
        # A failed run does not touch an existing output file.
        out = tmp_path / "keep.mlir"
        out.write_text("old")
        assert run([tmp_input(BAD), f"-o={out}"]).code == 1
        assert out.read_text() == "old"

    def test_output_dash_is_stdout(self, tmp_input):
        assert run([tmp_input(SIMPLE), "-o", "-"]).out == SIMPLE

    def test_output_file_replaced_atomically(self, tmp_input, tmp_path):
        """-o writes a temporary file beside the destination and moves it over
        the destination on success; the old file keeps its mode, and no
        temporary file is left behind either way."""
        out = tmp_path / "out.mlir"
        out.write_text("old")
        out.chmod(0o640)
        assert run([tmp_input(SIMPLE), "-o", out]).code == 0
        assert out.read_text() == SIMPLE and (out.stat().st_mode & 0o777) == 0o640
        assert run([tmp_input(BAD, "bad.mlir"), "-o", out]).code == 1
        assert out.read_text() == SIMPLE
        assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mlir", "in.mlir", "out.mlir"]

    def test_output_file_through_a_symlink(self, tmp_input, tmp_path):
        real = tmp_path / "real.mlir"
        real.write_text("old")
        link = tmp_path / "link.mlir"
        link.symlink_to(real)
        assert run([tmp_input(SIMPLE), "-o", link]).code == 0
        assert link.is_symlink() and real.read_text() == SIMPLE

    @pytest.mark.parametrize("where, reason", [
        ("missing/out.mlir", "No such file or directory"),
        ("file.txt/out.mlir", "Not a directory"),
        (".", "Is a directory"),
    ])
    def test_output_file_unwritable(self, tmp_input, tmp_path, where, reason):
        (tmp_path / "file.txt").write_text("")
        path = tmp_path / where
        r = run([tmp_input(SIMPLE), "-o", path])
        assert (r.code, r.out) == (1, "")
        assert r.err == f"pyopt: error: cannot open output file '{path}': {reason}\n"

    @pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
    def test_output_file_on_a_full_device(self, tmp_input):
        r = run([tmp_input(SIMPLE), "-o", "/dev/full"])
        assert (r.code, r.out) == (1, "")
        assert r.err == "pyopt: error: cannot write output file '/dev/full': No space left on device\n"

    @pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
    def test_output_fifo_opened_once(self, tmp_input, tmp_path):
        """-o to a FIFO: opened once, to write the output (a reader sees it all)."""
        import threading

        fifo = tmp_path / "pipe"
        os.mkfifo(fifo)
        got = []
        reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
        reader.start()
        r = run([tmp_input(SIMPLE), "-o", fifo])
        reader.join(timeout=30)
        assert r.code == 0 and got == [SIMPLE]

    def test_output_device_written_only_on_success(self, tmp_input):
        assert run([tmp_input(SIMPLE), "-o", os.devnull]).code == 0
        assert run([tmp_input(BAD), "-o", os.devnull]).code == 1

    def test_pass_order_and_repeats(self, tmp_input, trace_pass):
        r = run([tmp_input(SIMPLE), "-unit-trace=tag=a", "--unit-trace-alias", "-p",
                 "unit-trace{tag=b upper=true}", "-unit-trace=tag=c", "--pass", "unit-trace=tag=a"])
        assert r.code == 0, r
        assert 'test.trace = ["a", "x", "B", "c", "a"]' in r.out

    def test_pipeline_with_pass_flags(self, tmp_input, trace_pass):
        # mlir-opt's PassPipelineCLParser refuses the mix (its message).
        r = run([tmp_input(SIMPLE), "-unit-trace=tag=a", "--pass-pipeline=builtin.module(unit-trace{count=2})"])
        assert r.code == 1 and r.out == ""
        assert r.err == "pyopt: error: '-pass-pipeline' option can't be used with individual pass options\n"

    def test_unknown_flag(self, tmp_input):
        r = run([tmp_input(SIMPLE), "-frobnicate"])
        assert r.code == 1 and r.out == ""
        assert r.err == "pyopt: error: unknown option or pass '-frobnicate' " \
                        "(see pyopt --help and pyopt --list-passes)\n"

    def test_unknown_pass(self, tmp_input):
        r = run([tmp_input(SIMPLE), "-p", "frobnicate"])
        assert (r.code, r.err) == (1, "pyopt: error: unknown pass 'frobnicate' (see pyopt --list-passes)\n")

    @pytest.mark.parametrize("flag", ["-tritongpu-pipeline", "-tritongpu-pipeline=num-stages=3",
                                      "-loop-invariant-code-motion", "-tritonamdgpu-block-pingpong"])
    def test_triton_flags_not_implemented(self, tmp_input, flag):
        r = run(["--triton-version=3.6", tmp_input(SIMPLE), flag])
        assert r.code == 1 and r.out == ""
        name = flag[1:].partition("=")[0]
        assert r.err.startswith(f"pyopt: error: pass '{name}' is a Triton pass pyopt does not implement "
                                "(see pyopt --list-passes)\npyopt: note: Triton 3.6 adds it with ")
        # a typo stays MLIR's unknown pass, with pyopt's did-you-mean (pyopt's passes
        # first, else a Triton pass pyopt lacks)
        r = run([tmp_input(SIMPLE), "-tritongpu-coalesc"])
        assert "unknown option or pass '-tritongpu-coalesc' (did you mean '-tritongpu-coalesce'?" in r.err
        r = run([tmp_input(SIMPLE), "-tritongpu-pipelin"])
        assert "unknown option or pass '-tritongpu-pipelin' (did you mean '-tritongpu-pipeline'?" in r.err

    def test_bad_option_fails_before_reading_input(self, trace_pass, tmp_path):
        r = run([tmp_path / "missing.mlir", "-unit-trace=upper=maybe"])
        assert r.code == 1 and "invalid value 'maybe'" in r.err and "cannot open" not in r.err

    def test_list_passes(self, trace_pass):
        r = run(["--list-passes"])
        assert r.code == 0
        assert "  -unit-trace  (-unit-trace-alias)\n      Append a tag to test.trace\n" in r.out
        assert "        tag=<str>  the tag (default: x)\n" in r.out
        assert "        upper=<true/false/1/0> (default: false)\n" in r.out

    def test_list_passes_lists_only_implemented(self):
        out = run(["--list-passes"]).out
        assert out.startswith("Available passes:")
        assert "-axis-info  (-test-print-alignment)" in out
        assert "-remove-layout-conversions  (-tritongpu-remove-layout-conversions)" in out
        assert "-canonicalize-pointers  (-tritonamdgpu-canonicalize-pointers)" in out
        assert "enable-large-tensor-ptr-canon=<true/false/1/0>  also canonicalize" in out
        assert "-convert-to-buffer-ops  (-tritonamdgpu-convert-buffer-ops)" in out
        assert "arch-generation-name=<str>  GFX generation name" in out

    def test_version_and_help(self):
        import tomllib

        version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
        r = run(["--version"])
        assert r.code == 0 and r.out.startswith(f"pyopt {version}\n")
        # (the suite names its release: test/conftest.py)
        assert r.out.endswith("a Python re-implementation of triton-opt\n"
                              "  targets Triton 3.6.0 (PYOPT_TRITON_VERSION=3.6)\n")
        for flag in ("--help", "-help", "-h"):
            r = run([flag])
            assert r.code == 0 and "Usage: pyopt" in r.out and "--split-input-file" in r.out

    def test_version_without_package_metadata(self, monkeypatch):
        # A source checkout run without installing: pyproject.toml's version.
        from importlib import metadata

        def missing(name):
            raise metadata.PackageNotFoundError(name)

        monkeypatch.setattr(metadata, "version", missing)
        text = (REPO / "pyproject.toml").read_text()
        version = text.split("[project]", 1)[1].split('version = "', 1)[1].split('"', 1)[0]
        assert cli.package_version() == version
        assert run(["--version"]).out.startswith(f"pyopt {version}\n")

    def test_allow_unregistered_dialect_accepted(self, tmp_input):
        assert run([tmp_input(SIMPLE), "-allow-unregistered-dialect"]).out == SIMPLE

    def test_print_flags(self, tmp_input):
        generic = run([tmp_input(SIMPLE), "--mlir-print-op-generic"])
        assert generic.code == 0 and '"tt.return"() : () -> ()' in generic.out
        debug = run([tmp_input(SIMPLE), "-mlir-print-debuginfo"])
        assert debug.code == 0 and "loc(" in debug.out

    def test_internal_error(self, tmp_input, crash_pass):
        path = tmp_input(SIMPLE)
        r = run([path, "-unit-crash"])
        assert r.code == 1 and r.out == "" and "Traceback" not in r.err
        assert r.err == (f"pyopt: internal error: while processing {path}: ZeroDivisionError: division by "
                         "zero in a pass\npyopt: note: this is a bug in pyopt; run with --debug to see the "
                         "Python traceback\n")
        r = run([path, "-unit-crash", "--debug"])
        assert r.code == 1 and "Traceback (most recent call last)" in r.err

    def test_remarks_do_not_fail(self, tmp_input, remark_pass):
        path = tmp_input(SIMPLE)
        r = run([path, "-unit-remarks"])
        assert r.code == 0 and r.out == SIMPLE
        assert r.err.startswith(f"{path}:2:3: remark: saw tt.func\n  tt.func @f() {{\n  ^\n")
        assert f"{path}:3:5: remark: saw tt.return\n" in r.err

    def test_pass_error_fails(self, tmp_input, remark_pass):
        r = run([tmp_input(SIMPLE), "-unit-remarks=fail=true"])
        assert r.code == 1 and r.out == "" and "error: failing on purpose" in r.err

    def test_color(self, tmp_input):
        bad = tmp_input(BAD)
        assert "\x1b[" in run([bad, "--color=always"]).err
        assert "\x1b[" in run([bad, "--color"]).err
        assert "\x1b[" not in run([bad, "--color=never"]).err
        assert "\x1b[" not in run([bad]).err  # auto: stderr is not a terminal

    def test_verify_each(self, tmp_input):
        @register_pass
        class Break(ModulePass):
            name = "unit-break"

            def run(self, module, ctx):
                for op in list(module.walk()):
                    if op.name == "tt.return":
                        op.erase()

        try:
            path = tmp_input(SIMPLE)
            r = run([path, "-unit-break"])
            assert r.code == 1 and r.out == "" and "error:" in r.err
            r = run([path, "-unit-break", "-verify-each=false"])
            assert r.code == 0 and "tt.return" not in r.out
        finally:
            unregister_pass("unit-break")


# ---------------------------------------------------------------------------
# --split-input-file
# ---------------------------------------------------------------------------


def chunk(name: str) -> str:
    return f"tt.func @{name}() {{\n  tt.return\n}}\n"


def printed(name: str) -> str:
    return f"module {{\n  tt.func @{name}() {{\n    tt.return\n  }}\n}}\n"


class TestSplit:
    def test_split_input(self):
        text = "a\n// -----\nb\n// -----\nc"
        assert [text[s:e] for s, e in cli.split_input(text)] == ["a\n", "\nb\n", "\nc"]

    def test_split_marker_not_on_its_own_line(self):
        # MLIR cuts at the marker wherever it is.
        text = "a // ----- b"
        assert [text[s:e] for s, e in cli.split_input(text)] == ["a ", " b"]

    def test_near_miss(self):
        warnings = []
        text = "a\n// ---\nb\n// -----\nc"
        chunks = cli.split_input(text, warn=warnings.append)
        assert [text[s:e] for s, e in chunks] == ["a\n// ---\nb\n", "\nc"]
        assert warnings == [text.index("// ---") + len("// ---")]

    def test_custom_marker(self):
        text = "a\n// =====\nb"
        assert [text[s:e] for s, e in cli.split_input(text, "// =====")] == ["a\n", "\nb"]

    def test_outputs_joined_exactly(self, tmp_input):
        text = chunk("a") + "\n// -----\n\n" + chunk("b") + "// -----\n" + chunk("c")
        r = run([tmp_input(text), "--split-input-file"])
        assert r.code == 0
        assert r.out == printed("a") + "// -----\n" + printed("b") + "// -----\n" + printed("c")

    def test_custom_markers(self, tmp_input):
        text = chunk("a") + "// =====\n" + chunk("b")
        r = run([tmp_input(text), "--split-input-file=// =====", "--output-split-marker=;;"])
        assert r.out == printed("a") + ";;\n" + printed("b")

    def test_bad_chunk_does_not_stop_the_others(self, tmp_input):
        text = chunk("a") + "// -----\n" + "tt.func @b() {\n  tt.bogus\n}\n" + "// -----\n" + chunk("c")
        path = tmp_input(text)
        r = run([path, "--split-input-file"])
        assert r.code == 1
        assert r.out == printed("a") + "// -----\n" + "// -----\n" + printed("c")
        # The line is the line in the whole file.
        assert r.err.startswith(f"{path}:6:3: error: custom op 'tt.bogus' is unknown\n  tt.bogus\n  ^\n")

    def test_line_numbers_of_later_chunks(self, tmp_input, remark_pass):
        text = chunk("a") + "// -----\n\n\n" + chunk("b")
        path = tmp_input(text)
        r = run([path, "--split-input-file", "-unit-remarks"])
        assert r.code == 0
        assert f"{path}:2:3: remark: saw tt.return\n" in r.err
        assert f"{path}:7:1: remark: saw tt.func\n" in r.err
        assert f"{path}:8:3: remark: saw tt.return\n" in r.err

    def test_near_miss_warning_printed(self, tmp_input):
        text = chunk("a") + "// ---\n" + chunk("b")
        path = tmp_input(text)
        r = run([path, "--split-input-file"])
        assert r.code == 0
        assert r.err.startswith(f"{path}:4:7: warning: near miss with file split marker\n")

    def test_without_flag_markers_are_comments(self, tmp_input):
        text = chunk("a") + "// -----\n" + chunk("b")
        r = run([tmp_input(text)])
        assert r.code == 0 and "@a" in r.out and "@b" in r.out and "-----" not in r.out

    def test_output_file_with_split(self, tmp_input, tmp_path):
        out = tmp_path / "o.mlir"
        r = run([tmp_input(chunk("a") + "// -----\n" + chunk("b")), "--split-input-file", "-o", out])
        assert r.code == 0 and r.out == ""
        assert out.read_text() == printed("a") + "// -----\n" + printed("b")


# ---------------------------------------------------------------------------
# Diagnostic rendering
# ---------------------------------------------------------------------------


class TestRendering:
    def setup_method(self):
        self.src = SourceFile("line one\n\tx = y\nnon-ascii é here\n", "f.mlir")
        self.sm = SourceManager(self.src)

    def test_source_loc(self):
        d = Diagnostic("error", "bad", SourceLoc(self.src, 1, 6))
        assert render_diagnostic(d, self.sm) == "f.mlir:1:6: error: bad\nline one\n     ^"

    def test_tabs_expand(self):
        d = Diagnostic("warning", "w", SourceLoc(self.src, 2, 4))
        assert render_diagnostic(d, self.sm) == "f.mlir:2:4: warning: w\n        x = y\n          ^"

    def test_non_ascii_line_has_its_caret(self):
        d = Diagnostic("remark", "r", SourceLoc(self.src, 3, 2))
        assert render_diagnostic(d, self.sm) == "f.mlir:3:2: remark: r\nnon-ascii é here\n ^"
        # the column counts bytes, as MLIR's: 'h' is byte 13 (é is two)
        d = Diagnostic("remark", "r", SourceLoc(self.src, 3, 14))
        assert render_diagnostic(d, self.sm) == "f.mlir:3:14: remark: r\nnon-ascii é here\n" + " " * 12 + "^"

    def test_ir_locations(self):
        from pyopt.ir.attrs import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, UnknownLoc

        here = FileLineColLoc("f.mlir", 1, 1)
        assert render_diagnostic(Diagnostic("error", "m", here), self.sm) == "f.mlir:1:1: error: m\nline one\n^"
        elsewhere = FileLineColLoc("other.mlir", 4, 2)
        assert render_diagnostic(Diagnostic("error", "m", elsewhere), self.sm) == "other.mlir:4:2: error: m"
        assert render_diagnostic(Diagnostic("error", "m", UnknownLoc()), self.sm) == "<unknown>:0: error: m"
        assert render_diagnostic(Diagnostic("error", "m", None), self.sm) == "<unknown>:0: error: m"
        assert render_diagnostic(Diagnostic("error", "m", NameLoc("n")), self.sm) == \
            '<unknown>:0: error: loc("n"): m'
        assert render_diagnostic(Diagnostic("error", "m", NameLoc("n", here)), self.sm).startswith(
            "f.mlir:1:1: error: m\n")
        fused = FusedLoc([UnknownLoc(), elsewhere])
        assert render_diagnostic(Diagnostic("error", "m", fused), self.sm) == "other.mlir:4:2: error: m"
        call = CallSiteLoc(elsewhere, here)
        assert render_diagnostic(Diagnostic("error", "m", call), self.sm) == \
            "other.mlir:4:2: error: m\nf.mlir:1:1: note: called from\nline one\n^"

    def test_notes(self):
        loc = SourceLoc(self.src, 1, 1)
        d = Diagnostic("error", "m", loc)
        d.attach_note("same place", loc)
        d.attach_note("elsewhere", SourceLoc(self.src, 2, 2))
        assert render_diagnostic(d, self.sm) == ("f.mlir:1:1: error: m\nline one\n^\n"
                                                  "f.mlir:1:1: note: same place\n"
                                                  "f.mlir:2:2: note: elsewhere\n        x = y\n        ^")


# ---------------------------------------------------------------------------
# As a user sees it
# ---------------------------------------------------------------------------


#: what importing the ``pyopt`` package imports of the IR and dialect layers:
#: the dialect registry (pyopt/ir/dialect.py) and the dialects' loaders
#: (pyopt/dialects/__init__.py), no dialect
REGISTRY_MODULES = ("pyopt.ir", "pyopt.ir.dialect", "pyopt.dialects")


class TestProcess:
    def test_bad_input_no_traceback(self, tmp_input):
        p = run_process([tmp_input(BAD)])
        assert p.returncode == 1 and p.stdout == ""
        assert "error: expected operation name in quotes" in p.stderr and "Traceback" not in p.stderr

    @pytest.mark.parametrize("text", ["", "module {", "}", "\x00\x01", "%0 = ", "tt.func @f(", "\"\"\"\"",
                                      "module { tt.func @f() { tt.return } } }"])
    def test_garbage_no_traceback(self, text):
        p = run_process(["-"], stdin=text)
        assert p.returncode in (0, 1)
        assert "Traceback" not in p.stderr

    def test_invalid_utf8(self, tmp_path):
        """Bytes that are not UTF-8: MLIR reads bytes, so Triton 3.6.0 takes them in a
        comment and in a string (printed as `\\FF`), and outside both says
        "unexpected character" (each compared with Triton's parser)."""
        path = tmp_path / "latin1.mlir"
        path.write_bytes(b'// \xe9\nmodule attributes {tt.a = "a\xff\xfeb"} {\n}\n')
        p = run_process([path])
        assert p.returncode == 0 and p.stdout == 'module attributes {tt.a = "a\\FF\\FEb"} {\n}\n', p.stderr
        path.write_bytes(b"module {\n  \xe9\n}\n")
        p = run_process([path])
        assert p.returncode == 1 and "latin1.mlir:2:3: error: unexpected character" in p.stderr
        assert "Traceback" not in p.stderr

    @pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
    def test_stdout_on_a_full_device(self, tmp_input):
        """`pyopt x.mlir > /dev/full`: a diagnostic and exit code 1, and no
        second complaint when Python flushes stdout at exit."""
        with open("/dev/full", "w") as full:
            p = _process_to(full, [tmp_input(SIMPLE)])
        assert p.returncode == 1
        assert p.stderr == "pyopt: error: cannot write to standard output: No space left on device\n"

    def test_stdout_closed_before_writing(self, tmp_input):
        """A reader that is gone (`pyopt x.mlir | true`): exit 1, a short message."""
        r, w = os.pipe()
        os.close(r)
        try:
            p = _process_to(w, [tmp_input(SIMPLE)])
        finally:
            os.close(w)
        assert (p.returncode, p.stderr) == (1, f"pyopt: error: {cli.CLOSED_PIPE}\n")

    def test_stdout_closed_while_writing(self, tmp_input):
        """`pyopt big.mlir | head -1`: the reader stops after one line; pyopt
        exits 1 with a short message, no traceback, and processes no more chunks."""
        body = "".join(f"    %{i} = arith.addi %a, %a : i32\n" for i in range(3000))
        chunk = "module {\n  tt.func @f(%a: i32) {\n" + body + "    tt.return\n  }\n}\n"
        path = tmp_input((chunk + "// -----\n") * 20 + chunk)
        env = dict(os.environ, PYTHONPATH=str(REPO))
        proc = subprocess.Popen([sys.executable, "-m", "pyopt", "--split-input-file", str(path)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=REPO)
        assert proc.stdout.readline() == b"module {\n"
        proc.stdout.close()
        err = proc.stderr.read().decode()
        assert (proc.wait(timeout=120), err) == (1, f"pyopt: error: {cli.CLOSED_PIPE}\n")

    def test_usage_error(self):
        p = run_process(["-o"])
        assert p.returncode == 1 and p.stderr.startswith("pyopt: error: option '-o' needs a value")

    def test_startup_imports(self):
        """--version, --help and --list-passes must not import lark, the
        parser, the IR or rich; the ``pyopt`` package registers its dialects'
        loaders in the default registry (:data:`REGISTRY_MODULES`, no dialect),
        and --version and --list-passes choose the run's release
        (RELEASE_CHOICE, small modules), --help not even that."""
        for flag in ("--version", "--help", "--list-passes"):
            allowed = () if flag == "--help" else RELEASE_CHOICE
            code = ("import sys, runpy\nsys.argv = ['pyopt', %r]\n"
                    "try:\n    runpy.run_module('pyopt', run_name='__main__')\nexcept SystemExit:\n    pass\n"
                    "bad = [m for m in sys.modules if m.split('.')[0] == 'lark' or m.startswith('pyopt.syntax')"
                    " or m.startswith('rich') or m.startswith('pyopt.ir') and m not in %r]\n"
                    "sys.stderr.write(repr(bad))\n") % (flag, tuple(REGISTRY_MODULES) + tuple(allowed))
            env = dict(os.environ, PYTHONPATH=str(REPO))
            p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
            assert p.stderr == "[]", p.stderr

    def test_startup_importtime(self):
        """``python -X importtime -m pyopt FLAG`` (each module the process
        imports, as Python itself reports them): --version, --help and
        --list-passes load no parser, IR, dialect, analysis, rewrite or pass
        module, nor lark or rich; --version not importlib.metadata either.
        (The ``pyopt`` package imports :data:`REGISTRY_MODULES`: the dialect
        registry and the dialects' loaders, which load no dialect.)"""
        banned = ("lark", "rich", "pyopt.syntax", "pyopt.ir", "pyopt.dialects", "pyopt.analysis",
                  "pyopt.rewrite", "pyopt.verifier", "pyopt.instrument") + PASS_MODULES
        env = dict(os.environ, PYTHONPATH=str(REPO))
        for flag in ("--version", "--help", "--list-passes"):
            p = subprocess.run([sys.executable, "-X", "importtime", "-m", "pyopt", flag],
                               capture_output=True, text=True, env=env)
            assert p.returncode == 0, p.stderr
            names = [line.rpartition("|")[2].strip() for line in p.stderr.splitlines()
                     if line.startswith("import time:")]
            assert "pyopt.cli" in names
            bad = [n for n in names if any(n == b or n.startswith(b + ".") for b in banned)
                   and n not in REGISTRY_MODULES and (flag == "--help" or n not in RELEASE_CHOICE)]
            if flag == "--version":
                bad += [n for n in names if n == "importlib.metadata"]
            assert bad == [], (flag, bad)

    def test_unused_lark_imports_wait_for_use(self, tmp_input):
        """The ``pyopt`` process parses and runs passes without running the
        code of ``hashlib``, ``pickle``, ``tempfile``, ``getpass`` or ``pkgutil``
        (nor ``regex``'s, where installed), which Lark imports but pyopt never
        uses (cli.LARK_UNUSED); a program importing pyopt as a library gets the
        real modules."""
        path = tmp_input("module {\n  tt.func @f() {\n    tt.return\n  }\n}\n")
        env = dict(os.environ, PYTHONPATH=str(REPO))
        p = subprocess.run([sys.executable, "-X", "importtime", "-m", "pyopt", str(path),
                            "-coalesce", "-remove-layout-conversions", "-canonicalize"],
                           capture_output=True, text=True, env=env)
        assert p.returncode == 0, p.stderr
        names = [line.rpartition("|")[2].strip() for line in p.stderr.splitlines()
                 if line.startswith("import time:")]
        assert "lark" in names
        # (without `regex` installed, Lark's failed `import regex` is listed too)
        unused = ("hashlib", "_hashlib", "regex._regex_core", "regex.regex", "pickle", "_pickle", "tempfile",
                  "shutil", "getpass", "pkgutil", "bz2", "lzma")
        assert [n for n in names if n in unused] == []
        code = ("import pyopt.syntax.parser, pyopt.cli, sys, hashlib\n"
                "from pyopt.syntax.parser import parse_source\n"
                "parse_source('module {\\n}\\n', 'x.mlir')\n"
                "sys.stderr.write(repr(('sha256' in vars(hashlib), hashlib.sha256(b'').hexdigest()[:8])))\n")
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        assert p.stderr == "(True, 'e3b0c442')", p.stderr
        # in a pyopt process, a module that waits is loaded when it is used
        code = ("import sys\nfrom pyopt import cli\nfor n in cli.LARK_UNUSED:\n    cli.load_when_used(n)\n"
                "import pickle, tempfile\nfrom pyopt.syntax.parser import parse_source\n"
                "parse_source('module {\\n}\\n', 'x.mlir')\n"
                "sys.stderr.write(repr((pickle.loads(pickle.dumps([1])), callable(tempfile.mkdtemp))))\n")
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        assert p.stderr == "([1], True)", p.stderr

    def test_one_pass_imports_only_its_module(self, tmp_input):
        """A run of one pass imports that pass's module and no other pass's."""
        path = tmp_input("module {\n}\n")
        code = ("import sys, runpy\nsys.argv = ['pyopt', %r, '-tritongpu-coalesce']\n"
                "try:\n    runpy.run_module('pyopt', run_name='__main__')\nexcept SystemExit:\n    pass\n"
                "from pyopt.transforms import PASS_MODULES\n"
                "sys.stderr.write(repr(sorted(m for m in PASS_MODULES if m in sys.modules)))\n") % str(path)
        env = dict(os.environ, PYTHONPATH=str(REPO))
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        assert p.stderr == "['pyopt.transforms.coalesce']", p.stderr
