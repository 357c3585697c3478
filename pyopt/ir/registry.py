"""The dialect registry: op name -> op class, attribute name -> attribute class.

Dialect modules register their declarations when imported.  A lookup imports
only the module of the name's dialect prefix (``DIALECT_OF``), so a TTIR file
never pays for the AMD or NVIDIA dialects; ``all_ops`` imports them all.
"""

from __future__ import annotations

import importlib

from pyopt.ir.context import current
from pyopt.ir.version import registers, varying_ops

_OPS: dict[str, type] = {}
_ATTRS: dict[str, type] = {}

#: dialect prefix -> the module (under pyopt/) that declares its ops/attributes
DIALECT_OF = {
    "builtin": "dialects.builtin", "arith": "dialects.arith", "math": "dialects.math",
    "scf": "dialects.scf", "cf": "dialects.cf", "ub": "dialects.ub", "llvm": "dialects.llvm",
    "rocdl": "dialects.llvm", "tt": "dialects.tt", "ttg": "dialects.ttg",
    "ttng": "dialects.ttng", "amdg": "dialects.amdg", "gpu": "dialects.gpu",
}
#: attributes of the ttg/ttng dialects live with the layouts
ATTRS_OF = dict(DIALECT_OF, ttng="dialects.ttg")
DIALECT_MODULES = tuple(sorted(set(DIALECT_OF)))
_imported: set = set()


def register_op(name: str, cls: type) -> None:
    _OPS[name] = cls


def register_attr(name: str, cls: type) -> None:
    _ATTRS[name] = cls


#: dialects whose every attribute is registered: another mnemonic is an error
_CLOSED_ATTR_DIALECTS: set = set()


def declare_attrs_complete(dialect: str) -> None:
    """``dialect``'s attributes are all registered (as MLIR knows a dialect's
    attributes: ``unknown attribute `x` in dialect `d```)."""
    _CLOSED_ATTR_DIALECTS.add(dialect)


def attrs_complete(dialect: str) -> bool:
    _import(ATTRS_OF.get(dialect))
    return dialect in _CLOSED_ATTR_DIALECTS


def _import(module: str | None) -> None:
    if module is not None and module not in _imported:
        _imported.add(module)
        importlib.import_module("pyopt." + module)


def lookup_op(name: str):
    """The op class of ``name`` in the active context's release: None for
    an op pyopt models that this release does not register (``tt.approx_divf``
    before Triton 3.9, ``tt.make_tensor_ptr`` from 3.8), so that the parser and
    verifier treat it as the release does, as an unknown op."""
    cls = _OPS.get(name)
    if cls is None:
        _import(DIALECT_OF.get(name.partition(".")[0]))
        cls = _OPS.get(name)
    if cls is not None and name in varying_ops() and not registers(name, current().release):
        return None
    return cls


#: dialect prefix -> its ``verifyOperationAttribute``
_ATTR_VERIFIERS: dict = {}


def register_attribute_verifier(dialect: str, fn) -> None:
    """``Dialect::verifyOperationAttribute`` of ``dialect``: ``fn(op, name,
    value)`` checks a discardable attribute named ``dialect.*`` on ``op``; it
    returns None, a message for ``op``, or ``(other_op, message)``."""
    _ATTR_VERIFIERS[dialect] = fn


def attribute_verifier(name: str):
    """The verifier of the dialect that prefixes the attribute name ``name``
    (loading the dialect, as Triton's context has every dialect loaded), or None."""
    prefix, dot, _ = name.partition(".")
    if not dot:
        return None
    _import(DIALECT_OF.get(prefix))
    return _ATTR_VERIFIERS.get(prefix)


def lookup_attr(name: str):
    cls = _ATTRS.get(name)
    if cls is None:
        _import(ATTRS_OF.get(name.partition(".")[0]))
        cls = _ATTRS.get(name)
    return cls


def load_all() -> None:
    for m in sorted(set(DIALECT_OF.values()) | set(ATTRS_OF.values())):
        _import(m)


def all_ops() -> dict[str, type]:
    load_all()
    return dict(_OPS)
