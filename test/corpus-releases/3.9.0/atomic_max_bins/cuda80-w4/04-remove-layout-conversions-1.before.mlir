#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomic_max_bins(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32) attributes {noinline = false} {
    %cst = arith.constant dense<16> : tensor<256xi32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<256x!tt.ptr<i32>, #blocked> -> tensor<256x!tt.ptr<i32>, #blocked>
    %10 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %11 = tt.load %9, %10 : tensor<256x!tt.ptr<i32>, #blocked>
    %12 = arith.remsi %4, %cst : tensor<256xi32, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %14 = tt.addptr %13, %12 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %15 = ttg.convert_layout %14 : tensor<256x!tt.ptr<i32>, #blocked> -> tensor<256x!tt.ptr<i32>, #blocked>
    %16 = ttg.convert_layout %11 : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked>
    %17 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %18 = tt.atomic_rmw max, acq_rel, gpu, %15, %16, %17 : (tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xi32, #blocked>
    tt.return
  }
}
