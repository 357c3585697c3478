// --mlir-use-nameloc-as-prefix: values and arguments take the name of the first name location
// in their location (a call site's callee first); names are uniqued with _N and made printable
// as MLIR's printer makes them.  CHECK lines: real Triton 3.6.0's output for this file.
// RUN: pyopt %s --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | filecheck %s
// RUN: pyopt %s --mlir-use-nameloc-as-prefix | filecheck %s --check-prefix=NODEBUG
// RUN: pyopt %s --mlir-print-debuginfo | filecheck %s --check-prefix=PLAIN

#loc = loc("k.py":3:0)
module {
  tt.func public @k(%X: !tt.ptr<f32> loc("X"(#loc)), %N: i32 loc("N"(#loc)), %arg2: i32 loc(#loc)) {
    %c0 = arith.constant 0 : i32 loc(#loc)
    %c4 = arith.constant 4 : i32 loc("BLOCK"(#loc))
    %pid = tt.get_program_id x : i32 loc(#loc2)
    %offs = arith.muli %pid, %c4 : i32 loc(#loc3)
    %offs_0 = arith.addi %offs, %N : i32 loc(#loc4)
    %v = tt.addptr %X, %offs_0 : !tt.ptr<f32>, i32 loc(#loc7)
    %w = tt.addptr %v, %arg2 : !tt.ptr<f32>, i32 loc("weird name[0]"(#loc))
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("k.py":5:10)
#loc2 = loc("pid"(#loc1))
#loc3 = loc("offs"(#loc1))
#loc4 = loc("offs"(#loc1))
#loc5 = loc("ptr"(#loc1))
#loc6 = loc("k.py":9:4)
#loc7 = loc(callsite(#loc5 at #loc6))

// The same output, checked line by line:
// CHECK: #loc = loc("k.py":3:0)
// CHECK-NEXT: #loc3 = loc("X"(#loc))
// CHECK-NEXT: #loc4 = loc("N"(#loc))
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func public @k(%X: !tt.ptr<f32> loc("X"(#loc)), %N: i32 loc("N"(#loc)), %arg2: i32 loc("k.py":3:0)) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32 loc(#loc)
// CHECK-NEXT:     %BLOCK = arith.constant 4 : i32 loc(#loc5)
// CHECK-NEXT:     %pid = tt.get_program_id x : i32 loc(#loc6)
// CHECK-NEXT:     %offs = arith.muli %pid, %BLOCK : i32 loc(#loc7)
// CHECK-NEXT:     %offs_0 = arith.addi %offs, %N : i32 loc(#loc7)
// CHECK-NEXT:     %ptr = tt.addptr %X, %offs_0 : !tt.ptr<f32>, i32 loc(#loc10)
// CHECK-NEXT:     %weird_name5B05D = tt.addptr %ptr, %arg2 : !tt.ptr<f32>, i32 loc(#loc9)
// CHECK-NEXT:     tt.return loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc1 = loc("k.py":5:10)
// CHECK-NEXT: #loc2 = loc("k.py":9:4)
// CHECK-NEXT: #loc5 = loc("BLOCK"(#loc))
// CHECK-NEXT: #loc6 = loc("pid"(#loc1))
// CHECK-NEXT: #loc7 = loc("offs"(#loc1))
// CHECK-NEXT: #loc8 = loc("ptr"(#loc1))
// CHECK-NEXT: #loc9 = loc("weird name{{\[}}0]"(#loc))
// CHECK-NEXT: #loc10 = loc(callsite(#loc8 at #loc2))

// Without debug info the names are the same, the locations are not printed.
// NODEBUG: tt.func public @k(%X: !tt.ptr<f32>, %N: i32, %arg2: i32) {
// NODEBUG: %BLOCK = arith.constant 4 : i32
// NODEBUG: %offs_0 = arith.addi %offs, %N : i32
// NODEBUG-NOT: loc(

// Without the flag values are numbered.
// PLAIN: tt.func public @k(%arg0: !tt.ptr<f32> loc("X"(#loc)), %arg1: i32 loc("N"(#loc)), %arg2: i32 loc("k.py":3:0)) {
// PLAIN: %c4_i32 = arith.constant 4 : i32 loc(#loc5)
// PLAIN: %0 = tt.get_program_id x : i32 loc(#loc6)
