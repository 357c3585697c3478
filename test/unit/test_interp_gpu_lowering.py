"""The interpreter's reductions and scans against Triton's own NVIDIA lowering, without a GPU
(issue 28, check (a)).

tools/kernels/llir_sim.py runs the LLVM IR a Triton wheel writes for cuda:90 on the CPU, every
thread of the CTA in lockstep (shuffles, shared memory, ldmatrix); pyopt's interpreter runs the
TTGIR of the same compilation.  Both get the same inputs (values of very different magnitudes)
and must store the same bits.  Triton 3.6.0 (installed here) compiles our kernels
(tools/kernels/interp_kernels.py) in the test; for 3.8.0, whose in-thread tree and f16 pairs
(triton-lang/triton#9220) the release rule IN_THREAD_REDUCE_ORDER follows, the wheel's output is
stored in test/unit/data/lowering/3.8.0 (see its README).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tools.kernels import KERNELS as CORPUS
from tools.kernels import lowering_check as lc
from tools.kernels.interp_kernels import KERNELS as OWN

KERNELS = {**CORPUS, **OWN}
from tools.kernels.llir_sim import SimError, simulate

DATA = Path(__file__).parent / "data" / "lowering"


@pytest.mark.parametrize("kernel", ["interp_red_sum_fp16_8x512", "interp_red_sum_fp32_128x16"])
def test_triton_38_lowering_matches_the_interpreter(kernel):
    r = lc.check_one(KERNELS[kernel], "3.8.0", 8, DATA / "3.8.0")
    assert r["verdict"] == "bit-equal", r


def test_the_38_f16_pairs_are_what_separates_it(monkeypatch):
    # without the f16x2 pairs (the 3.8 tree on single registers) the row sums differ from the wheel's
    from pyopt.interp import ops_complex

    monkeypatch.setattr(ops_complex, "_packs", lambda op: False)
    r = lc.check_one(KERNELS["interp_red_sum_fp16_8x512"], "3.8.0", 8, DATA / "3.8.0")
    assert r["verdict"] == "differs" and "ROWS" in r["buffers"]


@pytest.mark.parametrize("kernel,warps", [
    ("interp_red_sum_fp32_32x128", 4),      # warps along the reduced axis: shared memory
    ("interp_red_sum_fp16_64x64", 1),       # ldmatrix.trans in the layout conversion after it
    ("interp_red_max_argmin_fp32", 8),      # a two-operand combine with ties
    ("interp_scan_fp32_16x256", 4),         # scans across warps, forward and reversed
    ("interp_scan_i32_128x16", 8),
    ("interp_dot_fp32_ieee", 4),            # an ieee f32 dot: fma in K order
    ("reduce_rows", 1),                     # a corpus kernel: a loop, and a reorder reshape before the sum
    ("argmax_rows", 4),
])
def test_triton_36_lowering_matches_the_interpreter(kernel, warps, tmp_path):
    pytest.importorskip("triton")
    folder = lc.compile_all("3.6.0", [kernel], [warps], 90, tmp_path)
    r = lc.check_one(KERNELS[kernel], "3.6.0", warps, folder)
    assert r["verdict"] == "bit-equal", r


_ADD = """define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(1) %1) {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr float, ptr addrspace(1) %0, i64 %4
  %6 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\\0A\\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %5) #4
  %7 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %6, i32 1, i32 0)
  %8 = bitcast i32 %6 to float
  %9 = bitcast i32 %7 to float
  %10 = fadd float %9, %8
  %11 = bitcast float %10 to i32
  %12 = getelementptr float, ptr addrspace(1) %1, i64 %4
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %11, ptr addrspace(1) %12) #4
  ret void
}
"""


def test_the_simulator_runs_shuffles_and_inline_asm():
    # our own LLVM IR: each lane adds its value to the one shuffled up from the lane below
    # (lane 0 reads itself, as shfl.sync.up does)
    x = np.arange(64, dtype=np.float32)
    y = np.zeros(64, np.float32)
    simulate(_ADD, num_warps=2, args=[x, y])
    lanes = np.arange(64) % 32
    assert np.array_equal(y, np.where(lanes > 0, x + x - 1, x + x))


_LOOP = """define ptx_kernel void @k(ptr addrspace(1) %0, i32 %1) {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %2, %5
  %6 = phi i32 [ 0, %2 ], [ %8, %5 ]
  %7 = phi i32 [ %3, %2 ], [ %10, %5 ]
  %10 = add i32 %7, %6
  %8 = add i32 %6, 1
  %11 = icmp slt i32 %8, %1
  br i1 %11, label %5, label %9

9:                                                ; preds = %5, %2
  %12 = phi i32 [ %3, %2 ], [ %10, %5 ]
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr i32, ptr addrspace(1) %0, i64 %13
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %12, ptr addrspace(1) %14) #4
  ret void
}
"""


def test_the_simulator_runs_uniform_loops_with_phis():
    # our own LLVM IR: thread t stores t + 0 + 1 + ... + (n-1); n = 0 skips the loop
    for n in (0, 5):
        y = np.zeros(32, np.int32)
        simulate(_LOOP, num_warps=1, args=[y, n])
        assert np.array_equal(y, np.arange(32) + n * (n - 1) // 2)


def test_the_simulator_refuses_what_it_does_not_model():
    divergent = _LOOP.replace("%4 = icmp sgt i32 %1, 0", "%4 = icmp sgt i32 %3, 7")
    with pytest.raises(SimError, match="diverges"):
        simulate(divergent, num_warps=1, args=[np.zeros(32, np.int32), 3])
    with pytest.raises(SimError, match="call @llvm.nvvm.ex2"):
        simulate(_ADD.replace("%10 = fadd float %9, %8", "%10 = tail call float @llvm.nvvm.ex2.approx.f(float %9)"),
                 num_warps=1, args=[np.zeros(32, np.float32), np.zeros(32, np.float32)])
