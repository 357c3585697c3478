// RUN: pyopt %s --split-input-file -canonicalize-pointers=explain=true -verify-diagnostics
// RUN: pyopt %s --split-input-file -canonicalize-pointers="enable-large-tensor-ptr-canon=true explain=true" 2>&1 | FileCheck %s --check-prefix=LARGE

// explain=true (pyopt only): one remark per memory op.  Under tt.pointer_range = 32 the base
// stays the argument and the whole offset accumulates in 32 bits; an argument without it is
// left alone unless enable-large-tensor-ptr-canon=true, which moves uniform parts to the base
// and starts from 64-bit offsets.  (The rewritten IR itself is checked against real Triton by
// the other tests of this directory and the corpus.)

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @small_and_large(%small: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %large: !tt.ptr<f32>, %k: i32) {
    %pid = tt.get_program_id x : i32
    %0 = arith.muli %pid, %k : i32
    %1 = tt.splat %0 : i32 -> tensor<1024xi32, #blocked>
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %3 = arith.addi %1, %2 : tensor<1024xi32, #blocked>
    %4 = tt.splat %small : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %5 = tt.addptr %4, %3 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{canonicalize-pointers: pointer rebuilt as tt.addptr(tt.splat(base), offset) with base %arg0 and offset tensor<1024xi32> (the arith.addi result made at line 19); nothing moved to the scalar base: the base stays %arg0 and uniform and non-uniform parts accumulate in the offset; offset width 32 bits: %arg0 has tt.pointer_range = 32 (it points into a tensor under 2 GB), so the offset stays 32-bit}}
    %6 = tt.load %5 : tensor<1024x!tt.ptr<f32>, #blocked>
    %7 = tt.splat %large : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %3 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{canonicalize-pointers: left alone: its pointer comes from %arg1, which has no tt.pointer_range = 32 (enable-large-tensor-ptr-canon=false)}}
    tt.store %8, %6 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
// LARGE: remark: canonicalize-pointers: pointer rebuilt as tt.addptr(tt.splat(base), offset) with base %arg0 and offset tensor<1024xi32>
// LARGE: remark: canonicalize-pointers: pointer rebuilt as tt.addptr(tt.splat(base), offset) with base the tt.addptr result made at line 23 and offset tensor<1024xi64> (the arith.extsi result made at line 23); moved to the scalar base: the arith.muli result made at line 14 (the uniform parts of the offsets, added to %arg1); offset width 64 bits, narrowed to 32 bits at this op: %arg1 has no tt.pointer_range = 32 (canonicalized because enable-large-tensor-ptr-canon=true), so offsets start as 64-bit, and every non-uniform part added was a 32-bit offset to a splat

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @loaded_pointer(%arg0: !tt.ptr<!tt.ptr<f32>> {tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked> {
    // expected-remark @below {{canonicalize-pointers: scalar pointer rebuilt as tt.addptr(base, offset) with base %arg0 and offset 0; nothing moved to the scalar base: the base stays %arg0 and uniform and non-uniform parts accumulate in the offset; offset width 32 bits: %arg0 has tt.pointer_range = 32 (it points into a tensor under 2 GB), so the offset stays 32-bit}}
    %0 = tt.load %arg0 : !tt.ptr<!tt.ptr<f32>>
    %1 = tt.splat %0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %3 = tt.addptr %1, %2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{canonicalize-pointers: left alone: its pointer already is tt.addptr(tt.splat(base), offset), with base the tt.load result made at line 38, which does not come from a pointer argument}}
    %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %4 : tensor<1024xf32, #blocked>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @poisoned(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    // expected-remark @below {{skipping canonicalize-pointers due to ub.poison}}
    %1 = ub.poison : tensor<1024xi32, #blocked>
    %2 = tt.addptr %0, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{canonicalize-pointers: left alone: the function holds ub.poison}}
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}
