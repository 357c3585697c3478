#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("tools/kernels/memory.py":15:1)
#loc9 = loc("X"(#loc))
#loc10 = loc("Y"(#loc))
#loc11 = loc("N"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy_contig(%X: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("X"(#loc)), %Y: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("Y"(#loc)), %N: i32 {tt.divisibility = 16 : i32} loc("N"(#loc))) attributes {noinline = false} {
    %offs = arith.constant 1024 : i32 loc(#loc12)
    %pid = tt.get_program_id x : i32 loc(#loc13)
    %offs_0 = arith.muli %pid, %offs : i32 loc(#loc12)
    %offs_1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked> loc(#loc14)
    %offs_2 = tt.splat %offs_0 : i32 -> tensor<1024xi32, #blocked> loc(#loc12)
    %offs_3 = arith.addi %offs_2, %offs_1 : tensor<1024xi32, #blocked> loc(#loc12)
    %mask = tt.splat %N : i32 -> tensor<1024xi32, #blocked> loc(#loc15)
    %mask_4 = arith.cmpi slt, %offs_3, %mask : tensor<1024xi32, #blocked> loc(#loc15)
    %0 = tt.splat %Y : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc5)
    %1 = tt.addptr %0, %offs_3 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc(#loc5)
    %2 = tt.splat %X : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc6)
    %3 = tt.addptr %2, %offs_3 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc(#loc6)
    %4 = tt.load %3, %mask_4 : tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc7)
    tt.store %1, %4, %mask_4 : tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc8)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("tools/kernels/memory.py":17:12)
#loc2 = loc("tools/kernels/memory.py":16:11)
#loc3 = loc("tools/kernels/memory.py":17:26)
#loc4 = loc("tools/kernels/memory.py":18:12)
#loc5 = loc("tools/kernels/memory.py":19:14)
#loc6 = loc("tools/kernels/memory.py":19:32)
#loc7 = loc("tools/kernels/memory.py":19:24)
#loc8 = loc("tools/kernels/memory.py":19:5)
#loc12 = loc("offs"(#loc1))
#loc13 = loc("pid"(#loc2))
#loc14 = loc("offs"(#loc3))
#loc15 = loc("mask"(#loc4))

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(tritongpu-coalesce,tritongpu-remove-layout-conversions{disable-remat-splitting=false},canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse)",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
