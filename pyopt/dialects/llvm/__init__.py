"""The few llvm ops that TTGIR carries (mlir/include/mlir/Dialect/LLVMIR/).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.llvm import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("llvm", ops=[ops])
