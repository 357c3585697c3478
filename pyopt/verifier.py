"""The verifier: structural and per-op checks, as MLIR's ``mlir::verify``
(mlir/lib/IR/Verifier.cpp) and Triton's dialect verifiers do.

Checks, in order, for every op (pre-order):
0. its discardable attributes named ``dialect.*``, by that dialect's
   ``verifyOperationAttribute`` (its :class:`~pyopt.ir.dialect.Dialect`'s);
then, as ``Op::verifyInvariants``:
1. its declaration: operand/result/region/successor counts, type constraints,
   required inherent attributes and their constraints ("attribute 'x' failed
   to satisfy constraint: ..."), and the ODS predicate traits
   (``AllTypesMatch``);
2. its traits (:mod:`pyopt.ir.traits` objects), in declaration order, then
   the traits its dialect gives every op (its ``Dialect``'s ``traits``: Triton's
   tensor-size and tensor-layout checks), the ODS region constraints
   (``SizedRegion<1>`` ...), ``BranchOpInterface``'s successor operands, then
   the op's own ``verify_``;
3. every block of a region that needs terminators ends with a terminator;
4. every operand is defined before use (dominance), within the visible scope;
5. after the ops nested in it, its traits' region checks
   (``verifyRegionTrait``, e.g. ``SingleBlockImplicitTerminator``), the
   control-flow interfaces' (``LoopLikeOpInterface``,
   ``RegionBranchOpInterface``: types along every edge) in the order the op
   declares them, then the op's ``verify_regions_`` (``verifyRegions``).

Nothing here knows a dialect: op- and dialect-specific checks live with the
op classes and their traits.  Errors raise :class:`~pyopt.diagnostics.DiagnosticError` at the op's location.
"""

from __future__ import annotations

import functools
import operator
import sys
from typing import Optional

from pyopt.analysis.dominance import block_dominators
from pyopt.diagnostics import Diagnostic, DiagnosticError, SourceFile, SourceLoc
from pyopt.ir import attrs as A
from pyopt.ir.context import Context, current
from pyopt.ir.core import Block, BlockArgument, Operation, OpResult, Region
from pyopt.ir.opdef import Op, declared_attrs
from pyopt.ir.version import other_release_note, refuses_unknown_op, registers, varying_ops
from pyopt.ir.interfaces import BranchOpInterface, LoopLikeOpInterface, RegionBranchOpInterface
from pyopt.ir.traits import (
    IsolatedFromAbove, IsTerminator, NoTerminator, Trait, verification_run,
)
from pyopt.support import gc_paused, run_deep
from pyopt.syntax.attrparser import LocRef
from pyopt.ir.printer import print_op_fragment


def source_loc(loc, source: Optional[SourceFile]) -> Optional[SourceLoc]:
    """The source position of an IR location: the first file:line:col inside
    it (MLIR's rule for NameLoc/CallSiteLoc/FusedLoc), if it names ``source``."""
    seen = 0
    while loc is not None and seen < 64:
        seen += 1
        if isinstance(loc, LocRef):
            loc = loc.resolve()
        elif isinstance(loc, A.FileLineColLoc):
            if source is None:
                return None
            if loc.file == source.name:
                return SourceLoc(source, loc.line, loc.col)
            return SourceLoc(SourceFile("", loc.file), loc.line, loc.col)
        elif isinstance(loc, A.NameLoc):
            loc = loc.child
        elif isinstance(loc, A.CallSiteLoc):
            loc = loc.callee
        elif isinstance(loc, A.FusedLoc):
            for sub in loc.locs:
                r = source_loc(sub, source)
                if r is not None:
                    return r
            return None
        else:
            return None
    return None


class Verifier:
    """One verification under the active context (its release): the per-class
    plans and what they remember are that release's (:data:`_PLANS`)."""

    def __init__(self, source: Optional[SourceFile] = None):
        self.source = source
        # the isolated-from-above ops found in the regions of the op being verified
        self._deferred: Optional[list] = None
        self._plans = _PLANS.setdefault(current().release, {})
        # op class -> (signature, its declared attributes) whose verify_
        # (verify_types_and_attrs_only) passed, for this run
        self._verified: dict = {}
        # (op class, its block traits' block contexts) -> the signatures
        # whose checks all hold there, for this run
        self._good_in_context: dict = {}

    def fail(self, op: Operation, msg: str, prefix: bool = True) -> DiagnosticError:
        """The error ``msg`` at ``op``: with the ``'op.name' op`` prefix of
        ``emitOpError`` unless ``prefix`` is False or ``msg`` is a trait's
        :class:`~pyopt.ir.traits.TraitError` that says otherwise."""
        prefix = getattr(msg, "op_prefix", prefix)
        text = f"'{op.name}' op {msg}" if prefix else str(msg)
        loc = source_loc(op.loc, self.source)
        diag = Diagnostic("error", text, loc)
        for note in getattr(msg, "notes", ()):
            diag.notes.append(Diagnostic("note", note, loc))
        return DiagnosticError(diag, [Diagnostic("error", f"'{op.name}' op {f}", loc)
                                      for f in getattr(msg, "followups", ())])

    def _unknown_op(self, op: Operation) -> DiagnosticError:
        dialect = op.name.partition(".")[0]
        err = self.fail(op, f"unregistered operation '{op.name}' found in dialect ('{dialect}') "
                            "that does not allow unknown operations", prefix=False)
        note = other_release_note(op.name)
        if note is not None:
            err.diag.notes.append(Diagnostic("note", note, err.diag.loc))
        return err

    # -- entry ---------------------------------------------------------------------
    def verify(self, top: Operation) -> None:
        # (the plans of the run's release: a check may differ between releases,
        # and a plan remembers the signatures that passed its checks)
        self._plans = _PLANS.setdefault(current().release, {})
        with verification_run():
            self._verify_op(top, set(), {})

    def _verify_op(self, op: Operation, visible: set, seen: dict) -> None:
        cls = type(op)
        plan = self._plans.get(cls)
        if plan is None:
            plan = _plan(cls, self._plans)
        if plan is _UNREGISTERED:
            self._verify_dialect_attrs(op)
            regions = op.regions
            checks = _region_checks(cls)
        else:
            self._verify_decl(op, plan, seen)
            regions = op.regions
            checks = plan.region_checks if regions else plan.regionless_checks
        # MLIR's verifyOpAndDominance: the ops nested in `op` that are isolated from
        # above are verified after `op` itself, each on its own (in parallel)
        outer_deferred, self._deferred = self._deferred, []
        try:
            for region in regions:
                self._verify_region(op, region, visible)
            if plan is _UNREGISTERED and refuses_unknown_op(op.name):
                # (MLIR's verifyOnExit: after the ops the op nests)
                raise self._unknown_op(op)
            # the traits' region checks, then (for an op with regions) the region
            # verifiers of the control-flow interfaces, in the order the op
            # declares them, then the op's own
            for verify in checks:
                msg = verify(op)
                if msg:
                    raise self.fail(op, msg)
            isolated, self._deferred = self._deferred, outer_deferred
        except BaseException:
            self._deferred = outer_deferred
            raise
        if isolated:
            self._verify_isolated(isolated)

    def _verify_isolated(self, ops: list) -> None:
        """The isolated-from-above ops of one parent, as MLIR's
        ``failableParallelForEach`` verifies several of them on its threads
        (triton-opt's default): each one, the errors of every failing one
        reported, in the ops' order."""
        errors: list = []
        for op in ops:
            try:
                self._verify_op(op, set(), {})
            except DiagnosticError as e:
                if len(ops) == 1:
                    raise
                errors.append(e)
        if errors:
            first = errors[0]
            raise DiagnosticError(first.diag, [*first.followups, *(d for e in errors[1:] for d in e.diagnostics())])

    def _verify_region(self, parent: Operation, region: Region, outer: set) -> None:
        isolated = parent.has_trait(IsolatedFromAbove)
        base = set() if isolated else outer
        no_terminator = parent.has_trait(NoTerminator) or getattr(type(parent), "OP_NAME", "") == ""
        doms = block_dominators(region) if len(region.blocks) > 1 else None
        defined_in: dict[int, set] = {}
        if doms is not None:
            for b in region.blocks:
                s = set(b.args)
                o = b.first
                while o is not None:
                    s.update(o.results)
                    o = o.next
                defined_in[id(b)] = s
        plans = self._plans
        decl = self._verify_decl
        for b in region.blocks:
            # op class -> the signatures (see _verify_decl) of its ops whose
            # checks that read only types and the block all hold here; and
            # id(block traits) -> their block contexts here
            seen: dict = {}
            # The enclosing regions' set itself, not a copy (copies cost time
            # and memory quadratic in the nesting depth): what the block adds
            # is taken out again when it is done.
            visible = base
            extra = set(b.args)
            if doms is not None:
                for d in doms.get(b, ()):
                    if d is not b:
                        extra |= defined_in[id(d)]
            visible |= extra
            added: list = []  # the results defined in the block
            op = b.first
            while op is not None:
                for u in op._operands:
                    if u.value not in visible:
                        self._operand_error(op, b, visible, isolated)
                cls = type(op)
                plan = plans.get(cls)
                if plan is None:
                    plan = _plan(cls, plans)
                if op.regions and cls.has_trait(IsolatedFromAbove) and self._deferred is not None:
                    self._deferred.append(op)  # (verified after the parent: _verify_op)
                elif plan is _UNREGISTERED or op.regions:
                    self._verify_op(op, visible, seen)
                else:
                    # (_verify_op, inlined for an op without regions)
                    decl(op, plan, seen)
                    for verify in plan.regionless_checks:
                        msg = verify(op)
                        if msg:
                            raise self.fail(op, msg)
                results = op.results
                if results:
                    visible.update(results)
                    added += results
                op = op.next
            visible -= extra
            visible.difference_update(added)
            if not no_terminator and b.last is not None:
                last = b.last
                cls = type(last)
                if getattr(cls, "OP_NAME", "") and not cls.has_trait(IsTerminator):
                    raise self.fail(last, "block with no terminator, has " + _generic_text(last), prefix=False)
            elif not no_terminator and b.last is None:
                if getattr(type(parent), "OP_NAME", ""):
                    raise self.fail(parent, "empty block: expect at least a terminator")

    def _operand_error(self, op: Operation, b: Block, visible: set, isolated: bool) -> None:
        """Raise the error for the first operand of ``op`` not visible there."""
        for i, v in enumerate(op.operands):
            if v not in visible:
                if _defined_later_in(v, b):
                    err = self.fail(op, f"operand #{i} does not dominate this use", prefix=False)
                    err.diag.notes.append(Diagnostic(
                        "note", "operand defined here (op in the same block)",
                        source_loc(v.op.loc, self.source)))
                    raise err
                if isolated or not _is_defined(v):
                    raise self.fail(op, "using value defined outside the region" if _is_defined(v) else f"operand #{i} uses a value that is not defined", prefix=True)
                err = self.fail(op, f"operand #{i} does not dominate this use", prefix=False)
                if v.defining_op is not None:  # (MLIR notes where a block argument is too; not modelled)
                    err.diag.notes.append(Diagnostic(
                        "note", f"operand defined here ({_where_defined(v.defining_op, op)})",
                        source_loc(v.defining_op.loc, self.source)))
                raise err

    # -- dialect attributes ----------------------------------------------------------
    def _verify_dialect_attrs(self, op: Operation) -> None:
        """``Dialect::verifyOperationAttribute`` for each discardable attribute
        whose name has a dialect prefix, in name order (MLIR's dictionary)."""
        names = [n for n in op.attr_dict if "." in n]
        if not names:
            return
        for name in sorted(names):
            verify = _attr_verifier(name)
            if verify is not None:
                msg = verify(op, name, op.attr_dict[name])
                if msg:
                    target, msg = msg if isinstance(msg, tuple) else (op, msg)
                    raise self.fail(target, msg)

    # -- declarations --------------------------------------------------------------
    def _verify_decl(self, op: Operation, plan: "_Plan", seen: dict) -> None:
        for name in op.attr_dict:  # (most ops have no discardable attribute: no call)
            if "." in name:
                self._verify_dialect_attrs(op)
                break
        cls = type(op)
        operands = op._operands
        results = op.results
        n = len(operands)
        if not plan.operands_min <= n <= plan.operands_max:
            self._check_counts(op, cls.OPERANDS, n, "operand", cls.attr_sized_operands)
        nres = len(results)
        if not plan.results_min <= nres <= plan.results_max:
            self._check_counts(op, cls.RESULTS, nres, "result", cls.attr_sized_results)
        nreg = plan.region_count
        if nreg is not None and len(op.regions) != nreg:
            raise self.fail(op, f"requires {nreg} region{'s' if nreg != 1 else ''}")
        # Type constraints and the traits that read only types hold or fail
        # alike for every op of a class with one type signature (and segment
        # sizes): remember the good signatures (types are immutable and
        # uniqued: a type object stands for its structure).  The signature:
        # the operand types, _RESULTS, the result types (spelled out for the
        # common short ones: cheaper than the general form, and equal to it).
        if nres == 1 and n < 3:
            t = results[0].type
            key = ((_RESULTS, t) if n == 0 else (operands[0].value.type, _RESULTS, t) if n == 1
                   else (operands[0].value.type, operands[1].value.type, _RESULTS, t))
        elif nres == 0 and n < 3:
            key = ((_RESULTS,) if n == 0 else (operands[0].value.type, _RESULTS) if n == 1
                   else (operands[0].value.type, operands[1].value.type, _RESULTS))
        else:
            key = (*map(_value_type, operands), _RESULTS, *map(_type_of, results))
        if plan.segmented:
            key += (_segments(op, "operandSegmentSizes") if cls.attr_sized_operands else None,
                    _segments(op, "resultSegmentSizes") if cls.attr_sized_results else None)
        if plan.block_traits:
            good_here = seen.get(cls)
            if good_here is None:
                good_here = seen[cls] = self._good_in_block(op, plan, seen)
        else:
            good_here = plan.good_signatures
        if key in good_here:
            # here: types and type- and block-only traits all hold
            if plan.signature_only:
                return
            traits = plan.op_traits
            known = 2
        elif key in plan.good_signatures:
            traits = plan.untyped_traits
            known = 1
        else:
            self._check_types(op, cls)
            traits = plan.traits
            known = 0
        attrs = op.attr_dict
        for name in plan.required:
            if name not in attrs:
                raise self.fail(op, f"requires attribute '{name}'")
        for name, c, verdicts in plan.attr_constraints:
            v = attrs.get(name)
            if v is not None:
                # (the constraint's own memo of verdicts, read directly:
                # attributes are uniqued)
                try:
                    ok = verdicts.get(v)
                except TypeError:  # not hashable
                    ok = None
                if ok is None:
                    ok = c(v)
                if not ok:
                    raise self.fail(op, f"attribute '{name}' failed to satisfy constraint: {c.name}")
        # the ODS predicate traits, then the others in declaration order
        for trait in traits:
            msg = trait.verify(op)
            if msg:
                raise self.fail(op, msg)
        if known != 2:
            if not known:
                plan.good_signatures.add(key)
            good_here.add(key)
        # the ODS region constraints (after SingleBlock, as Triton reports them)
        if plan.sized_regions and op.regions:
            for rd in plan.sized_regions:
                regions = op.regions[rd.index:] if rd.kind == "variadic" else op.regions[rd.index:rd.index + 1]
                for k, r in enumerate(regions, rd.index):
                    summary = rd.block_count_error(len(r.blocks))
                    if summary:
                        raise self.fail(op, f"region #{k} ('{rd.pyname}') failed to verify constraint: {summary}")
        if plan.branch and op.successors:
            msg = op.verify_branch()
            if msg:
                raise self.fail(op, msg)
        if plan.own_verify:
            names = plan.verify_attrs
            if names is None:
                msg = op.verify_()
                if msg:
                    raise self.fail(op, msg)
            else:
                # (its successes for this run: an error is worked out again,
                # its text may name the op)
                vkey = (key, *map(attrs.get, names))
                passed = self._verified.get(cls)
                if passed is None:
                    passed = self._verified[cls] = set()
                try:
                    done = vkey in passed
                except TypeError:  # an attribute that cannot be hashed
                    done, passed = False, None
                if not done:
                    msg = op.verify_()
                    if msg:
                        raise self.fail(op, msg)
                    if passed is not None:
                        passed.add(vkey)

    def _good_in_block(self, op: Operation, plan: "_Plan", seen: dict) -> set:
        """The signatures of the class of ``op`` good in its block: shared by
        the blocks where its block traits read the same (their contexts are
        worked out once per block and set of block traits, kept in ``seen``)."""
        traits = plan.block_traits
        contexts = seen.get(id(traits))
        if contexts is None:
            contexts = seen[id(traits)] = tuple([t.block_context(op) for t in traits])
        key = (type(op), contexts)
        good = self._good_in_context.get(key)
        if good is None:
            good = self._good_in_context[key] = set()
        return good

    def _check_types(self, op: Operation, cls) -> None:
        """The operands' and results' type constraints."""
        for d in cls.OPERANDS:
            lo, hi = op._operand_range(d.index)
            for idx in range(lo, hi):
                v = op.operand(idx)
                if v.type is not None and not d.constraint(v.type):
                    raise self.fail(op, f"operand #{idx} must be {_summary(d)}, but got '{v.type}'")
        for d in cls.RESULTS:
            vals = getattr(op, d.pyname)
            if not isinstance(vals, list):
                vals = [vals] if vals is not None else []
            for v in vals:
                if not d.constraint(v.type):
                    raise self.fail(op, f"result #{v.index} must be {_summary(d)}, but got '{v.type}'")

    def _check_counts(self, op, defs, n: int, what: str, sized: bool) -> None:
        fixed, variadic, all_optional = _count_shape(defs)
        if sized:
            attr = op.attr_dict.get("operandSegmentSizes" if what == "operand" else "resultSegmentSizes")
            if attr is None:
                raise self.fail(op, f"requires attribute '{what}SegmentSizes'")
            if len(attr.values) != len(defs) or sum(attr.values) != n:
                raise self.fail(op, f"{what} count ({n}) does not match with the total size ({sum(attr.values)}) specified in attribute '{what}SegmentSizes'")
            return
        if not variadic and n != fixed:
            # (ODS gives such an op ZeroOperands / OneOperand / NOperands<N>, and the
            # same for results; each trait has its own message)
            if fixed == 0:
                raise self.fail(op, f"requires zero {what}s")
            if fixed == 1:
                raise self.fail(op, "requires a single operand" if what == "operand" else "requires one result")
            raise self.fail(op, f"expected {fixed} {what}{'s' if fixed != 1 else ''}, but found {n}")
        if variadic and n < fixed:
            raise self.fail(op, f"requires at least {fixed} {what}{'s' if fixed != 1 else ''}, but found {n}")
        if variadic and all_optional and n > len(defs):
            raise self.fail(op, f"requires at most {len(defs)} {what}s, but found {n}")


def _summary(d) -> str:
    """The summary MLIR quotes for operand or result declaration ``d``: its
    constraint's, as ODS's ``Variadic<T>`` says it ("variadic of T";
    ``Optional<T>`` keeps T's)."""
    if d.kind == "variadic":
        return "variadic of " + d.constraint.name
    return d.constraint.name


@functools.lru_cache(maxsize=None)
def _count_shape(defs: tuple) -> tuple:
    """(fixed count, any variadic, all variadic ones optional) of a
    declaration's operand or result list."""
    fixed = sum(1 for d in defs if d.kind == "single")
    variadic = any(d.kind != "single" for d in defs)
    return fixed, variadic, all(d.kind == "optional" for d in defs if d.kind != "single")


_value_type = operator.attrgetter("value.type")  # a use's value's type
_type_of = operator.attrgetter("type")
#: where a signature's result types start
_RESULTS = object()


class _Plan:
    """What verifying an op of one class takes, worked out once per class
    (the checks and their order stay those of ``_verify_decl``)."""

    __slots__ = ("operands_min", "operands_max", "results_min", "results_max", "region_count", "segmented", "required",
                 "attr_constraints", "traits", "untyped_traits", "op_traits", "block_traits", "sized_regions",
                 "branch", "own_verify", "verify_attrs", "region_checks", "regionless_checks", "good_signatures",
                 "signature_only")

    def __init__(self, cls):
        def accepted(defs, sized: bool) -> tuple:
            # the counts that need no closer look (none with segment sizes)
            fixed, variadic, all_optional = _count_shape(defs)
            if sized:
                return 1, 0
            if not variadic:
                return fixed, fixed
            return fixed, len(defs) if all_optional else sys.maxsize

        self.operands_min, self.operands_max = accepted(cls.OPERANDS, cls.attr_sized_operands)
        self.results_min, self.results_max = accepted(cls.RESULTS, cls.attr_sized_results)
        variadic_regions = any(r.kind == "variadic" for r in cls.REGIONS)
        self.region_count = None if variadic_regions else len(cls.REGIONS)
        self.segmented = bool(cls.attr_sized_operands or cls.attr_sized_results)
        attrs = declared_attrs(cls)
        self.required = tuple(a.attr_name for a in attrs if not a.optional and a.default is None)
        self.attr_constraints = _attr_constraints(attrs)
        # (a trait without a check of its own is left out)
        self.traits = tuple(t for t in _ordered_traits(cls) if type(t).verify is not Trait.verify)
        self.untyped_traits = tuple(t for t in self.traits if not t.types_only)
        # (the traits whose verdict may differ between ops of one signature
        # in one block)
        self.op_traits = tuple(t for t in self.untyped_traits if not t.types_and_block_only)
        # (one tuple object for equal ones: a block's contexts are kept by its id)
        block_traits = tuple(t for t in self.untyped_traits if t.types_and_block_only)
        self.block_traits = _BLOCK_TRAITS.setdefault(block_traits, block_traits)
        self.sized_regions = _sized_regions(cls)
        # (only a branch's successor list is read: one object less per op)
        self.branch = issubclass(cls, BranchOpInterface)
        self.own_verify = getattr(cls, "verify_", None) is not Op.verify_
        #: the declared attributes that verify_ reads, when they and the
        #: types are all it reads (None: it may read anything)
        self.verify_attrs = (tuple(a.attr_name for a in attrs)
                             if getattr(cls, "verify_types_and_attrs_only", False) else None)
        self.region_checks = _region_checks(cls)
        self.regionless_checks = _region_checks(cls, with_regions=False)
        #: (operand types, _RESULTS, result types[, segment sizes]) whose type
        #: constraints and type-only traits all hold (the types are held)
        self.good_signatures: set = set()
        #: whether a signature good in the op's block is all there is to
        #: check (no attribute, trait of its own, region count, successor or
        #: verify_ to look at)
        self.signature_only = not (self.required or self.attr_constraints or self.op_traits or self.sized_regions
                                   or self.branch or self.own_verify)


_UNREGISTERED = object()  # the plan of a class with no op name: nothing to check


def _attr_verifier(name: str):
    """The ``verifyOperationAttribute`` of the dialect that prefixes the
    attribute name ``name`` (loading the dialect, as Triton's context has
    every dialect loaded), or None."""
    prefix, dot, _ = name.partition(".")
    if not dot:
        return None
    dialect = current().get_dialect(prefix)
    return None if dialect is None else dialect.verify_operation_attribute
_BLOCK_TRAITS: dict = {}  # the plans' tuples of block traits, each one once
#: release -> op class -> its plan: a plan remembers the signatures whose
#: checks held, and a check may differ between releases (a Versioned rule),
#: so each release has its own (one process may verify for several: the lit
#: format runs RUN lines of different releases in one worker).
_PLANS: dict = {}


def _plan(cls, plans: dict):
    """The plan of ``cls`` in the active context's release: none for an op
    class that release does not register (built under another release's
    context), which is then an unknown op there, as the parser makes it."""
    name = getattr(cls, "OP_NAME", "")
    registered = bool(name) and (name not in varying_ops() or registers(name, current().release))
    plan = plans[cls] = _Plan(cls) if registered else _UNREGISTERED
    return plan


@functools.lru_cache(maxsize=None)
def _region_checks(cls, with_regions: bool = True) -> tuple:
    """What verifies an op of class ``cls`` after the ops nested in it, in
    order: its traits' region checks, then, for an op with regions, the
    region verifiers of its control-flow interfaces and its own
    ``verify_regions_`` (each called with the op)."""
    checks = [t.verify_region for t in _region_traits(cls)]
    if with_regions:
        checks += _interface_region_verifiers(cls)
        own = getattr(cls, "verify_regions_", None)
        if own is not None and own is not Op.verify_regions_:
            checks.append(own)
    return tuple(checks)


@functools.lru_cache(maxsize=None)
def _region_traits(cls) -> tuple:
    """The traits of an op class with a region check (``verifyRegionTrait``)."""
    return tuple(t for t in getattr(cls, "trait_list", ()) if type(t).verify_region is not Trait.verify_region)


@functools.lru_cache(maxsize=None)
def _attr_constraints(attrs: tuple) -> tuple:
    """(name, constraint, its memo of verdicts) of an op class's declared
    attributes (``attrs``) that have one."""
    return tuple((a.attr_name, a.value_constraint, getattr(a.value_constraint, "_memo", {}))
                 for a in attrs if a.value_constraint is not None)


@functools.lru_cache(maxsize=None)
def _sized_regions(cls) -> tuple:
    """The regions of an op class with a constraint on their number of blocks."""
    return tuple(r for r in getattr(cls, "REGIONS", ()) if getattr(r, "blocks", None) is not None)


@functools.lru_cache(maxsize=None)
def _interface_region_verifiers(cls) -> tuple:
    """The region verifiers of the interfaces an op class implements, in the
    order of its bases (as its ODS trait list orders them)."""
    table = {LoopLikeOpInterface: LoopLikeOpInterface.verify_loop_like,
             RegionBranchOpInterface: RegionBranchOpInterface.verify_region_branch}
    return tuple(table[k] for k in cls.__mro__ if k in table)


@functools.lru_cache(maxsize=None)
def _ordered_traits(cls) -> tuple:
    """An op class's traits in verification order: the ODS predicate traits
    (checked with the invariants), then the others, each in declaration order."""
    traits = cls.trait_list
    return tuple(t for t in traits if t.predicate) + tuple(t for t in traits if not t.predicate)


def _segments(op: Operation, name: str):
    a = op.attr_dict.get(name)
    values = getattr(a, "values", None)
    return tuple(values) if values is not None else a


def _generic_text(op: Operation) -> str:
    """The op in generic form, as MLIR quotes it in this message."""
    return print_op_fragment(op, generic=True)


def _is_defined(v) -> bool:
    if isinstance(v, OpResult):
        return v.op.parent is not None
    if isinstance(v, BlockArgument):
        return v.block.parent is not None
    return False


def _where_defined(defining: Operation, user: Operation) -> str:
    """Where ``diagnoseInvalidOperandDominance`` says an operand's defining op is, seen
    from its user: the same block, the same region, a parent region, a child region."""
    use_region, def_region = user.parent.parent, defining.parent.parent
    if user.parent is defining.parent:
        return "op in the same block"
    if use_region is def_region:
        return "op in the same region"
    if _region_properly_encloses(def_region, use_region):
        return "op in a parent region"
    if _region_properly_encloses(use_region, def_region):
        return "op in a child region"
    return "op is neither in a parent nor in a child region"


def _region_properly_encloses(outer, inner) -> bool:
    """``Region::isProperAncestor``: ``inner`` is nested (at any depth) in ``outer``."""
    region = inner
    while region is not None:
        op = region.parent
        region = op.parent.parent if op is not None and op.parent is not None else None
        if region is outer:
            return True
    return False


def _defined_later_in(v, block: Block) -> bool:
    return isinstance(v, OpResult) and v.op.parent is block


def verify(op: Operation, source: Optional[SourceFile] = None, *, context: Optional[Context] = None) -> None:
    """Verify ``op`` and what it nests, on a large stack (deeply nested IR:
    :func:`pyopt.support.run_deep`), for the release of ``context`` (default:
    the active one), which is active while it runs."""
    with context or current():
        run_deep(_verify_paused, op, source)


def _verify_paused(op: Operation, source: Optional[SourceFile]) -> None:
    with gc_paused():
        Verifier(source).verify(op)
