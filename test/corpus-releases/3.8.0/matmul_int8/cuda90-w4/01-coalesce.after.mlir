#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<64x64xi32, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %4 = tt.splat %2 : i32 -> tensor<64xi32, #blocked1>
    %5 = arith.addi %4, %3 : tensor<64xi32, #blocked1>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<64xi32, #blocked1>
    %8 = arith.addi %7, %3 : tensor<64xi32, #blocked1>
    %9 = ttg.convert_layout %5 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %10 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %11 = ttg.convert_layout %10 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %12 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked3>
    %13 = arith.muli %11, %12 : tensor<64x1xi32, #blocked3>
    %14 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked3>
    %15 = tt.addptr %14, %13 : tensor<64x1x!tt.ptr<i8>, #blocked3>, tensor<64x1xi32, #blocked3>
    %16 = ttg.convert_layout %3 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %17 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi32, #blocked4>
    %18 = ttg.convert_layout %17 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %19 = tt.broadcast %15 : tensor<64x1x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked3>
    %20 = ttg.convert_layout %19 : tensor<64x64x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %21 = tt.broadcast %18 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %22 = tt.addptr %20, %21 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %23 = ttg.convert_layout %3 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %24 = tt.expand_dims %23 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %25 = ttg.convert_layout %24 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %26 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked3>
    %27 = arith.muli %25, %26 : tensor<64x1xi32, #blocked3>
    %28 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked3>
    %29 = tt.addptr %28, %27 : tensor<64x1x!tt.ptr<i8>, #blocked3>, tensor<64x1xi32, #blocked3>
    %30 = ttg.convert_layout %8 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %31 = tt.expand_dims %30 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi32, #blocked4>
    %32 = ttg.convert_layout %31 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %33 = tt.broadcast %29 : tensor<64x1x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked3>
    %34 = ttg.convert_layout %33 : tensor<64x64x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %35 = tt.broadcast %32 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %36 = tt.addptr %34, %35 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %37:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %22, %arg11 = %36, %arg12 = %cst) -> (tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>)  : i32 {
      %56 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
      %57 = arith.cmpi slt, %11, %56 : tensor<64x1xi32, #blocked3>
      %58 = arith.subi %arg5, %arg9 : i32
      %59 = tt.splat %58 : i32 -> tensor<1x64xi32, #blocked>
      %60 = arith.cmpi slt, %18, %59 : tensor<1x64xi32, #blocked>
      %61 = tt.broadcast %57 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
      %62 = ttg.convert_layout %61 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
      %63 = tt.broadcast %60 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %64 = arith.andi %62, %63 : tensor<64x64xi1, #blocked>
      %65 = ttg.convert_layout %arg10 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked5>
      %66 = ttg.convert_layout %64 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
      %67 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked5>
      %68 = tt.load %65, %66, %67 : tensor<64x64x!tt.ptr<i8>, #blocked5>
      %69 = ttg.convert_layout %68 : tensor<64x64xi8, #blocked5> -> tensor<64x64xi8, #blocked>
      %70 = tt.splat %58 : i32 -> tensor<64x1xi32, #blocked3>
      %71 = arith.cmpi slt, %25, %70 : tensor<64x1xi32, #blocked3>
      %72 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %73 = arith.cmpi slt, %32, %72 : tensor<1x64xi32, #blocked>
      %74 = tt.broadcast %71 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
      %75 = ttg.convert_layout %74 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
      %76 = tt.broadcast %73 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %77 = arith.andi %75, %76 : tensor<64x64xi1, #blocked>
      %78 = ttg.convert_layout %arg11 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked5>
      %79 = ttg.convert_layout %77 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
      %80 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked5>
      %81 = tt.load %78, %79, %80 : tensor<64x64x!tt.ptr<i8>, #blocked5>
      %82 = ttg.convert_layout %81 : tensor<64x64xi8, #blocked5> -> tensor<64x64xi8, #blocked>
      %83 = ttg.convert_layout %69 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %84 = ttg.convert_layout %82 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %85 = ttg.convert_layout %arg12 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked6>
      %86 = tt.dot %83, %84, %85, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xi32, #blocked6>
      %87 = ttg.convert_layout %86 : tensor<64x64xi32, #blocked6> -> tensor<64x64xi32, #blocked>
      %88 = tt.addptr %arg10, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %89 = arith.muli %arg7, %c64_i32 : i32
      %90 = tt.splat %89 : i32 -> tensor<64x64xi32, #blocked>
      %91 = tt.addptr %arg11, %90 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %88, %91, %87 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    }
    %38 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
    %39 = arith.cmpi slt, %11, %38 : tensor<64x1xi32, #blocked3>
    %40 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %41 = arith.cmpi slt, %32, %40 : tensor<1x64xi32, #blocked>
    %42 = tt.broadcast %39 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
    %43 = ttg.convert_layout %42 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
    %44 = tt.broadcast %41 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %45 = arith.andi %43, %44 : tensor<64x64xi1, #blocked>
    %46 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked3>
    %47 = arith.muli %11, %46 : tensor<64x1xi32, #blocked3>
    %48 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked3>
    %49 = tt.addptr %48, %47 : tensor<64x1x!tt.ptr<i32>, #blocked3>, tensor<64x1xi32, #blocked3>
    %50 = tt.broadcast %49 : tensor<64x1x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked3>
    %51 = ttg.convert_layout %50 : tensor<64x64x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked>
    %52 = tt.addptr %51, %35 : tensor<64x64x!tt.ptr<i32>, #blocked>, tensor<64x64xi32, #blocked>
    %53 = ttg.convert_layout %52 : tensor<64x64x!tt.ptr<i32>, #blocked> -> tensor<64x64x!tt.ptr<i32>, #blocked7>
    %54 = ttg.convert_layout %37#2 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked7>
    %55 = ttg.convert_layout %45 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %53, %54, %55 : tensor<64x64x!tt.ptr<i32>, #blocked7>
    tt.return
  }
}
