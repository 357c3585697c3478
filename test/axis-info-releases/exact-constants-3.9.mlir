// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V39
// Triton 3.9: AxisInfo folds integer constants exactly at their width before the visitors.
// The values are AxisInfo's for the pointer of each tt.load, as coalesce logs them
// (--debug-only=tritongpu-coalesce, "axis info of pointer"); the CHECK lines are the logs of the
// named releases' wheels on these inputs (TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce, through
// tools/oracle.py).  Offsets %x are added to an i8 (or i32) pointer of divisibility 2^30.

// cmp-neg-select: a scalar cmpi of constants (-1 < 0) folds from 3.9 and picks the range
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %m1 = arith.constant -1 : i32
    %z = arith.constant 0 : i32
    %cmp = arith.cmpi slt, %m1, %z : i32
    %sp = tt.splat %a : i32 -> tensor<64xi32, #b1>
    %x = arith.select %cmp, %r, %sp : tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// ext-const-cmp: extui(-1 : i32) is 4294967295 at i64: greater than 0
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %c1 = arith.constant -1 : i32
    %e = arith.extui %c1 : i32 to i64
    %z = arith.constant 0 : i64
    %t = arith.cmpi sgt, %e, %z : i64
    %sp = tt.splat %a : i32 -> tensor<64xi32, #b1>
    %x = arith.select %t, %r, %sp : tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// add-nsw-overflow: 2147483647 + 1 with overflow<nsw> is poison: no constant in 3.9
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1073741824], constancy = [64], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %c1 = arith.constant 2147483647 : i32
    %c2 = arith.constant 1 : i32
    %s = arith.addi %c1, %c2 overflow<nsw> : i32
    %x = tt.splat %s : i32 -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// nuw-overflow: -16 + 32 with overflow<nuw> wraps: no constant (divisibility gcd(16, 32))
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %c1 = arith.constant -16 : i32
    %c2 = arith.constant 32 : i32
    %m = arith.addi %c1, %c2 overflow<nuw> : i32
    %x = tt.splat %m : i32 -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// shrui-zero-40: 0 >> 40 on i32 is poison in 3.9: no constant, divisibility 1
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1073741824], constancy = [64], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %z = arith.constant 0 : i32
    %L = tt.splat %z : i32 -> tensor<64xi32, #b1>
    %A = arith.constant dense<40> : tensor<64xi32, #b1>
    %x = arith.shrui %L, %A : tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// extui-neg-trunc: extui(-32 : i16) == 65504 folds to true: 64
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [4], constancy = [64], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [64], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %c1 = arith.constant -32 : i16
    %e = arith.extui %c1 : i16 to i32
    %c2 = arith.constant 65504 : i32
    %t = arith.cmpi eq, %e, %c2 : i32
    %c3 = arith.constant 64 : i32
    %c4 = arith.constant 4 : i32
    %m = arith.select %t, %c3, %c4 : i32
    %x = tt.splat %m : i32 -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// cmp-ult: 8 <u -1 folds to true: 128
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [2], constancy = [64], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [128], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %c1 = arith.constant -1 : i32
    %c2 = arith.constant 8 : i32
    %t = arith.cmpi ult, %c2, %c1 : i32
    %c3 = arith.constant 128 : i32
    %c4 = arith.constant 2 : i32
    %m = arith.select %t, %c3, %c4 : i32
    %x = tt.splat %m : i32 -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// tensor-cmp-consts: tensor compares of constants fold in every release
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
// V39: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %c1 = arith.constant dense<-1> : tensor<64xi32, #b1>
    %c2 = arith.constant dense<2> : tensor<64xi32, #b1>
    %t = arith.cmpi ugt, %c1, %c2 : tensor<64xi32, #b1>
    %sp = tt.splat %a : i32 -> tensor<64xi32, #b1>
    %x = arith.select %t, %r, %sp : tensor<64xi1, #b1>, tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}
