// RUN: pyopt --triton-version=3.9 %s --split-input-file -optimize-buffer-op-ptr | FileCheck %s

// optimize-buffer-op-ptr under Triton 3.9: the cases of optimize-buffer-op-ptr.mlir in 3.9's
// syntax (the buffer ops spell the base pointer's type; no cache modifier), printed by
// pyopt --triton-version=3.9 from that file.  Expected output: Triton 3.9.0 (tools/oracle.py run
// --pass=optimize-buffer-op-ptr under its venv), which rewrites every case as 3.8.0 does.
// CHECK-LABEL: tt.func @load_first(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %cst_0, %arg5 = %arg0) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg5[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %3 = arith.addf %arg4, %2 : tensor<256xf32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %arg5, %c64_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %4, %3, %5 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: amdg.buffer_store %1#1, %arg1[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @add_first(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %0 = tt.splat %c64_i32 : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT: %1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %2:3 = scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg3 = %1, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f16>, !tt.ptr<f16>)  : i32 {
// CHECK-NEXT: %3 = tt.addptr %arg5, %c64_i32 : !tt.ptr<f16>, i32
// CHECK-NEXT: %4 = tt.addptr %arg4, %c64_i32 : !tt.ptr<f16>, i32
// CHECK-NEXT: %5 = arith.addi %0, %arg3 : tensor<256xi32, #blocked>
// CHECK-NEXT: %6 = amdg.buffer_load %4[%1] : !tt.ptr<f16> -> tensor<256xf16, #blocked>
// CHECK-NEXT: amdg.buffer_store %6, %3[%1] : !tt.ptr<f16> -> tensor<256xf16, #blocked>
// CHECK-NEXT: scf.yield %5, %4, %3 : tensor<256xi32, #blocked>, !tt.ptr<f16>, !tt.ptr<f16>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @negative_step(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c-64_i32 = arith.constant -64 : i32
// CHECK-NEXT: %c-64_i32_0 = arith.constant -64 : i32
// CHECK-NEXT: %cst = arith.constant dense<-64> : tensor<256xi32, #blocked>
// CHECK-NEXT: %cst_1 = arith.constant dense<4096> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1 = arith.addi %cst_1, %0 : tensor<256xi32, #blocked>
// CHECK-NEXT: %2:3 = scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg3 = %1, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %3 = amdg.buffer_load %arg4[%1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %3, %arg5[%1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %arg4, %c-64_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: %6 = tt.addptr %arg5, %c-64_i32_0 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %4, %5, %6 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @unknown_trip(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg0[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %2, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %3 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: scf.yield %3 : tensor<256xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @nonsplat_step(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked>
// CHECK-NEXT: %2:2 = scf.for %arg1 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg2 = %1, %arg3 = %cst) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>)  : i32 {
// CHECK-NEXT: %3 = amdg.buffer_load %arg0[%arg2] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg2, %0 : tensor<256xi32, #blocked>
// CHECK-NEXT: scf.yield %4, %3 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2#1 : tensor<256xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @nested(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<1024> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %2:2 = scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg6 = %arg3, %arg7 = %arg0) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %5 = amdg.buffer_load %arg7[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %5, %arg4[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %6 = arith.addi %arg6, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %7 = tt.addptr %arg7, %c64_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %6, %7 : tensor<256xi32, #blocked>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addi %arg3, %cst_0 : tensor<256xi32, #blocked>
// CHECK-NEXT: %4 = tt.addptr %arg4, %c1024_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %3, %4 : tensor<256xi32, #blocked>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_first(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked>
    %1:2 = scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %cst_0) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %3 = arith.addf %arg4, %2 : tensor<256xf32, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %4, %3 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>
    } {tt.num_stages = 2 : i32}
    amdg.buffer_store %1#1, %arg1[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    tt.return
  }
  tt.func @add_first(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.splat %c64_i32 : i32 -> tensor<256xi32, #blocked>
    %1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %2 = scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg3 = %1) -> (tensor<256xi32, #blocked>)  : i32 {
      %3 = arith.addi %0, %arg3 : tensor<256xi32, #blocked>
      %4 = amdg.buffer_load %arg0[%3] : !tt.ptr<f16> -> tensor<256xf16, #blocked>
      amdg.buffer_store %4, %arg1[%3] : !tt.ptr<f16> -> tensor<256xf16, #blocked>
      scf.yield %3 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @negative_step(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    %cst = arith.constant dense<-64> : tensor<256xi32, #blocked>
    %cst_0 = arith.constant dense<4096> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = arith.addi %cst_0, %0 : tensor<256xi32, #blocked>
    %2 = scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg3 = %1) -> (tensor<256xi32, #blocked>)  : i32 {
      %3 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %3, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %4 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @unknown_trip(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %2, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %3 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
      scf.yield %3 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @nonsplat_step(%arg0: !tt.ptr<f32>) -> tensor<256xf32, #blocked> {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %cst = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked>
    %2:2 = scf.for %arg1 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg2 = %1, %arg3 = %cst) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>)  : i32 {
      %3 = amdg.buffer_load %arg0[%arg2] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %4 = arith.addi %arg2, %0 : tensor<256xi32, #blocked>
      scf.yield %4, %3 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>
    }
    tt.return %2#1 : tensor<256xf32, #blocked>
  }
  tt.func @nested(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
    %cst_0 = arith.constant dense<1024> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = scf.for %arg4 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg5 = %arg3) -> (tensor<256xi32, #blocked>)  : i32 {
        %4 = amdg.buffer_load %arg0[%arg5] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
        amdg.buffer_store %4, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
        %5 = arith.addi %arg5, %cst : tensor<256xi32, #blocked>
        scf.yield %5 : tensor<256xi32, #blocked>
      }
      %3 = arith.addi %arg3, %cst_0 : tensor<256xi32, #blocked>
      scf.yield %3 : tensor<256xi32, #blocked>
    }
    tt.return
  }
}

// -----

// CHECK-LABEL: tt.func @atomics(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_0 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<i32>, !tt.ptr<i32>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %cst_1, %arg4[%0] : !tt.ptr<i32> -> tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = amdg.buffer_atomic_cas acq_rel, gpu, %2, %cst_1, %arg5[%0] : !tt.ptr<i32> -> tensor<256xi32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %arg4, %c256_i32 : !tt.ptr<i32>, i32
// CHECK-NEXT: %6 = tt.addptr %arg5, %c256_i32_0 : !tt.ptr<i32>, i32
// CHECK-NEXT: scf.yield %4, %5, %6 : tensor<256xi32, #blocked>, !tt.ptr<i32>, !tt.ptr<i32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @to_local(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg0) -> (tensor<256xi32, #blocked>, !tt.ptr<f16>)  : i32 {
// CHECK-NEXT: %2 = tt.addptr %arg4, %c256_i32 : !tt.ptr<f16>, i32
// CHECK-NEXT: %3 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %4 = amdg.buffer_load_to_local %2[%0] into %arg1 : !tt.ptr<f16>[tensor<256xi32, #blocked>]  -> <256xf16, #shared, #smem, mutable>
// CHECK-NEXT: scf.yield %3, %2 : tensor<256xi32, #blocked>, !tt.ptr<f16>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @iv_step(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %2 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = amdg.buffer_load %arg4[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %3, %arg5[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %2 : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %arg4, %arg2 : !tt.ptr<f32>, i32
// CHECK-NEXT: %6 = tt.addptr %arg5, %arg2 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %4, %5, %6 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @const_in_body(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg4[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %2, %arg5[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c32_i32_0 = arith.constant 32 : i32
// CHECK-NEXT: %cst = arith.constant dense<32> : tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %4 = tt.addptr %arg4, %c32_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: %5 = tt.addptr %arg5, %c32_i32_0 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %3, %4, %5 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @ptr_in_loop(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %2 = tt.addptr %arg0, %arg2 : !tt.ptr<f32>, i32
// CHECK-NEXT: %3 = amdg.buffer_load %2[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %3, %arg4[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %arg4, %c256_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %4, %5 : tensor<256xi32, #blocked>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @mixed_first(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_0 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %0, %arg5 = %arg0, %arg6 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %2 = tt.addptr %arg6, %c256_i32_0 : !tt.ptr<f32>, i32
// CHECK-NEXT: %3 = amdg.buffer_load %arg5[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = amdg.buffer_load %2[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %6 = arith.addf %3, %5 : tensor<256xf32, #blocked>
// CHECK-NEXT: %7 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: amdg.buffer_store %6, %arg2[%7] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %8 = tt.addptr %arg5, %c256_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %4, %8, %2 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @in_if(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_0 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %0, %arg5 = %arg0, %arg6 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: %5 = amdg.buffer_load %arg5[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %5, %arg6[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = tt.addptr %arg5, %c256_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: %4 = tt.addptr %arg6, %c256_i32_0 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %2, %3, %4 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @bytes_i8_f64(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c67108864_i32 = arith.constant 67108864 : i32
// CHECK-NEXT: %cst = arith.constant dense<67108864> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg0) -> (tensor<256xi32, #blocked>, !tt.ptr<i8>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg4[%0] : !tt.ptr<i8> -> tensor<256xi8, #blocked>
// CHECK-NEXT: %3 = amdg.buffer_load %arg1[%arg3] : !tt.ptr<f64> -> tensor<256xf64, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %arg4, %c67108864_i32 : !tt.ptr<i8>, i32
// CHECK-NEXT: scf.yield %4, %5 : tensor<256xi32, #blocked>, !tt.ptr<i8>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @assumed_step(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg2, %c0_i32 : i32
// CHECK-NEXT: llvm.intr.assume %0 : i1
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %c1024_i32 : i32
// CHECK-NEXT: llvm.intr.assume %1 : i1
// CHECK-NEXT: %2 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %4:3 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %3, %arg5 = %arg0, %arg6 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %5 = amdg.buffer_load %arg5[%3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %5, %arg6[%3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %6 = arith.addi %arg4, %2 : tensor<256xi32, #blocked>
// CHECK-NEXT: %7 = tt.addptr %arg5, %arg2 : !tt.ptr<f32>, i32
// CHECK-NEXT: %8 = tt.addptr %arg6, %arg2 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %6, %7, %8 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @mixed_sign_step(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.select %arg2, %c-4_i32, %c4_i32 : i32
// CHECK-NEXT: %1 = tt.splat %0 : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT: %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
// CHECK-NEXT: %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %2) -> (tensor<256xi32, #blocked>)  : i32 {
// CHECK-NEXT: %4 = amdg.buffer_load %arg0[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %5 = arith.addi %arg4, %1 : tensor<256xi32, #blocked>
// CHECK-NEXT: amdg.buffer_store %4, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: scf.yield %5 : tensor<256xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @offsets_not_carried(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %1 = arith.addi %0, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %2 = amdg.buffer_load %arg0[%1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %2, %arg1[%1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @yield_swapped(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %0) -> (tensor<256xi32, #blocked>, tensor<256xi32, #blocked>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %2, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %3 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: scf.yield %3, %4 : tensor<256xi32, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @atomics(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %cst_0 = arith.constant dense<1> : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %cst_0, %arg0[%arg3] : !tt.ptr<i32> -> tensor<256xi32, #blocked>
      %3 = amdg.buffer_atomic_cas acq_rel, gpu, %2, %cst_0, %arg1[%arg3] : !tt.ptr<i32> -> tensor<256xi32, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %4 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @to_local(%arg0: !tt.ptr<f16>, %arg1: !ttg.memdesc<256xf16, #shared, #smem, mutable>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      %3 = amdg.buffer_load_to_local %arg0[%2] into %arg1 : !tt.ptr<f16>[tensor<256xi32, #blocked>]  -> <256xf16, #shared, #smem, mutable>
      scf.yield %2 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @iv_step(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
      %3 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %3, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %4 = arith.addi %arg3, %2 : tensor<256xi32, #blocked>
      scf.yield %4 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @const_in_body(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %2, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %cst = arith.constant dense<32> : tensor<256xi32, #blocked>
      %3 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %3 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @ptr_in_loop(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = tt.addptr %arg0, %arg2 : !tt.ptr<f32>, i32
      %3 = amdg.buffer_load %2[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %3, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %4 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @mixed_first(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %3 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
      %4 = amdg.buffer_load %arg1[%3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %5 = arith.addf %2, %4 : tensor<256xf32, #blocked>
      %6 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
      amdg.buffer_store %5, %arg2[%6] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      scf.yield %3 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @in_if(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i1) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      scf.if %arg2 {
        %3 = amdg.buffer_load %arg0[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
        amdg.buffer_store %3, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      }
      %2 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
      scf.yield %2 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @bytes_i8_f64(%arg0: !tt.ptr<i8>, %arg1: !tt.ptr<f64>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<67108864> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<i8> -> tensor<256xi8, #blocked>
      %3 = amdg.buffer_load %arg1[%arg3] : !tt.ptr<f64> -> tensor<256xf64, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %4 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @assumed_step(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %0 = arith.cmpi sge, %arg2, %c0_i32 : i32
    llvm.intr.assume %0 : i1
    %1 = arith.cmpi slt, %arg2, %c1024_i32 : i32
    llvm.intr.assume %1 : i1
    %2 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %4 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %3) -> (tensor<256xi32, #blocked>)  : i32 {
      %5 = amdg.buffer_load %arg0[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %5, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %6 = arith.addi %arg4, %2 : tensor<256xi32, #blocked>
      scf.yield %6 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @mixed_sign_step(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i1) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c-4_i32 = arith.constant -4 : i32
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.select %arg2, %c-4_i32, %c4_i32 : i32
    %1 = tt.splat %0 : i32 -> tensor<256xi32, #blocked>
    %cst = arith.constant dense<64> : tensor<256xi32, #blocked>
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %2) -> (tensor<256xi32, #blocked>)  : i32 {
      %4 = amdg.buffer_load %arg0[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %5 = arith.addi %arg4, %1 : tensor<256xi32, #blocked>
      amdg.buffer_store %4, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      scf.yield %5 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @offsets_not_carried(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
      %1 = arith.addi %0, %cst : tensor<256xi32, #blocked>
      %2 = amdg.buffer_load %arg0[%1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %2, %arg1[%1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    }
    tt.return
  }
  tt.func @yield_swapped(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1:2 = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %0) -> (tensor<256xi32, #blocked>, tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %2, %arg1[%arg4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %3 = arith.addi %arg4, %cst : tensor<256xi32, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %3, %4 : tensor<256xi32, #blocked>, tensor<256xi32, #blocked>
    }
    tt.return
  }
}

// -----

// CHECK-LABEL: tt.func @masked(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_0 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg5 = %0, %arg6 = %arg0, %arg7 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg6[%0], %arg2, %arg3 stride = %c16_i32 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %2, %arg7[%0], %arg2 stride = %c16_i32 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %3 = arith.addi %arg5, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %4 = tt.addptr %arg6, %c256_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: %5 = tt.addptr %arg7, %c256_i32_0 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %3, %4, %5 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @inner_reads_outer(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_0 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %5 = amdg.buffer_load %arg4[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %5, %arg5[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = tt.addptr %arg4, %c256_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: %4 = tt.addptr %arg5, %c256_i32_0 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %2, %3, %4 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @two_loops(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_0 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_1 = arith.constant 256 : i32
// CHECK-NEXT: %c256_i32_2 = arith.constant 256 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %3 = amdg.buffer_load %arg4[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %3, %arg5[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %arg4, %c256_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: %6 = tt.addptr %arg5, %c256_i32_0 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %4, %5, %6 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %2:3 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %1#0, %arg4 = %arg0, %arg5 = %arg1) -> (tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>)  : i32 {
// CHECK-NEXT: %3 = tt.addptr %arg5, %c256_i32_2 : !tt.ptr<f32>, i32
// CHECK-NEXT: %4 = amdg.buffer_load %arg4[%1#0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %5 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
// CHECK-NEXT: amdg.buffer_store %4, %3[%1#0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %6 = tt.addptr %arg4, %c256_i32_1 : !tt.ptr<f32>, i32
// CHECK-NEXT: scf.yield %5, %6, %3 : tensor<256xi32, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2#0 : tensor<256xi32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @step_loop_arg(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %cst) -> (tensor<256xi32, #blocked>, tensor<256xi32, #blocked>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %2, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %3 = arith.addi %arg3, %arg4 : tensor<256xi32, #blocked>
// CHECK-NEXT: scf.yield %3, %arg4 : tensor<256xi32, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @self_add(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
// CHECK-NEXT: %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %3 = arith.addi %arg3, %arg3 : tensor<256xi32, #blocked>
// CHECK-NEXT: amdg.buffer_store %2, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK-NEXT: scf.yield %3 : tensor<256xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @masked(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: tensor<256xi1, #blocked>, %arg3: tensor<256xf32, #blocked>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c16_i32 = arith.constant 16 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg5 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg5], %arg2, %arg3 stride = %c16_i32 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %2, %arg1[%arg5], %arg2 stride = %c16_i32 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %3 = arith.addi %arg5, %cst : tensor<256xi32, #blocked>
      scf.yield %3 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @inner_reads_outer(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      scf.for %arg4 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %3 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
        amdg.buffer_store %3, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      }
      %2 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %2 : tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @two_loops(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) -> tensor<256xi32, #blocked> {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %3 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %3, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      scf.yield %4 : tensor<256xi32, #blocked>
    }
    %2 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %1) -> (tensor<256xi32, #blocked>)  : i32 {
      %3 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %4 = arith.addi %arg3, %cst : tensor<256xi32, #blocked>
      amdg.buffer_store %3, %arg1[%4] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      scf.yield %4 : tensor<256xi32, #blocked>
    }
    tt.return %2 : tensor<256xi32, #blocked>
  }
  tt.func @step_loop_arg(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %cst = arith.constant dense<256> : tensor<256xi32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1:2 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0, %arg4 = %cst) -> (tensor<256xi32, #blocked>, tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      amdg.buffer_store %2, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %3 = arith.addi %arg3, %arg4 : tensor<256xi32, #blocked>
      scf.yield %3, %arg4 : tensor<256xi32, #blocked>, tensor<256xi32, #blocked>
    }
    tt.return
  }
  tt.func @self_add(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %0) -> (tensor<256xi32, #blocked>)  : i32 {
      %2 = amdg.buffer_load %arg0[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %3 = arith.addi %arg3, %arg3 : tensor<256xi32, #blocked>
      amdg.buffer_store %2, %arg1[%arg3] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      scf.yield %3 : tensor<256xi32, #blocked>
    }
    tt.return
  }
}
