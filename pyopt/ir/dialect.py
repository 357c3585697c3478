"""Dialects, the registry that loads them, and dialect interfaces (MLIR's
``Dialect``, ``DialectRegistry`` and ``DialectInterface``).

A :class:`Dialect` is one dialect's home: its name, its op classes, its
attribute classes, the traits every one of its ops carries (Triton's
``TT_Op``/``TTG_Op`` base traits), its ``verifyOperationAttribute``, its
``materializeConstant``, whether its attributes are complete (another
mnemonic is MLIR's "unknown attribute"), and the dialect interfaces it
implements.  Each package under :mod:`pyopt.dialects` builds its ``DIALECT``
in its ``__init__.py``; the ops are collected from the package's ``ops``
module (every ``@irdl_op`` class there whose name has the dialect's prefix),
so an op added to ``ops.py`` is in its dialect with no list to edit.

A :class:`DialectRegistry` maps a dialect's name to a function that loads it
(``DialectRegistry::insert``); the core knows no dialect by name.
:mod:`pyopt.dialects` fills a registry with pyopt's dialects
(``register_all_dialects``, as a tool's ``registerAllDialects``), and the
``pyopt`` package installs that as the :func:`default_registry` when it is
imported, so a :class:`~pyopt.ir.context.Context` made without a registry
finds every dialect while the core never imports the dialects layer.  A
context loads a dialect from its registry on first use
(``MLIRContext::getOrLoadDialect``): a TTIR file never loads the AMD or
NVIDIA dialects.

A :class:`DialectInterface` subclass declares an interface (its methods); a
dialect that implements it registers an instance on its :class:`Dialect`
(``Dialect.add_interface``), and users ask the dialect of the object at hand
(``dialect.get_interface(Interface)``, MLIR's
``dyn_cast<Interface>(&attr.getDialect())``) instead of importing it.
"""

from __future__ import annotations

__all__ = ["Dialect", "DialectInterface", "DialectRegistry", "default_registry", "dialect_namespace"]


class DialectInterface:
    """Base of dialect interfaces (``DialectInterface``): subclass it to
    declare an interface; subclass the interface to implement it, and register
    an instance on the implementing dialect (:meth:`Dialect.add_interface`)."""

    #: the dialect the implementation was registered on (set by add_interface)
    dialect: Optional["Dialect"] = None

    @classmethod
    def interface_class(cls) -> type:
        """The declared interface this class is or implements: the class
        right below :class:`DialectInterface` in its ancestry."""
        for klass in cls.__mro__:
            if DialectInterface in klass.__bases__:
                return klass
        raise TypeError(f"{cls.__name__} is not a dialect interface")


def _declared_in(modules: Iterable, key: str, prefix: str) -> dict:
    """``name -> class`` of the classes defined in ``modules`` whose ``key``
    attribute (``OP_NAME``, ``NAME``) is a name of the dialect ``prefix``."""
    found: dict = {}
    for module in modules:
        for value in vars(module).values():
            if not isinstance(value, type):
                continue
            name = value.__dict__.get(key)
            if isinstance(name, str) and name.partition(".")[0] == prefix and "." in name:
                found[name] = value
    return found


class Dialect:
    """One dialect (see the module docstring).

    ``ops`` and ``attrs`` are modules whose op classes (``@irdl_op``) and
    attribute classes (``AttrDef`` subclasses with a ``NAME``) of this
    dialect's namespace are collected.  ``traits`` are added to each of its
    ops' traits, after the op's own (verification order);
    ``verify_operation_attribute(op, name, value)`` checks a discardable
    attribute named ``<dialect>.*`` on any op (None, a message for ``op``, or
    ``(other_op, message)``); ``materialize_constant(builder, attr, type,
    loc)`` builds a constant op or returns None; ``attrs_complete`` says
    that every attribute of the dialect is registered."""

    def __init__(self, name: str, *, ops: Iterable = (), attrs: Iterable = (), traits: tuple = (),
                 verify_operation_attribute: Optional[Callable] = None,
                 materialize_constant: Optional[Callable] = None, attrs_complete: bool = False,
                 interfaces: Iterable[DialectInterface] = ()):
        self.name = name
        self.ops: dict = _declared_in(ops, "OP_NAME", name)
        self.attrs: dict = _declared_in(attrs, "NAME", name)
        self.traits = tuple(traits)
        self.verify_operation_attribute = verify_operation_attribute
        self.materialize_constant = materialize_constant
        self.attrs_complete = attrs_complete
        self._interfaces: dict = {}
        for cls in self.ops.values():
            cls.add_dialect_traits(self.traits)
        for impl in interfaces:
            self.add_interface(impl)

    def add_interface(self, impl: DialectInterface) -> None:
        """Register ``impl``, an instance of an interface's implementation
        (``Dialect::addInterfaces``)."""
        impl.dialect = self
        self._interfaces[type(impl).interface_class()] = impl

    def get_interface(self, interface: type):
        """This dialect's implementation of ``interface``, or None
        (``Dialect::getRegisteredInterface``)."""
        return self._interfaces.get(interface)

    def __repr__(self) -> str:
        return f"Dialect({self.name!r}, {len(self.ops)} ops, {len(self.attrs)} attributes)"


class DialectRegistry:
    """Dialect name -> the function that loads it and returns its
    :class:`Dialect` (``DialectRegistry``)."""

    def __init__(self):
        self._loaders: dict = {}

    def insert(self, name: str, loader: Callable[[], Dialect]) -> None:
        self._loaders[name] = loader

    def __contains__(self, name: str) -> bool:
        return name in self._loaders

    def names(self) -> tuple:
        """The registered dialects' names, sorted."""
        return tuple(sorted(self._loaders))

    def load(self, name: str) -> Optional[Dialect]:
        """The dialect ``name``, loaded (None if it is not registered)."""
        loader = self._loaders.get(name)
        return None if loader is None else loader()


_DEFAULT = DialectRegistry()


def default_registry() -> DialectRegistry:
    """The registry a context made without one uses: the ``pyopt`` package
    registers all of pyopt's dialects in it when imported."""
    return _DEFAULT


def dialect_namespace(attr) -> str:
    """The namespace of the dialect an attribute (or type) belongs to
    (``Attribute::getDialect``): a declared attribute's ``NAME`` prefix;
    the core's attributes are builtin."""
    name = getattr(type(attr), "NAME", None)
    if isinstance(name, str) and "." in name:
        return name.partition(".")[0]
    return "builtin"
