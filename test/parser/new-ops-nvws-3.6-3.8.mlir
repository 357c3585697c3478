// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// The nvws ops Triton 3.9 adds, under Triton 3.6 and 3.8: Triton 3.6.0 and 3.8.0 report each as
// unknown (the errors are theirs for the same chunks, parsed with each release's
// triton._C.libtriton.ir); the notes naming the release that has the op are pyopt's.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @phi() {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    // expected-error @+2 {{custom op 'nvws.aref.phi' is unknown}}
    // expected-note @+1 {{'nvws.aref.phi' is a Triton 3.9 op: --triton-version=3.9}}
    %0 = nvws.aref.phi %a, %b {ttg.partition = array<i32: 0, 1>} : i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @cancel(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+2 {{custom op 'nvws.clc_try_cancel' is unknown}}
    // expected-note @+1 {{'nvws.clc_try_cancel' is a Triton 3.9 op: --triton-version=3.9}}
    nvws.clc_try_cancel %r : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @generic(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+2 {{unregistered operation 'nvws.clc_try_cancel' found in dialect ('nvws') that does not allow unknown operations}}
    // expected-note @+1 {{'nvws.clc_try_cancel' is a Triton 3.9 op: --triton-version=3.9}}
    "nvws.clc_try_cancel"(%r) : (!ttg.memdesc<2xi64, #shared, #smem, mutable>) -> ()
    tt.return
  }
}
