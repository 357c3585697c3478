"""The architecture's rules that a reader can check mechanically (ARCHITECTURE.md):

* no op-name string is compared (``==``, ``!=``, ``in``), used as a dict key or put in a
  set/tuple/list outside the op's own class declaration: behaviour keyed by name belongs on the
  op class, and passes match ops with ``isinstance`` (C++'s ``isa<>``);
* every registered op is a class named like MLIR's C++ class (``...Op``), declared in its
  dialect's package;
* traits are :class:`~pyopt.ir.traits.Trait` objects, interfaces are classes the op inherits.

The import layers themselves are checked by ``lint-imports`` (pyproject.toml).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pyopt.ir.opdef import Op
from pyopt.ir.context import current
from pyopt.ir.traits import Trait

PKG = Path(__file__).resolve().parents[2] / "pyopt"
OPS = current().all_ops()
OP_NAMES = frozenset(OPS)


def _op_name_uses(tree: ast.AST):
    """(line, name, context) for each op-name string used as a key of behaviour."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for sub in [node.left, *node.comparators]:
                for c in ast.walk(sub):
                    if isinstance(c, ast.Constant) and c.value in OP_NAMES:
                        yield c.lineno, c.value, "compared"
        elif isinstance(node, ast.Dict):
            for k in node.keys:
                if isinstance(k, ast.Constant) and k.value in OP_NAMES:
                    yield k.lineno, k.value, "dict key"
        elif isinstance(node, (ast.Set, ast.Tuple, ast.List)):
            for e in node.elts:
                if isinstance(e, ast.Constant) and e.value in OP_NAMES:
                    yield e.lineno, e.value, "collection"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "register_folder":
            yield node.lineno, "register_folder", "name-keyed registration"


def _sources():
    for path in sorted(PKG.rglob("*.py")):
        yield path, ast.parse(path.read_text(), str(path))


def test_no_op_name_keys_behaviour_outside_op_classes():
    bad = []
    for path, tree in _sources():
        for line, name, how in _op_name_uses(tree):
            bad.append(f"{path.relative_to(PKG.parent)}:{line}: '{name}' {how}")
    assert not bad, "op names keying behaviour outside their op class:\n" + "\n".join(bad)


@pytest.mark.parametrize("name", sorted(OP_NAMES))
def test_every_op_is_a_named_class_in_its_dialect(name):
    cls = OPS[name]
    assert issubclass(cls, Op)
    assert cls.__name__.endswith("Op") or cls.__name__[0].isupper()
    dialect = cls.__module__.split(".")
    assert dialect[:2] == ["pyopt", "dialects"], cls.__module__
    assert all(isinstance(t, Trait) for t in cls.traits), cls.traits


# -- dialects -----------------------------------------------------------------------------
DIALECT_PACKAGES = sorted(p.parent.name for p in (PKG / "dialects").glob("*/__init__.py"))


@pytest.mark.parametrize("package", DIALECT_PACKAGES)
def test_every_dialect_package_exports_one_dialect_with_its_ops_module_ops(package):
    """Each dialect package builds one Dialect, named after the package, whose
    ops are exactly the ``@irdl_op`` classes its ops.py defines; the default
    registry loads it under that name."""
    import importlib

    from pyopt.ir.dialect import Dialect, default_registry

    pkg = importlib.import_module(f"pyopt.dialects.{package}")
    ops_module = importlib.import_module(f"pyopt.dialects.{package}.ops")
    dialects = [v for v in vars(pkg).values() if isinstance(v, Dialect)]
    assert dialects == [pkg.DIALECT] and pkg.DIALECT.name == package
    declared = {v.OP_NAME: v for v in vars(ops_module).values()
                if isinstance(v, type) and issubclass(v, Op) and "OP_NAME" in v.__dict__
                and v.__module__ == ops_module.__name__}
    assert pkg.DIALECT.ops == declared
    assert all(name.startswith(package + ".") for name in declared)
    assert default_registry().load(package) is pkg.DIALECT


def test_every_declared_attribute_belongs_to_its_dialect():
    """Every attribute class with a NAME (``AttrDef``) is the attribute of the
    dialect its name's prefix names, and nothing else is."""
    from pyopt.ir.attrdef import AttrDef

    dialects = current().load_all_dialects()
    collected = {name: cls for d in dialects for name, cls in d.attrs.items()}

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    declared = {c.__dict__["NAME"]: c for c in subclasses(AttrDef)
                if c.__dict__.get("NAME") and c.__module__.startswith("pyopt.dialects.")}
    assert collected == declared
    assert all(name.partition(".")[0] == d.name for d in dialects for name in d.attrs)


def test_the_core_finds_no_dialect_by_module_name():
    """The core asks the context for dialects: no ``sys.modules`` or
    ``importlib`` lookups of dialect modules, no import of the dialects layer."""
    bad = []
    for path in sorted((PKG / "ir").rglob("*.py")) + sorted((PKG / "syntax").rglob("*.py")):
        text = path.read_text()
        for needle in ("sys.modules", "import_module", "pyopt.dialects", "from pyopt import dialects"):
            for i, line in enumerate(text.splitlines(), 1):
                code = line.split("#")[0]
                if needle in code and not code.strip().startswith(('"', "'", "``", ":")) \
                        and ("import" in code or "sys.modules" in code):
                    bad.append(f"{path.relative_to(PKG.parent)}:{i}: {line.strip()}")
    assert not bad, "\n".join(bad)
