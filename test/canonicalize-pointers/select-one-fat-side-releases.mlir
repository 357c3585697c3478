// An arith.select of a fat pointer and a pointer -canonicalize-pointers does not rewrite (an
// argument without tt.pointer_range): up to 3.7 Triton asserts that both sides are fat pointers
// (pyopt reports an error); from 3.8 the fat pointer is materialized and the pointers selected
// (SELECT_ONE_FAT_SIDE, triton-lang/triton#8779).
// Inputs of our own; expected outputs: the Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0 wheels on this input (tools/oracle.py run FILE --pass=canonicalize-pointers), byte for byte (3.6.0 and 3.7.1 crash).

// RUN: not pyopt --triton-version=3.6 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T36
// RUN: not pyopt --triton-version=3.7 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T36
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @sel(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %b: !tt.ptr<f32>, %c: i1, %i: i32, %j: i32) -> f32 {
    %p = tt.addptr %a, %i : !tt.ptr<f32>, i32
    %q = tt.addptr %b, %j : !tt.ptr<f32>, i32
    %s = arith.select %c, %p, %q : !tt.ptr<f32>
    %r = tt.load %s : !tt.ptr<f32>
    tt.return %r : f32
  }
}

// T36: {{.*}}:16:10: error: canonicalize-pointers cannot handle an arith.select of a pointer it rewrites and one it does not (Triton asserts here up to 3.7)

// T38:module attributes {"ttg.num-warps" = 4 : i32} {
// T38-NEXT:  tt.func @sel(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32>, %arg2: i1, %arg3: i32, %arg4: i32) -> f32 {
// T38-NEXT:    %0 = tt.addptr %arg1, %arg4 : !tt.ptr<f32>, i32
// T38-NEXT:    %1 = tt.addptr %arg0, %arg3 : !tt.ptr<f32>, i32
// T38-NEXT:    %2 = arith.select %arg2, %1, %0 : !tt.ptr<f32>
// T38-NEXT:    %3 = tt.load %2 : !tt.ptr<f32>
// T38-NEXT:    tt.return %3 : f32
// T38-NEXT:  }
// T38-NEXT:}
