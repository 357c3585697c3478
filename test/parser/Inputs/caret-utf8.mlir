module {
  tt.func @"éé"(%a: vector<0xf32>) {
    tt.return
  }
}
