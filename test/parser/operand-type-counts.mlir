// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: not pyopt %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// MLIR's resolveOperands: a custom-form op's operand group given types in the
// text needs as many types as operands. Reported where the group starts, or
// at the op's name when the types are those of all operands of an op whose
// operands are parsed group by group (tt.atomic_rmw, ttng.tensormap_create).
// Each expected message, line and column was compared with Triton 3.6.0
// (tools/oracle.py accepts).

tt.func @g(%a: i32, %b: i32) -> i32 {
  tt.return %a : i32
}
tt.func @f(%a: i32) {
  // CHECK: operand-type-counts.mlir:[[# @LINE + 2]]:19: error: custom op 'tt.call' number of operands and types do not match: got 2 operands and 1 types
  // expected-error @+1 {{custom op 'tt.call' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = tt.call @g(%a, %a) : (i32) -> i32
  tt.return
}

// -----

tt.func @g(%a: i32) -> i32 {
  tt.return %a : i32
}
tt.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'tt.call' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tt.call @g(%a) : (i32, i32) -> i32
  tt.return
}

// -----

tt.func @g(%a: i32, %b: i32) -> (i32, i32) {
  // CHECK: operand-type-counts.mlir:[[# @LINE + 2]]:13: error: custom op 'tt.return' number of operands and types do not match: got 2 operands and 1 types
  // expected-error @+1 {{custom op 'tt.return' number of operands and types do not match: got 2 operands and 1 types}}
  tt.return %a, %b : i32
}

// -----

tt.func @f(%p: !tt.ptr<f32>, %v: f32, %m: i1) {
  // CHECK: operand-type-counts.mlir:[[# @LINE + 2]]:8: error: custom op 'tt.atomic_rmw' number of operands and types do not match: got 3 operands and 2 types
  // expected-error @+1 {{custom op 'tt.atomic_rmw' number of operands and types do not match: got 3 operands and 2 types}}
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (!tt.ptr<f32>, f32) -> f32
  tt.return
}

// -----

tt.func @f(%c: i1, %a: i32) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    // CHECK: operand-type-counts.mlir:[[# @LINE + 2]]:23: error: custom op 'scf.condition' number of operands and types do not match: got 1 operands and 2 types
    // expected-error @+1 {{custom op 'scf.condition' number of operands and types do not match: got 1 operands and 2 types}}
    scf.condition(%c) %x : i32, i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<i8>, %q: !tt.ptr<f32>, %a: i32, %b: i64) {
  // expected-error @+1 {{custom op 'ttng.tensormap_create' number of operands and types do not match: got 9 operands and 8 types}}
  ttng.tensormap_create %p, %q, [%a, %a], [%a, %a], [%b], [%a, %a] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32) -> ()
  tt.return
}

// -----

// scf.while's own parser: its function type, at the `:`.
tt.func @f(%c: i1, %a: i32) {
  // CHECK: operand-type-counts.mlir:[[# @LINE + 2]]:37: error: custom op 'scf.while' expected as many input types as operands (expected 2 got 1)
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 2 got 1)}}
  %0 = scf.while (%x = %a, %y = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z, %z : i32, i32
  }
  tt.return
}

// -----

tt.func @f(%c: i1, %a: i32) {
  // CHECK: operand-type-counts.mlir:[[# @LINE + 2]]:37: error: custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = scf.while (%x = %a, %y = %a) : i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  tt.return
}
