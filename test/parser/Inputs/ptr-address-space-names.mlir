module {
  tt.func @f(%p: !tt.ptr<f32, "global">) {
    tt.return
  }
}
