"""The ``cse`` pass: port of MLIR's common sub-expression elimination
(mlir/lib/Transforms/CSE.cpp, ``CSEDriver``; Triton 3.6.0 runs it as
``passes.common.add_cse``, built against LLVM f6ded0be), with the op
equivalence of mlir/lib/IR/OperationSupport.cpp (``OperationEquivalence``).
Where the MLIR sources read differ between LLVM versions (commutative
operands inside regions), the behaviour follows what Triton 3.6.0 does; the
LLVM of Triton 3.8 changes two things, each a release rule below
(:data:`NESTED_COMMUTATIVE`, :data:`WRITES_BY_RESOURCE`).

How it works (each piece names the MLIR function it mirrors):

* The walk (:meth:`CSEDriver.simplify_region`, ``simplify_block``): regions
  are visited in order; a single-block region is one scope of a scoped hash
  table of known ops; a multi-block region is walked along its dominator tree,
  one scope per tree node, so an op only ever meets ops that dominate it
  (unreachable blocks are not visited).  Ops nested in an op's regions are
  visited before the op itself.  The regions of an op that might be
  ``IsolatedFromAbove`` (``tt.func``, ``builtin.module``, any unregistered op)
  start from an empty table.
* Which ops go (:meth:`CSEDriver.simplify_operation`): terminators never; an
  op that is trivially dead at the moment it is visited (no uses, no effects
  but reads and allocations of its own results) is erased; an op with a
  multi-block region is left alone; an op without memory effects (nested ops
  included) is replaced by an equivalent op already in the table; an op whose
  only effects are reads is replaced by an equivalent op of the same block
  when no op in between may write (unknown effects count as a write).  Any
  other op that is kept enters the table.
* Equivalence (:class:`_KnownOps`, :func:`is_equivalent_to`): same name,
  attributes (inherent and discardable), result types, operands (as a
  multiset for ``Commutative`` ops, but only for the two ops compared, not
  for ops nested in them), numbers of regions and successors, and
  structurally equal regions (block argument types, ops pairwise equivalent
  with values of the two regions mapped onto each other).  Locations are
  ignored.  The hash table returns the most recently inserted equivalent op
  of the innermost scope that has one.
* The kept op is the one visited first (it dominates the other); uses of the
  duplicate are replaced by it, and it takes the duplicate's location if its
  own is ``loc(unknown)``.  In a region without SSA dominance (the body of
  ``builtin.module``, regions of unregistered ops) only uses in ops that are
  not in the table are replaced, and the duplicate goes only if that left it
  unused.
* Erasure happens after the walk, in the order the ops were marked.

Deviation from MLIR: none known.  Attributes are compared as MLIR uniques them
(:func:`_uniqued`: ``true`` and ``1 : i1`` are one attribute in MLIR, two
classes in pyopt).  Effects come from
:mod:`pyopt.ir.effects`.  Unregistered ops follow MLIR's code (their
regions start from an empty table and have no SSA dominance; their effects
are unknown) but could not be compared with Triton, whose Python binding
rejects unregistered dialects; an op Triton registers and pyopt does not
declare would be treated as unregistered.
"""

from __future__ import annotations

import functools
from collections import Counter

from pyopt.dialects.builtin.ops import ModuleOp
from pyopt.ir.opdef import Op
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region
from pyopt.ir.version import Since, Versioned, resolve_active
from pyopt.transforms.pass_base import ModulePass, Statistic, register_pass
from pyopt.ir.effects import (
    READ,
    WRITE,
    get_effects,
    get_effects_recursively,
    is_memory_effect_free,
    is_op_trivially_dead,
    might_have_trait,
)
from pyopt.ir.traits import Commutative, IsTerminator, IsolatedFromAbove

__all__ = ["CSE", "eliminate_common_subexpressions", "is_equivalent_to"]


# ---------------------------------------------------------------------------
# Attribute identity (MLIR's attribute uniquing)
# ---------------------------------------------------------------------------

@functools.lru_cache(maxsize=4096)
def _uniqued(attr):
    """A key equal for two attributes exactly when MLIR would unique them to
    one ``Attribute``.  pyopt's attribute classes already hold integers and
    dense elements as MLIR does; they keep ``true`` (BoolAttr) apart from
    ``1 : i1`` (IntegerAttr), which MLIR does not.  Nested arrays and
    dictionaries are keyed element-wise.  (A ``dense<"0x...">`` payload is
    still compared as written, not with the same elements spelled out.)"""
    if isinstance(attr, A.BoolAttr):
        return A.IntegerAttr(int(attr.value), T.i1)
    if isinstance(attr, A.ArrayAttr):
        return ("array", tuple(_uniqued(e) for e in attr.elements))
    if isinstance(attr, A.DictAttr):
        return ("dict", tuple((k, _uniqued(v)) for k, v in attr.items))
    return attr


def _attributes_key(op: Operation):
    """``getRawDictionaryAttrs()`` and the properties together (pyopt keeps
    both in ``op.attributes``; ``op.properties`` only holds the ``<{...}>`` of
    unregistered ops read from the generic form)."""
    items = frozenset((k, _uniqued(v)) for k, v in op.attributes.items())
    props = op.properties
    if props:
        return items, frozenset((k, _uniqued(v)) for k, v in props.items())
    return items, None


# ---------------------------------------------------------------------------
# OperationEquivalence (mlir/lib/IR/OperationSupport.cpp)
# ---------------------------------------------------------------------------


def _is_commutative(op: Operation) -> bool:
    return op.has_trait(Commutative)


def _hash_key(op: Operation):
    """``OperationEquivalence::computeHash`` with ``directHashValue`` operands
    and ignored results and locations, widened with what ``isEquivalentTo``
    compares before regions (so that two ops without regions are equivalent
    exactly when their keys are equal): name, attributes, result types,
    operands (a multiset for commutative ops), and the numbers of regions
    and successors."""
    operands = op.operands
    if _is_commutative(op) and operands:
        operand_key = frozenset(Counter(operands).items())
    else:
        operand_key = tuple(operands)
    return (op.name, _attributes_key(op), tuple(op.result_types), operand_key,
            len(op.regions), len(op.successors))


def is_equivalent_to(lhs: Operation, rhs: Operation) -> bool:
    """``OperationEquivalence::isEquivalentTo(lhs, rhs, IgnoreLocations)``,
    as CSE's ``SimpleOperationInfo::isEqual`` asks it."""
    return _is_equivalent_to(lhs, rhs, {}, commutative=True)


def _is_equivalent_to(lhs: Operation, rhs: Operation, mapping: dict, commutative: bool) -> bool:
    """``OperationEquivalence::isEquivalentTo`` with a ``ValueEquivalenceCache``:
    ``mapping`` takes values of ``lhs``'s regions to the values of ``rhs``'s
    regions they correspond to (results of equivalent ops, arguments of
    paired blocks); an operand matches if it is the same value or the value
    mapped to it.  The operands of a commutative op are compared as a
    multiset only for the outermost pair (``commutative``): the nested
    comparison of regions gets no ``checkCommutativeEquivalent`` at this
    LLVM commit, so nested ops compare operands pairwise (Triton 3.6.0 does
    not merge two loops whose bodies differ only in the order of an
    ``arith.addi``'s operands)."""
    if lhs is rhs:
        return True
    if (lhs.name != rhs.name or len(lhs.regions) != len(rhs.regions)
            or len(lhs.successors) != len(rhs.successors)
            or lhs.num_operands != rhs.num_operands or len(lhs.results) != len(rhs.results)
            or _attributes_key(lhs) != _attributes_key(rhs)):
        return False
    lops, rops = lhs.operands, rhs.operands
    if commutative and _is_commutative(lhs):
        if Counter(mapping.get(v, v) for v in lops) != Counter(rops):
            return False
    else:
        for lv, rv in zip(lops, rops):
            if lv is not rv and mapping.get(lv) is not rv:
                return False
    for lr, rr in zip(lhs.results, rhs.results):
        if lr.type != rr.type:
            return False
        mapping[lr] = rr
    return all(_is_region_equivalent_to(lr, rr, mapping)
               for lr, rr in zip(lhs.regions, rhs.regions))


#: Whether the ops nested in two regions compare a commutative op's operands as a multiset
#: (values of the regions mapped onto each other), as the outermost pair does.
NESTED_COMMUTATIVE = Versioned(False, Since((3, 8), True, "the LLVM of Triton 3.8.0 (upstream change not found): "
                                            "OperationEquivalence compares nested commutative ops up to operand "
                                            "order (checked with the 3.7.1 and 3.8.0 wheels' CSE)"),
                               name="cse: commutative ops in regions")

#: Whether a write between two equivalent reads blocks CSE only where it acts on a resource
#: the reads read (Triton's global or shared memory, the default resource); up to 3.7 any
#: write does.
WRITES_BY_RESOURCE = Versioned(False, Since((3, 8), True, "the LLVM of Triton 3.8.0 (upstream change not found): "
                                            "CSE's hasOtherSideEffectingOpInBetween ignores writes to other "
                                            "resources (a volatile load's default-resource write, a ttg.local_store "
                                            "before a global tt.load; checked with the 3.7.1 and 3.8.0 wheels)"),
                               name="cse: writes that block a read, by resource")


def _is_region_equivalent_to(lhs: Region, rhs: Region, mapping: dict) -> bool:
    """``OperationEquivalence::isRegionEquivalentTo``: blocks pairwise (the
    same number), block arguments of the same types, ops pairwise
    equivalent, successors mapped consistently."""
    if len(lhs.blocks) != len(rhs.blocks):
        return False
    blocks: dict[Block, Block] = {}
    for lb, rb in zip(lhs.blocks, rhs.blocks):
        if len(lb.args) != len(rb.args) or blocks.setdefault(lb, rb) is not rb:
            return False
        for la, ra in zip(lb.args, rb.args):
            if la.type != ra.type:
                return False
            mapping[la] = ra
        if len(lb) != len(rb):
            return False
        nested_commutative = resolve_active(NESTED_COMMUTATIVE)
        for lo, ro in zip(lb.ops, rb.ops):
            if not _is_equivalent_to(lo, ro, mapping, commutative=nested_commutative):
                return False
            for ls, rs in zip(lo.successors, ro.successors):
                if blocks.setdefault(ls, rs) is not rs:
                    return False
    return True


class _KnownOps:
    """``llvm::ScopedHashTable<Operation*, Operation*, SimpleOperationInfo>``:
    ops keyed by equivalence.  A lookup returns the op most recently inserted
    under an equivalent key and still in scope; leaving a scope removes what
    was inserted in it."""

    def __init__(self):
        # hash key -> [[key op, ops inserted under it (last one wins)], ...]
        self._buckets: dict = {}
        self._scopes: list[list] = []

    def push_scope(self) -> None:
        self._scopes.append([])

    def pop_scope(self) -> None:
        for key, entry in reversed(self._scopes.pop()):
            entry[1].pop()
            if not entry[1]:
                bucket = self._buckets[key]
                bucket.remove(entry)
                if not bucket:
                    del self._buckets[key]

    def _find(self, op: Operation, key):
        for entry in self._buckets.get(key, ()):
            if not op.regions or is_equivalent_to(op, entry[0]):
                return entry
        return None

    def lookup(self, op: Operation) -> Operation | None:
        entry = self._find(op, _hash_key(op))
        return entry[1][-1] if entry is not None else None

    def insert(self, op: Operation) -> None:
        key = _hash_key(op)
        entry = self._find(op, key)
        if entry is None:
            entry = [op, []]
            self._buckets.setdefault(key, []).append(entry)
        entry[1].append(op)
        self._scopes[-1].append((key, entry))


# ---------------------------------------------------------------------------
# Dominance facts CSE needs
# ---------------------------------------------------------------------------


def _has_ssa_dominance(region: Region) -> bool:
    """``DominanceInfo::hasSSADominance``: multi-block regions always have it;
    a single-block region has it unless its op is unregistered or says it
    holds a graph region (``RegionKindInterface``: ``builtin.module``)."""
    if len(region.blocks) != 1:
        return True
    parent = region.parent
    if parent is None:
        return True
    return isinstance(parent, Op) and not isinstance(parent, ModuleOp)


def _dominator_tree(region: Region) -> dict[Block, list[Block]]:
    """The children of each block in the dominator tree of ``region`` (its
    blocks reachable from the entry), as LLVM's ``DomTreeBuilder`` orders
    them: by depth-first preorder over successors in order.  Immediate
    dominators by Cooper, Harvey and Kennedy's iteration over reverse
    post-order (the tree is unique; only the child order is LLVM's)."""
    entry = region.blocks[0]
    preorder: list[Block] = []
    postorder: list[Block] = []
    seen = {entry}
    stack = [(entry, iter(_successors(entry)))]
    preorder.append(entry)
    while stack:
        block, succs = stack[-1]
        nxt = next((s for s in succs if s not in seen), None)
        if nxt is None:
            postorder.append(block)
            stack.pop()
            continue
        seen.add(nxt)
        preorder.append(nxt)
        stack.append((nxt, iter(_successors(nxt))))
    rpo_index = {b: i for i, b in enumerate(reversed(postorder))}
    preds: dict[Block, list[Block]] = {b: [] for b in preorder}
    for b in preorder:
        for s in _successors(b):
            preds[s].append(b)
    idom: dict[Block, Block] = {entry: entry}

    def intersect(a: Block, b: Block) -> Block:
        while a is not b:
            while rpo_index[a] > rpo_index[b]:
                a = idom[a]
            while rpo_index[b] > rpo_index[a]:
                b = idom[b]
        return a

    changed = True
    order = list(reversed(postorder))[1:]
    while changed:
        changed = False
        for b in order:
            new = None
            for p in preds[b]:
                if p in idom:
                    new = p if new is None else intersect(p, new)
            if idom.get(b) is not new:
                idom[b] = new
                changed = True
    children: dict[Block, list[Block]] = {b: [] for b in preorder}
    for b in preorder[1:]:
        children[idom[b]].append(b)
    return children


def _successors(block: Block) -> list[Block]:
    term = block.terminator
    return list(term.successors) if term is not None else []


# ---------------------------------------------------------------------------
# The driver (CSEDriver)
# ---------------------------------------------------------------------------


def _has_single_read_effect(op: Operation) -> bool:
    """``hasSingleEffect<MemoryEffects::Read>``: the op implements the
    memory-effect interface and all of its own effects (at least one) are
    reads."""
    effects = get_effects(op)
    return bool(effects) and all(e.effect == READ for e in effects)


class CSEDriver:
    """``CSEDriver``: simplify every region of an op, then erase what was
    marked."""

    def __init__(self):
        self.ops_to_erase: list[Operation] = []
        # MLIR's statistics, counted where CSEDriver counts them (a pure
        # duplicate counts twice, in replaceUsesAndDelete and after it, as
        # MLIR's driver does).
        self.num_cse = 0
        self.num_dce = 0
        # ``memEffectsCache``: the read ops already used as the start of a
        # scan for writes in the current block.  MLIR's cache records each
        # scan's end but, on a hit, scans again from the op after the start
        # (on a miss, from the start itself); only where the scan begins
        # is kept here.
        self._scanned_from: set[Operation] = set()
        # per block being simplified: its ops' writes, indexed once (_BlockWrites)
        self._writes: dict = {}

    def simplify(self, op: Operation) -> bool:
        """``CSEDriver::simplify``; returns whether the IR changed."""
        known = _KnownOps()
        for region in op.regions:
            self.simplify_region(known, region)
        for dead in self.ops_to_erase:
            dead.erase()
        return bool(self.ops_to_erase)

    def simplify_region(self, known: _KnownOps, region: Region) -> None:
        """``CSEDriver::simplifyRegion`` (a multi-block region always has SSA
        dominance, so MLIR's skip of multi-block regions without it never
        applies)."""
        if not region.blocks:
            return
        ssa = _has_ssa_dominance(region)
        if len(region.blocks) == 1:
            known.push_scope()
            self.simplify_block(known, region.blocks[0], ssa)
            known.pop_scope()
            return
        children = _dominator_tree(region)
        root = region.blocks[0]
        known.push_scope()
        self.simplify_block(known, root, ssa)
        stack = [iter(children[root])]
        while stack:
            child = next(stack[-1], None)
            if child is None:
                stack.pop()
                known.pop_scope()
                continue
            known.push_scope()
            self.simplify_block(known, child, ssa)
            stack.append(iter(children[child]))

    def simplify_block(self, known: _KnownOps, block: Block, ssa: bool) -> None:
        """``CSEDriver::simplifyBlock``: nested regions first (with a fresh
        table below an op that might be IsolatedFromAbove), then the op."""
        for op in block.ops:
            if op.regions:
                inner = _KnownOps() if might_have_trait(op, IsolatedFromAbove) else known
                for region in op.regions:
                    self.simplify_region(inner, region)
            self.simplify_operation(known, op, ssa)
        self._scanned_from.clear()
        self._writes.pop(block, None)

    def simplify_operation(self, known: _KnownOps, op: Operation, ssa: bool) -> None:
        """``CSEDriver::simplifyOperation``: mark ``op`` for erasure (as dead
        or as a duplicate of a known op), or make it known."""
        if op.has_trait(IsTerminator):
            return
        if is_op_trivially_dead(op):
            self.ops_to_erase.append(op)
            self.num_dce += 1
            return
        if any(len(r.blocks) > 1 for r in op.regions):
            return
        if not is_memory_effect_free(op):
            if not _has_single_read_effect(op):
                return
            existing = known.lookup(op)
            if (existing is not None and existing.parent is op.parent
                    and not self._has_other_side_effecting_op_in_between(existing, op)):
                self._replace_uses_and_delete(known, op, existing, ssa)
                return
            known.insert(op)
            return
        existing = known.lookup(op)
        if existing is not None:
            self._replace_uses_and_delete(known, op, existing, ssa)
            self.num_cse += 1
            return
        known.insert(op)

    def _replace_uses_and_delete(self, known: _KnownOps, op: Operation, existing: Operation,
                                 ssa: bool) -> None:
        """``CSEDriver::replaceUsesAndDelete``."""
        if ssa:
            for old, new in zip(op.results, existing.results):
                old.replace_all_uses_with(new)
            self.ops_to_erase.append(op)
        else:
            # Without SSA dominance a use may already have been visited:
            # only uses in ops not (equivalent to one) in the table move.
            for old, new in zip(op.results, existing.results):
                old.replace_uses_if(new, lambda use: known.lookup(use.owner) is None)
            if all(not r.uses for r in op.results):
                self.ops_to_erase.append(op)
        if isinstance(existing.loc, A.UnknownLoc) and not isinstance(op.loc, A.UnknownLoc):
            existing.loc = op.loc
        self.num_cse += 1

    def _has_other_side_effecting_op_in_between(self, from_op: Operation,
                                                to_op: Operation) -> bool:
        """``CSEDriver::hasOtherSideEffectingOpInBetween``: whether an op from
        ``from_op`` (or the op after it, see ``_scanned_from``) up to
        ``to_op`` (same block) may write: a write effect, recursively, or
        unknown effects."""
        first = from_op not in self._scanned_from
        self._scanned_from.add(from_op)
        read = {e.resource for e in get_effects(to_op)} if resolve_active(WRITES_BY_RESOURCE) else None
        if first and _writes(get_effects_recursively(from_op), read):
            return True
        writes = self._writes.get(to_op.parent)
        if writes is None:
            writes = self._writes[to_op.parent] = _BlockWrites(to_op.parent)
        return writes.between(from_op, to_op, read)


def _writes(effects, read) -> bool:
    """Whether ``effects`` (None: unknown) may write (a resource in ``read``, unless None)."""
    return effects is None or any(e.effect == WRITE and (read is None or e.resource in read)
                                  for e in effects)


class _BlockWrites:
    """The writes of one block's ops, for ``hasOtherSideEffectingOpInBetween``: each op's
    recursive effects read once, in order, as the queries' ends (the op being simplified,
    which only moves forward) reach it.  MLIR scans from the start op to the end op at each
    query, time quadratic in a block of many equal reads (a long chain of loads of one
    pointer); the answer, whether an op strictly between them may write, is the same:
    whether the last writer before the end (of the resources read, or unknown) comes after
    the start."""

    def __init__(self, block):
        self.cursor = block.first  # the first op not yet indexed
        self.index: dict = {}  # op -> its place in the block
        self.last_unknown = -1  # the last op of unknown effects
        self.last_write = -1  # the last op writing anything
        self.last_by_resource: dict = {}  # resource -> the last op writing it

    def between(self, from_op: Operation, to_op: Operation, read) -> bool:
        index = self.index
        if to_op in index:  # (not reached in CSE's order: scan as MLIR does)
            nxt = from_op.next
            while nxt is not None and nxt is not to_op:
                if _writes(get_effects_recursively(nxt), read):
                    return True
                nxt = nxt.next
            return False
        nxt = self.cursor
        i = len(index)
        while nxt is not None and nxt is not to_op:
            index[nxt] = i
            effects = get_effects_recursively(nxt)
            if effects is None:
                self.last_unknown = i
            else:
                for e in effects:
                    if e.effect == WRITE:
                        self.last_write = i
                        self.last_by_resource[e.resource] = i
            i += 1
            nxt = nxt.next
        self.cursor = nxt
        start = index[from_op]
        if self.last_unknown > start:
            return True
        if read is None:
            return self.last_write > start
        return any(self.last_by_resource.get(r, -1) > start for r in read)


def eliminate_common_subexpressions(op: Operation) -> bool:
    """``mlir::eliminateCommonSubExpressions``: run CSE on the regions of
    ``op``; returns whether anything was erased."""
    return CSEDriver().simplify(op)


@register_pass
class CSE(ModulePass):
    """Eliminate common sub-expressions (MLIR's -cse)."""

    op_agnostic = True  # MLIR's pass runs on any op (an OperationPass<>)
    name = "cse"
    aliases = ()
    summary = "Eliminate common sub-expressions"
    mirrors = "mlir/lib/Transforms/CSE.cpp"
    mlir_name = Versioned(
        "CSE",
        Since((3, 8), "CSEPass", "the LLVM of Triton 3.8.0 names MLIR's pass class CSEPass (its getName(), "
              "in IR dump headers and timing reports; upstream change not found)"),
        name="cse: the C++ pass's name")

    statistics = (Statistic("num-cse'd", "Number of operations CSE'd"),
                  Statistic("num-dce'd", "Number of operations DCE'd"))

    def run(self, module, ctx) -> None:
        driver = CSEDriver()
        driver.simplify(module)
        # MLIR's CSE assigns its driver's counts to the statistics: nested on
        # functions, the last function's counts are reported (as the 3.6.0
        # wheel's single-threaded pass manager reports them).
        self.set_statistic("num-cse'd", driver.num_cse)
        self.set_statistic("num-dce'd", driver.num_dce)
