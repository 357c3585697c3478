"""The few ops of MLIR's gpu dialect that Triton's IR carries (mlir/include/mlir/Dialect/GPU/IR/GPUOps.td).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.gpu import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("gpu", ops=[ops])
