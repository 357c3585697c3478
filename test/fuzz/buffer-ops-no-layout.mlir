// RUN: pyopt %s -convert-to-buffer-ops=arch-generation-name=gfx942 --verify-diagnostics

// Found by tools/fuzz: convert-to-buffer-ops on TTIR (tensors without a layout encoding).  The
// atomic patterns ask AxisInfo for the pointer's contiguity along the layout's fastest
// dimension; Triton 3.6.0 casts the missing encoding and crashes ("A signal was caught while
// processing the MLIR module"); pyopt reports an error at the op that defines the pointer.

module {
  tt.func public @atomic_ttir(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: tensor<64xi32>) {
    %cst = arith.constant dense<true> : tensor<64xi1>
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
    // expected-error @below {{tensor<64x!tt.ptr<i32>> has no distributed layout encoding (AxisInfo's alignment queries need TTGIR)}}
    %2 = tt.addptr %1, %0 : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
    %3 = tt.atomic_rmw add, acq_rel, gpu, %2, %arg1, %cst : (tensor<64x!tt.ptr<i32>>, tensor<64xi32>, tensor<64xi1>) -> tensor<64xi32>
    tt.return
  }
}
