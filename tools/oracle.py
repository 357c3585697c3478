#!/usr/bin/env python3
"""Real Triton 3.6.0 as an oracle for pyopt.

Importable helpers (Triton is imported lazily, inside the functions, so importing this
module is cheap and works without Triton):

* :func:`triton_available` - whether ``triton._C.libtriton`` can be imported.
* :func:`triton_roundtrip` - parse MLIR text with Triton's parser and print it back (without
  locations by default).
* :func:`triton_run_passes` - run passes, named as pyopt names them, and print the result.
* :func:`triton_coalesce_axisinfo_log` - run ``coalesce`` in a child process with
  ``TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce`` and return the debug log (AxisInfo of each
  memory op's pointer); :func:`triton_coalesce_axisinfo_logs` does many modules in one
  child process.  ``tools/axisinfo_log.py`` parses these logs.

Failures (a parse error, a verifier error, a failing or crashing pass) raise
:class:`OracleError`, whose ``diagnostics`` attribute holds the text MLIR printed on the
native stderr (with the temporary file name replaced by ``<input>``).

Pass names (pyopt's, with the triton-opt flags accepted as aliases, see :data:`PASS_ALIASES`):

====================== ===================================== ==================================
pyopt name             triton-opt flag                       options (default)
====================== ===================================== ==================================
coalesce               -tritongpu-coalesce                   -
remove-layout-         -tritongpu-remove-layout-conversions  -
conversions
canonicalize-pointers  -tritonamdgpu-canonicalize-pointers   enable-large-tensor-ptr-canon
                                                             (false; only false is supported:
                                                             the Python binding takes no option)
convert-to-buffer-ops  -tritonamdgpu-convert-buffer-ops      arch-generation-name (""),
                                                             allow-buffer-atomics (true),
                                                             analyze-small-tensor-ofst (false)
canonicalize           -canonicalize                         -
cse                    -cse                                  -
====================== ===================================== ==================================

The module is also a small command-line tool (``python tools/oracle.py --help``); its
``batch`` sub-command (JSON on stdin and stdout) is what ``tools/crosscheck`` uses to keep
Triton in a separate process.

Not thread-safe: native stderr (file descriptor 2) is redirected while Triton runs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from typing import Any, Iterator, Mapping, Sequence

__all__ = [
    "OracleError",
    "PASS_ALIASES",
    "PASS_OPTIONS",
    "canonical_pass_name",
    "capture_native_stderr",
    "clean_diagnostics",
    "parse_pass_pipeline",
    "triton_available",
    "triton_coalesce_axisinfo_log",
    "triton_coalesce_axisinfo_logs",
    "triton_roundtrip",
    "triton_run_passes",
]

# --------------------------------------------------------------------------- pass names

#: Every accepted spelling (pyopt names, triton-opt flags without dashes, C++ pass class
#: names) -> pyopt's name.
PASS_ALIASES: dict[str, str] = {
    "coalesce": "coalesce",
    "tritongpu-coalesce": "coalesce",
    "remove-layout-conversions": "remove-layout-conversions",
    "tritongpu-remove-layout-conversions": "remove-layout-conversions",
    "canonicalize-pointers": "canonicalize-pointers",
    "tritonamdgpu-canonicalize-pointers": "canonicalize-pointers",
    "convert-to-buffer-ops": "convert-to-buffer-ops",
    "convert-buffer-ops": "convert-to-buffer-ops",
    "tritonamdgpu-convert-buffer-ops": "convert-to-buffer-ops",
    "tritonamdgpu-convert-to-buffer-ops": "convert-to-buffer-ops",
    "canonicalize": "canonicalize",
    "cse": "cse",
}

#: pyopt pass name -> {option name: default value}.
PASS_OPTIONS: dict[str, dict[str, Any]] = {
    "coalesce": {},
    "remove-layout-conversions": {},
    "canonicalize-pointers": {"enable-large-tensor-ptr-canon": False},
    "convert-to-buffer-ops": {
        "arch-generation-name": "",
        "allow-buffer-atomics": True,
        "analyze-small-tensor-ofst": False,
    },
    "canonicalize": {},
    "cse": {},
}



class OracleError(RuntimeError):
    """Triton could not parse the input, or a pass failed.

    Attributes:
        stage: ``"parse"``, ``"passes"``, ``"options"`` or ``"subprocess"``.
        diagnostics: what MLIR printed on stderr (cleaned), possibly empty.
    """

    def __init__(self, message: str, diagnostics: str = "", stage: str = "") -> None:
        self.message = message
        self.diagnostics = diagnostics
        self.stage = stage
        text = message if not diagnostics else f"{message}\n{diagnostics.rstrip()}"
        super().__init__(text)


def canonical_pass_name(name: str) -> str:
    """Map a pass name or flag (``-tritongpu-coalesce``, ``--cse``, ``coalesce``) to pyopt's name."""
    key = name.lstrip("-")
    try:
        return PASS_ALIASES[key]
    except KeyError:
        raise OracleError(f"unknown pass {name!r}; known: {', '.join(sorted(PASS_OPTIONS))}", stage="options") from None


def _parse_bool(value: Any, what: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on", ""):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise OracleError(f"{what}: expected a boolean, got {value!r}", stage="options")


def _resolve_options(name: str, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults of pass ``name`` updated with ``options`` (type-checked)."""
    defaults = PASS_OPTIONS[name]
    resolved = dict(defaults)
    for key, value in (options or {}).items():
        if key not in defaults:
            known = ", ".join(defaults) or "none"
            raise OracleError(f"pass {name!r} has no option {key!r} (options: {known})", stage="options")
        if isinstance(defaults[key], bool):
            resolved[key] = _parse_bool(value, f"{name}{{{key}}}")
        else:
            text = str(value)
            if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
                text = text[1:-1]
            resolved[key] = text
    return resolved


def _split_top_level(text: str, sep: str = ",") -> list[str]:
    """Split on ``sep`` outside (), {} and quotes."""
    parts, depth, quote, cur = [], 0, "", []
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = ""
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def parse_pass_options(text: str) -> dict[str, str]:
    """Parse the inside of ``{a=1 b="x y"}`` (options are separated by spaces)."""
    options: dict[str, str] = {}
    for match in re.finditer(r'([\w.-]+)(?:\s*=\s*("[^"]*"|\'[^\']*\'|[^\s}]+))?', text):
        value = match.group(2)
        options[match.group(1)] = "true" if value is None else value
    return options


def parse_pass_pipeline(text: str) -> list[tuple[str, dict[str, str]]]:
    """Flatten an MLIR textual pipeline into ``[(pyopt name, options)]``.

    Accepts ``builtin.module(tritongpu-coalesce, canonicalize)``, nested op anchors
    (``builtin.module(tt.func(cse))``), a bare comma list, and options in braces
    (``tritonamdgpu-convert-buffer-ops{arch-generation-name=gfx942 allow-buffer-atomics=false}``).
    Anchors are dropped: Triton's Python bindings add every pass at module level.
    """
    out: list[tuple[str, dict[str, str]]] = []
    for item in _split_top_level(text.strip()):
        m = re.fullmatch(r"([\w.-]+)\s*(\{.*\})?\s*(\((.*)\))?", item, re.S)
        if not m:
            raise OracleError(f"cannot parse pass pipeline element {item!r}", stage="options")
        name, opts, nested = m.group(1), m.group(2), m.group(4)
        if nested is not None:  # an op anchor such as builtin.module(...) or tt.func(...)
            out.extend(parse_pass_pipeline(nested))
            continue
        out.append((canonical_pass_name(name), parse_pass_options(opts[1:-1]) if opts else {}))
    return out


# --------------------------------------------------------------------------- native stderr capture
@dataclass
class CapturedText:
    text: str = ""


@contextlib.contextmanager
def capture_native_stderr() -> Iterator[CapturedText]:
    """Redirect file descriptor 2 (where MLIR prints diagnostics) into a buffer.

    The captured text is available on the yielded object once the ``with`` block ends.
    """
    captured = CapturedText()
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            yield captured
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            captured.text = tmp.read().decode("utf-8", errors="replace")


def clean_diagnostics(text: str, path: str | None = None, label: str = "<input>") -> str:
    """Make MLIR's stderr output readable.

    Drops the crash reproducers (a module dump followed by an ``{-# external_resources #-}``
    block) that Triton's pass manager prints when a pass crashes, and replaces the temporary
    file name with ``label``.
    """
    lines = text.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        # A reproducer dump starts with "module" at column 0 and is not a source excerpt
        # (an excerpt is followed by a caret line); it ends with "#-}".
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if line.startswith("module") and not nxt.lstrip().startswith("^"):
            j = i
            while j < len(lines) and lines[j].strip() != "#-}":
                j += 1
            if j < len(lines):
                out.append("[crash reproducer omitted]")
                i = j + 1
                continue
        out.append(line)
        i += 1
    cleaned = "\n".join(out)
    if path:
        cleaned = cleaned.replace(path, label)
    return cleaned.strip("\n")


# --------------------------------------------------------------------------- Triton access
def triton_available() -> bool:
    """True if Triton's native library imports (it needs no GPU)."""
    try:
        from triton._C.libtriton import ir  # noqa: F401
    except Exception:  # ImportError, or a broken native library
        return False
    return True


def _new_context():
    from triton._C.libtriton import amd, ir, nvidia

    ctx = ir.context()
    ir.load_dialects(ctx)
    amd.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    return ctx


@contextlib.contextmanager
def _input_file(text: str) -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="pyopt-oracle-") as tmp:
        path = os.path.join(tmp, "input.mlir")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        yield path


def _parse(text: str, ctx, path: str, filename: str = "<input>"):
    from triton._C.libtriton import ir

    with capture_native_stderr() as diag:
        try:
            mod = ir.parse_mlir_module(path, ctx)
        except Exception as exc:
            err: Exception | None = exc
        else:
            err = None
    if err is not None:
        raise OracleError(f"Triton failed to parse the input: {err}", clean_diagnostics(diag.text, path, filename),
                          "parse")
    return mod


def _print(mod, keep_locations: bool, path: str, filename: str) -> str:
    if not keep_locations:
        return mod.str_nodebug()
    # Locations Triton derived from the input name the temporary file: show `filename` instead.
    return mod.str().replace(f'"{path}"', json.dumps(filename))


def triton_roundtrip(text: str, *, keep_locations: bool = False, filename: str = "input.mlir") -> str:
    """Parse ``text`` with Triton and print it back.

    Without locations by default (``module.str_nodebug()``); with ``keep_locations=True`` the
    module is printed with its locations (``module.str()``: ``loc(...)`` references and
    ``#loc`` aliases at the end); locations that point into the input then name
    ``filename``, as ``triton-opt filename`` would print them.  Parsing also runs the verifier.
    """
    ctx = _new_context()
    with _input_file(text) as path:
        mod = _parse(text, ctx, path, filename)
        return _print(mod, keep_locations, path, filename)


def _add_pass(pm, name: str, options: dict[str, Any]) -> None:
    from triton._C.libtriton import amd, passes

    if name == "coalesce":
        passes.ttgpuir.add_coalesce(pm)
    elif name == "remove-layout-conversions":
        passes.ttgpuir.add_remove_layout_conversions(pm)
    elif name == "canonicalize-pointers":
        if options["enable-large-tensor-ptr-canon"]:
            raise OracleError("canonicalize-pointers{enable-large-tensor-ptr-canon=true} cannot be run: Triton's "
                              "Python binding add_canonicalize_pointers takes no options", stage="options")
        amd.passes.ttgpuir.add_canonicalize_pointers(pm)
    elif name == "convert-to-buffer-ops":
        amd.passes.ttgpuir.add_convert_to_buffer_ops(pm, options["arch-generation-name"],
                                                     options["allow-buffer-atomics"],
                                                     options["analyze-small-tensor-ofst"])
    elif name == "canonicalize":
        passes.common.add_canonicalizer(pm)
    elif name == "cse":
        passes.common.add_cse(pm)
    else:  # pragma: no cover - canonical_pass_name guards this
        raise OracleError(f"unknown pass {name!r}", stage="options")


def _normalise_passes(pass_list: Sequence[Any]) -> list[tuple[str, dict[str, Any]]]:
    result = []
    for item in pass_list:
        if isinstance(item, str):
            name, options = item, {}
        else:
            name, options = item[0], (item[1] if len(item) > 1 else {})
        canonical = canonical_pass_name(name)
        result.append((canonical, _resolve_options(canonical, options)))
    return result


def triton_run_passes(text: str, passes: Sequence[Any], *, keep_locations: bool = False,
                      filename: str = "input.mlir") -> str:
    """Run ``passes`` on ``text`` with Triton and print the result.

    ``passes`` is a list of ``(name, {option: value})`` pairs (a bare name string is accepted
    too); names are pyopt's names or triton-opt flags.  All passes go into one pass manager,
    in order, as ``triton-opt -p1 -p2`` would run them.  Raises :class:`OracleError` with
    MLIR's diagnostics if parsing or a pass fails.  ``keep_locations`` and ``filename`` are as
    for :func:`triton_roundtrip`.
    """
    from triton._C.libtriton import ir

    resolved = _normalise_passes(passes)
    ctx = _new_context()
    with _input_file(text) as path:
        mod = _parse(text, ctx, path, filename)
        pm = ir.pass_manager(ctx)
        for name, options in resolved:
            _add_pass(pm, name, options)
        with capture_native_stderr() as diag:
            try:
                pm.run(mod, "pyopt-oracle")
            except Exception as exc:
                err: Exception | None = exc
            else:
                err = None
        if err is not None:
            names = ", ".join(n for n, _ in resolved)
            raise OracleError(f"Triton pass pipeline [{names}] failed: {err}",
                              clean_diagnostics(diag.text, path, filename), "passes")
        return _print(mod, keep_locations, path, filename)


#: Debug types the coalesce pass writes to: the pass itself (``Considering op``, the pointer's
#: AxisInfo, ``order``, ``perThread``...) and, optionally, ``ttg-utility`` (``elemNumBytes: ..,
#: divisibility: .., contig: .., alignment: ..`` from ``getNumElementsPerThread``).
COALESCE_DEBUG_TYPES: tuple[str, ...] = ("tritongpu-coalesce",)


def _debug_env(debug_types: Sequence[str]) -> dict[str, str]:
    return dict(os.environ, TRITON_LLVM_DEBUG_ONLY=",".join(debug_types))


def triton_coalesce_axisinfo_log(text: str, *, timeout: float = 300,
                                 debug_types: Sequence[str] = COALESCE_DEBUG_TYPES) -> str:
    """Run ``coalesce`` with ``TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce`` and return its log.

    The variable is read when libtriton loads, so the pass runs in a child Python process;
    what it writes to stderr (LLVM's ``dbgs()``) is returned.  The input must be TTGIR (a
    module with ``ttg.num-warps`` and tensors with encodings).  ``debug_types`` may add
    ``"ttg-utility"`` (per-call ``getNumElementsPerThread`` details).
    ``tools/axisinfo_log.py`` parses the log.
    """
    env = _debug_env(debug_types)
    with _input_file(text) as path:
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "_coalesce-debug", path], env=env,
                              capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            raise OracleError(f"coalesce failed in the child process (exit {proc.returncode})",
                              clean_diagnostics(proc.stderr, path), "subprocess")
        return clean_diagnostics(proc.stderr, path)


def triton_coalesce_axisinfo_logs(texts: Sequence[str], *, timeout: float = 600,
                                  debug_types: Sequence[str] = COALESCE_DEBUG_TYPES) -> list[str | OracleError]:
    """:func:`triton_coalesce_axisinfo_log` for many modules in one child process.

    Returns one entry per text, in order: the log, or an :class:`OracleError` (stage
    ``"parse"`` or ``"passes"``) for a module Triton rejected.  Each module gets a fresh
    MLIRContext; the child's native stderr is captured per module, so logs never mix.
    Loading libtriton once makes this ~10 ms a module instead of ~0.5 s.
    """
    if not texts:
        return []
    env = _debug_env(debug_types)
    with tempfile.TemporaryDirectory(prefix="pyopt-oracle-") as tmp:
        paths = []
        for i, text in enumerate(texts):
            path = os.path.join(tmp, f"input{i}.mlir")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            paths.append(path)
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "_coalesce-debug-batch"],
                              input=json.dumps({"files": paths}), env=env, capture_output=True, text=True,
                              timeout=timeout)
        if proc.returncode != 0:
            raise OracleError(f"the coalesce batch child process failed (exit {proc.returncode})",
                              clean_diagnostics(proc.stderr), "subprocess")
        results = json.loads(proc.stdout)["results"]
        out: list[str | OracleError] = []
        for path, res in zip(paths, results):
            log = clean_diagnostics(res["log"], path)
            out.append(log if res["ok"] else OracleError(res["error"], log, res["stage"]))
        return out


def _coalesce_debug_one(path: str) -> dict[str, Any]:
    """Child side: run coalesce on one file, capturing what it writes to fd 2."""
    from triton._C.libtriton import ir, passes

    result: dict[str, Any] = {"ok": True}
    with capture_native_stderr() as log:
        try:
            ctx = _new_context()
            stage = "parse"
            mod = ir.parse_mlir_module(path, ctx)
            stage = "passes"
            pm = ir.pass_manager(ctx)
            passes.ttgpuir.add_coalesce(pm)
            pm.run(mod, "coalesce-debug")
        except Exception as exc:  # MLIR has already printed the diagnostics
            result = {"ok": False, "error": f"coalesce failed ({stage}): {exc}", "stage": stage}
    result["log"] = log.text
    return result


# --------------------------------------------------------------------------- command line
def _batch(jobs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Run a list of jobs; see ``main`` (``batch``) for the format."""
    results = []
    for job in jobs:
        try:
            keep = bool(job.get("keep_locations", False))
            name = job.get("filename", "input.mlir")
            if job["op"] == "roundtrip":
                out = triton_roundtrip(job["text"], keep_locations=keep, filename=name)
            elif job["op"] == "run":
                out = triton_run_passes(job["text"], job["passes"], keep_locations=keep, filename=name)
            else:
                raise OracleError(f"unknown batch op {job['op']!r}", stage="options")
            results.append({"ok": True, "text": out})
        except OracleError as exc:
            results.append({"ok": False, "error": exc.message, "diagnostics": exc.diagnostics, "stage": exc.stage})
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run real Triton (the oracle) on MLIR files.")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p_rt = sub.add_parser("roundtrip", help="parse and print a file")
    p_rt.add_argument("file")
    p_rt.add_argument("--keep-locations", action="store_true")
    p_run = sub.add_parser("run", help="run passes on a file and print the result")
    p_run.add_argument("file")
    p_run.add_argument("-p", "--pass", dest="passes", action="append", default=[],
                       help="a pass, e.g. coalesce or 'convert-to-buffer-ops{arch-generation-name=gfx942}'; repeat")
    p_run.add_argument("--keep-locations", action="store_true")
    p_log = sub.add_parser("axisinfo-log", help="coalesce debug log (AxisInfo per memory op)")
    p_log.add_argument("file")
    sub.add_parser("batch", help="JSON jobs on stdin -> JSON results on stdout (used by tools/crosscheck)")
    p_dbg = sub.add_parser("_coalesce-debug")  # internal: the child of triton_coalesce_axisinfo_log
    p_dbg.add_argument("file")
    sub.add_parser("_coalesce-debug-batch")  # internal: {"files": [...]} on stdin -> {"results": [...]}
    args = parser.parse_args(argv)

    try:
        if not args.cmd.startswith("_coalesce-debug") and not triton_available():
            print(f"error: Triton is not importable from {sys.executable}", file=sys.stderr)
            return 2
        if args.cmd == "batch":
            # stdin: {"jobs": [{"op": "roundtrip"|"run", "text": str, "passes": [[name, {opts}]],
            #          "keep_locations": bool, "filename": str}]}; stdout: {"results": [{"ok": true, "text": str} |
            #          {"ok": false, "error": str, "diagnostics": str, "stage": str}]}
            jobs = json.load(sys.stdin)["jobs"]
            json.dump({"results": _batch(jobs)}, sys.stdout)
            return 0
        if args.cmd == "_coalesce-debug-batch":
            files = json.load(sys.stdin)["files"]
            json.dump({"results": [_coalesce_debug_one(path) for path in files]}, sys.stdout)
            return 0
        if args.cmd == "_coalesce-debug":
            from triton._C.libtriton import ir, passes

            try:
                ctx = _new_context()
                mod = ir.parse_mlir_module(args.file, ctx)
                pm = ir.pass_manager(ctx)
                passes.ttgpuir.add_coalesce(pm)
                pm.run(mod, "coalesce-debug")
            except RuntimeError as exc:  # MLIR has already printed the diagnostics
                print(f"error: {exc}", file=sys.stderr)
                return 1
            return 0
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
        if args.cmd == "roundtrip":
            sys.stdout.write(triton_roundtrip(text, keep_locations=args.keep_locations, filename=args.file))
        elif args.cmd == "run":
            pipeline = [p for spec in args.passes for p in parse_pass_pipeline(spec)]
            sys.stdout.write(triton_run_passes(text, pipeline, keep_locations=args.keep_locations, filename=args.file))
        elif args.cmd == "axisinfo-log":
            sys.stdout.write(triton_coalesce_axisinfo_log(text) + "\n")
    except OracleError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
