// Pass option names per Triton release (issue 24). Triton 3.8 renamed convert-buffer-ops'
// arch-generation-name to gfx-arch (triton-lang/triton#10138); the LLVM of 3.8 adds canonicalize's
// cse-between-iterations and filter-dialects, 3.9 remove-layout-conversions'
// disable-remat-splitting. Checked with each wheel: pass_manager.get_pipeline_str() prints
// tritonamdgpu-convert-buffer-ops{allow-buffer-atomics=true analyze-small-tensor-ofst=false
// arch-generation-name=gfx942} under 3.6.0 and 3.7.1 and ...gfx-arch=gfx942} under 3.8.0 and 3.9.0;
// canonicalize{  max-iterations=10 ...} under 3.7.1 and canonicalize{cse-between-iterations=false
// max-iterations=10 ...} (three empty lists) under 3.8.0; and Triton 3.8.0's convert-buffer-ops
// with gfx-arch=gfx942 turns this file's atomic into amdg.buffer_atomic_rmw, with gfx-arch= (empty)
// it does not, as below.

// --list-passes shows the run's release's names.
// RUN: pyopt --list-passes | filecheck %s --check-prefix=LIST36
// RUN: pyopt --triton-version=3.8 --list-passes | filecheck %s --check-prefix=LIST38
// LIST36:  -canonicalize
// LIST36-NOT: cse-between-iterations
// LIST36: -convert-to-buffer-ops
// LIST36-NEXT: Convert memory operations to buffer operations
// LIST36-NEXT: mirrors
// LIST36-NEXT: arch-generation-name=<str>
// LIST38:  -canonicalize
// LIST38: cse-between-iterations=<true/false/1/0>
// LIST38-NEXT: filter-dialects=<a comma-separated list of str>
// LIST38: -convert-to-buffer-ops
// LIST38-NEXT: Convert memory operations to buffer operations
// LIST38-NEXT: mirrors
// LIST38-NEXT: gfx-arch=<str>

// The option sets the architecture (buffer atomics need one) under each release's name.
// RUN: pyopt --triton-version=3.8 %s -convert-to-buffer-ops=gfx-arch=gfx942 | filecheck %s --check-prefix=ATOMIC
// RUN: pyopt --triton-version=3.9 %s --convert-to-buffer-ops-gfx-arch=gfx942 -convert-to-buffer-ops | filecheck %s --check-prefix=ATOMIC39
// RUN: pyopt %s -convert-to-buffer-ops=arch-generation-name=gfx942 | filecheck %s --check-prefix=ATOMIC
// RUN: pyopt --triton-version=3.8 %s -convert-to-buffer-ops | filecheck %s --check-prefix=NOARCH
// ATOMIC: amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg1, %arg0[%0] : tensor<1024xf32, #blocked>
// 3.9 prints buffer ops with their pointer type.
// ATOMIC39: amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg1, %arg0[%0] : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// NOARCH: tt.atomic_rmw fadd

// Under 3.8+ the old name is read, with a note; under 3.6/3.7 the new one is an error.
// RUN: pyopt --triton-version=3.8 %s -convert-to-buffer-ops=arch-generation-name=gfx942 2> %t.note | filecheck %s --check-prefix=ATOMIC
// RUN: filecheck %s --input-file=%t.note --check-prefix=NOTE
// NOTE: pyopt: note: pass 'convert-to-buffer-ops': option 'arch-generation-name' is named 'gfx-arch' since Triton 3.8 (triton-lang/triton#10138: the AMD passes' GFX architecture option is gfx-arch); read as 'gfx-arch'
// RUN: not pyopt --triton-version=3.7 %s -convert-to-buffer-ops=gfx-arch=gfx942 2>&1 | filecheck %s --check-prefix=NEW37
// RUN: not pyopt %s --convert-to-buffer-ops-gfx-arch=gfx942 -convert-to-buffer-ops 2>&1 | filecheck %s --check-prefix=NEW36
// NEW37: pyopt: error: pass 'convert-to-buffer-ops': option 'gfx-arch' is a Triton 3.8 and 3.9 option; Triton 3.7 names it 'arch-generation-name' (--triton-version=3.9)
// NEW36: pyopt: error: pass 'convert-to-buffer-ops': option 'gfx-arch' is a Triton 3.8 and 3.9 option; Triton 3.6 names it 'arch-generation-name' (--triton-version=3.9)

// Options a release adds: an error before it.
// RUN: not pyopt %s '--pass-pipeline=builtin.module(canonicalize{cse-between-iterations=false})' 2>&1 | filecheck %s --check-prefix=CSE36
// CSE36: pyopt: error: pass 'canonicalize': option 'cse-between-iterations' is a Triton 3.8 and 3.9 option (--triton-version=3.9)
// RUN: pyopt --triton-version=3.8 %s '--pass-pipeline=builtin.module(canonicalize{cse-between-iterations=false filter-dialects=})' | filecheck %s --check-prefix=NOARCH
// RUN: not pyopt --triton-version=3.8 %s -canonicalize=cse-between-iterations=true 2>&1 | filecheck %s --check-prefix=CSE38
// CSE38: pyopt: error: pass 'canonicalize': pyopt does not implement cse-between-iterations=true yet
// disable-remat-splitting=true is implemented (its behaviour: test/passes/rlc-releases/).
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions=disable-remat-splitting=1 | filecheck %s --check-prefix=REMAT
// REMAT: tt.func public @atomic_add

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @atomic_add(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %arg1 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}
