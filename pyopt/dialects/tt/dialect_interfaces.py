"""The Triton dialect's dialect interfaces (include/triton/Dialect/Triton/IR/Dialect.h,
Triton 3.6.0): what ``tt`` ops ask of the dialect of a tensor's encoding.

``tt`` ops and traits do not know the layouts: ``tt.trans``, ``tt.reshape``,
``tt.join``/``tt.split``, ``tt.expand_dims``, ``tt.reduce``, ``tt.dot`` and
the same-encoding traits ask the dialect of the encoding at hand
(:func:`infer_layout_interface`, Triton's
``cast<DialectInferLayoutInterface>(&encoding.getDialect())``).  The
TritonGPU dialect implements the interface and registers it on its
:class:`~pyopt.ir.dialect.Dialect` (``pyopt.dialects.ttg.layout_infer``).

Where Triton's method returns ``failure()``, the method here raises
:class:`LayoutInferenceError` with the message Triton emits (empty where it
emits none).  An encoding whose dialect does not implement the interface (a
builtin string attribute, say) makes Triton 3.6.0 abort (the ``cast``
asserts); pyopt reports it as :class:`LayoutInferenceError` instead.
"""

from __future__ import annotations

from typing import Optional, Sequence

from pyopt.ir.context import current
from pyopt.ir.dialect import DialectInterface, dialect_namespace

__all__ = ["LayoutInferenceError", "DialectInferLayoutInterface", "infer_layout_interface",
           "DialectVerifyTensorLayoutInterface", "verify_tensor_layout_interface"]


class LayoutInferenceError(ValueError):
    """Layout inference failed (the op would not verify, or its builder
    would abort); the message is Triton's."""


class DialectInferLayoutInterface(DialectInterface):
    """``DialectInferLayoutInterface``: encodings that make the view ops of
    ``tt`` no-ops, and the checks of dot operands and equal layouts.  Each
    method returns the inferred encoding (or None where nothing is
    inferred) and raises :class:`LayoutInferenceError` where Triton fails."""

    def infer_trans_op_encoding(self, operand_enc, shape: Sequence[int], order: Sequence[int]):
        """``inferTransOpEncoding``: the result encoding of a transpose by
        ``order`` of a tensor of ``shape``."""
        raise NotImplementedError

    def infer_reduce_op_encoding(self, operand_enc, axis: int):
        """``inferReduceOpEncoding``."""
        raise NotImplementedError

    def infer_expand_dims_op_encoding(self, operand_enc, axis: int):
        """``inferExpandDimsOpEncoding``."""
        raise NotImplementedError

    def infer_dot_op_encoding(self, operand_enc, op_idx: int, ret_enc) -> None:
        """``inferDotOpEncoding``: raises where operand ``op_idx``'s encoding
        does not fit a dot whose result has ``ret_enc``."""
        raise NotImplementedError

    def verify_dot_op_encoding_compatibility(self, op, a_enc, b_enc) -> None:
        """``verifyDotOpEncodingCompatibility``."""
        raise NotImplementedError

    def verify_cat_op_encoding_compatibility(self, op) -> None:
        """``verifyCatOpEncodingCompatibility`` (Triton 3.8 on)."""
        raise NotImplementedError

    def infer_reshape_op_encoding(self, src_shape: Sequence[int], src_enc, dst_shape: Sequence[int],
                                  hint=None, allow_reorder: bool = False):
        """``inferReshapeOpEncoding``: ``hint``, the encoding a caller has (the
        result's, in the verifier), is kept for an ``allow_reorder`` reshape where
        moving no data is possible."""
        raise NotImplementedError

    def verify_layouts_are_equal(self, shape: Sequence[int], expected, got) -> None:
        """``verifyLayoutsAreEqual``: raises unless the encodings are equal or
        equivalent for ``shape``."""
        raise NotImplementedError

    def equal_up_to_broadcast_registers(self, shape: Sequence[int], a, b) -> bool:
        """Whether encodings ``a`` and ``b`` place a tensor of ``shape`` alike,
        registers that hold broadcast copies aside (Triton 3.9's rule for
        ``tt.broadcast``, which compares linear layouts so)."""
        return False

    def infer_default_join_op_encoding(self, src_enc, shape: Sequence[int]):
        """``inferDefaultJoinOpEncoding`` (``shape``: the operands')."""
        raise NotImplementedError

    def infer_split_op_encoding(self, src_enc, shape: Sequence[int]):
        """``inferSplitOpEncoding`` (``shape``: the operand's)."""
        raise NotImplementedError

    def infer_fp4_to_fp_op_encoding(self, shape: Sequence[int], axis: int, in_enc, fwd: bool):
        """``inferFp4ToFpOpEncoding``."""
        raise NotImplementedError


class DialectVerifyTensorLayoutInterface(DialectInterface):
    """``DialectVerifyTensorLayoutInterface``: the check of a tensor's layout
    where an op uses it, which ``VerifyTensorLayoutsTrait`` asks of the
    layout's dialect (``dyn_cast``: a dialect without it accepts its layouts).

    The answer may depend on the type and on what encloses the op (its block
    and their ancestors' attributes), not on the op itself, as Triton's does:
    within a verifier run it is asked once per type and
    :meth:`layout_context`."""

    def verify_tensor_layout(self, tensor_type, op) -> Optional[str]:
        """``verifyTensorLayout``: what is wrong with ``tensor_type``'s layout
        where ``op`` uses it, or None."""
        raise NotImplementedError

    def layout_context(self, op):
        """A hashable summary of what :meth:`verify_tensor_layout` reads of
        ``op``'s surroundings (asked once per block); by default the block."""
        return op.parent


def verify_tensor_layout_interface(encoding, context=None) -> Optional[DialectVerifyTensorLayoutInterface]:
    """The :class:`DialectVerifyTensorLayoutInterface` of ``encoding``'s
    dialect, or None where it has none (its layouts are not checked)."""
    dialect = (context or current()).get_dialect(dialect_namespace(encoding))
    return None if dialect is None else dialect.get_interface(DialectVerifyTensorLayoutInterface)


def infer_layout_interface(encoding, context=None) -> DialectInferLayoutInterface:
    """The :class:`DialectInferLayoutInterface` of ``encoding``'s dialect, in
    ``context`` (default: the active one); :class:`LayoutInferenceError`
    where that dialect does not implement it (Triton aborts)."""
    ns = dialect_namespace(encoding)
    dialect = (context or current()).get_dialect(ns)
    iface: Optional[DialectInferLayoutInterface] = (
        None if dialect is None else dialect.get_interface(DialectInferLayoutInterface))
    if iface is None:
        raise LayoutInferenceError(f"the dialect of encoding {_text(encoding)} ('{ns}') does not implement "
                                   "DialectInferLayoutInterface, which layout inference needs")
    return iface


def _text(attr) -> str:
    from pyopt.ir.printer import render_standalone  # messages only: keep it off the import path

    return render_standalone(attr)
