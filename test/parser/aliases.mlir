// RUN: pyopt %s | filecheck %s
// Aliases are renamed and reordered as MLIR prints them, whatever the input
// called them: sorted by name (stable in first-use order), numbered blocked,
// blocked1, ...; unused aliases disappear; slice layouts stay inline.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module
#zzz = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#unused = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#aaa = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#sh = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#mem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    // CHECK: tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #aaa}>>
    // CHECK: tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked1>
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #zzz>
    // CHECK: tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #aaa}>> -> tensor<16x1xi32, #aaa>
    %3 = "test.use"(%1) : (tensor<128xi32, #zzz>) -> !ttg.memdesc<128xi32, #sh, #mem>
    tt.return
  }
}
