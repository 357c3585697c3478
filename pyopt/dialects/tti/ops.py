"""The TritonInstrument dialect's ops that Triton 3.7-3.9 add and pyopt models
(include/triton/Dialect/TritonInstrument/IR/TritonInstrumentOps.td).  Their
formats were read off each release's wheel (test/parser/new-ops-tti-*.mlir).
Not modelled yet (kept as ops pyopt lacks): the FPSan ops (dot_i8, fpsan_embed,
fpsan_unembed, which fold), buffer_descriptors, local_gather, memory_offset_to_i32
and the GSan access, atomic, mbarrier and cluster-barrier ops."""

from __future__ import annotations

from pyopt.ir import types as T
from pyopt.ir.constraints import I1_T, I32, STR_ATTR
from pyopt.ir.effects import MemWrite
from pyopt.ir.opdef import Op, attr, irdl_op, operand, result
from pyopt.ir.traits import Pure
from pyopt.ir.version import Since, Versioned
from pyopt.dialects.tt.ops import GLOBAL_MEMORY
from pyopt.dialects.ttg.ops import TTG_MemDesc


@irdl_op("tti.experimental_memdesc_to_i32")
class ExperimentalMemDescToI32Op(Op):
    """A memdesc's base pointer as an i32 (Triton 3.7+; ConSan compares it with its barrier tables).
    Example: %1 = tti.experimental_memdesc_to_i32 %0 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>"""

    memdesc = operand(TTG_MemDesc)
    result = result(I32)
    format = "$memdesc attr-dict `:` type($memdesc)"
    traits = (Pure(),)

    @classmethod
    def infer_result_types(cls, operands, attributes, regions):
        return [T.i32]  # (I32 is a buildable type: the format spells no result type)


@irdl_op("tti.experimental_cluster_cta_id")
class ExperimentalClusterCTAIdOp(Op):
    """The CTA id within the cluster (Triton 3.8+).  Example: %0 = tti.experimental_cluster_cta_id : i32"""

    result = result(I32)
    format = "attr-dict `:` type($result)"
    traits = (Pure(),)


@irdl_op("tti.experimental_assert_uniform")
class ExperimentalAssertUniformOp(Op):
    """Assert a condition every thread of the warp group holds alike (Triton 3.8+).
    Example: tti.experimental_assert_uniform %0, "barrier misuse\""""

    condition = operand(I1_T)
    message = attr(STR_ATTR)
    format = "$condition `,` $message attr-dict-with-keyword"
    effects = (MemWrite(None, GLOBAL_MEMORY),)


@irdl_op("tti.experimental_gsan_init")
class ExperimentalGSanInitOp(Op):
    """Initialize the GSan state of the thread (Triton 3.8+).  Example: tti.experimental_gsan_init"""

    #: Triton 3.8's op has no custom form (it is read and printed generic, and
    #: its custom form is refused); pyopt models 3.9's, and keeps 3.8's op as
    #: one it lacks
    MODELLED = Versioned(False, Since((3, 9), True, "Triton 3.9.0 (PR not found): tti.experimental_gsan_init has "
                                                    "a custom form, `attr-dict` (3.8.0: none)"),
                         name="tti.experimental_gsan_init: the form pyopt models")
    format = "attr-dict"


@irdl_op("tti.experimental_gsan_kernel_exit")
class ExperimentalGSanKernelExitOp(Op):
    """GSan's work at the kernel's exit (Triton 3.9).  Example: tti.experimental_gsan_kernel_exit"""

    format = "attr-dict"


@irdl_op("tti.experimental_gsan_grid_dependency_wait")
class ExperimentalGSanGridDependencyWaitOp(Op):
    """GSan's record of a grid dependency wait (Triton 3.9).  Example: tti.experimental_gsan_grid_dependency_wait"""

    format = "attr-dict"
