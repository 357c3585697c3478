"""convert-to-buffer-ops, fold-true-cmpi and symbol-dce: the pieces on their own, the
per-architecture gating against real Triton, and explain=true.

(The rewrites themselves are checked against real Triton by the lit tests of
test/convert-to-buffer-ops, test/fold-true-cmpi, test/symbol-dce and by the corpus tests.)
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pyopt.dialects.amdg.target import ISAFamily, deduce_isa_family, get_amd_arch
from pyopt.ir.printer import print_op
from pyopt.ir.version import resolve
from pyopt.passes import PassContext, PassSpec, resolve_pass
from pyopt.syntax.parser import parse_source
from pyopt.transforms.convert_to_buffer_ops import (
    ATOMIC_FAMILIES, MEMORY_OPS, ConvertToBufferOps, get_block_stride, is_splat_one_const_tensor, is_zero_const,
)

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.oracle import triton_available, triton_run_passes  # noqa: E402

CORPUS = ROOT / "test" / "corpus"
needs_triton = pytest.mark.skipif(not triton_available(), reason="needs triton 3.6.0 (the expected output)")


@pytest.mark.parametrize("arch, family", [
    ("gfx942", ISAFamily.CDNA3), ("gfx950", ISAFamily.CDNA4), ("gfx90a", ISAFamily.CDNA2),
    ("gfx908", ISAFamily.CDNA1), ("gfx1200", ISAFamily.RDNA4), ("gfx1201", ISAFamily.RDNA4),
    ("gfx1100", ISAFamily.RDNA3), ("gfx1151", ISAFamily.RDNA3), ("gfx1153", ISAFamily.RDNA3),
    ("gfx1030", ISAFamily.RDNA2), ("gfx1036", ISAFamily.RDNA2), ("gfx1010", ISAFamily.RDNA1),
    ("gfx1013", ISAFamily.RDNA1), ("gfx1250", ISAFamily.GFX1250), ("gfx1251", ISAFamily.UNKNOWN),
    ("gfx940", ISAFamily.UNKNOWN), ("gfx12-generic", ISAFamily.UNKNOWN), ("gfx942:sramecc+", ISAFamily.UNKNOWN),
    ("tahiti", ISAFamily.UNKNOWN), ("", ISAFamily.UNKNOWN), ("sm_90", ISAFamily.UNKNOWN),
])
def test_isa_family(arch, family):
    assert deduce_isa_family(arch) is family


def test_amd_arch():
    m = parse_source('module attributes {ttg.target = "hip:gfx950"} {\n}\n')
    assert get_amd_arch(m) == "gfx950"
    assert get_amd_arch(parse_source('module attributes {ttg.target = "cuda:90"} {\n}\n')) is None
    assert get_amd_arch(parse_source("module {\n}\n")) is None


def test_atomic_families_of_the_release():
    # the 3.6.0 wheel gates buffer atomics on CDNA3 and CDNA4 (RDNA4 came later)
    assert resolve(ATOMIC_FAMILIES) == (ISAFamily.CDNA3, ISAFamily.CDNA4)


CONSTS = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32, %r: tensor<4x1xi32, #blocked>, %c: tensor<4x8xi32, #blocked>) {
    %t = arith.constant dense<true> : tensor<8xi1, #blocked>
    %f = arith.constant dense<false> : tensor<8xi1, #blocked>
    %one = arith.constant dense<1> : tensor<8xi32, #blocked>
    %z = arith.constant dense<0.000000e+00> : tensor<8xf32, #blocked>
    %nz = arith.constant dense<-0.000000e+00> : tensor<8xf32, #blocked>
    %o = arith.constant dense<1.000000e+00> : tensor<8xf32, #blocked>
    %zi = arith.constant dense<0> : tensor<8xi32, #blocked>
    %ss = tt.splat %s : i32 -> tensor<4x1xi32, #blocked>
    %m = arith.muli %r, %ss : tensor<4x1xi32, #blocked>
    %b = tt.broadcast %m : tensor<4x1xi32, #blocked> -> tensor<4x8xi32, #blocked>
    %off = arith.addi %c, %b : tensor<4x8xi32, #blocked>
    %nob = arith.addi %c, %c : tensor<4x8xi32, #blocked>
    tt.return
  }
}
"""


def _values(text: str) -> dict:
    m = parse_source(text)
    out = {}
    for op in m.walk():
        for r in op.results:
            out[r.name_hint] = r
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    out[a.name_hint] = a
    return out


def test_constant_predicates():
    v = _values(CONSTS)
    assert is_splat_one_const_tensor(v["t"]) and is_splat_one_const_tensor(v["one"])
    assert not is_splat_one_const_tensor(v["f"]) and not is_splat_one_const_tensor(v["zi"])
    assert not is_splat_one_const_tensor(v["s"])
    assert is_zero_const(v["z"]) and is_zero_const(v["nz"]) and is_zero_const(v["zi"]) and is_zero_const(v["f"])
    assert not is_zero_const(v["o"]) and not is_zero_const(v["one"]) and not is_zero_const(v["s"])


def test_block_stride():
    v = _values(CONSTS)
    assert get_block_stride(v["off"]) is v["s"]
    assert get_block_stride(v["nob"]) is None
    assert get_block_stride(v["c"]) is None


def test_flags_resolve():
    p = resolve_pass(PassSpec("tritonamdgpu-convert-buffer-ops",
                              [("arch-generation-name", "gfx950"), ("analyze-small-tensor-ofst", "true")]))()
    assert (p.name, p.arch_generation_name, p.allow_buffer_atomics, p.analyze_small_tensor_ofst) == \
        ("convert-to-buffer-ops", "gfx950", True, True)
    assert resolve_pass(PassSpec("tritonamdgpu-fold-true-cmpi"))().name == "fold-true-cmpi"
    assert resolve_pass(PassSpec("symbol-dce"))().name == "symbol-dce"


ATOMICS = (ROOT / "test" / "convert-to-buffer-ops" / "atomics.mlir").read_text().split("// -----")[0]


@needs_triton
@pytest.mark.parametrize("arch", ["gfx942", "gfx950", "gfx90a", "gfx908", "gfx1200", "gfx1201", "gfx1100",
                                  "gfx1151", "gfx1030", "gfx1010", "gfx1250", "gfx940", "gfx942:sramecc+", ""])
def test_atomic_gating_matches_triton(arch):
    """Which arch-generation-name values get buffer atomics, against the wheel."""
    m = parse_source(ATOMICS)
    ctx = PassContext()
    ConvertToBufferOps(arch_generation_name=arch).run(m, ctx)
    expected = triton_run_passes(ATOMICS, [("convert-to-buffer-ops", {"arch-generation-name": arch})])
    assert print_op(m) == expected


EXPLAIN_SAMPLE = sorted(CORPUS.glob("*/gfx942-w4/25-convert-to-buffer-ops.before.mlir"))[::6]


@pytest.mark.parametrize("before", EXPLAIN_SAMPLE, ids=lambda p: p.parent.parent.name)
def test_explain_changes_nothing_and_remarks_once_per_memory_op(before: Path):
    text = before.read_text()
    plain = parse_source(text)
    ConvertToBufferOps(arch_generation_name="gfx942").run(plain, PassContext())
    explained = parse_source(text)
    ops = [op for op in explained.walk() if isinstance(op, MEMORY_OPS)]
    ctx = PassContext()
    ConvertToBufferOps(arch_generation_name="gfx942", explain=True).run(explained, ctx)
    assert print_op(explained) == print_op(plain)
    remarks = [d for d in ctx.diag.diagnostics if d.severity == "remark"]
    assert len(remarks) == len(ops)
    assert all(d.message.startswith("convert-to-buffer-ops: ") for d in remarks)


def test_explain_names_the_culprit():
    text = """
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%arg0: !tt.ptr<f32>, %arg3: i32) -> tensor<1024xf32, #blocked> {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %arg3 : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %s, %r : tensor<1024xi32, #blocked>
    %p = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %p, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %v : tensor<1024xf32, #blocked>
  }
}
"""
    m = parse_source(text)
    ctx = PassContext()
    ConvertToBufferOps(explain=True).run(m, ctx)
    [d] = ctx.diag.diagnostics
    assert d.message == (
        "convert-to-buffer-ops: not converted: the offsets %off may be negative: range [-2147483648, "
        "2147483647] from %arg3 (range [-2147483648, 2147483647]; no tt.pointer_range on the base %arg0, "
        "no llvm.intr.assume on %arg3)")
