#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @assume_bounds(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) attributes {noinline = false} {
    %c256_i32 = arith.constant 256 : i32
    %c1048576_i32 = arith.constant 1048576 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    llvm.intr.assume %1 : i1
    %2 = arith.cmpi slt, %arg2, %c1048576_i32 : i32
    llvm.intr.assume %2 : i1
    %3 = arith.cmpi sge, %0, %c0_i32 : i32
    llvm.intr.assume %3 : i1
    %4 = arith.muli %0, %c256_i32 : i32
    %5 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %6 = tt.splat %4 : i32 -> tensor<256xi32, #blocked>
    %7 = arith.addi %6, %5 : tensor<256xi32, #blocked>
    %8 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %9 = arith.cmpi slt, %7, %8 : tensor<256xi32, #blocked>
    %10 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %7 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %12 = tt.load %11, %9 : tensor<256x!tt.ptr<f32>, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %14 = tt.addptr %13, %7 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %15 = arith.mulf %12, %12 : tensor<256xf32, #blocked>
    tt.store %14, %15, %9 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
