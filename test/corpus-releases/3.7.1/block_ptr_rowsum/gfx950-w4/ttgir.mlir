#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %c63_i32 = arith.constant 63 : i32
    %c0_i64 = arith.constant 0 : i64
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i64 = arith.constant 64 : i64
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8 = tt.splat %5 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.extsi %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addi %8, %10 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %13 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.extsi %13 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.cmpi sge, %12, %cst_1 : tensor<32x1xi64, #blocked>
    %16 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %17 = arith.cmpi slt, %12, %16 : tensor<32x1xi64, #blocked>
    %18 = arith.andi %15, %17 : tensor<32x1xi1, #blocked>
    %19 = tt.broadcast %18 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %20 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
    %21:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst) -> (i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %28 = tt.splat %arg6 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %29 = arith.addi %28, %14 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %31 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %32 = arith.muli %5, %4 : i64
      %33 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %34 = arith.muli %31, %33 : tensor<32x1xi64, #blocked>
      %35 = tt.broadcast %34 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %36 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %37 = tt.broadcast %36 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %38 = arith.addi %32, %arg6 : i64
      %39 = arith.addi %35, %37 : tensor<32x64xi64, #blocked>
      %40 = tt.splat %38 : i64 -> tensor<32x64xi64, #blocked>
      %41 = arith.addi %40, %39 : tensor<32x64xi64, #blocked>
      %42 = arith.trunci %41 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %43 = arith.cmpi sge, %30, %cst_0 : tensor<1x64xi64, #blocked>
      %44 = arith.cmpi slt, %30, %20 : tensor<1x64xi64, #blocked>
      %45 = arith.andi %43, %44 : tensor<1x64xi1, #blocked>
      %46 = tt.broadcast %45 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %47 = arith.andi %19, %46 : tensor<32x64xi1, #blocked>
      %48 = amdg.buffer_load %arg0[%42], %47 : tensor<32x64xf32, #blocked>
      %49 = "tt.reduce"(%48) <{axis = 1 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %52 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %52 : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %50 = arith.addf %arg7, %49 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %51 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %51, %50 : i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %22 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %23 = tt.splat %1 : i32 -> tensor<32xi32, #blocked1>
    %24 = arith.addi %23, %22 : tensor<32xi32, #blocked1>
    %25 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked1>
    %26 = arith.cmpi slt, %24, %25 : tensor<32xi32, #blocked1>
    %27 = ttg.convert_layout %21#1 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32xf32, #blocked1>
    amdg.buffer_store %27, %arg1[%24], %26 : tensor<32xf32, #blocked1>
    tt.return
  }
}
