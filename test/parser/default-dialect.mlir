// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// A custom-form op name with no dialect prefix (`a`, `b.`) is tried in the
// default dialect of the nearest enclosing custom-form op: `builtin` at the
// top and in a module, none in other ops (tt.func, scf.for); generic-form ops
// leave it as it is. Each expected message and line was compared with Triton
// 3.6.0 (tools/oracle.py accepts).

// expected-error @+1 {{custom op 'a' is unknown (tried 'builtin.a' as well)}}
a

// -----

module {
  // expected-error @+1 {{custom op 'b.' is unknown (tried 'builtin.b.' as well)}}
  b.
}

// -----

tt.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error @+1 {{Dialect `' not found for custom op 'a'  (tried '.a' as well)}}
    a
  }
  tt.return
}

// -----

module {
  "x.y"() ({
    // expected-error @+1 {{custom op 'a' is unknown (tried 'builtin.a' as well)}}
    a
  }) : () -> ()
}

// -----

tt.func @f() {
  // expected-error @+1 {{Dialect `' not found for custom op 'module'  (tried '.module' as well)}}
  module {
  }
  tt.return
}

// -----

tt.func @f() {
  // the op after `1`: `e5`
  // expected-error @+1 {{Dialect `' not found for custom op 'e5'  (tried '.e5' as well)}}
  %0 = arith.constant 1e5 : f32
  tt.return
}

// -----

module {
  tt.func @f() {
    tt.return
  // expected-error @+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
  } foo
}
