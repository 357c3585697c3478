"""The ``canonicalize`` pass: MLIR's canonicalizer (mlir/lib/Transforms/Canonicalizer.cpp,
at the LLVM Triton 3.6.0 builds with), which Triton runs as ``passes.common.add_canonicalizer``.

1. Gather the canonicalization patterns of every registered op (each op class's
   ``get_canonicalization_patterns``; every dialect pyopt knows is loaded, as Triton's context
   registers all of its dialects), in the order MLIR visits registered operations (by name).
2. Apply them with MLIR's greedy driver (:func:`pyopt.rewrite.greedy.apply_patterns_greedily`),
   with folding, constant CSE and region simplification, configured by the pass options
   (``GreedyRewriteConfig``).

Options and defaults are the C++ pass's: ``top-down`` (true), ``region-simplify``
(``normal``: unreachable blocks and dead code, no block merging), ``max-iterations`` (10).
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from pyopt.ir.registry import all_ops
from pyopt.rewrite.greedy import apply_patterns_greedily
from pyopt.transforms.pass_base import ModulePass, register_pass


def canonicalization_patterns() -> list:
    """Every registered op's canonicalization patterns, fresh, in the order MLIR's
    ``Canonicalizer::initialize`` collects them (registered operations by name)."""
    patterns: list = []
    for _, cls in sorted(all_ops().items()):
        patterns.extend(cls.get_canonicalization_patterns())
    return patterns


@register_pass
class Canonicalize(ModulePass):
    """Canonicalize operations: fold them and apply every op's canonicalization patterns
    until nothing changes (MLIR's -canonicalize)."""

    name = "canonicalize"
    aliases = ()
    summary = "Canonicalize operations"
    mirrors = "mlir/lib/Transforms/Canonicalizer.cpp"

    top_down: bool = field(default=True, metadata={
        "help": "seed the worklist in pre-order (top-down) instead of post-order"})
    region_simplify: Literal["disabled", "normal", "aggressive"] = field(default="normal", metadata={
        "help": "region simplification: disabled, normal (dead code, unreachable blocks) or "
                "aggressive (also merges identical blocks)"})
    max_iterations: int = field(default=10, metadata={
        "help": "the most times the driver walks the IR (-1: no limit)"})

    def run(self, module, ctx) -> None:
        apply_patterns_greedily(module, canonicalization_patterns(), max_iterations=self.max_iterations,
                                top_down=self.top_down, region_simplification=self.region_simplify)
