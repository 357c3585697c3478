"""The interpreter: runs a ``tt.func`` of a TTIR/TTGIR module on the CPU,
program after program, with numpy (issue 28).

* Values follow :mod:`pyopt.interp.values` (numpy arrays of the tensor's
  shape and element dtype; pointers as ``int64`` byte addresses; a memdesc a
  ``SharedBuffer``, a tensor descriptor a ``Descriptor``; tokens None).
* Each op class has one handler, ``handler(interp, op, operands) -> results``,
  registered in :data:`HANDLERS` by the ``@handler(OpClass, ...)`` decorator
  in the op modules (:mod:`pyopt.interp.ops_basic`,
  :mod:`pyopt.interp.ops_complex`); a region runs through
  :meth:`Interp.run_region` (scf bodies, combine regions, functions).  A
  terminator's handler returns its operands (the region's results), or a
  :class:`Jump` to another block of the region (``cf.br``, ``cf.cond_br``).
* :func:`run_kernel` runs a grid: programs one after another, x fastest,
  stores and atomics of one visible to the next.

The interpreter never changes the IR.  Errors are :class:`InterpError` (an
op the interpreter cannot run, a failed check), carrying the op, whose
location the command line shows.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Callable, Optional

import numpy as np

from pyopt.diagnostics import Diagnostic, DiagnosticError, location_of
from pyopt.dialects.tt import ops as tt
from pyopt.interp.memory import Memory, OutOfBounds
from pyopt.interp.values import NotInterpretable, as_value, codec
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.context import Context, current

__all__ = [
    "HANDLERS", "handler", "Interp", "InterpError", "Jump", "RunResult", "run_kernel", "find_kernel",
    "arg_name", "arg_keys", "SharedBuffer", "Descriptor", "MAX_LOOP_ITERATIONS",
]

#: op class -> its handler
HANDLERS: dict[type, Callable] = {}

#: the most iterations one scf.while / cf loop may run before the run stops
MAX_LOOP_ITERATIONS = 1 << 22


def handler(*classes: type):
    """Register the decorated function as the handler of ``classes``."""

    def register(fn):
        for c in classes:
            if c in HANDLERS:
                raise RuntimeError(f"two interpreter handlers for {c.__name__}")
            HANDLERS[c] = fn
        return fn

    return register


class InterpError(Exception):
    """The run cannot go on at ``op``."""

    def __init__(self, op, message: str, program: Optional[tuple] = None):
        super().__init__(message)
        self.op = op
        self.message = message
        self.program = program

    def diagnostic(self) -> DiagnosticError:
        """The MLIR-style diagnostic at the op's location."""
        msg = self.message
        if self.program is not None:
            msg += f" (program {self.program})"
        return DiagnosticError(Diagnostic("error", msg, location_of(self.op)))


@dataclass
class Jump:
    """A terminator's transfer to ``dest`` (a block of the same region) with ``args``."""

    dest: object
    args: list


@dataclass
class SharedBuffer:
    """A memdesc's contents: ``data`` holds the allocation (shape and element
    dtype of the alloc); ``view`` is the numpy view the memdesc stands for
    (an index, a subslice, a transposition of the allocation)."""

    data: np.ndarray
    view: np.ndarray


@dataclass
class Descriptor:
    """A tensor descriptor: base address, global shape and strides (elements),
    block shape, element type, padding (``zero`` or ``nan``)."""

    base: int
    shape: tuple
    strides: tuple
    block_shape: tuple
    element: object
    padding: str = "zero"


@dataclass
class RunResult:
    """What a run left: the bound buffers' contents (``buffers_after``, each
    in its input's dtype and shape), every store and atomic
    (``stores``: (op location, buffer name, element indices)), the text
    ``tt.print`` printed (``prints``), the programs run."""

    buffers_after: dict = field(default_factory=dict)
    stores: list = field(default_factory=list)
    prints: list = field(default_factory=list)
    programs: int = 0
    written: dict = field(default_factory=dict)   # buffer name -> bool array: element stored to


def _deref(loc):
    for _ in range(64):
        if type(loc).__name__ != "LocRef":
            return loc
        loc = loc.resolve()
    return loc


def arg_name(arg) -> Optional[str]:
    """The name Triton gives a function argument (its ``loc("name"(...))``), or None."""
    loc = _deref(getattr(arg, "loc", None))
    if isinstance(loc, A.NameLoc):
        return loc.name
    return None


def arg_keys(arg) -> list[str]:
    """The keys that name argument ``arg`` in inputs and ``--arg``: its name, ``argN``, ``N``."""
    keys = []
    name = arg_name(arg)
    if name:
        keys.append(name)
    keys += [f"arg{arg.index}", str(arg.index)]
    return keys


class Interp:
    """One run of a kernel: its memory, the program being run, the values of
    the SSA values in scope (``env``)."""

    def __init__(self, module, memory: Memory, grid=(1, 1, 1)):
        self.module = module
        self.memory = memory
        self.grid = tuple(grid)
        self.program = (0, 0, 0)
        self.env: dict = {}
        self.prints: list[str] = []
        self._funcs: Optional[dict] = None

    # -- errors ---------------------------------------------------------------------
    def error(self, op, message: str) -> InterpError:
        return InterpError(op, message, self.program)

    def unsupported(self, op) -> InterpError:
        return self.error(op, f"'{op.name}' is not interpretable: pyopt run has no semantics for this op")

    # -- running --------------------------------------------------------------------
    def run_op(self, op) -> list:
        h = HANDLERS.get(type(op))
        if h is None:
            raise self.unsupported(op)
        env = self.env
        try:
            return h(self, op, [env[v] for v in op.operands])
        except (InterpError, OutOfBounds):
            raise
        except NotInterpretable as e:
            raise self.error(op, f"'{op.name}' is not interpretable: {e}") from None
        except (FloatingPointError, ValueError, TypeError, IndexError, KeyError, ZeroDivisionError) as e:
            raise self.error(op, f"'{op.name}' failed: {type(e).__name__}: {e}") from None

    def run_region(self, region, args) -> list:
        """Run ``region`` from its entry block with ``args``; the values its
        exiting terminator returns."""
        block = region.blocks[0]
        env = self.env
        handlers = HANDLERS
        jumps = 0
        while True:
            for a, v in zip(block.args, args):
                env[a] = v
            term = block.last
            op = block.first
            while op is not None:
                h = handlers.get(type(op))
                if h is None:
                    raise self.unsupported(op)
                try:
                    res = h(self, op, [env[v] for v in op.operands])
                except (InterpError, OutOfBounds):
                    raise
                except NotInterpretable as e:
                    raise self.error(op, f"'{op.name}' is not interpretable: {e}") from None
                except (FloatingPointError, ValueError, TypeError, IndexError, KeyError, ZeroDivisionError) as e:
                    raise self.error(op, f"'{op.name}' failed: {type(e).__name__}: {e}") from None
                if op is term:
                    if isinstance(res, Jump):
                        block, args = res.dest, res.args
                        jumps += 1
                        if jumps > MAX_LOOP_ITERATIONS:
                            raise self.error(op, f"more than {MAX_LOOP_ITERATIONS} branches: the run stops")
                        break
                    return res
                for r, v in zip(op.results, res):
                    env[r] = v
                op = op.next
            else:
                return []

    def value(self, v):
        return self.env[v]

    # -- functions ------------------------------------------------------------------
    def lookup_func(self, name: str):
        if self._funcs is None:
            self._funcs = {}
            for op in self.module.walk():
                if isinstance(op, tt.FuncOp):
                    self._funcs[op.attributes["sym_name"].value] = op
        return self._funcs.get(name)

    def call(self, func, args) -> list:
        """Run ``func`` (a tt.func) with ``args``; its results.  The callee's
        values live in an environment of their own (a recursive call keeps
        the caller's)."""
        saved = self.env
        self.env = {}
        try:
            return self.run_region(func.regions[0], args)
        finally:
            self.env = saved


# ---------------------------------------------------------------------------
# Running a kernel
# ---------------------------------------------------------------------------


def find_kernel(module, func: Optional[str] = None):
    """The tt.func to run: ``func`` by name, else the only public one (else
    the last one with a body)."""
    funcs = [op for op in module.walk() if isinstance(op, tt.FuncOp)]
    if func is not None:
        for f in funcs:
            if f.attributes["sym_name"].value == func:
                return f
        raise KeyError(f"no tt.func named '{func}'")
    with_body = [f for f in funcs if f.regions and f.regions[0].blocks]
    public = [f for f in with_body if getattr(f.attributes.get("sym_visibility"), "value", "public") == "public"]
    if len(public) == 1:
        return public[0]
    if not with_body:
        raise KeyError("the module holds no tt.func with a body")
    return (public or with_body)[-1]


def _lookup(mapping: dict, arg):
    for k in arg_keys(arg):
        if k in mapping:
            return k, mapping[k]
    return None, None


def run_kernel(module, *, func=None, grid=(1, 1, 1), scalars: Optional[dict] = None,
               buffers: Optional[dict] = None, triton_version=None, memory: Optional[Memory] = None,
               random_buffers: Optional[Callable] = None) -> RunResult:
    """Run ``func`` of ``module`` for every program of ``grid``.

    ``scalars``: a value for each integer/float argument, keyed by the
    argument's name, ``argN`` or ``N``.  ``buffers``: a numpy array for each
    pointer argument (same keys); its elements are the pointee type's (a
    float32 array for a bf16 or fp8 pointer is converted to the type).  A
    pointer argument without a buffer gets one from ``random_buffers(arg,
    elem_type)`` (a fill function; the buffer grows as the kernel accesses it,
    see :class:`pyopt.interp.memory.Memory`), else is an error.
    ``triton_version``: a release (``"3.9"``) or a ``Context``; default the
    active one."""
    ctx = triton_version if isinstance(triton_version, Context) else (
        Context(str(triton_version)) if triton_version is not None else current())
    scalars = dict(scalars or {})
    buffers = dict(buffers or {})
    with ctx, np.errstate(all="ignore"):  # integers wrap, floats overflow to inf: as on the GPU
        f = find_kernel(module, func) if not isinstance(func, tt.FuncOp) else func
        mem = memory if memory is not None else Memory()
        args, bound = [], []
        for arg in f.regions[0].blocks[0].args:
            t = arg.type
            if isinstance(t, T.PointerType):
                key, array = _lookup(buffers, arg)
                name = key if key is not None else (arg_name(arg) or f"arg{arg.index}")
                c = codec(t.pointee)
                if array is not None:
                    a = np.asarray(array)
                    stored = a if a.dtype == c.storage else c.encode(a.astype(c.value_dtype) if a.dtype.kind != c.value_dtype.kind else a)
                    base = mem.bind(name, np.ascontiguousarray(stored))
                    bound.append((name, a, c))
                elif random_buffers is not None:
                    base = mem.bind(name, grow=random_buffers(arg, t.pointee))
                    bound.append((name, None, c))
                else:
                    raise KeyError(f"no buffer for pointer argument {arg_keys(arg)[0]}")
                args.append(np.array(base, dtype=np.int64))
            elif isinstance(t, (T.IntegerType, T.FloatType, T.IndexType)):
                key, v = _lookup(scalars, arg)
                if key is None:
                    raise KeyError(f"no value for scalar argument {arg_keys(arg)[0]} ({t})")
                args.append(as_value(v, t))
            else:
                key, v = _lookup(scalars, arg)
                if key is None:
                    key, v = _lookup(buffers, arg)
                if key is None:
                    raise KeyError(f"no value for argument {arg_keys(arg)[0]} of type {t}")
                args.append(v)
        interp = Interp(module, mem, grid)
        gx, gy, gz = (tuple(grid) + (1, 1, 1))[:3]
        count = 0
        for z, y, x in itertools.product(range(gz), range(gy), range(gx)):
            interp.program = mem.program = (x, y, z)
            interp.env = {}
            interp.run_region(f.regions[0], args)
            count += 1
        result = RunResult(prints=interp.prints, programs=count)
        for name, a, c in bound:
            b = mem.buffer(name)
            if a is not None:
                raw = mem.contents(name, c.storage)
                vals = c.decode(raw)
                out = vals.astype(a.dtype) if a.dtype != c.storage else raw
                result.buffers_after[name] = out.reshape(a.shape)
                result.written[name] = b.written.reshape(-1, c.size).any(axis=1).reshape(a.shape)
            else:
                n = b.accessed_end // c.size
                raw = b.data[:n * c.size].view(c.storage)
                result.buffers_after[name] = c.decode(raw).copy()
                result.written[name] = b.written[:n * c.size].reshape(-1, c.size).any(axis=1)
        result.stores = [(location_of(op), name, idx) for op, name, idx in mem.stores]
        return result
