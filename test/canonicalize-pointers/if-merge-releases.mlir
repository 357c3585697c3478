// An scf.if whose branches yield fat pointers with different attributes (one narrowed by a
// small-tensor addptr, one not) under -canonicalize-pointers: Triton 3.6.0 asserts that both are
// equal (pyopt reports an error); from 3.7 the result takes what both have
// (FatPtrAttrs.intersect, MERGE_DIFFERENT_BASES, triton-lang/triton#9541).
// Inputs of our own; expected outputs: the Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0 wheels on this input (tools/oracle.py run FILE --pass=canonicalize-pointers), byte for byte (3.6.0 crashes).

// RUN: not pyopt --triton-version=3.6 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T36
// RUN: pyopt --triton-version=3.7 %s -canonicalize-pointers | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @if_two_args(%a: !tt.ptr<f16> {tt.pointer_range = 32 : i32}, %b: !tt.ptr<f16> {tt.pointer_range = 32 : i32}, %c: i1, %v: tensor<256xf16, #b>) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b>
    %p = scf.if %c -> tensor<256x!tt.ptr<f16>, #b> {
      %s = tt.splat %a : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #b>
      %x = tt.addptr %s, %r : tensor<256x!tt.ptr<f16>, #b>, tensor<256xi32, #b>
      scf.yield %x : tensor<256x!tt.ptr<f16>, #b>
    } else {
      %s = tt.splat %b : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #b>
      scf.yield %s : tensor<256x!tt.ptr<f16>, #b>
    }
    %q = tt.addptr %p, %r : tensor<256x!tt.ptr<f16>, #b>, tensor<256xi32, #b>
    tt.store %q, %v : tensor<256x!tt.ptr<f16>, #b>
    tt.return
  }
}

// T36: {{.*}}:16:10: error: canonicalize-pointers cannot handle an scf.if whose branches yield fat pointers that differ in narrowing, attributes or small-tensor base (Triton 3.6.0 asserts here)

// T37:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// T37-NEXT:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// T37-NEXT:  tt.func @if_two_args(%arg0: !tt.ptr<f16> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.pointer_range = 32 : i32}, %arg2: i1, %arg3: tensor<256xf16, #blocked>) {
// T37-NEXT:    %c0_i32 = arith.constant 0 : i32
// T37-NEXT:    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// T37-NEXT:    %1:2 = scf.if %arg2 -> (!tt.ptr<f16>, tensor<256xi32, #blocked>) {
// T37-NEXT:      scf.yield %arg0, %0 : !tt.ptr<f16>, tensor<256xi32, #blocked>
// T37-NEXT:    } else {
// T37-NEXT:      %5 = tt.splat %c0_i32 : i32 -> tensor<256xi32, #blocked>
// T37-NEXT:      scf.yield %arg1, %5 : !tt.ptr<f16>, tensor<256xi32, #blocked>
// T37-NEXT:    }
// T37-NEXT:    %2 = arith.addi %1#1, %0 : tensor<256xi32, #blocked>
// T37-NEXT:    %3 = tt.splat %1#0 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
// T37-NEXT:    %4 = tt.addptr %3, %2 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
// T37-NEXT:    tt.store %4, %arg3 : tensor<256x!tt.ptr<f16>, #blocked>
// T37-NEXT:    tt.return
// T37-NEXT:  }
// T37-NEXT:}
