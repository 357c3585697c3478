"""The dialects: one package per dialect, each holding its ops, types, attributes,
folders, canonicalization patterns and interface implementations, and
building its :class:`~pyopt.ir.dialect.Dialect` (``DIALECT``).

This module is pyopt's ``registerAllDialects``: one loader per dialect, which
imports the dialect's package when a context first needs it (so a TTIR file
never imports the AMD or NVIDIA dialects), and :func:`register_all_dialects`,
which puts them in a :class:`~pyopt.ir.dialect.DialectRegistry`.  The
``pyopt`` package fills the default registry with them when it is imported.
"""

from __future__ import annotations

__all__ = ["LOADERS", "register_all_dialects"]

# Each loader imports its package inside the function: dialects load lazily.


def _builtin():
    from pyopt.dialects import builtin
    return builtin.DIALECT


def _arith():
    from pyopt.dialects import arith
    return arith.DIALECT


def _math():
    from pyopt.dialects import math
    return math.DIALECT


def _scf():
    from pyopt.dialects import scf
    return scf.DIALECT


def _cf():
    from pyopt.dialects import cf
    return cf.DIALECT


def _ub():
    from pyopt.dialects import ub
    return ub.DIALECT


def _llvm():
    from pyopt.dialects import llvm
    return llvm.DIALECT


def _rocdl():
    from pyopt.dialects import rocdl
    return rocdl.DIALECT


def _gpu():
    from pyopt.dialects import gpu
    return gpu.DIALECT


def _nvg():
    from pyopt.dialects import nvg
    return nvg.DIALECT


def _tt():
    from pyopt.dialects import tt
    return tt.DIALECT


def _ttg():
    from pyopt.dialects import ttg
    return ttg.DIALECT


def _ttng():
    from pyopt.dialects import ttng
    return ttng.DIALECT


def _amdg():
    from pyopt.dialects import amdg
    return amdg.DIALECT


def _nvws():
    from pyopt.dialects import nvws
    return nvws.DIALECT


def _tti():
    from pyopt.dialects import tti
    return tti.DIALECT


#: dialect name -> the function that loads it
LOADERS = {
    "builtin": _builtin, "arith": _arith, "math": _math, "scf": _scf, "cf": _cf, "ub": _ub,
    "llvm": _llvm, "rocdl": _rocdl, "gpu": _gpu, "nvg": _nvg, "tt": _tt, "ttg": _ttg, "ttng": _ttng, "amdg": _amdg,
    "nvws": _nvws, "tti": _tti,
}


def register_all_dialects(registry) -> None:
    """Insert every pyopt dialect's loader into ``registry`` (``registerAllDialects``)."""
    for name, loader in LOADERS.items():
        registry.insert(name, loader)
