"""IR dump logs as input (pyopt/dumplog.py, ``--list-dumps``, ``--dump``).

The logs are real: ``tools/dump_logs.py`` compiles corpus kernels with Triton 3.6.0 and
``MLIR_ENABLE_DUMP=1`` (skipped without triton); test/cli/Inputs/copy_contig.cuda90.dump.log is
a cut of one such log with foreign lines put between its dumps."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pyopt import dumplog
from pyopt.dumplog import DumpLogError, choose_input, read_dumps, select

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.oracle import triton_available  # noqa: E402

SAMPLE = REPO / "test" / "cli" / "Inputs" / "copy_contig.cuda90.dump.log"
needs_triton = pytest.mark.skipif(not triton_available(), reason="triton 3.6.0 writes the logs")


def pyopt(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyopt", *args], capture_output=True, text=True, cwd=REPO)


def parse_print(text: str) -> str:
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source

    return print_op(parse_source(text, "<dump>"))


def covered_lines(text: str) -> set[int]:
    """0-based numbers of the lines inside some dump (header included)."""
    out: set[int] = set()
    for d in read_dumps(text):
        out.update(range(d.line - 1, text.count("\n", 0, d.end)))
    return out


def test_headers():
    h = dumplog._header("// -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) ('builtin.module' "
                        "operation) //----- //")
    assert h == dict(when="before", name="TritonGPUCoalesce", argument="tritongpu-coalesce",
                     op="builtin.module", symbol=None, failed=False)
    h = dumplog._header("// -----// IR Dump After Canonicalizer Failed (canonicalize) ('tt.func' operation: "
                        "@f.g__(1,)c) //----- //")
    assert (h["when"], h["failed"], h["op"], h["symbol"]) == ("after", True, "tt.func", "f.g__(1,)c")
    h = dumplog._header("// -----// SoftwarePipeliner internal IR Dump After: LowerLoops")
    assert (h["when"], h["name"], h["source"]) == ("after", "LowerLoops", "SoftwarePipeliner internal")
    assert dumplog._header("// ----- not a dump") is None


# Headers of the LLVM that Triton 3.8 and 3.9 build with (llvm/llvm-project#195198), as the 3.8.0
# and 3.9.0 wheels print them under MLIR_ENABLE_DUMP=1 (the Failed form as MLIR's printIRHeader
# writes it); each reads the same whatever release the run targets.
@pytest.mark.parametrize("release", ["3.6", "3.8"])
def test_headers_of_triton_38(release):
    from pyopt.ir.context import Context

    with Context(release):
        h = dumplog._header("// -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' "
                            "operation) //----- //")
        assert h == dict(when="before", name="TritonGPUCoalesce", argument="tritongpu-coalesce",
                         op="builtin.module", symbol=None, failed=False, options="")
        h = dumplog._header(
            "// -----// IR Dump Before CanonicalizerPass: canonicalize{cse-between-iterations=false    "
            "max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true} "
            "('tt.func' operation: @copy_contig) //----- //")
        assert (h["name"], h["argument"], h["op"], h["symbol"]) == (
            "CanonicalizerPass", "canonicalize", "tt.func", "copy_contig")
        assert h["options"].startswith("{cse-between-iterations=false ") and h["options"].endswith("top-down=true}")
        h = dumplog._header("// -----// IR Dump After TritonAMDGPUConvertToBufferOps Failed: "
                            "tritonamdgpu-convert-buffer-ops{allow-buffer-atomics=true analyze-small-tensor-ofst=false "
                            "gfx-arch=gfx942} //----- //")
        assert (h["when"], h["failed"], h["argument"], h["op"], h["options"]) == (
            "after", True, "tritonamdgpu-convert-buffer-ops", "",
            "{allow-buffer-atomics=true analyze-small-tensor-ofst=false gfx-arch=gfx942}")
        # a symbol with a colon and parentheses stays the symbol
        h = dumplog._header("// -----// IR Dump Before CSEPass: cse ('tt.func' operation: @f:(1,)) //----- //")
        assert (h["name"], h["argument"], h["symbol"]) == ("CSEPass", "cse", "f:(1,)")
        # the older form is not read as the newer one
        h = dumplog._header("// -----// IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: "
                            "@k: x) //----- //")
        assert (h["name"], h["argument"], h["symbol"]) == ("Canonicalizer", "canonicalize", "k: x")


def test_sample_log_dumps_and_foreign_lines():
    text = SAMPLE.read_text()
    dumps = read_dumps(text)
    assert [(d.when, d.pass_label, d.op_label) for d in dumps] == [
        ("before", "canonicalize", "tt.func @copy_contig"),
        ("before", "convert-triton-to-tritongpu", "builtin.module"),
        ("before", "tritongpu-coalesce", "builtin.module"),
        ("before", "tritongpu-F32DotTC", "builtin.module"),
        ("before", "triton-nvidia-gpu-plan-cta", "builtin.module"),
        ("after", "LowerLoops", "-"),
    ]
    lines = text.split("\n")
    outside = [lines[i] for i in range(len(lines)) if lines[i].strip() and i not in covered_lines(text)]
    assert len(outside) == 3 and "UserWarning" in outside[0] and outside[2].startswith("[tritongpu-coalesce]")


def test_select():
    dumps = read_dumps(SAMPLE.read_text())
    assert select(dumps, "3")[0].index == 3
    assert select(dumps, "-1")[0].index == 6
    assert select(dumps, "before tritongpu-coalesce")[0].index == 3
    assert select(dumps, "before coalesce")[0].index == 3  # pyopt's name for the pass
    assert select(dumps, "BEFORE TritonGPUCoalesce")[0].index == 3  # the pass's class name
    assert select(dumps, "before canonicalize@copy_contig")[0].index == 1
    assert select(dumps, "after LowerLoops")[0].index == 6
    with pytest.raises(DumpLogError, match="did you mean 'tritongpu-coalesce'"):
        select(dumps, "before tritongpu-coalesc")
    with pytest.raises(DumpLogError, match="no dump 7: the input has 6"):
        select(dumps, "7")
    with pytest.raises(DumpLogError, match="no dump 0"):
        select(dumps, "0")
    with pytest.raises(DumpLogError, match="it has no 'after' dumps of|no dump after"):
        select(dumps, "after coalesce")
    with pytest.raises(DumpLogError, match="dumps are of @copy_contig"):
        select(dumps, "before canonicalize@other")
    with pytest.raises(DumpLogError, match="takes a number or"):
        select(dumps, "during coalesce")


def test_ambiguous_choice_takes_first_with_note():
    text = "\n\n".join(["// -----// IR Dump Before CSE (cse) ('builtin.module' operation) //----- //\n"
                        f"module {{\n  \"a.b{k}\"() : () -> ()\n}}\n" for k in range(3)])
    dumps = read_dumps(text)
    d, note = select(dumps, "before cse")
    assert d.index == 1 and "3 dumps match" in note
    assert select(dumps, "before cse#3") == (dumps[2], None)


def test_choose_input_keeps_line_numbers():
    text = SAMPLE.read_text()
    chosen, note = choose_input(text, "log", "3", split=False)
    d = read_dumps(text)[2]
    assert note is None and chosen.count("\n", 0, len(chosen) - len(chosen.lstrip("\n"))) == d.line
    with pytest.raises(DumpLogError, match="is an IR dump log .* with 6 dumps"):
        choose_input(text, "log", None, split=False)
    assert choose_input(text, "log", None, split=True) == (text, None)  # --split-input-file: as before
    one = text[:read_dumps(text)[0].end]  # one dump: an ordinary file whose first line is a comment
    assert choose_input(one[one.index("// -----// IR"):], "f", None, False)[1] is None


def test_cli_list_and_replay():
    r = pyopt("--list-dumps", str(SAMPLE))
    assert r.returncode == 0 and r.stdout.splitlines()[3].split()[:5] == [
        "3", "104", "before", "tritongpu-coalesce", "TritonGPUCoalesce"]
    r = pyopt(str(SAMPLE))
    assert r.returncode == 1 and "--dump" in r.stderr and r.stdout == ""
    # Triton's coalesce on dump 3 gave dump 4: pyopt's replay of the step gives the same module.
    replay = pyopt(str(SAMPLE), "--dump", "before tritongpu-coalesce", "-coalesce")
    after = pyopt(str(SAMPLE), "--dump", "4")
    assert replay.returncode == 0 and replay.stdout == after.stdout and "#blocked1" in replay.stdout
    # Diagnostics name the log's own lines.
    bad = SAMPLE.read_text().replace("tt.get_program_id x : i32", "tt.get_program_id q : i32")
    r = subprocess.run([sys.executable, "-m", "pyopt", "-", "--dump", "2"], input=bad, capture_output=True,
                       text=True, cwd=REPO)
    line = 1 + bad.split("\n").index(next(x for x in bad.split("\n")[62:] if "get_program_id q" in x))
    assert r.returncode == 1 and f"<stdin>:{line}:" in r.stderr


@needs_triton
@pytest.mark.parametrize("kernel,target", [("copy_contig", "cuda:90"), ("softmax", "hip:gfx942"),
                                           ("reduce_rows", "cuda:80"), ("copy_2d", "hip:gfx950")])
def test_real_logs(tmp_path, kernel, target):
    """Every line of a real log is in a dump; every dump before the LLVM lowering parses; the
    coalesce step replays to the next dump."""
    from tools.dump_logs import generate

    path = generate(kernel, target, tmp_path / "k.log")
    text = path.read_text()
    dumps = read_dumps(text)
    assert len(dumps) > 50
    lines = text.split("\n")
    covered = covered_lines(text)
    assert [i for i, x in enumerate(lines) if x.strip() and i not in covered] == []
    lowering = next(d.index for d in dumps if d.argument.startswith("convert-triton-") and "llvm" in d.argument)
    for d in dumps[:lowering - 1]:
        parse_print(text[d.start:d.end])
    coalesce = select(dumps, "before tritongpu-coalesce")[0]
    r = pyopt(str(path), "--dump", str(coalesce.index), "-coalesce")
    assert r.returncode == 0, r.stderr
    assert r.stdout == parse_print(text[dumps[coalesce.index].start:dumps[coalesce.index].end])


# pyopt's own --mlir-print-ir-* logs read back (issue 14): MLIR's headers without module scope
# have no "('builtin.module' operation)" part; each dump taken with --dump is the IR that
# running the passes up to it prints.
@pytest.mark.parametrize("rel,passes,flags", [
    ("argmax_rows/cuda80-w4/01-coalesce.before.mlir", ["-coalesce", "-remove-layout-conversions"],
     ["--mlir-print-ir-after-all"]),
    ("argmax_rows/cuda80-w4/01-coalesce.before.mlir", ["-coalesce", "-remove-layout-conversions"],
     ["--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"]),
    ("softmax/gfx942-w4/01-coalesce.before.mlir", ["-coalesce", "-remove-layout-conversions", "-cse"],
     ["--mlir-print-ir-before-all", "--mlir-print-ir-after-all"]),
])
def test_own_print_ir_log_reads_back(tmp_path, rel, passes, flags):
    src = REPO / "test" / "corpus" / rel
    r = pyopt(str(src), *flags, *passes, "-o", str(tmp_path / "out.mlir"))
    assert r.returncode == 0, r.stderr
    log = tmp_path / "LOG"
    log.write_text(r.stderr)
    listing = pyopt(str(log), "--list-dumps")
    assert listing.returncode == 0, listing.stderr
    dumps = read_dumps(r.stderr)
    expected_count = len(passes) * len([f for f in flags if f.endswith("-all")])
    assert len(dumps) == expected_count
    for d in dumps:
        assert d.argument in listing.stdout
    # each dump is the output of the passes before it (before-dumps) or up to it (after-dumps)
    after_count = 0
    for d in dumps:
        ran = passes[:after_count + (d.when == "after")]
        after_count += d.when == "after"
        want = pyopt(str(src), *ran).stdout
        got = pyopt(str(log), "--dump", str(d.index))
        assert got.returncode == 0 and got.stdout == want, (d.index, d.when, d.argument)
    # and by name, as the issue's example does
    got = pyopt(str(log), "--dump", "after tritongpu-coalesce")
    assert got.returncode == 0 and got.stdout == pyopt(str(src), "-coalesce").stdout


def test_replay_log_tool_on_triton_38_log():
    """tools/replay_log.py on the cut of a real Triton 3.8.0 log: each step of a pass pyopt has
    replays to the log's next dump.  The cut's dump 1 (a function-scope canonicalize) is
    followed by coalesce's dump, not by its own result: it differs; the last dump has no next."""
    log = REPO / "test" / "cli" / "Inputs" / "copy_contig.gfx942.triton38.dump.log"
    r = subprocess.run([sys.executable, str(REPO / "tools" / "replay_log.py"), "--triton-version", "3.8", str(log)],
                       capture_output=True, text=True, cwd=REPO)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        f"{log.name} #1 canonicalize: differs",
        f"{log.name} #2 tritongpu-coalesce: same",
        f"{log.name} #4 tritonamdgpu-canonicalize-pointers: same",
        f"{log.name} #5 canonicalize: same",
        "canonicalize: 1 differs",
        "canonicalize: 1 same",
        "tritonamdgpu-canonicalize-pointers: 1 same",
        "tritongpu-coalesce: 1 same",
    ]
