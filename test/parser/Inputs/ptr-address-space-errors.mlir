module {
  tt.func @f(%p: !tt.ptr<f32, 3>) {
    tt.return
  }
}
// -----
module {
  tt.func @f(%p: !tt.ptr<f32, "shared">) {
    tt.return
  }
}
// -----
module {
  tt.func @f(%p: !tt.ptr<f32, "">) {
    tt.return
  }
}
