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

Comparisons of tensors are left alone up to Triton 3.7 (the C++ pattern asks for an integer or
index result); from 3.8 a tensor comparison proved true becomes a ``dense<true>`` splat
(:data:`TENSOR_CMPI`).
"""

from __future__ import annotations

from pyopt.analysis.amd_range_analysis import cmpi_is_statically_true, collect_assumptions, solve
from pyopt.analysis.dataflow import DataFlowSolver
from pyopt.analysis.int_range_analysis import IntegerValueRangeLattice
from pyopt.dialects.arith.ops import CmpIOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Value
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.rewrite.folding import dialect_of, materialize_constant
from pyopt.rewrite.greedy import apply_patterns_greedily
from pyopt.transforms.pass_base import ModulePass, register_pass

__all__ = ["FoldTrueCmpI", "FoldTrueCmpIOp", "TENSOR_CMPI", "maybe_replace_with_constant"]

#: Whether the pattern also folds an ``arith.cmpi`` of tensors (a ranked tensor of ``i1`` result).
TENSOR_CMPI = Versioned(False, Since((3, 8), True, "triton-lang/triton#9805: FoldTrueCmpIOp folds tensor-typed "
                                     "cmpi results the range analysis proves true to dense<true>"),
                        name="fold-true-cmpi: tensor comparisons")


def _foldable_result(t) -> bool:
    """Whether the pattern looks at a comparison of this result type."""
    if isinstance(t, (T.IntegerType, T.IndexType)):
        return True
    return isinstance(t, T.RankedTensorType) and resolve(TENSOR_CMPI)


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
    solver.states.pop((res, IntegerValueRangeLattice), None)
    solver.get_or_create(res, IntegerValueRangeLattice).join(lattice.value)
    rewriter.replace_all_uses_with(value, res)
    return True


class FoldTrueCmpIOp(RewritePattern):
    """``FoldTrueCmpIOp``: a scalar ``arith.cmpi`` the ranges prove true becomes ``true``."""

    root = CmpIOp

    def __init__(self, solver: DataFlowSolver):
        self.solver = solver

    def match_and_rewrite(self, op: CmpIOp, rewriter: Rewriter) -> bool:
        if not _foldable_result(op.result.type):
            return False
        if not cmpi_is_statically_true(self.solver, op):
            return False
        return maybe_replace_with_constant(self.solver, rewriter, op.result)


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
        has_cmpi = any(isinstance(op, CmpIOp) and _foldable_result(op.result.type) for op in module.walk())
        solver = solve(module, collect_assumptions(module)) if has_cmpi else DataFlowSolver()
        apply_patterns_greedily(module, [FoldTrueCmpIOp(solver)])
