module {
  tt.func @f() {
    %0 = arith.constant 1 : i32 i32
    tt.return
  }
}
