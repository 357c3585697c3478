// TTIR: no ttg.num-warps, so coalesce fails.
module {
  tt.func public @k(%arg0: tensor<128x!tt.ptr<f32>>) {
    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>>
    tt.store %arg0, %1 : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
