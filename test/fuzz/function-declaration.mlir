// RUN: pyopt %s -coalesce -remove-layout-conversions -cse | FileCheck %s
// RUN: pyopt %s -canonicalize -canonicalize-pointers | FileCheck %s
// RUN: pyopt %s -canonicalize-pointers=enable-large-tensor-ptr-canon=true -fold-true-cmpi | FileCheck %s
// RUN: pyopt %s -convert-to-buffer-ops=arch-generation-name=gfx942 -axis-info 2>/dev/null | FileCheck %s
// A private function declaration (no body) beside a definition: every pass
// leaves it as it is, as Triton 3.6.0 does.  Found by tools/fuzz (a public
// declaration, which the verifier now rejects, crashed
// remove-layout-conversions, as did this valid one).

// CHECK: tt.func private @g(i32)
// CHECK: tt.func @f()
// CHECK-NEXT: tt.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @g(%arg0: i32)
  tt.func @f() {
    tt.return
  }
}
