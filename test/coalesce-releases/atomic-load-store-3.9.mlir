// RUN: pyopt --triton-version=3.9 %s --split-input-file -coalesce | filecheck %s --check-prefix=V39
// Triton 3.9's tt.atomic_load and tt.atomic_store (triton-lang/triton#11591) are memory ops for
// coalesce: as wide as a load or store on NVIDIA, 1 a thread on AMD; tt.atomic_poll is not coalesced.
// The CHECK lines are what the 3.9.0 wheel prints for these inputs.

// NVIDIA atomic_store f16: 8 a thread
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>{{$}}
// V39: {{^}}    %4 = ttg.convert_layout %arg1 : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>{{$}}
// V39: {{^}}    tt.atomic_store relaxed, gpu, %3, %4 : tensor<1024x!tt.ptr<f16>, #blocked1>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v: tensor<1024xf16, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    tt.atomic_store relaxed, gpu, %2, %v : tensor<1024x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// NVIDIA atomic_load i64: 2 a thread
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<i64>, #blocked> -> tensor<1024x!tt.ptr<i64>, #blocked1>{{$}}
// V39: {{^}}    %4 = tt.atomic_load acquire, gpu, %3 : (tensor<1024x!tt.ptr<i64>, #blocked1>) -> tensor<1024xi64, #blocked1>{{$}}
// V39: {{^}}    %5 = ttg.convert_layout %4 : tensor<1024xi64, #blocked1> -> tensor<1024xi64, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<i64> {tt.divisibility = 16 : i32}, %v: tensor<1024xi64, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i64> -> tensor<1024x!tt.ptr<i64>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_load acquire, gpu, %2 : (tensor<1024x!tt.ptr<i64>, #blocked>) -> tensor<1024xi64, #blocked>
    tt.return
  }
}

// -----

// AMD atomic_store: 1 a thread
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked>{{$}}
// V39: {{^}}    %4 = ttg.convert_layout %arg1 : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked>{{$}}
// V39: {{^}}    tt.atomic_store relaxed, gpu, %3, %4 : tensor<1024x!tt.ptr<f16>, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v: tensor<1024xf16, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    tt.atomic_store relaxed, gpu, %2, %v : tensor<1024x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// AMD atomic_load: 1 a thread
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>{{$}}
// V39: {{^}}    %4 = tt.atomic_load acquire, gpu, %3 : (tensor<1024x!tt.ptr<f32>, #blocked>) -> tensor<1024xf32, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_load acquire, gpu, %2 : (tensor<1024x!tt.ptr<f32>, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// tt.atomic_poll is left alone
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %3 = tt.atomic_poll acquire, gpu, %2, %arg1 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked> -> tensor<1024xi1, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<1024xi32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_poll acquire, gpu, %2, %v : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked> -> tensor<1024xi1, #blocked>
    tt.return
  }
}
