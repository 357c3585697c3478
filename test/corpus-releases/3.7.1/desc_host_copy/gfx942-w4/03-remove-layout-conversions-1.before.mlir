#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
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
    %11 = ttg.convert_layout %10 : tensor<32xi64, #blocked2> -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi64, #blocked3>
    %13 = ttg.convert_layout %12 : tensor<32x1xi64, #blocked3> -> tensor<32x1xi64, #blocked1>
    %14 = tt.splat %5 : i64 -> tensor<64xi64, #blocked2>
    %15 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %16 = arith.extsi %15 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %17 = arith.addi %14, %16 : tensor<64xi64, #blocked2>
    %18 = ttg.convert_layout %17 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %19 = tt.expand_dims %18 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi64, #blocked4>
    %20 = ttg.convert_layout %19 : tensor<1x64xi64, #blocked4> -> tensor<1x64xi64, #blocked>
    %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %22 = tt.splat %arg3 : i64 -> tensor<32x1xi64, #blocked1>
    %23 = arith.muli %13, %22 : tensor<32x1xi64, #blocked1>
    %24 = tt.broadcast %23 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %25 = ttg.convert_layout %24 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %26 = tt.splat %arg4 : i64 -> tensor<1x64xi64, #blocked>
    %27 = arith.muli %20, %26 : tensor<1x64xi64, #blocked>
    %28 = tt.broadcast %27 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %29 = arith.addi %25, %28 : tensor<32x64xi64, #blocked>
    %30 = tt.addptr %21, %29 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %31 = arith.cmpi sge, %13, %cst_0 : tensor<32x1xi64, #blocked1>
    %32 = tt.splat %arg1 : i64 -> tensor<32x1xi64, #blocked1>
    %33 = arith.cmpi slt, %13, %32 : tensor<32x1xi64, #blocked1>
    %34 = arith.andi %31, %33 : tensor<32x1xi1, #blocked1>
    %35 = tt.broadcast %34 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %36 = ttg.convert_layout %35 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %37 = arith.cmpi sge, %20, %cst : tensor<1x64xi64, #blocked>
    %38 = tt.splat %arg2 : i64 -> tensor<1x64xi64, #blocked>
    %39 = arith.cmpi slt, %20, %38 : tensor<1x64xi64, #blocked>
    %40 = arith.andi %37, %39 : tensor<1x64xi1, #blocked>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %42 = arith.andi %36, %41 : tensor<32x64xi1, #blocked>
    %43 = ttg.convert_layout %30 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %44 = ttg.convert_layout %42 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %45 = ttg.convert_layout %6 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked>
    %46 = tt.load %43, %44, %45 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %47 = scf.if %arg6 -> (tensor<32x64xf32, #blocked>) {
      %72 = tt.bitcast %46 : tensor<32x64xf32, #blocked> -> tensor<32x64xi32, #blocked>
      %73 = arith.andi %72, %cst_5 : tensor<32x64xi32, #blocked>
      %74 = arith.cmpi eq, %73, %cst_5 : tensor<32x64xi32, #blocked>
      %75 = arith.shrui %72, %cst_4 : tensor<32x64xi32, #blocked>
      %76 = arith.andi %75, %cst_3 : tensor<32x64xi32, #blocked>
      %77 = arith.addi %76, %cst_2 : tensor<32x64xi32, #blocked>
      %78 = arith.addi %72, %77 : tensor<32x64xi32, #blocked>
      %79 = arith.andi %78, %cst_1 : tensor<32x64xi32, #blocked>
      %80 = arith.select %74, %72, %79 : tensor<32x64xi1, #blocked>, tensor<32x64xi32, #blocked>
      %81 = tt.bitcast %80 : tensor<32x64xi32, #blocked> -> tensor<32x64xf32, #blocked>
      scf.yield %81 : tensor<32x64xf32, #blocked>
    } else {
      scf.yield %46 : tensor<32x64xf32, #blocked>
    }
    %48 = arith.addf %47, %cst_8 : tensor<32x64xf32, #blocked>
    %49 = tt.splat %arg11 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %50 = tt.splat %arg14 : i64 -> tensor<32x1xi64, #blocked1>
    %51 = arith.muli %13, %50 : tensor<32x1xi64, #blocked1>
    %52 = tt.broadcast %51 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %53 = ttg.convert_layout %52 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %54 = tt.splat %arg15 : i64 -> tensor<1x64xi64, #blocked>
    %55 = arith.muli %20, %54 : tensor<1x64xi64, #blocked>
    %56 = tt.broadcast %55 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %57 = arith.addi %53, %56 : tensor<32x64xi64, #blocked>
    %58 = tt.addptr %49, %57 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %59 = tt.splat %arg12 : i64 -> tensor<32x1xi64, #blocked1>
    %60 = arith.cmpi slt, %13, %59 : tensor<32x1xi64, #blocked1>
    %61 = arith.andi %31, %60 : tensor<32x1xi1, #blocked1>
    %62 = tt.broadcast %61 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %63 = ttg.convert_layout %62 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %64 = tt.splat %arg13 : i64 -> tensor<1x64xi64, #blocked>
    %65 = arith.cmpi slt, %20, %64 : tensor<1x64xi64, #blocked>
    %66 = arith.andi %37, %65 : tensor<1x64xi1, #blocked>
    %67 = tt.broadcast %66 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %68 = arith.andi %63, %67 : tensor<32x64xi1, #blocked>
    %69 = ttg.convert_layout %58 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %70 = ttg.convert_layout %48 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked>
    %71 = ttg.convert_layout %68 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    tt.store %69, %70, %71 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
