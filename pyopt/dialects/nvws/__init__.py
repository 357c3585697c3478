"""The NVWS dialect ``nvws`` (third_party/nvidia/include/Dialect/NVWS/IR/NVWSOps.td):
NVIDIA warp specialization's async references.  pyopt models the ops Triton 3.9 adds
(``nvws.aref.phi``, ``nvws.clc_try_cancel``); the dialect's other ops and its types
(``!nvws.aref<...>``) are kept as pyopt keeps an op or type it lacks.

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.nvws import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("nvws", ops=[ops])
