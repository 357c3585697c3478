#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @casts(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg4: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32 : i32
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<128xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %5 = tt.splat %arg5 : i32 -> tensor<128xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<128xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<128x!tt.ptr<f32>, #blocked> -> tensor<128x!tt.ptr<f32>, #blocked1>
    %10 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    %11 = tt.load %9, %10 : tensor<128x!tt.ptr<f32>, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %15 = arith.fptosi %12 : tensor<128xf32, #blocked> to tensor<128xi32, #blocked>
    %16 = ttg.convert_layout %14 : tensor<128x!tt.ptr<i32>, #blocked> -> tensor<128x!tt.ptr<i32>, #blocked1>
    %17 = ttg.convert_layout %15 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
    %18 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    tt.store %16, %17, %18 : tensor<128x!tt.ptr<i32>, #blocked1>
    %19 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
    %20 = tt.addptr %19, %4 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi32, #blocked>
    %21 = arith.truncf %12 : tensor<128xf32, #blocked> to tensor<128xf16, #blocked>
    %22 = ttg.convert_layout %20 : tensor<128x!tt.ptr<f16>, #blocked> -> tensor<128x!tt.ptr<f16>, #blocked1>
    %23 = ttg.convert_layout %21 : tensor<128xf16, #blocked> -> tensor<128xf16, #blocked1>
    %24 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    tt.store %22, %23, %24 : tensor<128x!tt.ptr<f16>, #blocked1>
    %25 = tt.splat %arg3 : !tt.ptr<bf16> -> tensor<128x!tt.ptr<bf16>, #blocked>
    %26 = tt.addptr %25, %4 : tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xi32, #blocked>
    %27 = arith.truncf %12 : tensor<128xf32, #blocked> to tensor<128xbf16, #blocked>
    %28 = ttg.convert_layout %26 : tensor<128x!tt.ptr<bf16>, #blocked> -> tensor<128x!tt.ptr<bf16>, #blocked1>
    %29 = ttg.convert_layout %27 : tensor<128xbf16, #blocked> -> tensor<128xbf16, #blocked1>
    %30 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    tt.store %28, %29, %30 : tensor<128x!tt.ptr<bf16>, #blocked1>
    %31 = tt.splat %arg4 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %32 = tt.addptr %31, %4 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %33 = tt.bitcast %12 : tensor<128xf32, #blocked> -> tensor<128xi32, #blocked>
    %34 = ttg.convert_layout %32 : tensor<128x!tt.ptr<i32>, #blocked> -> tensor<128x!tt.ptr<i32>, #blocked1>
    %35 = ttg.convert_layout %33 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
    %36 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    tt.store %34, %35, %36 : tensor<128x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}
