// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// amdg.scaled_upcast_fp4 / fp8 per release (the same chunks in scaled-upcast-3.*.mlir).
// Triton 3.8 (upstream change not found): the result is f16 or bf16; scale and output
// carry equivalent layouts (or neither has one), then Fp4ToFpOp's encoding checks.
// Messages and verdicts: the 3.8 wheel's on each chunk (tools/oracle.py roundtrip).

#b = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp8_f32(%src: tensor<16x64xf8E5M2, #b>, %scale: tensor<16x64xbf16, #b>) {
    // expected-error @+1 {{'amdg.scaled_upcast_fp8' op result #0 must be ranked tensor of 16-bit float or bfloat16 type values}}
    %0 = amdg.scaled_upcast_fp8 %src scale %scale : tensor<16x64xf8E5M2, #b>, tensor<16x64xbf16, #b> -> tensor<16x64xf32, #b>
    tt.return
  }
}
// -----
#b = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp8_i8_scale(%src: tensor<16x64xf8E5M2, #b>, %scale: tensor<16x64xi8, #b>) {
    %0 = amdg.scaled_upcast_fp8 %src scale %scale : tensor<16x64xf8E5M2, #b>, tensor<16x64xi8, #b> -> tensor<16x64xf16, #b>
    tt.return
  }
}
// -----
#s = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#d = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#d2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp4_scale_enc(%src: tensor<16x32xi8, #s>, %scale: tensor<16x64xbf16, #d2>) {
    // expected-error @+1 {{scale and output encodings are not compatible:}}
    %0 = amdg.scaled_upcast_fp4 %src scale %scale {axis = 1 : i32} : tensor<16x32xi8, #s>, tensor<16x64xbf16, #d2> -> tensor<16x64xbf16, #d>
    tt.return
  }
}
// -----
#s = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#d = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp4_src_dst(%src: tensor<16x32xi8, #s>, %scale: tensor<16x64xbf16, #d>) {
    // expected-error @+1 {{Src and Dst encodings are not compatible:}}
    %0 = amdg.scaled_upcast_fp4 %src scale %scale {axis = 1 : i32} : tensor<16x32xi8, #s>, tensor<16x64xbf16, #d> -> tensor<16x64xbf16, #d>
    tt.return
  }
}
// -----
#s = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#d = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp4_noenc_scale(%src: tensor<16x32xi8, #s>, %scale: tensor<16x64xbf16>) {
    // expected-error @+1 {{scale and output must both have an encoding, or neither}}
    %0 = amdg.scaled_upcast_fp4 %src scale %scale {axis = 1 : i32} : tensor<16x32xi8, #s>, tensor<16x64xbf16> -> tensor<16x64xbf16, #d>
    tt.return
  }
}
// -----
#b = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp8_f32_scale(%src: tensor<16x64xf8E5M2, #b>, %scale: tensor<16x64xf32, #b>) {
    // expected-error @+1 {{operand #1 must be ranked tensor of bfloat16 type or 8-bit signless integer values, but got}}
    %0 = amdg.scaled_upcast_fp8 %src scale %scale : tensor<16x64xf8E5M2, #b>, tensor<16x64xf32, #b> -> tensor<16x64xf16, #b>
    tt.return
  }
}
// -----
#s = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#b = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp4_f32_scale(%src: tensor<16x32xi8, #s>, %scale: tensor<16x64xf32, #b>) {
    // expected-error @+1 {{operand #1 must be ranked tensor of bfloat16 type or 8-bit signless integer values, but got}}
    %0 = amdg.scaled_upcast_fp4 %src scale %scale {axis = 1 : i32} : tensor<16x32xi8, #s>, tensor<16x64xf32, #b> -> tensor<16x64xbf16, #b>
    tt.return
  }
}
// -----
#s = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#d = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#l = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [1, 0], [2, 0], [4, 0]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fp4_equiv_scale(%src: tensor<16x32xi8, #s>, %scale: tensor<16x64xbf16, #l>) {
    %0 = amdg.scaled_upcast_fp4 %src scale %scale {axis = 1 : i32} : tensor<16x32xi8, #s>, tensor<16x64xbf16, #l> -> tensor<16x64xbf16, #d>
    tt.return
  }
}
