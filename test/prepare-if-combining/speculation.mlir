// RUN: pyopt --triton-version=3.7 %s --split-input-file -prepare-if-combining | FileCheck %s
// RUN: pyopt --triton-version=3.8 %s --split-input-file -tritonamdgpu-prepare-if-combining | FileCheck %s
// RUN: pyopt --triton-version=3.9 %s --split-input-file -prepare-if-combining | FileCheck %s
// RUN: not pyopt --triton-version=3.6 %s --split-input-file -prepare-if-combining 2>&1 | FileCheck %s --check-prefix=REFUSED

// prepare-if-combining (Triton 3.7.1 on; 3.6 has no such pass): the pure ops between two scf.if
// of one condition move before the first, so that the canonicalizer can merge the two.  Each
// case has one op (or a few) between two ifs; whether it moves is whether MLIR's isPure says it
// is speculatable and free of memory effects (the arith divisions only with a divisor whose
// constant range excludes 0, and -1 for the signed ones; scf.for only with step 1 and a
// speculatable body; tt.extern_elementwise and tt.elementwise_inline_asm only when pure).
// Expected output: Triton 3.7.1, 3.8.0 and 3.9.0 (tools/oracle.py run --pass=prepare-if-combining
// under each wheel's venv) print the same for every case of this file; the cases the releases
// disagree on are in releases.mlir.
// REFUSED: pyopt: error: unknown pass 'prepare-if-combining' in Triton 3.6 (see pyopt --list-passes)
// REFUSED-NEXT: pyopt: note: pass 'prepare-if-combining' is a Triton 3.7, 3.8 and 3.9 pass: --triton-version=3.9
// CHECK-LABEL: tt.func @divsi_var(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.divsi %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_var(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.divsi %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_c4(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.divsi %arg2, %c4_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_c4(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
    %x = arith.divsi %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_cm1(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %1 = arith.divsi %arg2, %c-1_i32 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_cm1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant -1 : i32
    %x = arith.divsi %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divui_c4(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.divui %arg2, %c4_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divui_c4(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
    %x = arith.divui %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divui_c0(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.divui %arg2, %c0_i32 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divui_c0(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 0 : i32
    %x = arith.divui %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @ceildivsi_var(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.ceildivsi %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ceildivsi_var(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.ceildivsi %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @floordivsi_var(
// CHECK-NEXT: %0 = arith.floordivsi %arg2, %arg3 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @floordivsi_var(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.floordivsi %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @ceildivui_var(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.ceildivui %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ceildivui_var(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.ceildivui %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divf(
// CHECK-NEXT: %0 = arith.divf %arg4, %arg4 : f32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divf(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.divf %f, %f : f32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @for_step1(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for %arg6 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg7 = %arg2) -> (i32)  : i32 {
// CHECK-NEXT: %3 = arith.addi %arg7, %arg6 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_step1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %x = scf.for %i = %c0 to %b step %c1 iter_args(%s = %a) -> (i32) : i32 {
      %t = arith.addi %s, %i : i32
      scf.yield %t : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @for_step2(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %1 = scf.for %arg6 = %c0_i32 to %arg3 step %c2_i32 iter_args(%arg7 = %arg2) -> (i32)  : i32 {
// CHECK-NEXT: %3 = arith.addi %arg7, %arg6 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_step2(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %x = scf.for %i = %c0 to %b step %c2 iter_args(%s = %a) -> (i32) : i32 {
      %t = arith.addi %s, %i : i32
      scf.yield %t : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @for_stepvar(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.for %arg6 = %c0_i32 to %arg3 step %arg2 iter_args(%arg7 = %arg2) -> (i32)  : i32 {
// CHECK-NEXT: %3 = arith.addi %arg7, %arg6 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_stepvar(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %c0 = arith.constant 0 : i32
    %x = scf.for %i = %c0 to %b step %a iter_args(%s = %a) -> (i32) : i32 {
      %t = arith.addi %s, %i : i32
      scf.yield %t : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @for_step1_div(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = scf.for %arg6 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg7 = %arg2) -> (i32)  : i32 {
// CHECK-NEXT: %3 = arith.divsi %arg7, %arg6 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_step1_div(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %x = scf.for %i = %c0 to %b step %c1 iter_args(%s = %a) -> (i32) : i32 {
      %t = arith.divsi %s, %i : i32
      scf.yield %t : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @while(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg6 = %arg2) : (i32) -> i32 {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg6, %arg3 : i32
// CHECK-NEXT: scf.condition(%3) %arg6 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: i32):
// CHECK-NEXT: scf.yield %arg6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @while(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = scf.while (%s = %a) : (i32) -> i32 {
      %cnd = arith.cmpi slt, %s, %b : i32
      scf.condition(%cnd) %s : i32
    } do {
    ^bb0(%s2: i32):
      scf.yield %s2 : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @if_othercond(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @if_othercond(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = scf.if %d -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @execute_region(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @execute_region(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @load(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.load %arg5 : !tt.ptr<i32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.load %p : !tt.ptr<i32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @splat(
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @splat(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.splat %a : i32 -> tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @make_range(
// CHECK-NEXT: %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @make_range(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @addptr(
// CHECK-NEXT: %0 = tt.addptr %arg5, %arg2 : !tt.ptr<i32>, i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @addptr(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.addptr %p, %a : !tt.ptr<i32>, i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @pid(
// CHECK-NEXT: %0 = tt.get_program_id x : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @pid(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.get_program_id x : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @asm_pure(
// CHECK-NEXT: %0 = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg2 : i32 -> i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @asm_pure(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %a : i32 -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @asm_impure(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = false} %arg2 : i32 -> i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @asm_impure(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = false} %a : i32 -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @extern_pure(
// CHECK-NEXT: %0 = tt.extern_elementwise %arg2 {libname = "", libpath = "", pure = true, symbol = "foo"} : (i32) -> i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @extern_pure(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.extern_elementwise %a {libname = "", libpath = "", pure = true, symbol = "foo"} : (i32) -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @extern_impure(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.extern_elementwise %arg2 {libname = "", libpath = "", pure = false, symbol = "foo"} : (i32) -> i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @extern_impure(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.extern_elementwise %a {libname = "", libpath = "", pure = false, symbol = "foo"} : (i32) -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @reduce(
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = "tt.reduce"(%0) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: %4 = arith.addi %arg6, %arg7 : i32
// CHECK-NEXT: tt.reduce.return %4 : i32
// CHECK-NEXT: }) : (tensor<4xi32>) -> i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @reduce(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %sp = tt.splat %a : i32 -> tensor<4xi32>
    %x = "tt.reduce"(%sp) <{axis = 0 : i32}> ({
    ^bb0(%l: i32, %r: i32):
      %m = arith.addi %l, %r : i32
      tt.reduce.return %m : i32
    }) : (tensor<4xi32>) -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @reduce_div(
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = "tt.reduce"(%0) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: %4 = arith.divsi %arg6, %arg7 : i32
// CHECK-NEXT: tt.reduce.return %4 : i32
// CHECK-NEXT: }) : (tensor<4xi32>) -> i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @reduce_div(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %sp = tt.splat %a : i32 -> tensor<4xi32>
    %x = "tt.reduce"(%sp) <{axis = 0 : i32}> ({
    ^bb0(%l: i32, %r: i32):
      %m = arith.divsi %l, %r : i32
      tt.reduce.return %m : i32
    }) : (tensor<4xi32>) -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @poison(
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @poison(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = ub.poison : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @assert(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.assert %arg0, "x" : i1
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @assert(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    tt.assert %c, "x" : i1
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @print(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.print ": " {hex = false, isSigned = array<i32: 0>} : %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @print(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    tt.print ": " {hex = false, isSigned = array<i32: 0>} : %a : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @fptosi(
// CHECK-NEXT: %0 = arith.fptosi %arg4 : f32 to i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fptosi(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.fptosi %f : f32 to i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @math_sqrt(
// CHECK-NEXT: %0 = math.sqrt %arg4 : f32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @math_sqrt(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = math.sqrt %f : f32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @select(
// CHECK-NEXT: %0 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @select(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.select %d, %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @cmpi_const(
// CHECK-NEXT: %0 = arith.cmpi eq, %arg2, %arg3 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cmpi_const(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.cmpi eq, %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @idx_cast(
// CHECK-NEXT: %0 = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @idx_cast(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.index_cast %a : i32 to index
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @int_to_ptr(
// CHECK-NEXT: %0 = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %1 = tt.int_to_ptr %0 : i64 -> !tt.ptr<i32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @int_to_ptr(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %e = arith.extsi %a : i32 to i64
    %x = tt.int_to_ptr %e : i64 -> !tt.ptr<i32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @bitcast(
// CHECK-NEXT: %0 = tt.bitcast %arg5 : !tt.ptr<i32> -> !tt.ptr<f32>
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @bitcast(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.bitcast %p : !tt.ptr<i32> -> !tt.ptr<f32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @clampf(
// CHECK-NEXT: %0 = tt.clampf %arg4, %arg4, %arg4, propagateNan = none : f32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @clampf(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.clampf %f, %f, %f, propagateNan = none : f32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @precise_div(
// CHECK-NEXT: %0 = tt.precise_divf %arg4, %arg4 : f32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @precise_div(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.precise_divf %f, %f : f32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @mulhiui(
// CHECK-NEXT: %0 = tt.mulhiui %arg2, %arg3 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @mulhiui(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.mulhiui %a, %b : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @assume(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg2, %arg3 : i32
// CHECK-NEXT: llvm.intr.assume %1 : i1
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @assume(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %cnd = arith.cmpi sgt, %a, %b : i32
    llvm.intr.assume %cnd : i1
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @ptr_to_int(
// CHECK-NEXT: %0 = tt.ptr_to_int %arg5 : !tt.ptr<i32> -> i64
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ptr_to_int(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.ptr_to_int %p : !tt.ptr<i32> -> i64
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @remsi_c4(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.remsi %arg2, %c4_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remsi_c4(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
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

// CHECK-LABEL: tt.func @remsi_cm1(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.remsi %arg2, %c-1_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remsi_cm1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant -1 : i32
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

// CHECK-LABEL: tt.func @remui_c4(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.remui %arg2, %c4_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remui_c4(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
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

// CHECK-LABEL: tt.func @divui_ori(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.ori %arg3, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.divui %arg2, %1 : i32
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divui_ori(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 1 : i32
    %o = arith.ori %b, %k : i32
    %x = arith.divui %a, %o : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_sel(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %1 = arith.select %arg1, %c4_i32, %c8_i32 : i32
// CHECK-NEXT: %2 = arith.divsi %arg2, %1 : i32
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_sel(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %o = arith.select %d, %k, %k8 : i32
    %x = arith.divsi %a, %o : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_sel_neg(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %1 = arith.select %arg1, %c-4_i32, %c8_i32 : i32
// CHECK-NEXT: %2 = arith.divsi %arg2, %1 : i32
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_sel_neg(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant -4 : i32
    %k8 = arith.constant 8 : i32
    %o = arith.select %d, %k, %k8 : i32
    %x = arith.divsi %a, %o : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_tensor_c(
// CHECK-NEXT: %cst = arith.constant dense<4> : tensor<4xi32>
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = arith.divsi %0, %cst : tensor<4xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_tensor_c(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<4> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divsi %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_tensor_nonsplat(
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = arith.divsi %0, %cst : tensor<4xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_tensor_nonsplat(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divsi %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_tensor_splatc(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %1 = tt.splat %c4_i32 : i32 -> tensor<4xi32>
// CHECK-NEXT: %2 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %3 = arith.divsi %2, %1 : tensor<4xi32>
// CHECK-NEXT: %4 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %4 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_tensor_splatc(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
    %ks = tt.splat %k : i32 -> tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divsi %s, %ks : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_mkrange(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.make_range {end = 5 : i32, start = 1 : i32} : tensor<4xi32>
// CHECK-NEXT: %2 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %3 = arith.divui %2, %1 : tensor<4xi32>
// CHECK-NEXT: %4 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %4 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_mkrange(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = tt.make_range {end = 5 : i32, start = 1 : i32} : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divui %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @ceildivui_c4(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.ceildivui %arg2, %c4_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ceildivui_c4(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
    %x = arith.ceildivui %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @ceildivsi_c4(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.ceildivsi %arg2, %c4_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ceildivsi_c4(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : i32
    %x = arith.ceildivsi %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @ceildivsi_cm1(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %1 = arith.ceildivsi %arg2, %c-1_i32 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ceildivsi_cm1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant -1 : i32
    %x = arith.ceildivsi %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divui_cm1(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.divui %arg2, %c-1_i32 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divui_cm1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant -1 : i32
    %x = arith.divui %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_maxsi(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.maxsi %arg3, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.divsi %arg2, %1 : i32
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_maxsi(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 1 : i32
    %o = arith.maxsi %b, %k : i32
    %x = arith.divsi %a, %o : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divui_index(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT: %1 = arith.divui %0, %c4 : index
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divui_index(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant 4 : index
    %ai = arith.index_cast %a : i32 to index
    %x = arith.divui %ai, %k : index
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_i1(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %1 = arith.divsi %arg1, %true : i1
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_i1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant true
    %x = arith.divsi %d, %k : i1
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divui_i1(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.divui %arg1, %true : i1
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divui_i1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant true
    %x = arith.divui %d, %k : i1
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @for_index_step1(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg6 = %c0 to %c1 step %c1 iter_args(%arg7 = %arg2) -> (i32) {
// CHECK-NEXT: scf.yield %arg7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_index_step1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = scf.for %i = %c0 to %c1 step %c1 iter_args(%s = %a) -> (i32) {
      scf.yield %s : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @for_noresult(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg6 = %c0_i32 to %arg3 step %c1_i32  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_noresult(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %b step %c1 : i32 {
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @for_step1_load(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = scf.for %arg6 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg7 = %arg2) -> (i32)  : i32 {
// CHECK-NEXT: %3 = tt.load %arg5 : !tt.ptr<i32>
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @for_step1_load(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %x = scf.for %i = %c0 to %b step %c1 iter_args(%s = %a) -> (i32) : i32 {
      %t = tt.load %p : !tt.ptr<i32>
      scf.yield %t : i32
    }
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @two_ops_one_impure(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: %2 = tt.load %arg5 : !tt.ptr<i32>
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @two_ops_one_impure(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %y = arith.addi %a, %b : i32
    %x = tt.load %p : !tt.ptr<i32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @fptoui(
// CHECK-NEXT: %0 = arith.fptoui %arg4 : f32 to i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fptoui(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = arith.fptoui %f : f32 to i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @tt_dot(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : tensor<16x16xf16>
// CHECK-NEXT: %0 = tt.dot %cst_0, %cst_0, %cst : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @tt_dot(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %z = arith.constant dense<0.0> : tensor<16x16xf32>
    %l = arith.constant dense<1.0> : tensor<16x16xf16>
    %x = tt.dot %l, %l, %z : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @histogram(
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = tt.histogram %0 : tensor<4xi32> -> tensor<4xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @histogram(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = tt.histogram %s : tensor<4xi32> -> tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @scan(
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = "tt.scan"(%0) <{axis = 0 : i32, reverse = false}> ({
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: %4 = arith.addi %arg6, %arg7 : i32
// CHECK-NEXT: tt.scan.return %4 : i32
// CHECK-NEXT: }) : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @scan(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %sp = tt.splat %a : i32 -> tensor<4xi32>
    %x = "tt.scan"(%sp) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%l: i32, %r: i32):
      %m = arith.addi %l, %r : i32
      tt.scan.return %m : i32
    }) : (tensor<4xi32>) -> tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @join(
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = tt.join %0, %0 : tensor<4xi32> -> tensor<4x2xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @join(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = tt.join %s, %s : tensor<4xi32> -> tensor<4x2xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @fp_to_fp(
// CHECK-NEXT: %0 = tt.fp_to_fp %arg4, rounding = rtne : f32 -> f16
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp_to_fp(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.fp_to_fp %f, rounding = rtne : f32 -> f16
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func private @callee(
// CHECK-NEXT: tt.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @call_pure(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.call @callee(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func private @callee(%a: i32) -> i32 {
    tt.return %a : i32
  }
  tt.func @call_pure(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.call @callee(%a) : (i32) -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @remui_dense_pm1(
// CHECK-NEXT: %cst = arith.constant dense<[-1, 1, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = arith.remui %0, %cst : tensor<4xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @remui_dense_pm1(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[-1, 1, 2, 3]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.remui %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_dense_pm2(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant dense<[-2, 2, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %2 = arith.divsi %1, %cst : tensor<4xi32>
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_dense_pm2(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[-2, 2, 2, 3]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divsi %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divui_dense_pm2(
// CHECK-NEXT: %cst = arith.constant dense<[-2, 2, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = arith.divui %0, %cst : tensor<4xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divui_dense_pm2(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[-2, 2, 2, 3]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divui %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_dense_m2m3(
// CHECK-NEXT: %cst = arith.constant dense<[-2, -3, -2, -3]> : tensor<4xi32>
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %1 = arith.divsi %0, %cst : tensor<4xi32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_dense_m2m3(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[-2, -3, -2, -3]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divsi %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_dense_m1m3(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant dense<[-1, -3, -2, -3]> : tensor<4xi32>
// CHECK-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %2 = arith.divsi %1, %cst : tensor<4xi32>
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_dense_m1m3(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[-1, -3, -2, -3]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.divsi %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @ceildivui_dense0(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant dense<[0, 3, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<4xi32>
// CHECK-NEXT: %2 = arith.ceildivui %1, %cst : tensor<4xi32>
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ceildivui_dense0(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = arith.constant dense<[0, 3, 2, 3]> : tensor<4xi32>
    %s = tt.splat %a : i32 -> tensor<4xi32>
    %x = arith.ceildivui %s, %k : tensor<4xi32>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @divsi_poison(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: %2 = arith.divsi %arg2, %1 : i32
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @divsi_poison(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %k = ub.poison : i32
    %x = arith.divsi %a, %k : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @basic(
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %1, %3 : i32, i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @basic(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %1 = arith.addi %a, %b : i32
    %2 = arith.muli %1, %a : i32
    %3 = scf.if %c -> i32 {
      scf.yield %2 : i32
    } else {
      scf.yield %b : i32
    }
    tt.return %0, %2, %3 : i32, i32, i32
  }
}

// -----

// CHECK-LABEL: tt.func @uses_result(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @uses_result(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %1 = arith.addi %0, %b : i32
    %3 = scf.if %c -> i32 {
      scf.yield %1 : i32
    } else {
      scf.yield %b : i32
    }
    tt.return %1, %3 : i32, i32
  }
}
