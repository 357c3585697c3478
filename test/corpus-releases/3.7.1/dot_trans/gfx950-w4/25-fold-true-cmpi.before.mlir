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
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %8 = arith.addi %6, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %7, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %10 = arith.muli %1, %c32_i32 : i32
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = tt.splat %10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = tt.splat %10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = arith.addi %14, %12 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %17 = arith.addi %15, %13 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %18 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %19 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %20 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %21 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %22 = arith.cmpi slt, %18, %20 : tensor<64x1xi32, #blocked>
    %23 = arith.cmpi slt, %19, %21 : tensor<64x1xi32, #mma>
    %24 = arith.muli %2, %arg5 : i32
    %25 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %26 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %27 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %28 = arith.muli %26, %27 : tensor<64x1xi32, #blocked>
    %29 = tt.broadcast %28 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %30 = tt.expand_dims %25 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %32 = arith.addi %29, %31 : tensor<64x64xi32, #blocked>
    %33 = tt.splat %24 : i32 -> tensor<64x64xi32, #blocked>
    %34 = arith.addi %33, %32 : tensor<64x64xi32, #blocked>
    %35 = tt.broadcast %22 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %36 = amdg.buffer_load %arg0[%34], %35 {contiguity = 8 : i32} : tensor<64x64xf16, #blocked>
    %37 = tt.expand_dims %16 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %38 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %39 = arith.cmpi slt, %37, %38 : tensor<32x1xi32, #blocked>
    %40 = arith.muli %10, %arg6 : i32
    %41 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %42 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked>
    %43 = arith.muli %41, %42 : tensor<32x1xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %45 = tt.expand_dims %25 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %46 = tt.broadcast %45 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %47 = arith.addi %44, %46 : tensor<32x64xi32, #blocked>
    %48 = tt.splat %40 : i32 -> tensor<32x64xi32, #blocked>
    %49 = arith.addi %48, %47 : tensor<32x64xi32, #blocked>
    %50 = tt.broadcast %39 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %51 = amdg.buffer_load %arg1[%49], %50 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
    %52 = ttg.convert_layout %51 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #linear>
    %53 = tt.trans %52 {order = array<i32: 1, 0>} : tensor<32x64xf16, #linear> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %54 = ttg.local_alloc %36 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %55 = ttg.local_load %54 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %56 = tt.dot %55, %53, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
    %57 = tt.expand_dims %17 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x32xi32, #mma>
    %58 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #mma>
    %59 = arith.cmpi slt, %57, %58 : tensor<1x32xi32, #mma>
    %60 = tt.broadcast %23 : tensor<64x1xi1, #mma> -> tensor<64x32xi1, #mma>
    %61 = tt.broadcast %59 : tensor<1x32xi1, #mma> -> tensor<64x32xi1, #mma>
    %62 = arith.andi %60, %61 : tensor<64x32xi1, #mma>
    %63 = arith.muli %2, %arg7 : i32
    %64 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %65 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #mma>
    %66 = arith.muli %64, %65 : tensor<64x1xi32, #mma>
    %67 = tt.broadcast %66 : tensor<64x1xi32, #mma> -> tensor<64x32xi32, #mma>
    %68 = tt.expand_dims %13 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x32xi32, #mma>
    %69 = tt.broadcast %68 : tensor<1x32xi32, #mma> -> tensor<64x32xi32, #mma>
    %70 = arith.addi %63, %10 : i32
    %71 = arith.addi %67, %69 : tensor<64x32xi32, #mma>
    %72 = tt.splat %70 : i32 -> tensor<64x32xi32, #mma>
    %73 = arith.addi %72, %71 : tensor<64x32xi32, #mma>
    amdg.buffer_store %56, %arg2[%73], %62 : tensor<64x32xf32, #mma>
    tt.return
  }
}
