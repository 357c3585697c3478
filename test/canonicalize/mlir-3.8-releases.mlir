// What the LLVM of Triton 3.8 changes in -canonicalize: region simplification drops a block
// argument every predecessor passes the same value for at the default (normal) level, not only
// with region-simplify=aggressive; sitofp/uitofp of extsi/extui cast the narrow integer
// (SIToFPOfExtSI, SIToFPOfExtUI, UIToFPOfExtUI); index_cast(index_cast(x)) folds to x only where
// the intermediate type is at least as wide (index: 64 bits), the ui pair likewise.  Expected
// outputs: the Triton 3.7.1 wheel (3.6.0 prints the same) and the 3.8.0 wheel (3.9.0 prints the
// same) on this input (tools/oracle.py run FILE --pass=canonicalize), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

module {
tt.func @br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  %m = arith.muli %b, %b : i32
  cf.br ^bb3(%m : i32)
^bb3(%x: i32):
  cf.br ^bb4(%x, %a : i32, i32)
^bb4(%y: i32, %z: i32):
  %s = arith.addi %y, %z : i32
  tt.return %s : i32
}
tt.func @dup(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%a, %a : i32, i32)
^bb1(%y: i32, %z: i32):
  %s = arith.addi %y, %z : i32
  tt.return %s : i32
}
tt.func @same(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%y: i32, %z: i32):
  %s = arith.addi %y, %z : i32
  tt.return %s : i32
}
tt.func @redundant(%c: i1, %a: i32, %p: !tt.ptr<i32>) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  tt.store %p, %a : !tt.ptr<i32>
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %s = arith.addi %x, %x : i32
  tt.return %s : i32
}
  tt.func @f(%u: i8, %w: i32, %t: tensor<4xi8>) -> (f32, f32, f32, f32, f64, f32, tensor<4xf32>, f16, f32) {
    %s = arith.extsi %u : i8 to i32
    %0 = arith.sitofp %s : i32 to f32
    %z = arith.extui %u : i8 to i32
    %1 = arith.uitofp %z : i32 to f32
    %2 = arith.sitofp %z : i32 to f32
    %3 = arith.uitofp %s : i32 to f32
    %s64 = arith.extsi %w : i32 to i64
    %4 = arith.sitofp %s64 : i64 to f64
    %z64 = arith.extui %w : i32 to i64
    %5 = arith.sitofp %z64 : i64 to f32
    %ts = arith.extsi %t : tensor<4xi8> to tensor<4xi32>
    %6 = arith.sitofp %ts : tensor<4xi32> to tensor<4xf32>
    %7 = arith.sitofp %s : i32 to f16
    %tr = arith.trunci %w : i32 to i8
    %8 = arith.sitofp %tr : i8 to f32
    tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f64, f32, tensor<4xf32>, f16, f32
  }
  tt.func @ic(%a_i8: i8, %a_i32: i32, %a_i64: i64, %a_index: index) -> (i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index) {
    %x0 = arith.index_cast %a_i8 : i8 to index
    %y0 = arith.index_cast %x0 : index to i8
    %x1 = arith.index_cast %a_i32 : i32 to index
    %y1 = arith.index_cast %x1 : index to i32
    %x2 = arith.index_cast %a_i64 : i64 to index
    %y2 = arith.index_cast %x2 : index to i64
    %x3 = arith.index_cast %a_index : index to i8
    %y3 = arith.index_cast %x3 : i8 to index
    %x4 = arith.index_cast %a_index : index to i32
    %y4 = arith.index_cast %x4 : i32 to index
    %x5 = arith.index_cast %a_index : index to i64
    %y5 = arith.index_cast %x5 : i64 to index
    %x6 = arith.index_cast %a_i8 : i8 to index
    %y6 = arith.index_castui %x6 : index to i8
    %x7 = arith.index_cast %a_i32 : i32 to index
    %y7 = arith.index_castui %x7 : index to i32
    %x8 = arith.index_cast %a_i64 : i64 to index
    %y8 = arith.index_castui %x8 : index to i64
    %x9 = arith.index_cast %a_index : index to i8
    %y9 = arith.index_castui %x9 : i8 to index
    %x10 = arith.index_cast %a_index : index to i32
    %y10 = arith.index_castui %x10 : i32 to index
    %x11 = arith.index_cast %a_index : index to i64
    %y11 = arith.index_castui %x11 : i64 to index
    %x12 = arith.index_castui %a_i8 : i8 to index
    %y12 = arith.index_cast %x12 : index to i8
    %x13 = arith.index_castui %a_i32 : i32 to index
    %y13 = arith.index_cast %x13 : index to i32
    %x14 = arith.index_castui %a_i64 : i64 to index
    %y14 = arith.index_cast %x14 : index to i64
    %x15 = arith.index_castui %a_index : index to i8
    %y15 = arith.index_cast %x15 : i8 to index
    %x16 = arith.index_castui %a_index : index to i32
    %y16 = arith.index_cast %x16 : i32 to index
    %x17 = arith.index_castui %a_index : index to i64
    %y17 = arith.index_cast %x17 : i64 to index
    %x18 = arith.index_castui %a_i8 : i8 to index
    %y18 = arith.index_castui %x18 : index to i8
    %x19 = arith.index_castui %a_i32 : i32 to index
    %y19 = arith.index_castui %x19 : index to i32
    %x20 = arith.index_castui %a_i64 : i64 to index
    %y20 = arith.index_castui %x20 : index to i64
    %x21 = arith.index_castui %a_index : index to i8
    %y21 = arith.index_castui %x21 : i8 to index
    %x22 = arith.index_castui %a_index : index to i32
    %y22 = arith.index_castui %x22 : i32 to index
    %x23 = arith.index_castui %a_index : index to i64
    %y23 = arith.index_castui %x23 : i64 to index
    tt.return %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7, %y8, %y9, %y10, %y11, %y12, %y13, %y14, %y15, %y16, %y17, %y18, %y19, %y20, %y21, %y22, %y23 : i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index
  }
}

// T37:module {
// T37-NEXT:  tt.func @br_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T37-NEXT:    cf.cond_br %arg0, ^bb2(%arg1, %arg1 : i32, i32), ^bb1
// T37-NEXT:  ^bb1:  // pred: ^bb0
// T37-NEXT:    %0 = arith.muli %arg2, %arg2 : i32
// T37-NEXT:    cf.br ^bb2(%0, %arg1 : i32, i32)
// T37-NEXT:  ^bb2(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb1
// T37-NEXT:    %3 = arith.addi %1, %2 : i32
// T37-NEXT:    tt.return %3 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @dup(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T37-NEXT:    %0 = arith.select %arg0, %arg2, %arg1 : i32
// T37-NEXT:    %1 = arith.addi %arg1, %0 : i32
// T37-NEXT:    tt.return %1 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @same(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T37-NEXT:    %0 = arith.addi %arg1, %arg2 : i32
// T37-NEXT:    tt.return %0 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @redundant(%arg0: i1, %arg1: i32, %arg2: !tt.ptr<i32>) -> i32 {
// T37-NEXT:    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// T37-NEXT:  ^bb1:  // pred: ^bb0
// T37-NEXT:    tt.store %arg2, %arg1 : !tt.ptr<i32>
// T37-NEXT:    cf.br ^bb2(%arg1 : i32)
// T37-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// T37-NEXT:    %1 = arith.addi %0, %0 : i32
// T37-NEXT:    tt.return %1 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @f(%arg0: i8, %arg1: i32, %arg2: tensor<4xi8>) -> (f32, f32, f32, f32, f64, f32, tensor<4xf32>, f16, f32) {
// T37-NEXT:    %0 = arith.extsi %arg0 : i8 to i32
// T37-NEXT:    %1 = arith.sitofp %0 : i32 to f32
// T37-NEXT:    %2 = arith.extui %arg0 : i8 to i32
// T37-NEXT:    %3 = arith.uitofp %2 : i32 to f32
// T37-NEXT:    %4 = arith.sitofp %2 : i32 to f32
// T37-NEXT:    %5 = arith.uitofp %0 : i32 to f32
// T37-NEXT:    %6 = arith.extsi %arg1 : i32 to i64
// T37-NEXT:    %7 = arith.sitofp %6 : i64 to f64
// T37-NEXT:    %8 = arith.extui %arg1 : i32 to i64
// T37-NEXT:    %9 = arith.sitofp %8 : i64 to f32
// T37-NEXT:    %10 = arith.extsi %arg2 : tensor<4xi8> to tensor<4xi32>
// T37-NEXT:    %11 = arith.sitofp %10 : tensor<4xi32> to tensor<4xf32>
// T37-NEXT:    %12 = arith.sitofp %0 : i32 to f16
// T37-NEXT:    %13 = arith.trunci %arg1 : i32 to i8
// T37-NEXT:    %14 = arith.sitofp %13 : i8 to f32
// T37-NEXT:    tt.return %1, %3, %4, %5, %7, %9, %11, %12, %14 : f32, f32, f32, f32, f64, f32, tensor<4xf32>, f16, f32
// T37-NEXT:  }
// T37-NEXT:  tt.func @ic(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: index) -> (i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index) {
// T37-NEXT:    %0 = arith.index_cast %arg0 : i8 to index
// T37-NEXT:    %1 = arith.index_castui %0 : index to i8
// T37-NEXT:    %2 = arith.index_cast %arg1 : i32 to index
// T37-NEXT:    %3 = arith.index_castui %2 : index to i32
// T37-NEXT:    %4 = arith.index_cast %arg2 : i64 to index
// T37-NEXT:    %5 = arith.index_castui %4 : index to i64
// T37-NEXT:    %6 = arith.index_cast %arg3 : index to i8
// T37-NEXT:    %7 = arith.index_castui %6 : i8 to index
// T37-NEXT:    %8 = arith.index_cast %arg3 : index to i32
// T37-NEXT:    %9 = arith.index_castui %8 : i32 to index
// T37-NEXT:    %10 = arith.index_cast %arg3 : index to i64
// T37-NEXT:    %11 = arith.index_castui %10 : i64 to index
// T37-NEXT:    %12 = arith.index_castui %arg0 : i8 to index
// T37-NEXT:    %13 = arith.index_cast %12 : index to i8
// T37-NEXT:    %14 = arith.index_castui %arg1 : i32 to index
// T37-NEXT:    %15 = arith.index_cast %14 : index to i32
// T37-NEXT:    %16 = arith.index_castui %arg2 : i64 to index
// T37-NEXT:    %17 = arith.index_cast %16 : index to i64
// T37-NEXT:    %18 = arith.index_castui %arg3 : index to i8
// T37-NEXT:    %19 = arith.index_cast %18 : i8 to index
// T37-NEXT:    %20 = arith.index_castui %arg3 : index to i32
// T37-NEXT:    %21 = arith.index_cast %20 : i32 to index
// T37-NEXT:    %22 = arith.index_castui %arg3 : index to i64
// T37-NEXT:    %23 = arith.index_cast %22 : i64 to index
// T37-NEXT:    tt.return %arg0, %arg1, %arg2, %arg3, %arg3, %arg3, %1, %3, %5, %7, %9, %11, %13, %15, %17, %19, %21, %23, %arg0, %arg1, %arg2, %arg3, %arg3, %arg3 : i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index
// T37-NEXT:  }
// T37-NEXT:}
// T37-EMPTY:

// T38:module {
// T38-NEXT:  tt.func @br_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T38-NEXT:    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// T38-NEXT:  ^bb1:  // pred: ^bb0
// T38-NEXT:    %0 = arith.muli %arg2, %arg2 : i32
// T38-NEXT:    cf.br ^bb2(%0 : i32)
// T38-NEXT:  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// T38-NEXT:    %2 = arith.addi %1, %arg1 : i32
// T38-NEXT:    tt.return %2 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @dup(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T38-NEXT:    %0 = arith.select %arg0, %arg2, %arg1 : i32
// T38-NEXT:    %1 = arith.addi %arg1, %0 : i32
// T38-NEXT:    tt.return %1 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @same(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T38-NEXT:    %0 = arith.addi %arg1, %arg2 : i32
// T38-NEXT:    tt.return %0 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @redundant(%arg0: i1, %arg1: i32, %arg2: !tt.ptr<i32>) -> i32 {
// T38-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
// T38-NEXT:  ^bb1:  // pred: ^bb0
// T38-NEXT:    tt.store %arg2, %arg1 : !tt.ptr<i32>
// T38-NEXT:    cf.br ^bb2
// T38-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// T38-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// T38-NEXT:    tt.return %0 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @f(%arg0: i8, %arg1: i32, %arg2: tensor<4xi8>) -> (f32, f32, f32, f32, f64, f32, tensor<4xf32>, f16, f32) {
// T38-NEXT:    %0 = arith.extsi %arg0 : i8 to i32
// T38-NEXT:    %1 = arith.sitofp %arg0 : i8 to f32
// T38-NEXT:    %2 = arith.uitofp %arg0 : i8 to f32
// T38-NEXT:    %3 = arith.uitofp %arg0 : i8 to f32
// T38-NEXT:    %4 = arith.uitofp %0 : i32 to f32
// T38-NEXT:    %5 = arith.sitofp %arg1 : i32 to f64
// T38-NEXT:    %6 = arith.uitofp %arg1 : i32 to f32
// T38-NEXT:    %7 = arith.sitofp %arg2 : tensor<4xi8> to tensor<4xf32>
// T38-NEXT:    %8 = arith.sitofp %arg0 : i8 to f16
// T38-NEXT:    %9 = arith.trunci %arg1 : i32 to i8
// T38-NEXT:    %10 = arith.sitofp %9 : i8 to f32
// T38-NEXT:    tt.return %1, %2, %3, %4, %5, %6, %7, %8, %10 : f32, f32, f32, f32, f64, f32, tensor<4xf32>, f16, f32
// T38-NEXT:  }
// T38-NEXT:  tt.func @ic(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: index) -> (i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index) {
// T38-NEXT:    %0 = arith.index_cast %arg3 : index to i8
// T38-NEXT:    %1 = arith.index_cast %0 : i8 to index
// T38-NEXT:    %2 = arith.index_cast %arg3 : index to i32
// T38-NEXT:    %3 = arith.index_cast %2 : i32 to index
// T38-NEXT:    %4 = arith.index_cast %arg0 : i8 to index
// T38-NEXT:    %5 = arith.index_castui %4 : index to i8
// T38-NEXT:    %6 = arith.index_cast %arg1 : i32 to index
// T38-NEXT:    %7 = arith.index_castui %6 : index to i32
// T38-NEXT:    %8 = arith.index_cast %arg2 : i64 to index
// T38-NEXT:    %9 = arith.index_castui %8 : index to i64
// T38-NEXT:    %10 = arith.index_cast %arg3 : index to i8
// T38-NEXT:    %11 = arith.index_castui %10 : i8 to index
// T38-NEXT:    %12 = arith.index_cast %arg3 : index to i32
// T38-NEXT:    %13 = arith.index_castui %12 : i32 to index
// T38-NEXT:    %14 = arith.index_cast %arg3 : index to i64
// T38-NEXT:    %15 = arith.index_castui %14 : i64 to index
// T38-NEXT:    %16 = arith.index_castui %arg0 : i8 to index
// T38-NEXT:    %17 = arith.index_cast %16 : index to i8
// T38-NEXT:    %18 = arith.index_castui %arg1 : i32 to index
// T38-NEXT:    %19 = arith.index_cast %18 : index to i32
// T38-NEXT:    %20 = arith.index_castui %arg2 : i64 to index
// T38-NEXT:    %21 = arith.index_cast %20 : index to i64
// T38-NEXT:    %22 = arith.index_castui %arg3 : index to i8
// T38-NEXT:    %23 = arith.index_cast %22 : i8 to index
// T38-NEXT:    %24 = arith.index_castui %arg3 : index to i32
// T38-NEXT:    %25 = arith.index_cast %24 : i32 to index
// T38-NEXT:    %26 = arith.index_castui %arg3 : index to i64
// T38-NEXT:    %27 = arith.index_cast %26 : i64 to index
// T38-NEXT:    %28 = arith.index_castui %arg3 : index to i8
// T38-NEXT:    %29 = arith.index_castui %28 : i8 to index
// T38-NEXT:    %30 = arith.index_castui %arg3 : index to i32
// T38-NEXT:    %31 = arith.index_castui %30 : i32 to index
// T38-NEXT:    tt.return %arg0, %arg1, %arg2, %1, %3, %arg3, %5, %7, %9, %11, %13, %15, %17, %19, %21, %23, %25, %27, %arg0, %arg1, %arg2, %29, %31, %arg3 : i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index, i8, i32, i64, index, index, index
// T38-NEXT:  }
// T38-NEXT:}
// T38-EMPTY:
