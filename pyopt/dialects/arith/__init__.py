"""The arith dialect (mlir/include/mlir/Dialect/Arith/IR/ArithOps.td, ArithOps.cpp).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.arith import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("arith", ops=[ops], attrs=[ops], materialize_constant=ops.materialize_constant)
