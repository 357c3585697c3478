"""A progress display for long runs on a terminal (pyopt only; mlir-opt has none).

When stderr is a terminal, :func:`for_run` gives the driver a :class:`ProgressDisplay`.
The driver names each step as it starts (:meth:`ProgressDisplay.step`: ``parse``, then
each pass by its triton-opt flag, through the :class:`pyopt.passes.PassInstrumentation`
hooks, then ``print``).  Nothing is shown for the first :data:`DELAY` seconds, so a
quick run writes not one byte to stderr; after that a rich spinner line shows the step
running, the steps done and the time so far.  The line is transient: it is erased when
the run ends, and whenever something else is written (diagnostics, the printed IR when
stdout is the same terminal: :meth:`ProgressDisplay.paused`), so it never mixes with
them.

It is never on where it could mix with other stderr output the driver does not route
through it: on a pipe or a file, with ``TERM=dumb``, or (the driver's choice) under
``--mlir-print-ir-*``, ``--mlir-timing``, ``--debug-only``/``--debug`` and
``--verify-diagnostics``.

rich is imported only when the display actually starts (start-up: ``pyopt --version``
and quick runs never load it).  A timer thread starts it; a lock keeps the timer, the
work and the writers from interleaving.
"""

from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from typing import Iterator, Optional

from pyopt.passes import PassInstrumentation
from pyopt.support import escape_controls

__all__ = ["DELAY", "ProgressDisplay", "for_run"]

#: Seconds of work before the display appears (``PYOPT_PROGRESS_DELAY`` overrides it; tests).
DELAY = 1.0


def for_run(stream, wanted: bool = True) -> Optional["ProgressDisplay"]:
    """A display on ``stream`` when it is a terminal that can show one and the
    driver ``wanted`` it, else None."""
    if not wanted or os.environ.get("TERM") == "dumb":
        return None
    isatty = getattr(stream, "isatty", None)
    try:
        if not (isatty and isatty()):
            return None
    except (OSError, ValueError):
        return None
    try:
        delay = float(os.environ.get("PYOPT_PROGRESS_DELAY", DELAY))
    except ValueError:
        delay = DELAY
    return ProgressDisplay(stream, delay)


class ProgressDisplay(PassInstrumentation):
    """The steps of one run and, once :attr:`delay` has passed, rich's live view of them."""

    def __init__(self, stream, delay: float = DELAY):
        self.stream = stream
        self.delay = delay
        self.lock = threading.RLock()
        self.current = "starting"
        self.done = 0
        self.start = time.monotonic()
        self.live = None  # the rich Progress while it is shown
        self.task = None
        self.paused_depth = 0
        self.closed = False
        self.timer = threading.Timer(delay, self._appear)
        self.timer.daemon = True
        self.timer.start()

    # -- what the driver and the pass manager tell it ----------------------------
    def step(self, label: str) -> None:
        """A new step starts (``parse``, a pass's flag, ``print``)."""
        with self.lock:
            if self.current != "starting":
                self.done += 1
            self.current = label
            if self.live is not None:
                self.live.update(self.task, description=self._describe())

    def run_before_pass(self, p, op) -> None:
        self.step(p.get_argument())

    @contextmanager
    def paused(self) -> Iterator[None]:
        """Erase the display while the caller writes to the terminal."""
        with self.lock:
            self.paused_depth += 1
            self._hide()
            try:
                yield
            finally:
                self.paused_depth -= 1
                if self.paused_depth == 0 and not self.closed and self._due():
                    self._show()

    def close(self) -> None:
        """The run is over: stop the timer, erase the display."""
        self.timer.cancel()
        with self.lock:
            self.closed = True
            self._hide()

    # -- the display ---------------------------------------------------------------
    def _due(self) -> bool:
        return time.monotonic() - self.start >= self.delay

    def _describe(self) -> str:
        # the step's name as plain text: no markup, no control characters
        from rich.markup import escape  # here, not at the top: only a shown display needs rich

        return f"pyopt: {escape(escape_controls(self.current))}  [dim]({self.done} step{'s' if self.done != 1 else ''} done)[/dim]"

    def _appear(self) -> None:
        with self.lock:
            if not self.closed and self.paused_depth == 0:
                self._show()

    def _show(self) -> None:
        if self.live is not None:
            return
        # Imported here, not at the top: only a run that lasts needs rich (start-up).
        from rich.console import Console
        from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        console = Console(file=self.stream, force_terminal=True, highlight=False, emoji=False)
        self.live = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                             console=console, transient=True, redirect_stdout=False,
                             redirect_stderr=False)
        self.task = self.live.add_task(self._describe(), total=None)
        # the elapsed time counts from the start of the run, not of the display
        self.live.tasks[0].start_time = self.live.get_time() - (time.monotonic() - self.start)
        self.live.start()

    def _hide(self) -> None:
        if self.live is None:
            return
        live, self.live = self.live, None
        live.stop()
        self.stream.flush()
