#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @int64_ops(%arg0: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i64 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<2> : tensor<256xi64, #blocked>
    %cst_0 = arith.constant dense<3> : tensor<256xi64, #blocked>
    %c256_i64 = arith.constant 256 : i64
    %0 = tt.get_program_id x : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.muli %1, %c256_i64 : i64
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %4 = arith.extsi %3 : tensor<256xi32, #blocked> to tensor<256xi64, #blocked>
    %5 = tt.splat %2 : i64 -> tensor<256xi64, #blocked>
    %6 = arith.addi %5, %4 : tensor<256xi64, #blocked>
    %7 = tt.splat %arg3 : i64 -> tensor<256xi64, #blocked>
    %8 = arith.cmpi slt, %6, %7 : tensor<256xi64, #blocked>
    %9 = arith.addi %5, %4 : tensor<256xi64, #blocked>
    %10 = arith.trunci %9 : tensor<256xi64, #blocked> to tensor<256xi32, #blocked>
    %11 = amdg.buffer_load %arg0[%10], %8 : !tt.ptr<i64> -> tensor<256xi64, #blocked>
    %12 = arith.addi %5, %4 : tensor<256xi64, #blocked>
    %13 = arith.trunci %12 : tensor<256xi64, #blocked> to tensor<256xi32, #blocked>
    %14 = amdg.buffer_load %arg1[%13], %8 : !tt.ptr<i64> -> tensor<256xi64, #blocked>
    %15 = arith.addi %5, %4 : tensor<256xi64, #blocked>
    %16 = arith.trunci %15 : tensor<256xi64, #blocked> to tensor<256xi32, #blocked>
    %17 = arith.muli %11, %cst_0 : tensor<256xi64, #blocked>
    %18 = arith.shrsi %14, %cst : tensor<256xi64, #blocked>
    %19 = arith.addi %17, %18 : tensor<256xi64, #blocked>
    %20 = arith.subi %19, %6 : tensor<256xi64, #blocked>
    amdg.buffer_store %20, %arg2[%16], %8 : !tt.ptr<i64> -> tensor<256xi64, #blocked>
    tt.return
  }
}
