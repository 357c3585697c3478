"""The Triton dialect (include/triton/Dialect/Triton/IR/TritonOps.td, lib/Dialect/Triton/IR/Ops.cpp).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.tt import ops
from pyopt.dialects.tt.traits import TensorSizeTrait, VerifyTensorLayoutsTrait
from pyopt.ir.dialect import Dialect

DIALECT = Dialect(
    "tt", ops=[ops],
    traits=(TensorSizeTrait(), VerifyTensorLayoutsTrait()),  # TT_Op's, after each op's own
    materialize_constant=ops.materialize_constant,
)
