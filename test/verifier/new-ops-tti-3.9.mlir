// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Verifier rules of the tti ops Triton 3.7-3.9 add that pyopt models.  Each expected error is
// the one Triton 3.9.0's wheel reports for the same chunk (parsed with triton._C.libtriton.ir,
// dialects loaded as triton-opt loads them).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_memdesc_to_i32' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'i32'}}
    %0 = "tti.experimental_memdesc_to_i32"(%i) : (i32) -> i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_memdesc_to_i32' op result #0 must be 32-bit signless integer, but got 'i64'}}
    %0 = "tti.experimental_memdesc_to_i32"(%m) : (!ttg.memdesc<2xi64, #shared, #smem, mutable>) -> i64
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_cluster_cta_id' op result #0 must be 32-bit signless integer, but got 'i64'}}
    %0 = tti.experimental_cluster_cta_id : i64
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_assert_uniform' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "tti.experimental_assert_uniform"(%i) {message = "boom"} : (i32) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_assert_uniform' op requires attribute 'message'}}
    "tti.experimental_assert_uniform"(%c) : (i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_assert_uniform' op attribute 'message' failed to satisfy constraint: string attribute}}
    "tti.experimental_assert_uniform"(%c) {message = 1 : i32} : (i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_gsan_kernel_exit' op requires zero operands}}
    "tti.experimental_gsan_kernel_exit"(%c) : (i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %i: i32) {
    // expected-error @+1 {{'tti.experimental_gsan_grid_dependency_wait' op requires zero results}}
    %0 = "tti.experimental_gsan_grid_dependency_wait"() : () -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f(%p: !tt.ptr<f32>) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_table_init' op attribute 'capacity' failed to satisfy constraint: 32-bit signless integer attribute}}
    "tti.experimental_gsan_mbarrier_table_init"(%p) {capacity = 4 : i64} : (!tt.ptr<f32>) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
    // expected-error @+1 {{'tti.experimental_gsan_cluster_barrier_init' op operand #0 must be ptr, but got 'tensor<4x!tt.ptr<f32>>'}}
    "tti.experimental_gsan_cluster_barrier_init"(%p) : (tensor<4x!tt.ptr<f32>>) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_init' op operand #0 must be ptr, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_init"(%f, %m) {expectedCount = 1 : i32} : (f32, !ttg.memdesc<1xi64, #shared, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_init' op operand #1 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_init"(%p, %f) {expectedCount = 1 : i32} : (!tt.ptr<i64>, f32) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_init' op attribute 'expectedCount' failed to satisfy constraint: 32-bit signless integer attribute}}
    "tti.experimental_gsan_mbarrier_init"(%p, %m) {expectedCount = 1 : i64} : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_wait' op operand #0 must be ptr, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_wait"(%f, %m, %i, %b) : (f32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i32, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_wait' op operand #1 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_wait"(%p, %f, %i, %b) : (!tt.ptr<i64>, f32, i32, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_wait' op operand #2 must be 32-bit signless integer, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_wait"(%p, %m, %f, %b) : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, f32, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_wait' op operand #3 must be 1-bit signless integer, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_wait"(%p, %m, %i, %f) : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i32, f32) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op operand #0 must be ptr, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_arrive"(%f, %m, %b) {count = 1 : i32, multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : (f32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op operand #1 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_arrive"(%p, %f, %b) {count = 1 : i32, multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : (!tt.ptr<i64>, f32, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op operand #2 must be 1-bit signless integer, but got 'f32'}}
    "tti.experimental_gsan_mbarrier_arrive"(%p, %m, %f) {count = 1 : i32, multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, f32) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute}}
    "tti.experimental_gsan_mbarrier_arrive"(%p, %m, %b) {count = 1 : i64, multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op attribute 'multicast' failed to satisfy constraint: bool attribute}}
    "tti.experimental_gsan_mbarrier_arrive"(%p, %m, %b) {count = 1 : i32, multicast = 1 : i32, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op attribute 'multicastMasks' failed to satisfy constraint: i32 dense array attribute}}
    "tti.experimental_gsan_mbarrier_arrive"(%p, %m, %b) {count = 1 : i32, multicast = false, multicastMasks = array<i64>, sourceBroadcastMask = 0 : i32} : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op attribute 'sourceBroadcastMask' failed to satisfy constraint: 32-bit signless integer attribute}}
    "tti.experimental_gsan_mbarrier_arrive"(%p, %m, %b) {count = 1 : i32, multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i64} : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i1) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    // expected-error @+1 {{'tti.experimental_gsan_mbarrier_arrive' op requires attribute 'sourceBroadcastMask'}}
    "tti.experimental_gsan_mbarrier_arrive"(%p, %m, %b) {count = 1 : i32, multicast = false, multicastMasks = array<i32>} : (!tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i1) -> ()
    tt.return
  }
}
