// RUN: not pyopt %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// Attributes whose parser is an ODS assemblyFormat (#ttg.dot_op, #ttng's
// tensor memory encodings) report their checks at the `<` after the mnemonic
// (the generated parser's location), not at the mnemonic as hand-written
// layout parsers (#ttg.slice, #ttg.amd_mfma) do. Messages and columns
// compared with Triton 3.6.0 (tools/oracle.py accepts).

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK: declarative-attr-errors.mlir:[[# @LINE + 1]]:44: error: ttg.dot_op unexpected parent layout: #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
tt.func @f() attributes {fz.x = #ttg.dot_op<{opIdx = 0, parent = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>}>} {
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK: declarative-attr-errors.mlir:[[# @LINE + 1]]:17: error: ttg.dot_op opIdx parameter can be 0 or 1, got: 3
#d = #ttg.dot_op<{opIdx = 3, parent = #blocked, kWidth = 2}>
tt.func @f() attributes {fz.x = #d} {
  tt.return
}

// -----

// CHECK: declarative-attr-errors.mlir:[[# @LINE + 1]]:61: error: colStride must be 1, 2, or 4 but got but got 3
tt.func @f() attributes {fz.x = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 3>} {
  tt.return
}

// -----

// A hand-written parser: at the mnemonic.
// CHECK: declarative-attr-errors.mlir:[[# @LINE + 1]]:38: error: expected a distributed encoding trait
tt.func @f() attributes {fz.x = #ttg.slice<{dim = 0, parent = 1}>} {
  tt.return
}

// -----

// The struct(params) body: each key a parameter, at most once (reported at
// its value), every parameter without a default present (reported at the
// body's last token: `}` of `<{...}>`, `>` of `<...>`).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK: declarative-attr-errors.mlir:[[# @LINE + 1]]:55: error: duplicate or unknown struct parameter name: foo
#d = #ttg.dot_op<{opIdx = 0, parent = #blocked, foo = 1}>
tt.func @f() attributes {fz.x = #d} {
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK: declarative-attr-errors.mlir:[[# @LINE + 1]]:36: error: struct is missing required parameter: opIdx
#d = #ttg.dot_op<{parent = #blocked}>
tt.func @f() attributes {fz.x = #d} {
  tt.return
}

// -----

// CHECK: declarative-attr-errors.mlir:[[# @LINE + 1]]:89: error: struct is missing required parameter: blockN
tt.func @f() attributes {fz.x = #ttng.tensor_memory_encoding<blockM = 128, colStride = 1>} {
  tt.return
}
