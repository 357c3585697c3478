module {
  tt.func public @atomic_max_bins(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32) attributes {noinline = false} {
    %cst = arith.constant dense<16> : tensor<256xi32>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %3 = tt.splat %1 : i32 -> tensor<256xi32>
    %4 = arith.addi %3, %2 : tensor<256xi32>
    %5 = tt.splat %arg2 : i32 -> tensor<256xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32>
    %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<i32>>, tensor<256xi32>
    %9 = tt.load %8, %6 : tensor<256x!tt.ptr<i32>>
    %10 = arith.remsi %4, %cst : tensor<256xi32>
    %11 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>>
    %12 = tt.addptr %11, %10 : tensor<256x!tt.ptr<i32>>, tensor<256xi32>
    %13 = tt.atomic_rmw max, acq_rel, gpu, %12, %9, %6 : (tensor<256x!tt.ptr<i32>>, tensor<256xi32>, tensor<256xi1>) -> tensor<256xi32>
    tt.return
  }
}
