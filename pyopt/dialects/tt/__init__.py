"""The Triton dialect (include/triton/Dialect/Triton/IR/TritonOps.td, lib/Dialect/Triton/IR/Ops.cpp).

Importing the package registers its ops and attributes."""

from pyopt.dialects.tt import ops  # noqa: F401  (registers)
