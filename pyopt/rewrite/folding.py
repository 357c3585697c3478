"""Folding: the fold-hook registry, constant materialisation and MLIR's
``OperationFolder`` (constant uniquing and hoisting).

Mirrors ``Operation::fold`` and the ops' ``fold`` methods
(mlir/lib/IR/Operation.cpp, mlir/include/mlir/IR/OpDefinition.h:
``foldSingleResultHook``/``foldHook`` and the traits' ``foldTrait``), the
``m_Constant`` matcher (mlir/include/mlir/IR/Matchers.h), the dialects'
``materializeConstant`` hooks, and ``OperationFolder``
(mlir/lib/Transforms/Utils/FoldUtils.cpp).

A fold hook is registered per op name::

    @register_folder("arith.addi")
    def fold_addi(op, constants):   # constants: Attribute or None per operand
        ...
        return None        # failure: nothing to fold
        return IN_PLACE    # the hook updated ``op`` in place
        return [x]         # one entry per result: an existing Value, or an
                           # Attribute to materialise as a constant

The hooks live in :mod:`pyopt.rewrite.folders` (every module of that package
is imported the first time anything is folded).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Callable, Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Region, Value
from pyopt.ir.effects import might_have_trait
from pyopt.ir.common_folders import attr_type, elements, int_width, is_poison, signed
from pyopt.ir.pattern import Builder, Rewriter
from pyopt.ir.traits import Commutative, ConstantLike, IsolatedFromAbove

__all__ = [
    "IN_PLACE", "register_folder", "fold_op", "constant_value", "operand_constants",
    "materialize_constant", "dialect_of", "constant_key", "OperationFolder",
]


class _InPlace:
    """The sentinel a fold hook returns after updating its op in place (the
    C++ hook returns the op's own result, or success with no results)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "IN_PLACE"


IN_PLACE = _InPlace()

_FOLDERS: dict[str, Callable] = {}
_loaded = False


def register_folder(*op_names: str):
    """Decorator: ``fn(op, constants)`` is the fold hook of ``op_names``."""

    def wrap(fn):
        for name in op_names:
            if name in _FOLDERS:
                raise ValueError(f"two fold hooks for {name}")
            _FOLDERS[name] = fn
        return fn

    return wrap


def _load_folders() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for d in ("arith", "builtin", "scf", "tt", "ttg"):
        importlib.import_module(f"pyopt.dialects.{d}.fold")


# -- trait folders (OpDefinition.h: foldTrait) -----------------------------------------
# ArithOps.td / MathOps.td ops with the Idempotent trait.
_IDEMPOTENT = frozenset({
    "arith.andi", "arith.ori", "math.absf", "math.absi", "math.ceil", "math.floor",
    "math.round", "math.roundeven", "math.trunc",
})


def _fold_commutative(op: Operation, constants: list):
    """``OpTrait::impl::foldCommutative``: move the constant operands after
    the others, keeping their order; in place.

    MLIR does this with ``std::stable_partition`` over the operands from the
    first constant one.  Each move of an ``OpOperand`` re-inserts it at the
    head of its value's use list, so the partition reorders use lists even
    when the operand order does not change; the operand slots are set here
    in the order libstdc++'s algorithm (with its temporary buffer) sets them.
    """
    n = op.num_operands
    if n < 2:
        return None
    first = next((i for i, c in enumerate(constants) if c is not None), n)
    if first == n:
        return None
    values = op.operands
    # The temporary buffer is seeded by moving the first element through it
    # and back.
    sets = [(first, values[first])]
    slot = first
    if n - first > 1:
        buffered = [values[first]]
        for i in range(first + 1, n):
            if constants[i] is None:
                sets.append((slot, values[i]))
                slot += 1
            else:
                buffered.append(values[i])
        changed = slot != first
        for v in buffered:
            sets.append((slot, v))
            slot += 1
    else:
        changed = False
    for i, v in sets:
        op.set_operand(i, v)
    return IN_PLACE if changed else None


def _fold_idempotent(op: Operation, constants: list):
    """``OpTrait::IsIdempotent::foldTrait``: ``f(f(x)) = f(x)``, ``f(x, x) = x``."""
    if op.num_operands == 1:
        d = op.operand(0).defining_op
        if d is not None and d.name == op.name:
            return [op.operand(0)]
    elif op.num_operands == 2 and op.operand(0) is op.operand(1):
        return [op.operand(0)]
    return None


def _fold_traits(op: Operation, constants: list):
    """``op_definition_impl::foldTraits``: the first trait folder that succeeds."""
    if op.has_trait(Commutative):
        r = _fold_commutative(op, constants)
        if r is not None:
            return r
    if op.name in _IDEMPOTENT:
        return _fold_idempotent(op, constants)
    return None


def may_fold(op: Operation) -> bool:
    """Whether ``op`` has a fold hook or a trait folder at all (so callers
    can skip gathering operand constants)."""
    return may_fold_name(op.name, type(op))


def may_fold_name(name: str, cls) -> bool:
    """:func:`may_fold` for ops named ``name`` of class ``cls``."""
    _load_folders()
    return name in _FOLDERS or name in _IDEMPOTENT or cls.has_trait(Commutative)


def fold_op(op: Operation, constants: list):
    """``Operation::fold(constants, results)``: the op's fold hook, then (when
    the hook failed or folded in place) its traits' folders.

    Returns None (failure), :data:`IN_PLACE`, or a list with one Value or
    Attribute per result.
    """
    _load_folders()
    hook = _FOLDERS.get(op.name)
    if hook is None and op.name not in _IDEMPOTENT and not op.has_trait(Commutative):
        return None
    result = hook(op, constants) if hook is not None else None
    # A single result folded to itself, or no results, means "in place".
    if isinstance(result, list) and (not result or (len(op.results) == 1
                                                     and result[0] is op.results[0])):
        result = IN_PLACE
    if result is None or result is IN_PLACE:
        traits = _fold_traits(op, constants)
        if traits is not None:
            return traits
    return result


# -- m_Constant -------------------------------------------------------------------------
def constant_value(op: Optional[Operation]):
    """``matchPattern(op, m_Constant(&attr))``: the attribute a ConstantLike
    op (no operands, one result) folds to, else None."""
    if op is None or not op.has_trait(ConstantLike):
        return None
    if op.num_operands or len(op.results) != 1:
        return None
    if op.name == "arith.constant":
        return op.attributes.get("value")  # ConstantOp::fold returns its value
    r = fold_op(op, [])
    if isinstance(r, list) and isinstance(r[0], A.Attribute):
        return r[0]
    return None


def operand_constants(op: Operation) -> list:
    """The constant value of each operand (None where not constant), as
    ``Operation::fold`` gathers them for the FoldAdaptor."""
    return [constant_value(v.defining_op) for v in op.operands]


# -- materializeConstant ----------------------------------------------------------------
def _is_buildable_constant(attr, type) -> bool:
    """``arith::ConstantOp::isBuildableWith``."""
    if attr_type(attr) != type:
        return False
    if isinstance(type, T.IntegerType) and type.signedness:
        return False
    return isinstance(attr, (A.IntegerAttr, A.BoolAttr, A.FloatAttr, A.DenseElementsAttr))


def _arith_constant(builder: Builder, attr, type, loc) -> Optional[Operation]:
    """``arith::ConstantOp::materialize``."""
    if not _is_buildable_constant(attr, type):
        return None
    return builder.create("arith.constant", [], [type], {"value": attr}, loc=loc)


def _poison(builder: Builder, attr, type, loc) -> Optional[Operation]:
    """``ub::PoisonOp`` creation (UBDialect::materializeConstant)."""
    if not is_poison(attr):
        return None
    return builder.create("ub.poison", [], [type], {"value": attr}, loc=loc)


def materialize_constant(builder: Builder, attr, type, loc, *, dialect: str = "arith"
                         ) -> Optional[Operation]:
    """``Dialect::materializeConstant`` of ``dialect`` (the dialect of the op
    that folded): build a constant op of ``type`` holding ``attr`` at the
    builder's insertion point, or return None if the dialect cannot.

    * arith, math: ``ub.poison`` for a poison attribute, else ``arith.constant``;
    * tt: ``arith.constant`` (TritonDialect::materializeConstant);
    * ub: ``ub.poison``;
    * every other dialect (ttg, ttng, amdg, scf, cf, ...) has no materializer.
    """
    if dialect in ("arith", "math"):
        if is_poison(attr):
            return _poison(builder, attr, type, loc)
        return _arith_constant(builder, attr, type, loc)
    if dialect == "tt":
        return _arith_constant(builder, attr, type, loc)
    if dialect == "ub":
        return _poison(builder, attr, type, loc)
    return None


def dialect_of(op: Operation) -> str:
    """The op's dialect namespace (``Operation::getDialect``)."""
    return op.name.partition(".")[0]


# -- OperationFolder ----------------------------------------------------------------------
def constant_key(attr):
    """A hashable value equal exactly when MLIR's uniqued attributes are
    equal (``true`` is ``1 : i1``; a dense attribute whose elements are all
    equal is a splat)."""
    if isinstance(attr, A.BoolAttr):
        return ("int", int(attr.value), T.i1)
    if isinstance(attr, A.IntegerAttr):
        t = attr.type
        if isinstance(t, (T.IntegerType, T.IndexType)):
            w = int_width(t)
            return ("int", attr.value & 1 if w == 1 else signed(attr.value, w), t)
        return ("int", attr.value, t)
    if isinstance(attr, A.DenseElementsAttr):
        if attr.splat and attr.hex is None:
            v = attr.values[0]
            return ("dense", attr.type, (int(v) if isinstance(v, bool) else v,))
        vals = elements(attr)
        if vals is None:
            return attr
        if vals and all(v == vals[0] for v in vals):
            vals = vals[:1]
        return ("dense", attr.type, tuple(vals))
    return attr


def _insertion_region(block) -> Region:
    """``getInsertionRegion``: the nearest region whose parent op is (or
    might be) IsolatedFromAbove, or is a top-level op."""
    while True:
        region = block.parent
        parent = region.parent
        if might_have_trait(parent, IsolatedFromAbove) or parent.parent is None:
            return region
        block = parent.parent


class OperationFolder:
    """MLIR's ``OperationFolder``: uniques constants per insertion region
    (keyed by dialect, value and type) and keeps them at the front of the
    region's entry block.  Changes go through a :class:`Rewriter` whose
    listener is ``listener``."""

    def __init__(self, listener=None):
        self.rewriter = Rewriter(listener)
        self.fold_scopes: dict[Region, dict] = {}
        # constant op -> the dialects it is registered under
        self.referenced_dialects: dict[Operation, list] = {}

    def is_folder_owned_constant(self, op: Operation) -> bool:
        return op in self.referenced_dialects

    def insert_known_constant(self, op: Operation, value=None) -> bool:
        """``insertKnownConstant``: take over the constant ``op`` (hoisting it
        to the front of its insertion region's entry block), or replace it by
        the equal constant already known there and return False."""
        block = op.parent
        if self.is_folder_owned_constant(op):
            if block.first is not op and not self.is_folder_owned_constant(op.prev):
                op.move_before(block.first)
                op.loc = A.UnknownLoc()
            return True
        if value is None:
            value = constant_value(op)
        region = _insertion_region(block)
        scope = self.fold_scopes.setdefault(region, {})
        key = (dialect_of(op), constant_key(value), op.results[0].type)
        existing = scope.get(key)
        if existing is not None:
            self.notify_removal(op)
            self.rewriter.replace_op(op, existing.results)
            existing.loc = A.UnknownLoc()
            return False
        insert_block = region.blocks[0]
        if block is not insert_block:
            op.move_before(insert_block.first)
            op.loc = A.UnknownLoc()
        elif insert_block.first is not op and not self.is_folder_owned_constant(op.prev):
            op.move_before(insert_block.first)
        scope[key] = op
        self.referenced_dialects[op] = [dialect_of(op)]
        return True

    def notify_removal(self, op: Operation) -> None:
        """``notifyRemoval``: forget ``op`` if it is a uniqued constant."""
        dialects = self.referenced_dialects.pop(op, None)
        if dialects is None:
            return
        value = constant_key(constant_value(op))
        scope = self.fold_scopes.setdefault(_insertion_region(op.parent), {})
        for d in dialects:
            scope.pop((d, value, op.results[0].type), None)

    def clear(self) -> None:
        self.fold_scopes.clear()
        self.referenced_dialects.clear()

    def get_or_create_constant(self, block, dialect: str, value, type) -> Optional[Value]:
        """``getOrCreateConstant``: the uniqued constant of ``value`` for the
        insertion region of ``block``, materialised at its front if needed."""
        region = _insertion_region(block)
        self.rewriter.set_insertion_point_to_start(region.blocks[0])
        scope = self.fold_scopes.setdefault(region, {})
        op = self._try_get_or_create_constant(scope, dialect, value, type, A.UnknownLoc())
        return op.results[0] if op is not None else None

    def _try_get_or_create_constant(self, scope: dict, dialect: str, value, type, loc):
        """``tryGetOrCreateConstant``."""
        key = (dialect, constant_key(value), type)
        op = scope.get(key)
        if op is not None:
            if loc != op.loc:
                op.loc = A.UnknownLoc()
            return op
        op = materialize_constant(self.rewriter, value, type, loc, dialect=dialect)
        if op is None:
            return None
        new_dialect = dialect_of(op)
        if new_dialect == dialect:
            scope[key] = op
            self.referenced_dialects[op] = [dialect]
            return op
        new_key = (new_dialect, key[1], type)
        existing = scope.get(new_key)
        if existing is not None:
            self.notify_removal(op)
            self.rewriter.erase_op(op)
            self.referenced_dialects.setdefault(existing, []).append(dialect)
            if loc != existing.loc:
                existing.loc = A.UnknownLoc()
            scope[key] = existing
            return existing
        self.referenced_dialects[op] = [dialect, new_dialect]
        scope[key] = op
        scope[new_key] = op
        return op

    def try_to_fold(self, op: Operation) -> tuple[bool, bool]:
        """``tryToFold``: fold ``op``, replacing it by the fold results (new
        constants are uniqued at the front of the insertion region).  Returns
        (folded, in_place)."""
        if self.is_folder_owned_constant(op):
            block = op.parent
            if block.first is not op and not self.is_folder_owned_constant(op.prev):
                op.move_before(block.first)
                op.loc = A.UnknownLoc()
            return False, False
        result = fold_op(op, operand_constants(op))
        if result is None:
            return False, False
        if result is IN_PLACE:
            if self.rewriter.listener is not None:
                self.rewriter.listener.notify_op_modified(op)
            return True, True
        values = self._process_fold_results(op, result)
        if values is None:
            return False, False
        self.notify_removal(op)
        self.rewriter.replace_op(op, values)
        return True, False

    def _process_fold_results(self, op: Operation, results: list) -> Optional[list]:
        """``processFoldResults``: turn attributes into uniqued constants."""
        region = _insertion_region(op.parent)
        entry = region.blocks[0]
        self.rewriter.set_insertion_point_to_start(entry)
        scope = self.fold_scopes.setdefault(region, {})
        values = []
        for res, r in zip(op.results, results):
            if isinstance(r, Value):
                values.append(r)
                continue
            const = self._try_get_or_create_constant(scope, dialect_of(op), r, res.type,
                                                     A.UnknownLoc())
            if const is not None:
                if op.parent is const.parent and op.parent.first is not const:
                    const.move_before(op.parent.first)
                values.append(const.results[0])
                continue
            # Erase the constants created for earlier results.
            stop = self.rewriter.before
            o = entry.first
            while o is not None and o is not stop:
                nxt = o.next
                self.notify_removal(o)
                self.rewriter.erase_op(o)
                o = nxt
            return None
        return values
