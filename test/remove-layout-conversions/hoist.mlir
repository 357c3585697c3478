// RUN: pyopt %s -split-input-file -remove-layout-conversions | FileCheck %s

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @remat_iter_arg(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
// CHECK-NEXT: tt.store %arg0, %arg3 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = arith.addf %arg3, %cst : tensor<64x64xf32, #blocked>
// CHECK-NEXT: scf.yield %1 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // A loop-carried value converted inside the loop: the loop gets a second
  // iteration argument in the converted layout.
  tt.func @remat_iter_arg(%q: tensor<64x64x!tt.ptr<f32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked1>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (tensor<64x64xf32, #blocked1>) : i32 {
      %x = ttg.convert_layout %acc : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
      tt.store %q, %x : tensor<64x64x!tt.ptr<f32>, #blocked>
      %0 = arith.addf %acc, %one : tensor<64x64xf32, #blocked1>
      scf.yield %0 : tensor<64x64xf32, #blocked1>
    }
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @hoist_above_ext(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
// CHECK-NEXT: %2 = arith.extf %1 : tensor<64x64xf16, #blocked1> to tensor<64x64xf32, #blocked1>
// CHECK-NEXT: tt.store %arg1, %2 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The convert moves above the extension: it converts f16 instead of f32.
  tt.func @hoist_above_ext(%p: tensor<64x64x!tt.ptr<f16>, #blocked1>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %1 = arith.extf %0 : tensor<64x64xf16, #blocked1> to tensor<64x64xf32, #blocked1>
    %2 = ttg.convert_layout %1 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %2 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @hoist_above_broadcast(%arg0: tensor<64x1x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x1x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT: tt.store %arg1, %2 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The convert moves above the broadcast: it converts 64 values, not 64x64.
  tt.func @hoist_above_broadcast(%p: tensor<64x1x!tt.ptr<f32>, #blocked1>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>) {
    %0 = tt.load %p : tensor<64x1x!tt.ptr<f32>, #blocked1>
    %1 = tt.broadcast %0 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
    %2 = ttg.convert_layout %1 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %2 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @hoist_into_if(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>, %arg2: i32, %arg3: i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: scf.for %arg4 = %c0_i32 to %arg2 step %c1_i32  : i32 {
// CHECK-NEXT: %0 = scf.if %arg3 -> (tensor<64x64xf32, #blocked1>) {
// CHECK-NEXT: %1 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = ttg.convert_layout %1 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT: scf.yield %2 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: }
// CHECK-NEXT: tt.store %arg1, %0 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // In a loop, a convert after an scf.if whose one branch is cheap to recompute
  // moves into the other branch.
  tt.func @hoist_into_if(%p: tensor<64x64x!tt.ptr<f32>, #blocked1>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>, %n: i32, %c: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %0 = scf.if %c -> (tensor<64x64xf32, #blocked1>) {
        %1 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked1>
        scf.yield %1 : tensor<64x64xf32, #blocked1>
      } else {
        scf.yield %zero : tensor<64x64xf32, #blocked1>
      }
      %2 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
      tt.store %q, %2 : tensor<64x64x!tt.ptr<f32>, #blocked>
    }
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @hoist_dot_operand(%arg0: tensor<64x32x!tt.ptr<f16>, #blocked>, %arg1: tensor<32x64x!tt.ptr<f16>, #blocked>, %arg2: tensor<64x64x!tt.ptr<f32>, #mma>, %arg3: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %0 = scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg5 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
// CHECK-NEXT: %1 = tt.load %arg0 : tensor<64x32x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %2 = ttg.convert_layout %1 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %3 = tt.load %arg1 : tensor<32x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %4 = arith.mulf %2, %cst_0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %5 = ttg.convert_layout %3 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %6 = tt.dot %4, %5, %arg5 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: scf.yield %6 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-NEXT: tt.store %arg2, %0 : tensor<64x64x!tt.ptr<f32>, #mma>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Converts into dot operands move next to the loads feeding them.
  tt.func @hoist_dot_operand(%pa: tensor<64x32x!tt.ptr<f16>, #blocked>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked>, %q: tensor<64x64x!tt.ptr<f32>, #mma>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %two = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
      %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked>
      %a2 = arith.mulf %a, %two : tensor<64x32xf16, #blocked>
      %ca = ttg.convert_layout %a2 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %cb = ttg.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %ca, %cb, %acc : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.store %q, %r : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}
