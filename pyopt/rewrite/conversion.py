"""MLIR's dialect conversion framework (mlir/lib/Transforms/Utils/DialectConversion.cpp,
mlir/include/mlir/Transforms/DialectConversion.h), as Triton 3.6.0's LLVM has it.

A conversion legalizes the ops under a root against a :class:`ConversionTarget`
with :class:`ConversionPattern` s:

* The ops are collected first, in pre-order, blocks in depth-first order of the
  CFG from the entry block (unreachable blocks are skipped, as
  ``ForwardDominanceIterator`` does); a recursively legal op's body is skipped.
* Each op in turn: legal (or ignored, or already replaced) ops stay; an op that is
  not legal is first folded (constants materialised before it), then the patterns
  rooted at its class (or at any op) are tried, ordered by legalization depth, then
  benefit.  Ops a pattern creates or modifies, and the parents of blocks it moves,
  are legalized right away, recursively.
* A pattern sees each operand as the list of values it was last replaced by (1:N
  replacements: ``replace_op_with_multiple``); with a :class:`TypeConverter` the
  list is converted to the legal types, through an ``unrealized_conversion_cast``
  (a *target materialization*) where needed.
* Every change is recorded as a rewrite.  Replacements are *delayed*: the old op
  stays in the IR, its uses untouched, until the conversion succeeds; then each
  rewrite is committed (uses of a replaced value go to its replacement of the same
  type, or to an ``unrealized_conversion_cast`` from the replacement values, a
  *source materialization*) and replaced ops are erased.  When a pattern fails
  its changes are rolled back; with ``allow_pattern_rollback=False`` (the faster
  one-shot mode) a rollback other than of materializations is a fatal error and a
  failed conversion keeps what was done.  In the one-shot mode, as MLIR's driver
  without rollback, replacements are made at once: an op's (or block argument's)
  uses move to its replacement values (or to a cast of them built right after
  the value defined last, where they are several or of another type; none for a
  result without uses) and the op is erased, so the IR a pattern or a debug log
  sees mid-conversion is MLIR's (an op whose regions still hold blocks is
  replaced as in the delayed mode).
* Finally the casts the driver built are reconciled (chains that cancel out and
  dead casts go); with ``build_materializations`` the rest are turned into real
  conversions by the type converter's materialization callbacks.

Partial conversion lets ops that could not be legalized stay unless they are
explicitly illegal; full conversion fails on any; analysis conversion only
records which ops could be legalized and restores the IR.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Optional, Sequence

from pyopt.dialects.builtin.ops import UnrealizedConversionCastOp
from pyopt.ir import attrs as A
from pyopt.ir.common_folders import IN_PLACE, constant_value, fold_op, may_fold, operand_constants
from pyopt.ir.core import Block, BlockArgument, OpResult, Operation, Region, Value
from pyopt.ir.pattern import RewritePattern, Rewriter, block_successors
from pyopt.rewrite.folding import dialect_of, materialize_constant

__all__ = [
    "ConversionError", "ConversionTarget", "TypeConverter", "SignatureConversion", "ConversionPattern",
    "ConversionConfig", "ConversionPatternRewriter", "apply_partial_conversion",
    "apply_full_conversion", "apply_analysis_conversion", "reconcile_unrealized_casts",
    "PURE_TYPE_CONVERSION_MARKER", "dominance_order_walk",
]

#: The attribute marking casts built only to resolve a type mismatch
#: (``kPureTypeConversionMarker``); dropped from casts that survive.
PURE_TYPE_CONVERSION_MARKER = "__pure_type_conversion__"


class ConversionError(Exception):
    """A misuse that MLIR reports with ``llvm::report_fatal_error`` (a rollback
    requested in one-shot mode, IR a pattern produced that cannot be legalized)."""


# ---------------------------------------------------------------------------
# The conversion target
# ---------------------------------------------------------------------------
LEGAL, DYNAMIC, ILLEGAL = "legal", "dynamic", "illegal"


@dataclass
class _LegalizationInfo:
    action: str
    recursively_legal: bool = False
    legality_fn: Optional[Callable[[Operation], Optional[bool]]] = None


@dataclass(frozen=True)
class LegalOpDetails:
    """``ConversionTarget::LegalOpDetails``."""
    is_recursively_legal: bool = False


#: The details of a legal op that is not recursively legal (shared: immutable).
_NOT_RECURSIVE = LegalOpDetails()


class ConversionTarget:
    """Which ops are legal (``mlir::ConversionTarget``).

    Ops are named by class (a registered op class) and dialects by namespace
    (``"tt"``).  An op's own entry wins over its dialect's; an op with neither
    is *unknown* (not legal, not illegal) unless an unknown-op legality callback
    is set."""

    def __init__(self):
        self._ops: dict[type, _LegalizationInfo] = {}
        self._dialects: dict[str, _LegalizationInfo] = {}
        self._recursive_ops: dict[type, Optional[Callable]] = {}
        self._unknown_fn: Optional[Callable] = None
        self._by_class: dict[type, Optional[_LegalizationInfo]] = {}  # _info's cache
        self._actions: dict[type, Optional[str]] = {}  # op_action's cache

    # -- declaring -------------------------------------------------------------
    def _set_ops(self, classes, action: str, fn=None) -> None:
        self._by_class.clear()
        self._actions.clear()
        for cls in classes:
            self._ops[cls] = _LegalizationInfo(action, legality_fn=fn)

    def add_legal_op(self, *classes: type) -> None:
        self._set_ops(classes, LEGAL)

    def add_illegal_op(self, *classes: type) -> None:
        self._set_ops(classes, ILLEGAL)

    def add_dynamically_legal_op(self, fn: Callable[[Operation], Optional[bool]], *classes: type) -> None:
        self._set_ops(classes, DYNAMIC, fn)

    def add_legal_dialect(self, *names: str) -> None:
        self._by_class.clear()
        self._actions.clear()
        for n in names:
            self._dialects[n] = _LegalizationInfo(LEGAL)

    def add_illegal_dialect(self, *names: str) -> None:
        self._by_class.clear()
        self._actions.clear()
        for n in names:
            self._dialects[n] = _LegalizationInfo(ILLEGAL)

    def add_dynamically_legal_dialect(self, fn: Callable[[Operation], Optional[bool]], *names: str) -> None:
        self._by_class.clear()
        self._actions.clear()
        for n in names:
            self._dialects[n] = _LegalizationInfo(DYNAMIC, legality_fn=fn)

    def mark_op_recursively_legal(self, *classes: type, fn: Optional[Callable] = None) -> None:
        for cls in classes:
            self._recursive_ops[cls] = fn

    def mark_unknown_op_dynamically_legal(self, fn: Callable[[Operation], Optional[bool]]) -> None:
        self._by_class.clear()
        self._actions.clear()
        self._unknown_fn = fn

    # -- asking ----------------------------------------------------------------
    def _info(self, op: Operation) -> Optional[_LegalizationInfo]:
        cls = type(op)
        if cls is not Operation:  # a registered op: its class decides (cached)
            try:
                return self._by_class[cls]
            except KeyError:
                pass
        info = self._ops.get(cls)
        if info is None:
            info = self._dialects.get(dialect_of(op))
        if info is None and self._unknown_fn is not None:
            info = _LegalizationInfo(DYNAMIC, legality_fn=self._unknown_fn)
        if cls is not Operation:
            self._by_class[cls] = info
        return info

    def op_action(self, cls: type) -> Optional[str]:
        try:
            return self._actions[cls]
        except KeyError:
            pass
        action = self._actions[cls] = self._op_action(cls)
        return action

    def _op_action(self, cls: type) -> Optional[str]:
        info = self._ops.get(cls)
        if info is None:
            namespace = _class_namespace(cls)
            if namespace:
                info = self._dialects.get(namespace)
        return info.action if info is not None else None

    def is_legal(self, op: Operation) -> Optional[LegalOpDetails]:
        """``isLegal``: details if ``op`` is legal, else None."""
        cls = type(op)
        try:
            info = self._by_class[cls]
        except KeyError:
            info = self._info(op)
        if info is None:
            return None
        action = info.action
        if action is DYNAMIC:
            if not info.legality_fn(op):
                return None
        elif action is not LEGAL:
            return None
        if cls not in self._recursive_ops:
            return _NOT_RECURSIVE
        fn = self._recursive_ops[cls]
        return LegalOpDetails(True if fn is None else bool(fn(op)))

    def has_recursively_legal_ops(self) -> bool:
        """Whether any op class is marked recursively legal."""
        return bool(self._recursive_ops)

    def is_illegal(self, op: Operation) -> bool:
        """``isIllegal``: explicitly illegal, or dynamically found so."""
        info = self._info(op)
        if info is None:
            return False
        if info.action == DYNAMIC:
            result = info.legality_fn(op)
            if result is not None:
                return not result
        return info.action == ILLEGAL


_NAMESPACES: dict = {}


def _class_namespace(cls: type) -> Optional[str]:
    """The dialect namespace of a registered op class (None for others)."""
    try:
        return _NAMESPACES[cls]
    except KeyError:
        name = getattr(cls, "OP_NAME", None)
        ns = _NAMESPACES[cls] = name.partition(".")[0] if name else None
        return ns


# ---------------------------------------------------------------------------
# The type converter
# ---------------------------------------------------------------------------
class SignatureConversion:
    """How a block's (or function's) arguments map to new ones
    (``TypeConverter::SignatureConversion``)."""

    @dataclass
    class InputMapping:
        input_no: int
        size: int
        replacement_values: list = field(default_factory=list)

        def replaced_with_values(self) -> bool:
            return bool(self.replacement_values)

    def __init__(self, num_orig_inputs: int):
        self.remapped: list[Optional[SignatureConversion.InputMapping]] = [None] * num_orig_inputs
        self.arg_types: list = []

    def add_inputs(self, orig_input_no: int, types: Sequence) -> None:
        """Map input ``orig_input_no`` to new inputs of ``types`` (1:N)."""
        assert types, "expected types"
        assert self.remapped[orig_input_no] is None, "input has already been remapped"
        self.remapped[orig_input_no] = self.InputMapping(len(self.arg_types), len(types))
        self.arg_types.extend(types)

    def add_new_inputs(self, types: Sequence) -> None:
        self.arg_types.extend(types)

    def remap_input(self, orig_input_no: int, replacements: Sequence[Value]) -> None:
        """Drop input ``orig_input_no``, its uses replaced with ``replacements``."""
        assert self.remapped[orig_input_no] is None, "input has already been remapped"
        self.remapped[orig_input_no] = self.InputMapping(orig_input_no, 0, list(replacements))

    def input_mapping(self, i: int) -> Optional["SignatureConversion.InputMapping"]:
        return self.remapped[i]

    @property
    def converted_types(self) -> list:
        return list(self.arg_types)


class TypeConverter:
    """Type conversions (1:1, 1:N, or 1:0) and materializations
    (``mlir::TypeConverter``).  Conversions and materializations added last are
    tried first; a conversion returns a type, a list of types, None (not
    handled: try the next) or False (failure)."""

    def __init__(self):
        self._conversions: list[Callable] = []
        self._source_mats: list[Callable] = []
        self._target_mats: list[Callable] = []
        self._cache: dict = {}

    def add_conversion(self, fn: Callable) -> None:
        self._conversions.append(fn)
        self._cache.clear()

    def add_source_materialization(self, fn: Callable) -> None:
        """``fn(builder, result_type, inputs, loc) -> Value | None``."""
        self._source_mats.append(fn)

    def add_target_materialization(self, fn: Callable) -> None:
        """``fn(builder, result_types, inputs, loc, original_type) -> list[Value] | None``."""
        self._target_mats.append(fn)

    def convert_type(self, t) -> Optional[list]:
        """The types ``t`` converts to (possibly none), or None on failure."""
        if t in self._cache:
            return self._cache[t]
        result = None
        for fn in reversed(self._conversions):
            r = fn(t)
            if r is None:
                continue
            if r is False:
                result = None
            elif isinstance(r, (list, tuple)):
                result = list(r)
            else:
                result = [r]
            break
        self._cache[t] = result
        return result

    def convert_single(self, t):
        r = self.convert_type(t)
        return r[0] if r is not None and len(r) == 1 else None

    def is_legal_type(self, t) -> bool:
        return self.convert_single(t) == t

    def is_legal(self, op: Operation) -> bool:
        return all(self.is_legal_type(v.type) for v in op.operands) and \
            all(self.is_legal_type(r.type) for r in op.results)

    def convert_block_signature(self, block: Block) -> Optional[SignatureConversion]:
        conv = SignatureConversion(len(block.args))
        for i, a in enumerate(block.args):
            types = self.convert_type(a.type)
            if types is None:
                return None
            if types:
                conv.add_inputs(i, types)
        return conv

    def materialize_source(self, builder, result_type, inputs, loc) -> Optional[Value]:
        for fn in reversed(self._source_mats):
            v = fn(builder, result_type, inputs, loc)
            if v is not None:
                return v
        return None

    def materialize_target(self, builder, result_types, inputs, loc, original_type) -> Optional[list]:
        for fn in reversed(self._target_mats):
            vs = fn(builder, result_types, inputs, loc, original_type)
            if vs:
                return list(vs)
        return None


# ---------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------
class ConversionPattern(RewritePattern):
    """A pattern that gets the remapped operands (``mlir::ConversionPattern``).

    Subclasses implement :meth:`convert`, which receives, for each operand of
    ``op``, the list of values it is now represented by (one value, or several
    after a 1:N replacement), and returns True on success.  ``type_converter``
    (optional) converts those lists to legal types; ``generated_ops`` names the
    op classes the pattern may create (the cost model's legalization depth)."""

    type_converter: Optional[TypeConverter] = None
    generated_ops: tuple = ()
    bounded_recursion: bool = False

    def match_and_rewrite(self, op: Operation, rewriter: "ConversionPatternRewriter") -> bool:
        impl = rewriter.impl
        saved = impl.current_type_converter
        impl.current_type_converter = self.type_converter
        try:
            operands = impl.remap_values("operand", op.loc, rewriter, op.operands)
            if operands is None:
                return False
            return bool(self.convert(op, operands, rewriter))
        finally:
            impl.current_type_converter = saved

    def convert(self, op: Operation, operands: list[list[Value]],
                rewriter: "ConversionPatternRewriter") -> bool:
        raise NotImplementedError


@dataclass
class ConversionConfig:
    """``mlir::ConversionConfig``."""
    allow_pattern_rollback: bool = True
    build_materializations: bool = True
    #: partial conversion: ops that could not be legalized are added here
    unlegalized_ops: Optional[set] = None
    #: analysis conversion: ops that could be legalized are added here
    legalizable_ops: Optional[set] = None


# ---------------------------------------------------------------------------
# Rewrites (what a conversion did, to commit or roll back)
# ---------------------------------------------------------------------------
class _Rewrite:
    def rollback(self, impl) -> None: ...
    def commit(self, impl, rewriter: Rewriter) -> None: ...
    def cleanup(self, impl) -> None: ...


class _CreateBlock(_Rewrite):
    def __init__(self, block: Block):
        self.block = block

    def rollback(self, impl) -> None:
        b = self.block
        while b.first is not None:
            b.first.detach()
        if b.parent is not None:
            b.parent.blocks.remove(b)
            b.parent = None


class _EraseBlock(_Rewrite):
    def __init__(self, block: Block):
        self.block = block
        self.region = block.parent
        blocks = self.region.blocks
        i = blocks.index(block)
        self.insert_before = blocks[i + 1] if i + 1 < len(blocks) else None

    def rollback(self, impl) -> None:
        blocks = self.region.blocks
        i = blocks.index(self.insert_before) if self.insert_before is not None else len(blocks)
        blocks.insert(i, self.block)
        self.block.parent = self.region

    def cleanup(self, impl) -> None:
        for a in self.block.args:
            _drop_uses(a)
        o = self.block.last
        while o is not None:
            prev = o.prev
            impl.erase_for_good(o)
            o = prev


class _InlineBlock(_Rewrite):
    def __init__(self, dest: Block, source: Block, before: Optional[Operation]):
        self.dest, self.source = dest, source
        self.first, self.last = source.first, source.last

    def rollback(self, impl) -> None:
        if self.first is None:
            return
        ops, o = [], self.first
        while True:
            ops.append(o)
            if o is self.last:
                break
            o = o.next
        anchor = self.source.first
        for o in ops:
            o.detach()
            if anchor is None:
                self.source.append(o)
            else:
                self.source.insert_before(anchor, o)


class _MoveBlock(_Rewrite):
    def __init__(self, block: Block, region: Region, insert_before: Optional[Block]):
        self.block, self.region, self.insert_before = block, region, insert_before

    def rollback(self, impl) -> None:
        b = self.block
        b.parent.blocks.remove(b)
        blocks = self.region.blocks
        i = blocks.index(self.insert_before) if self.insert_before is not None else len(blocks)
        blocks.insert(i, b)
        b.parent = self.region


class _BlockTypeConversion(_Rewrite):
    def __init__(self, orig: Block, new: Block):
        self.orig, self.new = orig, new

    def rollback(self, impl) -> None:
        _replace_block_uses(self.new, self.orig)


class _ReplaceBlockArg(_Rewrite):
    def __init__(self, arg: BlockArgument, converter):
        self.arg, self.converter = arg, converter

    def commit(self, impl, rewriter: Rewriter) -> None:
        repl = impl.find_or_build_replacement_value(self.arg, self.converter)
        if repl is None:
            return
        if isinstance(repl, BlockArgument):
            rewriter.replace_all_uses_with(self.arg, repl)
            return
        repl_op = repl.defining_op
        repl_block = repl_op.parent
        rewriter.replace_uses_with_if(
            self.arg, repl,
            lambda use: use.owner.parent is not repl_block or repl_op.is_before_in_block(use.owner))

    def rollback(self, impl) -> None:
        impl.mapping.pop((self.arg,), None)


class _MoveOperation(_Rewrite):
    def __init__(self, op: Operation, block: Block, before: Optional[Operation]):
        self.op, self.block, self.before = op, block, before

    def rollback(self, impl) -> None:
        self.op.detach()
        if self.before is None:
            self.block.append(self.op)
        else:
            self.block.insert_before(self.before, self.op)


class _ModifyOperation(_Rewrite):
    def __init__(self, op: Operation):
        self.op = op
        self.loc = op.loc
        self.attributes = dict(op.attributes)
        self.properties = dict(op.properties) if op.properties is not None else None
        self.operands = list(op.operands)
        self.successors = list(op.successors)

    def rollback(self, impl) -> None:
        op = self.op
        op.loc = self.loc
        op.attributes = dict(self.attributes)
        op.properties = self.properties
        _reset_operands(op, self.operands)
        op.successors = list(self.successors)


def _reset_operands(op: Operation, values: list) -> None:
    """``op->setOperands(values)``: as MLIR's ``IROperand::set`` does even to
    the same value, each operand's use moves to the head of its value's use
    list (the end of pyopt's)."""
    uses = op.operand_uses
    if len(uses) != len(values) or any(u.value is not v for u, v in zip(uses, values)):
        op.set_operands(values)
        return
    for use in uses:
        v = use.value
        use._unlink()
        use._link(v)


class _ReplaceOperation(_Rewrite):
    def __init__(self, op: Operation, converter):
        self.op, self.converter = op, converter

    def commit(self, impl, rewriter: Rewriter) -> None:
        op = self.op
        repls = [impl.find_or_build_replacement_value(r, self.converter) for r in op.results]
        for r, v in zip(op.results, repls):
            if v is not None:
                rewriter.replace_all_uses_with(r, v)
        if impl.config.unlegalized_ops is not None:
            impl.config.unlegalized_ops.discard(op)
        op.detach()

    def rollback(self, impl) -> None:
        for r in self.op.results:
            impl.mapping.pop((r,), None)

    def cleanup(self, impl) -> None:
        impl.erase_for_good(self.op)


class _CreateOperation(_Rewrite):
    def __init__(self, op: Operation):
        self.op = op

    def rollback(self, impl) -> None:
        op = self.op
        for region in op.regions:
            region.blocks.clear()
        for r in op.results:
            _drop_uses(r)
        if op.parent is not None:
            op.erase()
        else:
            op._drop_references()


class _UnresolvedMaterialization(_Rewrite):
    def __init__(self, op: Operation, mapped_values: tuple):
        self.op, self.mapped_values = op, mapped_values

    def rollback(self, impl) -> None:
        if self.mapped_values:
            impl.mapping.pop(self.mapped_values, None)
        impl.unresolved.pop(self.op, None)
        for r in self.op.results:
            _drop_uses(r)
        self.op.erase()


def _drop_uses(v: Value) -> None:
    if v.has_uses():
        placeholder = Value(v.type)
        for use in v.uses:
            use.owner.set_operand(use.index, placeholder)


def _replace_block_uses(old: Block, new: Block) -> None:
    """``Block::replaceAllUsesWith``: successor references to ``old`` (only
    ops of the same region can hold them) go to ``new``."""
    region = old.parent or new.parent
    if region is None:
        return
    for blk in region.blocks:
        for o in blk.ops:
            if old in o.successors:
                o.successors = [new if s is old else s for s in o.successors]


# ---------------------------------------------------------------------------
# Rewriter state
# ---------------------------------------------------------------------------
SOURCE, TARGET = "source", "target"


class _Impl:
    """``ConversionPatternRewriterImpl``: the value mapping, the rewrites, the
    ignored and replaced ops, and the materializations built so far."""

    def __init__(self, config: ConversionConfig):
        self.config = config
        self.mapping: dict[tuple, tuple] = {}
        self.mapped_to: set = set()
        self.rewrites: list[_Rewrite] = []
        self.ignored_ops: dict[Operation, None] = {}
        self.replaced_ops: dict[Operation, None] = {}
        self.pattern_new_ops: dict[Operation, None] = {}
        self.pattern_modified_ops: dict[Operation, None] = {}
        self.pattern_inserted_blocks: dict[Block, None] = {}
        self.unresolved: dict[Operation, tuple] = {}  # cast -> (converter, kind, original type)
        self.current_type_converter: Optional[TypeConverter] = None
        self.region_to_converter: dict = {}
        self.erased: set = set()

    # -- the mapping -----------------------------------------------------------
    def map(self, old: tuple, new: tuple) -> None:
        self.mapping[tuple(old)] = tuple(new)
        self.mapped_to.update(new)

    def is_pure_type_conversion(self, values: tuple) -> bool:
        if not values:
            return False
        op = values[0].defining_op if isinstance(values[0], OpResult) else None
        if not isinstance(op, UnrealizedConversionCastOp):
            return False
        return tuple(op.results) == tuple(values) and PURE_TYPE_CONVERSION_MARKER in op.attributes

    def _composed_lookup(self, values: tuple) -> Optional[tuple]:
        nxt: list = []
        for v in values:
            r = self.mapping.get((v,))
            if r is not None:
                nxt.extend(r)
            else:
                nxt.append(v)
        nxt_t = tuple(nxt)
        if nxt_t != values:
            return nxt_t
        return self.mapping.get(values)

    def lookup_or_default(self, value: Value, desired_types: Optional[Sequence] = None,
                          skip_pure: bool = False) -> tuple:
        if (value,) not in self.mapping:  # nothing maps it: the walk ends where it starts
            if not desired_types:
                return (value,)
            if not skip_pure and len(desired_types) == 1 and desired_types[0] == value.type:
                return (value,)
        desired = None
        current = (value,)
        last_non_mat = current
        want = tuple(desired_types) if desired_types else None
        while True:
            match = want is not None and tuple(v.type for v in current) == want
            if skip_pure:
                pure = self.is_pure_type_conversion(current)
                match = match and not pure
                if not pure:
                    last_non_mat = current
            if match:
                desired = current
            nxt = self._composed_lookup(current)
            if nxt is None:
                break
            current = nxt
        if want is not None:
            return desired or ()
        if skip_pure:
            return last_non_mat
        return current

    def lookup_or_null(self, value: Value, desired_types: Optional[Sequence] = None) -> tuple:
        result = self.lookup_or_default(value, desired_types)
        if result == (value,) or (desired_types and tuple(v.type for v in result) != tuple(desired_types)):
            return ()
        return result

    # -- state ---------------------------------------------------------------
    def state(self) -> tuple:
        return len(self.rewrites), len(self.ignored_ops), len(self.replaced_ops)

    def reset_state(self, state: tuple, pattern_name: str = "") -> None:
        n_rewrites, n_ignored, n_replaced = state
        self.undo_rewrites(n_rewrites, pattern_name)
        for d, n in ((self.ignored_ops, n_ignored), (self.replaced_ops, n_replaced)):
            while len(d) > n:
                d.popitem()

    def undo_rewrites(self, keep: int = 0, pattern_name: str = "") -> None:
        for rw in reversed(self.rewrites[keep:]):
            if not self.config.allow_pattern_rollback and not isinstance(rw, _UnresolvedMaterialization):
                raise ConversionError(f"pattern '{pattern_name}' rollback of IR modifications requested")
            rw.rollback(self)
        del self.rewrites[keep:]

    def append(self, rw: _Rewrite) -> None:
        self.rewrites.append(rw)

    def is_op_ignored(self, op: Operation) -> bool:
        return op in self.replaced_ops or op in self.ignored_ops

    def was_op_replaced(self, op: Operation) -> bool:
        return op in self.replaced_ops

    # -- operand remapping -------------------------------------------------------
    def remap_values(self, tag: str, loc, rewriter, values: Sequence[Value]) -> Optional[list]:
        remapped: list = []
        for v in values:
            conv = self.current_type_converter
            if conv is None:
                remapped.append(list(self.lookup_or_default(v, None, skip_pure=True)))
                continue
            legal = conv.convert_type(v.type)
            if legal is None:
                return None
            if not legal:
                remapped.append([])
                continue
            repl = self.lookup_or_default(v, legal)
            if repl and tuple(x.type for x in repl) == tuple(legal):
                remapped.append(list(repl))
                continue
            repl = self.lookup_or_default(v, None, skip_pure=True)
            casts = self.build_materialization(TARGET, _insert_point_after(repl), loc or _value_loc(v), repl,
                                               repl, legal, v.type, conv)
            remapped.append(list(casts))
        return remapped

    # -- materializations ----------------------------------------------------------
    def build_materialization(self, kind: str, ip: tuple, loc, values_to_map: tuple, inputs,
                              output_types, original_type, converter, pure: bool = True) -> list:
        block, before = ip
        cast = UnrealizedConversionCastOp(list(inputs), list(output_types), {}, loc=loc)
        if before is None:
            block.append(cast)
        else:
            block.insert_before(before, cast)
        if pure:
            cast.attributes[PURE_TYPE_CONVERSION_MARKER] = A.UnitAttr()
        if values_to_map:
            self.map(tuple(values_to_map), tuple(cast.results))
        self.unresolved[cast] = (converter, kind, original_type)
        self.append(_UnresolvedMaterialization(cast, tuple(values_to_map)))
        return list(cast.results)

    def find_or_build_replacement_value(self, value: Value, converter) -> Optional[Value]:
        repl = self.lookup_or_null(value, [value.type])
        if repl:
            return repl[0]
        if all(u in self.replaced_ops for u in value.users) and value not in self.mapped_to:
            return None
        repl = self.lookup_or_null(value)
        if not repl:
            return None
        return self.build_materialization(SOURCE, _insert_point_after(repl), _value_loc(value), repl, repl,
                                          [value.type], None, converter)[0]

    # -- replacement -----------------------------------------------------------------
    def replace_op(self, op: Operation, new_values: list) -> None:
        assert len(new_values) == len(op.results)
        if not self.config.allow_pattern_rollback and not any(r.blocks for r in op.regions):
            self._replace_op_now(op, new_values)
            return
        for repl, result in zip(new_values, op.results):
            if not repl:
                self.build_materialization(SOURCE, _insert_point_after((result,)), _value_loc(result), (result,), (),
                                           [result.type], None, self.current_type_converter, pure=False)
                continue
            self.map((result,), tuple(repl))
        self.append(_ReplaceOperation(op, self.current_type_converter))
        if not op.regions:
            self.replaced_ops[op] = None
            return
        for nested in op.walk():
            self.replaced_ops[nested] = None

    def _replace_op_now(self, op: Operation, new_values: list) -> None:
        """The one-shot mode's ``replaceOp`` (MLIR's driver without rollback materializes IR
        changes at once): each result's uses move to its replacement value, or, where it is
        replaced by several values, by none, or by a value of another type, to an
        ``unrealized_conversion_cast`` of them built right after the value defined last (a
        source materialization, which later patterns see through to the values); the op is
        erased."""
        for repl, result in zip(new_values, op.results):
            if len(repl) == 1 and repl[0].type == result.type:
                result.replace_all_uses_with(repl[0])
                continue
            if repl:
                self.map((result,), tuple(repl))
            if not result.has_uses():
                continue
            ip = _insert_point_after(tuple(repl) if repl else (result,))
            cast = self.build_materialization(SOURCE, ip, _value_loc(result), (), tuple(repl), [result.type], None,
                                              self.current_type_converter, pure=bool(repl))[0]
            if repl:
                self.map((cast,), tuple(repl))
            result.replace_all_uses_with(cast)
        self.replaced_ops[op] = None
        self.erase_for_good(op)

    def erase_for_good(self, op: Operation) -> None:
        """The cleanup phase's erasure (each op once)."""
        if op in self.erased:
            return
        for nested in op.walk(pre_order=False) if op.regions else (op,):
            self.erased.add(nested)
            if isinstance(nested, UnrealizedConversionCastOp):
                self.unresolved.pop(nested, None)
            for r in nested.results:
                _drop_uses(r)
        if op.parent is not None:
            op.erase()
        else:
            op._drop_references()

    def apply_rewrites(self) -> None:
        rewriter = Rewriter()
        i = 0
        while i < len(self.rewrites):  # commits may append materializations
            self.rewrites[i].commit(self, rewriter)
            i += 1
        for rw in self.rewrites:
            rw.cleanup(self)


def _value_loc(v: Value):
    """``Value::getLoc``: the defining op's location, or the argument's."""
    if isinstance(v, OpResult):
        return v.defining_op.loc
    return getattr(v, "loc", None) or A.UnknownLoc()


def _insert_point_after(values: Sequence[Value]) -> tuple:
    """``computeInsertPoint``: right after the value defined last (each must
    dominate the next), or at the start of an argument's block."""
    best = None
    for v in values:
        if isinstance(v, OpResult):
            pt = (v.defining_op.parent, v.defining_op.next, v.defining_op)
        else:
            pt = (v.parent_block, v.parent_block.first, None)
        if best is None or _dominates_point(best, pt):
            best = pt
    return best[0], best[1]


def _dominates_point(a: tuple, b: tuple) -> bool:
    """Is insertion point ``a`` at or before ``b`` (``b`` is later)?"""
    block_a, _, after_a = a
    block_b, _, after_b = b
    if block_a is block_b:
        if after_a is None:
            return True
        if after_b is None:
            return False
        return after_a is after_b or after_a.is_before_in_block(after_b)
    # b's block nested in (or dominated by) a's: b is later.
    blk = block_b
    while blk is not None:
        if blk is block_a:
            return True
        parent = blk.parent.parent if blk.parent is not None else None
        blk = parent.parent if parent is not None else None
    return True


# ---------------------------------------------------------------------------
# The rewriter patterns get
# ---------------------------------------------------------------------------
class ConversionPatternRewriter(Rewriter):
    """The rewriter of a dialect conversion (``ConversionPatternRewriter``):
    records every change so it can be committed or rolled back, and keeps
    replacements in the value mapping until the conversion ends."""

    def __init__(self, config: ConversionConfig):
        super().__init__()
        self.impl = _Impl(config)
        self.listener = self

    # -- listener hooks (ops and blocks created through the builder) ---------------
    def notify_op_inserted(self, op: Operation) -> None:
        self.impl.append(_CreateOperation(op))
        self.impl.pattern_new_ops[op] = None

    def notify_block_inserted(self, block: Block) -> None:
        self.impl.pattern_inserted_blocks[block] = None
        self.impl.append(_CreateBlock(block))

    def notify_op_modified(self, op: Operation) -> None:
        pass

    # -- replacement ------------------------------------------------------------
    def _step_past(self, op: Operation) -> None:
        if self.before is op:
            self.set_insertion_point_after(op)

    def replace_op(self, op: Operation, values) -> None:
        if isinstance(values, Operation):
            values = values.results
        values = list(values)
        assert len(values) == len(op.results), "incorrect # of replacement values"
        self._step_past(op)
        self.impl.replace_op(op, [[v] if v is not None else [] for v in values])

    def replace_op_with_multiple(self, op: Operation, values: Sequence[Sequence[Value]]) -> None:
        assert len(values) == len(op.results), "incorrect # of replacement values"
        self._step_past(op)
        self.impl.replace_op(op, [list(v) for v in values])

    def erase_op(self, op: Operation) -> None:
        self._step_past(op)
        self.impl.replace_op(op, [[] for _ in op.results])

    def erase_block(self, block: Block) -> None:
        impl = self.impl
        impl.append(_EraseBlock(block))
        block.parent.blocks.remove(block)
        block.parent = None
        for o in block.ops:
            for nested in o.walk():
                impl.replaced_ops[nested] = None

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """``ConversionPatternRewriter::replaceAllUsesWith`` ("Replace Value"):
        the users are not modified ops to legalize again.  In the one-shot mode
        the uses move at once; otherwise the value is mapped and its uses move
        when the conversion commits (like a block argument's)."""
        if not self.impl.config.allow_pattern_rollback:
            old.replace_all_uses_with(new)
            return
        self.impl.append(_ReplaceBlockArg(old, self.impl.current_type_converter))
        self.impl.map((old,), (new,))

    def replace_uses_with_if(self, old: Value, new: Value, pred: Callable) -> None:
        for use in old.mlir_uses():
            if pred(use):
                self.start_op_modification(use.owner)
                use.owner.set_operand(use.index, new)
                self.finalize_op_modification(use.owner)

    def replace_uses_of_block_argument(self, arg: BlockArgument, values: Sequence[Value]) -> None:
        self.impl.append(_ReplaceBlockArg(arg, self.impl.current_type_converter))
        self.impl.map((arg,), tuple(values))

    # -- in-place modification ------------------------------------------------------
    def start_op_modification(self, op: Operation) -> None:
        assert not self.impl.was_op_replaced(op), "attempting to modify a replaced/erased op"
        self.impl.append(_ModifyOperation(op))

    def finalize_op_modification(self, op: Operation) -> None:
        self.impl.pattern_modified_ops[op] = None

    def cancel_op_modification(self, op: Operation) -> None:
        rws = self.impl.rewrites
        for i in range(len(rws) - 1, -1, -1):
            if isinstance(rws[i], _ModifyOperation) and rws[i].op is op:
                rws[i].rollback(self.impl)
                del rws[i]
                return
        raise AssertionError("no root update started on op")

    def modify_op_in_place(self, op: Operation, fn: Callable[[], None]) -> None:
        self.start_op_modification(op)
        fn()
        self.finalize_op_modification(op)

    # -- moving -----------------------------------------------------------------------
    def _move(self, op: Operation, place: Callable[[], None]) -> None:
        self.impl.append(_MoveOperation(op, op.parent, op.next))
        op.detach()
        place()

    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        self._move(op, lambda: anchor.parent.insert_before(anchor, op))

    def move_op_after(self, op: Operation, anchor: Operation) -> None:
        self._move(op, lambda: anchor.parent.insert_after(anchor, op))

    def inline_block_before(self, source: Block, dest_op_or_block, args: Iterable[Value] = (),
                            before: Optional[Operation] = None) -> None:
        if isinstance(dest_op_or_block, Operation):
            dest, anchor = dest_op_or_block.parent, dest_op_or_block
        else:
            dest, anchor = dest_op_or_block, before
        args = list(args)
        assert len(args) == len(source.args), "incorrect # of argument replacement values"
        self.impl.append(_InlineBlock(dest, source, anchor))
        for a, v in zip(source.args, args):
            self.replace_uses_of_block_argument(a, [v])
        while source.first is not None:
            o = source.first
            o.detach()
            if anchor is None:
                dest.append(o)
            else:
                dest.insert_before(anchor, o)
        if self.block is source:
            self.block = dest
        self.erase_block(source)

    def inline_region_before(self, region: Region, parent: Region, before: Optional[Block]) -> None:
        for b in list(region.blocks):
            blocks = region.blocks
            i = blocks.index(b)
            nxt = blocks[i + 1] if i + 1 < len(blocks) else None
            blocks.remove(b)
            idx = len(parent.blocks) if before is None else parent.blocks.index(before)
            parent.blocks.insert(idx, b)
            b.parent = parent
            self.impl.pattern_inserted_blocks[b] = None
            self.impl.append(_MoveBlock(b, region, nxt))

    def create_block_in(self, region: Region, before: Optional[Block], arg_types, arg_locs) -> Block:
        """``createBlock(parent, insertPt, types, locs)``: a new block before
        ``before`` (None: at the end)."""
        block = Block(arg_types, arg_locs)
        idx = len(region.blocks) if before is None else region.blocks.index(before)
        region.blocks.insert(idx, block)
        block.parent = region
        self.notify_block_inserted(block)
        self.set_insertion_point_to_end(block)
        return block

    # -- signature conversion ---------------------------------------------------------
    def apply_signature_conversion(self, block: Block, conversion: SignatureConversion,
                                   converter: Optional[TypeConverter] = None) -> Block:
        """Replace ``block`` by a block with the converted argument types; its
        ops move there and uses of each old argument map to its new ones."""
        impl = self.impl
        assert not impl.was_op_replaced(block.parent_op), \
            "attempting to apply a signature conversion to a block within a replaced/erased op"
        saved = self.save()
        try:
            new_types = conversion.converted_types
            if [a.type for a in block.args] == new_types:
                return block
            locs = [A.UnknownLoc() for _ in new_types]
            for i, a in enumerate(block.args):
                m = conversion.input_mapping(i)
                if m is None or m.replaced_with_values():
                    continue
                for j in range(m.size):
                    locs[m.input_no + j] = a.loc
            region = block.parent
            nxt_i = region.blocks.index(block) + 1
            nxt = region.blocks[nxt_i] if nxt_i < len(region.blocks) else None
            new = self.create_block_in(region, nxt, new_types, locs)
            impl.append(_InlineBlock(new, block, None))
            while block.first is not None:
                o = block.first
                o.detach()
                new.append(o)
            _replace_block_uses(block, new)
            for i, a in enumerate(block.args):
                m = conversion.input_mapping(i)
                if m is None:
                    mat = impl.build_materialization(SOURCE, (new, new.first), a.loc, (), (), [a.type], None,
                                                     converter, pure=False)[0]
                    self._replace_arg(a, [mat], converter)
                    continue
                if m.replaced_with_values():
                    self._replace_arg(a, m.replacement_values, converter)
                    continue
                self._replace_arg(a, new.args[m.input_no:m.input_no + m.size], converter)
            impl.append(_BlockTypeConversion(block, new))
            self.erase_block(block)
            return new
        finally:
            self.restore(saved)

    def _replace_arg(self, arg: BlockArgument, values, converter) -> None:
        impl = self.impl
        if not impl.config.allow_pattern_rollback:
            # one-shot mode: the uses move at once (through a cast at the start of the
            # replacement's block where the argument becomes several values or another type)
            values = tuple(values)
            impl.map((arg,), values)
            if len(values) == 1 and values[0].type == arg.type:
                arg.replace_all_uses_with(values[0])
                return
            if not arg.has_uses():
                return
            cast = impl.build_materialization(SOURCE, _insert_point_after(values), arg.loc, (), values, [arg.type],
                                              None, converter, pure=True)[0]
            impl.map((cast,), values)
            arg.replace_all_uses_with(cast)
            return
        impl.append(_ReplaceBlockArg(arg, converter))
        impl.map((arg,), tuple(values))

    def get_remapped_value(self, v: Value) -> Optional[Value]:
        r = self.impl.remap_values("value", None, self, [v])
        if r is None:
            return None
        assert len(r[0]) == 1, "1:N conversion not supported"
        return r[0][0]

    def get_remapped_values(self, values: Sequence[Value]) -> Optional[list]:
        r = self.impl.remap_values("value", None, self, values)
        if r is None:
            return None
        return [vs[0] for vs in r]

    # -- folding ----------------------------------------------------------------------
    def create_or_fold(self, op: Operation) -> Value:
        """``OpBuilder::createOrFold``: insert ``op``, fold it; if it folded to
        existing values or constants, erase it and return the first of those;
        else report it as created and return its first result."""
        if self.block is not None:
            if self.before is None:
                self.block.append(op)
            else:
                self.block.insert_before(self.before, op)
        folded = self.try_fold(op)
        if folded is not None and folded[0]:
            for r in op.results:
                _drop_uses(r)
            op.erase()
            return folded[0][0]
        self.notify_op_inserted(op)
        return op.results[0]

    def try_fold(self, op: Operation) -> Optional[tuple]:
        """``OpBuilder::tryFold``: (replacement values, new constant ops); an
        empty value list means folded in place; None if it did not fold."""
        if constant_value(op) is not None:
            return None
        result = fold_op(op, operand_constants(op))
        if result is None:
            return None
        if result is IN_PLACE:
            return [], []
        values, consts, pending = [], [], []
        for r, res in zip(result, op.results):
            if isinstance(r, Value):
                values.append(r)
                continue
            holder = Rewriter()  # built detached, inserted once all succeeded
            holder.block = None
            cst = materialize_constant(holder, r, res.type, op.loc, dialect=dialect_of(op))
            if cst is None:
                return None
            pending.append(cst)
            values.append(cst.results[0])
        for cst in pending:
            self.insert(cst)
            consts.append(cst)
        return values, consts


# ---------------------------------------------------------------------------
# The driver
# ---------------------------------------------------------------------------
def dominance_order_walk(root: Operation, visit: Callable[[Operation], bool]) -> None:
    """Pre-order walk, blocks of each region in depth-first order of the CFG
    from the entry (``ForwardDominanceIterator``); ``visit`` returns False to
    skip an op's regions."""
    if not visit(root):
        return
    for region in root.regions:
        blocks = region.blocks
        if not blocks:
            continue
        if len(blocks) == 1:  # no CFG to order
            o = blocks[0].first
            while o is not None:
                nxt = o.next
                if o.regions:
                    dominance_order_walk(o, visit)
                else:
                    visit(o)
                o = nxt
            continue
        seen, order, stack = set(), [], [region.blocks[0]]
        # llvm::depth_first: pre-order, successors in order
        def dfs(b: Block) -> None:
            work = [(b, iter(block_successors(b)))]
            seen.add(b)
            order.append(b)
            while work:
                blk, it = work[-1]
                for s in it:
                    if s not in seen:
                        seen.add(s)
                        order.append(s)
                        work.append((s, iter(block_successors(s))))
                        break
                else:
                    work.pop()
        dfs(stack[0])
        for b in order:
            for o in list(b.ops):
                dominance_order_walk(o, visit)


class _Legalizer:
    """``OperationLegalizer``."""

    def __init__(self, target: ConversionTarget, patterns: Sequence[ConversionPattern]):
        self.target = target
        self.applied: set = set()
        self.by_root: dict[type, list] = {}
        self.any_op: list = []
        self._order_patterns(list(patterns))

    def _order_patterns(self, patterns: list) -> None:
        # The cost model: legalization depth first (a pattern generating ops that
        # themselves need patterns is deeper), then benefit, stable.
        roots: dict[type, list] = {}
        for p in patterns:
            if p.root is None:
                self.any_op.append(p)
            elif self.target.op_action(p.root) != LEGAL:
                roots.setdefault(p.root, []).append(p)
        self.any_op.sort(key=lambda p: -p.benefit)
        if not any(p.generated_ops for p in patterns):  # every depth is 1: benefit decides
            for cls, pats in roots.items():
                self.by_root[cls] = pats if len(pats) == 1 else sorted(pats, key=lambda p: -p.benefit)
            return
        depth_cache: dict = {}

        def op_depth(cls, stack=()) -> int:
            if cls in depth_cache:
                return depth_cache[cls]
            pats = roots.get(cls)
            if not pats or cls in stack:
                return 0
            depth_cache[cls] = min(pat_depth(p, stack + (cls,)) for p in pats)
            return depth_cache[cls]

        def pat_depth(p, stack=()) -> int:
            d = 1
            for g in p.generated_ops:
                d = max(d, op_depth(g, stack) + 1)
            return d

        for cls, pats in roots.items():
            keyed = [(pat_depth(p), -p.benefit, i, p) for i, p in enumerate(pats)]
            keyed.sort(key=lambda k: k[:3])
            self.by_root[cls] = [k[3] for k in keyed]

    def patterns_for(self, op: Operation) -> list:
        own = self.by_root.get(type(op), [])
        if not self.any_op:
            return own
        merged = own + self.any_op
        return sorted(merged, key=lambda p: -p.benefit)

    def legalize(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        impl = rewriter.impl
        if op in impl.replaced_ops or op in impl.ignored_ops:
            return True
        details = self.target.is_legal(op)
        if details is not None:
            if details.is_recursively_legal:
                for nested in op.walk():
                    if nested is not op:
                        impl.ignored_ops[nested] = None
            return True
        if self._legalize_with_fold(op, rewriter):
            return True
        return self._legalize_with_pattern(op, rewriter)

    def _clear_pattern_state(self, impl: _Impl) -> None:
        impl.pattern_new_ops = {}
        impl.pattern_modified_ops = {}
        impl.pattern_inserted_blocks = {}

    def _legalize_with_fold(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        impl = rewriter.impl
        if not may_fold(type(op)):
            # No folder: the fold fails and the modification is cancelled,
            # which leaves the op as it was but for its operands' use lists.
            rewriter.set_insertion_point(op)
            _reset_operands(op, op.operands)
            self._clear_pattern_state(impl)
            return False
        state = impl.state()
        try:
            rewriter.set_insertion_point(op)
            rewriter.start_op_modification(op)
            folded = rewriter.try_fold(op)
            if folded is None:
                rewriter.cancel_op_modification(op)
                return False
            rewriter.finalize_op_modification(op)
            values, consts = folded
            if not values:
                return self.legalize(op, rewriter)
            rewriter.replace_op(op, values)
            for c in consts:
                if not self.legalize(c, rewriter):
                    if not impl.config.allow_pattern_rollback:
                        raise ConversionError(f"op '{op.name}' folder rollback of IR modifications requested")
                    impl.reset_state(state, f"{op.name} folder")
                    return False
            return True
        finally:
            self._clear_pattern_state(impl)

    def _legalize_with_pattern(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        impl = rewriter.impl
        state = impl.state()
        for pattern in self.patterns_for(op):
            if not pattern.bounded_recursion:
                if pattern in self.applied:
                    continue
                self.applied.add(pattern)
            rewriter.set_insertion_point(op)
            try:
                ok = pattern.match_and_rewrite(op, rewriter)
            except BaseException:
                self.applied.discard(pattern)
                raise
            if not ok:
                self._clear_pattern_state(impl)
                impl.reset_state(state, pattern.debug_name)
                self.applied.discard(pattern)
                continue
            new_ops = impl.pattern_new_ops
            modified = impl.pattern_modified_ops
            blocks = impl.pattern_inserted_blocks
            self._clear_pattern_state(impl)
            result = self._legalize_result(op, rewriter, new_ops, modified, blocks)
            self.applied.discard(pattern)
            if not result:
                if not impl.config.allow_pattern_rollback:
                    raise ConversionError(
                        f"pattern '{pattern.debug_name}' produced IR that could not be legalized. new ops: "
                        f"{{{', '.join(o.name for o in new_ops)}}}, modified ops: "
                        f"{{{', '.join(o.name for o in modified)}}}, inserted block into ops: "
                        f"{{{', '.join(b.parent_op.name if b.parent_op else '(detached block)' for b in blocks)}}}")
                impl.reset_state(state, pattern.debug_name)
                continue
            return True
        return False

    def _legalize_result(self, op, rewriter, new_ops, modified, blocks) -> bool:
        already: set = set()
        for block in blocks:
            parent = block.parent_op
            if parent is None or parent is op or not block.args:
                continue
            conv = rewriter.impl.region_to_converter.get(block.parent)
            if conv is not None:
                sig = conv.convert_block_signature(block)
                if sig is None:
                    return False
                rewriter.apply_signature_conversion(block, sig, conv)
                continue
            if parent not in new_ops and parent not in already:
                already.add(parent)
                if not self.legalize(parent, rewriter):
                    return False
        for o in modified:
            if not self.legalize(o, rewriter):
                return False
        for o in new_ops:
            if not self.legalize(o, rewriter):
                return False
        return True


PARTIAL, FULL, ANALYSIS = "partial", "full", "analysis"


def _convert_operations(ops: Sequence[Operation], target: ConversionTarget,
                        patterns: Sequence[ConversionPattern], config: ConversionConfig, mode: str,
                        diag=None) -> bool:
    legalizer = _Legalizer(target, patterns)
    to_convert: list = []
    if target.has_recursively_legal_ops():
        def visit(o: Operation) -> bool:
            to_convert.append(o)
            details = target.is_legal(o)
            return not (details is not None and details.is_recursively_legal)
    else:
        # No op is recursively legal: the walk need not ask (legality
        # callbacks are queries, without effects).
        def visit(o: Operation) -> bool:
            to_convert.append(o)
            return True
    for root in ops:
        dominance_order_walk(root, visit)
    rewriter = ConversionPatternRewriter(config)
    impl = rewriter.impl
    for op in to_convert:
        if legalizer.legalize(op, rewriter):
            if mode == ANALYSIS and config.legalizable_ops is not None:
                config.legalizable_ops.add(op)
            continue
        message = None
        if mode == FULL:
            message = f"failed to legalize operation '{op.name}'"
        elif mode == PARTIAL:
            if legalizer.target.is_illegal(op):
                message = f"failed to legalize operation '{op.name}' that was explicitly marked illegal"
            elif config.unlegalized_ops is not None:
                config.unlegalized_ops.add(op)
        if message is not None:
            if diag is not None:
                diag.error(op, message)
            if config.allow_pattern_rollback:
                impl.undo_rewrites()
            else:
                impl.apply_rewrites()
            return False
    if mode == ANALYSIS:
        impl.undo_rewrites()
        return True
    impl.apply_rewrites()
    casts = list(impl.unresolved)
    remaining = reconcile_unrealized_casts(casts)
    for c in remaining:
        c.attributes.pop(PURE_TYPE_CONVERSION_MARKER, None)
    if config.build_materializations:
        builder = Rewriter()
        for c in remaining:
            converter, kind, original_type = impl.unresolved[c]
            new = None
            if converter is not None:
                builder.set_insertion_point(c)
                if kind == TARGET:
                    new = converter.materialize_target(builder, [r.type for r in c.results], c.operands,
                                                       c.loc, original_type)
                else:
                    v = converter.materialize_source(builder, c.results[0].type, c.operands, c.loc)
                    new = [v] if v is not None else None
            if not new:
                if diag is not None:
                    types_in = ", ".join(str(v.type) for v in c.operands)
                    types_out = ", ".join(str(r.type) for r in c.results)
                    diag.error(c, f"failed to legalize unresolved materialization from ({types_in}) to "
                                  f"({types_out}) that remained live after conversion")
                return False
            builder.replace_op(c, new)
    return True


def reconcile_unrealized_casts(casts: Sequence[Operation]) -> list:
    """``reconcileUnrealizedCasts``: erase dead casts and chains of casts that
    lead back to their input types; return the casts that remain."""
    worklist: dict = {c: None for c in casts}
    erased: set = set()

    def enqueue_operands(c):
        for v in c.operands:
            d = v.defining_op if isinstance(v, OpResult) else None
            if isinstance(d, UnrealizedConversionCastOp):
                worklist[d] = None

    def input_cast(c):
        if not c.operands:
            return None
        d = c.operands[0].defining_op if isinstance(c.operands[0], OpResult) else None
        if not isinstance(d, UnrealizedConversionCastOp):
            return None
        if list(d.results) != list(c.operands):
            return None
        return d

    while worklist:
        c, _ = worklist.popitem()
        if not any(r.has_uses() for r in c.results):
            enqueue_operands(c)
            erased.add(c)
            c.erase()
            continue
        nxt = c
        while nxt is not None:
            if [v.type for v in nxt.operands] == [r.type for r in c.results]:
                enqueue_operands(c)
                for r, v in zip(c.results, nxt.operands):
                    r.replace_all_uses_with(v)
                erased.add(c)
                c.erase()
                break
            nxt = input_cast(nxt)
    return [c for c in casts if c not in erased]


def apply_partial_conversion(ops, target: ConversionTarget, patterns: Sequence[ConversionPattern],
                             config: Optional[ConversionConfig] = None, diag=None) -> bool:
    """Legalize what can be legalized; fail only on explicitly illegal ops."""
    ops = [ops] if isinstance(ops, Operation) else list(ops)
    return _convert_operations(ops, target, patterns, config or ConversionConfig(), PARTIAL, diag)


def apply_full_conversion(ops, target: ConversionTarget, patterns: Sequence[ConversionPattern],
                          config: Optional[ConversionConfig] = None, diag=None) -> bool:
    """Legalize every op or fail."""
    ops = [ops] if isinstance(ops, Operation) else list(ops)
    return _convert_operations(ops, target, patterns, config or ConversionConfig(), FULL, diag)


def apply_analysis_conversion(ops, target: ConversionTarget, patterns: Sequence[ConversionPattern],
                              config: Optional[ConversionConfig] = None) -> bool:
    """Find which ops could be legalized (``config.legalizable_ops``); the IR
    is left as it was."""
    ops = [ops] if isinstance(ops, Operation) else list(ops)
    config = config or ConversionConfig()
    if config.legalizable_ops is None:
        config.legalizable_ops = set()
    return _convert_operations(ops, target, patterns, config, ANALYSIS)
