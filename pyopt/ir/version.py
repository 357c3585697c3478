"""The Triton release pyopt follows, and declarations that differ between releases.

pyopt reproduces Triton 3.6.0.  Later releases print some ops differently and
change some pass rules (TRITON_NOTES.md lists what is known: 3.8 prints
``!tt.tensordesc<64x64xf16, #s>``, 3.9 prints ``amdg.buffer_load ... :
!tt.ptr<T> -> tensor<...>``, 3.7 breaks coalesce's contiguity ties row-major).
Such a fact is declared in one place as a :class:`Versioned` value, next to
the declaration it varies: an op class's ``format``, a pass's rule table.
Code reads it through :func:`resolve`, so supporting a release later means
adding its entry to that one declaration::

    class BufferLoadOp(Op):
        format = Versioned("$ptr `[` $offsets `]` ... `:` type($result)",
                           {(3, 9): "$ptr `[` $offsets `]` ... `:` type($ptr) `->` type($result)"})

Only :data:`TRITON` is supported today; :func:`resolve` refuses any other
release rather than guessing.

Which ops each release registers is data, ``release_ops.json`` next to this
module (:func:`release_ops`): the parser and verifier refuse an op of a dialect
Triton 3.6.0 loads that 3.6.0 does not register (:func:`refuses_unknown_op`),
with a note naming the later releases that have it (:func:`other_release_note`).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Mapping

__all__ = ["TRITON", "SUPPORTED", "Versioned", "resolve", "release_ops", "refuses_unknown_op", "other_release_note"]

#: The Triton release pyopt reproduces.
TRITON: tuple[int, int, int] = (3, 6, 0)
#: The releases pyopt can target.
SUPPORTED: tuple[tuple[int, int, int], ...] = (TRITON,)


class Versioned:
    """A declaration that changed in later Triton releases: ``base`` holds for
    :data:`TRITON`; ``since`` maps a release (``(3, 9)``) to the value it and
    later releases use, until the next entry."""

    __slots__ = ("base", "since")

    def __init__(self, base: Any, since: Mapping[tuple, Any] = ()):
        self.base = base
        self.since = tuple(sorted(dict(since).items()))

    def at(self, release: tuple) -> Any:
        """The value for ``release`` (a tuple such as ``(3, 9, 0)``)."""
        value = self.base
        for first, v in self.since:
            if tuple(release[: len(first)]) >= first:
                value = v
        return value

    def __repr__(self) -> str:
        return f"Versioned({self.base!r}, {dict(self.since)!r})"


def resolve(value: Any, release: tuple = TRITON) -> Any:
    """``value`` itself, or a :class:`Versioned` value's entry for ``release``."""
    if tuple(release) not in SUPPORTED:
        raise ValueError(f"Triton {_release_text(release)} is not supported "
                         f"(pyopt follows {_release_text(TRITON)})")
    return value.at(release) if isinstance(value, Versioned) else value


def _release_text(release: tuple) -> str:
    return ".".join(map(str, release))


@functools.lru_cache(maxsize=None)
def release_ops() -> dict:
    """The op names Triton releases register (``release_ops.json``, next to
    this module; made from each release's libtriton by tools/triton_op_names.py):
    ``closed_dialects``, the dialects Triton 3.6.0's context loads (they refuse
    ops they do not register); ``ops``, every op of those Triton 3.6.0 registers;
    ``changes``, per later release, the ops it ``added`` and ``removed``.
    Read when first needed (an op pyopt does not know), not at start-up."""
    data = json.loads((Path(__file__).with_name("release_ops.json")).read_text(encoding="utf-8"))
    return {"closed_dialects": frozenset(data["closed_dialects"]), "ops": frozenset(data["ops"]),
            "changes": {tuple(int(x) for x in r.split(".")): {k: frozenset(v) for k, v in c.items()}
                        for r, c in data["changes"].items()}}


def refuses_unknown_op(name: str) -> bool:
    """Whether Triton 3.6.0 refuses an op of this name that pyopt does not
    model: its dialect is one that Triton's context loads (such a dialect does
    not allow unknown operations) and registers no such op.  Ops of other
    dialects are kept, as under triton-opt's ``--allow-unregistered-dialect``."""
    dialect, dot, _ = name.partition(".")
    if not dot:
        return False
    table = release_ops()
    return dialect in table["closed_dialects"] and name not in table["ops"]


def other_release_note(name: str) -> str | None:
    """A note for an op Triton 3.6.0 does not have but later releases do, or None."""
    changes = release_ops()["changes"]
    releases = [r for r in sorted(changes) if name in changes[r]["added"]]
    if not releases:
        return None
    names = [_release_text(r) for r in releases]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"'{name}' is an op of Triton {listed} (pyopt follows Triton {_release_text(TRITON)})"
