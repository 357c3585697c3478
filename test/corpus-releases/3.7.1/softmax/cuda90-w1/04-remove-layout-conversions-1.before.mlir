#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @softmax(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<1024xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg3 : i32
    %5 = tt.addptr %arg0, %4 : !tt.ptr<f32>, i32
    %6 = tt.splat %5 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %8 = ttg.convert_layout %7 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %9 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked>
    %10 = ttg.convert_layout %cst : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked>
    %11 = tt.load %8, %9, %10 : tensor<1024x!tt.ptr<f32>, #blocked>
    %12 = "tt.reduce"(%11) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %26 = arith.maxnumf %arg5, %arg6 : f32
      tt.reduce.return %26 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %13 = tt.splat %12 : f32 -> tensor<1024xf32, #blocked>
    %14 = arith.subf %11, %13 : tensor<1024xf32, #blocked>
    %15 = math.exp %14 : tensor<1024xf32, #blocked>
    %16 = "tt.reduce"(%15) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %26 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %26 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %17 = tt.splat %16 : f32 -> tensor<1024xf32, #blocked>
    %18 = arith.divf %15, %17 : tensor<1024xf32, #blocked>
    %19 = arith.muli %0, %arg4 : i32
    %20 = tt.addptr %arg1, %19 : !tt.ptr<f32>, i32
    %21 = tt.splat %20 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %22 = tt.addptr %21, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %23 = ttg.convert_layout %22 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %24 = ttg.convert_layout %18 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked>
    %25 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked>
    tt.store %23, %24, %25 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
