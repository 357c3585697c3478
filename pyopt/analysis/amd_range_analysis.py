"""Triton's AMD integer range analysis: a port of
third_party/amd/lib/Analysis/RangeAnalysis.cpp and its header
(third_party/amd/include/Analysis/RangeAnalysis.h) at Triton 3.6.0 (commit
4b184ccc), with ``getBoundFromCmpOp`` of lib/Dialect/Triton/IR/Utility.cpp.

:class:`TritonIntegerRangeAnalysis` extends MLIR's integer range analysis
(:class:`~pyopt.analysis.int_range_analysis.IntegerRangeAnalysis`) in three
ways:

* **Triton ops.**  ``tt.get_program_id`` is in ``[0, 2^31 - 1]``,
  ``tt.get_num_programs`` in ``[0, 2^31]``, ``tt.make_range`` in ``[start,
  end - 1]`` (all as unsigned ranges of the result type), ``tt.histogram`` in
  the signed range ``[0, -1]`` (non-negative, nothing else known; from Triton 3.9 ``[0, 2^(w-1)
  - 1]``);
  ``tt.splat``, ``tt.expand_dims``, ``tt.broadcast``, ``tt.reshape``,
  ``tt.trans``, ``tt.split``, ``ttg.convert_layout``, ``amdg.extract_slice``
  and ``tt.gather`` (its source) pass their operand's range on; ``tt.join``
  and ``tt.cat`` give the union of their two operands'.  Other ops use their
  ``InferIntRangeInterface`` (the arith ops), else their results get the
  entry state.  As in Triton these rules belong to the analysis, not to the
  op classes: MLIR's plain ``IntegerRangeAnalysis`` knows none of them.
* **Assumptions.**  ``llvm.intr.assume`` of an ``arith.cmpi`` between a value
  and a constant bounds the value (:func:`collect_assumptions`,
  :meth:`TritonIntegerRangeAnalysis.maybe_get_assumed_range`) wherever the
  assume's block dominates the block of the use: function arguments start
  from it, an op's operands are read through it and its results are
  intersected with it.
* **Loops.**  Loop-carried values are not widened to the maximal range, as
  MLIR does: the loop is interpreted abstractly, each (loop, lattice) pair
  propagating at most the loop's total trip count (the product of the trip
  counts of it and the loops around it) times; a loop whose count is unknown
  counts as :data:`K_DEFAULT_MAX_TRIP_COUNT` + 1, and above
  :data:`K_DEFAULT_MAX_TRIP_COUNT` its carried values get the maximal range
  (:meth:`TritonIntegerRangeAnalysis.visit_region_successors`).

Behaviours kept from Triton although they look unintended (every deviation
would change which loads become buffer loads):

* A trip count reads the *signed upper* bound of the lower bound's range
  (``getLoopRangeInfo`` tests ``std::optional<bool> getUpper`` for presence,
  so ``getUpper=false`` reads ``smax`` and its default is the signed
  maximum); the step reads the signed lower bound (a zero step counts as 1).
* An assumed range whose signed lower bound is non-negative is rebuilt from
  its signed bounds (so its unsigned bounds are the signed ones).
* The remark "unsupported assumption operation" / "unsupported cmp predicate
  for assumption" is emitted each time such an assumption is consulted.

:func:`solve` runs the analysis the way Triton's passes do (dead code
analysis, sparse constant propagation, then this analysis, on the module);
:func:`collect_ranges`, :func:`cmpi_is_statically_true` and
:func:`is_empty_initialized_range` read its result.  With ``debug`` the
analysis writes Triton's ``LLVM_DEBUG`` lines; ``tools/range_log.py`` compares
them with real Triton's, line by line (every op visit, join and trip count).

Deviations, where Triton crashes: an ``llvm.intr.assume`` whose condition is
a block argument is skipped, and a value outside any ``tt.func`` starts from
its maximal range (no assumption applies).

Release differences (each a release rule): from Triton 3.7 a loop's trip count reads its lower
bound at its smallest (:data:`TRIP_COUNT_LOWER_BOUND_SMIN`), and MLIR's ``arith.select`` (an
uninitialized side gives the maximal range) and ``scf.for`` (a static trip count of 0 or 1
removes edges, so a dead body is never visited) changed with Triton's LLVM; from 3.9
``tt.histogram`` is in ``[0, signed max]`` (:data:`MAX_NON_NEG_SIGNED_TOP`), entering a loop
restarts its simulation (:data:`LOOP_ENTRY_RESTARTS_SIMULATION`), whose steps are the largest
total trip count in the loop's nest (:data:`LOOP_STEPS_OVER_NEST`), and the log says "Simulation steps"
(:data:`TRIP_COUNT_LOG`).
"""

from __future__ import annotations

from typing import Callable, Iterable, Optional

from pyopt.analysis.dataflow import (
    DataFlowSolver, DeadCodeAnalysis, PredecessorState, RegionSuccessor, SparseConstantPropagation,
)
from pyopt.analysis.dominance import DominanceInfo
from pyopt.analysis.int_range_analysis import (
    IntegerRangeAnalysis, IntegerValueRangeLattice, statically_non_negative,
)
from pyopt.dialects.amdg.ops import ExtractSliceOp
from pyopt.dialects.arith.ops import CmpIOp
from pyopt.dialects.llvm.ops import AssumeOp
from pyopt.dialects.tt.ops import (
    BroadcastOp, CatOp, ExpandDimsOp, FuncOp, GatherOp, GetNumProgramsOp, GetProgramIdOp, HistogramOp,
    JoinOp, MakeRangeOp, ReshapeOp, SplatOp, SplitOp, TransOp,
)
from pyopt.dialects.ttg.ops import ConvertLayoutOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.common_folders import const_int, value_constant
from pyopt.ir.core import Block, BlockArgument, Operation, Region, Value
from pyopt.ir.int_range import CmpPredicate, ConstantIntRanges, IntegerValueRange, evaluate_pred, storage_bitwidth
from pyopt.ir.interfaces import (
    FunctionOpInterface, InferIntRangeInterface, LoopLikeOpInterface, RegionBranchTerminatorOpInterface,
)
from pyopt.ir.printer import Namer, Printer
from pyopt.ir.version import Since, Versioned, resolve_active

__all__ = [
    "K_DEFAULT_MAX_TRIP_COUNT", "K_DEFAULT_MAX_PROGRAMS", "TritonIntegerRangeAnalysis",
    "collect_assumptions", "get_bound_from_cmp_op", "initialize_func_ops", "solve",
    "range_analysis_of", "collect_ranges", "cmpi_is_statically_true", "evaluate_cmpi", "CMPI_EVALUATION",
    "is_empty_initialized_range",
    "statically_non_negative", "Assumptions", "RemarkFn",
]

#: ``kDefaultMaxTripCount``: above this total trip count a loop's carried
#: values get the maximal range; a loop of unknown trip count counts one more.
K_DEFAULT_MAX_TRIP_COUNT = 1024

#: Whether ``maybeGetTripCount`` takes the lower bound's smallest value (from Triton 3.7), or
#: its largest (3.6: the bound lambda tested its ``optional<bool>`` flag for presence, so the
#: lower bound read smax as the upper one does).
TRIP_COUNT_LOWER_BOUND_SMIN = Versioned(
    False, Since((3, 7), True, "Triton 3.7.1 (upstream PR not identified): the trip count of a loop is "
                               "ceil((smax(upper) - smin(lower)) / step), the lower bound read at its smallest"),
    name="AMD range analysis: a loop's lower bound in its trip count")
#: How a loop's entry (its init values, passed to its iteration arguments and, where it may
#: not run, to its results) counts against the limit of changes: as one change like any other
#: (up to 3.8), or from Triton 3.9 as a new simulation: a change it makes to an iteration
#: argument starts the count again (a loop nested in another is simulated anew each time the
#: outer one enters it), and one it makes to a result is not counted.
LOOP_ENTRY_RESTARTS_SIMULATION = Versioned(
    False, Since((3, 9), True, "Triton 3.9.0 (upstream PR not identified): entering a loop restarts the "
                               "simulation of its iteration arguments; the init values passed to its results "
                               "do not count"),
    name="AMD range analysis: a loop's entry in its simulation count")
#: Whether a loop's lattices take as many changes as the largest total trip count in its nest
#: (the loops nested in it included), not its own total trip count.
LOOP_STEPS_OVER_NEST = Versioned(
    False, Since((3, 9), True, "Triton 3.9.0 (upstream PR not identified): a loop is simulated for the largest "
                               "total trip count among itself and the loops nested in it (those above 1024 "
                               "left out)"),
    name="AMD range analysis: a loop's simulation steps over its nest")
#: The debug log's words before a loop's trip count (``--debug-only=tritonamdgpu-range-analysis``).
TRIP_COUNT_LOG = Versioned(
    "Trip count", Since((3, 9), "Simulation steps", "Triton 3.9.0 (upstream PR not identified): the range "
                                                   "analysis logs a loop's trip count as its simulation steps"),
    name="AMD range analysis: the trip count's debug line")
#: ``kDefaultMaxPrograms``: ``tt.get_num_programs`` is at most this, and
#: ``tt.get_program_id`` less.
K_DEFAULT_MAX_PROGRAMS = 1 << 31

#: Value -> the ops (``arith.cmpi`` or not) of the ``llvm.intr.assume``\\ s it
#: takes part in, in the order met (a dict used as an ordered set).
Assumptions = dict
#: ``remark(op, message)``: where the analysis's own remarks go.
RemarkFn = Callable[[Operation, str], object]

_INT64_MIN = -(1 << 63)
_INT64_MAX = (1 << 63) - 1
_UNSIGNED_PREDICATES = (CmpPredicate.uge, CmpPredicate.ugt, CmpPredicate.ule, CmpPredicate.ult)


def _wrap64(v: int) -> int:
    """``v`` as a two's complement int64 (C++ arithmetic on int64_t wraps in
    practice)."""
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


def _signed(v: int, width: int) -> int:
    v &= (1 << width) - 1
    return v - (1 << width) if width and v >> (width - 1) else v


def _is_int_like(t: T.Type) -> bool:
    return isinstance(t.element_type(), (T.IntegerType, T.IndexType))


def _is_signed_int(t: T.Type) -> bool:
    """``IntegerType::isSigned()``: ``si<N>`` only (signless ``i<N>`` is not)."""
    return isinstance(t, T.IntegerType) and t.signedness == "si"


def _constant_int(v: Value) -> Optional[int]:
    """``getConstantIntValue(Value)`` (``m_ConstantInt``): the value, read as
    signed, of an integer constant or integer splat constant."""
    attr = value_constant(v)
    if attr is None:
        return None
    c = const_int(attr)
    if c is None:
        return None
    w = storage_bitwidth(v.type)
    return _signed(c, w) if w else c


def _constant_scalar_int(v: Value) -> Optional[int]:
    """``getConstantIntValue(getAsOpFoldResult(v))``: as :func:`_constant_int`
    but only for a scalar ``IntegerAttr`` (a splat is a dense attribute)."""
    attr = value_constant(v)
    if isinstance(attr, A.BoolAttr):
        return -1 if attr.value else 0
    if isinstance(attr, A.IntegerAttr):
        w = storage_bitwidth(attr.type)
        return _signed(attr.value, w) if w else attr.value
    return None


def _fmt(r: IntegerValueRange) -> str:
    """An ``IntegerValueRange`` as MLIR prints it (``None`` uninitialized)."""
    return "None" if r.value is None else str(r.value)


def _single(values) -> Optional[object]:
    """``getSingle{LowerBound,UpperBound,Step,InductionVar}``: the one entry."""
    if values is None or len(values) != 1:
        return None
    return values[0]


def _divide_ceil_signed(num: int, den: int) -> int:
    """``llvm::divideCeilSigned`` on int64 (C division truncates)."""
    if num == 0:
        return 0

    def cdiv(a, b):
        q = abs(a) // abs(b)
        return _wrap64(q if (a >= 0) == (b >= 0) else -q)

    bias = 1 if den >= 0 else -1
    if (num >= 0) == (den >= 0):
        return _wrap64(cdiv(_wrap64(num - bias), den) + 1)
    return cdiv(num, den)


# ---------------------------------------------------------------------------
# Assumptions
# ---------------------------------------------------------------------------


def get_bound_from_cmp_op(cmp: Operation, anchor: Value,
                          remark: Optional[RemarkFn] = None) -> Optional[ConstantIntRanges]:
    """``triton::getBoundFromCmpOp``: the range ``cmp`` (an ``arith.cmpi`` of
    ``anchor`` with a constant, either side) being true implies for
    ``anchor``; None if the other side is not a scalar integer constant or
    the predicate is ``ne`` (with the remark "unsupported cmp predicate for
    assumption").  Unsigned predicates give ``[0, umax]``-based ranges; the
    signed ones ``[smin, smax]``-based, where a program id or count starts
    at 0."""
    pred = CmpPredicate(cmp.attributes["predicate"].value)
    is_signed = pred not in _UNSIGNED_PREDICATES
    lhs, rhs = cmp.operands[0], cmp.operands[1]
    anchor_is_lhs = lhs is anchor
    const = _constant_scalar_int(rhs if anchor_is_lhs else lhs)
    if const is None:
        return None
    width = storage_bitwidth(anchor.type)
    assert width > 0, "expected non-zero bitwdith"
    mask = (1 << width) - 1
    val = const & mask
    if is_signed:
        lo = 0 if isinstance(anchor.defining_op, (GetProgramIdOp, GetNumProgramsOp)) else -(1 << (width - 1))
        hi = (1 << (width - 1)) - 1
    else:
        lo, hi = 0, mask

    def rng(a: int, b: int) -> ConstantIntRanges:
        return ConstantIntRanges.range(a, b, is_signed, width)

    if pred == CmpPredicate.eq:
        return ConstantIntRanges.constant(val, width)
    if pred in (CmpPredicate.uge, CmpPredicate.sge):
        return rng(val, hi) if anchor_is_lhs else rng(lo, val)
    if pred in (CmpPredicate.ugt, CmpPredicate.sgt):
        return rng((val + 1) & mask, hi) if anchor_is_lhs else rng(lo, (val - 1) & mask)
    if pred in (CmpPredicate.ule, CmpPredicate.sle):
        return rng(lo, val) if anchor_is_lhs else rng(val, hi)
    if pred in (CmpPredicate.ult, CmpPredicate.slt):
        return rng(lo, (val - 1) & mask) if anchor_is_lhs else rng((val + 1) & mask, hi)
    if remark is not None:
        remark(cmp, "unsupported cmp predicate for assumption")
    return None


def collect_assumptions(root: Operation, filter_constants: bool = True) -> Assumptions:
    """``TritonIntegerRangeAnalysis::collectAssumptions``: for every
    ``llvm.intr.assume`` under ``root`` (in walk order), each operand of the
    op defining its condition maps to that op; operands that are integer
    constants are left out unless ``filter_constants`` is false.  (Triton
    crashes on a condition that is a block argument; it is skipped here.)"""
    assumptions: Assumptions = {}
    for op in root.walk(pre_order=False):
        if not isinstance(op, AssumeOp):
            continue
        cond_op = op.operands[0].defining_op
        if cond_op is None:
            continue
        for operand in cond_op.operands:
            if filter_constants and _constant_int(operand) is not None:
                continue
            assumptions.setdefault(operand, {})[cond_op] = None
    return assumptions


def _assumed_range_from(assumption: Operation, anchor: Value, use_block: Optional[Block],
                        dom: DominanceInfo, remark: Optional[RemarkFn]) -> Optional[ConstantIntRanges]:
    """``maybeGetAssumedRangeHelper``: the range one assumption gives
    ``anchor`` in ``use_block``, if its block dominates that block."""
    if not isinstance(assumption, CmpIOp):
        if remark is not None:
            remark(assumption, "unsupported assumption operation")
        return None
    if use_block is None or not dom.dominates_block(assumption.parent, use_block):
        return None
    return get_bound_from_cmp_op(assumption, anchor, remark)


def _assumed_range(all_assumptions: Iterable[Operation], anchor: Value, use_block: Optional[Block],
                   dom: DominanceInfo, remark: Optional[RemarkFn]) -> Optional[ConstantIntRanges]:
    """``maybeGetAssumedRange``: the intersection of what every applicable
    assumption gives; when its signed lower bound is non-negative it is
    rebuilt from its signed bounds (so ``0 <= x <= 1024`` does not keep the
    unsigned maximum of ``x >= 0``)."""
    result: Optional[ConstantIntRanges] = None
    for assumption in all_assumptions:
        tmp = _assumed_range_from(assumption, anchor, use_block, dom, remark)
        if tmp is None:
            continue
        result = tmp if result is None else result.intersection(tmp)
    if result is not None and result.smin >= 0:
        return ConstantIntRanges.from_signed(result.smin, result.smax, result.width)
    return result


# ---------------------------------------------------------------------------
# Helpers of the analysis
# ---------------------------------------------------------------------------


def _enclosing_function(v: Value) -> Optional[FuncOp]:
    """``getEnclosingFunction``: the ``tt.func`` holding ``v`` (None where
    Triton asserts)."""
    op = v.defining_op if not isinstance(v, BlockArgument) else None
    if op is None and isinstance(v, BlockArgument):
        op = v.block.parent_op
    while op is not None and not isinstance(op, FuncOp):
        op = op.parent_op
    return op


def _func_entry_block(func: Optional[FuncOp]) -> Optional[Block]:
    if func is None or not func.regions or not func.regions[0].blocks:
        return None
    return func.regions[0].blocks[0]


def _enclosing_loops(op: Operation) -> list:
    """``getEnclosingLoops``: the loop-like ops around ``op``, innermost first."""
    loops = []
    cur = op.parent_op
    while cur is not None:
        if isinstance(cur, LoopLikeOpInterface):
            loops.append(cur)
        cur = cur.parent_op
    return loops


def _pid_range(result: Value, hi: int) -> ConstantIntRanges:
    """``inferResultRangesPID``: ``[0, hi]`` as the result type reads it."""
    width = storage_bitwidth(result.type)
    return ConstantIntRanges.range(0, hi & ((1 << width) - 1), _is_signed_int(result.type), width)


def _enum_int(op: Operation, name: str) -> int:
    a = op.attributes[name]
    return a.value if isinstance(a, A.IntegerAttr) else int(a)


def _make_range_range(op: MakeRangeOp) -> ConstantIntRanges:
    """``tt.make_range {start, end}`` is the half-open ``[start, end)``."""
    elt = op.results[0].type.element_type()
    width = storage_bitwidth(elt)
    mask = (1 << width) - 1
    start = op.attributes["start"].value
    end = op.attributes["end"].value
    return ConstantIntRanges.range(start & mask, (end - 1) & mask, _is_signed_int(elt), width)


#: The top of ``inferResultRangesMaxNonNegSigned``'s range (``tt.histogram``'s results): all
#: ones (Triton 3.6: the signed range ``[0, -1]``, which reads as every unsigned value), or from
#: Triton 3.9 the largest signed value (``[0, 2^(w-1) - 1]`` both ways).
MAX_NON_NEG_SIGNED_TOP = Versioned(
    "all ones", Since((3, 9), "signed max", "Triton 3.9.0 (upstream PR not identified): tt.histogram's results "
                                            "are in [0, signed max] where 3.6-3.8 gave fromSigned(0, all ones)"),
    name="AMD range analysis: the top of a non-negative signed range")


def _max_non_neg_signed(result: Value) -> ConstantIntRanges:
    """``inferResultRangesMaxNonNegSigned``: non-negative, up to all ones (the
    signed range ``[0, -1]``, every unsigned value) or, from Triton 3.9, up to
    the largest signed value (:data:`MAX_NON_NEG_SIGNED_TOP`)."""
    width = storage_bitwidth(result.type)
    top = (1 << width) - 1 if resolve_active(MAX_NON_NEG_SIGNED_TOP) == "all ones" else (1 << (width - 1)) - 1
    return ConstantIntRanges.from_signed(0, top, width)


#: Ops whose results are their (first) operand's range.
_FORWARD_OPS = (TransOp, SplitOp, BroadcastOp, ExpandDimsOp, SplatOp, ReshapeOp, ConvertLayoutOp)
#: Ops whose result is the union of their two operands' ranges.
_UNION_OPS = (JoinOp, CatOp)
#: Ops whose results need every operand's range.
_SHAPE_OPS = _FORWARD_OPS + _UNION_OPS + (GatherOp,)
#: Ops with a range fixed by the op alone.
_FIXED_OPS = (GetProgramIdOp, MakeRangeOp, HistogramOp, GetNumProgramsOp)


# ---------------------------------------------------------------------------
# The analysis
# ---------------------------------------------------------------------------


class TritonIntegerRangeAnalysis(IntegerRangeAnalysis):
    """``triton::AMD::TritonIntegerRangeAnalysis``.

    ``assumptions`` comes from :func:`collect_assumptions`, ``dom`` is the
    dominance the assumptions are checked with, ``remark`` receives the
    analysis's remarks (unsupported assumptions).  ``assume_no_arith_overflow``
    is accepted as Triton's constructor does; Triton 3.6.0 never reads it.  ``pid_bounds``
    (axis -> largest program id; Triton 3.8's ``setPidBound``) replaces the default bound of
    ``tt.get_program_id`` on those axes; only the test pass sets it (from 3.8,
    :data:`pyopt.transforms.test_amd_range_analysis.PID_BOUND_ATTRS`)."""

    def __init__(self, solver: DataFlowSolver, assumptions: Optional[Assumptions] = None,
                 dom: Optional[DominanceInfo] = None, assume_no_arith_overflow: bool = False,
                 remark: Optional[RemarkFn] = None, debug: Optional[Callable[[str], object]] = None,
                 pid_bounds: Optional[dict] = None):
        super().__init__(solver)
        self.pid_bounds: dict = dict(pid_bounds or {})
        self.assumptions: Assumptions = assumptions if assumptions is not None else {}
        self.dom = dom if dom is not None else DominanceInfo()
        self.assume_no_arith_overflow = assume_no_arith_overflow
        self.remark = remark
        #: loop -> the smallest total trip count seen (``loopTripCounts``).
        self.loop_trip_counts: dict = {}
        #: (loop, lattice) -> how often the lattice changed through the loop.
        self.loop_visits: dict = {}
        # result -> its assumed range, for the op being visited.
        self._op_result_assumption: dict = {}
        #: Receives Triton's ``LLVM_DEBUG`` lines (``-debug-only=tritonamdgpu-range-analysis``
        #: without the ``[tritonamdgpu-range-analysis]: `` prefix), if set.
        self.debug = debug
        self._printer = None

    # -- debug log --------------------------------------------------------------
    def initialize(self, top: Operation) -> None:
        if self.debug is not None:
            # names as MLIR's printAsOperand gives them (numbered from the top op)
            self._printer = Printer(Namer(top))
        super().initialize(top)

    def _name(self, v: Value) -> str:
        return self._printer.namer.value(v)

    def _op_text(self, op: Operation, skip_regions: bool = False) -> str:
        """The op as ``dbgs() << *op`` prints it (regions as ``{...}`` with
        ``skip_regions``)."""
        text = self._printer.op(op)
        if skip_regions and op.regions:
            text = text.split("\n", 1)[0] + "...}"
        return text

    # -- assumptions ------------------------------------------------------------
    def maybe_get_assumed_range(self, anchor: Value, use_block: Optional[Block]) -> Optional[ConstantIntRanges]:
        """``maybeGetAssumedRange``: the tightest range the assumptions on
        ``anchor`` whose blocks dominate ``use_block`` give, or None."""
        found = self.assumptions.get(anchor)
        if not found:
            return None
        return _assumed_range(found, anchor, use_block, self.dom, self.remark)

    def initialize_func_op(self, func: FuncOp) -> None:
        """``initializeFuncOp``: every argument with assumptions starts from
        its assumed range in the entry block (or the maximal range), without
        propagation (before the solver runs)."""
        entry = _func_entry_block(func)
        if entry is None:
            return
        for arg in entry.args:
            if arg not in self.assumptions:
                continue
            lattice = self.get_lattice_element(arg)
            rng = IntegerValueRange.get_max_range(arg)
            assumed = self.maybe_get_assumed_range(arg, entry)
            if assumed is not None:
                rng = IntegerValueRange(assumed)
            assert lattice.value.is_uninitialized(), "lattice must in \"bottom\" state"
            self.join_lattice(lattice, rng)

    # -- trip counts ------------------------------------------------------------
    def maybe_get_trip_count(self, loop: Operation) -> Optional[int]:
        """``maybeGetTripCount``: ``ceil((ub - lb) / step)`` from the bounds
        (constants, or the current ranges: ``smax`` of both bounds, ``smin``
        of the step), None without a single induction variable or when the
        (step-ordered) bounds are inverted."""
        iv = _single(loop.get_loop_induction_vars())
        if iv is None:
            return None
        lower = _single(loop.get_loop_lower_bounds())
        upper = _single(loop.get_loop_upper_bounds())
        step = _single(loop.get_loop_steps())
        width = storage_bitwidth(iv.type)
        smax = (1 << (width - 1)) - 1
        block = iv.parent_block

        def info(bound, read_smin: bool, default: Optional[int] = None) -> int:
            # (signed values) Triton 3.6's lambda tests its optional<bool> for
            # presence: only the step (no flag) reads smin; from 3.7 the lower
            # bound reads smin too (TRIP_COUNT_LOWER_BOUND_SMIN).
            if bound is not None:
                if isinstance(bound, A.Attribute):
                    if isinstance(bound, A.IntegerAttr):
                        w = storage_bitwidth(bound.type)
                        return _signed(bound.value, w) if w else bound.value
                elif isinstance(bound, Value):
                    lat = self.get_lattice_element_for(block, bound)
                    if not lat.value.is_uninitialized():
                        r = lat.value.get_value()
                        return r.smin if read_smin else r.smax
            if default is not None:
                return default
            return -(1 << (width - 1)) if read_smin else smax

        lo = info(lower, resolve_active(TRIP_COUNT_LOWER_BOUND_SMIN))
        hi = info(upper, False)
        step_val = info(step, True, 1)
        if step_val < 0:
            lo, hi = hi, lo
        if step_val == 0:
            step_val = 1
        if hi >= lo:
            return _divide_ceil_signed(_wrap64(hi - lo), step_val)
        return None

    def get_total_loop_trip_count(self, loop: Operation) -> int:
        """``getTotalLoopTripCount``: the product of the trip counts of
        ``loop`` and the loops around it (unknown: ``K_DEFAULT_MAX_TRIP_COUNT
        + 1``)."""
        total = 1
        for lp in [loop] + _enclosing_loops(loop):
            tc = self.maybe_get_trip_count(lp)
            total = _wrap64(total * (tc if tc is not None else K_DEFAULT_MAX_TRIP_COUNT + 1))
        return total

    def get_simulation_steps(self, loop: Operation) -> int:
        """How many changes each of ``loop``'s lattices may take: its total trip
        count (:meth:`get_total_loop_trip_count`), or from Triton 3.9 the largest
        of its own and those of the loops nested in it that are at most
        :data:`K_DEFAULT_MAX_TRIP_COUNT` (:data:`LOOP_STEPS_OVER_NEST`: a loop
        holding loops runs until the innermost have run).  (Inferred from the
        3.9.0 wheel's logs: equal on its corpus and on the two-level nest of
        test/convert-to-buffer-ops-releases/range-analysis-nested-loops.mlir.
        Still unmatched: a three-level nest, and two-level nests (16 x 16 as in
        Triton's amd-range-analysis.mlir @forNested given layouts, 2 x 9, 7 x 3
        turns) where pyopt lets the inner loop's iteration argument take one or
        more changes the wheel does not, after an entry restarted it; no single
        entry rule tried (count the entry, restart unless the value entered has
        run out of steps) matches them all.)"""
        own = self.get_total_loop_trip_count(loop)
        if not resolve_active(LOOP_STEPS_OVER_NEST):
            return own
        inner = [self.get_total_loop_trip_count(op) for op in loop.walk()
                 if isinstance(op, LoopLikeOpInterface) and op is not loop]
        return max([own] + [t for t in inner if t <= K_DEFAULT_MAX_TRIP_COUNT])

    # -- dataflow hooks ---------------------------------------------------------
    def set_to_entry_state(self, lattice: IntegerValueRangeLattice) -> None:
        """An integer (or index) value starts from its assumed range in its
        function's entry block, else the maximal range; other values stay
        uninitialized."""
        anchor = lattice.anchor
        if not _is_int_like(anchor.type):
            return
        entry = _func_entry_block(_enclosing_function(anchor))
        rng = IntegerValueRange.get_max_range(anchor)
        assumed = self.maybe_get_assumed_range(anchor, entry)
        if assumed is not None:
            rng = IntegerValueRange(assumed)
        changed = self.join_lattice(lattice, rng)
        if changed and self.debug is not None:
            self.debug(f"Set range of {self._name(anchor)} to {_fmt(rng)}")
        self.propagate_if_changed(lattice, changed)

    def _default_transfer(self, op: Operation, result: Value, results: list,
                          incoming: IntegerValueRange) -> None:
        """``defaultTransferFunc``: join ``incoming`` (intersected with the
        result's assumed range, if any) into the result's lattice."""
        assumed = self._op_result_assumption.get(result)
        if assumed is not None and self.maybe_get_assumed_range(result, op.parent) is not None \
                and incoming.value is not None:
            incoming = IntegerValueRange(incoming.value.intersection(assumed))
        lattice = results[result.index]
        changed = self.join_lattice(lattice, incoming)
        if self.debug is not None:
            self.debug(f"{'>Inferred range for: ' if changed else '>Remain unchanged: '}{self._name(result)}, "
                       f"resulting state:{_fmt(lattice.value)}, in value-range: {_fmt(incoming)}")
        self.propagate_if_changed(lattice, changed)

    def visit_operation(self, op: Operation, operands: list, results: list) -> None:
        """``visitOperation``: operands with an assumed range (in the op's
        block) are read as that range, results are intersected with theirs;
        a result left without a range gets its assumed one."""
        block = op.parent
        self._op_result_assumption = {}
        for r in op.results:
            assumed = self.maybe_get_assumed_range(r, block)
            if assumed is not None:
                self._op_result_assumption[r] = assumed
        ranges = []
        for v, lat in zip(op.operands, operands):
            assumed = self.maybe_get_assumed_range(v, block)
            ranges.append(lat.value if assumed is None else IntegerValueRange(assumed))
        self._visit_operation_helper(op, ranges, results)
        for r, lattice in zip(op.results, results):
            assumed = self._op_result_assumption.get(r)
            if assumed is None:
                continue
            vr = lattice.value
            if not vr.is_uninitialized() and not is_empty_initialized_range(vr.get_value()):
                continue
            changed = self.join_lattice(lattice, IntegerValueRange(assumed))
            if changed and self.debug is not None:
                self.debug(f">Force apply assumed value range. value:{self._name(r)}, range:{assumed}")
            self.propagate_if_changed(lattice, changed)

    def _visit_operation_helper(self, op: Operation, ranges: list, results: list) -> None:
        """``visitOperationHelper``: the transfer function proper."""
        if self.debug is not None:
            self.debug(f"Inferring ranges for {self._op_text(op)}")

        def set_result(v: Value, rng) -> None:
            if isinstance(rng, ConstantIntRanges):
                rng = IntegerValueRange(rng)
            self._default_transfer(op, v, results, rng)

        if isinstance(op, _FIXED_OPS):
            r = op.results[0]
            if isinstance(op, GetProgramIdOp):
                set_result(r, _pid_range(r, self.pid_bounds.get(_enum_int(op, "axis"), K_DEFAULT_MAX_PROGRAMS - 1)))
            elif isinstance(op, GetNumProgramsOp):
                set_result(r, _pid_range(r, K_DEFAULT_MAX_PROGRAMS))
            elif isinstance(op, MakeRangeOp):
                set_result(r, _make_range_range(op))
            else:
                for res in op.results:
                    set_result(res, _max_non_neg_signed(res))
            return

        if isinstance(op, ExtractSliceOp):
            set_result(op.results[0], ranges[0])
            return

        if isinstance(op, _SHAPE_OPS):
            if any(r.is_uninitialized() for r in ranges):
                self.set_all_to_entry_states(results)
                return
            args = [r.get_value() for r in ranges]
            if isinstance(op, _FORWARD_OPS):
                for res in op.results:
                    set_result(res, args[0])
            elif isinstance(op, _UNION_OPS):
                for res in op.results:
                    set_result(res, args[0].range_union(args[1]))
            else:  # GatherOp: the source's range
                set_result(op.results[0], args[0])
            return

        if isinstance(op, InferIntRangeInterface):
            for res, rng in zip(op.results, op.infer_result_ranges(ranges)):
                if rng.is_uninitialized():
                    continue  # the op set no range for it
                set_result(res, rng)
            return

        self.set_all_to_entry_states(results)

    def visit_region_successors(self, point, branch: Operation, successor: Optional[Region],
                                lattices: list) -> None:
        """``visitRegionSuccessors`` with loops run abstractly: each (loop,
        lattice) pair takes at most the loop's total trip count changes, and
        above :data:`K_DEFAULT_MAX_TRIP_COUNT` gets the maximal range."""
        if self.debug is not None:
            self.debug(f"Visit Region Succesors of {self._op_text(branch, True)}")
        loop = branch if isinstance(branch, LoopLikeOpInterface) else None
        if loop is not None:
            if loop not in self.loop_trip_counts:
                self.loop_trip_counts[loop] = _INT64_MAX
                for lat in lattices:
                    self.loop_visits[(loop, lat)] = 0
            count = self.get_simulation_steps(loop)
            if self.debug is not None:
                self.debug(f"{resolve_active(TRIP_COUNT_LOG)} for {self._op_text(loop, True)}")
                self.debug(f" --> {count}")
            if count < self.loop_trip_counts[loop]:
                self.loop_trip_counts[loop] = count

        preds = self.get_or_create_for(point, point, PredecessorState)
        assert preds.all_known, "unexpected unresolved region successors"
        for op in list(preds.known):
            if op is branch:
                operands = branch.get_entry_successor_operands(successor)
            elif isinstance(op, RegionBranchTerminatorOpInterface):
                operands = op.get_successor_operands(successor)
            else:
                operands = None
            if operands is None:
                self.set_all_to_entry_states(lattices)
                return
            inputs = preds.successor_inputs(op)
            restart = op is branch and resolve_active(LOOP_ENTRY_RESTARTS_SIMULATION)
            to_results = not isinstance(point, Block)
            first = 0
            if len(inputs) != len(lattices):
                if not isinstance(point, Block):
                    if inputs:
                        first = inputs[0].index
                    succ = RegionSuccessor(None, branch.results[first:first + len(inputs)])
                else:
                    if inputs:
                        first = inputs[0].index
                    region = point.parent
                    succ = RegionSuccessor(region, region.blocks[0].args[first:first + len(inputs)])
                self.visit_non_control_flow_arguments(branch, succ, lattices, first)
            for v, lat in zip(operands, lattices[first:]):
                if loop is not None and not restart \
                        and self.loop_visits.get((loop, lat), 0) >= self.loop_trip_counts[loop]:
                    continue
                if loop is not None and self.loop_trip_counts[loop] > K_DEFAULT_MAX_TRIP_COUNT:
                    changed = self.join_lattice(lat, IntegerValueRange.get_max_range(v))
                else:
                    oper = self.get_lattice_element_for(point, v).value
                    changed = self.join_lattice(lat, oper)
                    if changed and self.debug is not None:
                        self.debug(f"Operand lattice {self._name(v)} --> {_fmt(oper)}")
                self.propagate_if_changed(lat, changed)
                if loop is not None and changed:
                    if not restart:
                        self.loop_visits[(loop, lat)] = self.loop_visits.get((loop, lat), 0) + 1
                    elif not to_results:
                        self.loop_visits[(loop, lat)] = 1


# ---------------------------------------------------------------------------
# Running it, reading it
# ---------------------------------------------------------------------------


def initialize_func_ops(root: Operation, analysis: TritonIntegerRangeAnalysis) -> None:
    """``initializeFuncOps``: :meth:`~TritonIntegerRangeAnalysis.initialize_func_op`
    on every ``tt.func`` under ``root`` (pre-order)."""
    for op in root.walk():
        if isinstance(op, FuncOp):
            analysis.initialize_func_op(op)


class _Scoped:
    """An analysis whose initialization does not enter the ops in ``skipped``:
    nothing in them is visited, so (when no call crosses between them and the
    rest) the other ops' states come out as if they were absent."""

    skipped: frozenset = frozenset()

    def _initialize_recursively(self, op: Operation) -> None:
        if op not in self.skipped:
            super()._initialize_recursively(op)


class _ScopedDeadCodeAnalysis(_Scoped, DeadCodeAnalysis):
    pass


class _ScopedConstantPropagation(_Scoped, SparseConstantPropagation):
    pass


class _ScopedRangeAnalysis(_Scoped, TritonIntegerRangeAnalysis):
    pass


def _functions_under(root: Operation) -> list:
    """The functions under ``root`` that no other function holds, in pre-order
    (function bodies are not walked)."""
    out, stack = [], [root]
    while stack:
        op = stack.pop()
        if isinstance(op, FunctionOpInterface):
            out.append(op)
            continue
        children = [o for region in op.regions for block in region.blocks for o in block.ops if o.regions]
        stack.extend(reversed(children))
    return out


def solve(root: Operation, assumptions: Optional[Assumptions] = None, dom: Optional[DominanceInfo] = None,
          remark: Optional[RemarkFn] = None, debug: Optional[Callable[[str], object]] = None,
          only: Optional[set] = None, pid_bounds: Optional[dict] = None) -> DataFlowSolver:
    """Run the analysis as Triton's AMD passes do: collect the assumptions
    under ``root`` (unless given), load dead code analysis, sparse constant
    propagation and :class:`TritonIntegerRangeAnalysis` in a solver,
    initialize the ``tt.func`` arguments, and run on ``root`` (the module).
    ``debug`` receives the analysis's debug log (Triton's
    ``-debug-only=tritonamdgpu-range-analysis`` lines).  Returns the solver;
    :func:`range_analysis_of` gives the analysis.

    ``only``: solve just these functions (a set no call enters or leaves),
    leaving the other functions of ``root`` unvisited.  The functions do not
    interact, and the solver's worklist keeps each one's items in the order the
    whole run gives them, so their states are those of the whole run.

    ``pid_bounds``: the analysis's bounds of program ids per axis (``setPidBound``)."""
    if assumptions is None:
        assumptions = collect_assumptions(root)
    solver = DataFlowSolver()
    dom = dom if dom is not None else DominanceInfo()
    if only is None:
        solver.load(DeadCodeAnalysis)
        solver.load(SparseConstantPropagation)
        analysis = solver.load(TritonIntegerRangeAnalysis, assumptions, dom, remark=remark, debug=debug,
                               pid_bounds=pid_bounds)
        initialize_func_ops(root, analysis)
    else:
        functions = _functions_under(root)
        skipped = frozenset(f for f in functions if f not in only)
        scoped = [solver.load(_ScopedDeadCodeAnalysis), solver.load(_ScopedConstantPropagation)]
        analysis = solver.load(_ScopedRangeAnalysis, assumptions, dom, remark=remark, debug=debug,
                               pid_bounds=pid_bounds)
        for a in (*scoped, analysis):
            a.skipped = skipped
        for f in functions:  # pre-order, as initialize_func_ops
            if isinstance(f, FuncOp) and f not in skipped:
                analysis.initialize_func_op(f)
    solver.initialize_and_run(root)
    return solver


def range_analysis_of(solver: DataFlowSolver) -> TritonIntegerRangeAnalysis:
    """The :class:`TritonIntegerRangeAnalysis` loaded in ``solver``."""
    for analysis in solver.analyses:
        if isinstance(analysis, TritonIntegerRangeAnalysis):
            return analysis
    raise LookupError("no TritonIntegerRangeAnalysis loaded")


def is_empty_initialized_range(r: ConstantIntRanges) -> bool:
    """``isEmptyInitializedRange``: the width-0 ("not an integer") range."""
    return r.width == 0


def collect_ranges(solver: DataFlowSolver, values: Iterable[Value]) -> list:
    """``collectRanges``: each value's range, None where the solver has
    none (no lattice, uninitialized, or not an integer)."""
    out = []
    for v in values:
        lat = solver.lookup(v, IntegerValueRangeLattice)
        if lat is None or lat.value.is_uninitialized() or is_empty_initialized_range(lat.value.get_value()):
            out.append(None)
        else:
            out.append(lat.value.get_value())
    return out


def cmpi_is_statically_true(solver: DataFlowSolver, cmp: CmpIOp) -> bool:
    """``cmpIIsStaticallyTrue``: both operands' ranges are known and make
    the predicate true for all their values."""
    return evaluate_cmpi(solver, cmp) is True


def evaluate_cmpi(solver: DataFlowSolver, cmp: CmpIOp) -> Optional[bool]:
    """``evaluateCmpI`` (Triton 3.8): True or False when both operands' ranges are known and
    make the predicate hold for all their values or for none, else None."""
    lhs, rhs = collect_ranges(solver, cmp.operands)
    if lhs is None or rhs is None:
        return None
    return evaluate_pred(CmpPredicate(cmp.attributes["predicate"].value), lhs, rhs)


#: What the AMD passes ask of a comparison's operand ranges: whether they prove it true
#: (``cmpIIsStaticallyTrue``), or from Triton 3.8 its value, true or false (``evaluateCmpI``).
#: ``-fold-true-cmpi`` folds accordingly (its pattern's algorithm is chosen by this rule, see
#: :mod:`pyopt.transforms.fold_true_cmpi`) and the test pass remarks "result is false" too.
CMPI_EVALUATION = Versioned(
    "statically true",
    Since((3, 8), "true or false", "triton-lang/triton#9805: evaluateCmpI replaces cmpIIsStaticallyTrue; "
                                   "FoldTrueCmpIOp replaces any arith.cmpi (tensors too) the operand ranges "
                                   "decide by an arith.constant one or zero, the test pass remarks 'result is "
                                   "false'"),
    name="AMD range analysis: what a comparison's ranges decide")
