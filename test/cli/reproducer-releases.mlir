// --run-reproducer on Triton 3.8 and 3.9 reproducers (issue 24). Their {-# ... #-} block has
// the keys of 3.6's (pipeline, disable_threading, verify_each); what changes is the pipeline's
// pass options. Inputs/reproducer.triton38.mlir: a real 3.8 log's IR before convert-buffer-ops
// (Inputs/copy_contig.gfx942.triton38.dump.log, dump 6) and the block Triton 3.8.0 wrote
// (TRITON_REPRODUCER_PATH, a forced failure of that pass). Inputs/reproducer.triton39.mlir: a
// real 3.9 log's IR before coalesce and a block in 3.9's layout whose pipeline is what
// Triton 3.9.0's pass_manager.get_pipeline_str() prints for coalesce, remove-layout-conversions,
// canonicalize and cse; real 3.9 running that pipeline on it prints pyopt's output below
// (compared without locations: libtriton's str_nodebug).

// 3.8: gfx-arch is convert-buffer-ops' option; the run equals the same pass on the command line.
// (Real 3.8 also gives the buffer ops {contiguity = 4 : i32}, as 3.7 does: pass behaviour, issue 25.)
// RUN: pyopt --triton-version=3.8 %S/Inputs/reproducer.triton38.mlir --run-reproducer > %t.r38
// RUN: pyopt --triton-version=3.8 %S/Inputs/reproducer.triton38.mlir -convert-to-buffer-ops=gfx-arch=gfx942 | sed -e '/^{-#/,$d' > %t.f38
// RUN: sed -e '/^{-#/,$d' %t.r38 | cmp - %t.f38
// RUN: filecheck %s --input-file=%t.r38 --check-prefix=R38
// R38: amdg.buffer_load %arg0[
// R38-NOT: mlir_reproducer

// Under 3.6 and 3.7 the 3.8 name is an error that names the releases that have it.
// RUN: not pyopt %S/Inputs/reproducer.triton38.mlir --run-reproducer 2>&1 | filecheck %s --check-prefix=OLD
// OLD: pyopt: error: pass 'convert-to-buffer-ops': option 'gfx-arch' is a Triton 3.8 and 3.9 option; Triton 3.6 names it 'arch-generation-name' (--triton-version=3.9)

// A 3.7 reproducer still runs under 3.8, with a note (Triton 3.7.1 writes the same block with
// arch-generation-name=gfx942: checked by the same forced failure).
// RUN: sed -e 's/gfx-arch=/arch-generation-name=/' %S/Inputs/reproducer.triton38.mlir > %t.r37.mlir
// RUN: pyopt --triton-version=3.8 %t.r37.mlir --run-reproducer 2> %t.note > %t.r37
// RUN: cmp %t.r37 %t.r38
// RUN: filecheck %s --input-file=%t.note --check-prefix=NOTE
// NOTE: pyopt: note: pass 'convert-to-buffer-ops': option 'arch-generation-name' is named 'gfx-arch' since Triton 3.8 (triton-lang/triton#10138: the AMD passes' GFX architecture option is gfx-arch); read as 'gfx-arch'

// 3.9: canonicalize's cse-between-iterations (3.8+) and remove-layout-conversions'
// disable-remat-splitting (3.9) are read.
// RUN: pyopt --triton-version=3.9 %S/Inputs/reproducer.triton39.mlir --run-reproducer | filecheck %s --check-prefix=R39
// R39: #blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39: %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// R39: %11 = tt.load %10, %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// R39-NEXT: tt.store %8, %11, %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// R39-NOT: ttg.convert_layout
// RUN: not pyopt --triton-version=3.8 %S/Inputs/reproducer.triton39.mlir --run-reproducer 2>&1 | filecheck %s --check-prefix=R39AT38
// R39AT38: pyopt: error: pass 'remove-layout-conversions': option 'disable-remat-splitting' is a Triton 3.9 option (--triton-version=3.9)
