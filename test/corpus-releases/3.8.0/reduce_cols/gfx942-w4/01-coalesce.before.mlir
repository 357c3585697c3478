#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reduce_cols(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64xf32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<64xi32, #blocked>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
    %6 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked2>
    %7 = ttg.convert_layout %4 : tensor<64xi32, #blocked> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %8 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3>
    %9 = ttg.convert_layout %8 : tensor<1x64xi32, #blocked3> -> tensor<1x64xi32, #blocked1>
    %10 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #blocked1>
    %11 = arith.cmpi slt, %9, %10 : tensor<1x64xi32, #blocked1>
    %12 = tt.broadcast %11 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %13 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked2>
    %14 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked2>
    %15 = tt.broadcast %9 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %16 = scf.for %arg5 = %c0_i32 to %arg2 step %c32_i32 iter_args(%arg6 = %cst) -> (tensor<64xf32, #blocked>)  : i32 {
      %21 = tt.splat %arg5 : i32 -> tensor<32xi32, #blocked>
      %22 = arith.addi %21, %5 : tensor<32xi32, #blocked>
      %23 = ttg.convert_layout %22 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %24 = tt.expand_dims %23 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<32x1xi32, #blocked4>
      %25 = ttg.convert_layout %24 : tensor<32x1xi32, #blocked4> -> tensor<32x1xi32, #blocked2>
      %26 = arith.cmpi slt, %25, %6 : tensor<32x1xi32, #blocked2>
      %27 = tt.broadcast %26 : tensor<32x1xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
      %28 = ttg.convert_layout %27 : tensor<32x64xi1, #blocked2> -> tensor<32x64xi1, #blocked1>
      %29 = arith.andi %28, %12 : tensor<32x64xi1, #blocked1>
      %30 = arith.muli %25, %13 : tensor<32x1xi32, #blocked2>
      %31 = tt.addptr %14, %30 : tensor<32x1x!tt.ptr<f32>, #blocked2>, tensor<32x1xi32, #blocked2>
      %32 = tt.broadcast %31 : tensor<32x1x!tt.ptr<f32>, #blocked2> -> tensor<32x64x!tt.ptr<f32>, #blocked2>
      %33 = ttg.convert_layout %32 : tensor<32x64x!tt.ptr<f32>, #blocked2> -> tensor<32x64x!tt.ptr<f32>, #blocked1>
      %34 = tt.addptr %33, %15 : tensor<32x64x!tt.ptr<f32>, #blocked1>, tensor<32x64xi32, #blocked1>
      %35 = tt.load %34, %29, %cst_0 : tensor<32x64x!tt.ptr<f32>, #blocked1>
      %36 = "tt.reduce"(%35) <{axis = 0 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %39 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %39 : f32
      }) : (tensor<32x64xf32, #blocked1>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %37 = ttg.convert_layout %36 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<64xf32, #blocked>
      %38 = arith.addf %arg6, %37 : tensor<64xf32, #blocked>
      scf.yield %38 : tensor<64xf32, #blocked>
    }
    %17 = tt.splat %arg3 : i32 -> tensor<64xi32, #blocked>
    %18 = arith.cmpi slt, %4, %17 : tensor<64xi32, #blocked>
    %19 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %20 = tt.addptr %19, %4 : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    tt.store %20, %16, %18 : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
