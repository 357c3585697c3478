// RUN: pyopt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect
// The result list before '=' (`%a, %b:2 = ...`), read as MLIR's
// parseOptionalResultIDList: the count after ':' is an integer token of at
// least 1; each message and column is Triton 3.6.0's (tools/crosscheck).
// `%4:0.5` was found by tools/fuzz (it raised a Python ValueError).

tt.func @f() {
  // expected-error @+1 {{expected integer number of results}}
  %4:0.5 = "foo.bar"() : () -> (i32)
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{expected named operation to have at least 1 result}}
  %4:0 = "foo.bar"() : () -> (i32)
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{expected named operation to have at least 1 result}}
  %4:99999999999999999999 = "foo.bar"() : () -> (i32)
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{expected integer number of results}}
  %4:x = "foo.bar"() : () -> (i32)
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{expected '=' after SSA name}}
  %4:1e3 = "foo.bar"() : () -> (i32)
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{expected valid ssa identifier}}
  %4, 5 = "foo.bar"() : () -> (i32)
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{expected '=' after SSA name}}
  %4, %5#0 = "foo.bar"() : () -> (i32, i32)
  tt.return
}

// -----

// A hexadecimal count is an integer token.
tt.func @f() {
  %4:0x2 = "foo.bar"() : () -> (i32, i32)
  "foo.use"(%4#1) : (i32) -> ()
  tt.return
}
