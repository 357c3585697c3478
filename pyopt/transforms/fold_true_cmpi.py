"""``-fold-true-cmpi``: AMD's folding of comparisons the integer range analysis proves true, a
port of Triton 3.6.0's third_party/amd/lib/TritonAMDGPUTransforms/FoldTrueCmpIOp.cpp and of
``FoldTrueCmpIOp`` / ``cmpIIsStaticallyTrue`` in third_party/amd/lib/Analysis/RangeAnalysis.cpp.

1. Collect the module's ``llvm.intr.assume`` facts and solve Triton's integer range analysis
   (``TritonIntegerRangeAnalysis``, :mod:`pyopt.analysis.amd_range_analysis`) on the module.
2. Run MLIR's greedy driver (default configuration: folding, dead-code erasure) with one
   pattern on ``arith.cmpi`` ops of a scalar result: when both operands have known, non-empty
   ranges and the predicate holds for every pair of values in them (``intrange::evaluatePred``),
   the result's uses take an ``arith.constant true`` (MLIR's ``maybeReplaceWithConstant``,
   which also gives the constant the comparison's range); the comparison then dies.

From Triton 3.8 (:data:`~pyopt.analysis.amd_range_analysis.CMPI_EVALUATION`,
triton-lang/triton#9805) the pattern is another algorithm, :class:`FoldCmpIOp`: any
``arith.cmpi``, of scalars or tensors, whose operands' ranges decide it (``evaluateCmpI``:
true for all their values, or for none) is replaced by a new ``arith.constant`` of one or zero
(``replaceOpWithNewOp``: a constant the solver knows nothing of, whether the comparison is used
or not).
"""

from __future__ import annotations

from pyopt.analysis.amd_range_analysis import (
    CMPI_EVALUATION, cmpi_is_statically_true, collect_assumptions, evaluate_cmpi, solve,
)
from pyopt.analysis.dataflow import DataFlowSolver
from pyopt.analysis.int_range_analysis import IntegerValueRangeLattice
from pyopt.dialects.arith.ops import CmpIOp, ConstantOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Value
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.ir.version import resolve_active
from pyopt.rewrite.folding import dialect_of, materialize_constant
from pyopt.rewrite.greedy import apply_patterns_greedily
from pyopt.transforms.pass_base import ModulePass, register_pass

__all__ = ["FoldTrueCmpI", "FoldTrueCmpIOp", "FoldCmpIOp", "maybe_replace_with_constant"]


def maybe_replace_with_constant(solver: DataFlowSolver, rewriter: Rewriter, value: Value) -> bool:
    """``dataflow::maybeReplaceWithConstant``: replace the uses of ``value`` with a constant
    when its range is a single value (the constant built by the dialect of its defining op,
    else by ``arith``; it inherits the range); False when ``value`` is unused or not constant."""
    if not value.uses:
        return False
    lattice = solver.lookup(value, IntegerValueRangeLattice)
    if lattice is None or lattice.value.is_uninitialized():
        return False
    const = lattice.value.get_value().get_constant_value()
    if const is None:
        return False
    t = value.type
    if isinstance(t, (T.RankedTensorType, T.VectorType)):
        attr = A.DenseElementsAttr(t, [const], True)
    elif t == T.i1:
        attr = A.BoolAttr(bool(const))
    else:
        attr = A.IntegerAttr(const, t)
    op = value.defining_op
    owner = op if op is not None else value.block.parent_op
    loc = op.loc if op is not None else value.loc
    new = materialize_constant(rewriter, attr, t, loc, dialect=dialect_of(owner))
    if new is None:
        new = materialize_constant(rewriter, attr, t, loc, dialect="arith")
    if new is None:
        return False
    res = new.results[0]
    solver.forget(res, IntegerValueRangeLattice)
    solver.get_or_create(res, IntegerValueRangeLattice).join(lattice.value)
    rewriter.replace_all_uses_with(value, res)
    return True


class FoldTrueCmpIOp(RewritePattern):
    """``FoldTrueCmpIOp`` up to Triton 3.7: a scalar ``arith.cmpi`` the ranges prove true
    becomes ``true`` (``cmpIIsStaticallyTrue``, then ``maybeReplaceWithConstant``)."""

    root = CmpIOp

    def __init__(self, solver: DataFlowSolver):
        self.solver = solver

    @staticmethod
    def looks_at(op: CmpIOp) -> bool:
        return isinstance(op.result.type, (T.IntegerType, T.IndexType))

    def match_and_rewrite(self, op: CmpIOp, rewriter: Rewriter) -> bool:
        if not self.looks_at(op):
            return False
        if not cmpi_is_statically_true(self.solver, op):
            return False
        return maybe_replace_with_constant(self.solver, rewriter, op.result)


class FoldCmpIOp(RewritePattern):
    """``FoldTrueCmpIOp`` from Triton 3.8: an ``arith.cmpi`` (scalar or tensor) its operands'
    ranges decide (``evaluateCmpI``) is replaced by an ``arith.constant`` of one or zero."""

    root = CmpIOp

    def __init__(self, solver: DataFlowSolver):
        self.solver = solver

    @staticmethod
    def looks_at(op: CmpIOp) -> bool:
        return True

    def match_and_rewrite(self, op: CmpIOp, rewriter: Rewriter) -> bool:
        result = evaluate_cmpi(self.solver, op)
        if result is None:
            return False
        t = op.result.type
        value = 1 if result else 0
        if isinstance(t, (T.RankedTensorType, T.VectorType)):
            attr = A.DenseElementsAttr(t, [value], True)
        else:  # (a comparison's scalar result is an i1)
            attr = A.BoolAttr(result)
        new = rewriter.insert(ConstantOp.build({}, [t], {"value": attr}, loc=op.loc))
        rewriter.replace_op(op, new.results)
        return True


def fold_pattern() -> type:
    """The release's ``FoldTrueCmpIOp`` (:data:`~pyopt.analysis.amd_range_analysis.CMPI_EVALUATION`)."""
    return FoldTrueCmpIOp if resolve_active(CMPI_EVALUATION) == "statically true" else FoldCmpIOp


@register_pass
class FoldTrueCmpI(ModulePass):
    """Fold true arith.cmpi to %true (the AMD range analysis proves them)."""

    name = "fold-true-cmpi"
    aliases = ("tritonamdgpu-fold-true-cmpi",)
    summary = "Fold true arith.cmpi to %true"
    mirrors = "third_party/amd/lib/TritonAMDGPUTransforms/FoldTrueCmpIOp.cpp"
    mlir_name = "TritonAMDFoldTrueCmpI"

    def run(self, module, ctx) -> None:
        # Without a comparison the pattern looks at, the analysis has nothing to prove (the
        # greedy driver still runs, for its folding and dead-code erasure).
        pattern = fold_pattern()
        has_cmpi = any(isinstance(op, CmpIOp) and pattern.looks_at(op) for op in module.walk())
        solver = solve(module, collect_assumptions(module)) if has_cmpi else DataFlowSolver()
        apply_patterns_greedily(module, [pattern(solver)])
