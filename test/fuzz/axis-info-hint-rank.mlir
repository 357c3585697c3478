// RUN: pyopt %s --split-input-file -coalesce --verify-diagnostics
// RUN: pyopt %s --split-input-file -axis-info --verify-diagnostics=only-expected

// Found by tools/fuzz: a tt.contiguity/tt.divisibility/tt.constancy hint with another number of
// values than the rank of the value it describes.  AxisInfo reads past the end of the shorter
// vector (Triton 3.6.0 crashes: "A signal was caught while processing the MLIR module"); pyopt
// reports an error at the op or function that carries the hint.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @op_hint(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    // expected-error @below {{'tt.divisibility' hint has 1 value, but the result has rank 2}}
    %1 = tt.expand_dims %0 {axis = 0 : i32, tt.divisibility = 16 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %2 = tt.broadcast %1 : tensor<1x64xi32, #blocked> -> tensor<4x64xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x64x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %2 : tensor<4x64x!tt.ptr<f32>, #blocked>, tensor<4x64xi32, #blocked>
    %5 = tt.load %4 : tensor<4x64x!tt.ptr<f32>, #blocked>
    tt.store %4, %5 : tensor<4x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // expected-error @below {{'tt.divisibility' hint has 2 values, but argument #0 has rank 1}}
  tt.func @arg_hint(%arg0: !tt.ptr<f32> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>}) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.store %2, %3 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
