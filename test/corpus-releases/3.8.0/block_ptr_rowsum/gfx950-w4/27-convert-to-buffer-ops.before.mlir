#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %c64_i32 = arith.constant 64 : i32
    %c63_i32 = arith.constant 63 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %c0_i64 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i64 = arith.constant 64 : i64
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
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.extsi %8 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = tt.splat %5 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addi %10, %9 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %13 = arith.cmpi sge, %12, %cst_2 : tensor<32x1xi64, #blocked>
    %14 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %15 = arith.cmpi slt, %12, %14 : tensor<32x1xi64, #blocked>
    %16 = arith.andi %13, %15 : tensor<32x1xi1, #blocked>
    %17 = tt.broadcast %16 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %18 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %19 = arith.extsi %18 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
    %21:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst) -> (i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %31 = tt.splat %arg6 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %32 = arith.addi %31, %19 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %33 = tt.expand_dims %32 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %34 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %35 = arith.muli %5, %4 : i64
      %36 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %37 = arith.muli %34, %36 : tensor<32x1xi64, #blocked>
      %38 = tt.broadcast %37 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %39 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %40 = tt.broadcast %39 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %41 = arith.addi %35, %arg6 : i64
      %42 = arith.addi %38, %40 : tensor<32x64xi64, #blocked>
      %43 = tt.splat %41 : i64 -> tensor<32x64xi64, #blocked>
      %44 = arith.addi %43, %42 : tensor<32x64xi64, #blocked>
      %45 = arith.trunci %44 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %46 = arith.cmpi sge, %33, %cst_1 : tensor<1x64xi64, #blocked>
      %47 = arith.cmpi slt, %33, %20 : tensor<1x64xi64, #blocked>
      %48 = arith.andi %46, %47 : tensor<1x64xi1, #blocked>
      %49 = tt.broadcast %48 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %50 = arith.andi %17, %49 : tensor<32x64xi1, #blocked>
      %51 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
      %52 = tt.addptr %51, %45 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
      %53 = tt.load %52, %50, %cst_0 : tensor<32x64x!tt.ptr<f32>, #blocked>
      %54 = "tt.reduce"(%53) <{axis = 1 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %57 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %57 : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %55 = arith.addf %arg7, %54 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %56 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %56, %55 : i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %22 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %23 = tt.splat %1 : i32 -> tensor<32xi32, #blocked1>
    %24 = arith.addi %23, %22 : tensor<32xi32, #blocked1>
    %25 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked1>
    %26 = arith.cmpi slt, %24, %25 : tensor<32xi32, #blocked1>
    %27 = arith.addi %23, %22 : tensor<32xi32, #blocked1>
    %28 = ttg.convert_layout %21#1 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32xf32, #blocked1>
    %29 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked1>
    %30 = tt.addptr %29, %27 : tensor<32x!tt.ptr<f32>, #blocked1>, tensor<32xi32, #blocked1>
    tt.store %30, %28, %26 : tensor<32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
