"""AxisInfo: what is known, per dimension, about the integers and pointers of
a kernel.  A port of Triton 3.6.0's ``lib/Analysis/AxisInfo.cpp`` and
``include/triton/Analysis/AxisInfo.h`` (commit 4b184ccc).

For every value (scalar or tensor), per dimension ``d``:

* ``contiguity[d]``: the length of the shortest run of consecutive integers
  (x, x+1, x+2, ...) along ``d``.  ``[[10, 11, 12, 13, 18, 19, 20, 21],
  [20, 21, 22, 23, 28, 29, 30, 31]]`` has contiguity ``[1, 4]``.
* ``divisibility[d]``: the largest power of two dividing the first element of
  every such run (for pointers: the address in bytes).  The same array has
  divisibility ``[1, 2]``; ``[0, 1, 2, 0, 4, 5, 6, 7]`` has divisibility 1,
  because its contiguity is 1.  2^62 (:data:`K_MAX_DIVISOR`) is "any power":
  the divisibility of the constant 0.
* ``constancy[d]``: the length of the shortest run of equal values along
  ``d``.  ``[[8, 8, 8, 8, 12, 12, 12, 12], ...]`` has constancy ``[1, 4]``.
* ``constant_value``: the value when the whole value is one known integer
  (integer constants are zero-extended to 64 bits, as Triton reads them with
  ``getZExtValue``: ``arith.constant -1 : i32`` is 4294967295).

The pieces and the Triton code each mirrors:

* :class:`AxisInfo` - ``class AxisInfo`` (value, ``join``,
  ``getPessimisticValueState``, ``initPessimisticStateFromFunc``,
  ``initDimVectorFromHint``, ``print``).
* the visitor table :data:`DEFAULT_VISITORS` - the ``*AxisInfoVisitor``
  classes, registered in the order of ``AxisInfoAnalysis``'s constructor; the
  first visitor matching an op wins; ops nobody matches get the pessimistic
  state.  Each rule's docstring carries Triton's reasoning.
* :class:`AxisInfoAnalysis` - ``AxisInfoAnalysis`` (a sparse forward dataflow
  analysis: ``visitOperation`` with hint overrides, ``scf.for`` induction
  variables, ``ttg.warp_specialize`` captures), run by
  :mod:`pyopt.analysis.dataflow`'s solver next to dead code analysis and
  constant propagation, as Triton's ``createDataFlowSolver`` does.
* :class:`ModuleAxisInfoAnalysis` - ``ModuleAxisInfoAnalysis`` over the call
  graph (``CallGraph`` in include/triton/Analysis/Utility.h), with
  ``getAxisInfo``, ``getContiguity``, ``getAlignment``, ``getMaskAlignment``.
* :func:`get_num_elements_per_thread` - ``getNumElementsPerThread``
  (lib/Dialect/TritonGPU/Transforms/Utility.cpp), which coalesce uses.
* :func:`add_amd_visitors` - AMD's ``AxisInfoExt::addVisitors``
  (third_party/amd/lib/Analysis/AxisInfoExt.cpp).

Later releases: each difference from 3.6.0 is a release rule declared below (the section "What
changed after Triton 3.6"), read where the rule applies; the 3.7.1, 3.8.0 and 3.9.0 wheels are the
reference (test/axis-info-releases/, one file per rule, CHECK lines from the wheels' coalesce logs).
3.7 clamps add/sub divisibility to the result's runs; 3.8 reads constants sign-extended, spreads a
contiguity-1 dimension's divisibility to every dimension, gives ``tt.reshape`` a rule and clamps
``arith.select``; 3.9 changes remainders, shifts and pointer bitcasts and folds constants exactly
(:func:`evaluate_constant`).  ``getNumElementsPerThread`` caps atomics from 3.8
(:data:`ATOMIC_WIDTH_CAP`).

Differences from Triton:

* Triton's ``ModuleAxisInfoAnalysis`` writes the call-site facts it carries
  into a callee as ``tt.contiguity``/``tt.divisibility``/``tt.constancy`` i64
  attributes on the callee's arguments (so triton-opt prints them).  This
  analysis never mutates the IR: it keeps them in
  :attr:`ModuleAxisInfoAnalysis.callee_arg_hints`, reads them back in place of
  the attributes, and :meth:`ModuleAxisInfoAnalysis.write_callee_arg_hints`
  writes them when a pass wants triton-opt's exact output.
* C++ undefined behaviour (constant division by zero, shifts by 64 or more)
  is given defined results (no constant; the shift count taken modulo 64, as
  x86 does).
"""

from __future__ import annotations

import math
from typing import Callable, Iterable, Optional, Sequence, Union

from pyopt import debuglog
from pyopt.analysis.dataflow import (
    DataFlowSolver, Lattice, RegionSuccessor, SparseForwardDataFlowAnalysis, create_dataflow_solver,
    splat_int_value,
)
from pyopt.diagnostics import op_error
from pyopt.dialects.arith.ops import (
    AddIOp, AndIOp, CmpIOp, ConstantOp, DivSIOp, DivUIOp, ExtSIOp, ExtUIOp, MaxSIOp, MaxUIOp,
    MinSIOp, MinUIOp, MulIOp, OrIOp, RemSIOp, RemUIOp, SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp,
    TruncIOp, XOrIOp,
)
from pyopt.dialects.builtin.ops import ModuleOp, UnrealizedConversionCastOp
from pyopt.dialects.tt.ops import (
    AddPtrOp, AtomicCASOp, AtomicLoadOp, AtomicRMWOp, AtomicStoreOp, BitcastOp, BroadcastOp,
    ExpandDimsOp, LoadOp, MakeRangeOp, RMW_OPS, ReshapeOp, SplatOp, StoreOp, TransOp,
)
from pyopt.dialects.ttg.ops import (
    AsyncCopyGlobalToLocalOp, ConvertLayoutOp, WarpSpecializePartitionsOp,
)
from pyopt.dialects.ub.ops import PoisonOp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import BlockArgument, Operation, OpResult, Value
from pyopt.ir.interfaces import CallOpInterface, FunctionOpInterface, LoopLikeOpInterface
from pyopt.ir.traits import IsolatedFromAbove
from pyopt.ir.version import Since, Versioned, resolve_active

__all__ = [
    "K_MAX_DIVISOR",
    "AxisInfo",
    "AxisInfoVisitorList",
    "AxisInfoAnalysis",
    "ModuleAxisInfoAnalysis",
    "CallGraphCycleError",
    "check_call_graph",
    "arg_hint",
    "DEFAULT_VISITORS",
    "highest_pow2_divisor",
    "get_num_elements_per_thread",
    "get_ptr_contiguity",
    "get_ptr_alignment",
    "get_mask_alignment",
    "add_amd_visitors",
]

INT64_MIN = -(1 << 63)
#: ``kMaxDivisor = highestPowOf2Divisor<int64_t>(0)``: 2^62.
K_MAX_DIVISOR = 1 << 62

HINT_NAMES = ("tt.contiguity", "tt.divisibility", "tt.constancy")


# ---------------------------------------------------------------------------
# Integer helpers with C++ int64 semantics
# ---------------------------------------------------------------------------


def _i64(x: int) -> int:
    """Wrap to a signed 64-bit integer (C++ int64 arithmetic)."""
    x &= (1 << 64) - 1
    return x - (1 << 64) if x >> 63 else x


def _u32(x: int) -> int:
    """Truncate to C++ ``unsigned`` (32 bits)."""
    return x & 0xFFFFFFFF


def _tdiv(a: int, b: int) -> int:
    """C++ integer division (truncation towards zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _trem(a: int, b: int) -> int:
    """C++ ``%`` (the sign of the dividend)."""
    return a - b * _tdiv(a, b)


def gcd(a: int, b: int, *rest: int) -> int:
    """AxisInfo.cpp's ``gcd``: 0 is the identity, checked on the first two
    arguments only (``gcd(0, x, y)`` is ``x``)."""
    if a == 0:
        return b
    if b == 0:
        return a
    g = math.gcd(a, b)
    if not rest:
        return g
    return gcd(g, *rest)


def highest_pow2_divisor(n: int, bits: int = 64) -> int:
    """``highestPowOf2Divisor<T>`` (include/triton/Dialect/Triton/IR/Utility.h)
    for a ``bits``-wide integer: 0 and the minimum give 2^(bits-2)."""
    if n == 0 or n == -(1 << (bits - 1)):
        return 1 << (bits - 2)
    return n & -n


def _highest_pow2_divisor_u32(n: int) -> int:
    """``highestPowOf2Divisor<uint32_t>``: 0 gives 2^30."""
    n = _u32(n)
    if n == 0:
        return 1 << 30
    return n & -n


def multiply_divisor(lhs: int, rhs: int) -> int:
    """``multiplyDivisor``: ``lhs * rhs``, or 2^62 if that overflows."""
    if rhs == 0:
        return 0
    if lhs > _tdiv(K_MAX_DIVISOR, rhs):
        return K_MAX_DIVISOR
    return _i64(lhs * rhs)


def _shl1(shift: int) -> int:
    """C++ ``1ll << shift`` as x86 computes it (count modulo 64)."""
    return _i64(1 << (shift & 63))


def _is_power_of_2_64(v: int) -> bool:
    v &= (1 << 64) - 1
    return v != 0 and v & (v - 1) == 0


def _abs64(v: int) -> int:
    """``std::abs`` on int64 (INT64_MIN stays INT64_MIN)."""
    return v if v == INT64_MIN else abs(v)


# ---------------------------------------------------------------------------
# The lattice value
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# What changed after Triton 3.6 (each rule names the upstream change; the wheels of 3.7.1, 3.8.0
# and 3.9.0 are the reference: test/axis-info/releases-*.mlir)
# ---------------------------------------------------------------------------

#: AddSub divisibility.  3.6: ``gcd(div_lhs, div_rhs)``.  From 3.7 the divisibility is that of the
#: first element of a *result* run: two contiguous sides give 2 (both divisibilities even) or 1
#: (``subi`` of runs of equal length keeps the gcd), and where one side is contiguous the gcd also
#: takes the result's contiguity (in bytes for ``tt.addptr``).
ADDSUB_DIVISIBILITY = Versioned(False, Since((3, 7), True, "triton-lang/triton#9297: AddSub divisibility "
                                                       "follows the result's runs (contiguous + contiguous: 2 "
                                                       "or 1; one side contiguous: clamped by the result "
                                                       "contiguity)"),
                                name="axis-info: add/sub divisibility of contiguous runs")

#: Integer constants: 3.6 reads them zero-extended (``getZExtValue``: ``-4 : i32`` is 4294967292);
#: from 3.8 sign-extended (``getSExtValue``), so ``divsi`` by -4 and ``maxsi`` of negatives fold
#: as signed integers.
SIGNED_CONSTANTS = Versioned(False, Since((3, 8), True, "triton-lang/triton#9613: AxisInfo reads integer "
                                                    "constants sign-extended (getSExtValue)"),
                             name="axis-info: integer constants sign-extended")

#: Where a dimension has contiguity 1 its divisibility holds for every element, so from 3.8 every
#: AxisInfo raises each dimension's divisibility to the largest such one (``getGlobalDivisibility``,
#: applied by the constructor): ``div [2, 8], contig [1, 1]`` becomes ``div [8, 8]``.
GLOBAL_DIVISIBILITY = Versioned(False, Since((3, 8), True, "triton-lang/triton#10575: global divisibility "
                                                       "(the largest divisibility of a contiguity-1 dimension "
                                                       "holds for every dimension)"),
                                name="axis-info: global divisibility")

#: ``tt.reshape``: no rule up to 3.7 (the pessimistic state); from 3.8 its result dims inherit the
#: source dims they split (:func:`reshape_rule`).
RESHAPE_AXIS_INFO = Versioned(False, Since((3, 8), True, "triton-lang/triton#9670: [AxisInfo] Add ReshapeOp"),
                              name="axis-info: tt.reshape")

#: ``arith.select`` with a tensor condition: from 3.8 the divisibility is also clamped by the
#: result's contiguity (the condition's constancy may cut the runs).
SELECT_DIVISIBILITY = Versioned(False, Since((3, 8), True, "triton-lang/triton#10359: SelectOp divisibility "
                                                       "clamped by the output contiguity"),
                                name="axis-info: select divisibility clamped by contiguity")

#: ``arith.remsi``/``remui`` divisibility.  3.6: ``gcd(div_lhs, div_rhs)`` when the divisor is
#: constant over runs, else 1.  3.9: always the gcd, clamped by the result's contiguity where an
#: operand's runs are longer than the result's.
REM_DIVISIBILITY = Versioned(False, Since((3, 9), True, "Triton 3.9.0 (upstream PR not found; the same "
                                                    "change as intel/intel-xpu-backend-for-triton#7752): "
                                                    "remainder divisibility is the gcd of the operands', "
                                                    "clamped to the result contiguity"),
                             name="axis-info: remainder divisibility")

#: Shifts.  3.6: an unknown ``shli`` amount counts as 0 and any constant amount is used modulo 64.
#: 3.9: a contiguous lhs shifted by anything but a known 0 counts as divisibility 1, an unknown
#: amount keeps that, and an amount of at least the bit width gives 1 (``shli`` and ``shr*``).
SHIFT_DIVISIBILITY = Versioned(False, Since((3, 9), True, "Triton 3.9.0 (triton-lang/triton#9613's unknown-"
                                                      "shift and shift-UB fixes as 3.9 ships them): unknown "
                                                      "or too-large shift amounts"),
                               name="axis-info: shift divisibility")

#: ``tt.bitcast`` of pointers to a pointee of another size: 3.6 passes the info through; 3.9 resets
#: contiguity to 1 and clamps the divisibility of contiguous dims to the source element's bytes.
POINTER_BITCAST = Versioned(False, Since((3, 9), True, "triton-lang/triton#11314: pointer element-size "
                                                   "bitcasts reset contiguity and clamp alignment"),
                            name="axis-info: pointer bitcast")

#: Constants.  Up to 3.8 each visitor folds constants in 64-bit arithmetic (casts pass them
#: through).  3.9 folds them first, exactly, at the type's width (:func:`evaluate_constant`):
#: where ``overflow<nsw|nuw>`` makes the result poison, for a division by zero or a shift of at
#: least the bit width there is no constant; scalar ``arith.cmpi`` folds too; the visitors no
#: longer fold, and integer casts no longer keep a constant they did not prove.
EXACT_CONSTANTS = Versioned(False, Since((3, 9), True, "Triton 3.9.0 (upstream PR not found; AxisInfo.cpp's "
                                                   "ConstantEvaluator: \"keep constants exact on defined "
                                                   "executions\"): constants folded at their width, none "
                                                   "where the op's flags make the result poison"),
                            name="axis-info: exact constant folding")


class AxisInfo:
    """The lattice value (``class AxisInfo``).  ``rank`` 0 is Triton's
    default-constructed AxisInfo: "not computed yet"."""

    __slots__ = ("contiguity", "divisibility", "constancy", "constant_value")

    def __init__(self, contiguity: Sequence[int] = (), divisibility: Sequence[int] = (),
                 constancy: Sequence[int] = (), constant_value: Optional[int] = None):
        self.contiguity = tuple(contiguity)
        self.divisibility = tuple(divisibility)
        self.constancy = tuple(constancy)
        self.constant_value = constant_value
        if len(self.contiguity) > 1 and 1 in self.contiguity and resolve_active(GLOBAL_DIVISIBILITY):
            g = self.global_divisibility()
            self.divisibility = tuple(max(dv, g) for dv in self.divisibility)

    def global_divisibility(self) -> int:
        """``getGlobalDivisibility`` (Triton 3.8): the largest divisibility of a dimension with
        contiguity 1 (it holds for every element); 1 if there is none."""
        return max((dv for c, dv in zip(self.contiguity, self.divisibility) if c == 1), default=1)

    @property
    def rank(self) -> int:
        return len(self.contiguity)

    def get_contiguity(self, d: int) -> int:
        return self.contiguity[d]

    def get_divisibility(self, d: int) -> int:
        return self.divisibility[d]

    def get_constancy(self, d: int) -> int:
        return self.constancy[d]

    def __eq__(self, other) -> bool:
        return (isinstance(other, AxisInfo) and self.contiguity == other.contiguity
                and self.divisibility == other.divisibility and self.constancy == other.constancy
                and self.constant_value == other.constant_value)

    def __hash__(self) -> int:
        return hash((self.contiguity, self.divisibility, self.constancy, self.constant_value))

    def __str__(self) -> str:
        """``AxisInfo::print``."""
        def vec(v):
            return "[" + ", ".join(str(x) for x in v) + "]"
        cv = "<none>" if self.constant_value is None else str(self.constant_value)
        return (f"contiguity = {vec(self.contiguity)}, divisibility = {vec(self.divisibility)}, "
                f"constancy = {vec(self.constancy)}, constant_value = {cv}")

    def __repr__(self) -> str:
        return f"AxisInfo({self})"

    @staticmethod
    def join(lhs: "AxisInfo", rhs: "AxisInfo") -> "AxisInfo":
        """``AxisInfo::join``: per dimension, the gcd of contiguity and of
        constancy, :func:`divisibility_from_contiguity` for divisibility; the
        constant survives only if both sides have the same one.  A rank-0
        side is "no information yet" and yields the other side."""
        if not lhs.contiguity:  # rank 0
            return rhs
        if not rhs.contiguity:
            return lhs
        cont, div, const = [], [], []
        for d in range(len(lhs.contiguity)):
            cont.append(gcd(lhs.contiguity[d], rhs.contiguity[d]))
            div.append(divisibility_from_contiguity(lhs, rhs, d))
            const.append(gcd(lhs.constancy[d], rhs.constancy[d]))
        cv = None
        if lhs.constant_value is not None and lhs.constant_value == rhs.constant_value:
            cv = lhs.constant_value
        return AxisInfo(cont, div, const, cv)


def divisibility_from_contiguity(lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    """``getDivisibilityFromContiguity``: the divisibility of a value that is
    either ``lhs`` or ``rhs`` (a join, a select, a max/min).

    If the contiguities are equal, or one is unresolved (2^62, resolved later),
    the runs start at the same places: gcd of the divisibilities.  Otherwise
    the result's runs may start inside a run of one side: e.g. ``[[0, 1],
    [4, 5]]`` and ``[[16, 17, 18, 19]]`` give contiguity 2 and divisibility 2,
    because 18 is not divisible by 4 - so the contiguities join the gcd."""
    lc, rc = lhs.contiguity[d], rhs.contiguity[d]
    if lc == rc or K_MAX_DIVISOR in (lc, rc):
        return gcd(lhs.divisibility[d], rhs.divisibility[d])
    return gcd(lhs.divisibility[d], rhs.divisibility[d], lc, rc)


def _hint_vector(attr) -> Optional[tuple]:
    """``initDimVectorFromHint``: an integer hint gives a 1-vector of its
    zero-extended value, a dense hint its elements (read as ``int``)."""
    if attr is None:  # (the usual case: no hint)
        return None
    if isinstance(attr, A.BoolAttr):
        return (int(attr.value),)
    if isinstance(attr, A.IntegerAttr):
        t = attr.type
        w = t.width if isinstance(t, T.IntegerType) else 64
        return (attr.value & ((1 << w) - 1),)
    if isinstance(attr, A.DenseElementsAttr) and attr.hex is None:
        vals = list(attr.values)
        t = attr.type
        if attr.splat and isinstance(t, T.RankedTensorType):
            vals = vals * t.num_elements()
        out = []
        for v in vals:
            v = int(v)
            v &= 0xFFFFFFFF
            out.append(v - (1 << 32) if v >> 31 else v)
        return tuple(out)
    return None


def _checked_hint(attr, rank: int) -> Optional[tuple]:
    """The values a hint on a value of rank ``rank`` gives its dimensions.

    Triton 3.6.0 takes a hint's values as they are (:func:`_hint_vector`),
    however many: where their count differs from the rank (a scalar
    ``{tt.contiguity = 4 : i32}`` on a rank-2 tensor, as in Triton's own
    test/Analysis/amd/test-alignment.mlir) its AxisInfo reads past them or
    ignores some, and its behaviour is undefined (an assertion in a debug
    build).  pyopt defines it, and the passes that run AxisInfo warn
    (:func:`hint_warnings`); never an error:

    * one value: every dimension gets it;
    * more values than the rank: the first ``rank``;
    * fewer (but more than one): the hint is ignored."""
    return _hint_rule(_hint_vector(attr), rank)[0]


def _hint_rule(hint: Optional[tuple], rank: int) -> tuple[Optional[tuple], str]:
    """The values :func:`_checked_hint` gives, and what pyopt did ("" when the
    count is the rank's, or there is no hint): one rule for both."""
    if hint is None or len(hint) == rank:
        return hint, ""
    if len(hint) == 1:
        return hint * rank, "pyopt gives every dimension its value"
    if len(hint) > rank:
        return hint[:rank], f"pyopt uses the first {rank}"
    return None, "pyopt ignores it"


def hint_warning(attr, rank: int, name: str, subject: str) -> Optional[str]:
    """The warning for a hint whose meaning :func:`_checked_hint` defines
    where Triton's is undefined, or None."""
    hint = _hint_vector(attr)
    how = _hint_rule(hint, rank)[1]
    if not how:
        return None
    n = len(hint)
    return (f"'{name}' hint has {n} value{'s' if n != 1 else ''}, but {subject} has rank {rank}: {how} "
            "(Triton 3.6.0's behaviour is undefined)")


def hint_warnings(module: Operation) -> list:
    """(op, message) for each hint in ``module`` whose meaning Triton leaves
    undefined and pyopt defines (:func:`_checked_hint`), in walk order: for
    the passes that run AxisInfo to report as warnings (-axis-info,
    -coalesce, -access-report).  Reads the IR only."""
    out = []
    for op in module.walk():
        attrs = op.attributes
        if not attrs:  # (most ops: no hint, and a function always has attributes)
            continue
        if isinstance(op, FunctionOpInterface):  # (_is_function, inlined)
            arg_attrs = attrs.get("arg_attrs")
            if not isinstance(arg_attrs, A.ArrayAttr):
                continue  # no argument has an attribute (function_arg_attr: None)
            body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
            n = len(arg_attrs)
            for arg in (body.args if body is not None else ()):
                index = arg.index
                d = arg_attrs[index] if index < n else None  # (function_arg_attr, inlined)
                if not isinstance(d, A.DictAttr):
                    continue
                for name in HINT_NAMES:
                    attr = d.get(name)
                    if attr is None:
                        continue  # (no hint: no warning)
                    msg = hint_warning(attr, _rank_of(arg.type), name, f"argument #{index}")
                    if msg:
                        out.append((op, msg))
        elif op.results:
            for name in HINT_NAMES:
                attr = attrs.get(name)
                if attr is not None:
                    msg = hint_warning(attr, _rank_of(op.results[0].type), name, "result #0")
                    if msg:
                        out.append((op, msg))
    return out


def _rank_of(t) -> int:
    """The rank ``getPessimisticValueState`` gives a value of type ``t``."""
    if isinstance(t, T.RankedTensorType):
        return t.rank
    if isinstance(t, T.PointerType) and isinstance(t.pointee, T.RankedTensorType):
        return t.pointee.rank
    return 1


def function_arg_attr(func: Operation, index: int, name: str):
    """``funcOp.getArgAttr(index, name)`` from the IR."""
    arg_attrs = func.attributes.get("arg_attrs")
    if not isinstance(arg_attrs, A.ArrayAttr) or index >= len(arg_attrs):
        return None
    d = arg_attrs[index]
    return d.get(name) if isinstance(d, A.DictAttr) else None


def arg_hint(func: Operation, index: int, name: str) -> Optional[tuple]:
    """The values of hint ``name`` on argument ``index`` of ``func``, read as
    AxisInfo reads them (:func:`_hint_vector`: an integer or dense hint; any
    other attribute is no hint), or None."""
    return _hint_vector(function_arg_attr(func, index, name))


ArgAttrLookup = Callable[[Operation, int, str], object]


def pessimistic_value_state(value: Value, arg_attr: ArgAttrLookup = function_arg_attr) -> AxisInfo:
    """``AxisInfo::getPessimisticValueState``: all ones, except

    * a function's arguments take their ``tt.contiguity``/``tt.divisibility``/
      ``tt.constancy`` attributes (``initPessimisticStateFromFunc``);
    * the arguments of ``ttg.warp_specialize`` partitions start at 2^62 ("no
      information"), to be joined with the captured values;
    * an op's results take the op's hint attributes."""
    rank = _rank_of(value.type)
    cont = [1] * rank
    div = [1] * rank
    const = [1] * rank
    if isinstance(value, BlockArgument):
        block = value.block
        region = block.parent
        if region is not None and region.blocks and region.blocks[0] is block:
            op = region.parent
            if op is not None and _is_function(op):
                vecs = {"tt.contiguity": cont, "tt.divisibility": div, "tt.constancy": const}
                for name in HINT_NAMES:
                    hint = _checked_hint(arg_attr(op, value.index, name), rank)
                    if hint is not None:
                        vecs[name] = list(hint)
                cont, div, const = vecs["tt.contiguity"], vecs["tt.divisibility"], vecs["tt.constancy"]
            elif isinstance(op, WarpSpecializePartitionsOp):
                cont = div = const = [K_MAX_DIVISOR] * rank
    elif isinstance(value, OpResult):
        op = value.op
        for name, target in (("tt.divisibility", "div"), ("tt.contiguity", "cont"),
                             ("tt.constancy", "const")):
            hint = _checked_hint(op.attributes.get(name), rank)
            if hint is not None:
                if target == "div":
                    div = list(hint)
                elif target == "cont":
                    cont = list(hint)
                else:
                    const = list(hint)
    return AxisInfo(cont, div, const)


def _is_function(op: Operation) -> bool:
    return isinstance(op, FunctionOpInterface)


# ---------------------------------------------------------------------------
# Visitors: one rule per op kind, in AxisInfoAnalysis's registration order
# ---------------------------------------------------------------------------

Rule = Callable[[Operation, list], AxisInfo]


def _shape(op: Operation) -> Optional[tuple]:
    t = op.results[0].type
    return t.shape if isinstance(t, T.RankedTensorType) else None


def _const_info(op: Operation, rank: int, value: int) -> AxisInfo:
    """What ``BinaryOpVisitorImpl`` returns when the result is a known
    constant: contiguity 1, divisibility of the value, constancy the whole
    shape (1 for a scalar)."""
    shape = _shape(op)
    const = list(shape) if shape is not None else [1] * rank
    return AxisInfo([1] * rank, [highest_pow2_divisor(value)] * rank, const, value)


class BinaryRule:
    """``BinaryOpVisitorImpl``: a binary op's info, dimension by dimension,
    from hooks a subclass overrides.  Defaults: contiguity 1, divisibility 1,
    constancy ``gcd(lhs, rhs)`` (runs of equal values on both sides stay
    equal), no constant.  If the result is a known constant, the usual
    constant info is returned instead."""

    def __call__(self, op: Operation, operands: list) -> AxisInfo:
        lhs, rhs = operands[0], operands[1]
        rank = lhs.rank
        # (3.9 folds constants before the visitors, exactly: :func:`evaluate_constant`)
        cv = None if resolve_active(EXACT_CONSTANTS) else self.constant_value(op, lhs, rhs)
        if cv is not None:
            return _const_info(op, rank, cv)
        cont, div, const = [], [], []
        for d in range(rank):
            cont.append(self.contiguity(op, lhs, rhs, d))
            const.append(self.constancy(op, lhs, rhs, d))
            div.append(self.divisibility(op, lhs, rhs, d))
        return AxisInfo(cont, div, const, None)

    def contiguity(self, op, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
        return 1

    def divisibility(self, op, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
        return 1

    def constancy(self, op, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
        return gcd(lhs.constancy[d], rhs.constancy[d])

    def constant_value(self, op, lhs: AxisInfo, rhs: AxisInfo) -> Optional[int]:
        return None


def _is_contiguous_dim(info: AxisInfo, shape, d: int) -> bool:
    """``isContiguousDim``: one run of consecutive integers spans dim d."""
    return info.contiguity[d] == shape[d]


def _is_constant_dim(info: AxisInfo, shape, d: int) -> bool:
    """``isConstantDim``: dim d holds a single value."""
    return info.constancy[d] == shape[d]


def unrealized_conversion_cast_rule(op: Operation, operands: list) -> AxisInfo:
    """``UnrealizedConversionCastOpAxisInfoVisitor``: pass the operand's info
    through, unless the result is a tensor of another rank (then the
    pessimistic state of result #0, so no later rule sees a wrong rank)."""
    t = op.results[0].type
    if isinstance(t, T.RankedTensorType) and t.rank != operands[0].rank:
        return pessimistic_value_state(op.results[0])
    return operands[0]


def cast_rule(op: Operation, operands: list) -> AxisInfo:
    """``CastOpAxisInfoVisitor``: extsi/extui/trunci, convert_layout and
    bitcast (and Triton's gluon set_auto_layout) keep every element's value (or its bit pattern), so
    the operand's info carries over unchanged."""
    return operands[0]


def integer_cast_rule(op: Operation, operands: list) -> AxisInfo:
    """``IntegerCastOpAxisInfoVisitor`` (extsi/extui/trunci): the operand's info; from 3.9
    (:data:`EXACT_CONSTANTS`) without its constant, which only :func:`evaluate_constant` may
    carry over (exactly, at the new width)."""
    info = operands[0]
    if resolve_active(EXACT_CONSTANTS):
        return AxisInfo(info.contiguity, info.divisibility, info.constancy)
    return info


def make_range_rule(op: Operation, operands: list) -> AxisInfo:
    """``MakeRangeOpAxisInfoVisitor``: ``[start, start+1, ..., end-1]`` is one
    run of ``end - start`` consecutive integers starting at ``start``, so
    contiguity ``end - start``, divisibility ``highestPowOf2Divisor(start)``
    (start as uint32: 0 gives 2^30), constancy 1."""
    start = op.attributes["start"].value
    end = op.attributes["end"].value
    return AxisInfo([_u32(end - start)], [_highest_pow2_divisor_u32(start)], [1])


def poison_rule(op: Operation, operands: list) -> AxisInfo:
    """``PoisonOpAxisInfoVisitor``: a poison value is never used, so it claims
    everything (2^62 contiguity, divisibility and constancy) and gets joined
    away by whatever it meets."""
    t = op.results[0].type
    rank = t.rank if isinstance(t, T.RankedTensorType) else 1
    return AxisInfo([K_MAX_DIVISOR] * rank, [K_MAX_DIVISOR] * rank, [K_MAX_DIVISOR] * rank)


def _constant(value: int, width: int) -> int:
    """An integer constant of ``width`` bits as AxisInfo keeps it: zero-extended to 64 bits
    (Triton 3.6's ``getZExtValue``), sign-extended from 3.8 (:data:`SIGNED_CONSTANTS`)."""
    w = min(width, 64)
    v = value & ((1 << w) - 1)
    if resolve_active(SIGNED_CONSTANTS) and v >> (w - 1):
        v -= 1 << w
    return _i64(v)


def constant_rule(op: Operation, operands: list) -> AxisInfo:
    """``ConstantOpAxisInfoVisitor``: an integer (or bool) constant ``v``:
    contiguity 1, divisibility ``highestPowOf2Divisor(v)``, constancy 1 (the
    whole shape for a splat tensor), constant ``v`` extended to 64 bits (zero-extended up to 3.7,
    sign-extended from 3.8: :func:`_constant`).
    Other constants (floats, non-splat tensors) get no rule."""
    attr = op.attributes.get("value")
    t = op.results[0].type
    if isinstance(attr, A.BoolAttr):
        v = _constant(int(attr.value), 1)
        return AxisInfo([1], [highest_pow2_divisor(v)], [1], v)
    if isinstance(attr, A.IntegerAttr):
        at = attr.type
        w = at.width if isinstance(at, T.IntegerType) else 64
        v = _constant(attr.value, w)
        return AxisInfo([1], [highest_pow2_divisor(v)], [1], v)
    if isinstance(attr, A.DenseElementsAttr) and isinstance(t, T.RankedTensorType):
        e = t.element
        if isinstance(e, (T.IntegerType, T.IndexType)):
            v = splat_int_value(attr)
            if v is not None:
                w = e.width if isinstance(e, T.IntegerType) else 64
                v = _constant(v, w)
                return AxisInfo([1] * t.rank, [highest_pow2_divisor(v)] * t.rank, list(t.shape), v)
    return AxisInfo()


def _pointee_bytes(ptr_type) -> int:
    """``max(1, getPointeeBitWidth(type) / 8)``."""
    e = ptr_type.element_type()
    p = e.pointee if isinstance(e, T.PointerType) else e
    if isinstance(p, T.RankedTensorType):
        p = p.element
    try:
        bits = T.bit_width(p)
    except TypeError:
        bits = 8
    return max(1, bits // 8)


class AddSubRule(BinaryRule):
    """``AddSubOpAxisInfoVisitor`` for ``tt.addptr``, ``arith.addi`` and
    ``arith.subi``."""

    def contiguity(self, op, lhs, rhs, d):
        """A contiguous run plus a constant run is contiguous over their
        overlap: ``max(gcd(cst_l, cont_r), gcd(cont_l, cst_r))``.  Contiguity
        means increasing, so for ``subi`` only a contiguous lhs minus a
        constant rhs stays contiguous: ``gcd(cont_l, cst_r)``."""
        if isinstance(op, SubIOp):
            return gcd(lhs.contiguity[d], rhs.constancy[d])
        return max(gcd(lhs.constancy[d], rhs.contiguity[d]), gcd(lhs.contiguity[d], rhs.constancy[d]))

    def divisibility(self, op, lhs, rhs, d):
        """lhs = k * d_lhs = k * k' * gcd(d_lhs, d_rhs);
        rhs = p * d_rhs = p * p' * gcd(d_lhs, d_rhs);
        lhs + rhs = (k * k' + p * p') * gcd(d_lhs, d_rhs).
        ``addptr %p, %o`` adds ``o * elemSize`` bytes, so the offset's
        divisibility is multiplied by the element size: ``addptr`` of 16 (a
        ptr<i32>) and [0, 1, 2, 3] gives [16, 20, 24, 28], still contiguous
        in elements, with divisibility 16 bytes."""
        ld, rd = lhs.divisibility[d], rhs.divisibility[d]
        elem = 1
        if isinstance(op, AddPtrOp):
            elem = _pointee_bytes(op.operand(0).type)
            rd = multiply_divisor(rd, elem)
        if not resolve_active(ADDSUB_DIVISIBILITY):
            return gcd(ld, rd)
        # (3.7) divisibility is about the first element of each *result* run
        lc, rc = lhs.contiguity[d], rhs.contiguity[d]
        if lc > 1 and rc > 1:
            # base_l + t and base_r + t: their sum steps by 2 (only its parity is known); their
            # difference is constant over runs of the same length
            if isinstance(op, SubIOp) and lc == rc:
                return gcd(ld, rd)
            return 2 if ld % 2 == 0 and rd % 2 == 0 else 1
        if lc > 1 or rc > 1:
            # a result run may start inside an operand's run: at most the result's run length
            return gcd(ld, rd, multiply_divisor(self.contiguity(op, lhs, rhs, d), elem))
        return gcd(ld, rd)

    def constant_value(self, op, lhs, rhs):
        a, b = lhs.constant_value, rhs.constant_value
        if a is None or b is None:
            return None
        if isinstance(op, AddIOp):
            return _i64(a + b)
        if isinstance(op, SubIOp):
            return _i64(a - b)
        return _i64(a + _i64(b * _pointee_bytes(op.operand(0).type)))


class MulRule(BinaryRule):
    """``MulIOpAxisInfoVisitor``."""

    def contiguity(self, op, lhs, rhs, d):
        """``x * 1 = x`` and ``1 * x = x`` keep x's contiguity; otherwise 1."""
        lc = lhs.contiguity[d] if rhs.constant_value == 1 else 1
        rc = rhs.contiguity[d] if lhs.constant_value == 1 else 1
        return max(lc, rc)

    def divisibility(self, op, lhs, rhs, d):
        """The product of the divisibilities (capped at 2^62), where a
        contiguous run [2^n, 2^n+1, ...] counts as divisibility 1 unless the
        other side is the constant 1."""
        ld = lhs.divisibility[d]
        if lhs.contiguity[d] > 1 and rhs.constant_value != 1:
            ld = 1
        rd = rhs.divisibility[d]
        if rhs.contiguity[d] > 1 and lhs.constant_value != 1:
            rd = 1
        return multiply_divisor(ld, rd)

    def constant_value(self, op, lhs, rhs):
        a, b = lhs.constant_value, rhs.constant_value
        if a is not None and b is not None:
            return _i64(a * b)
        if a == 0 or b == 0:
            return 0
        return None


class DivRule(BinaryRule):
    """``DivOpAxisInfoVisitor`` for ``arith.divsi`` and ``arith.divui``."""

    def contiguity(self, op, lhs, rhs, d):
        """``x / 1 = x``; otherwise 1."""
        return lhs.contiguity[d] if rhs.constant_value == 1 else 1

    def constancy(self, op, lhs, rhs, d):
        """lhs contiguous, rhs constant:
        lhs: d_lhs * k, d_lhs * k + 1, ..., d_lhs * k + n;
        rhs: d_rhs * p, d_rhs * p, ..., d_rhs * p;
        lhs / rhs = d_lhs * k / (d_rhs * p), (d_lhs * k + 1) / (d_rhs * p), ...
        Because d_lhs % d_rhs = 0 or d_rhs % d_lhs = 0, runs of equal
        quotients are at least gcd(d_lhs, d_rhs) long; that may exceed the
        run of lhs, hence also the gcd with lhs's contiguity."""
        c = gcd(lhs.constancy[d], rhs.constancy[d])
        shape = _shape(op)
        if shape is None:
            return c
        if _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
            c = max(c, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
        return c

    def divisibility(self, op, lhs, rhs, d):
        """0 / x = 0 and x / 1 = x keep lhs's divisibility; a non-contiguous
        lhs divided by a power of two ``2^k`` keeps ``div_lhs / 2^k``
        (at least 1); otherwise 1."""
        if lhs.constant_value == 0:
            return lhs.divisibility[d]
        if rhs.constant_value == 1:
            return lhs.divisibility[d]
        rv = rhs.constant_value
        if rv is not None and _is_power_of_2_64(_abs64(rv)) and lhs.contiguity[d] == 1:
            return max(1, _tdiv(lhs.divisibility[d], _abs64(rv)))
        return 1

    def constant_value(self, op, lhs, rhs):
        a, b = lhs.constant_value, rhs.constant_value
        if a is None or b is None or b == 0 or (a == INT64_MIN and b == -1):
            return None
        return _tdiv(a, b)


class RemRule(BinaryRule):
    """``RemOpAxisInfoVisitor`` for ``arith.remsi`` and ``arith.remui``."""

    def contiguity(self, op, lhs, rhs, d):
        """lhs contiguous, rhs constant:
        lhs: d_lhs * k, d_lhs * k + 1, ..., d_lhs * k + n;
        rhs: d_rhs * p, d_rhs * p, ..., d_rhs * p;
        lhs % rhs = d_lhs * k % (d_rhs * p), (d_lhs * k + 1) % (d_rhs * p), ...
        Because d_lhs % d_rhs = 0 or d_rhs % d_lhs = 0, the remainders
        increase in runs of at least gcd(d_lhs, d_rhs), capped by lhs's
        contiguity.  Scalars and other cases: 1."""
        shape = _shape(op)
        if shape is None:
            return 1
        if _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
            return gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d])
        return 1

    def divisibility(self, op, lhs, rhs, d):
        """rhs constant over runs longer than 1:
        lhs = gcd(d_lhs, d_rhs) * k'', rhs = gcd(d_lhs, d_rhs) * p'', and
        lhs = rhs * q + r, so r is a multiple of gcd(d_lhs, d_rhs).
        Otherwise nothing: [2, 2, 4, 4] % [0, 1, 2, 3] = [0, 0, 0, 1].
        From 3.9 (:data:`REM_DIVISIBILITY`) always the gcd, but a result run may start inside
        an operand's longer run: then the gcd also takes the result's contiguity."""
        if resolve_active(REM_DIVISIBILITY):
            c = self.contiguity(op, lhs, rhs, d)
            dv = gcd(lhs.divisibility[d], rhs.divisibility[d])
            if lhs.contiguity[d] > c or rhs.contiguity[d] > c:
                dv = gcd(dv, c)
            return dv
        if rhs.constancy[d] > 1:
            return gcd(lhs.divisibility[d], rhs.divisibility[d])
        return 1

    def constancy(self, op, lhs, rhs, d):
        """``x % 1 = 0`` everywhere: the whole dimension."""
        c = gcd(lhs.constancy[d], rhs.constancy[d])
        shape = _shape(op)
        if shape is None:
            return c
        if rhs.constant_value == 1:
            return shape[d]
        return c

    def constant_value(self, op, lhs, rhs):
        a, b = lhs.constant_value, rhs.constant_value
        if a is not None and b is not None:
            if b == 0 or (a == INT64_MIN and b == -1):
                return None
            return _trem(a, b)
        if b == 1:
            return 0
        return None


def broadcast_rule(op: Operation, operands: list) -> AxisInfo:
    """``BroadcastOpAxisInfoVisitor``: a broadcast dimension (size 1 in the
    operand) becomes one constant run over the result's size, with
    contiguity 1; other dimensions keep the operand's info."""
    src_shape = op.operand(0).type.shape
    ret_shape = op.results[0].type.shape
    info = operands[0]
    cont, div, const = [], [], []
    for d in range(len(ret_shape)):
        cont.append(1 if src_shape[d] == 1 else info.contiguity[d])
        div.append(info.divisibility[d])
        const.append(ret_shape[d] if src_shape[d] == 1 else info.constancy[d])
    return AxisInfo(cont, div, const, info.constant_value)


def splat_rule(op: Operation, operands: list) -> AxisInfo:
    """``SplatOpAxisInfoVisitor``: one scalar everywhere: contiguity 1, the
    scalar's divisibility, constancy the whole shape, the scalar's constant."""
    shape = op.results[0].type.shape
    info = operands[0]
    rank = len(shape)
    return AxisInfo([1] * rank, [info.divisibility[0]] * rank, list(shape), info.constant_value)


def expand_dims_rule(op: Operation, operands: list) -> AxisInfo:
    """``ExpandDimsOpAxisInfoVisitor``: the new dimension (size 1) has
    contiguity 1, constancy 1 and the divisibility of the constant if the
    operand is one; else the gcd of the operand's divisibilities, where a
    contiguous dimension counts as 1 ([2^n, 2^n+1, ...])."""
    info = operands[0]
    cont, div, const = list(info.contiguity), list(info.divisibility), list(info.constancy)
    if info.constant_value is not None:
        new_div = highest_pow2_divisor(info.constant_value)
    elif info.rank:
        new_div = 1 if info.contiguity[0] > 1 else info.divisibility[0]
        for d in range(1, info.rank):
            new_div = gcd(new_div, 1 if info.contiguity[d] > 1 else info.divisibility[d])
    else:
        new_div = 1
    axis = op.attributes["axis"].value
    cont.insert(axis, 1)
    div.insert(axis, new_div)
    const.insert(axis, 1)
    return AxisInfo(cont, div, const, info.constant_value)


#: arith.cmpi predicates (MLIR's CmpIPredicate).
CMPI_PREDICATES = {0: "eq", 1: "ne", 2: "slt", 3: "sle", 4: "sgt", 5: "sge", 6: "ult", 7: "ule",
                   8: "ugt", 9: "uge"}


def _compare(pred: int, a: int, b: int) -> bool:
    """``CmpOpAxisInfoVisitor::compare`` on the int64 constants (unsigned
    predicates compare them as uint64)."""
    ua, ub = a & ((1 << 64) - 1), b & ((1 << 64) - 1)
    return {0: a == b, 1: a != b, 2: a < b, 3: a <= b, 4: a > b, 5: a >= b,
            6: ua < ub, 7: ua <= ub, 8: ua > ub, 9: ua >= ub}[pred]


def cmp_rule(op: Operation, operands: list) -> AxisInfo:
    """``CmpOpAxisInfoVisitor`` (tensors only; a scalar compare gets no
    rule, hence the pessimistic state).  Contiguity and divisibility 1.
    Constancy: the whole dimension if both sides are constants (and the
    constant 0/1 is known); else ``gcd(cst_l, cst_r)``, raised when a
    constant side meets a contiguous side whose runs line up with it:

        lhs: 4 4 4 4    (constant)     lhs: 4 5 6 7    (contiguous)
        rhs: 4 5 6 7    (contiguous)   rhs: 4 4 4 4    (constant)
        eq:  1 0 0 0                   eq:  1 0 0 0
        ne:  0 1 1 1                   ne:  0 1 1 1
        lt:  0 1 1 1                   le:  1 0 0 0
        le:  1 1 1 1                   lt:  0 0 0 0
        ge:  1 0 0 0                   gt:  0 1 1 1
        gt:  0 0 0 0                   ge:  1 1 1 1

    so ``gt``/``le`` with a constant lhs, and ``lt``/``ge`` with a constant
    rhs, are constant over ``gcd(contiguity, div_lhs, div_rhs)``."""
    t = op.results[0].type
    if not isinstance(t, T.RankedTensorType):
        return AxisInfo()
    shape = t.shape
    lhs, rhs = operands[0], operands[1]
    pred = op.attributes["predicate"].value
    gt_le = pred in (4, 8, 3, 7)
    lt_ge = pred in (2, 6, 5, 9)
    cont, div, const = [], [], []
    cv = None
    for d in range(t.rank):
        if lhs.constant_value is not None and rhs.constant_value is not None and not resolve_active(EXACT_CONSTANTS):
            hint = shape[d]
            cv = 1 if _compare(pred, lhs.constant_value, rhs.constant_value) else 0
        else:
            hint = gcd(lhs.constancy[d], rhs.constancy[d])
            if gt_le and _is_constant_dim(lhs, shape, d):
                hint = max(hint, gcd(rhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
            elif lt_ge and _is_constant_dim(rhs, shape, d):
                hint = max(hint, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
        const.append(hint)
        div.append(1)
        cont.append(1)
    return AxisInfo(cont, div, const, cv)


class LogicalRule(BinaryRule):
    """``LogicalOpAxisInfoVisitor`` (andi/ori/xori): only constancy
    (``gcd``) and the folded constant are known."""

    def constant_value(self, op, lhs, rhs):
        a, b = lhs.constant_value, rhs.constant_value
        if a is None or b is None:
            return None
        if isinstance(op, AndIOp):
            return a & b
        if isinstance(op, OrIOp):
            return a | b
        return a ^ b


def select_rule(op: Operation, operands: list) -> AxisInfo:
    """``SelectOpAxisInfoVisitor``: a known condition picks one side's info.
    Otherwise the result is each element from either side: gcd of the sides'
    contiguity and constancy (and, for a tensor condition, of the
    condition's constancy, since the choice changes where it changes),
    divisibility as in a join; a constant only if both sides are the same
    constant (then constancy is the whole shape)."""
    cond, lhs, rhs = operands[0], operands[1], operands[2]
    rank = lhs.rank
    if cond.constant_value is not None:
        src = rhs if cond.constant_value == 0 else lhs
        return AxisInfo(src.contiguity, src.divisibility, src.constancy, src.constant_value)
    i1_cond = isinstance(op.operand(0).type, T.IntegerType)
    cont, div, const = [], [], []
    for d in range(rank):
        if i1_cond:
            const.append(gcd(lhs.constancy[d], rhs.constancy[d]))
            div.append(divisibility_from_contiguity(lhs, rhs, d))
            cont.append(gcd(lhs.contiguity[d], rhs.contiguity[d]))
        else:
            const.append(gcd(lhs.constancy[d], rhs.constancy[d], cond.constancy[d]))
            cont.append(gcd(lhs.contiguity[d], rhs.contiguity[d], cond.constancy[d]))
            dv = divisibility_from_contiguity(lhs, rhs, d)
            if resolve_active(SELECT_DIVISIBILITY):  # (3.8) the condition may cut the runs
                dv = gcd(dv, cont[-1])
            div.append(dv)
    cv = None
    if lhs.constant_value is not None and lhs.constant_value == rhs.constant_value:
        cv = lhs.constant_value
    if cv is not None:
        shape = _shape(op)
        const = list(shape) if shape is not None else [1] * rank
    return AxisInfo(cont, div, const, cv)


def _shift_too_large(op: Operation, amount: int) -> bool:
    """``amount->uge(bitWidth)``: the amount, read unsigned, is at least the result's integer
    bit width."""
    width = T.bit_width(op.results[0].type.element_type())
    return (amount & ((1 << 64) - 1)) >= width


class ShlRule(BinaryRule):
    """``ShLIOpAxisInfoVisitor``."""

    def contiguity(self, op, lhs, rhs, d):
        """``x << 0 = x``; otherwise 1."""
        return lhs.contiguity[d] if rhs.constant_value == 0 else 1

    def divisibility(self, op, lhs, rhs, d):
        """``x << k`` multiplies x by 2^k (k the constant shift, 0 if
        unknown); a contiguous lhs counts as divisibility 1 when k != 0.
        3.9 (:data:`SHIFT_DIVISIBILITY`): a contiguous lhs counts as 1 unless k is known to be
        0; an unknown k keeps the lhs's; k of at least the bit width gives 1."""
        if resolve_active(SHIFT_DIVISIBILITY):
            amount = rhs.constant_value
            ld = lhs.divisibility[d]
            if lhs.contiguity[d] > 1 and amount != 0:
                ld = 1
            if amount is None:
                return ld
            if _shift_too_large(op, amount):
                return 1
            return multiply_divisor(ld, 1 << min(amount, 62))
        shift = rhs.constant_value or 0
        ld = lhs.divisibility[d]
        if lhs.contiguity[d] > 1 and shift:
            ld = 1
        return multiply_divisor(ld, _shl1(shift))

    def constant_value(self, op, lhs, rhs):
        a, b = lhs.constant_value, rhs.constant_value
        if a is None or b is None:
            return None
        return _i64(a << (b & 63))


class ShrRule(BinaryRule):
    """``ShROpAxisInfoVisitor`` for ``arith.shrui`` and ``arith.shrsi``."""

    def contiguity(self, op, lhs, rhs, d):
        """``x >> 0 = x``; otherwise 1."""
        return lhs.contiguity[d] if rhs.constant_value == 0 else 1

    def divisibility(self, op, lhs, rhs, d):
        """``x >> k`` divides x by 2^k: ``max(1, div_lhs / 2^k)``; unknown
        shift: 1; a contiguous lhs counts as divisibility 1 when k != 0."""
        if rhs.constant_value is None:
            return 1
        shift = rhs.constant_value
        if resolve_active(SHIFT_DIVISIBILITY):
            if _shift_too_large(op, shift):
                return 1
            shift = min(shift, 62)
        ld = lhs.divisibility[d]
        if lhs.contiguity[d] > 1 and shift:
            ld = 1
        return max(1, _tdiv(ld, _shl1(shift)))

    def constant_value(self, op, lhs, rhs):
        a, b = lhs.constant_value, rhs.constant_value
        if a is None or b is None:
            return None
        return a >> (b & 63)


def max_min_rule(op: Operation, operands: list) -> AxisInfo:
    """``MaxMinOpAxisInfoVisitor`` (maxsi/maxui/minsi/minui): two constants
    give the constant (compared as int64); otherwise each element is from
    one side: gcd of contiguity and constancy, divisibility as in a join."""
    lhs, rhs = operands[0], operands[1]
    rank = lhs.rank
    if lhs.constant_value is not None and rhs.constant_value is not None and not resolve_active(EXACT_CONSTANTS):
        if isinstance(op, (MaxSIOp, MaxUIOp)):
            cv = max(lhs.constant_value, rhs.constant_value)
        else:
            cv = min(lhs.constant_value, rhs.constant_value)
        return _const_info(op, rank, cv)
    cont, div, const = [], [], []
    for d in range(rank):
        const.append(gcd(lhs.constancy[d], rhs.constancy[d]))
        div.append(divisibility_from_contiguity(lhs, rhs, d))
        cont.append(gcd(lhs.contiguity[d], rhs.contiguity[d]))
    return AxisInfo(cont, div, const, None)


def bitcast_rule(op: Operation, operands: list) -> AxisInfo:
    """``tt.bitcast`` keeps every element's bit pattern: the operand's info (as
    :func:`cast_rule`).  From 3.9 (:data:`POINTER_BITCAST`, ``BitcastOpAxisInfoVisitor``) a
    pointer bitcast to a pointee of another size breaks the runs (each former element is a run
    of its own): contiguity 1, and a contiguous dimension's divisibility at most the source
    element's bytes."""
    info = operands[0]
    src = op.operand(0).type
    if not resolve_active(POINTER_BITCAST) or not isinstance(src.element_type(), T.PointerType):
        return info
    src_bytes = _pointee_bytes(src)
    if src_bytes == _pointee_bytes(op.results[0].type):
        return info
    div = [gcd(dv, src_bytes) if c > 1 else dv for c, dv in zip(info.contiguity, info.divisibility)]
    return AxisInfo([1] * info.rank, div, info.constancy, info.constant_value)


def reshape_rule(op: Operation, operands: list) -> AxisInfo:
    """``ReshapeOpAxisInfoVisitor`` (Triton 3.8, :data:`RESHAPE_AXIS_INFO`; none before: the
    pessimistic state).  A constant stays that constant.  Otherwise, in row-major order, each
    result dimension m (stride ``Q[m+1]``, the product of the sizes after it) falls inside one
    source dimension i (``P[i+1] <= Q[m+1] < P[i]``; a leading size-1 dimension uses i = 0):

    * a contiguous source dimension stays contiguous only where the result dimension starts on
      its boundary (equal strides), for at most the result's size; its divisibility carries over
      when the whole run survives, else at most the shortened run;
    * otherwise a constant run of the source dimension (``P[i+1] * constancy`` elements) gives
      the result dimension ``min(size, run / Q[m+1])``, and when the source dimension is
      constant over its whole size, the constant runs of the source dimensions before it merge in;
    * every divisibility is at least the source's global divisibility (its contiguity-1
      dimensions hold for every element)."""
    src = operands[0]
    dst_t = op.results[0].type
    if not resolve_active(RESHAPE_AXIS_INFO):
        return AxisInfo()
    if src.constant_value is not None:
        return AxisInfo([1] * dst_t.rank, [highest_pow2_divisor(src.constant_value)] * dst_t.rank,
                        list(dst_t.shape), src.constant_value)
    src_shape, dst_shape = list(op.operand(0).type.shape), list(dst_t.shape)

    def strides(shape):
        out = [1] * (len(shape) + 1)
        for d in range(len(shape) - 1, -1, -1):
            out[d] = out[d + 1] * shape[d]
        return out

    p, q = strides(src_shape), strides(dst_shape)
    g = src.global_divisibility()
    rank = len(dst_shape)
    cont, div, const = [1] * rank, [g] * rank, [1] * rank
    for m in range(rank):
        stride = q[m + 1]
        i = next((i for i in range(len(src_shape)) if p[i + 1] <= stride < p[i]), 0)
        src_stride = p[i + 1]
        sc, sd, sk = src.contiguity[i], src.divisibility[i], src.constancy[i]
        if sc > 1:
            if stride == src_stride:
                c = min(sc, dst_shape[m])
                cont[m] = c
                div[m] = max(g, sd if c == sc else min(sd, c))
            continue
        run_end = src_stride * sk
        if stride <= run_end:
            k = min(dst_shape[m], run_end // stride)
            remaining = dst_shape[m] // k
            dim = i - 1
            while sk == src_shape[i] and dim >= 0 and remaining > 1:
                piece = min(src_shape[dim], remaining)
                piece_k = min(src.constancy[dim], piece)
                k *= piece_k
                if piece_k < piece:
                    break
                remaining //= piece
                dim -= 1
            const[m] = k
    return AxisInfo(cont, div, const)


def load_rule(op: Operation, operands: list) -> AxisInfo:
    """``LoadOpAxisInfoVisitor``: loaded values are unknown (contiguity and
    divisibility 1) but equal pointers under an equal mask load equal values:
    constancy ``gcd(cst_ptr, cst_mask)`` (the pointer's alone if unmasked)."""
    ptr = operands[0]
    mask = operands[1] if len(operands) > 1 else None
    cont, div, const = [], [], []
    for d in range(ptr.rank):
        cont.append(1)
        div.append(1)
        const.append(gcd(ptr.constancy[d], mask.constancy[d] if mask is not None else 0))
    return AxisInfo(cont, div, const)


def trans_rule(op: Operation, operands: list) -> AxisInfo:
    """``TransOpAxisInfoVisitor``: result dimension d is source dimension
    ``order[d]``: permute every vector."""
    info = operands[0]
    order = list(op.attributes["order"].values)
    return AxisInfo([info.contiguity[s] for s in order], [info.divisibility[s] for s in order],
                    [info.constancy[s] for s in order], info.constant_value)


def _width(t) -> int:
    """``getIntegerBitWidth``: the integer element width of ``t``, 0 for anything else (index,
    floats, pointers)."""
    e = t.element_type()
    return e.width if isinstance(e, T.IntegerType) else 0


def _signed(v: int, w: int) -> int:
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def _unsigned(v: int, w: int) -> int:
    return v & ((1 << w) - 1)


def _flags(op: Operation) -> int:
    f = op.attributes.get("overflowFlags")
    return f.bits if f is not None else 0


def evaluate_constant(op: Operation, operands: list) -> Optional[int]:
    """Triton 3.9's ``ConstantEvaluator`` (:data:`EXACT_CONSTANTS`): the constant an integer op
    yields, computed at its result's width (kept sign-extended, as constants are from 3.8), or
    None: an operand is not constant, the op is not one it folds, or the result may be poison
    (``nsw``/``nuw`` overflow, division by zero, ``MIN / -1``, a shift of at least the width).
    ``muli`` by a constant 0 and ``remsi``/``remui`` by 1 (or ``remsi`` by -1) are 0 whatever the
    other operand."""
    if len(op.results) != 1:
        return None
    w = _width(op.results[0].type)
    if not w or not isinstance(op, _EVALUATED):
        return None
    cv = [info.constant_value for info in operands]
    if isinstance(op, (ExtSIOp, ExtUIOp, TruncIOp)):
        if cv[0] is None:
            return None
        if isinstance(op, ExtUIOp):
            return _signed(_unsigned(cv[0], _width(op.operand(0).type)), w)
        return _signed(cv[0], w)
    if isinstance(op, SelectOp):
        c, a, b = cv
        if c is not None:
            return b if c == 0 else a
        return a if a is not None and a == b else None
    if isinstance(op, MulIOp) and 0 in (cv[0], cv[1]):
        return 0
    if isinstance(op, (RemSIOp, RemUIOp)) and cv[1] is not None:
        if _unsigned(cv[1], w) == 1 or (isinstance(op, RemSIOp) and _signed(cv[1], w) == -1):
            return 0
    a, b = cv[0], cv[1]
    if a is None or b is None:
        return None
    if isinstance(op, CmpIOp):
        ow = _width(op.operand(0).type)
        if not ow:
            return None
        pred = op.attributes["predicate"].value
        sa, sb, ua, ub = _signed(a, ow), _signed(b, ow), _unsigned(a, ow), _unsigned(b, ow)
        r = {0: sa == sb, 1: sa != sb, 2: sa < sb, 3: sa <= sb, 4: sa > sb, 5: sa >= sb,
             6: ua < ub, 7: ua <= ub, 8: ua > ub, 9: ua >= ub}[pred]
        return -1 if r else 0  # (an i1, sign-extended)
    sa, sb, ua, ub = _signed(a, w), _signed(b, w), _unsigned(a, w), _unsigned(b, w)
    if isinstance(op, (AddIOp, SubIOp, MulIOp, ShLIOp)):
        if isinstance(op, ShLIOp):
            if ub >= w:
                return None
            exact_u, exact_s = ua << ub, sa << ub
        elif isinstance(op, AddIOp):
            exact_u, exact_s = ua + ub, sa + sb
        elif isinstance(op, SubIOp):
            exact_u, exact_s = ua - ub, sa - sb
        else:
            exact_u, exact_s = ua * ub, sa * sb
        flags = _flags(op)
        if flags & 2 and not 0 <= exact_u < (1 << w):  # nuw
            return None
        if flags & 1 and not -(1 << (w - 1)) <= exact_s < (1 << (w - 1)):  # nsw
            return None
        return _signed(exact_u, w)
    if isinstance(op, (DivSIOp, RemSIOp)):
        if sb == 0 or (isinstance(op, DivSIOp) and sa == -(1 << (w - 1)) and sb == -1):
            return None
        q = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
        return _signed(q if isinstance(op, DivSIOp) else sa - q * sb, w)
    if isinstance(op, (DivUIOp, RemUIOp)):
        if ub == 0:
            return None
        return _signed(ua // ub if isinstance(op, DivUIOp) else ua % ub, w)
    if isinstance(op, (ShRSIOp, ShRUIOp)):
        if ub >= w:
            return None
        return _signed(sa >> ub if isinstance(op, ShRSIOp) else ua >> ub, w)
    if isinstance(op, AndIOp):
        return _signed(ua & ub, w)
    if isinstance(op, OrIOp):
        return _signed(ua | ub, w)
    if isinstance(op, XOrIOp):
        return _signed(ua ^ ub, w)
    if isinstance(op, (MaxSIOp, MinSIOp)):
        return _signed(max(sa, sb) if isinstance(op, MaxSIOp) else min(sa, sb), w)
    return _signed(max(ua, ub) if isinstance(op, MaxUIOp) else min(ua, ub), w)


#: the ops :func:`evaluate_constant` folds (arith.constant has its own rule)
_EVALUATED = (ExtSIOp, ExtUIOp, TruncIOp, AddIOp, SubIOp, MulIOp, DivSIOp, DivUIOp, RemSIOp, RemUIOp,
              AndIOp, OrIOp, XOrIOp, ShLIOp, ShRSIOp, ShRUIOp, MinSIOp, MaxSIOp, MinUIOp, MaxUIOp,
              CmpIOp, SelectOp)


def constant_state(op: Operation, value: int) -> AxisInfo:
    """``AxisInfo::getConstantValueState``: contiguity 1, the value's divisibility, constancy
    the whole shape (1 for a scalar)."""
    t = op.results[0].type
    shape = list(t.shape) if isinstance(t, T.RankedTensorType) else [1]
    return AxisInfo([1] * len(shape), [highest_pow2_divisor(value)] * len(shape), shape, value)


#: What a visitor matches: an op class or a tuple of them (``isa<A, B>``,
#: checked with isinstance, so an interface class works too), or a predicate
#: on the op (``AxisInfoVisitor::match``), e.g. for an op with no class.
Match = Union[type, tuple, Callable[[Operation], bool]]

_UNRESOLVED = object()


class AxisInfoVisitorList:
    """``AxisInfoVisitorList``: visitors in the order appended; the first
    whose match accepts the op gives its rule.  While every match is an op
    class (or tuple of them), the answer depends only on ``type(op)`` and is
    kept per class, so a lookup is one dict access."""

    def __init__(self, visitors: Iterable[tuple[Match, Rule]] = ()):
        if visitors is DEFAULT_VISITORS:
            # every analysis (one per function) starts with these: share the answers (and
            # append nothing: the list is made once per function)
            self.visitors: list[tuple[Match, Rule]] = list(visitors)
            self._by_class_only = _DEFAULT_CLASS_MATCHES
            self._by_class: dict[type, Optional[Rule]] = _DEFAULT_BY_CLASS
            return
        self.visitors = []
        self._by_class = {}
        self._by_class_only = True
        for match, rule in visitors:
            self.append(match, rule)

    def append(self, match: Match, rule: Rule) -> None:
        self.visitors.append((match, rule))
        self._by_class = {}  # (a fresh dict: the shared default one stays as it is)
        if not isinstance(match, (type, tuple)):
            self._by_class_only = False

    def _first_match(self, op: Operation) -> Optional[Rule]:
        for match, rule in self.visitors:
            if isinstance(match, (type, tuple)):
                if isinstance(op, match):
                    return rule
            elif match(op):
                return rule
        return None

    def match(self, op: Operation) -> Optional[Rule]:
        if not self._by_class_only:
            return self._first_match(op)
        rule = self._by_class.get(type(op), _UNRESOLVED)
        if rule is _UNRESOLVED:
            rule = self._by_class[type(op)] = self._first_match(op)
        return rule

    def apply(self, op: Operation, operands: list) -> AxisInfo:
        rule = self._by_class.get(type(op), _UNRESOLVED) if self._by_class_only else _UNRESOLVED
        if rule is _UNRESOLVED:
            rule = self.match(op)
        if rule is None:
            return AxisInfo()
        return rule(op, operands)


#: type(op) -> rule, for visitor lists that are DEFAULT_VISITORS unchanged
_DEFAULT_BY_CLASS: dict = {}

#: The rules in the order AxisInfoAnalysis's constructor appends them.
#: (Triton also gives ``gluon.set_auto_layout`` the cast rule; pyopt has no
#: gluon dialect, so no class to match.)
DEFAULT_VISITORS: tuple[tuple[Match, Rule], ...] = (
    (UnrealizedConversionCastOp, unrealized_conversion_cast_rule),
    ((ExtSIOp, ExtUIOp, TruncIOp), integer_cast_rule),
    (ConvertLayoutOp, cast_rule),
    (BitcastOp, bitcast_rule),
    (MakeRangeOp, make_range_rule),
    (PoisonOp, poison_rule),
    (ConstantOp, constant_rule),
    ((AddPtrOp, AddIOp, SubIOp), AddSubRule()),
    (MulIOp, MulRule()),
    ((DivSIOp, DivUIOp), DivRule()),
    ((RemSIOp, RemUIOp), RemRule()),
    (BroadcastOp, broadcast_rule),
    (SplatOp, splat_rule),
    (ExpandDimsOp, expand_dims_rule),
    (CmpIOp, cmp_rule),
    ((AndIOp, OrIOp, XOrIOp), LogicalRule()),
    (SelectOp, select_rule),
    (ShLIOp, ShlRule()),
    ((ShRUIOp, ShRSIOp), ShrRule()),
    ((MaxSIOp, MaxUIOp, MinSIOp, MinUIOp), max_min_rule),
    (LoadOp, load_rule),
    (TransOp, trans_rule),
    (ReshapeOp, reshape_rule),
)
#: whether every match of DEFAULT_VISITORS is an op class (or a tuple of them): rules by class
_DEFAULT_CLASS_MATCHES = all(isinstance(m, (type, tuple)) for m, _ in DEFAULT_VISITORS)


def add_amd_visitors(visitors: AxisInfoVisitorList) -> None:
    """AMD's ``AxisInfoExt::addVisitors``: ``amdg.extract_slice`` passes its
    operand's info through.  Pass as ``callback`` to
    :class:`ModuleAxisInfoAnalysis` (AMD's ``AMD::ModuleAxisInfoAnalysis``)."""
    # imported here, not at the top, to keep start-up fast: only AMD callers
    # need the amdg dialect
    from pyopt.dialects.amdg.ops import ExtractSliceOp

    visitors.append(ExtractSliceOp, cast_rule)


# ---------------------------------------------------------------------------
# The dataflow analysis
# ---------------------------------------------------------------------------


def _scf_for_op() -> type:
    # imported here, not at the top, to keep start-up fast: the scf dialect is
    # loaded only by files holding scf ops, so ask only about a loop op
    from pyopt.dialects.scf.ops import ForOp

    return ForOp


class AxisInfoLattice(Lattice):
    """``dataflow::Lattice<AxisInfo>``."""

    __slots__ = ()

    @staticmethod
    def initial():
        return _UNINIT

    join_values = staticmethod(AxisInfo.join)


_UNINIT = AxisInfo()


class AxisInfoAnalysis(SparseForwardDataFlowAnalysis):
    """Port of ``AxisInfoAnalysis`` (a ``SparseForwardDataFlowAnalysis`` of
    ``Lattice<AxisInfo>``)."""

    lattice_cls = AxisInfoLattice

    def __init__(self, solver: DataFlowSolver, callback: Optional[Callable[[AxisInfoVisitorList], None]] = None,
                 arg_attr: ArgAttrLookup = function_arg_attr):
        super().__init__(solver)
        self.visitors = AxisInfoVisitorList(DEFAULT_VISITORS)
        if callback is not None:
            callback(self.visitors)
        self.arg_attr = arg_attr
        #: :data:`EXACT_CONSTANTS` for the run's release (read per op visit; an analysis
        #: lives within one run)
        self.exact_constants = resolve_active(EXACT_CONSTANTS)

    def pessimistic(self, value: Value) -> AxisInfo:
        return pessimistic_value_state(value, self.arg_attr)

    def set_to_entry_state(self, lattice: Lattice) -> None:
        self.propagate_if_changed(lattice, self.join_lattice(lattice, self.pessimistic(lattice.anchor)))

    def visit_non_control_flow_arguments(self, op: Operation, successor: RegionSuccessor,
                                         lattices: list, first_index: int) -> None:
        if isinstance(op, LoopLikeOpInterface) and isinstance(op, _scf_for_op()):
            self.visit_for_op_induction_var(op, lattices)
        elif isinstance(op, WarpSpecializePartitionsOp):
            self.visit_warp_specialize_explicit_captures(op, successor, lattices)
        else:
            super().visit_non_control_flow_arguments(op, successor, lattices, first_index)

    def visit_operation(self, op: Operation, operands: list, results: list) -> None:
        """``AxisInfoAnalysis::visitOperation``: wait until every operand has
        info; apply the op's rule (none: pessimistic results); let the op's
        ``tt.contiguity``/``tt.divisibility``/``tt.constancy`` hints replace
        the computed vectors; join into every result."""
        infos = []
        for lat in operands:
            info = lat.value
            if not info.contiguity:  # rank 0: not computed yet
                return
            infos.append(info)
        cv = evaluate_constant(op, infos) if self.exact_constants else None
        curr = constant_state(op, cv) if cv is not None else self.visitors.apply(op, infos)
        if curr.rank == 0:
            self.set_all_to_entry_states(results)
            return
        attrs = op.attributes
        hint_c = attrs.get("tt.contiguity")
        hint_d = attrs.get("tt.divisibility")
        hint_k = attrs.get("tt.constancy")
        if hint_c is not None or hint_d is not None or hint_k is not None:
            # (AxisInfo values are immutable: without hints, curr is joined as it is)
            cont, div, const = curr.contiguity, curr.divisibility, curr.constancy
            rank = curr.rank
            h = _checked_hint(hint_c, rank)
            if h is not None:
                cont = h
            h = _checked_hint(hint_d, rank)
            if h is not None:
                div = h
            h = _checked_hint(hint_k, rank)
            if h is not None:
                const = h
            curr = AxisInfo(cont, div, const, curr.constant_value)
        solver = self.solver
        check = solver.check_monotonic
        for lat in results:
            if not lat.value.contiguity and not check:
                # uninitialized (rank 0): the join is ``curr`` itself, a change
                lat.value = curr
                lat.on_update(solver)
            elif lat.join(curr, check):
                lat.on_update(solver)

    def visit_for_op_induction_var(self, op: Operation, lattices: list) -> None:
        """``visitForOpInductionVar``: the induction variable of
        ``scf.for %iv = %lb to %ub step %step`` is lb + k * step: divisibility
        ``gcd(div_lb, div_step)``, contiguity and constancy 1.  Like Triton,
        the join is not propagated (users see it when they are visited)."""
        lb = self.get_lattice_element_for(op, op.operand(0))
        step = self.get_lattice_element_for(op, op.operand(2))
        if lb.value.rank == 0 or step.value.rank == 0:
            return
        iv = AxisInfo([1], [gcd(lb.value.divisibility[0], step.value.divisibility[0])], [1])
        self.join_lattice(lattices[0], iv)

    def visit_warp_specialize_explicit_captures(self, ws: Operation, successor: RegionSuccessor,
                                                lattices: list) -> None:
        """``visitWarpSpecializeExplicitCaptures``: a partition's arguments
        are the ``ttg.warp_specialize`` operands (explicit captures)."""
        parent = ws.parent_op
        for capture, lat in zip(parent.operands, lattices):
            self.join(lat, self.get_lattice_element_for(ws, capture))


# ---------------------------------------------------------------------------
# The module analysis
# ---------------------------------------------------------------------------


class CallGraphCycleError(RuntimeError):
    """Triton's ``CallGraph`` walk aborts on recursion ("Cycle detected in
    call graph"); ``op`` is the recursive function where one is known.

    A cycle that no root reaches (``@f`` calling only itself, and called by
    no other function) is not walked at all: Triton analyses none of its
    functions, and crashes where a pass dereferences their AxisInfo
    (``-coalesce``, ``-tritonamdgpu-convert-buffer-ops``: a null pointer,
    "A signal was caught ... marking pass as failed").  pyopt raises this
    error there instead (:meth:`ModuleAxisInfoAnalysis.require_axis_info`)."""

    def __init__(self, message: str, op: Optional[Operation] = None):
        super().__init__(message)
        self.op = op


def _functions(module: Operation) -> list[Operation]:
    return [op for op in module.walk(pre_order=False) if _is_function(op)]


def _enclosing_function(value: Value) -> Optional[Operation]:
    """``value.getParentRegion()->getParentOfType<FunctionOpInterface>()``."""
    if isinstance(value, OpResult):
        region = value.op.parent_region
    else:
        region = value.block.parent
    op = region.parent if region is not None else None
    while op is not None and not _is_function(op):
        op = op.parent_op
    return op


def call_graph(module: Operation) -> tuple[dict, list]:
    """Triton's ``CallGraph``: caller -> [(call op, callee)] for every call whose callee is a
    function, and the roots (functions no call names), in the module's order."""
    graph: dict[Operation, list[tuple[Operation, Operation]]] = {}
    called: set = set()
    for op in module.walk(pre_order=False):
        if not isinstance(op, CallOpInterface):
            continue
        caller = op.parent_op
        while caller is not None and not _is_function(caller):
            caller = caller.parent_op
        callee = op.resolve_callable()
        if callee is not None and _is_function(callee):
            graph.setdefault(caller, []).append((op, callee))
            called.add(callee)
    return graph, [f for f in _functions(module) if f not in called]


def _post_order(graph: dict, func: Operation, on_path: set, out: list) -> None:
    """``CallGraph::doWalk`` from ``func``, appending callees before callers; a function met
    again on the path is recursion.  (With a stack of its own: a chain of calls may be longer
    than Python's recursion limit.)"""
    if func in on_path:
        raise CallGraphCycleError("Cycle detected in call graph")
    on_path.add(func)
    stack = [(func, iter(graph.get(func, ())))]
    while stack:
        current, edges = stack[-1]
        edge = next(edges, None)
        if edge is None:
            stack.pop()
            out.append(current)
            on_path.discard(current)
            continue
        callee = edge[1]
        if callee in on_path:
            raise CallGraphCycleError("Cycle detected in call graph")
        on_path.add(callee)
        stack.append((callee, iter(graph.get(callee, ()))))


def check_call_graph(module: Operation) -> None:
    """Walk the call graph from its roots as :class:`ModuleAxisInfoAnalysis` does, solving
    nothing: raises :class:`CallGraphCycleError` where building the analysis would (for passes
    that build it in Triton but need its facts only sometimes)."""
    graph, roots = call_graph(module)
    for root in roots:
        _post_order(graph, root, set(), [])


class ModuleAxisInfoAnalysis:
    """Port of ``ModuleAxisInfoAnalysis``: AxisInfo of every value of every
    function, functions solved callers first (reverse post-order of the call
    graph, which must be acyclic), each call site's scalar (rank-1) facts
    joined (gcd) into the callee's argument hints before the callee is
    solved.  Values no rule reached (dead code) get the pessimistic state.

    API for passes (Triton's names in snake case):

    * :meth:`get_axis_info` (also :meth:`get`): the :class:`AxisInfo` of a
      value, or None outside any function;
    * :meth:`get_contiguity` / :meth:`get_alignment`: per-thread vector
      width of a tensor of pointers (or offsets, with an element bit width)
      along its layout's fastest dimension;
    * :meth:`get_mask_alignment`: constancy of a mask along its fastest
      dimension.
    """

    def __init__(self, module: Operation, callback: Optional[Callable[[AxisInfoVisitorList], None]] = None,
                 *, check_monotonic: bool = False):
        self.module = module
        self.callback = callback
        self.check_monotonic = check_monotonic
        self.func_data: dict[Operation, dict[Value, AxisInfo]] = {}
        #: (callee, argument index) -> {hint name: value}: what Triton writes
        #: into the callee's argument attributes (see the module docstring).
        self.callee_arg_hints: dict[tuple[Operation, int], dict[str, int]] = {}
        self._build_call_graph()
        funcs: list[Operation] = []
        for root in self.roots:
            self._post_order(root, set(), funcs)
        sorted_funcs = list(dict.fromkeys(funcs))
        for f in sorted_funcs:
            self.func_data.setdefault(f, {})
        for func in reversed(sorted_funcs):
            self._initialize(func)
            for op in func.walk(pre_order=False):
                if isinstance(op, CallOpInterface):
                    callee = op.resolve_callable()
                    if callee is not None and _is_function(callee):
                        self._update(op, callee)

    # -- call graph (CallGraph in include/triton/Analysis/Utility.h) ------------
    def _build_call_graph(self) -> None:
        self.graph, self.roots = call_graph(self.module)

    def _post_order(self, func: Operation, on_path: set, out: list) -> None:
        _post_order(self.graph, func, on_path, out)

    # -- solving ------------------------------------------------------------------
    def _arg_attr(self, func: Operation, index: int, name: str):
        hints = self.callee_arg_hints.get((func, index))
        if hints is not None and name in hints:
            return A.IntegerAttr(hints[name], T.i64)
        return function_arg_attr(func, index, name)

    def _initialize(self, func: Operation) -> None:
        """``ModuleAxisInfoAnalysis::initialize``: solve the function (and,
        walking pre-order, each isolated-from-above op in it, so results flow
        into ``ttg.warp_specialize`` partitions), then record every result
        and block argument, pessimistic where nothing was computed."""
        solver = create_dataflow_solver(self.check_monotonic)
        solver.load(AxisInfoAnalysis, self.callback, self._arg_attr)
        for op in func.walk():
            if op.has_trait(IsolatedFromAbove) or op is func:
                solver.initialize_and_run(op)
        data = self.func_data.setdefault(func, {})

        lattices = solver.table(AxisInfoLattice)
        join = AxisInfo.join

        def record(value: Value) -> None:
            lat = lattices.get(value)  # solver.lookup
            info = lat.value if lat is not None else _UNINIT
            if not info.contiguity:  # rank 0
                info = pessimistic_value_state(value, self._arg_attr)
            data[value] = join(info, data.get(value, _UNINIT))

        ops = list(func.walk(pre_order=False))
        for op in ops:
            for r in op.results:
                record(r)
        for op in ops:
            if op.regions:
                for region in op.regions:
                    for block in region.blocks:
                        for a in block.args:
                            record(a)
        self.solver_visits = getattr(self, "solver_visits", 0) + solver.visits
        # Only the facts outlive the solver.  Break its cycles (solver -> lattices -> the
        # analyses subscribed to them -> solver): pyopt runs with the garbage collector off,
        # and a module of 90,000 small functions kept every function's solver (-coalesce's
        # peak: 3.1 GB, now 2.0 GB).
        solver.clear_states()
        solver.analyses.clear()
        solver.edges.clear()

    def _update(self, call: Operation, callee: Operation) -> None:
        """``ModuleAxisInfoAnalysis::update``: for each call operand whose info
        has rank 1 (scalars and 1-D tensors), the callee's argument hint
        becomes ``gcd(this call's value, the hint so far)`` (2^62 if none)."""
        caller = call.parent_op
        while caller is not None and not _is_function(caller):
            caller = caller.parent_op
        data = self.func_data.get(caller, {})
        for index, value in enumerate(call.operands):
            info = data.get(value, _UNINIT)
            if info.rank != 1:
                continue
            for name, prev in (("tt.contiguity", info.contiguity[0]),
                               ("tt.divisibility", info.divisibility[0]),
                               ("tt.constancy", info.constancy[0])):
                cur = self._arg_attr(callee, index, name)
                cur_v = K_MAX_DIVISOR
                if isinstance(cur, A.IntegerAttr):
                    cur_v = cur.value
                self.callee_arg_hints.setdefault((callee, index), {})[name] = gcd(prev, cur_v)

    def write_callee_arg_hints(self) -> None:
        """Write :attr:`callee_arg_hints` into the callees' argument
        attributes as i64 integers, as Triton's ``update`` does.  For passes
        that must print what triton-opt prints after running the analysis
        (this mutates the IR; the analysis itself never calls it)."""
        for (func, index), hints in self.callee_arg_hints.items():
            n = len(func.attributes["function_type"].type.inputs)
            arg_attrs = func.attributes.get("arg_attrs")
            dicts = list(arg_attrs) if isinstance(arg_attrs, A.ArrayAttr) else [A.DictAttr({})] * n
            d = dicts[index].as_dict()
            for name, v in hints.items():
                d[name] = A.IntegerAttr(v, T.i64)
            dicts[index] = A.DictAttr(d)
            func.attributes["arg_attrs"] = A.ArrayAttr(dicts)

    # -- queries --------------------------------------------------------------------
    def get_axis_info(self, value: Value) -> Optional[AxisInfo]:
        """``getAxisInfo``: None if the value is not in an analysed function."""
        func = _enclosing_function(value)
        if func is None:
            return None
        data = self.func_data.get(func)
        if data is None:
            return None
        return data.get(value)

    get = get_axis_info

    def require_axis_info(self, value: Value) -> Optional[AxisInfo]:
        """``getAxisInfo`` where Triton dereferences the result: as
        :meth:`get_axis_info`, but a value of a function the call-graph walk
        never reached (one on, or only called from, a cycle of calls that no
        root reaches) raises :class:`CallGraphCycleError`, where Triton
        dereferences a null pointer."""
        func = _enclosing_function(value)
        if func is None:
            return None
        data = self.func_data.get(func)
        if data is None:
            sym = func.attributes.get("sym_name")
            name = A.render_symbol(sym.value) if sym is not None else "a function"
            raise CallGraphCycleError(f"Cycle detected in call graph: {name} is only called from a cycle of "
                                      "calls that no other function calls, so its AxisInfo is not computed", func)
        return data.get(value)

    def get_contiguity(self, value: Value, element_bit_width: Optional[int] = None) -> int:
        """``getContiguity``: how many elements each thread can access with
        one vector, along the layout's fastest dimension: the smaller of
        :meth:`get_alignment` and the layout's contiguous elements per thread.
        Without ``element_bit_width``, the (pointee) element type's width; a
        non-tensor gives 1."""
        t = value.type
        if element_bit_width is None:
            if not isinstance(t, T.RankedTensorType):
                return 1
            element_bit_width = _elem_bits(t)
        enc = _encoding(t, value)
        order = enc.get_order(t.shape)
        align = self.get_alignment(value, element_bit_width)
        contig = _u32(enc.get_contig_per_thread(t.shape)[order[0]])
        return min(align, contig)

    def get_alignment(self, value: Value, element_bit_width: Optional[int] = None) -> int:
        """``getAlignment``: along the layout's fastest dimension d,
        ``min(divisibility[d] / elemBytes (for pointers; at least 1),
        contiguity[d])``, as a 32-bit unsigned.  For offsets given with the
        pointee's ``element_bit_width`` (AMD buffer ops), the divisibility is
        taken as is."""
        t = value.type
        if element_bit_width is None:
            if not isinstance(t, T.RankedTensorType):
                return 1
            element_bit_width = _elem_bits(t)
        info = self.require_axis_info(value)
        if info is None:
            return 1
        enc = _encoding(t, value)
        order = enc.get_order(t.shape)
        divisibility = info.divisibility[order[0]]
        elem_bytes = max(_u32(element_bit_width) // 8, 1)
        if isinstance(t.element, T.PointerType):
            max_multiple = max(_tdiv(divisibility, elem_bytes), 1)
        else:
            max_multiple = divisibility
        max_contig = info.contiguity[order[0]]
        return _u32(min(max_multiple, max_contig))

    def get_mask_alignment(self, mask: Value) -> int:
        """``getMaskAlignment``: the mask's constancy along its layout's
        fastest dimension (at least 1); 1 for a scalar mask."""
        t = mask.type
        if not isinstance(t, T.RankedTensorType):
            return 1
        info = self.require_axis_info(mask)
        if info is None:
            return 1
        enc = _encoding(t, mask)
        order = enc.get_order(t.shape)
        return max(_u32(info.constancy[order[0]]), 1)


def _elem_bits(t: T.RankedTensorType) -> int:
    e = t.element
    if isinstance(e, T.PointerType):
        e = e.pointee
    return T.bit_width(e)


def _encoding(t: T.RankedTensorType, value: Value):
    """The distributed layout of ``value``'s tensor type ``t``; an error at
    the op that defines ``value`` (or owns the block argument) if it has
    none (Triton casts the missing encoding and crashes)."""
    enc = t.encoding
    if enc is None or not hasattr(enc, "get_order"):
        where = value.op if isinstance(value, OpResult) else value.block.parent_op
        raise op_error(where, f"{t} has no distributed layout encoding (AxisInfo's alignment queries "
                              "need TTGIR)")
    return enc


# ---------------------------------------------------------------------------
# Helpers passes use (Triton's names)
# ---------------------------------------------------------------------------


def get_ptr_contiguity(analysis: ModuleAxisInfoAnalysis, ptr: Value) -> int:
    """``ModuleAxisInfoAnalysis::getContiguity(ptr)``."""
    return analysis.get_contiguity(ptr)


def get_ptr_alignment(analysis: ModuleAxisInfoAnalysis, ptr: Value) -> int:
    """``ModuleAxisInfoAnalysis::getAlignment(ptr)``."""
    return analysis.get_alignment(ptr)


def get_mask_alignment(analysis: ModuleAxisInfoAnalysis, mask: Value) -> int:
    """``ModuleAxisInfoAnalysis::getMaskAlignment(mask)``."""
    return analysis.get_mask_alignment(mask)


#: ops with a global pointer operand (Utility.cpp ``getMemAccessPtr``).  Triton 3.9's
#: ``tt.atomic_load`` and ``tt.atomic_store`` (triton-lang/triton#11591, which added the ops) are
#: among them; no earlier release registers them, so their classes never match an older run's ops.
MEMORY_OPS = (LoadOp, AtomicRMWOp, AtomicCASOp, AsyncCopyGlobalToLocalOp, StoreOp, AtomicLoadOp, AtomicStoreOp)


def get_mem_access_ptr(op: Operation) -> Optional[Value]:
    """``getMemAccessPtr``: the pointer a memory op reads or writes (operand
    0 of each: ptr, or src for the async copy), or None for other ops."""
    return op.operand(0) if isinstance(op, MEMORY_OPS) else None


#: Whether ``getNumElementsPerThread`` caps an atomic's vector at what the backend's atomic
#: lowering can do in one instruction (:func:`atomic_write_elements_cap`), as Triton 3.8 does
#: (``getMaxElementsPerThread``); up to 3.7 every memory op may move 128 bits a thread.
ATOMIC_WIDTH_CAP = Versioned(False, Since((3, 8), True, "triton-lang/triton#10059 ([TritonGPU] Coalesce integer "
                                                     "atomics): getMaxElementsPerThread caps atomics: CAS, integer "
                                                     "and f64 RMW 1 a thread; on AMD 32 bits; NVIDIA before sm_90 "
                                                     "fadd f32/bf16 1, f16 2"),
                             name="coalesce: atomic per-thread width cap")


def _target_log(message: str) -> None:
    if debuglog.enabled("ttg-utility"):
        debuglog.ldbg("ttg-utility", message)


def _module_of(op: Operation) -> Optional[Operation]:
    """``op->getParentOfType<ModuleOp>()``."""
    cur = op.parent_op
    while cur is not None and not isinstance(cur, ModuleOp):
        cur = cur.parent_op
    return cur


def _target_string(module: Optional[Operation]) -> Optional[str]:
    a = module.attributes.get("ttg.target") if module is not None else None
    return a.value if isinstance(a, A.StringAttr) else None


def _amd_arch(module: Optional[Operation]) -> Optional[str]:
    """``getAMDArch`` with its debug lines (Utility.cpp's ``ttg-utility`` LDBG)."""
    target = _target_string(module)
    if target is None:
        _target_log("Expected a target attribute on the module operation")
        return None
    if not target.startswith("hip:"):
        _target_log('expected target attribute to be prefixed with "hip:"')
        return None
    return target[4:]


def _compute_capability(op: Operation, target: str) -> int:
    """``getNVIDIAComputeCapability``: the integer after ``cuda:`` (``StringRef::getAsInteger``,
    base 10: digits with an optional minus sign, fitting an int).  Anything else fails Triton's
    assertion ("invalid compute capability string in target attribute") and aborts it; here it
    is an error at the op."""
    text = target[5:]
    digits = text[1:] if text.startswith("-") else text
    if digits and all("0" <= ch <= "9" for ch in digits):
        value = int(text)
        if -(1 << 31) <= value < (1 << 31):
            return value
    raise op_error(op, "invalid compute capability string in target attribute")


def atomic_write_elements_cap(op: Operation) -> Optional[int]:
    """``getAtomicWriteElementsPerThreadCap`` (Triton 3.8, Utility.cpp): how many elements one
    thread of an atomic may move in one instruction, or None where the atomic lowering is as wide
    as a plain access.  ``tt.atomic_cas``: 1.  ``tt.atomic_rmw``: 1 for integers and f64; on AMD
    targets 32 bits; otherwise only ``fadd`` on an NVIDIA target before sm_90 is capped (f32 and
    bf16 1, f16 2).  Triton 3.9's ``tt.atomic_load``/``tt.atomic_store``: 1 on AMD targets."""
    return atomic_write_cap_and_reason(op)[0]


def atomic_write_cap_and_reason(op: Operation) -> tuple[Optional[int], str]:
    """:func:`atomic_write_elements_cap` and, where it caps, why (for explanations)."""
    if isinstance(op, AtomicCASOp):
        return 1, "compare-and-swap moves one element an instruction"
    if isinstance(op, (AtomicLoadOp, AtomicStoreOp)):
        target = _target_string(_module_of(op))
        if target is not None and target.startswith("hip:"):
            return 1, "AMD lowers atomic loads and stores one element an instruction"
        return None, ""
    if not isinstance(op, AtomicRMWOp):
        return None, ""
    elem = op.operand(1).type.element_type()
    if isinstance(elem, T.IntegerType) or elem == T.f64:
        return 1, f"a read-modify-write of {elem} moves one element an instruction"
    module = _module_of(op)
    if _amd_arch(module) is not None:
        return max(1, 32 // T.bit_width(elem)), "AMD atomics move 32 bits an instruction"
    if RMW_OPS.get(op.attributes["atomic_rmw_op"].value) != "fadd":
        return None, ""
    target = _target_string(module)
    if target is None or not target.startswith("cuda:"):
        return None, ""
    if _compute_capability(op, target) >= 90:
        return None, ""
    if elem in (T.f32, T.bf16):
        return 1, f"fadd of {elem} before sm_90 has no vector form"
    if elem == T.f16:
        return 2, "fadd of f16 before sm_90 packs two elements at most"
    return None, ""


def max_elements_per_thread(op: Operation) -> int:
    """``getMaxElementsPerThread``: 128 bits a thread (the widest vector access), capped for
    atomics from Triton 3.8 (:data:`ATOMIC_WIDTH_CAP`)."""
    most = 128 // _elem_bits(get_mem_access_ptr(op).type)
    if resolve_active(ATOMIC_WIDTH_CAP):
        cap = atomic_write_elements_cap(op)
        if cap is not None:
            most = min(most, cap)
    return most


def get_num_elements_per_thread(op: Operation, order: Sequence[int], analysis: ModuleAxisInfoAnalysis,
                                shape_per_cta: Sequence[int]) -> int:
    """``getNumElementsPerThread`` (lib/Dialect/TritonGPU/Transforms/Utility.cpp):
    how many elements one thread of memory op ``op`` can move with one
    vector along ``order[0]``: ``min(divisibility / elemBytes (at least 1),
    contiguity capped by the CTA's shape, max_elements_per_thread)``, with Triton's
    32-bit ``unsigned`` arithmetic (a divisibility of 2^32 or more reads as
    its low 32 bits, e.g. 2^62 as 0, hence 1)."""
    val = get_mem_access_ptr(op)
    if val is None:
        raise ValueError(f"{op.name} is not a memory op with a pointer operand")
    t = val.type
    info = analysis.get_axis_info(val)
    bits = _elem_bits(t)
    elem_bytes = max(_u32(bits) // 8, 1)
    d = order[0]
    max_multiple_bytes = _u32(info.divisibility[d])
    max_multiple = max(max_multiple_bytes // elem_bytes, 1)
    max_contig = _u32(min(info.contiguity[d], shape_per_cta[d]))
    alignment = min(max_multiple, max_contig)
    most = max_elements_per_thread(op)
    if debuglog.enabled("ttg-utility"):  # Utility.cpp's LDBG (its DEBUG_TYPE); 3.8 adds the maximum
        maximum = f"maximum: {most}, " if resolve_active(ATOMIC_WIDTH_CAP) else ""
        debuglog.ldbg("ttg-utility", f"elemNumBytes: {elem_bytes}, divisibility: {max_multiple_bytes}, "
                      f"contig: {info.contiguity[d]}, {maximum}alignment: {alignment}")
    return min(alignment, most)
