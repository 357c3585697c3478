#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c64_i64 = arith.constant 64 : i64
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %c0_i64 = arith.constant 0 : i64
    %c63_i32 = arith.constant 63 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32xf32, #blocked2>
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %9 = tt.splat %5 : i64 -> tensor<32xi64, #blocked2>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %11 = arith.extsi %10 : tensor<32xi32, #blocked2> to tensor<32xi64, #blocked2>
    %12 = arith.addi %9, %11 : tensor<32xi64, #blocked2>
    %13 = ttg.convert_layout %12 : tensor<32xi64, #blocked2> -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %14 = tt.expand_dims %13 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi64, #blocked3>
    %15 = ttg.convert_layout %14 : tensor<32x1xi64, #blocked3> -> tensor<32x1xi64, #blocked1>
    %16 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
    %17 = arith.muli %15, %16 : tensor<32x1xi64, #blocked1>
    %18 = tt.broadcast %17 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %19 = ttg.convert_layout %18 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %20 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %21 = arith.extsi %20 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %22 = arith.cmpi sge, %15, %cst_1 : tensor<32x1xi64, #blocked1>
    %23 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %24 = arith.cmpi slt, %15, %23 : tensor<32x1xi64, #blocked1>
    %25 = arith.andi %22, %24 : tensor<32x1xi1, #blocked1>
    %26 = tt.broadcast %25 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %27 = ttg.convert_layout %26 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %28 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
    %29:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst_2) -> (i64, tensor<32xf32, #blocked2>)  : i32 {
      %40 = tt.splat %arg6 : i64 -> tensor<64xi64, #blocked2>
      %41 = arith.addi %40, %21 : tensor<64xi64, #blocked2>
      %42 = ttg.convert_layout %41 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>>
      %43 = tt.expand_dims %42 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi64, #blocked4>
      %44 = ttg.convert_layout %43 : tensor<1x64xi64, #blocked4> -> tensor<1x64xi64, #blocked>
      %45 = tt.broadcast %44 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %46 = arith.addi %19, %45 : tensor<32x64xi64, #blocked>
      %47 = tt.addptr %8, %46 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
      %48 = arith.cmpi sge, %44, %cst_0 : tensor<1x64xi64, #blocked>
      %49 = arith.cmpi slt, %44, %28 : tensor<1x64xi64, #blocked>
      %50 = arith.andi %48, %49 : tensor<1x64xi1, #blocked>
      %51 = tt.broadcast %50 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %52 = arith.andi %27, %51 : tensor<32x64xi1, #blocked>
      %53 = ttg.convert_layout %47 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
      %54 = ttg.convert_layout %52 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %55 = ttg.convert_layout %cst : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked>
      %56 = tt.load %53, %54, %55 : tensor<32x64x!tt.ptr<f32>, #blocked>
      %57 = "tt.reduce"(%56) <{axis = 1 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %61 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %61 : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %58 = ttg.convert_layout %57 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32xf32, #blocked2>
      %59 = arith.addf %arg7, %58 : tensor<32xf32, #blocked2>
      %60 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %60, %59 : i64, tensor<32xf32, #blocked2>
    }
    %30 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %31 = tt.splat %1 : i32 -> tensor<32xi32, #blocked2>
    %32 = arith.addi %31, %30 : tensor<32xi32, #blocked2>
    %33 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked2>
    %34 = arith.cmpi slt, %32, %33 : tensor<32xi32, #blocked2>
    %35 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked2>
    %36 = tt.addptr %35, %32 : tensor<32x!tt.ptr<f32>, #blocked2>, tensor<32xi32, #blocked2>
    %37 = ttg.convert_layout %36 : tensor<32x!tt.ptr<f32>, #blocked2> -> tensor<32x!tt.ptr<f32>, #blocked2>
    %38 = ttg.convert_layout %29#1 : tensor<32xf32, #blocked2> -> tensor<32xf32, #blocked2>
    %39 = ttg.convert_layout %34 : tensor<32xi1, #blocked2> -> tensor<32xi1, #blocked2>
    tt.store %37, %38, %39 : tensor<32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
