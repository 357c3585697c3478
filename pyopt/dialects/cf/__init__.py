"""The cf dialect (mlir/include/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.cf import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("cf", ops=[ops])
