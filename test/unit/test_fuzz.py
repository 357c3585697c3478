"""tools/fuzz: the mutation operators for issue 23's classes, the bytes a mutant carries, and
``--oracle``'s acceptance classes (accepts-rejected, rejects-accepted, triton-crash), their
deduplication, reduction, listing and reproducers.

The classification tests stand a fake Triton in for the real one (a verdict that depends only
on a marker in the text), so that what they check does not move when pyopt's parser or
verifiers change; the last test runs real Triton 3.6.0 (when it is importable) on an input
on which Triton 3.6.0 itself aborts (checked with ``python tools/oracle.py accepts``: LLVM
ERROR "Layout is expected to be surjective", SIGABRT), and on the messages below, which are
Triton 3.6.0's own (``tools/oracle.py accepts`` on each input).
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FUZZ = ROOT / "tools" / "fuzz"


def _load_fuzz():
    loader = SourceFileLoader("pyopt_tools_fuzz_new", str(FUZZ))
    spec = spec_from_loader("pyopt_tools_fuzz_new", loader)
    mod = module_from_spec(spec)
    sys.modules["pyopt_tools_fuzz_new"] = mod
    loader.exec_module(mod)
    return mod


fuzz = _load_fuzz()


def _triton_importable() -> bool:
    try:
        from triton._C.libtriton import ir  # noqa: F401
    except Exception:  # noqa: BLE001 - any failure: no Triton
        return False
    return True


needs_triton = pytest.mark.skipif(not _triton_importable(), reason="Triton 3.6.0 is not installed")

TTGIR = """\
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: i32) {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %arg1, %c0 : i32
    %1 = arith.muli %0, %arg1 : i32
    %a = ttg.convert_layout %x : tensor<32x16xf16, #blocked> -> tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %b = ttg.convert_layout %y : tensor<16x64xf16, #blocked> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %c : tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x64xf32, #mma>
    %2 = tt.load %p, %m, %o : tensor<32x!tt.ptr<f16>, #blocked>
    tt.call @helper(%1) : (i32) -> ()
    scf.if %cond {
      %3 = arith.addi %1, %1 : i32
    }
    tt.return
  }
  tt.func private @helper(%arg0: i32) attributes {sym = "name"} {
    tt.return
  }
}
"""
LINES = TTGIR.split("\n")


def _results(op, n=300):
    """What ``op`` makes of :data:`TTGIR` under ``n`` seeds (the mutations that applied)."""
    out = []
    for k in range(n):
        res = op(list(LINES), random.Random(k))
        if res is not None:
            out.append(("\n".join(res[0]), res[1]))
    assert out, f"{op.__name__} never applied"
    return out


def _changed_lines(text):
    return [(a, b) for a, b in zip(LINES, text.split("\n")) if a != b]


# ---------------------------------------------------------------------------
# Each new operator makes what it claims
# ---------------------------------------------------------------------------

def _operand_list(line):
    m = fuzz.CUSTOM_OP_RE.match(line)
    span = fuzz._operand_span(line)
    return m.group(2), line[span[0]:span[1]]


def test_operand_count_adds_or_drops_one_operand():
    for text, what in _results(fuzz.m_operand_count):
        assert len(text.split("\n")) == len(LINES)
        (old, new), = _changed_lines(text)
        old_op, old_operands = _operand_list(old)
        new_op, new_operands = _operand_list(new)
        assert new_op == old_op
        assert new.split(" : ")[1:] == old.split(" : ")[1:], "the types stay"
        delta = len(re.findall(r"%[\w$.-]+", new_operands)) - len(re.findall(r"%[\w$.-]+", old_operands))
        assert delta == (1 if "add operand" in what else -1), (what, old, new)
        assert ", ," not in new_operands and not new_operands.strip().endswith(",")


def test_empty_operand_leaves_an_empty_slot():
    kinds = set()
    for text, what in _results(fuzz.m_empty_operand):
        (old, new), = _changed_lines(text)
        _, operands = _operand_list(new)
        body = operands.strip()
        assert re.search(r"(^|[(,])\s*,|,\s*($|\))", body), (what, new)  # a slot with no operand
        kinds.add(what.split(":")[1].strip().split(" '")[0])
    assert {"empty operand before", "empty operand after", "double comma after", "operand left empty"} <= kinds


def test_type_width_writes_extreme_widths_and_f8_variants():
    seen = set()
    for text, what in _results(fuzz.m_type_width):
        new = what.split("-> ")[1].strip("'")
        assert new in fuzz.WIDTH_TYPES
        assert re.search(r"(?<![\w%#$.!])" + re.escape(new) + r"(?!\w)", text), what
        if what.startswith("every type"):
            old = what.split("'")[1]
            assert not re.search(r"(?<![\w%#$.!])" + re.escape(old) + r"(?![\w])", text), "every occurrence"
        seen.add(new)
    assert {"i99999999", "i16777215", "i16777216", "i0"} <= seen
    assert any(t.startswith("f8E") for t in seen)


def _dot_dims(text):
    line = next(s for s in text.split("\n") if "tt.dot " in s)
    spans = fuzz._tensor_types(line, line.rfind(" : "))
    return [[int(x) for x in fuzz.SHAPE_RE.match(line[a:b]).group(1)[:-1].split("x")] for a, b in spans]


def test_dot_shape_changes_dims_consistently_or_not():
    assert _dot_dims(TTGIR) == [[32, 16], [16, 64], [32, 64]]
    consistent = inconsistent = 0
    for text, what in _results(fuzz.m_dot_shape):
        (m, k), (k2, n), (m2, n2) = _dot_dims(text)
        old, new = (int(x) for x in what.rsplit(" ", 3)[-3::2])
        if "consistently" in what and "inconsistently" not in what:
            consistent += 1
            assert k == k2 and m == m2 and n == n2, what
            role = what.split("consistently ")[1][0]
            assert {"M": m, "N": n, "K": k}[role] == new
        else:
            inconsistent += 1
            assert not (k == k2 and m == m2 and n == n2), what
        # a changed type is changed where its value is defined too, so uses still match
        for ty in re.findall(r"tensor<\d+x\d+xf16, #ttg\.dot_op<\{opIdx = \d[^>]*\}>>", text.split("\n")[9]):
            assert ty in "\n".join(text.split("\n")[7:9]) or "opIdx = 0" in ty and "opIdx = 1" in ty
    assert consistent and inconsistent


def test_unknown_op_names_ops_triton_does_not_have():
    renamed = inserted = 0
    for text, what in _results(fuzz.m_unknown_op):
        names = [n for n in fuzz.UNKNOWN_OPS if re.search(r"(?<![\w.])" + re.escape(n) + r"(?![\w.])", text)]
        assert names, what
        if what.startswith("line"):
            renamed += 1
        else:
            inserted += 1
            assert f'"{names[0]}"(' in text
    assert renamed and inserted


def test_weird_chars_reach_strings_symbols_comments_and_token_gaps():
    places = set()
    for text, what in _results(fuzz.m_weird_chars, 400):
        if "string" in what:
            places.add("string")
            assert any(w in text for w in fuzz.WEIRD_CHARS)
        elif "symbol" in what:
            places.add("symbol")
            assert re.search(r'@"(?:helper|kernel)', text), what
            if what.startswith("every"):
                assert "@helper" not in text or "@kernel" not in text
        elif "comment" in what:
            places.add("comment")
        else:
            places.add("raw")
            assert any(c in text for c in ("\x00", "\x1b", "\udcff", "\x07", "\x0c", "\x0b"))
    assert places == {"string", "symbol", "comment", "raw"}


def test_one_line_nesting_puts_many_regions_on_one_line():
    joined = nested = 0
    for text, what in _results(fuzz.m_one_line_nesting):
        if what.startswith("join"):
            joined += 1
            assert len(text.split("\n")) < len(LINES)
            assert any(s.count("{") >= 1 and s.count("}") >= 1 for s in text.split("\n"))
        else:
            nested += 1
            depth = int(what.split()[1])
            line = next(s for s in text.split("\n") if '"fz.n"' in s)
            assert line.count('"fz.n"() ({') == depth and line.count("}) : () -> ()") == depth
    assert joined and nested


def test_ssa_name_renames_to_odd_names():
    for text, what in _results(fuzz.m_ssa_name):
        new = what.split("-> ")[1].strip("'")
        assert new in fuzz.ODD_SSA_NAMES and new in text
        old = what.split("'")[1]
        if what.startswith("every"):
            assert not re.search(re.escape(old) + r"(?![\w$.-])", text)


def test_mutator_selection_and_determinism():
    files = fuzz.corpus_files()
    a = [fuzz.make_mutant(7, i, files, ["new"]) for i in range(30)]
    b = [fuzz.make_mutant(7, i, files, ["new"]) for i in range(30)]
    assert [m.text for m in a] == [m.text for m in b]
    used = {m.split(":")[0] for x in a for m in x.mutations}
    assert used and used <= set(fuzz.NEW_MUTATORS)
    classic = {m.split(":")[0] for i in range(30) for m in fuzz.make_mutant(7, i, files, ["classic"]).mutations}
    assert classic and not classic & set(fuzz.NEW_MUTATORS)


# ---------------------------------------------------------------------------
# Bytes
# ---------------------------------------------------------------------------

def test_raw_bytes_travel_faithfully(tmp_path):
    text = 'module attributes {fz.s = "a\udcff\udcfeb\x1b"} {\n}\n'
    assert fuzz.to_bytes(text) == b'module attributes {fz.s = "a\xff\xfeb\x1b"} {\n}\n'
    path = tmp_path / "r.mlir"
    fuzz._write_reproducer(path, ["// header \x1b[2J \udcff"], text)
    data = path.read_bytes()
    assert data.startswith(b"// header \\x1b[2J \\udcff\n")  # headers escaped
    assert data.endswith(fuzz.to_bytes(text))  # the mutant byte for byte


@pytest.mark.parametrize("text", ['module attributes {fz.s = "a\udcffb"} {\n}\n',
                                  'module attributes {fz.s = "a\x00b"} {\n}\n',
                                  'module {\n}\n',
                                  'module {\n  tt.func @"f\udce2\udc82"() {\n    tt.return\n  }\n}\n',
                                  'module {\n  tt.func @f\udcff() {\n    tt.return\n  }\n}\n'])
def test_runner_judges_bytes_as_pyopts_command_line_does(tmp_path, text):
    path = tmp_path / "in.mlir"
    path.write_bytes(fuzz.to_bytes(text))
    cli = subprocess.run([sys.executable, "-m", "pyopt", str(path)], capture_output=True, cwd=ROOT)
    outcome = fuzz.Runner([("none", [])], 60.0).run(text, "none", parse_only=True)
    assert (outcome.cls == "ok") == (cli.returncode == 0), (outcome, cli.stderr)


def test_runner_decodes_with_the_command_lines_function(monkeypatch):
    # One rule: the runner reads the mutant's bytes through pyopt.cli.decode_input.
    import pyopt.cli
    seen = []

    def spy(data):
        seen.append(data)
        return data.decode("utf-8", errors="surrogateescape")

    monkeypatch.setattr(pyopt.cli, "decode_input", spy)
    text = 'module attributes {fz.s = "a\udcffb"} {\n}\n'
    outcome = fuzz.Runner([("none", [])], 60.0).run(text, "none", parse_only=True)
    assert seen == [fuzz.to_bytes(text)]
    assert outcome.cls == "ok", outcome


# ---------------------------------------------------------------------------
# Acceptance classes, with a fake Triton
# ---------------------------------------------------------------------------

def test_acceptance_classes_and_keys():
    a = fuzz.acceptance
    assert a("ok", "", ("accepts", "")) == ("both-accept", "")
    assert a("diagnosed", "x", ("rejects", "y")) == ("both-reject", "")
    assert a("ok", "", ("rejects", "'tt.dot' op expected 16 but got 32 for %0")) == \
        ("accepts-rejected", "'tt.dot' op expected N but got N for %_")
    assert a("diagnosed", "custom op 'tt.bogus' is unknown", ("accepts", "")) == \
        ("rejects-accepted", "custom op 'tt._' is unknown")
    assert a("ok", "", ("crashes", "killed by SIGABRT: x 12")) == ("triton-crash", "killed by SIGABRT: x N")
    assert a("crash", "", ("accepts", "")) == ("no-verdict", "")
    assert fuzz.safe_text("a\x1b]0;x\x07\udcff") == "a\\x1b]0;x\\x07\\udcff"
    # the declared list: pyopt's deliberate check of a reduce axis (Triton 3.6.0 accepts the input)
    key = a("diagnosed", "'tt.reduce' op axis 32 is out of range for operands of rank 1", ("accepts", ""))[1]
    assert "undefined behaviour" in fuzz.known_reason("rejects-accepted", key)
    assert fuzz.known_reason("accepts-rejected", key) == ""
    assert fuzz.known_reason("rejects-accepted", "custom op 'tt._' is unknown") == ""
    assert fuzz.known_reason("triton-crash", "killed by SIGSEGV") == fuzz.TRITON_CRASH_REASON
    # an amd_mfma parent without isTransposed (Triton reads an uninitialized bool); with it, a failure
    parent = "#ttg.amd_mfma<{version = 4 : i64, warpsPerCTA = [2, 2], instrShape = [32, 32, 16]%s}>"
    key = a("diagnosed", "ttg.dot_op unexpected parent layout: " + parent % ", versionMinor = true", ("accepts", ""))[1]
    assert "uninitialized" in fuzz.known_reason("rejects-accepted", key)
    key = a("diagnosed", "ttg.dot_op unexpected parent layout: " + parent % ", isTransposed = 1", ("accepts", ""))[1]
    assert fuzz.known_reason("rejects-accepted", key) == ""


class FakeTriton:
    """Triton as pyopt sees it, except that it rejects ``fz.reject`` ops and accepts
    ``fz.accept`` modules that pyopt rejects."""

    def __init__(self):
        self.runner = fuzz.Runner([("none", [])], 60.0)

    def verdict(self, text):
        if '"fz.reject"' in text:
            return "rejects", "'fz.reject' op is refused by the fake Triton"
        if '"fz.listed"' in text:
            return "rejects", "'fz.listed' op is a known difference"
        ok = self.runner.run(text, "none", parse_only=True).cls == "ok"
        if "%undefined_fz" in text:
            return "accepts", ""
        return ("accepts", "") if ok else ("rejects", "same as pyopt")

    def submit(self, text):
        self.pending = self.verdict(text)

    def result(self):
        return self.pending

    def close(self):
        pass


def _module(body, funcs=6):
    out = ["module {"]
    for f in range(funcs):
        out += [f"  tt.func @f{f}(%arg0: i32) -> i32 {{",
                f"    %0 = arith.addi %arg0, %arg0 : i32",
                f"    %1 = arith.muli %0, %0 : i32",
                f"    tt.return %1 : i32",
                "  }"]
        out += [f'  "fz.keep"() {{v = {f + 10} : i64}} : () -> ()']  # (number mutations keep it valid)
        if f == funcs // 2:
            out += ["  " + body]
    return "\n".join(out + ["}", ""])


def test_disagreements_are_classified_deduplicated_reduced_and_listed(tmp_path, monkeypatch, capsys):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.mlir").write_text(_module('"fz.reject"() : () -> ()'))
    (corpus / "b.mlir").write_text(_module('"fz.listed"() : () -> ()'))
    (corpus / "c.mlir").write_text(_module('"fz.undef"(%undefined_fz) : (i32) -> ()'))
    monkeypatch.setattr(fuzz, "_TRITON", FakeTriton())
    monkeypatch.setattr(fuzz, "TritonParser", lambda *a, **k: FakeTriton())
    monkeypatch.setattr(fuzz, "triton_available", lambda: True)
    monkeypatch.setattr(fuzz, "KNOWN_DISAGREEMENTS",
                        [fuzz.Known("accepts-rejected", r"'fz\.listed' op", "a test's known difference")])
    out = tmp_path / "out"
    rc = fuzz.main(["--seed", "3", "--cases", "40", "--jobs", "1", "--oracle", "--quiet", "--pipelines", "none",
                    "--mutators", "number", "--corpus", str(corpus / "*.mlir"), "--out", str(out),
                    "--minimize-budget", "30"])
    summary = json.loads((out / "summary.json").read_text())
    acc = summary["acceptance"]
    assert acc["accepts-rejected"] > 0 and acc["rejects-accepted"] > 0
    assert sum(acc.values()) == 40
    by_key = {d["key"]: d for d in summary["disagreements"]}
    rejected = by_key["'fz.reject' op is refused by the fake Triton"]
    listed = by_key["'fz.listed' op is a known difference"]
    undefined = next(d for d in summary["disagreements"] if d["class"] == "rejects-accepted"
                     and "undeclared" in d["key"])
    assert rejected["class"] == listed["class"] == "accepts-rejected"
    assert listed["listed"] == "a test's known difference" and not rejected["listed"]
    assert summary["unlisted_disagreements"] >= 2 and rc == 1
    # deduplicated: one reproducer per key, counting every case
    assert len(by_key) == len(summary["disagreements"])
    assert rejected["cases"] + listed["cases"] <= acc["accepts-rejected"]
    # reduced to the lines that keep the disagreement, with their header
    text = Path(rejected["reproducer"]).read_text()
    body = [s for s in text.split("\n") if s and not s.startswith("//")]
    assert body == ["module {", '  "fz.reject"() : () -> ()', "}"], text
    assert "// pyopt: accepts" in text and "error: 'fz.reject' op is refused" in text
    body = [s for s in Path(undefined["reproducer"]).read_text().split("\n") if s and not s.startswith("//")]
    assert len(body) <= 3 and any("%undefined_fz" in s for s in body), body
    assert "listed: a test's known difference" in Path(listed["reproducer"]).read_text()
    report = (out / "summary.txt").read_text()
    assert "accepts-rejected-01" in report and "[listed]" in report and "rejects-accepted-01" in report


# ---------------------------------------------------------------------------
# Real Triton
# ---------------------------------------------------------------------------

#: Triton 3.6.0 aborts on this layout (LLVM ERROR: "Layout is expected to be surjective");
#: pyopt reports it.
TRITON_ABORTS = ('#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 8], [0, 16], [0, 64]], lane = [[1, 0], '
                 '[2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [[0, 0], [0, 0]], block = []}>')


@needs_triton
def test_real_triton_verdicts_and_a_triton_crash_run(tmp_path):
    t = fuzz.TritonParser()
    try:
        assert t.verdict("module {\n}\n") == ("accepts", "")
        assert t.verdict('module {\n  "fz.op"() : () -> ()\n}\n') == ("accepts", "")  # unregistered dialects
        assert t.verdict('module {\n  "tt.bogus"() : () -> ()\n}\n') == (
            "rejects", "unregistered operation 'tt.bogus' found in dialect ('tt') that does not allow unknown "
                       "operations")
        assert t.verdict('module attributes {fz.s = "a\udcff\udcfeb"} {\n}\n') == ("accepts", "")  # raw bytes
        crash = TRITON_ABORTS + "\n" + _module(
            'tt.func @g(%a: tensor<32x128xf32, #linear>) {\n    tt.return\n  }', funcs=3).replace(
            "module {", 'module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {')
        verdict = t.verdict(crash)
        assert verdict[0] == "crashes" and "SIGABRT" in verdict[1] and "surjective" in verdict[1], verdict
        assert t.verdict("module {\n}\n") == ("accepts", "")  # a fresh child after the crash
    finally:
        t.close()
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "crash.mlir").write_text(crash)
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, str(FUZZ), "--seed", "1", "--cases", "12", "--jobs", "2", "--oracle",
                           "--quiet", "--pipelines", "none", "--mutators", "number", "--corpus",
                           str(corpus / "*.mlir"), "--out", str(out), "--minimize-budget", "30"],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    summary = json.loads((out / "summary.json").read_text())
    crashes = [d for d in summary["disagreements"] if d["class"] == "triton-crash"]
    assert summary["acceptance"]["triton-crash"] >= 1 and crashes, proc.stdout + proc.stderr
    first = crashes[0]
    assert first["listed"] == fuzz.TRITON_CRASH_REASON and "surjective" in first["key"]
    text = Path(first["reproducer"]).read_text()
    body = [s for s in text.split("\n") if s and not s.startswith("//")]
    assert len(body) < len(crash.split("\n")) - 10 and body[0].startswith("#linear"), text
    assert "crashes: killed by SIGABRT" in text


# --- --triton-version (issue 24): the run's release --------------------------------------------

APPROX_DIV = """\
module {
  tt.func @f(%a: f32, %b: f32) -> f32 {
    %0 = tt.approx_divf %a, %b : f32
    tt.return %0 : f32
  }
}
"""


def test_runner_follows_its_release():
    """The Runner parses, verifies and prints under the release it was given, whatever the
    environment says: tt.approx_divf is a Triton 3.9 op (3.6.0 to 3.8.0 do not register it)."""
    pipelines = [("none", []), ("canonicalize", ["-canonicalize"])]
    ok = fuzz.Runner(pipelines, 10, "3.9").run_case(APPROX_DIV)
    assert {k: o.cls for k, o in ok.items()} == {"none": "ok", "canonicalize": "ok"}
    refused = fuzz.Runner(pipelines, 10, "3.8").run_case(APPROX_DIV)
    assert {o.cls for o in refused.values()} == {"diagnosed"}
    assert "tt.approx_divf" in refused["none"].message


def test_release_flags_name_options_as_the_release_does():
    """convert-to-buffer-ops' arch-generation-name is gfx-arch from Triton 3.8
    (triton-lang/triton#10138); other options and passes are kept."""
    flags = ["-convert-to-buffer-ops=arch-generation-name=gfx942 allow-buffer-atomics=true", "-cse"]
    assert fuzz.release_flags(flags, (3, 7, 1)) == flags
    assert fuzz.release_flags(flags, (3, 9, 0)) == [
        "-convert-to-buffer-ops=gfx-arch=gfx942 allow-buffer-atomics=true", "-cse"]
    assert fuzz.release_flags(fuzz.release_flags(flags, (3, 9, 0)), (3, 6, 0)) == flags


def test_seeds_are_the_release_corpus():
    assert fuzz.default_corpus((3, 6, 0)) == "test/corpus/*/*/*.mlir"
    assert fuzz.default_corpus((3, 9, 0)) == "test/corpus-releases/3.9.0/*/*/*.mlir"
    assert fuzz.corpus_files(fuzz.default_corpus((3, 9, 0)))


def test_oracle_is_triton_36_only(tmp_path):
    """--oracle is real Triton 3.6.0: a run that follows another release refuses it."""
    r = subprocess.run([sys.executable, str(FUZZ), "--triton-version", "3.9", "--oracle", "--cases", "1",
                        "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2
    assert "--oracle is real Triton 3.6.0; the run follows Triton 3.9" in r.stderr


def test_release_pipelines_run_where_the_release_has_their_passes(tmp_path):
    """The pipelines of 3.7's prepare-if-combining and 3.8's optimize-buffer-op-ptr are fuzzed
    under a release that has those passes, and not offered under one that lacks them."""
    assert not fuzz._has_passes(["-prepare-if-combining"], (3, 6, 0))
    assert fuzz._has_passes(["-fold-true-cmpi", "-prepare-if-combining"], (3, 7, 1))
    assert not fuzz._has_passes(["-optimize-buffer-op-ptr"], (3, 7, 1))
    assert fuzz._has_passes(["-optimize-buffer-op-ptr"], (3, 8, 0))
    run = [sys.executable, str(FUZZ), "--cases", "3", "--jobs", "1", "--quiet", "--no-minimize",
           "--out", str(tmp_path), "--pipelines", "buffer-op-ptr"]
    ok = subprocess.run(run + ["--triton-version", "3.8"], capture_output=True, text=True, cwd=ROOT)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert json.loads((tmp_path / "summary.json").read_text())["pipelines"] == {
        "buffer-op-ptr": ["-convert-to-buffer-ops=gfx-arch=gfx942", "-optimize-buffer-op-ptr"]}
    refused = subprocess.run(run + ["--triton-version", "3.7"], capture_output=True, text=True, cwd=ROOT)
    assert refused.returncode == 2 and "unknown pipeline(s) buffer-op-ptr" in refused.stderr
