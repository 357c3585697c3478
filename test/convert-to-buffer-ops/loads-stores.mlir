// RUN: pyopt %s --split-input-file -convert-to-buffer-ops=arch-generation-name=gfx942 | FileCheck %s

// tt.load and tt.store on tt.addptr(tt.splat(base), i32 offsets) with tt.pointer_range = 32
// on the base: no range proof needed.  A mask that is a constant splat of true is dropped, an
// `other` that is a constant splat of zero is dropped, others are kept; the cache modifier
// carries over (the eviction policy does not).
// CHECK-LABEL: tt.func @masks_other_cache(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : tensor<1024xi1, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = amdg.buffer_load %arg0[%0] : tensor<1024xf32, #blocked>
// CHECK-NEXT: %2 = amdg.buffer_load %arg0[%0], %arg2 : tensor<1024xf32, #blocked>
// CHECK-NEXT: %3 = amdg.buffer_load %arg0[%0], %arg2, %arg3 cacheModifier = cg : tensor<1024xf32, #blocked>
// CHECK-NEXT: %4 = amdg.buffer_load %arg0[%0] : tensor<1024xf32, #blocked>
// CHECK-NEXT: %5 = amdg.buffer_load %arg0[%0], %cst_0 cacheModifier = ca : tensor<1024xf32, #blocked>
// CHECK-NEXT: %6 = amdg.buffer_load %arg0[%0], %arg2, %cst : tensor<1024xf32, #blocked>
// CHECK-NEXT: %7 = arith.addf %1, %2 : tensor<1024xf32, #blocked>
// CHECK-NEXT: %8 = arith.addf %3, %4 : tensor<1024xf32, #blocked>
// CHECK-NEXT: %9 = arith.addf %5, %6 : tensor<1024xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %7, %arg1[%0] : tensor<1024xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %8, %arg1[%0] cacheModifier = wt : tensor<1024xf32, #blocked>
// CHECK-NEXT: amdg.buffer_store %9, %arg1[%0], %arg2 cacheModifier = cs : tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @masks_other_cache(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %m: tensor<1024xi1, #blocked>, %o: tensor<1024xf32, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %negzero = arith.constant dense<-0.000000e+00> : tensor<1024xf32, #blocked>
    %one = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
    %true = arith.constant dense<true> : tensor<1024xi1, #blocked>
    %false = arith.constant dense<false> : tensor<1024xi1, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a1 = tt.addptr %p1, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %0 = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %1 = tt.load %a0, %m : tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.load %a0, %m, %o cacheModifier = cg : tensor<1024x!tt.ptr<f32>, #blocked>
    %3 = tt.load %a0, %true, %zero evictionPolicy = evict_last : tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.load %a0, %false, %negzero cacheModifier = ca : tensor<1024x!tt.ptr<f32>, #blocked>
    %5 = tt.load %a0, %m, %one : tensor<1024x!tt.ptr<f32>, #blocked>
    %s0 = arith.addf %0, %1 : tensor<1024xf32, #blocked>
    %s1 = arith.addf %2, %3 : tensor<1024xf32, #blocked>
    %s2 = arith.addf %4, %5 : tensor<1024xf32, #blocked>
    tt.store %a1, %s0 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.store %a1, %s1, %true cacheModifier = wt : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.store %a1, %s2, %m cacheModifier = cs : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Not the tt.addptr(tt.splat(base), offsets) shape, or 64-bit offsets: left alone.  A load
// whose result is unused is erased by the rewrite driver.
// CHECK-LABEL: tt.func @not_canonical(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = tt.load %arg1 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %arg1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %4 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %5 = arith.extsi %0 : tensor<1024xi32, #blocked> to tensor<1024xi64, #blocked>
// CHECK-NEXT: %6 = tt.addptr %4, %5 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi64, #blocked>
// CHECK-NEXT: %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %8 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %9 = tt.addptr %8, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %10 = tt.load %9 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %11 = arith.addf %1, %3 : tensor<1024xf32, #blocked>
// CHECK-NEXT: %12 = arith.addf %7, %10 : tensor<1024xf32, #blocked>
// CHECK-NEXT: %13 = arith.addf %11, %12 : tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.return %13 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @not_canonical(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %ptrs: tensor<1024x!tt.ptr<f32>, #blocked>, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked> {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %0 = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %ptrs, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %1 = tt.load %a : tensor<1024x!tt.ptr<f32>, #blocked>
    %p = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %r64 = arith.extsi %range : tensor<1024xi32, #blocked> to tensor<1024xi64, #blocked>
    %a64 = tt.addptr %p, %r64 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi64, #blocked>
    %2 = tt.load %a64 : tensor<1024x!tt.ptr<f32>, #blocked>
    %a2 = tt.addptr %p, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %twice = tt.addptr %a2, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %twice : tensor<1024x!tt.ptr<f32>, #blocked>
    %dead = tt.load %a2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %s0 = arith.addf %0, %1 : tensor<1024xf32, #blocked>
    %s1 = arith.addf %2, %3 : tensor<1024xf32, #blocked>
    %s = arith.addf %s0, %s1 : tensor<1024xf32, #blocked>
    tt.return %s : tensor<1024xf32, #blocked>
  }
}

// -----

// An f32 load in a function that holds a tt.dot stays a tt.load (Triton dodges an LLVM bug);
// loads of other types in it, and f32 loads elsewhere, convert.
// CHECK-LABEL: tt.func @f32_load_into_dot(
// CHECK-NEXT: %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = tt.addptr %0, %arg2 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT: %2 = tt.load %1 : tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %3 = amdg.buffer_load %arg1[%arg2] : tensor<32x32xf16, #blocked>
// CHECK-NEXT: %4 = ttg.convert_layout %3 : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %5 = ttg.convert_layout %2 : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
// CHECK-NEXT: %6 = tt.dot %4, %arg3, %5 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xf32, #mma>
// CHECK-NEXT: tt.return %6 : tensor<32x32xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @f32_load_without_dot(
// CHECK-NEXT: %0 = amdg.buffer_load %arg0[%arg1] : tensor<32x32xf32, #blocked>
// CHECK-NEXT: tt.return %0 : tensor<32x32xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f32_load_into_dot(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x32xi32, #blocked>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>) -> tensor<32x32xf32, #mma> {
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
    %c = tt.load %a0 : tensor<32x32x!tt.ptr<f32>, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %a1 = tt.addptr %p1, %off : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %a = tt.load %a1 : tensor<32x32x!tt.ptr<f16>, #blocked>
    %ad = ttg.convert_layout %a : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %cm = ttg.convert_layout %c : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
    %d = tt.dot %ad, %b, %cm : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xf32, #mma>
    tt.return %d : tensor<32x32xf32, #mma>
  }
  tt.func @f32_load_without_dot(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x32xi32, #blocked>) -> tensor<32x32xf32, #blocked> {
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
    %c = tt.load %a0 : tensor<32x32x!tt.ptr<f32>, #blocked>
    tt.return %c : tensor<32x32xf32, #blocked>
  }
}

// -----

// The block stride: offsets built as addi(broadcast(muli(splat(stride), rows)), cols) (what
// canonicalize-pointers makes of 2-D blocks), with the operands either way round, give the
// buffer op a `stride`.
// CHECK-LABEL: tt.func @block_stride(
// CHECK-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT: %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
// CHECK-NEXT: %3 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
// CHECK-NEXT: %4 = tt.splat %arg1 : i32 -> tensor<32x1xi32, #blocked>
// CHECK-NEXT: %5 = arith.muli %4, %2 : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %6 = tt.broadcast %5 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
// CHECK-NEXT: %7 = tt.broadcast %3 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
// CHECK-NEXT: %8 = arith.addi %6, %7 : tensor<32x64xi32, #blocked>
// CHECK-NEXT: %9 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked>
// CHECK-NEXT: %10 = arith.muli %2, %9 : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %11 = tt.broadcast %10 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
// CHECK-NEXT: %12 = arith.addi %7, %11 : tensor<32x64xi32, #blocked>
// CHECK-NEXT: %13 = amdg.buffer_load %arg0[%8] stride = %arg1 : tensor<32x64xf16, #blocked>
// CHECK-NEXT: amdg.buffer_store %13, %arg0[%12] stride = %arg2 : tensor<32x64xf16, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @block_stride(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %stride: i32 {tt.divisibility = 16 : i32}, %stride2: i32 {tt.divisibility = 16 : i32}) {
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r = tt.expand_dims %rows {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %s = tt.splat %stride : i32 -> tensor<32x1xi32, #blocked>
    %rs = arith.muli %s, %r : tensor<32x1xi32, #blocked>
    %rb = tt.broadcast %rs : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %cb = tt.broadcast %c : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %off = arith.addi %rb, %cb : tensor<32x64xi32, #blocked>
    %s2 = tt.splat %stride2 : i32 -> tensor<32x1xi32, #blocked>
    %rs2 = arith.muli %r, %s2 : tensor<32x1xi32, #blocked>
    %rb2 = tt.broadcast %rs2 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %off2 = arith.addi %cb, %rb2 : tensor<32x64xi32, #blocked>
    %p = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %p, %off : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %v = tt.load %a : tensor<32x64x!tt.ptr<f16>, #blocked>
    %a2 = tt.addptr %p, %off2 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    tt.store %a2, %v : tensor<32x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
