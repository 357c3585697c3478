#!/usr/bin/env python3
"""Write pyopt/transforms/pass_index.py, the generated index of pyopt's built-in
passes that the registry reads at start-up (see pyopt/passes.py's docstring).

Run after adding a pass or changing a pass's declaration (name, aliases, summary,
mirrors, options)::

    python tools/gen_pass_index.py            # rewrite the index
    python tools/gen_pass_index.py --check    # exit 1, with the difference, if it is stale

It imports every module of pyopt.transforms.PASS_MODULES and writes what their
@register_pass classes declare (pyopt.passes.render_pass_index).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyopt.passes import render_pass_index, stale_pass_index  # noqa: E402
from pyopt.passes import INDEX_PATH as INDEX_FILE  # noqa: E402

INDEX_PATH = Path(INDEX_FILE).resolve()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="only check that the index is fresh")
    args = ap.parse_args(argv)
    if args.check:
        message = stale_pass_index()
        if message:
            sys.stderr.write(message)
            return 1
        return 0
    text = render_pass_index()
    if not INDEX_PATH.exists() or INDEX_PATH.read_text(encoding="utf-8") != text:
        INDEX_PATH.write_text(text, encoding="utf-8")
        print(f"wrote {INDEX_PATH.relative_to(Path(__file__).resolve().parents[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
