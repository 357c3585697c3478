"""The TritonNvidiaGPU dialect (include/triton/Dialect/TritonNvidiaGPU/IR/).

Importing the package builds its :class:`~pyopt.ir.dialect.Dialect`, ``DIALECT``."""

from pyopt.dialects.tt.traits import VerifyTensorLayoutsTrait
from pyopt.dialects.ttg.traits import VerifyMemDescLayoutsTrait
from pyopt.dialects.ttg.attrs import tmem as _tmem_attrs  # (not `tmem`: ttng.tmem, a submodule, takes that name)
from pyopt.dialects.ttng import attrs, ops
from pyopt.dialects.ttng.canonicalize import NvidiaConvertLayoutPatterns
from pyopt.ir.dialect import Dialect

DIALECT = Dialect(
    "ttng", ops=[ops],
    attrs=[_tmem_attrs, attrs],  # the tensor-memory attributes live with the layouts they are (ttg/attrs/tmem.py)
    traits=(VerifyTensorLayoutsTrait(), VerifyMemDescLayoutsTrait()),  # TTNG_Op's, after each op's own
    attrs_complete=True,  # Triton's TritonNvidiaGPU dialect has exactly these attributes (cache_policy: 3.9)
    interfaces=[NvidiaConvertLayoutPatterns()],
)
