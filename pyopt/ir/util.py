"""Small helpers shared by the layers."""

from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def gc_paused():
    """Pause Python's cyclic garbage collector.

    Building or walking IR allocates many objects that stay alive (ops,
    values, uses) and form reference cycles; the collector's passes over them
    find nothing to free and cost a third of a large parse.  Collection
    resumes (if it was on) when the block ends.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
