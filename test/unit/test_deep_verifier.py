"""The verifier on deep nesting in time linear in the depth (issue 23, follow-up).

The layout check (``VerifyTensorLayoutsTrait``) asks, once per block, for the enclosing
module and the number of warps (Triton's ``getParentOfType<ModuleOp>`` and
``maybeLookupNumWarps``); each block climbed to the module, so a nest D deep took D*D/2
steps (10,000 levels: 9.5 s).  Within a verifier run the climbs now stop at the ops an
earlier block's climb passed.  No timed assertions: the tests count the steps up the
tree, and check that the memoised lookups answer as the plain ones (the messages
themselves are checked against Triton 3.6.0 in test/verifier/*.mlir).  Triton 3.6.0 accepts
each kernel built here (``python tools/oracle.py accepts``, unregistered dialects allowed, on
the 3-level versions), as pyopt does.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyopt.dialects.ttg.context import maybe_lookup_num_warps, parent_module  # noqa: E402
from pyopt.ir.core import Operation  # noqa: E402
from pyopt.support import run_deep  # noqa: E402
from pyopt.syntax.parser import parse_source  # noqa: E402
from pyopt.verifier import verify  # noqa: E402
from tools.deep_nesting import SHAPES, deep_kernel  # noqa: E402


def _blocks(module: Operation) -> int:
    return sum(len(r.blocks) for op in module.walk() for r in op.regions)


def _parent_op_steps(monkeypatch, fn, *args):
    """``fn(*args)``, and how many times it (or what it calls) read an op's
    ``parent_op``: the steps of every climb towards the module."""
    steps = [0]
    prop = Operation.parent_op

    def counting(self):
        steps[0] += 1
        return prop.fget(self)

    monkeypatch.setattr(Operation, "parent_op", property(counting))
    try:
        result = fn(*args)
    finally:
        monkeypatch.setattr(Operation, "parent_op", prop)
    return steps[0], result


@pytest.mark.parametrize("shape", SHAPES)
def test_verifier_climbs_each_level_once(shape, monkeypatch):
    """Verifying a kernel nested 2,000 levels deep steps up the tree (Operation.parent_op)
    a bounded number of times per block (it was ~2 * 2,000 * 2,000 / 2 = 4,000,000)."""
    module = run_deep(parse_source, deep_kernel(shape, 2000), "deep.mlir")
    blocks = _blocks(module)
    steps, _ = _parent_op_steps(monkeypatch, verify, module)
    assert blocks >= 2000
    assert steps < 8 * blocks, (steps, blocks)


_WARP_SPECIALIZE = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module {
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%n: i32, %c: i1) -> i32 {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %0 = ttg.warp_specialize(%n, %c) attributes {warpGroupStartIds = array<i32: 4, 6>}
    default {
      scf.if %c {
        %a = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      }
      ttg.warp_yield %n : i32
    }
    partition0(%m: i32, %d: i1) num_warps(2) {
      scf.if %d {
        scf.if %d {
          %b = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked2>
        }
      }
      ttg.warp_return
    }
    partition1(%m: i32, %d: i1) num_warps(8) {
      %k = arith.addi %m, %m : i32
      ttg.warp_return
    } : (i32, i1) -> i32
    scf.if %c {
      "fz.n"() ({
        %e = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      }) : () -> ()
    }
    tt.return %0 : i32
  }
}
module {
  tt.func @g() {
    tt.return
  }
}
}
"""


@pytest.mark.parametrize("order", ["pre", "post"])
def test_memoised_lookups_answer_as_the_plain_ones(order):
    """Asked with one memo about every op (partitions, the default region, the module
    without ttg.num-warps), in either walk order, the lookups give the plain climb's
    answers."""
    top = parse_source(_WARP_SPECIALIZE, "ws.mlir")
    verify(top)
    warps_memo: dict = {}
    module_memo: dict = {}
    ops = list(top.walk(pre_order=order == "pre"))
    answers = []
    for op in ops:
        assert maybe_lookup_num_warps(op, warps_memo) == maybe_lookup_num_warps(op)
        assert parent_module(op, module_memo) is parent_module(op)
        answers.append(maybe_lookup_num_warps(op))
    # (the answers differ between the places: the test covers each rule)
    assert {None, 2, 4, 8} <= set(answers)


def _loads_at_every_level(n: int) -> str:
    """A nest of ``n`` unknown-dialect region ops, each level loading through pointers of
    its own (the loads share no slice)."""
    head = deep_kernel("fz", 1).split('"fz.n"', 1)[0]
    opens = "".join('"fz.n"() ({\n%%q%d = tt.splat %%arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>\n'
                    '%%x%d = tt.load %%q%d : tensor<128x!tt.ptr<f32>, #blocked>\n' % (i, i, i)
                    for i in range(n))
    return head + opens + "}) : () -> ()\n" * n + "tt.return\n}\n}\n"


def test_coalesce_climbs_each_level_once(monkeypatch):
    """-tritongpu-coalesce on 1,000 nested levels, a load at each: the number of warps of
    each load is looked up climbing each level once (it climbed from each load to the
    function: ~500,000 steps)."""
    from pyopt.transforms import coalesce as coalesce_mod

    n = 1000
    module = run_deep(parse_source, _loads_at_every_level(n), "deep.mlir")
    verify(module)
    steps = [0]
    plain = coalesce_mod.lookup_num_warps

    def lookup(op, *memo):
        taken, warps = _parent_op_steps(monkeypatch, plain, op, *memo)
        steps[0] += taken
        return warps

    monkeypatch.setattr(coalesce_mod, "lookup_num_warps", lookup)
    from pyopt.diagnostics import DiagnosticEngine
    from pyopt.passes import PassContext, PassManager, PassSpec, resolve_pass

    pm = PassManager([resolve_pass(PassSpec("tritongpu-coalesce", [], "x"))()])
    assert run_deep(pm.run, module, PassContext(diag=DiagnosticEngine(lambda d: None), source_name="x"))
    loads = [op for op in module.walk() if op.name == "tt.load"]
    assert len(loads) == n
    assert steps[0] < 4 * n, steps[0]


_WGMMA_HEAD = """#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
"""
_WGMMA = ("%%d%d = ttng.warp_group_dot %%a, %%b, %%c {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem>"
          " * !ttg.memdesc<64x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>\n")


def test_op_verifiers_read_the_warps_climbing_each_level_once(monkeypatch):
    """ttng.warp_group_dot's verifier reads the number of warps (WGMMA needs a multiple of
    4): with one at each of 1,000 nested levels, verifying climbs each level a bounded
    number of times (it climbed from each to the module: ~500,000 steps)."""
    n = 1000
    text = (_WGMMA_HEAD + "".join('"fz.n"() ({\n' + _WGMMA % i for i in range(n))
            + "}) : () -> ()\n" * n + "tt.return\n}\n}\n")
    module = run_deep(parse_source, text, "deep.mlir")
    steps, _ = _parent_op_steps(monkeypatch, verify, module)
    assert steps < 8 * n, steps
