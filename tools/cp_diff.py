#!/usr/bin/env python3
"""pyopt's ``-canonicalize-pointers`` against Triton 3.6.0's on corpus files, under
variations of the input the corpus does not hold.

    python tools/cp_diff.py [--jobs N] [--show N] [GLOB...]

For every input (default: each kernel's and config's final ``ttgir.mlir``, its
``*-coalesce.before.mlir`` and its ``*-canonicalize-pointers.before.mlir``; or the corpus
files matching the GLOBs) and every variant:

* ``asis``: the file as it is, ``enable-large-tensor-ptr-canon`` false and true;
* ``ranged``: ``tt.pointer_range = 32`` added to every pointer argument (what Triton's AMD
  launcher does for tensors under 2 GB), option false;
* ``stripped``: every ``tt.pointer_range`` removed, option true (64-bit offsets);

the pass runs in pyopt (in process) and in real Triton (a child process per batch, so that
an assertion in Triton cannot take the run down; a batch whose child dies is re-run file by
file) and the printed modules are compared byte for byte.  "Both reject" counts as
agreement (Triton crashes or fails the pass where pyopt gives an error).  Prints the counts
and, for each disagreement, the first differing line.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPUS = REPO / "test" / "corpus"
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

VARIANTS = (("asis", False), ("asis", True), ("ranged", False), ("stripped", True))


def default_inputs() -> list[Path]:
    out: set[Path] = set()
    for pat in ("*/*/ttgir.mlir", "*/*/*-coalesce.before.mlir", "*/*/*-canonicalize-pointers.before.mlir"):
        out.update(CORPUS.glob(pat))
    return sorted(out)


def variant_text(text: str, kind: str) -> str:
    """The input for a variant, printed by pyopt (which prints as Triton does)."""
    if kind == "asis":
        return text
    from pyopt.dialects.tt.ops import FuncOp
    from pyopt.ir import attrs as A
    from pyopt.ir import types as T
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source

    module = parse_source(text)
    for op in module.walk():
        if not isinstance(op, FuncOp) or not op.regions[0].blocks:
            continue
        args = op.regions[0].blocks[0].args
        old = op.attributes.get("arg_attrs")
        dicts = [dict(old[i].items) if old is not None else {} for i in range(len(args))]
        for a, d in zip(args, dicts):
            if kind == "stripped":
                d.pop("tt.pointer_range", None)
            elif isinstance(a.type, T.PointerType):
                d["tt.pointer_range"] = A.IntegerAttr(32, T.i32)
        if any(dicts):
            op.attributes["arg_attrs"] = A.ArrayAttr([A.DictAttr(d) for d in dicts])
        else:
            op.attributes.pop("arg_attrs", None)
    return print_op(module)


def pyopt_run(text: str, large: bool) -> tuple[bool, str]:
    from pyopt.ir.printer import print_op
    from pyopt.passes import PassContext
    from pyopt.syntax.parser import parse_source
    from pyopt.transforms.canonicalize_pointers import CanonicalizePointers
    from pyopt.verifier import verify

    try:
        module = parse_source(text)
        ctx = PassContext()
        CanonicalizePointers(enable_large_tensor_ptr_canon=large).run(module, ctx)
        if ctx.failed:
            return False, "pass failed"
        verify(module)
        return True, print_op(module)
    except Exception as exc:  # noqa: BLE001  (a pyopt crash is a finding, reported as such)
        from pyopt.diagnostics import DiagnosticError

        if isinstance(exc, DiagnosticError):
            return False, str(exc)
        return False, f"CRASH {type(exc).__name__}: {exc}"


def triton_batch(jobs: list[dict]) -> list[dict]:
    """Run jobs in a child ``tools/oracle.py batch``; None results where the child died."""
    cmd = [sys.executable, str(HERE / "oracle.py"), "batch"]
    proc = subprocess.run(cmd, input=json.dumps({"jobs": jobs}), capture_output=True, text=True)
    if proc.returncode != 0:
        if len(jobs) == 1:
            return [{"ok": False, "error": "Triton crashed: " + proc.stderr.strip()[-300:]}]
        return [r for job in jobs for r in triton_batch([job])]
    return json.loads(proc.stdout)["results"]


def check_file(path: Path) -> list[dict]:
    text = path.read_text()
    rows, jobs = [], []
    for kind, large in VARIANTS:
        vtext = variant_text(text, kind)
        rows.append({"file": str(path.relative_to(CORPUS)), "variant": f"{kind}/{'large' if large else 'small'}",
                     "pyopt": pyopt_run(vtext, large)})
        jobs.append({"op": "run", "text": vtext,
                     "passes": [["canonicalize-pointers", {"enable-large-tensor-ptr-canon": str(large).lower()}]]})
    for row, res in zip(rows, triton_batch(jobs)):
        ok_p, out_p = row.pop("pyopt")
        ok_t = bool(res.get("ok"))
        out_t = res.get("text", "") if ok_t else res.get("error", "")
        if ok_p and ok_t:
            row["result"] = "agree" if out_p == out_t else "differ"
        elif not ok_p and not ok_t:
            row["result"] = "both reject"
        else:
            row["result"] = "pyopt rejects" if ok_t else "triton rejects"
        if row["result"] not in ("agree", "both reject"):
            row["detail"] = _first_diff(out_t, out_p) if ok_p and ok_t else (out_p if ok_t else out_t)[:400]
        rows_changed = out_p != text
        row["changed"] = rows_changed
    return rows


def _first_diff(a: str, b: str) -> str:
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return f"line {i + 1}:\n  triton: {x.strip()}\n  pyopt:  {y.strip()}"
    return f"lengths differ: triton {len(la)} lines, pyopt {len(lb)}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("globs", nargs="*")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--show", type=int, default=20)
    args = ap.parse_args(argv)
    files = sorted({p for g in args.globs for p in CORPUS.glob(g)}) if args.globs else default_inputs()
    rows: list[dict] = []
    with ProcessPoolExecutor(args.jobs) as ex:
        for r in ex.map(check_file, files, chunksize=4):
            rows.extend(r)
    counts: dict = {}
    for r in rows:
        counts[r["result"]] = counts.get(r["result"], 0) + 1
    bad = [r for r in rows if r["result"] not in ("agree", "both reject")]
    for r in bad[:args.show]:
        print(f"{r['result'].upper()} {r['file']} [{r['variant']}]\n{r.get('detail', '')}\n")
    changed = sum(r["changed"] for r in rows)
    print(f"{len(files)} files x {len(VARIANTS)} variants: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
          + f"; pyopt's pass changed {changed} of {len(rows)} inputs")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
