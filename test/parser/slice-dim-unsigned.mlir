// RUN: pyopt %s --split-input-file | filecheck %s
// #ttg.slice's dim is read as Triton 3.6.0 reads it: IntegerAttr::getInt into an `unsigned`,
// so 4294967296 is dim 0 and 4294967297 is dim 1, and a value written either way is the same
// type. Found by tools/fuzz --oracle (seed 2023): Triton accepts the expand_dims below, whose
// operand was written with dim = 0. Each output was compared with Triton 3.6.0's
// (tools/oracle.py roundtrip).

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @wrap() {
    // CHECK: tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 4294967296, parent = #blocked}>>
    // CHECK-NEXT: tt.expand_dims %0 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    // CHECK-NEXT: tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 4294967297, parent = #blocked}>>
    tt.return
  }
}
