"""``pyopt --list-release-rules``: every declared release rule, so users can see
what differs between the Triton releases pyopt supports.

A release difference is one :class:`~pyopt.ir.version.Versioned` rule, declared
next to what it varies (an op's format, a pass's table, an option's name) and
listed in :data:`pyopt.ir.version.RULES` when its module is imported.  The
listing first imports every module of the layers that may declare rules
(:data:`RULE_PACKAGES`: the IR, the parser, the dialects, analyses, rewriting
and the passes), so it is complete whatever a run would have loaded, then prints
each rule, by name: the releases each value holds for, the value, and the
upstream change that made it; the values of the release in force are marked.
"""

from __future__ import annotations

import enum
import importlib
import pkgutil
from typing import Any, Iterable

from pyopt.ir.context import current
from pyopt.ir.version import RULES, SUPPORTED, Versioned, short
from pyopt.support import escape_controls

__all__ = ["RULE_PACKAGES", "load_rule_modules", "describe_value", "format_rules", "listing"]

#: the packages whose modules may declare release rules
RULE_PACKAGES = ("pyopt.ir", "pyopt.syntax", "pyopt.dialects", "pyopt.analysis", "pyopt.rewrite",
                 "pyopt.transforms", "pyopt.interp")


def load_rule_modules() -> None:
    """Import every module of :data:`RULE_PACKAGES` (each declares its rules)."""
    for name in RULE_PACKAGES:
        try:
            package = importlib.import_module(name)
        except ModuleNotFoundError as e:  # pyopt.interp needs the run extra (numpy)
            if e.name != "numpy":
                raise
            continue
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            importlib.import_module(info.name)


def describe_value(value: Any) -> str:
    """A rule's value in words: a string as it is, an enum member by name,
    a collection as its items, a function by name."""
    if isinstance(value, str):
        return value if value else '""'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, dict):
        return ", ".join(f"{describe_value(k)}: {describe_value(v)}" for k, v in value.items()) or "(none)"
    if isinstance(value, (tuple, list, set, frozenset)):
        items = sorted(value, key=str) if isinstance(value, (set, frozenset)) else value
        return ", ".join(describe_value(v) for v in items) or "(none)"
    if callable(value) and hasattr(value, "__qualname__"):
        return f"{value.__module__}.{value.__qualname__}"
    return str(value)


def _entry_index(rule: Versioned, release: tuple) -> int:
    """Which entry of ``rule`` holds for ``release``: 0 for the base, i for ``since[i - 1]``."""
    index = 0
    for i, entry in enumerate(rule.since, 1):
        if tuple(release[: len(entry.release)]) >= entry.release:
            index = i
    return index


def _spans(rule: Versioned, release: tuple) -> list[tuple[str, Any, str, bool]]:
    """Per entry of ``rule``, the base first: the releases it holds for
    (``3.6``, ``3.7-3.8``, ``3.9+``), its value, its upstream change, and
    whether it holds for ``release``."""
    entries = [(SUPPORTED[0], rule.base, ""), *((e.release, e.value, e.upstream) for e in rule.since)]
    spans = []
    for i, (start, value, upstream) in enumerate(entries):
        held = [r for r in SUPPORTED if _entry_index(rule, r) == i]
        if i + 1 == len(entries):
            label = short(start) + "+"
        elif len(held) > 1:
            label = f"{short(held[0])}-{short(held[-1])}"
        else:
            label = short(start)
        spans.append((label, value, upstream, _entry_index(rule, release) == i))
    return spans


def format_rules(rules: Iterable[Versioned], release: tuple, reason: str) -> str:
    """The listing of ``rules`` (sorted by name), ``release``'s values marked."""
    rules = sorted(rules, key=lambda r: r.name)
    lines = [f"Release rules: what differs between the Triton releases pyopt supports "
             f"({', '.join(short(r) for r in SUPPORTED)}).",
             "Each rule gives the releases a value holds for, the value, and the upstream change that made it;",
             f"* marks the values of Triton {short(release)}, in force ({reason}).",
             ""]
    if not rules:
        lines.append("(no rules: every supported release behaves as Triton 3.6)")
    for rule in rules:
        lines.append(rule.name or "(unnamed rule)")
        spans = _spans(rule, release)
        width = max(len(label) for label, _, _, _ in spans)
        for label, value, upstream, holds in spans:
            lines.append(f"  {'*' if holds else ' '} {label:<{width}}  {describe_value(value)}")
            if upstream:
                lines.append(f"    {'':<{width}}  ({upstream})")
        lines.append("")
    return escape_controls("\n".join(lines), multiline=True)


def listing() -> str:
    """``pyopt --list-release-rules``: load the modules that declare rules,
    then list them for the release in force."""
    load_rule_modules()
    ctx = current()
    return format_rules(RULES, ctx.release, ctx.reason)
