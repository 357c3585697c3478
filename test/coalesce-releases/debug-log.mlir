// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce,ttg-utility -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -coalesce --debug-only=tritongpu-coalesce,ttg-utility -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// getNumElementsPerThread's debug line ([ttg-utility]) names the maximum a thread may move from
// Triton 3.8 (triton-lang/triton#10059), and the atomic cap's target lookups log as getAMDArch does.
// The CHECK lines are the 3.7.1 and 3.8.0 wheels' logs (TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce,
// ttg-utility; tools/oracle.py's triton_coalesce_axisinfo_log).

// cuda:80 fadd f32: getAMDArch logs that the target is not hip; the maximum is 1
// V37: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, alignment: 4{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread for op: 4{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread: 4{{$}}
// V37: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, alignment: 4{{$}}
// V38: {{^}}[ttg-utility]: expected target attribute to be prefixed with "hip:"{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, maximum: 1, alignment: 4{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread for op: 1{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread: 1{{$}}
// V38: {{^}}[ttg-utility]: expected target attribute to be prefixed with "hip:"{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, maximum: 1, alignment: 4{{$}}
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

// AMD fadd f16: 32 bits, 2
// V37: {{^}}[ttg-utility]: elemNumBytes: 2, divisibility: 16, contig: 1024, alignment: 8{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread for op: 8{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread: 4{{$}}
// V37: {{^}}[ttg-utility]: elemNumBytes: 2, divisibility: 16, contig: 1024, alignment: 8{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 2, divisibility: 16, contig: 1024, maximum: 2, alignment: 8{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread for op: 2{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread: 2{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 2, divisibility: 16, contig: 1024, maximum: 2, alignment: 8{{$}}
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

// tt.atomic_cas: 1, before any target lookup
// V37: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, alignment: 4{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread for op: 4{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread: 4{{$}}
// V37: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, alignment: 4{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, maximum: 1, alignment: 4{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread for op: 1{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread: 1{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, maximum: 1, alignment: 4{{$}}
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

// no ttg.target
// V37: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, alignment: 4{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread for op: 4{{$}}
// V37: {{^}}[tritongpu-coalesce]: perThread: 4{{$}}
// V37: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, alignment: 4{{$}}
// V38: {{^}}[ttg-utility]: Expected a target attribute on the module operation{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, maximum: 4, alignment: 4{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread for op: 4{{$}}
// V38: {{^}}[tritongpu-coalesce]: perThread: 4{{$}}
// V38: {{^}}[ttg-utility]: Expected a target attribute on the module operation{{$}}
// V38: {{^}}[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, maximum: 4, alignment: 4{{$}}
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
