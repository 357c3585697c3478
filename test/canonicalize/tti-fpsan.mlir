// RUN: pyopt --triton-version=3.8 %s --split-input-file -canonicalize | filecheck %s
// RUN: pyopt --triton-version=3.9 %s --split-input-file -canonicalize | filecheck %s
// The FPSan ops under the canonicalizer: embed(unembed(x)) and unembed(embed(x)) fold to x, and a
// view of an FPSan op's result (ttg.convert_layout, tt.trans, tt.expand_dims, tt.broadcast,
// tt.reshape) becomes the FPSan op of the view of its operand (PushFPSanThroughViewPattern).
// The CHECK lines are what Triton 3.8.0's and 3.9.0's canonicalizers leave (the same text;
// triton._C.libtriton: passes.common.add_canonicalizer on each chunk).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fpsan(%x: tensor<128xf32, #blocked>, %s: f32, %i: tensor<128xi32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xi32, #blocked>, tensor<128xf32, #blocked1>, f32) {
    %0 = tti.experimental_fpsan_embed %x : (tensor<128xf32, #blocked>) -> tensor<128xi32, #blocked>
    %1 = tti.experimental_fpsan_unembed %0 : (tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
    %2 = tti.experimental_fpsan_unembed %i : (tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
    %3 = tti.experimental_fpsan_embed %2 : (tensor<128xf32, #blocked>) -> tensor<128xi32, #blocked>
    %4 = ttg.convert_layout %2 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    %5 = tti.experimental_fpsan_embed %s : (f32) -> i32
    %6 = tti.experimental_fpsan_unembed %5 : (i32) -> f32
    tt.return %1, %3, %4, %6 : tensor<128xf32, #blocked>, tensor<128xi32, #blocked>, tensor<128xf32, #blocked1>, f32
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fpsan_views(%x: tensor<32x32xf32, #blocked>, %v: tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>, %w: tensor<32x1xf32, #blocked>) -> (tensor<32x32xi32, #blocked3>, tensor<128x1xf32, #blocked2>, tensor<32x32xi32, #blocked>, tensor<1024xi32, #blocked1>) {
    %0 = tti.experimental_fpsan_embed %x : (tensor<32x32xf32, #blocked>) -> tensor<32x32xi32, #blocked>
    %1 = tt.trans %0 {order = array<i32: 1, 0>} : tensor<32x32xi32, #blocked> -> tensor<32x32xi32, #blocked3>
    %2 = tti.experimental_fpsan_unembed %v : (tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xf32, #blocked2>
    %4 = tti.experimental_fpsan_embed %w : (tensor<32x1xf32, #blocked>) -> tensor<32x1xi32, #blocked>
    %5 = tt.broadcast %4 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %6 = tt.reshape %0 allow_reorder : tensor<32x32xi32, #blocked> -> tensor<1024xi32, #blocked1>
    tt.return %1, %3, %5, %6 : tensor<32x32xi32, #blocked3>, tensor<128x1xf32, #blocked2>, tensor<32x32xi32, #blocked>, tensor<1024xi32, #blocked1>
  }
}

// CHECK-LABEL: tt.func @fpsan
// CHECK-NEXT: %0 = ttg.convert_layout %arg2 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
// CHECK-NEXT: %1 = tti.experimental_fpsan_unembed %0 : (tensor<128xi32, #blocked1>) -> tensor<128xf32, #blocked1>
// CHECK-NEXT: tt.return %arg0, %arg2, %1, %arg1 : tensor<128xf32, #blocked>, tensor<128xi32, #blocked>, tensor<128xf32, #blocked1>, f32
// CHECK-LABEL: tt.func @fpsan_views
// CHECK-NEXT: %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked2>
// CHECK-NEXT: %1 = tti.experimental_fpsan_embed %0 : (tensor<32x32xf32, #blocked2>) -> tensor<32x32xi32, #blocked2>
// CHECK-NEXT: %2 = tt.expand_dims %arg1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
// CHECK-NEXT: %3 = tti.experimental_fpsan_unembed %2 : (tensor<128x1xi32, #blocked1>) -> tensor<128x1xf32, #blocked1>
// CHECK-NEXT: %4 = tt.broadcast %arg2 : tensor<32x1xf32, #blocked> -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: %5 = tti.experimental_fpsan_embed %4 : (tensor<32x32xf32, #blocked>) -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %6 = tt.reshape %arg0 allow_reorder : tensor<32x32xf32, #blocked> -> tensor<1024xf32, #blocked3>
// CHECK-NEXT: %7 = tti.experimental_fpsan_embed %6 : (tensor<1024xf32, #blocked3>) -> tensor<1024xi32, #blocked3>
// CHECK-NEXT: tt.return %1, %3, %5, %7 : tensor<32x32xi32, #blocked2>, tensor<128x1xf32, #blocked1>, tensor<32x32xi32, #blocked>, tensor<1024xi32, #blocked3>
