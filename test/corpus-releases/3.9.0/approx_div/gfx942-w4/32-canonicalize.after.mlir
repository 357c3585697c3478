#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @approx_div(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
    %c1024_i32 = arith.constant 1024 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c1024_i32 : i32
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<1024xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<1024xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6 : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    %9 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %10 = amdg.buffer_load %arg1[%9], %6, %cst : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    %11 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %12 = tt.approx_divf %8, %10 : tensor<1024xf32, #blocked>
    amdg.buffer_store %12, %arg2[%11], %6 : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    tt.return
  }
}
