// RUN: pyopt %s --split-input-file --verify-diagnostics
// RUN: pyopt %s --split-input-file -coalesce --verify-diagnostics

// Found by tools/fuzz: Triton reads "ttg.num-warps" and "ttg.threads-per-warp" with
// getAttrOfType<IntegerAttr>: an attribute of another kind counts as absent (32 threads per
// warp; no number of warps), and a BoolAttr is an IntegerAttr of i1 (true reads as -1).  pyopt
// read `.value` of whatever was there and crashed on an array.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = array<i32: 1>} {
  tt.func @threads_array(%arg0: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %2, %3 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = true} {
  tt.func @threads_bool() {
    // expected-error @below {{but the module specifies -1 threads per warp}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = array<i32: 4>, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warps_array() {
    // expected-error @below {{Result has an invalid layout: Could not determine the number of warps per CTA. Operation is not in a context with `ttg.num-warps`.}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}
