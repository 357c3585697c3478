"""Evaluate a kernel's global memory accesses for one program, as the GPU
issues them: the analysis behind ``-access-report``
(:mod:`pyopt.transforms.access_report`).  Nothing here changes the IR.

Two parts:

* :class:`Evaluator` interprets a ``tt.func`` for one program id and chosen
  scalar argument values: integer ``arith`` (constants, binary ops, ``cmpi``,
  ``select``, extensions, truncations, casts), ``tt.get_program_id`` /
  ``tt.get_num_programs``, ``tt.make_range``, ``tt.splat``, ``tt.broadcast``,
  ``tt.expand_dims``, ``tt.reshape`` (without ``allow_reorder``), ``tt.trans``,
  ``ttg.convert_layout`` (the values stay, only the layout changes),
  ``tt.addptr``, ``tt.int_to_ptr``/``tt.ptr_to_int``, ``scf.for`` (every
  iteration), ``scf.if``, ``scf.while``, ``scf.yield`` and ``tt.call``.
  Values are Python integers (pointers are byte addresses); floats and loaded
  values are *unknown*, and so is every result of an op it does not model.
* :class:`AccessPlan` is what Triton 3.6.0's NVIDIA lowering
  (``LoadStoreOpToLLVM.cpp``, ``getFreeVariableMasks`` in
  ``TritonGPUToLLVM/Utility.cpp``, commit 4b184ccc) issues for one memory op:
  the vector width ``min(AxisInfo contiguity (alignment and the layout's
  contiguous elements per thread), mask alignment, 128 bits)``, one
  instruction per vector of registers, registers that repeat another
  (free variables of the register dimension) skipped, stores and atomics
  predicated off on lanes and warps that hold copies of other lanes' data
  (``emitRedundantThreadPredicate``), a scalar store or atomic by one thread,
  a scalar load by every thread.  Each execution of the op is then costed
  warp by warp (:meth:`AccessPlan.cost`): a warp-level instruction is a
  *request* when at least one of its lanes is active (an H100 issues nothing
  for a warp whose lanes are all predicated off), and touches the distinct
  32-byte sectors and 128-byte lines of its active lanes' bytes.

Where the address of an access cannot be computed (it depends on loaded
values, floats, or an op the evaluator does not model), the op's numbers are
a bound from AxisInfo instead (:meth:`AccessPlan.bound`), and the op says why.
"""

from __future__ import annotations

import math
import operator
from dataclasses import dataclass, field
from typing import Callable, Optional

from pyopt.analysis.axis_info import ModuleAxisInfoAnalysis
from pyopt.dialects.arith import ops as arith
from pyopt.dialects.scf import ops as scf
from pyopt.dialects.tt import ops as tt
from pyopt.dialects.ttg import ops as ttg
from pyopt.dialects.amdg import ops as amdg
from pyopt.dialects.ttg.attrs import to_linear_layout
from pyopt.dialects.ttg.context import lookup_num_warps, threads_per_warp
from pyopt.dialects.ttg.layout_str import flat_images
from pyopt.ir import attrs as A
from pyopt.ir.effects import is_memory_effect_free
from pyopt.ir.common_folders import unsigned as _unsigned
from pyopt.ir.int_range import sdiv, srem
from pyopt.ir import types as T

__all__ = [
    "UNKNOWN", "Tensor", "Evaluator", "EvalConfig", "EvalError", "AccessPlan", "OpStats", "Cost",
    "MEMORY_OP_CLASSES", "default_scalar", "pointer_base", "SECTOR", "LINE",
]

SECTOR = 32   # bytes: the unit L1/L2 move
LINE = 128    # bytes: a cache line


class _Unknown:
    """A value the evaluator cannot compute."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN = _Unknown()


class EvalError(Exception):
    """The evaluation cannot go on (a step limit reached)."""


class Tensor:
    """A tensor value: its shape and its elements, row-major (``data``), or
    one value for every element (``splat``)."""

    __slots__ = ("shape", "data", "splat")

    def __init__(self, shape, data=None, splat=None):
        self.shape = tuple(shape)
        self.data = data
        self.splat = splat

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    def flat(self) -> list:
        if self.data is None:
            return [self.splat] * self.size
        return self.data

    def __repr__(self) -> str:
        if self.data is None:
            return f"Tensor({self.shape}, splat={self.splat})"
        return f"Tensor({self.shape}, {self.data[:8]}{'...' if len(self.data) > 8 else ''})"


# ---------------------------------------------------------------------------
# Integer semantics
# ---------------------------------------------------------------------------


def _width(t) -> int:
    """Bit width of an integer-like (element) type; pointers 64; 0 for
    anything else (floats)."""
    e = t.element if isinstance(t, T.RankedTensorType) else t
    if isinstance(e, T.IntegerType):
        return e.width
    if isinstance(e, (T.IndexType, T.PointerType)):
        return 64
    return 0


def _signed(v: int, w: int) -> int:
    if w == 1:
        return v & 1
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def _binary(kind: str, w: int) -> Callable[[int, int], int]:
    """The element function of an integer binary op on values held signed
    at width ``w``."""
    u = lambda x: _unsigned(x, w)  # noqa: E731
    return {
        "add": lambda a, b: a + b,
        "sub": lambda a, b: a - b,
        "mul": lambda a, b: a * b,
        "and": lambda a, b: a & b,
        "or": lambda a, b: a | b,
        "xor": lambda a, b: a ^ b,
        "shl": lambda a, b: a << u(b) if u(b) < w else 0,
        "shrsi": lambda a, b: a >> u(b) if u(b) < w else (-1 if a < 0 else 0),
        "shrui": lambda a, b: u(a) >> u(b) if u(b) < w else 0,
        "divsi": lambda a, b: sdiv(a, b),
        "divui": lambda a, b: u(a) // u(b),
        "remsi": srem,
        "remui": lambda a, b: u(a) % u(b),
        "ceildivsi": lambda a, b: -((-a) // b) if (a >= 0) == (b > 0) else sdiv(a, b),
        "ceildivui": lambda a, b: -((-u(a)) // u(b)),
        "floordivsi": lambda a, b: a // b,
        "maxsi": max,
        "minsi": min,
        "maxui": lambda a, b: a if u(a) >= u(b) else b,
        "minui": lambda a, b: a if u(a) <= u(b) else b,
    }[kind]


_BINARY_KINDS = (
    (arith.AddIOp, "add"), (arith.SubIOp, "sub"), (arith.MulIOp, "mul"), (arith.AndIOp, "and"),
    (arith.OrIOp, "or"), (arith.XOrIOp, "xor"), (arith.ShLIOp, "shl"), (arith.ShRSIOp, "shrsi"),
    (arith.ShRUIOp, "shrui"), (arith.DivSIOp, "divsi"), (arith.DivUIOp, "divui"),
    (arith.RemSIOp, "remsi"), (arith.RemUIOp, "remui"), (arith.CeilDivSIOp, "ceildivsi"),
    (arith.CeilDivUIOp, "ceildivui"), (arith.FloorDivSIOp, "floordivsi"), (arith.MaxSIOp, "maxsi"),
    (arith.MinSIOp, "minsi"), (arith.MaxUIOp, "maxui"), (arith.MinUIOp, "minui"),
)
_DIVISIONS = ("divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi")


def _compare(pred: int, w: int) -> Callable[[int, int], int]:
    u = lambda x: _unsigned(x, w)  # noqa: E731
    return {
        0: lambda a, b: int(a == b), 1: lambda a, b: int(a != b),
        2: lambda a, b: int(a < b), 3: lambda a, b: int(a <= b),
        4: lambda a, b: int(a > b), 5: lambda a, b: int(a >= b),
        6: lambda a, b: int(u(a) < u(b)), 7: lambda a, b: int(u(a) <= u(b)),
        8: lambda a, b: int(u(a) > u(b)), 9: lambda a, b: int(u(a) >= u(b)),
    }[pred]


def _elementwise(fn, values):
    """``fn`` applied element by element to ``values`` (ints or Tensors of
    one shape); UNKNOWN if any is."""
    if any(v is UNKNOWN for v in values):
        return UNKNOWN
    tensors = [v for v in values if isinstance(v, Tensor)]
    if not tensors:
        return fn(*values)
    shape = tensors[0].shape
    if all(not isinstance(v, Tensor) or v.data is None for v in values):
        return Tensor(shape, splat=fn(*[v.splat if isinstance(v, Tensor) else v for v in values]))
    cols = [v.flat() if isinstance(v, Tensor) else [v] * math.prod(shape) for v in values]
    return Tensor(shape, data=[fn(*xs) for xs in zip(*cols)])


def _map(fn, v):
    if v is UNKNOWN:
        return UNKNOWN
    if isinstance(v, Tensor):
        if v.data is None:
            return Tensor(v.shape, splat=fn(v.splat))
        return Tensor(v.shape, data=[fn(x) for x in v.data])
    return fn(v)


def _row_major_strides(shape) -> list[int]:
    strides, s = [], 1
    for d in reversed(shape):
        strides.append(s)
        s *= d
    return strides[::-1]


def _broadcast(v: Tensor, shape) -> Tensor:
    if v.data is None:
        return Tensor(shape, splat=v.splat)
    src, dst = v.shape, tuple(shape)
    if src == dst:
        return v
    sstr = _row_major_strides(src)
    # index of each destination element in the source (stride 0 on broadcast dims)
    idx = [0]
    for d in range(len(dst)):
        step = sstr[d] if src[d] != 1 else 0
        idx = [i + k * step for i in idx for k in range(dst[d])]
    data = v.data
    return Tensor(dst, data=[data[i] for i in idx])


def _transpose(v: Tensor, order) -> Tensor:
    shape = [v.shape[o] for o in order]
    if v.data is None:
        return Tensor(shape, splat=v.splat)
    sstr = _row_major_strides(v.shape)
    idx = [0]
    for d in range(len(shape)):
        step = sstr[order[d]]
        idx = [i + k * step for i in idx for k in range(shape[d])]
    return Tensor(shape, data=[v.data[i] for i in idx])


def default_scalar(width: int, divisibility: Optional[int]) -> int:
    """The value an unspecified integer argument takes: 4096 (or its
    divisibility hint, if larger) with a ``tt.divisibility`` hint of 2 or
    more; 4095 without one (Triton gives the hint 16 to every multiple of 16
    and specializes the value 1, so an argument without a hint is neither);
    1 for an i1."""
    if width == 1:
        return 1
    if divisibility and divisibility > 1:
        return max(4096, divisibility)
    return 4095


def pointer_base(index: int, align: int) -> int:
    """Base address of the ``index``-th pointer argument: ``(index+1)·2^32``
    plus ``align``, so it is a multiple of ``align`` and of no larger power
    of two (below 2^32), and no two arguments' tensors share a sector."""
    return ((index + 1) << 32) + (align if align < (1 << 32) else 0)


# ---------------------------------------------------------------------------
# Memory ops: what the lowering issues
# ---------------------------------------------------------------------------

#: ops that access global memory (the ``tt`` ones and ttg's async copy through a
#: tensor of pointers; amdg's buffer ops through a base pointer and offsets)
MEMORY_OP_CLASSES = (tt.LoadOp, tt.StoreOp, tt.AtomicRMWOp, tt.AtomicCASOp, ttg.AsyncCopyGlobalToLocalOp,
                     amdg.BufferLoadOp, amdg.BufferStoreOp, amdg.BufferAtomicRMWOp, amdg.BufferAtomicCASOp,
                     amdg.BufferLoadToLocalOp, tt.AtomicLoadOp, tt.AtomicStoreOp)
# (tt.atomic_load/atomic_store exist in Triton 3.9 only, triton-lang/triton#11591; its NVIDIA lowering
# issues them as plain vector accesses (ld/st.relaxed.gpu.global.v4.b32 for four f32, then a fence for
# acquire/release), predicated on the non-redundant threads; a scalar one by one thread, its result
# broadcast through shared memory -- what the 3.9.0 wheel's convert-triton-gpu-to-llvm emits)

_FADD = 5  # tt.atomic_rmw's RMWOp::FADD
#: tt.atomic_rmw kinds whose lanes the GPU's compiler combines into one lane's atomic when their
#: address is the same in every thread of the program (measured on an H100 for 32-bit integer
#: add, its result used or not, and max: tools/gpu_bench/h100-atomics.json; exch, cas and float
#: adds stay one access per lane there; the other integer kinds were not measured)
_COMBINED_RMW = frozenset({4, 6})  # add, max
_BUFFER_OPS = (amdg.BufferLoadOp, amdg.BufferStoreOp, amdg.BufferAtomicRMWOp, amdg.BufferAtomicCASOp,
               amdg.BufferLoadToLocalOp)


@dataclass
class Cost:
    """What the warp-level instructions of one or more executions of a
    memory op cost."""

    requests: int = 0        # warp-level instructions with an active lane
    sectors: int = 0         # sum over requests of distinct 32-byte sectors
    lines: int = 0           # sum over requests of distinct 128-byte lines
    bytes_used: int = 0      # sum over requests of distinct bytes the active lanes access
    max_sectors: int = 0     # the most sectors one request touched
    min_sectors: int = 0     # the fewest (0 when no request)

    def add(self, other: "Cost") -> None:
        if other.requests:
            self.min_sectors = other.min_sectors if not self.requests else min(self.min_sectors, other.min_sectors)
        self.requests += other.requests
        self.sectors += other.sectors
        self.lines += other.lines
        self.bytes_used += other.bytes_used
        self.max_sectors = max(self.max_sectors, other.max_sectors)


@dataclass
class OpStats:
    """Everything the report says about one memory op."""

    op: object
    plan: "AccessPlan"
    executions: int = 0
    exact: Cost = field(default_factory=Cost)          # executions whose addresses were known
    per_warp: list = field(default_factory=list)        # requests per warp (exact executions)
    bound_executions: int = 0                           # executions costed by the AxisInfo bound
    bound_requests: int = 0
    bound_lo: int = 0                                   # sectors, at least
    bound_hi: int = 0                                   # sectors, at most
    notes: list = field(default_factory=list)           # why it was not exact, assumptions

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    @property
    def requests(self) -> int:
        return self.exact.requests + self.bound_requests


def _same_in_every_thread(ptr, analysis: ModuleAxisInfoAnalysis) -> bool:
    """Whether the compiler sees the tensor of pointers ``ptr`` as one address
    for every thread of the program: AxisInfo says all its elements are equal
    (constancy the whole shape), and it is computed from the function's
    arguments, constants and program ids alone, without reading memory
    (values read from memory, or carried by loops, live in each thread's own
    registers)."""
    t = ptr.type
    info = analysis.get_axis_info(ptr)
    if not isinstance(t, T.RankedTensorType) or info is None or list(info.constancy) != list(t.shape):
        return False
    seen: set = set()
    stack = [ptr]
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        op = v.defining_op
        if op is None:  # a block argument: only the function's own arguments are the same everywhere
            block = v.parent_block
            parent = block.parent_op if block is not None else None
            if parent is None or not isinstance(parent, tt.FuncOp) or block is not parent.regions[0].blocks[0]:
                return False
            continue
        if op.regions or not is_memory_effect_free(op):
            return False
        stack.extend(op.operands)
    return True


def _capability(module) -> int:
    """The compute capability of ``ttg.target = "cuda:NN"`` (0 otherwise)."""
    a = module.attributes.get("ttg.target")
    text = getattr(a, "value", "") if a is not None else ""
    if isinstance(text, str) and text.startswith("cuda:"):
        try:
            return int(text[5:])
        except ValueError:
            return 0
    return 0


def _ptr_pointee(t):
    e = t.element if isinstance(t, T.RankedTensorType) else t
    return e.pointee if isinstance(e, T.PointerType) else e


#: the most (register, lane, warp) slots of one layout the report maps
SLOT_LIMIT = 1 << 20


class AccessPlan:
    """How Triton 3.6.0's NVIDIA lowering issues one memory op (see the
    module docstring): the counter it counts under (``ld``, ``st``, ``atom``),
    element bytes, vector width (elements per instruction per thread), the
    registers that start a vector and are not copies, and for each warp and
    such register the (lane, tensor element) pairs of the lanes that issue
    it."""

    def __init__(self, op, analysis: ModuleAxisInfoAnalysis, module):
        self.op = op
        self.module = module
        self._slot_indices = None
        self._cost_steps = None
        self.too_large = ""
        self._bounds: dict = {}
        self.notes: list[str] = []
        self.kind, self.counter = self._kind(op)
        ptr_value, tensor_type, elem = self._operands(op)
        self.pointer = op.offsets if isinstance(op, _BUFFER_OPS) else ptr_value
        self.tensor_type = tensor_type
        bits = T.bit_width(elem) if not isinstance(elem, T.PointerType) else 64
        self.elem_name = str(elem) if not hasattr(elem, "name") else elem.name
        self.elem_bits = max(8, bits)
        self.elem_bytes = self.elem_bits // 8
        self.scalar = not isinstance(tensor_type, T.RankedTensorType)
        #: how one warp-level atomic instruction is served (see :meth:`_atomic_request`):
        #: ``serial`` (lanes on one address take turns), ``cas16`` (a 16-bit add as a
        #: compare-and-swap loop), None for loads and stores
        self.atomic_model: Optional[str] = "serial" if self.counter == "atom" else None
        self._noted_turns = False
        self.vec, self.packed, self.vec_reason = self._vector(op, analysis, tensor_type)
        if self.scalar:
            self.num_warps = lookup_num_warps(op)
            self.lanes = threads_per_warp(module)
            self.regs = 1
            self.starts = [0]
            if self.counter == "ld" and not isinstance(op, tt.AtomicLoadOp):  # every thread loads the scalar
                self.slots = [[[(lane, 0) for lane in range(self.lanes)]] for _ in range(self.num_warps)]
            else:                     # a single thread stores it (or, 3.9, atomically loads it)
                self.slots = [[[(0, 0)]]] + [[[]] for _ in range(self.num_warps - 1)]
                what = "atomic load" if isinstance(op, tt.AtomicLoadOp) else "store"
                self.notes.append(f"scalar {what}: issued by thread 0 alone")
            return
        self._layout_slots(tensor_type)

    # -- what the op is --------------------------------------------------------------
    @staticmethod
    def _kind(op) -> tuple[str, str]:
        if isinstance(op, (tt.LoadOp, amdg.BufferLoadOp)):
            return "load", "ld"
        if isinstance(op, (ttg.AsyncCopyGlobalToLocalOp, amdg.BufferLoadToLocalOp)):
            return "async copy", "ld"
        if isinstance(op, (tt.StoreOp, amdg.BufferStoreOp)):
            return "store", "st"
        if isinstance(op, tt.AtomicLoadOp):
            return "atomic load", "ld"
        if isinstance(op, tt.AtomicStoreOp):
            return "atomic store", "st"
        return "atomic", "atom"

    def _operands(self, op):
        """(the pointer operand, the type giving shape and layout, the element type)."""
        if isinstance(op, (amdg.BufferLoadOp, amdg.BufferStoreOp, amdg.BufferAtomicRMWOp,
                           amdg.BufferAtomicCASOp, amdg.BufferLoadToLocalOp)):
            offsets = op.offsets
            return op.ptr, offsets.type, _ptr_pointee(op.ptr.type)
        ptr = op.src if isinstance(op, ttg.AsyncCopyGlobalToLocalOp) else op.ptr
        return ptr, ptr.type, _ptr_pointee(ptr.type)

    def _vector(self, op, analysis, tensor_type) -> tuple[int, int, str]:
        if self.scalar:
            return 1, 1, "scalar"
        cap = max(1, 128 // self.elem_bits)
        buffer = isinstance(op, (amdg.BufferLoadOp, amdg.BufferStoreOp, amdg.BufferAtomicRMWOp,
                                 amdg.BufferAtomicCASOp, amdg.BufferLoadToLocalOp))
        if buffer:
            contig = analysis.get_contiguity(op.offsets, self.elem_bits)
            align = analysis.get_alignment(op.offsets, self.elem_bits)
        else:
            ptr = op.src if isinstance(op, ttg.AsyncCopyGlobalToLocalOp) else op.ptr
            contig = analysis.get_contiguity(ptr)
            align = analysis.get_alignment(ptr)
        why = [f"pointer alignment {align}"]
        if contig < align:
            why.append(f"{contig} contiguous per thread")
        vec = min(contig, cap)
        mask = getattr(op, "mask", None)
        if mask is not None:
            ma = analysis.get_mask_alignment(mask)
            why.append(f"mask alignment {ma}")
            vec = min(vec, ma)
        if isinstance(op, ttg.AsyncCopyGlobalToLocalOp):
            hint = op.attributes["contiguity"].value if "contiguity" in op.attributes else 1
            vec = min(max(vec, hint), cap)
            if hint > 1:
                why.append(f"contiguity hint {hint}")
            self.notes.append("async copy: the shared layout may split the vector further")
        why.append(f"128-bit cap {cap}")
        packed = 1
        if isinstance(op, tt.AtomicRMWOp):
            rmw = op.attributes["atomic_rmw_op"].value
            e = _ptr_pointee(tensor_type)
            if (rmw in _COMBINED_RMW and isinstance(e, T.IntegerType) and e.width == 32
                    and _same_in_every_thread(op.ptr, analysis)):
                self.atomic_model = "combined"
                self.notes.append("one address for every thread: the compiler combines the lanes of each "
                                  "instruction into one lane's atomic")
            vectorized = (rmw == _FADD and isinstance(e, T.FloatType) and e.name in ("f16", "bf16", "f32")
                          and _capability(self.module) >= 90)
            if not vectorized:
                packed = min(vec, 2 if isinstance(e, T.FloatType) and e.name == "f16" else 1)
                vec = 1
                why.append("atomic: no vector form" + (f", f16x2 packed {packed}" if packed > 1 else ""))
            if (rmw == _FADD and isinstance(e, T.FloatType) and e.name in ("f16", "bf16")
                    and vec * packed == 1 and not buffer):
                self.atomic_model = "cas16"
                self.notes.append("16-bit atomic add: the GPU runs it as a loop of 32-bit compare-and-swaps, "
                                  "lanes sharing a word taking turns; contention between warps adds rounds "
                                  "(not counted)")
        elif isinstance(op, (tt.AtomicCASOp, amdg.BufferAtomicCASOp, amdg.BufferAtomicRMWOp)):
            vec = 1
            why.append("atomic: one element per instruction")
        if buffer:
            self.notes.append("AMD buffer op: modelled with NVIDIA's rules (32-byte sectors); "
                              "not checked against AMD hardware")
        return vec, packed, ", ".join(why)

    def _layout_slots(self, t) -> None:
        ll = to_linear_layout(t.encoding, t.shape)
        self.regs = ll.get_in_dim_size("register")
        self.lanes = ll.get_in_dim_size("lane")
        self.num_warps = ll.get_in_dim_size("warp")
        slots = self.regs * self.lanes * self.num_warps
        if slots > SLOT_LIMIT:
            # Mapping every (register, lane, warp) would take minutes: say so, cost nothing.
            self.too_large = (f"not costed: the layout has {slots:,} (register, lane, warp) slots, "
                              f"more than the {SLOT_LIMIT:,} the report maps")
            self.notes.append(self.too_large)
            self.starts, self.slots = [], [[] for _ in range(self.num_warps)]
            return
        masks = ll.get_free_variable_masks()
        reg_mask = masks.get("register", 0)
        pred_threads = self.counter != "ld" or isinstance(self.op, (ttg.AsyncCopyGlobalToLocalOp, tt.AtomicLoadOp))
        lane_mask = masks.get("lane", 0) if pred_threads else 0
        warp_mask = masks.get("warp", 0) if pred_threads else 0
        if masks.get("block", 0) and self.counter != "ld":
            self.notes.append("several CTAs: block 0's share only")
        step = self.vec * self.packed
        self.starts = [s for s in range(0, self.regs, step) if (s & ~reg_mask) == s]
        if lane_mask or warp_mask:
            self.notes.append(f"redundant threads predicated off (lane mask {lane_mask:#x}, "
                              f"warp mask {warp_mask:#x})")
        strides = _row_major_strides(t.shape)
        images = flat_images(ll, ["register", "lane", "warp"])
        flat = [sum(c * s for c, s in zip(img, strides)) for img in images]
        R, L = self.regs, self.lanes
        self.slots = []
        for w in range(self.num_warps):
            per_start = []
            for s in self.starts:
                if w & warp_mask:
                    per_start.append([])
                    continue
                per_start.append([(lane, flat[s + R * (lane + L * w)]) for lane in range(L)
                                  if not lane & lane_mask])
            self.slots.append(per_start)

    # -- costing -----------------------------------------------------------------------
    @property
    def access_bytes(self) -> int:
        """Bytes one lane accesses with one instruction."""
        return self.vec * self.packed * self.elem_bytes

    @property
    def instructions_per_thread(self) -> int:
        return len(self.starts)

    def cost(self, addresses: list, mask: Optional[list]) -> tuple[Cost, list[int]]:
        """The cost of one execution, given every element's address (flat,
        row-major) and mask (None: no mask); and the requests per warp."""
        nb = self.access_bytes
        total = Cost()
        per_warp = []
        atomic = self.atomic_model is not None
        for warp_slots in self.slot_indices:
            nreq = 0
            for idx in warp_slots:
                if atomic:
                    lanes = [addresses[i] for i in idx if mask is None or mask[i]]
                    if lanes:
                        nreq += self._atomic_request(lanes, total)
                    continue
                if mask is None:
                    starts = {addresses[i] for i in idx}
                else:
                    starts = {addresses[i] for i in idx if mask[i]}
                if not starts:
                    continue
                nreq += 1
                if all((a & (SECTOR - 1)) + nb <= SECTOR for a in starts):
                    sectors = {a >> 5 for a in starts}
                    lines = {a >> 7 for a in starts}
                else:
                    sectors, lines = set(), set()
                    for a in starts:
                        sectors.update(range(a // SECTOR, (a + nb - 1) // SECTOR + 1))
                        lines.update(range(a // LINE, (a + nb - 1) // LINE + 1))
                ordered = sorted(starts)
                if all(b - a >= nb for a, b in zip(ordered, ordered[1:])):
                    used = nb * len(ordered)
                else:  # overlapping accesses: the union of the intervals
                    used, end = 0, None
                    for a in ordered:
                        lo = a if end is None or a >= end else end
                        if a + nb > lo:
                            used += a + nb - lo
                        end = a + nb if end is None else max(end, a + nb)
                n = len(sectors)
                total.min_sectors = n if not total.requests else min(total.min_sectors, n)
                total.requests += 1
                total.sectors += n
                total.lines += len(lines)
                total.bytes_used += used
                total.max_sectors = max(total.max_sectors, n)
            per_warp.append(nreq)
        return total, per_warp

    def _atomic_request(self, lanes: list, total: Cost) -> int:
        """Cost one warp-level atomic instruction whose active lanes access
        ``lanes`` (one address per lane, repeats kept) into ``total``; returns
        the requests it makes.  What an H100's Nsight Compute counters show
        (``tools/gpu_bench/h100-atomics.json``, test/unit/test_access_report_atomics_gpu.py):

        * lanes on one address are served one after another, so a sector is
          counted once for each lane on its most-shared address: the sectors of a
          request are the sum over its distinct sectors of that multiplicity (all
          addresses distinct: the distinct sectors, as for a store);
        * an integer add or max whose address is the same in every thread of the
          program (``combined``) is one lane's atomic: the compiler reduces the
          lanes' values within the warp first;
        * a 16-bit float add without a vector form (``cas16``) is a loop of 32-bit
          compare-and-swaps: each round is a request in which one lane per 32-bit
          word succeeds; a sector whose most-shared word has ``m`` lanes takes
          part in ``m`` rounds, counted in round ``k`` with multiplicity ``m - k``.
          Contention between warps (other warps' lanes on the same words) adds
          rounds that depend on timing and are not counted."""
        nb = self.access_bytes
        if self.atomic_model == "combined":
            lanes = lanes[:1]
        if self.atomic_model == "cas16":
            words: dict = {}
            for a in lanes:
                words[a >> 2] = words.get(a >> 2, 0) + 1
            per_sector: dict = {}
            per_line: dict = {}
            for w, c in words.items():
                sec, line = (w << 2) // SECTOR, (w << 2) // LINE
                per_sector[sec] = max(per_sector.get(sec, 0), c)
                per_line[line] = max(per_line.get(line, 0), c)
            rounds = max(words.values())
            used = nb * len(set(lanes))
            for k in range(rounds):
                n = sum(m - k for m in per_sector.values() if m > k)
                total.min_sectors = n if not total.requests else min(total.min_sectors, n)
                total.requests += 1
                total.sectors += n
                total.lines += sum(1 for m in per_line.values() if m > k)
                total.max_sectors = max(total.max_sectors, n)
            total.bytes_used += used
            return rounds
        counts: dict = {}
        for a in lanes:
            counts[a] = counts.get(a, 0) + 1
        per_sector = {}
        lines = set()
        for a, c in counts.items():
            for sec in range(a // SECTOR, (a + nb - 1) // SECTOR + 1):
                if per_sector.get(sec, 0) < c:
                    per_sector[sec] = c
            lines.update(range(a // LINE, (a + nb - 1) // LINE + 1))
        n = sum(per_sector.values())
        if n > len(per_sector) and not self._noted_turns:
            self._noted_turns = True
            self.notes.append("lanes on the same address take turns: each sector is counted once per lane "
                              "on its most-shared address")
        total.min_sectors = n if not total.requests else min(total.min_sectors, n)
        total.requests += 1
        total.sectors += n
        total.lines += len(lines)
        total.bytes_used += nb * len(counts)
        total.max_sectors = max(total.max_sectors, n)
        return 1

    @property
    def cost_steps(self) -> int:
        """The work of one :meth:`cost`: a step per (warp, issued register) and per lane's
        element; more than the tensor's addresses where warps or lanes repeat elements
        (a layout with thousands of warps on a small tensor)."""
        if self._cost_steps is None:
            self._cost_steps = sum(len(w) + sum(len(idx) for idx in w) for w in self.slot_indices)
        return self._cost_steps

    @property
    def slot_indices(self) -> list:
        """For each warp and issued register: the tensor elements its lanes access."""
        if self._slot_indices is None:
            self._slot_indices = [[[i for _lane, i in slots] for slots in w] for w in self.slots]
        return self._slot_indices

    def bound(self, analysis: ModuleAxisInfoAnalysis, mask: Optional[list]) -> tuple[int, int, int]:
        """(requests, fewest sectors, most sectors) of one execution whose
        addresses are unknown: requests from the layout (and the mask when
        known, else every lane counts as active); per request, at least the
        bytes its active lanes access (distinct elements) packed into sectors,
        at most, for each run of contiguous elements (AxisInfo contiguity
        along each dimension) the request touches, its bytes in sectors plus
        one if the run's start may be unaligned (divisibility below 32 bytes
        and below the run's size)."""
        key = None if mask is None else tuple(mask)
        memo = self._bounds.get(key)
        if memo is None:
            # (the same for every execution with an equal mask: loops ask again and again)
            memo = self._bounds[key] = self._bound(analysis, mask)
        return memo

    def _bound(self, analysis: ModuleAxisInfoAnalysis, mask: Optional[list]) -> tuple[int, int, int]:
        nb = self.access_bytes
        if self.scalar:
            reqs = sum(1 for w in self.slots if w[0])
            return reqs, reqs, reqs * ((nb + SECTOR - 1) // SECTOR + (1 if nb > 1 else 0))
        t = self.tensor_type
        # The tensor the addresses come from: the pointers, or a buffer op's offsets (in
        # elements, from a base pointer whose own divisibility caps theirs).
        info = analysis.get_axis_info(self.pointer)
        shape = t.shape
        if info is None or len(info.contiguity) != len(shape):
            info = None
        contig = list(info.contiguity) if info is not None else [1] * len(shape)
        div = list(info.divisibility) if info is not None else [1] * len(shape)
        if info is not None and isinstance(self.op, _BUFFER_OPS):
            base = analysis.get_axis_info(self.op.ptr)
            base_div = base.divisibility[0] if base is not None and base.divisibility else 1
            div = [min(d * self.elem_bytes, base_div) for d in div]
        strides = _row_major_strides(shape)
        reqs = lo = hi = 0
        for warp_slots in self.slots:
            for slots in warp_slots:
                elems = {i for _l, i in slots if mask is None or mask[i]}
                if not elems:
                    continue
                reqs += 1
                lo += max(1, (len(elems) * nb + SECTOR - 1) // SECTOR)
                runs: dict = {}
                for i in elems:
                    coords = [(i // s) % n for s, n in zip(strides, shape)]
                    key = tuple(c // max(1, contig[d]) if contig[d] > 1 else c for d, c in enumerate(coords))
                    runs[key] = runs.get(key, 0) + 1
                align = min(div) if div else 1
                for count in runs.values():
                    # a run aligned to ``align`` bytes crosses one more sector boundary
                    # than its size needs, unless it fits in its alignment (powers of two)
                    size = count * nb
                    hi += (size + SECTOR - 1) // SECTOR + (0 if align >= SECTOR or size <= align else 1)
        return reqs, lo, hi


# ---------------------------------------------------------------------------
# The interpreter
# ---------------------------------------------------------------------------


#: The step budget: each op the evaluator executes costs ``OP_STEPS`` plus one per element of
#: its results, each memory access ``ACCESS_STEPS`` more plus one per address, each loop
#: iteration ``OP_STEPS``.  The weights follow the evaluator's time (an op's dispatch costs
#: about as much as 16 tensor elements, costing a memory access as much as 100), so that the
#: budget bounds the time whatever the kernel: with :data:`DEFAULT_MAX_STEPS`, a scalar loop
#: that never ends stops after about 2 s (it was 20,000,000 elements: 3 minutes), an empty one
#: after 1-2 s, while the largest kernel of test/corpus (matmul_tf32, cuda90-w4: 3.5 million
#: steps, 0.5 s) is evaluated whole.
OP_STEPS = 16
ACCESS_STEPS = 100
DEFAULT_MAX_STEPS = 10_000_000


@dataclass
class EvalConfig:
    pid: tuple = (0, 0, 0)
    grid: Optional[tuple] = None       # for tt.get_num_programs; None: unknown
    max_steps: int = DEFAULT_MAX_STEPS  # steps (OP_STEPS, ACCESS_STEPS) before giving up


def function_table(module) -> dict:
    """Symbol name -> ``tt.func`` of every named function of ``module``."""
    return {op.attributes["sym_name"].value: op for op in module.walk()
            if isinstance(op, tt.FuncOp) and "sym_name" in op.attributes}


def stopped_early_text(max_steps: int) -> str:
    """What the report says of an evaluation the step budget cut short."""
    return (f"stopped early: the step budget ran out (max-steps={max_steps}); the counts cover "
            "only what ran before")


class Evaluator:
    """Interprets functions of ``module`` for one program (see the module
    docstring), calling :meth:`AccessPlan.cost` at each memory op it
    executes; ``stats`` maps each memory op to its :class:`OpStats`."""

    def __init__(self, module, analysis: ModuleAxisInfoAnalysis, config: EvalConfig,
                 functions: Optional[dict] = None):
        self.module = module
        self.analysis = analysis
        self.config = config
        self.stats: dict = {}
        self.steps = 0
        self.notes: list[str] = []
        #: symbol name -> tt.func (:func:`function_table`; pass one table to every evaluator
        #: of a module: walking the module per evaluator is quadratic in its functions)
        self._funcs = function_table(module) if functions is None else functions
        #: the functions run so far (the first, and those it called), in the order first run
        self.ran: dict = {}
        self._plans: dict = {}
        self._env: dict = {}
        #: every value of the first function run (its last iteration's, inside loops)
        self.values: Optional[dict] = None

    # -- public ------------------------------------------------------------------------
    def stats_of(self, op) -> OpStats:
        s = self.stats.get(op)
        if s is None:
            plan = self._plans.get(op)
            if plan is None:
                plan = self._plans[op] = AccessPlan(op, self.analysis, self.module)
            s = self.stats[op] = OpStats(op, plan)
            for n in plan.notes:
                s.note(n)
        return s

    def run_function(self, func, args: list) -> list:
        """Run ``func`` with ``args`` (ints, Tensors or UNKNOWN); its results."""
        block = func.regions[0].blocks[0]
        self.ran[func] = None
        saved = self._env
        self._env = {}
        if self.values is None:
            self.values = self._env  # the outermost call's values, for callers to inspect
        try:
            return self._run_block(block, args)
        finally:
            self._env = saved

    # -- blocks and ops --------------------------------------------------------------------
    def _run_block(self, block, args) -> list:
        """Run ``block`` with its arguments bound to ``args``; the values its
        terminator yields.  (One environment per function call: SSA values
        are defined once, so a loop body's values are simply overwritten
        by the next iteration.)"""
        env = self._env
        env.update(zip(block.args, args))
        for op in block.ops:
            if isinstance(op, (scf.YieldOp, tt.ReturnOp, scf.ConditionOp)):
                return [env.get(v, UNKNOWN) for v in op.operands]
            self._run_op(op, env)
        return []

    def _tick(self, n: int) -> None:
        self.steps += n
        if self.steps > self.config.max_steps:
            raise EvalError(stopped_early_text(self.config.max_steps))

    def _run_op(self, op, env) -> None:
        ins = [env.get(v, UNKNOWN) for v in op.operands]
        handler = _handler(type(op))
        if handler is None:
            outs = [UNKNOWN] * len(op.results)
            if op.regions:
                for inner in op.walk():
                    if isinstance(inner, MEMORY_OP_CLASSES) and inner is not op:
                        self.stats_of(inner).note(f"inside {op.name}, which the evaluator does not model")
        else:
            outs = handler(self, op, ins)
        n = OP_STEPS
        for r, v in zip(op.results, outs):
            env[r] = v
            n += len(v.data) if isinstance(v, Tensor) and v.data is not None else 1
        self._tick(n)

    # -- memory ops --------------------------------------------------------------------------
    def _access(self, op, addresses, mask, why_unknown: str = "") -> None:
        st = self.stats_of(op)
        st.executions += 1
        self._tick(ACCESS_STEPS)
        plan = st.plan
        if plan.too_large:
            return
        mask_list = None
        if mask is UNKNOWN:
            st.note("mask unknown: every lane counted as active")
        elif mask is not None:
            mask_list = mask.flat() if isinstance(mask, Tensor) else [mask]
        if addresses is UNKNOWN:
            st.note(why_unknown or "addresses unknown: " + self._unknown_origin(plan.pointer)
                    + "; AxisInfo bound")
            reqs, lo, hi = plan.bound(self.analysis, mask_list)
            st.bound_executions += 1
            st.bound_requests += reqs
            st.bound_lo += lo
            st.bound_hi += hi
            return
        addr_list = addresses.flat() if isinstance(addresses, Tensor) else [addresses]
        cost, per_warp = plan.cost(addr_list, mask_list)
        if plan.atomic_model is not None:
            for n in plan.notes:  # (costing may add one: lanes taking turns)
                st.note(n)
        # the budget counts the costing's work: the addresses, or more where warps or lanes
        # repeat elements (a layout of thousands of warps on a small tensor)
        self._tick(max(len(addr_list), plan.cost_steps))
        st.exact.add(cost)
        if not st.per_warp:
            st.per_warp = per_warp
        else:
            st.per_warp = [a + b for a, b in zip(st.per_warp, per_warp)]

    def _unknown_origin(self, value) -> str:
        """Why ``value`` is unknown: the first op on its def chain whose
        result is unknown although its operands are known (a load, a float
        op, an op the evaluator does not model), or a block argument."""
        env = self._env
        seen = set()
        while True:
            op = getattr(value, "op", None)
            if op is None:
                owner = value.block.parent_op if getattr(value, "block", None) is not None else None
                return f"they depend on an unknown argument of {owner.name if owner else 'a block'}"
            if id(op) in seen:
                break
            seen.add(id(op))
            unknown = [v for v in op.operands if env.get(v, UNKNOWN) is UNKNOWN]
            if not unknown:
                line = getattr(op.loc, "line", None)
                where = f" (line {line})" if line else ""
                what = "a loaded value" if isinstance(op, MEMORY_OP_CLASSES) else (
                    "an op the evaluator does not model" if _handler(type(op)) is None else "an unknown result")
                return f"they depend on {op.name}{where}, {what}"
            value = unknown[0]
        return "they depend on values the evaluator cannot compute"

    def _buffer_addresses(self, op, ins_of):
        base, offsets = ins_of(op.ptr), ins_of(op.offsets)
        if base is UNKNOWN or offsets is UNKNOWN:
            return UNKNOWN
        nbytes = max(1, T.bit_width(_ptr_pointee(op.ptr.type)) // 8)
        return _map(lambda o: base + o * nbytes, offsets)


# ---------------------------------------------------------------------------
# Handlers: (op class, function(evaluator, op, operand values) -> result values)
# ---------------------------------------------------------------------------


def _h_constant(ev, op, ins):
    attr = op.attributes.get("value")
    t = op.results[0].type
    w = _width(t)
    if isinstance(attr, A.BoolAttr):
        return [int(attr.value)]
    if isinstance(attr, A.IntegerAttr) and w:
        return [_signed(int(attr.value), w)]
    if isinstance(attr, A.DenseElementsAttr) and isinstance(t, T.RankedTensorType) and w and attr.hex is None:
        vals = [_signed(int(v), w) for v in attr.values]
        if attr.splat:
            return [Tensor(t.shape, splat=vals[0])]
        return [Tensor(t.shape, data=vals)]
    return [UNKNOWN]


#: binary kinds whose element function is a C-level operator (fast on lists)
_FAST = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "and": operator.and_,
         "or": operator.or_, "xor": operator.xor, "maxsi": max, "minsi": min}
_FAST_CMP = {0: operator.eq, 1: operator.ne, 2: operator.lt, 3: operator.le, 4: operator.gt, 5: operator.ge}


def _wrapped(t: Tensor, w: int) -> Tensor:
    """``t`` with its elements wrapped to signed ``w``-bit values (checked
    with min/max first: usually nothing wraps)."""
    if t.data is None:
        return Tensor(t.shape, splat=_signed(t.splat, w))
    lo, hi = -(1 << (w - 1)), (1 << (w - 1))
    if w == 1:
        lo, hi = 0, 2
    if t.data and (min(t.data) < lo or max(t.data) >= hi):
        return Tensor(t.shape, data=[_signed(v, w) for v in t.data])
    return t


def _fast_elementwise(f, a, b):
    """``f`` (a C-level operator) on two values (ints or Tensors of one shape)."""
    if not isinstance(a, Tensor) and not isinstance(b, Tensor):
        return f(a, b)
    shape = (a if isinstance(a, Tensor) else b).shape
    if (not isinstance(a, Tensor) or a.data is None) and (not isinstance(b, Tensor) or b.data is None):
        return Tensor(shape, splat=f(a.splat if isinstance(a, Tensor) else a,
                                      b.splat if isinstance(b, Tensor) else b))
    if not isinstance(a, Tensor) or a.data is None:
        x = a.splat if isinstance(a, Tensor) else a
        return Tensor(shape, data=[f(x, y) for y in b.data])
    if not isinstance(b, Tensor) or b.data is None:
        y = b.splat if isinstance(b, Tensor) else b
        return Tensor(shape, data=[f(x, y) for x in a.data])
    return Tensor(shape, data=list(map(f, a.data, b.data)))


def _make_binary(kind):
    def handler(ev, op, ins):
        w = _width(op.results[0].type)
        if not w:
            return [UNKNOWN]
        if UNKNOWN in ins:
            return [UNKNOWN]
        fast = _FAST.get(kind)
        if fast is not None:
            r = _fast_elementwise(fast, ins[0], ins[1])
            return [_wrapped(r, w) if isinstance(r, Tensor) else _signed(r, w)]
        f = _binary(kind, w)
        if kind in _DIVISIONS:
            def g(a, b, f=f):
                return None if b == 0 else _signed(f(a, b), w)
            r = _elementwise(g, ins)
            if r is None or (isinstance(r, Tensor) and (
                    r.splat is None if r.data is None else None in r.data)):
                return [UNKNOWN]  # a division by zero
            return [r]
        return [_elementwise(lambda a, b: _signed(f(a, b), w), ins)]
    return handler


def _h_cmpi(ev, op, ins):
    if UNKNOWN in ins:
        return [UNKNOWN]
    pred = op.attributes["predicate"].value
    fast = _FAST_CMP.get(pred)
    if fast is not None:
        r = _fast_elementwise(fast, ins[0], ins[1])
        return [r if isinstance(r, Tensor) else int(r)]
    w = _width(op.operands[0].type)
    return [_elementwise(_compare(pred, w), ins)]


def _h_select(ev, op, ins):
    c, a, b = ins
    if c is UNKNOWN:
        return [UNKNOWN]
    if not isinstance(c, Tensor):
        return [a if c else b]
    return [_elementwise(lambda x, y, z: y if x else z, [c, a, b])]


def _h_ext_trunc(signed_source: bool):
    def handler(ev, op, ins):
        src_w, dst_w = _width(op.operands[0].type), _width(op.results[0].type)
        if not src_w or not dst_w:
            return [UNKNOWN]
        if signed_source:
            return [_map(lambda v: _signed(v, dst_w), ins[0])]
        return [_map(lambda v: _signed(_unsigned(v, src_w), dst_w), ins[0])]
    return handler


def _h_bitcast(ev, op, ins):
    src_w, dst_w = _width(op.operands[0].type), _width(op.results[0].type)
    if src_w and dst_w and src_w == dst_w:
        return [ins[0]]
    return [UNKNOWN]


def _h_program_id(ev, op, ins):
    axis = op.attributes["axis"].value
    return [ev.config.pid[axis] if axis < len(ev.config.pid) else 0]


def _h_num_programs(ev, op, ins):
    grid = ev.config.grid
    if grid is None:
        return [UNKNOWN]
    axis = op.attributes["axis"].value
    return [grid[axis] if axis < len(grid) else 1]


def _h_make_range(ev, op, ins):
    s, e = op.attributes["start"].value, op.attributes["end"].value
    return [Tensor((e - s,), data=list(range(s, e)))]


def _h_splat(ev, op, ins):
    if ins[0] is UNKNOWN or isinstance(ins[0], Tensor):  # (a tensor source: Triton parses it, nothing lowers it)
        return [UNKNOWN]
    return [Tensor(op.results[0].type.shape, splat=ins[0])]


def _h_broadcast(ev, op, ins):
    if ins[0] is UNKNOWN:
        return [UNKNOWN]
    return [_broadcast(ins[0], op.results[0].type.shape)]


def _h_reshape(ev, op, ins):
    """expand_dims, reshape without reordering, convert_layout: the same
    elements in the same row-major order."""
    v = ins[0]
    if v is UNKNOWN or "allow_reorder" in op.attributes:
        return [UNKNOWN]
    return [Tensor(op.results[0].type.shape, data=v.data, splat=v.splat)]


def _h_trans(ev, op, ins):
    if ins[0] is UNKNOWN:
        return [UNKNOWN]
    order = list(op.attributes["order"].values)
    return [_transpose(ins[0], order)]


def _h_addptr(ev, op, ins):
    if UNKNOWN in ins:
        return [UNKNOWN]
    nbytes = max(1, T.bit_width(_ptr_pointee(op.results[0].type)) // 8)
    offsets = ins[1] if nbytes == 1 else _fast_elementwise(operator.mul, ins[1], nbytes)
    return [_fast_elementwise(operator.add, ins[0], offsets)]


def _h_same(ev, op, ins):
    return [ins[0]]


def _h_load(ev, op, ins):
    mask = ins[1] if op.mask is not None else None
    ev._access(op, ins[0], mask)
    other = ins[2] if op.other is not None else UNKNOWN
    # the loaded values are unknown, except where every lane is masked off
    if mask is not None and mask is not UNKNOWN and other is not UNKNOWN:
        flat = mask.flat() if isinstance(mask, Tensor) else [mask]
        if not any(flat):
            return [other]
    return [UNKNOWN]


def _h_store(ev, op, ins):
    ev._access(op, ins[0], ins[2] if op.mask is not None else None)
    return []


def _h_atomic_rmw(ev, op, ins):
    ev._access(op, ins[0], ins[2] if op.mask is not None else None)
    return [UNKNOWN]


def _h_atomic_load(ev, op, ins):
    ev._access(op, ins[0], ins[1] if op.mask is not None else None)
    return [UNKNOWN]


def _h_atomic_store(ev, op, ins):
    ev._access(op, ins[0], ins[2] if op.mask is not None else None)
    return []


def _h_atomic_cas(ev, op, ins):
    ev._access(op, ins[0], None)
    return [UNKNOWN]


def _h_async_copy(ev, op, ins):
    mask = None if op.mask is None else ins[list(op.operands).index(op.mask)]
    ev._access(op, ins[0], mask)
    return [UNKNOWN] * len(op.results)


def _h_buffer(ev, op, ins):
    values = dict(zip(op.operands, ins))
    addresses = ev._buffer_addresses(op, lambda v: values.get(v, UNKNOWN))
    mask = values.get(op.mask, UNKNOWN) if getattr(op, "mask", None) is not None else None
    ev._access(op, addresses, mask)
    return [UNKNOWN] * len(op.results)


def _h_for(ev, op, ins):
    n_iter = len(op.results)
    lb, ub, step = ins[0], ins[1], ins[2]
    carried = list(ins[3:])
    body = op.regions[0].blocks[0]
    if any(x is UNKNOWN for x in (lb, ub, step)) or step == 0:
        for inner in op.walk():
            if isinstance(inner, MEMORY_OP_CLASSES):
                ev.stats_of(inner).note("inside an scf.for whose trip count is unknown: one iteration "
                                        "evaluated, its induction variable unknown")
        ev._run_block(body, [UNKNOWN] + carried)
        return [UNKNOWN] * n_iter
    w = _width(op.operands[0].type) or 64
    iv = lb
    unsigned = "unsignedCmp" in op.attributes
    while (_unsigned(iv, w) < _unsigned(ub, w)) if unsigned else (iv < ub):
        carried = ev._run_block(body, [iv] + carried)
        iv = _signed(iv + step, w)
        ev._tick(OP_STEPS)  # an iteration costs as much as an op
    return carried


def _h_if(ev, op, ins):
    cond = ins[0]
    regions = [r for r in op.regions if r.blocks]
    if cond is UNKNOWN:
        for region in regions:
            for blk in region.blocks:
                for o in blk.ops:
                    for inner in o.walk():
                        if isinstance(inner, MEMORY_OP_CLASSES):
                            ev.stats_of(inner).note("inside an scf.if whose condition is unknown: "
                                                    "both branches counted")
            ev._run_block(region.blocks[0], [])
        return [UNKNOWN] * len(op.results)
    if cond:
        return ev._run_block(op.regions[0].blocks[0], [])
    if len(op.regions) > 1 and op.regions[1].blocks:
        return ev._run_block(op.regions[1].blocks[0], [])
    return [UNKNOWN] * len(op.results)


def _h_while(ev, op, ins):
    before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
    args = list(ins)
    while True:
        cond_vals = ev._run_block(before, args)
        cond, rest = cond_vals[0], cond_vals[1:]
        if cond is UNKNOWN:
            for inner in op.walk():
                if isinstance(inner, MEMORY_OP_CLASSES):
                    ev.stats_of(inner).note("inside an scf.while whose condition is unknown: "
                                            "evaluated until then")
            return [UNKNOWN] * len(op.results)
        if not cond:
            return rest
        args = ev._run_block(after, rest)
        ev._tick(OP_STEPS)  # an iteration costs as much as an op


def _h_call(ev, op, ins):
    func = ev._funcs.get(getattr(op.attributes["callee"], "root", None))
    if func is None or not func.regions or not func.regions[0].blocks:
        return [UNKNOWN] * len(op.results)
    return ev.run_function(func, ins)


_HANDLERS: list = [
    (arith.ConstantOp, _h_constant),
    *[(cls, _make_binary(kind)) for cls, kind in _BINARY_KINDS],
    (arith.CmpIOp, _h_cmpi),
    (arith.SelectOp, _h_select),
    (arith.ExtSIOp, _h_ext_trunc(True)),
    (arith.ExtUIOp, _h_ext_trunc(False)),
    (arith.TruncIOp, _h_ext_trunc(True)),
    (arith.IndexCastOp, _h_ext_trunc(True)),
    (arith.IndexCastUIOp, _h_ext_trunc(False)),
    (arith.BitcastOp, _h_bitcast),
    (tt.GetProgramIdOp, _h_program_id),
    (tt.GetNumProgramsOp, _h_num_programs),
    (tt.MakeRangeOp, _h_make_range),
    (tt.SplatOp, _h_splat),
    (tt.BroadcastOp, _h_broadcast),
    (tt.ExpandDimsOp, _h_reshape),
    (tt.ReshapeOp, _h_reshape),
    (ttg.ConvertLayoutOp, _h_reshape),
    (tt.TransOp, _h_trans),
    (tt.AddPtrOp, _h_addptr),
    (tt.IntToPtrOp, _h_same),
    (tt.PtrToIntOp, _h_same),
    (tt.BitcastOp, _h_same),
    (tt.LoadOp, _h_load),
    (tt.StoreOp, _h_store),
    (tt.AtomicRMWOp, _h_atomic_rmw),
    (tt.AtomicCASOp, _h_atomic_cas),
    (tt.AtomicLoadOp, _h_atomic_load),
    (tt.AtomicStoreOp, _h_atomic_store),
    (ttg.AsyncCopyGlobalToLocalOp, _h_async_copy),
    (amdg.BufferLoadOp, _h_buffer),
    (amdg.BufferStoreOp, _h_buffer),
    (amdg.BufferAtomicRMWOp, _h_buffer),
    (amdg.BufferAtomicCASOp, _h_buffer),
    (amdg.BufferLoadToLocalOp, _h_buffer),
    (scf.ForOp, _h_for),
    (scf.IfOp, _h_if),
    (scf.WhileOp, _h_while),
    (tt.CallOp, _h_call),
]

_BY_TYPE: dict = {}


def _handler(cls):
    """The handler of an op class (the first entry it is an instance of)."""
    try:
        return _BY_TYPE[cls]
    except KeyError:
        h = next((fn for c, fn in _HANDLERS if issubclass(cls, c)), None)
        _BY_TYPE[cls] = h
        return h
