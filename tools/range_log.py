#!/usr/bin/env python3
"""Triton's AMD range analysis debug log beside pyopt's, line by line.

With ``TRITON_LLVM_DEBUG_ONLY=tritonamdgpu-range-analysis`` (read when libtriton loads, hence
a child process), Triton 3.6.0's ``convert-to-buffer-ops`` logs every step of its
``TritonIntegerRangeAnalysis`` run: each op visited (``Inferring ranges for <op>``), each
lattice join (``>Inferred range for: %x, resulting state:..., in value-range: ...`` or
``>Remain unchanged: ...``), entry states (``Set range of %x to ...``), forced assumptions,
region-successor visits with loop trip counts, and loop-carried joins (``Operand lattice %x
--> ...``).  pyopt's :class:`~pyopt.analysis.amd_range_analysis.TritonIntegerRangeAnalysis`
writes the same lines through its ``debug`` hook.  Equal logs mean the same worklist order
and the same lattice values at every step, not only at the end.

Lines are compared after :func:`normalize`: op texts are cut to ``<results> = <op name>``
(the log prints ops in full, regions and all; ``builtin.`` dropped), and joins of an uninitialized range into an
uninitialized lattice (``resulting state:None``, which only ``arith.select`` on non-integers
logs) are dropped.

    python tools/range_log.py FILE.mlir [--split-input-file] [-v]   # AGREE / first difference
    python tools/range_log.py --corpus                             # every AMD convert-to-buffer-ops input

Another release: ``--release 3.9.0`` runs Triton with that release's interpreter
(``--triton-python``, by default ``/work/venvs/triton-3.9.0/bin/python``), pyopt under that
release, and ``--corpus`` then takes the release's corpus (``test/corpus-releases/3.9.0``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

DEBUG_TYPE = "tritonamdgpu-range-analysis"
_PREFIX = f"[{DEBUG_TYPE}]: "
_OP_LINE = re.compile(r"^(Inferring ranges for |Visit Region Succesors of |Trip count for |Simulation steps for )(.*)$")
_OP_HEAD = re.compile(r'^((?:%[\w.$#:-]+(?:, %[\w.$#:-]+)* = )?(?:"[\w.$]+"|[\w.$]+))')


def normalize(lines: Sequence[str]) -> list[str]:
    out = []
    for line in lines:
        m = _OP_LINE.match(line)
        if m:
            head = _OP_HEAD.match(m.group(2))
            text = head.group(1) if head else m.group(2)
            # a nested op printed alone drops the builtin dialect's prefix
            out.append(m.group(1) + text.replace("= builtin.", "= ").replace('= "builtin.', '= "'))
            continue
        if "resulting state:None" in line:
            continue
        out.append(line)
    return out


def triton_logs(texts: Sequence[str], arch: str = "gfx942", timeout: float = 900,
                python: str = sys.executable) -> list:
    """Triton's log (a list of lines) for each module text, or an error string (Triton run by
    the interpreter ``python``)."""
    env = dict(os.environ, TRITON_LLVM_DEBUG_ONLY=DEBUG_TYPE)
    with tempfile.TemporaryDirectory(prefix="pyopt-rangelog-") as tmp:
        paths = []
        for i, text in enumerate(texts):
            p = os.path.join(tmp, f"in{i}.mlir")
            Path(p).write_text(text)
            paths.append(p)
        proc = subprocess.run([python, os.path.abspath(__file__), "_child", arch],
                              input=json.dumps(paths), env=env, capture_output=True, text=True,
                              timeout=timeout)
        if proc.returncode != 0:
            raise RuntimeError(f"child failed: {proc.stderr[-2000:]}")
        res = json.loads(proc.stdout)
    out = []
    for r in res:
        if not r["ok"]:
            out.append(r["error"])
        else:
            out.append([ln[len(_PREFIX):] for ln in r["log"].splitlines() if ln.startswith(_PREFIX)])
    return out


def _child(arch: str) -> None:
    from oracle import _new_context, capture_native_stderr
    from triton._C.libtriton import amd, ir

    results = []
    for path in json.loads(sys.stdin.read()):
        res = {"ok": True}
        with capture_native_stderr() as log:
            try:
                # (not for 3.9.0: its libtriton crashes on the ctypes call that allows them)
                ctx = _new_context(allow_unregistered_dialects=os.environ.get("RANGE_LOG_UNREGISTERED") == "1")
                mod = ir.parse_mlir_module(path, ctx)
                pm = ir.pass_manager(ctx)
                amd.passes.ttgpuir.add_convert_to_buffer_ops(pm, arch, True, False)
                pm.run(mod, "range-log")
            except Exception as exc:
                res = {"ok": False, "error": f"triton failed: {exc}"}
        res["log"] = log.text
        results.append(res)
    print(json.dumps(results))


def clone_use_order(module) -> None:
    """Give every value the use-list order ``Operation::clone`` leaves: the
    oracle's ``ir.parse_mlir_module`` returns a clone of the parsed module, and
    a clone creates uses in pre-order (an op's operands, then the ops of its
    regions), where parsing (triton-opt's and pyopt's) creates an op's uses
    after those of the ops in its regions.  The analysis visits users in
    use-list order, so without this the two logs may interleave differently."""
    order = {}
    for i, op in enumerate(module.walk()):
        order[id(op)] = i
    seen = set()
    for op in module.walk():
        values = list(op.results)
        for region in op.regions:
            for block in region.blocks:
                values += block.args
        for v in values:
            if id(v) in seen:
                continue
            seen.add(id(v))
            v.reorder_uses(sorted(v.uses, key=lambda u: (order.get(id(u.owner), -1), u.index)))


def pyopt_log(text: str, name: str = "<input>", as_oracle: bool = True, release: str = "3.6") -> list[str]:
    """pyopt's log under ``release``; ``as_oracle``: with the use lists the oracle's clone has."""
    import pyopt  # noqa: F401 - fills the default dialect registry
    from pyopt.analysis.amd_range_analysis import solve
    from pyopt.ir.context import Context
    from pyopt.syntax.parser import parse_source

    with Context(release):
        module = parse_source(text, name)
        if as_oracle:
            clone_use_order(module)
        lines: list[str] = []
        # a multi-line message continues without the prefix (the Triton side drops those lines)
        solve(module, debug=lambda msg: lines.append(msg.split("\n", 1)[0]))
    return lines


def compare(text: str, triton_lines, name: str = "<input>", verbose: bool = False, release: str = "3.6") -> bool:
    if isinstance(triton_lines, str):
        print(f"{name}: triton n/a ({triton_lines.splitlines()[0] if triton_lines else ''})")
        return True
    try:
        mine = normalize(pyopt_log(text, name, release=release))
    except Exception as exc:  # noqa: BLE001 - report and go on
        print(f"{name}: pyopt error {type(exc).__name__}: {exc}".splitlines()[0])
        return False
    theirs = normalize(triton_lines)
    if mine == theirs:
        print(f"{name}: AGREE ({len(theirs)} lines)")
        return True
    i = next((k for k, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
    print(f"{name}: DIFFER at line {i} (pyopt {len(mine)} lines, triton {len(theirs)})")
    lo = max(0, i - (8 if verbose else 3))
    for k in range(lo, min(i + 4, max(len(mine), len(theirs)))):
        a = mine[k] if k < len(mine) else "<end>"
        b = theirs[k] if k < len(theirs) else "<end>"
        mark = "  " if a == b else "!!"
        print(f"  {mark} pyopt : {a}")
        if a != b:
            print(f"  {mark} triton: {b}")
    return False


def _chunks(path: Path, split: bool) -> list[tuple[str, str]]:
    text = path.read_text()
    if not split:
        return [(str(path), text)]
    parts = re.split(r"^// -----\s*$", text, flags=re.M)
    return [(f"{path}#{i}", p) for i, p in enumerate(parts)]


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["_child"]:
        _child(argv[1])
        return 0
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--split-input-file", action="store_true")
    ap.add_argument("--corpus", action="store_true", help="every test/corpus/*/*/*convert-to-buffer-ops.before.mlir")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--release", default="3.6.0", help="the Triton release (3.6.0, 3.7.1, 3.8.0, 3.9.0)")
    ap.add_argument("--triton-python", help="the interpreter whose triton is that release's")
    ap.add_argument("--arch", default="gfx942")
    args = ap.parse_args(argv)
    python = args.triton_python or (sys.executable if args.release == "3.6.0"
                                    else f"/work/venvs/triton-{args.release}/bin/python")
    release = ".".join(args.release.split(".")[:2])
    cases: list[tuple[str, str]] = []
    for f in args.files:
        cases += _chunks(f, args.split_input_file)
    if args.corpus:
        corpus = ROOT / "test" / ("corpus" if args.release == "3.6.0" else f"corpus-releases/{args.release}")
        for f in sorted(corpus.glob("*/*/*convert-to-buffer-ops.before.mlir")):
            cases.append((str(f.relative_to(ROOT)), f.read_text()))
    logs = triton_logs([t for _, t in cases], arch=args.arch, python=python)
    ok = 0
    for (name, text), log in zip(cases, logs):
        ok += compare(text, log, name, args.verbose, release=release)
    print(f"summary: {ok}/{len(cases)} agree")
    return 0 if ok == len(cases) else 1


if __name__ == "__main__":
    sys.exit(main())
