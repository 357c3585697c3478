#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 16, 16]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %4 = arith.addi %3, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %8 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked2>
    %9 = arith.muli %7, %8 : tensor<64x1xi32, #blocked2>
    %10 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked2>
    %11 = tt.addptr %10, %9 : tensor<64x1x!tt.ptr<f16>, #blocked2>, tensor<64x1xi32, #blocked2>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %14 = tt.broadcast %11 : tensor<64x1x!tt.ptr<f16>, #blocked2> -> tensor<64x64x!tt.ptr<f16>, #blocked2>
    %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked2> -> tensor<64x64xi32, #blocked2>
    %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked2>, tensor<64x64xi32, #blocked2>
    %17 = tt.load %16 : tensor<64x64x!tt.ptr<f16>, #blocked2>
    %18 = ttg.local_alloc %17 : (tensor<64x64xf16, #blocked2>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %19 = arith.mulf %arg4, %cst_0 : f32
    %20:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64x64xf32, #blocked1>)  : i32 {
      %33 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %34 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %35 = arith.addi %33, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %36 = arith.addi %34, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %37 = tt.expand_dims %35 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
      %38 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked3>
      %39 = arith.muli %37, %38 : tensor<1x32xi32, #blocked3>
      %40 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked3>
      %41 = tt.addptr %40, %39 : tensor<1x32x!tt.ptr<f16>, #blocked3>, tensor<1x32xi32, #blocked3>
      %42 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %43 = tt.expand_dims %42 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %44 = tt.broadcast %41 : tensor<1x32x!tt.ptr<f16>, #blocked3> -> tensor<64x32x!tt.ptr<f16>, #blocked3>
      %45 = tt.broadcast %43 : tensor<64x1xi32, #blocked3> -> tensor<64x32xi32, #blocked3>
      %46 = tt.addptr %44, %45 : tensor<64x32x!tt.ptr<f16>, #blocked3>, tensor<64x32xi32, #blocked3>
      %47 = tt.load %46 : tensor<64x32x!tt.ptr<f16>, #blocked3>
      %48 = ttg.local_alloc %47 : (tensor<64x32xf16, #blocked3>) -> !ttg.memdesc<64x32xf16, #shared1, #smem>
      %49 = ttg.convert_layout %cst : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #mma>
      %50 = ttng.warp_group_dot %18, %48, %49 {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x32xf16, #shared1, #smem> -> tensor<64x32xf32, #mma>
      %51 = ttg.convert_layout %50 : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #blocked>
      %52 = tt.splat %19 : f32 -> tensor<64x32xf32, #blocked>
      %53 = arith.mulf %51, %52 : tensor<64x32xf32, #blocked>
      %54 = "tt.reduce"(%53) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %85 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %85 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %55 = arith.maxnumf %arg11, %54 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %56 = tt.expand_dims %55 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %57 = tt.broadcast %56 : tensor<64x1xf32, #blocked> -> tensor<64x32xf32, #blocked>
      %58 = arith.subf %53, %57 : tensor<64x32xf32, #blocked>
      %59 = math.exp2 %58 : tensor<64x32xf32, #blocked>
      %60 = arith.subf %arg11, %55 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %61 = math.exp2 %60 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %62 = arith.mulf %arg12, %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %63 = "tt.reduce"(%59) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %85 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %85 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %64 = arith.addf %62, %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %65 = tt.expand_dims %36 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
      %66 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked2>
      %67 = arith.muli %65, %66 : tensor<32x1xi32, #blocked2>
      %68 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
      %69 = tt.addptr %68, %67 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
      %70 = tt.broadcast %69 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x64x!tt.ptr<f16>, #blocked2>
      %71 = tt.broadcast %13 : tensor<1x64xi32, #blocked2> -> tensor<32x64xi32, #blocked2>
      %72 = tt.addptr %70, %71 : tensor<32x64x!tt.ptr<f16>, #blocked2>, tensor<32x64xi32, #blocked2>
      %73 = tt.load %72 : tensor<32x64x!tt.ptr<f16>, #blocked2>
      %74 = ttg.local_alloc %73 : (tensor<32x64xf16, #blocked2>) -> !ttg.memdesc<32x64xf16, #shared, #smem>
      %75 = arith.truncf %59 : tensor<64x32xf32, #blocked> to tensor<64x32xf16, #blocked>
      %76 = tt.expand_dims %61 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %77 = ttg.convert_layout %76 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
      %78 = tt.broadcast %77 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
      %79 = arith.mulf %arg13, %78 : tensor<64x64xf32, #blocked1>
      %80 = ttg.convert_layout %75 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
      %81 = ttg.convert_layout %79 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma1>
      %82 = ttg.convert_layout %80 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>
      %83 = ttng.warp_group_dot %82, %74, %81 {inputPrecision = 0 : i32} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma1>
      %84 = ttg.convert_layout %83 : tensor<64x64xf32, #mma1> -> tensor<64x64xf32, #blocked1>
      scf.yield %55, %64, %84 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64x64xf32, #blocked1>
    }
    %21 = tt.expand_dims %20#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
    %22 = ttg.convert_layout %21 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
    %23 = tt.broadcast %22 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
    %24 = arith.divf %20#2, %23 : tensor<64x64xf32, #blocked1>
    %25 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked2>
    %26 = arith.muli %7, %25 : tensor<64x1xi32, #blocked2>
    %27 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked2>
    %28 = tt.addptr %27, %26 : tensor<64x1x!tt.ptr<f16>, #blocked2>, tensor<64x1xi32, #blocked2>
    %29 = tt.broadcast %28 : tensor<64x1x!tt.ptr<f16>, #blocked2> -> tensor<64x64x!tt.ptr<f16>, #blocked2>
    %30 = tt.addptr %29, %15 : tensor<64x64x!tt.ptr<f16>, #blocked2>, tensor<64x64xi32, #blocked2>
    %31 = arith.truncf %24 : tensor<64x64xf32, #blocked1> to tensor<64x64xf16, #blocked1>
    %32 = ttg.convert_layout %31 : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked2>
    tt.store %30, %32 : tensor<64x64x!tt.ptr<f16>, #blocked2>
    tt.return
  }
}
