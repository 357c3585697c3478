// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// From Triton 3.8 the scale factor is read off the scales' shapes (triton-lang/triton#9561):
// 16 or 32, one-element scales say nothing, both scales agree (3.6/3.7: dot-scaled-factor-3.6-3.7.mlir).
// Messages and verdicts: the 3.8 and 3.9 wheels' (tools/oracle.py roundtrip; 3.6.0 as 3.7.1 here).

tt.func @bad_factor(%a: tensor<128x128xf8E4M3FN>, %as: tensor<128x128xi8>, %b: tensor<128x128xf8E4M3FN>, %bs: tensor<128x4xi8>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{scale factor must be 16 or 32. Got 1}}
  %r = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e4m3 rhs = e4m3 {fastMath = true} : tensor<128x128xf8E4M3FN>, tensor<128x128xi8> * tensor<128x128xf8E4M3FN>, tensor<128x4xi8> -> tensor<128x128xf32>
  tt.return
}
// -----
tt.func @factor16(%a: tensor<128x128xf8E4M3FN>, %as: tensor<128x8xi8>, %b: tensor<128x128xf8E4M3FN>, %bs: tensor<128x8xi8>, %c: tensor<128x128xf32>) {
  %r = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e4m3 rhs = e4m3 {fastMath = true} : tensor<128x128xf8E4M3FN>, tensor<128x8xi8> * tensor<128x128xf8E4M3FN>, tensor<128x8xi8> -> tensor<128x128xf32>
  tt.return
}
// -----
tt.func @mixed(%a: tensor<128x128xf8E4M3FN>, %as: tensor<128x8xi8>, %b: tensor<128x128xf8E4M3FN>, %bs: tensor<128x4xi8>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{Operands must have the same scale factor; (lhs: 16 vs rhs: 32)}}
  %r = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e4m3 rhs = e4m3 {fastMath = true} : tensor<128x128xf8E4M3FN>, tensor<128x8xi8> * tensor<128x128xf8E4M3FN>, tensor<128x4xi8> -> tensor<128x128xf32>
  tt.return
}
// -----
tt.func @f8scale16(%a: tensor<128x128xf8E4M3FN>, %as: tensor<128x8xf8E4M3FN>, %b: tensor<128x128xbf16>, %c: tensor<128x128xf32>) {
  %r = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = true} : tensor<128x128xf8E4M3FN>, tensor<128x8xf8E4M3FN> * tensor<128x128xbf16> -> tensor<128x128xf32>
  tt.return
}
// -----
tt.func @one_elem(%a: tensor<1x32xf8E4M3FN>, %as: tensor<1x1xi8>, %b: tensor<32x16xbf16>, %c: tensor<1x16xf32>) {
  %r = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = true} : tensor<1x32xf8E4M3FN>, tensor<1x1xi8> * tensor<32x16xbf16> -> tensor<1x16xf32>
  tt.return
}
// -----
tt.func @a_only(%a: tensor<128x128xf8E4M3FN>, %as: tensor<128x4xi8>, %b: tensor<128x128xbf16>, %c: tensor<128x128xf32>) {
  %r = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = true} : tensor<128x128xf8E4M3FN>, tensor<128x4xi8> * tensor<128x128xbf16> -> tensor<128x128xf32>
  tt.return
}
// -----
tt.func @m_dim(%a: tensor<128x128xf8E4M3FN>, %as: tensor<64x4xi8>, %b: tensor<128x128xbf16>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{scales M dimension must match the operand M dimension}}
  %r = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = true} : tensor<128x128xf8E4M3FN>, tensor<64x4xi8> * tensor<128x128xbf16> -> tensor<128x128xf32>
  tt.return
}
