"""The arith dialect (mlir/include/mlir/Dialect/Arith/IR/ArithOps.td, ArithOps.cpp).

Importing the package registers its ops and attributes."""

from pyopt.dialects.arith import ops  # noqa: F401  (registers)
