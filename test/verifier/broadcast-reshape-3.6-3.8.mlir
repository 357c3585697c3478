// RUN: pyopt %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// tt.broadcast and tt.reshape layouts per release.  Up to Triton 3.8 tt.broadcast has
// SameOperandsAndResultEncoding; from 3.9 its result layout may differ where broadcasting
// moves no data (triton-lang/triton#11759), checked after the shapes.  3.9 also drops a
// #ttg.blocked register beyond the tensor shape (sizePerThread 2 on a size-1 dimension), so
// such a reshape result equals the inferred layout, and infers a slice for a dropped size-1
// dimension and the parent for a restored slice dimension (reshape-inference-*.mlir has more).  Every verdict and message is Triton 3.6.0's, 3.8.0's or 3.9.0's on the same
// chunk (tools/oracle.py roundtrip with each wheel).

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @same_up_to_broadcast(%a: tensor<1x64xf32, #blocked>) {
    // expected-error @+1 {{'tt.broadcast' op requires the same encoding for all operands and results}}
    %0 = tt.broadcast %a : tensor<1x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @lanes_differ(%a: tensor<1x64xf32, #blocked>) {
    // expected-error @+1 {{'tt.broadcast' op requires the same encoding for all operands and results}}
    %0 = tt.broadcast %a : tensor<1x64xf32, #blocked> -> tensor<32x64xf32, #blocked2>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @shape_first(%a: tensor<2x64xf32, #blocked>) {
    // expected-error @+1 {{'tt.broadcast' op requires the same encoding for all operands and results}}
    %0 = tt.broadcast %a : tensor<2x64xf32, #blocked> -> tensor<32x64xf32, #blocked2>
    tt.return
  }
}

// -----

#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @reshape_broadcast_registers(%a: tensor<128xi64, #blocked3>) {
    // expected-error @+1 {{Expected result encoding #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}> but was #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}}
    %0 = tt.reshape %a : tensor<128xi64, #blocked3> -> tensor<128x1xi64, #blocked4>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @reshape_drops_unit_dim(%a: tensor<128x1xi64, #blocked2>) {
    // expected-error @+1 {{Expected result encoding #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}> but was #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>}}
    %0 = tt.reshape %a : tensor<128x1xi64, #blocked2> -> tensor<128xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    tt.return
  }
}
