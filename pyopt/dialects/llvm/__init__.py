"""The few llvm and rocdl ops that TTGIR carries (mlir/include/mlir/Dialect/LLVMIR/).

Importing the package registers its ops and attributes."""

from pyopt.dialects.llvm import ops  # noqa: F401  (registers)
