module {
  tt.func @f(%a: vector<4x0xi8>) {
    tt.return
  }
}
