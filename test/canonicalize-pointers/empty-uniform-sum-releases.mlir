// A small-tensor tt.addptr whose fat pointer's offset and added offset are both splats (no uniform
// part) under -canonicalize-pointers: Triton 3.6.0 reads the missing uniform sum and crashes
// (pyopt reports an error); from 3.7 the uniform part is 0 (EMPTY_UNIFORM_SUM,
// triton-lang/triton#8991).
// Inputs of our own; expected outputs: the Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0 wheels on this input (tools/oracle.py run FILE --pass=canonicalize-pointers), byte for byte (3.6.0 crashes).

// RUN: not pyopt --triton-version=3.6 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T36
// RUN: pyopt --triton-version=3.7 %s -canonicalize-pointers | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace

#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @splat_offsets(%a: !tt.ptr<i16> {tt.pointer_range = 32 : i32}, %k: i32) -> tensor<1024xi16, #b> {
    %ks = tt.splat %k : i32 -> tensor<1024xi32, #b>
    %s = tt.splat %a : !tt.ptr<i16> -> tensor<1024x!tt.ptr<i16>, #b>
    %p = tt.addptr %s, %ks : tensor<1024x!tt.ptr<i16>, #b>, tensor<1024xi32, #b>
    %c = arith.constant dense<8> : tensor<1024xi32, #b>
    %q = tt.addptr %p, %c : tensor<1024x!tt.ptr<i16>, #b>, tensor<1024xi32, #b>
    %x = tt.load %q : tensor<1024x!tt.ptr<i16>, #b>
    tt.return %x : tensor<1024xi16, #b>
  }
}

// T36: {{.*}}:17:10: error: canonicalize-pointers cannot handle a tt.addptr whose pointer offset and added offset are both splats (Triton 3.6.0 crashes here)

// T37:#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// T37-NEXT:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// T37-NEXT:  tt.func @splat_offsets(%arg0: !tt.ptr<i16> {tt.pointer_range = 32 : i32}, %arg1: i32) -> tensor<1024xi16, #blocked> {
// T37-NEXT:    %0 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
// T37-NEXT:    %cst = arith.constant dense<8> : tensor<1024xi32, #blocked>
// T37-NEXT:    %1 = arith.addi %0, %cst : tensor<1024xi32, #blocked>
// T37-NEXT:    %2 = tt.splat %arg0 : !tt.ptr<i16> -> tensor<1024x!tt.ptr<i16>, #blocked>
// T37-NEXT:    %3 = tt.addptr %2, %1 : tensor<1024x!tt.ptr<i16>, #blocked>, tensor<1024xi32, #blocked>
// T37-NEXT:    %4 = tt.load %3 : tensor<1024x!tt.ptr<i16>, #blocked>
// T37-NEXT:    tt.return %4 : tensor<1024xi16, #blocked>
// T37-NEXT:  }
// T37-NEXT:}
