module {
  tt.func @"中文é́"(%a: vector<0xf32>) {
    tt.return
  }
}
