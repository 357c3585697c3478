"""The progress display (pyopt.progress): on a terminal, for a run that lasts, and
nowhere else; it never changes the output or mixes with diagnostics."""

from __future__ import annotations

import os
import pty
import re
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
INPUT = REPO / "test/corpus/bmm_3d/gfx942-w4/24-canonicalize.before.mlir"

# A pass that takes a while: the display must appear without any test knob.
SLOW_PLUGIN = textwrap.dedent('''
    import time
    from pyopt.diagnostics import Diagnostic
    from pyopt.passes import ModulePass, register_pass

    @register_pass
    class TestSlow(ModulePass):
        name = "test-slow"
        summary = "sleep 1.6 s"

        def run(self, module, ctx) -> None:
            time.sleep(1.6)

    @register_pass
    class TestSlowRemark(ModulePass):
        name = "test-slow-remark"
        summary = "sleep, then a remark on the module"

        def run(self, module, ctx) -> None:
            time.sleep(1.6)
            ctx.diag.emit(Diagnostic("remark", "slow remark", module.loc))
''')

pytestmark = pytest.mark.skipif(not hasattr(pty, "openpty"), reason="needs a pseudo-terminal")

ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\r")


def run(args, *, tty: bool = True, env: dict | None = None) -> tuple[int, bytes, bytes]:
    """pyopt ARGS with stdout on a pipe and stderr on a pseudo-terminal
    (``tty``) or a pipe; (exit code, stdout, stderr bytes)."""
    full_env = dict(os.environ, PYTHONPATH=str(REPO), TERM="xterm", COLUMNS="100", **(env or {}))
    full_env.pop("NO_COLOR", None)
    if "PYOPT_PROGRESS_DELAY" not in (env or {}):
        full_env.pop("PYOPT_PROGRESS_DELAY", None)
    if not tty:
        p = subprocess.run([sys.executable, "-m", "pyopt", *map(str, args)], capture_output=True,
                           env=full_env, stdin=subprocess.DEVNULL, timeout=120)
        return p.returncode, p.stdout, p.stderr
    master, slave = pty.openpty()
    p = subprocess.Popen([sys.executable, "-m", "pyopt", *map(str, args)], stdout=subprocess.PIPE,
                         stderr=slave, stdin=subprocess.DEVNULL, env=full_env)
    os.close(slave)
    chunks: list[bytes] = []

    def drain() -> None:  # read the terminal while pyopt writes it (its buffer is small)
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the terminal's other side is closed
                return
            if not data:
                return
            chunks.append(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    out = p.stdout.read()
    p.wait(timeout=120)
    reader.join(timeout=10)
    os.close(master)
    err = b"".join(chunks)
    return p.returncode, out, err


@pytest.fixture(scope="module")
def plugin(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("progress") / "slow_passes.py"
    path.write_text(SLOW_PLUGIN)
    return path


def test_slow_run_on_a_terminal_shows_progress(plugin):
    rc, out, err = run([INPUT, f"--load-pass-plugin={plugin}", "-canonicalize", "-test-slow", "-cse"])
    assert rc == 0
    text = ANSI.sub(b"", err)
    assert b"pyopt: test-slow" in text  # the pass running when the display appeared
    assert b"step" in text and b"done" in text
    # transient: the display is erased at the end (the last thing written erases the line)
    assert err.endswith(b"\x1b[2K")
    # the output is what a run without a terminal prints
    rc2, out2, err2 = run([INPUT, f"--load-pass-plugin={plugin}", "-canonicalize", "-test-slow", "-cse"],
                          tty=False)
    assert rc2 == 0 and out2 == out and err2 == b""


def test_pipe_shows_nothing(plugin):
    rc, out, err = run([INPUT, f"--load-pass-plugin={plugin}", "-test-slow"], tty=False)
    assert rc == 0 and err == b"" and out.startswith(b"#")


def test_quick_run_on_a_terminal_shows_nothing():
    rc, out, err = run([REPO / "test/corpus/bmm_3d/gfx942-w4/24-canonicalize.before.mlir", "-cse"],
                       env={"PYOPT_PROGRESS_DELAY": "30"})
    assert rc == 0 and err == b""


def test_diagnostics_are_not_mixed_with_the_display(plugin):
    rc, out, err = run([INPUT, f"--load-pass-plugin={plugin}", "-test-slow-remark"])
    assert rc == 0
    # the remark is printed on a line of its own, after the display was erased
    lines = [ANSI.sub(b"", ln) for ln in err.split(b"\n")]
    remark = [ln for ln in lines if b"remark: slow remark" in ln]
    assert len(remark) == 1
    plain = remark[0]
    assert plain.startswith(str(INPUT).encode()) and b"done" not in plain
    assert b"pyopt: test-slow-remark" in ANSI.sub(b"", err)  # the display was there


@pytest.mark.parametrize("flag", ["--mlir-print-ir-after-all", "--mlir-timing", "--debug-only=tritongpu-coalesce"])
def test_off_with_other_stderr_output(plugin, flag):
    rc, out, err = run([INPUT, f"--load-pass-plugin={plugin}", "-test-slow", flag],
                       env={"PYOPT_PROGRESS_DELAY": "0"})
    assert rc == 0
    assert b"test-slow  " not in ANSI.sub(b"", err) and b"steps done" not in err


def test_rich_not_loaded_at_start_up():
    p = subprocess.run([sys.executable, "-X", "importtime", "-m", "pyopt", "--version"], capture_output=True,
                       text=True, env=dict(os.environ, PYTHONPATH=str(REPO)), timeout=60)
    assert p.returncode == 0
    assert not re.search(r"\|\s*rich\b", p.stderr)
