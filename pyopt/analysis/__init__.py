"""Analyses: facts about the IR, computed without changing it.

* :mod:`pyopt.analysis.dataflow` - a sparse forward dataflow solver in the
  image of MLIR's (dead code analysis, sparse constant propagation, region
  and branch control flow, call graph).
* :mod:`pyopt.analysis.axis_info` - Triton's AxisInfo (contiguity,
  divisibility, constancy and constant value of every integer and pointer),
  with the queries coalesce and later passes use
  (:class:`~pyopt.analysis.axis_info.ModuleAxisInfoAnalysis`).

Submodules are imported on use (``from pyopt.analysis.axis_info import
ModuleAxisInfoAnalysis``), so importing this package costs nothing.
"""
