module {
  tt.func public @range_loop_attrs(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    %2 = arith.muli %0, %c256_i32 : i32
    %3 = arith.muli %1, %c256_i32 : i32
    %4 = arith.subi %arg2, %2 : i32
    %c1_i32 = arith.constant 1 : i32
    %5 = arith.subi %3, %c1_i32 : i32
    %6 = arith.addi %4, %5 : i32
    %7 = arith.divui %6, %3 : i32
    %c2_i32 = arith.constant 2 : i32
    %8 = arith.remsi %7, %c2_i32 : i32
    %9 = arith.subi %7, %8 : i32
    %10 = arith.muli %9, %3 : i32
    %11 = arith.addi %2, %10 : i32
    %12 = arith.muli %3, %c2_i32 : i32
    scf.for %arg3 = %2 to %11 step %12  : i32 {
      %13 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
      %14 = tt.splat %arg3 : i32 -> tensor<256xi32>
      %15 = arith.addi %14, %13 : tensor<256xi32>
      %16 = tt.splat %arg2 : i32 -> tensor<256xi32>
      %17 = arith.cmpi slt, %15, %16 : tensor<256xi32>
      %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
      %19 = tt.addptr %18, %15 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %20 = tt.load %19, %17 : tensor<256x!tt.ptr<f32>>
      %21 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
      %22 = tt.addptr %21, %15 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %23 = math.absf %20 : tensor<256xf32>
      tt.store %22, %23, %17 : tensor<256x!tt.ptr<f32>>
      %c1_i32_0 = arith.constant 1 : i32
      %24 = arith.muli %3, %c1_i32_0 : i32
      %25 = arith.addi %arg3, %24 : i32
      %26 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
      %27 = tt.splat %25 : i32 -> tensor<256xi32>
      %28 = arith.addi %27, %26 : tensor<256xi32>
      %29 = tt.splat %arg2 : i32 -> tensor<256xi32>
      %30 = arith.cmpi slt, %28, %29 : tensor<256xi32>
      %31 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
      %32 = tt.addptr %31, %28 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %33 = tt.load %32, %30 : tensor<256x!tt.ptr<f32>>
      %34 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
      %35 = tt.addptr %34, %28 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %36 = math.absf %33 : tensor<256xf32>
      tt.store %35, %36, %30 : tensor<256x!tt.ptr<f32>>
    } {tt.num_stages = 2 : i32}
    scf.for %arg3 = %11 to %arg2 step %3  : i32 {
      %13 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
      %14 = tt.splat %arg3 : i32 -> tensor<256xi32>
      %15 = arith.addi %14, %13 : tensor<256xi32>
      %16 = tt.splat %arg2 : i32 -> tensor<256xi32>
      %17 = arith.cmpi slt, %15, %16 : tensor<256xi32>
      %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
      %19 = tt.addptr %18, %15 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %20 = tt.load %19, %17 : tensor<256x!tt.ptr<f32>>
      %21 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
      %22 = tt.addptr %21, %15 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %23 = math.absf %20 : tensor<256xf32>
      tt.store %22, %23, %17 : tensor<256x!tt.ptr<f32>>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
