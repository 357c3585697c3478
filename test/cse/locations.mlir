// RUN: pyopt %s -cse --mlir-print-debuginfo | FileCheck %s

// Locations do not matter for equivalence.  The op that is kept takes the
// location of a duplicate when its own is loc(unknown) and the duplicate's is
// not: %c1 takes "a.py":3:4 from %c1b (then it is no longer unknown, so %c1c
// changes nothing); %c2 keeps its own; %a takes the fused location of %b.
// (Checked against Triton 3.6.0's output with locations.)

// CHECK-LABEL: tt.func @locations(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 loc(#loc1)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32 loc(#loc2)
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c2_i32 : i32 loc(#loc5)
// CHECK-NEXT: tt.return %0, %0, %c1_i32, %c2_i32 : i32, i32, i32, i32 loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("a.py":3:4)
// CHECK-NEXT: #loc2 = loc("c.py":1:1)
// CHECK-NEXT: #loc3 = loc("d.py":7:8)
// CHECK-NEXT: #loc4 = loc("e.py":9:10)
// CHECK-NEXT: #loc5 = loc(fused[#loc3, #loc4])

module {
  tt.func @locations() -> (i32, i32, i32, i32) {
    %c1 = arith.constant 1 : i32 loc(unknown)
    %c1b = arith.constant 1 : i32 loc("a.py":3:4)
    %c1c = arith.constant 1 : i32 loc("b.py":5:6)
    %c2 = arith.constant 2 : i32 loc("c.py":1:1)
    %c2b = arith.constant 2 : i32 loc(unknown)
    %a = arith.addi %c1, %c2 : i32 loc(unknown)
    %b = arith.addi %c2b, %c1c : i32 loc(fused["d.py":7:8, "e.py":9:10])
    tt.return %a, %b, %c1b, %c2b : i32, i32, i32, i32 loc(unknown)
  } loc(unknown)
} loc(unknown)
