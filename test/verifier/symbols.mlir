// RUN: pyopt %s --split-input-file --verify-diagnostics
// SymbolOpInterface's verifier (tt.func, builtin.module): messages are
// Triton 3.6.0's on the same chunks (tools/crosscheck).  The first case was
// found by tools/fuzz: a public tt.func whose body was emptied went on to
// crash remove-layout-conversions.

// expected-error @+1 {{'tt.func' op symbol declaration cannot have public visibility}}
tt.func public @a(%arg0: i32)

// -----

// expected-error @+1 {{'tt.func' op symbol declaration cannot have public visibility}}
tt.func @b(%arg0: i32)

// -----

// expected-error @+1 {{'tt.func' op symbol declaration cannot have public visibility}}
tt.func public @e() attributes {
}

// -----

// expected-error @+1 {{'tt.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"tt.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bogus"}> ({
  tt.return
}) : () -> ()

// -----

"builtin.module"() ({
  // expected-error @+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
  "builtin.module"() ({
  }) {sym_name = 5 : i32} : () -> ()
}) : () -> ()

// -----

// Private and nested declarations are fine.
tt.func private @c(%arg0: i32)
tt.func nested @d(%arg0: i32)
module @m {
  tt.func private @g()
}
