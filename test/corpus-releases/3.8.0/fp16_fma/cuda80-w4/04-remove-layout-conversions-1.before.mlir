#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
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
    %9 = ttg.convert_layout %8 : tensor<256x!tt.ptr<f16>, #blocked> -> tensor<256x!tt.ptr<f16>, #blocked1>
    %10 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    %11 = tt.load %9, %10 : tensor<256x!tt.ptr<f16>, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<256xf16, #blocked1> -> tensor<256xf16, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %15 = ttg.convert_layout %14 : tensor<256x!tt.ptr<f16>, #blocked> -> tensor<256x!tt.ptr<f16>, #blocked1>
    %16 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    %17 = tt.load %15, %16 : tensor<256x!tt.ptr<f16>, #blocked1>
    %18 = ttg.convert_layout %17 : tensor<256xf16, #blocked1> -> tensor<256xf16, #blocked>
    %19 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %20 = tt.addptr %19, %4 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %21 = arith.mulf %12, %18 : tensor<256xf16, #blocked>
    %22 = arith.addf %21, %cst : tensor<256xf16, #blocked>
    %23 = ttg.convert_layout %20 : tensor<256x!tt.ptr<f16>, #blocked> -> tensor<256x!tt.ptr<f16>, #blocked1>
    %24 = ttg.convert_layout %22 : tensor<256xf16, #blocked> -> tensor<256xf16, #blocked1>
    %25 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    tt.store %23, %24, %25 : tensor<256x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
