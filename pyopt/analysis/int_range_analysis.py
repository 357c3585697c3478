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

Hooks a subclass may override (Triton's AMD range analysis does):
:meth:`~IntegerRangeAnalysis.set_to_entry_state`,
:meth:`~IntegerRangeAnalysis.visit_operation`,
:meth:`~IntegerRangeAnalysis.visit_non_control_flow_arguments`,
:meth:`~pyopt.analysis.dataflow.SparseForwardDataFlowAnalysis.visit_region_successors`,
:meth:`~pyopt.analysis.dataflow.DataFlowAnalysis.initialize`.
"""

from __future__ import annotations

from typing import Optional

from pyopt.analysis.dataflow import (
    ConstantLattice, ConstantValue, DataFlowSolver, DeadCodeAnalysis, Lattice, RegionSuccessor,
    SparseConstantPropagation, SparseForwardDataFlowAnalysis, UNKNOWN,
)
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.ir.int_range import ConstantIntRanges, IntegerValueRange

__all__ = [
    "IntegerValueRangeLattice", "IntegerRangeAnalysis", "solve_int_ranges", "get_int_range",
    "statically_non_negative",
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
        super().on_update(solver)
        raise NotImplementedError  # filled in below (skeleton)


class IntegerRangeAnalysis(SparseForwardDataFlowAnalysis):
    """``dataflow::IntegerRangeAnalysis``."""

    lattice_cls = IntegerValueRangeLattice

    def set_to_entry_state(self, lattice: IntegerValueRangeLattice) -> None:
        """At an entry point nothing is known: the maximal range of the type."""
        self.propagate_if_changed(
            lattice, self.join_lattice(lattice, IntegerValueRange.get_max_range(lattice.anchor)))

    def visit_operation(self, op: Operation, operands: list, results: list) -> None:
        raise NotImplementedError

    def visit_non_control_flow_arguments(self, op: Operation, successor: RegionSuccessor,
                                         lattices: list, first_index: int) -> None:
        raise NotImplementedError


def solve_int_ranges(top: Operation, analysis_cls=IntegerRangeAnalysis, *args, **kwargs):
    """A solver with dead code analysis, sparse constant propagation and
    ``analysis_cls`` loaded, run on ``top``; returns the solver."""
    solver = DataFlowSolver()
    solver.load(DeadCodeAnalysis)
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
