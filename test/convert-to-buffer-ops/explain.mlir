// RUN: pyopt %s --split-input-file -convert-to-buffer-ops="arch-generation-name=gfx942 explain=true" -verify-diagnostics -o /dev/null
// RUN: pyopt %s --split-input-file -convert-to-buffer-ops="arch-generation-name=gfx90a explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GFX90A
// RUN: pyopt --triton-version=3.8 %s --split-input-file -convert-to-buffer-ops="gfx-arch=gfx90a explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GFX90A-38

// explain=true (pyopt only): one remark per memory op, converted or not and why.  The IR the
// pass prints is checked against real Triton by the other tests of this directory and the corpus.

// gfx90a (CDNA2) has no buffer atomics: tt.atomic_rmw stays, tt.atomic_cas still converts.
// GFX90A: remark: convert-to-buffer-ops: not converted: arch-generation-name=gfx90a (CDNA2): buffer atomics are for CDNA3 and CDNA4
// The option is named as the run's release names it (gfx-arch from Triton 3.8; RDNA4 has buffer
// atomics from 3.7, triton-lang/triton#8778, gfx1250 from 3.8, triton-lang/triton#9744).
// GFX90A-38: remark: convert-to-buffer-ops: not converted: gfx-arch=gfx90a (CDNA2): buffer atomics are for CDNA3, CDNA4, RDNA4 and GFX1250
// GFX90A: remark: convert-to-buffer-ops: converted to amdg.buffer_atomic_cas: base %arg0, offsets %range (tensor<1024xi32>)
// GFX90A: remark: convert-to-buffer-ops: not converted: the module's target hip:gfx90a (CDNA2) has no buffer_load_to_local (CDNA3 and CDNA4 only)

// Loads and stores under tt.pointer_range = 32, masks and `other`, shapes that do not
// convert, a dead load.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @explain(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: !tt.ptr<f16> {tt.pointer_range = 32 : i32}, %arg4: !tt.ptr<bf16> {tt.pointer_range = 32 : i32}, %arg5: tensor<1024x!tt.ptr<f32>, #blocked>) {
    %c1024_i32 = arith.constant 1024 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %true = arith.constant dense<true> : tensor<1024xi1, #blocked>
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c1024_i32 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %bs = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %bs, %range : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_load: base %arg0, offsets %off (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %off need no range proof; mask dropped (a constant splat of true); other dropped (a constant splat of zero)}}
    %v0 = tt.load %a0, %true, %cst : tensor<1024x!tt.ptr<f32>, #blocked>
    %n = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
    %off2 = arith.addi %n, %range : tensor<1024xi32, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a1 = tt.addptr %p1, %off2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the offsets %off2 may be negative: range [-2147483648, 2147483647] from %arg2 (range [-2147483648, 2147483647]; no tt.pointer_range on the base %arg1, no llvm.intr.assume on %arg2)}}
    tt.store %a1, %v0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %a2 = tt.addptr %p1, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_store: base %arg1, offsets %range (tensor<1024xi32>); the offsets %range have range [0, 1023]: the largest index (1023) of f32 (32 bits) ends at byte 4096, within 2 GB (no tt.pointer_range on the base %arg1, so the offsets need a range proof)}}
    tt.store %a2, %v0 : tensor<1024x!tt.ptr<f32>, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: its pointer is not made by tt.addptr (buffer ops need tt.addptr(tt.splat(base), offsets))}}
    %v5 = tt.load %arg5 : tensor<1024x!tt.ptr<f32>, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_store: base %arg0, offsets %off (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %off need no range proof}}
    tt.store %a0, %v5 : tensor<1024x!tt.ptr<f32>, #blocked>
    %range64 = arith.extsi %range : tensor<1024xi32, #blocked> to tensor<1024xi64, #blocked>
    %a3 = tt.addptr %p0, %range64 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi64, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the offsets %range64 (tensor<1024xi64>) are 64-bit; buffer ops take 32-bit offsets}}
    tt.store %a3, %v0 : tensor<1024x!tt.ptr<f32>, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: scope sys (buffer atomics take gpu or cta); the base %arg0 has tt.pointer_range = 32: the offsets %off need no range proof}}
    %r0 = tt.atomic_rmw fadd, acq_rel, sys, %a0, %v0, %true : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %off (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %off need no range proof; 1 element(s) a vector, 32 bits; mask dropped (a constant splat of true)}}
    %r1 = tt.atomic_rmw fadd, acq_rel, gpu, %a0, %r0, %true : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    %p4 = tt.splat %arg4 : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked>
    %a4 = tt.addptr %p4, %range : tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xi32, #blocked>
    %bv = arith.truncf %r1 : tensor<1024xf32, #blocked> to tensor<1024xbf16, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: bf16 fadd has no buffer atomic on CDNA3 (gfx942); the base %arg4 has tt.pointer_range = 32: the offsets %range need no range proof}}
    %r2 = tt.atomic_rmw fadd, acq_rel, gpu, %a4, %bv, %true : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: erased: its result is unused (the rewrite driver removes dead ops)}}
    %unused = tt.load %a2 : tensor<1024x!tt.ptr<f32>, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_store: base %arg4, offsets %range (tensor<1024xi32>); the base %arg4 has tt.pointer_range = 32: the offsets %range need no range proof}}
    tt.store %a4, %r2 : tensor<1024x!tt.ptr<bf16>, #blocked>
    tt.return
  }
}

// -----

// Range proofs: what bounds the offsets, and what fails.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @arguments(%arg0: !tt.ptr<f32>, %n: i32, %k: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %ns, %range : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the offsets %off may be negative: range [-2147483648, 2147483647] from %n (range [-2147483648, 2147483647]; no tt.pointer_range on the base %arg0, no llvm.intr.assume on %n)}}
    %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %ge = arith.cmpi sge, %k, %c0_i32 : i32
    llvm.intr.assume %ge : i1
    %lt = arith.cmpi slt, %k, %c4096_i32 : i32
    llvm.intr.assume %lt : i1
    %ks = tt.splat %k : i32 -> tensor<1024xi32, #blocked>
    %off2 = arith.addi %ks, %range : tensor<1024xi32, #blocked>
    %a1 = tt.addptr %p0, %off2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_store: base %arg0, offsets %off2 (tensor<1024xi32>); the offsets %off2 have range [0, 5118]: the largest index (5118) of f32 (32 bits) ends at byte 20476, within 2 GB (no tt.pointer_range on the base %arg0, so the offsets need a range proof)}}
    tt.store %a1, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @proved(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %c1024_i32 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c1024_i32 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %bs = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %bs, %range : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_load: base %arg0, offsets %range (tensor<1024xi32>); the offsets %range have range [0, 1023]: the largest index (1023) of f32 (32 bits) ends at byte 4096, within 2 GB (no tt.pointer_range on the base %arg0, so the offsets need a range proof)}}
    %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a1 = tt.addptr %p1, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the offsets %off may be negative: range [-2147483648, 2147483647] from %base (range [-2147483648, 2147483647], made by arith.muli of %pid [0, 2147483647] and %c1024_i32 [1024, 1024]; no tt.pointer_range on the base %arg1)}}
    tt.store %a1, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @two_gigabytes(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<i8>, %k: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c536870912_i32 = arith.constant 536870912 : i32
    %ge = arith.cmpi sge, %k, %c0_i32 : i32
    llvm.intr.assume %ge : i1
    %le = arith.cmpi sle, %k, %c3_i32 : i32
    llvm.intr.assume %le : i1
    %base = arith.muli %k, %c536870912_i32 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %bs = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %bs, %range : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the offsets %off have range [0, 1610613759]: the largest index (1610613759) of f32 (32 bits) ends at byte 6442455040, over the 2 GB a buffer op reaches (2147483647) (no tt.pointer_range on the base %arg0, so the offsets need a range proof)}}
    %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
    %a1 = tt.addptr %p1, %off : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_load: base %arg1, offsets %off (tensor<1024xi32>); the offsets %off have range [0, 1610613759]: the largest index (1610613759) of i8 (8 bits) ends at byte 1610613760, within 2 GB (no tt.pointer_range on the base %arg1, so the offsets need a range proof)}}
    %b = tt.load %a1 : tensor<1024x!tt.ptr<i8>, #blocked>
    %bf = arith.sitofp %b : tensor<1024xi8, #blocked> to tensor<1024xf32, #blocked>
    %s = arith.addf %v, %bf : tensor<1024xf32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the offsets %off have range [0, 1610613759]: the largest index (1610613759) of f32 (32 bits) ends at byte 6442455040, over the 2 GB a buffer op reaches (2147483647) (no tt.pointer_range on the base %arg0, so the offsets need a range proof)}}
    tt.store %a0, %s : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// The f32-load-into-tt.dot exception.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f32_load_into_dot(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x32xi32, #blocked>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>) -> tensor<32x32xf32, #mma> {
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: an f32 load in a function holding a tt.dot (Triton keeps these off buffer loads to dodge an LLVM backend bug)}}
    %c = tt.load %a0 : tensor<32x32x!tt.ptr<f32>, #blocked>
    %p1 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %a1 = tt.addptr %p1, %off : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_load: base %arg1, offsets %off (tensor<32x32xi32>); the base %arg1 has tt.pointer_range = 32: the offsets %off need no range proof}}
    %a = tt.load %a1 : tensor<32x32x!tt.ptr<f16>, #blocked>
    %ad = ttg.convert_layout %a : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %cm = ttg.convert_layout %c : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
    %d = tt.dot %ad, %b, %cm : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xf32, #mma>
    tt.return %d : tensor<32x32xf32, #mma>
  }
  tt.func @f32_load_without_dot(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x32xi32, #blocked>) -> tensor<32x32xf32, #blocked> {
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %off : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_load: base %arg0, offsets %off (tensor<32x32xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %off need no range proof}}
    %c = tt.load %a0 : tensor<32x32x!tt.ptr<f32>, #blocked>
    tt.return %c : tensor<32x32xf32, #blocked>
  }
}

// -----

// Atomic rules.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rmw_scopes_and_masks(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %vf: tensor<1024xf32, #blocked>, %m: tensor<1024xi1, #blocked>) {
    %true = arith.constant dense<true> : tensor<1024xi1, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pf = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %af = tt.addptr %pf, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: scope sys (buffer atomics take gpu or cta); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof}}
    %0 = tt.atomic_rmw fadd, acq_rel, sys, %af, %vf, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask dropped (a constant splat of true)}}
    %1 = tt.atomic_rmw fadd, acq_rel, cta, %af, %0, %true : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits}}
    %2 = tt.atomic_rmw fadd, acq_rel, gpu, %af, %1 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rmw_types(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %sparse: tensor<1024xi32, #blocked>, %vh: tensor<1024xf16, #blocked>, %vb: tensor<1024xbf16, #blocked>, %vd: tensor<1024xf64, #blocked>, %v8: tensor<1024xi8, #blocked>, %v64: tensor<1024xi64, #blocked>) {
    %true = arith.constant dense<true> : tensor<1024xi1, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ph = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %ah = tt.addptr %ph, %range : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %ah_sparse = tt.addptr %ph, %sparse : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %pb = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked>
    %ab = tt.addptr %pb, %range : tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xi32, #blocked>
    %pd = tt.splat %arg2 : !tt.ptr<f64> -> tensor<1024x!tt.ptr<f64>, #blocked>
    %ad = tt.addptr %pd, %range : tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xi32, #blocked>
    %p8 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
    %a8 = tt.addptr %p8, %range : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
    %p64 = tt.splat %arg4 : !tt.ptr<i64> -> tensor<1024x!tt.ptr<i64>, #blocked>
    %a64 = tt.addptr %p64, %range : tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 64 bits; mask dropped (a constant splat of true)}}
    %0 = tt.atomic_rmw fadd, acq_rel, gpu, %ah, %vh, %true : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: f16 atomics go by pairs, and the pointer's AxisInfo gives vectors of 1 element(s); the base %arg0 has tt.pointer_range = 32: the offsets %sparse need no range proof}}
    %1 = tt.atomic_rmw fadd, acq_rel, gpu, %ah_sparse, %0, %true : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: bf16 fadd has no buffer atomic on CDNA3 (gfx942); the base %arg1 has tt.pointer_range = 32: the offsets %range need no range proof}}
    %2 = tt.atomic_rmw fadd, acq_rel, gpu, %ab, %vb, %true : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg1, offsets %range (tensor<1024xi32>); the base %arg1 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 64 bits; mask dropped (a constant splat of true)}}
    %3 = tt.atomic_rmw exch, acq_rel, gpu, %ab, %2, %true : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg2, offsets %range (tensor<1024xi32>); the base %arg2 has tt.pointer_range = 32: the offsets %range need no range proof; 2 element(s) a vector, 128 bits; mask dropped (a constant splat of true)}}
    %4 = tt.atomic_rmw fadd, acq_rel, gpu, %ad, %vd, %true : (tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xf64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf64, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: element type i8 (buffer atomics take f16, bf16, f32, f64, i32 or i64); the base %arg3 has tt.pointer_range = 32: the offsets %range need no range proof}}
    %5 = tt.atomic_rmw add, acq_rel, gpu, %a8, %v8, %true : (tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi8, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi8, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg4, offsets %range (tensor<1024xi32>); the base %arg4 has tt.pointer_range = 32: the offsets %range need no range proof; 2 element(s) a vector, 128 bits; mask dropped (a constant splat of true)}}
    %6 = tt.atomic_rmw add, acq_rel, gpu, %a64, %v64, %true : (tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi64, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cas(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %ci: tensor<1024xi32, #blocked>, %cl: tensor<1024xi64, #blocked>, %cf: tensor<1024xf32, #blocked>) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pi = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %ai = tt.addptr %pi, %range : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %pl = tt.splat %arg1 : !tt.ptr<i64> -> tensor<1024x!tt.ptr<i64>, #blocked>
    %al = tt.addptr %pl, %range : tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi32, #blocked>
    %pf = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %af = tt.addptr %pf, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_cas: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits}}
    %0 = tt.atomic_cas acq_rel, gpu, %ai, %ci, %ci : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_cas: base %arg1, offsets %range (tensor<1024xi32>); the base %arg1 has tt.pointer_range = 32: the offsets %range need no range proof; 2 element(s) a vector, 128 bits}}
    %1 = tt.atomic_cas relaxed, cta, %al, %cl, %cl : (tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi64, #blocked>, tensor<1024xi64, #blocked>) -> tensor<1024xi64, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: scope sys (buffer atomics take gpu or cta); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof}}
    %2 = tt.atomic_cas acq_rel, sys, %ai, %0, %0 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: element type f32 (buffer atomic_cas takes i32 or i64); the base %arg2 has tt.pointer_range = 32: the offsets %range need no range proof}}
    %3 = tt.atomic_cas acq_rel, gpu, %af, %cf, %cf : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // Kinds: and, or, xor, add, fadd, umax, umin, exch, and float max/min convert; integer
  // max/min do not.
  tt.func @rmw_kinds(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %vi: tensor<1024xi32, #blocked>, %vf: tensor<1024xf32, #blocked>, %m: tensor<1024xi1, #blocked>) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pi = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %ai = tt.addptr %pi, %range : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %pf = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %af = tt.addptr %pf, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %0 = tt.atomic_rmw and, acq_rel, gpu, %ai, %vi, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %1 = tt.atomic_rmw or, relaxed, gpu, %ai, %0, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %2 = tt.atomic_rmw xor, acquire, cta, %ai, %1, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %3 = tt.atomic_rmw add, release, gpu, %ai, %2, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %4 = tt.atomic_rmw umax, acq_rel, gpu, %ai, %3, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %5 = tt.atomic_rmw umin, acq_rel, gpu, %ai, %4, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg0, offsets %range (tensor<1024xi32>); the base %arg0 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %6 = tt.atomic_rmw exch, acq_rel, gpu, %ai, %5, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: atomic kind max has no buffer atomic for integers (only float max/min; use umax/umin)}}
    %7 = tt.atomic_rmw max, acq_rel, gpu, %ai, %6, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: atomic kind min has no buffer atomic for integers (only float max/min; use umax/umin)}}
    %8 = tt.atomic_rmw min, acq_rel, gpu, %ai, %7, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg1, offsets %range (tensor<1024xi32>); the base %arg1 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %9 = tt.atomic_rmw fadd, acq_rel, gpu, %af, %vf, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg1, offsets %range (tensor<1024xi32>); the base %arg1 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %10 = tt.atomic_rmw max, acq_rel, gpu, %af, %9, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %arg1, offsets %range (tensor<1024xi32>); the base %arg1 has tt.pointer_range = 32: the offsets %range need no range proof; 4 element(s) a vector, 128 bits; mask %m kept}}
    %11 = tt.atomic_rmw min, acq_rel, gpu, %af, %10, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// A target without buffer_load_to_local.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx90a", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @async_copy(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %o: tensor<32x64xf16, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %true = arith.constant dense<true> : tensor<32x64xi1, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %p = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %p, %off : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the module's target hip:gfx90a (CDNA2) has no buffer_load_to_local (CDNA3 and CDNA4 only)}}
    %t0 = ttg.async_copy_global_to_local %a, %buf mask %m other %o cacheModifier = cg {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the module's target hip:gfx90a (CDNA2) has no buffer_load_to_local (CDNA3 and CDNA4 only)}}
    %t1 = ttg.async_copy_global_to_local %a, %buf mask %true other %zero : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    // expected-remark @below {{convert-to-buffer-ops: not converted: the module's target hip:gfx90a (CDNA2) has no buffer_load_to_local (CDNA3 and CDNA4 only)}}
    %t2 = ttg.async_copy_global_to_local %a, %buf : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
