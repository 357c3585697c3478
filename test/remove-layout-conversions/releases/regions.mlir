// Loops, conditionals and reductions under each release: a loop-carried chain, a convert inside
// a loop, both arms of an scf.if, a tt.reduce whose result is used twice. On these the four
// releases agree (their algorithms differ in cost and slice details the other files here
// separate). Input written for pyopt; CHECK lines are each wheel's output (the pass run alone
// through triton._C.libtriton of 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// R36_37_38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37_38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37_38_39-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// R36_37_38_39-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// R36_37_38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37_38_39-NEXT: tt.func public @loop_carried(%arg0: !tt.ptr<f32>, %arg1: i32) {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %1 = arith.sitofp %0 : tensor<512xi32, #blocked> to tensor<512xf32, #blocked>
// R36_37_38_39-NEXT: %2 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %cst) -> (tensor<512xf32, #blocked>)  : i32 {
// R36_37_38_39-NEXT: %7 = arith.addf %arg3, %1 : tensor<512xf32, #blocked>
// R36_37_38_39-NEXT: %8 = arith.mulf %7, %7 : tensor<512xf32, #blocked>
// R36_37_38_39-NEXT: scf.yield %8 : tensor<512xf32, #blocked>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: %3 = ttg.convert_layout %2 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: %4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: %6 = tt.addptr %5, %4 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: tt.store %6, %3 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @inside_loop(%arg0: !tt.ptr<f32>, %arg1: i32) {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %1 = arith.sitofp %0 : tensor<512xi32, #blocked1> to tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: %4 = tt.addptr %3, %2 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %5 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %cst) -> (tensor<512xf32, #blocked1>)  : i32 {
// R36_37_38_39-NEXT: %6 = arith.addf %arg3, %1 : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: tt.store %4, %6 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: scf.yield %6 : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @if_branches(%arg0: !tt.ptr<f32>, %arg1: i1) {
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %1 = arith.sitofp %0 : tensor<512xi32, #blocked1> to tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: %2 = scf.if %arg1 -> (tensor<512xf32, #blocked1>) {
// R36_37_38_39-NEXT: %6 = arith.addf %1, %1 : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: scf.yield %6 : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: } else {
// R36_37_38_39-NEXT: %6 = arith.mulf %1, %1 : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: scf.yield %6 : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: %3 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %4 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: %5 = tt.addptr %4, %3 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: tt.store %5, %2 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: tt.store %5, %1 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @reduction(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// R36_37_38_39-NEXT: %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
// R36_37_38_39-NEXT: %2 = tt.broadcast %1 : tensor<32x1xi32, #blocked2> -> tensor<32x32xi32, #blocked2>
// R36_37_38_39-NEXT: %3 = arith.sitofp %2 : tensor<32x32xi32, #blocked2> to tensor<32x32xf32, #blocked2>
// R36_37_38_39-NEXT: %4 = "tt.reduce"(%3) <{axis = 1 : i32}> ({
// R36_37_38_39-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// R36_37_38_39-NEXT: %13 = arith.addf %arg2, %arg3 : f32
// R36_37_38_39-NEXT: tt.reduce.return %13 : f32
// R36_37_38_39-NEXT: }) : (tensor<32x32xf32, #blocked2>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// R36_37_38_39-NEXT: %5 = arith.mulf %4, %4 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// R36_37_38_39-NEXT: %6 = ttg.convert_layout %5 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %9 = tt.addptr %8, %7 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked3}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: tt.store %9, %6 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// R36_37_38_39-NEXT: %11 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked2}>>
// R36_37_38_39-NEXT: %12 = tt.addptr %11, %10 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked2}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// R36_37_38_39-NEXT: tt.store %12, %4 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked2}>>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: }

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#m = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#m2 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop_carried(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<512xf32, #b>
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %f = arith.sitofp %r : tensor<512xi32, #b> to tensor<512xf32, #b>
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<512xf32, #b>) : i32 {
      %x = arith.addf %a, %f : tensor<512xf32, #b>
      %y = arith.mulf %x, %x : tensor<512xf32, #b>
      scf.yield %y : tensor<512xf32, #b>
    }
    %c = ttg.convert_layout %acc : tensor<512xf32, #b> -> tensor<512xf32, #b4>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %pa = tt.addptr %pp, %r4 : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    tt.store %pa, %c : tensor<512x!tt.ptr<f32>, #b4>
    tt.return
  }
  tt.func public @inside_loop(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<512xf32, #b>
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %f = arith.sitofp %r : tensor<512xi32, #b> to tensor<512xf32, #b>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %pa = tt.addptr %pp, %r4 : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<512xf32, #b>) : i32 {
      %x = arith.addf %a, %f : tensor<512xf32, #b>
      %c = ttg.convert_layout %x : tensor<512xf32, #b> -> tensor<512xf32, #b4>
      tt.store %pa, %c : tensor<512x!tt.ptr<f32>, #b4>
      scf.yield %x : tensor<512xf32, #b>
    }
    tt.return
  }
  tt.func public @if_branches(%p: !tt.ptr<f32>, %cond: i1) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %f = arith.sitofp %r : tensor<512xi32, #b> to tensor<512xf32, #b>
    %v = scf.if %cond -> (tensor<512xf32, #b>) {
      %x = arith.addf %f, %f : tensor<512xf32, #b>
      scf.yield %x : tensor<512xf32, #b>
    } else {
      %y = arith.mulf %f, %f : tensor<512xf32, #b>
      scf.yield %y : tensor<512xf32, #b>
    }
    %c = ttg.convert_layout %v : tensor<512xf32, #b> -> tensor<512xf32, #b4>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %pa = tt.addptr %pp, %r4 : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    tt.store %pa, %c : tensor<512x!tt.ptr<f32>, #b4>
    %c2 = ttg.convert_layout %f : tensor<512xf32, #b> -> tensor<512xf32, #b4>
    tt.store %pa, %c2 : tensor<512x!tt.ptr<f32>, #b4>
    tt.return
  }
  tt.func public @reduction(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>>
    %e = tt.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>> -> tensor<32x1xi32, #m>
    %b = tt.broadcast %e : tensor<32x1xi32, #m> -> tensor<32x32xi32, #m>
    %f = arith.sitofp %b : tensor<32x32xi32, #m> to tensor<32x32xf32, #m>
    %s = "tt.reduce"(%f) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %t = arith.addf %x, %y : f32
      tt.reduce.return %t : f32
    }) : (tensor<32x32xf32, #m>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #m}>>
    %w = arith.mulf %s, %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #m}>>
    %c = ttg.convert_layout %w : tensor<32xf32, #ttg.slice<{dim = 1, parent = #m}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #m2}>>
    %r2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m2}>>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #m2}>>
    %pa = tt.addptr %pp, %r2 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #m2}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #m2}>>
    tt.store %pa, %c : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #m2}>>
    %r3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>>
    %qq = tt.splat %q : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #m}>>
    %qa = tt.addptr %qq, %r3 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #m}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>>
    tt.store %qa, %s : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #m}>>
    tt.return
  }
}
