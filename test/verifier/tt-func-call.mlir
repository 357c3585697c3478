// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// tt.func and tt.call: FunctionOpInterface's verifier (argument and result attribute arrays,
// dialect attribute names, entry block arguments vs the signature), the function_type and
// arg_attrs/res_attrs constraints, the module's symbol table (redefined symbols) and
// tt.call's verifySymbolUses (callee exists and is a tt.func of the nearest symbol table,
// operand and result counts and types).
// Each chunk was run through Triton 3.6.0's parser and verifier (tools/oracle.py): the
// expected message and line are Triton's first error, and the chunks without one Triton
// accepts.  The notes' texts are MLIR's (the oracle shows errors only).

// func generic block arg mismatch
// expected-error @+1 {{'tt.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  tt.return
}) : () -> ()

// -----

// func arg_attrs count
// expected-error @+1 {{'tt.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{}, {}]}> ({
^bb0(%a: i32):
  tt.return
}) : () -> ()

// -----

// call undefined
tt.func @f() {
  // expected-error @+1 {{'tt.call' op 'nope' does not reference a valid function}}
  tt.call @nope() : () -> ()
  tt.return
}

// -----

// duplicate func
// expected-note @+1 {{see existing symbol definition here}}
tt.func @f() {
  tt.return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
tt.func @f() {
  tt.return
}

// -----

// call wrong count
tt.func @g(%a: i32) { tt.return }
tt.func @f() {
  // expected-error @+1 {{'tt.call' op incorrect number of operands for callee}}
  tt.call @g() : () -> ()
  tt.return
}

// -----

// return wrong type
tt.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  tt.return %a : i64
}

// -----

// reduce.return outside
tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.reduce.return' op expects parent op 'tt.reduce'}}
  tt.reduce.return %a : i32
}

// -----

// func num args vs block args
// expected-error @+1 {{'tt.func' op entry block must have 2 arguments to match function signature}}
"tt.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  tt.return
}) : () -> ()

// -----

// public decl + arg attrs mismatch
// expected-error @+1 {{'tt.func' op symbol declaration cannot have public visibility}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "public", arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// non-dialect arg attr
// expected-error @+1 {{'tt.func' op arguments may only have dialect attributes}}
tt.func @f(%a: i32 {foo = 1 : i32}) {
  tt.return
}

// -----

// res attrs mismatch
// expected-error @+1 {{'tt.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "f", res_attrs = [{}]}> ({
^bb0(%a: i32):
  tt.return
}) : () -> ()

// -----

// arg attr not dict
// expected-error @+1 {{'tt.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [1 : i32]}> ({
^bb0(%a: i32):
  tt.return
}) : () -> ()

// -----

// result non-dialect attr
// expected-error @+1 {{'tt.func' op results may only have dialect attributes}}
tt.func @f() -> (i32 {foo}) {
  %c = arith.constant 0 : i32
  tt.return %c : i32
}

// -----

// block arg mismatch and bad symbol visibility
// expected-error @+1 {{'tt.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "bogus"}> ({
^bb0(%a: i64):
  tt.return
}) : () -> ()

// -----

// tt.func in tt.func region? nested
module {
  // expected-error @+1 {{'tt.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
  "tt.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{}, {}]}> ({
  ^bb0(%a: i32):
    "tt.func"() <{function_type = () -> (), sym_name = "g"}> ({
      tt.return
    }) : () -> ()
    tt.return
  }) : () -> ()
}

// -----

// function_type not a function type
// expected-error @+1 {{'tt.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"tt.func"() <{function_type = i32, sym_name = "f"}> ({
  tt.return
}) : () -> ()

// -----

// arg_attrs not an array
// expected-error @+1 {{invalid properties {arg_attrs = 1 : i32, function_type = (i32) -> (), sym_name = "f"} for op tt.func: Invalid attribute `arg_attrs` in property conversion: 1 : i32}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = 1 : i32}> ({
^bb0(%a: i32):
  tt.return
}) : () -> ()

// -----

// call arg_attrs bad
tt.func @g(%a: i32) { tt.return }
tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.call' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "tt.call"(%a) <{callee = @g, arg_attrs = [1]}> : (i32) -> ()
  tt.return
}

// -----

// call ok, with arg attrs and nested module symbol
tt.func @g(%a: i32 {tt.divisibility = 16 : i32}) -> i32 {
  tt.return %a : i32
}
tt.func @f(%a: i32) -> i32 {
  %0 = tt.call @g(%a) : (i32) -> i32
  tt.return %0 : i32
}

// -----

// call to a symbol that is not a function
module {
  module @g {
  }
  tt.func @f() {
    // expected-error @+1 {{'tt.call' op 'g' does not reference a valid function}}
    tt.call @g() : () -> ()
    tt.return
  }
}

// -----

// call result count
tt.func @g() { tt.return }
tt.func @f() {
  // expected-error @+1 {{'tt.call' op incorrect number of results for callee}}
  %0 = tt.call @g() : () -> i32
  tt.return
}

// -----

// calls in two functions: the last function's is reported
tt.func @g(%a: i32) { tt.return }
tt.func @f1(%a: i64) {
  tt.call @g(%a) : (i64) -> ()
  tt.return
}
tt.func @f2() {
  // expected-error @+1 {{'tt.call' op 'h' does not reference a valid function}}
  tt.call @h() : () -> ()
  tt.return
}

// -----

// symbol in a nested module is not visible
module {
  module @m {
    tt.func @g() { tt.return }
  }
  tt.func @f() {
    // expected-error @+1 {{'tt.call' op 'g' does not reference a valid function}}
    tt.call @g() : () -> ()
    tt.return
  }
}

// -----

// same name in two modules is fine
module {
  module @a {
    tt.func @g() { tt.return }
  }
  module @b {
    tt.func @g() { tt.return }
  }
}


// -----

// call result type mismatch (notes: MLIR's text, as the diagnostic prints type lists)
tt.func @g() -> (i32, f32) {
  %c = arith.constant 0 : i32
  %d = arith.constant 0.0 : f32
  tt.return %c, %d : i32, f32
}
tt.func @f() {
  // expected-error @+3 {{'tt.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i64', 'f32'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = tt.call @g() : () -> (i64, f32)
  tt.return
}
