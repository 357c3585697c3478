"""The builtin dialect: ``builtin.module`` and ``builtin.unrealized_conversion_cast`` (mlir/lib/IR/BuiltinDialect.cpp).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.builtin import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("builtin", ops=[ops])
