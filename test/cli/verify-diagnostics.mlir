// Every form of expected-* designator, as MLIR's
// SourceMgrDiagnosticVerifierHandler reads them.  Parse errors are
// diagnostics like any other.
// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt %s --split-input-file -verify-diagnostics=all -o /dev/null
// RUN: pyopt %s --split-input-file --verify-diagnostics=only-expected -o /dev/null

// On the designator's own line.
tt.func @same_line() {
  %0 = arith.constant 1 : i32 i32  // expected-error {{expected operation name in quotes}}
  tt.return
}

// -----

tt.func @plus_one() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

tt.func @plus_two() {
  // expected-error @+2 {{expected operation name in quotes}}

  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

tt.func @minus_one() {
  %0 = arith.constant 1 : i32 i32
  // expected-error @-1 {{expected operation name in quotes}}
  tt.return
}

// -----

tt.func @above() {
  %0 = arith.constant 1 : i32 i32
  // expected-error @above {{expected operation name in quotes}}
  tt.return
}

// -----

tt.func @below() {
  // expected-error @below {{operation name in quotes}}
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

// No spaces around @ and {{.
tt.func @compact() {
  // expected-error@+1{{expected operation name in quotes}}
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

// -re: regular expressions inside {{...}}, literal text outside.
tt.func @regex() {
  // expected-error-re @+1 {{expected {{[a-z]+}} name in {{[[:alpha:]]+}}}}
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

// Without -re, {{ and }} inside the text are literal: this matches nothing
// because the message has no braces, so it sits on a line no error is on.
tt.func @substring() {
  // expected-error @+1 {{custom op 'tt.nope' is}}
  tt.nope
}
