#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @softmax(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<1024xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg3 : i32
    %5 = tt.splat %4 : i32 -> tensor<1024xi32, #blocked>
    %6 = arith.addi %1, %5 : tensor<1024xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %6 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %9 = tt.load %8, %3, %cst : tensor<1024x!tt.ptr<f32>, #blocked>
    %10 = "tt.reduce"(%9) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %22 = arith.maxnumf %arg5, %arg6 : f32
      tt.reduce.return %22 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %11 = tt.splat %10 : f32 -> tensor<1024xf32, #blocked>
    %12 = arith.subf %9, %11 : tensor<1024xf32, #blocked>
    %13 = math.exp %12 : tensor<1024xf32, #blocked>
    %14 = "tt.reduce"(%13) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %22 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %22 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %15 = tt.splat %14 : f32 -> tensor<1024xf32, #blocked>
    %16 = arith.divf %13, %15 : tensor<1024xf32, #blocked>
    %17 = arith.muli %0, %arg4 : i32
    %18 = tt.splat %17 : i32 -> tensor<1024xi32, #blocked>
    %19 = arith.addi %1, %18 : tensor<1024xi32, #blocked>
    %20 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %21 = tt.addptr %20, %19 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %21, %16, %3 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
