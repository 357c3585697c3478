"""The TritonNvidiaGPU dialect (include/triton/Dialect/TritonNvidiaGPU/IR/).

Importing the package registers its ops and attributes."""

from pyopt.dialects.ttng import ops  # noqa: F401  (registers)
