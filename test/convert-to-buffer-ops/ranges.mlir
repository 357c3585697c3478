// RUN: pyopt %s --split-input-file -convert-to-buffer-ops=arch-generation-name=gfx942 | FileCheck %s

// Bases without tt.pointer_range: the integer range analysis must bound the offsets to
// [0, smax] with the largest element ending under 2 GB.
// CHECK-LABEL: tt.func @proved(
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32
// CHECK-NEXT: %0 = tt.get_program_id x : i32
// CHECK-NEXT: %1 = arith.muli %0, %c1024_i32 : i32
// CHECK-NEXT: %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = tt.splat %1 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %4 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %5 = amdg.buffer_load %arg0[%2] : tensor<1024xf32, #blocked>
// CHECK-NEXT: %6 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %7 = tt.addptr %6, %4 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: tt.store %7, %5 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @proved(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c1024_i32 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c1024_i32 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %bs = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %bs, %range : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a1 = tt.addptr %p1, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %a1, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// An i32 argument may be negative, unless llvm.intr.assume bounds it.
// CHECK-LABEL: tt.func @arguments(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c4096_i32 = arith.constant 4096 : i32
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %2 = arith.addi %1, %0 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %4 = tt.addptr %3, %2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %6 = arith.cmpi sge, %arg2, %c0_i32 : i32
// CHECK-NEXT: llvm.intr.assume %6 : i1
// CHECK-NEXT: %7 = arith.cmpi slt, %arg2, %c4096_i32 : i32
// CHECK-NEXT: llvm.intr.assume %7 : i1
// CHECK-NEXT: %8 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %9 = arith.addi %8, %0 : tensor<1024xi32, #blocked>
// CHECK-NEXT: amdg.buffer_store %5, %arg0[%9] : tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @arguments(%arg0: !tt.ptr<f32>, %n: i32, %k: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %ns, %range : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %ge = arith.cmpi sge, %k, %c0_i32 : i32
    llvm.intr.assume %ge : i1
    %lt = arith.cmpi slt, %k, %c4096_i32 : i32
    llvm.intr.assume %lt : i1
    %ks = tt.splat %k : i32 -> tensor<1024xi32, #blocked>
    %off2 = arith.addi %ks, %range : tensor<1024xi32, #blocked>
    %a1 = tt.addptr %p0, %off2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %a1, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Offsets that stay non-negative but reach past 2 GB of f32 (a 2^29 scale) are refused; the
// same offsets into bytes are fine.
// CHECK-LABEL: tt.func @two_gigabytes(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c536870912_i32 = arith.constant 536870912 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg2, %c0_i32 : i32
// CHECK-NEXT: llvm.intr.assume %0 : i1
// CHECK-NEXT: %1 = arith.cmpi sle, %arg2, %c3_i32 : i32
// CHECK-NEXT: llvm.intr.assume %1 : i1
// CHECK-NEXT: %2 = arith.muli %arg2, %c536870912_i32 : i32
// CHECK-NEXT: %3 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %4 = tt.splat %2 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %5 = arith.addi %4, %3 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %7 = tt.addptr %6, %5 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %8 = tt.load %7 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %9 = amdg.buffer_load %arg1[%5] : tensor<1024xi8, #blocked>
// CHECK-NEXT: %10 = arith.sitofp %9 : tensor<1024xi8, #blocked> to tensor<1024xf32, #blocked>
// CHECK-NEXT: %11 = arith.addf %8, %10 : tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.store %7, %11 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @two_gigabytes(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<i8>, %k: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c536870912_i32 = arith.constant 536870912 : i32
    %ge = arith.cmpi sge, %k, %c0_i32 : i32
    llvm.intr.assume %ge : i1
    %le = arith.cmpi sle, %k, %c3_i32 : i32
    llvm.intr.assume %le : i1
    %base = arith.muli %k, %c536870912_i32 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %bs = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %bs, %range : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
    %a1 = tt.addptr %p1, %off : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
    %b = tt.load %a1 : tensor<1024x!tt.ptr<i8>, #blocked>
    %bf = arith.sitofp %b : tensor<1024xi8, #blocked> to tensor<1024xf32, #blocked>
    %s = arith.addf %v, %bf : tensor<1024xf32, #blocked>
    tt.store %a0, %s : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Loop induction variables are bounded by the loop's bounds.
// CHECK-LABEL: tt.func @loop(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %1 = arith.muli %arg2, %c1024_i32 : i32
// CHECK-NEXT: %2 = tt.splat %1 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = arith.addi %2, %0 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %4 = amdg.buffer_load %arg0[%3] : tensor<1024xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %4, %arg1[%3] : tensor<1024xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @loop(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    scf.for %i = %c0_i32 to %c16_i32 step %c1_i32  : i32 {
      %base = arith.muli %i, %c1024_i32 : i32
      %bs = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
      %off = arith.addi %bs, %range : tensor<1024xi32, #blocked>
      %a0 = tt.addptr %p0, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
      %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
      %a1 = tt.addptr %p1, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
      tt.store %a1, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    }
    tt.return
  }
}
