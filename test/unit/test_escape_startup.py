"""pyopt.support's control-character escapes, compiled on first use (issue 27's
start-up): the same escapes as the patterns always gave, for every character, and
no pattern compiled for text of printable ASCII (``pyopt --version``, a run that
reports nothing)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from pyopt import support

REPO = Path(__file__).resolve().parents[2]
# what support's patterns match (its character classes, written out here)
CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff"
LINE = re.compile(f"[\t\n{CONTROLS}]")
LINES = re.compile(f"[{CONTROLS}]")


def _reference(text: str, pattern: re.Pattern) -> str:
    return pattern.sub(lambda m: support._escape_char(m.group()), text)


def test_every_character_is_escaped_as_the_patterns_say():
    chars = [chr(c) for c in range(0x3000)] + [chr(c) for c in range(0xD800, 0xE000, 7)] + ["\U0001F600"]
    for ch in chars:
        for text in (ch, "a" + ch + "b"):
            assert support.escape_controls(text) == _reference(text, LINE), repr(text)
            assert support.escape_controls(text, multiline=True) == _reference(text, LINES), repr(text)
    styled = support.TerminalSafeStream(_Sink(), styled=True)
    styled.write("\x1b[1mbold\x1b[0m \x1b]0;title\x07 \x9b")
    assert styled.stream.text == "\x1b[1mbold\x1b[0m \\1B]0;title\\07 \\C2\\9B"


class _Sink:
    text = ""

    def write(self, text: str) -> int:
        self.text += text
        return len(text)


def test_printable_ascii_compiles_no_pattern():
    code = ("import sys\nfrom pyopt import support\n"
            "assert support.escape_controls('the installed triton package is 3.6.0') == "
            "'the installed triton package is 3.6.0'\n"
            "assert support.escape_controls('a b', multiline=True) == 'a b'\n"
            "before = sorted(support._CONTROL_PATTERNS)\n"
            "support.escape_controls('tab\\there')\n"
            "sys.stdout.write(repr((before, sorted(support._CONTROL_PATTERNS))))\n")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert p.stdout == "([], ['line'])", p.stdout + p.stderr
