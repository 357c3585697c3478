#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 4], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c16_i32 = arith.constant 16 : i32
    %c15_i32 = arith.constant 15 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.addi %8, %6 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %12, %4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %15 = arith.addi %13, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.addi %arg5, %c15_i32 : i32
    %19 = arith.divsi %18, %c16_i32 : i32
    %20 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %21 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %22 = arith.cmpi slt, %20, %21 : tensor<64x1xi32, #blocked1>
    %23 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %24 = tt.broadcast %22 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %25 = arith.muli %2, %arg6 : i32
    %26 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
    %27 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %28 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %29 = arith.cmpi slt, %27, %28 : tensor<1x64xi32, #blocked>
    %30 = tt.broadcast %29 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %31 = ttg.local_alloc : () -> !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %32 = ttg.local_alloc : () -> !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    %33 = arith.cmpi sgt, %19, %c0_i32 : i32
    %34 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %35 = arith.cmpi slt, %34, %23 : tensor<1x16xi32, #blocked1>
    %36 = tt.broadcast %35 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %37 = arith.andi %24, %36 : tensor<64x16xi1, #blocked1>
    %38 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %39 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %40 = arith.muli %38, %39 : tensor<64x1xi32, #blocked1>
    %41 = tt.broadcast %40 : tensor<64x1xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %42 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %43 = tt.broadcast %42 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %44 = arith.addi %41, %43 : tensor<64x16xi32, #blocked1>
    %45 = tt.splat %25 : i32 -> tensor<64x16xi32, #blocked1>
    %46 = arith.addi %45, %44 : tensor<64x16xi32, #blocked1>
    %47 = tt.splat %33 : i1 -> tensor<64x16xi1, #blocked1>
    %48 = arith.andi %47, %37 : tensor<64x16xi1, #blocked1>
    %49 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %50 = tt.addptr %49, %46 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
    %51 = tt.load %50, %48, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x16x!tt.ptr<f32>, #blocked1>
    %52 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %53 = arith.cmpi slt, %52, %26 : tensor<16x1xi32, #blocked>
    %54 = tt.broadcast %53 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %55 = arith.andi %54, %30 : tensor<16x64xi1, #blocked>
    %56 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %57 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
    %58 = arith.muli %56, %57 : tensor<16x1xi32, #blocked>
    %59 = tt.broadcast %58 : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %60 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %61 = tt.broadcast %60 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %62 = arith.addi %59, %61 : tensor<16x64xi32, #blocked>
    %63 = tt.splat %11 : i32 -> tensor<16x64xi32, #blocked>
    %64 = arith.addi %63, %62 : tensor<16x64xi32, #blocked>
    %65 = tt.splat %33 : i1 -> tensor<16x64xi1, #blocked>
    %66 = arith.andi %65, %55 : tensor<16x64xi1, #blocked>
    %67 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %68 = tt.addptr %67, %64 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %69 = tt.load %68, %66, %cst {amd.pipeliner_part = "prologue"} : tensor<16x64x!tt.ptr<f32>, #blocked>
    %70 = ttg.memdesc_index %31[%c0_i32] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    ttg.local_store %51, %70 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %71 = ttg.memdesc_index %32[%c0_i32] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    ttg.local_store %69, %71 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %72 = arith.subi %19, %c1_i32 : i32
    %73:4 = scf.for %arg9 = %c0_i32 to %72 step %c1_i32 iter_args(%arg10 = %cst_1, %arg11 = %c0_i32, %arg12 = %70, %arg13 = %71) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>)  : i32 {
      %101 = arith.addi %arg9, %c1_i32 : i32
      %102 = arith.muli %101, %c16_i32 : i32
      %103 = tt.splat %102 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %104 = tt.splat %102 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %105 = arith.addi %103, %16 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %106 = arith.addi %104, %17 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %107 = tt.expand_dims %105 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %108 = arith.cmpi slt, %107, %23 : tensor<1x16xi32, #blocked1>
      %109 = tt.broadcast %108 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %110 = arith.andi %24, %109 : tensor<64x16xi1, #blocked1>
      %111 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %112 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
      %113 = arith.muli %111, %112 : tensor<64x1xi32, #blocked1>
      %114 = tt.broadcast %113 : tensor<64x1xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %115 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %116 = tt.broadcast %115 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %117 = arith.addi %25, %102 : i32
      %118 = arith.addi %114, %116 : tensor<64x16xi32, #blocked1>
      %119 = tt.splat %117 : i32 -> tensor<64x16xi32, #blocked1>
      %120 = arith.addi %119, %118 : tensor<64x16xi32, #blocked1>
      %121 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
      %122 = tt.addptr %121, %120 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %123 = tt.load %122, %110, %cst_0 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %124 = ttg.local_load %arg12 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %125 = tt.expand_dims %106 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %126 = arith.cmpi slt, %125, %26 : tensor<16x1xi32, #blocked>
      %127 = tt.broadcast %126 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %128 = arith.andi %127, %30 : tensor<16x64xi1, #blocked>
      %129 = arith.muli %102, %arg7 : i32
      %130 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %131 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
      %132 = arith.muli %130, %131 : tensor<16x1xi32, #blocked>
      %133 = tt.broadcast %132 : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %134 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %135 = tt.broadcast %134 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %136 = arith.addi %129, %11 : i32
      %137 = arith.addi %133, %135 : tensor<16x64xi32, #blocked>
      %138 = tt.splat %136 : i32 -> tensor<16x64xi32, #blocked>
      %139 = arith.addi %138, %137 : tensor<16x64xi32, #blocked>
      %140 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %141 = tt.addptr %140, %139 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %142 = tt.load %141, %128, %cst : tensor<16x64x!tt.ptr<f32>, #blocked>
      %143 = ttg.local_load %arg13 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %144 = tt.dot %124, %143, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %145 = arith.addi %arg11, %c1_i32 : i32
      %146 = arith.cmpi slt, %145, %c1_i32 : i32
      %147 = arith.select %146, %145, %c0_i32 : i32
      %148 = ttg.memdesc_index %31[%147] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      ttg.local_store %123, %148 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %149 = ttg.memdesc_index %32[%147] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      ttg.local_store %142, %149 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      scf.yield %144, %147, %148, %149 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    }
    %74 = arith.cmpi sge, %19, %c1_i32 : i32
    %75 = ttg.local_load %73#2 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %76 = ttg.local_load %73#3 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %77 = scf.if %74 -> (tensor<64x64xf32, #mma>) {
      %101 = tt.dot %75, %76, %73#0, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %101 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %73#0 : tensor<64x64xf32, #mma>
    }
    %78 = arith.select %74, %77, %73#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %32 : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %31 : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %79 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %80 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %81 = arith.cmpi slt, %79, %80 : tensor<64x1xi32, #mma>
    %82 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %83 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %84 = arith.cmpi slt, %82, %83 : tensor<1x64xi32, #mma>
    %85 = tt.broadcast %81 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %86 = tt.broadcast %84 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %87 = arith.andi %85, %86 : tensor<64x64xi1, #mma>
    %88 = arith.muli %2, %arg8 : i32
    %89 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %90 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %91 = arith.muli %89, %90 : tensor<64x1xi32, #mma>
    %92 = tt.broadcast %91 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %93 = tt.expand_dims %4 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %94 = tt.broadcast %93 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %95 = arith.addi %88, %11 : i32
    %96 = arith.addi %92, %94 : tensor<64x64xi32, #mma>
    %97 = tt.splat %95 : i32 -> tensor<64x64xi32, #mma>
    %98 = arith.addi %97, %96 : tensor<64x64xi32, #mma>
    %99 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #mma>
    %100 = tt.addptr %99, %98 : tensor<64x64x!tt.ptr<f32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %100, %78, %87 : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}
