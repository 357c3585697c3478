"""Passes on deep nesting in time linear in the depth (issue 23, item 6).

The kernels come from ``tools/deep_nesting.py`` (unknown-dialect region ops, ``scf.if``,
``scf.for`` with an iter arg, ``scf.execute_region``, each level advancing a pointer from the
level above by an offset from the top, loads and stores inside and after the nest).  No timed
assertions here: the tests count work (subtree walks) and compare results with the
algorithm they replace (MLIR's); the times are in ``tools/deep_nesting.py``'s table.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyopt.ir.core import Operation  # noqa: E402
from pyopt.support import run_deep  # noqa: E402
from pyopt.syntax.parser import parse_source  # noqa: E402
from pyopt.transforms import coalesce  # noqa: E402
from pyopt.transforms.coalesce import get_mem_access_ptr, get_slice  # noqa: E402
from pyopt.verifier import verify  # noqa: E402
from tools.deep_nesting import SHAPES, deep_kernel  # noqa: E402


def _parse(text: str) -> Operation:
    module = parse_source(text, "deep.mlir")
    verify(module)
    return module


def _memory_ops(module: Operation) -> list:
    return [op for op in module.walk() if get_mem_access_ptr(op) is not None]


# -- mlir::getSlice as MLIR computes it: each region op's uses from above by a subtree walk ----


def _reference_backward(op: Operation):
    """``getBackwardSliceImpl``'s steps from ``op``: its operands and, for an op with regions,
    every value used in its subtree and defined outside it (a walk of the subtree)."""
    if coalesce._isolated(op):
        return
    values = list(op.operands)
    if op.regions:
        inner = {id(r) for nested in op.walk() for r in nested.regions}
        for nested in op.walk():
            if nested is not op:
                values += [v for v in nested.operands if id(v.parent_block.parent) not in inner]
    for v in values:
        if v.defining_op is not None:
            yield v.defining_op
        else:
            parent = v.block.parent_op
            if (parent is not None and not coalesce._isolated(parent) and len(parent.regions) == 1
                    and len(parent.regions[0].blocks) == 1):
                yield parent


def _reference_slice(op: Operation) -> set:
    seen, work = {op}, [op]
    while work:
        cur = work.pop()
        nxt = list(_reference_backward(cur)) + [o for r in cur.regions for b in r.blocks for o in b.ops]
        nxt += [u.owner for res in cur.results for u in res.uses]
        for o in nxt:
            if o not in seen:
                seen.add(o)
                work.append(o)
    return seen


def _corpus_inputs() -> list[Path]:
    files = sorted(ROOT.glob("test/corpus/*/cuda90-w4/*.before.mlir"))
    files += sorted(ROOT.glob("test/corpus/*/gfx942-w4/*.before.mlir"))
    return files[::7]  # a spread of kernels and stages (loops, reductions, ifs, calls)


@pytest.mark.parametrize("path", _corpus_inputs(), ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_slice_is_mlirs_on_the_corpus(path):
    module = _parse(path.read_text())
    for op in _memory_ops(module):
        assert set(get_slice(op)) == _reference_slice(op)


@pytest.mark.parametrize("shape", SHAPES)
def test_slice_is_mlirs_on_nested_kernels(shape):
    module = _parse(deep_kernel(shape, 40))
    ops = _memory_ops(module)
    assert len(ops) == 4
    for op in ops:
        got = get_slice(op)
        assert len(got) == len(set(got)) and set(got) == _reference_slice(op)


def test_slice_with_uses_from_above_of_several_regions():
    """Values used from above at several depths, block arguments of single- and
    multi-block regions: the slice is MLIR's."""
    src = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !tt.ptr<f32>, %n: i32, %c: i1) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %s = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %q = tt.addptr %p, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    "fz.two"() ({
    ^bb0(%x: i32):
      "fz.n"() ({
        %v = tt.load %q : tensor<128x!tt.ptr<f32>, #blocked>
        "fz.use"(%x, %v) : (i32, tensor<128xf32, #blocked>) -> ()
      }) : () -> ()
      "fz.br"() [^bb1] : () -> ()
    ^bb1:
      "fz.use"(%n) : (i32) -> ()
    }) : () -> ()
    scf.if %c {
      "fz.one"() ({
      ^bb0(%y: i32):
        %w = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
        "fz.use"(%y, %w) : (i32, tensor<128xf32, #blocked>) -> ()
      }) : () -> ()
    }
    %z = tt.load %s : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
"""
    module = _parse(src)
    ops = _memory_ops(module)
    assert len(ops) == 3
    for op in ops:
        assert set(get_slice(op)) == _reference_slice(op)


def test_slice_walks_no_subtree(monkeypatch):
    """get_slice in 2,000 nested scf.if (each in the slice: its result is yielded and, at
    the top, loaded) reads each op reached once: no walk of a region op's subtree (MLIR's
    getBackwardSliceImpl walks it for each region op in the slice: 2,000 walks of up to
    2,000 levels here, time quadratic in the depth)."""
    module = run_deep(_parse, deep_kernel("if", 2000))
    inner_load = _memory_ops(module)[0]
    walks = []
    plain = Operation.walk

    def counting_walk(self, *args, **kwargs):
        walks.append(self)
        return plain(self, *args, **kwargs)

    monkeypatch.setattr(Operation, "walk", counting_walk)
    got = run_deep(get_slice, inner_load)
    assert walks == []
    # the whole nest: every scf.if, both yields of each, the pointer's tt.addptr (one per
    # level and two above the nest), the memory ops inside and after it, and the ops above
    names = [op.name for op in got]
    assert len(names) == len(set(got))
    assert (names.count("scf.if"), names.count("scf.yield"), names.count("tt.addptr")) == (2000, 4000, 2002)
    assert (names.count("tt.load"), names.count("tt.store")) == (2, 2)


# -- scf.if's ConditionPropagation: each use classified in one climb ----------------------


def _nested_ifs_on_one_condition(n: int) -> str:
    """n scf.if nested in the then branches, all on %c; each else branch reads %c."""
    opens = "".join(f'scf.if %c {{\n"fz.use"(%c) {{k = {i}}} : (i1) -> ()\n' for i in range(n))
    closes = '} else {\n"fz.use"(%c) : (i1) -> ()\n}\n' * n
    return f"tt.func @f(%c: i1) {{\n{opens}{closes}\"fz.use\"(%c) : (i1) -> ()\ntt.return\n}}\n"


def test_condition_propagation_climbs_each_level_once(monkeypatch):
    """ConditionPropagation on the outermost of 500 nested scf.if: each of the 1,001 uses of
    the condition is classified (then branch, else branch, outside) by MLIR's rule
    (Region::isAncestor), climbing each level of nesting once in all (it climbed from each
    use to the top: ~250,000 steps here, and a nest of ifs took time cubic in the depth)."""
    from pyopt.dialects.scf.canonicalize import ConditionPropagation
    from pyopt.ir.pattern import Rewriter

    n = 500
    module = run_deep(_parse, _nested_ifs_on_one_condition(n))
    func = module.regions[0].blocks[0].first if module.name == "builtin.module" else module
    outer = next(op for op in func.walk() if op.name == "scf.if")
    steps = [0]
    prop = Operation.parent_region

    def counting(self):
        steps[0] += 1
        return prop.fget(self)

    monkeypatch.setattr(Operation, "parent_region", property(counting))
    assert ConditionPropagation().match_and_rewrite(outer, Rewriter())
    monkeypatch.setattr(Operation, "parent_region", prop)
    assert steps[0] < 6 * n, steps[0]  # one per use (1,001) and one per level climbed
    # every use inside the outer if now reads a constant: true in its then branch (the else
    # branches nested there included), false in its else branch; the use after it keeps %c
    cond = func.regions[0].blocks[0].args[0]
    assert sorted(u.owner.name for u in cond.uses) == ["fz.use", "scf.if"]
    readers = [op for op in outer.walk() if op is not outer and op.name in ("fz.use", "scf.if")]
    assert len(readers) == 3 * n - 1
    else_use = outer.regions[1].blocks[0].first
    values = [op.operand(0).defining_op.attributes["value"].value for op in readers]
    assert values == [op is not else_use for op in readers]


# -- the greedy driver: inlining a block queues its ancestors once -------------------------


def test_inlining_queues_each_blocks_ancestors_once(monkeypatch):
    """-remove-layout-conversions' clean-up on 300 nested scf.if: once ConditionPropagation
    made the inner conditions true, the ifs are inlined one into another, each moving the ops
    gathered so far (45,747 moves of 47,543 ops queued).  The ops moved into a block are queued with that block's
    ancestors climbed once per inlining, not once per op (MLIR's climb per op: time cubic in
    the depth here); the output and the worklist calls are those of the climb per op."""
    from pyopt.diagnostics import DiagnosticEngine
    from pyopt.ir.printer import print_op
    from pyopt.passes import PassContext, PassManager, PassSpec, resolve_pass
    from pyopt.rewrite import greedy

    text = deep_kernel("if", 300)

    def run() -> tuple[str, int, int]:
        calls = [0, 0]
        plain = greedy.GreedyPatternRewriteDriver.add_to_worklist

        def counting(self, op):
            calls[0] += 1
            calls[1] += self._inlining and op.parent is self._ancestors_queued
            return plain(self, op)

        def work():
            module = _parse(text)
            pm = PassManager([resolve_pass(PassSpec("remove-layout-conversions", [], "x"))()])
            assert pm.run(module, PassContext(diag=DiagnosticEngine(lambda d: None), source_name="x"))
            return print_op(module)

        with monkeypatch.context() as m:
            m.setattr(greedy.GreedyPatternRewriteDriver, "add_to_worklist", counting)
            out = run_deep(work)
        return out, calls[0], calls[1]

    out, calls, shortcuts = run()
    with monkeypatch.context() as m:
        m.setattr(greedy._DriverRewriter, "inline_block_before", greedy.Rewriter.inline_block_before)
        out_per_op, calls_per_op, shortcuts_per_op = run()
    assert out == out_per_op and calls == calls_per_op and shortcuts_per_op == 0
    assert out.count("scf.if") == 1  # the outer if remains (its condition is the argument)
    assert shortcuts > 40_000, shortcuts  # all moves but the first of each inlining
