// RUN: pyopt %s | filecheck %s --strict-whitespace --match-full-lines
// An attribute dictionary may go on over lines (Triton's lit tests write
// module attributes so); the printed form is Triton 3.6.0's.
module attributes { "ttg.num-ctas" = 1 : i32,
                    "ttg.num-warps" = 1 : i32,
                    ttg.target = "cuda:90" } {
  tt.func public @f() attributes {noinline = false,
                                  tt.note = "x"} {
    tt.return
  }
}
// CHECK:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90"} {
// CHECK-NEXT:  tt.func public @f() attributes {noinline = false, tt.note = "x"} {
