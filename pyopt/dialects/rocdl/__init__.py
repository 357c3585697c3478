"""The few rocdl ops that TTGIR carries (mlir/include/mlir/Dialect/LLVMIR/ROCDLOps.td).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.rocdl import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("rocdl", ops=[ops])
