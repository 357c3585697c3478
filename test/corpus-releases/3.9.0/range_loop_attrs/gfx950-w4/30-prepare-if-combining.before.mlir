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
    %19 = arith.addi %16, %4 : tensor<256xi32, #blocked>
    %20 = tt.splat %15 : i1 -> tensor<256xi1, #blocked>
    %21 = arith.andi %20, %18 : tensor<256xi1, #blocked>
    %22 = amdg.buffer_load %arg0[%19], %21 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %23 = arith.addi %2, %3 : i32
    %24 = tt.splat %23 : i32 -> tensor<256xi32, #blocked>
    %25 = arith.addi %24, %4 : tensor<256xi32, #blocked>
    %26 = arith.cmpi slt, %25, %5 : tensor<256xi32, #blocked>
    %27 = arith.addi %24, %4 : tensor<256xi32, #blocked>
    %28 = tt.splat %15 : i1 -> tensor<256xi1, #blocked>
    %29 = arith.andi %28, %26 : tensor<256xi1, #blocked>
    %30 = amdg.buffer_load %arg0[%27], %29 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %31 = arith.subi %13, %14 : i32
    %32:6 = scf.for %arg3 = %2 to %31 step %14 iter_args(%arg4 = %17, %arg5 = %22, %arg6 = %18, %arg7 = %25, %arg8 = %30, %arg9 = %26) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>)  : i32 {
      %45 = arith.addi %arg3, %14 : i32
      %46 = tt.splat %45 : i32 -> tensor<256xi32, #blocked>
      %47 = arith.addi %46, %4 : tensor<256xi32, #blocked>
      %48 = arith.cmpi slt, %47, %5 : tensor<256xi32, #blocked>
      %49 = arith.addi %46, %4 : tensor<256xi32, #blocked>
      %50 = amdg.buffer_load %arg0[%49], %48 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %51 = math.absf %arg5 : tensor<256xf32, #blocked>
      amdg.buffer_store %51, %arg1[%arg4], %arg6 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %52 = arith.addi %arg3, %14 : i32
      %53 = arith.addi %52, %3 : i32
      %54 = tt.splat %53 : i32 -> tensor<256xi32, #blocked>
      %55 = arith.addi %54, %4 : tensor<256xi32, #blocked>
      %56 = arith.cmpi slt, %55, %5 : tensor<256xi32, #blocked>
      %57 = arith.addi %54, %4 : tensor<256xi32, #blocked>
      %58 = amdg.buffer_load %arg0[%57], %56 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %59 = math.absf %arg8 : tensor<256xf32, #blocked>
      amdg.buffer_store %59, %arg1[%arg7], %arg9 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      scf.yield %47, %50, %48, %55, %58, %56 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>
    } {tt.num_stages = 2 : i32}
    %33 = arith.cmpi slt, %14, %c0_i32 : i32
    %34 = arith.select %33, %c1_i32, %c-1_i32 : i32
    %35 = arith.addi %12, %14 : i32
    %36 = arith.addi %35, %34 : i32
    %37 = arith.divsi %36, %14 : i32
    %38 = arith.cmpi sge, %37, %c1_i32 : i32
    %39 = math.absf %32#1 : tensor<256xf32, #blocked>
    %40 = tt.splat %38 : i1 -> tensor<256xi1, #blocked>
    %41 = arith.andi %40, %32#2 : tensor<256xi1, #blocked>
    amdg.buffer_store %39, %arg1[%32#0], %41 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %42 = math.absf %32#4 : tensor<256xf32, #blocked>
    %43 = tt.splat %38 : i1 -> tensor<256xi1, #blocked>
    %44 = arith.andi %43, %32#5 : tensor<256xi1, #blocked>
    amdg.buffer_store %42, %arg1[%32#3], %44 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    scf.for %arg3 = %13 to %arg2 step %3  : i32 {
      %45 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %46 = arith.addi %45, %4 : tensor<256xi32, #blocked>
      %47 = arith.cmpi slt, %46, %5 : tensor<256xi32, #blocked>
      %48 = arith.addi %45, %4 : tensor<256xi32, #blocked>
      %49 = amdg.buffer_load %arg0[%48], %47 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
      %50 = arith.addi %45, %4 : tensor<256xi32, #blocked>
      %51 = math.absf %49 : tensor<256xf32, #blocked>
      amdg.buffer_store %51, %arg1[%50], %47 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
