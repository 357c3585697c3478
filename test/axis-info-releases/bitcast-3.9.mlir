// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V39
// Triton 3.9 (triton-lang/triton#11314): pointer bitcasts that change the element size.
// The values are AxisInfo's for the pointer of each tt.load, as coalesce logs them
// (--debug-only=tritongpu-coalesce, "axis info of pointer"); the CHECK lines are the logs of the
// named releases' wheels on these inputs (TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce, through
// tools/oracle.py).  Offsets %x are added to an i8 (or i32) pointer of divisibility 2^30.

// bitcast-ptr: i8 pointers bitcast to i32 pointers: 3.9 resets contiguity, alignment at most 1 byte
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %pi = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pa = tt.addptr %pi, %r : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %pb = tt.bitcast %pa : tensor<64x!tt.ptr<i8>, #b1> -> tensor<64x!tt.ptr<i32>, #b1>
    %x = tt.load %pb : tensor<64x!tt.ptr<i32>, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}
