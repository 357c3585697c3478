"""Folding: constant materialisation and MLIR's ``OperationFolder``
(constant uniquing and hoisting).

Mirrors the dialects' ``materializeConstant`` hooks and ``OperationFolder``
(mlir/lib/Transforms/Utils/FoldUtils.cpp).  Ops fold through their class's
``fold`` method; :func:`~pyopt.ir.common_folders.fold_op` is
``Operation::fold`` (the method, then the traits' folders).

A dialect that can materialise constants gives its
:class:`~pyopt.ir.dialect.Dialect` a ``materialize_constant(builder, attr,
type, loc)`` (``Dialect::materializeConstant``); :func:`materialize_constant`
asks the dialect of the op that folded.
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir.core import Operation, Region, Value
from pyopt.ir.common_folders import IN_PLACE, constant_key, constant_value, fold_op, operand_constants
from pyopt.ir.pattern import Builder, Rewriter
from pyopt.ir.context import current
from pyopt.ir.traits import IsolatedFromAbove

__all__ = ["materialize_constant", "dialect_of", "OperationFolder"]


# -- materializeConstant ----------------------------------------------------------------
def _dialect_materializer(dialect: str):
    """The ``materializeConstant`` hook of ``dialect`` (its
    :class:`~pyopt.ir.dialect.Dialect`'s ``materialize_constant``), or None
    (the dialect has none, or no such dialect is registered)."""
    d = current().get_dialect(dialect)
    return None if d is None else d.materialize_constant


def materialize_constant(builder: Builder, attr, type, loc, *, dialect: str = "arith"
                         ) -> Optional[Operation]:
    """``Dialect::materializeConstant`` of ``dialect`` (the dialect of the op
    that folded): build a constant op of ``type`` holding ``attr`` at the
    builder's insertion point, or return None if the dialect cannot."""
    hook = _dialect_materializer(dialect)
    return None if hook is None else hook(builder, attr, type, loc)


def dialect_of(op: Operation) -> str:
    """The op's dialect namespace (``Operation::getDialect``)."""
    return op.name.partition(".")[0]


# -- OperationFolder ----------------------------------------------------------------------
def _insertion_region(block) -> Region:
    """``getInsertionRegion``: the nearest region whose parent op is (or
    might be) IsolatedFromAbove, or is a top-level op."""
    while True:
        region = block.parent
        parent = region.parent
        cls = type(parent)
        # might_have_trait(parent, IsolatedFromAbove), inlined
        if cls is Operation or IsolatedFromAbove in cls._trait_types or parent.parent is None:
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
        #: constants insert_known_constant moved or replaced (the IR changed)
        self.changes = 0

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
                self.changes += 1
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
            self.changes += 1
            return False
        insert_block = region.blocks[0]
        if block is not insert_block:
            op.move_before(insert_block.first)
            op.loc = A.UnknownLoc()
            self.changes += 1
        elif insert_block.first is not op and not self.is_folder_owned_constant(op.prev):
            op.move_before(insert_block.first)
            self.changes += 1
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
