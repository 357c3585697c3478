"""``pyopt --list-release-rules`` (pyopt/release_rules.py): every declared release
rule (pyopt.ir.version.RULES), loaded from every module that may declare one,
with the releases each value holds for, the value and the upstream change; the
release in force is marked.

pyopt's own listing; nothing here is Triton output.  The rules listed are
pyopt's declarations (their upstream changes are checked where they are
declared); the synthetic rules below are made up to test the layout.
"""

from __future__ import annotations

import enum
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyopt.ir.version import RULES, Since, Versioned
from pyopt.release_rules import RULE_PACKAGES, describe_value, format_rules

REPO = Path(__file__).resolve().parents[2]


def pyopt(*args, release="3.6"):
    env = dict(os.environ, PYTHONPATH=str(REPO), PYOPT_TRITON_VERSION=release)
    return subprocess.run([sys.executable, "-m", "pyopt", *args], capture_output=True, text=True, env=env,
                          cwd=REPO)


@pytest.fixture
def rules():
    made = []

    def make(*args, **kw):
        rule = Versioned(*args, **kw)
        made.append(rule)
        return rule

    yield make
    for rule in made:
        RULES.remove(rule)


class Family(enum.Enum):
    CDNA3 = "CDNA3"
    RDNA4 = "RDNA4"


def test_the_command_lists_every_declared_rule():
    p = pyopt("--list-release-rules")
    assert (p.returncode, p.stderr) == (0, "")
    head = p.stdout.split("\n\n")[0]
    assert head == ("Release rules: what differs between the Triton releases pyopt supports (3.6, 3.7, 3.8, 3.9).\n"
                    "Each rule gives the releases a value holds for, the value, and the upstream change that "
                    "made it;\n* marks the values of Triton 3.6, in force (PYOPT_TRITON_VERSION=3.6).")
    assert ("coalesce: contiguity ties\n"
            "  * 3.6   ascending\n"
            "    3.7+  row-major\n"
            "          (triton-lang/triton#8920: getOrderFromContiguity starts from row-major order)\n") in p.stdout
    # a rule whose module no run of the listing would otherwise load (a pass's)
    assert ("convert-to-buffer-ops: families with buffer atomics\n"
            "  * 3.6   CDNA3, CDNA4\n"
            "    3.7   CDNA3, CDNA4, RDNA4\n"
            "          (triton-lang/triton#8778: buffer atomics on RDNA4)\n"
            "    3.8   CDNA3, CDNA4, RDNA4, GFX1250\n") in p.stdout
    assert "(unnamed rule)" not in p.stdout  # every rule pyopt declares says what it varies


def test_the_mark_follows_the_release_in_force():
    p = pyopt("--list-release-rules", release="3.9")
    assert p.returncode == 0
    assert "* marks the values of Triton 3.9, in force (PYOPT_TRITON_VERSION=3.9)." in p.stdout
    assert "coalesce: contiguity ties\n    3.6   ascending\n  * 3.7+  row-major\n" in p.stdout


def test_the_listing_loads_every_module_that_may_declare_a_rule():
    """The names listed are those of RULES once every module of the rule
    packages is imported (a fresh process, so nothing else loaded them)."""
    code = ("import importlib, pkgutil\n"
            "from pyopt.release_rules import listing, RULE_PACKAGES\n"
            "text = listing()\n"
            "for name in RULE_PACKAGES:\n"
            "    for info in pkgutil.walk_packages(importlib.import_module(name).__path__, name + '.'):\n"
            "        importlib.import_module(info.name)\n"
            "from pyopt.ir.version import RULES\n"
            "print(all(r.name + '\\n' in text for r in RULES), len(RULES))\n")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO)
    assert p.returncode == 0, p.stderr
    ok, count = p.stdout.split()
    assert ok == "True" and int(count) >= 2
    assert set(RULE_PACKAGES) >= {"pyopt.dialects", "pyopt.transforms"}


def test_spans_values_and_marks(rules):
    plain = rules("ascending", name="b: one change")
    several = rules((Family.CDNA3,), Since((3, 9), (Family.CDNA3, Family.RDNA4), "triton-lang/triton#2: c"),
                    Since((3, 7), (), "triton-lang/triton#1: b"), name="a: two changes")
    one = rules(False, Since((3, 8), True, "triton-lang/triton#3: on in 3.8 only"),
                Since((3, 9), False, "triton-lang/triton#4: off again"), name="c: one release")
    text = format_rules([plain, several, one], (3, 8, 0), "--triton-version")
    assert text == (
        "Release rules: what differs between the Triton releases pyopt supports (3.6, 3.7, 3.8, 3.9).\n"
        "Each rule gives the releases a value holds for, the value, and the upstream change that made it;\n"
        "* marks the values of Triton 3.8, in force (--triton-version).\n"
        "\n"
        "a: two changes\n"
        "    3.6      CDNA3\n"
        "  * 3.7-3.8  (none)\n"
        "             (triton-lang/triton#1: b)\n"
        "    3.9+     CDNA3, RDNA4\n"
        "             (triton-lang/triton#2: c)\n"
        "\n"
        "b: one change\n"
        "  * 3.6+  ascending\n"
        "\n"
        "c: one release\n"
        "    3.6-3.7  false\n"
        "  * 3.8      true\n"
        "             (triton-lang/triton#3: on in 3.8 only)\n"
        "    3.9+     false\n"
        "             (triton-lang/triton#4: off again)\n")


def test_values_in_words_and_escaped(rules):
    assert describe_value("") == '""'
    assert describe_value({"gfx942": Family.CDNA3}) == "gfx942: CDNA3"
    assert describe_value(frozenset({"b", "a"})) == "a, b"
    assert describe_value(describe_value) == "pyopt.release_rules.describe_value"
    assert describe_value(3) == "3"
    rule = rules("a\x1b[2Jb", Since((3, 9), "c", "triton-lang/triton#5: x"))
    text = format_rules([rule], (3, 6, 0), "test")
    assert "(unnamed rule)\n  * 3.6-3.8  a\\1B[2Jb\n" in text and "\x1b" not in text
