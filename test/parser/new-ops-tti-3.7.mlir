// RUN: pyopt --triton-version=3.7 %s --split-input-file | filecheck %s
// The tti op Triton 3.7 adds that pyopt models: its custom form round trips.  The CHECK lines
// are what the Triton 3.7.1 wheel printed for this input.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tti_new_ops(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1) {
    %0 = tti.experimental_memdesc_to_i32 %m : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    %1 = tti.experimental_memdesc_to_i32 %m {tag} : <2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-LABEL: tt.func @tti_new_ops
// CHECK-NEXT: %0 = tti.experimental_memdesc_to_i32 %arg0 : <2xi64, #shared, #smem, mutable>
// CHECK-NEXT: %1 = tti.experimental_memdesc_to_i32 %arg0 {tag} : <2xi64, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
