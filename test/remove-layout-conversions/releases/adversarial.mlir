// Inputs meant to break the per-release algorithms: one chain converted to two layouts, a convert
// between nested loops, a two-result (argmax-like) tt.reduce rematerialised in another layout.
// The four releases agree here. Input written for pyopt; CHECK lines are each wheel's output (the
// pass run alone through triton._C.libtriton of 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// R36_37_38_39: #blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37_38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37_38_39-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37_38_39-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// R36_37_38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37_38_39-NEXT: tt.func public @two_targets(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32) {
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %1 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %2 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %3 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %4 = arith.addi %0, %2 : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %5 = arith.addi %1, %3 : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %6 = arith.sitofp %4 : tensor<512xi32, #blocked> to tensor<512xf32, #blocked>
// R36_37_38_39-NEXT: %7 = arith.sitofp %5 : tensor<512xi32, #blocked1> to tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: %8 = math.exp %6 : tensor<512xf32, #blocked>
// R36_37_38_39-NEXT: %9 = math.exp %7 : tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: %10 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %11 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// R36_37_38_39-NEXT: %12 = tt.addptr %11, %10 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: tt.store %12, %8 : tensor<512x!tt.ptr<f32>, #blocked>
// R36_37_38_39-NEXT: %13 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %14 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: %15 = tt.addptr %14, %13 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: tt.store %15, %9 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @nested_loops(%arg0: !tt.ptr<f32>, %arg1: i32) {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked2>
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked2>
// R36_37_38_39-NEXT: %1 = arith.sitofp %0 : tensor<512xi32, #blocked2> to tensor<512xf32, #blocked2>
// R36_37_38_39-NEXT: %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: %4 = tt.addptr %3, %2 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %5 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %cst) -> (tensor<512xf32, #blocked2>)  : i32 {
// R36_37_38_39-NEXT: %6 = scf.for %arg4 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg5 = %arg3) -> (tensor<512xf32, #blocked2>)  : i32 {
// R36_37_38_39-NEXT: %8 = arith.addf %arg5, %1 : tensor<512xf32, #blocked2>
// R36_37_38_39-NEXT: scf.yield %8 : tensor<512xf32, #blocked2>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: %7 = ttg.convert_layout %6 : tensor<512xf32, #blocked2> -> tensor<512xf32, #blocked1>
// R36_37_38_39-NEXT: tt.store %4, %7 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37_38_39-NEXT: scf.yield %6 : tensor<512xf32, #blocked2>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @argmax_like(%arg0: !tt.ptr<i32>) {
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
// R36_37_38_39-NEXT: %2 = tt.broadcast %1 : tensor<32x1xi32, #blocked3> -> tensor<32x32xi32, #blocked3>
// R36_37_38_39-NEXT: %3 = arith.sitofp %2 : tensor<32x32xi32, #blocked3> to tensor<32x32xf32, #blocked3>
// R36_37_38_39-NEXT: %4:2 = "tt.reduce"(%3, %2) <{axis = 1 : i32}> ({
// R36_37_38_39-NEXT: ^bb0(%arg1: f32, %arg2: i32, %arg3: f32, %arg4: i32):
// R36_37_38_39-NEXT: %9 = arith.cmpf ogt, %arg1, %arg3 : f32
// R36_37_38_39-NEXT: %10 = arith.select %9, %arg1, %arg3 : f32
// R36_37_38_39-NEXT: %11 = arith.select %9, %arg2, %arg4 : i32
// R36_37_38_39-NEXT: tt.reduce.return %10, %11 : f32, i32
// R36_37_38_39-NEXT: }) : (tensor<32x32xf32, #blocked3>, tensor<32x32xi32, #blocked3>) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>)
// R36_37_38_39-NEXT: %5 = arith.addi %4#1, %4#1 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: %8 = tt.addptr %7, %6 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked3}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: tt.store %8, %5 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked3}>>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: }

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#m = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#m2 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_targets(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %s = tt.splat %n : i32 -> tensor<512xi32, #b>
    %a = arith.addi %r, %s : tensor<512xi32, #b>
    %f = arith.sitofp %a : tensor<512xi32, #b> to tensor<512xf32, #b>
    %g = math.exp %f : tensor<512xf32, #b>
    %c2 = ttg.convert_layout %g : tensor<512xf32, #b> -> tensor<512xf32, #b2>
    %c4 = ttg.convert_layout %g : tensor<512xf32, #b> -> tensor<512xf32, #b4>
    %r2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b2>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b2>
    %pa = tt.addptr %pp, %r2 : tensor<512x!tt.ptr<f32>, #b2>, tensor<512xi32, #b2>
    tt.store %pa, %c2 : tensor<512x!tt.ptr<f32>, #b2>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %qq = tt.splat %q : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %qa = tt.addptr %qq, %r4 : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    tt.store %qa, %c4 : tensor<512x!tt.ptr<f32>, #b4>
    tt.return
  }
  tt.func public @nested_loops(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<512xf32, #b>
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %f = arith.sitofp %r : tensor<512xi32, #b> to tensor<512xf32, #b>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %pa = tt.addptr %pp, %r4 : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    %o = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<512xf32, #b>) : i32 {
      %in = scf.for %j = %c0 to %n step %c1 iter_args(%a2 = %a) -> (tensor<512xf32, #b>) : i32 {
        %x = arith.addf %a2, %f : tensor<512xf32, #b>
        scf.yield %x : tensor<512xf32, #b>
      }
      %c = ttg.convert_layout %in : tensor<512xf32, #b> -> tensor<512xf32, #b4>
      tt.store %pa, %c : tensor<512x!tt.ptr<f32>, #b4>
      scf.yield %in : tensor<512xf32, #b>
    }
    tt.return
  }
  tt.func public @argmax_like(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>>
    %e = tt.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>> -> tensor<32x1xi32, #m>
    %b = tt.broadcast %e : tensor<32x1xi32, #m> -> tensor<32x32xi32, #m>
    %f = arith.sitofp %b : tensor<32x32xi32, #m> to tensor<32x32xf32, #m>
    %s:2 = "tt.reduce"(%f, %b) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %xi: i32, %y: f32, %yi: i32):
      %gt = arith.cmpf ogt, %x, %y : f32
      %v = arith.select %gt, %x, %y : f32
      %vi = arith.select %gt, %xi, %yi : i32
      tt.reduce.return %v, %vi : f32, i32
    }) : (tensor<32x32xf32, #m>, tensor<32x32xi32, #m>) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #m}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>>)
    %w = arith.addi %s#1, %s#1 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>>
    %c = ttg.convert_layout %w : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m}>> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #m2}>>
    %r2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #m2}>>
    %pp = tt.splat %p : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #m2}>>
    %pa = tt.addptr %pp, %r2 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #m2}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #m2}>>
    tt.store %pa, %c : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #m2}>>
    tt.return
  }
}
