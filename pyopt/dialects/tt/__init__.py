"""The Triton dialect (include/triton/Dialect/Triton/IR/TritonOps.td, lib/Dialect/Triton/IR/Ops.cpp).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.tt import attrs, ops
from pyopt.dialects.tt.traits import TensorSizeTrait, VerifyTensorLayoutsTrait
from pyopt.ir.dialect import Dialect

DIALECT = Dialect(
    "tt", ops=[ops], attrs=[attrs],
    attrs_complete=True,  # 3.6-3.8 register no attribute (no parsing hook), 3.9 its cache policy
    traits=(TensorSizeTrait(), VerifyTensorLayoutsTrait()),  # TT_Op's, after each op's own
    materialize_constant=ops.materialize_constant,
)
