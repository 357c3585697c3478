// Inputs that try to break pyopt's Triton 3.8 liveness-based dead loop-carried value elimination
// (DEAD_ITER_ARGS) and the loop-result reuse of EXISTING_REMATS "3.8": conditions with stores, pure ifs,
// reduces, nested and while loops, a loop result converted after the loop. Written for pyopt; CHECK
// lines are each wheel's output (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// R36_37_38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37_38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37_38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R36_37_38_39-NEXT: tt.func public @arg_if_cond_store(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c0_i32) -> (i32)  : i32 {
// R36_37_38_39-NEXT: %1 = arith.cmpi sgt, %arg3, %c1_i32 : i32
// R36_37_38_39-NEXT: scf.if %1 {
// R36_37_38_39-NEXT: tt.store %arg1, %arg2 : !tt.ptr<i32>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: %2 = arith.addi %arg3, %c1_i32 : i32
// R36_37_38_39-NEXT: scf.yield %2 : i32
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @arg_if_pure_dead(%arg0: i32, %arg1: !tt.ptr<i32>) -> i32 {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c0_i32) -> (i32)  : i32 {
// R36_37_38_39-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// R36_37_38_39-NEXT: scf.yield %1 : i32
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.return %0 : i32
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @tensor_args(%arg0: i32, %arg1: tensor<64x!tt.ptr<i32>, #blocked>, %arg2: tensor<64xi32, #blocked>) {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %0 = scf.for %arg3 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg4 = %arg2) -> (tensor<64xi32, #blocked>)  : i32 {
// R36_37_38_39-NEXT: %1 = arith.addi %arg4, %arg4 : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: tt.store %arg1, %1 : tensor<64x!tt.ptr<i32>, #blocked>
// R36_37_38_39-NEXT: scf.yield %1 : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @nested_all_dead(%arg0: i32) {
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @while_sets_for_bound(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %c1_i32) : (i32, i32) -> (i32, i32) {
// R36_37_38_39-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// R36_37_38_39-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// R36_37_38_39-NEXT: } do {
// R36_37_38_39-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// R36_37_38_39-NEXT: %1 = scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg5 = %arg2) -> (i32)  : i32 {
// R36_37_38_39-NEXT: %3 = arith.addi %arg5, %arg4 : i32
// R36_37_38_39-NEXT: scf.yield %3 : i32
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: %2 = arith.addi %arg3, %c1_i32 : i32
// R36_37_38_39-NEXT: scf.yield %1, %2 : i32, i32
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.store %arg1, %0#0 : !tt.ptr<i32>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @loop_result_two_converts(%arg0: i32, %arg1: tensor<64x!tt.ptr<i32>, #blocked1>, %arg2: tensor<64xi32, #blocked>) {
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %0 = scf.for %arg3 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg4 = %arg2) -> (tensor<64xi32, #blocked>)  : i32 {
// R36_37_38_39-NEXT: %2 = arith.addi %arg4, %arg4 : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: %3 = ttg.convert_layout %2 : tensor<64xi32, #blocked> -> tensor<64xi32, #blocked1>
// R36_37_38_39-NEXT: tt.store %arg1, %3 : tensor<64x!tt.ptr<i32>, #blocked1>
// R36_37_38_39-NEXT: scf.yield %2 : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: %1 = ttg.convert_layout %0 : tensor<64xi32, #blocked> -> tensor<64xi32, #blocked1>
// R36_37_38_39-NEXT: tt.store %arg1, %1 : tensor<64x!tt.ptr<i32>, #blocked1>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: }

#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#b = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // an iteration argument only feeding an scf.if condition whose branches store
  tt.func public @arg_if_cond_store(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c0, %u = %c1) -> (i32, i32) : i32 {
      %cmp = arith.cmpi sgt, %k, %c1 : i32
      scf.if %cmp {
        tt.store %p, %i : !tt.ptr<i32>
      }
      %k2 = arith.addi %k, %c1 : i32
      %u2 = arith.muli %u, %k : i32
      scf.yield %k2, %u2 : i32, i32
    }
    tt.return
  }
  // an iteration argument feeding a pure scf.if whose result is dead
  tt.func public @arg_if_pure_dead(%n: i32, %p: !tt.ptr<i32>) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c0, %u = %c1) -> (i32, i32) : i32 {
      %cmp = arith.cmpi sgt, %u, %c1 : i32
      %s = scf.if %cmp -> (i32) {
        scf.yield %u : i32
      } else {
        scf.yield %k : i32
      }
      %k2 = arith.addi %k, %i : i32
      scf.yield %k2, %s : i32, i32
    }
    tt.return %r#0 : i32
  }
  // tensors: an argument only used by a reduce whose result is dead, one used by a store
  tt.func public @tensor_args(%n: i32, %p: tensor<64x!tt.ptr<i32>, #a>, %x: tensor<64xi32, #a>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x, %d = %x) -> (tensor<64xi32, #a>, tensor<64xi32, #a>) : i32 {
      %s = "tt.reduce"(%d) <{axis = 0 : i32}> ({
      ^bb0(%l: i32, %m: i32):
        %q = arith.addi %l, %m : i32
        tt.reduce.return %q : i32
      }) : (tensor<64xi32, #a>) -> i32
      %sp = tt.splat %s : i32 -> tensor<64xi32, #a>
      %d2 = arith.addi %d, %sp : tensor<64xi32, #a>
      %t2 = arith.addi %t, %t : tensor<64xi32, #a>
      tt.store %p, %t2 : tensor<64x!tt.ptr<i32>, #a>
      scf.yield %t2, %d2 : tensor<64xi32, #a>, tensor<64xi32, #a>
    }
    tt.return
  }
  // nested loops: the inner loop's bound comes from an outer argument; nothing is used after
  tt.func public @nested_all_dead(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a0 = %c0, %b0 = %c1) -> (i32, i32) : i32 {
      %in = scf.for %j = %c0 to %b0 step %c1 iter_args(%t = %a0) -> (i32) : i32 {
        %u = arith.addi %t, %j : i32
        scf.yield %u : i32
      }
      %b1 = arith.addi %b0, %c1 : i32
      scf.yield %in, %b1 : i32, i32
    }
    tt.return
  }
  // a while loop whose carried value sets the bound of a for loop inside it
  tt.func public @while_sets_for_bound(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %w:2 = scf.while (%k = %c0, %bd = %c1) : (i32, i32) -> (i32, i32) {
      %lt = arith.cmpi slt, %k, %n : i32
      scf.condition(%lt) %k, %bd : i32, i32
    } do {
    ^bb0(%k2: i32, %bd2: i32):
      %acc = scf.for %j = %c0 to %bd2 step %c1 iter_args(%t = %k2) -> (i32) : i32 {
        %u = arith.addi %t, %j : i32
        scf.yield %u : i32
      }
      %bd3 = arith.addi %bd2, %c1 : i32
      scf.yield %acc, %bd3 : i32, i32
    }
    tt.store %p, %w#0 : !tt.ptr<i32>
    tt.return
  }
  // a loop result converted after the loop twice, in two layouts
  tt.func public @loop_result_two_converts(%n: i32, %pa: tensor<64x!tt.ptr<i32>, #b>, %x: tensor<64xi32, #a>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> (tensor<64xi32, #a>) : i32 {
      %t2 = arith.addi %t, %t : tensor<64xi32, #a>
      %tc = ttg.convert_layout %t2 : tensor<64xi32, #a> -> tensor<64xi32, #b>
      tt.store %pa, %tc : tensor<64x!tt.ptr<i32>, #b>
      scf.yield %t2 : tensor<64xi32, #a>
    }
    %o1 = ttg.convert_layout %r : tensor<64xi32, #a> -> tensor<64xi32, #b>
    tt.store %pa, %o1 : tensor<64x!tt.ptr<i32>, #b>
    tt.return
  }
}
