// RUN: pyopt %s --split-input-file | filecheck %s --strict-whitespace --match-full-lines
// Round trip of the `arith` ops: each case is an op's docstring example wrapped in a
// function (or a hand-written module); the CHECK lines are what Triton 3.6.0 prints for
// the same input, line for line.

// CHECK:module {
// CHECK-NEXT:  tt.func @arith_addf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_addi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_addui_extended(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_andi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_bitcast(%arg0: f32) {
// CHECK-NEXT:    %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_ceildivsi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_ceildivui(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_cmpf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_cmpi(%arg0: tensor<128xi32>, %arg1: tensor<128xi32>) {
// CHECK-NEXT:    %0 = arith.cmpi slt, %arg0, %arg1 : tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_constant() {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_divf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_divsi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_divui(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_extf(%arg0: f16) {
// CHECK-NEXT:    %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_extsi(%arg0: i32) {
// CHECK-NEXT:    %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_extui(%arg0: i32) {
// CHECK-NEXT:    %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_floordivsi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_fptosi(%arg0: f32) {
// CHECK-NEXT:    %0 = arith.fptosi %arg0 : f32 to i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_fptoui(%arg0: f32) {
// CHECK-NEXT:    %0 = arith.fptoui %arg0 : f32 to i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_index_cast(%arg0: i32) {
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_index_castui(%arg0: i32) {
// CHECK-NEXT:    %0 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_maximumf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.maximumf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_maxnumf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.maxnumf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_maxsi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_maxui(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_minimumf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.minimumf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_minnumf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.minnumf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_minsi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_minui(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_mulf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_muli(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_mulsi_extended(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_mului_extended(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_negf(%arg0: f32) {
// CHECK-NEXT:    %0 = arith.negf %arg0 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_ori(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_remf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.remf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_remsi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_remui(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_scaling_extf(%arg0: f8E4M3FN, %arg1: f8E8M0FNU) {
// CHECK-NEXT:    %0 = arith.scaling_extf %arg0, %arg1 : f8E4M3FN, f8E8M0FNU to f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_scaling_truncf(%arg0: f32, %arg1: f8E8M0FNU) {
// CHECK-NEXT:    %0 = arith.scaling_truncf %arg0, %arg1 : f32, f8E8M0FNU to f8E4M3FN
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_select(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_shli(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_shrsi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_shrui(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_sitofp(%arg0: i32) {
// CHECK-NEXT:    %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_subf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_subi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_truncf(%arg0: f32) {
// CHECK-NEXT:    %0 = arith.truncf %arg0 to_nearest_even : f32 to f16
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_trunci(%arg0: i64) {
// CHECK-NEXT:    %0 = arith.trunci %arg0 overflow<nsw> : i64 to i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_uitofp(%arg0: i32) {
// CHECK-NEXT:    %0 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @arith_xori(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @f(%arg0: f32, %arg1: i32, %arg2: i64) {
// CHECK-NEXT:    %0 = math.sqrt %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %1 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %2 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:    %3 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %4 = arith.trunci %arg2 overflow<nsw> : i64 to i32
// CHECK-NEXT:    %5 = arith.truncf %arg0 to_nearest_even fastmath<fast> : f32 to f16
// CHECK-NEXT:    %6 = arith.extf %5 fastmath<fast> : f16 to f32
// CHECK-NEXT:    %7 = arith.cmpf oeq, %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %8 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT:    %9 = arith.negf %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %10 = arith.uitofp %arg1 : i32 to f32
// CHECK-NEXT:    %11 = arith.shli %arg1, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    %12 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %arg1, %arg1 : i32
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %arg1, %arg1 : i32, i1
// CHECK-NEXT:    %13 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT:    %14 = arith.remf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %15 = arith.minimumf %arg0, %arg0 : f32
// CHECK-NEXT:    %16 = arith.select %7, %arg0, %arg0 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @f(%arg0: f32, %arg1: i32) {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    %1 = arith.truncf %arg0 fastmath<none> : f32 to f16
// CHECK-NEXT:    %2 = arith.truncf %arg0 to_nearest_even fastmath<none> : f32 to f16
// CHECK-NEXT:    %3 = arith.extf %1 fastmath<none> : f16 to f32
// CHECK-NEXT:    %4 = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT:    %5 = math.exp %arg0 : f32
// CHECK-NEXT:    %6 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %7 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT:    %8 = arith.negf %arg0 : f32
// CHECK-NEXT:    %9 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module {
  tt.func @arith_addf(%0: f32, %1: f32) {
    %2 = arith.addf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_addi(%0: i32, %1: i32) {
    %2 = arith.addi %0, %1 overflow<nsw> : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_addui_extended(%0: i32, %1: i32) {
    %sum, %overflow = arith.addui_extended %0, %1 : i32, i1
    tt.return
  }
}

// -----

module {
  tt.func @arith_andi(%0: i32, %1: i32) {
    %2 = arith.andi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_bitcast(%0: f32) {
    %1 = arith.bitcast %0 : f32 to i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_ceildivsi(%0: i32, %1: i32) {
    %2 = arith.ceildivsi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_ceildivui(%0: i32, %1: i32) {
    %2 = arith.ceildivui %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_cmpf(%0: f32, %1: f32) {
    %2 = arith.cmpf olt, %0, %1 : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_cmpi(%0: tensor<128xi32>, %1: tensor<128xi32>) {
    %2 = arith.cmpi slt, %0, %1 : tensor<128xi32>
    tt.return
  }
}

// -----

module {
  tt.func @arith_constant() {
    %c0_i32 = arith.constant 0 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_divf(%0: f32, %1: f32) {
    %2 = arith.divf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_divsi(%0: i32, %1: i32) {
    %2 = arith.divsi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_divui(%0: i32, %1: i32) {
    %2 = arith.divui %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_extf(%0: f16) {
    %1 = arith.extf %0 : f16 to f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_extsi(%0: i32) {
    %1 = arith.extsi %0 : i32 to i64
    tt.return
  }
}

// -----

module {
  tt.func @arith_extui(%0: i32) {
    %1 = arith.extui %0 : i32 to i64
    tt.return
  }
}

// -----

module {
  tt.func @arith_floordivsi(%0: i32, %1: i32) {
    %2 = arith.floordivsi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_fptosi(%0: f32) {
    %1 = arith.fptosi %0 : f32 to i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_fptoui(%0: f32) {
    %1 = arith.fptoui %0 : f32 to i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_index_cast(%0: i32) {
    %1 = arith.index_cast %0 : i32 to index
    tt.return
  }
}

// -----

module {
  tt.func @arith_index_castui(%0: i32) {
    %1 = arith.index_castui %0 : i32 to index
    tt.return
  }
}

// -----

module {
  tt.func @arith_maximumf(%0: f32, %1: f32) {
    %2 = arith.maximumf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_maxnumf(%0: f32, %1: f32) {
    %2 = arith.maxnumf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_maxsi(%0: i32, %1: i32) {
    %2 = arith.maxsi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_maxui(%0: i32, %1: i32) {
    %2 = arith.maxui %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_minimumf(%0: f32, %1: f32) {
    %2 = arith.minimumf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_minnumf(%0: f32, %1: f32) {
    %2 = arith.minnumf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_minsi(%0: i32, %1: i32) {
    %2 = arith.minsi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_minui(%0: i32, %1: i32) {
    %2 = arith.minui %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_mulf(%0: f32, %1: f32) {
    %2 = arith.mulf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_muli(%0: i32, %1: i32) {
    %2 = arith.muli %0, %1 overflow<nsw> : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_mulsi_extended(%0: i32, %1: i32) {
    %low, %high = arith.mulsi_extended %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_mului_extended(%0: i32, %1: i32) {
    %low, %high = arith.mului_extended %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_negf(%0: f32) {
    %1 = arith.negf %0 : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_ori(%0: i32, %1: i32) {
    %2 = arith.ori %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_remf(%0: f32, %1: f32) {
    %2 = arith.remf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_remsi(%0: i32, %1: i32) {
    %2 = arith.remsi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_remui(%0: i32, %1: i32) {
    %2 = arith.remui %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_scaling_extf(%0: f8E4M3FN, %1: f8E8M0FNU) {
    %2 = arith.scaling_extf %0, %1 : f8E4M3FN, f8E8M0FNU to f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_scaling_truncf(%0: f32, %1: f8E8M0FNU) {
    %2 = arith.scaling_truncf %0, %1 : f32, f8E8M0FNU to f8E4M3FN
    tt.return
  }
}

// -----

module {
  tt.func @arith_select(%0: tensor<4xi1>, %1: tensor<4xf32>, %2: tensor<4xf32>) {
    %3 = arith.select %0, %1, %2 : tensor<4xi1>, tensor<4xf32>
    tt.return
  }
}

// -----

module {
  tt.func @arith_shli(%0: i32, %1: i32) {
    %2 = arith.shli %0, %1 overflow<nsw> : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_shrsi(%0: i32, %1: i32) {
    %2 = arith.shrsi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_shrui(%0: i32, %1: i32) {
    %2 = arith.shrui %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_sitofp(%0: i32) {
    %1 = arith.sitofp %0 : i32 to f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_subf(%0: f32, %1: f32) {
    %2 = arith.subf %0, %1 fastmath<fast> : f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_subi(%0: i32, %1: i32) {
    %2 = arith.subi %0, %1 overflow<nsw> : i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_truncf(%0: f32) {
    %1 = arith.truncf %0 to_nearest_even : f32 to f16
    tt.return
  }
}

// -----

module {
  tt.func @arith_trunci(%0: i64) {
    %1 = arith.trunci %0 overflow<nsw> : i64 to i32
    tt.return
  }
}

// -----

module {
  tt.func @arith_uitofp(%0: i32) {
    %1 = arith.uitofp %0 : i32 to f32
    tt.return
  }
}

// -----

module {
  tt.func @arith_xori(%0: i32, %1: i32) {
    %2 = arith.xori %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @f(%a: f32, %i: i32, %j: i64) {
    %0 = math.sqrt %a fastmath<ninf,nnan> : f32
    %1 = math.sqrt %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
    %2 = arith.addi %i, %i overflow<nuw, nsw> : i32
    %3 = arith.addf %a, %a fastmath<fast> : f32
    %4 = arith.trunci %j overflow<nsw> : i64 to i32
    %5 = arith.truncf %a to_nearest_even fastmath<fast> : f32 to f16
    %6 = arith.extf %5 fastmath<fast> : f16 to f32
    %7 = arith.cmpf oeq, %a, %a fastmath<fast> : f32
    %8 = arith.extui %i : i32 to i64
    %9 = arith.negf %a fastmath<fast> : f32
    %10 = arith.uitofp %i : i32 to f32
    %11 = arith.shli %i, %i overflow<nsw> : i32
    %12 = arith.sitofp %i : i32 to f32
    %13:2 = arith.mulsi_extended %i, %i : i32
    %14, %15 = arith.addui_extended %i, %i : i32, i1
    %16 = arith.index_cast %i : i32 to index
    %17 = arith.remf %a, %a fastmath<fast> : f32
    %18 = arith.minimumf %a, %a : f32
    %19 = arith.select %7, %a, %a : f32
    tt.return
  }
}

// -----

module {
  tt.func @f(%x: f32, %i: i32) {
    %0 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.truncf"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f16
    %2 = "arith.truncf"(%x) <{fastmath = #arith.fastmath<none>, roundingmode = 0 : i32}> : (f32) -> f16
    %3 = "arith.extf"(%1) <{fastmath = #arith.fastmath<none>}> : (f16) -> f32
    %4 = "arith.cmpf"(%x, %x) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %5 = "math.exp"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "arith.addi"(%i, %i) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.trunci"(%i) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %8 = "arith.negf"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %9 = "arith.truncf"(%x) : (f32) -> f16
    tt.return
  }
}
