#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @argmax_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<512xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %2 = tt.splat %arg3 : i32 -> tensor<512xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<512xi32, #blocked>
    %4 = arith.muli %0, %arg4 : i32
    %5 = tt.addptr %arg0, %4 : !tt.ptr<f32>, i32
    %6 = tt.splat %5 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %1 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %8 = tt.load %7, %3, %cst : tensor<512x!tt.ptr<f32>, #blocked>
    %9:2 = "tt.reduce"(%8, %1) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: i32, %arg7: f32, %arg8: i32):
      %12 = arith.cmpf oeq, %arg5, %arg7 : f32
      %13 = arith.cmpi slt, %arg6, %arg8 : i32
      %14 = arith.andi %12, %13 : i1
      %15 = arith.cmpf ogt, %arg5, %arg7 : f32
      %16 = arith.ori %15, %14 : i1
      %17 = arith.select %16, %arg5, %arg7 : f32
      %18 = arith.select %16, %arg6, %arg8 : i32
      tt.reduce.return %17, %18 : f32, i32
    }) : (tensor<512xf32, #blocked>, tensor<512xi32, #blocked>) -> (f32, i32)
    %10 = tt.addptr %arg1, %0 : !tt.ptr<f32>, i32
    tt.store %10, %9#0 : !tt.ptr<f32>
    %11 = tt.addptr %arg2, %0 : !tt.ptr<i32>, i32
    tt.store %11, %9#1 : !tt.ptr<i32>
    tt.return
  }
}
