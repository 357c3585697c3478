#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @layernorm_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg5: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32, %arg8: f32) attributes {noinline = false} {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg7 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg6 : i32
    %5 = tt.splat %4 : i32 -> tensor<1024xi32, #blocked>
    %6 = arith.addi %1, %5 : tensor<1024xi32, #blocked>
    %7 = amdg.buffer_load %arg0[%6], %3 : !tt.ptr<f16> -> tensor<1024xf16, #blocked>
    %8 = arith.extf %7 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %9 = "tt.reduce"(%8) <{axis = 0 : i32}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %32 = arith.addf %arg9, %arg10 : f32
      tt.reduce.return %32 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %10 = arith.sitofp %arg7 : i32 to f32
    %11 = arith.divf %9, %10 : f32
    %12 = tt.splat %11 : f32 -> tensor<1024xf32, #blocked>
    %13 = arith.subf %8, %12 : tensor<1024xf32, #blocked>
    %14 = arith.select %3, %13, %cst_0 : tensor<1024xi1, #blocked>, tensor<1024xf32, #blocked>
    %15 = arith.mulf %14, %14 : tensor<1024xf32, #blocked>
    %16 = "tt.reduce"(%15) <{axis = 0 : i32}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %32 = arith.addf %arg9, %arg10 : f32
      tt.reduce.return %32 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %17 = arith.divf %16, %10 : f32
    %18 = arith.addf %17, %arg8 : f32
    %19 = math.sqrt %18 : f32
    %20 = arith.divf %cst, %19 : f32
    %21 = amdg.buffer_load %arg2[%1], %3 : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    %22 = amdg.buffer_load %arg3[%1], %3 : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    %23 = tt.splat %20 : f32 -> tensor<1024xf32, #blocked>
    %24 = arith.mulf %14, %23 : tensor<1024xf32, #blocked>
    %25 = arith.mulf %24, %21 : tensor<1024xf32, #blocked>
    %26 = arith.addf %25, %22 : tensor<1024xf32, #blocked>
    %27 = tt.splat %4 : i32 -> tensor<1024xi32, #blocked>
    %28 = arith.addi %1, %27 : tensor<1024xi32, #blocked>
    %29 = arith.truncf %26 : tensor<1024xf32, #blocked> to tensor<1024xf16, #blocked>
    amdg.buffer_store %29, %arg1[%28], %3 : !tt.ptr<f16> -> tensor<1024xf16, #blocked>
    %30 = tt.addptr %arg4, %0 : !tt.ptr<f32>, i32
    tt.store %30, %11 : !tt.ptr<f32>
    %31 = tt.addptr %arg5, %0 : !tt.ptr<f32>, i32
    tt.store %31, %20 : !tt.ptr<f32>
    tt.return
  }
}
