"""pyopt's Python API, in the style of MLIR's Python bindings.

    import pyopt
    module = pyopt.Module.parse(text, triton_version="3.9")
    pm = pyopt.PassManager.parse("builtin.module(tritongpu-coalesce,cse)", triton_version="3.9")
    pm.run(module)
    print(module)

A thin, typed facade over the same code the command line runs: :meth:`Module.parse`
is the driver's parse and verify (:func:`pyopt.syntax.parser.parse_source`,
:func:`pyopt.verifier.verify`), ``str(module)`` its printer
(:func:`pyopt.ir.printer.print_op`, with the input's ``{-# ... #-}`` block), so it
is what ``pyopt FILE`` prints; :class:`PassManager` parses pipelines and pass
flags with :mod:`pyopt.passes` and the CLI's flag reader, and runs
:class:`pyopt.passes.PassManager`.  The IR is read through wrappers named as
MLIR's bindings name them (``op.name``, ``op.operands``, ``op.results``,
``op.regions``, ``op.attributes``, ``op.location``, ``value.type``,
``type.shape``, ``type.element_type``, ``type.encoding``); a wrapper's ``raw``
is the internal object (not part of the stable surface).

The analyses return data: :func:`axis_info` (AxisInfo per value),
:func:`integer_ranges` (AMD range analysis per value, loop trip counts),
:func:`access_report` (the numbers ``-access-report format=json`` writes) and
:func:`layout_map` (``pyopt layout``'s thread map as lists).

Errors are :class:`Error` (an ``Exception``): bad text, a bad pipeline, a failing
pass or analysis raise a subclass carrying the diagnostics, whose text is what
the command line prints; never an internal exception (a bug in pyopt is an
:class:`InternalError`, its cause chained).

Every call names its Triton release (``triton_version="3.9"``; None: as the
command line chooses, ``PYOPT_TRITON_VERSION``, the installed triton package,
else the newest).  Where it sits: above the command line
(``[tool.importlinter]``), which it reuses for pass flags.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Optional, Sequence, TypeVar, Union

from pyopt.hints import is_ttir, ttir_note
from pyopt.cli import _resolve_passes, split_argv
from pyopt.diagnostics import Diagnostic as _Diag
from pyopt.diagnostics import DiagnosticEngine, DiagnosticError, SourceFile, SourceManager, render_diagnostic
from pyopt.diagnostics import find_file_loc, location_of
from pyopt.passes import PassContext, PassError, dump_pass_pipeline, parse_pass_pipeline, resolve_pass
import pyopt as _package
from pyopt.passes import PassManager as _PassManager
from pyopt.support import run_deep, too_deep

#: the public names: the list the ``pyopt`` package exports lazily (one list, there)
__all__ = list(_package.__all__)

_T = TypeVar("_T")


# ---------------------------------------------------------------------------
# Errors and diagnostics
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic: ``severity`` (``error``, ``warning``, ``remark``, ``note``),
    ``message``, the file position it points at (``file``, ``line``, ``column``; None
    where it has none) and its notes; ``str()`` is the text the command line prints
    for it (``file:line:col: error: message``, the source line, a caret)."""

    severity: str
    message: str
    file: Optional[str]
    line: Optional[int]
    column: Optional[int]
    notes: tuple["Diagnostic", ...] = ()
    text: str = ""

    def __str__(self) -> str:
        return self.text


def _diagnostic(d: _Diag, sources: Optional[SourceManager]) -> Diagnostic:
    """The public :class:`Diagnostic` of an internal one, rendered as the CLI renders it."""
    file, line, col = _position(d.loc)
    notes = tuple(_diagnostic(n, sources) for n in d.notes)
    return Diagnostic(d.severity, d.message, file, line, col, notes, render_diagnostic(d, sources))


def _position(loc: Any) -> tuple[Optional[str], Optional[int], Optional[int]]:
    if loc is None:
        return None, None, None
    source = getattr(loc, "source", None)
    if isinstance(source, SourceFile):  # a SourceLoc: a position the parser knows
        return source.name, int(loc.line), int(loc.col)
    f = find_file_loc(loc)
    if f is None:
        return None, None, None
    return str(f.file), int(f.line), int(f.col)


def _tool_diagnostic(message: str, severity: str = "error") -> Diagnostic:
    """A diagnostic without a position, as the command line prints one (``pyopt: error: ...``)."""
    return Diagnostic(severity, message, None, None, None, (), f"pyopt: {severity}: {message}")


class Error(Exception):
    """An error pyopt reports: ``diagnostics`` holds what it emitted (errors, and the
    notes, warnings and remarks that came with them); ``str()`` is the text the
    command line prints on stderr."""

    def __init__(self, diagnostics: Sequence[Diagnostic]):
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        super().__init__("\n".join(d.text for d in self.diagnostics))

    @property
    def errors(self) -> list[Diagnostic]:
        """The diagnostics of severity ``error``."""
        return [d for d in self.diagnostics if d.severity == "error"]


class ParseError(Error):
    """The text does not parse, or does not verify, under the release asked for."""


class VerificationError(ParseError):
    """The IR does not verify under the release asked for (after parsing: a
    :class:`ParseError` too, as ``pyopt FILE`` fails the same way)."""


class PipelineError(Error):
    """A pass pipeline or pass flags that do not read: an unknown pass, a bad option,
    a pass the release lacks (a note names the releases that have it)."""


class PassFailure(Error):
    """A pass failed, or the IR did not verify after it."""


class AnalysisError(Error):
    """An analysis could not run (a call graph with a cycle, a bad argument value)."""


class InternalError(Error):
    """A bug in pyopt (the internal exception is the ``__cause__``)."""


def _guarded(fn: Callable[[], _T], error: type[Error], sources: Optional[SourceManager], where: str) -> _T:
    """``fn()``, its diagnostics raised as ``error``, nesting too deep for pyopt's
    stack as the CLI says it, any other exception as :class:`InternalError`."""
    try:
        return fn()
    except DiagnosticError as e:
        raise error([_diagnostic(d, sources) for d in e.diagnostics()]) from None
    except PassError as e:
        raise error([_tool_diagnostic(str(e))] + [_tool_diagnostic(n, "note") for n in e.notes]) from None
    except RecursionError as e:
        raise error([_tool_diagnostic(f"while processing {where}: {too_deep(e)}")]) from None
    except Error:
        raise
    except Exception as e:  # noqa: BLE001 - a bug in pyopt: never a raw internal exception
        msg = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
        raise InternalError([_tool_diagnostic(f"while processing {where}: {msg}", "internal error")]) from e


def _context(triton_version: Optional[str]) -> Any:
    """The :class:`pyopt.ir.context.Context` of ``triton_version`` (None: the CLI's default)."""
    # Imported here, not at the top: `import pyopt.api` stays light until it is used (start-up).
    from pyopt.ir.context import Context, ReleaseError, supported_text

    try:
        return Context.from_options(triton_version)
    except ReleaseError as e:
        raise Error([_tool_diagnostic(f"invalid value '{e.given}' for {e.source or 'triton_version'} "
                                      f"(pyopt supports Triton {supported_text()})")]) from None


# ---------------------------------------------------------------------------
# Types, attributes, layouts, locations
# ---------------------------------------------------------------------------


def _text(raw: Any) -> str:
    from pyopt.ir.printer import render_standalone  # (start-up: the printer imports the IR)

    return str(render_standalone(raw))


class _Uniqued:
    """What types and attributes share: the internal (uniqued) object read under
    a context's release, printed as its text, equal when the objects are equal
    within the same family (a type never equals an attribute)."""

    __slots__ = ("raw", "_context")

    def __init__(self, raw: Any, context: Any):
        self.raw = raw
        self._context = context

    def _family(self) -> type:
        return Type if isinstance(self, Type) else Attribute

    def __str__(self) -> str:
        with self._context:
            return _text(self.raw)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, self._family()) and isinstance(other, _Uniqued) and self.raw == other.raw

    def __hash__(self) -> int:
        return hash(self.raw)


class Type(_Uniqued):
    """A type (``str()``: its text).  :meth:`wrap` gives the subclass that reads its
    parameters: :class:`RankedTensorType`, :class:`PointerType`, ..."""

    __slots__ = ()

    @staticmethod
    def wrap(raw: Any, context: Any) -> "Type":
        """The wrapper of internal type ``raw`` (read under ``context``'s release)."""
        from pyopt.ir import types as T  # (start-up)

        kinds: list[tuple[type, type[Type]]] = [
            (T.RankedTensorType, RankedTensorType), (T.MemDescType, MemDescType),
            (T.TensorDescType, TensorDescType), (T.PointerType, PointerType), (T.IntegerType, IntegerType),
            (T.FloatType, FloatType), (T.IndexType, IndexType)]
        for cls, wrapper in kinds:
            if isinstance(raw, cls):
                return wrapper(raw, context)
        return Type(raw, context)



class IntegerType(Type):
    """``i32``, ``si8``, ``ui16``, ``i1``."""

    __slots__ = ()

    @property
    def width(self) -> int:
        """The width in bits."""
        return int(self.raw.width)

    @property
    def signedness(self) -> str:
        """``""`` (signless), ``"si"`` or ``"ui"``."""
        return str(self.raw.signedness)


class FloatType(Type):
    """``f16``, ``bf16``, ``f32``, ``f8E4M3FN``, ..."""

    __slots__ = ()

    @property
    def width(self) -> int:
        """The width in bits (``tf32``: 19)."""
        return int(self.raw.width)


class IndexType(Type):
    """``index``."""

    __slots__ = ()


class PointerType(Type):
    """``!tt.ptr<T>`` (address space 1, global, unless another is given)."""

    __slots__ = ()

    @property
    def pointee_type(self) -> Type:
        """What it points at (a scalar type, or a tensor type for a block pointer)."""
        return Type.wrap(self.raw.pointee, self._context)

    @property
    def address_space(self) -> int:
        """The address space's number (1: global; 3.9 spells 4 ``"constant"``)."""
        return int(self.raw.address_space)


class ShapedType(Type):
    """A type with a shape, an element type and an encoding (layout)."""

    __slots__ = ()

    def _shaped(self) -> Any:
        return self.raw

    @property
    def shape(self) -> list[int]:
        """The dimensions (-1 for a dynamic one)."""
        return [int(d) for d in self._shaped().shape]

    @property
    def rank(self) -> int:
        """The number of dimensions."""
        return len(self._shaped().shape)

    @property
    def element_type(self) -> Type:
        """The element type."""
        return Type.wrap(self._shaped().element, self._context)

    @property
    def encoding(self) -> Optional["Attribute"]:
        """The encoding: a :class:`Layout` for Triton's layouts, None without one."""
        enc = self._shaped().encoding
        return None if enc is None else Attribute.wrap(enc, self._context)


class RankedTensorType(ShapedType):
    """``tensor<128x64xf16, #blocked>``."""

    __slots__ = ()

    def layout_map(self) -> "LayoutMap":
        """The thread map of the tensor's layout over its shape (:func:`layout_map`)."""
        return _layout_map(self.raw, self._context)


class MemDescType(ShapedType):
    """``!ttg.memdesc<64x64xf16, #shared, #smem, mutable>``."""

    __slots__ = ()

    @property
    def memory_space(self) -> Optional["Attribute"]:
        """The memory space (``#ttg.shared_memory``), None without one."""
        space = self.raw.memory_space
        return None if space is None else Attribute.wrap(space, self._context)

    @property
    def mutable(self) -> bool:
        """Whether the buffer is mutable."""
        return bool(self.raw.mutable)

    @property
    def alloc_shape(self) -> list[int]:
        """The shape of the allocation (the shape itself unless it is a view of a larger one)."""
        return [int(d) for d in self.raw.alloc_shape]


class TensorDescType(ShapedType):
    """``!tt.tensordesc<...>``: a TMA descriptor of a block; shape, element type and
    encoding are the block's."""

    __slots__ = ()

    def _shaped(self) -> Any:
        return self.raw.block_type


class Attribute(_Uniqued):
    """An attribute (``str()``: its text).  ``value`` is a plain Python value for
    builtin attributes (int, float, str, bool, list, dict, :class:`Type`); dialect
    attributes are :class:`DialectAttribute` (Triton's layouts: :class:`Layout`)."""

    __slots__ = ()

    @staticmethod
    def wrap(raw: Any, context: Any) -> "Attribute":
        """The wrapper of internal attribute ``raw``."""
        from pyopt.dialects.ttg.attrs import LayoutEncoding  # (start-up: the ttg dialect)
        from pyopt.ir.attrdef import AttrDef

        if isinstance(raw, LayoutEncoding):
            return Layout(raw, context)
        if isinstance(raw, AttrDef):
            return DialectAttribute(raw, context)
        return Attribute(raw, context)


    @property
    def value(self) -> Any:
        """The Python value of a builtin attribute: ``IntegerAttr`` an int (``true``/``false``
        of ``i1``: a bool), ``FloatAttr`` a float, ``StringAttr`` a str, ``UnitAttr``
        True, arrays a list, dictionaries a dict, ``TypeAttr`` a :class:`Type`, a symbol
        reference its name (``"a::b"`` when nested); others: the attribute itself."""
        return _attr_value(self.raw, self._context)


def _attr_value(raw: Any, context: Any) -> Any:
    from pyopt.ir import attrs as A  # (start-up)
    from pyopt.ir import types as T

    if isinstance(raw, A.IntegerAttr):
        t = raw.type
        if isinstance(t, T.IntegerType) and t.width == 1 and not t.signedness:
            return bool(raw.value)
        return int(raw.value)
    if isinstance(raw, (A.BoolAttr, A.StringAttr)):
        return raw.value
    if isinstance(raw, A.FloatAttr):
        return float(raw.value)
    if isinstance(raw, A.UnitAttr):
        return True
    if isinstance(raw, A.ArrayAttr):
        return [_attr_value(e, context) for e in raw.elements]
    if isinstance(raw, A.DenseArrayAttr):
        return list(raw.values)
    if isinstance(raw, A.DictAttr):
        return {k: _attr_value(v, context) for k, v in raw.items}
    if isinstance(raw, A.TypeAttr):
        return Type.wrap(raw.type, context)
    if isinstance(raw, A.SymbolRefAttr):
        return "::".join(raw.path)
    return Attribute.wrap(raw, context)


def _param_value(v: Any, context: Any) -> Any:
    """A dialect attribute's parameter as plain data: tuples as lists, attributes wrapped."""
    from pyopt.ir.attrs import Attribute as RawAttribute  # (start-up)
    from pyopt.ir.types import Type as RawType

    if isinstance(v, (tuple, list)):
        return [_param_value(x, context) for x in v]
    if isinstance(v, RawAttribute):
        return Attribute.wrap(v, context)
    if isinstance(v, RawType):
        return Type.wrap(v, context)
    return v


class DialectAttribute(Attribute):
    """A dialect's attribute (``#ttg.blocked<{...}>``, ``#tt.cache_policy<...>``):
    ``name`` (``ttg.blocked``) and its ``parameters``."""

    __slots__ = ()

    @property
    def name(self) -> str:
        """The attribute's name (``ttg.nvidia_mma``)."""
        return str(self.raw.NAME)

    @property
    def parameters(self) -> dict[str, Any]:
        """Each parameter the release declares, by the key the text gives it
        (``sizePerThread``, ``versionMajor``), as plain data: integer lists, bools,
        strings, nested attributes wrapped (a dot operand's ``parent`` is a :class:`Layout`)."""
        out: dict[str, Any] = {}
        with self._context:
            for p in self.raw.parameters:
                if p.parse_only or not p.declared_now():
                    continue
                out[p.key] = _param_value(getattr(self.raw, p.field), self._context)
        return out


class Layout(DialectAttribute):
    """One of Triton's layout encodings: distributed (``ttg.blocked``,
    ``ttg.nvidia_mma``, ``ttg.dot_op``, ``ttg.slice``, ``ttg.linear``, AMD's ...) or
    shared (``ttg.swizzled_shared``, ``ttg.nvmma_shared``, ...)."""

    __slots__ = ()

    @property
    def kind(self) -> str:
        """``"distributed"`` (registers of threads), ``"shared"`` (shared memory), or ``"other"``."""
        from pyopt.dialects.ttg.attrs import DistributedEncoding, SharedEncoding  # (start-up)

        if isinstance(self.raw, DistributedEncoding):
            return "distributed"
        if isinstance(self.raw, SharedEncoding):
            return "shared"
        return "other"

    def layout_map(self, shape: Sequence[int], element_type: str = "f32") -> "LayoutMap":
        """The thread map of this layout over a tensor of ``shape`` (:func:`layout_map`)."""
        from pyopt.ir.types import RankedTensorType as RawTensor  # (start-up)

        element = parse_type(element_type, _release_text(self._context)).raw
        return _layout_map(RawTensor(tuple(shape), element, self.raw), self._context)


def _release_text(context: Any) -> str:
    return str(context.release_text)


class Location:
    """An op's or a block argument's location (``str()``: ``loc(...)``);
    ``file``/``line``/``column`` the file position diagnostics point at (None where it
    has none), ``name`` the name of a name location (``loc("offs"(...))``)."""

    __slots__ = ("raw", "_context")

    def __init__(self, raw: Any, context: Any):
        from pyopt.syntax.attrparser import LocRef  # (start-up)

        for _ in range(64):  # a reference to a #loc alias: the location it names
            if not isinstance(raw, LocRef):
                break
            raw = raw.resolve()
        self.raw = raw
        self._context = context

    def __str__(self) -> str:
        if self.raw is None:
            return "loc(unknown)"
        with self._context:
            return _text(self.raw)

    def __repr__(self) -> str:
        return f"Location({self})"

    @property
    def kind(self) -> str:
        """``file`` (``"f.py":3:4``), ``name``, ``callsite``, ``fused``, ``unknown`` or ``opaque``."""
        from pyopt.ir import attrs as A  # (start-up)

        kinds: list[tuple[type, str]] = [(A.FileLineColLoc, "file"), (A.NameLoc, "name"),
                                         (A.CallSiteLoc, "callsite"), (A.FusedLoc, "fused"),
                                         (A.OpaqueLoc, "opaque")]
        for cls, kind in kinds:
            if isinstance(self.raw, cls):
                return kind
        return "unknown"

    @property
    def file(self) -> Optional[str]:
        """The file of the position diagnostics point at."""
        return _position(self.raw)[0]

    @property
    def line(self) -> Optional[int]:
        """Its line (1-based)."""
        return _position(self.raw)[1]

    @property
    def column(self) -> Optional[int]:
        """Its column (1-based)."""
        return _position(self.raw)[2]

    @property
    def name(self) -> Optional[str]:
        """The name of a name location (Triton names values so: ``offs``), else None."""
        from pyopt.ir.attrs import NameLoc  # (start-up)

        return str(self.raw.name) if isinstance(self.raw, NameLoc) else None


# ---------------------------------------------------------------------------
# The IR: operations, regions, blocks, values
# ---------------------------------------------------------------------------


class _Handle:
    """What the IR wrappers share: the internal object (``raw``) and the
    module it belongs to; two wrappers of one object are equal."""

    __slots__ = ("raw", "_module")

    def __init__(self, raw: Any, module: "Module"):
        self.raw = raw
        self._module = module

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Handle) and type(other) is type(self) and self.raw is other.raw

    def __hash__(self) -> int:
        return id(self.raw)


class Value(_Handle):
    """An SSA value: an op's result or a block argument."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Value({self.get_name()}: {self.type})"

    @property
    def type(self) -> Type:
        """The value's type."""
        return Type.wrap(self.raw.type, self._module.context)

    @property
    def owner(self) -> Union["Operation", "Block"]:
        """The op whose result it is, or the block whose argument it is."""
        from pyopt.ir.core import OpResult  # (start-up)

        if isinstance(self.raw, OpResult):
            return Operation(self.raw.op, self._module)
        return Block(self.raw.block, self._module)

    @property
    def is_block_argument(self) -> bool:
        """Whether it is a block argument."""
        from pyopt.ir.core import BlockArgument  # (start-up)

        return isinstance(self.raw, BlockArgument)

    @property
    def index(self) -> int:
        """Its position among its op's results, or its block's arguments."""
        return int(self.raw.index)

    @property
    def location(self) -> Location:
        """A block argument's location, else its op's."""
        from pyopt.ir.core import BlockArgument  # (start-up)

        loc = self.raw.loc if isinstance(self.raw, BlockArgument) else self.raw.op.loc
        return Location(loc, self._module.context)

    @property
    def uses(self) -> list["Operation"]:
        """The ops that use it, once per use, in use order."""
        return [Operation(u.owner, self._module) for u in self.raw.uses]

    def get_name(self) -> str:
        """Its name as ``str(module)`` prints it (``%0``, ``%arg2``, ``%3#1``)."""
        return self._module._name_of(self.raw)


class Operation(_Handle):
    """An operation (``str()``: the op printed as in its module, aliases inline)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Operation({self.name} at {self.location})"

    def __str__(self) -> str:
        from pyopt.ir.printer import print_op, print_op_fragment  # (start-up)

        context = self._module.context
        if self.raw.parent is None:
            return str(print_op(self.raw, context=context))
        with context:
            return str(run_deep(print_op_fragment, self.raw))

    @property
    def name(self) -> str:
        """The op's name (``tt.load``)."""
        return str(self.raw.name)

    @property
    def operands(self) -> list[Value]:
        """Its operands."""
        return [Value(v, self._module) for v in self.raw.operands]

    @property
    def results(self) -> list[Value]:
        """Its results."""
        return [Value(v, self._module) for v in self.raw.results]

    @property
    def result(self) -> Value:
        """Its only result (ValueError when it has not exactly one)."""
        if len(self.raw.results) != 1:
            raise ValueError(f"'{self.name}' has {len(self.raw.results)} results, not one")
        return Value(self.raw.results[0], self._module)

    @property
    def attributes(self) -> dict[str, Attribute]:
        """Its attributes, inherent and discardable, by name (sorted, as printed)."""
        return {k: Attribute.wrap(v, self._module.context) for k, v in sorted(self.raw.attributes.items())}

    @property
    def regions(self) -> list["Region"]:
        """Its regions."""
        return [Region(r, self._module) for r in self.raw.regions]

    @property
    def successors(self) -> list["Block"]:
        """The blocks a terminator branches to."""
        return [Block(b, self._module) for b in self.raw.successors]

    @property
    def location(self) -> Location:
        """Its location."""
        return Location(self.raw.loc, self._module.context)

    @property
    def parent(self) -> Optional["Operation"]:
        """The op holding it (None for the module)."""
        p = self.raw.parent_op
        return None if p is None else Operation(p, self._module)

    def walk(self, pre_order: bool = True) -> Iterator["Operation"]:
        """This op and every op nested in it, parents before children (``pre_order``) or after."""
        for op in self.raw.walk(pre_order=pre_order):
            yield Operation(op, self._module)

    def verify(self) -> None:
        """Verify the op and what it nests under the module's release; raises :class:`VerificationError`."""
        from pyopt.verifier import verify as verify_op  # (start-up)

        module = self._module
        _guarded(lambda: verify_op(self.raw, source=module._source, context=module.context), VerificationError,
                 module._sources, module._source.name)


class Region(_Handle):
    """A region of an op."""

    __slots__ = ()

    @property
    def blocks(self) -> list["Block"]:
        """Its blocks, the entry block first."""
        return [Block(b, self._module) for b in self.raw.blocks]

    @property
    def owner(self) -> Operation:
        """The op holding it."""
        return Operation(self.raw.parent, self._module)


class Block(_Handle):
    """A block of a region."""

    __slots__ = ()

    @property
    def arguments(self) -> list[Value]:
        """Its arguments."""
        return [Value(a, self._module) for a in self.raw.args]

    @property
    def operations(self) -> list[Operation]:
        """Its ops, in order."""
        return [Operation(op, self._module) for op in self.raw.ops]

    @property
    def owner(self) -> Operation:
        """The op whose region holds it."""
        return Operation(self.raw.parent_op, self._module)


class Module:
    """A parsed ``builtin.module`` and the Triton release it was read as.

    ``str(module)`` is what ``pyopt --triton-version=V FILE`` prints for it (after the
    passes run on it, what ``pyopt ... FILE -PASSES`` prints)."""

    __slots__ = ("raw", "context", "_source", "_sources", "_meta", "_namer")

    def __init__(self, raw: Any, context: Any, source: SourceFile, meta: Any):
        self.raw = raw
        self.context = context  # (pyopt.ir.context.Context: the release it was read as)
        self._source = source
        self._sources = SourceManager(source)
        self._meta = meta
        self._namer: Any = None

    @classmethod
    def parse(cls, text: str, triton_version: Optional[str] = None, source_name: str = "<string>") -> "Module":
        """Parse and verify ``text`` as Triton ``triton_version`` (``"3.9"``; None: the
        command line's default) reads it; ``source_name`` names it in diagnostics and in
        the locations of ops without one.  Raises :class:`ParseError`."""
        from pyopt.reproducer import read_metadata  # (start-up)
        from pyopt.syntax.parser import parse_source
        from pyopt.verifier import verify as verify_op

        context = _context(triton_version)
        source = SourceFile(text, source_name)
        sources = SourceManager(source)

        raw = _guarded(lambda: parse_source(text, source_name, 0, context=context), ParseError, sources,
                       source_name)
        _guarded(lambda: verify_op(raw, source=source, context=context), VerificationError, sources, source_name)
        return cls(raw, context, source, read_metadata(text))

    @classmethod
    def parse_file(cls, path: str, triton_version: Optional[str] = None) -> "Module":
        """:meth:`parse` of the file at ``path`` (read as the command line reads it)."""
        from pyopt.cli import decode_input  # (start-up)

        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise Error([_tool_diagnostic(f"cannot open input file '{path}': {e.strerror or e}")]) from None
        return cls.parse(decode_input(data), triton_version, path)

    @property
    def triton_version(self) -> str:
        """The release it was read as (``"3.9.0"``)."""
        return ".".join(str(x) for x in self.context.release)

    @property
    def operation(self) -> Operation:
        """The ``builtin.module`` op."""
        return Operation(self.raw, self)

    @property
    def body(self) -> Block:
        """The module's block."""
        return Block(self.raw.regions[0].blocks[0], self)

    def walk(self, pre_order: bool = True) -> Iterator[Operation]:
        """Every op, the module first (:meth:`Operation.walk`)."""
        return self.operation.walk(pre_order)

    def functions(self) -> list[Operation]:
        """The ``tt.func`` ops, in order."""
        from pyopt.dialects.tt.ops import FuncOp  # (start-up)

        return [Operation(op, self) for op in self.raw.walk() if isinstance(op, FuncOp)]

    def get_asm(self, enable_debug_info: bool = False, print_generic_op_form: bool = False,
                use_local_scope: bool = False, use_name_loc_as_prefix: bool = False,
                large_elements_limit: Optional[int] = None) -> str:
        """The module's text under MLIR's printing flags (``--mlir-print-debuginfo``,
        ``--mlir-print-op-generic``, ``--mlir-print-local-scope``,
        ``--mlir-use-nameloc-as-prefix``, ``--mlir-elide-elementsattrs-if-larger``):
        what ``pyopt FILE`` with those options prints."""
        from pyopt.ir.printer import print_op  # (start-up)
        from pyopt.reproducer import append_metadata

        def work() -> str:
            text = print_op(self.raw, debuginfo=enable_debug_info, generic=print_generic_op_form,
                            nameloc=use_name_loc_as_prefix, local_scope=use_local_scope,
                            elide_limit=large_elements_limit, context=self.context)
            return str(append_metadata(text if text.endswith("\n") else text + "\n", self._meta))

        return _guarded(work, Error, self._sources, self._source.name)

    def __str__(self) -> str:
        return self.get_asm()

    def __repr__(self) -> str:
        return f"Module({self._source.name!r}, triton_version={self.triton_version!r})"

    def _name_of(self, raw_value: Any) -> str:
        from pyopt.ir.printer import Namer  # (start-up)

        if self._namer is None:
            with self.context:
                self._namer = run_deep(Namer, self.raw)
        return str(self._namer.value(raw_value))

    def _changed(self) -> None:
        """The IR changed (a pass ran): names are given again."""
        self._namer = None


def parse_type(text: str, triton_version: Optional[str] = None) -> Type:
    """The type ``text`` spells (``"tensor<16x16xf16>"``), as that release reads it;
    raises :class:`ParseError`."""
    return Type.wrap(_parse_symbol(text, "type", triton_version), _context(triton_version))


def parse_attribute(text: str, triton_version: Optional[str] = None) -> Attribute:
    """The attribute ``text`` spells (a layout: ``"#ttg.blocked<{...}>"``), as that
    release reads it; raises :class:`ParseError`."""
    return Attribute.wrap(_parse_symbol(text, "attr", triton_version), _context(triton_version))


def _parse_symbol(text: str, what: str, triton_version: Optional[str]) -> Any:
    """``mlir::parseType``/``parseAttribute`` of ``text`` (as ``pyopt layout -t/-l`` reads them)."""
    from pyopt.syntax.attrparser import AttrParser, AttrSyntaxError  # (start-up)

    context = _context(triton_version)
    source = SourceFile(text, "<string>")

    def work() -> Any:
        with context:
            try:
                parser = AttrParser()
                return parser.parse_attr(text) if what == "attr" else parser.parse_type(text)
            except AttrSyntaxError as e:
                loc = source.loc(min(e.offset, len(text)))
                diag = _Diag("error", str(e.message), loc)
                for note in getattr(e.message, "notes", ()):
                    diag.attach_note(note, loc)
                raise DiagnosticError(diag) from None

    return _guarded(work, ParseError, SourceManager(source), "<string>")


# ---------------------------------------------------------------------------
# Pass managers
# ---------------------------------------------------------------------------


class PassManager:
    """Passes to run on a module, read as ``--pass-pipeline`` (:meth:`parse`) or as
    pass flags (:meth:`from_flags`) are; the registry and options are the command line's."""

    def __init__(self, factories: list[Callable[[], Any]], context: Any, root: str = "builtin.module",
                 verify_each: bool = True):
        """Use :meth:`parse` or :meth:`from_flags`."""
        self._factories = factories
        self._context = context
        self._root = root
        self.verify_each = verify_each  # (triton-opt's -verify-each: verify after every pass)
        self.notes: list[Diagnostic] = []  # notes reading the passes gave (an option named as an older release)

    @classmethod
    def parse(cls, pipeline: str, triton_version: Optional[str] = None) -> "PassManager":
        """``pipeline`` as ``--pass-pipeline`` reads it (``"builtin.module(tt.func(canonicalize),cse)"``:
        an anchor is required); raises :class:`PipelineError`."""
        context = _context(triton_version)
        notes: list[str] = []

        def work() -> list[Callable[[], Any]]:
            with context:
                return [resolve_pass(spec, notes) for spec in parse_pass_pipeline(pipeline, require_anchor=True)]

        factories = _guarded(work, PipelineError, None, "the pass pipeline")
        root = pipeline.strip().partition("(")[0].strip() or "builtin.module"
        pm = cls(factories, context, root)
        pm.notes = [_tool_diagnostic(n, "note") for n in notes]
        return pm

    @classmethod
    def from_flags(cls, flags: Sequence[str], triton_version: Optional[str] = None) -> "PassManager":
        """Pass flags as the command line reads them (``["-tritongpu-coalesce", "-cse"]``,
        ``-p NAME{OPTIONS}``, ``--pass-pipeline=...``, ``--PASS-OPTION=VALUE``); a flag that
        is a driver option (``-o``, ``--mlir-print-debuginfo``) is a :class:`PipelineError`."""
        import click  # (start-up; the CLI's flag reader reports usage errors as click's)

        context = _context(triton_version)
        notes: list[str] = []

        def work() -> list[Callable[[], Any]]:
            try:
                click_args, raw = split_argv(list(flags))
            except click.UsageError as e:
                raise PassError(e.format_message()) from None
            others = click_args[:click_args.index("--")] + click_args[click_args.index("--") + 1:]
            if others:
                raise PassError(f"'{others[0]}' is not a pass flag (PassManager.from_flags takes pass flags only)")
            with context:
                return list(_resolve_passes(raw, notes))

        factories = _guarded(work, PipelineError, None, "the pass flags")
        pm = cls(factories, context)
        pm.notes = [_tool_diagnostic(n, "note") for n in notes]
        return pm

    @property
    def triton_version(self) -> str:
        """The release the passes were read for (``"3.9.0"``)."""
        return ".".join(str(x) for x in self._context.release)

    def __str__(self) -> str:
        """The textual pipeline with every option (``--dump-pass-pipeline``'s second line)."""
        with self._context:
            text = dump_pass_pipeline([make() for make in self._factories], self._root)
        return str(text.splitlines()[1])

    def run(self, module: Module) -> list[Diagnostic]:
        """Run the passes on ``module`` (verifying after each unless ``verify_each`` is
        off); returns the remarks and warnings they emitted.  A failing pass, or IR that
        does not verify after one, raises :class:`PassFailure` (the module is left as the
        passes left it).  Passes that write to stderr (``-axis-info format=table``) do so."""
        from pyopt.verifier import verify as verify_op  # (start-up)

        if module.context.release != self._context.release:
            raise Error([_tool_diagnostic(f"the module was read as Triton {module.triton_version} and the "
                                          f"passes for Triton {self.triton_version}")])
        emitted: list[_Diag] = []
        engine = DiagnosticEngine(emitted.append)
        context = module.context
        source = module._source

        def verify(op: Any) -> None:
            verify_op(op, source=source, context=context)

        def work() -> bool:
            pm = _PassManager([make() for make in self._factories], verify_each=self.verify_each,
                              verifier=verify, context=context)
            ok = bool(run_deep(pm.run, module.raw, PassContext(diag=engine, source_name=source.name)))
            if not ok:
                ttgir = [p.name for p in pm.passes if any(a.startswith(("tritongpu-", "tritonamdgpu-"))
                                                          for a in getattr(p, "aliases", ()))]
                if ttgir and is_ttir(module.raw):
                    emitted.append(_Diag("note", ttir_note(ttgir)))
            return ok

        try:
            ok = _guarded(work, PassFailure, module._sources, source.name)
        finally:
            module._changed()
        out = [_tool_diagnostic(d.message, "note") if d.loc is None and d.severity == "note"
               else _diagnostic(d, module._sources) for d in emitted]
        if not ok:
            raise PassFailure(out)
        return out


# ---------------------------------------------------------------------------
# Analyses
# ---------------------------------------------------------------------------


def _analysis_run(module: Module, fn: Callable[[], _T]) -> _T:
    """``fn()`` under the module's release, on a large stack, errors raised as :class:`AnalysisError`."""
    def work() -> _T:
        with module.context:
            return run_deep(fn)  # type: ignore[no-any-return]

    return _guarded(work, AnalysisError, module._sources, module._source.name)


def _values_in_order(module: Module, func: Any) -> list[Any]:
    """Every block argument and op result of ``func``, in the order the analyses'
    tables and JSON documents list them."""
    out: list[Any] = []
    for op in func.walk():
        if op is not func:
            out.extend(op.results)
        for region in op.regions:
            for block in region.blocks:
                out.extend(block.args)
    return out


@dataclass(frozen=True)
class AxisInfo:
    """Triton's AxisInfo of a value, per dimension: ``contiguity`` (shortest run of
    consecutive integers), ``divisibility`` (largest power of two dividing the first
    element of each such run; in bytes for pointers), ``constancy`` (shortest run of
    equal values); ``constant_value`` when known (zero-extended to 64 bits)."""

    contiguity: tuple[int, ...]
    divisibility: tuple[int, ...]
    constancy: tuple[int, ...]
    constant_value: Optional[int]


class AxisInfoAnalysis:
    """Triton's ``ModuleAxisInfoAnalysis`` of a module (what ``-axis-info`` shows)."""

    def __init__(self, module: Module, infos: dict[int, Optional[AxisInfo]], order: list[Value],
                 warnings: list[Diagnostic]):
        self.module = module
        self._infos = infos
        self._order = order
        #: warnings about hints pyopt gives a meaning (as ``-axis-info`` emits them)
        self.warnings = warnings

    def __getitem__(self, value: Value) -> Optional[AxisInfo]:
        """The value's AxisInfo (None where the analysis has none); KeyError for a value
        outside the module's functions."""
        return self._infos[id(value.raw)]

    def items(self) -> list[tuple[Value, Optional[AxisInfo]]]:
        """Every block argument and op result of every function, with its AxisInfo, in
        the order of ``-axis-info format=json``."""
        return [(v, self._infos[id(v.raw)]) for v in self._order]


def axis_info(module: Module) -> AxisInfoAnalysis:
    """Run AxisInfo on ``module`` (:class:`pyopt.analysis.axis_info.ModuleAxisInfoAnalysis`)."""
    from pyopt.analysis.axis_info import CallGraphCycleError, ModuleAxisInfoAnalysis, hint_warnings  # (start-up)
    from pyopt.dialects.tt.ops import FuncOp

    def work() -> AxisInfoAnalysis:
        try:
            analysis = ModuleAxisInfoAnalysis(module.raw)
        except CallGraphCycleError as e:
            raise DiagnosticError(_Diag("error", str(e), location_of(module.raw))) from None
        warnings = [_diagnostic(_Diag("warning", msg, location_of(op)), module._sources)
                    for op, msg in hint_warnings(module.raw)]
        infos: dict[int, Optional[AxisInfo]] = {}
        order: list[Value] = []
        for func in module.raw.walk(pre_order=False):
            if not isinstance(func, FuncOp):
                continue
            for v in _values_in_order(module, func):
                info = analysis.get_axis_info(v)
                infos[id(v)] = None if info is None else AxisInfo(
                    tuple(info.contiguity), tuple(info.divisibility), tuple(info.constancy), info.constant_value)
                order.append(Value(v, module))
        return AxisInfoAnalysis(module, infos, order, warnings)

    return _analysis_run(module, work)


@dataclass(frozen=True)
class IntegerRange:
    """A value's integer range: ``[umin, umax]`` read as unsigned, ``[smin, smax]`` as
    signed (both hold; for a tensor, of all its elements), ``width`` in bits."""

    umin: int
    umax: int
    smin: int
    smax: int
    width: int

    @property
    def non_negative(self) -> bool:
        """The signed lower bound is at least 0 (what convert-to-buffer-ops asks of offsets)."""
        return self.smin >= 0


@dataclass(frozen=True)
class LoopTripCount:
    """A loop's trip count: ``trip_count`` its own (None: it cannot be counted),
    ``total_trip_count`` the product over it and the loops around it."""

    operation: Operation
    trip_count: Optional[int]
    total_trip_count: int


class RangeAnalysis:
    """Triton's AMD integer range analysis of a module (what ``-test-amd-range-analysis`` shows)."""

    def __init__(self, module: Module, ranges: dict[int, Optional[IntegerRange]], order: list[Value],
                 loops: list[LoopTripCount], remarks: list[Diagnostic]):
        self.module = module
        self._ranges = ranges
        self._order = order
        #: every loop, in the order of the functions' walks
        self.loops = loops
        #: the analysis's own remarks ("unsupported assumption operation"), once each
        self.remarks = remarks

    def __getitem__(self, value: Value) -> Optional[IntegerRange]:
        """The value's range (None: not an integer, or not reached)."""
        return self._ranges[id(value.raw)]

    def items(self) -> list[tuple[Value, Optional[IntegerRange]]]:
        """Every block argument and op result, with its range, in the order of
        ``-test-amd-range-analysis format=json``."""
        return [(v, self._ranges[id(v.raw)]) for v in self._order]


def integer_ranges(module: Module) -> RangeAnalysis:
    """Run Triton's AMD integer range analysis on ``module``, as
    ``-test-amd-range-analysis`` runs it (program id bounds from the module's
    ``test.pid-bound-*`` attributes from Triton 3.8)."""
    from pyopt.analysis.amd_range_analysis import collect_ranges, range_analysis_of, solve  # (start-up)
    from pyopt.analysis.dominance import DominanceInfo
    from pyopt.dialects.tt.ops import FuncOp
    from pyopt.ir.interfaces import LoopLikeOpInterface
    from pyopt.transforms.test_amd_range_analysis import pid_bounds

    def work() -> RangeAnalysis:
        notes: dict[tuple[int, str], tuple[Any, str]] = {}
        solver = solve(module.raw, dom=DominanceInfo(),
                       remark=lambda op, msg: notes.setdefault((id(op), msg), (op, msg)),
                       pid_bounds=pid_bounds(module.raw))
        loops_of = range_analysis_of(solver)
        ranges: dict[int, Optional[IntegerRange]] = {}
        order: list[Value] = []
        loops: list[LoopTripCount] = []
        for func in module.raw.walk():
            if not isinstance(func, FuncOp):
                continue
            values = _values_in_order(module, func)
            for v, r in zip(values, collect_ranges(solver, values)):
                ranges[id(v)] = None if r is None else IntegerRange(r.umin, r.umax, r.smin, r.smax, r.width)
                order.append(Value(v, module))
            loops += [LoopTripCount(Operation(op, module), loops_of.maybe_get_trip_count(op),
                                    loops_of.get_total_loop_trip_count(op))
                      for op in func.walk() if isinstance(op, LoopLikeOpInterface)]
        remarks = [_diagnostic(_Diag("remark", msg, location_of(op)), module._sources) for op, msg in notes.values()]
        return RangeAnalysis(module, ranges, order, loops, remarks)

    return _analysis_run(module, work)


@dataclass(frozen=True)
class VectorWidth:
    """What one thread accesses with one instruction: ``elements`` of ``element_type``,
    ``bits`` in all, and why that width (``reason``)."""

    elements: int
    element_type: str
    bits: int
    reason: str


@dataclass(frozen=True)
class Traffic:
    """Exact counts over every execution: warp-level ``requests``, distinct 32-byte
    ``sectors`` and 128-byte ``lines`` per request summed, ``bytes_used``."""

    requests: int
    sectors: int
    lines: int
    bytes_used: int

    @property
    def sectors_per_request(self) -> Optional[float]:
        """Sectors per request (Nsight Compute's ``l1tex__t_sectors / _requests``); None without requests."""
        return self.sectors / self.requests if self.requests else None

    @property
    def efficiency(self) -> Optional[float]:
        """Bytes used / bytes moved (sectors x 32); None without sectors."""
        return self.bytes_used / (self.sectors * 32) if self.sectors else None


@dataclass(frozen=True)
class TrafficBound:
    """Where addresses are unknown: an AxisInfo bound over ``executions``: ``requests``,
    ``sectors_min``..``sectors_max`` in all."""

    executions: int
    requests: int
    sectors_min: int
    sectors_max: int


@dataclass(frozen=True)
class MemoryAccess:
    """One load, store, atomic or async copy: the row of ``-access-report``'s table
    (the fields of its JSON document's ``ops``)."""

    operation: Operation
    line: Optional[int]
    column: Optional[int]
    text: str  # the table's op column: "%5 = tt.load %4"
    kind: str
    counter: str  # "ld", "st" or "atom"
    vector: VectorWidth
    costed: bool
    executions: int
    instructions_per_thread: int
    requests_per_warp: tuple[int, ...]
    exact: Traffic
    bound: Optional[TrafficBound]
    notes: tuple[str, ...]


@dataclass(frozen=True)
class ArgumentValue:
    """The value an argument was evaluated with (``value`` None: not an integer or pointer)."""

    name: str
    index: int
    type: str
    value: Optional[int]
    given: bool


@dataclass(frozen=True)
class FunctionAccesses:
    """The report of one entry function."""

    name: str
    num_warps: Optional[int]
    arguments: tuple[ArgumentValue, ...]
    stopped: Optional[str]  # why the evaluation stopped early (its step budget), else None
    accesses: tuple[MemoryAccess, ...]


@dataclass(frozen=True)
class AccessReport:
    """``-access-report``'s numbers for one program (its JSON document as data);
    ``document`` is that JSON document itself (schema ``pyopt.access-report``)."""

    triton_version: str
    program_id: tuple[int, int, int]
    grid: Optional[tuple[int, ...]]
    base_align: int
    functions: tuple[FunctionAccesses, ...]
    warnings: tuple[Diagnostic, ...]
    document: Mapping[str, Any] = field(repr=False)


def access_report(module: Module, pid: Sequence[int] = (), grid: Sequence[int] = (),
                  args: Optional[Mapping[Union[str, int], Union[int, float]]] = None, base_align: int = 256,
                  max_steps: int = 10_000_000) -> AccessReport:
    """Evaluate every global memory access of ``module``'s entry functions for one
    program, as ``-access-report`` does with the same options (``pid``, ``grid``,
    ``args``: argument name, as Triton prints it, or position -> value, ``base-align``,
    ``max-steps``); raises :class:`AnalysisError` (a bad option, an unknown argument)."""
    from pyopt.transforms.access_report import AccessReport as AccessReportPass  # (start-up)

    def work() -> AccessReport:
        p = AccessReportPass(pid=tuple(pid), grid=tuple(grid), base_align=base_align, max_steps=max_steps,
                             args=tuple(f"{k}={v}" for k, v in (args or {}).items()), format="json")
        p.context = module.context
        emitted: list[_Diag] = []
        ctx = PassContext(diag=DiagnosticEngine(emitted.append), source_name=module._source.name,
                          context=module.context)
        reports = p.evaluate(module.raw, ctx)
        errors = [d for d in emitted if d.severity == "error"]
        if reports is None or errors:
            raise DiagnosticError(errors[0], errors[1:])
        pid3 = list(p.pid) + [0] * (3 - len(p.pid))
        doc = p.json_document(reports, 1, pid3)
        functions = []
        for rep, fdoc in zip(reports, doc["functions"]):
            accesses = []
            for st, o in zip(rep["stats"], fdoc["ops"]):
                loc = o["location"] or {}
                v, e, b = o["vector"], o["exact"], o["bound"]
                accesses.append(MemoryAccess(
                    Operation(st.op, module), loc.get("line"), loc.get("column"), o["text"], o["kind"],
                    o["counter"], VectorWidth(v["elements"], v["element_type"], v["bits"], v["reason"]),
                    o["costed"], o["executions"], o["instructions_per_thread"], tuple(o["requests_per_warp"]),
                    Traffic(e["requests"], e["sectors"], e["lines"], e["bytes_used"]),
                    None if b is None else TrafficBound(b["executions"], b["requests"], b["sectors_min"],
                                                        b["sectors_max"]),
                    tuple(o["notes"])))
            functions.append(FunctionAccesses(
                fdoc["name"], fdoc["num_warps"],
                tuple(ArgumentValue(a["name"], a["index"], a["type"], a["value"], a["given"])
                      for a in fdoc["arguments"]),
                fdoc["stopped"], tuple(accesses)))
        warnings = tuple(_diagnostic(d, module._sources) for d in emitted if d.severity == "warning")
        return AccessReport(doc["triton_version"], (pid3[0], pid3[1], pid3[2]),
                            None if doc["grid"] is None else tuple(doc["grid"]), doc["base_align"],
                            tuple(functions), warnings, doc)

    return _analysis_run(module, work)  # (an option refused as the pass is built: its PassError, raised so)


# ---------------------------------------------------------------------------
# Layout maps
# ---------------------------------------------------------------------------


class LayoutMap:
    """A layout's map from hardware to tensor elements over one tensor type, as
    ``pyopt layout`` (Triton's ``triton-tensor-layout``) shows it.

    The inputs are ``in_dims`` (fastest first): ``register``, ``lane``, ``warp``,
    ``block`` for a distributed layout, ``offset``, ``block`` for a shared one;
    ``elements[i]`` is the coordinates of the element that flat input ``i`` holds (the
    first input's index in the low bits); ``thread = lane + warp * lanes``."""

    def __init__(self, tensor: Any, context: Any, kind: str, in_dims: list[tuple[str, int]],
                 elements: list[tuple[int, ...]]):
        self._tensor = tensor
        self._context = context
        self.kind = kind  # "distributed" or "shared"
        self.shape: list[int] = [int(d) for d in tensor.shape]
        self.in_dims: dict[str, int] = dict(in_dims)
        self.elements: list[tuple[int, ...]] = elements

    def element(self, **inputs: int) -> tuple[int, ...]:
        """The coordinates of the element the input holds (``register=2, lane=5, warp=1``;
        a dimension not named is 0; ``thread=`` stands for lane and warp)."""
        inputs = dict(inputs)
        if "thread" in inputs:
            lanes = self.in_dims.get("lane", 1)
            thread = inputs.pop("thread")
            inputs.setdefault("lane", thread % lanes)
            inputs.setdefault("warp", thread // lanes)
        flat, scale = 0, 1
        for name, size in self.in_dims.items():
            i = inputs.pop(name, 0)
            if not 0 <= i < size:
                raise ValueError(f"{name} {i} is out of range (the layout has {size})")
            flat += i * scale
            scale *= size
        if inputs:
            raise ValueError(f"unknown input dimension(s) {', '.join(inputs)} (the layout has "
                             f"{', '.join(self.in_dims)})")
        return self.elements[flat]

    def owners(self, coords: Sequence[int]) -> list[dict[str, int]]:
        """Every input that holds the element at ``coords`` (several where the layout
        broadcasts), each as ``{in_dim: index}``, in flat order."""
        target = tuple(coords)
        out = []
        for flat, c in enumerate(self.elements):
            if c == target:
                d, rest = {}, flat
                for name, size in self.in_dims.items():
                    d[name] = rest % size
                    rest //= size
                out.append(d)
        return out

    def text(self, use_hw_view: bool = False) -> str:
        """The thread map ``pyopt layout`` prints (``getLayoutStr``), from the tensor's
        (or, ``use_hw_view``, the hardware's) point of view."""
        from pyopt.dialects.ttg.layout_str import get_layout_str  # (start-up)

        with self._context:
            return str(get_layout_str(self._tensor, use_hw_view))


def layout_map(tensor_type: Union[str, Type], layout: Union[str, Attribute, None] = None,
               triton_version: Optional[str] = None) -> LayoutMap:
    """The thread map of ``layout`` over ``tensor_type`` (``pyopt layout -t TYPE -l LAYOUT``):
    either may be text or a parsed object; without ``layout`` the type's own encoding.
    Raises :class:`AnalysisError` where the layout does not map onto the shape."""
    if isinstance(tensor_type, str):
        tensor_type = parse_type(tensor_type, triton_version)
    context = tensor_type._context if triton_version is None else _context(triton_version)
    if not isinstance(tensor_type, RankedTensorType):
        raise AnalysisError([_tool_diagnostic(f"Invalid tensor type argument: {tensor_type}")])
    raw = tensor_type.raw
    if layout is not None:
        if isinstance(layout, str):
            layout = parse_attribute(layout, _release_text(context))
        raw = raw.with_encoding(layout.raw)
    return _layout_map(raw, context)


def _layout_map(raw_tensor: Any, context: Any) -> LayoutMap:
    from pyopt.dialects.ttg.attrs import DistributedEncoding, SharedEncoding, to_linear_layout  # (start-up)
    from pyopt.dialects.ttg.layout_str import flat_images

    layout = raw_tensor.encoding
    if not isinstance(layout, (DistributedEncoding, SharedEncoding)):
        raise AnalysisError([_tool_diagnostic(
            "Unsupported tensor layout attribute: " + ("none" if layout is None else _text(layout)))])
    shared = isinstance(layout, SharedEncoding)
    dims = ["offset", "block"] if shared else ["register", "lane", "warp", "block"]

    def work() -> LayoutMap:
        with context:
            try:
                ll = to_linear_layout(layout, list(raw_tensor.shape))
            except (ValueError, NotImplementedError) as e:  # (LinearLayoutError is a ValueError)
                raise AnalysisError([_tool_diagnostic(
                    f"cannot map {_text(layout)} onto {_text(raw_tensor.with_encoding(None))}: {e}")]) from None
            in_dims = [(d, int(ll.get_in_dim_size(d))) for d in dims]
            images = [tuple(int(c) for c in img) for img in flat_images(ll, dims)]
        return LayoutMap(raw_tensor, context, "shared" if shared else "distributed", in_dims, images)

    return _guarded(work, AnalysisError, None, "the layout")
