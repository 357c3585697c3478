#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @noinline_call(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: i32, %arg5: f32) attributes {noinline = false} {
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.call @tools.kernels.control._axpy_block__Pfp32_Pfp32_Pfp32_i32_fp32_i32_c512(%arg0, %arg1, %arg2, %arg4, %arg5, %1) : (!tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, i32, f32, i32) -> f32
    %3 = tt.addptr %arg3, %0 : !tt.ptr<f32>, i32
    tt.store %3, %2 : !tt.ptr<f32>
    tt.return
  }
  tt.func private @tools.kernels.control._axpy_block__Pfp32_Pfp32_Pfp32_i32_fp32_i32_c512(%arg0: !tt.ptr<f32> {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 16 : i64}, %arg1: !tt.ptr<f32> {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 16 : i64}, %arg2: !tt.ptr<f32> {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 16 : i64}, %arg3: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}, %arg4: f32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}, %arg5: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 512 : i64}) -> f32 attributes {noinline = true} {
    %cst = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %1 = tt.splat %arg5 : i32 -> tensor<512xi32, #blocked>
    %2 = arith.addi %1, %0 : tensor<512xi32, #blocked>
    %3 = tt.splat %arg3 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.cmpi slt, %2, %3 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %6 = tt.addptr %5, %2 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %7 = tt.load %6, %4, %cst : tensor<512x!tt.ptr<f32>, #blocked>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %2 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %10 = tt.load %9, %4, %cst : tensor<512x!tt.ptr<f32>, #blocked>
    %11 = tt.splat %arg4 : f32 -> tensor<512xf32, #blocked>
    %12 = arith.mulf %11, %7 : tensor<512xf32, #blocked>
    %13 = arith.addf %12, %10 : tensor<512xf32, #blocked>
    %14 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %15 = tt.addptr %14, %2 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.store %15, %13, %4 : tensor<512x!tt.ptr<f32>, #blocked>
    %16 = "tt.reduce"(%13) <{axis = 0 : i32}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      %17 = arith.addf %arg6, %arg7 : f32
      tt.reduce.return %17 : f32
    }) : (tensor<512xf32, #blocked>) -> f32
    tt.return %16 : f32
  }
}
