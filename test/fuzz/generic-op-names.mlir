// RUN: pyopt %s --split-input-file --verify-diagnostics | FileCheck %s
// A generic op's name is its string literal decoded, as MLIR's
// getStringValue decodes it: `"a\\b"` names `a\b`, printed back as written
// (pyopt used to keep the escapes in the name, so each round trip doubled
// them; found by tools/fuzz, seed 5).  Messages are Triton 3.6.0's.

// CHECK: "a\\b"() : () -> ()
"a\\b"() : () -> ()

// -----

// CHECK: "foo.bar"() : () -> ()
"foo\2Ebar"() : () -> ()

// -----

// expected-error @+1 {{null character not allowed in operation name}}
"\00"() : () -> ()

// -----

// expected-error @+1 {{empty operation name is invalid}}
""() : () -> ()
