// RUN: pyopt --triton-version=3.6 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V39
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942 explain=true}' -o /dev/null 2>&1 | filecheck %s --check-prefix=EXPL37
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942 explain=true}' -o /dev/null 2>&1 | filecheck %s --check-prefix=EXPL38

// 64-bit offsets (release rule convert_to_buffer_ops.I64_OFFSETS).  Up to Triton 3.7 a memory op
// whose offsets are i64 never becomes a buffer op.  From 3.8 (triton-lang/triton#9619, #9912) they
// are checked as i32 offsets are (tt.pointer_range = 32 on the base, or the range analysis proves
// the largest byte offset under 2 GB), and each converting pattern truncates them with an
// arith.trunci made just before its op (one per op; the tt.addptr stays; a trunci of an extsi
// of i32 folds away); getBlockStride looks through an arith.trunci to i32 (the user's too, in
// @strides) and an i64 stride gets its own trunci.  An atomic that fails a later check (bf16
// fadd on gfx942) leaves no trunci.  The inputs are pyopt's own; the CHECK lines are the 3.6.0
// and 3.7.1 wheels' output (the same) and the 3.8.0 and 3.9.0 wheels' (tools/oracle.py run FILE
// -p 'convert-to-buffer-ops{...}' in each release's venv).

// explain=true (pyopt only) says so.
// EXPL37: remark: convert-to-buffer-ops: not converted: the offsets %o (tensor<128xi64>) are 64-bit; buffer ops take 32-bit offsets{{$}}
// EXPL38: remark: convert-to-buffer-ops: converted to amdg.buffer_load: base %p, offsets %o (tensor<128xi64>); the offsets %o have range [0, 381]: the largest index (381) of f16 (16 bits) ends at byte 764, within 2 GB (no tt.pointer_range on the base %p, so the offsets need a range proof); the i64 offsets truncated to i32 by an arith.trunci before it; mask %m kept
// EXPL38: remark: convert-to-buffer-ops: not converted: the offsets %o2 have range [4294967296, 4294967423]: the largest index (4294967423) of f16 (16 bits) ends at byte 8589934848, over the 2 GB
// EXPL38: remark: convert-to-buffer-ops: converted to amdg.buffer_store: base %p, offsets %o (tensor<32x16xi64>); the base %p has tt.pointer_range = 32: the offsets %o need no range proof; the i64 offsets truncated to i32 by an arith.trunci before it; block stride %st truncated to i32

// OLD-LABEL: tt.func @proven(%arg0: !tt.ptr<f16>, %arg1: i64, %arg2: tensor<128xf16, #blocked>, %arg3: tensor<128xi1, #blocked>) -> tensor<128xf16, #blocked> {
// OLD-NEXT: %cst = arith.constant dense<4294967296> : tensor<128xi64, #blocked>
// OLD-NEXT: %cst_0 = arith.constant dense<3> : tensor<128xi64, #blocked>
// OLD-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// OLD-NEXT: %1 = arith.extui %0 : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
// OLD-NEXT: %2 = arith.muli %1, %cst_0 : tensor<128xi64, #blocked>
// OLD-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
// OLD-NEXT: %4 = tt.addptr %3, %2 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// OLD-NEXT: %5 = tt.load %4, %arg3 : tensor<128x!tt.ptr<f16>, #blocked>
// OLD-NEXT: tt.store %4, %arg2, %arg3 : tensor<128x!tt.ptr<f16>, #blocked>
// OLD-NEXT: %6 = arith.addi %1, %cst : tensor<128xi64, #blocked>
// OLD-NEXT: %7 = tt.addptr %3, %6 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// OLD-NEXT: %8 = tt.load %7 : tensor<128x!tt.ptr<f16>, #blocked>
// OLD-NEXT: %9 = tt.splat %arg1 : i64 -> tensor<128xi64, #blocked>
// OLD-NEXT: %10 = tt.addptr %3, %9 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// OLD-NEXT: %11 = tt.load %10 : tensor<128x!tt.ptr<f16>, #blocked>
// OLD-NEXT: %12 = arith.extsi %0 : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
// OLD-NEXT: %13 = tt.addptr %3, %12 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// OLD-NEXT: %14 = tt.load %13 : tensor<128x!tt.ptr<f16>, #blocked>
// OLD-NEXT: %15 = arith.addf %5, %8 : tensor<128xf16, #blocked>
// OLD-NEXT: %16 = arith.addf %15, %11 : tensor<128xf16, #blocked>
// OLD-NEXT: %17 = arith.addf %16, %14 : tensor<128xf16, #blocked>
// OLD-NEXT: tt.return %17 : tensor<128xf16, #blocked>
// OLD-LABEL: tt.func @atomics(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<bf16> {tt.pointer_range = 32 : i32}, %arg2: i64) -> tensor<128xi32, #blocked> {
// OLD-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<128xbf16, #blocked>
// OLD-NEXT: %cst_0 = arith.constant dense<1> : tensor<128xi32, #blocked>
// OLD-NEXT: %0 = tt.splat %arg2 : i64 -> tensor<128xi64, #blocked>
// OLD-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
// OLD-NEXT: %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi64, #blocked>
// OLD-NEXT: %3 = tt.atomic_rmw add, relaxed, gpu, %2, %cst_0 : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
// OLD-NEXT: %4 = tt.atomic_cas relaxed, gpu, %2, %cst_0, %3 : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
// OLD-NEXT: %5 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<128x!tt.ptr<bf16>, #blocked>
// OLD-NEXT: %6 = tt.addptr %5, %0 : tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xi64, #blocked>
// OLD-NEXT: %7 = tt.atomic_rmw fadd, relaxed, gpu, %6, %cst : (tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xbf16, #blocked>) -> tensor<128xbf16, #blocked>
// OLD-NEXT: tt.return %4 : tensor<128xi32, #blocked>
// OLD-LABEL: tt.func @strides(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: i64, %arg2: tensor<32x1xi64, #blocked1>, %arg3: tensor<1x16xi64, #blocked1>, %arg4: tensor<32x16xf32, #blocked1>, %arg5: !ttg.memdesc<32x16xf32, #shared, #smem, mutable>) -> tensor<32x16xf32, #blocked1> {
// OLD-NEXT: %0 = tt.splat %arg1 : i64 -> tensor<32x1xi64, #blocked1>
// OLD-NEXT: %1 = arith.muli %0, %arg2 : tensor<32x1xi64, #blocked1>
// OLD-NEXT: %2 = tt.broadcast %1 : tensor<32x1xi64, #blocked1> -> tensor<32x16xi64, #blocked1>
// OLD-NEXT: %3 = tt.broadcast %arg3 : tensor<1x16xi64, #blocked1> -> tensor<32x16xi64, #blocked1>
// OLD-NEXT: %4 = arith.addi %2, %3 : tensor<32x16xi64, #blocked1>
// OLD-NEXT: %5 = arith.trunci %4 : tensor<32x16xi64, #blocked1> to tensor<32x16xi32, #blocked1>
// OLD-NEXT: %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x16x!tt.ptr<f32>, #blocked1>
// OLD-NEXT: %7 = amdg.buffer_load %arg0[%5] : tensor<32x16xf32, #blocked1>
// OLD-NEXT: %8 = tt.addptr %6, %4 : tensor<32x16x!tt.ptr<f32>, #blocked1>, tensor<32x16xi64, #blocked1>
// OLD-NEXT: tt.store %8, %arg4 : tensor<32x16x!tt.ptr<f32>, #blocked1>
// OLD-NEXT: %9 = ttg.async_copy_global_to_local %8, %arg5 : tensor<32x16x!tt.ptr<f32>, #blocked1> -> <32x16xf32, #shared, #smem, mutable>
// OLD-NEXT: tt.return %7 : tensor<32x16xf32, #blocked1>

// V38-LABEL: tt.func @proven(%arg0: !tt.ptr<f16>, %arg1: i64, %arg2: tensor<128xf16, #blocked>, %arg3: tensor<128xi1, #blocked>) -> tensor<128xf16, #blocked> {
// V38-NEXT: %cst = arith.constant dense<4294967296> : tensor<128xi64, #blocked>
// V38-NEXT: %cst_0 = arith.constant dense<3> : tensor<128xi64, #blocked>
// V38-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// V38-NEXT: %1 = arith.extui %0 : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
// V38-NEXT: %2 = arith.muli %1, %cst_0 : tensor<128xi64, #blocked>
// V38-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
// V38-NEXT: %4 = arith.trunci %2 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V38-NEXT: %5 = amdg.buffer_load %arg0[%4], %arg3 : tensor<128xf16, #blocked>
// V38-NEXT: %6 = arith.trunci %2 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V38-NEXT: amdg.buffer_store %arg2, %arg0[%6], %arg3 : tensor<128xf16, #blocked>
// V38-NEXT: %7 = arith.addi %1, %cst : tensor<128xi64, #blocked>
// V38-NEXT: %8 = tt.addptr %3, %7 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// V38-NEXT: %9 = tt.load %8 : tensor<128x!tt.ptr<f16>, #blocked>
// V38-NEXT: %10 = tt.splat %arg1 : i64 -> tensor<128xi64, #blocked>
// V38-NEXT: %11 = tt.addptr %3, %10 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// V38-NEXT: %12 = tt.load %11 : tensor<128x!tt.ptr<f16>, #blocked>
// V38-NEXT: %13 = amdg.buffer_load %arg0[%0] : tensor<128xf16, #blocked>
// V38-NEXT: %14 = arith.addf %5, %9 : tensor<128xf16, #blocked>
// V38-NEXT: %15 = arith.addf %14, %12 : tensor<128xf16, #blocked>
// V38-NEXT: %16 = arith.addf %15, %13 : tensor<128xf16, #blocked>
// V38-NEXT: tt.return %16 : tensor<128xf16, #blocked>
// V38-LABEL: tt.func @atomics(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<bf16> {tt.pointer_range = 32 : i32}, %arg2: i64) -> tensor<128xi32, #blocked> {
// V38-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<128xbf16, #blocked>
// V38-NEXT: %cst_0 = arith.constant dense<1> : tensor<128xi32, #blocked>
// V38-NEXT: %0 = tt.splat %arg2 : i64 -> tensor<128xi64, #blocked>
// V38-NEXT: %1 = arith.trunci %0 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V38-NEXT: %2 = amdg.buffer_atomic_rmw add, relaxed, gpu, %cst_0, %arg0[%1] : tensor<128xi32, #blocked>
// V38-NEXT: %3 = arith.trunci %0 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V38-NEXT: %4 = amdg.buffer_atomic_cas relaxed, gpu, %cst_0, %2, %arg0[%3] : tensor<128xi32, #blocked>
// V38-NEXT: %5 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<128x!tt.ptr<bf16>, #blocked>
// V38-NEXT: %6 = tt.addptr %5, %0 : tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xi64, #blocked>
// V38-NEXT: %7 = tt.atomic_rmw fadd, relaxed, gpu, %6, %cst : (tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xbf16, #blocked>) -> tensor<128xbf16, #blocked>
// V38-NEXT: tt.return %4 : tensor<128xi32, #blocked>
// V38-LABEL: tt.func @strides(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: i64, %arg2: tensor<32x1xi64, #blocked1>, %arg3: tensor<1x16xi64, #blocked1>, %arg4: tensor<32x16xf32, #blocked1>, %arg5: !ttg.memdesc<32x16xf32, #shared, #smem, mutable>) -> tensor<32x16xf32, #blocked1> {
// V38-NEXT: %0 = tt.splat %arg1 : i64 -> tensor<32x1xi64, #blocked1>
// V38-NEXT: %1 = arith.muli %0, %arg2 : tensor<32x1xi64, #blocked1>
// V38-NEXT: %2 = tt.broadcast %1 : tensor<32x1xi64, #blocked1> -> tensor<32x16xi64, #blocked1>
// V38-NEXT: %3 = tt.broadcast %arg3 : tensor<1x16xi64, #blocked1> -> tensor<32x16xi64, #blocked1>
// V38-NEXT: %4 = arith.addi %2, %3 : tensor<32x16xi64, #blocked1>
// V38-NEXT: %5 = arith.trunci %4 : tensor<32x16xi64, #blocked1> to tensor<32x16xi32, #blocked1>
// V38-NEXT: %6 = arith.trunci %arg1 : i64 to i32
// V38-NEXT: %7 = amdg.buffer_load %arg0[%5] stride = %6 : tensor<32x16xf32, #blocked1>
// V38-NEXT: %8 = arith.trunci %4 : tensor<32x16xi64, #blocked1> to tensor<32x16xi32, #blocked1>
// V38-NEXT: %9 = arith.trunci %arg1 : i64 to i32
// V38-NEXT: amdg.buffer_store %arg4, %arg0[%8] stride = %9 : tensor<32x16xf32, #blocked1>
// V38-NEXT: %10 = arith.trunci %4 : tensor<32x16xi64, #blocked1> to tensor<32x16xi32, #blocked1>
// V38-NEXT: %11 = arith.trunci %arg1 : i64 to i32
// V38-NEXT: %12 = amdg.buffer_load_to_local %arg0[%10] stride = %11 into %arg5 : <f32>[tensor<32x16xi32, #blocked1>]  -> <32x16xf32, #shared, #smem, mutable>
// V38-NEXT: tt.return %7 : tensor<32x16xf32, #blocked1>

// V39-LABEL: tt.func @proven(%arg0: !tt.ptr<f16>, %arg1: i64, %arg2: tensor<128xf16, #blocked>, %arg3: tensor<128xi1, #blocked>) -> tensor<128xf16, #blocked> {
// V39-NEXT: %cst = arith.constant dense<4294967296> : tensor<128xi64, #blocked>
// V39-NEXT: %cst_0 = arith.constant dense<3> : tensor<128xi64, #blocked>
// V39-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// V39-NEXT: %1 = arith.extui %0 : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
// V39-NEXT: %2 = arith.muli %1, %cst_0 : tensor<128xi64, #blocked>
// V39-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
// V39-NEXT: %4 = arith.trunci %2 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V39-NEXT: %5 = amdg.buffer_load %arg0[%4], %arg3 : !tt.ptr<f16> -> tensor<128xf16, #blocked>
// V39-NEXT: %6 = arith.trunci %2 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V39-NEXT: amdg.buffer_store %arg2, %arg0[%6], %arg3 : !tt.ptr<f16> -> tensor<128xf16, #blocked>
// V39-NEXT: %7 = arith.addi %1, %cst : tensor<128xi64, #blocked>
// V39-NEXT: %8 = tt.addptr %3, %7 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// V39-NEXT: %9 = tt.load %8 : tensor<128x!tt.ptr<f16>, #blocked>
// V39-NEXT: %10 = tt.splat %arg1 : i64 -> tensor<128xi64, #blocked>
// V39-NEXT: %11 = tt.addptr %3, %10 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
// V39-NEXT: %12 = tt.load %11 : tensor<128x!tt.ptr<f16>, #blocked>
// V39-NEXT: %13 = amdg.buffer_load %arg0[%0] : !tt.ptr<f16> -> tensor<128xf16, #blocked>
// V39-NEXT: %14 = arith.addf %5, %9 : tensor<128xf16, #blocked>
// V39-NEXT: %15 = arith.addf %14, %12 : tensor<128xf16, #blocked>
// V39-NEXT: %16 = arith.addf %15, %13 : tensor<128xf16, #blocked>
// V39-NEXT: tt.return %16 : tensor<128xf16, #blocked>
// V39-LABEL: tt.func @atomics(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<bf16> {tt.pointer_range = 32 : i32}, %arg2: i64) -> tensor<128xi32, #blocked> {
// V39-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<128xbf16, #blocked>
// V39-NEXT: %cst_0 = arith.constant dense<1> : tensor<128xi32, #blocked>
// V39-NEXT: %0 = tt.splat %arg2 : i64 -> tensor<128xi64, #blocked>
// V39-NEXT: %1 = arith.trunci %0 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V39-NEXT: %2 = amdg.buffer_atomic_rmw add, relaxed, gpu, %cst_0, %arg0[%1] : !tt.ptr<i32> -> tensor<128xi32, #blocked>
// V39-NEXT: %3 = arith.trunci %0 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// V39-NEXT: %4 = amdg.buffer_atomic_cas relaxed, gpu, %cst_0, %2, %arg0[%3] : !tt.ptr<i32> -> tensor<128xi32, #blocked>
// V39-NEXT: %5 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<128x!tt.ptr<bf16>, #blocked>
// V39-NEXT: %6 = tt.addptr %5, %0 : tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xi64, #blocked>
// V39-NEXT: %7 = tt.atomic_rmw fadd, relaxed, gpu, %6, %cst : (tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xbf16, #blocked>) -> tensor<128xbf16, #blocked>
// V39-NEXT: tt.return %4 : tensor<128xi32, #blocked>
// V39-LABEL: tt.func @strides(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: i64, %arg2: tensor<32x1xi64, #blocked1>, %arg3: tensor<1x16xi64, #blocked1>, %arg4: tensor<32x16xf32, #blocked1>, %arg5: !ttg.memdesc<32x16xf32, #shared, #smem, mutable>) -> tensor<32x16xf32, #blocked1> {
// V39-NEXT: %0 = tt.splat %arg1 : i64 -> tensor<32x1xi64, #blocked1>
// V39-NEXT: %1 = arith.muli %0, %arg2 : tensor<32x1xi64, #blocked1>
// V39-NEXT: %2 = tt.broadcast %1 : tensor<32x1xi64, #blocked1> -> tensor<32x16xi64, #blocked1>
// V39-NEXT: %3 = tt.broadcast %arg3 : tensor<1x16xi64, #blocked1> -> tensor<32x16xi64, #blocked1>
// V39-NEXT: %4 = arith.addi %2, %3 : tensor<32x16xi64, #blocked1>
// V39-NEXT: %5 = arith.trunci %4 : tensor<32x16xi64, #blocked1> to tensor<32x16xi32, #blocked1>
// V39-NEXT: %6 = arith.trunci %arg1 : i64 to i32
// V39-NEXT: %7 = amdg.buffer_load %arg0[%5] stride = %6 : !tt.ptr<f32> -> tensor<32x16xf32, #blocked1>
// V39-NEXT: %8 = arith.trunci %4 : tensor<32x16xi64, #blocked1> to tensor<32x16xi32, #blocked1>
// V39-NEXT: %9 = arith.trunci %arg1 : i64 to i32
// V39-NEXT: amdg.buffer_store %arg4, %arg0[%8] stride = %9 : !tt.ptr<f32> -> tensor<32x16xf32, #blocked1>
// V39-NEXT: %10 = arith.trunci %4 : tensor<32x16xi64, #blocked1> to tensor<32x16xi32, #blocked1>
// V39-NEXT: %11 = arith.trunci %arg1 : i64 to i32
// V39-NEXT: %12 = amdg.buffer_load_to_local %arg0[%10] stride = %11 into %arg5 : !tt.ptr<f32>[tensor<32x16xi32, #blocked1>]  -> <32x16xf32, #shared, #smem, mutable>
// V39-NEXT: tt.return %7 : tensor<32x16xf32, #blocked1>

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [2], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 4], warpsPerCTA = [2, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @proven(%p: !tt.ptr<f16>, %n: i64, %v: tensor<128xf16, #blocked>, %m: tensor<128xi1, #blocked>) -> tensor<128xf16, #blocked> {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %e = arith.extui %r : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
    %c = arith.constant dense<3> : tensor<128xi64, #blocked>
    %o = arith.muli %e, %c : tensor<128xi64, #blocked>
    %b = tt.splat %p : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %b, %o : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
    %x = tt.load %a, %m : tensor<128x!tt.ptr<f16>, #blocked>
    tt.store %a, %v, %m : tensor<128x!tt.ptr<f16>, #blocked>
    %big = arith.constant dense<4294967296> : tensor<128xi64, #blocked>
    %o2 = arith.addi %e, %big : tensor<128xi64, #blocked>
    %a2 = tt.addptr %b, %o2 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
    %y = tt.load %a2 : tensor<128x!tt.ptr<f16>, #blocked>
    %s = tt.splat %n : i64 -> tensor<128xi64, #blocked>
    %a3 = tt.addptr %b, %s : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
    %z = tt.load %a3 : tensor<128x!tt.ptr<f16>, #blocked>
    %ee = arith.extsi %r : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
    %a4 = tt.addptr %b, %ee : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi64, #blocked>
    %w = tt.load %a4 : tensor<128x!tt.ptr<f16>, #blocked>
    %xy = arith.addf %x, %y : tensor<128xf16, #blocked>
    %xyz = arith.addf %xy, %z : tensor<128xf16, #blocked>
    %all = arith.addf %xyz, %w : tensor<128xf16, #blocked>
    tt.return %all : tensor<128xf16, #blocked>
  }
  tt.func @atomics(%q: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %h: !tt.ptr<bf16> {tt.pointer_range = 32 : i32}, %n: i64) -> tensor<128xi32, #blocked> {
    %s = tt.splat %n : i64 -> tensor<128xi64, #blocked>
    %qb = tt.splat %q : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %qa = tt.addptr %qb, %s : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi64, #blocked>
    %one = arith.constant dense<1> : tensor<128xi32, #blocked>
    %z = tt.atomic_rmw add, relaxed, gpu, %qa, %one : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %w = tt.atomic_cas relaxed, gpu, %qa, %one, %z : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %hb = tt.splat %h : !tt.ptr<bf16> -> tensor<128x!tt.ptr<bf16>, #blocked>
    %ha = tt.addptr %hb, %s : tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xi64, #blocked>
    %hv = arith.constant dense<1.0> : tensor<128xbf16, #blocked>
    %hr = tt.atomic_rmw fadd, relaxed, gpu, %ha, %hv : (tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xbf16, #blocked>) -> tensor<128xbf16, #blocked>
    tt.return %w : tensor<128xi32, #blocked>
  }
  tt.func @strides(%p: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %st: i64, %row: tensor<32x1xi64, #b2>, %col: tensor<1x16xi64, #b2>, %v: tensor<32x16xf32, #b2>, %d: !ttg.memdesc<32x16xf32, #shared, #smem, mutable>) -> tensor<32x16xf32, #b2> {
    %s = tt.splat %st : i64 -> tensor<32x1xi64, #b2>
    %m = arith.muli %s, %row : tensor<32x1xi64, #b2>
    %b0 = tt.broadcast %m : tensor<32x1xi64, #b2> -> tensor<32x16xi64, #b2>
    %b1 = tt.broadcast %col : tensor<1x16xi64, #b2> -> tensor<32x16xi64, #b2>
    %o = arith.addi %b0, %b1 : tensor<32x16xi64, #b2>
    %t = arith.trunci %o : tensor<32x16xi64, #b2> to tensor<32x16xi32, #b2>
    %base = tt.splat %p : !tt.ptr<f32> -> tensor<32x16x!tt.ptr<f32>, #b2>
    %a = tt.addptr %base, %t : tensor<32x16x!tt.ptr<f32>, #b2>, tensor<32x16xi32, #b2>
    %x = tt.load %a : tensor<32x16x!tt.ptr<f32>, #b2>
    %a64 = tt.addptr %base, %o : tensor<32x16x!tt.ptr<f32>, #b2>, tensor<32x16xi64, #b2>
    tt.store %a64, %v : tensor<32x16x!tt.ptr<f32>, #b2>
    %c = ttg.async_copy_global_to_local %a64, %d : tensor<32x16x!tt.ptr<f32>, #b2> -> <32x16xf32, #shared, #smem, mutable>
    tt.return %x : tensor<32x16xf32, #b2>
  }
}
