// RUN: pyopt %s -canonicalize-pointers | FileCheck %s

// canonicalize-pointers with tt.pointer_range = 32 (small tensors): splat/addptr offset
// accumulation (uniform splats and non-uniform ranges, constant offsets), 2-D offsets through
// expand_dims/broadcast/muli, pointer tensors through expand_dims/broadcast/convert_layout,
// scalar pointers with loads, stores and atomics, bitcast and ptr_to_int.
// CHECK lines: real Triton 3.6.0 (tools/lit_checks_from_triton.py).
// CHECK-LABEL: tt.func @addptr_twice(
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32
// CHECK-NEXT: %0 = tt.get_program_id x : i32
// CHECK-NEXT: %1 = arith.muli %0, %c1024_i32 : i32
// CHECK-NEXT: %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = arith.addi %1, %1 : i32
// CHECK-NEXT: %4 = arith.addi %2, %2 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %5 = tt.splat %3 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %6 = arith.addi %5, %4 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %8 = tt.addptr %7, %6 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %9 = tt.load %8 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %cst = arith.constant dense<4> : tensor<1024xi32, #blocked>
// CHECK-NEXT: %10 = arith.addi %2, %cst : tensor<1024xi32, #blocked>
// CHECK-NEXT: %11 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %12 = tt.addptr %11, %10 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: tt.store %12, %9 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @two_d(
// CHECK-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %2 = tt.broadcast %cst : tensor<32x1xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %3 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %4 = arith.muli %c0_i32, %arg1 : i32
// CHECK-NEXT: %5 = tt.splat %c0_i32 : i32 -> tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %6 = tt.splat %arg1 : i32 -> tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %7 = arith.muli %3, %cst_0 : tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %8 = arith.muli %5, %cst_0 : tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %9 = arith.muli %3, %6 : tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %10 = arith.addi %7, %8 : tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %11 = arith.addi %10, %9 : tensor<32x1xi32, #blocked1>
// CHECK-NEXT: %12 = tt.broadcast %11 : tensor<32x1xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %13 = tt.expand_dims %1 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
// CHECK-NEXT: %14 = tt.broadcast %13 : tensor<1x32xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %15 = arith.addi %12, %14 : tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %16 = arith.addi %2, %15 : tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %17 = tt.splat %4 : i32 -> tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %18 = arith.addi %17, %16 : tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %19 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: %20 = tt.addptr %19, %18 : tensor<32x32x!tt.ptr<f16>, #blocked1>, tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %21 = tt.load %20 : tensor<32x32x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: tt.return %21 : tensor<32x32xf16, #blocked1>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @expand_and_convert(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<1024xi32, #blocked> -> tensor<1024xi32, #blocked2>
// CHECK-NEXT: %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked2>
// CHECK-NEXT: %3 = tt.addptr %2, %1 : tensor<1024x!tt.ptr<f32>, #blocked2>, tensor<1024xi32, #blocked2>
// CHECK-NEXT: %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked2>
// CHECK-NEXT: tt.return %4 : tensor<1024xf32, #blocked2>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @scalar_ptr(
// CHECK-NEXT: %0 = tt.addptr %arg0, %arg1 : !tt.ptr<i32>, i32
// CHECK-NEXT: %1 = tt.load %0 : !tt.ptr<i32>
// CHECK-NEXT: %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %3 = tt.addptr %arg0, %2 : !tt.ptr<i32>, i32
// CHECK-NEXT: tt.store %3, %1 : !tt.ptr<i32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = tt.addptr %arg0, %2 : !tt.ptr<i32>, i32
// CHECK-NEXT: %5 = tt.atomic_rmw add, acq_rel, gpu, %4, %arg2, %true : (!tt.ptr<i32>, i32, i1) -> i32
// CHECK-NEXT: %6 = tt.addptr %arg0, %arg1 : !tt.ptr<i32>, i32
// CHECK-NEXT: %7 = tt.atomic_cas acq_rel, gpu, %6, %arg2, %5 : (!tt.ptr<i32>, i32, i32) -> i32
// CHECK-NEXT: tt.return %7 : i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @bitcast_ptrtoint(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = tt.ptr_to_int %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024xi64, #blocked>
// CHECK-NEXT: tt.return %3 : tensor<1024xi64, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // uniform (splat of pid * 1024) and non-uniform (make_range) parts, twice
  tt.func @addptr_twice(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) {
    %c1024 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %0 = arith.muli %pid, %c1024 : i32
    %1 = tt.splat %0 : i32 -> tensor<1024xi32, #blocked>
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %3 = arith.addi %1, %2 : tensor<1024xi32, #blocked>
    %4 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %5 = tt.addptr %4, %3 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %6 = tt.addptr %5, %3 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %cst = arith.constant dense<4> : tensor<1024xi32, #blocked>
    %9 = tt.addptr %8, %2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %10 = tt.addptr %9, %cst : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %10, %7 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
  // 2-D: expand_dims, broadcast and a mul of uniform and non-uniform parts
  tt.func @two_d(%arg0: !tt.ptr<f16> {tt.pointer_range = 32 : i32}, %stride: i32) -> tensor<32x32xf16, #blocked2> {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
    %2 = tt.splat %stride : i32 -> tensor<32x1xi32, #blocked2>
    %3 = arith.muli %1, %2 : tensor<32x1xi32, #blocked2>
    %4 = tt.broadcast %3 : tensor<32x1xi32, #blocked2> -> tensor<32x32xi32, #blocked2>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %6 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x32xi32, #blocked2>
    %7 = tt.broadcast %6 : tensor<1x32xi32, #blocked2> -> tensor<32x32xi32, #blocked2>
    %8 = arith.addi %4, %7 : tensor<32x32xi32, #blocked2>
    %9 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %10 = tt.broadcast %9 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked2>
    %11 = tt.addptr %10, %8 : tensor<32x32x!tt.ptr<f16>, #blocked2>, tensor<32x32xi32, #blocked2>
    %12 = tt.load %11 : tensor<32x32x!tt.ptr<f16>, #blocked2>
    tt.return %12 : tensor<32x32xf16, #blocked2>
  }
  // expand_dims of a pointer tensor, convert_layout of a pointer tensor
  tt.func @expand_and_convert(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked3> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked3>
    %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked3>
    tt.return %4 : tensor<1024xf32, #blocked3>
  }
  // a scalar pointer: addptr chain, scalar load and store, atomics
  tt.func @scalar_ptr(%arg0: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %off: i32, %v: i32) -> i32 {
    %0 = tt.addptr %arg0, %off : !tt.ptr<i32>, i32
    %1 = tt.load %0 : !tt.ptr<i32>
    %2 = tt.addptr %0, %off : !tt.ptr<i32>, i32
    tt.store %2, %1 : !tt.ptr<i32>
    %true = arith.constant true
    %3 = tt.atomic_rmw add, acq_rel, gpu, %2, %v, %true : (!tt.ptr<i32>, i32, i1) -> i32
    %4 = tt.atomic_cas acq_rel, gpu, %0, %v, %3 : (!tt.ptr<i32>, i32, i32) -> i32
    tt.return %4 : i32
  }
  // bitcast and ptr_to_int materialise the pointer
  tt.func @bitcast_ptrtoint(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) -> tensor<1024xi64, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.bitcast %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %5 = tt.load %4 : tensor<1024x!tt.ptr<i32>, #blocked>
    %6 = tt.ptr_to_int %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024xi64, #blocked>
    tt.return %6 : tensor<1024xi64, #blocked>
  }
}
