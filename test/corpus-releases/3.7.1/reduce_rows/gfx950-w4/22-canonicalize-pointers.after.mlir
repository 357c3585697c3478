#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c16_i32 = arith.constant 16 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16x128xf32, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked1>
    %8 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %10 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked>
    %11 = arith.cmpi slt, %9, %10 : tensor<16x1xi32, #blocked>
    %12 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked>
    %13 = tt.broadcast %11 : tensor<16x1xi1, #blocked> -> tensor<16x128xi1, #blocked>
    %14 = arith.muli %1, %arg4 : i32
    %15 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst_0) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %22 = tt.splat %arg5 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %23 = arith.addi %22, %8 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %24 = tt.expand_dims %23 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
      %25 = arith.cmpi slt, %24, %12 : tensor<1x128xi32, #blocked>
      %26 = tt.broadcast %25 : tensor<1x128xi1, #blocked> -> tensor<16x128xi1, #blocked>
      %27 = arith.andi %13, %26 : tensor<16x128xi1, #blocked>
      %c0_i32_1 = arith.constant 0 : i32
      %28 = tt.expand_dims %2 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %c0_i32_2 = arith.constant 0 : i32
      %cst_3 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %29 = arith.muli %c0_i32_1, %c0_i32_2 : i32
      %30 = tt.splat %c0_i32_1 : i32 -> tensor<16x1xi32, #blocked>
      %31 = tt.splat %c0_i32_2 : i32 -> tensor<16x1xi32, #blocked>
      %32 = arith.muli %28, %cst_3 : tensor<16x1xi32, #blocked>
      %33 = arith.muli %30, %cst_3 : tensor<16x1xi32, #blocked>
      %34 = arith.muli %28, %31 : tensor<16x1xi32, #blocked>
      %35 = arith.addi %32, %33 : tensor<16x1xi32, #blocked>
      %36 = arith.addi %35, %34 : tensor<16x1xi32, #blocked>
      %cst_4 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %c0_i32_5 = arith.constant 0 : i32
      %cst_6 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %37 = arith.muli %1, %c0_i32_5 : i32
      %38 = tt.splat %1 : i32 -> tensor<16x1xi32, #blocked>
      %39 = tt.splat %c0_i32_5 : i32 -> tensor<16x1xi32, #blocked>
      %40 = arith.muli %cst_4, %cst_6 : tensor<16x1xi32, #blocked>
      %41 = arith.muli %38, %cst_6 : tensor<16x1xi32, #blocked>
      %42 = arith.muli %cst_4, %39 : tensor<16x1xi32, #blocked>
      %43 = arith.addi %40, %41 : tensor<16x1xi32, #blocked>
      %44 = arith.addi %43, %42 : tensor<16x1xi32, #blocked>
      %45 = arith.addi %29, %37 : i32
      %46 = arith.addi %36, %44 : tensor<16x1xi32, #blocked>
      %c0_i32_7 = arith.constant 0 : i32
      %47 = tt.expand_dims %2 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %cst_8 = arith.constant dense<0> : tensor<16x1xi32, #blocked>
      %48 = arith.muli %c0_i32_7, %arg4 : i32
      %49 = tt.splat %c0_i32_7 : i32 -> tensor<16x1xi32, #blocked>
      %50 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked>
      %51 = arith.muli %47, %cst_8 : tensor<16x1xi32, #blocked>
      %52 = arith.muli %49, %cst_8 : tensor<16x1xi32, #blocked>
      %53 = arith.muli %47, %50 : tensor<16x1xi32, #blocked>
      %54 = arith.addi %51, %52 : tensor<16x1xi32, #blocked>
      %55 = arith.addi %54, %53 : tensor<16x1xi32, #blocked>
      %56 = arith.addi %45, %48 : i32
      %57 = arith.addi %46, %55 : tensor<16x1xi32, #blocked>
      %58 = arith.addi %14, %56 : i32
      %59 = tt.broadcast %57 : tensor<16x1xi32, #blocked> -> tensor<16x128xi32, #blocked>
      %60 = tt.expand_dims %8 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
      %61 = tt.broadcast %60 : tensor<1x128xi32, #blocked> -> tensor<16x128xi32, #blocked>
      %62 = arith.addi %58, %arg5 : i32
      %63 = arith.addi %59, %61 : tensor<16x128xi32, #blocked>
      %64 = tt.splat %62 : i32 -> tensor<16x128xi32, #blocked>
      %65 = arith.addi %64, %63 : tensor<16x128xi32, #blocked>
      %66 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x128x!tt.ptr<f32>, #blocked>
      %67 = tt.addptr %66, %65 : tensor<16x128x!tt.ptr<f32>, #blocked>, tensor<16x128xi32, #blocked>
      %68 = tt.load %67, %27, %cst : tensor<16x128x!tt.ptr<f32>, #blocked>
      %69 = "tt.reduce"(%68) <{axis = 1 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %71 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %71 : f32
      }) : (tensor<16x128xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %70 = arith.addf %arg6, %69 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %70 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %16 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked1>
    %17 = arith.cmpi slt, %7, %16 : tensor<16xi32, #blocked1>
    %18 = arith.addi %5, %3 : tensor<16xi32, #blocked1>
    %19 = ttg.convert_layout %15 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    %20 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked1>
    %21 = tt.addptr %20, %18 : tensor<16x!tt.ptr<f32>, #blocked1>, tensor<16xi32, #blocked1>
    tt.store %21, %19, %17 : tensor<16x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
