// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// An enum attribute a format prints as a keyword (ODS's generated parser): a keyword that
// is not a case, a string that names none, and, in generic form, a property outside the
// cases.  Each error and its position is what the Triton 3.6.0 wheel reports for its chunk
// (libtriton's parse_mlir_module); the later releases' ops: test/verifier/new-ops-3.8-3.9.mlir.

tt.func @f() {
  // expected-error @+1 {{custom op 'tt.get_program_id' expected string or keyword containing one of the following enum values for attribute 'axis' [x, y, z]}}
  %0 = tt.get_program_id w : i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{custom op 'tt.get_program_id' expected string or keyword containing one of the following enum values for attribute 'axis' [x, y, z]}}
  %0 = tt.get_program_id 3 : i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{custom op 'tt.get_program_id' invalid axis attribute specification: "w"}}
  %0 = tt.get_program_id "w" : i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{invalid properties {axis = 3 : i32} for op tt.get_program_id: Invalid attribute `axis` in property conversion: 3 : i32}}
  %0 = "tt.get_program_id"() <{axis = 3 : i32}> : () -> i32
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f32>, %v: f32, %m: i1) {
  // expected-error @+1 {{custom op 'tt.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'sem' [relaxed, acquire, release, acq_rel]}}
  %0 = tt.atomic_rmw fadd, seq_cst, gpu, %p, %v, %m : (!tt.ptr<f32>, f32, i1) -> f32
  tt.return
}
