#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @fp64_math(%arg0: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<128xf64, #blocked>
    %cst_0 = arith.constant dense<2.500000e-01> : tensor<128xf64, #blocked>
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32 : i32
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<128xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<128xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<128xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6, %cst : tensor<128xf64, #blocked>
    %9 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %10 = amdg.buffer_load %arg1[%9], %6, %cst : tensor<128xf64, #blocked>
    %11 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %12 = math.absf %8 : tensor<128xf64, #blocked>
    %13 = math.sqrt %12 : tensor<128xf64, #blocked>
    %14 = arith.mulf %10, %cst_0 : tensor<128xf64, #blocked>
    %15 = math.exp %14 : tensor<128xf64, #blocked>
    %16 = arith.mulf %8, %8 : tensor<128xf64, #blocked>
    %17 = arith.addf %16, %cst : tensor<128xf64, #blocked>
    %18 = arith.divf %15, %17 : tensor<128xf64, #blocked>
    %19 = arith.addf %13, %18 : tensor<128xf64, #blocked>
    amdg.buffer_store %19, %arg2[%11], %6 : tensor<128xf64, #blocked>
    tt.return
  }
}
