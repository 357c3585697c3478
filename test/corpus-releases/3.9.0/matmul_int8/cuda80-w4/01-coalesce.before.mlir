#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
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
    %12 = ttg.convert_layout %10 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %13 = ttg.convert_layout %10 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %14 = ttg.convert_layout %10 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %15 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked3>
    %16 = arith.muli %14, %15 : tensor<64x1xi32, #blocked3>
    %17 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked3>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<i8>, #blocked3>, tensor<64x1xi32, #blocked3>
    %19 = ttg.convert_layout %3 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi32, #blocked4>
    %21 = ttg.convert_layout %20 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %22 = ttg.convert_layout %20 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %23 = tt.broadcast %18 : tensor<64x1x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked3>
    %24 = ttg.convert_layout %23 : tensor<64x64x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %25 = tt.broadcast %22 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %26 = tt.addptr %24, %25 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %27 = ttg.convert_layout %3 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %29 = ttg.convert_layout %28 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %30 = ttg.convert_layout %28 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %31 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked3>
    %32 = arith.muli %30, %31 : tensor<64x1xi32, #blocked3>
    %33 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked3>
    %34 = tt.addptr %33, %32 : tensor<64x1x!tt.ptr<i8>, #blocked3>, tensor<64x1xi32, #blocked3>
    %35 = ttg.convert_layout %8 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %36 = tt.expand_dims %35 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi32, #blocked4>
    %37 = ttg.convert_layout %36 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %38 = ttg.convert_layout %36 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %39 = ttg.convert_layout %36 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %40 = tt.broadcast %34 : tensor<64x1x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked3>
    %41 = ttg.convert_layout %40 : tensor<64x64x!tt.ptr<i8>, #blocked3> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %42 = tt.broadcast %39 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %43 = tt.addptr %41, %42 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %44:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %26, %arg11 = %43, %arg12 = %cst) -> (tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>)  : i32 {
      %60 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
      %61 = arith.cmpi slt, %13, %60 : tensor<64x1xi32, #blocked3>
      %62 = arith.subi %arg5, %arg9 : i32
      %63 = tt.splat %62 : i32 -> tensor<1x64xi32, #blocked>
      %64 = arith.cmpi slt, %21, %63 : tensor<1x64xi32, #blocked>
      %65 = tt.broadcast %61 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
      %66 = ttg.convert_layout %65 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
      %67 = tt.broadcast %64 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %68 = arith.andi %66, %67 : tensor<64x64xi1, #blocked>
      %69 = tt.load %arg10, %68, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %70 = tt.splat %62 : i32 -> tensor<64x1xi32, #blocked3>
      %71 = arith.cmpi slt, %29, %70 : tensor<64x1xi32, #blocked3>
      %72 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %73 = arith.cmpi slt, %38, %72 : tensor<1x64xi32, #blocked>
      %74 = tt.broadcast %71 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
      %75 = ttg.convert_layout %74 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
      %76 = tt.broadcast %73 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %77 = arith.andi %75, %76 : tensor<64x64xi1, #blocked>
      %78 = tt.load %arg11, %77, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %79 = ttg.convert_layout %69 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked5}>>
      %80 = ttg.convert_layout %78 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked5}>>
      %81 = ttg.convert_layout %arg12 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked5>
      %82 = tt.dot %79, %80, %81, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked5}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked5}>> -> tensor<64x64xi32, #blocked5>
      %83 = ttg.convert_layout %82 : tensor<64x64xi32, #blocked5> -> tensor<64x64xi32, #blocked>
      %84 = tt.addptr %arg10, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %85 = arith.muli %arg7, %c64_i32 : i32
      %86 = tt.splat %85 : i32 -> tensor<64x64xi32, #blocked>
      %87 = tt.addptr %arg11, %86 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %84, %87, %83 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    }
    %45 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
    %46 = arith.cmpi slt, %12, %45 : tensor<64x1xi32, #blocked3>
    %47 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %48 = arith.cmpi slt, %37, %47 : tensor<1x64xi32, #blocked>
    %49 = tt.broadcast %46 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
    %50 = ttg.convert_layout %49 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
    %51 = tt.broadcast %48 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %52 = arith.andi %50, %51 : tensor<64x64xi1, #blocked>
    %53 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked3>
    %54 = arith.muli %11, %53 : tensor<64x1xi32, #blocked3>
    %55 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked3>
    %56 = tt.addptr %55, %54 : tensor<64x1x!tt.ptr<i32>, #blocked3>, tensor<64x1xi32, #blocked3>
    %57 = tt.broadcast %56 : tensor<64x1x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked3>
    %58 = ttg.convert_layout %57 : tensor<64x64x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked>
    %59 = tt.addptr %58, %42 : tensor<64x64x!tt.ptr<i32>, #blocked>, tensor<64x64xi32, #blocked>
    tt.store %59, %44#2, %52 : tensor<64x64x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
