"""``-optimize-buffer-op-ptr``: AMD's pass that moves a loop's uniform offset increment of a
buffer op onto its base pointer; a port of Triton's
third_party/amd/lib/TritonAMDGPUTransforms/OptimizeBufferOpPtr.cpp as Triton 3.8.0 and 3.9.0
have it (3.6.0 and 3.7.1 have no such pass: triton-lang/triton#8464 added it).

The pass solves Triton's AMD integer range analysis on the function once (the assumptions,
dead code analysis, constant propagation, :mod:`pyopt.analysis.amd_range_analysis`), then
visits the function's ``scf.for`` ops in post-order (MLIR's ``walkAndApplyPatterns``: inner
loops first; a loop the pattern creates is not visited) with one pattern, ``AdvanceBasePointer``:

1. Every buffer op (``BufferOpInterface``) nested in the loop is a candidate, in walk order.
   Its offsets must be a loop-carried offset ``%off`` (an iteration argument of this loop), or
   an ``arith.addi`` of one (the add comes first); the loop must yield, for ``%off``, an
   ``arith.addi`` of ``%off`` and a step that is not an iteration argument (if the offsets are
   an add, that very add); the base pointer must be defined outside the loop; the step must be
   uniform (an integer constant or splat, or a ``tt.splat`` of one or of a scalar); and the
   ranges must prove that base + (offsets + step) equals (base + step) + offsets in 32-bit byte
   offsets: a step whose largest signed value is not negative with no unsigned carry out of 32
   bits of the byte sum, or a negative one whose byte sum always carries.
2. With at least one candidate the loop is rebuilt: a new ``scf.for`` (same bounds; the old
   loop's attributes are not kept) carries one more iteration argument per candidate, its base
   pointer; the body is cloned; each candidate's step becomes a scalar (a new ``arith.constant``
   before the constant it came from, per candidate, or the splatted scalar); a ``tt.addptr`` of
   the carried pointer and the scalar step is put at the body's start (add first; later ones
   before earlier ones) or end, and yielded; the candidate's clone reads the loop's initial
   offsets and the carried pointer (add first: the advanced one).  The old loop's results are
   replaced by the new one's, and the old loop is erased.  Nothing is folded or cleaned up: the
   offsets' own iteration argument and add stay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pyopt.analysis.amd_range_analysis import collect_assumptions, solve
from pyopt.analysis.dataflow import DataFlowSolver
from pyopt.analysis.int_range_analysis import IntegerValueRangeLattice
from pyopt.dialects.amdg.interfaces import BufferOpInterface
from pyopt.dialects.arith.ops import AddIOp
from pyopt.dialects.scf.ops import ForOp
from pyopt.dialects.tt.ops import AddPtrOp, FuncOp, SplatOp
from pyopt.ir import attrs as A
from pyopt.ir import common_folders as C
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, Value
from pyopt.ir.pattern import IRMapping, Rewriter
from pyopt.ir.version import Since, Versioned
from pyopt.transforms.pass_base import ModulePass, register_pass

__all__ = ["OptimizeBufferOpPtr", "BufferOpInfo", "analyze_buffer_op", "advance_base_pointer"]

_U32_MAX = 0xFFFFFFFF


@dataclass
class BufferOpInfo:
    """``BufferOpInfo``: a buffer op the loop's rewrite moves the increment of."""

    op: Operation  # the buffer op
    offset_increment: Value  # the tensor step added to the offsets each iteration
    offset_initializer: Value  # the offsets' initial value (the loop's init operand)
    increment_op: Operation  # the arith.addi that advances the offsets
    base_increment: Optional[Value] = None  # the scalar step, made by the rewrite


def _loop_block_argument(value: Value, loop: ForOp) -> Optional[BlockArgument]:
    """``getLoopBlockArgument``: ``value`` when it is an argument of ``loop``'s body."""
    if isinstance(value, BlockArgument) and value.block.parent_op is loop:
        return value
    return None


def _loop_arg_in_add(add: Operation, loop: ForOp) -> Optional[BlockArgument]:
    """``getLoopArgInAdd``: the add's first operand that is an argument of ``loop``'s body."""
    for operand in add.operands:
        arg = _loop_block_argument(operand, loop)
        if arg is not None:
            return arg
    return None


def _step_operand_in_add(add: Operation, loop: ForOp) -> Optional[Value]:
    """``getStepOperandInAdd``: the add's first operand that is not an argument of ``loop``'s body."""
    for operand in add.operands:
        if _loop_block_argument(operand, loop) is None:
            return operand
    return None


def _is_add_first(op: Operation) -> bool:
    """``isAddFirst``: the buffer op's offsets are an ``arith.addi``."""
    return isinstance(op.offsets.defining_op, AddIOp)


def _is_invariant(value: Value, loop: ForOp) -> bool:
    """``isInvariantForLoop``: ``value`` is defined in a block of an op enclosing ``loop``."""
    owner = value.parent_block.parent_op
    return owner is not None and owner is not loop and owner.is_ancestor_of(loop)


def _is_scalarizable(value: Value) -> bool:
    """``isScalarizableValue``: every element of ``value`` provably holds one scalar."""
    if isinstance(value.type, T.IntegerType):
        return True
    op = value.defining_op
    if op is None:
        return False
    if C.const_int(C.constant_value(op)) is not None:
        return True
    if isinstance(op, SplatOp):
        return _is_scalarizable(op.operand(0))
    return False


def _scalarize(rewriter: Rewriter, value: Value) -> Value:
    """``scalarizeValue``: the scalar ``value`` holds (a new integer constant of the
    constant's width, put before the constant, or the splatted scalar)."""
    if isinstance(value.type, T.IntegerType):
        return value
    op = value.defining_op
    constant = C.const_int(C.constant_value(op))
    if constant is not None:
        rewriter.set_insertion_point(op)
        int_type = T.IntegerType(C.int_width(value.type))
        return rewriter.create("arith.constant", [], [int_type], {"value": A.IntegerAttr(constant, int_type)},
                               loc=op.loc).results[0]
    return _scalarize(rewriter, op.operand(0))  # a tt.splat (_is_scalarizable said so)


def _range(solver: DataFlowSolver, value: Value):
    """The value's ``ConstantIntRanges``, None where the lattice is missing or uninitialized."""
    lattice = solver.lookup(value, IntegerValueRangeLattice)
    if lattice is None or lattice.value.is_uninitialized():
        return None
    return lattice.value.get_value()


def _byte_sum_range(elem_bytes: int, block_arg: Value, step: Value, solver: DataFlowSolver):
    """``estimateRangeOfOffsetWithCarryValues``: the smallest and largest sum of the offset's and
    the step's unsigned bounds in bytes (each converted in 32-bit arithmetic, so the top bits of
    a negative value drop), as 64-bit integers; None without both ranges."""
    arg_range, step_range = _range(solver, block_arg), _range(solver, step)
    if arg_range is None or step_range is None:
        return None

    def to_bytes(x: int) -> int:
        return (x * elem_bytes) & _U32_MAX

    return (to_bytes(arg_range.umin) + to_bytes(step_range.umin),
            to_bytes(arg_range.umax) + to_bytes(step_range.umax))


def _is_transformation_equivalent(elem_bytes: int, block_arg: Value, step: Value, solver: DataFlowSolver) -> bool:
    """``isTransformationEquivalent``: moving the step to the base keeps every address."""
    step_range = _range(solver, step)
    if step_range is None:
        return False
    sums = _byte_sum_range(elem_bytes, block_arg, step, solver)
    if sums is None:
        return False
    if step_range.smax >= 0:  # isNonNegative: the largest signed value
        return sums[1] <= _U32_MAX  # unsignedOverflowImpossible
    return sums[0] > _U32_MAX  # isStrictlyNegative and unsignedOverflowInevitable


def _element_bytes(ptr_type) -> int:
    """The pointee's ``getIntOrFloatBitWidth() / 8``."""
    pointee = ptr_type.pointee
    width = pointee.width if isinstance(pointee, (T.IntegerType, T.FloatType)) else 0
    return width // 8


def analyze_buffer_op(op: Operation, loop: ForOp, solver: DataFlowSolver) -> Optional[BufferOpInfo]:
    """``analyzeBufferOp``: the op's :class:`BufferOpInfo` when ``loop``'s rewrite may move its
    offset increment to its base pointer; None with the first reason against (the C++ order)."""
    offsets = op.offsets
    add = offsets.defining_op
    arg = _loop_arg_in_add(add, loop) if isinstance(add, AddIOp) else _loop_block_argument(offsets, loop)
    if arg is None or arg.index == 0:
        return None  # no loop_arg -> addi -> yield chain (or the induction variable)
    yield_op = loop.regions[0].blocks[0].last
    incremented = yield_op.operand(arg.index - 1)
    increment = incremented.defining_op
    if not isinstance(increment, AddIOp):
        return None
    step = _step_operand_in_add(increment, loop)
    if step is None:
        return None
    # incrementChainConsistent
    if _loop_arg_in_add(increment, loop) is not arg:
        return None
    if _is_add_first(op) and add is not increment:
        return None
    if not _is_invariant(op.ptr, loop):
        return None
    if not _is_scalarizable(step):
        return None
    if not _is_transformation_equivalent(_element_bytes(op.ptr.type), arg, step, solver):
        return None
    return BufferOpInfo(op, step, loop.initArgs[arg.index - 1], increment)


def _value_loc(value: Value):
    """``Value::getLoc``: a block argument's location, else its defining op's."""
    return value.loc if isinstance(value, BlockArgument) else value.defining_op.loc


def _clone_with_base_increments(rewriter: Rewriter, loop: ForOp, infos: list) -> ForOp:
    """``cloneLoopWithBasePtrIncrements``: the new loop, the old one left in place."""
    inits = [*loop.initArgs, *(info.op.ptr for info in infos)]
    old_block = loop.regions[0].blocks[0]
    rewriter.set_insertion_point(loop)
    new = rewriter.create(ForOp, [loop.lowerBound, loop.upperBound, loop.step, *inits], [v.type for v in inits],
                          {}, 1, loc=loop.loc)
    # ForOp::build: the induction variable at the loop's location, each iteration argument at its init's
    block = Block([old_block.args[0].type, *(v.type for v in inits)], [loop.loc, *map(_value_loc, inits)])
    new.regions[0].add_block(block)
    mapping = IRMapping()
    for old_arg, new_arg in zip(old_block.args, block.args):
        mapping.map(old_arg, new_arg)
    clones: dict = {}
    rewriter.set_insertion_point_to_end(block)
    for op in list(old_block.ops)[:-1]:
        clone = rewriter.clone(op, mapping)
        for old_op, new_op in zip(op.walk(), clone.walk()):
            clones[old_op] = new_op
    base_ptrs = block.args[len(block.args) - len(infos):]
    next_ptrs = []
    for info, base in zip(infos, base_ptrs):
        if _is_add_first(info.op):
            rewriter.set_insertion_point_to_start(block)
        else:
            rewriter.set_insertion_point_to_end(block)
        step = mapping.lookup(info.base_increment)
        next_ptrs.append(rewriter.create(AddPtrOp, [base, step], [base.type], {}, loc=info.increment_op.loc).results[0])
    old_yield = old_block.last
    rewriter.set_insertion_point_to_end(block)
    rewriter.create("scf.yield", [*(mapping.lookup(v) for v in old_yield.operands), *next_ptrs], [], {},
                    loc=old_yield.loc)
    for info, base, advanced in zip(infos, base_ptrs, next_ptrs):
        clone = clones[info.op]
        clone.set_offsets(info.offset_initializer)
        clone.set_ptr(advanced if _is_add_first(info.op) else base)
    return new


def advance_base_pointer(loop: ForOp, rewriter: Rewriter, solver: DataFlowSolver) -> bool:
    """``AdvanceBasePointer::matchAndRewrite``: rebuild ``loop`` when a buffer op in it qualifies."""
    infos = [info for op in loop.walk(pre_order=False) if isinstance(op, BufferOpInterface)
             for info in [analyze_buffer_op(op, loop, solver)] if info is not None]
    if not infos:
        return False
    for info in infos:
        info.base_increment = _scalarize(rewriter, info.offset_increment)
    new = _clone_with_base_increments(rewriter, loop, infos)
    for old_result, new_result in zip(loop.results, new.results):
        rewriter.replace_all_uses_with(old_result, new_result)
    rewriter.erase_op(loop)
    return True


@register_pass
class OptimizeBufferOpPtr(ModulePass):
    """Move a loop's uniform offset increments of buffer ops onto their base pointers (AMD)."""

    name = "optimize-buffer-op-ptr"
    aliases = ("tritonamdgpu-optimize-buffer-op-ptr",)
    summary = "Move the uniform increment of a buffer op's offsets in a loop onto its base pointer"
    mirrors = "third_party/amd/lib/TritonAMDGPUTransforms/OptimizeBufferOpPtr.cpp"
    mlir_name = "TritonAMDGPUOptimizeBufferOpPtr"
    anchor = "tt.func"
    registered = Versioned(False, Since((3, 8), True, "triton-lang/triton#8464: the AMD pass "
                                        "tritonamdgpu-optimize-buffer-op-ptr (make_ttgir runs it after "
                                        "convert-to-buffer-ops)"),
                           name="pass optimize-buffer-op-ptr")

    def run(self, module, ctx) -> None:
        for op in module.walk():
            if isinstance(op, FuncOp):
                self.run_on_operation(op, ctx)

    def run_on_operation(self, op, ctx) -> None:
        loops = [o for o in op.walk(pre_order=False) if isinstance(o, ForOp)]
        if not loops:
            return
        solver = solve(op, collect_assumptions(op))
        rewriter = Rewriter()
        for loop in loops:  # post-order: a loop a rewrite erased was visited before it
            advance_base_pointer(loop, rewriter, solver)
