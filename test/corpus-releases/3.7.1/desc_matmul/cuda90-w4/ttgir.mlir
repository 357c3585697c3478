#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i64 = arith.constant 2 : i64
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
    ttng.tensormap_create %10, %arg2, [%c64_i32, %c64_i32], [%arg4, %arg3], [%8], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %10 : !tt.ptr<i8>
    %11 = ttng.reinterpret_tensor_descriptor %10 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf16, #shared1>>
    %12 = arith.addi %arg5, %c31_i32 : i32
    %13 = arith.divsi %12, %c32_i32 : i32
    %14 = arith.muli %0, %c64_i32 : i32
    %15 = arith.muli %1, %c64_i32 : i32
    %16 = ttg.local_alloc : () -> !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared2, #smem, mutable>
    %19 = ttg.memdesc_index %18[%c0_i32] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %19, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %20 = ttg.memdesc_index %18[%c1_i32] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %21 = ttg.memdesc_index %18[%c2_i32] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %21, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %22 = arith.cmpi sgt, %13, %c0_i32 : i32
    ttng.barrier_expect %19, 8192, %22 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %23 = ttg.memdesc_index %16[%c0_i32] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %5[%14, %c0_i32] %23, %19, %22 : !tt.tensordesc<tensor<64x32xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %24 = ttg.memdesc_index %17[%c0_i32] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %9[%c0_i32, %15] %24, %19, %22 : !tt.tensordesc<tensor<32x64xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %25 = arith.cmpi sgt, %13, %c1_i32 : i32
    ttng.barrier_expect %20, 8192, %25 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %26 = ttg.memdesc_index %16[%c1_i32] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %5[%14, %c32_i32] %26, %20, %25 : !tt.tensordesc<tensor<64x32xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %27 = ttg.memdesc_index %17[%c1_i32] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %9[%c32_i32, %15] %27, %20, %25 : !tt.tensordesc<tensor<32x64xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %28:4 = scf.for %arg6 = %c0_i32 to %13 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c1_i32, %arg9 = %c-1_i32, %arg10 = %c0_i32) -> (tensor<64x64xf32, #mma>, i32, i32, i32)  : i32 {
      %32 = arith.subi %13, %c2_i32 : i32
      %33 = arith.cmpi slt, %arg6, %32 : i32
      %34 = arith.addi %arg9, %c1_i32 : i32
      %35 = arith.cmpi sge, %34, %c3_i32 : i32
      %36 = arith.select %35, %c0_i32, %34 : i32
      %37 = arith.xori %arg10, %c1_i32 : i32
      %38 = arith.select %35, %37, %arg10 : i32
      %39 = ttg.memdesc_index %18[%36] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      ttng.wait_barrier %39, %38 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      %40 = ttg.memdesc_index %17[%36] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %41 = ttg.memdesc_index %16[%36] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %42 = ttng.warp_group_dot %41, %40, %arg7 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> * !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<64x64xf32, #mma>
      %43:3 = ttng.warp_group_dot_wait %42, %41, %40 {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %44 = arith.addi %arg8, %c1_i32 : i32
      %45 = arith.cmpi sge, %44, %c3_i32 : i32
      %46 = arith.select %45, %c0_i32, %44 : i32
      %47 = arith.addi %arg6, %c2_i32 : i32
      %48 = arith.muli %47, %c32_i32 : i32
      %49 = ttg.memdesc_index %18[%46] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      ttng.barrier_expect %49, 8192, %33 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      %50 = ttg.memdesc_index %16[%46] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttng.async_tma_copy_global_to_local %5[%14, %48] %50, %49, %33 : !tt.tensordesc<tensor<64x32xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %51 = ttg.memdesc_index %17[%46] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttng.async_tma_copy_global_to_local %9[%48, %15] %51, %49, %33 : !tt.tensordesc<tensor<32x64xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %43#0, %46, %36, %38 : tensor<64x64xf32, #mma>, i32, i32, i32
    }
    %29 = ttng.warp_group_dot_wait %28#0 {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    ttng.inval_barrier %19 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.inval_barrier %20 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.inval_barrier %21 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttg.local_dealloc %18 : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable>
    ttg.local_dealloc %17 : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %16 : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable>
    %30 = arith.truncf %29 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %31 = ttg.local_alloc %30 : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %11[%14, %15] %31 : !tt.tensordesc<tensor<64x64xf16, #shared1>>, !ttg.memdesc<64x64xf16, #shared1, #smem>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}
