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

import collections
import itertools
from dataclasses import dataclass, field
from typing import Callable, Optional

import numpy as np

from pyopt.diagnostics import Diagnostic, DiagnosticError, location_of
from pyopt.dialects.tt import ops as tt
from pyopt.interp.memory import Memory, MemoryLimit, OutOfBounds
from pyopt.interp.values import NotInterpretable, as_value, codec, round_to
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.context import Context, current

__all__ = [
    "HANDLERS", "handler", "Interp", "InterpError", "Jump", "RunResult", "run_kernel", "find_kernel",
    "arg_name", "arg_keys", "SharedBuffer", "Descriptor", "BlockPointer", "MAX_LOOP_ITERATIONS", "MAX_CALL_DEPTH",
    "MAX_STEPS", "MAX_PROGRAMS", "MAX_TENSOR_ELEMENTS", "random_inputs",
]

#: op class -> its handler
HANDLERS: dict[type, Callable] = {}

#: the most iterations one scf.while / cf loop may run before the run stops
MAX_LOOP_ITERATIONS = 1 << 22
#: the deepest nest of tt.call the interpreter follows (Python's stack is the limit beyond)
MAX_CALL_DEPTH = 64
#: the most ops one run executes, every program together (a loop's body counts each time it runs):
#: beyond, the run stops with an error rather than run for minutes
MAX_STEPS = 1 << 23
#: the most programs one run has (the grid's product)
MAX_PROGRAMS = 1 << 16
#: the most elements of one tensor or memdesc value (16 Mi: an f64 tensor of 128 MiB)
MAX_TENSOR_ELEMENTS = 1 << 24


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
class BlockPointer:
    """A ``tt.make_tensor_ptr`` block pointer: base address, the parent
    tensor's shape and strides (elements), the block's offsets and shape, its
    element type."""

    base: int
    shape: tuple
    strides: tuple
    offsets: tuple
    block_shape: tuple
    element: object

    def addresses(self):
        """(byte address of every block element, whether each lies inside the
        parent tensor, per dimension)."""
        size = codec(self.element).size
        idx = np.indices(self.block_shape, dtype=np.int64)
        addr = np.full(self.block_shape, self.base, dtype=np.int64)
        inside = []
        for d, (off, stride, dim) in enumerate(zip(self.offsets, self.strides, self.shape)):
            pos = idx[d] + off
            addr = addr + pos * stride * size
            inside.append((pos >= 0) & (pos < dim))
        return addr, inside


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
    steps: int = 0                                # ops executed, every program together
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


def _too_large(t) -> bool:
    shape = getattr(t, "shape", None) if isinstance(t, (T.RankedTensorType, T.MemDescType)) else None
    if not shape:
        return False
    n = 1
    for d in shape:
        n *= max(int(d), 0)
    return n > MAX_TENSOR_ELEMENTS


def _refuse_large(interp, op, v):
    t = next(r.type for r in op.results if _too_large(r.type))
    n = 1
    for d in t.shape:
        n *= int(d)
    raise interp.error(op, f"'{op.name}' gives a value of {n} elements, more than the {MAX_TENSOR_ELEMENTS} "
                           f"the interpreter holds")


class Interp:
    """One run of a kernel: its memory, the program being run, the values of
    the SSA values in scope (``env``)."""

    def __init__(self, module, memory: Memory, grid=(1, 1, 1), gpu_order: bool = True):
        self.module = module
        self.memory = memory
        self.grid = tuple(grid)
        #: reductions, scans and reorder reshapes of TTGIR as the GPU orders them (else the
        #: layout-free order: ``pyopt equiv``, where a pass's layout change is no difference)
        self.gpu_order = gpu_order
        self.program = (0, 0, 0)
        self.env: dict = {}
        self.prints: list[str] = []
        self._funcs: Optional[dict] = None
        self._depth = 0
        self._plans: dict = {}   # block -> its plan (:meth:`_plan`)
        self.steps = 0           # ops executed (:data:`MAX_STEPS`)
        #: op -> what its handler computed once from the op alone (sizes, operand positions)
        self.static: dict = {}

    # -- errors ---------------------------------------------------------------------
    def error(self, op, message: str) -> InterpError:
        return InterpError(op, message, self.program)

    def unsupported(self, op) -> InterpError:
        return self.error(op, f"'{op.name}' is not interpretable: pyopt run has no semantics for this op")

    # -- running --------------------------------------------------------------------
    def _plan(self, block):
        """``block``'s ops as (handler or None, op, operands, results), and its
        last op's entry, the terminator (None for an empty block): made once per run,
        so a loop body pays no lookup per iteration."""
        entries = []
        op = block.first
        while op is not None:
            h = HANDLERS.get(type(op))
            if h is not None and any(_too_large(r.type) for r in op.results):
                h = _refuse_large
            entries.append((h, op, tuple(op.operands), tuple(op.results)))
            op = op.next
        term = entries.pop() if entries else None   # the last op: its results (or Jump) leave the block
        plan = self._plans[block] = (tuple(entries), term)
        return plan

    def run_region(self, region, args) -> list:
        """Run ``region`` from its entry block with ``args``; the values its
        exiting terminator returns."""
        block = region.blocks[0]
        env = self.env
        plans = self._plans
        jumps = 0
        while True:
            for a, v in zip(block.args, args):
                env[a] = v
            plan = plans.get(block) or self._plan(block)
            self.steps += len(plan[0]) + 1
            if self.steps > MAX_STEPS:
                raise self.error(block.first, f"the run executed more than {MAX_STEPS} ops: it stops "
                                              f"(pyopt run's limit; a loop of many iterations?)")
            op = None
            try:
                for h, op, operands, results in plan[0]:
                    if h is None:
                        raise self.unsupported(op)
                    res = h(self, op, [env[v] for v in operands])
                    for r, v in zip(results, res):
                        env[r] = v
                if plan[1] is None:
                    return []
                h, op, operands, _ = plan[1]
                if h is None:
                    raise self.unsupported(op)
                res = h(self, op, [env[v] for v in operands])
            except (InterpError, OutOfBounds):
                raise
            except NotInterpretable as e:
                raise self.error(op, f"'{op.name}' is not interpretable: {e}") from None
            except MemoryLimit as e:
                raise self.error(op, f"'{op.name}' stops the run: {e}") from None
            except (FloatingPointError, ValueError, TypeError, IndexError, KeyError, ZeroDivisionError) as e:
                raise self.error(op, f"'{op.name}' failed: {type(e).__name__}: {e}") from None
            if isinstance(res, Jump):
                block, args = res.dest, res.args
                jumps += 1
                if jumps > MAX_LOOP_ITERATIONS:
                    raise self.error(op, f"more than {MAX_LOOP_ITERATIONS} branches: the run stops")
                continue
            return res

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
        if self._depth >= MAX_CALL_DEPTH:
            raise InterpError(func, f"calls nest more than {MAX_CALL_DEPTH} deep: the run stops", self.program)
        saved = self.env
        self.env = {}
        self._depth += 1
        try:
            return self.run_region(func.regions[0], args)
        finally:
            self.env = saved
            self._depth -= 1


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


#: elements generated together by one seeded generator of :func:`random_inputs`
RANDOM_BLOCK = 4096
#: the random blocks made last are kept (at most this many bytes), the least recently used dropped:
#: the trials of ``pyopt equiv`` and the pairs of one kernel in a corpus run take the same blocks
RANDOM_CACHE_BYTES = 1 << 28
_RANDOM_CACHE: "collections.OrderedDict" = collections.OrderedDict()
_random_cached = 0


def clear_random_cache() -> None:
    """Forget the random blocks kept (:data:`RANDOM_CACHE_BYTES`)."""
    global _random_cached
    _RANDOM_CACHE.clear()
    _random_cached = 0


def random_inputs(seed: int = 0):
    """``run_kernel``'s ``random_buffers``: each pointer argument gets a
    buffer that grows as the kernel accesses it (so it is sized from the
    run's own accesses), element ``i`` of argument ``k`` a function of
    ``(seed, k, i // RANDOM_BLOCK)`` alone, whatever order the accesses come
    in.  Floats are standard normal values rounded to the element type;
    integers uniform in [0, 64) (non-negative: they often index other
    buffers); i1 random; pointers 0 (a pointer loaded from a random buffer
    is out of bounds)."""

    def for_arg(arg, elem):
        c = codec(elem)
        size = c.size

        def block(k: int) -> np.ndarray:
            key = (seed, arg.index, k, c.type)
            got = _RANDOM_CACHE.get(key)
            if got is not None:
                _RANDOM_CACHE.move_to_end(key)
                return got
            got = _random_block(k)
            got.flags.writeable = False
            _RANDOM_CACHE[key] = got
            global _random_cached
            _random_cached += got.nbytes
            while _random_cached > RANDOM_CACHE_BYTES and _RANDOM_CACHE:
                _random_cached -= _RANDOM_CACHE.popitem(last=False)[1].nbytes
            return got

        def _random_block(k: int) -> np.ndarray:
            # (numpy's seeds are non-negative: a negative seed is its magnitude with a fourth word)
            rng = np.random.default_rng([seed, arg.index, k] if seed >= 0 else [-seed, arg.index, k, 1])
            e = c.type
            if isinstance(e, T.FloatType):
                vals = rng.standard_normal(RANDOM_BLOCK)
            elif isinstance(e, T.IntegerType) and e.width == 1:
                vals = rng.integers(0, 2, RANDOM_BLOCK).astype(bool)
            elif isinstance(e, T.IntegerType):
                vals = rng.integers(0, 64, RANDOM_BLOCK)
            else:
                vals = np.zeros(RANDOM_BLOCK, dtype=np.int64)
            return np.ascontiguousarray(c.encode(round_to(vals, e) if isinstance(e, T.FloatType)
                                                 else vals.astype(c.value_dtype))).view(np.uint8)

        def fill(start: int, nbytes: int) -> np.ndarray:
            if nbytes <= 0:  # (a buffer the run never accessed)
                return np.zeros(0, dtype=np.uint8)
            span = RANDOM_BLOCK * size
            first, last = start // span, (start + nbytes - 1) // span
            data = np.concatenate([block(k) for k in range(first, last + 1)])
            lo = start - first * span
            return data[lo:lo + nbytes]

        return fill

    return for_arg


def _scalar_misfit(v, t) -> str:
    """Why the number ``v`` is no value of the integer type ``t`` ("" if it is one, or ``t`` is a
    float type): not a whole number, or outside both the signed and the unsigned range of its width
    (an unsigned value wraps, as the GPU reads its bits)."""
    if isinstance(t, T.FloatType):
        return ""
    try:
        if isinstance(v, float) and not v.is_integer():
            return f"is not a whole number, and the argument is {t}"
        n = int(v)
    except (TypeError, ValueError, OverflowError):
        return f"is no value of {t}"
    width = 64 if isinstance(t, T.IndexType) else t.width
    lo, hi = (0, 1) if width == 1 else (-(1 << (width - 1)), (1 << width) - 1)
    if not lo <= n <= hi:
        return f"does not fit {t} ({lo} to {hi})"
    return ""


def _lookup(mapping: dict, arg):
    for k in arg_keys(arg):
        if k in mapping:
            return k, mapping[k]
    return None, None


def _stored(a: np.ndarray, c) -> np.ndarray:
    """An input array as the bit patterns of the codec's element type."""
    if a.dtype == c.storage:
        return np.ascontiguousarray(a)
    return np.ascontiguousarray(c.encode(a.astype(c.value_dtype) if a.dtype.kind != c.value_dtype.kind else a))


def _host_descriptor(arg, fargs, t, buffers, scalars, implied, mem, bound, random_buffers) -> Descriptor:
    """A ``!tt.tensordesc`` argument made on the host (Triton passes its shape
    and strides as the scalar arguments after it, ``rank`` of each): bound to
    the array given for it (its shape and row-major strides fill those
    arguments unless given), or to a random buffer of the shape those
    arguments give."""
    block = t.block_type
    rank = len(block.shape)
    c = codec(block.element)
    follow = fargs[arg.index + 1:arg.index + 1 + 2 * rank]
    key, array = _lookup(buffers, arg)
    name = key if key is not None else (arg_name(arg) or f"arg{arg.index}")
    if array is not None:
        a = np.asarray(array)
        if a.ndim != rank:
            raise KeyError(f"the array for tensor descriptor {arg_keys(arg)[0]} has {a.ndim} dimensions, "
                           f"the descriptor {rank}")
        shape = list(a.shape)
    else:
        given = [_lookup(scalars, x) for x in follow[:rank]]
        if random_buffers is None or len(follow) < rank or any(k is None for k, _ in given):
            raise KeyError(f"no array for tensor descriptor {arg_keys(arg)[0]}")
        shape = [int(v) for _, v in given]
        nbytes = int(np.prod(shape, dtype=np.int64)) * c.size
        a = None
    strides = [int(np.prod(shape[i + 1:], dtype=np.int64)) for i in range(rank)]
    for x, v in zip(follow, shape + strides):
        if isinstance(x.type, (T.IntegerType, T.IndexType)):
            implied[x.index] = v
    if a is not None:
        base = mem.bind(name, _stored(a, c))
    else:
        base = mem.bind(name, random_buffers(arg, block.element)(0, nbytes))
        a = None
    bound.append((name, a, c))
    return Descriptor(base, tuple(shape), tuple(strides), tuple(block.shape), block.element, "zero")


def run_kernel(module, *, func=None, grid=(1, 1, 1), scalars: Optional[dict] = None,
               buffers: Optional[dict] = None, triton_version=None, memory: Optional[Memory] = None,
               random_buffers: Optional[Callable] = None, gpu_order: bool = True) -> RunResult:
    """Run ``func`` of ``module`` for every program of ``grid``.

    ``scalars``: a value for each integer/float argument, keyed by the
    argument's name, ``argN`` or ``N``.  ``buffers``: a numpy array for each
    pointer argument (same keys); its elements are the pointee type's (a
    float32 array for a bf16 or fp8 pointer is converted to the type).  A
    pointer argument without a buffer gets one from ``random_buffers(arg,
    elem_type)`` (a fill function; the buffer grows as the kernel accesses it,
    see :class:`pyopt.interp.memory.Memory`), else is an error.
    ``triton_version``: a release (``"3.9"``) or a ``Context``; default the
    active one.  ``buffers_after`` is keyed as ``buffers`` (a random buffer by
    the argument's name, else ``argN``).  ``gpu_order``: TTGIR reductions and
    scans combine in the order the GPU does for their layouts
    (:mod:`pyopt.interp.gpu_order`); false: the layout-free order."""
    ctx = triton_version if isinstance(triton_version, Context) else (
        Context(str(triton_version)) if triton_version is not None else current())
    scalars = dict(scalars or {})
    buffers = dict(buffers or {})
    with ctx, np.errstate(all="ignore"):  # integers wrap, floats overflow to inf: as on the GPU
        f = find_kernel(module, func) if not isinstance(func, tt.FuncOp) else func
        mem = memory if memory is not None else Memory()
        args, bound = [], []
        fargs = f.regions[0].blocks[0].args
        implied: dict = {}   # argument index -> value: a host descriptor's shape and strides
        for arg in fargs:
            t = arg.type
            if arg.index in implied and _lookup(scalars, arg)[0] is None:
                args.append(as_value(implied[arg.index], t))
            elif isinstance(t, T.PointerType):
                key, array = _lookup(buffers, arg)
                # a buffer keeps the key it was given under (``buffers_after`` has the caller's keys)
                name = key if key is not None else (arg_name(arg) or f"arg{arg.index}")
                c = codec(t.pointee)
                if array is not None:
                    a = np.asarray(array)
                    base = mem.bind(name, _stored(a, c))
                    bound.append((name, a, c))
                elif random_buffers is not None:
                    base = mem.bind(name, grow=random_buffers(arg, t.pointee))
                    bound.append((name, None, c))
                else:
                    raise KeyError(f"no buffer for pointer argument {arg_keys(arg)[0]}")
                args.append(np.array(base, dtype=np.int64))
            elif isinstance(t, T.TensorDescType):
                args.append(_host_descriptor(arg, fargs, t, buffers, scalars, implied, mem, bound, random_buffers))
            elif isinstance(t, (T.IntegerType, T.FloatType, T.IndexType)):
                key, v = _lookup(scalars, arg)
                if key is None:
                    raise KeyError(f"no value for scalar argument {arg_keys(arg)[0]} ({t})")
                bad = _scalar_misfit(v, t)
                if bad:
                    raise InterpError(f, f"scalar argument {key} = {v} {bad}")
                args.append(as_value(v, t))
            else:
                key, v = _lookup(scalars, arg)
                if key is None:
                    key, v = _lookup(buffers, arg)
                if key is None:
                    raise KeyError(f"no value for argument {arg_keys(arg)[0]} of type {t}")
                args.append(v)
        interp = Interp(module, mem, grid, gpu_order)
        gx, gy, gz = (tuple(grid) + (1, 1, 1))[:3]
        if gx * gy * gz > MAX_PROGRAMS:
            raise InterpError(f, f"grid {gx}x{gy}x{gz} has {gx * gy * gz} programs, more than the "
                                 f"{MAX_PROGRAMS} the interpreter runs")
        count = 0
        for z, y, x in itertools.product(range(gz), range(gy), range(gx)):
            interp.program = mem.program = (x, y, z)
            interp.env = {}
            interp.run_region(f.regions[0], args)
            count += 1
        result = RunResult(prints=interp.prints, programs=count, steps=interp.steps)
        for name, a, c in bound:
            b = mem.buffer(name)
            if a is not None:
                raw = mem.contents(name, c.storage)
                vals = c.decode(raw)
                out = vals.astype(a.dtype) if a.dtype != c.storage else raw
                result.buffers_after[name] = out.reshape(a.shape)
                result.written[name] = b.written_elements(b.nbytes // c.size, c.size).reshape(a.shape)
            else:
                n = (b.accessed_end if b.grow is not None else b.nbytes) // c.size
                raw = b.data[:n * c.size].view(c.storage)
                result.buffers_after[name] = c.decode(raw).copy()
                result.written[name] = b.written_elements(n, c.size)
        result.stores = [(location_of(op), name, idx) for op, name, idx in mem.stores]
        return result
