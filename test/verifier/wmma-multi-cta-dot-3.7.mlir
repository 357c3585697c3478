// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// A WMMA tt.dot across CTAs from Triton 3.7 (triton-lang/triton#9340): operands whose parent
// equals the result's but for the CGA layout are accepted, and the CGA layouts are checked:
// the accumulator's may not broadcast, A's (B's) must be it broadcast along dim1 (dim0).  3.7
// compares the parents' CGA layouts (3.8 the operands' own, wmma-multi-cta-dot-3.8-3.9.mlir;
// 3.6 wants equal parents, wmma-multi-cta-dot-3.6.mlir).  Messages: the 3.7.1 wheel's on each
// chunk (tools/oracle.py roundtrip).

#acc = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
#opa = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @a_not_broadcast(%a: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #opa, kWidth = 8}>>, %c: tensor<32x64xf32, #acc>) {
    // expected-error @+1 {{Incompatible CGA layout for operand 0}}
    %d = tt.dot %a, %b, %c : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #opa, kWidth = 8}>> -> tensor<32x64xf32, #acc>
    tt.return
  }
}

// -----

#acc = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
#opa = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 0]]}>
#opb = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @good(%a: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #opb, kWidth = 8}>>, %c: tensor<32x64xf32, #acc>) {
    %d = tt.dot %a, %b, %c : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #opb, kWidth = 8}>> -> tensor<32x64xf32, #acc>
    tt.return
  }
}

// -----

#acc = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
#opa = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 0]]}>
#opb = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @b_broadcast(%a: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #opb, kWidth = 8}>>, %c: tensor<32x64xf32, #acc>) {
    // expected-error @+1 {{Incompatible CGA layout for operand 1}}
    %d = tt.dot %a, %b, %c : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #opb, kWidth = 8}>> -> tensor<32x64xf32, #acc>
    tt.return
  }
}

// -----

#acc = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @acc_broadcast(%a: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #acc, kWidth = 8}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc, kWidth = 8}>>, %c: tensor<32x64xf32, #acc>) {
    // expected-error @+1 {{Accumulator CGA layout should not broadcast or have repeated rows}}
    %d = tt.dot %a, %b, %c : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #acc, kWidth = 8}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc, kWidth = 8}>> -> tensor<32x64xf32, #acc>
    tt.return
  }
}

// -----

#acc = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
#opa = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[0, 1], [1, 0]]}, CGALayout = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @parent_differs(%a: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc, kWidth = 8}>>, %c: tensor<32x64xf32, #acc>) {
    // expected-error @+2 {{'tt.dot' op failed to infer returned types}}
    // expected-error @+1 {{Incompatible parent encoding}}
    %d = tt.dot %a, %b, %c : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc, kWidth = 8}>> -> tensor<32x64xf32, #acc>
    tt.return
  }
}
