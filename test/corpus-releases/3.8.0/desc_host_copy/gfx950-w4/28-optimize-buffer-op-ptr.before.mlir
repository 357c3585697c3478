#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_host_copy(%arg0: !tt.ptr<f32>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i1, %arg6: i1, %arg7: i32, %arg8: i32, %arg9: i64, %arg10: i64, %arg11: !tt.ptr<f32>, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i1, %arg17: i1, %arg18: i32, %arg19: i32, %arg20: i64, %arg21: i64) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_0 = arith.constant dense<0x7FC00000> : tensor<32x64xf32, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_2 = arith.constant dense<2139095040> : tensor<32x64xi32, #blocked>
    %cst_3 = arith.constant dense<13> : tensor<32x64xi32, #blocked>
    %cst_4 = arith.constant dense<1> : tensor<32x64xi32, #blocked>
    %cst_5 = arith.constant dense<4095> : tensor<32x64xi32, #blocked>
    %cst_6 = arith.constant dense<-8192> : tensor<32x64xi32, #blocked>
    %cst_7 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_8 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = arith.muli %1, %c64_i32 : i32
    %4 = arith.extsi %2 : i32 to i64
    %5 = arith.extsi %3 : i32 to i64
    %6 = arith.select %arg5, %cst_0, %cst_1 : tensor<32x64xf32, #blocked>
    %7 = tt.splat %4 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.extsi %8 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %7, %9 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %12 = tt.splat %5 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.extsi %13 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %12, %14 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %18 = tt.splat %arg3 : i64 -> tensor<32x1xi64, #blocked>
    %19 = arith.muli %11, %18 : tensor<32x1xi64, #blocked>
    %20 = tt.broadcast %19 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %21 = tt.splat %arg4 : i64 -> tensor<1x64xi64, #blocked>
    %22 = arith.muli %16, %21 : tensor<1x64xi64, #blocked>
    %23 = tt.broadcast %22 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %24 = arith.addi %20, %23 : tensor<32x64xi64, #blocked>
    %25 = tt.addptr %17, %24 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %26 = arith.cmpi sge, %11, %cst_8 : tensor<32x1xi64, #blocked>
    %27 = tt.splat %arg1 : i64 -> tensor<32x1xi64, #blocked>
    %28 = arith.cmpi slt, %11, %27 : tensor<32x1xi64, #blocked>
    %29 = arith.andi %26, %28 : tensor<32x1xi1, #blocked>
    %30 = tt.broadcast %29 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %31 = arith.cmpi sge, %16, %cst_7 : tensor<1x64xi64, #blocked>
    %32 = tt.splat %arg2 : i64 -> tensor<1x64xi64, #blocked>
    %33 = arith.cmpi slt, %16, %32 : tensor<1x64xi64, #blocked>
    %34 = arith.andi %31, %33 : tensor<1x64xi1, #blocked>
    %35 = tt.broadcast %34 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %36 = arith.andi %30, %35 : tensor<32x64xi1, #blocked>
    %37 = tt.load %25, %36, %6 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %38 = scf.if %arg6 -> (tensor<32x64xf32, #blocked>) {
      %58 = tt.bitcast %37 : tensor<32x64xf32, #blocked> -> tensor<32x64xi32, #blocked>
      %59 = arith.andi %58, %cst_2 : tensor<32x64xi32, #blocked>
      %60 = arith.cmpi eq, %59, %cst_2 : tensor<32x64xi32, #blocked>
      %61 = arith.shrui %58, %cst_3 : tensor<32x64xi32, #blocked>
      %62 = arith.andi %61, %cst_4 : tensor<32x64xi32, #blocked>
      %63 = arith.addi %62, %cst_5 : tensor<32x64xi32, #blocked>
      %64 = arith.addi %58, %63 : tensor<32x64xi32, #blocked>
      %65 = arith.andi %64, %cst_6 : tensor<32x64xi32, #blocked>
      %66 = arith.select %60, %58, %65 : tensor<32x64xi1, #blocked>, tensor<32x64xi32, #blocked>
      %67 = tt.bitcast %66 : tensor<32x64xi32, #blocked> -> tensor<32x64xf32, #blocked>
      scf.yield %67 : tensor<32x64xf32, #blocked>
    } else {
      scf.yield %37 : tensor<32x64xf32, #blocked>
    }
    %39 = arith.addf %38, %cst : tensor<32x64xf32, #blocked>
    %40 = tt.splat %arg11 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %41 = tt.splat %arg14 : i64 -> tensor<32x1xi64, #blocked>
    %42 = arith.muli %11, %41 : tensor<32x1xi64, #blocked>
    %43 = tt.broadcast %42 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %44 = tt.splat %arg15 : i64 -> tensor<1x64xi64, #blocked>
    %45 = arith.muli %16, %44 : tensor<1x64xi64, #blocked>
    %46 = tt.broadcast %45 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %47 = arith.addi %43, %46 : tensor<32x64xi64, #blocked>
    %48 = tt.addptr %40, %47 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %49 = tt.splat %arg12 : i64 -> tensor<32x1xi64, #blocked>
    %50 = arith.cmpi slt, %11, %49 : tensor<32x1xi64, #blocked>
    %51 = arith.andi %26, %50 : tensor<32x1xi1, #blocked>
    %52 = tt.broadcast %51 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %53 = tt.splat %arg13 : i64 -> tensor<1x64xi64, #blocked>
    %54 = arith.cmpi slt, %16, %53 : tensor<1x64xi64, #blocked>
    %55 = arith.andi %31, %54 : tensor<1x64xi1, #blocked>
    %56 = tt.broadcast %55 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %57 = arith.andi %52, %56 : tensor<32x64xi1, #blocked>
    tt.store %48, %39, %57 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
