"""Types: builtin (integer, float, index, tensor, function) and Triton's.

Rendering follows MLIR's printer (mlir/lib/IR/AsmPrinter.cpp, printType) and
Triton's type printers (lib/Dialect/Triton/IR/Types.cpp,
lib/Dialect/TritonGPU/IR/Types.cpp).  Types nobody here models are kept as
:class:`OpaqueType` with their text, so they print back unchanged.
"""

from __future__ import annotations

from typing import Optional

from pyopt.ir.base import Immutable
from pyopt.ir.version import Since, Versioned, resolve

DYNAMIC = -1  # '?' in a shape


class Type(Immutable):
    __slots__ = ()

    # Convenience queries used by passes and verifiers.
    @property
    def is_tensor(self) -> bool:
        return False

    def element_type(self) -> "Type":
        """The element type of a shaped type, or the type itself for scalars."""
        return self


class IntegerType(Type):
    __slots__ = ("width", "signedness")  # signedness: "" (signless), "si", "ui"

    #: MLIR's IntegerType::kMaxWidth (2**24 - 1 bits); the parser refuses wider
    MAX_WIDTH = (1 << 24) - 1

    def __init__(self, width: int, signedness: str = ""):
        self._init(width=width, signedness=signedness)

    def render(self, p) -> str:
        return f"{self.signedness or 'i'}{self.width}"


class FloatType(Type):
    """``name`` is MLIR's spelling: f16, bf16, f32, f64, tf32, f8E4M3FN, ..."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self._init(name=name)

    @property
    def width(self) -> int:
        return FLOAT_WIDTHS[self.name]

    def render(self, p) -> str:
        return self.name


FLOAT_WIDTHS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 19, "f80": 80, "f128": 128,
    "f8E4M3FN": 8, "f8E5M2": 8, "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f8E4M3B11FNUZ": 8,
    "f8E4M3": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4,
}


class IndexType(Type):
    __slots__ = ()

    def __init__(self):
        self._init()

    def render(self, p) -> str:
        return "index"


class NoneType(Type):
    __slots__ = ()

    def __init__(self):
        self._init()

    def render(self, p) -> str:
        return "none"


def _shape_prefix(shape) -> str:
    return "".join(("?" if d == DYNAMIC else str(d)) + "x" for d in shape)


class RankedTensorType(Type):
    __slots__ = ("shape", "element", "encoding")

    def __init__(self, shape, element: Type, encoding=None):
        self._init(shape=tuple(shape), element=element, encoding=encoding)

    @property
    def is_tensor(self) -> bool:
        return True

    @property
    def rank(self) -> int:
        return len(self.shape)

    def element_type(self) -> Type:
        return self.element

    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def with_encoding(self, encoding) -> "RankedTensorType":
        return RankedTensorType(self.shape, self.element, encoding)

    def with_element(self, element: Type) -> "RankedTensorType":
        return RankedTensorType(self.shape, element, self.encoding)

    def with_shape(self, shape) -> "RankedTensorType":
        return RankedTensorType(shape, self.element, self.encoding)

    def render(self, p) -> str:
        s = "tensor<" + _shape_prefix(self.shape) + p.type(self.element)
        if self.encoding is not None:
            s += ", " + p.attr(self.encoding)
        return s + ">"


class VectorType(Type):
    __slots__ = ("shape", "element", "scalable")

    def __init__(self, shape, element: Type, scalable=()):
        self._init(shape=tuple(shape), element=element, scalable=tuple(scalable))

    def element_type(self) -> Type:
        return self.element

    def render(self, p) -> str:
        dims = []
        for i, d in enumerate(self.shape):
            dims.append(f"[{d}]" if i < len(self.scalable) and self.scalable[i] else str(d))
        return "vector<" + "".join(d + "x" for d in dims) + p.type(self.element) + ">"


class FunctionType(Type):
    __slots__ = ("inputs", "results")

    def __init__(self, inputs, results):
        self._init(inputs=tuple(inputs), results=tuple(results))

    def render(self, p) -> str:
        ins = "(" + ", ".join(p.type(t) for t in self.inputs) + ")"
        return ins + " -> " + render_result_types(p, self.results)


def render_result_types(p, results) -> str:
    """MLIR wraps results in parentheses unless there is exactly one result
    that is not itself a function type."""
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return p.type(results[0])
    return "(" + ", ".join(p.type(t) for t in results) + ")"


class TupleType(Type):
    __slots__ = ("types",)

    def __init__(self, types):
        self._init(types=tuple(types))

    def render(self, p) -> str:
        return "tuple<" + ", ".join(p.type(t) for t in self.types) + ">"


# -- Triton ------------------------------------------------------------------
#: How ``!tt.ptr``'s address space is spelled: an integer up to Triton 3.8 (``!tt.ptr<f32, 3>``),
#: a quoted name from 3.9 (``!tt.ptr<f32, "constant">``; the 3.9.0 wheel takes "global" and
#: "constant" among the names tried, refuses an integer with "expected string")
PTR_ADDRESS_SPACE_SPELLING = Versioned(
    "int", Since((3, 9), "name", "Triton 3.9.0 (upstream change not found): !tt.ptr's address space is a quoted "
                                 "name ('global', the default, elided; 'constant'); an integer is 'expected "
                                 "string', another name 'invalid pointer address space'"),
    name="!tt.ptr address space spelling")

#: 3.9's address-space names, by the number pyopt keeps (LLVM's NVPTX/AMDGPU numbering)
PTR_ADDRESS_SPACE_NAMES = {"global": 1, "constant": 4}


class PointerType(Type):
    """``!tt.ptr<T>``; address space 1 (global) is the default and is elided;
    another is spelled as :data:`PTR_ADDRESS_SPACE_SPELLING` says for the target release."""

    __slots__ = ("pointee", "address_space")

    def __init__(self, pointee: Type, address_space: int = 1):
        self._init(pointee=pointee, address_space=address_space)

    def render(self, p) -> str:
        if self.address_space == 1:
            return f"!tt.ptr<{p.type(self.pointee)}>"
        if resolve(PTR_ADDRESS_SPACE_SPELLING) == "name":
            for name, space in PTR_ADDRESS_SPACE_NAMES.items():
                if space == self.address_space:
                    return f'!tt.ptr<{p.type(self.pointee)}, "{name}">'
            # (none in 3.9: a pointer read under another release keeps its number)
        return f"!tt.ptr<{p.type(self.pointee)}, {self.address_space}>"


#: How ``!tt.tensordesc`` is spelled: around a tensor type up to Triton 3.7
#: (``!tt.tensordesc<tensor<64x64xf16, #shared>>``), as a shape, element type
#: and layout from 3.8 (``!tt.tensordesc<64x64xf16, #shared>``, as ``!ttg.memdesc``).
TENSORDESC_SPELLING = Versioned(
    "tensor", Since((3, 8), "shape", "triton-lang/triton#9851: tensordesc is shape, element type and "
                                     "shared layout, no inner tensor type"),
    name="!tt.tensordesc spelling")


class TensorDescType(Type):
    """``!tt.tensordesc<...>``: a block of ``block_type``'s shape and element
    type, with its (shared) layout as the tensor type's encoding; spelled as
    :data:`TENSORDESC_SPELLING` says for the target release."""

    __slots__ = ("block_type",)

    def __init__(self, block_type: Type):
        self._init(block_type=block_type)

    def render(self, p) -> str:
        block = self.block_type
        if resolve(TENSORDESC_SPELLING) == "tensor":
            return f"!tt.tensordesc<{p.type(block)}>"
        s = "!tt.tensordesc<" + _shape_prefix(block.shape) + p.type(block.element)
        if block.encoding is not None:
            s += ", " + p.attr(block.encoding)
        return s + ">"


#: Whether ``!ttng.tensordesc_im2col`` exists, and how its verifier names the block.
TENSORDESC_IM2COL = Versioned(
    None, Since((3, 7), "blockType", "triton-lang/triton#9202 ([Nvidia] Enable TMA im2col mode): "
                                     "TTNG_TensorDescIm2ColType, a rank-2 block type ('requires rank-2 blockType')"),
    Since((3, 8), "shape", "Triton 3.8.0 (upstream change not confirmed; it came with the shape spelling of "
                           "triton-lang/triton#9851): 'requires rank-2 shape', reported past the type's `>`"),
    name="!ttng.tensordesc_im2col")


class TensorDescIm2ColType(Type):
    """``!ttng.tensordesc_im2col<...>`` (Triton 3.7 on, :data:`TENSORDESC_IM2COL`):
    a TMA descriptor in im2col mode, its rank-2 block spelled as
    ``!tt.tensordesc``'s (:data:`TENSORDESC_SPELLING`)."""

    __slots__ = ("block_type",)

    def __init__(self, block_type: Type):
        self._init(block_type=block_type)

    def render(self, p) -> str:
        return "!ttng.tensordesc_im2col" + TensorDescType(self.block_type).render(p)[len("!tt.tensordesc"):]


#: type class -> checks registered by the dialect defining its parameters
#: (``verify(type) -> message or None``: the C++ type's ``verify``)
_TYPE_VERIFIERS: dict = {}


def register_type_verifier(cls: type, fn) -> None:
    _TYPE_VERIFIERS[cls] = fn


def verify_type(t) -> Optional[str]:
    """What the type's C++ ``verify`` rejects (run as the parser builds it), or None."""
    fn = _TYPE_VERIFIERS.get(type(t))
    return fn(t) if fn is not None else None


def _verify_vector(t: "VectorType") -> Optional[str]:
    """``VectorType::verify`` with its ODS parameter constraint (MLIR as in
    Triton 3.6.0): the elements are integers, indices or floats
    (``VectorElementTypeInterface``), every dimension is positive."""
    if not isinstance(t.element, (IntegerType, IndexType, FloatType)):
        return "failed to verify 'elementType': VectorElementTypeInterface instance"
    if any(d <= 0 for d in t.shape):
        return "vector types must have positive constant sizes but got " + ", ".join(map(str, t.shape))
    return None


register_type_verifier(VectorType, _verify_vector)


class MemDescType(Type):
    """``!ttg.memdesc<shape x elem, encoding, memory space[, mutable][, alloc shape]>``
    (lib/Dialect/TritonGPU/IR/Types.cpp, MemDescType::print)."""

    __slots__ = ("shape", "element", "encoding", "memory_space", "mutable", "alloc_shape")

    def __init__(self, shape, element, encoding, memory_space=None, mutable=False, alloc_shape=None):
        self._init(
            shape=tuple(shape), element=element, encoding=encoding, memory_space=memory_space,
            mutable=mutable, alloc_shape=tuple(alloc_shape) if alloc_shape else tuple(shape),
        )

    def element_type(self) -> Type:
        return self.element

    @property
    def rank(self) -> int:
        return len(self.shape)

    def render(self, p) -> str:
        s = "!ttg.memdesc<" + _shape_prefix(self.shape) + p.type(self.element)
        if self.encoding is not None:
            s += ", " + p.attr(self.encoding)
        if self.memory_space is not None:
            s += ", " + p.attr(self.memory_space)
        if self.mutable:
            s += ", mutable"
        if self.alloc_shape != self.shape:
            s += ", " + "x".join(str(d) for d in self.alloc_shape)
        return s + ">"


class OpaqueType(Type):
    """A type pyopt does not model, kept as its text (``!ttg.async.token``,
    ``!llvm.struct<...>``, an unregistered dialect's type)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self._init(text=text)

    def render(self, p) -> str:
        return self.text


# Shared instances of the common scalar types.
i1 = IntegerType(1)
i8 = IntegerType(8)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
f16 = FloatType("f16")
bf16 = FloatType("bf16")
f32 = FloatType("f32")
f64 = FloatType("f64")
index = IndexType()


def element_type(t: Type) -> Type:
    return t.element_type()


def is_int_like(t: Type) -> bool:
    return isinstance(t.element_type(), (IntegerType, IndexType))


def is_ptr_like(t: Type) -> bool:
    return isinstance(t.element_type(), PointerType)


def bit_width(t: Type) -> int:
    """Bit width of a scalar (element) type; pointers are 64 bits."""
    t = t.element_type()
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, FloatType):
        return t.width
    if isinstance(t, PointerType):
        return 64
    if isinstance(t, IndexType):
        return 64
    raise TypeError(f"no bit width for {t}")
