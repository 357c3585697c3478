"""The TritonGPU dialect: ops, layout encodings, linear layouts and layout inference (include/triton/Dialect/TritonGPU/IR/, lib/Dialect/TritonGPU/IR/).

Importing the package registers its ops and attributes."""

from pyopt.dialects.ttg import ops  # noqa: F401  (registers)
from pyopt.dialects.ttg import attrs  # noqa: F401  (registers)
