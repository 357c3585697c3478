#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @range_loop_attrs(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c512_i32 = arith.constant 512 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    %2 = arith.muli %0, %c256_i32 : i32
    %3 = arith.muli %1, %c256_i32 : i32
    %4 = arith.subi %arg2, %2 : i32
    %5 = arith.subi %3, %c1_i32 : i32
    %6 = arith.addi %4, %5 : i32
    %7 = arith.divui %6, %3 : i32
    %8 = arith.remsi %7, %c2_i32 : i32
    %9 = arith.subi %7, %8 : i32
    %10 = arith.muli %9, %3 : i32
    %11 = arith.addi %2, %10 : i32
    %12 = arith.muli %1, %c512_i32 : i32
    %13 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %14 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %15 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %16 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<1x256xf32, #shared, #smem, mutable>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<1x256xf32, #shared, #smem, mutable>
    %19 = arith.cmpi slt, %2, %11 : i32
    %20 = tt.splat %2 : i32 -> tensor<256xi32, #blocked>
    %21 = arith.addi %20, %13 : tensor<256xi32, #blocked>
    %22 = arith.cmpi slt, %21, %14 : tensor<256xi32, #blocked>
    %23 = tt.addptr %15, %21 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %24 = ttg.memdesc_index %17[%c0_i32] : !ttg.memdesc<1x256xf32, #shared, #smem, mutable> -> !ttg.memdesc<256xf32, #shared, #smem, mutable>
    %25 = tt.splat %19 : i1 -> tensor<256xi1, #blocked>
    %26 = arith.andi %25, %22 : tensor<256xi1, #blocked>
    %27 = ttg.async_copy_global_to_local %23, %24 mask %26 {contiguity = 4 : i32} : tensor<256x!tt.ptr<f32>, #blocked> -> <256xf32, #shared, #smem, mutable>
    %28 = ttg.async_commit_group tokens %27
    %29 = arith.addi %2, %3 : i32
    %30 = tt.splat %29 : i32 -> tensor<256xi32, #blocked>
    %31 = arith.addi %30, %13 : tensor<256xi32, #blocked>
    %32 = arith.cmpi slt, %31, %14 : tensor<256xi32, #blocked>
    %33 = tt.addptr %15, %31 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %34 = ttg.memdesc_index %18[%c0_i32] : !ttg.memdesc<1x256xf32, #shared, #smem, mutable> -> !ttg.memdesc<256xf32, #shared, #smem, mutable>
    %35 = arith.andi %25, %32 : tensor<256xi1, #blocked>
    %36 = ttg.async_copy_global_to_local %33, %34 mask %35 {contiguity = 4 : i32} : tensor<256x!tt.ptr<f32>, #blocked> -> <256xf32, #shared, #smem, mutable>
    %37 = ttg.async_commit_group tokens %36
    %38:8 = scf.for %arg3 = %2 to %11 step %12 iter_args(%arg4 = %c0_i32, %arg5 = %c-1_i32, %arg6 = %28, %arg7 = %21, %arg8 = %22, %arg9 = %37, %arg10 = %31, %arg11 = %32) -> (i32, i32, !ttg.async.token, tensor<256xi32, #blocked>, tensor<256xi1, #blocked>, !ttg.async.token, tensor<256xi32, #blocked>, tensor<256xi1, #blocked>)  : i32 {
      %40 = arith.subi %11, %12 : i32
      %41 = arith.cmpi slt, %arg3, %40 : i32
      %42 = arith.addi %arg5, %c1_i32 : i32
      %43 = arith.cmpi sge, %42, %c1_i32 : i32
      %44 = arith.select %43, %c0_i32, %42 : i32
      %45 = ttg.async_wait %arg6, %arg9 {num = 0 : i32}
      %46 = ttg.memdesc_index %17[%44] : !ttg.memdesc<1x256xf32, #shared, #smem, mutable> -> !ttg.memdesc<256xf32, #shared, #smem, mutable>
      %47 = ttg.local_load %46 token %45 : !ttg.memdesc<256xf32, #shared, #smem, mutable> -> tensor<256xf32, #blocked>
      %48 = tt.addptr %16, %arg7 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %49 = math.absf %47 : tensor<256xf32, #blocked>
      tt.store %48, %49, %arg8 : tensor<256x!tt.ptr<f32>, #blocked>
      %50 = ttg.memdesc_index %18[%44] : !ttg.memdesc<1x256xf32, #shared, #smem, mutable> -> !ttg.memdesc<256xf32, #shared, #smem, mutable>
      %51 = ttg.local_load %50 token %45 : !ttg.memdesc<256xf32, #shared, #smem, mutable> -> tensor<256xf32, #blocked>
      %52 = tt.addptr %16, %arg10 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %53 = math.absf %51 : tensor<256xf32, #blocked>
      tt.store %52, %53, %arg11 : tensor<256x!tt.ptr<f32>, #blocked>
      %54 = arith.addi %arg4, %c1_i32 : i32
      %55 = arith.cmpi sge, %54, %c1_i32 : i32
      %56 = arith.select %55, %c0_i32, %54 : i32
      %57 = arith.addi %arg3, %12 : i32
      %58 = tt.splat %57 : i32 -> tensor<256xi32, #blocked>
      %59 = arith.addi %58, %13 : tensor<256xi32, #blocked>
      %60 = arith.cmpi slt, %59, %14 : tensor<256xi32, #blocked>
      %61 = tt.addptr %15, %59 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %62 = ttg.memdesc_index %17[%56] : !ttg.memdesc<1x256xf32, #shared, #smem, mutable> -> !ttg.memdesc<256xf32, #shared, #smem, mutable>
      %63 = tt.splat %41 : i1 -> tensor<256xi1, #blocked>
      %64 = arith.andi %63, %60 : tensor<256xi1, #blocked>
      %65 = ttg.async_copy_global_to_local %61, %62 mask %64 {contiguity = 4 : i32} : tensor<256x!tt.ptr<f32>, #blocked> -> <256xf32, #shared, #smem, mutable>
      %66 = ttg.async_commit_group tokens %65
      %67 = arith.addi %57, %3 : i32
      %68 = tt.splat %67 : i32 -> tensor<256xi32, #blocked>
      %69 = arith.addi %68, %13 : tensor<256xi32, #blocked>
      %70 = arith.cmpi slt, %69, %14 : tensor<256xi32, #blocked>
      %71 = tt.addptr %15, %69 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %72 = ttg.memdesc_index %18[%56] : !ttg.memdesc<1x256xf32, #shared, #smem, mutable> -> !ttg.memdesc<256xf32, #shared, #smem, mutable>
      %73 = arith.andi %63, %70 : tensor<256xi1, #blocked>
      %74 = ttg.async_copy_global_to_local %71, %72 mask %73 {contiguity = 4 : i32} : tensor<256x!tt.ptr<f32>, #blocked> -> <256xf32, #shared, #smem, mutable>
      %75 = ttg.async_commit_group tokens %74
      scf.yield %56, %44, %66, %59, %60, %75, %69, %70 : i32, i32, !ttg.async.token, tensor<256xi32, #blocked>, tensor<256xi1, #blocked>, !ttg.async.token, tensor<256xi32, #blocked>, tensor<256xi1, #blocked>
    } {tt.num_stages = 2 : i32}
    %39 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %18 : !ttg.memdesc<1x256xf32, #shared, #smem, mutable>
    ttg.local_dealloc %17 : !ttg.memdesc<1x256xf32, #shared, #smem, mutable>
    scf.for %arg3 = %11 to %arg2 step %3  : i32 {
      %40 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %41 = arith.addi %40, %13 : tensor<256xi32, #blocked>
      %42 = arith.cmpi slt, %41, %14 : tensor<256xi32, #blocked>
      %43 = tt.addptr %15, %41 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %44 = tt.load %43, %42 : tensor<256x!tt.ptr<f32>, #blocked>
      %45 = tt.addptr %16, %41 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %46 = math.absf %44 : tensor<256xf32, #blocked>
      tt.store %45, %46, %42 : tensor<256x!tt.ptr<f32>, #blocked>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
