"""pyopt: an optimizer for Triton's GPU IR in the mould of ``triton-opt``.

Importing the package registers all of pyopt's dialects in the default
dialect registry (``registerAllDialects``), so every context made without a
registry of its own -- by the command line, the lit format or a Python
caller -- finds them, while the core (:mod:`pyopt.ir`) imports no dialect.
Nothing is loaded here: a context loads a dialect on first use.
"""

from pyopt.dialects import register_all_dialects as _register_all_dialects
from pyopt.ir.dialect import default_registry as _default_registry

_register_all_dialects(_default_registry())
