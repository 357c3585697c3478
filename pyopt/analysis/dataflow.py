"""A small sparse forward dataflow solver, in the image of MLIR's.

This mirrors the parts of MLIR's dataflow framework that Triton 3.6.0's
AxisInfo analysis runs on (LLVM f6ded0be, the commit Triton 3.6.0 builds with):

* ``DataFlowSolver`` (mlir/lib/Analysis/DataFlowFramework.cpp): analysis
  states keyed by (anchor, state class) (a table per state class, keyed by
  the anchor: one lookup where a visit reads many states), a FIFO worklist of
  ``(program point, analysis)`` work items, ``propagate_if_changed``.
* ``Executable`` and ``PredecessorState`` and ``DeadCodeAnalysis``
  (mlir/lib/Analysis/DataFlow/DeadCodeAnalysis.cpp): which blocks and CFG
  edges are live, and which ops reach a region entry, a region-branch op's
  results or a call's results.  Branch conditions come from constant
  propagation, so ``scf.if %false`` never runs its then-region.
* ``AbstractSparseForwardDataFlowAnalysis``
  (mlir/lib/Analysis/DataFlow/SparseAnalysis.cpp): a lattice per SSA value;
  an op is visited when its block is live and whenever one of its operands'
  lattices changes; block arguments are joined from the live predecessors
  (``cf`` branches, region control flow of ``scf.for/if/while``, call sites);
  arguments that no predecessor forwards (an ``scf.for`` induction variable)
  go to ``visit_non_control_flow_arguments``.
* ``SparseConstantPropagation``
  (mlir/lib/Analysis/DataFlow/ConstantPropagationAnalysis.cpp), folding
  each op with its class's ``fold`` (:func:`~pyopt.ir.common_folders.fold_op`).

Program points: a :class:`~pyopt.ir.core.Block` stands for "the start of the
block", an :class:`~pyopt.ir.core.Operation` for "just after the op" (MLIR's
``getProgramPointBefore(block)`` / ``getProgramPointAfter(op)``).  Work items
are enqueued in the order MLIR enqueues them, and a value's users are visited
in MLIR's use-list order (most recent use first), so results that depend on
visiting order (AxisInfo's induction variable is joined without propagation)
come out as Triton's do.

Analyses never change the IR, save as MLIR's constant propagation does: an
op's fold may reorder operand use lists (the Commutative trait folder), and an
in-place fold is undone by setting every operand again.

Deviations from MLIR (none observable in Triton's AxisInfo tests):

* Symbol callables with non-call uses are not detected (Triton only solves
  single functions, where this never matters).
"""

from __future__ import annotations

from collections import deque
from typing import Iterable, Optional, Sequence

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.common_folders import IN_PLACE, attr_type, constant_key, fold_op, fold_with, folders_of, int_width
from pyopt.ir.interfaces import (
    BranchOpInterface, CallableOpInterface, CallOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
)
from pyopt.ir.traits import ReturnLike, SymbolTable

__all__ = [
    "AnalysisState",
    "Executable",
    "PredecessorState",
    "Lattice",
    "CFGEdge",
    "RegionSuccessor",
    "DataFlowSolver",
    "DataFlowAnalysis",
    "DeadCodeAnalysis",
    "SparseForwardDataFlowAnalysis",
    "ConstantValue",
    "ConstantLattice",
    "SparseConstantPropagation",
    "fold_op",
    "create_dataflow_solver",
]


# ---------------------------------------------------------------------------
# What the analyses ask of ops (MLIR's ControlFlowInterfaces / CallInterfaces)
# ---------------------------------------------------------------------------


def is_region_or_callable_return(op: Operation) -> bool:
    """DeadCodeAnalysis.cpp ``isRegionOrCallableReturn``: the op ends a block
    of a region-branch op or a callable without branching to a block."""
    block = op.parent
    if block is None or block.last is not op or op.successors:  # (cheapest tests first)
        return False
    parent = op.parent_op
    return parent is not None and isinstance(parent, (RegionBranchOpInterface, CallableOpInterface))


def _constant_attribute(c):
    """A constant of the constant lattice (``(type, bits)``, None: unknown) as
    the attribute the op interfaces take (MLIR's ``ArrayRef<Attribute>``)."""
    if c is None:
        return None
    t, bits = c
    if isinstance(t, (T.IntegerType, T.IndexType)):
        return A.IntegerAttr(bits, t)
    return A.DenseElementsAttr(t, [bits], splat=True)


# ---------------------------------------------------------------------------
# Analysis states
# ---------------------------------------------------------------------------


class AnalysisState:
    """MLIR's ``AnalysisState``: ``dependents`` are (point, analysis) work
    items re-enqueued when the state changes (an ordered set)."""

    __slots__ = ("anchor", "dependents")

    def __init__(self, anchor):
        self.anchor = anchor
        # () until the first dependency: most states never get one
        self.dependents: dict | tuple = ()

    def add_dependency(self, point, analysis) -> None:
        deps = self.dependents
        if not deps:
            deps = self.dependents = {}
        deps[(point, analysis)] = None

    def on_update(self, solver: "DataFlowSolver") -> None:
        for item in self.dependents:
            solver.enqueue(item)


class CFGEdge:
    """A control-flow edge between two blocks (``CFGEdge``)."""

    __slots__ = ("src", "dst", "__weakref__")

    def __init__(self, src: Block, dst: Block):
        self.src = src
        self.dst = dst


class Executable(AnalysisState):
    """Liveness of a block (its start), a CFG edge or a region-branch op's
    results.  Analyses that subscribe to a block's content are re-run on the
    block and all its ops when it becomes live (``Executable::onUpdate``)."""

    __slots__ = ("live", "subscribers")

    def __init__(self, anchor):
        super().__init__(anchor)
        self.live = False
        self.subscribers: dict = {}

    def set_to_live(self) -> bool:
        if self.live:
            return False
        self.live = True
        return True

    def block_content_subscribe(self, analysis) -> None:
        self.subscribers[analysis] = None

    def on_update(self, solver: "DataFlowSolver") -> None:
        super().on_update(solver)
        anchor = self.anchor
        if isinstance(anchor, Block):
            for analysis in self.subscribers:
                solver.enqueue((anchor, analysis))
            for analysis in self.subscribers:
                for op in anchor.ops:
                    solver.enqueue((op, analysis))
        elif isinstance(anchor, CFGEdge):
            for analysis in self.subscribers:
                solver.enqueue((anchor.dst, analysis))


class PredecessorState(AnalysisState):
    """The ops known to transfer control to a point, and the values each
    forwards (``PredecessorState``)."""

    __slots__ = ("all_known", "known", "inputs")

    def __init__(self, anchor):
        super().__init__(anchor)
        self.all_known = True
        self.known: dict = {}
        self.inputs: dict = {}

    def set_has_unknown_predecessors(self) -> bool:
        if not self.all_known:
            return False
        self.all_known = False
        return True

    def join(self, predecessor: Operation, inputs: Sequence[Value] = ()) -> bool:
        changed = predecessor not in self.known
        self.known[predecessor] = None
        if inputs:
            inputs = tuple(inputs)
            cur = self.inputs.get(predecessor)
            if cur is None or len(cur) != len(inputs) or any(a is not b for a, b in zip(cur, inputs)):
                self.inputs[predecessor] = inputs
                changed = True
        return changed

    def successor_inputs(self, predecessor: Operation) -> tuple:
        return self.inputs.get(predecessor, ())


class Lattice(AnalysisState):
    """A lattice element attached to an SSA value (``Lattice<ValueT>``).
    Subclasses define :meth:`initial` (the uninitialized value) and
    :meth:`join_values`.  When the value changes, the users of the SSA value
    are re-visited by the analyses that subscribed (``useDefSubscribe``)."""

    __slots__ = ("value", "use_def_subscribers")

    def __init__(self, anchor):
        self.anchor = anchor  # (AnalysisState.__init__, inlined: one lattice per value)
        self.dependents = ()
        self.value = self.initial()
        self.use_def_subscribers: dict = {}

    @staticmethod
    def initial():  # pragma: no cover - abstract
        raise NotImplementedError

    @staticmethod
    def join_values(lhs, rhs):  # pragma: no cover - abstract
        raise NotImplementedError

    def join(self, rhs, check_monotonic: bool = False) -> bool:
        """Join ``rhs`` into the value; True if it changed.  With
        ``check_monotonic``, assert what MLIR's ``Lattice::join`` asserts in
        debug builds: join(new, old) == new and join(new, rhs) == new."""
        value = self.value
        if rhs is value:  # join(x, x) == x for every lattice
            return False
        new = self.join_values(value, rhs)
        if check_monotonic:
            assert self.join_values(new, self.value) == new, \
                f"expected `join` to be monotonic: join({new}, {self.value}) != {new}"
            assert self.join_values(new, rhs) == new, \
                f"expected `join` to be monotonic: join({new}, {rhs}) != {new}"
        if new is value or new == value:
            return False
        self.value = new
        return True

    def use_def_subscribe(self, analysis) -> None:
        self.use_def_subscribers[analysis] = None

    def on_update(self, solver: "DataFlowSolver") -> None:
        enqueue = solver.worklist.append  # (solver.enqueue, inlined)
        for item in self.dependents:
            enqueue(item)
        subs = self.use_def_subscribers
        if not subs:
            return
        for use in reversed(self.anchor.uses):  # MLIR use lists: newest first
            user = use.owner
            for analysis in subs:
                enqueue((user, analysis))


# ---------------------------------------------------------------------------
# The solver
# ---------------------------------------------------------------------------


class DataFlowSolver:
    """Runs loaded analyses to a fixpoint (``DataFlowSolver``).

    ``check_monotonic`` turns on the monotonicity assertion of
    :meth:`Lattice.join` (MLIR checks it only in debug builds, and Triton's
    release builds do not; AxisInfo's join is not monotonic for some inputs
    with the "unknown" contiguity 2^62, so this is off by default)."""

    def __init__(self, check_monotonic: bool = False):
        self.analyses: list = []
        #: state class -> {anchor: state} (see :meth:`table`)
        self.tables: dict = {}
        self.worklist: deque = deque()
        self.edges: dict = {}
        self.check_monotonic = check_monotonic
        self.visits = 0

    def load(self, cls, *args, **kwargs):
        analysis = cls(self, *args, **kwargs)
        self.analyses.append(analysis)
        return analysis

    def initialize_and_run(self, top: Operation) -> None:
        """``initializeAndRun``: initialize every analysis on ``top`` (in load
        order), then drain the worklist."""
        for analysis in self.analyses:
            analysis.initialize(top)
        wl = self.worklist
        while wl:
            point, analysis = wl.popleft()
            self.visits += 1
            analysis.visit(point)

    def table(self, cls) -> dict:
        """The states of class ``cls`` by anchor (a live dict: hot loops read it directly)."""
        t = self.tables.get(cls)
        if t is None:
            t = self.tables[cls] = {}
        return t

    def get_or_create(self, anchor, cls):
        t = self.tables.get(cls)
        if t is None:
            t = self.tables[cls] = {}
        state = t.get(anchor)
        if state is None:
            state = t[anchor] = cls(anchor)
        return state

    def lookup(self, anchor, cls):
        t = self.tables.get(cls)
        return None if t is None else t.get(anchor)

    def forget(self, anchor, cls) -> None:
        """Drop ``anchor``'s state of class ``cls`` (a value whose facts are set afresh)."""
        t = self.tables.get(cls)
        if t is not None:
            t.pop(anchor, None)

    def clear_states(self) -> None:
        self.tables.clear()

    def edge(self, src: Block, dst: Block) -> CFGEdge:
        key = (src, dst)
        e = self.edges.get(key)
        if e is None:
            e = self.edges[key] = CFGEdge(src, dst)
        return e

    def propagate_if_changed(self, state: AnalysisState, changed: bool) -> None:
        if changed:
            state.on_update(self)

    def enqueue(self, item) -> None:
        self.worklist.append(item)


class DataFlowAnalysis:
    """Base class of analyses (``DataFlowAnalysis``)."""

    def __init__(self, solver: DataFlowSolver):
        self.solver = solver

    def get_or_create(self, anchor, cls):
        return self.solver.get_or_create(anchor, cls)

    def get_or_create_for(self, dependent, anchor, cls):
        """The state, with ``(dependent, self)`` re-enqueued when it changes."""
        state = self.solver.get_or_create(anchor, cls)
        state.add_dependency(dependent, self)
        return state

    def propagate_if_changed(self, state: AnalysisState, changed: bool) -> None:
        if changed:
            state.on_update(self.solver)

    def initialize(self, top: Operation) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def visit(self, point) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


# ---------------------------------------------------------------------------
# Dead code analysis
# ---------------------------------------------------------------------------


class DeadCodeAnalysis(DataFlowAnalysis):
    """Port of MLIR's ``DeadCodeAnalysis``: marks blocks and CFG edges live
    starting from the top op's entry blocks, using constant propagation to
    pick the successors of branches and region-branch ops, and records the
    predecessors of region entries, region-branch results, callables and
    call results."""

    def __init__(self, solver: DataFlowSolver):
        super().__init__(solver)
        self.analysis_scope: Optional[Operation] = None

    def initialize(self, top: Operation) -> None:
        for region in top.regions:
            if not region.blocks:
                continue
            state = self.get_or_create(region.blocks[0], Executable)
            self.propagate_if_changed(state, state.set_to_live())
        self._initialize_symbol_callables(top)
        self._initialize_recursively(top)

    def _initialize_symbol_callables(self, top: Operation) -> None:
        """``initializeSymbolCallables``: public callables (or nested ones whose
        uses are not all visible) in symbol tables at or under ``top`` have
        unknown callers."""
        self.analysis_scope = top
        all_uses_visible = top.parent is None

        def visit_table(table: Operation) -> None:
            if not table.regions or not table.regions[0].blocks:
                return
            for op in table.regions[0].blocks[0].ops:
                if not isinstance(op, CallableOpInterface) or op.get_callable_region() is None:
                    continue
                vis = op.attributes.get("sym_visibility")
                vis = vis.value if isinstance(vis, A.StringAttr) else "public"
                if vis == "public" or (not all_uses_visible and vis == "nested"):
                    state = self.get_or_create(op, PredecessorState)
                    self.propagate_if_changed(state, state.set_has_unknown_predecessors())

        stack = [top]
        while stack:  # symbol tables hold regions: leaf ops need no look
            op = stack.pop()
            if op.has_trait(SymbolTable):
                visit_table(op)
            for region in op.regions:
                for block in region.blocks:
                    for o in block.ops:
                        if o.regions:
                            stack.append(o)

    def _initialize_recursively(self, op: Operation) -> None:
        if op.regions or op.successors or is_region_or_callable_return(op) \
                or isinstance(op, CallOpInterface):
            if op.parent is not None:
                self.get_or_create(op.parent, Executable).block_content_subscribe(self)
            self.visit(op)
        for region in op.regions:
            for block in region.blocks:
                for o in block.ops:
                    self._initialize_recursively(o)

    def _mark_edge_live(self, src: Block, dst: Block) -> None:
        state = self.get_or_create(dst, Executable)
        self.propagate_if_changed(state, state.set_to_live())
        edge = self.get_or_create(self.solver.edge(src, dst), Executable)
        self.propagate_if_changed(edge, edge.set_to_live())

    def _mark_entry_blocks_live(self, op: Operation) -> None:
        for region in op.regions:
            if not region.blocks:
                continue
            state = self.get_or_create(region.blocks[0], Executable)
            self.propagate_if_changed(state, state.set_to_live())

    def visit(self, point) -> None:
        if isinstance(point, Block):
            return
        op: Operation = point
        if op.parent is not None and not self.get_or_create(op.parent, Executable).live:
            return
        if isinstance(op, CallOpInterface):
            self._visit_call_operation(op)
        if op.regions:
            if isinstance(op, RegionBranchOpInterface):
                self._visit_region_branch_operation(op)
            elif isinstance(op, CallableOpInterface):
                callsites = self.get_or_create_for(op, op, PredecessorState)
                if not callsites.all_known or callsites.known:
                    self._mark_entry_blocks_live(op)
            else:
                self._mark_entry_blocks_live(op)
        if is_region_or_callable_return(op):
            parent = op.parent_op
            if isinstance(parent, RegionBranchOpInterface):
                self._visit_region_terminator(op, parent)
            elif isinstance(parent, CallableOpInterface):
                self._visit_callable_terminator(op, parent)
        if op.successors:
            if isinstance(op, BranchOpInterface):
                self._visit_branch_operation(op)
            else:
                for s in op.successors:
                    self._mark_edge_live(op.parent, s)

    def _visit_call_operation(self, call: Operation) -> None:
        callee = call.resolve_callable()

        def is_external(o: Operation) -> bool:
            if self.analysis_scope is None or not self.analysis_scope.is_ancestor_of(o):
                return True
            return isinstance(o, CallableOpInterface) and o.get_callable_region() is None

        if callee is not None and "sym_name" in callee.attributes and not is_external(callee):
            callsites = self.get_or_create(callee, PredecessorState)
            self.propagate_if_changed(callsites, callsites.join(call))
        else:
            preds = self.get_or_create(call, PredecessorState)
            self.propagate_if_changed(preds, preds.set_has_unknown_predecessors())

    def _get_operand_values(self, op: Operation) -> Optional[list]:
        """The operands' constant attributes (None entries: unknown); None if
        one is still uninitialized.  Like MLIR, stops subscribing at that
        operand."""
        out = []
        for v in op.operands:
            lat = self.get_or_create(v, ConstantLattice)
            lat.use_def_subscribe(self)
            if lat.value is None:
                return None
            out.append(_constant_attribute(lat.value.constant))
        return out

    def _visit_branch_operation(self, op: Operation) -> None:
        consts = self._get_operand_values(op)
        if consts is None:
            return
        succ = op.get_successor_for_operands(consts)
        if succ is not None:
            self._mark_edge_live(op.parent, succ)
        else:
            for s in op.successors:
                self._mark_edge_live(op.parent, s)

    def _visit_region_branch_operation(self, op: Operation) -> None:
        consts = self._get_operand_values(op)
        if consts is None:
            return
        for succ in op.get_entry_successor_regions(consts):
            if succ.region is not None:
                if not succ.region.blocks:
                    continue
                point = succ.region.blocks[0]
            else:
                point = op
            state = self.get_or_create(point, Executable)
            self.propagate_if_changed(state, state.set_to_live())
            preds = self.get_or_create(point, PredecessorState)
            self.propagate_if_changed(preds, preds.join(op, succ.inputs))

    def _visit_region_terminator(self, op: Operation, branch: Operation) -> None:
        consts = self._get_operand_values(op)
        if consts is None:
            return
        if isinstance(op, RegionBranchTerminatorOpInterface):
            succs = op.get_successor_regions(consts)
        else:
            succs = branch.get_successor_regions(op.parent_region)
        for succ in succs:
            if succ.region is not None:
                if not succ.region.blocks:
                    continue
                entry = succ.region.blocks[0]
                state = self.get_or_create(entry, Executable)
                self.propagate_if_changed(state, state.set_to_live())
                preds = self.get_or_create(entry, PredecessorState)
            else:
                preds = self.get_or_create(branch, PredecessorState)
            self.propagate_if_changed(preds, preds.join(op, succ.inputs))

    def _visit_callable_terminator(self, op: Operation, callable_op: Operation) -> None:
        if not op.operands:
            return
        callsites = self.get_or_create_for(op, callable_op, PredecessorState)
        can_resolve = op.has_trait(ReturnLike)
        for pred in list(callsites.known):
            preds = self.get_or_create(pred, PredecessorState)
            if can_resolve:
                self.propagate_if_changed(preds, preds.join(op))
            else:
                self.propagate_if_changed(preds, preds.set_has_unknown_predecessors())


# ---------------------------------------------------------------------------
# Sparse forward analyses
# ---------------------------------------------------------------------------


_PLAIN, _REGION_BRANCH, _CALL = 0, 1, 2

#: op class -> how the sparse forward framework visits its ops (computed once
#: per class: the interfaces an op implements are those of its class)
_OP_KIND: dict = {}


def _op_kind(cls: type) -> int:
    if issubclass(cls, RegionBranchOpInterface):
        kind = _REGION_BRANCH
    elif issubclass(cls, CallOpInterface):
        kind = _CALL
    else:
        kind = _PLAIN
    _OP_KIND[cls] = kind
    return kind


class SparseForwardDataFlowAnalysis(DataFlowAnalysis):
    """Port of ``AbstractSparseForwardDataFlowAnalysis``.  Subclasses set
    ``lattice_cls`` and implement :meth:`visit_operation` and
    :meth:`set_to_entry_state`; they may override
    :meth:`visit_non_control_flow_arguments`, :meth:`visit_external_call` and
    :meth:`visit_region_successors`."""

    lattice_cls: type = Lattice

    # -- hooks ------------------------------------------------------------------
    def visit_operation(self, op: Operation, operands: list, results: list) -> None:  # pragma: no cover
        raise NotImplementedError

    def set_to_entry_state(self, lattice: Lattice) -> None:  # pragma: no cover
        raise NotImplementedError

    def visit_non_control_flow_arguments(self, op: Operation, successor: RegionSuccessor,
                                         lattices: list, first_index: int) -> None:
        """Arguments of ``successor`` that no predecessor forwards go to their
        entry state."""
        self.set_all_to_entry_states(lattices[:first_index])
        self.set_all_to_entry_states(lattices[first_index + len(successor.inputs):])

    def visit_external_call(self, call: Operation, operands: list, results: list) -> None:
        self.set_all_to_entry_states(results)

    # -- helpers ----------------------------------------------------------------
    def get_lattice_element(self, value: Value) -> Lattice:
        return self.solver.get_or_create(value, self.lattice_cls)

    def get_lattice_element_for(self, point, value: Value) -> Lattice:
        lat = self.solver.get_or_create(value, self.lattice_cls)
        lat.add_dependency(point, self)
        return lat

    def set_all_to_entry_states(self, lattices: Iterable[Lattice]) -> None:
        for lat in lattices:
            self.set_to_entry_state(lat)

    def join_lattice(self, lattice: Lattice, value) -> bool:
        """``lattice->join(value)`` without propagation; True if it changed."""
        return lattice.join(value, self.solver.check_monotonic)

    def join(self, lhs: Lattice, rhs: Lattice) -> None:
        self.propagate_if_changed(lhs, lhs.join(rhs.value, self.solver.check_monotonic))

    # -- the framework ----------------------------------------------------------
    def initialize(self, top: Operation) -> None:
        for region in top.regions:
            if not region.blocks:
                continue
            for arg in region.blocks[0].args:
                self.set_to_entry_state(self.get_lattice_element(arg))
        self._initialize_recursively(top)

    def _initialize_recursively(self, op: Operation) -> None:
        visit = self._visit_operation
        visit(op)
        for region in op.regions:
            for block in region.blocks:
                self.get_or_create(block, Executable).block_content_subscribe(self)
                self._visit_block(block)
                o = block.first  # (block.ops, inlined; an op without regions visited here)
                while o is not None:
                    nxt = o.next
                    if o.regions:
                        self._initialize_recursively(o)
                    elif o.results:  # (_visit_operation does nothing for an op without results)
                        visit(o)
                    o = nxt

    def visit(self, point) -> None:
        if isinstance(point, Block):
            self._visit_block(point)
        else:
            self._visit_operation(point)

    def _visit_operation(self, op: Operation) -> None:
        op_results = op.results
        if not op_results:
            return
        solver = self.solver
        block = op.parent
        tables = solver.tables  # (the solver's get_or_create, inlined: this runs per op visit)
        if block is not None:
            executables = tables.get(Executable)
            executable = executables.get(block) if executables is not None else None
            if executable is None:
                executable = solver.get_or_create(block, Executable)
            if not executable.live:
                return
        cls = self.lattice_cls
        lattices = tables.get(cls)
        if lattices is None:
            lattices = solver.table(cls)
        results = []
        for r in op_results:
            lat = lattices.get(r)
            if lat is None:
                lat = lattices[r] = cls(r)
            results.append(lat)
        kind = _OP_KIND.get(type(op))
        if kind is None:
            kind = _op_kind(type(op))
        if kind == _REGION_BRANCH:
            self.visit_region_successors(op, op, None, results)
            return
        operands = []
        for use in op._operands:
            v = use.value
            lat = lattices.get(v)
            if lat is None:
                lat = lattices[v] = cls(v)
            lat.use_def_subscribers[self] = None  # use_def_subscribe
            operands.append(lat)
        if kind == _CALL:
            self._visit_call_operation(op, operands, results)
            return
        self.visit_operation(op, operands, results)

    def _visit_block(self, block: Block) -> None:
        if not block.args:
            return
        if not self.get_or_create(block, Executable).live:
            return
        lattices = [self.get_lattice_element(a) for a in block.args]
        region = block.parent
        if block is region.blocks[0]:
            parent = region.parent
            if isinstance(parent, CallableOpInterface) and parent.get_callable_region() is region:
                self._visit_callable_operation(parent, lattices)
                return
            if isinstance(parent, RegionBranchOpInterface):
                self.visit_region_successors(block, parent, region, lattices)
                return
            self.visit_non_control_flow_arguments(parent, RegionSuccessor(region), lattices, 0)
            return
        for pred, index in ((t.parent, i) for t, i in block.predecessor_edges()):
            edge = self.get_or_create(self.solver.edge(pred, block), Executable)
            edge.block_content_subscribe(self)
            if not edge.live:
                continue
            term = pred.last
            if isinstance(term, BranchOpInterface):
                operands = term.get_successor_operands(index)
                for i, lat in enumerate(lattices):
                    v = operands[i] if i < len(operands) else None
                    if v is not None:
                        self.join(lat, self.get_lattice_element_for(block, v))
                    else:
                        self.set_all_to_entry_states([lat])
            else:
                self.set_all_to_entry_states(lattices)
                return

    def _visit_callable_operation(self, callable_op: Operation, lattices: list) -> None:
        entry = callable_op.regions[0].blocks[0]
        callsites = self.get_or_create_for(entry, callable_op, PredecessorState)
        if not callsites.all_known:
            self.set_all_to_entry_states(lattices)
            return
        for call in list(callsites.known):
            for v, lat in zip(call.operands, lattices):
                self.join(lat, self.get_lattice_element_for(entry, v))

    def visit_region_successors(self, point, branch: Operation, successor: Optional[Region],
                                lattices: list) -> None:
        """``visitRegionSuccessors``: join into ``lattices`` (the arguments of
        ``point``'s block, or ``branch``'s results when ``point`` is
        ``branch``) the values each known predecessor forwards to
        ``successor`` (a region of ``branch``, or None: its results); values
        no predecessor forwards go to :meth:`visit_non_control_flow_arguments`.
        Subclasses may override it (Triton's AMD range analysis does)."""
        preds = self.get_or_create_for(point, point, PredecessorState)
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
                self.join(lat, self.get_lattice_element_for(point, v))

    def _visit_call_operation(self, call: Operation, operands: list, results: list) -> None:
        callee = call.resolve_callable()
        if callee is not None and isinstance(callee, CallableOpInterface) \
                and callee.get_callable_region() is None:
            self.visit_external_call(call, operands, results)
            return
        preds = self.get_or_create_for(call, call, PredecessorState)
        if not preds.all_known:
            self.set_all_to_entry_states(results)
            return
        for ret in list(preds.known):
            for v, lat in zip(ret.operands, results):
                self.join(lat, self.get_lattice_element_for(call, v))


# ---------------------------------------------------------------------------
# Sparse constant propagation
# ---------------------------------------------------------------------------


class ConstantValue:
    """``ConstantValue``: a known constant attribute, with the dialect of the
    op that produced it, or "unknown" (``attr`` None).  Two values are equal
    when their attributes are (MLIR compares the uniqued attribute only)."""

    __slots__ = ("attr", "dialect", "_key")

    def __init__(self, attr=None, dialect: Optional[str] = None):
        self.attr = attr
        self.dialect = dialect
        self._key = None if attr is None else constant_key(attr)

    @property
    def constant(self) -> Optional[tuple]:
        """The constant as ``(type, bits)`` (the value as an unsigned
        ``width``-bit integer) for an integer or bool attribute or an integer
        splat, else None: what the control-flow queries above read (a
        ``BoolAttr``/``IntegerAttr`` condition or switch argument)."""
        return _int_constant(self.attr)

    def __eq__(self, other) -> bool:
        return isinstance(other, ConstantValue) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return "<unknown>" if self.attr is None else repr(self.attr)


UNKNOWN = ConstantValue(None)


class ConstantLattice(Lattice):
    """``Lattice<ConstantValue>``; ``value`` None is uninitialized."""

    __slots__ = ()

    @staticmethod
    def initial():
        return None

    @staticmethod
    def join_values(lhs, rhs):
        if lhs is None:
            return rhs
        if rhs is None:
            return lhs
        if lhs == rhs:
            return lhs
        return UNKNOWN


class SparseConstantPropagation(SparseForwardDataFlowAnalysis):
    """Port of MLIR's ``SparseConstantPropagation``
    (mlir/lib/Analysis/DataFlow/ConstantPropagationAnalysis.cpp): simulates
    execution by folding each op (``Operation::fold``, the op's ``fold``
    method and its traits' folders) with its operands' constants."""

    lattice_cls = ConstantLattice

    def set_to_entry_state(self, lattice: Lattice) -> None:
        if lattice.value is UNKNOWN:  # join(UNKNOWN, UNKNOWN): no change (most results, re-visited)
            return
        if lattice.join(UNKNOWN):
            lattice.on_update(self.solver)

    def visit_operation(self, op: Operation, operands: list, results: list) -> None:
        # Region ops are not simulated: their folding could not be out-of-place.
        if op.regions:
            self.set_all_to_entry_states(results)
            return
        constants = []
        for lat in operands:
            if lat.value is None:
                return
            constants.append(lat.value.attr)
        folders = folders_of(type(op))
        if not (folders[0] or folders[1]):  # no folder: Operation::fold fails (may_fold)
            self.set_all_to_entry_states(results)
            return
        # The constants need not be the operands' runtime values, so an
        # in-place fold is undone (simulated execution, not folding).
        original_operands = op.operands
        original_attrs = dict(op.attributes)
        folded = fold_with(op, constants, folders[0], folders[1])  # (fold_op, its lookup done)
        if folded is None:
            self.set_all_to_entry_states(results)
            return
        if folded is IN_PLACE:
            # As Operation::setOperands, every operand is set again (each use
            # goes back to the head of its value's use list).
            for i, v in enumerate(original_operands):
                op.set_operand(i, v)
            op.attributes.clear()
            op.attributes.update(original_attrs)
            self.set_all_to_entry_states(results)
            return
        dialect = op.name.partition(".")[0]
        for lat, res in zip(results, folded):
            if isinstance(res, Value):
                self.join(lat, self.get_lattice_element(res))
            else:
                self.propagate_if_changed(
                    lat, lat.join(ConstantValue(res, dialect), self.solver.check_monotonic))


def create_dataflow_solver(check_monotonic: bool = False) -> DataFlowSolver:
    """Triton's ``createDataFlowSolver`` (lib/Analysis/Utility.cpp): a solver
    with dead code analysis and sparse constant propagation loaded."""
    solver = DataFlowSolver(check_monotonic=check_monotonic)
    solver.load(DeadCodeAnalysis)
    solver.load(SparseConstantPropagation)
    return solver


def splat_int_value(attr) -> Optional[int]:
    """The value of a splat integer dense attribute (all elements equal)."""
    if not isinstance(attr, A.DenseElementsAttr) or attr.hex is not None:
        return None
    vals = attr.values
    if not vals:
        return None
    if not attr.splat and any(v != vals[0] for v in vals):
        return None
    v = vals[0]
    if isinstance(v, bool):
        return int(v)
    return v if isinstance(v, int) else None


def _int_constant(attr) -> Optional[tuple]:
    """``(type, unsigned bits)`` of an integer or bool attribute or integer
    splat, else None."""
    if isinstance(attr, A.BoolAttr):
        return (T.i1, int(attr.value))
    t = attr_type(attr)
    if t is None or not isinstance(t.element_type(), (T.IntegerType, T.IndexType)):
        return None
    w = int_width(t)
    if isinstance(attr, A.IntegerAttr):
        return (t, attr.value & ((1 << w) - 1))
    v = splat_int_value(attr)
    return None if v is None else (t, v & ((1 << w) - 1))


def _signed(bits: int, width: int) -> int:
    """The signed value of ``width``-bit ``bits``."""
    if width and bits >> (width - 1) & 1:
        return bits - (1 << width)
    return bits
