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
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<256xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<256xi32, #blocked1>
    %8 = tt.splat %arg3 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked1>
    %10 = arith.cmpi slt, %6, %8 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.cmpi slt, %7, %9 : tensor<256xi32, #blocked1>
    %12 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %10 {axis = 1 : i32} : tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi1, #blocked>
    %14 = tt.expand_dims %2 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %15 = arith.muli %0, %c512_i32 : i32
    %16 = arith.muli %14, %cst : tensor<256x1xi32, #blocked>
    %17 = tt.broadcast %16 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %18 = tt.expand_dims %12 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %19 = tt.broadcast %18 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %20 = arith.addi %17, %19 : tensor<256x2xi32, #blocked>
    %21 = tt.splat %15 : i32 -> tensor<256x2xi32, #blocked>
    %22 = arith.addi %21, %20 : tensor<256x2xi32, #blocked>
    %23 = tt.broadcast %13 : tensor<256x1xi1, #blocked> -> tensor<256x2xi1, #blocked>
    %24 = amdg.buffer_load %arg0[%22], %23 {contiguity = 2 : i32} : tensor<256x2xf32, #blocked>
    %outLHS, %outRHS = tt.split %24 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked1>
    %25 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked1> -> tensor<256x2xf32, #blocked>
    amdg.buffer_store %25, %arg1[%22], %23 {contiguity = 2 : i32} : tensor<256x2xf32, #blocked>
    %26 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked1>
    amdg.buffer_store %26, %arg2[%7], %11 : tensor<256xf32, #blocked1>
    tt.return
  }
}
