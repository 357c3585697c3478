// Reproducers written by real Triton 3.6.0's make_ttgir (TRITON_REPRODUCER_PATH,
// a 64x64x32 fp16 matmul, num_warps=4, num_stages=3) for hip:gfx942 and cuda:90,
// run as far as pyopt's passes go (issue 26 item 2).  The partial outputs were
// compared with the 3.6.0 wheel: gfx942's with `tools/oracle.py run FILE -p coalesce`,
// cuda:90's (no pass before the first missing one) with `tools/oracle.py roundtrip`,
// module text identical.  The passes pyopt lacks are those of the wheels' add_*
// bindings (pyopt/transforms/triton_passes.py).

// --run-reproducer: an error naming the first pass pyopt lacks, nothing on stdout.
// RUN: not pyopt --triton-version=3.6 %S/Inputs/reproducer.make_ttgir.gfx942.triton36.mlir --run-reproducer > %t.out 2> %t.err
// RUN: test ! -s %t.out
// RUN: filecheck %s --input-file=%t.err --check-prefix=GFX-ERR --match-full-lines
// GFX-ERR:      pyopt: error: --run-reproducer: cannot run pass 2 of 29 of the pipeline of the reproducer in '{{.*}}reproducer.make_ttgir.gfx942.triton36.mlir': pass 'tritongpu-F32DotTC' is a Triton pass pyopt does not implement (see pyopt --list-passes)
// GFX-ERR-NEXT: pyopt: note: Triton 3.6 adds it with passes.ttgpuir.add_f32_dot_tc
// GFX-ERR-NEXT: pyopt: note: pyopt lacks 14 of the pipeline's passes: tritongpu-F32DotTC, tritongpu-optimize-thread-locality, tritonamdgpu-accelerate-matmul, tritonamdgpu-optimize-epilogue, tritonamdgpu-optimize-dot-operands, tritonamdgpu-hoist-layout-conversions, tritongpu-fuse-nested-loops, triton-licm, tritonamdgpu-schedule-loops, tritonamdgpu-pipeline, tritongpu-reduce-data-duplication, tritonamdgpu-in-thread-transpose, tritonamdgpu-reorder-instructions, tritonamdgpu-block-pingpong
// GFX-ERR-NEXT: pyopt: note: --run-reproducer-partial runs the 1 pass before it and prints the IR there
// GFX-ERR-EMPTY:

// --run-reproducer-partial: tritongpu-coalesce runs, the IR after it is printed, stderr
// says where it stopped; the output's reproducer holds the passes left (its
// pipeline is the rest of the original's text, in Triton's any(...)).
// RUN: pyopt --triton-version=3.6 %S/Inputs/reproducer.make_ttgir.gfx942.triton36.mlir --run-reproducer-partial > %t.gfx 2> %t.gfx.err
// RUN: filecheck %s --input-file=%t.gfx.err --check-prefix=GFX-NOTE --match-full-lines
// GFX-NOTE:      pyopt: note: --run-reproducer-partial: stopped before pass 2 of 29 of the reproducer's pipeline, 'tritongpu-F32DotTC' (a Triton pass pyopt does not implement); the output is the IR after pass 1, 'tritongpu-coalesce', with a reproducer of the passes left
// GFX-NOTE-EMPTY:
// RUN: filecheck %s --input-file=%t.gfx --check-prefix=GFX
// GFX: #blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// GFX: #blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// GFX: tt.load %{{.*}} : tensor<64x32x!tt.ptr<f16>, #blocked6>
// GFX: tt.load %{{.*}} : tensor<32x64x!tt.ptr<f16>, #blocked7>
// GFX: tt.store %{{.*}}, %{{.*}} : tensor<64x64x!tt.ptr<f16>, #blocked7>
// GFX:      {-#
// GFX-NEXT:   external_resources: {
// GFX-NEXT:     mlir_reproducer: {
// GFX-NEXT:       pipeline: "builtin.module(any(tritongpu-F32DotTC{emu-tf32=false},tritongpu-remove-layout-conversions,{{.*}},tt.func(tritonamdgpu-hoist-layout-conversions),{{.*}},cse,symbol-dce))",
// GFX-NEXT:       disable_threading: false,
// GFX-NEXT:       verify_each: false
// The module is what -tritongpu-coalesce makes of the input.
// RUN: pyopt --triton-version=3.6 %S/Inputs/reproducer.make_ttgir.gfx942.triton36.mlir -tritongpu-coalesce | sed -e '/^{-#/,$d' > %t.flag
// RUN: sed -e '/^{-#/,$d' %t.gfx > %t.gfx-module
// RUN: cmp %t.flag %t.gfx-module
// The output is a reproducer again: run partially, it stops at once (pass 1 of 28).
// RUN: pyopt --triton-version=3.6 %t.gfx --run-reproducer-partial 2>&1 >/dev/null | filecheck %s --check-prefix=AGAIN
// AGAIN: pyopt: note: --run-reproducer-partial: stopped before pass 1 of 28 of the reproducer's pipeline, 'tritongpu-F32DotTC'

// cuda:90's make_ttgir starts with convert-triton-to-tritongpu (its input is TTIR):
// nothing runs, the input is printed with the whole pipeline kept.
// RUN: not pyopt --triton-version=3.6 %S/Inputs/reproducer.make_ttgir.cuda90.triton36.mlir --run-reproducer 2>&1 | filecheck %s --check-prefix=CUDA-ERR
// CUDA-ERR:      pyopt: error: --run-reproducer: cannot run pass 1 of 38 of the pipeline of the reproducer in '{{.*}}': pass 'convert-triton-to-tritongpu' is a Triton pass pyopt does not implement (see pyopt --list-passes)
// CUDA-ERR-NEXT: pyopt: note: Triton 3.6 adds it with passes.ttir.add_convert_to_ttgpuir
// CUDA-ERR-NEXT: pyopt: note: pyopt lacks 25 of the pipeline's passes: convert-triton-to-tritongpu, tritongpu-F32DotTC, triton-nvidia-gpu-plan-cta,
// CUDA-ERR-NEXT: pyopt: note: --run-reproducer-partial prints the input IR, as no pass comes before it
// RUN: pyopt --triton-version=3.6 %S/Inputs/reproducer.make_ttgir.cuda90.triton36.mlir --run-reproducer-partial 2>%t.cu.err | filecheck %s --check-prefix=CUDA
// RUN: filecheck %s --input-file=%t.cu.err --check-prefix=CUDA-NOTE
// CUDA: tt.func public @matmul(
// CUDA: tt.dot
// CUDA: pipeline: "builtin.module(any(convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=4 target=cuda:90 threads-per-warp=32},tritongpu-coalesce,{{.*}},sccp,cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))",
// CUDA-NOTE: pyopt: note: --run-reproducer-partial: stopped before pass 1 of 38 of the reproducer's pipeline, 'convert-triton-to-tritongpu' (a Triton pass pyopt does not implement); the output is the input IR (no pass ran), with a reproducer of the passes left

// Triton 3.9.0's make_ttgir reproducer of the same kernel for gfx942 (its pipeline's
// root is any(...), with 3.9's option names), under --triton-version=3.9: the same
// stop, the module as the 3.9.0 wheel's `tools/oracle.py run FILE -p coalesce` prints it.
// RUN: pyopt --triton-version=3.9 %S/Inputs/reproducer.make_ttgir.gfx942.triton39.mlir --run-reproducer-partial > %t.39 2> %t.39.err
// RUN: filecheck %s --input-file=%t.39.err --check-prefix=R39-NOTE
// R39-NOTE: pyopt: note: --run-reproducer-partial: stopped before pass 2 of 34 of the reproducer's pipeline, 'tritongpu-F32DotTC' (a Triton pass pyopt does not implement); the output is the IR after pass 1, 'tritongpu-coalesce', with a reproducer of the passes left
// RUN: filecheck %s --input-file=%t.39 --check-prefix=R39
// R39: tt.load %{{.*}} : tensor<64x32x!tt.ptr<f16>, #blocked6>
// R39: pipeline: "any(tritongpu-F32DotTC{emu-tf32=false},tritongpu-remove-layout-conversions{disable-remat-splitting=false},
// RUN: pyopt --triton-version=3.9 %S/Inputs/reproducer.make_ttgir.gfx942.triton39.mlir -tritongpu-coalesce | sed -e '/^{-#/,$d' > %t.39.flag
// RUN: sed -e '/^{-#/,$d' %t.39 > %t.39-module
// RUN: cmp %t.39.flag %t.39-module

// A missing pass inside a nested pipeline: the passes before it run; the rest keeps
// its nesting.  (The module is the gfx942 reproducer's, through coalesce, as above.)
// RUN: sed -e 's/pipeline: "builtin.module(any(.*,tt.func(tritonamdgpu-canonicalize-pointers/pipeline: "builtin.module(any(cse,tt.func(canonicalize,tritonamdgpu-in-thread-transpose,tritonamdgpu-canonicalize-pointers/' %S/Inputs/reproducer.make_ttgir.gfx942.triton36.mlir > %t.nested.mlir
// RUN: pyopt --triton-version=3.6 %t.nested.mlir --run-reproducer-partial 2>%t.nested.err | filecheck %s --check-prefix=NESTED
// RUN: filecheck %s --input-file=%t.nested.err --check-prefix=NESTED-NOTE
// NESTED: pipeline: "builtin.module(any(tt.func(tritonamdgpu-in-thread-transpose,tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}),canonicalize{
// NESTED-NOTE: stopped before pass 3 of 10 of the reproducer's pipeline, 'tritonamdgpu-in-thread-transpose' (a Triton pass pyopt does not implement); the output is the IR after pass 2, 'canonicalize'

// A pass of a later release only, under 3.6: named so; a name no Triton has: unknown.
// RUN: sed -e 's/tritongpu-F32DotTC{emu-tf32=false}/tritonamdgpu-warp-pipeline/' %S/Inputs/reproducer.make_ttgir.gfx942.triton36.mlir > %t.later.mlir
// RUN: pyopt --triton-version=3.6 %t.later.mlir --run-reproducer-partial 2>&1 >/dev/null | filecheck %s --check-prefix=LATER
// LATER: stopped before pass 2 of 29 of the reproducer's pipeline, 'tritonamdgpu-warp-pipeline' (a Triton 3.7, 3.8 and 3.9 pass, unknown in Triton 3.6)
// RUN: not pyopt --triton-version=3.6 %t.later.mlir --run-reproducer 2>&1 | filecheck %s --check-prefix=LATER-ERR
// LATER-ERR: pyopt: error: --run-reproducer: cannot run pass 2 of 29 of {{.*}}: unknown pass 'tritonamdgpu-warp-pipeline' in Triton 3.6 (see pyopt --list-passes)
// LATER-ERR-NEXT: pyopt: note: pass 'tritonamdgpu-warp-pipeline' is a Triton 3.7, 3.8 and 3.9 pass, which pyopt does not implement
// RUN: sed -e 's/tritongpu-F32DotTC{emu-tf32=false}/no-such-pass/' %S/Inputs/reproducer.make_ttgir.gfx942.triton36.mlir > %t.typo.mlir
// RUN: pyopt --triton-version=3.6 %t.typo.mlir --run-reproducer-partial 2>&1 >/dev/null | filecheck %s --check-prefix=TYPO
// TYPO: stopped before pass 2 of 29 of the reproducer's pipeline, 'no-such-pass' (an unknown pass)

// A reproducer whose passes pyopt all has runs whole under --run-reproducer-partial,
// with no note and no reproducer left (as --run-reproducer).
// RUN: pyopt %S/Inputs/reproducer.mlir --run-reproducer-partial > %t.whole 2> %t.whole.err
// RUN: test ! -s %t.whole.err
// RUN: pyopt %S/Inputs/reproducer.mlir --run-reproducer > %t.whole2
// RUN: cmp %t.whole %t.whole2
// With passes on the command line: refused, as --run-reproducer.
// RUN: not pyopt %S/Inputs/reproducer.mlir --run-reproducer-partial -cse 2>&1 | filecheck %s --check-prefix=BOTH
// BOTH: pyopt: error: --run-reproducer runs the pipeline the reproducer names; give no passes with it

module {
}
