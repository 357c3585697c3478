#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %c63_i32 = arith.constant 63 : i32
    %c0_i64 = arith.constant 0 : i64
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i64 = arith.constant 64 : i64
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %9 = tt.splat %5 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.extsi %10 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = arith.addi %9, %11 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = tt.expand_dims %12 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %14 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %15 = arith.muli %13, %14 : tensor<32x1xi64, #blocked>
    %16 = tt.broadcast %15 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %17 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %18 = arith.extsi %17 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %19 = arith.cmpi sge, %13, %cst_2 : tensor<32x1xi64, #blocked>
    %20 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %21 = arith.cmpi slt, %13, %20 : tensor<32x1xi64, #blocked>
    %22 = arith.andi %19, %21 : tensor<32x1xi1, #blocked>
    %23 = tt.broadcast %22 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %24 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
    %25:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst) -> (i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %34 = tt.splat %arg6 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %35 = arith.addi %34, %18 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %36 = tt.expand_dims %35 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %37 = tt.broadcast %36 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %38 = arith.addi %16, %37 : tensor<32x64xi64, #blocked>
      %39 = tt.addptr %8, %38 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
      %40 = arith.cmpi sge, %36, %cst_1 : tensor<1x64xi64, #blocked>
      %41 = arith.cmpi slt, %36, %24 : tensor<1x64xi64, #blocked>
      %42 = arith.andi %40, %41 : tensor<1x64xi1, #blocked>
      %43 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %44 = arith.andi %23, %43 : tensor<32x64xi1, #blocked>
      %45 = tt.load %39, %44, %cst_0 : tensor<32x64x!tt.ptr<f32>, #blocked>
      %46 = "tt.reduce"(%45) <{axis = 1 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %49 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %49 : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %47 = arith.addf %arg7, %46 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %48 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %48, %47 : i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %26 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %27 = tt.splat %1 : i32 -> tensor<32xi32, #blocked1>
    %28 = arith.addi %27, %26 : tensor<32xi32, #blocked1>
    %29 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked1>
    %30 = arith.cmpi slt, %28, %29 : tensor<32xi32, #blocked1>
    %31 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked1>
    %32 = tt.addptr %31, %28 : tensor<32x!tt.ptr<f32>, #blocked1>, tensor<32xi32, #blocked1>
    %33 = ttg.convert_layout %25#1 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32xf32, #blocked1>
    tt.store %32, %33, %30 : tensor<32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
