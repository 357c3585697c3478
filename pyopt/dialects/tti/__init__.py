"""The TritonInstrument dialect ``tti`` (include/triton/Dialect/TritonInstrument/IR/
TritonInstrumentOps.td): the ops Triton's sanitizers (ConSan, FPSan, GSan) insert.
pyopt models some of the ops Triton 3.7-3.9 add (see ``ops.py``); the dialect's other
ops are kept as pyopt keeps an op it lacks.

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.tti import ops
from pyopt.ir.dialect import Dialect

DIALECT = Dialect("tti", ops=[ops])
