"""The verifier: structural and per-op checks, as MLIR's ``mlir::verify``
(mlir/lib/IR/Verifier.cpp) and Triton's dialect verifiers do.

Checks, in order, for every op (pre-order):
1. its declaration: operand/result/region/successor counts, type constraints,
   required inherent attributes, then the op's own ``verify_`` hook;
2. every block of a region that needs terminators ends with a terminator;
3. every operand is defined before use (dominance), within the visible scope;
4. Triton's layout/module consistency: a distributed encoding's warps and
   threads per warp match ``ttg.num-warps`` / ``ttg.threads-per-warp``
   (TritonGPUDialect::verifyOperationAttribute / verifyTensorLayouts).

Errors raise :class:`~pyopt.diagnostics.DiagnosticError` at the op's location.
"""

from __future__ import annotations

import functools

from typing import Optional

from pyopt.analysis.dominance import block_dominators
from pyopt.diagnostics import Diagnostic, DiagnosticError, SourceFile, SourceLoc
from pyopt.dialects.ttg.context import maybe_lookup_num_warps, parent_module, threads_per_warp
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, OpResult, Region
from pyopt.ir.traits import IsTerminator, IsolatedFromAbove, NoTerminator


def source_loc(loc, source: Optional[SourceFile]) -> Optional[SourceLoc]:
    """The source position of an IR location: the first file:line:col inside
    it (MLIR's rule for NameLoc/CallSiteLoc/FusedLoc), if it names ``source``."""
    from pyopt.syntax.attrparser import LocRef

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
    def __init__(self, source: Optional[SourceFile] = None):
        self.source = source

    def fail(self, op: Operation, msg: str, prefix: bool = True) -> DiagnosticError:
        text = f"'{op.name}' op {msg}" if prefix else msg
        return DiagnosticError(Diagnostic("error", text, source_loc(op.loc, self.source)))

    # -- entry ---------------------------------------------------------------------
    def verify(self, top: Operation) -> None:
        self._layout_ctx = {}
        self._verify_op(top, visible=set())

    def _verify_op(self, op: Operation, visible: set) -> None:
        self._verify_decl(op)
        if op.name.startswith(_TRITON_DIALECTS):
            self._check_tensor_layouts(op)
        for region in op.regions:
            self._verify_region(op, region, visible)

    def _verify_region(self, parent: Operation, region: Region, outer: set) -> None:
        isolated = parent.has_trait(IsolatedFromAbove)
        base = set() if isolated else outer
        no_terminator = parent.has_trait(NoTerminator) or getattr(type(parent), "OP_NAME", "") == ""
        doms = block_dominators(region) if len(region.blocks) > 1 else None
        defined_in: dict[int, set] = {}
        for b in region.blocks:
            s = {id(a) for a in b.args}
            for o in b.ops:
                s.update(id(r) for r in o.results)
            defined_in[id(b)] = s
        for b in region.blocks:
            visible = set(base)
            if doms is not None:
                for d in doms.get(b, ()):
                    if d is not b:
                        visible |= defined_in[id(d)]
            visible.update(id(a) for a in b.args)
            for op in b.ops:
                for i, v in enumerate(op.operands):
                    if id(v) not in visible:
                        if _defined_later_in(v, b):
                            err = self.fail(op, f"operand #{i} does not dominate this use", prefix=False)
                            err.diag.notes.append(Diagnostic(
                                "note", "operand defined here (op in the same block)",
                                source_loc(v.op.loc, self.source)))
                            raise err
                        if isolated or not _is_defined(v):
                            raise self.fail(op, "using value defined outside the region" if _is_defined(v) else f"operand #{i} uses a value that is not defined", prefix=True)
                        raise self.fail(op, f"operand #{i} does not dominate this use", prefix=False)
                self._verify_op(op, visible)
                visible.update(id(r) for r in op.results)
            if not no_terminator and b.last is not None:
                last = b.last
                cls = type(last)
                if getattr(cls, "OP_NAME", "") and not cls.has_trait(IsTerminator):
                    raise self.fail(last, "block with no terminator, has " + _generic_text(last), prefix=False)
            elif not no_terminator and b.last is None and len(region.blocks) > 0 and parent.name != "builtin.module":
                if getattr(type(parent), "OP_NAME", ""):
                    raise self.fail(parent, "empty block: expect at least a terminator")

    # -- declarations --------------------------------------------------------------
    def _verify_decl(self, op: Operation) -> None:
        cls = type(op)
        if not getattr(cls, "OP_NAME", ""):
            return
        self._check_counts(op, cls.OPERANDS, op.num_operands, "operand", cls.attr_sized_operands)
        self._check_counts(op, cls.RESULTS, len(op.results), "result", cls.attr_sized_results)
        nreg = len(cls.REGIONS)
        if not any(r.kind == "variadic" for r in cls.REGIONS) and len(op.regions) != nreg:
            raise self.fail(op, f"requires {nreg} region{'s' if nreg != 1 else ''}")
        for d in cls.OPERANDS:
            lo, hi = op._operand_range(d.index)
            for idx in range(lo, hi):
                v = op.operand(idx)
                if v.type is not None and not d.constraint(v.type):
                    raise self.fail(op, f"operand #{idx} must be {d.constraint.name}, but got '{v.type}'")
        for d in cls.RESULTS:
            vals = getattr(op, d.pyname)
            if not isinstance(vals, list):
                vals = [vals] if vals is not None else []
            for v in vals:
                if not d.constraint(v.type):
                    raise self.fail(op, f"result #{v.index} must be {d.constraint.name}, but got '{v.type}'")
        for a in cls.ATTRS:
            if not a.optional and a.default is None and a.attr_name not in op.attributes:
                raise self.fail(op, f"requires attribute '{a.attr_name}'")
        msg = op.verify_()
        if msg:
            raise self.fail(op, msg)

    def _check_counts(self, op, defs, n: int, what: str, sized: bool) -> None:
        fixed, variadic, all_optional = _count_shape(defs)
        if sized:
            attr = op.attributes.get("operandSegmentSizes" if what == "operand" else "resultSegmentSizes")
            if attr is None:
                raise self.fail(op, f"requires attribute '{what}SegmentSizes'")
            if len(attr.values) != len(defs) or sum(attr.values) != n:
                raise self.fail(op, f"{what} count ({n}) does not match with the total size ({sum(attr.values)}) specified in attribute '{what}SegmentSizes'")
            return
        if not variadic and n != fixed:
            raise self.fail(op, f"expected {fixed} {what}{'s' if fixed != 1 else ''}, but found {n}")
        if variadic and n < fixed:
            raise self.fail(op, f"requires at least {fixed} {what}{'s' if fixed != 1 else ''}, but found {n}")
        if variadic and all_optional and n > len(defs):
            raise self.fail(op, f"requires at most {len(defs)} {what}s, but found {n}")

    # -- Triton layout consistency ---------------------------------------------------
    def _check_tensor_layouts(self, op: Operation) -> None:
        """VerifyTensorLayoutsTrait (lib/Dialect/Triton/IR/Traits.cpp), carried by
        Triton's own ops: blocked encodings on operands, then results, must
        match the module's threads per warp and warps per CTA."""
        # maybeLookupNumWarps depends only on the op's ancestors: one lookup
        # per block.
        block = op.parent
        ctx = self._layout_ctx.get(block)
        if ctx is None:
            module = parent_module(op)
            ctx = False if module is None else (maybe_lookup_num_warps(op), threads_per_warp(module))
            if block is not None:
                self._layout_ctx[block] = ctx
        if ctx is False:
            return
        num_warps, threads = ctx
        for i, v in enumerate(op.operands):
            err = _layout_error(v.type, num_warps, threads)
            if err:
                raise self.fail(op, f"Operand {i} ({self._operand_text(v)}) has an invalid layout: {err}", prefix=False)
        for i, v in enumerate(op.results):
            err = _layout_error(v.type, num_warps, threads)
            if err:
                head = "Result has an invalid layout: " if len(op.results) == 1 else f"Result {i} has an invalid layout: "
                raise self.fail(op, head + err, prefix=False)

    def _operand_text(self, v) -> str:
        """What ``os << value`` prints in MLIR (Value::print)."""
        from pyopt.syntax.printer import print_op_fragment, render_standalone

        if isinstance(v, BlockArgument):
            return f"<block argument> of type '{render_standalone(v.type)}' at index: {v.index}"
        return print_op_fragment(v.op)


_TRITON_DIALECTS = ("tt.", "ttg.", "ttng.", "amdg.")


@functools.lru_cache(maxsize=None)
def _count_shape(defs: tuple) -> tuple:
    """(fixed count, any variadic, all variadic ones optional) of a
    declaration's operand or result list."""
    fixed = sum(1 for d in defs if d.kind == "single")
    variadic = any(d.kind != "single" for d in defs)
    return fixed, variadic, all(d.kind == "optional" for d in defs if d.kind != "single")


_LAYOUT_ERRORS: dict = {}


def _layout_error(t, num_warps, threads: int) -> Optional[str]:
    """The VerifyTensorLayouts message for a value of type ``t``, or None
    (memoised: types are immutable)."""
    if not isinstance(t, T.RankedTensorType) or t.encoding is None:
        return None
    key = (t, num_warps, threads)
    try:
        return _LAYOUT_ERRORS[key]
    except KeyError:
        err = _LAYOUT_ERRORS[key] = _compute_layout_error(t, num_warps, threads)
        return err


def _compute_layout_error(t, num_warps, threads: int) -> Optional[str]:
    from pyopt.dialects.ttg.attrs import BlockedEncoding, is_shared_encoding

    enc = t.encoding
    if is_shared_encoding(enc):
        return "Shared layout is not allowed on tensor type."
    if not isinstance(enc, BlockedEncoding):  # Triton checks only blocked layouts
        return None
    tpw, wpc = enc.threads_per_warp, enc.warps_per_cta
    if len(tpw) != t.rank:
        return f"{enc}.\nLayout has rank {len(tpw)}, but the tensor it's attached to has rank {t.rank}."
    n = _prod(tpw)
    if n != threads:
        return f"{enc}.\nLayout has {n} threads per warp, but the module specifies {threads} threads per warp."
    if num_warps is None:
        return ("Could not determine the number of warps per CTA. Operation is not in a context "
                "with `ttg.num-warps`.")
    n = _prod(wpc)
    if n != num_warps:
        return f"{enc}.\nLayout has {n} warps per CTA, but the context requires {num_warps} warps per CTA."
    return None


def _prod(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n


def _generic_text(op: Operation) -> str:
    """The op in generic form, as MLIR quotes it in this message."""
    from pyopt.syntax.printer import print_op_fragment

    return print_op_fragment(op, generic=True)


def _is_defined(v) -> bool:
    if isinstance(v, OpResult):
        return v.op.parent is not None
    if isinstance(v, BlockArgument):
        return v.block.parent is not None
    return False


def _defined_later_in(v, block: Block) -> bool:
    return isinstance(v, OpResult) and v.op.parent is block


def verify(op: Operation, source: Optional[SourceFile] = None) -> None:
    from pyopt.support import gc_paused

    with gc_paused():
        Verifier(source).verify(op)
