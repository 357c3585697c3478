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
    %c0_i32_2 = arith.constant 0 : i32
    %38 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %c0_i32_3 = arith.constant 0 : i32
    %cst_4 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
    %39 = arith.muli %c0_i32_2, %c0_i32_3 : i32
    %40 = tt.splat %c0_i32_2 : i32 -> tensor<64x1xi32, #blocked1>
    %41 = tt.splat %c0_i32_3 : i32 -> tensor<64x1xi32, #blocked1>
    %42 = arith.muli %38, %cst_4 : tensor<64x1xi32, #blocked1>
    %43 = arith.muli %40, %cst_4 : tensor<64x1xi32, #blocked1>
    %44 = arith.muli %38, %41 : tensor<64x1xi32, #blocked1>
    %45 = arith.addi %42, %43 : tensor<64x1xi32, #blocked1>
    %46 = arith.addi %45, %44 : tensor<64x1xi32, #blocked1>
    %cst_5 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
    %c0_i32_6 = arith.constant 0 : i32
    %cst_7 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
    %47 = arith.muli %2, %c0_i32_6 : i32
    %48 = tt.splat %2 : i32 -> tensor<64x1xi32, #blocked1>
    %49 = tt.splat %c0_i32_6 : i32 -> tensor<64x1xi32, #blocked1>
    %50 = arith.muli %cst_5, %cst_7 : tensor<64x1xi32, #blocked1>
    %51 = arith.muli %48, %cst_7 : tensor<64x1xi32, #blocked1>
    %52 = arith.muli %cst_5, %49 : tensor<64x1xi32, #blocked1>
    %53 = arith.addi %50, %51 : tensor<64x1xi32, #blocked1>
    %54 = arith.addi %53, %52 : tensor<64x1xi32, #blocked1>
    %55 = arith.addi %39, %47 : i32
    %56 = arith.addi %46, %54 : tensor<64x1xi32, #blocked1>
    %c0_i32_8 = arith.constant 0 : i32
    %57 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %cst_9 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
    %58 = arith.muli %c0_i32_8, %arg6 : i32
    %59 = tt.splat %c0_i32_8 : i32 -> tensor<64x1xi32, #blocked1>
    %60 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %61 = arith.muli %57, %cst_9 : tensor<64x1xi32, #blocked1>
    %62 = arith.muli %59, %cst_9 : tensor<64x1xi32, #blocked1>
    %63 = arith.muli %57, %60 : tensor<64x1xi32, #blocked1>
    %64 = arith.addi %61, %62 : tensor<64x1xi32, #blocked1>
    %65 = arith.addi %64, %63 : tensor<64x1xi32, #blocked1>
    %66 = arith.addi %55, %58 : i32
    %67 = arith.addi %56, %65 : tensor<64x1xi32, #blocked1>
    %68 = arith.addi %25, %66 : i32
    %69 = tt.broadcast %67 : tensor<64x1xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %70 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %71 = tt.broadcast %70 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %72 = arith.addi %69, %71 : tensor<64x16xi32, #blocked1>
    %73 = tt.splat %68 : i32 -> tensor<64x16xi32, #blocked1>
    %74 = arith.addi %73, %72 : tensor<64x16xi32, #blocked1>
    %75 = tt.splat %33 : i1 -> tensor<64x16xi1, #blocked1>
    %76 = arith.andi %75, %37 : tensor<64x16xi1, #blocked1>
    %77 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %78 = tt.addptr %77, %74 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
    %79 = tt.load %78, %76, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x16x!tt.ptr<f32>, #blocked1>
    %80 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %81 = arith.cmpi slt, %80, %26 : tensor<16x1xi32, #blocked>
    %82 = tt.broadcast %81 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %83 = arith.andi %82, %30 : tensor<16x64xi1, #blocked>
    %c0_i32_10 = arith.constant 0 : i32
    %84 = arith.muli %c0_i32_10, %arg7 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %85 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %c0_i32_12 = arith.constant 0 : i32
    %cst_13 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
    %86 = arith.muli %c0_i32_11, %c0_i32_12 : i32
    %87 = tt.splat %c0_i32_11 : i32 -> tensor<16x1xi32, #blocked>
    %88 = tt.splat %c0_i32_12 : i32 -> tensor<16x1xi32, #blocked>
    %89 = arith.muli %85, %cst_13 : tensor<16x1xi32, #blocked>
    %90 = arith.muli %87, %cst_13 : tensor<16x1xi32, #blocked>
    %91 = arith.muli %85, %88 : tensor<16x1xi32, #blocked>
    %92 = arith.addi %89, %90 : tensor<16x1xi32, #blocked>
    %93 = arith.addi %92, %91 : tensor<16x1xi32, #blocked>
    %cst_14 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
    %c0_i32_15 = arith.constant 0 : i32
    %cst_16 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
    %94 = arith.muli %c0_i32_10, %c0_i32_15 : i32
    %95 = tt.splat %c0_i32_10 : i32 -> tensor<16x1xi32, #blocked>
    %96 = tt.splat %c0_i32_15 : i32 -> tensor<16x1xi32, #blocked>
    %97 = arith.muli %cst_14, %cst_16 : tensor<16x1xi32, #blocked>
    %98 = arith.muli %95, %cst_16 : tensor<16x1xi32, #blocked>
    %99 = arith.muli %cst_14, %96 : tensor<16x1xi32, #blocked>
    %100 = arith.addi %97, %98 : tensor<16x1xi32, #blocked>
    %101 = arith.addi %100, %99 : tensor<16x1xi32, #blocked>
    %102 = arith.addi %86, %94 : i32
    %103 = arith.addi %93, %101 : tensor<16x1xi32, #blocked>
    %c0_i32_17 = arith.constant 0 : i32
    %104 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %cst_18 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
    %105 = arith.muli %c0_i32_17, %arg7 : i32
    %106 = tt.splat %c0_i32_17 : i32 -> tensor<16x1xi32, #blocked>
    %107 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
    %108 = arith.muli %104, %cst_18 : tensor<16x1xi32, #blocked>
    %109 = arith.muli %106, %cst_18 : tensor<16x1xi32, #blocked>
    %110 = arith.muli %104, %107 : tensor<16x1xi32, #blocked>
    %111 = arith.addi %108, %109 : tensor<16x1xi32, #blocked>
    %112 = arith.addi %111, %110 : tensor<16x1xi32, #blocked>
    %113 = arith.addi %102, %105 : i32
    %114 = arith.addi %103, %112 : tensor<16x1xi32, #blocked>
    %115 = arith.addi %84, %113 : i32
    %116 = tt.broadcast %114 : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %117 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %118 = tt.broadcast %117 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %119 = arith.addi %115, %11 : i32
    %120 = arith.addi %116, %118 : tensor<16x64xi32, #blocked>
    %121 = tt.splat %119 : i32 -> tensor<16x64xi32, #blocked>
    %122 = arith.addi %121, %120 : tensor<16x64xi32, #blocked>
    %123 = tt.splat %33 : i1 -> tensor<16x64xi1, #blocked>
    %124 = arith.andi %123, %83 : tensor<16x64xi1, #blocked>
    %125 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %126 = tt.addptr %125, %122 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %127 = tt.load %126, %124, %cst {amd.pipeliner_part = "prologue"} : tensor<16x64x!tt.ptr<f32>, #blocked>
    %128 = ttg.memdesc_index %31[%c0_i32] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    ttg.local_store %79, %128 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %129 = ttg.memdesc_index %32[%c0_i32] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    ttg.local_store %127, %129 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %130 = arith.subi %19, %c1_i32 : i32
    %131:4 = scf.for %arg9 = %c0_i32 to %130 step %c1_i32 iter_args(%arg10 = %cst_1, %arg11 = %c0_i32, %arg12 = %128, %arg13 = %129) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>)  : i32 {
      %187 = arith.addi %arg9, %c1_i32 : i32
      %188 = arith.muli %187, %c16_i32 : i32
      %189 = tt.splat %188 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %190 = tt.splat %188 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %191 = arith.addi %189, %16 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %192 = arith.addi %190, %17 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %193 = tt.expand_dims %191 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %194 = arith.cmpi slt, %193, %23 : tensor<1x16xi32, #blocked1>
      %195 = tt.broadcast %194 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %196 = arith.andi %24, %195 : tensor<64x16xi1, #blocked1>
      %c0_i32_27 = arith.constant 0 : i32
      %197 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %c0_i32_28 = arith.constant 0 : i32
      %cst_29 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
      %198 = arith.muli %c0_i32_27, %c0_i32_28 : i32
      %199 = tt.splat %c0_i32_27 : i32 -> tensor<64x1xi32, #blocked1>
      %200 = tt.splat %c0_i32_28 : i32 -> tensor<64x1xi32, #blocked1>
      %201 = arith.muli %197, %cst_29 : tensor<64x1xi32, #blocked1>
      %202 = arith.muli %199, %cst_29 : tensor<64x1xi32, #blocked1>
      %203 = arith.muli %197, %200 : tensor<64x1xi32, #blocked1>
      %204 = arith.addi %201, %202 : tensor<64x1xi32, #blocked1>
      %205 = arith.addi %204, %203 : tensor<64x1xi32, #blocked1>
      %cst_30 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
      %c0_i32_31 = arith.constant 0 : i32
      %cst_32 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
      %206 = arith.muli %2, %c0_i32_31 : i32
      %207 = tt.splat %2 : i32 -> tensor<64x1xi32, #blocked1>
      %208 = tt.splat %c0_i32_31 : i32 -> tensor<64x1xi32, #blocked1>
      %209 = arith.muli %cst_30, %cst_32 : tensor<64x1xi32, #blocked1>
      %210 = arith.muli %207, %cst_32 : tensor<64x1xi32, #blocked1>
      %211 = arith.muli %cst_30, %208 : tensor<64x1xi32, #blocked1>
      %212 = arith.addi %209, %210 : tensor<64x1xi32, #blocked1>
      %213 = arith.addi %212, %211 : tensor<64x1xi32, #blocked1>
      %214 = arith.addi %198, %206 : i32
      %215 = arith.addi %205, %213 : tensor<64x1xi32, #blocked1>
      %c0_i32_33 = arith.constant 0 : i32
      %216 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %cst_34 = arith.constant dense<0> : tensor<64x1xi32, #blocked1>
      %217 = arith.muli %c0_i32_33, %arg6 : i32
      %218 = tt.splat %c0_i32_33 : i32 -> tensor<64x1xi32, #blocked1>
      %219 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
      %220 = arith.muli %216, %cst_34 : tensor<64x1xi32, #blocked1>
      %221 = arith.muli %218, %cst_34 : tensor<64x1xi32, #blocked1>
      %222 = arith.muli %216, %219 : tensor<64x1xi32, #blocked1>
      %223 = arith.addi %220, %221 : tensor<64x1xi32, #blocked1>
      %224 = arith.addi %223, %222 : tensor<64x1xi32, #blocked1>
      %225 = arith.addi %214, %217 : i32
      %226 = arith.addi %215, %224 : tensor<64x1xi32, #blocked1>
      %227 = arith.addi %25, %225 : i32
      %228 = tt.broadcast %226 : tensor<64x1xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %229 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %230 = tt.broadcast %229 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %231 = arith.addi %227, %188 : i32
      %232 = arith.addi %228, %230 : tensor<64x16xi32, #blocked1>
      %233 = tt.splat %231 : i32 -> tensor<64x16xi32, #blocked1>
      %234 = arith.addi %233, %232 : tensor<64x16xi32, #blocked1>
      %235 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
      %236 = tt.addptr %235, %234 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %237 = tt.load %236, %196, %cst_0 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %238 = ttg.local_load %arg12 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %239 = tt.expand_dims %192 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %240 = arith.cmpi slt, %239, %26 : tensor<16x1xi32, #blocked>
      %241 = tt.broadcast %240 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %242 = arith.andi %241, %30 : tensor<16x64xi1, #blocked>
      %243 = arith.muli %188, %arg7 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %244 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %c0_i32_36 = arith.constant 0 : i32
      %cst_37 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %245 = arith.muli %c0_i32_35, %c0_i32_36 : i32
      %246 = tt.splat %c0_i32_35 : i32 -> tensor<16x1xi32, #blocked>
      %247 = tt.splat %c0_i32_36 : i32 -> tensor<16x1xi32, #blocked>
      %248 = arith.muli %244, %cst_37 : tensor<16x1xi32, #blocked>
      %249 = arith.muli %246, %cst_37 : tensor<16x1xi32, #blocked>
      %250 = arith.muli %244, %247 : tensor<16x1xi32, #blocked>
      %251 = arith.addi %248, %249 : tensor<16x1xi32, #blocked>
      %252 = arith.addi %251, %250 : tensor<16x1xi32, #blocked>
      %cst_38 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %c0_i32_39 = arith.constant 0 : i32
      %cst_40 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %253 = arith.muli %188, %c0_i32_39 : i32
      %254 = tt.splat %188 : i32 -> tensor<16x1xi32, #blocked>
      %255 = tt.splat %c0_i32_39 : i32 -> tensor<16x1xi32, #blocked>
      %256 = arith.muli %cst_38, %cst_40 : tensor<16x1xi32, #blocked>
      %257 = arith.muli %254, %cst_40 : tensor<16x1xi32, #blocked>
      %258 = arith.muli %cst_38, %255 : tensor<16x1xi32, #blocked>
      %259 = arith.addi %256, %257 : tensor<16x1xi32, #blocked>
      %260 = arith.addi %259, %258 : tensor<16x1xi32, #blocked>
      %261 = arith.addi %245, %253 : i32
      %262 = arith.addi %252, %260 : tensor<16x1xi32, #blocked>
      %c0_i32_41 = arith.constant 0 : i32
      %263 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %cst_42 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %264 = arith.muli %c0_i32_41, %arg7 : i32
      %265 = tt.splat %c0_i32_41 : i32 -> tensor<16x1xi32, #blocked>
      %266 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
      %267 = arith.muli %263, %cst_42 : tensor<16x1xi32, #blocked>
      %268 = arith.muli %265, %cst_42 : tensor<16x1xi32, #blocked>
      %269 = arith.muli %263, %266 : tensor<16x1xi32, #blocked>
      %270 = arith.addi %267, %268 : tensor<16x1xi32, #blocked>
      %271 = arith.addi %270, %269 : tensor<16x1xi32, #blocked>
      %272 = arith.addi %261, %264 : i32
      %273 = arith.addi %262, %271 : tensor<16x1xi32, #blocked>
      %274 = arith.addi %243, %272 : i32
      %275 = tt.broadcast %273 : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %276 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %277 = tt.broadcast %276 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %278 = arith.addi %274, %11 : i32
      %279 = arith.addi %275, %277 : tensor<16x64xi32, #blocked>
      %280 = tt.splat %278 : i32 -> tensor<16x64xi32, #blocked>
      %281 = arith.addi %280, %279 : tensor<16x64xi32, #blocked>
      %282 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %283 = tt.addptr %282, %281 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %284 = tt.load %283, %242, %cst : tensor<16x64x!tt.ptr<f32>, #blocked>
      %285 = ttg.local_load %arg13 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %286 = tt.dot %238, %285, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %287 = arith.addi %arg11, %c1_i32 : i32
      %288 = arith.cmpi slt, %287, %c1_i32 : i32
      %289 = arith.select %288, %287, %c0_i32 : i32
      %290 = ttg.memdesc_index %31[%289] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      ttg.local_store %237, %290 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %291 = ttg.memdesc_index %32[%289] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      ttg.local_store %284, %291 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      scf.yield %286, %289, %290, %291 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    }
    %132 = arith.cmpi sge, %19, %c1_i32 : i32
    %133 = ttg.local_load %131#2 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %134 = ttg.local_load %131#3 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %135 = scf.if %132 -> (tensor<64x64xf32, #mma>) {
      %187 = tt.dot %133, %134, %131#0, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %187 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %131#0 : tensor<64x64xf32, #mma>
    }
    %136 = arith.select %132, %135, %131#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %32 : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %31 : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %137 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %138 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %139 = arith.cmpi slt, %137, %138 : tensor<64x1xi32, #mma>
    %140 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %141 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %142 = arith.cmpi slt, %140, %141 : tensor<1x64xi32, #mma>
    %143 = tt.broadcast %139 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %144 = tt.broadcast %142 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %145 = arith.andi %143, %144 : tensor<64x64xi1, #mma>
    %146 = arith.muli %2, %arg8 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %147 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %c0_i32_20 = arith.constant 0 : i32
    %cst_21 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %148 = arith.muli %c0_i32_19, %c0_i32_20 : i32
    %149 = tt.splat %c0_i32_19 : i32 -> tensor<64x1xi32, #mma>
    %150 = tt.splat %c0_i32_20 : i32 -> tensor<64x1xi32, #mma>
    %151 = arith.muli %147, %cst_21 : tensor<64x1xi32, #mma>
    %152 = arith.muli %149, %cst_21 : tensor<64x1xi32, #mma>
    %153 = arith.muli %147, %150 : tensor<64x1xi32, #mma>
    %154 = arith.addi %151, %152 : tensor<64x1xi32, #mma>
    %155 = arith.addi %154, %153 : tensor<64x1xi32, #mma>
    %cst_22 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %c0_i32_23 = arith.constant 0 : i32
    %cst_24 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %156 = arith.muli %2, %c0_i32_23 : i32
    %157 = tt.splat %2 : i32 -> tensor<64x1xi32, #mma>
    %158 = tt.splat %c0_i32_23 : i32 -> tensor<64x1xi32, #mma>
    %159 = arith.muli %cst_22, %cst_24 : tensor<64x1xi32, #mma>
    %160 = arith.muli %157, %cst_24 : tensor<64x1xi32, #mma>
    %161 = arith.muli %cst_22, %158 : tensor<64x1xi32, #mma>
    %162 = arith.addi %159, %160 : tensor<64x1xi32, #mma>
    %163 = arith.addi %162, %161 : tensor<64x1xi32, #mma>
    %164 = arith.addi %148, %156 : i32
    %165 = arith.addi %155, %163 : tensor<64x1xi32, #mma>
    %c0_i32_25 = arith.constant 0 : i32
    %166 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %cst_26 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %167 = arith.muli %c0_i32_25, %arg8 : i32
    %168 = tt.splat %c0_i32_25 : i32 -> tensor<64x1xi32, #mma>
    %169 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %170 = arith.muli %166, %cst_26 : tensor<64x1xi32, #mma>
    %171 = arith.muli %168, %cst_26 : tensor<64x1xi32, #mma>
    %172 = arith.muli %166, %169 : tensor<64x1xi32, #mma>
    %173 = arith.addi %170, %171 : tensor<64x1xi32, #mma>
    %174 = arith.addi %173, %172 : tensor<64x1xi32, #mma>
    %175 = arith.addi %164, %167 : i32
    %176 = arith.addi %165, %174 : tensor<64x1xi32, #mma>
    %177 = arith.addi %146, %175 : i32
    %178 = tt.broadcast %176 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %179 = tt.expand_dims %4 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %180 = tt.broadcast %179 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %181 = arith.addi %177, %11 : i32
    %182 = arith.addi %178, %180 : tensor<64x64xi32, #mma>
    %183 = tt.splat %181 : i32 -> tensor<64x64xi32, #mma>
    %184 = arith.addi %183, %182 : tensor<64x64xi32, #mma>
    %185 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #mma>
    %186 = tt.addptr %185, %184 : tensor<64x64x!tt.ptr<f32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %186, %136, %145 : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}
