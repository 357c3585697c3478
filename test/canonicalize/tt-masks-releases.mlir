// tt.load and tt.store with constant masks under -canonicalize.  From Triton 3.9 a scalar
// `arith.constant true/false` mask folds as a splat one does (the mask goes; a false-masked load
// becomes its `other`, a false-masked store goes); up to 3.8 only splat masks fold.  Expected
// outputs: the Triton 3.6.0 and 3.8.0 wheels (the same text) and the 3.9.0 wheel on this input
// (tools/oracle.py run FILE --pass=canonicalize), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s --check-prefix=T39 --match-full-lines --strict-whitespace

module {
  tt.func @ls(%p: !tt.ptr<f32>, %v: f32, %o: f32, %tp: tensor<4x!tt.ptr<f32>>, %tv: tensor<4xf32>) -> (f32, f32, f32, tensor<4xf32>) {
    %true = arith.constant true
    %false = arith.constant false
    %a = tt.load %p, %true : !tt.ptr<f32>
    %b = tt.load %p, %false, %o : !tt.ptr<f32>
    %c = tt.load %p, %false : !tt.ptr<f32>
    tt.store %p, %v, %true : !tt.ptr<f32>
    tt.store %p, %v, %false : !tt.ptr<f32>
    %ts = tt.splat %true : i1 -> tensor<4xi1>
    %fs = tt.splat %false : i1 -> tensor<4xi1>
    %d = tt.load %tp, %ts : tensor<4x!tt.ptr<f32>>
    tt.store %tp, %tv, %fs : tensor<4x!tt.ptr<f32>>
    %e = tt.load %p, %true, %o {cache = 1 : i32} : !tt.ptr<f32>
    tt.return %a, %b, %c, %d : f32, f32, f32, tensor<4xf32>
  }
}

// T38:module {
// T38-NEXT:  tt.func @ls(%arg0: !tt.ptr<f32>, %arg1: f32, %arg2: f32, %arg3: tensor<4x!tt.ptr<f32>>, %arg4: tensor<4xf32>) -> (f32, f32, f32, tensor<4xf32>) {
// T38-NEXT:    %true = arith.constant true
// T38-NEXT:    %false = arith.constant false
// T38-NEXT:    %0 = tt.load %arg0, %true : !tt.ptr<f32>
// T38-NEXT:    %1 = tt.load %arg0, %false, %arg2 : !tt.ptr<f32>
// T38-NEXT:    %2 = tt.load %arg0, %false : !tt.ptr<f32>
// T38-NEXT:    tt.store %arg0, %arg1, %true : !tt.ptr<f32>
// T38-NEXT:    tt.store %arg0, %arg1, %false : !tt.ptr<f32>
// T38-NEXT:    %3 = tt.load %arg3 : tensor<4x!tt.ptr<f32>>
// T38-NEXT:    tt.return %0, %1, %2, %3 : f32, f32, f32, tensor<4xf32>
// T38-NEXT:  }
// T38-NEXT:}
// T38-EMPTY:

// T39:module {
// T39-NEXT:  tt.func @ls(%arg0: !tt.ptr<f32>, %arg1: f32, %arg2: f32, %arg3: tensor<4x!tt.ptr<f32>>, %arg4: tensor<4xf32>) -> (f32, f32, f32, tensor<4xf32>) {
// T39-NEXT:    %false = arith.constant false
// T39-NEXT:    %0 = tt.load %arg0 : !tt.ptr<f32>
// T39-NEXT:    %1 = tt.load %arg0, %false : !tt.ptr<f32>
// T39-NEXT:    tt.store %arg0, %arg1 : !tt.ptr<f32>
// T39-NEXT:    %2 = tt.load %arg3 : tensor<4x!tt.ptr<f32>>
// T39-NEXT:    tt.return %0, %arg2, %1, %2 : f32, f32, f32, tensor<4xf32>
// T39-NEXT:  }
// T39-NEXT:}
// T39-EMPTY:
