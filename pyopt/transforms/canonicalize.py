"""The ``canonicalize`` pass: MLIR's canonicalizer (mlir/lib/Transforms/Canonicalizer.cpp,
at the LLVM Triton 3.6.0 builds with), which Triton runs as ``passes.common.add_canonicalizer``.

1. Gather the canonicalization patterns of every registered op (each op class's
   ``get_canonicalization_patterns``; every dialect pyopt knows is loaded, as Triton's context
   registers all of its dialects), in the order MLIR visits registered operations (by name).
2. Apply them with MLIR's greedy driver (:func:`pyopt.rewrite.greedy.apply_patterns_greedily`),
   with folding, constant CSE and region simplification, configured by the pass options
   (``GreedyRewriteConfig``).

Options and defaults are the C++ pass's: ``top-down`` (true), ``region-simplify``
(``normal``: unreachable blocks and dead code, no block merging), ``max-iterations`` (10),
``max-num-rewrites`` (-1: no limit; the most pattern applications per driver iteration),
``test-convergence`` (false; true: the pass fails, with no diagnostic, when the driver did
not converge), ``disable-patterns`` and ``enable-patterns`` (comma-separated pattern names;
when ``enable-patterns`` is given only those patterns run, then ``disable-patterns`` drops
patterns, as ``FrozenRewritePatternSet`` filters them).

Pattern names are :attr:`~pyopt.ir.pattern.RewritePattern.debug_name`: the name of the
C++ pattern class or DRR record the pattern ports (``AddIAddConstant``,
``SimplifyTrivialLoops``).  MLIR's own debug name is the C++ type name with its namespace
(``(anonymous namespace)::AddIAddConstant``); a name given with a namespace is matched on
its last ``::`` component, so both spellings select the pattern (MLIR itself accepts only
the qualified one).  Folders are not patterns: these options do not stop folding.
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from pyopt.ir.context import current
from pyopt.ir.version import Since, Versioned
from pyopt.rewrite.greedy import apply_patterns_greedily
from pyopt.transforms.pass_base import ModulePass, PassError, register_pass


def canonicalization_patterns(disabled=(), enabled=()) -> list:
    """Every registered op's canonicalization patterns (the ops the run's release
    registers), fresh, in the order MLIR's
    ``Canonicalizer::initialize`` collects them (registered operations by name),
    filtered by pattern name as ``FrozenRewritePatternSet`` does: if ``enabled`` is
    not empty only the patterns it names are kept, then those ``disabled`` names
    are dropped (see the module docstring on names)."""
    enabled_names = {_unqualified(n) for n in enabled}
    disabled_names = {_unqualified(n) for n in disabled}
    patterns: list = []
    context = current()
    for name, cls in sorted(context.all_ops().items()):
        if context.lookup_op(name) is not cls:
            continue  # an op the run's release does not register (its patterns are not Triton's)
        for p in cls.get_canonicalization_patterns():
            if enabled_names and p.debug_name not in enabled_names:
                continue
            if p.debug_name in disabled_names:
                continue
            patterns.append(p)
    return patterns


def _unqualified(name: str) -> str:
    """``(anonymous namespace)::AddIAddConstant`` -> ``AddIAddConstant``."""
    return name.strip().rpartition("::")[2]


@register_pass
class Canonicalize(ModulePass):
    """Canonicalize operations: fold them and apply every op's canonicalization patterns
    until nothing changes (MLIR's -canonicalize)."""

    op_agnostic = True  # MLIR's pass runs on any op (an OperationPass<>)
    name = "canonicalize"
    aliases = ()
    summary = "Canonicalize operations"
    mirrors = "mlir/lib/Transforms/Canonicalizer.cpp"
    mlir_name = Versioned(
        "Canonicalizer",
        Since((3, 8), "CanonicalizerPass", "the LLVM of Triton 3.8.0 names MLIR's pass class CanonicalizerPass "
              "(its getName(), in IR dump headers and timing reports; upstream change not found)"),
        name="canonicalize: the C++ pass's name")

    top_down: bool = field(default=True, metadata={
        "help": "seed the worklist in pre-order (top-down) instead of post-order"})
    region_simplify: Literal["disabled", "normal", "aggressive"] = field(default="normal", metadata={
        "help": "region simplification: disabled, normal (dead code, unreachable blocks) or "
                "aggressive (also merges identical blocks)"})
    max_iterations: int = field(default=10, metadata={
        "help": "the most times the driver walks the IR (-1: no limit)"})
    max_num_rewrites: int = field(default=-1, metadata={
        "help": "the most pattern applications in one walk of the IR (-1: no limit)"})
    test_convergence: bool = field(default=False, metadata={
        "help": "fail the pass if the rewrite does not converge (for tests)"})
    disable_patterns: tuple[str, ...] = field(default_factory=tuple, metadata={
        "help": "names of patterns not to apply"})
    enable_patterns: tuple[str, ...] = field(default_factory=tuple, metadata={
        "help": "names of the only patterns to apply"})
    # Options the LLVM of Triton 3.8 adds: read (Triton's pipelines, reproducers and dump headers
    # name them) at their defaults; pyopt does not implement other values.
    cse_between_iterations: bool = field(default=False, metadata={
        "name": Versioned(None, Since((3, 8), "cse-between-iterations", "llvm/llvm-project#193081: the "
                                      "canonicalizer can run CSE between the greedy driver's iterations"),
                          name="canonicalize: the cse-between-iterations option"),
        "help": "run CSE between iterations (pyopt: only false)"})
    filter_dialects: tuple[str, ...] = field(default_factory=tuple, metadata={
        "name": Versioned(None, Since((3, 8), "filter-dialects", "the LLVM of Triton 3.8.0: canonicalize "
                                      "has a list option filter-dialects (printed empty in its pipelines; "
                                      "upstream change not found)"),
                          name="canonicalize: the filter-dialects option"),
        "help": "only the patterns of these dialects (pyopt: only empty)"})

    def __post_init__(self) -> None:
        if self.cse_between_iterations or self.filter_dialects:
            option = "cse-between-iterations=true" if self.cse_between_iterations else "filter-dialects"
            raise PassError(f"pass 'canonicalize': pyopt does not implement {option} yet")

    def run(self, module, ctx) -> None:
        patterns = canonicalization_patterns(self.disable_patterns, self.enable_patterns)
        converged = apply_patterns_greedily(
            module, patterns, max_iterations=self.max_iterations, top_down=self.top_down,
            region_simplification=self.region_simplify, max_num_rewrites=self.max_num_rewrites)
        # Canonicalization is best effort: not converging fails the pass only
        # when asked to (MLIR signals the failure without a diagnostic).
        if self.test_convergence and not converged:
            ctx.signal_failure()
