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
    %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %7 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %8 = arith.subi %arg2, %2 : i32
    %9 = arith.subi %3, %c1_i32 : i32
    %10 = arith.addi %8, %9 : i32
    %11 = arith.divui %10, %3 : i32
    %12 = arith.remsi %11, %c2_i32 : i32
    %13 = arith.subi %11, %12 : i32
    %14 = arith.muli %13, %3 : i32
    %15 = arith.addi %2, %14 : i32
    %16 = arith.muli %1, %c512_i32 : i32
    %17 = arith.cmpi slt, %2, %15 : i32
    %18 = tt.splat %2 : i32 -> tensor<256xi32, #blocked>
    %19 = arith.addi %18, %4 : tensor<256xi32, #blocked>
    %20 = arith.cmpi slt, %19, %5 : tensor<256xi32, #blocked>
    %21 = tt.addptr %6, %19 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %22 = tt.splat %17 : i1 -> tensor<256xi1, #blocked>
    %23 = arith.andi %22, %20 : tensor<256xi1, #blocked>
    %24 = tt.load %21, %23 {amd.pipeliner_part = "prologue"} : tensor<256x!tt.ptr<f32>, #blocked>
    %25 = arith.addi %2, %3 : i32
    %26 = tt.splat %25 : i32 -> tensor<256xi32, #blocked>
    %27 = arith.addi %26, %4 : tensor<256xi32, #blocked>
    %28 = arith.cmpi slt, %27, %5 : tensor<256xi32, #blocked>
    %29 = tt.addptr %6, %27 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %30 = tt.splat %17 : i1 -> tensor<256xi1, #blocked>
    %31 = arith.andi %30, %28 : tensor<256xi1, #blocked>
    %32 = tt.load %29, %31 {amd.pipeliner_part = "prologue"} : tensor<256x!tt.ptr<f32>, #blocked>
    %33 = arith.subi %15, %16 : i32
    %34:6 = scf.for %arg3 = %2 to %33 step %16 iter_args(%arg4 = %19, %arg5 = %24, %arg6 = %20, %arg7 = %27, %arg8 = %32, %arg9 = %28) -> (tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>)  : i32 {
      %49 = arith.addi %arg3, %16 : i32
      %50 = tt.splat %49 : i32 -> tensor<256xi32, #blocked>
      %51 = arith.addi %50, %4 : tensor<256xi32, #blocked>
      %52 = arith.cmpi slt, %51, %5 : tensor<256xi32, #blocked>
      %53 = tt.addptr %6, %51 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %54 = tt.load %53, %52 : tensor<256x!tt.ptr<f32>, #blocked>
      %55 = tt.addptr %7, %arg4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %56 = math.absf %arg5 : tensor<256xf32, #blocked>
      tt.store %55, %56, %arg6 : tensor<256x!tt.ptr<f32>, #blocked>
      %57 = arith.addi %arg3, %16 : i32
      %58 = arith.addi %57, %3 : i32
      %59 = tt.splat %58 : i32 -> tensor<256xi32, #blocked>
      %60 = arith.addi %59, %4 : tensor<256xi32, #blocked>
      %61 = arith.cmpi slt, %60, %5 : tensor<256xi32, #blocked>
      %62 = tt.addptr %6, %60 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %63 = tt.load %62, %61 : tensor<256x!tt.ptr<f32>, #blocked>
      %64 = tt.addptr %7, %arg7 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %65 = math.absf %arg8 : tensor<256xf32, #blocked>
      tt.store %64, %65, %arg9 : tensor<256x!tt.ptr<f32>, #blocked>
      scf.yield %51, %54, %52, %60, %63, %61 : tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>, tensor<256xi32, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>
    } {tt.num_stages = 2 : i32}
    %35 = arith.cmpi slt, %16, %c0_i32 : i32
    %36 = arith.select %35, %c1_i32, %c-1_i32 : i32
    %37 = arith.addi %14, %16 : i32
    %38 = arith.addi %37, %36 : i32
    %39 = arith.divsi %38, %16 : i32
    %40 = arith.cmpi sge, %39, %c1_i32 : i32
    %41 = tt.addptr %7, %34#0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %42 = math.absf %34#1 : tensor<256xf32, #blocked>
    %43 = tt.splat %40 : i1 -> tensor<256xi1, #blocked>
    %44 = arith.andi %43, %34#2 : tensor<256xi1, #blocked>
    tt.store %41, %42, %44 : tensor<256x!tt.ptr<f32>, #blocked>
    %45 = tt.addptr %7, %34#3 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %46 = math.absf %34#4 : tensor<256xf32, #blocked>
    %47 = tt.splat %40 : i1 -> tensor<256xi1, #blocked>
    %48 = arith.andi %47, %34#5 : tensor<256xi1, #blocked>
    tt.store %45, %46, %48 : tensor<256x!tt.ptr<f32>, #blocked>
    scf.for %arg3 = %15 to %arg2 step %3  : i32 {
      %49 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %50 = arith.addi %49, %4 : tensor<256xi32, #blocked>
      %51 = arith.cmpi slt, %50, %5 : tensor<256xi32, #blocked>
      %52 = tt.addptr %6, %50 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %53 = tt.load %52, %51 : tensor<256x!tt.ptr<f32>, #blocked>
      %54 = tt.addptr %7, %50 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %55 = math.absf %53 : tensor<256xf32, #blocked>
      tt.store %54, %55, %51 : tensor<256x!tt.ptr<f32>, #blocked>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
