// A scalar arith.select of fat pointers under -canonicalize-pointers, per release.  Up to 3.6 the
// base is selected against the original false pointer and the true side's offset kept (a cast
// with no inputs is left for the false pointer); from 3.7 base and offset are both selected
// (MERGE_DIFFERENT_BASES, triton-lang/triton#9541); from 3.8 a select of fat pointers with the
// same base selects only the offsets (SELECT_TENSOR_CONDITION, triton-lang/triton#10535).
// Inputs of our own; expected outputs: the Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0 wheels on this input (tools/oracle.py run FILE --pass=canonicalize-pointers), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -canonicalize-pointers | filecheck %s --check-prefix=T36 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -canonicalize-pointers | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @scalar_select_two_args(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %b: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %c: i1, %i: i32, %j: i32) -> f32 {
    %p = tt.addptr %a, %i : !tt.ptr<f32>, i32
    %q = tt.addptr %b, %j : !tt.ptr<f32>, i32
    %s = arith.select %c, %p, %q : !tt.ptr<f32>
    %t = tt.addptr %s, %i : !tt.ptr<f32>, i32
    %r = tt.load %t : !tt.ptr<f32>
    tt.return %r : f32
  }
  tt.func @scalar_select_same_arg(%a: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %c: i1, %i: i32) -> i32 {
    %c4 = arith.constant 4 : i32
    %p = tt.addptr %a, %i : !tt.ptr<i32>, i32
    %q = tt.addptr %a, %c4 : !tt.ptr<i32>, i32
    %s = arith.select %c, %q, %p : !tt.ptr<i32>
    %r = tt.load %s : !tt.ptr<i32>
    tt.return %r : i32
  }
}

// T36:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// T36-NEXT:  tt.func @scalar_select_two_args(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg2: i1, %arg3: i32, %arg4: i32) -> f32 {
// T36-NEXT:    %0 = builtin.unrealized_conversion_cast to !tt.ptr<f32>
// T36-NEXT:    %1 = arith.select %arg2, %arg0, %0 : !tt.ptr<f32>
// T36-NEXT:    %2 = arith.addi %arg3, %arg3 : i32
// T36-NEXT:    %3 = tt.addptr %1, %2 : !tt.ptr<f32>, i32
// T36-NEXT:    %4 = tt.load %3 : !tt.ptr<f32>
// T36-NEXT:    tt.return %4 : f32
// T36-NEXT:  }
// T36-NEXT:  tt.func @scalar_select_same_arg(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %arg1: i1, %arg2: i32) -> i32 {
// T36-NEXT:    %0 = builtin.unrealized_conversion_cast to !tt.ptr<i32>
// T36-NEXT:    %c4_i32 = arith.constant 4 : i32
// T36-NEXT:    %1 = arith.select %arg1, %arg0, %0 : !tt.ptr<i32>
// T36-NEXT:    %2 = tt.addptr %1, %c4_i32 : !tt.ptr<i32>, i32
// T36-NEXT:    %3 = tt.load %2 : !tt.ptr<i32>
// T36-NEXT:    tt.return %3 : i32
// T36-NEXT:  }
// T36-NEXT:}

// T37:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// T37-NEXT:  tt.func @scalar_select_two_args(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg2: i1, %arg3: i32, %arg4: i32) -> f32 {
// T37-NEXT:    %0 = arith.select %arg2, %arg0, %arg1 : !tt.ptr<f32>
// T37-NEXT:    %1 = arith.select %arg2, %arg3, %arg4 : i32
// T37-NEXT:    %2 = arith.addi %1, %arg3 : i32
// T37-NEXT:    %3 = tt.addptr %0, %2 : !tt.ptr<f32>, i32
// T37-NEXT:    %4 = tt.load %3 : !tt.ptr<f32>
// T37-NEXT:    tt.return %4 : f32
// T37-NEXT:  }
// T37-NEXT:  tt.func @scalar_select_same_arg(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %arg1: i1, %arg2: i32) -> i32 {
// T37-NEXT:    %c4_i32 = arith.constant 4 : i32
// T37-NEXT:    %0 = arith.select %arg1, %arg0, %arg0 : !tt.ptr<i32>
// T37-NEXT:    %1 = arith.select %arg1, %c4_i32, %arg2 : i32
// T37-NEXT:    %2 = tt.addptr %0, %1 : !tt.ptr<i32>, i32
// T37-NEXT:    %3 = tt.load %2 : !tt.ptr<i32>
// T37-NEXT:    tt.return %3 : i32
// T37-NEXT:  }
// T37-NEXT:}

// T38:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// T38-NEXT:  tt.func @scalar_select_two_args(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg2: i1, %arg3: i32, %arg4: i32) -> f32 {
// T38-NEXT:    %0 = arith.select %arg2, %arg0, %arg1 : !tt.ptr<f32>
// T38-NEXT:    %1 = arith.select %arg2, %arg3, %arg4 : i32
// T38-NEXT:    %2 = arith.addi %1, %arg3 : i32
// T38-NEXT:    %3 = tt.addptr %0, %2 : !tt.ptr<f32>, i32
// T38-NEXT:    %4 = tt.load %3 : !tt.ptr<f32>
// T38-NEXT:    tt.return %4 : f32
// T38-NEXT:  }
// T38-NEXT:  tt.func @scalar_select_same_arg(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %arg1: i1, %arg2: i32) -> i32 {
// T38-NEXT:    %c4_i32 = arith.constant 4 : i32
// T38-NEXT:    %0 = arith.select %arg1, %c4_i32, %arg2 : i32
// T38-NEXT:    %1 = tt.addptr %arg0, %0 : !tt.ptr<i32>, i32
// T38-NEXT:    %2 = tt.load %1 : !tt.ptr<i32>
// T38-NEXT:    tt.return %2 : i32
// T38-NEXT:  }
// T38-NEXT:}
