"""Passes that scale with their input (issue 27): the work each pass does on a long chain of
loads (issue 27's chain: N loads of one tile in two alternating blocked layouts, each a
ttg.convert_layout of the previous value added to the next load) grows linearly with N.

Counts of calls, not times (no timed assertions): each test counts how often the step that
was quadratic runs, at two sizes.  The outputs themselves are compared with Triton elsewhere
(test_coalesce_corpus.py, test/cse, tools/release_pass_report.py; tools/bench --scaling
compares the chain's outputs with Triton 3.6.0's at every size); here the fast paths are
also compared with the paths they replace."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyopt import debuglog
from pyopt.analysis.axis_info import ModuleAxisInfoAnalysis, get_mem_access_ptr
from pyopt.ir import effects
from pyopt.ir.context import Context
from pyopt.ir.printer import print_op
from pyopt.passes import PassContext
from pyopt.syntax.parser import parse_source
from pyopt.transforms import coalesce as C
from pyopt.transforms import cse as CSE_MOD
from pyopt.transforms.coalesce import Coalesce, SliceReach, build_coalesced_encoding, cta_shape
from pyopt.transforms.cse import CSE

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def chain(n: int) -> str:
    lay = {"b0": "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
           "b1": "#ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>"}
    out = [f"#{b} = {v}" for b, v in lay.items()]
    out.append('module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
               'ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {')
    out.append("  tt.func public @chain(%p: !tt.ptr<f32>) {")
    for b in lay:
        t = f"tensor<64x64xi32, #{b}>"
        out += [f"    %r_{b} = tt.make_range {{end = 64 : i32, start = 0 : i32}} : "
                f"tensor<64xi32, #ttg.slice<{{dim = 0, parent = #{b}}}>>",
                f"    %e_{b} = tt.expand_dims %r_{b} {{axis = 0 : i32}} : tensor<64xi32, "
                f"#ttg.slice<{{dim = 0, parent = #{b}}}>> -> tensor<1x64xi32, #{b}>",
                f"    %o_{b} = tt.broadcast %e_{b} : tensor<1x64xi32, #{b}> -> {t}",
                f"    %s_{b} = tt.splat %p : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #{b}>",
                f"    %ptr_{b} = tt.addptr %s_{b}, %o_{b} : tensor<64x64x!tt.ptr<f32>, #{b}>, {t}"]
    for i in range(n):
        b, other = ("b0", "b1") if i % 2 == 0 else ("b1", "b0")
        out.append(f"    %l{i} = tt.load %ptr_{b} : tensor<64x64x!tt.ptr<f32>, #{b}>")
        if i == 0:
            out.append(f"    %v0 = arith.addf %l0, %l0 : tensor<64x64xf32, #{b}>")
        else:
            out.append(f"    %c{i} = ttg.convert_layout %v{i - 1} : tensor<64x64xf32, #{other}> -> "
                       f"tensor<64x64xf32, #{b}>")
            out.append(f"    %v{i} = arith.addf %l{i}, %c{i} : tensor<64x64xf32, #{b}>")
    last = "b0" if (n - 1) % 2 == 0 else "b1"
    out += [f"    tt.store %ptr_{last}, %v{n - 1} : tensor<64x64x!tt.ptr<f32>, #{last}>",
            "    tt.return", "  }", "}"]
    return "\n".join(out) + "\n"


def counted(monkeypatch, module, name: str) -> list:
    calls = [0]
    real = getattr(module, name)

    def count(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, count)
    return calls


# ---------------------------------------------------------------------------
# coalesce: the slice's best perThread once per strongly connected component
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", [40, 120])
def test_coalesce_per_thread_queries_are_linear_on_the_chain(monkeypatch, n):
    """Triton asks getNumElementsPerThread of every load in every load's slice (n * n on the
    chain, where every slice holds every load); pyopt once per load and per (component,
    shape, order) asked."""
    calls = counted(monkeypatch, C, "get_num_elements_per_thread")
    module = parse_source(chain(n), "chain.mlir")
    Coalesce().run(module, PassContext())
    assert calls[0] <= 3 * n + 4


def _layouts(text: str, name: str, by_components: bool) -> list:
    module = parse_source(text, name)
    analysis = ModuleAxisInfoAnalysis(module)
    reach = SliceReach(analysis) if by_components else None
    notes_all = []
    for op in module.walk(pre_order=False):
        ptr = get_mem_access_ptr(op)
        if ptr is None or not hasattr(ptr.type, "shape") or not hasattr(ptr.type.element, "pointee"):
            continue
        notes = {}
        layout = build_coalesced_encoding(analysis, op, 4, 32, ptr.type.encoding.cta_layout, cta_shape(ptr.type),
                                          trace=notes.update, reach=reach)
        notes_all.append((layout, notes))
    return notes_all


# Slices that differ between the ops of one function: the loop's load and store do not reach
# the load before the loop (nothing in the loop uses its block arguments or a value from above
# it), while that load reaches the loop (its value is the loop's init) and so every op in it.
REGIONS = """#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f32>, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %sp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
    %pa = tt.addptr %sp, %r : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
    %a = tt.load %pa : tensor<512x!tt.ptr<f32>, #b>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<512xf32, #b>) : i32 {
      %r2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
      %c3 = arith.constant dense<3> : tensor<512xi32, #b>
      %odd = arith.muli %r2, %c3 : tensor<512xi32, #b>
      %sq = tt.splat %q : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
      %pb = tt.addptr %sq, %odd : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
      %l = tt.load %pb : tensor<512x!tt.ptr<f32>, #b>
      tt.store %pb, %l : tensor<512x!tt.ptr<f32>, #b>
      scf.yield %acc : tensor<512xf32, #b>
    }
    tt.store %pa, %res : tensor<512x!tt.ptr<f32>, #b>
    tt.return
  }
}
"""


@pytest.mark.parametrize("case", ["chain", "regions"] + [f"corpus{i}" for i in range(0, 300, 7)])
def test_coalesce_components_equal_the_slice_walk(case):
    """The decisions (layout and --explain's notes) by components equal those of the walk of
    each op's slice, on the chain, on slices that differ within a function, and on corpus
    kernels."""
    if case == "chain":
        text = chain(9)
    elif case == "regions":
        text = REGIONS
    else:
        files = sorted(CORPUS.glob("*/*/01-coalesce.before.mlir"))
        i = int(case[6:])
        if i >= len(files):
            pytest.skip("fewer corpus files")
        text = files[i].read_text()
    fast = _layouts(text, case, True)
    slow = _layouts(text, case, False)
    assert fast == slow
    if case == "regions":  # the load before the loop reaches the loop's ops, not the other way
        assert [n["slice_best"] for _, n in fast] == [4, 1, 1, 4]


def test_coalesce_regions_matches_triton():
    """The whole pass on REGIONS, compared with the Triton 3.6.0 wheel's output
    (tools/oracle.py run FILE --pass=coalesce): the load before the loop and the store after it
    move 4 elements a thread; the loop's load and store 1 (they do not see the first load's 4)."""
    module = parse_source(REGIONS, "regions.mlir")
    Coalesce().run(module, PassContext())
    out = print_op(module)
    assert out == (Path(__file__).parent / "data" / "coalesce_regions.after.mlir").read_text()


def test_coalesce_logged_path_is_the_slice_walk(monkeypatch):
    """With the debug log on (it lists each op of the slice), the pass walks each slice as
    Triton does."""
    calls = counted(monkeypatch, C, "get_slice")
    monkeypatch.setattr(debuglog, "enabled", lambda t: t == C.DEBUG_TYPE)
    monkeypatch.setattr(debuglog, "ldbg", lambda t, m: None)
    module = parse_source(chain(6), "chain.mlir")
    Coalesce().run(module, PassContext())
    assert calls[0] == 7  # every load and the store


# ---------------------------------------------------------------------------
# cse: each op's effects read once per block
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("version", ["3.6", "3.8"])
@pytest.mark.parametrize("n", [40, 120])
def test_cse_write_scan_is_linear_on_the_chain(monkeypatch, n, version):
    """Each of the chain's loads is a read equal to the first load of its pointer: MLIR
    scans from there to it (n * n / 2 ops); pyopt reads each op's effects once."""
    calls = counted(monkeypatch, CSE_MOD, "get_effects_recursively")
    with Context(version):
        module = parse_source(chain(n), "chain.mlir")
        CSE().run(module, PassContext())
        out = print_op(module)
    assert calls[0] <= 3 * n + 20
    assert out.count("tt.load") == 2  # every load after the first of its pointer is the first's


# ---------------------------------------------------------------------------
# op order in a block (MLIR's orderIndex) and topologicalSort
# ---------------------------------------------------------------------------

from pyopt.analysis.dominance import topological_sort  # noqa: E402
from pyopt.ir.core import Block, Operation, Region  # noqa: E402


def _block() -> Block:
    return Region(Operation("test.parent", regions=0)).add_block(Block())

_NEXT = Operation.__dict__["next"]


class CountingOp(Operation):
    """An op that counts the reads of its ``next`` link (a walk along the block)."""

    reads = 0

    @property
    def next(self):
        CountingOp.reads += 1
        return _NEXT.__get__(self)

    @next.setter
    def next(self, value):
        _NEXT.__set__(self, value)


def test_order_queries_do_not_walk_the_block():
    """After the block is numbered once, order queries and sorts of a few ops read no link,
    where a walk (the earlier is_before_in_block, TopoSortHelper's visit of the block) reads
    the ops between them; ops inserted later take an index between their neighbours."""
    block = _block()
    ops = [block.append(CountingOp("test.op")) for _ in range(2000)]
    assert ops[5].is_before_in_block(ops[1500])
    CountingOp.reads = 0
    for i in range(0, 1990, 10):
        assert ops[i].is_before_in_block(ops[i + 7]) and not ops[i + 7].is_before_in_block(ops[i])
        lo, hi = sorted((i, 1999 - i))
        assert topological_sort([ops[hi], ops[lo]]) == [ops[lo], ops[hi]]
    for i in range(100):  # insertions at one place, each asked about
        new = block.insert_before(ops[1000], CountingOp("test.new"))
        assert ops[999].is_before_in_block(new) and new.is_before_in_block(ops[1000])
    assert CountingOp.reads <= 8 * 2000  # (the walks: about 400,000)


def test_order_follows_insertions_moves_and_erasures():
    import random

    rng = random.Random(5)
    block = _block()
    ref = [block.append(Operation("test.op")) for _ in range(50)]
    for step in range(600):
        kind = rng.randrange(4)
        if kind == 0:
            op = Operation("test.op")
            at = rng.randrange(len(ref) + 1)
            if at == len(ref):
                block.append(op)
            else:
                block.insert_before(ref[at], op)
            ref.insert(at, op)
        elif kind == 1 and len(ref) > 2:
            op = ref.pop(rng.randrange(len(ref)))
            op.erase()
        elif kind == 2 and len(ref) > 2:
            op = ref.pop(rng.randrange(len(ref)))
            at = rng.randrange(len(ref))
            op.move_after(ref[at])
            ref.insert(at + 1, op)
        a, b = rng.sample(ref, 2)
        assert a.is_before_in_block(b) == (ref.index(a) < ref.index(b))
        picked = rng.sample(ref, min(len(ref), 5))
        assert topological_sort(picked) == sorted(picked, key=ref.index)


def _walk_sort(ops):
    """The reference: the ops in the order of a pre-order walk of the module (the last
    region of an op first), as TopoSortHelper visits them."""
    wanted = set(ops)
    out = []

    def visit(op):
        if op in wanted:
            out.append(op)
        for r in reversed(op.regions):
            for b in r.blocks:
                for o in b.ops:
                    visit(o)

    root = ops[0]
    while root.parent is not None:
        root = root.parent.parent.parent  # (block, region, op)
    visit(root)
    return out


@pytest.mark.parametrize("i", range(0, 300, 23))
def test_topological_sort_equals_the_walk(i):
    import random

    files = sorted(CORPUS.glob("*/*/01-coalesce.before.mlir"))
    if i >= len(files):
        pytest.skip("fewer corpus files")
    module = parse_source(files[i].read_text(), "k.mlir")
    all_ops = [o for o in module.walk() if o is not module]
    rng = random.Random(i)
    for _ in range(30):
        picked = rng.sample(all_ops, min(len(all_ops), rng.randrange(2, 12)))
        assert topological_sort(picked) == _walk_sort(picked)


# ---------------------------------------------------------------------------
# remove-layout-conversions: canBePipelined with many dots in one loop
# ---------------------------------------------------------------------------


def dots_in_loop(k: int) -> str:
    """One scf.for holding ``k`` dots, each of two loads converted to dot operands (cuda:80,
    MMA v2), the results converted back and stored after the loop."""
    ty = "tensor<64x64xf32, #mma>"
    da = "tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>"
    db = "tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>"
    pt = "tensor<64x64x!tt.ptr<f16>, #blocked>"
    out = ["#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
           "#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], CTAsPerCGA = [1, 1], "
           "CTASplitNum = [1, 1], CTAOrder = [1, 0], instrShape = [16, 8]}>",
           'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", '
           '"ttg.threads-per-warp" = 32 : i32} {',
           f"  tt.func public @dots(%pa: {pt}, %pb: {pt}, %out: tensor<64x64x!tt.ptr<f32>, #blocked>) {{",
           "    %z = arith.constant 0 : i32", "    %one = arith.constant 1 : i32", "    %ub = arith.constant 8 : i32",
           f"    %init = arith.constant dense<0.0> : {ty}",
           f"    %r:{k} = scf.for %iv = %z to %ub step %one iter_args("
           + ", ".join(f"%acc{i} = %init" for i in range(k)) + ") -> (" + ", ".join([ty] * k) + ") : i32 {"]
    for i in range(k):
        out += [f"      %a{i} = tt.load %pa : {pt}", f"      %b{i} = tt.load %pb : {pt}",
                f"      %ca{i} = ttg.convert_layout %a{i} : tensor<64x64xf16, #blocked> -> {da}",
                f"      %cb{i} = ttg.convert_layout %b{i} : tensor<64x64xf16, #blocked> -> {db}",
                f"      %d{i} = tt.dot %ca{i}, %cb{i}, %acc{i} : {da} * {db} -> {ty}"]
    out += ["      scf.yield " + ", ".join(f"%d{i}" for i in range(k)) + " : " + ", ".join([ty] * k), "    }"]
    for i in range(k):
        out += [f"    %o{i} = ttg.convert_layout %r#{i} : {ty} -> tensor<64x64xf32, #blocked>",
                f"    tt.store %out, %o{i} : tensor<64x64x!tt.ptr<f32>, #blocked>"]
    out += ["    tt.return", "  }", "}"]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("k", [30, 90])
def test_rlc_dot_operand_hoisting_is_linear_in_the_dots(monkeypatch, k):
    """canBePipelined asks, at each convert in the loop, whether a dot of the loop
    post-dominates it: Triton asks each dot (2k converts * k dots); pyopt the last dot of each
    block."""
    from pyopt.analysis.dominance import PostDominanceInfo
    from pyopt.transforms.remove_layout_conversions import RemoveLayoutConversions

    calls = counted(monkeypatch, PostDominanceInfo, "post_dominates")
    module = parse_source(dots_in_loop(k), "dots.mlir")
    RemoveLayoutConversions().run(module, PassContext())
    assert calls[0] <= 8 * k


def test_rlc_dots_in_loop_matches_triton():
    """The output on six dots in one loop: Triton 3.6.0's (tools/oracle.py run FILE
    --pass=remove-layout-conversions), byte for byte."""
    from pyopt.transforms.remove_layout_conversions import RemoveLayoutConversions

    module = parse_source(dots_in_loop(6), "dots.mlir")
    RemoveLayoutConversions().run(module, PassContext())
    assert print_op(module) == (Path(__file__).parent / "data" / "rlc_dots6.after.mlir").read_text()
