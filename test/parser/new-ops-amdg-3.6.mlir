// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// The amdg ops later releases add, under Triton 3.6: Triton 3.6.0 reports each as unknown
// (the errors are 3.6.0's for the same chunks, tools/oracle.py's recipe: parsed with the main
// venv's triton._C.libtriton.ir); the notes naming the releases that have the op are pyopt's.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.update_tensor_descriptor' is unknown}}
    // expected-note @+1 {{'amdg.update_tensor_descriptor' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
    %0 = amdg.update_tensor_descriptor %desc add_offsets = [%m, %n] set_bounds = [%m, %n] pred = %c1_i32 : !tt.tensordesc<tensor<64x64xf16, #shared>>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.tdm_prefetch' is unknown}}
    // expected-note @+1 {{'amdg.tdm_prefetch' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    amdg.tdm_prefetch %desc[%m, %n], %true, speculative = false : !tt.tensordesc<tensor<64x64xf16, #shared>>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.async_tdm_gather' is unknown}}
    // expected-note @+1 {{'amdg.async_tdm_gather' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    %4 = amdg.async_tdm_gather %desc[%idx] to %smem : tensor<64xi16, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<tensor<64x64xf16, #shared>>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.async_tdm_scatter' is unknown}}
    // expected-note @+1 {{'amdg.async_tdm_scatter' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    %6 = amdg.async_tdm_scatter %desc[%idx] from %smem : tensor<64xi16, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<tensor<64x64xf16, #shared>>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.async_tdm_intrinsic_wait' is unknown}}
    // expected-note @+1 {{'amdg.async_tdm_intrinsic_wait' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    %8 = amdg.async_tdm_intrinsic_wait {count = 0 : i32}
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.async_copy_local_to_global' is unknown}}
    // expected-note @+1 {{'amdg.async_copy_local_to_global' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    %10 = amdg.async_copy_local_to_global %smem, %ptrs : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.scaled_downcast_fp8' is unknown}}
    // expected-note @+1 {{'amdg.scaled_downcast_fp8' is a Triton 3.9 op: --triton-version=3.9}}
    %12 = amdg.scaled_downcast_fp8 %x scale %scale {axis = 1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #linear> -> tensor<64x64xf8E4M3FN, #blocked>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.async_tdm_fused_copy_global_to_local' is unknown}}
    // expected-note @+1 {{'amdg.async_tdm_fused_copy_global_to_local' is a Triton 3.9 op: --triton-version=3.9}}
    %13 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %smem, %smem {warp_used_hints = array<i32: 3, 12>} : !tt.tensordesc<tensor<64x64xf16, #shared>>, !tt.tensordesc<tensor<64x64xf16, #shared>> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.cluster_barrier_arrive' is unknown}}
    // expected-note @+1 {{'amdg.cluster_barrier_arrive' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    amdg.cluster_barrier_arrive
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    // expected-error @+2 {{custom op 'amdg.cluster_barrier_wait' is unknown}}
    // expected-note @+1 {{'amdg.cluster_barrier_wait' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    amdg.cluster_barrier_wait
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @generic(%t: !ttg.async.token) {
    // expected-error @+2 {{unregistered operation 'amdg.async_tdm_intrinsic_wait' found in dialect ('amdg') that does not allow unknown operations}}
    // expected-note @+1 {{'amdg.async_tdm_intrinsic_wait' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
    %0 = "amdg.async_tdm_intrinsic_wait"(%t) {count = 0 : i32} : (!ttg.async.token) -> !ttg.async.token
    tt.return
  }
}
