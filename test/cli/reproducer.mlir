// --run-reproducer: the pipeline of a crash reproducer's {-# ... #-} block.

// It runs the passes the block names, with their options; the block is printed
// back without its mlir_reproducer entry, other external resources as they were.
// RUN: pyopt %S/Inputs/reproducer.mlir --run-reproducer > %t.repro
// RUN: filecheck %s --input-file=%t.repro --check-prefix=OUT --match-full-lines
// RUN: pyopt %S/Inputs/reproducer.mlir -coalesce -remove-layout-conversions -canonicalize -cse > %t.flags
// RUN: sed -e '/^{-#/,$d' %t.repro > %t.repro-module
// RUN: sed -e '/^{-#/,$d' %t.flags > %t.flags-module
// RUN: cmp %t.repro-module %t.flags-module
// OUT:#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// OUT:    tt.return
// OUT-NEXT:  }
// OUT-NEXT:}
// OUT-NEXT:{-#
// OUT-NEXT:  external_resources: {
// OUT-NEXT:    my_tool: {
// OUT-NEXT:      "note key": "kept \22as is\22",
// OUT-NEXT:      flag: true
// OUT-NEXT:    }
// OUT-NEXT:  }
// OUT-NEXT:#-}
// OUT-EMPTY:

// Without --run-reproducer the whole block is kept.
// RUN: pyopt %S/Inputs/reproducer.mlir | filecheck %s --check-prefix=KEEP
// KEEP: {-#
// KEEP-NEXT:   external_resources: {
// KEEP-NEXT:     mlir_reproducer: {
// KEEP-NEXT:       pipeline: "builtin.module(tritongpu-coalesce, tritongpu-remove-layout-conversions, canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}, cse)",
// KEEP-NEXT:       disable_threading: false,
// KEEP-NEXT:       verify_each: true
// KEEP-NEXT:     },
// KEEP-NEXT:     my_tool: {

// Passes pyopt does not have: the first is named, with where it is, then all of them
// (test/cli/reproducer-partial.mlir runs real reproducers up to it).
// RUN: sed -e 's/tritongpu-coalesce, /tritongpu-coalesce, tritongpu-pipeline{num-stages=3}, tritongpu-prefetch, /' %S/Inputs/reproducer.mlir > %t.missing
// RUN: not pyopt %t.missing --run-reproducer 2>&1 | filecheck %s --check-prefix=MISSING
// MISSING:      pyopt: error: --run-reproducer: cannot run pass 2 of 6 of the pipeline of the reproducer in '{{.*}}': pass 'tritongpu-pipeline' is a Triton pass pyopt does not implement (see pyopt --list-passes)
// MISSING-NEXT: pyopt: note: Triton 3.6 adds it with passes.ttgpuir.add_pipeline
// MISSING-NEXT: pyopt: note: pyopt lacks 2 of the pipeline's passes: tritongpu-pipeline, tritongpu-prefetch
// MISSING-NEXT: pyopt: note: --run-reproducer-partial runs the 1 pass before it and prints the IR there

// RUN: not pyopt %s --run-reproducer 2>&1 | filecheck %s --check-prefix=NOBLOCK
// NOBLOCK: pyopt: error: --run-reproducer: '{{.*}}reproducer.mlir' has no reproducer (no {-# external_resources: { mlir_reproducer: { pipeline: ... } } #-} block)
// RUN: not pyopt %S/Inputs/reproducer.mlir --run-reproducer -cse 2>&1 | filecheck %s --check-prefix=BOTH
// BOTH: pyopt: error: --run-reproducer runs the pipeline the reproducer names; give no passes with it

module {
}
