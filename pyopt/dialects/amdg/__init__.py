"""The TritonAMDGPU dialect (third_party/amd/include/Dialect/TritonAMDGPU/IR/).

Importing the package registers its ops and attributes."""

from pyopt.dialects.amdg import ops  # noqa: F401  (registers)
