// RUN: pyopt %s -canonicalize-pointers | FileCheck %s

// canonicalize-pointers through control flow: scf.for iter_args, scf.if results, arith.select
// (tensor and scalar), scf.while/scf.condition, cf.cond_br/cf.br block arguments (the rebuilt
// cf.cond_br drops its branch weights, as the C++ builder is given none).
// CHECK lines: real Triton 3.6.0 (tools/lit_checks_from_triton.py).
// CHECK-LABEL: tt.func @for_loop(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %arg0, %arg4 = %0, %arg5 = %cst) -> (!tt.ptr<f32>, tensor<1024xi32, #blocked>, tensor<1024xf32, #blocked>)  : i32 {
// CHECK-NEXT: %4 = tt.splat %arg3 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %5 = tt.addptr %4, %arg4 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %6 = tt.load %5 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %7 = arith.addf %arg5, %6 : tensor<1024xf32, #blocked>
// CHECK-NEXT: %8 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %9 = arith.addi %arg4, %8 : tensor<1024xi32, #blocked>
// CHECK-NEXT: scf.yield %arg3, %9, %7 : !tt.ptr<f32>, tensor<1024xi32, #blocked>, tensor<1024xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = tt.splat %1#0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %3 = tt.addptr %2, %1#1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: tt.store %3, %1#2 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return %1#2 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @if_select(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1:2 = scf.if %arg1 -> (!tt.ptr<f32>, tensor<1024xi32, #blocked>) {
// CHECK-NEXT: %12 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %13 = arith.addi %0, %12 : tensor<1024xi32, #blocked>
// CHECK-NEXT: scf.yield %arg0, %13 : !tt.ptr<f32>, tensor<1024xi32, #blocked>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0, %0 : !tt.ptr<f32>, tensor<1024xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.select %arg1, %1#0, %arg0 : !tt.ptr<f32>
// CHECK-NEXT: %3 = arith.select %arg1, %1#1, %0 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %4 = tt.splat %2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %5 = tt.addptr %4, %3 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %6 = tt.load %5 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %7 = arith.select %arg1, %arg0, %arg0 : !tt.ptr<f32>
// CHECK-NEXT: %8 = tt.addptr %7, %arg2 : !tt.ptr<f32>, i32
// CHECK-NEXT: %9 = tt.load %8 : !tt.ptr<f32>
// CHECK-NEXT: %10 = tt.splat %9 : f32 -> tensor<1024xf32, #blocked>
// CHECK-NEXT: %11 = arith.addf %6, %10 : tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.return %11 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @while_loop(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1:3 = scf.while (%arg2 = %arg0, %arg3 = %0, %arg4 = %c0_i32) : (!tt.ptr<i32>, tensor<1024xi32, #blocked>, i32) -> (!tt.ptr<i32>, tensor<1024xi32, #blocked>, i32) {
// CHECK-NEXT: %6 = arith.cmpi slt, %arg4, %arg1 : i32
// CHECK-NEXT: scf.condition(%6) %arg2, %arg3, %arg4 : !tt.ptr<i32>, tensor<1024xi32, #blocked>, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: !tt.ptr<i32>, %arg3: tensor<1024xi32, #blocked>, %arg4: i32):
// CHECK-NEXT: %6 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// CHECK-NEXT: %7 = tt.addptr %6, %arg3 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %8 = tt.load %7 : tensor<1024x!tt.ptr<i32>, #blocked>
// CHECK-NEXT: %9 = arith.addi %arg3, %8 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %10 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %arg2, %9, %10 : !tt.ptr<i32>, tensor<1024xi32, #blocked>, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = tt.splat %1#0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// CHECK-NEXT: %3 = tt.addptr %2, %1#1 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %4 = tt.load %3 : tensor<1024x!tt.ptr<i32>, #blocked>
// CHECK-NEXT: %5 = "tt.reduce"(%4) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %6 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: tt.reduce.return %6 : i32
// CHECK-NEXT: }) : (tensor<1024xi32, #blocked>) -> i32
// CHECK-NEXT: tt.return %5 : i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @branches(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%arg0, %0 : !tt.ptr<f32>, tensor<1024xi32, #blocked>), ^bb2
// CHECK-NEXT: ^bb1(%1: !tt.ptr<f32>, %2: tensor<1024xi32, #blocked>):  // pred: ^bb0
// CHECK-NEXT: %3 = arith.addi %2, %0 : tensor<1024xi32, #blocked>
// CHECK-NEXT: cf.br ^bb3(%1, %3 : !tt.ptr<f32>, tensor<1024xi32, #blocked>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.return %cst : tensor<1024xf32, #blocked>
// CHECK-NEXT: ^bb3(%4: !tt.ptr<f32>, %5: tensor<1024xi32, #blocked>):  // pred: ^bb1
// CHECK-NEXT: %6 = tt.splat %4 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %7 = tt.addptr %6, %5 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %8 = tt.load %7 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return %8 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_loop(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %n: i32) -> tensor<1024xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %2, %acc = %cst) -> (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>)  : i32 {
      %4 = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
      %5 = arith.addf %acc, %4 : tensor<1024xf32, #blocked>
      %6 = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
      %7 = tt.addptr %p, %6 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
      scf.yield %7, %5 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>
    }
    tt.store %3#0, %3#1 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3#1 : tensor<1024xf32, #blocked>
  }
  tt.func @if_select(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %c: i1, %k: i32) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = scf.if %c -> (tensor<1024x!tt.ptr<f32>, #blocked>) {
      %4 = tt.splat %k : i32 -> tensor<1024xi32, #blocked>
      %5 = tt.addptr %2, %4 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
      scf.yield %5 : tensor<1024x!tt.ptr<f32>, #blocked>
    } else {
      scf.yield %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    }
    %6 = arith.select %c, %3, %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %arg0, %k : !tt.ptr<f32>, i32
    %9 = arith.select %c, %8, %arg0 : !tt.ptr<f32>
    %10 = tt.load %9 : !tt.ptr<f32>
    %11 = tt.splat %10 : f32 -> tensor<1024xf32, #blocked>
    %12 = arith.addf %7, %11 : tensor<1024xf32, #blocked>
    tt.return %12 : tensor<1024xf32, #blocked>
  }
  tt.func @while_loop(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %3:2 = scf.while (%p = %2, %i = %c0) : (tensor<1024x!tt.ptr<i32>, #blocked>, i32) -> (tensor<1024x!tt.ptr<i32>, #blocked>, i32) {
      %4 = arith.cmpi slt, %i, %n : i32
      scf.condition(%4) %p, %i : tensor<1024x!tt.ptr<i32>, #blocked>, i32
    } do {
    ^bb0(%p2: tensor<1024x!tt.ptr<i32>, #blocked>, %i2: i32):
      %5 = tt.load %p2 : tensor<1024x!tt.ptr<i32>, #blocked>
      %6 = tt.addptr %p2, %5 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
      %c1 = arith.constant 1 : i32
      %7 = arith.addi %i2, %c1 : i32
      scf.yield %6, %7 : tensor<1024x!tt.ptr<i32>, #blocked>, i32
    }
    %8 = tt.load %3#0 : tensor<1024x!tt.ptr<i32>, #blocked>
    %9 = "tt.reduce"(%8) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %10 = arith.addi %a, %b : i32
      tt.reduce.return %10 : i32
    }) : (tensor<1024xi32, #blocked>) -> i32
    tt.return %9 : i32
  }
  tt.func @branches(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %c: i1) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    cf.cond_br %c, ^bb1(%2 : tensor<1024x!tt.ptr<f32>, #blocked>), ^bb2 {branch_weights = array<i32: 3, 1>}
  ^bb1(%p: tensor<1024x!tt.ptr<f32>, #blocked>):
    %3 = tt.addptr %p, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    cf.br ^bb3(%3 : tensor<1024x!tt.ptr<f32>, #blocked>)
  ^bb2:
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    tt.return %cst : tensor<1024xf32, #blocked>
  ^bb3(%q: tensor<1024x!tt.ptr<f32>, #blocked>):
    %4 = tt.load %q : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %4 : tensor<1024xf32, #blocked>
  }
}
