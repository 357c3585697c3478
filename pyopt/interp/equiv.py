"""Do two kernels mean the same?  ``pyopt equiv A.mlir B.mlir`` and
``--verify-semantics`` (issue 28).

Both kernels run in the interpreter (:func:`pyopt.interp.core.run_kernel`)
on the same inputs, trial after trial (a seed and a grid each), and every
buffer is compared after the run:

* integers (and i1) exactly;
* floats exactly (IEEE equality, a NaN equal to a NaN), unless *reassociation
  is allowed*: either kernel holds a float reduction or scan (``tt.reduce``,
  ``tt.scan``) or a dot (an op of ``DotOpInterface``: ``tt.dot``,
  ``tt.dot_scaled``, ``ttng.warp_group_dot``, ``ttng.tc_gen5_mma``, ...), whose
  order of additions depends on the layout (both kernels' reductions and scans
  run in the layout-free order, ``run_kernel(gpu_order=False)``, so a layout
  change alone is no difference).  Then every float buffer is
  compared within ``|a - b| <= atol + rtol * |b|`` with, by default,
  ``rtol = atol = 16 ulp(1.0)`` of the buffer's element type
  (:data:`ULP`: f64 2^-52, f32 2^-23, f16 2^-10, bf16 2^-7, fp8 e4m3 2^-3,
  e5m2 2^-2), i.e. f32 1.9e-6, f16 1.6e-2, bf16 0.125; ``--rtol``/``--atol``
  override both.

On a difference the first differing element (buffers in argument order,
elements in row-major order) is named, with the store op of each kernel
that wrote it last (the interpreter's store record).  Nothing here changes
the IR.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Protocol, Sequence

import numpy as np

from pyopt.diagnostics import Diagnostic, location_of

__all__ = [
    "Trial", "Tolerance", "Difference", "Verdict", "Runner", "InterpRunner", "RunFailure",
    "DEFAULT_GRIDS", "ULP", "make_trials", "reassociating_ops", "tolerance_for",
    "first_difference", "check_equivalence", "difference_diagnostic",
]

#: the grids trials take in turn, unless given (programs run one after another, x fastest)
DEFAULT_GRIDS: tuple[tuple[int, int, int], ...] = ((1, 1, 1), (2, 1, 1), (2, 2, 1))

#: ulp(1.0) of each float element type (the unit of the default tolerance)
ULP = {
    "f64": 2.0 ** -52, "f32": 2.0 ** -23, "tf32": 2.0 ** -10, "f16": 2.0 ** -10, "bf16": 2.0 ** -7,
    "f8E4M3FN": 2.0 ** -3, "f8E4M3FNUZ": 2.0 ** -3, "f8E5M2": 2.0 ** -2, "f8E5M2FNUZ": 2.0 ** -2,
    "f8E4M3B11FNUZ": 2.0 ** -3,
}
#: the default tolerance, in ulps of the element type
ULPS = 16
_NUMPY_FLOATS = {np.dtype(np.float64): "f64", np.dtype(np.float32): "f32", np.dtype(np.float16): "f16"}


#: the values integer scalar arguments not given take, trial after trial: (a multiple of the
#: argument's ``tt.divisibility`` hint (at least 16), a value without one); None: -access-report's
#: default (4096 or the hint; 4095).  Triton specializes a multiple of 16 with the hint 16 and
#: never passes 1 (``equal_to_1``), so a hinted argument gets a multiple of its hint and an
#: unhinted one neither a multiple of 16 nor 1.  The values that are not multiples of common
#: block sizes (1001, 37; 63 and 3 times 16) leave a partial block, where masks matter.
SCALAR_VARIANTS: tuple = (None, (63, 1001), (3, 37), (7, 5), (129, 2049))
#: the float scalar arguments' values, variant by variant
FLOAT_VARIANTS = (0.5, -1.25, 3.0, 0.75, -0.5)
#: the variants ``pyopt equiv``'s trials take in turn: the first trial (one program) with partial
#: blocks, the second (two programs) with full ones; the default 3 trials stop before 3 and 4
DEFAULT_VARIANTS = (1, 0, 2, 3, 4)


@dataclass(frozen=True)
class Trial:
    """One run of both kernels: the seed of the random inputs, the grid, and
    the variant of the scalar arguments not given (:data:`SCALAR_VARIANTS`)."""

    index: int
    seed: int
    grid: tuple[int, int, int]
    variant: int = 0

    def describe(self) -> str:
        return (f"trial {self.index + 1}: seed {self.seed}, grid {'x'.join(map(str, self.grid))}, "
                f"scalars of variant {self.variant}")


def make_trials(n: int, seed: int = 0, grids: Optional[Sequence[tuple[int, int, int]]] = None,
                variants: Sequence[int] = DEFAULT_VARIANTS) -> list[Trial]:
    """``n`` trials: seeds ``seed, seed+1, ...``; grids taken in turn from
    ``grids`` (default :data:`DEFAULT_GRIDS`), scalar variants from ``variants``."""
    grids = list(grids) if grids else list(DEFAULT_GRIDS)
    return [Trial(i, seed + i, tuple(grids[i % len(grids)]), variants[i % len(variants)]) for i in range(n)]


@dataclass(frozen=True)
class Tolerance:
    """Floats compared within ``atol + rtol*|b|`` (None: exactly)."""

    rtol: Optional[float] = None
    atol: Optional[float] = None

    def for_type(self, element: str) -> tuple[float, float]:
        ulp = ULP.get(element, ULP["f32"]) * ULPS
        return (self.rtol if self.rtol is not None else ulp, self.atol if self.atol is not None else ulp)


class RunFailure(Exception):
    """A kernel could not run to its end: ``kind`` is ``"out-of-bounds"`` (a
    memory access outside every buffer: a meaning of its own) or
    ``"unsupported"`` (what the interpreter cannot run: a gap, not a
    verdict); ``loc`` is the op's location where known."""

    def __init__(self, kind: str, message: str, loc: Any = None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.loc = loc


class Runner(Protocol):
    """What :func:`check_equivalence` needs of an interpreter."""

    def inputs(self, module, *, func: Optional[str], grid, scalars: dict, seed: int,
               variant: int = 0) -> tuple[dict, dict]:
        """(scalar arguments, buffers by name) for a run of ``module``: the
        scalars not in ``scalars`` take their values of ``variant``."""

    def run(self, module, *, func: Optional[str], grid, scalars: dict, buffers: dict):
        """A RunResult (``buffers_after``, ``stores``); raises :class:`RunFailure`."""


class InterpRunner:
    """:class:`Runner` over pyopt's interpreter (:mod:`pyopt.interp.core`)
    for one Triton release.

    Inputs: a scalar argument not given takes its value in the trial's
    variant (:func:`default_scalars`); a pointer argument a buffer of
    ``pyopt run``'s random elements (:func:`pyopt.interp.core.random_inputs`,
    a function of seed, argument and position), zeros where an atomic updates
    it (:func:`atomic_buffers`), as long as kernel A accesses it: A runs
    first on growing buffers (:class:`pyopt.interp.memory.Memory`), and both
    kernels then run on buffers of exactly that size, so an access of B
    outside what A touched is out of bounds."""

    def __init__(self, triton_version: str):
        self.triton_version = triton_version
        self._sized: Optional[tuple] = None  # (module, grid, scalars, buffers, A's result)
        self._grow = None  # the last inputs' fill of growing buffers (host tensor descriptors)

    def inputs(self, module, *, func, grid, scalars, seed, variant=0):
        from pyopt.interp import core  # (core imports no equiv: no cycle; here for start-up only)
        from pyopt.ir import types as T

        f = kernel(module, func)
        if f is None:
            raise RunFailure("unsupported", f"no tt.func named '{func}'" if func else "the module holds no tt.func")
        args = default_scalars(f, scalars, variant)
        fills = {}
        random, zeroed = core.random_inputs(seed), atomic_buffers(f)

        def grow(arg, elem):
            fills[arg.index] = (_zeros if arg.index in zeroed else random(arg, elem)), elem
            return fills[arg.index][0]

        mem = core.Memory()
        result = self._run(core, module, func=f, grid=grid, scalars=args, buffers={}, random_buffers=grow,
                           memory=mem)
        buffers = {}
        for arg in f.regions[0].blocks[0].args:
            # pointer arguments get fixed buffers; a host tensor descriptor keeps its random buffer of the
            # shape its arguments give (its accesses are bounded by that shape)
            if arg.index in fills and isinstance(arg.type, T.PointerType):
                fill, elem = fills[arg.index]
                c = core.codec(elem)
                name = core.arg_name(arg) or f"arg{arg.index}"
                n = len(result.buffers_after[name])
                # A's buffer as it was filled: its bytes now, those A wrote filled again (the fill depends
                # only on the position; filling it all again would double the random numbers made)
                b = mem.buffer(name)
                raw = b.data[:n * c.size].copy()
                if b.written_bytes is not None:
                    idx = np.nonzero(b.written_bytes[:raw.size])[0]
                    if idx.size:
                        lo = int(idx[0])
                        raw[idx] = fill(lo, int(idx[-1]) + 1 - lo)[idx - lo]
                buffers[name] = c.decode(raw.view(c.storage)).copy()
        self._grow = grow
        self._sized = (module, tuple(grid), args, buffers, result)
        return args, buffers

    def run(self, module, *, func, grid, scalars, buffers):
        from pyopt.interp import core

        sized = self._sized
        if sized is not None and sized[0] is module and sized[1] == tuple(grid) and sized[2] is scalars \
                and sized[3] is buffers:
            return sized[4]  # A's sizing run, on these very inputs (the fill depends only on the position)
        return self._run(core, module, func=kernel(module, func), grid=grid, scalars=scalars,
                         buffers={k: v.copy() for k, v in buffers.items()}, random_buffers=self._grow)

    def _run(self, core, module, **kw):
        try:
            # the layout-free order of reductions and scans: a pass that changes a layout changes
            # the GPU's order of a sum, which is no change of meaning
            return core.run_kernel(module, triton_version=self.triton_version, gpu_order=False, **kw)
        except core.OutOfBounds as e:
            raise RunFailure("out-of-bounds", str(e), location_of(e.op)) from e
        except core.InterpError as e:  # an op or case the interpreter does not model
            msg = e.message + (f" (program {e.program})" if e.program is not None else "")
            raise RunFailure("unsupported", msg, location_of(e.op)) from e
        except KeyError as e:  # an argument without a value
            raise RunFailure("unsupported", str(e.args[0]) if e.args else str(e)) from e


def _zeros(start: int, nbytes: int) -> np.ndarray:
    return np.zeros(nbytes, dtype=np.uint8)


def default_scalars(func, given: dict, variant: int = 0) -> dict:
    """A value for every scalar argument of ``func``: ``given``'s (by name,
    ``argN`` or ``N``), else its value in ``variant`` (:data:`SCALAR_VARIANTS`,
    :data:`FLOAT_VARIANTS`; an i1 is 1); outside variant 0 the j-th integer
    argument gets the variant's value plus 2(j-1) (times the hint), so no two
    are equal."""
    from pyopt.analysis.access_eval import default_scalar
    from pyopt.analysis.axis_info import arg_hint
    from pyopt.interp.core import arg_keys
    from pyopt.ir import types as T

    out = dict(given)
    j = 0  # the integer scalars so far: each gets its own value (an argument swapped for another shows)
    for arg in func.regions[0].blocks[0].args:
        t = arg.type
        if isinstance(t, T.IntegerType) and t.width > 1:
            j += 1
        if any(k in given for k in arg_keys(arg)):
            continue
        if isinstance(t, T.IntegerType):
            hint = arg_hint(func, arg.index, "tt.divisibility")
            div = hint[0] if hint and isinstance(hint[0], int) and hint[0] > 1 else None
            v = SCALAR_VARIANTS[variant % len(SCALAR_VARIANTS)]
            if t.width == 1 or v is None:
                out[f"arg{arg.index}"] = default_scalar(t.width, div)
            else:  # the j-th: 2(j-1) more (times the hint): still odd multiples, neither 1 nor of 16
                out[f"arg{arg.index}"] = max(div, 16) * (v[0] + 2 * (j - 1)) if div else v[1] + 2 * (j - 1)
        elif isinstance(t, T.FloatType):
            out[f"arg{arg.index}"] = FLOAT_VARIANTS[variant % len(FLOAT_VARIANTS)]
    return out


def atomic_buffers(func) -> set:
    """The indices of ``func``'s pointer arguments that an atomic op updates
    (its pointer traced back through addptr, splat, broadcast, expand_dims,
    reshape, convert_layout): such buffers start at zero (counters, locks,
    histograms, as the kernels' callers give them; a lock at a random value
    would never be taken)."""
    from pyopt.dialects.tt import ops as tt
    from pyopt.dialects.ttg import ops as ttg
    from pyopt.ir.core import BlockArgument, OpResult

    through = (tt.AddPtrOp, tt.SplatOp, tt.BroadcastOp, tt.ExpandDimsOp, tt.ReshapeOp, ttg.ConvertLayoutOp)
    entry = func.regions[0].blocks[0]
    out = set()
    for op in func.walk():
        if isinstance(op, (tt.AtomicRMWOp, tt.AtomicCASOp)):
            v = op.operand(0)
            for _ in range(64):
                if isinstance(v, OpResult) and isinstance(v.op, through):
                    v = v.op.operand(0)
                else:
                    break
            if isinstance(v, BlockArgument) and v.block is entry:
                out.add(v.index)
    return out


# -- what allows reassociation ---------------------------------------------------
def _is_float(t) -> bool:
    from pyopt.ir import types as T  # (light: the IR core is loaded whenever a module is)

    el = getattr(t, "element", t)
    return isinstance(el, T.FloatType)


def reassociating_ops(module) -> list:
    """The ops of ``module`` whose float results depend on the order of their
    additions, which the layout chooses: float ``tt.reduce``/``tt.scan`` and
    every op of ``DotOpInterface``."""
    from pyopt.dialects.tt import ops as tt
    from pyopt.dialects.tt.interfaces import DotOpInterface

    found = []
    for op in module.walk():
        if isinstance(op, (tt.ReduceOp, tt.ScanOp)):
            if any(_is_float(v.type) for v in op.operands):
                found.append(op)
        elif isinstance(op, DotOpInterface):
            found.append(op)
    return found


def kernel(module, func: Optional[str] = None):
    """The ``tt.func`` the interpreter runs (:func:`pyopt.interp.core.find_kernel`), or None."""
    from pyopt.interp.core import find_kernel

    try:
        return find_kernel(module, func)
    except KeyError:
        return None


def pointee_types(module, func: Optional[str] = None) -> dict[str, str]:
    """The element type's name of each pointer argument of the kernel, by the
    names a buffer may have (``argN``, ``N``)."""
    from pyopt.ir.types import PointerType

    f = kernel(module, func)
    names: dict[str, str] = {}
    if f is None:
        return names
    for i, a in enumerate(f.regions[0].blocks[0].args):
        if isinstance(a.type, PointerType):
            names[f"arg{i}"] = names[str(i)] = _type_name(a.type.pointee)
    return names


def _type_name(t) -> str:
    return str(t)  # the IR's own spelling: f32, bf16, f8E4M3FN, i32


def _element_name(arr: np.ndarray, declared: Optional[str]) -> Optional[str]:
    """The float element type of a buffer (its pointer's pointee where known:
    bf16/fp8 buffers hold their values in wider numpy floats); None for ints."""
    if declared in ULP:
        return declared
    return _NUMPY_FLOATS.get(arr.dtype)


def tolerance_for(tolerance: Optional[Tolerance], arr: np.ndarray, declared: Optional[str]):
    """(rtol, atol) for a buffer, or None: compared exactly."""
    name = _element_name(arr, declared)
    if tolerance is None or name is None:
        return None
    return tolerance.for_type(name)


def first_difference(a: np.ndarray, b: np.ndarray, tol: Optional[tuple[float, float]]) -> Optional[int]:
    """The flat (row-major) index of the first element where ``a`` and ``b``
    differ, or None.  Integers exactly; floats by IEEE equality (a NaN equal
    to a NaN), or within ``tol`` = (rtol, atol)."""
    if a.shape != b.shape:
        return 0
    fa, fb = a.reshape(-1), b.reshape(-1)
    if np.issubdtype(fa.dtype, np.floating) or np.issubdtype(fb.dtype, np.floating):
        fa64, fb64 = fa.astype(np.float64), fb.astype(np.float64)
        both_nan = np.isnan(fa64) & np.isnan(fb64)
        if tol is None:
            same = (fa64 == fb64) | both_nan
        else:
            with np.errstate(invalid="ignore", over="ignore"):
                same = np.isclose(fa64, fb64, rtol=tol[0], atol=tol[1], equal_nan=True)
    else:
        same = fa == fb
    bad = np.flatnonzero(~same)
    return int(bad[0]) if bad.size else None


# -- the verdict ----------------------------------------------------------------------
@dataclass
class Difference:
    """The first element where the kernels' buffers differ."""

    trial: Trial
    buffer: str
    index: tuple  # the element's indices in the buffer
    value_a: Any
    value_b: Any
    store_a: Any  # the location of the store op of A that wrote it last (None: none did)
    store_b: Any
    tolerance: Optional[tuple[float, float]]


@dataclass
class Verdict:
    """``status``: "equivalent", "different" or "error" (exit 0, 1, 2)."""

    status: str
    trials: list[Trial] = field(default_factory=list)
    buffers: list[str] = field(default_factory=list)
    reassociating: list = field(default_factory=list)  # ops that allow a tolerance
    tolerance: Optional[Tolerance] = None
    difference: Optional[Difference] = None
    failure: Optional[RunFailure] = None  # of the run that stopped the check
    failed_side: Optional[str] = None  # "A" or "B"
    failed_trial: Optional[Trial] = None

    @property
    def exit_code(self) -> int:
        return {"equivalent": 0, "different": 1}.get(self.status, 2)


def _last_store(stores: Iterable, buffer: str, flat: int):
    """The location of the last store (of the run's record) that wrote
    element ``flat`` of ``buffer``."""
    found = None
    for entry in stores:
        loc, name, indices = entry[0], entry[1], entry[2]
        if name != buffer:
            continue
        idx = np.asarray(indices).reshape(-1)
        if idx.size and np.any(idx == flat):
            found = loc
    return found


def _scalar(v) -> Any:
    v = np.asarray(v)
    return v.item() if v.ndim == 0 else v


def check_equivalence(module_a, module_b, runner: Runner, trials: Sequence[Trial], *,
                      func: Optional[str] = None, scalars: Optional[dict] = None,
                      rtol: Optional[float] = None, atol: Optional[float] = None,
                      pointee: Optional[dict] = None) -> Verdict:
    """Run both modules on the same inputs in every trial and compare the
    buffers after the runs (see the module's docstring).  ``pointee`` maps a
    buffer name to its element type's name (for bf16/fp8 tolerances)."""
    scalars = dict(scalars or {})
    pointee = pointee or {}
    reassoc = reassociating_ops(module_a) + reassociating_ops(module_b)
    tolerance = Tolerance(rtol, atol) if reassoc else None
    verdict = Verdict("equivalent", reassociating=reassoc, tolerance=tolerance)
    for trial in trials:
        try:
            args, buffers = runner.inputs(module_a, func=func, grid=trial.grid, scalars=scalars, seed=trial.seed,
                                          variant=trial.variant)
        except RunFailure as e:
            return _failed(verdict, "A", e, trial)
        try:
            ra = runner.run(module_a, func=func, grid=trial.grid, scalars=args, buffers=buffers)
        except RunFailure as e:
            return _failed(verdict, "A", e, trial)
        try:
            rb = runner.run(module_b, func=func, grid=trial.grid, scalars=args, buffers=buffers)
        except RunFailure as e:
            verdict = _failed(verdict, "B", e, trial)
            if e.kind == "out-of-bounds":  # A stayed inside its buffers: B does not mean the same
                verdict.status = "different"
            return verdict
        verdict.trials.append(trial)
        verdict.buffers = list(ra.buffers_after)
        for name, after_a in ra.buffers_after.items():
            after_b = rb.buffers_after.get(name)
            if after_b is None:
                continue
            tol = tolerance_for(tolerance, after_a, pointee.get(name))
            flat = first_difference(after_a, after_b, tol)
            if flat is None:
                continue
            index = tuple(int(i) for i in np.unravel_index(flat, after_a.shape)) if after_a.shape == after_b.shape \
                else (flat,)
            verdict.status = "different"
            verdict.difference = Difference(
                trial, name, index,
                _scalar(after_a.reshape(-1)[flat]) if after_a.size else None,
                _scalar(after_b.reshape(-1)[flat]) if after_b.size else None,
                _last_store(ra.stores, name, flat), _last_store(rb.stores, name, flat), tol)
            return verdict
    return verdict


def _failed(verdict: Verdict, side: str, e: RunFailure, trial: Trial) -> Verdict:
    verdict.status = "error"
    verdict.failed_trial = trial
    verdict.failure = e
    verdict.failed_side = side
    return verdict


# -- messages ----------------------------------------------------------------------------
def _fmt(v) -> str:
    if isinstance(v, float):
        return repr(v)
    return str(v)


def difference_diagnostic(verdict: Verdict, name_a: str, name_b: str) -> Diagnostic:
    """The error of a "different" verdict, MLIR-style: at B's store of the
    element (else A's), with a note at the other's."""
    if verdict.difference is None:  # B went out of bounds where A did not
        e = verdict.failure
        return Diagnostic("error", f"{name_b} does not mean the same as {name_a}: {e.message}; {name_a} "
                                   f"ran within its buffers on the same inputs ({verdict.failed_trial.describe()})",
                          e.loc)
    d = verdict.difference
    where = "[" + ", ".join(map(str, d.index)) + "]"
    how = "" if d.tolerance is None else f" (beyond rtol={d.tolerance[0]:g}, atol={d.tolerance[1]:g})"
    msg = (f"stored values differ: {d.buffer}{where} is {_fmt(d.value_b)} after {name_b} and "
           f"{_fmt(d.value_a)} after {name_a}{how} ({d.trial.describe()})")
    if d.store_b is not None:
        if d.store_a is None:
            return Diagnostic("error", msg + f"; no store of {name_a} wrote it", d.store_b)
        diag = Diagnostic("error", msg, d.store_b)
        diag.attach_note(f"{name_a} stored {_fmt(d.value_a)} here", d.store_a)
    else:
        diag = Diagnostic("error", msg + f"; no store of {name_b} wrote it", d.store_a)
        if d.store_a is not None:
            diag.attach_note(f"{name_a} stored {_fmt(d.value_a)} here", d.store_a)
    return diag


def summary(verdict: Verdict) -> str:
    """The one-paragraph report of an "equivalent" verdict."""
    n = len(verdict.trials)
    grids = sorted({"x".join(map(str, t.grid)) for t in verdict.trials})
    text = (f"equivalent: {n} trial{'s' if n != 1 else ''} (grids {', '.join(grids)}), "
            f"{len(verdict.buffers)} buffer{'s' if len(verdict.buffers) != 1 else ''} compared")
    if verdict.tolerance is None:
        return text + "; every value exactly\n"
    names = sorted({op.name for op in verdict.reassociating})
    t = verdict.tolerance
    tol = (f"rtol={t.rtol:g}, atol={t.atol:g}" if t.rtol is not None and t.atol is not None
           else f"within {ULPS} ulp of each element type" if t.rtol is None and t.atol is None
           else f"rtol={t.rtol if t.rtol is not None else f'{ULPS} ulp'}, "
                f"atol={t.atol if t.atol is not None else f'{ULPS} ulp'}")
    return text + f"; integers exactly, floats {tol} (reassociation allowed: {', '.join(names)})\n"
