#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomic_add_sum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32) attributes {noinline = false} {
    %true = arith.constant true
    %cst = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
    %10 = ttg.convert_layout %6 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
    %11 = ttg.convert_layout %cst : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    %12 = tt.load %9, %10, %11 : tensor<512x!tt.ptr<f32>, #blocked1>
    %13 = ttg.convert_layout %12 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    %14 = "tt.reduce"(%13) <{axis = 0 : i32}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %16 = arith.addf %arg3, %arg4 : f32
      tt.reduce.return %16 : f32
    }) : (tensor<512xf32, #blocked>) -> f32
    %15 = tt.atomic_rmw fadd, acq_rel, gpu, %arg1, %14, %true : (!tt.ptr<f32>, f32, i1) -> f32
    tt.return
  }
}
