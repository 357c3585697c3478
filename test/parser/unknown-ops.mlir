// RUN: pyopt %s --split-input-file --verify-diagnostics
// An op that a dialect Triton 3.6.0 loads does not register is an error (MLIR's
// verifier: the dialect does not allow unknown operations); ops of other dialects
// are kept, as under triton-opt's --allow-unregistered-dialect.  Each error and its
// position is Triton 3.6.0's for the same chunk (tools/oracle.py, unregistered
// dialects allowed).  The notes are pyopt's: the op is one of a later Triton release
// (pyopt/ir/release_ops.py, read from the 3.7.1, 3.8.0 and 3.9.0 wheels).

// expected-error @+1 {{unregistered operation 'tt.bogus' found in dialect ('tt') that does not allow unknown operations}}
"tt.bogus"() : () -> ()

// -----

tt.func @f() {
  // expected-error @+1 {{custom op 'tt.bogus' is unknown}}
  tt.bogus
  tt.return
}

// -----

tt.func @f(%a: f32) -> f32 {
  // expected-error @+2 {{unregistered operation 'tt.approx_divf' found in dialect ('tt') that does not allow unknown operations}}
  // expected-note @+1 {{'tt.approx_divf' is a Triton 3.9 op: --triton-version=3.9}}
  %0 = "tt.approx_divf"(%a, %a) : (f32, f32) -> f32
  tt.return %0 : f32
}

// -----

tt.func @f(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'tt.approx_divf' is unknown}}
  // expected-note @+1 {{'tt.approx_divf' is a Triton 3.9 op: --triton-version=3.9}}
  %0 = tt.approx_divf %a, %a : f32
  tt.return %0 : f32
}

// -----

// expected-error @+2 {{unregistered operation 'ub.unreachable' found in dialect ('ub') that does not allow unknown operations}}
// expected-note @+1 {{'ub.unreachable' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
"ub.unreachable"() : () -> ()

// -----

// The ops an op nests are verified first (MLIR's verifyOnExit).
"tt.bogus"() ({
  // expected-error @+1 {{unregistered operation 'tt.inner_bogus' found in dialect ('tt') that does not allow unknown operations}}
  "tt.inner_bogus"() : () -> ()
}) : () -> ()

// -----

// A dialect Triton loads whose ops pyopt does not all model: the others are kept in
// generic form (gpu.subgroup_size), and what Triton does not register is refused.
"gpu.subgroup_size"() : () -> (index)
// expected-error @+1 {{unregistered operation 'nvws.bogus' found in dialect ('nvws') that does not allow unknown operations}}
"nvws.bogus"() : () -> ()

// -----

// The dialects of each of Triton's: arith, math, scf, cf, ub, gpu, builtin, ttg, ttng, amdg.
// expected-error @+1 {{unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations}}
"arith.bogus"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'gpu.bogus' found in dialect ('gpu') that does not allow unknown operations}}
"gpu.bogus"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'builtin.bogus' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.bogus"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'amdg.bogus' found in dialect ('amdg') that does not allow unknown operations}}
"amdg.bogus"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'ttng.bogus' found in dialect ('ttng') that does not allow unknown operations}}
"ttng.bogus"() : () -> ()

// -----

// Dialects Triton's context does not load keep any op (llvm and rocdl too).
"llvm.bogus"() : () -> ()
"rocdl.bogus"() : () -> ()
"foo.bogus"() : () -> ()
