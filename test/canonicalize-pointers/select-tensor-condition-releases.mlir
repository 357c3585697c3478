// An arith.select under a tensor condition of fat pointers with different bases, and of fat pointers
// with one base, under -canonicalize-pointers.  Triton 3.6.0 asserts that both sides' attributes
// are equal (pyopt reports an error); 3.7.1 selects the scalar bases under the tensor condition
// and crashes building that select (pyopt: the invalid select is reported by the verifier after
// the pass); from 3.8 both tensor pointers are materialized and selected, and with one base only
// the offsets are selected (SELECT_TENSOR_CONDITION, triton-lang/triton#10535).
// Inputs of our own; expected outputs: the Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0 wheels on this input (tools/oracle.py run FILE --pass=canonicalize-pointers), byte for byte (3.6.0 and 3.7.1 crash).

// RUN: not pyopt --triton-version=3.6 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T36
// RUN: not pyopt --triton-version=3.7 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T37
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

#b = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @tensor_cond_two_args(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %b: !tt.ptr<f32> {tt.pointer_range = 32 : i32, tt.divisibility = 16 : i32}, %m: tensor<512xi1, #b>) -> tensor<512xf32, #b> {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %sa = tt.splat %a : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
    %pa = tt.addptr %sa, %r : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
    %sb = tt.splat %b : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
    %s = arith.select %m, %pa, %sb : tensor<512xi1, #b>, tensor<512x!tt.ptr<f32>, #b>
    %x = tt.load %s : tensor<512x!tt.ptr<f32>, #b>
    tt.return %x : tensor<512xf32, #b>
  }
  tt.func @tensor_cond_one_arg(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %m: tensor<512xi1, #b>, %k: i32) -> tensor<512xf32, #b> {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %sa = tt.splat %a : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
    %pa = tt.addptr %sa, %r : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
    %ks = tt.splat %k : i32 -> tensor<512xi32, #b>
    %kr = arith.addi %r, %ks : tensor<512xi32, #b>
    %pb = tt.addptr %sa, %kr : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
    %s = arith.select %m, %pa, %pb : tensor<512xi1, #b>, tensor<512x!tt.ptr<f32>, #b>
    %x = tt.load %s : tensor<512x!tt.ptr<f32>, #b>
    tt.return %x : tensor<512xf32, #b>
  }
  tt.func @scalar_cond_tensor_two_args(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %b: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %c: i1) -> tensor<512xf32, #b> {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %sa = tt.splat %a : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
    %pa = tt.addptr %sa, %r : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
    %sb = tt.splat %b : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
    %pb = tt.addptr %sb, %r : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
    %s = arith.select %c, %pa, %pb : tensor<512x!tt.ptr<f32>, #b>
    %x = tt.load %s : tensor<512x!tt.ptr<f32>, #b>
    tt.return %x : tensor<512xf32, #b>
  }
}

// T36: {{.*}}:21:10: error: canonicalize-pointers cannot handle an arith.select of fat pointers that differ in narrowing, attributes or small-tensor base (Triton 3.6.0 asserts here)

// T37: {{.*}}:21:10: error: 'arith.select' op if an operand is non-scalar, then there must be at least one non-scalar result

// T38:#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// T38-NEXT:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// T38-NEXT:  tt.func @tensor_cond_two_args(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: tensor<512xi1, #blocked>) -> tensor<512xf32, #blocked> {
// T38-NEXT:    %c0_i32 = arith.constant 0 : i32
// T38-NEXT:    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// T38-NEXT:    %1 = tt.splat %c0_i32 : i32 -> tensor<512xi32, #blocked>
// T38-NEXT:    %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %3 = tt.addptr %2, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// T38-NEXT:    %4 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %5 = tt.addptr %4, %1 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// T38-NEXT:    %6 = arith.select %arg2, %3, %5 : tensor<512xi1, #blocked>, tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %7 = tt.load %6 : tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return %7 : tensor<512xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @tensor_cond_one_arg(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: tensor<512xi1, #blocked>, %arg2: i32) -> tensor<512xf32, #blocked> {
// T38-NEXT:    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// T38-NEXT:    %1 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
// T38-NEXT:    %2 = arith.addi %1, %0 : tensor<512xi32, #blocked>
// T38-NEXT:    %3 = arith.select %arg1, %0, %2 : tensor<512xi1, #blocked>, tensor<512xi32, #blocked>
// T38-NEXT:    %4 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %5 = tt.addptr %4, %3 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// T38-NEXT:    %6 = tt.load %5 : tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return %6 : tensor<512xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @scalar_cond_tensor_two_args(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg2: i1) -> tensor<512xf32, #blocked> {
// T38-NEXT:    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// T38-NEXT:    %1 = arith.select %arg2, %arg0, %arg1 : !tt.ptr<f32>
// T38-NEXT:    %2 = arith.select %arg2, %0, %0 : tensor<512xi32, #blocked>
// T38-NEXT:    %3 = tt.splat %1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %4 = tt.addptr %3, %2 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// T38-NEXT:    %5 = tt.load %4 : tensor<512x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return %5 : tensor<512xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:}
