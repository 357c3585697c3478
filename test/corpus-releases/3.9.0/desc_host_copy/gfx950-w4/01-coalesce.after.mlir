#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
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
    %39 = ttg.convert_layout %26 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %40 = ttg.convert_layout %38 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %41 = ttg.convert_layout %6 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked>
    %42 = tt.load %39, %40, %41 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %43 = scf.if %arg6 -> (tensor<32x64xf32, #blocked>) {
      %68 = tt.bitcast %42 : tensor<32x64xf32, #blocked> -> tensor<32x64xi32, #blocked>
      %69 = arith.andi %68, %cst_5 : tensor<32x64xi32, #blocked>
      %70 = arith.cmpi eq, %69, %cst_5 : tensor<32x64xi32, #blocked>
      %71 = arith.shrui %68, %cst_4 : tensor<32x64xi32, #blocked>
      %72 = arith.andi %71, %cst_3 : tensor<32x64xi32, #blocked>
      %73 = arith.addi %72, %cst_2 : tensor<32x64xi32, #blocked>
      %74 = arith.addi %68, %73 : tensor<32x64xi32, #blocked>
      %75 = arith.andi %74, %cst_1 : tensor<32x64xi32, #blocked>
      %76 = arith.select %70, %68, %75 : tensor<32x64xi1, #blocked>, tensor<32x64xi32, #blocked>
      %77 = tt.bitcast %76 : tensor<32x64xi32, #blocked> -> tensor<32x64xf32, #blocked>
      scf.yield %77 : tensor<32x64xf32, #blocked>
    } else {
      scf.yield %42 : tensor<32x64xf32, #blocked>
    }
    %44 = arith.addf %43, %cst_8 : tensor<32x64xf32, #blocked>
    %45 = tt.splat %arg11 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %46 = tt.splat %arg14 : i64 -> tensor<32x1xi64, #blocked1>
    %47 = arith.muli %11, %46 : tensor<32x1xi64, #blocked1>
    %48 = tt.broadcast %47 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %49 = ttg.convert_layout %48 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %50 = tt.splat %arg15 : i64 -> tensor<1x64xi64, #blocked>
    %51 = arith.muli %16, %50 : tensor<1x64xi64, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %53 = arith.addi %49, %52 : tensor<32x64xi64, #blocked>
    %54 = tt.addptr %45, %53 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %55 = tt.splat %arg12 : i64 -> tensor<32x1xi64, #blocked1>
    %56 = arith.cmpi slt, %11, %55 : tensor<32x1xi64, #blocked1>
    %57 = arith.andi %27, %56 : tensor<32x1xi1, #blocked1>
    %58 = tt.broadcast %57 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %59 = ttg.convert_layout %58 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %60 = tt.splat %arg13 : i64 -> tensor<1x64xi64, #blocked>
    %61 = arith.cmpi slt, %16, %60 : tensor<1x64xi64, #blocked>
    %62 = arith.andi %33, %61 : tensor<1x64xi1, #blocked>
    %63 = tt.broadcast %62 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %64 = arith.andi %59, %63 : tensor<32x64xi1, #blocked>
    %65 = ttg.convert_layout %54 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %66 = ttg.convert_layout %44 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked>
    %67 = ttg.convert_layout %64 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    tt.store %65, %66, %67 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
