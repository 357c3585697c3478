"""The cf dialect (mlir/include/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td).

Importing the package registers its ops and attributes."""

from pyopt.dialects.cf import ops  # noqa: F401  (registers)
