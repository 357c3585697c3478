#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @bf16_ops(%arg0: !tt.ptr<bf16>, %arg1: !tt.ptr<bf16>, %arg2: !tt.ptr<bf16>, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<512xf32, #blocked>
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<512x!tt.ptr<bf16>, #blocked> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %10 = ttg.convert_layout %6 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked>
    %11 = tt.load %9, %10 : tensor<512x!tt.ptr<bf16>, #blocked>
    %12 = arith.extf %11 : tensor<512xbf16, #blocked> to tensor<512xf32, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    %15 = ttg.convert_layout %14 : tensor<512x!tt.ptr<bf16>, #blocked> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %16 = ttg.convert_layout %6 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked>
    %17 = tt.load %15, %16 : tensor<512x!tt.ptr<bf16>, #blocked>
    %18 = arith.extf %17 : tensor<512xbf16, #blocked> to tensor<512xf32, #blocked>
    %19 = tt.splat %arg2 : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %20 = tt.addptr %19, %4 : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    %21 = arith.mulf %12, %cst_0 : tensor<512xf32, #blocked>
    %22 = arith.addf %21, %18 : tensor<512xf32, #blocked>
    %23 = arith.maxnumf %22, %cst : tensor<512xf32, #blocked>
    %24 = arith.truncf %23 : tensor<512xf32, #blocked> to tensor<512xbf16, #blocked>
    %25 = ttg.convert_layout %20 : tensor<512x!tt.ptr<bf16>, #blocked> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %26 = ttg.convert_layout %24 : tensor<512xbf16, #blocked> -> tensor<512xbf16, #blocked>
    %27 = ttg.convert_layout %6 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked>
    tt.store %25, %26, %27 : tensor<512x!tt.ptr<bf16>, #blocked>
    tt.return
  }
}
