#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %40 = arith.cmpi slt, %16, %39 : tensor<64x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %43 = arith.cmpi slt, %33, %42 : tensor<1x64xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #blocked>
    %47:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst_1, %arg11 = %26, %arg12 = %38) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>)  : i32 {
      %62 = arith.subi %arg5, %arg9 : i32
      %63 = tt.splat %62 : i32 -> tensor<1x64xi32, #blocked>
      %64 = arith.cmpi slt, %23, %63 : tensor<1x64xi32, #blocked>
      %65 = tt.broadcast %64 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %66 = arith.andi %41, %65 : tensor<64x64xi1, #blocked>
      %67 = tt.load %arg11, %66, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %68 = tt.splat %62 : i32 -> tensor<64x1xi32, #blocked>
      %69 = arith.cmpi slt, %28, %68 : tensor<64x1xi32, #blocked>
      %70 = tt.broadcast %69 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %71 = arith.andi %70, %44 : tensor<64x64xi1, #blocked>
      %72 = tt.load %arg12, %71, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %73 = ttg.convert_layout %67 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %74 = ttg.convert_layout %72 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %75 = tt.dot %73, %74, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      %76 = tt.addptr %arg11, %cst : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %77 = tt.addptr %arg12, %46 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %75, %76, %77 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>
    }
    %48 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %49 = arith.cmpi slt, %17, %48 : tensor<64x1xi32, #blocked1>
    %50 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %51 = arith.cmpi slt, %34, %50 : tensor<1x64xi32, #blocked1>
    %52 = tt.broadcast %49 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %53 = tt.broadcast %51 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %54 = arith.andi %52, %53 : tensor<64x64xi1, #blocked1>
    %55 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %56 = arith.muli %17, %55 : tensor<64x1xi32, #blocked1>
    %57 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked1>
    %58 = tt.addptr %57, %56 : tensor<64x1x!tt.ptr<i32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %59 = tt.broadcast %58 : tensor<64x1x!tt.ptr<i32>, #blocked1> -> tensor<64x64x!tt.ptr<i32>, #blocked1>
    %60 = tt.addptr %59, %37 : tensor<64x64x!tt.ptr<i32>, #blocked1>, tensor<64x64xi32, #blocked1>
    %61 = ttg.convert_layout %47#0 : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked1>
    tt.store %60, %61, %54 : tensor<64x64x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}
