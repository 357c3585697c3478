// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// The tti ops later releases add, under Triton 3.6: Triton 3.6.0 reports each as unknown (the
// errors are 3.6.0's for the same chunks, parsed with the main venv's triton._C.libtriton.ir);
// the notes naming the releases that have the op are pyopt's.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+2 {{custom op 'tti.experimental_memdesc_to_i32' is unknown}}
    // expected-note @+1 {{'tti.experimental_memdesc_to_i32' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    %0 = tti.experimental_memdesc_to_i32 %m : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    // expected-error @+2 {{custom op 'tti.experimental_cluster_cta_id' is unknown}}
    // expected-note @+1 {{'tti.experimental_cluster_cta_id' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
    %0 = tti.experimental_cluster_cta_id : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%c: i1) {
    // expected-error @+2 {{custom op 'tti.experimental_assert_uniform' is unknown}}
    // expected-note @+1 {{'tti.experimental_assert_uniform' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
    tti.experimental_assert_uniform %c, "boom"
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    // expected-error @+2 {{custom op 'tti.experimental_gsan_kernel_exit' is unknown}}
    // expected-note @+1 {{'tti.experimental_gsan_kernel_exit' is a Triton 3.9 op: --triton-version=3.9}}
    tti.experimental_gsan_kernel_exit
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    // expected-error @+2 {{unregistered operation 'tti.experimental_gsan_init' found in dialect ('tti') that does not allow unknown operations}}
    // expected-note @+1 {{'tti.experimental_gsan_init' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
    "tti.experimental_gsan_init"() : () -> ()
    tt.return
  }
}
