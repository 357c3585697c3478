#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#loc = loc("tools/kernels/memory.py":15:1)
#loc10 = loc("X"(#loc))
#loc11 = loc("Y"(#loc))
#loc12 = loc("N"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_contig(%X: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32} loc("X"(#loc)), %Y: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32} loc("Y"(#loc)), %N: i32 {tt.divisibility = 16 : i32} loc("N"(#loc))) attributes {noinline = false} {
    %c1024_i32 = arith.constant 1024 : i32 loc(#loc1)
    %pid = tt.get_program_id x : i32 loc(#loc13)
    %offs = arith.muli %pid, %c1024_i32 : i32 loc(#loc14)
    %offs_0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked> loc(#loc15)
    %offs_1 = tt.splat %offs : i32 -> tensor<1024xi32, #blocked> loc(#loc14)
    %offs_2 = arith.addi %offs_1, %offs_0 : tensor<1024xi32, #blocked> loc(#loc14)
    %mask = tt.splat %N : i32 -> tensor<1024xi32, #blocked> loc(#loc16)
    %mask_3 = arith.cmpi slt, %offs_2, %mask : tensor<1024xi32, #blocked> loc(#loc16)
    %0 = arith.addi %offs_1, %offs_0 : tensor<1024xi32, #blocked> loc(#loc6)
    %1 = arith.addi %offs_1, %offs_0 : tensor<1024xi32, #blocked> loc(#loc7)
    %2 = tt.splat %X : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc8)
    %3 = tt.addptr %2, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc(#loc8)
    %4 = tt.load %3, %mask_3 : tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc8)
    %5 = tt.splat %Y : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc9)
    %6 = tt.addptr %5, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc(#loc9)
    tt.store %6, %4, %mask_3 : tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc9)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("tools/kernels/memory.py":16:11)
#loc3 = loc("tools/kernels/memory.py":17:12)
#loc4 = loc("tools/kernels/memory.py":17:26)
#loc5 = loc("tools/kernels/memory.py":18:12)
#loc6 = loc("tools/kernels/memory.py":19:14)
#loc7 = loc("tools/kernels/memory.py":19:32)
#loc8 = loc("tools/kernels/memory.py":19:24)
#loc9 = loc("tools/kernels/memory.py":19:5)
#loc13 = loc("pid"(#loc2))
#loc14 = loc("offs"(#loc3))
#loc15 = loc("offs"(#loc4))
#loc16 = loc("mask"(#loc5))

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(tritonamdgpu-convert-buffer-ops{allow-buffer-atomics=true analyze-small-tensor-ofst=false gfx-arch=gfx942})",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
