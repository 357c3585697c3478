#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @layernorm_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg5: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32, %arg8: f32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf16, #blocked>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg7 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg6 : i32
    %5 = tt.splat %4 : i32 -> tensor<1024xi32, #blocked>
    %6 = arith.addi %1, %5 : tensor<1024xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %8 = tt.addptr %7, %6 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %9 = tt.load %8, %3, %cst : tensor<1024x!tt.ptr<f16>, #blocked>
    %10 = arith.extf %9 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %11 = "tt.reduce"(%10) <{axis = 0 : i32}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %40 = arith.addf %arg9, %arg10 : f32
      tt.reduce.return %40 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %12 = arith.sitofp %arg7 : i32 to f32
    %13 = arith.divf %11, %12 : f32
    %14 = tt.splat %13 : f32 -> tensor<1024xf32, #blocked>
    %15 = arith.subf %10, %14 : tensor<1024xf32, #blocked>
    %16 = arith.select %3, %15, %cst_1 : tensor<1024xi1, #blocked>, tensor<1024xf32, #blocked>
    %17 = arith.mulf %16, %16 : tensor<1024xf32, #blocked>
    %18 = "tt.reduce"(%17) <{axis = 0 : i32}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %40 = arith.addf %arg9, %arg10 : f32
      tt.reduce.return %40 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %19 = arith.divf %18, %12 : f32
    %20 = arith.addf %19, %arg8 : f32
    %21 = math.sqrt %20 : f32
    %22 = arith.divf %cst_0, %21 : f32
    %23 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %24 = tt.addptr %23, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %25 = tt.load %24, %3 : tensor<1024x!tt.ptr<f32>, #blocked>
    %26 = tt.splat %arg3 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %27 = tt.addptr %26, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %28 = tt.load %27, %3 : tensor<1024x!tt.ptr<f32>, #blocked>
    %29 = tt.splat %22 : f32 -> tensor<1024xf32, #blocked>
    %30 = arith.mulf %16, %29 : tensor<1024xf32, #blocked>
    %31 = arith.mulf %30, %25 : tensor<1024xf32, #blocked>
    %32 = arith.addf %31, %28 : tensor<1024xf32, #blocked>
    %33 = tt.splat %4 : i32 -> tensor<1024xi32, #blocked>
    %34 = arith.addi %1, %33 : tensor<1024xi32, #blocked>
    %35 = arith.truncf %32 : tensor<1024xf32, #blocked> to tensor<1024xf16, #blocked>
    %36 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %37 = tt.addptr %36, %34 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %37, %35, %3 : tensor<1024x!tt.ptr<f16>, #blocked>
    %38 = tt.addptr %arg4, %0 : !tt.ptr<f32>, i32
    tt.store %38, %13 : !tt.ptr<f32>
    %39 = tt.addptr %arg5, %0 : !tt.ptr<f32>, i32
    tt.store %39, %22 : !tt.ptr<f32>
    tt.return
  }
}
