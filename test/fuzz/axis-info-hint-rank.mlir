// RUN: pyopt %s --split-input-file -coalesce --verify-diagnostics
// RUN: pyopt %s --split-input-file -axis-info --verify-diagnostics=only-expected

// Found by tools/fuzz: a tt.contiguity/tt.divisibility/tt.constancy hint with another number of
// values than the rank of the value it describes.  Triton 3.6.0 accepts such IR (its parser and
// verifier: tools/oracle.py), but its AxisInfo then reads past the end of the shorter vector (its
// coalesce crashes: "A signal was caught while processing the MLIR module"; an assertion
// "Index < Length" in a debug build): undefined behaviour.  pyopt defines it and warns (issue 23;
// pyopt.analysis.axis_info._checked_hint): one value applies to every dimension (Triton's own
// test/Analysis/amd/test-alignment.mlir writes scalar hints on a rank-2 argument), more values
// than the rank give the first ones, fewer are ignored.  Never an error.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @op_hint(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    // expected-warning @below {{'tt.divisibility' hint has 1 value, but result #0 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
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
  // expected-warning @below {{'tt.divisibility' hint has 2 values, but argument #0 has rank 1: pyopt uses the first 1 (Triton 3.6.0's behaviour is undefined)}}
  tt.func @arg_hint(%arg0: !tt.ptr<f32> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>}) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.store %2, %3 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Triton's test/Analysis/amd/test-alignment.mlir (its op renamed amdg.extract_slice, as 3.6.0
// names it): scalar hints on a rank-2 argument, a dense hint with fewer values than the rank.
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // expected-warning @below {{'tt.contiguity' hint has 1 value, but argument #0 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
  // expected-warning @below {{'tt.divisibility' hint has 1 value, but argument #0 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
  // expected-warning @below {{'tt.constancy' hint has 1 value, but argument #0 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
  // expected-warning @below {{'tt.divisibility' hint has 2 values, but argument #1 has rank 3: pyopt ignores it (Triton 3.6.0's behaviour is undefined)}}
  tt.func public @kernel(%arg0: tensor<256x64xf16, #mma> {tt.contiguity = 256 : i32, tt.divisibility = 6 : i32, tt.constancy = 1 : i32},
                         %arg1: tensor<2x4x8xi32> {tt.divisibility = dense<[4, 8]> : tensor<2xi32>}) {
    %0 = amdg.extract_slice %arg0 [128, 32] : tensor<256x64xf16, #mma> to tensor<128x32xf16, #mma>
    %c = arith.constant dense<0> : tensor<2x4x8xi32>
    %1 = arith.addi %arg1, %c : tensor<2x4x8xi32>
    tt.return
  }
}
