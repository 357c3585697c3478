"""Traits of the Triton dialect (include/triton/Dialect/Triton/IR/Traits.h,
lib/Dialect/Triton/IR/Traits.cpp): encodings and shapes shared between an op's
operands and results, and between a load/store's pointer, mask and value; and
the two traits every Triton op carries (``TT_Op`` appends ``TensorSizeTrait``
and ``VerifyTensorLayoutsTrait``; ``TTG_Op`` and ``TTNG_Op`` the latter)."""

from __future__ import annotations

from typing import Optional

from pyopt.ir import types as T
from pyopt.ir.core import BlockArgument
from pyopt.ir.version import resolve
from pyopt.ir.traits import (
    Trait, TraitError, at_least_operands, at_least_results, run_memo,
)
from pyopt.ir.printer import print_op_fragment, render_standalone
from pyopt.dialects.tt.dialect_interfaces import (
    DialectVerifyTensorLayoutInterface, LayoutInferenceError, infer_layout_interface, verify_tensor_layout_interface,
)
from pyopt.ir.context import current

__all__ = [
    "SameOperandsAndResultEncoding", "SameOperandsAndResultEncodingWhile", "SameOperandsEncoding", "SameLoadStoreOperandsShape",
    "SameLoadStoreOperandsAndResultShape", "SameLoadStoreOperandsEncoding",
    "SameLoadStoreOperandsAndResultEncoding", "TensorSizeTrait", "VerifyTensorLayoutsTrait",
    "MAX_TENSOR_NUM_ELEMENTS", "VerifyDotOpInterface",
    "VerifyTransposeOpInterface", "equivalent_types", "VerifyFunctionOpInterface",
]

#: OpTrait::impl::maxTensorNumElements
MAX_TENSOR_NUM_ELEMENTS = 1048576


def _encoding(t):
    return t.encoding if isinstance(t, T.RankedTensorType) else None


def _same_operands_encoding(op) -> Optional[str]:
    """``verifySameOperandsEncoding``: operands with an encoding share the
    first operand's (operands without one are not compared)."""
    err = at_least_operands(op, 1)
    if err:
        return err
    uses = op.operand_uses
    first = _encoding(uses[0].value.type)
    if first is None:
        return None
    for u in uses[1:]:
        enc = _encoding(u.value.type)
        if enc is not None and enc != first:
            return "requires the same encoding for all operands"
    return None


def _same_operands_and_result_encoding(op) -> Optional[str]:
    """``verifySameOperandsAndResultEncoding``: results too (nothing to check
    without operands)."""
    if op.num_operands == 0:
        return None
    err = at_least_results(op, 1)
    if err:
        return err
    first = _encoding(op.operand(0).type)
    if first is not None:
        for r in op.results:
            enc = _encoding(r.type)
            if enc is not None and enc != first:
                return "requires the same encoding for all operands and results"
    return _same_operands_encoding(op)


def _load_store_shape(t) -> tuple:
    """getTypeShape: a tensor's shape, or the pointee tensor's of a block
    pointer; () for anything else."""
    if isinstance(t, T.PointerType):
        t = t.pointee
    return t.shape if isinstance(t, T.RankedTensorType) else ()


def _compatible(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(x == y or x == T.DYNAMIC or y == T.DYNAMIC for x, y in zip(a, b))


def _same_load_store_operands_shape(op) -> Optional[str]:
    err = at_least_operands(op, 1)
    if err:
        return err
    uses = op.operand_uses
    first = _load_store_shape(uses[0].value.type)
    for u in uses[1:]:
        if not _compatible(_load_store_shape(u.value.type), first):
            return "requires the same shape for all operands"
    return None


class SameOperandsAndResultEncoding(Trait):
    """``OpTrait::SameOperandsAndResultEncoding``."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        return _same_operands_and_result_encoding(op)


class SameOperandsAndResultEncodingWhile(SameOperandsAndResultEncoding):
    """``SameOperandsAndResultEncoding`` in the releases where ``rule`` (a
    :class:`~pyopt.ir.version.Versioned` boolean) holds, checked in the
    trait's place; in the others the op has no such trait and checks nothing
    here (its verifier says what it allows instead)."""

    __slots__ = ("rule",)

    def __init__(self, rule):
        self.rule = rule

    def params(self) -> tuple:
        return (self.rule,)

    def verify(self, op) -> Optional[str]:
        if not resolve(self.rule):
            return None
        return _same_operands_and_result_encoding(op)


class SameOperandsEncoding(Trait):
    """``OpTrait::SameOperandsEncoding``."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        return _same_operands_encoding(op)


class SameLoadStoreOperandsShape(Trait):
    """``OpTrait::SameLoadStoreOperandsShape``: every operand (pointer, mask,
    value, other) has the first operand's shape, a block pointer counting as
    its tensor's shape and a scalar as rank 0."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        return _same_load_store_operands_shape(op)


class SameLoadStoreOperandsAndResultShape(Trait):
    """``OpTrait::SameLoadStoreOperandsAndResultShape``."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        err = at_least_operands(op, 1) or at_least_results(op, 1)
        if err:
            return err
        first = _load_store_shape(op.operand(0).type)
        for r in op.results:
            if not _compatible(_load_store_shape(r.type), first):
                return "requires the same shape for all operands and results"
        return _same_load_store_operands_shape(op)


class SameLoadStoreOperandsEncoding(Trait):
    """``OpTrait::SameLoadStoreOperandsEncoding`` (SameOperandsEncoding that
    lets block pointers through)."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        return _same_operands_encoding(op)


class SameLoadStoreOperandsAndResultEncoding(Trait):
    """``OpTrait::SameLoadStoreOperandsAndResultEncoding``."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        return _same_operands_and_result_encoding(op)


class VerifyFunctionOpInterface(Trait):
    """``FunctionOpInterface``'s verifier (MLIR's
    ``function_interface_impl::verifyTrait`` and ``verifyBody``): one
    dictionary of argument (result) attributes per argument (result), whose
    names carry a dialect prefix; a body's entry block takes the signature's
    argument types.  Listed after the op's native traits and its symbol
    check, where Triton reports it."""

    __slots__ = ()

    def verify(self, op) -> Optional[str]:
        ft = op.attributes["function_type"].type
        for key, types, what in (("arg_attrs", ft.inputs, "argument"), ("res_attrs", ft.results, "result")):
            dicts = op.attributes.get(key)
            if dicts is None:
                continue
            plural = "arguments" if what == "argument" else "results"
            if len(dicts.elements) != len(types):
                return (f"expects {what} attribute array to have the same number of elements as the number of "
                        f"function {plural}, got {len(dicts.elements)}, but expected {len(types)}")
            for d in dicts.elements:
                if any("." not in name for name, _ in d.items):
                    return f"{plural} may only have dialect attributes"
        body = op.regions[0] if op.regions else None
        if body is None or not body.blocks:
            return None
        args = body.blocks[0].args
        if len(args) != len(ft.inputs):
            return f"entry block must have {len(ft.inputs)} arguments to match function signature"
        for i, (a, t) in enumerate(zip(args, ft.inputs)):
            if a.type != t:
                return (f"type of entry block argument #{i}('{render_standalone(a.type)}') must match the type of "
                        f"the corresponding argument in function signature('{render_standalone(t)}')")
        return None


class VerifyTransposeOpInterface(Trait):
    """``TransposeOpInterface``'s verifier (``verifyTransposeOpInterface``,
    lib/Dialect/Triton/IR/OpInterfaces.cpp): the ``order`` attribute is a
    permutation of the source's dimensions.  Listed where the op's ODS trait
    list names the interface."""

    __slots__ = ()

    def verify(self, op) -> Optional[str]:
        order = list(op.attr_dict["order"].values)
        if len(op.operand(0).type.shape) != len(order):
            return TraitError("order must have the same size as the rank of the operand and result", op_prefix=False)
        if sorted(order) != list(range(len(order))):
            return TraitError("order must be a permutation of [0, ..., rank - 1]", op_prefix=False)
        return None


class VerifyDotOpInterface(Trait):
    """``DotOpInterface``'s verifier (``verifyDotOpInterface``,
    lib/Dialect/Triton/IR/OpInterfaces.cpp): A, B and the accumulator
    (operand 2) are all 2-d or all 3-d, the K dimensions agree
    (``op.verify_dims()``), a batch dimension is shared, and the
    accumulator is M x N (``op.verify_output_dims()``).  Listed where the
    op's ODS trait list names the interface."""

    __slots__ = ()

    def verify(self, op) -> Optional[str]:
        if op.num_operands < 3:
            return "expected at least 3 operands"
        a, b, c = (op.operand(i).type.shape for i in range(3))
        if len(a) not in (2, 3):
            return "expected operands to be 2d or 3d"
        if len(a) != len(b) or len(a) != len(c):
            return "expected all operands to have the same rank"
        if not op.verify_dims():
            return ("expected the last dimension of the first operand to be equal to the second-to-last "
                    "dimension of the second operand")
        if len(a) == 3 and (a[0] != c[0] or b[0] != c[0]):
            return "expected the first dimension of the first operand to be equal to the first dimension of the result"
        if not op.verify_output_dims():
            return ("expected the output shape to be the concatenation of the last dimension of the first "
                    "operand and the last dimension of the second ")
        return None


def equivalent_types(a, b) -> bool:
    """``verifyEquivalentType`` (Traits.cpp): equal types, or tensors (or
    memdescs) that differ only in encodings the layouts' dialect finds
    equivalent for their shape (``InferTypeOpWithLayoutEquivalence``'s
    ``isCompatibleReturnTypes``)."""
    if a == b:
        return True
    if isinstance(a, T.MemDescType) or isinstance(b, T.MemDescType):
        if not (isinstance(a, T.MemDescType) and isinstance(b, T.MemDescType)):
            return False
        same = (a.shape == b.shape and a.alloc_shape == b.alloc_shape and a.element == b.element
                and a.memory_space == b.memory_space and a.mutable == b.mutable)
    elif isinstance(a, T.RankedTensorType) and isinstance(b, T.RankedTensorType):
        same = a.shape == b.shape and a.element == b.element
    else:
        return False
    if not same:
        return False
    if a.encoding == b.encoding:
        return True
    if a.encoding is None or b.encoding is None:
        return False
    # The encoding's dialect judges (verifyLayoutsAreEqual); an encoding whose
    # dialect does not implement the interface (Triton aborts) is not equivalent.
    try:
        infer_layout_interface(a.encoding).verify_layouts_are_equal(list(a.shape), a.encoding, b.encoding)
    except LayoutInferenceError:
        return False
    return True


class TensorSizeTrait(Trait):
    """``TensorSizeTrait`` (``verifyTensorSize``): every tensor operand and
    result has a power-of-two number of elements, at most
    :data:`MAX_TENSOR_NUM_ELEMENTS`."""

    __slots__ = ()
    types_only = True

    def verify(self, op) -> Optional[str]:
        for t in [u.value.type for u in op.operand_uses] + [r.type for r in op.results]:
            if not isinstance(t, T.RankedTensorType):
                continue
            n = t.num_elements()
            if n > MAX_TENSOR_NUM_ELEMENTS or n & (n - 1):
                text = print_op_fragment(op, generic=True)  # MLIR prints an op that fails verification generically
                if n > MAX_TENSOR_NUM_ELEMENTS:
                    return TraitError(f"Maximum allowed number of elements is {MAX_TENSOR_NUM_ELEMENTS}, "
                                      f"but {text} has more than that", op_prefix=False)
                return TraitError(f"Number of elements must be power-of-two, but {text} doesn't follow "
                                  f"the rule ({n}) elements", op_prefix=False)
        return None


def _layout_interfaces() -> list:
    """The :class:`DialectVerifyTensorLayoutInterface` implementations of the
    dialects the active context has loaded (a layout's dialect is loaded when
    the layout is read; asking a layout's dialect loads it too), remembered
    for the verifier run until another dialect loads."""
    memo = run_memo("tt.tensor-layout-interfaces")
    loaded = current().loaded_dialects()
    found = memo.get(len(loaded))
    if found is None:
        found = memo[len(loaded)] = [i for d in loaded
                                     if (i := d.get_interface(DialectVerifyTensorLayoutInterface)) is not None]
    return found


def _layout_errors_at(op) -> dict:
    """The verdicts on layouts where ``op`` is, for this verifier run: type
    -> error or None (shared by the blocks of one context)."""
    block = op.parent
    if block is None:
        return {}
    memo = run_memo("tt.tensor-layouts")  # block -> its verdicts
    errors = memo.get(block)
    if errors is None:
        context = _layout_context(op)
        errors = memo[block] = run_memo("tt.tensor-layouts-by-context").setdefault(context, {})
    return errors


def _layout_context(op) -> tuple:
    """What the layout verifiers read of the surroundings of ``op`` (once per
    block and verifier run)."""
    block = op.parent
    memo = run_memo("tt.tensor-layout-context")
    context = memo.get(block)
    if context is None:
        context = tuple(iface.layout_context(op) for iface in _layout_interfaces())
        if block is not None:
            memo[block] = context
    return context


class VerifyTensorLayoutsTrait(Trait):
    """``VerifyTensorLayoutsTrait`` (``verifyTensorLayouts``): the layouts of
    tensor operands, then results, are valid where the op uses them, as the
    layouts' dialect judges them (for blocked layouts: the module's threads
    per warp and the context's warps per CTA)."""

    __slots__ = ()
    types_and_block_only = True  # (see DialectVerifyTensorLayoutInterface)

    def block_context(self, op):
        return _layout_context(op)

    def verify(self, op) -> Optional[str]:
        # (types are uniqued: the verdict per type object is the verdict per type)
        errors = _layout_errors_at(op)
        for i, u in enumerate(op._operands):
            t = u.value.type
            err = errors.get(t, errors)
            if err is errors:
                err = errors[t] = _checked_layout_error(t, op)
            if err:
                return TraitError(f"Operand {i} ({_value_text(u.value)}) has an invalid layout: {err}", op_prefix=False)
        results = op.results
        for i, r in enumerate(results):
            t = r.type
            err = errors.get(t, errors)
            if err is errors:
                err = errors[t] = _checked_layout_error(t, op)
            if err:
                head = "Result has an invalid layout: " if len(results) == 1 else f"Result {i} has an invalid layout: "
                return TraitError(head + err, op_prefix=False)
        return None


def _checked_layout_error(t, op) -> Optional[str]:
    """What is wrong with the layout of ``t`` where ``op`` uses it, as the
    layout's dialect judges (None for a type with no layout, or a layout
    whose dialect does not check layouts)."""
    if isinstance(t, T.RankedTensorType) and t.encoding is not None:
        iface = verify_tensor_layout_interface(t.encoding)
        if iface is not None:
            return iface.verify_tensor_layout(t, op)
    return None


def _value_text(v) -> str:
    """What ``os << value`` prints in MLIR (Value::print)."""
    if isinstance(v, BlockArgument):
        return f"<block argument> of type '{render_standalone(v.type)}' at index: {v.index}"
    return print_op_fragment(v.op)
