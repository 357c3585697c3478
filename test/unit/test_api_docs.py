"""The examples of ``docs/python-api.md`` run as doctests (ELLIPSIS on), from the repository's
root, as the docs checker runs a page's ``python`` blocks.  What they show is the API's output,
which ``test_api.py`` compares with the command line and the Triton wheels."""

from __future__ import annotations

import doctest
import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PAGE = REPO / "docs" / "python-api.md"


def test_the_python_api_page_runs(monkeypatch):
    monkeypatch.chdir(REPO)
    monkeypatch.delenv("PYOPT_TRITON_VERSION", raising=False)
    result = doctest.testfile(str(PAGE), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False,
                              report=True)
    assert result.attempted > 40
    assert result.failed == 0


def test_every_example_is_in_a_python_block():
    """A ``>>>`` line outside a ``python`` block would be run here but shown unhighlighted (and
    skipped by a checker that runs only ``python`` blocks)."""
    kind = None
    stray = []
    for n, line in enumerate(PAGE.read_text().splitlines(), 1):
        if line.startswith("```"):
            kind = None if kind is not None else line[3:].strip()
        elif line.lstrip().startswith(">>>") and kind != "python":
            stray.append(n)
    assert kind is None and stray == []
