module {
  tt.func public @barrier_shift(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<1> : tensor<256xi32>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %3 = tt.splat %1 : i32 -> tensor<256xi32>
    %4 = arith.addi %3, %2 : tensor<256xi32>
    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %6 = tt.addptr %5, %4 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %7 = tt.load %6 : tensor<256x!tt.ptr<f32>>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %9 = tt.addptr %8, %4 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    tt.store %9, %7 : tensor<256x!tt.ptr<f32>>
    ttg.barrier all
    %10 = arith.xori %4, %cst : tensor<256xi32>
    %11 = tt.addptr %8, %10 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %12 = tt.load %11 : tensor<256x!tt.ptr<f32>>
    %13 = arith.addf %7, %12 : tensor<256xf32>
    tt.store %9, %13 : tensor<256x!tt.ptr<f32>>
    tt.return
  }
}
