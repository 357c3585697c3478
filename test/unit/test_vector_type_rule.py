"""MLIR's rule for builtin vector types (``VectorType::verify`` and the
``VectorElementTypeInterface`` constraint on its element), registered in
``pyopt/ir/types.py``: ``verify_type`` gives MLIR's message.

Each message was compared with Triton 3.6.0's parser on the same type written
as a ``tt.func`` argument (tools/oracle.py): ``vector<4x!tt.ptr<f32>>``,
``vector<2xvector<2xf32>>`` and ``vector<2xtensor<4xf32>>`` fail with "failed
to verify 'elementType': VectorElementTypeInterface instance" (before any size
check: ``vector<0x!tt.ptr<f32>>`` too); ``vector<2x0xf32>`` and
``vector<[0]xf32>`` with "vector types must have positive constant sizes but
got 2, 0" / "... got 0"; ``vector<2xtf32>``, ``vector<2xf8E4M3FN>``,
``vector<[2]xindex>`` and ``vector<2xi0>`` are accepted.
"""

import pytest

from pyopt.ir import types as T

ELEMENT = "failed to verify 'elementType': VectorElementTypeInterface instance"
f32 = T.FloatType("f32")


@pytest.mark.parametrize("shape, element, scalable, message", [
    ((4,), T.PointerType(f32), (), ELEMENT),
    ((2,), T.VectorType((2,), f32), (), ELEMENT),
    ((2,), T.RankedTensorType((4,), f32, None), (), ELEMENT),
    ((0,), T.PointerType(f32), (), ELEMENT),
    ((2, 0), f32, (), "vector types must have positive constant sizes but got 2, 0"),
    ((0,), f32, (True,), "vector types must have positive constant sizes but got 0"),
    ((2,), T.FloatType("tf32"), (), None),
    ((2,), T.FloatType("f8E4M3FN"), (), None),
    ((2,), T.index, (True,), None),
    ((2,), T.IntegerType(0), (), None),
    ((3, 5), T.IntegerType(7, "si"), (), None),
])
def test_vector_type_rule(shape, element, scalable, message):
    assert T.verify_type(T.VectorType(shape, element, scalable)) == message
