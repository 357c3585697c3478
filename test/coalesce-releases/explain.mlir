// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce --coalesce-explain -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --coalesce-explain -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// The --coalesce-explain remark says why an atomic is narrower from Triton 3.8 (triton-lang/triton#10059's
// cap) and costs the layouts with the op's own maximum.  The widths (4 -> 1, 8 -> 2, 4 -> 1) are the
// ones the 3.7.1 and 3.8.0 wheels choose for these inputs (atomic-width.mlir checks the same cases against
// them); the words and the line model are pyopt's.

// sm_80 fadd f32
// V37: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes; element = 32 bits; order = [0] (fastest dimension 0); elements per thread: this op 4, best of 1 same-shape same-order accesses in its slice 4, capped by 1024 elements / 128 threads -> 4; per warp, before -> after: 8 -> 2 access instructions, 8 -> 8 128-byte lines
// V38: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes; element = 32 bits; order = [0] (fastest dimension 0); elements per thread: this op 1, best of 1 same-shape same-order accesses in its slice 1, capped by 1024 elements / 128 threads -> 1; tt.atomic_rmw: at most 1 element a thread (fadd of f32 before sm_90 has no vector form; Triton 3.8's atomic cap); per warp, before -> after: 8 -> 8 access instructions, 8 -> 8 128-byte lines
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// gfx942 fadd f16
// V37: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes; element = 16 bits; order = [0] (fastest dimension 0); elements per thread: this op 8, best of 1 same-shape same-order accesses in its slice 8, capped by 1024 elements / 256 threads -> 4; per warp, before -> after: 4 -> 1 access instructions, 4 -> 4 128-byte lines
// V38: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes; element = 16 bits; order = [0] (fastest dimension 0); elements per thread: this op 2, best of 1 same-shape same-order accesses in its slice 2, capped by 1024 elements / 256 threads -> 2; tt.atomic_rmw: at most 2 elements a thread (AMD atomics move 32 bits an instruction; Triton 3.8's atomic cap); per warp, before -> after: 4 -> 2 access instructions, 4 -> 4 128-byte lines
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v: tensor<1024xf16, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>) -> tensor<1024xf16, #blocked>
    tt.return
  }
}

// -----

// atomic_cas i32
// V37: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes; element = 32 bits; order = [0] (fastest dimension 0); elements per thread: this op 4, best of 1 same-shape same-order accesses in its slice 4, capped by 1024 elements / 128 threads -> 4; per warp, before -> after: 8 -> 2 access instructions, 8 -> 8 128-byte lines
// V38: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes; element = 32 bits; order = [0] (fastest dimension 0); elements per thread: this op 1, best of 1 same-shape same-order accesses in its slice 1, capped by 1024 elements / 128 threads -> 1; tt.atomic_cas: at most 1 element a thread (compare-and-swap moves one element an instruction; Triton 3.8's atomic cap); per warp, before -> after: 8 -> 8 access instructions, 8 -> 8 128-byte lines
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<1024xi32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_cas acq_rel, gpu, %2, %v, %v : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    tt.return
  }
}
