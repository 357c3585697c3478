// RUN: pyopt %s -convert-to-buffer-ops=arch-generation-name=gfx942 --verify-diagnostics | filecheck %s

// convert-to-buffer-ops runs AMD's AxisInfo (for the atomics), which reads the tt.contiguity /
// tt.divisibility / tt.constancy hints: a hint with another number of values than the rank of
// the value it describes is reported with the same warning as -axis-info, -coalesce and
// -access-report give (issue 23; pyopt.analysis.axis_info._checked_hint defines its meaning),
// once per run, even where no atomic asks for the analysis.  Triton 3.6.0's parser and verifier
// accept this IR (tools/oracle.py accepts), but its pass then reads past the shorter hint vector
// and crashes ("A signal was caught while processing the MLIR module", tools/crosscheck FILE
// -convert-to-buffer-ops=arch-generation-name=gfx942): undefined behaviour, which pyopt defines.
// The load and store are converted as the same IR without the odd hints converts in both.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // CHECK-LABEL: tt.func @hints
  // expected-warning @+1 {{'tt.divisibility' hint has 1 value, but argument #1 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
  tt.func @hints(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: tensor<4x64xi32, #blocked> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    // expected-warning @below {{'tt.contiguity' hint has 3 values, but result #0 has rank 2: pyopt uses the first 2 (Triton 3.6.0's behaviour is undefined)}}
    %1 = tt.expand_dims %0 {axis = 0 : i32, tt.contiguity = dense<[1, 64, 2]> : tensor<3xi32>} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %2 = tt.broadcast %1 : tensor<1x64xi32, #blocked> -> tensor<4x64xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x64x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %2 : tensor<4x64x!tt.ptr<f32>, #blocked>, tensor<4x64xi32, #blocked>
    // CHECK: amdg.buffer_load
    %5 = tt.load %4 : tensor<4x64x!tt.ptr<f32>, #blocked>
    // CHECK: amdg.buffer_store
    tt.store %4, %5 : tensor<4x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
