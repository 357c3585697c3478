#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 0], [0, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %7 = arith.addi %5, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.muli %1, %c32_i32 : i32
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %12 = tt.splat %9 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = tt.splat %9 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %10 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = arith.addi %13, %11 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %7 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %19 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %20 = arith.cmpi slt, %16, %18 : tensor<64x1xi32, #blocked>
    %21 = arith.cmpi slt, %17, %19 : tensor<64x1xi32, #mma>
    %22 = arith.muli %2, %arg5 : i32
    %23 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %24 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %25 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %26 = arith.muli %24, %25 : tensor<64x1xi32, #blocked>
    %27 = tt.broadcast %26 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %28 = tt.expand_dims %23 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %29 = tt.broadcast %28 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %30 = arith.addi %27, %29 : tensor<64x64xi32, #blocked>
    %31 = tt.splat %22 : i32 -> tensor<64x64xi32, #blocked>
    %32 = arith.addi %31, %30 : tensor<64x64xi32, #blocked>
    %33 = tt.broadcast %20 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %34 = amdg.buffer_load %arg0[%32], %33 {contiguity = 8 : i32} : tensor<64x64xf16, #blocked>
    %35 = tt.expand_dims %14 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %36 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %37 = arith.cmpi slt, %35, %36 : tensor<32x1xi32, #blocked>
    %38 = arith.muli %9, %arg6 : i32
    %39 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %40 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked>
    %41 = arith.muli %39, %40 : tensor<32x1xi32, #blocked>
    %42 = tt.broadcast %41 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %43 = tt.broadcast %28 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %44 = arith.addi %42, %43 : tensor<32x64xi32, #blocked>
    %45 = tt.splat %38 : i32 -> tensor<32x64xi32, #blocked>
    %46 = arith.addi %45, %44 : tensor<32x64xi32, #blocked>
    %47 = tt.broadcast %37 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %48 = amdg.buffer_load %arg1[%46], %47 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
    %49 = ttg.convert_layout %48 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #linear>
    %50 = tt.trans %49 {order = array<i32: 1, 0>} : tensor<32x64xf16, #linear> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %51 = ttg.local_alloc %34 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %52 = ttg.local_load %51 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %53 = tt.dot %52, %50, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
    %54 = tt.expand_dims %15 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x32xi32, #mma>
    %55 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #mma>
    %56 = arith.cmpi slt, %54, %55 : tensor<1x32xi32, #mma>
    %57 = tt.broadcast %21 : tensor<64x1xi1, #mma> -> tensor<64x32xi1, #mma>
    %58 = tt.broadcast %56 : tensor<1x32xi1, #mma> -> tensor<64x32xi1, #mma>
    %59 = arith.andi %57, %58 : tensor<64x32xi1, #mma>
    %60 = arith.muli %2, %arg7 : i32
    %61 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %62 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #mma>
    %63 = arith.muli %61, %62 : tensor<64x1xi32, #mma>
    %64 = tt.broadcast %63 : tensor<64x1xi32, #mma> -> tensor<64x32xi32, #mma>
    %65 = tt.expand_dims %11 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x32xi32, #mma>
    %66 = tt.broadcast %65 : tensor<1x32xi32, #mma> -> tensor<64x32xi32, #mma>
    %67 = arith.addi %60, %9 : i32
    %68 = arith.addi %64, %66 : tensor<64x32xi32, #mma>
    %69 = tt.splat %67 : i32 -> tensor<64x32xi32, #mma>
    %70 = arith.addi %69, %68 : tensor<64x32xi32, #mma>
    amdg.buffer_store %53, %arg2[%70], %59 : tensor<64x32xf32, #mma>
    tt.return
  }
}
