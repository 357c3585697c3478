// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// Triton 3.8 (triton-lang/triton#10359): arith.select's divisibility is clamped by the result's contiguity.
// The values are AxisInfo's for the pointer of each tt.load, as coalesce logs them
// (--debug-only=tritongpu-coalesce, "axis info of pointer"); the CHECK lines are the logs of the
// named releases' wheels on these inputs (TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce, through
// tools/oracle.py).  Offsets %x are added to an i8 (or i32) pointer of divisibility 2^30.

// select-two-splats: two splats (div 16 and 32) chosen per element: the result contiguity (1) clamps
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %pz = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pq = tt.addptr %pz, %r : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld8 = tt.load %pq : tensor<64x!tt.ptr<i8>, #b1>
    %ldv = arith.extsi %ld8 : tensor<64xi8, #b1> to tensor<64xi32, #b1>
    %z8 = arith.constant dense<0> : tensor<64xi8, #b1>
    %cond = arith.cmpi eq, %ld8, %z8 : tensor<64xi8, #b1>
    %sp = tt.splat %a : i32 -> tensor<64xi32, #b1>
    %c2 = arith.constant 32 : i32
    %a2 = arith.muli %a, %c2 : i32
    %sp2 = tt.splat %a2 : i32 -> tensor<64xi32, #b1>
    %x = arith.select %cond, %sp, %sp2 : tensor<64xi1, #b1>, tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}

// -----

// select-cond-elem: two runs of 64 (div 8 and 16) cut by an element-wise condition
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
// V37: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>{{$}}
// V38: {{^}}[tritongpu-coalesce]: axis info of pointer: contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>{{$}}
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %c8 = arith.constant dense<8> : tensor<64xi32, #b1>
    %l = arith.addi %r, %c8 : tensor<64xi32, #b1>
    %c16 = arith.constant dense<16> : tensor<64xi32, #b1>
    %rr = arith.addi %r, %c16 : tensor<64xi32, #b1>
    %pz = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pq = tt.addptr %pz, %r : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %cond = tt.load %pq : tensor<64x!tt.ptr<i8>, #b1>
    %z = arith.constant dense<0> : tensor<64xi8, #b1>
    %cmp = arith.cmpi eq, %cond, %z : tensor<64xi8, #b1>
    %x = arith.select %cmp, %l, %rr : tensor<64xi1, #b1>, tensor<64xi32, #b1>

    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<64x!tt.ptr<i8>, #b1>
    %pp = tt.addptr %ps, %x : tensor<64x!tt.ptr<i8>, #b1>, tensor<64xi32, #b1>
    %ld = tt.load %pp : tensor<64x!tt.ptr<i8>, #b1>
    tt.return
  }
}
