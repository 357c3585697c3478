#!/usr/bin/env python3
"""Write a lit test whose CHECK lines are what real Triton 3.6.0 prints.

    python tools/lit_checks_from_triton.py INPUT.mlir -o test/<dir>/<name>.mlir \
        --run "pyopt %s --split-input-file -canonicalize-pointers | FileCheck %s" \
        --passes canonicalize-pointers [--passes canonicalize ...] [--prefix CHECK]

Each ``// -----`` split of INPUT goes through Triton (tools/oracle.py, the passes in the
order given); for every ``tt.func`` of the output a ``CHECK-LABEL`` line and one
``CHECK-NEXT`` line per line of its body are written in front of the split, so the test
pins pyopt's output to Triton's line for line (FileCheck ignores leading whitespace).
Comment lines (``//``) of INPUT stay where they are.  A split Triton rejects is an error:
write those cases (expected diagnostics) by hand.  Like MLIR's generate-test-checks.py,
the output is a starting point to read, not to trust blindly: check that it says what the
test means to pin down.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import oracle  # noqa: E402

SPLIT = re.compile(r"^// -----\s*$", re.M)


def _escape(line: str) -> str:
    """FileCheck treats ``[[`` and ``{{`` as pattern syntax."""
    return line.replace("{{", "{{[{][{]}}").replace("[[", "{{\\[\\[}}")


def checks_for(output: str, prefix: str) -> list[str]:
    lines = output.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        m = re.match(r"\s*tt\.func (?:public |private |nested )?@([\w$.]+)\(", lines[i])
        if not m:
            i += 1
            continue
        out.append(f"// {prefix}-LABEL: tt.func {lines[i].strip().split('tt.func ', 1)[1].split('(')[0]}(")
        depth = lines[i].count("{") - lines[i].count("}")
        i += 1
        while i < len(lines) and depth > 0:
            text = lines[i].strip()
            depth += lines[i].count("{") - lines[i].count("}")
            out.append(f"// {prefix}-NEXT: {_escape(text)}")
            i += 1
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("input", type=Path)
    ap.add_argument("-o", "--output", type=Path, required=True)
    ap.add_argument("--run", required=True, help="the RUN line's command (after '// RUN: ')")
    ap.add_argument("--passes", action="append", required=True,
                    help="a pass for Triton, pyopt's name with options as name{opt=value}")
    ap.add_argument("--prefix", default="CHECK")
    args = ap.parse_args(argv)
    passes = [oracle.parse_pass_pipeline(p)[0] if "{" in p else p for p in args.passes]
    chunks = SPLIT.split(args.input.read_text())
    parts: list[str] = []
    for n, chunk in enumerate(chunks):
        body = "\n".join(line for line in chunk.strip("\n").splitlines() if not line.startswith("// RUN:"))
        comments = [line for line in body.splitlines() if line.startswith("//")]
        code = "\n".join(line for line in body.splitlines() if not line.startswith("//"))
        try:
            result = oracle.triton_run_passes(code, passes)
        except oracle.OracleError as exc:
            print(f"split {n}: Triton rejects it:\n{exc.diagnostics}", file=sys.stderr)
            return 1
        block = comments + checks_for(result, args.prefix) + ["", code.strip("\n")]
        parts.append("\n".join(block) + "\n")
    args.output.write_text(f"// RUN: {args.run}\n\n" + "\n// -----\n\n".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
