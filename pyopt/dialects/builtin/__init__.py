"""The builtin dialect: ``builtin.module`` and ``builtin.unrealized_conversion_cast`` (mlir/lib/IR/BuiltinDialect.cpp).

Importing the package registers its ops and attributes."""

from pyopt.dialects.builtin import ops  # noqa: F401  (registers)
