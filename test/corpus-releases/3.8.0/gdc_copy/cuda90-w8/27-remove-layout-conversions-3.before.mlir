#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gdc_copy(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32) attributes {noinline = false} {
    %c1024_i32 = arith.constant 1024 : i32
    %cst = arith.constant dense<3.000000e+00> : tensor<1024xf32, #blocked>
    %0 = tt.elementwise_inline_asm "griddepcontrol.wait; // dummy $0" {constraints = "=r", packed_element = 1 : i32, pure = false} -> i32
    %1 = tt.get_program_id x : i32
    %2 = arith.muli %1, %c1024_i32 : i32
    %3 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %4 = tt.splat %2 : i32 -> tensor<1024xi32, #blocked>
    %5 = arith.addi %4, %3 : tensor<1024xi32, #blocked>
    %6 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
    %7 = arith.cmpi slt, %5, %6 : tensor<1024xi32, #blocked>
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %5 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %10 = tt.load %9, %7 : tensor<1024x!tt.ptr<f32>, #blocked>
    %11 = tt.elementwise_inline_asm "griddepcontrol.launch_dependents; // dummy $0" {constraints = "=r", packed_element = 1 : i32, pure = false} -> i32
    %12 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %13 = tt.addptr %12, %5 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %14 = arith.mulf %10, %cst : tensor<1024xf32, #blocked>
    tt.store %13, %14, %7 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
