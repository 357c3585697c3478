"""--verify-diagnostics (pyopt/verify_diagnostics.py): the designator
scanner, the matcher and its messages (MLIR's
SourceMgrDiagnosticVerifierHandler), and the command line around them."""

from __future__ import annotations

import io
import sys

import pytest

from pyopt import cli
from pyopt.diagnostics import Diagnostic, SourceFile, SourceLoc, SourceManager
from pyopt.verify_diagnostics import DiagnosticVerifier, parse_expectations

BAD = "module {\n  tt.func @f() {\n    %0 = arith.constant 1 : i32 i32\n    tt.return\n  }\n}\n"


class Result:
    def __init__(self, code: int, out: str, err: str):
        self.code, self.out, self.err = code, out, err

    def __repr__(self) -> str:
        return f"Result(code={self.code}, out={self.out!r}, err={self.err!r})"


def run(args, stdin: str = "") -> Result:
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


def expectations(text: str):
    exp, unknown, bad = parse_expectations(SourceFile(text, "t.mlir"))
    return exp, unknown, bad


def at(src: SourceFile, line: int, col: int = 1) -> SourceLoc:
    return SourceLoc(src, line, col)


def verifier(text: str, only_expected: bool = False):
    src = SourceFile(text, "t.mlir")
    v = DiagnosticVerifier(src, only_expected=only_expected)
    return src, v


# ---------------------------------------------------------------------------
# Scanning designators
# ---------------------------------------------------------------------------


class TestScan:
    def test_forms_and_lines(self):
        text = "\n".join([
            "op1",                                      # 1
            "op2 // expected-error {{same line}}",      # 2
            "// expected-warning @+2 {{plus two}}",     # 3
            "// expected-remark @-3 {{minus three}}",   # 4
            "op5",                                      # 5
            "// expected-note @above {{above}}",        # 6
            "// expected-error @below {{below}}",       # 7
            "// expected-error@below{{compact}}",       # 8
            "op9",                                      # 9
            "// expected-error @unknown {{nowhere}}",   # 10
            "// expected-error @below {{dangling}}",    # 11
        ])
        exp, unknown, bad = expectations(text)
        assert bad == []
        got = [(e.kind, e.line, e.substring) for e in exp]
        assert got == [("error", 2, "same line"), ("warning", 5, "plus two"), ("remark", 1, "minus three"),
                       ("note", 5, "above"), ("error", 9, "below"), ("error", 9, "compact"),
                       ("error", 11, "dangling")]
        assert [(e.kind, e.substring, e.loc) for e in unknown] == [("error", "nowhere", None)]

    def test_above_skips_designator_lines(self):
        text = "op1\n// expected-error @+5 {{x}}\n// expected-error @above {{y}}\n"
        exp, _, _ = expectations(text)
        assert [e.line for e in exp] == [7, 1]

    def test_column_points_at_expected(self):
        exp, _, _ = expectations("  %0 = op  // expected-error {{m}}")
        assert (exp[0].loc.line, exp[0].loc.col) == (1, 15)

    def test_text_is_greedy_to_the_last_braces(self):
        exp, _, _ = expectations("// expected-error {{a}} and {{b}}   ")
        assert exp[0].substring == "a}} and {{b"

    def test_not_designators(self):
        for line in ["// expected-error", "// expected-error {{x}} trailing", "// expected-bogus {{x}}",
                     "// expected error {{x}}", "// expected-error @+x {{x}}", "// expected-error @foo {{x}}"]:
            assert expectations(line) == ([], [], []), line

    def test_line_offset(self):
        exp, _, _ = parse_expectations(SourceFile("\n// expected-error @+1 {{x}}\n", "t.mlir", line_offset=10))
        assert exp[0].line == 13

    def test_regex(self):
        exp, _, bad = expectations(r"// expected-error-re {{value {{[0-9]+}} is {{[[:alpha:]]+}}.}}")
        assert bad == []
        e = exp[0]
        assert e.match("the value 42 is wrong.")
        assert not e.match("the value x is wrong.")
        assert not e.match("the value 42 is wrong!")  # the '.' outside {{ }} is literal

    def test_plain_text_braces_are_literal(self):
        exp, _, _ = expectations("// expected-error {{a {{b}} c}}")
        assert exp[0].substring == "a {{b}} c"
        assert exp[0].match("x a {{b}} c y") and not exp[0].match("a b c")

    @pytest.mark.parametrize("line,msg", [
        ("// expected-error-re {{foo {{bar}}", "found start of regex with no end '}}'"),
        ("// expected-error-re {{foo {{(}}}}", "invalid regex: "),
    ])
    def test_bad_regex(self, line, msg):
        exp, _, bad = expectations(line)
        assert exp == [] and len(bad) == 1 and bad[0][1].startswith(msg)


# ---------------------------------------------------------------------------
# Matching
# ---------------------------------------------------------------------------


class TestMatch:
    def test_match_by_line_kind_and_text(self):
        src, v = verifier("op // expected-error {{bad thing}}\n")
        v.process(Diagnostic("error", "a bad thing happened", at(src, 1, 1)))
        assert v.finish() and v.messages == []

    def test_unexpected(self):
        src, v = verifier("op\n")
        v.process(Diagnostic("remark", "hello", at(src, 1, 1)))
        assert v.messages == ["t.mlir:1:1: error: unexpected remark: hello\nop\n^"]
        assert not v.finish()

    def test_wrong_line_is_unexpected_and_not_produced(self):
        src, v = verifier("op // expected-error {{bad}}\nop2\n")
        v.process(Diagnostic("error", "bad", at(src, 2, 1)))
        assert not v.finish()
        assert v.messages == [
            "t.mlir:2:1: error: unexpected error: bad\nop2\n^",
            't.mlir:1:7: error: expected error "bad" was not produced\n'
            "op // expected-error {{bad}}\n      ^~~",
        ]

    def test_near_miss(self):
        src, v = verifier("op // expected-warning {{bad}}\n")
        v.process(Diagnostic("error", "bad", at(src, 1, 1)))
        assert v.messages == ["t.mlir:1:7: error: 'error' diagnostic emitted when expecting a 'warning'\n"
                              "op // expected-warning {{bad}}\n      ^"]
        assert not v.finish()
        assert v.messages[-1].startswith('t.mlir:1:7: error: expected warning "bad" was not produced')

    def test_one_expectation_matches_several(self):
        src, v = verifier("op // expected-remark {{r}}\n")
        for _ in range(3):
            v.process(Diagnostic("remark", "r", at(src, 1, 1)))
        assert v.finish()

    def test_first_matching_expectation_wins(self):
        # As in MLIR: a diagnostic satisfies the first matching designator
        # only, so a second identical designator is not produced.
        src, v = verifier("// expected-remark @below {{r}}\n// expected-remark @below {{r}}\nop\n")
        v.process(Diagnostic("remark", "r", at(src, 3, 1)))
        v.process(Diagnostic("remark", "r", at(src, 3, 1)))
        assert not v.finish()
        assert len(v.messages) == 1 and "was not produced" in v.messages[0]

    def test_notes_are_checked(self):
        src, v = verifier("op // expected-error {{e}}\nop2 // expected-note {{n}}\n")
        d = Diagnostic("error", "e", at(src, 1, 1))
        d.attach_note("n", at(src, 2, 1))
        v.process(d)
        assert v.finish()

    def test_unknown_location(self):
        from pyopt.ir.attrs import UnknownLoc

        src, v = verifier("// expected-remark @unknown {{u}}\n")
        v.process(Diagnostic("remark", "u", UnknownLoc()))
        v.process(Diagnostic("remark", "u", None))
        assert v.finish()
        src, v = verifier("op\n")
        v.process(Diagnostic("remark", "u", None))
        assert v.messages == ["<unknown>:0: error: unexpected remark: u"]

    def test_unknown_expectation_not_produced(self):
        src, v = verifier("// expected-remark @unknown {{u}}\n")
        assert not v.finish()
        assert v.messages == ['<unknown>:0: error: expected remark "u" was not produced']

    def test_ir_file_location(self):
        from pyopt.ir.attrs import FileLineColLoc, NameLoc

        src, v = verifier("a\nb // expected-remark {{r}}\n")
        v.process(Diagnostic("remark", "r", NameLoc("n", FileLineColLoc("t.mlir", 2, 1))))
        assert v.finish()

    def test_other_file_is_unexpected(self, tmp_path):
        from pyopt.ir.attrs import FileLineColLoc

        src, v = verifier("a // expected-remark {{r}}\n")
        v.process(Diagnostic("remark", "r", FileLineColLoc(str(tmp_path / "nope.mlir"), 1, 1)))
        assert not v.finish()
        assert v.messages[0] == f"{tmp_path / 'nope.mlir'}:1:1: error: unexpected remark: r"

    def test_only_expected(self):
        src, v = verifier("op // expected-warning {{w}}\nop2 // expected-remark {{never}}\n", only_expected=True)
        v.process(Diagnostic("remark", "noise", at(src, 1, 1)))
        v.process(Diagnostic("error", "w", at(src, 1, 1)))  # a near miss: ignored too
        v.process(Diagnostic("warning", "w", at(src, 1, 1)))
        assert not v.finish()
        assert len(v.messages) == 1 and 'expected remark "never" was not produced' in v.messages[0]

    def test_bad_regex_fails(self):
        src, v = verifier("// expected-error-re {{a {{b}}\n")
        assert v.messages == ["t.mlir:1:4: error: found start of regex with no end '}}'\n"
                              "// expected-error-re {{a {{b}}\n   ^~~~~"]
        assert not v.finish()

    def test_finish_reports_once(self):
        src, v = verifier("op // expected-error {{e}}\n")
        assert not v.finish() and not v.finish()
        assert len(v.messages) == 1

    def test_sources_manager_shared(self):
        src = SourceFile("op // expected-error {{e}}\n", "t.mlir")
        v = DiagnosticVerifier(src, sources=SourceManager(src))
        v.process(Diagnostic("error", "e", SourceLoc(src, 1, 1)))
        assert v.finish()


# ---------------------------------------------------------------------------
# Through the command line
# ---------------------------------------------------------------------------

PARSE_ERROR_EXPECTED = """\
module {
  tt.func @f() {
    // expected-error @+1 {{expected operation name in quotes}}
    %0 = arith.constant 1 : i32 i32
    tt.return
  }
}
"""


class TestCommandLine:
    def test_parse_errors_are_verified(self, tmp_path):
        p = tmp_path / "v.mlir"
        p.write_text(PARSE_ERROR_EXPECTED)
        r = run([p, "--verify-diagnostics"])
        assert (r.code, r.out, r.err) == (0, "", "")

    def test_unexpected_parse_error(self, tmp_path):
        p = tmp_path / "v.mlir"
        p.write_text(BAD)
        r = run([p, "-verify-diagnostics"])
        assert r.code == 1 and r.out == ""
        assert r.err == (f"{p}:3:32: error: unexpected error: expected operation name in quotes\n"
                         "    %0 = arith.constant 1 : i32 i32\n"
                         "                               ^\n")

    def test_split_chunks_share_one_verifier(self, tmp_path):
        text = (PARSE_ERROR_EXPECTED + "// -----\n"
                + "tt.func @g() {\n  tt.return\n}\n// -----\n"
                + "// expected-error @below {{custom op 'tt.bogus' is unknown}}\ntt.bogus\n")
        p = tmp_path / "v.mlir"
        p.write_text(text)
        r = run([p, "--split-input-file", "--verify-diagnostics"])
        assert r.code == 0, r
        # Successful chunks still print; failed ones print nothing.
        assert r.out == "// -----\nmodule {\n  tt.func @g() {\n    tt.return\n  }\n}\n// -----\n"

    def test_not_produced_reported_after_all_chunks(self, tmp_path):
        text = ("// expected-error @below {{never}}\ntt.func @a() {\n  tt.return\n}\n// -----\n"
                "tt.func @b() {\n  tt.bogus\n}\n")
        p = tmp_path / "v.mlir"
        p.write_text(text)
        r = run([p, "--split-input-file", "--verify-diagnostics"])
        assert r.code == 1
        lines = [line for line in r.err.splitlines() if ": error: " in line]
        assert lines == [f"{p}:7:3: error: unexpected error: custom op 'tt.bogus' is unknown",
                         f'{p}:1:4: error: expected error "never" was not produced']

    def test_only_expected_ignores_unexpected(self, tmp_path):
        p = tmp_path / "v.mlir"
        p.write_text(BAD)
        assert run([p, "--verify-diagnostics=only-expected"]).code == 0
        assert run([p, "--verify-diagnostics=all"]).code == 1

    def test_output_file_follows_verdict(self, tmp_path):
        good = tmp_path / "good.mlir"
        good.write_text("tt.func @g() {\n  tt.return\n}\n")
        out = tmp_path / "out.mlir"
        assert run([good, "--verify-diagnostics", "-o", out]).code == 0 and out.exists()
        bad = tmp_path / "bad.mlir"
        bad.write_text("// expected-error {{never}}\n")
        out2 = tmp_path / "out2.mlir"
        assert run([bad, "--verify-diagnostics", "-o", out2]).code == 1 and not out2.exists()

    def test_remarks_from_a_pass(self, tmp_path):
        from pyopt.passes import ModulePass, register_pass, unregister_pass

        @register_pass
        class Remarks(ModulePass):
            name = "unit-vd-remarks"

            def run(self, module, ctx):
                for op in module.walk():
                    if op is not module:
                        ctx.remark(op, f"op {op.name}")

        try:
            p = tmp_path / "r.mlir"
            p.write_text("// expected-remark @below {{op tt.func}}\ntt.func @f() {\n"
                         "  tt.return  // expected-remark {{op tt.return}}\n}\n")
            r = run([p, "-unit-vd-remarks", "--verify-diagnostics"])
            assert (r.code, r.err) == (0, "")
        finally:
            unregister_pass("unit-vd-remarks")
