// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.7 (triton-lang/triton#9360) amdg.async_tdm_copy_local_to_global stores from a padded
// layout with one interval equal to the innermost block dimension.  Inputs of our own, the same
// in tdm-store-padding-3.6.mlir (3.8.0 and 3.9.0 read this op in another form, not known here);
// compared with the 3.7.1 wheel.

#pad = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 32]}>
#pad2 = #ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [64, 32]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_padded_inner(%d: !tt.tensordesc<tensor<64x32xf32>>, %m: !ttg.memdesc<64x32xf32, #pad, #smem, mutable>) {
    %c0 = arith.constant 0 : i32
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
    // expected-error @+1 {{TDM store padding is only supported when padding interval equals the innermost block dimension (got padInterval=16, innermost dimension=32)}}
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
    // expected-error @+1 {{TDM store only supports single interval paddings.}}
    amdg.async_tdm_copy_local_to_global %d[%c0, %c0] from %m : !ttg.memdesc<64x32xf32, #pad2, #smem, mutable> -> !tt.tensordesc<tensor<64x32xf32>>
    tt.return
  }
}
