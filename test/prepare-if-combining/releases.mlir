// RUN: pyopt --triton-version=3.7 %s --split-input-file -prepare-if-combining | FileCheck %s --check-prefix=R37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -prepare-if-combining | FileCheck %s --check-prefix=R38
// RUN: pyopt --triton-version=3.9 %s --split-input-file -prepare-if-combining | FileCheck %s --check-prefix=R38

// prepare-if-combining where the releases differ.  Expected output: Triton 3.7.1 (R37) and
// Triton 3.8.0 (R38; 3.9.0 prints the same), each run as
// `tools/oracle.py run --pass=prepare-if-combining` under the release's venv.
// - 3.7 pairs each scf.if with the next one of the function's (post-order) walk and skips a pair
//   in two blocks; 3.8 pairs the ifs of each block (triton-lang/triton#9731): ifs that hold ifs,
//   or an op between two ifs that holds one, are paired from 3.8 only.
// - arith.remsi and arith.remui are Pure up to 3.7 and conditionally speculatable from 3.8
//   (llvm/llvm-project#188263): a divisor whose constant range holds zero keeps them in place.
// R37-LABEL: tt.func @nested(
// R37-NEXT: %0 = scf.if %arg0 -> (i32) {
// R37-NEXT: %3 = scf.if %arg1 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: scf.yield %3 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: %1 = arith.addi %arg2, %arg3 : i32
// R37-NEXT: %2 = scf.if %arg0 -> (i32) {
// R37-NEXT: %3 = scf.if %arg1 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: scf.yield %3 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: tt.return %0, %1, %2 : i32, i32, i32
// R37-NEXT: }
// R38-LABEL: tt.func @nested(
// R38-NEXT: %0 = arith.addi %arg2, %arg3 : i32
// R38-NEXT: %1 = scf.if %arg0 -> (i32) {
// R38-NEXT: %3 = scf.if %arg1 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: scf.yield %3 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: %2 = scf.if %arg0 -> (i32) {
// R38-NEXT: %3 = scf.if %arg1 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: scf.yield %3 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: tt.return %1, %0, %2 : i32, i32, i32
// R38-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @nested(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
    %0 = scf.if %c -> i32 {
      %n = scf.if %d -> i32 {
        scf.yield %a : i32
      } else {
        scf.yield %b : i32
      }
      scf.yield %n : i32
    } else {
      scf.yield %b : i32
    }
    %1 = arith.addi %a, %b : i32
    %3 = scf.if %c -> i32 {
      %m = scf.if %d -> i32 {
        scf.yield %a : i32
      } else {
        scf.yield %b : i32
      }
      scf.yield %m : i32
    } else {
      scf.yield %b : i32
    }
    tt.return %0, %1, %3 : i32, i32, i32
  }
}

// -----

// R37-LABEL: tt.func @remsi_var(
// R37-NEXT: %0 = arith.remsi %arg2, %arg3 : i32
// R37-NEXT: %1 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: %2 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: }
// R37-NEXT: tt.return %1, %2 : i32, i32
// R37-NEXT: }
// R38-LABEL: tt.func @remsi_var(
// R38-NEXT: %0 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: %1 = arith.remsi %arg2, %arg3 : i32
// R38-NEXT: %2 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: }
// R38-NEXT: tt.return %0, %2 : i32, i32
// R38-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remsi_var(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.remsi %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// R37-LABEL: tt.func @remui_var(
// R37-NEXT: %0 = arith.remui %arg2, %arg3 : i32
// R37-NEXT: %1 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: %2 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: }
// R37-NEXT: tt.return %1, %2 : i32, i32
// R37-NEXT: }
// R38-LABEL: tt.func @remui_var(
// R38-NEXT: %0 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: %1 = arith.remui %arg2, %arg3 : i32
// R38-NEXT: %2 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: }
// R38-NEXT: tt.return %0, %2 : i32, i32
// R38-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remui_var(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.remui %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// R37-LABEL: tt.func @remsi_c0(
// R37-NEXT: %c0_i32 = arith.constant 0 : i32
// R37-NEXT: %0 = arith.remsi %arg2, %c0_i32 : i32
// R37-NEXT: %1 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: %2 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: }
// R37-NEXT: tt.return %1, %2 : i32, i32
// R37-NEXT: }
// R38-LABEL: tt.func @remsi_c0(
// R38-NEXT: %0 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: %c0_i32 = arith.constant 0 : i32
// R38-NEXT: %1 = arith.remsi %arg2, %c0_i32 : i32
// R38-NEXT: %2 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: }
// R38-NEXT: tt.return %0, %2 : i32, i32
// R38-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remsi_c0(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 0 : i32
    %x = arith.remsi %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// R37-LABEL: tt.func @remui_c0(
// R37-NEXT: %c0_i32 = arith.constant 0 : i32
// R37-NEXT: %0 = arith.remui %arg2, %c0_i32 : i32
// R37-NEXT: %1 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: %2 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: }
// R37-NEXT: tt.return %1, %2 : i32, i32
// R37-NEXT: }
// R38-LABEL: tt.func @remui_c0(
// R38-NEXT: %0 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: %c0_i32 = arith.constant 0 : i32
// R38-NEXT: %1 = arith.remui %arg2, %c0_i32 : i32
// R38-NEXT: %2 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: }
// R38-NEXT: tt.return %0, %2 : i32, i32
// R38-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remui_c0(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 0 : i32
    %x = arith.remui %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// R37-LABEL: tt.func @remsi_dense_pm1(
// R37-NEXT: %cst = arith.constant dense<[-1, 1, 2, 3]> : tensor<4xi32>
// R37-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// R37-NEXT: %1 = arith.remsi %0, %cst : tensor<4xi32>
// R37-NEXT: %2 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: %3 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: }
// R37-NEXT: tt.return %2, %3 : i32, i32
// R37-NEXT: }
// R38-LABEL: tt.func @remsi_dense_pm1(
// R38-NEXT: %0 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: %cst = arith.constant dense<[-1, 1, 2, 3]> : tensor<4xi32>
// R38-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<4xi32>
// R38-NEXT: %2 = arith.remsi %1, %cst : tensor<4xi32>
// R38-NEXT: %3 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: }
// R38-NEXT: tt.return %0, %3 : i32, i32
// R38-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remsi_dense_pm1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[-1, 1, 2, 3]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.remsi %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// R37-LABEL: tt.func @if_in_op_between(
// R37-NEXT: %c0_i32 = arith.constant 0 : i32
// R37-NEXT: %c1_i32 = arith.constant 1 : i32
// R37-NEXT: %0 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg3 : i32
// R37-NEXT: }
// R37-NEXT: %1 = scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg5 = %arg2) -> (i32)  : i32 {
// R37-NEXT: %3 = scf.if %arg1 -> (i32) {
// R37-NEXT: scf.yield %arg5 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg4 : i32
// R37-NEXT: }
// R37-NEXT: scf.yield %3 : i32
// R37-NEXT: }
// R37-NEXT: %2 = scf.if %arg0 -> (i32) {
// R37-NEXT: scf.yield %1 : i32
// R37-NEXT: } else {
// R37-NEXT: scf.yield %arg2 : i32
// R37-NEXT: }
// R37-NEXT: tt.return %0, %1, %2 : i32, i32, i32
// R37-NEXT: }
// R38-LABEL: tt.func @if_in_op_between(
// R38-NEXT: %c0_i32 = arith.constant 0 : i32
// R38-NEXT: %c1_i32 = arith.constant 1 : i32
// R38-NEXT: %0 = scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg5 = %arg2) -> (i32)  : i32 {
// R38-NEXT: %3 = scf.if %arg1 -> (i32) {
// R38-NEXT: scf.yield %arg5 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg4 : i32
// R38-NEXT: }
// R38-NEXT: scf.yield %3 : i32
// R38-NEXT: }
// R38-NEXT: %1 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg3 : i32
// R38-NEXT: }
// R38-NEXT: %2 = scf.if %arg0 -> (i32) {
// R38-NEXT: scf.yield %0 : i32
// R38-NEXT: } else {
// R38-NEXT: scf.yield %arg2 : i32
// R38-NEXT: }
// R38-NEXT: tt.return %1, %0, %2 : i32, i32, i32
// R38-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @if_in_op_between(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %1 = scf.for %i = %c0 to %b step %c1 iter_args(%s = %a) -> (i32) : i32 {
      %t = scf.if %d -> i32 {
        scf.yield %s : i32
      } else {
        scf.yield %i : i32
      }
      scf.yield %t : i32
    }
    %2 = scf.if %c -> i32 {
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1, %2 : i32, i32, i32
  }
}
