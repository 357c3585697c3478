#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_atomic_add(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c32_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.extsi %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addi %8, %10 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %13 = tt.splat %7 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.extsi %14 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = arith.addi %13, %15 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %17 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %18 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %19 = arith.muli %6, %2 : i64
    %20 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %21 = arith.muli %18, %20 : tensor<32x1xi64, #blocked>
    %22 = tt.broadcast %21 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %23 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %24 = tt.broadcast %23 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %25 = arith.addi %19, %7 : i64
    %26 = arith.addi %22, %24 : tensor<32x64xi64, #blocked>
    %27 = tt.splat %25 : i64 -> tensor<32x64xi64, #blocked>
    %28 = arith.addi %27, %26 : tensor<32x64xi64, #blocked>
    %29 = arith.trunci %28 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %30 = arith.cmpi sge, %12, %cst_0 : tensor<32x1xi64, #blocked>
    %31 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked>
    %32 = arith.cmpi slt, %12, %31 : tensor<32x1xi64, #blocked>
    %33 = arith.andi %30, %32 : tensor<32x1xi1, #blocked>
    %34 = tt.broadcast %33 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %35 = arith.cmpi sge, %17, %cst : tensor<1x64xi64, #blocked>
    %36 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %37 = arith.cmpi slt, %17, %36 : tensor<1x64xi64, #blocked>
    %38 = arith.andi %35, %37 : tensor<1x64xi1, #blocked>
    %39 = tt.broadcast %38 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %40 = arith.andi %34, %39 : tensor<32x64xi1, #blocked>
    %41 = amdg.buffer_load %arg0[%29], %40 {contiguity = 4 : i32} : tensor<32x64xf32, #blocked>
    %42 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %43 = arith.muli %6, %2 : i64
    %44 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %45 = arith.muli %42, %44 : tensor<32x1xi64, #blocked>
    %46 = tt.broadcast %45 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %47 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %48 = tt.broadcast %47 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %49 = arith.addi %43, %7 : i64
    %50 = arith.addi %46, %48 : tensor<32x64xi64, #blocked>
    %51 = tt.splat %49 : i64 -> tensor<32x64xi64, #blocked>
    %52 = arith.addi %51, %50 : tensor<32x64xi64, #blocked>
    %53 = arith.trunci %52 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %54 = amdg.buffer_atomic_rmw fadd, release, gpu, %41, %arg1[%53], %40 : tensor<32x64xf32, #blocked>
    tt.return
  }
}
