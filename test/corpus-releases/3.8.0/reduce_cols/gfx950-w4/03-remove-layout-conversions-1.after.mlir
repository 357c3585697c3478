#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reduce_cols(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
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
    %14 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %15 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
    %16 = tt.broadcast %10 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %17 = scf.for %arg5 = %c0_i32 to %arg2 step %c32_i32 iter_args(%arg6 = %cst_0) -> (tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>)  : i32 {
      %23 = tt.splat %arg5 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %24 = arith.addi %23, %8 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %26 = arith.cmpi slt, %25, %9 : tensor<32x1xi32, #blocked>
      %27 = tt.broadcast %26 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %28 = arith.andi %27, %13 : tensor<32x64xi1, #blocked>
      %29 = arith.muli %25, %14 : tensor<32x1xi32, #blocked>
      %30 = tt.addptr %15, %29 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
      %31 = tt.broadcast %30 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
      %32 = tt.addptr %31, %16 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
      %33 = tt.load %32, %28, %cst : tensor<32x64x!tt.ptr<f32>, #blocked>
      %34 = "tt.reduce"(%33) <{axis = 0 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %36 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %36 : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %35 = arith.addf %arg6, %34 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      scf.yield %35 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    }
    %18 = tt.splat %arg3 : i32 -> tensor<64xi32, #blocked1>
    %19 = arith.cmpi slt, %7, %18 : tensor<64xi32, #blocked1>
    %20 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked1>
    %21 = tt.addptr %20, %7 : tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xi32, #blocked1>
    %22 = ttg.convert_layout %17 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<64xf32, #blocked1>
    tt.store %21, %22, %19 : tensor<64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
