module {
  tt.func @f() {
    tt.return
  }
}
