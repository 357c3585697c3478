#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
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
    %9 = tt.load %8, %6 : tensor<512x!tt.ptr<bf16>, #blocked>
    %10 = arith.extf %9 : tensor<512xbf16, #blocked> to tensor<512xf32, #blocked>
    %11 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %12 = tt.addptr %11, %4 : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    %13 = tt.load %12, %6 : tensor<512x!tt.ptr<bf16>, #blocked>
    %14 = arith.extf %13 : tensor<512xbf16, #blocked> to tensor<512xf32, #blocked>
    %15 = tt.splat %arg2 : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %16 = tt.addptr %15, %4 : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    %17 = arith.mulf %10, %cst_0 : tensor<512xf32, #blocked>
    %18 = arith.addf %17, %14 : tensor<512xf32, #blocked>
    %19 = arith.maxnumf %18, %cst : tensor<512xf32, #blocked>
    %20 = arith.truncf %19 : tensor<512xf32, #blocked> to tensor<512xbf16, #blocked>
    tt.store %16, %20, %6 : tensor<512x!tt.ptr<bf16>, #blocked>
    tt.return
  }
}
