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
"""

from __future__ import annotations

from typing import Any, Mapping

__all__ = ["TRITON", "SUPPORTED", "Versioned", "resolve"]

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
        raise ValueError(f"Triton {'.'.join(map(str, release))} is not supported "
                         f"(pyopt follows {'.'.join(map(str, TRITON))})")
    return value.at(release) if isinstance(value, Versioned) else value
