"""``-convert-to-buffer-ops``: AMD buffer loads, stores and atomics, a port of Triton 3.6.0's
third_party/amd/lib/TritonAMDGPUTransforms/ConvertToBufferOps.cpp (commit 4b184ccc).

A memory op whose pointer is ``tt.addptr(tt.splat(base), offset)`` (a scalar base, kept in
scalar registers, and a tensor of offsets) becomes the matching ``amdg`` buffer op when the
offsets provably fit the hardware's 32-bit, bounds-checked addressing:

* the offset tensor has 32-bit elements (from Triton 3.8 or 64-bit ones, :data:`I64_OFFSETS`), and
* the base is a ``tt.func`` argument with ``tt.pointer_range = 32`` (or less) -- then nothing
  else is asked, unless ``analyze-small-tensor-ofst`` -- or else the integer range analysis
  (Triton's ``TritonIntegerRangeAnalysis``, :mod:`pyopt.analysis.amd_range_analysis`) bounds
  the offset to ``[0, smax]`` with ``smax`` elements' worth of bytes (rounded up) under 2 GB.

Per op (:func:`can_use_buffer_ops` first, then):

* ``tt.load`` -> ``amdg.buffer_load``: not for an ``f32`` load in a function holding a
  ``tt.dot`` (Triton 3.6 dodges an LLVM backend bug there);
* ``ttg.async_copy_global_to_local`` -> ``amdg.buffer_load_to_local``: the same, and only
  when the module's ``ttg.target`` (from 3.8 the ``gfx-arch`` option) is a CDNA3 or CDNA4
  processor (gfx942, gfx950);
* ``tt.store`` -> ``amdg.buffer_store``;
* ``tt.atomic_rmw`` -> ``amdg.buffer_atomic_rmw``: only with ``allow-buffer-atomics`` and an
  ``arch-generation-name`` of the CDNA3 or CDNA4 family (gfx942, gfx950; :data:`ATOMIC_FAMILIES`);
  scope ``gpu`` or ``cta``; element type f16, bf16, f32, f64, i32 or i64 (not bf16 ``fadd`` on
  CDNA3); 16-bit floats only where the pointer's AxisInfo vector size is even; kinds
  ``and or xor add fadd umax umin exch`` and float ``max``/``min``; at least 32 bits per
  vector;
* ``tt.atomic_cas`` -> ``amdg.buffer_atomic_cas`` (on every target): scope ``gpu`` or
  ``cta``; i32 or i64; at least 32 bits per vector.

The new op takes the load's/store's cache modifier, its mask unless it is a constant splat
of 1 (atomic_rmw too) and a load's ``other`` unless it is a constant splat of zero, and a
block stride when the offset is ``addi(broadcast(muli(splat(stride), ...)), ...)`` in either
operand order (what canonicalize-pointers builds for 2-D blocks).  The rewrite runs under
MLIR's greedy driver with its default configuration, so dead ops are erased and constants
folded on the way, as in Triton.

Deviation from the source at 4b184ccc: buffer atomics are not enabled for RDNA4, as in the
3.6.0 wheel (see :data:`ATOMIC_FAMILIES`; the RDNA4 f64 ``fadd`` rule is kept for later
releases).

Options are Triton's (``arch-generation-name``, ``gfx-arch`` from Triton 3.8, ``allow-buffer-atomics``,
``analyze-small-tensor-ofst``) plus pyopt's ``explain``: one remark per memory op, converted
or not and why (:mod:`pyopt.transforms.convert_to_buffer_ops_explain`).

What later releases change (each a release rule; ``pyopt --list-release-rules``):

* 3.7: buffer loads and stores carry ``{contiguity = N}`` (:func:`buffer_contiguity`,
  amdg's ``BUFFER_CONTIGUITY``); f32 loads beside a ``tt.dot`` convert
  (:data:`DODGE_F32_DOT_LOADS`); an atomic's vector size is at most its mask's alignment
  (:data:`RMW_VECTOR_MASK_ALIGNED`); RDNA4 has buffer atomics;
* 3.8: the ``gfx-arch`` option, not the module's target, decides ``buffer_load_to_local``
  (:data:`ASYNC_COPY_ARCH`), and the ISA family comes from the gfx number
  (``amdg.target.ISA_FAMILY_DEDUCTION``); gfx1250 has buffer atomics; the fadd check is the
  target info's (:data:`FADD_CHECK_IN_TARGET_INFO`); two debug lines lose their typos; 64-bit
  offsets proven to fit are truncated to i32 and converted, an i64 block stride too
  (:data:`I64_OFFSETS`);
* 3.9: RDNA3 and RDNA4m have buffer atomics; float ``max``/``min`` only for the family's types
  (:data:`BUFFER_ATOMIC_FMINMAX_TYPES`).

The range analysis's release differences are in :mod:`pyopt.analysis.amd_range_analysis`,
``arith.select`` and ``scf.for``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from pyopt import debuglog
from pyopt.analysis.amd_range_analysis import collect_assumptions, is_empty_initialized_range, solve
from pyopt.analysis.axis_info import (
    CallGraphCycleError, ModuleAxisInfoAnalysis, add_amd_visitors, check_call_graph, function_arg_attr,
    hint_warnings,
)
from pyopt.analysis.int_range_analysis import IntegerValueRangeLattice
from pyopt.dialects.amdg.ops import (
    BUFFER_CONTIGUITY, BufferAtomicCASOp, BufferAtomicRMWOp, BufferLoadOp, BufferLoadToLocalOp, BufferStoreOp,
)
from pyopt.dialects.amdg.target import ISAFamily, deduce_isa_family, get_amd_arch
from pyopt.dialects.arith.ops import AddIOp, MulIOp, TruncIOp
from pyopt.dialects.tt.ops import (
    MEM_SEMANTICS, MEM_SYNC_SCOPES, RMW_OPS, AddPtrOp, AtomicCASOp, AtomicRMWOp, BroadcastOp, DotOp, FuncOp,
    LoadOp, SplatOp, StoreOp,
)
from pyopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import splat_value
from pyopt.ir.core import BlockArgument, Operation, Value
from pyopt.ir.opdef import inherent_attr_names
from pyopt.ir.interfaces import CallOpInterface, FunctionOpInterface
from pyopt.ir.pattern import RewritePattern, Rewriter
from pyopt.ir.printer import render_standalone
from pyopt.ir.version import Since, Versioned, resolve_active
from pyopt.rewrite.greedy import apply_patterns_greedily
from pyopt.transforms.pass_base import ModulePass, register_pass
from pyopt.transforms.utility import constant_attr, debug_text, is_zero_const

__all__ = [
    "ConvertToBufferOps", "BufferCheck", "Decision", "can_use_buffer_ops", "is_func_arg_with_32bit_ptr_range",
    "get_block_stride", "RangeFacts", "MEMORY_OPS",
]

#: The ops the pass may convert.
MEMORY_OPS = (LoadOp, AsyncCopyGlobalToLocalOp, StoreOp, AtomicRMWOp, AtomicCASOp)

#: Byte offsets a buffer op can reach: 2 GB - 1.
LIMIT_2GB = (1 << 31) - 1

#: The memory scopes buffer atomics take (MemSyncScope values): gpu and cta, not sys.
_SUPPORTED_SCOPES = frozenset(k for k, name in MEM_SYNC_SCOPES.items() if name in ("gpu", "cta"))
#: The memory orderings they take: relaxed, acquire, release, acq_rel (all of them).
_SUPPORTED_SEMANTICS = frozenset(MEM_SEMANTICS)


# ---------------------------------------------------------------------------
# Small predicates
# ---------------------------------------------------------------------------


def is_splat_one_const_tensor(v: Value) -> bool:
    """``isSplatOneConstTensor``: an ``arith.constant`` dense integer splat of 1 (``true``
    for i1): a mask that masks nothing."""
    attr = constant_attr(v)
    if not isinstance(attr, A.DenseElementsAttr):
        return False
    et = attr.type.element_type()
    if not isinstance(et, (T.IntegerType, T.IndexType)):
        return False
    val = splat_value(attr)
    width = 64 if isinstance(et, T.IndexType) else et.width
    return val is not None and val & ((1 << width) - 1) == 1


def element_type_or_self(t: T.Type) -> T.Type:
    """``getElementTypeOrSelf`` (tensors and memory descriptors have elements)."""
    return t.element_type()


def _is_int_or_float(t: T.Type) -> bool:
    return isinstance(t, (T.IntegerType, T.FloatType))


def _is_int(t: T.Type, width: Optional[int] = None) -> bool:
    return isinstance(t, T.IntegerType) and (width is None or t.width == width)


def _is_float(t: T.Type, name: str) -> bool:
    return isinstance(t, T.FloatType) and t.name == name


def _enum(op: Operation, name: str) -> int:
    a = op.attributes.get(name)
    return a.value if isinstance(a, A.IntegerAttr) else int(a)


def is_func_arg_with_32bit_ptr_range(value: Value) -> bool:
    """``isFuncArgWith32bitPtrRange``: an argument of a ``tt.func``'s entry block whose
    ``tt.pointer_range`` is at most 32."""
    if not isinstance(value, BlockArgument):
        return False
    block = value.block
    func = block.parent_op
    if not isinstance(func, FuncOp) or block is not func.regions[0].blocks[0]:
        return False
    attr = function_arg_attr(func, value.index, "tt.pointer_range")
    return isinstance(attr, A.IntegerAttr) and attr.value <= 32


#: Whether offsets of 64-bit elements may become buffer ops: when proven to fit (by
#: ``tt.pointer_range = 32`` or the range analysis, as 32-bit ones), each pattern converting
#: the op truncates them to i32 with an ``arith.trunci`` just before the op (the ``tt.addptr``
#: is left alone), ``getBlockStride`` looks through such a trunci (any ``arith.trunci`` to i32
#: defining the offsets), and an i64 block stride is truncated to i32 the same way.
I64_OFFSETS = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9619: i64 offsets proven to fit in 32 bits become buffer ops "
                               "through an arith.trunci; #9912: the trunci is made by each converting pattern "
                               "right before its op (the addptr untouched), getBlockStride peels a trunci to i32, "
                               "an i64 block stride is truncated too"),
    name="convert-to-buffer-ops: 64-bit offsets")


def offset_widths() -> tuple:
    """The offsets' element widths the run's release converts (:data:`I64_OFFSETS`)."""
    return (32, 64) if resolve_active(I64_OFFSETS) else (32,)


def get_block_stride(offset: Value) -> Optional[Value]:
    """``getBlockStride``: ``stride`` of ``offset = addi(broadcast(muli(splat(stride), _)), _)``
    (either operand of the add and of the multiply; the first match wins), else None.  From
    Triton 3.8 (:data:`I64_OFFSETS`) an ``arith.trunci`` to i32 defining ``offset`` is looked
    through first."""
    trunc = offset.defining_op
    if isinstance(trunc, TruncIOp) and resolve_active(I64_OFFSETS) and _is_int(element_type_or_self(trunc.result.type), 32):
        offset = trunc.operand(0)
    add = offset.defining_op
    if not isinstance(add, AddIOp):
        return None
    for a in add.operands:
        bc = a.defining_op
        if not isinstance(bc, BroadcastOp):
            continue
        mul = bc.operand(0).defining_op
        if not isinstance(mul, MulIOp):
            continue
        for m in mul.operands:
            splat = m.defining_op
            if isinstance(splat, SplatOp):
                return splat.operand(0)
    return None


def truncate_offset_to_i32(offset: Value, rewriter: Rewriter, op: Operation) -> Value:
    """``truncateOffsetToI32`` (Triton 3.8): 32-bit offsets as they are, 64-bit ones through an
    ``arith.trunci`` to i32 made just before ``op``."""
    t = offset.type
    if T.bit_width(t) == 32:
        return offset
    return _trunc_before(offset, t.with_element(T.i32), rewriter, op)


def block_stride(offset: Value, rewriter: Rewriter, op: Operation) -> Optional[Value]:
    """The buffer op's stride: :func:`get_block_stride`, from Triton 3.8 an i64 one through an
    ``arith.trunci`` to i32 made just before ``op`` (``maybeTruncateStrideToI32``; other
    widths as they are)."""
    stride = get_block_stride(offset)
    if stride is not None and resolve_active(I64_OFFSETS) and _is_int(stride.type, 64):
        return _trunc_before(stride, T.i32, rewriter, op)
    return stride


def _trunc_before(value: Value, to: T.Type, rewriter: Rewriter, op: Operation) -> Value:
    ip = rewriter.save()
    rewriter.set_insertion_point(op)
    trunc = rewriter.insert(TruncIOp.build({"in_": value}, [to], loc=op.loc))
    rewriter.restore(ip)
    return trunc.result


# ---------------------------------------------------------------------------
# The range facts and the buffer-op check
# ---------------------------------------------------------------------------


class RangeFacts:
    """What the pass knows of integer ranges: the ``llvm.intr.assume`` facts of the module
    (``collectAssumptions``) and the solver of ``TritonIntegerRangeAnalysis`` run on it.

    The C++ pass always solves before rewriting.  Solving is pyopt's most expensive step and
    does not change the IR, so it is done up front only for the functions where some memory op
    may ask for a range (``functions``, see :func:`functions_asking_ranges`; None: the whole
    module), and with no such memory op (``eager`` false) not at all; a later first question
    about a value of another function solves then (the whole module)."""

    def __init__(self, module: Operation, eager: bool = True, functions: Optional[set] = None,
                 calls: Optional[list] = None):
        self.module = module
        self._assumptions = None
        self._solver = None
        #: function -> the solver of the functions solved on their own, if any
        self._solvers: dict = {}
        if eager:
            if functions is None:
                self.solve()
            else:
                only = _call_closure(module, functions, calls)
                solver = solve(self.module, self.assumptions, only=only)
                self._solvers = dict.fromkeys(only, solver)

    def solve(self) -> None:
        if self._solver is None:
            self._solver = solve(self.module, self.assumptions)

    @property
    def solver(self):
        self.solve()
        return self._solver

    @property
    def assumptions(self) -> dict:
        if self._assumptions is None:
            self._assumptions = collect_assumptions(self.module)
        return self._assumptions

    def lookup(self, value: Value):
        """``(found, ranges)``: whether the solver holds a lattice for ``value``, and its
        :class:`~pyopt.ir.int_range.ConstantIntRanges` when the lattice is initialized with a
        non-empty range (else None)."""
        solver = self._solver
        if solver is None:
            solver = self._solvers.get(_enclosing_function(value)) or self.solver
        lattice = solver.lookup(value, IntegerValueRangeLattice)
        if lattice is None:
            return False, None
        vr = lattice.value
        if vr.is_uninitialized() or is_empty_initialized_range(vr.get_value()):
            return True, None
        return True, vr.get_value()


def _enclosing_function(value: Value) -> Optional[Operation]:
    block = value.block if isinstance(value, BlockArgument) else value.defining_op.parent
    op = block.parent_op if block is not None else None
    while op is not None and not isinstance(op, FunctionOpInterface):
        op = op.parent_op
    return op


def _call_closure(module: Operation, functions: set, calls: Optional[list] = None) -> set:
    """``functions`` and every function a chain of calls (either way) links them to
    (``calls``: the module's call ops, if known)."""
    linked: dict = {}
    if calls is None:
        calls = [op for op in module.walk() if isinstance(op, CallOpInterface)]
    for op in calls:
        caller = op.parent_op
        while caller is not None and not isinstance(caller, FunctionOpInterface):
            caller = caller.parent_op
        callee = op.resolve_callable()
        linked.setdefault(caller, []).append(callee)
        linked.setdefault(callee, []).append(caller)
    out, todo = set(functions), list(functions)
    while todo:
        for f in linked.get(todo.pop(), ()):
            if f not in out:
                out.add(f)
                todo.append(f)
    return out


def _range_free(op: Operation, analyze_small_tensor_ofst: bool) -> bool:
    """Whether memory op ``op`` never asks for a range, however the pass's folding changes the
    IR: its pointer is ``addptr(splat(base), offsets)`` with offsets of a width the release
    does not convert (:func:`offset_widths`), or
    with a ``tt.pointer_range = 32`` argument as the base.  (Folding keeps types, and may only
    take the ``addptr`` away.)"""
    addptr = op.operand(0).defining_op
    if not isinstance(addptr, AddPtrOp):
        return False
    splat = addptr.operand(0).defining_op
    if not isinstance(splat, SplatOp):
        return False
    return T.bit_width(addptr.operand(1).type) not in offset_widths() or (
        not analyze_small_tensor_ofst and is_func_arg_with_32bit_ptr_range(splat.operand(0)))


def needs_ranges(module: Operation, analyze_small_tensor_ofst: bool) -> bool:
    """Whether some memory op of ``module`` gets as far as the range check of
    :func:`can_use_buffer_ops` (an ``addptr(splat(base), offsets)`` pointer, offsets of a width
    the release converts, whose base
    does not settle it by ``tt.pointer_range``)."""
    return functions_asking_ranges(module, analyze_small_tensor_ofst)[0]


def functions_asking_ranges(module: Operation, analyze_small_tensor_ofst: bool,
                            memory_ops: Optional[list] = None) -> tuple:
    """``(needs_ranges, functions)``: whether some memory op gets as far as the range check
    now (see :func:`needs_ranges`), and the functions holding a memory op that may ask for a
    range while the pass rewrites (all but the :func:`_range_free` ones; None if such an op
    is outside any function).  ``memory_ops``: the module's memory ops, if known."""
    needed = False
    functions: Optional[set] = set()
    if memory_ops is None:
        memory_ops = [op for op in module.walk() if isinstance(op, MEMORY_OPS)]
    for op in memory_ops:
        if _range_free(op, analyze_small_tensor_ofst):
            continue
        addptr = op.operand(0).defining_op
        if isinstance(addptr, AddPtrOp) and isinstance(addptr.operand(0).defining_op, SplatOp) \
                and T.bit_width(addptr.operand(1).type) in offset_widths():
            needed = True
        if functions is not None:
            func = op.parent_op
            while func is not None and not isinstance(func, FunctionOpInterface):
                func = func.parent_op
            if func is None:
                functions = None
            else:
                functions.add(func)
    return needed, functions


@dataclass
class BufferCheck:
    """The outcome of :func:`can_use_buffer_ops`.  ``reason`` names the step that decided:
    ``"no-addptr"``, ``"no-splat"``, ``"offset-bits"`` (``offset_bits`` is not 32, nor from
    Triton 3.8 64),
    ``"pointer-range"`` (accepted: a base with ``tt.pointer_range = 32``), ``"no-lattice"``,
    ``"no-range"`` (uninitialized or empty), ``"negative"`` (``range`` has a negative bound),
    ``"element-type"`` (the pointee is not an int or float), ``"too-large"`` /
    ``"in-range"`` (``byte_offset`` against 2 GB)."""

    ok: bool
    reason: str
    base: Optional[Value] = None
    offset: Optional[Value] = None
    offset_bits: int = 0
    range: object = None  # ConstantIntRanges of the offset, when looked up
    element: Optional[T.Type] = None
    byte_offset: int = 0


#: The debug line of a base with ``tt.pointer_range = 32`` (its wording).
POINTER_RANGE_LOG = Versioned(
    "base-ptr as tt.pointer_range=32 attribute",
    Since((3, 8), "base-ptr has tt.pointer_range=32 attribute",
          "Triton 3.8.0 (upstream PR not identified): the debug line's typo fixed"),
    name="convert-to-buffer-ops: the pointer_range debug line")
#: The debug line before the offsets' range is looked up (its first word).
VALUE_RANGE_LOG = Versioned(
    "Determing", Since((3, 8), "Determining", "Triton 3.8.0 (upstream PR not identified): the debug line's typo "
                                              "fixed"),
    name="convert-to-buffer-ops: the value-range debug line")
#: The debug type of Triton's LDBG lines (``--debug-only=tritonamdgpu-convert-buffer-ops``).
DEBUG_TYPE = "tritonamdgpu-convert-buffer-ops"


def _ldbg(message: str) -> None:
    debuglog.ldbg(DEBUG_TYPE, message)


def _ldbg_op(prefix: str, op: Operation) -> None:
    """``LDBG(prefix << op)``; the op is printed only when the type is on."""
    if debuglog.enabled(DEBUG_TYPE):
        _ldbg(prefix + debug_text(op))


def debug_type_text(t: T.Type) -> str:
    return render_standalone(t)


def _pointee_element(t: T.Type) -> T.Type:
    e = element_type_or_self(t)
    while isinstance(e, T.PointerType):
        e = e.pointee
    return e


def is_byte_offset_smaller_than_2gb(addptr: AddPtrOp, facts: RangeFacts, check: BufferCheck) -> BufferCheck:
    """``isByteOffsetSmallerThan2GB``: the offset's range is known, non-negative, and its
    largest element index ends under 2 GB of bytes."""
    log = debuglog.enabled(DEBUG_TYPE)
    if log:
        _ldbg(f"{resolve_active(VALUE_RANGE_LOG)} value-range of element-index: {debug_text(addptr.operand(1))}")
    found, rng = facts.lookup(addptr.operand(1))
    check.range = rng
    if not found:
        _ldbg("Cannot get lattice")
        check.reason = "no-lattice"
        return check
    if rng is None:
        _ldbg("Cannot get value range of the offset")
        check.reason = "no-range"
        return check
    _ldbg(f"Element-index value-range: {rng.smin} : {rng.smax}")
    if rng.smin < 0 or rng.smax < 0:
        check.reason = "negative"
        return check
    elem = _pointee_element(addptr.result.type)
    check.element = elem
    if not _is_int_or_float(elem):
        if log:
            _ldbg(f"unknown element type: {debug_type_text(elem)}")
        check.reason = "element-type"
        return check
    bits = T.bit_width(elem)
    check.byte_offset = (bits * rng.smax + bits + 7) // 8
    # (Triton's message says "out of range" when the offset is under the limit)
    _ldbg(f"element bit sz:{bits}, max byte offset:{check.byte_offset}"
          + (", out of range" if LIMIT_2GB > check.byte_offset else ", in range"))
    check.ok = check.byte_offset <= LIMIT_2GB
    check.reason = "in-range" if check.ok else "too-large"
    return check


def can_use_buffer_ops(ptr: Value, facts: RangeFacts, analyze_small_tensor_ofst: bool) -> BufferCheck:
    """``canUseBufferOps``: whether the memory op addressing ``ptr`` can become a buffer op."""
    if debuglog.enabled(DEBUG_TYPE):
        _ldbg(f"Buffer op checks for: {debug_text(ptr)}")
    addptr = ptr.defining_op
    if not isinstance(addptr, AddPtrOp):
        return BufferCheck(False, "no-addptr")
    splat = addptr.operand(0).defining_op
    if not isinstance(splat, SplatOp):
        return BufferCheck(False, "no-splat")
    _ldbg("Pattern matched")
    base, offset = splat.operand(0), addptr.operand(1)
    bits = T.bit_width(offset.type)
    if debuglog.enabled(DEBUG_TYPE):
        debuglog.write(f"offset bits:{bits}\n")  # a plain LLVM_DEBUG line, without the [TYPE] prefix
    check = BufferCheck(False, "offset-bits", base, offset, bits)
    if bits not in offset_widths():
        return check
    if not analyze_small_tensor_ofst and is_func_arg_with_32bit_ptr_range(base):
        _ldbg(resolve_active(POINTER_RANGE_LOG))
        check.ok, check.reason = True, "pointer-range"
        return check
    return is_byte_offset_smaller_than_2gb(addptr, facts, check)


# ---------------------------------------------------------------------------
# Vector sizes (third_party/amd/lib/TritonAMDGPUToLLVM/Utility.cpp)
# ---------------------------------------------------------------------------


def _pointee_bit_width(t: T.Type) -> int:
    """``getPointeeBitWidth``: bits of the pointee of a pointer or of a tensor of pointers."""
    e = element_type_or_self(t)
    if isinstance(e, T.PointerType):
        e = e.pointee
    return T.bit_width(element_type_or_self(e))


def vector_size(ptr: Value, axis: ModuleAxisInfoAnalysis) -> int:
    """``getVectorSize(ptr, axisAnalysis)``: the pointer tensor's contiguity, at most 128 bits."""
    if not isinstance(ptr.type, T.RankedTensorType):
        return 1
    contiguity = axis.get_contiguity(ptr)
    return min(128 // _pointee_bit_width(ptr.type), contiguity)


def vector_size_of_base_and_offset(base: Value, offset: Value, axis: ModuleAxisInfoAnalysis) -> int:
    """``getVectorSize(basePtr, offset, axisAnalysis)``: the offsets' contiguity for the
    pointee's width, capped by the base's alignment (its divisibility in elements), at most
    128 bits.  (The cap by the layout's contiguous elements per thread is part of
    ``get_contiguity`` already: the pointer tensor shares the offsets' layout.)"""
    bits = _pointee_bit_width(base.type)
    contiguity = axis.get_contiguity(offset, bits)
    info = axis.get_axis_info(base)
    max_multiple_bytes = info.divisibility[0] if info is not None else 1
    align = max(max_multiple_bytes // max(bits // 8, 1), 1)
    return min(128 // bits, min(align, contiguity))


def buffer_contiguity(ptr: Value, mask: Optional[Value], axis) -> int:
    """The ``contiguity`` a buffer load or store gets from Triton 3.7 (triton-lang/triton#9089):
    the vector size of the memory op's pointer tensor (:func:`vector_size`: its contiguity
    along the layout's fastest dimension, capped by the layout's contiguous elements per thread
    and by 128 bits), and where the buffer op keeps a mask, at most the mask's alignment (its
    constancy along that dimension)."""
    vec = vector_size(ptr, axis)
    if mask is not None:
        vec = min(vec, axis.get_mask_alignment(mask))
    return vec


class _CallersAxisInfo(ModuleAxisInfoAnalysis):
    """``ModuleAxisInfoAnalysis`` solved only for the functions in ``needed`` and their callers,
    direct or not: a function's facts depend on its own body and on its callers' call sites
    alone, so theirs are those of the whole module's analysis.  The call graph is still built
    (and checked for cycles) over the whole module; other functions' values have no facts."""

    def __init__(self, module: Operation, callback, needed: set):
        self._needed = needed
        super().__init__(module, callback)

    def _build_call_graph(self) -> None:
        super()._build_call_graph()
        callers: dict = {}
        for caller, calls in self.graph.items():
            for _call, callee in calls:
                callers.setdefault(callee, []).append(caller)
        needed, todo = set(self._needed), list(self._needed)
        while todo:
            for caller in callers.get(todo.pop(), ()):
                if caller not in needed:
                    needed.add(caller)
                    todo.append(caller)
        self._needed = needed

    def _initialize(self, func: Operation) -> None:
        if func in self._needed:
            super()._initialize(func)


class _LazyAxisInfo:
    """AMD's ``ModuleAxisInfoAnalysis`` (AxisInfo with ``amdg.extract_slice``), which the
    patterns read only for the pointers (and masks) of the memory ops in ``readers``: the
    atomics, and from Triton 3.7 the loads and stores too (their buffer ops' ``contiguity``,
    :data:`~pyopt.dialects.amdg.ops.BUFFER_CONTIGUITY`).  Computed up front (the C++ pass
    computes it before rewriting, and rewriting must not change what it sees) for the functions
    holding such an op and their callers (:class:`_CallersAxisInfo`), and not at all when the
    module holds none."""

    def __init__(self, module: Operation, memory_ops: Optional[list] = None,
                 readers: tuple = (AtomicRMWOp, AtomicCASOp)):
        self.module = module
        self._analysis = None
        self._functions: set = set()
        for op in module.walk() if memory_ops is None else memory_ops:
            if isinstance(op, readers):
                func = op.parent_op
                while func is not None and not isinstance(func, FunctionOpInterface):
                    func = func.parent_op
                self._functions.add(func)
        if self._functions:
            self.analysis()
        else:  # Triton builds the analysis all the same, and fails on recursion
            check_call_graph(module)

    def analysis(self) -> ModuleAxisInfoAnalysis:
        if self._analysis is None:
            self._analysis = _CallersAxisInfo(self.module, add_amd_visitors, self._functions) \
                if self._functions else ModuleAxisInfoAnalysis(self.module, add_amd_visitors)
        return self._analysis

    def get_contiguity(self, value: Value, element_bit_width: Optional[int] = None) -> int:
        return self.analysis().get_contiguity(value, element_bit_width)

    def get_axis_info(self, value: Value):
        return self.analysis().get_axis_info(value)

    def get_mask_alignment(self, mask: Value) -> int:
        return self.analysis().get_mask_alignment(mask)


# ---------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------


@dataclass
class Decision:
    """What the pass decided for one memory op: ``converted`` (to ``new_op``), or the
    ``message`` of the C++ match failure, with the :class:`BufferCheck` when it was made."""

    converted: bool
    message: str
    check: Optional[BufferCheck] = None
    new_op: Optional[Operation] = None
    details: dict = field(default_factory=dict)


class _BufferPattern(RewritePattern):
    """The state the C++ patterns share: the range facts, the option and, for explain, a
    record of the last decision taken for each op."""

    def __init__(self, facts: RangeFacts, analyze_small_tensor_ofst: bool, decisions: Optional[dict]):
        self.facts = facts
        self.analyze_small = analyze_small_tensor_ofst
        self.decisions = decisions

    def fail(self, op: Operation, message: str, check: Optional[BufferCheck] = None, **details) -> bool:
        if self.decisions is not None:
            self.decisions[op] = Decision(False, message, check, None, details)
        return False

    def done(self, op: Operation, new: Operation, check: BufferCheck, **details) -> bool:
        if self.decisions is not None:
            self.decisions[op] = Decision(True, "converted", check, new, details)
        return True

    def check(self, ptr: Value) -> BufferCheck:
        return can_use_buffer_ops(ptr, self.facts, self.analyze_small)


def _accepted_scope(op: Operation) -> bool:
    return _enum(op, "scope") in _SUPPORTED_SCOPES


def _accepted_sem(op: Operation) -> bool:
    return _enum(op, "sem") in _SUPPORTED_SEMANTICS


class ConvertTritonAtomicCASOpToBufferAtomicCAS(_BufferPattern):
    root = AtomicCASOp

    def __init__(self, facts, axis: ModuleAxisInfoAnalysis, analyze_small: bool, decisions=None):
        super().__init__(facts, analyze_small, decisions)
        self.axis = axis

    def match_and_rewrite(self, op: AtomicCASOp, rewriter: Rewriter) -> bool:
        _ldbg_op("Try to convert: ", op)
        check = self.check(op.ptr)
        if not check.ok:
            return self.fail(op, "canUseBufferOps check failed", check)
        if not _accepted_scope(op):
            return self.fail(op, "CAS with unsupported scope", check)
        _ldbg("CAS supported scope")
        if not _accepted_sem(op):
            return self.fail(op, "CAS with unsupported memory ordering", check)
        elem = element_type_or_self(op.val.type)
        if not (_is_int(elem, 32) or _is_int(elem, 64)):
            return self.fail(op, "AtomicCAS with unsupported type", check, element=elem)
        _ldbg("AtomicCAS supported type")
        offsets = truncate_offset_to_i32(check.offset, rewriter, op)
        vt = op.val.type
        if isinstance(vt, T.RankedTensorType):
            vec = vector_size_of_base_and_offset(check.base, offsets, self.axis)
            bits = vec * T.bit_width(vt.element)
        else:
            vec, bits = 1, T.bit_width(vt)
        if bits < 32:
            return self.fail(op, "BufferAtomicCAS requires opBitWidth >= 32", check, vector=vec, bits=bits)
        stride = block_stride(offsets, rewriter, op)
        new = rewriter.insert(BufferAtomicCASOp.build(
            {"ptr": check.base, "offsets": offsets, "cmp": op.cmp, "val": op.val, "stride": stride},
            [op.val.type], {"sem": op.attributes["sem"], "scope": op.attributes["scope"]}, loc=op.loc))
        rewriter.replace_op(op, new.results)
        return self.done(op, new, check, vector=vec, bits=bits, stride=stride)


#: The element types whose ``fadd`` has no buffer atomic, per family (``supportsBufferAtomicFadd``;
#: a family reaches this only where :data:`ATOMIC_FAMILIES` lists it).
_NO_BUFFER_FADD = {ISAFamily.CDNA3: ("bf16",), ISAFamily.RDNA4: ("f64",)}
#: The families whose ``fadd`` buffer atomic takes f32 alone.
_F32_FADD_ONLY = (ISAFamily.RDNA3, ISAFamily.RDNA4M)


def supports_buffer_atomic_fadd(isa: ISAFamily, elem: T.Type) -> bool:
    """``supportsBufferAtomicFadd``: CDNA3 has no bf16 ``fadd`` buffer atomic, RDNA4 no f64 one,
    RDNA3 and RDNA4m only the f32 one."""
    name = getattr(elem, "name", None)
    if isa in _F32_FADD_ONLY:
        return name == "f32"
    return name not in _NO_BUFFER_FADD.get(isa, ())


#: Whether the ``fadd`` type check is the target info's (its messages: "RMW FADD unsupported for
#: this type on target", then "RMW FADD supported type"), or names the type it refuses.
FADD_CHECK_IN_TARGET_INFO = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9727: the ISA-specific buffer atomic checks moved into "
                               "TargetInfo (supportsBufferAtomicFadd), with its own match-failure message"),
    name="convert-to-buffer-ops: the fadd type check's messages")
#: Whether an atomic's vector size is capped by its mask's alignment (its constancy along the
#: fastest dimension), which can make a 16-bit float atomic fail the pairs check.
RMW_VECTOR_MASK_ALIGNED = Versioned(
    False, Since((3, 7), True, "Triton 3.7.1 (upstream PR not identified, beside triton-lang/triton#9089's "
                               "mask-capped buffer contiguity): a buffer atomic_rmw's vector size is at most its "
                               "mask's alignment"),
    name="convert-to-buffer-ops: atomic vector size capped by the mask")
#: The float types whose ``max``/``min`` has a buffer atomic, per family
#: (``supportsBufferAtomicFMinMax``); before Triton 3.9 every float type of a family with
#: buffer atomics (None).
BUFFER_ATOMIC_FMINMAX_TYPES = Versioned(
    None, Since((3, 9), {ISAFamily.CDNA2: ("f64",), ISAFamily.CDNA3: ("f64",), ISAFamily.CDNA4: ("f64",),
                         ISAFamily.RDNA1: ("f32", "f64"), ISAFamily.RDNA2: ("f32", "f64"),
                         ISAFamily.RDNA3: ("f32",), ISAFamily.RDNA4M: ("f32",), ISAFamily.RDNA4: ("f32",),
                         ISAFamily.GFX1250: ("f32", "f64")},
                "triton-lang/triton#11018: float max/min become buffer atomics only for the types the family's "
                "hardware has (16-bit floats never; signed integer max/min stay generic atomics)"),
    name="convert-to-buffer-ops: float types with max/min buffer atomics")

#: The atomic kinds buffer atomics implement (``max``/``min`` only for floats).
_RMW_KINDS = frozenset(k for k, name in RMW_OPS.items()
                       if name in ("and", "or", "xor", "add", "fadd", "umax", "umin", "exch"))
_RMW_FLOAT_ONLY = frozenset(k for k, name in RMW_OPS.items() if name in ("max", "min"))
_FADD = next(k for k, name in RMW_OPS.items() if name == "fadd")


class ConvertTritonAtomicRMWOpToBufferAtomicRMW(_BufferPattern):
    root = AtomicRMWOp

    def __init__(self, facts, axis: ModuleAxisInfoAnalysis, isa: ISAFamily, analyze_small: bool,
                 decisions=None):
        super().__init__(facts, analyze_small, decisions)
        self.axis = axis
        self.isa = isa

    def match_and_rewrite(self, op: AtomicRMWOp, rewriter: Rewriter) -> bool:
        _ldbg_op("Try to convert: ", op)
        check = self.check(op.ptr)
        if not check.ok:
            return self.fail(op, "canUseBufferOps check failed", check)
        if not _accepted_scope(op):
            return self.fail(op, "RMW with unsupported scope", check)
        _ldbg("RMW supported scope")
        if not _accepted_sem(op):
            return self.fail(op, "RMW with unsupported memory ordering", check)
        kind = _enum(op, "atomic_rmw_op")
        elem = element_type_or_self(op.val.type)
        if not (any(_is_float(elem, n) for n in ("f16", "bf16", "f32", "f64"))
                or _is_int(elem, 32) or _is_int(elem, 64)):
            return self.fail(op, "RMW with unsupported type", check, element=elem)
        _ldbg("RMW supported type")
        target_info = resolve_active(FADD_CHECK_IN_TARGET_INFO)
        if kind == _FADD and not supports_buffer_atomic_fadd(self.isa, elem):
            message = "RMW FADD unsupported for this type on target" if target_info else \
                "RMW FADD does not support bf16" if _is_float(elem, "bf16") else "RMW FADD does not support F64"
            return self.fail(op, message, check, element=elem, isa=self.isa)
        _ldbg("RMW FADD supported type" if target_info else "RMW FADD supported 16-bit type")
        fminmax = resolve_active(BUFFER_ATOMIC_FMINMAX_TYPES)
        if fminmax is not None and kind in _RMW_FLOAT_ONLY:  # (3.9 checks max/min before the vector size)
            if isinstance(elem, T.IntegerType):
                return self.fail(op, "signed integer min/max RMW operations use generic atomic lowering", check,
                                 element=elem)
            if elem.name not in fminmax.get(self.isa, ()):
                return self.fail(op, "no native buffer atomic supports this floating-point min/max "
                                     "target/type combination", check, element=elem, isa=self.isa)
            _ldbg("RMW floating-point min/max supported type")
        vec = vector_size(op.ptr, self.axis)
        capped = False
        if op.mask is not None and resolve_active(RMW_VECTOR_MASK_ALIGNED):
            aligned = min(vec, self.axis.get_mask_alignment(op.mask))
            vec, capped = aligned, aligned < vec
        if vec % 2 != 0 and (_is_float(elem, "f16") or _is_float(elem, "bf16")):
            return self.fail(op, "RMW float 16 dtypes must be aligned by 2", check, vector=vec, element=elem,
                             mask_capped=capped)
        _ldbg("RMW passed alignment check")
        if kind in _RMW_FLOAT_ONLY:
            if isinstance(elem, T.IntegerType):  # (up to 3.8; 3.9 refused it above)
                return self.fail(op, "RMW with unsupported op: " + RMW_OPS[kind], check, element=elem)
        elif kind not in _RMW_KINDS:
            return self.fail(op, "RMW with unsupported op: " + RMW_OPS[kind], check, element=elem)
        _ldbg("RMW supported Op")
        vt = op.val.type
        bits = vec * T.bit_width(vt.element) if isinstance(vt, T.RankedTensorType) else T.bit_width(vt)
        if bits < 32:
            return self.fail(op, "RMW requires opBitWidth >= 32", check, vector=vec, bits=bits)
        offsets = truncate_offset_to_i32(check.offset, rewriter, op)
        mask = op.mask if op.mask is not None and not is_splat_one_const_tensor(op.mask) else None
        stride = block_stride(offsets, rewriter, op)
        new = rewriter.insert(BufferAtomicRMWOp.build(
            {"ptr": check.base, "offsets": offsets, "value": op.val, "stride": stride, "mask": mask},
            [op.val.type], {"atomic_rmw_op": op.attributes["atomic_rmw_op"], "sem": op.attributes["sem"],
                            "scope": op.attributes["scope"]}, loc=op.loc))
        dropped = op.mask is not None and mask is None
        rewriter.replace_op(op, new.results)
        return self.done(op, new, check, vector=vec, bits=bits, stride=stride, mask=mask, mask_dropped=dropped)


class ConvertTritonLoadToBufferLoad(_BufferPattern):
    """``ConvertTritonLoadToBufferLoad<tt::LoadOp>`` (and, as :class:`ConvertAsyncCopyToBufferLoadToLocal`,
    ``<ttg::AsyncCopyGlobalToLocalOp>``)."""

    root = LoadOp

    def __init__(self, facts, axis, analyze_small: bool, decisions=None):
        super().__init__(facts, analyze_small, decisions)
        self.axis = axis
        self._has_dot: dict = {}

    def dodges_bug(self, op: Operation) -> bool:
        """``toDodgeBug``: an f32 load in a function holding a ``tt.dot`` (or outside any
        ``tt.func``) stays as it is (up to Triton 3.6: :data:`DODGE_F32_DOT_LOADS`)."""
        if not resolve_active(DODGE_F32_DOT_LOADS):
            return False
        if not _is_float(element_type_or_self(self.loaded_type(op)), "f32"):
            return False
        func = op.parent_op
        while func is not None and not isinstance(func, FuncOp):
            func = func.parent_op
        if func is None:
            return True
        has = self._has_dot.get(func)
        if has is None:
            has = self._has_dot[func] = any(isinstance(o, DotOp) for o in func.walk())
        return has

    @staticmethod
    def loaded_type(op: Operation) -> T.Type:
        return op.result.type

    def match_and_rewrite(self, op: Operation, rewriter: Rewriter) -> bool:
        _ldbg_op("Try to convert: ", op)
        if self.dodges_bug(op):
            _ldbg_op("To dodge a llc bug arising from f32 load fed to tt.dot ", op)
            return self.fail(op, "Failed to convert LoadOp", None, dodge=True)
        check = self.check(op.operand(0))
        if not check.ok:
            _ldbg_op("Failed to convert: ", op)
            return self.fail(op, "Failed to convert LoadOp", check)
        offsets = truncate_offset_to_i32(check.offset, rewriter, op)
        other = op.other if op.other is not None and not is_zero_const(op.other) else None
        mask = op.mask if op.mask is not None and not is_splat_one_const_tensor(op.mask) else None
        stride = block_stride(offsets, rewriter, op)
        new = rewriter.insert(self.build(op, check.base, offsets, stride, mask, other))
        dropped = {"mask_dropped": op.mask is not None and mask is None,
                   "other_dropped": op.other is not None and other is None}
        rewriter.replace_op(op, new.results)
        return self.done(op, new, check, stride=stride, mask=mask, other=other, contiguity=_contiguity_of(new),
                         **dropped)

    def build(self, op: LoadOp, base: Value, offsets: Value, stride, mask, other) -> Operation:
        attrs = cache_attrs(op, BufferLoadOp)
        if resolve_active(BUFFER_CONTIGUITY):
            attrs["contiguity"] = A.i32_attr(buffer_contiguity(op.operand(0), mask, self.axis))
        return BufferLoadOp.build(
            {"ptr": base, "offsets": offsets, "stride": stride, "mask": mask, "other": other},
            [op.result.type], attrs, loc=op.loc)


def _contiguity_of(new: Operation) -> Optional[int]:
    """The ``contiguity`` the pass gave a buffer load or store (from Triton 3.7), else None."""
    if not (resolve_active(BUFFER_CONTIGUITY) and isinstance(new, (BufferLoadOp, BufferStoreOp))):
        return None
    a = new.attributes.get("contiguity")
    return a.value if isinstance(a, A.IntegerAttr) else 1


def cache_attrs(op: Operation, buffer_op: type) -> dict:
    """The memory op's cache attributes that the buffer op takes under the
    run's release: ``cache`` (the cache modifier), or from Triton 3.9 the
    ``cachePolicy`` that replaced it (amdg's BUFFER_CACHE_POLICY)."""
    names = inherent_attr_names(buffer_op)
    return {k: v for k, v in op.attributes.items() if k in ("cache", "cachePolicy") and k in names}


class ConvertAsyncCopyToBufferLoadToLocal(ConvertTritonLoadToBufferLoad):
    """``ConvertTritonLoadToBufferLoad<ttg::AsyncCopyGlobalToLocalOp>``."""

    root = AsyncCopyGlobalToLocalOp

    @staticmethod
    def loaded_type(op: Operation) -> T.Type:
        return op.result.type  # the shared-memory destination (the C++ op's getResult())

    def build(self, op: AsyncCopyGlobalToLocalOp, base: Value, offsets: Value, stride, mask, other) -> Operation:
        return BufferLoadToLocalOp.build(
            {"dest": op.result, "ptr": base, "offsets": offsets, "mask": mask, "other": other,
             "stride": stride},
            [op.token.type], dict(cache_attrs(op, BufferLoadToLocalOp), contiguity=op.attributes["contiguity"]),
            loc=op.loc)


class ConvertTritonStoreToBufferStore(_BufferPattern):
    root = StoreOp

    def __init__(self, facts, axis, analyze_small: bool, decisions=None):
        super().__init__(facts, analyze_small, decisions)
        self.axis = axis

    def match_and_rewrite(self, op: StoreOp, rewriter: Rewriter) -> bool:
        _ldbg_op("Try to convert: ", op)
        check = self.check(op.ptr)
        if not check.ok:
            _ldbg_op("Failed to convert: ", op)
            return self.fail(op, "Failed to convert StoreOp", check)
        offsets = truncate_offset_to_i32(check.offset, rewriter, op)
        mask = op.mask if op.mask is not None and not is_splat_one_const_tensor(op.mask) else None
        stride = block_stride(offsets, rewriter, op)
        attrs = cache_attrs(op, BufferStoreOp)
        if resolve_active(BUFFER_CONTIGUITY):
            attrs["contiguity"] = A.i32_attr(buffer_contiguity(op.ptr, mask, self.axis))
        new = rewriter.insert(BufferStoreOp.build(
            {"value": op.value, "ptr": check.base, "offsets": offsets, "stride": stride, "mask": mask},
            [], attrs, loc=op.loc))
        dropped = op.mask is not None and mask is None
        rewriter.replace_op(op, new.results)
        return self.done(op, new, check, stride=stride, mask=mask, mask_dropped=dropped,
                         contiguity=_contiguity_of(new))


# ---------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------

#: Whether an f32 ``tt.load`` in a function holding a ``tt.dot`` is kept off buffer loads
#: (``toDodgeBug``, an LLVM backend bug's workaround).
DODGE_F32_DOT_LOADS = Versioned(
    True, Since((3, 7), False, "Triton 3.7.1 (upstream PR not identified): the toDodgeBug workaround is gone; an "
                               "f32 tt.load in a function holding a tt.dot becomes a buffer load like any other"),
    name="convert-to-buffer-ops: f32 loads beside a tt.dot stay")
#: Families with ``buffer_load_to_local``.
ASYNC_COPY_FAMILIES = (ISAFamily.CDNA3, ISAFamily.CDNA4)
#: Whose processor decides whether async copies become ``buffer_load_to_local``: the module's
#: ``ttg.target``, or from Triton 3.8 the pass's GFX architecture option (``gfx-arch``).
ASYNC_COPY_ARCH = Versioned(
    "module target",
    Since((3, 8), "gfx-arch option", "triton-lang/triton#9727: the pass asks a TargetInfo built from its gfx-arch "
                                     "option whether the ISA family has buffer_load_to_local"),
    name="convert-to-buffer-ops: the processor that decides buffer_load_to_local")
#: Families with buffer atomics (``arch-generation-name``'s).  The 3.6.0 release gates them on
#: CDNA3 and CDNA4; RDNA4 (gfx1200, gfx1201; with no f64 ``fadd``) came with PR #8778, which
#: the commit the release's sources are tagged at (4b184ccc) holds but the 3.6.0 wheel lacks.
ATOMIC_FAMILIES = Versioned((ISAFamily.CDNA3, ISAFamily.CDNA4),
                            Since((3, 7), (ISAFamily.CDNA3, ISAFamily.CDNA4, ISAFamily.RDNA4),
                                  "triton-lang/triton#8778: buffer atomics on RDNA4"),
                            Since((3, 8), (ISAFamily.CDNA3, ISAFamily.CDNA4, ISAFamily.RDNA4, ISAFamily.GFX1250),
                                  "triton-lang/triton#9744: buffer atomics on gfx1250"),
                            Since((3, 9), (ISAFamily.CDNA3, ISAFamily.CDNA4, ISAFamily.RDNA3, ISAFamily.RDNA4M,
                                           ISAFamily.RDNA4, ISAFamily.GFX1250),
                                  "triton-lang/triton#11535 and #11474: buffer atomics on RDNA3 and RDNA4m"),
                            name="convert-to-buffer-ops: families with buffer atomics")


@register_pass
class ConvertToBufferOps(ModulePass):
    """Convert memory operations to AMD buffer operations where the offsets provably fit."""

    name = "convert-to-buffer-ops"
    aliases = ("tritonamdgpu-convert-buffer-ops",)
    summary = "Convert memory operations to buffer operations"
    mirrors = "third_party/amd/lib/TritonAMDGPUTransforms/ConvertToBufferOps.cpp"
    mlir_name = "TritonAMDGPUConvertToBufferOps"

    explainer = "pyopt.transforms.convert_to_buffer_ops_explain:explain_module"

    arch_generation_name: str = field(default="", metadata={
        "name": Versioned("arch-generation-name",
                          Since((3, 8), "gfx-arch", "triton-lang/triton#10138: the AMD passes' GFX architecture "
                                "option is gfx-arch"),
                          name="convert-to-buffer-ops: the option naming the GFX architecture"),
        "help": "GFX generation name of target device (decides buffer atomics)"})
    allow_buffer_atomics: bool = field(default=True, metadata={
        "help": "allow buffer atomic operations when the hardware supports it"})
    analyze_small_tensor_ofst: bool = field(default=False, metadata={
        "help": "also analyze the offset range where the base has tt.pointer_range = 32"})
    explain: bool = field(default=False, metadata={
        "pyopt_only": True,
        "help": "(pyopt only) a remark per memory op: converted, or not and why (the value and range "
                "that failed the proof)"})

    def patterns(self, module: Operation, facts: RangeFacts, decisions: Optional[dict] = None,
                 memory_ops: Optional[list] = None) -> list:
        """The pass's patterns, as ``runOnOperation`` assembles them."""
        small = self.analyze_small_tensor_ofst
        if resolve_active(ASYNC_COPY_ARCH) == "module target":
            target_isa = deduce_isa_family(get_amd_arch(module) or "")
        else:
            target_isa = deduce_isa_family(self.arch_generation_name)
        readers = (AtomicRMWOp, AtomicCASOp) + ((LoadOp, StoreOp) if resolve_active(BUFFER_CONTIGUITY) else ())
        axis = _LazyAxisInfo(module, memory_ops, readers)
        patterns: list = [ConvertTritonLoadToBufferLoad(facts, axis, small, decisions),
                          ConvertTritonStoreToBufferStore(facts, axis, small, decisions)]
        if target_isa in ASYNC_COPY_FAMILIES:
            patterns.append(ConvertAsyncCopyToBufferLoadToLocal(facts, axis, small, decisions))
        isa = deduce_isa_family(self.arch_generation_name)
        if self.allow_buffer_atomics and isa in resolve_active(ATOMIC_FAMILIES):
            patterns.append(ConvertTritonAtomicRMWOpToBufferAtomicRMW(facts, axis, isa, small, decisions))
        patterns.append(ConvertTritonAtomicCASOpToBufferAtomicCAS(facts, axis, small, decisions))
        return patterns

    def run(self, module, ctx) -> None:
        try:
            self._run(module, ctx)
        except CallGraphCycleError as e:  # Triton: report_fatal_error, or a null AxisInfo
            ctx.error(e.op or module, str(e))

    def _run(self, module, ctx) -> None:
        # The C++ pass builds its ModuleAxisInfoAnalysis up front, which reads every hint;
        # pyopt's is lazy (_LazyAxisInfo), but the hints whose meaning pyopt defines are
        # reported as by the other passes that run AxisInfo: once, before any rewriting.
        for op, msg in hint_warnings(module):
            ctx.warning(op, msg)
        memory_ops, calls = [], []
        for op in module.walk():  # one walk for what the set-up needs
            if isinstance(op, MEMORY_OPS):
                memory_ops.append(op)
            elif isinstance(op, CallOpInterface):
                calls.append(op)
        needed, functions = functions_asking_ranges(module, self.analyze_small_tensor_ofst, memory_ops)
        facts = RangeFacts(module, eager=self.explain or needed, functions=None if self.explain else functions,
                           calls=calls)
        decisions: Optional[dict] = {} if self.explain else None
        patterns = self.patterns(module, facts, decisions, memory_ops)
        apply_patterns_greedily(module, patterns)
        if self.explain:
            self.load_explainer()(self, module, memory_ops, decisions, facts, ctx.diag)
