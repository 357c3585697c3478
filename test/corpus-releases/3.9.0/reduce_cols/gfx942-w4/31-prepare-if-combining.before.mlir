#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reduce_cols(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<64xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<64xi32, #blocked1>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked>
    %10 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %11 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #blocked>
    %12 = arith.cmpi slt, %10, %11 : tensor<1x64xi32, #blocked>
    %13 = tt.broadcast %12 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %14 = scf.for %arg5 = %c0_i32 to %arg2 step %c32_i32 iter_args(%arg6 = %cst) -> (tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>)  : i32 {
      %19 = tt.splat %arg5 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %20 = arith.addi %19, %8 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %21 = tt.expand_dims %20 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %22 = arith.cmpi slt, %21, %9 : tensor<32x1xi32, #blocked>
      %23 = tt.broadcast %22 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %24 = arith.andi %23, %13 : tensor<32x64xi1, #blocked>
      %25 = arith.muli %arg5, %arg4 : i32
      %26 = tt.expand_dims %8 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %27 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
      %28 = arith.muli %26, %27 : tensor<32x1xi32, #blocked>
      %29 = tt.broadcast %28 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %30 = tt.expand_dims %2 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %31 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %32 = arith.addi %25, %1 : i32
      %33 = arith.addi %29, %31 : tensor<32x64xi32, #blocked>
      %34 = tt.splat %32 : i32 -> tensor<32x64xi32, #blocked>
      %35 = arith.addi %34, %33 : tensor<32x64xi32, #blocked>
      %36 = amdg.buffer_load %arg0[%35], %24 {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<32x64xf32, #blocked>
      %37 = "tt.reduce"(%36) <{axis = 0 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %39 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %39 : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %38 = arith.addf %arg6, %37 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      scf.yield %38 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    }
    %15 = tt.splat %arg3 : i32 -> tensor<64xi32, #blocked1>
    %16 = arith.cmpi slt, %7, %15 : tensor<64xi32, #blocked1>
    %17 = arith.addi %5, %3 : tensor<64xi32, #blocked1>
    %18 = ttg.convert_layout %14 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<64xf32, #blocked1>
    amdg.buffer_store %18, %arg1[%17], %16 : !tt.ptr<f32> -> tensor<64xf32, #blocked1>
    tt.return
  }
}
