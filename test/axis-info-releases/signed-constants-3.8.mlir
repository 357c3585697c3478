// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// Triton 3.8 (triton-lang/triton#9613): integer constants are read sign-extended.
// The values are AxisInfo's for the pointer of each tt.load, as coalesce logs them
// (--debug-only=tritongpu-coalesce, "axis info of pointer"); the CHECK lines are the logs of the
// named releases' wheels on these inputs (TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce, through
// tools/oracle.py).  Offsets %x are added to an i8 (or i32) pointer of divisibility 2^30.

// div-splat-m4: divsi by -4: 3.7 reads 4294967292 (not a power of two), 3.8 reads -4
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [4], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %t = tt.splat %a : i32 -> tensor<64xi32, #b1>
    %s = arith.constant dense<-4> : tensor<64xi32, #b1>
    %x = arith.divsi %t, %s : tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// max-neg: maxsi(-16, 8): 3.7 folds 4294967280, 3.8 folds 8
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [8], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %m1 = arith.constant -16 : i32
    %z = arith.constant 8 : i32
    %m = arith.maxsi %m1, %z : i32
    %x = tt.splat %m : i32 -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// divsi-neg-const: -64 / -4 folds to 16 from 3.8
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1073741824], constancy = [64], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %m1 = arith.constant -64 : i32
    %z = arith.constant -4 : i32
    %m = arith.divsi %m1, %z : i32
    %x = tt.splat %m : i32 -> tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}
