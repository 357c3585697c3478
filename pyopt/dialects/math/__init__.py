"""The math dialect (mlir/include/mlir/Dialect/Math/IR/MathOps.td).

Importing the package registers its ops and attributes."""

from pyopt.dialects.math import ops  # noqa: F401  (registers)
