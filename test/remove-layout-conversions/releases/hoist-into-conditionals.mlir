// Triton 3.7 hoists a convert into one branch of a conditional with each branch's slice taken as an
// extension of the slice so far (triton-lang/triton#9083; pyopt's rule CONDITIONAL_SLICES_EXTEND), so
// the layouts the branches need for a shared value (%rs, %col, %sq) must agree with those already
// chosen; 3.6 takes each branch alone and merges them. Input written for pyopt; CHECK lines are each
// wheel's output (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_38
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_38
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R37
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R39
// R36_38: #blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
// R36_38-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
// R36_38-NEXT: #linear = #ttg.linear<{register = [[0]], lane = [[1], [2], [4], [0], [0]], warp = [[0]], block = []}>
// R36_38-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R36_38-NEXT: tt.func public @branch_layouts_conflict(%arg0: !tt.ptr<f32>, %arg1: i1, %arg2: i32) -> tensor<8x1xf32, #blocked> {
// R36_38-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_38-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_38-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<8x1xf32, #blocked>
// R36_38-NEXT: %0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #linear>
// R36_38-NEXT: %1 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R36_38-NEXT: %2 = arith.sitofp %1 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R36_38-NEXT: %3 = ttg.convert_layout %2 : tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R36_38-NEXT: %4 = tt.expand_dims %3 {axis = 1 : i32} : tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<8x1xf32, #blocked>
// R36_38-NEXT: %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #linear>
// R36_38-NEXT: %6 = tt.addptr %5, %0 : tensor<8x!tt.ptr<f32>, #linear>, tensor<8xi32, #linear>
// R36_38-NEXT: %7 = tt.load %6 : tensor<8x!tt.ptr<f32>, #linear>
// R36_38-NEXT: %8 = tt.reshape %7 : tensor<8xf32, #linear> -> tensor<8x1xf32, #blocked>
// R36_38-NEXT: %9 = arith.mulf %8, %8 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: %10 = arith.select %arg1, %9, %4 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: %11 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<8x1xf32, #blocked>)  : i32 {
// R36_38-NEXT: %12 = scf.if %arg1 -> (tensor<8x1xf32, #blocked>) {
// R36_38-NEXT: %15 = arith.negf %8 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: scf.yield %15 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: } else {
// R36_38-NEXT: %15 = arith.subf %9, %4 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: scf.yield %15 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: }
// R36_38-NEXT: %13 = arith.mulf %10, %12 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: %14 = arith.addf %arg4, %13 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: scf.yield %14 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: }
// R36_38-NEXT: tt.return %11 : tensor<8x1xf32, #blocked>
// R36_38-NEXT: }
// R36_38-NEXT: }
// R37: #blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
// R37-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
// R37-NEXT: #linear = #ttg.linear<{register = [[0]], lane = [[1], [2], [4], [0], [0]], warp = [[0]], block = []}>
// R37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R37-NEXT: tt.func public @branch_layouts_conflict(%arg0: !tt.ptr<f32>, %arg1: i1, %arg2: i32) -> tensor<8x1xf32, #blocked> {
// R37-NEXT: %c0_i32 = arith.constant 0 : i32
// R37-NEXT: %c1_i32 = arith.constant 1 : i32
// R37-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<8x1xf32, #blocked>
// R37-NEXT: %0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #linear>
// R37-NEXT: %1 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R37-NEXT: %2 = arith.sitofp %1 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R37-NEXT: %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<8x1xf32, #blocked1>
// R37-NEXT: %4 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #linear>
// R37-NEXT: %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R37-NEXT: %6 = tt.addptr %4, %0 : tensor<8x!tt.ptr<f32>, #linear>, tensor<8xi32, #linear>
// R37-NEXT: %7 = tt.addptr %5, %1 : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R37-NEXT: %8 = tt.load %6 : tensor<8x!tt.ptr<f32>, #linear>
// R37-NEXT: %9 = tt.load %7 : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R37-NEXT: %10 = tt.reshape %8 : tensor<8xf32, #linear> -> tensor<8x1xf32, #blocked>
// R37-NEXT: %11 = tt.reshape %9 : tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<8x1xf32, #blocked1>
// R37-NEXT: %12 = arith.mulf %11, %11 : tensor<8x1xf32, #blocked1>
// R37-NEXT: %13 = arith.select %arg1, %12, %3 : tensor<8x1xf32, #blocked1>
// R37-NEXT: %14 = ttg.convert_layout %13 : tensor<8x1xf32, #blocked1> -> tensor<8x1xf32, #blocked>
// R37-NEXT: %15 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<8x1xf32, #blocked>)  : i32 {
// R37-NEXT: %16 = scf.if %arg1 -> (tensor<8x1xf32, #blocked>) {
// R37-NEXT: %19 = arith.negf %10 : tensor<8x1xf32, #blocked>
// R37-NEXT: scf.yield %19 : tensor<8x1xf32, #blocked>
// R37-NEXT: } else {
// R37-NEXT: %19 = arith.subf %12, %3 : tensor<8x1xf32, #blocked1>
// R37-NEXT: %20 = ttg.convert_layout %19 : tensor<8x1xf32, #blocked1> -> tensor<8x1xf32, #blocked>
// R37-NEXT: scf.yield %20 : tensor<8x1xf32, #blocked>
// R37-NEXT: }
// R37-NEXT: %17 = arith.mulf %14, %16 : tensor<8x1xf32, #blocked>
// R37-NEXT: %18 = arith.addf %arg4, %17 : tensor<8x1xf32, #blocked>
// R37-NEXT: scf.yield %18 : tensor<8x1xf32, #blocked>
// R37-NEXT: }
// R37-NEXT: tt.return %15 : tensor<8x1xf32, #blocked>
// R37-NEXT: }
// R37-NEXT: }
// R39: #blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
// R39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R39-NEXT: tt.func public @branch_layouts_conflict(%arg0: !tt.ptr<f32>, %arg1: i1, %arg2: i32) -> tensor<8x1xf32, #blocked> {
// R39-NEXT: %c0_i32 = arith.constant 0 : i32
// R39-NEXT: %c1_i32 = arith.constant 1 : i32
// R39-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<8x1xf32, #blocked>
// R39-NEXT: %0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R39-NEXT: %1 = arith.sitofp %0 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R39-NEXT: %2 = tt.expand_dims %1 {axis = 1 : i32} : tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<8x1xf32, #blocked>
// R39-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
// R39-NEXT: %4 = tt.addptr %3, %0 : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R39-NEXT: %5 = tt.load %4 : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
// R39-NEXT: %6 = tt.reshape %5 : tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<8x1xf32, #blocked>
// R39-NEXT: %7 = arith.mulf %6, %6 : tensor<8x1xf32, #blocked>
// R39-NEXT: %8 = arith.select %arg1, %7, %2 : tensor<8x1xf32, #blocked>
// R39-NEXT: %9 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<8x1xf32, #blocked>)  : i32 {
// R39-NEXT: %10 = scf.if %arg1 -> (tensor<8x1xf32, #blocked>) {
// R39-NEXT: %13 = arith.negf %6 : tensor<8x1xf32, #blocked>
// R39-NEXT: scf.yield %13 : tensor<8x1xf32, #blocked>
// R39-NEXT: } else {
// R39-NEXT: %13 = arith.subf %7, %2 : tensor<8x1xf32, #blocked>
// R39-NEXT: scf.yield %13 : tensor<8x1xf32, #blocked>
// R39-NEXT: }
// R39-NEXT: %11 = arith.mulf %8, %10 : tensor<8x1xf32, #blocked>
// R39-NEXT: %12 = arith.addf %arg4, %11 : tensor<8x1xf32, #blocked>
// R39-NEXT: scf.yield %12 : tensor<8x1xf32, #blocked>
// R39-NEXT: }
// R39-NEXT: tt.return %9 : tensor<8x1xf32, #blocked>
// R39-NEXT: }
// R39-NEXT: }

#o = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
#i = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @branch_layouts_conflict(%p: !tt.ptr<f32>, %c: i1, %n: i32) -> tensor<8x1xf32, #o> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<8x1xf32, #o>
    %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #i}>>
    %rf = arith.sitofp %r : tensor<8xi32, #ttg.slice<{dim = 1, parent = #i}>> to tensor<8xf32, #ttg.slice<{dim = 1, parent = #i}>>
    %col = tt.expand_dims %rf {axis = 1 : i32} : tensor<8xf32, #ttg.slice<{dim = 1, parent = #i}>> -> tensor<8x1xf32, #i>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #i}>>
    %pp = tt.addptr %ps, %r : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #i}>>, tensor<8xi32, #ttg.slice<{dim = 1, parent = #i}>>
    %ld = tt.load %pp : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #i}>>
    %rs = tt.reshape %ld : tensor<8xf32, #ttg.slice<{dim = 1, parent = #i}>> -> tensor<8x1xf32, #i>
    %sq = arith.mulf %rs, %rs : tensor<8x1xf32, #i>
    %pre = scf.if %c -> (tensor<8x1xf32, #i>) {
      scf.yield %sq : tensor<8x1xf32, #i>
    } else {
      scf.yield %col : tensor<8x1xf32, #i>
    }
    %res = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<8x1xf32, #o>) : i32 {
      %sel = scf.if %c -> (tensor<8x1xf32, #i>) {
        %a = arith.negf %rs : tensor<8x1xf32, #i>
        scf.yield %a : tensor<8x1xf32, #i>
      } else {
        %b = arith.subf %sq, %col : tensor<8x1xf32, #i>
        scf.yield %b : tensor<8x1xf32, #i>
      }
      %s = arith.mulf %pre, %sel : tensor<8x1xf32, #i>
      %cv = ttg.convert_layout %s : tensor<8x1xf32, #i> -> tensor<8x1xf32, #o>
      %acc2 = arith.addf %acc, %cv : tensor<8x1xf32, #o>
      scf.yield %acc2 : tensor<8x1xf32, #o>
    }
    tt.return %res : tensor<8x1xf32, #o>
  }
}
