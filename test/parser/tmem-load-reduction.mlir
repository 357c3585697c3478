// RUN: pyopt --triton-version=3.7 %s | filecheck %s
// RUN: pyopt --triton-version=3.8 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s --mlir-print-op-generic | filecheck %s --check-prefix=GEN
// ttng.tmem_load's reduction (Triton 3.7 on, TMEM_LOAD_REDUCTION): results in the order result,
// token, red, named so; the output compared with the 3.7.1, 3.8.0 and 3.9.0 wheels (our input).

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#red = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:103", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: !ttg.async.token) {
    // CHECK: %result, %red = ttng.tmem_load %arg0 {NaN = false, abs = true, redOp = #ttng.redOp<max>} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>, tensor<128xf32, #blocked1>
    // CHECK-NEXT: %result_0, %token, %red_1 = ttng.tmem_load %arg0[%arg1] {redOp = #ttng.redOp<min>} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>, tensor<128xf32, #blocked1>
    // CHECK-NEXT: %result_2 = ttng.tmem_load %arg0 : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    // GEN: "ttng.tmem_load"(%arg0, %arg1) <{redOp = #ttng.redOp<min>}> : (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) -> (tensor<128x128xf32, #blocked>, !ttg.async.token, tensor<128xf32, #blocked1>)
    %a, %b = ttng.tmem_load %m {redOp = #ttng.redOp<max>, abs = true, NaN = false} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>, tensor<128xf32, #red>
    %c, %tok, %d = ttng.tmem_load %m[%t] {redOp = #ttng.redOp<min>} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>, tensor<128xf32, #red>
    %e = ttng.tmem_load %m : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    tt.return
  }
}
