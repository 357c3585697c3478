"""The scf dialect (mlir/include/mlir/Dialect/SCF/IR/SCFOps.td, SCF.cpp).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.scf import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("scf", ops=[ops])
