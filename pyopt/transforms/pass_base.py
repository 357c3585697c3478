"""The pass base class, its options and the pass registry: what every pass
module in :mod:`pyopt.transforms` subclasses and registers with (MLIR's
mlir/include/mlir/Pass/Pass.h and PassRegistry.h).  The built-in pass list,
the command-line pipeline parser and the pass manager are in :mod:`pyopt.passes`,
the layer above the passes."""

from __future__ import annotations

import dataclasses
import importlib
import typing
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Optional, Sequence

from pyopt.diagnostics import Diagnostic, DiagnosticEngine
from pyopt.support import FrozenRecord, Record, quote_string

__all__ = [
    "PassError", "PassOption", "PassContext", "ModulePass", "register_pass", "unregister_pass",
    "registered_pass", "registered_passes", "parse_bool", "split_top_level", "unquote_option",
    "check_option_type", "Statistic",
]


class PassError(Exception):
    """A bad pass name, option or pipeline on the command line; ``notes``
    are shown after it (as MLIR attaches notes to an error)."""

    def __init__(self, message: str, notes: Sequence[str] = ()):
        super().__init__(message)
        self.notes = tuple(notes)


class Statistic(FrozenRecord):
    """One of a pass's statistics, as its ``Passes.td`` declares it
    (``Statistic<"numCSE", "num-cse'd", "Number of operations CSE'd">``):
    ``--mlir-pass-statistics`` prints its name, value and description.
    (Frozen: a :class:`~pyopt.support.FrozenRecord`, start-up.)"""

    _FIELDS = ("name", "description")

    def __init__(self, name: str, description: str) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "description", description)


# -- the registry of imported passes ----------------------------------------
_CLASSES: dict[str, type] = {}  # name -> class, for registered (imported) passes
_ALIASES: dict[str, str] = {}  # alias -> name, for registered passes


def register_pass(cls: Optional[type] = None, *, name: Optional[str] = None,
                  aliases: Optional[tuple[str, ...]] = None):
    """Class decorator: make ``cls`` a dataclass (if it is not one) and
    register it under its ``name`` and ``aliases``."""

    def wrap(c: type) -> type:
        if name is not None:
            c.name = name
        if aliases is not None:
            c.aliases = tuple(aliases)
        if not getattr(c, "name", ""):
            raise TypeError(f"pass class {c.__qualname__} has no name")
        if "__dataclass_fields__" not in c.__dict__:
            c = dataclass(c)
        for key in (c.name, *c.aliases):
            owner = _CLASSES.get(key) or _CLASSES.get(_ALIASES.get(key, ""))
            if owner is not None and owner.__qualname__ != c.__qualname__:
                raise ValueError(f"pass name '{key}' is already taken by {owner.__qualname__}")
        _CLASSES[c.name] = c
        for a in c.aliases:
            _ALIASES[a] = c.name
        c.options()  # fail early on unsupported option types
        return c

    return wrap(cls) if cls is not None else wrap


def unregister_pass(name: str) -> None:
    cls = _CLASSES.pop(name, None)
    if cls is not None:
        for a in cls.aliases:
            if _ALIASES.get(a) == name:
                del _ALIASES[a]


def registered_pass(flag: str) -> Optional[type]:
    """The registered (imported) pass class named ``flag`` (name or alias)."""
    return _CLASSES.get(_ALIASES.get(flag, flag))


def registered_passes() -> list:
    """Every registered pass class."""
    return list(_CLASSES.values())


# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------


class PassOption(FrozenRecord):
    """One option of a pass, as its field declares it (the field's
    ``metadata``: ``name``, ``help``, ``writes_file``).  ``writes_file``
    (``metadata={"writes_file": True}``) declares an option whose value is
    the name of a file the pass writes (``""`` and ``-`` name none: the
    standard streams); only the user's command line may set such an option
    to a file (see :meth:`ModulePass.from_options`).

    An option that a Triton release renamed declares its name as a release
    rule, ``metadata={"name": Versioned("old-name", Since((3, 8), "new-name",
    "triton-lang/triton#NNNN: ..."))}``: :attr:`base_name` is then the base
    (Triton 3.6) name and :attr:`renames` the rule's entries, ``(release,
    name, upstream change)``, plain data, so the pass index
    (:mod:`pyopt.transforms.pass_index`) carries them; :meth:`name_at` gives
    the name a release uses and :attr:`name` the run's (None where the
    release has no such option: a base of None declares an option that a
    later release adds).  ``pyopt_only`` marks an option Triton's pass does
    not have (``explain``): it is left out of pipelines and dump headers.
    (Frozen: a :class:`~pyopt.support.FrozenRecord`, start-up.)"""

    _FIELDS = ("base_name", "attr", "type", "default", "help", "writes_file", "renames", "pyopt_only")

    def __init__(self, base_name: Optional[str], attr: str, type: Any, default: Any, help: str = "",
                 writes_file: bool = False, renames: tuple[tuple[tuple[int, ...], Optional[str], str], ...] = (),
                 pyopt_only: bool = False) -> None:
        set_ = object.__setattr__
        set_(self, "base_name", base_name)  # in Triton 3.6 (None: an option later releases add): allow-buffer-atomics
        set_(self, "attr", attr)  # the dataclass field: allow_buffer_atomics
        set_(self, "type", type)
        set_(self, "default", default)
        set_(self, "help", help)
        set_(self, "writes_file", writes_file)
        set_(self, "renames", renames)
        set_(self, "pyopt_only", pyopt_only)  # metadata={"pyopt_only": True}: Triton's pass has no such option

    @property
    def name(self) -> Optional[str]:
        """The option's name in the run's release (on the command line:
        allow-buffer-atomics); None if that release has no such option."""
        if not self.renames:
            return self.base_name
        from pyopt.ir.context import current  # here: only a renamed option needs the release (start-up)

        return self.name_at(current().release)

    def name_at(self, release: tuple) -> Optional[str]:
        """The option's name in Triton ``release`` (``(3, 8, 0)``); None if it has none."""
        name = self.base_name
        for since, renamed, _ in self.renames:
            if tuple(release[: len(since)]) >= tuple(since):
                name = renamed
        return name

    def match(self, key: str, pass_name: str) -> Optional[str]:
        """Whether ``key`` names this option in the run's release: None if
        not; ``""`` if it is the release's name (or the field's name); a note
        if it is the name an older release gave it (accepted).  A name that
        only newer releases give the option is a :class:`PassError` naming them."""
        current = self.name
        if current is not None and key in (current, self.attr):
            return ""
        if not self.renames:
            return None
        # here, not at the top: only a renamed option needs them (start-up)
        from pyopt.ir import version as _version
        from pyopt.ir.context import current as active

        releases = [r for r in _version.SUPPORTED if self.name_at(r) == key]
        if not releases:
            return None
        target = active().release
        if current is not None and releases[0] < target:
            since, _, upstream = next(e for e in reversed(self.renames)
                                      if tuple(target[: len(e[0])]) >= tuple(e[0]))
            return (f"pass '{pass_name}': option '{key}' is named '{current}' since Triton "
                    f"{_version.short(since)} ({upstream}); read as '{current}'")
        names = [_version.short(r) for r in releases]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        now = f"; Triton {_version.short(target)} names it '{current}'" if current is not None else ""
        raise PassError(f"pass '{pass_name}': option '{key}' is a Triton {listed} option{now} "
                        f"(--triton-version={names[-1]})")

    @property
    def type_name(self) -> str:
        return _type_name(self.type)

    # -- as plain data (the pass index) -------------------------------------------
    def to_data(self) -> dict:
        """This option as plain literals (what :meth:`from_data` reads back):
        every field, the type as nested tuples (``("list", "int")``)."""
        data = {f: getattr(self, f) for f in self._FIELDS}
        data["type"] = _type_data(self.type)
        if not _is_plain(data["default"]):
            raise TypeError(f"option '{self.base_name or self.attr}': default {self.default!r} is not plain data "
                            "(bool, int, float, str, or a list or tuple of them)")
        return data

    @classmethod
    def from_data(cls, data: dict) -> "PassOption":
        return cls(**dict(data, type=_type_from_data(data["type"])))

    def names_file(self, value: Any) -> bool:
        """Whether ``value`` of this option names a file to write."""
        return self.writes_file and isinstance(value, str) and value not in ("", "-")

    def convert(self, text: str, pass_name: str) -> Any:
        try:
            return _convert(self.type, text)
        except ValueError as e:
            raise PassError(f"pass '{pass_name}': invalid value '{text}' for option '{self.name}' "
                            f"(expected {self.type_name}{': ' + str(e) if str(e) else ''})") from None


_TRUE = {"true", "1"}
_FALSE = {"false", "0"}


def parse_bool(text: str) -> bool:
    """LLVM's cl::opt<bool> parser: true/false/1/0 (any case)."""
    t = text.strip().lower()
    if t in _TRUE:
        return True
    if t in _FALSE:
        return False
    raise ValueError("")


def _type_name(tp: Any) -> str:
    origin = typing.get_origin(tp)
    if tp is bool:
        return "true/false/1/0"
    if tp in (int, float, str):
        return tp.__name__
    if origin is typing.Literal:
        return "one of " + ", ".join(str(a) for a in typing.get_args(tp))
    if origin in (list, tuple):
        args = [a for a in typing.get_args(tp) if a is not Ellipsis]
        return f"a comma-separated list of {_type_name(args[0]) if args else 'str'}"
    return getattr(tp, "__name__", str(tp))


def _convert(tp: Any, text: str) -> Any:
    origin = typing.get_origin(tp)
    if tp is bool:
        return parse_bool(text)
    if tp is int:
        try:
            return int(text.strip(), 0)
        except ValueError:
            raise ValueError("") from None
    if tp is float:
        try:
            return float(text.strip())
        except ValueError:
            raise ValueError("") from None
    if tp is str or tp is Any:
        return text
    if origin is typing.Literal:
        for a in typing.get_args(tp):
            if str(a) == text:
                return a
        raise ValueError("")
    if origin in (list, tuple):
        args = [a for a in typing.get_args(tp) if a is not Ellipsis]
        inner = args[0] if args else str
        t = text.strip()
        if t.startswith("{") and t.endswith("}"):
            t = t[1:-1]
        items = [] if not t.strip() else [_convert(inner, s.strip()) for s in split_top_level(t, ",")]
        return tuple(items) if origin is tuple else items
    raise ValueError(f"unsupported option type {tp!r}")


_SUPPORTED_ORIGINS = (list, tuple, typing.Literal)
_SCALARS = {"bool": bool, "int": int, "float": float, "str": str}


def _type_data(tp: Any) -> Any:
    """An option type as plain data: ``"int"``, ``("list", "int")``,
    ``("tuple", "str", "...")``, ``("Literal", "a", "b")``."""
    for key, scalar in _SCALARS.items():
        if tp is scalar:
            return key
    origin = typing.get_origin(tp)
    if origin is typing.Literal:
        return ("Literal", *typing.get_args(tp))
    if origin in (list, tuple):
        return (origin.__name__, *("..." if a is Ellipsis else _type_data(a) for a in typing.get_args(tp)))
    raise TypeError(f"unsupported option type {tp!r}")


def _type_from_data(data: Any) -> Any:
    if isinstance(data, str):
        return _SCALARS[data]
    kind, *args = data
    if kind == "Literal":
        return typing.Literal[tuple(args)]
    items = tuple(Ellipsis if a == "..." else _type_from_data(a) for a in args)
    return list[items] if kind == "list" else tuple[items]


def _is_plain(value: Any) -> bool:
    if isinstance(value, (list, tuple)):
        return all(_is_plain(v) for v in value)
    return value is None or isinstance(value, (bool, int, float, str))


def check_option_type(tp: Any, where: str) -> None:
    origin = typing.get_origin(tp)
    if tp in (bool, int, float, str) or origin in _SUPPORTED_ORIGINS:
        return
    raise TypeError(f"{where}: unsupported option type {tp!r}")


# ---------------------------------------------------------------------------
# The pass base class
# ---------------------------------------------------------------------------


class PassContext(Record):
    """What a pass gets besides the module: the diagnostic engine, and a way to
    fail.  ``ctx.remark(op, "...")`` emits a remark at ``op``'s location;
    ``ctx.error(op, "...")`` emits an error and fails the pass (as MLIR's
    ``op->emitError(); signalPassFailure();``); raising ``op_error(op, ...)``
    does the same.  ``ctx.context`` is the run's
    :class:`~pyopt.ir.context.Context` (its target release), which the pass
    manager sets and makes active while its passes run; ``ctx.verifier`` its verifier.
    (A :class:`~pyopt.support.Record`: start-up.)"""

    _FIELDS = ("diag", "source_name", "failed", "context", "verifier")

    def __init__(self, diag: Optional[DiagnosticEngine] = None, source_name: str = "<stdin>", failed: bool = False,
                 context: Any = None, verifier: Any = None) -> None:
        self.diag = DiagnosticEngine() if diag is None else diag
        self.source_name = source_name
        self.failed = failed
        self.context = context  # pyopt.ir.context.Context, set by the pass manager
        #: the pass manager's verifier (``verify(op)``, raising on failure), set by the pass manager:
        #: a pass whose debug log prints IR that may not verify mid-rewrite prints it as MLIR's
        #: AsmPrinter does (in the generic form when the top-level op fails to verify)
        self.verifier = verifier

    def remark(self, where, message: str) -> Diagnostic:
        return self.diag.remark(where, message)

    def warning(self, where, message: str) -> Diagnostic:
        return self.diag.warning(where, message)

    def error(self, where, message: str) -> Diagnostic:
        self.failed = True
        return self.diag.error(where, message)

    def signal_failure(self) -> None:
        self.failed = True


class ModulePass:
    """Base class of passes.  Subclasses set ``name`` (pyopt's name for the
    pass), ``aliases`` (triton-opt's flag), ``summary`` and ``mirrors`` (the
    Triton or MLIR source the pass ports), declare options as fields, and
    implement :meth:`run`.  :func:`register_pass` turns a subclass into a
    dataclass."""

    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    summary: ClassVar[str] = ""
    mirrors: ClassVar[str] = ""
    # "module:function": the pass's explain code, for its explain option (see
    # load_explainer); the function's signature is the pass's to choose.
    explainer: ClassVar[str] = ""
    # What MLIR's instrumentation calls the pass (IR dump headers, timing
    # reports): the C++ pass's getName() (its class name, e.g.
    # "TritonGPUCoalesce"; defaults to the Python class name); a Versioned
    # name where a release renamed the C++ pass.
    mlir_name: ClassVar[Any] = ""
    # Whether the Triton releases register the pass: True, or a release rule
    # (a Versioned of bools: Versioned(False, Since((3, 7), True, "..."))
    # for a pass a release adds), recorded in the index as
    # PassInfo.registered; a release without the pass refuses its name.
    registered: ClassVar[Any] = True
    # The op the pass runs on (MLIR's anchor): "builtin.module", or e.g.
    # "tt.func" for a pass that runs on each function of the module (it then
    # implements run_on_operation, which the pass manager calls per function).
    anchor: ClassVar[str] = "builtin.module"
    # MLIR's op-agnostic passes (canonicalize, cse): they run on whatever op
    # their pipeline is nested on (run_on_operation calls run on that op).
    op_agnostic: ClassVar[bool] = False
    # The anchors of the nested pipeline the pass was placed in, below the
    # root (set by pyopt.passes.resolve_pass; () for a pass of the root).
    nesting = ()  # (no annotation: not a dataclass field, not an option)
    # The run's pyopt.ir.context.Context (MLIR's Pass::getContext()): set by
    # the pass manager before the pass runs, and the active one meanwhile.
    context: ClassVar[Any] = None
    # MLIR's pass statistics (Passes.td's ``statistics``), in declaration
    # order; an instance keeps their values (statistic_values; add_to_statistic
    # and set_statistic, as the C++ pass counts or assigns them) over every op
    # it runs on, for --mlir-pass-statistics.
    statistics: ClassVar[tuple[Statistic, ...]] = ()

    def statistic_values(self) -> dict[str, int]:
        """This instance's count of each of its :attr:`statistics`, by name."""
        values = self.__dict__.get("_statistic_values")
        if values is None:
            values = self.__dict__["_statistic_values"] = {s.name: 0 for s in self.statistics}
        return values

    def add_to_statistic(self, name: str, amount: int) -> None:
        """Count ``amount`` more for the statistic ``name`` (one the class
        declares): MLIR's ``++stat`` / ``stat += n``."""
        self.statistic_values()[name] += amount

    def set_statistic(self, name: str, value: int) -> None:
        """Set the statistic ``name``: MLIR's ``stat = n`` (a pass that assigns
        its statistics keeps the last run's values: in a nested pipeline, the
        last op's, as Triton's single-threaded pass manager reports them)."""
        self.statistic_values()[name] = value

    def run(self, module, ctx: PassContext) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def run_on_operation(self, op, ctx: PassContext) -> None:
        """Run on one ``anchor`` op (passes anchored below the module)."""
        if self.op_agnostic:
            return self.run(op, ctx)
        raise NotImplementedError(f"pass '{self.name}' is anchored on '{self.anchor}' "
                                  "but has no run_on_operation")

    @classmethod
    def get_name(cls) -> str:
        """MLIR's ``Pass::getName()``: :attr:`mlir_name` (a name, or a release
        rule: MLIR's own passes were renamed) or the class name."""
        if isinstance(cls.mlir_name, str):
            return cls.mlir_name or cls.__name__
        from pyopt.ir.version import resolve  # here: only a renamed pass needs it (start-up)

        return resolve(cls.mlir_name)

    @classmethod
    def get_argument(cls) -> str:
        """MLIR's ``Pass::getArgument()``: the triton-opt flag (the first
        alias), else pyopt's name."""
        return cls.aliases[0] if cls.aliases else cls.name

    @classmethod
    def load_explainer(cls) -> Callable:
        """The function :attr:`explainer` names.  Explain code lives in a
        module of its own that imports the pass (it asks the pass's decision
        procedures again, through their public API); the pass names it here
        instead of importing it, so the imports stay acyclic and a run without
        explain never loads it."""
        module, _, attr = cls.explainer.partition(":")
        if not attr:
            raise TypeError(f"pass '{cls.name}' declares no explainer")
        return getattr(importlib.import_module(module), attr)

    # -- options --------------------------------------------------------------
    @classmethod
    def options(cls) -> list[PassOption]:
        """Every option the class declares (an option the run's release does
        not have is there too, with ``name`` None)."""
        cached = cls.__dict__.get("_pyopt_options")
        if cached is not None:
            return cached
        opts: list[PassOption] = []
        if dataclasses.is_dataclass(cls):
            hints = typing.get_type_hints(cls)
            for f in dataclasses.fields(cls):
                if not f.init or f.name.startswith("_"):
                    continue
                tp = hints.get(f.name, str)
                check_option_type(tp, f"{cls.__qualname__}.{f.name}")
                if f.default is not dataclasses.MISSING:
                    default = f.default
                elif f.default_factory is not dataclasses.MISSING:  # type: ignore[misc]
                    default = f.default_factory()  # type: ignore[misc]
                else:
                    raise TypeError(f"{cls.__qualname__}.{f.name}: a pass option needs a default")
                name, renames = _option_name(f.metadata.get("name", f.name.replace("_", "-")),
                                             f"{cls.__qualname__}.{f.name}")
                opts.append(PassOption(name, f.name, tp, default, f.metadata.get("help", ""),
                                       bool(f.metadata.get("writes_file", False)), renames,
                                       bool(f.metadata.get("pyopt_only", False))))
        cls._pyopt_options = opts  # type: ignore[attr-defined]
        return opts

    @classmethod
    def option_named(cls, key: str, notes: Optional[list] = None) -> Optional[PassOption]:
        """The option ``key`` names in the run's release (its name, its field's
        name, or an older release's name, which adds a note to ``notes``);
        None if none.  A newer release's name is a :class:`PassError`."""
        for o in cls.options():
            note = o.match(key, cls.name)
            if note is None:
                continue
            if note and notes is not None and note not in notes:
                notes.append(note)
            return o
        return None

    @classmethod
    def from_options(cls, options: list[tuple[str, Optional[str]]],
                     read_from: Optional[str] = None, notes: Optional[list] = None) -> "ModulePass":
        """Build the pass from ``[(key, value-or-None), ...]`` (a key without a
        value sets a boolean option to true).

        ``read_from`` says where options that did not come from the user's
        command line were read (``"the reproducer in 'x.mlir'"``); None means
        the command line.  Options read from an input may not name a file to
        write (``writes_file`` options): an input file must never choose
        where pyopt writes, so such a pipeline is refused, with a
        :class:`PassError` that names the option.  An option named as an
        older release names it adds a note to ``notes`` (:meth:`option_named`)."""
        kwargs: dict[str, Any] = {}
        for key, value in options:
            opt = cls.option_named(key, notes)
            if opt is None:
                known = ", ".join(o.name for o in cls.options() if o.name is not None) or "none"
                raise PassError(f"pass '{cls.name}': no such option '{key}' (options: {known})")
            if value is None:
                if opt.type is not bool:
                    raise PassError(f"pass '{cls.name}': option '{opt.name}' needs a value")
                value = "true"
            converted = opt.convert(unquote_option(value), cls.name)
            if read_from is not None and opt.names_file(converted):
                raise PassError(
                    f"pass '{cls.name}': option '{opt.name}' names a file to write ({quote_string(converted)}), "
                    f"and a pipeline read from {read_from} may not choose where pyopt writes: give the pass "
                    f"and this option on the command line (e.g. -{cls.name}={opt.name}=FILE)")
            kwargs[opt.attr] = converted
        return cls(**kwargs)

    def pipeline_text(self) -> str:
        """``argument{opt=value ...}`` as MLIR's printAsTextualPipeline writes
        it: the triton-opt flag, then the options of the run's release that
        Triton's pass has (not ``pyopt_only`` ones), sorted by name; an empty
        list prints nothing (its separating space stays), an empty string
        ``opt=``, a value with spaces in braces (checked with each release's
        ``pass_manager.get_pipeline_str()``)."""
        parts = []
        for o in sorted((o for o in self.options() if o.name is not None and not o.pyopt_only),
                        key=lambda o: o.name):
            v = getattr(self, o.attr)
            if isinstance(v, (list, tuple)) and not v:
                parts.append("")
                continue
            if isinstance(v, bool):
                s = "true" if v else "false"
            elif isinstance(v, (list, tuple)):
                s = ",".join(str(x) for x in v)
            else:
                s = str(v)
            if any(c.isspace() for c in s):
                s = "{" + s + "}"
            parts.append(f"{o.name}={s}")
        return self.get_argument() + ("{" + " ".join(parts) + "}" if parts else "")


def _option_name(declared: Any, where: str) -> tuple[str, tuple]:
    """An option's declared name -> (its base name, its renames): a string,
    or a release rule (:class:`~pyopt.ir.version.Versioned`) of strings."""
    if isinstance(declared, str):
        return declared, ()
    # Imported here, not at the top: a pass declaring a renamed option is
    # imported with the IR anyway; the registry's start-up loads no pyopt.ir.
    from pyopt.ir.version import Versioned

    if not isinstance(declared, Versioned) or not all(
            v is None or isinstance(v, str) for v in (declared.base, *(e.value for e in declared.since))):
        raise TypeError(f"{where}: an option's name is a string or a Versioned rule of strings "
                        "(None: a release without the option)")
    return declared.base, tuple((e.release, e.value, e.upstream) for e in declared.since)


def split_top_level(text: str, sep: Optional[str]) -> list[str]:
    """Split at ``sep`` (whitespace if None) outside quotes and braces."""
    out, cur, depth, quote = [], [], 0, ""
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = ""
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        elif depth == 0 and (ch.isspace() if sep is None else ch == sep):
            out.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    if quote or depth > 0:
        raise PassError(f"unbalanced {'quote' if quote else 'braces'} in '{text}'")
    out.append("".join(cur))
    return [s for s in out if s.strip()] if sep is None else out


def unquote_option(v: str) -> str:
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
        return v[1:-1]
    if len(v) >= 2 and v[0] == "{" and v[-1] == "}":
        return v[1:-1]
    return v
