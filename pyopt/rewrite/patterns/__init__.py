"""Rewrite patterns ported from MLIR and Triton, grouped by the op whose
``getCanonicalizationPatterns`` (or ``populate*Patterns``) registers them.

* :mod:`pyopt.rewrite.patterns.ttg`: ``ConvertLayoutOp::getCanonicalizationPatterns``
  (lib/Dialect/TritonGPU/IR/Ops.cpp); :mod:`pyopt.rewrite.patterns.tmem` answers
  the tensor-memory layout question one of them asks.
* :mod:`pyopt.rewrite.patterns.scf`: ``scf::ForOp`` / ``scf::IfOp``
  ``getCanonicalizationPatterns`` (mlir/lib/Dialect/SCF/IR/SCF.cpp) and Triton's
  ``populateForOpDeadArgumentElimination`` (lib/Dialect/TritonGPU/Transforms/Utility.cpp).

Each function returns fresh pattern objects in the C++ registration order, which
is the order the greedy driver tries patterns of equal benefit.
"""
