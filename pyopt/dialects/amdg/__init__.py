"""The TritonAMDGPU dialect (third_party/amd/include/Dialect/TritonAMDGPU/IR/).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.amdg import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("amdg", ops=[ops], attrs=[ops])
