"""Op declarations: one class per op drives its parsing, printing and verifying.

An op class subclasses :class:`Op` (itself an :class:`~pyopt.ir.core.Operation`)
and declares, in order, its operands, results, inherent attributes, regions and
successors, plus its assembly ``format`` (MLIR's declarative assembly format,
copied from the op's TableGen definition)::

    @irdl_op("tt.addptr")
    class AddPtrOp(Op):
        ptr = operand(TT_PtrLike)
        offset = operand(TT_IntLike)
        result = result(TT_PtrLike)
        format = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)"
        traits = (Pure(), Elementwise(), SameOperandsAndResultShape())

The declarations become accessors (``op.ptr``), the generic verifier's rules
(counts and type constraints) and, through the format, ``parse``/``print``.
Ops whose syntax no format can say define ``parse(cls, p)`` and
``print_body(self, p)`` by hand next to each other.
"""

from __future__ import annotations

from typing import Callable, Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.constraints import AnyType, Constraint, enum_constraint
from pyopt.ir.core import _NO_OPERANDS, NO_ATTRIBUTES, OpResult, Operation, Region, SharedAttributes, Use
from pyopt.ir.traits import (
    NOT_SPECULATABLE, RECURSIVELY_SPECULATABLE, SPECULATABLE, NoMemoryEffect, Pure, RecursivelySpeculatable,
    SameOperandsAndResultType, SameVariadicOperandSize, SameVariadicResultSize,
    Trait,
)
from pyopt.diagnostics import Diagnostic, DiagnosticError
from pyopt.ir.version import SUPPORTED, Versioned, registers, resolve, short, varying_ops

# ---------------------------------------------------------------------------
# Declaration fields
# ---------------------------------------------------------------------------


class _Field:
    kind = "single"  # "single" | "optional" | "variadic"
    pyname: str = ""

    def __set_name__(self, owner, name):
        self.pyname = name


class operand(_Field):
    def __init__(self, constraint: Constraint = AnyType, kind: str = "single"):
        self.constraint = constraint
        self.kind = kind

    def __get__(self, op, cls=None):
        if op is None:
            return self
        if op._operands_fixed:
            # every operand single: operand i is slot i (or absent)
            uses = op._operands
            i = self.index
            return uses[i].value if i < len(uses) else None
        lo, hi = op._operand_range(self.index)
        vals = [u.value for u in op._operands[lo:hi]]
        if self.kind == "single":
            return vals[0] if vals else None
        if self.kind == "optional":
            return vals[0] if vals else None
        return vals


def var_operand(constraint: Constraint = AnyType) -> operand:
    return operand(constraint, "variadic")


def opt_operand(constraint: Constraint = AnyType) -> operand:
    return operand(constraint, "optional")


class result(_Field):
    def __init__(self, constraint: Constraint = AnyType, kind: str = "single"):
        self.constraint = constraint
        self.kind = kind

    def __get__(self, op, cls=None):
        if op is None:
            return self
        if op._results_fixed:
            # every result single: result i is results[i] (or absent)
            results = op.results
            i = self.index
            return results[i] if i < len(results) else None
        lo, hi = op._result_range(self.index)
        vals = op.results[lo:hi]
        if self.kind == "variadic":
            return list(vals)
        return vals[0] if vals else None


def var_result(constraint: Constraint = AnyType) -> result:
    return result(constraint, "variadic")


class attr(_Field):
    """An inherent attribute.  ``name`` defaults to the Python name.  ``enum``
    maps stored integer values to keywords for formats that print the
    attribute as a keyword (``tt.get_program_id x``).  ``declared``, for an
    attribute only some Triton releases declare, is a ``Versioned`` rule whose
    value says whether the release declares it, or ``(rule, value)``: declared
    where the rule's value is ``value`` (elsewhere an attribute of that name
    is a discardable one); :func:`declared_attrs` reads it."""

    def __init__(self, constraint: Optional[Callable] = None, optional: bool = False,
                 name: Optional[str] = None, enum: Optional[dict] = None, default=None,
                 storage: Optional[T.Type] = None, declared=None):
        self.constraint = constraint
        self.optional = optional
        self.attr_name = name
        self.enum = enum
        self.default = default
        self.storage = storage
        self.declared = declared

    def __set_name__(self, owner, name):
        self.pyname = name
        if self.attr_name is None:
            self.attr_name = name

    def __get__(self, op, cls=None):
        if op is None:
            return self
        return op._attributes.get(self.attr_name, self.default)

    @property
    def value_constraint(self):
        """The attribute constraint its values must satisfy (the ODS
        ``AttrConstraint``), or None where the declaration states none."""
        c = self.__dict__.get("_value_constraint", False)
        if c is False:
            c = self.constraint if hasattr(self.constraint, "attr_kind") else None
            if c is None and self.enum is not None and self.storage is not None:
                c = enum_constraint(self.enum, self.storage)
            self._value_constraint = c
        return c


def opt_attr(constraint=None, **kw) -> attr:
    return attr(constraint, optional=True, **kw)


class region(_Field):
    """A region; ``blocks`` is its ODS constraint on the number of blocks:
    ``1`` (``SizedRegion<1>``), ``"<=1"`` (``MaxSizedRegion<1>``), ``">=1"``
    (``MinSizedRegion<1>``) or None
    (``AnyRegion``)."""

    def __init__(self, kind: str = "single", blocks=None):
        self.kind = kind
        self.blocks = blocks

    def block_count_error(self, n: int) -> Optional[str]:
        """The ODS region constraint's summary when ``n`` blocks break it."""
        if self.blocks == 1 and n != 1:
            return "region with 1 blocks"
        if self.blocks == "<=1" and n > 1:
            return "region with at most 1 blocks"
        if self.blocks == ">=1" and n < 1:
            return "region with at least 1 blocks"
        return None

    def __get__(self, op, cls=None):
        if op is None:
            return self
        if self.kind == "variadic":
            return op.regions[self.index:]
        return op.regions[self.index]


class successor(_Field):
    def __init__(self, kind: str = "single"):
        self.kind = kind

    def __get__(self, op, cls=None):
        if op is None:
            return self
        if self.kind == "variadic":
            return op.successors[self.index:]
        return op.successors[self.index]


# ---------------------------------------------------------------------------
# The op base class
# ---------------------------------------------------------------------------


class Op(Operation):
    """Base of registered ops.  Subclasses are made by :func:`irdl_op`."""

    __slots__ = ()
    OP_NAME: str = ""
    OPERANDS: tuple = ()
    RESULTS: tuple = ()
    ATTRS: tuple = ()
    REGIONS: tuple = ()
    SUCCESSORS: tuple = ()
    traits: frozenset = frozenset()
    trait_list: tuple = ()  # the traits in declaration order, then the dialect's (verification order)
    format: Optional[str] = None
    #: ODS-declared memory effects (:class:`~pyopt.ir.effects.EffectDecl`:
    #: ``MemRead("ptr", GLOBAL_MEMORY)`` ...), expanded by :meth:`get_effects`.
    effects: tuple = ()
    attr_sized_operands = False
    attr_sized_results = False
    _fmt = None
    #: (attribute name, default) of each default-valued attribute every
    #: release declares, in declaration order (precomputed per class for op
    #: creation); ``_VERSIONED_ATTRS``: the attributes only some releases declare
    _DEFAULTED: tuple = ()
    #: the attributes of an op made without any: its defaulted ones, one dictionary per
    #: class (shared, copy-on-write), set by irdl_op
    _DEFAULTS_ONLY: dict = NO_ATTRIBUTES
    _VERSIONED_ATTRS: tuple = ()
    #: set per class by irdl_op: no variadic/optional operand (result) groups
    _operands_fixed = False
    _results_fixed = False

    def __init__(self, operands=(), result_types=(), attributes=None, regions=0,
                 successors=(), loc=None, properties=None):
        # Operation.__init__, inlined (every registered op made by the parser,
        # builders and clones comes here; one call frame less per op).
        self.name = self.OP_NAME
        # Exact-size operand and result lists; no regions or successors: the
        # shared empty tuple (as Operation.__init__)
        if operands.__class__ is not list and operands.__class__ is not tuple:
            operands = list(operands)
        if operands:
            uses: list = [None] * len(operands)
            for i, v in enumerate(operands):
                uses[i] = Use(self, v)  # (linked into v's use list)
            self._operands = uses
        else:
            self._operands = _NO_OPERANDS
        if result_types.__class__ is not list and result_types.__class__ is not tuple:
            result_types = list(result_types)
        # a tuple (results are fixed when the op is made), the shared empty one for none
        if len(result_types) == 1:
            self.results = (OpResult(result_types[0], self),)
        elif result_types:
            self.results = tuple([OpResult(t, self) for t in result_types])
        else:
            self.results = ()
        # (a shared dictionary is shared, not copied: Operation.attributes)
        if not attributes:
            attrs = self._DEFAULTS_ONLY
        elif attributes.__class__ is SharedAttributes:
            attrs = attributes
        else:
            attrs = dict(attributes)
        # MLIR gives default-valued properties their default whenever an op
        # is created, so the generic form always shows them.
        for attr_name, default in self._DEFAULTED:
            if attr_name not in attrs:
                if attrs.__class__ is SharedAttributes:
                    attrs = dict(attrs)
                attrs[attr_name] = default
        if self._VERSIONED_ATTRS:
            for d in self._VERSIONED_ATTRS:
                if d.default is not None and d.attr_name not in attrs and declared_now(d):
                    if attrs.__class__ is SharedAttributes:
                        attrs = dict(attrs)
                    attrs[d.attr_name] = d.default
        self._attributes = attrs
        self.properties = properties
        if isinstance(regions, int):
            self.regions = [Region(self) for _ in range(regions)] if regions else ()
        else:
            rs = []
            for r in regions:
                r.parent = self
                rs.append(r)
            self.regions = rs or ()
        self.successors = list(successors) if successors else ()
        self._loc = loc
        self.parent = self.prev = self.next = None

    # -- segments -------------------------------------------------------------
    def _operand_range(self, index: int) -> tuple[int, int]:
        return _segment(self.OPERANDS, index, len(self._operands),
                        self._attributes.get("operandSegmentSizes") if self.attr_sized_operands else None)

    def _result_range(self, index: int) -> tuple[int, int]:
        return _segment(self.RESULTS, index, len(self.results),
                        self._attributes.get("resultSegmentSizes") if self.attr_sized_results else None)

    def operand_group(self, index: int) -> list:
        lo, hi = self._operand_range(index)
        return [u.value for u in self._operands[lo:hi]]

    # -- building ----------------------------------------------------------------
    @classmethod
    def build(cls, operands: Optional[dict] = None, result_types=(), attributes=None,
              regions=(), successors=(), loc=None) -> "Op":
        """Create the op from named operand groups (values, lists or None)."""
        operands = operands or {}
        flat, sizes = [], []
        for od in cls.OPERANDS:
            v = operands.get(od.pyname)
            if v is None:
                vs = []
            elif isinstance(v, (list, tuple)):
                vs = list(v)
            else:
                vs = [v]
            flat.extend(vs)
            sizes.append(len(vs))
        attributes = dict(attributes or {})
        if cls.attr_sized_operands:
            attributes["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, sizes)
        return cls(flat, result_types, attributes, list(regions), successors, loc)

    # -- syntax (set from ``format`` by irdl_op) -----------------------------------
    # Ops with neither are read and printed in the generic form.
    parse: Optional[classmethod] = None
    print_body = None

    # -- interfaces every op has (defaults here; op classes override) ------------------
    def fold(self, constants: list):
        """``fold`` (``foldHook``): ``constants`` holds each operand's constant
        attribute or None.  Returns None (no fold), ``IN_PLACE`` (the op was
        updated in place) or one value or attribute per result."""
        return None

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``getCanonicalizationPatterns``: fresh pattern objects, in the C++
        registration order."""
        return []

    def get_effects(self):
        """``MemoryEffectOpInterface::getEffects``: the op's memory effects (a
        list of :class:`~pyopt.ir.effects.EffectInstance`), or None when they
        are unknown (the op does not implement the interface).  By default
        the class's ODS declaration answers: its ``effects`` expanded on this
        op, else none for ``Pure``/``NoMemoryEffect`` ops, else unknown.  Ops
        with a C++ ``getEffects`` override this."""
        declared = self.effects
        if declared:
            return [e for decl in declared for e in decl.instances(self)]
        if self.has_trait(NoMemoryEffect):
            return []
        return None

    def get_speculatability(self) -> str:
        """``ConditionallySpeculatable::getSpeculatability``: ``SPECULATABLE``
        for ``Pure`` ops (``AlwaysSpeculatable``), ``RECURSIVELY_SPECULATABLE``
        for ``RecursivelySpeculatable`` ones, else ``NOT_SPECULATABLE`` (an op
        without the interface is never speculated).  ``ConditionallySpeculatable``
        ops, whose C++ class decides, override this."""
        if self.has_trait(Pure):
            return SPECULATABLE
        if self.has_trait(RecursivelySpeculatable):
            return RECURSIVELY_SPECULATABLE
        return NOT_SPECULATABLE

    # -- verification ------------------------------------------------------------------
    #: :meth:`verify_` reads only the op's operand and result types and its
    #: declared (inherent) attributes: within a verifier run, its success is
    #: remembered per class, type signature and those attributes (types and
    #: attributes are uniqued and immutable), as for a ``types_only`` trait
    verify_types_and_attrs_only = False

    def verify_(self) -> Optional[str]:
        """Op-specific checks; return an error message or None."""
        return None

    def verify_regions_(self) -> Optional[str]:
        """Op-specific checks run after the ops nested in its regions
        (``verifyRegions``); return an error message or None."""
        return None

    @classmethod
    def _set_traits(cls, trait_list: tuple) -> None:
        cls.trait_list = tuple(dict.fromkeys(trait_list))
        cls.traits = frozenset(cls.trait_list)
        cls._trait_types = frozenset(k for t in cls.traits for k in type(t).__mro__
                                     if issubclass(k, Trait) and k is not Trait)

    @classmethod
    def add_dialect_traits(cls, traits: tuple) -> None:
        """Add the traits every op of the class's dialect carries, after its
        own (called by its :class:`~pyopt.ir.dialect.Dialect`)."""
        if traits:
            cls._set_traits(cls.trait_list + tuple(traits))

    @classmethod
    def infer_result_types(cls, operands: list, attributes: dict, regions: list):
        """Result types the format does not spell (ops with InferTypeOpInterface)."""
        if cls.has_trait(SameOperandsAndResultType) and operands:
            return [operands[0].type] * _fixed_results(cls)
        raise NotImplementedError(f"{cls.OP_NAME}: cannot infer result types")


def _fixed_results(cls) -> int:
    return len(cls.RESULTS)


def _segment(defs: tuple, index: int, total: int, sizes_attr) -> tuple[int, int]:
    if sizes_attr is not None:
        sizes = sizes_attr.values
        lo = sum(sizes[:index])
        return lo, lo + sizes[index]
    nvar = sum(1 for d in defs if d.kind != "single")
    if nvar == 0:
        return index, index + 1
    nfixed = len(defs) - nvar
    var_size = (total - nfixed) // nvar if nvar else 0
    lo = 0
    for i, d in enumerate(defs):
        size = 1 if d.kind == "single" else var_size
        if i == index:
            return lo, lo + size
        lo += size
    raise IndexError(index)


def irdl_op(name: str):
    """Class decorator: collect the declaration and compile the format (the
    dialect of the class's ops module collects the class: pyopt.ir.dialect)."""

    def wrap(cls):
        cls.OP_NAME = name
        ops, res, atts, regs, succs = [], [], [], [], []
        own = cls.__mro__[: cls.__mro__.index(Op)]  # the declaration's own classes
        for klass in reversed(own):
            for k, v in vars(klass).items():
                if isinstance(v, operand):
                    ops = [o for o in ops if o.pyname != k] + [v]
                elif isinstance(v, result):
                    res = [o for o in res if o.pyname != k] + [v]
                elif isinstance(v, attr):
                    atts = [o for o in atts if o.pyname != k] + [v]
                elif isinstance(v, region):
                    regs = [o for o in regs if o.pyname != k] + [v]
                elif isinstance(v, successor):
                    succs = [o for o in succs if o.pyname != k] + [v]
        for group in (ops, res, regs, succs):
            for i, d in enumerate(group):
                d.index = i
        cls.OPERANDS, cls.RESULTS, cls.ATTRS = tuple(ops), tuple(res), tuple(atts)
        cls._DEFAULTED = tuple((a.attr_name, a.default) for a in atts
                               if a.default is not None and a.declared is None)
        cls._DEFAULTS_ONLY = SharedAttributes(cls._DEFAULTED) if cls._DEFAULTED else NO_ATTRIBUTES
        cls._VERSIONED_ATTRS = tuple(a for a in atts if a.declared is not None)
        cls.REGIONS, cls.SUCCESSORS = tuple(regs), tuple(succs)
        own = getattr(cls, "trait_list", ()) if isinstance(cls.traits, frozenset) else tuple(cls.traits)
        cls._set_traits(own)  # (its dialect adds its traits: Dialect -> add_dialect_traits)
        # Several variadic groups need an operandSegmentSizes attribute
        # (AttrSizedOperandSegments), unless they all have one size.
        if sum(1 for d in ops if d.kind != "single") > 1 and not cls.has_trait(SameVariadicOperandSize):
            cls.attr_sized_operands = True
        if sum(1 for d in res if d.kind != "single") > 1 and not cls.has_trait(SameVariadicResultSize):
            cls.attr_sized_results = True
        # Declarations of single operands (results) only: the descriptors
        # index the op's lists directly (no segment computation per read).
        cls._operands_fixed = not cls.attr_sized_operands and all(d.kind == "single" for d in ops)
        cls._results_fixed = not cls.attr_sized_results and all(d.kind == "single" for d in res)
        if cls.format is not None and "parse" not in vars(cls):
            # the format is compiled when the op is first read or printed
            cls.parse = classmethod(_parse_with_format)
            if "print_body" not in vars(cls):
                cls.print_body = _print_with_format
        return cls

    return wrap


def compiled_format(cls, text: Optional[str] = None):
    """The op's assembly format compiled, for the active context's release (a
    ``Versioned`` format differs between releases; each is compiled once), or
    the format ``text`` (one of its releases' forms)."""
    if text is None:
        text = resolve(cls.format)
    cache = cls.__dict__.get("_fmt")
    if cache is None:
        cache = {}
        cls._fmt = cache
    # A compiled format holds which attributes are inherent (not printed in
    # its attr-dict); where that varies between releases (attributes declared
    # per release), each release's set has its own compiled format, else a
    # format compiled under one release would print for another (the parser
    # compiles other releases' forms too).
    key = (text, inherent_attr_names(cls)) if getattr(cls, "_VERSIONED_ATTRS", ()) else text
    fmt = cache.get(key)
    if fmt is None:
        # Imported here: the format engine imports this module (the op
        # declarations it compiles), and formats compile on first use.
        from pyopt.ir.format import compile_format

        fmt = cache[key] = compile_format(cls, text)
    return fmt


def _parse_with_format(cls, p):
    if not isinstance(cls.format, Versioned):
        return compiled_format(cls).parse(cls, p)
    start = p.i
    try:
        return compiled_format(cls).parse(cls, p)
    except DiagnosticError as err:
        # Another release's form is read too where it says the same thing:
        # the op is built as the active release declares it.  A form that
        # sets an attribute this release does not declare cannot be read:
        # the error says which releases write it.
        for releases, text in _other_formats(cls):
            p.i = start
            fmt = compiled_format(cls, text)
            try:
                op = fmt.parse(cls, p)
            except DiagnosticError:
                continue
            read = set(fmt.referenced_attrs())
            if not any(a.attr_name in read and a.attr_name in op.attr_dict and not declared_now(a)
                       for a in cls._VERSIONED_ATTRS):
                return op
            names = [short(r) for r in releases]
            listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            err.diag.notes.append(Diagnostic(
                "note", f"this '{cls.OP_NAME}' is Triton {listed} syntax: --triton-version={names[-1]}",
                err.diag.loc))
            break
        raise


def _other_formats(cls) -> list:
    """(the releases that write it, format text) of each form of ``cls``'s
    Versioned format other than the active release's, newest first."""
    mine = resolve(cls.format)
    forms: dict = {}
    # (only the releases that have the op, where that varies: release_ops.json)
    varies = cls.OP_NAME in varying_ops()
    for release in SUPPORTED:
        if varies and not registers(cls.OP_NAME, release):
            continue
        text = cls.format.at(release)
        if text != mine:
            forms.setdefault(text, []).append(release)
    return sorted(((rs, text) for text, rs in forms.items()), key=lambda e: e[0][-1], reverse=True)


def _print_with_format(self, p):
    return compiled_format(type(self)).print(self, p)


def declared_attrs(cls) -> tuple:
    """The attribute declarations of op class ``cls`` under the active
    context's release: ``cls.ATTRS`` less those the release does not declare
    (an ``attr(..., declared=Versioned(...))`` whose rule says no)."""
    if not getattr(cls, "_VERSIONED_ATTRS", ()):
        return getattr(cls, "ATTRS", ())
    return tuple(a for a in cls.ATTRS if declared_now(a))


def declared_now(d: attr) -> bool:
    """Whether the active context's release declares attribute ``d``."""
    spec = d.declared
    if spec is None:
        return True
    if isinstance(spec, tuple):
        rule, value = spec
        return resolve(rule) == value
    return bool(resolve(spec))


def inherent_attr_names(cls) -> frozenset:
    names = {a.attr_name for a in declared_attrs(cls)}
    if getattr(cls, "attr_sized_operands", False):
        names.add("operandSegmentSizes")
    if getattr(cls, "attr_sized_results", False):
        names.add("resultSegmentSizes")
    return frozenset(names)
