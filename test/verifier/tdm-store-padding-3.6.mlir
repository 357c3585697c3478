// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6: amdg.async_tdm_copy_local_to_global stores from no padded layout (3.7 allows one
// interval equal to the innermost block dimension: tdm-store-padding-3.7-3.9.mlir).  Inputs of our
// own, compared with the 3.6.0 wheel (tools/triton_lit_check.py).

#pad = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 32]}>
#pad2 = #ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [64, 32]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_padded_inner(%d: !tt.tensordesc<tensor<64x32xf32>>, %m: !ttg.memdesc<64x32xf32, #pad, #smem, mutable>) {
    %c0 = arith.constant 0 : i32
    // expected-error @+1 {{'amdg.async_tdm_copy_local_to_global' op TDM store does not support padding}}
    amdg.async_tdm_copy_local_to_global %d[%c0, %c0] from %m : !ttg.memdesc<64x32xf32, #pad, #smem, mutable> -> !tt.tensordesc<tensor<64x32xf32>>
    tt.return
  }
}

// -----

#pad = #ttg.padded_shared<[16:+4] {order = [1, 0], shape = [64, 32]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_padded_other_interval(%d: !tt.tensordesc<tensor<64x32xf32>>, %m: !ttg.memdesc<64x32xf32, #pad, #smem, mutable>) {
    %c0 = arith.constant 0 : i32
    // expected-error @+1 {{'amdg.async_tdm_copy_local_to_global' op TDM store does not support padding}}
    amdg.async_tdm_copy_local_to_global %d[%c0, %c0] from %m : !ttg.memdesc<64x32xf32, #pad, #smem, mutable> -> !tt.tensordesc<tensor<64x32xf32>>
    tt.return
  }
}

// -----

#pad2 = #ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [64, 32]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_two_intervals(%d: !tt.tensordesc<tensor<64x32xf32>>, %m: !ttg.memdesc<64x32xf32, #pad2, #smem, mutable>) {
    %c0 = arith.constant 0 : i32
    // expected-error @+1 {{'amdg.async_tdm_copy_local_to_global' op TDM store does not support padding}}
    amdg.async_tdm_copy_local_to_global %d[%c0, %c0] from %m : !ttg.memdesc<64x32xf32, #pad2, #smem, mutable> -> !tt.tensordesc<tensor<64x32xf32>>
    tt.return
  }
}
