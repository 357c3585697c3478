"""A stub of the interpreter for the tests of ``pyopt equiv``, the mutator and
``--verify-semantics`` (test_equiv*.py, test_mutate*.py): a few ops of tt and
arith, run with numpy for one program at a time, in the interface of
:class:`pyopt.interp.equiv.Runner`.  It lets the comparison, the messages and
the mutants be tested on small kernels of our own without the real
interpreter (whose own tests compare it with Triton).

Pointer arguments get buffers named ``argN`` of 64 elements of their pointee
type (f32 or i32), at base addresses ``(N+1) << 20``; an access outside them
is a :class:`RunFailure` ("out-of-bounds").  Ops it lacks are "unsupported".
"""

from __future__ import annotations

import numpy as np

from pyopt.dialects.arith import ops as arith
from pyopt.dialects.tt import ops as tt
from pyopt.dialects.ttg import ops as ttg
from pyopt.interp.equiv import RunFailure, kernel
from pyopt.ir import attrs as A
from pyopt.ir import types as T

N = 64  # elements per buffer
_DT = {"f32": np.float32, "i32": np.int32, "f16": np.float16, "i64": np.int64}


class StubResult:
    def __init__(self, buffers_after, stores):
        self.buffers_after = buffers_after
        self.stores = stores


def _np(t):
    el = getattr(t, "element", t)
    if isinstance(el, T.IntegerType) and el.width == 1:
        return np.bool_
    return _DT[str(el)]


class StubRunner:
    """The stub (see the module docstring); ``runs`` counts its runs."""

    def __init__(self):
        self.runs = 0

    def inputs(self, module, *, func, grid, scalars, seed, variant=0):
        f = kernel(module, func)
        rng = np.random.default_rng(seed)
        args, bufs = {}, {}
        for i, a in enumerate(f.regions[0].blocks[0].args):
            if isinstance(a.type, T.PointerType):
                dt = _DT[str(a.type.pointee)]
                bufs[f"arg{i}"] = (rng.integers(-50, 50, N) if dt(0).dtype.kind == "i"
                                   else rng.standard_normal(N)).astype(dt)
            else:
                args[f"arg{i}"] = scalars.get(f"arg{i}", scalars.get(str(i), 16))
        return args, bufs

    def run(self, module, *, func, grid, scalars, buffers):
        self.runs += 1
        f = kernel(module, func)
        bufs = {k: v.copy() for k, v in buffers.items()}
        bases = {}
        stores = []
        for i, a in enumerate(f.regions[0].blocks[0].args):
            if f"arg{i}" in bufs:
                bases[f"arg{i}"] = (i + 1) << 20
        for z in range(grid[2]):
            for y in range(grid[1]):
                for x in range(grid[0]):
                    env = {}
                    for i, a in enumerate(f.regions[0].blocks[0].args):
                        env[a] = np.int64(bases[f"arg{i}"]) if f"arg{i}" in bases else np.int32(scalars[f"arg{i}"])
                    for op in f.regions[0].blocks[0].ops:
                        self._op(op, env, (x, y, z), bufs, bases, stores)
        return StubResult(bufs, stores)

    def _locate(self, op, addrs, mask, bases, bufs):
        addrs = np.broadcast_to(np.asarray(addrs, np.int64), np.shape(addrs))
        mask = np.ones(addrs.shape, bool) if mask is None else np.broadcast_to(mask, addrs.shape)
        names = np.empty(addrs.shape, object)
        index = np.zeros(addrs.shape, np.int64)
        for name, base in bases.items():
            size = bufs[name].itemsize
            inside = (addrs >= base) & (addrs < base + N * size)
            names[inside] = name
            index[inside] = (addrs[inside] - base) // size
        if np.any(mask & (names == None)):  # noqa: E711 (numpy elementwise)
            raise RunFailure("out-of-bounds", f"'{op.name}' op accesses memory outside every buffer", op.loc)
        return names, index, mask

    def _op(self, op, env, pid, bufs, bases, stores):
        ins = [env[v] for v in op.operands]
        res = op.results[0].type if op.results else None
        if isinstance(op, arith.ConstantOp):
            attr = op.attributes["value"]
            if isinstance(attr, A.DenseElementsAttr):
                vals = np.array(attr.values, dtype=_np(res))
                out = np.broadcast_to(vals[0], res.shape).copy() if attr.splat else vals.reshape(res.shape)
            else:
                out = np.array(attr.value, dtype=_np(res))
        elif isinstance(op, tt.GetProgramIdOp):
            out = np.int32(pid[op.attributes["axis"].value])
        elif isinstance(op, tt.MakeRangeOp):
            out = np.arange(op.attributes["start"].value, op.attributes["end"].value, dtype=np.int32)
        elif isinstance(op, (tt.SplatOp, tt.BroadcastOp)):
            out = np.broadcast_to(ins[0], res.shape).copy()
        elif isinstance(op, ttg.ConvertLayoutOp):
            out = ins[0]
        elif isinstance(op, tt.AddPtrOp):
            size = np.dtype(_DT[str(getattr(res, "element", res).pointee)]).itemsize
            out = ins[0] + ins[1].astype(np.int64) * size
        elif isinstance(op, (arith.AddIOp, arith.AddFOp)):
            out = ins[0] + ins[1]
        elif isinstance(op, (arith.SubIOp, arith.SubFOp)):
            out = ins[0] - ins[1]
        elif isinstance(op, (arith.MulIOp, arith.MulFOp)):
            out = ins[0] * ins[1]
        elif isinstance(op, arith.CmpIOp):
            pred = op.attributes["predicate"].value
            out = {2: np.less, 3: np.less_equal, 4: np.greater, 5: np.greater_equal, 0: np.equal,
                   1: np.not_equal}[pred](ins[0], ins[1])
        elif isinstance(op, tt.LoadOp):
            names, index, mask = self._locate(op, ins[0], ins[1] if op.mask is not None else None, bases, bufs)
            out = np.zeros(np.shape(ins[0]), _np(res))
            for name in bufs:
                sel = mask & (names == name)
                out[sel] = bufs[name][index[sel]]
            if op.other is not None:
                out[~mask] = np.broadcast_to(ins[2], out.shape)[~mask]
        elif isinstance(op, tt.StoreOp):
            names, index, mask = self._locate(op, ins[0], ins[2] if op.mask is not None else None, bases, bufs)
            vals = np.broadcast_to(ins[1], names.shape)
            for name in bufs:
                sel = mask & (names == name)
                if sel.any():
                    bufs[name][index[sel]] = vals[sel]
                    stores.append((op.loc, name, index[sel]))
            return
        elif isinstance(op, tt.ReturnOp):
            return
        else:
            raise RunFailure("unsupported", f"the stub does not run '{op.name}'", op.loc)
        env[op.results[0]] = out


KERNEL = """\
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c16 = arith.constant dense<16> : tensor<16xi32, #blocked>
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<16x!tt.ptr<f32>, #blocked>, tensor<16xi32, #blocked>
    %3 = tt.load %2 : tensor<16x!tt.ptr<f32>, #blocked>
    %4 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked>
    %5 = tt.addptr %4, %0 : tensor<16x!tt.ptr<f32>, #blocked>, tensor<16xi32, #blocked>
    tt.store %5, %3 : tensor<16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
"""


def test_the_stub_copies_a_buffer():
    from pyopt.ir.context import Context
    from pyopt.syntax.parser import parse_source

    m = parse_source(KERNEL, "k.mlir", context=Context("3.6"))
    r = StubRunner()
    args, bufs = r.inputs(m, func=None, grid=(1, 1, 1), scalars={}, seed=0)
    out = r.run(m, func=None, grid=(1, 1, 1), scalars=args, buffers=bufs)
    assert np.array_equal(out.buffers_after["arg1"][:16], bufs["arg0"][:16])
    assert not np.array_equal(out.buffers_after["arg1"][16:], bufs["arg0"][16:])
    assert [(loc.line, name, list(idx)) for loc, name, idx in out.stores] == [(11, "arg1", list(range(16)))]
