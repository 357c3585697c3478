#!/usr/bin/env python3
"""Every pass pipeline of ``tools/fuzz`` and ``pyopt layout`` on every release's real TTGIR.

    python tools/release_smoke.py [--releases 3.7.1,3.8.0,3.9.0] [--jobs N] [--timeout S]
                                  [--pipelines NAME,...] [--no-layout] [--limit N] [-v]

For each release (``test/corpus-releases/<release>/``; ``3.6.0`` is ``test/corpus/``) and every
distinct TTGIR text of its corpus -- the pass positions of make_ttgir (every ``*.mlir`` but
``ttir.mlir``; printed without locations) and Triton's TTGIR dumps (``asm.ttgir``, ``cache.ttgir``,
with locations) -- under that release (``with Context(release):``, in process):

* each of ``tools/fuzz``'s pipelines (:data:`PIPELINES` there: coalesce, remove-layout-conversions,
  cse, canonicalize, canonicalize-pointers, convert-to-buffer-ops, fold-true-cmpi, symbol-dce,
  axis-info, access-report), as the fuzzer runs them: parse, verify, the passes (verifying after
  each), print, and the round trip (pyopt reads its own output and prints it unchanged).  A dump
  is printed with its locations (``--mlir-print-debuginfo``), so their round trip is checked too;
* ``pyopt layout -l LAYOUT -t TYPE`` (both views, ``--triton-version`` of the release) for every
  layout alias of the file on the tensor types that use it (at most 3 per layout).

Anything but ``ok`` is a finding: a Python exception (``crash``), a run past ``--timeout``
seconds (``hang``), a clean error on Triton's own IR (``diagnosed``: the parser, the verifier
after a pass, or a pass that failed), output pyopt does not read back or prints differently
(``unstable``), or a layout ``pyopt layout`` refuses or crashes on.  Exit status 1 when there is
one.  The findings are listed once per (release, pipeline, class, first line of the message),
with the first file that shows each.
"""

from __future__ import annotations

import argparse
import io
import multiprocessing
import multiprocessing.connection
import os
import re
import signal
import sys
import time
from collections import Counter, defaultdict
from functools import partial
from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools import release_corpus_report as rc  # noqa: E402


def load_fuzz():
    """``tools/fuzz`` (a script without ``.py``) as a module."""
    name = "pyopt_tools_fuzz_smoke"
    if name in sys.modules:
        return sys.modules[name]
    loader = SourceFileLoader(name, str(REPO / "tools" / "fuzz"))
    mod = module_from_spec(spec_from_loader(name, loader))
    sys.modules[name] = mod
    loader.exec_module(mod)
    return mod


fuzz = load_fuzz()

#: the most tensor types a layout is shown on
TYPES_PER_LAYOUT = 3
_ALIAS = re.compile(r"^(#[\w.$-]+) = (#ttg\.\w+<.*>)$", re.M)


def ttgir_files(root: Path) -> dict[str, list[str]]:
    """The distinct TTGIR texts of the corpus at ``root``: ``text -> [relpath, ...]`` (pass
    positions and dumps; a text several files share once)."""
    found: dict[str, list[str]] = {}
    for f in rc.corpus_files(root):
        name = Path(f.relpath).name
        if f.kind == "log" or name == "ttir.mlir" or (f.kind == "dump" and not name.endswith(".ttgir")):
            continue
        found.setdefault((root / f.relpath).read_text(encoding="utf-8"), []).append(f.relpath)
    return found


def is_dump(relpath: str) -> bool:
    return relpath.endswith(".ttgir")


def layout_cases(text: str) -> list[tuple[str, str]]:
    """``(layout, tensor type)`` pairs of ``text``: every ``#ttg`` layout alias on the tensor
    types that use it (first :data:`TYPES_PER_LAYOUT`, distinct)."""
    cases = []
    for m in _ALIAS.finditer(text):
        alias, layout = m.group(1), m.group(2)
        seen: list[str] = []
        for t in re.finditer(r"tensor<([0-9x]+)x(\w+), " + re.escape(alias) + r">", text):
            ty = f"tensor<{t.group(1)}x{t.group(2)}>"
            if ty not in seen:
                seen.append(ty)
            if len(seen) == TYPES_PER_LAYOUT:
                break
        cases += [(layout, ty) for ty in seen]
    return cases


def run_layout(release: str, layout: str, type_text: str, hw: bool, timeout: float) -> tuple[str, str]:
    """(outcome, message) of ``pyopt layout`` in process: ok, refused (exit 1, a diagnostic),
    crash or hang."""
    from pyopt import cli

    args = ["layout", f"--triton-version={release}", "-l", layout, "-t", type_text] + (["-use-hw-view"] if hw else [])
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err

    def slow(*_):
        raise fuzz.FuzzTimeout()

    signal.signal(signal.SIGALRM, slow)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        code = cli.main(args)
    except fuzz.FuzzTimeout:
        return "hang", f"no result after {timeout:g} s"
    except BaseException as e:  # noqa: BLE001 - SystemExit included: main returns its code
        code = e.code if isinstance(e, SystemExit) else f"{type(e).__name__}: {e}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        sys.stdout, sys.stderr = old
    message = err.getvalue().strip().split("\n")[0]
    if code not in (0, 1) or "internal error" in err.getvalue():
        return "crash", message or str(code)
    return ("ok" if code == 0 else "refused"), message


# --------------------------------------------------------------------------- workers
_RUNNERS: dict = {}


def _runner(release: str, locations: bool, pipelines: list, timeout: float):
    """One fuzz Runner per (release, locations, pipelines); made under the release's context (the passes'
    options are read as that release names them)."""
    from pyopt.ir.context import Context
    from pyopt.ir.printer import print_op

    key = (release, locations, tuple(name for name, _ in pipelines), timeout)
    if key not in _RUNNERS:
        ctx = Context(release)
        with ctx:
            r = fuzz.Runner(pipelines, timeout)
        if locations:
            r.print_op = partial(print_op, debuginfo=True)
        _RUNNERS[key] = (ctx, r)
    return _RUNNERS[key]


def do_file(task: tuple, pipelines: list, timeout: float, layouts: bool) -> dict:
    """Every pipeline (and the layouts) on one file of ``release``."""
    release, relpath, text = task
    ctx, runner = _runner(release, is_dump(relpath), pipelines, timeout)
    t0 = time.perf_counter()
    findings = []
    with ctx:
        first, outcomes = runner.run_case_with_verdict(text)
    for name, o in outcomes.items():
        if o.cls != "ok":
            findings.append({"check": name, "class": o.cls, "message": o.message, "stage": o.stage,
                             "trace": o.trace})
    n_layouts = 0
    if layouts and not runner.poisoned:
        for layout, ty in layout_cases(text):
            for hw in (False, True):
                n_layouts += 1
                cls, msg = run_layout(release, layout, ty, hw, timeout)
                if cls != "ok":
                    findings.append({"check": "layout", "class": cls,
                                     "message": f"{msg} [pyopt layout -l '{layout}' -t '{ty}'"
                                                + (" -use-hw-view" if hw else "") + "]", "stage": "layout",
                                     "trace": ""})
    return {"findings": findings, "seconds": time.perf_counter() - t0, "layouts": n_layouts,
            "restart": runner.poisoned, "runs": len(outcomes)}


def worker_main(conn, pipelines: list, timeout: float, layouts: bool) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    fuzz._silence_output()
    while True:
        try:
            task = conn.recv()
        except EOFError:
            return
        if task is None:
            return
        try:
            result = do_file(task, pipelines, timeout, layouts)
        except Exception as e:  # noqa: BLE001 - outside a run: report it, go on
            result = {"findings": [{"check": "smoke", "class": "crash", "message": f"{type(e).__name__}: {e}",
                                    "stage": "?", "trace": ""}], "seconds": 0.0, "layouts": 0, "runs": 0}
        conn.send(result)
        if result.get("restart"):
            return  # a hang left pyopt's deep thread busy


def run_all(tasks: list, jobs: int, pipelines: list, timeout: float, layouts: bool, on_result) -> None:
    """``tasks`` on ``jobs`` worker processes (forked); a worker that hangs past the hard limit
    or dies is replaced."""
    mp = multiprocessing.get_context("fork")
    hard = timeout * (2 * len(pipelines) + 4) + 60

    def start():
        parent, child = mp.Pipe()
        proc = mp.Process(target=worker_main, args=(child, pipelines, timeout, layouts), daemon=True)
        proc.start()
        child.close()
        return {"proc": proc, "conn": parent, "task": None, "since": 0.0}

    workers = [start() for _ in range(max(1, min(jobs, len(tasks))))]
    pending = list(reversed(tasks))
    try:
        while pending or any(w["task"] is not None for w in workers):
            for w in workers:
                if w["task"] is None and pending:
                    w["task"], w["since"] = pending.pop(), time.monotonic()
                    w["conn"].send(w["task"])
            busy = [w for w in workers if w["task"] is not None]
            ready = multiprocessing.connection.wait([w["conn"] for w in busy], timeout=1.0)
            for w in busy:
                result = None
                if w["conn"] in ready:
                    try:
                        result = w["conn"].recv()
                    except (EOFError, OSError):
                        result = {"findings": [{"check": "smoke", "class": "crash", "stage": "?", "trace": "",
                                                "message": f"worker died (exit code {w['proc'].exitcode})"}],
                                  "seconds": 0.0, "layouts": 0, "runs": 0, "restart": True}
                elif time.monotonic() - w["since"] > hard:
                    result = {"findings": [{"check": "smoke", "class": "hang", "stage": "?", "trace": "",
                                            "message": f"worker gave no answer in {hard:g} s"}],
                              "seconds": hard, "layouts": 0, "runs": 0, "restart": True}
                if result is None:
                    continue
                task, w["task"] = w["task"], None
                if result.get("restart"):
                    w["proc"].kill()
                    w["proc"].join(5)
                    w.update(start())
                on_result(task, result)
    finally:
        for w in workers:
            try:
                w["conn"].send(None)
            except OSError:
                pass
        for w in workers:
            w["proc"].join(5)
            if w["proc"].is_alive():
                w["proc"].kill()
                w["proc"].join(5)


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/release_smoke.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--releases", default="3.7.1,3.8.0,3.9.0", help="comma-separated (default 3.7.1,3.8.0,3.9.0)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per run before it is a hang (default 20)")
    ap.add_argument("--pipelines", default="", help="comma-separated tools/fuzz pipeline names (default: all)")
    ap.add_argument("--no-layout", action="store_true", help="skip pyopt layout")
    ap.add_argument("--limit", type=int, default=0, help="at most N files per release (0: all)")
    ap.add_argument("--match", default="", help="only files whose path contains this")
    ap.add_argument("-v", "--verbose", action="store_true", help="every file of every finding, and the traces")
    args = ap.parse_args(argv)

    pipelines = fuzz.PIPELINES
    if args.pipelines:
        by_name = dict(fuzz.PIPELINES)
        unknown = [n for n in args.pipelines.split(",") if n not in by_name]
        if unknown:
            ap.error(f"unknown pipeline(s) {', '.join(unknown)}; known: {', '.join(by_name)}")
        pipelines = [(n, by_name[n]) for n in args.pipelines.split(",")]
    roots = rc.releases()
    releases = [r.strip() for r in args.releases.split(",") if r.strip()]
    for r in releases:
        if r not in roots:
            ap.error(f"no corpus for release {r} (known: {', '.join(roots)})")
    tasks, names = [], {}
    for r in releases:
        files = ttgir_files(roots[r])
        chosen = [(text, paths) for text, paths in files.items() if not args.match or any(args.match in p for p in paths)]
        if args.limit:
            chosen = chosen[:args.limit]
        for text, paths in chosen:
            tasks.append((r, paths[0], text))
            names[(r, paths[0])] = paths
    # Load pyopt once before forking.
    import pyopt.cli  # noqa: F401

    t0 = time.monotonic()
    per_release: dict[str, Counter] = defaultdict(Counter)
    problems: dict[tuple, dict] = {}
    slow: list[tuple[float, str, str]] = []
    done = [0]

    def on_result(task, result) -> None:
        release, relpath, _ = task
        done[0] += 1
        c = per_release[release]
        c["files"] += 1
        c["runs"] += result.get("runs", 0)
        c["layout runs"] += result.get("layouts", 0)
        if result["seconds"] > args.timeout:
            slow.append((result["seconds"], release, relpath))
        for f in result["findings"]:
            c[f["class"]] += 1
            first_line = f["message"].split("\n")[0]
            key = (release, f["check"], f["class"], re.sub(r"\[pyopt layout .*\]$", "", first_line)[:200])
            p = problems.setdefault(key, {"files": [], "message": f["message"], "trace": f["trace"],
                                          "stage": f["stage"]})
            p["files"].append(relpath)
        if done[0] % 200 == 0:
            print(f"[smoke] {done[0]}/{len(tasks)} files, {time.monotonic() - t0:.0f} s, {len(problems)} findings",
                  file=sys.stderr, flush=True)

    run_all(tasks, args.jobs, pipelines, args.timeout, not args.no_layout, on_result)
    print(f"release smoke: {len(tasks)} distinct TTGIR files, {len(pipelines)} pipelines"
          + ("" if args.no_layout else " and pyopt layout") + f", timeout {args.timeout:g} s, "
          f"{time.monotonic() - t0:.0f} s")
    for r in releases:
        c = per_release[r]
        print(f"  {r}: {c['files']} files, {c['runs']} pipeline runs, {c['layout runs']} layout runs; "
              + ", ".join(f"{c[k]} {k}" for k in ("diagnosed", "crash", "hang", "unstable", "refused")))
    for seconds, r, path in sorted(slow, reverse=True):
        print(f"  slow: {r} {path}: {seconds:.1f} s")
    for (r, check, cls, msg), p in sorted(problems.items()):
        print(f"{r} {check}: {cls} ({len(p['files'])} files, stage {p['stage']}): {msg}")
        shown = p["files"] if args.verbose else p["files"][:1]
        for f in shown:
            print(f"    {f}")
        if args.verbose and p["trace"]:
            print("    " + p["trace"].replace("\n", "\n    "))
    return 1 if problems or slow else 0


if __name__ == "__main__":
    sys.exit(main())
