#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 16, 16]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = arith.addi %3, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %8 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %9 = arith.muli %7, %8 : tensor<64x1xi32, #blocked>
    %10 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %11 = tt.addptr %10, %9 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.broadcast %11 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %17 = tt.load %16 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %18 = ttg.local_alloc %17 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %19 = arith.mulf %arg4, %cst_0 : f32
    %20:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>)  : i32 {
      %33 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %34 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %35 = arith.addi %33, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %36 = arith.addi %34, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %37 = tt.expand_dims %35 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %38 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %39 = arith.muli %37, %38 : tensor<1x32xi32, #blocked1>
      %40 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked1>
      %41 = tt.addptr %40, %39 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %42 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %43 = tt.expand_dims %42 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %44 = tt.broadcast %41 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %45 = tt.broadcast %43 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %46 = tt.addptr %44, %45 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %47 = tt.load %46 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %48 = ttg.local_alloc %47 : (tensor<64x32xf16, #blocked1>) -> !ttg.memdesc<64x32xf16, #shared1, #smem>
      %49 = ttng.warp_group_dot %18, %48, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x32xf16, #shared1, #smem> -> tensor<64x32xf32, #mma>
      %50 = tt.splat %19 : f32 -> tensor<64x32xf32, #mma>
      %51 = arith.mulf %49, %50 : tensor<64x32xf32, #mma>
      %52 = "tt.reduce"(%51) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %80 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %80 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %53 = arith.maxnumf %arg11, %52 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %54 = tt.expand_dims %53 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %55 = tt.broadcast %54 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %56 = arith.subf %51, %55 : tensor<64x32xf32, #mma>
      %57 = math.exp2 %56 : tensor<64x32xf32, #mma>
      %58 = arith.subf %arg11, %53 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %59 = math.exp2 %58 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %60 = arith.mulf %arg12, %59 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %61 = "tt.reduce"(%57) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %80 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %80 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %62 = arith.addf %60, %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %63 = tt.expand_dims %36 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %64 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %65 = arith.muli %63, %64 : tensor<32x1xi32, #blocked>
      %66 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
      %67 = tt.addptr %66, %65 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %68 = tt.broadcast %67 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %69 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %70 = tt.addptr %68, %69 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %71 = tt.load %70 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %72 = ttg.local_alloc %71 : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared, #smem>
      %73 = arith.truncf %57 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %74 = tt.expand_dims %59 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %75 = ttg.convert_layout %74 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %76 = tt.broadcast %75 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %77 = arith.mulf %arg13, %76 : tensor<64x64xf32, #mma1>
      %78 = ttg.convert_layout %73 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>
      %79 = ttng.warp_group_dot %78, %72, %77 {inputPrecision = 0 : i32} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma1>
      scf.yield %53, %62, %79 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>
    }
    %21 = tt.expand_dims %20#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %22 = ttg.convert_layout %21 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %23 = tt.broadcast %22 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %24 = arith.divf %20#2, %23 : tensor<64x64xf32, #mma1>
    %25 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked>
    %26 = arith.muli %7, %25 : tensor<64x1xi32, #blocked>
    %27 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %28 = tt.addptr %27, %26 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %29 = tt.broadcast %28 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %30 = tt.addptr %29, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %31 = arith.truncf %24 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %32 = ttg.convert_layout %31 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #blocked>
    tt.store %30, %32 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
