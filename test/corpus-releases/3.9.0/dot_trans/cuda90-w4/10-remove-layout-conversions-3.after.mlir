#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addi %8, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = arith.muli %1, %c32_i32 : i32
    %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %14 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %17 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.addi %16, %13 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %20 = arith.addi %17, %14 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %21 = arith.addi %18, %15 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %22 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %23 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %24 = tt.expand_dims %11 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %25 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %26 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %27 = arith.cmpi slt, %23, %25 : tensor<64x1xi32, #blocked>
    %28 = arith.cmpi slt, %24, %26 : tensor<64x1xi32, #blocked1>
    %29 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %30 = arith.muli %22, %29 : tensor<64x1xi32, #blocked>
    %31 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %33 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %34 = tt.expand_dims %33 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %36 = tt.broadcast %34 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %37 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %38 = tt.broadcast %27 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %39 = tt.load %37, %38, %cst_1 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %40 = ttg.local_alloc %39 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %41 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %42 = tt.expand_dims %20 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %43 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %44 = arith.cmpi slt, %42, %43 : tensor<32x1xi32, #blocked>
    %45 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked>
    %46 = arith.muli %41, %45 : tensor<32x1xi32, #blocked>
    %47 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %48 = tt.addptr %47, %46 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %50 = tt.broadcast %34 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %51 = tt.addptr %49, %50 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %52 = tt.broadcast %44 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %53 = tt.load %51, %52, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked>
    %54 = tt.trans %53 {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked> -> tensor<64x32xf16, #blocked2>
    %55 = ttg.local_alloc %54 : (tensor<64x32xf16, #blocked2>) -> !ttg.memdesc<64x32xf16, #shared1, #smem>
    %56 = ttng.warp_group_dot %40, %55, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x32xf16, #shared1, #smem> -> tensor<64x32xf32, #mma>
    %57 = tt.expand_dims %21 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %58 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked1>
    %59 = arith.cmpi slt, %57, %58 : tensor<1x32xi32, #blocked1>
    %60 = tt.broadcast %28 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %61 = tt.broadcast %59 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %62 = arith.andi %60, %61 : tensor<64x32xi1, #blocked1>
    %63 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked1>
    %64 = arith.muli %24, %63 : tensor<64x1xi32, #blocked1>
    %65 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %66 = tt.addptr %65, %64 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %67 = tt.broadcast %66 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x32x!tt.ptr<f32>, #blocked1>
    %68 = tt.broadcast %57 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %69 = tt.addptr %67, %68 : tensor<64x32x!tt.ptr<f32>, #blocked1>, tensor<64x32xi32, #blocked1>
    %70 = ttg.convert_layout %56 : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #blocked1>
    tt.store %69, %70, %62 : tensor<64x32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
