// RUN: pyopt %s --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | filecheck %s
// A file printed with its locations: a location at the end of every op's line and #loc
// aliases before and after the module (with a comment and a blank line among them).  The
// printed forms (`loc(#name)`, `loc("f":L:C)`, `loc("name")`, `loc(unknown)`) are read without
// Lark and apart from the op's text, and the alias lines that start and end the file are cut
// by the grammar's ALIAS_DEF pattern (pyopt/syntax/parser.py, _module_items, _trailing_loc);
// the other forms (white space inside, a name with a child, a call site, a range) and a line
// with a string go the general way.  The expected output is Triton 3.6.0's (tools/oracle.py
// run --keep-locations on this file).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32],
                         warpsPerCTA = [4], order = [0]}>
// a comment among the aliases
#loc = loc("k.py":1:0)

#loc1 = loc("k.py":2:5)
#loc2 = loc("k.py":3:4)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32 loc("k.py":1:7), %arg1: !tt.ptr<f32> loc(#loc1)) -> i32 {
    %c1_i32 = arith.constant 1 : i32 loc(#loc2)
    %0 = arith.addi %arg0, %c1_i32 : i32 loc(#loc3)
    %1 = arith.addi %0, %c1_i32 : i32 loc("k.py":9:9)
    %2 = arith.addi %1, %c1_i32 : i32 loc("named")
    %3 = arith.addi %2, %c1_i32 : i32 loc(unknown)
    %4 = arith.addi %3, %c1_i32 : i32   loc(#loc3)   
    %5 = arith.addi %4, %c1_i32 : i32 loc( #loc3 )
    %6 = arith.addi %5, %c1_i32 : i32 loc("named"(#loc2))
    %8 = arith.addi %6, %c1_i32 {tag = "s"} : i32 loc(#loc2)
    %9 = arith.addi %8, %c1_i32 : i32 loc(callsite(#loc2 at #loc1))
    %10 = arith.addi %9, %c1_i32 : i32 loc(#loc4)
    %11 = arith.addi %10, %c1_i32 : i32 loc(#loc4)
    %12 = arith.addi %11, %c1_i32 : i32 loc("k.py":1:2 to 3:4)
    tt.return %12 : i32 loc(#loc5)
  } loc(#loc)
} loc(#loc)
#loc3 = loc("/a/b.py":4:4)

// another comment
#loc4 = loc("outer"(#loc3))
#loc5 = loc(#loc4)

// CHECK: #loc1 = loc("k.py":1:7)
// CHECK-NEXT: #loc2 = loc("k.py":2:5)
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: i32 loc("k.py":1:7), %arg1: !tt.ptr<f32> loc("k.py":2:5)) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(#loc3)
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 loc(#loc4)
// CHECK-NEXT:     %1 = arith.addi %0, %c1_i32 : i32 loc(#loc5)
// CHECK-NEXT:     %named = arith.addi %1, %c1_i32 : i32 loc(#loc6)
// CHECK-NEXT:     %2 = arith.addi %named, %c1_i32 : i32 loc(#loc7)
// CHECK-NEXT:     %3 = arith.addi %2, %c1_i32 : i32 loc(#loc4)
// CHECK-NEXT:     %4 = arith.addi %3, %c1_i32 : i32 loc(#loc4)
// CHECK-NEXT:     %named_0 = arith.addi %4, %c1_i32 : i32 loc(#loc9)
// CHECK-NEXT:     %5 = arith.addi %named_0, %c1_i32 {tag = "s"} : i32 loc(#loc3)
// CHECK-NEXT:     %6 = arith.addi %5, %c1_i32 : i32 loc(#loc10)
// CHECK-NEXT:     %outer = arith.addi %6, %c1_i32 : i32 loc(#loc11)
// CHECK-NEXT:     %outer_1 = arith.addi %outer, %c1_i32 : i32 loc(#loc11)
// CHECK-NEXT:     %7 = arith.addi %outer_1, %c1_i32 : i32 loc(#loc8)
// CHECK-NEXT:     tt.return %7 : i32 loc(#loc11)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("k.py":1:0)
// CHECK-NEXT: #loc3 = loc("k.py":3:4)
// CHECK-NEXT: #loc4 = loc("/a/b.py":4:4)
// CHECK-NEXT: #loc5 = loc("k.py":9:9)
// CHECK-NEXT: #loc6 = loc("named")
// CHECK-NEXT: #loc7 = loc(unknown)
// CHECK-NEXT: #loc8 = loc("k.py":1:2 to 3:4)
// CHECK-NEXT: #loc9 = loc("named"(#loc3))
// CHECK-NEXT: #loc10 = loc(callsite(#loc3 at #loc2))
// CHECK-NEXT: #loc11 = loc("outer"(#loc4))
