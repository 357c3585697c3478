#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.muli %1, %arg6 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %10 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %11 = arith.muli %9, %10 : tensor<64x1xi32, #blocked>
    %12 = tt.broadcast %11 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %13 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %15 = arith.addi %12, %14 : tensor<64x64xi32, #blocked>
    %16 = tt.splat %6 : i32 -> tensor<64x64xi32, #blocked>
    %17 = arith.addi %16, %15 : tensor<64x64xi32, #blocked>
    %18 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %19 = tt.addptr %18, %17 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %20 = tt.load %19 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %21 = ttg.local_alloc %20 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %22 = ttg.local_load %21 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %23 = ttg.local_alloc %20 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %24 = ttg.local_load %23 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %25 = arith.mulf %arg4, %cst_0 : f32
    %26 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %27 = tt.splat %25 : f32 -> tensor<64x32xf32, #mma>
    %28 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    %30 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %31 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %32 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %33 = arith.muli %31, %32 : tensor<1x32xi32, #blocked1>
    %34 = tt.broadcast %33 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %35 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %36 = tt.broadcast %35 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %37 = arith.addi %34, %36 : tensor<64x32xi32, #blocked1>
    %38 = tt.splat %30 : i1 -> tensor<64x32xi1, #blocked1>
    %39 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %40 = tt.addptr %39, %37 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %41 = tt.load %40, %38 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %42 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %43 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %44 = arith.muli %42, %43 : tensor<32x1xi32, #blocked>
    %45 = tt.broadcast %44 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %46 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %47 = tt.broadcast %46 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %48 = arith.addi %45, %47 : tensor<32x64xi32, #blocked>
    %49 = tt.splat %30 : i1 -> tensor<32x64xi1, #blocked>
    %50 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %51 = tt.addptr %50, %48 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %52 = tt.load %51, %49 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %53 = ttg.memdesc_index %28[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    ttg.local_store %41, %53 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %54 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    ttg.local_store %52, %54 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %55 = arith.subi %arg5, %c32_i32 : i32
    %56:6 = scf.for %arg10 = %c0_i32 to %55 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %53, %arg16 = %54) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %102 = arith.addi %arg10, %c32_i32 : i32
      %103 = arith.addi %arg10, %c32_i32 : i32
      %104 = arith.muli %102, %arg7 : i32
      %105 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %106 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %107 = arith.muli %105, %106 : tensor<1x32xi32, #blocked1>
      %108 = tt.broadcast %107 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %109 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %110 = tt.broadcast %109 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %111 = arith.addi %108, %110 : tensor<64x32xi32, #blocked1>
      %112 = tt.splat %104 : i32 -> tensor<64x32xi32, #blocked1>
      %113 = arith.addi %112, %111 : tensor<64x32xi32, #blocked1>
      %114 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %115 = tt.addptr %114, %113 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %116 = tt.load %115 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %117 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %118 = tt.dot %24, %117, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      %119 = arith.mulf %118, %27 : tensor<64x32xf32, #mma>
      %120 = "tt.reduce"(%119) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %158 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %158 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = arith.maxnumf %arg11, %120 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = tt.expand_dims %121 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %123 = tt.broadcast %122 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %124 = arith.subf %119, %123 : tensor<64x32xf32, #mma>
      %125 = math.exp2 %124 : tensor<64x32xf32, #mma>
      %126 = arith.subf %arg11, %121 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %127 = math.exp2 %126 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %128 = arith.mulf %arg12, %127 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %129 = "tt.reduce"(%125) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %158 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %158 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %130 = arith.addf %128, %129 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %131 = arith.muli %103, %arg8 : i32
      %132 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %133 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %134 = arith.muli %132, %133 : tensor<32x1xi32, #blocked>
      %135 = tt.broadcast %134 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %136 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %137 = tt.broadcast %136 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %138 = arith.addi %135, %137 : tensor<32x64xi32, #blocked>
      %139 = tt.splat %131 : i32 -> tensor<32x64xi32, #blocked>
      %140 = arith.addi %139, %138 : tensor<32x64xi32, #blocked>
      %141 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %142 = tt.addptr %141, %140 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %143 = tt.load %142 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %144 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %145 = arith.truncf %125 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %146 = tt.expand_dims %127 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %147 = ttg.convert_layout %146 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %148 = tt.broadcast %147 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %149 = arith.mulf %arg13, %148 : tensor<64x64xf32, #mma1>
      %150 = ttg.local_alloc %145 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %151 = ttg.local_load %150 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %152 = tt.dot %151, %144, %149, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %153 = arith.addi %arg14, %c1_i32 : i32
      %154 = arith.cmpi slt, %153, %c1_i32 : i32
      %155 = arith.select %154, %153, %c0_i32 : i32
      %156 = ttg.memdesc_index %28[%155] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %116, %156 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %157 = ttg.memdesc_index %29[%155] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %143, %157 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %121, %130, %152, %155, %156, %157 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %57 = arith.addi %arg5, %c31_i32 : i32
    %58 = arith.divsi %57, %c32_i32 : i32
    %59 = arith.cmpi sge, %58, %c1_i32 : i32
    %60 = ttg.local_load %56#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %61 = scf.if %59 -> (tensor<64x32xf32, #mma>) {
      %102 = tt.dot %22, %60, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      scf.yield %102 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %62 = arith.mulf %61, %27 : tensor<64x32xf32, #mma>
    %63 = "tt.reduce"(%62) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %102 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %102 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %64 = arith.maxnumf %56#0, %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %65 = tt.expand_dims %64 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %66 = tt.broadcast %65 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %67 = arith.subf %62, %66 : tensor<64x32xf32, #mma>
    %68 = math.exp2 %67 : tensor<64x32xf32, #mma>
    %69 = arith.subf %56#0, %64 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %70 = math.exp2 %69 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %71 = arith.mulf %56#1, %70 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %72 = "tt.reduce"(%68) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %102 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %102 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %73 = arith.addf %71, %72 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %74 = ttg.local_load %56#5 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %75 = arith.truncf %68 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %76 = tt.expand_dims %70 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %77 = ttg.convert_layout %76 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %78 = tt.broadcast %77 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %79 = arith.mulf %56#2, %78 : tensor<64x64xf32, #mma1>
    %80 = ttg.local_alloc %75 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %81 = ttg.local_load %80 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %82 = scf.if %59 -> (tensor<64x64xf32, #mma1>) {
      %102 = tt.dot %81, %74, %79, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %102 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %79 : tensor<64x64xf32, #mma1>
    }
    %83 = arith.select %59, %73, %56#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %84 = arith.select %59, %82, %56#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %29 : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %28 : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %85 = tt.expand_dims %83 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %86 = ttg.convert_layout %85 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %87 = tt.broadcast %86 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %88 = arith.divf %84, %87 : tensor<64x64xf32, #mma1>
    %89 = arith.muli %1, %arg9 : i32
    %90 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>> -> tensor<64x1xi32, #mma1>
    %91 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #mma1>
    %92 = arith.muli %90, %91 : tensor<64x1xi32, #mma1>
    %93 = tt.broadcast %92 : tensor<64x1xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %94 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>> -> tensor<1x64xi32, #mma1>
    %95 = tt.broadcast %94 : tensor<1x64xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %96 = arith.addi %93, %95 : tensor<64x64xi32, #mma1>
    %97 = tt.splat %89 : i32 -> tensor<64x64xi32, #mma1>
    %98 = arith.addi %97, %96 : tensor<64x64xi32, #mma1>
    %99 = arith.truncf %88 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %100 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #mma1>
    %101 = tt.addptr %100, %98 : tensor<64x64x!tt.ptr<f16>, #mma1>, tensor<64x64xi32, #mma1>
    tt.store %101, %99 : tensor<64x64x!tt.ptr<f16>, #mma1>
    tt.return
  }
}
