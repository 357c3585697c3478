"""Op traits: properties of an op class that verify themselves.

Mirrors MLIR's ``OpTrait`` templates (mlir/include/mlir/IR/OpDefinition.h,
mlir/lib/IR/Operation.cpp ``OpTrait::impl::verify*``) and the side-effect
traits of mlir/include/mlir/Interfaces/SideEffectInterfaces.td.  An op class
lists trait *objects*::

    class AddIOp(IntBinaryOp):
        traits = (Pure(), Commutative(), SameOperandsAndResultType())

The declaration machinery (:func:`pyopt.ir.opdef.irdl_op`) collects them, the
verifier calls each trait's :meth:`Trait.verify` on every op of the class, and
passes ask ``op.has_trait(Pure)`` (``op->hasTrait<OpTrait::...>()``).
Dialect-specific traits (Triton's ``SameOperandsAndResultEncoding`` and
friends) live in their dialect's package and subclass :class:`Trait`.

Adding a trait: subclass :class:`Trait`; give it ``__init__`` parameters only
if the C++ trait is a template with arguments (``HasParent<"scf.for">``),
returned by :meth:`Trait.params`; implement :meth:`Trait.verify` with MLIR's
message (``emitOpError``'s text without the ``'op.name' op`` prefix, which the
verifier adds; a :class:`TraitError` for messages emitted otherwise).

Verification order (MLIR's ``Op::verifyInvariants``): the generic invariants
(counts, type constraints, attributes), then ODS predicate traits
(:attr:`Trait.predicate`: ``AllTypesMatch``, ``TypesMatchWith``, checked inside
``verifyInvariantsImpl``), then every trait's :meth:`Trait.verify` in
declaration order, then the op's own ``verify_``; after the ops nested in its
regions, :meth:`Trait.verify_region` (``verifyRegionTrait``).  Checks that
read only the op's operand and result types set :attr:`Trait.types_only`, so
the verifier can remember their verdict per op class and type signature;
checks that read only those types and what encloses the op set
:attr:`Trait.types_and_block_only`, so the verifier can remember their
verdict per op class, type signature and block.
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T

__all__ = [
    "Trait", "Pure", "NoMemoryEffect", "RecursiveMemoryEffects", "RecursivelySpeculatable",
    "ConditionallySpeculatable", "NOT_SPECULATABLE", "SPECULATABLE", "RECURSIVELY_SPECULATABLE", "Elementwise", "SameOperandsAndResultType",
    "SameOperandsAndResultShape", "SameOperandsAndResultElementType", "SameOperandsShape",
    "SameTypeOperands", "AllTypesMatch", "TypesMatchWith", "SameVariadicOperandSize", "SameVariadicResultSize",
    "AttrSizedOperandSegments", "Commutative", "Idempotent", "Involution", "ConstantLike",
    "IsTerminator", "ReturnLike", "NoTerminator", "SingleBlock", "SingleBlockImplicitTerminator",
    "HasParent", "IsolatedFromAbove", "SymbolTable", "Symbol", "AffineScope",
    "AutomaticAllocationScope", "OneRegion", "NoRegionArguments", "TraitError",
    "verification_run", "run_memo", "SymbolTableCollection", "at_least_operands", "at_least_results",
    "compatible_shape", "compatible_shapes", "shape_of",
]


class TraitError(str):
    """A trait's error message emitted other than by ``emitOpError``:
    ``op_prefix`` False for ``emitError`` (no ``'op.name' op`` prefix);
    ``notes`` are attached at the op's location; ``followups`` are further
    errors emitted with ``emitOpError`` right after this one (at the op)."""

    def __new__(cls, text: str, op_prefix: bool = True, notes: tuple = (), followups: tuple = ()):
        self = super().__new__(cls, text)
        self.op_prefix = op_prefix
        self.notes = tuple(notes)
        self.followups = tuple(followups)
        return self


_RUN: Optional[dict] = None


class verification_run:
    """Context manager around one verifier run: within it, :func:`run_memo`
    gives each caller a dict that lives until the run ends (for checks whose
    answer depends on an op's surroundings, memoised per block)."""

    def __enter__(self):
        global _RUN
        self._outer = _RUN
        _RUN = {}
        return self

    def __exit__(self, *exc):
        global _RUN
        _RUN = self._outer
        return False


def run_memo(name: str) -> dict:
    """The memo named ``name`` of the current verifier run (a fresh dict
    outside a run)."""
    if _RUN is None:
        return {}
    memo = _RUN.get(name)
    if memo is None:
        memo = _RUN[name] = {}
    return memo


class Trait:
    """Base of op traits.  Traits without parameters are equal when of the same
    class; parameterised ones also compare their :meth:`params`."""

    __slots__ = ()
    #: an ODS ``PredOpTrait`` (checked with the op's invariants, before the
    #: native traits)
    predicate = False
    #: :meth:`verify` reads only the types of the op's operands and results
    types_only = False
    #: :meth:`verify` reads only those types and what encloses the op (its
    #: block, the block's ancestors and their attributes): its verdict holds
    #: for every op of one class and type signature in one block
    types_and_block_only = False

    def params(self) -> tuple:
        return ()

    def verify(self, op) -> Optional[str]:
        """The trait's check on ``op`` (``verifyTrait``): an error message, or None."""
        return None

    def verify_region(self, op) -> Optional[str]:
        """``verifyRegionTrait``: checked after the ops nested in ``op``."""
        return None

    def block_context(self, op):
        """For a :attr:`types_and_block_only` trait: a hashable summary of
        what :meth:`verify` reads of the surroundings of ``op`` (two ops of
        one class and type signature with equal summaries get one verdict).
        By default the op's block itself."""
        return op.parent

    def __eq__(self, other) -> bool:
        return type(self) is type(other) and self.params() == other.params()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.params()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(map(repr, self.params()))})"


# -- helpers (mlir/lib/IR/TypeUtilities.cpp) ----------------------------------------
_SHAPED = (T.RankedTensorType, T.VectorType, T.MemDescType)  # ShapedType implementations


def shape_of(t) -> Optional[tuple]:
    """The shape of a shaped type, or None for other types."""
    return t.shape if isinstance(t, _SHAPED) else None


def _dims_compatible(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(x == y or x == T.DYNAMIC or y == T.DYNAMIC for x, y in zip(a, b))


def compatible_shape(a, b) -> bool:
    """``verifyCompatibleShape(Type, Type)``: both unshaped, or both shaped with
    one rank and each dimension equal or dynamic."""
    sa, sb = shape_of(a), shape_of(b)
    if sa is None or sb is None:
        return sa is None and sb is None
    return _dims_compatible(sa, sb)


def compatible_shapes(types) -> bool:
    """``verifyCompatibleShapes(TypeRange)``: none shaped, or all shaped with one
    rank and, per dimension, at most one static size."""
    shapes = [shape_of(t) for t in types]
    if all(s is None for s in shapes):
        return True
    if any(s is None for s in shapes):
        return False
    if len({len(s) for s in shapes}) > 1:
        return False
    for dims in zip(*shapes):
        if len({d for d in dims if d != T.DYNAMIC}) > 1:
            return False
    return True


def _elem(t):
    return t.element_type() if isinstance(t, _SHAPED) else t


def at_least_operands(op, n: int) -> Optional[str]:
    """``verifyAtLeastNOperands``."""
    if op.num_operands < n:
        return f"expected {n} or more operands, but found {op.num_operands}"
    return None


def at_least_results(op, n: int) -> Optional[str]:
    """``verifyAtLeastNResults``."""
    if len(op.results) < n:
        return f"expected {n} or more results"
    return None


def _operand_types(op) -> list:
    return [u.value.type for u in op.operand_uses]


# -- side effects and speculation (SideEffectInterfaces.td) -----------------------
class NoMemoryEffect(Trait):
    """The op has no memory effect (``MemoryEffects<[]>``)."""

    __slots__ = ()


class Pure(NoMemoryEffect):
    """``Pure``: no memory effect and always speculatable."""

    __slots__ = ()


class RecursiveMemoryEffects(Trait):
    """The op's effects are those of the ops nested in its regions."""

    __slots__ = ()


class RecursivelySpeculatable(Trait):
    """``RecursivelySpeculatable``: the op is speculatable when every op nested
    in its regions is."""

    __slots__ = ()


class ConditionallySpeculatable(Trait):
    """``ConditionallySpeculatable``: the op says when it is speculatable (its
    class overrides :meth:`pyopt.ir.opdef.Op.get_speculatability`)."""

    __slots__ = ()


#: ``Speculation::Speculatability``: what :meth:`pyopt.ir.opdef.Op.get_speculatability` answers
NOT_SPECULATABLE = "NotSpeculatable"
SPECULATABLE = "Speculatable"
RECURSIVELY_SPECULATABLE = "RecursivelySpeculatable"


# -- operand/result shapes and types --------------------------------------------------
class Elementwise(Trait):
    """``ElementwiseMappable``'s ``Elementwise``: tensor/vector operands and
    results all have the same shape (``verifyElementwise``)."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        mappable = (T.RankedTensorType, T.VectorType)
        results = [r.type for r in op.results if isinstance(r.type, mappable)]
        operands = [t for t in _operand_types(op) if isinstance(t, mappable)]
        if not results and not operands:
            return None
        if results and not operands:
            return "if a result is non-scalar, then at least one operand must be non-scalar"
        if not results:
            return "if an operand is non-scalar, then there must be at least one non-scalar result"
        if len(results) != len(op.results):
            return "if an operand is non-scalar, then all results must be non-scalar"
        types = operands + results
        if len({type(t) for t in types}) != 1 or not compatible_shapes(types):
            return "all non-scalar operands/results must have the same shape and base type"
        return None


class SameOperandsAndResultType(Trait):
    """``verifySameOperandsAndResultType``: element type and shape of every
    operand and result match the first result's; so does the encoding when
    that is a tensor with one."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        err = at_least_operands(op, 1) or at_least_results(op, 1)
        if err:
            return err
        first = op.results[0].type
        elem = _elem(first)
        enc = first.encoding if isinstance(first, T.RankedTensorType) else None
        for t in [r.type for r in op.results[1:]] + _operand_types(op):
            if _elem(t) != elem or not compatible_shape(t, first):
                return "requires the same type for all operands and results"
            if enc is not None and t.encoding != enc:
                return "requires the same encoding for all operands and results"
        return None


class SameOperandsAndResultShape(Trait):
    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        err = at_least_operands(op, 1) or at_least_results(op, 1)
        if err:
            return err
        if not compatible_shapes(_operand_types(op) + [r.type for r in op.results]):
            return "requires the same shape for all operands and results"
        return None


class SameOperandsAndResultElementType(Trait):
    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        err = at_least_operands(op, 1) or at_least_results(op, 1)
        if err:
            return err
        elem = _elem(op.results[0].type)
        for t in [r.type for r in op.results[1:]] + _operand_types(op):
            if _elem(t) != elem:
                return "requires the same element type for all operands and results"
        return None


class SameOperandsShape(Trait):
    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        err = at_least_operands(op, 1)
        if err:
            return err
        if not compatible_shapes(_operand_types(op)):
            return "requires the same shape for all operands"
        return None


class SameTypeOperands(Trait):
    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        types = _operand_types(op)
        if any(t != types[0] for t in types[1:]):
            return "requires all operands to have the same type"
        return None


class AllTypesMatch(Trait):
    """``AllTypesMatch<[names]>``: the named operands/results have one type.
    An ODS predicate: checked with the op's invariants, message
    "failed to verify that all of {a, b} have same type"."""

    __slots__ = ("names",)
    predicate = True
    types_only = True

    def __init__(self, *names: str):
        object.__setattr__(self, "names", tuple(names))

    def params(self) -> tuple:
        return self.names

    def verify(self, op) -> Optional[str]:
        types = []
        for name in self.names:
            v = getattr(op, name)
            # a variadic group stands for its types as a whole (TypeRange)
            types.append(tuple(x.type for x in v) if isinstance(v, list) else v.type)
        if any(t != types[0] for t in types[1:]):
            return f"failed to verify that all of {{{', '.join(self.names)}}} have same type"
        return None


class TypesMatchWith(Trait):
    """ODS's ``TypesMatchWith<summary, lhs, rhs, transform[, comparator]>``
    (and ``OptionalTypesMatchWith``): the type of field ``rhs`` is
    ``transform`` of field ``lhs``'s (the same type without a transform).  An
    ODS predicate (checked with the op's invariants), message "failed to
    verify that <summary>".  Nothing is compared when either field is an
    absent optional operand (the comparator ``getX() == nullptr ||
    std::equal_to<>()`` some ops write).  ``unless_at_most`` is the
    comparator ``($_op.getOperands().size() <= N) || std::equal_to<>()``:
    with N operands or fewer nothing is compared.  The op's ``type_rules``
    derive the same types when its custom form is parsed; this checks every
    form (the generic one too)."""

    __slots__ = ("summary", "lhs", "rhs", "transform", "unless_at_most")
    predicate = True
    types_only = True

    def __init__(self, summary: str, lhs: str, rhs: str, transform=None, unless_at_most=None):
        object.__setattr__(self, "summary", summary)
        object.__setattr__(self, "lhs", lhs)
        object.__setattr__(self, "rhs", rhs)
        object.__setattr__(self, "transform", transform)
        object.__setattr__(self, "unless_at_most", unless_at_most)

    def params(self) -> tuple:
        return (self.summary, self.lhs, self.rhs, self.transform, self.unless_at_most)

    def verify(self, op) -> Optional[str]:
        if self.unless_at_most is not None and op.num_operands <= self.unless_at_most:
            return None
        lhs, rhs = getattr(op, self.lhs), getattr(op, self.rhs)
        if lhs is None or rhs is None:  # (an absent optional operand: nothing to compare)
            return None
        want = lhs.type if self.transform is None else self.transform(lhs.type)
        if want != rhs.type:
            return f"failed to verify that {self.summary}"
        return None


class SameVariadicOperandSize(Trait):
    __slots__ = ()


class SameVariadicResultSize(Trait):
    __slots__ = ()


class AttrSizedOperandSegments(Trait):
    __slots__ = ()


# -- folding traits -----------------------------------------------------------------
class Commutative(Trait):
    __slots__ = ()


class Idempotent(Trait):
    __slots__ = ()


class Involution(Trait):
    __slots__ = ()


class ConstantLike(Trait):
    __slots__ = ()


# -- structure ------------------------------------------------------------------------
class IsTerminator(Trait):
    """``verifyIsTerminator``: the op ends its block."""

    __slots__ = ()

    def verify(self, op) -> Optional[str]:
        block = op.parent
        if block is None or block.last is not op:
            return "must be the last operation in the parent block"
        return None


class ReturnLike(Trait):
    __slots__ = ()


class NoTerminator(Trait):
    __slots__ = ()


class SingleBlock(Trait):
    """``SingleBlock``: each region has at most one block, which (unless the op
    has ``NoTerminator``) is not empty."""

    __slots__ = ()

    def verify(self, op) -> Optional[str]:
        for i, region in enumerate(op.regions):
            if not region.blocks:
                continue
            if len(region.blocks) != 1:
                return f"expects region #{i} to have 0 or 1 blocks"
            if region.blocks[0].first is None and not op.has_trait(NoTerminator):
                return "expects a non-empty block"
        return None


class SingleBlockImplicitTerminator(SingleBlock):
    """``SingleBlockImplicitTerminator<"op">``: single block, ended by ``op``
    (which the custom form may leave out)."""

    __slots__ = ("terminator",)

    def __init__(self, terminator: str = ""):
        object.__setattr__(self, "terminator", terminator)

    def params(self) -> tuple:
        return (self.terminator,)

    def verify_region(self, op) -> Optional[str]:
        err = SingleBlock.verify(self, op)
        if err:
            return err
        for region in op.regions:
            if not region.blocks:
                continue
            last = region.blocks[0].last
            if last is not None and last.name != self.terminator:
                return TraitError(
                    f"expects regions to end with '{self.terminator}', found '{last.name}'",
                    notes=(f"in custom textual format, the absence of terminator implies '{self.terminator}'",))
        return None


class HasParent(Trait):
    """``HasParent<"a", "b">`` (``ParentOneOf``): the op's parent op is one of these."""

    __slots__ = ("parents",)

    def __init__(self, *parents: str):
        object.__setattr__(self, "parents", tuple(parents))

    types_and_block_only = True

    def params(self) -> tuple:
        return self.parents

    def block_context(self, op):
        parent = _parent_op(op)
        return None if parent is None else parent.name

    def verify(self, op) -> Optional[str]:
        parent = _parent_op(op)
        if parent is not None and parent.name in self.parents:
            return None
        if len(self.parents) == 1:
            return f"expects parent op '{self.parents[0]}'"
        return f"expects parent op to be one of '{', '.join(self.parents)}'"


def _parent_op(op):
    block = op.parent
    region = block.parent if block is not None else None
    return region.parent if region is not None else None


class IsolatedFromAbove(Trait):
    __slots__ = ()


class SymbolTable(Trait):
    """``OpTrait::SymbolTable``.  Its region check (``verifySymbolTable``,
    after the ops nested in the op): the symbols defined directly in its
    region have distinct names ("redefinition of symbol named ..." at the
    second, with a note at the first), then every op nested in it (not inside
    a nested symbol table, in ``walkSymbolTable``'s order) that implements
    ``SymbolUserOpInterface`` verifies its symbol uses
    (``verify_symbol_uses``), reported at that op."""

    __slots__ = ()

    def verify_region(self, op) -> Optional[str]:
        # Imported here: diagnostics with notes at other ops; the interfaces
        # module imports this one (a genuine cycle).
        from pyopt.diagnostics import Diagnostic, DiagnosticError, location_of
        from pyopt.ir.interfaces import SymbolUserOpInterface

        first: dict = {}
        for region in op.regions[:1]:
            for block in region.blocks:
                for child in block.ops:
                    name = child.attr_dict.get("sym_name")
                    if not isinstance(name, A.StringAttr):
                        continue
                    prior = first.setdefault(name.value, child)
                    if prior is not child:
                        diag = Diagnostic("error", f"redefinition of symbol named '{name.value}'", location_of(child))
                        diag.notes.append(Diagnostic("note", "see existing symbol definition here", location_of(prior)))
                        raise DiagnosticError(diag)
        tables = SymbolTableCollection()
        worklist = list(op.regions)
        # op class -> (a symbol user, a symbol table): asked once per class
        # (the walk meets every op of the module)
        kinds: dict = {}
        while worklist:
            for block in worklist.pop().blocks:
                child = block.first
                while child is not None:
                    cls = child.__class__
                    kind = kinds.get(cls)
                    if kind is None:
                        kind = kinds[cls] = (issubclass(cls, SymbolUserOpInterface), cls.has_trait(SymbolTable))
                    if kind[0]:
                        msg = child.verify_symbol_uses(tables)
                        if msg:
                            text = f"'{child.name}' op {msg}" if getattr(msg, "op_prefix", True) else str(msg)
                            diag = Diagnostic("error", text, location_of(child))
                            for note in getattr(msg, "notes", ()):
                                diag.notes.append(Diagnostic("note", note, location_of(child)))
                            raise DiagnosticError(diag)
                    if not kind[1] and child.regions:
                        worklist.extend(child.regions)
                    child = child.next
        return None


class SymbolTableCollection:
    """``SymbolTableCollection``: the symbols of each symbol table op asked
    about, gathered once (lookups during one verification)."""

    __slots__ = ("_tables",)

    def __init__(self):
        self._tables: dict = {}

    def symbols(self, table) -> dict:
        """Name -> op of the symbols defined directly in ``table``'s region
        (the first of each name)."""
        found = self._tables.get(table)
        if found is None:
            found = self._tables[table] = {}
            for block in table.regions[0].blocks if table.regions else ():
                for child in block.ops:
                    sym = child.attr_dict.get("sym_name")
                    if isinstance(sym, A.StringAttr):
                        found.setdefault(sym.value, child)
        return found

    def lookup_nearest_symbol_from(self, op, name: str):
        """``lookupNearestSymbolFrom``: the op named ``name`` in the nearest
        symbol table enclosing ``op`` (or None)."""
        table = op.parent_op
        while table is not None and not table.has_trait(SymbolTable):
            table = table.parent_op
        return None if table is None else self.symbols(table).get(name)


class Symbol(Trait):
    """``SymbolOpInterface``'s verifier: a string ``sym_name`` (unless the
    symbol is optional, as ``builtin.module``'s is), a known ``sym_visibility``, no public declaration (a
    function without a body), and a parent with the SymbolTable trait."""

    __slots__ = ("optional",)

    def __init__(self, optional: bool = False):
        object.__setattr__(self, "optional", optional)  # isOptionalSymbol

    def params(self) -> tuple:
        return (self.optional,)

    def verify(self, op) -> Optional[str]:
        attrs = op.attr_dict
        name = attrs.get("sym_name")
        if name is None and self.optional:
            return None
        if not isinstance(name, A.StringAttr):
            return "requires string attribute 'sym_name'"
        vis = attrs.get("sym_visibility")
        if vis is not None:
            if not isinstance(vis, A.StringAttr):
                return f"requires visibility attribute 'sym_visibility' to be a string attribute, but got {vis}"
            if vis.value not in ("public", "private", "nested"):
                return f'visibility expected to be one of ["public", "private", "nested"], but got {vis}'
        is_external = getattr(op, "is_external", None)
        if is_external is not None and is_external() and (vis is None or vis.value == "public"):
            return "symbol declaration cannot have public visibility"
        parent = op.parent_op
        if parent is not None and getattr(type(parent), "OP_NAME", "") and not parent.has_trait(SymbolTable):
            return "symbol's parent must have the SymbolTable trait"
        return None


class AffineScope(Trait):
    __slots__ = ()


class AutomaticAllocationScope(Trait):
    __slots__ = ()


class OneRegion(Trait):
    __slots__ = ()


class NoRegionArguments(Trait):
    """``verifyNoRegionArguments``."""

    __slots__ = ()

    def verify(self, op) -> Optional[str]:
        for i, region in enumerate(op.regions):
            if region.blocks and region.blocks[0].args:
                if len(op.regions) > 1:
                    return f"region #{i} should have no arguments"
                return "region should have no arguments"
        return None
