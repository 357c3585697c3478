// RUN: pyopt --triton-version=3.7 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V38

// From Triton 3.8 (triton-lang/triton#9814; release rule test_amd_range_analysis.PID_BOUND_ATTRS)
// the test pass reads the module's integer attributes test.pid-bound-x/y/z and bounds
// tt.get_program_id on that axis by them (TritonIntegerRangeAnalysis::setPidBound); an axis
// without one keeps [0, 2^31 - 1].  Up to 3.7 the attributes mean nothing.  The wheels do not
// bind the test pass, so these remarks could not be compared with them; they follow Triton
// 3.8's own test/TritonGPU/amd/amd-pid-bounds.mlir (which pyopt passes) on an input of
// pyopt's own: an i32 attribute, the y axis only, and a mask the bound proves true.

// V37: remark: unsigned : [0, 2147483647] signed : [0, 2147483647]
// V37: remark: unsigned : [0, 2147483647] signed : [0, 2147483647]
// V37-NOT: result is true

// V38: 26:10: remark: unsigned : [0, 7] signed : [0, 7]
// V38: 27:10: remark: unsigned : [0, 2147483647] signed : [0, 2147483647]
// V38: 29:10: remark: unsigned : [0, 112] signed : [0, 112]
// V38: 32:10: remark: unsigned : [0, 127] signed : [0, 127]
// V38: 34:10: remark: unsigned : [1, 1] signed : [-1, -1]
// V38: 34:10: remark: result is true

module attributes {"ttg.num-warps" = 4 : i32, "test.pid-bound-y" = 7 : i32} {
  tt.func @bounded_y() -> tensor<16xi1> {
    %y = tt.get_program_id y : i32
    %x = tt.get_program_id x : i32
    %c16 = arith.constant 16 : i32
    %o = arith.muli %y, %c16 : i32
    %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %s = tt.splat %o : i32 -> tensor<16xi32>
    %i = arith.addi %s, %r : tensor<16xi32>
    %c128 = arith.constant dense<128> : tensor<16xi32>
    %m = arith.cmpi slt, %i, %c128 : tensor<16xi32>
    tt.return %m : tensor<16xi1>
  }
}
