"""The TritonGPU dialect: ops, layout encodings, linear layouts and layout inference (include/triton/Dialect/TritonGPU/IR/, lib/Dialect/TritonGPU/IR/).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.tt.traits import VerifyTensorLayoutsTrait
from pyopt.dialects.ttg import attrs, ops
from pyopt.dialects.ttg.layout_infer import TritonGPUInferLayoutInterface
from pyopt.dialects.ttg.traits import TritonGPUVerifyTensorLayoutInterface, VerifyMemDescLayoutsTrait
from pyopt.ir.dialect import Dialect

DIALECT = Dialect(
    "ttg", ops=[ops], attrs=attrs.MODULES,
    traits=(VerifyTensorLayoutsTrait(), VerifyMemDescLayoutsTrait()),  # TTG_Op's, after each op's own
    verify_operation_attribute=ops.verify_operation_attribute,
    attrs_complete=True,  # Triton 3.6.0's TritonGPU dialect has exactly these attributes
    interfaces=[TritonGPUInferLayoutInterface(), TritonGPUVerifyTensorLayoutInterface()],
)
