// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// Triton 3.8 (triton-lang/triton#9670): tt.reshape has an AxisInfo rule (3.7: the pessimistic state).
// (Result encodings are the ones 3.8 infers.)
// The values are AxisInfo's for the pointer of each tt.load, as coalesce logs them
// (--debug-only=tritongpu-coalesce, "axis info of pointer"); the CHECK lines are the logs of the
// named releases' wheels on these inputs (TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce, through
// tools/oracle.py).  Offsets %x are added to an i8 (or i32) pointer of divisibility 2^30.

// reshape-range-8x8: a range split in rows of 8
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 8], divisibility = [1, 8], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %x0 = tt.reshape %r : tensor<64xi32, #b1> -> tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<8x8xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<8x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<8x8x!tt.ptr<i8>, #b2>, tensor<8x8xi32, #b2>
    %ld = tt.load %pp : tensor<8x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-range-32x2: rows of 2
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 2], divisibility = [1, 2], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %x0 = tt.reshape %r : tensor<64xi32, #b1> -> tensor<32x2xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<32x2xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x2xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<32x2x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<32x2x!tt.ptr<i8>, #b2>, tensor<32x2xi32, #b2>
    %ld = tt.load %pp : tensor<32x2x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-range-64x1: a column
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64, 1], divisibility = [64, 1], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %x0 = tt.reshape %r : tensor<64xi32, #b1> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x1xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<64x1x!tt.ptr<i8>, #b2>, tensor<64x1xi32, #b2>
    %ld = tt.load %pp : tensor<64x1x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-range-4x4x4: rank 3
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1, 1], divisibility = [1, 1, 1], constancy = [1, 1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1, 4], divisibility = [1, 1, 4], constancy = [1, 1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %x0 = tt.reshape %r : tensor<64xi32, #b1> -> tensor<4x4x4xi32, #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 4, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<4x4x4xi32, #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 4, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>> -> tensor<4x4x4xi32, #b3>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<4x4x4x!tt.ptr<i8>, #b3>
    %pp = tt.addptr %ps, %x : tensor<4x4x4x!tt.ptr<i8>, #b3>, tensor<4x4x4xi32, #b3>
    %ld = tt.load %pp : tensor<4x4x4x!tt.ptr<i8>, #b3>
    tt.return
  }
}

// -----

// reshape-scaled-8x8: range * 4: non-contiguous, divisibility 4 everywhere
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [4, 4], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %c4 = arith.constant dense<4> : tensor<64xi32, #b1>
    %m = arith.muli %r, %c4 : tensor<64xi32, #b1>
    %x0 = tt.reshape %m : tensor<64xi32, #b1> -> tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<8x8xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<8x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<8x8x!tt.ptr<i8>, #b2>, tensor<8x8xi32, #b2>
    %ld = tt.load %pp : tensor<8x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-arg-16x4: runs of 8 cut to rows of 4
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 4], divisibility = [1, 4], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %x0 = tt.reshape %arg_t : tensor<64xi32, #b1> -> tensor<16x4xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<16x4xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<16x4xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<16x4x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<16x4x!tt.ptr<i8>, #b2>, tensor<16x4xi32, #b2>
    %ld = tt.load %pp : tensor<16x4x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-arg-4x16: runs of 8 in rows of 16
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 8], divisibility = [1, 4], constancy = [1, 1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %x0 = tt.reshape %arg_t : tensor<64xi32, #b1> -> tensor<4x16xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<4x16xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<4x16xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<4x16x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<4x16x!tt.ptr<i8>, #b2>, tensor<4x16xi32, #b2>
    %ld = tt.load %pp : tensor<4x16x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-splat: a splat: constancy of the whole rows
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [16, 16], constancy = [8, 8], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %sp = tt.splat %a : i32 -> tensor<64xi32, #b1>
    %x0 = tt.reshape %sp : tensor<64xi32, #b1> -> tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<8x8xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<8x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<8x8x!tt.ptr<i8>, #b2>, tensor<8x8xi32, #b2>
    %ld = tt.load %pp : tensor<8x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-const: a constant stays that constant
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [16, 16], constancy = [8, 8], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %cc = arith.constant dense<48> : tensor<64xi32, #b1>
    %x0 = tt.reshape %cc : tensor<64xi32, #b1> -> tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<8x8xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<8x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<8x8x!tt.ptr<i8>, #b2>, tensor<8x8xi32, #b2>
    %ld = tt.load %pp : tensor<8x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}

// -----

// reshape-2d-1d: 2D (rows [0..8)) flattened: runs of 8
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [8], divisibility = [8], constancy = [1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %e = tt.expand_dims %r0 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x8xi32, #b2>
    %bb = tt.broadcast %e : tensor<1x8xi32, #b2> -> tensor<8x8xi32, #b2>
    %x0 = tt.reshape %bb : tensor<8x8xi32, #b2> -> tensor<64xi32, #ttg.linear<{register = [[32]], lane = [[1], [2], [4], [0], [0]], warp = [[8], [16]], block = []}>>
    %x = ttg.convert_layout %x0 : tensor<64xi32, #ttg.linear<{register = [[32]], lane = [[1], [2], [4], [0], [0]], warp = [[8], [16]], block = []}>> -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// reshape-2d-1d-rows: 2D (columns constant) flattened: constant runs of 8
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [8], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #b2}>>
    %e = tt.expand_dims %r0 {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<8x1xi32, #b2>
    %bb = tt.broadcast %e : tensor<8x1xi32, #b2> -> tensor<8x8xi32, #b2>
    %x0 = tt.reshape %bb : tensor<8x8xi32, #b2> -> tensor<64xi32, #ttg.linear<{register = [[32]], lane = [[1], [2], [4], [0], [0]], warp = [[8], [16]], block = []}>>
    %x = ttg.convert_layout %x0 : tensor<64xi32, #ttg.linear<{register = [[32]], lane = [[1], [2], [4], [0], [0]], warp = [[8], [16]], block = []}>> -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// reshape-2d-2d: 8x8 to 4x16: constancy merges
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 8], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #b2}>>
    %e = tt.expand_dims %r0 {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<8x1xi32, #b2>
    %bb = tt.broadcast %e : tensor<8x1xi32, #b2> -> tensor<8x8xi32, #b2>
    %x0 = tt.reshape %bb : tensor<8x8xi32, #b2> -> tensor<4x16xi32, #ttg.linear<{register = [[2, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 0], [0, 0]], warp = [[0, 8], [1, 0]], block = []}>>
    %x = ttg.convert_layout %x0 : tensor<4x16xi32, #ttg.linear<{register = [[2, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 0], [0, 0]], warp = [[0, 8], [1, 0]], block = []}>> -> tensor<4x16xi32, #b2>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<4x16x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<4x16x!tt.ptr<i8>, #b2>, tensor<4x16xi32, #b2>
    %ld = tt.load %pp : tensor<4x16x!tt.ptr<i8>, #b2>
    tt.return
  }
}
