"""The few ops of MLIR's gpu dialect that Triton's IR carries (mlir/include/mlir/Dialect/GPU/IR/GPUOps.td).

Importing the package registers its ops and attributes."""

from pyopt.dialects.gpu import ops  # noqa: F401  (registers)
