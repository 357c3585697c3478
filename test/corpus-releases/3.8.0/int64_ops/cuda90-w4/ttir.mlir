module {
  tt.func public @int64_ops(%arg0: !tt.ptr<i64> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i64> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i64> {tt.divisibility = 16 : i32}, %arg3: i64 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<2> : tensor<256xi64>
    %cst_0 = arith.constant dense<3> : tensor<256xi64>
    %c256_i64 = arith.constant 256 : i64
    %0 = tt.get_program_id x : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.muli %1, %c256_i64 : i64
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %4 = arith.extsi %3 : tensor<256xi32> to tensor<256xi64>
    %5 = tt.splat %2 : i64 -> tensor<256xi64>
    %6 = arith.addi %5, %4 : tensor<256xi64>
    %7 = tt.splat %arg3 : i64 -> tensor<256xi64>
    %8 = arith.cmpi slt, %6, %7 : tensor<256xi64>
    %9 = tt.splat %arg0 : !tt.ptr<i64> -> tensor<256x!tt.ptr<i64>>
    %10 = tt.addptr %9, %6 : tensor<256x!tt.ptr<i64>>, tensor<256xi64>
    %11 = tt.load %10, %8 : tensor<256x!tt.ptr<i64>>
    %12 = tt.splat %arg1 : !tt.ptr<i64> -> tensor<256x!tt.ptr<i64>>
    %13 = tt.addptr %12, %6 : tensor<256x!tt.ptr<i64>>, tensor<256xi64>
    %14 = tt.load %13, %8 : tensor<256x!tt.ptr<i64>>
    %15 = tt.splat %arg2 : !tt.ptr<i64> -> tensor<256x!tt.ptr<i64>>
    %16 = tt.addptr %15, %6 : tensor<256x!tt.ptr<i64>>, tensor<256xi64>
    %17 = arith.muli %11, %cst_0 : tensor<256xi64>
    %18 = arith.shrsi %14, %cst : tensor<256xi64>
    %19 = arith.addi %17, %18 : tensor<256xi64>
    %20 = arith.subi %19, %6 : tensor<256xi64>
    tt.store %16, %20, %8 : tensor<256x!tt.ptr<i64>>
    tt.return
  }
}
