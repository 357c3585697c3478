#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_cache_policy(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1024_i32 = arith.constant 1024 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c1024_i32 : i32
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<1024xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6 cacheModifier = cg {contiguity = 4 : i32} : tensor<1024xf32, #blocked>
    %9 = amdg.buffer_load %arg0[%7], %6 {contiguity = 4 : i32} : tensor<1024xf32, #blocked>
    %10 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    amdg.buffer_store %8, %arg1[%10], %6 cacheModifier = cs {contiguity = 4 : i32} : tensor<1024xf32, #blocked>
    amdg.buffer_store %9, %arg1[%10], %6 {contiguity = 4 : i32} : tensor<1024xf32, #blocked>
    tt.return
  }
}
