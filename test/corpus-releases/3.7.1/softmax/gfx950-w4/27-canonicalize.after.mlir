#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @softmax(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<1024xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg3 : i32
    %5 = tt.splat %4 : i32 -> tensor<1024xi32, #blocked>
    %6 = arith.addi %1, %5 : tensor<1024xi32, #blocked>
    %7 = amdg.buffer_load %arg0[%6], %3, %cst : tensor<1024xf32, #blocked>
    %8 = "tt.reduce"(%7) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %18 = arith.maxnumf %arg5, %arg6 : f32
      tt.reduce.return %18 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %9 = tt.splat %8 : f32 -> tensor<1024xf32, #blocked>
    %10 = arith.subf %7, %9 : tensor<1024xf32, #blocked>
    %11 = math.exp %10 : tensor<1024xf32, #blocked>
    %12 = "tt.reduce"(%11) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %18 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %18 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %13 = tt.splat %12 : f32 -> tensor<1024xf32, #blocked>
    %14 = arith.divf %11, %13 : tensor<1024xf32, #blocked>
    %15 = arith.muli %0, %arg4 : i32
    %16 = tt.splat %15 : i32 -> tensor<1024xi32, #blocked>
    %17 = arith.addi %1, %16 : tensor<1024xi32, #blocked>
    amdg.buffer_store %14, %arg1[%17], %3 : tensor<1024xf32, #blocked>
    tt.return
  }
}
