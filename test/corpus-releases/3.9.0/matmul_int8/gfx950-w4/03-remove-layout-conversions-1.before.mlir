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
    %44 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
    %45 = arith.cmpi slt, %13, %44 : tensor<64x1xi32, #blocked3>
    %46 = tt.broadcast %45 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
    %47 = ttg.convert_layout %46 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
    %48 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %49 = arith.cmpi slt, %38, %48 : tensor<1x64xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %51 = arith.muli %arg7, %c64_i32 : i32
    %52 = tt.splat %51 : i32 -> tensor<64x64xi32, #blocked>
    %53:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %26, %arg11 = %43, %arg12 = %cst) -> (tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>)  : i32 {
      %72 = arith.subi %arg5, %arg9 : i32
      %73 = tt.splat %72 : i32 -> tensor<1x64xi32, #blocked>
      %74 = arith.cmpi slt, %21, %73 : tensor<1x64xi32, #blocked>
      %75 = tt.broadcast %74 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %76 = arith.andi %47, %75 : tensor<64x64xi1, #blocked>
      %77 = ttg.convert_layout %arg10 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked5>
      %78 = ttg.convert_layout %76 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
      %79 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked5>
      %80 = tt.load %77, %78, %79 : tensor<64x64x!tt.ptr<i8>, #blocked5>
      %81 = ttg.convert_layout %80 : tensor<64x64xi8, #blocked5> -> tensor<64x64xi8, #blocked>
      %82 = tt.splat %72 : i32 -> tensor<64x1xi32, #blocked3>
      %83 = arith.cmpi slt, %29, %82 : tensor<64x1xi32, #blocked3>
      %84 = tt.broadcast %83 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
      %85 = ttg.convert_layout %84 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
      %86 = arith.andi %85, %50 : tensor<64x64xi1, #blocked>
      %87 = ttg.convert_layout %arg11 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked5>
      %88 = ttg.convert_layout %86 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
      %89 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked5>
      %90 = tt.load %87, %88, %89 : tensor<64x64x!tt.ptr<i8>, #blocked5>
      %91 = ttg.convert_layout %90 : tensor<64x64xi8, #blocked5> -> tensor<64x64xi8, #blocked>
      %92 = ttg.convert_layout %81 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %93 = ttg.convert_layout %91 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %94 = ttg.convert_layout %arg12 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked6>
      %95 = tt.dot %92, %93, %94 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xi32, #blocked6>
      %96 = ttg.convert_layout %95 : tensor<64x64xi32, #blocked6> -> tensor<64x64xi32, #blocked>
      %97 = tt.addptr %arg10, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %98 = tt.addptr %arg11, %52 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %97, %98, %96 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    }
    %54 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
    %55 = arith.cmpi slt, %12, %54 : tensor<64x1xi32, #blocked3>
    %56 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %57 = arith.cmpi slt, %37, %56 : tensor<1x64xi32, #blocked>
    %58 = tt.broadcast %55 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
    %59 = ttg.convert_layout %58 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
    %60 = tt.broadcast %57 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %61 = arith.andi %59, %60 : tensor<64x64xi1, #blocked>
    %62 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked3>
    %63 = arith.muli %11, %62 : tensor<64x1xi32, #blocked3>
    %64 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked3>
    %65 = tt.addptr %64, %63 : tensor<64x1x!tt.ptr<i32>, #blocked3>, tensor<64x1xi32, #blocked3>
    %66 = tt.broadcast %65 : tensor<64x1x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked3>
    %67 = ttg.convert_layout %66 : tensor<64x64x!tt.ptr<i32>, #blocked3> -> tensor<64x64x!tt.ptr<i32>, #blocked>
    %68 = tt.addptr %67, %42 : tensor<64x64x!tt.ptr<i32>, #blocked>, tensor<64x64xi32, #blocked>
    %69 = ttg.convert_layout %68 : tensor<64x64x!tt.ptr<i32>, #blocked> -> tensor<64x64x!tt.ptr<i32>, #blocked7>
    %70 = ttg.convert_layout %53#2 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked7>
    %71 = ttg.convert_layout %61 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %69, %70, %71 : tensor<64x64x!tt.ptr<i32>, #blocked7>
    tt.return
  }
}
