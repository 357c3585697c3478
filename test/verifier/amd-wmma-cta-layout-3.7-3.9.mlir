// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// #ttg.amd_wmma's ctaLayout from Triton 3.7 (triton-lang/triton#8946): the parser's messages.
// Each is the 3.7.1, 3.8.0 and 3.9.0 wheels' on the same chunk (tools/oracle.py roundtrip),
// except where marked: without ctaLayout (the 3.6 form) the wheels fail with no message, and on a
// basis that is not a list of integers they abort after parseLinearLayout's error, which pyopt
// reports.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{expected dictionary value for 'ctaLayout'}}
  tt.func @f(%a: tensor<64x64xf16, #ttg.amd_wmma<{version = 2, ctaLayout = [[0, 1]]}>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{expected a bool type in isTranspose}}
  tt.func @f(%a: tensor<64x64xf16, #ttg.amd_wmma<{version = 2, isTranspose = 2, ctaLayout = {warp = [[0, 1], [1, 0]]}}>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{invalid WMMA v2 instruction shape}}
  tt.func @f(%a: tensor<64x64xf16, #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[0, 1], [1, 0]]}, instrShape = [16, 16, 64]}>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{expected an unsigned integer value in version}}
  tt.func @f(%a: tensor<64x64xf16, #ttg.amd_wmma<{version = -1, rank = 2, ctaLayout = {warp = [[0, 1], [1, 0]]}}>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // (the wheels abort after this message)
  // expected-error @+1 {{Expected array of integers in basis for 'warp'}}
  tt.func @f(%a: tensor<64x64xf16, #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [1, 0]}}>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // (the wheels abort after this message: rank defaults to 2)
  // expected-error @+1 {{Serialized rank and rank deduced from LL need to match}}
  tt.func @f(%a: tensor<2x64x64xf16, #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[0, 0, 1], [0, 1, 0]]}}>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // (the wheels fail without a message)
  // expected-error @+1 {{expected a 'ctaLayout' entry: from Triton 3.7 it replaces warpsPerCTA and tilesPerWarp}}
  tt.func @f(%a: tensor<64x64xf16, #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2]}>>) {
    tt.return
  }
}
