"""Triton's NVGPU dialect ``nvg`` (third_party/nvidia/include/Dialect/NVGPU/IR/NVGPUOps.td), of
which pyopt models the op Triton 3.9 adds; the others (``nvg.wgmma`` ...) are registered by
every release and kept unverified, as other unmodelled ops of a closed dialect.

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.nvg import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("nvg", ops=[ops])
