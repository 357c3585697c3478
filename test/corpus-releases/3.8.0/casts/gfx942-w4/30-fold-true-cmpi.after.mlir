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
    %7 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6 : tensor<128xf32, #blocked>
    %9 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %10 = arith.fptosi %8 : tensor<128xf32, #blocked> to tensor<128xi32, #blocked>
    amdg.buffer_store %10, %arg1[%9], %6 : tensor<128xi32, #blocked>
    %11 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %12 = arith.truncf %8 : tensor<128xf32, #blocked> to tensor<128xf16, #blocked>
    amdg.buffer_store %12, %arg2[%11], %6 : tensor<128xf16, #blocked>
    %13 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %14 = arith.truncf %8 : tensor<128xf32, #blocked> to tensor<128xbf16, #blocked>
    amdg.buffer_store %14, %arg3[%13], %6 : tensor<128xbf16, #blocked>
    %15 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %16 = tt.bitcast %8 : tensor<128xf32, #blocked> -> tensor<128xi32, #blocked>
    amdg.buffer_store %16, %arg4[%15], %6 : tensor<128xi32, #blocked>
    tt.return
  }
}
