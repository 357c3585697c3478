#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %24 = tt.broadcast %21 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %25 = tt.broadcast %23 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %26 = tt.addptr %24, %25 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %27 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %29 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %30 = arith.muli %28, %29 : tensor<64x1xi32, #blocked>
    %31 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %33 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %34 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %37 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %38 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %39:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst_1, %arg11 = %26, %arg12 = %38) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>)  : i32 {
      %54 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
      %55 = arith.cmpi slt, %16, %54 : tensor<64x1xi32, #blocked>
      %56 = arith.subi %arg5, %arg9 : i32
      %57 = tt.splat %56 : i32 -> tensor<1x64xi32, #blocked>
      %58 = arith.cmpi slt, %23, %57 : tensor<1x64xi32, #blocked>
      %59 = tt.broadcast %55 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %60 = tt.broadcast %58 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %61 = arith.andi %59, %60 : tensor<64x64xi1, #blocked>
      %62 = tt.load %arg11, %61, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %63 = tt.splat %56 : i32 -> tensor<64x1xi32, #blocked>
      %64 = arith.cmpi slt, %28, %63 : tensor<64x1xi32, #blocked>
      %65 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %66 = arith.cmpi slt, %33, %65 : tensor<1x64xi32, #blocked>
      %67 = tt.broadcast %64 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %68 = tt.broadcast %66 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %69 = arith.andi %67, %68 : tensor<64x64xi1, #blocked>
      %70 = tt.load %arg12, %69, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %71 = ttg.convert_layout %62 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %72 = ttg.convert_layout %70 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %73 = tt.dot %71, %72, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
      %74 = tt.addptr %arg11, %cst : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %75 = arith.muli %arg7, %c64_i32 : i32
      %76 = tt.splat %75 : i32 -> tensor<64x64xi32, #blocked>
      %77 = tt.addptr %arg12, %76 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %73, %74, %77 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>
    }
    %40 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %41 = arith.cmpi slt, %17, %40 : tensor<64x1xi32, #blocked1>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %43 = arith.cmpi slt, %34, %42 : tensor<1x64xi32, #blocked1>
    %44 = tt.broadcast %41 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %45 = tt.broadcast %43 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %46 = arith.andi %44, %45 : tensor<64x64xi1, #blocked1>
    %47 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %48 = arith.muli %17, %47 : tensor<64x1xi32, #blocked1>
    %49 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked1>
    %50 = tt.addptr %49, %48 : tensor<64x1x!tt.ptr<i32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %51 = tt.broadcast %50 : tensor<64x1x!tt.ptr<i32>, #blocked1> -> tensor<64x64x!tt.ptr<i32>, #blocked1>
    %52 = tt.addptr %51, %37 : tensor<64x64x!tt.ptr<i32>, #blocked1>, tensor<64x64xi32, #blocked1>
    %53 = ttg.convert_layout %39#0 : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked1>
    tt.store %52, %53, %46 : tensor<64x64x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}
