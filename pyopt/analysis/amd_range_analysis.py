"""STUB (helper C, branch h-bufferops) standing in for helper R2's port of Triton's
third_party/amd/lib/Analysis/RangeAnalysis.cpp until branch h-amdrange is merged: R2's file
replaces this one entirely.  It offers the names convert-to-buffer-ops and fold-true-cmpi use
(ISSUE12.md's contract) and knows no ranges: every lookup finds no lattice, so every range
proof fails (the conservative answer)."""

from __future__ import annotations

from pyopt.analysis.dataflow import DataFlowSolver
from pyopt.ir.core import Operation

__all__ = ["collect_assumptions", "solve", "is_empty_initialized_range"]


def collect_assumptions(root: Operation, filter_constants: bool = True) -> dict:
    """STUB: no assumptions."""
    return {}


def solve(root: Operation, assumptions: dict, **kwargs) -> DataFlowSolver:
    """STUB: a solver holding no state."""
    return DataFlowSolver()


def is_empty_initialized_range(ranges) -> bool:
    """``isEmptyInitializedRange``: ranges of a zero-width (non-integer) value."""
    return ranges.width == 0
