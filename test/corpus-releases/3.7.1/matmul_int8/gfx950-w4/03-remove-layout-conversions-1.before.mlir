#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %37 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
    %38 = arith.cmpi slt, %11, %37 : tensor<64x1xi32, #blocked3>
    %39 = tt.broadcast %38 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
    %40 = ttg.convert_layout %39 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
    %41 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %42 = arith.cmpi slt, %32, %41 : tensor<1x64xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %44 = arith.muli %arg7, %c64_i32 : i32
    %45 = tt.splat %44 : i32 -> tensor<64x64xi32, #blocked>
    %46:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %22, %arg11 = %36, %arg12 = %cst) -> (tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>)  : i32 {
      %65 = arith.subi %arg5, %arg9 : i32
      %66 = tt.splat %65 : i32 -> tensor<1x64xi32, #blocked>
      %67 = arith.cmpi slt, %18, %66 : tensor<1x64xi32, #blocked>
      %68 = tt.broadcast %67 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %69 = arith.andi %40, %68 : tensor<64x64xi1, #blocked>
      %70 = ttg.convert_layout %arg10 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked5>
      %71 = ttg.convert_layout %69 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
      %72 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked5>
      %73 = tt.load %70, %71, %72 : tensor<64x64x!tt.ptr<i8>, #blocked5>
      %74 = ttg.convert_layout %73 : tensor<64x64xi8, #blocked5> -> tensor<64x64xi8, #blocked>
      %75 = tt.splat %65 : i32 -> tensor<64x1xi32, #blocked3>
      %76 = arith.cmpi slt, %25, %75 : tensor<64x1xi32, #blocked3>
      %77 = tt.broadcast %76 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
      %78 = ttg.convert_layout %77 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
      %79 = arith.andi %78, %43 : tensor<64x64xi1, #blocked>
      %80 = ttg.convert_layout %arg11 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked5>
      %81 = ttg.convert_layout %79 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
      %82 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked5>
      %83 = tt.load %80, %81, %82 : tensor<64x64x!tt.ptr<i8>, #blocked5>
      %84 = ttg.convert_layout %83 : tensor<64x64xi8, #blocked5> -> tensor<64x64xi8, #blocked>
      %85 = ttg.convert_layout %74 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %86 = ttg.convert_layout %84 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %87 = ttg.convert_layout %arg12 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked6>
      %88 = tt.dot %85, %86, %87 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xi32, #blocked6>
      %89 = ttg.convert_layout %88 : tensor<64x64xi32, #blocked6> -> tensor<64x64xi32, #blocked>
      %90 = tt.addptr %arg10, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %91 = tt.addptr %arg11, %45 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %90, %91, %89 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    }
    %47 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
    %48 = arith.cmpi slt, %11, %47 : tensor<64x1xi32, #blocked3>
    %49 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %50 = arith.cmpi slt, %32, %49 : tensor<1x64xi32, #blocked>
    %51 = tt.broadcast %48 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
    %52 = ttg.convert_layout %51 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
    %53 = tt.broadcast %50 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %54 = arith.andi %52, %53 : tensor<64x64xi1, #blocked>
    %55 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked3>
    %56 = arith.muli %11, %55 : tensor<64x1xi32, #blocked3>
    %57 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked3>
    %58 = tt.addptr %57, %56 : tensor<64x1x!tt.ptr<i32>, #blocked3>, tensor<64x1xi32, #blocked3>
    %59 = tt.broadcast %58 : tensor<64x1x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked3>
    %60 = ttg.convert_layout %59 : tensor<64x64x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked>
    %61 = tt.addptr %60, %35 : tensor<64x64x!tt.ptr<i32>, #blocked>, tensor<64x64xi32, #blocked>
    %62 = ttg.convert_layout %61 : tensor<64x64x!tt.ptr<i32>, #blocked> -> tensor<64x64x!tt.ptr<i32>, #blocked7>
    %63 = ttg.convert_layout %46#2 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked7>
    %64 = ttg.convert_layout %54 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %62, %63, %64 : tensor<64x64x!tt.ptr<i32>, #blocked7>
    tt.return
  }
}
