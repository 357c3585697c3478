// RUN: pyopt %s -canonicalize-pointers | FileCheck %s

// canonicalize-pointers leaves ops it has no pattern for (here ttng.tensormap_create, an op of
// a dialect the pass does not convert) on the pointer they had.  For a pointer argument
// itself (offset 0) the op keeps the argument.  For a pointer with an offset, Triton 3.6.0's
// ConvertUnimplementedOpUnrealizedCasts builds the pointer but erases the cast before it
// redirects the uses (it replaces the uses of the new pointer instead), so the op is left
// with an unrealized_conversion_cast that has no inputs: pyopt does the same.
// CHECK lines: real Triton 3.6.0 (tools/lit_checks_from_triton.py).
// CHECK-LABEL: tt.func @tensormap(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast to !tt.ptr<f32>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: ttng.tensormap_create %arg2, %arg0, [%c32_i32, %c32_i32], [%arg3, %arg3], [%arg4], [%c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
// CHECK-NEXT: ttng.tensormap_create %arg2, %0, [%c32_i32, %c32_i32], [%arg3, %arg3], [%arg4], [%c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tensormap(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %desc: !tt.ptr<i8>, %k: i32, %s: i64) {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    ttng.tensormap_create %desc, %arg0, [%c32, %c32], [%k, %k], [%s], [%c1, %c1] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    %0 = tt.addptr %arg1, %k : !tt.ptr<f32>, i32
    ttng.tensormap_create %desc, %0, [%c32, %c32], [%k, %k], [%s], [%c1, %c1] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}
