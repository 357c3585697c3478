// RUN: pyopt %s --split-input-file -coalesce | filecheck %s

// A store of an aligned pointer: 4 f32 a thread; the stored value is converted too.

// CHECK-DAG: [[STORE_ALIGNED_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @store_aligned
// CHECK: %[[STORE_ALIGNED_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[STORE_ALIGNED_B1]]>
// CHECK-NEXT: %[[STORE_ALIGNED_V4:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, [[STORE_ALIGNED_B1]]>
// CHECK-NEXT: tt.store %[[STORE_ALIGNED_V3]], %[[STORE_ALIGNED_V4]] : tensor<1024x!tt.ptr<f32>, [[STORE_ALIGNED_B1]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_aligned(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %2, %arg1 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Load of a 16-byte aligned pointer, store to a 4-byte aligned one: the load keeps its 4 a
// thread; the store, though it shares the slice, is capped at its own 1 a thread.

// CHECK-DAG: [[STORE_CAPPED_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @store_capped
// CHECK: %[[STORE_CAPPED_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[STORE_CAPPED_B1]]>
// CHECK-NEXT: %[[STORE_CAPPED_V4:[0-9]+]] = tt.load %[[STORE_CAPPED_V3]] : tensor<1024x!tt.ptr<f32>, [[STORE_CAPPED_B1]]>
// CHECK-NEXT: %[[STORE_CAPPED_V5:[0-9]+]] = ttg.convert_layout %[[STORE_CAPPED_V4]] : tensor<1024xf32, [[STORE_CAPPED_B1]]> -> tensor<1024xf32, #blocked>
// CHECK: %[[STORE_CAPPED_V8:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %[[STORE_CAPPED_V9:[0-9]+]] = ttg.convert_layout %[[STORE_CAPPED_V5]] : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.store %[[STORE_CAPPED_V8]], %[[STORE_CAPPED_V9]] : tensor<1024x!tt.ptr<f32>, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_capped(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %5 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %5, %3 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// The other way round: a load of a 4-byte aligned pointer takes the 4 a thread of the aligned
// store in its slice (loads are not capped at their own width).

// CHECK-DAG: [[LOAD_UNCAPPED_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @load_uncapped
// CHECK: %[[LOAD_UNCAPPED_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[LOAD_UNCAPPED_B1]]>
// CHECK-NEXT: %[[LOAD_UNCAPPED_V4:[0-9]+]] = tt.load %[[LOAD_UNCAPPED_V3]] : tensor<1024x!tt.ptr<f32>, [[LOAD_UNCAPPED_B1]]>
// CHECK-NEXT: %[[LOAD_UNCAPPED_V5:[0-9]+]] = ttg.convert_layout %[[LOAD_UNCAPPED_V4]] : tensor<1024xf32, [[LOAD_UNCAPPED_B1]]> -> tensor<1024xf32, #blocked>
// CHECK: %[[LOAD_UNCAPPED_V8:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[LOAD_UNCAPPED_B1]]>
// CHECK-NEXT: %[[LOAD_UNCAPPED_V9:[0-9]+]] = ttg.convert_layout %[[LOAD_UNCAPPED_V5]] : tensor<1024xf32, #blocked> -> tensor<1024xf32, [[LOAD_UNCAPPED_B1]]>
// CHECK-NEXT: tt.store %[[LOAD_UNCAPPED_V8]], %[[LOAD_UNCAPPED_V9]] : tensor<1024x!tt.ptr<f32>, [[LOAD_UNCAPPED_B1]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_uncapped(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %5 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %5, %3 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// A masked load with an other value: pointer, mask and other are all converted.

// CHECK-DAG: [[MASKED_LOAD_OTHER_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @masked_load_other
// CHECK: %[[MASKED_LOAD_OTHER_V5:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[MASKED_LOAD_OTHER_B1]]>
// CHECK-NEXT: %[[MASKED_LOAD_OTHER_V6:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, [[MASKED_LOAD_OTHER_B1]]>
// CHECK-NEXT: %[[MASKED_LOAD_OTHER_V7:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, [[MASKED_LOAD_OTHER_B1]]>
// CHECK-NEXT: %[[MASKED_LOAD_OTHER_V8:[0-9]+]] = tt.load %[[MASKED_LOAD_OTHER_V5]], %[[MASKED_LOAD_OTHER_V6]], %[[MASKED_LOAD_OTHER_V7]] : tensor<1024x!tt.ptr<f32>, [[MASKED_LOAD_OTHER_B1]]>
// CHECK-NEXT: %[[MASKED_LOAD_OTHER_V9:[0-9]+]] = ttg.convert_layout %[[MASKED_LOAD_OTHER_V8]] : tensor<1024xf32, [[MASKED_LOAD_OTHER_B1]]> -> tensor<1024xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked_load_other(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
    %2 = arith.cmpi slt, %0, %1 : tensor<1024xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %5 = tt.load %4, %2, %cst : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %5 : tensor<1024xf32, #blocked>
  }
}

// -----

// A masked store: pointer, value and mask are converted.

// CHECK-DAG: [[MASKED_STORE_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @masked_store
// CHECK: %[[MASKED_STORE_V5:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, [[MASKED_STORE_B1]]>
// CHECK-NEXT: %[[MASKED_STORE_V6:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xf16, #blocked> -> tensor<1024xf16, [[MASKED_STORE_B1]]>
// CHECK-NEXT: %[[MASKED_STORE_V7:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, [[MASKED_STORE_B1]]>
// CHECK-NEXT: tt.store %[[MASKED_STORE_V5]], %[[MASKED_STORE_V6]], %[[MASKED_STORE_V7]] : tensor<1024x!tt.ptr<f16>, [[MASKED_STORE_B1]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked_store(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}, %arg2: tensor<1024xf16, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
    %2 = arith.cmpi slt, %0, %1 : tensor<1024xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %4, %arg2, %2 : tensor<1024x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// tt.atomic_rmw on a tensor: converted like a store (pointer, value and mask), its result
// converted back.

// CHECK-DAG: [[ATOMIC_RMW_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @atomic_rmw
// CHECK: %[[ATOMIC_RMW_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[ATOMIC_RMW_B1]]>
// CHECK-NEXT: %[[ATOMIC_RMW_V4:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, [[ATOMIC_RMW_B1]]>
// CHECK-NEXT: %[[ATOMIC_RMW_V5:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, [[ATOMIC_RMW_B1]]>
// CHECK-NEXT: %[[ATOMIC_RMW_V6:[0-9]+]] = tt.atomic_rmw fadd, acq_rel, gpu, %[[ATOMIC_RMW_V3]], %[[ATOMIC_RMW_V4]], %[[ATOMIC_RMW_V5]] : (tensor<1024x!tt.ptr<f32>, [[ATOMIC_RMW_B1]]>, tensor<1024xf32, [[ATOMIC_RMW_B1]]>, tensor<1024xi1, [[ATOMIC_RMW_B1]]>) -> tensor<1024xf32, [[ATOMIC_RMW_B1]]>
// CHECK-NEXT: %[[ATOMIC_RMW_V7:[0-9]+]] = ttg.convert_layout %[[ATOMIC_RMW_V6]] : tensor<1024xf32, [[ATOMIC_RMW_B1]]> -> tensor<1024xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomic_rmw(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: tensor<1024xf32, #blocked>, %arg2: tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %arg1, %arg2 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// tt.atomic_cas on a tensor: pointer, compare and value converted.

// CHECK-DAG: [[ATOMIC_CAS_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @atomic_cas
// CHECK: %[[ATOMIC_CAS_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<i32>, #blocked> -> tensor<1024x!tt.ptr<i32>, [[ATOMIC_CAS_B1]]>
// CHECK-NEXT: %[[ATOMIC_CAS_V4:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xi32, #blocked> -> tensor<1024xi32, [[ATOMIC_CAS_B1]]>
// CHECK-NEXT: %[[ATOMIC_CAS_V5:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xi32, #blocked> -> tensor<1024xi32, [[ATOMIC_CAS_B1]]>
// CHECK-NEXT: %[[ATOMIC_CAS_V6:[0-9]+]] = tt.atomic_cas acq_rel, gpu, %[[ATOMIC_CAS_V3]], %[[ATOMIC_CAS_V4]], %[[ATOMIC_CAS_V5]] : (tensor<1024x!tt.ptr<i32>, [[ATOMIC_CAS_B1]]>, tensor<1024xi32, [[ATOMIC_CAS_B1]]>, tensor<1024xi32, [[ATOMIC_CAS_B1]]>) -> tensor<1024xi32, [[ATOMIC_CAS_B1]]>
// CHECK-NEXT: %[[ATOMIC_CAS_V7:[0-9]+]] = ttg.convert_layout %[[ATOMIC_CAS_V6]] : tensor<1024xi32, [[ATOMIC_CAS_B1]]> -> tensor<1024xi32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomic_cas(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg1: tensor<1024xi32, #blocked>, %arg2: tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_cas acq_rel, gpu, %2, %arg1, %arg2 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    tt.return %3 : tensor<1024xi32, #blocked>
  }
}

// -----

// A scalar-pointer store is not touched.

// CHECK-LABEL: tt.func public @scalar_store
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.store %{{[0-9a-z_#]+}}, %{{[0-9a-z_#]+}} : !tt.ptr<f32>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scalar_store(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: f32) {
    tt.store %arg0, %arg1 : !tt.ptr<f32>
    tt.return
  }
}
