"""The ub dialect (mlir/include/mlir/Dialect/UB/IR/UBOps.td).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.ub import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("ub", ops=[ops], attrs=[ops], materialize_constant=ops.materialize_constant)
