// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Operands' types as written against the values' types (MLIR's resolveSSAUse / addDefinition), names in nested regions, block arguments, result numbers.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

module {
  // expected-note @+1 {{prior use here}}
  tt.func @f(%a: i32) -> i32 {
    // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
    %0 = arith.addi %a, %a : i64
    tt.return %0 : i32
  }
}

// -----

module {
  tt.func @f(%a: i32) -> i32 {
    // expected-note @+1 {{previously used here with type 'i64'}}
    %0 = arith.addi %1, %1 : i64
    // expected-error @+1 {{definition of SSA value '%1#0' has type 'i32'}}
    %1 = arith.addi %a, %a : i32
    tt.return %0 : i32
  }
}

// -----

module {
  tt.func @f(%a: i32) -> i32 {
    // expected-note @+1 {{prior use here}}
    %0 = arith.addi %1, %1 : i64
    // expected-error @+1 {{use of value '%1' expects different type than prior uses: 'i32' vs 'i64'}}
    %2 = arith.addi %1, %1 : i32
    %1 = arith.addi %a, %a : i32
    tt.return %0 : i32
  }
}

// -----

tt.func @f(%a: i32) -> i32 {
  %0:2 = tt.elementwise_inline_asm "" {constraints = "=r,=r,r", packed_element = 1 : i32, pure = true} %a : i32 -> i32, i32
  // expected-error @+1 {{reference to invalid result number}}
  %1 = arith.addi %0#5, %a : i32
  tt.return %1 : i32
}

// -----

tt.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %1 = arith.addi %0#5, %a : i32
  %0:2 = tt.elementwise_inline_asm "" {constraints = "=r,=r,r", packed_element = 1 : i32, pure = true} %a : i32 -> i32, i32
  tt.return %1 : i32
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    // expected-note @+1 {{prior use here}}
    %b = arith.addi %d, %d : i64
    // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  %d = arith.addi %a, %a : i32
  tt.return %r : i32
}

// -----

module {
  // expected-note @+1 {{previously defined here}}
  %0 = arith.constant 1 : i32
  tt.func @f(%a: i32) -> i32 {
    // expected-error @+1 {{redefinition of SSA value '%0'}}
    %0 = arith.addi %a, %a : i32
    tt.return %0 : i32
  }
}

// -----

tt.func @f(%a: i32) -> i32 {
  tt.return %a : i32
}
tt.func @g(%a: i32) -> i32 {
  tt.return %a : i32
}

// -----

// expected-note @+1 {{previously referenced here}}
tt.func @f(%a: i32) -> i32 {
  %r = ttg.warp_specialize(%a) 
  default {
    ttg.warp_yield %a : i32
  }
  // expected-error @+1 {{region entry argument '%a' is already in use}}
  partition0(%a: i32) num_warps(1) {
    ttg.warp_return
  } : (i32) -> i32
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  scf.if %c {
    %b = arith.addi %a, %a : i32
  }
  %b = arith.addi %a, %a : i32
  scf.if %c {
    %d = arith.addi %b, %b : i32
  }
  tt.return %b : i32
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  // expected-note @+1 {{previously referenced here}}
  %b = arith.addi %a, %a : i32
  // expected-error @+1 {{region entry argument '%b' is already in use}}
  %0 = scf.for %i = %a to %a step %a iter_args(%b = %a) -> (i32) : i32 {
    scf.yield %b : i32
  }
  tt.return %b : i32
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  tt.return %x : i32
^bb2(%y: i64):
  %z = arith.trunci %y : i64 to i32
  tt.return %z : i32
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1
^bb2:
  // expected-note @+1 {{previously used here with type 'i64'}}
  %s = arith.addi %x, %x : i64
  tt.return %a : i32
^bb1:
  cf.br ^bb3(%a : i32)
// expected-error @+1 {{definition of SSA value '%x#0' has type 'i32'}}
^bb3(%x: i32):
  tt.return %x : i32
}

// -----

// expected-note @+1 {{previously defined here}}
tt.func @f(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a : i32)
// expected-error @+1 {{redefinition of SSA value '%a'}}
^bb1(%a: i32):
  tt.return %a : i32
}

// -----

// expected-note @+1 {{prior use here}}
tt.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i64) -> i32
  tt.return %0 : i32
}

// -----

tt.func @f(%a: i32) -> i32 {
  // expected-note @+1 {{previously used here with type 'i64'}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  // expected-error @+1 {{definition of SSA value '%b#0' has type 'i32'}}
  %b = arith.constant 1 : i32
  tt.return %0 : i32
}

// -----

// expected-note @+1 {{prior use here}}
tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %m: tensor<4xi1>, %o: tensor<4xf32>) {
  // expected-error @+1 {{use of value '%p' expects different type than prior uses: 'tensor<4x!tt.ptr<f16>>' vs 'tensor<4x!tt.ptr<f32>>'}}
  %0 = tt.load %p, %m, %o : tensor<4x!tt.ptr<f16>>
  tt.return
}

// -----

// expected-note @+1 {{prior use here}}
tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %m: tensor<8xi1>) {
  // expected-error @+1 {{use of value '%m' expects different type than prior uses: 'tensor<4xi1>' vs 'tensor<8xi1>'}}
  %0 = tt.load %p, %m : tensor<4x!tt.ptr<f32>>
  tt.return
}

// -----

// expected-note @+1 {{prior use here}}
tt.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %r = scf.for %i = %a to %a step %a iter_args(%b = %a) -> (i64) : i32 {
    scf.yield %b : i64
  }
  tt.return %a : i32
}
