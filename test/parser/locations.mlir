// RUN: pyopt %s | filecheck %s
// RUN: pyopt %s --mlir-print-debuginfo | filecheck %s --check-prefix=DEBUG
// Locations in every form, with #loc aliases (any name) defined after their
// uses at the end of the file, as MLIR_ENABLE_DUMP output has them.  Without
// --mlir-print-debuginfo they are dropped; with it they are kept and renamed
// #loc, #loc1, ... (sorted by nesting depth), op locations after the module,
// argument locations inline and their aliases before the module.
// (The expected text was compared with Triton 3.6.0's printer.)

// CHECK-NOT: loc(
// CHECK: tt.func public @k(%arg0: i32) {
// DEBUG: #loc1 = loc("k.py":3:0)
// DEBUG-NEXT: #loc3 = loc("x"(#loc1))
// DEBUG-NEXT: module {
// DEBUG-NEXT: tt.func public @k(%arg0: i32 loc("x"(#loc1))) {
// DEBUG-NEXT: %c1_i32 = arith.constant 1 : i32 loc(#loc2)
// DEBUG-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32 loc(#loc4)
// DEBUG-NEXT: %1 = arith.muli %0, %0 : i32 loc(#loc5)
// DEBUG-NEXT: tt.return loc(#loc7)
// DEBUG-NEXT: } loc(#loc1)
// DEBUG-NEXT: } loc(#loc)
// DEBUG-NEXT: #loc = loc(unknown)
// DEBUG-NEXT: #loc2 = loc("k.py":4:5)
// DEBUG-NEXT: #loc4 = loc("y"(#loc2))
// DEBUG-NEXT: #loc5 = loc(callsite(#loc2 at #loc4))
// DEBUG-NEXT: #loc6 = loc("ret"(#loc4))
// DEBUG-NEXT: #loc7 = loc(fused[#loc2, #loc6])
#file = loc("k.py":3:0)
#line4 = loc("k.py":4:5)
#named = loc("y"(#line4))
module {
  tt.func public @k(%x: i32 loc(#argloc)) {
    %c1 = arith.constant 1 : i32 loc(#line4)
    %0 = arith.addi %x, %c1 : i32 loc(#named)
    %1 = arith.muli %0, %0 : i32 loc(callsite(#line4 at #named))
    tt.return loc(fused[#line4, "ret"(#named)])
  } loc(#file)
} loc(unknown)
#argloc = loc("x"(#file))
