"""The dialect registry: op name -> op class, attribute name -> attribute class.

Dialect modules register their declarations when imported; the first lookup
imports them all (``DIALECT_MODULES``).
"""

from __future__ import annotations

_OPS: dict[str, type] = {}
_ATTRS: dict[str, type] = {}
_loaded = False

DIALECT_MODULES = (
    "builtin", "arith", "math", "scf", "cf", "ub", "llvm", "tt", "ttg", "ttng", "amdg",
)


def register_op(name: str, cls: type) -> None:
    _OPS[name] = cls


def register_attr(name: str, cls: type) -> None:
    _ATTRS[name] = cls


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib

    importlib.import_module("pyopt.ir.layouts")  # registers the #ttg/#ttng attributes

    for m in DIALECT_MODULES:
        try:
            importlib.import_module(f"pyopt.dialects.{m}")
        except ModuleNotFoundError as e:  # a dialect module not written yet
            if e.name != f"pyopt.dialects.{m}":
                raise


def lookup_op(name: str):
    if not _loaded:
        _load()
    return _OPS.get(name)


def lookup_attr(name: str):
    if not _loaded:
        _load()
    return _ATTRS.get(name)


def all_ops() -> dict[str, type]:
    _load()
    return dict(_OPS)
