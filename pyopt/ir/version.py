"""The Triton releases pyopt follows, and the rules that differ between them.

pyopt reproduces Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0 (:data:`SUPPORTED`); a run
targets one of them, carried by its :class:`~pyopt.ir.context.Context`.  Each
difference between releases is one declared rule, a :class:`Versioned` value
placed next to the declaration it varies (an op class's ``format``, a pass's rule
table), whose entries name the upstream change that made them::

    class BufferLoadOp(Op):
        format = Versioned("$ptr `[` $offsets `]` ... `:` type($result)",
                           Since((3, 9), "$ptr `[` $offsets `]` ... `:` type($ptr) `->` type($result)",
                                 "triton-lang/triton#NNNN: buffer ops print their pointer type"))

Code reads a rule with :func:`resolve`, which picks the entry of the active
context's release (:func:`pyopt.ir.context.current`), never at import time.
Every rule is listed in :data:`RULES` (``pyopt --list-release-rules``).

Which ops each release registers is data, ``release_ops.json`` next to this
module (:func:`release_ops`): the parser and verifier refuse an op of a dialect
Triton loads that the target release does not register
(:func:`refuses_unknown_op`), with a note naming the releases that have it
(:func:`other_release_note`).
"""

from __future__ import annotations

import functools
import os
from typing import Any, Optional

__all__ = ["TRITON", "SUPPORTED", "Since", "Versioned", "RULES", "resolve", "resolve_active", "release_text", "short",
           "release_ops", "varying_ops", "registers", "refuses_unknown_op", "other_release_note", "releases_with_op"]

#: The first release pyopt reproduced: the one the 3.6 corpus and suite follow.
TRITON: tuple[int, int, int] = (3, 6, 0)
#: The releases pyopt can target, oldest first.
SUPPORTED: tuple[tuple[int, int, int], ...] = ((3, 6, 0), (3, 7, 1), (3, 8, 0), (3, 9, 0))


class Since:
    """One entry of a :class:`Versioned` rule: from ``release`` (``(3, 9)``) on the
    value is ``value``, since the upstream change ``upstream`` (a pull request,
    ``triton-lang/triton#11759``, or a commit, with a few words on what changed)."""

    __slots__ = ("release", "value", "upstream")

    def __init__(self, release: tuple, value: Any, upstream: str):
        if not upstream:
            raise ValueError("a release rule names the upstream change that made it")
        self.release = tuple(release)
        self.value = value
        self.upstream = upstream

    def __repr__(self) -> str:
        return f"Since({self.release!r}, {self.value!r}, {self.upstream!r})"


#: every Versioned rule, in the order they were declared (for listings and tests)
RULES: list = []


class Versioned:
    """A declaration that differs between Triton releases: ``base`` holds for
    Triton 3.6, each :class:`Since` entry from its release on, until the next.
    ``name`` says what varies (for listings; the declaring code's name)."""

    __slots__ = ("base", "since", "name")

    def __init__(self, base: Any, *since: Since, name: str = ""):
        for entry in since:
            if not isinstance(entry, Since):
                raise TypeError(f"Versioned entries are Since(...), not {entry!r}")
        self.base = base
        self.since = tuple(sorted(since, key=lambda e: e.release))
        self.name = name
        RULES.append(self)

    def at(self, release: tuple) -> Any:
        """The value for ``release`` (a tuple such as ``(3, 9, 0)``)."""
        value = self.base
        for entry in self.since:
            if tuple(release[: len(entry.release)]) >= entry.release:
                value = entry.value
        return value

    def __repr__(self) -> str:
        return f"Versioned({self.base!r}, {', '.join(map(repr, self.since))})"


def resolve(value: Any, release: Optional[tuple] = None) -> Any:
    """``value`` itself, or a :class:`Versioned` value's entry for ``release``
    (default: the active context's release)."""
    if not isinstance(value, Versioned):
        return value
    if release is None:
        from pyopt.ir.context import current  # here: context imports this module (genuine cycle)

        release = current().release
    elif tuple(release) not in SUPPORTED:
        raise ValueError(f"Triton {release_text(release)} is not supported")
    return value.at(release)


_MEMO: tuple = (None, {})  # (the context, {rule: its value there}) of resolve_active
_UNSET = object()
_current = None  # pyopt.ir.context.current, bound on first use


def resolve_active(rule: Any) -> Any:
    """``resolve(rule)`` for the active context, memoised per context: for rules
    read per op in a pass's or analysis's inner loop (``resolve`` costs about eight
    times as much).  The memo is the last context's only; a rule's value
    depends on the release alone."""
    global _MEMO, _current
    if _current is None:
        from pyopt.ir.context import current as _current  # here: context imports this module (genuine cycle)
    ctx = _current()
    memo_ctx, values = _MEMO
    if memo_ctx is not ctx:
        values = {}
        _MEMO = (ctx, values)  # one assignment: a thread never sees a context with another's values
    value = values.get(rule, _UNSET)
    if value is _UNSET:
        value = values[rule] = rule.at(ctx.release) if isinstance(rule, Versioned) else rule
    return value


def release_text(release: tuple) -> str:
    """``3.9.0``."""
    return ".".join(map(str, release))


def short(release: tuple) -> str:
    """``3.9``: how users name a release (``--triton-version=3.9``)."""
    return ".".join(map(str, release[:2]))


@functools.lru_cache(maxsize=None)
def release_ops() -> dict:
    """The op names Triton releases register (``release_ops.json``, next to
    this module; made from each release's libtriton by tools/triton_op_names.py):
    ``closed_dialects``, the dialects Triton 3.6.0's context loads (they refuse
    ops they do not register); ``ops``, every op of those Triton 3.6.0 registers;
    ``changes``, per later release, the ops it ``added`` and ``removed``.
    Read when first needed (an op pyopt does not know), not at start-up."""
    import json  # here, not at the top: start-up (`pyopt --version` chooses a release, reads no table)

    with open(os.path.join(os.path.dirname(__file__), "release_ops.json"), encoding="utf-8") as f:
        data = json.load(f)
    return {"closed_dialects": frozenset(data["closed_dialects"]), "ops": frozenset(data["ops"]),
            "changes": {tuple(int(x) for x in r.split(".")): {k: frozenset(v) for k, v in c.items()}
                        for r, c in data["changes"].items()}}


@functools.lru_cache(maxsize=None)
@functools.lru_cache(maxsize=None)
def varying_ops() -> frozenset:
    """The ops that some supported release adds or removes."""
    out: set = set()
    for change in release_ops()["changes"].values():
        out |= change["added"] | change["removed"]
    return frozenset(out)


def registers(name: str, release: tuple) -> bool:
    """Whether Triton ``release`` registers the op ``name`` (of a closed dialect)."""
    table = release_ops()
    change = table["changes"].get(tuple(release))
    if change is None:
        return name in table["ops"]
    return (name in table["ops"] and name not in change["removed"]) or name in change["added"]


def releases_with_op(name: str) -> list:
    """The supported releases that register ``name``, oldest first."""
    return [r for r in SUPPORTED if registers(name, r)]


def _target(release: Optional[tuple]) -> tuple:
    if release is not None:
        return tuple(release)
    from pyopt.ir.context import current  # here: context imports this module (genuine cycle)

    return current().release


def refuses_unknown_op(name: str, release: Optional[tuple] = None) -> bool:
    """Whether the target release (default: the active context's) refuses an op
    of this name: its dialect is one that Triton's context loads (such a dialect
    does not allow unknown operations) and the release registers no such op.
    Ops of other dialects are kept, as under triton-opt's
    ``--allow-unregistered-dialect``."""
    dialect, dot, _ = name.partition(".")
    if not dot:
        return False
    return dialect in release_ops()["closed_dialects"] and not registers(name, _target(release))


def other_release_note(name: str, release: Optional[tuple] = None) -> Optional[str]:
    """For an op the target release lacks but other supported releases have: a
    note naming them and the option that selects one; else None."""
    target = _target(release)
    if registers(name, target):
        return None  # the target has it (pyopt may not model its form)
    others = [r for r in releases_with_op(name) if r != target]
    if not others:
        return None
    names = [short(r) for r in others]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"'{name}' is a Triton {listed} op: --triton-version={short(others[-1])}"
