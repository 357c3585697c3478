// tt.make_tensor_descriptor under -canonicalize-pointers with large-tensor pointers: from Triton
// 3.7 the pass rebuilds the descriptor's base pointer before it (triton-lang/triton#9228); 3.6.0
// has no pattern for it and fails. Found by tools/release_smoke.py: pyopt failed on 33 files of the
// 3.7.1 and 3.8.0 corpora (desc_* kernels) that those wheels convert (all 33 now print as the
// 3.7.1 and 3.8.0 wheels do). Expected output and message: the Triton 3.6.0 and 3.7.1 wheels on
// this input (tools/oracle.py run FILE -p "canonicalize-pointers{enable-large-tensor-ptr-canon=true}").

// RUN: not pyopt --triton-version=3.6 %s -canonicalize-pointers=enable-large-tensor-ptr-canon=true 2>&1 | filecheck %s --check-prefix=T36
// T36: {{.*}}make-tensor-descriptor-releases.mlir:18:10: error: failed to legalize operation 'tt.make_tensor_descriptor' that was explicitly marked illegal

// RUN: pyopt --triton-version=3.7 %s -canonicalize-pointers=enable-large-tensor-ptr-canon=true | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32, %arg2: i32) {
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.extsi %arg2 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%0, %c1_i64] : <f32>, <tensor<32x64xf32>>
    %2 = tt.descriptor_load %1[%arg1, %arg2] : !tt.tensordesc<tensor<32x64xf32>> -> tensor<32x64xf32, #blocked>
    tt.descriptor_store %1[%arg1, %arg2], %2 : !tt.tensordesc<tensor<32x64xf32>>, tensor<32x64xf32, #blocked>
    tt.return
  }
}

// T37:#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// T37-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// T37-NEXT:  tt.func public @desc(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32, %arg2: i32) {
// T37-NEXT:    %c0_i64 = arith.constant 0 : i64
// T37-NEXT:    %c1_i64 = arith.constant 1 : i64
// T37-NEXT:    %0 = arith.extsi %arg2 : i32 to i64
// T37-NEXT:    %1 = tt.addptr %arg0, %c0_i64 : !tt.ptr<f32>, i64
// T37-NEXT:    %2 = tt.make_tensor_descriptor %1, [%arg1, %arg2], [%0, %c1_i64] : <f32>, <tensor<32x64xf32>>
// T37-NEXT:    %3 = tt.descriptor_load %2[%arg1, %arg2] : !tt.tensordesc<tensor<32x64xf32>> -> tensor<32x64xf32, #blocked>
// T37-NEXT:    tt.descriptor_store %2[%arg1, %arg2], %3 : !tt.tensordesc<tensor<32x64xf32>>, tensor<32x64xf32, #blocked>
// T37-NEXT:    tt.return
// T37-NEXT:  }
// T37-NEXT:}
// T37-EMPTY:
