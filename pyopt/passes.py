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
(``metadata={"name": ...}`` overrides it; a name that a Triton release
changed is a ``Versioned`` rule there, see :class:`PassOption`).  Option
types: ``bool`` (true/false/1/0), ``int``, ``float``, ``str``,
``list[T]``/``tuple[T, ...]`` (comma-separated) and ``Literal[...]``; a
default is plain data (those types' values), as the index holds it.

The registry and start-up
-------------------------
pyopt's own passes are the ``@register_pass`` classes of the modules listed in
:data:`pyopt.transforms.PASS_MODULES` (one module per pass); each class is the
one home of its declaration.  Importing a pass module imports its
dependencies (the IR, the dialects, analyses, rewrite drivers), which ``pyopt
--help``, ``--list-passes`` and a run of one pass must not pay for every pass.
So, as MLIR generates ``Passes.h.inc`` from ``Passes.td``, the declarations
are *generated* into a committed index, :mod:`pyopt.transforms.pass_index`
(plain literals: ``name``, ``aliases``, ``summary``, ``mirrors``, ``target``
and each option's :meth:`PassOption.to_data`, including its per-release
names), written by ``python tools/gen_pass_index.py`` from the imported
classes (:func:`render_pass_index`).  The registry reads that index at
start-up (one cached module, no source text, no pass imported); a pass's
module is imported the first time a command line runs the pass, and
:func:`lookup_pass` then checks that the class it registered says what the
index says (a stale index is an error that names the command to fix it;
``test/unit/test_pass_index.py`` checks the committed index is fresh).
Other designs were weighed: a tiny declaration module per pass would split
each pass's declaration from its class, and making every pass module cheap
to import would need lazy imports through the IR, dialects and analyses.
:func:`register_pass` registers a class directly, which is how plugins
(``--load-pass-plugin``) and tests add passes; they are not in the index.

Passes run in command-line order, each on the whole module (MLIR's
``PassManager`` anchored on ``builtin.module``); the IR is verified after
parsing and after every pass (triton-opt's ``-verify-each``, on by default).
"""

from __future__ import annotations

import importlib
import os
from typing import Any, Callable, Optional, Sequence

from pyopt.support import FrozenRecord, Record, gc_paused
from pyopt.diagnostics import DiagnosticError
from pyopt.transforms.pass_base import (
    ModulePass, PassContext, PassError, PassOption, parse_bool, register_pass, registered_pass,
    registered_passes, split_top_level, unregister_pass,
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
    "unknown_pass_error",
    "unknown_pass_reason",
    "statistics_report",
    "register_pass",
    "unregister_pass",
    "builtin_passes",
    "pass_info",
    "lookup_pass",
    "resolve_pass",
    "available_passes",
    "release_refusal",
    "parse_pass_options",
    "parse_pass_pipeline",
    "parse_bool",
    "render_pass_index",
    "stale_pass_index",
    "load_builtin_passes",
    "PassIndexError",
]


# ---------------------------------------------------------------------------
# The registry
# ---------------------------------------------------------------------------


class PassInfo(FrozenRecord):
    """What a pass declares about itself: enough for ``--list-passes`` and
    for resolving a command line, without running its module (frozen: a
    :class:`~pyopt.support.FrozenRecord`, start-up)."""

    _FIELDS = ("name", "aliases", "summary", "mirrors", "options", "target", "registered")

    def __init__(self, name: str, aliases: tuple[str, ...], summary: str, mirrors: str,
                 options: tuple["PassOption", ...], target: str, registered: tuple = ()) -> None:
        set_ = object.__setattr__
        set_(self, "name", name)
        set_(self, "aliases", aliases)
        set_(self, "summary", summary)
        set_(self, "mirrors", mirrors)
        set_(self, "options", options)
        set_(self, "target", target)  # "package.module:ClassName"
        # The releases that register the pass: () for every release, else the
        # class's rule as data, (base, ((release, value, upstream), ...)).
        set_(self, "registered", registered)

    def registered_at(self, release: tuple) -> bool:
        """Whether Triton ``release`` (``(3, 7, 1)``) has the pass."""
        if not self.registered:
            return True
        value = self.registered[0]
        for since, v, _ in self.registered[1]:
            if tuple(release[: len(since)]) >= tuple(since):
                value = v
        return bool(value)


#: the command that writes :mod:`pyopt.transforms.pass_index`
INDEX_COMMAND = "python tools/gen_pass_index.py"
#: the index's file (a string: pathlib costs start-up)
INDEX_PATH = os.path.join(os.path.dirname(__file__), "transforms", "pass_index.py")


class PassIndexError(RuntimeError):
    """The committed pass index does not say what the pass classes declare."""


_BUILTIN: Optional[dict[str, PassInfo]] = None  # name and alias -> info, from the index


def builtin_passes() -> tuple[PassInfo, ...]:
    """pyopt's own passes, in :data:`pyopt.transforms.PASS_MODULES` order,
    as the pass index records their classes' declarations (nothing is imported
    but the index)."""
    return tuple(dict.fromkeys(_builtin_index().values()))


def _stale(what: str) -> PassIndexError:
    return PassIndexError(f"the pass index (pyopt/transforms/pass_index.py) is stale: {what}; "
                          f"run {INDEX_COMMAND}")


def _builtin_index() -> dict[str, PassInfo]:
    global _BUILTIN
    if _BUILTIN is None:
        from pyopt.transforms import pass_index  # here, for start-up: --version never reads it

        infos = [_info_from_data(entry) for entry in pass_index.PASSES]
        modules = tuple(info.target.partition(":")[0] for info in infos)
        if modules != PASS_MODULES:
            raise _stale(f"it lists {', '.join(modules) or 'no module'}; "
                         f"PASS_MODULES lists {', '.join(PASS_MODULES) or 'none'}")
        index: dict[str, PassInfo] = {}
        for info in infos:
            for key in (info.name, *info.aliases):
                if key in index:
                    raise TypeError(f"pass name '{key}' of {info.target} is already taken by "
                                    f"{index[key].target}")
                index[key] = info
        _BUILTIN = index
    return _BUILTIN


def _registered_data(declared: Any, where: str) -> tuple:
    """A pass's ``registered`` declaration as the index records it: () for
    True, else (base, ((release, value, upstream), ...)) of its release rule."""
    if declared is True:
        return ()
    # Imported here, not at the top: only a pass that some release lacks
    # declares a rule (the registry's start-up loads no pyopt.ir).
    from pyopt.ir.version import Versioned

    if not isinstance(declared, Versioned) or not all(
            isinstance(v, bool) for v in (declared.base, *(e.value for e in declared.since))):
        raise TypeError(f"{where}: 'registered' is True or a Versioned rule of bools")
    return (declared.base, tuple((e.release, e.value, e.upstream) for e in declared.since))


def _info_from_class(cls: type) -> PassInfo:
    return PassInfo(cls.name, tuple(cls.aliases), cls.summary or _first_line(cls.__doc__), cls.mirrors,
                    tuple(cls.options()), f"{cls.__module__}:{cls.__qualname__}",
                    _registered_data(cls.registered, cls.__qualname__))


def _info_from_data(data: dict) -> PassInfo:
    return PassInfo(data["name"], tuple(data["aliases"]), data["summary"], data["mirrors"],
                    tuple(PassOption.from_data(o) for o in data["options"]), data["target"],
                    tuple(data.get("registered", ())))


def _info_data(info: PassInfo) -> dict:
    data = {"target": info.target, "name": info.name, "aliases": info.aliases, "summary": info.summary,
            "mirrors": info.mirrors}
    if info.registered:  # only a pass that some release lacks records its releases
        data["registered"] = info.registered
    data["options"] = tuple(o.to_data() for o in info.options)
    return data


# ---------------------------------------------------------------------------
# Writing the index (tools/gen_pass_index.py) and checking it
# ---------------------------------------------------------------------------


def load_builtin_passes() -> list[type]:
    """Import every built-in pass module; its ``@register_pass`` class, per
    module, in :data:`~pyopt.transforms.PASS_MODULES` order."""
    classes = []
    for module in PASS_MODULES:
        mod = importlib.import_module(module)
        found = [c for c in vars(mod).values() if isinstance(c, type) and issubclass(c, ModulePass)
                 and c.__module__ == module and getattr(c, "name", "") and registered_pass(c.name) is c]
        if len(found) != 1:
            raise TypeError(f"{module}: a pass module registers one pass class, found {len(found)}")
        classes.append(found[0])
    return classes


def render_pass_index() -> str:
    """The text of :mod:`pyopt.transforms.pass_index`: the declarations of the
    classes :func:`load_builtin_passes` imports, as plain literals."""
    lines = ['"""pyopt\'s built-in passes, as their classes declare them (pyopt.passes reads this',
             "at start-up instead of importing every pass module).",
             "",
             f"Generated by `{INDEX_COMMAND}` from the @register_pass classes of",
             "pyopt.transforms.PASS_MODULES; do not edit: after changing a pass's declaration",
             "(name, aliases, summary, mirrors, options), run that command again.",
             '"""',
             "",
             "PASSES = ("]
    for cls in load_builtin_passes():
        lines.append("    {")
        for key, value in _info_data(_info_from_class(cls)).items():
            if key == "options":
                lines.append(f"        {key!r}: (")
                lines.extend(f"            {option!r}," for option in value)
                lines.append("        ),")
            else:
                lines.append(f"        {key!r}: {value!r},")
        lines.append("    },")
    lines.append(")")
    return "\n".join(lines) + "\n"


def stale_pass_index() -> Optional[str]:
    """None when the committed index is what :func:`render_pass_index`
    writes; else a message saying what differs and the command to fix it."""
    want = render_pass_index()
    try:
        with open(INDEX_PATH, encoding="utf-8") as f:
            have = f.read()
    except FileNotFoundError:
        have = ""
    if want == have:
        return None
    import difflib  # here, for start-up: only the check uses it

    diff = "".join(difflib.unified_diff(have.splitlines(True), want.splitlines(True),
                                        "pass_index.py (committed)", "pass_index.py (the classes)", n=1))
    return str(_stale("the pass classes declare something else")) + "\n" + diff


def pass_info(flag: str) -> Optional[PassInfo]:
    """What the pass named ``flag`` (a name or an alias) declares, without
    importing a built-in pass's module; None if pyopt has no such pass."""
    cls = registered_pass(flag)
    if cls is not None:
        return _info_from_class(cls)
    return _builtin_index().get(flag)


def lookup_pass(flag: str) -> Optional[type]:
    """The pass class named ``flag`` (a name or an alias), importing its module
    if needed; None if pyopt has no such pass."""
    cls = registered_pass(flag)
    if cls is not None:
        return cls
    info = _builtin_index().get(flag)
    if info is None:
        return None
    importlib.import_module(info.target.partition(":")[0])  # its @register_pass registers the class
    cls = registered_pass(info.name)
    if cls is None:
        raise _stale(f"{info.target} registers no pass '{info.name}'")
    registered = _info_from_class(cls)
    if registered != info:
        differ = [f for f in ("target", "aliases", "summary", "mirrors", "registered")
                  if getattr(registered, f) != getattr(info, f)]
        differ += [f"option '{name}'" for name in dict.fromkeys(
            o.name for o in registered.options + info.options
            if (o in registered.options) != (o in info.options))]
        raise _stale(f"{info.target} declares another {', '.join(differ)} than it records")
    return cls


def available_passes(release: Optional[tuple] = None) -> list[PassInfo]:
    """Every pass pyopt can run (built-in and registered), by name; with
    ``release``, only those that Triton release has."""
    seen: dict[str, PassInfo] = {info.name: info for info in builtin_passes()}
    for cls in registered_passes():
        seen[cls.name] = _info_from_class(cls)
    return sorted((i for i in seen.values() if release is None or i.registered_at(release)),
                  key=lambda i: i.name)


def release_refusal(info: PassInfo, flag: str, release: tuple) -> Optional[PassError]:
    """None when Triton ``release`` has the pass ``info`` (named ``flag``);
    else the error for it: the release's unknown pass, with a note naming
    the releases that have it and the option that selects one (as an op a
    release lacks is refused, :func:`pyopt.ir.version.other_release_note`)."""
    if info.registered_at(release):
        return None
    from pyopt.ir import version  # here, for start-up: only a pass some release lacks needs it

    others = [version.short(r) for r in version.SUPPORTED if info.registered_at(r)]
    listed = others[0] if len(others) == 1 else ", ".join(others[:-1]) + " and " + others[-1]
    return PassError(f"unknown pass '{flag}' in Triton {version.short(release)} (see pyopt --list-passes)",
                     [f"pass '{info.name}' is a Triton {listed} pass: --triton-version={others[-1]}"])


def _first_line(doc: Optional[str]) -> str:
    return (doc or "").strip().split("\n", 1)[0].strip()


def _listed(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _unknown_pass_kind(flag: str, release: Optional[tuple]) -> tuple[str, Optional[tuple], tuple]:
    """What ``flag`` (no pyopt pass) is: ("triton", releases, bindings) for a
    pass of the release's compiler, ("other-release", releases, ()) for one
    only other releases have, ("unknown", None, ()) otherwise."""
    # Imported here, for start-up: only an unknown pass reads the table.
    from pyopt.transforms.triton_passes import PASSES

    entry = PASSES.get(flag)
    if entry is None:
        return "unknown", None, ()
    from pyopt.ir import version  # here, for start-up (as above)

    if release is None:
        from pyopt.ir.context import current  # here, for start-up (as above)

        release = current().release
    releases, bindings = entry
    return ("triton" if version.short(release) in releases else "other-release"), releases, bindings


def unknown_pass_reason(flag: str, release: Optional[tuple] = None) -> str:
    """A few words on ``flag``, a name pyopt has no pass for: "a Triton pass
    pyopt does not implement", "a Triton 3.9 pass, unknown in Triton 3.6",
    "an unknown pass"."""
    kind, releases, _ = _unknown_pass_kind(flag, release)
    if kind == "triton":
        return "a Triton pass pyopt does not implement"
    if kind == "other-release":
        from pyopt.ir import version  # here, for start-up (as in _unknown_pass_kind)
        from pyopt.ir.context import current  # (as above)

        run = version.short(release if release is not None else current().release)
        return f"a Triton {_listed(list(releases))} pass, unknown in Triton {run}"
    return "an unknown pass"


def unknown_pass_error(flag: str, release: Optional[tuple] = None) -> PassError:
    """The error for ``flag``, a name pyopt has no pass for, in Triton
    ``release`` (default: the active context's).  A pass of Triton's compiler
    (:mod:`pyopt.transforms.triton_passes`, from the wheels) is named as a
    Triton pass pyopt does not implement, with a note naming the binding that
    adds it; one that only other releases have is that release's unknown pass,
    with a note naming them; anything else is MLIR's unknown pass (a typo:
    the command line adds its "did you mean")."""
    kind, releases, bindings = _unknown_pass_kind(flag, release)
    if kind == "unknown":
        return PassError(f"unknown pass '{flag}' (see pyopt --list-passes)")
    from pyopt.ir import version  # here, for start-up (as in _unknown_pass_kind)
    from pyopt.ir.context import current  # (as above)

    run = version.short(release if release is not None else current().release)
    if kind == "triton":
        return PassError(f"pass '{flag}' is a Triton pass pyopt does not implement (see pyopt --list-passes)",
                         [f"Triton {run} adds it with {_listed(list(bindings))}"])
    return PassError(f"unknown pass '{flag}' in Triton {run} (see pyopt --list-passes)",
                     [f"pass '{flag}' is a Triton {_listed(list(releases))} pass, which pyopt does not implement"])


# ---------------------------------------------------------------------------
# Pass specs from the command line
# ---------------------------------------------------------------------------


class PassSpec(Record):
    """One pass to run, in order: its flag (name or alias), its raw options,
    the argument it came from (for messages), and where it was read:
    ``read_from`` is None for the user's command line, else a description
    of the input it was read from (``"the reproducer in 'x.mlir'"``), which
    may not set options that name files to write
    (:meth:`ModulePass.from_options`).  (A :class:`~pyopt.support.Record`: start-up.)"""

    _FIELDS = ("flag", "options", "origin", "read_from", "nesting", "nest_ids")

    def __init__(self, flag: str, options: Optional[list[tuple[str, Optional[str]]]] = None, origin: str = "",
                 read_from: Optional[str] = None, nesting: tuple = (), nest_ids: tuple = ()) -> None:
        self.flag = flag
        self.options = [] if options is None else options
        self.origin = origin
        self.read_from = read_from
        # The anchors of the nested pipelines the pass was written in, below the
        # pipeline's root (``builtin.module(tt.func(x))``: ``("tt.func",)``).
        self.nesting = nesting
        # One id per entry of ``nesting``: where its group starts in the text
        # (two groups on one anchor are two nested pipelines until the manager
        # merges them, as MLIR prints them with --dump-pass-pipeline).
        self.nest_ids = nest_ids


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


ANCHOR_REQUIRED = ("expected pass pipeline to be wrapped with the anchor operation type, "
                   "e.g. 'builtin.module(...)'")


def parse_pass_pipeline(text: str, read_from: Optional[str] = None, require_anchor: bool = False) -> list[PassSpec]:
    """``builtin.module(a, tt.func(b{k=v}))`` (MLIR's textual pass pipeline) ->
    specs.  The outermost anchor is the root the pipeline runs on; every
    anchor below it (``tt.func``, MLIR's op-agnostic ``any``, any op name) is
    recorded in the spec's ``nesting`` (a nested ``builtin.module`` too: its
    passes run on the modules nested in the root, as MLIR runs them).  ``require_anchor``: the text must be wrapped in an
    anchor (mlir-opt's ``--pass-pipeline``, MLIR's message).
    ``read_from`` (None: the command line) is where the text was read; every
    spec carries it (:class:`PassSpec`).

    One scan over the text, with a counter per open group (no recursion):
    any nesting depth parses in time linear in the text."""
    # Imported here to keep start-up fast (--version, --help, --list-passes
    # load no IR).
    from pyopt.dialects.builtin.ops import ModuleOp

    if require_anchor:
        t = text.strip()
        first = t.find("(")
        if first <= 0 or not t.endswith(")"):
            raise PassError(ANCHOR_REQUIRED)
        root = t[:first].strip()
        if root not in (ModuleOp.OP_NAME, "any"):
            raise PassError(f"can't run '{_shown(root)}' pass manager on '{ModuleOp.OP_NAME}' op")
    specs: list[PassSpec] = []
    elements = [0]  # per open group (the top level first): elements and commas seen so far
    group_start: list[int] = []  # where each open group's anchor starts
    anchors: list[Optional[tuple]] = []  # each open group's (anchor, start) (None: the root)
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
        spec = parse_pass_arg(item, origin=item, read_from=read_from)
        spec.nesting = tuple(a[0] for a in anchors if a is not None)
        spec.nest_ids = tuple(a[1] for a in anchors if a is not None)
        specs.append(spec)

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
            if not anchor:
                raise PassError(f"expected an anchor operation name before '(' in pass pipeline '{_shown(text)}'")
            anchors.append(None if not group_start else (anchor, start))
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
            anchors.pop()
            start, closed = i + 1, group_start.pop()
    if quote or depth:
        raise PassError(f"unbalanced {'quote' if quote else 'braces'} in '{_shown(text)}'")
    if group_start:
        raise PassError(f"unbalanced parentheses in '{_shown(text)}': {len(group_start)} '(' not closed")
    finish(len(text), True)
    return specs


def resolve_pass(spec: PassSpec, notes: Optional[list] = None) -> Callable[[], ModulePass]:
    """A factory of fresh instances of the pass ``spec`` names (one per input
    chunk, as mlir-opt builds a pass manager per chunk); raises
    :class:`PassError` for an unknown pass or a bad option.  An option named
    as an older Triton release names it adds a note to ``notes``."""
    info = pass_info(spec.flag)
    if info is not None and info.registered:
        from pyopt.ir.context import current  # here, for start-up: only a pass some release lacks needs it

        refusal = release_refusal(info, spec.flag, current().release)
        if refusal is not None:
            raise refusal
    cls = lookup_pass(spec.flag)
    if cls is None:
        raise unknown_pass_error(spec.flag)
    read_from = spec.read_from
    cls.from_options(spec.options, read_from, notes)  # validate now, before running anything
    options = list(spec.options)
    nesting, nest_ids = spec.nesting, spec.nest_ids
    if nesting and not cls.op_agnostic and cls.anchor != nesting[-1] and nesting[-1] != "any":
        # MLIR's OpPassManager::addPass on a manager of another op (explicit nesting).
        raise PassError(f"Can't add pass '{cls.get_name()}' restricted to '{cls.anchor}' on a PassManager "
                        f"intended to run on '{nesting[-1]}', did you intend to nest?")

    def make() -> ModulePass:
        p = cls.from_options(options, read_from)
        p.nesting, p.nest_ids = nesting, nest_ids
        return p
    return make


def dump_pass_pipeline(passes: Sequence[ModulePass], root: str = "builtin.module") -> str:
    """What mlir-opt's ``--dump-pass-pipeline`` writes (``OpPassManager::dump``
    and a blank line): ``Pass Manager with N passes:`` (N: the root's
    passes, a nested pipeline counting as one), then the textual pipeline,
    ``root(a,tt.func(b{k=v}),c)``, each pass with all its options
    (:meth:`ModulePass.pipeline_text`).  A pass anchored below the module
    given outside a pipeline of its op gets one of its own, as MLIR's
    implicit nesting adds one per pass."""
    def path(p: ModulePass) -> list:
        steps = list(zip(p.nesting, p.nest_ids or (None,) * len(p.nesting)))
        if p.anchor != ModulePass.anchor and (not steps or steps[-1][0] not in (p.anchor, "any")):
            steps.append((p.anchor, ("implicit", id(p))))
        return steps

    def render(items: list, depth: int) -> list[str]:
        out: list[str] = []
        i = 0
        while i < len(items):
            p, steps = items[i]
            if len(steps) == depth:
                out.append(p.pipeline_text())
                i += 1
                continue
            key = steps[depth]
            j = i
            while j < len(items) and len(items[j][1]) > depth and items[j][1][depth] == key:
                j += 1
            out.append(f"{key[0]}(" + ",".join(render(items[i:j], depth + 1)) + ")")
            i = j
        return out

    top = render([(p, path(p)) for p in passes], 0)
    return f"Pass Manager with {len(top)} passes:\n{root}(" + ",".join(top) + ")\n\n"


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


def _anchor_paths(passes: Sequence[ModulePass]) -> list[tuple[ModulePass, tuple]]:
    """Each pass with its path of anchors below the root: its nested pipeline
    (``p.nesting``), and, as MLIR's implicit nesting, its own anchor where the
    pipeline it is in runs on another op.  Consecutive passes whose paths
    start with one anchor form one nested pipeline (the manager's run, and
    MLIR's merge of adjacent pass adaptors before it runs)."""
    items = []
    for p in passes:
        path = tuple(p.nesting)
        if p.anchor != ModulePass.anchor and (not path or path[-1] not in (p.anchor, "any")):
            path = path + (p.anchor,)
        items.append((p, path))
    return items


#: the title of mlir-opt's statistics report (``PassStatistics.cpp``)
STATISTICS_TITLE = "... Pass statistics report ..."


def _statistics_entry(lines: list[str], indent: int, name: str, stats: list[tuple[str, str, int]]) -> None:
    """MLIR's ``printPassEntry``: the pass's name, then its statistics sorted
    by name, values right-aligned and names padded to the widest."""
    lines.append(" " * indent + name)
    if not stats:
        return
    stats = sorted(stats, key=lambda s: s[0])
    width_name = max(len(n) for n, _, _ in stats)
    width_value = max(len(str(v)) for _, _, v in stats)
    for n, desc, v in stats:
        lines.append(" " * (indent + 2) + f"(S) {v:>{width_value}} {n:<{width_name}} - {desc}")


def statistics_report(passes: Sequence[ModulePass], display: str = "pipeline") -> str:
    """What mlir-opt's ``--mlir-pass-statistics`` writes after a pass
    manager's run (``PassManager::dumpStatistics``): a ruled title, then in
    ``pipeline`` display the passes as the manager ran them (each nested
    pipeline as ``'tt.func' Pipeline``, its passes two columns in, every pass
    named, its statistics below it), or in ``list`` display the passes that
    have statistics, by name, those of passes of one name summed; then an
    empty line."""
    rule = "===" + "-" * 73 + "==="
    lines = [rule, " " * ((80 - len(STATISTICS_TITLE)) // 2) + STATISTICS_TITLE, rule]

    def stats_of(p: ModulePass) -> list[tuple[str, str, int]]:
        values = p.statistic_values()
        return [(s.name, s.description, values[s.name]) for s in p.statistics]

    if display == "list":
        merged: dict[str, list[tuple[str, str, int]]] = {}
        for p in passes:
            stats = stats_of(p)
            if not stats:
                continue
            if p.get_name() in merged:
                merged[p.get_name()] = [(n, d, v + w) for (n, d, v), (_, _, w) in zip(merged[p.get_name()], stats)]
            else:
                merged[p.get_name()] = stats
        for name in sorted(merged):
            _statistics_entry(lines, 2, name, merged[name])
    else:
        def render(items: list, depth: int, indent: int) -> None:
            i = 0
            while i < len(items):
                p, path = items[i]
                if len(path) == depth:
                    _statistics_entry(lines, indent, p.get_name(), stats_of(p))
                    i += 1
                    continue
                anchor = path[depth]
                j = i
                while j < len(items) and len(items[j][1]) > depth and items[j][1][depth] == anchor:
                    j += 1
                lines.append(" " * indent + f"'{anchor}' Pipeline")
                render(items[i:j], depth + 1, indent + 2)
                i = j
        render(_anchor_paths(passes), 0, 0)
    return "\n".join(lines) + "\n\n"


class PassManager:
    """Runs ``passes`` in order on a module, verifying after each (unless
    ``verify_each`` is off).  Diagnostics go to ``ctx.diag``; :meth:`run`
    returns False as soon as a pass or the verifier fails.

    As MLIR's pass manager with implicit nesting, consecutive passes anchored
    below the module (``anchor = "tt.func"``) form one nested pipeline that
    runs, function by function, on the module's top-level ops of that kind;
    a function whose pipeline fails stops there, the others still run (as
    with MLIR's threading on), and the run fails after the pipeline.
    ``instrumentations`` (:class:`PassInstrumentation`) see every pass run.

    ``context`` (a :class:`pyopt.ir.context.Context`; default: the one active
    when the manager is made) is the run's: :meth:`run` makes it active, hands
    it to each pass (``pass.context``) and to its :class:`PassContext`
    (``ctx.context``), so a pass and all it calls read that release."""

    def __init__(self, passes: list[ModulePass], verify_each: bool = True,
                 verifier: Optional[Callable[[Any], None]] = None,
                 instrumentations: Sequence[PassInstrumentation] = (), *, context: Any = None):
        self.passes = list(passes)
        self.verify_each = verify_each
        if verifier is None:
            # Imported here, not at the top, to keep `pyopt --help` fast: the
            # verifier imports the IR and every dialect.
            from pyopt.verifier import verify as verifier
        self.verifier = verifier
        self.instrumentations = list(instrumentations)
        if context is None:
            # Imported here, not at the top: `pyopt --help` loads no IR.
            from pyopt.ir.context import current

            context = current()
        self.context = context

    def add_instrumentation(self, instrumentation: PassInstrumentation) -> None:
        self.instrumentations.append(instrumentation)

    def run(self, module, ctx: PassContext) -> bool:
        ctx.context = self.context
        ctx.verifier = self.verifier
        for p in self.passes:
            p.context = self.context
        with self.context:
            return self._run(module, ctx)

    def _run(self, module, ctx: PassContext) -> bool:
        return self._run_level(_anchor_paths(self.passes), module, 0, ctx, module)

    def _run_level(self, items: list, op, depth: int, ctx: PassContext, module) -> bool:
        """Run ``items`` (pass, anchor path) on ``op``, the op at ``depth`` of
        their paths: a pass whose path ends here runs on ``op``; consecutive
        passes nested on one anchor below form one pipeline, run on each op of
        that name directly nested in ``op`` (MLIR's OpToOpPassAdaptor)."""
        # Imported here to keep start-up fast (--help loads no IR).
        from pyopt.ir.context import current

        i = 0
        while i < len(items):
            p, path = items[i]
            if len(path) == depth:
                if not self._run_pass(p, op, ctx, module):
                    return False
                i += 1
                continue
            anchor = path[depth]
            j = i
            while j < len(items) and len(items[j][1]) > depth and items[j][1][depth] == anchor:
                j += 1
            if anchor == "any":
                cls = None
            else:
                cls = current().lookup_op(anchor)
                if cls is None and depth == 0 and len(path) == 1:
                    # A pass anchored on an op the run does not know: on the module.
                    for k in range(i, j):
                        if not self._run_pass(items[k][0], op, ctx, module):
                            return False
                    i = j
                    continue
            if not self._run_nested(items[i:j], anchor, cls, op, depth + 1, ctx, module):
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
                if op is module or (p.anchor == ModulePass.anchor and not p.op_agnostic):
                    p.run(op, ctx)
                else:
                    p.run_on_operation(op, ctx)
            if not ctx.failed:
                if self.verify_each and op is module:
                    self.verifier(module)
                ok = True
        except DiagnosticError as e:
            for diag in e.diagnostics():
                ctx.diag.emit(diag)
            ctx.failed = True
        finally:
            for inst in self.instrumentations:
                if ok:
                    inst.run_after_pass(p, op)
                else:
                    inst.run_after_pass_failed(p, op)
        return ok

    def _run_nested(self, items: list, anchor: str, cls: Optional[type], parent, depth: int,
                    ctx: PassContext, module) -> bool:
        # Imported here to keep start-up fast (--help loads no IR).
        from pyopt.ir.traits import IsolatedFromAbove

        for inst in self.instrumentations:
            inst.run_before_pipeline(anchor)
        failed = False
        try:
            if anchor == "any":
                # MLIR's op-agnostic manager: the ops isolated from above on
                # which every pass of the pipeline can be scheduled.
                def schedulable(op) -> bool:
                    return op.has_trait(IsolatedFromAbove) and all(
                        p.op_agnostic or op.name == p.anchor for p, _ in items)
                targets = [op for region in parent.regions for block in region.blocks for op in block.ops
                           if schedulable(op)]
            else:
                targets = [op for region in parent.regions for block in region.blocks for op in block.ops
                           if cls is not None and isinstance(op, cls)]
            for op in targets:
                if not self._run_level(items, op, depth, ctx, module):
                    failed = True
                    ctx.failed = False  # the other ops still run
        finally:
            for inst in self.instrumentations:
                inst.run_after_pipeline(anchor)
        if failed:
            ctx.failed = True
            return False
        if self.verify_each and depth == 1:
            try:
                self.verifier(module)
            except DiagnosticError as e:
                for diag in e.diagnostics():
                    ctx.diag.emit(diag)
                return False
        return True
