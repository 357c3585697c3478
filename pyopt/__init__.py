"""pyopt: an optimizer for Triton's GPU IR in the mould of ``triton-opt``.

Importing the package registers all of pyopt's dialects in the default
dialect registry (``registerAllDialects``), so every context made without a
registry of its own -- by the command line, the lit format or a Python
caller -- finds them, while the core (:mod:`pyopt.ir`) imports no dialect.
Nothing is loaded here: a context loads a dialect on first use.

The Python API (:mod:`pyopt.api`, ``docs/python-api.md``) is reachable from
here: ``pyopt.Module.parse(text, triton_version="3.9")``,
``pyopt.PassManager.parse("builtin.module(cse)")``, ``pyopt.axis_info(module)``,
... (every name of ``pyopt.api.__all__``).  It is imported on first use of
one of those names (PEP 562), so ``import pyopt`` stays as light as the
command line's start-up needs (``test/unit/test_cli.py``).
"""

from typing import Any

from pyopt.dialects import register_all_dialects as _register_all_dialects
from pyopt.ir.dialect import default_registry as _default_registry

_register_all_dialects(_default_registry())

#: the names of :mod:`pyopt.api` that ``pyopt`` gives (``pyopt.Module``, ...)
__all__ = [
    "Error", "ParseError", "VerificationError", "PipelineError", "PassFailure", "AnalysisError", "InternalError", "Diagnostic",
    "Module", "Operation", "Region", "Block", "Value", "Location",
    "Type", "IntegerType", "FloatType", "IndexType", "PointerType", "ShapedType", "RankedTensorType",
    "MemDescType", "TensorDescType",
    "Attribute", "DialectAttribute", "Layout",
    "PassManager",
    "AxisInfo", "AxisInfoAnalysis", "axis_info",
    "IntegerRange", "LoopTripCount", "RangeAnalysis", "integer_ranges",
    "AccessReport", "FunctionAccesses", "MemoryAccess", "VectorWidth", "Traffic", "TrafficBound", "ArgumentValue",
    "access_report",
    "LayoutMap", "layout_map",
    "parse_type", "parse_attribute",
]


def __getattr__(name: str) -> Any:
    """``pyopt.NAME`` for a name of the Python API: imported here, on first use (start-up)."""
    if name in __all__:
        from pyopt import api

        return getattr(api, name)
    raise AttributeError(f"module 'pyopt' has no attribute '{name}'")


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
