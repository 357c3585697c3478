"""Op interfaces: methods an op class implements, which analyses, the greedy
driver and passes call without knowing the op.

Mirrors MLIR's op interfaces (mlir/include/mlir/Interfaces/*.td).  An op class
implements an interface by inheriting from it and overriding its methods;
``isinstance(op, RegionBranchOpInterface)`` is ``isa<RegionBranchOpInterface>(op)``.
Method names are MLIR's in snake_case (``getSuccessorRegions`` is
:meth:`RegionBranchOpInterface.get_successor_regions`), with MLIR's
semantics; a method with a default body here has MLIR's default.

Interfaces every op has a default for are methods of
:class:`pyopt.ir.opdef.Op` itself (``fold``, ``get_effects`` — MLIR's
``MemoryEffectOpInterface``, see :mod:`pyopt.ir.effects` —,
``get_canonicalization_patterns``, ``verify_``); the classes here are the
opt-in ones.  Dialect-specific interfaces (Triton's ``DotOpInterface``,
``TransposeOpInterface`` ...) live in their dialect's package.

Control flow (mlir/include/mlir/Interfaces/ControlFlowInterfaces.td):

* A *region branch point* is a region of the op, or ``None`` for the op
  itself (MLIR's ``RegionBranchPoint::parent()``).
* A :class:`RegionSuccessor` is where control goes: a region (its entry
  block's arguments receive the values) or the parent op (its results).
* Constant operands (``ArrayRef<Attribute> operands``) are lists with one
  attribute or None (unknown) per operand.

Adding an interface: a class here (or in the dialect) with the methods and
their default bodies, documented with the C++ interface it mirrors; ops
inherit it; callers use ``isinstance``.
"""

from __future__ import annotations

from typing import Optional, Sequence

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, Region, Value
from pyopt.ir.int_range import IntegerValueRange
from pyopt.ir.traits import SymbolTable, TraitError

__all__ = [
    "RegionSuccessor", "MutableOperandRange", "SuccessorOperands",
    "RegionBranchOpInterface", "RegionBranchTerminatorOpInterface",
    "BranchOpInterface", "LoopLikeOpInterface", "CastOpInterface", "InferTypeOpInterface",
    "CallOpInterface", "CallableOpInterface", "FunctionOpInterface", "SymbolUserOpInterface",
    "WeightedBranchOpInterface", "OpAsmOpInterface", "InferIntRangeInterface",
    "incompatible_return_types",
]


# ---------------------------------------------------------------------------
# Helper classes of the control-flow interfaces
# ---------------------------------------------------------------------------
class RegionSuccessor:
    """``RegionSuccessor``: a region (its entry block receives ``inputs``) or,
    with ``region`` None, the parent op (its results receive ``inputs``)."""

    __slots__ = ("region", "inputs")

    def __init__(self, region: Optional[Region], inputs: Sequence[Value] = ()):
        self.region = region
        self.inputs = tuple(inputs)

    @property
    def is_parent(self) -> bool:
        return self.region is None

    def __repr__(self) -> str:
        return f"RegionSuccessor({'parent' if self.region is None else 'region'}, {len(self.inputs)} inputs)"


class MutableOperandRange:
    """``MutableOperandRange``: ``length`` operands of ``owner`` from ``start``
    that can be erased and appended to; ``segment`` is the index in the
    owner's ``operandSegmentSizes`` kept in step, or None."""

    __slots__ = ("owner", "start", "length", "segment")

    def __init__(self, owner: Operation, start: int, length: int, segment: Optional[int] = None):
        self.owner = owner
        self.start = start
        self.length = length
        self.segment = segment

    @classmethod
    def of_group(cls, op, name: str) -> "MutableOperandRange":
        """The operand group declared as ``name`` (ODS's ``get<Name>Mutable()``)."""
        index = getattr(type(op), name).index
        lo, hi = op._operand_range(index)
        return cls(op, lo, hi - lo, index if op.attr_sized_operands else None)

    def __len__(self) -> int:
        return self.length

    def values(self) -> list:
        return self.owner.operands[self.start:self.start + self.length]

    def erase(self, sub_start: int, sub_len: int = 1) -> None:
        """Drop ``sub_len`` operands from ``sub_start``.

        As MLIR's ``OperandStorage::eraseOperands``: the erased operand is
        rotated to the end, which sets every later slot again in order (each
        use moving to the head of its value's use list), and the last one
        goes."""
        op = self.owner
        for _ in range(sub_len):
            values = op.operands
            for i in range(self.start + sub_start, len(values) - 1):
                op.set_operand(i, values[i + 1])
            op.operand_uses.pop()._unlink()
        self._resize(-sub_len)

    def append(self, values: Sequence[Value]) -> None:
        """Insert ``values`` after the range."""
        op = self.owner
        operands = op.operands
        end = self.start + self.length
        operands[end:end] = values
        op.set_operands(operands)
        self._resize(len(values))

    def _resize(self, delta: int) -> None:
        self.length += delta
        if self.segment is not None:
            sizes = list(self.owner.attributes["operandSegmentSizes"].values)
            sizes[self.segment] += delta
            self.owner.attributes["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, sizes)


class SuccessorOperands:
    """``SuccessorOperands``: the values a branch passes to a successor's
    arguments: ``produced_operand_count`` made by the branch itself, then its
    forwarded operands (a :class:`MutableOperandRange`)."""

    __slots__ = ("produced_operand_count", "forwarded_operands")

    def __init__(self, forwarded_operands: MutableOperandRange, produced_operand_count: int = 0):
        self.produced_operand_count = produced_operand_count
        self.forwarded_operands = forwarded_operands

    def __len__(self) -> int:
        return self.produced_operand_count + len(self.forwarded_operands)

    def __getitem__(self, index: int) -> Optional[Value]:
        """The value for argument ``index``; None where the branch produces it."""
        if index < self.produced_operand_count:
            return None
        return self.forwarded_operands.values()[index - self.produced_operand_count]

    def get_forwarded_operands(self) -> list:
        return self.forwarded_operands.values()

    def erase(self, sub_start: int, sub_len: int = 1) -> None:
        """Drop the values of arguments ``sub_start`` ... (forwarded ones only)."""
        self.forwarded_operands.erase(sub_start - self.produced_operand_count, sub_len)

    def append(self, values: Sequence[Value]) -> None:
        self.forwarded_operands.append(values)


# ---------------------------------------------------------------------------
# Control flow (ControlFlowInterfaces.td)
# ---------------------------------------------------------------------------
class RegionBranchOpInterface:
    """``RegionBranchOpInterface``: control flow between the op and its regions
    (scf.for, scf.if, scf.while, ttg.warp_specialize ...)."""

    __slots__ = ()

    def get_successor_regions(self, point: Optional[Region]) -> list:
        """``getSuccessorRegions(point)``: where control may go from ``point``
        (a region of the op, or None: the op itself), as
        :class:`RegionSuccessor` objects."""
        raise NotImplementedError

    def get_entry_successor_regions(self, operands: list) -> list:
        """``getEntrySuccessorRegions(operands)``: the successors of the op
        itself given its constant operands; by default all of them."""
        return self.get_successor_regions(None)

    def get_entry_successor_operands(self, successor: Optional[Region]) -> list:
        """``getEntrySuccessorOperands(successor)``: the op's operands passed
        to ``successor`` on entry; by default none."""
        return []

    def are_types_compatible(self, a, b) -> bool:
        """``areTypesCompatible``: by default, equal."""
        return a == b

    def verify_region_branch(self) -> Optional[str]:
        """The interface's verifier (``verifyTypesAlongControlFlowEdges``, run
        after the op's regions): along every edge, from the op and from each
        region's region-branch terminators, the values passed match the
        successor's inputs in number and type.  Returns the message or None."""
        regions = self.regions

        def where(region) -> str:
            if region is None:
                return "parent results"
            return f"Region #{next(k for k, r in enumerate(regions) if r is region)}"

        def check(source: str, point, types_for) -> Optional[str]:
            for succ in self.get_successor_regions(point):
                got = types_for(succ.region)
                want = [v.type for v in succ.inputs]
                edge = f"from {source} to {where(succ.region)}"
                if len(got) != len(want):
                    return (f"region control flow edge {edge}: source has {len(got)} operands, "
                            f"but target successor needs {len(want)}")
                for i, (a, b) in enumerate(zip(got, want)):
                    if not self.are_types_compatible(a, b):
                        return (f"along control flow edge {edge}: source type #{i} '{a}' "
                                f"should match input type #{i} '{b}'")
            return None

        msg = check("parent operands", None,
                    lambda succ: [v.type for v in self.get_entry_successor_operands(succ)])
        if msg:
            return msg
        for k, region in enumerate(regions):
            terminators = [b.last for b in region.blocks
                           if b.last is not None and isinstance(b.last, RegionBranchTerminatorOpInterface)]
            if not terminators:
                continue

            def types_for(succ, terminators=terminators):
                first = [v.type for v in terminators[0].get_successor_operands(succ)]
                for t in terminators[1:]:
                    other = [v.type for v in t.get_successor_operands(succ)]
                    if len(other) != len(first) or not all(
                            self.are_types_compatible(a, b) for a, b in zip(first, other)):
                        raise _EdgeError(f"Region #{k} operands mismatch between return-like terminators")
                return first

            try:
                msg = check(f"Region #{k}", region, types_for)
            except _EdgeError as e:
                return str(e)
            if msg:
                return msg
        return None


class _EdgeError(Exception):
    pass


class RegionBranchTerminatorOpInterface:
    """``RegionBranchTerminatorOpInterface``: a terminator that passes values to
    the parent op or a sibling region (scf.yield, scf.condition).  Ops with
    the ``ReturnLike`` trait implement it, as in MLIR."""

    __slots__ = ()

    def get_successor_operands(self, point: Optional[Region]) -> list:
        """``getSuccessorOperands(point)``: the values passed to ``point`` (a
        region, or None: the parent op's results).  The default is
        ``ReturnLike``'s: all operands."""
        return self.operands

    def get_successor_regions(self, operands: list) -> list:
        """``getSuccessorRegions(operands)``: where control goes given the
        constant operands; by default the parent op's successors from this
        terminator's region."""
        return self.parent_op.get_successor_regions(self.parent_region)


class BranchOpInterface:
    """``BranchOpInterface``: a terminator with successor blocks (cf.br, cf.cond_br)."""

    __slots__ = ()

    def get_successor_operands(self, index: int) -> SuccessorOperands:
        """``getSuccessorOperands(index)``: the values passed to successor ``index``."""
        raise NotImplementedError

    def verify_branch(self):
        """The interface's verifier (``verifyBranchSuccessorOperands`` for each
        successor): the values passed match the successor's arguments in
        number and type.  Returns the message (emitted without the op
        prefix) or None."""
        for i, block in enumerate(self.successors):
            operands = self.get_successor_operands(i)
            n = len(operands)
            if n != len(block.args):
                return TraitError(f"branch has {n} operands for successor #{i}, but target block has "
                                  f"{len(block.args)}", op_prefix=False)
            for j in range(operands.produced_operand_count, n):
                if operands[j].type != block.args[j].type:
                    return TraitError(f"type mismatch for bb argument #{j} of successor #{i}", op_prefix=False)
        return None

    def get_successor_for_operands(self, operands: list) -> Optional[Block]:
        """``getSuccessorForOperands(operands)``: the one successor taken given
        the constant operands, or None if not known."""
        return None

    def get_successor_block_argument(self, operand_index: int) -> Optional[BlockArgument]:
        """``getSuccessorBlockArgument(operandIndex)``: the successor argument
        operand ``operand_index`` is forwarded to, or None."""
        for i, block in enumerate(self.successors):
            operands = self.get_successor_operands(i)
            forwarded = operands.forwarded_operands
            if not len(forwarded):
                continue
            start = forwarded.start
            if start <= operand_index < start + len(forwarded):
                return block.args[operands.produced_operand_count + operand_index - start]
        return None


class LoopLikeOpInterface:
    """``LoopLikeOpInterface`` (scf.for, scf.while)."""

    __slots__ = ()

    def get_loop_induction_vars(self) -> Optional[list]:
        """``getLoopInductionVars``: the induction variables, or None if the
        loop has none it can name (the default)."""
        return None

    def get_loop_lower_bounds(self) -> Optional[list]:
        """``getLoopLowerBounds``: one per induction variable, each an
        ``IntegerAttr`` or a :class:`Value` (MLIR's ``OpFoldResult``), or None."""
        return None

    def get_loop_upper_bounds(self) -> Optional[list]:
        """``getLoopUpperBounds`` (as :meth:`get_loop_lower_bounds`)."""
        return None

    def get_loop_steps(self) -> Optional[list]:
        """``getLoopSteps`` (as :meth:`get_loop_lower_bounds`)."""
        return None

    def get_inits(self) -> list:
        """``getInits``: the values the loop-carried values start from."""
        return []

    def get_region_iter_args(self) -> list:
        """``getRegionIterArgs``: the loop-carried values inside the body."""
        return []

    def get_yielded_values(self) -> list:
        """``getYieldedValues``: what the body passes to the next iteration."""
        return []

    def get_loop_results(self) -> Optional[list]:
        """``getLoopResults``: the loop's results, or None (the default)."""
        return None

    def verify_loop_like(self) -> Optional[str]:
        """The interface's verifier (``verifyLoopLikeOpInterface``): inits,
        region iter_args, yielded values and loop results agree in number and
        type.  Returns the message or None."""
        inits, iter_args = self.get_inits(), self.get_region_iter_args()
        yielded, results = self.get_yielded_values(), self.get_loop_results()
        if len(inits) != len(iter_args):
            return f"different number of inits and region iter_args: {len(inits)} != {len(iter_args)}"
        if yielded and len(iter_args) != len(yielded):
            return (f"different number of region iter_args and yielded values: "
                    f"{len(iter_args)} != {len(yielded)}")
        if results is not None and len(results) != len(iter_args):
            return f"different number of loop results and region iter_args: {len(results)} != {len(iter_args)}"
        for i, (init, arg) in enumerate(zip(inits, iter_args)):
            if init.type != arg.type:
                return f"{i}-th init and {i}-th region iter_arg have different type: '{init.type}' != '{arg.type}'"
            if yielded and arg.type != yielded[i].type:
                return (f"{i}-th region iter_arg and {i}-th yielded value have different type: "
                        f"'{arg.type}' != '{yielded[i].type}'")
        if results is not None:
            for i, (arg, res) in enumerate(zip(iter_args, results)):
                if arg.type != res.type:
                    return (f"{i}-th region iter_arg and {i}-th loop result have different type: "
                            f"'{arg.type}' != '{res.type}'")
        return None


class WeightedBranchOpInterface:
    """``WeightedBranchOpInterface``: branch weights (cf.cond_br)."""

    __slots__ = ()


# ---------------------------------------------------------------------------
# Calls (CallInterfaces.td) and functions (FunctionInterfaces.td)
# ---------------------------------------------------------------------------
class CallOpInterface:
    """``CallOpInterface`` (tt.call)."""

    __slots__ = ()

    def get_callable_for_callee(self):
        """``getCallableForCallee``: the callee's symbol reference (the
        ``callee`` attribute by default)."""
        return self.attr_dict.get("callee")

    def get_arg_operands(self) -> list:
        """``getArgOperands``: the call's arguments (all operands by default)."""
        return self.operands

    def resolve_callable(self) -> Optional[Operation]:
        """``resolveCallable``: the op the callee symbol names, looked up in
        the nearest enclosing symbol table (``lookupNearestSymbolFrom``), or
        None."""
        ref = self.get_callable_for_callee()
        if not isinstance(ref, A.SymbolRefAttr):
            return None
        name = ref.root
        table = self.parent_op
        while table is not None and not table.has_trait(SymbolTable):
            table = table.parent_op
        if table is None:
            return None
        for region in table.regions:
            for block in region.blocks:
                for o in block.ops:
                    sym = o.attr_dict.get("sym_name")
                    if isinstance(sym, A.StringAttr) and sym.value == name:
                        return o
        return None


class CallableOpInterface:
    """``CallableOpInterface`` (tt.func)."""

    __slots__ = ()

    def get_callable_region(self) -> Optional[Region]:
        """``getCallableRegion``: the body, or None for a declaration."""
        raise NotImplementedError


class FunctionOpInterface(CallableOpInterface):
    """``FunctionOpInterface`` (tt.func): its body is region 0."""

    __slots__ = ()

    def is_external(self) -> bool:
        """``isExternal``: a declaration, without a body."""
        return not self.regions or not self.regions[0].blocks

    def get_callable_region(self) -> Optional[Region]:
        return None if self.is_external() else self.regions[0]


class SymbolUserOpInterface:
    """``SymbolUserOpInterface``: the op's symbol uses are verified by the
    enclosing symbol table, after everything in it (:class:`SymbolTable`'s
    region check)."""

    __slots__ = ()

    def verify_symbol_uses(self, symbol_tables):
        """``verifySymbolUses``: what is wrong with the op's symbol
        references (an ``emitOpError`` message, or a :class:`TraitError`), or
        None; ``symbol_tables`` (a
        :class:`~pyopt.ir.traits.SymbolTableCollection`) looks them up."""
        return None


# ---------------------------------------------------------------------------
# Others
# ---------------------------------------------------------------------------
class CastOpInterface:
    """``CastOpInterface``."""

    __slots__ = ()


class InferTypeOpInterface:
    """``InferTypeOpInterface``: result types follow from operands and
    attributes (:meth:`~pyopt.ir.opdef.Op.infer_result_types`)."""

    __slots__ = ()


#: What ``detail::verifyInferredResultTypes`` adds (``emitOpError``) after any failure of
#: ``InferTypeOpInterface::refineReturnTypes``: the inference's own error, or its result types
#: incompatible with the op's.
FAILED_TO_INFER = "failed to infer returned types"


def incompatible_return_types(inferred: list, actual: list) -> TraitError:
    """The errors of ``InferTypeOpInterface``'s verifier
    (``detail::verifyInferredResultTypes``) when the op's result types
    ``actual`` are not compatible with the ``inferred`` ones: MLIR's message,
    then "failed to infer returned types"."""
    def quoted(types) -> str:
        return ", ".join(f"'{t}'" for t in types)

    return TraitError(f"inferred type(s) {quoted(inferred)} are incompatible with "
                      f"return type(s) of operation {quoted(actual)}", followups=(FAILED_TO_INFER,))


def inference_failed(message: str) -> TraitError:
    """The errors when an op's ``inferReturnTypes`` fails: its own error, emitted at the op's
    location without the op prefix (``emitOptionalError(location, ...)``), then
    "failed to infer returned types"."""
    return TraitError(message, op_prefix=False, followups=(FAILED_TO_INFER,))


class InferIntRangeInterface:
    """``InferIntRangeInterface`` (mlir/include/mlir/Interfaces/InferIntRangeInterface.td):
    the op infers integer ranges of its results from those of its operands
    (see :mod:`pyopt.ir.int_range`).

    :meth:`infer_result_ranges` is MLIR's ``inferResultRangesFromOptional``:
    it takes one :class:`~pyopt.ir.int_range.IntegerValueRange` per operand
    and returns one per result (an uninitialized one where the op sets none).
    Its default does what MLIR's does: nothing (all uninitialized) if an
    operand range is uninitialized, else :meth:`infer_result_ranges_from_constant`
    (MLIR's ``inferResultRanges``) on the operands' ``ConstantIntRanges``.
    An op overrides one of the two."""

    __slots__ = ()

    def infer_result_ranges(self, arg_ranges: list) -> list:
        if any(r.value is None for r in arg_ranges):
            return [IntegerValueRange() for _ in self.results]
        out = self.infer_result_ranges_from_constant([r.value for r in arg_ranges])
        return [IntegerValueRange(r) for r in out]

    def infer_result_ranges_from_constant(self, arg_ranges: list) -> list:
        """``inferResultRanges``: one ``ConstantIntRanges`` (or None: not set)
        per result, given one per operand."""
        raise NotImplementedError

    def infer_region_argument_ranges(self, arg_ranges: list) -> list:
        """The ranges the op sets for arguments of its regions' entry blocks
        (MLIR's callback given a block argument), as ``(argument,
        IntegerValueRange)`` pairs; none by default (no op of pyopt's
        dialects with this interface has regions)."""
        return []


class OpAsmOpInterface:
    """``OpAsmOpInterface``: the op names its results or block arguments when printed
    (:meth:`~pyopt.ir.opdef.Op.asm_result_names`)."""

    __slots__ = ()
