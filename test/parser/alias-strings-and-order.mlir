// RUN: pyopt %s --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | filecheck %s
// Alias definitions and locations holding '//' in strings (no comment: the line reader's
// alias lines and op lines read them whole), comments after aliases, an alias of an alias
// (#a = #loc1 is a location alias), a trailing loc(#name) of an alias defined later, and
// nested name/call-site/fused locations naming aliases defined before.  The expected output
// is Triton 3.6.0's (tools/oracle.py roundtrip --keep-locations on this file).
#loc = loc("/x//y.py":0:0) // a comment "with // quotes"
#loc1 = loc("k//"(#loc)) // (
#a = #loc1
#b = loc(#a)
module {
  tt.func @f(%arg0: i32 loc("a//b":1:2)) {
    %0 = arith.constant {a = "x//", b = "//("} 1 : i32 loc("a//b":1:1) // c (
    %1 = arith.addi %0, %0 : i32 loc(#b) // ( [
    %2 = arith.addi %0,
        %1 : i32 loc(#loc3)
    %3 = arith.addi %2, %1 : i32 loc(callsite(#loc1 at #loc)) // x
    %4 = arith.addi %3, %1 : i32 loc(fused<"m//n">[#loc, #a])
    tt.return loc(#loc4)
  } loc(#a)
} loc(#loc)
#loc2 = loc("q//r":3:3)
#loc3 = loc("s"(#loc2)) // t
#loc4 = loc(callsite(#loc3 at #loc2))

// CHECK: #loc1 = loc("a//b":1:2)
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32 loc("a//b":1:2)) {
// CHECK-NEXT:     %c1_i32 = arith.constant {a = "x//", b = "//("} 1 : i32 loc(#loc2)
// CHECK-NEXT:     %k2F2F = arith.addi %c1_i32, %c1_i32 : i32 loc(#loc4)
// CHECK-NEXT:     %s = arith.addi %c1_i32, %k2F2F : i32 loc(#loc5)
// CHECK-NEXT:     %k2F2F_0 = arith.addi %s, %k2F2F : i32 loc(#loc6)
// CHECK-NEXT:     %k2F2F_1 = arith.addi %k2F2F_0, %k2F2F : i32 loc(#loc7)
// CHECK-NEXT:     tt.return loc(#loc8)
// CHECK-NEXT:   } loc(#loc4)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("/x//y.py":0:0)
// CHECK-NEXT: #loc2 = loc("a//b":1:1)
// CHECK-NEXT: #loc3 = loc("q//r":3:3)
// CHECK-NEXT: #loc4 = loc("k//"(#loc))
// CHECK-NEXT: #loc5 = loc("s"(#loc3))
// CHECK-NEXT: #loc6 = loc(callsite(#loc4 at #loc))
// CHECK-NEXT: #loc7 = loc(fused<"m//n">[#loc, #loc4])
// CHECK-NEXT: #loc8 = loc(callsite(#loc5 at #loc3))
