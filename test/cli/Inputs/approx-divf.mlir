tt.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "tt.approx_divf"(%a, %b) : (f32, f32) -> f32
  tt.return %0 : f32
}
