// RUN: pyopt --triton-version=3.7 %s --split-input-file | filecheck %s
// Triton 3.7's amdg.async_tdm_gather and async_tdm_scatter take a column offset after the row
// indices (Triton 3.7.1 prints `%0 = amdg.async_tdm_gather %arg0[%arg2, %arg1] to %arg3 : ...`
// for the op below; its generic form, as here, reads in 3.7.1).  pyopt models the form of 3.8
// on (triton-lang/triton#10685 dropped the operand; amdg.TDM_GATHER_SCATTER_MODELLED), so under
// 3.7 it keeps the op unverified, in the generic form, as an op it lacks: no false verifier
// error from 3.8's operand list.

#blocked = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %col: i32, %rows: tensor<64xi16, #blocked>, %dst: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    %0 = "amdg.async_tdm_gather"(%desc, %rows, %col, %dst) : (!tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64xi16, #blocked>, i32, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> !ttg.async.token
    %1 = "amdg.async_tdm_scatter"(%desc, %rows, %col, %dst) : (!tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64xi16, #blocked>, i32, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> !ttg.async.token
    tt.return
  }
}

// CHECK-LABEL: tt.func @gather
// CHECK-NEXT: %0 = "amdg.async_tdm_gather"(%arg0, %arg2, %arg1, %arg3) : (!tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64xi16, #blocked>, i32, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> !ttg.async.token
// CHECK-NEXT: %1 = "amdg.async_tdm_scatter"(%arg0, %arg2, %arg1, %arg3) : (!tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64xi16, #blocked>, i32, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> !ttg.async.token
