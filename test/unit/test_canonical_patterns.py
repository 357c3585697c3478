"""The canonicalization patterns remove-layout-conversions applies
(pyopt/rewrite/patterns/) and the ttg folders (pyopt/rewrite/folders/ttg.py)
against real Triton 3.6.0.

Two oracles, both real Triton run in one child process (``tools/oracle.py
batch``), on small modules written here or generated from fixed seeds:

* ``canonicalize``: Triton's canonicalizer (every canonicalization pattern of
  every op, folding, top-down) against pyopt's greedy driver, top-down, with
  ``scf.for`` + ``scf.if`` + ``ttg.convert_layout`` patterns.  The inputs only
  use ops whose other canonicalizations cannot fire (so no ``tt.reshape`` of a
  reshape or splat, no ``arith.select`` of two ``i1`` constants).
* ``rlc``: Triton's remove-layout-conversions on inputs where its
  propagation, rematerialisation and hoisting change nothing (scalar code, or
  tensors of one layout), against pyopt's greedy driver run as the pass runs
  it: the convert_layout patterns twice, then the cleanup set (dead loop
  arguments, scf.for, scf.if and convert_layout patterns), bottom-up.  This is
  the only oracle for ``ForOpDeadArgElimination``.

The printed modules must be equal byte for byte.  ``static_trip_count`` is
checked through loops with constant bounds of every integer width (removed,
inlined or kept, as Triton does), ``ReplaceIfYieldWithConditionOrValue``
(which the driver's constant hoisting makes unreachable) on its own, and every
``remove-layout-conversions`` output of the corpus must be a fixed point of the
cleanup patterns.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from pyopt.dialects.ttg.attrs import to_linear_layout
from pyopt.dialects.ttg.linear_layout import LinearLayout
from pyopt.rewrite.greedy import apply_patterns_greedily
from pyopt.dialects.scf.canonicalize import (
    ReplaceIfYieldWithConditionOrValue, for_op_canonicalization_patterns,
    for_op_dead_argument_elimination_patterns, if_op_canonicalization_patterns, static_trip_count,
)
from pyopt.dialects.ttng.tmem import contextual_max_nreg, is_distributed_layout_tmem_compatible
from pyopt.dialects.ttg.canonicalize import convert_layout_canonicalization_patterns
from pyopt.dialects.scf.ops import ForOp, IfOp
from pyopt.dialects.tt.ops import GatherOp, HistogramOp, ReshapeOp, SplitOp, TransOp
from pyopt.dialects.ttg.ops import ConvertLayoutOp, LocalAllocOp, LocalStoreOp
from pyopt.dialects.ttng.ops import TMEMStoreOp
from pyopt.syntax.parser import parse_source
from pyopt.ir.context import Context
from pyopt.ir.printer import print_op
from pyopt.verifier import verify

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.oracle import triton_available  # noqa: E402

CORPUS = ROOT / "test" / "corpus"
needs_triton = pytest.mark.skipif(not triton_available(), reason="triton is not installed: the expected "
                                  "output comes from real Triton 3.6.0 (pip install triton==3.6.0)")

HEADER = """\
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [[32], [64]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dot = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 1, 0]}>
#shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 0, 1]}>
#shared5 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0, 2]}>
#shared1d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
"""


@dataclass(frozen=True)
class Case:
    name: str
    oracle: str  # "canonicalize" or "rlc"
    func: str
    module: str = ""  # a whole module instead of ``func`` in HEADER's

    @property
    def text(self) -> str:
        return self.module or HEADER + self.func + "}\n"


# =============================================================================
# Hand-written cases
# =============================================================================
_SCF_FOR = {
    "for_forwarded_args": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> (f32, f32, f32) {
    %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y, %c = %x) -> (f32, f32, f32) : i32 {
      %s = arith.addf %a, %c : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %a, %x, %s : f32, f32, f32
    }
    tt.return %r#0, %r#1, %r#2 : f32, f32, f32
  }
""",
    "for_duplicate_args": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: f32, %y: f32) -> (f32, f32, f32) {
    %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x, %c = %y) -> (f32, f32, f32) : i32 {
      %s = arith.addf %a, %c : f32
      %t = arith.addf %b, %s : f32
      scf.yield %s, %s, %t : f32, f32, f32
    }
    tt.return %r#0, %r#1, %r#2 : f32, f32, f32
  }
""",
    "for_unused_args_all_removed": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: f32, %y: f32, %p: !tt.ptr<i32>) {
    %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (f32, f32) : i32 {
      tt.store %p, %i : !tt.ptr<i32>
      scf.yield %y, %b : f32, f32
    }
    tt.return
  }
""",
    "for_trip_counts": """
  tt.func @f(%x: f32, %y: f32, %p: !tt.ptr<f32>, %lb: i32) -> (f32, f32, f32, f32, f32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c10 = arith.constant 10 : i32
    %r0 = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> (f32) : i32 {
      %s = arith.addf %a, %a : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %s : f32
    }
    %r1 = scf.for %i = %c0 to %c4 step %c10 iter_args(%a = %x) -> (f32) : i32 {
      %s = arith.addf %a, %y : f32
      %f = arith.sitofp %i : i32 to f32
      %t = arith.addf %s, %f : f32
      tt.store %p, %t : !tt.ptr<f32>
      scf.yield %t : f32
    }
    %r2:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) : i32 {
      scf.yield %y, %b : f32, f32
    }
    %r3 = scf.for %i = %lb to %lb step %c3 iter_args(%a = %x) -> (f32) : i32 {
      %s = arith.addf %a, %a : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %s : f32
    }
    %ub = arith.addi %lb, %c3 overflow<nsw> : i32
    %r4 = scf.for %i = %lb to %ub step %c4 iter_args(%a = %y) -> (f32) : i32 {
      %s = arith.mulf %a, %a : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %s : f32
    }
    tt.return %r0, %r1, %r2#0, %r3, %r4 : f32, f32, f32, f32, f32
  }
""",
    "for_nested_and_in_if": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %c: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> f32 {
    %q = scf.if %c -> (f32) {
      %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (f32, f32) : i32 {
        %n:2 = scf.for %j = %lb to %ub step %st iter_args(%u = %a, %v = %b) -> (f32, f32) : i32 {
          %s = arith.addf %u, %v : f32
          scf.yield %s, %v : f32, f32
        }
        scf.yield %n#0, %x : f32, f32
      }
      scf.yield %r#0 : f32
    } else {
      scf.yield %y : f32
    }
    tt.return %q : f32
  }
""",
}

_SCF_IF = {
    "if_static_conditions": """
  tt.func @f(%x: f32, %y: f32, %p: !tt.ptr<f32>) -> (f32, f32) {
    %t = arith.constant true
    %f = arith.constant false
    %r = scf.if %t -> (f32) {
      %s = arith.addf %x, %y : f32
      scf.yield %s : f32
    } else {
      %s = arith.mulf %x, %y : f32
      scf.yield %s : f32
    }
    scf.if %f {
      tt.store %p, %x : !tt.ptr<f32>
    }
    %q = scf.if %f -> (f32) {
      scf.yield %x : f32
    } else {
      %s = arith.mulf %y, %y : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %s : f32
    }
    tt.return %r, %q : f32, f32
  }
""",
    "if_yields_to_select": """
  tt.func @f(%c: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> (f32, f32, f32, f32) {
    %r:4 = scf.if %c -> (f32, f32, f32, f32) {
      %s = arith.addf %x, %y : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %s, %x, %x, %y : f32, f32, f32, f32
    } else {
      %s = arith.mulf %x, %y : f32
      scf.yield %s, %y, %x, %x : f32, f32, f32, f32
    }
    tt.return %r#0, %r#1, %r#2, %r#3 : f32, f32, f32, f32
  }
""",
    "if_unused_results_and_empty_else": """
  tt.func @f(%c: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> f32 {
    %r:3 = scf.if %c -> (f32, f32, f32) {
      %s = arith.addf %x, %y : f32
      %u = arith.subf %x, %y : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %s, %u, %s : f32, f32, f32
    } else {
      %s = arith.mulf %x, %y : f32
      %u = arith.divf %x, %y : f32
      scf.yield %u, %s, %s : f32, f32, f32
    }
    scf.if %c {
      tt.store %p, %x : !tt.ptr<f32>
    } else {
    }
    tt.return %r#1 : f32
  }
""",
    "if_condition_propagation": """
  tt.func @f(%c: i1, %x: f32, %p: !tt.ptr<i1>) {
    scf.if %c {
      scf.if %c {
        tt.store %p, %c : !tt.ptr<i1>
      }
      tt.store %p, %c : !tt.ptr<i1>
    } else {
      tt.store %p, %c : !tt.ptr<i1>
    }
    tt.return
  }
""",
    "if_combine_consecutive": """
  tt.func @f(%c: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>, %q: !tt.ptr<f32>) -> (f32, f32, f32) {
    %t = arith.constant true
    %nc = arith.xori %c, %t : i1
    %r = scf.if %c -> (f32) {
      %s = arith.addf %x, %y : f32
      scf.yield %s : f32
    } else {
      %s = arith.mulf %x, %y : f32
      scf.yield %s : f32
    }
    %a = scf.if %c -> (f32) {
      %s = arith.addf %r, %y : f32
      tt.store %p, %s : !tt.ptr<f32>
      scf.yield %s : f32
    } else {
      %s = arith.subf %r, %x : f32
      scf.yield %s : f32
    }
    %b = scf.if %nc -> (f32) {
      %s = arith.addf %r, %a : f32
      tt.store %q, %s : !tt.ptr<f32>
      scf.yield %s : f32
    } else {
      scf.yield %r : f32
    }
    scf.if %c {
      tt.store %p, %x : !tt.ptr<f32>
    }
    scf.if %c {
      tt.store %q, %y : !tt.ptr<f32>
    }
    tt.return %r, %a, %b : f32, f32, f32
  }
""",
    "if_combine_nested": """
  tt.func @f(%a: i1, %b: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> (f32, f32, f32) {
    scf.if %a {
      scf.if %b {
        tt.store %p, %x : !tt.ptr<f32>
      }
    }
    %r:2 = scf.if %a -> (f32, f32) {
      %n = scf.if %b -> (f32) {
        %s = arith.addf %x, %y : f32
        tt.store %p, %s : !tt.ptr<f32>
        scf.yield %s : f32
      } else {
        scf.yield %y : f32
      }
      scf.yield %n, %x : f32, f32
    } else {
      scf.yield %y, %y : f32, f32
    }
    %q = scf.if %b -> (f32) {
      %n = scf.if %a -> (f32) {
        %s = arith.mulf %x, %y : f32
        tt.store %p, %s : !tt.ptr<f32>
        scf.yield %s : f32
      } else {
        scf.yield %x : f32
      }
      scf.yield %n : f32
    } else {
      scf.yield %y : f32
    }
    tt.return %r#0, %r#1, %q : f32, f32, f32
  }
""",
}

_CONVERTS = {
    "cvt_chains": """
  tt.func @f(%x: tensor<128xf32, #blocked>, %p: tensor<128x!tt.ptr<f32>, #blocked1>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked1>, tensor<128xf32, #blocked>) {
    %0 = ttg.convert_layout %x : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    %1 = ttg.convert_layout %x : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    %2 = ttg.convert_layout %1 : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    tt.store %p, %1 : tensor<128x!tt.ptr<f32>, #blocked1>
    %4 = ttg.convert_layout %x : tensor<128xf32, #blocked> -> tensor<128xf32, #linear>
    %5 = ttg.convert_layout %4 : tensor<128xf32, #linear> -> tensor<128xf32, #blocked>
    tt.return %0, %3, %5 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked1>, tensor<128xf32, #blocked>
  }
""",
    "cvt_of_producers": """
  tt.func @f(%s: f32, %m: !ttg.memdesc<32x32xf16, #shared, #smem>, %p: tensor<32x32x!tt.ptr<f16>, #blocked2>) -> (tensor<128xf32, #blocked1>, tensor<128xi32, #blocked1>, tensor<128xi32, #blocked1>, tensor<4xi32, #blocked1>, tensor<4xi1, #blocked1>, tensor<128xf16, #blocked1>, tensor<32x32xf16, #blocked3>) {
    %0 = tt.splat %s : f32 -> tensor<128xf32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
    %4 = arith.constant dense<7> : tensor<128xi32, #blocked>
    %5 = ttg.convert_layout %4 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
    %6 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32, #blocked>
    %7 = ttg.convert_layout %6 : tensor<4xi32, #blocked> -> tensor<4xi32, #blocked1>
    %8 = arith.constant dense<true> : tensor<4xi1, #blocked>
    %9 = ttg.convert_layout %8 : tensor<4xi1, #blocked> -> tensor<4xi1, #blocked1>
    %10 = arith.constant dense<1.500000e+00> : tensor<128xf16, #blocked>
    %11 = ttg.convert_layout %10 : tensor<128xf16, #blocked> -> tensor<128xf16, #blocked1>
    %12 = ttg.local_load %m : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked2>
    tt.store %p, %12 : tensor<32x32x!tt.ptr<f16>, #blocked2>
    %13 = ttg.convert_layout %12 : tensor<32x32xf16, #blocked2> -> tensor<32x32xf16, #blocked3>
    tt.return %1, %3, %5, %7, %9, %11, %13 : tensor<128xf32, #blocked1>, tensor<128xi32, #blocked1>, tensor<128xi32, #blocked1>, tensor<4xi32, #blocked1>, tensor<4xi1, #blocked1>, tensor<128xf16, #blocked1>, tensor<32x32xf16, #blocked3>
  }
""",
    "cvt_of_histogram_and_cat": """
  tt.func @f(%x: tensor<128xi32, #blocked>, %m: tensor<128xi1, #blocked>, %a: tensor<64xf32, #blocked>, %b: tensor<64xf32, #blocked1>) -> (tensor<32xi32, #blocked1>, tensor<128xf32, #blocked1>, tensor<128xf32, #blocked>) {
    %0 = tt.histogram %x, %m : tensor<128xi32, #blocked> -> tensor<32xi32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<32xi32, #blocked> -> tensor<32xi32, #blocked1>
    %2 = tt.cat %a, %a : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    %4 = tt.cat %b, %b : tensor<64xf32, #blocked1> -> tensor<128xf32, #blocked1>
    %5 = ttg.convert_layout %4 : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked>
    tt.return %1, %3, %5 : tensor<32xi32, #blocked1>, tensor<128xf32, #blocked1>, tensor<128xf32, #blocked>
  }
""",
    "convert_users": """
  tt.func @f(%x: tensor<128xi32, #blocked>, %m: tensor<128xi1, #blocked1>, %t: tensor<32x32xf16, #blocked2>, %i: tensor<32x32xi32, #blocked3>, %sm: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) -> (tensor<32xi32, #blocked1>, tensor<32x32xf16, #blocked3>, tensor<32x32xf16, #blocked3>, !ttg.memdesc<32x32xf16, #shared, #smem>) {
    %0 = ttg.convert_layout %x : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
    %1 = tt.histogram %0, %m : tensor<128xi32, #blocked1> -> tensor<32xi32, #blocked1>
    %2 = tt.histogram %0 : tensor<128xi32, #blocked1> -> tensor<32xi32, #blocked1>
    %3 = arith.addi %1, %2 : tensor<32xi32, #blocked1>
    %4 = ttg.convert_layout %t : tensor<32x32xf16, #blocked2> -> tensor<32x32xf16, #blocked3>
    %5 = tt.gather %4[%i] {axis = 1 : i32} : (tensor<32x32xf16, #blocked3>, tensor<32x32xi32, #blocked3>) -> tensor<32x32xf16, #blocked3>
    %6 = tt.gather %4[%i] {axis = 0 : i32, efficient_layout} : (tensor<32x32xf16, #blocked3>, tensor<32x32xi32, #blocked3>) -> tensor<32x32xf16, #blocked3>
    %7 = ttg.local_alloc %4 {alignment = 16 : i32} : (tensor<32x32xf16, #blocked3>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    ttg.local_store %4, %sm : tensor<32x32xf16, #blocked3> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return %3, %5, %6, %7 : tensor<32xi32, #blocked1>, tensor<32x32xf16, #blocked3>, tensor<32x32xf16, #blocked3>, !ttg.memdesc<32x32xf16, #shared, #smem>
  }
""",
    "convert_views": """
  tt.func @f(%x: tensor<128xf32, #linear>, %y: tensor<128xf32, #blocked1>, %t: tensor<32x32xf16, #blocked2>, %u: tensor<64x2xf32, #blocked5>, %mm: tensor<32x32xf16, #mma>) -> (tensor<128x1xf32, #blocked6>, tensor<64x2xf32, #blocked5>, tensor<32x32xf16, #blocked2>, tensor<32x32xf16, #blocked3>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked5}>>, tensor<32x32xf16, #dot>) {
    %0 = ttg.convert_layout %x : tensor<128xf32, #linear> -> tensor<128xf32, #blocked>
    %1 = tt.reshape %0 : tensor<128xf32, #blocked> -> tensor<128x1xf32, #blocked6>
    %2 = ttg.convert_layout %y : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked>
    %3 = tt.reshape %2 allow_reorder : tensor<128xf32, #blocked> -> tensor<64x2xf32, #blocked5>
    %4 = tt.trans %t {order = array<i32: 0, 1>} : tensor<32x32xf16, #blocked2> -> tensor<32x32xf16, #blocked2>
    %5 = ttg.convert_layout %t : tensor<32x32xf16, #blocked2> -> tensor<32x32xf16, #blocked2>
    %6 = tt.trans %5 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked2> -> tensor<32x32xf16, #blocked3>
    %7 = ttg.convert_layout %u : tensor<64x2xf32, #blocked5> -> tensor<64x2xf32, #blocked4>
    %a, %b = tt.split %7 : tensor<64x2xf32, #blocked4> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked4}>>
    %8 = ttg.convert_layout %a : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked5}>>
    %9 = ttg.convert_layout %mm : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #dot>
    tt.return %1, %3, %4, %6, %8, %9 : tensor<128x1xf32, #blocked6>, tensor<64x2xf32, #blocked5>, tensor<32x32xf16, #blocked2>, tensor<32x32xf16, #blocked3>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked5}>>, tensor<32x32xf16, #dot>
  }
""",
    "ttg_folders": """
  tt.func @f(%m: !ttg.memdesc<32x32xf16, #shared, #smem>, %mu: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %m3: !ttg.memdesc<2x4x8xf16, #shared3, #smem>) -> (!ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<4x8x2xf16, #shared5, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x16xf32, #shared, #smem>) {
    %0 = ttg.local_load %m : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked2>
    %1 = ttg.local_alloc %0 : (tensor<32x32xf16, #blocked2>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %2 = ttg.local_load %mu : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked2>
    %3 = ttg.local_alloc %2 : (tensor<32x32xf16, #blocked2>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %4 = ttg.local_alloc %2 : (tensor<32x32xf16, #blocked2>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %5 = ttg.memdesc_trans %m {order = array<i32: 0, 1>} : !ttg.memdesc<32x32xf16, #shared, #smem> -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %6 = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<32x32xf16, #shared, #smem> -> !ttg.memdesc<32x32xf16, #shared1, #smem>
    %7 = ttg.memdesc_trans %6 {order = array<i32: 1, 0>} : !ttg.memdesc<32x32xf16, #shared1, #smem> -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %8 = ttg.memdesc_trans %m3 {order = array<i32: 1, 0, 2>} : !ttg.memdesc<2x4x8xf16, #shared3, #smem> -> !ttg.memdesc<4x2x8xf16, #shared4, #smem>
    %9 = ttg.memdesc_trans %8 {order = array<i32: 0, 2, 1>} : !ttg.memdesc<4x2x8xf16, #shared4, #smem> -> !ttg.memdesc<4x8x2xf16, #shared5, #smem>
    %10 = ttg.memdesc_reinterpret %m : !ttg.memdesc<32x32xf16, #shared, #smem> -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %11 = ttg.memdesc_reinterpret %m : !ttg.memdesc<32x32xf16, #shared, #smem> -> !ttg.memdesc<32x16xf32, #shared, #smem>
    tt.return %1, %3, %4, %5, %7, %9, %10, %11 : !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<4x8x2xf16, #shared5, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x16xf32, #shared, #smem>
  }
""",
    "converts_through_loops_and_ifs": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %c: i1, %x: tensor<128xf32, #blocked>, %y: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked1>) {
    %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) : i32 {
      %0 = ttg.convert_layout %a : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
      %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked>
      %2 = arith.addf %1, %b : tensor<128xf32, #blocked>
      scf.yield %2, %b : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
    }
    %q = scf.if %c -> (tensor<128xf32, #blocked1>) {
      %3 = ttg.convert_layout %r#0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
      scf.yield %3 : tensor<128xf32, #blocked1>
    } else {
      %4 = ttg.convert_layout %x : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
      scf.yield %4 : tensor<128xf32, #blocked1>
    }
    tt.return %r#1, %q : tensor<128xf32, #blocked>, tensor<128xf32, #blocked1>
  }
""",
}

_RLC = {
    "dead_args_chain": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> f32 {
    %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y, %c = %x) -> (f32, f32, f32) : i32 {
      %s = arith.addf %a, %b : f32
      %t = arith.mulf %b, %b : f32
      %u = arith.subf %c, %s : f32
      scf.yield %s, %t, %u : f32, f32, f32
    }
    tt.return %r#0 : f32
  }
""",
    "dead_args_all": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: f32, %y: f32) {
    %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (f32, f32) : i32 {
      %s = arith.addf %a, %b : f32
      %t = arith.mulf %b, %a : f32
      scf.yield %t, %s : f32, f32
    }
    tt.return
  }
""",
    "dead_args_live_through_store_and_nests": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %cnd: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> (f32, f32) {
    %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (f32, f32) : i32 {
      %n:2 = scf.for %j = %lb to %ub step %st iter_args(%c = %a, %d = %b) -> (f32, f32) : i32 {
        %s = arith.addf %c, %c : f32
        %t = arith.mulf %d, %c : f32
        tt.store %p, %t : !tt.ptr<f32>
        scf.yield %s, %t : f32, f32
      }
      scf.yield %n#0, %n#1 : f32, f32
    }
    %q:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y, %e = %y) -> (f32, f32, f32) : i32 {
      %m:2 = scf.if %cnd -> (f32, f32) {
        %s = arith.addf %a, %b : f32
        scf.yield %s, %b : f32, f32
      } else {
        %t = arith.mulf %b, %b : f32
        scf.yield %a, %t : f32, f32
      }
      %z = arith.addf %e, %e : f32
      scf.yield %m#0, %m#1, %z : f32, f32, f32
    }
    tt.return %r#0, %q#1 : f32, f32
  }
""",
    "dead_args_outside_yields": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: f32, %y: f32, %p: !tt.ptr<f32>) -> (f32, f32) {
    %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (f32, f32) : i32 {
      %s = arith.addf %a, %a : f32
      scf.yield %s, %x : f32, f32
    }
    %q:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (f32, f32) : i32 {
      %s = arith.addf %a, %a : f32
      tt.store %p, %b : !tt.ptr<f32>
      scf.yield %s, %x : f32, f32
    }
    tt.return %r#0, %q#0 : f32, f32
  }
""",
    "dead_args_tensor_loop": """
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: tensor<128xf32, #blocked>, %p: tensor<128x!tt.ptr<f32>, #blocked>) -> tensor<128xf32, #blocked> {
    %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x, %c = %x) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) : i32 {
      %s = arith.addf %a, %b : tensor<128xf32, #blocked>
      %t = arith.mulf %c, %c : tensor<128xf32, #blocked>
      tt.store %p, %a : tensor<128x!tt.ptr<f32>, #blocked>
      scf.yield %s, %b, %t : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
    }
    tt.return %r#0 : tensor<128xf32, #blocked>
  }
""",
}


# =============================================================================
# Generated cases (fixed seeds)
# =============================================================================
def _loop_func(rng: random.Random, name: str) -> str:
    """An ``scf.for`` over f32 values whose iteration arguments are yielded
    unchanged, replaced by their init or another outside value, computed,
    or duplicated; optionally a nested loop or if in the body, or the loop in
    an if; dynamic bounds or constant ones with 0, 1 or several trips."""
    n = rng.randint(1, 4)
    kinds, inits, yields, body = [], [], [], []
    for j in range(n):
        k = rng.choice(["self", "init", "outside", "compute", "compute", "dup"])
        init = rng.choice(["%x", "%y"])
        if k == "dup":
            cands = [i for i in range(j) if kinds[i] in ("compute", "outside")]
            if cands:
                i = rng.choice(cands)
                kinds.append("dup")
                inits.append(inits[i])
                yields.append(yields[i])
                continue
            k = "compute"
        kinds.append(k)
        inits.append(init)
        if k == "self":
            yields.append(f"%a{j}")
        elif k == "init":
            yields.append(init)
        elif k == "outside":
            yields.append("%y" if init == "%x" else "%x")
        else:
            op = rng.choice(["arith.addf", "arith.mulf", "arith.subf"])
            body.append(f"%s{j} = {op} %a{j}, %a{rng.randrange(n)} : f32")
            yields.append(f"%s{j}")
    nest = rng.choice(["flat", "flat", "inner_for", "inner_if", "in_if"])
    computed = [f"%s{j}" for j in range(n) if kinds[j] == "compute"]
    stores = [v for v in [f"%a{j}" for j in range(n)] + computed if rng.random() < 0.2]
    if nest == "inner_if":
        j = rng.randrange(n)
        alt = rng.choice([f"%a{rng.randrange(n)}", "%x"])
        body += [f"%n{j} = scf.if %c -> (f32) {{", f"  %t{j} = arith.addf %a{j}, {alt} : f32",
                 f"  scf.yield %t{j} : f32", "} else {",
                 f"  scf.yield {rng.choice([f'%a{j}', alt, '%y'])} : f32", "}"]
        yields[j] = f"%n{j}"
    if nest == "inner_for":
        m = rng.randint(1, n)
        iargs = ", ".join(f"%b{j} = %a{j}" for j in range(m))
        head = f"%in:{m} = " if m > 1 else "%in = "
        body.append(f"{head}scf.for %k = %lb to %ub step %st iter_args({iargs}) -> "
                    f"({', '.join(['f32'] * m)}) : i32 {{")
        inner_yields = []
        for j in range(m):
            c = rng.choice(["self", "compute", "compute", "outer"])
            if c == "self":
                inner_yields.append(f"%b{j}")
            elif c == "outer":
                inner_yields.append(f"%a{rng.randrange(n)}")
            else:
                body.append(f"  %u{j} = arith.mulf %b{j}, %b{rng.randrange(m)} : f32")
                inner_yields.append(f"%u{j}")
        if rng.random() < 0.3:
            body.append("  tt.store %p, %b0 : !tt.ptr<f32>")
        body.append(f"  scf.yield {', '.join(inner_yields)} : {', '.join(['f32'] * m)}")
        body.append("}")
        for j in range(m):
            if rng.random() < 0.6:
                yields[j] = f"%in#{j}" if m > 1 else "%in"
    body += [f"tt.store %p, {v} : !tt.ptr<f32>" for v in stores]
    bounds = rng.choice(["dyn", "dyn", "dyn", "c0", "c1", "cmany"])
    pre = []
    if bounds == "dyn":
        lb, ub, st = "%lb", "%ub", "%st"
    else:
        lo = rng.randint(-3, 3)
        hi = {"c0": lo - rng.randint(0, 2), "c1": lo + 1, "cmany": lo + 7}[bounds]
        step = {"c0": 1, "c1": rng.randint(1, 3), "cmany": 2}[bounds]
        pre = [f"%clb = arith.constant {lo} : i32", f"%cub = arith.constant {hi} : i32",
               f"%cst = arith.constant {step} : i32"]
        lb, ub, st = "%clb", "%cub", "%cst"
    used = [j for j in range(n) if rng.random() < 0.5]
    ty = ", ".join(["f32"] * n)
    iters = ", ".join(f"%a{j} = {inits[j]}" for j in range(n))
    loop = [f"{f'%r:{n}' if n > 1 else '%r'} = scf.for %i = {lb} to {ub} step {st} "
            f"iter_args({iters}) -> ({ty}) : i32 {{"]
    loop += ["  " + line for line in body]
    loop += [f"  scf.yield {', '.join(yields)} : {ty}", "}"]
    rets = [f"%r#{j}" if n > 1 else "%r" for j in used]
    if nest == "in_if":
        k = len(rets)
        types = ", ".join(["f32"] * k)
        head = ((f"%q:{k} = " if k > 1 else "%q = ") if k else "") + "scf.if %c "
        out = pre + [head + (f"-> ({types}) " if k else "") + "{"] + ["  " + line for line in loop]
        out += [f"  scf.yield {', '.join(rets)} : {types}" if k else "  scf.yield", "} else {",
                f"  scf.yield {', '.join(['%x'] * k)} : {types}" if k else "  scf.yield", "}"]
        rets = ([f"%q#{i}" for i in range(k)] if k > 1 else ["%q"]) if k else []
    else:
        out = pre + loop
    return _func(name, "(%lb: i32, %ub: i32, %st: i32, %c: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>)",
                 out, [(r, "f32") for r in rets])


def _if_func(rng: random.Random, name: str) -> str:
    """One to three ``scf.if`` ops on ``%c``, ``%d``, ``not %c`` or a constant,
    yielding outside values (equal or not), inside values, i1 constants or the
    conditions; the conditions stored in the branches; nested ifs."""
    lines = ["%t = arith.constant true", "%f = arith.constant false", "%nc = arith.xori %c, %t : i1"]
    rets: list = []
    counter = [0]

    def fresh(prefix: str) -> str:
        counter[0] += 1
        return f"%{prefix}{counter[0]}"

    def branch(kinds, side: bool, depth: int):
        out, ys = [], []
        if rng.random() < 0.3:
            out.append(f"tt.store %pc, {rng.choice(['%c', '%d'])} : !tt.ptr<i1>")
        for k in kinds:
            if k == "same":
                ys.append(("%x", "f32"))
            elif k == "select":
                ys.append(("%x" if side else "%y", "f32"))
            elif k == "inside":
                v = fresh("v")
                out.append(f"{v} = arith.{'addf' if side else 'mulf'} %x, %y : f32")
                ys.append((v, "f32"))
            else:  # "cond"
                ys.append((rng.choice(["%c", "%d"]), "i1"))
        if depth < 2 and rng.random() < 0.3:
            out += emit_if(depth + 1, nested=True)
        if rng.random() < 0.3:
            out.append("tt.store %p, %x : !tt.ptr<f32>")
        return out, ys

    def emit_if(depth: int, nested: bool = False):
        cond = rng.choice(["%c", "%c", "%d", "%nc", "%t", "%f"])
        nres = rng.choice([0, 0, 1, 2, 3])
        kinds = [rng.choice(["same", "select", "inside", "cond"]) for _ in range(nres)]
        then_ops, then_ys = branch(kinds, True, depth)
        else_ops, else_ys = branch(kinds, False, depth)
        types = [t for _, t in then_ys]
        if nres:
            r = fresh("r")
            names = [f"{r}#{i}" for i in range(nres)] if nres > 1 else [r]
            out = [f"{f'{r}:{nres}' if nres > 1 else r} = scf.if {cond} -> ({', '.join(types)}) {{"]
        else:
            names = []
            out = [f"scf.if {cond} {{"]
        out += ["  " + line for line in then_ops]
        if nres:
            out.append(f"  scf.yield {', '.join(v for v, _ in then_ys)} : {', '.join(types)}")
        if nres or rng.random() < 0.6:
            out.append("} else {")
            if nres or rng.random() < 0.5:
                out += ["  " + line for line in else_ops]
            if nres:
                out.append(f"  scf.yield {', '.join(v for v, _ in else_ys)} : {', '.join(types)}")
        out.append("}")
        for nm, t in zip(names, types):
            if rng.random() < 0.6 and not nested:
                rets.append((nm, t))
        return out

    for _ in range(rng.randint(1, 3)):
        lines += emit_if(0)
    return _func(name, "(%c: i1, %d: i1, %x: f32, %y: f32, %p: !tt.ptr<f32>, %pc: !tt.ptr<i1>)",
                 lines, rets)


_CVT_LAYOUTS = ["#blocked", "#blocked1", "#linear", "#blocked7"]


def _tensor(layout: str, elem: str = "f32", n: int = 128) -> str:
    return f"tensor<{n}x{elem}, {layout}>"


def _cvt_func(rng: random.Random, name: str) -> str:
    """A producer (argument, splat, make_range, splat constant, local_load,
    histogram, cat, elementwise op) in a random layout, one to three converts,
    then a user (return, local_alloc, local_store, reordering reshape)."""
    lines: list = []
    counter = [0]

    def fresh() -> str:
        counter[0] += 1
        return f"%v{counter[0]}"

    src = rng.choice(["arg", "splat", "range", "cst", "load", "hist", "cat", "add"])
    layout = rng.choice(_CVT_LAYOUTS)
    elem, n = ("i32", 128) if src == "range" else ("i32", 32) if src == "hist" else ("f32", 128)
    v = fresh()
    mem = "!ttg.memdesc<128xf32, #shared1d, #smem, mutable>"
    if src == "arg":
        v, layout = "%t", "#blocked"
    elif src == "splat":
        lines.append(f"{v} = tt.splat %s : f32 -> {_tensor(layout)}")
    elif src == "range":
        lines.append(f"{v} = tt.make_range {{end = 128 : i32, start = 0 : i32}} : {_tensor(layout, 'i32')}")
    elif src == "cst":
        value = rng.choice(["1.000000e+00", "0.000000e+00", "-2.500000e+00"])
        lines.append(f"{v} = arith.constant dense<{value}> : {_tensor(layout)}")
    elif src == "load":
        lines.append(f"{v} = ttg.local_load %m : {mem} -> {_tensor(layout)}")
        if rng.random() < 0.5:
            lines.append(f"ttg.local_store %t, %m : {_tensor('#blocked')} -> {mem}")
    elif src == "hist":
        lines.append(f"{v} = tt.histogram %h : {_tensor('#blocked', 'i32')} -> {_tensor(layout, 'i32', 32)}")
    elif src == "cat":
        lines.append(f"{v} = tt.cat %a, %a : {_tensor('#blocked', 'f32', 64)} -> {_tensor(layout)}")
    else:
        w = fresh()
        lines.append(f"{w} = ttg.convert_layout %t : {_tensor('#blocked')} -> {_tensor(layout)}")
        lines.append(f"{v} = arith.addf {w}, {w} : {_tensor(layout)}")
    cur = v
    for _ in range(rng.randint(1, 3)):
        new_layout = rng.choice(_CVT_LAYOUTS)
        w = fresh()
        lines.append(f"{w} = ttg.convert_layout {cur} : {_tensor(layout, elem, n)} -> "
                     f"{_tensor(new_layout, elem, n)}")
        cur, layout = w, new_layout
    users = ["ret", "ret", "alloc", "lstore"] + (["reshape"] if src != "splat" else [])
    user = rng.choice(users) if (elem, n) == ("f32", 128) else "ret"
    rets = []
    if user == "ret":
        rets.append((cur, _tensor(layout, elem, n)))
    elif user == "alloc":
        w = fresh()
        lines.append(f"{w} = ttg.local_alloc {cur} : ({_tensor(layout)}) -> !ttg.memdesc<128xf32, #shared1d, #smem>")
        rets.append((w, "!ttg.memdesc<128xf32, #shared1d, #smem>"))
    elif user == "lstore":
        lines.append(f"ttg.local_store {cur}, %m : {_tensor(layout)} -> {mem}")
    else:
        w = fresh()
        lines.append(f"{w} = tt.reshape {cur} allow_reorder : {_tensor(layout)} -> tensor<64x2xf32, #blocked5>")
        rets.append((w, "tensor<64x2xf32, #blocked5>"))
    sig = (f"(%t: {_tensor('#blocked')}, %s: f32, %h: {_tensor('#blocked', 'i32')}, "
           f"%a: {_tensor('#blocked', 'f32', 64)}, %m: {mem})")
    return _func(name, sig, lines, rets)


def _trip_func(rng: random.Random, name: str) -> str:
    """A loop with constant (or ``lb + c``) bounds and a constant step of
    i8/i16/i32/i64/index type, signed or unsigned, near the limits of the
    type too: Triton removes it (no trip), inlines it (one) or keeps it."""
    ty = rng.choice(["i8", "i16", "i32", "i64", "index"])
    width = 64 if ty == "index" else int(ty[1:])
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1

    def value() -> int:
        r = rng.random()
        if r < 0.5:
            return rng.randint(-5, 12)
        if r < 0.8:
            return rng.choice([lo, hi, lo + 1, hi - 1, 0, -1])
        return rng.randint(lo, hi)

    lines = []
    if rng.random() < 0.2:
        flags = rng.choice([" overflow<nsw>", " overflow<nuw>", "", " overflow<nsw, nuw>"])
        lines += [f"%c2 = arith.constant {rng.randint(-3, 9)} : {ty}", f"%ub = arith.addi %n, %c2{flags} : {ty}"]
        lb = "%n"
    else:
        lines += [f"%lb = arith.constant {value()} : {ty}", f"%ub = arith.constant {value()} : {ty}"]
        lb = "%lb"
    lines.append(f"%st = arith.constant {rng.choice([1, 1, 2, 3, 7, -1, 0, hi, lo, rng.randint(1, 20)])} : {ty}")
    unsigned = "unsigned " if rng.random() < 0.3 else ""
    iv_type = "" if ty == "index" else f" : {ty}"
    lines += [f"%r = scf.for {unsigned}%i = {lb} to %ub step %st iter_args(%a = %x) -> (f32){iv_type} {{",
              "  %s = arith.addf %a, %x : f32", "  tt.store %p, %s : !tt.ptr<f32>", "  scf.yield %s : f32", "}"]
    return _func(name, f"(%x: f32, %p: !tt.ptr<f32>, %n: {ty})", lines, [("%r", "f32")])


def _linear_text(ll: LinearLayout) -> str:
    def fmt(vecs) -> str:
        return "[" + ", ".join("[" + ", ".join(str(x) for x in v) + "]" for v in vecs) + "]"

    b = ll.bases
    return (f"#ttg.linear<{{register = {fmt(b.get('register', ()))}, lane = {fmt(b.get('lane', ()))}, "
            f"warp = {fmt(b.get('warp', ()))}, block = {fmt(b.get('block', ()))}}}>")


def _random_blocked(rng: random.Random, num_warps: int, n: int) -> str:
    tpw = rng.choice([[32, 1], [16, 2], [8, 4], [32, 1], [4, 8]])
    wpc = rng.choice([[num_warps, 1], [4, num_warps // 4], [num_warps // 2, 2], [1, num_warps]])
    spt = [rng.choice([1, 1, 2]), rng.choice([1, 2, 4, 8, 16, 32, n])]
    order = rng.choice([[0, 1], [1, 0]])
    return (f"#ttg.blocked<{{sizePerThread = {spt}, threadsPerWarp = {tpw}, warpsPerCTA = {wpc}, "
            f"order = {order}}}>")


def _shuffled(rng: random.Random, blocked: str, shape: list) -> str:
    """The linear layout of ``blocked`` with its registers permuted, or one
    register basis swapped with a lane basis, or unchanged."""
    module = parse_source(f"#a = {blocked}\nmodule {{\n  tt.func @f(%x: tensor<1xf32, #a>) {{\n"
                          "    tt.return\n  }\n}\n", "layout")
    enc = next(op for op in module.walk() if op.name == "tt.func").regions[0].blocks[0].args[0].type.encoding
    ll = to_linear_layout(enc, shape)
    bases = {d: [list(v) for v in vecs] for d, vecs in ll.bases.items()}
    regs, kind = bases["register"], rng.choice(["permute", "swap", "none"])
    if kind == "permute":
        rng.shuffle(regs)
    elif kind == "swap" and regs:
        i, j = rng.randrange(len(regs)), rng.randrange(len(bases["lane"]))
        regs[i], bases["lane"][j] = bases["lane"][j], regs[i]
    return _linear_text(LinearLayout(bases, ll.get_out_dims()))


def _tmem_module(rng: random.Random, name: str) -> str:
    """``tmem_store(convert_layout(x))`` on a Blackwell module: 4 or 8 warps,
    64 or 128 rows, f32/bf16/f16/i8/f8 tensor memory (packed or not), the
    stored layout derived from the 32x32b one, the source layout random or
    derived from the stored one, sometimes a ``ttg.maxnreg``.  Triton's
    verifier accepts the module exactly when the stored layout can go to
    tensor memory."""
    num_warps, m = rng.choice([4, 8]), rng.choice([128, 128, 64])
    n = rng.choice([16, 32, 64, 128, 256])
    elem = rng.choice(["f32", "bf16", "f16", "i8", "f8E4M3FN"])
    width = {"f32": 32, "bf16": 16, "f16": 16, "i8": 8, "f8E4M3FN": 8}[elem]
    block_m = rng.choice([128, 64]) if m == 128 else 64
    block_n = rng.choice([n, max(16, n // 2), min(n, 64)])
    col_stride = rng.choice([1, 32 // width]) if width < 32 else 1
    tmem = f"#ttng.tensor_memory_encoding<blockM = {block_m}, blockN = {block_n}, colStride = {col_stride}>"
    std = (f"#ttg.blocked<{{sizePerThread = [1, {n // (num_warps // 4)}], threadsPerWarp = [32, 1], "
           f"warpsPerCTA = [4, {num_warps // 4}], order = [0, 1]}}>")
    dst = rng.choice([_shuffled(rng, std, [m, n]), _shuffled(rng, std, [m, n]), std])
    src = rng.choice([_random_blocked(rng, num_warps, n), _shuffled(rng, dst, [m, n])])
    attrs = (f'"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {num_warps} : i32, ttg.target = "cuda:100", '
             '"ttg.threads-per-warp" = 32 : i32')
    maxnreg = rng.choice([None, None, 128, 64, 256, 80])
    if maxnreg:
        attrs += f', "ttg.maxnreg" = {maxnreg} : i32'
    t = f"tensor<{m}x{n}x{elem}"
    mem = f"!ttg.memdesc<{m}x{n}x{elem}, #tmem, #ttng.tensor_memory, mutable>"
    return f"""#src = {src}
#dst = {dst}
#tmem = {tmem}
module attributes {{{attrs}}} {{
  tt.func @{name}(%x: {t}, #src>, %m: {mem}) {{
    %true = arith.constant true
    %0 = ttg.convert_layout %x : {t}, #src> -> {t}, #dst>
    ttng.tmem_store %0, %m, %true : {t}, #dst> -> {mem}
    tt.return
  }}
}}
"""


def _func(name: str, sig: str, lines: list, rets: list) -> str:
    rty = ", ".join(t for _, t in rets)
    text = f"  tt.func @{name}{sig} -> ({rty}) {{\n" + "".join(f"    {line}\n" for line in lines)
    if rets:
        text += f"    tt.return {', '.join(v for v, _ in rets)} : {rty}\n"
    else:
        text += "    tt.return\n"
    return text + "  }\n"


def _generated(fn, seed: int, count: int, oracles) -> list:
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        func = fn(rng, f"g{i}")
        cases += [Case(f"{fn.__name__[1:-5]}{i}-{o}", o, func) for o in oracles]
    return cases


CASES = (
    [Case(n, "canonicalize", f) for group in (_SCF_FOR, _SCF_IF, _CONVERTS) for n, f in group.items()]
    + [Case(n + "-rlc", "rlc", f) for group in (_SCF_FOR, _SCF_IF) for n, f in group.items()]
    + [Case(n, "rlc", f) for n, f in _RLC.items()]
    + _generated(_loop_func, 7, 120, ("canonicalize", "rlc"))
    + _generated(_if_func, 3, 120, ("rlc",))
    + _generated(_cvt_func, 5, 100, ("canonicalize",))
    + _generated(_trip_func, 11, 120, ("canonicalize",))
)

_TMEM_RNG = random.Random(3)
TMEM_CASES = [Case(f"tmem{i}", "canonicalize", "", _tmem_module(_TMEM_RNG, f"f{i}")) for i in range(300)]


# =============================================================================
# Running both sides
# =============================================================================
def _cleanup_patterns() -> list:
    """The last greedy run of remove-layout-conversions."""
    return (for_op_dead_argument_elimination_patterns() + for_op_canonicalization_patterns()
            + if_op_canonicalization_patterns() + convert_layout_canonicalization_patterns())


def _pyopt(case: Case) -> str:
    module = parse_source(case.text, case.name)
    if case.oracle == "canonicalize":
        patterns = (for_op_canonicalization_patterns() + if_op_canonicalization_patterns()
                    + convert_layout_canonicalization_patterns())
        apply_patterns_greedily(module, patterns, top_down=True)
    else:
        # After propagation, and after the (here idle) first rematerialisation round.
        apply_patterns_greedily(module, convert_layout_canonicalization_patterns())
        apply_patterns_greedily(module, convert_layout_canonicalization_patterns())
        apply_patterns_greedily(module, _cleanup_patterns())
    verify(module)
    return print_op(module)


@pytest.fixture(scope="module")
def triton_outputs() -> dict:
    """Triton's output for every case, from one child process."""
    passes = {"canonicalize": [["canonicalize", {}]], "rlc": [["remove-layout-conversions", {}]]}
    jobs = [{"op": "run", "text": c.text, "passes": passes[c.oracle]} for c in CASES + TMEM_CASES]
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "oracle.py"), "batch"],
                          input=json.dumps({"jobs": jobs}), capture_output=True, text=True,
                          timeout=600, check=True)
    results = json.loads(proc.stdout)["results"]
    return {c.name: r for c, r in zip(CASES + TMEM_CASES, results)}


@needs_triton
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_matches_triton(case: Case, triton_outputs: dict):
    expected = triton_outputs[case.name]
    assert expected["ok"], expected
    assert _pyopt(case) == expected["text"]


@needs_triton
@pytest.mark.parametrize("case", TMEM_CASES, ids=lambda c: c.name)
def test_tmem_store_of_convert(case: Case, triton_outputs: dict):
    """Triton parses the module exactly when pyopt finds the stored layout
    tensor-memory compatible (TMEMStoreOp's verifier); then the convert is
    folded exactly when the source layout is compatible too."""
    expected = triton_outputs[case.name]
    module = parse_source(case.text, case.name)
    store = next(op for op in module.walk() if op.name == "ttng.tmem_store")
    compatible = is_distributed_layout_tmem_compatible(store, store.operand(1).type, store.operand(0).type)
    assert compatible == expected["ok"], expected
    if compatible:
        assert _pyopt(case) == expected["text"]
    else:
        assert "'ttng.tmem_store' op source" in expected["diagnostics"]


@needs_triton
def test_tmem_cases_cover_both_outcomes(triton_outputs: dict):
    """Enough stored layouts are valid, and among those the convert is
    folded in some cases and kept in others."""
    valid = [triton_outputs[c.name] for c in TMEM_CASES if triton_outputs[c.name]["ok"]]
    folded = [r for r in valid if "ttg.convert_layout" not in r["text"]]
    assert len(valid) >= 60
    assert len(folded) >= 20 and len(valid) - len(folded) >= 20


def test_generated_cases_exercise_the_patterns():
    """The generators produce what they promise (and the hand-written cases
    are all there)."""
    names = [c.name for c in CASES]
    assert len(names) == len(set(names))
    assert len(CASES) > 600
    assert sum("scf.for" in c.func for c in CASES) > 300
    assert sum("ttg.convert_layout" in c.func for c in CASES) > 100


# =============================================================================
# Pattern sets, trip counts, ReplaceIfYieldWithConditionOrValue
# =============================================================================
def test_pattern_sets_mirror_the_registrations():
    def rows(patterns):
        return [(type(p).__name__, p.root, p.benefit) for p in patterns]

    assert rows(for_op_dead_argument_elimination_patterns()) == [("ForOpDeadArgElimination", ForOp, 1)]
    assert rows(for_op_canonicalization_patterns()) == [
        ("ForOpIterArgsFolder", ForOp, 1), ("SimplifyTrivialLoops", ForOp, 1)]
    assert rows(if_op_canonicalization_patterns()) == [
        (n, IfOp, 1) for n in ("CombineIfs", "CombineNestedIfs", "ConditionPropagation",
                               "ConvertTrivialIfToSelect", "RemoveEmptyElseBranch",
                               "RemoveStaticCondition", "RemoveUnusedResults",
                               "ReplaceIfYieldWithConditionOrValue")]
    # NVIDIA's CanonicalizeConvertFromTMEMStore, which Triton registers last, is
    # added by the ttng dialect (ttg does not import it): where it is loaded.
    with Context("3.6") as ctx:
        assert TMEMStoreOp not in [p.root for p in convert_layout_canonicalization_patterns()]
        ctx.get_dialect("ttng")
        cvt_patterns = convert_layout_canonicalization_patterns()
    assert rows(cvt_patterns) == [
        ("CanonicalizeConvertFromConvert", ConvertLayoutOp, 1),
        ("CanonicalizeConvertFromReshape", ReshapeOp, 1),
        ("CanonicalizeConvertFromTranspose", TransOp, 1),
        ("CanonicalizeConvertFromGatherSource", GatherOp, 1),
        ("CanonicalizeConvertFromHistogram", HistogramOp, 1),
        ("CanonicalizeConvertFromAlloc", LocalAllocOp, 1),
        ("CanonicalizeConvertFromLocalStore", LocalStoreOp, 1),
        ("CanonicalizeConvertFromSplit", SplitOp, 1),
        ("CanonicalizeConvertFromTMEMStore", TMEMStoreOp, 1)]
    # The roots are the op classes of the names the C++ patterns are rooted at.
    assert [p.root.OP_NAME for p in cvt_patterns] == [
        "ttg.convert_layout", "tt.reshape", "tt.trans", "tt.gather", "tt.histogram",
        "ttg.local_alloc", "ttg.local_store", "tt.split", "ttng.tmem_store"]
    for p in _cleanup_patterns():
        assert type(p).__name__ in p.source


def _first_loop(text: str):
    module = parse_source(HEADER + text + "}\n", "loop")
    return next(op for op in module.walk() if op.name == "scf.for")


@pytest.mark.parametrize("header, expected", [
    ("%i = %c1 to %c0 step %c1", 0),
    ("%i = %c0 to %c10 step %c3", 4),
    ("%i = %c0 to %c10 step %cm1", 0),   # a negative step never runs
    ("%i = %c0 to %c10 step %c0", 0),    # nor does a zero step
    ("%i = %n to %n step %c3", 0),       # the same SSA bound
    ("%i = %n to %c10 step %c1", None),  # one bound unknown
    ("%i = %c0 to %c10 step %n", None),  # unknown step
    ("unsigned %i = %cm1 to %c10 step %c1", 0),  # 0xffffffff > 10 unsigned
    ("%i = %cm1 to %c10 step %c1", 11),
])
def test_static_trip_count(header: str, expected):
    text = f"""
  tt.func @f(%n: i32) {{
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %c10 = arith.constant 10 : i32
    %cm1 = arith.constant -1 : i32
    scf.for {header} : i32 {{
    }}
    tt.return
  }}
"""
    assert static_trip_count(_first_loop(text)) == expected


def test_static_trip_count_wraps_like_apint():
    """i8 from -128 to 127: the signed difference 255 wraps to -1, so
    constantTripCount says 0 (Triton 3.6.0's LLVM); unsigned it is 127-(-128)."""
    text = """
  tt.func @f() {
    %lo = arith.constant -128 : i8
    %hi = arith.constant 127 : i8
    %c1 = arith.constant 1 : i8
    scf.for %i = %lo to %hi step %c1 : i8 {
    }
    tt.return
  }
"""
    assert static_trip_count(_first_loop(text)) == 0


def test_contextual_max_nreg():
    """The module's ``ttg.maxnreg`` caps everything; inside ``ttg.warp_specialize``
    the default region takes the first ``actualRegisters`` entry and partition
    ``i`` entry ``i + 1``, however deeply the op is nested."""
    text = """module attributes {"ttg.num-warps" = 4 : i32, ttg.maxnreg = 168 : i32, ttg.target = "cuda:100"} {
  tt.func @f(%arg0: i32, %p: !tt.ptr<i32>) {
    tt.store %p, %arg0 : !tt.ptr<i32>
    ttg.warp_specialize(%arg0, %p) attributes {actualRegisters = array<i32: 232, 40, 80>, warpGroupStartIds = array<i32: 4, 8>}
    default {
      tt.store %p, %arg0 : !tt.ptr<i32>
      ttg.warp_yield
    }
    partition0(%arg1: i32, %q: !tt.ptr<i32>) num_warps(4) {
      tt.store %q, %arg1 : !tt.ptr<i32>
      ttg.warp_return
    }
    partition1(%arg1: i32, %q: !tt.ptr<i32>) num_warps(4) {
      %true = arith.constant true
      scf.if %true {
        tt.store %q, %arg1 : !tt.ptr<i32>
      }
      ttg.warp_return
    } : (i32, !tt.ptr<i32>) -> ()
    tt.return
  }
}
"""
    module = parse_source(text, "maxnreg")
    stores = [op for op in module.walk() if op.name == "tt.store"]
    assert [contextual_max_nreg(op) for op in stores] == [168, 168, 40, 80]
    del module.attributes["ttg.maxnreg"]
    assert [contextual_max_nreg(op) for op in stores] == [256, 232, 40, 80]


def test_replace_if_yield_with_condition_or_value():
    """Without constant hoisting (the only way the pattern can see constants
    inside the branches): i1 results become the condition or its negation,
    a value both branches yield replaces the result."""
    text = HEADER + """
  tt.func @f(%c: i1, %x: f32) -> (i1, i1, f32) {
    %r:3 = scf.if %c -> (i1, i1, f32) {
      %t = arith.constant true
      %f = arith.constant false
      scf.yield %t, %f, %x : i1, i1, f32
    } else {
      %t = arith.constant true
      %f = arith.constant false
      scf.yield %f, %t, %x : i1, i1, f32
    }
    tt.return %r#0, %r#1, %r#2 : i1, i1, f32
  }
}
"""
    module = parse_source(text, "replace-if-yield")
    apply_patterns_greedily(module, [ReplaceIfYieldWithConditionOrValue()], fold=False,
                            cse_constants=False, region_simplification=False, max_iterations=1)
    verify(module)
    assert print_op(module).split("tt.func", 1)[1] == """ @f(%arg0: i1, %arg1: f32) -> (i1, i1, f32) {
    %true = arith.constant true
    %0 = arith.xori %arg0, %true : i1
    %1:3 = scf.if %arg0 -> (i1, i1, f32) {
      %true_0 = arith.constant true
      %false = arith.constant false
      scf.yield %true_0, %false, %arg1 : i1, i1, f32
    } else {
      %true_0 = arith.constant true
      %false = arith.constant false
      scf.yield %false, %true_0, %arg1 : i1, i1, f32
    }
    tt.return %arg0, %0, %arg1 : i1, i1, f32
  }
}
"""


# =============================================================================
# The corpus: Triton's outputs are fixed points
# =============================================================================
RLC_OUTPUTS = sorted(CORPUS.glob("*/*/*-remove-layout-conversions-*.after.mlir"))


def test_rlc_outputs_present():
    assert len(RLC_OUTPUTS) >= 900


@pytest.mark.parametrize("path", RLC_OUTPUTS, ids=lambda p: str(p.relative_to(CORPUS)))
def test_rlc_outputs_are_fixed_points(path: Path):
    """Triton's last greedy run left nothing for these patterns (and the
    folders and region simplification) to do: neither may pyopt's."""
    text = path.read_text()
    module = parse_source(text, str(path))
    apply_patterns_greedily(module, _cleanup_patterns())
    assert print_op(module) == text
