#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
    %9 = ttg.convert_layout %8 : tensor<128x!tt.ptr<f32>, #blocked> -> tensor<128x!tt.ptr<f32>, #blocked>
    %10 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    %11 = tt.load %9, %10 : tensor<128x!tt.ptr<f32>, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %13 = tt.addptr %12, %4 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %14 = arith.fptosi %11 : tensor<128xf32, #blocked> to tensor<128xi32, #blocked>
    %15 = ttg.convert_layout %13 : tensor<128x!tt.ptr<i32>, #blocked> -> tensor<128x!tt.ptr<i32>, #blocked>
    %16 = ttg.convert_layout %14 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    %17 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    tt.store %15, %16, %17 : tensor<128x!tt.ptr<i32>, #blocked>
    %18 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
    %19 = tt.addptr %18, %4 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi32, #blocked>
    %20 = arith.truncf %11 : tensor<128xf32, #blocked> to tensor<128xf16, #blocked>
    %21 = ttg.convert_layout %19 : tensor<128x!tt.ptr<f16>, #blocked> -> tensor<128x!tt.ptr<f16>, #blocked>
    %22 = ttg.convert_layout %20 : tensor<128xf16, #blocked> -> tensor<128xf16, #blocked>
    %23 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    tt.store %21, %22, %23 : tensor<128x!tt.ptr<f16>, #blocked>
    %24 = tt.splat %arg3 : !tt.ptr<bf16> -> tensor<128x!tt.ptr<bf16>, #blocked>
    %25 = tt.addptr %24, %4 : tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xi32, #blocked>
    %26 = arith.truncf %11 : tensor<128xf32, #blocked> to tensor<128xbf16, #blocked>
    %27 = ttg.convert_layout %25 : tensor<128x!tt.ptr<bf16>, #blocked> -> tensor<128x!tt.ptr<bf16>, #blocked>
    %28 = ttg.convert_layout %26 : tensor<128xbf16, #blocked> -> tensor<128xbf16, #blocked>
    %29 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    tt.store %27, %28, %29 : tensor<128x!tt.ptr<bf16>, #blocked>
    %30 = tt.splat %arg4 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %31 = tt.addptr %30, %4 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %32 = tt.bitcast %11 : tensor<128xf32, #blocked> -> tensor<128xi32, #blocked>
    %33 = ttg.convert_layout %31 : tensor<128x!tt.ptr<i32>, #blocked> -> tensor<128x!tt.ptr<i32>, #blocked>
    %34 = ttg.convert_layout %32 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    %35 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    tt.store %33, %34, %35 : tensor<128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
