#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<64x64xi32, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %cst_1 = arith.constant dense<64> : tensor<64x64xi32, #blocked1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #blocked1>
    %20 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %24 = tt.broadcast %21 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x64x!tt.ptr<i8>, #blocked1>
    %25 = tt.broadcast %23 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %26 = tt.addptr %24, %25 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
    %27 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %29 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked1>
    %30 = arith.muli %28, %29 : tensor<64x1xi32, #blocked1>
    %31 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
    %33 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %34 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x64x!tt.ptr<i8>, #blocked1>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %37 = tt.broadcast %34 : tensor<1x64xi32, #blocked2> -> tensor<64x64xi32, #blocked2>
    %38 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %40 = arith.cmpi slt, %16, %39 : tensor<64x1xi32, #blocked1>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %43 = arith.cmpi slt, %33, %42 : tensor<1x64xi32, #blocked1>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #blocked1>
    %47:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %26, %arg12 = %38) -> (tensor<64x64xi32, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64x!tt.ptr<i8>, #blocked1>)  : i32 {
      %62 = arith.subi %arg5, %arg9 : i32
      %63 = tt.splat %62 : i32 -> tensor<1x64xi32, #blocked1>
      %64 = arith.cmpi slt, %23, %63 : tensor<1x64xi32, #blocked1>
      %65 = tt.broadcast %64 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %66 = arith.andi %41, %65 : tensor<64x64xi1, #blocked1>
      %67 = tt.load %arg11, %66, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked1>
      %68 = tt.splat %62 : i32 -> tensor<64x1xi32, #blocked1>
      %69 = arith.cmpi slt, %28, %68 : tensor<64x1xi32, #blocked1>
      %70 = tt.broadcast %69 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %71 = arith.andi %70, %44 : tensor<64x64xi1, #blocked1>
      %72 = tt.load %arg12, %71, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked1>
      %73 = ttg.convert_layout %67 : tensor<64x64xi8, #blocked1> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %74 = ttg.convert_layout %72 : tensor<64x64xi8, #blocked1> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %75 = tt.dot %73, %74, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xi32, #blocked>
      %76 = tt.addptr %arg11, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
      %77 = tt.addptr %arg12, %46 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
      scf.yield %75, %76, %77 : tensor<64x64xi32, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64x!tt.ptr<i8>, #blocked1>
    }
    %48 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked2>
    %49 = arith.cmpi slt, %17, %48 : tensor<64x1xi32, #blocked2>
    %50 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked2>
    %51 = arith.cmpi slt, %34, %50 : tensor<1x64xi32, #blocked2>
    %52 = tt.broadcast %49 : tensor<64x1xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %53 = tt.broadcast %51 : tensor<1x64xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %54 = arith.andi %52, %53 : tensor<64x64xi1, #blocked2>
    %55 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked2>
    %56 = arith.muli %17, %55 : tensor<64x1xi32, #blocked2>
    %57 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked2>
    %58 = tt.addptr %57, %56 : tensor<64x1x!tt.ptr<i32>, #blocked2>, tensor<64x1xi32, #blocked2>
    %59 = tt.broadcast %58 : tensor<64x1x!tt.ptr<i32>, #blocked2> -> tensor<64x64x!tt.ptr<i32>, #blocked2>
    %60 = tt.addptr %59, %37 : tensor<64x64x!tt.ptr<i32>, #blocked2>, tensor<64x64xi32, #blocked2>
    %61 = ttg.convert_layout %47#0 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked2>
    tt.store %60, %61, %54 : tensor<64x64x!tt.ptr<i32>, #blocked2>
    tt.return
  }
}
