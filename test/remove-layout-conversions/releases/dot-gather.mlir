// Dot-operand hoisting moves a convert next to the load feeding it. From Triton 3.8 a leaf may be
// any descriptor load-like op (DescriptorLoadLikeOpInterface: tt.descriptor_load and
// tt.descriptor_gather; rule DOT_OPERAND_LEAVES), so the convert of the gathered, scaled A
// operand moves up to the tt.descriptor_gather and the arith.mulf runs in the dot-operand layout;
// 3.6 and 3.7 stop ("Leaves must be Load, DescriptorLoad or Constant"). Input written for pyopt;
// CHECK lines are each wheel's output (the pass run alone through triton._C.libtriton; 3.8.0 and
// 3.9.0 read the input with their spelling !tt.tensordesc<1x32xf16>, pyopt reads both).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// R36_37-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func @gather_dot_operand(%arg0: !tt.tensordesc<tensor<1x32xf16>>, %arg1: tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, %arg2: tensor<32x64x!tt.ptr<f16>, #blocked>, %arg3: tensor<64x64x!tt.ptr<f32>, #mma>, %arg4: i32) {
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// R36_37-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #blocked>
// R36_37-NEXT: %0 = scf.for %arg5 = %c0_i32 to %arg4 step %c1_i32 iter_args(%arg6 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
// R36_37-NEXT: %1 = tt.descriptor_gather %arg0[%arg1, %c0_i32] : (!tt.tensordesc<tensor<1x32xf16>>, tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, i32) -> tensor<64x32xf16, #blocked>
// R36_37-NEXT: %2 = tt.load %arg2 : tensor<32x64x!tt.ptr<f16>, #blocked>
// R36_37-NEXT: %3 = arith.mulf %1, %cst_0 : tensor<64x32xf16, #blocked>
// R36_37-NEXT: %4 = ttg.convert_layout %3 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// R36_37-NEXT: %5 = ttg.convert_layout %2 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// R36_37-NEXT: %6 = tt.dot %4, %5, %arg6 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// R36_37-NEXT: scf.yield %6 : tensor<64x64xf32, #mma>
// R36_37-NEXT: }
// R36_37-NEXT: tt.store %arg3, %0 : tensor<64x64x!tt.ptr<f32>, #mma>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R38_39: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// R38_39-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// R38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func @gather_dot_operand(%arg0: !tt.tensordesc<1x32xf16>, %arg1: tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, %arg2: tensor<32x64x!tt.ptr<f16>, #blocked>, %arg3: tensor<64x64x!tt.ptr<f32>, #mma>, %arg4: i32) {
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// R38_39-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// R38_39-NEXT: %0 = scf.for %arg5 = %c0_i32 to %arg4 step %c1_i32 iter_args(%arg6 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
// R38_39-NEXT: %1 = tt.descriptor_gather %arg0[%arg1, %c0_i32] : (!tt.tensordesc<1x32xf16>, tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, i32) -> tensor<64x32xf16, #blocked>
// R38_39-NEXT: %2 = ttg.convert_layout %1 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// R38_39-NEXT: %3 = tt.load %arg2 : tensor<32x64x!tt.ptr<f16>, #blocked>
// R38_39-NEXT: %4 = arith.mulf %2, %cst_0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// R38_39-NEXT: %5 = ttg.convert_layout %3 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// R38_39-NEXT: %6 = tt.dot %4, %5, %arg6 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// R38_39-NEXT: scf.yield %6 : tensor<64x64xf32, #mma>
// R38_39-NEXT: }
// R38_39-NEXT: tt.store %arg3, %0 : tensor<64x64x!tt.ptr<f32>, #mma>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_dot_operand(%desc: !tt.tensordesc<tensor<1x32xf16>>, %rows: tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked>, %q: tensor<64x64x!tt.ptr<f32>, #mma>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %two = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.descriptor_gather %desc[%rows, %c0] : (!tt.tensordesc<tensor<1x32xf16>>, tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, i32) -> tensor<64x32xf16, #blocked>
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
