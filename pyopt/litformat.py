"""A lit test format that runs ``pyopt ... | filecheck ...`` RUN lines inside lit's workers.

In ``lit.cfg.py``::

    from pyopt.litformat import PyoptTest
    config.test_format = PyoptTest()        # instead of lit.formats.ShTest()

The RUN lines stay as they are.  The format is lit's ``ShTest`` (same parsing, substitutions,
``REQUIRES``/``XFAIL``, ``%t`` files, the same failure report), except that each pipeline of a
RUN line whose commands are all pyopt or the ``filecheck`` package, run with the interpreter
that runs lit, is run in the lit worker's own process: pyopt's command line
(:func:`pyopt.cli.main`) and filecheck's matcher are called as functions instead of two new
Python processes starting and importing their modules for every RUN line.  What cannot be run so
exactly falls back to lit's own shell, pipeline by pipeline (the rest of the RUN line is still
run by lit): any other command (``sed``, ``cat``, LLVM's ``FileCheck`` binary, a builtin),
``env``, ``not --crash``, a glob, ``%{readfile:...}``, a redirection lit's shell itself refuses,
``--load-pass-plugin`` (it registers passes for the rest of the process), ``filecheck --help``/
``--version``, a time limit per test, a ``umask``/``ulimit`` set in the script, and pyopt or
filecheck modules in the worker other than the ones the command would import (a different
``PYTHONPATH``).  ``not`` and ``!``, ``2>&1``, ``>``/``>>``/``2>``/``&>`` files, ``< FILE`` and
pipefail are handled as lit's shell handles them.

A command is recognised as pyopt (filecheck) when it is ``PYTHON -m pyopt`` (``-m filecheck``)
with ``PYTHON`` the worker's ``sys.executable``, or an installed ``pyopt`` (``filecheck``) script
whose ``#!`` line names that interpreter.

Each in-process command runs as in a process of its own: with the command's environment in
``os.environ``, the shell's working directory, ``sys.argv``, its own ``sys.stdin``, ``sys.stdout``
and ``sys.stderr`` (what it writes is handed on as a pipe would), Python's garbage collector off
for pyopt as the ``pyopt`` command runs it, and the exit status a process would have (an
uncaught exception: its traceback on stderr and status 1); all of it is restored afterwards.
What an interpreter reads only when it starts (``PYTHONHASHSEED``, ``PYTHONWARNINGS``, ``-X``
options) stays the worker's.
pyopt keeps no state between runs that changes what a run prints: its debug-output switches are
set by every run, and what it caches (parsed attribute texts, pass declarations) are pure
functions of their keys.

The Triton release (:mod:`pyopt.ir.context`) applies per RUN line exactly as in a process of
its own: ``--triton-version`` on the command, else ``PYOPT_TRITON_VERSION`` in the command's
environment, else the installed triton package, else the newest.  A suite names its release
with ``PyoptTest(triton_version="3.9")``, which sets ``PYOPT_TRITON_VERSION`` for every RUN line
(in process and in lit's shell alike) where ``config.environment`` does not already name one
(so a ``lit.local.cfg`` may name another release for its directory), or with
``config.environment["PYOPT_TRITON_VERSION"]`` itself.  Each in-process run makes its own
context and leaves none active behind it.  Where a command names no release, the default comes
from the triton package the process would find; where the command's ``PYTHONPATH`` (or, for
``python -m pyopt``, its working directory) holds a ``triton`` distribution, the pipeline goes
to lit's shell.

``PYOPT_LIT_TRACE=FILE`` in lit's environment (``config.environment``) appends one line per
pipeline to FILE: ``in-process: ...`` or ``shell: ...``.

``PyoptTest(compare=True)`` (or ``PYOPT_LIT_COMPARE=1`` in lit's environment) also runs every
in-process pipeline through lit's shell and fails the test where exit statuses, stdout or stderr
differ: a check of this format, not a way to run a suite.

Needs lit (any recent version; the format falls back to plain ``ShTest`` where lit's internal
shell lacks the functions it wraps) and, for filecheck commands, the ``filecheck`` package.
"""

from __future__ import annotations

import gc
import io
import os
import site
import sys
import traceback

import lit.formats
import lit.TestRunner as _runner
import lit.util

__all__ = ["PyoptTest"]

#: The lit internals the format wraps; without any of them it is plain ShTest.
_NEEDED = ("executeShCmd", "_executeShCmd", "TimeoutHelper", "ShellCommandResult", "InternalShellError")
_SUPPORTED = all(hasattr(_runner, name) for name in _NEEDED) and os.name == "posix"

_TOOLS = ("pyopt", "filecheck")


class _Fallback(Exception):
    """This pipeline is not one the format runs exactly: lit's shell runs it."""


class _KeepOpen(io.BytesIO):
    """A pipe's buffer: closing the text stream over it keeps what was written."""

    def close(self) -> None:  # noqa: D401 - kept open on purpose
        pass


def _same_path(a: str, b: str) -> bool:
    return os.path.normcase(os.path.abspath(a)) == os.path.normcase(os.path.abspath(b))


class PyoptTest(lit.formats.ShTest):
    """lit's ShTest, running pyopt and filecheck commands in the worker process (see the module)."""

    def __init__(self, *args, compare: bool | None = None, triton_version: str | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.compare = compare
        if triton_version is not None:
            # Imported here, not at the top: only a suite that names a release needs it.
            from pyopt.ir.context import parse_release

            parse_release(triton_version)  # a release pyopt does not support: lit.cfg.py's error
        self.triton_version = triton_version
        self._script_cache: dict[str, str | None] = {}
        self._home_cache: dict[tuple, bool] = {}
        self._triton_cache: dict[tuple, bool] = {}

    # -- lit's entry point -------------------------------------------------------------
    def execute(self, test, litConfig):
        if self.triton_version is not None:
            test.config.environment.setdefault(_RELEASE_ENV, self.triton_version)
        if not _SUPPORTED or getattr(self, "execute_external", False):
            return super().execute(test, litConfig)
        compare = self.compare
        if compare is None:
            compare = test.config.environment.get("PYOPT_LIT_COMPARE") == "1"
        original = _runner.executeShCmd

        def execute_sh_cmd(cmd, shenv, results, timeout=0):
            if timeout:  # a per-test time limit: only lit can stop a command
                return original(cmd, shenv, results, timeout)
            helper = _runner.TimeoutHelper(0)
            try:
                code = self._run(cmd, shenv, results, helper, compare)
            except _runner.InternalShellError as e:
                code = 127
                results.append(_runner.ShellCommandResult(e.command, "", e.message, code, False))
            return code, None

        _runner.executeShCmd = execute_sh_cmd
        try:
            return super().execute(test, litConfig)
        finally:
            _runner.executeShCmd = original

    # -- the shell: sequences as lit runs them, pipelines in process where possible ----
    def _run(self, cmd, shenv, results, helper, compare):
        if hasattr(cmd, "op"):  # ShUtil.Seq
            if cmd.op == ";":
                self._run(cmd.lhs, shenv, results, helper, compare)
                return self._run(cmd.rhs, shenv, results, helper, compare)
            if cmd.op == "||":
                res = self._run(cmd.lhs, shenv, results, helper, compare)
                if res != 0:
                    res = self._run(cmd.rhs, shenv, results, helper, compare)
                return res
            if cmd.op == "&&":
                res = self._run(cmd.lhs, shenv, results, helper, compare)
                if res is None:
                    return res
                if res == 0:
                    res = self._run(cmd.rhs, shenv, results, helper, compare)
                return res
            return _runner._executeShCmd(cmd, shenv, results, helper)  # "&": lit's error
        try:
            plan = self._plan(cmd, shenv)
        except _Fallback:
            plan = None
        trace = shenv.env.get("PYOPT_LIT_TRACE")
        if trace and cmd.commands[0].args[:1] != ["@echo"]:  # not lit's own trace lines
            with open(trace, "a", encoding="utf-8") as f:
                f.write(("in-process: " if plan else "shell: ")
                        + " | ".join(" ".join(map(str, c.args)) for c in cmd.commands) + "\n")
        if plan is None:
            return _runner._executeShCmd(cmd, shenv, results, helper)
        mine: list = []
        try:
            code = _run_pipeline(cmd, plan, shenv, mine)
        except _Fallback:  # a redirect lit's shell handles (or reports): nothing has run yet
            return _runner._executeShCmd(cmd, shenv, results, helper)
        if compare:
            theirs: list = []
            their_code = _runner._executeShCmd(cmd, shenv, theirs, helper)
            diff = _compare(mine, code, theirs, their_code)
            if diff:
                results.extend(mine)
                results.append(_runner.ShellCommandResult(cmd.commands[-1], "", diff, 1, False))
                return 1
        results.extend(mine)
        return code

    def _plan(self, pipeline, shenv):
        """For each command of ``pipeline``: (tool, its arguments, 'not' count, redirects);
        None where lit's shell must run it."""
        if shenv.umask != -1 or getattr(shenv, "ulimit", None):
            return None
        plan = []
        for command in pipeline.commands:
            args = list(command.args)
            if not all(isinstance(a, str) for a in args):  # a glob
                return None
            if any("%{readfile:" in a for a in args):
                return None
            nots = 0
            while args and args[0] in ("not", "!"):
                args.pop(0)
                nots += 1
                if args and args[0] == "--crash":
                    return None
            if not args:
                return None
            found = self._tool(args, shenv)
            if found is None:
                return None
            tool, rest = found
            if tool == "pyopt" and any("load-pass-plugin" in a for a in rest):
                return None  # registers passes for the rest of the process
            if tool == "pyopt" and not _names_release(rest, shenv.env) and self._own_triton(
                    shenv.env.get("PYTHONPATH", ""), shenv.cwd if args[1:2] == ["-m"] else None):
                return None  # its default release comes from a triton package this process lacks
            if tool == "filecheck" and (not rest or "--help" in rest or "--version" in rest
                                        or "-version" in rest):
                return None
            for op, _ in command.redirects:
                if op not in ((">", 2), (">>", 2), (">&", 2), (">&",), ("&>",), (">",), (">>",), ("<",)):
                    return None
            plan.append((tool, rest, nots, command.redirects))
        return plan

    def _tool(self, args, shenv):
        """("pyopt" | "filecheck", arguments) if ``args`` runs one of them with this
        interpreter, from the modules this process has; else None."""
        first = args[0]
        env = shenv.env
        if len(args) >= 3 and args[1] == "-m" and args[2] in _TOOLS:
            exe = self._which(first, shenv)
            if exe is None or not _same_path(exe, sys.executable):
                return None
            tool, rest, cwd_first = args[2], args[3:], True
        else:
            name = os.path.basename(first)
            if name not in _TOOLS:
                return None
            exe = self._which(first, shenv)
            if exe is None or not self._script_of_this_python(exe):
                return None
            tool, rest, cwd_first = name, args[1:], False
        if not self._same_module(tool, env.get("PYTHONPATH", ""), shenv.cwd if cwd_first else None):
            return None
        return tool, rest

    def _own_triton(self, pythonpath, cwd):
        """Whether ``python -m pyopt`` in that environment would find a triton distribution
        of its own (in its working directory or on PYTHONPATH), before the interpreter's."""
        key = (pythonpath, cwd)
        if key not in self._triton_cache:
            entries = ([cwd] if cwd else []) + [p for p in pythonpath.split(os.pathsep) if p]
            self._triton_cache[key] = any(_holds_distribution(entry, "triton") for entry in entries)
        return self._triton_cache[key]

    @staticmethod
    def _which(name, shenv):
        if os.sep in name:
            path = name if os.path.isabs(name) else os.path.join(shenv.cwd, name)
            return path if os.path.isfile(path) else None
        return lit.util.which(name, shenv.env.get("PATH", os.defpath))

    def _script_of_this_python(self, exe):
        if exe not in self._script_cache:
            interp = None
            try:
                with open(exe, "rb") as f:
                    line = f.readline(4096)
                if line.startswith(b"#!"):
                    words = line[2:].decode("utf-8", "replace").split()
                    interp = words[0] if len(words) == 1 else None
            except OSError:
                pass
            self._script_cache[exe] = interp
        interp = self._script_cache[exe]
        return interp is not None and _same_path(interp, sys.executable)

    def _same_module(self, tool, pythonpath, cwd):
        """Whether ``python -m TOOL`` (or its script) in that environment imports the module
        this process imports: the first PYTHONPATH entry (after the working directory for
        ``-m``) that holds it must be where ours comes from; where none holds it, ours must
        come from the interpreter's own site-packages."""
        key = (tool, pythonpath, cwd)
        if key not in self._home_cache:
            self._home_cache[key] = _module_home_matches(tool, pythonpath, cwd)
        return self._home_cache[key]


#: the environment variable that names the release (pyopt.ir.context.ENV_VAR; not imported
#: from there: lit's main process loads this module and needs no pyopt IR module)
_RELEASE_ENV = "PYOPT_TRITON_VERSION"


def _names_release(args, env) -> bool:
    """Whether a pyopt command line or its environment names the Triton release."""
    return bool(env.get(_RELEASE_ENV)) or any(
        a.lstrip("-").partition("=")[0] == "triton-version" for a in args if a.startswith("-"))


def _holds_distribution(folder, name) -> bool:
    """Whether ``folder`` holds a ``NAME-*.dist-info`` or ``.egg-info`` directory."""
    try:
        children = os.listdir(folder)
    except OSError:
        return False
    return any(c.rpartition(".")[2] in ("dist-info", "egg-info") and c.partition("-")[0].lower() == name
               for c in children)


def _module_dir(tool):
    # Imported here, not at the top: lit.cfg.py loads this module, and lit's main process
    # needs neither pyopt's command line nor filecheck (an optional package) to find tests.
    try:
        if tool == "pyopt":
            import pyopt.cli  # noqa: F401 - the command line the format runs

            return os.path.dirname(os.path.realpath(sys.modules["pyopt"].__file__))
        import filecheck.matcher  # noqa: F401

        return os.path.dirname(os.path.realpath(sys.modules["filecheck"].__file__))
    except ImportError:
        return None


def _module_home_matches(tool, pythonpath, cwd):
    ours = _module_dir(tool)
    if ours is None:
        return False
    entries = ([cwd] if cwd else []) + [p for p in pythonpath.split(os.pathsep) if p]
    for entry in entries:
        candidate = os.path.join(entry, tool)
        if os.path.isfile(os.path.join(candidate, "__init__.py")):
            return os.path.realpath(candidate) == ours
    sites = list(site.getsitepackages()) + [site.getusersitepackages()]
    return any(os.path.realpath(os.path.join(s, tool)) == ours for s in sites if s)


def _compare(mine, code, theirs, their_code):
    """Where in-process results differ from lit's shell: a message, or ''."""
    lines = []
    if bool(code) != bool(their_code) or code != their_code:
        lines.append(f"exit status: in process {code!r}, lit's shell {their_code!r}")
    for a, b in zip(mine, theirs):
        name = " ".join(str(x) for x in a.command.args[:4])
        if a.exitCode != b.exitCode:
            lines.append(f"{name}: exit status {a.exitCode} in process, {b.exitCode} by lit's shell")
        if a.stdout != b.stdout:
            lines.append(f"{name}: stdout differs\n--- in process\n{a.stdout}\n--- lit's shell\n{b.stdout}")
        if a.stderr != b.stderr:
            lines.append(f"{name}: stderr differs\n--- in process\n{a.stderr}\n--- lit's shell\n{b.stderr}")
    if len(mine) != len(theirs):
        lines.append(f"{len(mine)} results in process, {len(theirs)} by lit's shell")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------
# Running a pipeline in process
# ---------------------------------------------------------------------------------------


def _redirects(command, shenv, opened):
    """lit's ``processRedirects`` for one command: the targets of fds 0, 1, 2, each ``(N,)``
    (the default) or ``[name, mode, stream-or-None, path]``."""
    redirects = [(0,), (1,), (2,)]
    for op, filename in command.redirects:
        if op == (">", 2):
            redirects[2] = [filename, "w", None, None]
        elif op == (">>", 2):
            redirects[2] = [filename, "a", None, None]
        elif op == (">&", 2) and filename in "012":
            redirects[2] = redirects[int(filename)]
        elif op == (">&",) or op == ("&>",):
            redirects[1] = redirects[2] = [filename, "w", None, None]
        elif op == (">",):
            redirects[1] = [filename, "w", None, None]
        elif op == (">>",):
            redirects[1] = [filename, "a", None, None]
        elif op == ("<",):
            redirects[0] = [filename, "r", None, None]
        else:
            raise _Fallback
    for index, r in enumerate(redirects):
        if isinstance(r, tuple):
            if (r == (1,) and index == 0) or (r == (2,) and index != 2) or (r == (0,) and index != 0):
                raise _Fallback  # lit's shell reports these
            continue
        if r[2] is None:
            name = r[0]
            if not isinstance(name, str):
                raise _Fallback
            path = os.path.join(shenv.cwd, name)
            r[3] = path
            r[2] = open(path, "rb" if r[1] == "r" else r[1] + "b")
            if r[1] == "a":
                r[2].seek(0, 2)
            opened.append((name, r[1], r[2], path))
    return redirects


def _run_pipeline(pipeline, plan, shenv, results):
    """Run ``pipeline`` (all of it pyopt and filecheck) in this process, as lit's
    ``_executeShCmd`` runs one; append a ShellCommandResult per command; return the status."""
    opened: list = []
    piped_in = b""  # what the next command reads on stdin (lit: a closed pipe at first)
    shown = []  # (stdout, stderr) lit would show for each command
    codes = []
    last = len(pipeline.commands) - 1
    try:
        fds_all = [_redirects(command, shenv, opened) for command in pipeline.commands]
        for i, ((tool, args, nots, _), (in_r, out_r, err_r)) in enumerate(zip(plan, fds_all)):
            stdin_data = piped_in if in_r == (0,) else in_r[2].read()
            out_piped = out_r == (1,)
            out_t = _KeepOpen() if out_piped else out_r[2]
            stderr_is_stdout = False
            if err_r == (1,):  # 2>&1 while stdout was still the pipe
                if out_piped:
                    err_t = out_t
                else:  # stdout went to a file after: lit pipes stderr on as stdout
                    err_t = _KeepOpen()
                    stderr_is_stdout = True
            elif err_r == (2,):
                err_t = _KeepOpen()
            else:
                err_t = err_r[2]  # a file (stdout's own when both go there)
            code = _call(tool, args, stdin_data, out_t, err_t, shenv)
            if nots % 2:
                code = 1 if code == 0 else 0
            elif nots > 1:
                code = 1 if code != 0 else 0
            out = out_t.getvalue() if out_piped else b""
            err = err_t.getvalue() if isinstance(err_t, _KeepOpen) and err_t is not out_t else b""
            piped_in = out if out_piped else err if stderr_is_stdout else b""
            # lit shows the last command's pipes; an earlier one's piped output is read by the
            # next command (lit finds it empty), its own stderr pipe is kept aside and shown
            if i == last:
                shown.append((out, err))
            else:
                shown.append((b"", b"" if stderr_is_stdout else err))
            codes.append(code)
    finally:
        for _, _, f, _ in opened:
            f.close()
    exit_code = None
    for command, (out, err), res in zip(pipeline.commands, shown, codes):
        output_files = []
        if res != 0:
            for name, mode, _, path in sorted(opened, key=lambda o: (o[0], o[1], o[3])):
                if mode in ("w", "a"):
                    try:
                        with open(path, "rb") as f:
                            output_files.append((name, path, f.read()))
                    except OSError:
                        pass
        results.append(_runner.ShellCommandResult(command, _text(out), _text(err), res, False, output_files))
        if pipeline.pipe_err:
            if not exit_code or res != 0:
                exit_code = res
        else:
            exit_code = res
    if pipeline.negate:
        exit_code = not exit_code
    return exit_code


def _text(data: bytes) -> str:
    """What lit's text-mode pipe read gives: UTF-8 with replacements, universal newlines."""
    return data.decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")


def _text_stream(target, errors):
    """A text stream over ``target`` (a pipe's buffer or a redirect file, binary) that hands
    each write on at once, as a process that flushes would."""
    return io.TextIOWrapper(target, encoding="utf-8", errors=errors, newline="\n", write_through=True)


def _call(tool, args, stdin_data, out_target, err_target, shenv):
    """Run one tool as a process would, with stdio swapped; its exit status."""
    stdin = io.TextIOWrapper(io.BytesIO(stdin_data), encoding="utf-8")
    stdout = _text_stream(out_target, "strict")
    stderr = _text_stream(err_target, "backslashreplace")
    saved = (sys.stdin, sys.stdout, sys.stderr, sys.argv, os.getcwd(), dict(os.environ))
    gc_was_on = gc.isenabled()
    code = 0
    try:
        os.environ.clear()
        os.environ.update(shenv.env)
        os.chdir(shenv.cwd)
        sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
        try:
            if tool == "pyopt":
                # Imported here, not at the top: lit's main process, which loads this module
                # from lit.cfg.py, never runs a command.
                from pyopt import cli

                sys.argv = ["pyopt", *args]
                gc.disable()  # as the pyopt command runs (pyopt.cli.console_main)
                code = cli.main(list(args))
            else:
                code = _filecheck(args)
        except SystemExit as e:
            code = _exit_code(e.code, stderr)
        except KeyboardInterrupt:
            raise
        except BaseException:  # noqa: BLE001 - what an uncaught exception does to a process
            traceback.print_exc(file=stderr)
            code = 1
    finally:
        sys.stdin, sys.stdout, sys.stderr, sys.argv = saved[:4]
        for s in (stdout, stderr):  # flushed, and parted from the pipe or file (kept open)
            try:
                s.flush()
                s.detach()
            except (OSError, ValueError):
                pass
        os.chdir(saved[4])
        os.environ.clear()
        os.environ.update(saved[5])
        if gc_was_on:
            gc.enable()
    return code & 0xFF if isinstance(code, int) else 0


def _exit_code(value, stderr) -> int:
    if value is None:
        return 0
    if isinstance(value, int):
        return value & 0xFF
    print(value, file=stderr)
    return 1


def _filecheck(args) -> int:
    """``python -m filecheck ARGS`` (filecheck.main.main without its ``--help``/``--version``,
    which stay with lit's shell)."""
    # Imported here, not at the top: filecheck is optional (only for filecheck commands).
    from filecheck import colors
    from filecheck.matcher import Matcher
    from filecheck.options import parse_argv_options

    saved = colors.COLOR_SUPPORT
    colors.COLOR_SUPPORT = False  # a process of lit's writes to a pipe
    try:
        opts = parse_argv_options(["filecheck", *args])
        return Matcher.from_opts(opts).run()
    finally:
        colors.COLOR_SUPPORT = saved
