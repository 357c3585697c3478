#!/usr/bin/env python3
"""Run one of Triton's own lit tests with pyopt, case by case, beside real Triton.

    python tools/triton_lit_check.py path/to/triton/test/TritonGPU/combine.mlir [-v]
    python tools/triton_lit_check.py FILE --triton-python /path/to/triton-3.9.0-venv/bin/python

The file's ``// RUN: triton-opt %s FLAGS | FileCheck OPTS %s`` line is read (the first RUN
command, or the one ``--run N`` names, for files with several); the file is
cut at ``// -----`` lines, and each case (its IR and its CHECK lines) is checked twice with
LLVM's FileCheck (shipped in the triton wheel):

* pyopt: ``pyopt --triton-version=X CASE FLAGS`` (``triton-opt`` flag names are pyopt aliases),
  run in this process (``--pyopt CMD`` runs a command instead);
* Triton: the same passes run by real Triton through ``tools/oracle.py``: the ``triton`` this
  Python imports (3.6.0 in pyopt's environment), or, with ``--triton-python PY``, the one that
  Python imports, in a child process (``oracle.py batch``), for another release's wheel.

The release pyopt follows is ``--triton-version``, else the Triton side's (``--triton-python``'s
triton package), else pyopt's own choice; the file's RUN line is that release's (its pass
option names, e.g. ``gfx-arch`` from 3.8).

It prints one line per case and a summary; the exit status is 1 if some case passes with
Triton but not with pyopt.  Cases Triton cannot run from Python (a pass or option the
oracle lacks, an input it cannot parse) count as "Triton n/a".  Use it on a checkout of
Triton's tests: the tests themselves are not part of pyopt (``tools/triton_lit_suite.py`` runs
every file of a checkout or a git commit that pyopt's passes can run).

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
import json
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
NOT_PASSES = {"split-input-file", "allow-unregistered-dialect", "verify-diagnostics", "mlir-print-debuginfo",
              "mlir-disable-threading", "mlir-print-local-scope", "mlir-print-op-generic",
              "mlir-use-nameloc-as-prefix", "mlir-elide-elementsattrs-if-larger", "pass-pipeline"}
#: triton-opt flags that change only how the output is printed, which the oracle cannot print
#: (Triton's side of a case with one is n/a).
PRINT_FLAGS = {"mlir-print-local-scope", "mlir-print-op-generic", "mlir-use-nameloc-as-prefix",
               "mlir-elide-elementsattrs-if-larger", "mlir-print-debuginfo"}
#: triton-opt flags with no effect on what it prints (pyopt does not take them).
IGNORED_FLAGS = {"mlir-disable-threading"}
#: A diagnostic as MLIR's SourceMgrDiagnosticHandler prints it: ``FILE:LINE:COL: KIND: MESSAGE``
#: (``LOC: KIND: MESSAGE`` for a location without a file position), or as Triton's parser binding
#: prints one while it parses a file: ``loc("FILE":LINE:COL): KIND: MESSAGE``.
DIAG_LINE = re.compile(r'^(?:loc\("(?P<lfile>(?:[^"\\]|\\.)*)":(?P<lline>\d+):(?P<lcol>\d+)\)'
                       r"|(?P<file>.+?):(?P<line>\d+):(?P<col>\d+)|(?P<other>.*?)): "
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


def pass_list(flags: list[str]) -> list:
    """The passes of triton-opt ``flags``, in order: each pass flag without its dashes, and the
    passes of a ``--pass-pipeline=`` as ``(name, {option: value})`` pairs."""
    out: list = []
    for f in flags:
        key, _, value = f.lstrip("-").partition("=")
        if key == "pass-pipeline":
            out.extend(list(p) for p in oracle.parse_pass_pipeline(value.strip("'\"")))
        elif key not in NOT_PASSES:
            out.append(f.lstrip("-"))
    return out


def take_output(flags: list[str]) -> tuple[list[str], str | None]:
    """``flags`` without ``-o FILE`` (``-o=FILE``), and FILE (None without one)."""
    rest: list[str] = []
    output = None
    it = iter(flags)
    for f in it:
        if f in ("-o", "--o"):
            output = next(it, "")
        elif f.startswith(("-o=", "--o=")):
            output = f.partition("=")[2]
        else:
            rest.append(f)
    return rest, output


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
    out: list = []
    lines = text.splitlines()
    for line in lines:
        m = DIAG_LINE.match(line)
        if not m:
            # A message with line breaks goes on over the next lines, up to MLIR's source
            # excerpt (the located line, then the caret line) or the next diagnostic.
            if out and not out[-1].message.endswith("\x00") and line.strip() and not _CARET.match(line) \
                    and not _is_excerpt(line, out[-1].loc):
                out[-1].message += "\n" + line
            elif out and _CARET.match(line):
                out[-1].message += "\x00"  # (the excerpt ends the message)
            continue
        loc = None
        file, line_no, col = ((m.group("lfile"), m.group("lline"), m.group("lcol")) if m.group("lfile") is not None
                              else (m.group("file"), m.group("line"), m.group("col")))
        if file is not None and file == source.name:
            loc = SourceLoc(source, int(line_no), int(col))
        out.append(Diagnostic(m.group("kind"), m.group("message"), loc))
    for d in out:
        d.message = d.message.rstrip("\x00")
    return out


_CARET = re.compile(r"^\s*\^[~^]*\s*$")


def _is_excerpt(line: str, loc) -> bool:
    """Whether ``line`` is MLIR's excerpt of the source line at ``loc``."""
    if loc is None:
        return False
    src = loc.source.text.split("\n")
    i = loc.line - 1 - loc.source.line_offset
    return 0 <= i < len(src) and line.strip() == src[i].strip() and bool(line.strip())


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


class InProcessTriton:
    """The Triton side in this process: the ``triton`` this Python imports."""

    def prepare(self, jobs: list[dict]) -> None:  # nothing to do ahead of time
        pass

    def run(self, job: dict) -> "oracle.TritonRun":
        """Raises :class:`oracle.OracleError` for a pass or option the oracle cannot build."""
        return oracle.triton_run_passes_with_diagnostics(
            job["text"], job["passes"], filename=job["filename"],
            allow_unregistered_dialects=job["allow_unregistered_dialects"])

    def release(self) -> str:
        from importlib.metadata import version

        return version("triton")


class ChildTriton:
    """The Triton side in another Python (``--triton-python``): the ``triton`` it imports (another
    release's wheel), through ``tools/oracle.py batch`` in a child process.  :meth:`prepare` runs a
    file's cases in one child; a child that dies (Triton aborts on some inputs) is retried one case
    a child, and a case whose child dies is a failed run with what Triton printed."""

    def __init__(self, python: str, timeout: float = 600) -> None:
        self.python = python
        self.timeout = timeout
        self._done: dict[str, dict] = {}

    def release(self) -> str:
        r = subprocess.run([self.python, "-c", "from importlib.metadata import version; print(version('triton'))"],
                           capture_output=True, text=True, check=False)
        if r.returncode:
            raise SystemExit(f"error: {self.python} cannot tell its triton version:\n{r.stderr}")
        return r.stdout.strip()

    @staticmethod
    def _key(job: dict) -> str:
        return json.dumps(job, sort_keys=True)

    def _batch(self, jobs: list[dict]) -> list[dict] | None:
        payload = json.dumps({"jobs": [dict(j, op="run_with_diagnostics") for j in jobs]})
        try:
            r = subprocess.run([self.python, str(HERE / "oracle.py"), "batch"], input=payload, capture_output=True,
                               text=True, timeout=self.timeout, check=False)
        except subprocess.TimeoutExpired:
            return None
        if r.returncode:
            self._last_stderr = r.stderr
            return None
        return json.loads(r.stdout)["results"]

    def prepare(self, jobs: list[dict]) -> None:
        todo = [j for j in jobs if self._key(j) not in self._done]
        if not todo:
            return
        results = self._batch(todo)
        if results is None:  # one job killed the child: one child a job
            results = []
            for job in todo:
                one = self._batch([job])
                results.append(one[0] if one else {
                    "ok": True, "output": None, "stage": "passes",
                    "error": "Triton's process died", "diagnostics": getattr(self, "_last_stderr", "")[-4000:]})
        for job, res in zip(todo, results):
            self._done[self._key(job)] = res

    def run(self, job: dict) -> "oracle.TritonRun":
        self.prepare([job])
        res = self._done[self._key(job)]
        if not res["ok"]:
            raise oracle.OracleError(res["error"], res.get("diagnostics", ""), res.get("stage", ""))
        return oracle.TritonRun(res["output"], res["diagnostics"], res["error"], res["stage"])


def triton_job(chunk: str, first_line: int, case: str, passes: list, allow_unregistered: bool) -> dict:
    """The oracle's job for one case: padded like the case file, so Triton's locations carry the
    file's line numbers."""
    return {"text": "\n" * first_line + chunk, "passes": passes, "filename": case,
            "allow_unregistered_dialects": allow_unregistered}


def triton_case(chunk: str, first_line: int, case: str, passes: list, verify: str | None,
                allow_unregistered: bool, merged: bool, check_opts: list[str],
                expect_failure: bool = False, triton=None, discard_output: bool = False) -> TritonCase:
    """Run one case with Triton (``triton``: an :class:`InProcessTriton` by default, or a
    :class:`ChildTriton`) and check it as lit would.

    The exit status counts (``-verify-diagnostics`` makes it the verifier's verdict; ``not``
    inverts it), and FileCheck reads what triton-opt prints (nothing with ``discard_output``:
    ``-o /dev/null``).
    """
    triton = triton or InProcessTriton()
    source = SourceFile(chunk, case, first_line)
    try:
        run = triton.run(triton_job(chunk, first_line, case, passes, allow_unregistered))
    except oracle.OracleError as exc:  # a pass or option the oracle cannot build
        return TritonCase(None, str(exc))
    output = "" if discard_output and run.output is not None else run.output
    if verify is None:
        if run.output is None and not expect_failure:
            return TritonCase(None, f"{run.error}\n{run.diagnostics}")
        printed = (run.diagnostics + "\n" if merged and run.diagnostics else "") + (output or "")
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
    printed = output or ""
    ok, fc_msg = run_filecheck(case, printed, check_opts)
    status_ok = verified != expect_failure
    return TritonCase(ok and status_ok, "\n".join(m for m in (messages, fc_msg) if m), printed, status_ok)


def run_pyopt(command: list[str] | None, args: list[str]) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of pyopt with ``args``: ``command`` as a process, or, without
    one, :func:`pyopt.cli.main` in this process with its standard streams swapped (as
    ``pyopt.litformat`` runs it in lit's workers)."""
    if command:
        r = subprocess.run(command + args, capture_output=True, text=True)
        return r.returncode, r.stdout, r.stderr
    import gc
    import io

    from pyopt import cli

    out, err = io.BytesIO(), io.BytesIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8", newline="\n", write_through=True)
    stderr = io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace", newline="\n", write_through=True)
    saved = sys.stdin, sys.stdout, sys.stderr, sys.argv
    gc_was_on = gc.isenabled()
    try:
        sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
        sys.stdout, sys.stderr, sys.argv = stdout, stderr, ["pyopt", *args]
        gc.disable()  # as the pyopt command runs
        try:
            code = cli.main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except Exception:  # noqa: BLE001 - what an uncaught exception does to a process
            import traceback

            traceback.print_exc(file=stderr)
            code = 1
    finally:
        sys.stdin, sys.stdout, sys.stderr, sys.argv = saved
        if gc_was_on:
            gc.enable()
    stdout.flush()
    stderr.flush()
    text = lambda b: b.getvalue().decode("utf-8", "replace")  # noqa: E731
    return (code or 0) & 0xFF, text(out), text(err)


@dataclass
class CaseResult:
    index: int
    name: str
    pyopt_ok: bool
    triton_ok: bool | None
    pyopt_message: str = ""
    triton_message: str = ""

    @property
    def key(self) -> str:
        if self.triton_ok is None:
            return "triton n/a, pyopt passes" if self.pyopt_ok else "triton n/a, pyopt fails"
        return {(True, True): "both", (True, False): "pyopt only", (False, True): "triton only",
                (False, False): "neither"}[(self.pyopt_ok, bool(self.triton_ok))]


@dataclass
class FileResult:
    flags: list[str]
    cases: list[CaseResult]
    #: the whole file through one FileCheck, as lit runs it ("PASS"/"FAIL"/"n/a"; None: one case)
    pyopt_whole: str | None = None
    triton_whole: str | None = None

    def counts(self) -> dict[str, int]:
        counts = {k: 0 for k in COUNT_KEYS}
        for c in self.cases:
            counts[c.key] += 1
        return counts


COUNT_KEYS = ("both", "pyopt only", "triton only", "neither", "triton n/a, pyopt passes", "triton n/a, pyopt fails")


def release_of(version: str) -> str:
    """``3.9`` of ``3.9.0`` (pyopt's --triton-version takes major.minor)."""
    return ".".join(version.split(".")[:2])


def check_file(path: str, text: str, run_index: int = 0, *, release: str | None = None, triton=None,
               pyopt: list[str] | None = None, progress=None) -> FileResult:
    """Check every case of the lit file ``text`` (named ``path``) with its ``run_index``-th RUN
    command: pyopt (under ``release``, major.minor, when given) and the Triton side ``triton``.
    ``progress(case_result)`` is called after each case."""
    triton = triton or InProcessTriton()
    flags, check_opts, merged, expect_failure = parse_run_line_full(text, run_index)
    flags, output = take_output(flags)
    discard = output == "/dev/null"
    pyopt_flags = [f for f in flags if f.lstrip("-").split("=")[0] not in ("split-input-file", *IGNORED_FLAGS)]
    if release:
        pyopt_flags = [f"--triton-version={release}", *pyopt_flags]
    passes = pass_list(flags)
    verify = flag_value(flags, "verify-diagnostics")
    verify = None if verify is None else (verify or "all")
    allow_unregistered = flag_value(flags, "allow-unregistered-dialect") is not None
    printing = any(f.lstrip("-").split("=")[0] in PRINT_FLAGS for f in flags)
    chunks = SPLIT.split(text) if flag_value(flags, "split-input-file") is not None else [text]
    offsets = [0]
    for c in chunks[:-1]:
        offsets.append(offsets[-1] + c.count("\n") + 1)
    result = FileResult(flags, [])
    whole: list[TritonCase] = []
    with tempfile.TemporaryDirectory(prefix="pyopt-lit-") as tmp:
        cases = []
        for i, (chunk, first_line) in enumerate(zip(chunks, offsets)):
            if "CHECK" not in chunk and not chunk.strip():
                continue
            cases.append((i, chunk, first_line, os.path.join(tmp, f"case{i}.mlir")))
        if not printing:
            triton.prepare([triton_job(chunk, first, case, passes, allow_unregistered)
                            for _, chunk, first, case in cases])
        by_index = {c[0]: c for c in cases}
        for i, (chunk, first_line) in enumerate(zip(chunks, offsets)):
            if i not in by_index:
                whole.append(TritonCase(True, status_ok=True))
                continue
            case = by_index[i][3]
            # Pad with blank lines so FileCheck and diagnostics show the file's line numbers.
            Path(case).write_text("\n" * first_line + chunk)
            code, out, err = run_pyopt(pyopt, [case, *pyopt_flags])
            shown = ("" if discard else out) + (err if merged else "")
            py_ok, py_msg = run_filecheck(case, shown, check_opts)
            if py_ok and (code != 0) != expect_failure:  # lit runs pipelines with pipefail
                py_ok, py_msg = False, f"pyopt exited with status {code}"
            if not py_ok and code and not merged:
                py_msg += "\n" + err[-2000:]
            if printing:
                tri = TritonCase(None, "the oracle cannot print with " + " ".join(
                    f for f in flags if f.lstrip("-").split("=")[0] in PRINT_FLAGS))
            else:
                tri = triton_case(chunk, first_line, case, passes, verify, allow_unregistered, merged, check_opts,
                                  expect_failure, triton=triton, discard_output=discard)
            whole.append(tri)
            label = re.search(r"tt\.func\s+(?:public\s+|private\s+)?@([\w.$]+)", chunk)
            name = f"case {i} (line {first_line + 1}{', @' + label.group(1) if label else ''})"
            res = CaseResult(i, name, py_ok, tri.ok, py_msg, tri.message)
            result.cases.append(res)
            if progress:
                progress(res)
    if len(chunks) > 1:
        # As lit runs it: one FileCheck over the whole output (FileCheck's $-variables then
        # carry from case to case, which the case-by-case checks cannot see).
        with tempfile.TemporaryDirectory(prefix="pyopt-lit-") as tmp:
            whole_path = os.path.join(tmp, os.path.basename(path) or "input.mlir")
            Path(whole_path).write_text(text)
            if any(t.ok is None for t in whole):
                result.triton_whole = "n/a"
            else:
                printed = "// -----\n".join(t.printed for t in whole)
                fc_ok, _ = run_filecheck(whole_path, printed, check_opts, whole_file=True)
                result.triton_whole = "PASS" if fc_ok and all(t.status_ok for t in whole) else "FAIL"
            whole_flags = [f for f in flags if f.lstrip("-").split("=")[0] not in IGNORED_FLAGS]
            if release:
                whole_flags = [f"--triton-version={release}", *whole_flags]
            code, out, err = run_pyopt(pyopt, [whole_path, *whole_flags])
            ok, _ = run_filecheck(whole_path, ("" if discard else out) + (err if merged else ""), check_opts,
                                  whole_file=True)
            result.pyopt_whole = "PASS" if ok and (code != 0) == expect_failure else "FAIL"
    return result


def triton_side(python: str | None):
    return ChildTriton(python) if python else InProcessTriton()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("file")
    ap.add_argument("-v", "--verbose", action="store_true", help="show FileCheck's message on failures")
    ap.add_argument("--pyopt", default="",
                    help="command that runs pyopt (default: pyopt's command line in this process)")
    ap.add_argument("--run", type=int, default=0, metavar="N",
                    help="check with the file's N-th RUN command (0: the first)")
    ap.add_argument("--triton-python", default="", metavar="PY",
                    help="run Triton's side with this Python's triton (another release's wheel)")
    ap.add_argument("--triton-version", default="", metavar="X.Y",
                    help="the release pyopt follows (default: the Triton side's)")
    args = ap.parse_args()
    text = Path(args.file).read_text()
    triton = triton_side(args.triton_python)
    release = args.triton_version or (release_of(triton.release()) if args.triton_python else "")
    pyopt = shlex.split(args.pyopt) if args.pyopt else None

    def show(res: CaseResult) -> None:
        print(f"{res.name}: pyopt {'PASS' if res.pyopt_ok else 'FAIL'}, triton "
              f"{'n/a' if res.triton_ok is None else 'PASS' if res.triton_ok else 'FAIL'}")
        if args.verbose and not res.pyopt_ok:
            print(res.pyopt_message[-5000:])
        if args.verbose and not res.triton_ok:
            print("triton: " + res.triton_message[-3000:])

    result = check_file(args.file, text, args.run, release=release or None, triton=triton, pyopt=pyopt,
                        progress=show)
    counts = result.counts()
    print("summary: " + ", ".join(f"{k}: {v}" for k, v in counts.items() if v))
    if result.pyopt_whole is not None:
        print(f"whole file (one FileCheck, as lit runs it): pyopt {result.pyopt_whole}, triton {result.triton_whole}")
    regressions = [c.name for c in result.cases if c.key == "triton only"]
    if regressions:
        print("cases Triton passes and pyopt fails: " + ", ".join(regressions))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
