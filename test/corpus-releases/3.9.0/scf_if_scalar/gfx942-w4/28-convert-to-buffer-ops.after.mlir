#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @scf_if_scalar(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<256xf32, #blocked>
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<256xf32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = tt.load %arg0 : !tt.ptr<i32>
    %8 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %9 = amdg.buffer_load %arg1[%8], %6 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %10 = arith.cmpi sgt, %7, %c0_i32 : i32
    %11 = scf.if %10 -> (tensor<256xf32, #blocked>) {
      %13 = arith.mulf %9, %cst_0 : tensor<256xf32, #blocked>
      scf.yield %13 : tensor<256xf32, #blocked>
    } else {
      %13 = arith.subf %9, %cst : tensor<256xf32, #blocked>
      scf.yield %13 : tensor<256xf32, #blocked>
    }
    %12 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    amdg.buffer_store %11, %arg2[%12], %6 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    tt.return
  }
}
