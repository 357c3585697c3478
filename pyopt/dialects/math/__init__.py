"""The math dialect (mlir/include/mlir/Dialect/Math/IR/MathOps.td).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.math import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("math", ops=[ops], attrs=[ops], materialize_constant=ops.materialize_constant)
