#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %4 = tt.splat %2 : i32 -> tensor<64xi32, #blocked2>
    %5 = arith.addi %4, %3 : tensor<64xi32, #blocked2>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<64xi32, #blocked2>
    %8 = arith.addi %7, %3 : tensor<64xi32, #blocked2>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %10 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %12 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %13 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %14 = arith.muli %12, %13 : tensor<64x1xi32, #blocked4>
    %15 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %16 = tt.addptr %15, %14 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %17 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %18 = tt.expand_dims %17 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %19 = ttg.convert_layout %18 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %20 = tt.broadcast %16 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked4>
    %21 = ttg.convert_layout %20 : tensor<64x32x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %22 = tt.broadcast %19 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %24 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %26 = ttg.convert_layout %25 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %27 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked4>
    %28 = arith.muli %26, %27 : tensor<32x1xi32, #blocked4>
    %29 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %30 = tt.addptr %29, %28 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %31 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %32 = tt.expand_dims %31 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %33 = ttg.convert_layout %32 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %34 = tt.broadcast %30 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %35 = ttg.convert_layout %34 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %37 = tt.addptr %35, %36 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %38 = arith.addi %arg5, %c31_i32 : i32
    %39 = arith.divsi %38, %c32_i32 : i32
    %40 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %41 = arith.cmpi slt, %12, %40 : tensor<64x1xi32, #blocked4>
    %42 = tt.broadcast %41 : tensor<64x1xi1, #blocked4> -> tensor<64x32xi1, #blocked4>
    %43 = ttg.convert_layout %42 : tensor<64x32xi1, #blocked4> -> tensor<64x32xi1, #blocked1>
    %44 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %45 = arith.cmpi slt, %33, %44 : tensor<1x64xi32, #blocked>
    %46 = tt.broadcast %45 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %47 = arith.muli %arg7, %c32_i32 : i32
    %48 = tt.splat %47 : i32 -> tensor<32x64xi32, #blocked>
    %49:3 = scf.for %arg9 = %c0_i32 to %39 step %c1_i32 iter_args(%arg10 = %23, %arg11 = %37, %arg12 = %cst) -> (tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<64x64xf32, #blocked>)  : i32 {
      %70 = arith.muli %arg9, %c32_i32 : i32
      %71 = arith.subi %arg5, %70 : i32
      %72 = tt.splat %71 : i32 -> tensor<1x32xi32, #blocked1>
      %73 = arith.cmpi slt, %19, %72 : tensor<1x32xi32, #blocked1>
      %74 = tt.broadcast %73 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %75 = arith.andi %43, %74 : tensor<64x32xi1, #blocked1>
      %76 = ttg.convert_layout %arg10 : tensor<64x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked6>
      %77 = ttg.convert_layout %75 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked6>
      %78 = ttg.convert_layout %cst_1 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #blocked6>
      %79 = tt.load %76, %77, %78 : tensor<64x32x!tt.ptr<f16>, #blocked6>
      %80 = ttg.convert_layout %79 : tensor<64x32xf16, #blocked6> -> tensor<64x32xf16, #blocked1>
      %81 = tt.splat %71 : i32 -> tensor<32x1xi32, #blocked4>
      %82 = arith.cmpi slt, %26, %81 : tensor<32x1xi32, #blocked4>
      %83 = tt.broadcast %82 : tensor<32x1xi1, #blocked4> -> tensor<32x64xi1, #blocked4>
      %84 = ttg.convert_layout %83 : tensor<32x64xi1, #blocked4> -> tensor<32x64xi1, #blocked>
      %85 = arith.andi %84, %46 : tensor<32x64xi1, #blocked>
      %86 = ttg.convert_layout %arg11 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked7>
      %87 = ttg.convert_layout %85 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked7>
      %88 = ttg.convert_layout %cst_0 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked7>
      %89 = tt.load %86, %87, %88 : tensor<32x64x!tt.ptr<f16>, #blocked7>
      %90 = ttg.convert_layout %89 : tensor<32x64xf16, #blocked7> -> tensor<32x64xf16, #blocked>
      %91 = ttg.convert_layout %80 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %92 = ttg.convert_layout %90 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %93 = ttg.convert_layout %arg12 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %94 = tt.dot %91, %92, %93 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %95 = ttg.convert_layout %94 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      %96 = tt.addptr %arg10, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %97 = tt.addptr %arg11, %48 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      scf.yield %96, %97, %95 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<64x64xf32, #blocked>
    }
    %50 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %51 = arith.cmpi slt, %12, %50 : tensor<64x1xi32, #blocked4>
    %52 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %53 = arith.cmpi slt, %33, %52 : tensor<1x64xi32, #blocked>
    %54 = tt.broadcast %51 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %55 = ttg.convert_layout %54 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %56 = tt.broadcast %53 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %57 = arith.andi %55, %56 : tensor<64x64xi1, #blocked>
    %58 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %59 = arith.muli %12, %58 : tensor<64x1xi32, #blocked4>
    %60 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %61 = tt.addptr %60, %59 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %62 = tt.broadcast %61 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %63 = ttg.convert_layout %62 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %64 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %65 = tt.addptr %63, %64 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %66 = arith.truncf %49#2 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %67 = ttg.convert_layout %65 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked7>
    %68 = ttg.convert_layout %66 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked7>
    %69 = ttg.convert_layout %57 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %67, %68, %69 : tensor<64x64x!tt.ptr<f16>, #blocked7>
    tt.return
  }
}
