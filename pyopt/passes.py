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
import importlib
import importlib.util
import re
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

from pyopt.support import gc_paused
from pyopt.diagnostics import DiagnosticError
from pyopt.transforms.pass_base import (
    ModulePass, PassContext, PassError, PassOption, parse_bool, register_pass, registered_pass,
    registered_passes, split_top_level, unregister_pass, check_option_type,
)
from pyopt.transforms import PASS_MODULES

__all__ = [
    "ModulePass",
    "PassInfo",
    "PassOption",
    "PassSpec",
    "PassContext",
    "PassManager",
    "PassInstrumentation",
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
PLANNED_PASSES: dict[str, str] = {}

_BUILTIN: Optional[dict[str, PassInfo]] = None  # name and alias -> info, read from source


def builtin_passes() -> tuple[PassInfo, ...]:
    """pyopt's own passes, in :data:`pyopt.transforms.PASS_MODULES` order,
    as their classes declare them (read from source; nothing is imported)."""
    return tuple(dict.fromkeys(_builtin_index().values()))


_DECLARED: dict[str, PassInfo] = {}  # pass module -> its declaration, read once


def _declaration(module: str) -> PassInfo:
    info = _DECLARED.get(module)
    if info is None:
        info = _DECLARED[module] = read_pass_declaration(module)
    return info


def _builtin(flag: str) -> Optional[PassInfo]:
    """The built-in pass named ``flag``.  A pass module is named after its
    pass (:mod:`pyopt.transforms`), so that module's declaration is read
    first, alone; only a flag it does not declare (a triton-opt alias, an
    unknown name) has every module's read (start-up: a run reads the
    declarations of the passes it names, not of all)."""
    if _BUILTIN is None:
        module = "pyopt.transforms." + flag.replace("-", "_")
        if module in PASS_MODULES:
            info = _declaration(module)
            if flag == info.name or flag in info.aliases:
                return info
    return _builtin_index().get(flag)


def _builtin_index() -> dict[str, PassInfo]:
    global _BUILTIN
    if _BUILTIN is None:
        index: dict[str, PassInfo] = {}
        for module in PASS_MODULES:
            info = _declaration(module)
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
    cls = registered_pass(flag)
    if cls is not None:
        return _info_from_class(cls)
    return _builtin(flag)


def lookup_pass(flag: str) -> Optional[type]:
    """The pass class named ``flag`` (a name or an alias), importing its module
    if needed; None if pyopt has no such pass."""
    cls = registered_pass(flag)
    if cls is not None:
        return cls
    info = _builtin(flag)
    if info is None:
        return None
    importlib.import_module(info.target.partition(":")[0])  # its @register_pass registers the class
    cls = registered_pass(info.name)
    if cls is None or _info_from_class(cls) != info:
        raise TypeError(f"{info.target} does not register the pass its source declares "
                        f"(read: {info}; registered: {cls and _info_from_class(cls)})")
    return cls


def available_passes() -> list[PassInfo]:
    """Every pass pyopt can run (built-in and registered), by name."""
    seen: dict[str, PassInfo] = {info.name: info for info in builtin_passes()}
    for cls in registered_passes():
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
    check_option_type(tp, where)
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
    return PassOption(metadata.get("name", attr.replace("_", "-")), attr, tp, default, metadata.get("help", ""),
                      bool(metadata.get("writes_file", False)))


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
# Pass specs from the command line
# ---------------------------------------------------------------------------


@dataclass
class PassSpec:
    """One pass to run, in order: its flag (name or alias), its raw options,
    the argument it came from (for messages), and where it was read:
    ``read_from`` is None for the user's command line, else a description
    of the input it was read from (``"the reproducer in 'x.mlir'"``), which
    may not set options that name files to write
    (:meth:`ModulePass.from_options`)."""

    flag: str
    options: list[tuple[str, Optional[str]]] = field(default_factory=list)
    origin: str = ""
    read_from: Optional[str] = None


def parse_pass_options(text: str) -> list[tuple[str, Optional[str]]]:
    """``"k1=v1 k2=v2 flag"`` -> ``[("k1", "v1"), ("k2", "v2"), ("flag", None)]``
    (MLIR's pass option syntax: values may be quoted or in braces)."""
    out: list[tuple[str, Optional[str]]] = []
    for item in split_top_level(text.strip(), None):
        key, eq, value = item.partition("=")
        key = key.strip()
        if not key:
            raise PassError(f"expected an option name in '{text}'")
        out.append((key, value if eq else None))
    return out


def parse_pass_arg(text: str, origin: str = "", read_from: Optional[str] = None) -> PassSpec:
    """One ``-p`` value: ``name``, ``name=OPTIONS`` or ``name{OPTIONS}``
    (``read_from``: see :class:`PassSpec`)."""
    t = text.strip()
    if not t:
        raise PassError("expected a pass name")
    brace = t.find("{")
    eq = t.find("=")
    if brace != -1 and (eq == -1 or brace < eq):
        if not t.endswith("}"):
            raise PassError(f"expected '}}' at the end of '{t}'")
        return PassSpec(t[:brace].strip(), parse_pass_options(t[brace + 1:-1]), origin or t, read_from)
    if eq != -1:
        return PassSpec(t[:eq].strip(), parse_pass_options(t[eq + 1:]), origin or t, read_from)
    return PassSpec(t, [], origin or t, read_from)


def _shown(text: str, limit: int = 200) -> str:
    """``text`` for a message: its start, when it is long."""
    return text if len(text) <= limit else text[:limit] + "..."


def parse_pass_pipeline(text: str, read_from: Optional[str] = None) -> list[PassSpec]:
    """``builtin.module(a, b{k=v})`` (MLIR's textual pass pipeline) -> specs.
    Nested ``builtin.module(...)``/``any(...)`` are flattened; pyopt runs
    module passes only, so other anchors (``tt.func(...)``) are an error.
    ``read_from`` (None: the command line) is where the text was read; every
    spec carries it (:class:`PassSpec`).

    One scan over the text, with a counter per open group (no recursion):
    any nesting depth parses in time linear in the text."""
    # Imported here to keep start-up fast (--version, --help, --list-passes
    # load no IR).
    from pyopt.dialects.builtin.ops import ModuleOp

    # The anchors passes may nest on: the module op's name, or MLIR's ``any``
    # (pipeline syntax, not op matching).
    module_anchors = (ModuleOp.OP_NAME, "any")
    specs: list[PassSpec] = []
    elements = [0]  # per open group (the top level first): elements and commas seen so far
    group_start: list[int] = []  # where each open group's anchor starts
    start = 0  # where the current element starts
    closed = -1  # where the group that ends the current element started (-1: none)
    depth = 0  # braces and brackets inside options
    quote = ""

    def finish(end: int, at_close: bool) -> None:
        item = text[start:end].strip()
        if closed >= 0:
            if item:
                raise PassError(f"expected ',' or ')' after '{_shown(text[closed:start].strip())}' "
                                f"in pass pipeline, got '{_shown(item)}'")
            return
        if not item:
            if at_close and elements[-1] == 0:
                return  # an empty group, or an empty pipeline
            raise PassError(f"empty element in pass pipeline '{_shown(text)}'")
        specs.append(parse_pass_arg(item, origin=item, read_from=read_from))

    for i, ch in enumerate(text):
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth < 0:
                raise PassError(f"unbalanced braces in '{_shown(text)}'")
        elif depth:
            continue
        elif ch == "(":
            anchor = text[start:i].strip()
            if closed >= 0:
                raise PassError(f"expected ',' or ')' after '{_shown(text[closed:start].strip())}' "
                                "in pass pipeline")
            if anchor not in module_anchors:
                raise PassError(f"pass pipeline nested on '{_shown(anchor)}' is not supported "
                                "(pyopt runs module passes only)")
            group_start.append(start)
            elements.append(0)
            start = i + 1
        elif ch == ",":
            finish(i, False)
            elements[-1] += 1
            start, closed = i + 1, -1
        elif ch == ")":
            if not group_start:
                raise PassError(f"unbalanced parentheses in '{_shown(text)}'")
            finish(i, True)
            elements.pop()
            elements[-1] += 1
            start, closed = i + 1, group_start.pop()
    if quote or depth:
        raise PassError(f"unbalanced {'quote' if quote else 'braces'} in '{_shown(text)}'")
    if group_start:
        raise PassError(f"unbalanced parentheses in '{_shown(text)}': {len(group_start)} '(' not closed")
    finish(len(text), True)
    return specs


def resolve_pass(spec: PassSpec) -> Callable[[], ModulePass]:
    """A factory of fresh instances of the pass ``spec`` names (one per input
    chunk, as mlir-opt builds a pass manager per chunk); raises
    :class:`PassError` for an unknown pass or a bad option."""
    cls = lookup_pass(spec.flag)
    if cls is None:
        raise PassError(_unknown_pass_message(spec.flag))
    read_from = spec.read_from
    cls.from_options(spec.options, read_from)  # validate now, before running anything
    options = list(spec.options)
    return lambda: cls.from_options(options, read_from)


# ---------------------------------------------------------------------------
# Running passes
# ---------------------------------------------------------------------------


class PassInstrumentation:
    """MLIR's ``PassInstrumentation``: hooks the pass manager calls around
    each pass it runs (``op`` is the op the pass runs on: the module, or a
    function for a pass anchored on ``tt.func``) and around each pipeline
    nested on ops below the module (``anchor`` names their op).  The
    implementations (IR printing, timing) are in :mod:`pyopt.instrument`."""

    def run_before_pipeline(self, anchor: str) -> None:
        pass

    def run_after_pipeline(self, anchor: str) -> None:
        pass

    def run_before_pass(self, p: ModulePass, op) -> None:
        pass

    def run_after_pass(self, p: ModulePass, op) -> None:
        pass

    def run_after_pass_failed(self, p: ModulePass, op) -> None:
        pass


class PassManager:
    """Runs ``passes`` in order on a module, verifying after each (unless
    ``verify_each`` is off).  Diagnostics go to ``ctx.diag``; :meth:`run`
    returns False as soon as a pass or the verifier fails.

    As MLIR's pass manager with implicit nesting, consecutive passes anchored
    below the module (``anchor = "tt.func"``) form one nested pipeline that
    runs, function by function, on the module's top-level ops of that kind;
    a function whose pipeline fails stops there, the others still run (as
    with MLIR's threading on), and the run fails after the pipeline.
    ``instrumentations`` (:class:`PassInstrumentation`) see every pass run."""

    def __init__(self, passes: list[ModulePass], verify_each: bool = True,
                 verifier: Optional[Callable[[Any], None]] = None,
                 instrumentations: Sequence[PassInstrumentation] = ()):
        self.passes = list(passes)
        self.verify_each = verify_each
        if verifier is None:
            # Imported here, not at the top, to keep `pyopt --help` fast: the
            # verifier imports the IR and every dialect.
            from pyopt.verifier import verify as verifier
        self.verifier = verifier
        self.instrumentations = list(instrumentations)

    def add_instrumentation(self, instrumentation: PassInstrumentation) -> None:
        self.instrumentations.append(instrumentation)

    def run(self, module, ctx: PassContext) -> bool:
        # Imported here to keep start-up fast (--help loads no IR).
        from pyopt.ir.context import current

        i = 0
        while i < len(self.passes):
            anchor = self.passes[i].anchor
            cls = current().lookup_op(anchor)
            if cls is None or isinstance(module, cls):
                if not self._run_pass(self.passes[i], module, ctx, module):
                    return False
                i += 1
                continue
            j = i
            while j < len(self.passes) and self.passes[j].anchor == anchor:
                j += 1
            if not self._run_nested(self.passes[i:j], anchor, cls, module, ctx):
                return False
            i = j
        return True

    def _run_pass(self, p: ModulePass, op, ctx: PassContext, module) -> bool:
        """One pass on ``op`` (the module, or an op nested in it), hooks
        around it; the module is verified after it."""
        for inst in self.instrumentations:
            inst.run_before_pass(p, op)
        ok = False
        try:
            # Passes build and drop many IR objects that form cycles; the
            # collector's passes over the live IR find little to free.
            with gc_paused():
                if op is module:
                    p.run(module, ctx)
                else:
                    p.run_on_operation(op, ctx)
            if not ctx.failed:
                if self.verify_each and op is module:
                    self.verifier(module)
                ok = True
        except DiagnosticError as e:
            ctx.diag.emit(e.diag)
            ctx.failed = True
        finally:
            for inst in self.instrumentations:
                if ok:
                    inst.run_after_pass(p, op)
                else:
                    inst.run_after_pass_failed(p, op)
        return ok

    def _run_nested(self, passes: list[ModulePass], anchor: str, cls: type, module, ctx: PassContext) -> bool:
        for inst in self.instrumentations:
            inst.run_before_pipeline(anchor)
        failed = False
        try:
            targets = [op for region in module.regions for block in region.blocks for op in block.ops
                       if isinstance(op, cls)]
            for op in targets:
                for p in passes:
                    if not self._run_pass(p, op, ctx, module):
                        failed = True
                        ctx.failed = False  # the other functions still run
                        break
        finally:
            for inst in self.instrumentations:
                inst.run_after_pipeline(anchor)
        if failed:
            ctx.failed = True
            return False
        if self.verify_each:
            try:
                self.verifier(module)
            except DiagnosticError as e:
                ctx.diag.emit(e.diag)
                return False
        return True
