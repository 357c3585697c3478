#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_host_copy(%arg0: !tt.ptr<f32>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i1, %arg6: i1, %arg7: i32, %arg8: i32, %arg9: i64, %arg10: i64, %arg11: !tt.ptr<f32>, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i1, %arg17: i1, %arg18: i32, %arg19: i32, %arg20: i64, %arg21: i64) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %cst_1 = arith.constant dense<-8192> : tensor<32x64xi32, #blocked>
    %cst_2 = arith.constant dense<4095> : tensor<32x64xi32, #blocked>
    %cst_3 = arith.constant dense<1> : tensor<32x64xi32, #blocked>
    %cst_4 = arith.constant dense<13> : tensor<32x64xi32, #blocked>
    %cst_5 = arith.constant dense<2139095040> : tensor<32x64xi32, #blocked>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_7 = arith.constant dense<0x7FC00000> : tensor<32x64xf32, #blocked>
    %cst_8 = arith.constant dense<1.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = arith.muli %1, %c64_i32 : i32
    %4 = arith.extsi %2 : i32 to i64
    %5 = arith.extsi %3 : i32 to i64
    %6 = arith.select %arg5, %cst_7, %cst_6 : tensor<32x64xf32, #blocked>
    %7 = tt.splat %4 : i64 -> tensor<32xi64, #blocked2>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %9 = arith.extsi %8 : tensor<32xi32, #blocked2> to tensor<32xi64, #blocked2>
    %10 = arith.addi %7, %9 : tensor<32xi64, #blocked2>
    %11 = tt.reshape %10 : tensor<32xi64, #blocked2> -> tensor<32x1xi64, #blocked1>
    %12 = tt.splat %5 : i64 -> tensor<64xi64, #blocked2>
    %13 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %14 = arith.extsi %13 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %15 = arith.addi %12, %14 : tensor<64xi64, #blocked2>
    %16 = tt.reshape %15 : tensor<64xi64, #blocked2> -> tensor<1x64xi64, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %18 = tt.splat %arg3 : i64 -> tensor<32x1xi64, #blocked1>
    %19 = arith.muli %11, %18 : tensor<32x1xi64, #blocked1>
    %20 = tt.broadcast %19 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %21 = ttg.convert_layout %20 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %22 = tt.splat %arg4 : i64 -> tensor<1x64xi64, #blocked>
    %23 = arith.muli %16, %22 : tensor<1x64xi64, #blocked>
    %24 = tt.broadcast %23 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %25 = arith.addi %21, %24 : tensor<32x64xi64, #blocked>
    %26 = tt.addptr %17, %25 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %27 = arith.cmpi sge, %11, %cst_0 : tensor<32x1xi64, #blocked1>
    %28 = tt.splat %arg1 : i64 -> tensor<32x1xi64, #blocked1>
    %29 = arith.cmpi slt, %11, %28 : tensor<32x1xi64, #blocked1>
    %30 = arith.andi %27, %29 : tensor<32x1xi1, #blocked1>
    %31 = tt.broadcast %30 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %32 = ttg.convert_layout %31 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %33 = arith.cmpi sge, %16, %cst : tensor<1x64xi64, #blocked>
    %34 = tt.splat %arg2 : i64 -> tensor<1x64xi64, #blocked>
    %35 = arith.cmpi slt, %16, %34 : tensor<1x64xi64, #blocked>
    %36 = arith.andi %33, %35 : tensor<1x64xi1, #blocked>
    %37 = tt.broadcast %36 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %38 = arith.andi %32, %37 : tensor<32x64xi1, #blocked>
    %39 = tt.load %26, %38, %6 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %40 = scf.if %arg6 -> (tensor<32x64xf32, #blocked>) {
      %62 = tt.bitcast %39 : tensor<32x64xf32, #blocked> -> tensor<32x64xi32, #blocked>
      %63 = arith.andi %62, %cst_5 : tensor<32x64xi32, #blocked>
      %64 = arith.cmpi eq, %63, %cst_5 : tensor<32x64xi32, #blocked>
      %65 = arith.shrui %62, %cst_4 : tensor<32x64xi32, #blocked>
      %66 = arith.andi %65, %cst_3 : tensor<32x64xi32, #blocked>
      %67 = arith.addi %66, %cst_2 : tensor<32x64xi32, #blocked>
      %68 = arith.addi %62, %67 : tensor<32x64xi32, #blocked>
      %69 = arith.andi %68, %cst_1 : tensor<32x64xi32, #blocked>
      %70 = arith.select %64, %62, %69 : tensor<32x64xi1, #blocked>, tensor<32x64xi32, #blocked>
      %71 = tt.bitcast %70 : tensor<32x64xi32, #blocked> -> tensor<32x64xf32, #blocked>
      scf.yield %71 : tensor<32x64xf32, #blocked>
    } else {
      scf.yield %39 : tensor<32x64xf32, #blocked>
    }
    %41 = arith.addf %40, %cst_8 : tensor<32x64xf32, #blocked>
    %42 = tt.splat %arg11 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %43 = tt.splat %arg14 : i64 -> tensor<32x1xi64, #blocked1>
    %44 = arith.muli %11, %43 : tensor<32x1xi64, #blocked1>
    %45 = tt.broadcast %44 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %46 = ttg.convert_layout %45 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %47 = tt.splat %arg15 : i64 -> tensor<1x64xi64, #blocked>
    %48 = arith.muli %16, %47 : tensor<1x64xi64, #blocked>
    %49 = tt.broadcast %48 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %50 = arith.addi %46, %49 : tensor<32x64xi64, #blocked>
    %51 = tt.addptr %42, %50 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %52 = tt.splat %arg12 : i64 -> tensor<32x1xi64, #blocked1>
    %53 = arith.cmpi slt, %11, %52 : tensor<32x1xi64, #blocked1>
    %54 = arith.andi %27, %53 : tensor<32x1xi1, #blocked1>
    %55 = tt.broadcast %54 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %56 = ttg.convert_layout %55 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %57 = tt.splat %arg13 : i64 -> tensor<1x64xi64, #blocked>
    %58 = arith.cmpi slt, %16, %57 : tensor<1x64xi64, #blocked>
    %59 = arith.andi %33, %58 : tensor<1x64xi1, #blocked>
    %60 = tt.broadcast %59 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %61 = arith.andi %56, %60 : tensor<32x64xi1, #blocked>
    tt.store %51, %41, %61 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
