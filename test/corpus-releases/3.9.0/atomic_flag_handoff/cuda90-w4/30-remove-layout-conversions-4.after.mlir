#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @atomic_flag_handoff(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<-1.000000e+00> : tensor<256xf32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<256xf32, #blocked>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
    %2 = arith.cmpi slt, %0, %1 : tensor<256xi32, #blocked>
    %3 = tt.get_program_id x : i32
    %4 = arith.cmpi eq, %3, %c0_i32 : i32
    scf.if %4 {
      %15 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %16 = tt.addptr %15, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %17 = arith.sitofp %0 : tensor<256xi32, #blocked> to tensor<256xf32, #blocked>
      %18 = arith.mulf %17, %cst_0 : tensor<256xf32, #blocked>
      tt.atomic_store relaxed, gpu, %16, %18, %2 : tensor<256x!tt.ptr<f32>, #blocked>
      tt.atomic_store release, gpu, %arg1, %c1_i32, %true : !tt.ptr<i32>
    }
    %5 = tt.atomic_poll acquire, gpu, %arg1, %c1_i32 : !tt.ptr<i32>, i32 -> i1
    %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %8 = tt.atomic_load acquire, gpu, %7, %2 : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
    %9 = arith.muli %3, %c256_i32 : i32
    %10 = tt.addptr %arg2, %9 : !tt.ptr<f32>, i32
    %11 = tt.splat %10 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %12 = tt.addptr %11, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %13 = tt.splat %5 : i1 -> tensor<256xi1, #blocked>
    %14 = arith.select %13, %8, %cst : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    tt.store %12, %14, %2 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
