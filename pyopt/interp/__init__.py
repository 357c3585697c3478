"""``pyopt run``'s interpreter: runs a kernel's TTIR/TTGIR on the CPU with
numpy (the ``pyopt-triton[run]`` extra; issue 28).  Never changes the IR.

:mod:`~pyopt.interp.values` (how values are held), :mod:`~pyopt.interp.memory`
(global memory), :mod:`~pyopt.interp.core` (the interpreter, the handler
registry, :func:`run_kernel`), the op handlers (:mod:`~pyopt.interp.ops_basic`,
:mod:`~pyopt.interp.ops_complex`), imported here so that every handler is
registered.
"""

from pyopt.interp.core import (  # noqa: F401
    HANDLERS, Descriptor, Interp, InterpError, Jump, RunResult, SharedBuffer, arg_keys, arg_name, find_kernel,
    handler, random_inputs, run_kernel,
)
from pyopt.interp.memory import Memory, OutOfBounds  # noqa: F401
from pyopt.interp.values import codec, np_dtype, round_to  # noqa: F401
from pyopt.interp import ops_basic, ops_complex  # noqa: F401,E402  - registers the handlers

__all__ = ["HANDLERS", "Descriptor", "Interp", "InterpError", "Jump", "RunResult", "SharedBuffer", "arg_keys",
           "arg_name", "find_kernel", "handler", "random_inputs", "run_kernel", "Memory", "OutOfBounds", "codec", "np_dtype",
           "round_to"]
