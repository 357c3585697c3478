"""The attributes of the TritonGPU (``#ttg.*``) and TritonNvidiaGPU
(``#ttng.*``) dialects, one module per family, each declared with
:mod:`pyopt.ir.attrdef` (parameters, assembly form, verifier) followed by its
queries.  The ttg and ttng dialects collect them from :data:`MODULES`.

Queries mirror Triton's C++ (names in snake_case; each docstring names the
function it mirrors).  Most shape-dependent queries go, as in Triton, through
``toLinearEncoding``: the layout is converted to a
:class:`~pyopt.dialects.ttg.linear_layout.LinearLayout` for the tensor shape
and read back (see :class:`LinearEncoding`).
"""

from pyopt.dialects.ttg.attrs.base import (  # noqa: F401
    CTALayout, LayoutEncoding, SharedEncoding, get_matrix_order, get_order_for_dot_operand,
    get_shape_per_cta, is_shared_encoding,
)
from pyopt.dialects.ttg.attrs.linear import (  # noqa: F401
    DistributedEncoding, GenericLinearEncoding, LinearEncoding, to_linear_encoding, to_linear_layout,
)
from pyopt.dialects.ttg.attrs.blocked import BlockedEncoding, get_default_blocked_encoding  # noqa: F401
from pyopt.dialects.ttg.attrs.slice import SliceEncoding  # noqa: F401
from pyopt.dialects.ttg.attrs.mma import MmaEncoding, NvidiaMmaEncoding  # noqa: F401
from pyopt.dialects.ttg.attrs.amd import AMDMfmaEncoding, AMDWmmaEncoding  # noqa: F401
from pyopt.dialects.ttg.attrs.dot_operand import DotOperandEncoding  # noqa: F401
from pyopt.dialects.ttg.attrs.shared import (  # noqa: F401
    AMDRotatingSharedEncoding, NVMMASharedEncoding, PaddedSharedEncoding, SharedLinearEncoding,
    SharedMemorySpace, SwizzledSharedEncoding,
)
from pyopt.dialects.ttg.attrs.tmem import (  # noqa: F401
    TensorMemoryEncoding, TensorMemoryScalesEncoding, TensorMemorySpace,
)
from pyopt.dialects.ttg.attrs import amd, base, blocked, dot_operand, linear, mma, shared, slice, tmem

#: the modules that declare the layouts (their dialects collect the attribute classes)
MODULES = (base, linear, blocked, slice, mma, amd, dot_operand, shared, tmem)

__all__ = [
    "CTALayout", "LayoutEncoding", "DistributedEncoding", "SharedEncoding", "MmaEncoding",
    "BlockedEncoding", "SliceEncoding", "DotOperandEncoding", "NvidiaMmaEncoding",
    "AMDMfmaEncoding", "AMDWmmaEncoding", "LinearEncoding",
    "SwizzledSharedEncoding", "AMDRotatingSharedEncoding", "NVMMASharedEncoding",
    "PaddedSharedEncoding", "SharedLinearEncoding",
    "SharedMemorySpace", "TensorMemorySpace", "TensorMemoryEncoding", "TensorMemoryScalesEncoding",
    "is_shared_encoding", "get_default_blocked_encoding", "get_shape_per_cta", "get_matrix_order",
    "get_order_for_dot_operand", "to_linear_layout", "to_linear_encoding",
]
