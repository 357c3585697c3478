"""--debug-only types pyopt logs nothing under get a warning (issue 26 item 6).

LLVM (and so Triton) accepts any -debug-only name silently; pyopt warns, once,
for Triton's debug types it does not emit (Triton 3.6.0's DEBUG_TYPEs) and for
names that are no debug type at all, naming the types it emits."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from pyopt import debuglog

ROOT = Path(__file__).resolve().parents[2]

SIMPLE = "module {\n  tt.func @f(%a: i32) -> i32 {\n    tt.return %a : i32\n  }\n}\n"


def _logged_types() -> set[str]:
    """The debug types pyopt's modules log under, read from their sources."""
    found = set()
    for path in (ROOT / "pyopt").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path.name == "debuglog.py" or "debuglog." not in text:
            continue
        const = re.search(r'^DEBUG_TYPE = "([^"]+)"', text, re.M)
        for m in re.finditer(r'debuglog\.(?:ldbg|enabled)\(\s*(?:"([^"]+)"|(DEBUG_TYPE))', text):
            found.add(m.group(1) or const.group(1))
    return found


def test_emitted_types_are_the_ones_logged():
    assert set(debuglog.EMITTED_TYPES) == _logged_types()
    assert list(debuglog.EMITTED_TYPES) == sorted(debuglog.EMITTED_TYPES)
    # each is a type of Triton's, as the C++ it ports names it
    assert set(debuglog.EMITTED_TYPES) <= debuglog.TRITON_TYPES


def test_warning_text():
    assert debuglog.unemitted_warning(["tritongpu-coalesce", "ttg-utility", ""]) is None
    emits = "; pyopt emits " + ", ".join(debuglog.EMITTED_TYPES)
    assert debuglog.unemitted_warning(["tritongpu-prefetch"]) == \
        "--debug-only: pyopt does not emit Triton's debug type 'tritongpu-prefetch'" + emits
    assert debuglog.unemitted_warning(["nope", "tritongpu-coalesce", "nope"]) == \
        "--debug-only: unknown debug type 'nope' (neither Triton 3.6.0's nor pyopt's)" + emits
    assert debuglog.unemitted_warning(["a", "linear_layout", "b", "axis-info"]) == \
        ("--debug-only: pyopt does not emit Triton's debug types 'linear_layout', 'axis-info'; "
         "unknown debug types 'a', 'b' (neither Triton 3.6.0's nor pyopt's)" + emits)


def _run(tmp_path, *args: str) -> subprocess.CompletedProcess:
    src = tmp_path / "in.mlir"
    src.write_text(SIMPLE)
    return subprocess.run([sys.executable, "-m", "pyopt", str(src), "-cse", *args], capture_output=True, text=True,
                          cwd=ROOT)


def test_command_line_warns_once(tmp_path):
    r = _run(tmp_path, "--debug-only=tritongpu-prefetch,nope", "--debug-only=nope,tritongpu-coalesce")
    assert r.returncode == 0 and "tt.func @f" in r.stdout
    assert r.stderr == ("pyopt: warning: --debug-only: pyopt does not emit Triton's debug type 'tritongpu-prefetch'; "
                        "unknown debug type 'nope' (neither Triton 3.6.0's nor pyopt's); pyopt emits "
                        + ", ".join(debuglog.EMITTED_TYPES) + "\n")
    # types pyopt emits: no warning (cse logs nothing); --debug turns every type on: none either
    assert _run(tmp_path, "--debug-only=tritongpu-coalesce,ttg-utility").stderr == ""
    assert _run(tmp_path, "--debug-only=nope", "--debug").stderr == ""
    # a name from the input is escaped (one line)
    r = _run(tmp_path, "--debug-only=a\x1b[2Jb")
    assert "\x1b" not in r.stderr and "'a\\1B[2Jb'" in r.stderr and r.stderr.count("\n") == 1
