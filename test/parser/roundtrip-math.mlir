// RUN: pyopt %s --split-input-file | filecheck %s --strict-whitespace --match-full-lines
// Round trip of the `math` ops: each case is an op's docstring example wrapped in a
// function (or a hand-written module); the CHECK lines are what Triton 3.6.0 prints for
// the same input, line for line.

// CHECK:module {
// CHECK-NEXT:  tt.func @math_absf(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.absf %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_absi(%arg0: i32) {
// CHECK-NEXT:    %0 = math.absi %arg0 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_acos(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.acos %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_acosh(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.acosh %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_asin(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.asin %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_asinh(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.asinh %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_atan(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.atan %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_atan2(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_atanh(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.atanh %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_cbrt(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.cbrt %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_ceil(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.ceil %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_clampf(%arg0: f32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:    %0 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_copysign(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = math.copysign %arg0, %arg1 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_cos(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.cos %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_cosh(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.cosh %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_ctlz(%arg0: i32) {
// CHECK-NEXT:    %0 = math.ctlz %arg0 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_ctpop(%arg0: i32) {
// CHECK-NEXT:    %0 = math.ctpop %arg0 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_cttz(%arg0: i32) {
// CHECK-NEXT:    %0 = math.cttz %arg0 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_erf(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.erf %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_erfc(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.erfc %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_exp(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.exp %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_exp2(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.exp2 %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_expm1(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.expm1 %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_floor(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.floor %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_fma(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.fma %arg0, %arg1, %arg2 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_fpowi(%arg0: f32, %arg1: i32) {
// CHECK-NEXT:    %0 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_ipowi(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    %0 = math.ipowi %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_isfinite(%arg0: f32) {
// CHECK-NEXT:    %0 = math.isfinite %arg0 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_isinf(%arg0: f32) {
// CHECK-NEXT:    %0 = math.isinf %arg0 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_isnan(%arg0: f32) {
// CHECK-NEXT:    %0 = math.isnan %arg0 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_isnormal(%arg0: f32) {
// CHECK-NEXT:    %0 = math.isnormal %arg0 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_log(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.log %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_log10(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.log10 %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_log1p(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.log1p %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_log2(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.log2 %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_powf(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_round(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.round %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_roundeven(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.roundeven %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_rsqrt(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.rsqrt %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_sin(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.sin %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_sinh(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.sinh %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_sqrt(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.sqrt %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_tan(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.tan %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_tanh(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.tanh %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @math_trunc(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = math.trunc %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @f(%arg0: f32, %arg1: tensor<4xf32>, %arg2: i32, %arg3: i1) {
// CHECK-NEXT:    %0 = math.absf %arg0 : f32
// CHECK-NEXT:    %1 = math.exp %arg1 fastmath<fast> : tensor<4xf32>
// CHECK-NEXT:    %2 = math.sqrt %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %3 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT:    %4 = math.powf %arg0, %arg0 fastmath<contract> : f32
// CHECK-NEXT:    %5 = math.copysign %arg0, %arg0 : f32
// CHECK-NEXT:    %6 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT:    %7 = math.ctlz %arg2 : i32
// CHECK-NEXT:    %8 = math.cttz %arg2 : i32
// CHECK-NEXT:    %9 = math.ctpop %arg2 : i32
// CHECK-NEXT:    %10 = math.absi %arg2 : i32
// CHECK-NEXT:    %11 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT:    %12 = math.fpowi %arg0, %arg2 : f32, i32
// CHECK-NEXT:    %13 = math.isnan %arg1 : tensor<4xf32>
// CHECK-NEXT:    %14 = math.isinf %arg0 : f32
// CHECK-NEXT:    %15 = math.isfinite %arg0 : f32
// CHECK-NEXT:    %16 = math.isnormal %arg0 : f32
// CHECK-NEXT:    %17 = math.erf %arg0 : f32
// CHECK-NEXT:    %18 = math.erfc %arg0 : f32
// CHECK-NEXT:    %19 = math.log1p %arg0 : f32
// CHECK-NEXT:    %20 = math.expm1 %arg0 : f32
// CHECK-NEXT:    %21 = math.roundeven %arg0 : f32
// CHECK-NEXT:    %22 = math.round %arg0 : f32
// CHECK-NEXT:    %23 = math.trunc %arg0 : f32
// CHECK-NEXT:    %24 = math.ceil %arg0 : f32
// CHECK-NEXT:    %25 = math.floor %arg0 : f32
// CHECK-NEXT:    %26 = math.rsqrt %arg0 : f32
// CHECK-NEXT:    %27 = math.tan %arg0 : f32
// CHECK-NEXT:    %28 = math.tanh %arg0 : f32
// CHECK-NEXT:    %29 = math.log2 %arg0 : f32
// CHECK-NEXT:    %30 = math.log10 %arg0 : f32
// CHECK-NEXT:    %31 = math.exp2 %arg0 : f32
// CHECK-NEXT:    %32 = math.cbrt %arg0 : f32
// CHECK-NEXT:    %33 = math.acos %arg0 : f32
// CHECK-NEXT:    %34 = math.acosh %arg0 : f32
// CHECK-NEXT:    %35 = math.asin %arg0 : f32
// CHECK-NEXT:    %36 = math.asinh %arg0 : f32
// CHECK-NEXT:    %37 = math.atan %arg0 : f32
// CHECK-NEXT:    %38 = math.atanh %arg0 : f32
// CHECK-NEXT:    %39 = math.cosh %arg0 : f32
// CHECK-NEXT:    %40 = math.sinh %arg0 : f32
// CHECK-NEXT:    %41 = math.sin %arg0 : f32
// CHECK-NEXT:    %42 = math.cos %arg0 : f32
// CHECK-NEXT:    %43 = math.log %arg0 : f32
// CHECK-NEXT:    %44 = ub.poison : tensor<4xi32>
// CHECK-NEXT:    %45 = math.clampf %arg0 to [%arg0, %arg0] fastmath<fast> : f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module {
  tt.func @math_absf(%0: tensor<128xf32>) {
    %1 = math.absf %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_absi(%0: i32) {
    %1 = math.absi %0 : i32
    tt.return
  }
}

// -----

module {
  tt.func @math_acos(%0: tensor<128xf32>) {
    %1 = math.acos %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_acosh(%0: tensor<128xf32>) {
    %1 = math.acosh %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_asin(%0: tensor<128xf32>) {
    %1 = math.asin %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_asinh(%0: tensor<128xf32>) {
    %1 = math.asinh %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_atan(%0: tensor<128xf32>) {
    %1 = math.atan %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_atan2(%0: f32, %1: f32) {
    %2 = math.atan2 %0, %1 : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_atanh(%0: tensor<128xf32>) {
    %1 = math.atanh %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_cbrt(%0: tensor<128xf32>) {
    %1 = math.cbrt %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_ceil(%0: tensor<128xf32>) {
    %1 = math.ceil %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_clampf(%0: f32, %a: f32, %b: f32) {
    %1 = math.clampf %0 to [%a, %b] : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_copysign(%0: f32, %1: f32) {
    %2 = math.copysign %0, %1 : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_cos(%0: tensor<128xf32>) {
    %1 = math.cos %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_cosh(%0: tensor<128xf32>) {
    %1 = math.cosh %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_ctlz(%0: i32) {
    %1 = math.ctlz %0 : i32
    tt.return
  }
}

// -----

module {
  tt.func @math_ctpop(%0: i32) {
    %1 = math.ctpop %0 : i32
    tt.return
  }
}

// -----

module {
  tt.func @math_cttz(%0: i32) {
    %1 = math.cttz %0 : i32
    tt.return
  }
}

// -----

module {
  tt.func @math_erf(%0: tensor<128xf32>) {
    %1 = math.erf %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_erfc(%0: tensor<128xf32>) {
    %1 = math.erfc %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_exp(%0: tensor<128xf32>) {
    %1 = math.exp %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_exp2(%0: tensor<128xf32>) {
    %1 = math.exp2 %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_expm1(%0: tensor<128xf32>) {
    %1 = math.expm1 %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_floor(%0: tensor<128xf32>) {
    %1 = math.floor %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_fma(%0: tensor<128xf32>, %1: tensor<128xf32>, %2: tensor<128xf32>) {
    %3 = math.fma %0, %1, %2 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_fpowi(%0: f32, %1: i32) {
    %2 = math.fpowi %0, %1 : f32, i32
    tt.return
  }
}

// -----

module {
  tt.func @math_ipowi(%0: i32, %1: i32) {
    %2 = math.ipowi %0, %1 : i32
    tt.return
  }
}

// -----

module {
  tt.func @math_isfinite(%0: f32) {
    %1 = math.isfinite %0 : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_isinf(%0: f32) {
    %1 = math.isinf %0 : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_isnan(%0: f32) {
    %1 = math.isnan %0 : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_isnormal(%0: f32) {
    %1 = math.isnormal %0 : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_log(%0: tensor<128xf32>) {
    %1 = math.log %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_log10(%0: tensor<128xf32>) {
    %1 = math.log10 %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_log1p(%0: tensor<128xf32>) {
    %1 = math.log1p %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_log2(%0: tensor<128xf32>) {
    %1 = math.log2 %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_powf(%0: f32, %1: f32) {
    %2 = math.powf %0, %1 : f32
    tt.return
  }
}

// -----

module {
  tt.func @math_round(%0: tensor<128xf32>) {
    %1 = math.round %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_roundeven(%0: tensor<128xf32>) {
    %1 = math.roundeven %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_rsqrt(%0: tensor<128xf32>) {
    %1 = math.rsqrt %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_sin(%0: tensor<128xf32>) {
    %1 = math.sin %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_sinh(%0: tensor<128xf32>) {
    %1 = math.sinh %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_sqrt(%0: tensor<128xf32>) {
    %1 = math.sqrt %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_tan(%0: tensor<128xf32>) {
    %1 = math.tan %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_tanh(%0: tensor<128xf32>) {
    %1 = math.tanh %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @math_trunc(%0: tensor<128xf32>) {
    %1 = math.trunc %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @f(%a: f32, %b: tensor<4xf32>, %i: i32, %c: i1) {
    %0 = math.absf %a : f32
    %1 = math.exp %b fastmath<fast> : tensor<4xf32>
    %2 = math.sqrt %a fastmath<nnan,ninf> : f32
    %3 = math.fma %a, %a, %a : f32
    %4 = math.powf %a, %a fastmath<contract> : f32
    %5 = math.copysign %a, %a : f32
    %6 = math.atan2 %a, %a : f32
    %7 = math.ctlz %i : i32
    %8 = math.cttz %i : i32
    %9 = math.ctpop %i : i32
    %10 = math.absi %i : i32
    %11 = math.ipowi %i, %i : i32
    %12 = math.fpowi %a, %i : f32, i32
    %13 = math.isnan %b : tensor<4xf32>
    %14 = math.isinf %a : f32
    %15 = math.isfinite %a : f32
    %16 = math.isnormal %a : f32
    %17 = math.erf %a : f32
    %18 = math.erfc %a : f32
    %19 = math.log1p %a : f32
    %20 = math.expm1 %a : f32
    %21 = math.roundeven %a : f32
    %22 = math.round %a : f32
    %23 = math.trunc %a : f32
    %24 = math.ceil %a : f32
    %25 = math.floor %a : f32
    %26 = math.rsqrt %a : f32
    %27 = math.tan %a : f32
    %28 = math.tanh %a : f32
    %29 = math.log2 %a : f32
    %30 = math.log10 %a : f32
    %31 = math.exp2 %a : f32
    %32 = math.cbrt %a : f32
    %33 = math.acos %a : f32
    %34 = math.acosh %a : f32
    %35 = math.asin %a : f32
    %36 = math.asinh %a : f32
    %37 = math.atan %a : f32
    %38 = math.atanh %a : f32
    %39 = math.cosh %a : f32
    %40 = math.sinh %a : f32
    %41 = math.sin %a : f32
    %42 = math.cos %a : f32
    %43 = math.log %a : f32
    %44 = ub.poison : tensor<4xi32>
    %45 = math.clampf %a to [%a, %a] fastmath<fast> : f32
    tt.return
  }
}
