"""Interfaces of the Triton dialect (include/triton/Dialect/Triton/IR/TritonOpInterfaces.td,
TritonInterfaces.td)."""

from __future__ import annotations

from typing import Optional

from pyopt.ir.interfaces import incompatible_return_types
from pyopt.dialects.tt.traits import equivalent_types

__all__ = [
    "DotOpInterface", "TransposeOpInterface", "DescriptorOpInterface",
    "DescriptorStoreLikeOpInterface", "InferTypeOpWithLayoutEquivalence", "k_dims_match",
]


class DotOpInterface:
    """``DotOpInterface``: a matrix multiply (tt.dot, tt.dot_scaled, ttng.warp_group_dot,
    ttng.tc_gen5_mma, ttng.tc_gen5_mma_scaled).
    Its verifier is the trait :class:`~pyopt.dialects.tt.traits.VerifyDotOpInterface`,
    listed where the op's ODS trait list names the interface; it asks the op's
    :meth:`verify_dims` and :meth:`verify_output_dims`."""

    __slots__ = ()

    def verify_dims(self) -> bool:
        """``verifyDims``: the K dimensions of A and B agree (each op says how)."""
        raise NotImplementedError

    def verify_output_dims(self) -> bool:
        """``verifyOutputDims`` (the interface's default): the accumulator
        (operand 2) is M x N, M from A and N from B."""
        a, b, c = (self.operand(i).type.shape for i in range(3))
        return c[-2] == a[-2] and c[-1] == b[len(a) - 1]


def k_dims_match(op) -> bool:
    """The ``verifyDims`` of tt.dot, ttng.warp_group_dot and ttng.tc_gen5_mma
    (each op writes the same rule): A's K (its last dimension) is B's (its
    second to last)."""
    a, b = op.operand(0).type.shape, op.operand(1).type.shape
    return a[-1] == b[len(a) - 2]


class TransposeOpInterface:
    """``TransposeOpInterface``: an op that permutes dimensions (tt.trans,
    ttg.memdesc_trans); its ``order`` attribute is the permutation."""

    __slots__ = ()


class DescriptorOpInterface:
    """``DescriptorOpInterface``: an op reading or writing through a tensor descriptor."""

    __slots__ = ()


class DescriptorStoreLikeOpInterface(DescriptorOpInterface):
    """``DescriptorStoreLikeOpInterface``: a descriptor op that stores (store, reduce, scatter)."""

    __slots__ = ()


class InferTypeOpWithLayoutEquivalence:
    """``InferTypeOpWithLayoutEquivalence``: result types are inferred, and a
    written encoding equivalent to the inferred one is accepted."""

    __slots__ = ()

    def verify_return_types(self, inferred: list) -> Optional[str]:
        """``InferTypeOpInterface``'s verifier with this interface's
        ``isCompatibleReturnTypes``: each result type is the ``inferred`` one
        up to an equivalent encoding (:func:`~pyopt.dialects.tt.traits.equivalent_types`);
        else MLIR's message."""
        actual = [r.type for r in self.results]
        if len(inferred) == len(actual) and all(equivalent_types(a, b) for a, b in zip(inferred, actual)):
            return None
        return incompatible_return_types(inferred, actual)
