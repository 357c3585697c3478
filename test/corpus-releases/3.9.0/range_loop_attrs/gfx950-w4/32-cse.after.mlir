#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @range_loop_attrs(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %4 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.subi %arg2, %2 : i32
    %7 = arith.subi %3, %c1_i32 : i32
    %8 = arith.addi %6, %7 : i32
    %9 = arith.divui %8, %3 : i32
    %10 = arith.remsi %9, %c2_i32 : i32
    %11 = arith.subi %9, %10 : i32
    %12 = arith.muli %11, %3 : i32
    %13 = arith.addi %2, %12 : i32
    %14 = arith.muli %1, %c512_i32 : i32
    %15 = arith.cmpi slt, %2, %13 : i32
    %16 = tt.splat %2 : i32 -> tensor<256xi32, #blocked>
    %17 = arith.addi %16, %4 : tensor<256xi32, #blocked>
    %18 = arith.cmpi slt, %17, %5 : tensor<256xi32, #blocked>
    %19 = tt.splat %15 : i1 -> tensor<256xi1, #blocked>
    %20 = arith.andi %19, %18 : tensor<256xi1, #blocked>
    %21 = amdg.buffer_load %arg0[%17], %20 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %22 = arith.addi %2, %3 : i32
    %23 = tt.splat %22 : i32 -> tensor<256xi32, #blocked>
    %24 = arith.addi %23, %4 : tensor<256xi32, #blocked>
    %25 = arith.cmpi slt, %24, %5 : tensor<256xi32, #blocked>
    %26 = arith.andi %19, %25 : tensor<256xi1, #blocked>
    %27 = amdg.buffer_load %arg0[%24], %26 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %28 = arith.subi %13, %14 : i32
    %29:6 = scf.for %arg3 = %2 to %28 step %14 iter_args(%arg4 = %17, %arg5 = %21, %arg6 = %18, %arg7 = %24, %arg8 = %27, %arg9 = %25) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>)  : i32 {
      %41 = arith.addi %arg3, %14 : i32
      %42 = tt.splat %41 : i32 -> tensor<256xi32, #blocked>
      %43 = arith.addi %42, %4 : tensor<256xi32, #blocked>
      %44 = arith.cmpi slt, %43, %5 : tensor<256xi32, #blocked>
      %45 = amdg.buffer_load %arg0[%43], %44 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %46 = math.absf %arg5 : tensor<256xf32, #blocked>
      amdg.buffer_store %46, %arg1[%arg4], %arg6 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %47 = arith.addi %41, %3 : i32
      %48 = tt.splat %47 : i32 -> tensor<256xi32, #blocked>
      %49 = arith.addi %48, %4 : tensor<256xi32, #blocked>
      %50 = arith.cmpi slt, %49, %5 : tensor<256xi32, #blocked>
      %51 = amdg.buffer_load %arg0[%49], %50 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %52 = math.absf %arg8 : tensor<256xf32, #blocked>
      amdg.buffer_store %52, %arg1[%arg7], %arg9 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      scf.yield %43, %45, %44, %49, %51, %50 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>
    } {tt.num_stages = 2 : i32}
    %30 = arith.cmpi slt, %14, %c0_i32 : i32
    %31 = arith.select %30, %c1_i32, %c-1_i32 : i32
    %32 = arith.addi %12, %14 : i32
    %33 = arith.addi %32, %31 : i32
    %34 = arith.divsi %33, %14 : i32
    %35 = arith.cmpi sge, %34, %c1_i32 : i32
    %36 = math.absf %29#1 : tensor<256xf32, #blocked>
    %37 = tt.splat %35 : i1 -> tensor<256xi1, #blocked>
    %38 = arith.andi %37, %29#2 : tensor<256xi1, #blocked>
    amdg.buffer_store %36, %arg1[%29#0], %38 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %39 = math.absf %29#4 : tensor<256xf32, #blocked>
    %40 = arith.andi %37, %29#5 : tensor<256xi1, #blocked>
    amdg.buffer_store %39, %arg1[%29#3], %40 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    scf.for %arg3 = %13 to %arg2 step %3  : i32 {
      %41 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %42 = arith.addi %41, %4 : tensor<256xi32, #blocked>
      %43 = arith.cmpi slt, %42, %5 : tensor<256xi32, #blocked>
      %44 = amdg.buffer_load %arg0[%42], %43 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %45 = math.absf %44 : tensor<256xf32, #blocked>
      amdg.buffer_store %45, %arg1[%42], %43 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
