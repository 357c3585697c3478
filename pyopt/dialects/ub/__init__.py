"""The ub dialect (mlir/include/mlir/Dialect/UB/IR/UBOps.td).

Importing the package registers its ops and attributes."""

from pyopt.dialects.ub import ops  # noqa: F401  (registers)
