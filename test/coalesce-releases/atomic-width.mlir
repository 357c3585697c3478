// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s --split-input-file -coalesce | filecheck %s --check-prefix=V39
// Coalesce's per-thread width of atomics (getNumElementsPerThread's maximum).  Triton 3.7 lets every
// memory op move 128 bits a thread; 3.8 (triton-lang/triton#10059) caps atomics: tt.atomic_cas and
// integer or f64 tt.atomic_rmw 1, any RMW on AMD 32 bits (f16/bf16 2), and on NVIDIA before sm_90 fadd
// of f32/bf16 1 and f16 2; plain stores are not capped.  The CHECK lines are what the 3.7.1, 3.8.0 and
// 3.9.0 wheels print for these inputs (tools/oracle.py run FILE --pass=coalesce in each release's venv).

// sm_80 fadd f32: 4 up to 3.7, 1 from 3.8
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>{{$}}
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

// sm_80 fadd f16: 8, then 2
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f16>, #blocked1>, tensor<1024xf16, #blocked1>) -> tensor<1024xf16, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f16>, #blocked1>, tensor<1024xf16, #blocked1>) -> tensor<1024xf16, #blocked1>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f16>, #blocked1>, tensor<1024xf16, #blocked1>) -> tensor<1024xf16, #blocked1>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v: tensor<1024xf16, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>) -> tensor<1024xf16, #blocked>
    tt.return
  }
}

// -----

// sm_80 fadd bf16: 8, then 1
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<bf16>, #blocked1>, tensor<1024xbf16, #blocked1>) -> tensor<1024xbf16, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>) -> tensor<1024xbf16, #blocked>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>) -> tensor<1024xbf16, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %v: tensor<1024xbf16, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>) -> tensor<1024xbf16, #blocked>
    tt.return
  }
}

// -----

// sm_80 exch f32: not fadd, not capped
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw exch, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw exch, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw exch, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw exch, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// sm_90 fadd f32: not capped
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// integer RMW: 1 everywhere from 3.8
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw max, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<i32>, #blocked1>, tensor<1024xi32, #blocked1>) -> tensor<1024xi32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw max, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw max, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<1024xi32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw max, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    tt.return
  }
}

// -----

// f64 RMW: 2, then 1
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f64>, #blocked1>, tensor<1024xf64, #blocked1>) -> tensor<1024xf64, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xf64, #blocked>) -> tensor<1024xf64, #blocked>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xf64, #blocked>) -> tensor<1024xf64, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %v: tensor<1024xf64, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f64> -> tensor<1024x!tt.ptr<f64>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xf64, #blocked>) -> tensor<1024xf64, #blocked>
    tt.return
  }
}

// -----

// AMD: 32 bits a thread: f16 2
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f16>, #blocked1>, tensor<1024xf16, #blocked1>) -> tensor<1024xf16, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f16>, #blocked1>, tensor<1024xf16, #blocked1>) -> tensor<1024xf16, #blocked1>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f16>, #blocked1>, tensor<1024xf16, #blocked1>) -> tensor<1024xf16, #blocked1>{{$}}
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

// AMD exch f32: 1 (the AMD cap comes before the fadd test)
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw exch, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw exch, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw exch, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw exch, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// tt.atomic_cas: 1
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %6 = tt.atomic_cas acq_rel, gpu, %3, %4, %5 : (tensor<1024x!tt.ptr<i32>, #blocked1>, tensor<1024xi32, #blocked1>, tensor<1024xi32, #blocked1>) -> tensor<1024xi32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %6 = tt.atomic_cas acq_rel, gpu, %3, %4, %5 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %6 = tt.atomic_cas acq_rel, gpu, %3, %4, %5 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<1024xi32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_cas acq_rel, gpu, %2, %v, %v : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    tt.return
  }
}

// -----

// a plain store is never capped
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    tt.store %3, %4 : tensor<1024x!tt.ptr<f32>, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    tt.store %3, %4 : tensor<1024x!tt.ptr<f32>, #blocked1>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    tt.store %3, %4 : tensor<1024x!tt.ptr<f32>, #blocked1>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %2, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// a load and an atomic of the same pointers (one slice): the load keeps 4; the atomic is capped at its own width
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked1>{{$}}
// V37: {{^}}    %8 = tt.atomic_rmw fadd, acq_rel, gpu, %6, %7 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked1>{{$}}
// V38: {{^}}    %8 = tt.atomic_rmw fadd, acq_rel, gpu, %6, %7 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked1>{{$}}
// V39: {{^}}    %8 = tt.atomic_rmw fadd, acq_rel, gpu, %6, %7 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %l = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// no ttg.target: fadd f32 is not capped
// V37: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V37: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V38: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V38: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
// V39: {{^}}#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>{{$}}
// V39: {{^}}    %5 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>{{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}
