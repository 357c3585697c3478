module {
  tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
    %0 = tt.load %p,,, : tensor<4x!tt.ptr<f32>>
    tt.return
  }
}
