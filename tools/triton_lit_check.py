#!/usr/bin/env python3
"""Run one of Triton's own lit tests with pyopt, case by case, beside real Triton.

    python tools/triton_lit_check.py path/to/triton/test/TritonGPU/combine.mlir [-v]

The file's ``// RUN: triton-opt %s FLAGS | FileCheck OPTS %s`` line is read (the first RUN
command, or the one ``--run N`` names, for files with several); the file is
cut at ``// -----`` lines, and each case (its IR and its CHECK lines) is checked twice with
LLVM's FileCheck (shipped in the triton wheel):

* pyopt: ``pyopt CASE FLAGS`` (``triton-opt`` flag names are pyopt aliases);
* Triton: the same passes run by real Triton 3.6.0 through ``tools/oracle.py``.

It prints one line per case and a summary; the exit status is 1 if some case passes with
Triton but not with pyopt.  Cases Triton cannot run from Python (a pass or option the
oracle lacks, an input it cannot parse) count as "Triton n/a".  Use it on a checkout of
Triton's tests: the tests themselves are not part of pyopt.

On the Triton side, ``-allow-unregistered-dialect`` is honoured (through the oracle), and so
is ``-verify-diagnostics[=only-expected]``: the errors, warnings and remarks Triton printed
are checked against the case's ``expected-*`` comments as MLIR's verifier does
(``pyopt.verify_diagnostics``: ``@above``, ``@below``, ``@+N``, ``@-N``, ``-re``); a case
passes when they match and FileCheck accepts what was printed (nothing when a pass failed).
With ``2>&1`` (and no ``-verify-diagnostics``) FileCheck sees Triton's diagnostics followed by
the module.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import oracle  # noqa: E402

sys.path.insert(0, str(HERE.parent))
from pyopt.diagnostics import Diagnostic, SourceFile, SourceLoc  # noqa: E402
from pyopt.verify_diagnostics import DiagnosticVerifier  # noqa: E402

SPLIT = re.compile(r"^// -----.*$", re.M)
NOT_PASSES = {"split-input-file", "allow-unregistered-dialect", "verify-diagnostics", "mlir-print-debuginfo"}
#: A diagnostic as MLIR's SourceMgrDiagnosticHandler prints it: ``FILE:LINE:COL: KIND: MESSAGE``
#: (``LOC: KIND: MESSAGE`` for a location without a file position).
DIAG_LINE = re.compile(r"^(?:(?P<file>.+?):(?P<line>\d+):(?P<col>\d+)|(?P<other>.*?)): "
                       r"(?P<kind>error|warning|remark|note): (?P<message>.*)$")


def filecheck_binary() -> str:
    import triton

    return str(Path(triton.__file__).parent / "FileCheck")


def parse_run_line(text: str) -> tuple[list[str], list[str], bool]:
    """(triton-opt flags, FileCheck options, stderr merged) of the first RUN line."""
    flags, check, merged, _ = parse_run_line_full(text)
    return flags, check, merged


def run_commands(text: str) -> list[str]:
    """The file's RUN commands: consecutive ``// RUN:`` lines joined where a line ends with
    ``\\`` (lit's continuation), one command per line otherwise."""
    commands: list[str] = []
    continued = False
    for m in re.finditer(r"^// RUN:(.*)$", text, re.M):
        line = m.group(1).strip()
        part = line[:-1].strip() if line.endswith("\\") else line
        if continued:
            commands[-1] += " " + part
        else:
            commands.append(part)
        continued = line.endswith("\\")
    return commands


def parse_run_line_full(text: str, index: int = 0) -> tuple[list[str], list[str], bool, bool]:
    """(triton-opt flags, FileCheck options, stderr merged, triton-opt must fail) of the
    ``index``-th RUN command (the first by default); ``not triton-opt ...`` expects a failure."""
    commands = run_commands(text)
    run = commands[index] if commands else ""
    opt_part, _, check_part = run.partition("|")
    words = shlex.split(opt_part)
    expect_failure = bool(words) and words[0] == "not"
    if expect_failure:
        words = words[1:]
    merged = "2>&1" in words
    flags = [w for w in words[1:] if w not in ("%s", "2>&1")]
    check = [w for w in shlex.split(check_part)[1:] if w != "%s"]
    return flags, check, merged, expect_failure


def pass_list(flags: list[str]) -> list[str]:
    return [f.lstrip("-") for f in flags if f.lstrip("-").split("=")[0] not in NOT_PASSES]


def flag_value(flags: list[str], name: str) -> str | None:
    """The value of triton-opt flag ``-name[=value]`` ("" without a value), or None if absent."""
    for f in flags:
        key, eq, value = f.lstrip("-").partition("=")
        if key == name:
            return value if eq else ""
    return None


def run_filecheck(check_file: str, output: str, options: list[str], whole_file: bool = False) -> tuple[bool, str]:
    """FileCheck ``output`` against ``check_file``.  A case without check lines (one that only
    holds ``expected-*`` comments) passes: in the whole file, lit's FileCheck has checks.  A
    case need not use every prefix of ``--check-prefixes`` (``--allow-unused-prefixes``; FileCheck
    would otherwise stop at the unused one without checking the others); the whole file
    (``whole_file``) is checked as lit checks it."""
    extra = [] if whole_file else ["--allow-unused-prefixes"]
    r = subprocess.run([filecheck_binary(), check_file, *options, *extra], input=output, text=True,
                       capture_output=True)
    if r.returncode and "no check strings found with prefix" in r.stderr:
        return True, ""
    return r.returncode == 0, r.stderr


def parse_diagnostics(text: str, source: SourceFile) -> list[Diagnostic]:
    """The diagnostics in MLIR's printed ``text`` (source excerpts and caret lines skipped).

    A diagnostic located in ``source``'s file gets a :class:`SourceLoc` there; others get no
    location (they can only match ``@unknown`` expectations).  Notes are returned in order,
    each as its own diagnostic (the verifier checks notes like the rest).
    """
    out = []
    for line in text.splitlines():
        m = DIAG_LINE.match(line)
        if not m:
            continue
        loc = None
        if m.group("file") is not None and m.group("file") == source.name:
            loc = SourceLoc(source, int(m.group("line")), int(m.group("col")))
        out.append(Diagnostic(m.group("kind"), m.group("message"), loc))
    return out


@dataclass
class TritonCase:
    """One case run by Triton.

    ok: FileCheck and exit-status verdict (None: Triton cannot run the case);
    message: why it failed; printed: what triton-opt would print on stdout (with ``2>&1``,
    also its diagnostics), for the whole-file check; status_ok: whether triton-opt's exit
    status would be what the RUN line expects.
    """

    ok: bool | None
    message: str = ""
    printed: str = ""
    status_ok: bool = False


def triton_case(chunk: str, first_line: int, case: str, passes: list[str], verify: str | None,
                allow_unregistered: bool, merged: bool, check_opts: list[str],
                expect_failure: bool = False) -> TritonCase:
    """Run one case with Triton and check it as lit would.

    The exit status counts (``-verify-diagnostics`` makes it the verifier's verdict; ``not``
    inverts it), and FileCheck reads what triton-opt prints.
    """
    source = SourceFile(chunk, case, first_line)
    try:
        # Padded like the case file, so Triton's locations carry the file's line numbers.
        run = oracle.triton_run_passes_with_diagnostics("\n" * first_line + chunk, passes, filename=case,
                                                         allow_unregistered_dialects=allow_unregistered)
    except oracle.OracleError as exc:  # a pass or option the oracle cannot build
        return TritonCase(None, str(exc))
    if verify is None:
        if run.output is None and not expect_failure:
            return TritonCase(None, f"{run.error}\n{run.diagnostics}")
        printed = (run.diagnostics + "\n" if merged and run.diagnostics else "") + (run.output or "")
        ok, fc_msg = run_filecheck(case, printed, check_opts)
        status_ok = (run.output is None) == expect_failure
        if not status_ok:
            return TritonCase(False, "triton-opt was expected to fail" if expect_failure else run.error, printed)
        return TritonCase(ok, fc_msg, printed, True)
    verifier = DiagnosticVerifier(source, only_expected=verify == "only-expected")
    for diag in parse_diagnostics(run.diagnostics, source):
        verifier.process(diag)
    verified = verifier.finish()
    messages = "\n".join(verifier.messages)
    if run.output is None and run.stage == "parse" and not verified:
        return TritonCase(None, f"{run.error}\n{run.diagnostics}")  # Triton cannot read this case
    printed = run.output or ""
    ok, fc_msg = run_filecheck(case, printed, check_opts)
    status_ok = verified != expect_failure
    return TritonCase(ok and status_ok, "\n".join(m for m in (messages, fc_msg) if m), printed, status_ok)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("-v", "--verbose", action="store_true", help="show FileCheck's message on failures")
    ap.add_argument("--pyopt", default=f"{sys.executable} -m pyopt", help="command that runs pyopt")
    ap.add_argument("--run", type=int, default=0, metavar="N",
                    help="check with the file's N-th RUN command (0: the first)")
    args = ap.parse_args()
    text = Path(args.file).read_text()
    flags, check_opts, merged, expect_failure = parse_run_line_full(text, args.run)
    pyopt_flags = [f for f in flags if f.lstrip("-") != "split-input-file"]
    passes = pass_list(flags)
    verify = flag_value(flags, "verify-diagnostics")
    verify = None if verify is None else (verify or "all")
    allow_unregistered = flag_value(flags, "allow-unregistered-dialect") is not None
    chunks = SPLIT.split(text)
    offsets = [0]
    for c in chunks[:-1]:
        offsets.append(offsets[-1] + c.count("\n") + 1)
    counts = {"both": 0, "pyopt only": 0, "triton only": 0, "neither": 0, "triton n/a, pyopt passes": 0,
              "triton n/a, pyopt fails": 0}
    regressions = []
    whole: list[TritonCase] = []
    with tempfile.TemporaryDirectory(prefix="pyopt-lit-") as tmp:
        for i, (chunk, first_line) in enumerate(zip(chunks, offsets)):
            if "CHECK" not in chunk and not chunk.strip():
                whole.append(TritonCase(True, status_ok=True))
                continue
            # Pad with blank lines so FileCheck and diagnostics show the file's line numbers.
            case = os.path.join(tmp, f"case{i}.mlir")
            Path(case).write_text("\n" * first_line + chunk)
            r = subprocess.run(shlex.split(args.pyopt) + [case, *pyopt_flags], capture_output=True, text=True)
            out = r.stdout + (r.stderr if merged else "")
            py_ok, py_msg = run_filecheck(case, out, check_opts)
            if py_ok and (r.returncode != 0) != expect_failure:  # lit runs pipelines with pipefail
                py_ok, py_msg = False, f"pyopt exited with status {r.returncode}"
            tri = triton_case(chunk, first_line, case, passes, verify, allow_unregistered, merged, check_opts,
                              expect_failure)
            tri_ok, tri_msg = tri.ok, tri.message
            whole.append(tri)
            label = re.search(r"tt\.func\s+(?:public\s+|private\s+)?@([\w.$]+)", chunk)
            name = f"case {i} (line {first_line + 1}{', @' + label.group(1) if label else ''})"
            if tri_ok is None:
                key = "triton n/a, pyopt passes" if py_ok else "triton n/a, pyopt fails"
            else:
                key = {(True, True): "both", (True, False): "pyopt only", (False, True): "triton only",
                       (False, False): "neither"}[(py_ok, tri_ok)]
            counts[key] += 1
            if key == "triton only":
                regressions.append(name)
            print(f"{name}: pyopt {'PASS' if py_ok else 'FAIL'}, triton "
                  f"{'n/a' if tri_ok is None else 'PASS' if tri_ok else 'FAIL'}")
            if args.verbose and not py_ok:
                print(py_msg[-3000:])
                if r.returncode and not merged:
                    print(r.stderr[-2000:])
            if args.verbose and not tri_ok:
                print("triton: " + tri_msg[-3000:])
    print("summary: " + ", ".join(f"{k}: {v}" for k, v in counts.items() if v))
    if len(chunks) > 1 and flag_value(flags, "split-input-file") is not None:
        # As lit runs it: one FileCheck over the whole output (FileCheck's $-variables then
        # carry from case to case, which the case-by-case checks cannot see).
        if any(t.ok is None for t in whole):
            tri_whole = "n/a"
        else:
            printed = "// -----\n".join(t.printed for t in whole)
            fc_ok, _ = run_filecheck(args.file, printed, check_opts, whole_file=True)
            tri_whole = "PASS" if fc_ok and all(t.status_ok for t in whole) else "FAIL"
        r = subprocess.run(shlex.split(args.pyopt) + [args.file, *flags], capture_output=True, text=True)
        py_whole_ok, _ = run_filecheck(args.file, r.stdout + (r.stderr if merged else ""), check_opts,
                                        whole_file=True)
        py_whole_ok = py_whole_ok and (r.returncode != 0) == expect_failure
        print(f"whole file (one FileCheck, as lit runs it): pyopt {'PASS' if py_whole_ok else 'FAIL'}, "
              f"triton {tri_whole}")
    if regressions:
        print("cases Triton passes and pyopt fails: " + ", ".join(regressions))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
