// RUN: pyopt %s --mlir-print-debuginfo | filecheck %s
// A fused location is built as MLIR's parser builds it (FusedLoc::get): unknown parts
// dropped, duplicates kept once, nested fused locations of the same metadata flattened,
// one part left without metadata is that part, none is unknown (with metadata:
// fused<m>[unknown]).  The expected output is Triton 3.6.0's (tools/oracle.py roundtrip
// --keep-locations on this file).
module {
  tt.func @f(%a: i32) {
    %0 = arith.addi %a, %a : i32 loc(fused["a":1:1, "a":1:1])
    %1 = arith.addi %a, %a : i32 loc(fused[unknown])
    %2 = arith.addi %a, %a : i32 loc(fused<"m">[])
    %3 = arith.addi %a, %a : i32 loc(fused[])
    %4 = arith.addi %a, %a : i32 loc(fused["a":1:1, fused["b":1:1, "c":2:2]])
    %5 = arith.addi %a, %a : i32 loc(fused<"m">["a":1:1, fused<"m">["b":1:1]])
    %6 = arith.addi %a, %a : i32 loc(fused<"m">["a":1:1, fused["b":1:1]])
    %7 = arith.addi %a, %a : i32 loc(fused["a":1:1, unknown, "b":2:2, "a":1:1])
    %8 = arith.addi %a, %a : i32 loc(fused<"m">[unknown])
    %9 = arith.addi %a, %a : i32 loc(fused<"m">["a":1:1])
    %10 = arith.addi %a, %a : i32 loc(fused<"n">["a":1:1, fused<"m">["b":1:1, "c":1:1]])
    tt.return
  }
}

// CHECK: #loc2 = loc("{{.*}}fused-locations.mlir":8:14)
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32 loc("{{.*}}fused-locations.mlir":8:14)) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32 loc(#loc4)
// CHECK-NEXT:     %2 = arith.addi %arg0, %arg0 : i32 loc(#loc10)
// CHECK-NEXT:     %3 = arith.addi %arg0, %arg0 : i32 loc(#loc4)
// CHECK-NEXT:     %4 = arith.addi %arg0, %arg0 : i32 loc(#loc11)
// CHECK-NEXT:     %5 = arith.addi %arg0, %arg0 : i32 loc(#loc12)
// CHECK-NEXT:     %6 = arith.addi %arg0, %arg0 : i32 loc(#loc12)
// CHECK-NEXT:     %7 = arith.addi %arg0, %arg0 : i32 loc(#loc13)
// CHECK-NEXT:     %8 = arith.addi %arg0, %arg0 : i32 loc(#loc10)
// CHECK-NEXT:     %9 = arith.addi %arg0, %arg0 : i32 loc(#loc14)
// CHECK-NEXT:     %10 = arith.addi %arg0, %arg0 : i32 loc(#loc16)
// CHECK-NEXT:     tt.return loc(#loc9)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}fused-locations.mlir":7:1)
// CHECK-NEXT: #loc1 = loc("{{.*}}fused-locations.mlir":8:3)
// CHECK-NEXT: #loc3 = loc("a":1:1)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("b":1:1)
// CHECK-NEXT: #loc6 = loc("c":2:2)
// CHECK-NEXT: #loc7 = loc("b":2:2)
// CHECK-NEXT: #loc8 = loc("c":1:1)
// CHECK-NEXT: #loc9 = loc("{{.*}}fused-locations.mlir":20:5)
// CHECK-NEXT: #loc10 = loc(fused<"m">[#loc4])
// CHECK-NEXT: #loc11 = loc(fused[#loc3, #loc5, #loc6])
// CHECK-NEXT: #loc12 = loc(fused<"m">[#loc3, #loc5])
// CHECK-NEXT: #loc13 = loc(fused[#loc3, #loc7])
// CHECK-NEXT: #loc14 = loc(fused<"m">[#loc3])
// CHECK-NEXT: #loc15 = loc(fused<"m">[#loc5, #loc8])
// CHECK-NEXT: #loc16 = loc(fused<"n">[#loc3, #loc15])
