#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %9 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = arith.addi %8, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %12 = arith.muli %1, %c32_i32 : i32
    %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %14 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %15 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %16 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %17 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %18 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %19 = arith.addi %16, %13 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %20 = arith.addi %17, %14 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %21 = arith.addi %18, %15 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %22 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %23 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %24 = tt.expand_dims %11 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %25 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %26 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked2>
    %27 = arith.cmpi slt, %23, %25 : tensor<64x1xi32, #blocked1>
    %28 = arith.cmpi slt, %24, %26 : tensor<64x1xi32, #blocked2>
    %29 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
    %30 = arith.muli %22, %29 : tensor<64x1xi32, #blocked1>
    %31 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %33 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %34 = tt.expand_dims %33 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %36 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %37 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %38 = tt.broadcast %27 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %39 = tt.load %37, %38, %cst_1 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %40 = ttg.local_alloc %39 : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %41 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %42 = tt.expand_dims %20 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %43 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked1>
    %44 = arith.cmpi slt, %42, %43 : tensor<32x1xi32, #blocked1>
    %45 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked1>
    %46 = arith.muli %41, %45 : tensor<32x1xi32, #blocked1>
    %47 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %48 = tt.addptr %47, %46 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %49 = tt.broadcast %48 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %50 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %51 = tt.addptr %49, %50 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %52 = tt.broadcast %44 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %53 = tt.load %51, %52, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %54 = tt.trans %53 {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked1> -> tensor<64x32xf16, #blocked3>
    %55 = ttg.local_alloc %54 : (tensor<64x32xf16, #blocked3>) -> !ttg.memdesc<64x32xf16, #shared1, #smem>
    %56 = ttg.convert_layout %cst : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #mma>
    %57 = ttng.warp_group_dot %40, %55, %56 {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x32xf16, #shared1, #smem> -> tensor<64x32xf32, #mma>
    %58 = ttg.convert_layout %57 : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #blocked>
    %59 = tt.expand_dims %21 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x32xi32, #blocked2>
    %60 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked2>
    %61 = arith.cmpi slt, %59, %60 : tensor<1x32xi32, #blocked2>
    %62 = tt.broadcast %28 : tensor<64x1xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
    %63 = tt.broadcast %61 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
    %64 = arith.andi %62, %63 : tensor<64x32xi1, #blocked2>
    %65 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked2>
    %66 = arith.muli %24, %65 : tensor<64x1xi32, #blocked2>
    %67 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked2>
    %68 = tt.addptr %67, %66 : tensor<64x1x!tt.ptr<f32>, #blocked2>, tensor<64x1xi32, #blocked2>
    %69 = tt.broadcast %68 : tensor<64x1x!tt.ptr<f32>, #blocked2> -> tensor<64x32x!tt.ptr<f32>, #blocked2>
    %70 = tt.broadcast %59 : tensor<1x32xi32, #blocked2> -> tensor<64x32xi32, #blocked2>
    %71 = tt.addptr %69, %70 : tensor<64x32x!tt.ptr<f32>, #blocked2>, tensor<64x32xi32, #blocked2>
    %72 = ttg.convert_layout %58 : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #blocked2>
    tt.store %71, %72, %64 : tensor<64x32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
