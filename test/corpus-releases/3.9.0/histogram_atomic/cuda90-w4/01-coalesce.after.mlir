#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @histogram_atomic(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: i32) attributes {noinline = false} {
    %cst = arith.constant dense<true> : tensor<64xi1, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<512xi32, #blocked>
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<512x!tt.ptr<i32>, #blocked>, tensor<512xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<512x!tt.ptr<i32>, #blocked> -> tensor<512x!tt.ptr<i32>, #blocked1>
    %10 = ttg.convert_layout %6 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
    %11 = ttg.convert_layout %cst_0 : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked1>
    %12 = tt.load %9, %10, %11 : tensor<512x!tt.ptr<i32>, #blocked1>
    %13 = ttg.convert_layout %12 : tensor<512xi32, #blocked1> -> tensor<512xi32, #blocked>
    %14 = tt.histogram %13, %6 : tensor<512xi32, #blocked> -> tensor<64xi32, #blocked>
    %15 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %16 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
    %17 = tt.addptr %16, %15 : tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>
    %18 = ttg.convert_layout %17 : tensor<64x!tt.ptr<i32>, #blocked> -> tensor<64x!tt.ptr<i32>, #blocked>
    %19 = ttg.convert_layout %14 : tensor<64xi32, #blocked> -> tensor<64xi32, #blocked>
    %20 = ttg.convert_layout %cst : tensor<64xi1, #blocked> -> tensor<64xi1, #blocked>
    %21 = tt.atomic_rmw add, acq_rel, gpu, %18, %19, %20 : (tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> tensor<64xi32, #blocked>
    tt.return
  }
}
