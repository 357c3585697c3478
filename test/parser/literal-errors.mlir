// RUN: pyopt %s --split-input-file --verify-diagnostics
// Literals that do not suit their type, or that MLIR's lexer reads
// otherwise than they look (`1e5` is `1` then `e5`: a float literal has a
// '.'), are errors; each message is Triton 3.6.0's for the same chunk
// (tools/oracle.py triton_roundtrip; Triton's handler prints no notes, the
// note on a decimal literal for a float is MLIR's, as in its test/IR/invalid.mlir).

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 1e309 : f64} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close an array attribute}}
"foo.op"() {a = array<i32: 1, 1e309>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = array<f32: 1e39>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"foo.op"() {a = dense<1e309> : tensor<f64>} : () -> ()

// -----

// expected-error @+1 {{expected ']'}}
"foo.op"() {a = dense<[1.5, 1e39]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"foo.op"() {a = [1, 1e5]} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = {b = 1e5}} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"foo.op"() {a = #ttg.blocked<{sizePerThread = [1e5], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"foo.op"() {a = array<i32: 1, 2.5>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = array<f32: 1, 2>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = dense<[1]> : tensor<1xf32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = 1 : f32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : index} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.5 : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.op"() {a = 1 : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {a = dense<true> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<2.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {a = array<f32: true>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {a = 0x7F80000000 : f32} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {a = dense<0x7F80000000> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"foo.op"() {a = -0x7F800000 : f32} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.op"() {a = array<i8: -129>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 300 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -129 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : ui8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"foo.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 2 : i1} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 18446744073709551616 : i64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 99999999999999999999} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 128 : si8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 99999999999999999999999 : index} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 0xFFFFFFFFFF : i32} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<[1, 2.5]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.op"() {a = dense<[1, -1]> : tensor<2xui8>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"foo.op"() {a = dense<true> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = dense<[1.5, 2]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {a = dense<[1.5, true]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = array<f32: 1.5, 2>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.op"() {a = array<i8: 1, 300>} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"foo.op"() {a = +1 : i32} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<2> : tensor<2xi1>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"foo.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -0 : i32} : () -> ()
