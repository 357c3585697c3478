#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2> : tensor<256x1xi32, #blocked>
    %c512_i32 = arith.constant 512 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
    %5 = tt.splat %1 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %1 : i32 -> tensor<256xi32, #blocked1>
    %7 = arith.addi %5, %3 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %4 : tensor<256xi32, #blocked1>
    %9 = tt.splat %arg3 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked1>
    %11 = arith.cmpi slt, %7, %9 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = arith.cmpi slt, %8, %10 : tensor<256xi32, #blocked1>
    %13 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = tt.expand_dims %11 {axis = 1 : i32} : tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi1, #blocked>
    %15 = tt.expand_dims %2 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %16 = arith.muli %0, %c512_i32 : i32
    %17 = arith.muli %15, %cst : tensor<256x1xi32, #blocked>
    %18 = tt.broadcast %17 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %19 = tt.expand_dims %13 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %20 = tt.broadcast %19 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %21 = arith.addi %18, %20 : tensor<256x2xi32, #blocked>
    %22 = tt.splat %16 : i32 -> tensor<256x2xi32, #blocked>
    %23 = arith.addi %22, %21 : tensor<256x2xi32, #blocked>
    %24 = tt.broadcast %14 : tensor<256x1xi1, #blocked> -> tensor<256x2xi1, #blocked>
    %25 = amdg.buffer_load %arg0[%23], %24 {contiguity = 2 : i32} : tensor<256x2xf32, #blocked>
    %outLHS, %outRHS = tt.split %25 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked1>
    %26 = tt.expand_dims %2 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %27 = arith.muli %0, %c512_i32 : i32
    %28 = arith.muli %26, %cst : tensor<256x1xi32, #blocked>
    %29 = tt.broadcast %28 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %30 = tt.expand_dims %13 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %32 = arith.addi %29, %31 : tensor<256x2xi32, #blocked>
    %33 = tt.splat %27 : i32 -> tensor<256x2xi32, #blocked>
    %34 = arith.addi %33, %32 : tensor<256x2xi32, #blocked>
    %35 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked1> -> tensor<256x2xf32, #blocked>
    amdg.buffer_store %35, %arg1[%34], %24 {contiguity = 2 : i32} : tensor<256x2xf32, #blocked>
    %36 = arith.addi %6, %4 : tensor<256xi32, #blocked1>
    %37 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked1>
    amdg.buffer_store %37, %arg2[%36], %12 : tensor<256xf32, #blocked1>
    tt.return
  }
}
