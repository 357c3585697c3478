"""The verifier on deep nesting in time linear in the depth (issue 23, follow-up).

The layout check (``VerifyTensorLayoutsTrait``) asks, once per block, for the enclosing
module and the number of warps (Triton's ``getParentOfType<ModuleOp>`` and
``maybeLookupNumWarps``); each block climbed to the module, so a nest D deep took D*D/2
steps (10,000 levels: 9.5 s).  Within a verifier run the climbs now stop at the ops an
earlier block's climb passed.  No timed assertions: the tests count the steps up the
tree, and check that the memoised lookups answer as the plain ones (the messages
themselves are checked against Triton 3.6.0 in test/verifier/*.mlir).
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


@pytest.mark.parametrize("shape", SHAPES)
def test_verifier_climbs_each_level_once(shape, monkeypatch):
    """Verifying a kernel nested 2,000 levels deep steps up the tree (Operation.parent_op)
    a bounded number of times per block (it was ~2 * 2,000 * 2,000 / 2 = 4,000,000)."""
    module = run_deep(parse_source, deep_kernel(shape, 2000), "deep.mlir")
    blocks = _blocks(module)
    steps = [0]
    prop = Operation.parent_op

    def counting(self):
        steps[0] += 1
        return prop.fget(self)

    monkeypatch.setattr(Operation, "parent_op", property(counting))
    verify(module)
    monkeypatch.setattr(Operation, "parent_op", prop)
    assert blocks >= 2000
    assert steps[0] < 8 * blocks, (steps[0], blocks)


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
