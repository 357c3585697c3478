"""The context of one run: the Triton release it targets (MLIR's ``MLIRContext``).

A :class:`Context` is made per run (by the command line, the lit format or a
Python caller) and handed to the parser, the verifier, the pass manager and
the printer, as MLIR hands its ``MLIRContext`` to each.  It carries the target
release and where that choice came from; the dialects it loads come from the
:class:`~pyopt.ir.dialect.DialectRegistry` it was made with.

Each of those four entry points makes its context the *active* one for as long
as it runs (``with context:``), and code below them (an op's format, a
verifier rule, a pass's rule table) reads the release with
:func:`current` -- as an MLIR op reaches its context through ``getContext()``.
Nothing reads a release at import time.  Outside every run, :func:`current`
gives the default context (:func:`default_release`), so a Python caller that
never makes one still gets a defined answer.

Choosing the release (:func:`choose_release`), first that applies:

1. ``--triton-version`` (the caller's explicit choice);
2. the ``PYOPT_TRITON_VERSION`` environment variable;
3. the release of the ``triton`` package installed in the same environment
   (its ``dist-info``; Triton is not imported);
4. the newest release pyopt supports.
"""

from __future__ import annotations

import contextvars
import os
import threading
from typing import Any, Optional

from pyopt.ir import version as _version
from pyopt.ir.dialect import DialectRegistry, default_registry
from pyopt.support import dist_info_version

__all__ = ["Context", "current", "choose_release", "default_release", "parse_release", "ReleaseError",
           "supported_text"]

#: the environment variable that names the release (as ``--triton-version`` does)
ENV_VAR = "PYOPT_TRITON_VERSION"


class ReleaseError(ValueError):
    """A release that pyopt does not support was asked for: ``given`` is the
    text that named it, ``source`` where it came from (``--triton-version``,
    ``PYOPT_TRITON_VERSION``; empty when :func:`parse_release` was called
    directly)."""

    def __init__(self, message: str, given: str = "", source: str = ""):
        super().__init__(message)
        self.given = given
        self.source = source


def supported_text() -> str:
    """The supported releases as users name them: ``3.6, 3.7, 3.8 and 3.9``."""
    names = [_version.short(r) for r in _version.SUPPORTED]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def parse_release(text: str) -> tuple[int, int, int]:
    """The supported release ``text`` names: ``3.9``, ``3.9.0`` (a patch or
    local suffix of a supported major.minor is accepted: ``3.6.1``,
    ``3.8.0+git1234``)."""
    core = text.strip().lstrip("v")
    for sep in "+-":
        core = core.partition(sep)[0]
    parts = core.split(".")
    try:
        key = (int(parts[0]), int(parts[1]))
    except (IndexError, ValueError):
        raise ReleaseError(f"'{text}' is not a Triton release (expected MAJOR.MINOR, such as 3.9)",
                           given=text) from None
    for release in _version.SUPPORTED:
        if release[:2] == key:
            return release
    raise ReleaseError(f"Triton {text} is not supported (pyopt supports "
                       f"{', '.join(_version.short(r) for r in _version.SUPPORTED)})", given=text)


def choose_release(explicit: Optional[str] = None) -> tuple[tuple[int, int, int], str]:
    """The release of a run and why it was chosen (see the module docstring).
    An unsupported explicit or environment choice raises :class:`ReleaseError`;
    an installed Triton that pyopt does not support falls through to the newest."""
    if explicit is not None:
        try:
            return parse_release(explicit), f"--triton-version={explicit}"
        except ReleaseError as e:
            raise ReleaseError(f"--triton-version: {e}", given=explicit, source="--triton-version") from None
    env = os.environ.get(ENV_VAR)
    if env:
        try:
            return parse_release(env), f"{ENV_VAR}={env}"
        except ReleaseError as e:
            raise ReleaseError(f"{ENV_VAR}: {e}", given=env, source=ENV_VAR) from None
    return default_release()


def default_release() -> tuple[tuple[int, int, int], str]:
    """The release when nothing names one: the installed ``triton`` package's
    when pyopt supports it, else the newest supported."""
    installed = dist_info_version("triton")
    newest = _version.SUPPORTED[-1]
    if installed is not None:
        try:
            return parse_release(installed), f"the installed triton package is {installed}"
        except ReleaseError:
            return newest, (f"the installed triton package ({installed}) is not a supported release; "
                            "the newest supported")
    return newest, "no triton package is installed; the newest supported"


class Context:
    """The context of a run: ``release`` (a supported ``(major, minor, patch)``)
    and ``reason``, why that release (for ``--version`` and messages); the
    :class:`~pyopt.ir.dialect.DialectRegistry` its dialects load from (by
    default :func:`~pyopt.ir.dialect.default_registry`: all of pyopt's) and
    the dialects it has loaded."""

    __slots__ = ("release", "reason", "registry", "_tokens", "_dialects", "_ops", "_attrs")

    def __init__(self, release: Any = None, reason: str = "", registry: Optional[DialectRegistry] = None):
        if release is None:
            release, why = choose_release()
            reason = reason or why
        elif isinstance(release, str):
            release = parse_release(release)
        else:
            release = tuple(release)
            if release not in _version.SUPPORTED:
                release = parse_release(".".join(map(str, release)))
        self.release: tuple[int, int, int] = release
        self.reason: str = reason or "chosen by the caller"
        # thread -> the tokens of its entries, innermost last: one context may be
        # active in several threads at once (a program that parses on a pool)
        self._tokens: dict[int, list] = {}
        self.registry: DialectRegistry = default_registry() if registry is None else registry
        self._dialects: dict = {}  # name -> Dialect, or None: not registered
        self._ops: dict = {}  # op name -> class (a cache over the loaded dialects)
        self._attrs: dict = {}

    @classmethod
    def from_options(cls, explicit: Optional[str] = None, registry: Optional[DialectRegistry] = None) -> "Context":
        """The context for a run whose ``--triton-version`` is ``explicit`` (or None)."""
        release, reason = choose_release(explicit)
        return cls(release, reason, registry)

    # -- dialects -------------------------------------------------------------------

    def get_dialect(self, name: str):
        """The dialect ``name``, loaded from the registry on first use
        (``MLIRContext::getOrLoadDialect``); None if the registry has no such
        dialect."""
        try:
            return self._dialects[name]
        except KeyError:
            dialect = self._dialects[name] = self.registry.load(name)
            return dialect

    def is_registered(self, name: str) -> bool:
        """Whether the registry has a dialect ``name`` (nothing is loaded)."""
        return name in self.registry

    def loaded_dialects(self) -> list:
        """The dialects loaded so far, by name."""
        return [d for _, d in sorted(self._dialects.items()) if d is not None]

    def load_all_dialects(self) -> list:
        """Load every registered dialect (``loadAllAvailableDialects``); they, by name."""
        for name in self.registry.names():
            self.get_dialect(name)
        return self.loaded_dialects()

    def lookup_op(self, name: str):
        """The op class registered as ``name`` (``tt.load``), loading its
        dialect; None for an op no registered dialect has, and for an op pyopt
        models that this context's release does not register
        (``tt.approx_divf`` before Triton 3.9, ``tt.make_tensor_ptr`` from
        3.8: ``release_ops.json``), so that the parser and verifier treat it
        as that release does, as an unknown op; also None where the class's
        ``MODELLED`` release rule says pyopt does not model that release's
        form of the op (its operands differ), which is then kept unverified,
        as an op pyopt lacks."""
        cls = self._ops.get(name)
        if cls is None:
            dialect = self.get_dialect(name.partition(".")[0])
            if dialect is not None:
                cls = dialect.ops.get(name)
                if cls is not None:
                    if name in _version.varying_ops() and not _version.registers(name, self.release):
                        return None
                    modelled = getattr(cls, "MODELLED", None)
                    if modelled is not None and not modelled.at(self.release):
                        # a release whose form of the op pyopt does not model
                        # (its operands differ): kept as an unmodelled op
                        return None
                    self._ops[name] = cls
        return cls

    def lookup_attr(self, name: str):
        """The attribute class registered as ``name`` (``ttg.blocked``),
        loading its dialect; None if none (also where the class's
        ``REGISTERED`` rule says the run's release lacks it)."""
        cls = self._attrs.get(name)
        if cls is None:
            dialect = self.get_dialect(name.partition(".")[0])
            if dialect is not None:
                cls = dialect.attrs.get(name)
                if cls is not None and not _version.resolve(getattr(cls, "REGISTERED", True), self.release):
                    cls = None  # an attribute of other releases (``#tt.cache_policy`` before 3.9)
                if cls is not None:
                    self._attrs[name] = cls
        return cls

    def all_ops(self) -> dict:
        """``name -> class`` of every op of every registered dialect (loads them all)."""
        return {name: cls for d in self.load_all_dialects() for name, cls in d.ops.items()}

    # -- the release ------------------------------------------------------------

    @property
    def release_text(self) -> str:
        """``3.9.0``."""
        return _version.release_text(self.release)

    def at_least(self, release: tuple) -> bool:
        """Whether the target is ``release`` (``(3, 8)``) or later."""
        return tuple(self.release[: len(release)]) >= tuple(release)

    def resolve(self, value: Any) -> Any:
        """``value`` itself, or a :class:`~pyopt.ir.version.Versioned` value's entry for this release."""
        return _version.resolve(value, self.release)

    # -- activation ---------------------------------------------------------------

    def __enter__(self) -> "Context":
        self._tokens.setdefault(threading.get_ident(), []).append(_ACTIVE.set(self))
        return self

    def __exit__(self, *exc) -> None:
        me = threading.get_ident()
        stack = self._tokens[me]
        _ACTIVE.reset(stack.pop())
        if not stack:
            del self._tokens[me]

    def __repr__(self) -> str:
        return f"Context(triton={self.release_text}, reason={self.reason!r})"


_ACTIVE: contextvars.ContextVar[Optional[Context]] = contextvars.ContextVar("pyopt_context", default=None)
_DEFAULTS: dict = {}


def current() -> Context:
    """The active context: the one the running parser, verifier, pass manager
    or printer was given; outside them, the default context (made once per
    value of ``PYOPT_TRITON_VERSION``)."""
    ctx = _ACTIVE.get()
    if ctx is not None:
        return ctx
    key = os.environ.get(ENV_VAR)
    ctx = _DEFAULTS.get(key)
    if ctx is None:
        ctx = _DEFAULTS[key] = Context.from_options()
    return ctx
