// RUN: pyopt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// MLIR reads IR token by token: line breaks are white space like any other,
// and comments may stand wherever white space may.  Each expected output is
// what Triton 3.6.0 prints for the same chunk (tools/oracle.py triton_roundtrip).

// A module on one line.
// CHECK: module {
// CHECK-NEXT: }
module {}

// -----

// No space before the brace.
// CHECK: module {
// CHECK-NEXT: }
module{}

// -----

// A function and its body on one line.
// CHECK: module {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
tt.func @f() { tt.return }

// -----

// A generic op with a labelled block on one line.
// CHECK: module {
// CHECK-NEXT:   "foo.bar"() ({
// CHECK-NEXT:     "foo.baz"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
"foo.bar"() ({ ^bb0: "foo.baz"() : () -> () }) : () -> ()

// -----

// Nested one-line regions.
// CHECK: module {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module { tt.func @f() { tt.return } }

// -----

// Several ops on one line, in a one-line body.
// CHECK: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     tt.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
tt.func @f(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32 tt.return %0 : i32 }

// -----

// Two ops on one line in a body over lines.
// CHECK: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     tt.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32 %1 = arith.addi %0, %0 : i32
    tt.return %1 : i32
  }
}

// -----

// Then and else regions on one line.
// CHECK: module {
// CHECK-NEXT:   tt.func @f(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       tt.call @f(%arg0) : (i1) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%c: i1) {
    scf.if %c { tt.call @f(%c) : (i1) -> () } else { }
    tt.return
  }
}

// -----

// Braces on lines of their own.
// CHECK: module {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module
{
  tt.func @f()
  {
    tt.return
  }
}

// -----

// Two regions of a generic op on one line.
// CHECK: module {
// CHECK-NEXT:   "foo.bar"() ({
// CHECK-NEXT:     "foo.baz"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "foo.baz"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
module {
  "foo.bar"() ({ "foo.baz"() : () -> () }, { "foo.baz"() : () -> () }) : () -> ()
}

// -----

// Two generic ops on one line (an implicit module).
// CHECK: module {
// CHECK-NEXT:   "foo.bar"() : () -> ()
// CHECK-NEXT:   "foo.baz"() : () -> ()
// CHECK-NEXT: }
"foo.bar"() : () -> () "foo.baz"() : () -> ()

// -----

// Comments between the tokens of ops, types and alias definitions.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<128xi32, #blocked>, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1], // per thread
  threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module // the module
{ // its body
  tt.func // a function
    @f(%a: tensor<128x // dims
         i32, #blocked>, // first
       %b: i32) { // body
    %0 = arith.addi // the sum
        %b, %b // of b
        : i32
    tt.return // done
  } // end of f
} // end

// -----

// A block label over two lines, a comment between.
// CHECK: module {
// CHECK-NEXT:   tt.func @f(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%c: i1) {
    cf.cond_br %c, ^bb1, ^bb2 // branch
  ^bb1: // pred: ^bb0
    tt.return
  ^bb2 // no colon yet
  :
    tt.return
  }
}

// -----

// An alias definition over lines.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<128xi32, #blocked>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked
  // the layout
  = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} { tt.func @f(%a: tensor<128xi32, #blocked>) { tt.return } }

// -----

// A location over lines.
// CHECK: module {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f() {
    tt.return loc("a" // in the location
      :1:2)
  }
}
