#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
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
    %22 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %23 = tt.addptr %22, %19 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %24 = tt.load %23, %21 {amd.pipeliner_part = "prologue"} : tensor<256x!tt.ptr<f32>, #blocked>
    %25 = arith.addi %2, %3 : i32
    %26 = tt.splat %25 : i32 -> tensor<256xi32, #blocked>
    %27 = arith.addi %26, %4 : tensor<256xi32, #blocked>
    %28 = arith.cmpi slt, %27, %5 : tensor<256xi32, #blocked>
    %29 = arith.addi %26, %4 : tensor<256xi32, #blocked>
    %30 = tt.splat %15 : i1 -> tensor<256xi1, #blocked>
    %31 = arith.andi %30, %28 : tensor<256xi1, #blocked>
    %32 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %33 = tt.addptr %32, %29 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %34 = tt.load %33, %31 {amd.pipeliner_part = "prologue"} : tensor<256x!tt.ptr<f32>, #blocked>
    %35 = arith.subi %13, %14 : i32
    %36:6 = scf.for %arg3 = %2 to %35 step %14 iter_args(%arg4 = %17, %arg5 = %24, %arg6 = %18, %arg7 = %27, %arg8 = %34, %arg9 = %28) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>)  : i32 {
      %53 = arith.addi %arg3, %14 : i32
      %54 = tt.splat %53 : i32 -> tensor<256xi32, #blocked>
      %55 = arith.addi %54, %4 : tensor<256xi32, #blocked>
      %56 = arith.cmpi slt, %55, %5 : tensor<256xi32, #blocked>
      %57 = arith.addi %54, %4 : tensor<256xi32, #blocked>
      %58 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %59 = tt.addptr %58, %57 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %60 = tt.load %59, %56 : tensor<256x!tt.ptr<f32>, #blocked>
      %61 = math.absf %arg5 : tensor<256xf32, #blocked>
      %62 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %63 = tt.addptr %62, %arg4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      tt.store %63, %61, %arg6 : tensor<256x!tt.ptr<f32>, #blocked>
      %64 = arith.addi %arg3, %14 : i32
      %65 = arith.addi %64, %3 : i32
      %66 = tt.splat %65 : i32 -> tensor<256xi32, #blocked>
      %67 = arith.addi %66, %4 : tensor<256xi32, #blocked>
      %68 = arith.cmpi slt, %67, %5 : tensor<256xi32, #blocked>
      %69 = arith.addi %66, %4 : tensor<256xi32, #blocked>
      %70 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %71 = tt.addptr %70, %69 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %72 = tt.load %71, %68 : tensor<256x!tt.ptr<f32>, #blocked>
      %73 = math.absf %arg8 : tensor<256xf32, #blocked>
      %74 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %75 = tt.addptr %74, %arg7 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      tt.store %75, %73, %arg9 : tensor<256x!tt.ptr<f32>, #blocked>
      scf.yield %55, %60, %56, %67, %72, %68 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>
    } {tt.num_stages = 2 : i32}
    %37 = arith.cmpi slt, %14, %c0_i32 : i32
    %38 = arith.select %37, %c1_i32, %c-1_i32 : i32
    %39 = arith.addi %12, %14 : i32
    %40 = arith.addi %39, %38 : i32
    %41 = arith.divsi %40, %14 : i32
    %42 = arith.cmpi sge, %41, %c1_i32 : i32
    %43 = math.absf %36#1 : tensor<256xf32, #blocked>
    %44 = tt.splat %42 : i1 -> tensor<256xi1, #blocked>
    %45 = arith.andi %44, %36#2 : tensor<256xi1, #blocked>
    %46 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %47 = tt.addptr %46, %36#0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %47, %43, %45 : tensor<256x!tt.ptr<f32>, #blocked>
    %48 = math.absf %36#4 : tensor<256xf32, #blocked>
    %49 = tt.splat %42 : i1 -> tensor<256xi1, #blocked>
    %50 = arith.andi %49, %36#5 : tensor<256xi1, #blocked>
    %51 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %52 = tt.addptr %51, %36#3 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %52, %48, %50 : tensor<256x!tt.ptr<f32>, #blocked>
    scf.for %arg3 = %13 to %arg2 step %3  : i32 {
      %53 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %54 = arith.addi %53, %4 : tensor<256xi32, #blocked>
      %55 = arith.cmpi slt, %54, %5 : tensor<256xi32, #blocked>
      %56 = arith.addi %53, %4 : tensor<256xi32, #blocked>
      %57 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %58 = tt.addptr %57, %56 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %59 = tt.load %58, %55 : tensor<256x!tt.ptr<f32>, #blocked>
      %60 = arith.addi %53, %4 : tensor<256xi32, #blocked>
      %61 = math.absf %59 : tensor<256xf32, #blocked>
      %62 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %63 = tt.addptr %62, %60 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      tt.store %63, %61, %55 : tensor<256x!tt.ptr<f32>, #blocked>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
