// A block that two branches pass fat pointers to under -canonicalize-pointers: up to 3.7 the
// second branch converts the block again and Triton crashes (pyopt reports an error); from 3.8 the
// block is converted once (MULTI_PREDECESSOR_BLOCKS, triton-lang/triton#10369).
// Inputs of our own; expected outputs: the Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0 wheels on this input (tools/oracle.py run FILE --pass=canonicalize-pointers), byte for byte (3.6.0 and 3.7.1 crash).

// RUN: not pyopt --triton-version=3.6 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T36
// RUN: not pyopt --triton-version=3.7 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T36
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @two_branches(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %b: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %c: i1, %d: i1, %i: i32) -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %p = tt.addptr %a, %i : !tt.ptr<f32>, i32
    cf.br ^bb3(%p : !tt.ptr<f32>)
  ^bb2:
    cf.cond_br %d, ^bb3(%b : !tt.ptr<f32>), ^bb4
  ^bb3(%x: !tt.ptr<f32>):
    %v = tt.load %x : !tt.ptr<f32>
    tt.return %v : f32
  ^bb4:
    %z = arith.constant 0.0 : f32
    tt.return %z : f32
  }
}

// T36: {{.*}}:19:5: error: canonicalize-pointers cannot convert a block that more than one branch passes fat pointers to (Triton crashes here up to 3.7)

// T38:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// T38-NEXT:  tt.func @two_branches(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg2: i1, %arg3: i1, %arg4: i32) -> f32 {
// T38-NEXT:    %c0_i32 = arith.constant 0 : i32
// T38-NEXT:    cf.cond_br %arg2, ^bb1, ^bb2
// T38-NEXT:  ^bb1:  // pred: ^bb0
// T38-NEXT:    cf.br ^bb3(%arg0, %arg4 : !tt.ptr<f32>, i32)
// T38-NEXT:  ^bb2:  // pred: ^bb0
// T38-NEXT:    cf.cond_br %arg3, ^bb3(%arg1, %c0_i32 : !tt.ptr<f32>, i32), ^bb4
// T38-NEXT:  ^bb3(%0: !tt.ptr<f32>, %1: i32):  // 2 preds: ^bb1, ^bb2
// T38-NEXT:    %2 = tt.addptr %0, %1 : !tt.ptr<f32>, i32
// T38-NEXT:    %3 = tt.load %2 : !tt.ptr<f32>
// T38-NEXT:    tt.return %3 : f32
// T38-NEXT:  ^bb4:  // pred: ^bb2
// T38-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// T38-NEXT:    tt.return %cst : f32
// T38-NEXT:  }
// T38-NEXT:}
