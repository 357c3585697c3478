// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// Triton 3.8 (triton-lang/triton#10575): a contiguity-1 dimension's divisibility holds for every element.
// The values are AxisInfo's for the pointer of each tt.load, as coalesce logs them
// (--debug-only=tritongpu-coalesce, "axis info of pointer"); the CHECK lines are the logs of the
// named releases' wheels on these inputs (TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce, through
// tools/oracle.py).  Offsets %x are added to an i8 (or i32) pointer of divisibility 2^30.

// global-div: div [2, 8] with contiguity [1, 1] (an argument hint, through muli by 1): [8, 8] from 3.8
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [2, 8], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [8, 8], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}, %t2: tensor<16x8xi32, #b2> {tt.divisibility = dense<[2, 8]> : tensor<2xi32>}) {
    %one = arith.constant dense<1> : tensor<16x8xi32, #b2>
    %x = arith.muli %t2, %one : tensor<16x8xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<16x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<16x8x!tt.ptr<i8>, #b2>, tensor<16x8xi32, #b2>
    %ld = tt.load %pp : tensor<16x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// global-div-arg: the hint itself
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [2, 8], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [8, 8], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}, %t2: tensor<16x8xi32, #b2> {tt.divisibility = dense<[2, 8]> : tensor<2xi32>}) {
    %x = ttg.convert_layout %t2 : tensor<16x8xi32, #b2> -> tensor<16x8xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<16x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<16x8x!tt.ptr<i8>, #b2>, tensor<16x8xi32, #b2>
    %ld = tt.load %pp : tensor<16x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// expand-splat: a splat expanded and broadcast: unchanged
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [16, 16], constancy = [16, 8], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [16, 16], constancy = [16, 8], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r0 = tt.splat %a : i32 -> tensor<8xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %x0 = tt.expand_dims %r0 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x8xi32, #b2>
    %x = tt.broadcast %x0 : tensor<1x8xi32, #b2> -> tensor<16x8xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<16x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<16x8x!tt.ptr<i8>, #b2>, tensor<16x8xi32, #b2>
    %ld = tt.load %pp : tensor<16x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}
