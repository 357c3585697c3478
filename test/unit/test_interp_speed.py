"""The interpreter's work grows with the kernel's, not faster (issue 28: "interpreting one
program of a corpus kernel takes at most a few seconds").  These tests count work, never
time: how often a growing buffer is reallocated, how often a block's ops are looked up, and
that the fast paths give what the general ones give (references: numpy by hand, and the
general path of the same function on the same input)."""

from __future__ import annotations

import numpy as np

from pyopt.interp import core, random_inputs, run_kernel
from pyopt.interp.memory import GROW_CHUNK, Memory
from pyopt.ir import types as T
from pyopt.ir.context import Context
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify


class _Arg:
    index = 0


def test_growing_buffer_reallocates_logarithmically_and_keeps_its_contents():
    # A kernel walking a random buffer chunk after chunk: 2,000 extensions of 32 KiB each must not
    # copy the buffer 2,000 times (quadratic work); its capacity at least doubles per reallocation.
    fill = random_inputs(3)(_Arg(), T.FloatType("f32"))
    mem = Memory()
    base = mem.bind("x", grow=fill)
    b = mem.buffers[0]
    capacities = set()
    step = GROW_CHUNK * 8
    for k in range(2000):
        mem.read(np.array([base + k * step], dtype=np.int64), T.FloatType("f32"))
        capacities.add(id(b._capacity))
    assert len(capacities) <= 12            # log2(2000) + 1
    # every byte is the fill of its own position, whatever order the extensions came in
    n = b.accessed_end
    assert np.array_equal(b.data[:n], fill(0, n))
    assert not b.any_written() and not b.written_elements(n // 4, 4).any()


def test_written_elements_of_every_width():
    # reference: per element of `size` bytes, any of its bytes stored (by hand)
    mem = Memory()
    base = mem.bind("x", nbytes=64)
    b = mem.buffers[0]
    assert b.written_elements(16, 4).tolist() == [False] * 16   # nothing stored: no byte array made
    mem.write(np.array([base + 8, base + 13], dtype=np.int64), np.array([1, 2], dtype=np.int8),
              T.IntegerType(8))
    for size in (1, 2, 4, 8):
        want = [any(8 <= i * size + j <= 8 or i * size + j == 13 for j in range(size)) for i in range(64 // size)]
        assert b.written_elements(64 // size, size).tolist() == want


def test_loop_body_is_planned_once():
    # 500 iterations of a loop: its body's ops are looked up once per run, not per iteration
    text = """tt.func public @k(%out: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.constant 500 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %t = arith.addi %acc, %i : i32
    scf.yield %t : i32
  }
  tt.store %out, %s : !tt.ptr<i32>
  tt.return
}
"""
    ctx = Context("3.6")
    m = parse_source(text, "k.mlir", context=ctx)
    verify(m, context=ctx)
    planned = []
    original = core.Interp._plan

    def counting(self, block):
        planned.append(block)
        return original(self, block)

    core.Interp._plan = counting
    try:
        res = run_kernel(m, buffers={"arg0": np.zeros(1, np.int32)}, triton_version=ctx)
    finally:
        core.Interp._plan = original
    assert res.buffers_after["arg0"].tolist() == [sum(range(500))]
    assert len(planned) == 2   # the function's block and the loop body's


def test_one_buffer_gather_equals_the_byte_gather():
    # the aligned one-buffer gather (a view of the elements) and the per-byte gather agree,
    # for aligned and unaligned offsets
    mem = Memory()
    mem.bind("a", np.arange(64, dtype=np.int32))
    mem.bind("b", np.arange(100, 164, dtype=np.int32))
    for offs in (np.array([0, 4, 60, 8]), np.array([1, 5, 9, 2])):
        which = np.zeros(offs.size, dtype=np.int64)
        fast = mem._gather_stored(which, offs, np.dtype(np.int32))
        slow = mem._gather(which, offs, 4).reshape(-1).view(np.int32)
        assert fast.tolist() == slow.tolist()
    which = np.array([0, 1, 0, 1])
    offs = np.array([0, 0, 4, 4])
    assert mem._gather_stored(which, offs, np.dtype(np.int32)).tolist() == [0, 100, 1, 101]


def test_equiv_inputs_are_the_fill_even_where_the_sizing_run_wrote():
    # pyopt equiv's inputs are taken from A's sizing run (its bytes, those it wrote filled again):
    # they must be the random fill itself (reference: the fill function), not A's results
    from pyopt.interp import equiv

    text = """tt.func public @k(%x: !tt.ptr<f32>) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %c = arith.constant dense<3> : tensor<64xi32>
  %i = arith.muli %r, %c : tensor<64xi32>
  %s = tt.splat %x : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %p = tt.addptr %s, %i : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %v = tt.load %p : tensor<64x!tt.ptr<f32>>
  %one = arith.constant dense<1.0> : tensor<64xf32>
  %w = arith.addf %v, %one : tensor<64xf32>
  tt.store %p, %w : tensor<64x!tt.ptr<f32>>
  tt.return
}
"""
    ctx = Context("3.6")
    m = parse_source(text, "k.mlir", context=ctx)
    verify(m, context=ctx)
    runner = equiv.InterpRunner("3.6")
    _, buffers = runner.inputs(m, func=None, grid=(1, 1, 1), scalars={}, seed=5, variant=1)
    n = 63 * 3 + 1
    arg = core.find_kernel(m).regions[0].blocks[0].args[0]
    want = random_inputs(5)(arg, T.FloatType("f32"))(0, n * 4).view(np.float32)
    assert buffers["arg0"].shape == (n,) and np.array_equal(buffers["arg0"], want)


def test_random_blocks_are_made_once_and_kept(monkeypatch):
    # the same (seed, argument, block, type) is made by one generator once, then taken from the
    # cache: the same bytes (reference: a fill with the cache emptied)
    made = []
    real = np.random.default_rng

    def counting(key):
        made.append(tuple(key))
        return real(key)

    monkeypatch.setattr(core.np.random, "default_rng", counting)
    core.clear_random_cache()
    fill = random_inputs(11)(_Arg(), T.FloatType("f16"))
    first = fill(100, 20000).copy()
    n = len(made)
    assert n == 3                       # bytes 100..20099 of 2-byte elements: blocks 0, 1 and 2
    again = random_inputs(11)(_Arg(), T.FloatType("f16"))(0, 24000)
    assert len(made) == n               # no generator made again
    core.clear_random_cache()
    assert np.array_equal(random_inputs(11)(_Arg(), T.FloatType("f16"))(0, 24000), again)
    assert np.array_equal(again[100:20100], first)
    monkeypatch.setattr(core, "RANDOM_CACHE_BYTES", 8192 * 2)   # room for two blocks of f16
    random_inputs(12)(_Arg(), T.FloatType("f16"))(0, 3 * 8192)
    assert core._random_cached <= 8192 * 2 and len(core._RANDOM_CACHE) == 2


def test_one_buffer_read_equals_the_general_read():
    # the one-buffer read (aligned elements of one buffer) and the general path (_locate and the
    # byte gather) agree, masked-off lanes holding wild addresses included; unaligned addresses and
    # addresses in two buffers take the general path
    mem = Memory()
    x = np.arange(64, dtype=np.float32) * 1.5
    base = mem.bind("x", x)
    base2 = mem.bind("y", np.arange(100, 164, dtype=np.int32).view(np.float32))
    f32, bf16 = T.FloatType("f32"), T.FloatType("bf16")
    addr = base + np.array([[0, 4, 8, 12], [60, 7 << 40, 16, 0]], dtype=np.int64)
    mask = np.array([[True, True, False, True], [True, False, True, True]])
    other = np.full((2, 4), -7.0, dtype=np.float32)

    def general(a, elem, m, o):
        c = core.codec(elem)
        active, which, off = mem._locate(a, c.size, m, None, "load")
        out = np.full(a.shape, 0 if o is None else o, dtype=c.value_dtype)
        out.reshape(-1)[active] = c.decode(mem._gather(which, off, c.size).reshape(-1).view(c.storage))
        return out

    for elem in (f32, bf16):
        got = mem.read(addr, elem, mask, None, other)
        assert np.array_equal(got, general(addr, elem, mask, other)), elem
    assert mem.read(addr[:1], f32).tolist() == [[0.0, 1.5, 3.0, 4.5]]
    odd = base + np.array([2, 6], dtype=np.int64)                  # unaligned: the general path
    assert np.array_equal(mem.read(odd, f32), general(odd, f32, None, None))
    two = np.array([base + 4, base2 + 4], dtype=np.int64)          # two buffers
    assert mem.read(two, f32).view(np.int32)[1] == 101 and mem.read(two, f32)[0] == 1.5
