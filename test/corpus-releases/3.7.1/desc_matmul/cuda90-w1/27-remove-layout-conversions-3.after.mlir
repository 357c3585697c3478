#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i64 = arith.constant 2 : i64
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %4 = arith.muli %2, %c2_i64 : i64
    ttng.tensormap_create %3, %arg0, [%c32_i32, %c64_i32], [%arg5, %arg3], [%4], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 2 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %3 : !tt.ptr<i8>
    %5 = ttng.reinterpret_tensor_descriptor %3 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x32xf16, #shared>>
    %6 = arith.extsi %arg4 : i32 to i64
    %7 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %8 = arith.muli %6, %c2_i64 : i64
    ttng.tensormap_create %7, %arg1, [%c64_i32, %c32_i32], [%arg4, %arg5], [%8], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %7 : !tt.ptr<i8>
    %9 = ttng.reinterpret_tensor_descriptor %7 : !tt.ptr<i8> to !tt.tensordesc<tensor<32x64xf16, #shared1>>
    %10 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %11 = arith.muli %6, %c2_i64 : i64
    ttng.tensormap_create %10, %arg2, [%c64_i32, %c64_i32], [%arg4, %arg3], [%11], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %10 : !tt.ptr<i8>
    %12 = ttng.reinterpret_tensor_descriptor %10 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf16, #shared1>>
    %13 = arith.addi %arg5, %c31_i32 : i32
    %14 = arith.divsi %13, %c32_i32 : i32
    %15 = arith.muli %0, %c64_i32 : i32
    %16 = arith.muli %1, %c64_i32 : i32
    %17 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %19 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared2, #smem, mutable>
    %20 = ttg.memdesc_index %19[%c0_i32] : !ttg.memdesc<2x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %21 = ttg.memdesc_index %19[%c1_i32] : !ttg.memdesc<2x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %21, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %22 = arith.cmpi sgt, %14, %c0_i32 : i32
    ttng.barrier_expect %20, 8192, %22 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %23 = ttg.memdesc_index %17[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %5[%15, %c0_i32] %23, %20, %22 : !tt.tensordesc<tensor<64x32xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %24 = ttg.memdesc_index %18[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %9[%c0_i32, %16] %24, %20, %22 : !tt.tensordesc<tensor<32x64xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %25 = arith.cmpi sgt, %14, %c1_i32 : i32
    ttng.barrier_expect %21, 8192, %25 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %26 = ttg.memdesc_index %17[%c1_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %5[%15, %c32_i32] %26, %21, %25 : !tt.tensordesc<tensor<64x32xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %27 = ttg.memdesc_index %18[%c1_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %9[%c32_i32, %16] %27, %21, %25 : !tt.tensordesc<tensor<32x64xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %28:4 = scf.for %arg6 = %c0_i32 to %14 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c1_i32, %arg9 = %c-1_i32, %arg10 = %c0_i32) -> (tensor<64x64xf32, #mma>, i32, i32, i32)  : i32 {
      %31 = arith.subi %14, %c2_i32 : i32
      %32 = arith.cmpi slt, %arg6, %31 : i32
      %33 = arith.addi %arg9, %c1_i32 : i32
      %34 = arith.cmpi sge, %33, %c2_i32 : i32
      %35 = arith.select %34, %c0_i32, %33 : i32
      %36 = arith.xori %arg10, %c1_i32 : i32
      %37 = arith.select %34, %36, %arg10 : i32
      %38 = ttg.memdesc_index %19[%35] : !ttg.memdesc<2x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      ttng.wait_barrier %38, %37 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      %39 = ttg.memdesc_index %18[%35] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %40 = ttg.local_load %39 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %41 = ttg.memdesc_index %17[%35] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %42 = ttg.local_load %41 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %43 = tt.dot %42, %40, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %44 = arith.addi %arg8, %c1_i32 : i32
      %45 = arith.cmpi sge, %44, %c2_i32 : i32
      %46 = arith.select %45, %c0_i32, %44 : i32
      %47 = arith.addi %arg6, %c2_i32 : i32
      %48 = arith.muli %47, %c32_i32 : i32
      %49 = ttg.memdesc_index %19[%46] : !ttg.memdesc<2x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      ttng.barrier_expect %49, 8192, %32 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      %50 = ttg.memdesc_index %17[%46] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttng.async_tma_copy_global_to_local %5[%15, %48] %50, %49, %32 : !tt.tensordesc<tensor<64x32xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %51 = ttg.memdesc_index %18[%46] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttng.async_tma_copy_global_to_local %9[%48, %16] %51, %49, %32 : !tt.tensordesc<tensor<32x64xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %43, %46, %35, %37 : tensor<64x64xf32, #mma>, i32, i32, i32
    }
    ttng.inval_barrier %20 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.inval_barrier %21 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttg.local_dealloc %19 : !ttg.memdesc<2x1xi64, #shared2, #smem, mutable>
    ttg.local_dealloc %18 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %17 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %29 = arith.truncf %28#0 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %30 = ttg.local_alloc %29 : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %12[%15, %16] %30 : !tt.tensordesc<tensor<64x64xf16, #shared1>>, !ttg.memdesc<64x64xf16, #shared1, #smem>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}
