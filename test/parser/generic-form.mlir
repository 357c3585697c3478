// RUN: pyopt %s --mlir-print-op-generic | filecheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt - | filecheck %s --check-prefix=CUSTOM
// The generic form: every op as "name"(operands) <{properties}> ({regions})
// {attributes} : (types) -> types, value names as plain numbers; reading it
// back gives the custom form again.

module {
  // CHECK: "tt.func"() <{arg_attrs = [{tt.divisibility = 16 : i32}, {}], function_type = (!tt.ptr<f32>, i32) -> (), sym_name = "g", sym_visibility = "public"}> ({
  // CHECK-NEXT: ^bb0(%arg0: !tt.ptr<f32>, %arg1: i32):
  // CUSTOM: tt.func public @g(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32) {
  tt.func public @g(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32) {
    // CHECK-NEXT: %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    // CUSTOM: %c4_i32 = arith.constant 4 : i32
    %c4_i32 = arith.constant 4 : i32
    // CHECK-NEXT: %1 = "arith.muli"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    // CUSTOM-NEXT: %0 = arith.muli %arg1, %c4_i32 : i32
    %0 = arith.muli %arg1, %c4_i32 : i32
    // CHECK-NEXT: %2 = "tt.addptr"(%arg0, %1) : (!tt.ptr<f32>, i32) -> !tt.ptr<f32>
    %1 = tt.addptr %arg0, %0 : !tt.ptr<f32>, i32
    // CHECK-NEXT: %3 = "tt.load"(%2) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!tt.ptr<f32>) -> f32
    // CUSTOM: tt.load %1 : !tt.ptr<f32>
    %2 = tt.load %1 : !tt.ptr<f32>
    // CHECK-NEXT: "tt.store"(%2, %3) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32}> : (!tt.ptr<f32>, f32) -> ()
    tt.store %1, %2 : !tt.ptr<f32>
    // CHECK-NEXT: "tt.return"() : () -> ()
    tt.return
  }
}
