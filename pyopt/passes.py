"""Passes: the base class, the registry, option parsing and the pass manager.

A pass is a class with one method, ``run(module, ctx)``; it declares
everything else about itself, once, as class attributes and dataclass fields
(as in xDSL's ``ModulePass``)::

    @register_pass
    class Coalesce(ModulePass):
        '''Give every global memory access the blocked layout that coalesces it.'''

        name = "coalesce"                        # pyopt's flag: -coalesce
        aliases = ("tritongpu-coalesce",)        # triton-opt's flag
        summary = "Coalesce global memory accesses (TritonGPUCoalesce)"
        mirrors = "lib/Dialect/TritonGPU/Transforms/Coalesce.cpp"

        explain: bool = field(default=False, metadata={"help": "emit a remark per memory op"})

        def run(self, module, ctx): ...

An option's name is its field name with ``_`` spelled ``-``
(``metadata={"name": ...}`` overrides it).  Option types: ``bool`` (true/false/
1/0), ``int``, ``float``, ``str``, ``list[T]``/``tuple[T, ...]``
(comma-separated) and ``Literal[...]``.

The registry and start-up
-------------------------
pyopt's own passes are the ``@register_pass`` classes of the modules listed in
:data:`pyopt.transforms.PASS_MODULES` (one module per pass).  That list is
the only thing written outside the class.  Importing a pass module imports its
dependencies (the IR, analyses, rewrite drivers), which ``pyopt --help``,
``--version`` and ``--list-passes`` must not pay for; so the registry first
*reads* each class's declaration from the module's source text (Python's
``ast``, without running it): ``name``, ``aliases``, ``summary``, ``mirrors``
and the option fields, whose annotations, defaults and ``field(...)``
metadata must therefore be literals (checked, with a clear error, when the
registry is built).  The module is imported the first time a command line
runs the pass; :func:`lookup_pass` then checks that the class it registered
says what its source said.  :func:`register_pass` registers a class directly,
which is how plugins (``--load-pass-plugin``) and tests add passes.

Passes run in command-line order, each on the whole module (MLIR's
``PassManager`` anchored on ``builtin.module``); the IR is verified after
parsing and after every pass (triton-opt's ``-verify-each``, on by default).
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import importlib.util
import re
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Optional

from pyopt.support import gc_paused
from pyopt.diagnostics import Diagnostic, DiagnosticEngine, DiagnosticError
from pyopt.transforms import PASS_MODULES

__all__ = [
    "ModulePass",
    "PassInfo",
    "PassOption",
    "PassSpec",
    "PassContext",
    "PassManager",
    "PassError",
    "PLANNED_PASSES",
    "register_pass",
    "unregister_pass",
    "builtin_passes",
    "pass_info",
    "lookup_pass",
    "resolve_pass",
    "available_passes",
    "parse_pass_options",
    "parse_pass_pipeline",
    "parse_bool",
    "read_pass_declaration",
]


class PassError(Exception):
    """A bad pass name, option or pipeline on the command line."""


# ---------------------------------------------------------------------------
# The registry
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PassInfo:
    """What a pass declares about itself: enough for ``--list-passes`` and
    for resolving a command line, without running its module."""

    name: str
    aliases: tuple[str, ...]
    summary: str
    mirrors: str
    options: tuple["PassOption", ...]
    target: str  # "package.module:ClassName"


# Triton passes that pyopt knows of but does not implement yet: triton-opt flag
# -> the name pyopt will give it.  Naming one gives a clear "not implemented
# yet" error.  (Implemented passes declare their flags in their classes.)
PLANNED_PASSES: dict[str, str] = {
    "tritonamdgpu-canonicalize-pointers": "canonicalize-pointers",
    "tritonamdgpu-convert-buffer-ops": "convert-to-buffer-ops",
    "canonicalize": "canonicalize",
}

_CLASSES: dict[str, type] = {}  # name -> class, for registered (imported) passes
_ALIASES: dict[str, str] = {}  # alias -> name, for registered passes
_BUILTIN: Optional[dict[str, PassInfo]] = None  # name and alias -> info, read from source


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


def builtin_passes() -> tuple[PassInfo, ...]:
    """pyopt's own passes, in :data:`pyopt.transforms.PASS_MODULES` order,
    as their classes declare them (read from source; nothing is imported)."""
    return tuple(dict.fromkeys(_builtin_index().values()))


def _builtin_index() -> dict[str, PassInfo]:
    global _BUILTIN
    if _BUILTIN is None:
        index: dict[str, PassInfo] = {}
        for module in PASS_MODULES:
            info = read_pass_declaration(module)
            for key in (info.name, *info.aliases):
                if key in index:
                    raise TypeError(f"pass name '{key}' of {info.target} is already taken by "
                                    f"{index[key].target}")
                index[key] = info
        _BUILTIN = index
    return _BUILTIN


def _info_from_class(cls: type) -> PassInfo:
    return PassInfo(cls.name, tuple(cls.aliases), cls.summary or _first_line(cls.__doc__), cls.mirrors,
                    tuple(cls.options()), f"{cls.__module__}:{cls.__qualname__}")


def pass_info(flag: str) -> Optional[PassInfo]:
    """What the pass named ``flag`` (a name or an alias) declares, without
    importing a built-in pass's module; None if pyopt has no such pass."""
    cls = _CLASSES.get(_ALIASES.get(flag, flag))
    if cls is not None:
        return _info_from_class(cls)
    return _builtin_index().get(flag)


def lookup_pass(flag: str) -> Optional[type]:
    """The pass class named ``flag`` (a name or an alias), importing its module
    if needed; None if pyopt has no such pass."""
    cls = _CLASSES.get(_ALIASES.get(flag, flag))
    if cls is not None:
        return cls
    info = _builtin_index().get(flag)
    if info is None:
        return None
    importlib.import_module(info.target.partition(":")[0])  # its @register_pass registers the class
    cls = _CLASSES.get(info.name)
    if cls is None or _info_from_class(cls) != info:
        raise TypeError(f"{info.target} does not register the pass its source declares "
                        f"(read: {info}; registered: {cls and _info_from_class(cls)})")
    return cls


def available_passes() -> list[PassInfo]:
    """Every pass pyopt can run (built-in and registered), by name."""
    seen: dict[str, PassInfo] = {info.name: info for info in builtin_passes()}
    for cls in _CLASSES.values():
        seen[cls.name] = _info_from_class(cls)
    return sorted(seen.values(), key=lambda i: i.name)


def _first_line(doc: Optional[str]) -> str:
    return (doc or "").strip().split("\n", 1)[0].strip()


def _unknown_pass_message(flag: str) -> str:
    if flag in PLANNED_PASSES:
        planned = PLANNED_PASSES[flag]
        extra = f" (pyopt will call it '{planned}')" if planned != flag else ""
        return f"pass '{flag}' is a Triton pass that pyopt does not implement yet{extra}"
    for triton_flag, planned in PLANNED_PASSES.items():
        if planned == flag:
            return (f"pass '{flag}' (triton-opt -{triton_flag}) is a Triton pass that pyopt "
                    "does not implement yet")
    return f"unknown pass '{flag}' (see pyopt --list-passes)"


# ---------------------------------------------------------------------------
# Reading a pass class's declaration from its module's source
# ---------------------------------------------------------------------------

# The decorated class statement; its declaration runs up to the first method
# (or the end of the class).
_DECLARATION = re.compile(r"^@register_pass[ \t]*\n(?:@[^\n]*\n)*class[ \t]+\w+", re.M)
_DECLARATION_END = re.compile(r"^(?:[ \t]+(?:async[ \t]+)?def\b|[ \t]+@|[^\s#])", re.M)
_DECLARED_ATTRS = ("name", "aliases", "summary", "mirrors")
_STATIC_TYPES = {"bool": bool, "int": int, "float": float, "str": str, "list": list, "tuple": tuple}
_FACTORIES = {"list": list, "tuple": tuple}


def read_pass_declaration(module: str) -> PassInfo:
    """The :class:`PassInfo` of the ``@register_pass`` class of ``module``,
    read from its source without importing it (see the module docstring)."""
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        raise ImportError(f"no pass module '{module}'")
    with open(spec.origin, encoding="utf-8") as f:
        source = f.read()
    found = list(_DECLARATION.finditer(source))
    if len(found) != 1:
        raise TypeError(f"{module}: a pass module holds one @register_pass class, found {len(found)}")
    start = found[0].start()
    end = _DECLARATION_END.search(source, found[0].end())
    try:
        tree = ast.parse(source[start:end.start() if end else len(source)])
    except SyntaxError:  # the cut fell inside a string: read the whole module
        tree = ast.parse(source)
    node = next(n for n in tree.body if isinstance(n, ast.ClassDef)
                and any(isinstance(d, ast.Name) and d.id == "register_pass" for d in n.decorator_list))
    where = f"{module}.{node.name}"
    if [b.id for b in node.bases if isinstance(b, ast.Name)] != ["ModulePass"] or len(node.bases) != 1:
        raise TypeError(f"{where}: a built-in pass derives from ModulePass alone")
    attrs: dict[str, Any] = {}
    options: list[PassOption] = []
    for stmt in node.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            key, value = stmt.targets[0].id, stmt.value
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            key, value = stmt.target.id, stmt.value
            if not _is_classvar(stmt.annotation) and not key.startswith("_"):
                option = _read_option(where, key, stmt.annotation, value)
                if option is not None:
                    options.append(option)
                continue
        else:
            continue
        if key in _DECLARED_ATTRS:
            attrs[key] = _literal(value, f"{where}.{key}")
    if not attrs.get("name"):
        raise TypeError(f"{where} has no name")
    summary = attrs.get("summary") or _first_line(ast.get_docstring(node))
    return PassInfo(attrs["name"], tuple(attrs.get("aliases", ())), summary, attrs.get("mirrors", ""),
                    tuple(options), f"{module}:{node.name}")


def _literal(node: Optional[ast.expr], where: str) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError):
        raise TypeError(f"{where}: a pass declaration must be a literal (it is read without "
                        "importing the module)") from None


def _is_classvar(annotation: ast.expr) -> bool:
    base = annotation.value if isinstance(annotation, ast.Subscript) else annotation
    return (isinstance(base, ast.Name) and base.id == "ClassVar") or (
        isinstance(base, ast.Attribute) and base.attr == "ClassVar")


def _read_option(where: str, attr: str, annotation: ast.expr, value: Optional[ast.expr]) -> Optional[PassOption]:
    where = f"{where}.{attr}"
    tp = _static_type(annotation, where)
    _check_type(tp, where)
    metadata: dict = {}
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "field":
        kw = {k.arg: k.value for k in value.keywords}
        if value.args or None in kw:
            raise TypeError(f"{where}: give field(...) keyword arguments only")
        if "init" in kw and not _literal(kw["init"], where):
            return None
        metadata = _literal(kw["metadata"], where) if "metadata" in kw else {}
        if "default" in kw:
            default = _literal(kw["default"], where)
        elif "default_factory" in kw:
            factory = kw["default_factory"]
            if not (isinstance(factory, ast.Name) and factory.id in _FACTORIES):
                raise TypeError(f"{where}: default_factory must be list or tuple")
            default = _FACTORIES[factory.id]()
        else:
            raise TypeError(f"{where}: a pass option needs a default")
    elif value is None:
        raise TypeError(f"{where}: a pass option needs a default")
    else:
        default = _literal(value, where)
    return PassOption(metadata.get("name", attr.replace("_", "-")), attr, tp, default, metadata.get("help", ""))


def _static_type(node: ast.expr, where: str) -> Any:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):  # a quoted annotation
        return _static_type(ast.parse(node.value, mode="eval").body, where)
    if isinstance(node, ast.Name) and node.id in _STATIC_TYPES:
        return _STATIC_TYPES[node.id]
    if isinstance(node, ast.Subscript):
        base = node.value
        base_name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else ""
        args = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if base_name == "Literal":
            return typing.Literal[tuple(_literal(a, where) for a in args)]
        if base_name == "list" and len(args) == 1:
            return list[_static_type(args[0], where)]
        if base_name == "tuple":
            return tuple[tuple(... if isinstance(a, ast.Constant) and a.value is ... else _static_type(a, where)
                               for a in args)]
    raise TypeError(f"{where}: unsupported option type {ast.unparse(node)!r}")


# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PassOption:
    name: str  # on the command line: allow-buffer-atomics
    attr: str  # the dataclass field: allow_buffer_atomics
    type: Any
    default: Any
    help: str = ""

    @property
    def type_name(self) -> str:
        return _type_name(self.type)

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
        items = [] if not t.strip() else [_convert(inner, s.strip()) for s in _split_top(t, ",")]
        return tuple(items) if origin is tuple else items
    raise ValueError(f"unsupported option type {tp!r}")


_SUPPORTED_ORIGINS = (list, tuple, typing.Literal)


def _check_type(tp: Any, where: str) -> None:
    origin = typing.get_origin(tp)
    if tp in (bool, int, float, str) or origin in _SUPPORTED_ORIGINS:
        return
    raise TypeError(f"{where}: unsupported option type {tp!r}")


# ---------------------------------------------------------------------------
# The pass base class
# ---------------------------------------------------------------------------


@dataclass
class PassContext:
    """What a pass gets besides the module: the diagnostic engine, and a way to
    fail.  ``ctx.remark(op, "...")`` emits a remark at ``op``'s location;
    ``ctx.error(op, "...")`` emits an error and fails the pass (as MLIR's
    ``op->emitError(); signalPassFailure();``); raising ``op_error(op, ...)``
    does the same."""

    diag: DiagnosticEngine = field(default_factory=DiagnosticEngine)
    source_name: str = "<stdin>"
    failed: bool = False

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

    def run(self, module, ctx: PassContext) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

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
                _check_type(tp, f"{cls.__qualname__}.{f.name}")
                if f.default is not dataclasses.MISSING:
                    default = f.default
                elif f.default_factory is not dataclasses.MISSING:  # type: ignore[misc]
                    default = f.default_factory()  # type: ignore[misc]
                else:
                    raise TypeError(f"{cls.__qualname__}.{f.name}: a pass option needs a default")
                opts.append(PassOption(f.metadata.get("name", f.name.replace("_", "-")), f.name, tp,
                                       default, f.metadata.get("help", "")))
        cls._pyopt_options = opts  # type: ignore[attr-defined]
        return opts

    @classmethod
    def from_options(cls, options: list[tuple[str, Optional[str]]]) -> "ModulePass":
        """Build the pass from ``[(key, value-or-None), ...]`` (a key without a
        value sets a boolean option to true)."""
        by_name = {o.name: o for o in cls.options()}
        for o in cls.options():
            by_name.setdefault(o.attr, o)
        kwargs: dict[str, Any] = {}
        for key, value in options:
            opt = by_name.get(key)
            if opt is None:
                known = ", ".join(o.name for o in cls.options()) or "none"
                raise PassError(f"pass '{cls.name}': no such option '{key}' (options: {known})")
            if value is None:
                if opt.type is not bool:
                    raise PassError(f"pass '{cls.name}': option '{opt.name}' needs a value")
                value = "true"
            kwargs[opt.attr] = opt.convert(_unquote(value), cls.name)
        return cls(**kwargs)

    def pipeline_text(self) -> str:
        """``name{opt=value ...}`` as MLIR's printAsTextualPipeline writes it."""
        parts = []
        for o in self.options():
            v = getattr(self, o.attr)
            if isinstance(v, bool):
                s = "true" if v else "false"
            elif isinstance(v, (list, tuple)):
                s = ",".join(str(x) for x in v)
            else:
                s = str(v)
            if s == "" or any(c.isspace() for c in s):
                s = "{" + s + "}" if s else '""'
            parts.append(f"{o.name}={s}")
        return self.name + ("{" + " ".join(parts) + "}" if parts else "")


# ---------------------------------------------------------------------------
# Pass specs from the command line
# ---------------------------------------------------------------------------


@dataclass
class PassSpec:
    """One pass named on the command line, in order: its flag (name or alias),
    its raw options, and the argument it came from (for messages)."""

    flag: str
    options: list[tuple[str, Optional[str]]] = field(default_factory=list)
    origin: str = ""


def _split_top(text: str, sep: Optional[str]) -> list[str]:
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


def _unquote(v: str) -> str:
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
        return v[1:-1]
    if len(v) >= 2 and v[0] == "{" and v[-1] == "}":
        return v[1:-1]
    return v


def parse_pass_options(text: str) -> list[tuple[str, Optional[str]]]:
    """``"k1=v1 k2=v2 flag"`` -> ``[("k1", "v1"), ("k2", "v2"), ("flag", None)]``
    (MLIR's pass option syntax: values may be quoted or in braces)."""
    out: list[tuple[str, Optional[str]]] = []
    for item in _split_top(text.strip(), None):
        key, eq, value = item.partition("=")
        key = key.strip()
        if not key:
            raise PassError(f"expected an option name in '{text}'")
        out.append((key, value if eq else None))
    return out


def parse_pass_arg(text: str, origin: str = "") -> PassSpec:
    """One ``-p`` value: ``name``, ``name=OPTIONS`` or ``name{OPTIONS}``."""
    t = text.strip()
    if not t:
        raise PassError("expected a pass name")
    brace = t.find("{")
    eq = t.find("=")
    if brace != -1 and (eq == -1 or brace < eq):
        if not t.endswith("}"):
            raise PassError(f"expected '}}' at the end of '{t}'")
        return PassSpec(t[:brace].strip(), parse_pass_options(t[brace + 1:-1]), origin or t)
    if eq != -1:
        return PassSpec(t[:eq].strip(), parse_pass_options(t[eq + 1:]), origin or t)
    return PassSpec(t, [], origin or t)


_MODULE_ANCHORS = ("builtin.module", "any")


def parse_pass_pipeline(text: str) -> list[PassSpec]:
    """``builtin.module(a, b{k=v})`` (MLIR's textual pass pipeline) -> specs.
    Nested ``builtin.module(...)``/``any(...)`` are flattened; pyopt runs
    module passes only, so other anchors (``tt.func(...)``) are an error."""
    specs: list[PassSpec] = []

    def elements(body: str) -> None:
        for item in _split_top(body, ","):
            item = item.strip()
            if not item:
                if body.strip():
                    raise PassError(f"empty element in pass pipeline '{text}'")
                continue
            paren = item.find("(")
            brace = item.find("{")
            if paren != -1 and (brace == -1 or paren < brace):
                anchor = item[:paren].strip()
                if not item.endswith(")"):
                    raise PassError(f"expected ')' at the end of '{item}' in pass pipeline")
                if anchor not in _MODULE_ANCHORS:
                    raise PassError(f"pass pipeline nested on '{anchor}' is not supported "
                                    "(pyopt runs module passes only)")
                elements(item[paren + 1:-1])
            else:
                specs.append(parse_pass_arg(item, origin=item))

    elements(text)
    return specs


def resolve_pass(spec: PassSpec) -> Callable[[], ModulePass]:
    """A factory of fresh instances of the pass ``spec`` names (one per input
    chunk, as mlir-opt builds a pass manager per chunk); raises
    :class:`PassError` for an unknown pass or a bad option."""
    cls = lookup_pass(spec.flag)
    if cls is None:
        raise PassError(_unknown_pass_message(spec.flag))
    cls.from_options(spec.options)  # validate now, before reading the input
    options = list(spec.options)
    return lambda: cls.from_options(options)


# ---------------------------------------------------------------------------
# Running passes
# ---------------------------------------------------------------------------


class PassManager:
    """Runs ``passes`` in order on a module, verifying after each (unless
    ``verify_each`` is off).  Diagnostics go to ``ctx.diag``; :meth:`run`
    returns False as soon as a pass or the verifier fails."""

    def __init__(self, passes: list[ModulePass], verify_each: bool = True,
                 verifier: Optional[Callable[[Any], None]] = None):
        self.passes = list(passes)
        self.verify_each = verify_each
        if verifier is None:
            # Imported here, not at the top, to keep `pyopt --help` fast: the
            # verifier imports the IR and every dialect.
            from pyopt.verifier import verify as verifier
        self.verifier = verifier

    def run(self, module, ctx: PassContext) -> bool:
        for p in self.passes:
            try:
                # Passes build and drop many IR objects that form cycles; the
                # collector's passes over the live IR find little to free.
                with gc_paused():
                    p.run(module, ctx)
                if ctx.failed:
                    return False
                if self.verify_each:
                    self.verifier(module)
            except DiagnosticError as e:
                ctx.diag.emit(e.diag)
                return False
        return True

