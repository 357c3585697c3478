#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @fp16_fma(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.500000e+00> : tensor<256xf16, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %9 = tt.load %8, %6 : tensor<256x!tt.ptr<f16>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %12 = tt.load %11, %6 : tensor<256x!tt.ptr<f16>, #blocked>
    %13 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %15 = arith.mulf %9, %12 : tensor<256xf16, #blocked>
    %16 = arith.addf %15, %cst : tensor<256xf16, #blocked>
    tt.store %14, %16, %6 : tensor<256x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
