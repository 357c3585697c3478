"""Integer range analysis: a port of MLIR's ``IntegerRangeAnalysis``
(mlir/lib/Analysis/DataFlow/IntegerRangeAnalysis.cpp and its header, as of
the LLVM Triton 3.6.0 builds with) on pyopt's sparse dataflow framework.

Each SSA value gets an :class:`IntegerValueRangeLattice` holding an
:class:`~pyopt.ir.int_range.IntegerValueRange`:

* An op that implements
  :class:`~pyopt.ir.interfaces.InferIntRangeInterface` joins the ranges its
  ``infer_result_ranges`` gives into its results' lattices; any other op's
  results go to their entry state, the maximal range of their type
  (``getMaxRange``; the width-0 "not an integer" range for non-integers).
* A result (or block argument) used by a terminator whose range changes
  after it was first set is widened to its maximal range at once (MLIR's
  guard against iterating loop-carried values forever).
* A loop's induction variables get ``[lb, ub - 1]`` (or ``[ub, lb]`` for a
  negative step) in the signed reading from the loop bounds, constant or the
  signed bounds of their ranges (:meth:`IntegerRangeAnalysis.visit_non_control_flow_arguments`).
* When a lattice settles on one value, the constant-propagation lattice of
  the SSA value is updated too (``IntegerValueRangeLattice::onUpdate``),
  which lets dead code analysis prune branches on it.

The analysis needs :class:`~pyopt.analysis.dataflow.DeadCodeAnalysis` (and,
as in MLIR, is normally loaded beside
:class:`~pyopt.analysis.dataflow.SparseConstantPropagation`); see
:func:`solve_int_ranges`.

Deviations from MLIR, none observable on pyopt's dialects: a loop that
names induction variables but not all its bounds falls back to the entry
state (f6ded0be dereferences the missing bounds; scf.for has them all);
:class:`~pyopt.ir.interfaces.InferIntRangeInterface` returns result ranges
instead of calling back, and region-argument ranges come from its
``infer_region_argument_ranges`` (no such op here has regions).

Hooks a subclass may override (Triton's AMD range analysis does):
:meth:`~IntegerRangeAnalysis.set_to_entry_state`,
:meth:`~IntegerRangeAnalysis.visit_operation`,
:meth:`~IntegerRangeAnalysis.visit_non_control_flow_arguments`,
:meth:`~pyopt.analysis.dataflow.SparseForwardDataFlowAnalysis.visit_region_successors`,
:meth:`~pyopt.analysis.dataflow.DataFlowAnalysis.initialize`.
"""

from __future__ import annotations

from pyopt.analysis.dataflow import (
    ConstantLattice, ConstantValue, DataFlowSolver, DeadCodeAnalysis, Lattice, RegionSuccessor,
    SparseConstantPropagation, SparseForwardDataFlowAnalysis, UNKNOWN,
)
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.ir.int_range import ConstantIntRanges, IntegerValueRange, storage_bitwidth
from pyopt.ir.interfaces import InferIntRangeInterface, LoopLikeOpInterface
from pyopt.ir.traits import IsTerminator

__all__ = [
    "IntegerValueRangeLattice", "IntegerRangeAnalysis", "solve_int_ranges", "get_int_range",
    "statically_non_negative", "statically_non_negative_op",
]


class IntegerValueRangeLattice(Lattice):
    """``IntegerValueRangeLattice``: ``Lattice<IntegerValueRange>`` whose
    update also narrows the SSA value's constant lattice when the range is a
    single value (and sets it to "unknown" otherwise)."""

    __slots__ = ()

    @staticmethod
    def initial():
        return IntegerValueRange()

    @staticmethod
    def join_values(lhs, rhs):
        return IntegerValueRange.join(lhs, rhs)

    def on_update(self, solver: DataFlowSolver) -> None:
        """``IntegerValueRangeLattice::onUpdate``: after re-enqueueing the
        dependents, join the value's constant (an ``IntegerAttr``, or a splat
        for a shaped type, made by the dialect of the value's defining op or
        of its block's parent op) or "unknown" into its constant lattice."""
        super().on_update(solver)
        value: Value = self.anchor
        constant = self.value.get_value().get_constant_value()
        cv = solver.get_or_create(value, ConstantLattice)
        if constant is None:
            solver.propagate_if_changed(cv, cv.join(UNKNOWN, solver.check_monotonic))
            return
        owner = value.defining_op
        if owner is None:
            owner = value.parent_block.parent.parent
        dialect = owner.name.partition(".")[0]
        t = value.type
        if isinstance(t, (T.IntegerType, T.IndexType)):
            attr = A.IntegerAttr(_attr_int(constant, t), t)
        elif isinstance(t, (T.RankedTensorType, T.VectorType)):
            attr = A.DenseElementsAttr(t, [_attr_int(constant, t.element_type())], splat=True)
        else:
            raise RuntimeError(
                f"FIXME: Don't know how to create a constant for this type: {t}")
        solver.propagate_if_changed(
            cv, cv.join(ConstantValue(attr, dialect), solver.check_monotonic))


def _attr_int(bits: int, t: T.Type):
    """The integer an attribute of (element) type ``t`` holds for the unsigned
    bit pattern ``bits``: i1 as 0/1 (a bool in dense attributes), others
    signed."""
    width = storage_bitwidth(t)
    if width == 1:
        return bits & 1
    return bits - (1 << width) if bits >> (width - 1) & 1 else bits


def _is_yielded(value: Value) -> bool:
    """A user of ``value`` is a terminator (it may be loop-carried)."""
    return any(user.has_trait(IsTerminator) for user in value.users)


class IntegerRangeAnalysis(SparseForwardDataFlowAnalysis):
    """``dataflow::IntegerRangeAnalysis``: integer ranges from the ops'
    :class:`~pyopt.ir.interfaces.InferIntRangeInterface` and from loop
    bounds.  Needs dead code analysis in the same solver."""

    lattice_cls = IntegerValueRangeLattice

    def set_to_entry_state(self, lattice: IntegerValueRangeLattice) -> None:
        """At an entry point nothing is known: the maximal range of the
        value's type (width 0 for non-integers)."""
        self.propagate_if_changed(
            lattice, self.join_lattice(lattice, IntegerValueRange.get_max_range(lattice.anchor)))

    def join_widening(self, lattice: IntegerValueRangeLattice, value: Value,
                      rng: IntegerValueRange) -> None:
        """The join callback of ``visitOperation`` and
        ``visitNonControlFlowArguments``: join ``rng`` into ``lattice`` (of
        ``value``); if ``value`` feeds a terminator and its already
        initialized range changed, widen it to the maximal range at once
        (MLIR does not work out trip counts, so a loop-carried value could
        otherwise grow a step per iteration)."""
        old = lattice.value
        changed = self.join_lattice(lattice, rng)
        if _is_yielded(value) and old.value is not None and lattice.value != old:
            changed = self.join_lattice(lattice, IntegerValueRange.get_max_range(value)) or changed
        self.propagate_if_changed(lattice, changed)

    def visit_operation(self, op: Operation, operands: list, results: list) -> None:
        """``visitOperation``: ops without the interface get the entry state;
        the others' ``infer_result_ranges`` (MLIR's
        ``inferResultRangesFromOptional``) are joined into their results."""
        if not isinstance(op, InferIntRangeInterface):
            self.set_all_to_entry_states(results)
            return
        ranges = op.infer_result_ranges([lat.value for lat in operands])
        for value, lattice, rng in zip(op.results, results, ranges):
            if rng.value is None:
                continue  # the op sets no range for this result
            self.join_widening(lattice, value, rng)

    def visit_non_control_flow_arguments(self, op: Operation, successor: RegionSuccessor,
                                         lattices: list, first_index: int) -> None:
        """``visitNonControlFlowArguments``: an op with the interface infers
        its region arguments' ranges (``infer_region_argument_ranges``); a
        loop's induction variables get ``[lb, ub - 1]`` (``[ub, lb]`` for a
        negative step) in the signed reading, from constant bounds or the
        signed bounds of the bound values' ranges (the extreme values of the
        type where not known; a step not known is taken as positive), unless
        the range would be empty; other arguments go to the entry state."""
        if isinstance(op, InferIntRangeInterface):
            after = op  # getProgramPointAfter(op)
            arg_ranges = [self.get_lattice_element_for(after, v).value for v in op.operands]
            args = successor.region.blocks[0].args if successor.region is not None else op.results
            for value, rng in op.infer_region_argument_ranges(arg_ranges):
                if rng.value is None or not any(value is a for a in args):
                    continue
                self.join_widening(lattices[value.index], value, rng)
            return
        if isinstance(op, LoopLikeOpInterface):
            ivs = op.get_loop_induction_vars()
            if ivs is None:
                super().visit_non_control_flow_arguments(op, successor, lattices, first_index)
                return
            lbs = op.get_loop_lower_bounds()
            ubs = op.get_loop_upper_bounds()
            steps = op.get_loop_steps()
            if lbs is None or ubs is None or steps is None:
                super().visit_non_control_flow_arguments(op, successor, lattices, first_index)
                return
            for iv, lb, ub, step in zip(ivs, lbs, ubs, steps):
                block = iv.parent_block
                width = storage_bitwidth(iv.type)
                lo = self._loop_bound(lb, width, block, False)
                hi = self._loop_bound(ub, width, block, True)
                # A step that is not known is taken as positive (upper bound).
                st = self._loop_bound(step, width, block, True)
                if st < 0:
                    lo, hi = hi, lo
                else:
                    # Loops exclude their upper bound (APInt subtraction wraps).
                    hi = _signed(hi - 1, width)
                if hi >= lo:  # else the range is meaningless: leave it unset
                    lat = self.get_lattice_element(iv)
                    self.propagate_if_changed(lat, self.join_lattice(
                        lat, IntegerValueRange(ConstantIntRanges.from_signed(lo, hi, width))))
            return
        super().visit_non_control_flow_arguments(op, successor, lattices, first_index)

    def _loop_bound(self, bound, width: int, block, get_upper: bool) -> int:
        """``getLoopBoundFromFold``: a loop bound (an ``IntegerAttr`` or a
        value) as a signed integer: the constant, or the signed upper or
        lower bound of the value's range, subscribing the loop body's block
        to it; the type's extreme if not known."""
        if isinstance(bound, A.IntegerAttr):
            return _signed(bound.value, storage_bitwidth(bound.type))
        if isinstance(bound, A.BoolAttr):
            return -1 if bound.value else 0
        if isinstance(bound, Value):
            lat = self.get_lattice_element_for(block, bound)
            if lat.value.value is not None:
                r = lat.value.value
                return r.smax if get_upper else r.smin
        if get_upper:
            return (1 << (width - 1)) - 1 if width else 0
        return -(1 << (width - 1)) if width else 0


def _signed(v: int, width: int) -> int:
    if width == 0:
        return 0
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


def solve_int_ranges(top: Operation, analysis_cls=IntegerRangeAnalysis, *args,
                     constant_propagation: bool = True, **kwargs) -> DataFlowSolver:
    """Run ``analysis_cls`` (extra arguments go to its constructor) on
    ``top`` in a solver with dead code analysis and, unless
    ``constant_propagation`` is False, sparse constant propagation (Triton's
    ``createDataFlowSolver``); returns the solver.

    Both analyses write a value's constant lattice, and a value constant
    propagation cannot fold is "unknown" there for good: only without it do
    the constants ranges prove prune branches (as MLIR's
    ``-int-range-optimizations`` solver of old)."""
    solver = DataFlowSolver()
    solver.load(DeadCodeAnalysis)
    if constant_propagation:
        solver.load(SparseConstantPropagation)
    solver.load(analysis_cls, *args, **kwargs)
    solver.initialize_and_run(top)
    return solver


def get_int_range(solver: DataFlowSolver, value: Value) -> IntegerValueRange:
    """The range the solver holds for ``value`` (uninitialized if none)."""
    lat = solver.lookup(value, IntegerValueRangeLattice)
    return IntegerValueRange() if lat is None else lat.value


def statically_non_negative(solver: DataFlowSolver, value: Value) -> bool:
    """``staticallyNonNegative(solver, value)``: the value's range is known
    and its signed lower bound is at least 0."""
    r = get_int_range(solver, value)
    return r.value is not None and r.value.smin >= 0


def statically_non_negative_op(solver: DataFlowSolver, op: Operation) -> bool:
    """``staticallyNonNegative(solver, op)``: every operand and result is
    statically non-negative."""
    return (all(statically_non_negative(solver, v) for v in op.operands)
            and all(statically_non_negative(solver, v) for v in op.results))
