module {
  tt.func public @range_loop_attrs(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    %2 = arith.muli %0, %c256_i32 : i32
    %3 = arith.muli %1, %c256_i32 : i32
    %4 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %5 = tt.splat %arg2 : i32 -> tensor<256xi32>
    %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %7 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %8 = arith.subi %arg2, %2 : i32
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.subi %3, %c1_i32 : i32
    %10 = arith.addi %8, %9 : i32
    %11 = arith.divui %10, %3 : i32
    %c2_i32 = arith.constant 2 : i32
    %12 = arith.remsi %11, %c2_i32 : i32
    %13 = arith.subi %11, %12 : i32
    %14 = arith.muli %13, %3 : i32
    %15 = arith.addi %2, %14 : i32
    %16 = arith.muli %3, %c2_i32 : i32
    scf.for %arg3 = %2 to %15 step %16  : i32 {
      %17 = tt.splat %arg3 : i32 -> tensor<256xi32>
      %18 = arith.addi %17, %4 : tensor<256xi32>
      %19 = arith.cmpi slt, %18, %5 : tensor<256xi32>
      %20 = tt.addptr %6, %18 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %21 = tt.load %20, %19 : tensor<256x!tt.ptr<f32>>
      %22 = tt.addptr %7, %18 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %23 = math.absf %21 : tensor<256xf32>
      tt.store %22, %23, %19 : tensor<256x!tt.ptr<f32>>
      %c1_i32_0 = arith.constant 1 : i32
      %24 = arith.muli %3, %c1_i32_0 : i32
      %25 = arith.addi %arg3, %24 : i32
      %26 = tt.splat %25 : i32 -> tensor<256xi32>
      %27 = arith.addi %26, %4 : tensor<256xi32>
      %28 = arith.cmpi slt, %27, %5 : tensor<256xi32>
      %29 = tt.addptr %6, %27 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %30 = tt.load %29, %28 : tensor<256x!tt.ptr<f32>>
      %31 = tt.addptr %7, %27 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %32 = math.absf %30 : tensor<256xf32>
      tt.store %31, %32, %28 : tensor<256x!tt.ptr<f32>>
    } {tt.num_stages = 2 : i32}
    scf.for %arg3 = %15 to %arg2 step %3  : i32 {
      %17 = tt.splat %arg3 : i32 -> tensor<256xi32>
      %18 = arith.addi %17, %4 : tensor<256xi32>
      %19 = arith.cmpi slt, %18, %5 : tensor<256xi32>
      %20 = tt.addptr %6, %18 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %21 = tt.load %20, %19 : tensor<256x!tt.ptr<f32>>
      %22 = tt.addptr %7, %18 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
      %23 = math.absf %21 : tensor<256xf32>
      tt.store %22, %23, %19 : tensor<256x!tt.ptr<f32>>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
