"""The scf dialect (mlir/include/mlir/Dialect/SCF/IR/SCFOps.td, SCF.cpp).

Importing the package registers its ops and attributes."""

from pyopt.dialects.scf import ops  # noqa: F401  (registers)
