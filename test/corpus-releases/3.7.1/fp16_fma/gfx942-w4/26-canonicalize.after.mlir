#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @fp16_fma(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.500000e+00> : tensor<256xf16, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %8 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %9 = tt.addptr %8, %7 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %10 = tt.load %9, %6 : tensor<256x!tt.ptr<f16>, #blocked>
    %11 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %13 = tt.addptr %12, %11 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %14 = tt.load %13, %6 : tensor<256x!tt.ptr<f16>, #blocked>
    %15 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %16 = arith.mulf %10, %14 : tensor<256xf16, #blocked>
    %17 = arith.addf %16, %cst : tensor<256xf16, #blocked>
    %18 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %19 = tt.addptr %18, %15 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    tt.store %19, %17, %6 : tensor<256x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
