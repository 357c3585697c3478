#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c63_i32 = arith.constant 63 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %c0_i32_2 = arith.constant 0 : i32
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c0_i32_3 = arith.constant 0 : i32
    %cst_4 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %22 = arith.muli %c0_i32_2, %c0_i32_3 : i32
    %23 = tt.splat %c0_i32_2 : i32 -> tensor<64x1xi32, #blocked>
    %24 = tt.splat %c0_i32_3 : i32 -> tensor<64x1xi32, #blocked>
    %25 = arith.muli %21, %cst_4 : tensor<64x1xi32, #blocked>
    %26 = arith.muli %23, %cst_4 : tensor<64x1xi32, #blocked>
    %27 = arith.muli %21, %24 : tensor<64x1xi32, #blocked>
    %28 = arith.addi %25, %26 : tensor<64x1xi32, #blocked>
    %29 = arith.addi %28, %27 : tensor<64x1xi32, #blocked>
    %cst_5 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %c0_i32_6 = arith.constant 0 : i32
    %cst_7 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %30 = arith.muli %2, %c0_i32_6 : i32
    %31 = tt.splat %2 : i32 -> tensor<64x1xi32, #blocked>
    %32 = tt.splat %c0_i32_6 : i32 -> tensor<64x1xi32, #blocked>
    %33 = arith.muli %cst_5, %cst_7 : tensor<64x1xi32, #blocked>
    %34 = arith.muli %31, %cst_7 : tensor<64x1xi32, #blocked>
    %35 = arith.muli %cst_5, %32 : tensor<64x1xi32, #blocked>
    %36 = arith.addi %33, %34 : tensor<64x1xi32, #blocked>
    %37 = arith.addi %36, %35 : tensor<64x1xi32, #blocked>
    %38 = arith.addi %22, %30 : i32
    %39 = arith.addi %29, %37 : tensor<64x1xi32, #blocked>
    %c0_i32_8 = arith.constant 0 : i32
    %40 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %cst_9 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %41 = arith.muli %c0_i32_8, %arg6 : i32
    %42 = tt.splat %c0_i32_8 : i32 -> tensor<64x1xi32, #blocked>
    %43 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %44 = arith.muli %40, %cst_9 : tensor<64x1xi32, #blocked>
    %45 = arith.muli %42, %cst_9 : tensor<64x1xi32, #blocked>
    %46 = arith.muli %40, %43 : tensor<64x1xi32, #blocked>
    %47 = arith.addi %44, %45 : tensor<64x1xi32, #blocked>
    %48 = arith.addi %47, %46 : tensor<64x1xi32, #blocked>
    %49 = arith.addi %38, %41 : i32
    %50 = arith.addi %39, %48 : tensor<64x1xi32, #blocked>
    %51 = arith.addi %18, %49 : i32
    %52 = tt.broadcast %50 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %53 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %54 = tt.broadcast %53 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %55 = arith.addi %52, %54 : tensor<64x64xi32, #blocked>
    %56 = tt.splat %51 : i32 -> tensor<64x64xi32, #blocked>
    %57 = arith.addi %56, %55 : tensor<64x64xi32, #blocked>
    %58 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %59 = tt.splat %58 : i1 -> tensor<64x64xi1, #blocked>
    %60 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %61 = arith.cmpi slt, %16, %60 : tensor<64x1xi32, #blocked>
    %62 = tt.broadcast %61 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %63 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %64 = arith.cmpi slt, %20, %63 : tensor<1x64xi32, #blocked>
    %65 = tt.broadcast %64 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %66 = arith.andi %62, %65 : tensor<64x64xi1, #blocked>
    %67 = arith.andi %59, %66 : tensor<64x64xi1, #blocked>
    %68 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %69 = tt.addptr %68, %57 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %70 = tt.load %69, %67, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x64x!tt.ptr<i8>, #blocked>
    %71 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %72 = tt.expand_dims %71 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c0_i32_10 = arith.constant 0 : i32
    %73 = arith.muli %c0_i32_10, %arg7 : i32
    %74 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %75 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %c0_i32_11 = arith.constant 0 : i32
    %76 = tt.expand_dims %71 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c0_i32_12 = arith.constant 0 : i32
    %cst_13 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %77 = arith.muli %c0_i32_11, %c0_i32_12 : i32
    %78 = tt.splat %c0_i32_11 : i32 -> tensor<64x1xi32, #blocked>
    %79 = tt.splat %c0_i32_12 : i32 -> tensor<64x1xi32, #blocked>
    %80 = arith.muli %76, %cst_13 : tensor<64x1xi32, #blocked>
    %81 = arith.muli %78, %cst_13 : tensor<64x1xi32, #blocked>
    %82 = arith.muli %76, %79 : tensor<64x1xi32, #blocked>
    %83 = arith.addi %80, %81 : tensor<64x1xi32, #blocked>
    %84 = arith.addi %83, %82 : tensor<64x1xi32, #blocked>
    %cst_14 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %c0_i32_15 = arith.constant 0 : i32
    %cst_16 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %85 = arith.muli %c0_i32_10, %c0_i32_15 : i32
    %86 = tt.splat %c0_i32_10 : i32 -> tensor<64x1xi32, #blocked>
    %87 = tt.splat %c0_i32_15 : i32 -> tensor<64x1xi32, #blocked>
    %88 = arith.muli %cst_14, %cst_16 : tensor<64x1xi32, #blocked>
    %89 = arith.muli %86, %cst_16 : tensor<64x1xi32, #blocked>
    %90 = arith.muli %cst_14, %87 : tensor<64x1xi32, #blocked>
    %91 = arith.addi %88, %89 : tensor<64x1xi32, #blocked>
    %92 = arith.addi %91, %90 : tensor<64x1xi32, #blocked>
    %93 = arith.addi %77, %85 : i32
    %94 = arith.addi %84, %92 : tensor<64x1xi32, #blocked>
    %c0_i32_17 = arith.constant 0 : i32
    %95 = tt.expand_dims %71 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %cst_18 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %96 = arith.muli %c0_i32_17, %arg7 : i32
    %97 = tt.splat %c0_i32_17 : i32 -> tensor<64x1xi32, #blocked>
    %98 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %99 = arith.muli %95, %cst_18 : tensor<64x1xi32, #blocked>
    %100 = arith.muli %97, %cst_18 : tensor<64x1xi32, #blocked>
    %101 = arith.muli %95, %98 : tensor<64x1xi32, #blocked>
    %102 = arith.addi %99, %100 : tensor<64x1xi32, #blocked>
    %103 = arith.addi %102, %101 : tensor<64x1xi32, #blocked>
    %104 = arith.addi %93, %96 : i32
    %105 = arith.addi %94, %103 : tensor<64x1xi32, #blocked>
    %106 = arith.addi %73, %104 : i32
    %107 = tt.broadcast %105 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %108 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %109 = tt.broadcast %108 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %110 = arith.addi %106, %11 : i32
    %111 = arith.addi %107, %109 : tensor<64x64xi32, #blocked>
    %112 = tt.splat %110 : i32 -> tensor<64x64xi32, #blocked>
    %113 = arith.addi %112, %111 : tensor<64x64xi32, #blocked>
    %114 = tt.splat %58 : i1 -> tensor<64x64xi1, #blocked>
    %115 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %116 = arith.cmpi slt, %72, %115 : tensor<64x1xi32, #blocked>
    %117 = tt.broadcast %116 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %118 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %119 = arith.cmpi slt, %74, %118 : tensor<1x64xi32, #blocked>
    %120 = tt.broadcast %119 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %121 = arith.andi %117, %120 : tensor<64x64xi1, #blocked>
    %122 = arith.andi %114, %121 : tensor<64x64xi1, #blocked>
    %123 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %124 = tt.addptr %123, %113 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %125 = tt.load %124, %122, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x64x!tt.ptr<i8>, #blocked>
    %126 = arith.muli %arg7, %c64_i32 : i32
    %127 = tt.splat %126 : i32 -> tensor<64x64xi32, #blocked>
    %128 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %129 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    %130 = ttg.memdesc_index %128[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    ttg.local_store %70, %130 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %131 = ttg.memdesc_index %129[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    ttg.local_store %125, %131 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %132 = arith.subi %arg5, %c64_i32 : i32
    %133:8 = scf.for %arg9 = %c0_i32 to %132 step %c64_i32 iter_args(%arg10 = %cst_1, %arg11 = %arg0, %arg12 = %57, %arg13 = %arg1, %arg14 = %113, %arg15 = %c0_i32, %arg16 = %130, %arg17 = %131) -> (tensor<64x64xi32, #mma>, !tt.ptr<i8>, tensor<64x64xi32, #blocked>, !tt.ptr<i8>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>)  : i32 {
      %189 = arith.addi %arg12, %cst : tensor<64x64xi32, #blocked>
      %190 = arith.addi %arg14, %127 : tensor<64x64xi32, #blocked>
      %191 = arith.addi %arg9, %c64_i32 : i32
      %192 = arith.subi %arg5, %191 : i32
      %193 = tt.splat %192 : i32 -> tensor<1x64xi32, #blocked>
      %194 = arith.cmpi slt, %20, %193 : tensor<1x64xi32, #blocked>
      %195 = tt.broadcast %194 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %196 = arith.andi %62, %195 : tensor<64x64xi1, #blocked>
      %197 = tt.splat %arg11 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
      %198 = tt.addptr %197, %189 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %199 = tt.load %198, %196, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %200 = ttg.local_load %arg16 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %201 = tt.splat %192 : i32 -> tensor<64x1xi32, #blocked>
      %202 = arith.cmpi slt, %72, %201 : tensor<64x1xi32, #blocked>
      %203 = tt.broadcast %202 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %204 = arith.andi %203, %120 : tensor<64x64xi1, #blocked>
      %205 = tt.splat %arg13 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
      %206 = tt.addptr %205, %190 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %207 = tt.load %206, %204, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %208 = ttg.local_load %arg17 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %209 = tt.dot %200, %208, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      %210 = arith.addi %arg15, %c1_i32 : i32
      %211 = arith.cmpi slt, %210, %c1_i32 : i32
      %212 = arith.select %211, %210, %c0_i32 : i32
      %213 = ttg.memdesc_index %128[%212] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      ttg.local_store %199, %213 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %214 = ttg.memdesc_index %129[%212] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      ttg.local_store %207, %214 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      scf.yield %209, %arg11, %189, %arg13, %190, %212, %213, %214 : tensor<64x64xi32, #mma>, !tt.ptr<i8>, tensor<64x64xi32, #blocked>, !tt.ptr<i8>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    }
    %134 = arith.addi %arg5, %c63_i32 : i32
    %135 = arith.divsi %134, %c64_i32 : i32
    %136 = arith.cmpi sge, %135, %c1_i32 : i32
    %137 = ttg.local_load %133#6 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %138 = ttg.local_load %133#7 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %139 = scf.if %136 -> (tensor<64x64xi32, #mma>) {
      %189 = tt.dot %137, %138, %133#0, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      scf.yield %189 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %133#0 : tensor<64x64xi32, #mma>
    }
    %140 = arith.select %136, %139, %133#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %129 : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %128 : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %141 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %142 = arith.cmpi slt, %17, %141 : tensor<64x1xi32, #mma>
    %143 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %144 = arith.cmpi slt, %75, %143 : tensor<1x64xi32, #mma>
    %145 = tt.broadcast %142 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %146 = tt.broadcast %144 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %147 = arith.andi %145, %146 : tensor<64x64xi1, #mma>
    %148 = arith.muli %2, %arg8 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %149 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %c0_i32_20 = arith.constant 0 : i32
    %cst_21 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %150 = arith.muli %c0_i32_19, %c0_i32_20 : i32
    %151 = tt.splat %c0_i32_19 : i32 -> tensor<64x1xi32, #mma>
    %152 = tt.splat %c0_i32_20 : i32 -> tensor<64x1xi32, #mma>
    %153 = arith.muli %149, %cst_21 : tensor<64x1xi32, #mma>
    %154 = arith.muli %151, %cst_21 : tensor<64x1xi32, #mma>
    %155 = arith.muli %149, %152 : tensor<64x1xi32, #mma>
    %156 = arith.addi %153, %154 : tensor<64x1xi32, #mma>
    %157 = arith.addi %156, %155 : tensor<64x1xi32, #mma>
    %cst_22 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %c0_i32_23 = arith.constant 0 : i32
    %cst_24 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %158 = arith.muli %2, %c0_i32_23 : i32
    %159 = tt.splat %2 : i32 -> tensor<64x1xi32, #mma>
    %160 = tt.splat %c0_i32_23 : i32 -> tensor<64x1xi32, #mma>
    %161 = arith.muli %cst_22, %cst_24 : tensor<64x1xi32, #mma>
    %162 = arith.muli %159, %cst_24 : tensor<64x1xi32, #mma>
    %163 = arith.muli %cst_22, %160 : tensor<64x1xi32, #mma>
    %164 = arith.addi %161, %162 : tensor<64x1xi32, #mma>
    %165 = arith.addi %164, %163 : tensor<64x1xi32, #mma>
    %166 = arith.addi %150, %158 : i32
    %167 = arith.addi %157, %165 : tensor<64x1xi32, #mma>
    %c0_i32_25 = arith.constant 0 : i32
    %168 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %cst_26 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %169 = arith.muli %c0_i32_25, %arg8 : i32
    %170 = tt.splat %c0_i32_25 : i32 -> tensor<64x1xi32, #mma>
    %171 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %172 = arith.muli %168, %cst_26 : tensor<64x1xi32, #mma>
    %173 = arith.muli %170, %cst_26 : tensor<64x1xi32, #mma>
    %174 = arith.muli %168, %171 : tensor<64x1xi32, #mma>
    %175 = arith.addi %172, %173 : tensor<64x1xi32, #mma>
    %176 = arith.addi %175, %174 : tensor<64x1xi32, #mma>
    %177 = arith.addi %166, %169 : i32
    %178 = arith.addi %167, %176 : tensor<64x1xi32, #mma>
    %179 = arith.addi %148, %177 : i32
    %180 = tt.broadcast %178 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %181 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %182 = tt.broadcast %181 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %183 = arith.addi %179, %11 : i32
    %184 = arith.addi %180, %182 : tensor<64x64xi32, #mma>
    %185 = tt.splat %183 : i32 -> tensor<64x64xi32, #mma>
    %186 = arith.addi %185, %184 : tensor<64x64xi32, #mma>
    %187 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x64x!tt.ptr<i32>, #mma>
    %188 = tt.addptr %187, %186 : tensor<64x64x!tt.ptr<i32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %188, %140, %147 : tensor<64x64x!tt.ptr<i32>, #mma>
    tt.return
  }
}
