module {
  tt.func @"ÿ	x"(%a: vector<0xf32>) {
    tt.return
  }
}
