#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @casts(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<bf16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %9 = tt.load %8, %6 : tensor<128x!tt.ptr<f32>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %12 = arith.fptosi %9 : tensor<128xf32, #blocked> to tensor<128xi32, #blocked>
    tt.store %11, %12, %6 : tensor<128x!tt.ptr<i32>, #blocked>
    %13 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi32, #blocked>
    %15 = arith.truncf %9 : tensor<128xf32, #blocked> to tensor<128xf16, #blocked>
    tt.store %14, %15, %6 : tensor<128x!tt.ptr<f16>, #blocked>
    %16 = tt.splat %arg3 : !tt.ptr<bf16> -> tensor<128x!tt.ptr<bf16>, #blocked>
    %17 = tt.addptr %16, %4 : tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xi32, #blocked>
    %18 = arith.truncf %9 : tensor<128xf32, #blocked> to tensor<128xbf16, #blocked>
    tt.store %17, %18, %6 : tensor<128x!tt.ptr<bf16>, #blocked>
    %19 = tt.splat %arg4 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %20 = tt.addptr %19, %4 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %21 = tt.bitcast %9 : tensor<128xf32, #blocked> -> tensor<128xi32, #blocked>
    tt.store %20, %21, %6 : tensor<128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
