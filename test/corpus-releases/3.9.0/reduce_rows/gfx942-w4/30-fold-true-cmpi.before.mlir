#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked1>
    %8 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %10 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked>
    %11 = arith.cmpi slt, %9, %10 : tensor<16x1xi32, #blocked>
    %12 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked>
    %13 = tt.broadcast %11 : tensor<16x1xi1, #blocked> -> tensor<16x128xi1, #blocked>
    %14 = arith.muli %1, %arg4 : i32
    %15 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %20 = tt.splat %arg5 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %21 = arith.addi %20, %8 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %22 = tt.expand_dims %21 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
      %23 = arith.cmpi slt, %22, %12 : tensor<1x128xi32, #blocked>
      %24 = tt.broadcast %23 : tensor<1x128xi1, #blocked> -> tensor<16x128xi1, #blocked>
      %25 = arith.andi %13, %24 : tensor<16x128xi1, #blocked>
      %26 = tt.expand_dims %2 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %27 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked>
      %28 = arith.muli %26, %27 : tensor<16x1xi32, #blocked>
      %29 = tt.broadcast %28 : tensor<16x1xi32, #blocked> -> tensor<16x128xi32, #blocked>
      %30 = tt.expand_dims %8 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
      %31 = tt.broadcast %30 : tensor<1x128xi32, #blocked> -> tensor<16x128xi32, #blocked>
      %32 = arith.addi %14, %arg5 : i32
      %33 = arith.addi %29, %31 : tensor<16x128xi32, #blocked>
      %34 = tt.splat %32 : i32 -> tensor<16x128xi32, #blocked>
      %35 = arith.addi %34, %33 : tensor<16x128xi32, #blocked>
      %36 = amdg.buffer_load %arg0[%35], %25 : !tt.ptr<f32> -> tensor<16x128xf32, #blocked>
      %37 = "tt.reduce"(%36) <{axis = 1 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %39 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %39 : f32
      }) : (tensor<16x128xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %38 = arith.addf %arg6, %37 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %38 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %16 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked1>
    %17 = arith.cmpi slt, %7, %16 : tensor<16xi32, #blocked1>
    %18 = arith.addi %5, %3 : tensor<16xi32, #blocked1>
    %19 = ttg.convert_layout %15 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    amdg.buffer_store %19, %arg1[%18], %17 : !tt.ptr<f32> -> tensor<16xf32, #blocked1>
    tt.return
  }
}
