#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_gather_scatter(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = arith.extsi %arg4 : i32 to i64
    %1 = arith.extsi %arg3 : i32 to i64
    %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = amdg.buffer_load %arg1[%2] : !tt.ptr<i32> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.get_program_id x : i32
    %5 = arith.muli %4, %c64_i32 : i32
    %6 = tt.reshape %3 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %7 = arith.extsi %5 : i32 to i64
    %8 = arith.extsi %6 : tensor<32x1xi32, #blocked> to tensor<32x1xi64, #blocked>
    %9 = tt.splat %7 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %11 = arith.extsi %10 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.addi %9, %11 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.reshape %12 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %14 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked>
    %15 = arith.muli %8, %14 : tensor<32x1xi64, #blocked>
    %16 = tt.broadcast %15 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %17 = tt.reshape %11 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %18 = tt.broadcast %17 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %19 = arith.addi %16, %18 : tensor<32x64xi64, #blocked>
    %20 = tt.splat %7 : i64 -> tensor<32x64xi64, #blocked>
    %21 = arith.addi %20, %19 : tensor<32x64xi64, #blocked>
    %22 = arith.trunci %21 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %23 = arith.cmpi sge, %8, %cst_1 : tensor<32x1xi64, #blocked>
    %24 = tt.splat %1 : i64 -> tensor<32x1xi64, #blocked>
    %25 = arith.cmpi slt, %8, %24 : tensor<32x1xi64, #blocked>
    %26 = arith.andi %23, %25 : tensor<32x1xi1, #blocked>
    %27 = tt.broadcast %26 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %28 = arith.cmpi sge, %13, %cst_0 : tensor<1x64xi64, #blocked>
    %29 = tt.splat %0 : i64 -> tensor<1x64xi64, #blocked>
    %30 = arith.cmpi slt, %13, %29 : tensor<1x64xi64, #blocked>
    %31 = arith.andi %28, %30 : tensor<1x64xi1, #blocked>
    %32 = tt.broadcast %31 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %33 = arith.andi %27, %32 : tensor<32x64xi1, #blocked>
    %34 = amdg.buffer_load %arg0[%22], %33 {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<32x64xf32, #blocked>
    %35 = arith.mulf %34, %cst : tensor<32x64xf32, #blocked>
    %36 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked>
    %37 = arith.muli %8, %36 : tensor<32x1xi64, #blocked>
    %38 = tt.broadcast %37 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %39 = tt.reshape %11 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %40 = tt.broadcast %39 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %41 = arith.addi %38, %40 : tensor<32x64xi64, #blocked>
    %42 = tt.splat %7 : i64 -> tensor<32x64xi64, #blocked>
    %43 = arith.addi %42, %41 : tensor<32x64xi64, #blocked>
    %44 = arith.trunci %43 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    amdg.buffer_store %35, %arg2[%44], %33 {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<32x64xf32, #blocked>
    tt.return
  }
}
