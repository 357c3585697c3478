"""The Triton dialect's type constraints (include/triton/Dialect/Triton/IR/TritonTypes.td,
Triton 3.6.0 = 4b184ccc), which the ``tt``, ``ttg``, ``ttng`` and ``amdg`` op
declarations use.  Names are ODS's; each constraint's name is its TableGen
summary, which the verifier quotes ("operand #0 must be <summary>, but got ...").

``TT_Float`` and ``TT_Int`` are closed lists: ``f8E4M3B11FNUZ``, ``tf32``,
``i0``, ``i2`` or ``index`` are none of Triton's scalar types, so Triton's
verifier rejects a ``tt.load`` of ``tensor<...xi0>`` and pyopt does too.
"""

from __future__ import annotations

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.constraints import (
    BF16, F16, F32, F64, F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ, I1, I16, I32, I4, I64, I8,
    AnyType, Constraint, any_type_of, dialect_type, ranked_tensor_of, tensor_of,
)

# -- scalars -----------------------------------------------------------------------------
TT_Float = any_type_of(F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ, F16, BF16, F32, F64,
                       summary="floating-point")
TT_Int = any_type_of(I1, I4, I8, I16, I32, I64, summary="integer")

# -- "-like": a scalar or a ranked tensor of it -------------------------------------------
TT_FloatTensor = ranked_tensor_of(TT_Float)
TT_FloatLike = any_type_of(TT_Float, TT_FloatTensor)
#: (Triton 3.9: ``tt.approx_divf``'s operands and result)
TT_F32Like = any_type_of(F32, ranked_tensor_of(F32))
TT_BoolTensor = ranked_tensor_of(I1)
TT_BoolLike = any_type_of(I1, TT_BoolTensor)
TT_IntTensor = ranked_tensor_of(TT_Int)
TT_IntLike = any_type_of(TT_Int, TT_IntTensor)
# MLIR's I32Tensor / I64Tensor are TensorOf (ranked or not)
I1Tensor = tensor_of(I1)
I32Tensor = tensor_of(I32)
I64Tensor = tensor_of(I64)
TT_I32Like = any_type_of(I32, I32Tensor)
TT_I64Like = any_type_of(I64, I64Tensor)

# -- pointers ----------------------------------------------------------------------------


def _ptr_of(pointee: Constraint) -> Constraint:
    """``TT_PtrOf<[...]>``: a ``!tt.ptr`` whose pointee ``pointee`` accepts
    (summary "ptr"; its C++ type is ``PointerType``, so a format's
    ``type($x)`` prints it stripped of ``!tt.ptr``)."""
    return dialect_type("ptr", "!tt.ptr",
                        lambda t: isinstance(t, T.PointerType) and pointee(t.pointee))


TT_Ptr = _ptr_of(AnyType)
TT_PtrTensor = ranked_tensor_of(TT_Ptr)
TT_PtrLike = any_type_of(TT_Ptr, TT_PtrTensor)

# -- tensors -----------------------------------------------------------------------------
TT_FpIntTensor = ranked_tensor_of(TT_Float, TT_Int)
TT_Tensor = ranked_tensor_of(TT_Float, TT_Int, TT_Ptr)
TT_TensorPtr = _ptr_of(TT_Tensor)  # a block pointer: !tt.ptr<tensor<...>>

#: any type of Triton IR
TT_Type = any_type_of(TT_FloatLike, TT_IntLike, TT_PtrLike, TT_TensorPtr)

# -- the type definitions themselves (their summaries are the TypeDefs') ---------------------
TT_PtrType = dialect_type("Pointer type (`::mlir::triton::PointerType`) in Triton IR type system",
                          "!tt.ptr", lambda t: isinstance(t, T.PointerType))
TT_TensorDescType = dialect_type(
    "Tensor descriptor type (`::mlir::triton::TensorDescType`) in Triton IR type system",
    "!tt.tensordesc", lambda t: isinstance(t, T.TensorDescType))

# -- combinations ops spell out ----------------------------------------------------------
#: tt.load's and tt.store's pointer: AnyTypeOf<[TT_PtrLike, TT_TensorPtr]>
TT_LoadStorePtr = any_type_of(TT_PtrLike, TT_TensorPtr)
#: tt.dot_scaled's operands and scales: RankedTensorOf<[TT_Float, I8]>
TT_FloatOrI8Tensor = ranked_tensor_of(TT_Float, I8)
#: tt.descriptor_gather's and scatter's row offsets: RankedTensorOf<[I32]>
TT_I32RankedTensor = ranked_tensor_of(I32)
#: tt.assert's condition: AnyTypeOf<[I1, I1Tensor]>
TT_AssertCondition = any_type_of(I1, I1Tensor)


# -- attribute constraints of tt.func and tt.call (MLIR's, as TritonOps.td uses them) -------------


def _attr_of(summary: str, storage: type, pred) -> Constraint:
    """An attribute constraint named by its summary; an attribute of class
    ``storage`` can be held in the op's properties (else MLIR reports an
    invalid property)."""
    c = Constraint(summary, pred)
    c.attr_kind = "attr"
    c.storage = None
    c.prefix = None
    c.convertible = lambda a: isinstance(a, storage)
    return c


#: ``DictArrayAttr`` (tt.func's and tt.call's ``arg_attrs``/``res_attrs``)
DICT_ARRAY_ATTR = _attr_of("Array of dictionary attributes", A.ArrayAttr,
                           lambda a: isinstance(a, A.ArrayAttr) and all(isinstance(x, A.DictAttr) for x in a))
#: ``TypeAttrOf<FunctionType>`` (tt.func's ``function_type``)
FUNCTION_TYPE_ATTR = _attr_of("type attribute of function type", A.TypeAttr,
                              lambda a: isinstance(a, A.TypeAttr) and isinstance(a.type, T.FunctionType))
