// RUN: pyopt %s -canonicalize --split-input-file | filecheck %s
// The arith dialect's canonicalization patterns (ArithCanonicalization.td and ArithOps.cpp
// at Triton 3.6.0's LLVM).  Expected output: real Triton 3.6.0 (passes.common.add_canonicalizer).

// AddIAddConstant: the overflow flags both addi carry survive (nsw).
// CHECK-LABEL: tt.func @addi_addi(
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @addi_addi(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 5 : i32
  %0 = arith.addi %x, %c0 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c1 overflow<nsw> : i32
  tt.return %1 : i32
}

// -----

// AddISubConstantRHS, AddISubConstantLHS.
// CHECK-LABEL: tt.func @addi_subi(
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 overflow<nuw> : i32
// CHECK-NEXT: %1 = arith.subi %c8_i32, %arg1 : i32
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }
tt.func @addi_subi(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 5 : i32
  %0 = arith.subi %x, %c0 overflow<nuw> : i32
  %1 = arith.addi %0, %c1 overflow<nuw> : i32
  %2 = arith.subi %c0, %y : i32
  %3 = arith.addi %2, %c1 : i32
  tt.return %1, %3 : i32, i32
}

// -----

// AddIMulNegativeOneRhs, AddIMulNegativeOneLhs: the overflow flags are dropped.
// CHECK-LABEL: tt.func @addi_muli(
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }
tt.func @addi_muli(%x: i32, %y: i32) -> (i32, i32) {
  %m = arith.constant -1 : i32
  %0 = arith.muli %y, %m overflow<nsw> : i32
  %1 = arith.addi %x, %0 overflow<nsw> : i32
  %2 = arith.muli %x, %m : i32
  %3 = arith.addi %2, %y : i32
  tt.return %1, %3 : i32, i32
}

// -----

// AddIMulNegativeOneRhs on a splat -1.
// CHECK-LABEL: tt.func @addi_muli_tensor(
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : tensor<4xi32>
// CHECK-NEXT: tt.return %0 : tensor<4xi32>
// CHECK-NEXT: }
tt.func @addi_muli_tensor(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %m = arith.constant dense<-1> : tensor<4xi32>
  %0 = arith.muli %y, %m : tensor<4xi32>
  %1 = arith.addi %x, %0 : tensor<4xi32>
  tt.return %1 : tensor<4xi32>
}

// -----

// MulIMulIConstant: scalar constants only (APIntAttr), not splats.
// CHECK-LABEL: tt.func @muli_muli(
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : tensor<4xi32>
// CHECK-NEXT: %c21_i64 = arith.constant 21 : i64
// CHECK-NEXT: %0 = arith.muli %arg0, %c21_i64 overflow<nsw> : i64
// CHECK-NEXT: %1 = arith.muli %arg1, %cst_0 : tensor<4xi32>
// CHECK-NEXT: %2 = arith.muli %1, %cst : tensor<4xi32>
// CHECK-NEXT: tt.return %0, %2 : i64, tensor<4xi32>
// CHECK-NEXT: }
tt.func @muli_muli(%x: i64, %t: tensor<4xi32>) -> (i64, tensor<4xi32>) {
  %c0 = arith.constant 3 : i64
  %c1 = arith.constant 7 : i64
  %0 = arith.muli %x, %c0 overflow<nsw> : i64
  %1 = arith.muli %0, %c1 overflow<nsw> : i64
  %d0 = arith.constant dense<3> : tensor<4xi32>
  %d1 = arith.constant dense<7> : tensor<4xi32>
  %2 = arith.muli %t, %d0 : tensor<4xi32>
  %3 = arith.muli %2, %d1 : tensor<4xi32>
  tt.return %1, %3 : i64, tensor<4xi32>
}

// -----

// SubIRHSAddConstant (flags dropped), SubILHSAddConstant, SubIRHSSubConstantRHS/LHS,
// SubILHSSubConstantRHS/LHS.
// CHECK-LABEL: tt.func @subi_pats(
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %1 = arith.subi %c2_i32, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT: %3 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %4 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT: %5 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: tt.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @subi_pats(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 5 : i32
  %a = arith.addi %x, %c0 overflow<nsw> : i32
  %0 = arith.subi %a, %c1 overflow<nsw> : i32
  %1 = arith.subi %c1, %a overflow<nsw> : i32
  %s = arith.subi %x, %c0 : i32
  %2 = arith.subi %s, %c1 : i32
  %3 = arith.subi %c1, %s : i32
  %t = arith.subi %c0, %x : i32
  %4 = arith.subi %t, %c1 : i32
  %5 = arith.subi %c1, %t : i32
  tt.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

// SubISubILHSRHSLHS.
// CHECK-LABEL: tt.func @subi_subi(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_subi(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y overflow<nsw> : i32
  %1 = arith.subi %0, %x overflow<nsw> : i32
  tt.return %1 : i32
}

// -----

// XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI.
// CHECK-LABEL: tt.func @xori(
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.xori %arg4, %arg5 : i8
// CHECK-NEXT: %2 = arith.extui %1 : i8 to i32
// CHECK-NEXT: %3 = arith.xori %arg4, %arg5 : i8
// CHECK-NEXT: %4 = arith.extsi %3 : i8 to i32
// CHECK-NEXT: tt.return %0, %2, %4 : i1, i32, i32
// CHECK-NEXT: }
tt.func @xori(%a: i32, %b: i32, %p: i1, %q: i1, %u: i8, %v: i8) -> (i1, i32, i32) {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %e1 = arith.extui %u : i8 to i32
  %e2 = arith.extui %v : i8 to i32
  %2 = arith.xori %e1, %e2 : i32
  %s1 = arith.extsi %u : i8 to i32
  %s2 = arith.extsi %v : i8 to i32
  %3 = arith.xori %s1, %s2 : i32
  tt.return %1, %2, %3 : i1, i32, i32
}

// -----

// CmpIExtSI, CmpIExtUI: eq and ne only.
// CHECK-LABEL: tt.func @cmpi_ext(
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %2 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %3 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %1, %2 : i32
// CHECK-NEXT: tt.return %0, %3, %4 : i1, i1, i1
// CHECK-NEXT: }
tt.func @cmpi_ext(%u: i8, %v: i8) -> (i1, i1, i1) {
  %s1 = arith.extsi %u : i8 to i32
  %s2 = arith.extsi %v : i8 to i32
  %0 = arith.cmpi eq, %s1, %s2 : i32
  %e1 = arith.extui %u : i8 to i32
  %e2 = arith.extui %v : i8 to i32
  %1 = arith.cmpi ne, %e1, %e2 : i32
  %2 = arith.cmpi slt, %e1, %e2 : i32
  tt.return %0, %1, %2 : i1, i1, i1
}

// -----

// SelectNotCond, RedundantSelectTrue, RedundantSelectFalse, SelectI1ToNot, SelectToExtUI.
// CHECK-LABEL: tt.func @select_pats(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT: %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %4 = arith.extui %arg1 : i1 to i32
// CHECK-NEXT: %5 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT: tt.return %0, %1, %2, %3, %4, %6 : i32, i32, i32, i1, i32, i32
// CHECK-NEXT: }
tt.func @select_pats(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.xori %p, %t : i1
  %0 = arith.select %n, %a, %b : i32
  %s = arith.select %p, %a, %b : i32
  %1 = arith.select %p, %s, %c : i32
  %2 = arith.select %p, %c, %s : i32
  %3 = arith.select %q, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %4 = arith.select %q, %one, %zero : i32
  %5 = arith.select %q, %zero, %one : i32
  tt.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

// -----

// IndexCastOfIndexCast, IndexCastOfExtSI, IndexCastUIOfIndexCastUI, IndexCastUIOfExtUI,
// BitcastOfBitcast (then the same-type bitcast folds), ExtSIOfExtUI.
// CHECK-LABEL: tt.func @casts(
// CHECK-NEXT: %0 = arith.index_cast %arg1 : i16 to index
// CHECK-NEXT: %1 = arith.index_castui %arg1 : i16 to index
// CHECK-NEXT: %2 = arith.extui %arg3 : i8 to i64
// CHECK-NEXT: tt.return %arg0, %0, %arg0, %1, %arg2, %2 : i32, index, i32, index, f32, i64
// CHECK-NEXT: }
tt.func @casts(%x: i32, %y: i16, %z: f32, %w: i8) -> (i32, index, i32, index, f32, i64) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %e = arith.extsi %y : i16 to i32
  %2 = arith.index_cast %e : i32 to index
  %3 = arith.index_castui %x : i32 to index
  %4 = arith.index_castui %3 : index to i32
  %eu = arith.extui %y : i16 to i32
  %5 = arith.index_castui %eu : i32 to index
  %b0 = arith.bitcast %z : f32 to i32
  %b1 = arith.bitcast %b0 : i32 to f32
  %u = arith.extui %w : i8 to i32
  %6 = arith.extsi %u : i32 to i64
  tt.return %1, %2, %4, %5, %b1, %6 : i32, index, i32, index, f32, i64
}

// -----

// AndOfExtUI, OrOfExtUI, AndOfExtSI, OrOfExtSI.
// CHECK-LABEL: tt.func @andor(
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i32
// CHECK-NEXT: %4 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extsi %4 : i8 to i32
// CHECK-NEXT: %6 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.extsi %6 : i8 to i32
// CHECK-NEXT: tt.return %1, %3, %5, %7 : i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @andor(%u: i8, %v: i8) -> (i32, i32, i32, i32) {
  %e1 = arith.extui %u : i8 to i32
  %e2 = arith.extui %v : i8 to i32
  %0 = arith.andi %e1, %e2 : i32
  %1 = arith.ori %e1, %e2 : i32
  %s1 = arith.extsi %u : i8 to i32
  %s2 = arith.extsi %v : i8 to i32
  %2 = arith.andi %s1, %s2 : i32
  %3 = arith.ori %s1, %s2 : i32
  tt.return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// TruncIExtSIToExtSI, TruncIExtUIToExtUI, TruncIShrSIToTrunciShrUI.
// CHECK-LABEL: tt.func @trunci(
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.shrui %arg1, %c32_i64 : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: tt.return %0, %1, %3 : i16, i16, i32
// CHECK-NEXT: }
tt.func @trunci(%u: i8, %x: i64) -> (i16, i16, i32) {
  %e = arith.extsi %u : i8 to i64
  %0 = arith.trunci %e : i64 to i16
  %z = arith.extui %u : i8 to i64
  %1 = arith.trunci %z : i64 to i16
  %c = arith.constant 32 : i64
  %s = arith.shrsi %x, %c : i64
  %2 = arith.trunci %s : i64 to i32
  tt.return %0, %1, %2 : i16, i16, i32
}

// -----

// TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP.
// CHECK-LABEL: tt.func @truncf(
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.uitofp %arg1 : i32 to f16
// CHECK-NEXT: tt.return %0, %1 : f16, f16
// CHECK-NEXT: }
tt.func @truncf(%x: i32, %y: i32) -> (f16, f16) {
  %a = arith.sitofp %x : i32 to f32
  %0 = arith.truncf %a : f32 to f16
  %b = arith.uitofp %y : i32 to f32
  %1 = arith.truncf %b : f32 to f16
  tt.return %0, %1 : f16, f16
}

// -----

// MulFOfNegF (fastmath kept), DivFOfNegF.
// CHECK-LABEL: tt.func @negf(
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: tt.return %0, %1 : f32, f32
// CHECK-NEXT: }
tt.func @negf(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %0 = arith.mulf %a, %b fastmath<fast> : f32
  %1 = arith.divf %a, %b : f32
  tt.return %0, %1 : f32, f32
}

// -----

// CmpFIntToFPConst: exact constant, fractional constant, ord.
// CHECK-LABEL: tt.func @cmpf(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg1, %c4_i8 : i8
// CHECK-NEXT: tt.return %0, %1, %true, %true : i1, i1, i1, i1
// CHECK-NEXT: }
tt.func @cmpf(%x: i32, %y: i8) -> (i1, i1, i1, i1) {
  %a = arith.sitofp %x : i32 to f32
  %c = arith.constant 4.0 : f32
  %0 = arith.cmpf olt, %a, %c : f32
  %b = arith.uitofp %y : i8 to f32
  %d = arith.constant 4.5 : f32
  %1 = arith.cmpf ogt, %b, %d : f32
  %2 = arith.cmpf ord, %b, %d : f32
  %e = arith.constant 1.0e+10 : f32
  %3 = arith.cmpf olt, %b, %e : f32
  tt.return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// No SIToFPOfExtSI / UIToFPOfExtUI / SIToFPOfExtUI in Triton 3.6.0's LLVM.
// CHECK-LABEL: tt.func @itofp_ext(
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT: %2 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %3 = arith.uitofp %2 : i32 to f32
// CHECK-NEXT: %4 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT: tt.return %1, %3, %4 : f32, f32, f32
// CHECK-NEXT: }
tt.func @itofp_ext(%u: i8) -> (f32, f32, f32) {
  %s = arith.extsi %u : i8 to i32
  %0 = arith.sitofp %s : i32 to f32
  %z = arith.extui %u : i8 to i32
  %1 = arith.uitofp %z : i32 to f32
  %2 = arith.sitofp %z : i32 to f32
  tt.return %0, %1, %2 : f32, f32, f32
}

// -----

// AddUIExtendedToAddI, MulSIExtendedToMulI, MulUIExtendedToMulI, MulSIExtendedRHSOne.
// CHECK-LABEL: tt.func @extended(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.extsi %3 : i1 to i32
// CHECK-NEXT: tt.return %0, %1, %2, %arg0, %4 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %0:2 = arith.addui_extended %x, %y : i32, i1
  %1:2 = arith.mulsi_extended %x, %y : i32
  %2:2 = arith.mului_extended %x, %y : i32
  %one = arith.constant 1 : i32
  %3:2 = arith.mulsi_extended %x, %one : i32
  tt.return %0#0, %1#0, %2#0, %3#0, %3#1 : i32, i32, i32, i32, i32
}

// -----

// IndexCastOfIndexCast also folds a narrowing round trip at this LLVM.
// CHECK-LABEL: tt.func @lossy(
// CHECK-NEXT: tt.return %arg0, %arg1 : index, i64
// CHECK-NEXT: }
tt.func @lossy(%x: index, %y: i64) -> (index, i64) {
  %0 = arith.index_cast %x : index to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.index_cast %y : i64 to index
  %3 = arith.index_cast %2 : index to i64
  tt.return %1, %3 : index, i64
}

// -----

// The constant patterns do not match splat constants.
// CHECK-LABEL: tt.func @addi_tensor_const(
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<5> : tensor<4xi32>
// CHECK-NEXT: %0 = arith.addi %arg0, %cst : tensor<4xi32>
// CHECK-NEXT: %1 = arith.addi %0, %cst_0 : tensor<4xi32>
// CHECK-NEXT: tt.return %1 : tensor<4xi32>
// CHECK-NEXT: }
tt.func @addi_tensor_const(%x: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant dense<3> : tensor<4xi32>
  %c1 = arith.constant dense<5> : tensor<4xi32>
  %0 = arith.addi %x, %c0 : tensor<4xi32>
  %1 = arith.addi %0, %c1 : tensor<4xi32>
  tt.return %1 : tensor<4xi32>
}

// -----

// index: AddIAddConstant and MulIMulIConstant at 64 bits.
// CHECK-LABEL: tt.func @index_ops(
// CHECK-NEXT: %c-15 = arith.constant -15 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c-2 : index
// CHECK-NEXT: %1 = arith.muli %arg0, %c-15 : index
// CHECK-NEXT: tt.return %0, %1 : index, index
// CHECK-NEXT: }
tt.func @index_ops(%x: index) -> (index, index) {
  %c0 = arith.constant 3 : index
  %c1 = arith.constant -5 : index
  %0 = arith.addi %x, %c0 : index
  %1 = arith.addi %0, %c1 : index
  %2 = arith.muli %x, %c0 : index
  %3 = arith.muli %2, %c1 : index
  tt.return %1, %3 : index, index
}

// -----

// MulIMulIConstant wraps at the type's width.
// CHECK-LABEL: tt.func @wrap(
// CHECK-NEXT: %c16_i8 = arith.constant 16 : i8
// CHECK-NEXT: %0 = arith.muli %arg0, %c16_i8 : i8
// CHECK-NEXT: tt.return %0 : i8
// CHECK-NEXT: }
tt.func @wrap(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %0 = arith.muli %x, %c0 : i8
  %1 = arith.muli %0, %c1 : i8
  tt.return %1 : i8
}

// -----

// Non-matching variants: -2 is not -1; subi(subi(a, b), b); extui of different types;
// select conditions that differ.
// CHECK-LABEL: tt.func @no_match(
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.muli %arg1, %c-2_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.subi %2, %arg1 : i32
// CHECK-NEXT: %4 = arith.extui %arg4 : i8 to i32
// CHECK-NEXT: %5 = arith.extui %arg5 : i16 to i32
// CHECK-NEXT: %6 = arith.xori %4, %5 : i32
// CHECK-NEXT: %7 = arith.cmpi eq, %4, %5 : i32
// CHECK-NEXT: %8 = arith.select %arg2, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.select %arg3, %8, %arg1 : i32
// CHECK-NEXT: tt.return %1, %3, %6, %7, %9, %8 : i32, i32, i32, i1, i32, i32
// CHECK-NEXT: }
tt.func @no_match(%x: i32, %y: i32, %p: i1, %q: i1, %u: i8, %v: i16) -> (i32, i32, i32, i1, i32, i32) {
  %m = arith.constant -2 : i32
  %0 = arith.muli %y, %m : i32
  %1 = arith.addi %x, %0 : i32
  %s = arith.subi %x, %y : i32
  %2 = arith.subi %s, %y : i32
  %e1 = arith.extui %u : i8 to i32
  %e2 = arith.extui %v : i16 to i32
  %3 = arith.xori %e1, %e2 : i32
  %c = arith.cmpi eq, %e1, %e2 : i32
  %4 = arith.select %p, %x, %y : i32
  %5 = arith.select %q, %4, %y : i32
  tt.return %1, %2, %3, %c, %5, %4 : i32, i32, i32, i1, i32, i32
}

// -----

// Tensors: SelectNotCond needs a scalar all-ones constant, SelectI1ToNot scalar i1 constants,
// SelectToExtUI a scalar integer result.
// CHECK-LABEL: tt.func @tensor_select(
// CHECK-NEXT: %cst = arith.constant dense<false> : tensor<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : tensor<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : tensor<4xi1>
// CHECK-NEXT: %0 = arith.xori %arg0, %cst_2 : tensor<4xi1>
// CHECK-NEXT: %1 = arith.select %0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: %2 = arith.select %arg0, %cst_1, %cst_0 : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: %3 = arith.select %arg0, %cst, %cst_2 : tensor<4xi1>, tensor<4xi1>
// CHECK-NEXT: tt.return %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xi1>
// CHECK-NEXT: }
tt.func @tensor_select(%p: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi1>) {
  %t = arith.constant dense<true> : tensor<4xi1>
  %n = arith.xori %p, %t : tensor<4xi1>
  %0 = arith.select %n, %a, %b : tensor<4xi1>, tensor<4xi32>
  %one = arith.constant dense<1> : tensor<4xi32>
  %zero = arith.constant dense<0> : tensor<4xi32>
  %1 = arith.select %p, %one, %zero : tensor<4xi1>, tensor<4xi32>
  %f = arith.constant dense<false> : tensor<4xi1>
  %2 = arith.select %p, %f, %t : tensor<4xi1>, tensor<4xi1>
  tt.return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi1>
}

// -----

// Tensors: XOrINotCmpI needs a scalar true; CmpIExtSI and AndOfExtSI match.
// CHECK-LABEL: tt.func @tensor_cmp(
// CHECK-NEXT: %cst = arith.constant dense<true> : tensor<4xi1>
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : tensor<4xi32>
// CHECK-NEXT: %1 = arith.xori %0, %cst : tensor<4xi1>
// CHECK-NEXT: %2 = arith.cmpi ne, %arg2, %arg3 : tensor<4xi8>
// CHECK-NEXT: %3 = arith.andi %arg2, %arg3 : tensor<4xi8>
// CHECK-NEXT: %4 = arith.extsi %3 : tensor<4xi8> to tensor<4xi32>
// CHECK-NEXT: tt.return %1, %2, %4 : tensor<4xi1>, tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: }
tt.func @tensor_cmp(%a: tensor<4xi32>, %b: tensor<4xi32>, %u: tensor<4xi8>, %v: tensor<4xi8>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi32>) {
  %t = arith.constant dense<true> : tensor<4xi1>
  %c = arith.cmpi slt, %a, %b : tensor<4xi32>
  %0 = arith.xori %c, %t : tensor<4xi1>
  %s1 = arith.extsi %u : tensor<4xi8> to tensor<4xi32>
  %s2 = arith.extsi %v : tensor<4xi8> to tensor<4xi32>
  %1 = arith.cmpi ne, %s1, %s2 : tensor<4xi32>
  %2 = arith.andi %s1, %s2 : tensor<4xi32>
  tt.return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi32>
}

// -----

// TruncIShrSIToTrunciShrUI needs the shift to equal the truncated width; TruncIExtSIToExtSI
// needs a narrower source (otherwise the folder works).
// CHECK-LABEL: tt.func @trunc_no(
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %0 = arith.shrsi %arg0, %c16_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: tt.return %1, %2, %arg1 : i32, i16, i32
// CHECK-NEXT: }
tt.func @trunc_no(%x: i64, %u: i32) -> (i32, i16, i32) {
  %c = arith.constant 16 : i64
  %s = arith.shrsi %x, %c : i64
  %0 = arith.trunci %s : i64 to i32
  %e = arith.extsi %u : i32 to i64
  %1 = arith.trunci %e : i64 to i16
  %2 = arith.trunci %e : i64 to i32
  tt.return %0, %1, %2 : i32, i16, i32
}

// -----

// TruncFSIToFPToSIToFP needs the default rounding mode.
// CHECK-LABEL: tt.func @truncf_rm(
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.truncf %0 to_nearest_away : f32 to f16
// CHECK-NEXT: tt.return %1 : f16
// CHECK-NEXT: }
tt.func @truncf_rm(%x: i32) -> f16 {
  %a = arith.sitofp %x : i32 to f32
  %0 = arith.truncf %a to_nearest_away : f32 to f16
  tt.return %0 : f16
}

// -----

// CmpFIntToFPConst: fractional and out-of-range constants, +inf, i64 -> f32 (mantissa
// too narrow), f16/bf16, NaN (no match), uno.
// CHECK-LABEL: tt.func @cmpf_edges(
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %cst = arith.constant 3.000000e+09 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpf ugt, %0, %cst : f32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg1, %c4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg3, %c0_i8 : i8
// CHECK-NEXT: tt.return %1, %2, %3, %true, %false, %4, %true, %5, %false, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
tt.func @cmpf_edges(%x: i32, %y: i64, %z: i16, %w: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i32 to f32
  %b = arith.sitofp %y : i64 to f32
  %c = arith.uitofp %z : i16 to f16
  %d = arith.sitofp %w : i8 to bf16
  %k1 = arith.constant 4.500000e+00 : f32
  %k2 = arith.constant -4.500000e+00 : f32
  %k3 = arith.constant 3.000000e+09 : f32
  %k4 = arith.constant 0x7F800000 : f32
  %k5 = arith.constant 1.000000e+20 : f32
  %k6 = arith.constant -1.000000e+00 : f16
  %k7 = arith.constant 0.000000e+00 : bf16
  %k8 = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf oge, %a, %k1 : f32
  %1 = arith.cmpf ult, %a, %k2 : f32
  %2 = arith.cmpf ugt, %a, %k3 : f32
  %3 = arith.cmpf ole, %a, %k4 : f32
  %4 = arith.cmpf oeq, %b, %k5 : f32
  %5 = arith.cmpf olt, %b, %k1 : f32
  %6 = arith.cmpf ugt, %c, %k6 : f16
  %7 = arith.cmpf une, %d, %k7 : bf16
  %8 = arith.cmpf olt, %a, %k8 : f32
  %9 = arith.cmpf uno, %a, %k1 : f32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// Patterns chaining through the driver.
// CHECK-LABEL: tt.func @chain(
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.subi %c1_i32, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c6_i32 : i32
// CHECK-NEXT: tt.return %1 : i32
// CHECK-NEXT: }
tt.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.subi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  %3 = arith.subi %c3, %2 : i32
  %4 = arith.muli %3, %c2 : i32
  %5 = arith.muli %4, %c3 : i32
  tt.return %5 : i32
}

// -----

// The extended ops keep their second result when it is used; mulsi_extended by 2.
// CHECK-LABEL: tt.func @extended_used(
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mulsi_extended %arg0, %c2_i32 : i32
// CHECK-NEXT: tt.return %sum, %overflow, %high, %high_1 : i32, i1, i32, i32
// CHECK-NEXT: }
tt.func @extended_used(%x: i32, %y: i32) -> (i32, i1, i32, i32) {
  %0:2 = arith.addui_extended %x, %y : i32, i1
  %1:2 = arith.mului_extended %x, %y : i32
  %two = arith.constant 2 : i32
  %2:2 = arith.mulsi_extended %x, %two : i32
  tt.return %0#0, %0#1, %1#1, %2#1 : i32, i1, i32, i32
}
