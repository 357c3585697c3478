// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// A WMMA tt.dot across CTAs (triton-lang/triton#9340, from 3.7), from Triton 3.8 with the
// operands' own CGA layouts (the parent's with the K dim broadcast, triton-lang/triton#9694):
// A's parent may then have the accumulator's CGA layout, which 3.7 rejects
// (wmma-multi-cta-dot-3.7.mlir).  Messages and verdicts: the 3.8.0 and 3.9.0 wheels' on each
// chunk (tools/oracle.py roundtrip).

#acc = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
#opa = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[1, 0], [0, 1]]}, CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @a_parent_as_acc(%a: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #opa, kWidth = 8}>>, %c: tensor<32x64xf32, #acc>) {
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
